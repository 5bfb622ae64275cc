// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// The big numbers of a sizing in words — conversations on the GPUs, CPU tier per instance,
// DIMMs, memory free beside the buffers, reload time, NVMe writes a day — for the key figures
// panel and the PDF quote alike. Every value is a figure core derives.

#include "kvplan/plan.h"

#include <QString>
#include <vector>

namespace kvp::ui {

struct KeyFigure {
    QString key;     // the result key whose formula explains it
    QString caption; // "CPU tier per instance"
    QString value;   // "125.00 GiB"
    QString detail;  // one short line under the value
    QString more;    // the full story ("" = the detail)
    void setValue(const QString& value, const QString& detail, const QString& more = {});
};

// The figures with a tile in kvplan/figures.h, with their keys and captions, no values yet.
std::vector<KeyFigure> keyFigureSlots();

// The six figures of a plan; "—" with "no plan" when the scenario has none.
std::vector<KeyFigure> keyFigures(const Scenario& scenario, const SizingResult& result);

} // namespace kvp::ui
