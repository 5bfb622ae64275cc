// SPDX-License-Identifier: GPL-3.0-or-later
#include "views/presentation_mode.h"

#include "charts/chart_list.h"
#include "charts/chart_view.h"
#include "charts/charts_panel.h"
#include "controller/controller.h"
#include "kvplan/ui/core_words.h"
#include "kvplan/ui/language.h"
#include "views/figure_tile.h"
#include "views/key_figures_panel.h"

#include <QDockWidget>
#include <QHBoxLayout>
#include <QKeyEvent>
#include <QLabel>
#include <QMainWindow>
#include <QMenuBar>
#include <QScreen>
#include <QStatusBar>
#include <QToolBar>
#include <QVBoxLayout>
#include <algorithm>
#include <cstring>
#include <qcustomplot.h>

namespace kvp::ui {

namespace {

void scaleFont(QWidget* widget, qreal factor, bool bold = false)
{
    QFont font = widget->font();
    font.setPointSizeF(font.pointSizeF() * factor);
    if (bold)
        font.setBold(true);
    widget->setFont(font);
}

} // namespace

PresentationView::PresentationView(const QString& language, Theme theme, qreal scale,
                                   int chartIndex, QWidget* parent)
    : QWidget(parent), language_(language), theme_(theme), scale_(scale), chartIndex_(-1)
{
    setObjectName(QStringLiteral("presentation"));
    setFocusPolicy(Qt::StrongFocus);
    // Built in the customer's language: every word below, the tiles' titles, the chart's.
    const LanguageScope speaking(language_);
    column_ = new QVBoxLayout(this);
    const int margin = qRound(16 * scale_);
    column_->setContentsMargins(margin, margin / 2, margin, margin / 2);
    column_->setSpacing(qRound(6 * scale_));

    auto* top = new QHBoxLayout;
    name_ = new QLabel(this);
    name_->setObjectName(QStringLiteral("presentationName"));
    scaleFont(name_, 1.3 * scale_, true);
    hint_ = new QLabel(tr("← → another chart · Esc: back to the editor"), this);
    hint_->setObjectName(QStringLiteral("presentationHint"));
    hint_->setForegroundRole(QPalette::PlaceholderText);
    top->addWidget(name_, 1);
    top->addWidget(hint_, 0, Qt::AlignRight | Qt::AlignVCenter);
    column_->addLayout(top);

    figures_ = new KeyFiguresPanel(this);
    for (FigureTile* tile : figures_->tiles()) {
        tile->setFocusPolicy(Qt::NoFocus); // the keys choose charts here
        for (QWidget* label : tile->findChildren<QWidget*>())
            scaleFont(label, scale_);
    }
    column_->addWidget(figures_);
    showChart(chartIndex);
}

PresentationView::~PresentationView() = default;

void PresentationView::showChart(int chartIndex)
{
    const int count = int(chartList().size());
    chartIndex_ = ((chartIndex % count) + count) % count;
    delete chart_;
    {
        const LanguageScope speaking(language_);
        chart_ = chartList()[std::size_t(chartIndex_)].make();
        chart_->setParent(this);
        chart_->setFocusPolicy(Qt::NoFocus);
        chart_->applyTheme(theme_);
        if (hasResult_)
            chart_->showResult(scenario_, result_);
    }
    for (const char* name : {"title", "caption", "empty"})
        if (auto* label = chart_->findChild<QWidget*>(QString::fromLatin1(name)))
            scaleFont(label, std::strcmp(name, "title") == 0 ? 1.15 * scale_ : scale_);
    enlargeChart();
    column_->addWidget(chart_, 1);
    emit chartChosen(chartIndex_);
}

void PresentationView::showResult(const Scenario& scenario, const SizingResult& result)
{
    scenario_ = scenario;
    result_ = result;
    hasResult_ = true;
    const LanguageScope speaking(language_);
    name_->setText(scenarioNameText(scenario));
    figures_->showResult(scenario, result);
    chart_->showResult(scenario, result);
    enlargeChart();
}

void PresentationView::enlargeChart()
{
    QCustomPlot* plot = chart_->plot();
    const auto once = [](QObject* object) {
        if (object->property("presented").toBool())
            return false;
        object->setProperty("presented", true);
        return true;
    };
    const auto grown = [this](QFont font) {
        font.setPointSizeF(font.pointSizeF() * scale_);
        return font;
    };
    for (QCPAxisRect* rect : plot->axisRects())
        for (QCPAxis* axis : rect->axes())
            if (once(axis)) {
                axis->setTickLabelFont(grown(axis->tickLabelFont()));
                axis->setLabelFont(grown(axis->labelFont()));
            }
    if (QCPLegend* legend = plot->legend) {
        if (once(legend)) {
            legend->setFont(grown(legend->font()));
            legend->setIconSize(legend->iconSize() * scale_);
        }
        for (int i = 0; i < legend->itemCount(); ++i)
            if (QCPAbstractLegendItem* item = legend->item(i))
                item->setFont(legend->font());
    }
    for (int i = 0; i < plot->itemCount(); ++i)
        if (auto* text = qobject_cast<QCPItemText*>(plot->item(i)); text && once(text))
            text->setFont(grown(text->font()));
    plot->replot(QCustomPlot::rpQueuedReplot);
}

void PresentationView::keyPressEvent(QKeyEvent* event)
{
    switch (event->key()) {
    case Qt::Key_Escape:
        emit leaveRequested();
        return;
    case Qt::Key_Right:
    case Qt::Key_PageDown:
    case Qt::Key_Space:
        showChart(chartIndex_ + 1);
        return;
    case Qt::Key_Left:
    case Qt::Key_PageUp:
    case Qt::Key_Backspace:
        showChart(chartIndex_ - 1);
        return;
    default:
        QWidget::keyPressEvent(event);
    }
}

PresentationMode::PresentationMode(QMainWindow* window, Controller* controller,
                                   std::vector<ChartView*> charts, ChartsPanel* panel,
                                   std::function<Theme()> theme)
    : QObject(window), window_(window), controller_(controller), charts_(std::move(charts)),
      panel_(panel), theme_(std::move(theme))
{
}

PresentationMode::~PresentationMode() = default;

void PresentationMode::toggle()
{
    if (isActive())
        leave();
    else
        enter();
}

void PresentationMode::enter()
{
    if (view_)
        return;
    // The chart in front: the left one of the charts' current tab.
    int chart = 0;
    const std::vector<ChartView*> onTab = panel_->chartsOnTab(panel_->currentIndex());
    if (!onTab.empty())
        chart = int(std::find(charts_.begin(), charts_.end(), onTab.front()) - charts_.begin());
    // Text about as large on a laptop's 768 rows as on a projector's 1080: a shared screen is
    // read from further away than a desk's.
    const QScreen* screen = window_->screen();
    const qreal scale = std::clamp(screen ? screen->geometry().height() / 560.0 : 1.4, 1.0, 2.5);
    const QString language = QString::fromStdString(controller_->scenario().quote.language);

    windowState_ = window_->windowState();
    geometry_ = window_->geometry();
    dockState_ = window_->saveState();
    menuBarShown_ = !window_->menuBar()->isHidden();
    statusBarShown_ = !window_->statusBar()->isHidden();
    hidden_.clear();
    for (QDockWidget* dock : window_->findChildren<QDockWidget*>())
        if (!dock->isHidden())
            hidden_.emplace_back(dock);
    for (QToolBar* bar : window_->findChildren<QToolBar*>())
        if (!bar->isHidden())
            hidden_.emplace_back(bar);
    for (const QPointer<QWidget>& widget : hidden_)
        widget->hide();
    window_->menuBar()->hide();
    window_->statusBar()->hide();

    central_ = window_->takeCentralWidget();
    view_ = new PresentationView(language, theme_(), scale, chart);
    window_->setCentralWidget(view_);
    connect(view_, &PresentationView::leaveRequested, this, &PresentationMode::leave,
            Qt::QueuedConnection);
    for (auto changed : {&Controller::resultChanged, &Controller::simulationsChanged})
        connect(controller_, changed, view_, &PresentationView::showResult);
    // The tiles take their columns from their width: laid out at the screen's before their
    // first numbers, or one column of ten would set the window's least height.
    view_->resize(screen ? screen->geometry().size() : window_->size());
    view_->layout()->activate();
    view_->showResult(controller_->scenario(), controller_->result());
    window_->showFullScreen();
    view_->setFocus(Qt::OtherFocusReason);
    emit activeChanged(true);
}

void PresentationMode::leave()
{
    if (!view_)
        return;
    QWidget* view = window_->takeCentralWidget();
    view_ = nullptr;
    view->hide();
    view->deleteLater();
    if (central_) {
        window_->setCentralWidget(central_);
        central_->show();
    }
    window_->setWindowState(windowState_);
    if (!(windowState_ & (Qt::WindowMaximized | Qt::WindowFullScreen)))
        window_->setGeometry(geometry_);
    window_->menuBar()->setVisible(menuBarShown_);
    window_->statusBar()->setVisible(statusBarShown_);
    for (const QPointer<QWidget>& widget : hidden_)
        if (widget)
            widget->show();
    hidden_.clear();
    window_->restoreState(dockState_);
    emit activeChanged(false);
}

} // namespace kvp::ui
