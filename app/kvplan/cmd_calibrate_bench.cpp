// SPDX-License-Identifier: GPL-3.0-or-later
#include "cli.h"
#include "kvplan/bench_result.h"
#include "kvplan/load_types.h"
#include "kvplan/ui/scenario_file.h"

#include <nlohmann/json.hpp>

namespace kvp::cli {

namespace {

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

} // namespace

Command calibrateBenchCommand()
{
    Command c;
    c.name = QStringLiteral("calibrate-bench");
    c.synopsis =
        QStringLiteral("calibrate-bench RESULT [--scenario FILE] [--gpu ID] [--catalog FILE]... "
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
        "--save-scenario writes the scenario with the fitted values (atomically).");
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
    c.maxPositionals = 1;
    c.run = [](const Invocation& in) {
        const QString path = in.positionals.front();
        QByteArray content;
        QString error;
        if (!readInputFile(path, qint64(kMaxBenchResultBytes), &content, &error))
            return fail(InvalidInput, error);
        BenchRun run;
        try {
            run =
                parseBenchResult(std::string_view(content.constData(), std::size_t(content.size())),
                                 path.toStdString());
        } catch (const BenchResultError& e) {
            return fail(InvalidInput, QString::fromUtf8(e.what()));
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
        const BenchCalibration cal = calibrateBench(scenario, run);
        if (cal.before.empty())
            return fail(InvalidInput, path + tr(": the scenario cannot predict the run (no prefill "
                                                "estimate or memory bandwidth; kvplan report says "
                                                "what is missing)"));
        Scenario fitted = scenario;
        fitted.serving.prefillMfu = cal.fittedMfu;
        fitted.serving.decodeMbu = cal.fittedMbu;
        if (in.value(QStringLiteral("--format")) == QLatin1String("json")) {
            const LoadSpec l = benchLoad(run);
            nlohmann::ordered_json out;
            out["run"] = {{"model_id", run.modelId},
                          {"completed", run.completed},
                          {"input_tokens", l.inputTokens},
                          {"output_tokens", l.outputTokens},
                          {"max_concurrency", run.maxConcurrency
                                                  ? nlohmann::ordered_json(*run.maxConcurrency)
                                                  : nlohmann::ordered_json(nullptr)},
                          {"request_rate_per_s", run.requestRatePerS
                                                     ? nlohmann::ordered_json(*run.requestRatePerS)
                                                     : nlohmann::ordered_json("inf")}};
            out["comparison"] = rowsJson(cal.before);
            out["fitted"] = {{"prefill_mfu", cal.fittedMfu}, {"decode_mbu", cal.fittedMbu}};
            out["comparison_fitted"] = rowsJson(cal.after);
            printOut(QString::fromStdString(out.dump(2)) + QLatin1Char('\n'));
        } else {
            const LoadSpec l = benchLoad(run);
            printOut(tr("%1: %2 requests, %3 tokens in, %4 out, concurrency %5, "
                        "rate %6\n\nWith the scenario's MFU %7 and MBU %8:\n")
                         .arg(path)
                         .arg(run.completed)
                         .arg(l.inputTokens)
                         .arg(l.outputTokens)
                         .arg(run.maxConcurrency ? QString::number(*run.maxConcurrency)
                                                 : tr("unlimited"))
                         .arg(run.requestRatePerS ? QString::number(*run.requestRatePerS)
                                                  : QStringLiteral("inf"))
                         .arg(effectivePrefillMfu(scenario))
                         .arg(effectiveDecodeMbu(scenario)) +
                     table(cal.before) +
                     tr("\nFitted: serving.prefill_mfu %1, serving.decode_mbu %2:\n")
                         .arg(fixedNumber(cal.fittedMfu, 3))
                         .arg(fixedNumber(cal.fittedMbu, 3)) +
                     table(cal.after));
        }
        if (in.has(QStringLiteral("--save-scenario"))) {
            try {
                ui::saveScenarioFile(in.value(QStringLiteral("--save-scenario")), fitted);
            } catch (const ui::ScenarioFileError& e) {
                return fail(Failure, e.message());
            }
        }
        return static_cast<int>(Success);
    };
    return c;
}

} // namespace kvp::cli
