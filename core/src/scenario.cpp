// SPDX-License-Identifier: GPL-3.0-or-later
#include "kvplan/scenario.h"

#include <array>
#include <utility>

namespace kvp {

namespace {

constexpr std::array<std::pair<KvCacheDtype, const char*>, 6> kDtypeNames = {{
    {KvCacheDtype::Fp8, "fp8"},
    {KvCacheDtype::Fp8E4M3, "fp8_e4m3"},
    {KvCacheDtype::Fp8E5M2, "fp8_e5m2"},
    {KvCacheDtype::Bf16, "bf16"},
    {KvCacheDtype::Fp16, "fp16"},
    {KvCacheDtype::Fp32, "fp32"},
}};

constexpr std::array<std::pair<CapacityModel, const char*>, 2> kCapacityModelNames = {{
    {CapacityModel::Vllm, "vllm"},
    {CapacityModel::VllmLegacy, "vllm-legacy"},
}};

constexpr std::array<std::pair<EngineKind, const char*>, 4> kEngineNames = {{
    {EngineKind::Vllm, "vllm"},
    {EngineKind::Sglang, "sglang"},
    {EngineKind::Lmcache, "lmcache"},
    {EngineKind::Dynamo, "dynamo"},
}};

} // namespace

std::uint64_t bytesPerValue(KvCacheDtype dtype)
{
    switch (dtype) {
    case KvCacheDtype::Fp8:
    case KvCacheDtype::Fp8E4M3:
    case KvCacheDtype::Fp8E5M2:
        return 1;
    case KvCacheDtype::Bf16:
    case KvCacheDtype::Fp16:
        return 2;
    case KvCacheDtype::Fp32:
        return 4;
    }
    return 2;
}

std::string toString(KvCacheDtype dtype)
{
    for (const auto& [value, name] : kDtypeNames)
        if (value == dtype)
            return name;
    return "bf16";
}

std::optional<KvCacheDtype> kvCacheDtypeFromString(const std::string& text)
{
    for (const auto& [value, name] : kDtypeNames)
        if (text == name)
            return value;
    return std::nullopt;
}

std::string toString(CapacityModel model)
{
    for (const auto& [value, name] : kCapacityModelNames)
        if (value == model)
            return name;
    return "vllm";
}

std::optional<CapacityModel> capacityModelFromString(const std::string& text)
{
    for (const auto& [value, name] : kCapacityModelNames)
        if (text == name)
            return value;
    return std::nullopt;
}

std::string toString(EngineKind engine)
{
    for (const auto& [value, name] : kEngineNames)
        if (value == engine)
            return name;
    return "vllm";
}

std::optional<EngineKind> engineKindFromString(const std::string& text)
{
    for (const auto& [value, name] : kEngineNames)
        if (text == name)
            return value;
    return std::nullopt;
}

} // namespace kvp
