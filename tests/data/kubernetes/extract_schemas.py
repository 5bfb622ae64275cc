#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-3.0-or-later
"""Writes the JSON schemas in this folder from the Kubernetes OpenAPI definitions (see README.md).

    extract_schemas.py SWAGGER_JSON
    extract_schemas.py --dgd-v1beta1    # the v1beta1 schema alone, from kubernetes-v1.36's
    extract_schemas.py --llmisvc CRD_YAML SOURCE  # KServe's LLMInferenceService v1alpha2, from
                                                  # its CRD; SOURCE: repository, file, commit

SWAGGER_JSON: Kubernetes' OpenAPI v2 document (kubernetes-client/python's
kubernetes/swagger.json.unprocessed, KUBERNETES_BRANCH release-1.36, at commit 024658493d). Writes
kubernetes-v1.36.schema.json (the definitions Deployment, Service and PersistentVolumeClaim reach)
and dynamographdeployment-v1alpha1.schema.json (the CRD's openAPIV3Schema as read, its embedded
core/v1 PodSpec and Container taken from the same definitions). Descriptions are dropped; every
object with properties is closed (additionalProperties false), as the API server's strict field
validation (kubectl's default, --validate=strict) refuses unknown fields."""
import json
import os
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
ROOTS = [
    "io.k8s.api.apps.v1.Deployment",
    "io.k8s.api.core.v1.Service",
    "io.k8s.api.core.v1.PersistentVolumeClaim",
]
INT_OR_STRING = "io.k8s.apimachinery.pkg.util.intstr.IntOrString"
QUANTITY = "io.k8s.apimachinery.pkg.api.resource.Quantity"


def convert(schema, refs):
    """A definition or property in JSON Schema draft 7, references collected in refs."""
    out = {}
    if "$ref" in schema:
        name = schema["$ref"].split("/")[-1]
        if name in (INT_OR_STRING, QUANTITY):  # int or string on the wire, as the CRDs say
            return {"type": ["integer", "string"]}
        refs.add(name)
        return {"$ref": "#/definitions/" + name}
    for key in ("type", "enum", "required"):
        if key in schema:
            out[key] = schema[key]
    if "items" in schema:
        out["items"] = convert(schema["items"], refs)
    if "properties" in schema:
        out["properties"] = {k: convert(v, refs) for k, v in sorted(schema["properties"].items())}
        out["additionalProperties"] = False
        out.setdefault("type", "object")
    elif isinstance(schema.get("additionalProperties"), dict):
        out["additionalProperties"] = convert(schema["additionalProperties"], refs)
    return out


def closure(definitions, roots):
    done, todo = {}, list(roots)
    while todo:
        name = todo.pop()
        if name in done:
            continue
        refs = set()
        done[name] = convert(definitions[name], refs)
        todo.extend(sorted(refs - done.keys()))
    return dict(sorted(done.items()))


def quantity():
    return {"type": ["integer", "string"]}


def dgd_schema(k8s):
    """DynamoGraphDeployment v1alpha1 as read from ai-dynamo/dynamo
    deploy/cloud/operator/config/crd/bases/nvidia.com_dynamographdeployments.yaml @967e177c
    (the properties listed; README.md says which the subset leaves out)."""
    defs = dict(k8s)
    env = {"$ref": "#/definitions/io.k8s.api.core.v1.EnvVar"}
    main = dict(k8s["io.k8s.api.core.v1.Container"])
    main.pop("required", None)  # the CRD: mainContainer "required: []"
    pod = json.loads(json.dumps(k8s["io.k8s.api.core.v1.PodSpec"]))
    pod.pop("required", None)  # the CRD: extraPodSpec "required: []"
    pod["properties"]["mainContainer"] = {"$ref": "#/definitions/dgd.MainContainer"}
    defs["dgd.MainContainer"] = main
    defs["dgd.ExtraPodSpec"] = pod
    amounts = {
        "type": "object",
        "properties": {
            "cpu": {"type": "string"},
            "custom": {"type": "object", "additionalProperties": {"type": "string"}},
            "gpu": {"type": "string"},
            "gpuType": {"type": "string"},
            "memory": {"type": "string"},
        },
        "additionalProperties": False,
    }
    service = {
        "type": "object",
        "properties": {
            "annotations": {"type": "object", "additionalProperties": {"type": "string"}},
            "componentType": {"type": "string"},
            "dynamoNamespace": {"type": "string"},
            "envFromSecret": {"type": "string"},
            "envs": {"type": "array", "items": env},
            "extraPodMetadata": {
                "type": "object",
                "properties": {
                    "annotations": {"type": "object", "additionalProperties": {"type": "string"}},
                    "labels": {"type": "object", "additionalProperties": {"type": "string"}},
                },
                "additionalProperties": False,
            },
            "extraPodSpec": {"$ref": "#/definitions/dgd.ExtraPodSpec"},
            "labels": {"type": "object", "additionalProperties": {"type": "string"}},
            "replicas": {"type": "integer"},
            "resources": {
                "type": "object",
                "properties": {"limits": amounts, "requests": amounts},
                "additionalProperties": False,
            },
            "serviceName": {"type": "string"},
            "sharedMemory": {
                "type": "object",
                "properties": {"disabled": {"type": "boolean"}, "size": quantity()},
                "additionalProperties": False,
            },
            "subComponentType": {"type": "string"},
            "volumeMounts": {
                "type": "array",
                "items": {
                    "type": "object",
                    "properties": {
                        "mountPoint": {"type": "string"},
                        "name": {"type": "string"},
                        "useAsCompilationCache": {"type": "boolean"},
                    },
                    "required": ["name"],
                    "additionalProperties": False,
                },
            },
        },
        "additionalProperties": False,
    }
    return {
        "$schema": "http://json-schema.org/draft-07/schema#",
        "title": "DynamoGraphDeployment nvidia.com/v1alpha1 (subset, see README.md)",
        "type": "object",
        "properties": {
            "apiVersion": {"type": "string", "enum": ["nvidia.com/v1alpha1"]},
            "kind": {"type": "string", "enum": ["DynamoGraphDeployment"]},
            "metadata": {"$ref": "#/definitions/io.k8s.apimachinery.pkg.apis.meta.v1.ObjectMeta"},
            "spec": {
                "type": "object",
                "properties": {
                    "backendFramework": {"type": "string", "enum": ["sglang", "vllm", "trtllm"]},
                    "envs": {"type": "array", "items": env},
                    "services": {
                        "type": "object",
                        "maxProperties": 25,
                        "additionalProperties": service,
                    },
                },
                "additionalProperties": False,
            },
        },
        "required": ["apiVersion", "kind", "metadata", "spec"],
        "additionalProperties": False,
        "definitions": defs,
    }


def dgd_v1beta1_schema(k8s):
    """DynamoGraphDeployment v1beta1 (the storage version since Dynamo 1.5.0; served since 1.2.0)
    as its Go types define it: ai-dynamo/dynamo deploy/operator/api/v1beta1/
    dynamographdeployment_types.go @0fddc01b (spec.components: a list keyed by name, MaxItems 25;
    backendFramework sglang|vllm|trtllm; env) and dynamocomponentdeployment_types.go @006b6e10
    (name 1-63 characters; type frontend|worker|prefill|decode|planner|epp; replicas;
    sharedMemorySize, a quantity or "0"; podTemplate, a core/v1 PodTemplateSpec that "must include"
    a container named "main" "with a non-empty image"; runtimeVersionOverride). The subset the
    manifests use, closed as the API server's strict validation is (README.md)."""
    defs = dict(k8s)
    component = {
        "type": "object",
        "properties": {
            "name": {"type": "string", "minLength": 1, "maxLength": 63,
                     "pattern": "^[A-Za-z0-9]([-A-Za-z0-9]*[A-Za-z0-9])?$"},
            "type": {"type": "string",
                     "enum": ["frontend", "worker", "prefill", "decode", "planner", "epp"]},
            "replicas": {"type": "integer"},
            "sharedMemorySize": quantity(),
            "runtimeVersionOverride": {"type": "string"},
            "podTemplate": {
                "allOf": [
                    {"$ref": "#/definitions/io.k8s.api.core.v1.PodTemplateSpec"},
                    {"type": "object", "required": ["spec"], "properties": {"spec": {
                        "type": "object", "required": ["containers"], "properties": {
                            "containers": {"type": "array", "contains": {
                                "type": "object", "required": ["name", "image"], "properties": {
                                    "name": {"enum": ["main"]},
                                    "image": {"type": "string", "minLength": 1}}}}}}}},
                ]
            },
        },
        "required": ["name"],
        "additionalProperties": False,
    }
    return {
        "$schema": "http://json-schema.org/draft-07/schema#",
        "title": "DynamoGraphDeployment nvidia.com/v1beta1 (subset, see README.md)",
        "type": "object",
        "properties": {
            "apiVersion": {"type": "string", "enum": ["nvidia.com/v1beta1"]},
            "kind": {"type": "string", "enum": ["DynamoGraphDeployment"]},
            "metadata": {"$ref": "#/definitions/io.k8s.apimachinery.pkg.apis.meta.v1.ObjectMeta"},
            "spec": {
                "type": "object",
                "properties": {
                    "backendFramework": {"type": "string", "enum": ["sglang", "vllm", "trtllm"]},
                    "env": {"type": "array",
                            "items": {"$ref": "#/definitions/io.k8s.api.core.v1.EnvVar"}},
                    "components": {"type": "array", "maxItems": 25, "items": component},
                },
                "additionalProperties": False,
            },
        },
        "required": ["apiVersion", "kind", "metadata", "spec"],
        "additionalProperties": False,
        "definitions": defs,
    }


DGD_ROOTS = ["io.k8s.api.core.v1.PodSpec", "io.k8s.api.core.v1.PodTemplateSpec",
             "io.k8s.api.core.v1.EnvVar", "io.k8s.apimachinery.pkg.apis.meta.v1.ObjectMeta"]


def converted_closure(definitions, roots):
    """The closure of definitions already converted (kubernetes-v1.36.schema.json's)."""
    done, todo = {}, list(roots)
    while todo:
        name = todo.pop()
        if name in done:
            continue
        done[name] = definitions[name]
        text = json.dumps(definitions[name])
        todo.extend(r.split('"')[0].split("/")[-1] for r in text.split('"$ref": "')[1:])
    return dict(sorted(done.items()))


# The LLMInferenceService spec keys the subset keeps (README.md): what the manifest writes and
# the plain keys beside them; the rest (prefill, router, scaling, worker, …) is left out, so a
# manifest using one fails here, which is stricter than the CRD.
LLMISVC_SPEC_KEYS = ["annotations", "baseRefs", "kvCacheOffloading", "labels", "model",
                     "parallelism", "replicas", "template"]
CRD_KEYS = ("type", "enum", "required", "minimum", "maximum", "minLength", "maxLength",
            "minItems", "maxItems", "maxProperties", "pattern")


def crd_to_draft7(schema):
    """A CRD's structural OpenAPI v3 schema in JSON Schema draft 7: descriptions, defaults and
    formats dropped; int-or-string as ["integer", "string"]; every object that lists its
    properties closed (additionalProperties false), as strict field validation is, unless it
    preserves unknown fields."""
    if schema.get("x-kubernetes-int-or-string"):
        out = {"type": ["integer", "string"]}
        if "pattern" in schema:
            out["pattern"] = schema["pattern"]
        return out
    out = {k: schema[k] for k in CRD_KEYS if k in schema}
    if "items" in schema:
        out["items"] = crd_to_draft7(schema["items"])
    if "properties" in schema:
        out["properties"] = {k: crd_to_draft7(v) for k, v in sorted(schema["properties"].items())}
        if not schema.get("x-kubernetes-preserve-unknown-fields"):
            out["additionalProperties"] = False
    elif isinstance(schema.get("additionalProperties"), dict):
        out["additionalProperties"] = crd_to_draft7(schema["additionalProperties"])
    return out


def llmisvc_schema(crd_path, source):
    """LLMInferenceService serving.kserve.io/v1alpha2 (the newest version and the storage
    version) as KServe's CRD defines it: kserve/kserve
    config/crd/full/llmisvc/serving.kserve.io_llminferenceservices.yaml (README.md names the
    commit), the spec keys LLMISVC_SPEC_KEYS."""
    import yaml  # python3-yaml, as the test that reads this schema
    with open(crd_path, encoding="utf-8") as f:
        crd = yaml.safe_load(f)
    version = next(v for v in crd["spec"]["versions"] if v["name"] == "v1alpha2")
    assert version["served"] and version["storage"]
    root = version["schema"]["openAPIV3Schema"]
    spec = root["properties"]["spec"]
    kept = {"type": "object", "properties": {k: spec["properties"][k] for k in LLMISVC_SPEC_KEYS}}
    group = crd["spec"]["group"]
    return {
        "$schema": "http://json-schema.org/draft-07/schema#",
        "title": "LLMInferenceService " + group + "/v1alpha2 (subset, see README.md)",
        "$comment": "from " + source,
        "type": "object",
        "properties": {
            "apiVersion": {"type": "string", "enum": [group + "/v1alpha2"]},
            "kind": {"type": "string", "enum": [crd["spec"]["names"]["kind"]]},
            # The CRD says only "type: object"; the API server checks ObjectMeta itself.
            "metadata": {"type": "object", "required": ["name"]},
            "spec": crd_to_draft7(kept),
        },
        "required": ["apiVersion", "kind", "metadata", "spec"],
        "additionalProperties": False,
    }


def write(name, schema):
    with open(os.path.join(HERE, name), "w", encoding="utf-8") as f:
        json.dump(schema, f, indent=1)
        f.write("\n")


def main():
    if sys.argv[1] == "--llmisvc":
        write("llminferenceservice-v1alpha2.schema.json", llmisvc_schema(sys.argv[2], sys.argv[3]))
        return
    if sys.argv[1] == "--dgd-v1beta1":
        # Only the v1beta1 schema, from the Kubernetes definitions already in this folder.
        with open(os.path.join(HERE, "kubernetes-v1.36.schema.json"), encoding="utf-8") as f:
            k8s = json.load(f)["definitions"]
        write("dynamographdeployment-v1beta1.schema.json",
              dgd_v1beta1_schema(converted_closure(k8s, DGD_ROOTS)))
        return
    with open(sys.argv[1], encoding="utf-8") as f:
        definitions = json.load(f)["definitions"]
    k8s = closure(definitions, ROOTS)
    pod_defs = closure(definitions, ["io.k8s.api.core.v1.PodSpec", "io.k8s.api.core.v1.EnvVar",
                                     "io.k8s.apimachinery.pkg.apis.meta.v1.ObjectMeta"])
    out = {
        "$schema": "http://json-schema.org/draft-07/schema#",
        "title": "Kubernetes release-1.36 definitions reached from Deployment, Service, "
                 "PersistentVolumeClaim (see README.md)",
        "kinds": {"apps/v1 Deployment": "io.k8s.api.apps.v1.Deployment",
                  "v1 Service": "io.k8s.api.core.v1.Service",
                  "v1 PersistentVolumeClaim": "io.k8s.api.core.v1.PersistentVolumeClaim"},
        "definitions": k8s,
    }
    with open(os.path.join(HERE, "kubernetes-v1.36.schema.json"), "w", encoding="utf-8") as f:
        json.dump(out, f, indent=1, sort_keys=False)
        f.write("\n")
    with open(os.path.join(HERE, "dynamographdeployment-v1alpha1.schema.json"), "w",
              encoding="utf-8") as f:
        json.dump(dgd_schema(pod_defs), f, indent=1)
        f.write("\n")
    write("dynamographdeployment-v1beta1.schema.json",
          dgd_v1beta1_schema(closure(definitions, DGD_ROOTS)))


if __name__ == "__main__":
    main()
