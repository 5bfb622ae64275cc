// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// Sources that release rows of several engines quote (the rows live in each engine's
// kinds/<id>.cpp): NVIDIA Dynamo's pin tables name the vLLM and SGLang releases it runs.

#include <string_view>

namespace kvp::engine_detail {

inline constexpr std::string_view kVllmGuide =
    "vLLM docs/features/kv_offloading_usage.md @0078e9d2 (docs.vllm.ai/en/v0.32.0); "
    "vllm/config/cache.py @002f10e0";
inline constexpr std::string_view kDynamoPins17 =
    "docs.nvidia.com/dynamo/reference/releases/v1-7-0 (\"Dynamo v1.7.0 (GA Nov 23, 2026)\"); "
    "docs.nvidia.com/dynamo/v1.6.2/reference/releases/deprecations, \"Upgrade to v1.7.0\": "
    "vLLM 0.31.0→0.33.0, SGLang 0.5.21→0.5.23";
inline constexpr std::string_view kDynamoPins16 =
    "docs.nvidia.com/dynamo/v1.6.0/reference/releases/deprecations, \"Upgrade to v1.6.0\": "
    "vLLM 0.28.0→0.31.0, SGLang 0.5.18→0.5.21";
inline constexpr std::string_view kDynamoPins15 =
    "docs.nvidia.com/dynamo/v1.5.0/reference/releases/deprecations.md (v1.5.0, 2026-09-18): "
    "vLLM 0.26.0→0.28.0, SGLang 0.5.16→0.5.18; KVBM deprecated, removal targeted for v1.6.0";
inline constexpr std::string_view kDynamoPins14 =
    "docs.nvidia.com/dynamo/v1.4.1/reference/releases/deprecations: vLLM 0.26.0, SGLang 0.5.16";
inline constexpr std::string_view kDynamoPins13 =
    "docs.nvidia.com/dynamo/dev/reference/compatibility, v1.3.1 (2026-08-05): vLLM 0.23.0, "
    "SGLang 0.5.14";
inline constexpr std::string_view kPinned =
    "release and pins confirmed by the Dynamo release pages";

} // namespace kvp::engine_detail
