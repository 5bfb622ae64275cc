// SPDX-License-Identifier: GPL-3.0-or-later
// `kvplan engine-config` run as a user or a script would run it: every engine's launch script
// (parsed by bash), the JSON for programs, releases, compose and Kubernetes, files written, errors.
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QTemporaryDir>
#include <QTest>

#include "cli_run.h"
#include "kvplan/engine_registry.h"

namespace tst_cli_engine {

using namespace kvp::test::cli;

namespace {

// `bash -n`: the text parses as a bash script.
bool bashAccepts(const QByteArray& script, QByteArray* error)
{
    QProcess process;
    process.start(QStringLiteral("bash"), {QStringLiteral("-n")});
    process.write(script);
    process.closeWriteChannel();
    process.waitForFinished(30000);
    *error = process.readAllStandardError();
    return process.exitStatus() == QProcess::NormalExit && process.exitCode() == 0;
}

QStringList argvOf(const QJsonObject& command)
{
    QStringList argv;
    for (const QJsonValue& v : command.value(QStringLiteral("argv")).toArray())
        argv << v.toString();
    return argv;
}

} // namespace

class TestCliEngine : public QObject {
    Q_OBJECT
private slots:
    void engineConfigForEveryEngine_data()
    {
        QTest::addColumn<QString>("engine");
        QTest::addColumn<QStringList>("contains");
        QTest::newRow("vLLM: the full form, as the NVMe tier needs it")
            << "vllm"
            << QStringList{"vllm serve Qwen/Qwen3-32B",
                           "\"cpu_bytes_to_use\":134217728000",
                           "\"spec_name\":\"TieringOffloadingSpec\"",
                           "export PYTHONHASHSEED=0",
                           "numactl --cpunodebind=1 --membind=1",
                           "# Written for vLLM 0.33.0"};
        QTest::newRow("SGLang: 125 GiB = 134.22 GB per rank → --hicache-size 135")
            << "sglang"
            << QStringList{"python3 -m sglang.launch_server", "--hicache-size 135",
                           "--enable-hierarchical-cache", "--mem-fraction-static 0.868",
                           "# Written for SGLang 0.5.23"};
        QTest::newRow("LMCache: a server per NUMA node holding 2 × 125 GiB")
            << "lmcache"
            << QStringList{"lmcache server", "--l1-size-gb 250", "--eviction-policy LRU",
                           "LMCacheMPConnector", "wait_for_port 127.0.0.1 5556", "--http-port 8081",
                           "# Written for LMCache 0.5.5",
                           // the vLLM its image lmcache/vllm-openai:v0.5.5 carries
                           "# Written for vLLM 0.29.0"};
        QTest::newRow("NVIDIA Dynamo: native offloading, file discovery, KV routing")
            << "dynamo"
            << QStringList{"OffloadingConnector",      "\"cpu_bytes_to_use\":134217728000",
                           "--discovery-backend file", "python3 -m dynamo.frontend",
                           "--router-mode kv",         "# Written for NVIDIA Dynamo 1.7.0"};
    }
    void engineConfigForEveryEngine()
    {
        QFETCH(QString, engine);
        QFETCH(QStringList, contains);
        const Run run = kvplan({"engine-config", "--engine", engine});
        QCOMPARE(run.exitCode, 0);
        QVERIFY(run.err.isEmpty());
        QVERIFY(run.out.startsWith("#!/usr/bin/env bash\n"));
        for (const QString& text : contains)
            QVERIFY2(run.out.contains(text.toUtf8()), qPrintable(text));
        QByteArray error;
        QVERIFY2(bashAccepts(run.out, &error), error.constData());
        // The scenario's engine.name is the default engine.
        QCOMPARE(kvplan({"engine-config", "--set", "engine.name=" + engine}).out, run.out);
    }

    void engineConfigJsonForPrograms()
    {
        const Run short_ = kvplan({"engine-config", "--format", "json", "--form", "short", "--set",
                                   "nvme.enabled=false"});
        QCOMPARE(short_.exitCode, 0);
        const QJsonObject config = QJsonDocument::fromJson(short_.out).object();
        QCOMPARE(config.value("engine").toString(), QStringLiteral("vllm"));
        QCOMPARE(config.value("form").toString(), QStringLiteral("short"));
        const QJsonArray commands = config.value("commands").toArray();
        QCOMPARE(commands.size(), 4);
        for (const QJsonValue& c : commands) {
            const QStringList argv = argvOf(c.toObject());
            const qsizetype flag = argv.indexOf("--kv-offloading-size");
            QVERIFY(flag > 0);
            QCOMPARE(argv.at(flag + 1), QStringLiteral("125")); // 500 users / 4 × 1 GiB
        }

        const Run full = kvplan({"engine-config", "--format=json", "--form", "full"});
        QCOMPARE(full.exitCode, 0);
        const QJsonArray fullCommands =
            QJsonDocument::fromJson(full.out).object().value("commands").toArray();
        for (const QJsonValue& c : fullCommands) {
            const QStringList argv = argvOf(c.toObject());
            const qsizetype flag = argv.indexOf("--kv-transfer-config");
            QVERIFY(flag > 0);
            const QJsonObject transfer =
                QJsonDocument::fromJson(argv.at(flag + 1).toUtf8()).object();
            QCOMPARE(at(transfer, "kv_connector_extra_config.cpu_bytes_to_use").toDouble(),
                     134217728000.0);
        }
    }

    // --release picks a row of the release table; --format compose writes compose.yaml.
    void engineConfigReleaseAndCompose()
    {
        const Run kvbm = kvplan({"engine-config", "--engine", "dynamo", "--release", "1.3.1"});
        QCOMPARE(kvbm.exitCode, 0);
        QVERIFY(kvbm.out.contains("export DYN_KVBM_CPU_CACHE_GB=135"));
        QVERIFY(kvbm.out.contains("# Written for NVIDIA Dynamo 1.3.1"));
        QVERIFY(kvbm.out.contains("# Written for vLLM 0.23.0"));
        const Run unknown = kvplan({"engine-config", "--engine", "dynamo", "--release", "1.5.9"});
        QCOMPARE(unknown.exitCode, 2);
        QVERIFY2(unknown.err.contains("known: 1.7.0, 1.6.2"), unknown.err.constData());
        // 125 GiB + 1 GiB = 135,291,469,824 B of /dev/shm per vLLM instance.
        const Run compose = kvplan({"engine-config", "--format", "compose"});
        QCOMPARE(compose.exitCode, 0);
        QCOMPARE(compose.out.count("    shm_size: 135291469824\n"), 4);
        QTemporaryDir dir;
        const Run written =
            kvplan({"engine-config", "--format", "compose", "--output", dir.path()});
        QCOMPARE(written.exitCode, 0);
        QFile file(dir.filePath("compose.yaml"));
        QVERIFY(file.open(QIODevice::ReadOnly));
        QCOMPARE(file.readAll(), compose.out);
        // The same 126 GiB as Kubernetes' memory-backed emptyDir of each pod.
        const Run kubernetes = kvplan({"engine-config", "--format", "kubernetes"});
        QCOMPARE(kubernetes.exitCode, 0);
        QCOMPARE(kubernetes.out.count("sizeLimit: \"126Gi\"\n"), 4);
        const Run k8sWritten =
            kvplan({"engine-config", "--format", "kubernetes", "--output", dir.path()});
        QCOMPARE(k8sWritten.exitCode, 0);
        QFile manifests(dir.filePath("kubernetes.yaml"));
        QVERIFY(manifests.open(QIODevice::ReadOnly));
        QCOMPARE(manifests.readAll(), kubernetes.out);
    }

    // --format kserve: one LLMInferenceService (serving.kserve.io/v1alpha2) of the worked
    // example's 4 instances, the same 126 GiB of /dev/shm; kserve.yaml with --output.
    void engineConfigKServe()
    {
        const Run kserve = kvplan({"engine-config", "--format", "kserve"});
        QCOMPARE(kserve.exitCode, 0);
        QVERIFY(kserve.out.startsWith("# kserve.yaml: vLLM 0.33.0"));
        QCOMPARE(kserve.out.count("\nkind: \"LLMInferenceService\"\n"), 1);
        QVERIFY(kserve.out.contains("\napiVersion: \"serving.kserve.io/v1alpha2\"\n"));
        QVERIFY(kserve.out.contains("\n  replicas: 4\n"));
        QCOMPARE(kserve.out.count("sizeLimit: \"126Gi\"\n"), 1);
        QTemporaryDir dir;
        const Run written = kvplan({"engine-config", "--format", "kserve", "--output", dir.path()});
        QCOMPARE(written.exitCode, 0);
        QVERIFY(written.out.contains(("wrote " + dir.filePath("kserve.yaml")).toUtf8()));
        QFile file(dir.filePath("kserve.yaml"));
        QVERIFY(file.open(QIODevice::ReadOnly));
        QCOMPARE(file.readAll(), kserve.out);
    }

    void engineConfigWritesScripts()
    {
        QTemporaryDir dir;
        const QString out = dir.filePath("scripts/vllm");
        const Run run = kvplan({"engine-config", "--output", out});
        QCOMPARE(run.exitCode, 0);
        const QStringList expected = {"instance-0.sh", "instance-1.sh", "instance-2.sh",
                                      "instance-3.sh", "start-all.sh"};
        QCOMPARE(QDir(out).entryList(QDir::Files, QDir::Name), expected);
        for (const QString& name : expected) {
            const QFileInfo info(QDir(out).filePath(name));
            QVERIFY2(info.isExecutable(), qPrintable(name));
            QVERIFY(run.out.contains(("wrote " + info.filePath()).toUtf8()));
            QFile file(info.filePath());
            QVERIFY(file.open(QIODevice::ReadOnly));
            QByteArray error;
            QVERIFY2(bashAccepts(file.readAll(), &error), error.constData());
        }
        QVERIFY(run.out.contains("written for vLLM 0.33.0"));
        // The combined script on disk is what stdout shows without --output.
        QFile combined(QDir(out).filePath("start-all.sh"));
        QVERIFY(combined.open(QIODevice::ReadOnly));
        QCOMPARE(combined.readAll(), kvplan({"engine-config"}).out);

        // A file where the folder should be: nothing written, exit 1.
        QFile blocker(dir.filePath("blocker"));
        QVERIFY(blocker.open(QIODevice::WriteOnly));
        blocker.close();
        const Run blocked = kvplan({"engine-config", "--output", blocker.fileName()});
        QCOMPARE(blocked.exitCode, 1);
        QVERIFY(blocked.err.contains("is a file, not a folder"));
    }

    void engineConfigErrors_data()
    {
        QTest::addColumn<QStringList>("arguments");
        QTest::addColumn<int>("exitCode");
        QTest::addColumn<QString>("stderrContains");
        // The engines the messages list are the registry's, in its order: today "vllm, sglang,
        // lmcache or dynamo" and "\"vllm\", \"sglang\", \"lmcache\", \"dynamo\"".
        QTest::newRow("unknown engine")
            << QStringList{"--engine", "tgi"} << 2
            << "--engine must be " + QString::fromStdString(kvp::engineIdList("", ", ", " or "));
        QTest::newRow("unknown form")
            << QStringList{"--form", "medium"} << 2 << "--form must be auto, short or full";
        QTest::newRow("SGLang has one form") << QStringList{"--engine", "sglang", "--form", "full"}
                                             << 2 << "does not apply to sglang";
        QTest::newRow("unknown format")
            << QStringList{"--format", "yaml"} << 2
            << "--format must be script, json, compose, kubernetes or kserve";
        QTest::newRow("kserve for an engine with more than vllm serve")
            << QStringList{"--engine", "dynamo", "--format", "kserve"} << 2
            << "--format kserve writes a KServe LLMInferenceService, whose pods run vllm serve "
               "alone; dynamo runs other processes";
        QTest::newRow("kserve for SGLang")
            << QStringList{"--engine", "sglang", "--format", "kserve"} << 2
            << "sglang runs other processes";
        QTest::newRow("two scenarios")
            << QStringList{"a.json", "b.json"} << 2 << "wrong number of arguments";
        QTest::newRow("unknown engine in the scenario")
            << QStringList{"--set", "engine.name=tgi"} << 3
            << "engine.name: must be one of " +
                   QString::fromStdString(kvp::engineIdList("\"", ", ", ", "));
        QTest::newRow("a vLLM release that is not one")
            << QStringList{"--set", "engine.vllm_version=latest"} << 3
            << "engine.vllm_version: must be a release number";
        QTest::newRow("ports beyond 65,535: 65,535 + 4 instances")
            << QStringList{"--set", "engine.port_base=65535"} << 3 << "engine.port_base";
        QTest::newRow("a typo in the engine section")
            << QStringList{"--set", "engine.prot_base=9000"} << 3
            << "engine.prot_base: unknown key (did you mean engine.port_base?)";
        QTest::newRow("weights that do not fit: no plan, no commands")
            << QStringList{"--set", "gpu.memory_reported_gib=24"} << 3 << "no room for a KV cache";
    }
    void engineConfigErrors()
    {
        QFETCH(QStringList, arguments);
        QFETCH(int, exitCode);
        QFETCH(QString, stderrContains);
        const Run run = kvplan(QStringList{"engine-config"} + arguments);
        QCOMPARE(run.exitCode, exitCode);
        QVERIFY(run.out.isEmpty());
        const QString err = QString::fromUtf8(run.err);
        QVERIFY2(err.contains(stderrContains), qPrintable(err));
        QCOMPARE(err.count(QLatin1Char('\n')), 1);
    }
};

QTEST_GUILESS_MAIN(TestCliEngine)

} // namespace tst_cli_engine

#include "tst_cli_engine.moc"
