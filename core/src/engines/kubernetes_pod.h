// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// The pieces of a pod that every Kubernetes object of engine_kubernetes.cpp and
// engine_kserve.cpp shares: a process's arguments, environment, resources and volumes as its
// pod runs it. Internal to kvplan_core.

#include "kvplan/engine_config.h"

#include <nlohmann/json.hpp>

#include <string>
#include <vector>

namespace kvp::engine_detail {

// The process as its pod runs it: for engine.kv_router llm-d, its KV events on the scorer's
// topic and port, with the scorer's hash seed.
LaunchCommand inPod(const EngineConfig& config, const LaunchCommand& cmd);

// argv without the numactl prefix (the kubelet places the pod) and, for Dynamo, without the
// file discovery of one host; files the process reads written by a `bash -c` first.
std::vector<std::string> podArgv(const EngineConfig& config, const LaunchCommand& cmd);

// Its environment as a container's `env` (POD_IP from the downward API when an argument names
// it; no CUDA_VISIBLE_DEVICES: the device plugin sets the pod's own cards).
nlohmann::ordered_json podEnv(const LaunchCommand& cmd);

// What its container requests in memory: its CPU tier + 1 GiB for the process.
Bytes podMemoryRequest(const LaunchCommand& cmd);

// `requests.memory` and, with GPUs, `limits["nvidia.com/gpu"]`.
nlohmann::ordered_json podResources(const LaunchCommand& cmd);

// /dev/shm ("dshm") and, with the NVMe tier, the folder `nvmeRoot` ("nvme").
nlohmann::ordered_json podVolumeMounts(const EngineConfig& config, const std::string& nvmeRoot);

// The volumes those mounts name: /dev/shm a memory-backed emptyDir of `shm`, the NVMe folder a
// hostPath.
nlohmann::ordered_json podVolumes(const EngineConfig& config, Bytes shm,
                                  const std::string& nvmeRoot);

// The header lines every manifest file shares: /dev/shm and memory, NUMA.
std::string podHeaderNotes();

} // namespace kvp::engine_detail
