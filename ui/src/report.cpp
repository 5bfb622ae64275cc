// SPDX-License-Identifier: GPL-3.0-or-later
#include "kvplan/ui/report.h"

#include "ui_words.h"

#include "kvplan/report_json.h"
#include "kvplan/ui/core_words.h"
#include "kvplan/ui/format.h"
#include "kvplan/ui/language.h"
#include "report/report_sections.h"

#include <QCoreApplication>
#include <QStringList>
#include <cmath>
#include <nlohmann/json.hpp>
#include <vector>

namespace kvp::ui {

namespace {

using report::count;

std::vector<Section> buildSections(const Scenario& s, const SizingResult& r)
{
    std::vector<Section> sections{report::inputsSection(s, r), report::kvSection(s, r),
                                  report::gpuSection(s, r),    report::cpuSection(s, r),
                                  report::memorySection(s, r), report::numaSection(s, r),
                                  report::pcieSection(s, r),   report::nvmeSection(s, r)};
    for (Section& section : report::whatifSections(s, r))
        sections.push_back(std::move(section));
    sections.push_back(report::serverSection(s, r));
    sections.push_back(report::costSection(s, r));
    return sections;
}

QString severityMark(Severity severity, bool markdown)
{
    // "[warning]", "[error]  ", "[note]   ": the text's marks are as wide as the widest.
    const auto text = [](const QString& word) {
        return (QLatin1Char('[') + word + QLatin1Char(']')).leftJustified(9);
    };
    switch (severity) {
    case Severity::Error:
        return markdown ? QStringLiteral("**%1:**").arg(tr("Error")) : text(tr("error"));
    case Severity::Warning:
        return markdown ? QStringLiteral("**%1:**").arg(tr("Warning")) : text(tr("warning"));
    case Severity::Info:
        return markdown ? tr("Note") + QLatin1Char(':') : text(tr("note"));
    }
    return {};
}

QString renderText(const Scenario& s, const SizingResult& r)
{
    QString out;
    out += tr("KV Planner report: %1").arg(scenarioNameText(s)) + QLatin1Char('\n');
    if (!r.hasErrors() || r.kv.bytesPerToken.count() != 0) {
        const auto sections = buildSections(s, r);
        qsizetype labelWidth = 0;
        qsizetype valueWidth = 0;
        for (const Section& section : sections)
            for (const Row& row : section.rows) {
                labelWidth = std::max(labelWidth, row.label.size());
                valueWidth = std::max(valueWidth, std::min<qsizetype>(row.value.size(), 44));
            }
        for (const Section& section : sections) {
            out += QLatin1Char('\n') + section.title + QLatin1Char('\n');
            for (const Row& row : section.rows) {
                const QString head = QStringLiteral("  ") + row.label.leftJustified(labelWidth + 2);
                QString line = head + row.value;
                if (!row.detail.isEmpty()) {
                    const qsizetype detailColumn = head.size() + valueWidth + 2;
                    if (line.size() + 2 > detailColumn)
                        line += QLatin1Char('\n') + QString(detailColumn, QLatin1Char(' '));
                    else
                        line = line.leftJustified(detailColumn);
                    line += row.detail;
                }
                out += QStringLiteral("  ") + line.trimmed() + QLatin1Char('\n');
            }
        }
    }
    out += QLatin1Char('\n') + tr("Advice and warnings") + QLatin1Char('\n');
    if (r.diagnostics.empty())
        out += QStringLiteral("  ") + tr("none") + QLatin1Char('\n');
    for (const Diagnostic& d : r.diagnostics)
        out += QStringLiteral("  ") + severityMark(d.severity, false) + QLatin1Char(' ') +
               diagnosticText(d) + QLatin1Char('\n');
    return out;
}

QString escapeMarkdown(QString text)
{
    return text.replace(QLatin1Char('|'), QStringLiteral("\\|"));
}

QString renderMarkdown(const Scenario& s, const SizingResult& r)
{
    QString out;
    out += QStringLiteral("# ") + tr("KV Planner report: %1").arg(scenarioNameText(s)) +
           QStringLiteral("\n");
    if (!r.hasErrors() || r.kv.bytesPerToken.count() != 0) {
        for (const Section& section : buildSections(s, r)) {
            out += QStringLiteral("\n## ") + section.title + QStringLiteral("\n\n");
            out += QStringLiteral("| ") + tr("Figure") + QStringLiteral(" | ") + tr("Value") +
                   QStringLiteral(" | ") + tr("How") + QStringLiteral(" |\n|---|---|---|\n");
            for (const Row& row : section.rows)
                out += QStringLiteral("| ") + escapeMarkdown(row.label) + QStringLiteral(" | ") +
                       escapeMarkdown(row.value) + QStringLiteral(" | ") +
                       escapeMarkdown(row.detail) + QStringLiteral(" |\n");
        }
    }
    out += QStringLiteral("\n## ") + tr("Advice and warnings") + QStringLiteral("\n\n");
    if (r.diagnostics.empty())
        out += tr("None.") + QLatin1Char('\n');
    for (const Diagnostic& d : r.diagnostics)
        out += QStringLiteral("- ") + severityMark(d.severity, true) + QLatin1Char(' ') +
               diagnosticText(d) + QLatin1Char('\n');
    return out;
}

} // namespace

QString layersText(const ModelSpec& model)
{
    QStringList parts;
    for (const LayerGroup& g : effectiveLayers(model)) {
        QString part;
        switch (g.kind) {
        case LayerKind::Full:
            part = tr("%1 full").arg(count(g.count));
            break;
        case LayerKind::Sliding:
            part = tr("%1 sliding (window %2)").arg(count(g.count), count(g.window.value_or(0)));
            break;
        case LayerKind::Mla:
            part = tr("%1 MLA (%2 + %3)")
                       .arg(count(g.count), count(g.kvLoraRank.value_or(0)),
                            count(g.qkRopeHeadDim.value_or(0)));
            break;
        case LayerKind::Linear:
            part = tr("%1 linear (state %2 each)")
                       .arg(count(g.count),
                            formatSize(bytes(g.stateBytes.value_or(0)), SizeUnit::MiB, 2));
            break;
        case LayerKind::Dsa:
            part = tr("%1 DSA (%2 + %3, indexer %4)")
                       .arg(count(g.count), count(g.kvLoraRank.value_or(0)),
                            count(g.qkRopeHeadDim.value_or(0)), count(g.indexHeadDim.value_or(0)));
            break;
        case LayerKind::CompressedMla:
            part = g.compressRatio.value_or(0) == 0
                       ? tr("%1 window only (%2)").arg(count(g.count), count(g.window.value_or(0)))
                       : tr("%1 compressed 1:%2 (window %3)")
                             .arg(count(g.count), count(g.compressRatio.value_or(0)),
                                  count(g.window.value_or(0)));
            break;
        case LayerKind::Msa:
            part = tr("%1 MSA (indexer %2, %3)")
                       .arg(count(g.count), count(g.indexHeadDim.value_or(0)),
                            QString::fromStdString(
                                toString(g.indexDtype.value_or(KvCacheDtype::Bf16))));
            break;
        }
        if ((g.kind == LayerKind::Full || g.kind == LayerKind::Sliding ||
             g.kind == LayerKind::Msa) &&
            (g.numKvHeads != model.numKvHeads || g.headDim != model.headDim))
            part += tr(", %1 KV heads × %2").arg(count(*g.numKvHeads), count(*g.headDim));
        parts << part;
    }
    return parts.join(QStringLiteral(" + "));
}

namespace {

QString symbolText(Unit unit)
{
    return unitText(unit); // "years", "Jahre"
}

} // namespace

QString quantityText(double value, Unit unit)
{
    switch (unit) {
    case Unit::Bytes:
        return formatNumber(value, 0) + QStringLiteral(" B");
    case Unit::None:
        return formatShortNumber(value);
    case Unit::Tokens:
        return formatNumber(value, 0) + QLatin1Char(' ') + symbolText(unit);
    case Unit::Days:
        if (value == 1.0)
            return formatNumber(value, 0) + QLatin1Char(' ') + unitWord("day");
        break;
    case Unit::Percent:
        return formatShortNumber(value, 1) + QStringLiteral(" %");
    case Unit::Times: // a factor reads "2×", not "2 ×" (which looks like a product)
        return formatShortNumber(value) + QStringLiteral("×");
    case Unit::Money: // in the quote's currency, which the plan does not know
        return std::fabs(value) < 10.0 ? formatShortNumber(value, 4) : formatNumber(value, 2);
    case Unit::GB:
    case Unit::Milliseconds:
    case Unit::Years:
        return formatShortNumber(value, std::fabs(value) < 10.0 ? 2 : 1) + QLatin1Char(' ') +
               symbolText(unit);
    default:
        break;
    }
    return formatShortNumber(value) + QLatin1Char(' ') + symbolText(unit);
}

QString derivationText(const Derivation& d)
{
    QString text = formulaText(d.formula);
    for (const DerivationInput& in : d.inputs)
        text.replace(QLatin1Char('{') + QString::fromStdString(in.name) + QLatin1Char('}'),
                     quantityText(in.value, in.unit));
    QString result;
    switch (d.unit) {
    case Unit::GiB:
    case Unit::TB:
    case Unit::TBPerDay:
        result = formatNumber(d.value, 2) + QLatin1Char(' ') + symbolText(d.unit);
        break;
    case Unit::GB:
    case Unit::Milliseconds:
    case Unit::Years:
    case Unit::Percent:
        result = formatNumber(d.value, 1) + QLatin1Char(' ') + symbolText(d.unit);
        break;
    default:
        result = quantityText(d.value, d.unit);
    }
    return text + QStringLiteral(" = ") + result;
}

namespace {

// A translated template's {name} placeholders filled in the language's way: numbers with up to
// two decimals and the language's marks (core's renderDiagnostic writes English ones).
QString fillPlaceholders(const QString& templ, const DiagnosticParams& params)
{
    QString out;
    qsizetype pos = 0;
    while (pos < templ.size()) {
        const qsizetype open = templ.indexOf(QLatin1Char('{'), pos);
        const qsizetype close = open < 0 ? -1 : templ.indexOf(QLatin1Char('}'), open);
        if (close < 0) {
            out += templ.mid(pos);
            break;
        }
        out += templ.mid(pos, open - pos);
        const auto it = params.find(templ.mid(open + 1, close - open - 1).toStdString());
        if (it == params.end())
            out += templ.mid(open, close - open + 1);
        else if (it->second.is_number())
            out += formatShortNumber(it->second.get<double>(), 2);
        else if (it->second.is_string())
            // A word parameter (core's DiagnosticWord), in the language's words.
            out += QCoreApplication::translate("kvp::DiagnosticWord",
                                               it->second.get<std::string>().c_str());
        else
            out += QStringLiteral("null"); // a name given no value, as core writes it
        pos = close + 1;
    }
    return out;
}

} // namespace

QString diagnosticText(const Diagnostic& diagnostic)
{
    const std::string_view templ = diagnosticTemplate(diagnostic.code);
    if (templ.empty())
        return QString::fromStdString(std::string(toString(diagnostic.code)));
    // The template is translated as a whole (kvplan_core_LANG.ts); placeholders are filled in
    // afterwards, in English exactly as core's JSON outputs fill them.
    const QByteArray source(templ.data(), static_cast<qsizetype>(templ.size()));
    const QString translated = QCoreApplication::translate("kvp::Diagnostic", source.constData());
    if (currentLanguage() == QLatin1String("en"))
        return QString::fromStdString(
            renderDiagnostic(translated.toStdString(), diagnostic.params));
    return fillPlaceholders(translated, diagnostic.params);
}

QString loadWithheldText(const Scenario& s, const SizingResult& r, bool brief)
{
    if (r.load.withheldBy != DiagnosticCode::ContextAboveModelMaximum || !s.model.maxContextTokens)
        return {};
    const QString limit = formatCount(*s.model.maxContextTokens);
    if (brief)
        return tr("withheld: context above the model's %1 tokens").arg(limit);
    return tr("a context of %1 tokens is more than the %2 the model takes "
              "(model.max_context_tokens), and no engine serves it as planned: there is no TTFT, "
              "TPOT or throughput at peak (see the advice)")
        .arg(formatCount(s.workload.contextTokens), limit);
}

QString renderReport(const Scenario& scenario, const SizingResult& result, ReportFormat format)
{
    switch (format) {
    case ReportFormat::Text:
        return renderText(scenario, result);
    case ReportFormat::Markdown:
        return renderMarkdown(scenario, result);
    case ReportFormat::Json:
        return QString::fromStdString(reportToJson(scenario, result).dump(2, ' ', false)) +
               QLatin1Char('\n');
    }
    return {};
}

} // namespace kvp::ui
