// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// Kubernetes manifests from an engine configuration (kvplan engine-config --format kubernetes,
// docs/engine-configuration.md "Kubernetes"):
//  - vLLM and SGLang: per instance a Deployment (one replica per node of the plan) and a
//    Service; LMCache: per server a Deployment whose pod holds the server and the instances
//    attached to it (they reach it on localhost and share its IPC namespace), and a Service per
//    instance;
//  - NVIDIA Dynamo: one DynamoGraphDeployment (nvidia.com/v1alpha1) for Dynamo's operator, a
//    Frontend service and a worker service per instance.
// Every pod gets /dev/shm as a memory-backed emptyDir of the CPU tier it keeps there + 1 GiB
// (the compose file's shm_size), the GPUs as nvidia.com/gpu (DynamoGraphDeployment: its
// `resources.limits.gpu`), a memory request of the tiers it holds, and the NVMe folder as a
// hostPath. The manifests are built as JSON objects (validated by the tests against the
// resources' schemas in tests/data/kubernetes) and written as YAML by `toYaml`.

#include "kvplan/engine_config.h"

#include <nlohmann/json_fwd.hpp>

#include <string>
#include <vector>

namespace kvp {

// The objects, in apply order; empty when `config` has errors.
std::vector<nlohmann::ordered_json>
kubernetesManifests(const EngineConfig& config, std::uint64_t nodes = 1,
                    const std::string& nvmeRoot = "/mnt/nvme/kv");

// The manifests as one YAML stream (documents separated by "---"), with a header of comments;
// empty when `config` has errors.
std::string renderKubernetesManifests(const EngineConfig& config, std::uint64_t nodes = 1,
                                      const std::string& nvmeRoot = "/mnt/nvme/kv");

// A JSON value as block-style YAML: mappings and sequences indented by two spaces, every string
// double-quoted (JSON's string syntax is YAML's), keys bare when they are plain words.
std::string toYaml(const nlohmann::ordered_json& value);

// A size as a Kubernetes quantity: whole GiB as "126Gi", whole MiB as "…Mi", else bytes.
std::string kubernetesQuantity(Bytes value);

// The CPU tier a process holds in host memory (vLLM's region, LMCache's L1, SGLang's host pool,
// KVBM's CPU cache), as its settings give it to the engine; zero without one.
Bytes processCpuTierBytes(const LaunchCommand& command);

inline constexpr const char* kKubernetesFileName = "kubernetes.yaml";

} // namespace kvp
