// SPDX-License-Identifier: GPL-3.0-or-later
// `kvplan recommend --from-needs FILE --format json` (docs/report-format.md).
#include "kvplan/load_model.h"
#include "kvplan/needs.h"

#include <cmath>
#include <nlohmann/json.hpp>

namespace kvp {

namespace {

using nlohmann::ordered_json;

double needsAmount(Money m)
{
    return double(m.minorUnits()) / 100.0;
}

double needsShare(double share)
{
    return std::round(share * 1e4) / 1e4;
}

ordered_json needsPickJson(const NeedsRecommendation& rec, const NeedsPick& p)
{
    ordered_json j;
    j["kind"] = std::string(toString(p.kind));
    j["candidate"] = p.candidate;
    j["name"] = p.scenario.name;
    j["configuration"] = candidateJson(rec.search.candidates[p.candidate]);
    j["more_than_cheapest"] = needsAmount(p.moreThanCheapest);
    j["ttft_headroom"] = needsShare(p.ttftHeadroom);
    j["tpot_headroom"] = needsShare(p.tpotHeadroom);
    j["within_budget"] = p.withinBudget ? ordered_json(*p.withinBudget) : ordered_json(nullptr);
    j["over_budget"] =
        p.withinBudget ? ordered_json(needsAmount(p.overBudget)) : ordered_json(nullptr);
    return j;
}

} // namespace

ordered_json needsRecommendationJson(const NeedsRecommendation& rec)
{
    ordered_json out;
    out["needs_recommend_version"] = 1;
    out["needs"] = needsToJson(rec.needs);
    out["scenario_name"] = rec.scenario.name;
    const SlaTargets sla = effectiveSla(rec.scenario);
    out["sla"] = {{"ttft_p95_ms", sla.ttftP95Ms},
                  {"returning_ttft_p95_ms", sla.returningTtftP95Ms},
                  {"tpot_ms", sla.tpotMs}};
    out["currency"] = rec.currency;
    out["currency_matches"] = rec.currencyMatches;
    ordered_json picks = ordered_json::array();
    for (const NeedsPick& p : rec.picks)
        picks.push_back(needsPickJson(rec, p));
    out["picks"] = std::move(picks);
    out["offload_saves"] =
        rec.offloadSaves ? ordered_json(needsAmount(*rec.offloadSaves)) : ordered_json(nullptr);
    out["meeting_needs"] = rec.search.candidates.size();
    out["searched"] = rec.search.searched;
    out["unpriced_gpus"] = rec.search.unpricedGpus;
    out["cancelled"] = rec.search.cancelled;
    out["refused"] =
        rec.search.refused ? diagnosticsJson({*rec.search.refused}).at(0) : ordered_json(nullptr);
    return out;
}

} // namespace kvp
