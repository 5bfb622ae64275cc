// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// The engine releases the launch commands know, one table: each engine's rows, declared in its
// own core/src/engines/kinds/<id>.cpp (EngineDescriptor::releases), each row with the vLLM and
// SGLang it runs (Dynamo pins both), its container image, what differs from the next newer row and
// where that was read. The scenario picks a release (engine.release; default the newest of its
// engine); the builders, warnings and version gates read it through releaseFor() and
// vllmReleaseFor(). Facts from
// ../shared/reference/engine-audit-2026-12.md, engines.md and the Dynamo release pages; an
// unconfirmed fact says so in its row.

#include "kvplan/diagnostics.h"
#include "kvplan/scenario.h"
#include "kvplan/units.h"

#include <array>
#include <optional>
#include <span>
#include <string>
#include <string_view>
#include <vector>

namespace kvp {

// A release number, compared part by part ("0.22" == "0.22.0" < "0.22.1").
struct ReleaseVersion {
    std::array<unsigned, 3> parts{};
    friend auto operator<=>(const ReleaseVersion&, const ReleaseVersion&) = default;
};

// "0.22.1", "v0.22", "0.11.1rc2", "0.23.0.post1": the first one to three dotted numbers, with an
// optional leading "v" and any suffix after them; nullopt when it does not start that way.
std::optional<ReleaseVersion> parseReleaseVersion(std::string_view text);
std::string toString(const ReleaseVersion& version);

// One piece of software the commands are written for (a script's "Written for" line).
struct EngineRelease {
    std::string product; // "vLLM", "SGLang", "LMCache", "NVIDIA Dynamo"
    std::string version; // "0.33.0"
    std::string source;  // where the names were read
    std::string confidence;
};

// One row of the release table.
struct EngineReleaseRow {
    EngineKind engine = EngineKind::Vllm;
    std::string_view version;     // the engine's own release: "1.7.0"
    std::string_view date;        // "2026-11" when known, else ""
    std::string_view vllm;        // the vLLM it runs (vLLM: itself; Dynamo: its pin); SGLang: ""
    std::string_view sglang;      // the SGLang it runs (SGLang: itself; Dynamo: its pin)
    std::string_view image;       // its container image, for --format compose / kubernetes
    std::string_view differences; // flags, defaults and behaviours that differ from newer rows
    std::string_view source;
    std::string_view confidence;
    ReleaseVersion number() const;
    // A pre-release ("1.4.0rc2"): listed and chosen by its name, never the default.
    bool preRelease() const;
};

// Every engine's rows, in allEngines()' order, newest first within each engine (a pre-release
// above the stable release it precedes).
std::span<const EngineReleaseRow> engineReleaseTable();
// The rows of one engine, newest first; the newest that is not a pre-release is the default.
std::vector<const EngineReleaseRow*> releasesOf(EngineKind engine);
const EngineReleaseRow& newestRelease(EngineKind engine);
// The row of `engine` whose number equals `version` ("v1.7" finds 1.7.0), a pre-release by its
// exact name ("1.4.0rc2"), or nullptr.
const EngineReleaseRow* findRelease(EngineKind engine, std::string_view version);
// "1.7.0, 1.6.2, …": the known releases of `engine`, for messages.
std::string releaseList(EngineKind engine);

// The release of `engine` that serves this scenario: engine.release when `engine` is the
// scenario's engine.name and the release is known; for vLLM the legacy engine.vllm_version when
// it names a known release; else the newest.
const EngineReleaseRow& releaseFor(const Scenario& scenario, EngineKind engine);

// The releases one engine's output is written for: its own row, then (LMCache) the vLLM beside
// it or (Dynamo) the vLLM it pins.
std::vector<EngineRelease> writtenFor(EngineKind engine, const EngineReleaseRow& release,
                                      ReleaseVersion vllm);
std::vector<EngineRelease> writtenFor(EngineKind engine); // the newest releases

// The newest vLLM release in the table, and its number.
const EngineRelease& vllmRelease();
ReleaseVersion vllmWrittenFor();

// The vLLM release whose rules apply to this scenario's instances: for vLLM engine.release
// (or the legacy engine.vllm_version), for LMCache engine.vllm_version (the vLLM beside the
// server), for Dynamo the vLLM its release pins; else the newest. The host-tier rules (how a
// release allocates the CPU tier) and the launch files read the release through this function.
ReleaseVersion vllmReleaseFor(const Scenario& scenario);

// A name used in the vLLM commands and the first release that has it.
enum class VllmFeature {
    OffloadingConnector,    // OffloadingConnector, kv_role kv_both
    KvOffloadingSizeFlag,   // --kv-offloading-size / --kv-offloading-backend
    CpuBytesToUse,          // cpu_bytes_to_use, total over workers (was num_cpu_blocks per worker)
    TieringOffloadingSpec,  // spec_name TieringOffloadingSpec, secondary_tiers
    LmcacheMpConnector,     // --kv-offloading-backend lmcache → LMCacheMPConnector
    Bfloat16KvCacheDtype,   // --kv-cache-dtype bfloat16
    ReplicatedMlaCpuLayout, // CPUOffloadingSpec stores one copy of a pure-MLA latent at TP > 1
    SlidingWindowInFlight,  // a sliding-window request holds 2 × max_num_batched_tokens in flight
    Float16KvCacheDtype,    // --kv-cache-dtype float16 (D15)
    OffloadingSupportsHma,  // OffloadingConnector keeps the hybrid KV cache manager on (D14)
    SelfDescribingKvEvents, // kv_connector_extra_config.self_describing_kv_events (D9, E3)
    SharedOffloadRegion,    // the CPU tier as /dev/shm/vllm_offload_*.mmap (D8, E2)
    SelfDescribingKvEventsWithTiering, // … with spec_name TieringOffloadingSpec (E3)
    FileTierKvEvents,       // secondary_tiers[].enable_kv_events: the NVMe tier publishes (E4)
    Nvfp4KvCacheDtype,      // --kv-cache-dtype nvfp4 (PR #40177)
    HiSparse,               // HiSparseConnector: a DSA model's latent in a host pool (PR #53781)
    OffloadingDeepseekV4,   // OffloadingConnector with DeepSeek-V4's tuple-packed pool (PR #43142)
    MiniMaxM3,              // MiniMax-M3's msa layers (vLLM recipe: min_vllm_version 0.24.0)
    PackedDeepseekV4Pool,   // DeepSeek-V4's pool in page-size buckets, not layer tuples (#44454)
    PerGroupMaxConcurrency, // "Maximum concurrency" counts each group's blocks (#48317)
};

struct VllmFeatureRelease {
    VllmFeature feature;
    std::string_view name;       // the flag or key, as written in the commands
    ReleaseVersion firstRelease; // first release with it
    std::string_view source;
    bool confirmed;
};

const VllmFeatureRelease& vllmFeatureRelease(VllmFeature feature);
bool vllmHas(ReleaseVersion vllm, VllmFeature feature);

// Which engine offloads the KV cache of which architecture (docs/engine-configuration.md, "Which
// engine offloads which architecture"): a row per engine whose connector was read for it; an
// engine without a row is not checked. `needs` is the vLLM feature that makes it work (its first
// release: vllmFeatureRelease); none when no release of the engine's connector does.
enum class OffloadArchitecture {
    StateLayers,         // Mamba-2 / linear-attention (Gated DeltaNet) states beside attention
    CompressedAttention, // DeepSeek-V4's compressed_mla layers (their tuple-packed pool)
    SparseIndexer,       // MiniMax-M3's msa layers (keys, values and the indexer's keys)
};
struct OffloadArchitectureRow {
    EngineKind engine;
    OffloadArchitecture architecture;
    std::string_view connector; // what the engine's commands offload through
    std::optional<VllmFeature> needs;
    std::string_view source;
};
std::span<const OffloadArchitectureRow> offloadArchitectureTable();
const OffloadArchitectureRow* offloadArchitectureRow(EngineKind engine,
                                                     OffloadArchitecture architecture);
// The architecture of the table a model has; nullopt for attention alone (full, sliding, MLA, DSA).
// Its layers in words for the diagnostics (DiagnosticWord), and how many the model has.
std::optional<OffloadArchitecture> offloadArchitectureOf(const ModelSpec& model);
DiagnosticWord offloadArchitectureWord(OffloadArchitecture architecture);
std::uint64_t offloadArchitectureLayers(const ModelSpec& model, OffloadArchitecture architecture);

// What an NVIDIA Dynamo release offers its vLLM workers.
enum class DynamoFeature {
    NativeOffloading, // OffloadingConnector under dynamo.vllm (Dynamo ≥ 1.3 with vLLM ≥ 0.24)
    Kvbm,             // the KV Block Manager (DynamoConnector); deprecated 1.5.0, gone in 1.6
    FileDiscovery,    // --discovery-backend file --request-plane tcp --event-plane zmq
};
bool dynamoHas(const EngineReleaseRow& dynamo, DynamoFeature feature);

// LMCache's eviction of L1 (lmcache/v1/distributed/config.py @0101edda): eviction starts when
// L1 is `trigger` full and frees `ratio` of it, so L1 holds between trigger − ratio and trigger
// of its size. The commands set these; the plan counts the lower bound as usable (D7).
struct LmcacheEviction {
    double trigger = 0.95; // --eviction-trigger-watermark (LMCache's default 0.8)
    double ratio = 0.05;   // --eviction-ratio (LMCache's default 0.2)
};
inline constexpr LmcacheEviction kLmcacheEviction{};

// The bytes of an instance's CPU tier that keep conversations: all of it, except under an
// LMCache server, whose eviction keeps L1 at most trigger − ratio full after it runs (the CPU
// tier rule, sizing-model §3, counts conversations in these bytes).
Bytes usableCpuTierBytes(const Scenario& scenario, Bytes tier);

} // namespace kvp
