// SPDX-License-Identifier: GPL-3.0-or-later
#include "model/hf_config_reader.h"

namespace kvp::hf {

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
