// SPDX-License-Identifier: GPL-3.0-or-later
#include "views/wrapped_label.h"

#include <QEvent>
#include <QResizeEvent>

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
    const int height = QLabel::heightForWidth(width);
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
        break;
    default:
        break;
    }
    QLabel::changeEvent(event);
}

} // namespace kvp::ui
