// SPDX-License-Identifier: GPL-3.0-or-later
#include "kvplan/engine_config.h"

#include "engines/engine_builder.h"
#include "kvplan/engine_registry.h"
#include "kvplan/numa_binding.h"
#include "kvplan/pcie_model.h"

#include <algorithm>
#include <array>
#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <map>
#include <stdexcept>

namespace kvp {

namespace {

constexpr std::array<std::pair<EngineForm, const char*>, 3> kFormNames = {{
    {EngineForm::Auto, "auto"},
    {EngineForm::Short, "short"},
    {EngineForm::Full, "full"},
}};

} // namespace

std::string toString(EngineForm form)
{
    for (const auto& [value, name] : kFormNames)
        if (value == form)
            return name;
    return "auto";
}

std::optional<EngineForm> engineFormFromString(const std::string& text)
{
    for (const auto& [value, name] : kFormNames)
        if (text == name)
            return value;
    return std::nullopt;
}

std::string toString(LaunchRole role)
{
    switch (role) {
    case LaunchRole::Instance:
        return "instance";
    case LaunchRole::LmcacheServer:
        return "lmcache_server";
    case LaunchRole::DynamoFrontend:
        return "dynamo_frontend";
    }
    return "instance";
}

std::string toString(SettingScope scope)
{
    switch (scope) {
    case SettingScope::InstanceTotal:
        return "instance_total";
    case SettingScope::PerRank:
        return "per_rank";
    case SettingScope::PerServer:
        return "per_server";
    case SettingScope::PerCard:
        return "per_card";
    }
    return "instance_total";
}

std::vector<std::string> LaunchCommand::commandLine() const
{
    std::vector<std::string> line = prefix;
    line.insert(line.end(), argv.begin(), argv.end());
    return line;
}

const EngineSetting* LaunchCommand::setting(const std::string& key) const
{
    for (const EngineSetting& s : settings)
        if (s.key == key)
            return &s;
    return nullptr;
}

std::optional<std::string> LaunchCommand::argument(const std::string& flag) const
{
    for (std::size_t i = 0; i + 1 < argv.size(); ++i)
        if (argv[i] == flag)
            return argv[i + 1];
    return std::nullopt;
}

std::optional<std::string> LaunchCommand::env(const std::string& name) const
{
    for (const EnvVar& e : environment)
        if (e.name == name)
            return e.value;
    return std::nullopt;
}

bool EngineConfig::hasErrors() const
{
    return std::any_of(diagnostics.begin(), diagnostics.end(),
                       [](const Diagnostic& d) { return d.severity == Severity::Error; });
}

std::vector<const LaunchCommand*> EngineConfig::instanceCommands() const
{
    std::vector<const LaunchCommand*> list;
    for (const LaunchCommand& c : commands)
        if (c.role == LaunchRole::Instance)
            list.push_back(&c);
    return list;
}

std::vector<const LaunchCommand*> EngineConfig::instancesOf(const LaunchCommand& server) const
{
    std::size_t servers = 0;
    for (const LaunchCommand& c : commands)
        servers += c.role == LaunchRole::LmcacheServer ? 1 : 0;
    std::vector<const LaunchCommand*> list;
    for (const LaunchCommand* c : instanceCommands())
        if (servers == 1 || c->numaNodes == server.numaNodes)
            list.push_back(c);
    return list;
}

const LaunchCommand* EngineConfig::command(const std::string& name) const
{
    for (const LaunchCommand& c : commands)
        if (c.name == name)
            return &c;
    return nullptr;
}

bool engineHasForms(EngineKind engine)
{
    return engineDescriptor(engine).hasForms();
}

std::string exactGiBText(Bytes value)
{
    // value / 2^30 is a binary fraction, exact in a double below 2^53 bytes; print the fewest
    // decimals that read back to the same double, so that size × 2^30 is `value` again.
    const double gib = static_cast<double>(value.count()) / static_cast<double>(kGiB);
    char buffer[64];
    for (int decimals = 0; decimals <= 30; ++decimals) {
        std::snprintf(buffer, sizeof buffer, "%.*f", decimals, gib);
        if (std::strtod(buffer, nullptr) == gib)
            return buffer;
    }
    return buffer;
}

std::string dataParallelText(const EngineConfig& config)
{
    return config.dataParallel > 1 ? " × DP " + std::to_string(config.dataParallel) : "";
}

std::uint64_t wholeGBRoundedUp(Bytes value)
{
    return value.count() / kGB + (value.count() % kGB != 0 ? 1 : 0);
}

namespace engine_detail {

// The vLLM release the configuration's vLLM processes run (engine_releases.h, vllmReleaseFor):
// Dynamo's pin; vLLM's chosen release, else the legacy engine.vllm_version (which may be a
// release the table does not hold); LMCache's vLLM from engine.vllm_version.
ReleaseVersion vllmOf(const Scenario& s, EngineKind engine, const EngineReleaseRow& release,
                      bool releaseGiven)
{
    if (engineDescriptor(engine).pinsVllm)
        return parseReleaseVersion(release.vllm).value_or(vllmWrittenFor());
    const bool chosen = releaseGiven || (s.engine.name == engine && s.engine.release);
    if (engine == EngineKind::Vllm && chosen)
        return release.number();
    if (s.engine.vllmVersion)
        if (const auto version = parseReleaseVersion(*s.engine.vllmVersion))
            return *version;
    // An LMCache release's image carries a vLLM of its own (EngineReleaseRow::vllm).
    if (const auto carried = parseReleaseVersion(release.vllm))
        return *carried;
    return vllmWrittenFor();
}

void note(std::vector<Diagnostic>& list, Severity severity, DiagnosticCode code,
          DiagnosticParams params)
{
    Diagnostic d{code, severity, std::move(params)};
    // The same remark about every instance is made once.
    if (std::find(list.begin(), list.end(), d) == list.end())
        list.push_back(std::move(d));
}

std::string realText(double value)
{
    char buffer[64];
    for (int precision = 1; precision <= 17; ++precision) {
        std::snprintf(buffer, sizeof buffer, "%.*g", precision, value);
        if (std::strtod(buffer, nullptr) == value)
            return buffer;
    }
    return buffer;
}

std::string listText(const std::vector<std::uint64_t>& values, const char* separator)
{
    std::string text;
    for (std::uint64_t v : values)
        text += (text.empty() ? "" : separator) + std::to_string(v);
    return text;
}

LaunchCommand instanceBase(const Context& c, std::uint64_t instance)
{
    LaunchCommand cmd;
    cmd.role = LaunchRole::Instance;
    cmd.name = "instance-" + std::to_string(instance);
    cmd.instance = instance;
    cmd.gpus = gpusOfInstance(c.s, instance);
    // CUDA numbers cards fastest first unless told otherwise; PCI order is the numbering of
    // nvidia-smi and `nvidia-smi topo -m`, which the NUMA binding is checked against.
    cmd.environment.push_back({"CUDA_DEVICE_ORDER", "PCI_BUS_ID"});
    cmd.environment.push_back({"CUDA_VISIBLE_DEVICES", listText(cmd.gpus)});
    if (c.s.engine.numaBind) {
        cmd.numaNodes = numaNodesOfInstance(c.s, instance);
        cmd.prefix = numactlPrefix(cmd.numaNodes);
        if (cmd.numaNodes.size() > 1)
            note(cmd.notes, Severity::Warning, DiagnosticCode::InstanceSpansNumaNodes,
                 {{"instance", instance}, {"nodes", listText(cmd.numaNodes, ", ")}});
    }
    return cmd;
}

namespace {

std::string vllmKvCacheDtype(const Context& c, std::vector<Diagnostic>& notes)
{
    switch (c.s.kvCacheDtype) {
    case KvCacheDtype::Fp8:
        return "fp8";
    case KvCacheDtype::Fp8E4M3:
        return "fp8_e4m3";
    case KvCacheDtype::Fp8E5M2:
        return "fp8_e5m2";
    case KvCacheDtype::Bf16:
        checkVllmFeature(c, VllmFeature::Bfloat16KvCacheDtype, notes);
        return "bfloat16";
    case KvCacheDtype::Fp16:
        // Older releases reject float16 at argparse (audit D15); auto stores the model's dtype.
        if (vllmHas(c.vllm, VllmFeature::Float16KvCacheDtype))
            return "float16";
        break;
    case KvCacheDtype::Auto: // the checkpoint's declared KV dtype, else the model's
        return "auto";
    case KvCacheDtype::Nvfp4: {
        // A release before it rejects the word; "auto" would size another cache: refused.
        const VllmFeatureRelease& row = vllmFeatureRelease(VllmFeature::Nvfp4KvCacheDtype);
        const bool noted = std::any_of(notes.begin(), notes.end(), [](const Diagnostic& d) {
            return d.code == DiagnosticCode::VllmReleaseLacksNvfp4Kv;
        });
        if (!noted && !vllmHas(c.vllm, VllmFeature::Nvfp4KvCacheDtype))
            note(notes, Severity::Error, DiagnosticCode::VllmReleaseLacksNvfp4Kv,
                 {{"version", toString(c.vllm)},
                  {"first_release",
                   toString(row.firstRelease) + (row.confirmed ? "" : ", release not confirmed")}});
        return "nvfp4";
    }
    case KvCacheDtype::Fp32:
        break;
    }
    note(notes, Severity::Warning, DiagnosticCode::KvDtypeAuto,
         {{"engine", "vLLM"}, {"dtype", toString(c.s.kvCacheDtype)}});
    return "auto";
}

} // namespace

namespace {

// speculative.* as vLLM's --speculative-config JSON (SpeculativeConfig, vllm/config/
// speculative.py @002e77c1: method, num_speculative_tokens > 0, model, prompt_lookup_max). MTP
// drafts with the model's own layers and suffix decoding needs no draft; EAGLE, EAGLE-3, a draft
// model and Medusa need a checkpoint and n-gram its prompt_lookup_max ("required when method is
// set to ngram"), which the scenario does not name: a warning gives the JSON to complete.
void addVllmSpeculative(const Context& c, std::vector<std::string>& argv,
                        std::vector<Diagnostic>& notes)
{
    const SpeculativeMethod method = effectiveSpeculativeMethod(c.s);
    if (method == SpeculativeMethod::None)
        return;
    const std::string name = toString(method);
    nlohmann::ordered_json config = {{"method", name},
                                     {"num_speculative_tokens", effectiveSpeculativeTokens(c.s)}};
    if (method == SpeculativeMethod::Mtp || method == SpeculativeMethod::Suffix) {
        argv.insert(argv.end(), {"--speculative-config", config.dump()});
        return;
    }
    for (const Diagnostic& d : notes) // once per configuration
        if (d.code == DiagnosticCode::SpeculativeConfigIncomplete)
            return;
    config[method == SpeculativeMethod::Ngram ? "prompt_lookup_max" : "model"] = "…";
    note(notes, Severity::Warning, DiagnosticCode::SpeculativeConfigIncomplete,
         {{"method", name},
          {"missing", method == SpeculativeMethod::Ngram ? "prompt_lookup_max" : "model"},
          {"json", config.dump()}});
}

} // namespace

void addVllmEngineArgs(const Context& c, LaunchCommand& cmd, bool withServer,
                       std::vector<Diagnostic>& notes)
{
    std::vector<std::string>& a = cmd.argv;
    if (c.s.engine.servedModelName)
        a.insert(a.end(), {"--served-model-name", *c.s.engine.servedModelName});
    if (withServer) {
        cmd.port = c.s.engine.portBase + *cmd.instance;
        cmd.ports.push_back(*cmd.port);
        a.insert(a.end(), {"--host", c.s.engine.host, "--port", std::to_string(*cmd.port)});
    }
    a.insert(a.end(), {"--tensor-parallel-size", std::to_string(c.tp)});
    // Data-parallel attention (sizing rules §2): DP ranks of TP GPUs, each with its own KV pool,
    // the experts split over all of them (--data-parallel-size, --enable-expert-parallel:
    // vllm/engine/arg_utils.py; FusedMoEParallelConfig.make, fused_moe/config.py @002d6073).
    if (c.dp > 1)
        a.insert(a.end(),
                 {"--data-parallel-size", std::to_string(c.dp), "--enable-expert-parallel"});
    a.insert(a.end(), {"--max-model-len", std::to_string(c.s.workload.contextTokens)});
    const GpuCache& g = c.r.gpu;
    if (g.budgetGivenDirectly) {
        // vLLM's kv_cache_memory_bytes (engines.md §1.1, PR #21489): bytes per GPU; it skips
        // the memory profile and ignores --gpu-memory-utilization.
        const std::string value = std::to_string(g.kvCacheBytesPerCard.count());
        a.insert(a.end(), {"--kv-cache-memory-bytes", value});
        cmd.settings.push_back({"--kv-cache-memory-bytes", value, "B", SettingScope::PerCard, c.tp,
                                g.kvCacheBytesPerCard, g.kvCacheBytesPerCard,
                                "gpu.kv_cache_bytes_per_card"});
    } else {
        a.insert(a.end(), {"--gpu-memory-utilization", realText(c.s.serving.gpuMemoryUtilization)});
    }
    a.insert(a.end(), {"--kv-cache-dtype", vllmKvCacheDtype(c, notes)});
    // Decode context parallelism: the plan's tokens per request and rank (sizing rules §2).
    if (effectiveDecodeContextParallel(c.s.serving) > 1)
        a.insert(a.end(), {"--decode-context-parallel-size",
                           std::to_string(effectiveDecodeContextParallel(c.s.serving))});
    // The plan's block count assumes serving.block_size_tokens (64 for DSA and 256 for DeepSeek-V4,
    // which vLLM's backends force);
    // vLLM's default is 16.
    if (effectiveBlockSizeTokens(c.s) != 16)
        a.insert(a.end(), {"--block-size", std::to_string(effectiveBlockSizeTokens(c.s))});
    // The sliding-window reserve per request assumes serving.max_num_batched_tokens when set.
    if (c.s.serving.maxNumBatchedTokens)
        a.insert(a.end(),
                 {"--max-num-batched-tokens", std::to_string(*c.s.serving.maxNumBatchedTokens)});
    // The plan for capacity model vllm-no-hybrid assumes the hybrid KV cache manager off.
    if (c.s.serving.capacityModel == CapacityModel::VllmNoHybrid)
        a.push_back("--disable-hybrid-kv-cache-manager");
    addVllmSpeculative(c, a, notes);
}

void checkVllmFeature(const Context& c, VllmFeature feature, std::vector<Diagnostic>& notes)
{
    const VllmFeatureRelease& row = vllmFeatureRelease(feature);
    if (c.vllm >= row.firstRelease)
        return;
    for (const Diagnostic& d : notes) // once per feature
        if (d.code == DiagnosticCode::VllmVersionLacksFeature &&
            d.params.value("feature", "") == std::string(row.name))
            return;
    note(notes, Severity::Warning, DiagnosticCode::VllmVersionLacksFeature,
         {{"version", toString(c.vllm)},
          {"feature", std::string(row.name)},
          {"first_release",
           toString(row.firstRelease) + (row.confirmed ? "" : ", release not confirmed")},
          {"source", std::string(row.source)}});
}

void checkOffloadArchitecture(const Context& c, std::vector<Diagnostic>& notes)
{
    if (!c.offload)
        return;
    const auto architecture = offloadArchitectureOf(c.s.model);
    if (!architecture)
        return;
    const OffloadArchitectureRow* row = offloadArchitectureRow(c.engine, *architecture);
    if (!row || (row->needs && vllmHas(c.vllm, *row->needs)))
        return;
    const std::uint64_t layers = offloadArchitectureLayers(c.s.model, *architecture);
    // The release that can: this row's, or for an engine none of whose releases can, vLLM's own.
    const OffloadArchitectureRow* able =
        row->needs ? row : offloadArchitectureRow(EngineKind::Vllm, *architecture);
    const VllmFeatureRelease& first = vllmFeatureRelease(*able->needs);
    const std::string firstRelease =
        toString(first.firstRelease) + (first.confirmed ? "" : ", release not confirmed");
    DiagnosticParams params = {
        {"engine", std::string(engineDescriptor(c.engine).name)},
        {"connector", std::string(row->connector)},
        {"layers", layers},
        {"architecture", std::string(toString(offloadArchitectureWord(*architecture)))},
        {"first_release", firstRelease},
        {"source", std::string(row->source)}};
    if (row->needs) {
        params["version"] = toString(c.vllm);
        note(notes, Severity::Error, DiagnosticCode::OffloadArchitectureNoRelease, params);
    } else {
        note(notes, Severity::Error, DiagnosticCode::OffloadArchitectureUnsupported, params);
    }
}

void PortBook::reserve(std::uint64_t port)
{
    taken_.push_back(port);
}

std::uint64_t PortBook::take(std::uint64_t wanted)
{
    std::uint64_t port = wanted;
    while (std::find(taken_.begin(), taken_.end(), port) != taken_.end())
        ++port;
    if (port > 65'535)
        throw std::out_of_range("no free port from " + std::to_string(wanted) + " to 65,535");
    taken_.push_back(port);
    return port;
}

std::string vllmKvEventsConfig(std::uint64_t port)
{
    const nlohmann::ordered_json events = {{"publisher", "zmq"},
                                           {"topic", "kv-events"},
                                           {"endpoint", "tcp://*:" + std::to_string(port)},
                                           {"enable_kv_cache_events", true}};
    return events.dump();
}

std::uint64_t startTimeoutSeconds(Bytes pinned, std::uint64_t base)
{
    return base + static_cast<std::uint64_t>(std::ceil(2.0 * pinnedAllocationSeconds(pinned)));
}

void addVllmReadyTimeout(LaunchCommand& cmd, Bytes pinned)
{
    // vLLM waits VLLM_ENGINE_READY_TIMEOUT_S (600 s by default) for its engine core, which
    // loads the weights and pins (or populates) the CPU tier first (audit D11).
    constexpr std::uint64_t kVllmDefault = 600;
    cmd.environment.push_back(
        {"VLLM_ENGINE_READY_TIMEOUT_S", std::to_string(startTimeoutSeconds(pinned, kVllmDefault))});
}

void notePinnedFootprint(const Context& c, std::vector<Diagnostic>& notes)
{
    const Bytes asked = c.r.cpuTier.perInstanceBytes;
    const double planFactor = c.s.offload.engineHostMemoryFactor;
    if (vllmHas(c.vllm, VllmFeature::SharedOffloadRegion)) {
        // vllm PR #50094 moved CPUOffloadingSpec's buffer from a pinned torch tensor per worker
        // onto SharedOffloadRegion (vllm/v1/kv_offload/cpu/shared_offload_region.py
        // @46bea23c): one file /dev/shm/vllm_offload_<engine>.mmap of num_blocks × block bytes
        // (page-aligned, ≤ cpu_bytes_to_use) that every worker of the instance maps, registered
        // with cudaHostRegister as it is. With replicated_layout the block holds one copy of
        // the MLA latent for all ranks (sizing-rules §3). Neither the caching host allocator's
        // power of two (vllm#48436) nor the factor measured on the tensors (vllm#53042, vLLM
        // 0.26.0) applies, and nothing is per worker.
        const CpuTier& t = c.r.cpuTier;
        if (t.storage != CpuTierStorage::VllmBlocks || t.blocksPerInstance == 0) {
            // The scenario's engine keeps its tier otherwise (LMCache, SGLang): the plan has no
            // vLLM block count to show, only the size asked (issue #27: "0 blocks of 0 B").
            note(notes, Severity::Info, DiagnosticCode::VllmRegionSizeAsAsked,
                 {{"release", toString(c.vllm)},
                  {"region_gib", asked.inGiB()},
                  {"tp", c.tp},
                  {"plan_factor", planFactor}});
            return;
        }
        const Bytes region = t.blockBytes * t.blocksPerInstance;
        note(notes, Severity::Info, DiagnosticCode::VllmRegionPinsAsAsked,
             {{"release", toString(c.vllm)},
              {"region_gib", region.inGiB()},
              {"blocks", t.blocksPerInstance},
              {"block_bytes", t.blockBytes.count()},
              {"copies", t.copies},
              {"tp", c.tp},
              {"plan_factor", planFactor}});
        return;
    }
    // Before the region: a pinned torch tensor per worker and KV tensor (reference/peer-tools.md:
    // vllm#53042 measured 1.92× the request as unreclaimable shared memory on vLLM 0.26.0;
    // vllm#48436: the caching host allocator rounds each buffer up to the next power of two,
    // 80 GiB per worker → 128 GiB).
    constexpr double kMeasuredFactor = 1.92;
    const Bytes perWorker = asked.dividedByRoundingUp(c.tp);
    std::uint64_t power = 1;
    while (power < perWorker.count() && power <= (std::uint64_t{1} << 62))
        power <<= 1;
    note(notes, planFactor < kMeasuredFactor ? Severity::Warning : Severity::Info,
         DiagnosticCode::VllmPinsMoreThanAsked,
         {{"asked_gib", asked.inGiB()},
          {"measured_factor", kMeasuredFactor},
          {"footprint_gib", asked.scaledBy(kMeasuredFactor).inGiB()},
          {"per_worker_gib", perWorker.inGiB()},
          {"power_of_two_gib", Bytes::exactly(power).inGiB()},
          {"plan_factor", planFactor}});
}

EngineSetting perRankGBSetting(const Context& c, const std::string& key, Bytes perInstance,
                               const std::string& planKey)
{
    const Bytes perRank = perInstance.dividedByRoundingUp(c.tp);
    const std::uint64_t whole = wholeGBRoundedUp(perRank);
    return {key,    std::to_string(whole), "GB", SettingScope::PerRank, c.tp, perRank, gb(whole),
            planKey};
}

} // namespace engine_detail

namespace {

// vLLM at a legacy engine.vllm_version the table does not hold (audit 2026-12b E2): its own
// image, not the newest one, whose CPU tier would not fit the /dev/shm sized for the version's
// features; the commands follow the feature gates of that version; a warning says so.
void noteUntabledVllm(engine_detail::Context& c, EngineConfig& config)
{
    const EngineSpec& e = c.s.engine;
    if (config.engine != EngineKind::Vllm || c.release->number() == c.vllm || !e.vllmVersion ||
        findRelease(EngineKind::Vllm, *e.vllmVersion))
        return;
    c.image = "vllm/vllm-openai:v" + toString(c.vllm);
    config.release = toString(c.vllm);
    config.writtenFor = {
        {"vLLM", toString(c.vllm), "engine.vllm_version", "a release the table does not hold"}};
    if (c.vllm < vllmWrittenFor())
        engine_detail::note(config.diagnostics, Severity::Warning,
                            DiagnosticCode::VllmReleaseNotInTable,
                            {{"version", *e.vllmVersion},
                             {"known", releaseList(EngineKind::Vllm)},
                             {"image", c.image}});
}

// engine.kv_router llm-d (audit 2026-12b E6): what the scorer must be set to, or that the
// engine's events are not written for it.
void noteLlmd(const engine_detail::Context& c, EngineConfig& config)
{
    if (c.s.engine.kvRouter != KvRouter::LlmD || !c.router)
        return;
    if (config.engine == EngineKind::Dynamo || config.engine == EngineKind::Sglang ||
        config.engine == EngineKind::Trtllm) {
        engine_detail::note(config.diagnostics, Severity::Warning,
                            DiagnosticCode::LlmdRouterNotWritten,
                            {{"engine", std::string(engineDescriptor(config.engine).name)}});
        return;
    }
    engine_detail::note(config.diagnostics, Severity::Info, DiagnosticCode::LlmdScorerSettings,
                        {{"model", c.s.engine.servedModelName.value_or(c.model)},
                         {"block_size", c.s.serving.blockSizeTokens}});
}

// /dev/shm and numactl --membind against the tiers of one host (audit D8, D18).
void noteHostMemory(const engine_detail::Context& c, EngineConfig& config)
{
    using engine_detail::note;
    const EngineDescriptor& engine = engineDescriptor(config.engine);
    if (!config.shmBytesPerNode.isZero()) {
        const Bytes shm = config.shmBytesPerNode;
        note(config.diagnostics, Severity::Info, DiagnosticCode::DevShmNeeded,
             {{"engine", std::string(engine.name) + " " + config.release},
              {"gib", shm.inGiB()},
              {"size_gib", shm.wholeMultiplesOfRoundingUp(gib(1)) + 1}});
    }
    if (!c.offload || !c.s.engine.numaBind)
        return;
    std::map<std::uint64_t, std::uint64_t> perNode;
    // Every DP rank of an engine keeps a CPU tier of its own (cpu_bytes_to_use per engine core).
    for (std::uint64_t i = 0; i < c.instances; ++i)
        if (const auto nodes = numaNodesOfInstance(c.s, i); nodes.size() == 1)
            perNode[nodes.front()] += c.dp;
    if (perNode.empty())
        return;
    const auto busiest = std::max_element(perNode.begin(), perNode.end(),
                                          [](auto a, auto b) { return a.second < b.second; });
    note(config.diagnostics, Severity::Info, DiagnosticCode::NumaMembindStrict,
         {{"node", busiest->first},
          {"per_node_gib", (c.r.cpuTier.perInstanceBytes * busiest->second).inGiB()}});
}

} // namespace

EngineConfig engineConfig(const Scenario& scenario, const SizingResult& result,
                          const EngineOptions& options)
{
    using namespace engine_detail;
    EngineConfig config;
    config.engine = options.engine.value_or(scenario.engine.name);
    const EngineDescriptor& engine = engineDescriptor(config.engine);
    config.scenarioName = scenario.name;
    config.tensorParallel = scenario.serving.tensorParallel;

    if (result.hasErrors() || result.users.instances == 0) {
        for (const Diagnostic& d : result.diagnostics)
            if (d.severity == Severity::Error)
                config.diagnostics.push_back(d);
        if (config.diagnostics.empty())
            note(config.diagnostics, Severity::Error, DiagnosticCode::EngineNoPlan);
        return config;
    }
    if (options.form != EngineForm::Auto && !engine.hasForms()) {
        note(config.diagnostics, Severity::Error, DiagnosticCode::EngineFormNotAvailable,
             {{"engine", std::string(engine.name)}, {"form", toString(options.form)}});
        return config;
    }

    const EngineReleaseRow* release = &releaseFor(scenario, config.engine);
    if (options.release) {
        release = findRelease(config.engine, *options.release);
        if (!release) {
            note(config.diagnostics, Severity::Error, DiagnosticCode::EngineReleaseUnknown,
                 {{"engine", std::string(engine.name)},
                  {"release", *options.release},
                  {"known", releaseList(config.engine)}});
            return config;
        }
    }
    Context c{scenario, result, config.engine, options.form, 0,     1, 1, false,
              false,    {},     release,       {},           false, {}};
    c.vllm = vllmOf(scenario, config.engine, *release, options.release.has_value());
    c.image = std::string(release->image);
    config.release = std::string(release->version);
    config.vllm = engineDescriptor(config.engine).runsVllm() ? toString(c.vllm) : "";
    config.writtenFor = writtenFor(config.engine, *release, c.vllm);
    noteUntabledVllm(c, config);
    // Under data-parallel attention one engine (an instance of the launch files) runs DP ranks
    // of TP GPUs each; the plan's instances are its DP ranks, each with a KV pool of its own.
    c.dp = effectiveDataParallelAttention(scenario.serving);
    // The plan refuses another engine of the scenario; this one may be asked for instead.
    if (c.dp > 1 && config.engine != EngineKind::Vllm && config.engine != EngineKind::Sglang) {
        note(config.diagnostics, Severity::Error, DiagnosticCode::DpAttentionEngineUnsupported,
             {{"engine", std::string(engine.name)}});
        return config;
    }
    c.instances = result.users.instances / c.dp;
    c.tp = scenario.serving.tensorParallel;
    config.dataParallel = c.dp;
    c.offload = scenario.offload.enabled && !result.cpuTier.perInstanceBytes.isZero();
    c.nvme = c.offload && result.nvme.enabled;
    c.model = scenario.engine.modelPath.value_or(scenario.model.name);
    c.router = c.instances > 1 && scenario.offload.kvAwareRouting;
    config.instances = c.instances;
    config.kvEvents = c.router;
    config.kvRouter = scenario.engine.kvRouter.value_or(KvRouter::Own);
    config.offloading = c.offload;
    config.nvmeTier = c.nvme;

    // The plan counts model.weights_gib; a checkpoint of another precision changes the KV cache.
    if (!scenario.engine.modelPath)
        note(config.diagnostics, Severity::Info, DiagnosticCode::ModelPathFromName,
             {{"model", scenario.model.name}, {"weights_gib", scenario.model.weightsGiB}});
    if (!c.offload)
        note(config.diagnostics, Severity::Info, DiagnosticCode::EngineOffloadingOff,
             {{"engine", std::string(engine.name)}});
    if (scenario.engine.numaBind && scenario.host.sockets > 1)
        note(config.diagnostics, Severity::Info, DiagnosticCode::NumaNodeAssumed,
             {{"sockets", scenario.host.sockets}});

    try {
        engine.build(c, config);
    } catch (const std::exception& e) {
        // Total, like plan(): a size the byte arithmetic cannot hold gives no commands and an
        // error, never an exception or half a script.
        config.commands.clear();
        config.diagnostics.clear();
        note(config.diagnostics, Severity::Error, DiagnosticCode::ArithmeticOverflow,
             {{"detail", e.what()}});
        return config;
    }

    // The note names the ZMQ endpoints of --kv-events-config; an engine whose instances publish
    // otherwise (TensorRT-LLM: POST /kv_cache_events) says so in a note of its own, DP ranks too.
    if (c.dp == 1 && !engine.routesInstances && c.router &&
        config.instanceCommands().front()->argument("--kv-events-config"))
        note(config.diagnostics, Severity::Info, DiagnosticCode::InstancesNeedKvRouter,
             {{"instances", c.instances},
              {"first_port", std::to_string(scenario.engine.portBase)},
              {"last_port", std::to_string(scenario.engine.portBase + c.instances - 1)},
              {"events_port", std::to_string(config.instanceCommands().front()->ports.back())}});
    noteHostMemory(c, config);
    noteLlmd(c, config);
    if (scenario.engine.vllmVersion && engine.ownVllm)
        if (const auto version = parseReleaseVersion(*scenario.engine.vllmVersion);
            version && *version > vllmWrittenFor())
            note(config.diagnostics, Severity::Info, DiagnosticCode::VllmVersionNewer,
                 {{"version", *scenario.engine.vllmVersion},
                  {"written_for", toString(vllmWrittenFor())}});
    return config;
}

} // namespace kvp
