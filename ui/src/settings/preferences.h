// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// Typed preferences over QSettings, each with a change signal. The settings object is injected
// so that tests (and the screenshot script) never touch the user's own preferences.

#include "kvplan/ui/quote_pdf.h"
#include "style/theme.h"

#include <QByteArray>
#include <QObject>
#include <QStringList>
#include <memory>

class QSettings;

namespace kvp::ui {

class Preferences : public QObject {
    Q_OBJECT
public:
    static constexpr int kMaxRecentFiles = 8;

    // Takes ownership of `settings`.
    explicit Preferences(std::unique_ptr<QSettings> settings, QObject* parent = nullptr);
    ~Preferences() override;

    Theme theme() const;
    void setTheme(Theme theme);

    // The language the app speaks ("en", "de"); "" = the system's (language.h). Read at start.
    QString language() const;
    void setLanguage(const QString& language);

    // Most recent first, at most kMaxRecentFiles, no duplicates.
    QStringList recentFiles() const;
    void addRecentFile(const QString& path);
    void removeRecentFile(const QString& path);
    void clearRecentFiles();

    QString lastDirectory() const;
    void setLastDirectory(const QString& directory);

    QByteArray windowGeometry() const;
    void setWindowGeometry(const QByteArray& geometry);
    QByteArray windowState() const;
    void setWindowState(const QByteArray& state);

    // The PDF quote's price list ("" = the built-in sample) and page size.
    QString quotePriceList() const;
    void setQuotePriceList(const QString& path);
    PaperSize quotePaperSize() const;
    void setQuotePaperSize(PaperSize size);

signals:
    void themeChanged(kvp::ui::Theme theme);
    void recentFilesChanged(const QStringList& files);

private:
    void storeRecentFiles(const QStringList& files);

    std::unique_ptr<QSettings> settings_;
};

} // namespace kvp::ui
