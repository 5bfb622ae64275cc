// SPDX-License-Identifier: GPL-3.0-or-later
// §10: one engine instance as the load model sees it, the requests it serves, and the time of
// one engine step.
#include "kvplan/load_model.h"
#include "kvplan/catalog.h"
#include "kvplan/engine_registry.h"
#include "kvplan/gpu_efficiency.h"
#include "kvplan/hit_rates.h"
#include "kvplan/latency.h"
#include "kvplan/pcie_model.h"

#include <algorithm>
#include <cmath>

namespace kvp {

namespace {

constexpr double kTera = 1e12;
constexpr double kGiga = 1e9;
// Turns and resume depths enumerated at most; beyond, the classes are sampled evenly.
constexpr std::uint64_t kMaxTurnClasses = 32;
constexpr std::uint64_t kMaxDepths = 64;

double computeRate(const EngineLoadModel& e)
{
    return double(e.prefill.tensorParallel) * e.prefill.denseTflops * kTera * e.prefill.mfu;
}

// FlashAttention's share of the tensor cores rises with the keys each query meets: a block of
// queries pays a fixed cost (loading it, the softmax's bookkeeping, writing it out) worth about
// 230 keys. FlashAttention-3 on an H100, heads of 128 (pytorch/benchmark#2391, its test plan):
// 430, 517, 566, 590, 614 and 621 TFLOPS at 512 to 16,384 keys, which share × keys / (keys +
// 230) with a share of 0.63 gives within 2 % (430, 509, 560, 590, 606 and 615).
constexpr double kAttentionBlockKeys = 230.0;

// The attention rate of a step whose tokens meet `keys` keys each on average (the step's
// attention FLOPs over its tokens' FLOPs per key).
double attentionComputeRate(const EngineLoadModel& e, double attentionFlops, double tokens)
{
    if (e.attentionMfu <= 0.0 || e.prefill.mfu <= 0.0 || e.attentionFlopsPerContextToken <= 0.0 ||
        tokens <= 0.0 || attentionFlops <= 0.0)
        return computeRate(e);
    const double keys = attentionFlops / (e.attentionFlopsPerContextToken * tokens);
    return computeRate(e) * e.attentionMfu / e.prefill.mfu * keys / (keys + kAttentionBlockKeys);
}

// FlashAttention's share of the tensor cores where the family has a published figure for its
// kernel (gpu_efficiency.cpp), for heads of at least 128 (the figure's; a smaller head does less
// work per tile it loads). It moves with serving.prefill_mfu: a calibrated MFU scales both.
double attentionMfu(const Scenario& s, const EngineLoadModel& e, const LoadEfficiency& family)
{
    if (family.attentionMfu <= 0.0 || family.prefillMfu <= 0.0 || s.model.headDim < 128)
        return 0.0;
    return family.attentionMfu * e.prefill.mfu / family.prefillMfu;
}

// Fills the all-reduce inputs of a TP > 1 instance (§10): NVLink where the GPU has it for the
// whole TP group, else PCIe at the nominal rate of the cards' link.
void setInterconnect(EngineLoadModel& e, const Scenario& s, const Catalog& catalog)
{
    const std::uint64_t tp = s.serving.tensorParallel;
    if (tp <= 1)
        return;
    e.allReducesPerStep = 2 * s.model.numLayers;
    e.activationBytesPerToken =
        2.0 * double(s.model.numAttentionHeads.value_or(s.model.numKvHeads) * s.model.headDim);
    // The GPU's link from the catalog (gpus.json `gpu_link_gbps`, both directions as datasheets
    // state it): a baseboard's switch or mesh joins every GPU, a bridge only its island.
    const GpuEntry* g = s.gpu.catalogId.empty() ? nullptr : catalog.gpu(s.gpu.catalogId);
    if (g && g->gpuLinkGBps) {
        const bool bridged = g->formFactor == "pcie";
        const std::optional<std::uint64_t> ways =
            s.gpu.nvlinkBridgeWays ? s.gpu.nvlinkBridgeWays : g->nvlinkBridgeWays;
        if (!bridged || (ways && tp <= *ways)) {
            e.interconnectBytesPerS = *g->gpuLinkGBps / 2.0 * kGiga;
            e.interconnectNvlink = true;
            e.allReduceLatencySeconds = kAllReduceLatencyNvlinkSeconds;
            return;
        }
    }
    e.interconnectBytesPerS = pcieNominalGBps(s.gpu.pcieGen, s.gpu.pcieLanes) * kGiga;
    e.allReduceLatencySeconds = kAllReduceLatencyPcieSeconds;
}

// MoE: total P = shared S + E × x, active A = S + k × x (x: one expert's parameters over all
// MoE layers), so the routed experts hold E × x = (P − A) × E / (E − k) parameters. Their share
// of the bytes is taken as their share of the parameters (gpt-oss keeps its attention and
// embeddings in 16 bits beside MXFP4 experts: 98.7 % of the parameters, about 95 % of the bytes).
void setRoutedExperts(EngineLoadModel& e, const ModelSpec& m)
{
    if (!m.moeExperts || !m.moeExpertsPerToken || !m.paramsActiveB || !m.paramsTotalB ||
        *m.moeExpertsPerToken >= *m.moeExperts || *m.paramsTotalB <= 0.0)
        return;
    const double experts = double(*m.moeExperts);
    const double perToken = double(*m.moeExpertsPerToken);
    const double routed = (*m.paramsTotalB - *m.paramsActiveB) * experts / (experts - perToken);
    e.routedExpertShare = std::clamp(routed / *m.paramsTotalB, 0.0, 1.0);
    e.moeExperts = experts;
    e.moeExpertsPerToken = perToken;
}

// Data-parallel attention (§2, §10): a DP rank is the instance. Its cards hold the dense weights
// over TP and the routed experts over TP × DP (the GPU cache's weights per card), and the experts
// are the share of those bytes that a step reads only where its tokens go. Each DP rank schedules
// its own requests ("Each DP engine has an independent KV cache", "--max-num-seqs applies per DP
// rank", vLLM docs/serving/data_parallel_deployment.md @01e4fce0), while "expert layers across all
// ranks are required to synchronize during every forward pass" (ibid.).
void setDataParallel(EngineLoadModel& e, const Scenario& s, const SizingResult& r)
{
    const std::uint64_t dp = effectiveDataParallelAttention(s.serving);
    if (dp <= 1 || r.gpu.expertWeightsPerCard.isZero() || r.gpu.weightsPerCard.isZero())
        return;
    e.dataParallelRanks = double(dp);
    e.weightsBytesPerCard = double(r.gpu.weightsPerCard.count());
    e.routedExpertShare =
        double(r.gpu.expertWeightsPerCard.count()) / double(r.gpu.weightsPerCard.count());
}

} // namespace

double weightsReadShare(const EngineLoadModel& e, double tokens)
{
    if (e.routedExpertShare <= 0.0 || e.moeExperts <= 0.0)
        return 1.0;
    // Under data-parallel attention the card's experts serve the tokens of every DP rank's step
    // (balanced ranks: the same batch on each).
    const double untouched = std::pow(1.0 - e.moeExpertsPerToken / e.moeExperts,
                                      tokens * std::max(1.0, e.dataParallelRanks));
    return 1.0 - e.routedExpertShare * untouched;
}

std::uint64_t effectiveMaxNumSeqs(const Scenario& scenario)
{
    if (scenario.serving.maxNumSeqs)
        return *scenario.serving.maxNumSeqs;
    if (!engineDescriptor(scenario.engine.name).runsVllm())
        return kDefaultMaxNumSeqs;
    return std::min(vllmLargeGpuDefaults(scenario.gpu) ? kDefaultMaxNumSeqs : kSmallGpuMaxNumSeqs,
                    effectiveMaxNumBatchedTokens(scenario));
}

double effectiveDecodeMbu(const Scenario& s)
{
    return s.serving.decodeMbu.value_or(loadEfficiency(gpuFamily(s.gpu.name)).decodeMbu);
}

namespace {

double peakFactorOf(const TrafficSpec& t)
{
    return t.peakFactor ? *t.peakFactor : kDefaultPeakFactor;
}

std::uint64_t outputTokensPerTurnOf(const TrafficSpec& t)
{
    return t.outputTokensPerTurn ? *t.outputTokensPerTurn
                                 : std::max<std::uint64_t>(1, t.tokensPerTurn / 2);
}

} // namespace

double effectivePeakFactor(const Scenario& s)
{
    return s.traffic ? peakFactorOf(*s.traffic) : kDefaultPeakFactor;
}

std::uint64_t effectiveOutputTokensPerTurn(const Scenario& s)
{
    return s.traffic ? outputTokensPerTurnOf(*s.traffic)
                     : std::max<std::uint64_t>(1, effectiveTokensPerTurn(s) / 2);
}

SlaTargets effectiveSla(const Scenario& s)
{
    SlaTargets t;
    t.ttftP95Ms = s.sla.ttftP95Ms.value_or(kDefaultSlaTtftP95Ms);
    t.returningTtftP95Ms = s.sla.returningTtftP95Ms.value_or(kDefaultSlaReturningTtftP95Ms);
    t.tpotMs = s.sla.tpotMs.value_or(kDefaultSlaTpotMs);
    t.minTierHitShare = s.sla.minTierHitShare;
    return t;
}

EngineLoadModel engineLoadModel(const Scenario& s, const SizingResult& r)
{
    return engineLoadModel(s, r, builtInCatalog());
}

EngineLoadModel engineLoadModel(const Scenario& s, const SizingResult& r, const Catalog& catalog)
{
    EngineLoadModel e;
    e.prefill = r.latency.prefill.available ? r.latency.prefill : prefillInputs(s);
    // The GPU's family read from its name once: effectiveDecodeMbu's default and the overheads.
    const LoadEfficiency& efficiency = loadEfficiency(gpuFamily(s.gpu.name));
    e.decodeMbu = s.serving.decodeMbu.value_or(efficiency.decodeMbu); // effectiveDecodeMbu
    e.memoryBandwidthBytesPerS = e.prefill.memoryBandwidthTBps * kTera;
    e.weightsBytesPerCard = e.prefill.weightsBytesPerCard;
    setRoutedExperts(e, s.model);
    setDataParallel(e, s, r);
    e.kvBytesPerTokenPerRank = double(r.kv.bytesPerTokenPerRank.count());
    for (const AttentionFlopsTerm& t : e.prefill.attention)
        if (t.kind != LayerKind::Sliding)
            e.attentionFlopsPerContextToken += double(t.layers) * t.flopsPerPair;
    e.tokenBudget = effectiveMaxNumBatchedTokens(s);
    e.maxNumSeqs = effectiveMaxNumSeqs(s);
    e.kvTokenCapacity = r.gpu.kvTokensPerInstance;
    e.cpuReloadBytesPerS = s.offload.enabled ? r.pcie.effectiveGBps * kGiga : 0.0;
    e.nvmeReadBytesPerS = r.nvme.enabled ? r.nvme.readGBps * kGiga /
                                               double(std::max<std::uint64_t>(1, r.users.instances))
                                         : 0.0;
    e.attentionMfu = attentionMfu(s, e, efficiency);
    e.stepOverheadSeconds = efficiency.stepSeconds;
    e.sequenceOverheadSeconds = efficiency.perSequenceSeconds;
    e.layersOverheadSeconds =
        double(s.model.numLayers) *
        (efficiency.perLayerSeconds + (s.model.moeExperts ? efficiency.perMoeLayerSeconds : 0.0));
    e.requestOverheadSeconds = kRequestOverheadSeconds;
    e.frontendSecondsPerRequest = kFrontendSecondsPerRequest;
    setInterconnect(e, s, catalog);
    e.available = e.prefill.available && e.memoryBandwidthBytesPerS > 0.0 &&
                  e.kvTokenCapacity > 0 && e.tokenBudget > 0;
    return e;
}

double stepSeconds(const EngineLoadModel& e, double linearTokens, double attentionFlops,
                   double kvTokensRead, double sequences)
{
    const double compute = computeRate(e);
    const double bandwidth = e.memoryBandwidthBytesPerS * e.decodeMbu;
    const double linear =
        std::max(2.0 * e.prefill.activeParams * linearTokens / compute,
                 e.weightsBytesPerCard * weightsReadShare(e, linearTokens) / bandwidth);
    const double attention =
        std::max(attentionFlops / attentionComputeRate(e, attentionFlops, linearTokens),
                 kvTokensRead * e.kvBytesPerTokenPerRank / bandwidth);
    return linear + attention + allReduceSeconds(e, linearTokens) + e.stepOverheadSeconds +
           e.layersOverheadSeconds + e.sequenceOverheadSeconds * sequences;
}

double allReduceSeconds(const EngineLoadModel& e, double tokens)
{
    if (e.allReducesPerStep == 0 || e.interconnectBytesPerS <= 0.0)
        return 0.0;
    const double tp = double(e.prefill.tensorParallel);
    const double ring = 2.0 * (tp - 1.0) / tp * tokens * e.activationBytesPerToken;
    return double(e.allReducesPerStep) *
           (e.allReduceLatencySeconds + ring / e.interconnectBytesPerS);
}

double reloadSeconds(const EngineLoadModel& e, std::uint64_t tokens, bool nvme)
{
    if (tokens == 0 || e.cpuReloadBytesPerS <= 0.0)
        return 0.0;
    const double perRank = double(tokens) * e.kvBytesPerTokenPerRank;
    double seconds = perRank / e.cpuReloadBytesPerS;
    if (nvme && e.nvmeReadBytesPerS > 0.0)
        seconds += perRank * double(e.prefill.tensorParallel) / e.nvmeReadBytesPerS;
    return seconds;
}

namespace {

LoadRequestClass benchmarkClass(const LoadSpec& l, std::uint64_t inputTokens,
                                std::uint64_t outputTokens, double share)
{
    LoadRequestClass c;
    c.share = share;
    c.promptTokens = inputTokens;
    const double input = double(inputTokens);
    // vLLM recomputes at least the prompt's last token: a full hit still prefills one.
    const std::uint64_t cachedMax = inputTokens - 1;
    c.gpuCachedTokens = std::min(cachedMax, std::uint64_t(std::llround(l.prefixHitShare * input)));
    c.cpuCachedTokens =
        std::min(cachedMax - c.gpuCachedTokens, std::uint64_t(std::llround(l.cpuHitShare * input)));
    c.outputTokens = outputTokens;
    c.returning = c.gpuCachedTokens + c.cpuCachedTokens > 0;
    return c;
}

// `vllm bench serve`'s fixed-length requests; with a range ratio r their lengths spread
// uniformly over [mean (1 − r), mean (1 + r)] each (vLLM's RandomDataset), taken as the
// midpoints of five equal bins of each, 25 classes of 1/25: requests finish at different times
// and arrive apart under a concurrency limit, as they do in the benchmark.
LoadWorkload benchmarkWorkload(const LoadSpec& l)
{
    LoadWorkload w;
    w.benchmark = true;
    if (l.rangeRatio <= 0.0) {
        w.classes.push_back(benchmarkClass(l, l.inputTokens, l.outputTokens, 1.0));
    } else {
        constexpr int kBins = 5;
        const auto spread = [&](std::uint64_t mean, int bin) {
            const double f = 1.0 + l.rangeRatio * (2.0 * (bin + 0.5) / kBins - 1.0);
            return std::max<std::uint64_t>(1, std::uint64_t(std::llround(double(mean) * f)));
        };
        for (int i = 0; i < kBins; ++i)
            for (int o = 0; o < kBins; ++o)
                w.classes.push_back(benchmarkClass(
                    l, spread(l.inputTokens, i), spread(l.outputTokens, o), 1.0 / (kBins * kBins)));
    }
    w.requestRatePerS = l.requestRatePerS.value_or(0.0);
    w.maxConcurrency = l.maxConcurrency.value_or(0);
    w.numRequests = l.numRequests;
    w.seed = l.seed;
    return w;
}

// Where returning requests are found, as shares of the returning requests.
struct TierShares {
    double gpu = 0.0, cpu = 0.0, nvme = 0.0, miss = 1.0;
};

TierShares tierShares(const HitRateEstimate& rates)
{
    TierShares t;
    const double returning = rates.returning();
    if (returning <= 0.0)
        return t;
    t.gpu = rates.gpu / returning;
    t.cpu = rates.cpu / returning;
    t.nvme = rates.nvme / returning;
    t.miss = std::max(0.0, 1.0 - t.gpu - t.cpu - t.nvme);
    return t;
}

// The requests of turn `turn` of a conversation that resumed `depth` earlier ones, weighted
// `weight`, split by the tier their conversation is found in.
void addTurn(LoadWorkload& w, const ReturnModel& m, const TierShares& tiers, std::uint64_t output,
             std::uint64_t depth, std::uint64_t turn, double weight)
{
    const std::uint64_t before = m.tokensBefore(depth, turn);
    const std::uint64_t message = m.newTokens > output ? m.newTokens - output : 1;
    LoadRequestClass c;
    c.promptTokens = m.sharedTokens + before + message;
    c.gpuCachedTokens = m.sharedTokens; // the shared prefix stays in the prefix cache
    c.outputTokens = std::min(output, m.newTokens);
    if (depth == 0 && turn == 1) {
        c.share = weight;
        w.classes.push_back(c);
        return;
    }
    c.returning = true;
    const auto add = [&](double share, std::uint64_t gpu, std::uint64_t cpu, std::uint64_t nvme) {
        if (share <= 0.0)
            return;
        LoadRequestClass k = c;
        k.share = weight * share;
        k.gpuCachedTokens += gpu;
        k.cpuCachedTokens = cpu;
        k.nvmeCachedTokens = nvme;
        w.classes.push_back(k);
    };
    add(tiers.gpu, before, 0, 0);
    add(tiers.cpu, 0, before, 0);
    add(tiers.nvme, 0, 0, before);
    add(tiers.miss, 0, 0, 0);
}

// The last depth enumerated, at `weight`: the last allowed, or one that reaches the context
// (every deeper one is alike).
bool lastDepth(const ReturnModel& m, std::uint64_t d, double weight)
{
    const std::uint64_t room = m.privateCap - m.newTokens;
    return d + 1 == kMaxDepths || m.tokensBefore(d, 1) >= room || weight < 1e-4 ||
           m.returningShare <= 0.0;
}

// The most classes addConversations makes: a class per turn class and tier at each depth.
std::size_t mostClasses(const ReturnModel& m)
{
    std::uint64_t depths = 1;
    for (double weight = 1.0 - m.returningShare; !lastDepth(m, depths - 1, weight); ++depths)
        weight *= m.returningShare;
    return std::size_t(depths * std::min(m.turns, kMaxTurnClasses) * 4);
}

void addConversations(LoadWorkload& w, const ReturnModel& m, const TierShares& tiers,
                      std::uint64_t output)
{
    const std::uint64_t turnClasses = std::min(m.turns, kMaxTurnClasses);
    w.classes.reserve(mostClasses(m));
    double weight = 1.0 - m.returningShare;
    for (std::uint64_t d = 0; d < kMaxDepths; ++d) {
        const bool last = lastDepth(m, d, weight);
        const double depthWeight = last ? std::pow(m.returningShare, double(d)) : weight;
        for (std::uint64_t i = 0; i < turnClasses; ++i) {
            const std::uint64_t turn = 1 + i * m.turns / turnClasses;
            addTurn(w, m, tiers, output, d, turn, depthWeight / double(turnClasses));
        }
        if (last)
            break;
        weight *= m.returningShare;
    }
}

} // namespace

LoadWorkload loadWorkload(const Scenario& s, const SizingResult& r)
{
    if (s.load)
        return benchmarkWorkload(*s.load);
    // Without a traffic section, the section's defaults (read in place: the scenario is not
    // copied to hold them).
    const TrafficSpec assumed;
    const TrafficSpec& t = s.traffic ? *s.traffic : assumed;
    const ReturnModel m = returnModel(s, t, r);
    HitRateEstimate rates;
    if (s.traffic && r.hitRates.described)
        rates = r.hitRates.simulated ? r.hitRates.simulated->rates : r.hitRates.closedForm;
    else
        rates = closedFormHitRates(m).closedForm;

    LoadWorkload w;
    addConversations(w, m, tierShares(rates), outputTokensPerTurnOf(t));
    double total = 0.0;
    for (const LoadRequestClass& c : w.classes)
        total += c.share;
    for (LoadRequestClass& c : w.classes)
        c.share /= total > 0.0 ? total : 1.0;

    const double requestsPerDay =
        double(s.workload.users) * t.conversationsPerUserPerDay * double(t.turnsPerConversation);
    w.requestRatePerS = requestsPerDay / (t.activeHoursPerDay * 3600.0) * peakFactorOf(t) /
                        double(m.instancesTotal);
    w.durationSeconds = 3600.0;
    w.seed = t.seed;
    return w;
}

} // namespace kvp
