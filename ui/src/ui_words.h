// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// The words of kvp::ui's free functions and file-level helpers: tr() in their lupdate context
// "kvp::ui" (a class with Q_OBJECT uses its own tr()). One declaration for every file that
// writes such words, instead of a wrapper in each.

#include <QCoreApplication>
#include <QString>

namespace kvp::ui {

inline QString tr(const char* text)
{
    return QCoreApplication::translate("kvp::ui", text);
}

} // namespace kvp::ui
