// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// Shared pieces of the engine builders (engine_*.cpp); internal to kvplan_core.

#include "kvplan/engine_config.h"

#include <nlohmann/json.hpp>

namespace kvp::engine_detail {

struct Context {
    const Scenario& s;
    const SizingResult& r;
    EngineKind engine;
    EngineForm requested;
    std::uint64_t instances = 0;
    std::uint64_t tp = 1;
    std::uint64_t dp = 1; // serving.data_parallel_attention: DP ranks per engine (instance)
    bool offload = false; // a CPU tier
    bool nvme = false;    // and an NVMe tier behind it
    std::string model;    // engine.model_path, else model.name
    const EngineReleaseRow* release = nullptr; // the engine's release
    ReleaseVersion vllm;                       // the vLLM its vLLM processes run
    bool router = false; // several instances behind a KV-aware router: they publish KV events
    // The image of the engine's processes: the release row's, or for vLLM a legacy
    // engine.vllm_version the table does not hold, that release's own (audit 2026-12b E2).
    std::string image;
};

// The ports of one host's processes: every one taken once (the scenario's fixed ports first,
// then each default moved past the ones taken), as a server would refuse a second bind.
class PortBook {
public:
    void reserve(std::uint64_t port); // a port the scenario fixes
    // `wanted`, or the next free port above it; throws when none is left below 65,536.
    std::uint64_t take(std::uint64_t wanted);

private:
    std::vector<std::uint64_t> taken_;
};

// Instance i of every engine publishes its KV events for a KV-aware router on this port + i, as
// Dynamo's router examples do (audit D3, D9; agg_kvbm_router.sh).
inline constexpr std::uint64_t kKvEventsPortBase = 20080;
// vLLM's --kv-events-config for a process publishing on `port` (audit D3/D9; upstream
// examples/backends/vllm/launch/agg_kvbm_router.sh).
std::string vllmKvEventsConfig(std::uint64_t port);
// How long a process may take to start when it pins `pinned` first: `base` plus twice the
// measured pinning time (pcie_model.h, about 0.59 s per GiB).
std::uint64_t startTimeoutSeconds(Bytes pinned, std::uint64_t base);
// VLLM_ENGINE_READY_TIMEOUT_S for a vLLM engine that pins `pinned` at start (default 600 s).
void addVllmReadyTimeout(LaunchCommand& cmd, Bytes pinned);

void note(std::vector<Diagnostic>& list, Severity severity, DiagnosticCode code,
          DiagnosticParams params = DiagnosticParams::object());

// Shortest decimal text that reads back as exactly `value` ("0.9", "0.868").
std::string realText(double value);
std::string listText(const std::vector<std::uint64_t>& values, const char* separator = ",");

// A process for instance `instance`: its cards (CUDA_VISIBLE_DEVICES in nvidia-smi's PCI order),
// its NUMA binding, its name; no program yet.
LaunchCommand instanceBase(const Context& c, std::uint64_t instance);

// The vLLM engine arguments every vLLM-based instance takes: model, served name, TP, context,
// GPU memory, KV dtype, block size. `withServer` adds --host and --port (not for Dynamo workers,
// which the Dynamo frontend reaches).
void addVllmEngineArgs(const Context& c, LaunchCommand& cmd, bool withServer,
                       std::vector<Diagnostic>& notes);

// A warning when the scenario's vLLM release predates `feature`.
void checkVllmFeature(const Context& c, VllmFeature feature, std::vector<Diagnostic>& notes);
// Refuses offloading the KV cache of an architecture the engine's release cannot offload
// (offloadArchitectureTable): offload_architecture_no_release names the vLLM release that can,
// offload_architecture_unsupported the engine that can.
void checkOffloadArchitecture(const Context& c, std::vector<Diagnostic>& notes);
// vLLM's native offloading on an instance (vLLM and Dynamo workers): the short form's
// --kv-offloading-size or the full form's OffloadingConnector JSON, the KV events of a routed
// instance on `eventsPort`, the ready timeout, and PYTHONHASHSEED with a file tier.
void addVllmOffloading(const Context& c, LaunchCommand& cmd, EngineForm form,
                       std::optional<std::uint64_t> eventsPort);
// The form vLLM's offloading takes when `requested` is Auto, with its notes.
EngineForm resolveVllmForm(const Context& c, std::vector<Diagnostic>& notes);
// The version warnings and notes of vLLM's native offloading in `form`.
void noteVllmOffloading(const Context& c, EngineForm form, std::vector<Diagnostic>& notes);
// What one node's instances take in /dev/shm with vLLM's native offloading (zero before the
// shared region).
Bytes vllmShmBytes(const Context& c);

// vLLM's measured host footprint and power-of-two rounding of pinned buffers (sizing-model §3).
void notePinnedFootprint(const Context& c, std::vector<Diagnostic>& notes);

// The size setting of an instance's CPU tier as a whole-GB-per-rank value (SGLang, Dynamo).
EngineSetting perRankGBSetting(const Context& c, const std::string& key, Bytes perInstance,
                               const std::string& planKey);

} // namespace kvp::engine_detail
