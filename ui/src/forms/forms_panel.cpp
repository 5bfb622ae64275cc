// SPDX-License-Identifier: GPL-3.0-or-later
#include "forms/forms_panel.h"

#include "catalog/picker_entries.h"
#include "controller/controller.h"
#include "forms/catalog_picker.h"
#include "forms/details_group.h"
#include "forms/form_section.h"
#include "forms/schema_field.h"
#include "forms/sections.h"
#include "kvplan/catalog_apply.h"

#include <QComboBox>
#include <QCoreApplication>
#include <QFormLayout>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QScrollBar>
#include <QSignalBlocker>
#include <QVBoxLayout>
#include <map>
#include <set>

namespace kvp::ui {

FormsPanel::FormsPanel(Controller* controller, std::shared_ptr<const Catalog> catalog,
                       QWidget* parent)
    : QScrollArea(parent), controller_(controller), modelPicker_(new CatalogPicker(true)),
      gpuPicker_(new CatalogPicker(true)), platformPicker_(new CatalogPicker(true)),
      drivePicker_(new CatalogPicker(true)), chassisPicker_(new CatalogPicker(true)),
      catalog_(catalog)
{
    setObjectName(QStringLiteral("formsPanel"));
    setWidgetResizable(true);
    setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    setFrameShape(QFrame::NoFrame);

    auto* content = new QWidget(this);
    auto* column = new QVBoxLayout(content);
    column->setContentsMargins(8, 8, 8, 8);
    column->setSpacing(10);

    auto* nameRow = new QFormLayout;
    nameEdit_ = new QLineEdit(content);
    nameEdit_->setObjectName(QStringLiteral("name"));
    nameEdit_->setMaxLength(1000);
    nameEdit_->setPlaceholderText(tr("A name for this sizing"));
    nameEdit_->setToolTip(tr("<p><b>Scenario</b></p><p>A name for this sizing, shown in reports "
                             "and quotes. It follows the model, the GPUs and the users until you "
                             "type one.</p><p>Scenario key: <code>name</code></p>"));
    nameRow->addRow(tr("Scenario:"), nameEdit_);
    column->addLayout(nameRow);
    connect(nameEdit_, &QLineEdit::editingFinished, this, [this] {
        const std::string text = nameEdit_->text().trimmed().toStdString();
        controller_->edit(tr("Rename the scenario"), {}, [&](Scenario& s) { s.name = text; });
    });

    modelPicker_->setEntries(modelEntries());
    gpuPicker_->setEntries(gpuEntries(catalog));
    platformPicker_->setEntries(platformEntries(catalog));
    drivePicker_->setEntries(driveEntries(catalog));
    for (CatalogPicker* picker :
         {modelPicker_, gpuPicker_, platformPicker_, drivePicker_, chassisPicker_})
        connect(picker, &CatalogPicker::entryChosen, this, [this](const PickerEntry& entry) {
            controller_->endEditBurst();
            controller_->edit(tr("Choose %1").arg(entry.name), {}, entry.apply);
        });
    modelPicker_->setObjectName(QStringLiteral("modelPicker"));
    gpuPicker_->setObjectName(QStringLiteral("gpuPicker"));
    platformPicker_->setObjectName(QStringLiteral("platformPicker"));
    drivePicker_->setObjectName(QStringLiteral("drivePicker"));
    chassisPicker_->setObjectName(QStringLiteral("chassisPicker"));

    sections_ = {makeModelSection(controller, modelPicker_),
                 makeGpuSection(controller, gpuPicker_),
                 makeUsersSection(controller),
                 makeHostSection(controller, platformPicker_),
                 makeNvmeSection(controller, drivePicker_),
                 makeEngineSection(controller),
                 makeReturnsSection(controller),
                 makeRackSection(controller, chassisPicker_)};
    placeLabelledFields();
    importModelButton_ = new QPushButton(tr("Import config.json…"), sections_[0]);
    importModelButton_->setObjectName(QStringLiteral("importModelButton"));
    importModelButton_->setToolTip(
        tr("Read a model's geometry from its Hugging Face config.json."));
    importModelButton_->hide();
    sections_[0]->addWidget(importModelButton_);
    for (FormSection* section : sections_) {
        section->setParent(content);
        column->addWidget(section);
    }
    column->addStretch(1);
    setWidget(content);
    // Wide enough for the longest label and a readable field; narrower only by scrolling.
    setMinimumWidth(content->minimumSizeHint().width() + 16);
}

void FormsPanel::placeLabelledFields()
{
    std::set<QString> bound;
    std::map<QString, FormSection*> home; // a scenario section → the form section showing it
    for (FormSection* section : sections_)
        for (const BoundField& field : section->fields()) {
            bound.insert(field.info.key);
            home.emplace(field.info.key.section(QLatin1Char('.'), 0, -2), section);
        }
    for (const schema::Field& row : schema::fields()) {
        const QString key = QString::fromUtf8(row.key.data(), qsizetype(row.key.size()));
        if (row.label.empty() || bound.count(key) != 0)
            continue;
        const auto it = home.find(key.section(QLatin1Char('.'), 0, -2));
        addSchemaField(it != home.end() ? it->second : sections_.back(), row);
    }
}

void FormsPanel::showScenario(const Scenario& scenario, const SizingResult& result)
{
    const QString name = QString::fromStdString(scenario.name);
    if (nameEdit_->text() != name && !nameEdit_->hasFocus()) {
        const QSignalBlocker blocker(nameEdit_);
        nameEdit_->setText(name);
        nameEdit_->setCursorPosition(0);
    }
    showChassisEntries(scenario, result);
    const Scenario defaults = defaultsFor(scenario);
    for (FormSection* section : sections_) {
        section->showScenario(scenario, result);
        section->showChanges(scenario, defaults);
    }
}

// What the details' values are compared with: the defaults, with the model and the catalog
// entries the scenario chose (a catalog GPU's TFLOPS are its entry's, not changes).
Scenario FormsPanel::defaultsFor(const Scenario& scenario) const
{
    Scenario defaults;
    defaults.model = scenario.model;
    if (!scenario.gpu.catalogId.empty())
        if (const GpuEntry* gpu = catalog_->gpu(scenario.gpu.catalogId))
            applyGpu(defaults, *gpu);
    if (!scenario.host.platformId.empty())
        if (const PlatformEntry* platform = catalog_->platform(scenario.host.platformId))
            applyPlatform(defaults, *platform, *catalog_);
    if (!scenario.nvme.driveId.empty())
        if (const DriveChoice drive = findDrive(*catalog_, scenario.nvme.driveId); drive.drive)
            applyDrive(defaults, *drive.drive, drive.capacityTB);
    return defaults;
}

void FormsPanel::showChassisEntries(const Scenario& scenario, const SizingResult& result)
{
    // The list follows the GPU (which chassis take it) and the planner's choice (Auto's name).
    const GpuSpec& g = scenario.gpu;
    const QString key = QString::fromStdString(g.catalogId + '\n' + g.name + '\n' + g.formFactor +
                                               '\n' + result.chassis.model) +
                        QString::number(g.powerW.value_or(-1.0)) +
                        QString::number(scenario.chassis.has_value());
    if (key != chassisEntriesKey_) {
        chassisEntriesKey_ = key;
        chassisPicker_->setEntries(chassisEntries(catalog_, scenario, result));
    }
    chassisPicker_->setCustomText(
        scenario.chassis ? tr("Pinned: %1").arg(QString::fromStdString(scenario.chassis->model))
                         : tr("Pinned in the scenario"),
        tr("The chassis as the scenario's chassis section gives it: no catalog entry that "
           "takes this GPU has the same figures."));
}

std::vector<BoundField> FormsPanel::fields() const
{
    std::vector<BoundField> all;
    for (const FormSection* section : sections_)
        all.insert(all.end(), section->fields().begin(), section->fields().end());
    return all;
}

QString FormsPanel::fieldLabel(const QString& key) const
{
    if (key == QLatin1String("name"))
        return tr("Scenario name");
    for (const FormSection* section : sections_)
        for (const BoundField& field : section->fields())
            if (field.info.key == key)
                return section->title() + QStringLiteral(" › ") + field.info.label;
    return {};
}

bool FormsPanel::focusField(const QString& key)
{
    QWidget* target = nullptr;
    if (key == QLatin1String("name"))
        target = nameEdit_;
    for (const FormSection* section : sections_)
        for (const BoundField& field : section->fields())
            if (field.info.key == key)
                target = field.widget;
    if (!target)
        return false;
    // A field in closed details opens them first (then the layout places it).
    for (FormSection* section : sections_)
        if (section->reveal(target))
            QCoreApplication::sendPostedEvents(nullptr, QEvent::LayoutRequest);
    ensureWidgetVisible(target, 20, 40);
    target->setFocus(Qt::ShortcutFocusReason);
    return true;
}

void FormsPanel::focusSection(Section section)
{
    FormSection* box = sections_[std::size_t(section)];
    // Show the section's title and as much of it as fits.
    ensureWidgetVisible(box, 0, 0);
    verticalScrollBar()->setValue(box->y() - 4);
    QWidget* first = section == ModelSection ? modelPicker_->comboBox() : box->firstField();
    if (section == GpuSection)
        first = gpuPicker_->comboBox();
    if (first)
        first->setFocus(Qt::ShortcutFocusReason);
}

} // namespace kvp::ui
