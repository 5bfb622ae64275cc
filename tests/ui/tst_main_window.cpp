// SPDX-License-Identifier: GPL-3.0-or-later
// The desktop editor driven through its real widgets (offscreen): edits in the forms move the key
// figures and the charts' data as core computes them, undo restores them, a figure or chart shows
// its formula, the engine, theme and language follow. Files: tst_main_window_files.cpp; the
// forms' fields and catalog pickers: tst_main_window_forms.cpp.
// Expected figures are the article's or hand arithmetic written in the row names.
#include <QAction>
#include <QCheckBox>
#include <QComboBox>
#include <QDockWidget>
#include <QDoubleSpinBox>
#include <QLabel>
#include <QMap>
#include <QPlainTextEdit>
#include <QPointer>
#include <QSet>
#include <QSignalSpy>
#include <QSlider>
#include <QSpinBox>
#include <QTableView>
#include <QTest>
#include <QTextDocumentFragment>
#include <functional>
#include <map>
#include <qcustomplot.h>

#include "charts/chart_list.h"
#include "charts/charts_panel.h"
#include "charts/cpu_tier_chart.h"
#include "charts/dimm_layout_chart.h"
#include "charts/gpu_cache_chart.h"
#include "charts/nvme_chart.h"
#include "controller/controller.h"
#include "controller/document.h"
#include "golden.h"
#include "kvplan/figures.h"
#include "kvplan/scenario_io.h"
#include "kvplan/ui/language.h"
#include "main_window_editing.h"
#include "recording_interaction.h"
#include "views/advice_panel.h"
#include "views/engine_config_view.h"
#include "views/explain_panel.h"
#include "views/figure_tile.h"
#include "views/key_figures_panel.h"
#include "views/wrapped_label.h"

namespace tst_main_window {

using namespace kvp;
using namespace kvp::ui;

class TestMainWindow : public test::MainWindowEditingTest {
    Q_OBJECT
private slots:
    void initTestCase() { QVERIFY(setUpProcess()); }
    void init() { QVERIFY(openEditor()); }
    void cleanup() { closeWindow(); }

    void opensOnTheWorkedExample()
    {
        verifyWorkedExample();
        QCOMPARE(controller()->scenario(), workedExample());
        QVERIFY(!window_->isWindowModified());
        QVERIFY(window_->windowTitle().startsWith(QStringLiteral("Untitled")));
        // GPU card: 32 GiB weights, 3 GiB overhead, 95.6 × 0.1 = 9.56 GiB headroom.
        QCOMPARE(barValue(shownChart<GpuCacheChart>()->weights()), 32.0);
        QCOMPARE(barValue(shownChart<GpuCacheChart>()->overhead()), 3.0);
        QVERIFY(qAbs(barValue(shownChart<GpuCacheChart>()->headroom()) - 9.56) < 0.005);
        // 2 sockets × 12 channels × 2 slots, one 48 GB DIMM per channel fitted.
        QCOMPARE(shownChart<DimmLayoutChart>()->slotCount(), 48);
        QCOMPARE(shownChart<DimmLayoutChart>()->fittedSlotCount(), 24);
        // Socket 0 holds the buffers of cards 0–1: 2 × 134.217728 GB.
        QVERIFY(qAbs(barValue(shownChart<DimmLayoutChart>()->buffers()) - 268.435456) < 1e-6);
        // 2,000 × 1 GiB = 2.147 TB a day against 2 × 7.68 × 1 DWPD = 15.36 TB.
        QVERIFY(qAbs(barValue(shownChart<NvmeChart>()->writesPerDay()) - 2.147483648) < 1e-9);
        QVERIFY(qAbs(barValue(shownChart<NvmeChart>()->budgetPerDay()) - 15.36) < 1e-9);
        // Five years of it: 2.147483648 × 365 × 5 = 3,919.16 TB of 28,032 TB rated.
        QCPGraph* written = shownChart<NvmeChart>()->written();
        QCOMPARE(written->data()->size(), 6);
        QVERIFY(qAbs((written->data()->constEnd() - 1)->value - 3919.157) < 0.001);
        QVERIFY(qAbs(shownChart<NvmeChart>()->rated()->data()->constBegin()->value - 28032.0) <
                1e-6);
    }

    // The window shows every chart of the list on the tab it names, in the list's order, no
    // more than two to a tab, each fed the plan; and every tile of the figures table.
    void theWindowShowsEveryListedChartAndTile()
    {
        const std::vector<ChartView*>& charts = window_->charts();
        QCOMPARE(charts.size(), chartList().size());
        ChartsPanel* tabs = window_->chartsPanel();
        QVERIFY(tabs);
        QCOMPARE(tabs->count(), int(chartTabs().size()));
        std::vector<std::vector<ChartView*>> expected(chartTabs().size());
        for (std::size_t i = 0; i < charts.size(); ++i) {
            expected.at(std::size_t(chartList()[i].tab)).push_back(charts[i]);
            QVERIFY(!charts[i]->title().isEmpty());
        }
        for (int tab = 0; tab < tabs->count(); ++tab) {
            QCOMPARE(tabs->chartsOnTab(tab), expected[std::size_t(tab)]);
            QVERIFY(!expected[std::size_t(tab)].empty() && expected[std::size_t(tab)].size() <= 2);
        }
        QVERIFY(shownChart<NvmeChart>());
        QCOMPARE(shownChart<NvmeChart>(), charts[3]);
        QSet<QString> names; // each chart found by its object name, as a chart without a header is
        for (ChartView* chart : charts) {
            QVERIFY2(!chart->objectName().isEmpty() && !names.contains(chart->objectName()),
                     chart->metaObject()->className());
            names.insert(chart->objectName());
            QCOMPARE(window_->chart(chart->objectName()), chart);
        }
        std::size_t tiles = 0;
        for (const Figure& f : allFigures())
            if (f.tile) {
                QVERIFY2(window_->keyFigures()->tile(QString::fromLatin1(f.key)), f.key);
                ++tiles;
            }
        QCOMPARE(window_->keyFigures()->tiles().size(), tiles);
    }

    // §5 per socket, a chart without a header (found by its object name): each of the worked
    // example's sockets has 12 channels × 6,400 MT/s × 8 B = 614.4 GB/s of memory bandwidth and
    // two cards × 64 GB/s (PCIe 5.0 x16) = 128 GB/s of links one way: 20.8 %, 41.7 % both ways.
    void socketBandwidthChartShowsLinksAgainstMemory()
    {
        ChartView* chart = shownChart(QStringLiteral("socketBandwidthChart"));
        QVERIFY(chart);
        const auto bars = [chart](const char* name) {
            return chart->findChild<QCPBars*>(QString::fromLatin1(name));
        };
        QVERIFY(bars("memoryBandwidth") && bars("linksOneWay") && bars("linksOtherWay"));
        for (int socket : {0, 1}) {
            QCOMPARE(barValue(bars("memoryBandwidth"), socket), 614.4);
            QCOMPARE(barValue(bars("linksOneWay"), socket), 128.0);
            QCOMPARE(barValue(bars("linksOtherWay"), socket), 128.0);
        }
        QCOMPARE(bars("memoryBandwidth")->data()->size(), 2);
        QVERIFY2(chart->caption().contains(QStringLiteral("20.8 %")) &&
                     chart->caption().contains(QStringLiteral("41.7 %")),
                 qPrintable(chart->caption()));
    }

    void editsMoveFiguresAndChartsAndUndoRestoresThem_data()
    {
        QTest::addColumn<int>("edit");
        QTest::addColumn<QStringList>("tiles"); // the six key figures, in panel order
        QTest::addColumn<double>("kvPerCardGiB");
        QTest::addColumn<double>("cpuTierGiB");
        QTest::addColumn<QList<double>>("users"); // on GPUs, warm in CPU memory, not warm
        QTest::addColumn<double>("socket0BuffersGB");
        QTest::addColumn<double>("writesTBPerDay");

        QTest::newRow("users 600: ceil(600/4) = 150 GiB; 600 × 1.074 = 644.2 GB pinned + 384 "
                      "→ 24 × 48; 1,152 − 644.2 = 507.8 GB free; 600 − 204 = 396 on CPU")
            << int(Edit::Users600)
            << QStringList{"204", "150.00 GiB", "24 × 48 GB", "507.8 GB", "20.9 ms", "2.15 TB"}
            << 51.04 << 150.0 << QList<double>{204, 396, 0} << 2 * 161.061273600 << 2.147483648;
        QTest::newRow("context 16,384: 2 GiB a conversation; floor(51.04 / 2) = 25 × 4 = 100; "
                      "250 GiB tiers, 1,073.7 + 384 → 24 × 64; 1,536 − 1,073.7 = 462.3 GB; 2 GiB "
                      "at 51.39 GB/s = 41.8 ms; 2,000 × 2 GiB = 4.29 TB")
            << int(Edit::Context16K)
            << QStringList{"100", "250.00 GiB", "24 × 64 GB", "462.3 GB", "41.8 ms", "4.29 TB"}
            << 51.04 << 250.0 << QList<double>{100, 400, 0} << 2 * 268.435456 << 4.294967296;
        QTest::newRow("BF16 cache: 256 KiB a token, 2 GiB a conversation, 100 on GPUs; 4 MiB "
                      "blocks at 51.39 + (54.65 − 51.39) / 3 = 52.48 GB/s: 40.9 ms")
            << int(Edit::DtypeBf16)
            << QStringList{"100", "250.00 GiB", "24 × 64 GB", "462.3 GB", "40.9 ms", "4.29 TB"}
            << 51.04 << 250.0 << QList<double>{100, 400, 0} << 2 * 268.435456 << 4.294967296;
        QTest::newRow("H200 NVL from the GPU catalog: 0.9 × 139.8 − 3 − 32 = 90.82 GiB, 90 a card, "
                      "360 on GPUs; 2 × 564 = 1,128 GB required → 24 × 48")
            << int(Edit::GpuH200)
            << QStringList{"360", "125.00 GiB", "24 × 48 GB", "615.1 GB", "20.9 ms", "2.15 TB"}
            << 90.82 << 125.0 << QList<double>{360, 140, 0} << 2 * 134.217728 << 2.147483648;
        QTest::newRow("8 GPUs: 8 × 51 = 408; ceil(500/8) = 63 GiB; 2 × 768 = 1,536 GB → 24 × 64; "
                      "1,536 − 8 × 67.65 = 994.8 GB; socket 0 holds 4 buffers")
            << int(Edit::EightGpus)
            << QStringList{"408", "63.00 GiB", "24 × 64 GB", "994.8 GB", "20.9 ms", "2.15 TB"}
            << 51.04 << 63.0 << QList<double>{408, 92, 0} << 4 * 67.645734912 << 2.147483648;
    }
    void editsMoveFiguresAndChartsAndUndoRestoresThem()
    {
        QFETCH(int, edit);
        QFETCH(QStringList, tiles);
        QFETCH(double, kvPerCardGiB);
        QFETCH(double, cpuTierGiB);
        QFETCH(QList<double>, users);
        QFETCH(double, socket0BuffersGB);
        QFETCH(double, writesTBPerDay);

        apply(Edit(edit));
        QVERIFY2(!controller()->result().hasErrors(), "the edit made the scenario invalid");
        QStringList shown;
        for (const FigureTile* t : window_->keyFigures()->tiles())
            shown << t->value();
        // The sizing tiles, then the load tiles (peak TTFT p95, TPOT; tst_load checks them) and
        // §10's node power and racks (tst_chassis checks them).
        QCOMPARE(shown.mid(0, tiles.size()), tiles);
        QCOMPARE(shown.size(), tiles.size() + 4);
        QVERIFY(qAbs(barValue(shownChart<GpuCacheChart>()->kvCache()) - kvPerCardGiB) < 0.005);
        QCOMPARE(barValue(shownChart<CpuTierChart>()->cpuTier()), cpuTierGiB);
        QCOMPARE(barValue(shownChart<CpuTierChart>()->usersOnGpu()), users[0]);
        QCOMPARE(barValue(shownChart<CpuTierChart>()->usersOnCpu()), users[1]);
        QCOMPARE(barValue(shownChart<CpuTierChart>()->usersNotWarm()), users[2]);
        QVERIFY(qAbs(barValue(shownChart<DimmLayoutChart>()->buffers()) - socket0BuffersGB) < 1e-6);
        QVERIFY(qAbs(barValue(shownChart<NvmeChart>()->writesPerDay()) - writesTBPerDay) < 1e-9);
        QVERIFY(window_->isWindowModified());

        // However many keystrokes, the edit is one undo step.
        QCOMPARE(controller()->undoStack()->count(), 1);
        action(QKeySequence::Undo)->trigger();
        verifyWorkedExample();
        QCOMPARE(controller()->scenario(), workedExample());
        QVERIFY(!window_->isWindowModified());
        action(QKeySequence::Redo)->trigger();
        QCOMPARE(window_->keyFigures()->tiles().front()->value(), tiles.front());
    }

    void oneResultChangedPerEdit()
    {
        QSignalSpy spy(controller(), &Controller::resultChanged);
        field<QSpinBox>(QStringLiteral("workload.users"))->setValue(600);
        QCOMPARE(spy.count(), 1);
        field<QSpinBox>(QStringLiteral("workload.users"))->setValue(600); // no change
        QCOMPARE(spy.count(), 1);
        auto* dtype = field<QComboBox>(QStringLiteral("kv_cache_dtype"));
        dtype->setCurrentIndex(dtype->findData(int(KvCacheDtype::Fp16)));
        QCOMPARE(spy.count(), 2);
        QTest::mouseClick(field<QCheckBox>(QStringLiteral("nvme.enabled")), Qt::LeftButton);
        QCOMPARE(spy.count(), 3);
        QVERIFY(!controller()->scenario().nvme.enabled);
        QCOMPARE(shownChart<NvmeChart>()->writesPerDay()->data()->size(), 0);
        QCOMPARE(tile("nvme.writes_tb_per_day"), QStringLiteral("off"));
        action(QKeySequence::Undo)->trigger();
        QCOMPARE(spy.count(), 4);
        QVERIFY(controller()->scenario().nvme.enabled);
    }

    void aSliderDragIsOneUndoStep()
    {
        auto* slider = field<QSlider>(QStringLiteral("serving.gpu_memory_utilization.slider"));
        QCOMPARE(slider->value(), 90);
        slider->setSliderDown(true);
        for (int position : {88, 85, 80})
            slider->setValue(position);
        slider->setSliderDown(false);
        // 0.8 × 95.6 − 3 − 32 = 41.48 GiB per card: floor(41.48) = 41 × 4 = 164 on GPUs.
        QCOMPARE(controller()->scenario().serving.gpuMemoryUtilization, 0.8);
        QCOMPARE(tile("gpu.conversations_total"), QStringLiteral("164"));
        QCOMPARE(field<QDoubleSpinBox>(QStringLiteral("serving.gpu_memory_utilization"))->value(),
                 0.8);
        QCOMPARE(controller()->undoStack()->count(), 1);
        controller()->undoStack()->undo();
        QCOMPARE(slider->value(), 90);
        QCOMPARE(tile("gpu.conversations_total"), QStringLiteral("204"));
    }

    void aRefusedValueIsMarkedAndExplained()
    {
        auto* tp = field<QSpinBox>(QStringLiteral("serving.tensor_parallel"));
        type(tp, QStringLiteral("3")); // 4 GPUs do not split into instances of 3
        QVERIFY(tp->property("invalid").toBool());
        const QString first = window_->advicePanel()->messages().value(0);
        QVERIFY2(first.startsWith(QStringLiteral("GPUs and serving › Tensor parallelism: must ")),
                 qPrintable(first));
        QCOMPARE(tile("gpu.conversations_total"), QStringLiteral("—"));
        QCOMPARE(shownChart<GpuCacheChart>()->kvCache()->data()->size(), 0);
        QCOMPARE(shownChart<CpuTierChart>()->cpuTier()->data()->size(), 0);
        QCOMPARE(shownChart<DimmLayoutChart>()->fittedSlotCount(), 0);
        type(tp, QStringLiteral("2"));
        QVERIFY(!tp->property("invalid").toBool());
        // TP 2: 0.9 × 95.6 − 3 − 16 = 67.04 GiB per card, 134 per instance × 2 = 268.
        QCOMPARE(tile("gpu.conversations_total"), QStringLiteral("268"));
    }

    void clickingAFigureShowsItsFormulaLive()
    {
        FigureTile* tier = window_->keyFigures()->tile(QStringLiteral("cpu_tier.per_instance_gib"));
        QTest::mouseClick(tier, Qt::LeftButton);
        QVERIFY(tier->isSelected());
        QCOMPARE(window_->explainPanel()->formulaText(),
                 QStringLiteral("125 × 1 GiB = 125.00 GiB"));
        apply(Edit::Users600);
        QCOMPARE(window_->explainPanel()->formulaText(),
                 QStringLiteral("150 × 1 GiB = 150.00 GiB"));
    }

    void clickingAChartShowsItsFormula()
    {
        window_->replotNow();
        GpuCacheChart* chart = shownChart<GpuCacheChart>();
        QCustomPlot* plot = chart->plot();
        // The middle of the KV-cache segment: 32 + 3 + 51.04 / 2 GiB along the card.
        const QPoint at(int(plot->xAxis->coordToPixel(35.0 + 51.04 / 2)),
                        int(plot->yAxis->coordToPixel(1.0)));
        QTest::mouseClick(plot, Qt::LeftButton, Qt::NoModifier, at);
        QCOMPARE(window_->explainPanel()->figure(), QStringLiteral("gpu.kv_cache_gib_per_card"));
        QCOMPARE(window_->explainPanel()->formulaText(),
                 QStringLiteral("0.9 × 95.6 GiB − 3 GiB − 32 GiB = 51.04 GiB"));
    }

    void anInputOfAFormulaLeadsToItsField()
    {
        window_->explainFigure(QStringLiteral("gpu.kv_cache_gib_per_card"));
        QTableView* inputs = window_->explainPanel()->inputsView();
        // Row 1: the reported memory, 95.6 GiB.
        const QModelIndex reported = inputs->model()->index(1, 0);
        QCOMPARE(inputs->model()->index(1, 1).data().toString(), QStringLiteral("95.6 GiB"));
        emit inputs->activated(reported);
        QCOMPARE(QApplication::focusWidget(),
                 field<QDoubleSpinBox>(QStringLiteral("gpu.memory_reported_gib")));
        // Row 0 of "conversations on GPUs" is a figure: activating it shows that figure.
        window_->explainFigure(QStringLiteral("gpu.conversations_total"));
        emit inputs->activated(inputs->model()->index(0, 0));
        QCOMPARE(window_->explainPanel()->figure(),
                 QStringLiteral("gpu.conversations_per_instance"));
    }

    void severalNodesAreCountedOnEveryView()
    {
        // 6,000 users × 1 GiB = 6,442.5 GB pinned + 384 GB > 24 × 256 GB = 6,144 GB of one
        // Xeon 6900P node: 2 nodes of 3,000 users; 3,000 / 4 = 750 GiB per instance; per node
        // 3,000 GiB = 3,221.2 GB pinned, 6,144 − 3,221.2 = 2,922.8 GB free; on the GPUs
        // 51 × 4 = 204 per node, 408 on both; 6,000 − 408 = 5,592 warm in CPU memory.
        QVERIFY(window_->document()->openFile(
            test::testDataPath(QStringLiteral("two-nodes-xeon6900p.kvplan.json"))));
        QStringList shown;
        for (const FigureTile* t : window_->keyFigures()->tiles())
            shown << t->value();
        QCOMPARE(shown.mid(0, 6), QStringList({"408", "750.00 GiB", "24 × 256 GB", "2,922.8 GB",
                                               "20.9 ms", "2.15 TB"}));
        // §11: (4 × 600 + 2 × 500 + 24 × 12 + 2 × 25 + 125 + 250) × 1.08 / 0.95 = 4,676 W in a
        // Supermicro SYS-522GA-NRT; 15 kW / 4.676 kW = 3 a rack: 1 rack for 2 nodes.
        QVERIFY2(shown.contains(QStringLiteral("4,676 W")), qPrintable(shown.join(u' ')));
        QVERIFY2(shown.mid(6).contains(QStringLiteral("1")), qPrintable(shown.join(u' ')));
        QCOMPARE(barValue(shownChart<CpuTierChart>()->usersOnGpu()), 408.0);
        QCOMPARE(barValue(shownChart<CpuTierChart>()->usersOnCpu()), 5592.0);
        QCOMPARE(barValue(shownChart<CpuTierChart>()->usersNotWarm()), 0.0);
        QTest::mouseClick(window_->keyFigures()->tiles().front(), Qt::LeftButton);
        QCOMPARE(window_->explainPanel()->formulaText(), QStringLiteral("204 × 2 = 408"));
    }

    void choosingTheEngineShowsItsLaunchCommands()
    {
        auto* engine = field<QComboBox>(QStringLiteral("engine.name"));
        engine->setCurrentIndex(engine->findData(int(EngineKind::Sglang)));
        window_->showEngineConfiguration();
        EngineConfigView* view = window_->engineView();
        QCOMPARE(int(view->currentEngine()), int(EngineKind::Sglang));
        QVERIFY(view->tabs()->tabText(view->tabs()->currentIndex()).endsWith(QStringLiteral("✓")));
        // SGLang takes whole decimal GB per TP rank: 125 GiB = 134.22 GB → 135.
        QVERIFY(view->scriptText().contains(QStringLiteral("--hicache-size 135 ")));
        apply(Edit::Users600);
        // 150 GiB = 161.06 GB → 162.
        QVERIFY(view->scriptText().contains(QStringLiteral("--hicache-size 162 ")));
        // The engine changes no figure of the plan.
        QCOMPARE(tile("cpu_tier.per_instance_gib"), QStringLiteral("150.00 GiB"));
        // The formula and the engine configuration share a place under the charts; the tab in
        // front says which shows.
        QCOMPARE(frontDock(), QStringLiteral("Engine configuration"));
        window_->explainFigure(QStringLiteral("gpu.conversations_total"));
        QCOMPARE(frontDock(), QStringLiteral("How it is computed"));
    }

    // Behind the formula's tab the engine configuration is covered, not hidden (Qt moves a
    // tabbed dock off the window and counts it visible): an edit leaves its script unwritten
    // until its tab comes forward, then it shows the scenario of the moment.
    void theEngineConfigurationWaitsBehindTheFormulasTab()
    {
        QCOMPARE(frontDock(), QStringLiteral("How it is computed"));
        EngineConfigView* view = window_->engineView();
        QVERIFY(view->isVisible());
        const auto* script = view->tabs()->currentWidget()->findChild<QPlainTextEdit*>();
        QVERIFY(script);
        const QString before = script->toPlainText();
        apply(Edit::Users600);
        QCOMPARE(script->toPlainText(), before);
        QVERIFY(!before.contains(QStringLiteral("161061273600")));
        window_->showEngineConfiguration();
        QCOMPARE(frontDock(), QStringLiteral("Engine configuration"));
        // vLLM, 600 users: ceil(600 / 4) = 150 GiB per instance = 161,061,273,600 B.
        QVERIFY(
            script->toPlainText().contains(QStringLiteral("\"cpu_bytes_to_use\":161061273600")));
    }

    // An edit that changes one message of the advice changes that label's text; the others stay
    // as they are (a rich-text label made again is laid out again, which cost most of an edit).
    void theAdviceKeepsItsLabels()
    {
        const auto messageLabels = [this] {
            QSet<QLabel*> labels;
            for (QLabel* label : window_->advicePanel()->findChildren<QLabel*>())
                if (label->property("code").isValid() && !label->isHidden())
                    labels.insert(label);
            return labels;
        };
        auto* users = field<QSpinBox>(QStringLiteral("workload.users"));
        type(users, QStringLiteral("601"));
        // ceil(601 / 4) = 151 users on the busiest of the 4 instances.
        const QString uneven = QStringLiteral("601 users do not divide evenly over 4 instances; "
                                              "every instance is sized for the busiest one (151 "
                                              "users).");
        QVERIFY2(window_->advicePanel()->messages().contains(uneven),
                 qPrintable(window_->advicePanel()->messages().join(u'\n')));
        const QSet<QLabel*> before = messageLabels();
        QCOMPARE(before.size(), window_->advicePanel()->messages().size());
        QMap<QLabel*, QString> texts;
        for (QLabel* label : before)
            texts.insert(label, label->text());
        type(users, QStringLiteral("602")); // ceil(602 / 4) = 151 again
        QCOMPARE(messageLabels(), before);
        int changed = 0;
        for (QLabel* label : before)
            if (label->text() != texts.value(label)) {
                ++changed;
                QVERIFY2(label->text().contains(QStringLiteral("602 users do not divide evenly")),
                         qPrintable(label->text()));
            }
        QCOMPARE(changed, 1);
        // 600 users divide evenly (150 each): that message goes, and its label is hidden; the
        // other messages stay in their labels, none of which gets a new text.
        for (QLabel* label : before)
            texts.insert(label, label->text());
        type(users, QStringLiteral("600"));
        const QSet<QLabel*> even = messageLabels();
        QCOMPARE(even.size(), before.size() - 1);
        QCOMPARE(even.size(), window_->advicePanel()->messages().size());
        for (QLabel* label : even) {
            QVERIFY(before.contains(label));
            QCOMPARE(label->text(), texts.value(label));
        }
        // 601 again: the message that comes back is shown in the label it had, the others stay
        // as they are, and the labels show the messages in the advice's order.
        type(users, QStringLiteral("601"));
        QCOMPARE(messageLabels(), before);
        for (QLabel* label : even)
            QCOMPARE(label->text(), texts.value(label));
        QWidget* list = (*before.begin())->parentWidget();
        QStringList shown;
        for (int i = 0; i < list->layout()->count(); ++i) {
            auto* label = qobject_cast<QLabel*>(list->layout()->itemAt(i)->widget());
            if (label && label->property("code").isValid() && !label->isHidden())
                // The flags' non-breaking hyphens and spaces as typed.
                shown << QTextDocumentFragment::fromHtml(label->text())
                             .toPlainText()
                             .replace(QChar(0x2011), QLatin1Char('-'))
                             .replace(QChar(0xA0), QLatin1Char(' '));
        }
        const QStringList messages = window_->advicePanel()->messages();
        QCOMPARE(shown.size(), messages.size());
        for (int i = 0; i < shown.size(); ++i)
            QVERIFY2(shown[i].contains(messages[i]), qPrintable(shown[i] + u'\n' + messages[i]));
    }

    // The advice's labels take their size from the list's width (WrappedLabel's sizedByColumn):
    // a changed message is laid out at that width only, and the panel looks as QLabel's own
    // hints had it: every message as tall as its text at the list's width, the dock as wide.
    void theAdviceIsSizedByItsColumn()
    {
        const auto* dock = window_->findChild<QDockWidget*>(QStringLiteral("adviceDock"));
        QVERIFY(dock);
        const QRect before = dock->geometry();
        auto* users = field<QSpinBox>(QStringLiteral("workload.users"));
        // 601 adds a message (601 users over 4 instances: 151 on the busiest), 602 changes it.
        for (const char* value : {"601", "602"}) {
            type(users, QString::fromLatin1(value));
            QCoreApplication::processEvents();
        }
        QCOMPARE(dock->geometry(), before);
        int checked = 0;
        for (QLabel* label : window_->advicePanel()->findChildren<QLabel*>()) {
            if (!label->property("code").isValid() || label->isHidden())
                continue;
            auto* wrapped = qobject_cast<WrappedLabel*>(label);
            QVERIFY(wrapped && wrapped->sizedByColumn());
            QCOMPARE(label->width(), label->parentWidget()->width());
            QCOMPARE(label->height(), label->QLabel::heightForWidth(label->width()));
            QCOMPARE(label->sizeHint(), QSize(label->width(), label->height()));
            ++checked;
        }
        QCOMPARE(checked, window_->advicePanel()->messages().size());
        QVERIFY(window_->advicePanel()->messages().join(u'\n').contains(
            QStringLiteral("602 users do not divide evenly")));
    }

    // A rich-text WrappedLabel draws its text from a document of its own: pixel for pixel what
    // QLabel draws for the same text, font, palette and size; a selection is drawn by QLabel.
    void theAdviceLooksAsQLabelDrawsIt()
    {
        auto* users = field<QSpinBox>(QStringLiteral("workload.users"));
        type(users, QStringLiteral("601")); // one more message, with the users in it
        QCoreApplication::processEvents();
        int compared = 0;
        for (QLabel* label : window_->advicePanel()->findChildren<QLabel*>()) {
            if (!label->property("code").isValid() || label->isHidden())
                continue;
            // Both on their own, as windows of the advice label's size.
            WrappedLabel own(label->text());
            QLabel plain(label->text());
            for (QLabel* each : {static_cast<QLabel*>(&own), &plain}) {
                each->setTextFormat(label->textFormat());
                each->setWordWrap(true);
                each->setTextInteractionFlags(label->textInteractionFlags());
                each->setFont(label->font());
                each->setPalette(label->palette());
                each->resize(label->size());
            }
            const QImage drawn = own.grab().toImage();
            QCOMPARE(drawn, plain.grab().toImage());
            QCOMPARE(own.heightForWidth(label->width()), plain.heightForWidth(label->width()));
            own.setSelection(0, 5);
            QVERIFY(own.hasSelectedText());
            QVERIFY(own.grab().toImage() != drawn);
            own.setSelection(0, 0);
            QCOMPARE(own.grab().toImage(), drawn);
            ++compared;
        }
        QCOMPARE(compared, window_->advicePanel()->messages().size());
        QVERIFY(compared >= 2);
    }

    void darkThemeRecoloursTheCharts()
    {
        preferences_->setTheme(Theme::Dark);
        QVERIFY(QApplication::palette().color(QPalette::Window).lightness() < 128);
        QCOMPARE(shownChart<GpuCacheChart>()->kvCache()->brush().color(),
                 chartColors(Theme::Dark).gpuCache);
        QCOMPARE(shownChart<CpuTierChart>()->usersOnGpu()->brush().color(),
                 chartColors(Theme::Dark).gpuCache);
        preferences_->setTheme(Theme::Light);
        QCOMPARE(shownChart<GpuCacheChart>()->kvCache()->brush().color(),
                 chartColors(Theme::Light).gpuCache);
    }

    // In every language each menu's accelerators (the letter after "&") differ, and so do the
    // menu bar's: Alt and a letter reach one item.
    void menuAcceleratorsAreUniqueInEveryLanguage()
    {
        for (const QString& language : availableLanguages()) {
            setLanguage(language);
            MainWindow window(preferences_.get(),
                              std::make_unique<test::RecordingInteraction>(&state_));
            QStringList clashes;
            std::function<void(const QString&, const QList<QAction*>&)> check =
                [&](const QString& where, const QList<QAction*>& actions) {
                    std::map<int, QString> taken;
                    for (QAction* action : actions) {
                        if (action->isSeparator() || !action->isVisible())
                            continue;
                        const QKeySequence key = QKeySequence::mnemonic(action->text());
                        if (!key.isEmpty() &&
                            !taken.emplace(key[0].toCombined(), action->text()).second)
                            clashes << QStringLiteral("%1 (%2): %3 and %4")
                                           .arg(where, language, taken[key[0].toCombined()],
                                                action->text());
                        if (action->menu())
                            check(action->text(), action->menu()->actions());
                    }
                };
            check(QStringLiteral("menu bar"), window.menuBar()->actions());
            setLanguage(QStringLiteral("en"));
            QVERIFY2(clashes.isEmpty(), qPrintable(clashes.join(QLatin1Char('\n'))));
        }
    }
};

QTEST_MAIN(TestMainWindow)

} // namespace tst_main_window

#include "tst_main_window.moc"
