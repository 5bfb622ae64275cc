// SPDX-License-Identifier: GPL-3.0-or-later
// sizing-model §3, users and the CPU tier: how the users spread over the instances, who is
// resident on the GPUs, warm in the CPU tier or neither, the checks on offloading and routing,
// and their formulas.
#include "plan/rules.h"

#include "kvplan/engine_registry.h"
#include "kvplan/engine_releases.h"
#include "plan/result_records.h"
#include "tiers/host_tier_storage.h"

#include <algorithm>
#include <optional>

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

namespace {

// SGLang HiCache: a host pool per rank of whole pages of every layer's KV; a conversation keeps
// its whole pages (the radix tree stores page-aligned prefixes).
void layoutSglangHostPool(const Scenario& s, const SizingResult& r, CpuTier& c)
{
    const std::uint64_t page = std::max<std::uint64_t>(1, s.engine.sglangPageSize);
    c.storage = CpuTierStorage::SglangHicache;
    c.copies = s.serving.tensorParallel;
    c.copiesReason = c.copies > 1 ? CpuCopiesReason::PerRankEngine : CpuCopiesReason::Tp1;
    c.hostBytesPerTokenPerRank = r.kv.bytesPerTokenPerRank + r.kv.slidingBytesPerTokenPerRank;
    c.tokensPerBlock = page;
    c.blockBytes = c.hostBytesPerTokenPerRank * page;
    c.blocksPerConversation = s.workload.contextTokens / page;
    c.tokensStoredPerConversation = c.blocksPerConversation * page;
    c.conversationBytes = c.hostBytesPerTokenPerRank * c.tokensStoredPerConversation * c.copies;
}

// Engines whose tier is not counted in blocks here (LMCache, Dynamo KVBM): every rank's bytes.
void layoutPerRank(const Scenario& s, const SizingResult& r, CpuTier& c)
{
    c.storage = CpuTierStorage::PerRank;
    c.copies = s.serving.tensorParallel;
    c.copiesReason = c.copies > 1 ? CpuCopiesReason::PerRankEngine : CpuCopiesReason::Tp1;
    c.conversationBytes = r.kv.conversationBytes;
    c.tokensStoredPerConversation = s.workload.contextTokens;
}

// vLLM's HiSparse (docs/sizing-rules.md §3, HiSparse): the host pool of the DSA latent, in blocks
// of every layer's latent ("host_num_blocks = host_budget // sum(source page sizes)",
// create_hisparse_layout, vllm/v1/hisparse/layout.py @2a5b4479); every computed page of a request
// has a host block, so a conversation takes ⌈context / block⌉ of them. One pool per instance:
// "host_pool_gib is logical capacity per DP replica, independent of TP … MLA retains its
// existing replicated, rank-0 writer pool" (a newer stored copy of layout.py,
// use_shared_hisparse_host_pool; the sharing condition was not read: an instance here is one
// node). SGLang's HiSparse pins a pool per TP rank instead.
void layoutHisparseHostPool(const Scenario& s, const SizingResult& r, CpuTier& c)
{
    const HiSparsePlan& h = r.hisparse;
    c.storage = CpuTierStorage::VllmHisparse;
    c.copies = 1;
    c.copiesReason =
        s.serving.tensorParallel > 1 ? CpuCopiesReason::HisparseSharedPool : CpuCopiesReason::Tp1;
    c.tokensPerBlock = h.blockTokens;
    c.blockBytes = h.latentBlockBytes;
    c.blocksPerConversation = h.blocksPerRequest;
    c.tokensStoredPerConversation = s.workload.contextTokens;
    c.conversationBytes = h.hostBytesPerRequest;
}

// What the engine allocates for a tier of perInstanceBytes, and the conversations it holds.
void countTier(const Scenario& s, CpuTier& c)
{
    if (c.storage == CpuTierStorage::VllmBlocks || c.storage == CpuTierStorage::VllmHisparse) {
        // Whole blocks of the buffer, and as many conversations as have all their blocks:
        // num_cpu_blocks = int(cpu_bytes_to_use) // block bytes for the offloading connector;
        // HiSparse's host_num_blocks = host_budget // block, its host limit on concurrency
        // host_num_blocks / ⌈max_model_len / block⌉ (get_hisparse_steady_state_concurrency).
        c.blocksPerInstance =
            c.blockBytes.isZero() ? 0 : c.perInstanceBytes.wholeMultiplesOf(c.blockBytes);
        c.conversationsPerInstance =
            c.blocksPerConversation == 0 ? 0 : c.blocksPerInstance / c.blocksPerConversation;
        c.pinnedPerInstance =
            (c.blockBytes * c.blocksPerInstance).scaledBy(s.offload.engineHostMemoryFactor);
    } else if (c.storage == CpuTierStorage::SglangHicache) {
        const HicachePool pool =
            sglangHostPool(sglangHicacheSizeGB(c.perInstanceBytes, s.serving.tensorParallel), 0,
                           c.hostBytesPerTokenPerRank, c.tokensPerBlock);
        c.hostTokensPerRank = pool.tokens;
        c.hostPagesPerRank = pool.pages;
        c.blocksPerInstance = pool.pages;
        c.conversationsPerInstance =
            c.tokensStoredPerConversation == 0 ? 0 : pool.tokens / c.tokensStoredPerConversation;
        c.pinnedPerInstance = (c.hostBytesPerTokenPerRank * pool.tokens * c.copies)
                                  .scaledBy(s.offload.engineHostMemoryFactor);
    } else {
        // LMCache's L1 holds what its eviction watermark leaves in use (usableCpuTierBytes).
        c.conversationsPerInstance =
            c.conversationBytes.isZero()
                ? 0
                : usableCpuTierBytes(s, c.perInstanceBytes).wholeMultiplesOf(c.conversationBytes);
        c.pinnedPerInstance = c.perInstanceBytes.scaledBy(s.offload.engineHostMemoryFactor);
    }
}

} // namespace

void planCpuTier(const Scenario& s, SizingResult& r)
{
    CpuTier& c = r.cpuTier;
    c = CpuTier{};
    switch (r.hisparse.on ? CpuTierStorage::VllmHisparse
                          : engineDescriptor(s.engine.name).tierStorage) {
    case CpuTierStorage::VllmBlocks:
        layoutVllmCpuBlocks(s, r, c);
        break;
    case CpuTierStorage::SglangHicache:
        layoutSglangHostPool(s, r, c);
        break;
    case CpuTierStorage::PerRank:
        layoutPerRank(s, r, c);
        break;
    case CpuTierStorage::VllmHisparse:
        layoutHisparseHostPool(s, r, c);
        break;
    }
    c.keepAllWarmPerInstance = c.conversationBytes * r.users.usersPerInstance;
    // HiSparse's pool also holds its null block and a copy-on-write tail (create_hisparse_layout).
    if (c.storage == CpuTierStorage::VllmHisparse)
        c.keepAllWarmPerInstance += r.hisparse.hostPoolMinimum - r.hisparse.hostBytesPerRequest;
    if (!s.offload.enabled)
        return;
    if (s.offload.cpuTierGiBPerInstance)
        c.perInstanceBytes = fromGiB(*s.offload.cpuTierGiBPerInstance);
    else
        c.perInstanceBytes = c.keepAllWarmPerInstance;
    c.totalBytes = c.perInstanceBytes * r.users.instances;
    countTier(s, c);
    c.pinnedTotal = c.pinnedPerInstance * r.users.instances;
    // Compared as the GPUs count it: one stored copy stands for every rank's.
    const std::uint64_t tp = s.serving.tensorParallel;
    c.largerThanGpuCache =
        (c.perInstanceBytes * tp).dividedBy(std::max<std::uint64_t>(1, c.copies)) >
        r.gpu.kvCacheBytesPerInstance;
    // HiSparse's pool is the only store of the latent, no mirror of the GPU's.
    if (c.storage == CpuTierStorage::VllmHisparse)
        c.largerThanGpuCache = true;
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

namespace {

// The advice that explains an MLA model's copies, by CpuTier::copiesReason.
std::optional<DiagnosticCode> copiesAdvice(CpuCopiesReason reason)
{
    switch (reason) {
    case CpuCopiesReason::ReplicatedLayout:
        return DiagnosticCode::CpuTierMlaCopiesReplicatedLayout;
    case CpuCopiesReason::ReleaseBeforeSingleCopy:
        return DiagnosticCode::CpuTierMlaCopiesReleaseBeforeSingleCopy;
    case CpuCopiesReason::NotPureMla:
        return DiagnosticCode::CpuTierMlaCopiesNotPureMla;
    case CpuCopiesReason::DsaIndexer:
        return DiagnosticCode::CpuTierDsaCopies;
    default:
        return std::nullopt;
    }
}

// §3: why the tier holds one copy of an MLA latent, or every rank's.
void adviseCopies(const Scenario& s, SizingResult& r)
{
    const CpuTier& c = r.cpuTier;
    const std::optional<DiagnosticCode> advice = copiesAdvice(c.copiesReason);
    if (!s.offload.enabled || !r.kv.mlaReplicated || c.storage != CpuTierStorage::VllmBlocks ||
        !advice)
        return;
    const VllmFeatureRelease& single = vllmFeatureRelease(VllmFeature::ReplicatedMlaCpuLayout);
    const std::uint64_t tp = s.serving.tensorParallel;
    const Bytes oneCopy = c.copies > 1 ? c.perInstanceBytes.dividedBy(tp) : c.perInstanceBytes;
    const Bytes everyRank = c.copies > 1 ? c.perInstanceBytes : c.perInstanceBytes * tp;
    addNote(r, Severity::Info, *advice,
            {{"release", toString(vllmReleaseFor(s))},
             {"first_release",
              toString(single.firstRelease) + (single.confirmed ? "" : " (not confirmed)")},
             {"tp", tp},
             {"one_copy_gb", oneCopy.inGB()},
             {"every_rank_gb", everyRank.inGB()}});
}

} // namespace

void adviseCpuTier(const Scenario& s, SizingResult& r)
{
    adviseCopies(s, r);
    const std::uint64_t users = s.workload.users;
    const std::uint64_t onGpus = r.nodes.conversationsOnGpusTotal;
    if (onGpus > 0 && users <= onGpus)
        addNote(r, Severity::Warning, DiagnosticCode::AllUsersFitOnGpu,
                {{"users", users}, {"conversations_total", onGpus}});
    if (!s.offload.enabled) {
        if (r.users.notResidentOnGpu > 0)
            addNote(r, Severity::Warning, DiagnosticCode::OffloadingDisabled,
                    {{"not_resident", r.users.notResidentOnGpu}, {"users", users}});
    } else {
        if (!r.cpuTier.largerThanGpuCache)
            addNote(r, Severity::Warning, DiagnosticCode::CpuTierNotLargerThanGpu,
                    {{"cpu_tier_gib", r.cpuTier.perInstanceBytes.inGiB()},
                     {"gpu_cache_gib", r.gpu.kvCacheBytesPerInstance.inGiB()}});
        if (s.offload.engineHostMemoryFactor > 1.0)
            addNote(r, Severity::Info, DiagnosticCode::EnginePinsMoreMemory,
                    {{"factor", s.offload.engineHostMemoryFactor},
                     {"pinned_gb", r.cpuTier.pinnedTotal.inGB()},
                     {"cpu_tier_gb", r.cpuTier.totalBytes.inGB()}});
    }
    const std::uint64_t instances = r.users.instancesTotal;
    if (instances > 1) {
        if (!s.offload.kvAwareRouting)
            addNote(r, Severity::Warning, DiagnosticCode::NoKvAwareRouting,
                    {{"instances", instances}});
        else if (effectiveDataParallelAttention(s.serving) > 1)
            // The instances are DP ranks; NVIDIA Dynamo is refused with them, so the advice
            // names what reaches a rank (sizing-model §2, data-parallel attention: routing).
            addNote(r, Severity::Info,
                    s.engine.name == EngineKind::Sglang ? DiagnosticCode::KvAwareRoutingDpSglang
                                                        : DiagnosticCode::KvAwareRoutingDpVllm,
                    {{"instances", instances}});
        else if (r.users.nodes > 1)
            addNote(r, Severity::Info, DiagnosticCode::MultiNodeRouting,
                    {{"nodes", r.users.nodes},
                     {"instances", instances},
                     {"users_per_node", r.users.usersPerNode}});
        else
            addNote(r, Severity::Info, DiagnosticCode::KvAwareRoutingNeeded,
                    {{"instances", instances}});
        if (users % instances != 0)
            addNote(r, Severity::Info, DiagnosticCode::UnevenUsers,
                    {{"users", users},
                     {"instances", instances},
                     {"users_per_instance", r.users.usersPerInstance}});
    }
}

namespace {

// §3: the tier in the engine's units — vLLM's blocks (copies, chunk, page), SGLang's pages.
void deriveVllmBlocks(const Scenario& s, SizingResult& r)
{
    const CpuTier& c = r.cpuTier;
    const std::string rule = "sizing rules §3; vllm/v1/kv_offload/cpu/spec.py (" +
                             std::string(toString(c.copiesReason)) + ")";
    addDerivation(r, "cpu_tier.copies", c.copies > 1 ? "{tp}" : "1",
                  {{"tp",
                    "serving.tensor_parallel (every rank's copy: " +
                        std::string(toString(c.copiesReason)) + ")",
                    double(s.serving.tensorParallel), Unit::None}},
                  double(c.copies), Unit::None, rule);
    addDerivation(r, "cpu_tier.block_bytes", "⌈{gpu_block} × {copies} × {chunk} / {page}⌉ × {page}",
                  {{"gpu_block", "gpu block bytes per rank (page × group size)",
                    double(c.gpuBlockBytesPerRank.count()), Unit::Bytes},
                   {"copies", "cpu_tier.copies", double(c.copies), Unit::None},
                   {"chunk", "GPU blocks per chunk", double(c.gpuBlocksPerChunk), Unit::None},
                   {"page", "mmap.PAGESIZE", double(kHostPageBytes), Unit::Bytes}},
                  double(c.blockBytes.count()), Unit::Bytes, rule);
    addDerivation(
        r, "cpu_tier.blocks_per_conversation", "Σ groups × ⌊{context} / {block_tokens}⌋",
        {{"context", "workload.context_tokens", double(s.workload.contextTokens), Unit::Tokens},
         {"block_tokens", "tokens per CPU block", double(c.tokensPerBlock), Unit::Tokens},
         {"groups", "engine groups", double(r.engine.groupCount), Unit::None}},
        double(c.blocksPerConversation), Unit::None,
        "sizing rules §3: whole chunks, one CPU slot per block id of every group");
    if (!s.offload.enabled)
        return;
    addDerivation(
        r, "cpu_tier.blocks_per_instance", "⌊{cpu_bytes} / {block}⌋",
        {{"cpu_bytes", "cpu_bytes_to_use", double(c.perInstanceBytes.count()), Unit::Bytes},
         {"block", "cpu_tier.block_bytes", double(c.blockBytes.count()), Unit::Bytes}},
        double(c.blocksPerInstance), Unit::None, rule);
    addDerivation(
        r, "cpu_tier.conversations_per_instance",
        "{blocks} CPU blocks of {block} = {tier} → ⌊{blocks} / {per_conversation}⌋ "
        "conversations of {tokens}",
        {{"blocks", "cpu_tier.blocks_per_instance", double(c.blocksPerInstance), Unit::None},
         {"block", "cpu_tier.block_bytes", c.blockBytes.inMiB(), Unit::MiB},
         {"tier", "blocks × block bytes", (c.blockBytes * c.blocksPerInstance).inGiB(), Unit::GiB},
         {"per_conversation", "cpu_tier.blocks_per_conversation", double(c.blocksPerConversation),
          Unit::None},
         {"tokens", "workload.context_tokens", double(s.workload.contextTokens), Unit::Tokens}},
        double(c.conversationsPerInstance), Unit::None, rule);
}

void deriveHicachePages(const Scenario& s, SizingResult& r)
{
    const CpuTier& c = r.cpuTier;
    if (!s.offload.enabled)
        return;
    const std::uint64_t sizeGB = sglangHicacheSizeGB(c.perInstanceBytes, s.serving.tensorParallel);
    addDerivation(r, "cpu_tier.blocks_per_instance", "⌊{size} × 10⁹ / {per_token}⌋ // {page} + 1",
                  {{"size", "--hicache-size (GB per rank)", double(sizeGB), Unit::GB},
                   {"per_token", "KV bytes per token per rank",
                    double(c.hostBytesPerTokenPerRank.count()), Unit::Bytes},
                   {"page", "engine.sglang_page_size", double(c.tokensPerBlock), Unit::Tokens}},
                  double(c.hostPagesPerRank), Unit::None,
                  "sizing rules §3; sglang HiCache host pool (pages per rank, one page more)");
    addDerivation(r, "cpu_tier.conversations_per_instance", "⌊{pages} × {page} / {stored}⌋",
                  {{"pages", "host pages per rank", double(c.hostPagesPerRank), Unit::None},
                   {"page", "engine.sglang_page_size", double(c.tokensPerBlock), Unit::Tokens},
                   {"stored", "whole pages of a conversation",
                    double(c.tokensStoredPerConversation), Unit::Tokens}},
                  double(c.conversationsPerInstance), Unit::None,
                  "sizing rules §3; sglang HiCache host pool");
}

void deriveHisparsePool(const Scenario& s, SizingResult& r)
{
    const CpuTier& c = r.cpuTier;
    if (!s.offload.enabled)
        return;
    const std::string rule = "sizing rules §3, HiSparse host pool (create_hisparse_layout)";
    addDerivation(r, "cpu_tier.blocks_per_instance", "⌊{host_pool} / {block}⌋",
                  {{"host_pool", "host_pool_gib", c.perInstanceBytes.inGiB(), Unit::GiB},
                   {"block", "latent of every DSA layer, one block", double(c.blockBytes.count()),
                    Unit::Bytes}},
                  double(c.blocksPerInstance), Unit::None, rule);
    addDerivation(
        r, "cpu_tier.conversations_per_instance", "⌊{blocks} / ⌈{context} / {block}⌉⌋",
        {{"blocks", "cpu_tier.blocks_per_instance", double(c.blocksPerInstance), Unit::None},
         {"context", "workload.context_tokens", double(s.workload.contextTokens), Unit::Tokens},
         {"block", "DSA block (tokens)", double(c.tokensPerBlock), Unit::Tokens}},
        double(c.conversationsPerInstance), Unit::None, rule);
}

void deriveTierStorage(const Scenario& s, SizingResult& r)
{
    if (r.cpuTier.storage == CpuTierStorage::VllmHisparse)
        deriveHisparsePool(s, r);
    else if (r.cpuTier.storage == CpuTierStorage::VllmBlocks)
        deriveVllmBlocks(s, r);
    else if (r.cpuTier.storage == CpuTierStorage::SglangHicache)
        deriveHicachePages(s, r);
}

} // namespace

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
         {"cpu_conversations", "cpu_tier.conversations_per_instance",
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
    if (s.offload.enabled && !s.offload.cpuTierGiBPerInstance &&
        c.storage == CpuTierStorage::VllmHisparse)
        addDerivation(r, "cpu_tier.per_instance_gib",
                      "{users_per_instance} × {conversation} + 2 × {block}",
                      {{"users_per_instance", "workload.users / instances",
                        double(r.users.usersPerInstance), Unit::None},
                       {"conversation", "hisparse.host_bytes_per_request",
                        c.conversationBytes.inGiB(), Unit::GiB},
                       {"block", "the null block and a copy-on-write tail",
                        double(c.blockBytes.count()), Unit::Bytes}},
                      c.perInstanceBytes.inGiB(), Unit::GiB,
                      "sizing rules §3, HiSparse host pool (create_hisparse_layout)");
    else if (s.offload.enabled && !s.offload.cpuTierGiBPerInstance)
        addDerivation(r, "cpu_tier.per_instance_gib", "{users_per_instance} × {conversation}",
                      {{"users_per_instance",
                        r.users.nodes > 1 ? "workload.users / (instances × nodes)"
                                          : "workload.users / instances",
                        double(r.users.usersPerInstance), Unit::None},
                       {"conversation",
                        "cpu_tier.conversation_bytes (" + std::string(toString(c.storage)) + ")",
                        c.conversationBytes.inGiB(), Unit::GiB}},
                      c.perInstanceBytes.inGiB(), Unit::GiB,
                      "sizing rules §3 (" + std::string(toString(c.storage)) + ")");
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
         {"conversation", "cpu_tier.conversation_bytes", c.conversationBytes.inGiB(), Unit::GiB}},
        c.keepAllWarmPerInstance.inGiB(), Unit::GiB, "sizing rules §3");
    deriveTierStorage(s, r);
}

} // namespace kvp
