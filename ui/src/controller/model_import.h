// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// The hook for "Import config.json…" and for dropping a config.json on the window: reads a
// Hugging Face config.json into a scenario's model. Throws ScenarioFileError (one line naming
// the file, the key and the problem). The window offers the import only once one is set.

#include "kvplan/scenario.h"

#include <QString>
#include <functional>

namespace kvp::ui {

using ModelImporter = std::function<ModelSpec(const QString& path)>;

} // namespace kvp::ui
