// SPDX-License-Identifier: GPL-3.0-or-later
// The launch scripts through a real bash: every script passes `bash -n`, every word survives the
// shell's quoting, and a script run with stand-in programs on PATH hands each program exactly
// the argv and environment of the configuration (JSON arguments included, parsed back).
#include <QDir>
#include <QFile>
#include <QProcess>
#include <QProcessEnvironment>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>
#include <nlohmann/json.hpp>

#include "kvplan/engine_config.h"
#include "kvplan/engine_script.h"
#include "kvplan/scenario_io.h"
#include "scenario_variants.h"

namespace tst_engine_script {

using namespace kvp;
using nlohmann::json;

namespace {

using kvp::test::variant;

EngineConfig configure(const QStringList& assignments, EngineKind engine, EngineForm form)
{
    const Scenario s = variant(assignments);
    return engineConfig(s, plan(s), {engine, form, {}});
}

struct Bash {
    int exitCode = -1;
    QByteArray out;
    QByteArray err;
};

Bash bash(const QStringList& arguments, const QByteArray& input = {},
          const QProcessEnvironment& environment = QProcessEnvironment::systemEnvironment())
{
    QProcess process;
    process.setProcessEnvironment(environment);
    process.start(QStringLiteral("bash"), arguments);
    process.write(input);
    process.closeWriteChannel();
    process.waitForFinished(30000);
    return {process.exitStatus() == QProcess::NormalExit ? process.exitCode() : -2,
            process.readAllStandardOutput(), process.readAllStandardError()};
}

QList<QByteArray> nulSeparated(const QByteArray& bytes)
{
    QList<QByteArray> parts = bytes.split('\0');
    if (!parts.isEmpty() && parts.back().isEmpty())
        parts.removeLast();
    return parts;
}

// Stand-ins for the programs the scripts start: each prints its name, its arguments and then
// its environment, all NUL-separated, with a marker between arguments and environment.
QString writeStandIns(const QTemporaryDir& dir)
{
    const QString bin = dir.filePath(QStringLiteral("bin"));
    QDir().mkpath(bin);
    for (const char* program : {"numactl", "vllm", "python3", "lmcache"}) {
        QFile file(QDir(bin).filePath(QString::fromLatin1(program)));
        if (!file.open(QIODevice::WriteOnly))
            qFatal("cannot write a stand-in");
        file.write("#!/bin/bash\n"
                   "printf '%s\\0' \"${0##*/}\" \"$@\"\n"
                   "printf '%s\\0' '--environment--'\n"
                   "env -0\n");
        file.close();
        file.setPermissions(file.permissions() | QFileDevice::ExeOwner);
    }
    return bin;
}

struct Scenarios {
    const char* name;
    QStringList settings;
    EngineKind engine;
    EngineForm form;
};

QList<Scenarios> everyEngineAndForm()
{
    QList<Scenarios> list;
    const QList<QPair<const char*, QStringList>> settings = {
        {"article", {}},
        {"TP 2, no NVMe", {"serving.tensor_parallel=2", "nvme.enabled=false"}},
        {"awkward paths and names",
         {"nvme.root_dir=\"/mnt/nvme 1/it's $HOME `x` \\\\ \\\"q\\\"\"",
          "engine.model_path=\"/models/Qwen3 32B (FP8)/ü\"",
          "engine.served_model_name=\"qwen $USER\""}},
    };
    for (const auto& [name, assignments] : settings)
        for (EngineKind engine : allEngineKinds())
            for (EngineForm form : {EngineForm::Short, EngineForm::Full}) {
                if (!engineHasForms(engine) && form == EngineForm::Full)
                    continue;
                list.push_back(
                    {name, assignments, engine, engineHasForms(engine) ? form : EngineForm::Auto});
            }
    return list;
}

QByteArray rowName(const Scenarios& s)
{
    return QByteArray(s.name) + ", " + QByteArray::fromStdString(toString(s.engine)) + ", " +
           QByteArray::fromStdString(toString(s.form));
}

} // namespace

class TestEngineScript : public QObject {
    Q_OBJECT
private slots:
    void initTestCase()
    {
        if (QStandardPaths::findExecutable(QStringLiteral("bash")).isEmpty())
            QFAIL("bash is needed to check the scripts");
    }

    void quoting_data()
    {
        QTest::addColumn<QString>("word");
        QTest::addColumn<QString>("quoted");
        QTest::newRow("a plain flag stays bare") << "--max-model-len"
                                                 << "--max-model-len";
        QTest::newRow("a path stays bare") << "/mnt/nvme/kv"
                                           << "/mnt/nvme/kv";
        QTest::newRow("numactl's = and , stay bare") << "--interleave=0,1"
                                                     << "--interleave=0,1";
        QTest::newRow("empty becomes ''") << ""
                                          << "''";
        QTest::newRow("a space") << "a b"
                                 << "'a b'";
        QTest::newRow("JSON") << R"({"a":1,"b":[2]})"
                              << R"('{"a":1,"b":[2]}')";
        QTest::newRow("a single quote") << "it's"
                                        << R"('it'\''s')";
        QTest::newRow("dollar, backtick, backslash") << R"($HOME `id` \n)"
                                                     << R"('$HOME `id` \n')";
        QTest::newRow("a leading tilde") << "~/models"
                                         << "'~/models'";
        QTest::newRow("glob characters") << "*.bin?[0]"
                                         << "'*.bin?[0]'";
        QTest::newRow("non-ASCII") << "ü"
                                   << "'ü'";
        QTest::newRow("a line break") << "a\nb"
                                      << "'a\nb'";
    }
    void quoting()
    {
        QFETCH(QString, word);
        QFETCH(QString, quoted);
        const std::string bytes = word.toStdString();
        QCOMPARE(QString::fromStdString(shellQuote(bytes)), quoted);
        // The shell hands the word back unchanged.
        const Bash run = bash(
            {QStringLiteral("-c"), QString::fromStdString("printf '%s\\0' " + shellQuote(bytes))});
        QCOMPARE(run.exitCode, 0);
        QCOMPARE(run.out, QByteArray::fromStdString(bytes) + '\0');
    }

    void scriptsPassBashSyntaxCheck_data()
    {
        QTest::addColumn<int>("index");
        const auto list = everyEngineAndForm();
        for (int i = 0; i < list.size(); ++i)
            QTest::newRow(rowName(list[i]).constData()) << i;
    }
    void scriptsPassBashSyntaxCheck()
    {
        QFETCH(int, index);
        const Scenarios s = everyEngineAndForm().at(index);
        const EngineConfig config = configure(s.settings, s.engine, s.form);
        const std::vector<ScriptFile> files = engineScriptFiles(config);
        QCOMPARE(files.size(), config.commands.size() + 1);
        QCOMPARE(QString::fromStdString(files.back().fileName), QStringLiteral("start-all.sh"));
        for (const ScriptFile& file : files) {
            QVERIFY(file.content.rfind("#!/usr/bin/env bash\n", 0) == 0);
            const Bash run = bash({QStringLiteral("-n")}, QByteArray::fromStdString(file.content));
            QVERIFY2(run.exitCode == 0, qPrintable(QString::fromStdString(file.fileName) +
                                                   QStringLiteral(": ") + run.err));
        }
    }

    // Each per-process script, run with stand-ins on PATH: the program receives the argv and the
    // environment of the configuration, byte for byte.
    void scriptsRoundTripThroughBash_data() { scriptsPassBashSyntaxCheck_data(); }
    void scriptsRoundTripThroughBash()
    {
        QFETCH(int, index);
        const Scenarios s = everyEngineAndForm().at(index);
        const EngineConfig config = configure(s.settings, s.engine, s.form);
        QTemporaryDir dir;
        const QString bin = writeStandIns(dir);
        QProcessEnvironment environment = QProcessEnvironment::systemEnvironment();
        environment.insert(QStringLiteral("PATH"),
                           bin + QLatin1Char(':') + environment.value(QStringLiteral("PATH")));
        for (const LaunchCommand& cmd : config.commands) {
            const Bash run =
                bash({}, QByteArray::fromStdString(renderCommandScript(config, cmd)), environment);
            QVERIFY2(run.exitCode == 0, run.err.constData());
            const QList<QByteArray> parts = nulSeparated(run.out);
            const qsizetype marker = parts.indexOf("--environment--");
            QVERIFY(marker > 0);
            QList<QByteArray> expected;
            for (const std::string& word : cmd.commandLine())
                expected << QByteArray::fromStdString(word);
            QCOMPARE(parts.mid(0, marker), expected);
            const QList<QByteArray> env = parts.mid(marker + 1);
            for (const EnvVar& e : cmd.environment)
                QVERIFY2(env.contains(QByteArray::fromStdString(e.name + "=" + e.value)),
                         e.name.c_str());
            // A JSON argument arrives as JSON.
            for (qsizetype i = 0; i + 1 < marker; ++i)
                if (parts[i] == "--kv-transfer-config" || parts[i] == "--l2-adapter")
                    QVERIFY(json::accept(parts[i + 1].toStdString()));
        }
    }

    void theArticlesJsonSurvivesTheShell()
    {
        const EngineConfig config = configure({}, EngineKind::Vllm, EngineForm::Full);
        QTemporaryDir dir;
        QProcessEnvironment environment = QProcessEnvironment::systemEnvironment();
        environment.insert(QStringLiteral("PATH"), writeStandIns(dir) + QLatin1Char(':') +
                                                       environment.value(QStringLiteral("PATH")));
        for (const LaunchCommand* cmd : config.instanceCommands()) {
            const Bash run =
                bash({}, QByteArray::fromStdString(renderCommandScript(config, *cmd)), environment);
            const QList<QByteArray> parts = nulSeparated(run.out);
            const qsizetype flag = parts.indexOf("--kv-transfer-config");
            QVERIFY(flag > 0);
            const json transfer = json::parse(parts.at(flag + 1).toStdString());
            QCOMPARE(transfer.at("kv_connector_extra_config").at("cpu_bytes_to_use").get<quint64>(),
                     quint64(134217728000)); // 125 × 2^30, sizing-model §3
        }
    }

    // start-all.sh with stand-ins that print and then linger a moment: every process is started
    // with its own log, and the script ends when the first one exits.
    void combinedScriptStartsEveryProcess_data()
    {
        QTest::addColumn<int>("engine");
        QTest::newRow("vLLM") << int(EngineKind::Vllm);
        QTest::newRow("SGLang") << int(EngineKind::Sglang);
        QTest::newRow("NVIDIA Dynamo") << int(EngineKind::Dynamo);
    }
    void combinedScriptStartsEveryProcess()
    {
        QFETCH(int, engine);
        const EngineConfig config =
            configure({}, static_cast<EngineKind>(engine), EngineForm::Auto);
        QTemporaryDir dir;
        const QString bin = writeStandIns(dir);
        for (const char* program : {"numactl", "python3"}) {
            QFile file(QDir(bin).filePath(QString::fromLatin1(program)));
            QVERIFY(file.open(QIODevice::Append));
            file.write("sleep 1\n");
        }
        QProcessEnvironment environment = QProcessEnvironment::systemEnvironment();
        environment.insert(QStringLiteral("PATH"),
                           bin + QLatin1Char(':') + environment.value(QStringLiteral("PATH")));
        const QString logs = dir.filePath(QStringLiteral("logs"));
        environment.insert(QStringLiteral("KVPLAN_LOG_DIR"), logs);
        // This machine's /dev/shm is no server's; the check is tested with the stub engines.
        environment.insert(QStringLiteral("KVPLAN_SKIP_SHM_CHECK"), QStringLiteral("1"));
        const Bash run =
            bash({}, QByteArray::fromStdString(renderCombinedScript(config)), environment);
        QVERIFY2(run.exitCode == 0, run.err.constData());
        QVERIFY(
            run.err.contains("started " + QByteArray::number(qsizetype(config.commands.size()))));
        for (const LaunchCommand& cmd : config.commands) {
            QFile log(QDir(logs).filePath(QString::fromStdString(cmd.name) + ".log"));
            QVERIFY2(log.open(QIODevice::ReadOnly), cmd.name.c_str());
            const QList<QByteArray> parts = nulSeparated(log.readAll());
            const qsizetype marker = parts.indexOf("--environment--");
            QVERIFY2(marker > 0, cmd.name.c_str());
            QList<QByteArray> expected;
            for (const std::string& word : cmd.commandLine())
                expected << QByteArray::fromStdString(word);
            QCOMPARE(parts.mid(0, marker), expected);
        }
    }

    void scriptsSayWhatTheyAreWrittenFor()
    {
        const EngineConfig config = configure({}, EngineKind::Sglang, EngineForm::Auto);
        const std::string script = renderCommandScript(config, config.commands.front());
        QVERIFY(script.find("# Written for SGLang 0.5.23") != std::string::npos);
        QVERIFY(script.find("--hicache-size 135 GB: per TP rank") != std::string::npos);
        const EngineConfig vllm = configure({}, EngineKind::Vllm, EngineForm::Full);
        const std::string combined = renderCombinedScript(vllm);
        QVERIFY(combined.find("# Written for vLLM 0.33.0") != std::string::npos);
        // vLLM 0.33.0 keeps the tier in one /dev/shm region: 125 GiB as asked, a note.
        QVERIFY(combined.find("info: vLLM 0.33.0 keeps the CPU tier in one /dev/shm region per "
                              "instance, 125 GiB") != std::string::npos);
        QVERIFY(combined.find("warning: vLLM may pin more host memory than asked") ==
                std::string::npos);
        // vLLM 0.26.0 pinned a tensor per worker: the warning.
        const EngineConfig v26 =
            configure({"engine.vllm_version=\"0.26.0\""}, EngineKind::Vllm, EngineForm::Full);
        QVERIFY(renderCombinedScript(v26).find(
                    "warning: vLLM may pin more host memory than asked") != std::string::npos);
        // A comment never ends early: text with a line break stays one comment line. (A scenario
        // refuses control characters in every text; the script does not rely on it.)
        EngineConfig named = configure({}, EngineKind::Vllm, EngineForm::Auto);
        named.scenarioName = "two\nlines";
        QVERIFY(renderCombinedScript(named).find("# Scenario: two lines\n") != std::string::npos);
    }
};

QTEST_GUILESS_MAIN(TestEngineScript)

} // namespace tst_engine_script

#include "tst_engine_script.moc"
