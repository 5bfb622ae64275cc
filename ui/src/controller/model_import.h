// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// The hook for "Import config.json…" and for dropping a config.json on the window: reads a
// Hugging Face config.json into a scenario's model, with the assumptions it made. Throws
// ScenarioFileError (one line naming the file, the key and the problem). The window uses
// kvp::ui::importModelFile; tests may put another in.

#include "kvplan/hf_config.h"

#include <QString>
#include <functional>

namespace kvp::ui {

using ModelImporter = std::function<ImportedModel(const QString& path)>;

} // namespace kvp::ui
