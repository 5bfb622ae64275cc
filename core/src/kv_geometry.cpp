// SPDX-License-Identifier: GPL-3.0-or-later
#include "kvplan/kv_geometry.h"

#include <algorithm>

namespace kvp {

KvGeometry kvGeometry(const Scenario& scenario)
{
    const ModelSpec& model = scenario.model;
    const std::uint64_t tp = scenario.serving.tensorParallel;
    const std::uint64_t valueBytes = bytesPerValue(scenario.kvCacheDtype);

    KvGeometry kv;
    kv.headsReplicated = tp > model.numKvHeads;
    kv.kvHeadsPerRank = std::max<std::uint64_t>(1, model.numKvHeads / tp);

    // Keys and values: the factor 2.
    const Bytes perHeadPerLayer = bytes(checkedMul(checkedMul(2, model.headDim), valueBytes));
    kv.bytesPerTokenPerRank = perHeadPerLayer * checkedMul(model.numLayers, kv.kvHeadsPerRank);
    kv.bytesPerToken = kv.bytesPerTokenPerRank * tp;
    kv.conversationBytesPerRank = kv.bytesPerTokenPerRank * scenario.workload.contextTokens;
    kv.conversationBytes = kv.bytesPerToken * scenario.workload.contextTokens;
    kv.blockBytesPerRank = kv.bytesPerTokenPerRank * scenario.serving.blockSizeTokens;
    return kv;
}

} // namespace kvp
