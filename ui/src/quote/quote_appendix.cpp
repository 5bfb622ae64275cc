// SPDX-License-Identifier: GPL-3.0-or-later
// The quote's appendix: the engine configuration with its launch script, the assumptions and
// formulas, the advice.
#include "quote/quote_builder.h"

#include "kvplan/engine_config.h"
#include "kvplan/engine_script.h"
#include "kvplan/ui/core_words.h"
#include "kvplan/ui/format.h"
#include "kvplan/ui/report.h"
#include "views/engine_config_view.h"
#include "views/engine_settings_model.h"
#include "views/figure_names.h"

#include <set>

namespace kvp::ui {

namespace quoting {

void Builder::engine()
{
    EngineOptions options;
    options.engine = d_.engine;
    const EngineConfig config = engineConfig(s_, r_, options);
    heading(tr("Engine configuration: %1").arg(engineName(d_.engine)), 1, true);
    QStringList releases;
    for (const EngineRelease& release : config.writtenFor)
        releases << text(release.product) + QLatin1Char(' ') + text(release.version);
    if (config.hasErrors()) {
        for (const Diagnostic& d : config.diagnostics)
            callout(diagnosticText(d), d.severity);
        return;
    }
    paragraph(tr("The commands that start %1 as planned, %2 per node: each instance on its "
                 "cards (CUDA_VISIBLE_DEVICES), bound to their NUMA node, with the tiers in "
                 "%1's own unit and scope. Written for %3. The settings that carry the "
                 "plan's sizes:")
                  .arg(engineName(d_.engine),
                       counted(config.instances, QT_TRANSLATE_NOOP("kvp::ui::quoting", "instance"),
                               QT_TRANSLATE_NOOP("kvp::ui::quoting", "instances")),
                       releases.join(QStringLiteral(", "))),
              st_.body, st_.text, 2.0);

    EngineSettingsModel model;
    model.setConfig(config);
    std::vector<TableColumn> columns;
    const std::vector<qreal> weights = {1.3, 1.9, 1.6, 1.3, 3.0};
    for (int c = 0; c < model.columnCount(); ++c)
        columns.push_back(
            {model.headerData(c, Qt::Horizontal).toString(), weights[std::size_t(c)]});
    std::vector<TableRow> rows;
    for (int r = 0; r < model.rowCount(); ++r) {
        TableRow row;
        for (int c = 0; c < model.columnCount(); ++c) {
            TableCell cell{model.data(model.index(r, c)).toString()};
            cell.monospace =
                c == EngineSettingsModel::SettingColumn || c == EngineSettingsModel::ValueColumn;
            row.cells.push_back(cell);
        }
        rows.push_back(std::move(row));
    }
    pdf::TableStyle style = st_.table();
    style.font = st_.small;
    style.boldFont = st_.smallBold;
    add(std::make_shared<pdf::TableBlock>(std::move(columns), std::move(rows), style), 6.0);

    std::vector<std::pair<Severity, QString>> notes;
    for (const Diagnostic& d : config.diagnostics)
        notes.emplace_back(d.severity, diagnosticText(d));
    for (const LaunchCommand& command : config.commands)
        for (const Diagnostic& d : command.notes)
            notes.emplace_back(d.severity,
                               text(command.name) + QStringLiteral(": ") + diagnosticText(d));
    if (!notes.empty()) {
        heading(tr("Notes on the commands"), 2);
        diagnosticTable(notes);
    }
    heading(tr("Launch script: %1").arg(QString::fromLatin1(kCombinedScriptName)), 2);
    add(std::make_shared<pdf::CodeBlock>(text(renderCombinedScript(config)), st_.mono, st_.text,
                                         st_.codeBackground, st_.muted),
        3.0);
}

void Builder::diagnosticTable(const std::vector<std::pair<Severity, QString>>& notes)
{
    std::vector<TableRow> rows;
    for (const auto& [severity, words] : notes) {
        TableCell mark{severityWord(severity)};
        mark.bold = true;
        mark.colour = severity == Severity::Error     ? st_.error
                      : severity == Severity::Warning ? st_.warning
                                                      : st_.info;
        rows.push_back(TableRow({mark, TableCell(words)}));
    }
    auto table = std::make_shared<pdf::TableBlock>(std::vector<TableColumn>{{{}, 1.25}, {{}, 9.0}},
                                                   std::move(rows), st_.table());
    table->setHeaderVisible(false);
    add(table, 3.0);
}

namespace {

// An input by its scenario key, or in words where core describes it in words.
QString inputName(const std::string& key)
{
    const QString words = formulaSourceText(key);
    return words.isEmpty() ? text(key) : words;
}

} // namespace

void Builder::assumptions()
{
    // Not on a page of its own: it follows the script's last lines.
    heading(tr("Assumptions and formulas"), 1);
    paragraph(tr("Every figure of this quote follows a rule of the KV Planner sizing model "
                 "(docs/sizing-rules.md; the rule is named beside each formula). Units: GiB "
                 "= 2^30 bytes, as engines and drivers report memory; GB = 10^9 bytes and TB "
                 "= 10^12 bytes, as DIMMs and drives are sold. Inputs are the scenario's "
                 "values (its keys as in docs/scenario-format.md); figures are per node "
                 "unless they say otherwise."),
              st_.body, st_.text, 2.0);

    std::set<std::string> figures;
    for (const Derivation& d : r_.derivations)
        figures.insert(d.figure);
    std::set<std::string> seen;
    std::vector<std::pair<QString, QString>> values;
    for (const Derivation& d : r_.derivations)
        for (const DerivationInput& in : d.inputs)
            if (figures.count(in.key) == 0 && seen.insert(in.key).second)
                values.emplace_back(inputName(in.key), quantityText(in.value, in.unit));
    // Two inputs a row: the list is long and each entry short.
    std::vector<TableRow> inputs;
    const std::size_t half = (values.size() + 1) / 2;
    for (std::size_t i = 0; i < half; ++i) {
        TableRow row;
        for (std::size_t j : {i, i + half}) {
            TableCell key(j < values.size() ? values[j].first : QString());
            key.monospace = true;
            row.cells.push_back(key);
            row.cells.push_back(TableCell(j < values.size() ? values[j].second : QString()));
        }
        inputs.push_back(std::move(row));
    }
    heading(tr("Inputs"), 2);
    pdf::TableStyle listing = st_.table();
    listing.zebra = true;
    listing.font = st_.small;
    listing.boldFont = st_.smallBold;
    add(std::make_shared<pdf::TableBlock>(
            std::vector<TableColumn>{
                {tr("Input"), 2.6}, {tr("Value"), 1.0}, {tr("Input"), 2.6}, {tr("Value"), 1.0}},
            std::move(inputs), listing),
        3.0);

    std::vector<TableRow> formulas;
    for (const Derivation& d : r_.derivations) {
        const QString key = text(d.figure);
        const QString title = figureTitle(key);
        // A figure without a title of its own is named by its report key alone.
        TableCell figure(title, 1, title == key ? QString() : key);
        figure.monospace = title == key;
        formulas.push_back(
            TableRow({figure, TableCell(derivationText(d)), TableCell(ruleText(d.rule))}));
    }
    heading(tr("Formulas with this scenario's numbers"), 2);
    add(std::make_shared<pdf::TableBlock>(std::vector<TableColumn>{{tr("Figure"), 2.3},
                                                                   {tr("Formula and result"), 4.3},
                                                                   {tr("Rule"), 1.2}},
                                          std::move(formulas), listing),
        3.0);
}

void Builder::advice()
{
    heading(tr("Advice"), 1);
    if (r_.diagnostics.empty()) {
        paragraph(tr("None: the plan raises no warnings."), st_.body, st_.text, 3.0);
        return;
    }
    std::vector<std::pair<Severity, QString>> notes;
    for (const Diagnostic& d : r_.diagnostics)
        notes.emplace_back(d.severity, diagnosticText(d));
    diagnosticTable(notes);
}

} // namespace quoting

} // namespace kvp::ui
