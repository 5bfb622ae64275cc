// SPDX-License-Identifier: GPL-3.0-or-later
#include "kvplan/engine_kubernetes.h"

#include "engines/kubernetes_pod.h"
#include "kvplan/engine_compose.h"
#include "kvplan/engine_registry.h"
#include "kvplan/engine_script.h"

#include <algorithm>
#include <cctype>

namespace kvp {

namespace {

using Json = nlohmann::ordered_json;

// What an engine process needs in memory beside its CPU tier (Python, CUDA context, NCCL): the
// compose file's and the pods' 1 GiB beside the tier in /dev/shm.
constexpr std::uint64_t kProcessMemoryGiB = 1;

bool plainKey(const std::string& key)
{
    if (key.empty() || !(std::isalpha(static_cast<unsigned char>(key.front())) || key[0] == '_'))
        return false;
    return std::all_of(key.begin(), key.end(), [](char ch) {
        return std::isalnum(static_cast<unsigned char>(ch)) || ch == '_' || ch == '.' ||
               ch == '/' || ch == '-';
    });
}

std::string yamlKey(const std::string& key)
{
    return plainKey(key) ? key : Json(key).dump();
}

bool inlineValue(const Json& v)
{
    return !v.is_structured() || v.empty();
}

std::string scalarText(const Json& v)
{
    if (v.is_array())
        return "[]";
    if (v.is_object())
        return "{}";
    return v.dump(); // strings double-quoted with JSON's escapes, which YAML reads alike
}

void emit(const Json& v, std::size_t indent, std::string& out);

// An item of a sequence: "- " and its first line, the rest indented under it.
void emitItem(const Json& item, std::size_t indent, std::string& out)
{
    const std::string pad(indent, ' ');
    if (inlineValue(item)) {
        out += pad + "- " + scalarText(item) + "\n";
        return;
    }
    std::string body;
    emit(item, indent + 2, body);
    out += pad + "- " + body.substr(indent + 2);
}

void emit(const Json& v, std::size_t indent, std::string& out)
{
    const std::string pad(indent, ' ');
    if (v.is_array()) {
        for (const Json& item : v)
            emitItem(item, indent, out);
        return;
    }
    for (auto it = v.begin(); it != v.end(); ++it) {
        if (inlineValue(it.value())) {
            out += pad + yamlKey(it.key()) + ": " + scalarText(it.value()) + "\n";
            continue;
        }
        out += pad + yamlKey(it.key()) + ":\n";
        emit(it.value(), indent + 2, out);
    }
}

std::string objectName(const EngineConfig& config, const std::string& name)
{
    return "kvplan-" + std::string(engineDescriptor(config.engine).id) + "-" + name;
}

Json labels(const EngineConfig& config, const std::string& name)
{
    return {{"app.kubernetes.io/name", "kvplan-" + std::string(engineDescriptor(config.engine).id)},
            {"app.kubernetes.io/instance", name}};
}

} // namespace

namespace engine_detail {

// argv without the numactl prefix (the pod's NUMA placement is the kubelet's, see the header of
// the file) and, for Dynamo, without the file discovery of one host: the operator's platform
// gives the processes their discovery backend.
std::vector<std::string> podArgv(const EngineConfig& config, const LaunchCommand& cmd)
{
    std::vector<std::string> argv;
    for (std::size_t i = 0; i < cmd.argv.size(); ++i) {
        if (config.engine == EngineKind::Dynamo && cmd.argv[i] == "--discovery-backend" &&
            i + 1 < cmd.argv.size()) {
            ++i;
            continue;
        }
        argv.push_back(cmd.argv[i]);
    }
    return withFilesWritten(cmd, std::move(argv));
}

// llm-d's precise-prefix-cache scorer (engine.kv_router "llm-d"; engine audit 2026-12b E6,
// llm-d's precise-prefix-cache guide): it reads vLLM's events on the topic
// kv@<pod IP>:<port>@<model> from port 5556 of each pod, and hashes blocks with hashSeed "42",
// which must be the instances' PYTHONHASHSEED.
constexpr std::uint64_t kLlmdEventsPort = 5556;
constexpr const char* kLlmdHashSeed = "42";

namespace {

bool llmdEvents(const EngineConfig& config, const LaunchCommand& cmd)
{
    return config.kvRouter == KvRouter::LlmD && config.engine != EngineKind::Dynamo &&
           config.engine != EngineKind::Sglang && cmd.role == LaunchRole::Instance &&
           cmd.argument("--kv-events-config").has_value();
}

} // namespace

// The process as its pod runs it: for llm-d, its events on the scorer's topic and port, the
// scorer's hash seed.
LaunchCommand inPod(const EngineConfig& config, const LaunchCommand& cmd)
{
    LaunchCommand pod = cmd;
    if (!llmdEvents(config, cmd))
        return pod;
    const std::string model =
        cmd.argument("--served-model-name").value_or(cmd.argv.size() > 2 ? cmd.argv[2] : "");
    const nlohmann::ordered_json events = {
        {"publisher", "zmq"},
        {"topic", "kv@$(POD_IP):" + std::to_string(cmd.port.value_or(0)) + "@" + model},
        {"endpoint", "tcp://*:" + std::to_string(kLlmdEventsPort)},
        {"enable_kv_cache_events", true}};
    const std::string old = *cmd.argument("--kv-events-config");
    for (std::size_t i = 0; i + 1 < pod.argv.size(); ++i)
        if (pod.argv[i] == "--kv-events-config")
            pod.argv[i + 1] = events.dump();
    for (std::uint64_t& port : pod.ports)
        if (old.find(":" + std::to_string(port) + "\"") != std::string::npos)
            port = kLlmdEventsPort;
    std::erase_if(pod.environment, [](const EnvVar& e) { return e.name == "PYTHONHASHSEED"; });
    pod.environment.push_back({"PYTHONHASHSEED", kLlmdHashSeed});
    return pod;
}

Json podEnv(const LaunchCommand& cmd)
{
    Json env = Json::array();
    // The pod's address, which the llm-d topic names (Kubernetes expands $(POD_IP) in args).
    for (const std::string& word : cmd.argv)
        if (word.find("$(POD_IP)") != std::string::npos) {
            env.push_back({{"name", "POD_IP"},
                           {"valueFrom", {{"fieldRef", {{"fieldPath", "status.podIP"}}}}}});
            break;
        }
    for (const EnvVar& e : cmd.environment)
        if (e.name != "CUDA_VISIBLE_DEVICES") // the device plugin sets the pod's own cards
            env.push_back({{"name", e.name}, {"value", e.value}});
    return env;
}

Bytes podMemoryRequest(const LaunchCommand& cmd)
{
    return processCpuTierBytes(cmd) + gib(kProcessMemoryGiB);
}

Json podResources(const LaunchCommand& cmd)
{
    Json resources = {{"requests", {{"memory", kubernetesQuantity(podMemoryRequest(cmd))}}}};
    if (!cmd.gpus.empty())
        resources["limits"] = {{"nvidia.com/gpu", std::to_string(cmd.gpus.size())}};
    return resources;
}

Json podVolumeMounts(const EngineConfig& config, const std::string& nvmeRoot)
{
    Json mounts = Json::array({{{"name", "dshm"}, {"mountPath", "/dev/shm"}}});
    if (config.nvmeTier)
        mounts.push_back({{"name", "nvme"}, {"mountPath", nvmeRoot}});
    return mounts;
}

Json podVolumes(const EngineConfig& config, Bytes shm, const std::string& nvmeRoot)
{
    Json volumes = Json::array(
        {{{"name", "dshm"},
          {"emptyDir", {{"medium", "Memory"}, {"sizeLimit", kubernetesQuantity(shm)}}}}});
    if (config.nvmeTier)
        volumes.push_back(
            {{"name", "nvme"}, {"hostPath", {{"path", nvmeRoot}, {"type", "DirectoryOrCreate"}}}});
    return volumes;
}

std::string podHeaderNotes()
{
    return "# /dev/shm is a memory-backed emptyDir of each pod's CPU tier + 1 GiB per process; it\n"
           "# counts against the pod's memory, which requests the tiers it holds.\n"
           "# NUMA: no numactl in the pods; run the kubelet with --topology-manager-policy=\n"
           "# single-numa-node (and the CPU and memory managers' static policies) to keep a\n"
           "# pod's cards, cores and memory on one node.\n";
}

} // namespace engine_detail

namespace {

using namespace engine_detail;

Json container(const EngineConfig& config, const LaunchCommand& process,
               const std::string& nvmeRoot)
{
    const LaunchCommand cmd = inPod(config, process);
    const std::vector<std::string> argv = podArgv(config, cmd);
    Json c = {{"name", cmd.name},
              {"image", cmd.image},
              {"command", Json::array({argv.front()})},
              {"args", Json(std::vector<std::string>(argv.begin() + 1, argv.end()))}};
    if (Json env = podEnv(cmd); !env.empty())
        c["env"] = env;
    Json ports = Json::array();
    for (std::uint64_t p : cmd.ports)
        ports.push_back({{"containerPort", p}, {"protocol", "TCP"}});
    if (!ports.empty())
        c["ports"] = ports;
    c["resources"] = podResources(cmd);
    c["volumeMounts"] = podVolumeMounts(config, nvmeRoot);
    return c;
}

// A server other containers of the pod wait for: a native sidecar (an init container that keeps
// running), started first and ready once its port answers (Kubernetes 1.29+).
Json sidecar(const EngineConfig& config, const LaunchCommand& cmd, const std::string& nvmeRoot)
{
    Json c = container(config, cmd, nvmeRoot);
    // An LMCache server sees the node's cards through the NVIDIA container toolkit without
    // taking any (its instances hold them): it maps their KV caches (audit 2026-12b E1).
    if (!c.contains("env"))
        c["env"] = Json::array();
    c["env"].push_back({{"name", "NVIDIA_VISIBLE_DEVICES"}, {"value", "all"}});
    c["env"].push_back({{"name", "NVIDIA_DRIVER_CAPABILITIES"}, {"value", "compute,utility"}});
    c["restartPolicy"] = "Always";
    constexpr std::uint64_t kPeriod = 5;
    const std::uint64_t wait = cmd.readyTimeoutSeconds.value_or(60);
    c["startupProbe"] = {{"tcpSocket", {{"port", cmd.port.value_or(0)}}},
                         {"periodSeconds", kPeriod},
                         {"failureThreshold", (wait + kPeriod - 1) / kPeriod}};
    return c;
}

Json deployment(const EngineConfig& config, const std::string& name, std::uint64_t nodes,
                Json podSpec)
{
    const Json own = labels(config, name);
    return {{"apiVersion", "apps/v1"},
            {"kind", "Deployment"},
            {"metadata", {{"name", name}, {"labels", own}}},
            {"spec",
             {{"replicas", nodes},
              {"selector", {{"matchLabels", own}}},
              {"strategy", {{"type", "Recreate"}}},
              {"template", {{"metadata", {{"labels", own}}}, {"spec", std::move(podSpec)}}}}}};
}

Json service(const EngineConfig& config, const LaunchCommand& cmd, const std::string& pod)
{
    const std::uint64_t port = cmd.port.value_or(0);
    return {
        {"apiVersion", "v1"},
        {"kind", "Service"},
        {"metadata", {{"name", objectName(config, cmd.name)}, {"labels", labels(config, pod)}}},
        {"spec",
         {{"type", "ClusterIP"},
          {"selector", labels(config, pod)},
          {"ports",
           Json::array(
               {{{"name", "http"}, {"port", port}, {"targetPort", port}, {"protocol", "TCP"}}})}}}};
}

std::vector<Json> plainManifests(const EngineConfig& config, std::uint64_t nodes,
                                 const std::string& nvmeRoot)
{
    std::vector<Json> objects;
    std::vector<const LaunchCommand*> servers;
    for (const LaunchCommand& cmd : config.commands)
        if (cmd.role == LaunchRole::LmcacheServer)
            servers.push_back(&cmd);
    if (servers.empty()) {
        for (const LaunchCommand* cmd : config.instanceCommands()) {
            const std::string name = objectName(config, cmd->name);
            const Json pod = {
                {"containers", Json::array({container(config, *cmd, nvmeRoot)})},
                {"volumes", podVolumes(config, composeShmBytes(config, *cmd), nvmeRoot)}};
            objects.push_back(deployment(config, name, nodes, pod));
            objects.push_back(service(config, *cmd, name));
        }
        return objects;
    }
    for (const LaunchCommand* server : servers) {
        const std::string name = objectName(config, server->name);
        Bytes shm = composeShmBytes(config, *server);
        Json containers = Json::array();
        const std::vector<const LaunchCommand*> instances = config.instancesOf(*server);
        for (const LaunchCommand* cmd : instances) {
            containers.push_back(container(config, *cmd, nvmeRoot));
            shm = shm + composeShmBytes(config, *cmd);
        }
        // The server opens its instances' KV caches through CUDA IPC (audit 2026-12b E1): the
        // pod shares the host's IPC namespace, as OME's KVCachePool sample requires
        // ("hostIPC: true for both the server and vLLM Pods"; ome-projects/ome
        // config/samples/kvcachepool/README.md @ee4b88e0).
        const Json pod = {{"hostIPC", true},
                          {"initContainers", Json::array({sidecar(config, *server, nvmeRoot)})},
                          {"containers", containers},
                          {"volumes", podVolumes(config, shm, nvmeRoot)}};
        objects.push_back(deployment(config, name, nodes, pod));
        for (const LaunchCommand* cmd : instances)
            objects.push_back(service(config, *cmd, name));
    }
    return objects;
}

// Dynamo's operator: one DynamoGraphDeployment (CRD dynamographdeployments.nvidia.com,
// v1alpha1; deploy/cloud/operator/config/crd/bases/nvidia.com_dynamographdeployments.yaml
// @967e177c, as its example examples/backends/vllm/deploy/agg_router.yaml @0044eb90).
Json dynamoService(const EngineConfig& config, const LaunchCommand& cmd, std::uint64_t replicas,
                   const std::string& nvmeRoot)
{
    const std::vector<std::string> argv = podArgv(config, cmd);
    Json main = {{"image", cmd.image},
                 {"command", Json::array({argv.front()})},
                 {"args", Json(std::vector<std::string>(argv.begin() + 1, argv.end()))}};
    const bool worker = cmd.role == LaunchRole::Instance;
    Json s = {{"componentType", worker ? "worker" : "frontend"}, {"replicas", replicas}};
    if (Json env = podEnv(cmd); !env.empty())
        s["envs"] = env;
    if (worker) {
        const std::string gpus = std::to_string(cmd.gpus.size());
        s["resources"] = {
            {"requests", {{"gpu", gpus}, {"memory", kubernetesQuantity(podMemoryRequest(cmd))}}},
            {"limits", {{"gpu", gpus}}}};
        s["sharedMemory"] = {{"size", kubernetesQuantity(composeShmBytes(config, cmd))}};
    }
    Json pod = Json::object();
    if (worker && config.nvmeTier) {
        main["volumeMounts"] = Json::array({{{"name", "nvme"}, {"mountPath", nvmeRoot}}});
        pod["volumes"] =
            Json::array({{{"name", "nvme"},
                          {"hostPath", {{"path", nvmeRoot}, {"type", "DirectoryOrCreate"}}}}});
    }
    pod["mainContainer"] = main;
    s["extraPodSpec"] = pod;
    return s;
}

std::string dynamoServiceName(const LaunchCommand& cmd)
{
    if (cmd.role != LaunchRole::Instance)
        return "Frontend";
    return "VllmWorker" + std::to_string(cmd.instance.value_or(0));
}

// The same as a v1beta1 component (Dynamo ≥ 1.2; the storage version from 1.5.0, v1alpha1
// deprecated: engine audit 2026-12b E10): the pod's settings in a native podTemplate whose
// container "main" the operator completes (deploy/operator/api/v1beta1/
// dynamocomponentdeployment_types.go @006b6e10), /dev/shm as sharedMemorySize.
Json dynamoComponent(const EngineConfig& config, const LaunchCommand& cmd, std::uint64_t replicas,
                     const std::string& nvmeRoot)
{
    const std::vector<std::string> argv = podArgv(config, cmd);
    Json main = {{"name", "main"},
                 {"image", cmd.image},
                 {"command", Json::array({argv.front()})},
                 {"args", Json(std::vector<std::string>(argv.begin() + 1, argv.end()))}};
    if (Json env = podEnv(cmd); !env.empty())
        main["env"] = env;
    const bool worker = cmd.role == LaunchRole::Instance;
    Json c = {{"name", dynamoServiceName(cmd)},
              {"type", worker ? "worker" : "frontend"},
              {"replicas", replicas}};
    Json pod = Json::object();
    if (worker) {
        const std::string gpus = std::to_string(cmd.gpus.size());
        main["resources"] = {
            {"requests",
             {{"nvidia.com/gpu", gpus}, {"memory", kubernetesQuantity(podMemoryRequest(cmd))}}},
            {"limits", {{"nvidia.com/gpu", gpus}}}};
        c["sharedMemorySize"] = kubernetesQuantity(composeShmBytes(config, cmd));
        if (config.nvmeTier) {
            main["volumeMounts"] = Json::array({{{"name", "nvme"}, {"mountPath", nvmeRoot}}});
            pod["volumes"] =
                Json::array({{{"name", "nvme"},
                              {"hostPath", {{"path", nvmeRoot}, {"type", "DirectoryOrCreate"}}}}});
        }
    }
    pod["containers"] = Json::array({main});
    c["podTemplate"] = {{"spec", pod}};
    return c;
}

Json dynamoGraph(const EngineConfig& config, std::uint64_t nodes, const std::string& nvmeRoot)
{
    if (parseReleaseVersion(config.release).value_or(ReleaseVersion{}) >=
        ReleaseVersion{{1, 2, 0}}) {
        Json components = Json::array();
        for (const LaunchCommand& cmd : config.commands)
            components.push_back(dynamoComponent(
                config, cmd, cmd.role == LaunchRole::Instance ? nodes : 1, nvmeRoot));
        return {{"apiVersion", "nvidia.com/v1beta1"},
                {"kind", "DynamoGraphDeployment"},
                {"metadata", {{"name", "kvplan-dynamo"}}},
                {"spec", {{"backendFramework", "vllm"}, {"components", components}}}};
    }
    Json services = Json::object();
    for (const LaunchCommand& cmd : config.commands)
        services[dynamoServiceName(cmd)] =
            dynamoService(config, cmd, cmd.role == LaunchRole::Instance ? nodes : 1, nvmeRoot);
    return {{"apiVersion", "nvidia.com/v1alpha1"},
            {"kind", "DynamoGraphDeployment"},
            {"metadata", {{"name", "kvplan-dynamo"}}},
            {"spec", {{"backendFramework", "vllm"}, {"services", services}}}};
}

std::string header(const EngineConfig& config, std::uint64_t nodes)
{
    const EngineDescriptor& engine = engineDescriptor(config.engine);
    std::string out = "# kubernetes.yaml: " + std::string(engine.name) + " " + config.release +
                      ", " + std::to_string(config.instances) + " instance(s) of TP " +
                      std::to_string(config.tensorParallel) + dataParallelText(config) +
                      " on each of " + std::to_string(nodes) + " node(s)\n";
    out += "# Generated by KV Planner " KVPLAN_VERSION " (docs/engine-configuration.md).\n";
    for (const EngineRelease& r : config.writtenFor)
        out += "# Written for " + r.product + " " + r.version + ".\n";
    out += "# Apply with: kubectl apply -f kubernetes.yaml\n" + podHeaderNotes();
    if (config.engine == EngineKind::Dynamo)
        out += "# Needs NVIDIA Dynamo's operator and CRDs (Helm chart dynamo-platform), which\n"
               "# give the processes their discovery backend.\n";
    else if (config.dataParallel > 1)
        // Dynamo is not planned with data-parallel attention (sizing-model §2, routing).
        out +=
            "# Each pod is one engine of " + std::to_string(config.dataParallel) +
            " DP ranks, each with a KV pool of its own; the engine\n"
            "# balances them by load, not by KV cache. A returning user reaches the rank\n"
            "# holding its conversation only through a router that addresses each rank:\n" +
            (config.engine == EngineKind::Sglang
                 ? "# the SGLang Model Gateway (sglang_router --policy cache_aware --dp-aware).\n"
                 : "# vLLM's external load balancing (one vllm serve --data-parallel-rank R per\n"
                   "# rank) behind llm-d's precise-prefix-cache scorer.\n");
    else
        out += "# Independent instances: a returning user reaches the pod holding its\n"
               "# conversation only through a KV-aware router that reads these pods' KV events.\n"
               "# For NVIDIA Dynamo's router write --engine dynamo (its workers register with\n"
               "# the frontend); for llm-d's scorer set engine.kv_router to \"llm-d\" (see\n"
               "# docs/engine-configuration.md, \"Routers\").\n";
    return out;
}

} // namespace

Bytes processCpuTierBytes(const LaunchCommand& command)
{
    for (const EngineSetting& s : command.settings)
        if (s.planKey.rfind("cpu_tier.", 0) == 0) {
            const Bytes one =
                s.scope == SettingScope::PerRank ? s.effective * s.ranks : s.effective;
            // Data-parallel attention (sizing rules §2): an engine of DP ranks of `ranks` GPUs
            // each, every DP rank with a tier of its own.
            const std::uint64_t dp = command.role == LaunchRole::Instance && s.ranks > 0 &&
                                             command.gpus.size() > s.ranks &&
                                             command.gpus.size() % s.ranks == 0
                                         ? command.gpus.size() / s.ranks
                                         : 1;
            return one * dp;
        }
    return {};
}

std::string kubernetesQuantity(Bytes value)
{
    if (!value.isZero() && value.count() % gib(1).count() == 0)
        return std::to_string(value.count() / gib(1).count()) + "Gi";
    if (!value.isZero() && value.count() % mib(1).count() == 0)
        return std::to_string(value.count() / mib(1).count()) + "Mi";
    return std::to_string(value.count());
}

std::string toYaml(const nlohmann::ordered_json& value)
{
    if (inlineValue(value))
        return scalarText(value) + "\n";
    std::string out;
    emit(value, 0, out);
    return out;
}

std::vector<nlohmann::ordered_json>
kubernetesManifests(const EngineConfig& config, std::uint64_t nodes, const std::string& nvmeRoot)
{
    if (config.hasErrors() || config.commands.empty())
        return {};
    nodes = std::max<std::uint64_t>(nodes, 1);
    if (config.engine == EngineKind::Dynamo)
        return {dynamoGraph(config, nodes, nvmeRoot)};
    return plainManifests(config, nodes, nvmeRoot);
}

std::string renderKubernetesManifests(const EngineConfig& config, std::uint64_t nodes,
                                      const std::string& nvmeRoot)
{
    const std::vector<Json> objects = kubernetesManifests(config, nodes, nvmeRoot);
    if (objects.empty())
        return {};
    std::string out = header(config, std::max<std::uint64_t>(nodes, 1));
    for (const Json& o : objects)
        out += "---\n" + toYaml(o);
    return out;
}

} // namespace kvp
