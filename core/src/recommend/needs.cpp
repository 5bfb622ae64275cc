// SPDX-License-Identifier: GPL-3.0-or-later
// The customer's needs (kvplan/needs.h): the needs file's strict reader, the needs as a
// scenario, and the configurations offered for them.
#include "kvplan/needs.h"

#include "io/strict_reader.h"
#include "kvplan/load_model.h"
#include "kvplan/model_catalog.h"
#include "kvplan/scenario_name.h"
#include "kvplan/scenario_schema.h"
#include "kvplan/workload_presets.h"

#include <algorithm>
#include <cmath>

namespace kvp {

using nlohmann::json;

namespace {

using NeedsReader = detail::StrictReader<NeedsError>;

const std::vector<std::string> kNeedsKeys = {
    "needs_version", "model",    "users",  "context_tokens", "ttft_p95_ms", "returning_ttft_p95_ms",
    "tpot_ms",       "workload", "budget", "currency",       "customer"};

// The needs key and the scenario key whose row of the schema gives its range (one range for
// both: a value the file takes, the scenario takes).
const schema::Bounds& needsBoundsOf(std::string_view scenarioKey)
{
    return *schema::find(scenarioKey)->bounds;
}

std::uint64_t needsCount(const NeedsReader& r, const std::string& key, std::string_view row)
{
    const schema::Bounds& b = needsBoundsOf(row);
    return r.countValue(r.at(key), *r.find(key, true), std::uint64_t(b.min), std::uint64_t(b.max));
}

double needsMs(const NeedsReader& r, const std::string& key, std::string_view row, bool required)
{
    const json* v = r.find(key, required);
    if (!v)
        return 0.0;
    const schema::Bounds& b = needsBoundsOf(row);
    return r.realValue(r.at(key), *v, b.min, b.max, b.minExclusive);
}

[[noreturn]] void needsFail(const std::string& origin, const std::string& key,
                            const std::string& problem)
{
    throw NeedsError(origin, key, problem);
}

// What parseNeeds checks beyond types: the ranges, the catalog model, the preset, the currency.
void checkNeedsValues(const CustomerNeeds& n, const std::string& origin)
{
    if (!findCatalogModel(n.model)) {
        std::vector<std::string> names;
        for (const CatalogModel& m : modelCatalog())
            names.push_back(m.model.name);
        const std::string close = closestId(names, n.model);
        needsFail(origin, "model",
                  "\"" + n.model + "\" is not in the model catalog" +
                      (close.empty() ? std::string() : " (did you mean " + close + "?)") +
                      "; kvplan catalog models lists them");
    }
    if (!findWorkloadPreset(n.workload)) {
        std::vector<std::string> ids;
        for (const WorkloadPreset& p : workloadPresets())
            ids.push_back(p.id);
        const std::string close = closestId(ids, n.workload);
        needsFail(origin, "workload",
                  "\"" + n.workload + "\" is not a workload preset" +
                      (close.empty() ? std::string() : " (did you mean " + close + "?)") +
                      "; kvplan catalog workloads lists them");
    }
    const auto countIn = [&](const char* key, std::uint64_t value, std::string_view row) {
        const schema::Bounds& b = needsBoundsOf(row);
        if (double(value) < b.min || double(value) > b.max)
            needsFail(origin, key,
                      "must be a whole number from " + detail::realText(b.min) + " to " +
                          detail::realText(b.max) + " (got " + std::to_string(value) + ")");
    };
    countIn("users", n.users, "workload.users");
    countIn("context_tokens", n.contextTokens, "workload.context_tokens");
    const auto msIn = [&](const char* key, double value, std::string_view row) {
        const schema::Bounds& b = needsBoundsOf(row);
        if (const std::string problem =
                detail::realRangeProblem(value, b.min, b.max, b.minExclusive);
            !problem.empty())
            needsFail(origin, key, problem);
    };
    msIn("ttft_p95_ms", n.ttftP95Ms, "sla.ttft_p95_ms");
    if (n.returningTtftP95Ms)
        msIn("returning_ttft_p95_ms", *n.returningTtftP95Ms, "sla.returning_ttft_p95_ms");
    msIn("tpot_ms", n.tpotMs, "sla.tpot_ms");
    if (n.budget && (n.budget->minorUnits() <= 0 ||
                     n.budget->minorUnits() > std::int64_t(Money::kMaxPrice) * 100))
        needsFail(origin, "budget", "must be an amount above 0 and at most 1,000,000,000");
    if (!n.currency.empty() &&
        (n.currency.size() != 3 || !std::all_of(n.currency.begin(), n.currency.end(),
                                                [](char c) { return c >= 'A' && c <= 'Z'; })))
        needsFail(origin, "currency",
                  "must be an ISO 4217 code of three capital letters, such as \"EUR\"");
    if (n.customer.size() > 200)
        needsFail(origin, "customer", "must be at most 200 characters long");
}

double needsHeadroom(double figure, double target)
{
    return target > 0.0 ? 1.0 - figure / target : 0.0;
}

NeedsPick makeNeedsPick(const NeedsRecommendation& rec, NeedsPickKind kind, std::size_t k)
{
    const Candidate& c = rec.search.candidates[k];
    const Candidate& cheapest = rec.search.candidates[*rec.search.cheapest];
    NeedsPick p;
    p.kind = kind;
    p.candidate = k;
    p.scenario = c.scenario;
    p.scenario.name = automaticScenarioName(p.scenario);
    p.moreThanCheapest = c.priceTotal - cheapest.priceTotal;
    p.ttftP95Ms = c.ttftP95Ms;
    p.tpotMs = c.tpotMs;
    const SlaTargets sla = effectiveSla(rec.scenario);
    p.ttftHeadroom = needsHeadroom(c.ttftP95Ms, sla.ttftP95Ms);
    p.tpotHeadroom = needsHeadroom(c.tpotMs, sla.tpotMs);
    if (rec.needs.budget && rec.currencyMatches) {
        p.withinBudget = c.priceTotal <= *rec.needs.budget;
        if (!*p.withinBudget)
            p.overBudget = c.priceTotal - *rec.needs.budget;
    }
    return p;
}

// The faster alternative's first token is at most this share of every one offered before it:
// a step the customer can count on. The load model's TTFT band spans more than ±20 % for every
// GPU family (core/src/load/gpu_efficiency.cpp: Hopper, light load, 0.72–3.10 of the
// prediction), so a smaller step is within what a run would show anyway.
constexpr double kNeedsFasterShare = 0.8;

bool alreadyPicked(const NeedsRecommendation& rec, std::size_t k)
{
    return std::any_of(rec.picks.begin(), rec.picks.end(),
                       [k](const NeedsPick& p) { return p.candidate == k; });
}

// The two alternatives: the cheapest on a GPU type not offered yet (another supplier, another
// lead time), and the cheapest step up the price–latency frontier whose TTFT p95 is at most
// kNeedsFasterShare of every configuration offered yet (headroom for growth). Where one finds none,
// the next cheapest not offered yet takes its place.
void pickAlternatives(NeedsRecommendation& rec)
{
    const std::vector<Candidate>& list = rec.search.candidates;
    std::vector<std::string> gpus;
    double fastest = 0.0;
    bool any = false;
    for (const NeedsPick& p : rec.picks) {
        gpus.push_back(list[p.candidate].shape.gpuId);
        fastest = any ? std::min(fastest, p.ttftP95Ms) : p.ttftP95Ms;
        any = true;
    }
    std::optional<std::size_t> other;
    for (std::size_t k : rec.search.cheapestPerGpu)
        if (std::find(gpus.begin(), gpus.end(), list[k].shape.gpuId) == gpus.end() &&
            !alreadyPicked(rec, k)) {
            other = k;
            break;
        }
    if (other) // the faster one is faster than this one too
        fastest = std::min(fastest, list[*other].ttftP95Ms);
    std::optional<std::size_t> faster;
    for (std::size_t k : rec.search.frontier)
        if (!alreadyPicked(rec, k) && k != other &&
            list[k].ttftP95Ms <= fastest * kNeedsFasterShare) {
            faster = k;
            break;
        }
    if (other)
        rec.picks.push_back(makeNeedsPick(rec, NeedsPickKind::OtherGpu, *other));
    if (faster)
        rec.picks.push_back(makeNeedsPick(rec, NeedsPickKind::Faster, *faster));
    const std::size_t alternatives = std::size_t(other.has_value()) + faster.has_value();
    const std::size_t most = rec.picks.size() + 2 - alternatives;
    for (std::size_t k = 0; k < list.size() && rec.picks.size() < most; ++k)
        if (!alreadyPicked(rec, k))
            rec.picks.push_back(makeNeedsPick(rec, NeedsPickKind::NextCheapest, k));
}

} // namespace

CustomerNeeds parseNeeds(std::string_view text, const std::string& origin)
{
    if (text.size() > kMaxNeedsFileBytes)
        throw NeedsError(origin, "", "larger than 64 KiB; not a needs file");
    const json document = detail::parseDataFileObject<NeedsError>(text, origin);
    const NeedsReader r(document, "", origin);
    r.rejectUnknown(kNeedsKeys);
    r.formatVersion("needs_version", kNeedsVersion, "needs");
    CustomerNeeds n;
    n.model = r.text("model", true, 200);
    n.users = needsCount(r, "users", "workload.users");
    n.contextTokens = needsCount(r, "context_tokens", "workload.context_tokens");
    n.ttftP95Ms = needsMs(r, "ttft_p95_ms", "sla.ttft_p95_ms", true);
    if (r.find("returning_ttft_p95_ms", false))
        n.returningTtftP95Ms =
            needsMs(r, "returning_ttft_p95_ms", "sla.returning_ttft_p95_ms", false);
    n.tpotMs = needsMs(r, "tpot_ms", "sla.tpot_ms", true);
    n.workload = r.text("workload", true, 64);
    if (const json* v = r.find("budget", false)) {
        const auto budget = v->is_number() ? Money::fromDecimal(v->get<double>()) : std::nullopt;
        if (!budget || budget->isZero())
            r.fail("budget", "must be an amount above 0 and at most 1,000,000,000 with at most "
                             "two decimals (got " +
                                 v->dump() + ")");
        n.budget = budget;
    }
    n.currency = r.text("currency", false, 3);
    n.customer = r.text("customer", false, 200);
    checkNeedsValues(n, origin);
    return n;
}

void checkNeeds(const CustomerNeeds& needs)
{
    checkNeedsValues(needs, "");
}

nlohmann::ordered_json needsToJson(const CustomerNeeds& n)
{
    nlohmann::ordered_json j;
    j["needs_version"] = kNeedsVersion;
    j["model"] = n.model;
    j["users"] = n.users;
    j["context_tokens"] = n.contextTokens;
    j["ttft_p95_ms"] = n.ttftP95Ms;
    if (n.returningTtftP95Ms)
        j["returning_ttft_p95_ms"] = *n.returningTtftP95Ms;
    j["tpot_ms"] = n.tpotMs;
    j["workload"] = n.workload;
    if (n.budget)
        j["budget"] = double(n.budget->minorUnits()) / 100.0;
    if (!n.currency.empty())
        j["currency"] = n.currency;
    if (!n.customer.empty())
        j["customer"] = n.customer;
    return j;
}

Scenario needsScenario(const CustomerNeeds& n)
{
    Scenario s;
    if (const CatalogModel* m = findCatalogModel(n.model))
        s.model = m->model;
    if (const WorkloadPreset* p = findWorkloadPreset(n.workload))
        applyWorkloadPreset(s, *p);
    s.workload.users = n.users;
    s.workload.contextTokens = n.contextTokens; // the customer's, over the preset's
    s.sla.ttftP95Ms = n.ttftP95Ms;
    // One first-token target is every request's, the returning users' too.
    s.sla.returningTtftP95Ms = n.returningTtftP95Ms.value_or(n.ttftP95Ms);
    s.sla.tpotMs = n.tpotMs;
    s.quote.customer = n.customer;
    s.name = automaticScenarioName(s);
    return s;
}

std::string_view toString(NeedsPickKind kind)
{
    switch (kind) {
    case NeedsPickKind::CheapestWithOffload:
        return "cheapest_with_offload";
    case NeedsPickKind::CheapestWithoutOffload:
        return "cheapest_without_offload";
    case NeedsPickKind::OtherGpu:
        return "other_gpu";
    case NeedsPickKind::Faster:
        return "faster";
    case NeedsPickKind::NextCheapest:
        return "next_cheapest";
    }
    return "";
}

NeedsRecommendation offerForNeeds(const CustomerNeeds& needs, RecommendResult search,
                                  const std::string& currency)
{
    NeedsRecommendation rec;
    rec.needs = needs;
    rec.scenario = needsScenario(needs);
    rec.currency = currency;
    rec.currencyMatches = needs.currency.empty() || needs.currency == currency;
    rec.search = std::move(search);
    if (!rec.search.cheapest)
        return rec;
    if (const auto& k = rec.search.cheapestWithOffload)
        rec.picks.push_back(makeNeedsPick(rec, NeedsPickKind::CheapestWithOffload, *k));
    if (const auto& k = rec.search.cheapestWithoutOffload)
        rec.picks.push_back(makeNeedsPick(rec, NeedsPickKind::CheapestWithoutOffload, *k));
    if (rec.search.cheapestWithOffload && rec.search.cheapestWithoutOffload)
        rec.offloadSaves = rec.search.candidates[*rec.search.cheapestWithoutOffload].priceTotal -
                           rec.search.candidates[*rec.search.cheapestWithOffload].priceTotal;
    pickAlternatives(rec);
    return rec;
}

NeedsRecommendation recommendForNeeds(const CustomerNeeds& needs, const Catalog& catalog,
                                      const PriceList& prices, const RecommendOptions& options)
{
    return offerForNeeds(needs, recommend(needsScenario(needs), catalog, prices, options),
                         prices.currency);
}

} // namespace kvp
