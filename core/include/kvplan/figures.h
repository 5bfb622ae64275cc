// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// The report's figures declared once: each one's key (the JSON report's dotted key, which is
// also the key of its formula in SizingResult::derivations), its unit, the report section it
// belongs to, how to read its value from a plan, and its stable words — a title for the formula
// panel, a label for the sweep and comparison columns, a caption for a key-figure tile. Words
// are English source texts, as diagnostic templates are; the UI translates them. Sweeps,
// comparisons, the key-figure tiles, the what-if views and the quote read this table, and the
// JSON report writes the figures that have a place in it (Figure::after) from it.

#include "kvplan/plan.h"

#include <nlohmann/json_fwd.hpp>

#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace kvp {

enum FigureUse : unsigned {
    kFigureCompared = 1u << 0,       // a row of a comparison, a choice of the sweep view
    kFigureSweptByDefault = 1u << 1, // a column of a sweep no figures were chosen for
    // Its value moves in whole steps — a count of parts or users, a size or speed picked from a
    // list — so a sweep draws it as stairs, not as slopes between the points.
    kFigureStepwise = 1u << 2,
};

struct Figure {
    const char* key;
    // "B", "GiB", "GB", "TB", "ms", "share", "years", "×", "MT/s", "W", "kW", or "" for counts.
    const char* unit;
    // "kv", "gpu", "cpu", "memory", "nodes", "pcie", "nvme", "chassis", "power", "rack",
    // "latency", "hit_rates", "load", "cost".
    const char* section;
    // The value as the JSON report writes it: a number (a count stays a whole number), or null
    // where the report has none (no chassis, a tier switched off, no traffic, no simulation).
    // Null for figures only explained. A figure that is its formula's value reads it from
    // SizingResult::derivations (figures.cpp's derived()): it has none in a plan without
    // formulas (PlanOptions), which only `recommend` and `calibrate-bench` make.
    nlohmann::ordered_json (*value)(const Scenario&, const SizingResult&);
    const char* label; // "NVMe writes a day" in sweeps and comparisons; null: the key
    const char* title; // the formula panel's heading; null: the key
    const char* tile;  // a key-figure tile's caption; null: no tile
    unsigned uses = 0; // FigureUse flags
    // Where the JSON report writes it: after this key of its object ("": first); the object is
    // the key's path ("nvme.writes_tb_per_day": "nvme"). Null: the report does not take it from
    // the table — it has no reader, or its section writes it as part of a record (the hit rates'
    // closed form and simulation, the load's percentiles: core/src/whatif, core/src/load).
    const char* after = nullptr;
};

// In the report's order; a comparison lists its figures, and the tiles stand, in this order.
const std::vector<Figure>& allFigures();
const Figure* findFigure(std::string_view key);

// The figure's value, or nullopt when it has no reader or the plan none (the report's null).
std::optional<double> figureValue(const Figure& figure, const Scenario& scenario,
                                  const SizingResult& result);

// The keys of the figures with all of `uses`, in the table's order.
std::vector<std::string> figureKeys(unsigned uses);

} // namespace kvp
