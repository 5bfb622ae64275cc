#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-3.0-or-later
"""A stand-in for vllm, lmcache, python3 -m sglang.launch_server / dynamo.vllm / dynamo.frontend
and numactl, for running KV Planner's generated start-all.sh without GPUs.

It checks every argument, JSON key and environment variable against the engine tables in
tests/data/engines/ (as each engine's source defines them, per release), binds every port the
process would bind (so that a port two processes share fails, as on a server), records its
argv and environment, holds the ports for a moment and exits 0. Any mismatch exits 2 with one
line naming the flag and what is wrong.

Environment: KVPLAN_STUB_TABLES (tests/data/engines), KVPLAN_STUB_RELEASES
("vllm=0.33.0,sglang=0.5.23,lmcache=0.4.7,dynamo=1.7.0"), KVPLAN_STUB_LOG (a folder for the
records), KVPLAN_STUB_RELEASE (a file whose creation ends the hold), KVPLAN_STUB_HOLD (the
longest hold in seconds, default 20).
"""
import glob
import json
import math
import os
import re
import socket
import sys
import time


class Reject(Exception):
    pass


def version(text):
    parts = [int(p) for p in re.findall(r"\d+", text)[:3]]
    return tuple(parts + [0] * (3 - len(parts)))


def available(entry, release):
    """Whether a table entry (a flag, a key, a choice) exists at `release`."""
    if not isinstance(entry, dict):
        return True
    if "since" in entry and version(release) < version(entry["since"]):
        return False
    if "until" in entry and version(release) >= version(entry["until"]):
        return False
    return True


def choices(entry, release):
    out = []
    for c in entry.get("choices", []):
        if available(c, release):
            out.append(c["value"] if isinstance(c, dict) else c)
    return out


def load_table(engine):
    with open(os.path.join(os.environ["KVPLAN_STUB_TABLES"], engine + ".json")) as f:
        return json.load(f)


def releases():
    out = {}
    for item in os.environ.get("KVPLAN_STUB_RELEASES", "").split(","):
        if "=" in item:
            k, v = item.split("=", 1)
            out[k.strip()] = v.strip()
    return out


class Check:
    def __init__(self, what):
        self.what = what
        self.ports = []

    def number(self, name, entry, text):
        kind = entry["type"]
        if kind == "int":
            if not re.fullmatch(r"-?\d+", text):
                raise Reject(f"{name}: {text!r} is not an integer")
            value = int(text)
        else:
            try:
                value = float(text)
            except ValueError:
                raise Reject(f"{name}: {text!r} is not a number")
            if not math.isfinite(value):
                raise Reject(f"{name}: {text!r} is not finite")
        if "min" in entry and value < entry["min"]:
            raise Reject(f"{name}: {value} is below {entry['min']}")
        if "max" in entry and value > entry["max"]:
            raise Reject(f"{name}: {value} is above {entry['max']}")
        if "gt" in entry and not value > entry["gt"]:
            raise Reject(f"{name}: {value} must be above {entry['gt']}")
        return value

    def value(self, name, entry, text, release, schemas):
        kind = entry["type"]
        if kind in ("int", "float"):
            value = self.number(name, entry, text)
            if entry.get("binds"):
                self.ports.append(int(value))
                if entry.get("binds_also_offset"):
                    self.ports.append(int(value) + entry["binds_also_offset"])
            return value
        if kind == "choice":
            allowed = choices(entry, release)
            if text not in allowed:
                raise Reject(f"{name}: {text!r} is not one of {allowed} in release {release}")
            return text
        if kind == "str":
            if text == "":
                raise Reject(f"{name}: empty")
            return text
        if kind == "int_list":
            if not re.fullmatch(r"\d+(,\d+)*", text):
                raise Reject(f"{name}: {text!r} is not a list of integers")
            return text
        if kind == "bool":
            if text.lower() not in ("true", "false", "1", "0"):
                raise Reject(f"{name}: {text!r} is not a boolean")
            return text
        if kind == "json":
            try:
                document = json.loads(text)
            except ValueError as e:
                raise Reject(f"{name}: not JSON ({e})")
            self.object(name, document, schemas[entry["schema"]], release, schemas)
            return document
        if kind == "yaml_file":
            return self.yaml_file(name, entry, text, release, schemas)
        raise Reject(f"{name}: the table has an unknown type {kind!r}")

    def yaml_file(self, name, entry, path, release, schemas):
        """A file of options the flag names (TensorRT-LLM's --extra_llm_api_options), read as the
        engine reads it (yaml.safe_load) from the folder the process runs in; every key is
        checked against the flag's schema, which is closed as the engine's model is."""
        try:
            import yaml  # python3-yaml (packaging/install-deps.sh)
        except ImportError:
            raise Reject(f"{name}: PyYAML is needed to check {path}")
        try:
            with open(path, encoding="utf-8") as f:
                document = yaml.safe_load(f)
        except OSError as e:
            raise Reject(f"{name}: cannot read {path}: {e.strerror}")
        except yaml.YAMLError as e:
            raise Reject(f"{name}: {path} is not YAML ({e})")
        self.object(f"{name} {path}", document, schemas[entry["schema"]], release, schemas)
        return document

    def json_value(self, path, entry, value, release, schemas):
        kind = entry["type"]
        if kind == "object":
            if not isinstance(value, dict):
                raise Reject(f"{path}: must be an object")
            if "schema" in entry:  # a nested object with keys of its own (KvCacheConfig)
                self.object(path, value, schemas[entry["schema"]], release, schemas)
            return
        if kind == "array":
            if not isinstance(value, list):
                raise Reject(f"{path}: must be an array")
            if "items" in entry:
                for i, item in enumerate(value):
                    self.object(f"{path}[{i}]", item, schemas[entry["items"]], release, schemas)
            return
        if kind == "bool":
            if not isinstance(value, bool):
                raise Reject(f"{path}: must be true or false")
            return
        if kind == "int":
            if not isinstance(value, int) or isinstance(value, bool):
                raise Reject(f"{path}: must be an integer (got {value!r})")
            self.number(path, entry, str(value))
            return
        if kind == "float":
            if not isinstance(value, (int, float)) or isinstance(value, bool):
                raise Reject(f"{path}: must be a number")
            self.number(path, entry, str(value))
            return
        if kind in ("str", "choice"):
            if not isinstance(value, str):
                raise Reject(f"{path}: must be a text")
            if kind == "choice" and value not in choices(entry, release):
                raise Reject(f"{path}: {value!r} is not one of {choices(entry, release)}")
            if "pattern" in entry and not re.search(entry["pattern"], value):
                raise Reject(f"{path}: {value!r} does not match {entry['pattern']}")
            if entry.get("binds_endpoint"):
                m = re.fullmatch(r"tcp://[^:]+:(\d+)", value)
                if not m:
                    raise Reject(f"{path}: {value!r} is not tcp://HOST:PORT")
                self.ports.append(int(m.group(1)))
            return
        raise Reject(f"{path}: the table has an unknown type {kind!r}")

    def object(self, path, document, schema, release, schemas):
        if not isinstance(document, dict):
            raise Reject(f"{path}: must be a JSON object")
        keys = schema["keys"]
        for key, value in document.items():
            entry = keys.get(key)
            if entry is None or not available(entry, release):
                raise Reject(f"{path}: unknown key {key!r} in release {release} "
                             f"(source: {schema['source']})")
            self.json_value(f"{path}.{key}", entry, value, release, schemas)
            # A key that a later release allows beside another key's value only (vLLM's
            # self_describing_kv_events with TieringOffloadingSpec from 0.27.0).
            rule = entry.get("since_with")
            if rule and document.get(rule["key"]) == rule["value"] and \
                    version(release) < version(rule["since"]):
                raise Reject(f"{path}.{key}: not with {rule['key']} {rule['value']!r} before "
                             f"{rule['since']} (release {release}; source: {schema['source']})")
        for key, entry in keys.items():
            if entry.get("required") and available(entry, release) and key not in document:
                raise Reject(f"{path}: {key!r} is required")
        for key, entry in keys.items():
            by = entry.get("schema_by")
            if by and key in document:
                selector = document.get(by)
                if selector not in schemas:
                    raise Reject(f"{path}.{key}: no table for {by} {selector!r}")
                self.object(f"{path}.{key}", document[key], schemas[selector], release, schemas)


def parse_flags(check, args, flags, release, schemas):
    """argparse's long options: --flag VALUE or --flag=VALUE; bool flags take none."""
    seen = {}
    i = 0
    while i < len(args):
        word = args[i]
        if not word.startswith("--"):
            raise Reject(f"unexpected argument {word!r}")
        name, eq, inline = word.partition("=")
        entry = flags.get(name)
        if entry is None or not available(entry, release):
            raise Reject(f"unknown flag {name} in release {release}")
        if "rejected" in entry:
            raise Reject(f"{name}: {entry['rejected']}")
        if name in seen:
            raise Reject(f"{name} given twice")
        if entry["type"] == "bool_flag":
            if eq:
                raise Reject(f"{name} takes no value")
            seen[name] = True
            i += 1
            continue
        if eq:
            text = inline
            i += 1
        else:
            if i + 1 >= len(args):
                raise Reject(f"{name} needs a value")
            text = args[i + 1]
            i += 2
        seen[name] = check.value(name, entry, text, release, schemas)
    for name, entry in flags.items():
        partner = entry.get("required_with")
        if partner and (name in seen) != (partner in seen):
            raise Reject(f"{name} and {partner} must be given together")
        if entry.get("required") and name not in seen:
            raise Reject(f"{name} is required")
        if entry.get("binds_by_default") and name not in seen and available(entry, release):
            check.ports.append(int(entry["default"]))
    return seen


def check_environment(check, tables_and_releases):
    known = {}
    prefixes = []
    for table, release in tables_and_releases:
        prefixes += table.get("env_prefixes", [])
        for entry in table.get("environment", []):
            if available(entry, release):
                known[entry["name"]] = (entry, release)
    for name, text in sorted(os.environ.items()):
        if name in known:
            entry, release = known[name]
            check.value(name, entry, text, release, {})
        elif any(name.startswith(p) for p in prefixes):
            raise Reject(f"environment variable {name} is unknown to this release")


def running_in(program, rel):
    """The tables of the engines that run inside `program`'s processes ("runs_in": LMCache's
    LMCacheConnectorV1 in vLLM's) and that the configuration is written for: their variables
    belong to the process's environment."""
    out = []
    for path in sorted(glob.glob(os.path.join(os.environ["KVPLAN_STUB_TABLES"], "*.json"))):
        with open(path) as f:
            table = json.load(f)
        if table.get("runs_in") == program and rel.get(table["engine"]):
            out.append((table, rel[table["engine"]]))
    return out


def flag_map(entries):
    return {e["name"]: e for e in entries}


def run_engine(program, args):
    rel = releases()
    check = Check(program)
    if program == "vllm":
        table = load_table("vllm")
        release = rel["vllm"]
        if not args or args[0] != "serve" or len(args) < 2 or args[1].startswith("--"):
            raise Reject("usage: vllm serve MODEL [flags]")
        parse_flags(check, args[2:], flag_map(table["flags"]), release, table["schemas"])
        check_environment(check, [(table, release)] + running_in("vllm", rel))
    elif program == "lmcache":
        table = load_table("lmcache")
        release = rel["lmcache"]
        if not args or args[0] != "server":
            raise Reject("usage: lmcache server [flags]")
        parse_flags(check, args[1:], flag_map(table["flags"]), release, table["schemas"])
        check_environment(check, [(table, release)])
    elif program == "sglang.launch_server":
        table = load_table("sglang")
        release = rel["sglang"]
        parse_flags(check, args, flag_map(table["flags"]), release, table["schemas"])
        check_environment(check, [(table, release)])
    elif program in ("dynamo.vllm", "dynamo.frontend"):
        table = load_table("dynamo")
        release = rel["dynamo"]
        if release not in table["releases"]:
            raise Reject(f"Dynamo {release} is not in dynamo.json")
        pin = table["vllm_pins"][release]
        vtable = load_table("vllm")
        module = table["modules"][program]
        flags = flag_map(module["flags"])
        if module.get("vllm_engine_flags"):
            for e in vtable["flags"]:
                if e.get("scope") == "engine":
                    flags.setdefault(e["name"], dict(e, since=e.get("since", "0"), pinned=pin))
        # Dynamo's own flags follow its release, the vLLM flags the vLLM it pins.
        own = {k: v for k, v in flags.items() if "pinned" not in v}
        engine = {k: v for k, v in flags.items() if "pinned" in v}
        own_args, engine_args = split_args(args, own, engine)
        parse_flags(check, own_args, own, release, {})
        parse_flags(check, engine_args, engine, pin, vtable["schemas"])
        if program == "dynamo.vllm" and "--model" not in args:
            raise Reject("--model is required")
        check_environment(check, [(table, release), (vtable, pin)])
    else:
        generic_engine(check, program, args, rel)
    return check


def generic_engine(check, program, args, rel):
    """A program a table declares under "programs": its first `positionals` arguments, then
    flags from the table's "flags", checked for the release KVPLAN_STUB_RELEASES names."""
    for path in sorted(glob.glob(os.path.join(os.environ["KVPLAN_STUB_TABLES"], "*.json"))):
        with open(path) as f:
            table = json.load(f)
        for entry in table.get("programs", []):
            if entry["name"] != program:
                continue
            release = rel.get(table["engine"], "")
            if release not in table["releases"]:
                raise Reject(f"{table['product']} {release} is not in {table['engine']}.json")
            count = entry.get("positionals", 0)
            if len(args) < count or any(a.startswith("--") for a in args[:count]):
                raise Reject("usage: " + entry.get("usage", program))
            parse_flags(check, args[count:], flag_map(table["flags"]), release,
                        table.get("schemas", {}))
            check_environment(check, [(table, release)])
            return
    raise Reject(f"no stand-in for {program}")


def split_args(args, own, engine):
    mine, theirs, i = [], [], 0
    while i < len(args):
        name = args[i].partition("=")[0]
        entry = own.get(name) or engine.get(name)
        target = mine if name in own else theirs
        width = 1 if (entry and entry["type"] == "bool_flag") or "=" in args[i] else 2
        target += args[i:i + width]
        i += width
    return mine, theirs


def bind_all(ports):
    sockets = []
    for port in ports:
        s = socket.socket(socket.AF_INET, socket.SOCK_STREAM)
        try:
            s.bind(("0.0.0.0", port))
            s.listen(16)
        except OSError as e:
            raise Reject(f"cannot bind port {port}: {e.strerror} (another process holds it)")
        sockets.append(s)
    return sockets


def record(program, args, check, error=None):
    folder = os.environ.get("KVPLAN_STUB_LOG")
    if not folder:
        return
    os.makedirs(folder, exist_ok=True)
    name = f"{program}.{os.getpid()}.{'error' if error else 'ok'}.json"
    # Written under another name and renamed: the test polls for *.json and may read a record
    # the moment it appears, so it must never see one half written.
    path = os.path.join(folder, name)
    with open(path + ".part", "w") as f:
        json.dump({"program": program, "argv": args, "ports": check.ports if check else [],
                   "error": error, "environment": dict(os.environ)}, f, indent=1)
    os.replace(path + ".part", path)


def numactl(args):
    i = 0
    while i < len(args) and args[i].startswith("-"):
        word = args[i]
        if word == "--":
            i += 1
            break
        if not re.fullmatch(r"--(cpunodebind|membind|interleave|preferred)=\d+(,\d+)*", word):
            raise Reject(f"numactl: unknown or malformed option {word!r}")
        i += 1
    if i >= len(args):
        raise Reject("numactl: no program")
    os.execvp(args[i], args[i:])


def main(argv):
    program, args = argv[1], argv[2:]
    check = None
    try:
        if program == "numactl":
            numactl(args)
        if program == "python3":
            if len(args) < 2 or args[0] != "-m":
                raise Reject("python3 stand-in: only -m MODULE")
            program, args = args[1], args[2:]
        check = run_engine(program, args)
        held = bind_all(check.ports)
    except Reject as e:
        print(f"stub {program}: {e}", file=sys.stderr)
        record(program, args, check, str(e))
        return 2
    record(program, args, check)
    print(f"stub {program}: ok, ports {check.ports}", file=sys.stderr)
    # Hold the ports until the test has seen every process start (KVPLAN_STUB_RELEASE names
    # a file it creates then), or for KVPLAN_STUB_HOLD seconds.
    deadline = time.monotonic() + float(os.environ.get("KVPLAN_STUB_HOLD", "20"))
    release = os.environ.get("KVPLAN_STUB_RELEASE")
    while time.monotonic() < deadline and not (release and os.path.exists(release)):
        time.sleep(0.02)
    del held
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
