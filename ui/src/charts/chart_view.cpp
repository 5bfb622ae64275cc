// SPDX-License-Identifier: GPL-3.0-or-later
#include "charts/chart_view.h"

#include "kvplan/ui/format.h"
#include "kvplan/ui/language.h"
#include "views/elided_label.h"

#include <QDataStream>
#include <QEvent>
#include <QLabel>
#include <QVBoxLayout>
#include <algorithm>
#include <qcustomplot.h>
#include <typeinfo>
#include <vector>

namespace kvp::ui {

namespace {

// What a plot draws, as bytes: its plottables' data, names, visibility, pens and brushes; its
// items' positions, texts, pens and brushes; its axes' ranges, labels and ticks; the legend.
// Equal bytes draw the same picture at the same size (a resize replots by itself).
QByteArray drawnContents(QCustomPlot* plot)
{
    QByteArray bytes;
    QDataStream out(&bytes, QIODevice::WriteOnly);
    for (int i = 0; i < plot->plottableCount(); ++i) {
        QCPAbstractPlottable* p = plot->plottable(i);
        out << p->name() << p->visible() << p->pen() << p->brush() << p->layer()->name();
        if (auto* bars = qobject_cast<QCPBars*>(p))
            out << bars->width() << quintptr(bars->barBelow());
        if (auto* graph = qobject_cast<QCPGraph*>(p))
            out << int(graph->lineStyle()) << graph->scatterStyle().size()
                << int(graph->scatterStyle().shape());
        if (QCPPlottableInterface1D* data = p->interface1D()) {
            out << data->dataCount();
            for (int d = 0; d < data->dataCount(); ++d)
                out << data->dataMainKey(d) << data->dataMainValue(d);
        }
    }
    for (int i = 0; i < plot->itemCount(); ++i) {
        QCPAbstractItem* item = plot->item(i);
        out << QByteArray(item->metaObject()->className()) << item->visible()
            << item->layer()->name();
        for (const QCPItemPosition* position : item->positions())
            out << position->coords() << int(position->typeX()) << int(position->typeY());
        if (auto* text = qobject_cast<QCPItemText*>(item))
            out << text->text() << text->color() << text->font() << text->brush() << text->pen()
                << int(text->positionAlignment()) << int(text->textAlignment()) << text->rotation();
        else if (auto* rect = qobject_cast<QCPItemRect*>(item))
            out << rect->pen() << rect->brush();
        else if (auto* line = qobject_cast<QCPItemLine*>(item))
            out << line->pen() << int(line->head().style()) << int(line->tail().style());
        else if (auto* straight = qobject_cast<QCPItemStraightLine*>(item))
            out << straight->pen();
    }
    for (QCPAxisRect* rect : plot->axisRects())
        for (QCPAxis* axis : rect->axes()) {
            out << axis->visible() << axis->label() << axis->range().lower << axis->range().upper
                << axis->rangeReversed() << int(axis->scaleType()) << axis->tickLabels()
                << axis->ticks() << axis->grid()->visible();
            const QSharedPointer<QCPAxisTicker> ticker = axis->ticker();
            out << QByteArray(typeid(*ticker).name()) << ticker->tickCount()
                << ticker->tickOrigin();
            if (auto text = ticker.dynamicCast<QCPAxisTickerText>())
                out << text->ticks();
            else if (auto fixed = ticker.dynamicCast<QCPAxisTickerFixed>())
                out << fixed->tickStep() << int(fixed->scaleStrategy());
            else if (auto log = ticker.dynamicCast<QCPAxisTickerLog>())
                out << log->logBase() << log->subTickCount();
        }
    if (plot->legend)
        out << plot->legend->visible() << plot->legend->itemCount() << plot->legend->wrap();
    return bytes;
}

// The least width of `legend` with its visible entries in `columns` columns, row by row.
int legendWidth(const QCPLegend* legend, int columns)
{
    std::vector<int> widths(std::size_t(columns), 0);
    for (int i = 0; i < legend->itemCount(); ++i) {
        const QCPLayoutElement* item = legend->item(i);
        int& width = widths[std::size_t(i % columns)];
        if (item && item->visible())
            width = std::max(width, item->minimumOuterSizeHint().width());
    }
    int total = legend->margins().left() + legend->margins().right() +
                legend->columnSpacing() * (columns - 1);
    for (int width : widths)
        total += width;
    return total;
}

} // namespace

ChartView::ChartView(const QString& title, QWidget* parent)
    : QWidget(parent), title_(new QLabel(title, this)), caption_(new ElidedLabel(this)),
      empty_(new QLabel(this)), plot_(new QCustomPlot(this))
{
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(6, 4, 6, 4);
    layout->setSpacing(2);
    QFont titleFont = title_->font();
    titleFont.setBold(true);
    titleFont.setPointSizeF(titleFont.pointSizeF() * 1.1);
    title_->setFont(titleFont);
    title_->setObjectName(QStringLiteral("title"));
    // A long title (German) takes a second line on a narrow screen, not the window's width.
    title_->setWordWrap(true);
    caption_->setObjectName(QStringLiteral("caption"));
    layout->addWidget(title_);
    layout->addWidget(plot_, 1);
    layout->addWidget(caption_);
    empty_->setObjectName(QStringLiteral("empty"));
    empty_->setAlignment(Qt::AlignCenter);
    empty_->setWordWrap(true); // one line where there is room, never clipped where there is not
    empty_->setForegroundRole(QPalette::PlaceholderText);
    empty_->hide();
    layout->addWidget(empty_, 1);
    plot_->setMinimumHeight(100);
    // Not the width of its legend in one row (QCustomPlot's minimumSizeHint): fitLegend wraps it.
    plot_->setMinimumWidth(160);
    // Tick labels in the language's marks (German 17,5); English keeps QCustomPlot's own.
    if (currentLanguage() != QLatin1String("en"))
        plot_->setLocale(numberLocale());
    plot_->setNoAntialiasingOnDrag(true);
    // Bars, grids and axes sit on whole pixels: antialiasing them only blurs their edges and
    // costs drawing time; curves and markers keep it.
    plot_->setNotAntialiasedElements(QCP::aeAll & ~(QCP::aePlottables | QCP::aeScatters));
    plot_->setCursor(Qt::PointingHandCursor);
    // Whatever draws the plot (a queued replot, a resize) draws its current contents.
    connect(plot_, &QCustomPlot::afterReplot, this, [this] {
        dirty_ = false;
        drawn_ = drawnContents(plot_);
    });
    // A dirty chart coming into view (scrolled to, its dock or window shown) draws before it
    // is painted.
    plot_->installEventFilter(this);
    connect(plot_, &QCustomPlot::plottableClick, this,
            [this](QCPAbstractPlottable* plottable, int, QMouseEvent*) {
                const auto it = figures_.constFind(plottable);
                if (it != figures_.constEnd())
                    emit figureActivated(*it);
            });
}

QString ChartView::title() const
{
    return title_->text();
}

QString ChartView::caption() const
{
    return caption_->text();
}

void ChartView::setCaption(const QString& text)
{
    // One line: on a narrow window it ends in "…" and the tooltip has it all.
    caption_->setText(text);
    caption_->setToolTip(text);
    if (empty_->isHidden())
        return;
    empty_->hide();
    plot_->show();
    caption_->show();
}

void ChartView::showEmpty(const QString& whatToEnter)
{
    caption_->setText(whatToEnter);
    caption_->setToolTip(whatToEnter);
    empty_->setText(whatToEnter);
    if (!empty_->isHidden())
        return;
    plot_->hide(); // hidden, it does not draw (exposed()): it draws when shown again
    caption_->hide();
    empty_->show();
}

bool ChartView::showsEmpty() const
{
    return !empty_->isHidden();
}

void ChartView::replotLater()
{
    fitLegend(); // new names may be wider or narrower
    if (!dirty_ && !drawn_.isEmpty() && drawnContents(plot_) == drawn_)
        return; // the picture would not change
    dirty_ = true;
    if (exposed())
        plot_->replot(QCustomPlot::rpQueuedReplot);
}

bool ChartView::replotIfDirty()
{
    if (!dirty_ || !exposed())
        return false;
    plot_->replot(QCustomPlot::rpImmediateRefresh);
    return true;
}

bool ChartView::exposed() const
{
    // visibleRegion() is clipped by every parent: empty when scrolled out of the viewport.
    return plot_->isVisible() && !plot_->visibleRegion().isEmpty();
}

bool ChartView::eventFilter(QObject* watched, QEvent* event)
{
    // rpQueuedRefresh: drawn into the plot's buffers now, which this paint then shows.
    if (watched == plot_ && event->type() == QEvent::Paint && dirty_)
        plot_->replot(QCustomPlot::rpQueuedRefresh);
    // Before the plot's own resizeEvent lays it out and draws it.
    if (watched == plot_ && event->type() == QEvent::Resize)
        fitLegend();
    return QWidget::eventFilter(watched, event);
}

void ChartView::fitLegend()
{
    QCPLegend* legend = plot_->legend;
    // A chart of a window never shown (the quote's: it lays out at the paper's width) keeps
    // its own columns.
    if (!legend || !legend->visible() || legend->layout() != plot_->plotLayout() ||
        !window()->isVisible())
        return;
    if (legendColumns_ == 0)
        legendColumns_ = legend->wrap() > 0 ? legend->wrap() : std::max(1, legend->itemCount());
    int columns = legendColumns_;
    while (columns > 1 && legendWidth(legend, columns) > plot_->width())
        --columns;
    if (columns == legend->wrap())
        return;
    legend->setWrap(columns);
    legend->setFillOrder(QCPLayoutGrid::foColumnsFirst); // rearranges the entries
    plot_->updateGeometry();                             // more rows, more height
}

void ChartView::applyTheme(Theme theme)
{
    theme_ = theme;
    drawn_.clear(); // colours, fonts and pens change: draw again
    plot_->setBackground(colors().background);
    for (QCPAxisRect* rect : plot_->axisRects())
        styleAxisRect(rect);
    if (plot_->legend)
        styleLegend(plot_->legend);
    restyle();
    replotLater();
}

void ChartView::styleAxisRect(QCPAxisRect* rect) const
{
    const ChartColors& c = colors();
    rect->setBackground(c.background);
    for (QCPAxis* axis : rect->axes()) {
        axis->setBasePen(QPen(c.axis, 1));
        axis->setTickPen(QPen(c.axis, 1));
        axis->setSubTickPen(QPen(c.axis, 1));
        axis->setTickLabelColor(c.text);
        axis->setLabelColor(c.mutedText);
        axis->setTickLabelFont(chartFont(0));
        axis->setLabelFont(chartFont(0));
        axis->grid()->setPen(QPen(c.grid, 1, Qt::SolidLine));
        axis->grid()->setZeroLinePen(QPen(c.axis, 1));
        axis->grid()->setSubGridVisible(false);
    }
}

void ChartView::styleLegend(QCPLegend* legend) const
{
    const ChartColors& c = colors();
    legend->setBrush(QBrush(c.background));
    legend->setBorderPen(Qt::NoPen);
    legend->setTextColor(c.text);
    legend->setFont(chartFont(0));
    legend->setIconSize(14, 12);
}

void ChartView::styleBars(QCPBars* bars, const QColor& colour, Qt::BrushStyle pattern) const
{
    if (pattern == Qt::SolidPattern) {
        bars->setBrush(colour);
        bars->setPen(QPen(colour.darker(115), 1));
    } else {
        bars->setBrush(QBrush(colour, pattern));
        bars->setPen(QPen(colour, 1.5));
    }
}

QCPBars* ChartView::addBars(const char* name, double width, QCPAxisRect* rect) const
{
    QCPAxisRect* on = rect ? rect : plot_->axisRect();
    auto* bars = new QCPBars(on->axis(QCPAxis::atLeft), on->axis(QCPAxis::atBottom));
    bars->setObjectName(QString::fromLatin1(name));
    bars->setWidth(width);
    bars->setStackingGap(0);
    bars->setAntialiased(false);
    return bars;
}

void ChartView::putLegendBelow(int columns)
{
    QCPLegend* legend = plot_->legend;
    legend->setVisible(true);
    legend->setWrap(columns);
    legend->setFillOrder(QCPLayoutGrid::foColumnsFirst); // rearranges the entries already in
    plot_->axisRect()->insetLayout()->take(legend);
    plot_->plotLayout()->addElement(1, 0, legend);
    plot_->plotLayout()->setRowStretchFactor(1, 0.001);
    plot_->plotLayout()->setRowSpacing(2);
}

QCPGraph* ChartView::addLineGraph(const char* name)
{
    QCPGraph* graph = plot_->addGraph();
    graph->setObjectName(QString::fromLatin1(name));
    graph->setLineStyle(QCPGraph::lsLine);
    return graph;
}

void ChartView::styleLine(QCPGraph* graph, const QColor& colour, Qt::PenStyle line)
{
    graph->setPen(QPen(colour, 2, line));
    graph->setScatterStyle(QCPScatterStyle(QCPScatterStyle::ssDisc, colour, colour, 5));
}

void ChartView::setMinimumPlotHeight(int pixels)
{
    plot_->setMinimumHeight(pixels);
}

void ChartView::explainOnClick(QCPAbstractPlottable* plottable, const QString& figureKey)
{
    figures_.insert(plottable, figureKey);
}

} // namespace kvp::ui
