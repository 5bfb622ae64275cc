#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-3.0-or-later
"""CTest engine_kubernetes_manifests: `kvplan engine-config --format kubernetes` and
`--format kserve` against the resources' published schemas, and the plan's sizes read back out
of the YAML.

    validate_kubernetes.py KVPLAN SOURCE_DIR

For the worked example, the example scenarios, test scenarios and a two-node plan, for every
engine (newest release and older ones), the YAML is parsed (PyYAML), every document is validated
(python3-jsonschema, draft 7) against tests/data/kubernetes/ — apps/v1 Deployment and v1 Service
from Kubernetes' OpenAPI definitions, DynamoGraphDeployment from Dynamo's CRD — and the CPU tier
and /dev/shm are read back: each pod's /dev/shm (emptyDir sizeLimit, or the
DynamoGraphDeployment's sharedMemory.size) must be the tiers its processes keep there + 1 GiB per
process, each container's memory request its own tier + 1 GiB, with the tier parsed from the
engine's own flags (--kv-offloading-size GiB, cpu_bytes_to_use B, --l1-size-gb GiB,
--hicache-size GB per rank, DYN_KVBM_CPU_CACHE_GB GB per rank, a variable a table marks
"cpu_tier") and compared with the plan's
figure from --format json; the GPUs must be the instance's tensor-parallel size, the replicas the
plan's nodes. --format kserve (engines whose processes are all `vllm serve`; refused with exit 2
for the others): the LLMInferenceService against KServe's CRD (serving.kserve.io/v1alpha2), its
replicas the plan's instances on all nodes, its tier (spec.kvCacheOffloading.cpu or the flags
in args) the plan's, /dev/shm and the memory request as above. Exit 77 (skipped) without PyYAML
or jsonschema."""
import glob
import json
import os
import re
import shlex
import subprocess
import sys
from concurrent.futures import ThreadPoolExecutor

try:
    import jsonschema
    import yaml
except ImportError as e:  # python3-yaml, python3-jsonschema (packaging/install-deps.sh)
    print(f"skipped: {e}", file=sys.stderr)
    sys.exit(77)

KVPLAN, SOURCE = sys.argv[1], sys.argv[2]
DATA = os.path.join(SOURCE, "tests", "data")
GIB = 1 << 30

SCENARIOS = [None] + sorted(glob.glob(os.path.join(SOURCE, "resources", "examples", "*.json"))) + [
    os.path.join(DATA, name) for name in (
        "two-nodes-xeon6900p.kvplan.json", "h200-tp2.kvplan.json",
        "no-offload.kvplan.json")]
# Every engine whose table tests/data/engines/ holds, and the variables its table marks as
# setting the CPU tier ("cpu_tier": "per_rank" or "instance"), read back by their unit.
ENGINES = []
ENV_TIERS = {}
for path in sorted(glob.glob(os.path.join(DATA, "engines", "*.json"))):
    with open(path, encoding="utf-8") as f:
        table = json.load(f)
    ENGINES.append((table["engine"], None))
    ENV_TIERS.update({e["name"]: e for e in table.get("environment", []) if e.get("cpu_tier")})
UNITS = {"GiB": GIB, "GB": 10 ** 9, "B": 1}
OLDER = [("vllm", "0.20.1"), ("dynamo", "1.5.1"), ("dynamo", "1.3.1")]

failures = []


def load(name):
    with open(os.path.join(DATA, "kubernetes", name), encoding="utf-8") as f:
        return json.load(f)


K8S = load("kubernetes-v1.36.schema.json")
DGD = load("dynamographdeployment-v1alpha1.schema.json")
DGD_BETA = load("dynamographdeployment-v1beta1.schema.json")
LLMISVC = load("llminferenceservice-v1alpha2.schema.json")


def k8s_validator(definition):
    schema = {"$ref": "#/definitions/" + definition, "definitions": K8S["definitions"]}
    return jsonschema.Draft7Validator(schema)


VALIDATORS = {
    ("apps/v1", "Deployment"): k8s_validator("io.k8s.api.apps.v1.Deployment"),
    ("v1", "Service"): k8s_validator("io.k8s.api.core.v1.Service"),
    ("nvidia.com/v1alpha1", "DynamoGraphDeployment"): jsonschema.Draft7Validator(DGD),
    ("nvidia.com/v1beta1", "DynamoGraphDeployment"): jsonschema.Draft7Validator(DGD_BETA),
    ("serving.kserve.io/v1alpha2", "LLMInferenceService"): jsonschema.Draft7Validator(LLMISVC),
}


def fail(case, message):
    failures.append(f"{case}: {message}")
    print(f"FAIL {case}: {message}", file=sys.stderr)


def quantity(text):
    m = re.fullmatch(r"(\d+)(Gi|Mi)?", str(text))
    if not m:
        raise ValueError(f"quantity {text!r}")
    return int(m.group(1)) * {"Gi": GIB, "Mi": 1 << 20, None: 1}[m.group(2)]


def flag(args, name):
    return args[args.index(name) + 1] if name in args else None


def version(text):
    return tuple(int(p) for p in text.split("."))


def tiers(args, env, region, typed=None):
    """(bytes in /dev/shm, bytes pinned elsewhere) that a process's own flags give it. vLLM's
    tier is a /dev/shm region from 0.28.0 (`region`; vllm/v1/kv_offload/cpu/
    shared_offload_region.py @46bea23c), pinned memory before. `typed`: KServe's
    spec.kvCacheOffloading.cpu, vLLM's cpu_bytes_to_use."""
    env = {e["name"]: e.get("value") for e in env}
    if typed is not None:
        return (typed, 0) if region else (0, typed)
    tp = int(flag(args, "--tensor-parallel-size") or flag(args, "--tp-size") or 1)
    transfer = flag(args, "--kv-transfer-config")
    vllm = None
    if transfer and "cpu_bytes_to_use" in transfer:
        vllm = json.loads(transfer)["kv_connector_extra_config"]["cpu_bytes_to_use"]
    elif "--kv-offloading-size" in args and flag(args, "--kv-offloading-backend") != "lmcache":
        vllm = round(float(flag(args, "--kv-offloading-size")) * GIB)
    if vllm is not None:
        return (vllm, 0) if region else (0, vllm)
    if "--l1-size-gb" in args:
        return round(float(flag(args, "--l1-size-gb")) * GIB), 0
    if "--hicache-size" in args:
        return 0, int(flag(args, "--hicache-size")) * 10 ** 9 * tp
    if "DYN_KVBM_CPU_CACHE_GB" in env:
        return 0, int(env["DYN_KVBM_CPU_CACHE_GB"]) * 10 ** 9 * tp
    if "--extra_llm_api_options" in args:
        return 0, trtllm_host_cache(args) * int(flag(args, "--tp_size") or 1)
    for name, entry in ENV_TIERS.items():
        if name in env:
            size = round(float(env[name]) * UNITS[entry["unit"]])
            return 0, size * (tp if entry["cpu_tier"] == "per_rank" else 1)
    return 0, 0


def trtllm_host_cache(args):
    """TensorRT-LLM's host_cache_size (bytes per rank) from the options file that the
    container's bash (`-c` script) writes from a here-document before it starts trtllm-serve."""
    script = args[1] if args[:1] == ["-c"] else ""
    start = script.find("<<'KVPLAN_EOF'\n")
    end = script.find("\nKVPLAN_EOF\n", start)
    if start < 0 or end < 0:
        return 0
    options = yaml.safe_load(script[start + len("<<'KVPLAN_EOF'\n"):end]) or {}
    return int(options.get("kv_cache_config", {}).get("host_cache_size", 0))


def check_container(case, c, args, gpus, memory, planned, region, typed=None):
    shm, pinned = tiers(args, c.get("env", c.get("envs", [])), region, typed)
    tier = shm + pinned
    ranks = int(flag(args, "--tensor-parallel-size") or flag(args, "--tp-size") or
                flag(args, "--tp_size") or 1)
    # Whole GB per rank (SGLang, KVBM) round up by less than 1 GB a rank; the rest is exact.
    whole_gb = "--hicache-size" in args or any(
        e["name"] == "DYN_KVBM_CPU_CACHE_GB" for e in c.get("envs", c.get("env", [])))
    slack = ranks * 10 ** 9 if whole_gb else 1
    if planned is not None and tier and not planned <= tier < planned + slack:
        fail(case, f"{c.get('name', 'worker')}: tier {tier} B read back, plan {planned} B")
    if memory is not None and quantity(memory) != tier + GIB:
        fail(case, f"{c.get('name', 'worker')}: memory request {memory}, tier {tier} + 1 GiB")
    tp = int(flag(args, "--tensor-parallel-size") or flag(args, "--tp-size") or
             flag(args, "--tp_size") or 0)
    if tp and gpus != str(tp):
        fail(case, f"{c.get('name', 'worker')}: {gpus} GPUs for TP {tp}")
    return shm + GIB


def planned_tiers(config):
    out = {}
    for cmd in config["commands"]:
        for s in cmd["settings"]:
            if s["from"].startswith("cpu_tier."):
                out[cmd["name"]] = s["planned_bytes"] * (s["ranks"] if s["scope"] == "per_rank"
                                                         else 1)
    return out


def check_deployment(case, doc, plan, nodes, region):
    spec = doc["spec"]
    if spec["replicas"] != nodes:
        fail(case, f"{doc['metadata']['name']}: {spec['replicas']} replicas for {nodes} nodes")
    pod = spec["template"]["spec"]
    shm = 0
    for c in pod.get("initContainers", []) + pod["containers"]:
        shm += check_container(case, c, c["args"], c["resources"].get("limits", {}).get(
            "nvidia.com/gpu", "0"), c["resources"]["requests"]["memory"], plan.get(c["name"]),
            region)
    size = [v["emptyDir"]["sizeLimit"] for v in pod["volumes"] if v["name"] == "dshm"]
    if len(size) != 1 or quantity(size[0]) != shm:
        fail(case, f"{doc['metadata']['name']}: /dev/shm {size}, its processes keep {shm} B")


def components(doc):
    """(name, type, replicas, main container, resources, shared memory) of each component:
    v1beta1's list (engine audit 2026-12b E10) or v1alpha1's services map."""
    if doc["apiVersion"] == "nvidia.com/v1beta1":
        for c in doc["spec"]["components"]:
            main = next(m for m in c["podTemplate"]["spec"]["containers"] if m["name"] == "main")
            r = main.get("resources", {})
            yield (c["name"], c["type"], c["replicas"], dict(main, envs=main.get("env", [])),
                   {"gpu": r.get("limits", {}).get("nvidia.com/gpu"),
                    "memory": r.get("requests", {}).get("memory")}, c.get("sharedMemorySize"))
        return
    for name, s in doc["spec"]["services"].items():
        r = s.get("resources", {})
        yield (name, s["componentType"], s["replicas"],
               dict(s["extraPodSpec"]["mainContainer"], envs=s.get("envs", [])),
               {"gpu": r.get("limits", {}).get("gpu"), "memory": r.get("requests", {}).get("memory")},
               s.get("sharedMemory", {}).get("size"))


def check_graph(case, doc, plan, nodes, region):
    for name, kind, replicas, main, resources, shared in components(doc):
        if kind != "worker":
            continue
        if replicas != nodes:
            fail(case, f"{name}: {replicas} replicas for {nodes} nodes")
        instance = "instance-" + name.removeprefix("VllmWorker")
        c = dict(main, name=name)
        shm = check_container(case, c, main["args"], resources["gpu"], resources["memory"],
                              plan.get(instance), region)
        if quantity(shared) != shm:
            fail(case, f"{name}: shared memory {shared}, keeps {shm} B")
        if "--discovery-backend" in main["args"]:
            fail(case, f"{name}: file discovery of one host in a cluster")


def check_llmisvc(case, doc, config, plan, nodes, region):
    """KServe's LLMInferenceService: one replica per instance of the plan, each pod one
    instance (the first's flags; the launcher adds --port and --tensor-parallel-size)."""
    spec = doc["spec"]
    instances = [c for c in config["commands"] if c["role"] == "instance"]
    if spec["replicas"] != len(instances) * nodes:
        fail(case, f"{spec['replicas']} replicas for {len(instances)} instances on {nodes} nodes")
    tp = spec["parallelism"]["tensor"]
    first = instances[0]
    if tp != int(flag(first["argv"], "--tensor-parallel-size")):
        fail(case, f"parallelism.tensor {tp}")
    model = first["argv"][2]
    if spec["model"]["uri"] != ("hf://" + model if "://" not in model else model):
        fail(case, f"model.uri {spec['model']['uri']} for {model}")
    pod = spec["template"]
    main = next(c for c in pod["containers"] if c["name"] == "main")
    # The launcher runs `eval "exec vllm serve … $@"`: the words vLLM gets are the arguments
    # parsed once more by the shell.
    try:
        args = shlex.split(" ".join(main["args"]))
    except ValueError as e:
        fail(case, f"args do not parse as shell words: {e}")
        return
    for launcher in ("--port", "--host", "--tensor-parallel-size", "--served-model-name"):
        if launcher in args:
            fail(case, f"{launcher} in args: KServe's launcher writes it")
    typed = spec.get("kvCacheOffloading", {}).get("cpu")
    if typed is not None and any(f in args for f in ("--kv-transfer-config",
                                                     "--kv-offloading-size")):
        fail(case, "the CPU tier both in spec.kvCacheOffloading and in args")
    # What vLLM runs with: the arguments and the launcher's --tensor-parallel-size.
    shm = check_container(case, main, args + ["--tensor-parallel-size", str(tp)], main["resources"].get("limits", {}).get(
        "nvidia.com/gpu", "0"), main["resources"]["requests"]["memory"],
        plan.get(first["name"]), region, None if typed is None else quantity(typed))
    size = [v["emptyDir"]["sizeLimit"] for v in pod["volumes"] if v["name"] == "dshm"]
    if len(size) != 1 or quantity(size[0]) != shm:
        fail(case, f"LLMInferenceService: /dev/shm {size}, its process keeps {shm} B")


def kserve_expected(config):
    return all(c["role"] == "instance" and c["argv"][:2] == ["vllm", "serve"] and
               "files" not in c for c in config["commands"])


def run_kserve(case, args, config, plan, nodes, region):
    out = subprocess.run([KVPLAN, "engine-config"] + args + ["--format", "kserve"],
                         capture_output=True, text=True)
    if not kserve_expected(config):
        if out.returncode != 2 or "--format kserve" not in out.stderr:
            fail(case + " --format kserve", f"exit {out.returncode} (2 expected): {out.stderr}")
        return 0
    if out.returncode:
        fail(case + " --format kserve", "kvplan: " + out.stderr.strip())
        return 0
    docs = [d for d in yaml.safe_load_all(out.stdout) if d is not None]
    if len(docs) != 1:
        fail(case + " --format kserve", f"{len(docs)} documents, 1 expected")
        return len(docs)
    doc = docs[0]
    errors = list(VALIDATORS[("serving.kserve.io/v1alpha2", "LLMInferenceService")].iter_errors(
        doc)) if (doc.get("apiVersion"), doc.get("kind")) == (
        "serving.kserve.io/v1alpha2", "LLMInferenceService") else ["not an LLMInferenceService"]
    for error in errors:
        path = "/".join(str(p) for p in getattr(error, "absolute_path", []))
        fail(case + " --format kserve", f"{path}: {getattr(error, 'message', error)}")
    if not errors:
        check_llmisvc(case + " --format kserve", doc, config, plan, nodes, region)
    return 1


def run_case(scenario, engine, release):
    case = f"{os.path.basename(scenario) if scenario else 'worked example'} --engine {engine}" + (
        f" --release {release}" if release else "")
    args = ([scenario] if scenario else []) + ["--engine", engine] + (
        ["--release", release] if release else [])
    js = subprocess.run([KVPLAN, "engine-config"] + args + ["--format", "json"],
                        capture_output=True, text=True)
    out = subprocess.run([KVPLAN, "engine-config"] + args + ["--format", "kubernetes"],
                         capture_output=True, text=True)
    if js.returncode or out.returncode:
        fail(case, "kvplan: " + js.stderr.strip() + out.stderr.strip())
        return 0
    config = json.loads(js.stdout)
    nodes = NODES[scenario]
    region = bool(config["vllm_release"]) and version(config["vllm_release"]) >= (0, 28, 0)
    plan = planned_tiers(config)
    docs = [d for d in yaml.safe_load_all(out.stdout) if d is not None]
    if not docs:
        fail(case, "no manifests")
    for doc in docs:
        validator = VALIDATORS.get((doc.get("apiVersion"), doc.get("kind")))
        if validator is None:
            fail(case, f"no schema for {doc.get('apiVersion')} {doc.get('kind')}")
            continue
        for error in validator.iter_errors(doc):
            path = "/".join(str(p) for p in error.absolute_path)
            fail(case, f"{doc['kind']} {doc['metadata']['name']}: {path}: {error.message}")
        if doc["kind"] == "Deployment":
            check_deployment(case, doc, plan, nodes, region)
        elif doc["kind"] == "DynamoGraphDeployment":
            check_graph(case, doc, plan, nodes, region)
    return len(docs) + run_kserve(case, args, config, plan, nodes, region)


def nodes_of(scenario):
    """The plan's nodes (kvplan report: memory.nodes)."""
    report = subprocess.run([KVPLAN, "report"] + ([scenario] if scenario else []) +
                            ["--format", "json"], capture_output=True, text=True, check=True)
    return max(1, json.loads(report.stdout)["memory"]["nodes"])


NODES = {}


def validators_refuse():
    """The schemas are strict: an unknown field, a missing required one, a wrong type fail."""
    good = {"apiVersion": "apps/v1", "kind": "Deployment", "metadata": {"name": "x"},
            "spec": {"selector": {"matchLabels": {"a": "b"}},
                     "template": {"spec": {"containers": [{"name": "c", "image": "i"}]}}}}
    bad = [json.loads(json.dumps(good)) for _ in range(3)]
    bad[0]["spec"]["template"]["spec"]["containers"][0]["shmSize"] = "1Gi"
    del bad[1]["spec"]["selector"]
    bad[2]["spec"]["replicas"] = "2"
    v = VALIDATORS[("apps/v1", "Deployment")]
    if list(v.iter_errors(good)) or not all(list(v.iter_errors(b)) for b in bad):
        fail("schema self-test", "the Deployment schema accepts a broken manifest")
    graph = {"apiVersion": "nvidia.com/v1alpha1", "kind": "DynamoGraphDeployment",
             "metadata": {"name": "x"}, "spec": {"services": {"W": {"sharedMemroy": {}}}}}
    if not list(VALIDATORS[("nvidia.com/v1alpha1", "DynamoGraphDeployment")].iter_errors(graph)):
        fail("schema self-test", "the DynamoGraphDeployment schema accepts a misspelt key")
    service = {"apiVersion": "serving.kserve.io/v1alpha2", "kind": "LLMInferenceService",
               "metadata": {"name": "x"},
               "spec": {"model": {"uri": "hf://m"}, "replicas": 1,
                        "kvCacheOffloading": {"cpu": "10Gi"},
                        "template": {"containers": [{"name": "main"}]}}}
    broken = [json.loads(json.dumps(service)) for _ in range(5)]
    broken[0]["spec"]["workload"] = {"kvCacheOffloading": {"cpu": "10Gi"}}  # KServe's sample
    del broken[1]["spec"]["model"]["uri"]
    broken[2]["spec"]["replicas"] = "1"
    broken[3]["spec"]["kvCacheOffloading"] = {"cpu": "ten"}
    broken[4]["spec"]["template"]["containers"][0]["shmSize"] = "1Gi"
    v = VALIDATORS[("serving.kserve.io/v1alpha2", "LLMInferenceService")]
    if list(v.iter_errors(service)) or not all(list(v.iter_errors(b)) for b in broken):
        fail("schema self-test", "the LLMInferenceService schema accepts a broken manifest")


def main():
    validators_refuse()
    cases = [(s, e, r) for s in SCENARIOS for e, r in ENGINES] + [
        (s, e, r) for e, r in OLDER
        for s in (None, os.path.join(DATA, "two-nodes-xeon6900p.kvplan.json"))]
    with ThreadPoolExecutor(max_workers=6) as pool:  # the time is kvplan's start, not its work
        NODES.update(zip(SCENARIOS, pool.map(nodes_of, SCENARIOS)))
        count = sum(pool.map(lambda case: run_case(*case), cases))
    if failures:
        print(f"{len(failures)} failure(s)", file=sys.stderr)
        return 1
    print(f"{count} manifests (kubernetes.yaml, kserve.yaml) valid against tests/data/kubernetes, "
          "tiers and /dev/shm read back")
    return 0


if __name__ == "__main__":
    sys.exit(main())
