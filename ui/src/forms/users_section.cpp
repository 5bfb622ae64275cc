// SPDX-License-Identifier: GPL-3.0-or-later
#include "controller/controller.h"

#include "forms/form_section.h"
#include "forms/sections.h"
#include "ui_words.h"

#include <QCheckBox>
#include <QCoreApplication>
#include <QDoubleSpinBox>

namespace kvp::ui {

FormSection* makeUsersSection(Controller* controller)
{
    auto* section = new FormSection(tr("Users and context"), controller);
    section->addCount(
        {QStringLiteral("workload.users"), tr("Users"),
         tr("Users who each keep a conversation going and come back to it; each "
            "needs that conversation's KV cache to be warm.")},
        [](const Scenario& s) { return s.workload.users; },
        [](Scenario& s, std::uint64_t v) { s.workload.users = v; },
        {100, 250, 500, 1000, 2000, 5000});
    section->addCount(
        {QStringLiteral("workload.context_tokens"), tr("Context length"),
         tr("Tokens of one conversation at full length (prompt, history and "
            "answers); the engine's max_model_len.")},
        [](const Scenario& s) { return s.workload.contextTokens; },
        [](Scenario& s, std::uint64_t v) { s.workload.contextTokens = v; },
        {2048, 4096, 8192, 16'384, 32'768, 65'536, 131'072});
    section->addCount(
        {QStringLiteral("workload.new_conversations_per_day"), tr("New conversations"),
         tr("Conversations started per day on this node; each is offloaded once "
            "and so written once to every tier behind the CPU tier.")},
        [](const Scenario& s) { return s.workload.newConversationsPerDay; },
        [](Scenario& s, std::uint64_t v) { s.workload.newConversationsPerDay = v; });
    QCheckBox* offload = section->addToggle(
        {QStringLiteral("offload.enabled"), tr("Offload the KV cache to CPU memory"),
         tr("Keep conversations that do not fit on the GPUs in a pinned CPU-memory tier, so a "
            "returning user's cache is reloaded over PCIe instead of recomputed.")},
        [](const Scenario& s) { return s.offload.enabled; },
        [](Scenario& s, bool v) { s.offload.enabled = v; });
    Q_UNUSED(offload);
    QDoubleSpinBox* tier = section->addOptionalReal(
        {QStringLiteral("offload.cpu_tier_gib_per_instance"), tr("CPU tier per instance"),
         tr("Unchecked: big enough to keep every user warm (users per instance × conversation "
            "size). Checked: a fixed size per instance (vLLM cpu_bytes_to_use).")},
        tr("Fixed"), 2, 1.0, [](const Scenario& s) { return s.offload.cpuTierGiBPerInstance; },
        [](Scenario& s, std::optional<double> v) { s.offload.cpuTierGiBPerInstance = v; },
        [](const Scenario&, const SizingResult& r) {
            return r.cpuTier.keepAllWarmPerInstance.inGiB();
        });
    QCheckBox* routing = section->addToggle(
        {QStringLiteral("offload.kv_aware_routing"), tr("KV-aware routing"),
         tr("With several instances, a returning user reaches the instance that holds the "
            "conversation (NVIDIA Dynamo --router-mode kv, llm-d). Without it a user mostly "
            "misses.")},
        [](const Scenario& s) { return s.offload.kvAwareRouting; },
        [](Scenario& s, bool v) { s.offload.kvAwareRouting = v; });
    section->enableWhen({tier->parentWidget(), routing},
                        [](const Scenario& s) { return s.offload.enabled; });
    return section;
}

} // namespace kvp::ui
