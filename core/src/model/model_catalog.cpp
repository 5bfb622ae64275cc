// SPDX-License-Identifier: GPL-3.0-or-later
#include "kvplan/model_catalog.h"

#include "kvplan/embedded_resources.h"
#include "kvplan/scenario_io.h"

#include <algorithm>
#include <cctype>
#include <nlohmann/json.hpp>

namespace kvp {

using nlohmann::json;

namespace {

std::string text(const json& entry, const char* key, const std::string& prefix, bool required)
{
    const auto it = entry.find(key);
    if (it == entry.end()) {
        if (required)
            throw ScenarioError(prefix + "." + key, "missing");
        return {};
    }
    if (!it->is_string())
        throw ScenarioError(prefix + "." + key, "must be a text");
    return it->get<std::string>();
}

std::string lower(std::string_view s)
{
    std::string out(s);
    std::transform(out.begin(), out.end(), out.begin(),
                   [](unsigned char c) { return static_cast<char>(std::tolower(c)); });
    return out;
}

// "org/name" from a path or id: the last two components.
std::string lastTwo(std::string_view id)
{
    std::string s = lower(id);
    while (!s.empty() && s.back() == '/')
        s.pop_back();
    const auto last = s.rfind('/');
    if (last == std::string::npos)
        return s;
    const auto before = s.rfind('/', last - 1);
    return before == std::string::npos || last == 0 ? s.substr(s.front() == '/' ? 1 : 0)
                                                    : s.substr(before + 1);
}

} // namespace

std::vector<CatalogModel> parseModelCatalog(std::string_view content)
{
    const json document = parseJsonText(content);
    if (!document.is_object())
        throw ScenarioError("", "a model catalog must be a JSON object");
    const auto models = document.find("models");
    if (models == document.end() || !models->is_array())
        throw ScenarioError("models", "missing or not a list");
    std::vector<CatalogModel> catalog;
    for (std::size_t i = 0; i < models->size(); ++i) {
        const json& entry = (*models)[i];
        const std::string prefix = "models[" + std::to_string(i) + "]";
        if (!entry.is_object())
            throw ScenarioError(prefix, "must be an object");
        const auto model = entry.find("model");
        if (model == entry.end())
            throw ScenarioError(prefix + ".model", "missing");
        CatalogModel item;
        item.model = modelFromJson(*model, prefix + ".model");
        item.configSource = text(entry, "config_source", prefix, true);
        item.confidence = text(entry, "confidence", prefix, true);
        item.notes = text(entry, "notes", prefix, false);
        if (const auto aliases = entry.find("aliases"); aliases != entry.end()) {
            if (!aliases->is_array())
                throw ScenarioError(prefix + ".aliases", "must be a list of texts");
            for (const json& alias : *aliases) {
                if (!alias.is_string())
                    throw ScenarioError(prefix + ".aliases", "must be a list of texts");
                item.aliases.push_back(alias.get<std::string>());
            }
        }
        catalog.push_back(std::move(item));
    }
    return catalog;
}

const std::vector<CatalogModel>& modelCatalog()
{
    static const std::vector<CatalogModel> catalog = [] {
        const auto content = embeddedResource("catalog/models.json");
        return content ? parseModelCatalog(*content) : std::vector<CatalogModel>{};
    }();
    return catalog;
}

const CatalogModel* findCatalogModel(std::string_view name)
{
    const std::string wanted = lastTwo(name);
    if (wanted.empty())
        return nullptr;
    // A bare name ("Qwen3-8B") matches the name part of an id.
    const bool bare = wanted.find('/') == std::string::npos;
    const auto matches = [&](const std::string& id) {
        const std::string candidate = lastTwo(id);
        return candidate == wanted ||
               (bare && candidate.size() > wanted.size() &&
                candidate.compare(candidate.size() - wanted.size(), wanted.size(), wanted) == 0 &&
                candidate[candidate.size() - wanted.size() - 1] == '/');
    };
    for (const CatalogModel& entry : modelCatalog()) {
        if (matches(entry.model.name))
            return &entry;
        for (const std::string& alias : entry.aliases)
            if (matches(alias))
                return &entry;
    }
    return nullptr;
}

} // namespace kvp
