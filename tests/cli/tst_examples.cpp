// SPDX-License-Identifier: GPL-3.0-or-later
// The example scenarios that ship in resources/examples (and the package's
// /usr/share/kvplanner/examples): each one loads and plans without a message on stderr, and its
// key figures are the hand arithmetic written beside them. An example a customer opens on a
// call must be right.
#include <QDir>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QProcessEnvironment>
#include <QTemporaryDir>
#include <QTest>

#include "cli_run.h"
#include "golden.h"

namespace tst_examples {

namespace {

using kvp::test::cli::at;
using kvp::test::cli::Run;

// kvplan with an empty user data folder: no user catalog of the developer's is read.
Run kvplan(const QStringList& arguments)
{
    static QTemporaryDir dataHome;
    return kvp::test::cli::kvplanWithData(arguments, dataHome.path());
}

QString example(const QString& name)
{
    return kvp::test::resourcesPath(QStringLiteral("examples/") + name);
}

} // namespace

class TestExamples : public QObject {
    Q_OBJECT

private slots:
    void everyExamplePlansCleanly_data()
    {
        QTest::addColumn<QString>("path");
        const QDir folder(kvp::test::resourcesPath(QStringLiteral("examples")));
        const QStringList files = folder.entryList({QStringLiteral("*.kvplan.json")}, QDir::Files);
        QVERIFY(files.size() >= 3);
        for (const QString& file : files)
            QTest::newRow(qPrintable(file)) << folder.filePath(file);
    }
    void everyExamplePlansCleanly()
    {
        QFETCH(QString, path);
        for (const QString& format : {QStringLiteral("text"), QStringLiteral("json")}) {
            const Run run =
                kvplan({QStringLiteral("report"), path, QStringLiteral("--format"), format});
            QVERIFY2(run.exitCode == 0, run.err.constData());
            QVERIFY2(run.err.isEmpty(), run.err.constData());
        }
        // The file is what `kvplan example` writes: it reads back to the same scenario.
        const Run report = kvplan(
            {QStringLiteral("report"), path, QStringLiteral("--format"), QStringLiteral("json")});
        const QJsonObject json = QJsonDocument::fromJson(report.out).object();
        QVERIFY(!json.value(QStringLiteral("scenario_name")).toString().isEmpty());
        QVERIFY(json.value(QStringLiteral("memory"))
                    .toObject()
                    .value(QStringLiteral("layout_found"))
                    .toBool());
    }

    void figures_data()
    {
        QTest::addColumn<QString>("file");
        QTest::addColumn<QString>("key");
        QTest::addColumn<double>("expected");

        const QString worked = QStringLiteral("worked-example.kvplan.json");
        QTest::newRow("worked example: 2 × 64 layers × 8 heads × 128 × 1 B a token")
            << worked << "kv_bytes_per_token" << 131072.0;
        QTest::newRow("worked example: 51 a card × 4 cards = 204 conversations (article)")
            << worked << "gpu.conversations_total" << 204.0;
        QTest::newRow("worked example: 125 users × 1 GiB = 125 GiB an instance (article)")
            << worked << "cpu_tier.per_instance_bytes" << 134217728000.0;
        QTest::newRow("worked example: 24 × 48 GB DIMMs (article)")
            << worked << "memory.dimm_size_gb" << 48.0;

        // Llama-3.1-70B, BF16 weights 131.41 GiB, FP8 cache, 8 × H200 (139.8 GiB) at TP 2:
        // four instances, 600 users, 16,384-token conversations.
        const QString llama = QStringLiteral("h200x8-llama-3.1-70b.kvplan.json");
        QTest::newRow("Llama 70B: 2 × 80 layers × 8 heads × 128 × 1 B = 163,840 B a token")
            << llama << "kv_bytes_per_token" << 163840.0;
        QTest::newRow("Llama 70B: 163,840 B × 16,384 = 2.5 GiB a conversation")
            << llama << "conversation_bytes" << 2684354560.0;
        // 0.9 × 139.8 − 3 − 131.41 / 2 = 57.115 GiB a card; 2 cards an instance = 114.23 GiB;
        // floor(114.23 / 2.5) = 45 an instance; × 4 instances = 180.
        QTest::newRow("Llama 70B: floor(2 × 57.115 GiB / 2.5 GiB) = 45 × 4 instances = 180")
            << llama << "gpu.conversations_total" << 180.0;
        QTest::newRow("Llama 70B: 600 / 4 = 150 users × 2.5 GiB = 375 GiB an instance")
            << llama << "cpu_tier.per_instance_bytes" << 402653184000.0;
        QTest::newRow("Llama 70B: 4 × 375 GiB = 1,500 GiB of CPU tier")
            << llama << "cpu_tier.total_bytes" << 1610612736000.0;
        // max(2 × 1,128 GB, 1,610.6 GB + 1,128 GB) = 2,738.6 GB, 1,369.3 GB a socket: 12 × 96 GB
        // (1,152 GB) is short, 12 × 128 GB (1,536 GB) holds it at one DIMM per channel.
        QTest::newRow("Llama 70B: 1,369.3 GB a socket needs 12 × 128 GB")
            << llama << "memory.dimm_size_gb" << 128.0;
        QTest::newRow("Llama 70B: 2 sockets × 12 channels × 1 DIMM")
            << llama << "memory.dimm_count" << 24.0;
        QTest::newRow("Llama 70B: 2,000 × 2.5 GiB = 5.37 TB written a day")
            << llama << "nvme.writes_bytes_per_day" << 5368709120000.0;

        // DeepSeek-V3, FP8 weights 626.67 GiB, MLA latent 512 + 64 per layer, FP8 cache,
        // 8 × H200 at TP 8: one instance, 300 users, 32,768-token conversations. vLLM keeps the
        // whole latent on every rank.
        const QString deepseek = QStringLiteral("h200x8-deepseek-v3-mla.kvplan.json");
        QTest::newRow("DeepSeek-V3: 61 × (512 + 64) × 1 B × 8 ranks = 281,088 B a token")
            << deepseek << "kv_bytes_per_token" << 281088.0;
        QTest::newRow("DeepSeek-V3: 35,136 B a rank")
            << deepseek << "kv_bytes_per_token_per_rank" << 35136.0;
        QTest::newRow("DeepSeek-V3: 281,088 B × 32,768 = 9,210,691,584 B a conversation")
            << deepseek << "conversation_bytes" << 9210691584.0;
        // 0.9 × 139.8 − 3 − 626.67 / 8 = 44.486 GiB a rank; a conversation takes
        // 35,136 × 32,768 B = 1.0723 GiB of it: floor(41.49) = 41.
        QTest::newRow("DeepSeek-V3: floor(44.486 GiB / 1.0723 GiB) = 41 conversations")
            << deepseek << "gpu.conversations_total" << 41.0;
        // The CPU tier of vLLM 0.32 stores one copy of the latent (replicated_layout: pure MLA,
        // TP only, one node): a block 61 × 576 × 64 × 1 B = 2,248,704 B (549 pages), 32,768 / 64
        // = 512 a conversation; 300 × 512 = 153,600 blocks × 2,248,704 B = 345,400,934,400 B
        // (every rank's copy would be 8× = 2,763,207,475,200 B).
        QTest::newRow("DeepSeek-V3: 153,600 CPU blocks × 2,248,704 B = 345,400,934,400 B")
            << deepseek << "cpu_tier.per_instance_bytes" << 345400934400.0;
        QTest::newRow("DeepSeek-V3: one copy of the latent in the CPU tier")
            << deepseek << "cpu_tier.copies" << 1.0;
        QTest::newRow("DeepSeek-V3: 153,600 CPU blocks")
            << deepseek << "cpu_tier.blocks_per_instance" << 153600.0;
        // max(2 × 8 × 141 = 2,256 GB, 345.4 + max(1,128, 704.9) = 1,473.3 GB) = 2,256 GB, 1,128 GB
        // a socket: 12 × 96 GB (1,152 GB) holds it — the baseline layout.
        QTest::newRow("DeepSeek-V3: 1,128 GB a socket fits 12 × 96 GB")
            << deepseek << "memory.dimm_size_gb" << 96.0;
        QTest::newRow("DeepSeek-V3: 2,000 × 512 × 2,248,704 B = 2.30 TB written a day")
            << deepseek << "nvme.writes_bytes_per_day" << 2302672896000.0;
    }
    void figures()
    {
        QFETCH(QString, file);
        QFETCH(QString, key);
        QFETCH(double, expected);
        const Run run = kvplan({QStringLiteral("report"), example(file), QStringLiteral("--format"),
                                QStringLiteral("json")});
        QCOMPARE(run.exitCode, 0);
        const QJsonValue value = at(QJsonDocument::fromJson(run.out).object(), key);
        QVERIFY2(value.isDouble(), qPrintable(key + QStringLiteral(" is not a number")));
        QCOMPARE(value.toDouble(), expected);
    }
};

QTEST_GUILESS_MAIN(TestExamples)

} // namespace tst_examples

#include "tst_examples.moc"
