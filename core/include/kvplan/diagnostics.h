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

#include <cstdint>
#include <nlohmann/json.hpp>
#include <optional>
#include <string>
#include <string_view>
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
    KvNvfp4NeedsSm100,
    KvNvfp4GpuUnknown,
    KvNvfp4LatentUnsized,
    KvCompressedMlaNeedsFp8,
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

struct Diagnostic {
    DiagnosticCode code = DiagnosticCode::InvalidScenario;
    Severity severity = Severity::Warning;
    nlohmann::json params = nlohmann::json::object(); // name → number or string
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
std::string renderDiagnostic(std::string_view templ, const nlohmann::json& params);
std::string renderDiagnostic(const Diagnostic& diagnostic);

// The "warnings" list of the JSON outputs (report, quote): code, severity, the English message
// and the parameters, in order (docs/report-format.md).
nlohmann::ordered_json diagnosticsJson(const std::vector<Diagnostic>& diagnostics);

} // namespace kvp
