// SPDX-License-Identifier: GPL-3.0-or-later
// The built `kvplan` program, run as a user or a script would run it.
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QProcessEnvironment>
#include <QTemporaryDir>
#include <QTest>
#include <cmath>

#include "golden.h"
#include "kvplan/engine_registry.h"
#include "run_program.h"

namespace {

using Run = kvp::test::ProgramRun;

Run kvplan(const QStringList& arguments)
{
    return kvp::test::runProgram(QStringLiteral(KVPLAN_CLI), arguments);
}

// Runs kvplan with $XDG_DATA_HOME set to `dataHome`, so that the user catalog it reads is the
// test's (or none), never the developer's.
Run kvplanWithData(const QStringList& arguments, const QString& dataHome)
{
    return kvp::test::runProgram(QStringLiteral(KVPLAN_CLI), arguments,
                                 {QStringLiteral("XDG_DATA_HOME=") + dataHome});
}

bool writeFile(const QString& path, const QByteArray& content)
{
    QDir().mkpath(QFileInfo(path).absolutePath());
    QFile file(path);
    if (!file.open(QIODevice::WriteOnly))
        return false;
    file.write(content);
    return true;
}

// A user catalog with one GPU of the user's own and a corrected built-in one.
const QByteArray kUserCatalog =
    "{\"catalog_version\": 1, \"gpus\": [{\"id\": \"lab-gpu\", \"name\": \"Lab GPU 64GB\", "
    "\"memory_reported_gib\": 62.5, \"memory_marketed_gb\": 64, \"pcie_gen\": 5, "
    "\"pcie_lanes\": 16, \"sources\": {\"memory_reported_gib\": \"our nvidia-smi\"}}]}";

QJsonValue at(const QJsonObject& object, const QString& dotted)
{
    QJsonValue value = object;
    for (const QString& part : dotted.split(QLatin1Char('.'))) {
        bool isIndex = false;
        const int index = part.toInt(&isIndex);
        value =
            isIndex && value.isArray() ? value.toArray().at(index) : value.toObject().value(part);
    }
    return value;
}

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

QStringList warningCodes(const QJsonObject& report)
{
    QStringList codes;
    for (const QJsonValue& w : report.value(QStringLiteral("warnings")).toArray())
        codes << w.toObject().value(QStringLiteral("code")).toString();
    return codes;
}

} // namespace

class TestCli : public QObject {
    Q_OBJECT
private slots:
    void jsonReportHasTheInterfaceKeysWithTheArticlesValues()
    {
        const Run run = kvplan({"report", "--format", "json"});
        QCOMPARE(run.exitCode, 0);
        QVERIFY(run.err.isEmpty());
        const QJsonObject report = QJsonDocument::fromJson(run.out).object();
        const QList<QPair<QString, double>> expected = {
            {"kv_bytes_per_token", 131072},
            {"conversation_bytes", 1073741824},
            {"gpu.kv_cache_gib_per_card", 51.04},
            {"gpu.conversations_per_card", 51},
            {"gpu.conversations_total", 204},
            {"cpu_tier.total_bytes", 536870912000.0},
            {"cpu_tier.per_instance_bytes", 134217728000.0},
            {"memory.dimm_count", 24},
            {"memory.dimm_size_gb", 48},
            {"memory.total_gb", 1152},
            {"memory.free_beside_buffer_gb", 615.1},
            {"nvme.writes_bytes_per_day", 2147483648000.0},
        };
        for (const auto& [key, value] : expected) {
            const QJsonValue v = at(report, key);
            QVERIFY2(v.isDouble(), qPrintable(key));
            QCOMPARE(v.toDouble(), value);
        }
        for (const char* key : {"gpu.kv_cache_bytes_per_card", "gpu.kv_tokens_per_instance",
                                "pcie.reload_ms_per_conversation"})
            QVERIFY2(at(report, key).isDouble(), key);
        QVERIFY(report.value("warnings").isArray());
        for (const QJsonValue& w : report.value("warnings").toArray()) {
            QVERIFY(!w.toObject().value("code").toString().isEmpty());
            QVERIFY(!w.toObject().value("message").toString().isEmpty());
        }
    }

    void sixteenBitCacheAsTheArticleSays()
    {
        const Run run = kvplan({"report", "--set", "kv_cache_dtype=bf16", "--format=json"});
        QCOMPARE(run.exitCode, 0);
        const QJsonObject report = QJsonDocument::fromJson(run.out).object();
        QCOMPARE(at(report, "conversation_bytes").toDouble(), 2147483648.0);
        QCOMPARE(at(report, "gpu.conversations_per_card").toDouble(), 25.0);
        QCOMPARE(at(report, "cpu_tier.total_gib").toDouble(), 1000.0);
        QCOMPARE(at(report, "memory.dimm_size_gb").toDouble(), 64.0);
        QVERIFY(warningCodes(report).contains("fp8_cache_first_saving"));
    }

    void everyUserFitsOnTheGpus()
    {
        const Run run = kvplan({"report", "--set", "workload.users=150", "--format", "json"});
        QCOMPARE(run.exitCode, 0);
        const QJsonObject report = QJsonDocument::fromJson(run.out).object();
        QCOMPARE(at(report, "users.not_resident_on_gpu").toDouble(), 0.0);
        QVERIFY(warningCodes(report).contains("all_users_fit_on_gpu"));
        const Run text = kvplan({"report", "--set", "workload.users=150"});
        QVERIFY(text.out.contains("offloading adds little"));
    }

    void setsApplyInOrder()
    {
        const Run run = kvplan({"report", "--set", "workload.users=600", "--set",
                                "workload.users=700", "--format", "json"});
        QCOMPARE(run.exitCode, 0);
        QCOMPARE(at(QJsonDocument::fromJson(run.out).object(), "users.total").toDouble(), 700.0);
    }

    void exampleRoundTripsThroughAFile()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath("example.kvplan.json");
        const Run example = kvplan({"example"});
        QCOMPARE(example.exitCode, 0);
        QFile file(path);
        QVERIFY(file.open(QIODevice::WriteOnly));
        file.write(example.out);
        file.close();
        QCOMPARE(kvplan({"report", path}).out, kvplan({"report"}).out);
    }

    void invalidInput_data()
    {
        QTest::addColumn<QByteArray>("content");
        QTest::addColumn<QStringList>("extra");
        QTest::addColumn<QString>("stderrContains");
        const QByteArray example = kvplan({"example"}).out;
        QByteArray negative = example;
        negative.replace("\"users\": 500", "\"users\": -5");
        QTest::newRow("negative users")
            << negative << QStringList{} << "workload.users: must not be negative (got -5)";
        QTest::newRow("not JSON") << QByteArray("{\"schema_version\": 1,") << QStringList{}
                                  << "not valid JSON";
        QTest::newRow("binary garbage")
            << QByteArray("\x00\xff\xfe garbage", 12) << QStringList{} << "not valid JSON";
        QTest::newRow("empty file") << QByteArray() << QStringList{} << "not valid JSON";
        QTest::newRow("a JSON number")
            << QByteArray("42") << QStringList{} << "must be a JSON object";
        QTest::newRow("more than 4 MiB")
            << QByteArray(5 * 1024 * 1024, ' ') << QStringList{} << "larger than 4 MiB";
        QTest::newRow("deep nesting")
            << QByteArray(200000, '[') << QStringList{} << "nested more than 64 levels deep";
        QTest::newRow("--set of an unknown key")
            << example << QStringList{"--set", "workload.uzers=5"}
            << "--set workload.uzers=5: workload.uzers: unknown key";
        QTest::newRow("--set of a bad value")
            << example << QStringList{"--set", "serving.gpu_memory_utilization=2"}
            << "serving.gpu_memory_utilization: must be a number";
        QTest::newRow("weights that do not fit")
            << example << QStringList{"--set", "gpu.memory_reported_gib=24"}
            << "no room for a KV cache";
        QByteArray beyondDouble = example;
        beyondDouble.replace("\"users\": 500", "\"users\": 1e400");
        QTest::newRow("a number beyond a double: 1e400 users")
            << beyondDouble << QStringList{} << "workload.users: is too large a number (got 1e400)";
        QByteArray twice = example;
        twice.replace("\"users\": 500,", "\"users\": 500, \"users\": 7,");
        QTest::newRow("a key given twice")
            << twice << QStringList{} << "workload.users: is given twice in the same object";
        QTest::newRow("--set of a number beyond a double")
            << example << QStringList{"--set", "model.weights_gib=1e400"}
            << "model.weights_gib: is too large a number (got 1e400)";
    }
    void invalidInput()
    {
        QFETCH(QByteArray, content);
        QFETCH(QStringList, extra);
        QFETCH(QString, stderrContains);
        QTemporaryDir dir;
        const QString path = dir.filePath("input.kvplan.json");
        QFile file(path);
        QVERIFY(file.open(QIODevice::WriteOnly));
        file.write(content);
        file.close();
        const Run run = kvplan(QStringList{"report", path} + extra);
        QCOMPARE(run.exitCode, 3);
        const QString err = QString::fromUtf8(run.err);
        QVERIFY2(err.contains(stderrContains), qPrintable(err));
        QCOMPARE(err.count(QLatin1Char('\n')), 1);
        QVERIFY2(err.startsWith("kvplan: "), qPrintable(err));
        // The line names where the problem is: the file, or the --set that caused it.
        if (extra.isEmpty() || stderrContains.contains("no room"))
            QVERIFY2(err.contains(path), qPrintable(err));
        else
            QVERIFY2(err.contains("--set " + extra.last()), qPrintable(err));
    }

    void missingFileAndFolder()
    {
        QTemporaryDir dir;
        QCOMPARE(kvplan({"report", dir.filePath("nope.kvplan.json")}).exitCode, 3);
        const Run folder = kvplan({"report", dir.path()});
        QCOMPARE(folder.exitCode, 3);
        QVERIFY(folder.err.contains("is a folder"));
    }

    // A device or a pipe has no size to check first: it is read up to the limit, then refused.
    void endlessFilesAreRefused()
    {
        if (!QFileInfo::exists(QStringLiteral("/dev/zero")))
            QSKIP("no /dev/zero on this system");
        const Run run = kvplan({"report", "/dev/zero"});
        QCOMPARE(run.exitCode, 3);
        QVERIFY2(run.err.contains("/dev/zero: larger than 4 MiB"), run.err.constData());
        QVERIFY(run.out.isEmpty());
    }

    void usageErrors_data()
    {
        QTest::addColumn<QStringList>("arguments");
        QTest::addColumn<QString>("stderrContains");
        QTest::newRow("no command") << QStringList{} << "no command given";
        QTest::newRow("unknown command") << QStringList{"frobnicate"} << "unknown command";
        QTest::newRow("unknown option")
            << QStringList{"report", "--fromat", "json"} << "unknown option --fromat";
        QTest::newRow("bad format")
            << QStringList{"report", "--format", "pdf"} << "--format must be";
        QTest::newRow("option without value")
            << QStringList{"report", "--format"} << "needs a value";
        QTest::newRow("two scenarios")
            << QStringList{"report", "a.json", "b.json"} << "wrong number of arguments";
        QTest::newRow("format twice")
            << QStringList{"report", "--format", "json", "--format", "text"}
            << "given more than once";
    }
    void usageErrors()
    {
        QFETCH(QStringList, arguments);
        QFETCH(QString, stderrContains);
        const Run run = kvplan(arguments);
        QCOMPARE(run.exitCode, 2);
        QVERIFY2(QString::fromUtf8(run.err).contains(stderrContains), run.err.constData());
    }

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
            << QStringList{"lmcache server",
                           "--l1-size-gb 250",
                           "--eviction-policy LRU",
                           "LMCacheMPConnector",
                           "wait_for_port 127.0.0.1 5556",
                           "--http-port 8081",
                           "# Written for LMCache 0.4.7"};
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
        QTest::newRow("unknown format") << QStringList{"--format", "yaml"} << 2
                                        << "--format must be script, json, compose or kubernetes";
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

    void catalogListsEachKind_data()
    {
        QTest::addColumn<QString>("kind");
        QTest::addColumn<QStringList>("contains");
        QTest::newRow("GPUs: H200 at 139.8 GiB, the article's card at 95.6 GiB ⚠")
            << "gpus" << QStringList{"h200-sxm", "139.8", "95.6 ⚠", "⚠ unconfirmed:"};
        QTest::newRow("platforms: Xeon 6700P, 8 channels, 409.6 GB/s per socket")
            << "platforms" << QStringList{"xeon-6700p", "409.6", "1 DPC only"};
        QTest::newRow("DIMMs: 16 to 256 GB") << "dimms" << QStringList{"rdimm-16gb", "rdimm-256gb"};
        QTest::newRow("drives: capacity options and DWPD")
            << "drives" << QStringList{"samsung-pm1743", "1.92, 3.84, 7.68, 15.36", "0.26"};
        // Dell's XE9680 Technical Guide: 6 U, one HGX 8-GPU board, six 2,800 W supplies at
        // 200–240 V, 5+1 or 3+3.
        QTest::newRow("chassis: XE9680, 6 U, HGX 8-GPU, 6 × 2,800 W from 200 V")
            << "chassis"
            << QStringList{"dell-xe9680", "Dell PowerEdge XE9680", "8 on one HGX board",
                           "6 × 2,800 W from 200 V", "N+1, N+N"};
    }
    void catalogListsEachKind()
    {
        QFETCH(QString, kind);
        QFETCH(QStringList, contains);
        QTemporaryDir data;
        const Run run = kvplanWithData({"catalog", kind}, data.path());
        QCOMPARE(run.exitCode, 0);
        QVERIFY(run.err.isEmpty());
        for (const QString& text : contains)
            QVERIFY2(QString::fromUtf8(run.out).contains(text), qPrintable(text));
    }

    void catalogJsonCarriesEverySource()
    {
        QTemporaryDir data;
        const Run run = kvplanWithData({"catalog", "gpus", "--format", "json"}, data.path());
        QCOMPARE(run.exitCode, 0);
        const QJsonObject catalog = QJsonDocument::fromJson(run.out).object();
        QCOMPARE(catalog.value("catalog_version").toInt(), 1);
        const QJsonArray gpus = catalog.value("gpus").toArray();
        QCOMPARE(gpus.size(), 18);
        for (const QJsonValue& g : gpus)
            QVERIFY(g.toObject().value("sources").toObject().contains("memory_reported_gib"));
        QVERIFY(catalog.value("references").toObject().contains("L1"));
    }

    void reportOnCatalogHardware()
    {
        // 8 × H200 on Xeon 6700P, 2,000 users: 16 × 256 GB; instance 5 on NUMA node 1.
        const Run run = kvplan({"report", "--gpu", "h200-sxm", "--platform", "xeon-6700p",
                                "--drive", "micron-7500-pro-7.68", "--set", "gpu.count=8", "--set",
                                "workload.users=2000", "--format", "json"});
        QCOMPARE(run.exitCode, 0);
        const QJsonObject report = QJsonDocument::fromJson(run.out).object();
        QCOMPARE(at(report, "memory.dimm_count").toDouble(), 16.0);
        QCOMPARE(at(report, "memory.dimm_size_gb").toDouble(), 256.0);
        QCOMPARE(at(report, "memory.sockets.0.memory_bandwidth_gbps").toDouble(), 409.6);
        QCOMPARE(at(report, "memory.instances.5.numactl_prefix").toString(),
                 QStringLiteral("numactl --cpunodebind=1 --membind=1"));
        QCOMPARE(at(report, "nvme.read_gbps").toDouble(), 14.0); // 2 × 7.0 GB/s
        const Run text = kvplan(
            {"report", "--gpu", "h200-sxm", "--platform", "xeon-6700p", "--set", "gpu.count=8"});
        QVERIFY(text.out.contains("Socket 1                    8 × "));
        QVERIFY(text.out.contains("numactl --cpunodebind=1 --membind=1"));
    }

    void aPinnedChassis()
    {
        // The worked example's 4 × RTX PRO 6000 pinned in Dell's XE7745 (4 U, eight supplies of
        // 2,900 W from 200 V and 3,200 W from 220 V): at the 230 V default feed 3,200 W each;
        // 4,062 W DC / 3,200 W → 2 needed, N+N 2+2; 42 U / 4 U = 10 nodes by space.
        const Run run = kvplan({"report", "--chassis", "dell-xe7745", "--format", "json"});
        QCOMPARE(run.exitCode, 0);
        const QJsonObject report = QJsonDocument::fromJson(run.out).object();
        QCOMPARE(at(report, "chassis.model").toString(), QStringLiteral("Dell PowerEdge XE7745"));
        QCOMPARE(at(report, "chassis.pinned").toBool(), true);
        QCOMPARE(at(report, "chassis.rack_units").toDouble(), 4.0);
        QCOMPARE(at(report, "power.psu_w").toDouble(), 3200.0);
        QCOMPARE(at(report, "power.psu_redundancy").toString(), QStringLiteral("2+2"));
        QCOMPARE(at(report, "rack.nodes_by_space").toDouble(), 10.0);
        // Pinned from the catalog, its figures cite the entry, not the scenario's section; the
        // NICs' planning value cites its own figure (network_w), not every source of the entry.
        QVERIFY(at(report, "chassis.source").toString().startsWith("catalog dell-xe7745: "));
        QCOMPARE(at(report, "power.parts.4.kind").toString(), QStringLiteral("network"));
        QCOMPARE(at(report, "power.parts.4.source").toString(),
                 QStringLiteral("catalog dell-xe7745: OEMSYS-PLAN (125 W per node, planning "
                                "value)"));
        // The scenario stores the chassis: the printed example reads the same without it.
        QTemporaryDir dir;
        const Run example = kvplanWithData({"example", "--chassis", "dell-xe7745"}, dir.path());
        QCOMPARE(example.exitCode, 0);
        QCOMPARE(at(QJsonDocument::fromJson(example.out).object(), "chassis.catalog_id").toString(),
                 QStringLiteral("dell-xe7745"));
        const QString path = dir.filePath("xe7745.kvplan.json");
        QVERIFY(writeFile(path, example.out));
        QCOMPARE(kvplan({"report", path}).out, kvplan({"report", "--chassis", "dell-xe7745"}).out);
        // compare pins it for one scenario; the quote builds it (its barebone line).
        const Run compared =
            kvplan({"compare", "example", "example", "--chassis", "2:dell-xe7745"});
        QCOMPARE(compared.exitCode, 0);
        QVERIFY2(compared.out.contains("\"Dell PowerEdge XE7745\""), compared.out.constData());
        const Run bill =
            kvplan({"quote", "--chassis", "dell-xe7745", "--format", "csv", "--lang", "en"});
        QCOMPARE(bill.exitCode, 0);
        QVERIFY2(bill.out.contains("Dell PowerEdge XE7745 (barebone),1,"), bill.out.constData());
        // A chassis for other GPUs is pinned as asked, and the plan says the GPUs do not fit.
        const Run hgx = kvplan({"report", "--chassis", "dell-xe9680"});
        QVERIFY(hgx.exitCode != 0);
    }

    void setAppliesAfterTheCatalog()
    {
        // 0.9 × 139.5 − 3 − 32 = 90.55 GiB: the --set wins over the catalog's 139.8.
        const Run run = kvplan({"report", "--gpu", "h200-sxm", "--set",
                                "gpu.memory_reported_gib=139.5", "--format", "json"});
        QCOMPARE(run.exitCode, 0);
        QCOMPARE(
            at(QJsonDocument::fromJson(run.out).object(), "gpu.kv_cache_gib_per_card").toDouble(),
            90.55);
    }

    void exampleFromTheCatalogIsSelfContained()
    {
        QTemporaryDir dir;
        const Run example = kvplanWithData(
            {"example", "--gpu", "h200-sxm", "--drive", "samsung-pm9d3a"}, dir.path());
        QCOMPARE(example.exitCode, 0);
        const QJsonObject scenario = QJsonDocument::fromJson(example.out).object();
        QCOMPARE(at(scenario, "gpu.catalog_id").toString(), QStringLiteral("h200-sxm"));
        QCOMPARE(at(scenario, "nvme.drive_id").toString(), QStringLiteral("samsung-pm9d3a-7.68"));
        const QString path = dir.filePath("h200.kvplan.json");
        QVERIFY(writeFile(path, example.out));
        // The file alone, without the catalog options, gives the same report.
        QCOMPARE(kvplan({"report", path}).out,
                 kvplan({"report", "--gpu", "h200-sxm", "--drive", "samsung-pm9d3a"}).out);
    }

    void userCatalogs()
    {
        QTemporaryDir dir;
        const QString file = dir.filePath("site-catalog.json");
        QVERIFY(writeFile(file, kUserCatalog));
        const Run listed = kvplanWithData({"catalog", "gpus", "--catalog", file}, dir.path());
        QCOMPARE(listed.exitCode, 0);
        QVERIFY(listed.out.contains("lab-gpu *"));
        QVERIFY(listed.out.contains(file.toUtf8()));
        const Run report = kvplanWithData(
            {"report", "--catalog", file, "--gpu", "lab-gpu", "--format", "json"}, dir.path());
        QCOMPARE(report.exitCode, 0);
        // 0.9 × 62.5 − 3 − 32 = 21.25 GiB
        QCOMPARE(at(QJsonDocument::fromJson(report.out).object(), "gpu.kv_cache_gib_per_card")
                     .toDouble(),
                 21.25);
        // The same file in the data folder is read without --catalog.
        QTemporaryDir data;
        QVERIFY(writeFile(data.filePath("kvplanner/catalog.json"), kUserCatalog));
        const Run fromFolder = kvplanWithData({"catalog", "gpus"}, data.path());
        QCOMPARE(fromFolder.exitCode, 0);
        QVERIFY(fromFolder.out.contains("lab-gpu *"));
    }

    void catalogErrors_data()
    {
        QTest::addColumn<QStringList>("arguments");
        QTest::addColumn<QByteArray>("catalog"); // written to FILE, which replaces "FILE"
        QTest::addColumn<int>("exitCode");
        QTest::addColumn<QString>("stderrContains");
        QTest::newRow("unknown GPU") << QStringList{"report", "--gpu", "h200-sx"} << QByteArray()
                                     << 3 << "--gpu h200-sx: unknown GPU (did you mean h200-sxm?)";
        QTest::newRow("drive without a capacity")
            << QStringList{"report", "--drive", "micron-9550-max"} << QByteArray() << 3
            << "--drive micron-9550-max: Micron 9550 MAX comes in several capacities; choose one "
               "of micron-9550-max-3.2";
        QTest::newRow("unknown platform")
            << QStringList{"report", "--platform", "epyc-905"} << QByteArray() << 3
            << "--platform epyc-905: unknown platform (did you mean epyc-9005?)";
        QTest::newRow("unknown chassis")
            << QStringList{"report", "--chassis", "dell-xe968"} << QByteArray() << 3
            << "--chassis dell-xe968: unknown chassis (did you mean dell-xe9680?)";
        QTest::newRow("a user catalog with a missing figure")
            << QStringList{"catalog", "gpus", "--catalog", "FILE"}
            << QByteArray("{\"catalog_version\": 1, \"gpus\": [{\"id\": \"x\", \"name\": \"X\"}]}")
            << 3 << "FILE: gpus[0].memory_reported_gib: missing (required)";
        QTest::newRow("a user catalog that is not JSON")
            << QStringList{"report", "--catalog", "FILE", "--gpu", "h200-sxm"}
            << QByteArray("{oops") << 3 << "FILE: not valid JSON";
        QTest::newRow("unknown catalog kind")
            << QStringList{"catalog", "gpu"} << QByteArray() << 2
            << "unknown catalog \"gpu\"; one of models|gpus|platforms|dimms|drives";
    }
    void catalogErrors()
    {
        QFETCH(QStringList, arguments);
        QFETCH(QByteArray, catalog);
        QFETCH(int, exitCode);
        QFETCH(QString, stderrContains);
        QTemporaryDir dir;
        const QString file = dir.filePath("bad-catalog.json");
        if (!catalog.isNull())
            QVERIFY(writeFile(file, catalog));
        arguments.replaceInStrings(QStringLiteral("FILE"), file);
        const Run run = kvplanWithData(arguments, dir.path());
        QCOMPARE(run.exitCode, exitCode);
        const QString err = QString::fromUtf8(run.err);
        QVERIFY2(err.contains(stderrContains.replace(QStringLiteral("FILE"), file)),
                 qPrintable(err));
        QCOMPARE(err.count(QLatin1Char('\n')), 1);
        QVERIFY(run.out.isEmpty());
    }

    void helpAndVersion()
    {
        const Run help = kvplan({"--help"});
        QCOMPARE(help.exitCode, 0);
        QVERIFY(help.out.contains("kvplan report"));
        QVERIFY(help.out.contains("kvplan example"));
        QVERIFY(help.out.contains("kvplan engine-config"));
        const Run engineHelp = kvplan({"engine-config", "--help"});
        QCOMPARE(engineHelp.exitCode, 0);
        for (const char* option : {"--engine", "--form", "--format", "--output", "--set"})
            QVERIFY2(engineHelp.out.contains(option), option);
        QVERIFY(help.out.contains("kvplan catalog models|gpus|platforms|dimms|drives"));
        const Run reportHelp = kvplan({"report", "--help"});
        QCOMPARE(reportHelp.exitCode, 0);
        QVERIFY(reportHelp.out.contains("--set KEY=VALUE"));
        QVERIFY(reportHelp.out.contains("--format"));
        const Run version = kvplan({"--version"});
        QCOMPARE(version.exitCode, 0);
        QVERIFY(version.out.startsWith("kvplan "));
    }

    void modelImportPrintsTheModelObject()
    {
        const Run run =
            kvplan({"model-import", kvp::test::testDataPath("hf-configs/Qwen__Qwen3-32B.json"),
                    "--name", "Qwen/Qwen3-32B", "--weights-gib", "32"});
        QCOMPARE(run.exitCode, 0);
        const QJsonObject model = QJsonDocument::fromJson(run.out).object();
        QCOMPARE(model.value("name").toString(), QStringLiteral("Qwen/Qwen3-32B"));
        QCOMPARE(model.value("num_layers").toInt(), 64);
        QCOMPARE(model.value("num_kv_heads").toInt(), 8);
        QCOMPARE(model.value("head_dim").toInt(), 128); // explicit, not 5120 / 64 = 80
        QCOMPARE(model.value("weights_gib").toDouble(), 32.0);
        QVERIFY(!model.contains("layers"));

        // The object drops into a scenario: 2 × 64 × 8 × 128 × 1 B = 131,072 B in FP8.
        const Run report =
            kvplan({"report", "--set", "model=" + QString::fromUtf8(run.out), "--format", "json"});
        QCOMPARE(report.exitCode, 0);
        QCOMPARE(at(QJsonDocument::fromJson(report.out).object(), "kv_bytes_per_token").toDouble(),
                 131072.0);
    }

    void modelImportOfAHybridWithNotes()
    {
        const Run run = kvplan(
            {"model-import", kvp::test::testDataPath("hf-configs/google__gemma-3-27b-it.json")});
        QCOMPARE(run.exitCode, 0);
        const QJsonObject model = QJsonDocument::fromJson(run.out).object();
        QCOMPARE(model.value("name").toString(), QStringLiteral("google/gemma-3-27b-it"));
        const QJsonArray layers = model.value("layers").toArray();
        QCOMPARE(layers.size(), 2);
        QCOMPARE(layers[1].toObject().value("kind").toString(), QStringLiteral("sliding"));
        QCOMPARE(layers[1].toObject().value("count").toInt(), 52);
        QCOMPARE(layers[1].toObject().value("window").toInt(), 1024);
        // Assumptions are said, on stderr.
        QVERIFY(run.err.contains("sliding_window_pattern absent"));
        QVERIFY(model.value("source").toString().contains("estimated"));

        const Run whole = kvplan({"model-import",
                                  kvp::test::testDataPath("hf-configs/google__gemma-3-27b-it.json"),
                                  "--scenario"});
        QCOMPARE(whole.exitCode, 0);
        QVERIFY(QJsonDocument::fromJson(whole.out).object().contains("schema_version"));
    }

    void modelImportErrorsNameTheKey()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath("config.json");
        QFile file(path);
        QVERIFY(file.open(QIODevice::WriteOnly));
        file.write(R"({"model_type": "deepseek_v3", "num_hidden_layers": 61,
                       "torch_dtype": "bfloat16"})");
        file.close();
        const Run run = kvplan({"model-import", path});
        QCOMPARE(run.exitCode, 3);
        QVERIFY2(run.err.contains("kv_lora_rank: missing"), run.err.constData());
        QCOMPARE(run.err.count('\n'), 1);
        QVERIFY(run.out.isEmpty());
        QCOMPARE(kvplan({"model-import", dir.filePath("none.json")}).exitCode, 3);
        QCOMPARE(kvplan({"model-import", path, "--weights-gib", "lots"}).exitCode, 2);
    }

    void catalogModels()
    {
        const Run list = kvplan({"catalog", "models"});
        QCOMPARE(list.exitCode, 0);
        QVERIFY(list.out.contains("google/gemma-3-27b-it"));
        QVERIFY(list.out.contains("10 full + 52 sliding (window 1,024)"));
        QVERIFY(list.out.contains("61 MLA (512 + 64)"));

        const Run json = kvplan({"catalog", "models", "--format", "json"});
        QCOMPARE(json.exitCode, 0);
        const QJsonArray entries = QJsonDocument::fromJson(json.out).array();
        QVERIFY(entries.size() >= 15);
        for (const QJsonValue& e : entries) {
            QVERIFY(!e.toObject().value("config_source").toString().isEmpty());
            QVERIFY(!e.toObject().value("confidence").toString().isEmpty());
        }

        const Run one = kvplan({"catalog", "models", "deepseek-ai/DeepSeek-V3"});
        QCOMPARE(one.exitCode, 0);
        QCOMPARE(QJsonDocument::fromJson(one.out).object().value("num_layers").toInt(), 61);
        QCOMPARE(kvplan({"catalog", "models", "acme/none"}).exitCode, 3);
        QCOMPARE(kvplan({"catalog", "spaceships"}).exitCode, 2);
    }

    void calibrateAgainstARealLog()
    {
        const QString log = kvp::test::testDataPath("vllm-logs/C06-gemma-3-27b-rocm.log");
        const Run text = kvplan({"calibrate", log});
        QCOMPARE(text.exitCode, 0);
        QVERIFY2(text.out.contains("205,696"), text.out.constData());
        QVERIFY(text.out.contains("agrees"));
        QVERIFY(!text.out.contains("differs"));

        QTemporaryDir dir;
        const QString saved = dir.filePath("calibrated.kvplan.json");
        const Run json = kvplan(
            {"calibrate", kvp::test::testDataPath("vllm-logs/C14-qwen3.6-35b-a3b-rtx5090.log"),
             "--config", kvp::test::testDataPath("hf-configs/Qwen__Qwen3.5-35B-A3B.json"),
             "--format", "json", "--save-scenario", saved});
        QCOMPARE(json.exitCode, 0);
        const QJsonObject out = QJsonDocument::fromJson(json.out).object();
        QCOMPARE(at(out, "log.gpu_kv_cache_tokens").toDouble(), 569878.0);
        const QJsonArray rows = out.value("comparison").toArray();
        QVERIFY(!rows.isEmpty());
        QCOMPARE(rows[0].toObject().value("predicted").toDouble(), 569878.0);
        QVERIFY(rows[0].toObject().value("agrees").toBool());

        // The saved scenario reports the same capacity.
        const Run report = kvplan({"report", saved, "--format", "json"});
        QCOMPARE(report.exitCode, 0);
        QCOMPARE(at(QJsonDocument::fromJson(report.out).object(), "gpu.kv_tokens_per_instance")
                     .toDouble(),
                 569878.0);

        // C15: Qwen3.6-27B with MTP (3 speculative tokens) at TP 2: the speculative config is
        // read from the log; ⌊425 × 262,144 / 179⌋ = 622,408 tokens against the logged 623,873
        // (tests/core/tst_vllm_log.cpp works it out), and the saved scenario keeps MTP.
        const QString mtpSaved = dir.filePath("mtp.kvplan.json");
        const Run mtp = kvplan(
            {"calibrate", kvp::test::testDataPath("vllm-logs/C15-qwen3.6-27b-mtp-2x3090-tp2.log"),
             "--config", kvp::test::testDataPath("hf-configs/Qwen__Qwen3.6-27B.json"), "--format",
             "json", "--save-scenario", mtpSaved});
        QCOMPARE(mtp.exitCode, 0);
        const QJsonObject mtpOut = QJsonDocument::fromJson(mtp.out).object();
        QCOMPARE(at(mtpOut, "log.speculative_method").toString(), QStringLiteral("mtp"));
        QCOMPARE(at(mtpOut, "log.num_speculative_tokens").toDouble(), 3.0);
        const QJsonObject mtpRow = mtpOut.value("comparison").toArray()[0].toObject();
        QCOMPARE(mtpRow.value("predicted").toDouble(), 622408.0);
        QVERIFY(mtpRow.value("agrees").toBool());
        const Run mtpReport = kvplan({"report", mtpSaved, "--format", "json"});
        QCOMPARE(mtpReport.exitCode, 0);
        QCOMPARE(at(QJsonDocument::fromJson(mtpReport.out).object(), "gpu.kv_tokens_per_instance")
                     .toDouble(),
                 622408.0);

        QFile notALog(dir.filePath("notes.txt"));
        QVERIFY(notALog.open(QIODevice::WriteOnly));
        notALog.write("just some text\n");
        notALog.close();
        const Run none = kvplan({"calibrate", notALog.fileName()});
        QCOMPARE(none.exitCode, 3);
        QVERIFY(none.err.contains("no KV cache figures"));
    }
    // §7 and §7a in the report: time to first token per tier, and the hit rates of a traffic
    // preset from the closed form and the simulation.
    void reportShowsLatencyAndHitRates()
    {
        const Run run = kvplan({"report", "--workload", "chat-assistant", "--format", "json"});
        QCOMPARE(run.exitCode, 0);
        const QJsonObject report = QJsonDocument::fromJson(run.out).object();
        // Worked example, a 600-token turn over 7,592 cached tokens (chat preset).
        QCOMPARE(at(report, "latency.new_tokens").toDouble(), 600.0);
        QCOMPARE(at(report, "latency.cached_tokens").toDouble(), 7592.0);
        QCOMPARE(at(report, "latency.recompute_ms").toDouble(), 1264.8);
        QVERIFY(at(report, "latency.cpu_hit_ms").toDouble() <
                at(report, "latency.nvme_hit_ms").toDouble());
        QCOMPARE(at(report, "latency.series").toArray().size(), 4);
        QCOMPARE(at(report, "hit_rates.preset").toString(), QStringLiteral("chat-assistant"));
        QCOMPARE(at(report, "hit_rates.simulated.seed").toDouble(), 1.0);
        QVERIFY(std::fabs(at(report, "hit_rates.closed_form.gpu").toDouble() -
                          at(report, "hit_rates.simulated.gpu").toDouble()) < 0.01);
        QCOMPARE(at(report, "workload").isUndefined(), true); // inputs stay in the scenario

        const Run closed = kvplan(
            {"report", "--workload", "chat-assistant", "--no-simulation", "--format", "json"});
        QCOMPARE(closed.exitCode, 0);
        QVERIFY(at(QJsonDocument::fromJson(closed.out).object(), "hit_rates.simulated").isNull());

        const Run text = kvplan({"report", "--workload", "coding-agent"});
        QCOMPARE(text.exitCode, 0);
        QVERIFY(text.out.contains("Time to first token for a returning user"));
        QVERIFY(text.out.contains("(simulated "));
        QVERIFY(text.out.contains("preset coding-agent"));
    }

    void workloadPresetErrors()
    {
        const Run typo = kvplan({"report", "--workload", "chat"});
        QCOMPARE(typo.exitCode, 3);
        QVERIFY2(
            typo.err.contains("--workload chat: unknown preset (did you mean chat-assistant?)"),
            typo.err.constData());
        const Run bad = kvplan({"report", "--set", "traffic.returning_share=2"});
        QCOMPARE(bad.exitCode, 3);
        QVERIFY2(bad.err.contains("traffic.returning_share"), bad.err.constData());
    }

    void catalogWorkloads()
    {
        const Run text = kvplan({"catalog", "workloads"});
        QCOMPARE(text.exitCode, 0);
        for (const char* part : {"chat-assistant", "coding-agent", "rag-shared-documents",
                                 "think_time_s", "Reading an answer"})
            QVERIFY2(text.out.contains(part), part);
        const Run json = kvplan({"catalog", "workloads", "--format", "json"});
        QCOMPARE(json.exitCode, 0);
        const QJsonArray list = QJsonDocument::fromJson(json.out).array();
        QCOMPARE(list.size(), 3);
        QCOMPARE(list.at(1).toObject().value("context_tokens").toDouble(), 65536.0);
        QVERIFY(list.at(0).toObject().value("reasoning").toObject().contains("returning_share"));
    }

    void sweepFormats()
    {
        // The article's thresholds: 400 users step from 32 GB to 48 GB DIMMs.
        const Run text = kvplan({"sweep", "--vary", "workload.users=300:500:100"});
        QCOMPARE(text.exitCode, 0);
        QVERIFY2(text.out.contains("▲ dimm_step"), text.out.constData());
        QVERIFY(text.out.contains("400: DIMMs 32 GB → 48 GB"));

        const Run json =
            kvplan({"sweep", "--vary", "kv_cache_dtype=fp8,bf16", "--figure", "memory.total_gb",
                    "--figure", "latency.cpu_hit_ms", "--format", "json"});
        QCOMPARE(json.exitCode, 0);
        const QJsonObject sweep = QJsonDocument::fromJson(json.out).object();
        QCOMPARE(sweep.value("key").toString(), QStringLiteral("kv_cache_dtype"));
        const QJsonArray points = sweep.value("points").toArray();
        QCOMPARE(points.size(), 2);
        QCOMPARE(at(points.at(0).toObject(), "value").toString(), QStringLiteral("fp8"));
        QCOMPARE(
            points.at(0).toObject().value("figures").toObject().value("memory.total_gb").toDouble(),
            1152.0);
        QCOMPARE(
            points.at(1).toObject().value("figures").toObject().value("memory.total_gb").toDouble(),
            1536.0);
        QCOMPARE(points.at(1).toObject().value("jumps").toArray().at(0).toString(),
                 QStringLiteral("dimm_step"));

        const Run csv = kvplan({"sweep", "--vary", "workload.users=500,600", "--figure",
                                "cpu_tier.total_gib", "--format", "csv"});
        QCOMPARE(csv.exitCode, 0);
        QCOMPARE(QString::fromUtf8(csv.out),
                 QStringLiteral(
                     "workload.users,cpu_tier.total_gib,jumps,error\n500,500,,\n600,600,,\n"));

        // An invalid value is listed with its reason; the others still plotted.
        const Run mixed =
            kvplan({"sweep", "--vary", "serving.tensor_parallel=1,3", "--format", "json"});
        QCOMPARE(mixed.exitCode, 0);
        const QJsonArray mixedPoints =
            QJsonDocument::fromJson(mixed.out).object().value("points").toArray();
        QVERIFY(!mixedPoints.at(1).toObject().value("valid").toBool());
        QVERIFY(mixedPoints.at(1).toObject().value("error").toString().contains(
            "serving.tensor_parallel"));
    }

    void sweepErrors_data()
    {
        QTest::addColumn<QStringList>("arguments");
        QTest::addColumn<int>("exitCode");
        QTest::addColumn<QString>("stderrContains");
        QTest::newRow("no --vary") << QStringList{"sweep"} << 2 << "--vary KEY=VALUES is required";
        QTest::newRow("no values")
            << QStringList{"sweep", "--vary", "workload.users"} << 2 << "takes KEY=FROM:TO:STEP";
        QTest::newRow("a zero step")
            << QStringList{"sweep", "--vary", "workload.users=1:5:0"} << 2 << "greater than 0";
        QTest::newRow("an unknown figure")
            << QStringList{"sweep", "--vary", "workload.users=500", "--figure", "memory.totl_gb"}
            << 2 << "did you mean memory.total_gb?";
        QTest::newRow("a bad format")
            << QStringList{"sweep", "--vary", "workload.users=500", "--format", "xml"} << 2
            << "--format must be text, json or csv";
        QTest::newRow("no valid value")
            << QStringList{"sweep", "--vary", "workload.users=0"} << 3 << "workload.users";
        QTest::newRow("an invalid --set") << QStringList{"sweep", "--vary", "workload.users=500",
                                                         "--set", "workload.context_tokens=-1"}
                                          << 3 << "workload.context_tokens";
    }
    void sweepErrors()
    {
        QFETCH(QStringList, arguments);
        QFETCH(int, exitCode);
        QFETCH(QString, stderrContains);
        const Run run = kvplan(arguments);
        QCOMPARE(run.exitCode, exitCode);
        QVERIFY2(QString::fromUtf8(run.err).contains(stderrContains), run.err.constData());
    }

    // "Duplicate this scenario and change one thing."
    void compareTwoScenarios()
    {
        const Run json = kvplan({"compare", "example", "example", "--set", "2:kv_cache_dtype=bf16",
                                 "--no-simulation", "--format", "json"});
        QCOMPARE(json.exitCode, 0);
        const QJsonObject c = QJsonDocument::fromJson(json.out).object();
        QCOMPARE(c.value("scenarios").toArray().size(), 2);
        QJsonObject perToken;
        for (const QJsonValue& f : c.value("figures").toArray())
            if (f.toObject().value("key").toString() == QLatin1String("kv_bytes_per_token"))
                perToken = f.toObject();
        QVERIFY(perToken.value("differs").toBool());
        QCOMPARE(perToken.value("values").toArray().at(0).toDouble(), 131072.0);
        QCOMPARE(perToken.value("values").toArray().at(1).toDouble(), 262144.0);
        QCOMPARE(at(c, "inputs.0.key").toString(), QStringLiteral("kv_cache_dtype"));
        QCOMPARE(at(c, "distinct_advice.1.0.code").toString(),
                 QStringLiteral("fp8_cache_first_saving"));

        // "And on H200?" with the chat traffic on both, in text and Markdown.
        const Run text = kvplan({"compare", "example", "example", "--gpu", "2:h200-nvl",
                                 "--workload", "chat-assistant"});
        QCOMPARE(text.exitCode, 0);
        QVERIFY(text.out.contains("gpu.catalog_id"));
        QVERIFY(text.out.contains("* GPU KV cache per card"));
        QVERIFY(text.out.contains("Served from GPU (simulated)"));
        const Run markdown = kvplan({"compare", "example", "example", "--set",
                                     "2:workload.users=800", "--format", "markdown"});
        QCOMPARE(markdown.exitCode, 0);
        QVERIFY(markdown.out.startsWith("# Comparison of 2 scenarios"));
        QVERIFY(markdown.out.contains(
            "| **System memory** | **1,152.0 GB** | **1,536.0 GB (+33 %)** |"));
    }

    void compareErrors_data()
    {
        QTest::addColumn<QStringList>("arguments");
        QTest::addColumn<int>("exitCode");
        QTest::addColumn<QString>("stderrContains");
        QTest::newRow("one scenario")
            << QStringList{"compare", "example"} << 2 << "wrong number of arguments";
        QTest::newRow("five scenarios")
            << QStringList{"compare", "example", "example", "example", "example", "example"} << 2
            << "wrong number of arguments";
        QTest::newRow("an option for a third of two")
            << QStringList{"compare", "example", "example", "--set", "3:workload.users=5"} << 2
            << "there are only 2 scenarios";
        QTest::newRow("a GPU twice for one scenario")
            << QStringList{"compare",  "example", "example",   "--gpu",
                           "h200-nvl", "--gpu",   "2:h100-sxm"}
            << 2 << "--gpu given twice for scenario 2";
        QTest::newRow("an unknown GPU")
            << QStringList{"compare", "example", "example", "--gpu", "2:h900"} << 3
            << "--gpu h900: unknown GPU";
        QTest::newRow("a missing file")
            << QStringList{"compare", "example", "/nonexistent/b.kvplan.json"} << 3
            << "b.kvplan.json";
        QTest::newRow("a scenario without a valid plan") << QStringList{"compare",
                                                                        "example",
                                                                        "example",
                                                                        "--set",
                                                                        "2:model.weights_gib=100",
                                                                        "--no-simulation"}
                                                         << 3 << "compare: scenario 2 (example)";
    }
    void compareErrors()
    {
        QFETCH(QStringList, arguments);
        QFETCH(int, exitCode);
        QFETCH(QString, stderrContains);
        const Run run = kvplan(arguments);
        QCOMPARE(run.exitCode, exitCode);
        QVERIFY2(QString::fromUtf8(run.err).contains(stderrContains), run.err.constData());
    }

    void whatIfCommandsHaveHelp()
    {
        const Run help = kvplan({"--help"});
        QVERIFY(help.out.contains("kvplan sweep [SCENARIO] --vary"));
        QVERIFY(help.out.contains("kvplan compare A B [C [D]]"));
        for (const char* command : {"sweep", "compare"}) {
            const Run run = kvplan({command, "--help"});
            QCOMPARE(run.exitCode, 0);
            QVERIFY(run.out.contains("--format"));
        }
        QVERIFY(kvplan({"report", "--help"}).out.contains("--workload PRESET"));
    }

    // --lang de anywhere on the line: the help, the messages and the what-if texts in German;
    // options, synopses and keys as they are typed. Without it, English.
    void germanHelpAndMessages()
    {
        const QString help = QString::fromUtf8(kvplan({"--lang", "de", "--help"}).out);
        QVERIFY2(help.contains(QStringLiteral("\nBefehle:\n")), qPrintable(help));
        QVERIFY(help.contains(QStringLiteral("  quote            das PDF-Angebot: Stückliste")));
        QVERIFY(help.contains(QStringLiteral("  kvplan sweep [SCENARIO] --vary")));
        QVERIFY(!help.contains(QStringLiteral("Commands:")));
        QVERIFY(kvplan({"--help"}).out.contains("\nCommands:\n"));
        const QString quoteHelp = QString::fromUtf8(kvplan({"quote", "--help", "--lang=de"}).out);
        QVERIFY(quoteHelp.startsWith(QStringLiteral("Aufruf: kvplan quote [SCENARIO]")));
        QVERIFY(quoteHelp.contains(QStringLiteral("\nOptionen:\n")));
        QVERIFY2(
            quoteHelp.contains(QStringLiteral("  --bom                   mit --format csv: mit "
                                              "einer UTF-8-Bytereihenfolgemarke")),
            qPrintable(quoteHelp));
        const Run unknown = kvplan({"frob", "--lang", "de"});
        QCOMPARE(unknown.exitCode, 2);
        QVERIFY2(QString::fromUtf8(unknown.err)
                     .contains(QStringLiteral("unbekannter Befehl „frob“; siehe kvplan --help")),
                 unknown.err.constData());
        const Run compare =
            kvplan({"compare", "example", "example", "--no-simulation", "--lang", "de"});
        QCOMPARE(compare.exitCode, 0);
        const QString text = QString::fromUtf8(compare.out);
        QVERIFY2(text.startsWith(QStringLiteral("Vergleich von 2 Szenarien\n")), qPrintable(text));
        for (const char* title : {"\nKV-Cache\n", "\nArbeitsspeicher\n", "\nNVMe-Stufe\n",
                                  "\nGehäuse\n", "\nZeit bis zum ersten Token (§7)\n"})
            QVERIFY2(text.contains(QString::fromUtf8(title)), title);
        QVERIFY(text.contains(QStringLiteral("35,8 Jahre")));
        QVERIFY(!text.contains(QStringLiteral("years")));
    }
};

QTEST_GUILESS_MAIN(TestCli)
#include "tst_cli.moc"
