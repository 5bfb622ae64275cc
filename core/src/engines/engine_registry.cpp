// SPDX-License-Identifier: GPL-3.0-or-later
// The engine table (engine_registry.h): one descriptor per file of core/src/engines/kinds/,
// listed by core/CMakeLists.txt in the generated engine_kinds.inc as KVP_ENGINE(<id>), each
// defined there as engine_detail::<id>Engine().
#include "kvplan/engine_registry.h"

#include "engines/engine_builder.h"

#include <algorithm>

namespace kvp {

namespace engine_detail {

#define KVP_ENGINE(id) EngineDescriptor id##Engine();
#include "engine_kinds.inc"
#undef KVP_ENGINE

} // namespace engine_detail

namespace {

std::vector<EngineDescriptor> makeEngines()
{
    using namespace engine_detail;
    std::vector<EngineDescriptor> engines = {
#define KVP_ENGINE(id) id##Engine(),
#include "engine_kinds.inc"
#undef KVP_ENGINE
    };
    std::stable_sort(engines.begin(), engines.end(),
                     [](const EngineDescriptor& a, const EngineDescriptor& b) {
                         return a.listOrder < b.listOrder;
                     });
    return engines;
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
