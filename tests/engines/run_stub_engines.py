#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-3.0-or-later
"""CTest engine_stub_scripts: every generated start-all.sh run for real with stand-in engines.

For the worked example, the example scenarios, test scenarios and a two-node plan, for every
engine (newest release, and older releases where the commands differ): `kvplan engine-config
--output DIR` writes the scripts, then start-all.sh runs with tests/engines/bin first on PATH
(in a private network namespace when `unshare -rn` works, so no port of the machine
interferes). Each stand-in checks its arguments, JSON keys and environment against
tests/data/engines/ for the release the configuration names, and binds its ports. The run
passes when start-all.sh exits 0, every process started, none was refused, each routed instance
publishes exactly one KV-events endpoint, no port is bound twice, and no current release is given
KVBM's --connector or DYN_KVBM_ variables.

Usage: run_stub_engines.py KVPLAN SOURCE_DIR
"""
import concurrent.futures
import glob
import json
import os
import shutil
import subprocess
import sys
import tempfile
import time

KVPLAN, SOURCE = os.path.abspath(sys.argv[1]), os.path.abspath(sys.argv[2])
HERE = os.path.join(SOURCE, "tests", "engines")
DATA = os.path.join(SOURCE, "tests", "data")

SCENARIOS = [None] + sorted(glob.glob(os.path.join(SOURCE, "resources", "examples", "*.json"))) + [
    os.path.join(DATA, name) for name in (
        "two-nodes-xeon6900p.kvplan.json", "h200-tp2.kvplan.json",
        "hybrid-gpt-oss-120b.kvplan.json", "sixteen-bit.kvplan.json", "no-offload.kvplan.json")]
# Every engine whose table tests/data/engines/ holds ("engine", "product", and the programs
# without a stand-in of their own in tests/engines/bin, which get a generated one).
TABLES = {}
for path in sorted(glob.glob(os.path.join(DATA, "engines", "*.json"))):
    with open(path) as f:
        table = json.load(f)
    TABLES[table["engine"]] = table
ENGINES = [(engine, None) for engine in TABLES]
PRODUCTS = {t["product"]: engine for engine, t in TABLES.items()}
# Older releases whose commands differ, on the worked example and the two-node plan.
OLDER = [("vllm", "0.27.0"), ("vllm", "0.26.0"), ("vllm", "0.24.0"), ("vllm", "0.20.1"),
         ("dynamo", "1.5.1"), ("dynamo", "1.3.1"), ("dynamo", "1.0.2"), ("sglang", "0.5.18"),
         ("trtllm", "1.4.0rc2")]

failures = []


def fail(case, message):
    failures.append(f"{case}: {message}")
    print(f"FAIL {case}: {message}", file=sys.stderr)


def have_unshare():
    try:
        return subprocess.run(["unshare", "-rn", "true"], capture_output=True).returncode == 0
    except OSError:
        return False


UNSHARE = have_unshare()


def kvplan(args):
    return subprocess.run([KVPLAN] + args, capture_output=True, text=True)


def stand_ins(work):
    """A folder with a stand-in for every program a table declares ("programs") that
    tests/engines/bin has none for: each runs stub_engine.py with the program's name."""
    folder = os.path.join(work, "stand-ins")
    os.makedirs(folder, exist_ok=True)
    for table in TABLES.values():
        for program in table.get("programs", []):
            name = program["name"]
            if os.path.exists(os.path.join(HERE, "bin", name)):
                continue
            path = os.path.join(folder, name)
            with open(path, "w") as f:
                f.write('#!/bin/bash\nexec "$KVPLAN_STUB_PYTHON" "$KVPLAN_STUB_DIR/stub_engine.py" '
                        f'{name} "$@"\n')
            os.chmod(path, 0o755)
    return folder


def run_case(scenario, engine, release, extra_env=None, expect_fail=False, sets=()):
    case = f"{os.path.basename(scenario) if scenario else 'worked example'} --engine {engine}" + (
        f" --release {release}" if release else "") + "".join(f" --set {s}" for s in sets)
    args = ([scenario] if scenario else []) + ["--engine", engine] + (
        ["--release", release] if release else []) + [a for s in sets for a in ("--set", s)]
    work = tempfile.mkdtemp(prefix="kvplan-stub-")
    try:
        js = kvplan(["engine-config"] + args +
                    ["--format", "json", "--output", os.path.join(work, "scripts")])
        if js.returncode != 0:
            fail(case, "engine-config: " + js.stderr.strip())
            return
        config = json.loads(js.stdout)
        releases = {engine: "" for engine in TABLES}
        for r in config["written_for"]:
            releases[PRODUCTS[r["product"]]] = r["version"]
        logs = os.path.join(work, "records")
        env = dict(os.environ)
        env.update({
            "PATH": os.pathsep.join([os.path.join(HERE, "bin"), stand_ins(work),
                                     env.get("PATH", "")]),
            "KVPLAN_STUB_PYTHON": sys.executable,
            "KVPLAN_STUB_DIR": HERE,
            "KVPLAN_STUB_TABLES": os.path.join(DATA, "engines"),
            "KVPLAN_STUB_RELEASES": ",".join(f"{k}={v}" for k, v in releases.items() if v),
            "KVPLAN_STUB_LOG": logs,
            "KVPLAN_STUB_RELEASE": os.path.join(work, "release"),
            "KVPLAN_STUB_SHM_FREE": str(2 ** 50),
            "KVPLAN_LOG_DIR": os.path.join(work, "logs"),
        })
        env.update(extra_env or {})
        script = os.path.join(work, "scripts", "start-all.sh")
        command = (["unshare", "-rn", "bash", "-c",
                    'ip link set lo up 2>/dev/null || true; exec bash "$0"', script]
                   if UNSHARE else ["bash", script])
        # In the case's own folder: a script writes the files its process reads there
        # (TensorRT-LLM's options), and cases run side by side.
        process = subprocess.Popen(command, env=env, stdout=subprocess.PIPE, cwd=work,
                                   stderr=subprocess.PIPE, text=True)
        expected = len(config["commands"])
        deadline = time.monotonic() + 60
        while time.monotonic() < deadline and process.poll() is None:
            done = glob.glob(os.path.join(logs, "*.json"))
            if len(done) >= expected or any(".error." in d for d in done):
                break
            time.sleep(0.02)
        open(os.path.join(work, "release"), "w").close()
        try:
            _, err = process.communicate(timeout=60)
        except subprocess.TimeoutExpired:
            process.kill()
            _, err = process.communicate()
        if expect_fail:
            if process.returncode == 0:
                fail(case, "start-all.sh succeeded where it should stop")
            return err
        check_records(case, config, logs, process.returncode, err, expected)
    finally:
        shutil.rmtree(work, ignore_errors=True)


def check_records(case, config, logs, rc, err, expected):
    records = [json.load(open(p)) for p in sorted(glob.glob(os.path.join(logs, "*.json")))]
    errors = [r["error"] for r in records if r["error"]]
    if errors:
        fail(case, "; ".join(errors))
        return
    if rc != 0:
        fail(case, f"start-all.sh exited {rc}: {err.strip()[-400:]}")
        return
    if len(records) != expected:
        fail(case, f"{len(records)} processes started, {expected} expected")
        return
    ports = [p for r in records for p in r["ports"]]
    if len(ports) != len(set(ports)):
        fail(case, f"a port bound twice: {sorted(ports)}")
    routed = config["kv_events"]
    current = not config["written_for"][0]["product"] == "NVIDIA Dynamo" or tuple(
        int(x) for x in config["release"].split(".")) >= (1, 6, 0)
    for r in records:
        argv = r["argv"]
        declared = [p for t in TABLES.values() for p in t.get("programs", [])
                    if p["name"] == r["program"]]
        instance = any(a in ("serve", "dynamo.vllm", "sglang.launch_server") for a in
                       argv[:2]) or "--model-path" in argv or "--model" in argv or any(
                           p.get("instance") for p in declared)
        if instance and routed and argv.count("--kv-events-config") != 1:
            fail(case, f"{r['program']}: {argv.count('--kv-events-config')} KV-events endpoints")
        if current and ("--connector" in argv or any(k.startswith("DYN_KVBM") for k in
                                                     r["environment"])):
            fail(case, f"{r['program']}: KVBM settings for a current release")


def stub_catches_a_shared_port():
    """Two LMCache servers that leave --http-port at its default: the second must fail (D6)."""
    env = dict(os.environ, KVPLAN_STUB_TABLES=os.path.join(DATA, "engines"),
               KVPLAN_STUB_RELEASES="lmcache=0.4.7", KVPLAN_STUB_HOLD="3")
    stub = [sys.executable, os.path.join(HERE, "stub_engine.py"), "lmcache", "server",
            "--l1-size-gb", "1", "--eviction-policy", "LRU", "--prometheus-port"]
    prefix = ["unshare", "-rn", "bash", "-c",
              'ip link set lo up 2>/dev/null || true; "$@" 39090 --port 25555 & sleep 1; '
              '"$@" 39091 --port 25556', "sh"] if UNSHARE else None
    if prefix is None:
        print("skip stub_catches_a_shared_port: no unshare -rn", file=sys.stderr)
        return
    r = subprocess.run(prefix + stub, env=env, capture_output=True, text=True)
    if r.returncode == 0 or "cannot bind port 8080" not in r.stderr:
        fail("stub", f"two LMCache servers on HTTP 8080 were not refused: {r.stderr.strip()}")


def shm_check_stops_with_remedy():
    err = run_case(None, "vllm", None, {"KVPLAN_STUB_SHM_FREE": str(64 << 20)}, expect_fail=True)
    if err is not None and "--shm-size=" not in err:
        fail("shm", f"no remedy printed: {err.strip()}")


def main():
    if not UNSHARE:
        print("note: unshare -rn is not available; the stand-ins bind the machine's ports",
              file=sys.stderr)
    cases = [(scenario, engine, release) for scenario in SCENARIOS
             for engine, release in ENGINES]
    cases += [(scenario, engine, release)
              for scenario in (None, os.path.join(DATA, "two-nodes-xeon6900p.kvplan.json"))
              for engine, release in OLDER]
    # Each case has a network namespace of its own, so they may run side by side.
    # speculative.* as vLLM's --speculative-config, checked against its SpeculativeConfig.
    speculative = [("vllm", ('speculative.method="mtp"', "speculative.num_tokens=2")),
                   ("dynamo", ('speculative.method="suffix"',))]
    with concurrent.futures.ThreadPoolExecutor(max_workers=4 if UNSHARE else 1) as pool:
        list(pool.map(lambda case: run_case(*case), cases))
        list(pool.map(lambda spec: run_case(None, spec[0], None, sets=spec[1]), speculative))
    print(f"{len(cases) + len(speculative)} start-all.sh runs", file=sys.stderr)
    stub_catches_a_shared_port()
    shm_check_stops_with_remedy()
    print(f"{len(failures)} failure(s)", file=sys.stderr)
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
