// SPDX-License-Identifier: GPL-3.0-or-later
// Why this configuration: the key figures as tiles and the charts of charts/chart_list.h.
#include "quote/quote_builder.h"

#include "kvplan/ui/core_words.h"
#include "kvplan/ui/format.h"
#include "quote/quote_charts.h"
#include "views/key_figures.h"

#include <algorithm>
#include <qcustomplot.h>

namespace kvp::ui {

namespace quoting {

void Builder::rationale()
{
    heading(tr("Why this configuration"), 1, true);
    paragraph(tr("The configuration is sized for %1 users with conversations of %2 tokens on "
                 "%3 × %4 per node. The figures and charts below are the ones shown during "
                 "the call, computed by KV Planner %5 from the scenario \"%6\"; the formula "
                 "and the inputs behind each figure are listed under Assumptions and "
                 "formulas.")
                  .arg(count(s_.workload.users), count(s_.workload.contextTokens),
                       count(s_.gpu.count), text(s_.gpu.name), QStringLiteral(KVPLAN_VERSION),
                       scenarioNameText(s_)),
              st_.body, st_.text, 2.0);
    keyFigureTiles();
    for (const PrintedCharts::Row& row : charts_.rows())
        chartRow(row.indices, row.plotHeight);
}

void Builder::keyFigureTiles()
{
    const QuoteStyle& st = st_;
    const std::vector<KeyFigure> figures = keyFigures(s_, r_);
    constexpr int kColumns = 3;
    constexpr qreal kGap = 8.0;
    constexpr qreal kPad = 6.0;
    const auto story = [](const KeyFigure& f) {
        return f.more.isEmpty() ? f.detail : f.more;
    };
    const auto tileHeight = [=](const TextMetrics& m, qreal tileWidth, const KeyFigure& f) {
        return 2.0 * kPad + m.lineHeight(st.small) + m.lineHeight(st.figureValue) +
               qreal(m.wrap(st.small, story(f), tileWidth - 2.0 * kPad).size()) *
                   m.lineHeight(st.small);
    };
    for (std::size_t first = 0; first < figures.size(); first += kColumns) {
        const std::vector<KeyFigure> row(figures.begin() + qsizetype(first),
                                         figures.begin() +
                                             qsizetype(std::min(figures.size(), first + kColumns)));
        const auto rowHeight = [=](const TextMetrics& m, qreal width) {
            const qreal tileWidth = (width - kGap * (kColumns - 1)) / kColumns;
            qreal tallest = 0.0;
            for (const KeyFigure& f : row)
                tallest = std::max(tallest, tileHeight(m, tileWidth, f));
            return tallest;
        };
        add(std::make_shared<pdf::CustomBlock>(
                rowHeight,
                [=](QPainter& painter, const TextMetrics& m, const QRectF& rect) {
                    const qreal tileWidth = (rect.width() - kGap * (kColumns - 1)) / kColumns;
                    for (std::size_t i = 0; i < row.size(); ++i) {
                        const QRectF tile(rect.left() + qreal(i) * (tileWidth + kGap), rect.top(),
                                          tileWidth, rect.height());
                        painter.setPen(QPen(st.light.darker(112), 0.8));
                        painter.setBrush(Qt::NoBrush);
                        painter.drawRoundedRect(tile.adjusted(0.4, 0.4, -0.4, -0.4), 3.0, 3.0);
                        painter.fillRect(
                            QRectF(tile.left(), tile.top() + 3.0, 2.5, tile.height() - 6.0),
                            st.accent);
                        const qreal inner = tileWidth - 2.0 * kPad;
                        qreal y = tile.top() + kPad;
                        painter.setPen(st.muted);
                        pdf::drawLines(painter, m, st.small, {row[i].caption}, tile.left() + kPad,
                                       y, inner);
                        y += m.lineHeight(st.small);
                        painter.setPen(st.text);
                        pdf::drawLines(painter, m, st.figureValue, {row[i].value},
                                       tile.left() + kPad, y, inner);
                        y += m.lineHeight(st.figureValue);
                        painter.setPen(st.muted);
                        pdf::drawLines(painter, m, st.small, m.wrap(st.small, story(row[i]), inner),
                                       tile.left() + kPad, y, inner);
                    }
                }),
            first == 0 ? 10.0 : kGap);
    }
}

// Charts side by side in one row, `plotHeight` high, each with its title and caption.
void Builder::chartRow(std::vector<int> indices, qreal plotHeight)
{
    const QuoteStyle& st = st_;
    const PrintedCharts& charts = charts_;
    constexpr qreal kGap = 16.0;
    const qreal columns = qreal(indices.size());
    const auto chartWidth = [=](qreal width) {
        return (width - kGap * (columns - 1)) / columns;
    };
    const auto captionLines = [=, &charts](const TextMetrics& m, qreal width, int index) {
        return m.wrap(st.small, charts.caption(index), chartWidth(width));
    };
    add(std::make_shared<pdf::CustomBlock>(
            [=](const TextMetrics& m, qreal width) {
                std::size_t lines = 0;
                for (int index : indices)
                    lines = std::max(lines, captionLines(m, width, index).size());
                return m.lineHeight(st.heading2) + 2.0 + plotHeight + 3.0 +
                       qreal(lines) * m.lineHeight(st.small);
            },
            [=, &charts](QPainter& painter, const TextMetrics& m, const QRectF& rect) {
                const qreal width = chartWidth(rect.width());
                for (std::size_t i = 0; i < indices.size(); ++i) {
                    const int index = indices[i];
                    const qreal left = rect.left() + qreal(i) * (width + kGap);
                    qreal y = rect.top();
                    painter.setPen(st.text);
                    pdf::drawLines(painter, m, st.heading2, {charts.title(index)}, left, y, width);
                    y += m.lineHeight(st.heading2) + 2.0;
                    // The document is painted with a QCPPainter (quote_pdf.cpp), which
                    // QCustomPlot needs to draw into it.
                    charts.draw(static_cast<QCPPainter&>(painter), index,
                                QRectF(left, y, width, plotHeight));
                    y += plotHeight + 3.0;
                    painter.setPen(st.muted);
                    pdf::drawLines(painter, m, st.small, captionLines(m, rect.width(), index), left,
                                   y, width);
                }
            }),
        12.0);
}

} // namespace quoting

} // namespace kvp::ui
