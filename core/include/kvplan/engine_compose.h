// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// A docker compose file from an engine configuration (kvplan engine-config --format compose):
// one service per process of one node, with the release's image, host networking (the ports
// are the scripts'), the node's GPUs by id, /dev/shm sized for the process's CPU tier
// (shm_size), the NUMA binding through numactl (with CAP_SYS_NICE, which Docker's seccomp
// profile needs for mbind), the NVMe folder mounted, and the start order. Every node of the
// plan runs the same file.

#include "kvplan/engine_config.h"

#include <string>

namespace kvp {

// What a process keeps in /dev/shm: its CPU tier (vLLM's region, LMCache's L1) plus 1 GiB for
// the engine's own use (NCCL, Python multiprocessing); Docker's default is 64 MiB.
Bytes composeShmBytes(const EngineConfig& config, const LaunchCommand& command);

// The compose file (YAML) for a plan of `nodes` nodes whose NVMe tier is at `nvmeRoot` (the
// scenario's nvme.root_dir, mounted at the same path); empty when `config` has errors.
std::string renderComposeFile(const EngineConfig& config, std::uint64_t nodes = 1,
                              const std::string& nvmeRoot = "/mnt/nvme/kv");

inline constexpr const char* kComposeFileName = "compose.yaml";

} // namespace kvp
