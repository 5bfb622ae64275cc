// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// Internal to core (and tst_catalog): how builtInCatalog() reads the files compiled into core.

#include "kvplan/catalog.h"

#include <string>
#include <string_view>
#include <vector>

namespace kvp {

// The built-in catalog's files, in the order they are merged (embeddedResource's paths:
// "catalog/gpus.json", ...).
const std::vector<std::string>& builtInCatalogFiles();

// One of those files, read as parseCatalog reads it (every key and value checked), but parsed
// without the strict JSON reader's bookkeeping of each key (a key given twice, the nesting depth,
// the key a syntax error stands at): a third of `kvplan report`'s catalog time (issue #24). Only
// for the compiled-in files, which tst_catalog's builtInFilesAreStrictJson reads with
// parseCatalog.
Catalog parseBuiltInCatalogFile(std::string_view text, const std::string& origin);

} // namespace kvp
