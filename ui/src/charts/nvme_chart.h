// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// Chart 4: the NVMe tier's writes a day against the drives' endurance budget a day, and the
// writes accumulated over the warranty against the drives' rated lifetime writes.

#include "charts/chart_view.h"

class QCPGraph;
class QCPItemText;

namespace kvp::ui {

class NvmeChart : public ChartView {
    Q_OBJECT
public:
    explicit NvmeChart(QWidget* parent = nullptr);
    void showResult(const Scenario& scenario, const SizingResult& result) override;

    QCPBars* writesPerDay() const { return writes_; }
    QCPBars* budgetPerDay() const { return budget_; }
    QCPGraph* written() const { return written_; }
    QCPGraph* rated() const { return rated_; }

protected:
    void restyle() override;

private:
    QCPAxisRect* daily_;
    QCPAxisRect* lifetime_;
    QCPBars* writes_;
    QCPBars* budget_;
    QCPGraph* written_;
    QCPGraph* rated_;
    std::vector<QCPItemText*> valueLabels_;
};

} // namespace kvp::ui
