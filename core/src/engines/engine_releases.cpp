// SPDX-License-Identifier: GPL-3.0-or-later
#include "kvplan/engine_releases.h"

#include "kvplan/engine_registry.h"

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

// engines.md §2.3 version table; engine audit 2026-12 D8, D9, D14, D15.
const std::array<VllmFeatureRelease, 20> kVllmFeatures = {{
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
    // vllm/distributed/kv_transfer/kv_connector/v1/offloading/config.py @ 006f89ac. The v0.27.0
    // release notes list "deduplicated replicated MLA KV in the shared CPU region (#48906),
    // single-copy MLA layout for CPUOffloadingSpec (#50301)" (engine audit 2026-12b, E2).
    {VllmFeature::ReplicatedMlaCpuLayout,
     "single-copy MLA CPU layout (replicated_layout)",
     {{0, 27, 0}},
     "vLLM v0.27.0 release notes: PR #48906 (TieringOffloadingSpec), PR #50301 "
     "(CPUOffloadingSpec); offloading/config.py @ 006f89ac",
     true},
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
    // Engine audit 2026-12b, E3: PR #43468 ("Self-describing KV events for OffloadingConnector",
    // merged 2026-06-22) is in the v0.24.0 notes, and Dynamo's Native KV Offloading guide says
    // "vLLM v0.24.0 adds self-describing KV events"; with TieringOffloadingSpec the key raised
    // ValueError until PR #48679 (merged 2026-07-20, v0.27.0 notes).
    {VllmFeature::SelfDescribingKvEvents,
     "self_describing_kv_events",
     {{0, 24, 0}},
     "vLLM v0.24.0 release notes, PR #43468 (merged 2026-06-22); Dynamo Native KV Offloading "
     "guide",
     true},
    {VllmFeature::SharedOffloadRegion,
     "the CPU tier in /dev/shm (vllm_offload_*.mmap)",
     {{0, 27, 0}},
     "vLLM v0.27.0 release notes: CPUOffloadingSpec moved onto SharedOffloadRegion (PR #50094), "
     "fail fast when /dev/shm is too small (PR #48879); shared_offload_region.py @46bea23c",
     true},
    {VllmFeature::SelfDescribingKvEventsWithTiering,
     "self_describing_kv_events with TieringOffloadingSpec",
     {{0, 27, 0}},
     "vLLM v0.27.0 release notes, PR #48679 (merged 2026-07-20) lifted \"self_describing_kv_events "
     "is not supported by TieringOffloadingSpec\" (tiering/spec.py)",
     true},
    // E4: the fs tier publishes BlockStored (medium STORAGE) only with enable_kv_events in its
    // entry (kv_offloading_usage.md @0078e9d2; PR #47923, merged 2026-07-07). A tier passes its
    // keys to the tier's constructor, so a release without the key refuses it: the gate is the
    // first release known to hold the PR, 0.27.0 (it carries #48679, merged two weeks later).
    {VllmFeature::FileTierKvEvents,
     "secondary_tiers[].enable_kv_events",
     {{0, 27, 0}},
     "kv_offloading_usage.md @0078e9d2 (Filesystem tier: enable_kv_events); PR #47923 (merged "
     "2026-07-07); the release is inferred: the first whose notes carry a later PR (#48679)",
     false},
    // docs/sizing-rules.md §1 (NVFP4 KV cache): the first release with PR #40177 was not read
    // (new-model-architectures §1.5); 0.23.0 is the first in the table after PR #41445 of
    // 2026-05-01, the later of the two candidates, so an older release is refused rather than
    // given a flag it may reject.
    {VllmFeature::Nvfp4KvCacheDtype,
     "--kv-cache-dtype nvfp4",
     {{0, 23, 0}},
     "PR #40177 \"Add nvfp4 kv cache support\" (described 2026-04-17, merged); CacheDType in "
     "vllm/config/cache.py @002f10e0",
     false},
    // docs/sizing-rules.md (HiSparse): upstream's HiSparse HMA layout (vllm/v1/hisparse/
    // layout.py @2a5b4479, "HiSparse requires HiSparseConnector with host_pool_gib") came with
    // PR #53781 ([3/N], opened 2026-08-25, merged; its merge date and first release were not
    // read) after the fork wheel of #46326. 0.33.0, the newest release in the table, is the
    // only one that cannot predate it: an older release is refused rather than given a
    // connector it may not have.
    {VllmFeature::HiSparse,
     "HiSparseConnector (kv_connector_extra_config.host_pool_gib)",
     {{0, 33, 0}},
     "PR #53781 (opened 2026-08-25, merged); vllm/v1/hisparse/layout.py @2a5b4479",
     false},
    // DeepSeek-V4 under the OffloadingConnector needs PR #41445 (SupportsHMA, 0.23.0 as inferred
    // above) and PR #43142 ("[kv_offload]: Add DSv4 support", described 2026-05-19, merged; it
    // ignores the KV cache tensors with empty shared_by of _get_kv_cache_config_deepseek_v4).
    // #43142's merge date and release were not read: 0.23.0, the later inference, not confirmed.
    {VllmFeature::OffloadingDeepseekV4,
     "OffloadingConnector with DeepSeek-V4 (kv_offload DSv4 support)",
     {{0, 23, 0}},
     "PR #43142 \"[kv_offload]: Add DSv4 support\" (described 2026-05-19, merged) on top of PR "
     "#41445; vllm-project/recipes#727 verifies V4-Flash offloading on 0.26.1rc1",
     false},
    // MiniMax-M3: its caches are one uniform-type group of full-attention specs, which the
    // connectors store like DSA's; what a release needs is the model itself. The recipe asks for
    // vLLM 0.24.0 with nightly_required ("support has not yet shipped in a stable vLLM release";
    // the dedicated vllm/vllm-openai:minimax-m3 image): 0.24.0, not confirmed.
    {VllmFeature::MiniMaxM3,
     "MiniMax-M3 (MiniMaxM3SparseForConditionalGeneration, msa layers)",
     {{0, 24, 0}},
     "vllm-project/recipes models/MiniMaxAI/MiniMax-M3.yaml @ 001c08c7: min_vllm_version 0.24.0, "
     "nightly_required",
     false},
    // docs/sizing-rules.md §1 (DeepSeek-V4, vLLM's pool): PR #44454 (opened 2026-06-03, after
    // 0.22.0 of 2026-05-30) sizes a block id by page-size buckets ("previous code over-counted
    // per-block cost", +1.16 % tokens). Its release was not read: a vLLM 0.23.0 log of
    // DeepSeek-V4-Flash (32.08 GiB → 90,841 tokens at 4,096) is reproduced only with it.
    {VllmFeature::PackedDeepseekV4Pool,
     "DeepSeek-V4 pool packed by page-size buckets",
     {{0, 23, 0}},
     "PR #44454 (opened 2026-06-03, merged); inferred from a vLLM 0.23.0 startup log that only "
     "the packed block reproduces",
     false},
    // PR #48317 (merged 2026-07-21, the week after 0.26.0's branch: #48679 of 2026-07-20 is in
    // the v0.27.0 notes): before it "Maximum concurrency" divided the groups' summed bytes a
    // request by group 0's page, after it each group's blocks are counted. Reporting only:
    // "scheduling uses actual block availability".
    {VllmFeature::PerGroupMaxConcurrency,
     "Maximum concurrency from each group's blocks (get_max_concurrency_for_kv_cache_config)",
     {{0, 27, 0}},
     "PR #48317 \"Count per-group blocks in get_max_concurrency_for_kv_cache_config\" (merged "
     "2026-07-21); the release is inferred: the first whose notes carry a PR of that week (#48679)",
     false},
}};

EngineRelease toRelease(EngineKind engine, const EngineReleaseRow& row)
{
    return {std::string(engineDescriptor(engine).name), std::string(row.version),
            std::string(row.source), std::string(row.confidence)};
}

} // namespace

ReleaseVersion EngineReleaseRow::number() const
{
    return parseReleaseVersion(version).value_or(ReleaseVersion{});
}

std::span<const EngineReleaseRow> engineReleaseTable()
{
    static const std::vector<EngineReleaseRow> table = [] {
        std::vector<EngineReleaseRow> rows;
        for (const EngineDescriptor& d : allEngines())
            rows.insert(rows.end(), d.releases.begin(), d.releases.end());
        return rows;
    }();
    return table;
}

std::vector<const EngineReleaseRow*> releasesOf(EngineKind engine)
{
    std::vector<const EngineReleaseRow*> rows;
    for (const EngineReleaseRow& row : engineDescriptor(engine).releases)
        rows.push_back(&row);
    return rows;
}

bool EngineReleaseRow::preRelease() const
{
    return version.find_first_not_of("0123456789.") != std::string_view::npos;
}

const EngineReleaseRow& newestRelease(EngineKind engine)
{
    // The newest release, not a pre-release ("1.4.0rc2") listed above it.
    const std::vector<const EngineReleaseRow*> rows = releasesOf(engine);
    for (const EngineReleaseRow* row : rows)
        if (!row->preRelease())
            return *row;
    return *rows.front();
}

const EngineReleaseRow* findRelease(EngineKind engine, std::string_view version)
{
    // A pre-release by its own name: "1.4.0rc2".
    for (const EngineReleaseRow* row : releasesOf(engine))
        if (row->preRelease() && row->version == version)
            return row;
    // A release number and nothing else: "1.7.0", "v1.7", not "1.7.0rc1" or "1.7.0\n".
    const std::string_view digits = version.substr(
        !version.empty() && (version.front() == 'v' || version.front() == 'V') ? 1 : 0);
    if (digits.empty() || digits.find_first_not_of("0123456789.") != std::string_view::npos)
        return nullptr;
    const auto wanted = parseReleaseVersion(version);
    if (!wanted)
        return nullptr;
    for (const EngineReleaseRow* row : releasesOf(engine))
        if (row->number() == *wanted && !row->preRelease())
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
    const EngineDescriptor& d = engineDescriptor(engine);
    if (engine != EngineKind::Vllm && d.runsVllm()) {
        const EngineReleaseRow* row = findRelease(EngineKind::Vllm, toString(vllm));
        EngineRelease v = row ? toRelease(EngineKind::Vllm, *row)
                              : EngineRelease{"vLLM", toString(vllm), "engine.vllm_version",
                                              "a release the table does not hold"};
        if (d.pinsVllm)
            v.source = "the vLLM " + std::string(d.name) + " " + std::string(release.version) +
                       " pins; " + std::string(release.source);
        else if (parseReleaseVersion(release.vllm) == vllm)
            v.source = "the vLLM of the image " + std::string(release.image) + "; " +
                       std::string(release.source);
        list.push_back(std::move(v));
    }
    return list;
}

std::vector<EngineRelease> writtenFor(EngineKind engine)
{
    const EngineReleaseRow& release = newestRelease(engine);
    const ReleaseVersion vllm = engineDescriptor(engine).pinsVllm
                                    ? parseReleaseVersion(release.vllm).value_or(vllmWrittenFor())
                                    : vllmWrittenFor();
    return writtenFor(engine, release, vllm);
}

const EngineRelease& vllmRelease()
{
    static const EngineRelease release =
        toRelease(EngineKind::Vllm, newestRelease(EngineKind::Vllm));
    return release;
}

ReleaseVersion vllmWrittenFor()
{
    return newestRelease(EngineKind::Vllm).number();
}

ReleaseVersion vllmReleaseFor(const Scenario& scenario)
{
    const EngineSpec& e = scenario.engine;
    if (engineDescriptor(e.name).pinsVllm)
        return parseReleaseVersion(releaseFor(scenario, e.name).vllm).value_or(vllmWrittenFor());
    if (e.name == EngineKind::Vllm && e.release)
        if (const auto version = parseReleaseVersion(*e.release))
            return *version;
    if (e.vllmVersion)
        if (const auto version = parseReleaseVersion(*e.vllmVersion))
            return *version;
    // The vLLM the engine's image carries (an LMCache release's lmcache/vllm-openai).
    if (const auto carried = parseReleaseVersion(releaseFor(scenario, e.name).vllm))
        return *carried;
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

namespace {

// What Dynamo's rows name: its workers run vLLM's own offloading connector.
constexpr const char* kDynamoNativeOffloading =
    "OffloadingConnector (native offloading; KVBM's DynamoConnector not read)";

// vLLM keeps its hybrid KV cache manager on under a KV connector only when the connector
// subclasses SupportsHMA (vllm/config/vllm.py L1713-1788, kv_connector/factory.py
// supports_hma_config @ 6adad087); with the manager off a model with Mamba or linear-attention
// layers fails at startup ("failed to convert the KV cache specs to one unified type").
// vllm-allocation-rules.md §2.4.
constexpr std::array<OffloadArchitectureRow, 9> kOffloadArchitectures = {{
    {EngineKind::Vllm, OffloadArchitecture::StateLayers, "OffloadingConnector",
     VllmFeature::OffloadingSupportsHma,
     "OffloadingConnector subclasses SupportsHMA since PR #41445 (2026-05-01); before it vLLM "
     "turns the hybrid KV cache manager off for it, and such a model fails at startup"},
    // DeepSeek-V4: the OffloadingConnector learnt its pool in PR #43142; LMCacheConnectorV1 has
    // no SupportsHMA, so vLLM would turn the hybrid manager off and the tuple layout with it
    // (a V4-aware LMCache connector exists only out of tree: ROCm/ATOM#2263).
    {EngineKind::Vllm, OffloadArchitecture::CompressedAttention, "OffloadingConnector",
     VllmFeature::OffloadingDeepseekV4,
     "PR #43142 \"[kv_offload]: Add DSv4 support\"; vllm-project/recipes#727 and #778 verify "
     "V4-Flash and V4-Pro"},
    {EngineKind::Dynamo, OffloadArchitecture::CompressedAttention, kDynamoNativeOffloading,
     VllmFeature::OffloadingDeepseekV4, "PR #43142 \"[kv_offload]: Add DSv4 support\""},
    {EngineKind::LmcacheInprocess, OffloadArchitecture::CompressedAttention, "LMCacheConnectorV1",
     std::nullopt,
     "LMCacheConnectorV1 does not subclass SupportsHMA, so vLLM turns the hybrid KV cache manager "
     "off; upstream LMCache has no DeepSeek-V4 connector (ROCm/ATOM#2263 adds one out of tree)"},
    {EngineKind::Dynamo, OffloadArchitecture::StateLayers, kDynamoNativeOffloading,
     VllmFeature::OffloadingSupportsHma,
     "OffloadingConnector subclasses SupportsHMA since PR #41445 (2026-05-01); before it such a "
     "model fails at startup"},
    {EngineKind::LmcacheInprocess, OffloadArchitecture::StateLayers, "LMCacheConnectorV1",
     std::nullopt,
     "LMCacheConnectorV1 does not subclass SupportsHMA (vLLM @ 6adad087), so vLLM turns the "
     "hybrid KV cache manager off and such a model fails at startup"},
    // MiniMax-M3: not a hybrid model (one UniformTypeKVCacheSpecs group), so no connector needs
    // SupportsHMA; the release must run the model. LMCache validated it through its MP connector.
    {EngineKind::Vllm, OffloadArchitecture::SparseIndexer, "OffloadingConnector",
     VllmFeature::MiniMaxM3,
     "vllm-project/recipes MiniMax-M3.yaml @ 001c08c7 (min_vllm_version 0.24.0, nightly); the "
     "main and indexer caches form one uniform-type group, stored like DSA's"},
    {EngineKind::Dynamo, OffloadArchitecture::SparseIndexer, kDynamoNativeOffloading,
     VllmFeature::MiniMaxM3, "as vLLM: the model needs vLLM 0.24.0 (recipe, nightly)"},
    {EngineKind::LmcacheInprocess, OffloadArchitecture::SparseIndexer, "LMCacheConnectorV1",
     VllmFeature::MiniMaxM3,
     "LMCache's MiniMax-M3 recipe (docs.lmcache.ai recipes/minimax_m3): validated with "
     "LMCacheMPConnector, each sparse layer's main K/V and key-only indexer cache stored as "
     "groups of their own; LMCacheConnectorV1 not validated"},
}};

} // namespace

std::span<const OffloadArchitectureRow> offloadArchitectureTable()
{
    return kOffloadArchitectures;
}

const OffloadArchitectureRow* offloadArchitectureRow(EngineKind engine,
                                                     OffloadArchitecture architecture)
{
    for (const OffloadArchitectureRow& row : kOffloadArchitectures)
        if (row.engine == engine && row.architecture == architecture)
            return &row;
    return nullptr;
}

std::optional<OffloadArchitecture> offloadArchitectureOf(const ModelSpec& model)
{
    if (offloadArchitectureLayers(model, OffloadArchitecture::StateLayers) > 0)
        return OffloadArchitecture::StateLayers;
    if (offloadArchitectureLayers(model, OffloadArchitecture::CompressedAttention) > 0)
        return OffloadArchitecture::CompressedAttention;
    if (offloadArchitectureLayers(model, OffloadArchitecture::SparseIndexer) > 0)
        return OffloadArchitecture::SparseIndexer;
    return std::nullopt;
}

DiagnosticWord offloadArchitectureWord(OffloadArchitecture architecture)
{
    switch (architecture) {
    case OffloadArchitecture::StateLayers:
        return DiagnosticWord::StateLayers;
    case OffloadArchitecture::CompressedAttention:
        return DiagnosticWord::Compressed;
    case OffloadArchitecture::SparseIndexer:
        return DiagnosticWord::SparseIndexer;
    }
    return DiagnosticWord::StateLayers;
}

std::uint64_t offloadArchitectureLayers(const ModelSpec& model, OffloadArchitecture architecture)
{
    const LayerKind kind = architecture == OffloadArchitecture::StateLayers ? LayerKind::Linear
                           : architecture == OffloadArchitecture::CompressedAttention
                               ? LayerKind::CompressedMla
                               : LayerKind::Msa;
    std::uint64_t layers = 0;
    for (const LayerGroup& g : effectiveLayers(model))
        if (g.kind == kind)
            layers += g.count;
    return layers;
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
    const double share = engineDescriptor(scenario.engine.name).usableTierShare;
    return share == 1.0 ? tier : tier.scaledBy(share);
}

} // namespace kvp
