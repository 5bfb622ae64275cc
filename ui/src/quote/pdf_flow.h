// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// A small page-layout engine for printed documents: a flow of blocks (headings, text, tables,
// code, figures) laid out on pages in points, then painted with vector operations. Headings stay
// with what follows them; tables split between rows and repeat their header; text and code split
// between lines. Two passes: the layout first, so every page knows the page count ("Page 2 of
// 5"), then the painting.

#include <QColor>
#include <QFont>
#include <QRectF>
#include <QString>
#include <functional>
#include <memory>
#include <vector>

class QPaintDevice;
class QPainter;

namespace kvp::ui::pdf {

// Measures and wraps text for one paint device (all lengths in its units, points here).
class TextMetrics {
public:
    explicit TextMetrics(QPaintDevice* device) : device_(device) {}
    QPaintDevice* device() const { return device_; }
    qreal lineHeight(const QFont& font) const;
    qreal ascent(const QFont& font) const;
    qreal width(const QFont& font, const QString& text) const;
    // The lines of `text` (paragraphs at '\n') wrapped at word boundaries to `width`; a word
    // longer than the width is broken anywhere.
    std::vector<QString> wrap(const QFont& font, const QString& text, qreal width) const;

private:
    QPaintDevice* device_;
};

// Draws `lines` from `top`, aligned in [left, left + width] (Qt::AlignLeft, AlignRight or
// AlignHCenter), one line height apart.
void drawLines(QPainter& painter, const TextMetrics& metrics, const QFont& font,
               const std::vector<QString>& lines, qreal left, qreal top, qreal width,
               Qt::Alignment alignment = Qt::AlignLeft);

class Block {
public:
    virtual ~Block() = default;
    virtual qreal height(const TextMetrics& metrics, qreal width) const = 0;
    // The least height of a first part (a heading keeps at least this much of its next block on
    // its page). Unsplittable blocks: their height.
    virtual qreal minimumHeight(const TextMetrics& metrics, qreal width) const
    {
        return height(metrics, width);
    }
    // Splits the block so that the first part is at most `available` high: {first, rest}.
    // {nullptr, nullptr} when it cannot be split there (nothing fits, or it is indivisible).
    virtual std::pair<std::shared_ptr<Block>, std::shared_ptr<Block>>
    split(const TextMetrics& metrics, qreal width, qreal available) const;
    virtual void paint(QPainter& painter, const TextMetrics& metrics, const QRectF& rect) const = 0;

    qreal spaceAbove = 0.0;
    bool keepWithNext = false; // headings: never the last thing on a page
    bool newPage = false;      // starts a page (unless the page is still empty) …
    qreal newPageSlack = 0.0;  // … or no more than this much of it is used (a few lines left
                               // over from the page before do not get a page of their own)
};

using BlockPtr = std::shared_ptr<Block>;

// Text in one font and colour, optionally on a tinted background with a coloured bar on the
// left (a callout).
class TextBlock : public Block {
public:
    TextBlock(QString text, QFont font, QColor colour = Qt::black);
    void setCallout(QColor background, QColor bar);
    void setAlignment(Qt::Alignment alignment) { alignment_ = alignment; }
    qreal height(const TextMetrics& metrics, qreal width) const override;
    qreal minimumHeight(const TextMetrics& metrics, qreal width) const override;
    std::pair<BlockPtr, BlockPtr> split(const TextMetrics& metrics, qreal width,
                                        qreal available) const override;
    void paint(QPainter& painter, const TextMetrics& metrics, const QRectF& rect) const override;

private:
    qreal padding() const { return callout_ ? 6.0 : 0.0; }
    std::vector<QString> lines(const TextMetrics& metrics, qreal width) const;

    QString text_;
    QFont font_;
    QColor colour_;
    Qt::Alignment alignment_ = Qt::AlignLeft;
    bool callout_ = false;
    QColor background_;
    QColor bar_;
    // Set on a part produced by split(): the lines it holds, already wrapped.
    std::shared_ptr<std::vector<QString>> fixedLines_;
};

// A section heading with a rule under it (level 1) or without (level 2).
class HeadingBlock : public Block {
public:
    HeadingBlock(QString text, QFont font, QColor colour, QColor rule, int level);
    qreal height(const TextMetrics& metrics, qreal width) const override;
    void paint(QPainter& painter, const TextMetrics& metrics, const QRectF& rect) const override;

private:
    QString text_;
    QFont font_;
    QColor colour_;
    QColor rule_;
    int level_;
};

struct TableCell {
    TableCell(QString text = {}, int span = 1, QString secondLine = {})
        : text(std::move(text)), span(span), secondLine(std::move(secondLine))
    {
    }
    QString text;
    int span = 1;       // columns it covers
    QString secondLine; // a muted line under the text (details), "" = none
    bool bold = false;
    bool monospace = false;
    QColor colour; // invalid = the table's text colour
};

struct TableRow {
    TableRow(std::vector<TableCell> cells = {}) : cells(std::move(cells)) {}
    std::vector<TableCell> cells;
    bool shaded = false;    // a tinted background (totals)
    bool ruleAbove = false; // a line above the row
    bool bold = false;      // every cell bold
};

struct TableColumn {
    TableColumn(QString title = {}, qreal weight = 1.0, Qt::Alignment alignment = Qt::AlignLeft,
                qreal maxWidth = 0.0)
        : title(std::move(title)), weight(weight), alignment(alignment), maxWidth(maxWidth)
    {
    }
    QString title;
    // Share of the width the fitted columns leave; 0: as wide as its widest cell (amounts and
    // counts, which must never wrap).
    qreal weight = 1.0;
    Qt::Alignment alignment = Qt::AlignLeft;
    qreal maxWidth = 0.0; // a fitted column's widest; 0: no limit
};

struct TableStyle {
    QFont font;
    QFont boldFont;
    QFont smallFont; // second lines
    QFont monoFont;
    QColor text;
    QColor muted;
    QColor rule;
    QColor header; // header background
    QColor shade;  // shaded rows
    qreal padding = 3.0;
    bool zebra = false; // alternate rows tinted (long listings)
};

// Columns with titles (repeated on every page the table continues on), rows of wrapped cells.
class TableBlock : public Block {
public:
    TableBlock(std::vector<TableColumn> columns, std::vector<TableRow> rows, TableStyle style);
    void setHeaderVisible(bool visible) { headerVisible_ = visible; }
    qreal height(const TextMetrics& metrics, qreal width) const override;
    qreal minimumHeight(const TextMetrics& metrics, qreal width) const override;
    std::pair<BlockPtr, BlockPtr> split(const TextMetrics& metrics, qreal width,
                                        qreal available) const override;
    void paint(QPainter& painter, const TextMetrics& metrics, const QRectF& rect) const override;

private:
    std::vector<qreal> columnWidths(const TextMetrics& metrics, qreal width) const;
    qreal headerHeight(const TextMetrics& metrics, qreal width) const;
    qreal rowHeight(const TextMetrics& metrics, const std::vector<qreal>& widths,
                    const TableRow& row) const;
    qreal rowAscent(const TextMetrics& metrics, const TableRow& row) const;
    QFont cellFont(const TableCell& cell, const TableRow& row) const;

    std::vector<TableColumn> columns_;
    std::vector<TableRow> rows_;
    // Every row of the table before it was split: its parts keep the same column widths.
    std::shared_ptr<const std::vector<TableRow>> allRows_;
    TableStyle style_;
    bool headerVisible_ = true;
    std::size_t zebraOffset_ = 0; // rows before this part, so the stripes continue
};

// Monospaced text (scripts) on a tinted background, long lines wrapped with a drawn
// continuation mark (not text: copying the script out of the PDF gets no stray characters).
class CodeBlock : public Block {
public:
    CodeBlock(QString text, QFont font, QColor colour, QColor background, QColor mark);
    qreal height(const TextMetrics& metrics, qreal width) const override;
    qreal minimumHeight(const TextMetrics& metrics, qreal width) const override;
    std::pair<BlockPtr, BlockPtr> split(const TextMetrics& metrics, qreal width,
                                        qreal available) const override;
    void paint(QPainter& painter, const TextMetrics& metrics, const QRectF& rect) const override;

private:
    struct Line {
        QString text;
        bool continued = false; // a wrapped part of the line above
    };
    std::vector<Line> lines(const TextMetrics& metrics, qreal width) const;
    static constexpr qreal kPadding = 6.0;
    static constexpr qreal kIndent = 14.0; // of continued lines, room for the mark

    QString text_;
    QFont font_;
    QColor colour_;
    QColor background_;
    QColor mark_;
    std::shared_ptr<std::vector<Line>> fixedLines_;
};

// A block of a fixed height that draws itself (charts, tiles, the letterhead).
class CustomBlock : public Block {
public:
    using Painter = std::function<void(QPainter&, const TextMetrics&, const QRectF&)>;
    using Height = std::function<qreal(const TextMetrics&, qreal width)>;
    CustomBlock(Height height, Painter painter);
    qreal height(const TextMetrics& metrics, qreal width) const override;
    void paint(QPainter& painter, const TextMetrics& metrics, const QRectF& rect) const override;

private:
    Height height_;
    Painter painter_;
};

// Vertical space.
class SpacerBlock : public Block {
public:
    explicit SpacerBlock(qreal height) : height_(height) {}
    qreal height(const TextMetrics&, qreal) const override { return height_; }
    void paint(QPainter&, const TextMetrics&, const QRectF&) const override {}

private:
    qreal height_;
};

// Where each block went.
struct Placement {
    int page = 0;
    QRectF rect;
    BlockPtr block;
};

struct Layout {
    std::vector<Placement> placements;
    int pageCount = 0;
};

// Lays `blocks` out in `content` (the same rectangle on every page).
Layout layOut(const std::vector<BlockPtr>& blocks, const TextMetrics& metrics,
              const QRectF& content);

} // namespace kvp::ui::pdf
