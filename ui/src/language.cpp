// SPDX-License-Identifier: GPL-3.0-or-later
#include "kvplan/ui/language.h"

#include "kvplan/ui/format.h"

#include <QCoreApplication>
#include <QLibraryInfo>
#include <QTranslator>
#include <memory>
#include <vector>

namespace kvp::ui {

namespace {

struct Installed {
    QString language = QStringLiteral("en");
    std::vector<std::unique_ptr<QTranslator>> translators;
};

Installed& installed()
{
    static Installed state;
    return state;
}

void removeTranslators(Installed& state)
{
    if (QCoreApplication::instance())
        for (const auto& translator : state.translators)
            QCoreApplication::removeTranslator(translator.get());
    state.translators.clear();
}

void install(Installed& state, const QString& name, const QString& directory)
{
    auto translator = std::make_unique<QTranslator>();
    if (!translator->load(name, directory))
        return;
    QCoreApplication::installTranslator(translator.get());
    state.translators.push_back(std::move(translator));
}

} // namespace

QStringList availableLanguages()
{
    return {QStringLiteral("en"), QStringLiteral("de")};
}

bool isAvailableLanguage(const QString& language)
{
    return availableLanguages().contains(language);
}

QString languageName(const QString& language)
{
    return language == QLatin1String("de") ? QStringLiteral("Deutsch") : QStringLiteral("English");
}

QString languageOfLocale(const QLocale& locale)
{
    const QString name = locale.name().section(QLatin1Char('_'), 0, 0);
    return isAvailableLanguage(name) ? name : QStringLiteral("en");
}

QLocale localeOf(const QString& language)
{
    if (language == QLatin1String("de"))
        return QLocale(QLocale::German, QLocale::Germany);
    return QLocale(QLocale::English, QLocale::UnitedStates);
}

void setLanguage(const QString& requested)
{
    const QString language = isAvailableLanguage(requested) ? requested : QStringLiteral("en");
    Installed& state = installed();
    setNumberLocale(localeOf(language));
    if (language == state.language &&
        (language == QLatin1String("en") || !state.translators.empty()))
        return;
    removeTranslators(state);
    state.language = language;
    if (language == QLatin1String("en") || !QCoreApplication::instance())
        return;
    // The words of the user interface (lupdate keeps kvplan_LANG.ts), those of core's codes and
    // tables (kvplan_core_LANG.ts: diagnostics, figures, engines, units; kept by
    // tst_translations), and Qt's own (the buttons of standard dialogs) where the system has them.
    install(state, QStringLiteral("kvplan_%1").arg(language), QStringLiteral(":/i18n"));
    install(state, QStringLiteral("kvplan_core_%1").arg(language), QStringLiteral(":/i18n"));
    install(state, QStringLiteral("qtbase_%1").arg(language),
            QLibraryInfo::path(QLibraryInfo::TranslationsPath));
}

QString currentLanguage()
{
    return installed().language;
}

LanguageScope::LanguageScope(const QString& language) : previous_(currentLanguage())
{
    if (language.isEmpty() || language == previous_)
        return;
    setLanguage(language);
    changed_ = true;
}

LanguageScope::~LanguageScope()
{
    if (changed_)
        setLanguage(previous_);
}

} // namespace kvp::ui
