// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// Chart 6: where the traffic's requests are served from — the GPU, the CPU tier, NVMe, missed
// (recomputed) or new conversations with nothing to find — as the closed form and the
// simulation give them, one stacked bar each, side by side (docs/sizing-rules.md §7a).

#include "charts/chart_view.h"

namespace kvp::ui {

class HitRateChart : public ChartView {
    Q_OBJECT
public:
    explicit HitRateChart(QWidget* parent = nullptr);
    void showResult(const Scenario& scenario, const SizingResult& result) override;

    // Stacked segments, in percent of requests; key 1 the closed form, key 2 the simulation.
    QCPBars* gpu() const { return gpu_; }
    QCPBars* cpu() const { return cpu_; }
    QCPBars* nvme() const { return nvme_; }
    QCPBars* miss() const { return miss_; }
    QCPBars* fresh() const { return fresh_; }

protected:
    void restyle() override;

private:
    QCPBars* gpu_;
    QCPBars* cpu_;
    QCPBars* nvme_;
    QCPBars* miss_;
    QCPBars* fresh_;
};

} // namespace kvp::ui
