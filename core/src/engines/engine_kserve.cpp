// SPDX-License-Identifier: GPL-3.0-or-later
#include "kvplan/engine_kserve.h"

#include "engines/kubernetes_pod.h"
#include "kvplan/engine_compose.h"
#include "kvplan/engine_kubernetes.h"
#include "kvplan/engine_registry.h"
#include "kvplan/engine_script.h"

#include <algorithm>
#include <optional>

namespace kvp {

namespace {

using Json = nlohmann::ordered_json;
using namespace engine_detail;

// KServe's vLLM launcher (config/llmisvcconfig/config-llm-template.yaml @aaac4e29) runs
// `vllm serve /mnt/models --served-model-name <spec.model.name> … --port 8000
// [--tensor-parallel-size <spec.parallelism.tensor>] … "$@"`, its probes on port 8000, and
// adds `--kv-transfer-config` from spec.kvCacheOffloading unless the arguments carry one. It
// runs them through `eval "exec vllm serve … $@"`: the shell parses the arguments once more, so
// each is written as one shell word (JSON in single quotes), as KServe quotes its own.
constexpr std::uint64_t kKServePort = 8000;

// What the launcher writes itself: these leave the arguments (their values go to the spec).
bool launcherFlag(const std::string& word)
{
    return word == "--host" || word == "--port" || word == "--served-model-name" ||
           word == "--tensor-parallel-size";
}

bool tierFlag(const std::string& word)
{
    return word == "--kv-offloading-backend" || word == "--kv-offloading-size" ||
           word == "--kv-transfer-config";
}

bool runsVllmServe(const LaunchCommand& cmd)
{
    return cmd.role == LaunchRole::Instance && cmd.files.empty() && cmd.argv.size() >= 3 &&
           cmd.argv[0] == "vllm" && cmd.argv[1] == "serve";
}

// The CPU tier as spec.kvCacheOffloading.cpu, when that field says what the flags say. KServe
// writes it as {"kv_connector":"OffloadingConnector","kv_role":"kv_both",
// "kv_connector_extra_config":{"spec_name":"TieringOffloadingSpec","cpu_bytes_to_use":…,
// "eviction_policy":"lru"}} (pkg/controller/v1alpha2/llmisvc/config_merge.go @aaac4e29,
// `kvTransferConfig`; the CRD defaults evictionPolicy to lru). So: vLLM's native CPU tier with
// none of the full form's other keys (offload_prompt_only, self_describing_kv_events), no NVMe
// tier (the field's file tiers are an emptyDir or a PVC at /mnt/kv-cache-N, not the plan's
// folder), and a vLLM that reads eviction_policy (0.27.0: pluggable eviction policies, engine
// audit 2026-12b). Otherwise the flags stay in the arguments.
std::optional<Bytes> typedCpuTier(const EngineConfig& config, const LaunchCommand& cmd)
{
    if (config.nvmeTier || !config.offloading ||
        parseReleaseVersion(config.vllm).value_or(ReleaseVersion{}) < ReleaseVersion{{0, 27, 0}})
        return std::nullopt;
    if (cmd.argument("--kv-offloading-size"))
        return cmd.argument("--kv-offloading-backend").value_or("native") == "native"
                   ? std::optional(processCpuTierBytes(cmd))
                   : std::nullopt;
    const std::optional<std::string> transfer = cmd.argument("--kv-transfer-config");
    if (!transfer)
        return std::nullopt;
    const Json t = Json::parse(*transfer);
    if (t.value("kv_connector", "") != "OffloadingConnector")
        return std::nullopt;
    const Json extra = t.value("kv_connector_extra_config", Json::object());
    for (auto it = extra.begin(); it != extra.end(); ++it)
        if (it.key() != "cpu_bytes_to_use" &&
            !(it.key() == "spec_name" && it.value() == "TieringOffloadingSpec"))
            return std::nullopt;
    if (!extra.contains("cpu_bytes_to_use"))
        return std::nullopt;
    return Bytes::exactly(extra.at("cpu_bytes_to_use").get<std::uint64_t>());
}

// "hf://<id>" for a Hugging Face id; a URI as given (s3://, pvc://, …).
std::string modelUri(const std::string& model)
{
    return model.find("://") != std::string::npos ? model : "hf://" + model;
}

// The environment of every replica. A folder of the instance's own (LMCache in-process's
// LMCACHE_LOCAL_DISK, <root_dir>/instance-0/) becomes the pod's (<root_dir>/$(POD_NAME)/, the
// name from the downward API, which Kubernetes expands in later variables): the replicas that
// share a node's NVMe folder do not share one instance's.
Json replicaEnv(const LaunchCommand& cmd)
{
    const std::string own = "/" + cmd.name + "/";
    bool renamed = false;
    Json env = podEnv(cmd);
    for (Json& e : env)
        if (e.contains("value")) {
            std::string value = e["value"];
            if (const std::size_t at = value.find(own); at != std::string::npos) {
                e["value"] = value.replace(at, own.size(), "/$(POD_NAME)/");
                renamed = true;
            }
        }
    if (renamed)
        env.insert(env.begin(),
                   Json{{"name", "POD_NAME"},
                        {"valueFrom", {{"fieldRef", {{"fieldPath", "metadata.name"}}}}}});
    return env;
}

Json mainContainer(const EngineConfig& config, const LaunchCommand& process, bool typedTier,
                   const std::string& nvmeRoot)
{
    LaunchCommand served = process;
    served.port = kKServePort; // the launcher's port, which llm-d's topic names
    const LaunchCommand cmd = inPod(config, served);
    const std::vector<std::string> argv = podArgv(config, cmd);
    Json args = Json::array();
    for (std::size_t i = 3; i < argv.size(); ++i) { // after "vllm serve MODEL"
        if ((launcherFlag(argv[i]) || (typedTier && tierFlag(argv[i]))) && i + 1 < argv.size()) {
            ++i;
            continue;
        }
        args.push_back(shellQuote(argv[i]));
    }
    Json main = {{"name", "main"}, {"image", cmd.image}, {"args", args}};
    if (Json env = replicaEnv(cmd); !env.empty())
        main["env"] = env;
    main["resources"] = podResources(cmd);
    main["volumeMounts"] = podVolumeMounts(config, nvmeRoot);
    return main;
}

std::string kserveName(const EngineConfig& config)
{
    std::string id(engineDescriptor(config.engine).id);
    std::replace(id.begin(), id.end(), '_', '-'); // a DNS label
    return "kvplan-" + id;
}

Json llmInferenceService(const EngineConfig& config, std::uint64_t nodes,
                         const std::string& nvmeRoot)
{
    const LaunchCommand& cmd = *config.instanceCommands().front();
    const std::string model = cmd.argv[2];
    const std::optional<Bytes> tier = typedCpuTier(config, cmd);
    Json spec = {
        {"model",
         {{"uri", modelUri(model)}, {"name", cmd.argument("--served-model-name").value_or(model)}}},
        {"replicas", config.instances * nodes},
        {"parallelism", {{"tensor", config.tensorParallel}}}};
    if (tier)
        spec["kvCacheOffloading"] = {{"cpu", kubernetesQuantity(*tier)}};
    spec["template"] = {
        {"containers", Json::array({mainContainer(config, cmd, tier.has_value(), nvmeRoot)})},
        {"volumes", podVolumes(config, composeShmBytes(config, cmd), nvmeRoot)}};
    return {{"apiVersion", kKServeApiVersion},
            {"kind", "LLMInferenceService"},
            {"metadata",
             {{"name", kserveName(config)},
              {"labels", {{"app.kubernetes.io/name", kserveName(config)}}}}},
            {"spec", spec}};
}

std::string kserveHeader(const EngineConfig& config, std::uint64_t nodes, const Json& service)
{
    const EngineDescriptor& engine = engineDescriptor(config.engine);
    const Json& spec = service["spec"];
    std::string out = "# kserve.yaml: " + std::string(engine.name) + " " + config.release + ", " +
                      std::to_string(config.instances) + " instance(s) of TP " +
                      std::to_string(config.tensorParallel) + dataParallelText(config) +
                      " on each of " + std::to_string(nodes) +
                      " node(s): one LLMInferenceService of " + spec["replicas"].dump() +
                      " replica(s)\n";
    out += "# Generated by KV Planner " KVPLAN_VERSION " (docs/engine-configuration.md).\n";
    for (const EngineRelease& r : config.writtenFor)
        out += "# Written for " + r.product + " " + r.version + ".\n";
    out += "# Apply with: kubectl apply -f kserve.yaml\n"
           "# Needs KServe's LLMInferenceService CRD and controller, serving.kserve.io/v1alpha2\n"
           "# (KServe v0.20.0 or later). The pods run KServe's vLLM launcher\n"
           "# (LLMInferenceServiceConfig kserve-config-llm-template): it downloads model.uri to\n"
           "# /mnt/models and serves it on port 8000 as model.name with parallelism.tensor;\n"
           "# args are the rest of the flags, each one shell word (the launcher passes them\n"
           "# through bash's eval). Each replica is one instance, scheduled by Kubernetes on\n"
           "# any node with its GPUs free.\n";
    out += podHeaderNotes();
    if (spec.contains("kvCacheOffloading") && config.dataParallel > 1)
        out += "# The CPU tier is spec.kvCacheOffloading.cpu, per DP rank: KServe writes vLLM's\n"
               "# --kv-transfer-config from it (OffloadingConnector, TieringOffloadingSpec) and\n"
               "# each of a replica's " +
               std::to_string(config.dataParallel) + " DP ranks builds a connector of that size.\n";
    else if (spec.contains("kvCacheOffloading"))
        out += "# The CPU tier is spec.kvCacheOffloading.cpu (per replica): KServe writes vLLM's\n"
               "# --kv-transfer-config from it (OffloadingConnector, TieringOffloadingSpec).\n";
    else if (config.offloading)
        out += "# The CPU tier is in args, as the engine's flags give it: spec.kvCacheOffloading\n"
               "# cannot say it (the NVMe folder, offload_prompt_only, KV events for a router,\n"
               "# LMCache, or a vLLM before 0.27.0); KServe then adds no --kv-transfer-config.\n";
    if (config.dataParallel > 1)
        // vLLM's internal load balancing inside a replica goes by queue, not KV cache
        // (docs/serving/data_parallel_deployment.md @01e4fce0); llm-d reaches a DP rank only
        // where each rank serves on a port of its own (llm-d's experimental DP-aware wide-EP).
        out +=
            "# Data-parallel attention: each replica is one engine of " +
            std::to_string(config.dataParallel) +
            " DP ranks in one pod on one node\n"
            "# (--data-parallel-size and --enable-expert-parallel in args, nvidia.com/gpu =\n"
            "# TP x DP). Inside a replica vLLM balances the ranks by their queues, not by KV\n"
            "# cache; KServe's llm-d scheduler (router.scheduler) picks a replica, not a rank.\n";
    else
        out += "# No spec.router: add router.gateway, router.route and router.scheduler for "
               "KServe's\n"
               "# llm-d scheduler (KV-cache aware) in front of the replicas.\n";
    return out;
}

} // namespace

bool kserveApplies(const EngineConfig& config)
{
    return !config.hasErrors() && !config.commands.empty() &&
           std::all_of(config.commands.begin(), config.commands.end(), runsVllmServe);
}

std::vector<nlohmann::ordered_json> kserveManifests(const EngineConfig& config, std::uint64_t nodes,
                                                    const std::string& nvmeRoot)
{
    if (!kserveApplies(config))
        return {};
    return {llmInferenceService(config, std::max<std::uint64_t>(nodes, 1), nvmeRoot)};
}

std::string renderKServeManifest(const EngineConfig& config, std::uint64_t nodes,
                                 const std::string& nvmeRoot)
{
    const std::vector<Json> objects = kserveManifests(config, nodes, nvmeRoot);
    if (objects.empty())
        return {};
    return kserveHeader(config, std::max<std::uint64_t>(nodes, 1), objects.front()) + "---\n" +
           toYaml(objects.front());
}

} // namespace kvp
