// SPDX-License-Identifier: GPL-3.0-or-later
// §7a, the simulation: every user's conversations replayed against LRU tiers of the plan's
// capacities. Inclusive tiers that admit what is touched and evict the least recently touched
// hold, at any time, the most recently touched conversations whose bytes fit: so one recency
// list per instance (GPU and CPU tier) and one per node (NVMe) with a boundary per tier give a
// conversation's tier in O(1) per request. Events keep their exact times but are ordered by a
// calendar of one-second slots (users due within the same second are served in a fixed order,
// not by the fraction of the second), so a day of 10,000 users takes milliseconds.
#include "kvplan/hit_rates.h"
#include "kvplan/load_model.h"

#include "kvplan/latency.h"
#include "plan/result_records.h"

#include <array>
#include <cmath>
#include <cstdio>
#include <cstring>
#include <vector>

namespace kvp {

namespace {

// The natural logarithm from IEEE arithmetic alone (|error| < 2e-9): the same numbers on every
// platform. log(m × 2^e) = e ln 2 + 2 atanh(s), s = (m − 1) / (m + 1), m in [√½, √2).
double portableLog(double x)
{
    int exponent = 0;
    double m = std::frexp(x, &exponent); // x = m × 2^exponent, m in [½, 1)
    if (m < 0.70710678118654752) {
        m *= 2.0;
        --exponent;
    }
    const double s = (m - 1.0) / (m + 1.0);
    const double s2 = s * s;
    const double series =
        s * (2.0 + s2 * (2.0 / 3.0 + s2 * (2.0 / 5.0 + s2 * (2.0 / 7.0 + s2 * (2.0 / 9.0)))));
    return double(exponent) * 0.69314718055994531 + series;
}

// The logarithm of a uniform draw, which the simulation takes for every request: the exponent
// from the IEEE bits and log(1 + f) interpolated in a table of 2,048 steps (error < 4e-8, far
// below what a simulated day resolves), several times faster than a library call.
class FastLog {
public:
    FastLog()
    {
        for (std::size_t i = 0; i <= kSteps; ++i)
            table_[i] = portableLog(1.0 + double(i) / double(kSteps));
    }
    // For normal positive x.
    double operator()(double x) const
    {
        std::uint64_t bits = 0;
        std::memcpy(&bits, &x, sizeof bits);
        const int exponent = int((bits >> 52) & 0x7FF) - 1023;
        const std::uint64_t mantissa = bits & ((1ULL << 52) - 1);
        const std::size_t index = std::size_t(mantissa >> (52 - kBits));
        const double frac =
            double(mantissa & ((1ULL << (52 - kBits)) - 1)) * (1.0 / double(1ULL << (52 - kBits)));
        const double low = table_[index];
        return double(exponent) * 0.69314718055994531 + low + frac * (table_[index + 1] - low);
    }

private:
    static constexpr int kBits = 11;
    static constexpr std::size_t kSteps = std::size_t(1) << kBits;
    std::array<double, kSteps + 1> table_{};
};

const FastLog& fastLog()
{
    static const FastLog table;
    return table;
}

// splitmix64: small, fast, and the same sequence on every platform and compiler (the
// standard library's distributions are not).
class Random {
public:
    explicit Random(std::uint64_t seed) : state(seed) {}
    std::uint64_t next()
    {
        std::uint64_t z = (state += 0x9E3779B97F4A7C15ULL);
        z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ULL;
        z = (z ^ (z >> 27)) * 0x94D049BB133111EBULL;
        return z ^ (z >> 31);
    }
    double uniform() { return double((next() >> 11) + 1) * 0x1.0p-53; } // (0, 1]
    double exponential(double mean) { return mean <= 0.0 ? 0.0 : -mean * fastLog()(uniform()); }

private:
    std::uint64_t state;
};

constexpr std::uint8_t kAbsent = 0xFF;
constexpr std::size_t kMaxTiers = 2; // GPU and CPU tier per instance; NVMe per node

// An entry of a recency list: one cache line holds everything a request reads or writes.
struct Entry {
    std::uint64_t bytes = 0;
    std::int32_t prev = -1;
    std::int32_t next = -1;
    std::uint32_t tokens = 0;    // what the entry holds of its conversation
    std::uint8_t tier = kAbsent; // the smallest tier that holds it, or kAbsent
};

// Entries of several recency lists, stored together (an entry belongs to one list).
using EntryPool = std::vector<Entry>;

// One recency list with nested tiers: tier k holds the most recent entries whose bytes add up
// to at most capacity[k] (capacities ascending).
class TieredLru {
public:
    TieredLru(EntryPool& pool, const std::vector<std::uint64_t>& capacities)
        : p(&pool), tiers(std::min(capacities.size(), kMaxTiers))
    {
        for (std::size_t k = 0; k < tiers; ++k)
            capacity[k] = capacities[k];
    }

    std::uint8_t tierOf(std::int32_t x) const { return (*p)[std::size_t(x)].tier; }

    void touch(std::int32_t x, std::uint64_t bytes, std::uint32_t tokens)
    {
        Entry& e = (*p)[std::size_t(x)];
        if (e.tier != kAbsent) {
            for (std::size_t k = e.tier; k < tiers; ++k) {
                held[k] -= e.bytes;
                if (boundary[k] == x)
                    boundary[k] = e.prev;
            }
            unlink(x);
        }
        pushFront(x);
        e.bytes = bytes;
        e.tokens = tokens;
        e.tier = 0;
        for (std::size_t k = 0; k < tiers; ++k) {
            held[k] += bytes;
            if (boundary[k] == -1)
                boundary[k] = x;
            while (held[k] > capacity[k] && boundary[k] != -1) {
                const std::int32_t y = boundary[k];
                Entry& out = (*p)[std::size_t(y)];
                held[k] -= out.bytes;
                boundary[k] = out.prev;
                out.tier = std::uint8_t(k + 1);
                if (k + 1 == tiers) { // out of the last tier: evicted (the tail)
                    out.tier = kAbsent;
                    unlink(y);
                }
            }
        }
    }

private:
    void unlink(std::int32_t x)
    {
        Entry& e = (*p)[std::size_t(x)];
        (e.prev == -1 ? head : (*p)[std::size_t(e.prev)].next) = e.next;
        (e.next == -1 ? tail : (*p)[std::size_t(e.next)].prev) = e.prev;
        e.prev = e.next = -1;
    }

    void pushFront(std::int32_t x)
    {
        Entry& e = (*p)[std::size_t(x)];
        e.prev = -1;
        e.next = head;
        if (head != -1)
            (*p)[std::size_t(head)].prev = x;
        head = x;
        if (tail == -1)
            tail = x;
    }

    EntryPool* p;
    std::size_t tiers;
    std::array<std::uint64_t, kMaxTiers> capacity{};
    std::array<std::int32_t, kMaxTiers> boundary{-1, -1}; // deepest entry of each tier
    std::array<std::uint64_t, kMaxTiers> held{};          // bytes from the head to it
    std::int32_t head = -1;
    std::int32_t tail = -1;
};

struct UserState {
    double due = 0.0;               // its next request
    std::int32_t conversation = -1; // its latest conversation (resumed ones keep the id)
    std::uint32_t turn = 0;         // the next request's turn (1-based)
    std::uint32_t depth = 0;        // earlier conversations this one resumed
    std::int32_t nextInSlot = -1;
};

struct Tally {
    std::array<double, 5> requests{}; // gpu, cpu, nvme, miss, fresh
    std::array<double, 3> tokensSaved{};
    std::array<double, 3> flopsSaved{};
    double promptTokens = 0.0;
    double fullFlops = 0.0;
    std::uint64_t count = 0;
    std::uint64_t conversations = 0;
};

enum Outcome { Gpu = 0, Cpu = 1, Nvme = 2, Miss = 3, Fresh = 4 };

class Simulation {
public:
    Simulation(const ReturnModel& model, const SimulationOptions& options, std::uint64_t users,
               std::uint64_t nodes, std::uint64_t seed)
        : m(model), random(seed), nodes(nodes), instances(nodes * model.instancesPerNode)
    {
        const double days = options.warmupDays + options.measuredDays;
        countFrom = options.warmupDays * m.daySeconds;
        end = days * m.daySeconds;
        slots.assign(std::size_t(std::ceil(end / kSlotSeconds)) + 1, -1);
        // Conversations the run will start (a few more are fine: vectors grow).
        const double expected = double(users) * (1.0 + days * m.daySeconds / m.cycleSeconds);
        const std::size_t reserve = std::size_t(std::min(expected, 5e7));
        tokensOf.reserve(reserve);
        instancePool.reserve(reserve * (m.routed ? 1 : instances));
        if (m.nvmeTier)
            nodePool.reserve(reserve * (m.routed ? 1 : nodes));

        std::vector<std::uint64_t> instanceTiers = {m.gpuCapacity.count()};
        if (m.cpuTier)
            instanceTiers.push_back(m.cpuCapacity.count());
        for (std::uint64_t i = 0; i < instances; ++i)
            instanceLists.emplace_back(instancePool, instanceTiers);
        if (m.nvmeTier)
            for (std::uint64_t n = 0; n < nodes; ++n)
                nodeLists.emplace_back(nodePool,
                                       std::vector<std::uint64_t>{m.nvmeCapacity.count()});

        state.resize(users);
        for (std::uint64_t u = 0; u < users; ++u)
            schedule(std::int32_t(u), random.uniform() * m.cycleSeconds);
    }

    Tally run()
    {
        for (std::size_t slot = 0; slot < slots.size(); ++slot) {
            // Users scheduled into this slot while it is served are served in it too.
            while (slots[slot] != -1) {
                const std::int32_t u = slots[slot];
                slots[slot] = state[std::size_t(u)].nextInSlot;
                serve(u);
            }
        }
        return tally;
    }

private:
    static constexpr double kSlotSeconds = 1.0;

    void schedule(std::int32_t u, double at)
    {
        if (at >= end)
            return;
        const std::size_t slot = std::size_t(at * (1.0 / kSlotSeconds));
        UserState& user = state[std::size_t(u)];
        user.due = at;
        user.nextInSlot = slots[slot];
        slots[slot] = u;
    }

    std::int32_t newConversation()
    {
        const std::int32_t id = conversationCount++;
        instancePool.resize(std::size_t(conversationCount) * (m.routed ? 1 : instances));
        if (m.nvmeTier)
            nodePool.resize(std::size_t(conversationCount) * (m.routed ? 1 : nodes));
        tokensOf.push_back(0);
        return id;
    }

    double flops(std::uint64_t cached, std::uint64_t fresh) const
    {
        return m.prefill.available ? prefillFlops(m.prefill, cached, fresh) : 0.0;
    }

    void serve(std::int32_t u)
    {
        UserState& user = state[std::size_t(u)];
        const double now = user.due;
        const bool counted = now >= countFrom;
        bool fresh = false;
        if (user.turn == 0 || user.turn > m.turns) { // a conversation starts
            if (user.conversation != -1 && random.uniform() <= m.returningShare) {
                ++user.depth;
            } else {
                user.conversation = newConversation();
                user.depth = 0;
                fresh = true;
            }
            user.turn = 1;
            if (counted)
                ++tally.conversations;
        }
        const std::int32_t c = user.conversation;
        // The prompt stays within the context: cached at most cap − new tokens.
        const std::uint64_t room = m.privateCap - m.newTokens;
        const std::uint64_t before = std::min<std::uint64_t>(tokensOf[std::size_t(c)], room);
        const std::uint64_t instance =
            m.routed ? std::uint64_t(u) % instances : random.next() % instances;
        const std::uint64_t node = instance / m.instancesPerNode;
        const std::int32_t instanceEntry =
            m.routed ? c : std::int32_t(std::uint64_t(c) * instances + instance);
        const std::int32_t nodeEntry = m.routed ? c : std::int32_t(std::uint64_t(c) * nodes + node);

        // Where the longest cached prefix is: this instance's GPU or CPU tier, or the node's
        // NVMe tier (a shared root_dir).
        Outcome outcome = fresh ? Fresh : Miss;
        std::uint64_t found = 0;
        if (!fresh) {
            const std::uint8_t tier = instanceLists[instance].tierOf(instanceEntry);
            if (tier != kAbsent) {
                outcome = tier == 0 ? Gpu : Cpu;
                found = instancePool[std::size_t(instanceEntry)].tokens;
            }
            if (m.nvmeTier && nodeLists[node].tierOf(nodeEntry) != kAbsent &&
                nodePool[std::size_t(nodeEntry)].tokens > found) {
                outcome = Nvme;
                found = nodePool[std::size_t(nodeEntry)].tokens;
            }
            found = std::min(found, before);
        }

        if (counted) {
            const std::uint64_t S = m.sharedTokens;
            const std::uint64_t n = m.newTokens;
            ++tally.count;
            tally.requests[outcome] += 1.0;
            tally.promptTokens += double(S + before + n);
            tally.tokensSaved[Gpu] += double(S);
            if (outcome <= Nvme)
                tally.tokensSaved[outcome] += double(found);
            if (m.prefill.available) {
                const double full = flops(0, S + before + n);
                const double afterShared = flops(S, before + n);
                tally.fullFlops += full;
                tally.flopsSaved[Gpu] += full - afterShared;
                if (outcome <= Nvme)
                    tally.flopsSaved[outcome] += afterShared - flops(S + found, before - found + n);
            }
        }

        const std::uint64_t after = m.tokensAfter(before);
        tokensOf[std::size_t(c)] = std::uint32_t(after);
        const std::uint64_t bytes = m.bytesOf(after).count();
        instanceLists[instance].touch(instanceEntry, bytes, std::uint32_t(after));
        if (m.nvmeTier)
            nodeLists[node].touch(nodeEntry, bytes, std::uint32_t(after));

        if (user.turn < m.turns) {
            ++user.turn;
            schedule(u, now + random.exponential(m.thinkSeconds));
        } else {
            user.turn = 0;
            schedule(u, now + random.exponential(m.idleSeconds));
        }
    }

    const ReturnModel& m;
    Random random;
    std::uint64_t nodes;
    std::uint64_t instances;
    double countFrom = 0.0;
    double end = 0.0;
    std::vector<std::int32_t> slots;
    std::vector<UserState> state;
    std::vector<std::uint32_t> tokensOf; // each conversation's tokens after its latest turn
    std::int32_t conversationCount = 0;
    EntryPool instancePool;
    EntryPool nodePool;
    std::vector<TieredLru> instanceLists;
    std::vector<TieredLru> nodeLists;
    Tally tally;
};

} // namespace

std::optional<SimulatedHitRates> simulateReturns(const ReturnModel& m, std::uint64_t seed,
                                                 const SimulationOptions& options)
{
    // With KV-aware routing nodes share nothing and are alike: one node stands for all.
    const bool oneNode = m.routed && m.nodes > 1;
    const std::uint64_t nodes = oneNode ? 1 : m.nodes;
    const std::uint64_t users =
        oneNode ? (m.users + m.nodes - 1) / m.nodes : m.users; // the busiest node's
    const double days = options.warmupDays + options.measuredDays;
    const double requests = double(users) * double(m.turns) * m.daySeconds / m.cycleSeconds * days;
    // Entries are 32-bit: users, and conversations × instances without routing.
    const double entries = requests / double(m.turns) * (m.routed ? 1.0 : double(m.instancesTotal));
    if (requests > double(options.maxRequests) || users > std::uint64_t(INT32_MAX) ||
        entries > 1.5e9)
        return std::nullopt;

    Simulation simulation(m, options, users, nodes, seed);
    const Tally t = simulation.run();

    SimulatedHitRates out;
    out.seed = seed;
    out.warmupHours = options.warmupDays * m.daySeconds / 3600.0;
    out.measuredHours = options.measuredDays * m.daySeconds / 3600.0;
    out.usersSimulated = users;
    out.requests = t.count;
    out.conversations = t.conversations;
    out.oneNodeOfSeveral = oneNode;
    if (t.count == 0)
        return out;
    HitRateEstimate& e = out.rates;
    const double n = double(t.count);
    e.gpu = t.requests[Gpu] / n;
    e.cpu = t.requests[Cpu] / n;
    e.nvme = t.requests[Nvme] / n;
    e.miss = t.requests[Miss] / n;
    e.fresh = t.requests[Fresh] / n;
    e.tokensSavedGpu = t.tokensSaved[Gpu] / t.promptTokens;
    e.tokensSavedCpu = t.tokensSaved[Cpu] / t.promptTokens;
    e.tokensSavedNvme = t.tokensSaved[Nvme] / t.promptTokens;
    e.flopsKnown = m.prefill.available && t.fullFlops > 0.0;
    if (e.flopsKnown) {
        e.flopsSavedGpu = t.flopsSaved[Gpu] / t.fullFlops;
        e.flopsSavedCpu = t.flopsSaved[Cpu] / t.fullFlops;
        e.flopsSavedNvme = t.flopsSaved[Nvme] / t.fullFlops;
    }
    return out;
}

std::optional<SimulatedHitRates> simulateReturns(const Scenario& scenario,
                                                 const SizingResult& result,
                                                 const SimulationOptions& options)
{
    if (!scenario.traffic || result.hasSizingErrors() || !result.hitRates.described)
        return std::nullopt;
    return simulateReturns(returnModel(scenario, result), scenario.traffic->seed, options);
}

// Points of a tier's share beyond which the closed form and the simulation are said to differ.
constexpr double kDisagreementPoints = 3.0;

namespace {

void addHitRateSimulation(const Scenario& scenario, SizingResult& result,
                          const SimulationOptions& options)
{
    if (!result.hitRates.described)
        return;
    HitRates& h = result.hitRates;
    h.simulated = simulateReturns(scenario, result, options);
    if (!h.simulated) {
        addNote(result, Severity::Info, DiagnosticCode::HitRateSimulationSkipped,
                {{"requests",
                  std::round(h.requestsPerDay * (options.warmupDays + options.measuredDays))},
                 {"limit", double(options.maxRequests)}});
        return;
    }
    if (h.simulated->requests == 0) {
        // No request in the counted day: no shares to give, and 0 % on every tier would read
        // as a result.
        h.simulated.reset();
        // "about 0.25 a day"; a rate that rounds to nothing is not "about 0".
        char rate[48] = "fewer than 0.01";
        if (h.requestsPerDay >= 0.005)
            std::snprintf(rate, sizeof rate, "about %.2f", h.requestsPerDay);
        addNote(result, Severity::Info, DiagnosticCode::HitRateSimulationEmpty,
                {{"requests", rate}});
        return;
    }
    // The closed form averages over the conversations a tier holds; when it holds only a few
    // (large ones), how returns bunch decides, and only the simulation sees it.
    const HitRateEstimate& c = h.closedForm;
    const HitRateEstimate& sim = h.simulated->rates;
    const struct {
        DiagnosticWord tier;
        double closed, simulated;
        Bytes capacity;
    } tiers[] = {{DiagnosticWord::GpuTier, c.gpu, sim.gpu, h.gpuCapacity},
                 {DiagnosticWord::CpuTier, c.cpu, sim.cpu, h.cpuCapacity},
                 {DiagnosticWord::NvmeTier, c.nvme, sim.nvme, h.nvmeCapacity}};
    for (const auto& t : tiers) {
        const double points = std::fabs(t.closed - t.simulated) * 100.0;
        if (points <= kDisagreementPoints)
            continue;
        const double mean = double(h.meanConversationBytes.count());
        addNote(
            result, Severity::Info, DiagnosticCode::HitRateEstimatesDiffer,
            {{"tier", toString(t.tier)},
             {"closed_percent", roundTo(t.closed * 100.0, 1)},
             {"simulated_percent", roundTo(t.simulated * 100.0, 1)},
             {"conversations", mean > 0.0 ? std::round(double(t.capacity.count()) / mean) : 0.0},
             {"conversation_gb", roundTo(h.meanConversationBytes.inGB(), 1)}});
        break; // one note says it
    }
}

} // namespace

// The hit rates' simulation, then the load's (§10), which uses the simulated hit rates.
void addSimulation(const Scenario& scenario, SizingResult& result, const SimulationOptions& options)
{
    addHitRateSimulation(scenario, result, options);
    addLoadSimulation(scenario, result);
}

} // namespace kvp
