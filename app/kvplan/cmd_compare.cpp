// SPDX-License-Identifier: GPL-3.0-or-later
#include "cli.h"
#include "kvplan/catalog.h"
#include "kvplan/compare.h"
#include "kvplan/ui/report.h"
#include "kvplan/ui/whatif_text.h"

#include <QRegularExpression>

namespace kvp::cli {

namespace {

// "[N:]VALUE": the scenario it is for (0 = all) and the value.
std::pair<int, QString> forScenario(const QString& text)
{
    static const QRegularExpression prefix(QStringLiteral("^([1-9][0-9]*):(.*)$"));
    const QRegularExpressionMatch m = prefix.match(text);
    if (!m.hasMatch())
        return {0, text};
    return {m.captured(1).toInt(), m.captured(2)};
}

} // namespace

Command compareCommand()
{
    Command c;
    c.name = QStringLiteral("compare");
    c.synopsis = QStringLiteral(
        "compare A B [C [D]] [--set [N:]KEY=VALUE]... [--gpu [N:]ID]... [--platform [N:]ID]... "
        "[--drive [N:]ID-CAPACITY]... [--chassis [N:]ID]... [--workload [N:]PRESET]... [--catalog "
        "FILE]... "
        "[--no-simulation] [--format text|json|markdown]");
    c.summary = tr("2-4 scenarios side by side, the differences marked");
    c.description = tr(
        "Plans two to four scenarios and prints every key figure side by side: KV cache, GPU "
        "cache, CPU tier, DIMMs, nodes, PCIe, NVMe, time to first token and hit rates, with the "
        "figures that differ marked and each value's change against A; then the inputs that "
        "differ and the advice only some scenarios get. Each of A..D is a scenario file or the "
        "word example (the built-in worked example). An option prefixed N: applies to the N-th "
        "scenario only, without the prefix to all: `kvplan compare example example --set "
        "2:kv_cache_dtype=bf16` duplicates the example and changes one thing; `--gpu 2:h200-nvl` "
        "asks \"and on H200?\". Hit rates are simulated unless --no-simulation.");
    c.options = {
        {QStringLiteral("--set"), QStringLiteral("[N:]KEY=VALUE"), true,
         tr("override a key of scenario N (or of all); applied in order")},
        {QStringLiteral("--gpu"), QStringLiteral("[N:]ID"), true,
         tr("fill gpu.* of scenario N (or all) from a catalog GPU")},
        {QStringLiteral("--platform"), QStringLiteral("[N:]ID"), true,
         tr("fill host.* from a catalog platform")},
        {QStringLiteral("--drive"), QStringLiteral("[N:]ID-CAPACITY"), true,
         tr("fill nvme.* from a catalog drive")},
        {QStringLiteral("--chassis"), QStringLiteral("[N:]ID"), true,
         tr("pin chassis.* to a catalog chassis")},
        workloadOption(true),
        catalogOption(),
        {QStringLiteral("--no-simulation"), QString(), false,
         tr("closed-form hit rates only (faster)")},
        formatOption({QStringLiteral("text"), QStringLiteral("json"), QStringLiteral("markdown")},
                     tr("text (default), json or markdown"))};
    c.minPositionals = int(kMinCompared);
    c.maxPositionals = int(kMaxCompared);
    c.run = [](const Invocation& in) {
        const QString formatName = in.value(QStringLiteral("--format"), QStringLiteral("text"));
        const ui::CompareFormat format =
            formatName == QLatin1String("json")       ? ui::CompareFormat::Json
            : formatName == QLatin1String("markdown") ? ui::CompareFormat::Markdown
                                                      : ui::CompareFormat::Text;
        const int count = int(in.positionals.size());
        std::vector<ScenarioSource> sources(static_cast<std::size_t>(count));
        for (int i = 0; i < count; ++i) {
            const QString name = in.positionals[i];
            sources[std::size_t(i)].path = name == QLatin1String("example") ? QString() : name;
            sources[std::size_t(i)].catalogs = in.values(QStringLiteral("--catalog"));
        }
        // Each per-scenario option: N must name one of the scenarios; one value per scenario.
        for (const char* option :
             {"--set", "--gpu", "--platform", "--drive", "--chassis", "--workload"}) {
            const QString name = QString::fromLatin1(option);
            for (const QString& value : in.values(name)) {
                const auto [which, text] = forScenario(value);
                if (which > count)
                    return fail(UsageError, tr("compare: %1 %2: there are only %3 "
                                               "scenarios")
                                                .arg(name, value)
                                                .arg(count));
                for (int i = 0; i < count; ++i) {
                    if (which != 0 && which != i + 1)
                        continue;
                    ScenarioSource& s = sources[std::size_t(i)];
                    const auto once = [&word = text](std::string& target) { // not text: clang 14
                        if (!target.empty())
                            return false;
                        target = word.toStdString();
                        return true;
                    };
                    bool ok = true;
                    if (name == QLatin1String("--set"))
                        s.sets << text;
                    else if (name == QLatin1String("--gpu"))
                        ok = once(s.choices.gpu);
                    else if (name == QLatin1String("--platform"))
                        ok = once(s.choices.platform);
                    else if (name == QLatin1String("--drive"))
                        ok = once(s.choices.drive);
                    else if (name == QLatin1String("--chassis"))
                        ok = once(s.choices.chassis);
                    else if (s.workload.isEmpty())
                        s.workload = text;
                    else
                        ok = false;
                    if (!ok)
                        return fail(
                            UsageError,
                            tr("compare: %1 given twice for scenario %2").arg(name).arg(i + 1));
                }
            }
        }
        std::vector<Scenario> scenarios(static_cast<std::size_t>(count));
        for (int i = 0; i < count; ++i) {
            if (const int status = loadScenario(sources[std::size_t(i)], scenarios[std::size_t(i)]);
                status != Success)
                return status;
            // Two copies of one file get told apart.
            for (int j = 0; j < i; ++j)
                if (scenarios[std::size_t(j)].name == scenarios[std::size_t(i)].name)
                    scenarios[std::size_t(i)].name += " (" + std::to_string(i + 1) + ")";
        }
        Catalog catalog; // Auto's chassis, as the report plans
        if (const int status = loadInvocationCatalog(in, catalog); status != Success)
            return status;
        const Comparison comparison =
            compareScenarios(scenarios, !in.has(QStringLiteral("--no-simulation")), catalog);
        printOut(ui::renderComparison(comparison, format));
        for (int i = 0; i < count; ++i)
            for (const Diagnostic& d : comparison.results[std::size_t(i)].diagnostics)
                if (d.severity == Severity::Error)
                    return fail(InvalidInput, tr("compare: scenario %1 (%2): %3")
                                                  .arg(i + 1)
                                                  .arg(in.positionals[i], ui::diagnosticText(d)));
        return static_cast<int>(Success);
    };
    return c;
}

} // namespace kvp::cli
