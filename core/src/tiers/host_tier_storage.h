// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// docs/sizing-rules.md §3: how each engine release stores the CPU tier, in its own units — vLLM's
// native CPU tier in blocks (chunks), SGLang's HiCache host pool in tokens and pages per rank.
// The users kept warm, pinned memory, DIMMs, NVMe writes and reload time follow from these.

#include "kvplan/plan.h"

#include <cstdint>
#include <optional>

namespace kvp {

// mmap.PAGESIZE on x86-64 and aarch64 Linux with 4 KiB pages: vLLM rounds a CPU block up to it.
inline constexpr std::uint64_t kHostPageBytes = 4096;
// The launch files set neither `block_size` nor `blocks_per_chunk` in kv_connector_extra_config:
// a CPU block is one GPU block (offloading/config.py, blocks_per_chunk = 1).
inline constexpr std::uint64_t kOffloadBlocksPerChunk = 1;
// SGLang's --hicache-ratio default: the host pool is twice the device pool.
inline constexpr double kSglangHicacheRatio = 2.0;

// How many copies of a rank's block vLLM's native CPU tier stores, and why (CpuTier::copies).
struct CpuCopies {
    std::uint64_t copies = 1;
    CpuCopiesReason reason = CpuCopiesReason::Tp1;
};
CpuCopies vllmCpuCopies(const Scenario& s, const KvGeometry& kv);

// vLLM's native CPU tier: the block layout (copies, chunk, block bytes, blocks per conversation)
// from the GPU pool's block; then tierBlocks() for a given cpu_bytes_to_use.
void layoutVllmCpuBlocks(const Scenario& s, const SizingResult& r, CpuTier& c);

// SGLang HiCache (engines.md §3.3; vllm-allocation-rules.md §2.6): the host pool of one rank,
//   tokens = int(size_GB × 1e9 // bytes_per_token_per_rank)   (--hicache-size)
//          = int(device_pool_tokens × hicache_ratio)           (otherwise)
//   pages  = tokens // page_size + 1;  tokens = pages × page_size
struct HicachePool {
    std::uint64_t tokens = 0;
    std::uint64_t pages = 0;
};
HicachePool sglangHostPool(std::optional<std::uint64_t> sizeGB, std::uint64_t devicePoolTokens,
                           Bytes bytesPerTokenPerRank, std::uint64_t pageSize,
                           double ratio = kSglangHicacheRatio);
// The whole GB of --hicache-size for a tier per instance (per rank, rounded up: the flag is an
// integer), as the SGLang launch file writes it.
std::uint64_t sglangHicacheSizeGB(Bytes perInstance, std::uint64_t tp);

} // namespace kvp
