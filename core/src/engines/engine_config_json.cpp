// SPDX-License-Identifier: GPL-3.0-or-later
#include "kvplan/engine_config_json.h"

#include <nlohmann/json.hpp>

namespace kvp {

using nlohmann::ordered_json;

namespace {

ordered_json diagnosticsToJson(const std::vector<Diagnostic>& list)
{
    ordered_json out = ordered_json::array();
    for (const Diagnostic& d : list)
        out.push_back({{"code", toString(d.code)},
                       {"severity", toString(d.severity)},
                       {"message", renderDiagnostic(d)},
                       {"params", diagnosticParamsJson(d.params)}});
    return out;
}

ordered_json optionalNumber(const std::optional<std::uint64_t>& value)
{
    return value ? ordered_json(*value) : ordered_json(nullptr);
}

ordered_json commandToJson(const LaunchCommand& cmd)
{
    ordered_json out;
    out["name"] = cmd.name;
    out["role"] = toString(cmd.role);
    out["instance"] = optionalNumber(cmd.instance);
    out["gpus"] = cmd.gpus;
    out["numa_nodes"] = cmd.numaNodes;
    out["port"] = optionalNumber(cmd.port);
    out["ports"] = cmd.ports;
    out["image"] = cmd.image;
    ordered_json env = ordered_json::object();
    for (const EnvVar& e : cmd.environment)
        env[e.name] = e.value;
    out["environment"] = std::move(env);
    out["prefix"] = cmd.prefix;
    out["argv"] = cmd.argv;
    if (!cmd.files.empty()) { // only TensorRT-LLM's instances read a file: older output stays
        ordered_json files = ordered_json::array();
        for (const LaunchFile& f : cmd.files)
            files.push_back({{"path", f.path}, {"content", f.content}});
        out["files"] = std::move(files);
    }
    ordered_json settings = ordered_json::array();
    for (const EngineSetting& s : cmd.settings)
        settings.push_back({{"key", s.key},
                            {"value", s.value},
                            {"unit", s.unit},
                            {"scope", toString(s.scope)},
                            {"ranks", s.ranks},
                            {"planned_bytes", s.planned.count()},
                            {"effective_bytes", s.effective.count()},
                            {"from", s.planKey}});
    out["settings"] = std::move(settings);
    out["notes"] = diagnosticsToJson(cmd.notes);
    return out;
}

} // namespace

ordered_json engineConfigToJson(const EngineConfig& config)
{
    ordered_json out;
    out["engine_config_version"] = kEngineConfigSchemaVersion;
    out["engine"] = toString(config.engine);
    out["form"] = toString(config.form);
    ordered_json releases = ordered_json::array();
    for (const EngineRelease& r : config.writtenFor)
        releases.push_back({{"product", r.product},
                            {"version", r.version},
                            {"source", r.source},
                            {"confidence", r.confidence}});
    out["written_for"] = std::move(releases);
    out["release"] = config.release;
    out["vllm_release"] = config.vllm;
    out["scenario_name"] = config.scenarioName;
    out["instances"] = config.instances;
    out["tensor_parallel"] = config.tensorParallel;
    if (config.dataParallel > 1) // left out otherwise: older readers and goldens stay as they were
        out["data_parallel"] = config.dataParallel;
    out["offloading"] = config.offloading;
    out["nvme_tier"] = config.nvmeTier;
    out["kv_events"] = config.kvEvents;
    out["shm_bytes_per_node"] = config.shmBytesPerNode.count();
    ordered_json commands = ordered_json::array();
    for (const LaunchCommand& cmd : config.commands)
        commands.push_back(commandToJson(cmd));
    out["commands"] = std::move(commands);
    out["warnings"] = diagnosticsToJson(config.diagnostics);
    return out;
}

} // namespace kvp
