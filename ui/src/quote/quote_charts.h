// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// The desktop app's charts that charts/chart_list.h gives a width on paper, drawn for print: the
// same chart classes fed the same plan, in the light theme, with the document's font, painted as
// vector graphics (QCustomPlot::toPainter) into a page. A chart is laid out at kLayoutScale × its
// size on paper and drawn scaled down, so that QCustomPlot's paddings, ticks and legend icons
// (fixed in its units) keep the proportions they have on screen, and its lines come out finer.

#include "kvplan/plan.h"

#include <QFont>
#include <QRectF>
#include <QString>
#include <memory>
#include <vector>

class QCPPainter;

namespace kvp::ui {

class ChartView;

class PrintedCharts {
public:
    static constexpr qreal kLayoutScale = 1.5;

    // `font`: the document's chart font; smaller chart text keeps its difference to it.
    PrintedCharts(const Scenario& scenario, const SizingResult& result, const QFont& font);
    ~PrintedCharts();

    // Charts side by side on one row of the page, `plotHeight` points high.
    struct Row {
        std::vector<int> indices;
        qreal plotHeight = 0.0;
    };

    int count() const { return int(charts_.size()); }
    // The rows of "Why this configuration", and of the power, cooling and racks page.
    const std::vector<Row>& rows() const { return rows_; }
    const std::vector<Row>& powerRows() const { return powerRows_; }
    QString title(int index) const;
    QString caption(int index) const;
    // Draws chart `index` with its top left corner at rect's (the painter is left as it was).
    void draw(QCPPainter& painter, int index, const QRectF& rect) const;

private:
    std::vector<std::unique_ptr<ChartView>> charts_;
    std::vector<Row> rows_;
    std::vector<Row> powerRows_;
};

} // namespace kvp::ui
