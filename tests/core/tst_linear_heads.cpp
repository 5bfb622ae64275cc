// SPDX-License-Identifier: GPL-3.0-or-later
// Tensor parallelism against the heads of linear-attention layers: vLLM gives every rank whole
// heads of a Gated DeltaNet layer (divide(num_v_heads, tp_size) and num_k_heads // tp_size key-head
// groups, QwenGatedDeltaNetAttention, vllm/model_executor/layers/mamba/gdn/qwen_gdn_linear_attn.py
// @ 00545a8a) and of a KDA layer (assert num_heads % tp_size == 0, KimiDeltaAttention,
// vllm/model_executor/layers/kda.py @ 01a7e5d9) and of a Mamba-2 layer ("Tensor parallel world
// size must divide num heads.", MambaMixer2, vllm/model_executor/layers/mamba/mamba_mixer2.py
// @ bb435dbd), and stops at startup otherwise. The head counts
// come from the published config.json fixtures (tests/data/hf-configs/SOURCES.md) and from the
// catalog; every quotient is worked out in the row names.
#include <QTest>

#include "hf_fixtures.h"
#include "kvplan/hf_config.h"
#include "kvplan/model_catalog.h"
#include "kvplan/plan.h"
#include "kvplan/price_list.h"
#include "kvplan/recommend.h"

namespace tst_linear_heads {

using namespace kvp;

namespace {

const LayerGroup* linearGroup(const ModelSpec& m)
{
    for (const LayerGroup& g : m.layers)
        if (g.kind == LayerKind::Linear)
            return &g;
    return nullptr;
}

const Diagnostic* findCode(const SizingResult& r, DiagnosticCode code)
{
    for (const Diagnostic& d : r.diagnostics)
        if (d.code == code)
            return &d;
    return nullptr;
}

// The worked example's hardware with `model`, `tp` GPUs making one instance.
Scenario onGpus(const ModelSpec& model, std::uint64_t tp, const char* engine)
{
    Scenario s = workedExample();
    s.model = model;
    s.gpu.count = tp;
    s.serving.tensorParallel = tp;
    s.engine.name = *engineKindFromString(engine);
    return s;
}

} // namespace

class TestLinearHeads : public QObject {
    Q_OBJECT
private slots:
    // model-import reads the heads from the config: Gated DeltaNet's linear_num_key_heads and
    // linear_num_value_heads, KDA's linear_attn_config.num_heads for both.
    void importedHeads_data()
    {
        QTest::addColumn<QString>("file");
        QTest::addColumn<quint64>("keys");
        QTest::addColumn<quint64>("values");
        QTest::newRow("Qwen3-Next-80B-A3B: 16 key, 32 value heads")
            << "Qwen__Qwen3-Next-80B-A3B-Instruct.json" << quint64(16) << quint64(32);
        QTest::newRow("Qwen3.5-35B-A3B (text_config): 16 key, 32 value heads")
            << "Qwen__Qwen3.5-35B-A3B.json" << quint64(16) << quint64(32);
        QTest::newRow("Qwen3.6-27B (text_config): 16 key, 48 value heads")
            << "Qwen__Qwen3.6-27B.json" << quint64(16) << quint64(48);
        QTest::newRow("Kimi-Linear-48B: KDA num_heads 32 for both")
            << "moonshotai__Kimi-Linear-48B-A3B-Instruct.json" << quint64(32) << quint64(32);
        QTest::newRow("Kimi-K3 (text_config): KDA num_heads 96 for both")
            << "moonshotai__Kimi-K3.json" << quint64(96) << quint64(96);
        QTest::newRow("Granite 4.0-H Small: Mamba-2 mamba_n_heads 128 for both")
            << "ibm-granite__granite-4.0-h-small.json" << quint64(128) << quint64(128);
        QTest::newRow("Nemotron-H-56B: Mamba-2 mamba_num_heads 256 for both")
            << "nvidia__Nemotron-H-56B-Base-8K.json" << quint64(256) << quint64(256);
        QTest::newRow("Nemotron 3 Nano: Mamba-2 mamba_num_heads 64 for both")
            << "nvidia__NVIDIA-Nemotron-3-Nano-30B-A3B-BF16.json" << quint64(64) << quint64(64);
        QTest::newRow("Nemotron 3 Super: Mamba-2 mamba_num_heads 128 for both")
            << "nvidia__NVIDIA-Nemotron-3-Super-120B-A12B-FP8.json" << quint64(128) << quint64(128);
    }
    void importedHeads()
    {
        QFETCH(QString, file);
        QFETCH(quint64, keys);
        QFETCH(quint64, values);
        const ModelSpec m = test::importHfFixture(file).model;
        const LayerGroup* g = linearGroup(m);
        QVERIFY(g);
        QCOMPARE(quint64(g->linearKeyHeads.value_or(0)), keys);
        QCOMPARE(quint64(g->linearValueHeads.value_or(0)), values);
        // The catalog's entry of the same model carries the same counts.
        if (const CatalogModel* entry = findCatalogModel(m.name)) {
            const LayerGroup* c = linearGroup(entry->model);
            QVERIFY(c);
            QCOMPARE(quint64(c->linearKeyHeads.value_or(0)), keys);
            QCOMPARE(quint64(c->linearValueHeads.value_or(0)), values);
        }
    }

    void tensorParallel_data()
    {
        QTest::addColumn<QString>("file");
        QTest::addColumn<quint64>("tp");
        QTest::addColumn<QString>("engine");
        QTest::addColumn<int>("severity"); // -1: no diagnostic
        const QString next = QStringLiteral("Qwen__Qwen3-Next-80B-A3B-Instruct.json");
        const QString qwen27 = QStringLiteral("Qwen__Qwen3.6-27B.json");
        const QString kimi = QStringLiteral("moonshotai__Kimi-Linear-48B-A3B-Instruct.json");
        const QString k3 = QStringLiteral("moonshotai__Kimi-K3.json");
        QTest::newRow("Qwen3-Next, TP 4: 16 / 4 = 4, 32 / 4 = 8")
            << next << quint64(4) << "vllm" << -1;
        QTest::newRow("Qwen3-Next, TP 8: 16 / 8 = 2, 32 / 8 = 4")
            << next << quint64(8) << "vllm" << -1;
        QTest::newRow("Qwen3-Next, TP 6: 16 / 6 and 32 / 6 not whole: vLLM stops")
            << next << quint64(6) << "vllm" << int(Severity::Error);
        QTest::newRow("Qwen3-Next, TP 6 on LMCache (runs vLLM): an error too")
            << next << quint64(6) << "lmcache" << int(Severity::Error);
        QTest::newRow("Qwen3-Next, TP 6 on SGLang, whose check was not read: a warning")
            << next << quint64(6) << "sglang" << int(Severity::Warning);
        QTest::newRow("Qwen3.6-27B, TP 16: 16 / 16 = 1, 48 / 16 = 3")
            << qwen27 << quint64(16) << "vllm" << -1;
        QTest::newRow("Qwen3.6-27B, TP 12: 48 / 12 = 4 but 16 / 12 not whole: vLLM stops")
            << qwen27 << quint64(12) << "vllm" << int(Severity::Error);
        QTest::newRow("Kimi-Linear-48B, TP 8: 32 / 8 = 4") << kimi << quint64(8) << "vllm" << -1;
        QTest::newRow("Kimi-Linear-48B, TP 6: 32 / 6 not whole: vLLM stops")
            << kimi << quint64(6) << "vllm" << int(Severity::Error);
        QTest::newRow("Kimi-K3, TP 12: 96 / 12 = 8") << k3 << quint64(12) << "vllm" << -1;
        QTest::newRow("Kimi-K3, TP 64: 96 / 64 not whole: vLLM stops")
            << k3 << quint64(64) << "vllm" << int(Severity::Error);
    }
    void tensorParallel()
    {
        QFETCH(QString, file);
        QFETCH(quint64, tp);
        QFETCH(QString, engine);
        QFETCH(int, severity);
        const ModelSpec m = test::importHfFixture(file).model;
        const Scenario s = onGpus(m, tp, engine.toUtf8().constData());
        const SizingResult r = plan(s);
        const Diagnostic* d = findCode(r, DiagnosticCode::TpDoesNotDivideLinearHeads);
        QCOMPARE(d != nullptr, severity >= 0);
        if (!d)
            return;
        QCOMPARE(int(d->severity), severity);
        const LayerGroup* g = linearGroup(m);
        QCOMPARE(d->params["tp"].get<std::uint64_t>(), std::uint64_t(tp));
        QCOMPARE(d->params["key_heads"].get<std::uint64_t>(), *g->linearKeyHeads);
        QCOMPARE(d->params["value_heads"].get<std::uint64_t>(), *g->linearValueHeads);
        QVERIFY(unfilledPlaceholders(*d).empty());
        const QString words = QString::fromStdString(renderDiagnostic(*d));
        QVERIFY2(
            words.startsWith(QStringLiteral("serving.tensor_parallel %1 must divide both the %2 "
                                            "key heads and the %3 value heads")
                                 .arg(tp)
                                 .arg(*g->linearKeyHeads)
                                 .arg(*g->linearValueHeads)),
            qPrintable(words));
        // An error leaves no load at peak: an engine that does not start serves nobody.
        if (severity == int(Severity::Error))
            QVERIFY(r.hasSizingErrors() && !r.load.available);
    }

    // A Mamba-2 layer's heads are checked as well (MambaMixer2 asserts "Tensor parallel world
    // size must divide num heads."). In the published configs the attention layers' KV heads
    // and the Mamba groups already rule out every TP whose heads do not divide (Granite 4.0-H
    // Small: 8 KV heads, 128 Mamba heads), so the model here is made up: Granite's with 12
    // Mamba heads in one group at TP 8, where 12 / 8 is not whole and 8 KV heads / 8 is.
    void mambaHeadsAreChecked()
    {
        ModelSpec m =
            test::importHfFixture(QStringLiteral("ibm-granite__granite-4.0-h-small.json")).model;
        for (LayerGroup& g : m.layers)
            if (g.kind == LayerKind::Linear) {
                QCOMPARE(g.mambaGroups.value_or(0), std::uint64_t(1));
                g.linearKeyHeads = 12;
                g.linearValueHeads = 12;
            }
        const SizingResult r = plan(onGpus(m, 8, "vllm"));
        const Diagnostic* d = findCode(r, DiagnosticCode::TpDoesNotDivideLinearHeads);
        QVERIFY(d);
        QCOMPARE(int(d->severity), int(Severity::Error));
        QVERIFY(QString::fromStdString(renderDiagnostic(*d)).contains(QStringLiteral("Mamba-2")));
        // Granite's own 128 heads at TP 8: 128 / 8 = 16.
        const ModelSpec granite =
            test::importHfFixture(QStringLiteral("ibm-granite__granite-4.0-h-small.json")).model;
        QVERIFY(!findCode(plan(onGpus(granite, 8, "vllm")),
                          DiagnosticCode::TpDoesNotDivideLinearHeads));
    }

    // Without the counts (a scenario written before them) nothing is checked.
    void unsetIsNotChecked()
    {
        ModelSpec m =
            test::importHfFixture(QStringLiteral("Qwen__Qwen3-Next-80B-A3B-Instruct.json")).model;
        for (LayerGroup& g : m.layers) {
            g.linearKeyHeads.reset();
            g.linearValueHeads.reset();
        }
        const SizingResult r = plan(onGpus(m, 6, "vllm"));
        QVERIFY(!findCode(r, DiagnosticCode::TpDoesNotDivideLinearHeads));
    }

    // Recommend searches only the TP sizes that divide them: powers of two up to 8 divide 16 and
    // 32, so Qwen3-Next's shapes are TP 1, 2, 4 and 8; a model of 12 KDA heads (made up: 12 / 8
    // is not whole) loses TP 8.
    void recommendKeepsToDividingSizes()
    {
        Scenario s = workedExample();
        s.model = findCatalogModel("Qwen/Qwen3-Next-80B-A3B-Instruct")->model;
        RecommendOptions o;
        o.gpusPerNode = {8};
        bool tp8 = false;
        for (const CandidateShape& shape :
             candidateShapes(s, builtInCatalog(), samplePriceList(), o))
            tp8 = tp8 || shape.tensorParallel == 8;
        QVERIFY(tp8);
        for (LayerGroup& g : s.model.layers)
            if (g.kind == LayerKind::Linear)
                g.linearKeyHeads = g.linearValueHeads = 12;
        for (const CandidateShape& shape :
             candidateShapes(s, builtInCatalog(), samplePriceList(), o))
            QVERIFY(shape.tensorParallel != 8);
    }
};

QTEST_APPLESS_MAIN(TestLinearHeads)

} // namespace tst_linear_heads

#include "tst_linear_heads.moc"
