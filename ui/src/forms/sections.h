// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// The sections of the form, in the order a call flows: the model, the GPUs and how they serve
// it, the users, the host memory, the NVMe tier, how the engine is launched, and last how users
// return (traffic and the prefill estimate). Ranges, suffixes and text lengths come from the
// scenario's table (kvplan/scenario_schema.h), the one validation checks.

namespace kvp::ui {

class CatalogPicker;
class Controller;
class FormSection;

FormSection* makeModelSection(Controller* controller, CatalogPicker* modelPicker);
FormSection* makeGpuSection(Controller* controller, CatalogPicker* gpuPicker);
FormSection* makeUsersSection(Controller* controller);
FormSection* makeHostSection(Controller* controller, CatalogPicker* platformPicker);
FormSection* makeNvmeSection(Controller* controller, CatalogPicker* drivePicker);
FormSection* makeEngineSection(Controller* controller);
FormSection* makeReturnsSection(Controller* controller);
FormSection* makeRackSection(Controller* controller,
                             CatalogPicker* chassisPicker); // §11: site and chassis

} // namespace kvp::ui
