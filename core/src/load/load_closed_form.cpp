// SPDX-License-Identifier: GPL-3.0-or-later
// §10's closed form. Open Poisson arrivals at λ per instance:
// - prefill is one FIFO server: chunks of the token budget left by the decoding requests, each
//   a step of stepSeconds(); its utilisation ρ = λ × E[S], its wait Pollaczek–Khinchine's
//   λ E[S²] / (2 (1 − ρ)), with an exponential tail P(W > x) = ρ e^(−ρ x / E[W]);
// - the GPU is busy while any request is in the system (M/G/∞: 1 − e^(−λ E[T]));
// - the busy time not spent in prefill steps is spent in decode steps; every step moves each
//   decoding request one token, so the time per output token is the mean step time;
// - the batch is Little's law, B = λ × output tokens × TPOT.
// A concurrency limit C (a benchmark) is Little's law over the whole request: the λ with
// λ × E[T](λ) = C. Every request at once (no rate, no limit) has no closed form.
//
// It runs in every plan and in every step of a sweep or a search, so it is written for speed:
// what does not change between the fixed point's iterations is computed once (each class's new
// tokens and reload, sorted, with running sums: an iteration's sums over the classes are a
// binary search), the iteration stops when it has converged, and the percentiles are solved
// exactly, in one pass over the classes in order of their time before the wait.
#include "kvplan/latency.h"
#include "kvplan/load_model.h"

#include <algorithm>
#include <array>
#include <cmath>
#include <limits>

namespace kvp {

namespace {

constexpr int kIterations = 60;
// The fixed point has converged when an iteration moves TPOT and the busy share by less than
// this share: far below what a report shows (1e-9 of a percentile is a nanosecond per second).
constexpr double kConverged = 1e-13;
constexpr std::array<double, 3> kPercentiles = {0.50, 0.95, 0.99};

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
    double residual = 0.0;                         // the step in progress when a request arrives
    double requestOverhead = 0.0;                  // the API server's share of TTFT (not GPU time)
    double serviceMean = 0.0;                      // reload + prefill, over every class
    double chunk = 0.0, mixed = 0.0, decode = 0.0; // the last iteration's steps
    std::vector<ClassTimes> times;                 // fillServices()
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

// The classes as the fixed point needs them, the same at every rate and every iteration: their
// new tokens in ascending order with running sums, so that an iteration's sums over the classes
// (a class's prefill is max(decode step, new tokens / chunk × mixed step), the first ones a
// decode step's) take a binary search instead of a pass over the classes.
struct ClassSums {
    std::vector<ClassTimes> times;   // per class, in the workload's order
    std::vector<double> newTokens;   // ascending
    std::vector<double> shares;      // in the same order
    std::vector<double> shareBefore; // Σ share of the classes before index i (size + 1)
    std::vector<double> tokensFrom, squaresFrom; // Σ share × n, Σ share × n² from index i on
    double reload = 0.0;                         // Σ share × reload
};

ClassSums classSums(const EngineLoadModel& e, const LoadWorkload& w)
{
    ClassSums c;
    const std::size_t n = w.classes.size();
    c.times.resize(n);
    std::vector<std::pair<double, double>> byTokens(n); // new tokens, share
    for (std::size_t k = 0; k < n; ++k) {
        const LoadRequestClass& r = w.classes[k];
        const std::uint64_t cached = r.gpuCachedTokens + r.cpuCachedTokens + r.nvmeCachedTokens;
        c.times[k].newTokens = double(std::max<std::uint64_t>(1, r.promptTokens - cached));
        c.times[k].reload =
            reloadSeconds(e, r.cpuCachedTokens, false) + reloadSeconds(e, r.nvmeCachedTokens, true);
        c.reload += r.share * c.times[k].reload;
        byTokens[k] = {c.times[k].newTokens, r.share};
    }
    std::sort(byTokens.begin(), byTokens.end());
    c.newTokens.resize(n);
    c.shares.resize(n);
    c.shareBefore.assign(n + 1, 0.0);
    c.tokensFrom.assign(n + 1, 0.0);
    c.squaresFrom.assign(n + 1, 0.0);
    for (std::size_t i = 0; i < n; ++i) {
        c.newTokens[i] = byTokens[i].first;
        c.shares[i] = byTokens[i].second;
        c.shareBefore[i + 1] = c.shareBefore[i] + byTokens[i].second;
    }
    for (std::size_t i = n; i-- > 0;) {
        const auto [tokens, share] = byTokens[i];
        c.tokensFrom[i] = c.tokensFrom[i + 1] + share * tokens;
        c.squaresFrom[i] = c.squaresFrom[i + 1] + share * tokens * tokens;
    }
    return c;
}

// The first class (in ascending new tokens) for which `above` holds; `above` is monotone.
template <class Above> std::size_t firstAbove(const std::vector<double>& tokens, Above above)
{
    return std::size_t(
        std::partition_point(tokens.begin(), tokens.end(), [&](double n) { return !above(n); }) -
        tokens.begin());
}

// Σ share × ⌈n / chunk⌉: the share of the classes above each multiple of the chunk, or class by
// class when the multiples outnumber the classes (a chunk of a few tokens). The same quotient as
// a class's own (n / chunk > m ⟺ ⌈n / chunk⌉ > m).
double shareTimesChunks(const ClassSums& c, double chunk)
{
    double sum = 0.0;
    if (c.newTokens.back() / chunk > double(c.newTokens.size())) {
        for (std::size_t i = 0; i < c.newTokens.size(); ++i)
            sum += c.shares[i] * std::ceil(c.newTokens[i] / chunk);
        return sum;
    }
    const double total = c.shareBefore.back();
    for (double m = 0.0;; m += 1.0) {
        const std::size_t i = firstAbove(c.newTokens, [&](double n) { return n / chunk > m; });
        if (i == c.newTokens.size())
            return sum;
        sum += total - c.shareBefore[i];
    }
}

bool converged(double before, double after)
{
    return std::abs(after - before) <= kConverged * std::abs(after);
}

// One fixed point of TPOT, busy share and batch at arrival rate λ.
Solution solve(const EngineLoadModel& e, const Means& m, const ClassSums& c, double lambda)
{
    Solution s;
    s.requestOverhead = e.requestOverheadSeconds;
    const double budget = double(e.tokenBudget);
    double tpot = stepSeconds(e, 1.0, e.attentionFlopsPerContextToken * m.context, m.context);
    double busy = 0.0;
    for (int i = 0; i < kIterations; ++i) {
        const double batch = busy > 0.0 ? std::max(1.0, lambda * m.output * tpot / busy) : 1.0;
        const double chunk = std::max(1.0, budget - batch);
        const double decodeAttention = batch * e.attentionFlopsPerContextToken * m.context;
        const double mixed =
            stepSeconds(e, chunk + batch, decodeAttention + chunk * m.attentionPerToken,
                        batch * m.context + m.prompt);
        const double decode = stepSeconds(e, batch, decodeAttention, batch * m.context);
        // Prefill: each class's tokens in chunks; its service and the server's moments.
        const std::size_t chunked =
            firstAbove(c.newTokens, [&](double n) { return n / chunk * mixed > decode; });
        const double perToken = mixed / chunk;
        const double es = decode * c.shareBefore[chunked] + perToken * c.tokensFrom[chunked];
        const double es2 =
            decode * decode * c.shareBefore[chunked] + perToken * perToken * c.squaresFrom[chunked];
        s.rho = lambda * es;
        s.chunk = chunk;
        s.mixed = mixed;
        s.decode = decode;
        if (s.rho >= 1.0 || batch > double(e.maxNumSeqs) ||
            batch * (m.prompt + m.output) > double(e.kvTokenCapacity)) {
            s.saturated = true;
            return s;
        }
        s.residual = decode / 2.0;
        s.waitMean = lambda * es2 / (2.0 * (1.0 - s.rho)) + s.residual;
        // The API server's share is latency, not GPU time: it keeps a client's slot, not the GPU.
        s.serviceMean = c.reload + es;
        const double inSystemGpu = s.serviceMean + std::max(0.0, m.output - 1.0) * tpot;
        const double newBusy = std::clamp(-std::expm1(-lambda * inSystemGpu), s.rho, 1.0);
        const double decodeSteps = std::max(0.0, newBusy - s.rho) / decode;
        // Steps that carry a prefill: one or more per request when prefills arrive alone,
        // packed into full budgets when they queue.
        const double stepsPerRequest =
            (1.0 - s.rho) * shareTimesChunks(c, chunk) + s.rho * c.tokensFrom.front() / chunk;
        const double prefillSteps = lambda * stepsPerRequest;
        const double newTpot =
            decodeSteps + prefillSteps > 0.0 ? newBusy / (decodeSteps + prefillSteps) : decode;
        const double lastTpot = tpot, lastBusy = busy;
        tpot = 0.5 * tpot + 0.5 * newTpot;
        busy = 0.5 * busy + 0.5 * newBusy;
        s.batch = batch;
        if (converged(lastTpot, tpot) && converged(lastBusy, busy))
            break;
    }
    s.tpot = tpot;
    s.busy = busy;
    return s;
}

// Each class's prefill at the solution (its last iteration's steps).
void fillServices(Solution& s, const ClassSums& c)
{
    s.times = c.times;
    for (ClassTimes& t : s.times)
        t.service = std::max(s.decode, t.newTokens / s.chunk * s.mixed);
}

// A class's TTFT before the wait's tail (the step in progress, its reload and its prefill),
// whether it is picked (the percentiles of every request and of the returning ones).
struct Start {
    double at = 0.0;
    double share = 0.0;
    bool returning = false;
};

// The percentiles of kPercentiles of the TTFT less the API server's share: the smallest x with
// P(TTFT ≤ x) ≥ p, where
//   P(TTFT ≤ x) = Σ over the classes with a_k ≤ x of share_k (1 − ρ e^(−(x − a_k) / τ)) / total,
// a_k the class's start, τ the wait's tail mean. Between two consecutive starts a ≤ x < a' that
// is (S − ρ E e^(−(x − a) / τ)) / total with S the shares started so far and
// E = Σ share_k e^(−(a − a_k) / τ): solved for x exactly, segment by segment, in one pass over
// the classes sorted by their start (E carried from one start to the next).
class PercentileWalk {
public:
    PercentileWalk(double total, double rho, double tau) : total_(total), rho_(rho), tau_(tau) {}

    // Every percentile reached before `next` (the next class's start) is solved; then the class
    // is counted.
    void add(double next, double share)
    {
        solveBefore(next);
        if (tau_ > 0.0)
            e_ = e_ * std::exp(-(next - at_) / tau_) + share;
        s_ += share;
        at_ = next;
    }
    std::array<double, 3> finish()
    {
        solveBefore(std::numeric_limits<double>::infinity());
        return x_;
    }

private:
    void solveBefore(double next)
    {
        for (; q_ < kPercentiles.size(); ++q_) {
            const double room = s_ - kPercentiles[q_] * total_; // the share above p
            if (room < 0.0)
                return;
            const double above = tau_ > 0.0 ? rho_ * e_ : 0.0; // still waiting at x = a
            const double x = above <= room ? at_ : at_ + tau_ * std::log(above / room);
            if (!(x < next))
                return;
            x_[q_] = x;
        }
    }

    double total_, rho_, tau_;
    double at_ = 0.0, s_ = 0.0, e_ = 0.0;
    std::size_t q_ = 0;
    std::array<double, 3> x_{};
};

// TTFT's mean over the classes `returning` picks (all of them when false), and its total share.
std::pair<double, double> ttftMeanOf(const LoadWorkload& w, const Solution& s, bool returningOnly)
{
    double mean = 0.0, total = 0.0;
    for (std::size_t k = 0; k < w.classes.size(); ++k)
        if (!returningOnly || w.classes[k].returning) {
            total += w.classes[k].share;
            mean += w.classes[k].share * (s.times[k].reload + s.times[k].service);
        }
    if (total <= 0.0)
        return {0.0, 0.0};
    return {mean / total + s.waitMean + s.requestOverhead, total};
}

// TTFT's percentiles of every request and of the returning ones.
void ttftPercentiles(const LoadWorkload& w, const Solution& s, Percentiles& all,
                     Percentiles& returning, double allTotal, double returningTotal)
{
    std::vector<Start> starts(w.classes.size());
    for (std::size_t k = 0; k < w.classes.size(); ++k)
        starts[k] = {s.residual + s.times[k].reload + s.times[k].service, w.classes[k].share,
                     w.classes[k].returning};
    std::sort(starts.begin(), starts.end(),
              [](const Start& a, const Start& b) { return a.at < b.at; });
    const double tau = s.rho > 0.0 ? (s.waitMean - s.residual) / s.rho : 0.0;
    PercentileWalk every(allTotal, s.rho, tau), back(returningTotal, s.rho, tau);
    for (const Start& c : starts) {
        every.add(c.at, c.share);
        if (c.returning)
            back.add(c.at, c.share);
    }
    const auto fill = [&](Percentiles& p, PercentileWalk& walk, double total) {
        if (total <= 0.0)
            return;
        const std::array<double, 3> x = walk.finish();
        p.p50 = x[0] + s.requestOverhead;
        p.p95 = x[1] + s.requestOverhead;
        p.p99 = x[2] + s.requestOverhead;
    };
    fill(all, every, allTotal);
    fill(returning, back, returningTotal);
}

// The mean time in flight of a request (TTFT, then the rest of its output tokens) from the
// solution's sums: what the search for the rate under a concurrency limit needs.
double e2eMeanOf(const Means& m, const ClassSums& c, const Solution& s)
{
    return s.serviceMean / c.shareBefore.back() + s.waitMean + s.requestOverhead +
           std::max(0.0, m.output - 1.0) * s.tpot;
}

LoadFigures figuresOf(const LoadWorkload& w, const Means& m, const ClassSums& c, Solution s,
                      double lambda)
{
    LoadFigures f;
    f.saturated = s.saturated;
    if (s.saturated)
        return f;
    fillServices(s, c);
    double allTotal = 0.0, returningTotal = 0.0;
    std::tie(f.ttft.mean, allTotal) = ttftMeanOf(w, s, false);
    std::tie(f.returningTtft.mean, returningTotal) = ttftMeanOf(w, s, true);
    ttftPercentiles(w, s, f.ttft, f.returningTtft, allTotal, returningTotal);
    f.tpot = {s.tpot, s.tpot, s.tpot, s.tpot};
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
    const Means m = meansOf(e, w);
    const ClassSums c = classSums(e, w);
    if (w.maxConcurrency == 0) {
        if (w.requestRatePerS <= 0.0)
            return std::nullopt; // a burst: no steady state
        return figuresOf(w, m, c, solve(e, m, c, w.requestRatePerS), w.requestRatePerS);
    }
    // Little over the whole request: λ × (TTFT + (output − 1) × TPOT) = C, below saturation.
    // Only the mean is needed on the way: the percentiles are computed once, at the answer.
    const double limit = double(w.maxConcurrency);
    const auto inFlight = [&](double lambda) {
        const Solution s = solve(e, m, c, lambda);
        if (s.saturated)
            return std::numeric_limits<double>::infinity();
        return lambda * e2eMeanOf(m, c, s);
    };
    double lo = 0.0, hi = 1.0;
    while (inFlight(hi) < limit && hi < 1e7)
        hi *= 2.0;
    // Bisection to 1e-14 of the rate: far below what a report shows.
    for (int i = 0; i < 60 && hi - lo > 1e-14 * hi; ++i) {
        const double mid = 0.5 * (lo + hi);
        (inFlight(mid) < limit ? lo : hi) = mid;
    }
    double lambda = lo;
    if (w.requestRatePerS > 0.0)
        lambda = std::min(lambda, w.requestRatePerS);
    if (lambda <= 0.0)
        return std::nullopt;
    // In a closed loop the queue is bounded by the limit: no request waits for more than the
    // others in flight.
    return figuresOf(w, m, c, solve(e, m, c, lambda), lambda);
}

double closedFormTtftShareWithin(const EngineLoadModel& e, const LoadWorkload& w, double seconds,
                                 bool returningOnly)
{
    if (!e.available || w.classes.empty() || w.requestRatePerS <= 0.0)
        return 0.0;
    const Means m = meansOf(e, w);
    const ClassSums c = classSums(e, w);
    Solution s = solve(e, m, c, w.requestRatePerS);
    if (s.saturated)
        return 0.0;
    fillServices(s, c);
    // Term by term, as defined (the percentiles' walk sums the same terms in another order).
    const double x = seconds - s.requestOverhead;
    const double tau = s.rho > 0.0 ? (s.waitMean - s.residual) / s.rho : 0.0;
    double within = 0.0, total = 0.0;
    for (std::size_t k = 0; k < w.classes.size(); ++k) {
        if (returningOnly && !w.classes[k].returning)
            continue;
        total += w.classes[k].share;
        const double room = x - s.residual - s.times[k].reload - s.times[k].service;
        if (room >= 0.0)
            within +=
                w.classes[k].share * (1.0 - (tau > 0.0 ? s.rho * std::exp(-room / tau) : 0.0));
    }
    return total > 0.0 ? within / total : 0.0;
}

} // namespace kvp
