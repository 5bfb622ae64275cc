// SPDX-License-Identifier: GPL-3.0-or-later
// §10: how close each GPU family comes to its datasheet when vLLM serves, fitted to published
// runs (tests/data/bench/published-runs.json), and how far the load model's figures stray from
// those runs: the band every load figure carries.
#pragma once

#include <string_view>

namespace kvp {

// GPU generations that serve alike: one tensor-core and memory design, one kernel family.
enum class GpuFamily { Other, Ampere, Ada, Hopper, Blackwell, BlackwellRtx, Cdna3, Cdna4 };

std::string_view toString(GpuFamily family);

// The family of a GPU by its name as datasheets and the catalog write it ("NVIDIA H100 SXM5
// 80GB", "AMD Instinct MI300X"); a GPU typed in under another name is Other.
GpuFamily gpuFamily(std::string_view gpuName);

// The efficiency defaults of a family (used where serving.prefill_mfu, serving.decode_mbu are
// unset), each a fit to the family's published runs.
struct LoadEfficiency {
    double prefillMfu = 0.5;    // share of dense TFLOPS of a prefill (matrix products, attention)
    double decodeMbu = 0.7;     // share of HBM bandwidth of a step's reads (weights, KV)
    double stepSeconds = 0.002; // per engine step: scheduling, sampling, launches
    double perSequenceSeconds = 0.0; // per request in a step: its inputs, sampling, output
    double perLayerSeconds = 0.0;    // per layer and step: its kernels' fixed latency
    double perMoeLayerSeconds = 0.0; // more per MoE layer: routing, permuting, grouped GEMMs
    // Share of dense TFLOPS the attention kernel tends to as the keys a query meets grow (heads
    // of 128 and more; the step scales it by keys / (keys + 230)); 0: prefillMfu, no published
    // figure of the family's kernel at hand.
    double attentionMfu = 0.0;
    std::string_view basis; // the runs the figures are fitted to
};

const LoadEfficiency& loadEfficiency(GpuFamily family);

// How a load figure compares with published runs of its family and regime: measured ÷
// predicted at the 10th and 90th percentile of the calibration's runs (1, 1 when none).
struct LoadBand {
    double low = 1.0;
    double high = 1.0;
};

// Light: at most 8 requests in flight; loaded: more, up to saturation.
enum class LoadRegime { Light, Loaded };

struct LoadUncertainty {
    GpuFamily family = GpuFamily::Other; // whose runs (Other: every family's, pooled)
    LoadBand ttft;
    LoadBand tpot;
    LoadBand throughput;
    int runs = 0; // published runs behind the bands (0: the pooled bands of every family)
};

const LoadUncertainty& loadUncertainty(GpuFamily family, LoadRegime regime);

} // namespace kvp
