// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// One choice of a picker ("GPU from catalog or custom"): what it is called, where its figures
// come from, how it changes a scenario and whether a scenario is that choice as it stands.
// Pickers take plain lists of these, built from core's catalogs (picker_entries.h).

#include "kvplan/scenario.h"

#include <QString>
#include <functional>
#include <vector>

namespace kvp::ui {

struct PickerEntry {
    QString id;
    QString name;   // shown in the picker
    QString detail; // the figures it sets, their source and confidence (tooltip)
    std::function<void(Scenario&)> apply;
    std::function<bool(const Scenario&)> matches;
};

using PickerEntries = std::vector<PickerEntry>;

} // namespace kvp::ui
