// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// What the quote says, as a flow of blocks (pdf_flow.h): the letterhead, the configuration and
// the bill of materials with its totals; why this configuration (key figures, the charts);
// the engine configuration; the assumptions and formulas; the advice. Words here, numbers from
// core.

#include "kvplan/ui/quote_pdf.h"
#include "quote/pdf_flow.h"
#include "quote/quote_style.h"

#include <vector>

class QCPPainter;

namespace kvp::ui {

class PrintedCharts;

// The text of the running header and footer.
struct QuotePageTexts {
    QString vendor;
    QString quote;  // "Quote Q-2025-0042 · 2025-06-02"
    QString footer; // "Prepared for … · valid until …"
    QString notice; // "Illustrative prices …" with a sample price list, else ""
};

QuotePageTexts quotePageTexts(const QuoteDocument& document);

// Every block of the document. `charts` draw with the QCPPainter the document is painted with.
std::vector<pdf::BlockPtr> quoteBlocks(const QuoteDocument& document, const QuoteStyle& style,
                                       const PrintedCharts& charts);

} // namespace kvp::ui
