// SPDX-License-Identifier: GPL-3.0-or-later
// `--set KEY=VALUE` overrides, one per line of the input, on the worked example: through core
// (any bytes, as a program using the library may pass) and through the CLI's loader (as the
// command line decodes them). On valid UTF-8 both must agree: the same scenario, or a refusal.
#include "harness.h"
#include "kvplan/scenario_io.h"
#include "kvplan/text.h"
#include "kvplan/ui/scenario_file.h"

#include <QStringList>
#include <nlohmann/json.hpp>
#include <vector>

namespace {

constexpr std::size_t kMaxAssignments = 16;

std::vector<std::string> assignmentsOf(std::string_view text)
{
    std::vector<std::string> lines;
    while (!text.empty() && lines.size() < kMaxAssignments) {
        const std::size_t end = std::min(text.find('\n'), text.size());
        lines.emplace_back(text.substr(0, end));
        text.remove_prefix(std::min(end + 1, text.size()));
    }
    return lines;
}

} // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size)
{
    using namespace kvp;
    const std::vector<std::string> assignments = assignmentsOf(fuzz::textOf(data, size));

    const auto throughCore = fuzz::loadOrRefuse<ScenarioError>([&] {
        NumberSpellings spellings;
        nlohmann::json document = parseJsonText(serializeScenario(workedExample()), spellings);
        for (const std::string& assignment : assignments)
            applyOverride(document, assignment, &spellings);
        return scenarioFromJson(document, spellings);
    });
    if (throughCore)
        KVPLAN_FUZZ_CHECK(fuzz::exerciseScenario(*throughCore), "an accepted --set is not valid");

    QStringList overrides;
    bool utf8 = true;
    for (const std::string& assignment : assignments) {
        overrides << QString::fromUtf8(assignment.data(),
                                       static_cast<qsizetype>(assignment.size()));
        utf8 = utf8 && isValidUtf8(assignment);
    }
    const auto throughCli = fuzz::loadOrRefuse<ui::ScenarioFileError>([&] {
        try {
            return ui::loadScenarioFile(QString(), overrides);
        } catch (const ui::ScenarioFileError& e) {
            fuzz::checkMessage(e.message().toStdString(), "the CLI's message");
            throw;
        }
    });
    if (utf8) {
        KVPLAN_FUZZ_CHECK(throughCore.has_value() == throughCli.has_value(),
                          "core and the CLI disagree on whether the --set is accepted");
        if (throughCore)
            KVPLAN_FUZZ_CHECK(*throughCore == *throughCli, "core and the CLI load different "
                                                           "scenarios from the same --set");
    }
    return 0;
}
