// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// sizing-model §5: PCIe bandwidth, chunk-size efficiency and reload time.

#include "kvplan/units.h"

#include <cstdint>
#include <span>

namespace kvp {

// Nominal bandwidth per direction of a link, as the article states it: x16 Gen4 32 GB/s,
// Gen5 64 GB/s, Gen6 128 GB/s; fewer lanes scale it down.
double pcieNominalGBps(std::uint64_t generation, std::uint64_t lanes);

struct ChunkRate {
    std::uint64_t chunkBytes;
    double hostToDeviceGBps;
};

// Pinned host→device copy rate by chunk size, measured on an H200 (PCIe Gen5 x16, driver
// 580.159.04, CUDA 13.0), from the project's measurement file h200-pcie-probe.csv.
std::span<const ChunkRate> measuredH200ChunkRates();

// Share of the nominal rate a copy of `chunk` bytes reaches: the measured rate divided by the
// nominal 64 GB/s of the measured link, interpolated linearly in log2(chunk size) between
// measurements and held constant beyond the smallest and largest.
double pcieChunkEfficiency(Bytes chunk);

// Pinned-memory allocation time at engine start, measured on the same host: 18.872 s for
// 32 GiB, i.e. about 0.59 s per GiB.
double pinnedAllocationSeconds(Bytes pinned);

} // namespace kvp
