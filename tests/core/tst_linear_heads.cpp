// SPDX-License-Identifier: GPL-3.0-or-later
// The heads of linear-attention layers that tensor parallelism splits: Gated DeltaNet's
// linear_num_key_heads and linear_num_value_heads, KDA's num_heads, from the published config.json
// fixtures (tests/data/hf-configs/SOURCES.md) and in the catalog's entries.
#include <QTest>

#include "hf_fixtures.h"
#include "kvplan/hf_config.h"
#include "kvplan/model_catalog.h"

using namespace kvp;

namespace {

const LayerGroup* linearGroup(const ModelSpec& m)
{
    for (const LayerGroup& g : m.layers)
        if (g.kind == LayerKind::Linear)
            return &g;
    return nullptr;
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
};

QTEST_APPLESS_MAIN(TestLinearHeads)
#include "tst_linear_heads.moc"
