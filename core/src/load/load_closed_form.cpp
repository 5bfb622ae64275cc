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
#if defined(__SSE2__)
#include <emmintrin.h>
#endif

namespace kvp {

namespace {

constexpr int kIterations = 60;

struct ClassTimes {
    double newTokens = 0.0;
    double reload = 0.0;
    double service = 0.0; // its prefill: chunks of the budget
};

struct Solution {
    bool saturated = false;
    double tpot = 0.0;
    double busy = 0.0;
    double batch = 0.0; // decoding requests while busy
    double rho = 0.0;
    double waitMean = 0.0;
    double residual = 0.0;        // the step in progress when a request arrives
    double requestOverhead = 0.0; // the API server's share of TTFT and its queue (not GPU time)
    std::vector<ClassTimes> times;
};

struct Means {
    double newTokens = 0.0, output = 0.0, prompt = 0.0, context = 0.0, attentionPerToken = 0.0;
};

Means meansOf(const EngineLoadModel& e, const LoadWorkload& w)
{
    Means m;
    double outputWeighted = 0.0;
    for (const LoadRequestClass& c : w.classes) {
        const std::uint64_t cached = c.gpuCachedTokens + c.cpuCachedTokens + c.nvmeCachedTokens;
        const std::uint64_t fresh = std::max<std::uint64_t>(1, c.promptTokens - cached);
        m.newTokens += c.share * double(fresh);
        m.output += c.share * double(c.outputTokens);
        m.prompt += c.share * double(c.promptTokens);
        // Decode reads the prompt and half the answer on average, per output token.
        outputWeighted +=
            c.share * double(c.outputTokens) * (double(c.promptTokens) + c.outputTokens / 2.0);
        m.attentionPerToken += c.share * attentionFlops(e.prefill, cached, fresh);
    }
    m.context = m.output > 0.0 ? outputWeighted / m.output : 0.0;
    m.attentionPerToken = m.newTokens > 0.0 ? m.attentionPerToken / m.newTokens : 0.0;
    return m;
}

// What the fixed point needs of each class and never changes: its share, the tokens it prefills
// and its reload, side by side, worked out once per closed form rather than once an iteration.
struct ClassParts {
    std::vector<double> share, newTokens, reload;
};

ClassParts partsOf(const EngineLoadModel& e, const LoadWorkload& w)
{
    ClassParts p;
    for (const LoadRequestClass& c : w.classes) {
        const std::uint64_t cached = c.gpuCachedTokens + c.cpuCachedTokens + c.nvmeCachedTokens;
        p.share.push_back(c.share);
        p.newTokens.push_back(double(std::max<std::uint64_t>(1, c.promptTokens - cached)));
        p.reload.push_back(reloadSeconds(e, c.cpuCachedTokens, false) +
                           reloadSeconds(e, c.nvmeCachedTokens, true));
    }
    return p;
}

// ⌈x⌉ of 0 ≤ x < 2^53, exactly std::ceil's answer without its library call.
double ceilOf(double x)
{
    const double whole = double(std::int64_t(x));
    return whole < x ? whole + 1.0 : whole;
}

#if defined(__SSE2__)
// The fixed point's sums over the classes take two classes at a time (issue #24): the products
// of each pair in one SSE2 instruction, each the same IEEE double as the scalar one, then added
// to the sums one after the other in the classes' order as the scalar loop adds them — the same
// answer to the bit, in fewer instructions. The scalar loop takes the last, odd class (and all
// of them on a processor without SSE2).
double high(__m128d v)
{
    return _mm_cvtsd_f64(_mm_unpackhi_pd(v, v));
}

// ⌈x⌉ of each 0 ≤ x < 2^53, exactly ceilOf's answer: x + 2^52 − 2^52 is the whole number
// nearest x below 2^52, one more where that is below x; from 2^52 on x is whole already.
__m128d ceilOf(__m128d x)
{
    const __m128d big = _mm_set1_pd(4503599627370496.0); // 2^52
    const __m128d near = _mm_sub_pd(_mm_add_pd(x, big), big);
    const __m128d up = _mm_add_pd(near, _mm_and_pd(_mm_cmplt_pd(near, x), _mm_set1_pd(1.0)));
    const __m128d whole = _mm_cmpge_pd(x, big);
    return _mm_or_pd(_mm_and_pd(whole, x), _mm_andnot_pd(whole, up));
}
#endif

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
    const std::size_t n = parts.share.size();
    const double* share = parts.share.data();
    const double* newTokens = parts.newTokens.data();
    const double* reload = parts.reload.data();
    std::vector<double> chunks(n), service(n);
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
        double es = 0.0, es2 = 0.0, ttftMean = 0.0;
        std::size_t k = 0;
#if defined(__SSE2__)
        const __m128d chunk2 = _mm_set1_pd(chunk), mixed2 = _mm_set1_pd(mixed),
                      decode2 = _mm_set1_pd(decode);
        __m128d sums = _mm_setzero_pd(); // es and es2, each summed in its own lane
        for (; k + 2 <= n; k += 2) {
            const __m128d share2 = _mm_loadu_pd(share + k);
            const __m128d chunksOf = _mm_div_pd(_mm_loadu_pd(newTokens + k), chunk2);
            // std::max(decode, y) is y where decode < y, else decode: maxpd(y, decode).
            const __m128d t = _mm_max_pd(_mm_mul_pd(chunksOf, mixed2), decode2);
            _mm_storeu_pd(chunks.data() + k, chunksOf);
            _mm_storeu_pd(service.data() + k, t);
            // The engine waits for a reload as the simulation's does: it holds the server too.
            const __m128d held = _mm_add_pd(_mm_loadu_pd(reload + k), t);
            const __m128d s1 = _mm_mul_pd(share2, held);
            const __m128d s2 = _mm_mul_pd(s1, held);
            sums = _mm_add_pd(sums, _mm_unpacklo_pd(s1, s2)); // class k
            sums = _mm_add_pd(sums, _mm_unpackhi_pd(s1, s2)); // class k + 1
            ttftMean += _mm_cvtsd_f64(s1);                    // share × (reload + t)
            ttftMean += high(s1);
        }
        es = _mm_cvtsd_f64(sums);
        es2 = high(sums);
#endif
        for (; k < n; ++k) {
            const double chunksOf = newTokens[k] / chunk;
            const double t = std::max(decode, chunksOf * mixed);
            chunks[k] = chunksOf;
            service[k] = t;
            // The engine waits for a reload as the simulation's does: it holds the server too.
            const double held = reload[k] + t;
            es += share[k] * held;
            es2 += share[k] * held * held;
            ttftMean += share[k] * (reload[k] + t);
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
        double stepsPerRequest = 0.0;
        k = 0;
#if defined(__SSE2__)
        const __m128d alone2 = _mm_set1_pd(alone), rho2 = _mm_set1_pd(rho);
        for (; k + 2 <= n; k += 2) {
            const __m128d term = _mm_mul_pd(
                _mm_loadu_pd(share + k),
                _mm_add_pd(_mm_mul_pd(alone2, ceilOf(_mm_loadu_pd(chunks.data() + k))),
                           _mm_div_pd(_mm_mul_pd(rho2, _mm_loadu_pd(newTokens + k)), chunk2)));
            stepsPerRequest += _mm_cvtsd_f64(term);
            stepsPerRequest += high(term);
        }
#endif
        for (; k < n; ++k)
            stepsPerRequest += share[k] * (alone * ceilOf(chunks[k]) + rho * newTokens[k] / chunk);
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
    s.times.resize(n);
    for (std::size_t k = 0; k < n; ++k)
        s.times[k] = {newTokens[k], reload[k], service[k]};
    return s;
}

// TTFT's mean over the classes selected by `pick` (their share in `total`).
template <class Pick>
double ttftMeanOf(const LoadWorkload& w, const Solution& s, Pick pick, double& total)
{
    double mean = 0.0;
    total = 0.0;
    for (std::size_t k = 0; k < w.classes.size(); ++k)
        if (pick(w.classes[k])) {
            total += w.classes[k].share;
            mean += w.classes[k].share * (s.times[k].reload + s.times[k].service);
        }
    return total > 0.0 ? mean / total + s.waitMean + s.requestOverhead : 0.0;
}

template <class Pick> Percentiles ttftOf(const LoadWorkload& w, const Solution& s, Pick pick)
{
    Percentiles p;
    double total = 0.0;
    p.mean = ttftMeanOf(w, s, pick, total);
    if (total <= 0.0)
        return p;
    std::vector<DelayClass> classes;
    classes.reserve(w.classes.size());
    for (std::size_t k = 0; k < w.classes.size(); ++k)
        if (pick(w.classes[k]))
            classes.push_back({w.classes[k].share, s.times[k].reload, s.times[k].service});
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

bool everyRequest(const LoadRequestClass&)
{
    return true;
}

double e2eMeanOf(const LoadWorkload& w, const Means& m, const Solution& s)
{
    double total = 0.0;
    return ttftMeanOf(w, s, everyRequest, total) + std::max(0.0, m.output - 1.0) * s.tpot;
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
    const double e2e = e2eMeanOf(w, m, s);
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
    const Means m = meansOf(e, w);
    const ClassParts parts = partsOf(e, w);
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
