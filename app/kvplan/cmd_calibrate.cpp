// SPDX-License-Identifier: GPL-3.0-or-later
#include "cli.h"
#include "kvplan/calibration.h"
#include "kvplan/hf_config.h"
#include "kvplan/scenario_io.h"
#include "kvplan/ui/format.h"
#include "kvplan/ui/report.h"
#include "kvplan/ui/scenario_file.h"

#include <nlohmann/json.hpp>

namespace kvp::cli {

namespace {

constexpr qint64 kMaxLogBytes = 16 * 1024 * 1024;

QString figureLabel(const std::string& figure)
{
    if (figure == "gpu.kv_tokens_per_instance")
        return tr("GPU KV cache size (tokens)");
    if (figure == "gpu.kv_blocks_per_instance")
        return tr("KV cache blocks");
    if (figure == "gpu.max_concurrency")
        return tr("Maximum concurrency");
    if (figure == "gpu.reserve_per_conversation")
        return tr("KV cache for one request (GiB)");
    if (figure == "gpu.engine.attention_block_tokens")
        return tr("Attention block size (tokens)");
    if (figure == "gpu.engine.padding_layers")
        return tr("Padding layers");
    if (figure == "gpu.kv_cache_gib_per_card")
        return tr("KV budget by the sizing rule (GiB)");
    return QString::fromStdString(figure);
}

QString value(double v, const std::string& unit)
{
    if (unit == "GiB" || unit.empty())
        return ui::formatNumber(v, 2);
    return ui::formatNumber(v, 0);
}

template <class T> QString known(const std::optional<T>& v, const std::function<QString(T)>& text)
{
    // (translate with its context: lupdate files a template's tr() under kvp::cli::T.)
    return v ? text(*v) : QCoreApplication::translate("kvp::cli", "not in the log");
}

QString renderText(const VllmLogFacts& f, const Calibration& c)
{
    QString out =
        tr("Calibration: %1\n\nRead from the log\n").arg(QString::fromStdString(c.scenario.name));
    const auto line = [&](const QString& label, const QString& text) {
        out += QStringLiteral("  ") + label.leftJustified(26) + text + QLatin1Char('\n');
    };
    const std::function<QString(std::string)> str = [](std::string s) {
        return QString::fromStdString(s);
    };
    const std::function<QString(std::uint64_t)> num = [](std::uint64_t n) {
        return ui::formatCount(n);
    };
    const std::function<QString(double)> gib = [](double g) {
        return ui::formatNumber(g, 2) + QStringLiteral(" GiB");
    };
    line(tr("vLLM version"), known(f.version, str) + (f.v0Engine ? tr(" (V0 engine)") : QString()));
    line(tr("Model"),
         known(f.model, str) + (c.modelKnown ? tr(" — geometry: %1 (%2)")
                                                   .arg(ui::layersText(c.scenario.model),
                                                        QString::fromStdString(c.modelSource))
                                             : tr(" — geometry not known")));
    line(tr("Tensor parallel"), known(f.tensorParallel, num));
    line(tr("KV-cache dtype"), known(f.kvCacheDtype, str) + QStringLiteral(" → ") +
                                   QString::fromStdString(toString(c.scenario.kvCacheDtype)));
    line(QStringLiteral("max_model_len"), known(f.maxModelLen, num));
    line(tr("GPU memory"), known(f.gpuTotalGiB, gib));
    line(tr("Weights per GPU"), known(f.weightsGiB, gib));
    // vllm-ascend prints the budget in bytes only.
    const QString budget = !f.availableKvGiB && f.availableKvBytes
                               ? gib(bytes(*f.availableKvBytes).inGiB()) + QStringLiteral(" (") +
                                     num(*f.availableKvBytes) + QStringLiteral(" B)")
                               : known(f.availableKvGiB, gib);
    line(tr("KV cache budget per GPU"),
         budget + (f.kvCacheBytesInUse ? tr(" (%1 B in use)").arg(num(*f.kvCacheBytesInUse))
                                       : QString()));
    line(tr("GPU KV cache size"),
         f.gpuKvCacheTokens ? num(*f.gpuKvCacheTokens) + tr(" tokens") : tr("not in the log"));
    line(tr("Maximum concurrency"), f.maxConcurrency
                                        ? ui::formatNumber(*f.maxConcurrency, 2) + tr("x for ") +
                                              num(f.concurrencyTokens.value_or(0)) + tr(" tokens")
                                        : tr("not in the log"));

    out += tr("\nPredicted against logged (capacity model %1)\n")
               .arg(QString::fromStdString(toString(c.scenario.serving.capacityModel)));
    if (c.rows.empty())
        out += tr("  nothing to compare\n");
    for (const CalibrationRow& r : c.rows)
        out += QStringLiteral("  ") + figureLabel(r.figure).leftJustified(36) +
               value(r.predicted, r.unit).rightJustified(12) +
               value(r.logged, r.unit).rightJustified(12) + QStringLiteral("  ") +
               (r.deviation >= 0 ? QStringLiteral("+") : QString()) +
               ui::formatNumber(r.deviation * 100.0, 2) + QStringLiteral(" %  ") +
               (r.agrees ? tr("agrees") : tr("differs")) + QLatin1Char('\n');
    out += tr("\nNotes\n");
    for (const Diagnostic& d : c.notes)
        out += QStringLiteral("  ") + ui::diagnosticText(d) + QLatin1Char('\n');
    for (const Diagnostic& d : c.result.diagnostics)
        if (d.severity == Severity::Error)
            out += QStringLiteral("  ") + ui::diagnosticText(d) + QLatin1Char('\n');
    out += tr("\nThe filled scenario: --save-scenario FILE, then kvplan report FILE.\n");
    return out;
}

} // namespace

Command calibrateCommand()
{
    Command c;
    c.name = QStringLiteral("calibrate");
    c.synopsis = QStringLiteral(
        "calibrate LOG [--config CONFIG.json] [--scenario FILE] [--set KEY=VALUE]... "
        "[--format text|json] [--save-scenario FILE]");
    c.summary = tr("compare predictions with a real vLLM startup log");
    c.description =
        tr("Reads a vLLM startup log (a file, or - for pasted text on standard input): version, "
           "model, tensor parallelism, KV-cache dtype, max_model_len, GPU memory, weights, the "
           "available KV cache memory, \"GPU KV cache size\" and the maximum concurrency. Fills a "
           "scenario from it (the KV budget given directly, as --kv-cache-memory would; the engine "
           "mode of that release) and prints the predicted figures against the logged ones. The "
           "model's geometry comes from --config (its config.json), else from the built-in catalog "
           "by the logged model name. Everything the log does not state is taken from --scenario "
           "(default: the worked example) after --set.");
    c.options = {
        {QStringLiteral("--config"), QStringLiteral("CONFIG.json"), false,
         tr("the model's Hugging Face config.json")},
        {QStringLiteral("--scenario"), QStringLiteral("FILE"), false,
         tr("scenario for what the log does not state")},
        setOption(),
        formatOption({QStringLiteral("text"), QStringLiteral("json")},
                     tr("text (default) or json")),
        {QStringLiteral("--save-scenario"), QStringLiteral("FILE"), false,
         tr("write the filled scenario (atomically)")},
    };
    c.minPositionals = 1;
    c.maxPositionals = 1;
    c.run = [](const Invocation& in) {
        const QString format = in.value(QStringLiteral("--format"), QStringLiteral("text"));
        const QString logPath = in.positionals.front();
        QByteArray log;
        QString error;
        if (!readInputFile(logPath, kMaxLogBytes, &log, &error))
            return fail(InvalidInput, error);

        CalibrationInput input;
        input.facts = parseVllmLog(std::string_view(log.constData(), std::size_t(log.size())));
        if (!input.facts.hasKvFigures())
            return fail(InvalidInput,
                        logPath + tr(": no KV cache figures found (\"Available KV "
                                     "cache memory\", \"GPU KV cache size\", blocks); "
                                     "is this a vLLM startup log?"));
        try {
            input.base = ui::loadScenarioFile(in.value(QStringLiteral("--scenario")),
                                              in.values(QStringLiteral("--set")));
        } catch (const ui::ScenarioFileError& e) {
            return fail(InvalidInput, e.message());
        }
        if (in.has(QStringLiteral("--config"))) {
            const QString configPath = in.value(QStringLiteral("--config"));
            QByteArray config;
            if (!readInputFile(configPath, kMaxLogBytes, &config, &error))
                return fail(InvalidInput, error);
            try {
                ModelImportOptions options;
                if (input.facts.weightsGiB) // the weights as the log states them
                    options.weightsGiB =
                        *input.facts.weightsGiB * double(input.facts.tensorParallel.value_or(1));
                ImportedModel imported = importHfConfigText(config.toStdString(), options);
                if (imported.model.name == imported.architecture ||
                    imported.model.name == imported.modelType)
                    imported.model.name = modelIdFromConfigPath(configPath).toStdString();
                input.model = imported.model;
            } catch (const ModelImportError& e) {
                return fail(InvalidInput,
                            configPath + QStringLiteral(": ") + QString::fromStdString(e.what()));
            }
        }
        const Calibration calibration = calibrate(input);
        if (format == QLatin1String("json")) {
            nlohmann::ordered_json out;
            out["log"] = vllmLogFactsToJson(input.facts);
            const nlohmann::ordered_json result = calibrationToJson(calibration);
            for (const auto& [key, v] : result.items())
                out[key] = v;
            printOut(QString::fromStdString(out.dump(2, ' ', false)) + QLatin1Char('\n'));
        } else {
            printOut(renderText(input.facts, calibration));
        }
        if (in.has(QStringLiteral("--save-scenario"))) {
            try {
                ui::saveScenarioFile(in.value(QStringLiteral("--save-scenario")),
                                     calibration.scenario);
            } catch (const ui::ScenarioFileError& e) {
                return fail(Failure, e.message());
            }
        }
        for (const Diagnostic& d : calibration.notes)
            if (d.severity == Severity::Error)
                return fail(InvalidInput, logPath + QStringLiteral(": ") + ui::diagnosticText(d));
        return static_cast<int>(Success);
    };
    return c;
}

} // namespace kvp::cli
