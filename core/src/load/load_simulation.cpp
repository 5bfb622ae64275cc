// SPDX-License-Identifier: GPL-3.0-or-later
// §10's simulation: vLLM V1's scheduler step by step. Each step runs every decoding request
// one token, then fills the rest of the token budget with prefill chunks in arrival order;
// waiting requests are admitted FIFO while a seat (max_num_seqs) and KV space for the prompt
// and its answer are free (the head of the queue blocks the rest, as vLLM's FIFO policy
// does). A request found in the CPU or NVMe tier holds its seat while its KV is reloaded over
// the instance's link (one transfer at a time; the engine waits for the transfers it started
// before its next step), then prefills the rest.
#include "kvplan/latency.h"
#include "kvplan/load_model.h"

#include <algorithm>
#include <cmath>
#include <deque>
#include <limits>

namespace kvp {

namespace {

constexpr double kWarmupSeconds = 300.0;

// splitmix64: the same stream on every platform.
class Random {
public:
    explicit Random(std::uint64_t seed) : state_(seed) {}
    double uniform() // [0, 1)
    {
        std::uint64_t z = (state_ += 0x9E3779B97F4A7C15ULL);
        z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ULL;
        z = (z ^ (z >> 27)) * 0x94D049BB133111EBULL;
        z ^= z >> 31;
        return double(z >> 11) * 0x1.0p-53;
    }
    double exponential(double rate) { return -std::log1p(-uniform()) / rate; }

private:
    std::uint64_t state_;
};

struct Request {
    double arrival = 0.0;
    double atEngine = 0.0; // arrival + the API server's share before the scheduler sees it
    std::size_t cls = 0;
    bool counted = true;
    std::uint64_t cached = 0;     // tokens already in the KV when its prefill starts
    std::uint64_t toPrefill = 0;  // prompt tokens still to prefill
    std::uint64_t context = 0;    // tokens in its KV
    std::uint64_t outputLeft = 0; // tokens still to generate
    std::uint64_t reserved = 0;   // KV tokens held: the prompt, then each token generated
    std::uint64_t shared = 0;     // of them, the shared prefix the prefix cache keeps
    double admitted = 0.0;
    double readyAt = 0.0; // reload done
    double firstToken = -1.0;
};

struct Sample {
    double ttft, tpot, e2e, queue;
    bool returning;
};

Percentiles percentilesOf(std::vector<double> v)
{
    Percentiles p;
    if (v.empty())
        return p;
    std::sort(v.begin(), v.end());
    double sum = 0.0;
    for (double x : v)
        sum += x;
    p.mean = sum / double(v.size());
    const auto at = [&](double q) { // nearest rank, as numpy's "higher" would be too coarse
        const double pos = q * double(v.size() - 1);
        const std::size_t i = std::size_t(pos);
        const double frac = pos - double(i);
        return i + 1 < v.size() ? v[i] * (1.0 - frac) + v[i + 1] * frac : v[i];
    };
    p.p50 = at(0.50);
    p.p95 = at(0.95);
    p.p99 = at(0.99);
    return p;
}

class Simulation {
public:
    Simulation(const EngineLoadModel& engine, const LoadWorkload& workload,
               const LoadSimulationOptions& options)
        : e(engine), w(workload), o(options), random(workload.seed)
    {
    }

    LoadFigures run()
    {
        arrivalsPlanned();
        std::uint64_t steps = 0;
        while (steps < o.maxSteps) {
            releaseArrivals();
            admit();
            startReady();
            if (!loading.empty() && linkFreeAt > now) {
                // Reloads and steps take turns: the vLLM offloading post's figure 2 (10,000
                // prompts, a share h of each in the CPU tier) takes (1 − h) × its time without
                // hits + h × the whole reload, within 7 % at every h; beside the steps 0.9
                // would take half as long (tests/core/tst_load.cpp). The engine is held.
                busy += linkFreeAt - now;
                now = linkFreeAt;
                startReady();
            }
            if (running.empty()) {
                const double next = nextEvent();
                if (!std::isfinite(next))
                    break;
                now = std::max(now, next);
                continue;
            }
            step();
            ++steps;
            if (!w.benchmark && now > windowEnd + w.durationSeconds)
                break; // an hour past the window and still busy: far behind
        }
        stepCapHit = steps >= o.maxSteps || (!w.benchmark && now > windowEnd + w.durationSeconds);
        return figures();
    }

private:
    const EngineLoadModel& e;
    const LoadWorkload& w;
    const LoadSimulationOptions& o;
    Random random;
    double now = 0.0;
    double windowStart = 0.0, windowEnd = 0.0; // the counted arrivals (busiest hour)
    std::deque<Request> pending;               // planned arrivals, in time order
    double frontendFree = 0.0;                 // when the API server takes the next request
    std::deque<Request> waiting;
    std::vector<Request> loading;
    std::vector<Request> running;
    double linkFreeAt = 0.0;
    std::uint64_t kvUsed = 0;
    std::uint64_t inFlight = 0;   // sent and not finished (the concurrency limit)
    std::uint64_t closedLeft = 0; // concurrency-limited requests not yet sent
    double closedNextTime = 0.0;  // their next Poisson time (a rate with a limit)
    double busy = 0.0, busyCounted = 0.0, batchSum = 0.0;
    std::uint64_t stepsCounted = 0;
    bool kvBlocked = false, stepCapHit = false;
    std::size_t waitingAtWindowEnd = 0;
    bool windowEndSeen = false;
    std::vector<Sample> samples;
    std::vector<std::uint64_t> chunks; // this step's prefill tokens per running request
    double lastFinish = 0.0;
    std::uint64_t outputTokens = 0, inputTokens = 0;

    std::size_t pickClass()
    {
        double u = random.uniform();
        for (std::size_t k = 0; k + 1 < w.classes.size(); ++k) {
            if (u < w.classes[k].share)
                return k;
            u -= w.classes[k].share;
        }
        return w.classes.size() - 1;
    }

    Request make(double at)
    {
        Request r;
        r.arrival = at;
        // The API server takes requests one at a time (tokenization, the chat template) before
        // the scheduler sees them; beside that, each waits the rest of its overhead.
        frontendFree = std::max(at, frontendFree) + e.frontendSecondsPerRequest;
        r.atEngine = frontendFree + e.requestOverheadSeconds;
        r.cls = pickClass();
        const LoadRequestClass& c = w.classes[r.cls];
        const std::uint64_t cached = c.gpuCachedTokens + c.cpuCachedTokens + c.nvmeCachedTokens;
        r.cached = std::min(cached, c.promptTokens - 1);
        r.toPrefill = c.promptTokens - r.cached;
        r.context = r.cached;
        r.outputLeft = std::max<std::uint64_t>(1, c.outputTokens);
        r.reserved = c.promptTokens;
        r.shared = std::min(c.gpuCachedTokens, r.cached);
        r.counted = !w.benchmark ? (at >= windowStart && at < windowEnd) : true;
        return r;
    }

    void arrivalsPlanned()
    {
        if (w.benchmark && w.maxConcurrency > 0) {
            closedLeft = w.numRequests;
            return;
        }
        if (w.benchmark) {
            double t = 0.0;
            for (std::uint64_t i = 0; i < w.numRequests; ++i) {
                pending.push_back(make(t));
                if (w.requestRatePerS > 0.0)
                    t += random.exponential(w.requestRatePerS);
            }
            return;
        }
        // The busiest hour after a warm-up, shortened to maxRequests arrivals.
        double duration = w.durationSeconds;
        if (w.requestRatePerS * duration > double(o.maxRequests))
            duration = double(o.maxRequests) / w.requestRatePerS;
        const double warmup = std::min(kWarmupSeconds, duration / 4.0);
        windowStart = warmup;
        windowEnd = warmup + duration;
        for (double t = random.exponential(w.requestRatePerS); t < windowEnd;
             t += random.exponential(w.requestRatePerS))
            pending.push_back(make(t));
    }

    // Concurrency-limited benchmark requests are sent when a slot frees (and, with a rate,
    // not before their Poisson time).
    void releaseClosed()
    {
        while (closedLeft > 0 && inFlight < w.maxConcurrency) {
            const double at = w.requestRatePerS > 0.0 ? std::max(now, closedNextTime) : now;
            if (at > now)
                return;
            waiting.push_back(make(now));
            ++inFlight;
            --closedLeft;
            if (w.requestRatePerS > 0.0)
                closedNextTime += random.exponential(w.requestRatePerS);
        }
    }

    void releaseArrivals()
    {
        if (w.maxConcurrency > 0 && w.benchmark) {
            releaseClosed();
            return;
        }
        while (!pending.empty() && pending.front().atEngine <= now) {
            waiting.push_back(pending.front());
            pending.pop_front();
        }
        if (!windowEndSeen && !w.benchmark && now >= windowEnd) {
            windowEndSeen = true;
            waitingAtWindowEnd = waiting.size();
        }
    }

    void admit()
    {
        while (!waiting.empty()) {
            Request& r = waiting.front();
            if (r.atEngine > now)
                return;
            if (running.size() + loading.size() >= e.maxNumSeqs)
                return;
            if (kvUsed + r.reserved > e.kvTokenCapacity && !(running.empty() && loading.empty())) {
                kvBlocked = true;
                return;
            }
            kvUsed += r.reserved;
            r.admitted = now;
            const LoadRequestClass& c = w.classes[r.cls];
            const double reload = reloadSeconds(e, c.cpuCachedTokens, false) +
                                  reloadSeconds(e, c.nvmeCachedTokens, true);
            if (reload > 0.0) {
                linkFreeAt = std::max(linkFreeAt, now) + reload;
                r.readyAt = linkFreeAt;
                loading.push_back(r);
            } else {
                running.push_back(r);
            }
            waiting.pop_front();
        }
    }

    void startReady()
    {
        for (std::size_t i = 0; i < loading.size();)
            if (loading[i].readyAt <= now) {
                running.push_back(loading[i]);
                loading.erase(loading.begin() + std::ptrdiff_t(i));
            } else {
                ++i;
            }
    }

    double nextEvent() const
    {
        double next = std::numeric_limits<double>::infinity();
        if (!pending.empty())
            next = std::min(next, pending.front().atEngine);
        if (!waiting.empty() && waiting.front().atEngine > now)
            next = std::min(next, waiting.front().atEngine);
        for (const Request& r : loading)
            next = std::min(next, r.readyAt);
        if (closedLeft > 0 && inFlight < w.maxConcurrency)
            next = std::min(next, std::max(now, closedNextTime));
        return next;
    }

    // vLLM V1 admits a request with the KV blocks of its prompt and allocates one block after
    // another as it generates; when a step finds none free it preempts the request scheduled
    // last (recompute: its blocks are freed and it waits at the head of the queue to prefill
    // its tokens again; the shared prefix stays in the prefix cache).
    void preemptForGrowth()
    {
        // Each running request grows by a token at most: with room for that, nobody is preempted
        // (the count below is then not needed; most steps of a simulation take this way).
        if (kvUsed + running.size() <= e.kvTokenCapacity)
            return;
        std::uint64_t growth = 0;
        for (const Request& r : running)
            if (r.toPrefill == 0 || r.toPrefill <= e.tokenBudget)
                ++growth;
        while (running.size() > 1 && kvUsed + growth > e.kvTokenCapacity) {
            Request victim = running.back();
            running.pop_back();
            --growth;
            kvUsed -= victim.reserved;
            const std::uint64_t kept = std::min(victim.shared, victim.context);
            victim.toPrefill += victim.context - kept;
            victim.context = kept;
            victim.reserved = victim.toPrefill + victim.context;
            waiting.push_front(victim);
            kvBlocked = true;
        }
    }

    void step()
    {
        preemptForGrowth();
        double linear = 0.0, attention = 0.0, kvRead = 0.0;
        std::uint64_t decoding = 0;
        for (const Request& r : running)
            if (r.toPrefill == 0) {
                ++decoding;
                linear += 1.0;
                attention += e.attentionFlopsPerContextToken * double(r.context);
                kvRead += double(r.context);
            }
        std::uint64_t budget = e.tokenBudget > decoding ? e.tokenBudget - decoding : 0;
        // No chunks at all when every running request decodes (most steps): advance() reads an
        // empty list as that.
        const bool anyPrefill = decoding < running.size() && budget > 0;
        if (anyPrefill)
            chunks.assign(running.size(), 0);
        else
            chunks.clear();
        std::uint64_t prefilling = 0;
        for (std::size_t i = 0; anyPrefill && i < running.size() && budget > 0; ++i) {
            Request& r = running[i];
            if (r.toPrefill == 0)
                continue;
            const std::uint64_t chunk = std::min(budget, r.toPrefill);
            chunks[i] = chunk;
            ++prefilling;
            budget -= chunk;
            linear += double(chunk);
            attention += attentionFlops(e.prefill, r.context, chunk);
            kvRead += double(r.context) + double(chunk);
        }
        const double seconds =
            stepSeconds(e, linear, attention, kvRead, double(decoding + prefilling));
        const bool inWindow = w.benchmark || (now >= windowStart && now < windowEnd);
        now += seconds;
        busy += seconds;
        if (inWindow) {
            busyCounted += seconds;
            batchSum += double(decoding);
            ++stepsCounted;
        }
        advance(chunks);
    }

    // `chunks` empty: no request prefilled this step.
    void advance(const std::vector<std::uint64_t>& chunks)
    {
        std::size_t kept = 0;
        for (std::size_t i = 0; i < running.size(); ++i) {
            Request& r = running[i];
            bool done = false;
            if (!chunks.empty() && chunks[i] > 0) {
                r.toPrefill -= chunks[i];
                r.context += chunks[i];
                if (r.toPrefill == 0) { // the prefill's last chunk yields the first token
                    if (r.firstToken < 0.0)
                        r.firstToken = now;
                    done = --r.outputLeft == 0;
                    grow(r);
                }
            } else if (r.toPrefill == 0) {
                grow(r);
                done = --r.outputLeft == 0;
            }
            if (done)
                finish(r);
            else if (kept++ != i) // a request stays where it is until one before it finishes
                running[kept - 1] = r;
        }
        running.resize(kept);
    }

    void grow(Request& r)
    {
        ++r.context;
        ++r.reserved;
        ++kvUsed;
    }

    void finish(const Request& r)
    {
        kvUsed -= r.reserved;
        lastFinish = now;
        if (w.benchmark && w.maxConcurrency > 0)
            --inFlight;
        if (!r.counted)
            return;
        const LoadRequestClass& c = w.classes[r.cls];
        const double ttft = r.firstToken - r.arrival;
        const double e2e = now - r.arrival;
        const std::uint64_t out = std::max<std::uint64_t>(1, c.outputTokens);
        const double tpot = out > 1 ? (e2e - ttft) / double(out - 1) : 0.0;
        samples.push_back({ttft, tpot, e2e, r.admitted - r.atEngine, c.returning});
        outputTokens += out;
        inputTokens += c.promptTokens;
    }

    LoadFigures figures() const
    {
        LoadFigures f;
        std::vector<double> ttft, returning, tpot, e2e;
        double queue = 0.0;
        for (const Sample& s : samples) {
            ttft.push_back(s.ttft);
            if (s.returning)
                returning.push_back(s.ttft);
            if (s.tpot > 0.0)
                tpot.push_back(s.tpot);
            e2e.push_back(s.e2e);
            queue += s.queue;
        }
        f.ttft = percentilesOf(ttft);
        f.returningTtft = percentilesOf(returning);
        f.tpot = percentilesOf(tpot);
        f.e2e = percentilesOf(e2e);
        f.requests = samples.size();
        f.queueSecondsMean = samples.empty() ? 0.0 : queue / double(samples.size());
        const double span = w.benchmark ? lastFinish : windowEnd - windowStart;
        if (span > 0.0) {
            f.requestsPerSecond = double(samples.size()) / span;
            f.outputTokensPerSecond = double(outputTokens) / span;
            f.inputTokensPerSecond = double(inputTokens) / span;
            f.gpuBusyShare = std::min(1.0, (w.benchmark ? busy : busyCounted) / span);
        }
        f.meanBatch = stepsCounted > 0 ? batchSum / double(stepsCounted) : 0.0;
        f.kvLimitedBatch = kvBlocked;
        // Behind at the end of the hour: more waiting than a minute of arrivals.
        f.saturated = stepCapHit || (!w.benchmark && double(waitingAtWindowEnd) >
                                                         std::max(10.0, 60.0 * w.requestRatePerS));
        return f;
    }
};

} // namespace

LoadFigures simulateLoad(const EngineLoadModel& engine, const LoadWorkload& workload,
                         const LoadSimulationOptions& options)
{
    if (!engine.available || workload.classes.empty() ||
        (!workload.benchmark && workload.requestRatePerS <= 0.0))
        return {};
    return Simulation(engine, workload, options).run();
}

} // namespace kvp
