// SPDX-License-Identifier: GPL-3.0-or-later
// The configuration search (kvplan/recommend.h).
#include "kvplan/recommend.h"

#include "kvplan/catalog_apply.h"
#include "kvplan/load_model.h"
#include "kvplan/plan.h"
#include "kvplan/quote.h"

#include <algorithm>
#include <chrono>

namespace kvp {

namespace {

bool cancelled(const RecommendOptions& o)
{
    return o.cancel && o.cancel->load(std::memory_order_relaxed);
}

// vLLM splits the attention heads over the ranks, and a linear-attention layer's key and value
// heads (tp_does_not_divide_linear_heads): TP must divide them.
bool tensorParallelFits(const Scenario& s, std::uint64_t tp)
{
    const std::uint64_t heads = s.model.numAttentionHeads.value_or(s.model.numKvHeads);
    return heads % tp == 0 && !linearHeadsNotDividedBy(s.model, tp);
}

double toGiB(double bytes)
{
    return bytes / 1073741824.0;
}

// The load at peak of a candidate's plan, in the candidate's milliseconds, and the SLA's verdict.
void takeLoad(Candidate& c, const SizingResult& r)
{
    const LoadFigures& f = r.load.figures();
    c.ttftP95Ms = f.ttft.p95 * 1e3;
    c.returningTtftP95Ms = f.returningTtft.p95 * 1e3;
    c.tpotMs = f.tpot.mean * 1e3;
    c.gpuBusyShare = f.gpuBusyShare;
    c.meetsSla = r.load.sla.met;
}

// A planned (`r` is plan(s) without formulas), priced configuration; nullopt when the plan has
// an error or the price is not complete.
std::optional<Candidate> evaluate(const Scenario& s, const SizingResult& r,
                                  const CandidateShape& shape, const Catalog& catalog,
                                  const PriceList& prices, const RecommendOptions& o)
{
    if (r.hasErrors() || !r.load.available)
        return std::nullopt;
    const Quote q = buildQuote(s, r, prices, catalog, o.today);
    if (q.hasErrors() || !q.complete)
        return std::nullopt;
    Candidate c;
    c.shape = shape;
    c.gpuName = s.gpu.name;
    c.nodes = r.nodes.count;
    c.gpusTotal = r.nodes.gpusTotal;
    c.cpuTierGiBTotal = toGiB(double(r.nodes.cpuTierTotal.count()));
    c.memoryGBTotal = r.nodes.memoryTotal.inGB();
    c.priceTotal = q.total;
    c.currency = prices.currency;
    takeLoad(c, r);
    c.scenario = s;
    return c;
}

// The simulation's word on a candidate the closed form passed.
void confirm(Candidate& c, const Catalog& catalog)
{
    SizingResult r = plan(c.scenario, catalog, PlanOptions{.derivations = false});
    addLoadSimulation(c.scenario, r);
    takeLoad(c, r);
    c.simulated = true;
}

void rank(RecommendResult& out)
{
    auto& list = out.candidates;
    std::stable_sort(list.begin(), list.end(), [](const Candidate& a, const Candidate& b) {
        if (a.priceTotal != b.priceTotal)
            return a.priceTotal < b.priceTotal;
        return a.ttftP95Ms < b.ttftP95Ms;
    });
    for (std::size_t i = 0; i < list.size(); ++i) {
        const Candidate& c = list[i];
        if (!out.cheapest)
            out.cheapest = i;
        if (!c.shape.offload && !out.cheapestWithoutOffload)
            out.cheapestWithoutOffload = i;
        if (c.shape.offload && !out.cheapestWithOffload)
            out.cheapestWithOffload = i;
        const bool seen =
            std::any_of(out.cheapestPerGpu.begin(), out.cheapestPerGpu.end(),
                        [&](std::size_t k) { return list[k].shape.gpuId == c.shape.gpuId; });
        if (!seen)
            out.cheapestPerGpu.push_back(i);
        // Cheapest first: on the frontier when faster than every cheaper one.
        const bool dominated =
            std::any_of(out.frontier.begin(), out.frontier.end(),
                        [&](std::size_t k) { return list[k].ttftP95Ms <= c.ttftP95Ms; });
        if (!dominated)
            out.frontier.push_back(i);
    }
}

void clearRanking(RecommendResult& out)
{
    out.cheapest.reset();
    out.cheapestWithoutOffload.reset();
    out.cheapestWithOffload.reset();
    out.cheapestPerGpu.clear();
    out.frontier.clear();
}

// The simulation confirms the cheapest few and the cheapest with and without a CPU tier; one it
// fails leaves the list, and the next in line is confirmed in its place.
void confirmCheapest(RecommendResult& out, const Catalog& catalog, const RecommendOptions& o)
{
    std::size_t simulations = 0;
    while (true) {
        clearRanking(out);
        rank(out);
        std::vector<std::size_t> targets;
        for (std::size_t i = 0; i < std::min<std::size_t>(3, out.candidates.size()); ++i)
            targets.push_back(i);
        for (const auto& k : {out.cheapestWithoutOffload, out.cheapestWithOffload})
            if (k)
                targets.push_back(*k);
        bool any = false;
        for (std::size_t k : targets) {
            if (out.candidates[k].simulated || simulations >= o.simulateCheapest * 4)
                continue;
            if (cancelled(o)) {
                out.cancelled = true;
                return;
            }
            confirm(out.candidates[k], catalog);
            ++simulations;
            any = true;
        }
        const std::size_t before = out.candidates.size();
        std::erase_if(out.candidates, [](const Candidate& c) { return !c.meetsSla; });
        out.rejected += before - out.candidates.size();
        if (!any || before == out.candidates.size()) {
            clearRanking(out);
            rank(out);
            return;
        }
    }
}

} // namespace

std::vector<CandidateShape> candidateShapes(const Scenario& base, const Catalog& catalog,
                                            const PriceList& prices, const RecommendOptions& o)
{
    std::vector<CandidateShape> shapes;
    for (const GpuEntry& g : catalog.gpus) {
        if (!o.gpuIds.empty() &&
            std::find(o.gpuIds.begin(), o.gpuIds.end(), g.id) == o.gpuIds.end())
            continue;
        if (!prices.gpus.count(g.id))
            continue;
        std::vector<std::optional<KvCacheDtype>> kvDtypes = {std::nullopt};
        if (o.searchKvDtype && g.denseTflopsFp8 && bytesPerValue(effectiveKvCacheDtype(base)) > 1)
            kvDtypes.push_back(KvCacheDtype::Fp8);
        for (std::uint64_t perNode : o.gpusPerNode) {
            if (!prices.chassis.count(perNode))
                continue;
            for (std::uint64_t tp = 1; tp <= perNode; tp *= 2) {
                if (perNode % tp != 0 || !tensorParallelFits(base, tp))
                    continue;
                for (bool offload : {false, true})
                    for (const std::optional<KvCacheDtype>& kv : kvDtypes)
                        shapes.push_back({g.id, perNode, tp, offload, kv});
            }
        }
    }
    return shapes;
}

Scenario candidateScenario(const Scenario& base, const Catalog& catalog,
                           const CandidateShape& shape, std::uint64_t nodes)
{
    Scenario s = base;
    if (const GpuEntry* g = catalog.gpu(shape.gpuId))
        applyGpu(s, *g);
    s.gpu.count = shape.gpusPerNode;
    s.serving.tensorParallel = shape.tensorParallel;
    s.serving.kvCacheMemoryGiB.reset(); // a budget of another GPU
    s.host.gpuSockets.clear();          // named the old cards
    s.host.nodes = nodes;
    s.offload.enabled = shape.offload;
    if (shape.kvCacheDtype)
        s.kvCacheDtype = *shape.kvCacheDtype;
    // The NVMe tier is staged through the CPU tier: without one there is none.
    s.nvme.enabled = base.nvme.enabled && shape.offload;
    return s;
}

RecommendResult recommend(const Scenario& base, const Catalog& catalog, const PriceList& prices,
                          const RecommendOptions& o)
{
    const auto start = std::chrono::steady_clock::now();
    RecommendResult out;
    for (const GpuEntry& g : catalog.gpus)
        if (!prices.gpus.count(g.id))
            out.unpricedGpus.push_back(g.id);
    // Every candidate keeps the scenario's model and context: one the model does not take is
    // no solution on any GPU (its load is withheld, §10), so none is planned.
    if (std::optional<Diagnostic> refused = contextAboveModelMaximum(base)) {
        out.refused = std::move(*refused);
        return out;
    }
    const std::vector<CandidateShape> shapes = candidateShapes(base, catalog, prices, o);
    std::vector<Candidate> passed;
    for (std::size_t i = 0; i < shapes.size(); ++i) {
        if (cancelled(o)) {
            out.cancelled = true;
            break;
        }
        if (o.progress)
            o.progress(i, shapes.size());
        // More nodes cost more: stop at the first that meets the SLA. The plan's own node count
        // (memory) is the least worth trying. The one-node plan is the first candidate's own
        // when it is tried (plan() is deterministic: planned once).
        const Scenario single = candidateScenario(base, catalog, shapes[i], 1);
        const SizingResult least = plan(single, catalog, PlanOptions{.derivations = false});
        std::uint64_t from = 1;
        for (const Diagnostic& d : least.diagnostics)
            if (d.code == DiagnosticCode::MemoryNeedsMoreNodes && d.params.contains("nodes") &&
                d.params["nodes"].is_number_unsigned())
                from = d.params["nodes"].get<std::uint64_t>();
        for (std::uint64_t n = from; n <= o.maxNodes; ++n) {
            const Scenario s = n == 1 ? single : candidateScenario(base, catalog, shapes[i], n);
            ++out.searched;
            std::optional<SizingResult> planned;
            if (n != 1)
                planned = plan(s, catalog, PlanOptions{.derivations = false});
            const std::optional<Candidate> c =
                evaluate(s, planned ? *planned : least, shapes[i], catalog, prices, o);
            if (!c) {
                ++out.rejected;
                if (n > from)
                    break; // an error more nodes do not cure (or no price)
                continue;
            }
            if (c->meetsSla) {
                passed.push_back(*c);
                break;
            }
            ++out.rejected;
            if (c->gpuBusyShare <= 0.0)
                break;
        }
    }
    if (o.progress)
        o.progress(shapes.size(), shapes.size());
    out.candidates = std::move(passed);
    confirmCheapest(out, catalog, o);
    out.seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
    return out;
}

} // namespace kvp
