// SPDX-License-Identifier: GPL-3.0-or-later
#include "views/figure_tile.h"

#include "style/theme.h"
#include "views/elided_label.h"

#include <QKeyEvent>
#include <QLabel>
#include <QMouseEvent>
#include <QPainter>
#include <QVBoxLayout>
#include <algorithm>
#include <initializer_list>

namespace kvp::ui {

FigureTile::FigureTile(const QString& figureKey, const QString& caption, QWidget* parent)
    : QFrame(parent), figureKey_(figureKey), caption_(new ElidedLabel(this)),
      value_(new QLabel(this)), detail_(new ElidedLabel(this))
{
    setObjectName(figureKey);
    setFocusPolicy(Qt::StrongFocus);
    setCursor(Qt::PointingHandCursor);
    setAttribute(Qt::WA_Hover);
    setToolTip(tr("Click to see how %1 is computed").arg(caption.toLower()));
    caption_->setObjectName(QStringLiteral("caption"));
    caption_->setText(caption);
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(7, 5, 7, 5);
    layout->setSpacing(0);
    caption_->setForegroundRole(QPalette::PlaceholderText);
    QFont small = caption_->font();
    small.setPointSizeF(small.pointSizeF() * 0.92);
    caption_->setFont(small);
    value_->setObjectName(QStringLiteral("value"));
    value_->setFont(keyFigureFont());
    detail_->setObjectName(QStringLiteral("detail"));
    detail_->setForegroundRole(QPalette::PlaceholderText);
    detail_->setFont(small);
    for (QWidget* label : std::initializer_list<QWidget*>{caption_, value_, detail_})
        label->setAttribute(Qt::WA_TransparentForMouseEvents);
    layout->addWidget(caption_);
    layout->addWidget(value_);
    layout->addWidget(detail_);
    layout->addStretch(1);
    setSizePolicy(QSizePolicy::Preferred, QSizePolicy::Minimum);
}

void FigureTile::setValue(const QString& value, const QString& detail, const QString& more)
{
    value_->setText(value);
    detail_->setText(detail);
    setToolTip(
        QStringLiteral("<p><b>%1</b></p><p>%2</p><p>%3</p>")
            .arg(caption_->text().toHtmlEscaped(),
                 (value + QStringLiteral(": ") + (more.isEmpty() ? detail : more)).toHtmlEscaped(),
                 tr("Click for the formula with this scenario's numbers.")));
}

QString FigureTile::value() const
{
    return value_->text();
}

QString FigureTile::detail() const
{
    return detail_->text();
}

int FigureTile::readableWidth() const
{
    const QMargins margins = layout()->contentsMargins() + contentsMargins();
    return margins.left() + margins.right() +
           std::max(caption_->sizeHint().width(), value_->sizeHint().width());
}

void FigureTile::setSelected(bool selected)
{
    if (selected_ == selected)
        return;
    selected_ = selected;
    update();
}

void FigureTile::mouseReleaseEvent(QMouseEvent* event)
{
    if (event->button() == Qt::LeftButton && rect().contains(event->position().toPoint()))
        emit activated(figureKey_);
    QFrame::mouseReleaseEvent(event);
}

void FigureTile::keyPressEvent(QKeyEvent* event)
{
    if (event->key() == Qt::Key_Return || event->key() == Qt::Key_Enter ||
        event->key() == Qt::Key_Space) {
        emit activated(figureKey_);
        return;
    }
    QFrame::keyPressEvent(event);
}

void FigureTile::focusInEvent(QFocusEvent* event)
{
    update();
    QFrame::focusInEvent(event);
}

void FigureTile::focusOutEvent(QFocusEvent* event)
{
    update();
    QFrame::focusOutEvent(event);
}

void FigureTile::paintEvent(QPaintEvent* event)
{
    QPainter painter(this);
    painter.setRenderHint(QPainter::Antialiasing);
    const QPalette& p = palette();
    const bool hot = underMouse() || hasFocus();
    QColor border = selected_ ? p.color(QPalette::Highlight) : p.color(QPalette::Mid);
    if (!selected_ && hot)
        border = p.color(QPalette::Highlight).lighter(130);
    painter.setPen(QPen(border, selected_ ? 2.0 : 1.0));
    painter.setBrush(p.color(QPalette::Base));
    painter.drawRoundedRect(QRectF(rect()).adjusted(1, 1, -1, -1), 6, 6);
    if (selected_) {
        // A bar along the top edge says which figure the formula panel explains.
        painter.setPen(Qt::NoPen);
        painter.setBrush(p.color(QPalette::Highlight));
        painter.drawRoundedRect(QRectF(1, 1, width() - 2, 4), 2, 2);
    }
    QFrame::paintEvent(event);
}

} // namespace kvp::ui
