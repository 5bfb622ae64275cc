// SPDX-License-Identifier: GPL-3.0-or-later
// A key of the scenario's table that has a form label but no widget of its own: its widget
// follows from its row (type, whether it may be unset, range, suffix, allowed words), its words
// from the row's label and help (translated as core's words are, context "kvp::schema").
#include "forms/schema_field.h"

#include "forms/form_section.h"
#include "kvplan/scenario_schema.h"

#include <QCoreApplication>
#include <QRegularExpression>
#include <algorithm>
#include <cmath>

namespace kvp::ui {

namespace {

QString words(std::string_view text)
{
    const QByteArray source(text.data(), qsizetype(text.size()));
    return QCoreApplication::translate("kvp::schema", source.constData());
}

// The words a Word row allows, from its `allowed` text ("\"none\", \"align\" or \"all\"").
QStringList allowedWords(const schema::Field& row)
{
    QStringList out;
    static const QRegularExpression quoted(QStringLiteral("\"([^\"]+)\""));
    const QString allowed = QString::fromUtf8(row.allowed.data(), qsizetype(row.allowed.size()));
    for (auto it = quoted.globalMatch(allowed); it.hasNext();)
        out << it.next().captured(1);
    return out;
}

std::optional<double> numberOf(const schema::Value& value)
{
    if (const auto* count = std::get_if<std::uint64_t>(&value))
        return double(*count);
    if (const auto* real = std::get_if<double>(&value))
        return *real;
    return std::nullopt;
}

double unsetValue(const schema::Field& row)
{
    static const QRegularExpression given(QStringLiteral("^unset = ([0-9.]+)"));
    const QString docs = QString::fromUtf8(row.docDefault.data(), qsizetype(row.docDefault.size()));
    bool ok = false;
    const double value = given.match(docs).captured(1).toDouble(&ok);
    return ok ? value : row.bounds ? row.bounds->min : 0.0;
}

schema::Value valueOf(const schema::Field& row, double number)
{
    if (row.type == schema::Type::Count)
        return std::uint64_t(std::llround(std::max(0.0, number)));
    return number;
}

void addNumber(FormSection* section, const schema::Field& row, const FieldInfo& info)
{
    const bool count = row.type == schema::Type::Count;
    const int decimals = count ? 0 : 2;
    const double step = count ? 1.0 : 0.1;
    const schema::Field* r = &row; // rows live as long as the program
    if (!row.nullable) {
        section->addReal(
            info, decimals, step,
            [r](const Scenario& s) { return numberOf(r->get(s)).value_or(0); },
            [r](Scenario& s, double v) { r->set(s, valueOf(*r, v)); });
        return;
    }
    section->addOptionalReal(
        info, QCoreApplication::translate("FormSection", "Set"), decimals, step,
        [r](const Scenario& s) { return numberOf(r->get(s)); },
        [r](Scenario& s, std::optional<double> v) {
            r->set(s, v ? valueOf(*r, *v) : schema::Value{});
        },
        // Unset, the rule's default applies, shown greyed and where a switched-on box starts:
        // the number the row's docs give ("unset = 15"), else the lowest value.
        [r](const Scenario&, const SizingResult&) { return unsetValue(*r); });
}

void addWord(FormSection* section, const schema::Field& row, const FieldInfo& info)
{
    const schema::Field* r = &row;
    const QStringList allowed = allowedWords(row);
    std::vector<std::pair<QString, int>> options;
    if (row.nullable)
        options.emplace_back(QCoreApplication::translate("FormSection", "Default"), -1);
    for (qsizetype i = 0; i < allowed.size(); ++i)
        options.emplace_back(allowed[i], int(i));
    section->addChoice(
        info, options,
        [r, allowed](const Scenario& s) {
            const schema::Value v = r->get(s);
            const auto* text = std::get_if<std::string>(&v);
            return text ? int(allowed.indexOf(QString::fromStdString(*text))) : -1;
        },
        [r, allowed](Scenario& s, int index) {
            r->set(s, index < 0 ? schema::Value{} : schema::Value{allowed[index].toStdString()});
        });
}

} // namespace

bool addSchemaField(FormSection* section, const schema::Field& row)
{
    const FieldInfo info{QString::fromUtf8(row.key.data(), qsizetype(row.key.size())),
                         words(row.label), words(row.help)};
    const schema::Field* r = &row;
    switch (row.type) {
    case schema::Type::Count:
    case schema::Type::Real:
        addNumber(section, row, info);
        return true;
    case schema::Type::Flag:
        section->addToggle(
            info,
            [r](const Scenario& s) {
                const schema::Value v = r->get(s);
                const auto* on = std::get_if<bool>(&v);
                return on != nullptr && *on;
            },
            [r](Scenario& s, bool v) { r->set(s, v); });
        return true;
    case schema::Type::Word:
        addWord(section, row, info);
        return true;
    case schema::Type::Text:
        if (row.nullable)
            return false;
        section->addText(
            info,
            [r](const Scenario& s) {
                const schema::Value v = r->get(s);
                const auto* text = std::get_if<std::string>(&v);
                return text ? *text : std::string();
            },
            [r](Scenario& s, std::string v) { r->set(s, std::move(v)); });
        return true;
    case schema::Type::CountList:
    case schema::Type::LayerGroups:
        return false;
    }
    return false;
}

} // namespace kvp::ui
