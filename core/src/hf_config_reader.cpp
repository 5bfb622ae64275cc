// SPDX-License-Identifier: GPL-3.0-or-later
#include "hf_config_reader.h"

namespace kvp::hf {

std::string typeName(const json& value)
{
    if (value.is_null())
        return "null";
    if (value.is_boolean())
        return "true/false";
    if (value.is_number())
        return "a number";
    if (value.is_string())
        return "a text";
    if (value.is_array())
        return "a list";
    return "an object";
}

std::optional<DtypeInfo> dtypeFromTorch(const std::string& text)
{
    if (text == "bfloat16")
        return DtypeInfo{"bf16", 2};
    if (text == "float16" || text == "half")
        return DtypeInfo{"fp16", 2};
    if (text == "float32" || text == "float")
        return DtypeInfo{"fp32", 4};
    return std::nullopt;
}

} // namespace kvp::hf
