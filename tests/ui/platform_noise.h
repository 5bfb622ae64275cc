// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// The offscreen platform warns on every window resize that it cannot pass size hints on, and
// when a popup (a completer's list) raises itself or grabs the keyboard, that it cannot; that says
// nothing about the widgets under test, so the desktop tests drop those messages and let
// everything else through (QWARN and failures on warnings keep working).

#include <QLatin1String>
#include <QString>
#include <QtGlobal>

namespace kvp::test {

inline QtMessageHandler& previousMessageHandler()
{
    static QtMessageHandler handler = nullptr;
    return handler;
}

inline void dropPlatformNoise(QtMsgType type, const QMessageLogContext& context,
                              const QString& message)
{
    if (message == QLatin1String("This plugin does not support propagateSizeHints()") ||
        message == QLatin1String("This plugin does not support raise()") ||
        message == QLatin1String("This plugin does not support grabbing the keyboard"))
        return;
    previousMessageHandler()(type, context, message);
}

// Call once, from initTestCase().
inline void ignoreOffscreenPlatformNoise()
{
    previousMessageHandler() = qInstallMessageHandler(dropPlatformNoise);
}

} // namespace kvp::test
