// SPDX-License-Identifier: GPL-3.0-or-later
#include "settings/preferences.h"

#include <QDir>
#include <QSettings>

namespace kvp::ui {

namespace {

const QString kThemeKey = QStringLiteral("appearance/theme");
const QString kLanguageKey = QStringLiteral("appearance/language");
const QString kRecentKey = QStringLiteral("files/recent");
const QString kLastDirectoryKey = QStringLiteral("files/last_directory");
const QString kGeometryKey = QStringLiteral("window/geometry");
const QString kStateKey = QStringLiteral("window/state");
const QString kPriceListKey = QStringLiteral("quote/price_list");
const QString kPaperSizeKey = QStringLiteral("quote/page_size");

} // namespace

Preferences::Preferences(std::unique_ptr<QSettings> settings, QObject* parent)
    : QObject(parent), settings_(std::move(settings))
{
}

Preferences::~Preferences() = default;

Theme Preferences::theme() const
{
    return themeFromName(settings_->value(kThemeKey).toString()).value_or(Theme::Light);
}

void Preferences::setTheme(Theme theme)
{
    if (theme == this->theme())
        return;
    settings_->setValue(kThemeKey, themeName(theme));
    emit themeChanged(theme);
}

QString Preferences::language() const
{
    return settings_->value(kLanguageKey).toString();
}

void Preferences::setLanguage(const QString& language)
{
    if (language.isEmpty())
        settings_->remove(kLanguageKey);
    else
        settings_->setValue(kLanguageKey, language);
}

QStringList Preferences::recentFiles() const
{
    return settings_->value(kRecentKey).toStringList();
}

void Preferences::addRecentFile(const QString& path)
{
    const QString clean = QDir::cleanPath(QDir(path).absolutePath());
    QStringList files = recentFiles();
    files.removeAll(clean);
    files.prepend(clean);
    while (files.size() > kMaxRecentFiles)
        files.removeLast();
    storeRecentFiles(files);
}

void Preferences::removeRecentFile(const QString& path)
{
    QStringList files = recentFiles();
    if (files.removeAll(QDir::cleanPath(QDir(path).absolutePath())) > 0)
        storeRecentFiles(files);
}

void Preferences::clearRecentFiles()
{
    if (!recentFiles().isEmpty())
        storeRecentFiles({});
}

void Preferences::storeRecentFiles(const QStringList& files)
{
    if (files == recentFiles())
        return;
    settings_->setValue(kRecentKey, files);
    emit recentFilesChanged(files);
}

QString Preferences::lastDirectory() const
{
    return settings_->value(kLastDirectoryKey, QDir::homePath()).toString();
}

void Preferences::setLastDirectory(const QString& directory)
{
    settings_->setValue(kLastDirectoryKey, directory);
}

QByteArray Preferences::windowGeometry() const
{
    return settings_->value(kGeometryKey).toByteArray();
}

void Preferences::setWindowGeometry(const QByteArray& geometry)
{
    settings_->setValue(kGeometryKey, geometry);
}

QByteArray Preferences::windowState() const
{
    return settings_->value(kStateKey).toByteArray();
}

void Preferences::setWindowState(const QByteArray& state)
{
    settings_->setValue(kStateKey, state);
}

QString Preferences::quotePriceList() const
{
    return settings_->value(kPriceListKey).toString();
}

void Preferences::setQuotePriceList(const QString& path)
{
    settings_->setValue(kPriceListKey, path);
}

PaperSize Preferences::quotePaperSize() const
{
    return paperSizeFromName(settings_->value(kPaperSizeKey).toString()).value_or(PaperSize::A4);
}

void Preferences::setQuotePaperSize(PaperSize size)
{
    settings_->setValue(kPaperSizeKey, paperSizeName(size));
}

} // namespace kvp::ui
