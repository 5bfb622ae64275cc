// SPDX-License-Identifier: GPL-3.0-or-later
// The words for the codes of latency.cpp and hit_rates.cpp, kept apart from the planner's table
// in diagnostics.cpp; diagnosticTemplate() looks here too.
#include "whatif/whatif_diagnostics.h"

#include <utility>

namespace kvp {

namespace {

constexpr DiagnosticWords kWhatifTemplates[] = {
    {DiagnosticCode::TtftNeedsParameters, "ttft_needs_parameters",
     "Time to first token needs the model's parameter count: set model.params_total_b (and "
     "params_active_b for a mixture of experts); kvplan model-import and the model catalog fill "
     "them. {model} has none, so no prefill time is estimated."},
    {DiagnosticCode::TtftParamsFromWeights, "ttft_params_from_weights",
     "The prefill estimate counts {params_b} billion parameters from the weights ({weights_gib} "
     "GiB at {bytes_per_param} bytes per {dtype} parameter); set model.params_total_b (and "
     "params_active_b for a mixture of experts) for the model's own count."},
    {DiagnosticCode::TtftNeedsGpuTflops, "ttft_needs_gpu_tflops",
     "Time to first token needs the {gpu}'s dense {dtype} TFLOPS (gpu.dense_tflops_{dtype}); "
     "choosing the GPU from the catalog (--gpu, kvplan catalog gpus) fills them."},
    {DiagnosticCode::TtftComputeDtypeFallback, "ttft_compute_dtype_fallback",
     "The {gpu} has no {dtype} tensor rate in the scenario: prefill is counted at its BF16 "
     "rate ({tflops} TFLOPS), as weight-only kernels run."},
    {DiagnosticCode::TtftAttentionHeadsUnknown, "ttft_attention_heads_unknown",
     "model.num_attention_heads is not set: the attention term of the prefill estimate counts "
     "the {kv_heads} KV heads, a lower bound (query heads are usually several per KV head); "
     "kvplan model-import fills it."},
    {DiagnosticCode::TtftNoMemoryBandwidth, "ttft_no_memory_bandwidth",
     "gpu.memory_bandwidth_tbps is not set for the {gpu}: a forward pass is not held to the "
     "time of reading the weights once, so short turns look faster than they are."},
    {DiagnosticCode::TtftMlaAttentionLatent, "ttft_mla_attention_latent",
     "MLA layers: the attention term counts the latent form (queries against kv_lora_rank + "
     "qk_rope_head_dim, values of kv_lora_rank), an upper bound for vLLM's prefill, which "
     "decompresses the latents to per-head keys and values."},
    {DiagnosticCode::TtftOffloadSavesLittle, "ttft_offload_saves_little",
     "A CPU-tier hit is only {speedup}× faster than recomputing {tokens} tokens ({cpu_hit_ms} "
     "ms against {recompute_ms} ms): prompts this short are cheap to prefill, so offloading "
     "saves little time to first token here."},
    {DiagnosticCode::TrafficTurnsExceedDay, "traffic_turns_exceed_day",
     "{turns} turns {think_s} s apart do not fit {conversations} conversations in {hours} "
     "active hours: users start their next conversation as soon as one ends, and fewer "
     "conversations happen than the traffic says."},
    {DiagnosticCode::TrafficSharedPrefixFillsContext, "traffic_shared_prefix_fills_context",
     "The shared prefix of {shared_tokens} tokens fills the {context_tokens}-token context: "
     "conversations have no room of their own."},
    {DiagnosticCode::TrafficNothingToReuse, "traffic_nothing_to_reuse",
     "Single-turn conversations that never resume: every prompt is new, so no tier has "
     "anything to reuse and offloading adds no hit rate."},
    {DiagnosticCode::OffloadAddsFewHits, "offload_adds_few_hits",
     "The CPU and NVMe tiers serve only {offload_percent} % of requests ({gpu_percent} % hit "
     "the GPU): for this traffic offloading adds little."},
    {DiagnosticCode::TrafficNewConversationsDiffer, "traffic_new_conversations_differ",
     "The traffic starts about {implied} new conversations a day (not resumed); "
     "workload.new_conversations_per_day, which sizes the NVMe writes, says {given}."},
    {DiagnosticCode::LoadNeedsMemoryBandwidth, "load_needs_memory_bandwidth",
     "The load model needs the {gpu}'s memory bandwidth (gpu.memory_bandwidth_tbps) for the "
     "time of a decode step; choosing the GPU from the catalog fills it."},
    {DiagnosticCode::LoadTrafficAssumed, "load_traffic_assumed",
     "The scenario describes no traffic: the load at peak assumes the traffic section's "
     "defaults (4 conversations per user a day, 6 turns, 8 active hours) and a busiest hour "
     "{peak}× the mean. Describe the traffic for the customer's own figures."},
    {DiagnosticCode::LoadSaturated, "load_saturated",
     "At peak ({requests_per_s} requests per second on each of {instances} instances) the "
     "GPUs fall behind: requests queue without bound. Add GPUs, or cut the work per request "
     "(an FP8 cache, a CPU tier that spares prefill)."},
    {DiagnosticCode::LoadSlaMissed, "load_sla_missed",
     "At peak the {figure} is {value}, over the SLA's {target}."},
    {DiagnosticCode::LoadEstimatesDiffer, "load_estimates_differ",
     "The load model's closed form and its simulation disagree: TTFT p95 {closed_ttft_ms} ms "
     "against {simulated_ttft_ms} ms, TPOT {closed_tpot_ms} ms against {simulated_tpot_ms} ms. "
     "The simulation follows the engine's steps; the closed form averages them."},
    {DiagnosticCode::LoadKvLimitsBatch, "load_kv_limits_batch",
     "The GPU KV cache ({kv_tokens} tokens per instance) held requests back at peak: the "
     "running batch is limited by KV space, not by seats."},
    {DiagnosticCode::HitRateEstimatesDiffer, "hit_rate_estimates_differ",
     "The closed form puts {closed_percent} % of requests on the {tier}, the simulation "
     "{simulated_percent} %: the {tier} holds only about {conversations} conversations of "
     "{conversation_gb} GB at a time, too few for the closed form's averages (how returns bunch "
     "decides). The simulation is the better estimate here."},
    {DiagnosticCode::HitRateSimulationSkipped, "hit_rate_simulation_skipped",
     "The hit-rate simulation was skipped: about {requests} requests, more than the {limit} it "
     "replays; the closed form stands alone."},
    {DiagnosticCode::HitRateSimulationEmpty, "hit_rate_simulation_empty",
     "The hit-rate simulation counted no request (the traffic gives {requests} a day): the "
     "closed form stands alone."},
};

} // namespace

std::span<const DiagnosticWords> whatifDiagnosticWords()
{
    return kWhatifTemplates;
}

} // namespace kvp
