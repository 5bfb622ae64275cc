// SPDX-License-Identifier: GPL-3.0-or-later
// The engine table (engine_registry.h). A row names the engine, the newest releases its
// commands are written for (the release table, engine_releases.cpp) and its builder.
#include "kvplan/engine_registry.h"

#include "engines/engine_builder.h"

namespace kvp {

namespace engine_detail {

// Each in its engines/engine_<id>.cpp: the builder and the words of its own notes.
void buildVllm(const Context& c, EngineConfig& config);
void buildSglang(const Context& c, EngineConfig& config);
void buildLmcache(const Context& c, EngineConfig& config);
void buildDynamo(const Context& c, EngineConfig& config);
std::span<const DiagnosticWords> sglangNotes();
std::span<const DiagnosticWords> lmcacheNotes();
std::span<const DiagnosticWords> dynamoNotes();

} // namespace engine_detail

namespace {

std::vector<EngineDescriptor> makeEngines()
{
    using namespace engine_detail;
    return {
        {.kind = EngineKind::Vllm,
         .id = "vllm",
         .name = "vLLM",
         .choice = "vLLM",
         .writtenFor = writtenFor(EngineKind::Vllm),
         .ownVllm = true,
         .build = &buildVllm},
        {.kind = EngineKind::Sglang,
         .id = "sglang",
         .name = "SGLang",
         .choice = "SGLang (HiCache)",
         .writtenFor = writtenFor(EngineKind::Sglang),
         .singleForm = "--enable-hierarchical-cache --hicache-size",
         .build = &buildSglang,
         .notes = sglangNotes()},
        {.kind = EngineKind::Lmcache,
         .id = "lmcache",
         .name = "LMCache",
         .choice = "vLLM with an LMCache server",
         .instanceName = "vLLM (with LMCache)",
         .writtenFor = writtenFor(EngineKind::Lmcache),
         .ownVllm = true,
         .build = &buildLmcache,
         .notes = lmcacheNotes()},
        {.kind = EngineKind::Dynamo,
         .id = "dynamo",
         .name = "NVIDIA Dynamo",
         .choice = "NVIDIA Dynamo (native offloading)",
         .instanceName = "NVIDIA Dynamo vLLM worker,",
         .writtenFor = writtenFor(EngineKind::Dynamo),
         .routesInstances = true,
         .build = &buildDynamo,
         .notes = dynamoNotes()},
    };
}

} // namespace

const std::vector<EngineDescriptor>& allEngines()
{
    static const std::vector<EngineDescriptor> engines = makeEngines();
    return engines;
}

std::vector<EngineKind> allEngineKinds()
{
    std::vector<EngineKind> kinds;
    for (const EngineDescriptor& d : allEngines())
        kinds.push_back(d.kind);
    return kinds;
}

const EngineDescriptor& engineDescriptor(EngineKind engine)
{
    for (const EngineDescriptor& d : allEngines())
        if (d.kind == engine)
            return d;
    return allEngines().front();
}

const EngineDescriptor* findEngine(std::string_view id)
{
    for (const EngineDescriptor& d : allEngines())
        if (d.id == id)
            return &d;
    return nullptr;
}

std::string engineIdList(std::string_view quote, std::string_view separator, std::string_view last)
{
    const std::vector<EngineDescriptor>& engines = allEngines();
    std::string text;
    for (std::size_t i = 0; i < engines.size(); ++i) {
        if (i > 0)
            text += i + 1 == engines.size() ? last : separator;
        text.append(quote).append(engines[i].id).append(quote);
    }
    return text;
}

// The scenario file's spelling of engine.name (scenario.h) is the engine's id.
std::string toString(EngineKind engine)
{
    return std::string(engineDescriptor(engine).id);
}

std::optional<EngineKind> engineKindFromString(const std::string& text)
{
    if (const EngineDescriptor* d = findEngine(text))
        return d->kind;
    return std::nullopt;
}

} // namespace kvp
