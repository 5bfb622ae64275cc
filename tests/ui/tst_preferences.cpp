// SPDX-License-Identifier: GPL-3.0-or-later
// Typed preferences over QSettings: defaults, change signals, persistence, the recent-files list.
#include <QSettings>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>

#include "settings/preferences.h"

namespace tst_preferences {

using namespace kvp::ui;

class TestPreferences : public QObject {
    Q_OBJECT
private:
    QTemporaryDir dir_;
    QString file_;

    std::unique_ptr<Preferences> open()
    {
        return std::make_unique<Preferences>(
            std::make_unique<QSettings>(file_, QSettings::IniFormat));
    }

private slots:
    void init()
    {
        static int n = 0;
        file_ = dir_.filePath(QStringLiteral("preferences-%1.ini").arg(++n));
    }

    void themeDefaultsToLightAndIsKept()
    {
        auto prefs = open();
        QCOMPARE(prefs->theme(), Theme::Light);
        QSignalSpy spy(prefs.get(), &Preferences::themeChanged);
        prefs->setTheme(Theme::Light);
        QCOMPARE(spy.count(), 0);
        prefs->setTheme(Theme::Dark);
        QCOMPARE(spy.count(), 1);
        QCOMPARE(spy.front().at(0).value<Theme>(), Theme::Dark);
        prefs.reset();
        QCOMPARE(open()->theme(), Theme::Dark);
    }

    void anUnknownThemeReadsAsLight()
    {
        {
            QSettings raw(file_, QSettings::IniFormat);
            raw.setValue(QStringLiteral("appearance/theme"), QStringLiteral("purple"));
        }
        QCOMPARE(open()->theme(), Theme::Light);
    }

    void recentFilesAreNewestFirstWithoutDuplicates()
    {
        auto prefs = open();
        QSignalSpy spy(prefs.get(), &Preferences::recentFilesChanged);
        prefs->addRecentFile(QStringLiteral("/tmp/a.kvplan.json"));
        prefs->addRecentFile(QStringLiteral("/tmp/b.kvplan.json"));
        prefs->addRecentFile(QStringLiteral("/tmp/x/../a.kvplan.json"));
        QCOMPARE(prefs->recentFiles(), QStringList({QStringLiteral("/tmp/a.kvplan.json"),
                                                    QStringLiteral("/tmp/b.kvplan.json")}));
        QCOMPARE(spy.count(), 3);
        prefs->removeRecentFile(QStringLiteral("/tmp/b.kvplan.json"));
        QCOMPARE(prefs->recentFiles(), QStringList{QStringLiteral("/tmp/a.kvplan.json")});
        prefs->clearRecentFiles();
        QVERIFY(prefs->recentFiles().isEmpty());
        QCOMPARE(spy.count(), 5);
        prefs->clearRecentFiles(); // nothing to clear: no signal
        QCOMPARE(spy.count(), 5);
    }

    void recentFilesKeepTheLastEight()
    {
        auto prefs = open();
        for (int i = 1; i <= 10; ++i)
            prefs->addRecentFile(QStringLiteral("/tmp/%1.kvplan.json").arg(i));
        const QStringList files = prefs->recentFiles();
        QCOMPARE(files.size(), Preferences::kMaxRecentFiles);
        QCOMPARE(files.front(), QStringLiteral("/tmp/10.kvplan.json"));
        QCOMPARE(files.back(), QStringLiteral("/tmp/3.kvplan.json"));
    }
};

QTEST_GUILESS_MAIN(TestPreferences)

} // namespace tst_preferences

#include "tst_preferences.moc"
