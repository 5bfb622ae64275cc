// SPDX-License-Identifier: GPL-3.0-or-later
#include "kvplan/ui/core_words.h"

#include "kvplan/scenario_name.h"
#include "kvplan/ui/format.h"
#include "kvplan/ui/language.h"

#include <QCoreApplication>
#include <QRegularExpression>

namespace kvp::ui {

namespace {

QString translate(const char* context, const QString& source)
{
    const QByteArray bytes = source.toUtf8();
    return QCoreApplication::translate(context, bytes.constData());
}

// "3.412" and "1,800" as written in core (English marks), in the marks of the language.
QString localNumber(const QString& number)
{
    const QLocale locale = numberLocale();
    const QChar point = locale.decimalPoint().front();
    const QChar group = locale.groupSeparator().front();
    if (point == QLatin1Char('.'))
        return number;
    QString out = number;
    for (QChar& c : out)
        if (c == QLatin1Char('.'))
            c = point;
        else if (c == QLatin1Char(','))
            c = group;
    return out;
}

// The template translated, then its numbers put back.
QString translatedWithNumbers(const char* context, const QString& text)
{
    if (currentLanguage() == QLatin1String("en"))
        return text; // the source language: nothing to look up
    QStringList numbers;
    const QString templ = numbersAsArguments(text, &numbers);
    const QString translated = translate(context, templ);
    if (translated == templ)
        return text; // no translation (English): as core wrote it
    QString out = translated;
    for (const QString& n : numbers)
        out = out.arg(localNumber(n));
    return out;
}

} // namespace

QString numbersAsArguments(const QString& text, QStringList* numbers)
{
    // A number not glued to a word or a placeholder: "7680", "18.872", "1,800", "2" of "2+2";
    // not the 5 of "Gen5", the 200 of "H200" or the 1 of "{layers_1}".
    static const QRegularExpression number(
        QStringLiteral("(?<![\\w{.,])\\d+(?:[.,]\\d+)*(?![\\w}])"));
    QString out;
    qsizetype last = 0;
    int n = 0;
    for (auto it = number.globalMatch(text); it.hasNext();) {
        const QRegularExpressionMatch m = it.next();
        out += text.mid(last, m.capturedStart() - last) + QLatin1Char('%') + QString::number(++n);
        if (numbers)
            *numbers << m.captured();
        last = m.capturedEnd();
    }
    return out + text.mid(last);
}

QString formulaText(const std::string& formula)
{
    return translatedWithNumbers(kFormulaContext, QString::fromStdString(formula));
}

QString ruleText(const std::string& rule)
{
    QStringList pieces = QString::fromStdString(rule).split(QStringLiteral("; "));
    for (QString& piece : pieces)
        piece = translatedWithNumbers(kRuleContext, piece);
    return pieces.join(QStringLiteral("; "));
}

QString formulaSourceText(const std::string& from)
{
    const QString source = QString::fromStdString(from);
    const QString translated = translatedWithNumbers(kFormulaSourceContext, source);
    return translated == source ? QString() : translated;
}

QString formulaInputName(const std::string& name)
{
    const QString source = QString::fromStdString(name);
    const QString translated = translate(kFormulaInputContext, source);
    if (translated != source)
        return translated;
    QString text = source;
    text.replace(QLatin1Char('_'), QLatin1Char(' '));
    if (!text.isEmpty())
        text[0] = text[0].toUpper();
    return text;
}

QString unitText(Unit unit)
{
    const std::string_view symbol = unitSymbol(unit);
    return translate(kUnitContext, QString::fromUtf8(symbol.data(), qsizetype(symbol.size())));
}

QString unitWord(const char* word)
{
    return QCoreApplication::translate(kUnitContext, word);
}

QString powerPartName(const PowerPart& part)
{
    return translate(kPowerPartContext, QString::fromStdString(part.part));
}

QString workloadWords(const std::string& text)
{
    return translate(kWorkloadContext, QString::fromStdString(text));
}

QString scenarioNameText(const Scenario& scenario)
{
    QString name = QString::fromStdString(scenario.name);
    if (currentLanguage() == QLatin1String("en") || !nameFollowsScenario(scenario))
        return name;
    const QString example = QStringLiteral("Worked example: ");
    const bool isExample = name.startsWith(example);
    if (isExample)
        name = name.mid(example.size());
    static const QRegularExpression users(QStringLiteral("^(.*), ([0-9,]+) (users?)$"));
    if (const QRegularExpressionMatch m = users.match(name); m.hasMatch()) {
        const QString count = formatCount(m.captured(2).remove(QLatin1Char(',')).toULongLong());
        name = (m.captured(3) == QLatin1String("user")
                    ? QCoreApplication::translate("kvp::ui", "%1, %2 user")
                    : QCoreApplication::translate("kvp::ui", "%1, %2 users"))
                   .arg(m.captured(1), count);
    }
    return isExample ? QCoreApplication::translate("kvp::ui", "Worked example: %1").arg(name)
                     : name;
}

} // namespace kvp::ui
