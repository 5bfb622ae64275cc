// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// A KServe LLMInferenceService from an engine configuration (kvplan engine-config --format
// kserve, docs/engine-configuration.md "KServe"): for engines whose processes are vLLM's own
// server alone (`vllm serve`, no server beside it), one object of API group serving.kserve.io,
// version v1alpha2 — the newest version and the storage version of KServe's CRD
// (kserve/kserve config/crd/full/llmisvc/serving.kserve.io_llminferenceservices.yaml
// @aaac4e29, as in v0.20.0). Its pods run KServe's vLLM launcher (LLMInferenceServiceConfig
// kserve-config-llm-template), which serves `spec.model.uri` on port 8000; the manifest gives
// it one replica per instance of the plan, the tensor parallelism, the release's image, the
// remaining vLLM arguments, the GPUs, the memory request, /dev/shm and the NVMe folder
// (engine_kubernetes.cpp's pod pieces), and the CPU tier as the typed
// `spec.kvCacheOffloading.cpu` where that field says what the engine's flags say (else the
// flags stay in the arguments).

#include "kvplan/engine_config.h"

#include <nlohmann/json_fwd.hpp>

#include <string>
#include <vector>

namespace kvp {

// True when `config` can be written as an LLMInferenceService: no errors, and every process
// is an instance running `vllm serve` (vLLM, vLLM with LMCache in-process).
bool kserveApplies(const EngineConfig& config);

// The LLMInferenceService (one object), for a plan of `nodes` nodes; empty when `config` has
// errors or kserveApplies() is false.
std::vector<nlohmann::ordered_json> kserveManifests(const EngineConfig& config,
                                                    std::uint64_t nodes = 1,
                                                    const std::string& nvmeRoot = "/mnt/nvme/kv");

// The object as YAML with a header of comments; empty when kserveManifests() is.
std::string renderKServeManifest(const EngineConfig& config, std::uint64_t nodes = 1,
                                 const std::string& nvmeRoot = "/mnt/nvme/kv");

inline constexpr const char* kKServeFileName = "kserve.yaml";
inline constexpr const char* kKServeApiVersion = "serving.kserve.io/v1alpha2";

} // namespace kvp
