// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// Engine configuration: the launch commands that put a plan into service (sizing-model §9), for
// vLLM, SGLang HiCache, an LMCache server with vLLM, and NVIDIA Dynamo KVBM. The result is
// structured (per process: environment, argv, the settings that carry the plan's figures, notes
// with stable codes) so that the CLI and the GUI show the same thing; engine_script.h renders it
// as shell scripts and engine_config_json.h as JSON. Names, units and scopes per engine are in
// docs/engine-configuration.md, with the release they were written for.

#include "kvplan/diagnostics.h"
#include "kvplan/engine_registry.h"
#include "kvplan/engine_releases.h"
#include "kvplan/plan.h"
#include "kvplan/scenario.h"
#include "kvplan/units.h"

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

namespace kvp {

// vLLM (and the vLLM side of LMCache and Dynamo) can be told the CPU tier in two ways:
// --kv-offloading-size in GiB (short) or --kv-transfer-config with the connector's JSON (full).
// Auto takes the short form unless the configuration needs something only the full one carries.
enum class EngineForm { Auto, Short, Full };
std::string toString(EngineForm form); // "auto", "short", "full"
std::optional<EngineForm> engineFormFromString(const std::string& text);

enum class LaunchRole {
    Instance,       // one engine instance: TP cards serving the model
    LmcacheServer,  // an LMCache multiprocess server holding the CPU tier of its NUMA node
    DynamoFrontend, // NVIDIA Dynamo's HTTP frontend and router
};
std::string toString(LaunchRole role); // "instance", "lmcache_server", "dynamo_frontend"

// What a size setting's value covers.
enum class SettingScope {
    InstanceTotal, // the instance's total, over all its TP ranks (vLLM)
    PerRank,       // each TP rank of the instance gets this much (SGLang, Dynamo KVBM)
    PerServer,     // an LMCache server, shared by the instances attached to it
    PerCard,       // of each card's memory
};
std::string toString(SettingScope scope); // "instance_total", "per_rank", "per_server", "per_card"

struct EnvVar {
    std::string name;
    std::string value;
    friend bool operator==(const EnvVar&, const EnvVar&) = default;
};

// A flag, JSON key or variable that carries a size from the plan, with its unit and scope, so
// that a reader can see what 125 or 135 means and where it comes from.
struct EngineSetting {
    std::string key;   // "--kv-offloading-size", "cpu_bytes_to_use", "DYN_KVBM_CPU_CACHE_GB"
    std::string value; // exactly as written in the command
    std::string unit;  // "GiB", "GB", "B", "ratio", "tokens"
    SettingScope scope = SettingScope::InstanceTotal;
    std::uint64_t ranks = 1; // TP ranks of the instance (PerRank: the value counts this often)
    Bytes planned;           // the plan's figure for the scope (zero for ratios)
    Bytes effective;         // what the value as written gives the engine, for the same scope
    std::string planKey;     // where the figure comes from, e.g. "cpu_tier.per_instance_bytes"
    friend bool operator==(const EngineSetting&, const EngineSetting&) = default;
};

// A file a process reads (TensorRT-LLM's LLM API options), written just before the program
// starts by its script (or, in a container, by a bash that then execs the program): `path` is
// relative to the folder it runs in, as the program's arguments name it.
struct LaunchFile {
    std::string path;
    std::string content; // whole lines, each ending in a line break
    friend bool operator==(const LaunchFile&, const LaunchFile&) = default;
};

// One process to start.
struct LaunchCommand {
    LaunchRole role = LaunchRole::Instance;
    std::string name; // stable and file-safe: "instance-0", "lmcache-server-node1", …
    std::optional<std::uint64_t> instance;
    std::vector<std::uint64_t> gpus;      // CUDA_VISIBLE_DEVICES (in nvidia-smi order)
    std::vector<std::uint64_t> numaNodes; // where it is bound (empty: not bound)
    std::optional<std::uint64_t> port;    // where it listens (HTTP or LMCache)
    std::vector<std::uint64_t> ports;     // every port it binds on the host, `port` first
    std::string image;                    // its container image (--format compose, kubernetes)
    std::vector<EnvVar> environment;
    std::vector<std::string> prefix; // numactl …, empty when not bound
    std::vector<std::string> argv;   // the program and its arguments
    std::vector<LaunchFile> files;   // written before the program starts
    std::vector<EngineSetting> settings;
    std::vector<Diagnostic> notes; // about this process only
    // For a server others connect to: how long to wait for its port when starting them all
    // (it pins its memory first, about 0.6 s per GiB).
    std::optional<std::uint64_t> readyTimeoutSeconds;

    std::vector<std::string> commandLine() const; // prefix + argv
    const EngineSetting* setting(const std::string& key) const;
    // The value following flag `flag` in argv, or nullopt.
    std::optional<std::string> argument(const std::string& flag) const;
    std::optional<std::string> env(const std::string& name) const;
};

struct EngineConfig {
    EngineKind engine = EngineKind::Vllm;
    EngineForm form = EngineForm::Short; // as resolved (never Auto)
    std::vector<EngineRelease> writtenFor;
    std::string release; // the engine's release (engine_releases.h), e.g. "1.7.0"
    std::string vllm;    // the vLLM release its vLLM processes run ("" for SGLang)
    std::string scenarioName;
    std::uint64_t instances = 0;
    std::uint64_t tensorParallel = 1;
    // serving.data_parallel_attention: each instance (engine) runs this many DP ranks of
    // tensorParallel GPUs, each rank with a KV pool and a CPU tier of its own.
    std::uint64_t dataParallel = 1;
    bool offloading = false;           // the commands set a CPU tier
    bool nvmeTier = false;             // … and a file tier on NVMe
    bool kvEvents = false;             // instances publish KV events for a KV-aware router
    KvRouter kvRouter = KvRouter::Own; // engine.kv_router: whose events --format kubernetes writes
    // What the CPU tiers of one node take in /dev/shm (vLLM's offload region, LMCache's L1);
    // start-all.sh and the compose file check or size /dev/shm for it (zero: none).
    Bytes shmBytesPerNode;
    std::vector<LaunchCommand> commands; // in start order: servers, instances, frontend
    std::vector<Diagnostic> diagnostics; // about the whole configuration

    bool hasErrors() const;
    std::vector<const LaunchCommand*> instanceCommands() const;
    // The instances attached to LMCache server `server`: those on its NUMA node, or every one
    // when it is the host's only server.
    std::vector<const LaunchCommand*> instancesOf(const LaunchCommand& server) const;
    const LaunchCommand* command(const std::string& name) const;
};

struct EngineOptions {
    std::optional<EngineKind> engine{}; // unset: the scenario's engine.name
    EngineForm form = EngineForm::Auto;
    // A known release of the engine (kvplan engine-config --release); unset: the scenario's
    // engine.release when it is for this engine, else the newest.
    std::optional<std::string> release{};
};

// The launch configuration of a planned scenario. Pure and total: a plan with errors, or a form
// the engine does not have, gives a configuration with no commands and error diagnostics.
EngineConfig engineConfig(const Scenario& scenario, const SizingResult& result,
                          const EngineOptions& options = {});

// Whether `engine` has a short and a full form (SGLang has one).
bool engineHasForms(EngineKind engine);

// The decimal text of `value` in GiB that vLLM turns back into exactly `value` bytes
// (it computes size × 2^30): "125" for 134,217,728,000 B, "122.0703125" for 131,072,000,000 B.
std::string exactGiBText(Bytes value);
// Whole decimal GB, rounded up, for engines that take integers: 134,217,728,000 B → 135.
std::uint64_t wholeGBRoundedUp(Bytes value);
// " × DP n" after an instance's "TP m" in the files' headers under data-parallel attention,
// "" otherwise.
std::string dataParallelText(const EngineConfig& config);

} // namespace kvp
