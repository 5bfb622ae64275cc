// SPDX-License-Identifier: GPL-3.0-or-later
#include "kvplan/ui/quote_csv.h"

#include "ui_words.h"

#include "kvplan/quote_csv.h"
#include "kvplan/ui/format.h"
#include "kvplan/ui/language.h"
#include "kvplan/ui/scenario_file.h"

#include <QCoreApplication>

namespace kvp::ui {

namespace {

std::string utf8(const QString& text)
{
    return text.toStdString();
}

// A line's description when the price list gives it no name: the PDF's words for the part.
QString lineName(const QuoteLine& line)
{
    switch (line.item) {
    case QuoteItem::Chassis:
        return tr("GPU server chassis for %1 GPUs").arg(formatCount(line.gpuSlots));
    case QuoteItem::Cpu:
        return tr("CPU for %1").arg(QString::fromStdString(line.hardware));
    case QuoteItem::Dimm:
        return tr("%1 GB RDIMM").arg(formatCount(line.sizeGB));
    case QuoteItem::Assembly:
        return tr("Assembly and burn-in test");
    case QuoteItem::Warranty:
        return tr("Warranty extended to %1 years").arg(formatCount(line.years));
    default:
        return QString::fromStdString(line.hardware.empty() ? line.priceKey : line.hardware);
    }
}

QuoteCsvWords csvWords()
{
    QuoteCsvWords w;
    w.partNumber = utf8(tr("Part number"));
    w.description = utf8(tr("Description"));
    w.quantity = utf8(tr("Quantity"));
    w.unitPrice = utf8(tr("Unit price"));
    w.lineTotal = utf8(tr("Line total"));
    w.currency = utf8(tr("Currency"));
    w.subtotal = utf8(tr("Subtotal"));
    //: %1 is the percentage, e.g. 7.5
    w.discount = utf8(tr("Discount %1 %"));
    w.net = utf8(tr("Net after discount"));
    w.vat = utf8(tr("VAT %1 %"));
    w.total = utf8(tr("Total"));
    w.incomplete = utf8(tr(" (incomplete: lines without a price are left out)"));
    return w;
}

} // namespace

QByteArray quoteCsv(const QuoteDocument& document, const QString& language, bool byteOrderMark)
{
    const QString lang = language.isEmpty() ? document.language : language;
    CsvDialect dialect = CsvDialect::forLanguage(lang.toStdString());
    dialect.byteOrderMark = byteOrderMark;
    const LanguageScope scope(lang);
    return QByteArray::fromStdString(
        quoteToCsv(document.quote, document.prices, dialect, csvWords(),
                   [](const QuoteLine& line) { return lineName(line).toStdString(); }));
}

void writeQuoteCsv(const QString& path, const QuoteDocument& document, const QString& language,
                   bool byteOrderMark)
{
    saveTextFileAtomically(path, quoteCsv(document, language, byteOrderMark));
}

} // namespace kvp::ui
