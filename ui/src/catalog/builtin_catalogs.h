// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// The entries the pickers offer. Until core carries the model, GPU, platform and drive
// catalogs these are the worked example's own entries (the article's figures); each function is
// where its catalog is wired in.

#include "catalog/catalog_entry.h"

namespace kvp::ui {

Catalog modelCatalog();
Catalog gpuCatalog();
Catalog platformCatalog();
Catalog driveCatalog();

// The entries built from one scenario's own model / GPU / platform / drive.
CatalogEntry modelEntryOf(const Scenario& scenario, const QString& id, const QString& detail);
CatalogEntry gpuEntryOf(const Scenario& scenario, const QString& id, const QString& detail);
CatalogEntry platformEntryOf(const Scenario& scenario, const QString& id, const QString& detail);
CatalogEntry driveEntryOf(const Scenario& scenario, const QString& id, const QString& detail);

} // namespace kvp::ui
