// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// The report's building blocks: sections of rows (label, value, how it was computed), one
// builder per rule of docs/sizing-rules.md, each in a file of its own with its words; the text
// and Markdown renderers of report.cpp lay them out.

#include "kvplan/plan.h"

#include <QString>
#include <vector>

namespace kvp::ui {

struct Row {
    QString label;
    QString value;
    QString detail; // the formula with numbers, or a remark
};

struct Section {
    QString title;
    std::vector<Row> rows;
};

namespace report {

// The sections in the report's order.
Section inputsSection(const Scenario& scenario, const SizingResult& result);
Section kvSection(const Scenario& scenario, const SizingResult& result);     // §1
Section gpuSection(const Scenario& scenario, const SizingResult& result);    // §2
Section cpuSection(const Scenario& scenario, const SizingResult& result);    // §3
Section memorySection(const Scenario& scenario, const SizingResult& result); // §4
Section numaSection(const Scenario& scenario, const SizingResult& result);   // §4
Section pcieSection(const Scenario& scenario, const SizingResult& result);   // §5
Section nvmeSection(const Scenario& scenario, const SizingResult& result);   // §6
// Time to first token of a returning user (§7) and the hit rates per tier (§7a).
std::vector<Section> whatifSections(const Scenario& scenario, const SizingResult& result);
Section loadSection(const Scenario& scenario, const SizingResult& result); // §10
// The chassis, NVLink bridges, node power by part, supplies, heat, airflow and racks.
Section serverSection(const Scenario& scenario, const SizingResult& result); // §11
Section costSection(const Scenario& scenario, const SizingResult& result);   // running cost

// The words the sections share (the "kvp::Report" translation context).
QString tr(const char* text, const char* disambiguation = nullptr, int n = -1);
// The figure's formula with its numbers; "" when the plan has none.
QString formulaOf(const SizingResult& result, const char* figure);
QString plural(std::uint64_t n, const char* one, const char* many); // "2 sockets" (kvp::ui::Count)
QString gib(Bytes b);
QString gbs(Bytes b);
QString tbs(Bytes b);
QString exact(Bytes b); // in bytes
QString count(std::uint64_t n);
QString percent(double share); // "86.3 %"
// "; catalog h200-sxm" when the fields came from a catalog entry.
QString catalogNote(const std::string& id);

} // namespace report

} // namespace kvp::ui
