// SPDX-License-Identifier: GPL-3.0-or-later
#include "kvplan/plan.h"

#include "kvplan/hit_rates.h"
#include "kvplan/kv_geometry.h"
#include "kvplan/latency.h"
#include "kvplan/load_model.h"
#include "kvplan/validation.h"
#include "plan/rules.h"

#include <algorithm>

namespace kvp {

bool SizingResult::hasErrors() const
{
    return std::any_of(diagnostics.begin(), diagnostics.end(),
                       [](const Diagnostic& d) { return d.severity == Severity::Error; });
}

bool SizingResult::hasSizingErrors() const
{
    // §11's errors say the server cannot be bought as planned (no chassis takes the build, its
    // power supplies or a rack fall short); the engine instance is still sized.
    return std::any_of(diagnostics.begin(), diagnostics.end(), [&](const Diagnostic& d) {
        return d.severity == Severity::Error && !isBuildDiagnostic(d.code);
    });
}

const Derivation* SizingResult::derivation(const std::string& figure) const
{
    for (const Derivation& d : derivations)
        if (d.figure == figure)
            return &d;
    return nullptr;
}

namespace {

// §3–§4 over several nodes: every other figure is per node.
void totalOverNodes(const Scenario& s, SizingResult& r)
{
    NodesPlan& n = r.nodes;
    n.gpusTotal = checkedMul(s.gpu.count, n.count);
    n.conversationsOnGpusTotal = checkedMul(r.gpu.conversationsTotal, n.count);
    n.cpuTierTotal = r.cpuTier.totalBytes * n.count;
    n.memoryTotal = r.memory.total * n.count;
    n.nvmeWritesPerDayTotal = r.nvme.writesPerDay * n.count;
}

// The sections in the order they depend on one another (rules.h); the advice and the formulas
// in the order the report lists them.
SizingResult run(const Scenario& scenario, const Catalog& catalog, const PlanOptions& options)
{
    SizingResult r;
    r.formulas = options.derivations;
    r.kv = kvGeometry(scenario);
    planGpu(scenario, r);
    // §11: the rules after it size the server as built (its slots cap the DIMMs per channel).
    const BuiltServer built = planChassis(scenario, r, catalog);
    const Scenario& s = built.scenario;
    const std::uint64_t nodesNeeded = built.nodesNeeded ? *built.nodesNeeded : planNodes(s, r);
    placeWarmUsers(s, r);
    planNvme(s, r);
    totalOverNodes(s, r);
    planPower(s, r, catalog);
    planRack(s, r);
    planRunCost(s, r);

    adviseGpu(s, r);
    adviseKv(s, r, catalog);
    adviseCpuTier(s, r);
    adviseMemory(s, r, nodesNeeded);
    advisePcie(s, r);
    adviseNvme(s, r);
    adviseChassis(s, r, catalog);
    advisePower(s, r, catalog);

    if (r.formulas) {
        deriveKv(s, r);
        deriveGpu(s, r);
        deriveCpuTier(s, r);
        deriveMemory(s, r);
        derivePcie(s, r);
        deriveNvme(s, r);
        deriveChassis(s, r, catalog);
        derivePower(s, r);
        deriveRunCost(s, r);
    }

    // §10: a context longer than the model takes leaves no load figures, for every engine (an
    // error where the engine refuses it, a warning where its check was not read): the load is not
    // planned, and the reason goes with the plan so every view can say it (docs/sizing-rules.md
    // §10).
    const bool loadWithheld = contextAboveModelMaximum(s).has_value();
    if (!r.hasSizingErrors()) {
        planLatency(s, r);
        planHitRates(s, r);
        if (!loadWithheld)
            planLoad(s, r, catalog);
    }
    if (loadWithheld)
        r.load.withheldBy = DiagnosticCode::ContextAboveModelMaximum;
    return r;
}

} // namespace

SizingResult plan(const Scenario& scenario)
{
    return plan(scenario, PlanOptions{});
}

SizingResult plan(const Scenario& scenario, const PlanOptions& options)
{
    return plan(scenario, builtInCatalog(), options);
}

SizingResult plan(const Scenario& scenario, const Catalog& catalog, const PlanOptions& options)
{
    const std::vector<FieldError> errors = validate(scenario);
    if (!errors.empty()) {
        SizingResult invalid;
        for (const FieldError& e : errors)
            invalid.diagnostics.push_back({DiagnosticCode::InvalidScenario,
                                           Severity::Error,
                                           {{"key", e.key}, {"problem", e.problem}}});
        return invalid;
    }
    try {
        return run(scenario, catalog, options);
    } catch (const std::exception& e) {
        // Overflow (or a domain error it causes) on absurd but individually valid inputs.
        SizingResult overflow;
        overflow.diagnostics.push_back(
            {DiagnosticCode::ArithmeticOverflow, Severity::Error, {{"detail", e.what()}}});
        return overflow;
    }
}

} // namespace kvp
