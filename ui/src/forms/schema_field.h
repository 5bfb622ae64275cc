// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// The form's widget for a key of the scenario's table that has a label and no widget of its
// own (kvplan/scenario_schema.h, Field::label): forms_panel.cpp places every such key in the
// section that shows its section's other keys.

#include "kvplan/scenario_schema.h"

namespace kvp::ui {

class FormSection;

// Adds the row's widget to `section`; false for a type that needs code of its own (a list of
// numbers, layer groups, a text that may be unset).
bool addSchemaField(FormSection* section, const schema::Field& row);

} // namespace kvp::ui
