// SPDX-License-Identifier: GPL-3.0-or-later
// NVIDIA TensorRT-LLM, `trtllm-serve` with its PyTorch backend (sizing-model §9): the host tier is
// each rank's secondary block pool, KvCacheConfig.host_cache_size in bytes per TP rank, set with
// the GPU pool in the LLM API options file that --extra_llm_api_options names. Names from
// NVIDIA/TensorRT-LLM tensorrt_llm/commands/serve.py @00209af1 and tensorrt_llm/llmapi/llm_args.py
// @00043967 (tests/data/engines/trtllm.json lists them with their sources).
#include "engines/engine_builder.h"
#include "kvplan/engine_registry.h"

#include <algorithm>
#include <array>
#include <cmath>

namespace kvp::engine_detail {

namespace {

// KV cache events for a KV-aware router: each instance buffers this many for POST
// /kv_cache_events on its own port (serve/openai_server.py); NVIDIA Dynamo's TensorRT-LLM worker
// buffers as many (DEFAULT_KV_EVENT_BUFFER_MAX_SIZE).
constexpr std::uint64_t kEventBufferEntries = 1024;
// KvCacheConfig.tokens_per_block's default: the blocks the host pool is counted in.
constexpr std::uint64_t kTokensPerBlock = 32;

// kv_cache_config.dtype: "auto" keeps the checkpoint's KV-cache quantization (else the model's
// dtype); "fp8" sets QuantAlgo.FP8, E4M3 (TorchLlmArgs.sync_quant_config_with_kv_cache_config_
// dtype). The releases in the table name no other.
std::string trtllmKvCacheDtype(const Context& c, std::vector<Diagnostic>& notes)
{
    switch (c.s.kvCacheDtype) {
    case KvCacheDtype::Fp8:
    case KvCacheDtype::Fp8E4M3:
        return "fp8";
    case KvCacheDtype::Auto:
        return "auto";
    case KvCacheDtype::Nvfp4: // "auto" would size another cache: refused
        note(notes, Severity::Error, DiagnosticCode::EngineNoNvfp4Kv, {{"engine", "TensorRT-LLM"}});
        return "auto";
    case KvCacheDtype::Fp8E5M2:
    case KvCacheDtype::Bf16:
    case KvCacheDtype::Fp16:
    case KvCacheDtype::Fp32:
        break;
    }
    note(notes, Severity::Info, DiagnosticCode::TrtllmKvDtypeAuto,
         {{"dtype", toString(c.s.kvCacheDtype)}});
    return "auto";
}

// The GPU pool per card. TensorRT-LLM takes free_gpu_memory_fraction of the memory free after
// loading the weights and a warm-up (engines.md: aiconfigurator's "free after load"), so the
// fraction that gives the plan's KV cache is KV / (memory − weights − overhead), rounded up to
// three decimals; max_gpu_total_bytes caps the pool at the plan's bytes ("If both
// max_gpu_total_bytes and free_gpu_memory_fraction are specified, memory corresponding to the
// minimum will be allocated").
struct GpuPool {
    double fraction = 0.9;
    Bytes freeAfterLoad;
    Bytes perCard;
};

GpuPool gpuPool(const Context& c)
{
    const GpuCache& g = c.r.gpu;
    GpuPool p;
    p.perCard = g.kvCacheBytesPerCard;
    p.freeAfterLoad =
        g.reportedPerCard.minusOrZero(g.weightsPerCard).minusOrZero(g.overheadPerCard);
    p.fraction =
        p.freeAfterLoad.isZero()
            ? 1.0
            : std::min(1.0, std::ceil(p.perCard.ratioTo(p.freeAfterLoad) * 1000.0) / 1000.0);
    return p;
}

// The options file: kv_cache_config only (the block-style YAML that yaml.safe_load reads).
std::string optionsYaml(const std::vector<std::pair<std::string, std::string>>& kvCache)
{
    std::string text = "kv_cache_config:\n";
    for (const auto& [key, value] : kvCache)
        text += "  " + key + ": " + value + "\n";
    return text;
}

LaunchCommand instance(const Context& c, std::uint64_t i, const GpuPool& gpu,
                       std::vector<Diagnostic>& notes)
{
    LaunchCommand cmd = instanceBase(c, i);
    cmd.port = c.s.engine.portBase + i;
    cmd.ports = {*cmd.port};
    cmd.image = std::string(c.release->image);
    const std::string file = cmd.name + ".llm-api.yaml";
    cmd.argv = {"trtllm-serve",       c.model,         "--host",
                c.s.engine.host,      "--port",        std::to_string(*cmd.port),
                "--backend",          "pytorch",       "--tp_size",
                std::to_string(c.tp), "--max_seq_len", std::to_string(c.s.workload.contextTokens)};
    if (c.s.serving.maxNumBatchedTokens)
        cmd.argv.insert(cmd.argv.end(),
                        {"--max_num_tokens", std::to_string(*c.s.serving.maxNumBatchedTokens)});
    cmd.argv.insert(cmd.argv.end(), {"--extra_llm_api_options", file});

    // Its kv_cache_config replaces the one trtllm-serve builds from its flags
    // (update_llm_args_with_extra_dict), so the GPU fraction is set here, not with
    // --kv_cache_free_gpu_memory_fraction.
    std::vector<std::pair<std::string, std::string>> kv = {
        {"enable_block_reuse", "true"},
        {"free_gpu_memory_fraction", realText(gpu.fraction)},
        {"max_gpu_total_bytes", std::to_string(gpu.perCard.count())},
        {"dtype", trtllmKvCacheDtype(c, notes)}};
    cmd.settings.push_back({"free_gpu_memory_fraction", realText(gpu.fraction), "ratio",
                            SettingScope::PerCard, c.tp, gpu.perCard,
                            std::min(gpu.freeAfterLoad.scaledBy(gpu.fraction), gpu.perCard),
                            "gpu.kv_cache_bytes_per_card"});
    cmd.settings.push_back({"max_gpu_total_bytes", std::to_string(gpu.perCard.count()), "B",
                            SettingScope::PerCard, c.tp, gpu.perCard, gpu.perCard,
                            "gpu.kv_cache_bytes_per_card"});
    if (c.offload) {
        // Bytes per rank: every rank's KV cache manager allocates a secondary pool of its own
        // (kvCacheManager.cpp allocatePools: BufferManager::pinned).
        const Bytes perRank = c.r.cpuTier.perInstanceBytes.dividedByRoundingUp(c.tp);
        kv.push_back({"host_cache_size", std::to_string(perRank.count())});
        cmd.settings.push_back({"host_cache_size", std::to_string(perRank.count()), "B",
                                SettingScope::PerRank, c.tp, perRank, perRank,
                                "cpu_tier.per_instance_bytes / tensor_parallel"});
    } else if (c.release->number() >= ReleaseVersion{{1, 3, 0}}) {
        // No CPU tier planned: say so, or the KV cache manager V2 pins one of its own, up to
        // min(the GPU quota, half the free host memory per local rank) (TRT-LLM PR #16106).
        kv.push_back({"host_cache_size", "0"});
    }
    if (c.router)
        kv.push_back({"event_buffer_max_size", std::to_string(kEventBufferEntries)});
    cmd.files.push_back({file, optionsYaml(kv)});
    return cmd;
}

void noteHostCache(const Context& c, const LaunchCommand& first, std::vector<Diagnostic>& notes)
{
    const EngineSetting& size = *first.setting("host_cache_size");
    const Bytes block =
        (c.r.kv.bytesPerTokenPerRank + c.r.kv.slidingBytesPerTokenPerRank) * kTokensPerBlock;
    note(notes, Severity::Info, DiagnosticCode::TrtllmHostCachePerRank,
         {{"bytes", size.value},
          {"tp", c.tp},
          {"total_gib", (size.effective * c.tp).inGiB()},
          {"tier_gib", c.r.cpuTier.perInstanceBytes.inGiB()},
          {"blocks", block.isZero() ? 0 : size.effective.wholeMultiplesOf(block)},
          {"tokens_per_block", kTokensPerBlock},
          {"block_bytes", block.count()}});
}

void buildTrtllm(const Context& c, EngineConfig& config)
{
    std::vector<Diagnostic>& notes = config.diagnostics;
    config.form = EngineForm::Short; // one form: the options file
    const GpuPool gpu = gpuPool(c);
    const GpuCache& g = c.r.gpu;
    if (effectiveSpeculativeMethod(c.s) != SpeculativeMethod::None)
        note(notes, Severity::Warning, DiagnosticCode::SpeculativeNotWritten,
             {{"method", toString(effectiveSpeculativeMethod(c.s))}, {"engine", "TensorRT-LLM"}});
    if (c.s.engine.servedModelName)
        note(notes, Severity::Info, DiagnosticCode::TrtllmServedModelName,
             {{"name", *c.s.engine.servedModelName}, {"model", c.model}});
    for (std::uint64_t i = 0; i < c.instances; ++i)
        config.commands.push_back(instance(c, i, gpu, notes));
    note(notes, Severity::Info, DiagnosticCode::TrtllmOptionsFile,
         {{"file", "instance-N.llm-api.yaml"}, // one per instance
          {"fraction", realText(gpu.fraction)},
          {"kv_gib", gpu.perCard.inGiB()},
          {"reported_gib", g.reportedPerCard.inGiB()},
          {"weights_gib", g.weightsPerCard.inGiB()},
          {"overhead_gib", g.overheadPerCard.inGiB()},
          {"kv_bytes", std::to_string(gpu.perCard.count())}});
    if (c.offload)
        noteHostCache(c, config.commands.front(), notes);
    if (c.nvme)
        note(notes, Severity::Warning, DiagnosticCode::TrtllmNoDiskTier,
             {{"release", config.release}});
    if (c.router)
        note(notes, Severity::Info, DiagnosticCode::TrtllmKvEvents,
             {{"instances", c.instances},
              {"first_port", std::to_string(c.s.engine.portBase)},
              {"last_port", std::to_string(c.s.engine.portBase + c.instances - 1)},
              {"entries", kEventBufferEntries}});
}

// The words for the codes only this builder emits (diagnosticTemplate() finds them through the
// engine table).
constexpr std::array<DiagnosticWords, 6> kTrtllmNotes = {{
    {DiagnosticCode::TrtllmOptionsFile, "trtllm_options_file",
     "The LLM API options are in {file}, which each script writes in the folder it runs in "
     "before it starts trtllm-serve (--extra_llm_api_options). Their kv_cache_config replaces "
     "the one trtllm-serve builds from its flags, so the GPU pool is set there: "
     "free_gpu_memory_fraction {fraction} = {kv_gib} GiB KV cache / ({reported_gib} GiB − "
     "{weights_gib} GiB weights − {overhead_gib} GiB overhead) free after loading, per card, "
     "rounded up, and max_gpu_total_bytes {kv_bytes} caps it at the plan's KV cache per card."},
    {DiagnosticCode::TrtllmHostCachePerRank, "trtllm_host_cache_per_rank",
     "host_cache_size is bytes per TP rank: {bytes} B × {tp} rank(s) = {total_gib} GiB of pinned "
     "host memory for this instance's {tier_gib} GiB CPU tier. Each rank keeps it as a secondary "
     "pool of {blocks} blocks of {tokens_per_block} tokens ({block_bytes} B each): a block "
     "evicted from the GPU is copied there while block reuse is on, and copied back when a "
     "request reuses it."},
    {DiagnosticCode::TrtllmNoDiskTier, "trtllm_no_disk_tier",
     "The plan's NVMe tier is not written: TensorRT-LLM {release} offloads KV cache blocks to "
     "host memory only (disk_cache_size belongs to the KV cache manager V2 of newer "
     "pre-releases). Returning users beyond the CPU tier pay a full prefill."},
    {DiagnosticCode::TrtllmKvEvents, "trtllm_kv_events",
     "{instances} independent servers listen on ports {first_port} to {last_port}: a returning "
     "user reaches the instance that holds its conversation only through a KV-aware router. "
     "Run TensorRT-LLM under NVIDIA Dynamo (dynamo.trtllm workers behind a frontend with "
     "--router-mode kv; Dynamo's router does not front servers it did not start). Each instance "
     "buffers up to "
     "{entries} KV cache events (kv_cache_config.event_buffer_max_size) for the router to fetch "
     "with POST /kv_cache_events on its own port."},
    {DiagnosticCode::TrtllmKvDtypeAuto, "trtllm_kv_dtype_auto",
     "TensorRT-LLM is given kv_cache_config.dtype auto for a {dtype} KV cache (its only other "
     "choice is fp8, E4M3): auto keeps the checkpoint's KV-cache quantization, else the model's "
     "dtype; check that it is {dtype}."},
    {DiagnosticCode::TrtllmServedModelName, "trtllm_served_model_name",
     "engine.served_model_name {name} is not written: trtllm-serve serves the model under the "
     "name it was started with ({model})."},
}};

using K = EngineKind;

// Its rows of the release table (engine_releases.h), newest first. The names the commands use
// agree in the 1.1- and 1.2-era versions of llm_args.py and serve.py in the index and at main;
// none was read at a release tag. Dates: the month of the first dated mention found, not the
// tag's date (the TensorRT-LLM repository is too large to fetch here). The Triton backend
// (triton-inference-server/tensorrtllm_backend, read in its git history) moves with the
// releases:
// - 1.1.0 2025-12: backend PR #829 (5419275, 2025-12-17) sets TENSORRTLLM_VER=1.1.0, and
//   "TensorRT-LLM Backend v1.1.0 release" (PR #830, b9cc224) follows on 2025-12-19.
// - 1.2.0 2026-03: the backend's submodule moves to release/1.2@36e34eeff on 2026-03-05
//   (854b349) and TENSORRTLLM_VER=1.2.0 on 2026-03-09 (e2642c9); it was on 1.2.0rc8 on
//   2026-01-12 (d572fc2), so the release may be February.
// - 1.2.1 2026-04: TensorRT-LLM PR #12754 (2026-04-03) bumps the version to 1.2.1; backend PR
//   #853 (caa1095, 2026-04-16) builds release/1.2.1.
// - 1.4.0rc2 2026-11: Dynamo 1.7.0 (GA 2026-11-23) pins it; Dynamo 1.6.0 (2026-10-22) still
//   pinned 1.3.0rc29, so it may be late October.
constexpr std::array<EngineReleaseRow, 4> kTrtLlmReleases = {{
    // Engine audit 2026-12b E11: Dynamo 1.7.0 (GA 2026-11-23) pins 1.4.0rc2, 1.6.x 1.3.0rc29;
    // no 1.3.0 or 1.4.0 release notes exist in the stored material. The names the commands use
    // are in the newest llm_args.py and serve.py copies (host_cache_size bytes per rank; the
    // KV cache manager V2, the default for many models since TRT-LLM PR #18228, 2026-08,
    // provisions a host tier of its own when host_cache_size is unset: PR #16106, #17717).
    {K::Trtllm, "1.4.0rc2", "2026-11", "", "", "nvcr.io/nvidia/tensorrt-llm/release:1.4.0rc2",
     "pre-release (choose it by name); host_cache_size written always, 0 without a CPU tier, as "
     "the KV cache manager V2 otherwise adds a host tier of its own",
     "Dynamo 1.7.0 release page (\"TensorRT-LLM v1.4.0rc2\"); llm_args.py docs PR #17246 "
     "(2026-08-04: host_cache_size, \"The default is 0\"); PR #16106, #17717 (auto host tier)",
     "pin confirmed; the image tag and the names at the tag are not; date: the month of a dated "
     "downstream mention"},
    {K::Trtllm, "1.2.1", "2026-04", "", "", "nvcr.io/nvidia/tensorrt-llm/release:1.2.1",
     "newest stable release found; kv_cache_config's host_cache_size (B per rank), "
     "free_gpu_memory_fraction, max_gpu_total_bytes, enable_block_reuse, event_buffer_max_size "
     "and dtype as in 1.1.0",
     "NGC image tag release:1.2.1 as deployments pin it (the 1.3.0 pre-releases, "
     "release:1.3.0rc5 to rc29, and 1.4.0rc2 are newer); tensorrt_llm/llmapi/llm_args.py "
     "@00043967, "
     "tensorrt_llm/commands/serve.py @00209af1",
     "release not confirmed by NVIDIA's release notes; names read at main commits, not at the "
     "tag; date: the month of a dated downstream mention"},
    {K::Trtllm, "1.2.0", "2026-03", "", "", "nvcr.io/nvidia/tensorrt-llm/release:1.2.0",
     "TensorRT-LLM Release 1.2; no difference known in the names used",
     "docs/source/release-notes.md @001eaece (\"TensorRT-LLM Release 1.2\", base image "
     "nvcr.io/nvidia/pytorch:25.12-py3)",
     "release confirmed by the release notes; names read in the 1.2-era llm_args.py, not at the "
     "tag; date: the month of a dated downstream mention"},
    {K::Trtllm, "1.1.0", "2025-12", "", "", "nvcr.io/nvidia/tensorrt-llm/release:1.1.0",
     "TensorRT-LLM Release 1.1 (\"added examples for host offloading\"); no difference known in "
     "the names used",
     "docs/source/release-notes.md @001eaece (\"TensorRT-LLM Release 1.1\", base image "
     "nvcr.io/nvidia/pytorch:25.10-py3)",
     "release confirmed by the release notes; names read in the 1.1-era llm_args.py, not at the "
     "tag; date: the month of a dated downstream mention"},
}};

} // namespace

EngineDescriptor trtllmEngine()
{
    return {
        .kind = EngineKind::Trtllm,
        .id = "trtllm",
        .name = "TensorRT-LLM",
        .choice = "NVIDIA TensorRT-LLM (host offloading)",
        .listOrder = 50,
        .releases = kTrtLlmReleases,
        .singleForm = "--extra_llm_api_options (kv_cache_config.host_cache_size)",
        .build = &buildTrtllm,
        .notes = kTrtllmNotes,
    };
}

} // namespace kvp::engine_detail
