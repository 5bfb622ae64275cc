// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// docs/sizing-rules.md §10: one engine instance under load. An engine step (vLLM V1's
// scheduler) runs every decoding request one token and fills the rest of its token budget
// (max_num_batched_tokens) with prefill chunks, FIFO, admitting a waiting request while it has
// a seat (max_num_seqs) and KV space; a request found in the CPU or NVMe tier is reloaded over
// its link first (§5), and the engine waits for the reloads it started before its next step
// (the simulation's steps and the closed form's prefill server alike). A step takes
//   max(linear FLOPs / (TP × dense TFLOPS × MFU), weights per card / (HBM × MBU))
// + max(attention FLOPs / (TP × dense TFLOPS × MFU), KV read per rank / (HBM × MBU)):
// the matrix products read the weights once per step; attention reads the batch's KV;
// + TP's all-reduces (2 per layer, ring over NVLink or PCIe) + a fixed step overhead.
//
// Two answers, side by side as the hit rates have them: a closed form (open Poisson arrivals:
// prefill as an M/G/1 queue, decode steps filling the rest of the busy time, the batch by
// Little's law; a concurrency limit by Little's law over the whole request) and a
// deterministic, seeded simulation of the same steps. A diagnostic says when they disagree.

#include "kvplan/load_types.h"
#include "kvplan/plan.h"

#include <cstdint>
#include <optional>
#include <vector>

namespace kvp {

// serving.max_num_seqs, else the engine's default: on the engines that run vLLM its default for
// the GPU (vllmLargeGpuDefaults), at most the step's token budget, as vLLM takes
// min(default, max_num_batched_tokens); kDefaultMaxNumSeqs on the others.
std::uint64_t effectiveMaxNumSeqs(const Scenario& scenario);
double effectiveDecodeMbu(const Scenario& scenario);
double effectivePeakFactor(const Scenario& scenario);
// traffic.output_tokens_per_turn, else half of the turn (at least 1).
std::uint64_t effectiveOutputTokensPerTurn(const Scenario& scenario);
SlaTargets effectiveSla(const Scenario& scenario);

// One instance of a planned scenario.
EngineLoadModel engineLoadModel(const Scenario& scenario, const SizingResult& result);
// The same reading the GPU's link from `catalog` (plan()'s) instead of the built-in one.
EngineLoadModel engineLoadModel(const Scenario& scenario, const SizingResult& result,
                                const Catalog& catalog);

// The requests of one instance: the load section's pattern, else the busiest hour of the
// traffic section (or of its defaults) with the hit rates of §7a.
LoadWorkload loadWorkload(const Scenario& scenario, const SizingResult& result);

// One engine step: `linearTokens` tokens through the matrix products (prefill chunks and one
// per decoding request), `attentionFlops` of attention, `kvTokensRead` tokens of KV read, for
// `sequences` requests (the per-request overhead). The share of an instance's weights a step of
// `tokens` tokens reads (§10): all of them for a dense model; for a MoE model the shared part and,
// of the routed experts, those the tokens touch when each picks `k` of `E` at random: E × (1 − (1 −
// k/E)^tokens).
double weightsReadShare(const EngineLoadModel& engine, double tokens);

double stepSeconds(const EngineLoadModel& engine, double linearTokens, double attentionFlops,
                   double kvTokensRead, double sequences);

// Tensor parallelism's all-reduces in one step of `tokens` tokens (0 at TP 1).
double allReduceSeconds(const EngineLoadModel& engine, double tokens);

// Seconds to bring `tokens` of a conversation from the CPU tier (nvme = false) or from NVMe
// (read into CPU memory, then over the link).
double reloadSeconds(const EngineLoadModel& engine, std::uint64_t tokens, bool nvme);

// The closed form; nullopt where none holds (every request at once).
std::optional<LoadFigures> closedFormLoad(const EngineLoadModel& engine,
                                          const LoadWorkload& workload);

struct LoadSimulationOptions {
    std::uint64_t maxRequests = 20'000; // the busiest hour is shortened beyond this
    std::uint64_t maxSteps = 3'000'000; // engine steps simulated at most
};

// The simulation. Deterministic: the same inputs and seed give the same figures.
LoadFigures simulateLoad(const EngineLoadModel& engine, const LoadWorkload& workload,
                         const LoadSimulationOptions& options = {});

// The SLA against one run's figures and the hit rates.
// `uncertainty` the band of the figures; `atMedian` false checks them at its pessimistic end.
SlaCheck checkSla(const SlaTargets& targets, const LoadFigures& figures, double tierHitShare,
                  const LoadUncertainty& uncertainty = {}, bool atMedian = true);

// Fills result.load (closed form, SLA) and its derivations and notes. Part of plan().
void planLoad(const Scenario& scenario, SizingResult& result, const Catalog& catalog);

// The TTFT-under-load chart's series: the closed form at 0.25×–6× the planned request rate, with
// the scenario's tiers and with their hits recomputed. Open arrivals only (empty otherwise). Not
// part of plan(): sixteen closed forms that only the chart shows, computed when it is drawn.
std::vector<LoadCurvePoint> loadCurve(const Scenario& scenario, const SizingResult& result);

// result.load.simulated = simulateLoad(…), the SLA checked against it, a note when the two
// answers disagree. Called by addSimulation() (hit_rates.h) after the hit rates' simulation.
void addLoadSimulation(const Scenario& scenario, SizingResult& result,
                       const LoadSimulationOptions& options = {});

} // namespace kvp
