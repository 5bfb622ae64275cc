// SPDX-License-Identifier: GPL-3.0-or-later
// The main window's layout on the two screens it is shown on, a 1366 × 768 laptop and a
// 1920 × 1080 monitor, in English and German, by widget geometry (issue #28): every chart is on
// a tab and, on its tab, wholly inside what is seen, with its axes and legend inside its plot;
// an empty chart is one line of words; every key-figure tile's title fits its label or is elided
// with the whole title in its tooltip.
#include <QDockWidget>
#include <QLabel>
#include <QMainWindow>
#include <QTabBar>
#include <QTest>
#include <algorithm>
#include <qcustomplot.h>

#include "charts/chart_view.h"
#include "charts/charts_panel.h"
#include "controller/controller.h"
#include "golden.h"
#include "kvplan/ui/language.h"
#include "kvplan/ui/scenario_file.h"
#include "main_window_fixture.h"
#include "views/elided_label.h"
#include "views/figure_tile.h"
#include "views/key_figures_panel.h"
#include "whole_on_screen.h"

namespace tst_layout {

using namespace kvp;
using namespace kvp::ui;

namespace {

QString describe(const QRect& r)
{
    return QStringLiteral("%1,%2 %3×%4").arg(r.x()).arg(r.y()).arg(r.width()).arg(r.height());
}

// What of a shown chart is cut off or squeezed, in words; empty when nothing is.
QStringList chartProblems(ChartView* chart)
{
    QStringList problems;
    const QString name = chart->objectName();
    if (!test::wholeOnScreen(chart))
        problems << name + QStringLiteral(": cut off");
    auto* title = chart->findChild<QLabel*>(QStringLiteral("title"));
    if (!test::wholeOnScreen(title) || title->heightForWidth(title->width()) > title->height())
        problems << name + QStringLiteral(": title \"%1\" cut off").arg(title->text());
    if (chart->showsEmpty()) {
        auto* empty = chart->findChild<QLabel*>(QStringLiteral("empty"));
        if (!test::wholeOnScreen(empty) || empty->heightForWidth(empty->width()) > empty->height())
            problems << name + QStringLiteral(": its line of words cut off");
        return problems;
    }
    QCustomPlot* plot = chart->plot();
    if (!test::wholeOnScreen(plot))
        problems << name + QStringLiteral(": plot cut off");
    plot->replot(QCustomPlot::rpImmediateRefresh); // lays out the axes and the legend
    const QRect viewport = plot->viewport();
    for (QCPAxisRect* rect : plot->axisRects())
        if (!viewport.contains(rect->outerRect()) || rect->height() < 16 || rect->width() < 60)
            problems << name + QStringLiteral(": axes %1 in %2")
                                   .arg(describe(rect->outerRect()), describe(viewport));
    QCPLegend* legend = plot->legend;
    if (legend && legend->visible()) {
        // Inner rectangles: what is drawn, not the margins around it.
        if (!viewport.contains(legend->rect()))
            problems << name + QStringLiteral(": legend %1 in %2")
                                   .arg(describe(legend->rect()), describe(viewport));
        for (int i = 0; i < legend->itemCount(); ++i) {
            const QCPLayoutElement* item = legend->item(i);
            if (!item || !item->visible()) // an empty cell of the last row, a hidden entry
                continue;
            const QSize needs = item->minimumOuterSizeHint();
            if (!viewport.contains(item->rect()) || item->outerRect().width() < needs.width())
                problems << name + QStringLiteral(": legend entry %1 %2 needs %3 px")
                                       .arg(i)
                                       .arg(describe(item->rect()))
                                       .arg(needs.width());
        }
    }
    return problems;
}

// What of the key-figure tiles is cut off, in words.
QStringList tileProblems(const KeyFiguresPanel* figures)
{
    QStringList problems;
    for (FigureTile* tile : figures->tiles()) {
        if (!test::wholeOnScreen(tile))
            problems << tile->figureKey() + QStringLiteral(": tile cut off");
        auto* caption = tile->findChild<ElidedLabel*>(QStringLiteral("caption"));
        const bool fits =
            caption->fontMetrics().horizontalAdvance(caption->text()) <= caption->width();
        if (!fits && !tile->toolTip().contains(caption->text().toHtmlEscaped()))
            problems << tile->figureKey() +
                            QStringLiteral(": title \"%1\" elided in %2 px, not in the tooltip")
                                .arg(caption->text())
                                .arg(caption->width());
    }
    return problems;
}

QString sizeText(const QSize& s)
{
    return QStringLiteral("%1×%2").arg(s.width()).arg(s.height());
}

// Why a window is larger than asked: the least sizes of its parts.
QString leastSizes(QMainWindow* window)
{
    QStringList parts{QStringLiteral("window %1 at least").arg(sizeText(window->size())),
                      QStringLiteral("central ") +
                          sizeText(window->centralWidget()->minimumSizeHint())};
    for (QDockWidget* dock : window->findChildren<QDockWidget*>())
        parts << dock->objectName() + QLatin1Char(' ') + sizeText(dock->minimumSizeHint());
    auto* mainWindow = static_cast<ui::MainWindow*>(window);
    parts << QStringLiteral("figures ") + sizeText(mainWindow->keyFigures()->minimumSizeHint());
    ChartsPanel* tabs = mainWindow->chartsPanel();
    for (int tab = 0; tab < tabs->count(); ++tab)
        for (ChartView* chart : tabs->chartsOnTab(tab))
            parts << chart->objectName() + QLatin1Char(' ') + sizeText(chart->minimumSizeHint()) +
                         QStringLiteral(" plot ") +
                         sizeText(static_cast<QWidget*>(chart->plot())->minimumSizeHint());
    return parts.join(QStringLiteral("; "));
}

} // namespace

class TestLayout : public test::MainWindowTest {
    Q_OBJECT
private slots:
    void initTestCase() { QVERIFY(setUpProcess()); }
    void cleanup()
    {
        closeWindow();
        setLanguage(QStringLiteral("en"));
    }

    void everyChartAndTileIsWhole_data()
    {
        QTest::addColumn<QSize>("size");
        QTest::addColumn<QString>("language");
        QTest::addColumn<QString>("scenario"); // empty: the worked example (no traffic)
        const QString chat = QStringLiteral("chat-assistant-2000.kvplan.json");
        for (const QSize size : {QSize(1366, 768), QSize(1920, 1080)})
            for (const char* language : {"en", "de"})
                for (const QString& scenario : {QString(), chat})
                    QTest::addRow("%dx%d, %s, %s", size.width(), size.height(), language,
                                  scenario.isEmpty() ? "worked example" : "chat assistant")
                        << size << QString::fromLatin1(language) << scenario;
    }

    // Each tab in turn: its charts whole, their axes and legends inside their plots; the tabs'
    // titles all shown (no scroll arrows); the tiles whole, their titles read in full.
    void everyChartAndTileIsWhole()
    {
        QFETCH(QSize, size);
        QFETCH(QString, language);
        QFETCH(QString, scenario);
        setLanguage(language);
        QVERIFY(openWindow());
        if (!scenario.isEmpty())
            window_->controller()->resetScenario(loadScenarioFile(test::testDataPath(scenario)));
        window_->controller()->waitForSimulations();
        window_->resize(size);
        QCoreApplication::processEvents();
        QVERIFY2(window_->size() == size, qPrintable(leastSizes(window_.get())));

        QStringList problems = tileProblems(window_->keyFigures());
        ChartsPanel* tabs = window_->chartsPanel();
        QTabBar* bar = tabs->tabBar();
        if (bar->sizeHint().width() > bar->width() || !test::wholeOnScreen(bar))
            problems << QStringLiteral("tab bar: needs %1 px, has %2")
                            .arg(bar->sizeHint().width())
                            .arg(bar->width());
        int charts = 0;
        for (int tab = 0; tab < tabs->count(); ++tab) {
            tabs->setCurrentIndex(tab);
            QCoreApplication::sendPostedEvents(nullptr, QEvent::LayoutRequest);
            QCoreApplication::processEvents();
            for (ChartView* chart : tabs->chartsOnTab(tab)) {
                problems << chartProblems(chart);
                ++charts;
            }
        }
        QCOMPARE(charts, int(window_->charts().size()));
        QVERIFY2(problems.isEmpty(), qPrintable(problems.join(QLatin1Char('\n'))));
    }

    // Without a traffic section the hit-rate chart is one line saying what to describe, not
    // empty axes; with one, its bars.
    void anEmptyChartSaysWhatToEnter()
    {
        QVERIFY(openWindow());
        ChartView* chart = window_->chart(QStringLiteral("hitRateChart"));
        window_->chartsPanel()->showChart(chart);
        QVERIFY(chart->showsEmpty());
        auto* empty = chart->findChild<QLabel*>(QStringLiteral("empty"));
        QVERIFY(empty->isVisible() && !chart->plot()->isVisible());
        QVERIFY2(empty->text().startsWith(QStringLiteral("Describe the traffic")),
                 qPrintable(empty->text()));
        window_->controller()->resetScenario(loadScenarioFile(
            test::testDataPath(QStringLiteral("chat-assistant-2000.kvplan.json"))));
        QVERIFY(!chart->showsEmpty());
        QVERIFY(chart->plot()->isVisible() && !empty->isVisible());
    }

    // Only the charts on the tab shown take a new plan and draw; another tab's take it and draw
    // when their tab is chosen.
    void onlyTheChartsOnTheTabShownDraw()
    {
        QVERIFY(openWindow());
        window_->replotNow();
        ChartsPanel* tabs = window_->chartsPanel();
        tabs->setCurrentIndex(0);
        ChartView* nvme = window_->chart(QStringLiteral("nvmeChart"));
        const QString nvmeBefore = nvme->caption();
        window_->controller()->edit(QStringLiteral("Change users"), {},
                                    [](Scenario& s) { s.workload.users += 7; });
        window_->controller()->waitForSimulations();
        QCoreApplication::processEvents();
        const std::vector<ChartView*> shown = tabs->chartsOnTab(0);
        for (ChartView* chart : window_->charts()) {
            const bool onTab = std::find(shown.begin(), shown.end(), chart) != shown.end();
            // A chart on screen has drawn at the event-loop turn; one off screen waits.
            QVERIFY2(!onTab || !chart->dirty(), qPrintable(chart->objectName()));
        }
        // The NVMe writes grow with the users, but the chart is on a tab not shown: it has not
        // taken the plan yet, so it has nothing new to draw.
        QVERIFY(std::find(shown.begin(), shown.end(), nvme) == shown.end());
        QCOMPARE(nvme->caption(), nvmeBefore);
        QVERIFY2(!nvme->dirty(), "a chart on a hidden tab took the plan");
        window_->chartsPanel()->showChart(nvme);
        QVERIFY2(nvme->caption() != nvmeBefore, qPrintable(nvme->caption()));
        QTRY_VERIFY(!nvme->dirty());
    }
};

QTEST_MAIN(TestLayout)

} // namespace tst_layout

#include "tst_layout.moc"
