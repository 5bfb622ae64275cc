// SPDX-License-Identifier: GPL-3.0-or-later
// Page 1 of the quote after its letterhead: the configuration, the bill of materials with its
// totals, the terms.
#include "quote/quote_builder.h"

#include "kvplan/ui/format.h"
#include "kvplan/ui/report.h"
#include "views/engine_config_view.h"

#include <algorithm>

namespace kvp::ui {

namespace quoting {

void Builder::configuration()
{
    heading(tr("Configuration"), 1);
    const MemoryPlan& m = r_.memory;
    const std::uint64_t nodes = r_.nodes.count;
    std::vector<TableRow> rows;
    const auto row = [&](const QString& label, const QString& value, const QString& detail) {
        TableCell head(label);
        head.bold = true;
        rows.push_back(TableRow({head, TableCell(value, 1, detail)}));
    };
    const ModelSpec& model = s_.model;
    row(tr("Model"),
        tr("%1, KV cache in %2").arg(text(model.name), text(toString(s_.kvCacheDtype)).toUpper()),
        (model.layers.empty()
             ? tr("%1 layers, %2 KV heads, head_dim %3")
                   .arg(count(model.numLayers), count(model.numKvHeads), count(model.headDim))
             : tr("%1 layers: %2").arg(count(model.numLayers), layersText(model))) +
            tr("; weights %1").arg(quantityText(model.weightsGiB, Unit::GiB)));
    row(tr("Workload"),
        tr("%1 users with conversations of %2 tokens")
            .arg(count(s_.workload.users), count(s_.workload.contextTokens)),
        tr("%1 new conversations a day").arg(count(s_.workload.newConversationsPerDay)));
    const QString gpus = tr("%1 × %2").arg(count(s_.gpu.count), text(s_.gpu.name));
    row(tr("Servers"),
        nodes == 1 ? tr("1 node: %1").arg(gpus) : tr("%1 nodes, each %2").arg(count(nodes), gpus),
        tr("%1 × %2; %3 of %4, tensor parallelism %5, per node")
            .arg(count(s_.host.sockets), text(s_.host.platform),
                 counted(r_.users.instances, QT_TRANSLATE_NOOP("kvp::ui::quoting", "instance"),
                         QT_TRANSLATE_NOOP("kvp::ui::quoting", "instances")),
                 engineName(d_.engine), count(s_.serving.tensorParallel)));
    row(nodes == 1 ? tr("Memory") : tr("Memory per node"),
        tr("%1 × %2 GB = %3 at %4 MT/s")
            .arg(count(m.dimmCount), count(m.dimmSizeGB), formatSize(m.total, SizeUnit::GB, 0),
                 count(m.memorySpeedMts)),
        tr("%1 per channel on %2 channels × %3 sockets; %4 required, %5 free beside the CPU "
           "tier")
            .arg(counted(m.dimmsPerChannel, QT_TRANSLATE_NOOP("kvp::ui::quoting", "DIMM"),
                         QT_TRANSLATE_NOOP("kvp::ui::quoting", "DIMMs")),
                 count(s_.host.channelsPerSocket), count(s_.host.sockets),
                 formatSize(m.required, SizeUnit::GB),
                 formatSize(m.freeBesideBuffer, SizeUnit::GB)));
    row(tr("KV cache"),
        s_.offload.enabled ? tr("%1 per card on the GPUs; CPU tier %2 per instance")
                                 .arg(formatSize(r_.gpu.kvCacheBytesPerCard, SizeUnit::GiB),
                                      formatSize(r_.cpuTier.perInstanceBytes, SizeUnit::GiB))
                           : tr("%1 per card on the GPUs; no CPU tier")
                                 .arg(formatSize(r_.gpu.kvCacheBytesPerCard, SizeUnit::GiB)),
        tr("%1 conversations on the GPUs, %2 kept warm in CPU memory, %3 not warm")
            .arg(count(r_.nodes.conversationsOnGpusTotal), count(r_.users.warmOnCpu),
                 count(r_.users.notWarm)));
    if (r_.nvme.enabled)
        row(tr("NVMe tier"),
            tr("%1 × %2 per node").arg(count(s_.nvme.drivesPerNode), text(s_.nvme.drive)),
            tr("%1 written a day per node, %2 % of the drives' endurance budget")
                .arg(formatSize(r_.nvme.writesPerDay, SizeUnit::TB),
                     formatNumber(r_.nvme.shareOfEnduranceBudget * 100.0, 1)));
    auto table = std::make_shared<pdf::TableBlock>(std::vector<TableColumn>{{{}, 1.15}, {{}, 4.0}},
                                                   std::move(rows), st_.table());
    table->setHeaderVisible(false);
    add(table, 4.0);
}

// What one line of the bill is, in words: its name and a line of detail.
std::pair<QString, QString> Builder::describe(const QuoteLine& line) const
{
    const QString vendorName = line.price ? text(line.price->name) : QString();
    const QString perNode =
        line.nodes > 1 ? tr("%1 per node × %2 nodes").arg(count(line.perNode), count(line.nodes))
                       : tr("%1 per node").arg(count(line.perNode));
    const auto named = [&](const QString& fallback) {
        return vendorName.isEmpty() ? fallback : vendorName;
    };
    const MemoryPlan& m = r_.memory;
    switch (line.item) {
    case QuoteItem::Chassis:
        if (!line.hardware.empty())
            return {named(text(line.hardware)),
                    tr("%1 U, %2 GPU positions, %3 cooled; %4")
                        .arg(count(r_.chassis.rackUnits), count(line.gpuSlots),
                             text(r_.chassis.cooling), perNode)};
        return {named(tr("GPU server chassis for %1 GPUs").arg(count(line.gpuSlots))), perNode};
    case QuoteItem::Baseboard:
        return {
            named(
                tr("%1-GPU baseboard with %1 × %2").arg(count(line.gpuSlots), text(line.hardware))),
            tr("the GPUs come on the board, never as single cards; %1").arg(perNode)};
    case QuoteItem::Psu:
        return {named(tr("%1 W power supply").arg(count(line.watts))),
                tr("%1 redundancy at %2 V; %3")
                    .arg(text(line.hardware), count(r_.power.feedVoltage), perNode)};
    case QuoteItem::NvlinkBridge:
        return {named(tr("NVLink bridge for %1").arg(text(line.hardware))),
                tr("%1-GPU islands; %2").arg(count(line.gpuSlots), perNode)};
    case QuoteItem::Gpu:
        return {named(text(line.hardware)),
                tr("%1 GB, PCIe Gen%2 x%3; %4")
                    .arg(quantityText(s_.gpu.memoryMarketedGB, {}), count(s_.gpu.pcieGen),
                         count(s_.gpu.pcieLanes), perNode)};
    case QuoteItem::Cpu:
        return {named(tr("CPU for %1").arg(text(line.hardware))),
                tr("%1 memory channels each; %2").arg(count(s_.host.channelsPerSocket), perNode)};
    case QuoteItem::Dimm:
        return {named(tr("%1 GB RDIMM").arg(count(line.sizeGB))),
                tr("%1 × %2 GB = %3 per node, %4 per channel at %5 MT/s")
                        .arg(count(m.dimmCount), count(m.dimmSizeGB),
                             formatSize(m.total, SizeUnit::GB, 0), count(m.dimmsPerChannel),
                             count(m.memorySpeedMts)) +
                    (line.nodes > 1 ? tr("; × %1 nodes").arg(count(line.nodes)) : QString())};
    case QuoteItem::Drive:
        return {named(text(line.hardware)),
                tr("NVMe tier, %1 DWPD, %2-year warranty; %3")
                    .arg(quantityText(s_.nvme.dwpd, {}), quantityText(s_.nvme.warrantyYears, {}),
                         perNode)};
    case QuoteItem::Assembly:
        return {named(tr("Assembly and burn-in test")), perNode};
    case QuoteItem::Warranty:
        return {named(tr("Warranty extended to %1 years").arg(count(line.years))), perNode};
    }
    return {};
}

void Builder::billOfMaterials()
{
    heading(tr("Bill of materials"), 1);
    std::vector<TableRow> rows;
    int position = 1;
    for (const QuoteLine& line : q_.lines) {
        const auto [name, detail] = describe(line);
        TableRow row;
        TableCell sku{line.price ? text(line.price->sku) : QString()};
        sku.monospace = true;
        row.cells = {TableCell(QString::number(position++)), sku, TableCell(name, 1, detail),
                     TableCell(count(line.quantity))};
        if (line.price) {
            row.cells.push_back(TableCell(money(line.price->price)));
            row.cells.push_back(TableCell(money(line.total)));
        } else {
            TableCell missing{tr("no price")};
            missing.colour = st_.warning;
            missing.bold = true;
            row.cells.push_back(TableCell(QStringLiteral("—")));
            row.cells.push_back(missing);
        }
        rows.push_back(std::move(row));
    }
    const QString incomplete = q_.complete ? QString() : tr(" (incomplete)");
    const auto total = [&](const QString& label, const QString& amount, bool first, bool emphasis) {
        TableRow row;
        row.cells = {TableCell(label, 5), TableCell(amount)};
        row.ruleAbove = first;
        row.bold = emphasis;
        row.shaded = emphasis;
        rows.push_back(std::move(row));
    };
    total(tr("Subtotal") + incomplete, money(q_.subtotal), true, false);
    if (q_.discountBasisPoints > 0) {
        total(tr("Discount %1").arg(percent(q_.discountBasisPoints)), money(Money() - q_.discount),
              false, false);
        total(tr("Net after discount"), money(q_.net), false, false);
    }
    total(tr("VAT %1 on %2").arg(percent(q_.vatBasisPoints), money(q_.net)), money(q_.vat), false,
          false);
    total(tr("Total") + incomplete, money(q_.total), false, true);
    add(std::make_shared<pdf::TableBlock>(
            std::vector<TableColumn>{{tr("Item"), 0.0, Qt::AlignRight},
                                     // a part number of 20 characters or so
                                     {tr("Part no."), 0.0, Qt::AlignLeft, 96.0},
                                     {tr("Description"), 1.0},
                                     {tr("Qty"), 0.0, Qt::AlignRight},
                                     {tr("Unit price"), 0.0, Qt::AlignRight},
                                     {tr("Amount"), 0.0, Qt::AlignRight}},
            std::move(rows), st_.table()),
        4.0);
    for (const Diagnostic& d : q_.diagnostics)
        callout(diagnosticText(d), d.severity);
}

void Builder::terms()
{
    const QString currency = p_.currencySymbol.empty()
                                 ? text(p_.currency)
                                 : tr("%1 (%2)").arg(text(p_.currency), text(p_.currencySymbol));
    QString words =
        tr("Prices in %1 per unit, quantities for %2. VAT of %3 is charged on the subtotal "
           "after any discount. This quote is valid until %4 (%5 days from %6).")
            .arg(currency,
                 r_.nodes.count == 1 ? tr("one node")
                                     : tr("%1 identical nodes").arg(count(r_.nodes.count)),
                 percent(q_.vatBasisPoints), formatDate(q_.validUntil), count(q_.validityDays),
                 formatDate(q_.date));
    paragraph(words, st_.small, st_.muted, 8.0);
    if (!s_.quote.notes.empty()) {
        heading(tr("Notes"), 2);
        paragraph(text(s_.quote.notes), st_.body, st_.text, 3.0);
    }
}

} // namespace quoting

} // namespace kvp::ui
