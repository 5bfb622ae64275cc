// SPDX-License-Identifier: GPL-3.0-or-later
// GPU families, their efficiency fitted to published runs, and the load figures' bands
// (kvplan/gpu_efficiency.h, docs/sizing-rules.md §10).
#include "kvplan/gpu_efficiency.h"

#include <algorithm>
#include <array>
#include <string>
#include <string_view>

namespace kvp {

namespace {

bool has(std::string_view upper, std::string_view word)
{
    return upper.find(word) != std::string_view::npos;
}

// ASCII letters upper-cased, whatever the process' locale: the families' words are ASCII.
char asciiUpper(char c)
{
    return c >= 'a' && c <= 'z' ? char(c - 'a' + 'A') : c;
}

} // namespace

std::string_view toString(GpuFamily family)
{
    switch (family) {
    case GpuFamily::Ampere:
        return "ampere";
    case GpuFamily::Ada:
        return "ada";
    case GpuFamily::Hopper:
        return "hopper";
    case GpuFamily::Blackwell:
        return "blackwell";
    case GpuFamily::BlackwellRtx:
        return "blackwell-rtx";
    case GpuFamily::Cdna3:
        return "cdna3";
    case GpuFamily::Cdna4:
        return "cdna4";
    case GpuFamily::Other:
        break;
    }
    return "other";
}

GpuFamily gpuFamily(std::string_view gpuName)
{
    // Upper-cased on the stack when it is of a usual length (the load model asks per plan).
    std::array<char, 64> buffer{};
    std::string longName;
    std::string_view u;
    if (gpuName.size() <= buffer.size()) {
        std::transform(gpuName.begin(), gpuName.end(), buffer.begin(), asciiUpper);
        u = std::string_view(buffer.data(), gpuName.size());
    } else {
        longName.resize(gpuName.size());
        std::transform(gpuName.begin(), gpuName.end(), longName.begin(), asciiUpper);
        u = longName;
    }
    if (has(u, "MI300") || has(u, "MI325"))
        return GpuFamily::Cdna3;
    if (has(u, "MI350") || has(u, "MI355"))
        return GpuFamily::Cdna4;
    if (has(u, "RTX PRO"))
        return GpuFamily::BlackwellRtx;
    if (has(u, "B200") || has(u, "B300") || has(u, "BLACKWELL"))
        return GpuFamily::Blackwell;
    if (has(u, "H100") || has(u, "H200") || has(u, "H800") || has(u, "H20"))
        return GpuFamily::Hopper;
    if (has(u, "L40") || has(u, "L4 ") || u.ends_with("L4") || has(u, "ADA"))
        return GpuFamily::Ada;
    if (has(u, "A100") || has(u, "A800") || has(u, "A40") || has(u, "A10") || has(u, "A30"))
        return GpuFamily::Ampere;
    return GpuFamily::Other;
}

// Fitted to tests/data/bench/published-runs.json (docs/sizing-rules.md §10): per family the
// prefill MFU and decode MBU that minimise the median absolute errors of TPOT, TTFT and output
// throughput over its runs; the overheads are shared (engine and host, not the GPU) and fitted to
// the Hopper runs, the only family with enough of them: 0.5 ms a step, 0.11 ms per request in a
// step (saturated ShareGPT runs: the throughput a 1,000-request burst levels at), 30 µs per layer
// and 0.1 ms more per MoE layer (low-concurrency MoE TPOT: gpt-oss, DeepSeek-R1, GLM-4.6,
// MiniMax-M2.5). Ampere keeps the fit of the A100 sweeps (MFU 0.5, MBU 0.7, 2 ms a step, no layer
// terms: Tenstorrent's runs are vLLM V0-era). A family without runs takes its nearest one's.
const LoadEfficiency& loadEfficiency(GpuFamily family)
{
    static const std::array<LoadEfficiency, 8> table = {{
        // Other: Ampere's, the most conservative.
        {0.5, 0.7, 0.002, 0.00011, 0.0, 0.0, 0.0, "as Ampere (no runs)"},
        {0.5, 0.7, 0.002, 0.00011, 0.0, 0.0, 0.0,
         "13 A100 runs: tt-inference-server#340, johnmusgrave.com, vllm#20469"},
        {0.45, 0.7, 0.0005, 0.00011, 0.00003, 0.0001, 0.0,
         "1 L40S run (vllm#29217); too few to trust: the band is the pooled one"},
        {0.45, 0.85, 0.0005, 0.00011, 0.00003, 0.0001, 0.63,
         "29 H100/H200 runs: GPUStack's performance lab, the vLLM FP8 KV cache blog "
         "(2026-04-22), tt-inference-server#356, vllm#17788"},
        {0.6, 0.85, 0.0005, 0.00011, 0.00003, 0.0001, 0.0,
         "5 B200 runs: the vLLM FP8 KV cache blog (2026-04-22), vllm#23696, vllm#43232"},
        {0.5, 0.8, 0.0005, 0.00011, 0.00003, 0.0001, 0.0,
         "7 RTX PRO 6000 runs: Millstone AI, lukaLLM, ambientlight (power-capped Max-Q)"},
        {0.35, 0.85, 0.0005, 0.00011, 0.00003, 0.0001, 0.0,
         "7 MI300X runs: ROCm/vllm dev-docker latency tables, vllm-project/recipes#431"},
        {0.35, 0.85, 0.0005, 0.00011, 0.00003, 0.0001, 0.0, "as CDNA3 (no MI350/MI355X runs)"},
    }};
    return table[std::size_t(family)];
}

namespace {

// Measured ÷ predicted of tests/data/bench/published-runs.json with the efficiencies above, the
// 10th and 90th percentile (linear between ranks) per family and regime, for TTFT, TPOT and
// output throughput; a family and regime with fewer than 5 runs takes the pooled row.
// tst_bench_result recomputes every row from the runs and fails when one drifts by 0.01.
struct BandRow {
    GpuFamily family;
    LoadRegime regime;
    LoadUncertainty bands;
};

// clang-format off
const std::array<BandRow, 5> kBands = {{
    //                                          TTFT          TPOT          output tok/s  runs
    {GpuFamily::Other, LoadRegime::Light, {GpuFamily::Other, {0.83, 1.93}, {0.88, 1.41}, {0.78, 1.11}, 33}},
    {GpuFamily::Other, LoadRegime::Loaded, {GpuFamily::Other, {1.19, 2.77}, {0.68, 1.39}, {0.67, 1.12}, 25}},
    {GpuFamily::Ampere, LoadRegime::Light, {GpuFamily::Ampere, {0.88, 1.55}, {0.99, 1.26}, {0.78, 0.97}, 13}},
    {GpuFamily::Hopper, LoadRegime::Light, {GpuFamily::Hopper, {0.82, 3.09}, {0.89, 1.49}, {0.95, 1.11}, 14}},
    {GpuFamily::Hopper, LoadRegime::Loaded, {GpuFamily::Hopper, {1.31, 2.71}, {0.66, 1.34}, {0.66, 1.07}, 15}},
}};
// clang-format on

} // namespace

const LoadUncertainty& loadUncertainty(GpuFamily family, LoadRegime regime)
{
    const LoadUncertainty* pooled = nullptr;
    for (const BandRow& row : kBands) {
        if (row.family == family && row.regime == regime)
            return row.bands;
        if (row.family == GpuFamily::Other && row.regime == regime)
            pooled = &row.bands;
    }
    static const LoadUncertainty none{};
    return pooled ? *pooled : none;
}

} // namespace kvp
