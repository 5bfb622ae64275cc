// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// Sweeps and comparisons for people (text, Markdown, CSV) and programs (JSON); the figures'
// names and units in words. Every number comes from core (sweep.h, compare.h).

#include "kvplan/compare.h"
#include "kvplan/sweep.h"

#include <QString>

namespace kvp::ui {

// "GPU KV cache per card" for "gpu.kv_cache_gib_per_card"; the key itself when it has no name.
QString figureLabel(const std::string& key);
// The unit a report key is in: "GiB", "GB", "TB", "ms", "share", "B", "s", "×", "MT/s", "years"
// or "" (a count or plain number), from the key figures' table or the key's suffix.
std::string figureUnit(const std::string& key);
// A figure's value with its unit: "51.04 GiB", "86.3 %", "107.2 ms", "1,152 GB", "11.8×".
QString figureValueText(double value, const std::string& unit);
// "+13.9 %", "−50 %", "+0.8 pts" (shares), "same": a value against the first scenario's.
QString figureChangeText(double value, double base, const std::string& unit);
// "24 × 48 GB → 24 × 64 GB" style words for a sweep's jump at a point.
QString sweepJumpText(SweepJump jump, const SweepPoint& point, const SweepPoint& previous);

enum class SweepFormat { Text, Json, Csv };
QString renderSweep(const Sweep& sweep, SweepFormat format);

enum class CompareFormat { Text, Json, Markdown };
QString renderComparison(const Comparison& comparison, CompareFormat format);

} // namespace kvp::ui
