// SPDX-License-Identifier: GPL-3.0-or-later
#include "controller/controller.h"

#include "forms/catalog_picker.h"
#include "forms/filled_field.h"
#include "forms/form_section.h"
#include "forms/sections.h"
#include "ui_words.h"

#include <QCoreApplication>
#include <QDoubleSpinBox>
#include <cmath>

namespace kvp::ui {

namespace {

// Speculative decoding (docs/sizing-rules.md §2): the draft's layers take KV in the pool.
void addSpeculativeRows(FormSection* section)
{
    section->addChoice(
        {QStringLiteral("speculative.method"), tr("Speculative decoding"),
         tr("vLLM --speculative-config method. EAGLE and MTP drafts add attention layers to the "
            "KV pool and the CPU tier; each speculative token adds a state page per request to "
            "linear-attention / Mamba layers.")},
        {{tr("none"), -1},
         {tr("EAGLE"), int(SpeculativeMethod::Eagle)},
         {tr("EAGLE-3"), int(SpeculativeMethod::Eagle3)},
         {tr("MTP (the checkpoint's layers)"), int(SpeculativeMethod::Mtp)},
         {tr("n-gram"), int(SpeculativeMethod::Ngram)},
         {tr("draft model"), int(SpeculativeMethod::DraftModel)},
         {tr("Medusa"), int(SpeculativeMethod::Medusa)},
         {tr("suffix"), int(SpeculativeMethod::Suffix)}},
        [](const Scenario& s) {
            const auto m = s.speculative.method;
            return m && *m != SpeculativeMethod::None ? int(*m) : -1;
        },
        [](Scenario& s, int v) {
            s.speculative.method =
                v < 0 ? std::nullopt : std::optional<SpeculativeMethod>(SpeculativeMethod(v));
        });
    section->addOptionalReal(
        {QStringLiteral("speculative.num_tokens"), tr("Speculative tokens"),
         tr("num_speculative_tokens. Unchecked: MTP proposes one per MTP layer, other methods 1.")},
        tr("Set"), 0, 1.0,
        [](const Scenario& s) -> std::optional<double> {
            return s.speculative.numTokens ? std::optional<double>(double(*s.speculative.numTokens))
                                           : std::nullopt;
        },
        [](Scenario& s, std::optional<double> v) {
            s.speculative.numTokens =
                v ? std::optional<std::uint64_t>(std::uint64_t(std::llround(*v))) : std::nullopt;
        },
        [](const Scenario& s, const SizingResult&) {
            return double(effectiveSpeculativeTokens(s));
        });
    section->addOptionalReal(
        {QStringLiteral("speculative.draft_layers"), tr("Draft layers"),
         tr("Attention layers the draft adds to the KV pool. Unchecked: EAGLE 1, MTP the "
            "checkpoint's MTP layers, others none.")},
        tr("Set"), 0, 1.0,
        [](const Scenario& s) -> std::optional<double> {
            return s.speculative.draftLayers
                       ? std::optional<double>(double(*s.speculative.draftLayers))
                       : std::nullopt;
        },
        [](Scenario& s, std::optional<double> v) {
            s.speculative.draftLayers =
                v ? std::optional<std::uint64_t>(std::uint64_t(std::llround(*v))) : std::nullopt;
        },
        [](const Scenario& s, const SizingResult&) { return double(effectiveDraftLayers(s)); });
}

// How the engine serves the model on the cards.
void addServingFields(FormSection* section)
{
    section->addCount(
        {QStringLiteral("serving.tensor_parallel"), tr("Tensor parallelism"),
         tr("GPUs per engine instance. TP 1 on four cards runs four copies of the "
            "model; it must divide the GPUs per node and divide (or be a multiple "
            "of) the KV heads.")},
        [](const Scenario& s) { return s.serving.tensorParallel; },
        [](Scenario& s, std::uint64_t v) { s.serving.tensorParallel = v; }, {}, tr("TP "));
    section->addRealWithSlider(
        {QStringLiteral("serving.gpu_memory_utilization"), tr("Memory utilization"),
         tr("Share of the reported memory the engine takes (vLLM --gpu-memory-utilization). The "
            "article's rule uses 0.9; vLLM's own default is now 0.92.")},
        2, 0.01, [](const Scenario& s) { return s.serving.gpuMemoryUtilization; },
        [](Scenario& s, double v) { s.serving.gpuMemoryUtilization = v; });
    section->addReal(
        {QStringLiteral("serving.overhead_gib"), tr("Overhead per card"),
         tr("CUDA graphs and activations the engine keeps beside weights and KV "
            "cache.")},
        2, 0.5, [](const Scenario& s) { return s.serving.overheadGiB; },
        [](Scenario& s, double v) { s.serving.overheadGiB = v; });
    QDoubleSpinBox* budget = section->addOptionalReal(
        {QStringLiteral("serving.kv_cache_memory_gib"), tr("KV budget per GPU"),
         tr("Give the KV-cache budget per GPU directly (vLLM --kv-cache-memory) instead of the "
            "rule utilization × reported − overhead − weights. Unchecked, the box shows what the "
            "rule computes.")},
        tr("Set"), 2, 0.5, [](const Scenario& s) { return s.serving.kvCacheMemoryGiB; },
        [](Scenario& s, std::optional<double> v) { s.serving.kvCacheMemoryGiB = v; },
        [](const Scenario&, const SizingResult& r) { return r.gpu.kvCacheBytesPerCard.inGiB(); });
    Q_UNUSED(budget);
    section->addChoice(
        {QStringLiteral("serving.capacity_model"), tr("Capacity model"),
         tr("How the engine turns the budget into tokens. Current vLLM's hybrid KV cache "
            "manager caps sliding-window layers at their window; vLLM ≤ 0.11 padded layer groups "
            "to equal size; with the hybrid manager off (--disable-hybrid-kv-cache-manager, or "
            "turned off by a KV connector) sliding-window layers are charged for every token. "
            "The three differ only for sliding-window and hybrid models.")},
        {{tr("vLLM (hybrid KV cache manager)"), int(CapacityModel::Vllm)},
         {tr("vLLM ≤ 0.11 (legacy layer groups)"), int(CapacityModel::VllmLegacy)},
         {tr("vLLM, hybrid manager off"), int(CapacityModel::VllmNoHybrid)}},
        [](const Scenario& s) { return int(s.serving.capacityModel); },
        [](Scenario& s, int v) { s.serving.capacityModel = CapacityModel(v); });
    section->addOptionalReal(
        {QStringLiteral("serving.max_num_batched_tokens"), tr("Max batched tokens"),
         tr("vLLM's --max-num-batched-tokens: a sliding-window layer holds window − 1 + this many "
            "tokens per request (two steps' worth with async scheduling). Unchecked: vLLM's "
            "default, 8,192 on GPUs of 70 GiB or more, 2,048 on smaller GPUs and on A100; 8,192 "
            "for SGLang and TensorRT-LLM.")},
        tr("Set"), 0, 1024.0,
        [](const Scenario& s) -> std::optional<double> {
            if (!s.serving.maxNumBatchedTokens)
                return std::nullopt;
            return double(*s.serving.maxNumBatchedTokens);
        },
        [](Scenario& s, std::optional<double> v) {
            s.serving.maxNumBatchedTokens =
                v ? std::optional<std::uint64_t>(std::uint64_t(std::llround(*v))) : std::nullopt;
        },
        [](const Scenario& s, const SizingResult&) {
            return double(effectiveMaxNumBatchedTokens(s));
        });
    section->addChoice(
        {QStringLiteral("serving.mamba_cache_mode"), tr("Mamba cache mode"),
         tr("vLLM's mamba_cache_mode: state pages per request of a linear-attention or Mamba "
            "layer — one (none), two (align, the default with prefix caching) or one per block "
            "(all). Only hybrid models with such layers use it.")},
        {{tr("align (vLLM's default)"), -1},
         {tr("none (one page)"), int(MambaCacheMode::None)},
         {tr("all (a page per block)"), int(MambaCacheMode::All)}},
        [](const Scenario& s) {
            const auto mode = s.serving.mambaCacheMode;
            return mode && *mode != MambaCacheMode::Align ? int(*mode) : -1;
        },
        [](Scenario& s, int v) {
            s.serving.mambaCacheMode =
                v < 0 ? std::nullopt : std::optional<MambaCacheMode>(MambaCacheMode(v));
        });
    addSpeculativeRows(section);
    section->addCount(
        {QStringLiteral("serving.block_size_tokens"), tr("KV block size"),
         tr("Tokens per engine KV block (vLLM --block-size). Blocks are the unit of "
            "allocation and of transfers to and from the CPU tier.")},
        [](const Scenario& s) { return s.serving.blockSizeTokens; },
        [](Scenario& s, std::uint64_t v) { s.serving.blockSizeTokens = v; }, {16, 32, 64});
}

} // namespace

FormSection* makeGpuSection(Controller* controller, CatalogPicker* gpuPicker)
{
    auto* section = new FormSection(tr("GPUs and serving"), controller);
    section->addPicker(tr("GPU"),
                       tr("Choose a GPU from the catalog, or keep Custom and enter its figures "
                          "below."),
                       gpuPicker);
    section->addText(
        {QStringLiteral("gpu.name"), tr("GPU name"), tr("The card's model name.")},
        [](const Scenario& s) { return s.gpu.name; },
        [](Scenario& s, std::string v) { setFilled(s.gpu.catalogId, s.gpu.name, v); });
    section->addReal(
        {QStringLiteral("gpu.memory_reported_gib"), tr("Reported memory"),
         tr("Memory per card as the driver reports it to CUDA (nvidia-smi total "
            "minus reserved), not the marketed figure: RTX PRO 6000 Server Edition "
            "95.6 GiB, H200 139.80 GiB.")},
        2, 1.0, [](const Scenario& s) { return s.gpu.memoryReportedGiB; },
        [](Scenario& s, double v) { setFilled(s.gpu.catalogId, s.gpu.memoryReportedGiB, v); });
    section->addReal(
        {QStringLiteral("gpu.memory_marketed_gb"), tr("Marketed memory"),
         tr("Memory per card as the datasheet sells it; a server's system memory is "
            "sized from this figure.")},
        1, 1.0, [](const Scenario& s) { return s.gpu.memoryMarketedGB; },
        [](Scenario& s, double v) { setFilled(s.gpu.catalogId, s.gpu.memoryMarketedGB, v); });
    section->addCount(
        {QStringLiteral("gpu.count"), tr("GPUs per node"), tr("Cards in one server.")},
        [](const Scenario& s) { return s.gpu.count; },
        [](Scenario& s, std::uint64_t v) { s.gpu.count = v; }, {1, 2, 4, 8});
    section->addChoice(
        {QStringLiteral("gpu.pcie_gen"), tr("PCIe generation"),
         tr("Generation of each card's host link; x16 carries 32 GB/s (Gen4), "
            "64 GB/s (Gen5) or 128 GB/s (Gen6) per direction.")},
        {{tr("PCIe Gen3"), 3},
         {tr("PCIe Gen4"), 4},
         {tr("PCIe Gen5"), 5},
         {tr("PCIe Gen6"), 6},
         {tr("PCIe Gen7"), 7}},
        [](const Scenario& s) { return int(s.gpu.pcieGen); },
        [](Scenario& s, int v) { setFilled(s.gpu.catalogId, s.gpu.pcieGen, std::uint64_t(v)); });
    section->addChoice(
        {QStringLiteral("gpu.pcie_lanes"), tr("PCIe lanes"), tr("Width of each card's host link.")},
        {{tr("x1"), 1}, {tr("x2"), 2}, {tr("x4"), 4}, {tr("x8"), 8}, {tr("x16"), 16}},
        [](const Scenario& s) { return int(s.gpu.pcieLanes); },
        [](Scenario& s, int v) { setFilled(s.gpu.catalogId, s.gpu.pcieLanes, std::uint64_t(v)); });
    addServingFields(section);
    return section;
}

} // namespace kvp::ui
