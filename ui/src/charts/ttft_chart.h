// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// Chart 5: time to first token of a returning user against the prompt's length, one line per
// tier the conversation is found in (GPU, CPU tier, NVMe) and one for recomputing it
// (sizing-model §7). The points are core's series; the axes are logarithmic, since a miss at
// the context costs a hundred times a hit.

#include "charts/chart_view.h"

class QCPGraph;

namespace kvp::ui {

class TtftChart : public ChartView {
    Q_OBJECT
public:
    explicit TtftChart(QWidget* parent = nullptr);
    void showResult(const Scenario& scenario, const SizingResult& result) override;

    QCPGraph* gpuHit() const { return gpu_; }
    QCPGraph* cpuHit() const { return cpu_; }
    QCPGraph* nvmeHit() const { return nvme_; }
    QCPGraph* recompute() const { return recompute_; }

protected:
    void restyle() override;

private:
    QCPGraph* gpu_;
    QCPGraph* cpu_;
    QCPGraph* nvme_;
    QCPGraph* recompute_;
};

} // namespace kvp::ui
