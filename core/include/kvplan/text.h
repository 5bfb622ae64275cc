// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// Text that came from outside (a customer's file, a --set on the command line) and goes back out
// in a message, a report or a script: UTF-8 validity, and messages bounded to one short line.

#include <cstddef>
#include <cstdint>
#include <string>
#include <string_view>

namespace kvp {

// Well-formed UTF-8 (RFC 3629): no overlong forms, no surrogates, nothing above U+10FFFF.
bool isValidUtf8(std::string_view text);

// The characters (Unicode code points) of valid UTF-8 text: what a length limit counts.
std::size_t characterCount(std::string_view text);

// `text` with every ill-formed UTF-8 sequence replaced by U+FFFD.
std::string toValidUtf8(std::string_view text);

// Valid UTF-8 on one line (control characters become spaces), cut on a character boundary to at
// most `maxBytes` bytes with "…" when longer: what an error message may carry of foreign text.
std::string oneLine(std::string_view text, std::size_t maxBytes);

// The number with a comma between groups of three digits: 1,073,741,824.
std::string groupThousands(std::uint64_t value);

// Levenshtein distance, in bytes: how close a misspelt key or id is to a known one.
std::size_t editDistance(std::string_view a, std::string_view b);

} // namespace kvp
