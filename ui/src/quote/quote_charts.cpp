// SPDX-License-Identifier: GPL-3.0-or-later
#include "quote/quote_charts.h"

#include "charts/chart_list.h"
#include "charts/chart_view.h"
#include "style/theme.h"

#include <qcustomplot.h>

namespace kvp::ui {

namespace {

// The charts size their text from the application font (theme.h's chartFont); on paper every
// text takes the document's font, keeping its size relative to the base.
class PrintFonts {
public:
    explicit PrintFonts(const QFont& base) : base_(base), screenSize_(chartFont(0).pointSizeF()) {}

    QFont operator()(const QFont& screen) const
    {
        QFont font = base_;
        const qreal difference =
            screen.pointSizeF() > 0.0 ? screen.pointSizeF() - screenSize_ : 0.0;
        font.setPointSizeF(std::max(4.0, base_.pointSizeF() + difference));
        font.setBold(screen.bold());
        return font;
    }

    void apply(QCustomPlot* plot) const
    {
        for (QCPAxisRect* rect : plot->axisRects())
            for (QCPAxis* axis : rect->axes()) {
                axis->setTickLabelFont((*this)(axis->tickLabelFont()));
                axis->setLabelFont((*this)(axis->labelFont()));
            }
        if (plot->legend) {
            // Every entry in the legend's font (entries copy the font of their moment of birth).
            plot->legend->setFont((*this)(plot->legend->font()));
            // A legend wrapped into rows (ChartView::putLegendBelow) may hold empty cells.
            for (int i = 0; i < plot->legend->itemCount(); ++i)
                if (QCPAbstractLegendItem* item = plot->legend->item(i))
                    item->setFont(plot->legend->font());
        }
        for (int i = 0; i < plot->itemCount(); ++i)
            if (auto* text = qobject_cast<QCPItemText*>(plot->item(i)))
                text->setFont((*this)(text->font()));
    }

private:
    QFont base_;
    qreal screenSize_;
};

} // namespace

PrintedCharts::PrintedCharts(const Scenario& scenario, const SizingResult& result,
                             const QFont& font)
{
    bool openHalfRow = false; // the last row holds one half-width chart
    for (const ChartEntry& entry : chartList()) {
        if (entry.print == ChartPrint::No)
            continue;
        const int index = count();
        charts_.emplace_back(entry.make());
        if (entry.print == ChartPrint::PowerPage) {
            powerRows_.push_back({{index}, entry.printHeight});
            continue;
        }
        const bool half = entry.print == ChartPrint::HalfWidth;
        if (half && openHalfRow) {
            rows_.back().indices.push_back(index);
            rows_.back().plotHeight = std::max(rows_.back().plotHeight, entry.printHeight);
            openHalfRow = false;
        } else {
            rows_.push_back({{index}, entry.printHeight});
            openHalfRow = half;
        }
    }
    QFont scaled = font;
    scaled.setPointSizeF(font.pointSizeF() * kLayoutScale);
    const PrintFonts fonts(scaled);
    for (const auto& chart : charts_) {
        chart->applyTheme(Theme::Light);
        chart->showResult(scenario, result);
        fonts.apply(chart->plot());
    }
}

PrintedCharts::~PrintedCharts() = default;

QString PrintedCharts::title(int index) const
{
    return charts_.at(std::size_t(index))->title();
}

QString PrintedCharts::caption(int index) const
{
    return charts_.at(std::size_t(index))->caption();
}

void PrintedCharts::draw(QCPPainter& painter, int index, const QRectF& rect) const
{
    QCustomPlot* plot = charts_.at(std::size_t(index))->plot();
    painter.save();
    painter.translate(rect.topLeft());
    painter.scale(1.0 / kLayoutScale, 1.0 / kLayoutScale);
    plot->toPainter(&painter, int(rect.width() * kLayoutScale), int(rect.height() * kLayoutScale));
    painter.restore();
}

} // namespace kvp::ui
