// SPDX-License-Identifier: GPL-3.0-or-later
// §7a, the closed form. Little's law: the conversations touched within the last T seconds are
// the touches of that window whose conversation was not touched again since, so their bytes are
//   occupancy(T) = touch rate × ∫₀ᵀ E[bytes × P(next touch later than s)] ds.
// Per conversation (λ conversations a second per instance): t − 1 touches are followed by a
// think gap (exponential, mean τ), the last by the idle gap (mean g) when the user resumes it
// (share ρ) and by nothing otherwise, so
//   occupancy(T) = λ × (A_think × τ(1 − e^(−T/τ)) + A_last × (ρ g(1 − e^(−T/g)) + (1 − ρ) T)),
// with A_think the bytes after the first t − 1 turns and A_last after the last, averaged over
// how many earlier conversations it resumed. A tier of capacity C keeps what was touched within
// its characteristic time T_C, occupancy(T_C) = C (Che's approximation, exact when returns are
// uniform); a request returning after a gap finds its conversation there when the gap is
// shorter: P = 1 − e^(−T_C/τ) for a next turn, 1 − e^(−T_C/g) for a resumed conversation.
#include "kvplan/hit_rates.h"

#include "kvplan/kv_geometry.h"
#include "kvplan/latency.h"
#include "plan/result_records.h"

#include <cmath>
#include <limits>

namespace kvp {

std::uint64_t ReturnModel::tokensBefore(std::uint64_t depth, std::uint64_t turn) const
{
    const double grown = (double(depth) * double(turns) + double(turn - 1)) * double(tokensPerTurn);
    const std::uint64_t room = privateCap - newTokens;
    return grown >= double(room) ? room : std::uint64_t(grown);
}

Bytes ReturnModel::bytesOf(std::uint64_t privateTokens) const
{
    return conversationBytesAt(kv, privateTokens);
}

ReturnModel returnModel(const Scenario& s, const SizingResult& r)
{
    return returnModel(s, *s.traffic, r);
}

ReturnModel returnModel(const Scenario& s, const TrafficSpec& t, const SizingResult& r)
{
    ReturnModel m;
    m.users = s.workload.users;
    m.instancesPerNode = std::max<std::uint64_t>(1, r.users.instances);
    m.nodes = std::max<std::uint64_t>(1, r.users.nodes);
    m.instancesTotal = m.instancesPerNode * m.nodes;
    m.routed = s.offload.kvAwareRouting || m.instancesTotal == 1;
    m.turns = t.turnsPerConversation;
    m.thinkSeconds = t.thinkTimeSeconds;
    m.returningShare = t.returningShare;
    m.tokensPerTurn = t.tokensPerTurn;
    m.sharedTokens = std::min(t.sharedPrefixTokens, s.workload.contextTokens);
    m.privateCap = s.workload.contextTokens - m.sharedTokens;
    m.newTokens = std::min(m.tokensPerTurn, m.privateCap);
    m.daySeconds = t.activeHoursPerDay * 3600.0;
    const double busy = double(m.turns - 1) * m.thinkSeconds;
    const double perConversation = m.daySeconds / t.conversationsPerUserPerDay;
    m.turnsExceedDay = busy > perConversation;
    m.idleSeconds = std::max(0.0, perConversation - busy);
    m.cycleSeconds = busy + m.idleSeconds;

    m.cpuTier = s.offload.enabled;
    m.nvmeTier = r.nvme.enabled;
    m.gpuCapacity = r.gpu.kvCacheBytesPerCard * s.serving.tensorParallel;
    // In the model's bytes (every rank's, as conversationBytesAt counts them): a tier that stores
    // one copy of a replicated MLA latent holds TP ranks' worth per byte (§3).
    const Bytes cpuAsRanks = (r.cpuTier.perInstanceBytes * s.serving.tensorParallel)
                                 .dividedBy(std::max<std::uint64_t>(1, r.cpuTier.copies));
    m.cpuCapacity = m.cpuTier ? std::max(cpuAsRanks, m.gpuCapacity) : Bytes();
    m.nvmeCapacity = m.nvmeTier ? r.nvme.capacityInstalled : Bytes();
    m.kv = r.kv;
    m.prefill = r.latency.prefill;
    return m;
}

namespace {

constexpr double kInfinity = std::numeric_limits<double>::infinity();

// ∫₀ᵀ e^(−s/mean) ds; a gap of mean 0 is over at once.
double survivalIntegral(double T, double mean)
{
    if (mean <= 0.0)
        return 0.0;
    if (std::isinf(T))
        return mean;
    return mean * -std::expm1(-T / mean);
}

// P(gap ≤ T) for an exponential gap.
double withinGap(double T, double mean)
{
    if (T <= 0.0)
        return 0.0;
    if (mean <= 0.0 || std::isinf(T))
        return 1.0;
    return -std::expm1(-T / mean);
}

// The sums over one class of requests (per conversation, averaged over resume depths).
struct RequestClass {
    double count = 0.0;        // requests per conversation
    double promptTokens = 0.0; // Σ shared + cached + new
    double cachedTokens = 0.0; // Σ the conversation's own tokens before the request
    double fullFlops = 0.0;    // Σ prefill of the whole prompt
    double sharedSaving = 0.0; // Σ prefill the shared prefix saves (always on the GPU)
    double hitSaving = 0.0;    // Σ what a hit saves beyond the shared prefix
};

class ClosedForm {
public:
    explicit ClosedForm(const ReturnModel& model) : m(model) {}

    HitRates run()
    {
        HitRates& h = out;
        h.described = true;
        h.routed = m.routed;
        h.privateTokensCap = m.privateCap;
        h.idleSecondsBetweenConversations = m.idleSeconds;
        h.turnsExceedDay = m.turnsExceedDay;
        const double conversationsPerSecond = double(m.users) / m.cycleSeconds;
        h.conversationsPerDay = conversationsPerSecond * m.daySeconds;
        h.requestsPerDay = h.conversationsPerDay * double(m.turns);
        h.touchesPerSecondPerInstance =
            conversationsPerSecond * double(m.turns) / double(m.instancesTotal);
        h.gpuCapacity = m.gpuCapacity;
        h.cpuCapacity = m.cpuCapacity;
        h.nvmeCapacity = m.nvmeCapacity;

        sumOverDepths();
        h.bytesAfterEarlierTurns = thinkBytes;
        h.bytesAfterLastTurn = lastBytes;
        h.meanConversationBytes =
            Bytes::exactly(std::uint64_t((thinkBytes + lastBytes) / double(m.turns)));
        h.residentBytesPerInstance =
            Bytes::exactly(std::uint64_t(lastBytes * double(m.users) / double(m.instancesTotal)));

        const double instanceRate = double(m.users) / double(m.instancesTotal) / m.cycleSeconds;
        h.conversationsPerSecondPerInstance = instanceRate;
        const double nodeRate = double(m.users) / double(m.nodes) / m.cycleSeconds;
        const double instancePlaces = m.routed ? 1.0 : double(m.instancesTotal);
        const double nodePlaces = m.routed ? 1.0 : double(m.nodes);
        h.gpuSeconds = characteristicTime(m.gpuCapacity, instanceRate, instancePlaces);
        h.cpuSeconds = m.cpuTier ? characteristicTime(m.cpuCapacity, instanceRate, instancePlaces)
                                 : h.gpuSeconds;
        h.nvmeSeconds = m.nvmeTier ? characteristicTime(m.nvmeCapacity, nodeRate, nodePlaces) : 0.0;
        estimate(instancePlaces, nodePlaces);
        return out;
    }

private:
    // occupancy(T) of one LRU stack that `places` equally likely instances (or nodes) share:
    // a touch whose next touch lands elsewhere stays until pushed out, like a last one.
    double occupancy(double T, double conversationsPerSecond, double places) const
    {
        const double same = 1.0 / places;
        const double stays = std::isinf(T) ? kInfinity : T;
        double bytes = same * (thinkBytes * survivalIntegral(T, m.thinkSeconds) +
                               lastBytes * m.returningShare * survivalIntegral(T, m.idleSeconds));
        const double dead = (1.0 - same) * (thinkBytes + m.returningShare * lastBytes) +
                            (1.0 - m.returningShare) * lastBytes;
        if (dead > 0.0)
            bytes += dead * stays;
        return conversationsPerSecond * bytes;
    }

    // d occupancy / dT, and occupancy's asymptote for large T (each survival integral at its
    // mean), whose crossing of C is a lower bound of T_C.
    double occupancySlope(double T, double conversationsPerSecond, double places) const
    {
        const double same = 1.0 / places;
        const auto survival = [T](double mean) {
            return mean <= 0.0 ? 0.0 : std::exp(-T / mean);
        };
        return conversationsPerSecond *
               (same * (thinkBytes * survival(m.thinkSeconds) +
                        lastBytes * m.returningShare * survival(m.idleSeconds)) +
                deadBytes(places));
    }

    double deadBytes(double places) const
    {
        const double same = 1.0 / places;
        return (1.0 - same) * (thinkBytes + m.returningShare * lastBytes) +
               (1.0 - m.returningShare) * lastBytes;
    }

    // Where occupancy(T) < c is known without evaluating it — at or below `below` — and where
    // it is known not to be — at or above `above`. Newton's method from the left of the root
    // (occupancy is concave and rising, so its steps never pass the root) estimates T_C; a point
    // on each side of it is then evaluated, and counts only when its occupancy is clear of c by
    // a millionth of a millionth: a thousand times the rounding of occupancy's dozen operations
    // on positive terms. occupancy rises with T in exact arithmetic, so then every T below
    // `below` computes an occupancy below c, and every T above `above` one above it.
    struct Known {
        double below = -kInfinity;
        double above = kInfinity;
    };

    Known knownSides(double c, double rate, double places) const
    {
        constexpr double kClear = 1e-12;
        const double same = 1.0 / places;
        const double dead = deadBytes(places);
        // Lower bounds of T_C: the first Newton step from 0, the asymptote's crossing.
        double T = c / occupancySlope(0.0, rate, places);
        if (dead > 0.0) {
            const double plateau =
                same * (thinkBytes * std::max(0.0, m.thinkSeconds) +
                        lastBytes * m.returningShare * std::max(0.0, m.idleSeconds));
            T = std::max(T, (c / rate - plateau) / dead);
        }
        for (int i = 0; i < 16 && std::isfinite(T); ++i) {
            const double gap = c - occupancy(T, rate, places);
            if (std::abs(gap) <= 1e-13 * c)
                break;
            T = std::max(0.0, T + gap / occupancySlope(T, rate, places));
        }
        const double slope = occupancySlope(T, rate, places);
        if (!std::isfinite(T) || !(T > 0.0) || !(slope > 0.0))
            return {};
        const double margin = 4.0 * kClear * c / slope + 1e-12 * T;
        Known k;
        if (const double b = T - margin; b > 0.0 && occupancy(b, rate, places) < c * (1.0 - kClear))
            k.below = b;
        if (const double a = T + margin; occupancy(a, rate, places) > c * (1.0 + kClear))
            k.above = a;
        return k;
    }

    // T_C, occupancy(T_C) = C: bisected to a billionth of T (knownSides spares the evaluations
    // whose answer is certain).
    double characteristicTime(Bytes capacity, double rate, double places) const
    {
        const double c = double(capacity.count());
        if (c <= 0.0)
            return 0.0;
        if (occupancy(kInfinity, rate, places) <= c)
            return kInfinity;
        const Known known = knownSides(c, rate, places);
        const auto below = [&](double T) {
            if (T <= known.below)
                return true;
            if (T >= known.above)
                return false;
            return occupancy(T, rate, places) < c;
        };
        double high = std::max(1.0, m.thinkSeconds);
        while (below(high))
            high *= 2.0;
        double low = 0.0;
        for (int i = 0; i < 200 && high - low > 1e-9 * high; ++i) {
            const double middle = (low + high) / 2.0;
            (below(middle) ? low : high) = middle;
        }
        return (low + high) / 2.0;
    }

    double flops(std::uint64_t cached, std::uint64_t fresh) const
    {
        return m.prefill.available ? prefillFlops(m.prefill, cached, fresh) : 0.0;
    }

    void addRequest(RequestClass& c, double weight, std::uint64_t before)
    {
        const std::uint64_t S = m.sharedTokens;
        const std::uint64_t n = m.newTokens;
        const double full = flops(0, S + before + n);
        // Without a shared prefix it is the full prefill, worked out once.
        const double afterShared = S == 0 ? full : flops(S, before + n);
        c.count += weight;
        c.promptTokens += weight * double(S + before + n);
        c.cachedTokens += weight * double(before);
        c.fullFlops += weight * full;
        c.sharedSaving += weight * (full - afterShared);
        c.hitSaving += weight * (afterShared - flops(S + before, n));
    }

    // One conversation at `depth` resumes, with its weight among conversations.
    void addConversation(std::uint64_t depth, double weight)
    {
        for (std::uint64_t k = 1; k <= m.turns; ++k) {
            const std::uint64_t before = m.tokensBefore(depth, k);
            const double bytes = double(m.bytesOf(m.tokensAfter(before)).count());
            (k < m.turns ? thinkBytes : lastBytes) += weight * bytes;
            RequestClass& c = k > 1 ? followUps : (depth == 0 ? fresh : resumed);
            addRequest(c, weight, before);
        }
    }

    // Resume depths are geometric, P(d) = (1 − ρ) ρ^d. Beyond the depth where a conversation
    // reaches the context every depth is alike: that tail is one term.
    void sumOverDepths()
    {
        const double rho = m.returningShare;
        const std::uint64_t room = m.privateCap - m.newTokens;
        const double perConversation = double(m.turns) * double(m.tokensPerTurn);
        const std::uint64_t saturated = std::uint64_t(std::ceil(double(room) / perConversation));
        const std::uint64_t explicitDepths =
            std::max<std::uint64_t>(1, std::min<std::uint64_t>(saturated, kMaxDepths));
        double weight = 1.0 - rho;
        for (std::uint64_t d = 0; d < explicitDepths; ++d) {
            if (weight > 0.0)
                addConversation(d, weight);
            weight *= rho;
        }
        const double tail = std::pow(rho, double(explicitDepths));
        if (tail > 0.0)
            addConversation(std::max(saturated, explicitDepths), tail);
    }

    void estimate(double instancePlaces, double nodePlaces)
    {
        HitRates& h = out;
        HitRateEstimate& e = h.closedForm;
        const double turns = double(m.turns);
        const double same = 1.0 / instancePlaces;
        const double sameNode = 1.0 / nodePlaces;
        const auto shares = [&](double mean, double& gpu, double& cpu, double& nvme) {
            const double g = withinGap(h.gpuSeconds, mean);
            const double c = std::max(g, withinGap(h.cpuSeconds, mean));
            const double n = withinGap(h.nvmeSeconds, mean);
            gpu = same * g;
            cpu = same * (c - g);
            nvme = same * std::max(0.0, n - c) + (sameNode - same) * n;
        };
        double gF = 0, cF = 0, nF = 0, gR = 0, cR = 0, nR = 0;
        shares(m.thinkSeconds, gF, cF, nF);
        shares(m.idleSeconds, gR, cR, nR);
        e.fresh = fresh.count / turns;
        e.gpu = (followUps.count * gF + resumed.count * gR) / turns;
        e.cpu = (followUps.count * cF + resumed.count * cR) / turns;
        e.nvme = (followUps.count * nF + resumed.count * nR) / turns;
        e.miss = std::max(0.0, 1.0 - e.fresh - e.gpu - e.cpu - e.nvme);

        const double tokens = fresh.promptTokens + resumed.promptTokens + followUps.promptTokens;
        const double shared = double(m.sharedTokens) * turns;
        e.tokensSavedGpu =
            (shared + followUps.cachedTokens * gF + resumed.cachedTokens * gR) / tokens;
        e.tokensSavedCpu = (followUps.cachedTokens * cF + resumed.cachedTokens * cR) / tokens;
        e.tokensSavedNvme = (followUps.cachedTokens * nF + resumed.cachedTokens * nR) / tokens;

        e.flopsKnown = m.prefill.available;
        const double full = fresh.fullFlops + resumed.fullFlops + followUps.fullFlops;
        if (e.flopsKnown && full > 0.0) {
            const double sharedSaving =
                fresh.sharedSaving + resumed.sharedSaving + followUps.sharedSaving;
            e.flopsSavedGpu =
                (sharedSaving + followUps.hitSaving * gF + resumed.hitSaving * gR) / full;
            e.flopsSavedCpu = (followUps.hitSaving * cF + resumed.hitSaving * cR) / full;
            e.flopsSavedNvme = (followUps.hitSaving * nF + resumed.hitSaving * nR) / full;
        }
    }

    static constexpr std::uint64_t kMaxDepths = 4096;

    const ReturnModel& m;
    HitRates out;
    double thinkBytes = 0.0; // A_think
    double lastBytes = 0.0;  // A_last
    RequestClass fresh, resumed, followUps;
};

void advise(const Scenario& s, SizingResult& r, const ReturnModel& m)
{
    const HitRates& h = r.hitRates;
    const TrafficSpec& t = *s.traffic;
    if (m.turnsExceedDay)
        addNote(r, Severity::Warning, DiagnosticCode::TrafficTurnsExceedDay,
                {{"turns", t.turnsPerConversation},
                 {"think_s", t.thinkTimeSeconds},
                 {"conversations", t.conversationsPerUserPerDay},
                 {"hours", t.activeHoursPerDay}});
    if (t.sharedPrefixTokens >= s.workload.contextTokens)
        addNote(r, Severity::Warning, DiagnosticCode::TrafficSharedPrefixFillsContext,
                {{"shared_tokens", t.sharedPrefixTokens},
                 {"context_tokens", s.workload.contextTokens}});
    if (h.closedForm.returning() <= 0.0)
        addNote(r, Severity::Warning, DiagnosticCode::TrafficNothingToReuse, {});
    else if (s.offload.enabled && h.closedForm.cpu + h.closedForm.nvme < 0.05)
        addNote(r, Severity::Info, DiagnosticCode::OffloadAddsFewHits,
                {{"offload_percent", roundTo((h.closedForm.cpu + h.closedForm.nvme) * 100.0, 1)},
                 {"gpu_percent", roundTo(h.closedForm.gpu * 100.0, 1)}});
    // The day's new conversations, which size the NVMe writes, as the traffic implies them.
    const double implied = h.conversationsPerDay * (1.0 - t.returningShare);
    const double given = double(s.workload.newConversationsPerDay);
    if (implied > 0.0 && (given > 1.5 * implied || given < implied / 1.5))
        addNote(r, Severity::Info, DiagnosticCode::TrafficNewConversationsDiffer,
                {{"implied", std::round(implied)}, {"given", given}});
}

void derive(const Scenario& s, SizingResult& r, const ReturnModel& m)
{
    const double instanceRate = r.hitRates.conversationsPerSecondPerInstance;
    const double thinkBytes = r.hitRates.bytesAfterEarlierTurns;
    const double lastBytes = r.hitRates.bytesAfterLastTurn;
    const HitRates& h = r.hitRates;
    const TrafficSpec& t = *s.traffic;
    const std::string rule = "docs/sizing-rules.md §7a (closed form: Little's law and the LRU "
                             "characteristic time)";
    addDerivation(r, "hit_rates.idle_s",
                  "{hours} × 3600 / {conversations} − ({turns} − 1) × {think}",
                  {{"hours", "traffic.active_hours_per_day", t.activeHoursPerDay, Unit::Hours},
                   {"conversations", "traffic.conversations_per_user_per_day",
                    t.conversationsPerUserPerDay, Unit::None},
                   {"turns", "traffic.turns_per_conversation", double(m.turns), Unit::None},
                   {"think", "traffic.think_time_s", m.thinkSeconds, Unit::Seconds}},
                  m.idleSeconds, Unit::Seconds, rule);
    const std::vector<DerivationInput> occupancyInputs = {
        {"rate", "workload.users / instances / ((turns − 1) × think + idle)", instanceRate,
         Unit::PerSecond},
        {"think_bytes", "bytes after a conversation's first turns, averaged", thinkBytes / 1e9,
         Unit::GB},
        {"think", "traffic.think_time_s", m.thinkSeconds, Unit::Seconds},
        {"last_bytes", "bytes after its last turn, averaged", lastBytes / 1e9, Unit::GB},
        {"returning", "traffic.returning_share", m.returningShare, Unit::None},
        {"idle", "hit_rates.idle_s", m.idleSeconds, Unit::Seconds}};
    const std::string occupancy =
        "T where {rate} × ({think_bytes} × {think} × (1 − e^(−T/{think})) + {last_bytes} × "
        "({returning} × {idle} × (1 − e^(−T/{idle})) + (1 − {returning}) × T)) = {capacity}";
    const auto tierTime = [&](const char* figure, const char* capacityKey, Bytes capacity,
                              double seconds) {
        std::vector<DerivationInput> inputs = occupancyInputs;
        inputs.push_back({"capacity", capacityKey, capacity.inGB(), Unit::GB});
        addDerivation(r, figure, m.routed ? occupancy : occupancy + " (no routing: see §7a)",
                      inputs, seconds, Unit::Seconds, rule);
    };
    tierTime("hit_rates.gpu_seconds", "gpu.kv_cache_bytes_per_card × TP", m.gpuCapacity,
             h.gpuSeconds);
    if (m.cpuTier)
        tierTime("hit_rates.cpu_seconds", "cpu_tier.per_instance_bytes", m.cpuCapacity,
                 h.cpuSeconds);
    if (m.nvmeTier) {
        std::vector<DerivationInput> inputs = occupancyInputs;
        inputs.front() = {"rate", "workload.users / nodes / ((turns − 1) × think + idle)",
                          instanceRate * double(m.instancesPerNode), Unit::PerSecond};
        inputs.push_back(
            {"capacity", "nvme.capacity_installed (per node)", m.nvmeCapacity.inGB(), Unit::GB});
        addDerivation(r, "hit_rates.nvme_seconds",
                      m.routed ? occupancy : occupancy + " (no routing: see §7a)", inputs,
                      h.nvmeSeconds, Unit::Seconds, rule);
    }
    const std::string within =
        "({turns} − 1) / {turns} × (1 − e^(−{T}/{think})) + {returning} / {turns} × "
        "(1 − e^(−{T}/{idle}))";
    const auto share = [&](const char* figure, const char* timeKey, double seconds, double value,
                           const char* aboveKey, double above) {
        std::vector<DerivationInput> inputs = {
            {"turns", "traffic.turns_per_conversation", double(m.turns), Unit::None},
            {"T", timeKey, seconds, Unit::Seconds},
            {"think", "traffic.think_time_s", m.thinkSeconds, Unit::Seconds},
            {"returning", "traffic.returning_share", m.returningShare, Unit::None},
            {"idle", "hit_rates.idle_s", m.idleSeconds, Unit::Seconds}};
        std::string formula = "100 % × (" + within + ")";
        if (aboveKey) {
            formula += " − {above}";
            inputs.push_back({"above", aboveKey, above * 100.0, Unit::Percent});
        }
        if (!m.routed)
            formula += " (on the instance of the previous turn: see §7a)";
        addDerivation(r, figure, formula, inputs, value * 100.0, Unit::Percent, rule);
    };
    const HitRateEstimate& e = h.closedForm;
    share("hit_rates.gpu", "hit_rates.gpu_seconds", h.gpuSeconds, e.gpu, nullptr, 0.0);
    if (m.cpuTier)
        share("hit_rates.cpu", "hit_rates.cpu_seconds", h.cpuSeconds, e.cpu, "hit_rates.gpu",
              e.gpu);
    if (m.nvmeTier)
        share("hit_rates.nvme", "hit_rates.nvme_seconds", h.nvmeSeconds, e.nvme,
              m.cpuTier ? "hit_rates.gpu + hit_rates.cpu" : "hit_rates.gpu", e.gpu + e.cpu);
}

} // namespace

HitRates closedFormHitRates(const ReturnModel& model)
{
    return ClosedForm(model).run();
}

void planHitRates(const Scenario& scenario, SizingResult& result)
{
    if (!scenario.traffic || result.hasErrors())
        return;
    const ReturnModel model = returnModel(scenario, result);
    result.hitRates = closedFormHitRates(model);
    advise(scenario, result, model);
    derive(scenario, result, model);
}

} // namespace kvp
