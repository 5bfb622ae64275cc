// SPDX-License-Identifier: GPL-3.0-or-later
#include "controller/controller.h"

#include "forms/form_section.h"
#include "forms/sections.h"
#include "kvplan/engine_registry.h"
#include "ui_words.h"

#include <QCoreApplication>

namespace kvp::ui {

namespace {

// The registry's engines, as the picker offers them.
std::vector<std::pair<QString, int>> engineChoices()
{
    std::vector<std::pair<QString, int>> choices;
    for (const EngineDescriptor& e : allEngines())
        choices.emplace_back(tr(e.choice.data()), int(e.kind));
    return choices;
}

QString modelPathOf(const Scenario& s)
{
    return QString::fromStdString(s.engine.modelPath.value_or(s.model.name));
}

} // namespace

FormSection* makeEngineSection(Controller* controller)
{
    auto* section = new FormSection(tr("Engine launch"), controller);
    section->setDetailsTitle(tr("Launch details"));
    section->addChoice(
        {QStringLiteral("engine.name"), tr("Engine"),
         tr("The engine the plan is served with; the engine configuration shows "
            "its launch commands first. It changes no figure of the plan.")},
        engineChoices(), [](const Scenario& s) { return int(s.engine.name); },
        [](Scenario& s, int v) {
            // A release names a release of one engine: another engine starts at its newest.
            if (s.engine.name != EngineKind(v))
                s.engine.release.reset();
            s.engine.name = EngineKind(v);
        });
    section->addOptionalText(
        {QStringLiteral("engine.release"), tr("Release"),
         tr("The release of the engine the commands are written for (for NVIDIA Dynamo also "
            "the vLLM it pins). Unchecked: the newest.")},
        tr("Set"), [](const Scenario& s) { return s.engine.release; },
        [](Scenario& s, std::optional<std::string> v) { s.engine.release = std::move(v); },
        [](const Scenario& s) { return QString::fromUtf8(newestRelease(s.engine.name).version); });
    section->addOptionalText(
        {QStringLiteral("engine.vllm_version"), tr("vLLM release"),
         tr("The vLLM release that will run beside an LMCache server (for vLLM itself, "
            "the older spelling of Release). Unchecked: the newest; an older one gets a warning "
            "for each flag it lacks.")},
        tr("Set"), [](const Scenario& s) { return s.engine.vllmVersion; },
        [](Scenario& s, std::optional<std::string> v) { s.engine.vllmVersion = std::move(v); },
        [](const Scenario&) { return QString::fromStdString(toString(vllmWrittenFor())); });
    section->addOptionalText(
        {QStringLiteral("engine.model_path"), tr("Model path"),
         tr("What the engine loads: a repository or a folder. Unchecked: the model name.")},
        tr("Set"), [](const Scenario& s) { return s.engine.modelPath; },
        [](Scenario& s, std::optional<std::string> v) { s.engine.modelPath = std::move(v); },
        [](const Scenario& s) { return QString::fromStdString(s.model.name); });
    section->addOptionalText(
        {QStringLiteral("engine.served_model_name"), tr("Served name"),
         tr("The model name clients ask for. Unchecked: the engine's default, the model path.")},
        tr("Set"), [](const Scenario& s) { return s.engine.servedModelName; },
        [](Scenario& s, std::optional<std::string> v) { s.engine.servedModelName = std::move(v); },
        modelPathOf);
    section->addText(
        {QStringLiteral("engine.host"), tr("Listen address"),
         tr("The address the servers listen on.")},
        [](const Scenario& s) { return s.engine.host; },
        [](Scenario& s, std::string v) { s.engine.host = std::move(v); });
    section->addCount(
        {QStringLiteral("engine.port_base"), tr("First port"),
         tr("Instance i listens on this port + i (the Dynamo frontend on this "
            "port); every instance's port must stay below 65,536.")},
        [](const Scenario& s) { return s.engine.portBase; },
        [](Scenario& s, std::uint64_t v) { s.engine.portBase = v; }, {}, tr("port "));
    section->addCount(
        {QStringLiteral("engine.lmcache_port_base"), tr("First LMCache port"),
         tr("The LMCache server of NUMA node n listens on this port + n.")},
        [](const Scenario& s) { return s.engine.lmcachePortBase; },
        [](Scenario& s, std::uint64_t v) { s.engine.lmcachePortBase = v; }, {}, tr("port "));
    section->addCount(
        {QStringLiteral("engine.sglang_page_size"), tr("SGLang page size"),
         tr("SGLang's --page-size with HiCache (64 is its best practice).")},
        [](const Scenario& s) { return s.engine.sglangPageSize; },
        [](Scenario& s, std::uint64_t v) { s.engine.sglangPageSize = v; });
    section->addChoice(
        {QStringLiteral("engine.kv_router"), tr("KV events for"),
         tr("Who reads the instances' KV events: NVIDIA Dynamo's workers or a router of your "
            "own, or llm-d's precise-prefix-cache scorer in Kubernetes (its topic, port 5556 "
            "and hash seed 42 in the manifests).")},
        {{tr("NVIDIA Dynamo or your own router"), int(KvRouter::Own)},
         {tr("llm-d (Kubernetes)"), int(KvRouter::LlmD)}},
        [](const Scenario& s) { return int(s.engine.kvRouter.value_or(KvRouter::Own)); },
        [](Scenario& s, int v) {
            // The default stays out of the file.
            if (KvRouter(v) == KvRouter::Own)
                s.engine.kvRouter.reset();
            else
                s.engine.kvRouter = KvRouter(v);
        });
    section->addToggle(
        {QStringLiteral("engine.numa_bind"), tr("Bind to the cards' NUMA node"),
         tr("Prefix each process with numactl --cpunodebind/--membind for the "
            "NUMA node of its cards, so its pinned buffer sits next to them.")},
        [](const Scenario& s) { return s.engine.numaBind; },
        [](Scenario& s, bool v) { s.engine.numaBind = v; });
    return section;
}

} // namespace kvp::ui
