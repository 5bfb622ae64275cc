#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-3.0-or-later
"""The flag tables of docs/engine-configuration.md ("Every flag, per release"), rendered from
tests/data/engines/*.json — the engines' flags, JSON keys and variables as their sources define
them, which the stand-in engines check the scripts against.

    engine_flag_docs.py SOURCE_DIR            # CTest engine_flag_docs: the docs match the tables
    engine_flag_docs.py SOURCE_DIR --write    # rewrite the section between its markers
"""
import glob
import json
import os
import sys

SOURCE = sys.argv[1]
DOC = os.path.join(SOURCE, "docs", "engine-configuration.md")
BEGIN = "<!-- engine-flags:begin (tests/engines/engine_flag_docs.py --write) -->"
END = "<!-- engine-flags:end -->"


def _engines():
    """Every table in tests/data/engines/ with its product: the first four in the docs' order,
    an engine added later after them by id (a new engine's table needs no line here)."""
    order = ["vllm", "sglang", "lmcache", "dynamo"]
    tables = {}
    for path in glob.glob(os.path.join(SOURCE, "tests", "data", "engines", "*.json")):
        with open(path, encoding="utf-8") as f:
            table = json.load(f)
        tables[table["engine"]] = table.get("product", table["engine"])
    ids = [e for e in order if e in tables] + sorted(e for e in tables if e not in order)
    return [(e, tables[e]) for e in ids]


ENGINES = _engines()
# What a size covers (docs/engine-configuration.md; the sources in each row). A table's entry
# may say it itself ("size_scope"), so that a new engine's table needs no line here.
SCOPES = {
    "--kv-offloading-size": "instance (all TP ranks)",
    "cpu_bytes_to_use": "instance (all TP ranks)",
    "--kv-cache-memory-bytes": "per GPU",
    "--gpu-memory-utilization": "per GPU",
    "--mem-fraction-static": "per GPU",
    "--hicache-size": "per TP rank",
    "--l1-size-gb": "per server",
    "max_capacity_gb": "per server",
    "DYN_KVBM_CPU_CACHE_GB": "per worker (TP rank)",
    "DYN_KVBM_DISK_CACHE_GB": "per worker (TP rank)",
    "host_cache_size": "per TP rank",
    "max_gpu_total_bytes": "per GPU (TP rank)",
    "free_gpu_memory_fraction": "per GPU (of the memory free after loading)",
    "--kv_cache_free_gpu_memory_fraction": "per GPU (of the memory free after loading)",
}


def cell(text):
    return str(text).replace("|", "\\|").replace("\n", " ")


def releases(entry, known):
    since, until = entry.get("since"), entry.get("until")
    if entry.get("rejected"):
        return "rejected: " + entry["rejected"]
    if not since and not until:
        return "all"
    text = " ".join(p for p in ((f"≥ {since}" if since else ""),
                                (f"< {until}" if until else "")) if p)
    rule = entry.get("since_with")
    if rule:  # allowed beside another key's value from a later release only
        text += f"; with {rule['key']} {rule['value']}: ≥ {rule['since']}"
    return text


def choice(c):
    if not isinstance(c, dict):
        return str(c)
    bounds = [f"≥ {c['since']}" if c.get("since") else "", f"< {c['until']}" if c.get(
        "until") else ""]
    bounds = ", ".join(b for b in bounds if b)
    return f"{c['value']} ({bounds})" if bounds else str(c["value"])


def kind(entry):
    t = entry.get("type", "")
    if entry.get("choices"):
        choices = entry["choices"]
        if isinstance(choices, dict):  # per release
            choices = sorted({c for cs in choices.values() for c in cs})
        t += ": " + ", ".join(choice(c) for c in choices)
    return t


def row(name, entry, known):
    scope = entry.get("size_scope", SCOPES.get(name, ""))
    return (f"| `{cell(name)}` | {cell(kind(entry))} | {cell(entry.get('unit', ''))} | "
            f"{cell(scope)} | {cell(releases(entry, known))} | "
            f"{cell(entry.get('source', ''))} |")


def table(rows):
    head = ["| name | type | unit | scope | releases | source |",
            "| --- | --- | --- | --- | --- | --- |"]
    return "\n".join(head + rows)


def engine_section(engine, title):
    with open(os.path.join(SOURCE, "tests", "data", "engines", engine + ".json"),
              encoding="utf-8") as f:
        d = json.load(f)
    known = d["releases"]
    out = [f"#### {title} ({', '.join(known)})", ""]
    groups = []
    if "flags" in d:
        groups.append(("Flags", [row(e["name"], e, known) for e in d["flags"]]))
    for module, m in d.get("modules", {}).items():
        groups.append((f"`{module}` flags", [row(e["name"], e, known) for e in m["flags"]]))
    for name, schema in d.get("schemas", {}).items():
        rows = [row(k, e, known) for k, e in schema["keys"].items()]
        if rows:
            groups.append((f"{schema.get('format', 'JSON')} keys of `{name}` "
                           f"({cell(schema.get('source', ''))})", rows))
    env = [row(e["name"], e, known) for e in d.get("environment") or []]
    if env:
        groups.append(("Environment", env))
    for heading, rows in groups:
        out += [heading + ":", "", table(rows), ""]
    return out


def render():
    lines = [BEGIN, ""]
    for engine, title in ENGINES:
        lines += engine_section(engine, title)
    lines.append(END)
    return "\n".join(lines)


def main():
    with open(DOC, encoding="utf-8") as f:
        doc = f.read()
    if BEGIN not in doc or END not in doc:
        print(f"{DOC}: no {BEGIN} … {END} section", file=sys.stderr)
        return 1
    start, end = doc.index(BEGIN), doc.index(END) + len(END)
    wanted = doc[:start] + render() + doc[end:]
    if "--write" in sys.argv:
        with open(DOC, "w", encoding="utf-8") as f:
            f.write(wanted)
        return 0
    if wanted != doc:
        print(f"{DOC}: the flag tables differ from tests/data/engines/*.json; run "
              f"tests/engines/engine_flag_docs.py {SOURCE} --write", file=sys.stderr)
        return 1
    print("docs/engine-configuration.md's flag tables match tests/data/engines/*.json")
    return 0


if __name__ == "__main__":
    sys.exit(main())
