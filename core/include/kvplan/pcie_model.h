// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// sizing-model §5: PCIe bandwidth, transfer-size efficiency, reload and pinning time.

#include "kvplan/units.h"

#include <cstdint>
#include <span>

namespace kvp {

// Nominal bandwidth per direction of a link, as the article states it: x16 Gen4 32 GB/s,
// Gen5 64 GB/s, Gen6 128 GB/s; fewer lanes scale it down.
double pcieNominalGBps(std::uint64_t generation, std::uint64_t lanes);

// Data-centre NVMe drives are x4 devices (U.2, U.3, E1.S, E3.S).
inline constexpr std::uint64_t kNvmeLanesPerDrive = 4;

struct ChunkRate {
    std::uint64_t chunkBytes;
    double hostToDeviceGBps;
};

// Pinned host→device copy rate by chunk size, measured on an H200 (PCIe Gen5 x16, driver
// 580.159.04, CUDA 13.0), from the project's measurement file h200-pcie-probe.csv.
std::span<const ChunkRate> measuredH200ChunkRates();

// The share of the nominal rate that large pinned copies reach on a link of this generation,
// from measurements: Gen3 12.2 of 16 GB/s (P100), Gen4 25.15 of 32 (A100, A10), Gen5 55.22 of
// 64 (the H200 probe). Gen6 and later are assumed to reach Gen5's share (none measured).
double pciePeakShare(std::uint64_t generation);

// Share of the nominal rate a Gen5 copy of `chunk` bytes reaches: the measured rate divided by
// the nominal 64 GB/s of the measured link, interpolated linearly in log2(chunk size) between
// measurements and flat beyond the largest. Below the smallest measurement (64 KiB) a copy
// costs a fixed time plus its bytes at the peak rate, the fixed time fitted so that the curve
// meets the 64 KiB point: copies that small are latency-bound, not bandwidth-bound.
double pcieChunkEfficiency(Bytes chunk);

// The same curve for a link of any generation: the Gen5 curve scaled by the generation's peak
// share relative to Gen5's (an assumption: only the H200 was measured by chunk size).
double pcieChunkEfficiency(std::uint64_t generation, Bytes chunk);

// Pinned-memory allocation time at engine start, measured on the same host: 18.872 s for
// 32 GiB, i.e. about 0.59 s per GiB.
double pinnedAllocationSeconds(Bytes pinned);

} // namespace kvp
