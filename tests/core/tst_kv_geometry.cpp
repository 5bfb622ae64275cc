// SPDX-License-Identifier: GPL-3.0-or-later
// sizing-model §1: KV bytes per token, per rank and per conversation, computed by hand.
#include <QTest>

#include "kvplan/kv_geometry.h"

namespace tst_kv_geometry {

using namespace kvp;

class TestKvGeometry : public QObject {
    Q_OBJECT
private slots:
    void bytesPerToken_data()
    {
        QTest::addColumn<quint64>("layers");
        QTest::addColumn<quint64>("kvHeads");
        QTest::addColumn<quint64>("headDim");
        QTest::addColumn<QString>("dtype");
        QTest::addColumn<quint64>("tp");
        QTest::addColumn<quint64>("perToken");
        QTest::addColumn<quint64>("perRank");
        QTest::addColumn<quint64>("headsPerRank");

        QTest::newRow("Qwen3-32B FP8: 2 × 64 × 8 × 128 × 1 = 131,072 (article)")
            << quint64(64) << quint64(8) << quint64(128) << "fp8" << quint64(1) << quint64(131072)
            << quint64(131072) << quint64(8);
        QTest::newRow("Qwen3-32B BF16: 2 × 64 × 8 × 128 × 2 = 262,144")
            << quint64(64) << quint64(8) << quint64(128) << "bf16" << quint64(1) << quint64(262144)
            << quint64(262144) << quint64(8);
        QTest::newRow("Llama-3.1-8B BF16: 2 × 32 × 8 × 128 × 2 = 131,072 (vLLM blog, 2 MiB block)")
            << quint64(32) << quint64(8) << quint64(128) << "bf16" << quint64(1) << quint64(131072)
            << quint64(131072) << quint64(8);
        QTest::newRow("Llama-3.1-70B FP16 at TP 4: 2 × 80 × 2 heads × 128 × 2 = 81,920 per rank")
            << quint64(80) << quint64(8) << quint64(128) << "fp16" << quint64(4) << quint64(327680)
            << quint64(81920) << quint64(2);
        QTest::newRow(
            "Qwen3-235B BF16 at TP 8: 4 KV heads replicated, 2 × 94 × 1 × 128 × 2 = 48,128 "
            "per rank (vLLM log C03), × 8 ranks = 385,024")
            << quint64(94) << quint64(4) << quint64(128) << "bf16" << quint64(8) << quint64(385024)
            << quint64(48128) << quint64(1);
        QTest::newRow("FP32 cache: 2 × 32 × 8 × 128 × 4 = 262,144")
            << quint64(32) << quint64(8) << quint64(128) << "fp32" << quint64(1) << quint64(262144)
            << quint64(262144) << quint64(8);
    }
    void bytesPerToken()
    {
        QFETCH(quint64, layers);
        QFETCH(quint64, kvHeads);
        QFETCH(quint64, headDim);
        QFETCH(QString, dtype);
        QFETCH(quint64, tp);
        QFETCH(quint64, perToken);
        QFETCH(quint64, perRank);
        QFETCH(quint64, headsPerRank);

        Scenario s;
        s.model.numLayers = layers;
        s.model.numKvHeads = kvHeads;
        s.model.headDim = headDim;
        s.kvCacheDtype = *kvCacheDtypeFromString(dtype.toStdString());
        s.serving.tensorParallel = tp;
        s.gpu.count = 8;
        const KvGeometry kv = kvGeometry(s);
        QCOMPARE(kv.bytesPerToken.count(), perToken);
        QCOMPARE(kv.bytesPerTokenPerRank.count(), perRank);
        QCOMPARE(kv.kvHeadsPerRank, headsPerRank);
        QCOMPARE(kv.headsReplicated, tp > kvHeads);
    }

    void conversationAndBlock()
    {
        const KvGeometry kv = kvGeometry(Scenario{});
        // An 8,192-token conversation at 128 KiB per token is 1 GiB (article).
        QCOMPARE(kv.conversationBytes, gib(1));
        // A vLLM block: 16 tokens × all layers = 2 MiB for Qwen3-32B FP8 (sizing-model §5).
        QCOMPARE(kv.blockBytesPerRank, mib(2));
    }
};

QTEST_APPLESS_MAIN(TestKvGeometry)

} // namespace tst_kv_geometry

#include "tst_kv_geometry.moc"
