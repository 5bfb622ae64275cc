// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// The quote's typography and colours: one sans family for text and charts, one monospaced
// family for commands, sizes in points; the light theme's colours, so the charts and the text
// around them match the desktop app.

#include "quote/pdf_flow.h"

#include <QColor>
#include <QFont>

namespace kvp::ui {

struct QuoteStyle {
    QFont body;
    QFont bold;
    QFont small;
    QFont smallBold;
    QFont mono;
    QFont chart;
    QFont title;  // "Quotation"
    QFont vendor; // the vendor's name in the letterhead
    QFont heading1;
    QFont heading2;
    QFont figureValue; // key figures

    QColor text;
    QColor muted;
    QColor accent;
    QColor rule;
    QColor light; // table headers, tile borders
    QColor shade; // the total's row
    QColor codeBackground;
    QColor infoBackground;
    QColor warningBackground;
    QColor errorBackground;
    QColor info;
    QColor warning;
    QColor error;

    pdf::TableStyle table() const;
};

QuoteStyle quoteStyle();

} // namespace kvp::ui
