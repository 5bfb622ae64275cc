// SPDX-License-Identifier: GPL-3.0-or-later
// §10: the closed form's TTFT percentiles (kvplan/load_quantile.h), solved where they fall: one
// pass over the classes sorted by offset and at most one log a percentile, where 40 halvings of a
// bracket each asked the CDF (issue #24).
#include "kvplan/load_quantile.h"

#include <algorithm>
#include <cmath>
#include <vector>

namespace kvp {

namespace {

// The classes sorted by offset with the running sums S_j and E_j (kvplan/load_quantile.h).
struct RunningSums {
    std::vector<double> offset, below, weighted;
    double total = 0.0; // Σ share in the classes' order, as delayMixtureCdf divides by it
    double rho = 0.0;   // 0 without a tail
    double tailMean = 0.0;
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
    return r;
}

// The smallest x with P(TTFT ≤ x) ≥ p, from the running sums: in order of offset, the CDF jumps at
// a_j to (S_j − ρ E_j) / Σ and rises towards S_j / Σ until the next offset, so the percentile is
// either a_j itself or where (S_j − ρ E_j e^(−(x − a_j) / τ)) = p Σ, x = a_j + τ ln(ρ E_j / (S_j −
// p Σ)).
double quantileOf(const RunningSums& r, double p)
{
    const double target = p * r.total;
    const std::size_t n = r.offset.size();
    for (std::size_t j = 0; j < n; ++j) {
        if (j + 1 < n && r.offset[j + 1] == r.offset[j])
            continue; // tied offsets: the last one's sums hold them all
        const double waiting = r.rho * r.weighted[j];
        if (r.below[j] - waiting >= target)
            return r.offset[j];
        const double shed = r.below[j] - target; // what the waiting requests' tail must fall to
        if (shed <= 0.0 || waiting <= 0.0)
            continue; // below p until the next offset
        const double x = r.offset[j] + r.tailMean * std::log(waiting / shed);
        if (j + 1 == n || x < r.offset[j + 1])
            return x;
    }
    // p at the shares' total, which the sorted sums may miss by a rounding: the last offset's
    // tail to the bracket the bisection used (max a_k + 50 τ).
    return n > 0 ? r.offset[n - 1] + 50.0 * r.tailMean : 0.0;
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
    for (std::size_t i = 0; i < ps.size(); ++i)
        out[i] = quantileOf(r, ps[i]);
}

} // namespace kvp
