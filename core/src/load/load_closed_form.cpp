// SPDX-License-Identifier: GPL-3.0-or-later
// §10's closed form. Open Poisson arrivals at λ per instance:
// - prefill is one FIFO server: a request's reload (the engine waits for it) and its chunks of
//   the token budget left by the decoding requests, each a step of stepSeconds(); its
//   utilisation ρ = λ × E[S], its wait Pollaczek–Khinchine's
//   λ E[S²] / (2 (1 − ρ)), with an exponential tail P(W > x) = ρ e^(−ρ x / E[W]);
// - the GPU is busy while any request is in the system (M/G/∞: 1 − e^(−λ E[T]));
// - the busy time not spent in prefill steps is spent in decode steps; every step moves each
//   decoding request one token, so the time per output token is the mean step time;
// - the batch is Little's law, B = λ × output tokens × TPOT.
// A concurrency limit C (a benchmark) is Little's law over the whole request: the λ with
// λ × E[T](λ) = C. Every request at once (no rate, no limit) has no closed form.
#include "kvplan/latency.h"
#include "kvplan/load_model.h"
#include "kvplan/load_quantile.h"

#include <algorithm>
#include <cmath>
#include <limits>

namespace kvp {

namespace {

constexpr int kIterations = 60;

struct Solution {
    bool saturated = false;
    double tpot = 0.0;
    double busy = 0.0;
    double batch = 0.0; // decoding requests while busy
    double rho = 0.0;
    double waitMean = 0.0;
    double residual = 0.0;        // the step in progress when a request arrives
    double requestOverhead = 0.0; // the API server's share of TTFT and its queue (not GPU time)
    // Each class's share, reload and service (its prefill: chunks of the budget), in the
    // workload's order: the TTFT mixture of every request as it is.
    std::vector<DelayClass> classes;
};

struct Means {
    double newTokens = 0.0, output = 0.0, prompt = 0.0, context = 0.0, attentionPerToken = 0.0;
};

// What the fixed point needs of each class and never changes: its share, its reload and which of
// the workload's prefill lengths it has, side by side, worked out once per closed form rather
// than once an iteration. A class's prefill (its chunks and service) depends on its tokens alone,
// and a workload's classes share a few lengths (every hit of a turn prefills its new message):
// each iteration works out each length's once (issue #24).
struct ClassParts {
    std::vector<double> share, reload;
    std::vector<std::uint32_t> length; // the index of the class's prefill in `tokens`
    std::vector<double> tokens;        // the prefill lengths, in order of first use
};

// The classes' parts and their means, in one pass over the classes: each sum takes its terms in
// the classes' order.
ClassParts partsOf(const EngineLoadModel& e, const LoadWorkload& w, Means& m)
{
    ClassParts p;
    const std::size_t n = w.classes.size();
    p.share.resize(n);
    p.reload.resize(n);
    p.length.resize(n);
    p.tokens.reserve(n);
    m = Means{};
    double outputWeighted = 0.0;
    // A workload's classes come in runs alike (the tiers of one turn, the turns past the window):
    // a run's attention FLOPs and reload worked out once, the same double each time.
    std::uint64_t lastCached = 0, lastFresh = 0, lastCpu = 0, lastNvme = 0;
    double lastFlops = -1.0, lastReload = -1.0, longest = 0.0;
    for (std::size_t k = 0; k < n; ++k) {
        const LoadRequestClass& c = w.classes[k];
        const std::uint64_t cached = c.gpuCachedTokens + c.cpuCachedTokens + c.nvmeCachedTokens;
        const std::uint64_t fresh = std::max<std::uint64_t>(1, c.promptTokens - cached);
        if (lastFlops < 0.0 || cached != lastCached || fresh != lastFresh) {
            lastFlops = attentionFlops(e.prefill, cached, fresh);
            lastCached = cached;
            lastFresh = fresh;
        }
        const double tokens = double(fresh);
        m.newTokens += c.share * tokens;
        m.output += c.share * double(c.outputTokens);
        m.prompt += c.share * double(c.promptTokens);
        // Decode reads the prompt and half the answer on average, per output token.
        outputWeighted +=
            c.share * double(c.outputTokens) * (double(c.promptTokens) + c.outputTokens / 2.0);
        m.attentionPerToken += c.share * lastFlops;
        if (lastReload < 0.0 || c.cpuCachedTokens != lastCpu || c.nvmeCachedTokens != lastNvme) {
            lastReload = reloadSeconds(e, c.cpuCachedTokens, false) +
                         reloadSeconds(e, c.nvmeCachedTokens, true);
            lastCpu = c.cpuCachedTokens;
            lastNvme = c.nvmeCachedTokens;
        }
        p.share[k] = c.share;
        p.reload[k] = lastReload;
        // Its prefill length: the previous class's, a longer one than any before (a new turn's
        // miss), else found among those before.
        std::size_t i = k > 0 ? p.length[k - 1] : 0;
        if (k == 0 || tokens > longest) {
            i = p.tokens.size();
            longest = tokens;
        } else if (p.tokens[i] != tokens) {
            i = 0;
            while (i < p.tokens.size() && p.tokens[i] != tokens)
                ++i;
        }
        if (i == p.tokens.size())
            p.tokens.push_back(tokens);
        p.length[k] = std::uint32_t(i);
    }
    m.context = m.output > 0.0 ? outputWeighted / m.output : 0.0;
    m.attentionPerToken = m.newTokens > 0.0 ? m.attentionPerToken / m.newTokens : 0.0;
    return p;
}

// ⌈x⌉ of 0 ≤ x < 2^53, exactly std::ceil's answer without its library call.
double ceilOf(double x)
{
    const double whole = double(std::int64_t(x));
    return whole < x ? whole + 1.0 : whole;
}

// How the fixed point moves from (TPOT, busy) toward the map's image of it (issue #24): Anderson's
// mixing of the last two images, weighted so that their residuals (image − point, TPOT's relative
// to TPOT) cancel as far as they can — 11 iterations for the worked example, where the damped
// average of the point and its image took 55, halving the distance each time. Near saturation
// (the GPU busy all the time) the map's slope nears 1 and the damped average crawls: it left
// TPOT moving by 0.02 % an iteration after its 60, where the mixing, a secant step, converges in
// under 20. Once a step fails to shrink at all (an oscillating map, or the last bits reached),
// the damped average takes over from there for good: it converges wherever the map's slope is
// between −3 and 1.
class Steps {
public:
    void advance(double& tpot, double& busy, double newTpot, double newBusy)
    {
        const double larger = std::max(tpot, newTpot);
        const double rt = larger > 0.0 ? (newTpot - tpot) / larger : 0.0, rb = newBusy - busy;
        const double size = std::max(std::abs(rt), std::abs(rb));
        if (whole_ && started_ && size >= last_)
            whole_ = false;
        last_ = size;
        if (!whole_) {
            tpot = 0.5 * tpot + 0.5 * newTpot;
            busy = 0.5 * busy + 0.5 * newBusy;
            return;
        }
        double t = newTpot, b = newBusy;
        if (started_) {
            const double dt = rt - rt_, db = rb - rb_, norm = dt * dt + db * db;
            const double g = norm > 0.0 ? (rt * dt + rb * db) / norm : 0.0;
            t = newTpot - g * (newTpot - imageTpot_);
            b = newBusy - g * (newBusy - imageBusy_);
            if (!(t > 0.0) || !(b > 0.0 && b <= 1.0))
                t = newTpot, b = newBusy;
        }
        started_ = true;
        rt_ = rt, rb_ = rb, imageTpot_ = newTpot, imageBusy_ = newBusy;
        tpot = t;
        busy = b;
    }

private:
    bool whole_ = true;
    bool started_ = false;
    double last_ = 0.0;
    double rt_ = 0.0, rb_ = 0.0, imageTpot_ = 0.0, imageBusy_ = 0.0;
};

// One fixed point of TPOT, busy share and batch at arrival rate λ. The sums over the classes are
// taken in the workload's order, term by term as written: the figures are the same to the bit
// whatever the loops' shape.
Solution solve(const EngineLoadModel& e, const ClassParts& parts, const Means& m, double lambda)
{
    Solution s;
    // The API server takes requests one at a time for frontendSecondsPerRequest each: an M/D/1
    // queue ahead of the engine, its mean wait λ d² / (2 (1 − λ d)), saturated at λ d ≥ 1.
    const double frontend = e.frontendSecondsPerRequest;
    const double frontendRho = lambda * frontend;
    if (frontendRho >= 1.0) {
        s.saturated = true;
        return s;
    }
    s.requestOverhead = e.requestOverheadSeconds + frontend +
                        lambda * frontend * frontend / (2.0 * (1.0 - frontendRho));
    const double budget = double(e.tokenBudget);
    double tpot = stepSeconds(e, 1.0, e.attentionFlopsPerContextToken * m.context, m.context, 1.0);
    double busy = 0.0;
    const std::size_t n = parts.share.size(), lengths = parts.tokens.size();
    const double* share = parts.share.data();
    const double* reload = parts.reload.data();
    const std::uint32_t* length = parts.length.data();
    const double* tokens = parts.tokens.data();
    // Per prefill length: its chunks, its service and the steps that carry it.
    std::vector<double> scratch(3 * lengths); // one allocation for the three
    double* const chunks = scratch.data();
    double* const service = chunks + lengths;
    double* const stepsOf = service + lengths;
    Steps steps;
    for (int i = 0; i < kIterations; ++i) {
        const double batch = busy > 0.0 ? std::max(1.0, lambda * m.output * tpot / busy) : 1.0;
        const double chunk = std::max(1.0, budget - batch);
        const double decodeAttention = batch * e.attentionFlopsPerContextToken * m.context;
        const double mixed =
            stepSeconds(e, chunk + batch, decodeAttention + chunk * m.attentionPerToken,
                        batch * m.context + m.prompt, batch + 1.0);
        const double decode = stepSeconds(e, batch, decodeAttention, batch * m.context, batch);
        // Prefill: each class's tokens in chunks; its service and the server's moments.
        for (std::size_t j = 0; j < lengths; ++j) {
            chunks[j] = tokens[j] / chunk;
            service[j] = std::max(decode, chunks[j] * mixed);
        }
        double es = 0.0, es2 = 0.0, ttftMean = 0.0;
        for (std::size_t k = 0; k < n; ++k) {
            // The engine waits for a reload as the simulation's does: it holds the server too.
            const double held = reload[k] + service[length[k]];
            const double term = share[k] * held; // share × (reload + t)
            es += term;
            es2 += term * held;
            ttftMean += term;
        }
        s.rho = lambda * es;
        if (s.rho >= 1.0 || batch > double(e.maxNumSeqs) ||
            batch * (m.prompt + m.output) > double(e.kvTokenCapacity)) {
            s.saturated = true;
            return s;
        }
        s.residual = decode / 2.0;
        s.waitMean = lambda * es2 / (2.0 * (1.0 - s.rho)) + s.residual;
        // The API server's share is latency, not GPU time: it keeps a client's slot, not the GPU.
        const double inSystemGpu = ttftMean + std::max(0.0, m.output - 1.0) * tpot;
        const double newBusy = std::clamp(-std::expm1(-lambda * inSystemGpu), s.rho, 1.0);
        const double decodeSteps = std::max(0.0, newBusy - s.rho) / decode;
        // Steps that carry a prefill: one or more per request when prefills arrive alone,
        // packed into full budgets when they queue.
        const double rho = s.rho, alone = 1.0 - rho;
        for (std::size_t j = 0; j < lengths; ++j)
            stepsOf[j] = alone * ceilOf(chunks[j]) + rho * tokens[j] / chunk;
        double stepsPerRequest = 0.0;
        for (std::size_t k = 0; k < n; ++k)
            stepsPerRequest += share[k] * stepsOf[length[k]];
        const double prefillSteps = lambda * stepsPerRequest;
        const double newTpot =
            decodeSteps + prefillSteps > 0.0 ? newBusy / (decodeSteps + prefillSteps) : decode;
        s.batch = batch;
        // Where an iteration changes nothing, every later one repeats it: the answer is here.
        const double wasTpot = tpot, wasBusy = busy;
        steps.advance(tpot, busy, newTpot, newBusy);
        if (tpot == wasTpot && busy == wasBusy)
            break;
    }
    s.tpot = tpot;
    s.busy = busy;
    s.classes.resize(n);
    for (std::size_t k = 0; k < n; ++k)
        s.classes[k] = {share[k], reload[k], service[length[k]]};
    return s;
}

// The classes selected by `pick`: their share, how many and where they lie in the workload.
struct Picked {
    double total = 0.0;
    std::size_t count = 0, first = 0, last = 0;
};

// TTFT's mean over the classes selected by `pick` (`picked`: which they are).
template <class Pick>
double ttftMeanOf(const LoadWorkload& w, const Solution& s, Pick pick, Picked& picked)
{
    double mean = 0.0;
    picked = Picked{};
    for (std::size_t k = 0; k < w.classes.size(); ++k)
        if (pick(w.classes[k])) {
            const DelayClass& c = s.classes[k];
            picked.total += c.share;
            mean += c.share * (c.reload + c.service);
            picked.first = picked.count++ == 0 ? k : picked.first;
            picked.last = k;
        }
    return picked.total > 0.0 ? mean / picked.total + s.waitMean + s.requestOverhead : 0.0;
}

bool everyRequest(const LoadRequestClass&)
{
    return true;
}

// TTFT's mean and percentiles over the classes selected by `pick`. Their mixture is the
// solution's own classes where they lie side by side (every request; the returning ones after
// the new conversations' first turns), else a copy of them in the workload's order.
template <class Pick> Percentiles ttftOf(const LoadWorkload& w, const Solution& s, Pick pick)
{
    Percentiles p;
    Picked picked;
    p.mean = ttftMeanOf(w, s, pick, picked);
    if (picked.total <= 0.0)
        return p;
    std::span<const DelayClass> classes = s.classes;
    std::vector<DelayClass> copied;
    if (picked.last - picked.first + 1 == picked.count) {
        classes = classes.subspan(picked.first, picked.count);
    } else {
        copied.reserve(picked.count);
        for (std::size_t k = 0; k < w.classes.size(); ++k)
            if (pick(w.classes[k]))
                copied.push_back(s.classes[k]);
        classes = copied;
    }
    DelayMixture mixture;
    mixture.classes = classes;
    mixture.residual = s.residual;
    mixture.rho = s.rho;
    mixture.tailMean = s.rho > 0.0 ? (s.waitMean - s.residual) / s.rho : 0.0;
    constexpr double kPs[] = {0.50, 0.95, 0.99};
    double x[3];
    delayMixtureQuantiles(mixture, kPs, x);
    p.p50 = x[0] + s.requestOverhead;
    p.p95 = x[1] + s.requestOverhead;
    p.p99 = x[2] + s.requestOverhead;
    return p;
}

double e2eMeanOf(const LoadWorkload& w, const Means& m, const Solution& s)
{
    Picked picked;
    return ttftMeanOf(w, s, everyRequest, picked) + std::max(0.0, m.output - 1.0) * s.tpot;
}

LoadFigures figuresOf(const LoadWorkload& w, const Means& m, const Solution& s, double lambda)
{
    LoadFigures f;
    f.saturated = s.saturated;
    if (s.saturated)
        return f;
    f.ttft = ttftOf(w, s, everyRequest);
    f.returningTtft = ttftOf(w, s, [](const LoadRequestClass& c) { return c.returning; });
    f.tpot = {s.tpot, s.tpot, s.tpot, s.tpot};
    // e2eMeanOf's sum: every request's mean TTFT, worked out above, and the decode.
    const double e2e = f.ttft.mean + std::max(0.0, m.output - 1.0) * s.tpot;
    f.e2e = {e2e, e2e, e2e, e2e};
    f.queueSecondsMean = s.waitMean;
    f.requestsPerSecond = lambda;
    f.outputTokensPerSecond = lambda * m.output;
    f.inputTokensPerSecond = lambda * m.prompt;
    f.gpuBusyShare = s.busy;
    f.meanBatch = s.batch;
    return f;
}

} // namespace

std::optional<LoadFigures> closedFormLoad(const EngineLoadModel& e, const LoadWorkload& w)
{
    if (!e.available || w.classes.empty())
        return std::nullopt;
    Means m;
    const ClassParts parts = partsOf(e, w, m);
    if (w.maxConcurrency == 0) {
        if (w.requestRatePerS <= 0.0)
            return std::nullopt; // a burst: no steady state
        return figuresOf(w, m, solve(e, parts, m, w.requestRatePerS), w.requestRatePerS);
    }
    // Little over the whole request: λ × (TTFT + (output − 1) × TPOT) = C, below saturation.
    const double limit = double(w.maxConcurrency);
    const auto inFlight = [&](double lambda, Solution& s) {
        s = solve(e, parts, m, lambda);
        if (s.saturated)
            return std::numeric_limits<double>::infinity();
        return lambda * e2eMeanOf(w, m, s); // its percentiles are not needed here
    };
    Solution s;
    double lo = 0.0, hi = 1.0;
    while (inFlight(hi, s) < limit && hi < 1e7)
        hi *= 2.0;
    for (int i = 0; i < 60; ++i) {
        const double mid = 0.5 * (lo + hi);
        (inFlight(mid, s) < limit ? lo : hi) = mid;
    }
    double lambda = lo;
    if (w.requestRatePerS > 0.0)
        lambda = std::min(lambda, w.requestRatePerS);
    if (lambda <= 0.0)
        return std::nullopt;
    s = solve(e, parts, m, lambda);
    // In a closed loop the queue is bounded by the limit: no request waits for more than the
    // others in flight.
    return figuresOf(w, m, s, lambda);
}

} // namespace kvp
