// SPDX-License-Identifier: GPL-3.0-or-later
#include "views/key_figures_panel.h"

#include "kvplan/ui/format.h"
#include "views/figure_names.h"
#include "views/figure_tile.h"

#include <QGridLayout>
#include <QResizeEvent>
#include <algorithm>
#include <cmath>

namespace kvp::ui {

namespace {

const QString kConversations = QStringLiteral("gpu.conversations_total");
const QString kCpuTier = QStringLiteral("cpu_tier.per_instance_gib");
const QString kDimms = QStringLiteral("memory.total_gb");
const QString kFree = QStringLiteral("memory.free_beside_buffer_gb");
const QString kReload = QStringLiteral("pcie.reload_ms_per_conversation");
const QString kWrites = QStringLiteral("nvme.writes_tb_per_day");

QString dash()
{
    return QStringLiteral("—");
}

} // namespace

KeyFiguresPanel::KeyFiguresPanel(QWidget* parent) : QWidget(parent), grid_(new QGridLayout(this))
{
    setObjectName(QStringLiteral("keyFigures"));
    grid_->setContentsMargins(0, 0, 0, 0);
    grid_->setSizeConstraint(QLayout::SetNoConstraint);
    setSizePolicy(QSizePolicy::Preferred, QSizePolicy::Fixed);
    grid_->setSpacing(6);
    const std::pair<QString, QString> figures[] = {
        {kConversations, tr("Conversations on GPUs")},
        {kCpuTier, tr("CPU tier per instance")},
        {kDimms, tr("DIMMs")},
        {kFree, tr("Free beside the buffers")},
        {kReload, tr("Reload one conversation")},
        {kWrites, tr("NVMe writes a day")},
    };
    for (const auto& [key, caption] : figures) {
        auto* tile = new FigureTile(key, caption, this);
        connect(tile, &FigureTile::activated, this, &KeyFiguresPanel::figureActivated);
        tiles_.push_back(tile);
    }
    arrange(int(tiles_.size()));
}

void KeyFiguresPanel::arrange(int columns)
{
    if (columns == columns_)
        return;
    columns_ = columns;
    for (FigureTile* tile : tiles_)
        grid_->removeWidget(tile);
    for (int i = 0; i < int(tiles_.size()); ++i)
        grid_->addWidget(tiles_[std::size_t(i)], i / columns, i % columns);
    for (int c = 0; c < int(tiles_.size()); ++c)
        grid_->setColumnStretch(c, c < columns ? 1 : 0);
}

int KeyFiguresPanel::widthForOneRow() const
{
    int width = grid_->spacing() * (int(tiles_.size()) - 1);
    for (const FigureTile* tile : tiles_)
        width += tile->minimumSizeHint().width();
    return width;
}

QSize KeyFiguresPanel::minimumSizeHint() const
{
    // Two rows of three when narrow: the row of six must not set the window's minimum width.
    int width = grid_->spacing() * 2;
    for (std::size_t i = 0; i < 3; ++i)
        width += std::max(tiles_[i]->minimumSizeHint().width(),
                          tiles_[i + 3]->minimumSizeHint().width());
    return {width, QWidget::minimumSizeHint().height()};
}

void KeyFiguresPanel::resizeEvent(QResizeEvent* event)
{
    const int columns = event->size().width() >= widthForOneRow() ? int(tiles_.size()) : 3;
    if (columns != columns_) {
        arrange(columns);
        updateGeometry();
    }
    QWidget::resizeEvent(event);
}

FigureTile* KeyFiguresPanel::tile(const QString& figureKey) const
{
    for (FigureTile* t : tiles_)
        if (t->figureKey() == figureKey)
            return t;
    return nullptr;
}

void KeyFiguresPanel::setSelectedFigure(const QString& figureKey)
{
    for (FigureTile* t : tiles_)
        t->setSelected(t->figureKey() == figureKey);
}

void KeyFiguresPanel::showResult(const Scenario& s, const SizingResult& r)
{
    showFigures(s, r);
    // New numbers may be wider or narrower: one row or two again.
    const int columns = width() >= widthForOneRow() ? int(tiles_.size()) : 3;
    if (columns != columns_) {
        arrange(columns);
        updateGeometry();
    }
}

void KeyFiguresPanel::showFigures(const Scenario& s, const SizingResult& r)
{
    if (!hasPlan(r)) {
        for (FigureTile* t : tiles_)
            t->setValue(dash(), tr("no plan: see the advice"));
        return;
    }
    const std::uint64_t nodes = r.nodes.count;
    const bool severalNodes = nodes > 1;
    // With several nodes every figure but the conversations is per node; the tiles say so.
    const QString perNode = severalNodes ? tr(" per node × %1").arg(formatCount(nodes)) : QString();
    FigureTile* conversations = tiles_.front();
    conversations->setFigureKey(severalNodes ? QStringLiteral("nodes.conversations_on_gpus_total")
                                             : kConversations);
    conversations->setValue(
        formatCount(r.nodes.conversationsOnGpusTotal),
        tr("%1 per instance × %2")
            .arg(formatCount(r.gpu.conversationsPerInstance), formatCount(r.users.instancesTotal)),
        tr("%1 per instance × %2 instances%3, %4 of KV cache per card, %5 per "
           "conversation")
            .arg(formatCount(r.gpu.conversationsPerInstance), formatCount(r.users.instancesTotal),
                 severalNodes ? tr(" on %1 nodes").arg(formatCount(nodes)) : QString(),
                 formatSize(r.gpu.kvCacheBytesPerCard, SizeUnit::GiB),
                 formatSize(r.kv.conversationBytes, SizeUnit::GiB)));

    const QString node = severalNodes ? tr("per node") : tr("on the node");
    if (s.offload.enabled)
        tile(kCpuTier)->setValue(
            formatSize(r.cpuTier.perInstanceBytes, SizeUnit::GiB),
            tr("%1 %2").arg(formatSize(r.cpuTier.totalBytes, SizeUnit::GiB), node),
            tr("%1 per instance = %2; %3 ≈ %4 %5, %6 pinned")
                .arg(formatSize(r.cpuTier.perInstanceBytes, SizeUnit::GiB),
                     formatSize(r.cpuTier.perInstanceBytes, SizeUnit::Bytes),
                     formatSize(r.cpuTier.totalBytes, SizeUnit::GiB),
                     formatSize(r.cpuTier.totalBytes, SizeUnit::GB), node,
                     formatSize(r.cpuTier.pinnedTotal, SizeUnit::GB)));
    else
        tile(kCpuTier)->setValue(tr("off"), tr("no offloading"),
                                 tr("offloading to CPU memory is switched off"));

    const MemoryPlan& m = r.memory;
    if (m.fits) {
        tile(kDimms)->setValue(
            tr("%1 × %2 GB").arg(formatCount(m.dimmCount), formatCount(m.dimmSizeGB)),
            severalNodes
                ? tr("%1%2").arg(formatSize(m.total, SizeUnit::GB, 0), perNode)
                : tr("%1, %2 MT/s")
                      .arg(formatSize(m.total, SizeUnit::GB, 0), formatCount(m.memorySpeedMts)),
            tr("%1 %2 at %3 MT/s, %4 DIMM(s) per channel, for %5 required")
                .arg(formatSize(m.total, SizeUnit::GB, 0), node, formatCount(m.memorySpeedMts),
                     formatCount(m.dimmsPerChannel), formatSize(m.required, SizeUnit::GB)));
        tile(kFree)->setValue(formatSize(m.freeBesideBuffer, SizeUnit::GB),
                              tr("of %1 %2").arg(formatSize(m.total, SizeUnit::GB, 0), node),
                              tr("of %1 fitted %2, with %3 pinned for the CPU tier")
                                  .arg(formatSize(m.total, SizeUnit::GB, 0), node,
                                       formatSize(r.cpuTier.pinnedTotal, SizeUnit::GB)));
    } else {
        tile(kDimms)->setValue(dash(), tr("no layout holds it"),
                               tr("%1 needed per node: no layout of this platform holds it")
                                   .arg(formatSize(m.required, SizeUnit::GB)));
        tile(kFree)->setValue(dash(), tr("no layout"), tr("no layout holds the memory needed"));
    }

    tile(kReload)->setValue(formatDuration(r.pcie.reloadSeconds),
                            tr("PCIe Gen%1 x%2").arg(r.pcie.generation).arg(s.gpu.pcieLanes),
                            tr("CPU → GPU over PCIe Gen%1 x%2: %3 GB/s at %4 blocks (%5 at the "
                               "nominal rate)")
                                .arg(r.pcie.generation)
                                .arg(s.gpu.pcieLanes)
                                .arg(formatNumber(r.pcie.effectiveGBps, 1),
                                     formatSize(r.pcie.transferBytes, SizeUnit::MiB,
                                                r.pcie.transferBytes.inMiB() < 1 ? 2 : 0),
                                     formatDuration(r.pcie.reloadSecondsNominal)));

    if (r.nvme.enabled) {
        const Derivation* share = r.derivation("nvme.share_of_endurance");
        const QString shareText = share ? formatNumber(share->value, 1) : dash();
        tile(kWrites)->setValue(
            formatSize(r.nvme.writesPerDay, SizeUnit::TB),
            severalNodes ? tr("per node; %1 % of budget").arg(shareText)
                         : tr("%1 % of endurance").arg(shareText),
            tr("%1 %2: %3 % of the drives' %4-a-day endurance budget; %5")
                .arg(formatSize(r.nvme.writesPerDay, SizeUnit::TB), node, shareText,
                     formatSize(r.nvme.enduranceBudgetPerDay, SizeUnit::TB),
                     std::isinf(r.nvme.yearsToWearOut)
                         ? tr("they never wear out")
                         : tr("%1 years to wear out").arg(formatNumber(r.nvme.yearsToWearOut, 1))));
    } else {
        tile(kWrites)->setValue(tr("off"), tr("no NVMe tier"), tr("no NVMe tier"));
    }
}

} // namespace kvp::ui
