// SPDX-License-Identifier: GPL-3.0-or-later
#include "kvplan/engine_releases.h"

#include <cctype>
#include <cmath>

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

// Sources quoted by several rows.
constexpr std::string_view kVllmGuide =
    "vLLM docs/features/kv_offloading_usage.md @0078e9d2 (docs.vllm.ai/en/v0.32.0); "
    "vllm/config/cache.py @002f10e0";
constexpr std::string_view kDynamoPins17 =
    "docs.nvidia.com/dynamo/v1.6.2/reference/releases/deprecations, \"Upgrade to v1.7.0\": "
    "vLLM 0.31.0→0.33.0, SGLang 0.5.21→0.5.23";
constexpr std::string_view kDynamoPins16 =
    "docs.nvidia.com/dynamo/v1.6.0/reference/releases/deprecations, \"Upgrade to v1.6.0\": "
    "vLLM 0.28.0→0.31.0, SGLang 0.5.18→0.5.21";
constexpr std::string_view kDynamoPins15 =
    "docs.nvidia.com/dynamo/v1.5.0/reference/releases/deprecations.md (v1.5.0, 2026-09-18): "
    "vLLM 0.26.0→0.28.0, SGLang 0.5.16→0.5.18; KVBM deprecated, removal targeted for v1.6.0";
constexpr std::string_view kDynamoPins14 =
    "docs.nvidia.com/dynamo/v1.4.1/reference/releases/deprecations: vLLM 0.26.0, SGLang 0.5.16";
constexpr std::string_view kDynamoPins13 =
    "docs.nvidia.com/dynamo/dev/reference/compatibility, v1.3.1 (2026-08-05): vLLM 0.23.0, "
    "SGLang 0.5.14";
constexpr std::string_view kPinned = "release and pins confirmed by the Dynamo release pages";

using K = EngineKind;

// Newest first within each engine. `differences` names what changes against the rows above.
constexpr std::array<EngineReleaseRow, 29> kReleases = {{
    // vLLM ------------------------------------------------------------------------------------
    {K::Vllm, "0.33.0", "2026-11", "0.33.0", "", "vllm/vllm-openai:v0.33.0",
     "newest; the names the commands use are unchanged from 0.32.0 (gpu_memory_utilization "
     "default 0.92, kv_offloading_backend default native, self_describing_kv_events, the CPU "
     "tier as /dev/shm/vllm_offload_*.mmap)",
     "Dynamo 1.7.0 pin ("
     "docs.nvidia.com/dynamo/v1.6.2/reference/releases/deprecations); "
     "vllm-torchtpu v0.33.0 notes 2026-11-17 (\"vLLM: v0.33.0 (was v0.32.0)\")",
     "release confirmed; flags read from the newest stored sources, not at the v0.33.0 tag"},
    {K::Vllm, "0.32.0", "", "0.32.0", "", "vllm/vllm-openai:v0.32.0",
     "the offloading guide as mirrored at docs.vllm.ai/en/v0.32.0", kVllmGuide, "confirmed"},
    {K::Vllm, "0.31.0", "2026-10-05", "0.31.0", "", "vllm/vllm-openai:v0.31.0",
     "the vendor article's release; Dynamo 1.6.x pin", kDynamoPins16, "confirmed"},
    {K::Vllm, "0.28.0", "", "0.28.0", "", "vllm/vllm-openai:v0.28.0",
     "Dynamo 1.5.x pin; first release the commands give float16 KV caches, "
     "self_describing_kv_events and the /dev/shm region (those firsts not confirmed: read at "
     "cache.py @002f10e0 and shared_offload_region.py @46bea23c, absent at @c1d86421)",
     kDynamoPins15, "pin confirmed; the feature firsts are not"},
    {K::Vllm, "0.26.0", "", "0.26.0", "", "vllm/vllm-openai:v0.26.0",
     "Dynamo 1.4.x pin; no float16 KV cache, no self-describing KV events in the commands "
     "(auto and plain KV events instead)",
     kDynamoPins14, "pin confirmed"},
    {K::Vllm, "0.23.0", "", "0.23.0", "", "vllm/vllm-openai:v0.23.0",
     "Dynamo 1.3.x pin; OffloadingConnector supports the hybrid KV cache manager (PR #41445, "
     "2026-05-01)",
     kDynamoPins13, "pin confirmed; the HMA release is inferred from v0.22.1 logs"},
    {K::Vllm, "0.22.0", "", "0.22.0", "", "vllm/vllm-openai:v0.22.0",
     "TieringOffloadingSpec and secondary_tiers (PR #40020); --kv-offloading-backend lmcache "
     "runs LMCacheMPConnector (PR #42865); before it any --kv-transfer-config turned the hybrid "
     "KV cache manager off",
     "engines.md §2.3 version table; vllm-allocation-rules.md §2.4", "partly confirmed"},
    {K::Vllm, "0.20.1", "", "0.20.1", "", "vllm/vllm-openai:v0.20.1",
     "Dynamo 1.2.x pin; LMCacheMPConnector needs LMCache PR #3282 from vLLM 0.20",
     "docs.nvidia.com/dynamo/v1.2.0 integrations/kv-cache-integrations/lm-cache", "confirmed"},
    {K::Vllm, "0.19.0", "", "0.19.0", "", "vllm/vllm-openai:v0.19.0",
     "Dynamo 1.1.x pin; OffloadingConnector lacks SupportsHMA (v0.19.1 read)",
     "docs.nvidia.com/dynamo/dev/reference/releases/deprecations (\"Pins shown from v1.1.1\")",
     "pin confirmed"},
    {K::Vllm, "0.16.0", "", "0.16.0", "", "vllm/vllm-openai:v0.16.0", "Dynamo 1.0.x pin",
     "docs.nvidia.com/dynamo/dev/reference/releases/deprecations (\"Pins shown from v1.0.2\")",
     "pin confirmed"},
    {K::Vllm, "0.14.0", "", "0.14.0", "", "vllm/vllm-openai:v0.14.0",
     "cpu_bytes_to_use, the total over workers, replaces num_cpu_blocks per worker (PR #24498)",
     "vLLM blog 2026-01-08 (\"should hopefully be included in 0.14.0\")", "not confirmed"},
    {K::Vllm, "0.11.1", "", "0.11.1", "", "vllm/vllm-openai:v0.11.1",
     "--kv-offloading-size and --kv-offloading-backend (PR #27621); --kv-cache-dtype bfloat16; "
     "gpu_memory_utilization default 0.9",
     "docs.vllm.ai v0.11.1 (CacheDType, KVOffloadingBackend)", "confirmed"},
    {K::Vllm, "0.11.0", "", "0.11.0", "", "vllm/vllm-openai:v0.11.0",
     "OffloadingConnector with num_cpu_blocks per worker; no --kv-offloading-size",
     "vLLM blog 2026-01-08, PR #22595", "confirmed"},
    // SGLang ----------------------------------------------------------------------------------
    {K::Sglang, "0.5.23", "", "", "0.5.23", "lmsysorg/sglang:v0.5.23",
     "newest; --hicache-size decimal GB per TP rank, --hicache-mem-layout page_first, "
     "--kv-events-config",
     "python/sglang/srt/server_args.py @469c63e5 (not tied to a tag); Dynamo 1.7.0 pin",
     "release confirmed by Dynamo's pins; flags read at a commit not tied to the tag"},
    {K::Sglang, "0.5.21", "", "", "0.5.21", "lmsysorg/sglang:v0.5.21",
     "Dynamo 1.6.x pin; no difference known in the flags used", kDynamoPins16, kPinned},
    {K::Sglang, "0.5.18", "", "", "0.5.18", "lmsysorg/sglang:v0.5.18",
     "Dynamo 1.5.x pin; no difference known in the flags used", kDynamoPins15, kPinned},
    // LMCache ---------------------------------------------------------------------------------
    {K::Lmcache, "0.4.7", "2026-06-13", "", "", "lmcache/vllm-openai:v0.4.7",
     "newest release found; lmcache server with --l1-size-gb (GiB), --eviction-trigger-"
     "watermark, --eviction-ratio, --http-port, --prometheus-port, --l2-adapter",
     "sourceforge.net/projects/lmcache.mirror/files/v0.4.7 (2026-06-13); flags from "
     "lmcache/v1/distributed/config.py @0101edda, multiprocess/config.py @00cf03ed, "
     "mp_observability/config.py @ec451313, cli/commands/server.py @968a94ea",
     "the flags were read at commits not tied to the v0.4.7 tag; the image name is not "
     "confirmed"},
    // NVIDIA Dynamo ---------------------------------------------------------------------------
    {K::Dynamo, "1.7.0", "", "0.33.0", "0.5.23", "nvcr.io/nvidia/ai-dynamo/vllm-runtime:1.7.0",
     "newest; vLLM's native OffloadingConnector, no KVBM; --connector rejected for vLLM",
     kDynamoPins17, kPinned},
    {K::Dynamo, "1.6.2", "", "0.31.0", "0.5.21", "nvcr.io/nvidia/ai-dynamo/vllm-runtime:1.6.2",
     "patch release on 1.6.1 (runtime image packages)",
     "github.com/ai-dynamo/dynamo/releases/tag/v1.6.2; "
     "docs.nvidia.com/dynamo/v1.6.0 pins",
     kPinned},
    {K::Dynamo, "1.6.1", "", "0.31.0", "0.5.21", "nvcr.io/nvidia/ai-dynamo/vllm-runtime:1.6.1",
     "as 1.6.0", kDynamoPins16, kPinned},
    {K::Dynamo, "1.6.0", "", "0.31.0", "0.5.21", "nvcr.io/nvidia/ai-dynamo/vllm-runtime:1.6.0",
     "KVBM's removal was targeted for this release; its offloading pages list no KVBM",
     kDynamoPins16, kPinned},
    {K::Dynamo, "1.5.1", "", "0.28.0", "0.5.18", "nvcr.io/nvidia/ai-dynamo/vllm-runtime:1.5.1",
     "as 1.5.0", kDynamoPins15, kPinned},
    {K::Dynamo, "1.5.0", "2026-09-18", "0.28.0", "0.5.18",
     "nvcr.io/nvidia/ai-dynamo/vllm-runtime:1.5.0",
     "KVBM deprecated (\"use the engine's native KV offloading\"); the commands use native "
     "offloading",
     kDynamoPins15, kPinned},
    {K::Dynamo, "1.4.2", "", "0.26.0", "0.5.16", "nvcr.io/nvidia/ai-dynamo/vllm-runtime:1.4.2",
     "first release whose pinned vLLM (≥ 0.24) runs the native OffloadingConnector under "
     "dynamo.vllm (Dynamo \"Native KV Offloading\" support matrix: vLLM ≥ 0.24, Dynamo ≥ 1.3)",
     kDynamoPins14, kPinned},
    {K::Dynamo, "1.3.1", "2026-08-05", "0.23.0", "0.5.14",
     "nvcr.io/nvidia/ai-dynamo/vllm-runtime:1.3.1",
     "KVBM (DynamoConnector) holds the tiers: its pinned vLLM 0.23.0 predates native offloading "
     "under Dynamo; per-worker KVBM leader ports",
     kDynamoPins13, kPinned},
    {K::Dynamo, "1.2.1", "", "0.20.1", "0.5.11", "nvcr.io/nvidia/ai-dynamo/vllm-runtime:1.2.1",
     "KVBM; as 1.3.1",
     "docs.nvidia.com/dynamo/v1.5.0/reference/releases/deprecations (\"Pins shown from v1.2.1\")",
     kPinned},
    {K::Dynamo, "1.1.1", "", "0.19.0", "0.5.10.post1",
     "nvcr.io/nvidia/ai-dynamo/vllm-runtime:1.1.1", "KVBM; as 1.3.1",
     "docs.nvidia.com/dynamo/dev/reference/releases/deprecations (\"Pins shown from v1.1.1\")",
     kPinned},
    {K::Dynamo, "1.0.2", "", "0.16.0", "0.5.9", "nvcr.io/nvidia/ai-dynamo/vllm-runtime:1.0.2",
     "KVBM; --connector already rejected for vLLM (vllm-runtime:1.0.1 deployment log); file "
     "discovery works (same log)",
     "docs.nvidia.com/dynamo/dev/reference/releases/deprecations (\"Pins shown from v1.0.2\")",
     kPinned},
    {K::Dynamo, "1.0.1", "", "0.16.0", "0.5.9", "nvcr.io/nvidia/ai-dynamo/vllm-runtime:1.0.1",
     "as 1.0.2", "engine audit 2026-12 D1, D4 (vllm-runtime:1.0.1 deployment log)",
     "pins assumed equal to 1.0.2"},
}};

// engines.md §2.3 version table; engine audit 2026-12 D8, D9, D14, D15.
const std::array<VllmFeatureRelease, 12> kVllmFeatures = {{
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
    // (vllm-allocation-rules.md §2). The single copy lives in the shared /dev/shm region
    // (SharedOffloadRegion below, first taken as 0.28.0), so both start at the same release;
    // an earlier release is sized with TP copies, which errs on the side of more memory.
    {VllmFeature::ReplicatedMlaCpuLayout,
     "single-copy MLA CPU layout (replicated_layout)",
     {{0, 28, 0}},
     "PR #50301 (merged 2026-07-29) after PR #48906; offloading/config.py @ 006f89ac; the "
     "release is inferred: the first with the shared /dev/shm region it needs",
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
    {VllmFeature::Float16KvCacheDtype,
     "--kv-cache-dtype float16",
     {{0, 28, 0}},
     "CacheDType in vllm/config/cache.py: absent @c1d86421 (v0.11 era), present @002f10e0",
     false},
    {VllmFeature::OffloadingSupportsHma,
     "OffloadingConnector with the hybrid KV cache manager (SupportsHMA)",
     {{0, 23, 0}},
     "offloading_connector.py SupportsHMA since PR #41445 (2026-05-01); v0.19.1 lacks it; "
     "vllm-allocation-rules.md §2.4",
     false},
    {VllmFeature::SelfDescribingKvEvents,
     "self_describing_kv_events",
     {{0, 28, 0}},
     "kv_offloading_usage.md @0078e9d2 key table (the guide came with PR #44415, 2026-06)",
     false},
    {VllmFeature::SharedOffloadRegion,
     "the CPU tier in /dev/shm (vllm_offload_*.mmap)",
     {{0, 28, 0}},
     "vllm/v1/kv_offload/cpu/shared_offload_region.py @46bea23c",
     false},
}};

std::string productName(EngineKind engine)
{
    switch (engine) {
    case EngineKind::Vllm:
        return "vLLM";
    case EngineKind::Sglang:
        return "SGLang";
    case EngineKind::Lmcache:
        return "LMCache";
    case EngineKind::Dynamo:
        return "NVIDIA Dynamo";
    }
    return "vLLM";
}

EngineRelease toRelease(EngineKind engine, const EngineReleaseRow& row)
{
    return {productName(engine), std::string(row.version), std::string(row.source),
            std::string(row.confidence)};
}

} // namespace

ReleaseVersion EngineReleaseRow::number() const
{
    return parseReleaseVersion(version).value_or(ReleaseVersion{});
}

std::span<const EngineReleaseRow> engineReleaseTable()
{
    return kReleases;
}

std::vector<const EngineReleaseRow*> releasesOf(EngineKind engine)
{
    std::vector<const EngineReleaseRow*> rows;
    for (const EngineReleaseRow& row : kReleases)
        if (row.engine == engine)
            rows.push_back(&row);
    return rows;
}

const EngineReleaseRow& newestRelease(EngineKind engine)
{
    return *releasesOf(engine).front();
}

const EngineReleaseRow* findRelease(EngineKind engine, std::string_view version)
{
    // A release number and nothing else: "1.7.0", "v1.7", not "1.7.0rc1" or "1.7.0\n".
    const std::string_view digits = version.substr(
        !version.empty() && (version.front() == 'v' || version.front() == 'V') ? 1 : 0);
    if (digits.empty() || digits.find_first_not_of("0123456789.") != std::string_view::npos)
        return nullptr;
    const auto wanted = parseReleaseVersion(version);
    if (!wanted)
        return nullptr;
    for (const EngineReleaseRow* row : releasesOf(engine))
        if (row->number() == *wanted)
            return row;
    return nullptr;
}

std::string releaseList(EngineKind engine)
{
    std::string text;
    for (const EngineReleaseRow* row : releasesOf(engine))
        text += (text.empty() ? "" : ", ") + std::string(row->version);
    return text;
}

const EngineReleaseRow& releaseFor(const Scenario& scenario, EngineKind engine)
{
    const EngineSpec& e = scenario.engine;
    if (e.name == engine && e.release)
        if (const EngineReleaseRow* row = findRelease(engine, *e.release))
            return *row;
    if (engine == EngineKind::Vllm && e.vllmVersion)
        if (const EngineReleaseRow* row = findRelease(engine, *e.vllmVersion))
            return *row;
    return newestRelease(engine);
}

std::vector<EngineRelease> writtenFor(EngineKind engine, const EngineReleaseRow& release,
                                      ReleaseVersion vllm)
{
    std::vector<EngineRelease> list = {toRelease(engine, release)};
    if (engine == EngineKind::Lmcache || engine == EngineKind::Dynamo) {
        const EngineReleaseRow* row = findRelease(EngineKind::Vllm, toString(vllm));
        EngineRelease v = row ? toRelease(EngineKind::Vllm, *row)
                              : EngineRelease{"vLLM", toString(vllm), "engine.vllm_version",
                                              "a release the table does not hold"};
        if (engine == EngineKind::Dynamo)
            v.source = "the vLLM NVIDIA Dynamo " + std::string(release.version) + " pins; " +
                       std::string(release.source);
        list.push_back(std::move(v));
    }
    return list;
}

std::vector<EngineRelease> writtenFor(EngineKind engine)
{
    const EngineReleaseRow& release = newestRelease(engine);
    const ReleaseVersion vllm = engine == EngineKind::Dynamo
                                    ? parseReleaseVersion(release.vllm).value_or(vllmWrittenFor())
                                    : vllmWrittenFor();
    return writtenFor(engine, release, vllm);
}

const EngineRelease& vllmRelease()
{
    static const EngineRelease release = toRelease(EngineKind::Vllm, newestRelease(K::Vllm));
    return release;
}

ReleaseVersion vllmWrittenFor()
{
    return newestRelease(EngineKind::Vllm).number();
}

ReleaseVersion vllmReleaseFor(const Scenario& scenario)
{
    const EngineSpec& e = scenario.engine;
    switch (e.name) {
    case EngineKind::Dynamo:
        return parseReleaseVersion(releaseFor(scenario, EngineKind::Dynamo).vllm)
            .value_or(vllmWrittenFor());
    case EngineKind::Vllm:
        if (e.release)
            if (const auto version = parseReleaseVersion(*e.release))
                return *version;
        break;
    case EngineKind::Lmcache:
    case EngineKind::Sglang:
        break;
    }
    if (e.vllmVersion)
        if (const auto version = parseReleaseVersion(*e.vllmVersion))
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

bool vllmHas(ReleaseVersion vllm, VllmFeature feature)
{
    return vllm >= vllmFeatureRelease(feature).firstRelease;
}

bool dynamoHas(const EngineReleaseRow& dynamo, DynamoFeature feature)
{
    const ReleaseVersion version = dynamo.number();
    switch (feature) {
    case DynamoFeature::NativeOffloading:
        // Dynamo "Native KV Offloading" support matrix: vLLM ≥ 0.24, Dynamo ≥ 1.3 (audit D5).
        return version >= ReleaseVersion{{1, 3, 0}} &&
               parseReleaseVersion(dynamo.vllm).value_or(ReleaseVersion{}) >=
                   ReleaseVersion{{0, 24, 0}};
    case DynamoFeature::Kvbm:
        // Deprecated in 1.5.0, "removal is targeted for v1.6.0" (v1.5.0 deprecations page).
        return version < ReleaseVersion{{1, 6, 0}};
    case DynamoFeature::FileDiscovery:
        return version >= ReleaseVersion{{1, 0, 0}};
    }
    return false;
}

Bytes usableCpuTierBytes(const Scenario& scenario, Bytes tier)
{
    if (scenario.engine.name != EngineKind::Lmcache)
        return tier;
    // 0.95 − 0.05 in binary floating point is 0.8999…; the share is a whole per mille.
    const double share =
        std::round((kLmcacheEviction.trigger - kLmcacheEviction.ratio) * 1000.0) / 1000.0;
    return tier.scaledBy(share);
}

} // namespace kvp
