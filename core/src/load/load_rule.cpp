// SPDX-License-Identifier: GPL-3.0-or-later
// §10 as a rule of the plan: the load on one instance at peak (closed form in plan(), the
// simulation beside it through addLoadSimulation()), the SLA checked, its notes and formulas.
#include "kvplan/load_model.h"
#include "plan/result_records.h"

#include <algorithm>
#include <cmath>

namespace kvp {

namespace {

// The answers disagree when TTFT p95 or TPOT differ by more than this share.
constexpr double kDisagreement = 0.3;

double returningTierShare(const Scenario& s, const SizingResult& r, const LoadWorkload& w)
{
    if (w.benchmark) {
        double hit = 0.0, returning = 0.0;
        for (const LoadRequestClass& c : w.classes)
            if (c.returning) {
                returning += c.share;
                if (c.gpuCachedTokens + c.cpuCachedTokens + c.nvmeCachedTokens > 0)
                    hit += c.share;
            }
        return returning > 0.0 ? hit / returning : 0.0;
    }
    double hit = 0.0, returning = 0.0;
    for (const LoadRequestClass& c : w.classes)
        if (c.returning) {
            returning += c.share;
            const std::uint64_t shared = s.traffic ? s.traffic->sharedPrefixTokens : 0;
            if (c.cpuCachedTokens + c.nvmeCachedTokens > 0 || c.gpuCachedTokens > shared)
                hit += c.share;
        }
    (void)r;
    return returning > 0.0 ? hit / returning : 0.0;
}

// Light: at most 8 requests in flight (a benchmark's concurrency, else the mean decoding batch),
// the regime of the calibration's low-concurrency runs; loaded: more.
LoadRegime loadRegime(const LoadPlan& l)
{
    if (l.workload.benchmark && l.workload.maxConcurrency > 0)
        return l.workload.maxConcurrency <= 8 ? LoadRegime::Light : LoadRegime::Loaded;
    const LoadFigures& f = l.figures();
    return !f.saturated && f.meanBatch <= 8.0 ? LoadRegime::Light : LoadRegime::Loaded;
}

void noteSla(SizingResult& r)
{
    const LoadPlan& l = r.load;
    const LoadFigures& f = l.figures();
    const SlaCheck& c = l.sla;
    if (f.saturated) {
        addNote(r, Severity::Warning, DiagnosticCode::LoadSaturated,
                {{"requests_per_s", roundTo(l.workload.requestRatePerS, 3)},
                 {"instances", l.instances}});
        return;
    }
    const auto missed = [&](DiagnosticWord what, double value, double target) {
        addNote(r, Severity::Warning, DiagnosticCode::LoadSlaMissed,
                {{"figure", toString(what)},
                 {"value", roundTo(value, 1)},
                 {"target", roundTo(target, 1)}});
    };
    if (!c.ttftMet)
        missed(DiagnosticWord::TtftP95, ms(f.ttft.p95) * c.ttftFactor, c.targets.ttftP95Ms);
    if (!c.returningTtftMet)
        missed(DiagnosticWord::ReturningTtftP95, ms(f.returningTtft.p95) * c.ttftFactor,
               c.targets.returningTtftP95Ms);
    if (!c.tpotMet)
        missed(DiagnosticWord::Tpot, ms(f.tpot.mean) * c.tpotFactor, c.targets.tpotMs);
    if (!c.tierShareMet && c.targets.minTierHitShare)
        missed(DiagnosticWord::TierHitShare, c.tierHitShare * 100.0,
               *c.targets.minTierHitShare * 100.0);
}

// The inputs of load.requests_per_s: the benchmark's rate, or the traffic that makes it.
std::vector<DerivationInput> requestRateInputs(const Scenario& s, const LoadPlan& l)
{
    if (l.workload.benchmark)
        return {
            {"rate", "load.request_rate_per_s", l.closedForm.requestsPerSecond, Unit::PerSecond}};
    const TrafficSpec traffic = s.traffic.value_or(TrafficSpec{});
    return {{"users", "workload.users", double(s.workload.users), Unit::None},
            {"conversations", "traffic.conversations_per_user_per_day",
             traffic.conversationsPerUserPerDay, Unit::None},
            {"turns", "traffic.turns_per_conversation", double(traffic.turnsPerConversation),
             Unit::None},
            {"hours", "traffic.active_hours_per_day", traffic.activeHoursPerDay, Unit::Hours},
            {"peak", "traffic.peak_factor", l.peakFactor, Unit::Times}};
}

void deriveLoad(const Scenario& s, SizingResult& r)
{
    const LoadPlan& l = r.load;
    const EngineLoadModel& e = l.engine;
    const LoadFigures& f = l.closedForm;
    if (!l.closedFormHolds || f.saturated)
        return;
    const std::string rule = "docs/sizing-rules.md §10";
    addDerivation(
        r, "load.tpot_ms",
        "busy share / (decode steps + prefill steps per second); a decode step = "
        "max(2 × {params} × batch / ({tp} × {tflops} × {mfu}), {weights} × {read} / "
        "({hbm} × {mbu})) + batch × context × {kv_per_token} / ({hbm} × {mbu}) + "
        "{allreduce} + {step} + {layers} + batch × {per_request}",
        {{"read",
          e.dataParallelRanks > 1.0
              ? "share of a card's weights a step of the mean batch reads: shared + the experts "
                "the tokens of all DP ranks touch, E × (1 − (1 − k/E)^(batch × "
                "serving.data_parallel_attention)) of model.moe_experts"
          : e.routedExpertShare > 0.0
              ? "share of the weights a step of the mean batch reads: shared + the "
                "experts its tokens touch, E × (1 − (1 − k/E)^batch) of model.moe_experts"
              : "share of the weights a step reads (a dense model: all)",
          weightsReadShare(e, std::max(1.0, f.meanBatch)), Unit::None},
         {"params", "model.params_total_b", e.prefill.activeParams / 1e9, Unit::Billion},
         {"tp", "serving.tensor_parallel", double(e.prefill.tensorParallel), Unit::None},
         {"tflops", "gpu.dense_tflops_" + toString(e.prefill.computeDtype), e.prefill.denseTflops,
          Unit::Tflops},
         {"mfu", "serving.prefill_mfu", e.prefill.mfu, Unit::None},
         {"weights",
          e.dataParallelRanks > 1.0
              ? "gpu.weights_per_card: (weights − experts) / serving.tensor_parallel + experts / "
                "(serving.tensor_parallel × serving.data_parallel_attention)"
              : "model.weights_gib / serving.tensor_parallel",
          e.weightsBytesPerCard / 1e9, Unit::GB},
         {"hbm", "gpu.memory_bandwidth_tbps", e.prefill.memoryBandwidthTBps, Unit::TBps},
         {"mbu", s.serving.decodeMbu ? "serving.decode_mbu" : "the GPU family's MBU (§10)",
          e.decodeMbu, Unit::None},
         {"kv_per_token", "kv.bytes_per_token / serving.tensor_parallel", e.kvBytesPerTokenPerRank,
          Unit::Bytes},
         {"allreduce", "TP all-reduces of a decode token: 2 × layers × (latency + ring)",
          ms(allReduceSeconds(e, 1.0)), Unit::Milliseconds},
         {"step", "the step's fixed overhead (scheduling, sampling, launches)",
          ms(e.stepOverheadSeconds), Unit::Milliseconds},
         {"layers", "the layers' kernel latencies a step (the GPU family's)",
          ms(e.layersOverheadSeconds), Unit::Milliseconds},
         {"per_request", "each request's share of a step (inputs, sampling, output)",
          ms(e.sequenceOverheadSeconds), Unit::Milliseconds}},
        ms(f.tpot.mean), Unit::Milliseconds, rule);
    addDerivation(
        r, "load.ttft_ms.p95",
        "95th percentile of reload + prefill + wait + {frontend} + {request}; the wait of an "
        "M/G/1 queue at {rate}: λ E[S²] / (2 (1 − ρ)), P(wait > x) = ρ e^(−ρ x / E[wait])",
        {{"rate", "requests per second per instance at peak", f.requestsPerSecond, Unit::PerSecond},
         {"frontend", "the API server's share of a request, one at a time (tokenization)",
          ms(e.frontendSecondsPerRequest), Unit::Milliseconds},
         {"request", "the rest of a request's time outside the engine (streaming)",
          ms(e.requestOverheadSeconds), Unit::Milliseconds}},
        ms(f.ttft.p95), Unit::Milliseconds, rule);
    addDerivation(r, "load.requests_per_s",
                  l.workload.benchmark
                      ? "{rate}: the benchmark's rate, or Little's law under its concurrency"
                      : "{users} × {conversations} × {turns} / ({hours} × 3600 s) × {peak}",
                  requestRateInputs(s, l), l.requestsPerSecondTotal(), Unit::PerSecond, rule);
}

// The formula of a figure the simulation answers (§10): its value is the simulation's now. The
// closed form's formula stays beside it under `closedKey` (a figure the closed form does not
// hold for has no formula, as in plan()).
void deriveSimulated(SizingResult& r, const std::string& figure, const std::string& closedKey,
                     const std::string& what, double simulated, Unit unit = Unit::Milliseconds)
{
    auto it = std::find_if(r.derivations.begin(), r.derivations.end(),
                           [&](const Derivation& d) { return d.figure == figure; });
    if (it == r.derivations.end())
        return;
    // Simulated again (a result simulated before): the closed form's formula is beside it.
    if (it + 1 != r.derivations.end() && (it + 1)->figure == closedKey) {
        it->inputs.front().value = double(r.load.simulated->requests);
        it->value = simulated;
        return;
    }
    Derivation closed = *it;
    closed.figure = closedKey;
    *it = {figure,
           what + " {requests} requests simulated engine step by engine step (arrivals, "
                  "queue, reloads, chunked prefill, decode); the closed form gives {closed}",
           {{"requests", "requests simulated", double(r.load.simulated->requests), Unit::None},
            {"closed", closedKey, closed.value, unit}},
           simulated,
           unit,
           closed.rule};
    r.derivations.insert(it + 1, std::move(closed));
}

} // namespace

SlaCheck checkSla(const SlaTargets& targets, const LoadFigures& f, double tierHitShare,
                  const LoadUncertainty& uncertainty, bool atMedian)
{
    SlaCheck c;
    c.targets = targets;
    c.tierHitShare = tierHitShare;
    c.atMedian = atMedian;
    c.ttftFactor = atMedian ? 1.0 : std::max(1.0, uncertainty.ttft.high);
    c.tpotFactor = atMedian ? 1.0 : std::max(1.0, uncertainty.tpot.high);
    const bool ok = !f.saturated && f.requests + (f.ttft.p95 > 0.0 ? 1 : 0) > 0;
    c.ttftMet = ok && ms(f.ttft.p95) * c.ttftFactor <= targets.ttftP95Ms;
    c.returningTtftMet = ok && ms(f.returningTtft.p95) * c.ttftFactor <= targets.returningTtftP95Ms;
    c.tpotMet = ok && ms(f.tpot.mean) * c.tpotFactor <= targets.tpotMs;
    c.tierShareMet = !targets.minTierHitShare || tierHitShare >= *targets.minTierHitShare;
    c.met = c.ttftMet && c.returningTtftMet && c.tpotMet && c.tierShareMet;
    return c;
}

void planLoad(const Scenario& s, SizingResult& r, const Catalog& catalog)
{
    LoadPlan& l = r.load;
    l = LoadPlan{};
    l.engine = engineLoadModel(s, r, catalog);
    if (!l.engine.available) {
        if (l.engine.prefill.available)
            addNote(r, Severity::Info, DiagnosticCode::LoadNeedsMemoryBandwidth,
                    {{"gpu", s.gpu.name}});
        return;
    }
    l.available = true;
    l.trafficAssumed = !s.load && !s.traffic;
    l.peakFactor = s.load ? 1.0 : effectivePeakFactor(s);
    l.instances = s.load ? 1 : std::max<std::uint64_t>(1, r.users.instancesTotal);
    l.workload = loadWorkload(s, r);
    if (const std::optional<LoadFigures> cf = closedFormLoad(l.engine, l.workload)) {
        l.closedFormHolds = true;
        l.closedForm = *cf;
    }
    l.regime = loadRegime(l);
    l.uncertainty = loadUncertainty(gpuFamily(s.gpu.name), l.regime);
    l.sla = checkSla(effectiveSla(s), l.figures(), returningTierShare(s, r, l.workload),
                     l.uncertainty, s.sla.atMedian.value_or(false));
    if (l.trafficAssumed)
        addNote(r, Severity::Info, DiagnosticCode::LoadTrafficAssumed, {{"peak", l.peakFactor}});
    if (l.closedFormHolds)
        noteSla(r);
    if (r.formulas)
        deriveLoad(s, r);
}

// The chart's hits recomputed: offloading off, the GPU's own hits stay.
std::vector<LoadCurvePoint> loadCurve(const Scenario& s, const SizingResult& r)
{
    const LoadPlan& l = r.load;
    std::vector<LoadCurvePoint> curve;
    if (!l.available || !l.closedFormHolds || l.workload.requestRatePerS <= 0.0 ||
        l.workload.maxConcurrency > 0)
        return curve;
    LoadWorkload without = l.workload;
    for (LoadRequestClass& c : without.classes)
        c.cpuCachedTokens = c.nvmeCachedTokens = 0;
    for (double scale : {0.25, 0.5, 1.0, 1.5, 2.0, 3.0, 4.0, 6.0}) {
        LoadCurvePoint p;
        p.scale = scale;
        p.requestRatePerS = l.workload.requestRatePerS * scale;
        p.users = l.workload.benchmark ? p.requestRatePerS : double(s.workload.users) * scale;
        LoadWorkload with = l.workload;
        with.requestRatePerS = p.requestRatePerS;
        const std::optional<LoadFigures> on = closedFormLoad(l.engine, with);
        p.saturated = !on || on->saturated;
        if (!p.saturated) {
            p.ttftP50 = on->ttft.p50;
            p.ttftP95 = on->ttft.p95;
        }
        without.requestRatePerS = p.requestRatePerS;
        const std::optional<LoadFigures> off = closedFormLoad(l.engine, without);
        p.saturatedWithoutOffload = !off || off->saturated;
        if (!p.saturatedWithoutOffload)
            p.ttftP95WithoutOffload = off->ttft.p95;
        curve.push_back(p);
    }
    return curve;
}

void addLoadSimulation(const Scenario& s, SizingResult& r, const LoadSimulationOptions& options)
{
    LoadPlan& l = r.load;
    if (!l.available || r.hasSizingErrors())
        return;
    // The hit rates may have just been simulated: the busiest hour uses them.
    if (!s.load)
        l.workload = loadWorkload(s, r);
    l.simulated = simulateLoad(l.engine, l.workload, options);
    l.regime = loadRegime(l);
    l.uncertainty = loadUncertainty(gpuFamily(s.gpu.name), l.regime);
    l.sla = checkSla(effectiveSla(s), *l.simulated, returningTierShare(s, r, l.workload),
                     l.uncertainty, s.sla.atMedian.value_or(false));
    // The SLA's notes follow the simulation now.
    std::erase_if(r.diagnostics, [](const Diagnostic& d) {
        return d.code == DiagnosticCode::LoadSaturated || d.code == DiagnosticCode::LoadSlaMissed;
    });
    noteSla(r);
    const LoadFigures& sim = *l.simulated;
    if (r.formulas && !sim.saturated) {
        deriveSimulated(r, "load.tpot_ms", "load.closed_form.tpot_ms",
                        "the mean time per output token of", ms(sim.tpot.mean));
        deriveSimulated(r, "load.ttft_ms.p95", "load.closed_form.ttft_ms.p95",
                        "the 95th percentile of the times to first token of", ms(sim.ttft.p95));
        // The requests the simulation completed a second: under open arrivals they differ from
        // the offered rate (the closed form's, beside it) by what the window happened to draw.
        deriveSimulated(r, "load.requests_per_s", "load.closed_form.requests_per_s",
                        "the requests completed a second, over all instances, by",
                        l.requestsPerSecondTotal(), Unit::PerSecond);
    }
    const LoadFigures& cf = l.closedForm;
    if (!l.closedFormHolds || sim.saturated || cf.saturated)
        return;
    const auto apart = [](double a, double b) {
        return std::abs(a - b) > kDisagreement * std::max(std::abs(a), std::abs(b));
    };
    if (apart(sim.ttft.p95, cf.ttft.p95) || apart(sim.tpot.mean, cf.tpot.mean))
        addNote(r, Severity::Info, DiagnosticCode::LoadEstimatesDiffer,
                {{"closed_ttft_ms", roundTo(ms(cf.ttft.p95), 1)},
                 {"simulated_ttft_ms", roundTo(ms(sim.ttft.p95), 1)},
                 {"closed_tpot_ms", roundTo(ms(cf.tpot.mean), 1)},
                 {"simulated_tpot_ms", roundTo(ms(sim.tpot.mean), 1)}});
    if (sim.kvLimitedBatch)
        addNote(r, Severity::Info, DiagnosticCode::LoadKvLimitsBatch,
                {{"kv_tokens", l.engine.kvTokenCapacity}});
}

} // namespace kvp
