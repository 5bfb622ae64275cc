// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// A test of the desktop app's main window: a window of its own per test function, with its own
// preferences file in a temporary folder and a recorded interaction (no dialog ever blocks).
// A test class derives from it and calls setUpProcess() from initTestCase(), openWindow() from
// init() and closeWindow() from cleanup(). And a slow search for the windows that search on a
// worker thread.

#include <QLocale>
#include <QObject>
#include <QSettings>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>
#include <QThread>
#include <atomic>
#include <memory>

#include "kvplan/recommend.h"
#include "main_window.h"
#include "platform_noise.h"
#include "recording_interaction.h"
#include "settings/preferences.h"

namespace kvp::test {

// 100 steps of 20 ms unless cancelled, counting them in `steps` and reporting progress as
// recommend() does.
inline RecommendResult slowSearch(std::atomic<int>& steps, const RecommendOptions& o)
{
    RecommendResult r;
    for (int i = 0; i < 100; ++i) {
        if (o.cancel && o.cancel->load()) {
            r.cancelled = true;
            break;
        }
        if (o.progress)
            o.progress(std::size_t(i), 100);
        QThread::msleep(20);
        ++steps;
        ++r.searched;
    }
    return r;
}

class MainWindowTest : public QObject {
protected:
    // English numbers, no platform noise, never the developer's own catalog or preferences.
    bool setUpProcess()
    {
        QLocale::setDefault(QLocale(QLocale::English, QLocale::UnitedStates));
        ignoreOffscreenPlatformNoise();
        QStandardPaths::setTestModeEnabled(true);
        return dir_.isValid();
    }

    // A new window at 1366 × 768, shown; false when it was not exposed.
    bool openWindow()
    {
        static int run = 0;
        state_ = {};
        preferences_ = std::make_unique<ui::Preferences>(std::make_unique<QSettings>(
            dir_.filePath(QStringLiteral("preferences-%1.ini").arg(++run)), QSettings::IniFormat));
        window_ = std::make_unique<ui::MainWindow>(preferences_.get(),
                                                   std::make_unique<RecordingInteraction>(&state_));
        window_->resize(1366, 768);
        window_->show();
        return QTest::qWaitForWindowExposed(window_.get());
    }

    void closeWindow()
    {
        window_.reset();
        preferences_.reset();
    }

    QTemporaryDir dir_;
    RecordingInteraction::State state_;
    std::unique_ptr<ui::Preferences> preferences_;
    std::unique_ptr<ui::MainWindow> window_;
};

} // namespace kvp::test
