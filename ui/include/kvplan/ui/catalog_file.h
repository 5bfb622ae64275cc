// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// Catalog files on disk: the user catalog beside the built-in one, and files named on the
// command line. Problems are reported as ScenarioFileError (file, key, problem), the same
// one-line form as scenario files.

#include "kvplan/catalog.h"

#include <QString>
#include <QStringList>

namespace kvp::ui {

// Where a user keeps entries of their own, read by the desktop app and `kvplan catalog` /
// `kvplan report --gpu …`: <generic data folder>/kvplanner/catalog.json, i.e.
// ~/.local/share/kvplanner/catalog.json on Linux ($XDG_DATA_HOME is honoured).
QString userCatalogPath();

// Reads and parses one catalog file. Throws ScenarioFileError naming the file and the key.
Catalog readCatalogFile(const QString& path);

// The built-in catalog, with the user catalog (when `includeUserCatalog` and the file exists)
// and then each of `files` merged over it by id, in that order. Throws ScenarioFileError.
Catalog loadCatalog(const QStringList& files = {}, bool includeUserCatalog = true);

} // namespace kvp::ui
