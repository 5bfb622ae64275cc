// SPDX-License-Identifier: GPL-3.0-or-later
// Properties of the sizing rules over many generated scenarios (scenario_generator.h: every
// field across its whole range). Each property states what the rules of docs/sizing-rules.md
// guarantee for every valid scenario, and runs over KVPLAN_PROPERTY_CASES cases (default 500)
// from seed KVPLAN_PROPERTY_SEED (default fixed; a failure prints the seed, the case and the
// scenario as JSON to reproduce it with `kvplan report`).
#include <QTest>
#include <cmath>
#include <functional>
#include <nlohmann/json.hpp>
#include <optional>

#include "kvplan/hit_rates.h"
#include "kvplan/plan.h"
#include "kvplan/report_json.h"
#include "kvplan/scenario_io.h"
#include "kvplan/validation.h"
#include "scenario_generator.h"

namespace tst_properties {

using namespace kvp;
using nlohmann::json;

namespace {

std::uint64_t environmentNumber(const char* name, std::uint64_t fallback)
{
    const QByteArray value = qgetenv(name);
    bool ok = false;
    const qulonglong parsed = value.toULongLong(&ok);
    return ok ? parsed : fallback;
}

const std::uint64_t kCases = environmentNumber("KVPLAN_PROPERTY_CASES", 500);
const std::uint64_t kSeed = environmentNumber("KVPLAN_PROPERTY_SEED", 20251129);

// The plan computed its figures: not refused, and no arithmetic overflowed 64 bits (then plan()
// returns no figures and one "arithmetic_overflow" error, by design).
bool computed(const SizingResult& r)
{
    return !r.derivations.empty();
}

bool overflowed(const SizingResult& r)
{
    return r.derivations.empty() &&
           std::any_of(r.diagnostics.begin(), r.diagnostics.end(), [](const Diagnostic& d) {
               return d.code == DiagnosticCode::ArithmeticOverflow;
           });
}

QByteArray describe(std::uint64_t index, const Scenario& s, const std::string& failure)
{
    return QByteArray("case ") + QByteArray::number(quint64(index)) + " of seed " +
           QByteArray::number(quint64(kSeed)) + ": " + QByteArray::fromStdString(failure) +
           "\nscenario: " + QByteArray::fromStdString(serializeScenario(s));
}

// Runs `property` over kCases generated scenarios. It returns a failure in words, or nothing.
// Each property draws from its own stream (seed + salt), so that they see different cases.
#define FOR_EACH_SCENARIO(salt, property) FOR_EACH_SCENARIO_TYPICAL(salt, 0.6, property)
#define FOR_EACH_SCENARIO_TYPICAL(salt, typicalShare, property)                                    \
    do {                                                                                           \
        test::ScenarioGenerator generator(kSeed * 1000 + (salt));                                  \
        generator.setTypicalShare(typicalShare);                                                   \
        for (std::uint64_t index = 0; index < kCases; ++index) {                                   \
            const Scenario scenario = generator.next();                                            \
            const std::vector<FieldError> invalid = validate(scenario);                            \
            if (!invalid.empty())                                                                  \
                QFAIL(describe(index, scenario,                                                    \
                               "the generator made an invalid scenario: " + invalid.front().key +  \
                                   ": " + invalid.front().problem)                                 \
                          .constData());                                                           \
            const std::optional<std::string> failure = property(scenario, generator);              \
            if (failure)                                                                           \
                QFAIL(describe(index, scenario, *failure).constData());                            \
        }                                                                                          \
    } while (false)

std::optional<std::string> fail(const std::string& what)
{
    return what;
}

std::string bytesText(Bytes b)
{
    return std::to_string(b.count()) + " B";
}

// A figure times n, exactly (the product may pass 2^64 where each factor does not).
__extension__ using Wide = unsigned __int128;
Wide overNodes(Bytes perNode, std::uint64_t nodes)
{
    return static_cast<Wide>(perNode.count()) * nodes;
}

// Every real figure of a computed plan is a number, and none is negative.
std::optional<std::string> realFiguresAreSane(const SizingResult& r)
{
    const std::vector<std::pair<const char*, double>> figures = {
        {"gpu.conversations_per_card", r.gpu.conversationsPerCard},
        {"pcie.nominal_gbps", r.pcie.nominalGBps},
        {"pcie.efficiency", r.pcie.efficiency},
        {"pcie.effective_gbps", r.pcie.effectiveGBps},
        {"pcie.reload_seconds", r.pcie.reloadSeconds},
        {"pcie.reload_seconds_nominal", r.pcie.reloadSecondsNominal},
        {"pcie.pinned_allocation_seconds", r.pcie.pinnedAllocationSecondsPerInstance},
        {"nvme.share_of_endurance", r.nvme.shareOfEnduranceBudget},
        {"nvme.read_gbps", r.nvme.readGBps},
        {"nvme.reload_seconds", r.nvme.reloadSeconds},
    };
    for (const auto& [name, value] : figures)
        if (!std::isfinite(value) || value < 0.0)
            return fail(std::string(name) + " = " + std::to_string(value));
    // Unbounded only when nothing is written: no writes, no wear-out.
    if (std::isnan(r.nvme.yearsToWearOut) || r.nvme.yearsToWearOut < 0.0 ||
        (std::isinf(r.nvme.yearsToWearOut) && !r.nvme.writesPerDay.isZero()))
        return fail("nvme.years_to_wear_out = " + std::to_string(r.nvme.yearsToWearOut));
    for (const SocketLoad& load : r.memory.sockets)
        if (!std::isfinite(load.memoryBandwidthGBps) || !std::isfinite(load.pcieDemandGBps) ||
            load.memoryBandwidthGBps < 0.0 || load.pcieDemandGBps < 0.0)
            return fail("socket " + std::to_string(load.socket) + " bandwidth");
    // Unbounded by design: no wear-out without writes; a tier that holds every conversation
    // keeps one for ever (§7a's characteristic times).
    const auto mayBeInfinite = [](const std::string& key) {
        return key == "nvme.years_to_wear_out" || key == "hit_rates.gpu_seconds" ||
               key == "hit_rates.cpu_seconds" || key == "hit_rates.nvme_seconds";
    };
    for (const Derivation& d : r.derivations) {
        for (const DerivationInput& in : d.inputs)
            if (std::isnan(in.value) || in.value < 0.0 ||
                (std::isinf(in.value) && !mayBeInfinite(in.key)))
                return fail(d.figure + " input " + in.name + " = " + std::to_string(in.value));
        if (std::isnan(d.value) || d.value < 0.0 ||
            (std::isinf(d.value) && !mayBeInfinite(d.figure)))
            return fail(d.figure + " = " + std::to_string(d.value));
    }
    return std::nullopt;
}

} // namespace

class TestProperties : public QObject {
    Q_OBJECT
private slots:
    // plan() is total: it never throws, never refuses a valid scenario, fills every diagnostic's
    // placeholders, and what it computes is a number (no NaN, nothing negative; years to wear-out
    // unbounded only without writes).
    void planNeverThrowsAndGivesNoNaN()
    {
        std::uint64_t computedPlans = 0;
        FOR_EACH_SCENARIO(1, [&](const Scenario& s, test::ScenarioGenerator&) {
            SizingResult r;
            try {
                r = plan(s);
            } catch (const std::exception& e) {
                return fail(std::string("plan() threw: ") + e.what());
            }
            for (const Diagnostic& d : r.diagnostics) {
                if (d.code == DiagnosticCode::InvalidScenario)
                    return fail("plan() refused a valid scenario");
                // Every placeholder of its words is a parameter the rule gave ("{users}" never
                // reaches the customer).
                for (const std::string& name : unfilledPlaceholders(d))
                    return fail(std::string(toString(d.code)) + " lacks its parameter " + name);
            }
            if (!computed(r))
                return overflowed(r) ? std::nullopt : fail("no figures and no overflow error");
            ++computedPlans;
            return realFiguresAreSane(r);
        });
        // Not vacuous: most generated scenarios compute (the rest overflow 64 bits on purpose).
        QVERIFY2(computedPlans >= kCases / 2, QByteArray::number(quint64(computedPlans)));
    }

    // §3, §4: the memory the users need grows with them, never shrinks: the CPU tier, the
    // pinned buffers, the required system memory and the DIMMs, all over the nodes the users are
    // spread on, and the nodes themselves. (A node's own figures may shrink when the users
    // spill onto one more node: §4 "Several nodes" sizes each node for its share.) A DIMM step
    // may leave the memory the same, never smaller, and a plan that cannot hold fewer users
    // cannot hold more.
    void moreUsersNeverNeedLessMemory()
    {
        std::uint64_t compared = 0;
        FOR_EACH_SCENARIO(2, [&](const Scenario& s, test::ScenarioGenerator& g) {
            Scenario more = s;
            more.workload.users = std::min<std::uint64_t>(
                100'000'000, s.workload.users + g.count(1, s.workload.users));
            const SizingResult a = plan(s);
            const SizingResult b = plan(more);
            if (overflowed(a))
                return overflowed(b) ? std::nullopt
                                     : fail("fewer users overflow, more users do not");
            if (overflowed(b))
                return std::optional<std::string>(); // the larger crowd exceeds 2^64 bytes
            ++compared;
            const std::string users = " (" + std::to_string(s.workload.users) + " → " +
                                      std::to_string(more.workload.users) + " users, " +
                                      std::to_string(a.nodes.count) + " → " +
                                      std::to_string(b.nodes.count) + " nodes)";
            if (b.nodes.cpuTierTotal < a.nodes.cpuTierTotal)
                return fail("the CPU tier over the nodes shrank from " +
                            bytesText(a.nodes.cpuTierTotal) + " to " +
                            bytesText(b.nodes.cpuTierTotal) + users);
            if (overNodes(b.cpuTier.pinnedTotal, b.nodes.count) <
                overNodes(a.cpuTier.pinnedTotal, a.nodes.count))
                return fail("the pinned memory over the nodes shrank" + users);
            if (overNodes(b.memory.required, b.nodes.count) <
                overNodes(a.memory.required, a.nodes.count))
                return fail("the required memory over the nodes shrank from " +
                            bytesText(a.memory.required) + " × " + std::to_string(a.nodes.count) +
                            " to " + bytesText(b.memory.required) + " × " +
                            std::to_string(b.nodes.count) + users);
            if (a.memory.fits && b.memory.fits && b.nodes.memoryTotal < a.nodes.memoryTotal)
                return fail("the DIMMs over the nodes shrank from " +
                            bytesText(a.nodes.memoryTotal) + " to " +
                            bytesText(b.nodes.memoryTotal) + users);
            if (!a.memory.fits && b.memory.fits)
                return fail("more users fit where fewer did not" + users);
            if (b.memory.fits && b.nodes.count < a.nodes.count)
                return fail("fewer nodes for more users" + users);
            return std::optional<std::string>();
        });
        QVERIFY2(compared >= kCases / 2, QByteArray::number(quint64(compared)));
    }

    // §1, §3: an FP8 cache takes one byte per value where a 16-bit cache takes two: exactly half
    // the bytes per token (full, MLA and sliding layers), per block, and half of every
    // conversation's KV bytes and of the CPU tier that keeps every user warm. A linear-attention
    // or Mamba state is given in bytes (model.layers[].state_bytes) and is the same in both.
    // Both on the same number of nodes: users per instance, and so the tier, depend on it.
    void fp8CacheHalvesTheSixteenBitBytes()
    {
        std::uint64_t compared = 0;
        FOR_EACH_SCENARIO(3, [&](Scenario s, test::ScenarioGenerator& g) {
            // DSA's FP8 latent (656 B, fp8_ds_mla with its scales) is no half of its 16-bit row,
            // and its indexer keys are FP8 either way (tst_dsa checks both by hand). MiniMax-M3's
            // indexer keys keep their own index_dtype whatever the cache's (tst_msa).
            if (hasLayerKind(s.model, LayerKind::Dsa) || hasLayerKind(s.model, LayerKind::Msa))
                return std::optional<std::string>();
            s.host.nodes = s.host.nodes.value_or(1);
            Scenario sixteen = s;
            sixteen.kvCacheDtype = g.chance(0.5) ? KvCacheDtype::Bf16 : KvCacheDtype::Fp16;
            Scenario eight = s;
            eight.kvCacheDtype = g.pick(std::vector<KvCacheDtype>{
                KvCacheDtype::Fp8, KvCacheDtype::Fp8E4M3, KvCacheDtype::Fp8E5M2});
            const SizingResult r16 = plan(sixteen);
            const SizingResult r8 = plan(eight);
            if (overflowed(r8))
                return overflowed(r16) ? std::nullopt : fail("FP8 overflows, 16-bit does not");
            if (overflowed(r16))
                return std::optional<std::string>();
            ++compared;
            if (r8.kv.bytesPerToken * 2 != r16.kv.bytesPerToken)
                return fail("bytes per token: " + bytesText(r8.kv.bytesPerToken) +
                            " × 2 != " + bytesText(r16.kv.bytesPerToken));
            if (r8.kv.bytesPerTokenPerRank * 2 != r16.kv.bytesPerTokenPerRank)
                return fail("bytes per token per rank");
            if (r8.kv.slidingBytesPerToken * 2 != r16.kv.slidingBytesPerToken)
                return fail("sliding-window bytes per token");
            const Bytes state = r8.kv.stateBytesPerConversation;
            if (r16.kv.stateBytesPerConversation != state)
                return fail("the linear-attention state depends on the KV-cache dtype");
            if (overNodes(r8.kv.conversationBytes, 2) !=
                overNodes(r16.kv.conversationBytes, 1) + state.count())
                return fail("conversation bytes: " + bytesText(r8.kv.conversationBytes) +
                            " × 2 != " + bytesText(r16.kv.conversationBytes) + " + state " +
                            bytesText(state));
            if (r8.kv.blockBytesPerRank * 2 != r16.kv.blockBytesPerRank)
                return fail("block bytes");
            if (s.offload.enabled && !s.offload.cpuTierGiBPerInstance) {
                // §3: the tier is counted in the engine's blocks (page rounding, padding
                // layers and state pages included), so it is no longer exactly half: each dtype's
                // tier is its users × the bytes a conversation takes there, and FP8 takes less.
                for (const SizingResult* r : {&r8, &r16})
                    if (overNodes(r->cpuTier.perInstanceBytes, 1) !=
                        overNodes(r->cpuTier.conversationBytes, r->users.usersPerInstance))
                        return fail("CPU tier per instance != users × its conversation bytes");
                if (r8.cpuTier.conversationBytes > r16.cpuTier.conversationBytes)
                    return fail("an FP8 conversation takes more of the CPU tier than a 16-bit one");
            }
            return std::optional<std::string>();
        });
        QVERIFY2(compared >= kCases / 2, QByteArray::number(quint64(compared)));
    }

    // §2, §3: twice the GPUs per node are twice the instances with the same cache per card:
    // twice the conversations on each node's GPUs, never fewer over all nodes, and never fewer
    // users resident. (Unless the doubled node's memory overflows 64-bit arithmetic, which
    // plan() reports as arithmetic_overflow.)
    void doublingGpusNeverLowersConversationsOnGpu()
    {
        std::uint64_t compared = 0;
        FOR_EACH_SCENARIO(4, [&](Scenario s, test::ScenarioGenerator&) {
            // Room to double within the 1,024 GPUs a node may have.
            if (s.serving.tensorParallel > 512)
                s.serving.tensorParallel = 1;
            s.gpu.count = std::min<std::uint64_t>(s.gpu.count, 512);
            if (s.gpu.count % s.serving.tensorParallel != 0)
                s.gpu.count = s.serving.tensorParallel;
            Scenario doubled = s;
            doubled.gpu.count = 2 * s.gpu.count;
            // The new cards hang off the sockets as the first ones do (the reader takes 64).
            if (doubled.gpu.count <= 64)
                doubled.host.gpuSockets.insert(doubled.host.gpuSockets.end(),
                                               s.host.gpuSockets.begin(), s.host.gpuSockets.end());
            else {
                s.host.gpuSockets.clear();
                doubled.host.gpuSockets.clear();
            }
            // Every instance needs a port of its own.
            doubled.engine.portBase = std::min<std::uint64_t>(
                s.engine.portBase, 65'536 - doubled.gpu.count / s.serving.tensorParallel);
            s.engine.portBase = doubled.engine.portBase;
            if (!validate(s).empty() || !validate(doubled).empty())
                return fail("the doubled scenario is not valid");
            const SizingResult a = plan(s);
            const SizingResult b = plan(doubled);
            if (overflowed(a) || overflowed(b))
                return std::optional<std::string>();
            // The doubled node cannot be built at all (its own baseline or a fixed CPU tier
            // exceeds the largest layout, whatever the number of nodes): an error, and the
            // figures of one node, not a sizing to compare.
            if (!b.memory.fits && a.memory.fits)
                return std::optional<std::string>();
            ++compared;
            if (b.gpu.kvCacheBytesPerCard != a.gpu.kvCacheBytesPerCard)
                return fail("the cache per card changed");
            if (b.gpu.conversationsTotal != 2 * a.gpu.conversationsTotal)
                return fail(
                    "conversations on a node's GPUs: " + std::to_string(a.gpu.conversationsTotal) +
                    " → " + std::to_string(b.gpu.conversationsTotal));
            if (b.nodes.conversationsOnGpusTotal < a.nodes.conversationsOnGpusTotal)
                return fail("conversations on the GPUs of all nodes: " +
                            std::to_string(a.nodes.conversationsOnGpusTotal) + " on " +
                            std::to_string(a.nodes.count) + " nodes → " +
                            std::to_string(b.nodes.conversationsOnGpusTotal) + " on " +
                            std::to_string(b.nodes.count));
            if (b.users.residentOnGpu < a.users.residentOnGpu)
                return fail("fewer users resident on twice the GPUs");
            return std::optional<std::string>();
        });
        QVERIFY2(compared >= kCases / 2, QByteArray::number(quint64(compared)));
    }

    // §4: identical DIMMs in every channel of every socket, every socket holding its own need
    // (its instances' buffers and its share of the reserve, at least its share of the
    // requirement); the smallest size that does at one DIMM per channel, two per channel only
    // when the largest at one is not enough; no layout only when the largest at the most DIMMs
    // per channel cannot hold the largest socket's need.
    void dimmLayoutFillsEveryChannelAndCoversTheRequirement()
    {
        std::uint64_t laidOut = 0;
        std::uint64_t tooLarge = 0;
        // Mostly ordinary servers, so that both branches (a layout, or none) come up.
        FOR_EACH_SCENARIO_TYPICAL(5, 0.9, [&](const Scenario& s, test::ScenarioGenerator&) {
            const SizingResult r = plan(s);
            if (!computed(r))
                return std::optional<std::string>();
            const MemoryPlan& m = r.memory;
            const HostSpec& h = s.host;
            const std::uint64_t largest =
                *std::max_element(h.dimmSizesGB.begin(), h.dimmSizesGB.end());
            const auto socketMemory = [&](std::uint64_t sizeGB, std::uint64_t dpc) {
                return gb(sizeGB) * (h.channelsPerSocket * dpc);
            };
            if (!m.fits) {
                ++tooLarge;
                // §11: the chassis' DIMM slots may allow fewer DIMMs per channel.
                const std::uint64_t dpc =
                    r.chassis.found ? r.chassis.maxDimmsPerChannel : h.maxDimmsPerChannel;
                if (socketMemory(largest, dpc) >= m.perSocketNeed)
                    return fail("no layout, yet the largest DIMMs hold the socket need of " +
                                bytesText(m.perSocketNeed));
                return std::optional<std::string>();
            }
            ++laidOut;
            if (m.dimmCount != h.sockets * h.channelsPerSocket * m.dimmsPerChannel)
                return fail(std::to_string(m.dimmCount) + " DIMMs do not fill " +
                            std::to_string(h.sockets * h.channelsPerSocket) + " channels alike");
            if (m.dimmsPerChannel < 1 || m.dimmsPerChannel > h.maxDimmsPerChannel)
                return fail("DIMMs per channel out of range");
            if (std::find(h.dimmSizesGB.begin(), h.dimmSizesGB.end(), m.dimmSizeGB) ==
                h.dimmSizesGB.end())
                return fail("a DIMM size that is not on the list");
            if (m.total != gb(m.dimmSizeGB) * m.dimmCount)
                return fail("total != count × size");
            if (m.total < m.required)
                return fail("the layout does not cover " + bytesText(m.required));
            Bytes sum;
            for (const SocketLoad& load : m.sockets) {
                if (load.memory != socketMemory(m.dimmSizeGB, m.dimmsPerChannel))
                    return fail("socket " + std::to_string(load.socket) +
                                " does not hold the same DIMMs as the others");
                if (load.memory < load.need)
                    return fail("socket " + std::to_string(load.socket) + " holds " +
                                bytesText(load.memory) + " for a need of " + bytesText(load.need));
                sum += load.memory;
            }
            if (m.sockets.size() != h.sockets || sum != m.total)
                return fail("the sockets do not add up to the total");
            for (std::uint64_t size : h.dimmSizesGB)
                if (size < m.dimmSizeGB && socketMemory(size, m.dimmsPerChannel) >= m.perSocketNeed)
                    return fail(std::to_string(size) + " GB DIMMs would do");
            if (m.dimmsPerChannel == 2 && socketMemory(largest, 1) >= m.perSocketNeed)
                return fail("two DIMMs per channel where one of the largest would do");
            return std::optional<std::string>();
        });
        QVERIFY2(laidOut >= kCases / 4 && tooLarge >= kCases / 50,
                 QByteArray::number(quint64(laidOut)) + " laid out, " +
                     QByteArray::number(quint64(tooLarge)) + " too large");
    }

    // The JSON report, written and parsed back, carries the result's figures: exact bytes in the
    // _bytes keys, the same figures rounded for people in the others, every warning in order.
    void reportRoundTripsThroughJson()
    {
        FOR_EACH_SCENARIO(6, [&](const Scenario& s, test::ScenarioGenerator&) {
            const SizingResult r = plan(s);
            const json report = json::parse(reportToJson(s, r).dump(2));
            const auto same = [&](const char* pointer, std::uint64_t expected) {
                return report.at(json::json_pointer(pointer)).get<std::uint64_t>() == expected;
            };
            const auto rounded = [&](const char* pointer, double expected) {
                const json& value = report.at(json::json_pointer(pointer));
                return value.is_number() && value.get<double>() == expected;
            };
            if (!same("/kv_bytes_per_token", r.kv.bytesPerToken.count()) ||
                !same("/conversation_bytes", r.kv.conversationBytes.count()) ||
                !same("/gpu/kv_cache_bytes_per_card", r.gpu.kvCacheBytesPerCard.count()) ||
                !same("/gpu/kv_tokens_per_instance", r.gpu.kvTokensPerInstance) ||
                !same("/gpu/conversations_per_instance", r.gpu.conversationsPerInstance) ||
                !same("/gpu/conversations_total", r.gpu.conversationsTotal) ||
                !same("/users/resident_on_gpu", r.users.residentOnGpu) ||
                !same("/users/not_resident_on_gpu", r.users.notResidentOnGpu) ||
                !same("/cpu_tier/total_bytes", r.cpuTier.totalBytes.count()) ||
                !same("/cpu_tier/per_instance_bytes", r.cpuTier.perInstanceBytes.count()) ||
                !same("/cpu_tier/pinned_total_bytes", r.cpuTier.pinnedTotal.count()) ||
                !same("/memory/dimm_count", r.memory.dimmCount) ||
                !same("/memory/dimm_size_gb", r.memory.dimmSizeGB) ||
                !same("/memory/nodes", r.memory.nodes) ||
                !same("/pcie/transfer_bytes", r.pcie.transferBytes.count()) ||
                !same("/nvme/writes_bytes_per_day", r.nvme.writesPerDay.count()))
                return fail("an exact figure differs in the JSON report");
            if (!rounded("/conversation_gib", roundTo(r.kv.conversationBytes.inGiB(), 2)) ||
                !rounded("/gpu/kv_cache_gib_per_card",
                         roundTo(r.gpu.kvCacheBytesPerCard.inGiB(), 2)) ||
                !rounded("/memory/required_gb", roundTo(r.memory.required.inGB(), 1)) ||
                !rounded("/memory/total_gb", roundTo(r.memory.total.inGB(), 1)) ||
                !rounded("/nvme/writes_tb_per_day", roundTo(r.nvme.writesPerDay.inTB(), 2)))
                return fail("a rounded figure differs in the JSON report");
            const json& warnings = report.at("warnings");
            if (warnings.size() != r.diagnostics.size())
                return fail("warnings lost in the JSON report");
            for (std::size_t i = 0; i < warnings.size(); ++i)
                if (warnings[i].at("code").get<std::string>() != toString(r.diagnostics[i].code) ||
                    warnings[i].at("message").get<std::string>().empty())
                    return fail("warning " + std::to_string(i) + " differs");
            if (report.at("formulas").size() != r.derivations.size())
                return fail("formulas lost in the JSON report");
            if (report.at("memory").at("sockets").size() != r.memory.sockets.size())
                return fail("sockets lost in the JSON report");
            return std::optional<std::string>();
        });
    }

    // §7a: where requests are served from partitions them. Fresh, GPU, CPU, NVMe and miss are
    // shares of all requests, each in [0, 1], adding up to 1; the prompt tokens saved are a
    // share too. Both for the closed form and for the simulation (bounded to 20,000 requests
    // here so that 500 cases stay quick; larger workloads skip it, as in the app).
    void hitRatesPartitionTheRequests()
    {
        std::uint64_t described = 0;
        std::uint64_t simulated = 0;
        const auto partition = [](const HitRateEstimate& e, const std::string& which) {
            const double shares[] = {e.fresh, e.gpu, e.cpu, e.nvme, e.miss};
            for (double share : shares)
                if (!std::isfinite(share) || share < 0.0 || share > 1.0 + 1e-12)
                    return fail(which + ": a share of " + std::to_string(share));
            const double sum = e.fresh + e.gpu + e.cpu + e.nvme + e.miss;
            if (std::abs(sum - 1.0) > 1e-9)
                return fail(which + ": the shares add up to " + std::to_string(sum));
            if (!std::isfinite(e.tokensSaved()) || e.tokensSaved() < 0.0 ||
                e.tokensSaved() > 1.0 + 1e-9)
                return fail(which + ": tokens saved " + std::to_string(e.tokensSaved()));
            return std::optional<std::string>();
        };
        // Mostly ordinary servers: a plan without errors is needed for hit rates.
        FOR_EACH_SCENARIO_TYPICAL(
            8, 0.95, [&](const Scenario& generated, test::ScenarioGenerator&) {
                if (!generated.traffic)
                    return std::optional<std::string>();
                // Hit rates need a plan without errors, which a random server often is not: the
                // generated traffic and workload then go onto the worked example's server, and
                // failing that the traffic alone.
                Scenario s = generated;
                SizingResult r = plan(s);
                for (int fallback = 0; fallback < 2 && (!computed(r) || r.hasErrors());
                     ++fallback) {
                    const WorkloadSpec workload =
                        fallback == 0 ? s.workload : workedExample().workload;
                    s = workedExample();
                    s.workload = workload;
                    s.traffic = generated.traffic;
                    r = plan(s);
                }
                if (!computed(r) || r.hasErrors() || !r.hitRates.described)
                    return std::optional<std::string>();
                ++described;
                if (auto failure = partition(r.hitRates.closedForm, "closed form"))
                    return failure;
                SimulationOptions options;
                options.maxRequests = 20'000;
                addSimulation(s, r, options);
                if (!r.hitRates.simulated)
                    return std::optional<std::string>();
                ++simulated;
                return partition(r.hitRates.simulated->rates, "simulation");
            });
        // Not vacuous: half the scenarios describe their traffic, nearly all of them plan.
        QVERIFY2(
            described >= kCases / 3 && simulated >= kCases / 10,
            qPrintable(QStringLiteral("%1 described, %2 simulated").arg(described).arg(simulated)));
    }

    // §7: a turn served from a tier is never slower than from the tier above it (the CPU adds
    // the PCIe reload, NVMe the drive read before it), and never slower than recomputing the
    // whole prompt, at every prompt length of the series.
    void aHitIsNeverSlowerThanTheTierAboveOrARecompute()
    {
        std::uint64_t checked = 0;
        // Named: a braced list inside the macro's argument would split it at its commas.
        const auto property = [&](const Scenario& s, test::ScenarioGenerator&) {
            const SizingResult r = plan(s);
            if (!computed(r))
                return std::optional<std::string>();
            checked += r.latency.series.empty() ? 0 : 1;
            for (const TtftPoint& p : r.latency.series) {
                const std::string at = " at " + std::to_string(p.promptTokens) + " tokens";
                const double times[] = {p.gpuHitSeconds, p.cpuHitSeconds, p.nvmeHitSeconds,
                                        p.recomputeSeconds};
                for (double t : times)
                    if (!std::isfinite(t) || t < 0.0)
                        return fail("a time of " + std::to_string(t) + " s" + at);
                if (p.gpuHitSeconds > p.recomputeSeconds * (1 + 1e-12))
                    return fail("a GPU hit is slower than a recompute" + at);
                if (r.latency.cpuTier && p.cpuHitSeconds < p.gpuHitSeconds)
                    return fail("a CPU hit is faster than a GPU hit" + at);
                if (r.latency.cpuTier && r.latency.nvmeTier && p.nvmeHitSeconds < p.cpuHitSeconds)
                    return fail("an NVMe hit is faster than a CPU hit" + at);
            }
            return std::optional<std::string>();
        };
        FOR_EACH_SCENARIO_TYPICAL(9, 0.95, property);
        // Not vacuous: the scenarios whose prefill can be estimated (parameters and TFLOPS).
        QVERIFY2(checked >= kCases / 10, QByteArray::number(quint64(checked)));
    }

    // Saving then loading gives the same scenario, and saving it again the same bytes, for any
    // value in range (reals with 17 significant digits, the ends of the ranges, UTF-8 names).
    void scenariosRoundTripByteExactly()
    {
        FOR_EACH_SCENARIO(7, [&](const Scenario& s, test::ScenarioGenerator&) {
            const std::string saved = serializeScenario(s);
            Scenario loaded;
            try {
                loaded = parseScenario(saved);
            } catch (const ScenarioError& e) {
                return fail(std::string("a saved scenario does not load: ") + e.what());
            }
            if (!(loaded == s))
                return fail("the loaded scenario differs from the saved one");
            if (serializeScenario(loaded) != saved)
                return fail("saving the loaded scenario gives other bytes");
            return std::optional<std::string>();
        });
    }
};

QTEST_APPLESS_MAIN(TestProperties)

} // namespace tst_properties

#include "tst_properties.moc"
