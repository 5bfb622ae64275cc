// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// The percentiles of §10's closed-form TTFT (docs/sizing-rules.md §10, "Percentiles"). A request
// of class k takes the step in progress (the residual), waits in the prefill queue — not at all
// with probability 1 − ρ, else an exponential time of mean τ — and takes its own time, its reload
// and its prefill (a_k = residual + reload + service):
//   P(TTFT ≤ x) = Σ_{a_k ≤ x} share_k (1 − ρ e^(−(x − a_k) / τ)) / Σ share_k.
// Between two neighbouring offsets a_j ≤ x < a_(j+1) that is (S_j − ρ E_j e^(−(x − a_j) / τ)) / Σ,
// S_j = Σ_{a_k ≤ a_j} share_k and E_j = Σ_{a_k ≤ a_j} share_k e^(−(a_j − a_k) / τ): running sums
// over the classes sorted by offset, so the CDF anywhere costs a binary search and one exp
// instead of a sum over every class.

#include <span>

namespace kvp {

struct DelayClass {
    double share = 0.0;   // the class's weight (any scale)
    double reload = 0.0;  // seconds
    double service = 0.0; // seconds: its prefill
};

struct DelayMixture {
    std::span<const DelayClass> classes; // in the workload's order
    double residual = 0.0;               // seconds: the step in progress, before every class
    double rho = 0.0;                    // the probability of waiting
    double tailMean = 0.0;               // τ, seconds (0: no wait)
};

// P(TTFT ≤ x), summed over the classes in their order: x − residual − reload − service ≥ 0
// counts a class.
double delayMixtureCdf(const DelayMixture& mixture, double x);

// For each p of `ps` (in (0, 1)) into `out` (the same size): the smallest x with
// P(TTFT ≤ x) ≥ p, solved in closed form between the offsets (a_j + τ ln(ρ E_j / (S_j − p Σ)))
// or an offset itself where the CDF jumps past p. It replaced the bisection of delayMixtureCdf
// over [0, max a_k + 50 τ] to 2^-40 of that bracket, and lies inside that bracket. All zero
// without a share.
void delayMixtureQuantiles(const DelayMixture& mixture, std::span<const double> ps,
                           std::span<double> out);

} // namespace kvp
