// SPDX-License-Identifier: GPL-3.0-or-later
#include "kvplan/engine_compose.h"

#include "kvplan/engine_registry.h"
#include "kvplan/engine_script.h"

#include <nlohmann/json.hpp>

#include <algorithm>

namespace kvp {

namespace {

// A YAML double-quoted scalar: JSON's string syntax is YAML's.
std::string q(const std::string& text)
{
    return nlohmann::json(text).dump();
}

std::string list(const std::vector<std::string>& words, const std::string& indent)
{
    std::string out;
    for (const std::string& w : words)
        out += indent + "- " + q(w) + "\n";
    return out;
}

// The Dynamo processes of several containers cannot share file discovery: they use an etcd
// the compose file starts (audit D4: "or start etcd … and say so").
constexpr const char* kEtcdImage = "quay.io/coreos/etcd:v3.5.21";
constexpr const char* kEtcdEndpoint = "http://127.0.0.1:2379";

std::vector<std::string> composeArgv(const EngineConfig& config, const LaunchCommand& cmd)
{
    std::vector<std::string> argv = cmd.commandLine();
    if (config.engine == EngineKind::Dynamo)
        for (std::size_t i = 0; i + 1 < argv.size(); ++i)
            if (argv[i] == "--discovery-backend")
                argv[i + 1] = "etcd";
    argv = withFilesWritten(cmd, std::move(argv));
    // Compose interpolates $NAME in values: a $ the process must see is written $$ (the bash
    // that writes a process's files refers to its arguments as "$0" "$@").
    for (std::string& word : argv)
        for (std::size_t at = word.find('$'); at != std::string::npos; at = word.find('$', at + 2))
            word.insert(at, 1, '$');
    return argv;
}

// An LMCache server and its vLLM share the host's IPC namespace: the server opens the
// instances' KV cache through CUDA IPC (audit 2026-12b E1; LMCache's MP launcher runs it
// with `docker run --gpus all --ipc host`). /dev/shm is then the host's (no shm_size).
bool hostIpc(const EngineConfig& config, const LaunchCommand& cmd)
{
    return config.engine == EngineKind::Lmcache &&
           (cmd.role == LaunchRole::LmcacheServer || cmd.role == LaunchRole::Instance);
}

// The cards a process is given: its own, and for an LMCache server those of its instances.
std::vector<std::uint64_t> cardsOf(const EngineConfig& config, const LaunchCommand& cmd)
{
    std::vector<std::uint64_t> cards = cmd.gpus;
    if (cmd.role == LaunchRole::LmcacheServer)
        for (const LaunchCommand* instance : config.instancesOf(cmd))
            cards.insert(cards.end(), instance->gpus.begin(), instance->gpus.end());
    std::sort(cards.begin(), cards.end());
    cards.erase(std::unique(cards.begin(), cards.end()), cards.end());
    return cards;
}

std::string service(const EngineConfig& config, const LaunchCommand& cmd,
                    const std::vector<std::string>& after, const std::string& nvmeRoot)
{
    std::string out = "  " + cmd.name + ":\n";
    out += "    image: " + q(cmd.image) + "\n";
    out += "    network_mode: host\n";
    if (hostIpc(config, cmd))
        out += "    ipc: host\n";
    else
        out += "    shm_size: " + std::to_string(composeShmBytes(config, cmd).count()) + "\n";
    const std::vector<std::string> argv = composeArgv(config, cmd);
    out += "    entrypoint:\n" + list({argv.front()}, "      ");
    out +=
        "    command:\n" + list(std::vector<std::string>(argv.begin() + 1, argv.end()), "      ");
    std::string env;
    for (const EnvVar& e : cmd.environment)
        if (e.name != "CUDA_VISIBLE_DEVICES") // the container sees its own cards only
            env += "      " + e.name + ": " + q(e.value) + "\n";
    if (config.engine == EngineKind::Dynamo)
        env += "      ETCD_ENDPOINTS: " + q(kEtcdEndpoint) + "\n";
    if (!env.empty())
        out += "    environment:\n" + env;
    if (!cmd.prefix.empty())
        out += "    cap_add:\n      - SYS_NICE\n";
    if (const std::vector<std::uint64_t> cards = cardsOf(config, cmd); !cards.empty()) {
        std::vector<std::string> ids;
        for (std::uint64_t g : cards)
            ids.push_back(std::to_string(g));
        out += "    deploy:\n      resources:\n        reservations:\n          devices:\n"
               "            - driver: nvidia\n              capabilities: [gpu]\n"
               "              device_ids:\n" +
               list(ids, "                ");
    }
    if (config.nvmeTier && cmd.role != LaunchRole::DynamoFrontend)
        out += "    volumes:\n" + list({nvmeRoot + ":" + nvmeRoot}, "      ");
    if (!after.empty())
        out += "    depends_on:\n" + list(after, "      ");
    return out;
}

} // namespace

Bytes composeShmBytes(const EngineConfig& config, const LaunchCommand& cmd)
{
    Bytes tier;
    if (!config.shmBytesPerNode.isZero()) {
        if (cmd.role == LaunchRole::LmcacheServer)
            tier = cmd.settings.front().planned;
        else if (cmd.role == LaunchRole::Instance && config.engine != EngineKind::Lmcache &&
                 !cmd.settings.empty())
            tier = cmd.settings.front().planned * config.dataParallel; // each DP rank's tier
    }
    return tier + gib(1);
}

std::string renderComposeFile(const EngineConfig& config, std::uint64_t nodes,
                              const std::string& nvmeRoot)
{
    if (config.hasErrors())
        return {};
    const EngineDescriptor& engine = engineDescriptor(config.engine);
    std::string out = "# compose.yaml: " + std::string(engine.name) + " " + config.release + ", " +
                      std::to_string(config.instances) + " instance(s) of TP " +
                      std::to_string(config.tensorParallel) + dataParallelText(config) +
                      (nodes > 1 ? " on each of " + std::to_string(nodes) +
                                       " nodes (run this file on every node)\n"
                                 : "\n");
    out += "# Generated by KV Planner " KVPLAN_VERSION " (docs/engine-configuration.md).\n"
           "# Check it with: docker compose config (or docker-compose config). The images need\n"
           "# numactl for the NUMA binding; shm_size holds each process's CPU tier + 1 GiB.\n";
    if (config.engine == EngineKind::Lmcache && !config.shmBytesPerNode.isZero())
        out += "# The LMCache servers reach their instances' KV caches through CUDA IPC: they\n"
               "# and the instances run with ipc: host and the servers see their instances'\n"
               "# cards. Their L1 is then in the host's /dev/shm, which must hold " +
               std::to_string(config.shmBytesPerNode.wholeMultiplesOfRoundingUp(gib(1))) +
               " GiB:\n# mount -o remount,size=" +
               std::to_string(config.shmBytesPerNode.wholeMultiplesOfRoundingUp(gib(1)) + 1) +
               "G /dev/shm (start-all.sh checks it).\n";
    for (const EngineRelease& r : config.writtenFor)
        out += "# Written for " + r.product + " " + r.version + ".\n";
    // No top-level "name:": Compose v1 (docker-compose 1.29, Debian 12's) refuses it, and
    // the project name on the command line works with both.
    out += "# Start it with: docker compose -p kvplan-" + std::string(engine.id) +
           " up -d\nservices:\n";
    std::vector<std::string> servers;
    if (config.engine == EngineKind::Dynamo) {
        out += "  etcd:\n    image: " + q(kEtcdImage) +
               "\n    network_mode: host\n"
               "    command:\n" +
               list({"etcd", "--listen-client-urls", "http://0.0.0.0:2379",
                     "--advertise-client-urls", kEtcdEndpoint},
                    "      ");
        servers.push_back("etcd");
    }
    std::vector<std::string> instances;
    for (const LaunchCommand& cmd : config.commands) {
        if (cmd.role == LaunchRole::DynamoFrontend) {
            out += service(config, cmd, instances, nvmeRoot);
            continue;
        }
        out += service(config, cmd,
                       cmd.role == LaunchRole::Instance ? servers : std::vector<std::string>{},
                       nvmeRoot);
        (cmd.role == LaunchRole::LmcacheServer ? servers : instances).push_back(cmd.name);
    }
    return out;
}

} // namespace kvp
