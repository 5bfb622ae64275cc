// SPDX-License-Identifier: GPL-3.0-or-later
#include "kvplan/ui/format.h"
#include "kvplan/ui/report.h"
#include "report/report_sections.h"

#include <QCoreApplication>
#include <cmath>

namespace kvp::ui::report {

namespace {

// "86.3 %" or, with a simulation, "86.3 % (simulated 86.1 %)".
QString sideBySide(double closed, const std::optional<SimulatedHitRates>& sim,
                   double HitRateEstimate::*member)
{
    QString text = percent(closed);
    if (sim)
        text += tr(" (simulated %1)").arg(percent(sim->rates.*member));
    return text;
}

Section latencySection(const SizingResult& r)
{
    const ReturningLatency& l = r.latency;
    const PrefillInputs& in = l.prefill;
    Section sec{tr("Time to first token for a returning user (sizing-model §7)"), {}};
    // A sizing error stops the plan before §7, §7a and §10 (plan.cpp): say so, not what else
    // could be missing.
    if (r.hasSizingErrors()) {
        sec.rows.push_back({tr("Time to first token"), tr("not estimated"),
                            tr("the plan has an error; see the advice")});
        return sec;
    }
    if (!in.available) {
        sec.rows.push_back({tr("Time to first token"), tr("not estimated"),
                            tr("needs the model's parameters and the GPU's dense TFLOPS; see the "
                               "advice")});
        return sec;
    }
    sec.rows.push_back(
        {tr("Prefill estimate"),
         tr("%1 billion parameters at %2 %3 TFLOPS × MFU %4")
             .arg(formatNumber(in.activeParams / 1e9, 2),
                  QString::fromStdString(toString(in.computeDtype)).toUpper(),
                  formatNumber(in.denseTflops, 0), formatNumber(in.mfu, 2)),
         (in.tensorParallel == 1 ? tr("one GPU per instance")
                                 : tr("%1 GPUs per instance").arg(count(in.tensorParallel))) +
             tr("; the textbook estimate 2 × parameters × tokens + attention (no engine "
                "publishes a TTFT formula), never faster than reading the weights once (%1)")
                 .arg(formatDuration(l.weightsReadSeconds))});
    sec.rows.push_back({tr("Returning prompt"), tr("%1 tokens").arg(count(l.promptTokens)),
                        tr("%1 cached + %2 new").arg(count(l.cachedTokens), count(l.newTokens))});
    sec.rows.push_back({tr("From the GPU (prefix hit)"), formatDuration(l.gpuHitSeconds),
                        formulaOf(r, "latency.gpu_hit_ms")});
    if (l.cpuTier)
        sec.rows.push_back(
            {tr("From the CPU tier"),
             tr("%1, %2× faster than recomputing")
                 .arg(formatDuration(l.cpuHitSeconds), formatNumber(l.cpuSpeedup, 1)),
             formulaOf(r, "latency.cpu_hit_ms") + tr("; reload: ") +
                 formulaOf(r, "latency.cpu_reload_ms")});
    if (l.nvmeTier)
        sec.rows.push_back(
            {tr("From NVMe"),
             tr("%1, %2× faster than recomputing")
                 .arg(formatDuration(l.nvmeHitSeconds), formatNumber(l.nvmeSpeedup, 1)),
             formulaOf(r, "latency.nvme_hit_ms") + tr("; read: ") +
                 formulaOf(r, "latency.nvme_read_ms")});
    sec.rows.push_back({tr("Recomputed (miss)"), formatDuration(l.recomputeSeconds),
                        formulaOf(r, "latency.recompute_ms") + tr("; FLOPs: ") +
                            formulaOf(r, "latency.prefill_tflop")});
    QString columns = tr("GPU");
    if (l.cpuTier)
        columns += tr(" / CPU");
    if (l.nvmeTier)
        columns += tr(" / NVMe");
    columns += tr(" / recompute");
    for (const TtftPoint& p : l.series) {
        QString value = formatDuration(p.gpuHitSeconds);
        if (l.cpuTier)
            value += QStringLiteral(" / ") + formatDuration(p.cpuHitSeconds);
        if (l.nvmeTier)
            value += QStringLiteral(" / ") + formatDuration(p.nvmeHitSeconds);
        value += QStringLiteral(" / ") + formatDuration(p.recomputeSeconds);
        sec.rows.push_back(
            {tr("%1-token prompt").arg(count(p.promptTokens)), value,
             columns + (l.cpuTier && p.cpuHitSeconds > 0.0
                            ? tr("; CPU hit %1× faster")
                                  .arg(formatNumber(p.recomputeSeconds / p.cpuHitSeconds, 1))
                            : QString())});
    }
    return sec;
}

Section hitRateSection(const Scenario& s, const SizingResult& r)
{
    const HitRates& h = r.hitRates;
    Section sec{tr("Hit rates per tier (sizing rules §7a)"), {}};
    if (r.hasSizingErrors() && s.traffic) {
        sec.rows.push_back(
            {tr("Traffic"), tr("not estimated"), tr("the plan has an error; see the advice")});
        return sec;
    }
    if (!h.described) {
        sec.rows.push_back({tr("Traffic"), tr("not described"),
                            tr("add a traffic section (docs/scenario-format.md) or a preset: "
                               "--workload chat-assistant, coding-agent or rag-shared-documents")});
        return sec;
    }
    const TrafficSpec& t = *s.traffic;
    QString detail = tr("%1 s between turns, %2 resume an earlier conversation, %3 tokens a "
                        "turn, %4 shared, over %5 hours")
                         .arg(formatNumber(t.thinkTimeSeconds, 0), percent(t.returningShare),
                              count(t.tokensPerTurn), count(t.sharedPrefixTokens),
                              formatNumber(t.activeHoursPerDay, 1));
    if (!t.preset.empty())
        detail += tr(" (preset %1)").arg(QString::fromStdString(t.preset));
    sec.rows.push_back(
        {tr("Traffic"),
         tr("%1 users × %2 conversations a day × %3 turns")
             .arg(count(s.workload.users), formatNumber(t.conversationsPerUserPerDay, 1),
                  count(t.turnsPerConversation)),
         detail});
    sec.rows.push_back(
        {tr("Requests"), tr("%1 a day").arg(formatNumber(h.requestsPerDay, 0)),
         tr("idle between a user's conversations: ") + formulaOf(r, "hit_rates.idle_s")});
    const auto kept = [](double seconds) {
        return std::isinf(seconds) ? tr("everything") : formatDuration(seconds);
    };
    QString capacities = tr("GPU %1").arg(formatSize(h.gpuCapacity, SizeUnit::GiB));
    QString times = tr("GPU %1").arg(kept(h.gpuSeconds));
    if (r.latency.cpuTier) {
        capacities += tr(", CPU %1 per instance").arg(formatSize(h.cpuCapacity, SizeUnit::GiB));
        times += tr(", CPU %1").arg(kept(h.cpuSeconds));
    }
    if (r.nvme.enabled) {
        capacities += tr("; NVMe %1 per node").arg(formatSize(h.nvmeCapacity, SizeUnit::TB));
        times += tr(", NVMe %1").arg(kept(h.nvmeSeconds));
    }
    sec.rows.push_back(
        {tr("Tiers"), capacities,
         tr("hold what was touched within: %1 (LRU, inclusive%2)")
             .arg(times, h.routed ? tr(", KV-aware routing") : tr(", no KV-aware routing"))});
    const HitRateEstimate& e = h.closedForm;
    const auto& sim = h.simulated;
    sec.rows.push_back({tr("From the GPU"), sideBySide(e.gpu, sim, &HitRateEstimate::gpu),
                        formulaOf(r, "hit_rates.gpu")});
    if (r.latency.cpuTier)
        sec.rows.push_back({tr("From the CPU tier"), sideBySide(e.cpu, sim, &HitRateEstimate::cpu),
                            formulaOf(r, "hit_rates.cpu")});
    if (r.nvme.enabled)
        sec.rows.push_back({tr("From NVMe"), sideBySide(e.nvme, sim, &HitRateEstimate::nvme),
                            formulaOf(r, "hit_rates.nvme")});
    sec.rows.push_back({tr("Missed (recomputed)"), sideBySide(e.miss, sim, &HitRateEstimate::miss),
                        tr("returning requests no tier still held")});
    sec.rows.push_back({tr("New conversations"), sideBySide(e.fresh, sim, &HitRateEstimate::fresh),
                        tr("first turns with nothing of the user's to reuse")});
    const auto byTier = [&](double gpu, double cpu, double nvme) {
        QString text = tr("GPU %1").arg(percent(gpu));
        if (r.latency.cpuTier)
            text += tr(", CPU %1").arg(percent(cpu));
        if (r.nvme.enabled)
            text += tr(", NVMe %1").arg(percent(nvme));
        return text;
    };
    QString tokens = tr("%1 of prompt tokens").arg(percent(e.tokensSaved()));
    if (sim)
        tokens += tr(" (simulated %1)").arg(percent(sim->rates.tokensSaved()));
    sec.rows.push_back({tr("Prefill saved"), tokens,
                        byTier(e.tokensSavedGpu, e.tokensSavedCpu, e.tokensSavedNvme) +
                            tr("; the shared prefix counts as the GPU's")});
    if (e.flopsKnown) {
        QString flops = tr("%1 of prefill FLOPs").arg(percent(e.flopsSaved()));
        if (sim && sim->rates.flopsKnown)
            flops += tr(" (simulated %1)").arg(percent(sim->rates.flopsSaved()));
        sec.rows.push_back({tr("Prefill compute saved"), flops,
                            byTier(e.flopsSavedGpu, e.flopsSavedCpu, e.flopsSavedNvme)});
    }
    if (sim)
        sec.rows.push_back(
            {tr("Simulation"),
             tr("%1 requests, seed %2").arg(count(sim->requests), count(sim->seed)),
             tr("a day of %1 h counted after a warm-up day; %2 users%3")
                 .arg(formatNumber(sim->measuredHours, 1), count(sim->usersSimulated),
                      sim->oneNodeOfSeveral ? tr(" of one node (the nodes are alike)")
                                            : QString())});
    else
        sec.rows.push_back({tr("Simulation"), tr("not run"),
                            tr("closed form only (see the advice when it was skipped)")});
    return sec;
}

} // namespace

std::vector<Section> whatifSections(const Scenario& scenario, const SizingResult& result)
{
    return {latencySection(result), hitRateSection(scenario, result),
            loadSection(scenario, result)};
}

} // namespace kvp::ui::report
