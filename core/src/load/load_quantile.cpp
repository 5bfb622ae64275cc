// SPDX-License-Identifier: GPL-3.0-or-later
// §10: the closed form's TTFT percentiles (kvplan/load_quantile.h). The bisection's 40 halvings
// stay — the report's figures are its answers to the last bit — but each asks the running sums
// over the classes sorted by offset (a binary search, at most one exp), not a sum over them all.
#include "kvplan/load_quantile.h"

#include <algorithm>
#include <cmath>
#include <limits>
#include <vector>

namespace kvp {

namespace {

constexpr int kHalvings = 40; // 2^-40 of the range: far below a microsecond
constexpr double kUnit = std::numeric_limits<double>::epsilon() / 2.0;

// The classes sorted by offset with the running sums S_j and E_j (kvplan/load_quantile.h).
struct RunningSums {
    std::vector<double> offset, below, weighted;
    double total = 0.0; // Σ share in the classes' order, as delayMixtureCdf divides by it
    double rho = 0.0;   // 0 without a tail
    double tailMean = 0.0;
    double slack = 0.0; // how far the two sums may round apart, in shares
};

RunningSums runningSums(const DelayMixture& m)
{
    RunningSums r;
    const std::size_t n = m.classes.size();
    std::vector<std::size_t> order(n);
    for (std::size_t k = 0; k < n; ++k) {
        order[k] = k;
        r.total += m.classes[k].share;
    }
    const auto offsetOf = [&](std::size_t k) {
        return m.residual + m.classes[k].reload + m.classes[k].service;
    };
    std::sort(order.begin(), order.end(),
              [&](std::size_t a, std::size_t b) { return offsetOf(a) < offsetOf(b); });
    r.rho = m.tailMean > 0.0 ? m.rho : 0.0;
    r.tailMean = m.tailMean;
    r.offset.resize(n);
    r.below.resize(n);
    r.weighted.resize(n);
    double below = 0.0, weighted = 0.0;
    for (std::size_t i = 0; i < n; ++i) {
        const std::size_t k = order[i];
        r.offset[i] = offsetOf(k);
        if (i > 0 && r.rho > 0.0 && r.offset[i] > r.offset[i - 1])
            weighted *= std::exp(-(r.offset[i] - r.offset[i - 1]) / r.tailMean);
        below += m.classes[k].share;
        weighted += m.classes[k].share;
        r.below[i] = below;
        r.weighted[i] = weighted;
    }
    // Each sum rounds by at most a unit per term; the exps' arguments by a unit of x / τ each.
    const double spread = r.rho > 0.0 && n > 0 ? r.offset[n - 1] / r.tailMean : 0.0;
    r.slack = 8.0 * kUnit * double(n + 4) * (2.0 + spread) * r.total;
    return r;
}

// delayMixtureCdf(m, x) ≥ p, from the running sums where they are clear of rounding.
bool reaches(const DelayMixture& m, const RunningSums& r, double x, double p)
{
    const double target = p * r.total;
    const double near = 1e-14 * std::abs(x); // a class's offset and its room round apart by less
    const std::size_t j =
        std::size_t(std::upper_bound(r.offset.begin(), r.offset.end(), x) - r.offset.begin());
    const bool onEdge =
        (j > 0 && x - r.offset[j - 1] <= near) || (j < r.offset.size() && r.offset[j] - x <= near);
    if (!onEdge) {
        if (j == 0)
            return 0.0 >= p; // no class yet: the sum is exactly 0
        const double below = r.below[j - 1];
        if (below < target - r.slack)
            return false;
        const double waiting = r.rho * r.weighted[j - 1];
        if (below - waiting >= target + r.slack)
            return true;
        const double cdf =
            below - (waiting > 0.0 ? waiting * std::exp(-(x - r.offset[j - 1]) / r.tailMean) : 0.0);
        if (cdf >= target + r.slack)
            return true;
        if (cdf < target - r.slack)
            return false;
    }
    return delayMixtureCdf(m, x) >= p;
}

} // namespace

double delayMixtureCdf(const DelayMixture& m, double x)
{
    double sum = 0.0, total = 0.0;
    for (const DelayClass& c : m.classes)
        total += c.share;
    for (const DelayClass& c : m.classes) {
        const double room = x - m.residual - c.reload - c.service;
        if (room < 0.0)
            continue;
        const double waitAbove = m.tailMean > 0.0 ? m.rho * std::exp(-room / m.tailMean) : 0.0;
        sum += c.share * (1.0 - waitAbove);
    }
    return sum / total;
}

void delayMixtureQuantiles(const DelayMixture& m, std::span<const double> ps, std::span<double> out)
{
    const RunningSums r = runningSums(m);
    for (double& x : out)
        x = 0.0;
    if (r.total <= 0.0)
        return;
    double top = 0.0;
    for (const DelayClass& c : m.classes)
        top = std::max(top, c.reload + c.service);
    top += m.residual + (m.tailMean > 0.0 ? m.tailMean * 50.0 : 0.0) + 1e-9;
    for (std::size_t i = 0; i < ps.size(); ++i) {
        double lo = 0.0, hi = top;
        for (int step = 0; step < kHalvings; ++step) {
            const double mid = 0.5 * (lo + hi);
            (reaches(m, r, mid, ps[i]) ? hi : lo) = mid;
        }
        out[i] = hi;
    }
}

} // namespace kvp
