// SPDX-License-Identifier: GPL-3.0-or-later
#include "cli.h"
#include "kvplan/catalog.h"
#include "kvplan/scenario_io.h"
#include "kvplan/sweep.h"
#include "kvplan/ui/whatif_text.h"

namespace kvp::cli {

Command sweepCommand()
{
    Command c;
    c.name = QStringLiteral("sweep");
    c.synopsis = QStringLiteral(
        "sweep [SCENARIO] --vary KEY=FROM:TO:STEP|KEY=A,B,... [--figure KEY]... "
        "[--gpu ID] [--platform ID] [--drive ID-CAPACITY] [--chassis ID] [--workload PRESET] "
        "[--set KEY=VALUE]... [--simulate] [--format text|json|csv]");
    c.summary = tr("a figure against one input: where the DIMMs, nodes or drives step");
    c.description = tr(
        "Plans SCENARIO (default: the built-in worked example) once per value of one input and "
        "prints the chosen figures as a series. KEY is any scenario key as --set takes it "
        "(workload.users, workload.context_tokens, gpu.count, kv_cache_dtype, ...); values are "
        "a range FROM:TO:STEP (inclusive, at most 1,000) or a list A,B,C (each read as JSON "
        "when it parses, else as a word: fp8,bf16). --figure names a JSON report key "
        "(docs/report-format.md), e.g. memory.total_gb, latency.cpu_hit_ms, "
        "hit_rates.closed_form.cpu; repeat it for several; without it a default set. Points where "
        "the DIMM size or DIMMs per channel, the node count or the NVMe drives needed change are "
        "marked (jumps in JSON, ▲ in text). A value that makes the scenario invalid is listed "
        "with its reason. --simulate also runs the hit-rate simulation at every point (slower).");
    c.options = {
        {QStringLiteral("--vary"),
         QStringLiteral("KEY=VALUES"),
         false,
         tr("the input and its values: KEY=FROM:TO:STEP or KEY=A,B,C"),
         {},
         true},
        {QStringLiteral("--figure"), QStringLiteral("KEY"), true,
         tr("a JSON report key to show; repeatable")},
        setOption(),
        {QStringLiteral("--simulate"), QString(), false,
         tr("run the hit-rate simulation at every point")},
        formatOption({QStringLiteral("text"), QStringLiteral("json"), QStringLiteral("csv")},
                     tr("text (default), json or csv"))};
    for (const OptionSpec& o : catalogChoiceOptions())
        c.options.push_back(o);
    c.maxPositionals = 1;
    c.run = [](const Invocation& in) {
        const QString formatName = in.value(QStringLiteral("--format"), QStringLiteral("text"));
        const ui::SweepFormat format = formatName == QLatin1String("json")  ? ui::SweepFormat::Json
                                       : formatName == QLatin1String("csv") ? ui::SweepFormat::Csv
                                                                            : ui::SweepFormat::Text;
        const QString vary = in.value(QStringLiteral("--vary"));
        const qsizetype equals = vary.indexOf(QLatin1Char('='));
        if (equals <= 0 || equals + 1 >= vary.size())
            return fail(UsageError, tr("sweep: --vary takes KEY=FROM:TO:STEP or KEY=A,B,C (got "
                                       "\"%1\")")
                                        .arg(vary));
        SweepSpec spec;
        spec.key = vary.left(equals).toStdString();
        spec.simulate = in.has(QStringLiteral("--simulate"));
        for (const QString& figure : in.values(QStringLiteral("--figure")))
            spec.figures.push_back(figure.toStdString());
        try {
            spec.values = parseSweepValues(vary.mid(equals + 1).toStdString());
        } catch (const SweepError& e) {
            return fail(UsageError,
                        tr("sweep: --vary %1: %2").arg(vary, QString::fromUtf8(e.what())));
        }
        Scenario scenario;
        if (const int status = loadScenarioWithChoices(in, scenario); status != Success)
            return status;
        Catalog catalog; // Auto's chassis, as the report plans
        if (const int status = loadInvocationCatalog(in, catalog); status != Success)
            return status;
        Sweep sweep;
        try {
            sweep = runSweep(scenarioToJson(scenario), spec, catalog);
        } catch (const SweepError& e) {
            const QString what = QString::fromUtf8(e.what());
            // An unknown figure is a usage error; no valid value is invalid input.
            return what.startsWith(QLatin1String("unknown figure"))
                       ? fail(UsageError, tr("sweep: --figure: ") + what)
                       : fail(InvalidInput, tr("sweep: --vary ") + what);
        }
        printOut(ui::renderSweep(sweep, format));
        return static_cast<int>(Success);
    };
    return c;
}

} // namespace kvp::cli
