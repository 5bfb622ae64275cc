// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// The action a standard shortcut triggers in a window: what the desktop tests press, since menus
// are not open under the offscreen platform.

#include <QAction>
#include <QKeySequence>
#include <QWidget>

namespace kvp::test {

inline QAction* shortcutAction(const QWidget* window, QKeySequence::StandardKey key)
{
    for (QAction* a : window->findChildren<QAction*>())
        if (a->shortcuts().contains(QKeySequence(key)))
            return a;
    qFatal("no action for the shortcut");
    return nullptr;
}

} // namespace kvp::test
