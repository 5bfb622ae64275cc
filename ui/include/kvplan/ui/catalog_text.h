// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// Catalog listings for people (`kvplan catalog gpus|platforms|dimms|drives|chassis`): one aligned
// row per entry, unconfirmed figures marked ⚠ and explained below the table, entries from a user
// catalog marked with the file they came from.

#include "kvplan/catalog.h"

#include <QString>

namespace kvp::ui {

QString gpuCatalogText(const Catalog& catalog);
QString platformCatalogText(const Catalog& catalog);
QString dimmCatalogText(const Catalog& catalog);
QString driveCatalogText(const Catalog& catalog);
QString chassisCatalogText(const Catalog& catalog);

} // namespace kvp::ui
