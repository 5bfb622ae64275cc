// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// sizing-model §1: how many bytes a token's keys and values take, for the whole model and for
// one tensor-parallel rank.

#include "kvplan/plan.h"

namespace kvp {

// Full attention in every layer: 2 × layers × kv_heads × head_dim × bytes_per_value. Under
// tensor parallelism each rank holds max(1, kv_heads / TP) heads; when TP exceeds the KV heads
// every rank holds a copy, and the instance stores per-rank bytes × TP.
KvGeometry kvGeometry(const Scenario& scenario);

} // namespace kvp
