// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// The formula panel's words for the figures core derives (its result keys; the titles of
// kvplan/figures.h), and whether a result holds a plan.

#include "kvplan/plan.h"

#include <QString>

namespace kvp::ui {

// "GPU KV cache per card" for "gpu.kv_cache_gib_per_card"; the key itself when unknown.
QString figureTitle(const QString& figureKey);

// False when validation or arithmetic refused the scenario: there are no figures to show.
bool hasPlan(const SizingResult& result);

} // namespace kvp::ui
