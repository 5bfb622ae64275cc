// SPDX-License-Identifier: GPL-3.0-or-later
// sizing-model §1 in words: the KV cache per token and per conversation.
#include "report/report_sections.h"

#include "kvplan/ui/format.h"
#include "kvplan/ui/report.h"

#include <algorithm>

namespace kvp::ui::report {

Section kvSection(const Scenario& s, const SizingResult& r)
{
    Section kv{tr("KV cache per token and per conversation (sizing-model §1)"), {}};
    kv.rows.push_back({tr("KV per token"),
                       exact(r.kv.bytesPerToken) + QStringLiteral(" (") +
                           formatSize(r.kv.bytesPerToken, SizeUnit::KiB, 0) + QLatin1Char(')'),
                       formulaOf(r, "kv_bytes_per_token")});
    const bool dsa = std::any_of(r.kv.groups.begin(), r.kv.groups.end(),
                                 [](const KvLayerGroup& g) { return g.kind == LayerKind::Dsa; });
    if (s.serving.tensorParallel > 1 && r.kv.mlaReplicated)
        kv.rows.push_back({tr("KV per token per rank"), exact(r.kv.bytesPerTokenPerRank),
                           dsa ? tr("DSA: the whole latent and the indexer's keys on every rank")
                               : tr("MLA: the whole latent on every rank")});
    else if (s.serving.tensorParallel > 1)
        kv.rows.push_back(
            {tr("KV per token per rank"), exact(r.kv.bytesPerTokenPerRank),
             r.kv.headsReplicated
                 ? tr("%1 per rank, replicated")
                       .arg(plural(r.kv.kvHeadsPerRank,
                                   QT_TRANSLATE_NOOP("kvp::ui::Count", "KV head"),
                                   QT_TRANSLATE_NOOP("kvp::ui::Count", "KV heads")))
                 : tr("%1 per rank")
                       .arg(plural(r.kv.kvHeadsPerRank,
                                   QT_TRANSLATE_NOOP("kvp::ui::Count", "KV head"),
                                   QT_TRANSLATE_NOOP("kvp::ui::Count", "KV heads")))});
    const auto mibOrGib = [](Bytes b) {
        return b < kvp::gib(1) ? formatSize(b, SizeUnit::MiB, 1) : gib(b);
    };
    if (!r.kv.slidingBytesPerConversation.isZero())
        kv.rows.push_back(
            {tr("Sliding-window layers"),
             tr("%1 per conversation").arg(mibOrGib(r.kv.slidingBytesPerConversation)),
             formulaOf(r, "kv_sliding_bytes_per_conversation")});
    if (!r.kv.stateBytesPerConversation.isZero())
        kv.rows.push_back({tr("Linear-attention state"),
                           tr("%1 per conversation").arg(mibOrGib(r.kv.stateBytesPerConversation)),
                           formulaOf(r, "kv_state_bytes_per_conversation")});
    kv.rows.push_back(
        {tr("Per conversation"), gib(r.kv.conversationBytes), formulaOf(r, "conversation_bytes")});
    return kv;
}

} // namespace kvp::ui::report
