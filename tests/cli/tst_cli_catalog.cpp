// SPDX-License-Identifier: GPL-3.0-or-later
// `kvplan catalog`, the catalog options of `kvplan report` and `example`, user catalogs,
// `kvplan model-import` and `kvplan calibrate`, run as a user or a script would run them.
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTemporaryDir>
#include <QTest>

#include "cli_run.h"
#include "golden.h"

#include <utility>

namespace tst_cli_catalog {

using namespace kvp::test::cli;

namespace {

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

} // namespace

class TestCliCatalog : public QObject {
    Q_OBJECT
private slots:
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

    // DeepSeek sparse attention without --generic, and the report on DeepSeek-V3.2 at TP 8: with
    // an FP8 cache 61 × (656 + 132) = 48,068 B per token and rank, × 8 ranks = 384,544 B; auto
    // is FP8 for deepseek_v32; BF16 61 × (1,152 + 132) = 78,324 B per rank, × 8 = 626,592 B.
    void modelImportAndReportOfDeepSeekSparseAttention()
    {
        const Run run =
            kvplan({"model-import",
                    kvp::test::testDataPath("hf-configs/deepseek-ai__DeepSeek-V3.2.json")});
        QCOMPARE(run.exitCode, 0);
        const QJsonObject model = QJsonDocument::fromJson(run.out).object();
        const QJsonObject dsa = model.value("layers").toArray().at(0).toObject();
        QCOMPARE(dsa.value("kind").toString(), QStringLiteral("dsa"));
        QCOMPARE(dsa.value("index_head_dim").toInt(), 128);
        QCOMPARE(model.value("checkpoint_kv_cache_dtype").toString(), QStringLiteral("fp8"));

        const QString scenario = kvp::test::testDataPath("dsa-deepseek-v3.2-tp8.kvplan.json");
        for (const auto& [dtype, perToken] :
             {std::pair{"fp8", 384544.0}, std::pair{"auto", 384544.0},
              std::pair{"bf16", 626592.0}}) {
            const Run report =
                kvplan({"report", scenario, "--set", QStringLiteral("kv_cache_dtype=") + dtype,
                        "--format", "json", "--no-simulation"});
            QCOMPARE(report.exitCode, 0);
            QCOMPARE(
                at(QJsonDocument::fromJson(report.out).object(), "kv_bytes_per_token").toDouble(),
                perToken);
        }
        const Run text = kvplan({"report", scenario, "--no-simulation"});
        QCOMPARE(text.exitCode, 0);
        QVERIFY2(text.out.contains("61 × (656 B + 132 B) × 8 = 384,544 B"), text.out.constData());
        QVERIFY(text.out.contains("KV per token per rank       48,068 B"));

        const Run glm5 =
            kvplan({"model-import", kvp::test::testDataPath("hf-configs/zai-org__GLM-5.json")});
        QCOMPARE(glm5.exitCode, 0);
        const QJsonArray layers =
            QJsonDocument::fromJson(glm5.out).object().value("layers").toArray();
        QCOMPARE(layers.at(0).toObject().value("kind").toString(), QStringLiteral("dsa"));
        QCOMPARE(layers.at(0).toObject().value("count").toInt(), 78);
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
};

QTEST_GUILESS_MAIN(TestCliCatalog)

} // namespace tst_cli_catalog

#include "tst_cli_catalog.moc"
