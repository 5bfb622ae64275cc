// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// The offscreen platform warns on every window resize that it cannot pass size hints on; that
// says nothing about the widgets under test, so the desktop tests drop that one message and let
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
    if (message == QLatin1String("This plugin does not support propagateSizeHints()"))
        return;
    previousMessageHandler()(type, context, message);
}

// Call once, from initTestCase().
inline void ignoreOffscreenPlatformNoise()
{
    previousMessageHandler() = qInstallMessageHandler(dropPlatformNoise);
}

} // namespace kvp::test
