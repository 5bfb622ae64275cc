// SPDX-License-Identifier: GPL-3.0-or-later
// sizing-model §2 in words: the GPU KV cache, the engine's block pool, the conversations on
// the GPUs.
#include "report/report_sections.h"

#include "kvplan/ui/format.h"
#include "kvplan/ui/report.h"

namespace kvp::ui::report {

Section gpuSection(const Scenario& s, const SizingResult& r)
{
    Section gpu{tr("GPU KV cache (sizing-model §2)"), {}};
    // Under data-parallel attention an instance is an engine of DP ranks, each with a pool.
    const std::uint64_t dp = effectiveDataParallelAttention(s.serving);
    gpu.rows.push_back({tr("KV cache per card"), gib(r.gpu.kvCacheBytesPerCard),
                        formulaOf(r, "gpu.kv_cache_gib_per_card")});
    // The engine's groups and reserve are worth a look only when they differ from "one block of
    // every layer per block_size tokens".
    const EngineCapacity& e = r.engine;
    const bool engineDetail = e.supported && (e.specs.size() > 1 || r.kv.hybrid ||
                                              s.serving.capacityModel != CapacityModel::Vllm ||
                                              e.attentionBlockTokens != s.serving.blockSizeTokens);
    if (engineDetail) {
        gpu.rows.push_back(
            {tr("vLLM block pool"),
             tr("%1 blocks of %2")
                 .arg(count(e.numBlocks), formatSize(e.blockBytes, SizeUnit::MiB, 2)),
             formulaOf(r, "gpu.kv_blocks_per_instance") +
                 (e.groupCount > 1
                      ? tr("; %1 groups of %2 layers, %3 of them padding")
                            .arg(count(e.groupCount), count(e.groupSize), count(e.paddingLayers))
                      : QString())});
        gpu.rows.push_back({tr("Engine reserve per conversation"),
                            tr("%1 per rank").arg(gib(r.gpu.reservePerConversationPerRank)),
                            tr("%1 blocks: ").arg(count(e.blocksPerRequest)) +
                                formulaOf(r, "gpu.blocks_per_conversation")});
        gpu.rows.push_back({tr("vLLM \"GPU KV cache size\""),
                            (dp > 1 ? tr("%1 tokens per DP rank") : tr("%1 tokens per instance"))
                                .arg(count(r.gpu.kvTokensPerInstance)),
                            formulaOf(r, "gpu.kv_tokens_per_instance")});
        gpu.rows.push_back({tr("vLLM \"Maximum concurrency\""),
                            tr("%1x").arg(formatNumber(r.gpu.maxConcurrency, 2)),
                            tr("for %1 tokens per request (capacity model %2)")
                                .arg(count(s.workload.contextTokens),
                                     QString::fromStdString(toString(s.serving.capacityModel)))});
    } else {
        gpu.rows.push_back(
            {tr("vLLM \"GPU KV cache size\""),
             (dp > 1 ? tr("%1 tokens per DP rank") : tr("%1 tokens per instance"))
                 .arg(count(r.gpu.kvTokensPerInstance)),
             tr("%1 blocks of %2 tokens")
                 .arg(count(r.gpu.kvBlocksPerInstance), count(s.serving.blockSizeTokens))});
    }
    gpu.rows.push_back(
        {tr("Conversations on GPUs"),
         r.nodes.count > 1
             ? (dp > 1 ? tr("%1 per DP rank, %2 per node, %3 on %4 nodes")
                       : tr("%1 per instance, %2 per node, %3 on %4 nodes"))
                   .arg(count(r.gpu.conversationsPerInstance), count(r.gpu.conversationsTotal),
                        count(r.nodes.conversationsOnGpusTotal), count(r.nodes.count))
             : (dp > 1 ? tr("%1 per DP rank, %2 in total") : tr("%1 per instance, %2 in total"))
                   .arg(count(r.gpu.conversationsPerInstance), count(r.gpu.conversationsTotal)),
         formulaOf(r, "gpu.conversations_per_instance")});
    gpu.rows.push_back(
        {tr("Users not resident on GPUs"),
         tr("%1 of %2").arg(count(r.users.notResidentOnGpu), count(s.workload.users)),
         formulaOf(r, "users.not_resident_on_gpu")});
    return gpu;
}

} // namespace kvp::ui::report
