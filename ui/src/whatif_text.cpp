// SPDX-License-Identifier: GPL-3.0-or-later
#include "kvplan/ui/whatif_text.h"

#include "ui_words.h"

#include "kvplan/figures.h"
#include "kvplan/ui/core_words.h"
#include "kvplan/ui/format.h"
#include "kvplan/ui/report.h"

#include <QCoreApplication>
#include <QStringList>
#include <cmath>
#include <map>

namespace kvp::ui {

namespace {

bool endsWith(const std::string& text, const char* suffix)
{
    const std::string s(suffix);
    return text.size() >= s.size() && text.compare(text.size() - s.size(), s.size(), s) == 0;
}

QString sectionTitle(const std::string& section)
{
    static const std::map<std::string, const char*> titles = {
        {"kv", QT_TRANSLATE_NOOP("kvp::ui", "KV cache")},
        {"gpu", QT_TRANSLATE_NOOP("kvp::ui", "GPU")},
        {"cpu", QT_TRANSLATE_NOOP("kvp::ui", "CPU tier")},
        {"memory", QT_TRANSLATE_NOOP("kvp::ui", "System memory")},
        {"nodes", QT_TRANSLATE_NOOP("kvp::ui", "Nodes")},
        {"pcie", QT_TRANSLATE_NOOP("kvp::ui", "PCIe")},
        {"nvme", QT_TRANSLATE_NOOP("kvp::ui", "NVMe tier")},
        {"latency", QT_TRANSLATE_NOOP("kvp::ui", "Time to first token (§7)")},
        {"hit_rates", QT_TRANSLATE_NOOP("kvp::ui", "Hit rates (§7a)")},
        {"load", QT_TRANSLATE_NOOP("kvp::ui", "Load at peak (§10)")},
        // §11's sections by their keys, as the English output has always named them.
        {"chassis", QT_TRANSLATE_NOOP("kvp::ui", "chassis")},
        {"power", QT_TRANSLATE_NOOP("kvp::ui", "power")},
        {"rack", QT_TRANSLATE_NOOP("kvp::ui", "rack")}};
    const auto it = titles.find(section);
    return it == titles.end() ? QString::fromStdString(section) : tr(it->second);
}

QString csvField(QString text)
{
    if (text.contains(QLatin1Char(',')) || text.contains(QLatin1Char('"')) ||
        text.contains(QLatin1Char('\n'))) {
        text.replace(QLatin1Char('"'), QStringLiteral("\"\""));
        return QLatin1Char('"') + text + QLatin1Char('"');
    }
    return text;
}

QString valueText(const nlohmann::json& value)
{
    return value.is_string() ? QString::fromStdString(value.get<std::string>())
                             : QString::fromStdString(value.dump());
}

// Plain columns padded to their widths: the first (and, with `lastLeft`, the last) left-aligned,
// the numbers right-aligned.
QString table(const std::vector<QStringList>& rows, bool lastLeft = false)
{
    std::vector<qsizetype> widths;
    for (const QStringList& row : rows)
        for (qsizetype i = 0; i < row.size(); ++i) {
            if (qsizetype(widths.size()) <= i)
                widths.push_back(0);
            widths[std::size_t(i)] = std::max(widths[std::size_t(i)], row[i].size());
        }
    QString out;
    for (const QStringList& row : rows) {
        QString line;
        for (qsizetype i = 0; i < row.size(); ++i)
            line += (i == 0 || (lastLeft && i + 1 == row.size())
                         ? row[i].leftJustified(widths[std::size_t(i)])
                         : row[i].rightJustified(widths[std::size_t(i)])) +
                    QStringLiteral("  ");
        while (line.endsWith(QLatin1Char(' ')))
            line.chop(1);
        out += QStringLiteral("  ") + line + QLatin1Char('\n');
    }
    return out;
}

nlohmann::ordered_json optionalNumber(const std::optional<double>& value)
{
    return value ? nlohmann::ordered_json(*value) : nlohmann::ordered_json(nullptr);
}

} // namespace

QString figureLabel(const std::string& key)
{
    const Figure* figure = findFigure(key);
    return figure && figure->label ? tr(figure->label) : QString::fromStdString(key);
}

std::string figureUnit(const std::string& key)
{
    if (const Figure* figure = findFigure(key))
        return figure->unit;
    if (key.rfind("hit_rates.closed_form.", 0) == 0 || key.rfind("hit_rates.simulated.", 0) == 0)
        return key.find("seed") != std::string::npos || key.find("requests") != std::string::npos ||
                       key.find("conversations") != std::string::npos ||
                       key.find("users") != std::string::npos ||
                       key.find("hours") != std::string::npos
                   ? ""
                   : "share";
    if (endsWith(key, "_bytes") || endsWith(key, "_bytes_per_day"))
        return "B";
    if (endsWith(key, "_gib") || endsWith(key, "_gib_per_card"))
        return "GiB";
    if (endsWith(key, "_gb"))
        return "GB";
    if (endsWith(key, "_tb") || endsWith(key, "_tb_per_day"))
        return "TB";
    if (key.find("_ms") != std::string::npos)
        return "ms";
    if (endsWith(key, "_seconds") || endsWith(key, "_s"))
        return "s";
    if (endsWith(key, "speedup"))
        return "×";
    return "";
}

QString figureValueText(double value, const std::string& unit)
{
    if (!std::isfinite(value))
        return formatNumber(value, 0);
    if (unit == "share")
        return formatNumber(value * 100.0, 1) + QStringLiteral(" %");
    if (unit == "ms")
        return formatDuration(value / 1e3);
    if (unit == "s")
        return formatDuration(value);
    if (unit == "B")
        return formatNumber(value, 0) + QStringLiteral(" B");
    if (unit == "GiB" || unit == "TB")
        return formatNumber(value, 2) + QLatin1Char(' ') + QString::fromStdString(unit);
    if (unit == "GB")
        return formatNumber(value, 1) + QStringLiteral(" GB");
    if (unit == "years")
        return formatNumber(value, 1) + QLatin1Char(' ') + unitText(Unit::Years);
    if (unit == "×")
        return formatNumber(value, 1) + QStringLiteral("×");
    if (unit == "MT/s")
        return formatNumber(value, 0) + QStringLiteral(" MT/s");
    if (unit == "W")
        return formatNumber(value, 0) + QStringLiteral(" W");
    if (unit == "kW")
        return formatNumber(value, 2) + QStringLiteral(" kW");
    return formatNumber(value, value == std::floor(value) ? 0 : 2);
}

QString figureChangeText(double value, double base, const std::string& unit)
{
    if (std::fabs(value - base) <= 1e-9 * std::max({1.0, std::fabs(value), std::fabs(base)}))
        return tr("same");
    if (unit == "share") {
        const double points = (value - base) * 100.0;
        return (points > 0 ? QStringLiteral("+") : QString()) + formatNumber(points, 1) +
               tr(" pts");
    }
    if (base == 0.0)
        return tr("new");
    const double change = (value / base - 1.0) * 100.0;
    return (change > 0 ? QStringLiteral("+") : QString()) +
           formatNumber(change, std::fabs(change) < 10.0 ? 1 : 0) + QStringLiteral(" %");
}

QString sweepJumpText(SweepJump jump, const SweepPoint& point, const SweepPoint& previous)
{
    switch (jump) {
    case SweepJump::DimmStep:
        if (previous.dimmsPerChannel == point.dimmsPerChannel)
            return tr("DIMMs %1 GB → %2 GB")
                .arg(formatCount(previous.dimmSizeGB), formatCount(point.dimmSizeGB));
        return tr("DIMMs %1 GB × %2 per channel → %3 GB × %4 per channel")
            .arg(formatCount(previous.dimmSizeGB), formatCount(previous.dimmsPerChannel),
                 formatCount(point.dimmSizeGB), formatCount(point.dimmsPerChannel));
    case SweepJump::Nodes:
        return tr("nodes %1 → %2").arg(formatCount(previous.nodes), formatCount(point.nodes));
    case SweepJump::NvmeDrives:
        return tr("NVMe drives needed %1 → %2")
            .arg(formatCount(previous.nvmeDrives), formatCount(point.nvmeDrives));
    }
    return {};
}

QString renderSweep(const Sweep& sweep, SweepFormat format)
{
    if (format == SweepFormat::Json) {
        nlohmann::ordered_json out;
        out["sweep_version"] = 1;
        out["key"] = sweep.key;
        out["figures"] = sweep.figures;
        nlohmann::ordered_json points = nlohmann::ordered_json::array();
        for (const SweepPoint& p : sweep.points) {
            nlohmann::ordered_json item;
            item["value"] = p.value;
            item["valid"] = p.valid;
            item["error"] =
                p.valid ? nlohmann::ordered_json(nullptr) : nlohmann::ordered_json(p.error);
            nlohmann::ordered_json figures = nlohmann::ordered_json::object();
            for (std::size_t i = 0; i < sweep.figures.size(); ++i)
                figures[sweep.figures[i]] =
                    p.valid ? optionalNumber(p.figures[i]) : nlohmann::ordered_json(nullptr);
            item["figures"] = std::move(figures);
            nlohmann::ordered_json jumps = nlohmann::ordered_json::array();
            for (SweepJump j : p.jumps)
                jumps.push_back(toString(j));
            item["jumps"] = std::move(jumps);
            item["dimm_size_gb"] = p.dimmSizeGB;
            item["dimms_per_channel"] = p.dimmsPerChannel;
            item["nodes"] = p.nodes;
            item["nvme_drives_needed"] = p.nvmeDrives;
            points.push_back(std::move(item));
        }
        out["points"] = std::move(points);
        return QString::fromStdString(out.dump(2, ' ', false)) + QLatin1Char('\n');
    }
    if (format == SweepFormat::Csv) {
        QStringList header{csvField(QString::fromStdString(sweep.key))};
        for (const std::string& f : sweep.figures)
            header << csvField(QString::fromStdString(f));
        header << QStringLiteral("jumps") << QStringLiteral("error");
        QString out = header.join(QLatin1Char(',')) + QLatin1Char('\n');
        for (const SweepPoint& p : sweep.points) {
            QStringList row{csvField(valueText(p.value))};
            for (std::size_t i = 0; i < sweep.figures.size(); ++i)
                row << (p.valid && p.figures[i] ? QString::number(*p.figures[i], 'g', 12)
                                                : QString());
            QStringList jumps;
            for (SweepJump j : p.jumps)
                jumps << QString::fromStdString(toString(j));
            row << jumps.join(QLatin1Char(';')) << csvField(QString::fromStdString(p.error));
            out += row.join(QLatin1Char(',')) + QLatin1Char('\n');
        }
        return out;
    }

    QString out = tr("Sweep of %1 (%2 values)")
                      .arg(QString::fromStdString(sweep.key))
                      .arg(sweep.points.size()) +
                  QLatin1Char('\n');
    std::vector<QStringList> rows;
    QStringList header{QString::fromStdString(sweep.key)};
    for (const std::string& f : sweep.figures)
        header << figureLabel(f);
    header << QString();
    rows.push_back(header);
    QStringList notes;
    const SweepPoint* previous = nullptr;
    for (const SweepPoint& p : sweep.points) {
        QStringList row{valueText(p.value)};
        if (!p.valid) {
            for (std::size_t i = 0; i < sweep.figures.size(); ++i)
                row << QStringLiteral("—");
            row << tr("invalid");
            notes << valueText(p.value) + QStringLiteral(": ") + QString::fromStdString(p.error);
        } else {
            for (std::size_t i = 0; i < sweep.figures.size(); ++i)
                row << (p.figures[i] ? figureValueText(*p.figures[i], figureUnit(sweep.figures[i]))
                                     : QStringLiteral("—"));
            QStringList marks;
            for (SweepJump j : p.jumps) {
                marks << QStringLiteral("▲ ") + QString::fromStdString(toString(j));
                notes << valueText(p.value) + QStringLiteral(": ") + sweepJumpText(j, p, *previous);
            }
            row << marks.join(QLatin1Char(' '));
            previous = &p;
        }
        rows.push_back(row);
    }
    out += table(rows, true);
    if (!notes.isEmpty()) {
        out += QLatin1Char('\n') + tr("Steps and invalid values") + QLatin1Char('\n');
        for (const QString& note : notes)
            out += QStringLiteral("  ") + note + QLatin1Char('\n');
    }
    return out;
}

namespace {

QString letter(std::size_t i)
{
    return QString(QChar(QLatin1Char('A').unicode() + char16_t(i)));
}

QString comparisonJson(const Comparison& c)
{
    nlohmann::ordered_json out;
    out["compare_version"] = 1;
    out["scenarios"] = c.names;
    nlohmann::ordered_json figures = nlohmann::ordered_json::array();
    for (const ComparedFigure& f : c.figures) {
        nlohmann::ordered_json item;
        item["key"] = f.key;
        item["unit"] = f.unit;
        nlohmann::ordered_json values = nlohmann::ordered_json::array();
        for (const auto& v : f.values)
            values.push_back(optionalNumber(v));
        item["values"] = std::move(values);
        item["differs"] = f.differs;
        figures.push_back(std::move(item));
    }
    out["figures"] = std::move(figures);
    nlohmann::ordered_json inputs = nlohmann::ordered_json::array();
    for (const ComparedInput& in : c.inputs) {
        nlohmann::ordered_json values = nlohmann::ordered_json::array();
        for (const std::string& v : in.values)
            values.push_back(v.empty() ? nlohmann::ordered_json(nullptr)
                                       : nlohmann::ordered_json::parse(v));
        inputs.push_back({{"key", in.key}, {"values", std::move(values)}});
    }
    out["inputs"] = std::move(inputs);
    nlohmann::ordered_json advice = nlohmann::ordered_json::array();
    for (const auto& list : c.distinctAdvice) {
        nlohmann::ordered_json items = nlohmann::ordered_json::array();
        for (const Diagnostic& d : list)
            items.push_back({{"code", toString(d.code)},
                             {"severity", toString(d.severity)},
                             {"message", diagnosticText(d).toStdString()}});
        advice.push_back(std::move(items));
    }
    out["distinct_advice"] = std::move(advice);
    nlohmann::ordered_json errors = nlohmann::ordered_json::array();
    for (const SizingResult& r : c.results)
        errors.push_back(r.hasErrors());
    out["has_errors"] = std::move(errors);
    return QString::fromStdString(out.dump(2, ' ', false)) + QLatin1Char('\n');
}

QString inputsThatDiffer(const Comparison& c, bool markdown)
{
    const std::size_t n = c.names.size();
    QString out;
    if (!c.inputs.empty()) {
        if (markdown) {
            out += QStringLiteral("\n## ") + tr("Inputs that differ") + QStringLiteral("\n\n| ") +
                   tr("Key");
            for (std::size_t i = 0; i < n; ++i)
                out += QStringLiteral(" | ") + letter(i);
            out += QStringLiteral(" |\n|---");
            for (std::size_t i = 0; i < n; ++i)
                out += QStringLiteral("|---");
            out += QStringLiteral("|\n");
            for (const ComparedInput& in : c.inputs) {
                out += QStringLiteral("| `") + QString::fromStdString(in.key) + QLatin1Char('`');
                for (const std::string& v : in.values)
                    out += QStringLiteral(" | ") +
                           (v.empty() ? QStringLiteral("—") : QString::fromStdString(v))
                               .replace(QLatin1Char('|'), QStringLiteral("\\|"));
                out += QStringLiteral(" |\n");
            }
        } else {
            out += QLatin1Char('\n') + tr("Inputs that differ") + QLatin1Char('\n');
            std::vector<QStringList> rows;
            QStringList header{tr("key")};
            for (std::size_t i = 0; i < n; ++i)
                header << letter(i);
            rows.push_back(header);
            for (const ComparedInput& in : c.inputs) {
                QStringList row{QString::fromStdString(in.key)};
                for (const std::string& v : in.values)
                    row << (v.empty() ? QStringLiteral("—") : QString::fromStdString(v));
                rows.push_back(row);
            }
            out += table(rows);
        }
    }

    return out;
}

// Key figures by section; a differing row marked, with each value's change against A.
QString figuresBySection(const Comparison& c, bool markdown)
{
    const std::size_t n = c.names.size();
    QString out;
    std::string section;
    std::vector<QStringList> rows;
    const auto flush = [&]() {
        if (!markdown && !rows.empty())
            out += table(rows);
        rows.clear();
    };
    for (const ComparedFigure& f : c.figures) {
        if (f.section != section) {
            flush();
            section = f.section;
            if (markdown) {
                out += QStringLiteral("\n## ") + sectionTitle(section) + QStringLiteral("\n\n| ") +
                       tr("Figure");
                for (std::size_t i = 0; i < n; ++i)
                    out += QStringLiteral(" | ") + letter(i);
                out += QStringLiteral(" |\n|---");
                for (std::size_t i = 0; i < n; ++i)
                    out += QStringLiteral("|---:");
                out += QStringLiteral("|\n");
            } else {
                out += QLatin1Char('\n') + sectionTitle(section) + QLatin1Char('\n');
                QStringList header{QString()};
                for (std::size_t i = 0; i < n; ++i)
                    header << letter(i);
                rows.push_back(header);
            }
        }
        QStringList cells;
        for (std::size_t i = 0; i < n; ++i) {
            const auto& v = f.values[i];
            QString cell = v ? figureValueText(*v, f.unit) : QStringLiteral("—");
            if (i > 0 && f.differs && v && f.values.front())
                cell += QStringLiteral(" (") + figureChangeText(*v, *f.values.front(), f.unit) +
                        QLatin1Char(')');
            cells << cell;
        }
        const QString label = figureLabel(f.key);
        if (markdown) {
            out += QStringLiteral("| ") +
                   (f.differs ? QStringLiteral("**") + label + QStringLiteral("**") : label);
            for (const QString& cell : cells)
                out += QStringLiteral(" | ") +
                       (f.differs ? QStringLiteral("**") + cell + QStringLiteral("**") : cell);
            out += QStringLiteral(" |\n");
        } else {
            rows.push_back(
                QStringList{(f.differs ? QStringLiteral("* ") : QStringLiteral("  ")) + label} +
                cells);
        }
    }
    flush();

    return out;
}

QString adviceOnlySomeGet(const Comparison& c, bool markdown)
{
    const std::size_t n = c.names.size();
    QString out;
    bool anyAdvice = false;
    for (const auto& list : c.distinctAdvice)
        anyAdvice = anyAdvice || !list.empty();
    if (anyAdvice) {
        out += (markdown ? QStringLiteral("\n## ") : QStringLiteral("\n")) +
               tr("Advice only some scenarios get") +
               (markdown ? QStringLiteral("\n\n") : QStringLiteral("\n"));
        for (std::size_t i = 0; i < n; ++i)
            for (const Diagnostic& d : c.distinctAdvice[i])
                out += (markdown ? QStringLiteral("- **") + letter(i) + QStringLiteral("**: ")
                                 : QStringLiteral("  ") + letter(i) + QStringLiteral(": ")) +
                       diagnosticText(d) + QLatin1Char('\n');
    }
    return out;
}

} // namespace

QString renderComparison(const Comparison& c, CompareFormat format)
{
    if (format == CompareFormat::Json)
        return comparisonJson(c);
    const std::size_t n = c.names.size();
    const bool markdown = format == CompareFormat::Markdown;
    QString out;
    if (markdown)
        out +=
            QStringLiteral("# ") + tr("Comparison of %1 scenarios").arg(n) + QStringLiteral("\n\n");
    else
        out += tr("Comparison of %1 scenarios").arg(n) + QLatin1Char('\n');
    for (std::size_t i = 0; i < n; ++i)
        out += (markdown ? QStringLiteral("- **") + letter(i) + QStringLiteral("**: ")
                         : QStringLiteral("  ") + letter(i) + QStringLiteral(": ")) +
               QString::fromStdString(c.names[i]) +
               (c.results[i].hasErrors() ? tr(" (no valid plan: see its advice)") : QString()) +
               QLatin1Char('\n');

    out += inputsThatDiffer(c, markdown);
    out += figuresBySection(c, markdown);
    out += adviceOnlySomeGet(c, markdown);
    if (!markdown)
        out += QLatin1Char('\n') + tr("* the figure differs; changes are against A") +
               QLatin1Char('\n');
    return out;
}

} // namespace kvp::ui
