// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// A Hugging Face config.json on disk, read into a scenario's model: the desktop app's "Import
// config.json…" and the CLI's model id from a file name.

#include "kvplan/hf_config.h"

#include <QString>

namespace kvp::ui {

// A model id from a config.json's file name when the config gives none: configs saved as
// org__name.json, a folder named after the model (…/Qwen3-8B/config.json), or the Hugging Face
// cache's models--org--name/snapshots/HASH/config.json.
QString modelIdFromConfigPath(const QString& path);

// Reads the config.json at `path` (at most 4 MiB) and imports it (kvp::importHfConfigText);
// when the config names no model, the name comes from the path. Throws ScenarioFileError naming
// the file, the config key and the problem.
ImportedModel importModelFile(const QString& path);

} // namespace kvp::ui
