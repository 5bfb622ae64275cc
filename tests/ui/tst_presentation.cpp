// SPDX-License-Identifier: GPL-3.0-or-later
// Presentation mode (F11, issue #28), offscreen: the key figures and the chart in front, large,
// whole on the screen (offscreen's, 800 × 600) and at 1366 × 768, without the form, docks, menus
// or status bar; another chart with →; Esc and F11 put the window back exactly as it was; the
// customer's language (quote.language) on the shared screen while the editor keeps its own.
#include <QDockWidget>
#include <QLabel>
#include <QMenuBar>
#include <QScreen>
#include <QStatusBar>
#include <QTest>
#include <qcustomplot.h>

#include "charts/chart_view.h"
#include "charts/charts_panel.h"
#include "controller/controller.h"
#include "forms/forms_panel.h"
#include "kvplan/ui/language.h"
#include "main_window_fixture.h"
#include "views/elided_label.h"
#include "views/figure_tile.h"
#include "views/key_figures_panel.h"
#include "views/presentation_mode.h"
#include "whole_on_screen.h"

namespace tst_presentation {

using namespace kvp;
using namespace kvp::ui;

namespace {

// What of the presentation is cut off, in words: every tile and its title; the chart, its title,
// and its axes and legend inside its plot (or its line of words when it has nothing to show).
QStringList presentationProblems(const PresentationView* view)
{
    QStringList problems;
    for (FigureTile* tile : view->keyFigures()->tiles()) {
        if (!test::wholeOnScreen(tile))
            problems << tile->figureKey() + QStringLiteral(": tile cut off");
        auto* caption = tile->findChild<ElidedLabel*>(QStringLiteral("caption"));
        if (caption->fontMetrics().horizontalAdvance(caption->text()) > caption->width() &&
            !tile->toolTip().contains(caption->text().toHtmlEscaped()))
            problems << tile->figureKey() + QStringLiteral(": title elided, not in the tooltip");
    }
    ChartView* chart = view->chart();
    if (!test::wholeOnScreen(chart))
        problems << QStringLiteral("chart cut off");
    auto* title = chart->findChild<QLabel*>(QStringLiteral("title"));
    if (!test::wholeOnScreen(title) || title->heightForWidth(title->width()) > title->height())
        problems << QStringLiteral("chart title cut off");
    if (chart->showsEmpty())
        return problems;
    QCustomPlot* plot = chart->plot();
    if (!test::wholeOnScreen(plot))
        problems << QStringLiteral("plot cut off");
    plot->replot(QCustomPlot::rpImmediateRefresh);
    const QRect viewport = plot->viewport();
    for (QCPAxisRect* rect : plot->axisRects())
        if (!viewport.contains(rect->outerRect()) || rect->height() < 40)
            problems << QStringLiteral("axes squeezed or outside the plot");
    if (QCPLegend* legend = plot->legend; legend && legend->visible()) {
        if (!viewport.contains(legend->rect()))
            problems << QStringLiteral("legend outside the plot");
        for (int i = 0; i < legend->itemCount(); ++i) {
            const QCPLayoutElement* item = legend->item(i);
            if (item && item->visible() &&
                (!viewport.contains(item->rect()) ||
                 item->outerRect().width() < item->minimumOuterSizeHint().width()))
                problems << QStringLiteral("legend entry %1 cut off").arg(i);
        }
    }
    return problems;
}

QAction* presentationAction(const QWidget* window)
{
    for (QAction* a : window->findChildren<QAction*>())
        if (a->shortcut() == QKeySequence(Qt::Key_F11))
            return a;
    return nullptr;
}

} // namespace

class TestPresentation : public test::MainWindowTest {
    Q_OBJECT
private slots:
    void initTestCase() { QVERIFY(setUpProcess()); }
    void cleanup()
    {
        closeWindow();
        setLanguage(QStringLiteral("en"));
    }

    void entersAndLeavesRestoringTheWindow()
    {
        QVERIFY(openWindow());
        MainWindow* window = window_.get();
        window->controller()->waitForSimulations();
        ChartsPanel* tabs = window->chartsPanel();
        tabs->setCurrentIndex(5); // Power and racks: the node's power on the left
        QCoreApplication::processEvents();
        const QRect geometry = window->geometry();
        const Qt::WindowStates state = window->windowState();
        const QByteArray docks = window->saveState();
        QWidget* central = window->centralWidget();

        QAction* present = presentationAction(window);
        QVERIFY(present);
        present->trigger();
        PresentationMode* mode = window->presentation();
        QVERIFY(mode->isActive() && present->isChecked());
        PresentationView* view = mode->view();
        QCOMPARE(window->centralWidget(), view);
        QTRY_VERIFY(window->isFullScreen());
        QCoreApplication::processEvents();
        // No editing chrome.
        QVERIFY(!window->menuBar()->isVisible() && !window->statusBar()->isVisible());
        for (QDockWidget* dock : window->findChildren<QDockWidget*>())
            QVERIFY2(!dock->isVisible(), qPrintable(dock->objectName()));
        QVERIFY(!window->forms()->isVisible() && !central->isVisible());
        // The chart in front, and the figures, whole on the screen (offscreen's is 800 × 600).
        QCOMPARE(view->chart()->objectName(), QStringLiteral("nodePowerChart"));
        QVERIFY(window->screen()->geometry().contains(window->geometry()));
        QStringList problems = presentationProblems(view);
        QVERIFY2(problems.isEmpty(), qPrintable(problems.join(QLatin1Char('\n'))));
        // On a 1366 × 768 screen (the tiles take more columns once the width is known: then
        // the height).
        for (int i = 0; i < 2; ++i) {
            window->resize(1366, 768);
            QCoreApplication::sendPostedEvents(nullptr, QEvent::LayoutRequest);
            QCoreApplication::processEvents();
        }
        QCOMPARE(window->size(), QSize(1366, 768));
        problems = presentationProblems(view);
        QVERIFY2(problems.isEmpty(), qPrintable(problems.join(QLatin1Char('\n'))));
        // Larger than the editor's figures: the value of a tile, in points.
        const auto valueSize = [](const KeyFiguresPanel* figures) {
            return figures->tiles()
                .front()
                ->findChild<QLabel*>(QStringLiteral("value"))
                ->font()
                .pointSizeF();
        };
        QVERIFY(valueSize(view->keyFigures()) > valueSize(window->keyFigures()));
        QVERIFY(view->chart()->plot()->xAxis->tickLabelFont().pointSizeF() >
                window->chart(QStringLiteral("nodePowerChart"))
                    ->plot()
                    ->xAxis->tickLabelFont()
                    .pointSizeF());
        // The same figures as the editor's tiles (core's, in the same language here).
        QCOMPARE(view->keyFigures()->tiles().front()->value(),
                 window->keyFigures()->tiles().front()->value());
        // → the next chart of the list (the racks), ← back.
        QTest::keyClick(view, Qt::Key_Right);
        QCOMPARE(view->chart()->objectName(), QStringLiteral("rackChart"));
        QTest::keyClick(view, Qt::Key_Left);
        QCOMPARE(view->chart()->objectName(), QStringLiteral("nodePowerChart"));

        // Esc: the window as it was.
        QTest::keyClick(view, Qt::Key_Escape);
        QTRY_VERIFY(!mode->isActive());
        QVERIFY(!present->isChecked());
        QCOMPARE(window->centralWidget(), central);
        QTRY_COMPARE(window->windowState(), state);
        QTRY_COMPARE(window->geometry(), geometry);
        QVERIFY(window->menuBar()->isVisible() && window->statusBar()->isVisible());
        QVERIFY(window->forms()->isVisible() && central->isVisible());
        QCOMPARE(tabs->currentIndex(), 5);
        QCoreApplication::processEvents();
        QCOMPARE(window->saveState(), docks);

        // F11 in and out again (the window's own shortcut: the menu bar is hidden meanwhile).
        QTest::keyClick(window, Qt::Key_F11);
        QVERIFY(mode->isActive());
        QTest::keyClick(mode->view(), Qt::Key_F11);
        QTRY_VERIFY(!mode->isActive());
        QTRY_COMPARE(window->geometry(), geometry);
    }

    // A German customer's quote in an English program: the shared screen speaks German (words
    // and number marks), the editor English before and after.
    void speaksTheCustomersLanguage()
    {
        QVERIFY(openWindow());
        MainWindow* window = window_.get();
        window->controller()->edit(QStringLiteral("Quote in German"), {},
                                   [](Scenario& s) { s.quote.language = "de"; });
        window->chartsPanel()->setCurrentIndex(0);
        presentationAction(window)->trigger();
        PresentationView* view = window->presentation()->view();
        QVERIFY(view);
        QCOMPARE(currentLanguage(), QStringLiteral("en"));
        // The GPU chart's title and the first tile's, as kvplan_de.ts has them.
        QCOMPARE(view->chart()->title(), QStringLiteral("Grafikspeicher je Karte"));
        QCOMPARE(window->chart(QStringLiteral("gpuCacheChart"))->title(),
                 QStringLiteral("GPU memory per card"));
        auto* caption =
            view->keyFigures()->tiles().front()->findChild<ElidedLabel*>(QStringLiteral("caption"));
        QCOMPARE(caption->text(), QStringLiteral("Konversationen auf GPUs"));
        // The worked example's node draws 4,276 W: "4.276 W" in German.
        bool germanMarks = false;
        for (FigureTile* tile : view->keyFigures()->tiles())
            germanMarks = germanMarks || tile->value() == QStringLiteral("4.276 W");
        QVERIFY(germanMarks);
        QTest::keyClick(view, Qt::Key_Escape);
        QTRY_VERIFY(!window->presentation()->isActive());
        QCOMPARE(currentLanguage(), QStringLiteral("en"));
    }
};

QTEST_MAIN(TestPresentation)

} // namespace tst_presentation

#include "tst_presentation.moc"
