// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// Chart 3: each socket's channels and slots with the DIMMs core fitted, and how each socket's
// memory splits into the buffers of its cards, its share of the reserve and what is left.

#include "charts/chart_view.h"

#include <vector>

class QCPGraph;
class QCPItemRect;
class QCPItemText;
class QCPItemLine;

namespace kvp::ui {

class DimmLayoutChart : public ChartView {
    Q_OBJECT
public:
    explicit DimmLayoutChart(QWidget* parent = nullptr);
    void showResult(const Scenario& scenario, const SizingResult& result) override;

    QCPBars* buffers() const { return buffers_; }
    QCPBars* reserve() const { return reserve_; }
    QCPBars* free() const { return free_; }
    // Drawn slots: (socket, fitted) for each.
    int slotCount() const { return int(slots_.size()); }
    int fittedSlotCount() const;

protected:
    void restyle() override;

private:
    void clearLayoutItems();

    QCPAxisRect* slotsRect_;
    QCPAxisRect* socketsRect_;
    QCPBars* buffers_;
    QCPBars* reserve_;
    QCPBars* free_;
    QCPBars* dimmSwatch_;    // legend entries only
    QCPBars* emptySwatch_;   // legend entries only
    QCPGraph* memoryLegend_; // the dashed line's legend entry
    std::vector<QCPItemRect*> slots_;
    std::vector<QCPItemText*> texts_;
    std::vector<QCPItemLine*> memoryMarks_;
};

} // namespace kvp::ui
