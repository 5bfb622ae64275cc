// SPDX-License-Identifier: GPL-3.0-or-later
// The Recommend window and the TTFT-under-load chart, driven through their real widgets
// (offscreen): a slow search runs on its worker thread while the window keeps answering and is
// cancelled; the real search over the catalog fills the ranked table and the with/without
// offloading pair, and a double-click adopts a configuration as one undoable edit; the chart
// shows core's curve and the SLA; above the model's length both say why they show none.
#include <QComboBox>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QLabel>
#include <QProgressBar>
#include <QPushButton>
#include <QSettings>
#include <QStandardPaths>
#include <QTableWidget>
#include <QTemporaryDir>
#include <QTest>
#include <QThread>
#include <QUndoStack>
#include <qcustomplot.h>

#include "charts/charts_panel.h"
#include "charts/load_chart.h"
#include "controller/controller.h"
#include "kvplan/load_model.h"
#include "kvplan/scenario_io.h"
#include "main_window.h"
#include "main_window_fixture.h"
#include "platform_noise.h"
#include "recording_interaction.h"
#include "settings/preferences.h"
#include "views/figure_tile.h"
#include "views/key_figures_panel.h"
#include "views/recommend_window.h"

#include <atomic>

namespace tst_recommend_window {

using namespace kvp;
using namespace kvp::ui;

class TestRecommendWindow : public test::MainWindowTest {
    Q_OBJECT
private:
private slots:
    void initTestCase() { QVERIFY(setUpProcess()); }
    void init() { QVERIFY(openWindow()); }
    void cleanup() { closeWindow(); }

    // A search that takes 100 steps of 20 ms unless cancelled: the GUI thread keeps processing
    // events (a timer fires), the progress bar moves, Cancel stops it within a step.
    void slowSearchCancels()
    {
        RecommendWindow* w = window_->recommendWindow();
        std::atomic<int> steps{0};
        w->setSearch([&steps](const Scenario&, const RecommendOptions& o) {
            return test::slowSearch(steps, o);
        });
        w->show();
        int ticks = 0;
        QTimer timer;
        connect(&timer, &QTimer::timeout, [&ticks] { ++ticks; });
        timer.start(5);
        w->searchButton()->click();
        QVERIFY(w->searching());
        QVERIFY(!w->searchButton()->isEnabled());
        QTRY_VERIFY(w->progress()->value() >= 3);
        QVERIFY(ticks >= 3); // the event loop ran while the search did
        w->cancelButton()->click();
        QTRY_VERIFY(!w->searching());
        QVERIFY(w->result().cancelled);
        QVERIFY(steps < 100);
        QVERIFY(w->searchButton()->isEnabled());
        QVERIFY(w->summary()->text().contains(QStringLiteral("Cancelled")));
    }

    // Closing the main window while a search runs waits for the worker; nothing dangles.
    void destroyedWhileSearching()
    {
        RecommendWindow* w = window_->recommendWindow();
        w->setSearch([](const Scenario&, const RecommendOptions& o) {
            RecommendResult r;
            while (!(o.cancel && o.cancel->load()))
                QThread::msleep(5);
            r.cancelled = true;
            return r;
        });
        w->searchButton()->click();
        QVERIFY(w->searching());
        window_.reset();
    }

    // The worked example: the real search fills the table, cheapest first, and names the pair
    // with and without offloading; a double-click adopts the cheapest as one undo step.
    void realSearchAndAdopt()
    {
        RecommendWindow* w = window_->recommendWindow();
        w->searchButton()->click();
        QTRY_VERIFY_WITH_TIMEOUT(!w->searching(), 120000);
        const RecommendResult& r = w->result();
        QVERIFY(r.cheapest);
        QCOMPARE(w->table()->rowCount(), int(r.candidates.size()));
        QVERIFY(w->summary()->text().contains(QStringLiteral("Without offloading")));
        Controller* c = window_->controller();
        const Scenario before = c->scenario();
        const int steps = c->undoStack()->count();
        QVERIFY(w->adopt(int(*r.cheapest)));
        QCOMPARE(c->undoStack()->count(), steps + 1);
        QCOMPARE(c->scenario().gpu.count, r.candidates[*r.cheapest].shape.gpusPerNode);
        QCOMPARE(c->scenario().serving.tensorParallel,
                 r.candidates[*r.cheapest].shape.tensorParallel);
        c->waitForSimulations(); // the SLA is judged on the simulated load
        QVERIFY(c->result().load.sla.met);
        c->undoStack()->undo();
        QVERIFY(c->scenario() == before);
    }

    // The picker starts at the built-in sample; "Open…" takes a price list file, which the
    // search then prices from: a list that prices only the RTX PRO 6000 Server Edition (the
    // sample's GPUs cut to that one row) gives candidates of that GPU alone. A file that does not
    // read is refused with its reason and the choice stays.
    void priceListPicker()
    {
        RecommendWindow* w = window_->recommendWindow();
        QComboBox* picker = w->priceListPicker();
        QCOMPARE(picker->count(), 2); // the sample, "Open…"
        QCOMPARE(picker->currentIndex(), 0);
        QVERIFY(w->priceListPath().isEmpty());

        QFile sample(
            QStringLiteral(KVPLAN_TEST_DATA_DIR "/../../resources/price-lists/sample-eur.json"));
        QVERIFY(sample.open(QIODevice::ReadOnly));
        QJsonObject list = QJsonDocument::fromJson(sample.readAll()).object();
        QJsonArray oneGpu;
        for (const QJsonValue& gpu : list[QStringLiteral("gpus")].toArray())
            if (gpu[QStringLiteral("id")] == QStringLiteral("rtx-pro-6000-server"))
                oneGpu.append(gpu);
        QCOMPARE(oneGpu.size(), 1);
        list[QStringLiteral("gpus")] = oneGpu;
        const QString path = dir_.filePath(QStringLiteral("one-gpu.json"));
        QFile out(path);
        QVERIFY(out.open(QIODevice::WriteOnly));
        out.write(QJsonDocument(list).toJson());
        out.close();

        w->setPriceListChooser([path] { return path; });
        emit picker->activated(picker->count() - 1); // "Open…"
        QCOMPARE(w->priceListPath(), path);
        QCOMPARE(picker->count(), 3);
        QCOMPARE(picker->currentText(), QStringLiteral("one-gpu.json"));
        w->searchButton()->click();
        QTRY_VERIFY_WITH_TIMEOUT(!w->searching(), 120000);
        const RecommendResult& r = w->result();
        QVERIFY(r.cheapest);
        for (const Candidate& c : r.candidates)
            QCOMPARE(c.shape.gpuId, std::string("rtx-pro-6000-server"));

        const QString broken = dir_.filePath(QStringLiteral("broken.json"));
        QFile bad(broken);
        QVERIFY(bad.open(QIODevice::WriteOnly));
        bad.write("{\"currency\": 3}");
        bad.close();
        w->setPriceListChooser([broken] { return broken; });
        emit picker->activated(picker->count() - 1);
        QCOMPARE(w->priceListPath(), path);
        QCOMPARE(picker->currentText(), QStringLiteral("one-gpu.json"));
        QVERIFY2(w->summary()->text().contains(QStringLiteral("broken.json")),
                 qPrintable(w->summary()->text()));

        emit picker->activated(0); // back to the sample
        QVERIFY(w->priceListPath().isEmpty());
    }

    // The worked example's busiest hour: the curve's points at 0.25×–6× the users, the p95 above
    // the p50, the line without offloading above the one with it, the SLA's 2 s as a line.
    void loadChartShowsTheCurve()
    {
        LoadChart* chart = window_->chart<LoadChart>();
        window_->chartsPanel()->showChart(chart); // its tab in front: it takes the plan
        const Controller* controller = window_->controller();
        QVERIFY(!loadCurve(controller->scenario(), controller->result()).empty());
        QVERIFY(chart->p95()->data()->size() > 0);
        QCOMPARE(chart->p95()->data()->constBegin()->key, 125.0); // 0.25 × 500 users
        for (int i = 0; i < chart->p95()->data()->size(); ++i)
            QVERIFY((chart->p95()->data()->constBegin() + i)->value >=
                    (chart->p50()->data()->constBegin() + i)->value);
        QVERIFY(chart->p95WithoutOffload()->visible());
        QCOMPARE(chart->slaLine()->data()->constBegin()->value, 2000.0);
        QVERIFY(chart->caption().contains(QStringLiteral("500 users")));
    }

    // Above the model's length (the worked example's Qwen3-32B takes 40,960 tokens, its
    // config.json's max_position_embeddings) the load chart and the load's tiles say why they
    // have no figures.
    void withheldLoadSaysWhy()
    {
        Scenario s = window_->controller()->scenario();
        s.model.maxContextTokens = 40960;
        s.workload.contextTokens = 65536;
        window_->controller()->resetScenario(s);
        LoadChart* chart = window_->chart<LoadChart>();
        window_->chartsPanel()->showChart(chart);
        QVERIFY(chart->showsEmpty());
        QVERIFY2(chart->caption().startsWith(QStringLiteral(
                     "Withheld: a context of 65,536 tokens is more than the 40,960")),
                 qPrintable(chart->caption()));
        const FigureTile* tile = window_->keyFigures()->tile(QStringLiteral("load.ttft_ms.p95"));
        QVERIFY(tile);
        QCOMPARE(tile->value(), QStringLiteral("—"));
        QCOMPARE(tile->detail(),
                 QStringLiteral("withheld: context above the model's 40,960 tokens"));
    }

    // The search keeps the scenario's model and context: above the model's length it plans no
    // configuration and says why.
    void searchAboveTheModelsLengthSaysWhy()
    {
        Scenario s = window_->controller()->scenario();
        s.model.maxContextTokens = 40960;
        s.workload.contextTokens = 65536;
        window_->controller()->resetScenario(s);
        RecommendWindow* w = window_->recommendWindow();
        w->searchButton()->click();
        QTRY_VERIFY_WITH_TIMEOUT(!w->searching(), 20000);
        QVERIFY(w->result().refused);
        QCOMPARE(w->result().searched, std::uint64_t(0));
        QVERIFY2(w->summary()->text().startsWith(
                     QStringLiteral("No configuration: workload.context_tokens 65,536 is more")),
                 qPrintable(w->summary()->text()));
    }
};

QTEST_MAIN(TestRecommendWindow)

} // namespace tst_recommend_window

#include "tst_recommend_window.moc"
