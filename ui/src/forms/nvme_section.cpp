// SPDX-License-Identifier: GPL-3.0-or-later
#include "controller/controller.h"

#include "forms/catalog_picker.h"
#include "forms/filled_field.h"
#include "forms/form_section.h"
#include "forms/sections.h"
#include "ui_words.h"

#include <QCheckBox>
#include <QCoreApplication>
#include <QDoubleSpinBox>
#include <QLineEdit>
#include <QSpinBox>

namespace kvp::ui {

FormSection* makeNvmeSection(Controller* controller, CatalogPicker* drivePicker)
{
    auto* section = new FormSection(tr("NVMe tier"), controller);
    section->setDetailsTitle(tr("Drive details"));
    QCheckBox* enabled = section->addToggle(
        {QStringLiteral("nvme.enabled"), tr("NVMe tier behind the CPU tier"),
         tr("Every offloaded conversation is also written to local NVMe drives, "
            "which keep conversations from earlier in the day.")},
        [](const Scenario& s) { return s.nvme.enabled; },
        [](Scenario& s, bool v) { s.nvme.enabled = v; });
    section->addPicker(tr("Drive"),
                       tr("Choose a drive from the catalog, or keep Custom and enter its ratings "
                          "below."),
                       drivePicker);
    QSpinBox* drives = section->addCount(
        {QStringLiteral("nvme.drives_per_node"), tr("Drives"), tr("Drives in the tier, per node.")},
        [](const Scenario& s) { return s.nvme.drivesPerNode; },
        [](Scenario& s, std::uint64_t v) { s.nvme.drivesPerNode = v; });
    QDoubleSpinBox* capacity = section->addReal(
        {QStringLiteral("nvme.capacity_tb"), tr("Capacity"), tr("Capacity of one drive.")}, 2, 0.96,
        [](const Scenario& s) { return s.nvme.capacityTB; },
        [](Scenario& s, double v) { setFilled(s.nvme.driveId, s.nvme.capacityTB, v); });
    QDoubleSpinBox* retention = section->addReal(
        {QStringLiteral("nvme.retention_days"), tr("Retention"),
         tr("Days of new conversations the tier keeps; sets the capacity it needs.")},
        1, 1.0, [](const Scenario& s) { return s.nvme.retentionDays; },
        [](Scenario& s, double v) { s.nvme.retentionDays = v; });
    QLineEdit* name = section->addText(
        {QStringLiteral("nvme.drive"), tr("Drive name"), tr("The drive model.")},
        [](const Scenario& s) { return s.nvme.drive; },
        [](Scenario& s, std::string v) { setFilled(s.nvme.driveId, s.nvme.drive, v); });
    QDoubleSpinBox* dwpd = section->addReal(
        {QStringLiteral("nvme.dwpd"), tr("Endurance"),
         tr("Rated drive writes per day over the warranty (DWPD).")},
        2, 0.5, [](const Scenario& s) { return s.nvme.dwpd; },
        [](Scenario& s, double v) { setFilled(s.nvme.driveId, s.nvme.dwpd, v); });
    QDoubleSpinBox* warranty = section->addReal(
        {QStringLiteral("nvme.warranty_years"), tr("Warranty"),
         tr("Warranty period, over which the DWPD rating holds.")},
        1, 1.0, [](const Scenario& s) { return s.nvme.warrantyYears; },
        [](Scenario& s, double v) { setFilled(s.nvme.driveId, s.nvme.warrantyYears, v); });
    QDoubleSpinBox* read = section->addReal(
        {QStringLiteral("nvme.read_gbps"), tr("Sequential read"), tr("Read rate of one drive.")}, 1,
        0.5, [](const Scenario& s) { return s.nvme.readGBps; },
        [](Scenario& s, double v) { setFilled(s.nvme.driveId, s.nvme.readGBps, v); });
    QDoubleSpinBox* amplification = section->addReal(
        {QStringLiteral("nvme.write_amplification"), tr("Write amplification"),
         tr("Bytes the drives write per byte offloaded (file system and drive overhead).")},
        2, 0.1, [](const Scenario& s) { return s.nvme.writeAmplification; },
        [](Scenario& s, double v) { s.nvme.writeAmplification = v; });
    QLineEdit* root = section->addText(
        {QStringLiteral("nvme.root_dir"), tr("Directory"),
         tr("Where the engine keeps the file tier (vLLM root_dir).")},
        [](const Scenario& s) { return s.nvme.rootDir; },
        [](Scenario& s, std::string v) { s.nvme.rootDir = std::move(v); });
    section->enableWhen(
        {drivePicker, name, drives, capacity, dwpd, warranty, read, amplification, retention, root},
        [](const Scenario& s) { return s.nvme.enabled && s.offload.enabled; });
    // The NVMe tier sits behind the CPU tier: without offloading there is nothing to write.
    section->enableWhen({enabled}, [](const Scenario& s) { return s.offload.enabled; });
    return section;
}

} // namespace kvp::ui
