// SPDX-License-Identifier: GPL-3.0-or-later
// §10: the closed form's TTFT percentiles (kvplan/load_quantile.h), solved where they fall: one
// pass over the classes sorted by offset and at most one log a percentile, where 40 halvings of a
// bracket each asked the CDF (issue #24).
#include "kvplan/load_quantile.h"

#include <algorithm>
#include <array>
#include <cmath>
#include <vector>

namespace kvp {

namespace {

// The classes sorted by offset (kvplan/load_quantile.h).
struct Sorted {
    struct Keyed {
        double offset; // a_k
        std::size_t k;
    };
    std::vector<Keyed> order;
    double total = 0.0; // Σ share in the classes' order, as delayMixtureCdf divides by it
};

Sorted sorted(const DelayMixture& m)
{
    Sorted r;
    r.order.resize(m.classes.size());
    // Each class's offset worked out once, beside its index: the sort compares the same doubles
    // it compared when it worked them out in each comparison, so it takes the same steps and puts
    // tied offsets in the same order (issue #24).
    for (std::size_t k = 0; k < r.order.size(); ++k) {
        const DelayClass& c = m.classes[k];
        r.order[k] = {m.residual + c.reload + c.service, k};
        r.total += c.share;
    }
    std::sort(r.order.begin(), r.order.end(),
              [](const Sorted::Keyed& a, const Sorted::Keyed& b) { return a.offset < b.offset; });
    return r;
}

// The smallest x with P(TTFT ≤ x) ≥ p for each p of `ps` (at most kAtOnce), from the running sums
// S_j and E_j: in order of offset, the CDF jumps at a_j to (S_j − ρ E_j) / Σ and rises towards
// S_j / Σ until the next offset, so the percentile is either a_j itself or where
// (S_j − ρ E_j e^(−(x − a_j) / τ)) = p Σ, x = a_j + τ ln(ρ E_j / (S_j − p Σ)). One pass over the
// classes answers every p, each at the first offset that answers it; the sums are worked out as
// far as the last p found (the classes beyond it, in a tail of small shares, cost no exp).
constexpr std::size_t kAtOnce = 8;

void quantilesOf(const DelayMixture& m, const Sorted& r, std::span<const double> ps,
                 std::span<double> out)
{
    const double rho = m.tailMean > 0.0 ? m.rho : 0.0; // 0 without a tail
    const double tailMean = m.tailMean;
    const std::size_t n = r.order.size();
    std::array<bool, kAtOnce> found{};
    std::size_t left = ps.size();
    double below = 0.0, weighted = 0.0;
    for (std::size_t j = 0; j < n && left > 0; ++j) {
        const double offset = r.order[j].offset;
        const double share = m.classes[r.order[j].k].share;
        if (j > 0 && rho > 0.0 && offset > r.order[j - 1].offset)
            weighted *= std::exp(-(offset - r.order[j - 1].offset) / tailMean);
        below += share;
        weighted += share;
        if (j + 1 < n && r.order[j + 1].offset == offset)
            continue; // tied offsets: the last one's sums hold them all
        const double waiting = rho * weighted;
        for (std::size_t i = 0; i < ps.size(); ++i) {
            if (found[i])
                continue;
            const double target = ps[i] * r.total;
            double x = offset;
            if (!(below - waiting >= target)) { // else the CDF jumps past p at a_j
                // What the waiting requests' tail must fall to.
                const double shed = below - target;
                if (shed <= 0.0 || waiting <= 0.0)
                    continue; // below p until the next offset
                x = offset + tailMean * std::log(waiting / shed);
                if (j + 1 < n && !(x < r.order[j + 1].offset))
                    continue;
            }
            out[i] = x;
            found[i] = true;
            --left;
        }
    }
    // p at the shares' total, which the sorted sums may miss by a rounding: the last offset's
    // tail to the bracket the bisection used (max a_k + 50 τ).
    for (std::size_t i = 0; i < ps.size(); ++i)
        if (!found[i])
            out[i] = n > 0 ? r.order[n - 1].offset + 50.0 * tailMean : 0.0;
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
    const Sorted r = sorted(m);
    for (double& x : out)
        x = 0.0;
    if (r.total <= 0.0)
        return;
    for (std::size_t i = 0; i < ps.size(); i += kAtOnce) {
        const std::size_t count = std::min(kAtOnce, ps.size() - i);
        quantilesOf(m, r, ps.subspan(i, count), out.subspan(i, count));
    }
}

} // namespace kvp
