// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// The engine configuration as JSON (`kvplan engine-config --format json`), for programs: the
// keys are documented in docs/engine-configuration.md and stable; new keys may be added.

#include "kvplan/engine_config.h"

#include <nlohmann/json_fwd.hpp>

namespace kvp {

inline constexpr int kEngineConfigSchemaVersion = 1;

nlohmann::ordered_json engineConfigToJson(const EngineConfig& config);

} // namespace kvp
