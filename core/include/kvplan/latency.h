// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// sizing-model §7: time to first token for a returning user, served from the GPU (a prefix hit:
// only the new turn is prefilled), from the CPU tier (reloaded over PCIe, then the new turn),
// from NVMe (read into CPU memory, then PCIe, then the new turn) or recomputed (the whole
// prompt). No engine publishes a TTFT formula (engines.md §6): prefill is the textbook estimate
// 2 × active parameters × tokens plus the attention term, at the compute dtype's dense TFLOPS ×
// MFU over the instance's GPUs, and never faster than reading the weights once.

#include "kvplan/plan.h"

#include <cstdint>

namespace kvp {

// The estimate's inputs from the scenario (parameters, TFLOPS, heads, HBM bandwidth), with the
// notes on what is missing or assumed appended to `notes` when given.
PrefillInputs prefillInputs(const Scenario& scenario, std::vector<Diagnostic>* notes = nullptr);

// Prefill FLOPs of `newTokens` tokens over `cachedTokens` already in the cache:
// 2 × active parameters × new + Σ attention layers × flops per pair × query-key pairs, where the
// pairs of causal attention are new × cached + new² / 2 (a full prefill of T tokens: T² / 2, so
// that the term is the textbook 2 × layers × T² × heads × head_dim), and a sliding layer's
// queries see at most `window` keys.
double prefillFlops(const PrefillInputs& in, std::uint64_t cachedTokens, std::uint64_t newTokens);

// The attention part alone.
double attentionFlops(const PrefillInputs& in, std::uint64_t cachedTokens, std::uint64_t newTokens);

// One forward pass: max(FLOPs / (TP × dense TFLOPS × MFU), weights per card / HBM bandwidth).
double forwardSeconds(const PrefillInputs& in, double flops);

// Fills result.latency from the plan's reload model (result.pcie, result.nvme) and appends its
// derivations and notes.
void planLatency(const Scenario& scenario, SizingResult& result);

} // namespace kvp
