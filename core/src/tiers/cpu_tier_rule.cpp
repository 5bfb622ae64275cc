// SPDX-License-Identifier: GPL-3.0-or-later
// sizing-model §3, users and the CPU tier: how the users spread over the instances, who is
// resident on the GPUs, warm in the CPU tier or neither, the checks on offloading and routing,
// and their formulas.
#include "plan/rules.h"

#include "kvplan/engine_releases.h"
#include "plan/result_records.h"

#include <algorithm>

namespace kvp {

void placeUsers(const Scenario& s, SizingResult& r, std::uint64_t nodes)
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

void planCpuTier(const Scenario& s, SizingResult& r)
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
    c.largerThanGpuCache = c.perInstanceBytes > r.gpu.kvCacheBytesPerInstance;
    c.conversationsPerInstance =
        usableCpuTierBytes(s, c.perInstanceBytes).wholeMultiplesOf(r.kv.conversationBytes);
}

// §3: the CPU tier holds every offloaded block, the GPU's conversations included, so an
// instance keeps min(its users, max(GPU, CPU-tier conversations)) warm. With users spread
// evenly over the instances of all nodes that sums to min(users, instances × max(…)), like
// the GPU residents.
void placeWarmUsers(const Scenario& s, SizingResult& r)
{
    UsersPlacement& u = r.users;
    const std::uint64_t perInstance =
        std::max(r.gpu.conversationsPerInstance, r.cpuTier.conversationsPerInstance);
    const std::uint64_t warm =
        std::min(s.workload.users, checkedMul(u.instancesTotal, perInstance));
    u.warmOnCpu = warm > u.residentOnGpu ? warm - u.residentOnGpu : 0;
    u.notWarm = s.workload.users - std::max(warm, u.residentOnGpu);
}

void adviseCpuTier(const Scenario& s, SizingResult& r)
{
    const std::uint64_t users = s.workload.users;
    const std::uint64_t onGpus = r.nodes.conversationsOnGpusTotal;
    if (onGpus > 0 && users <= onGpus)
        addNote(r, Severity::Warning, "all_users_fit_on_gpu",
                {{"users", users}, {"conversations_total", onGpus}});
    if (!s.offload.enabled) {
        if (r.users.notResidentOnGpu > 0)
            addNote(r, Severity::Warning, "offloading_disabled",
                    {{"not_resident", r.users.notResidentOnGpu}, {"users", users}});
    } else {
        if (!r.cpuTier.largerThanGpuCache)
            addNote(r, Severity::Warning, "cpu_tier_not_larger_than_gpu",
                    {{"cpu_tier_gib", r.cpuTier.perInstanceBytes.inGiB()},
                     {"gpu_cache_gib", r.gpu.kvCacheBytesPerInstance.inGiB()}});
        if (s.offload.engineHostMemoryFactor > 1.0)
            addNote(r, Severity::Info, "engine_pins_more_memory",
                    {{"factor", s.offload.engineHostMemoryFactor},
                     {"pinned_gb", r.cpuTier.pinnedTotal.inGB()},
                     {"cpu_tier_gb", r.cpuTier.totalBytes.inGB()}});
    }
    const std::uint64_t instances = r.users.instancesTotal;
    if (instances > 1) {
        if (!s.offload.kvAwareRouting)
            addNote(r, Severity::Warning, "no_kv_aware_routing", {{"instances", instances}});
        else if (r.users.nodes > 1)
            addNote(r, Severity::Info, "multi_node_routing",
                    {{"nodes", r.users.nodes},
                     {"instances", instances},
                     {"users_per_node", r.users.usersPerNode}});
        else
            addNote(r, Severity::Info, "kv_aware_routing_needed", {{"instances", instances}});
        if (users % instances != 0)
            addNote(r, Severity::Info, "uneven_users",
                    {{"users", users},
                     {"instances", instances},
                     {"users_per_instance", r.users.usersPerInstance}});
    }
}

void deriveCpuTier(const Scenario& s, SizingResult& r)
{
    const double tp = static_cast<double>(s.serving.tensorParallel);
    const GpuCache& g = r.gpu;
    addDerivation(r, "gpu.conversations_total", "{per_instance} × {instances}",
                  {{"per_instance", "gpu.conversations_per_instance",
                    double(g.conversationsPerInstance), Unit::None},
                   {"instances", "gpu.count / serving.tensor_parallel", double(r.users.instances),
                    Unit::None}},
                  double(g.conversationsTotal), Unit::None, "sizing-model §3");
    if (r.nodes.count > 1)
        addDerivation(
            r, "nodes.conversations_on_gpus_total", "{per_node} × {nodes}",
            {{"per_node", "gpu.conversations_total", double(g.conversationsTotal), Unit::None},
             {"nodes",
              r.nodes.chosenAutomatically ? "fewest nodes whose memory holds them" : "host.nodes",
              double(r.nodes.count), Unit::None}},
            double(r.nodes.conversationsOnGpusTotal), Unit::None,
            "sizing-model §3–§4 (several nodes)");
    addDerivation(
        r, "users.not_resident_on_gpu", "{users} − {resident}",
        {{"users", "workload.users", double(s.workload.users), Unit::None},
         {"resident", "users.resident_on_gpu", double(r.users.residentOnGpu), Unit::None}},
        double(r.users.notResidentOnGpu), Unit::None, "sizing-model §3");
    addDerivation(
        r, "gpu.kv_cache_gib_per_instance", "{per_card} × {tp}",
        {{"per_card", "gpu.kv_cache_gib_per_card", g.kvCacheBytesPerCard.inGiB(), Unit::GiB},
         {"tp", "serving.tensor_parallel", tp, Unit::None}},
        g.kvCacheBytesPerInstance.inGiB(), Unit::GiB, "sizing-model §3");
    addDerivation(
        r, "users.warm_on_cpu",
        "min({users}, {instances} × max({gpu_conversations}, {cpu_conversations})) − "
        "{resident}",
        {{"users", "workload.users", double(s.workload.users), Unit::None},
         {"instances",
          r.users.nodes > 1 ? "gpu.count / serving.tensor_parallel × nodes"
                            : "gpu.count / serving.tensor_parallel",
          double(r.users.instancesTotal), Unit::None},
         {"gpu_conversations", "gpu.conversations_per_instance", double(g.conversationsPerInstance),
          Unit::None},
         {"cpu_conversations", "cpu_tier.per_instance_gib / conversation_bytes",
          double(r.cpuTier.conversationsPerInstance), Unit::None},
         {"resident", "users.resident_on_gpu", double(r.users.residentOnGpu), Unit::None}},
        double(r.users.warmOnCpu), Unit::None, "sizing-model §3 (the CPU tier includes the GPU's)");
    addDerivation(r, "users.not_warm", "{users} − {resident} − {warm_on_cpu}",
                  {{"users", "workload.users", double(s.workload.users), Unit::None},
                   {"resident", "users.resident_on_gpu", double(r.users.residentOnGpu), Unit::None},
                   {"warm_on_cpu", "users.warm_on_cpu", double(r.users.warmOnCpu), Unit::None}},
                  double(r.users.notWarm), Unit::None, "sizing-model §3");

    const CpuTier& c = r.cpuTier;
    if (r.users.nodes > 1)
        addDerivation(
            r, "nodes.users_per_node", "ceil({users} / {nodes})",
            {{"users", "workload.users", double(s.workload.users), Unit::None},
             {"nodes",
              r.nodes.chosenAutomatically ? "fewest nodes whose memory holds them" : "host.nodes",
              double(r.users.nodes), Unit::None}},
            double(r.users.usersPerNode), Unit::None, "sizing-model §3–§4 (several nodes)");
    if (s.offload.enabled && !s.offload.cpuTierGiBPerInstance)
        addDerivation(
            r, "cpu_tier.per_instance_gib", "{users_per_instance} × {conversation}",
            {{"users_per_instance",
              r.users.nodes > 1 ? "workload.users / (instances × nodes)"
                                : "workload.users / instances",
              double(r.users.usersPerInstance), Unit::None},
             {"conversation", "conversation_bytes", r.kv.conversationBytes.inGiB(), Unit::GiB}},
            c.perInstanceBytes.inGiB(), Unit::GiB, "sizing-model §3");
    else if (s.offload.enabled)
        addDerivation(r, "cpu_tier.per_instance_gib", "{fixed}",
                      {{"fixed", "offload.cpu_tier_gib_per_instance",
                        *s.offload.cpuTierGiBPerInstance, Unit::GiB}},
                      c.perInstanceBytes.inGiB(), Unit::GiB, "sizing-model §3 (fixed tier)");
    addDerivation(
        r, "cpu_tier.total_gib", "{per_instance} × {instances}",
        {{"per_instance", "cpu_tier.per_instance_gib", c.perInstanceBytes.inGiB(), Unit::GiB},
         {"instances", "gpu.count / serving.tensor_parallel", double(r.users.instances),
          Unit::None}},
        c.totalBytes.inGiB(), Unit::GiB, "sizing-model §3");
    addDerivation(
        r, "cpu_tier.keep_all_warm_gib_per_instance", "{users_per_instance} × {conversation}",
        {{"users_per_instance", "workload.users / instances", double(r.users.usersPerInstance),
          Unit::None},
         {"conversation", "conversation_bytes", r.kv.conversationBytes.inGiB(), Unit::GiB}},
        c.keepAllWarmPerInstance.inGiB(), Unit::GiB, "sizing-model §3");
}

} // namespace kvp
