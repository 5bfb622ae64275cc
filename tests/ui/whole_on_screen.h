// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// For the layout tests (tst_layout, tst_presentation): whether a widget is shown whole.

#include <QPoint>
#include <QRect>
#include <QRegion>
#include <QWidget>

namespace kvp::test {

// Whether `widget` is shown whole: not cut by any parent (its visible region is its rectangle,
// unless something lies over it) and inside the window.
inline bool wholeOnScreen(const QWidget* widget)
{
    const QWidget* window = widget->window();
    const QRect inWindow(widget->mapTo(window, QPoint(0, 0)), widget->size());
    return widget->isVisible() && !widget->size().isEmpty() && window->rect().contains(inWindow) &&
           widget->visibleRegion().boundingRect() == widget->rect();
}

} // namespace kvp::test
