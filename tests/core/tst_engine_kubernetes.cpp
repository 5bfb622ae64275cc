// SPDX-License-Identifier: GPL-3.0-or-later
// kvplan engine-config --format kubernetes and kserve (engine_kubernetes.h, engine_kserve.h):
// every manifest object, before it is written as YAML, against the resources' schemas in
// tests/data/kubernetes (Kubernetes release-1.36's definitions, Dynamo's DynamoGraphDeployment
// CRD, KServe's LLMInferenceService CRD; see its README) with a small strict checker (type,
// required, properties, additionalProperties, enum, items, $ref, maxProperties, minimum,
// pattern); the sizes worked out by hand in the row names, and read back out of the YAML
// text. (CTest engine_kubernetes_manifests parses the YAML of every example with PyYAML and
// validates it with python3-jsonschema.)
#include <QFile>
#include <QTest>
#include <nlohmann/json.hpp>

#include "kvplan/engine_kserve.h"
#include "kvplan/engine_kubernetes.h"
#include "kvplan/scenario_io.h"

#include <regex>

namespace tst_engine_kubernetes {

using namespace kvp;
using nlohmann::json;
using Json = nlohmann::ordered_json;

namespace {

json loadJson(const QString& path)
{
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly))
        qFatal("cannot read %s", qPrintable(path));
    return json::parse(file.readAll().toStdString());
}

const json& k8sSchema()
{
    static const json schema =
        loadJson(QStringLiteral(KVPLAN_TEST_DATA_DIR "/kubernetes/kubernetes-v1.36.schema.json"));
    return schema;
}

// DynamoGraphDeployment's schema for its apiVersion: v1alpha1 (Dynamo before 1.2) or v1beta1.
const json& dgdSchema(const std::string& apiVersion)
{
    static const json alpha = loadJson(QStringLiteral(
        KVPLAN_TEST_DATA_DIR "/kubernetes/dynamographdeployment-v1alpha1.schema.json"));
    static const json beta = loadJson(QStringLiteral(
        KVPLAN_TEST_DATA_DIR "/kubernetes/dynamographdeployment-v1beta1.schema.json"));
    return apiVersion == "nvidia.com/v1alpha1" ? alpha : beta;
}

// KServe's LLMInferenceService (serving.kserve.io/v1alpha2), from its CRD.
const json& llmisvcSchema()
{
    static const json schema = loadJson(QStringLiteral(
        KVPLAN_TEST_DATA_DIR "/kubernetes/llminferenceservice-v1alpha2.schema.json"));
    return schema;
}

bool hasType(const Json& v, const std::string& type)
{
    if (type == "object")
        return v.is_object();
    if (type == "array")
        return v.is_array();
    if (type == "string")
        return v.is_string();
    if (type == "integer")
        return v.is_number_integer();
    if (type == "number")
        return v.is_number();
    if (type == "boolean")
        return v.is_boolean();
    return false;
}

// Every way `v` breaks `schema` (definitions resolved in `root`), as "path: what".
void check(const Json& v, const json& schema, const json& root, const std::string& path,
           std::vector<std::string>& errors)
{
    if (schema.contains("$ref")) {
        const std::string ref = schema["$ref"];
        check(v, root["definitions"][ref.substr(std::string("#/definitions/").size())], root, path,
              errors);
        return;
    }
    for (const json& part : schema.value("allOf", json::array()))
        check(v, part, root, path, errors);
    if (schema.contains("type")) {
        const json types =
            schema["type"].is_array() ? schema["type"] : json::array({schema["type"]});
        if (std::none_of(types.begin(), types.end(),
                         [&](const json& t) { return hasType(v, t.get<std::string>()); })) {
            errors.push_back(path + ": not " + types.dump());
            return;
        }
    }
    if (schema.contains("enum") &&
        std::find(schema["enum"].begin(), schema["enum"].end(), json(v)) == schema["enum"].end())
        errors.push_back(path + ": " + v.dump() + " not in " + schema["enum"].dump());
    if (v.is_number() && schema.contains("minimum") && v.get<double>() < schema["minimum"])
        errors.push_back(path + ": below " + schema["minimum"].dump());
    if (v.is_number() && schema.contains("maximum") && v.get<double>() > schema["maximum"])
        errors.push_back(path + ": above " + schema["maximum"].dump());
    if (v.is_string() && schema.contains("pattern") &&
        !std::regex_search(v.get<std::string>(), std::regex(schema["pattern"].get<std::string>())))
        errors.push_back(path + ": " + v.dump() + " does not match " + schema["pattern"].dump());
    if (v.is_array() && schema.contains("maxItems") &&
        v.size() > schema["maxItems"].get<std::size_t>())
        errors.push_back(path + ": more than " + schema["maxItems"].dump() + " items");
    if (v.is_array() && schema.contains("items"))
        for (std::size_t i = 0; i < v.size(); ++i)
            check(v[i], schema["items"], root, path + "/" + std::to_string(i), errors);
    if (!v.is_object())
        return;
    for (const json& key : schema.value("required", json::array()))
        if (!v.contains(key.get<std::string>()))
            errors.push_back(path + ": " + key.get<std::string>() + " missing");
    if (schema.contains("maxProperties") && v.size() > schema["maxProperties"].get<std::size_t>())
        errors.push_back(path + ": more than " + schema["maxProperties"].dump() + " properties");
    const json properties = schema.value("properties", json::object());
    for (auto it = v.begin(); it != v.end(); ++it) {
        const std::string at = path + "/" + it.key();
        if (properties.contains(it.key()))
            check(it.value(), properties[it.key()], root, at, errors);
        else if (schema.contains("additionalProperties") &&
                 schema["additionalProperties"].is_object())
            check(it.value(), schema["additionalProperties"], root, at, errors);
        else if (schema.value("additionalProperties", json(true)) == json(false))
            errors.push_back(at + ": unknown field");
    }
}

std::vector<std::string> validate(const Json& object)
{
    std::vector<std::string> errors;
    const std::string kind = object.value("kind", std::string());
    if (kind == "LLMInferenceService") {
        check(object, llmisvcSchema(), llmisvcSchema(), kind, errors);
        return errors;
    }
    if (kind == "DynamoGraphDeployment") {
        const json& schema = dgdSchema(object.value("apiVersion", std::string()));
        check(object, schema, schema, kind, errors);
        return errors;
    }
    const std::string definition = kind == "Deployment" ? "io.k8s.api.apps.v1.Deployment"
                                   : kind == "Service"  ? "io.k8s.api.core.v1.Service"
                                                        : "";
    if (definition.empty())
        return {"no schema for " + kind};
    check(object, k8sSchema()["definitions"][definition], k8sSchema(), kind, errors);
    return errors;
}

// The first of validate()'s errors, "" when there is none (for a message).
std::string firstError(const Json& object)
{
    const std::vector<std::string> errors = validate(object);
    return errors.empty() ? std::string() : errors.front();
}

EngineConfig configure(EngineKind engine, std::optional<std::string> release = std::nullopt,
                       const Scenario& base = workedExample())
{
    Scenario s = base;
    s.engine.name = engine;
    s.engine.release.reset();
    return engineConfig(s, plan(s), {engine, EngineForm::Auto, std::move(release)});
}

std::string str(const Json& v)
{
    return v.get<std::string>();
}

const Json& container(const Json& deployment, std::size_t i = 0)
{
    return deployment["spec"]["template"]["spec"]["containers"][i];
}

std::string shmLimit(const Json& deployment)
{
    for (const Json& v : deployment["spec"]["template"]["spec"]["volumes"])
        if (v["name"] == "dshm")
            return v["emptyDir"]["sizeLimit"];
    return {};
}

// The value on the line after "key:" that follows `after` in the YAML text ("" if none).
std::string yamlValue(const std::string& yaml, const std::string& after, const std::string& key)
{
    const std::size_t from = yaml.find(after);
    if (from == std::string::npos)
        return {};
    const std::size_t at = yaml.find(key + ": ", from);
    if (at == std::string::npos)
        return {};
    const std::size_t start = at + key.size() + 2;
    return json::parse(yaml.substr(start, yaml.find('\n', start) - start)).get<std::string>();
}

// The list item on the line after the item `item` ("- \"--kv-transfer-config\""): a flag's value.
std::string nextItem(const std::string& yaml, const std::string& item)
{
    const std::size_t at = yaml.find("- " + json(item).dump() + "\n");
    if (at == std::string::npos)
        return {};
    const std::size_t line = yaml.find('\n', at) + 1;
    const std::size_t start = yaml.find("- ", line) + 2;
    return json::parse(yaml.substr(start, yaml.find('\n', start) - start)).get<std::string>();
}

} // namespace

class TestEngineKubernetes : public QObject {
    Q_OBJECT

private slots:
    void everyManifestMatchesItsSchema_data()
    {
        QTest::addColumn<int>("engine");
        QTest::addColumn<QString>("release");
        for (const EngineDescriptor& e : allEngines())
            QTest::newRow(std::string(e.id).c_str()) << int(e.kind) << QString();
        QTest::newRow("dynamo 1.3.1 (KVBM)") << int(EngineKind::Dynamo) << QStringLiteral("1.3.1");
        QTest::newRow("vllm 0.20.1") << int(EngineKind::Vllm) << QStringLiteral("0.20.1");
    }
    void everyManifestMatchesItsSchema()
    {
        QFETCH(int, engine);
        QFETCH(QString, release);
        const EngineConfig config =
            configure(EngineKind(engine),
                      release.isEmpty() ? std::nullopt : std::optional(release.toStdString()));
        const std::vector<Json> objects = kubernetesManifests(config);
        QVERIFY(!objects.empty());
        for (const Json& o : objects) {
            const std::vector<std::string> errors = validate(o);
            QVERIFY2(errors.empty(), (o["metadata"]["name"].get<std::string>() + ": " +
                                      (errors.empty() ? "" : errors.front()))
                                         .c_str());
        }
    }

    void theCheckerIsStrict()
    {
        Json d = kubernetesManifests(configure(EngineKind::Vllm)).front();
        QVERIFY(validate(d).empty());
        Json unknown = d;
        unknown["spec"]["template"]["spec"]["containers"][0]["shmSize"] = "1Gi";
        QCOMPARE(validate(unknown).size(), std::size_t(1));
        Json missing = d;
        missing["spec"].erase("selector");
        QCOMPARE(validate(missing).front(), std::string("Deployment/spec: selector missing"));
        Json wrongType = d;
        wrongType["spec"]["replicas"] = "1";
        QCOMPARE(validate(wrongType).size(), std::size_t(1));
        Json graph = kubernetesManifests(configure(EngineKind::Dynamo)).front();
        graph["spec"]["components"][0]["sharedMemroy"] = Json::object();
        QCOMPARE(validate(graph).size(), std::size_t(1));
        graph["spec"]["backendFramework"] = "tensorrt";
        QCOMPARE(validate(graph).size(), std::size_t(2));
        Json alpha = kubernetesManifests(configure(EngineKind::Dynamo, "1.1.1")).front();
        QVERIFY(validate(alpha).empty());
        alpha["spec"]["services"]["Frontend"]["sharedMemroy"] = Json::object();
        QCOMPARE(validate(alpha).size(), std::size_t(1));
    }

    void vllmInstanceKeepsItsTierInDevShm_125GiB_plus_1GiB_is_126Gi()
    {
        // 500 users / 4 instances × 1 GiB = 125 GiB per instance, in vLLM's /dev/shm region
        // (from 0.28.0); + 1 GiB for the process: /dev/shm 126Gi, memory request 126Gi.
        const std::vector<Json> objects = kubernetesManifests(configure(EngineKind::Vllm));
        QCOMPARE(objects.size(), std::size_t(8)); // 4 Deployments, 4 Services
        QCOMPARE(str(objects[0]["kind"]), std::string("Deployment"));
        QCOMPARE(str(objects[1]["kind"]), std::string("Service"));
        QCOMPARE(shmLimit(objects[0]), std::string("126Gi"));
        QCOMPARE(str(container(objects[0])["resources"]["requests"]["memory"]),
                 std::string("126Gi"));
        QCOMPARE(str(container(objects[0])["resources"]["limits"]["nvidia.com/gpu"]),
                 std::string("1"));
        QCOMPARE(objects[0]["spec"]["replicas"].get<int>(), 1);
        QCOMPARE(str(objects[2]["metadata"]["name"]), std::string("kvplan-vllm-instance-1"));
        QCOMPARE(objects[5]["spec"]["ports"][0]["port"].get<int>(),
                 8002); // engine.port_base 8000 + 2
        for (const Json& e : container(objects[0])["env"])
            QVERIFY(e["name"] != "CUDA_VISIBLE_DEVICES");
        QCOMPARE(str(container(objects[0])["command"][0]), std::string("vllm"));
    }

    void vllmBeforeTheRegionPinsOutsideDevShm_0_20_1_keeps_1Gi()
    {
        // vLLM 0.20.1 has no /dev/shm region: the tier is pinned memory (memory 126Gi), /dev/shm
        // holds only the process's 1 GiB.
        const Json d = kubernetesManifests(configure(EngineKind::Vllm, "0.20.1")).front();
        QCOMPARE(shmLimit(d), std::string("1Gi"));
        QCOMPARE(str(container(d)["resources"]["requests"]["memory"]), std::string("126Gi"));
    }

    void lmcacheServerPod_250_plus_3_is_253Gi()
    {
        // Node 0's server holds 2 instances × 125 GiB = 250 GiB of L1 (--l1-size-gb 250) + 1 GiB;
        // its two instances 1 GiB each: /dev/shm 253Gi; memory 251Gi, 1Gi, 1Gi.
        const std::vector<Json> objects = kubernetesManifests(configure(EngineKind::Lmcache));
        QCOMPARE(objects.size(), std::size_t(6)); // 2 server pods, 4 instance Services
        const Json& pod = objects[0]["spec"]["template"]["spec"];
        QCOMPARE(shmLimit(objects[0]), std::string("253Gi"));
        QCOMPARE(str(pod["initContainers"][0]["name"]), std::string("lmcache-server-node0"));
        QCOMPARE(str(pod["initContainers"][0]["restartPolicy"]), std::string("Always"));
        QCOMPARE(pod["initContainers"][0]["startupProbe"]["tcpSocket"]["port"].get<int>(), 5555);
        QCOMPARE(str(pod["initContainers"][0]["resources"]["requests"]["memory"]),
                 std::string("251Gi"));
        QCOMPARE(pod["containers"].size(), std::size_t(2));
        QCOMPARE(str(pod["containers"][1]["name"]), std::string("instance-1"));
        QCOMPARE(str(pod["containers"][1]["resources"]["requests"]["memory"]), std::string("1Gi"));
        const Json& node1 = objects[3]["spec"]["template"]["spec"]["initContainers"][0];
        QCOMPARE(node1["startupProbe"]["tcpSocket"]["port"].get<int>(), 5556);
    }

    void sglangHostPoolIsPinnedMemory_135GB_plus_1GiB()
    {
        // --hicache-size 135 (decimal GB per rank, TP 1) = 135,000,000,000 B + 1,073,741,824 B
        // = 136,073,741,824 B, not whole MiB: written in bytes; /dev/shm only the 1 GiB.
        const Json d = kubernetesManifests(configure(EngineKind::Sglang)).front();
        QCOMPARE(str(container(d)["resources"]["requests"]["memory"]), std::string("136073741824"));
        QCOMPARE(shmLimit(d), std::string("1Gi"));
    }

    // Engine audit 2026-12b E10: Dynamo ≥ 1.2 gets nvidia.com/v1beta1 (the storage version
    // from 1.5.0; v1alpha1 deprecated): components as a list keyed by name, the pod as a native
    // podTemplate with the container "main", /dev/shm as sharedMemorySize. 125 GiB of CPU tier
    // in vLLM's region + 1 GiB = 126Gi per worker.
    void dynamoGraph_workers_sharedMemory_126Gi()
    {
        const std::vector<Json> objects = kubernetesManifests(configure(EngineKind::Dynamo));
        QCOMPARE(objects.size(), std::size_t(1));
        const Json& g = objects.front();
        QCOMPARE(str(g["apiVersion"]), std::string("nvidia.com/v1beta1"));
        const Json& components = g["spec"]["components"];
        QCOMPARE(components.size(), std::size_t(5)); // 4 workers + Frontend
        const Json& w = components[2]; // in start order: the workers, then the frontend
        QCOMPARE(str(w["name"]), std::string("VllmWorker2"));
        QCOMPARE(str(w["type"]), std::string("worker"));
        QCOMPARE(str(w["sharedMemorySize"]), std::string("126Gi"));
        const Json& main = w["podTemplate"]["spec"]["containers"][0];
        QCOMPARE(str(main["name"]), std::string("main"));
        QCOMPARE(str(main["resources"]["limits"]["nvidia.com/gpu"]), std::string("1"));
        const Json& args = main["args"];
        QVERIFY(std::find(args.begin(), args.end(), "--discovery-backend") == args.end());
        QCOMPARE(str(components[4]["type"]), std::string("frontend"));
        // KVBM (1.3.1): 135 GB per worker pinned outside /dev/shm.
        const Json kvbm = kubernetesManifests(configure(EngineKind::Dynamo, "1.3.1")).front();
        const Json& k = kvbm["spec"]["components"][0];
        QCOMPARE(str(k["name"]), std::string("VllmWorker0"));
        QCOMPARE(str(k["sharedMemorySize"]), std::string("1Gi"));
        QCOMPARE(str(k["podTemplate"]["spec"]["containers"][0]["resources"]["requests"]["memory"]),
                 std::string("136073741824"));
        // Dynamo 1.1.1 predates v1beta1: the v1alpha1 services map.
        const Json old = kubernetesManifests(configure(EngineKind::Dynamo, "1.1.1")).front();
        QCOMPARE(str(old["apiVersion"]), std::string("nvidia.com/v1alpha1"));
        QCOMPARE(str(old["spec"]["services"]["VllmWorker0"]["componentType"]),
                 std::string("worker"));
    }

    // KServe (engine_kserve.h): the worked example's vLLM — 4 instances of TP 1 on 1 node, the
    // NVMe tier and KV events for a router — is one LLMInferenceService of 4 replicas. The NVMe
    // folder and the events are more than spec.kvCacheOffloading can say: the tier stays in
    // --kv-transfer-config (125 GiB = 134,217,728,000 B), /dev/shm and memory 125 + 1 = 126Gi.
    void kserveWorkedExample_fourReplicas_tierInArgs_126Gi()
    {
        const std::vector<Json> objects = kserveManifests(configure(EngineKind::Vllm));
        QCOMPARE(objects.size(), std::size_t(1));
        const Json& o = objects.front();
        QVERIFY2(validate(o).empty(), firstError(o).c_str());
        QCOMPARE(str(o["apiVersion"]), std::string("serving.kserve.io/v1alpha2"));
        QCOMPARE(str(o["kind"]), std::string("LLMInferenceService"));
        const Json& spec = o["spec"];
        QCOMPARE(spec["replicas"].get<int>(), 4);
        QCOMPARE(spec["parallelism"]["tensor"].get<int>(), 1);
        QCOMPARE(str(spec["model"]["uri"]), std::string("hf://Qwen/Qwen3-32B"));
        QCOMPARE(str(spec["model"]["name"]), std::string("Qwen/Qwen3-32B"));
        QVERIFY(!spec.contains("kvCacheOffloading"));
        const Json& main = spec["template"]["containers"][0];
        QCOMPARE(str(main["name"]), std::string("main"));
        QCOMPARE(str(main["image"]), std::string("vllm/vllm-openai:v0.33.0"));
        QVERIFY(!main.contains("command")); // KServe's launcher runs vllm serve
        const Json& args = main["args"];
        for (const char* launcher : {"--port", "--host", "--tensor-parallel-size", "vllm"})
            QVERIFY2(std::find(args.begin(), args.end(), launcher) == args.end(), launcher);
        const auto transfer = std::find(args.begin(), args.end(), "--kv-transfer-config");
        QVERIFY(transfer != args.end());
        // One shell word for the launcher's eval: the JSON in single quotes.
        const std::string quoted = str(*(transfer + 1));
        QCOMPARE(quoted.front(), '\'');
        QCOMPARE(quoted.back(), '\'');
        QCOMPARE(json::parse(quoted.substr(
                     1, quoted.size() - 2))["kv_connector_extra_config"]["cpu_bytes_to_use"]
                     .get<std::uint64_t>(),
                 std::uint64_t(134'217'728'000));
        QCOMPARE(str(args[0]), std::string("--max-model-len")); // plain words stay bare
        QCOMPARE(str(main["resources"]["limits"]["nvidia.com/gpu"]), std::string("1"));
        QCOMPARE(str(main["resources"]["requests"]["memory"]), std::string("126Gi"));
        const Json& volumes = spec["template"]["volumes"];
        QCOMPARE(str(volumes[0]["emptyDir"]["sizeLimit"]), std::string("126Gi"));
        QCOMPARE(str(volumes[1]["hostPath"]["path"]), std::string("/mnt/nvme/kv"));
        const std::string yaml = renderKServeManifest(configure(EngineKind::Vllm));
        QCOMPARE(yaml.rfind("# kserve.yaml: vLLM 0.33.0, 4 instance(s) of TP 1", 0),
                 std::size_t(0));
        QVERIFY(yaml.find("\n---\napiVersion: \"serving.kserve.io/v1alpha2\"\n") !=
                std::string::npos);
    }

    // Without the NVMe tier and the router, prompts only: the tier is what
    // spec.kvCacheOffloading says, cpu 125Gi per replica, and leaves the arguments. Two nodes:
    // 8 replicas.
    void kserveTypedTier_cpu_125Gi_eightReplicasOnTwoNodes()
    {
        Scenario s = workedExample();
        s.nvme.enabled = false;
        s.offload.kvAwareRouting = false;
        const Json o = kserveManifests(configure(EngineKind::Vllm, std::nullopt, s), 2).front();
        QVERIFY2(validate(o).empty(), firstError(o).c_str());
        QCOMPARE(str(o["spec"]["kvCacheOffloading"]["cpu"]), std::string("125Gi"));
        QCOMPARE(o["spec"]["replicas"].get<int>(), 8);
        const Json& args = o["spec"]["template"]["containers"][0]["args"];
        for (const char* tier : {"--kv-transfer-config", "--kv-offloading-size"})
            QVERIFY2(std::find(args.begin(), args.end(), tier) == args.end(), tier);
        QVERIFY(o["spec"]["template"]["volumes"].size() == 1); // /dev/shm only
        // vLLM 0.20.1 predates eviction_policy (0.27.0), which KServe always writes: the flags.
        const Json old = kserveManifests(configure(EngineKind::Vllm, "0.20.1", s)).front();
        QVERIFY(!old["spec"].contains("kvCacheOffloading"));
    }

    void kserveOnlyForVllmServeAlone()
    {
        for (const EngineDescriptor& e : allEngines()) {
            const EngineConfig config = configure(e.kind);
            const bool vllmServe =
                std::all_of(config.commands.begin(), config.commands.end(), [](const auto& c) {
                    return c.role == LaunchRole::Instance && c.argv.at(0) == "vllm";
                });
            QCOMPARE(kserveApplies(config), vllmServe);
            QCOMPARE(kserveManifests(config).empty(), !vllmServe);
            if (vllmServe) {
                const Json o = kserveManifests(config).front();
                QVERIFY2(validate(o).empty(), (std::string(e.id) + ": " + firstError(o)).c_str());
            }
        }
        QVERIFY(kserveApplies(configure(EngineKind::Vllm)));
        QVERIFY(!kserveApplies(configure(EngineKind::Dynamo)));
        QVERIFY(!kserveApplies(configure(EngineKind::Lmcache)));
        QVERIFY(!kserveApplies(configure(EngineKind::Sglang)));
    }

    // LMCache in-process keeps its disk tier in a folder of the instance's own
    // (/mnt/nvme/kv/instance-0/): each replica gets its pod's, named by the downward API.
    void kserveReplicasKeepTheirOwnDiskFolder()
    {
        const Json o = kserveManifests(configure(EngineKind::LmcacheInprocess)).front();
        QVERIFY2(validate(o).empty(), firstError(o).c_str());
        const Json& env = o["spec"]["template"]["containers"][0]["env"];
        QCOMPARE(str(env[0]["name"]), std::string("POD_NAME"));
        QCOMPARE(str(env[0]["valueFrom"]["fieldRef"]["fieldPath"]), std::string("metadata.name"));
        bool found = false;
        for (const Json& e : env)
            if (e["name"] == "LMCACHE_LOCAL_DISK") {
                QCOMPARE(str(e["value"]), std::string("file:///mnt/nvme/kv/$(POD_NAME)/"));
                found = true;
            }
        QVERIFY(found);
        const Json vllm = kserveManifests(configure(EngineKind::Vllm)).front();
        QVERIFY(vllm["spec"]["template"]["containers"][0]["env"][0]["name"] != "POD_NAME");
    }

    void kserveCheckerIsStrict()
    {
        Json o = kserveManifests(configure(EngineKind::Vllm)).front();
        QVERIFY(validate(o).empty());
        Json sample = o; // KServe's own kv-cache-offloading sample nests it under spec.workload
        sample["spec"]["workload"] = {{"kvCacheOffloading", {{"cpu", "10Gi"}}}};
        QCOMPARE(validate(sample).front(),
                 std::string("LLMInferenceService/spec/workload: unknown field"));
        Json noUri = o;
        noUri["spec"]["model"].erase("uri");
        QCOMPARE(validate(noUri).front(),
                 std::string("LLMInferenceService/spec/model: uri missing"));
        Json negative = o;
        negative["spec"]["replicas"] = -1;
        QCOMPARE(validate(negative).size(), std::size_t(1));
        Json badQuantity = o;
        badQuantity["spec"]["kvCacheOffloading"] = {{"cpu", "125 GiB"}};
        QCOMPARE(validate(badQuantity).size(), std::size_t(1));
        Json wrongType = o;
        wrongType["spec"]["parallelism"]["tensor"] = "1";
        QCOMPARE(validate(wrongType).size(), std::size_t(1));
    }

    void twoNodePlanRunsEachPodOnEveryNode()
    {
        QFile file(QStringLiteral(KVPLAN_TEST_DATA_DIR "/two-nodes-xeon6900p.kvplan.json"));
        QVERIFY(file.open(QIODevice::ReadOnly));
        const Scenario s = parseScenario(file.readAll().toStdString());
        const SizingResult r = plan(s);
        QCOMPARE(r.users.nodes, std::uint64_t(2));
        const EngineConfig config = engineConfig(s, r, {.engine = EngineKind::Vllm});
        for (const Json& o : kubernetesManifests(config, r.users.nodes))
            if (o["kind"] == "Deployment")
                QCOMPARE(o["spec"]["replicas"].get<int>(), 2);
    }

    void theYamlReadsBackTheTierAndDevShm()
    {
        const std::string yaml = renderKubernetesManifests(configure(EngineKind::Vllm));
        QCOMPARE(yaml.rfind("# kubernetes.yaml: vLLM 0.33.0, 4 instance(s)", 0), std::size_t(0));
        QCOMPARE(yamlValue(yaml, "name: \"dshm\"\n          emptyDir:", "sizeLimit"),
                 std::string("126Gi"));
        const json transfer = json::parse(nextItem(yaml, "--kv-transfer-config"));
        QCOMPARE(transfer["kv_connector_extra_config"]["cpu_bytes_to_use"].get<std::uint64_t>(),
                 std::uint64_t(134'217'728'000)); // 125 × 2^30
        const std::string lmcache = renderKubernetesManifests(configure(EngineKind::Lmcache));
        QCOMPARE(nextItem(lmcache, "--l1-size-gb"), std::string("250")); // 2 × 125 GiB
        QCOMPARE(yamlValue(lmcache, "emptyDir:", "sizeLimit"), std::string("253Gi"));
    }

    void yamlOfJson()
    {
        const Json v = {{"a", 1},
                        {"b", Json::array({"x", Json::object({{"c", true}, {"d", nullptr}})})},
                        {"e", Json::object()},
                        {"f g", "it's \"q\"\n"},
                        {"nvidia.com/gpu", "1"}};
        QCOMPARE(toYaml(v), std::string("a: 1\n"
                                        "b:\n"
                                        "  - \"x\"\n"
                                        "  - c: true\n"
                                        "    d: null\n"
                                        "e: {}\n"
                                        "\"f g\": \"it's \\\"q\\\"\\n\"\n"
                                        "nvidia.com/gpu: \"1\"\n"));
        QCOMPARE(kubernetesQuantity(gib(126)), std::string("126Gi"));
        QCOMPARE(kubernetesQuantity(mib(1536)), std::string("1536Mi"));
        QCOMPARE(kubernetesQuantity(Bytes::exactly(136'073'741'824)), std::string("136073741824"));
    }

    void noManifestsWithErrors()
    {
        Scenario s = workedExample();
        s.model.weightsGiB = 10'000; // the weights do not fit: no plan
        const EngineConfig config = engineConfig(s, plan(s));
        QVERIFY(config.hasErrors());
        QVERIFY(kubernetesManifests(config).empty());
        QVERIFY(renderKubernetesManifests(config).empty());
        QVERIFY(!kserveApplies(config));
        QVERIFY(renderKServeManifest(config).empty());
    }
};

QTEST_APPLESS_MAIN(TestEngineKubernetes)

} // namespace tst_engine_kubernetes

#include "tst_engine_kubernetes.moc"
