// SPDX-License-Identifier: GPL-3.0-or-later
#include "quote/pdf_flow.h"

#include <QFontMetricsF>
#include <QPainter>
#include <QPainterPath>
#include <QStringList>
#include <QTextLayout>
#include <algorithm>
#include <cmath>
#include <deque>

namespace kvp::ui::pdf {

namespace {

// Rounding in the layout must never push a block that fits onto the next page.
constexpr qreal kSlack = 0.01;

// Lines per part when a block is split: no part of a paragraph or a script of one line.
constexpr std::size_t kLeastLinesPerPart = 2;

// How many of `count` lines of `lineHeight` go into `available` (after `overhead`), keeping at
// least kLeastLinesPerPart on each side; 0 when no such split exists.
std::size_t linesThatFit(std::size_t count, qreal lineHeight, qreal available, qreal overhead)
{
    if (lineHeight <= 0.0)
        return 0;
    const qreal room = available - overhead + kSlack;
    if (room <= 0.0)
        return 0;
    std::size_t fit = static_cast<std::size_t>(std::floor(room / lineHeight));
    if (fit >= count)
        return 0;
    if (count - fit < kLeastLinesPerPart)
        fit = count >= kLeastLinesPerPart ? count - kLeastLinesPerPart : 0;
    return fit >= kLeastLinesPerPart ? fit : 0;
}

void drawRule(QPainter& painter, const QColor& colour, qreal width, qreal left, qreal right,
              qreal y)
{
    painter.setPen(QPen(colour, width, Qt::SolidLine, Qt::FlatCap));
    painter.drawLine(QPointF(left, y), QPointF(right, y));
}

} // namespace

qreal TextMetrics::lineHeight(const QFont& font) const
{
    return QFontMetricsF(font, device_).lineSpacing();
}

qreal TextMetrics::ascent(const QFont& font) const
{
    return QFontMetricsF(font, device_).ascent();
}

qreal TextMetrics::width(const QFont& font, const QString& text) const
{
    return QFontMetricsF(font, device_).horizontalAdvance(text);
}

std::vector<QString> TextMetrics::wrap(const QFont& font, const QString& text, qreal width) const
{
    std::vector<QString> lines;
    for (const QString& paragraph : text.split(QLatin1Char('\n'))) {
        if (paragraph.isEmpty()) {
            lines.emplace_back();
            continue;
        }
        QTextLayout layout(paragraph, font, device_);
        QTextOption option;
        option.setWrapMode(QTextOption::WrapAtWordBoundaryOrAnywhere);
        layout.setTextOption(option);
        layout.beginLayout();
        for (QTextLine line = layout.createLine(); line.isValid(); line = layout.createLine()) {
            line.setLineWidth(std::max<qreal>(width, 1.0));
            QString part = paragraph.mid(line.textStart(), line.textLength());
            while (part.endsWith(QLatin1Char(' ')))
                part.chop(1);
            lines.push_back(part);
        }
        layout.endLayout();
    }
    return lines;
}

void drawLines(QPainter& painter, const TextMetrics& metrics, const QFont& font,
               const std::vector<QString>& lines, qreal left, qreal top, qreal width,
               Qt::Alignment alignment)
{
    painter.setFont(font);
    const qreal lineHeight = metrics.lineHeight(font);
    const qreal ascent = metrics.ascent(font);
    for (std::size_t i = 0; i < lines.size(); ++i) {
        qreal x = left;
        if (alignment & (Qt::AlignRight | Qt::AlignHCenter)) {
            const qreal free = width - metrics.width(font, lines[i]);
            x += (alignment & Qt::AlignRight) ? free : free / 2.0;
        }
        painter.drawText(QPointF(x, top + qreal(i) * lineHeight + ascent), lines[i]);
    }
}

std::pair<BlockPtr, BlockPtr> Block::split(const TextMetrics&, qreal, qreal) const
{
    return {nullptr, nullptr};
}

// ---- TextBlock

TextBlock::TextBlock(QString text, QFont font, QColor colour)
    : text_(std::move(text)), font_(std::move(font)), colour_(std::move(colour))
{
}

void TextBlock::setCallout(QColor background, QColor bar)
{
    callout_ = true;
    background_ = std::move(background);
    bar_ = std::move(bar);
}

std::vector<QString> TextBlock::lines(const TextMetrics& metrics, qreal width) const
{
    if (fixedLines_)
        return *fixedLines_;
    const qreal inset = callout_ ? 2.0 * padding() + 3.0 : 0.0;
    return metrics.wrap(font_, text_, width - inset);
}

qreal TextBlock::height(const TextMetrics& metrics, qreal width) const
{
    return qreal(lines(metrics, width).size()) * metrics.lineHeight(font_) + 2.0 * padding();
}

qreal TextBlock::minimumHeight(const TextMetrics& metrics, qreal width) const
{
    const std::size_t count = std::min(lines(metrics, width).size(), kLeastLinesPerPart);
    return qreal(count) * metrics.lineHeight(font_) + 2.0 * padding();
}

std::pair<BlockPtr, BlockPtr> TextBlock::split(const TextMetrics& metrics, qreal width,
                                               qreal available) const
{
    const std::vector<QString> all = lines(metrics, width);
    const std::size_t fit =
        linesThatFit(all.size(), metrics.lineHeight(font_), available, 2.0 * padding());
    if (fit == 0)
        return {nullptr, nullptr};
    auto first = std::make_shared<TextBlock>(*this);
    first->fixedLines_ = std::make_shared<std::vector<QString>>(all.begin(), all.begin() + fit);
    auto rest = std::make_shared<TextBlock>(*this);
    rest->fixedLines_ = std::make_shared<std::vector<QString>>(all.begin() + fit, all.end());
    rest->spaceAbove = 0.0;
    rest->newPage = false;
    return {first, rest};
}

void TextBlock::paint(QPainter& painter, const TextMetrics& metrics, const QRectF& rect) const
{
    qreal left = rect.left();
    qreal width = rect.width();
    if (callout_) {
        painter.fillRect(rect, background_);
        painter.fillRect(QRectF(rect.left(), rect.top(), 3.0, rect.height()), bar_);
        left += 3.0 + padding();
        width -= 3.0 + 2.0 * padding();
    }
    painter.setPen(colour_);
    drawLines(painter, metrics, font_, lines(metrics, rect.width()), left, rect.top() + padding(),
              width, alignment_);
}

// ---- HeadingBlock

HeadingBlock::HeadingBlock(QString text, QFont font, QColor colour, QColor rule, int level)
    : text_(std::move(text)), font_(std::move(font)), colour_(std::move(colour)),
      rule_(std::move(rule)), level_(level)
{
    keepWithNext = true;
}

qreal HeadingBlock::height(const TextMetrics& metrics, qreal width) const
{
    const qreal text = qreal(metrics.wrap(font_, text_, width).size()) * metrics.lineHeight(font_);
    return text + (level_ == 1 ? 7.0 : 3.0);
}

void HeadingBlock::paint(QPainter& painter, const TextMetrics& metrics, const QRectF& rect) const
{
    const std::vector<QString> lines = metrics.wrap(font_, text_, rect.width());
    painter.setPen(colour_);
    drawLines(painter, metrics, font_, lines, rect.left(), rect.top(), rect.width());
    if (level_ == 1) {
        const qreal y = rect.top() + qreal(lines.size()) * metrics.lineHeight(font_) + 2.0;
        drawRule(painter, rule_, 0.8, rect.left(), rect.right(), y);
    }
}

// ---- TableBlock

TableBlock::TableBlock(std::vector<TableColumn> columns, std::vector<TableRow> rows,
                       TableStyle style)
    : columns_(std::move(columns)), rows_(std::move(rows)),
      allRows_(std::make_shared<const std::vector<TableRow>>(rows_)), style_(std::move(style))
{
}

std::vector<qreal> TableBlock::columnWidths(const TextMetrics& metrics, qreal width) const
{
    std::vector<qreal> widths(columns_.size(), 0.0);
    qreal fitted = 0.0;
    qreal weights = 0.0;
    for (std::size_t c = 0; c < columns_.size(); ++c) {
        if (columns_[c].weight > 0.0) {
            weights += columns_[c].weight;
            continue;
        }
        qreal widest = headerVisible_ ? metrics.width(style_.boldFont, columns_[c].title) : 0.0;
        for (const TableRow& row : *allRows_) {
            std::size_t column = 0;
            for (const TableCell& cell : row.cells) {
                if (column == c && cell.span == 1)
                    widest = std::max(widest, metrics.width(cellFont(cell, row), cell.text));
                column += std::size_t(std::max(cell.span, 1));
            }
        }
        // Room beside the padding, so that right-aligned neighbours do not run together.
        widths[c] = widest + 2.0 * style_.padding + 4.0;
        if (columns_[c].maxWidth > 0.0)
            widths[c] = std::min(widths[c], columns_[c].maxWidth);
        fitted += widths[c];
    }
    const qreal rest = std::max<qreal>(width - fitted, 0.0);
    for (std::size_t c = 0; c < columns_.size(); ++c)
        if (columns_[c].weight > 0.0)
            widths[c] = weights > 0.0 ? rest * columns_[c].weight / weights : 0.0;
    return widths;
}

QFont TableBlock::cellFont(const TableCell& cell, const TableRow& row) const
{
    if (cell.monospace)
        return style_.monoFont;
    return cell.bold || row.bold ? style_.boldFont : style_.font;
}

qreal TableBlock::headerHeight(const TextMetrics& metrics, qreal width) const
{
    if (!headerVisible_)
        return 0.0;
    const std::vector<qreal> widths = columnWidths(metrics, width);
    qreal tallest = 0.0;
    for (std::size_t i = 0; i < columns_.size(); ++i)
        tallest = std::max(
            tallest,
            qreal(metrics.wrap(style_.boldFont, columns_[i].title, widths[i] - 2.0 * style_.padding)
                      .size()) *
                metrics.lineHeight(style_.boldFont));
    return tallest + 2.0 * style_.padding;
}

qreal TableBlock::rowAscent(const TextMetrics& metrics, const TableRow& row) const
{
    qreal ascent = 0.0;
    for (const TableCell& cell : row.cells)
        ascent = std::max(ascent, metrics.ascent(cellFont(cell, row)));
    return ascent;
}

qreal TableBlock::rowHeight(const TextMetrics& metrics, const std::vector<qreal>& widths,
                            const TableRow& row) const
{
    qreal tallest = 0.0;
    std::size_t column = 0;
    const qreal ascent = rowAscent(metrics, row);
    for (const TableCell& cell : row.cells) {
        qreal width = 0.0;
        for (int s = 0; s < cell.span && column < widths.size(); ++s)
            width += widths[column++];
        const qreal inner = width - 2.0 * style_.padding;
        const QFont font = cellFont(cell, row);
        qreal h = ascent - metrics.ascent(font) +
                  qreal(metrics.wrap(font, cell.text, inner).size()) * metrics.lineHeight(font);
        if (!cell.secondLine.isEmpty())
            h += qreal(metrics.wrap(style_.smallFont, cell.secondLine, inner).size()) *
                 metrics.lineHeight(style_.smallFont);
        tallest = std::max(tallest, h);
    }
    return tallest + 2.0 * style_.padding;
}

qreal TableBlock::height(const TextMetrics& metrics, qreal width) const
{
    const std::vector<qreal> widths = columnWidths(metrics, width);
    qreal h = headerHeight(metrics, width);
    for (const TableRow& row : rows_)
        h += rowHeight(metrics, widths, row);
    return h;
}

qreal TableBlock::minimumHeight(const TextMetrics& metrics, qreal width) const
{
    qreal h = headerHeight(metrics, width);
    if (!rows_.empty())
        h += rowHeight(metrics, columnWidths(metrics, width), rows_.front());
    return h;
}

std::pair<BlockPtr, BlockPtr> TableBlock::split(const TextMetrics& metrics, qreal width,
                                                qreal available) const
{
    const std::vector<qreal> widths = columnWidths(metrics, width);
    qreal used = headerHeight(metrics, width);
    std::size_t fit = 0;
    while (fit < rows_.size()) {
        const qreal h = rowHeight(metrics, widths, rows_[fit]);
        if (used + h > available + kSlack)
            break;
        used += h;
        ++fit;
    }
    if (fit == 0 || fit == rows_.size())
        return {nullptr, nullptr};
    auto first = std::make_shared<TableBlock>(*this);
    first->rows_.assign(rows_.begin(), rows_.begin() + fit);
    auto rest = std::make_shared<TableBlock>(*this);
    rest->rows_.assign(rows_.begin() + fit, rows_.end());
    rest->zebraOffset_ = zebraOffset_ + fit;
    rest->spaceAbove = 0.0;
    rest->newPage = false;
    return {first, rest};
}

void TableBlock::paint(QPainter& painter, const TextMetrics& metrics, const QRectF& rect) const
{
    const std::vector<qreal> widths = columnWidths(metrics, rect.width());
    const qreal pad = style_.padding;
    qreal y = rect.top();
    if (headerVisible_) {
        const qreal h = headerHeight(metrics, rect.width());
        painter.fillRect(QRectF(rect.left(), y, rect.width(), h), style_.header);
        qreal x = rect.left();
        painter.setPen(style_.text);
        for (std::size_t i = 0; i < columns_.size(); ++i) {
            drawLines(painter, metrics, style_.boldFont,
                      metrics.wrap(style_.boldFont, columns_[i].title, widths[i] - 2.0 * pad),
                      x + pad, y + pad, widths[i] - 2.0 * pad, columns_[i].alignment);
            x += widths[i];
        }
        y += h;
        drawRule(painter, style_.rule, 0.8, rect.left(), rect.right(), y);
    }
    for (std::size_t r = 0; r < rows_.size(); ++r) {
        const TableRow& row = rows_[r];
        const qreal h = rowHeight(metrics, widths, row);
        const qreal ascent = rowAscent(metrics, row);
        const QRectF band(rect.left(), y, rect.width(), h);
        if (row.shaded)
            painter.fillRect(band, style_.shade);
        else if (style_.zebra && (zebraOffset_ + r) % 2 == 1)
            painter.fillRect(band, style_.header);
        if (row.ruleAbove)
            drawRule(painter, style_.rule, 0.8, rect.left(), rect.right(), y);
        else if (r > 0 && !style_.zebra)
            drawRule(painter, style_.header.darker(106), 0.4, rect.left(), rect.right(), y);
        qreal x = rect.left();
        std::size_t column = 0;
        for (const TableCell& cell : row.cells) {
            qreal width = 0.0;
            Qt::Alignment alignment = Qt::AlignLeft;
            for (int s = 0; s < cell.span && column < widths.size(); ++s) {
                alignment = columns_[column].alignment; // a spanning cell aligns as its last
                width += widths[column++];
            }
            const qreal inner = width - 2.0 * pad;
            const QFont font = cellFont(cell, row);
            const std::vector<QString> lines = metrics.wrap(font, cell.text, inner);
            // The first lines of a row share a baseline, whatever their fonts' sizes.
            const qreal top = y + pad + ascent - metrics.ascent(font);
            painter.setPen(cell.colour.isValid() ? cell.colour : style_.text);
            drawLines(painter, metrics, font, lines, x + pad, top, inner, alignment);
            if (!cell.secondLine.isEmpty()) {
                painter.setPen(style_.muted);
                drawLines(painter, metrics, style_.smallFont,
                          metrics.wrap(style_.smallFont, cell.secondLine, inner), x + pad,
                          top + qreal(lines.size()) * metrics.lineHeight(font), inner, alignment);
            }
            x += width;
        }
        y += h;
    }
    drawRule(painter, style_.rule, 0.5, rect.left(), rect.right(), y);
}

// ---- CodeBlock

CodeBlock::CodeBlock(QString text, QFont font, QColor colour, QColor background, QColor mark)
    : text_(std::move(text)), font_(std::move(font)), colour_(std::move(colour)),
      background_(std::move(background)), mark_(std::move(mark))
{
}

std::vector<CodeBlock::Line> CodeBlock::lines(const TextMetrics& metrics, qreal width) const
{
    if (fixedLines_)
        return *fixedLines_;
    const qreal charWidth = std::max<qreal>(metrics.width(font_, QStringLiteral("M")), 0.1);
    const auto fitting = [&](qreal room) {
        return std::max<qsizetype>(8, static_cast<qsizetype>(std::floor(room / charWidth)));
    };
    const qsizetype first = fitting(width - 2.0 * kPadding);
    const qsizetype further = fitting(width - 2.0 * kPadding - kIndent);
    std::vector<Line> out;
    for (QString rest : text_.split(QLatin1Char('\n'))) {
        bool continued = false;
        while (true) {
            const qsizetype room = continued ? further : first;
            if (rest.size() <= room) {
                out.push_back({rest, continued});
                break;
            }
            // Break after the last space or comma of the line's second half, else anywhere.
            qsizetype cut = room;
            for (qsizetype i = room - 1; i > room / 2; --i)
                if (rest[i] == QLatin1Char(' ') || rest[i] == QLatin1Char(',')) {
                    cut = i + 1;
                    break;
                }
            out.push_back({rest.left(cut), continued});
            rest = rest.mid(cut);
            continued = true;
        }
    }
    return out;
}

qreal CodeBlock::height(const TextMetrics& metrics, qreal width) const
{
    return qreal(lines(metrics, width).size()) * metrics.lineHeight(font_) + 2.0 * kPadding;
}

qreal CodeBlock::minimumHeight(const TextMetrics& metrics, qreal width) const
{
    const std::size_t count = std::min<std::size_t>(lines(metrics, width).size(), 3);
    return qreal(count) * metrics.lineHeight(font_) + 2.0 * kPadding;
}

std::pair<BlockPtr, BlockPtr> CodeBlock::split(const TextMetrics& metrics, qreal width,
                                               qreal available) const
{
    const std::vector<Line> all = lines(metrics, width);
    const std::size_t fit =
        linesThatFit(all.size(), metrics.lineHeight(font_), available, 2.0 * kPadding);
    if (fit == 0)
        return {nullptr, nullptr};
    auto first = std::make_shared<CodeBlock>(*this);
    first->fixedLines_ = std::make_shared<std::vector<Line>>(all.begin(), all.begin() + fit);
    auto rest = std::make_shared<CodeBlock>(*this);
    rest->fixedLines_ = std::make_shared<std::vector<Line>>(all.begin() + fit, all.end());
    rest->spaceAbove = 0.0;
    rest->newPage = false;
    return {first, rest};
}

void CodeBlock::paint(QPainter& painter, const TextMetrics& metrics, const QRectF& rect) const
{
    painter.fillRect(rect, background_);
    const qreal lineHeight = metrics.lineHeight(font_);
    const qreal ascent = metrics.ascent(font_);
    painter.setFont(font_);
    const std::vector<Line> all = lines(metrics, rect.width());
    for (std::size_t i = 0; i < all.size(); ++i) {
        const qreal top = rect.top() + kPadding + qreal(i) * lineHeight;
        qreal x = rect.left() + kPadding;
        if (all[i].continued) {
            // ↳ drawn, not typed: a hook down and an arrow head to the right.
            const qreal mid = top + lineHeight * 0.5;
            QPainterPath hook;
            hook.moveTo(x + 3.0, mid - 3.5);
            hook.lineTo(x + 3.0, mid);
            hook.lineTo(x + 9.0, mid);
            hook.moveTo(x + 7.0, mid - 2.0);
            hook.lineTo(x + 9.0, mid);
            hook.lineTo(x + 7.0, mid + 2.0);
            painter.setPen(QPen(mark_, 0.6));
            painter.setBrush(Qt::NoBrush);
            painter.drawPath(hook);
            x += kIndent;
        }
        painter.setPen(colour_);
        painter.drawText(QPointF(x, top + ascent), all[i].text);
    }
}

// ---- CustomBlock

CustomBlock::CustomBlock(Height height, Painter painter)
    : height_(std::move(height)), painter_(std::move(painter))
{
}

qreal CustomBlock::height(const TextMetrics& metrics, qreal width) const
{
    return height_(metrics, width);
}

void CustomBlock::paint(QPainter& painter, const TextMetrics& metrics, const QRectF& rect) const
{
    painter.save();
    painter_(painter, metrics, rect);
    painter.restore();
}

// ---- layout

Layout layOut(const std::vector<BlockPtr>& blocks, const TextMetrics& metrics,
              const QRectF& content)
{
    Layout layout;
    std::deque<BlockPtr> queue(blocks.begin(), blocks.end());
    const qreal width = content.width();
    const qreal bottom = content.bottom() + kSlack;
    int page = 0;
    qreal y = content.top();
    bool pageEmpty = true;
    const auto nextPage = [&] {
        ++page;
        y = content.top();
        pageEmpty = true;
    };
    const auto place = [&](const BlockPtr& block, qreal gap, qreal h) {
        layout.placements.push_back({page, QRectF(content.left(), y + gap, width, h), block});
        y += gap + h;
        pageEmpty = false;
    };

    while (!queue.empty()) {
        const BlockPtr block = queue.front();
        queue.pop_front();
        if (block->newPage && !pageEmpty && y - content.top() > block->newPageSlack)
            nextPage();
        const qreal gap = pageEmpty ? 0.0 : block->spaceAbove;
        const qreal h = block->height(metrics, width);
        qreal need = h;
        if (block->keepWithNext && !queue.empty())
            need += queue.front()->spaceAbove + queue.front()->minimumHeight(metrics, width);
        if (y + gap + need <= bottom) {
            place(block, gap, h);
            continue;
        }
        if (!block->keepWithNext) {
            const auto [first, rest] = block->split(metrics, width, bottom - y - gap);
            if (first) {
                place(first, gap, first->height(metrics, width));
                queue.push_front(rest);
                nextPage();
                continue;
            }
        }
        if (!pageEmpty) {
            nextPage();
            queue.push_front(block);
            continue;
        }
        // Taller than a whole page: split at the page's height, or let it run over.
        const auto [first, rest] = block->split(metrics, width, content.height());
        if (first) {
            place(first, 0.0, first->height(metrics, width));
            queue.push_front(rest);
            nextPage();
        } else {
            place(block, 0.0, h);
        }
    }
    layout.pageCount = page + 1;
    return layout;
}

} // namespace kvp::ui::pdf
