// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// The built-in model catalog (resources/catalog/models.json, embedded in core): scenario model
// objects with where their values come from and how sure they are.

#include "kvplan/scenario.h"

#include <string>
#include <string_view>
#include <vector>

namespace kvp {

struct CatalogModel {
    ModelSpec model;
    std::vector<std::string> aliases; // other ids with the same architecture
    std::string configSource;         // the config.json the architecture was read from
    std::string confidence;           // "confirmed", "partly confirmed", "unconfirmed"
    std::string notes;
};

// Parses a catalog document; throws ScenarioError naming the entry's key ("models[3].model.…").
std::vector<CatalogModel> parseModelCatalog(std::string_view text);

// The embedded catalog (parsed once).
const std::vector<CatalogModel>& modelCatalog();

// The entry whose name or alias is `name`, ignoring case and a leading local path as vLLM logs
// print it ("/google/gemma-3-27b-it", "/models/meta-llama/Llama-3.1-8B-Instruct"); nullptr
// when none matches.
const CatalogModel* findCatalogModel(std::string_view name);

} // namespace kvp
