// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// The language people read: the translation of every tr() string (resources/translations/,
// compiled into the resources under :/i18n/) and the locale of the numbers, money and dates the
// formatting functions write (format.h: "1,152 GB" and "84,430.50 €" in English, "1.152 GB" and
// "84.430,50 €" in German). English is the source language. The desktop app takes it from the
// system locale unless Preferences or --lang say otherwise; kvplan from --lang (English without
// it, so that scripts read the same output everywhere); a quote from its scenario's
// quote.language, else the language the program runs in. JSON and CSV stay locale-free.

#include <QLocale>
#include <QString>
#include <QStringList>

namespace kvp::ui {

// "en", "de": the languages there is a translation for (English: the source).
QStringList availableLanguages();
bool isAvailableLanguage(const QString& language);
// The language's own name: "English", "Deutsch".
QString languageName(const QString& language);

// "de_DE", "de_AT" → "de"; a language without a translation → "en".
QString languageOfLocale(const QLocale& locale);

// The locale numbers, money and dates are written in: en_US for "en", de_DE for "de".
QLocale localeOf(const QString& language);

// Makes `language` the one the program speaks: installs its translation (and Qt's own, where
// the system has it) in place of the previous one, and the number marks of its locale. Without a
// QCoreApplication only the number marks change. An unknown language is English.
void setLanguage(const QString& language);
QString currentLanguage();

// Speaks `language` for its lifetime (a quote in another language than the app's), then the
// language before it again. An empty language changes nothing.
class LanguageScope {
public:
    explicit LanguageScope(const QString& language);
    ~LanguageScope();
    LanguageScope(const LanguageScope&) = delete;
    LanguageScope& operator=(const LanguageScope&) = delete;

private:
    QString previous_;
    bool changed_ = false;
};

} // namespace kvp::ui
