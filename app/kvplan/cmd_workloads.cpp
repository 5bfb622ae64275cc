// SPDX-License-Identifier: GPL-3.0-or-later
#include "cli.h"
#include "kvplan/scenario_io.h"
#include "kvplan/ui/core_words.h"
#include "kvplan/ui/format.h"
#include "kvplan/workload_presets.h"

#include <nlohmann/json.hpp>

namespace kvp::cli {

namespace {

QString presetText(const WorkloadPreset& p)
{
    QString out = QString::fromStdString(p.id) + QStringLiteral(" — ") + ui::workloadWords(p.name) +
                  QLatin1Char('\n') + QStringLiteral("  ") + ui::workloadWords(p.description) +
                  QLatin1Char('\n');
    const auto line = [&](const char* key, const QString& value) {
        const auto why = p.reasoning.find(key);
        out += QStringLiteral("  ") + QString::fromLatin1(key).leftJustified(32) +
               value.leftJustified(8) +
               (why == p.reasoning.end() ? QString()
                                         : QStringLiteral("  ") + ui::workloadWords(why->second)) +
               QLatin1Char('\n');
    };
    if (p.contextTokens)
        line("context_tokens", ui::formatCount(*p.contextTokens));
    const TrafficSpec& t = p.traffic;
    line("conversations_per_user_per_day", ui::formatNumber(t.conversationsPerUserPerDay, 1));
    line("turns_per_conversation", ui::formatCount(t.turnsPerConversation));
    line("think_time_s", ui::formatNumber(t.thinkTimeSeconds, 0));
    line("returning_share", ui::formatNumber(t.returningShare, 2));
    line("tokens_per_turn", ui::formatCount(t.tokensPerTurn));
    line("shared_prefix_tokens", ui::formatCount(t.sharedPrefixTokens));
    line("active_hours_per_day", ui::formatNumber(t.activeHoursPerDay, 1));
    return out;
}

} // namespace

int listWorkloadsKind(const Invocation& in)
{
    const QString format = in.value(QStringLiteral("--format"), QStringLiteral("text"));
    if (format == QLatin1String("json")) {
        nlohmann::ordered_json list = nlohmann::ordered_json::array();
        for (const WorkloadPreset& p : workloadPresets()) {
            nlohmann::ordered_json item;
            item["id"] = p.id;
            item["name"] = p.name;
            item["description"] = p.description;
            if (p.contextTokens)
                item["context_tokens"] = *p.contextTokens;
            item["traffic"] = trafficToJson(p.traffic);
            item["reasoning"] = p.reasoning;
            list.push_back(std::move(item));
        }
        printOut(QString::fromStdString(list.dump(2, ' ', false)) + QLatin1Char('\n'));
        return Success;
    }
    QString out;
    for (const WorkloadPreset& p : workloadPresets())
        out += presetText(p) + QLatin1Char('\n');
    out += tr("Planning assumptions, not measurements: replace them with the customer's figures. "
              "Use one with kvplan report --workload ID, then --set traffic.KEY=VALUE.\n");
    printOut(out);
    return Success;
}

} // namespace kvp::cli
