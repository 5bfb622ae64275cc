// SPDX-License-Identifier: GPL-3.0-or-later
#include "kvplan/plan.h"

#include "kvplan/kv_geometry.h"
#include "kvplan/memory_planner.h"
#include "kvplan/pcie_model.h"
#include "kvplan/validation.h"

#include <algorithm>
#include <cmath>
#include <limits>

namespace kvp {

bool SizingResult::hasErrors() const
{
    return std::any_of(diagnostics.begin(), diagnostics.end(),
                       [](const Diagnostic& d) { return d.severity == Severity::Error; });
}

const Derivation* SizingResult::derivation(const std::string& figure) const
{
    for (const Derivation& d : derivations)
        if (d.figure == figure)
            return &d;
    return nullptr;
}

namespace {

constexpr double kDaysPerYear = 365.0;

std::uint64_t ceilDiv(std::uint64_t a, std::uint64_t b)
{
    return a / b + (a % b != 0 ? 1 : 0);
}

class Planner {
public:
    explicit Planner(const Scenario& scenario) : s(scenario) {}

    SizingResult run()
    {
        r.kv = kvGeometry(s);
        planGpu();
        placeUsers();
        planCpuTier();
        planPcie();
        r.memory = planMemory(s, r.users, r.cpuTier, r.pcie.nominalGBps);
        planNvme();
        advise();
        derive();
        return std::move(r);
    }

private:
    void note(Severity severity, std::string code, nlohmann::json params)
    {
        r.diagnostics.push_back({std::move(code), severity, std::move(params)});
    }

    // §2
    void planGpu()
    {
        GpuCache& g = r.gpu;
        const std::uint64_t tp = s.serving.tensorParallel;
        g.reportedPerCard = fromGiB(s.gpu.memoryReportedGiB);
        g.usablePerCard = g.reportedPerCard.scaledBy(s.serving.gpuMemoryUtilization);
        g.headroomPerCard = g.reportedPerCard - g.usablePerCard;
        g.overheadPerCard = fromGiB(s.serving.overheadGiB);
        g.weightsPerCard = fromGiB(s.model.weightsGiB).dividedBy(tp);
        if (s.serving.kvCacheMemoryGiB) {
            g.budgetGivenDirectly = true;
            g.kvCacheBytesPerCard = fromGiB(*s.serving.kvCacheMemoryGiB);
        } else if (g.usablePerCard < g.overheadPerCard + g.weightsPerCard) {
            g.budgetShort = true;
        } else {
            g.kvCacheBytesPerCard = g.usablePerCard - g.overheadPerCard - g.weightsPerCard;
        }

        // vLLM: blocks from the smallest rank's budget (all ranks alike here); "GPU KV cache
        // size" = blocks / blocks-per-request × max_model_len; concurrency = floor of the ratio.
        const std::uint64_t context = s.workload.contextTokens;
        const std::uint64_t blocksPerConversation = ceilDiv(context, s.serving.blockSizeTokens);
        g.kvBlocksPerInstance = g.kvCacheBytesPerCard.wholeMultiplesOf(r.kv.blockBytesPerRank);
        g.kvTokensPerInstance = checkedMul(g.kvBlocksPerInstance, context) / blocksPerConversation;
        g.conversationsPerInstance = g.kvBlocksPerInstance / blocksPerConversation;
        g.conversationsPerCard =
            static_cast<double>(g.conversationsPerInstance) / static_cast<double>(tp);
    }

    // §3
    void placeUsers()
    {
        UsersPlacement& u = r.users;
        const std::uint64_t users = s.workload.users;
        u.instances = s.gpu.count / s.serving.tensorParallel;
        u.usersPerInstance = ceilDiv(users, u.instances);
        r.gpu.conversationsTotal = checkedMul(r.gpu.conversationsPerInstance, u.instances);
        // Users spread evenly: `busier` instances get one user more than the others.
        const std::uint64_t busier = users % u.instances;
        const std::uint64_t fewer = users / u.instances;
        const std::uint64_t cap = r.gpu.conversationsPerInstance;
        u.residentOnGpu = checkedAdd(checkedMul(busier, std::min(fewer + 1, cap)),
                                     checkedMul(u.instances - busier, std::min(fewer, cap)));
        u.notResidentOnGpu = users - u.residentOnGpu;
    }

    // §3
    void planCpuTier()
    {
        CpuTier& c = r.cpuTier;
        if (!s.offload.enabled)
            return;
        if (s.offload.cpuTierGiBPerInstance)
            c.perInstanceBytes = fromGiB(*s.offload.cpuTierGiBPerInstance);
        else
            c.perInstanceBytes = r.kv.conversationBytes * r.users.usersPerInstance;
        c.totalBytes = c.perInstanceBytes * r.users.instances;
        c.pinnedPerInstance = c.perInstanceBytes.scaledBy(s.offload.engineHostMemoryFactor);
        c.pinnedTotal = c.pinnedPerInstance * r.users.instances;
        c.largerThanGpuCache = c.perInstanceBytes > gpuCachePerInstance();
        c.conversationsPerInstance = c.perInstanceBytes.wholeMultiplesOf(r.kv.conversationBytes);
    }

    Bytes gpuCachePerInstance() const
    {
        return r.gpu.kvCacheBytesPerCard * s.serving.tensorParallel;
    }

    // §5
    void planPcie()
    {
        PcieReload& p = r.pcie;
        p.nominalGBps = pcieNominalGBps(s.gpu.pcieGen, s.gpu.pcieLanes);
        p.transferBytes = r.kv.blockBytesPerRank;
        p.efficiency = pcieChunkEfficiency(p.transferBytes);
        p.effectiveGBps = p.nominalGBps * p.efficiency;
        // Each rank reloads its own share over its own link, all ranks at once.
        const double perRank = static_cast<double>(r.kv.conversationBytesPerRank.count());
        p.reloadSecondsNominal = perRank / (p.nominalGBps * 1e9);
        p.reloadSeconds = perRank / (p.effectiveGBps * 1e9);
        p.pinnedAllocationSecondsPerInstance = pinnedAllocationSeconds(r.cpuTier.pinnedPerInstance);
    }

    // §6
    void planNvme()
    {
        NvmeTier& n = r.nvme;
        const NvmeSpec& spec = s.nvme;
        n.enabled = s.offload.enabled && spec.enabled;
        if (!n.enabled)
            return;
        n.offloadedBytesPerConversation = r.kv.conversationBytes;
        n.writesPerDay = (n.offloadedBytesPerConversation * s.workload.newConversationsPerDay)
                             .scaledBy(spec.writeAmplification);
        n.capacityNeeded = (r.kv.conversationBytes * s.workload.newConversationsPerDay)
                               .scaledBy(spec.retentionDays);
        n.capacityInstalled = fromTB(spec.capacityTB) * spec.drivesPerNode;
        n.enduranceBudgetPerDay = n.capacityInstalled.scaledBy(spec.dwpd);
        n.shareOfEnduranceBudget = n.writesPerDay.ratioTo(n.enduranceBudgetPerDay);
        n.ratedLifetimeWrites = n.enduranceBudgetPerDay.scaledBy(kDaysPerYear * spec.warrantyYears);
        n.yearsToWearOut = n.writesPerDay.isZero()
                               ? std::numeric_limits<double>::infinity()
                               : n.ratedLifetimeWrites.ratioTo(n.writesPerDay) / kDaysPerYear;
        n.readGBps = spec.readGBps * static_cast<double>(spec.drivesPerNode);
        // Staged through CPU memory: the drives' read, then the PCIe reload (not overlapped).
        n.reloadSeconds = static_cast<double>(r.kv.conversationBytes.count()) / (n.readGBps * 1e9) +
                          r.pcie.reloadSeconds;
    }

    // §8 and the checks of §3–§6.
    void advise()
    {
        const GpuCache& g = r.gpu;
        const std::uint64_t users = s.workload.users;
        if (g.budgetShort) {
            note(Severity::Error, "gpu_memory_insufficient",
                 {{"weights_gib", g.weightsPerCard.inGiB()},
                  {"overhead_gib", g.overheadPerCard.inGiB()},
                  {"usable_gib", g.usablePerCard.inGiB()}});
        } else if (g.conversationsPerInstance == 0) {
            note(Severity::Error, "conversation_does_not_fit",
                 {{"context_tokens", s.workload.contextTokens},
                  {"conversation_gib", r.kv.conversationBytesPerRank.inGiB()},
                  {"kv_cache_gib", g.kvCacheBytesPerCard.inGiB()}});
        }
        if (s.kvCacheDtype == KvCacheDtype::Bf16 || s.kvCacheDtype == KvCacheDtype::Fp16 ||
            s.kvCacheDtype == KvCacheDtype::Fp32)
            note(Severity::Info, "fp8_cache_first_saving",
                 {{"dtype", toString(s.kvCacheDtype)},
                  {"bytes_per_value", bytesPerValue(s.kvCacheDtype)}});
        if (r.kv.headsReplicated)
            note(Severity::Info, "heads_replicated",
                 {{"tp", s.serving.tensorParallel},
                  {"kv_heads", s.model.numKvHeads},
                  {"replication", s.serving.tensorParallel / s.model.numKvHeads}});
        if (g.conversationsTotal > 0 && users <= g.conversationsTotal)
            note(Severity::Warning, "all_users_fit_on_gpu",
                 {{"users", users}, {"conversations_total", g.conversationsTotal}});
        if (!s.offload.enabled) {
            if (r.users.notResidentOnGpu > 0)
                note(Severity::Warning, "offloading_disabled",
                     {{"not_resident", r.users.notResidentOnGpu}, {"users", users}});
        } else {
            if (!r.cpuTier.largerThanGpuCache)
                note(Severity::Warning, "cpu_tier_not_larger_than_gpu",
                     {{"cpu_tier_gib", r.cpuTier.perInstanceBytes.inGiB()},
                      {"gpu_cache_gib", gpuCachePerInstance().inGiB()}});
            if (s.offload.engineHostMemoryFactor > 1.0)
                note(Severity::Info, "engine_pins_more_memory",
                     {{"factor", s.offload.engineHostMemoryFactor},
                      {"pinned_gb", r.cpuTier.pinnedTotal.inGB()},
                      {"cpu_tier_gb", r.cpuTier.totalBytes.inGB()}});
        }
        if (r.users.instances > 1) {
            if (s.offload.kvAwareRouting)
                note(Severity::Info, "kv_aware_routing_needed", {{"instances", r.users.instances}});
            else
                note(Severity::Warning, "no_kv_aware_routing", {{"instances", r.users.instances}});
            if (users % r.users.instances != 0)
                note(Severity::Info, "uneven_users",
                     {{"users", users},
                      {"instances", r.users.instances},
                      {"users_per_instance", r.users.usersPerInstance}});
        }
        adviseMemory();
        adviseNvme();
    }

    void adviseMemory()
    {
        const MemoryPlan& m = r.memory;
        if (!m.fits) {
            const Bytes maxNode =
                gb(*std::max_element(s.host.dimmSizesGB.begin(), s.host.dimmSizesGB.end())) *
                checkedMul(checkedMul(s.host.sockets, s.host.channelsPerSocket),
                           s.host.maxDimmsPerChannel);
            note(Severity::Error, "memory_exceeds_node",
                 {{"required_gb", m.required.inGB()},
                  {"max_node_gb", maxNode.inGB()},
                  {"nodes", m.nodes}});
            return;
        }
        if (m.dimmsPerChannel > 1)
            note(Severity::Warning, "memory_needs_2dpc",
                 {{"required_gb", m.required.inGB()}, {"speed_mts", m.memorySpeedMts}});
        for (const SocketLoad& load : m.sockets) {
            if (load.overBudget)
                note(Severity::Warning, "socket_over_budget",
                     {{"socket", load.socket},
                      {"pinned_gb", load.pinned.inGB()},
                      {"reserve_gb", load.reserveShare.inGB()},
                      {"memory_gb", load.memory.inGB()}});
            if (load.pcieDemandGBps > load.memoryBandwidthGBps)
                note(Severity::Warning, "pcie_exceeds_memory_bandwidth",
                     {{"socket", load.socket},
                      {"pcie_gbps", load.pcieDemandGBps},
                      {"memory_gbps", load.memoryBandwidthGBps}});
        }
        const std::uint64_t tp = s.serving.tensorParallel;
        for (std::uint64_t i = 0; i < r.users.instances; ++i) {
            const std::uint64_t first = socketOfGpu(i * tp, s.gpu.count, s.host.sockets);
            const std::uint64_t last = socketOfGpu(i * tp + tp - 1, s.gpu.count, s.host.sockets);
            if (first != last)
                note(Severity::Warning, "instance_spans_sockets",
                     {{"instance", i}, {"socket", first}});
        }
    }

    void adviseNvme()
    {
        const NvmeTier& n = r.nvme;
        if (!n.enabled)
            return;
        if (n.yearsToWearOut < s.nvme.warrantyYears)
            note(Severity::Warning, "nvme_wears_out_before_warranty",
                 {{"writes_tb_per_day", n.writesPerDay.inTB()},
                  {"years", n.yearsToWearOut},
                  {"warranty_years", s.nvme.warrantyYears}});
        if (n.capacityNeeded > n.capacityInstalled)
            note(Severity::Warning, "nvme_capacity_short",
                 {{"needed_tb", n.capacityNeeded.inTB()},
                  {"retention_days", s.nvme.retentionDays},
                  {"installed_tb", n.capacityInstalled.inTB()}});
        if (n.capacityInstalled < r.cpuTier.totalBytes)
            note(Severity::Warning, "nvme_smaller_than_cpu_tier",
                 {{"installed_tb", n.capacityInstalled.inTB()},
                  {"cpu_tier_tb", r.cpuTier.totalBytes.inTB()}});
        note(Severity::Info, "nvme_not_for_quick_returns",
             {{"nvme_reload_ms", std::round(n.reloadSeconds * 1e4) / 10.0},
              {"cpu_reload_ms", std::round(r.pcie.reloadSeconds * 1e4) / 10.0}});
    }

    void add(std::string figure, std::string formula, std::vector<DerivationInput> inputs,
             double value, std::string unit, std::string rule)
    {
        r.derivations.push_back({std::move(figure), std::move(formula), std::move(inputs), value,
                                 std::move(unit), std::move(rule)});
    }

    void derive()
    {
        const ModelSpec& m = s.model;
        const double tp = static_cast<double>(s.serving.tensorParallel);
        const double valueBytes = static_cast<double>(bytesPerValue(s.kvCacheDtype));
        if (r.kv.headsReplicated)
            add("kv_bytes_per_token",
                "2 × {layers} × {heads_per_rank} × {head_dim} × {bytes_per_value} × {tp}",
                {{"layers", "model.num_layers", double(m.numLayers), ""},
                 {"heads_per_rank", "model.num_kv_heads", double(r.kv.kvHeadsPerRank), ""},
                 {"head_dim", "model.head_dim", double(m.headDim), ""},
                 {"bytes_per_value", "kv_cache_dtype", valueBytes, "B"},
                 {"tp", "serving.tensor_parallel", tp, ""}},
                double(r.kv.bytesPerToken.count()), "B", "sizing-model §1");
        else
            add("kv_bytes_per_token", "2 × {layers} × {kv_heads} × {head_dim} × {bytes_per_value}",
                {{"layers", "model.num_layers", double(m.numLayers), ""},
                 {"kv_heads", "model.num_kv_heads", double(m.numKvHeads), ""},
                 {"head_dim", "model.head_dim", double(m.headDim), ""},
                 {"bytes_per_value", "kv_cache_dtype", valueBytes, "B"}},
                double(r.kv.bytesPerToken.count()), "B", "sizing-model §1");
        add("conversation_bytes", "{bytes_per_token} × {context}",
            {{"bytes_per_token", "kv_bytes_per_token", double(r.kv.bytesPerToken.count()), "B"},
             {"context", "workload.context_tokens", double(s.workload.contextTokens), "tokens"}},
            r.kv.conversationBytes.inGiB(), "GiB", "sizing-model §1");

        const GpuCache& g = r.gpu;
        if (g.budgetGivenDirectly)
            add("gpu.kv_cache_gib_per_card", "{kv_cache_memory}",
                {{"kv_cache_memory", "serving.kv_cache_memory_gib",
                  s.serving.kvCacheMemoryGiB.value_or(0.0), "GiB"}},
                g.kvCacheBytesPerCard.inGiB(), "GiB", "sizing-model §2 (budget given directly)");
        else if (s.serving.tensorParallel > 1)
            add("gpu.kv_cache_gib_per_card", "{util} × {reported} − {overhead} − {weights} / {tp}",
                {{"util", "serving.gpu_memory_utilization", s.serving.gpuMemoryUtilization, ""},
                 {"reported", "gpu.memory_reported_gib", s.gpu.memoryReportedGiB, "GiB"},
                 {"overhead", "serving.overhead_gib", s.serving.overheadGiB, "GiB"},
                 {"weights", "model.weights_gib", m.weightsGiB, "GiB"},
                 {"tp", "serving.tensor_parallel", tp, ""}},
                g.kvCacheBytesPerCard.inGiB(), "GiB", "sizing-model §2");
        else
            add("gpu.kv_cache_gib_per_card", "{util} × {reported} − {overhead} − {weights}",
                {{"util", "serving.gpu_memory_utilization", s.serving.gpuMemoryUtilization, ""},
                 {"reported", "gpu.memory_reported_gib", s.gpu.memoryReportedGiB, "GiB"},
                 {"overhead", "serving.overhead_gib", s.serving.overheadGiB, "GiB"},
                 {"weights", "model.weights_gib", m.weightsGiB, "GiB"}},
                g.kvCacheBytesPerCard.inGiB(), "GiB", "sizing-model §2");
        add("gpu.conversations_per_instance", "floor({kv_cache} / {conversation_per_rank})",
            {{"kv_cache", "gpu.kv_cache_gib_per_card", g.kvCacheBytesPerCard.inGiB(), "GiB"},
             {"conversation_per_rank", "conversation_bytes", r.kv.conversationBytesPerRank.inGiB(),
              "GiB"}},
            double(g.conversationsPerInstance), "", "sizing-model §2 (whole conversations)");
        add("gpu.conversations_total", "{per_instance} × {instances}",
            {{"per_instance", "gpu.conversations_per_instance", double(g.conversationsPerInstance),
              ""},
             {"instances", "gpu.count / serving.tensor_parallel", double(r.users.instances), ""}},
            double(g.conversationsTotal), "", "sizing-model §3");
        add("users.not_resident_on_gpu", "{users} − {resident}",
            {{"users", "workload.users", double(s.workload.users), ""},
             {"resident", "users.resident_on_gpu", double(r.users.residentOnGpu), ""}},
            double(r.users.notResidentOnGpu), "", "sizing-model §3");

        const CpuTier& c = r.cpuTier;
        if (s.offload.enabled && !s.offload.cpuTierGiBPerInstance)
            add("cpu_tier.per_instance_gib", "{users_per_instance} × {conversation}",
                {{"users_per_instance", "workload.users / instances",
                  double(r.users.usersPerInstance), ""},
                 {"conversation", "conversation_bytes", r.kv.conversationBytes.inGiB(), "GiB"}},
                c.perInstanceBytes.inGiB(), "GiB", "sizing-model §3");
        else if (s.offload.enabled)
            add("cpu_tier.per_instance_gib", "{fixed}",
                {{"fixed", "offload.cpu_tier_gib_per_instance", *s.offload.cpuTierGiBPerInstance,
                  "GiB"}},
                c.perInstanceBytes.inGiB(), "GiB", "sizing-model §3 (fixed tier)");
        add("cpu_tier.total_gib", "{per_instance} × {instances}",
            {{"per_instance", "cpu_tier.per_instance_gib", c.perInstanceBytes.inGiB(), "GiB"},
             {"instances", "gpu.count / serving.tensor_parallel", double(r.users.instances), ""}},
            c.totalBytes.inGiB(), "GiB", "sizing-model §3");

        const MemoryPlan& mem = r.memory;
        add("memory.required_gb",
            "max({baseline_multiple} × {gpu_memory}, {pinned} + max({reserve_multiple} × "
            "{gpu_memory}, {reserve_items}))",
            {{"baseline_multiple", "host.baseline_multiple", s.host.baselineMultiple, ""},
             {"gpu_memory", "gpu.memory_marketed_gb × gpu.count", mem.gpuMemoryMarketed.inGB(),
              "GB"},
             {"pinned", "cpu_tier.total × offload.engine_host_memory_factor", c.pinnedTotal.inGB(),
              "GB"},
             {"reserve_multiple", "host.reserve_multiple", s.host.reserveMultiple, ""},
             {"reserve_items", "host.reserve_*", mem.reserveByItems.inGB(), "GB"}},
            mem.required.inGB(), "GB", "sizing-model §4");
        if (mem.fits) {
            add("memory.total_gb", "{dimm_count} × {dimm_size}",
                {{"dimm_count", "host.sockets × host.channels_per_socket × DIMMs per channel",
                  double(mem.dimmCount), ""},
                 {"dimm_size", "host.dimm_sizes_gb", double(mem.dimmSizeGB), "GB"}},
                mem.total.inGB(), "GB", "sizing-model §4 (smallest size filling every channel)");
            add("memory.free_beside_buffer_gb", "{total} − {pinned}",
                {{"total", "memory.total_gb", mem.total.inGB(), "GB"},
                 {"pinned", "cpu_tier.pinned_total", c.pinnedTotal.inGB(), "GB"}},
                mem.freeBesideBuffer.inGB(), "GB", "sizing-model §4");
        }

        const PcieReload& p = r.pcie;
        add("pcie.reload_ms_per_conversation",
            "{conversation_per_rank} / ({nominal} × {efficiency})",
            {{"conversation_per_rank", "conversation_bytes / ranks",
              r.kv.conversationBytesPerRank.inGB(), "GB"},
             {"nominal", "gpu.pcie_gen, gpu.pcie_lanes", p.nominalGBps, "GB/s"},
             {"efficiency", "measured H200 rate at the block size", p.efficiency * 100.0, "%"}},
            p.reloadSeconds * 1e3, "ms", "sizing-model §5");

        if (r.nvme.enabled) {
            const NvmeTier& n = r.nvme;
            add("nvme.writes_tb_per_day", "{new_conversations} × {conversation} × {amplification}",
                {{"new_conversations", "workload.new_conversations_per_day",
                  double(s.workload.newConversationsPerDay), ""},
                 {"conversation", "conversation_bytes", n.offloadedBytesPerConversation.inGB(),
                  "GB"},
                 {"amplification", "nvme.write_amplification", s.nvme.writeAmplification, ""}},
                n.writesPerDay.inTB(), "TB/day", "sizing-model §6");
            add("nvme.share_of_endurance", "{writes} / ({drives} × {capacity} × {dwpd})",
                {{"writes", "nvme.writes_tb_per_day", n.writesPerDay.inTB(), "TB/day"},
                 {"drives", "nvme.drives_per_node", double(s.nvme.drivesPerNode), ""},
                 {"capacity", "nvme.capacity_tb", s.nvme.capacityTB, "TB"},
                 {"dwpd", "nvme.dwpd", s.nvme.dwpd, "DWPD"}},
                n.shareOfEnduranceBudget * 100.0, "%", "sizing-model §6");
            add("nvme.years_to_wear_out", "{drives} × {capacity} × {dwpd} × {warranty} / {writes}",
                {{"drives", "nvme.drives_per_node", double(s.nvme.drivesPerNode), ""},
                 {"capacity", "nvme.capacity_tb", s.nvme.capacityTB, "TB"},
                 {"dwpd", "nvme.dwpd", s.nvme.dwpd, "DWPD"},
                 {"warranty", "nvme.warranty_years", s.nvme.warrantyYears, "years"},
                 {"writes", "nvme.writes_tb_per_day", n.writesPerDay.inTB(), "TB/day"}},
                n.yearsToWearOut, "years", "sizing-model §6");
        }
    }

    const Scenario& s;
    SizingResult r;
};

} // namespace

SizingResult plan(const Scenario& scenario)
{
    const std::vector<FieldError> errors = validate(scenario);
    if (!errors.empty()) {
        SizingResult invalid;
        for (const FieldError& e : errors)
            invalid.diagnostics.push_back(
                {"invalid_scenario", Severity::Error, {{"key", e.key}, {"problem", e.problem}}});
        return invalid;
    }
    try {
        return Planner(scenario).run();
    } catch (const std::exception& e) {
        // Overflow (or a domain error it causes) on absurd but individually valid inputs.
        SizingResult overflow;
        overflow.diagnostics.push_back(
            {"arithmetic_overflow", Severity::Error, {{"detail", e.what()}}});
        return overflow;
    }
}

} // namespace kvp
