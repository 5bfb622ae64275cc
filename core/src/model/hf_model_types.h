// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// Internal to core: the Hugging Face model types the importer knows, each with the family whose
// defaults and attention rules apply, and the config keys it refuses. A new architecture is a
// row in hf_model_types.cpp (and its family's rules in hf_config.cpp when it needs new ones).

#include "model/hf_config_reader.h"

#include <optional>
#include <span>
#include <string_view>

namespace kvp::hf {

// The family of a known model_type; nothing for one the importer does not know.
std::optional<Family> familyOf(std::string_view modelType);

// Keys that mean an attention kind KV Planner does not model: refusing beats a wrong figure.
struct UnsupportedKey {
    const char* key;
    const char* what;
};
std::span<const UnsupportedKey> unsupportedKeys();

// Model types whose caches cannot be sized from what is published: why, or nothing. The import
// refuses them even with --generic (a plain decoder's figures would be wrong).
std::optional<std::string_view> refusedModelType(std::string_view modelType);

} // namespace kvp::hf
