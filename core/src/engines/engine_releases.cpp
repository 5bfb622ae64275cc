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

// engines.md §2.3 version table.
const std::array<VllmFeatureRelease, 8> kVllmFeatures = {{
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
    // Host-tier rule (docs/sizing-rules.md §3): replicated_layout in
    // vllm/distributed/kv_transfer/kv_connector/v1/offloading/config.py @ 006f89ac; PR #48906
    // (TieringOffloadingSpec, merged 2026-07-17) and PR #50301 (CPUOffloadingSpec, merged
    // 2026-07-29). main at 2026-08-14 (6adad087) was about 0.27/0.28-dev
    // (vllm-allocation-rules.md §2), so 0.27.0 is the first release after the merge.
    {VllmFeature::ReplicatedMlaCpuLayout,
     "single-copy MLA CPU layout (replicated_layout)",
     {{0, 27, 0}},
     "PR #50301 (merged 2026-07-29) after PR #48906; offloading/config.py @ 006f89ac; the "
     "release is inferred from the merge date",
     false},
    // GPU-pool rule (docs/sizing-rules.md §2): SlidingWindowSpec.max_admission_blocks_per_request
    // (vllm/v1/kv_cache_interface.py L618-654 @ 6adad087) holds window − 1 + max_concurrent_batches
    // × max_num_batched_tokens, 2 batches with async scheduling (on by default since PR #27614)
    // at PP 1 (vllm/config/vllm.py L547-568). 6adad087 is main of 2026-08-14, about 0.27.
    {VllmFeature::SlidingWindowInFlight,
     "sliding-window reserve of 2 × max_num_batched_tokens (async scheduling)",
     {{0, 27, 0}},
     "vllm/v1/kv_cache_interface.py and vllm/config/vllm.py @ 6adad087 (2026-08-14); the first "
     "release is inferred from that commit's date",
     false},
}};

} // namespace

const EngineRelease& vllmRelease()
{
    return kVllm;
}

ReleaseVersion vllmWrittenFor()
{
    static const ReleaseVersion version = *parseReleaseVersion(kVllm.version);
    return version;
}

ReleaseVersion vllmReleaseFor(const Scenario& scenario)
{
    if (scenario.engine.vllmVersion)
        if (const auto version = parseReleaseVersion(*scenario.engine.vllmVersion))
            return *version;
    return vllmWrittenFor();
}

const VllmFeatureRelease& vllmFeatureRelease(VllmFeature feature)
{
    for (const VllmFeatureRelease& row : kVllmFeatures)
        if (row.feature == feature)
            return row;
    return kVllmFeatures.front();
}

} // namespace kvp
