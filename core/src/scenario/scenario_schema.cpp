// SPDX-License-Identifier: GPL-3.0-or-later
#include "kvplan/scenario_schema.h"

namespace kvp::schema {

const Field* find(std::string_view key)
{
    for (const Field& f : fields())
        if (f.key == key)
            return &f;
    return nullptr;
}

const std::vector<const Field*>& fieldsOf(std::string_view section)
{
    static const auto bySection = [] {
        std::vector<std::pair<std::string_view, std::vector<const Field*>>> list;
        for (const Section& s : sections())
            list.push_back({s.key, {}});
        for (const Field& f : fields())
            for (auto& [key, rows] : list)
                if (key == f.section())
                    rows.push_back(&f);
        return list;
    }();
    for (const auto& [key, rows] : bySection)
        if (key == section)
            return rows;
    static const std::vector<const Field*> none;
    return none;
}

const std::vector<Section>& sections()
{
    static const std::vector<Section> list = {
        {"", true, false},        {"model", true, false},       {"gpu", true, false},
        {"serving", true, false}, {"workload", true, false},    {"offload", false, false},
        {"host", false, false},   {"nvme", false, false},       {"engine", false, true},
        {"traffic", false, true}, {"quote", false, true},       {"load", false, true},
        {"sla", false, true},     {"speculative", false, true}, {"chassis", false, true},
        {"site", false, true},
    };
    return list;
}

} // namespace kvp::schema
