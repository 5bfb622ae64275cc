// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// All scenario fields in one scrolling column: the scenario's name, then Model, GPUs and
// serving, Users and context, Host memory, NVMe tier, Engine launch, Returning users. Shows each
// new scenario (under QSignalBlocker) and marks the fields core's validation refuses.

#include "catalog/picker_entry.h"
#include "forms/form_section.h"
#include "kvplan/catalog.h"
#include "kvplan/plan.h"

#include <QScrollArea>
#include <memory>
#include <vector>

class QPushButton;

namespace kvp::ui {

class CatalogPicker;
class Controller;

class FormsPanel : public QScrollArea {
    Q_OBJECT
public:
    enum Section {
        ModelSection,
        GpuSection,
        UsersSection,
        HostSection,
        NvmeSection,
        EngineSection,
        ReturnsSection,
        RackSection
    };

    // `catalog`: the hardware the GPU, platform and drive pickers offer.
    FormsPanel(Controller* controller, std::shared_ptr<const Catalog> catalog,
               QWidget* parent = nullptr);

    void showScenario(const Scenario& scenario, const SizingResult& result);

    CatalogPicker* modelPicker() const { return modelPicker_; }
    CatalogPicker* gpuPicker() const { return gpuPicker_; }
    CatalogPicker* platformPicker() const { return platformPicker_; }
    CatalogPicker* drivePicker() const { return drivePicker_; }
    // "Auto" or a catalog chassis that takes the GPU (Rack and power, §11).
    CatalogPicker* chassisPicker() const { return chassisPicker_; }
    // "Import config.json…" in the Model section; hidden until an importer is connected.
    QPushButton* importModelButton() const { return importModelButton_; }

    // Every bound field of every section, in form order.
    std::vector<BoundField> fields() const;
    // "GPUs and serving › Reported memory" for a scenario key, or "" when no field edits it.
    QString fieldLabel(const QString& key) const;
    // Scrolls to the field and gives it focus; false when no field edits `key`.
    bool focusField(const QString& key);
    void focusSection(Section section);
    FormSection* section(Section section) const { return sections_[std::size_t(section)]; }

private:
    // Every key of the scenario's table with a form label and no widget yet gets one, in the
    // section that shows its section's other keys (the last section when none does).
    void placeLabelledFields();
    void showChassisEntries(const Scenario& scenario, const SizingResult& result);
    Scenario defaultsFor(const Scenario& scenario) const;

    Controller* controller_;
    CatalogPicker* modelPicker_;
    CatalogPicker* gpuPicker_;
    CatalogPicker* platformPicker_;
    CatalogPicker* drivePicker_;
    CatalogPicker* chassisPicker_;
    std::shared_ptr<const Catalog> catalog_;
    QString chassisEntriesKey_; // what the chassis entries were built for
    QPushButton* importModelButton_ = nullptr;
    std::vector<FormSection*> sections_;
    class QLineEdit* nameEdit_ = nullptr;
};

} // namespace kvp::ui
