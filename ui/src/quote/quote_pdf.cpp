// SPDX-License-Identifier: GPL-3.0-or-later
#include "kvplan/ui/quote_pdf.h"

#include "ui_words.h"

#include "kvplan/hit_rates.h"
#include "kvplan/ui/language.h"
#include "kvplan/ui/price_list_file.h"
#include "kvplan/ui/scenario_file.h"
#include "quote/pdf_flow.h"
#include "quote/quote_charts.h"
#include "quote/quote_content.h"
#include "quote/quote_style.h"

#include <QBuffer>
#include <QCoreApplication>
#include <QDate>
#include <QPageLayout>
#include <QPageSize>
#include <QPdfWriter>
#include <qcustomplot.h>

namespace kvp::ui {

namespace {

// Page geometry in points: the running header above the content, the footer below it.
constexpr qreal kSideMargin = 48.0;
constexpr qreal kTopMargin = 60.0;
constexpr qreal kBottomMargin = 56.0;
constexpr qreal kHeaderBaseline = 34.0;
constexpr qreal kFooterFromBottom = 34.0;

void decorate(QPainter& painter, const pdf::TextMetrics& metrics, const QuoteStyle& style,
              const QuotePageTexts& texts, const QSizeF& page, int index, int count)
{
    const qreal left = kSideMargin;
    const qreal width = page.width() - 2.0 * kSideMargin;
    // Page 1 opens with the letterhead, which names the quote; the others get a running header.
    if (index > 0) {
        const qreal top = kHeaderBaseline - metrics.lineHeight(style.small);
        painter.setPen(style.muted);
        pdf::drawLines(painter, metrics, style.smallBold, {texts.vendor}, left, top, width);
        pdf::drawLines(painter, metrics, style.small, {texts.quote}, left, top, width,
                       Qt::AlignRight);
        painter.setPen(QPen(style.light.darker(115), 0.6));
        painter.drawLine(QPointF(left, kHeaderBaseline + 4.0),
                         QPointF(left + width, kHeaderBaseline + 4.0));
    }
    const qreal ruleY = page.height() - kFooterFromBottom - 6.0;
    painter.setPen(QPen(style.light.darker(115), 0.6));
    painter.drawLine(QPointF(left, ruleY), QPointF(left + width, ruleY));
    const qreal top = ruleY + 4.0;
    painter.setPen(style.muted);
    const QString pageText = tr("Page %1 of %2").arg(index + 1).arg(count);
    const qreal pageWidth = metrics.width(style.small, pageText) + 4.0;
    const QString leftText =
        index == 0 ? texts.footer : texts.quote + QStringLiteral(" · ") + texts.footer;
    pdf::drawLines(painter, metrics, style.small, {leftText}, left, top, width - pageWidth);
    pdf::drawLines(painter, metrics, style.small, {pageText}, left, top, width, Qt::AlignRight);
    if (!texts.notice.isEmpty()) {
        painter.setPen(style.warning);
        pdf::drawLines(painter, metrics, style.smallBold, {texts.notice}, left,
                       top + metrics.lineHeight(style.small), width, Qt::AlignHCenter);
    }
}

} // namespace

QuoteDocument makeQuoteDocument(const Scenario& scenario, const PriceList& prices,
                                const QString& priceListPath, const Catalog& catalog,
                                std::optional<EngineKind> engine, PaperSize paper)
{
    SizingResult result = plan(scenario, catalog);
    addSimulation(scenario, result);
    return makeQuoteDocument(scenario, result, prices, priceListPath, catalog, engine, paper);
}

QuoteDocument makeQuoteDocument(const Scenario& scenario, const SizingResult& result,
                                const PriceList& prices, const QString& priceListPath,
                                const Catalog& catalog, std::optional<EngineKind> engine,
                                PaperSize paper)
{
    QuoteDocument d;
    d.scenario = scenario;
    d.result = result;
    d.prices = prices;
    d.quote = buildQuote(scenario, d.result, prices, catalog,
                         QDate::currentDate().toString(Qt::ISODate).toStdString());
    d.engine = engine.value_or(scenario.engine.name);
    d.logoPath = vendorLogoPath(prices, priceListPath);
    d.paper = paper;
    d.language = scenario.quote.language.empty() ? currentLanguage()
                                                 : QString::fromStdString(scenario.quote.language);
    return d;
}

RecommendOptions consideredSearchOptions(const QuoteDocument& document)
{
    RecommendOptions options;
    options.today = document.quote.date.empty()
                        ? QDate::currentDate().toString(Qt::ISODate).toStdString()
                        : document.quote.date;
    return options;
}

void addConsideredConfigurations(QuoteDocument& document, const Catalog& catalog)
{
    document.considered =
        recommend(document.scenario, catalog, document.prices, consideredSearchOptions(document));
}

RenderedQuote renderQuotePdf(const QuoteDocument& document)
{
    const LanguageScope speaking(document.language);
    const QuoteStyle style = quoteStyle();
    const PrintedCharts charts(document.scenario, document.result, style.chart);
    const std::vector<pdf::BlockPtr> blocks = quoteBlocks(document, style, charts);
    const QuotePageTexts texts = quotePageTexts(document);

    QBuffer buffer;
    buffer.open(QIODevice::WriteOnly);
    {
        QPdfWriter writer(&buffer);
        // One device unit is one point: the layout, the fonts and the charts share a scale.
        writer.setResolution(72);
        writer.setPageSize(
            QPageSize(document.paper == PaperSize::Letter ? QPageSize::Letter : QPageSize::A4));
        writer.setPageMargins(QMarginsF(0, 0, 0, 0), QPageLayout::Point);
        writer.setTitle(texts.quote + QStringLiteral(" — ") + texts.vendor);
        writer.setCreator(QStringLiteral("KV Planner " KVPLAN_VERSION));
        const QSizeF page = writer.pageLayout().fullRectPoints().size();
        const QRectF content(kSideMargin, kTopMargin, page.width() - 2.0 * kSideMargin,
                             page.height() - kTopMargin - kBottomMargin);

        // A QCPPainter, so that the charts can draw into the same page (quote_charts.h).
        QCPPainter painter(&writer);
        painter.setRenderHint(QPainter::Antialiasing);
        const pdf::TextMetrics metrics(&writer);
        const pdf::Layout layout = pdf::layOut(blocks, metrics, content);
        for (int index = 0; index < layout.pageCount; ++index) {
            if (index > 0)
                writer.newPage();
            decorate(painter, metrics, style, texts, page, index, layout.pageCount);
            for (const pdf::Placement& placement : layout.placements)
                if (placement.page == index)
                    placement.block->paint(painter, metrics, placement.rect);
        }
        painter.end();
        buffer.close();
        return {buffer.data(), layout.pageCount};
    }
}

int writeQuotePdf(const QString& path, const QuoteDocument& document)
{
    const RenderedQuote rendered = renderQuotePdf(document);
    saveTextFileAtomically(path, rendered.pdf);
    return rendered.pages;
}

} // namespace kvp::ui
