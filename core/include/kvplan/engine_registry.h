// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// The engines kvplan writes launch commands for, declared once: what each is called, the
// releases its commands are written for, how it is built and what sets it apart. The scenario
// format, engineConfig(), the CLI's --engine, the GUI's picker and tabs, the fuzz targets and
// the tests all read this table, so an engine is added by its row (and its builder), not by
// editing each of them.

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
    std::vector<EngineRelease> writtenFor{}; // what the commands are written for, engine first
    // The one way the engine is told its tiers when it lacks vLLM's short and full forms
    // ("--enable-hierarchical-cache --hicache-size"); empty when it has both.
    std::string_view singleForm{};
    // The commands start a vLLM of one's own, so engine.vllm_version applies (Dynamo ships the
    // vLLM its workers run).
    bool ownVllm = false;
    // A frontend of the engine's own routes requests between the instances (no KV router to add).
    bool routesInstances = false;
    // Fills config.commands and notes; defined in engines/engine_<id>.cpp.
    void (*build)(const engine_detail::Context&, EngineConfig&) = nullptr;
    // The words for the codes only this engine's builder emits, kept beside it.
    std::span<const DiagnosticWords> notes{};

    bool hasForms() const { return singleForm.empty(); }
};

// Every engine, in the order the GUI and the help list them.
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
