// SPDX-License-Identifier: GPL-3.0-or-later
#include "scenario_generator.h"

#include "kvplan/engine_registry.h"

#include <algorithm>
#include <cmath>

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

void ScenarioGenerator::tensorParallel(Scenario& s)
{
    // TP divides the GPUs and divides, or is a multiple of, every attention group's KV heads
    // (validation.cpp). TP 1 always qualifies.
    std::vector<std::uint64_t> valid;
    for (std::uint64_t tp = 1; tp <= s.gpu.count; ++tp) {
        bool fits = s.gpu.count % tp == 0;
        for (const LayerGroup& g : effectiveLayers(s.model))
            if (fits && (g.kind == LayerKind::Full || g.kind == LayerKind::Sliding)) {
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
                                             LayerKind::Linear});
        g.count = i + 1 == groups ? left : count(1, left - (groups - 1 - i));
        left -= g.count;
        if (g.kind == LayerKind::Full || g.kind == LayerKind::Sliding) {
            if (chance(0.3))
                g.numKvHeads = chance(typicalShare_) ? pick(std::vector<std::uint64_t>{1, 2, 4, 8})
                                                     : count(1, 4096);
            if (chance(0.3))
                g.headDim = count(1, 16'384);
            if (chance(0.2))
                g.headDimV = count(1, 16'384);
        }
        if (g.kind == LayerKind::Sliding)
            g.window = chance(typicalShare_) ? pick(std::vector<std::uint64_t>{128, 512, 4096})
                                             : count(1, 100'000'000);
        if (g.kind == LayerKind::Mla) {
            g.kvLoraRank = chance(typicalShare_) ? 512 : count(1, 65'536);
            g.qkRopeHeadDim = chance(typicalShare_) ? 64 : count(0, 65'536);
        }
        if (g.kind == LayerKind::Linear)
            g.stateBytes = count(1, 1'000'000'000'000ULL);
        m.layers.push_back(g);
    }
}

Scenario ScenarioGenerator::next()
{
    Scenario s;
    s.name = text(1000, true);

    ModelSpec& m = s.model;
    m.name = text(300, false);
    m.numLayers = typicalCount(1, 10'000, 16, 128);
    m.numKvHeads =
        chance(0.6) ? pick(std::vector<std::uint64_t>{1, 2, 4, 8, 16, 32, 64}) : count(1, 4096);
    m.headDim = chance(typicalShare_) ? pick(std::vector<std::uint64_t>{64, 80, 96, 128, 192, 256})
                                      : count(1, 16'384);
    m.weightsGiB = typicalReal(0.0, 1e6, 1.0, 800.0);
    m.checkpointGB = typicalReal(0.0, 1e7, 1.0, 900.0);
    if (chance(0.1))
        m.headDimV = count(1, 16'384);
    if (chance(0.3))
        layerGroups(m);
    // Known parameters (and a GPU's TFLOPS below) give the prefill estimate of §7.
    if (chance(0.6)) {
        m.paramsTotalB = real(1e-9, 1e5);
        if (chance(0.5))
            m.paramsActiveB = real(std::min(1e-9, *m.paramsTotalB), *m.paramsTotalB);
    }
    m.weightsDtype = pick(std::vector<std::string>{"", "fp32", "bf16", "fp16", "fp8", "int8",
                                                   "int4", "mxfp4", "nvfp4"});
    m.source = text(2000, true);
    if (chance(0.5))
        m.numAttentionHeads = chance(typicalShare_)
                                  ? m.numKvHeads * pick(std::vector<std::uint64_t>{1, 2, 4, 8})
                                  : count(1, 65'536);
    s.kvCacheDtype = pick(std::vector<KvCacheDtype>{KvCacheDtype::Fp8, KvCacheDtype::Fp8E4M3,
                                                    KvCacheDtype::Fp8E5M2, KvCacheDtype::Bf16,
                                                    KvCacheDtype::Fp16, KvCacheDtype::Fp32});

    GpuSpec& g = s.gpu;
    g.name = text(300, false);
    g.memoryReportedGiB = typicalReal(1e-9, 100'000.0, 16.0, 200.0);
    g.memoryMarketedGB = typicalReal(1e-9, 100'000.0, 16.0, 215.0);
    g.count = chance(typicalShare_) ? pick(std::vector<std::uint64_t>{1, 2, 4, 8}) : count(1, 1024);
    g.pcieGen = count(3, 7);
    g.pcieLanes = pick(std::vector<std::uint64_t>{1, 2, 4, 8, 16});
    g.catalogId = text(100, true);
    // The prefill estimate's inputs (§7): each may be unknown.
    if (chance(0.8))
        g.denseTflopsBf16 = typicalReal(1e-9, 1e6, 100.0, 2500.0);
    if (chance(0.5))
        g.denseTflopsFp8 = typicalReal(1e-9, 1e6, 200.0, 5000.0);
    if (chance(0.3))
        g.denseTflopsFp4 = typicalReal(1e-9, 1e6, 400.0, 10'000.0);
    if (chance(0.6))
        g.memoryBandwidthTBps = typicalReal(1e-9, 1000.0, 1.0, 8.0);

    ServingSpec& sv = s.serving;
    tensorParallel(s);
    sv.gpuMemoryUtilization = typicalReal(1e-9, 1.0, 0.8, 0.95);
    sv.overheadGiB = typicalReal(0.0, 10'000.0, 1.0, 8.0);
    if (chance(0.2))
        sv.kvCacheMemoryGiB = real(std::min(1e-9, g.memoryReportedGiB), g.memoryReportedGiB);
    sv.capacityModel = pick(allCapacityModels());
    sv.blockSizeTokens = chance(0.6) ? 16 : count(1, 65'536);
    if (chance(0.3))
        sv.maxNumBatchedTokens = typicalCount(1, 100'000'000, 2048, 16'384);
    if (chance(0.3))
        sv.mambaCacheMode = pick(std::vector<MambaCacheMode>{
            MambaCacheMode::None, MambaCacheMode::Align, MambaCacheMode::All});

    if (chance(0.3))
        sv.prefillComputeDtype = pick(
            std::vector<ComputeDtype>{ComputeDtype::Bf16, ComputeDtype::Fp8, ComputeDtype::Fp4});
    if (chance(0.3))
        sv.prefillMfu = typicalReal(1e-9, 1.0, 0.3, 0.6);

    WorkloadSpec& w = s.workload;
    w.users = typicalCount(1, 100'000'000, 1, 5000);
    w.contextTokens = typicalCount(1, 100'000'000, 1024, 131'072);
    w.newConversationsPerDay = typicalCount(0, 1'000'000'000, 0, 100'000);

    OffloadSpec& o = s.offload;
    o.enabled = chance(0.8);
    if (chance(0.2))
        o.cpuTierGiBPerInstance = typicalReal(1e-9, 1e7, 8.0, 2000.0);
    o.engineHostMemoryFactor = chance(0.6) ? 1.0 : real(1.0, 10.0);
    o.kvAwareRouting = chance(0.7);
    o.offloadPromptOnly = chance(0.7);

    HostSpec& h = s.host;
    h.platform = text(300, true);
    h.sockets = typicalCount(1, 16, 1, 2);
    h.channelsPerSocket = typicalCount(1, 64, 8, 16);
    h.maxDimmsPerChannel = count(1, 2);
    h.memoryMtsAt1Dpc = count(800, 20'000);
    h.memoryMtsAt2Dpc = count(800, 20'000);
    h.dimmSizesGB.clear();
    const std::uint64_t sizes = chance(0.5) ? 8 : count(1, 32);
    for (std::uint64_t i = 0; i < sizes; ++i)
        h.dimmSizesGB.push_back(
            chance(0.7) ? pick(std::vector<std::uint64_t>{16, 24, 32, 48, 64, 96, 128, 256})
                        : count(1, 4096));
    h.baselineMultiple = typicalReal(0.0, 100.0, 1.0, 3.0);
    h.reserveMultiple = typicalReal(0.0, 100.0, 0.5, 2.0);
    h.reserveOsGB = typicalReal(0.0, 1e6, 8.0, 64.0);
    h.reserveContainersGB = typicalReal(0.0, 1e6, 0.0, 64.0);
    h.reserveRagIndexGB = typicalReal(0.0, 1e6, 0.0, 256.0);
    if (chance(0.3))
        h.reservePageCacheGB = typicalReal(0.0, 1e6, 0.0, 900.0);
    h.platformId = text(100, true);
    h.pcieGen = count(3, 7);
    h.pcieLanes = chance(0.2) ? 0 : count(0, 4096);
    // The reader takes lists of at most 64 values: one socket per GPU up to 64 GPUs.
    if (g.count <= 64 && chance(0.3))
        for (std::uint64_t gpu = 0; gpu < g.count; ++gpu)
            h.gpuSockets.push_back(count(0, h.sockets - 1));
    if (chance(0.2))
        h.nodes = typicalCount(1, 100'000, 1, 4);

    NvmeSpec& n = s.nvme;
    n.enabled = chance(0.8);
    n.drive = text(300, true);
    n.drivesPerNode = n.enabled ? typicalCount(1, 64, 1, 8) : count(0, 64);
    n.capacityTB = typicalReal(0.01, 1000.0, 0.8, 30.72);
    n.dwpd = typicalReal(0.01, 100.0, 0.3, 3.0);
    n.warrantyYears = typicalReal(1e-9, 30.0, 3.0, 5.0);
    n.readGBps = typicalReal(0.01, 1000.0, 3.0, 14.0);
    n.writeAmplification = typicalReal(1.0, 100.0, 1.0, 2.0);
    n.retentionDays = typicalReal(0.0, 3650.0, 0.0, 7.0);
    n.rootDir = "/" + text(4000, n.enabled ? false : true);
    n.driveId = text(100, true);

    EngineSpec& e = s.engine;
    e.name = pick(allEngineKinds());
    if (chance(0.3))
        e.vllmVersion = "0." + std::to_string(count(0, 40)) + "." + std::to_string(count(0, 9));
    if (chance(0.3))
        e.modelPath = text(4096, false);
    if (chance(0.3))
        e.servedModelName = text(300, false);
    e.host = pick(std::vector<std::string>{"0.0.0.0", "127.0.0.1", "::", "gpu-node-1"});
    const std::uint64_t instances = g.count / sv.tensorParallel;
    e.portBase = count(1, 65'536 - instances);
    e.lmcachePortBase = count(1, 65'536 - h.sockets);
    e.sglangPageSize = count(1, 4096);
    e.numaBind = chance(0.7);

    // §7a: how users return (docs/scenario-format.md, "Traffic").
    if (chance(0.5)) {
        TrafficSpec& t = s.traffic.emplace();
        t.preset = text(100, true);
        t.conversationsPerUserPerDay = typicalReal(1e-9, 10'000.0, 1.0, 20.0);
        t.turnsPerConversation = typicalCount(1, 100'000, 1, 20);
        t.thinkTimeSeconds = typicalReal(0.0, 1e6, 10.0, 600.0);
        t.returningShare = typicalReal(0.0, 1.0, 0.0, 0.8);
        t.tokensPerTurn = typicalCount(1, 100'000'000, 100, 4096);
        t.sharedPrefixTokens = chance(0.5) ? 0 : typicalCount(0, 100'000'000, 0, 8192);
        t.activeHoursPerDay = typicalReal(1e-9, 24.0, 4.0, 24.0);
        t.seed = std::uniform_int_distribution<std::uint64_t>()(random_); // any 64-bit seed
    }

    // What a quote needs beyond the plan (docs/scenario-format.md, "The quote").
    if (chance(0.3)) {
        QuoteSpec& q = s.quote;
        q.customer = text(300, true);
        q.contact = text(300, true);
        q.project = text(300, true);
        q.number = text(300, true);
        q.date = pick(std::vector<std::string>{"", "2025-06-30", "2024-02-29", "1999-12-31"});
        if (chance(0.5))
            q.validityDays = count(1, 3650);
        if (chance(0.5))
            q.discountPercent = double(count(0, 10'000)) / 100.0; // at most two decimals
        q.salesContact = text(300, true);
        q.notes = text(2000, true) + (chance(0.5) ? "\n" + text(1000, true) : std::string());
        q.assembly = chance(0.7);
        q.warrantyYears = count(0, 10);
    }
    return s;
}

} // namespace kvp::test
