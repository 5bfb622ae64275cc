// SPDX-License-Identifier: GPL-3.0-or-later
#include "scenario_generator.h"

#include "kvplan/engine_registry.h"

#include <algorithm>
#include <cmath>
#include <stdexcept>

namespace kvp::test {

bool ScenarioGenerator::chance(double probability)
{
    return std::bernoulli_distribution(probability)(random_);
}

std::uint64_t ScenarioGenerator::count(std::uint64_t min, std::uint64_t max)
{
    if (min == max)
        return min;
    if (chance(0.05))
        return min;
    if (chance(0.05))
        return max;
    // Log-uniform over [min, max]: a count of 3 and one of 3 million are both likely.
    const double lo = std::log(static_cast<double>(std::max<std::uint64_t>(min, 1)));
    const double hi = std::log(static_cast<double>(max) + 1.0);
    const double drawn = std::exp(std::uniform_real_distribution<double>(lo, hi)(random_));
    const auto value = static_cast<std::uint64_t>(std::min(drawn, static_cast<double>(max)));
    return std::clamp(value, min, max);
}

double ScenarioGenerator::real(double min, double max)
{
    if (chance(0.05))
        return min;
    if (chance(0.05))
        return max;
    if (min > 0.0 && chance(0.5)) {
        // Log-uniform, so that 0.01 and 900 both come up in [0.01, 1000].
        return std::clamp(
            std::exp(std::uniform_real_distribution<double>(std::log(min), std::log(max))(random_)),
            min, max);
    }
    return std::uniform_real_distribution<double>(min, max)(random_);
}

std::uint64_t ScenarioGenerator::typicalCount(std::uint64_t min, std::uint64_t max,
                                              std::uint64_t typicalMin, std::uint64_t typicalMax)
{
    return chance(typicalShare_) ? count(typicalMin, typicalMax) : count(min, max);
}

double ScenarioGenerator::typicalReal(double min, double max, double typicalMin, double typicalMax)
{
    return chance(typicalShare_) ? real(typicalMin, typicalMax) : real(min, max);
}

std::string ScenarioGenerator::text(std::size_t maxLength, bool allowEmpty)
{
    // Printable ASCII and a few multi-byte characters (é, ≈, an emoji): valid, one-line UTF-8.
    static const std::vector<std::string> pieces = {"a",  "Z", "0", " ", "-", "/", "\"",
                                                    "\\", "é", "≈", "🚀", "$", "'", "`"};
    const std::size_t target = chance(0.05) ? maxLength : count(allowEmpty ? 0 : 1, 40);
    std::string out;
    while (out.size() < target) {
        const std::string& piece = pick(pieces);
        if (out.size() + piece.size() > maxLength)
            break;
        out += piece;
    }
    if (out.empty() && !allowEmpty)
        out = "x";
    return out;
}

// The static bounds of a key in the scenario's table (kvplan/scenario_schema.h): the ranges
// the generator draws from are the ones validation and the forms use.
schema::Bounds ScenarioGenerator::bounds(std::string_view key)
{
    const schema::Field* field = schema::find(key);
    if (!field || !field->bounds)
        throw std::logic_error("no bounds for " + std::string(key));
    return *field->bounds;
}

std::uint64_t ScenarioGenerator::countOf(std::string_view key)
{
    const schema::Bounds b = bounds(key);
    return count(std::uint64_t(b.min), std::uint64_t(b.max));
}

// (min, max] is drawn as [min + 10^-9, max].
double ScenarioGenerator::realOf(std::string_view key)
{
    const schema::Bounds b = bounds(key);
    return real(b.minExclusive ? b.min + 1e-9 : b.min, b.max);
}

std::uint64_t ScenarioGenerator::typicalCountOf(std::string_view key, std::uint64_t typicalMin,
                                                std::uint64_t typicalMax)
{
    const schema::Bounds b = bounds(key);
    return typicalCount(std::uint64_t(b.min), std::uint64_t(b.max), typicalMin, typicalMax);
}

double ScenarioGenerator::typicalRealOf(std::string_view key, double typicalMin, double typicalMax)
{
    const schema::Bounds b = bounds(key);
    return typicalReal(b.minExclusive ? b.min + 1e-9 : b.min, b.max, typicalMin, typicalMax);
}

std::uint64_t ScenarioGenerator::layerCountOf(std::string_view key)
{
    for (const schema::LayerField& f : schema::layerGroupFields())
        if (f.key == key && f.bounds)
            return count(std::uint64_t(f.bounds->min), std::uint64_t(f.bounds->max));
    throw std::logic_error("no bounds for model.layers[]." + std::string(key));
}

// Within the bounds that depend on the rest of `s` (ports above every instance's).
std::uint64_t ScenarioGenerator::countIn(std::string_view key, const Scenario& s)
{
    const schema::Field* field = schema::find(key);
    const schema::Bounds b = field && field->boundsIn ? field->boundsIn(s) : bounds(key);
    return count(std::uint64_t(b.min), std::uint64_t(b.max));
}

std::string ScenarioGenerator::textOf(std::string_view key)
{
    const schema::Bounds b = bounds(key);
    return text(std::size_t(b.max), b.min == 0.0);
}

void ScenarioGenerator::tensorParallel(Scenario& s)
{
    // TP divides the GPUs and divides, or is a multiple of, every attention group's KV heads
    // (validation.cpp). TP 1 always qualifies.
    std::vector<std::uint64_t> valid;
    for (std::uint64_t tp = 1; tp <= s.gpu.count; ++tp) {
        bool fits = s.gpu.count % tp == 0;
        for (const LayerGroup& g : effectiveLayers(s.model))
            if (fits && (g.kind == LayerKind::Full || g.kind == LayerKind::Sliding ||
                         g.kind == LayerKind::Msa)) {
                const std::uint64_t heads = g.numKvHeads.value_or(s.model.numKvHeads);
                fits = heads % tp == 0 || tp % heads == 0;
            }
        if (fits)
            valid.push_back(tp);
    }
    s.serving.tensorParallel = pick(valid);
}

void ScenarioGenerator::layerGroups(ModelSpec& m)
{
    // A hybrid model: the layers split into one to four groups of any kind (sizing-model §1).
    const std::uint64_t groups = std::min<std::uint64_t>(count(1, 4), m.numLayers);
    std::uint64_t left = m.numLayers;
    for (std::uint64_t i = 0; i < groups; ++i) {
        LayerGroup g;
        g.kind = pick(std::vector<LayerKind>{LayerKind::Full, LayerKind::Sliding, LayerKind::Mla,
                                             LayerKind::Linear, LayerKind::Dsa, LayerKind::Msa});
        g.count = i + 1 == groups ? left : count(1, left - (groups - 1 - i));
        left -= g.count;
        if (g.kind == LayerKind::Full || g.kind == LayerKind::Sliding || g.kind == LayerKind::Msa) {
            if (chance(0.3))
                g.numKvHeads = chance(typicalShare_) ? pick(std::vector<std::uint64_t>{1, 2, 4, 8})
                                                     : layerCountOf("num_kv_heads");
            if (chance(0.3))
                g.headDim = layerCountOf("head_dim");
            if (chance(0.2))
                g.headDimV = layerCountOf("head_dim_v");
        }
        if (g.kind == LayerKind::Sliding)
            g.window = chance(typicalShare_) ? pick(std::vector<std::uint64_t>{128, 512, 4096})
                                             : layerCountOf("window");
        if (isLatentKind(g.kind)) {
            g.kvLoraRank = chance(typicalShare_) ? 512 : layerCountOf("kv_lora_rank");
            g.qkRopeHeadDim = chance(typicalShare_) ? 64 : layerCountOf("qk_rope_head_dim");
        }
        if (g.kind == LayerKind::Dsa || g.kind == LayerKind::Msa)
            g.indexHeadDim = chance(typicalShare_) ? 128 : layerCountOf("index_head_dim");
        if (g.kind == LayerKind::Msa && chance(0.3))
            g.indexDtype = KvCacheDtype::Fp8;
        if (g.kind == LayerKind::Linear) {
            g.stateBytes = layerCountOf("state_bytes");
            if (chance(0.3))
                g.stateBytesPerSpeculativeToken = layerCountOf("state_bytes_per_speculative_token");
        }
        m.layers.push_back(g);
    }
}

// The model and its KV cache.
void ScenarioGenerator::drawModel(Scenario& s)
{
    ModelSpec& m = s.model;
    m.name = textOf("model.name");
    m.numLayers = typicalCountOf("model.num_layers", 16, 128);
    m.numKvHeads = chance(0.6) ? pick(std::vector<std::uint64_t>{1, 2, 4, 8, 16, 32, 64})
                               : countOf("model.num_kv_heads");
    m.headDim = chance(typicalShare_) ? pick(std::vector<std::uint64_t>{64, 80, 96, 128, 192, 256})
                                      : countOf("model.head_dim");
    m.weightsGiB = typicalRealOf("model.weights_gib", 1.0, 800.0);
    m.checkpointGB = typicalRealOf("model.checkpoint_gb", 1.0, 900.0);
    if (chance(0.1))
        m.headDimV = countOf("model.head_dim_v");
    if (chance(0.3))
        layerGroups(m);
    // Known parameters (and a GPU's TFLOPS below) give the prefill estimate of §7.
    if (chance(0.6)) {
        m.paramsTotalB = realOf("model.params_total_b");
        if (chance(0.5))
            m.paramsActiveB = real(std::min(1e-9, *m.paramsTotalB), *m.paramsTotalB);
    }
    m.weightsDtype = pick(std::vector<std::string>{"", "fp32", "bf16", "fp16", "fp8", "int8",
                                                   "int4", "mxfp4", "nvfp4"});
    m.source = textOf("model.source");
    if (chance(0.5))
        m.numAttentionHeads = chance(typicalShare_)
                                  ? m.numKvHeads * pick(std::vector<std::uint64_t>{1, 2, 4, 8})
                                  : countOf("model.num_attention_heads");
    s.kvCacheDtype = pick(std::vector<KvCacheDtype>{KvCacheDtype::Fp8, KvCacheDtype::Fp8E4M3,
                                                    KvCacheDtype::Fp8E5M2, KvCacheDtype::Bf16,
                                                    KvCacheDtype::Fp16, KvCacheDtype::Fp32});
}

// The GPUs.
void ScenarioGenerator::drawGpu(Scenario& s)
{
    GpuSpec& g = s.gpu;
    g.name = textOf("gpu.name");
    g.memoryReportedGiB = typicalRealOf("gpu.memory_reported_gib", 16.0, 200.0);
    g.memoryMarketedGB = typicalRealOf("gpu.memory_marketed_gb", 16.0, 215.0);
    g.count =
        chance(typicalShare_) ? pick(std::vector<std::uint64_t>{1, 2, 4, 8}) : countOf("gpu.count");
    g.pcieGen = countOf("gpu.pcie_gen");
    g.pcieLanes = pick(std::vector<std::uint64_t>{1, 2, 4, 8, 16});
    g.catalogId = textOf("gpu.catalog_id");
    // The prefill estimate's inputs (§7): each may be unknown.
    if (chance(0.8))
        g.denseTflopsBf16 = typicalRealOf("gpu.dense_tflops_bf16", 100.0, 2500.0);
    if (chance(0.5))
        g.denseTflopsFp8 = typicalRealOf("gpu.dense_tflops_fp8", 200.0, 5000.0);
    if (chance(0.3))
        g.denseTflopsFp4 = typicalRealOf("gpu.dense_tflops_fp4", 400.0, 10'000.0);
    if (chance(0.6))
        g.memoryBandwidthTBps = typicalRealOf("gpu.memory_bandwidth_tbps", 1.0, 8.0);
}

// How the engine serves on them (after the GPUs: it splits them and sizes against them).
void ScenarioGenerator::drawServing(Scenario& s)
{
    const GpuSpec& g = s.gpu;
    ServingSpec& sv = s.serving;
    tensorParallel(s);
    sv.gpuMemoryUtilization = typicalRealOf("serving.gpu_memory_utilization", 0.8, 0.95);
    sv.overheadGiB = typicalRealOf("serving.overhead_gib", 1.0, 8.0);
    if (chance(0.2))
        sv.kvCacheMemoryGiB = real(std::min(1e-9, g.memoryReportedGiB), g.memoryReportedGiB);
    sv.capacityModel = pick(allCapacityModels());
    sv.blockSizeTokens = chance(0.6) ? 16 : countOf("serving.block_size_tokens");
    if (chance(0.3))
        sv.maxNumBatchedTokens = typicalCountOf("serving.max_num_batched_tokens", 2048, 16'384);
    if (chance(0.3))
        sv.mambaCacheMode = pick(std::vector<MambaCacheMode>{
            MambaCacheMode::None, MambaCacheMode::Align, MambaCacheMode::All});

    if (chance(0.3))
        sv.prefillComputeDtype = pick(
            std::vector<ComputeDtype>{ComputeDtype::Bf16, ComputeDtype::Fp8, ComputeDtype::Fp4});
    if (chance(0.3))
        sv.prefillMfu = typicalRealOf("serving.prefill_mfu", 0.3, 0.6);
}

// The users and their context.
void ScenarioGenerator::drawWorkload(Scenario& s)
{
    WorkloadSpec& w = s.workload;
    w.users = typicalCountOf("workload.users", 1, 5000);
    w.contextTokens = typicalCountOf("workload.context_tokens", 1024, 131'072);
    w.newConversationsPerDay = typicalCountOf("workload.new_conversations_per_day", 0, 100'000);
}

// The CPU tier.
void ScenarioGenerator::drawOffload(Scenario& s)
{
    OffloadSpec& o = s.offload;
    o.enabled = chance(0.8);
    if (chance(0.2))
        o.cpuTierGiBPerInstance = typicalRealOf("offload.cpu_tier_gib_per_instance", 8.0, 2000.0);
    o.engineHostMemoryFactor = chance(0.6) ? 1.0 : realOf("offload.engine_host_memory_factor");
    o.kvAwareRouting = chance(0.7);
    o.offloadPromptOnly = chance(0.7);
}

// The host: sockets, DIMMs, reserves, PCIe (after the GPUs: one socket each).
void ScenarioGenerator::drawHost(Scenario& s)
{
    const GpuSpec& g = s.gpu;
    HostSpec& h = s.host;
    h.platform = textOf("host.platform");
    h.sockets = typicalCountOf("host.sockets", 1, 2);
    h.channelsPerSocket = typicalCountOf("host.channels_per_socket", 8, 16);
    h.maxDimmsPerChannel = countOf("host.max_dimms_per_channel");
    h.memoryMtsAt1Dpc = countOf("host.memory_mts_1dpc");
    h.memoryMtsAt2Dpc = countOf("host.memory_mts_2dpc");
    h.dimmSizesGB.clear();
    const std::uint64_t sizes = chance(0.5) ? 8 : count(1, 32);
    for (std::uint64_t i = 0; i < sizes; ++i)
        h.dimmSizesGB.push_back(
            chance(0.7) ? pick(std::vector<std::uint64_t>{16, 24, 32, 48, 64, 96, 128, 256})
                        : count(1, 4096));
    h.baselineMultiple = typicalRealOf("host.baseline_multiple", 1.0, 3.0);
    h.reserveMultiple = typicalRealOf("host.reserve_multiple", 0.5, 2.0);
    h.reserveOsGB = typicalRealOf("host.reserve_os_gb", 8.0, 64.0);
    h.reserveContainersGB = typicalRealOf("host.reserve_containers_gb", 0.0, 64.0);
    h.reserveRagIndexGB = typicalRealOf("host.reserve_rag_index_gb", 0.0, 256.0);
    if (chance(0.3))
        h.reservePageCacheGB = typicalRealOf("host.reserve_page_cache_gb", 0.0, 900.0);
    h.platformId = textOf("host.platform_id");
    h.pcieGen = countOf("host.pcie_gen");
    h.pcieLanes = chance(0.2) ? 0 : countOf("host.pcie_lanes");
    // The reader takes lists of at most 64 values: one socket per GPU up to 64 GPUs.
    if (g.count <= 64 && chance(0.3))
        for (std::uint64_t gpu = 0; gpu < g.count; ++gpu)
            h.gpuSockets.push_back(count(0, h.sockets - 1));
    if (chance(0.2))
        h.nodes = typicalCountOf("host.nodes", 1, 4);
}

// The NVMe tier.
void ScenarioGenerator::drawNvme(Scenario& s)
{
    NvmeSpec& n = s.nvme;
    n.enabled = chance(0.8);
    n.drive = textOf("nvme.drive");
    n.drivesPerNode = n.enabled ? typicalCount(1, 64, 1, 8) : countOf("nvme.drives_per_node");
    n.capacityTB = typicalRealOf("nvme.capacity_tb", 0.8, 30.72);
    n.dwpd = typicalRealOf("nvme.dwpd", 0.3, 3.0);
    n.warrantyYears = typicalRealOf("nvme.warranty_years", 3.0, 5.0);
    n.readGBps = typicalRealOf("nvme.read_gbps", 3.0, 14.0);
    n.writeAmplification = typicalRealOf("nvme.write_amplification", 1.0, 2.0);
    n.retentionDays = typicalRealOf("nvme.retention_days", 0.0, 7.0);
    n.rootDir = "/" + text(4000, n.enabled ? false : true);
    n.driveId = textOf("nvme.drive_id");
}

// The launch settings.
void ScenarioGenerator::drawEngine(Scenario& s)
{
    EngineSpec& e = s.engine;
    e.name = pick(allEngineKinds());
    if (chance(0.3))
        e.vllmVersion = "0." + std::to_string(count(0, 40)) + "." + std::to_string(count(0, 9));
    if (chance(0.3))
        e.modelPath = textOf("engine.model_path");
    if (chance(0.3))
        e.servedModelName = textOf("engine.served_model_name");
    e.host = pick(std::vector<std::string>{"0.0.0.0", "127.0.0.1", "::", "gpu-node-1"});
    e.portBase = countIn("engine.port_base", s);
    e.lmcachePortBase = countIn("engine.lmcache_port_base", s);
    e.sglangPageSize = countOf("engine.sglang_page_size");
    e.numaBind = chance(0.7);
}

void ScenarioGenerator::drawTraffic(Scenario& s)
{
    // §7a: how users return (docs/scenario-format.md, "Traffic").
    if (chance(0.5)) {
        TrafficSpec& t = s.traffic.emplace();
        t.preset = textOf("traffic.preset");
        t.conversationsPerUserPerDay =
            typicalRealOf("traffic.conversations_per_user_per_day", 1.0, 20.0);
        t.turnsPerConversation = typicalCountOf("traffic.turns_per_conversation", 1, 20);
        t.thinkTimeSeconds = typicalRealOf("traffic.think_time_s", 10.0, 600.0);
        t.returningShare = typicalRealOf("traffic.returning_share", 0.0, 0.8);
        t.tokensPerTurn = typicalCountOf("traffic.tokens_per_turn", 100, 4096);
        t.sharedPrefixTokens =
            chance(0.5) ? 0 : typicalCountOf("traffic.shared_prefix_tokens", 0, 8192);
        t.activeHoursPerDay = typicalRealOf("traffic.active_hours_per_day", 4.0, 24.0);
        t.seed = std::uniform_int_distribution<std::uint64_t>()(random_); // any 64-bit seed
    }
}

void ScenarioGenerator::drawQuote(Scenario& s)
{
    // What a quote needs beyond the plan (docs/scenario-format.md, "The quote").
    if (chance(0.3)) {
        QuoteSpec& q = s.quote;
        q.customer = textOf("quote.customer");
        q.contact = textOf("quote.contact");
        q.project = textOf("quote.project");
        q.number = textOf("quote.number");
        q.date = pick(std::vector<std::string>{"", "2025-06-30", "2024-02-29", "1999-12-31"});
        if (chance(0.5))
            q.validityDays = countOf("quote.validity_days");
        if (chance(0.5))
            q.discountPercent = double(count(0, 10'000)) / 100.0; // at most two decimals
        q.salesContact = textOf("quote.sales_contact");
        q.notes = text(2000, true) + (chance(0.5) ? "\n" + text(1000, true) : std::string());
        q.assembly = chance(0.7);
        q.warrantyYears = countOf("quote.warranty_years");
        q.language = pick(std::vector<std::string>{"", "en", "de"});
    }
}

Scenario ScenarioGenerator::next()
{
    Scenario s;
    s.name = textOf("name");
    drawModel(s);
    drawGpu(s);
    drawServing(s);
    drawWorkload(s);
    drawOffload(s);
    drawHost(s);
    drawNvme(s);
    drawEngine(s);
    drawTraffic(s);
    drawQuote(s);
    return s;
}

} // namespace kvp::test
