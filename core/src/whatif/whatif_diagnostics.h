// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// The words for the what-if rules' codes (time to first token, hit rates, sweeps); reached
// through diagnosticTemplate().

#include <string_view>
#include <vector>

namespace kvp {

std::string_view whatifDiagnosticTemplate(std::string_view code);
std::vector<std::string_view> allWhatifDiagnosticCodes();

} // namespace kvp
