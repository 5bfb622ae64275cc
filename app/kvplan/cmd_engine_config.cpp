// SPDX-License-Identifier: GPL-3.0-or-later
#include "cli.h"
#include "kvplan/catalog.h"
#include "kvplan/engine_compose.h"
#include "kvplan/engine_config.h"
#include "kvplan/engine_config_json.h"
#include "kvplan/engine_kserve.h"
#include "kvplan/engine_kubernetes.h"
#include "kvplan/engine_script.h"
#include "kvplan/plan.h"
#include "kvplan/ui/engine_scripts.h"
#include "kvplan/ui/report.h"
#include "kvplan/ui/scenario_file.h"

#include <QDir>
#include <nlohmann/json.hpp>

namespace kvp::cli {

namespace {

QStringList formNames()
{
    QStringList names;
    for (EngineForm form : {EngineForm::Auto, EngineForm::Short, EngineForm::Full})
        names << QString::fromStdString(toString(form));
    return names;
}

QString summary(const EngineConfig& config, const QStringList& written)
{
    QString text;
    for (const QString& path : written)
        text += tr("wrote %1\n").arg(path);
    for (const EngineRelease& r : config.writtenFor)
        text += tr("written for %1 %2\n")
                    .arg(QString::fromStdString(r.product), QString::fromStdString(r.version));
    for (const Diagnostic& d : config.diagnostics)
        text += QStringLiteral("%1: %2\n").arg(severityText(d.severity), ui::diagnosticText(d));
    for (const LaunchCommand& cmd : config.commands)
        for (const Diagnostic& d : cmd.notes)
            text += QStringLiteral("%1: %2: %3\n")
                        .arg(QString::fromStdString(cmd.name), severityText(d.severity),
                             ui::diagnosticText(d));
    return text;
}

// --format compose, kubernetes or kserve: compose.yaml, kubernetes.yaml or kserve.yaml on stdout,
// or into --output DIR.
int writeDeploymentFile(const Invocation& in, const EngineConfig& config, const Scenario& scenario,
                        std::uint64_t nodes, const QString& format)
{
    const std::string& root = scenario.nvme.rootDir;
    const bool kubernetes = format == QLatin1String("kubernetes");
    const bool kserve = format == QLatin1String("kserve");
    const QString compose =
        QString::fromStdString(kserve       ? renderKServeManifest(config, nodes, root)
                               : kubernetes ? renderKubernetesManifests(config, nodes, root)
                                            : renderComposeFile(config, nodes, root));
    if (!in.has(QStringLiteral("--output"))) {
        printOut(compose);
        return static_cast<int>(Success);
    }
    const QString directory = in.value(QStringLiteral("--output"));
    const QString path =
        QDir(directory).filePath(QString::fromLatin1(kserve       ? kKServeFileName
                                                     : kubernetes ? kKubernetesFileName
                                                                  : kComposeFileName));
    try {
        if (!QDir().mkpath(directory))
            throw ui::ScenarioFileError(directory, {}, tr("cannot be created"));
        ui::saveTextFileAtomically(path, compose.toUtf8());
    } catch (const ui::ScenarioFileError& e) {
        return fail(Failure, e.message());
    }
    printOut(summary(config, {path}));
    return static_cast<int>(Success);
}

// The plan is made for the engine and release the commands are written for (the CPU tier an
// LMCache server keeps, the vLLM a Dynamo release pins): --engine and --release set them in the
// scenario. Returns an error message for a release the table does not hold.
QString chooseEngine(const Invocation& in, const EngineOptions& options, Scenario& scenario)
{
    if (options.engine && *options.engine != scenario.engine.name) {
        scenario.engine.name = *options.engine;
        scenario.engine.release.reset();
    }
    const EngineDescriptor& engine = engineDescriptor(scenario.engine.name);
    if (!in.has(QStringLiteral("--release")))
        return {};
    const QString release = in.value(QStringLiteral("--release"));
    if (!findRelease(engine.kind, release.toStdString()))
        return tr("engine-config: --release %1 is not a known release of %2 (known: "
                  "%3)")
            .arg(release, toQString(engine.id), QString::fromStdString(releaseList(engine.kind)));
    scenario.engine.release = release.toStdString();
    return {};
}

} // namespace

Command engineConfigCommand()
{
    Command c;
    c.name = QStringLiteral("engine-config");
    c.synopsis = QStringLiteral("engine-config [SCENARIO] [--set KEY=VALUE]... [--engine ") +
                 engineIds().join(QLatin1Char('|')) + QStringLiteral("] [--form ") +
                 formNames().join(QLatin1Char('|')) +
                 QStringLiteral("] [--release VERSION] [--format "
                                "script|json|compose|kubernetes|kserve] [--output DIR]");
    c.summary = tr("the launch commands for ") + wordList(engineWords(&EngineDescriptor::name));
    c.description =
        tr("Writes the commands that start the engine as SCENARIO (default: the built-in worked "
           "example) plans it: per instance CUDA_VISIBLE_DEVICES, the numactl binding to its "
           "cards' NUMA node, model, tensor parallelism, context length, GPU memory, KV-cache "
           "dtype, port, and the CPU and NVMe tiers in each engine's own unit and scope (vLLM GiB "
           "or bytes per instance, SGLang and Dynamo decimal GB per TP rank, LMCache per server). "
           "Each script names the engine release it was written for and warns where the engine "
           "pins more host memory than asked. Without --output the script that starts every "
           "process is printed; with --output DIR, one script per process and start-all.sh are "
           "written there, each atomically. The flags and their units are explained in "
           "docs/engine-configuration.md.");
    c.options = {
        setOption(),
        engineOption({}, tr("the scenario's engine.name, vllm")),
        {QStringLiteral("--form"), QStringLiteral("FORM"), false,
         tr("how vLLM is told the tiers: short (--kv-offloading-size), "
            "full (--kv-transfer-config JSON) or auto (default: short "
            "unless the NVMe tier or several LMCache servers need full); "
            "not for ") +
             wordList(engineWords(&EngineDescriptor::id,
                                  [](const EngineDescriptor& e) { return !e.hasForms(); })),
         formNames()},
        {QStringLiteral("--release"), QStringLiteral("VERSION"), false,
         tr("the engine release to write for, one the table knows (default: the "
            "scenario's engine.release, else the newest); for dynamo it also picks "
            "the vLLM its workers run")},
        formatOption({QStringLiteral("script"), QStringLiteral("json"), QStringLiteral("compose"),
                      QStringLiteral("kubernetes"), QStringLiteral("kserve")},
                     tr("script (default), json (for programs), compose (a docker "
                        "compose file for each node), kubernetes (Deployments and "
                        "Services; for dynamo a DynamoGraphDeployment) or kserve (a KServe "
                        "LLMInferenceService, for engines that run vllm serve alone)")),
        {QStringLiteral("--output"), QStringLiteral("DIR"), false,
         tr("write the scripts into DIR (created when missing) and print "
            "what was written")}};
    c.maxPositionals = 1;
    c.run = [](const Invocation& in) {
        EngineOptions options;
        if (in.has(QStringLiteral("--engine")))
            options.engine =
                engineKindFromString(in.value(QStringLiteral("--engine")).toStdString());
        if (in.has(QStringLiteral("--form")))
            options.form = engineFormFromString(in.value(QStringLiteral("--form")).toStdString())
                               .value_or(EngineForm::Auto);
        const QString format = in.value(QStringLiteral("--format"), QStringLiteral("script"));

        Scenario scenario;
        try {
            scenario =
                ui::loadScenarioFile(in.positionals.value(0), in.values(QStringLiteral("--set")));
        } catch (const ui::ScenarioFileError& e) {
            return fail(InvalidInput, e.message());
        }
        if (const QString error = chooseEngine(in, options, scenario); !error.isEmpty())
            return fail(UsageError, error);
        const EngineDescriptor& engine = engineDescriptor(scenario.engine.name);
        if (options.form != EngineForm::Auto && !engine.hasForms())
            return fail(UsageError, tr("engine-config: --form %1 does not apply to %2, which has "
                                       "one form (%3)")
                                        .arg(QString::fromStdString(toString(options.form)),
                                             toQString(engine.id), toQString(engine.singleForm)));

        Catalog catalog; // the user's: Auto's chassis, as the report and the desktop plan
        if (const int status = loadInvocationCatalog(in, catalog); status != Success)
            return status;
        const SizingResult result = plan(scenario, catalog);
        const EngineConfig config = engineConfig(scenario, result, options);
        for (const Diagnostic& d : config.diagnostics)
            if (d.severity == Severity::Error)
                return fail(InvalidInput, (in.positionals.isEmpty() ? tr("(worked example)")
                                                                    : in.positionals.front()) +
                                              QStringLiteral(": ") + ui::diagnosticText(d));

        const QString json =
            QString::fromStdString(engineConfigToJson(config).dump(2, ' ', false) + "\n");
        if (format == QLatin1String("kserve") && !kserveApplies(config))
            return fail(UsageError,
                        tr("engine-config: --format kserve writes a KServe LLMInferenceService, "
                           "whose pods run vllm serve alone; %1 runs other processes (use "
                           "--format kubernetes)")
                            .arg(toQString(engine.id)));
        if (format == QLatin1String("compose") || format == QLatin1String("kubernetes") ||
            format == QLatin1String("kserve"))
            return writeDeploymentFile(in, config, scenario, result.users.nodes, format);
        if (!in.has(QStringLiteral("--output"))) {
            printOut(format == QLatin1String("json")
                         ? json
                         : QString::fromStdString(renderCombinedScript(config)));
            return static_cast<int>(Success);
        }
        QStringList written;
        try {
            written = ui::saveEngineScripts(in.value(QStringLiteral("--output")), config);
        } catch (const ui::ScenarioFileError& e) {
            return fail(Failure, e.message());
        }
        printOut(format == QLatin1String("json") ? json : summary(config, written));
        return static_cast<int>(Success);
    };
    return c;
}

} // namespace kvp::cli
