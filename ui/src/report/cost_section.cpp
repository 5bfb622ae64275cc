// SPDX-License-Identifier: GPL-3.0-or-later
// The report's running cost (docs/sizing-rules.md, "What it costs to run"): the energy a year at
// §11's typical draw, its cost at the site's price per kWh and per million output tokens of the
// traffic's year. Every number comes from core's plan; the words are here.
#include "kvplan/ui/format.h"
#include "kvplan/ui/report.h"
#include "report/report_sections.h"

namespace kvp::ui::report {

Section costSection(const Scenario&, const SizingResult& r)
{
    const RunCostPlan& c = r.runCost;
    Section sec{tr("What it costs to run"), {}};
    if (!c.planned) {
        sec.rows.push_back({tr("Energy a year"), tr("not estimated"),
                            tr("needs the node's power (§11); see the advice")});
        return sec;
    }
    sec.rows.push_back(
        {tr("Electricity price"), tr("%1 per kWh").arg(formatShortNumber(c.pricePerKwh, 4)),
         c.priceIsDefault ? tr("in the quote's currency; unset: the EU's non-household average in "
                               "EUR (Eurostat nrg_pc_205, second half of 2023)")
                          : tr("in the quote's currency: the scenario's site.price_per_kwh")});
    sec.rows.push_back(
        {tr("Energy a year"), tr("%1 kWh").arg(formatNumber(c.kwhPerYear, 0)),
         tr("at the typical draw, around the clock: ") + formulaOf(r, "cost.kwh_per_year")});
    sec.rows.push_back({tr("Energy cost a year"), formatNumber(c.energyCostPerYear, 2),
                        formulaOf(r, "cost.energy_per_year")});
    if (c.outputTokensPerYear <= 0.0) {
        sec.rows.push_back({tr("Per million output tokens"), tr("not estimated"),
                            tr("needs the traffic section (requests a day)")});
        return sec;
    }
    sec.rows.push_back({tr("Output tokens a year"), formatNumber(c.outputTokensPerYear, 0),
                        formulaOf(r, "cost.output_tokens_per_year")});
    sec.rows.push_back({tr("Per million output tokens"),
                        formatNumber(c.energyCostPerMillionTokens, 4),
                        formulaOf(r, "cost.energy_per_million_tokens")});
    return sec;
}

} // namespace kvp::ui::report
