// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// Chart 1: one card's memory as core splits it — weights, overhead, the KV cache and the
// headroom the engine leaves unused — with the conversations the KV cache holds.

#include "charts/chart_view.h"

namespace kvp::ui {

class GpuCacheChart : public ChartView {
    Q_OBJECT
public:
    explicit GpuCacheChart(QWidget* parent = nullptr);
    void showResult(const Scenario& scenario, const SizingResult& result) override;

    QCPBars* weights() const { return weights_; }
    QCPBars* overhead() const { return overhead_; }
    QCPBars* kvCache() const { return kvCache_; }
    QCPBars* headroom() const { return headroom_; }

protected:
    void restyle() override;

private:
    QCPBars* weights_;
    QCPBars* overhead_;
    QCPBars* kvCache_;
    QCPBars* headroom_;
};

} // namespace kvp::ui
