// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// The engines kvplan writes launch commands for, each declared once, in its own file
// core/src/engines/kinds/<id>.cpp: what it is called, the releases its commands are written for,
// how it is built and what sets it apart. CMake finds the files in that folder (the generated
// engine_kinds.inc), so adding an engine edits no list. The scenario format, engineConfig(), the
// release table, the CLI's --engine, the GUI's picker and tabs, the fuzz targets and the tests
// all read allEngines().

#include "kvplan/cpu_tier_storage.h"
#include "kvplan/diagnostics.h"
#include "kvplan/engine_releases.h"
#include "kvplan/scenario.h"

#include <optional>
#include <span>
#include <string>
#include <string_view>
#include <vector>

namespace kvp {

struct EngineConfig;
namespace engine_detail {
struct Context;
}

struct EngineDescriptor {
    EngineKind kind = EngineKind::Vllm;
    std::string_view id{};     // "sglang": engine.name in scenario files, kvplan --engine
    std::string_view name{};   // "SGLang": the GUI's tab, the quote, the notes
    std::string_view choice{}; // "SGLang (HiCache)": the GUI's engine picker
    // How a script's header names an instance process ("vLLM (with LMCache)"); empty: `name`.
    std::string_view instanceName{};
    int listOrder = 0; // where the GUI, the help and the quote list it: ascending
    // Its rows of the release table, newest first; the first is the default (engine.release).
    std::span<const EngineReleaseRow> releases{};
    // The one way the engine is told its tiers when it lacks vLLM's short and full forms
    // ("--enable-hierarchical-cache --hicache-size"); empty when it has both.
    std::string_view singleForm{};
    // The commands start a vLLM of one's own, so engine.vllm_version applies (Dynamo ships the
    // vLLM its workers run).
    bool ownVllm = false;
    // Each release pins the vLLM its workers run (EngineReleaseRow::vllm): Dynamo.
    bool pinsVllm = false;
    // A frontend of the engine's own routes requests between the instances (no KV router to add).
    bool routesInstances = false;
    // The share of the CPU tier that keeps conversations (an LMCache server's eviction keeps
    // L1 at most trigger − ratio full; usableCpuTierBytes()).
    double usableTierShare = 1.0;
    // How its CPU tier is stored and counted (cpu_tier_rule.cpp lays it out by this).
    CpuTierStorage tierStorage = CpuTierStorage::PerRank;
    // Fills config.commands and notes; defined in engines/kinds/<id>.cpp.
    void (*build)(const engine_detail::Context&, EngineConfig&) = nullptr;
    // The words for the codes only this engine's builder emits, kept beside it.
    std::span<const DiagnosticWords> notes{};

    bool hasForms() const { return singleForm.empty(); }
    // Its commands start vLLM processes (their own or the pinned one).
    bool runsVllm() const { return ownVllm || pinsVllm; }
};

// Every engine, by listOrder: the order the GUI and the help list them.
const std::vector<EngineDescriptor>& allEngines();
// Their kinds, in the same order (for loops and pickers over every engine).
std::vector<EngineKind> allEngineKinds();
const EngineDescriptor& engineDescriptor(EngineKind engine);
// The engine whose id is `id`, or nullptr.
const EngineDescriptor* findEngine(std::string_view id);

// The ids in table order, each between `quote`s, joined by `separator` and `last` before the
// final one: ("", ", ", " or ") → "vllm, sglang, lmcache or dynamo".
std::string engineIdList(std::string_view quote, std::string_view separator, std::string_view last);

} // namespace kvp
