// SPDX-License-Identifier: GPL-3.0-or-later
#include "harness.h"

#include "kvplan/engine_config.h"
#include "kvplan/engine_config_json.h"
#include "kvplan/engine_script.h"
#include "kvplan/hit_rates.h"
#include "kvplan/plan.h"
#include "kvplan/report_json.h"
#include "kvplan/scenario_io.h"
#include "kvplan/text.h"
#include "kvplan/ui/report.h"
#include "kvplan/validation.h"

#include <algorithm>
#include <cctype>
#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <nlohmann/json.hpp>

namespace kvp::fuzz {

using nlohmann::json;

void defect(const std::string& what)
{
    std::fprintf(stderr, "\nKV Planner fuzz defect: %s\n", what.c_str());
    std::fflush(stderr);
    std::abort();
}

void checkMessage(std::string_view message, std::string_view where)
{
    const std::string context(where);
    KVPLAN_FUZZ_CHECK(!message.empty(), "empty message from " + context);
    KVPLAN_FUZZ_CHECK(isValidUtf8(message), "ill-formed UTF-8 in a message from " + context);
    KVPLAN_FUZZ_CHECK(message.find('\n') == std::string_view::npos,
                      "a line break in a message from " + context + ": " + std::string(message));
    const auto characters = std::count_if(message.begin(), message.end(), [](char c) {
        return (static_cast<unsigned char>(c) & 0xC0) != 0x80; // not a continuation byte
    });
    KVPLAN_FUZZ_CHECK(characters <= 700,
                      "a message of " + std::to_string(characters) + " characters from " + context);
}

namespace {

// A figure of a plan that computed: a real number, not negative.
void checkFigure(double value, const std::string& name)
{
    KVPLAN_FUZZ_CHECK(std::isfinite(value) && value >= 0.0,
                      name + " = " + std::to_string(value) +
                          " (not a finite, non-negative number)");
}

// "{name}" left in a rendered message: the template asked for a parameter nobody gave.
void checkNoPlaceholderLeft(const std::string& message, const std::string& code)
{
    for (std::size_t open = message.find('{'); open != std::string::npos;
         open = message.find('{', open + 1)) {
        std::size_t end = open + 1;
        while (end < message.size() &&
               (std::islower(static_cast<unsigned char>(message[end])) || message[end] == '_'))
            ++end;
        KVPLAN_FUZZ_CHECK(end == open + 1 || end >= message.size() || message[end] != '}',
                          "diagnostic " + code + " left a placeholder: " + message);
    }
}

void checkPlan(const Scenario& s, const SizingResult& r)
{
    for (const Diagnostic& d : r.diagnostics) {
        // The scenario is valid: plan() must not refuse it, only say what does not fit.
        KVPLAN_FUZZ_CHECK(d.code != DiagnosticCode::InvalidScenario,
                          "plan() refused a valid scenario");
        const std::string message = renderDiagnostic(d);
        checkMessage(message, "diagnostic " + std::string(toString(d.code)));
        checkNoPlaceholderLeft(message, std::string(toString(d.code)));
    }
    // Unbounded by design: no writes, no wear-out; a tier that holds every conversation keeps
    // one for ever (§7a's characteristic times).
    const auto mayBeInfinite = [](const std::string& key) {
        return key == "nvme.years_to_wear_out" || key == "hit_rates.gpu_seconds" ||
               key == "hit_rates.cpu_seconds" || key == "hit_rates.nvme_seconds";
    };
    for (const Derivation& d : r.derivations) {
        for (const DerivationInput& in : d.inputs)
            KVPLAN_FUZZ_CHECK(std::isfinite(in.value) || (in.value > 0.0 && mayBeInfinite(in.key)),
                              d.figure + " input " + in.name);
        KVPLAN_FUZZ_CHECK(std::isfinite(d.value) || (d.value > 0.0 && mayBeInfinite(d.figure)),
                          d.figure + " is not finite");
    }
    const bool overflowed = r.derivations.empty();
    if (overflowed)
        return; // "arithmetic_overflow": no figures to check

    checkFigure(r.gpu.conversationsPerCard, "gpu.conversations_per_card");
    checkFigure(r.pcie.nominalGBps, "pcie.nominal_gbps");
    checkFigure(r.pcie.efficiency, "pcie.efficiency");
    checkFigure(r.pcie.effectiveGBps, "pcie.effective_gbps");
    checkFigure(r.pcie.reloadSeconds, "pcie.reload_seconds");
    checkFigure(r.pcie.reloadSecondsNominal, "pcie.reload_seconds_nominal");
    checkFigure(r.pcie.pinnedAllocationSecondsPerInstance, "pcie.pinned_allocation_seconds");
    checkFigure(r.nvme.shareOfEnduranceBudget, "nvme.share_of_endurance");
    checkFigure(r.nvme.readGBps, "nvme.read_gbps");
    checkFigure(r.nvme.reloadSeconds, "nvme.reload_seconds");
    KVPLAN_FUZZ_CHECK(!std::isnan(r.nvme.yearsToWearOut) && r.nvme.yearsToWearOut >= 0.0,
                      "nvme.years_to_wear_out");
    KVPLAN_FUZZ_CHECK(!std::isinf(r.nvme.yearsToWearOut) || r.nvme.writesPerDay.isZero(),
                      "years to wear out are infinite although the tier writes");
    for (const SocketLoad& load : r.memory.sockets) {
        checkFigure(load.memoryBandwidthGBps, "socket memory bandwidth");
        checkFigure(load.pcieDemandGBps, "socket PCIe demand");
    }

    // §3: every user is resident on the GPUs or not; the totals are per instance × instances.
    KVPLAN_FUZZ_CHECK(r.users.residentOnGpu + r.users.notResidentOnGpu == s.workload.users,
                      "resident + not resident != users");
    KVPLAN_FUZZ_CHECK(r.gpu.conversationsTotal ==
                          r.gpu.conversationsPerInstance * r.users.instances,
                      "conversations total != per instance × instances");
    KVPLAN_FUZZ_CHECK(r.cpuTier.totalBytes == r.cpuTier.perInstanceBytes * r.users.instances,
                      "CPU tier total != per instance × instances");
    // §4: a layout fills every channel of every socket with identical DIMMs, holds the
    // requirement and every socket's own need.
    const MemoryPlan& m = r.memory;
    KVPLAN_FUZZ_CHECK(m.required >= m.baseline, "required below the baseline");
    if (m.fits) {
        KVPLAN_FUZZ_CHECK(m.total >= m.required, "the DIMM layout does not cover the requirement");
        KVPLAN_FUZZ_CHECK(m.dimmCount ==
                              s.host.sockets * s.host.channelsPerSocket * m.dimmsPerChannel,
                          "the DIMM layout leaves a channel empty");
        KVPLAN_FUZZ_CHECK(m.total == gb(m.dimmSizeGB) * m.dimmCount, "total != count × size");
        Bytes sum;
        for (const SocketLoad& load : m.sockets) {
            KVPLAN_FUZZ_CHECK(load.memory == m.sockets.front().memory, "sockets differ");
            KVPLAN_FUZZ_CHECK(load.memory >= load.need, "a socket holds less than its need");
            sum += load.memory;
        }
        KVPLAN_FUZZ_CHECK(sum == m.total, "the sockets' memory does not add up to the total");
    }
}

// The JSON report, parsed back, carries the result's figures.
void checkJsonReport(const Scenario& s, const SizingResult& r)
{
    const std::string text = reportToJson(s, r).dump(2);
    KVPLAN_FUZZ_CHECK(isValidUtf8(text), "the JSON report is not UTF-8");
    const json report = json::parse(text);
    KVPLAN_FUZZ_CHECK(report.at("kv_bytes_per_token").get<std::uint64_t>() ==
                          r.kv.bytesPerToken.count(),
                      "report kv_bytes_per_token");
    KVPLAN_FUZZ_CHECK(report.at("conversation_bytes").get<std::uint64_t>() ==
                          r.kv.conversationBytes.count(),
                      "report conversation_bytes");
    KVPLAN_FUZZ_CHECK(report.at("gpu").at("kv_cache_bytes_per_card").get<std::uint64_t>() ==
                          r.gpu.kvCacheBytesPerCard.count(),
                      "report gpu.kv_cache_bytes_per_card");
    KVPLAN_FUZZ_CHECK(report.at("gpu").at("conversations_total").get<std::uint64_t>() ==
                          r.gpu.conversationsTotal,
                      "report gpu.conversations_total");
    KVPLAN_FUZZ_CHECK(report.at("cpu_tier").at("total_bytes").get<std::uint64_t>() ==
                          r.cpuTier.totalBytes.count(),
                      "report cpu_tier.total_bytes");
    KVPLAN_FUZZ_CHECK(report.at("cpu_tier").at("per_instance_bytes").get<std::uint64_t>() ==
                          r.cpuTier.perInstanceBytes.count(),
                      "report cpu_tier.per_instance_bytes");
    KVPLAN_FUZZ_CHECK(report.at("memory").at("dimm_count").get<std::uint64_t>() ==
                          r.memory.dimmCount,
                      "report memory.dimm_count");
    KVPLAN_FUZZ_CHECK(report.at("nvme").at("writes_bytes_per_day").get<std::uint64_t>() ==
                          r.nvme.writesPerDay.count(),
                      "report nvme.writes_bytes_per_day");
    KVPLAN_FUZZ_CHECK(report.at("warnings").size() == r.diagnostics.size(), "report warnings");
}

// An engine that cannot offload the model's architecture refuses the plan, naming the release or
// engine that can (offload_architecture_*), and an engine other than the plan's that does not run
// data-parallel attention refuses it (dp_attention_engine_unsupported): answers, not defects.
bool refusesTheArchitectureOnly(const EngineConfig& config)
{
    bool refused = false;
    for (const Diagnostic& d : config.diagnostics) {
        if (d.severity != Severity::Error)
            continue;
        if (d.code != DiagnosticCode::OffloadArchitectureUnsupported &&
            d.code != DiagnosticCode::OffloadArchitectureNoRelease &&
            d.code != DiagnosticCode::DpAttentionEngineUnsupported)
            return false;
        refused = true;
    }
    return refused;
}

void checkEngineConfigs(const Scenario& s, const SizingResult& r)
{
    for (EngineKind engine : allEngineKinds()) {
        for (EngineForm form : {EngineForm::Auto, EngineForm::Short, EngineForm::Full}) {
            EngineConfig config;
            try {
                config = engineConfig(s, r, {engine, form, {}});
            } catch (const std::exception& e) {
                defect("engineConfig() threw for " + toString(engine) + "/" + toString(form) +
                       ": " + e.what());
            }
            if (!r.hasErrors() && form == EngineForm::Auto)
                KVPLAN_FUZZ_CHECK(!config.hasErrors() || refusesTheArchitectureOnly(config),
                                  "no launch configuration for a plan without errors (" +
                                      toString(engine) + ")");
            for (const Diagnostic& d : config.diagnostics)
                checkNoPlaceholderLeft(renderDiagnostic(d), std::string(toString(d.code)));
            const std::string combined = renderCombinedScript(config);
            KVPLAN_FUZZ_CHECK(isValidUtf8(combined), "a launch script is not UTF-8");
            for (const ScriptFile& file : engineScriptFiles(config))
                KVPLAN_FUZZ_CHECK(isValidUtf8(file.content), file.fileName + " is not UTF-8");
            const std::string text = engineConfigToJson(config).dump(2);
            KVPLAN_FUZZ_CHECK(!text.empty(), "an empty engine configuration JSON");
        }
    }
}

// §7 and §7a: the TTFT series are times, and the hit rates (closed form and a small
// simulation) partition the requests.
void checkWhatIf(const Scenario& s, SizingResult& r)
{
    for (const TtftPoint& p : r.latency.series)
        for (double t : {p.gpuHitSeconds, p.cpuHitSeconds, p.nvmeHitSeconds, p.recomputeSeconds})
            checkFigure(t, "a time to first token");
    const auto partition = [](const HitRateEstimate& e, const std::string& which) {
        for (double share : {e.fresh, e.gpu, e.cpu, e.nvme, e.miss})
            KVPLAN_FUZZ_CHECK(std::isfinite(share) && share >= 0.0 && share <= 1.0 + 1e-12,
                              which + ": a share of " + std::to_string(share));
        const double sum = e.fresh + e.gpu + e.cpu + e.nvme + e.miss;
        KVPLAN_FUZZ_CHECK(std::abs(sum - 1.0) <= 1e-9,
                          which + ": the shares add up to " + std::to_string(sum));
    };
    if (!r.hitRates.described || r.hasErrors())
        return;
    partition(r.hitRates.closedForm, "closed-form hit rates");
    // A few thousand requests: the simulation's code paths without the fuzzer's speed lost.
    SimulationOptions options;
    options.maxRequests = 5'000;
    try {
        addSimulation(s, r, options);
    } catch (const std::exception& e) {
        defect(std::string("addSimulation() threw: ") + e.what());
    }
    if (r.hitRates.simulated)
        partition(r.hitRates.simulated->rates, "simulated hit rates");
}

} // namespace

bool exerciseScenario(const Scenario& scenario)
{
    if (!validate(scenario).empty())
        return false;

    // Save and load: byte-exact, value-exact.
    const std::string saved = serializeScenario(scenario);
    const auto loaded = loadOrRefuse<ScenarioError>([&] { return parseScenario(saved); });
    KVPLAN_FUZZ_CHECK(loaded.has_value(), "a valid scenario, once saved, does not load");
    KVPLAN_FUZZ_CHECK(*loaded == scenario, "a saved scenario loads as a different one");
    KVPLAN_FUZZ_CHECK(serializeScenario(*loaded) == saved, "save, load, save is not byte-exact");

    SizingResult result;
    try {
        result = plan(scenario);
    } catch (const std::exception& e) {
        defect(std::string("plan() threw: ") + e.what());
    }
    checkPlan(scenario, result);
    checkWhatIf(scenario, result);
    checkJsonReport(scenario, result);
    for (ui::ReportFormat format :
         {ui::ReportFormat::Text, ui::ReportFormat::Markdown, ui::ReportFormat::Json})
        KVPLAN_FUZZ_CHECK(!ui::renderReport(scenario, result, format).isEmpty(), "empty report");
    checkEngineConfigs(scenario, result);
    return true;
}

} // namespace kvp::fuzz
