// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// The engine configuration's diagnostic templates; reached through diagnosticTemplate().

#include "kvplan/diagnostics.h"

#include <vector>

namespace kvp {

// The engine configuration's shared rows and every engine's own (its descriptor's notes).
std::vector<DiagnosticWords> engineDiagnosticWords();

} // namespace kvp
