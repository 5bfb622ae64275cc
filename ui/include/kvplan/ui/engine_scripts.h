// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// Engine launch scripts on disk, for `kvplan engine-config --output` and the GUI's Save.

#include "kvplan/engine_config.h"

#include <QString>
#include <QStringList>

namespace kvp::ui {

// Writes every script of `config` (kvp::engineScriptFiles) into `directory`, creating it when
// missing. Each file is written atomically and made executable; a file that cannot be written
// leaves its old version. Returns the paths written. Throws ScenarioFileError naming the file.
QStringList saveEngineScripts(const QString& directory, const EngineConfig& config);

} // namespace kvp::ui
