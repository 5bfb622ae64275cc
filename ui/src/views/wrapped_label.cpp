// SPDX-License-Identifier: GPL-3.0-or-later
#include "views/wrapped_label.h"

#include <QAbstractTextDocumentLayout>
#include <QEvent>
#include <QPainter>
#include <QResizeEvent>
#include <QStyleOption>
#include <QTextDocument>
#include <QTextFrame>
#include <algorithm>
#include <cmath>

namespace kvp::ui {

WrappedLabel::WrappedLabel(QWidget* parent) : WrappedLabel(QString(), parent) {}

WrappedLabel::WrappedLabel(const QString& text, QWidget* parent) : QLabel(text, parent)
{
    setWordWrap(true);
}

int WrappedLabel::heightForWidth(int width) const
{
    // QLabel::setText() is not virtual: a new text is noticed here, where the heights are used.
    if (text() != measured_) {
        measured_ = text();
        heights_.clear();
    }
    const auto known = heights_.constFind(width);
    if (known != heights_.constEnd())
        return *known;
    // A window resized by dragging asks about every width on the way: keep the last few dozen.
    if (heights_.size() >= 32)
        heights_.clear();
    const int height = laysOutItself() ? documentHeight(width) : QLabel::heightForWidth(width);
    heights_.insert(width, height);
    return height;
}

QSize WrappedLabel::sizeHint() const
{
    const int width = columnWidth();
    if (width == 0)
        return QLabel::sizeHint();
    return {width, heightForWidth(width)};
}

QSize WrappedLabel::minimumSizeHint() const
{
    const int width = columnWidth();
    if (width == 0)
        return QLabel::minimumSizeHint();
    // The column keeps its own least width (the advice's dock); one character here does not
    // widen it, and no width but the column's is laid out.
    const QMargins margins = contentsMargins();
    return {fontMetrics().averageCharWidth() + margins.left() + margins.right() + 2 * margin(),
            heightForWidth(width)};
}

void WrappedLabel::setSizedByColumn(bool sized)
{
    if (sized == sizedByColumn_)
        return;
    sizedByColumn_ = sized;
    updateGeometry();
}

int WrappedLabel::columnWidth() const
{
    return sizedByColumn_ ? laidOutWidth_ : 0;
}

void WrappedLabel::resizeEvent(QResizeEvent* event)
{
    QLabel::resizeEvent(event);
    // No new layout pass for it: the column gave this width. The layout keeps the hints it has
    // (QLabel's, for the window's first layout) until the text changes.
    if (sizedByColumn_)
        laidOutWidth_ = event->size().width();
}

void WrappedLabel::changeEvent(QEvent* event)
{
    switch (event->type()) {
    case QEvent::FontChange:
    case QEvent::StyleChange:
    case QEvent::LayoutDirectionChange:
        heights_.clear();
        document_.reset();
        break;
    default:
        break;
    }
    QLabel::changeEvent(event);
}

bool WrappedLabel::laysOutItself() const
{
    // QLabel adds a margin, an indent or a frame's width around the text; these labels have none.
    return textFormat() == Qt::RichText && wordWrap() && margin() == 0 && indent() <= 0 &&
           frameWidth() == 0;
}

QTextDocument* WrappedLabel::document(int width) const
{
    // QLabel's alignment with its word-wrap flag, as QLabelPrivate::ensureTextLayouted() sets it.
    const int alignment = int(this->alignment()) | Qt::TextWordWrap;
    if (!document_ || documentText_ != text() || documentAlignment_ != alignment) {
        document_ = std::make_unique<QTextDocument>();
        document_->setUndoRedoEnabled(false);
        document_->setDefaultFont(font());
        document_->setHtml(text());
        QTextOption option = document_->defaultTextOption();
        option.setAlignment(Qt::Alignment(alignment));
        option.setWrapMode(QTextOption::WordWrap);
        document_->setDefaultTextOption(option);
        QTextFrameFormat frame = document_->rootFrame()->frameFormat();
        frame.setMargin(0);
        document_->rootFrame()->setFrameFormat(frame);
        documentText_ = text();
        documentAlignment_ = alignment;
    }
    if (document_->textWidth() != qreal(width))
        document_->setTextWidth(width);
    return document_.get();
}

int WrappedLabel::documentHeight(int width) const
{
    // QLabelPrivate::sizeForWidth(): the width less the contents' margins, the document's
    // height rounded up, no less than the least height.
    if (minimumWidth() > 0)
        width = std::max(width, minimumWidth());
    const QMargins margins = contentsMargins();
    const QTextDocument* laidOut = document(std::max(width - margins.left() - margins.right(), 0));
    const int height = int(std::ceil(laidOut->size().height())) + margins.top() + margins.bottom();
    return std::max(height, minimumHeight());
}

void WrappedLabel::paintEvent(QPaintEvent* event)
{
    if (!laysOutItself() || hasSelectedText() || hasFocus()) {
        QLabel::paintEvent(event);
        return;
    }
    // QLabel::paintEvent() and QWidgetTextControl::drawContents() for a label with no margin,
    // indent, selection or focus.
    QPainter painter(this);
    drawFrame(&painter);
    const QRect contents = contentsRect();
    QTextDocument* laidOut = document(contents.width());
    const qreal textHeight = laidOut->documentLayout()->documentSize().height();
    qreal top = 0;
    if (alignment() & Qt::AlignVCenter)
        top = std::max((contents.height() - textHeight) / 2, qreal(0));
    else if (alignment() & Qt::AlignBottom)
        top = std::max(contents.height() - textHeight, qreal(0));
    const QRectF layoutRect =
        QRectF(contents.x(), top + contents.y(), contents.width(), contents.height())
            .toAlignedRect();
    QStyleOption option;
    option.initFrom(this);
    QAbstractTextDocumentLayout::PaintContext context;
    context.palette = option.palette;
    if (foregroundRole() != QPalette::Text && isEnabled())
        context.palette.setColor(QPalette::Text, context.palette.color(foregroundRole()));
    painter.translate(layoutRect.topLeft());
    painter.setClipRect(layoutRect.translated(-layoutRect.x(), -layoutRect.y()));
    laidOut->documentLayout()->draw(&painter, context);
}

} // namespace kvp::ui
