// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// Warnings and advice carry a code and named parameters; the words for people come from a
// template per code (English, translated by the UI) with {name} placeholders.
//
// A code is declared once, here, as an enum value; its stable id (the JSON reports' "code",
// which scripts and tests rely on) and its English words are one row of its area's table
// (DiagnosticWords), beside the rules that emit it: core/src/plan/diagnostics.cpp (the
// planner), whatif/whatif_diagnostics.cpp (latency, hit rates, load), quote/quote_diagnostics.cpp,
// engines/engine_diagnostics.cpp and an engine's own builder (its descriptor's `notes`).
// tst_plan (everyCodeHasOneRowOfWords) checks every code has exactly one row and ids are
// unique; tst_properties and tst_engine_config that every placeholder a template names is a
// parameter the emitting rule gives (unfilledPlaceholders).

#include <nlohmann/json_fwd.hpp>

#include <concepts>
#include <cstdint>
#include <initializer_list>
#include <map>
#include <optional>
#include <stdexcept>
#include <string>
#include <string_view>
#include <type_traits>
#include <utility>
#include <variant>
#include <vector>

namespace kvp {

enum class Severity { Info, Warning, Error };

enum class DiagnosticCode : std::uint16_t {
    // the planner's rules; words in plan/diagnostics.cpp
    InvalidScenario,
    ArithmeticOverflow,
    GpuMemoryInsufficient,
    ConversationDoesNotFit,
    AllUsersFitOnGpu,
    CpuTierNotLargerThanGpu,
    OffloadingDisabled,
    KvAwareRoutingNeeded,
    NoKvAwareRouting,
    UnevenUsers,
    Fp8CacheFirstSaving,
    HeadsReplicated,
    TpDoesNotDivideLinearHeads,
    KvNvfp4NeedsSm100,
    KvNvfp4GpuUnknown,
    KvNvfp4SglangNeedsSm100Sm120,
    KvNvfp4SglangGpuUnknown,
    KvNvfp4LatentUnsized,
    KvCompressedMlaNeedsFp8,
    ContextAboveModelMaximum,
    ChassisNoGpu,
    ChassisPinnedNoGpu,
    ChassisPinnedTooManyGpus,
    ChassisWholeBaseboards,
    ChassisTooManyGpus,
    ChassisGpuPower,
    ChassisSockets,
    ChassisDriveBays,
    ChassisNeedsLiquid,
    ChassisPlatformDiffers,
    ChassisLimitsDpc,
    ChassisDimmSlotsShort,
    ChassisNoNvlinkBridges,
    TpSpansNvlinkIslands,
    GpusUnbridged,
    PsuFeedVoltage,
    PsuBaysShort,
    GpuPowerUnknown,
    RackCannotTakeNode,
    RackLimitedByPower,
    RackAirOver40kw,
    MemoryNeeds2dpc,
    MemoryExceedsNode,
    MemoryNeedsMoreNodes,
    MemoryDoesNotFit,
    MultiNodeRouting,
    SocketOverBudget,
    InstanceSpansSockets,
    PcieExceedsMemoryBandwidth,
    PcieDuplexExceedsMemoryBandwidth,
    PcieLanesExceedPlatform,
    PcieGenLimitedByHost,
    NvmeReadLimitedByHostLink,
    NvmeWearsOutBeforeWarranty,
    NvmeCapacityShort,
    NvmeSmallerThanCpuTier,
    EnginePinsMoreMemory,
    MlaReplicated,
    CpuTierMlaCopiesReplicatedLayout,
    CpuTierMlaCopiesReleaseBeforeSingleCopy,
    CpuTierMlaCopiesNotPureMla,
    CpuTierDsaCopies,
    HisparseNeedsDsa,
    HisparseEngineUnsupported,
    VllmReleaseLacksHisparse,
    HisparseChanges,
    HisparseAdmissionUnmodelled,
    HisparseNoNvmeTier,
    DpAttentionNeedsMoe,
    DpAttentionEngineUnsupported,
    DpAttentionPools,
    DpEngineSpansSockets,
    KvAwareRoutingDpVllm,
    KvAwareRoutingDpSglang,
    KvGroupPadding,
    HybridModelTestRelease,
    SlidingWindowSavesNothing,
    ConnectorMayDisableHybridAllocator,
    ConnectorMayDisableHybridAllocatorLinear,
    HybridAllocatorRequired,
    KvPageSizesNotUnifiable,
    CompressedMlaCapacityModel,
    CalibrationModelFromCatalog,
    CalibrationModelUnknown,
    CalibrationKvDtypeAssumed,
    CalibrationKvDtypeUnsupported,
    CalibrationCapacityModel,
    CalibrationNoBudget,
    CalibrationContextNotLogged,
    CalibrationGpuMemoryNotLogged,
    CalibrationPerWorkerLines,
    CalibrationOverhead,
    CalibrationSpeculative,
    CalibrationSpeculativeUnknown,
    CalibrationOtherCapacityModel,
    CalibrationDisagrees,
    NvmeNotForQuickReturns,
    // the engine configuration; words in engines/engine_diagnostics.cpp
    EngineNoPlan,
    EngineReleaseUnknown,
    DevShmNeeded,
    NumaMembindStrict,
    EngineFormNotAvailable,
    ModelPathFromName,
    EngineOffloadingOff,
    NumaNodeAssumed,
    InstanceSpansNumaNodes,
    InstancesNeedKvRouter,
    KvDtypeAuto,
    VllmReleaseLacksNvfp4Kv,
    EngineNoNvfp4Kv,
    OffloadArchitectureNoRelease,
    OffloadArchitectureUnsupported,
    FullFormForNvmeTier,
    FullFormForDecodeOffload,
    ShortFormWithoutNvmeTier,
    ShortFormOffloadsPromptsOnly,
    VllmVersionLacksFeature,
    VllmVersionNewer,
    VllmPinsMoreThanAsked,
    PythonHashSeedShared,
    SpeculativeConfigIncomplete,
    SpeculativeNotWritten,
    VllmRegionPinsAsAsked,
    FileTierUnbounded,
    SizeRoundedUp,
    VllmRegionSizeAsAsked,
    VllmReleaseNotInTable,
    LlmdScorerSettings,
    LlmdRouterNotWritten,
    // NVIDIA Dynamo's builder; words in engines/kinds/dynamo.cpp
    DynamoNativeOffloading,
    DynamoDiskTierNotValidated,
    DynamoKvbmRelease,
    DynamoFileDiscovery,
    DynamoFrontendPerNode,
    DynamoKvbmScopeUnconfirmed,
    DynamoCpuBelowGpu,
    DynamoNoDiskTier,
    DynamoDiskRaisedToCpu,
    DynamoDiskExceedsDrives,
    // SGLang's builder; words in engines/kinds/sglang.cpp
    SglangMemFraction,
    SglangSizePerRank,
    SglangHostPoolNotLarger,
    SglangHicacheNvfp4,
    SglangFileBackend,
    // LMCache's builder; words in engines/kinds/lmcache.cpp
    FullFormForLmcacheServers,
    ShortFormOneLmcacheServer,
    ShortFormDefaultLmcachePort,
    LmcacheServerHolds,
    LmcacheStartServerFirst,
    LmcacheSizeNotPropagated,
    LmcacheSizeInGib,
    LmcacheL2Capacity,
    LmcacheEvictionWatermark,
    LmcacheNeedsPr3282,
    // LMCache in-process; words in engines/kinds/lmcache_inprocess.cpp
    LmcacheInprocessDeprecated,
    // TensorRT-LLM's builder; words in engines/kinds/trtllm.cpp
    TrtllmOptionsFile,
    TrtllmHostCachePerRank,
    TrtllmNoDiskTier,
    TrtllmKvEvents,
    TrtllmKvDtypeAuto,
    TrtllmServedModelName,
    // the quote; words in quote/quote_diagnostics.cpp
    QuoteNoPlan,
    QuoteNoMemoryLayout,
    PriceMissing,
    PriceMissingNotInCatalog,
    QuoteIncomplete,
    PricesIllustrative,
    // latency, hit rates and load; words in whatif/whatif_diagnostics.cpp
    TtftNeedsParameters,
    TtftParamsFromWeights,
    TtftNeedsGpuTflops,
    TtftComputeDtypeFallback,
    TtftAttentionHeadsUnknown,
    TtftNoMemoryBandwidth,
    TtftMlaAttentionLatent,
    TtftOffloadSavesLittle,
    TrafficTurnsExceedDay,
    TrafficSharedPrefixFillsContext,
    TrafficNothingToReuse,
    OffloadAddsFewHits,
    TrafficNewConversationsDiffer,
    LoadNeedsMemoryBandwidth,
    LoadTrafficAssumed,
    LoadSaturated,
    LoadSlaMissed,
    LoadEstimatesDiffer,
    LoadKvLimitsBatch,
    HitRateEstimatesDiffer,
    HitRateSimulationSkipped,
    HitRateSimulationEmpty,
    Count // not a code: the number of codes; keep it last
};

// A code's stable id and English words, with {param} placeholders.
struct DiagnosticWords {
    DiagnosticCode code;
    std::string_view id;
    std::string_view text;
};

// One parameter of a diagnostic: a number, kept as the signed or unsigned integer or the real
// the rule gave (the JSON outputs write 5 and 5.0 as given, docs/report-format.md), or words;
// null only for a name given no value yet (`params["name"]` then assigned). The reading side
// keeps nlohmann::json's names (is_number, get<T>) so rules and tests read it as they did.
class DiagnosticValue {
public:
    DiagnosticValue() = default;
    template <class T>
    requires(std::integral<T> && !std::same_as<T, bool>) DiagnosticValue(T number)
    {
        if constexpr (std::is_signed_v<T>)
            value_ = static_cast<std::int64_t>(number);
        else
            value_ = static_cast<std::uint64_t>(number);
    }
    template <std::floating_point T> DiagnosticValue(T number) : value_(static_cast<double>(number))
    {
    }
    DiagnosticValue(std::string words) : value_(std::move(words)) {}
    DiagnosticValue(std::string_view words) : value_(std::string(words)) {}
    DiagnosticValue(const char* words) : value_(std::string(words)) {}

    bool is_null() const { return std::holds_alternative<std::monostate>(value_); }
    bool is_number() const { return is_number_integer() || is_number_float(); }
    // As nlohmann::json: signed and unsigned integers are both "integer".
    bool is_number_integer() const
    {
        return std::holds_alternative<std::int64_t>(value_) || is_number_unsigned();
    }
    bool is_number_unsigned() const { return std::holds_alternative<std::uint64_t>(value_); }
    bool is_number_float() const { return std::holds_alternative<double>(value_); }
    bool is_string() const { return std::holds_alternative<std::string>(value_); }

    // The value as T: a number type for a number (converted as static_cast does), std::string
    // for words; anything else throws std::invalid_argument.
    template <class T> T get() const
    {
        if constexpr (std::is_same_v<T, std::string>) {
            if (const auto* words = std::get_if<std::string>(&value_))
                return *words;
            throw std::invalid_argument("diagnostic parameter: not words");
        } else {
            static_assert(std::is_arithmetic_v<T> && !std::is_same_v<T, bool>,
                          "a diagnostic parameter is a number or std::string");
            if (const auto* n = std::get_if<std::int64_t>(&value_))
                return static_cast<T>(*n);
            if (const auto* n = std::get_if<std::uint64_t>(&value_))
                return static_cast<T>(*n);
            if (const auto* n = std::get_if<double>(&value_))
                return static_cast<T>(*n);
            throw std::invalid_argument("diagnostic parameter: not a number");
        }
    }

    // The stored alternative, for the writers (diagnosticsJson) and the renderers.
    using Variant = std::variant<std::monostate, std::int64_t, std::uint64_t, double, std::string>;
    const Variant& variant() const { return value_; }

    // Numbers compare by value whatever their kind (as nlohmann::json's do), words as words.
    friend bool operator==(const DiagnosticValue& a, const DiagnosticValue& b);

private:
    Variant value_;
};

// A diagnostic's parameters: name → number or words, in the order of their names (the JSON
// outputs' "params" object lists them so). Written as the rules always have:
// `{{"users", users}, {"gpu", s.gpu.name}}`; a name given twice keeps its first value. As
// nlohmann::json was, `{}` is null (the outputs write "params": null) and object() is an empty
// object (written {}, what a Diagnostic without parameters has): the outputs stay byte for byte.
struct DiagnosticParam {
    std::string name;
    DiagnosticValue value;
};

class DiagnosticParams {
public:
    using Map = std::map<std::string, DiagnosticValue, std::less<>>;
    using const_iterator = Map::const_iterator;

    DiagnosticParams() = default;
    DiagnosticParams(std::initializer_list<DiagnosticParam> params) : null_(false)
    {
        for (const DiagnosticParam& p : params)
            values_.emplace(p.name, p.value);
    }
    // From a JSON object of numbers and strings (a rule that built its parameters as
    // nlohmann::json, which it includes itself): the same names, kinds and values.
    template <class Json>
    requires requires(const Json& j)
    {
        j.is_object();
        j.items();
        j.is_number_unsigned();
        j.template get<std::string>();
    }
    DiagnosticParams(const Json& object) : null_(object.is_null())
    {
        if (null_)
            return;
        if (!object.is_object())
            throw std::invalid_argument("diagnostic parameters: not an object");
        for (const auto& item : object.items()) {
            const auto& v = item.value();
            if (v.is_number_unsigned())
                values_.emplace(item.key(), v.template get<std::uint64_t>());
            else if (v.is_number_integer())
                values_.emplace(item.key(), v.template get<std::int64_t>());
            else if (v.is_number_float())
                values_.emplace(item.key(), v.template get<double>());
            else if (v.is_string())
                values_.emplace(item.key(), v.template get<std::string>());
            else if (v.is_null())
                values_.emplace(item.key(), DiagnosticValue());
            else
                throw std::invalid_argument("diagnostic parameter " + item.key() +
                                            ": not a number or words");
        }
    }

    static DiagnosticParams object()
    {
        DiagnosticParams empty;
        empty.null_ = false;
        return empty;
    }
    bool is_null() const { return null_; }

    bool contains(std::string_view name) const { return values_.find(name) != values_.end(); }
    // The parameter `name`; std::out_of_range when it has none.
    const DiagnosticValue& at(std::string_view name) const;
    const DiagnosticValue& operator[](std::string_view name) const { return at(name); }
    // The parameter `name` to assign, added (null) when absent.
    DiagnosticValue& operator[](std::string_view name)
    {
        null_ = false;
        const auto it = values_.find(name);
        return it != values_.end() ? it->second : values_[std::string(name)];
    }
    // The parameter as T, or `fallback` when absent.
    template <class T> T value(std::string_view name, const T& fallback) const
    {
        const auto it = values_.find(name);
        return it == values_.end() ? fallback : it->second.template get<T>();
    }
    std::string value(std::string_view name, const char* fallback) const
    {
        return value<std::string>(name, std::string(fallback));
    }

    const_iterator find(std::string_view name) const { return values_.find(name); }
    const_iterator begin() const { return values_.begin(); }
    const_iterator end() const { return values_.end(); }
    std::size_t size() const { return values_.size(); }
    bool empty() const { return values_.empty(); }

    friend bool operator==(const DiagnosticParams&, const DiagnosticParams&) = default;

private:
    Map values_;
    bool null_ = true;
};

struct Diagnostic {
    DiagnosticCode code = DiagnosticCode::InvalidScenario;
    Severity severity = Severity::Warning;
    DiagnosticParams params = DiagnosticParams::object(); // name → number or words
    friend bool operator==(const Diagnostic&, const Diagnostic&) = default;
};

std::string toString(Severity severity);

// The code's stable id ("memory_needs_more_nodes"), as the JSON outputs write it.
std::string_view toString(DiagnosticCode code);
// The code with that id, or nullopt.
std::optional<DiagnosticCode> diagnosticCodeFromId(std::string_view id);

// The English template for a code. Placeholders are {param_name}.
std::string_view diagnosticTemplate(DiagnosticCode code);

// Every code, in the enum's order, for documentation and tests.
std::vector<DiagnosticCode> allDiagnosticCodes();

// The parameters of diagnostics that are words, not numbers (load_sla_missed's {figure},
// hit_rate_estimates_differ's {tier}), declared once: the rules pass toString(word), the JSON
// report keeps the English, and the UI translates them (context "kvp::DiagnosticWord").
enum class DiagnosticWord {
    TtftP95,          // "TTFT p95 (ms)"
    ReturningTtftP95, // "returning users' TTFT p95 (ms)"
    Tpot,             // "TPOT (ms)"
    TierHitShare,     // "returning requests served from a tier (%)"
    GpuTier,          // "GPU"
    CpuTier,          // "CPU tier"
    NvmeTier,         // "NVMe tier"
    StateLayers,      // "Mamba or linear-attention state" (offload_architecture_*)
    Compressed,       // "DeepSeek-V4 compressed-attention" (offload_architecture_*)
    SparseIndexer,    // "MiniMax-M3 sparse-attention" (offload_architecture_*)
};
std::string_view toString(DiagnosticWord word);
std::vector<DiagnosticWord> allDiagnosticWords();

// Whether the code is one of §11's (chassis, power supplies, racks): the server cannot be
// bought as planned, but the engine instance is still sized (SizingResult::hasSizingErrors).
bool isBuildDiagnostic(DiagnosticCode code);

// What is wrong with the tables of words: a code with no row or two (empty when all is well).
std::vector<std::string> diagnosticWordsProblems();

// The placeholders of the code's template that the diagnostic's parameters do not fill (a
// rule that forgot one shows "{name}" to the customer; tests check this is empty).
std::vector<std::string> unfilledPlaceholders(const Diagnostic& diagnostic);

// Fills a template's placeholders from the parameters: numbers with up to two decimals and
// thousands separators, strings as they are. Unknown placeholders stay visible.
std::string renderDiagnostic(std::string_view templ, const DiagnosticParams& params);
std::string renderDiagnostic(const Diagnostic& diagnostic);

// The "warnings" list of the JSON outputs (report, quote): code, severity, the English message
// and the parameters, in order (docs/report-format.md). Defined in io/diagnostics_json.cpp.
nlohmann::ordered_json diagnosticsJson(const std::vector<Diagnostic>& diagnostics);
// The "params" object of one: its names in order, integers, reals and words as given.
nlohmann::ordered_json diagnosticParamsJson(const DiagnosticParams& params);

} // namespace kvp
