// SPDX-License-Identifier: GPL-3.0-or-later
#include "controller/controller.h"

#include "forms/catalog_picker.h"
#include "forms/filled_field.h"
#include "forms/form_section.h"
#include "forms/sections.h"
#include "kvplan/ui/format.h"
#include "ui_words.h"

#include <QCoreApplication>
#include <QStringList>

namespace kvp::ui {

namespace {

QString dtypeText(KvCacheDtype dtype, const char* name)
{
    if (dtype == KvCacheDtype::Nvfp4)
        return QStringLiteral("%1 (%2)").arg(
            QString::fromLatin1(name),
            tr("%1 bytes per value").arg(formatNumber(kvBytesPerValue(dtype), 4)));
    const std::uint64_t bytes = bytesPerValue(dtype);
    return QStringLiteral("%1 (%2)").arg(QString::fromLatin1(name),
                                         bytes == 1 ? tr("1 byte per value")
                                                    : tr("%1 bytes per value").arg(bytes));
}

// "48 sliding-window (128 tokens) + 16 full attention": the model's layer groups in words.
QString layersText(const Scenario& s)
{
    QStringList parts;
    for (const LayerGroup& g : effectiveLayers(s.model)) {
        switch (g.kind) {
        case LayerKind::Full:
            parts << tr("%1 full attention").arg(g.count);
            break;
        case LayerKind::Sliding:
            parts << tr("%1 sliding-window (%2 tokens)").arg(g.count).arg(g.window.value_or(0));
            break;
        case LayerKind::Mla:
            parts << tr("%1 MLA (latent %2 + RoPE %3)")
                         .arg(g.count)
                         .arg(g.kvLoraRank.value_or(0))
                         .arg(g.qkRopeHeadDim.value_or(0));
            break;
        case LayerKind::Linear:
            parts << tr("%1 linear / Mamba (fixed state)").arg(g.count);
            break;
        case LayerKind::Dsa:
            parts << tr("%1 DSA (latent %2 + RoPE %3, indexer keys %4)")
                         .arg(g.count)
                         .arg(g.kvLoraRank.value_or(0))
                         .arg(g.qkRopeHeadDim.value_or(0))
                         .arg(g.indexHeadDim.value_or(0));
            break;
        case LayerKind::CompressedMla:
            parts << (g.compressRatio.value_or(0) == 0
                          ? tr("%1 DeepSeek-V4 sliding window only (%2 tokens)")
                                .arg(g.count)
                                .arg(g.window.value_or(0))
                          : tr("%1 DeepSeek-V4 compressed 1:%2 (window %3 tokens)")
                                .arg(g.count)
                                .arg(g.compressRatio.value_or(0))
                                .arg(g.window.value_or(0)));
            break;
        case LayerKind::Msa:
            parts << tr("%1 MiniMax sparse attention (indexer keys %2, %3)")
                         .arg(g.count)
                         .arg(g.indexHeadDim.value_or(0))
                         .arg(QString::fromStdString(
                             toString(g.indexDtype.value_or(KvCacheDtype::Bf16))));
            break;
        }
    }
    return parts.join(QStringLiteral(" + "));
}

} // namespace

FormSection* makeModelSection(Controller* controller, CatalogPicker* modelPicker)
{
    auto* section = new FormSection(tr("Model"), controller);
    section->addPicker(tr("Model"),
                       tr("Choose a model from the catalog (type to search), or keep Custom and "
                          "enter its geometry below."),
                       modelPicker);
    section->addText(
        {QStringLiteral("model.name"), tr("Name"),
         tr("The model's id, e.g. the Hugging Face repository name.")},
        [](const Scenario& s) { return s.model.name; },
        [](Scenario& s, std::string v) { setModelField(s.model.source, s.model.name, v); });
    section->addCount(
        {QStringLiteral("model.num_layers"), tr("Layers"),
         tr("Transformer layers that keep a KV cache (config.json "
            "num_hidden_layers).")},
        [](const Scenario& s) { return s.model.numLayers; },
        [](Scenario& s, std::uint64_t v) { setModelField(s.model.source, s.model.numLayers, v); });
    section->addCount(
        {QStringLiteral("model.num_kv_heads"), tr("KV heads"),
         tr("Key/value heads (config.json num_key_value_heads; grouped-query "
            "attention), not the attention heads.")},
        [](const Scenario& s) { return s.model.numKvHeads; },
        [](Scenario& s, std::uint64_t v) { setModelField(s.model.source, s.model.numKvHeads, v); });
    section->addCount(
        {QStringLiteral("model.head_dim"), tr("Head dimension"),
         tr("Values per head: the config's explicit head_dim where present, else "
            "hidden_size / num_attention_heads.")},
        [](const Scenario& s) { return s.model.headDim; },
        [](Scenario& s, std::uint64_t v) { setModelField(s.model.source, s.model.headDim, v); });
    section->addReal(
        {QStringLiteral("model.weights_gib"), tr("Weights"),
         tr("Weights as loaded on the GPUs, all tensor-parallel ranks together "
            "(Qwen3-32B in FP8: 32.0 GiB).")},
        2, 0.5, [](const Scenario& s) { return s.model.weightsGiB; },
        [](Scenario& s, double v) { setModelField(s.model.source, s.model.weightsGiB, v); });
    section->addReal(
        {QStringLiteral("model.checkpoint_gb"), tr("Checkpoint on disk"),
         tr("Size of the checkpoint files; the host's page cache holds it once, so it "
            "counts in the memory reserve.")},
        1, 1.0, [](const Scenario& s) { return s.model.checkpointGB; },
        [](Scenario& s, double v) { setModelField(s.model.source, s.model.checkpointGB, v); });
    section->addInfo(QStringLiteral("model.layers"), tr("Layers by kind"),
                     tr("The attention kind of each group of layers (model.layers). A catalog "
                        "model or an imported config.json sets them; typed-in models are full "
                        "attention in every layer."),
                     layersText);
    section->addChoice(
        {QStringLiteral("kv_cache_dtype"), tr("KV-cache dtype"),
         tr("How keys and values are stored, independent of the weights' dtype (vLLM "
            "--kv-cache-dtype). FP8 halves the cache of a 16-bit one.")},
        {{dtypeText(KvCacheDtype::Fp8, "FP8"), int(KvCacheDtype::Fp8)},
         {dtypeText(KvCacheDtype::Fp8E4M3, "FP8 E4M3"), int(KvCacheDtype::Fp8E4M3)},
         {dtypeText(KvCacheDtype::Fp8E5M2, "FP8 E5M2"), int(KvCacheDtype::Fp8E5M2)},
         {dtypeText(KvCacheDtype::Bf16, "BF16"), int(KvCacheDtype::Bf16)},
         {dtypeText(KvCacheDtype::Fp16, "FP16"), int(KvCacheDtype::Fp16)},
         {dtypeText(KvCacheDtype::Fp32, "FP32"), int(KvCacheDtype::Fp32)},
         {dtypeText(KvCacheDtype::Nvfp4, "NVFP4"), int(KvCacheDtype::Nvfp4)},
         {tr("Auto (the checkpoint's, else the model's)"), int(KvCacheDtype::Auto)}},
        [](const Scenario& s) { return int(s.kvCacheDtype); },
        [](Scenario& s, int v) { s.kvCacheDtype = KvCacheDtype(v); });
    return section;
}

} // namespace kvp::ui
