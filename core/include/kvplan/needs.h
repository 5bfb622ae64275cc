// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// The customer's needs (docs/needs-format.md): a model, its users, their context, the latency
// they need at peak and how they use it (a workload preset), and a budget if there is one — the
// question a sales call starts from ("what do we buy for 2,000 users of GLM-5 at 32K, first
// token within a second?"). The needs become a scenario (needsScenario), the configuration
// search (kvplan/recommend.h) answers it, and recommendForNeeds picks the few configurations to
// offer: the cheapest that meets the needs with offloading and the cheapest without, and two
// alternatives, each with the figures that say why. `kvplan recommend --from-needs FILE` and the
// desktop app's File → New from the customer's needs run the same functions.

#include "kvplan/catalog.h"
#include "kvplan/data_file_error.h"
#include "kvplan/money.h"
#include "kvplan/price_list.h"
#include "kvplan/recommend.h"
#include "kvplan/scenario.h"

#include <nlohmann/json_fwd.hpp>

#include <cstddef>
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace kvp {

struct CustomerNeeds {
    std::string model;               // a model catalog name or alias (kvplan catalog models)
    std::uint64_t users = 0;         // workload.users
    std::uint64_t contextTokens = 0; // workload.context_tokens
    double ttftP95Ms = 0.0;          // sla.ttft_p95_ms
    std::optional<double> returningTtftP95Ms; // unset: ttftP95Ms (every first token)
    double tpotMs = 0.0;                      // sla.tpot_ms
    std::string workload;                     // a workload preset id (kvplan catalog workloads)
    std::optional<Money> budget;              // the quote's total at most; unset: none
    std::string currency;                     // the budget's; "" = the price list's
    std::string customer;                     // quote.customer; "" = none
    friend bool operator==(const CustomerNeeds&, const CustomerNeeds&) = default;
};

// A needs file that cannot be used: the file, the key ("users") and what is wrong.
class NeedsError : public DataFileError {
public:
    using DataFileError::DataFileError;
};

// The newest needs_version this KV Planner reads.
inline constexpr std::uint64_t kNeedsVersion = 1;
// A needs file is a few hundred bytes: larger is refused unread.
inline constexpr std::size_t kMaxNeedsFileBytes = 64 * 1024;

// Parses a needs file strictly: the strict JSON reader (duplicate keys, NaN, depth), unknown
// keys (with the closest known one), types, the ranges of the scenario keys they fill
// (scenario_fields.cpp), a model the catalog does not know and a preset that does not exist
// are a NeedsError naming `origin` and the key.
CustomerNeeds parseNeeds(std::string_view text, const std::string& origin);
// The file as parseNeeds reads it (needs_version first, optional keys only when set).
nlohmann::ordered_json needsToJson(const CustomerNeeds& needs);

// Checks values set by a program (the desktop dialog) as parseNeeds checks a file's; throws
// NeedsError with `origin` "" and the key.
void checkNeeds(const CustomerNeeds& needs);

// The needs as a scenario: the built-in defaults (the worked example's host, NVMe tier and
// engine), the catalog model, the preset's traffic, then users, context and the SLA; its name
// automatic (kvplan/scenario_name.h). The search changes the GPUs, nodes and offloading.
Scenario needsScenario(const CustomerNeeds& needs);

// Why a configuration is offered.
enum class NeedsPickKind {
    CheapestWithOffload,    // the cheapest that meets the needs with a CPU tier
    CheapestWithoutOffload, // the cheapest that meets them on GPU memory alone
    OtherGpu,               // the cheapest on a GPU type neither of the first two uses
    Faster,       // the cheapest with a first token at least a fifth faster than all picked before
    NextCheapest, // the next in price order (when the two above find none)
};
std::string_view toString(NeedsPickKind kind); // "cheapest_with_offload", …

struct NeedsPick {
    NeedsPickKind kind = NeedsPickKind::CheapestWithOffload;
    std::size_t candidate = 0; // in search.candidates
    Scenario scenario;         // the candidate's, named automatically and with the customer
    // Against the cheapest configuration that meets the needs (search.cheapest): what more it
    // costs (0 for the cheapest itself), its first token and its time per token.
    Money moreThanCheapest;
    double ttftP95Ms = 0.0;
    double tpotMs = 0.0;
    // Of the targets: 1 − figure ÷ target (0.8: the figure is a fifth of the target).
    double ttftHeadroom = 0.0;
    double tpotHeadroom = 0.0;
    // Within the budget (priceTotal ≤ budget); unset without a budget. `overBudget`: by how much.
    std::optional<bool> withinBudget;
    Money overBudget;
};

struct NeedsRecommendation {
    CustomerNeeds needs;
    Scenario scenario;      // needsScenario(needs)
    RecommendResult search; // every configuration that meets the needs, cheapest first
    // At most four, in this order: with offloading, without, then two alternatives; a kind the
    // search found none of is left out.
    std::vector<NeedsPick> picks;
    // Offloading against none: the cheapest without minus the cheapest with (negative: the CPU
    // tier costs more than it saves); unset unless both exist.
    std::optional<Money> offloadSaves;
    std::string currency;        // the price list's
    bool currencyMatches = true; // the needs' currency is the price list's (or not given)
};

// The configurations to offer from a search of needsScenario(needs) priced in `currency`
// (the desktop dialog searches on a worker thread, then picks on its own).
NeedsRecommendation offerForNeeds(const CustomerNeeds& needs, RecommendResult search,
                                  const std::string& currency);

// Searches the catalog for the needs (recommend() of needsScenario) and offers
// (offerForNeeds). The search's options (GPUs, cancel, progress) are the caller's.
NeedsRecommendation recommendForNeeds(const CustomerNeeds& needs, const Catalog& catalog,
                                      const PriceList& prices,
                                      const RecommendOptions& options = {});

// `kvplan recommend --from-needs FILE --format json` (docs/report-format.md, "Recommendations
// for the customer's needs").
nlohmann::ordered_json needsRecommendationJson(const NeedsRecommendation& recommendation);

} // namespace kvp
