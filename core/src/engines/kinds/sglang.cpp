// SPDX-License-Identifier: GPL-3.0-or-later
// SGLang with HiCache (sizing-model §9; engines.md §3): the host pool is --hicache-size in decimal
// GB per TP rank, and the device pool follows --mem-fraction-static.
#include "engines/engine_builder.h"
#include "engines/release_sources.h"
#include "kvplan/engine_registry.h"

#include <array>
#include <cmath>

namespace kvp::engine_detail {

namespace {

std::string sglangKvCacheDtype(const Context& c, std::vector<Diagnostic>& notes)
{
    switch (c.s.kvCacheDtype) {
    case KvCacheDtype::Fp8:
    case KvCacheDtype::Fp8E4M3:
        return "fp8_e4m3"; // SGLang names the FP8 format; plain "fp8" is vLLM's alias
    case KvCacheDtype::Fp8E5M2:
        return "fp8_e5m2";
    case KvCacheDtype::Auto:
        return "auto";
    case KvCacheDtype::Nvfp4:
        // NVFP4: E2M1 values with an FP8-E4M3 scale per 16 (head_dim / 2 + head_dim / 16 B per
        // head), a choice from v0.5.16 on (python/sglang/srt/server_args.py @71de97b2 L680-706).
        // The older "fp4_e2m1" is refused at startup since then ("--kv-cache-dtype=fp4_e2m1 is
        // deprecated", mem_cache/kv_cache_dtype.py @71de97b2 L62-66); every release of the
        // table below is 0.5.18 or newer.
        return "nvfp4";
    case KvCacheDtype::Bf16:
    case KvCacheDtype::Fp16:
    case KvCacheDtype::Fp32:
        break;
    }
    note(notes, Severity::Info, DiagnosticCode::KvDtypeAuto,
         {{"engine", "SGLang"}, {"dtype", toString(c.s.kvCacheDtype)}});
    return "auto";
}

// SGLang sizes its device pool as (memory free before loading) × fraction − weights (engines.md
// §3.1), vLLM as total × utilization − overhead − weights. The fraction that gives the plan's KV
// cache per card is (KV cache + weights) / memory, rounded down to SGLang's three decimals.
double memFractionStatic(const Context& c)
{
    const GpuCache& g = c.r.gpu;
    const double fraction = (g.kvCacheBytesPerCard + g.weightsPerCard).ratioTo(g.reportedPerCard);
    return std::floor(fraction * 1000.0) / 1000.0;
}

// The notes on HiCache's host pool (--hicache-size) and the file tier of an offloading plan.
void noteHostPool(const Context& c, const EngineSetting& size, std::vector<Diagnostic>& notes)
{
    const GpuCache& g = c.r.gpu;
    note(notes, Severity::Info, DiagnosticCode::SglangSizePerRank,
         {{"size_gb", std::stoull(size.value)},
          {"tp", c.tp},
          {"total_gb", size.effective.inGB() * static_cast<double>(c.tp)},
          {"tier_gb", c.r.cpuTier.perInstanceBytes.inGB()}});
    if (size.effective != size.planned)
        note(notes, Severity::Info, DiagnosticCode::SizeRoundedUp,
             {{"flag", "--hicache-size"},
              {"value", std::stoull(size.value)},
              {"exact_gb", size.planned.inGB()},
              {"extra_gb", (size.effective - size.planned).inGB() * static_cast<double>(c.tp)}});
    if (size.effective <= g.kvCacheBytesPerCard)
        note(notes, Severity::Warning, DiagnosticCode::SglangHostPoolNotLarger,
             {{"size_gb", std::stoull(size.value)}, {"gpu_gb", g.kvCacheBytesPerCard.inGB()}});
    // HiCache's host pool takes the device pool's store dtype (uint8 for NVFP4) for one value,
    // and K and V only: 2 × heads × head_dim × layers bytes a token (get_size_per_token,
    // mem_cache/pool_host/mha.py @71de97b2 L150-154; base.py L116-121), against the device's
    // head_dim / 2 a head plus its scale buffers (MHATokenToKVPoolFP4._create_buffers,
    // mem_cache/memory_pool.py @71de97b2 L2981-3028), which the host pool does not hold.
    if (c.s.kvCacheDtype == KvCacheDtype::Nvfp4)
        note(notes, Severity::Warning, DiagnosticCode::SglangHicacheNvfp4,
             {{"size_gb", std::stoull(size.value)}});
    if (c.nvme) {
        note(notes, Severity::Info, DiagnosticCode::SglangFileBackend,
             {{"root_dir", c.s.nvme.rootDir}});
        // HiCacheFile writes a file per page and never deletes one: no size flag or cap in
        // hicache_storage.py's HiCacheFile (audit 2026-12b E14, read in every stored copy).
        note(notes, Severity::Info, DiagnosticCode::FileTierUnbounded,
             {{"engine", "SGLang"},
              {"root_dir", c.s.nvme.rootDir},
              {"needed_tb", c.r.nvme.capacityNeeded.inTB()},
              {"retention_days", c.s.nvme.retentionDays},
              {"installed_tb", c.r.nvme.capacityInstalled.inTB()}});
    }
}

} // namespace

void buildSglang(const Context& c, EngineConfig& config)
{
    std::vector<Diagnostic>& notes = config.diagnostics;
    config.form = EngineForm::Short; // one form
    const GpuCache& g = c.r.gpu;
    const double fraction = memFractionStatic(c);
    if (effectiveSpeculativeMethod(c.s) != SpeculativeMethod::None)
        note(notes, Severity::Warning, DiagnosticCode::SpeculativeNotWritten,
             {{"method", toString(effectiveSpeculativeMethod(c.s))}, {"engine", "SGLang"}});
    if (c.dp > 1 && c.s.offload.kvAwareRouting) // DP ranks: Dynamo is refused with them (§2)
        note(notes, Severity::Info, DiagnosticCode::KvAwareRoutingDpSglang,
             {{"instances", c.instances * c.dp}});
    note(notes, Severity::Info, DiagnosticCode::SglangMemFraction,
         {{"fraction", realText(fraction)},
          {"kv_gib", g.kvCacheBytesPerCard.inGiB()},
          {"weights_gib", g.weightsPerCard.inGiB()},
          {"reported_gib", g.reportedPerCard.inGiB()}});

    PortBook ports;
    for (std::uint64_t i = 0; i < c.instances; ++i)
        ports.reserve(c.s.engine.portBase + i);
    for (std::uint64_t i = 0; i < c.instances; ++i) {
        LaunchCommand cmd = instanceBase(c, i);
        cmd.port = c.s.engine.portBase + i;
        cmd.ports = {*cmd.port};
        cmd.image = std::string(c.release->image);
        cmd.argv = {"python3", "-m", "sglang.launch_server", "--model-path", c.model};
        if (c.s.engine.servedModelName)
            cmd.argv.insert(cmd.argv.end(), {"--served-model-name", *c.s.engine.servedModelName});
        // Data-parallel attention (sizing rules §2): SGLang's --tp-size is every GPU of the
        // engine and attention runs on tp_size // dp_size of them per DP rank
        // (compute_dp_attention_world_info, python/sglang/srt/layers/dp_attention.py
        // @71de97b2 L325-329); the experts are split over all of them (--ep-size).
        const std::string engineTp = std::to_string(c.tp * c.dp);
        cmd.argv.insert(cmd.argv.end(), {"--host", c.s.engine.host, "--port",
                                         std::to_string(*cmd.port), "--tp-size", engineTp});
        if (c.dp > 1)
            cmd.argv.insert(cmd.argv.end(), {"--dp-size", std::to_string(c.dp),
                                             "--enable-dp-attention", "--ep-size", engineTp});
        cmd.argv.insert(cmd.argv.end(),
                        {"--context-length", std::to_string(c.s.workload.contextTokens),
                         "--mem-fraction-static", realText(fraction), "--kv-cache-dtype",
                         sglangKvCacheDtype(c, notes)});
        cmd.settings.push_back({"--mem-fraction-static", realText(fraction), "ratio",
                                SettingScope::PerCard, c.tp, g.kvCacheBytesPerCard,
                                g.reportedPerCard.scaledBy(fraction).minusOrZero(g.weightsPerCard),
                                "gpu.kv_cache_bytes_per_card"});
        if (c.offload) {
            // engines.md §3.3: --hicache-size overrides --hicache-ratio; host pool per TP rank,
            // int(size × 1e9 // bytes per token); an integer flag, so whole GB.
            EngineSetting size = perRankGBSetting(c, "--hicache-size", c.r.cpuTier.perInstanceBytes,
                                                  "cpu_tier.per_instance_bytes / tensor_parallel");
            cmd.argv.insert(cmd.argv.end(),
                            {"--enable-hierarchical-cache", "--hicache-size", size.value,
                             "--page-size", std::to_string(c.s.engine.sglangPageSize)});
            if (c.nvme) {
                // The reference file backend; HiCache's L3 may be shared by instances.
                // The HiCache guide recommends page_first with a storage backend and the
                // kernel IO backend (audit D17). It is SGLang's default since v0.5.14 (PR
                // #21631; layer_first before; server_args.py @71de97b2 L2697-2710), written
                // anyway so that the layout does not depend on the release; without a storage
                // backend the default applies, and the host pool's bytes per token are the same
                // in every layout (get_size_per_token: mem_cache/pool_host/mha.py @71de97b2
                // L150-154, mla.py L125-133).
                cmd.argv.insert(cmd.argv.end(), {"--hicache-storage-backend", "file",
                                                 "--hicache-mem-layout", "page_first"});
                cmd.environment.push_back(
                    {"SGLANG_HICACHE_FILE_BACKEND_STORAGE_DIR", c.s.nvme.rootDir});
            }
            cmd.settings.push_back(size);
        }
        if (c.router) {
            // SGLang's KVEventsConfig (publisher, endpoint, topic) for a KV-aware router such
            // as Dynamo's (server_args.py @71de97b2 L1635-1639 --kv-events-config;
            // disaggregation/kv_events.py @71de97b2 L423-460; audit D9).
            const std::uint64_t port = ports.take(kKvEventsPortBase + i);
            const nlohmann::ordered_json events = {{"publisher", "zmq"},
                                                   {"topic", "kv-events"},
                                                   {"endpoint", "tcp://*:" + std::to_string(port)}};
            cmd.argv.insert(cmd.argv.end(), {"--kv-events-config", events.dump()});
            cmd.ports.push_back(port);
        }
        config.commands.push_back(std::move(cmd));
    }
    if (c.offload)
        noteHostPool(c, *config.commands.front().setting("--hicache-size"), notes);
}

namespace {

// The words for the codes only this builder emits (diagnosticTemplate() finds them through the
// engine table).
constexpr std::array<DiagnosticWords, 5> kSglangNotes = {{
    {DiagnosticCode::SglangMemFraction, "sglang_mem_fraction",
     "--mem-fraction-static {fraction} = ({kv_gib} GiB KV cache + {weights_gib} GiB weights) / "
     "{reported_gib} GiB per card, rounded down, so that SGLang's device pool matches the plan's "
     "KV cache per card. SGLang takes the fraction of the memory free before loading, a little "
     "less than the card's."},
    {DiagnosticCode::SglangSizePerRank, "sglang_size_per_rank",
     "--hicache-size is per TP rank: {size_gb} GB × {tp} rank(s) = {total_gb} GB of pinned host "
     "memory for this instance, for its {tier_gb} GB CPU tier (sglang#14282)."},
    {DiagnosticCode::SglangHostPoolNotLarger, "sglang_host_pool_not_larger",
     "--hicache-size {size_gb} GB per rank is not larger than the GPU pool per rank ({gpu_gb} "
     "GB): older SGLang releases refuse to start, newer ones warn, and the tier adds no hit "
     "rate."},
    {DiagnosticCode::SglangHicacheNvfp4, "sglang_hicache_nvfp4_host_pool",
     "--kv-cache-dtype nvfp4 with HiCache: SGLang (0.5.18, read in its source, not run) sizes "
     "and copies the host pool at one byte a value, while its NVFP4 GPU pool holds half a byte "
     "a value and keeps the scales in buffers of their own that the host pool has no room for. "
     "Expect the {size_gb} GB per rank to hold about 56 % of the tokens planned (0.5625 of 1 B "
     "a value), and tokens brought back from it without their scales. For a CPU tier with "
     "SGLang choose fp8 until SGLang's release notes say HiCache carries NVFP4."},
    {DiagnosticCode::SglangFileBackend, "sglang_file_backend",
     "The NVMe tier is SGLang's file storage backend in {root_dir}, shared by all instances "
     "(HiCache: only L3 can be shared). For production HiCache also offers nixl, mooncake and "
     "hf3fs backends."},
}};

using K = EngineKind;

// Its rows of the release table (engine_releases.h), newest first. `differences` names what
// changes against the rows above. The flags were read at the v0.5.18 tag (upstream commit
// 71de97b2; tests/data/engines/sglang.json cites each line of python/sglang/srt/server_args.py
// there); the tags of 0.5.21 and 0.5.23 were not read (the copy of the repository read here
// ends on 2026-08-22). Dates: 0.5.21 as its row says; 0.5.18 the annotated tag's ("Bump
// v0.5.18", tagger date 2026-08-21, on 71de97b2 committed 2026-08-20; ai-dynamo/dynamo PR
// #13643 bumps 0.5.17 → 0.5.18 the same day). A month alone is the month of the first dated
// mention found, not the tag's date; its confidence says so:
// - 0.5.23 2026-11: Dynamo v1.7.0 (GA 2026-11-23, docs.nvidia.com/dynamo release page) pins
//   it; it follows 0.5.22, which gpustack/runner release v0.1.31.post4 ships on 2026-10-20, so
//   it may be late October (a research note gives PyPI's upload as October 2026; not
//   confirmed here, as neither PyPI nor the tag could be read).
constexpr std::array<EngineReleaseRow, 3> kSglangReleases = {{
    {K::Sglang, "0.5.23", "2026-11", "", "0.5.23", "lmsysorg/sglang:v0.5.23",
     "newest; --hicache-size decimal GB per TP rank, --hicache-mem-layout page_first, "
     "--kv-events-config",
     "Dynamo 1.7.0 pin; flags as at v0.5.18 (python/sglang/srt/server_args.py @71de97b2)",
     "release confirmed by Dynamo's pins; flags read at the v0.5.18 tag, not this one; date: the "
     "month of a dated downstream mention (may be late October)"},
    {K::Sglang, "0.5.21", "2026-10-02", "", "0.5.21", "lmsysorg/sglang:v0.5.21",
     "Dynamo 1.6.x pin; no difference known in the flags used",
     "published 2026-10-02 (developersdigest runtime page, engine audit 2026-12b E13); "
     "docs.nvidia.com/dynamo/v1.6.0 pins",
     kPinned},
    {K::Sglang, "0.5.18", "2026-08-21", "", "0.5.18", "lmsysorg/sglang:v0.5.18",
     "Dynamo 1.5.x pin; no difference known in the flags used", kDynamoPins15,
     "release and pins confirmed by the Dynamo release pages; date and flags: the tag v0.5.18 "
     "(\"Bump v0.5.18\", 2026-08-21, commit 71de97b2, python/sglang/srt/server_args.py)"},
}};

} // namespace

EngineDescriptor sglangEngine()
{
    return {
        .kind = EngineKind::Sglang,
        .id = "sglang",
        .name = "SGLang",
        .choice = "SGLang (HiCache)",
        .listOrder = 20,
        .releases = kSglangReleases,
        .singleForm = "--enable-hierarchical-cache --hicache-size",
        .tierStorage = CpuTierStorage::SglangHicache,
        .build = &buildSglang,
        .notes = kSglangNotes,
    };
}

} // namespace kvp::engine_detail
