// SPDX-License-Identifier: GPL-3.0-or-later
#include "views/figure_names.h"

#include <QCoreApplication>
#include <QHash>

namespace kvp::ui {

QString figureTitle(const QString& figureKey)
{
    static const QHash<QString, const char*> titles = {
        {QStringLiteral("kv_bytes_per_token"),
         QT_TRANSLATE_NOOP("kvp::ui::Figures", "KV cache per token")},
        {QStringLiteral("conversation_bytes"),
         QT_TRANSLATE_NOOP("kvp::ui::Figures", "KV cache of one conversation")},
        {QStringLiteral("gpu.kv_cache_gib_per_card"),
         QT_TRANSLATE_NOOP("kvp::ui::Figures", "GPU KV cache per card")},
        {QStringLiteral("gpu.kv_cache_gib_per_instance"),
         QT_TRANSLATE_NOOP("kvp::ui::Figures", "GPU KV cache per instance")},
        {QStringLiteral("gpu.conversations_per_instance"),
         QT_TRANSLATE_NOOP("kvp::ui::Figures", "Conversations per instance on GPUs")},
        {QStringLiteral("gpu.conversations_total"),
         QT_TRANSLATE_NOOP("kvp::ui::Figures", "Conversations on the GPUs")},
        {QStringLiteral("nodes.conversations_on_gpus_total"),
         QT_TRANSLATE_NOOP("kvp::ui::Figures", "Conversations on the GPUs of every node")},
        {QStringLiteral("nodes.users_per_node"),
         QT_TRANSLATE_NOOP("kvp::ui::Figures", "Users per node")},
        {QStringLiteral("users.not_resident_on_gpu"),
         QT_TRANSLATE_NOOP("kvp::ui::Figures", "Users not on the GPUs")},
        {QStringLiteral("users.warm_on_cpu"),
         QT_TRANSLATE_NOOP("kvp::ui::Figures", "Users kept warm in CPU memory")},
        {QStringLiteral("users.not_warm"),
         QT_TRANSLATE_NOOP("kvp::ui::Figures", "Users not kept warm")},
        {QStringLiteral("cpu_tier.per_instance_gib"),
         QT_TRANSLATE_NOOP("kvp::ui::Figures", "CPU tier per instance")},
        {QStringLiteral("cpu_tier.total_gib"),
         QT_TRANSLATE_NOOP("kvp::ui::Figures", "CPU tier on the node")},
        {QStringLiteral("cpu_tier.keep_all_warm_gib_per_instance"),
         QT_TRANSLATE_NOOP("kvp::ui::Figures", "Tier that keeps every user warm")},
        {QStringLiteral("memory.required_gb"),
         QT_TRANSLATE_NOOP("kvp::ui::Figures", "System memory required")},
        {QStringLiteral("memory.total_gb"),
         QT_TRANSLATE_NOOP("kvp::ui::Figures", "System memory fitted")},
        {QStringLiteral("memory.free_beside_buffer_gb"),
         QT_TRANSLATE_NOOP("kvp::ui::Figures", "Memory free beside the buffers")},
        {QStringLiteral("pcie.reload_ms_per_conversation"),
         QT_TRANSLATE_NOOP("kvp::ui::Figures", "Reload of one conversation")},
        {QStringLiteral("nvme.writes_tb_per_day"),
         QT_TRANSLATE_NOOP("kvp::ui::Figures", "NVMe writes a day")},
        {QStringLiteral("nvme.share_of_endurance"),
         QT_TRANSLATE_NOOP("kvp::ui::Figures", "Share of the drives' endurance used")},
        {QStringLiteral("nvme.years_to_wear_out"),
         QT_TRANSLATE_NOOP("kvp::ui::Figures", "Years until the drives wear out")},
        {QStringLiteral("nvme.drives_needed"),
         QT_TRANSLATE_NOOP("kvp::ui::Figures", "NVMe drives needed")},
        {QStringLiteral("latency.gpu_hit_ms"),
         QT_TRANSLATE_NOOP("kvp::ui::Figures", "Time to first token, conversation on the GPU")},
        {QStringLiteral("latency.cpu_hit_ms"),
         QT_TRANSLATE_NOOP("kvp::ui::Figures", "Time to first token, conversation in CPU memory")},
        {QStringLiteral("latency.nvme_hit_ms"),
         QT_TRANSLATE_NOOP("kvp::ui::Figures", "Time to first token, conversation on NVMe")},
        {QStringLiteral("latency.recompute_ms"),
         QT_TRANSLATE_NOOP("kvp::ui::Figures", "Time to first token, recomputed")},
        {QStringLiteral("latency.cpu_reload_ms"),
         QT_TRANSLATE_NOOP("kvp::ui::Figures", "Reload of the cached tokens over PCIe")},
        {QStringLiteral("latency.nvme_read_ms"),
         QT_TRANSLATE_NOOP("kvp::ui::Figures", "Read of the cached tokens from NVMe")},
        {QStringLiteral("latency.cpu_speedup"),
         QT_TRANSLATE_NOOP("kvp::ui::Figures", "CPU hit against recomputing")},
        {QStringLiteral("latency.prefill_tflop"),
         QT_TRANSLATE_NOOP("kvp::ui::Figures", "Prefill of the whole prompt")},
        {QStringLiteral("latency.attention_tflop"),
         QT_TRANSLATE_NOOP("kvp::ui::Figures", "Attention part of the prefill")},
        {QStringLiteral("hit_rates.gpu"),
         QT_TRANSLATE_NOOP("kvp::ui::Figures", "Requests served from the GPU")},
        {QStringLiteral("hit_rates.cpu"),
         QT_TRANSLATE_NOOP("kvp::ui::Figures", "Requests served from the CPU tier")},
        {QStringLiteral("hit_rates.nvme"),
         QT_TRANSLATE_NOOP("kvp::ui::Figures", "Requests served from NVMe")},
        {QStringLiteral("hit_rates.idle_s"),
         QT_TRANSLATE_NOOP("kvp::ui::Figures", "Idle time between a user's conversations")},
        {QStringLiteral("hit_rates.gpu_seconds"),
         QT_TRANSLATE_NOOP("kvp::ui::Figures", "How long the GPU keeps a conversation")},
        {QStringLiteral("hit_rates.cpu_seconds"),
         QT_TRANSLATE_NOOP("kvp::ui::Figures", "How long the CPU tier keeps a conversation")},
        {QStringLiteral("hit_rates.nvme_seconds"),
         QT_TRANSLATE_NOOP("kvp::ui::Figures", "How long NVMe keeps a conversation")},
    };
    const auto it = titles.constFind(figureKey);
    return it == titles.constEnd() ? figureKey
                                   : QCoreApplication::translate("kvp::ui::Figures", *it);
}

bool hasPlan(const SizingResult& result)
{
    return !(result.hasErrors() && result.kv.bytesPerToken.isZero());
}

} // namespace kvp::ui
