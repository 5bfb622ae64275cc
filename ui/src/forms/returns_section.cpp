// SPDX-License-Identifier: GPL-3.0-or-later
// Returning users: the traffic in the customer's words (the hit rates per tier) and the inputs
// of the prefill estimate (time to first token). docs/sizing-rules.md §7 and §7a.
#include "controller/controller.h"

#include "forms/form_section.h"
#include "forms/sections.h"
#include "kvplan/gpu_efficiency.h"
#include "kvplan/ui/core_words.h"
#include "kvplan/workload_presets.h"
#include "ui_words.h"

#include <QComboBox>
#include <QCoreApplication>
#include <QDoubleSpinBox>
#include <QSpinBox>

namespace kvp::ui {

namespace {

constexpr int kNotDescribed = 0;
constexpr int kTypedIn = 1000;

// The traffic to edit: the scenario's, or the defaults when it has none yet.
TrafficSpec& traffic(Scenario& s)
{
    if (!s.traffic)
        s.traffic = TrafficSpec{};
    return *s.traffic;
}

TrafficSpec trafficOf(const Scenario& s)
{
    return s.traffic.value_or(TrafficSpec{});
}

// The prefill estimate's inputs (time to first token).
void addPrefillFields(FormSection* section)
{
    // The prefill estimate's inputs (time to first token).
    section->addChoice(
        {QStringLiteral("serving.prefill_compute_dtype"), tr("Prefill runs in"),
         tr("The tensor path of the prefill's matrix products, whose dense TFLOPS the estimate "
            "uses. From the weights: FP8 checkpoints run FP8, NVFP4 FP4, the rest BF16.")},
        {{tr("the weights' dtype"), -1}, {tr("BF16"), 0}, {tr("FP8"), 1}, {tr("FP4"), 2}},
        [](const Scenario& s) {
            return s.serving.prefillComputeDtype ? int(*s.serving.prefillComputeDtype) : -1;
        },
        [](Scenario& s, int v) {
            if (v < 0)
                s.serving.prefillComputeDtype.reset();
            else
                s.serving.prefillComputeDtype = ComputeDtype(v);
        });
    section->addOptionalReal(
        {QStringLiteral("serving.prefill_mfu"), tr("Prefill MFU"),
         tr("The share of the dense TFLOPS a prefill reaches. Unchecked: the GPU family's, fitted "
            "to published runs (sizing rules §10).")},
        tr("Set"), 2, 0.05, [](const Scenario& s) { return s.serving.prefillMfu; },
        [](Scenario& s, std::optional<double> v) { s.serving.prefillMfu = v; },
        [](const Scenario& s, const SizingResult&) {
            return loadEfficiency(gpuFamily(s.gpu.name)).prefillMfu;
        });
    section->addOptionalReal(
        {QStringLiteral("model.params_total_b"), tr("Parameters"),
         tr("The model's parameters in billions (all experts of a mixture of experts); the "
            "prefill counts 2 × parameters × tokens. Filled by the model catalog and config.json "
            "import.")},
        tr("Known"), 2, 1.0, [](const Scenario& s) { return s.model.paramsTotalB; },
        [](Scenario& s, std::optional<double> v) { s.model.paramsTotalB = v; },
        [](const Scenario& s, const SizingResult&) {
            return s.model.weightsGiB * double(kGiB) / 2e9; // 16-bit weights as a start
        });
    section->addOptionalReal(
        {QStringLiteral("model.num_attention_heads"), tr("Query heads"),
         tr("The model's attention (query) heads, for the attention term of the prefill; not the "
            "KV heads. Filled by the model catalog and config.json import.")},
        tr("Known"), 0, 1.0,
        [](const Scenario& s) -> std::optional<double> {
            if (!s.model.numAttentionHeads)
                return std::nullopt;
            return double(*s.model.numAttentionHeads);
        },
        [](Scenario& s, std::optional<double> v) {
            if (v)
                s.model.numAttentionHeads = std::uint64_t(std::llround(*v));
            else
                s.model.numAttentionHeads.reset();
        },
        [](const Scenario& s, const SizingResult&) { return double(s.model.numKvHeads); });
    const auto tflops = [&](const char* key, const char* label,
                            std::optional<double> GpuSpec::*member) {
        section->addOptionalReal(
            {QString::fromLatin1(key), tr(label),
             tr("Dense (not 2:4-sparse) tensor TFLOPS of one GPU; the GPU catalog fills them.")},
            tr("Known"), 1, 10.0, [member](const Scenario& s) { return s.gpu.*member; },
            [member](Scenario& s, std::optional<double> v) { s.gpu.*member = v; },
            [](const Scenario&, const SizingResult&) { return 100.0; });
    };
    tflops("gpu.dense_tflops_bf16", QT_TRANSLATE_NOOP("kvp::ui", "BF16 dense"),
           &GpuSpec::denseTflopsBf16);
    tflops("gpu.dense_tflops_fp8", QT_TRANSLATE_NOOP("kvp::ui", "FP8 dense"),
           &GpuSpec::denseTflopsFp8);
    tflops("gpu.dense_tflops_fp4", QT_TRANSLATE_NOOP("kvp::ui", "FP4 dense"),
           &GpuSpec::denseTflopsFp4);
    section->addOptionalReal(
        {QStringLiteral("gpu.memory_bandwidth_tbps"), tr("HBM bandwidth"),
         tr("A forward pass takes at least the weights per card over this; the GPU catalog "
            "fills it.")},
        tr("Known"), 3, 0.1, [](const Scenario& s) { return s.gpu.memoryBandwidthTBps; },
        [](Scenario& s, std::optional<double> v) { s.gpu.memoryBandwidthTBps = v; },
        [](const Scenario&, const SizingResult&) { return 1.0; });
}

} // namespace

FormSection* makeReturnsSection(Controller* controller)
{
    auto* section = new FormSection(tr("Returning users"), controller);

    // The preset, or "typed in", or none: choosing a preset fills the traffic and the context.
    std::vector<std::pair<QString, int>> presets = {{tr("Not described"), kNotDescribed}};
    const std::vector<WorkloadPreset>& all = workloadPresets();
    for (std::size_t i = 0; i < all.size(); ++i)
        presets.emplace_back(workloadWords(all[i].name), int(i) + 1);
    presets.emplace_back(tr("Typed in"), kTypedIn);
    QComboBox* preset = section->addChoice(
        {QStringLiteral("traffic.preset"), tr("Traffic"),
         tr("How users return, for the hit rates per tier. A preset fills every number below and "
            "the context its conversations need (kvplan catalog workloads gives the reasoning); "
            "change any of them afterwards.")},
        presets,
        [](const Scenario& s) {
            if (!s.traffic)
                return kNotDescribed;
            const std::vector<WorkloadPreset>& list = workloadPresets();
            for (std::size_t i = 0; i < list.size(); ++i)
                if (list[i].traffic == *s.traffic)
                    return int(i) + 1;
            return kTypedIn;
        },
        [](Scenario& s, int value) {
            const std::vector<WorkloadPreset>& list = workloadPresets();
            if (value == kNotDescribed)
                s.traffic.reset();
            else if (value == kTypedIn)
                traffic(s).preset.clear();
            else if (value >= 1 && std::size_t(value) <= list.size())
                applyWorkloadPreset(s, list[std::size_t(value) - 1]);
        });
    Q_UNUSED(preset);

    std::vector<QWidget*> trafficFields;
    trafficFields.push_back(section->addReal(
        {QStringLiteral("traffic.conversations_per_user_per_day"), tr("Conversations a day"),
         tr("Conversations a user starts in a day.")},
        2, 1.0, [](const Scenario& s) { return trafficOf(s).conversationsPerUserPerDay; },
        [](Scenario& s, double v) { traffic(s).conversationsPerUserPerDay = v; }));
    trafficFields.push_back(section->addCount(
        {QStringLiteral("traffic.turns_per_conversation"), tr("Turns"),
         tr("Requests per conversation: a question and its follow-ups, or an agent's steps.")},
        [](const Scenario& s) { return trafficOf(s).turnsPerConversation; },
        [](Scenario& s, std::uint64_t v) { traffic(s).turnsPerConversation = v; }));
    trafficFields.push_back(section->addReal(
        {QStringLiteral("traffic.think_time_s"), tr("Between turns"),
         tr("Mean time between a conversation's turns: reading and typing, or a tool running.")},
        0, 5.0, [](const Scenario& s) { return trafficOf(s).thinkTimeSeconds; },
        [](Scenario& s, double v) { traffic(s).thinkTimeSeconds = v; }));
    trafficFields.push_back(section->addRealWithSlider(
        {QStringLiteral("traffic.returning_share"), tr("Returning"),
         tr("Share of conversations that continue the user's previous one (its KV cache is what "
            "a tier must still hold).")},
        2, 0.05, [](const Scenario& s) { return trafficOf(s).returningShare; },
        [](Scenario& s, double v) { traffic(s).returningShare = v; }));
    trafficFields.push_back(section->addCount(
        {QStringLiteral("traffic.tokens_per_turn"), tr("Tokens a turn"),
         tr("Tokens a turn adds to the conversation: the message and its answer. Also the new "
            "turn of the time to first token.")},
        [](const Scenario& s) { return trafficOf(s).tokensPerTurn; },
        [](Scenario& s, std::uint64_t v) { traffic(s).tokensPerTurn = v; }));
    trafficFields.push_back(section->addCount(
        {QStringLiteral("traffic.shared_prefix_tokens"), tr("Shared prefix"),
         tr("A prompt prefix every request shares (system prompt, tool definitions, shared "
            "documents), held once by prefix caching.")},
        [](const Scenario& s) { return trafficOf(s).sharedPrefixTokens; },
        [](Scenario& s, std::uint64_t v) { traffic(s).sharedPrefixTokens = v; }));
    trafficFields.push_back(section->addReal(
        {QStringLiteral("traffic.active_hours_per_day"), tr("Active hours"),
         tr("The hours of the day the conversations spread over.")},
        1, 1.0, [](const Scenario& s) { return trafficOf(s).activeHoursPerDay; },
        [](Scenario& s, double v) { traffic(s).activeHoursPerDay = v; }));
    std::vector<QWidget*> rows;
    for (QWidget* w : trafficFields)
        rows.push_back(qobject_cast<QDoubleSpinBox*>(w) && w->parentWidget() != section
                           ? w->parentWidget()
                           : w);
    section->enableWhen(rows, [](const Scenario& s) { return s.traffic.has_value(); });

    addPrefillFields(section);
    return section;
}

} // namespace kvp::ui
