// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// §11: the rack elevation — each rack's units with the plan's nodes in their positions, from
// the bottom up, and each rack's kW against the site's limit.

#include "charts/chart_view.h"

#include <vector>

class QCPItemRect;
class QCPItemText;

namespace kvp::ui {

class RackChart : public ChartView {
    Q_OBJECT
public:
    explicit RackChart(QWidget* parent = nullptr);
    void showResult(const Scenario& scenario, const SizingResult& result) override;

    int nodesDrawn() const { return int(nodes_.size()); }
    int racksDrawn() const { return int(racks_.size()); }

protected:
    void restyle() override;

private:
    void clearItems();
    QCPBars* frame_; // the racks' outlines, one bar each
    std::vector<QCPItemRect*> racks_;
    std::vector<QCPItemRect*> nodes_;
    std::vector<QCPItemText*> labels_;
};

} // namespace kvp::ui
