// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// Which engine releases the launch commands are written for, and the vLLM release that
// introduced each name they use. Facts from ../shared/reference/engines.md (§2.3 version table,
// §3–§5) and the vendor article; an unconfirmed release carries a confidence note.

#include "kvplan/scenario.h"

#include <array>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace kvp {

// A release number, compared part by part ("0.22" == "0.22.0" < "0.22.1").
struct ReleaseVersion {
    std::array<unsigned, 3> parts{};
    friend auto operator<=>(const ReleaseVersion&, const ReleaseVersion&) = default;
};

// "0.22.1", "v0.22", "0.11.1rc2", "0.23.0.post1": the first one to three dotted numbers, with an
// optional leading "v" and any suffix after them; nullopt when it does not start that way.
std::optional<ReleaseVersion> parseReleaseVersion(std::string_view text);
std::string toString(const ReleaseVersion& version);

// One piece of software the commands are written for.
struct EngineRelease {
    std::string product; // "vLLM", "SGLang", "LMCache", "NVIDIA Dynamo"
    std::string version; // "0.32.0"
    std::string source;  // where the names were read
    std::string confidence;
};

// The releases one engine's output is written for (its row in engine_registry.h): vLLM alone;
// SGLang alone; the LMCache server and the vLLM instances attached to it; Dynamo (with its vLLM
// workers).
std::vector<EngineRelease> writtenFor(EngineKind engine);

// The vLLM release the vLLM commands are written for (vLLM's and LMCache's rows), and its number.
const EngineRelease& vllmRelease();
ReleaseVersion vllmWrittenFor();

// The vLLM release whose rules apply to this scenario's instances: the one its engine runs (the
// scenario's chosen release, or the vLLM a Dynamo release pins), else the release the commands are
// written for. The host-tier rules (how a release allocates the CPU tier) and the launch files
// read the release through this one function.
ReleaseVersion vllmReleaseFor(const Scenario& scenario);

// A name used in the vLLM commands and the first release that has it.
enum class VllmFeature {
    OffloadingConnector,    // OffloadingConnector, kv_role kv_both
    KvOffloadingSizeFlag,   // --kv-offloading-size / --kv-offloading-backend
    CpuBytesToUse,          // cpu_bytes_to_use, total over workers (was num_cpu_blocks per worker)
    TieringOffloadingSpec,  // spec_name TieringOffloadingSpec, secondary_tiers
    LmcacheMpConnector,     // --kv-offloading-backend lmcache → LMCacheMPConnector
    Bfloat16KvCacheDtype,   // --kv-cache-dtype bfloat16
    ReplicatedMlaCpuLayout, // CPUOffloadingSpec stores one copy of a pure-MLA latent at TP > 1
    SlidingWindowInFlight,  // a sliding-window request holds 2 × max_num_batched_tokens in flight
};

struct VllmFeatureRelease {
    VllmFeature feature;
    std::string_view name;       // the flag or key, as written in the commands
    ReleaseVersion firstRelease; // first release with it
    std::string_view source;
    bool confirmed;
};

const VllmFeatureRelease& vllmFeatureRelease(VllmFeature feature);

} // namespace kvp
