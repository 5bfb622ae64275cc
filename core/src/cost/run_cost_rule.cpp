// SPDX-License-Identifier: GPL-3.0-or-later
// docs/sizing-rules.md, "What it costs to run": the plan's nodes at §11's typical draw around the
// clock → kWh a year, at the site's price per kWh → the energy's cost a year, and per million
// output tokens of the traffic's year (requests a day × output tokens × 365 days).
#include "plan/rules.h"

#include "kvplan/load_model.h"
#include "plan/result_records.h"

namespace kvp {

namespace {

constexpr const char* kCostRule = "docs/sizing-rules.md, What it costs to run";
// The servers stay on around the clock: 365 × 24 hours, idle or not (§11 has no idle draw).
constexpr double kHoursPerYear = 8760.0;
constexpr double kDaysPerYear = 365.0;
// EUR per kWh: the EU's average for non-household consumers, excluding VAT and other
// recoverable taxes, second half of 2023 (Eurostat, nrg_pc_205). The sample price list's EUR.
constexpr double kDefaultPricePerKwh = 0.20;

double requestsPerDay(const Scenario& s)
{
    const TrafficSpec& t = *s.traffic;
    return double(s.workload.users) * t.conversationsPerUserPerDay * double(t.turnsPerConversation);
}

} // namespace

void planRunCost(const Scenario& s, SizingResult& r)
{
    RunCostPlan& c = r.runCost;
    c.hoursPerYear = kHoursPerYear;
    c.priceIsDefault = !s.site.pricePerKwh.has_value();
    c.pricePerKwh = s.site.pricePerKwh.value_or(kDefaultPricePerKwh);
    if (r.power.nodeWTypical <= 0.0 || r.nodes.count == 0)
        return; // no chassis holds the build: no node power to count
    c.planned = true;
    c.nodeWTypical = r.power.nodeWTypical;
    c.kwhPerYear = double(r.nodes.count) * c.nodeWTypical * kHoursPerYear / 1000.0;
    c.energyCostPerYear = c.kwhPerYear * c.pricePerKwh;
    if (!s.traffic)
        return;
    c.outputTokensPerYear =
        requestsPerDay(s) * double(effectiveOutputTokensPerTurn(s)) * kDaysPerYear;
    if (c.outputTokensPerYear > 0.0)
        c.energyCostPerMillionTokens = c.energyCostPerYear / (c.outputTokensPerYear / 1e6);
}

void deriveRunCost(const Scenario& s, SizingResult& r)
{
    const RunCostPlan& c = r.runCost;
    if (!c.planned)
        return;
    addDerivation(r, "cost.kwh_per_year", "{nodes} × {node_w} × {hours} / 1000",
                  {{"nodes", "nodes.count", double(r.nodes.count), Unit::None},
                   {"node_w", "power.node_w_typical", c.nodeWTypical, Unit::Watts},
                   {"hours", "365 × 24", c.hoursPerYear, Unit::Hours}},
                  c.kwhPerYear, Unit::KilowattHours, kCostRule);
    addDerivation(r, "cost.energy_per_year", "{kwh} × {price} per kWh",
                  {{"kwh", "cost.kwh_per_year", c.kwhPerYear, Unit::KilowattHours},
                   {"price", "site.price_per_kwh", c.pricePerKwh, Unit::Money}},
                  c.energyCostPerYear, Unit::Money, kCostRule);
    if (c.outputTokensPerYear <= 0.0)
        return;
    const TrafficSpec& t = *s.traffic;
    addDerivation(
        r, "cost.output_tokens_per_year", "{users} × {conversations} × {turns} × {output} × 365",
        {{"users", "workload.users", double(s.workload.users), Unit::None},
         {"conversations", "traffic.conversations_per_user_per_day", t.conversationsPerUserPerDay,
          Unit::None},
         {"turns", "traffic.turns_per_conversation", double(t.turnsPerConversation), Unit::None},
         {"output", "traffic.output_tokens_per_turn", double(effectiveOutputTokensPerTurn(s)),
          Unit::Tokens}},
        c.outputTokensPerYear, Unit::Tokens, kCostRule);
    addDerivation(r, "cost.energy_per_million_tokens", "{cost} / {tokens} × 1000000",
                  {{"cost", "cost.energy_per_year", c.energyCostPerYear, Unit::Money},
                   {"tokens", "cost.output_tokens_per_year", c.outputTokensPerYear, Unit::Tokens}},
                  c.energyCostPerMillionTokens, Unit::Money, kCostRule);
}

} // namespace kvp
