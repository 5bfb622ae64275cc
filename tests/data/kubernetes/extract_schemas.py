#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-3.0-or-later
"""Writes the JSON schemas in this folder from the Kubernetes OpenAPI definitions (see README.md).

    extract_schemas.py SWAGGER_JSON

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


def main():
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


if __name__ == "__main__":
    main()
