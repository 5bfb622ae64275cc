// SPDX-License-Identifier: GPL-3.0-or-later
// The report's first section: the scenario's inputs in words.
#include "report/report_sections.h"

#include "kvplan/ui/format.h"
#include "kvplan/ui/report.h"

namespace kvp::ui::report {

Section inputsSection(const Scenario& s, const SizingResult& r)
{
    const QString gpuName = QString::fromStdString(s.gpu.name);
    Section inputs{tr("Inputs"), {}};
    if (s.model.layers.empty())
        inputs.rows.push_back(
            {tr("Model"), QString::fromStdString(s.model.name),
             tr("%1 layers, %2 KV heads, head_dim %3; weights %4 GiB")
                 .arg(count(s.model.numLayers), count(s.model.numKvHeads), count(s.model.headDim),
                      formatShortNumber(s.model.weightsGiB))});
    else
        inputs.rows.push_back({tr("Model"), QString::fromStdString(s.model.name),
                               tr("%1 layers: %2; weights %3 GiB")
                                   .arg(count(s.model.numLayers), layersText(s.model),
                                        formatShortNumber(s.model.weightsGiB))});
    inputs.rows.push_back(
        {tr("KV-cache dtype"),
         s.kvCacheDtype == KvCacheDtype::Auto
             ? tr("auto → %1").arg(QString::fromStdString(toString(effectiveKvCacheDtype(s))))
             : QString::fromStdString(toString(s.kvCacheDtype)),
         effectiveKvCacheDtype(s) == KvCacheDtype::Nvfp4
             ? tr("%1 bytes per value with its scales")
                   .arg(formatNumber(kvBytesPerValue(KvCacheDtype::Nvfp4), 4))
             : plural(bytesPerValue(effectiveKvCacheDtype(s)),
                      QT_TRANSLATE_NOOP("kvp::ui::Count", "byte per value"),
                      QT_TRANSLATE_NOOP("kvp::ui::Count", "bytes per value"))});
    inputs.rows.push_back({tr("GPUs per node"), tr("%1 × %2").arg(count(s.gpu.count), gpuName),
                           tr("%1 GiB reported to CUDA, %2 GB marketed, PCIe Gen%3 x%4")
                                   .arg(formatShortNumber(s.gpu.memoryReportedGiB),
                                        formatShortNumber(s.gpu.memoryMarketedGB))
                                   .arg(s.gpu.pcieGen)
                                   .arg(s.gpu.pcieLanes) +
                               catalogNote(s.gpu.catalogId)});
    // Under data-parallel attention an instance is an engine of DP ranks, as the launch files
    // start it (sizing-model §2).
    const std::uint64_t dp = effectiveDataParallelAttention(s.serving);
    inputs.rows.push_back(
        {tr("Serving"),
         dp > 1
             ? tr("TP %1 × DP %2 → %3 of %4 DP ranks")
                   .arg(count(s.serving.tensorParallel), count(dp),
                        plural(r.users.instances / dp,
                               QT_TRANSLATE_NOOP("kvp::ui::Count", "instance"),
                               QT_TRANSLATE_NOOP("kvp::ui::Count", "instances")),
                        count(dp))
             : tr("TP %1 → %2")
                   .arg(count(s.serving.tensorParallel),
                        plural(r.users.instances, QT_TRANSLATE_NOOP("kvp::ui::Count", "instance"),
                               QT_TRANSLATE_NOOP("kvp::ui::Count", "instances"))),
         tr("gpu_memory_utilization %1, overhead %2 GiB, capacity model %3")
             .arg(formatShortNumber(s.serving.gpuMemoryUtilization),
                  formatShortNumber(s.serving.overheadGiB),
                  QString::fromStdString(toString(s.serving.capacityModel)))});
    const QString platformName = QString::fromStdString(s.host.platform);
    inputs.rows.push_back(
        {tr("Host"),
         tr("%1 × %2").arg(plural(s.host.sockets, QT_TRANSLATE_NOOP("kvp::ui::Count", "socket"),
                                  QT_TRANSLATE_NOOP("kvp::ui::Count", "sockets")),
                           platformName.isEmpty() ? tr("CPU") : platformName),
         (s.host.maxDimmsPerChannel > 1
              ? tr("%1 channels per socket, %2 MT/s at 1 DIMM per channel, %3 MT/s at 2")
                    .arg(count(s.host.channelsPerSocket), count(s.host.memoryMtsAt1Dpc),
                         count(s.host.memoryMtsAt2Dpc))
              : tr("%1 channels per socket, 1 DIMM per channel at %2 MT/s")
                    .arg(count(s.host.channelsPerSocket), count(s.host.memoryMtsAt1Dpc))) +
             catalogNote(s.host.platformId)});
    inputs.rows.push_back(
        {tr("Workload"),
         tr("%1 users × %2 tokens").arg(count(s.workload.users), count(s.workload.contextTokens)),
         tr("%1 new conversations a day").arg(count(s.workload.newConversationsPerDay))});
    return inputs;
}

} // namespace kvp::ui::report
