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
    bool offload = false; // a CPU tier
    bool nvme = false;    // and an NVMe tier behind it
    std::string model;    // engine.model_path, else model.name
};

void note(std::vector<Diagnostic>& list, Severity severity, std::string code,
          nlohmann::json params = nlohmann::json::object());

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
// The scenario's vLLM release, or nullopt when unset (the release written for).
std::optional<ReleaseVersion> scenarioVllmVersion(const Context& c);

// vLLM's measured host footprint and power-of-two rounding of pinned buffers (sizing-model §3).
void notePinnedFootprint(const Context& c, std::vector<Diagnostic>& notes);

// The size setting of an instance's CPU tier as a whole-GB-per-rank value (SGLang, Dynamo).
EngineSetting perRankGBSetting(const Context& c, const std::string& key, Bytes perInstance,
                               const std::string& planKey);

} // namespace kvp::engine_detail
