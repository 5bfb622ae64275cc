// SPDX-License-Identifier: GPL-3.0-or-later
#include "cli.h"
#include "kvplan/bench_result.h"
#include "kvplan/load_model.h"
#include "kvplan/load_types.h"
#include "kvplan/ui/scenario_file.h"

#include <nlohmann/json.hpp>

namespace kvp::cli {

namespace {

// A sweep of more runs than this is refused (each is simulated five times).
constexpr int kMaxBenchSweepRuns = 64;

QString table(const std::vector<BenchComparison>& rows)
{
    QString out;
    for (const BenchComparison& c : rows)
        out += tr("  %1 predicted %2, measured %3 (%4%5 %)\n")
                   .arg(QString::fromStdString(c.figure), -22)
                   .arg(fixedNumber(c.predicted, 2))
                   .arg(fixedNumber(c.measured, 2))
                   .arg(c.deviation >= 0 ? QStringLiteral("+") : QString())
                   .arg(fixedNumber(c.deviation * 100.0, 1));
    return out;
}

nlohmann::ordered_json rowsJson(const std::vector<BenchComparison>& rows)
{
    nlohmann::ordered_json out = nlohmann::ordered_json::array();
    for (const BenchComparison& c : rows)
        out.push_back({{"figure", c.figure},
                       {"predicted", c.predicted},
                       {"measured", c.measured},
                       {"deviation", c.deviation}});
    return out;
}

nlohmann::ordered_json runJson(const BenchRun& run)
{
    const LoadSpec l = benchLoad(run);
    return {{"model_id", run.modelId},
            {"completed", run.completed},
            {"input_tokens", l.inputTokens},
            {"output_tokens", l.outputTokens},
            {"max_concurrency", run.maxConcurrency ? nlohmann::ordered_json(*run.maxConcurrency)
                                                   : nlohmann::ordered_json(nullptr)},
            {"request_rate_per_s", run.requestRatePerS
                                       ? nlohmann::ordered_json(*run.requestRatePerS)
                                       : nlohmann::ordered_json("inf")}};
}

QString runWords(const QString& path, const BenchRun& run)
{
    const LoadSpec l = benchLoad(run);
    return tr("%1: %2 requests, %3 tokens in, %4 out, concurrency %5, rate %6\n")
        .arg(path)
        .arg(run.completed)
        .arg(l.inputTokens)
        .arg(l.outputTokens)
        .arg(run.maxConcurrency ? QString::number(*run.maxConcurrency) : tr("unlimited"))
        .arg(run.requestRatePerS ? QString::number(*run.requestRatePerS) : QStringLiteral("inf"));
}

// Reads one result file; an error names the file and what is wrong.
bool readRun(const QString& path, BenchRun& run, QString& error)
{
    QByteArray content;
    if (!readInputFile(path, qint64(kMaxBenchResultBytes), &content, &error))
        return false;
    try {
        run = parseBenchResult(std::string_view(content.constData(), std::size_t(content.size())),
                               path.toStdString());
    } catch (const BenchResultError& e) {
        error = QString::fromUtf8(e.what());
        return false;
    }
    return true;
}

QString percentWords(double error)
{
    return fixedNumber(error * 100.0, 1) + QStringLiteral(" %");
}

// Several runs: one MFU and MBU fitted to all of them.
void printSweep(const Invocation& in, const QStringList& paths, const std::vector<BenchRun>& runs,
                const Scenario& scenario, const BenchSweepCalibration& cal)
{
    if (in.value(QStringLiteral("--format")) == QLatin1String("json")) {
        nlohmann::ordered_json out;
        out["runs"] = nlohmann::ordered_json::array();
        for (std::size_t i = 0; i < runs.size(); ++i)
            out["runs"].push_back({{"path", paths[int(i)].toStdString()},
                                   {"run", runJson(runs[i])},
                                   {"comparison", rowsJson(cal.runs[i].before)},
                                   {"comparison_fitted", rowsJson(cal.runs[i].after)}});
        out["fitted"] = {{"prefill_mfu", cal.fittedMfu}, {"decode_mbu", cal.fittedMbu}};
        out["median_abs_deviation"] = {
            {"ttft_ms.median", {{"before", cal.ttftErrorBefore}, {"after", cal.ttftErrorAfter}}},
            {"tpot_ms.median", {{"before", cal.tpotErrorBefore}, {"after", cal.tpotErrorAfter}}}};
        printOut(QString::fromStdString(out.dump(2)) + QLatin1Char('\n'));
        return;
    }
    QString text = tr("%1 runs, fitted together. With the scenario's MFU %2 and MBU %3:\n")
                       .arg(runs.size())
                       .arg(effectivePrefillMfu(scenario))
                       .arg(effectiveDecodeMbu(scenario));
    for (std::size_t i = 0; i < runs.size(); ++i)
        text += QLatin1Char('\n') + runWords(paths[int(i)], runs[i]) + table(cal.runs[i].before);
    text += tr("\nFitted to all %1: serving.prefill_mfu %2, serving.decode_mbu %3; the median "
               "error of the median TTFT %4 → %5, of the median TPOT %6 → %7. With them:\n")
                .arg(runs.size())
                .arg(fixedNumber(cal.fittedMfu, 3))
                .arg(fixedNumber(cal.fittedMbu, 3))
                .arg(percentWords(cal.ttftErrorBefore), percentWords(cal.ttftErrorAfter),
                     percentWords(cal.tpotErrorBefore), percentWords(cal.tpotErrorAfter));
    for (std::size_t i = 0; i < runs.size(); ++i)
        text += QLatin1Char('\n') + runWords(paths[int(i)], runs[i]) + table(cal.runs[i].after);
    printOut(text);
}

// --save-scenario: the scenario with the fitted MFU and MBU, written atomically.
int saveFitted(const Invocation& in, const Scenario& fitted)
{
    if (in.has(QStringLiteral("--save-scenario"))) {
        try {
            ui::saveScenarioFile(in.value(QStringLiteral("--save-scenario")), fitted);
        } catch (const ui::ScenarioFileError& e) {
            return fail(Failure, e.message());
        }
    }
    return static_cast<int>(Success);
}

int calibrateSweep(const Invocation& in, const std::vector<BenchRun>& runs,
                   const Scenario& scenario)
{
    const BenchSweepCalibration cal = calibrateBenchSweep(scenario, runs);
    if (cal.runs.empty())
        return fail(InvalidInput, tr("the scenario cannot predict these runs (no prefill "
                                     "estimate or memory bandwidth, or a context above the "
                                     "model's; kvplan report says which)"));
    printSweep(in, in.positionals, runs, scenario, cal);
    Scenario fitted = scenario;
    fitted.serving.prefillMfu = cal.fittedMfu;
    fitted.serving.decodeMbu = cal.fittedMbu;
    return saveFitted(in, fitted);
}

} // namespace

Command calibrateBenchCommand()
{
    Command c;
    c.name = QStringLiteral("calibrate-bench");
    c.synopsis =
        QStringLiteral("calibrate-bench RESULT... [--scenario FILE] [--gpu ID] [--catalog FILE]... "
                       "[--set KEY=VALUE]... [--save-scenario FILE] [--format text|json]");
    c.summary = tr("predict a vllm bench serve run and fit the MFU and MBU to it");
    c.description = tr(
        "Reads RESULT, the JSON `vllm bench serve --save-result` writes or its printed "
        "\"Serving Benchmark Result\" block pasted into a file (\"-\": standard input), predicts "
        "the same run (its mean input and output tokens, concurrency limit, request rate and "
        "requests) on the scenario's model and GPUs (--scenario, default the worked example; "
        "--gpu and --set describe the test box), and shows predicted against measured for "
        "output and request throughput, TTFT and TPOT. Then it fits serving.prefill_mfu to the "
        "TTFT and serving.decode_mbu to the TPOT and shows the prediction with them; "
        "--save-scenario writes the scenario with the fitted values (atomically). Several RESULTs "
        "(a sweep of one server: rising concurrency or input lengths) are predicted each and "
        "fitted together: one MFU and MBU, each scaled by the median over the runs of predicted "
        "÷ measured, so one odd run does not pull the fit.");
    c.options = {setOption(),
                 formatOption({QStringLiteral("text"), QStringLiteral("json")},
                              tr("text (default) or json")),
                 {QStringLiteral("--scenario"), QStringLiteral("FILE"), false,
                  tr("the test box's scenario (default: the worked example)")},
                 {QStringLiteral("--save-scenario"), QStringLiteral("FILE"), false,
                  tr("write the scenario with the fitted MFU and MBU")}};
    for (const OptionSpec& o : catalogChoiceOptions())
        c.options.push_back(o);
    c.minPositionals = 1;
    c.maxPositionals = kMaxBenchSweepRuns;
    c.run = [](const Invocation& in) {
        std::vector<BenchRun> runs;
        for (const QString& path : in.positionals) {
            BenchRun run;
            QString error;
            if (!readRun(path, run, error))
                return fail(InvalidInput, error);
            runs.push_back(std::move(run));
        }
        ScenarioSource source;
        source.path = in.value(QStringLiteral("--scenario"));
        source.choices = {in.value(QStringLiteral("--gpu")).toStdString(),
                          in.value(QStringLiteral("--platform")).toStdString(),
                          in.value(QStringLiteral("--drive")).toStdString(),
                          in.value(QStringLiteral("--chassis")).toStdString()};
        source.sets = in.values(QStringLiteral("--set"));
        source.catalogs = in.values(QStringLiteral("--catalog"));
        Scenario scenario;
        if (const int status = loadScenario(source, scenario); status != Success)
            return status;
        if (runs.size() > 1)
            return calibrateSweep(in, runs, scenario);
        const QString path = in.positionals.front();
        const BenchRun& run = runs.front();
        const BenchCalibration cal = calibrateBench(scenario, run);
        if (cal.before.empty())
            return fail(InvalidInput, path + tr(": the scenario cannot predict the run (no prefill "
                                                "estimate or memory bandwidth, or a context above "
                                                "the model's; kvplan report says which)"));
        Scenario fitted = scenario;
        fitted.serving.prefillMfu = cal.fittedMfu;
        fitted.serving.decodeMbu = cal.fittedMbu;
        if (in.value(QStringLiteral("--format")) == QLatin1String("json")) {
            nlohmann::ordered_json out;
            out["run"] = runJson(run);
            out["comparison"] = rowsJson(cal.before);
            out["fitted"] = {{"prefill_mfu", cal.fittedMfu}, {"decode_mbu", cal.fittedMbu}};
            out["comparison_fitted"] = rowsJson(cal.after);
            printOut(QString::fromStdString(out.dump(2)) + QLatin1Char('\n'));
        } else {
            printOut(runWords(path, run) +
                     tr("\nWith the scenario's MFU %1 and MBU %2:\n")
                         .arg(effectivePrefillMfu(scenario))
                         .arg(effectiveDecodeMbu(scenario)) +
                     table(cal.before) +
                     tr("\nFitted: serving.prefill_mfu %1, serving.decode_mbu %2:\n")
                         .arg(fixedNumber(cal.fittedMfu, 3))
                         .arg(fixedNumber(cal.fittedMbu, 3)) +
                     table(cal.after));
        }
        return saveFitted(in, fitted);
    };
    return c;
}

} // namespace kvp::cli
