// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// The engine configuration's diagnostic templates; reached through diagnosticTemplate().

#include <string_view>
#include <vector>

namespace kvp {

std::string_view engineDiagnosticTemplate(std::string_view code);
std::vector<std::string_view> allEngineDiagnosticCodes();

} // namespace kvp
