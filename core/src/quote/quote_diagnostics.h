// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// The quote's diagnostic templates (quote.h); reached through diagnosticTemplate().

#include "kvplan/diagnostics.h"

#include <span>

namespace kvp {

std::span<const DiagnosticWords> quoteDiagnosticWords();

} // namespace kvp
