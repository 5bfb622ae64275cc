// SPDX-License-Identifier: GPL-3.0-or-later
#include "kvplan/calibration.h"

#include "kvplan/engine_capacity.h"
#include "kvplan/engine_releases.h"
#include "kvplan/kv_geometry.h"
#include "kvplan/model_catalog.h"
#include "kvplan/scenario_io.h"
#include "kvplan/validation.h"

#include <algorithm>
#include <cmath>
#include <nlohmann/json.hpp>

namespace kvp {

namespace {

// vllm-ascend's block size on Ascend NPUs (vllm_ascend/platform.py @ cf96366a L210-216).
constexpr std::uint64_t kAscendBlockSizeTokens = 128;

std::optional<KvCacheDtype> cacheDtype(const VllmLogFacts& f, const ModelSpec& model,
                                       std::vector<Diagnostic>& notes)
{
    if (f.kvCacheDtype && *f.kvCacheDtype != "auto") {
        const std::string& d = *f.kvCacheDtype;
        if (d == "fp8" || d == "fp8_e4m3" || d == "fp8_e5m2")
            return kvCacheDtypeFromString(d);
        if (d == "bfloat16")
            return KvCacheDtype::Bf16;
        if (d == "float16")
            return KvCacheDtype::Fp16;
        notes.push_back(
            {DiagnosticCode::CalibrationKvDtypeUnsupported, Severity::Error, {{"dtype", d}}});
        return std::nullopt;
    }
    // "auto": the cache takes the dtype the model runs in.
    if (f.modelDtype == "float16" || f.modelDtype == "half")
        return KvCacheDtype::Fp16;
    if (f.modelDtype == "float32")
        return KvCacheDtype::Fp32;
    if (f.modelDtype == "bfloat16")
        return KvCacheDtype::Bf16;
    if (model.weightsDtype == "fp16")
        return KvCacheDtype::Fp16;
    notes.push_back(
        {DiagnosticCode::CalibrationKvDtypeAssumed, Severity::Info, {{"dtype", "bf16"}}});
    return KvCacheDtype::Bf16;
}

CalibrationRow row(std::string figure, double predicted, double logged, std::string unit,
                   double tolerance)
{
    CalibrationRow r{std::move(figure), predicted, logged, std::move(unit), 0.0, tolerance, false};
    r.deviation = logged != 0.0 ? predicted / logged - 1.0 : 0.0;
    r.agrees = std::abs(r.deviation) <= tolerance + 1e-12;
    return r;
}

// The model: given, found in the catalog by the log's name, or the base scenario's.
void takeModel(const CalibrationInput& input, Calibration& c)
{
    const VllmLogFacts& f = input.facts;
    Scenario& s = c.scenario;
    std::vector<Diagnostic>& notes = c.notes;
    if (input.model) {
        s.model = *input.model;
        c.modelKnown = true;
        c.modelSource = "given";
    } else if (const CatalogModel* entry = f.model ? findCatalogModel(*f.model) : nullptr) {
        s.model = entry->model;
        c.modelKnown = true;
        c.modelSource = "catalog";
        notes.push_back({DiagnosticCode::CalibrationModelFromCatalog,
                         Severity::Info,
                         {{"model", *f.model}, {"catalog_model", entry->model.name}}});
    } else {
        notes.push_back({DiagnosticCode::CalibrationModelUnknown,
                         Severity::Warning,
                         {{"model", f.model.value_or("(not in the log)")},
                          {"base_model", input.base.model.name}}});
    }
    if (f.model) {
        std::string name = *f.model;
        while (!name.empty() && name.front() == '/')
            name.erase(name.begin());
        if (!name.empty() && name.size() <= 300)
            s.model.name = name;
    }
}

// Speculative decoding as logged: the draft's layers share the pool, the state of linear layers
// grows by the speculative tokens (docs/sizing-rules.md §2). The per-model MTP names vLLM also
// accepts ("deepseek_mtp", "qwen3_next_mtp", "qwen3_5_mtp") are MTP.
void takeSpeculative(const VllmLogFacts& f, Scenario& s, std::vector<Diagnostic>& notes)
{
    if (!f.speculativeMethod)
        return;
    std::string word = *f.speculativeMethod;
    if (word.size() > 4 && word.compare(word.size() - 4, 4, "_mtp") == 0)
        word = "mtp";
    const std::optional<SpeculativeMethod> method = speculativeMethodFromString(word);
    if (!method) {
        notes.push_back({DiagnosticCode::CalibrationSpeculativeUnknown,
                         Severity::Warning,
                         {{"method", f.speculativeMethod->substr(0, 100)}}});
        return;
    }
    s.speculative.method = *method;
    if (f.speculativeTokens && *f.speculativeTokens >= 1 && *f.speculativeTokens <= 64)
        s.speculative.numTokens = *f.speculativeTokens;
    notes.push_back({DiagnosticCode::CalibrationSpeculative,
                     Severity::Info,
                     {{"method", toString(*method)},
                      {"tokens", effectiveSpeculativeTokens(s)},
                      {"draft_layers", effectiveDraftLayers(s)}}});
}

// Serving as logged.
void takeServing(const VllmLogFacts& f, Scenario& s, std::vector<Diagnostic>& notes)
{
    const std::uint64_t tp = f.tensorParallel.value_or(1);
    s.serving.tensorParallel = tp;
    s.gpu.count = tp;
    s.gpu.name = "GPU of the vLLM log";
    // The base scenario's compute figures belong to its GPU, not to the log's.
    s.gpu.denseTflopsBf16.reset();
    s.gpu.denseTflopsFp8.reset();
    s.gpu.denseTflopsFp4.reset();
    s.gpu.memoryBandwidthTBps.reset();
    if (f.gpuMemoryUtilization)
        s.serving.gpuMemoryUtilization = *f.gpuMemoryUtilization;
    if (f.weightsGiB)
        s.model.weightsGiB = roundTo(*f.weightsGiB * double(tp), 4);
    if (f.maxNumBatchedTokens)
        s.serving.maxNumBatchedTokens = f.maxNumBatchedTokens;
    if (f.blockSize)
        s.serving.blockSizeTokens = *f.blockSize;
    else if (f.device == "npu")
        // vllm-ascend sets an unset block size to 128 tokens, and to 128 whenever prefix caching
        // is on (vllm_ascend/platform.py @ cf96366a L210-216): its kernels page by 128.
        s.serving.blockSizeTokens = kAscendBlockSizeTokens;
    if (f.prefixCaching == false)
        s.serving.mambaCacheMode = MambaCacheMode::None;
    if (const auto context = f.context())
        s.workload.contextTokens = *context;
    else
        notes.push_back({DiagnosticCode::CalibrationContextNotLogged,
                         Severity::Warning,
                         {{"context_tokens", s.workload.contextTokens}}});
    if (const auto dtype = cacheDtype(f, s.model, notes))
        s.kvCacheDtype = *dtype;
    takeSpeculative(f, s, notes);
}

// The engine mode the release used.
void takeCapacityModel(const VllmLogFacts& f, Scenario& s, std::vector<Diagnostic>& notes)
{
    std::string reason;
    if (f.hybridManagerDisabled) {
        s.serving.capacityModel = CapacityModel::VllmNoHybrid;
        reason = "--disable-hybrid-kv-cache-manager";
    } else if (f.v0Engine || (f.version && isVllmVersionAtMost(*f.version, 0, 11))) {
        s.serving.capacityModel = CapacityModel::VllmLegacy;
        reason = f.v0Engine ? "V0 engine" : "vLLM " + *f.version;
    } else if (f.version && isVllmVersionAtMost(*f.version, 0, 19)) {
        // vLLM ~0.12–0.19 still printed a hybrid model's "GPU KV cache size" as num_blocks //
        // groups × block_size (vllm#40691, filed against 0.19.0; kv_cache_utils.py@001cabc1),
        // the count capacity model vllm-legacy gives; blocks and concurrency are current
        // vLLM's. Logs of 0.20.2 print max_concurrency × max_model_len (two published Qwen3.6
        // boots); which 0.20 release changed it was not read, and the other mode's count is
        // noted when it fits better (checkOtherCapacityModel).
        s.serving.capacityModel = CapacityModel::VllmLegacy;
        reason = "vLLM " + *f.version +
                 ": its \"GPU KV cache size\" for hybrid models is "
                 "num_blocks // groups × block_size (vllm#40691)";
    } else {
        s.serving.capacityModel = CapacityModel::Vllm;
        reason = f.version ? "vLLM " + *f.version : "no version in the log: current vLLM";
    }
    // The release's own rules apply to the calibrated scenario (kvp::vllmReleaseFor).
    if (f.version && parseReleaseVersion(*f.version))
        s.engine.vllmVersion = *f.version;
    notes.push_back({DiagnosticCode::CalibrationCapacityModel,
                     Severity::Info,
                     {{"capacity_model", toString(s.serving.capacityModel)}, {"reason", reason}}});
}

// The budget per GPU, exact when the log prints its bytes, and the GPU memory around it.
std::optional<double> takeBudget(const VllmLogFacts& f, Scenario& s, std::vector<Diagnostic>& notes)
{
    std::optional<double> budgetGiB;
    if (f.kvCacheBytesInUse)
        budgetGiB = bytes(*f.kvCacheBytesInUse).inGiB();
    else if (f.availableKvBytes)
        budgetGiB = bytes(*f.availableKvBytes).inGiB();
    else if (f.availableKvGiB)
        budgetGiB = *f.availableKvGiB;
    if (!budgetGiB)
        notes.push_back({DiagnosticCode::CalibrationNoBudget, Severity::Error, {}});
    s.serving.kvCacheMemoryGiB = budgetGiB;

    // GPU memory: as logged; when the log does not state it, at least what it shows in use.
    if (f.gpuTotalGiB) {
        s.gpu.memoryReportedGiB = *f.gpuTotalGiB;
        s.gpu.memoryMarketedGB = std::ceil(fromGiB(*f.gpuTotalGiB).inGB());
        if (f.weightsGiB && budgetGiB) {
            // The overhead that makes §2 reproduce the logged budget.
            const double overhead =
                s.serving.gpuMemoryUtilization * *f.gpuTotalGiB - *f.weightsGiB - *budgetGiB;
            if (overhead >= 0.0)
                s.serving.overheadGiB = roundTo(overhead, 2);
        }
    } else {
        const double seen = budgetGiB.value_or(0.0) + f.weightsGiB.value_or(0.0);
        if (s.gpu.memoryReportedGiB < seen) {
            s.gpu.memoryReportedGiB = std::ceil(seen + 1.0);
            s.gpu.memoryMarketedGB = std::ceil(fromGiB(s.gpu.memoryReportedGiB).inGB());
        }
        notes.push_back({DiagnosticCode::CalibrationGpuMemoryNotLogged,
                         Severity::Info,
                         {{"gpu_memory_gib", s.gpu.memoryReportedGiB}}});
    }
    s.name = "Calibrated from a vLLM " + (f.version ? *f.version + " " : std::string()) +
             "log: " + s.model.name;
    if (s.name.size() > 1000)
        s.name = s.name.substr(0, 1000);

    return budgetGiB;
}

// The planner's figures against the logged ones.
void compareWithLog(const CalibrationInput& input, std::optional<double> budgetGiB, Calibration& c)
{
    const VllmLogFacts& f = input.facts;
    const Scenario& s = c.scenario;
    const SizingResult& r = c.result;
    std::vector<Diagnostic>& notes = c.notes;
    const double tolerance = kCalibrationTolerance;
    if (f.gpuKvCacheTokens)
        c.rows.push_back(row("gpu.kv_tokens_per_instance", double(r.gpu.kvTokensPerInstance),
                             double(*f.gpuKvCacheTokens), "tokens", tolerance));
    if (f.gpuKvCacheTokenLines > 1)
        notes.push_back({DiagnosticCode::CalibrationPerWorkerLines,
                         Severity::Info,
                         {{"lines", f.gpuKvCacheTokenLines}, {"tokens", *f.gpuKvCacheTokens}}});
    if (f.numGpuBlocks)
        c.rows.push_back(row("gpu.kv_blocks_per_instance", double(r.gpu.kvBlocksPerInstance),
                             double(*f.numGpuBlocks), "blocks", tolerance));
    if (f.maxConcurrency)
        c.rows.push_back(row("gpu.max_concurrency", roundTo(r.gpu.maxConcurrency, 2),
                             *f.maxConcurrency, "", tolerance));
    if (f.neededKvGiB)
        c.rows.push_back(row("gpu.reserve_per_conversation",
                             roundTo(r.gpu.reservePerConversationPerRank.inGiB(), 2),
                             *f.neededKvGiB, "GiB", tolerance));
    if (f.attentionBlockSize)
        c.rows.push_back(row("gpu.engine.attention_block_tokens",
                             double(r.engine.attentionBlockTokens), double(*f.attentionBlockSize),
                             "tokens", 0.0));
    if (f.paddingLayers)
        c.rows.push_back(row("gpu.engine.padding_layers", double(r.engine.paddingLayers),
                             double(*f.paddingLayers), "layers", 0.0));
    // The sizing rule's budget (§2, with the article's 3 GiB overhead) against the logged one.
    if (f.gpuTotalGiB && f.weightsGiB && budgetGiB) {
        const double rule = s.serving.gpuMemoryUtilization * *f.gpuTotalGiB -
                            input.base.serving.overheadGiB - *f.weightsGiB;
        CalibrationRow budget =
            row("gpu.kv_cache_gib_per_card", roundTo(rule, 2), *budgetGiB, "GiB", 0.05);
        c.rows.push_back(budget);
        notes.push_back({DiagnosticCode::CalibrationOverhead,
                         Severity::Info,
                         {{"overhead_gib", s.serving.overheadGiB},
                          {"rule_overhead_gib", input.base.serving.overheadGiB}}});
    }
}

// For a hybrid model, the other token count tells which release's formula the log used.
void checkOtherCapacityModel(const VllmLogFacts& f, Calibration& c)
{
    const Scenario& s = c.scenario;
    const SizingResult& r = c.result;
    if (r.engine.supported && r.engine.groupCount > 1 &&
        s.serving.capacityModel != CapacityModel::VllmNoHybrid && f.gpuKvCacheTokens) {
        Scenario other = s;
        other.serving.capacityModel = s.serving.capacityModel == CapacityModel::Vllm
                                          ? CapacityModel::VllmLegacy
                                          : CapacityModel::Vllm;
        const SizingResult alternative = plan(other);
        const double deviation =
            double(alternative.gpu.kvTokensPerInstance) / double(*f.gpuKvCacheTokens) - 1.0;
        const double ours = double(r.gpu.kvTokensPerInstance) / double(*f.gpuKvCacheTokens) - 1.0;
        if (std::abs(deviation) < std::abs(ours))
            c.notes.push_back({DiagnosticCode::CalibrationOtherCapacityModel,
                               Severity::Warning,
                               {{"capacity_model", toString(other.serving.capacityModel)},
                                {"tokens", alternative.gpu.kvTokensPerInstance},
                                {"logged_tokens", *f.gpuKvCacheTokens}}});
    }
}

} // namespace

Calibration calibrate(const CalibrationInput& input)
{
    const VllmLogFacts& f = input.facts;
    Calibration c;
    Scenario& s = c.scenario;
    s = input.base;
    std::vector<Diagnostic>& notes = c.notes;
    takeModel(input, c);
    takeServing(f, s, notes);
    takeCapacityModel(f, s, notes);
    const std::optional<double> budgetGiB = takeBudget(f, s, notes);

    // Whatever the base had that no longer fits (its TP against the model's heads, …) is
    // reported by the planner.
    c.result = plan(s);
    if (c.result.hasErrors() && !budgetGiB)
        return c;
    compareWithLog(input, budgetGiB, c);
    checkOtherCapacityModel(f, c);
    for (const CalibrationRow& rowItem : c.rows)
        if (!rowItem.agrees && rowItem.figure != "gpu.kv_cache_gib_per_card")
            notes.push_back({DiagnosticCode::CalibrationDisagrees,
                             Severity::Warning,
                             {{"figure", rowItem.figure},
                              {"predicted", rowItem.predicted},
                              {"logged", rowItem.logged},
                              {"deviation_percent", rowItem.deviation * 100.0}}});
    return c;
}

} // namespace kvp

namespace kvp {

using nlohmann::ordered_json;

namespace {

template <class T> void put(ordered_json& out, const char* key, const std::optional<T>& value)
{
    if (value)
        out[key] = *value;
    else
        out[key] = nullptr;
}

} // namespace

ordered_json vllmLogFactsToJson(const VllmLogFacts& f)
{
    ordered_json out;
    put(out, "vllm_version", f.version);
    out["v0_engine"] = f.v0Engine;
    put(out, "model", f.model);
    put(out, "tensor_parallel", f.tensorParallel);
    put(out, "kv_cache_dtype", f.kvCacheDtype);
    put(out, "model_dtype", f.modelDtype);
    put(out, "max_model_len", f.maxModelLen);
    put(out, "gpu_memory_utilization", f.gpuMemoryUtilization);
    put(out, "max_num_batched_tokens", f.maxNumBatchedTokens);
    put(out, "block_size", f.blockSize);
    put(out, "enable_prefix_caching", f.prefixCaching);
    out["hybrid_kv_cache_manager_disabled"] = f.hybridManagerDisabled;
    out["kv_connector"] = f.kvConnector;
    put(out, "gpu_memory_gib", f.gpuTotalGiB);
    put(out, "weights_gib_per_gpu", f.weightsGiB);
    put(out, "available_kv_cache_gib", f.availableKvGiB);
    put(out, "kv_cache_bytes_in_use", f.kvCacheBytesInUse);
    out["kv_cache_memory_given"] = f.budgetGivenDirectly;
    put(out, "gpu_kv_cache_tokens", f.gpuKvCacheTokens);
    out["gpu_kv_cache_token_lines"] = f.gpuKvCacheTokenLines;
    put(out, "num_gpu_blocks", f.numGpuBlocks);
    put(out, "max_concurrency_tokens", f.concurrencyTokens);
    put(out, "max_concurrency", f.maxConcurrency);
    put(out, "attention_block_size", f.attentionBlockSize);
    put(out, "padding_layers", f.paddingLayers);
    put(out, "needed_kv_cache_gib", f.neededKvGiB);
    put(out, "speculative_method", f.speculativeMethod);
    put(out, "num_speculative_tokens", f.speculativeTokens);
    put(out, "device", f.device);
    put(out, "available_kv_cache_bytes", f.availableKvBytes);
    return out;
}

ordered_json calibrationToJson(const Calibration& c)
{
    ordered_json out;
    out["model_known"] = c.modelKnown;
    out["model_source"] = c.modelSource;
    ordered_json rows = ordered_json::array();
    for (const CalibrationRow& r : c.rows)
        rows.push_back({{"figure", r.figure},
                        {"predicted", r.predicted},
                        {"logged", r.logged},
                        {"unit", r.unit},
                        {"deviation", r.deviation},
                        {"tolerance", r.tolerance},
                        {"agrees", r.agrees}});
    out["comparison"] = std::move(rows);
    out["notes"] = diagnosticsJson(c.notes);
    out["plan_warnings"] = diagnosticsJson(c.result.diagnostics);
    out["scenario"] = scenarioToJson(c.scenario);
    return out;
}

} // namespace kvp
