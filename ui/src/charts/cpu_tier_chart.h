// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// Chart 2: per instance, the GPU cache, the CPU tier and the tier that would keep every user
// warm; and where the node's users are: on the GPUs, warm in CPU memory, or not warm.

#include "charts/chart_view.h"

class QCPItemText;

namespace kvp::ui {

class CpuTierChart : public ChartView {
    Q_OBJECT
public:
    explicit CpuTierChart(QWidget* parent = nullptr);
    void showResult(const Scenario& scenario, const SizingResult& result) override;

    QCPBars* gpuCache() const { return gpuCache_; }
    QCPBars* cpuTier() const { return cpuTier_; }
    QCPBars* keepAllWarm() const { return keepAllWarm_; }
    QCPBars* usersOnGpu() const { return usersOnGpu_; }
    QCPBars* usersOnCpu() const { return usersOnCpu_; }
    QCPBars* usersNotWarm() const { return usersNotWarm_; }

protected:
    void restyle() override;

private:
    QCPAxisRect* sizes_;
    QCPAxisRect* users_;
    QCPBars* gpuCache_;
    QCPBars* cpuTier_;
    QCPBars* keepAllWarm_;
    QCPBars* usersOnGpu_;
    QCPBars* usersOnCpu_;
    QCPBars* usersNotWarm_;
    std::vector<QCPItemText*> valueLabels_;
};

} // namespace kvp::ui
