// SPDX-License-Identifier: GPL-3.0-or-later
// The what-if parts of the desktop editor, driven through their real widgets (offscreen): the
// time-to-first-token and hit-rate charts show core's figures, the Returning users section
// fills the traffic from a preset, a sweep marks the DIMM steps and a click on a point adopts it
// through the undo history, and a comparison of the open scenario with a changed copy marks
// what differs. Expected figures are hand arithmetic or the article's.
#include <QAction>
#include <QComboBox>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QSettings>
#include <QSpinBox>
#include <QStandardPaths>
#include <QTabWidget>
#include <QTableWidget>
#include <QTemporaryDir>
#include <QTest>
#include <QUndoStack>
#include <cmath>
#include <qcustomplot.h>

#include "charts/charts_panel.h"
#include "charts/hit_rate_chart.h"
#include "charts/ttft_chart.h"
#include "controller/controller.h"
#include "kvplan/scenario_io.h"
#include "kvplan/workload_presets.h"
#include "main_window.h"
#include "main_window_fixture.h"
#include "platform_noise.h"
#include "recording_interaction.h"
#include "settings/preferences.h"
#include "views/compare_view.h"
#include "views/sweep_view.h"
#include "views/whatif_window.h"

namespace tst_whatif_views {

using namespace kvp;
using namespace kvp::ui;

namespace {

double valueAt(const QCPGraph* graph, int index)
{
    return graph->data()->size() > index ? (graph->data()->constBegin() + index)->value : -1.0;
}
double keyAt(const QCPGraph* graph, int index)
{
    return graph->data()->size() > index ? (graph->data()->constBegin() + index)->key : -1.0;
}
double barAt(const QCPBars* bars, int index)
{
    return bars->data()->size() > index ? (bars->data()->constBegin() + index)->value : -1.0;
}

} // namespace

class TestWhatIfViews : public test::MainWindowTest {
    Q_OBJECT
private:
    Controller* controller() const { return window_->controller(); }
    template <class T> T* find(const QString& name) const
    {
        T* widget = window_->findChild<T*>(name);
        if (!widget)
            widget = window_->whatIfWindow()->findChild<T*>(name);
        if (!widget)
            qFatal("no widget %s", qPrintable(name));
        return widget;
    }
    void choose(QComboBox* combo, const QString& text)
    {
        const int index = combo->findText(text);
        QVERIFY2(index >= 0, qPrintable(text));
        combo->setFocus();
        combo->setCurrentIndex(index);
    }
    // The row of a table whose vertical header reads `label`.
    static int rowOf(const QTableWidget* table, const QString& label)
    {
        for (int row = 0; row < table->rowCount(); ++row)
            if (table->verticalHeaderItem(row) && table->verticalHeaderItem(row)->text() == label)
                return row;
        return -1;
    }

private slots:
    void initTestCase() { QVERIFY(setUpProcess()); }
    void init() { QVERIFY(openWindow()); }
    void cleanup() { closeWindow(); }

    // The worked example: a returning user at 8,192 tokens, 512 of them new, on FP8 960 TFLOPS ×
    // 0.5: recompute (536.74 + 70.37) TFLOP / 480 TFLOPS = 1,264.8 ms; from the CPU tier 7,680 ×
    // 128 KiB / 51.39 GB/s = 19.6 ms + the new turn's 87.6 ms.
    void ttftChartShowsTheSeries()
    {
        TtftChart* chart = window_->chart<TtftChart>();
        window_->chartsPanel()->showChart(chart);     // its tab in front: it takes the plan
        QCOMPARE(chart->gpuHit()->data()->size(), 4); // 1,024, 2,048, 4,096, 8,192 tokens
        QCOMPARE(keyAt(chart->cpuHit(), 0), 1024.0);
        QCOMPARE(keyAt(chart->cpuHit(), 3), 8192.0);
        QVERIFY(std::fabs(valueAt(chart->recompute(), 3) - 1264.8) < 0.05);
        const double reload = 7680.0 * 131072.0 / 51.39e9 * 1e3;
        QVERIFY(std::fabs(valueAt(chart->cpuHit(), 3) - valueAt(chart->gpuHit(), 3) - reload) <
                1e-6);
        QVERIFY(chart->caption().contains(QStringLiteral("11.8× faster")));
        // No CPU tier: only the GPU and recomputing remain.
        QCheckBox* offload = find<QCheckBox>(QStringLiteral("offload.enabled"));
        offload->click();
        QVERIFY(!chart->cpuHit()->visible());
        QCOMPARE(chart->cpuHit()->data()->size(), 0);
        QVERIFY(chart->caption().contains(QStringLiteral("Offloading is off")));
    }

    void presetFillsTheTrafficAndTheHitRateChart()
    {
        HitRateChart* chart = window_->chart<HitRateChart>();
        window_->chartsPanel()->showChart(chart); // its tab in front: it takes the plan
        QCOMPARE(chart->gpu()->data()->size(), 0);
        QVERIFY(chart->caption().contains(QStringLiteral("Describe the traffic")));
        auto* turns = find<QSpinBox>(QStringLiteral("traffic.turns_per_conversation"));
        QVERIFY(!turns->isEnabled());

        auto* preset = find<QComboBox>(QStringLiteral("traffic.preset"));
        choose(preset, QStringLiteral("Chat assistant"));
        const Scenario& s = controller()->scenario();
        QVERIFY(s.traffic.has_value());
        QCOMPARE(*s.traffic, findWorkloadPreset("chat-assistant")->traffic);
        QVERIFY(turns->isEnabled());
        QCOMPARE(turns->value(), 6);
        // Both bars: the closed form (key 1) and the simulation (key 2), as core computed them
        // (on the controller's worker).
        controller()->waitForSimulations();
        const SizingResult& r = controller()->result();
        QVERIFY(r.hitRates.simulated.has_value());
        QCOMPARE(chart->gpu()->data()->size(), 2);
        QCOMPARE(barAt(chart->gpu(), 0), r.hitRates.closedForm.gpu * 100.0);
        QCOMPARE(barAt(chart->gpu(), 1), r.hitRates.simulated->rates.gpu * 100.0);
        QCOMPARE(barAt(chart->fresh(), 0), r.hitRates.closedForm.fresh * 100.0);
        // 0.7 of conversations new, one turn in six: 11.7 % of requests.
        QVERIFY(std::fabs(barAt(chart->fresh(), 0) - 70.0 / 6.0) < 1e-9);
        QVERIFY(chart->caption().contains(QStringLiteral("of prefill tokens saved")));

        // An edit of one number: the traffic is now typed in.
        turns->setFocus();
        turns->selectAll();
        QTest::keyClicks(turns, QStringLiteral("10"));
        QTest::keyClick(turns, Qt::Key_Enter);
        QCOMPARE(controller()->scenario().traffic->turnsPerConversation, std::uint64_t(10));
        QCOMPARE(preset->currentText(), QStringLiteral("Typed in"));

        // Undo twice: back to no traffic.
        controller()->undoStack()->undo();
        controller()->undoStack()->undo();
        QVERIFY(!controller()->scenario().traffic.has_value());
        QCOMPARE(chart->gpu()->data()->size(), 0);
        QCOMPARE(preset->currentText(), QStringLiteral("Not described"));
    }

    // The article's DIMM steps: 24 × 32 GB up to 300 users, 48 GB from 400, 64 GB at 800.
    void sweepMarksTheStepsAndAdoptsAPoint()
    {
        window_->whatIfWindow()->showSweep();
        QVERIFY(QTest::qWaitForWindowExposed(window_->whatIfWindow()));
        SweepView* sweep = window_->whatIfWindow()->sweep();
        QCOMPARE(sweep->inputBox()->currentData().toString(), QStringLiteral("workload.users"));
        QCOMPARE(sweep->figureBox()->currentData().toString(), QStringLiteral("memory.total_gb"));
        QLineEdit* values = sweep->valuesEdit();
        values->setFocus();
        values->selectAll();
        QTest::keyClicks(values, QStringLiteral("300:800:100"));
        QTest::keyClick(values, Qt::Key_Return);
        QCPGraph* graph = sweep->graph();
        QCOMPARE(graph->data()->size(), 6);
        // The memory fitted moves in DIMM steps: stairs, not slopes between the points.
        QCOMPARE(graph->lineStyle(), QCPGraph::lsStepLeft);
        const double expected[] = {768, 1152, 1152, 1152, 1152, 1536};
        for (int i = 0; i < 6; ++i)
            QCOMPARE(valueAt(graph, i), expected[i]);
        QCOMPARE(sweep->jumpLines().size(), std::size_t(2));
        QCOMPARE(sweep->jumpLines()[0]->point1->key(), 400.0);
        QCOMPARE(sweep->jumpLines()[1]->point1->key(), 800.0);
        QCOMPARE(sweep->jumpLines()[0]->objectName(), QStringLiteral("dimm_step"));
        QCOMPARE(sweep->table()->item(1, 2)->text(), QStringLiteral("DIMMs 32 GB → 48 GB"));

        // Click the point at 800 users: it becomes the open scenario, one undo step.
        sweep->plot()->replot();
        const int before = controller()->undoStack()->index();
        const QPoint at(int(graph->keyAxis()->coordToPixel(800.0)),
                        int(graph->valueAxis()->coordToPixel(1536.0)));
        QTest::mouseClick(sweep->plot(), Qt::LeftButton, {}, at);
        QCOMPARE(controller()->scenario().workload.users, std::uint64_t(800));
        QCOMPARE(controller()->undoStack()->index(), before + 1);
        // The sweep follows the open scenario: its ring is now at 800.
        QCOMPARE(keyAt(sweep->currentPoint(), 0), 800.0);
        controller()->undoStack()->undo();
        QCOMPARE(controller()->scenario().workload.users, std::uint64_t(500));
    }

    void sweepOverWordsAndInvalidValues()
    {
        window_->whatIfWindow()->showSweep();
        SweepView* sweep = window_->whatIfWindow()->sweep();
        sweep->setInput(QStringLiteral("kv_cache_dtype"));
        QCOMPARE(sweep->valuesEdit()->text(), QStringLiteral("fp8,bf16,fp32"));
        QCOMPARE(sweep->graph()->data()->size(), 3);
        // fp8 1,152 GB; bf16 1,536 GB (the article's 24 × 64 GB); fp32 a larger step.
        QCOMPARE(valueAt(sweep->graph(), 0), 1152.0);
        QCOMPARE(valueAt(sweep->graph(), 1), 1536.0);
        QVERIFY(sweep->adoptPoint(1));
        QVERIFY(controller()->scenario().kvCacheDtype == KvCacheDtype::Bf16);
        controller()->undoStack()->undo();

        QCOMPARE(sweep->graph()->lineStyle(), QCPGraph::lsLine); // words on the axis

        // Nodes and drives are counts: stairs; the NVMe writes a day are not.
        sweep->setInput(QStringLiteral("gpu.count"));
        sweep->figureBox()->setCurrentIndex(
            sweep->figureBox()->findData(QStringLiteral("nodes.count")));
        sweep->run();
        QCOMPARE(sweep->graph()->lineStyle(), QCPGraph::lsStepLeft);
        sweep->figureBox()->setCurrentIndex(
            sweep->figureBox()->findData(QStringLiteral("nvme.writes_tb_per_day")));
        sweep->run();
        QCOMPARE(sweep->graph()->lineStyle(), QCPGraph::lsLine);

        sweep->setInput(QStringLiteral("serving.tensor_parallel"));
        sweep->valuesEdit()->setText(QStringLiteral("1,3,4"));
        sweep->run();
        QCOMPARE(sweep->graph()->data()->size(), 2); // 3 does not divide 4 GPUs
        QVERIFY(
            sweep->table()->item(1, 2)->text().contains(QStringLiteral("serving.tensor_parallel")));
        QVERIFY(!sweep->adoptPoint(1));
        sweep->valuesEdit()->setText(QStringLiteral("1:5:0"));
        sweep->run();
        QVERIFY(sweep->message()->text().contains(QStringLiteral("greater than 0")));
    }

    // "Duplicate this scenario and change one thing": a 16-bit cache doubles every KV figure.
    void compareAChangedCopy()
    {
        window_->whatIfWindow()->showCompare();
        CompareView* compare = window_->whatIfWindow()->compare();
        QCOMPARE(compare->scenarioCount(), 2);
        QCOMPARE(compare->columnBox()->currentText(), QStringLiteral("B"));
        compare->keyBox()->setCurrentText(QStringLiteral("kv_cache_dtype"));
        compare->valueEdit()->setText(QStringLiteral("bf16"));
        QTest::mouseClick(compare->applyButton(), Qt::LeftButton);
        QVERIFY(compare->scenarioAt(1).kvCacheDtype == KvCacheDtype::Bf16);
        QTableWidget* table = compare->table();
        const int perToken = rowOf(table, QStringLiteral("KV per token"));
        QVERIFY(perToken >= 0);
        QCOMPARE(table->item(perToken, 0)->text(), QStringLiteral("131,072 B"));
        QCOMPARE(table->item(perToken, 1)->text(), QStringLiteral("262,144 B  (+100 %)"));
        QVERIFY(table->item(perToken, 1)->font().bold());
        const int cache = rowOf(table, QStringLiteral("GPU KV cache per card"));
        QVERIFY(!table->item(cache, 1)->font().bold()); // the same 51.04 GiB
        QVERIFY(rowOf(table, QStringLiteral("kv_cache_dtype")) >= 0);
        QCOMPARE(compare->plot()->graphCount(), 4); // CPU hit and recompute of each

        // A refused change leaves the column as it was and says why.
        compare->keyBox()->setCurrentText(QStringLiteral("workload.users"));
        compare->valueEdit()->setText(QStringLiteral("0"));
        QTest::mouseClick(compare->applyButton(), Qt::LeftButton);
        QVERIFY(compare->message()->text().contains(QStringLiteral("workload.users")));
        QCOMPARE(compare->scenarioAt(1).workload.users, std::uint64_t(500));

        // Open B: one undo step.
        QVERIFY(compare->adopt(1));
        QVERIFY(controller()->scenario().kvCacheDtype == KvCacheDtype::Bf16);
        controller()->undoStack()->undo();
        QVERIFY(controller()->scenario().kvCacheDtype == KvCacheDtype::Fp8);

        // Two to four columns.
        QVERIFY(compare->duplicate(1));
        QVERIFY(compare->addOpenScenario());
        QVERIFY(!compare->addOpenScenario());
        QCOMPARE(compare->table()->columnCount(), 4);
        QVERIFY(compare->remove(3));
        QVERIFY(compare->remove(2));
        QVERIFY(!compare->remove(1));
    }

    void whatIfActionsAreInTheViewMenu()
    {
        QAction* sweep = nullptr;
        for (QAction* a : window_->findChildren<QAction*>())
            if (a->shortcut() == QKeySequence(QStringLiteral("Ctrl+Shift+W")))
                sweep = a;
        QVERIFY(sweep);
        sweep->trigger();
        QVERIFY(window_->whatIfWindow()->isVisible());
        QCOMPARE(window_->whatIfWindow()->tabs()->currentWidget(),
                 static_cast<QWidget*>(window_->whatIfWindow()->sweep()));
    }
};

QTEST_MAIN(TestWhatIfViews)

} // namespace tst_whatif_views

#include "tst_whatif_views.moc"
