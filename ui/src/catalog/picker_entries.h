// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// The entries the pickers offer, from core's catalogs: the model catalog (with the worked
// example's own model first, whose FP8 weights of 32.0 GiB are the article's figure), and the
// GPUs, CPU platforms and NVMe drives (one entry per capacity) of a hardware catalog — the
// built-in one with the user's merged over it. An entry matches a scenario when applying it
// would change nothing but the catalog id, so a file typed in by hand shows its entry too.

#include "catalog/picker_entry.h"
#include "kvplan/catalog.h"
#include "kvplan/plan.h"

#include <QString>
#include <memory>

namespace kvp::ui {

PickerEntries modelEntries();
PickerEntries gpuEntries(const std::shared_ptr<const Catalog>& catalog);
PickerEntries platformEntries(const std::shared_ptr<const Catalog>& catalog);
PickerEntries driveEntries(const std::shared_ptr<const Catalog>& catalog);
// The chassis picker (docs/sizing-rules.md §11): "Auto" (the planner's choice, named from
// `result`), then every catalog chassis that takes the scenario's GPU (chassisTakesGpu), each
// with its rack units, GPU positions and power supplies; picking one pins chassis.*.
PickerEntries chassisEntries(const std::shared_ptr<const Catalog>& catalog,
                             const Scenario& scenario, const SizingResult& result);

// An entry that gives a scenario the GPU of `scenario` (everything but the count).
PickerEntry gpuEntryOf(const Scenario& scenario, const QString& id, const QString& detail);

// The hardware catalog the window offers: built-in, with the user catalog merged over it. When
// the user catalog cannot be read, the built-in one and the reason (one line) in `problem`.
std::shared_ptr<const Catalog> desktopCatalog(QString* problem);

} // namespace kvp::ui
