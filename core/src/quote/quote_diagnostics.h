// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// The quote's diagnostic templates (quote.h); reached through diagnosticTemplate().

#include <string_view>
#include <vector>

namespace kvp {

std::string_view quoteDiagnosticTemplate(std::string_view code);
std::vector<std::string_view> allQuoteDiagnosticCodes();

} // namespace kvp
