// SPDX-License-Identifier: GPL-3.0-or-later
#include "forms/wheel_guard.h"

#include <QCoreApplication>
#include <QEvent>
#include <QWidget>

namespace kvp::ui {

namespace {

class WheelGuard : public QObject {
public:
    using QObject::QObject;

protected:
    bool eventFilter(QObject* watched, QEvent* event) override
    {
        if (event->type() != QEvent::Wheel)
            return false;
        auto* widget = static_cast<QWidget*>(watched);
        if (widget->hasFocus())
            return false;
        // Hand the wheel to the parent chain (the scroll area) instead.
        if (QWidget* parent = widget->parentWidget())
            QCoreApplication::sendEvent(parent, event);
        return true;
    }
};

} // namespace

void installWheelGuard(QWidget* widget)
{
    static auto* guard = new WheelGuard(QCoreApplication::instance());
    widget->setFocusPolicy(Qt::StrongFocus);
    widget->installEventFilter(guard);
}

} // namespace kvp::ui
