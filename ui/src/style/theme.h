// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// The one palette module: the application's light and dark palettes and the colours every chart
// and panel uses for the same thing (the GPU cache is the same green in every chart, the CPU
// tier the same blue, …).

#include "kvplan/diagnostics.h"

#include <QColor>
#include <QFont>
#include <QPalette>
#include <QString>
#include <optional>

class QApplication;

namespace kvp::ui {

enum class Theme { Light, Dark };

QString themeName(Theme theme); // "light", "dark"
std::optional<Theme> themeFromName(const QString& name);

struct ChartColors {
    QColor background;
    QColor text;
    QColor mutedText;
    QColor axis;
    QColor grid;

    QColor weights;    // model weights on the card
    QColor overhead;   // CUDA graphs and activations
    QColor headroom;   // memory the engine leaves unused on purpose
    QColor gpuCache;   // the GPU KV cache, and users served from it
    QColor cpuTier;    // the CPU tier (pinned buffers), and users served from it
    QColor notWarm;    // users who pay a full prefill
    QColor dimm;       // a fitted DIMM
    QColor emptySlot;  // outline of an empty DIMM slot
    QColor reserve;    // memory kept beside the buffers
    QColor free;       // memory left over
    QColor nvmeWrites; // NVMe writes
    QColor endurance;  // the drives' endurance budget and rating
};

const ChartColors& chartColors(Theme theme);

QPalette applicationPalette(Theme theme);
QColor severityColor(Severity severity, Theme theme);
// Background of a form field whose value the scenario's validation refuses.
QColor invalidFieldColor(Theme theme);

// The theme the application palette is in (a dark window colour means dark).
Theme currentTheme();

// Fusion style with the theme's palette.
void applyTheme(QApplication& app, Theme theme);

// Fonts sized for a shared screen: chart text, tick labels and the big key figures.
QFont chartFont(int pointSizeDelta = 0);
QFont keyFigureFont();

} // namespace kvp::ui
