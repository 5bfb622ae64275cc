// SPDX-License-Identifier: GPL-3.0-or-later
#include "views/elided_label.h"

#include <QEvent>
#include <QPainter>

namespace kvp::ui {

ElidedLabel::ElidedLabel(QWidget* parent) : QFrame(parent)
{
    setSizePolicy(QSizePolicy::Preferred, QSizePolicy::Fixed);
}

void ElidedLabel::setText(const QString& text)
{
    if (text == text_)
        return;
    text_ = text;
    textWidth_ = -1;
    updateGeometry();
    update();
}

QSize ElidedLabel::sizeHint() const
{
    // Asked on every layout pass and by the key figures' columns on every edit: the text is
    // shaped once per text and font.
    if (textWidth_ < 0)
        textWidth_ = fontMetrics().horizontalAdvance(text_);
    return {textWidth_ + 2, fontMetrics().height()};
}

void ElidedLabel::changeEvent(QEvent* event)
{
    if (event->type() == QEvent::FontChange || event->type() == QEvent::StyleChange)
        textWidth_ = -1;
    QFrame::changeEvent(event);
}

QSize ElidedLabel::minimumSizeHint() const
{
    return {fontMetrics().horizontalAdvance(QStringLiteral("…")) * 4, fontMetrics().height()};
}

void ElidedLabel::paintEvent(QPaintEvent*)
{
    QPainter painter(this);
    painter.setPen(palette().color(foregroundRole()));
    painter.setFont(font());
    painter.drawText(rect(), Qt::AlignLeft | Qt::AlignVCenter,
                     fontMetrics().elidedText(text_, Qt::ElideRight, width()));
}

} // namespace kvp::ui
