// SPDX-License-Identifier: GPL-3.0-or-later
// The report's server as built (docs/sizing-rules.md §11): the chassis and its NVLink bridges,
// the node's power part by part with each part's source, the power supplies, heat, airflow and
// the racks at the site's limits. Every number comes from core's plan; the words are here.
#include "kvplan/catalog_apply.h"
#include "kvplan/ui/format.h"
#include "kvplan/ui/report.h"
#include "report/report_sections.h"

#include <QStringList>

namespace kvp::ui::report {

namespace {

QString q(const std::string& text)
{
    return QString::fromStdString(text);
}

QString watts(double w)
{
    return tr("%1 W").arg(formatNumber(w, 0));
}

// The catalog entry the plan's chassis came from (the planner's choice or a pinned entry), or
// nullptr for a chassis typed into the scenario.
const ChassisEntry* catalogChassis(const Scenario& s, const ChassisPlan& p)
{
    const ChassisEntry* e = builtInCatalog().findChassis(p.id);
    if (!e || (s.chassis && *s.chassis != chassisSpecOf(*e)))
        return nullptr;
    return e;
}

// "source: FACAT (dell.com)" for one figure of the chassis; the plan's source when the
// scenario typed the chassis in.
QString chassisSource(const ChassisEntry* e, const ChassisPlan& p, const char* figure)
{
    if (!e)
        return tr("source: %1").arg(q(p.source));
    const auto it = e->provenance.sources.find(figure);
    QString text = it == e->provenance.sources.end()
                       ? tr("source: catalog %1").arg(q(e->id))
                       : tr("source: catalog %1, %2").arg(q(e->id), q(it->second));
    if (e->provenance.unconfirmed.count(figure) != 0)
        text += tr(" (⚠ unconfirmed: %1)").arg(q(e->provenance.unconfirmed.at(figure)));
    return text;
}

QString partLabel(const std::string& kind)
{
    if (kind == "gpu")
        return tr("Power: GPUs");
    if (kind == "cpu")
        return tr("Power: CPUs");
    if (kind == "dimm")
        return tr("Power: DIMMs");
    if (kind == "drive")
        return tr("Power: NVMe drives");
    if (kind == "network")
        return tr("Power: network");
    if (kind == "board")
        return tr("Power: board and BMC");
    return tr("Power: fans and regulators");
}

void addChassisRows(const Scenario& s, const SizingResult& r, Section& sec)
{
    const ChassisPlan& p = r.chassis;
    const ChassisEntry* e = catalogChassis(s, p);
    sec.rows.push_back({tr("Chassis"), tr("%1, %2 U").arg(q(p.model), formatCount(p.rackUnits)),
                        (p.pinned ? tr("pinned in the scenario") : tr("the catalog's best fit")) +
                            QStringLiteral("; ") + chassisSource(e, p, "rack_units")});
    const QString gpus =
        p.gpuForm == "pcie"
            ? tr("%1 in %2 PCIe slots").arg(formatCount(s.gpu.count), formatCount(p.gpuPositions))
            : tr("%1 %2 baseboard of %3")
                  .arg(formatCount(p.baseboards), q(p.gpuForm).toUpper(),
                       formatCount(p.gpuPositions));
    sec.rows.push_back(
        {tr("GPUs in it"), gpus,
         tr("up to %1 a GPU; ").arg(watts(p.maxGpuW)) + chassisSource(e, p, "gpu_positions")});
    if (p.nvlinkIslands != 0)
        sec.rows.push_back(
            {tr("NVLink bridges"),
             tr("%1 for %2 of %3 GPUs")
                 .arg(plural(p.nvlinkBridges, "bridge", "bridges"),
                      plural(p.nvlinkIslands, "island", "islands"),
                      formatCount(p.nvlinkIslandGpus)),
             formulaOf(r, "chassis.nvlink_bridges") +
                 (p.unbridgedGpus != 0
                      ? tr("; %1 GPUs without a bridge").arg(formatCount(p.unbridgedGpus))
                      : QString())});
    sec.rows.push_back(
        {tr("DIMM slots"),
         tr("%1 per socket, %2 DPC")
             .arg(formatCount(p.dimmSlotsPerSocket), formatCount(p.maxDimmsPerChannel)),
         chassisSource(e, p, "dimm_slots_per_socket")});
    if (s.nvme.enabled)
        sec.rows.push_back(
            {tr("NVMe bays"),
             tr("%1 of %2").arg(formatCount(s.nvme.drivesPerNode), formatCount(p.nvmeBays)),
             chassisSource(e, p, "drive_bays")});
    if (!p.pinned && p.candidates.size() > 1) {
        QStringList others;
        for (const std::string& model : p.candidates)
            if (model != p.model)
                others << q(model);
        sec.rows.push_back({tr("Also fit"), formatCount(std::uint64_t(others.size())),
                            others.join(QStringLiteral("; "))});
    }
}

void addPowerRows(const Scenario& s, const SizingResult& r, Section& sec)
{
    const PowerPlan& w = r.power;
    const ChassisEntry* e = catalogChassis(s, r.chassis);
    for (const PowerPart& part : w.parts) {
        const QString value =
            part.kind == "fans" || part.count == 1
                ? watts(part.watts)
                : tr("%1 × %2 = %3")
                      .arg(formatCount(part.count), watts(part.wattsEach), watts(part.watts));
        QString detail = q(part.part) + QStringLiteral("; ");
        if (part.kind == "fans") {
            const double rest = w.dcW - part.watts; // fans = share × the other parts
            detail += tr("%1 of the other parts' %2; ")
                          .arg(percent(rest > 0.0 ? part.watts / rest : 0.0), watts(rest));
        }
        // The chassis' planning values cite the figure of the entry they came from.
        const char* figure = part.kind == "network" ? "network_w"
                             : part.kind == "board" ? "board_w"
                             : part.kind == "fans"  ? "fan_share"
                                                    : nullptr;
        if (figure && e)
            detail += chassisSource(e, r.chassis, figure);
        else
            detail += q(part.source) + (part.unconfirmed ? tr(" (⚠ unconfirmed)") : QString());
        sec.rows.push_back({partLabel(part.kind), value, detail});
    }
    sec.rows.push_back(
        {tr("Node power"),
         tr("%1 at full load, %2 typical").arg(watts(w.nodeWMax), watts(w.nodeWTypical)),
         formulaOf(r, "power.node_w_max") + QStringLiteral("; ") +
             formulaOf(r, "power.node_w_typical")});
    if (w.psuW > 0.0)
        sec.rows.push_back({tr("Power supplies"),
                            tr("%1 × %2, %3 at %4 V")
                                .arg(formatCount(w.psuCount), watts(w.psuW), q(w.psuRedundancy),
                                     formatCount(w.feedVoltage)),
                            formulaOf(r, "power.psu_count") + QStringLiteral("; ") +
                                chassisSource(e, r.chassis, "psu_watts")});
    sec.rows.push_back({tr("Heat"), tr("%1 BTU/h").arg(formatNumber(w.btuPerHour, 0)),
                        formulaOf(r, "power.btu_per_hour")});
    sec.rows.push_back(
        {tr("Airflow"),
         tr("%1 CFM (%2 m³/h)").arg(formatNumber(w.airflowCfm, 0), formatNumber(w.airflowM3h, 0)),
         formulaOf(r, "power.airflow_cfm")});
}

void addRackRows(const SizingResult& r, Section& sec)
{
    const RackPlan& k = r.rack;
    sec.rows.push_back({tr("Site"),
                        tr("%1 kW and %2 U a rack, %3 cooling")
                            .arg(formatNumber(k.rackKw, 1), formatCount(k.rackUnits),
                                 k.cooling == "liquid" ? tr("liquid") : tr("air")),
                        tr("the scenario's site section, or its defaults")});
    sec.rows.push_back({tr("Nodes per rack"),
                        tr("%1 (power allows %2, space %3)")
                            .arg(formatCount(k.nodesPerRack), formatCount(k.nodesByPower),
                                 formatCount(k.nodesBySpace)),
                        formulaOf(r, "rack.nodes_per_rack")});
    sec.rows.push_back(
        {tr("Racks"),
         tr("%1, the fullest drawing %2 kW")
             .arg(formatCount(k.racks), formatNumber(k.kwPerRack, 2)),
         formulaOf(r, "rack.racks") + QStringLiteral("; ") + formulaOf(r, "rack.kw_per_rack")});
}

} // namespace

Section serverSection(const Scenario& s, const SizingResult& r)
{
    Section sec{tr("The server as built: chassis, power and racks (sizing rules §11)"), {}};
    if (!r.chassis.found) {
        sec.rows.push_back({tr("Chassis"), tr("none fits"),
                            tr("the advice names what does not fit and what to change")});
        return sec;
    }
    addChassisRows(s, r, sec);
    if (r.power.parts.empty()) {
        sec.rows.push_back({tr("Node power"), tr("not estimated"), tr("see the advice")});
        return sec;
    }
    addPowerRows(s, r, sec);
    if (r.rack.nodesPerRack != 0)
        addRackRows(r, sec);
    return sec;
}

} // namespace kvp::ui::report
