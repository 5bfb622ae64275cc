// SPDX-License-Identifier: GPL-3.0-or-later
// The engine table (engine_registry.h). A row names the engine, the releases its commands were
// read from (../shared/reference/engines.md §2.3–§5 and the vendor article; an unconfirmed
// release carries a confidence note) and its builder.
#include "kvplan/engine_registry.h"

#include "engines/engine_builder.h"

namespace kvp {

namespace engine_detail {

// Each in its engines/engine_<id>.cpp: the builder and the words of its own notes.
void buildVllm(const Context& c, EngineConfig& config);
void buildSglang(const Context& c, EngineConfig& config);
void buildLmcache(const Context& c, EngineConfig& config);
void buildDynamo(const Context& c, EngineConfig& config);
std::span<const NoteTemplate> sglangNotes();
std::span<const NoteTemplate> lmcacheNotes();
std::span<const NoteTemplate> dynamoNotes();

} // namespace engine_detail

namespace {

const EngineRelease kSglang = {
    "SGLang", "0.5.22",
    "python/sglang/srt/server_args.py and docs.sglang.io hicache_best_practices (engines.md §3.3); "
    "the article quotes --hicache-ratio and --hicache-size for 0.5.22",
    "flags read from server_args.py copies in a code index, not at the 0.5.22 tag"};

const EngineRelease kLmcache = {
    "LMCache", "0.5.6",
    "lmcache/v1/multiprocess/config.py at 00cf03edc043 and lmcache/v1/distributed/config.py "
    "(engines.md §4.2); the article reads the docs with 0.5.6 current",
    "LMCache's documentation carries no version number; the unit of --l1-size-gb (GB or GiB) "
    "is not confirmed"};

const EngineRelease kDynamo = {
    "NVIDIA Dynamo", "1.5.1",
    "docs.nvidia.com/dynamo kvbm-configuration and kv-cache-aware-routing, kvbm-config 1.4.0 "
    "(engines.md §5); the article quotes DYN_KVBM_CPU_CACHE_GB for 1.5.1",
    "whether DYN_KVBM_*_GB is per worker (TP rank) or per instance is not confirmed; the code "
    "suggests per worker"};

std::vector<EngineDescriptor> makeEngines()
{
    using namespace engine_detail;
    return {
        {.kind = EngineKind::Vllm,
         .id = "vllm",
         .name = "vLLM",
         .choice = "vLLM",
         .writtenFor = {vllmRelease()},
         .ownVllm = true,
         .build = &buildVllm},
        {.kind = EngineKind::Sglang,
         .id = "sglang",
         .name = "SGLang",
         .choice = "SGLang (HiCache)",
         .writtenFor = {kSglang},
         .singleForm = "--enable-hierarchical-cache --hicache-size",
         .build = &buildSglang,
         .notes = sglangNotes()},
        {.kind = EngineKind::Lmcache,
         .id = "lmcache",
         .name = "LMCache",
         .choice = "vLLM with an LMCache server",
         .instanceName = "vLLM (with LMCache)",
         .writtenFor = {kLmcache, vllmRelease()},
         .ownVllm = true,
         .build = &buildLmcache,
         .notes = lmcacheNotes()},
        {.kind = EngineKind::Dynamo,
         .id = "dynamo",
         .name = "NVIDIA Dynamo",
         .choice = "NVIDIA Dynamo (KVBM)",
         .instanceName = "NVIDIA Dynamo vLLM worker,",
         .writtenFor = {kDynamo},
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

std::vector<EngineRelease> writtenFor(EngineKind engine)
{
    return engineDescriptor(engine).writtenFor;
}

} // namespace kvp
