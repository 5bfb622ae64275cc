// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// The load model's figures as plain values (docs/sizing-rules.md §10): one engine instance
// under the busiest hour of the scenario's traffic, or under a `vllm bench serve` pattern.
// Computed by load_model.h; held in SizingResult::load.

#include "kvplan/diagnostics.h"
#include "kvplan/gpu_efficiency.h"
#include "kvplan/scenario.h"
#include "kvplan/whatif_types.h"

#include <cstdint>
#include <optional>
#include <vector>

namespace kvp {

// The busiest hour against the mean of the active hours. An assumption, editable
// (traffic.peak_factor): office traffic peaks at about twice its working-day mean.
inline constexpr double kDefaultPeakFactor = 2.0;
// vLLM's --max-num-seqs of `vllm serve` on GPUs of 70 GiB or more (vllm/engine/arg_utils.py,
// _set_default_args: 1024; 256 on smaller GPUs and A100, vllmLargeGpuDefaults), and what the
// other engines are planned with.
inline constexpr std::uint64_t kDefaultMaxNumSeqs = 1024;
inline constexpr std::uint64_t kSmallGpuMaxNumSeqs = 256;
// The share of HBM bandwidth a decode step reaches, the step's overheads and the prefill MFU
// come from the GPU family (kvplan/gpu_efficiency.h), each fitted to published runs.
// What a request costs outside the engine loop before its first token reaches the client: the
// HTTP API server, tokenization, the first token's detokenization and streaming — 8 ms in all,
// the gap of Tenstorrent's 128-token prompts on an A100 (TTFT 11.4 and 14.0 ms against 4.8 ms of
// steps, tt-inference-server#340). Of it the API server spends 6 ms on each request one at a
// time (one Python process tokenizes and templates them): a burst of 1,000 requests reaches the
// scheduler over 6 s, as the median TTFTs of GPUStack's saturated H100 runs show; the rest is
// latency each request waits on its own.
inline constexpr double kFrontendSecondsPerRequest = 0.006;
inline constexpr double kRequestOverheadSeconds = 0.002;
// Tensor parallelism: two all-reduces per layer (after attention and after the MLP), each a ring
// of 2 (TP − 1) / TP × the message over the GPUs' link (NCCL's ring all-reduce; Megatron-LM,
// Shoeybi et al. 2019, §3: "two all-reduce operations in the forward pass" per layer), plus a
// per-call latency: small messages cost latency, not bandwidth (nccl-tests' all_reduce_perf
// shows a few µs to tens of µs at small sizes). Estimates, per link kind.
inline constexpr double kAllReduceLatencyNvlinkSeconds = 10e-6;
inline constexpr double kAllReduceLatencyPcieSeconds = 30e-6;
// SLA defaults and their reasons (docs/sizing-rules.md §10): MLPerf Inference's server scenario
// for Llama-2-70B bounds TTFT at 2 s and TPOT at 200 ms (99th percentile); a returning user,
// whose conversation a tier holds, should wait half that; 100 ms per token (10 tokens/s)
// streams faster than people read.
inline constexpr double kDefaultSlaTtftP95Ms = 2000.0;
inline constexpr double kDefaultSlaReturningTtftP95Ms = 1000.0;
inline constexpr double kDefaultSlaTpotMs = 100.0;

// One engine instance as the load model sees it: the §7 prefill estimate's inputs, and what a
// decode step reads.
struct EngineLoadModel {
    bool available = false; // the prefill estimate is available (parameters, TFLOPS)
    PrefillInputs prefill;
    double decodeMbu = 0.0;
    // The attention kernel's share of dense TFLOPS (0: prefill.mfu, as the matrix products).
    double attentionMfu = 0.0;
    double memoryBandwidthBytesPerS = 0.0; // per GPU (0: unknown)
    double weightsBytesPerCard = 0.0;
    // MoE (model.moe_experts set): the share of the weights that are routed experts, read only
    // for the experts a step's tokens touch; 0: every weight is read each step.
    double routedExpertShare = 0.0;
    double moeExperts = 0.0;         // routed experts per MoE layer
    double moeExpertsPerToken = 0.0; // experts a token is routed to
    // Data-parallel attention (serving.data_parallel_attention): the DP ranks of the engine. Each
    // schedules its own batch (the instance here is a DP rank), but their expert layers step
    // together, so a card's experts meet the tokens of every rank's batch.
    double dataParallelRanks = 1.0;
    double kvBytesPerTokenPerRank = 0.0; // what attention reads per token of context
    // Attention FLOPs of one new token per token of context before it (all ranks together).
    double attentionFlopsPerContextToken = 0.0;
    std::uint64_t tokenBudget = 0;     // max_num_batched_tokens (chunked prefill)
    std::uint64_t maxNumSeqs = 0;      // max_num_seqs
    std::uint64_t kvTokenCapacity = 0; // tokens the instance's GPU cache holds
    double cpuReloadBytesPerS = 0.0;   // per rank over its link, measured block rate (0: no tier)
    double nvmeReadBytesPerS = 0.0;    // the instance's share of its node's drives (0: no tier)
    double stepOverheadSeconds = 0.0;  // each step (the GPU family's, gpu_efficiency.h)
    double sequenceOverheadSeconds = 0.0; // each request in a step (the family's)
    double layersOverheadSeconds = 0.0;   // each step, the layers' kernel latencies (the family's)
    double requestOverheadSeconds = 0.0;  // kRequestOverheadSeconds: each request's first token
    double frontendSecondsPerRequest = 0.0; // the API server's serial share of a request
    // Tensor parallelism's all-reduces (TP > 1): per step 2 × layers calls of
    // activationBytesPerToken × tokens, over the link at interconnectBytesPerS (one direction).
    std::uint64_t allReducesPerStep = 0;
    double activationBytesPerToken = 0.0; // hidden size × 2 B (BF16 activations)
    double interconnectBytesPerS = 0.0;
    double allReduceLatencySeconds = 0.0;
    bool interconnectNvlink = false; // NVLink / Infinity Fabric, else PCIe
    friend bool operator==(const EngineLoadModel&, const EngineLoadModel&) = default;
};

// A kind of request: its share of all requests and where its prompt's tokens are found.
struct LoadRequestClass {
    double share = 0.0;
    std::uint64_t promptTokens = 0;
    std::uint64_t gpuCachedTokens = 0;  // in the GPU prefix cache: not prefilled
    std::uint64_t cpuCachedTokens = 0;  // reloaded from the CPU tier
    std::uint64_t nvmeCachedTokens = 0; // read from NVMe, then reloaded
    std::uint64_t outputTokens = 1;
    bool returning = false; // resumes a conversation (the returning-user SLA)
    friend bool operator==(const LoadRequestClass&, const LoadRequestClass&) = default;
};

// The requests one instance serves.
struct LoadWorkload {
    bool benchmark = false; // the load section's pattern; else the busiest hour of the traffic
    std::vector<LoadRequestClass> classes;
    double requestRatePerS = 0.0;     // per instance, Poisson; 0: all at once
    std::uint64_t maxConcurrency = 0; // in flight at most; 0: no limit
    std::uint64_t numRequests = 0;    // benchmark: requests sent
    double durationSeconds = 0.0;     // busiest hour: simulated time after the warm-up
    std::uint64_t seed = 1;
    friend bool operator==(const LoadWorkload&, const LoadWorkload&) = default;
};

struct Percentiles {
    double mean = 0.0;
    double p50 = 0.0;
    double p95 = 0.0;
    double p99 = 0.0;
};

// One run's figures, per instance; latencies in seconds.
struct LoadFigures {
    bool saturated = false; // the instance falls behind: queues grow without bound
    Percentiles ttft;
    Percentiles returningTtft; // requests that resume a conversation
    Percentiles tpot;
    Percentiles e2e;
    double queueSecondsMean = 0.0; // arrival to admission
    double requestsPerSecond = 0.0;
    double outputTokensPerSecond = 0.0;
    double inputTokensPerSecond = 0.0;
    double gpuBusyShare = 0.0;
    double meanBatch = 0.0; // requests decoding per busy step
    std::uint64_t requests = 0;
    bool kvLimitedBatch = false; // admissions waited for KV space
};

struct SlaTargets {
    double ttftP95Ms = kDefaultSlaTtftP95Ms;
    double returningTtftP95Ms = kDefaultSlaReturningTtftP95Ms;
    double tpotMs = kDefaultSlaTpotMs;
    std::optional<double> minTierHitShare;
};

struct SlaCheck {
    SlaTargets targets;
    // The figures checked: the model's median × these (1 at the median; the band's pessimistic
    // end otherwise, kvplan/gpu_efficiency.h).
    bool atMedian = false;
    double ttftFactor = 1.0;
    double tpotFactor = 1.0;
    bool ttftMet = false;
    bool returningTtftMet = false;
    bool tpotMet = false;
    bool tierShareMet = true;
    double tierHitShare = 0.0; // returning requests served from a tier
    bool met = false;
};

// One point of the TTFT-under-load chart (loadCurve(), load_model.h): the busiest hour scaled to
// `users` (the request rate with them), closed form, with the scenario's tiers and with their
// hits recomputed instead.
struct LoadCurvePoint {
    double scale = 1.0; // × the scenario's request rate
    double users = 0.0; // the users that rate is (busiest hour); benchmark: the rate itself
    double requestRatePerS = 0.0; // per instance
    bool saturated = false;
    double ttftP50 = 0.0, ttftP95 = 0.0; // seconds
    bool saturatedWithoutOffload = false;
    double ttftP95WithoutOffload = 0.0;
};

// §10: the load on one instance, closed form and (addLoadSimulation) simulation.
struct LoadPlan {
    bool available = false;
    // Why there are no figures although their inputs are known: the diagnostic that says no
    // engine serves the plan as written — context_above_model_maximum (a context longer than the
    // model takes: vLLM refuses to start, and past its length a model's outputs are not to be
    // trusted whatever the engine; docs/sizing-rules.md §10). Unset otherwise.
    std::optional<DiagnosticCode> withheldBy;
    bool trafficAssumed = false; // no traffic section: the section's defaults were used
    double peakFactor = 0.0;
    std::uint64_t instances = 1; // the busiest hour is spread over them (benchmark: one)
    EngineLoadModel engine;
    LoadWorkload workload;
    bool closedFormHolds = false; // open arrivals or a concurrency limit (not a burst)
    LoadFigures closedForm;
    std::optional<LoadFigures> simulated;
    SlaCheck sla;
    // How the family's published runs compare with the model in this regime (the figures' band).
    LoadUncertainty uncertainty;
    LoadRegime regime = LoadRegime::Loaded;
    // The simulation where there is one, else the closed form.
    const LoadFigures& figures() const { return simulated ? *simulated : closedForm; }
    // Requests and output tokens per second over every instance.
    double requestsPerSecondTotal() const
    {
        return figures().requestsPerSecond * double(instances);
    }
    double outputTokensPerSecondTotal() const
    {
        return figures().outputTokensPerSecond * double(instances);
    }
};

} // namespace kvp
