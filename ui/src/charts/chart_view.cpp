// SPDX-License-Identifier: GPL-3.0-or-later
#include "charts/chart_view.h"

#include "kvplan/ui/format.h"
#include "kvplan/ui/language.h"
#include "views/elided_label.h"

#include <QLabel>
#include <QVBoxLayout>
#include <qcustomplot.h>

namespace kvp::ui {

ChartView::ChartView(const QString& title, QWidget* parent)
    : QWidget(parent), title_(new QLabel(title, this)), caption_(new ElidedLabel(this)),
      plot_(new QCustomPlot(this))
{
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(6, 4, 6, 4);
    layout->setSpacing(2);
    QFont titleFont = title_->font();
    titleFont.setBold(true);
    titleFont.setPointSizeF(titleFont.pointSizeF() * 1.1);
    title_->setFont(titleFont);
    caption_->setObjectName(QStringLiteral("caption"));
    layout->addWidget(title_);
    layout->addWidget(plot_, 1);
    layout->addWidget(caption_);
    plot_->setMinimumHeight(100);
    // Tick labels in the language's marks (German 17,5); English keeps QCustomPlot's own.
    if (currentLanguage() != QLatin1String("en"))
        plot_->setLocale(numberLocale());
    plot_->setNoAntialiasingOnDrag(true);
    // Bars, grids and axes sit on whole pixels: antialiasing them only blurs their edges and
    // costs drawing time; curves and markers keep it.
    plot_->setNotAntialiasedElements(QCP::aeAll & ~(QCP::aePlottables | QCP::aeScatters));
    plot_->setCursor(Qt::PointingHandCursor);
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
}

void ChartView::replotLater()
{
    plot_->replot(QCustomPlot::rpQueuedReplot);
}

void ChartView::applyTheme(Theme theme)
{
    theme_ = theme;
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
