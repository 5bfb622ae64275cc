// SPDX-License-Identifier: GPL-3.0-or-later
// The quote's page for the data centre (docs/sizing-rules.md §11): the node's power part by part
// with each part's source, its power supplies, heat and airflow, the nodes a rack takes and the
// racks, then the node power and rack elevation charts. Every number comes from core's plan.
#include "quote/quote_builder.h"

#include "kvplan/ui/core_words.h"
#include "kvplan/ui/format.h"
#include "kvplan/ui/report.h"
#include "quote/quote_charts.h"

namespace kvp::ui {

namespace quoting {

namespace {

QString watts(double w)
{
    return tr("%1 W").arg(formatNumber(w, 0));
}

QString coolingWord(const std::string& cooling)
{
    return cooling == "liquid" ? tr("liquid") : tr("air");
}

const char* partWord(const std::string& kind)
{
    if (kind == "gpu")
        return QT_TRANSLATE_NOOP("kvp::ui::quoting", "GPUs");
    if (kind == "cpu")
        return QT_TRANSLATE_NOOP("kvp::ui::quoting", "CPUs");
    if (kind == "dimm")
        return QT_TRANSLATE_NOOP("kvp::ui::quoting", "Memory");
    if (kind == "drive")
        return QT_TRANSLATE_NOOP("kvp::ui::quoting", "NVMe drives");
    if (kind == "network")
        return QT_TRANSLATE_NOOP("kvp::ui::quoting", "Network");
    if (kind == "board")
        return QT_TRANSLATE_NOOP("kvp::ui::quoting", "Board and BMC");
    return QT_TRANSLATE_NOOP("kvp::ui::quoting", "Fans and regulators");
}

} // namespace

void Builder::powerPage()
{
    heading(tr("Power, cooling and racks"), 1, true);
    const ChassisPlan& c = r_.chassis;
    if (!c.found || r_.power.parts.empty()) {
        callout(tr("No chassis in the catalog holds this build, so its power and racks are not "
                   "planned; the advice says what does not fit and what to change."),
                Severity::Error);
        return;
    }
    const RackPlan& k = r_.rack;
    paragraph(tr("%1 (%2 U, %3 cooled) at full load, part by part, against its power supplies; "
                 "the heat and air it gives off; the racks for %4 at the site's limits of %5 kW "
                 "and %6 U a rack, %7 cooled. Figures marked ⚠ are planning values or estimates "
                 "without a vendor figure.")
                  .arg(text(c.model), count(c.rackUnits), coolingWord(c.cooling),
                       counted(r_.nodes.count, QT_TRANSLATE_NOOP("kvp::ui::quoting", "node"),
                               QT_TRANSLATE_NOOP("kvp::ui::quoting", "nodes")),
                       formatNumber(k.rackKw, 1), count(k.rackUnits), coolingWord(k.cooling)),
              st_.body, st_.text, 2.0);
    // The charts first: they cannot split across pages, the tables can.
    for (const PrintedCharts::Row& row : charts_.powerRows())
        chartRow(row.indices, row.plotHeight);
    powerParts();
    powerFigures();
    runningCost();
}

// The node's power by part: count, each, total and the source, then the sum, at the wall and
// typical.
void Builder::powerParts()
{
    const PowerPlan& w = r_.power;
    std::vector<TableRow> rows;
    for (const PowerPart& part : w.parts) {
        TableCell what(tr(partWord(part.kind)), 1, powerPartName(part));
        what.bold = true;
        const bool each = part.kind != "fans" && part.count > 1;
        rows.push_back(TableRow({what, TableCell(each ? count(part.count) : QString()),
                                 TableCell(each ? watts(part.wattsEach) : QString()),
                                 TableCell(watts(part.watts)),
                                 TableCell((part.unconfirmed ? QStringLiteral("⚠ ") : QString()) +
                                           text(part.source))}));
    }
    const auto total = [&](const QString& label, double value, const QString& how) {
        TableRow row(
            {TableCell(label), TableCell(), TableCell(), TableCell(watts(value)), TableCell(how)});
        row.shaded = true;
        row.bold = true;
        rows.push_back(std::move(row));
    };
    total(tr("Parts together (DC)"), w.dcW, tr("what the power supplies deliver"));
    total(tr("At the wall, full load"), w.nodeWMax,
          tr("÷ %1 supply efficiency").arg(formatNumber(w.psuEfficiency, 2)));
    total(tr("Typical"), w.nodeWTypical,
          tr("× %1 of full load, sustained").arg(formatNumber(w.typicalShare, 3)));
    rows[w.parts.size()].ruleAbove = true;
    std::vector<TableColumn> columns = {{tr("Part"), 2.2},
                                        {tr("Qty"), 0.0, Qt::AlignRight},
                                        {tr("Each"), 0.0, Qt::AlignRight},
                                        {tr("Power"), 0.0, Qt::AlignRight},
                                        {tr("Source"), 4.0}};
    pdf::TableStyle style = st_.table();
    style.font = st_.small;
    style.boldFont = st_.smallBold;
    heading(tr("Node power"), 2);
    add(std::make_shared<pdf::TableBlock>(std::move(columns), std::move(rows), style), 4.0);
}

// Supplies, heat, airflow and racks, each with its formula.
void Builder::powerFigures()
{
    const PowerPlan& w = r_.power;
    const RackPlan& k = r_.rack;
    std::vector<TableRow> rows;
    const auto row = [&](const QString& label, const QString& value, const char* figure) {
        TableCell head(label);
        head.bold = true;
        const Derivation* d = r_.derivation(figure);
        rows.push_back(
            TableRow({head, TableCell(value), TableCell(d ? derivationText(*d) : QString())}));
    };
    if (w.psuW > 0.0)
        row(tr("Power supplies"),
            tr("%1 × %2, %3 at %4 V")
                .arg(count(w.psuCount), watts(w.psuW), text(w.psuRedundancy), count(w.feedVoltage)),
            "power.psu_count");
    row(tr("Heat"), tr("%1 BTU/h").arg(formatNumber(w.btuPerHour, 0)), "power.btu_per_hour");
    row(tr("Airflow"),
        tr("%1 CFM (%2 m³/h) at a %3 °C rise")
            .arg(formatNumber(w.airflowCfm, 0), formatNumber(w.airflowM3h, 0),
                 formatNumber(w.airDeltaTC, 0)),
        "power.airflow_cfm");
    if (k.nodesPerRack != 0) {
        row(tr("Nodes per rack"),
            tr("%1 (power allows %2, space %3)")
                .arg(count(k.nodesPerRack), count(k.nodesByPower), count(k.nodesBySpace)),
            "rack.nodes_per_rack");
        row(tr("Racks"), count(k.racks), "rack.racks");
        row(tr("Fullest rack"), tr("%1 kW").arg(formatNumber(k.kwPerRack, 2)), "rack.kw_per_rack");
    }
    pdf::TableStyle style = st_.table();
    style.font = st_.small;
    style.boldFont = st_.smallBold;
    heading(tr("Supplies, heat and racks"), 2);
    add(std::make_shared<pdf::TableBlock>(
            std::vector<TableColumn>{{tr("Figure"), 1.2}, {tr("Value"), 1.8}, {tr("How"), 4.0}},
            std::move(rows), style),
        4.0);
}

} // namespace quoting

} // namespace kvp::ui
