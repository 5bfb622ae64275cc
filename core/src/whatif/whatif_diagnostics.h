// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// The words for the what-if rules' codes (time to first token, hit rates, sweeps); reached
// through diagnosticTemplate().

#include "kvplan/diagnostics.h"

#include <span>

namespace kvp {

std::span<const DiagnosticWords> whatifDiagnosticWords();

} // namespace kvp
