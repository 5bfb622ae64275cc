// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// The quote's bill of materials as CSV (core's kvp::quoteToCsv) in a language: its column heads
// and totals' labels translated, and its dialect — ',' and '.' for English, ';' and ',' for
// German — so that a spreadsheet of that language opens it as a table of numbers. Amounts stay
// locale-free otherwise (no thousands separators, the currency as its ISO code).

#include "kvplan/ui/quote_pdf.h"

#include <QByteArray>
#include <QString>

namespace kvp::ui {

// `language` "en" or "de" (QuoteDocument::language when empty).
QByteArray quoteCsv(const QuoteDocument& document, const QString& language, bool byteOrderMark);

// Writes atomically (a failed write leaves no file and any old one untouched). Throws
// ScenarioFileError naming the file.
void writeQuoteCsv(const QString& path, const QuoteDocument& document, const QString& language,
                   bool byteOrderMark);

} // namespace kvp::ui
