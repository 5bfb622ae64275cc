// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// §11: one node's power at full load, part by part (GPUs, CPUs, DIMMs, drives, NICs, board,
// fans), against the power supplies that carry it and the redundant ones.

#include "charts/chart_view.h"

#include <vector>

namespace kvp::ui {

class NodePowerChart : public ChartView {
    Q_OBJECT
public:
    explicit NodePowerChart(QWidget* parent = nullptr);
    void showResult(const Scenario& scenario, const SizingResult& result) override;

    // One bar per part kind, in PowerPlan::parts' order; the supplies' two bars.
    const std::vector<QCPBars*>& parts() const { return parts_; }
    QCPBars* carrying() const { return carrying_; }
    QCPBars* redundant() const { return redundant_; }

protected:
    void restyle() override;

private:
    static QString partWords(const PowerPart& part);
    std::vector<QCPBars*> parts_;
    QCPBars* carrying_;
    QCPBars* redundant_;
};

} // namespace kvp::ui
