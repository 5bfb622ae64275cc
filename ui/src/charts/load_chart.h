// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// Time to first token under load (docs/sizing-rules.md §10): the busiest hour's TTFT p50 and
// p95 against the users (the request rate scaled with them), with the scenario's tiers and with
// offloading off (the CPU and NVMe hits recomputed), and the SLA's TTFT p95 as a line. The
// points are core's closed form (loadCurve(), computed when the chart is shown). Above the p95 a
// shaded band up to its pessimistic end: × the 90th percentile of measured ÷ predicted of the
// GPU family's published runs (the plan's band, §10), where the SLA is checked by default.

#include "charts/chart_view.h"

#include "kvplan/load_types.h"

#include <vector>

class QCPGraph;
class QCPItemStraightLine;

namespace kvp::ui {

class LoadChart : public ChartView {
    Q_OBJECT
public:
    explicit LoadChart(QWidget* parent = nullptr);
    void showResult(const Scenario& scenario, const SizingResult& result) override;

    QCPGraph* p50() const { return p50_; }
    QCPGraph* p95() const { return p95_; }
    QCPGraph* p95WithoutOffload() const { return without_; }
    QCPGraph* slaLine() const { return sla_; }
    QCPGraph* p95Pessimistic() const { return pessimistic_; }

protected:
    void restyle() override;

private:
    // The curve's inputs: the same ones (the plan and then its simulation, an undo) reuse it.
    struct CurveInputs {
        bool available = false;
        bool closedFormHolds = false;
        EngineLoadModel engine;
        LoadWorkload workload;
        std::uint64_t users = 0;
        friend bool operator==(const CurveInputs&, const CurveInputs&) = default;
    };
    const std::vector<LoadCurvePoint>& curveOf(const Scenario& scenario, const SizingResult& r);

    CurveInputs curveInputs_;
    std::vector<LoadCurvePoint> curve_;
    bool curveKnown_ = false;
    QCPGraph* p50_;
    QCPGraph* p95_;
    QCPGraph* without_;
    QCPGraph* sla_;
    QCPGraph* pessimistic_;
};

} // namespace kvp::ui
