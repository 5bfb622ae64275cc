// SPDX-License-Identifier: GPL-3.0-or-later
// "Rack and power": the customer's data centre (site.*) and the chassis the plan builds in
// (docs/sizing-rules.md §11). Every number shown comes from core.
#include "controller/controller.h"
#include "forms/catalog_picker.h"
#include "forms/form_section.h"
#include "forms/sections.h"
#include "kvplan/ui/format.h"

#include <QCoreApplication>
#include <QDoubleSpinBox>

#include <cmath>

namespace kvp::ui {

namespace {

// lupdate files these words under the namespace's context, kvp::ui (a context of its own found no
// German: the section was English in a German window).
QString tr(const char* text)
{
    return QCoreApplication::translate("kvp::ui", text);
}

std::optional<double> countAsReal(const std::optional<std::uint64_t>& value)
{
    return value ? std::optional<double>(double(*value)) : std::nullopt;
}

std::optional<std::uint64_t> realAsCount(const std::optional<double>& value)
{
    return value ? std::optional<std::uint64_t>(std::uint64_t(std::llround(*value))) : std::nullopt;
}

} // namespace

FormSection* makeRackSection(Controller* controller, CatalogPicker* chassisPicker)
{
    auto* section = new FormSection(tr("Rack and power"), controller);
    section->setObjectName(QStringLiteral("rackSection"));
    section->setDetailsTitle(tr("Site details"));
    section->addPicker(tr("Chassis"),
                       tr("The server the plan builds in. Auto: the catalog's best fit for the "
                          "GPUs, sockets, DIMMs, drives and cooling. A chassis picked here is "
                          "pinned in the scenario (section chassis) with its figures; the plan "
                          "says what does not fit in it."),
                       chassisPicker);
    section->addOptionalReal(
        {QStringLiteral("site.rack_kw"), tr("Power per rack"),
         tr("The power a rack may draw. Air-cooled racks: 8, 15, 25 or 40 kW are typical "
            "limits; above 40 kW plan liquid cooling. Unchecked: 15 kW.")},
        tr("Set"), 1, 1.0, [](const Scenario& s) { return s.site.rackKw; },
        [](Scenario& s, std::optional<double> v) { s.site.rackKw = v; },
        [](const Scenario&, const SizingResult& r) { return r.rack.rackKw; });
    section->addOptionalReal(
        {QStringLiteral("site.rack_units"), tr("Rack units"),
         tr("Rack units the GPU servers may take, after switches and PDUs. Unchecked: 42.")},
        tr("Set"), 0, 1.0, [](const Scenario& s) { return countAsReal(s.site.rackUnits); },
        [](Scenario& s, std::optional<double> v) { s.site.rackUnits = realAsCount(v); },
        [](const Scenario&, const SizingResult& r) { return double(r.rack.rackUnits); });
    section->addChoice(
        {QStringLiteral("site.cooling"), tr("Cooling"),
         tr("Air-cooled racks take air-cooled chassis only; a liquid-cooled site takes both.")},
        {{tr("Air"), 0}, {tr("Liquid"), 1}},
        [](const Scenario& s) { return s.site.cooling.value_or("air") == "liquid" ? 1 : 0; },
        [](Scenario& s, int v) {
            if (v == 1)
                s.site.cooling = "liquid";
            else
                s.site.cooling.reset();
        });
    section->addOptionalReal(
        {QStringLiteral("site.feed_voltage"), tr("Feed voltage"),
         tr("The power supplies' input. A 200–220 V feed derates some supplies (Dell's 3,200 W "
            "gives 2,900 W); some run at 230 V only. Unchecked: 230 V.")},
        tr("Set"), 0, 10.0, [](const Scenario& s) { return countAsReal(s.site.feedVoltage); },
        [](Scenario& s, std::optional<double> v) { s.site.feedVoltage = realAsCount(v); },
        [](const Scenario&, const SizingResult& r) { return double(r.power.feedVoltage); });
    section->addChoice(
        {QStringLiteral("site.psu_redundancy"), tr("Supply redundancy"),
         tr("N+N survives the loss of a whole feed (A+B); N+1 the loss of one supply.")},
        {{tr("N+N when the chassis has the bays"), 0}, {tr("N+N"), 1}, {tr("N+1"), 2}},
        [](const Scenario& s) {
            return !s.site.psuRedundancy ? 0 : *s.site.psuRedundancy == "n+n" ? 1 : 2;
        },
        [](Scenario& s, int v) {
            if (v == 0)
                s.site.psuRedundancy.reset();
            else
                s.site.psuRedundancy = v == 1 ? "n+n" : "n+1";
        });
    section->addOptionalReal(
        {QStringLiteral("site.air_delta_t_c"), tr("Air temperature rise"),
         tr("How much warmer the air leaves a node than it enters; sets the airflow. "
            "Unchecked: 15 °C.")},
        tr("Set"), 1, 1.0, [](const Scenario& s) { return s.site.airDeltaTC; },
        [](Scenario& s, std::optional<double> v) { s.site.airDeltaTC = v; },
        [](const Scenario&, const SizingResult& r) { return r.power.airDeltaTC; });
    return section;
}

} // namespace kvp::ui
