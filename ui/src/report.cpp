// SPDX-License-Identifier: GPL-3.0-or-later
#include "kvplan/ui/report.h"

#include "kvplan/report_json.h"
#include "kvplan/ui/format.h"
#include "report_sections.h"

#include <QCoreApplication>
#include <QStringList>
#include <cmath>
#include <vector>

namespace kvp::ui {

namespace {

QString tr(const char* text, const char* disambiguation = nullptr, int n = -1)
{
    return QCoreApplication::translate("kvp::Report", text, disambiguation, n);
}

QString shortNumber(double value, int decimals = 2)
{
    // Up to `decimals` decimals, trailing zeros dropped: 0.9, 95.6, 3, 51.04.
    QString text = formatNumber(value, decimals);
    if (text.contains(QLatin1Char('.'))) {
        while (text.endsWith(QLatin1Char('0')))
            text.chop(1);
        if (text.endsWith(QLatin1Char('.')))
            text.chop(1);
    }
    return text;
}

QString formulaOf(const SizingResult& r, const char* figure)
{
    const Derivation* d = r.derivation(figure);
    return d ? derivationText(*d) : QString();
}

QString plural(std::uint64_t n, const char* one, const char* many)
{
    return formatCount(n) + QLatin1Char(' ') + (n == 1 ? tr(one) : tr(many));
}

QString gib(Bytes b)
{
    return formatSize(b, SizeUnit::GiB);
}
QString gbs(Bytes b)
{
    return formatSize(b, SizeUnit::GB);
}
QString tbs(Bytes b)
{
    return formatSize(b, SizeUnit::TB);
}
QString exact(Bytes b)
{
    return formatSize(b, SizeUnit::Bytes);
}
QString count(std::uint64_t n)
{
    return formatCount(n);
}

// "; catalog h200-sxm" when the fields came from a catalog entry.
QString catalogNote(const std::string& id)
{
    return id.empty() ? QString() : tr("; catalog %1").arg(QString::fromStdString(id));
}

std::vector<Section> buildSections(const Scenario& s, const SizingResult& r)
{
    std::vector<Section> sections;
    const QString gpuName = QString::fromStdString(s.gpu.name);

    Section inputs{tr("Inputs"), {}};
    if (s.model.layers.empty())
        inputs.rows.push_back({tr("Model"), QString::fromStdString(s.model.name),
                               tr("%1 layers, %2 KV heads, head_dim %3; weights %4 GiB")
                                   .arg(count(s.model.numLayers), count(s.model.numKvHeads),
                                        count(s.model.headDim), shortNumber(s.model.weightsGiB))});
    else
        inputs.rows.push_back({tr("Model"), QString::fromStdString(s.model.name),
                               tr("%1 layers: %2; weights %3 GiB")
                                   .arg(count(s.model.numLayers), layersText(s.model),
                                        shortNumber(s.model.weightsGiB))});
    inputs.rows.push_back(
        {tr("KV-cache dtype"), QString::fromStdString(toString(s.kvCacheDtype)),
         plural(bytesPerValue(s.kvCacheDtype), "byte per value", "bytes per value")});
    inputs.rows.push_back(
        {tr("GPUs per node"), tr("%1 × %2").arg(count(s.gpu.count), gpuName),
         tr("%1 GiB reported to CUDA, %2 GB marketed, PCIe Gen%3 x%4")
                 .arg(shortNumber(s.gpu.memoryReportedGiB), shortNumber(s.gpu.memoryMarketedGB))
                 .arg(s.gpu.pcieGen)
                 .arg(s.gpu.pcieLanes) +
             catalogNote(s.gpu.catalogId)});
    inputs.rows.push_back(
        {tr("Serving"),
         tr("TP %1 → %2")
             .arg(count(s.serving.tensorParallel),
                  plural(r.users.instances, "instance", "instances")),
         tr("gpu_memory_utilization %1, overhead %2 GiB, capacity model %3")
             .arg(shortNumber(s.serving.gpuMemoryUtilization), shortNumber(s.serving.overheadGiB),
                  QString::fromStdString(toString(s.serving.capacityModel)))});
    const QString platformName = QString::fromStdString(s.host.platform);
    inputs.rows.push_back(
        {tr("Host"),
         tr("%1 × %2").arg(plural(s.host.sockets, "socket", "sockets"),
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
    sections.push_back(inputs);

    Section kv{tr("KV cache per token and per conversation (sizing-model §1)"), {}};
    kv.rows.push_back({tr("KV per token"),
                       exact(r.kv.bytesPerToken) + QStringLiteral(" (") +
                           formatSize(r.kv.bytesPerToken, SizeUnit::KiB, 0) + QLatin1Char(')'),
                       formulaOf(r, "kv_bytes_per_token")});
    if (s.serving.tensorParallel > 1 && r.kv.mlaReplicated)
        kv.rows.push_back({tr("KV per token per rank"), exact(r.kv.bytesPerTokenPerRank),
                           tr("MLA: the whole latent on every rank")});
    else if (s.serving.tensorParallel > 1)
        kv.rows.push_back(
            {tr("KV per token per rank"), exact(r.kv.bytesPerTokenPerRank),
             r.kv.headsReplicated
                 ? tr("%1 per rank, replicated")
                       .arg(plural(r.kv.kvHeadsPerRank, "KV head", "KV heads"))
                 : tr("%1 per rank").arg(plural(r.kv.kvHeadsPerRank, "KV head", "KV heads"))});
    const auto mibOrGib = [](Bytes b) {
        return b < kvp::gib(1) ? formatSize(b, SizeUnit::MiB, 1) : gib(b);
    };
    if (!r.kv.slidingBytesPerConversation.isZero())
        kv.rows.push_back(
            {tr("Sliding-window layers"),
             tr("%1 per conversation").arg(mibOrGib(r.kv.slidingBytesPerConversation)),
             formulaOf(r, "kv_sliding_bytes_per_conversation")});
    if (!r.kv.stateBytesPerConversation.isZero())
        kv.rows.push_back({tr("Linear-attention state"),
                           tr("%1 per conversation").arg(mibOrGib(r.kv.stateBytesPerConversation)),
                           formulaOf(r, "kv_state_bytes_per_conversation")});
    kv.rows.push_back(
        {tr("Per conversation"), gib(r.kv.conversationBytes), formulaOf(r, "conversation_bytes")});
    sections.push_back(kv);

    Section gpu{tr("GPU KV cache (sizing-model §2)"), {}};
    gpu.rows.push_back({tr("KV cache per card"), gib(r.gpu.kvCacheBytesPerCard),
                        formulaOf(r, "gpu.kv_cache_gib_per_card")});
    // The engine's groups and reserve are worth a look only when they differ from "one block of
    // every layer per block_size tokens".
    const EngineCapacity& e = r.engine;
    const bool engineDetail = e.supported && (e.specs.size() > 1 || r.kv.hybrid ||
                                              s.serving.capacityModel != CapacityModel::Vllm ||
                                              e.attentionBlockTokens != s.serving.blockSizeTokens);
    if (engineDetail) {
        gpu.rows.push_back(
            {tr("vLLM block pool"),
             tr("%1 blocks of %2")
                 .arg(count(e.numBlocks), formatSize(e.blockBytes, SizeUnit::MiB, 2)),
             formulaOf(r, "gpu.kv_blocks_per_instance") +
                 (e.groupCount > 1
                      ? tr("; %1 groups of %2 layers, %3 of them padding")
                            .arg(count(e.groupCount), count(e.groupSize), count(e.paddingLayers))
                      : QString())});
        gpu.rows.push_back({tr("Engine reserve per conversation"),
                            tr("%1 per rank").arg(gib(r.gpu.reservePerConversationPerRank)),
                            tr("%1 blocks: ").arg(count(e.blocksPerRequest)) +
                                formulaOf(r, "gpu.blocks_per_conversation")});
        gpu.rows.push_back({tr("vLLM \"GPU KV cache size\""),
                            tr("%1 tokens per instance").arg(count(r.gpu.kvTokensPerInstance)),
                            formulaOf(r, "gpu.kv_tokens_per_instance")});
        gpu.rows.push_back({tr("vLLM \"Maximum concurrency\""),
                            tr("%1x").arg(formatNumber(r.gpu.maxConcurrency, 2)),
                            tr("for %1 tokens per request (capacity model %2)")
                                .arg(count(s.workload.contextTokens),
                                     QString::fromStdString(toString(s.serving.capacityModel)))});
    } else {
        gpu.rows.push_back(
            {tr("vLLM \"GPU KV cache size\""),
             tr("%1 tokens per instance").arg(count(r.gpu.kvTokensPerInstance)),
             tr("%1 blocks of %2 tokens")
                 .arg(count(r.gpu.kvBlocksPerInstance), count(s.serving.blockSizeTokens))});
    }
    gpu.rows.push_back(
        {tr("Conversations on GPUs"),
         r.nodes.count > 1
             ? tr("%1 per instance, %2 per node, %3 on %4 nodes")
                   .arg(count(r.gpu.conversationsPerInstance), count(r.gpu.conversationsTotal),
                        count(r.nodes.conversationsOnGpusTotal), count(r.nodes.count))
             : tr("%1 per instance, %2 in total")
                   .arg(count(r.gpu.conversationsPerInstance), count(r.gpu.conversationsTotal)),
         formulaOf(r, "gpu.conversations_per_instance")});
    gpu.rows.push_back(
        {tr("Users not resident on GPUs"),
         tr("%1 of %2").arg(count(r.users.notResidentOnGpu), count(s.workload.users)),
         formulaOf(r, "users.not_resident_on_gpu")});
    sections.push_back(gpu);

    Section cpu{tr("CPU tier (sizing-model §3)"), {}};
    if (!s.offload.enabled) {
        cpu.rows.push_back({tr("CPU tier"), tr("off"), tr("offloading is disabled")});
    } else {
        cpu.rows.push_back(
            {r.nodes.count > 1 ? tr("Per node") : tr("In total"),
             gib(r.cpuTier.totalBytes) + QStringLiteral(" ≈ ") + gbs(r.cpuTier.totalBytes),
             formulaOf(r, "cpu_tier.total_gib")});
        cpu.rows.push_back({tr("Per instance"),
                            gib(r.cpuTier.perInstanceBytes) + QStringLiteral(" = ") +
                                exact(r.cpuTier.perInstanceBytes),
                            formulaOf(r, "cpu_tier.per_instance_gib")});
        cpu.rows.push_back({tr("Against the GPU cache"),
                            r.cpuTier.largerThanGpuCache ? tr("larger ✓") : tr("not larger ✗"),
                            tr("%1 per instance on the GPUs")
                                .arg(gib(r.gpu.kvCacheBytesPerCard * s.serving.tensorParallel))});
        cpu.rows.push_back({tr("Users warm in CPU memory"),
                            tr("%1 of %2 not on GPUs")
                                .arg(count(r.users.warmOnCpu), count(r.users.notResidentOnGpu)),
                            formulaOf(r, "users.warm_on_cpu")});
        cpu.rows.push_back(
            {tr("Users not kept warm"), count(r.users.notWarm), formulaOf(r, "users.not_warm")});
        cpu.rows.push_back({tr("Pinned host memory"), gbs(r.cpuTier.pinnedTotal),
                            tr("engine host-memory factor %1")
                                .arg(shortNumber(s.offload.engineHostMemoryFactor))});
    }
    sections.push_back(cpu);

    const MemoryPlan& m = r.memory;
    const std::uint64_t nodes = r.nodes.count;
    Section mem{tr("System memory (sizing-model §4)"), {}};
    if (nodes > 1 || !r.nodes.fitsOneNode)
        mem.rows.push_back({tr("Nodes"),
                            tr("%1, %2 users each")
                                .arg(plural(nodes, "node", "nodes"), count(r.users.usersPerNode)),
                            r.nodes.fitsOneNode
                                ? tr("host.nodes = %1").arg(count(nodes))
                                : tr("all %1 users would need %2 in one node, at most %3")
                                      .arg(count(s.workload.users), gbs(r.nodes.requiredOneNode),
                                           gbs(m.largestNodeMemory))});
    mem.rows.push_back({nodes > 1 ? tr("Required per node") : tr("Required"), gbs(m.required),
                        formulaOf(r, "memory.required_gb")});
    mem.rows.push_back({tr("Largest socket need"), gbs(m.perSocketNeed),
                        formulaOf(r, "memory.per_socket_need_gb")});
    if (m.fits) {
        const QString platform = QString::fromStdString(s.host.platform);
        QString speed = tr("%1 MT/s").arg(count(m.memorySpeedMts));
        if (m.dimmsPerChannel > 1)
            speed += tr(" (%1 MT/s at 1 DIMM per channel)").arg(count(m.memorySpeedMtsAt1Dpc));
        mem.rows.push_back(
            {nodes > 1 ? tr("DIMM layout per node") : tr("DIMM layout"),
             tr("%1 × %2 GB = %3 GB")
                 .arg(count(m.dimmCount), count(m.dimmSizeGB), shortNumber(m.total.inGB(), 1)),
             tr("%1: %2 × %3 channels, %4 per channel, %5")
                 .arg(platform.isEmpty() ? tr("host") : platform,
                      plural(s.host.sockets, "socket", "sockets"), count(s.host.channelsPerSocket),
                      plural(m.dimmsPerChannel, "DIMM", "DIMMs"), speed)});
        mem.rows.push_back({tr("Beside the buffer"), gbs(m.freeBesideBuffer),
                            formulaOf(r, "memory.free_beside_buffer_gb")});
        if (m.baselineDimmSizeGB != 0 && m.baselineTotal != m.total)
            mem.rows.push_back(
                {tr("Baseline layout"),
                 tr("%1 × %2 GB = %3 GB")
                     .arg(count(m.dimmCount / m.dimmsPerChannel), count(m.baselineDimmSizeGB),
                          shortNumber(m.baselineTotal.inGB(), 1)),
                 m.baselineTotal > r.cpuTier.pinnedTotal
                     ? tr("would leave %1 beside the buffer").arg(gbs(m.baselineFreeBesideBuffer))
                     : tr("would not hold the %1 buffer").arg(gbs(r.cpuTier.pinnedTotal))});
        for (const SocketLoad& load : m.sockets) {
            QStringList gpus;
            for (auto g : load.gpus)
                gpus << QString::number(g);
            QStringList instances;
            for (auto i : load.instances)
                instances << QString::number(i);
            mem.rows.push_back(
                {tr("Socket %1").arg(load.socket),
                 tr("%1 × %2 GB = %3")
                     .arg(count(load.dimms), count(m.dimmSizeGB), gbs(load.memory)),
                 tr("GPUs %1, instances %2: buffers %3 + reserve share %4; %5 free%6")
                     .arg(gpus.isEmpty() ? tr("none") : gpus.join(QStringLiteral(", ")),
                          instances.isEmpty() ? tr("none") : instances.join(QStringLiteral(", ")),
                          gbs(load.pinned), gbs(load.reserveShare), gbs(load.free),
                          load.overBudget ? tr(" — over budget") : QString())});
        }
    } else {
        mem.rows.push_back(
            {tr("DIMM layout"), tr("none holds it"),
             tr("the largest layout of a node is %1").arg(gbs(m.largestNodeMemory))});
    }
    sections.push_back(mem);

    Section numa{tr("NUMA placement (sizing-model §4)"), {}};
    for (const InstancePlacement& p : m.instances) {
        QStringList gpus;
        for (auto g : p.gpus)
            gpus << QString::number(g);
        QStringList sockets;
        for (auto n : p.numaNodes)
            sockets << QString::number(n);
        const QString where =
            tr("%1 %2 on %3 %4")
                .arg(p.gpus.size() == 1 ? tr("GPU") : tr("GPUs"), gpus.join(QStringLiteral(", ")),
                     p.numaNodes.size() == 1 ? tr("socket") : tr("sockets"),
                     sockets.join(QStringLiteral(", ")));
        const QString launch = QStringLiteral("CUDA_VISIBLE_DEVICES=") +
                               QString::fromStdString(p.cudaVisibleDevices) + QLatin1Char(' ') +
                               QString::fromStdString(p.numactlPrefix);
        numa.rows.push_back({tr("Instance %1").arg(p.instance), where, launch});
    }
    if (s.host.sockets > 1)
        numa.rows.push_back({tr("NUMA nodes"), tr("one per socket"),
                             tr("AMD NPS1 / Intel SNC off assumed; check each card's node with "
                                "nvidia-smi topo -m")});
    sections.push_back(numa);

    const PcieReload& p = r.pcie;
    Section pcie{tr("PCIe, bandwidth and reload time (sizing-model §5)"), {}};
    const QString share = formatNumber(p.peakShare * 100.0, 1);
    QString measured = tr("(measured on an H200)");
    if (p.generation > 5)
        measured = tr("(H200 curve; Gen%1 assumed to reach Gen5's %2 % of nominal, not measured)")
                       .arg(p.generation)
                       .arg(share);
    else if (p.generation < 5)
        measured = tr("(H200 curve scaled to Gen%1's measured %2 % of nominal)")
                       .arg(p.generation)
                       .arg(share);
    pcie.rows.push_back(
        {tr("Link per card"),
         tr("Gen%1 x%2, %3 GB/s nominal per direction")
                 .arg(p.generation)
                 .arg(s.gpu.pcieLanes)
                 .arg(formatNumber(p.nominalGBps, 0)) +
             (s.gpu.pcieGen > p.generation
                  ? tr(" (Gen%1 card in a Gen%2 host)").arg(s.gpu.pcieGen).arg(s.host.pcieGen)
                  : QString()),
         tr("%1 blocks reach %2 % of it %3: %4 GB/s")
             .arg(formatSize(p.transferBytes, SizeUnit::MiB, p.transferBytes.inMiB() < 1 ? 2 : 0),
                  formatNumber(p.efficiency * 100.0, 1), measured,
                  formatNumber(p.effectiveGBps, 1))});
    pcie.rows.push_back(
        {tr("Reload one conversation"), formatDuration(p.reloadSeconds),
         tr("%1 at the nominal rate; ").arg(formatDuration(p.reloadSecondsNominal)) +
             formulaOf(r, "pcie.reload_ms_per_conversation")});
    for (const SocketLoad& load : m.sockets) {
        const double share =
            load.memoryBandwidthGBps > 0.0 ? load.pcieDemandGBps / load.memoryBandwidthGBps : 0.0;
        pcie.rows.push_back(
            {tr("Socket %1 links").arg(load.socket),
             tr("%1 of %2 GB/s (%3 %)")
                 .arg(formatNumber(load.pcieDemandGBps, 1),
                      formatNumber(load.memoryBandwidthGBps, 1), formatNumber(share * 100.0, 1)),
             tr("%1 × %2 GB/s against %3 channels × %4 MT/s × 8 B; both directions at once %5 "
                "GB/s")
                 .arg(count(load.gpus.size()), formatNumber(p.nominalGBps, 0),
                      count(s.host.channelsPerSocket),
                      count(m.fits ? m.memorySpeedMts : s.host.memoryMtsAt1Dpc),
                      formatNumber(2.0 * load.pcieDemandGBps, 1))});
    }
    if (m.pcieLanesAvailable != 0) {
        const bool drives = s.offload.enabled && s.nvme.enabled;
        pcie.rows.push_back(
            {tr("PCIe lanes"),
             tr("%1 of %2").arg(count(m.pcieLanesNeeded), count(m.pcieLanesAvailable)),
             drives
                 ? tr("%1 GPUs × x%2 + %3 NVMe drives × x4")
                       .arg(count(s.gpu.count), count(s.gpu.pcieLanes), count(s.nvme.drivesPerNode))
                 : tr("%1 GPUs × x%2").arg(count(s.gpu.count), count(s.gpu.pcieLanes))});
    }
    if (s.offload.enabled)
        pcie.rows.push_back(
            {tr("Pinned allocation at start"), formatDuration(p.pinnedAllocationSecondsPerInstance),
             tr("per instance; ") + formulaOf(r, "pcie.pinned_allocation_s_per_instance")});
    sections.push_back(pcie);

    const NvmeTier& n = r.nvme;
    Section nvme{tr("NVMe tier (sizing-model §6)"), {}};
    if (!n.enabled) {
        nvme.rows.push_back({tr("NVMe tier"), tr("off"), QString()});
    } else {
        nvme.rows.push_back({nodes > 1 ? tr("Writes per day per node") : tr("Writes per day"),
                             tbs(n.writesPerDay), formulaOf(r, "nvme.writes_tb_per_day")});
        nvme.rows.push_back(
            {tr("Drives"),
             tr("%1 × %2").arg(count(s.nvme.drivesPerNode), QString::fromStdString(s.nvme.drive)),
             tr("%1 TB each, %2 DWPD, %3-year warranty, %4 GB/s read")
                     .arg(shortNumber(s.nvme.capacityTB), shortNumber(s.nvme.dwpd),
                          shortNumber(s.nvme.warrantyYears), shortNumber(s.nvme.readGBps)) +
                 catalogNote(s.nvme.driveId)});
        nvme.rows.push_back({tr("Endurance budget"),
                             tr("%1 a day, %2 % used")
                                 .arg(tbs(n.enduranceBudgetPerDay),
                                      formatNumber(n.shareOfEnduranceBudget * 100.0, 1)),
                             formulaOf(r, "nvme.share_of_endurance")});
        nvme.rows.push_back({tr("Wear-out"),
                             std::isinf(n.yearsToWearOut)
                                 ? tr("never (nothing written)")
                                 : tr("%1 years").arg(formatNumber(n.yearsToWearOut, 1)),
                             formulaOf(r, "nvme.years_to_wear_out")});
        if (n.yearsToWearOut < s.nvme.warrantyYears)
            nvme.rows.push_back(
                {tr("To last the warranty"),
                 tr("%1 of these drives, or %2 DWPD")
                     .arg(count(n.drivesForWarranty), formatNumber(n.dwpdForWarranty, 2)),
                 tr("writes within drives × capacity × DWPD a day: ") +
                     formulaOf(r, "nvme.drives_for_warranty")});
        nvme.rows.push_back(
            {tr("Capacity"),
             tr("%1 needed, %2 installed").arg(tbs(n.capacityNeeded), tbs(n.capacityInstalled)),
             formulaOf(r, "nvme.capacity_needed_tb")});
        nvme.rows.push_back(
            {tr("Reload from NVMe"), formatDuration(n.reloadSeconds),
             tr("staged through CPU memory: ") + formulaOf(r, "nvme.reload_ms_per_conversation")});
    }
    sections.push_back(nvme);
    for (Section& section : whatifSections(s, r))
        sections.push_back(std::move(section));
    return sections;
}

QString severityMark(Severity severity, bool markdown)
{
    switch (severity) {
    case Severity::Error:
        return markdown ? QStringLiteral("**Error:**") : QStringLiteral("[error]  ");
    case Severity::Warning:
        return markdown ? QStringLiteral("**Warning:**") : QStringLiteral("[warning]");
    case Severity::Info:
        return markdown ? QStringLiteral("Note:") : QStringLiteral("[note]   ");
    }
    return {};
}

QString renderText(const Scenario& s, const SizingResult& r)
{
    QString out;
    out += tr("KV Planner report: %1").arg(QString::fromStdString(s.name)) + QLatin1Char('\n');
    if (!r.hasErrors() || r.kv.bytesPerToken.count() != 0) {
        const auto sections = buildSections(s, r);
        qsizetype labelWidth = 0;
        qsizetype valueWidth = 0;
        for (const Section& section : sections)
            for (const Row& row : section.rows) {
                labelWidth = std::max(labelWidth, row.label.size());
                valueWidth = std::max(valueWidth, std::min<qsizetype>(row.value.size(), 44));
            }
        for (const Section& section : sections) {
            out += QLatin1Char('\n') + section.title + QLatin1Char('\n');
            for (const Row& row : section.rows) {
                const QString head = QStringLiteral("  ") + row.label.leftJustified(labelWidth + 2);
                QString line = head + row.value;
                if (!row.detail.isEmpty()) {
                    const qsizetype detailColumn = head.size() + valueWidth + 2;
                    if (line.size() + 2 > detailColumn)
                        line += QLatin1Char('\n') + QString(detailColumn, QLatin1Char(' '));
                    else
                        line = line.leftJustified(detailColumn);
                    line += row.detail;
                }
                out += QStringLiteral("  ") + line.trimmed() + QLatin1Char('\n');
            }
        }
    }
    out += QLatin1Char('\n') + tr("Advice and warnings") + QLatin1Char('\n');
    if (r.diagnostics.empty())
        out += QStringLiteral("  ") + tr("none") + QLatin1Char('\n');
    for (const Diagnostic& d : r.diagnostics)
        out += QStringLiteral("  ") + severityMark(d.severity, false) + QLatin1Char(' ') +
               diagnosticText(d) + QLatin1Char('\n');
    return out;
}

QString escapeMarkdown(QString text)
{
    return text.replace(QLatin1Char('|'), QStringLiteral("\\|"));
}

QString renderMarkdown(const Scenario& s, const SizingResult& r)
{
    QString out;
    out += QStringLiteral("# ") + tr("KV Planner report: %1").arg(QString::fromStdString(s.name)) +
           QStringLiteral("\n");
    if (!r.hasErrors() || r.kv.bytesPerToken.count() != 0) {
        for (const Section& section : buildSections(s, r)) {
            out += QStringLiteral("\n## ") + section.title + QStringLiteral("\n\n");
            out += QStringLiteral("| ") + tr("Figure") + QStringLiteral(" | ") + tr("Value") +
                   QStringLiteral(" | ") + tr("How") + QStringLiteral(" |\n|---|---|---|\n");
            for (const Row& row : section.rows)
                out += QStringLiteral("| ") + escapeMarkdown(row.label) + QStringLiteral(" | ") +
                       escapeMarkdown(row.value) + QStringLiteral(" | ") +
                       escapeMarkdown(row.detail) + QStringLiteral(" |\n");
        }
    }
    out += QStringLiteral("\n## ") + tr("Advice and warnings") + QStringLiteral("\n\n");
    if (r.diagnostics.empty())
        out += tr("None.") + QLatin1Char('\n');
    for (const Diagnostic& d : r.diagnostics)
        out += QStringLiteral("- ") + severityMark(d.severity, true) + QLatin1Char(' ') +
               diagnosticText(d) + QLatin1Char('\n');
    return out;
}

} // namespace

QString layersText(const ModelSpec& model)
{
    QStringList parts;
    for (const LayerGroup& g : effectiveLayers(model)) {
        QString part;
        switch (g.kind) {
        case LayerKind::Full:
            part = tr("%1 full").arg(count(g.count));
            break;
        case LayerKind::Sliding:
            part = tr("%1 sliding (window %2)").arg(count(g.count), count(g.window.value_or(0)));
            break;
        case LayerKind::Mla:
            part = tr("%1 MLA (%2 + %3)")
                       .arg(count(g.count), count(g.kvLoraRank.value_or(0)),
                            count(g.qkRopeHeadDim.value_or(0)));
            break;
        case LayerKind::Linear:
            part = tr("%1 linear (state %2 each)")
                       .arg(count(g.count),
                            formatSize(bytes(g.stateBytes.value_or(0)), SizeUnit::MiB, 2));
            break;
        }
        if ((g.kind == LayerKind::Full || g.kind == LayerKind::Sliding) &&
            (g.numKvHeads != model.numKvHeads || g.headDim != model.headDim))
            part += tr(", %1 KV heads × %2").arg(count(*g.numKvHeads), count(*g.headDim));
        parts << part;
    }
    return parts.join(QStringLiteral(" + "));
}

namespace {

QString symbolText(Unit unit)
{
    const std::string_view symbol = unitSymbol(unit);
    return QString::fromUtf8(symbol.data(), qsizetype(symbol.size()));
}

} // namespace

QString quantityText(double value, Unit unit)
{
    switch (unit) {
    case Unit::Bytes:
        return formatNumber(value, 0) + QStringLiteral(" B");
    case Unit::None:
        return shortNumber(value);
    case Unit::Tokens:
        return formatNumber(value, 0) + QStringLiteral(" tokens");
    case Unit::Days:
        if (value == 1.0)
            return QStringLiteral("1 day");
        break;
    case Unit::Percent:
        return shortNumber(value, 1) + QStringLiteral(" %");
    case Unit::GB:
    case Unit::Milliseconds:
    case Unit::Years:
        return shortNumber(value, std::fabs(value) < 10.0 ? 2 : 1) + QLatin1Char(' ') +
               symbolText(unit);
    default:
        break;
    }
    return shortNumber(value) + QLatin1Char(' ') + symbolText(unit);
}

QString derivationText(const Derivation& d)
{
    QString text = QString::fromStdString(d.formula);
    for (const DerivationInput& in : d.inputs)
        text.replace(QLatin1Char('{') + QString::fromStdString(in.name) + QLatin1Char('}'),
                     quantityText(in.value, in.unit));
    QString result;
    switch (d.unit) {
    case Unit::GiB:
    case Unit::TB:
    case Unit::TBPerDay:
        result = formatNumber(d.value, 2) + QLatin1Char(' ') + symbolText(d.unit);
        break;
    case Unit::GB:
    case Unit::Milliseconds:
    case Unit::Years:
    case Unit::Percent:
        result = formatNumber(d.value, 1) + QLatin1Char(' ') + symbolText(d.unit);
        break;
    default:
        result = quantityText(d.value, d.unit);
    }
    return text + QStringLiteral(" = ") + result;
}

QString diagnosticText(const Diagnostic& diagnostic)
{
    const std::string_view templ = diagnosticTemplate(diagnostic.code);
    if (templ.empty())
        return QString::fromStdString(diagnostic.code);
    // The template is translated as a whole; placeholders are filled in afterwards.
    const QByteArray source(templ.data(), static_cast<qsizetype>(templ.size()));
    const QString translated = QCoreApplication::translate("kvp::Diagnostic", source.constData());
    return QString::fromStdString(renderDiagnostic(translated.toStdString(), diagnostic.params));
}

QString renderReport(const Scenario& scenario, const SizingResult& result, ReportFormat format)
{
    switch (format) {
    case ReportFormat::Text:
        return renderText(scenario, result);
    case ReportFormat::Markdown:
        return renderMarkdown(scenario, result);
    case ReportFormat::Json:
        return QString::fromStdString(reportToJson(scenario, result).dump(2, ' ', false)) +
               QLatin1Char('\n');
    }
    return {};
}

} // namespace kvp::ui
