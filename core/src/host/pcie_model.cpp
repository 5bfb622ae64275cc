// SPDX-License-Identifier: GPL-3.0-or-later
#include "kvplan/pcie_model.h"

#include <array>
#include <cmath>

namespace kvp {

double pcieNominalGBps(std::uint64_t generation, std::uint64_t lanes)
{
    // Gen3 x16 is 16 GB/s nominal; every generation doubles it.
    if (generation < 1 || generation > 10)
        return 0.0;
    const double x16 = 16.0 * std::pow(2.0, static_cast<double>(generation) - 3.0);
    return x16 * static_cast<double>(lanes) / 16.0;
}

namespace {

// h200-pcie-probe.csv, pinned_h2d rows (GB/s = 1e9 B/s).
constexpr std::array<ChunkRate, 6> kH200Rates = {{
    {64ULL * 1024, 16.58},
    {256ULL * 1024, 34.75},
    {2ULL * 1024 * 1024, 51.39},
    {16ULL * 1024 * 1024, 54.65},
    {128ULL * 1024 * 1024, 55.22},
    {1024ULL * 1024 * 1024, 55.12},
}};

// The measured link: PCIe Gen5 x16, nominal 64 GB/s per direction.
constexpr double kMeasuredLinkNominalGBps = 64.0;
// Its best large-copy rate (the 128 MiB row).
constexpr double kMeasuredPeakGBps = 55.22;

// 32 GiB pinned in 18.872 s (pin_alloc_GiB,32 row of the same file).
constexpr double kPinnedSecondsPerGiB = 18.872 / 32.0;

double interpolatedGBps(Bytes chunk)
{
    const auto rates = measuredH200ChunkRates();
    const Bytes smallestChunk = bytes(rates.front().chunkBytes);
    if (chunk < smallestChunk) {
        // Latency-bound: time = fixed + size / peak, the fixed part fitted to the 64 KiB point
        // (65,536 B / 16.58 GB/s − 65,536 B / 55.22 GB/s = 2.77 µs).
        const Rate peak = Rate::fromGBps(kMeasuredPeakGBps);
        const Duration fixed =
            transferTime(smallestChunk, Rate::fromGBps(rates.front().hostToDeviceGBps)) -
            transferTime(smallestChunk, peak);
        return Rate::of(chunk, fixed + transferTime(chunk, peak)).inGBps();
    }
    const double size = static_cast<double>(chunk.count());
    for (std::size_t i = 1; i < rates.size(); ++i) {
        const double hi = static_cast<double>(rates[i].chunkBytes);
        if (size <= hi) {
            const double lo = static_cast<double>(rates[i - 1].chunkBytes);
            const double t = (std::log2(size) - std::log2(lo)) / (std::log2(hi) - std::log2(lo));
            return rates[i - 1].hostToDeviceGBps +
                   t * (rates[i].hostToDeviceGBps - rates[i - 1].hostToDeviceGBps);
        }
    }
    return rates.back().hostToDeviceGBps;
}

} // namespace

std::span<const ChunkRate> measuredH200ChunkRates()
{
    return kH200Rates;
}

double pciePeakShare(std::uint64_t generation)
{
    // Gen3: P100 bandwidthTest, local socket (github.com/mpicbg-scicomp/gearshifft/pull/82).
    // Gen4: nvbandwidth on A100 (25.13, NVIDIA/nvbandwidth#42) and A10 (25.17); mean 25.15.
    if (generation <= 3)
        return 12.2 / 16.0;
    if (generation == 4)
        return 25.15 / 32.0;
    return kMeasuredPeakGBps / kMeasuredLinkNominalGBps;
}

double pcieChunkEfficiency(Bytes chunk)
{
    if (chunk.isZero())
        return 0.0;
    return interpolatedGBps(chunk) / kMeasuredLinkNominalGBps;
}

double pcieChunkEfficiency(std::uint64_t generation, Bytes chunk)
{
    return pcieChunkEfficiency(chunk) * pciePeakShare(generation) / pciePeakShare(5);
}

double pinnedAllocationSeconds(Bytes pinned)
{
    return pinned.inGiB() * kPinnedSecondsPerGiB;
}

} // namespace kvp
