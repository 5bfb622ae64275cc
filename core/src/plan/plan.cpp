// SPDX-License-Identifier: GPL-3.0-or-later
#include "kvplan/plan.h"

#include "kvplan/engine_capacity.h"
#include "kvplan/hit_rates.h"
#include "kvplan/kv_geometry.h"
#include "kvplan/latency.h"
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
        planNodes();
        placeWarmUsers();
        planNvme();
        totalOverNodes();
        advise();
        derive();
        if (!r.hasErrors()) {
            planLatency(s, r);
            planHitRates(s, r);
        }
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
        g.kvCacheBytesPerInstance = g.kvCacheBytesPerCard * tp;

        // vLLM: blocks from the smallest rank's budget (all ranks alike here), tokens and
        // concurrency as the engine mode computes them (engine_capacity.h).
        r.engine = engineCapacity(s, r.kv, g.kvCacheBytesPerCard);
        g.kvBlocksPerInstance = r.engine.numBlocks;
        g.kvTokensPerInstance = r.engine.tokens;
        g.maxConcurrency = r.engine.maxConcurrency;
        g.reservePerConversationPerRank = r.engine.bytesPerRequestPerRank;
        g.conversationsPerInstance = r.engine.conversations;
        g.conversationsPerCard =
            static_cast<double>(g.conversationsPerInstance) / static_cast<double>(tp);
    }

    // §3–§4 for `nodes` identical nodes: users, CPU tier, PCIe and memory per node.
    bool sizeNodes(std::uint64_t nodes)
    {
        placeUsers(nodes);
        planCpuTier();
        planPcie();
        r.memory = planMemory(s, r.users, r.cpuTier, r.pcie.nominalGBps);
        return r.memory.fits;
    }

    // The nodes the users are spread over: host.nodes when set, else one when its memory holds
    // every user, else the fewest whose memory holds each node's share (more nodes never need
    // more memory per node, so the smallest is found by bisection).
    void planNodes()
    {
        NodesPlan& n = r.nodes;
        n.fitsOneNode = sizeNodes(1);
        n.requiredOneNode = r.memory.required;
        n.chosenAutomatically = !s.host.nodes.has_value();
        if (s.host.nodes) {
            if (!sizeNodes(*s.host.nodes)) {
                nodesNeeded = fewestNodesThatFit();
                sizeNodes(*s.host.nodes);
            }
        } else if (!n.fitsOneNode) {
            nodesNeeded = fewestNodesThatFit();
            sizeNodes(nodesNeeded != 0 ? nodesNeeded : 1); // none helps: one node's figures
        }
        n.count = r.users.nodes;
    }

    // More nodes than this leave an instance without users.
    std::uint64_t mostUsefulNodes() const
    {
        const std::uint64_t instancesPerNode = s.gpu.count / s.serving.tensorParallel;
        return std::clamp<std::uint64_t>(ceilDiv(s.workload.users, instancesPerNode), 1, kMaxNodes);
    }

    // 0 when no number of nodes holds it (a fixed CPU tier per instance that one node cannot).
    std::uint64_t fewestNodesThatFit()
    {
        std::uint64_t high = mostUsefulNodes();
        if (!sizeNodes(high))
            return 0;
        std::uint64_t low = 1; // does not fit
        while (high - low > 1) {
            const std::uint64_t middle = low + (high - low) / 2;
            if (sizeNodes(middle))
                high = middle;
            else
                low = middle;
        }
        return high;
    }

    // §3
    void placeUsers(std::uint64_t nodes)
    {
        UsersPlacement& u = r.users;
        const std::uint64_t users = s.workload.users;
        u.nodes = nodes;
        u.instances = s.gpu.count / s.serving.tensorParallel;
        u.instancesTotal = checkedMul(u.instances, nodes);
        u.usersPerNode = ceilDiv(users, nodes);
        u.usersPerInstance = ceilDiv(users, u.instancesTotal);
        r.gpu.conversationsTotal = checkedMul(r.gpu.conversationsPerInstance, u.instances);
        // Users spread evenly: `busier` instances get one user more than the others.
        const std::uint64_t busier = users % u.instancesTotal;
        const std::uint64_t fewer = users / u.instancesTotal;
        const std::uint64_t cap = r.gpu.conversationsPerInstance;
        u.residentOnGpu = checkedAdd(checkedMul(busier, std::min(fewer + 1, cap)),
                                     checkedMul(u.instancesTotal - busier, std::min(fewer, cap)));
        u.notResidentOnGpu = users - u.residentOnGpu;
    }

    void totalOverNodes()
    {
        NodesPlan& n = r.nodes;
        n.gpusTotal = checkedMul(s.gpu.count, n.count);
        n.conversationsOnGpusTotal = checkedMul(r.gpu.conversationsTotal, n.count);
        n.cpuTierTotal = r.cpuTier.totalBytes * n.count;
        n.memoryTotal = r.memory.total * n.count;
        n.nvmeWritesPerDayTotal = r.nvme.writesPerDay * n.count;
    }

    // §3
    void planCpuTier()
    {
        CpuTier& c = r.cpuTier;
        c.keepAllWarmPerInstance = r.kv.conversationBytes * r.users.usersPerInstance;
        if (!s.offload.enabled)
            return;
        if (s.offload.cpuTierGiBPerInstance)
            c.perInstanceBytes = fromGiB(*s.offload.cpuTierGiBPerInstance);
        else
            c.perInstanceBytes = c.keepAllWarmPerInstance;
        c.totalBytes = c.perInstanceBytes * r.users.instances;
        c.pinnedPerInstance = c.perInstanceBytes.scaledBy(s.offload.engineHostMemoryFactor);
        c.pinnedTotal = c.pinnedPerInstance * r.users.instances;
        c.largerThanGpuCache = c.perInstanceBytes > gpuCachePerInstance();
        c.conversationsPerInstance = c.perInstanceBytes.wholeMultiplesOf(r.kv.conversationBytes);
    }

    Bytes gpuCachePerInstance() const { return r.gpu.kvCacheBytesPerInstance; }

    // §3: the CPU tier holds every offloaded block, the GPU's conversations included, so an
    // instance keeps min(its users, max(GPU, CPU-tier conversations)) warm. With users spread
    // evenly over the instances of all nodes that sums to min(users, instances × max(…)), like
    // the GPU residents.
    void placeWarmUsers()
    {
        UsersPlacement& u = r.users;
        const std::uint64_t perInstance =
            std::max(r.gpu.conversationsPerInstance, r.cpuTier.conversationsPerInstance);
        const std::uint64_t warm =
            std::min(s.workload.users, checkedMul(u.instancesTotal, perInstance));
        u.warmOnCpu = warm > u.residentOnGpu ? warm - u.residentOnGpu : 0;
        u.notWarm = s.workload.users - std::max(warm, u.residentOnGpu);
    }

    // §5
    void planPcie()
    {
        PcieReload& p = r.pcie;
        p.generation = std::min(s.gpu.pcieGen, s.host.pcieGen);
        p.nominalGBps = pcieNominalGBps(p.generation, s.gpu.pcieLanes);
        // vLLM moves whole blocks: one block id over the layers of a group.
        p.transferBytes =
            r.engine.blockBytes.isZero() ? r.kv.blockBytesPerRank : r.engine.blockBytes;
        // No attention block (only linear / Mamba layers, in an engine mode that cannot serve
        // them): a layer's state moves as one piece. Never a transfer of zero bytes, whose
        // rate is zero and whose reload time would be infinite.
        if (p.transferBytes.isZero())
            for (const KvLayerGroup& g : r.kv.groups)
                p.transferBytes = std::max(p.transferBytes, g.stateBytesPerLayerPerRank);
        p.peakShare = pciePeakShare(p.generation);
        p.efficiency = pcieChunkEfficiency(p.generation, p.transferBytes);
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
        // Each node writes the conversations that start on it.
        n.newConversationsPerDay = ceilDiv(s.workload.newConversationsPerDay, r.users.nodes);
        n.offloadedBytesPerConversation = r.kv.conversationBytes;
        n.writesPerDay = (n.offloadedBytesPerConversation * n.newConversationsPerDay)
                             .scaledBy(spec.writeAmplification);
        n.capacityNeeded =
            (r.kv.conversationBytes * n.newConversationsPerDay).scaledBy(spec.retentionDays);
        const Bytes perDrive = fromTB(spec.capacityTB);
        n.capacityInstalled = perDrive * spec.drivesPerNode;
        n.enduranceBudgetPerDay = n.capacityInstalled.scaledBy(spec.dwpd);
        n.shareOfEnduranceBudget = n.writesPerDay.ratioTo(n.enduranceBudgetPerDay);
        n.ratedLifetimeWrites = n.enduranceBudgetPerDay.scaledBy(kDaysPerYear * spec.warrantyYears);
        n.yearsToWearOut = n.writesPerDay.isZero()
                               ? std::numeric_limits<double>::infinity()
                               : n.ratedLifetimeWrites.ratioTo(n.writesPerDay) / kDaysPerYear;
        // Lasting the warranty means writing no more a day than the drives' rated budget.
        const Bytes budgetPerDrive = perDrive.scaledBy(spec.dwpd);
        n.drivesForWarranty =
            budgetPerDrive.isZero()
                ? 0
                : std::max<std::uint64_t>(
                      1, n.writesPerDay.wholeMultiplesOf(budgetPerDrive) +
                             (n.writesPerDay.count() % budgetPerDrive.count() != 0 ? 1 : 0));
        n.dwpdForWarranty = n.writesPerDay.ratioTo(n.capacityInstalled);
        for (double year = 0.0; year < spec.warrantyYears; year += 1.0)
            n.wearOverWarranty.push_back(wearAfter(year));
        n.wearOverWarranty.push_back(wearAfter(spec.warrantyYears));
        const std::uint64_t forCapacity =
            perDrive.isZero() ? 0
                              : n.capacityNeeded.wholeMultiplesOf(perDrive) +
                                    (n.capacityNeeded.count() % perDrive.count() != 0 ? 1 : 0);
        n.drivesNeeded = std::max(n.drivesForWarranty, forCapacity);
        // A drive faster than its x4 slot (a Gen6 drive in a Gen5 server) reads at the slot's
        // nominal rate.
        const double slotGBps = pcieNominalGBps(s.host.pcieGen, kLanesPerDrive);
        n.readLimitedByHostLink = spec.readGBps > slotGBps;
        n.readGBpsPerDrive = std::min(spec.readGBps, slotGBps);
        n.readGBps = n.readGBpsPerDrive * static_cast<double>(spec.drivesPerNode);
        // Staged through CPU memory: the drives' read, then the PCIe reload (not overlapped).
        n.reloadSeconds = static_cast<double>(r.kv.conversationBytes.count()) / (n.readGBps * 1e9) +
                          r.pcie.reloadSeconds;
    }

    WearPoint wearAfter(double years) const
    {
        const Bytes written = r.nvme.writesPerDay.scaledBy(kDaysPerYear * years);
        return {years, written,
                r.nvme.ratedLifetimeWrites.isZero() ? 0.0
                                                    : written.ratioTo(r.nvme.ratedLifetimeWrites)};
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
        } else if (!r.engine.supported) {
            note(Severity::Error, r.engine.unsupportedReason,
                 {{"capacity_model", toString(s.serving.capacityModel)}});
        } else if (g.conversationsPerInstance == 0) {
            note(Severity::Error, "conversation_does_not_fit",
                 {{"context_tokens", s.workload.contextTokens},
                  {"conversation_gib", g.reservePerConversationPerRank.inGiB()},
                  {"kv_cache_gib", g.kvCacheBytesPerCard.inGiB()}});
        }
        adviseModel();
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
        const std::uint64_t onGpus = r.nodes.conversationsOnGpusTotal;
        if (onGpus > 0 && users <= onGpus)
            note(Severity::Warning, "all_users_fit_on_gpu",
                 {{"users", users}, {"conversations_total", onGpus}});
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
        const std::uint64_t instances = r.users.instancesTotal;
        if (instances > 1) {
            if (!s.offload.kvAwareRouting)
                note(Severity::Warning, "no_kv_aware_routing", {{"instances", instances}});
            else if (r.users.nodes > 1)
                note(Severity::Info, "multi_node_routing",
                     {{"nodes", r.users.nodes},
                      {"instances", instances},
                      {"users_per_node", r.users.usersPerNode}});
            else
                note(Severity::Info, "kv_aware_routing_needed", {{"instances", instances}});
            if (users % instances != 0)
                note(Severity::Info, "uneven_users",
                     {{"users", users},
                      {"instances", instances},
                      {"users_per_instance", r.users.usersPerInstance}});
        }
        adviseMemory();
        advisePcie();
        adviseNvme();
    }

    // §1 and §8 for models with sliding-window, linear-attention or MLA layers.
    void adviseModel()
    {
        const EngineCapacity& e = r.engine;
        if (r.kv.mlaReplicated)
            note(Severity::Info, "mla_replicated", {{"tp", s.serving.tensorParallel}});
        if (e.supported)
            for (const EngineKvSpec& spec : e.specs)
                if (spec.paddingLayers > 0)
                    note(Severity::Info, "kv_group_padding",
                         {{"kind", toString(spec.kind)},
                          {"layers", spec.layers},
                          {"padding_layers", spec.paddingLayers},
                          {"group_size", e.groupSize},
                          {"waste_percent",
                           100.0 * double(spec.paddingLayers) / double(spec.layers)}});
        if (!r.kv.hybrid)
            return;
        note(Severity::Info, "hybrid_model_test_release",
             {{"capacity_model", toString(s.serving.capacityModel)}});
        if (e.supported && s.serving.capacityModel != CapacityModel::VllmNoHybrid) {
            const std::uint64_t batch = effectiveMaxNumBatchedTokens(s.serving);
            std::uint64_t held = 0;
            bool anySliding = false;
            bool allCovered = true;
            for (const EngineKvSpec& spec : e.specs) {
                if (spec.kind != LayerKind::Sliding)
                    continue;
                anySliding = true;
                held = std::max(held, spec.window - 1 + batch);
                allCovered = allCovered && spec.window - 1 + batch >= s.workload.contextTokens;
            }
            if (anySliding && allCovered)
                note(Severity::Info, "sliding_window_saves_nothing",
                     {{"context_tokens", s.workload.contextTokens},
                      {"held_tokens", held},
                      {"max_num_batched_tokens", batch}});
        }
        // A KV connector (the CPU tier's --kv-transfer-config) can turn the hybrid manager off
        // (vLLM #41830): show what the instance would hold then.
        if (s.offload.enabled && s.serving.capacityModel == CapacityModel::Vllm && e.supported &&
            !r.gpu.budgetShort) {
            Scenario off = s;
            off.serving.capacityModel = CapacityModel::VllmNoHybrid;
            const EngineCapacity without = engineCapacity(off, r.kv, r.gpu.kvCacheBytesPerCard);
            if (!without.supported)
                note(Severity::Warning, "connector_may_disable_hybrid_allocator_linear", {});
            else
                note(Severity::Warning, "connector_may_disable_hybrid_allocator",
                     {{"conversations", e.conversations},
                      {"conversations_without", without.conversations},
                      {"tokens", e.tokens},
                      {"tokens_without", without.tokens}});
        }
    }

    void advisePcie()
    {
        if (s.gpu.pcieGen > s.host.pcieGen)
            note(Severity::Info, "pcie_gen_limited_by_host",
                 {{"gpu_gen", s.gpu.pcieGen},
                  {"host_gen", s.host.pcieGen},
                  {"nominal_gbps", r.pcie.nominalGBps}});
        if (r.nvme.enabled && r.nvme.readLimitedByHostLink)
            note(Severity::Info, "nvme_read_limited_by_host_link",
                 {{"read_gbps", s.nvme.readGBps},
                  {"host_gen", s.host.pcieGen},
                  {"slot_gbps", r.nvme.readGBpsPerDrive}});
    }

    void adviseMemory()
    {
        const MemoryPlan& m = r.memory;
        const NodesPlan& nodes = r.nodes;
        const double maxNodeGB = m.largestNodeMemory.inGB();
        if (!m.fits) {
            if (s.host.nodes && nodesNeeded != 0)
                note(Severity::Error, "memory_needs_more_nodes",
                     {{"nodes_given", *s.host.nodes},
                      {"required_gb", m.required.inGB()},
                      {"max_node_gb", maxNodeGB},
                      {"nodes", nodesNeeded}});
            else
                note(Severity::Error, "memory_does_not_fit",
                     {{"required_gb", m.required.inGB()},
                      {"max_node_gb", maxNodeGB},
                      {"baseline_gb", m.baseline.inGB()}});
            return;
        }
        if (!nodes.fitsOneNode && nodes.chosenAutomatically)
            note(Severity::Warning, "memory_exceeds_node",
                 {{"required_gb", nodes.requiredOneNode.inGB()},
                  {"users", s.workload.users},
                  {"max_node_gb", maxNodeGB},
                  {"nodes", nodes.count},
                  {"users_per_node", r.users.usersPerNode}});
        if (m.dimmsPerChannel > 1)
            note(Severity::Warning, "memory_needs_2dpc",
                 {{"required_gb", m.required.inGB()},
                  {"speed_mts", m.memorySpeedMts},
                  {"speed_1dpc_mts", m.memorySpeedMtsAt1Dpc}});
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
            else if (2.0 * load.pcieDemandGBps > load.memoryBandwidthGBps)
                note(Severity::Info, "pcie_duplex_exceeds_memory_bandwidth",
                     {{"socket", load.socket},
                      {"pcie_gbps", 2.0 * load.pcieDemandGBps},
                      {"memory_gbps", load.memoryBandwidthGBps}});
        }
        for (const InstancePlacement& p : m.instances)
            if (p.spansSockets)
                note(Severity::Warning, "instance_spans_sockets",
                     {{"instance", p.instance},
                      {"sockets", p.numaNodes.size()},
                      {"numactl", p.numactlPrefix}});
        if (m.pcieLanesAvailable != 0 && m.pcieLanesNeeded > m.pcieLanesAvailable)
            note(Severity::Info, "pcie_lanes_exceed_platform",
                 {{"needed", m.pcieLanesNeeded},
                  {"available", m.pcieLanesAvailable},
                  {"gpus", s.gpu.count},
                  {"gpu_lanes", s.gpu.pcieLanes},
                  {"drives", s.offload.enabled && s.nvme.enabled ? s.nvme.drivesPerNode : 0}});
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
                  {"warranty_years", s.nvme.warrantyYears},
                  {"drives", s.nvme.drivesPerNode},
                  {"drives_needed", n.drivesForWarranty},
                  {"dwpd_needed", std::ceil(n.dwpdForWarranty * 100.0) / 100.0}});
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

    // One layer group's bytes per token (and per rank × TP when its heads are replicated), as a
    // formula term; `suffix` tells the placeholders of several groups apart.
    struct Term {
        std::string text;
        std::vector<DerivationInput> inputs;
    };

    Term perTokenTerm(const KvLayerGroup& g, const std::string& suffix, bool single) const
    {
        const double valueBytes = static_cast<double>(bytesPerValue(s.kvCacheDtype));
        const std::string layersKey = single && s.model.layers.empty()
                                          ? "model.num_layers"
                                          : "model.layers (" + toString(g.kind) + ")";
        Term t;
        const auto in = [&](const std::string& name, const std::string& key, double value,
                            const std::string& unit = "") {
            t.inputs.push_back({name + suffix, key, value, unit});
            return "{" + name + suffix + "}";
        };
        const std::string layers = in("layers", layersKey, double(g.layers));
        const bool replicated = g.replicated && s.serving.tensorParallel > 1;
        if (g.kind == LayerKind::Mla) {
            t.text = layers + " × (" +
                     in("kv_lora_rank", "model.layers (mla).kv_lora_rank", double(g.kvLoraRank)) +
                     " + " +
                     in("qk_rope_head_dim", "model.layers (mla).qk_rope_head_dim",
                        double(g.qkRopeHeadDim)) +
                     ")";
        } else {
            const std::string heads =
                replicated ? in("heads_per_rank", "model.num_kv_heads", double(g.kvHeadsPerRank))
                           : in("kv_heads", "model.num_kv_heads", double(g.kvHeads));
            const std::string head = in("head_dim", "model.head_dim", double(g.headDim));
            if (g.headDimV == g.headDim)
                t.text = "2 × " + layers + " × " + heads + " × " + head;
            else
                t.text = layers + " × " + heads + " × (" + head + " + " +
                         in("head_dim_v", "model.head_dim_v", double(g.headDimV)) + ")";
        }
        t.text += " × {bytes_per_value}";
        t.inputs.push_back({"bytes_per_value", "kv_cache_dtype", valueBytes, "B"});
        if (replicated) {
            t.text += " × {tp}";
            t.inputs.push_back(
                {"tp", "serving.tensor_parallel", double(s.serving.tensorParallel), ""});
        }
        return t;
    }

    // A sum of group terms; inputs shared by several terms (bytes per value, TP) listed once.
    static Term sum(const std::vector<Term>& terms)
    {
        Term total;
        for (const Term& t : terms) {
            if (!total.text.empty())
                total.text += " + ";
            total.text += terms.size() > 1 ? "(" + t.text + ")" : t.text;
            for (const DerivationInput& in : t.inputs)
                if (std::none_of(total.inputs.begin(), total.inputs.end(),
                                 [&](const DerivationInput& o) { return o.name == in.name; }))
                    total.inputs.push_back(in);
        }
        return total;
    }

    void deriveKv()
    {
        std::vector<Term> growing, sliding, state;
        const auto& groups = r.kv.groups;
        std::size_t growingCount = 0;
        for (const KvLayerGroup& g : groups)
            growingCount += g.kind == LayerKind::Full || g.kind == LayerKind::Mla;
        std::size_t index = 0;
        for (const KvLayerGroup& g : groups) {
            ++index;
            const std::string suffix = groups.size() > 1 ? "_" + std::to_string(index) : "";
            if (g.kind == LayerKind::Full || g.kind == LayerKind::Mla) {
                growing.push_back(perTokenTerm(g, suffix, growingCount == 1 && groups.size() == 1));
            } else if (g.kind == LayerKind::Sliding) {
                Term t = perTokenTerm(g, suffix, false);
                t.text += " × min({context}, {window" + suffix + "})";
                t.inputs.push_back({"context", "workload.context_tokens",
                                    double(s.workload.contextTokens), "tokens"});
                t.inputs.push_back({"window" + suffix, "model.layers (sliding).window",
                                    double(g.window), "tokens"});
                sliding.push_back(t);
            } else {
                Term t;
                t.text = "{layers" + suffix + "} × {state" + suffix + "}";
                t.inputs = {{"layers" + suffix, "model.layers (linear)", double(g.layers), ""},
                            {"state" + suffix, "model.layers (linear).state_bytes",
                             double(g.stateBytesPerLayer.count()), "B"}};
                state.push_back(t);
            }
        }
        const double perToken = double(r.kv.bytesPerToken.count());
        if (growing.empty())
            add("kv_bytes_per_token", "0 (no layer keeps every token)", {}, 0.0, "B",
                "sizing-model §1");
        else {
            const Term t = sum(growing);
            add("kv_bytes_per_token", t.text, t.inputs, perToken, "B", "sizing-model §1");
        }
        // Window and state terms are often far below a GiB: shown in MiB then.
        const auto sized = [](Bytes b) {
            return b < gib(1) ? std::make_pair(b.inMiB(), std::string("MiB"))
                              : std::make_pair(b.inGiB(), std::string("GiB"));
        };
        const auto [slidingValue, slidingUnit] = sized(r.kv.slidingBytesPerConversation);
        const auto [stateValue, stateUnit] = sized(r.kv.stateBytesPerConversation);
        if (!sliding.empty()) {
            const Term t = sum(sliding);
            add("kv_sliding_bytes_per_conversation", t.text, t.inputs, slidingValue, slidingUnit,
                "sizing-model §1 (sliding window: the last window tokens)");
        }
        if (!state.empty()) {
            const Term t = sum(state);
            add("kv_state_bytes_per_conversation", t.text, t.inputs, stateValue, stateUnit,
                "sizing-model §1 (linear attention / Mamba: a fixed state per request)");
        }
        std::string formula = "{bytes_per_token} × {context}";
        std::vector<DerivationInput> inputs = {
            {"bytes_per_token", "kv_bytes_per_token", perToken, "B"},
            {"context", "workload.context_tokens", double(s.workload.contextTokens), "tokens"}};
        if (!sliding.empty()) {
            formula += " + {sliding}";
            inputs.push_back(
                {"sliding", "kv_sliding_bytes_per_conversation", slidingValue, slidingUnit});
        }
        if (!state.empty()) {
            formula += " + {state}";
            inputs.push_back({"state", "kv_state_bytes_per_conversation", stateValue, stateUnit});
        }
        add("conversation_bytes", formula, inputs, r.kv.conversationBytes.inGiB(), "GiB",
            "sizing-model §1");
    }

    // How the engine turns the budget into blocks, tokens and requests (engine_capacity.h).
    void deriveEngine()
    {
        const EngineCapacity& e = r.engine;
        if (!e.supported || r.gpu.budgetShort)
            return;
        const std::string rule = "engines.md §1 (" + toString(e.model) + ")";
        add("gpu.kv_blocks_per_instance", "floor({kv_cache} / ({page} × {group_size}))",
            {{"kv_cache", "gpu.kv_cache_gib_per_card", r.gpu.kvCacheBytesPerCard.inGiB(), "GiB"},
             {"page", "block tokens × KV bytes per token of one layer, per rank",
              double(e.pageBytes.count()), "B"},
             {"group_size", "layers per engine group", double(e.groupSize), ""}},
            double(e.numBlocks), "", rule);

        std::string formula;
        std::vector<DerivationInput> inputs;
        std::size_t index = 0;
        const bool several = e.specs.size() > 1;
        for (const EngineKvSpec& spec : e.specs) {
            ++index;
            const std::string n = several ? "_" + std::to_string(index) : "";
            std::string term;
            const auto block = [&]() {
                inputs.push_back({"block" + n, "tokens per block (" + toString(spec.kind) + ")",
                                  double(spec.blockTokens), "tokens"});
                return "{block" + n + "}";
            };
            switch (spec.kind) {
            case LayerKind::Full:
            case LayerKind::Mla:
                term = "⌈{context} / " + block() + "⌉";
                break;
            case LayerKind::Sliding:
                term = "(⌈min({window" + n + "} − 1 + {batch}, {context}) / " + block() + "⌉ + 1)";
                inputs.push_back(
                    {"window" + n, "model.layers (sliding).window", double(spec.window), "tokens"});
                inputs.push_back({"batch", "serving.max_num_batched_tokens",
                                  double(effectiveMaxNumBatchedTokens(s.serving)), "tokens"});
                break;
            case LayerKind::Linear:
                term = "{state_blocks" + n + "}";
                inputs.push_back(
                    {"state_blocks" + n,
                     "serving.mamba_cache_mode " + toString(effectiveMambaCacheMode(s.serving)),
                     double(spec.blocksPerRequest), ""});
                break;
            }
            if (several) {
                term = "{groups" + n + "} × " + term;
                inputs.push_back({"groups" + n,
                                  "engine groups of " + toString(spec.kind) + " layers",
                                  double(spec.groups), ""});
            }
            formula += (formula.empty() ? "" : " + ") + term;
        }
        inputs.push_back(
            {"context", "workload.context_tokens", double(s.workload.contextTokens), "tokens"});
        // The same input may have been listed by several terms.
        std::vector<DerivationInput> unique;
        for (const DerivationInput& in : inputs)
            if (std::none_of(unique.begin(), unique.end(),
                             [&](const DerivationInput& o) { return o.name == in.name; }))
                unique.push_back(in);
        add("gpu.blocks_per_conversation", formula, unique, double(e.blocksPerRequest), "", rule);

        if (e.model == CapacityModel::VllmLegacy) {
            std::uint64_t smallest = 0;
            for (const EngineKvSpec& spec : e.specs)
                smallest = smallest == 0 ? spec.blockTokens : std::min(smallest, spec.blockTokens);
            add("gpu.kv_tokens_per_instance", "floor({blocks} / {groups}) × {block}",
                {{"blocks", "gpu.kv_blocks_per_instance", double(e.numBlocks), ""},
                 {"groups", "engine groups", double(e.groupCount), ""},
                 {"block", "smallest block", double(smallest), "tokens"}},
                double(e.tokens), "tokens", rule + ": the count vLLM 0.10–0.11 printed");
        } else {
            add("gpu.kv_tokens_per_instance", "floor({blocks} × {context} / {per_conversation})",
                {{"blocks", "gpu.kv_blocks_per_instance", double(e.numBlocks), ""},
                 {"context", "workload.context_tokens", double(s.workload.contextTokens), "tokens"},
                 {"per_conversation", "gpu.blocks_per_conversation", double(e.blocksPerRequest),
                  ""}},
                double(e.tokens), "tokens", rule);
        }
        add("gpu.max_concurrency", "{blocks} / {per_conversation}",
            {{"blocks", "gpu.kv_blocks_per_instance", double(e.numBlocks), ""},
             {"per_conversation", "gpu.blocks_per_conversation", double(e.blocksPerRequest), ""}},
            e.maxConcurrency, "", rule);
        add("gpu.reserve_per_conversation", "{per_conversation} × {page} × {group_size}",
            {{"per_conversation", "gpu.blocks_per_conversation", double(e.blocksPerRequest), ""},
             {"page", "block tokens × KV bytes per token of one layer, per rank",
              double(e.pageBytes.count()), "B"},
             {"group_size", "layers per engine group", double(e.groupSize), ""}},
            e.bytesPerRequestPerRank.inGiB(), "GiB", rule);
    }

    void derive()
    {
        const ModelSpec& m = s.model;
        const double tp = static_cast<double>(s.serving.tensorParallel);
        deriveKv();

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
        deriveEngine();
        add("gpu.conversations_per_instance", "floor({kv_cache} / {conversation_per_rank})",
            {{"kv_cache", "gpu.kv_cache_gib_per_card", g.kvCacheBytesPerCard.inGiB(), "GiB"},
             {"conversation_per_rank", "gpu.reserve_per_conversation",
              g.reservePerConversationPerRank.inGiB(), "GiB"}},
            double(g.conversationsPerInstance), "", "sizing-model §2 (whole conversations)");
        add("gpu.conversations_total", "{per_instance} × {instances}",
            {{"per_instance", "gpu.conversations_per_instance", double(g.conversationsPerInstance),
              ""},
             {"instances", "gpu.count / serving.tensor_parallel", double(r.users.instances), ""}},
            double(g.conversationsTotal), "", "sizing-model §3");
        if (r.nodes.count > 1)
            add("nodes.conversations_on_gpus_total", "{per_node} × {nodes}",
                {{"per_node", "gpu.conversations_total", double(g.conversationsTotal), ""},
                 {"nodes",
                  r.nodes.chosenAutomatically ? "fewest nodes whose memory holds them"
                                              : "host.nodes",
                  double(r.nodes.count), ""}},
                double(r.nodes.conversationsOnGpusTotal), "", "sizing-model §3–§4 (several nodes)");
        add("users.not_resident_on_gpu", "{users} − {resident}",
            {{"users", "workload.users", double(s.workload.users), ""},
             {"resident", "users.resident_on_gpu", double(r.users.residentOnGpu), ""}},
            double(r.users.notResidentOnGpu), "", "sizing-model §3");
        add("gpu.kv_cache_gib_per_instance", "{per_card} × {tp}",
            {{"per_card", "gpu.kv_cache_gib_per_card", g.kvCacheBytesPerCard.inGiB(), "GiB"},
             {"tp", "serving.tensor_parallel", tp, ""}},
            g.kvCacheBytesPerInstance.inGiB(), "GiB", "sizing-model §3");
        add("users.warm_on_cpu",
            "min({users}, {instances} × max({gpu_conversations}, {cpu_conversations})) − "
            "{resident}",
            {{"users", "workload.users", double(s.workload.users), ""},
             {"instances",
              r.users.nodes > 1 ? "gpu.count / serving.tensor_parallel × nodes"
                                : "gpu.count / serving.tensor_parallel",
              double(r.users.instancesTotal), ""},
             {"gpu_conversations", "gpu.conversations_per_instance",
              double(g.conversationsPerInstance), ""},
             {"cpu_conversations", "cpu_tier.per_instance_gib / conversation_bytes",
              double(r.cpuTier.conversationsPerInstance), ""},
             {"resident", "users.resident_on_gpu", double(r.users.residentOnGpu), ""}},
            double(r.users.warmOnCpu), "", "sizing-model §3 (the CPU tier includes the GPU's)");
        add("users.not_warm", "{users} − {resident} − {warm_on_cpu}",
            {{"users", "workload.users", double(s.workload.users), ""},
             {"resident", "users.resident_on_gpu", double(r.users.residentOnGpu), ""},
             {"warm_on_cpu", "users.warm_on_cpu", double(r.users.warmOnCpu), ""}},
            double(r.users.notWarm), "", "sizing-model §3");

        const CpuTier& c = r.cpuTier;
        if (r.users.nodes > 1)
            add("nodes.users_per_node", "ceil({users} / {nodes})",
                {{"users", "workload.users", double(s.workload.users), ""},
                 {"nodes",
                  r.nodes.chosenAutomatically ? "fewest nodes whose memory holds them"
                                              : "host.nodes",
                  double(r.users.nodes), ""}},
                double(r.users.usersPerNode), "", "sizing-model §3–§4 (several nodes)");
        if (s.offload.enabled && !s.offload.cpuTierGiBPerInstance)
            add("cpu_tier.per_instance_gib", "{users_per_instance} × {conversation}",
                {{"users_per_instance",
                  r.users.nodes > 1 ? "workload.users / (instances × nodes)"
                                    : "workload.users / instances",
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
        add("cpu_tier.keep_all_warm_gib_per_instance", "{users_per_instance} × {conversation}",
            {{"users_per_instance", "workload.users / instances", double(r.users.usersPerInstance),
              ""},
             {"conversation", "conversation_bytes", r.kv.conversationBytes.inGiB(), "GiB"}},
            c.keepAllWarmPerInstance.inGiB(), "GiB", "sizing-model §3");

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
        if (!mem.sockets.empty()) {
            const auto busiest = std::max_element(
                mem.sockets.begin(), mem.sockets.end(),
                [](const SocketLoad& a, const SocketLoad& b) { return a.need < b.need; });
            add("memory.per_socket_need_gb",
                "max({required} / {sockets}, {pinned_here} + {reserve} / {sockets})",
                {{"required", "memory.required_gb", mem.required.inGB(), "GB"},
                 {"sockets", "host.sockets", double(s.host.sockets), ""},
                 {"pinned_here", "buffers of the instances on the busiest socket",
                  busiest->pinned.inGB(), "GB"},
                 {"reserve", "memory.reserve_gb", mem.reserve.inGB(), "GB"}},
                mem.perSocketNeed.inGB(), "GB",
                "sizing-model §4 (each socket holds its own cards' buffers)");
        }
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
            const SocketLoad& first = mem.sockets.front();
            add("memory.sockets.memory_bandwidth_gbps", "{channels} × {speed} × 8 B",
                {{"channels", "host.channels_per_socket", double(s.host.channelsPerSocket), ""},
                 {"speed",
                  mem.dimmsPerChannel > 1 ? "host.memory_mts_2dpc" : "host.memory_mts_1dpc",
                  double(mem.memorySpeedMts), "MT/s"}},
                first.memoryBandwidthGBps, "GB/s", "sizing-model §5");
        }

        const PcieReload& p = r.pcie;
        add("pcie.reload_ms_per_conversation",
            "{conversation_per_rank} / ({nominal} × {efficiency})",
            {{"conversation_per_rank", "conversation_bytes / ranks",
              r.kv.conversationBytesPerRank.inGB(), "GB"},
             {"nominal", "min(gpu.pcie_gen, host.pcie_gen), gpu.pcie_lanes", p.nominalGBps, "GB/s"},
             {"efficiency",
              p.generation == 5 ? "measured H200 rate at the block size"
                                : "measured H200 rate at the block size, scaled to the "
                                  "generation's measured peak share",
              p.efficiency * 100.0, "%"}},
            p.reloadSeconds * 1e3, "ms", "sizing-model §5");
        if (s.offload.enabled)
            add("pcie.pinned_allocation_s_per_instance", "{pinned} × {seconds_per_gib}",
                {{"pinned", "cpu_tier.per_instance × offload.engine_host_memory_factor",
                  c.pinnedPerInstance.inGiB(), "GiB"},
                 {"seconds_per_gib", "measured on an H200 host: 18.872 s for 32 GiB", 18.872 / 32.0,
                  "s/GiB"}},
                p.pinnedAllocationSecondsPerInstance, "s", "sizing-model §5");

        if (r.nvme.enabled) {
            const NvmeTier& n = r.nvme;
            add("nvme.writes_tb_per_day", "{new_conversations} × {conversation} × {amplification}",
                {{"new_conversations",
                  r.users.nodes > 1 ? "workload.new_conversations_per_day / nodes"
                                    : "workload.new_conversations_per_day",
                  double(n.newConversationsPerDay), ""},
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
            add("nvme.drives_for_warranty", "ceil({writes} / ({capacity} × {dwpd}))",
                {{"writes", "nvme.writes_tb_per_day", n.writesPerDay.inTB(), "TB/day"},
                 {"capacity", "nvme.capacity_tb", s.nvme.capacityTB, "TB"},
                 {"dwpd", "nvme.dwpd", s.nvme.dwpd, "DWPD"}},
                double(n.drivesForWarranty), "", "sizing-model §6 (writes within the rating)");
            add("nvme.drives_needed", "max({for_writes}, ceil({capacity_needed} / {capacity}))",
                {{"for_writes", "nvme.drives_for_warranty", double(n.drivesForWarranty), ""},
                 {"capacity_needed", "nvme.capacity_needed_tb", n.capacityNeeded.inTB(), "TB"},
                 {"capacity", "nvme.capacity_tb", s.nvme.capacityTB, "TB"}},
                double(n.drivesNeeded), "", "sizing-model §6 (writes and capacity)");
            add("nvme.capacity_needed_tb", "{new_conversations} × {retention} × {conversation}",
                {{"new_conversations", "new conversations a day on the node",
                  double(n.newConversationsPerDay), ""},
                 {"retention", "nvme.retention_days", s.nvme.retentionDays, "days"},
                 {"conversation", "conversation_bytes", r.kv.conversationBytes.inGB(), "GB"}},
                n.capacityNeeded.inTB(), "TB", "sizing-model §6");
            add("nvme.reload_ms_per_conversation", "{conversation} / {read} + {pcie_reload}",
                {{"conversation", "conversation_bytes", r.kv.conversationBytes.inGB(), "GB"},
                 {"read",
                  n.readLimitedByHostLink
                      ? "x4 slot at host.pcie_gen × nvme.drives_per_node (nvme.read_gbps is more)"
                      : "nvme.read_gbps × nvme.drives_per_node",
                  n.readGBps, "GB/s"},
                 {"pcie_reload", "pcie.reload_ms_per_conversation", r.pcie.reloadSeconds * 1e3,
                  "ms"}},
                n.reloadSeconds * 1e3, "ms", "sizing-model §5–§6 (staged through CPU memory)");
        }
    }

    static constexpr std::uint64_t kMaxNodes = 100'000;
    // Data-centre NVMe drives are x4 devices (U.2, U.3, E1.S, E3.S).
    static constexpr std::uint64_t kLanesPerDrive = 4;

    const Scenario& s;
    SizingResult r;
    std::uint64_t nodesNeeded = 0; // when one node cannot hold every user: the fewest that can
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
