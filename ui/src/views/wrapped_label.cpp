// SPDX-License-Identifier: GPL-3.0-or-later
#include "views/wrapped_label.h"

#include <QEvent>

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
