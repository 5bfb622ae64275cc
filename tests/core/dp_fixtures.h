// SPDX-License-Identifier: GPL-3.0-or-later
// The node the data-parallel attention tests plan (tst_dp_attention, tst_dp_attention_serving):
// DeepSeek-V3 FP8 on one 8 × H200 node (139.8 GiB reported, 141 GB marketed), 640 GiB of
// weights, 671 B parameters of which 37 B active (the DeepSeek-V3 technical report), 256 routed
// experts, 8 per token (config.json n_routed_experts, num_experts_per_tok); the 61-layer MLA
// latent of 576 B per token in FP8, FlashMLA's block of 64, 32,768 tokens, 400 users.
#pragma once

#include "hf_fixtures.h"
#include "kvplan/scenario.h"

#include <cstdint>

namespace kvp::test {

inline Scenario deepseekV3Node(std::uint64_t tp, std::uint64_t dp)
{
    Scenario s;
    s.model = importHfFixture(QStringLiteral("deepseek-ai__DeepSeek-V3.json")).model;
    s.model.weightsGiB = 640.0;
    s.model.paramsTotalB = 671.0;
    s.model.paramsActiveB = 37.0;
    s.model.moeExperts = 256;
    s.model.moeExpertsPerToken = 8;
    s.kvCacheDtype = KvCacheDtype::Fp8;
    s.gpu.name = "NVIDIA H200 SXM 141GB";
    s.gpu.memoryReportedGiB = 139.8;
    s.gpu.memoryMarketedGB = 141.0;
    s.gpu.count = 8;
    s.serving.tensorParallel = tp;
    if (dp > 1)
        s.serving.dataParallelAttention = dp;
    s.serving.blockSizeTokens = 64;
    s.workload.contextTokens = 32768;
    s.workload.users = 400;
    s.nvme.enabled = false;
    return s;
}

} // namespace kvp::test
