// SPDX-License-Identifier: GPL-3.0-or-later
// sizing-model §3 in words: the CPU tier and the users it keeps warm.
#include "report/report_sections.h"

#include "kvplan/ui/format.h"
#include "kvplan/ui/report.h"

namespace kvp::ui::report {

namespace {

// Why the tier stores one copy of a block or every rank's (docs/sizing-rules.md §3).
QString copiesWords(CpuCopiesReason reason)
{
    switch (reason) {
    case CpuCopiesReason::ReplicatedLayout:
        return tr("one copy of the MLA latent for all ranks (vLLM replicated_layout: pure MLA, "
                  "TP only, one node)");
    case CpuCopiesReason::ReleaseBeforeSingleCopy:
        return tr("every rank's copy of the MLA latent: this vLLM release predates the "
                  "single-copy layout");
    case CpuCopiesReason::NotPureMla:
        return tr("every rank's copy: only a pure-MLA model gets the single-copy layout");
    case CpuCopiesReason::DsaIndexer:
        return tr("every rank's copy: DSA's latent and indexer keys are no pure-MLA group");
    case CpuCopiesReason::RankShares:
        return tr("each rank stores its own heads' share of every block");
    case CpuCopiesReason::ContextParallel:
        return tr("each rank stores its own share of the tokens (decode context parallelism)");
    case CpuCopiesReason::HisparseSharedPool:
        return tr("one HiSparse host pool of the latent for all ranks (rank 0 writes it)");
    case CpuCopiesReason::Tp1:
    case CpuCopiesReason::PerRankEngine:
        break;
    }
    return tr("every rank stores its own copy");
}

} // namespace

Section cpuSection(const Scenario& s, const SizingResult& r)
{
    Section cpu{tr("CPU tier (sizing-model §3)"), {}};
    // Under data-parallel attention each DP rank of an engine keeps a tier of its own.
    const std::uint64_t dp = effectiveDataParallelAttention(s.serving);
    if (!s.offload.enabled) {
        cpu.rows.push_back({tr("CPU tier"), tr("off"), tr("offloading is disabled")});
    } else {
        cpu.rows.push_back(
            {r.nodes.count > 1 ? tr("Per node") : tr("In total"),
             gib(r.cpuTier.totalBytes) + QStringLiteral(" ≈ ") + gbs(r.cpuTier.totalBytes),
             formulaOf(r, "cpu_tier.total_gib")});
        cpu.rows.push_back({dp > 1 ? tr("Per DP rank") : tr("Per instance"),
                            gib(r.cpuTier.perInstanceBytes) + QStringLiteral(" = ") +
                                exact(r.cpuTier.perInstanceBytes),
                            formulaOf(r, "cpu_tier.per_instance_gib")});
        if (r.cpuTier.storage == CpuTierStorage::VllmHisparse) {
            cpu.rows.push_back(
                {tr("HiSparse host pool"),
                 tr("the latent of every token: %1 per request, %2 blocks of %3 per instance")
                     .arg(gib(r.hisparse.hostBytesPerRequest), count(r.cpuTier.blocksPerInstance),
                          exact(r.cpuTier.blockBytes)),
                 formulaOf(r, "hisparse.host_bytes_per_request")});
            cpu.rows.push_back({tr("On the GPU per request"),
                                tr("%1 instead of %2 (indexer keys, hot buffer, last pages)")
                                    .arg(gib(r.hisparse.gpuBytesPerRequest),
                                         gib(r.hisparse.gpuBytesPerRequestWithout)),
                                formulaOf(r, "hisparse.gpu_bytes_per_request")});
            cpu.rows.push_back({tr("Longest context a card decodes"),
                                tr("%1 tokens instead of %2")
                                    .arg(count(r.hisparse.longestContextTokens),
                                         count(r.hisparse.longestContextWithoutTokens)),
                                formulaOf(r, "hisparse.longest_context_tokens")});
        }
        if (r.cpuTier.storage != CpuTierStorage::PerRank)
            cpu.rows.push_back({tr("Conversations it holds"),
                                (dp > 1 ? tr("%1 per DP rank") : tr("%1 per instance"))
                                    .arg(count(r.cpuTier.conversationsPerInstance)),
                                formulaOf(r, "cpu_tier.conversations_per_instance")});
        if (s.serving.tensorParallel > 1)
            cpu.rows.push_back({tr("Copies of a block"), count(r.cpuTier.copies),
                                copiesWords(r.cpuTier.copiesReason)});
        cpu.rows.push_back(
            {tr("Against the GPU cache"),
             r.cpuTier.largerThanGpuCache ? tr("larger ✓") : tr("not larger ✗"),
             (dp > 1 ? tr("%1 per DP rank on the GPUs") : tr("%1 per instance on the GPUs"))
                 .arg(gib(r.gpu.kvCacheBytesPerCard * s.serving.tensorParallel))});
        cpu.rows.push_back({tr("Users warm in CPU memory"),
                            tr("%1 of %2 not on GPUs")
                                .arg(count(r.users.warmOnCpu), count(r.users.notResidentOnGpu)),
                            formulaOf(r, "users.warm_on_cpu")});
        cpu.rows.push_back(
            {tr("Users not kept warm"), count(r.users.notWarm), formulaOf(r, "users.not_warm")});
        cpu.rows.push_back({tr("Pinned host memory"), gbs(r.cpuTier.pinnedTotal),
                            tr("engine host-memory factor %1")
                                .arg(formatShortNumber(s.offload.engineHostMemoryFactor))});
    }
    return cpu;
}

} // namespace kvp::ui::report
