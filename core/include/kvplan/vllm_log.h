// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// The facts a vLLM startup log states about the KV cache, read from pasted or saved log text
// (V0 and V1 wordings, 0.6 to 0.2x): version, model, settings, GPU memory, weights, the KV
// budget, "GPU KV cache size", "Maximum concurrency", blocks. Lines that say nothing known are
// ignored; a fact printed by several workers keeps the smallest value (the engine uses the
// smallest rank's pool).

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>

namespace kvp {

struct VllmLogFacts {
    std::optional<std::string> version; // "0.11.0rc2.dev98+g393de22d2"
    bool v0Engine = false;              // "# GPU blocks:" wording
    std::optional<std::string> model;   // as given to vLLM ('model' argument)
    std::optional<std::uint64_t> tensorParallel;
    std::optional<std::string> kvCacheDtype; // "auto", "fp8", …
    std::optional<std::string> modelDtype;   // "bfloat16", "float16", … (as run)
    std::optional<std::uint64_t> maxModelLen;
    std::optional<double> gpuMemoryUtilization;
    std::optional<std::uint64_t> maxNumBatchedTokens;
    std::optional<std::uint64_t> blockSize; // block_size argument, or forced by the backend
    std::optional<std::string> device;      // the engine line's device_config ("cuda", "npu", …)
    std::optional<bool> prefixCaching;
    bool hybridManagerDisabled = false;   // --disable-hybrid-kv-cache-manager
    bool kvConnector = false;             // --kv-transfer-config / --kv-offloading-size
    std::optional<double> gpuTotalGiB;    // memory the driver reports
    std::optional<double> weightsGiB;     // per rank, as loaded
    std::optional<double> availableKvGiB; // per rank
    // per rank, exact: vllm-ascend prints the budget in bytes ("Available memory: N, total
    // memory: M", vllm_ascend/worker/worker_v1.py @ cf96366a L186-191)
    std::optional<std::uint64_t> availableKvBytes;
    std::optional<std::uint64_t> kvCacheBytesInUse; // exact, when the log prints it
    bool budgetGivenDirectly = false;               // --kv-cache-memory
    std::optional<std::uint64_t> gpuKvCacheTokens;  // "GPU KV cache size"
    std::uint64_t gpuKvCacheTokenLines = 0;         // how many workers printed it
    std::optional<std::uint64_t> numGpuBlocks;
    std::optional<std::uint64_t> concurrencyTokens; // "Maximum concurrency for N tokens"
    std::optional<double> maxConcurrency;
    std::optional<std::uint64_t> attentionBlockSize; // "Setting attention block size to N"
    std::optional<std::uint64_t> paddingLayers;      // "Add N padding layers"
    std::optional<double> neededKvGiB;               // "X GiB KV cache is needed"
    std::optional<std::uint64_t> neededForTokens;    // "... max seq len (N)"
    // --speculative-config as logged: the method ("eagle3", "mtp", …) and num_speculative_tokens
    std::optional<std::string> speculativeMethod;
    std::optional<std::uint64_t> speculativeTokens;

    // The context the log's figures are for: max_model_len, else the concurrency line's.
    std::optional<std::uint64_t> context() const;
    bool hasKvFigures() const; // a budget, or tokens, or blocks
};

// Reads up to 16 MiB of log text.
VllmLogFacts parseVllmLog(std::string_view text);

// "0.11.0rc2…" ≤ 0.11? (The token count changed in later releases; engines.md §1.3.)
bool isVllmVersionAtMost(const std::string& version, int major, int minor);

} // namespace kvp
