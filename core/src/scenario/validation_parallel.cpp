// SPDX-License-Identifier: GPL-3.0-or-later
#include "scenario/validation_parallel.h"

#include "kvplan/engine_releases.h"

#include <algorithm>
#include <string>

namespace kvp {

namespace {

struct ParallelChecker {
    std::vector<FieldError>& errors;
    void fail(const std::string& key, std::string problem)
    {
        errors.push_back({key, std::move(problem)});
    }
};

// Tensor parallelism divides the GPUs into whole instances and the KV heads over the ranks.
void checkTensorParallel(ParallelChecker& c, const Scenario& s)
{
    const ServingSpec& sv = s.serving;
    if (sv.tensorParallel >= 1 && s.gpu.count >= 1) {
        if (sv.tensorParallel > s.gpu.count)
            c.fail("serving.tensor_parallel",
                   "must not exceed the GPUs per node (" + std::to_string(sv.tensorParallel) +
                       " > gpu.count " + std::to_string(s.gpu.count) + ")");
        else if (s.gpu.count % sv.tensorParallel != 0)
            c.fail("serving.tensor_parallel",
                   "must divide the GPUs per node into whole instances (gpu.count " +
                       std::to_string(s.gpu.count) + " is not a multiple of " +
                       std::to_string(sv.tensorParallel) + ")");
        // Every attention group's heads are split over the ranks, or replicated on them.
        for (const LayerGroup& g : effectiveLayers(s.model)) {
            if (g.kind != LayerKind::Full && g.kind != LayerKind::Sliding &&
                g.kind != LayerKind::Msa)
                continue;
            const std::uint64_t heads = g.numKvHeads.value_or(s.model.numKvHeads);
            if (heads >= 1 && heads % sv.tensorParallel != 0 && sv.tensorParallel % heads != 0) {
                c.fail("serving.tensor_parallel", "must divide the model's " +
                                                      std::to_string(heads) +
                                                      " KV heads, or be a multiple of them (got " +
                                                      std::to_string(sv.tensorParallel) + ")");
                break;
            }
        }
        // vLLM's Mamba-2 mixer shards the groups of B and C over the ranks, or replicates a single
        // group on each (MambaMixer2: "(n_groups % tp_size) == 0 or n_groups == 1").
        for (const LayerGroup& g : effectiveLayers(s.model)) {
            const std::uint64_t groups = g.mambaGroups.value_or(1);
            if (g.kind == LayerKind::Linear && groups > 1 && groups % sv.tensorParallel != 0) {
                c.fail("serving.tensor_parallel",
                       "must divide the Mamba-2 layers' " + std::to_string(groups) +
                           " groups (model.layers[].mamba_groups; vLLM shards them over the "
                           "ranks, or copies a single group to each), got " +
                           std::to_string(sv.tensorParallel));
                break;
            }
        }
    }
}

// vLLM's decode context parallelism (docs/sizing-rules.md §2): its groups are carved out of the
// tensor-parallel group ("size does not increase the number of GPUs we need to launch") and
// "the dcp size should lie in the range of [1, tp_size/H]", H the KV heads, 1 for MLA
// (docs/serving/context_parallel_deployment.md @020505c2); sliding-window layers assert "DCP not
// support sliding window" (SlidingWindowSpec.max_memory_usage_bytes, vllm/v1/kv_cache_interface.py
// @001cabc1); how it would split a Mamba state was not read, so it is refused. SGLang and
// TensorRT-LLM take no such flag.
void checkDecodeContextParallel(ParallelChecker& c, const Scenario& s)
{
    const std::uint64_t dcp = effectiveDecodeContextParallel(s.serving);
    const std::uint64_t tp = s.serving.tensorParallel;
    if (dcp <= 1 || tp < 1 || dcp > tp) // above TP: its range says so
        return;
    const std::string key = "serving.decode_context_parallel";
    if (s.engine.name == EngineKind::Sglang || s.engine.name == EngineKind::Trtllm) {
        c.fail(key, "is vLLM's --decode-context-parallel-size; " + toString(s.engine.name) +
                        " has no decode context parallelism (got " + std::to_string(dcp) + ")");
        return;
    }
    if (s.offload.enabled && s.offload.hisparse.value_or(false)) {
        c.fail(key, "must be 1 with offload.hisparse: how HiSparse's host pool and hot buffers "
                    "split under decode context parallelism was not read (got " +
                        std::to_string(dcp) + ")");
        return;
    }
    if (tp % dcp != 0) {
        c.fail(key, "must divide serving.tensor_parallel " + std::to_string(tp) +
                        ": vLLM splits the tensor-parallel group into groups of this size (got " +
                        std::to_string(dcp) + ")");
        return;
    }
    std::uint64_t heads = 1; // MLA and DSA: one latent
    for (const LayerGroup& g : effectiveLayers(s.model)) {
        if (g.kind == LayerKind::Sliding || g.kind == LayerKind::Linear ||
            g.kind == LayerKind::Msa) {
            c.fail(key, std::string("must be 1 for a model with ") +
                            (g.kind == LayerKind::Sliding
                                 ? "sliding-window layers (vLLM: \"DCP not support sliding "
                                   "window\")"
                             : g.kind == LayerKind::Msa
                                 ? "MiniMax sparse-attention (msa) layers (how their indexer "
                                   "splits its keys was not read)"
                                 : "linear-attention / Mamba layers (not modelled)") +
                            " (got " + std::to_string(dcp) + ")");
            return;
        }
        if (g.kind == LayerKind::Full)
            heads = std::max(heads, g.numKvHeads.value_or(s.model.numKvHeads));
    }
    if (heads >= 1 && dcp * heads > tp)
        c.fail(key, "must be at most serving.tensor_parallel / KV heads = " + std::to_string(tp) +
                        " / " + std::to_string(heads) + " = " + std::to_string(tp / heads) +
                        ": only ranks that hold copies of the same heads can split their "
                        "tokens (got " +
                        std::to_string(dcp) + ")");
}

// Data-parallel attention (docs/sizing-rules.md §2): one engine's DP ranks run on one node here,
// so its tensor_parallel × data_parallel_attention GPUs must divide the node's GPUs into whole
// engines (the range already keeps it at most gpu.count / TP). What the engine or the model does
// not support is a named diagnostic of the plan (dp_attention_*), not a range.
void checkDataParallelAttention(ParallelChecker& c, const Scenario& s)
{
    const std::uint64_t dp = effectiveDataParallelAttention(s.serving);
    const std::uint64_t tp = s.serving.tensorParallel;
    if (dp <= 1 || tp < 1 || s.gpu.count < 1 || dp * tp > s.gpu.count)
        return;
    if (s.gpu.count % (dp * tp) != 0)
        c.fail("serving.data_parallel_attention",
               "must make whole engines of the GPUs per node: " + std::to_string(dp) +
                   " × serving.tensor_parallel " + std::to_string(tp) + " = " +
                   std::to_string(dp * tp) + " GPUs does not divide gpu.count " +
                   std::to_string(s.gpu.count));
}

} // namespace

void checkParallelism(std::vector<FieldError>& errors, const Scenario& s)
{
    ParallelChecker c{errors};
    checkTensorParallel(c, s);
    checkDecodeContextParallel(c, s);
    checkDataParallelAttention(c, s);
}

} // namespace kvp
