// SPDX-License-Identifier: GPL-3.0-or-later
#include "kvplan/scenario.h"
#include "kvplan/engine_registry.h"
#include "kvplan/gpu_efficiency.h"

#include <algorithm>
#include <array>
#include <utility>

namespace kvp {

namespace {

constexpr std::array<std::pair<KvCacheDtype, const char*>, 8> kDtypeNames = {{
    {KvCacheDtype::Fp8, "fp8"},
    {KvCacheDtype::Fp8E4M3, "fp8_e4m3"},
    {KvCacheDtype::Fp8E5M2, "fp8_e5m2"},
    {KvCacheDtype::Bf16, "bf16"},
    {KvCacheDtype::Fp16, "fp16"},
    {KvCacheDtype::Fp32, "fp32"},
    {KvCacheDtype::Auto, "auto"},
    {KvCacheDtype::Nvfp4, "nvfp4"},
}};

constexpr std::array<std::pair<SpeculativeMethod, const char*>, 8> kSpeculativeMethodNames = {{
    {SpeculativeMethod::None, "none"},
    {SpeculativeMethod::Eagle, "eagle"},
    {SpeculativeMethod::Eagle3, "eagle3"},
    {SpeculativeMethod::Mtp, "mtp"},
    {SpeculativeMethod::Ngram, "ngram"},
    {SpeculativeMethod::DraftModel, "draft_model"},
    {SpeculativeMethod::Medusa, "medusa"},
    {SpeculativeMethod::Suffix, "suffix"},
}};

constexpr std::array<std::pair<CapacityModel, const char*>, 3> kCapacityModelNames = {{
    {CapacityModel::Vllm, "vllm"},
    {CapacityModel::VllmLegacy, "vllm-legacy"},
    {CapacityModel::VllmNoHybrid, "vllm-no-hybrid"},
}};

constexpr std::array<std::pair<MambaCacheMode, const char*>, 3> kMambaCacheModeNames = {{
    {MambaCacheMode::None, "none"},
    {MambaCacheMode::Align, "align"},
    {MambaCacheMode::All, "all"},
}};

constexpr std::array<std::pair<ComputeDtype, const char*>, 3> kComputeDtypeNames = {{
    {ComputeDtype::Bf16, "bf16"},
    {ComputeDtype::Fp8, "fp8"},
    {ComputeDtype::Fp4, "fp4"},
}};

constexpr std::array<std::pair<LayerKind, const char*>, 7> kLayerKindNames = {{
    {LayerKind::Full, "full"},
    {LayerKind::Sliding, "sliding"},
    {LayerKind::Mla, "mla"},
    {LayerKind::Linear, "linear"},
    {LayerKind::Dsa, "dsa"},
    {LayerKind::CompressedMla, "compressed_mla"},
    {LayerKind::Msa, "msa"},
}};

// Bytes per parameter. Block-scaled FP8 and INT8 carry about one scale per 128 × 128 weights,
// too few to count; MXFP4 is 4 bits plus an 8-bit scale per 32 values (4.25 bits), NVFP4 4 bits
// plus an FP8 scale per 16 (4.5 bits), INT4 (GPTQ, AWQ) 4 bits plus a 16-bit scale and a 4-bit
// zero per group of 128 (4.16 bits).
constexpr std::array<std::pair<const char*, double>, 8> kWeightsDtypes = {{
    {"fp32", 4.0},
    {"bf16", 2.0},
    {"fp16", 2.0},
    {"fp8", 1.0},
    {"int8", 1.0},
    {"int4", 4.15625 / 8.0},
    {"mxfp4", 4.25 / 8.0},
    {"nvfp4", 4.5 / 8.0},
}};

template <class Enum, std::size_t N>
std::string nameOf(const std::array<std::pair<Enum, const char*>, N>& table, Enum value)
{
    for (const auto& [v, name] : table)
        if (v == value)
            return name;
    return table.front().second;
}

template <class Enum, std::size_t N>
std::optional<Enum> valueOf(const std::array<std::pair<Enum, const char*>, N>& table,
                            const std::string& text)
{
    for (const auto& [v, name] : table)
        if (text == name)
            return v;
    return std::nullopt;
}

} // namespace

std::uint64_t bytesPerValue(KvCacheDtype dtype)
{
    switch (dtype) {
    case KvCacheDtype::Fp8:
    case KvCacheDtype::Fp8E4M3:
    case KvCacheDtype::Fp8E5M2:
        return 1;
    case KvCacheDtype::Bf16:
    case KvCacheDtype::Fp16:
    case KvCacheDtype::Auto: // resolve it first (effectiveKvCacheDtype); 16-bit stands in
        return 2;
    case KvCacheDtype::Fp32:
        return 4;
    case KvCacheDtype::Nvfp4:
        return 0; // 9/16 of a byte: kvBytesPerValue, kvBytesPerHead
    }
    return 2;
}

double kvBytesPerValue(KvCacheDtype dtype)
{
    return dtype == KvCacheDtype::Nvfp4 ? 9.0 / 16.0 : double(bytesPerValue(dtype));
}

std::uint64_t kvBytesPerHead(KvCacheDtype dtype, std::uint64_t headDim)
{
    // "fp4 data: head_size//2 bytes … fp8 block scale: head_size//16 bytes".
    if (dtype == KvCacheDtype::Nvfp4)
        return headDim / 2 + headDim / 16;
    return headDim * bytesPerValue(dtype);
}

bool isFp8(KvCacheDtype dtype)
{
    return dtype == KvCacheDtype::Fp8 || dtype == KvCacheDtype::Fp8E4M3 ||
           dtype == KvCacheDtype::Fp8E5M2;
}

std::string toString(KvCacheDtype dtype)
{
    for (const auto& [value, name] : kDtypeNames)
        if (value == dtype)
            return name;
    return "bf16";
}

std::optional<KvCacheDtype> kvCacheDtypeFromString(const std::string& text)
{
    for (const auto& [value, name] : kDtypeNames)
        if (text == name)
            return value;
    return std::nullopt;
}

namespace {
constexpr std::array<std::pair<KvRouter, const char*>, 2> kKvRouterNames = {{
    {KvRouter::Own, "own"},
    {KvRouter::LlmD, "llm-d"},
}};
} // namespace

std::string toString(KvRouter router)
{
    return nameOf(kKvRouterNames, router);
}

std::optional<KvRouter> kvRouterFromString(const std::string& text)
{
    return valueOf(kKvRouterNames, text);
}

std::string toString(CapacityModel model)
{
    return nameOf(kCapacityModelNames, model);
}

std::optional<CapacityModel> capacityModelFromString(const std::string& text)
{
    return valueOf(kCapacityModelNames, text);
}

std::vector<CapacityModel> allCapacityModels()
{
    std::vector<CapacityModel> models;
    for (const auto& row : kCapacityModelNames)
        models.push_back(row.first);
    return models;
}

std::string toString(MambaCacheMode mode)
{
    return nameOf(kMambaCacheModeNames, mode);
}

std::optional<MambaCacheMode> mambaCacheModeFromString(const std::string& text)
{
    return valueOf(kMambaCacheModeNames, text);
}

std::string toString(ComputeDtype dtype)
{
    return nameOf(kComputeDtypeNames, dtype);
}

std::optional<ComputeDtype> computeDtypeFromString(const std::string& text)
{
    return valueOf(kComputeDtypeNames, text);
}

std::string toString(LayerKind kind)
{
    return nameOf(kLayerKindNames, kind);
}

std::optional<LayerKind> layerKindFromString(const std::string& text)
{
    return valueOf(kLayerKindNames, text);
}

std::string toString(SpeculativeMethod method)
{
    return nameOf(kSpeculativeMethodNames, method);
}

std::optional<SpeculativeMethod> speculativeMethodFromString(const std::string& text)
{
    return valueOf(kSpeculativeMethodNames, text);
}

KvCacheDtype effectiveKvCacheDtype(const Scenario& scenario)
{
    if (scenario.kvCacheDtype != KvCacheDtype::Auto)
        return scenario.kvCacheDtype;
    if (scenario.model.checkpointKvCacheDtype &&
        *scenario.model.checkpointKvCacheDtype != KvCacheDtype::Auto)
        return *scenario.model.checkpointKvCacheDtype;
    // vLLM's "auto" is the model's dtype (model_config.dtype): fp16 checkpoints stay fp16; bf16
    // and the quantized checkpoints (fp8, int4, mxfp4, nvfp4) run their activations in bf16.
    return scenario.model.weightsDtype == "fp16" ? KvCacheDtype::Fp16 : KvCacheDtype::Bf16;
}

SpeculativeMethod effectiveSpeculativeMethod(const Scenario& scenario)
{
    return scenario.speculative.method.value_or(SpeculativeMethod::None);
}

std::uint64_t effectiveDraftLayers(const Scenario& scenario)
{
    const SpeculativeMethod method = effectiveSpeculativeMethod(scenario);
    if (method == SpeculativeMethod::None)
        return 0;
    if (scenario.speculative.draftLayers)
        return *scenario.speculative.draftLayers;
    switch (method) {
    case SpeculativeMethod::Eagle:
    case SpeculativeMethod::Eagle3:
        return 1; // one decoder layer (EAGLE-LLaMA3.1-Instruct-8B, EAGLE3 heads)
    case SpeculativeMethod::Mtp:
        return scenario.model.mtpLayers.value_or(1);
    default:
        return 0; // n-gram, suffix and Medusa keep no KV; a draft model's must be given
    }
}

std::uint64_t effectiveSpeculativeTokens(const Scenario& scenario)
{
    const SpeculativeMethod method = effectiveSpeculativeMethod(scenario);
    if (method == SpeculativeMethod::None)
        return 0;
    if (scenario.speculative.numTokens)
        return *scenario.speculative.numTokens;
    // vLLM: an MTP draft proposes one token per MTP layer unless told otherwise.
    if (method == SpeculativeMethod::Mtp)
        return std::max<std::uint64_t>(1, scenario.model.mtpLayers.value_or(1));
    return 1;
}

bool isKnownWeightsDtype(const std::string& text)
{
    for (const auto& [name, bytes] : kWeightsDtypes)
        if (text == name)
            return true;
    return false;
}

double weightsBytesPerParam(const std::string& dtype)
{
    for (const auto& [name, bytes] : kWeightsDtypes)
        if (dtype == name)
            return bytes;
    return 2.0;
}

bool vllmLargeGpuDefaults(const GpuSpec& gpu)
{
    // vLLM lower-cases the device name; so does this, in place and ASCII only.
    const auto namesA100 = [](const std::string& text) {
        for (std::size_t i = text.find("100", 1); i != std::string::npos;
             i = text.find("100", i + 1))
            if (text[i - 1] == 'a' || text[i - 1] == 'A')
                return true;
        return false;
    };
    return gpu.memoryReportedGiB >= 70.0 && !namesA100(gpu.name) && !namesA100(gpu.catalogId);
}

std::uint64_t effectiveMaxNumBatchedTokens(const Scenario& scenario)
{
    if (scenario.serving.maxNumBatchedTokens)
        return *scenario.serving.maxNumBatchedTokens;
    if (engineDescriptor(scenario.engine.name).runsVllm() && !vllmLargeGpuDefaults(scenario.gpu))
        return kSmallGpuMaxNumBatchedTokens;
    return kDefaultMaxNumBatchedTokens;
}

std::uint64_t effectiveBlockSizeTokens(const Scenario& scenario)
{
    if (hasLayerKind(scenario.model, LayerKind::CompressedMla))
        return kCompressedMlaBlockSizeTokens;
    if (hasLayerKind(scenario.model, LayerKind::Msa))
        return kMsaBlockSizeTokens;
    return hasLayerKind(scenario.model, LayerKind::Dsa) ? kDsaBlockSizeTokens
                                                        : scenario.serving.blockSizeTokens;
}

MambaCacheMode effectiveMambaCacheMode(const ServingSpec& serving)
{
    return serving.mambaCacheMode.value_or(MambaCacheMode::Align);
}

std::uint64_t effectiveDecodeContextParallel(const ServingSpec& serving)
{
    return std::max<std::uint64_t>(1, serving.decodeContextParallel.value_or(1));
}

std::optional<double> routedExpertShare(const ModelSpec& m)
{
    if (!m.moeExperts || !m.moeExpertsPerToken || !m.paramsTotalB || !m.paramsActiveB)
        return std::nullopt;
    const double experts = double(*m.moeExperts);
    const double perToken = double(*m.moeExpertsPerToken);
    const double total = *m.paramsTotalB;
    const double active = *m.paramsActiveB;
    if (!(experts > perToken) || !(perToken >= 1.0) || !(total > active) || !(active > 0.0))
        return std::nullopt;
    return std::clamp(experts * (total - active) / (experts - perToken) / total, 0.0, 1.0);
}

std::uint64_t effectiveDataParallelAttention(const ServingSpec& serving)
{
    return std::max<std::uint64_t>(1, serving.dataParallelAttention.value_or(1));
}

std::uint64_t gpusPerEngine(const ServingSpec& serving)
{
    // Both are bounded by 1,024 in the schema; no product overflows.
    return std::max<std::uint64_t>(1, serving.tensorParallel) *
           effectiveDataParallelAttention(serving);
}

bool hisparseOn(const Scenario& scenario)
{
    return scenario.offload.enabled && scenario.offload.hisparse.value_or(false);
}

double effectivePrefillMfu(const Scenario& s)
{
    return s.serving.prefillMfu.value_or(loadEfficiency(gpuFamily(s.gpu.name)).prefillMfu);
}

std::uint64_t effectiveTokensPerTurn(const Scenario& scenario)
{
    return scenario.traffic ? scenario.traffic->tokensPerTurn : kDefaultTokensPerTurn;
}

std::vector<LayerGroup> effectiveLayers(const ModelSpec& model)
{
    if (model.layers.empty()) {
        LayerGroup all;
        all.count = model.numLayers;
        all.numKvHeads = model.numKvHeads;
        all.headDim = model.headDim;
        all.headDimV = model.headDimV.value_or(model.headDim);
        return {all};
    }
    std::vector<LayerGroup> groups;
    for (LayerGroup g : model.layers) {
        if (g.kind == LayerKind::Full || g.kind == LayerKind::Sliding || g.kind == LayerKind::Msa) {
            if (!g.numKvHeads)
                g.numKvHeads = model.numKvHeads;
            if (!g.headDim)
                g.headDim = model.headDim;
            if (!g.headDimV)
                g.headDimV =
                    g.headDim == model.headDim ? model.headDimV.value_or(*g.headDim) : *g.headDim;
        }
        if (g.kind == LayerKind::CompressedMla && !g.headDim)
            g.headDim = model.headDim;
        bool merged = false;
        for (LayerGroup& existing : groups) {
            LayerGroup probe = g;
            probe.count = existing.count;
            if (probe == existing) {
                existing.count += g.count;
                merged = true;
                break;
            }
        }
        if (!merged)
            groups.push_back(g);
    }
    return groups;
}

bool hasLayerKind(const ModelSpec& model, LayerKind kind)
{
    return std::any_of(model.layers.begin(), model.layers.end(),
                       [kind](const LayerGroup& g) { return g.kind == kind; });
}

bool isHybrid(const ModelSpec& model)
{
    for (const LayerGroup& g : model.layers)
        if (g.kind == LayerKind::Sliding || g.kind == LayerKind::Linear ||
            g.kind == LayerKind::CompressedMla)
            return true;
    return false;
}

} // namespace kvp
