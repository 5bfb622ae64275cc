// SPDX-License-Identifier: GPL-3.0-or-later
#include "cli.h"
#include "kvplan/catalog.h"
#include "kvplan/hit_rates.h"
#include "kvplan/plan.h"
#include "kvplan/ui/catalog_file.h"
#include "kvplan/ui/report.h"
#include "kvplan/ui/scenario_file.h"

namespace kvp::cli {

Command reportCommand()
{
    Command c;
    c.name = QStringLiteral("report");
    c.synopsis = QStringLiteral(
        "report [SCENARIO] [--gpu ID] [--platform ID] [--drive ID-CAPACITY] [--chassis ID] "
        "[--workload PRESET] [--catalog FILE]... [--set KEY=VALUE]... [--no-simulation] [--format "
        "text|json|markdown]");
    c.summary = tr("size a scenario: GPU cache, CPU tier, DIMMs, PCIe, NVMe, advice");
    c.description = tr(
        "Prints the sizing of SCENARIO (default: the built-in worked example): KV bytes per "
        "token and per conversation, the GPU KV cache per card and the conversations it holds, "
        "the CPU tier that keeps every user warm, system memory and the DIMM layout per socket, "
        "PCIe reload time, the NVMe write budget, time to first token of a returning user per "
        "tier, the hit rates per tier of the traffic section (closed form and simulation), and "
        "the advice of the sizing model. Every "
        "figure shows its formula with the scenario's numbers. The JSON format is for programs; "
        "its keys are listed in docs/report-format.md. --gpu, --platform and --drive fill the "
        "scenario from catalog entries (kvplan catalog lists them), --chassis pins a chassis and "
        "--workload a traffic "
        "preset (kvplan catalog workloads) before any --set.");
    c.options = {
        setOption(),
        formatOption({QStringLiteral("text"), QStringLiteral("json"), QStringLiteral("markdown")},
                     tr("text (default), json or markdown")),
        {QStringLiteral("--no-simulation"), QString(), false,
         tr("hit rates from the closed form only (no simulation)")}};
    for (const OptionSpec& o : catalogChoiceOptions())
        c.options.push_back(o);
    c.maxPositionals = 1;
    c.run = [](const Invocation& in) {
        const QString formatName = in.value(QStringLiteral("--format"), QStringLiteral("text"));
        const ui::ReportFormat format = formatName == QLatin1String("json") ? ui::ReportFormat::Json
                                        : formatName == QLatin1String("markdown")
                                            ? ui::ReportFormat::Markdown
                                            : ui::ReportFormat::Text;
        Scenario scenario;
        if (const int status = loadScenarioWithChoices(in, scenario); status != Success)
            return status;
        // The catalog the choices came from (the user's and --catalog files over the built-in
        // one): its chassis are Auto's candidates too.
        Catalog catalog;
        if (const int status = loadInvocationCatalog(in, catalog); status != Success)
            return status;
        SizingResult result = plan(scenario, catalog);
        if (!in.has(QStringLiteral("--no-simulation")))
            addSimulation(scenario, result);
        printOut(ui::renderReport(scenario, result, format));
        for (const Diagnostic& d : result.diagnostics)
            if (d.severity == Severity::Error)
                return fail(InvalidInput, (in.positionals.isEmpty() ? tr("(worked example)")
                                                                    : in.positionals.front()) +
                                              QStringLiteral(": ") + ui::diagnosticText(d));
        return static_cast<int>(Success);
    };
    return c;
}

} // namespace kvp::cli
