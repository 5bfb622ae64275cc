// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// How a problem names the JSON type it found ("must be a number (got a text)"): one wording for
// scenarios, catalogs, price lists and config.json files.

#include <nlohmann/json.hpp>

#include <string>

namespace kvp::detail {

inline std::string typeName(const nlohmann::json& value)
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

} // namespace kvp::detail
