// SPDX-License-Identifier: GPL-3.0-or-later
#include "kvplan/engine_releases.h"

#include <cctype>

namespace kvp {

std::optional<ReleaseVersion> parseReleaseVersion(std::string_view text)
{
    std::size_t pos = 0;
    if (pos < text.size() && (text[pos] == 'v' || text[pos] == 'V'))
        ++pos;
    ReleaseVersion version;
    std::size_t count = 0;
    while (count < 3) {
        const std::size_t start = pos;
        unsigned value = 0;
        while (pos < text.size() && std::isdigit(static_cast<unsigned char>(text[pos]))) {
            if (pos - start >= 6)
                return std::nullopt; // no release number has seven digits
            value = value * 10 + static_cast<unsigned>(text[pos] - '0');
            ++pos;
        }
        if (pos == start)
            break;
        version.parts[count++] = value;
        if (pos + 1 < text.size() && text[pos] == '.' &&
            std::isdigit(static_cast<unsigned char>(text[pos + 1])))
            ++pos;
        else
            break;
    }
    // At least "major.minor": a bare "1" is too vague to compare against a feature's release.
    if (count < 2)
        return std::nullopt;
    return version;
}

std::string toString(const ReleaseVersion& version)
{
    return std::to_string(version.parts[0]) + "." + std::to_string(version.parts[1]) + "." +
           std::to_string(version.parts[2]);
}

namespace {

// The vendor article names vLLM 0.31.0 (5 October 2026) as current; engines.md read the
// offloading guide mirrored at docs.vllm.ai/en/v0.32.0/, with the same names.
const EngineRelease kVllm = {
    "vLLM", "0.32.0",
    "docs.vllm.ai/en/v0.32.0 features/kv_offloading_usage; vllm/config/cache.py and "
    "vllm/config/vllm.py (engines.md §2); the article's names for 0.31.0 agree",
    "confirmed for the offloading flags and keys"};

const EngineRelease kSglang = {
    "SGLang", "0.5.22",
    "python/sglang/srt/server_args.py and docs.sglang.io hicache_best_practices (engines.md §3.3); "
    "the article quotes --hicache-ratio and --hicache-size for 0.5.22",
    "flags read from server_args.py copies in a code index, not at the 0.5.22 tag"};

const EngineRelease kLmcache = {
    "LMCache", "0.5.6",
    "lmcache/v1/multiprocess/config.py at 00cf03edc043 and lmcache/v1/distributed/config.py "
    "(engines.md §4.2); the article reads the docs with 0.5.6 current",
    "LMCache's documentation carries no version number; the unit of --l1-size-gb (GB or GiB) "
    "is not confirmed"};

const EngineRelease kDynamo = {
    "NVIDIA Dynamo", "1.5.1",
    "docs.nvidia.com/dynamo kvbm-configuration and kv-cache-aware-routing, kvbm-config 1.4.0 "
    "(engines.md §5); the article quotes DYN_KVBM_CPU_CACHE_GB for 1.5.1",
    "whether DYN_KVBM_*_GB is per worker (TP rank) or per instance is not confirmed; the code "
    "suggests per worker"};

// engines.md §2.3 version table.
const std::array<VllmFeatureRelease, 6> kVllmFeatures = {{
    {VllmFeature::OffloadingConnector,
     "OffloadingConnector",
     {{0, 11, 0}},
     "vLLM blog 2026-01-08, PR #22595",
     true},
    {VllmFeature::KvOffloadingSizeFlag,
     "--kv-offloading-size",
     {{0, 11, 1}},
     "PR #27621 (merged 2025-10-28), docs v0.11.1",
     true},
    {VllmFeature::CpuBytesToUse,
     "cpu_bytes_to_use",
     {{0, 14, 0}},
     "PR #24498; the blog expected it in 0.14.0 (before it: num_cpu_blocks per worker)",
     false},
    {VllmFeature::TieringOffloadingSpec,
     "TieringOffloadingSpec",
     {{0, 22, 0}},
     "PR #40020; vLLM blog of 10 September 2026",
     true},
    {VllmFeature::LmcacheMpConnector,
     "--kv-offloading-backend lmcache (LMCacheMPConnector)",
     {{0, 22, 0}},
     "PR #42865 (2026-05-17); before it the lmcache backend ran LMCacheConnectorV1 in process",
     false},
    {VllmFeature::Bfloat16KvCacheDtype,
     "--kv-cache-dtype bfloat16",
     {{0, 11, 1}},
     "docs.vllm.ai v0.11.1 CacheDType",
     true},
}};

} // namespace

std::vector<EngineRelease> writtenFor(EngineKind engine)
{
    switch (engine) {
    case EngineKind::Vllm:
        return {kVllm};
    case EngineKind::Sglang:
        return {kSglang};
    case EngineKind::Lmcache:
        return {kLmcache, kVllm};
    case EngineKind::Dynamo:
        return {kDynamo};
    }
    return {kVllm};
}

ReleaseVersion vllmWrittenFor()
{
    return {{0, 32, 0}};
}

const VllmFeatureRelease& vllmFeatureRelease(VllmFeature feature)
{
    for (const VllmFeatureRelease& row : kVllmFeatures)
        if (row.feature == feature)
            return row;
    return kVllmFeatures.front();
}

} // namespace kvp
