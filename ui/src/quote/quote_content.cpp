// SPDX-License-Identifier: GPL-3.0-or-later
#include "quote/quote_builder.h"

#include "ui_words.h"

#include "kvplan/ui/core_words.h"
#include "kvplan/ui/format.h"
#include "kvplan/ui/report.h"
#include "quote/quote_charts.h"

#include <QCoreApplication>
#include <QImage>
#include <QPainter>
#include <QSvgRenderer>
#include <algorithm>

namespace kvp::ui {

namespace quoting {

QString tr(const char* text)
{
    return QCoreApplication::translate("kvp::ui::quoting", text);
}

QString text(const std::string& value)
{
    return QString::fromStdString(value);
}

QString count(std::uint64_t n)
{
    return formatCount(n);
}

QString counted(std::uint64_t n, const char* one, const char* many)
{
    return count(n) + QLatin1Char(' ') + (n == 1 ? tr(one) : tr(many));
}

QString severityWord(Severity severity)
{
    switch (severity) {
    case Severity::Error:
        return tr("Error");
    case Severity::Warning:
        return tr("Warning");
    case Severity::Info:
        return tr("Note");
    }
    return {};
}

namespace {

// The letterhead's logo box: the image scaled to fit, kept in proportion, at the left.
void drawLogo(QPainter& painter, const QString& path, const QRectF& box)
{
    QSizeF size;
    QSvgRenderer svg;
    QImage image;
    const bool vector = path.endsWith(QLatin1String(".svg"), Qt::CaseInsensitive);
    if (vector) {
        svg.load(path);
        size = svg.defaultSize();
    } else {
        image.load(path);
        size = image.size();
    }
    if (size.isEmpty())
        return;
    const qreal scale = std::min(box.width() / size.width(), box.height() / size.height());
    const QRectF target(box.topLeft(), size * scale);
    if (vector)
        svg.render(&painter, target);
    else
        painter.drawImage(target, image);
}

QString quoteNumber(const QuoteDocument& d)
{
    return d.scenario.quote.number.empty() ? tr("draft") : text(d.scenario.quote.number);
}

} // namespace

Builder::Builder(const QuoteDocument& d, const QuoteStyle& style, const PrintedCharts& charts)
    : d_(d), s_(d.scenario), r_(d.result), q_(d.quote), p_(d.prices), st_(style), charts_(charts)
{
}

std::vector<BlockPtr> Builder::build()
{
    letterhead();
    parties();
    configuration();
    billOfMaterials();
    terms();
    rationale();
    powerPage();
    considered();
    engine();
    assumptions();
    advice();
    return std::move(out_);
}

void Builder::add(BlockPtr block, qreal spaceAbove, bool newPage)
{
    block->spaceAbove = spaceAbove;
    block->newPage = newPage;
    out_.push_back(std::move(block));
}

// A section that starts a page: unless the page holds no more than a few lines.
void Builder::heading(const QString& title, int level, bool newPage)
{
    add(std::make_shared<pdf::HeadingBlock>(title, level == 1 ? st_.heading1 : st_.heading2,
                                            st_.text, st_.rule, level),
        level == 1 ? 16.0 : 10.0, newPage);
    out_.back()->newPageSlack = kFewLines;
}

void Builder::paragraph(const QString& words, const QFont& font, const QColor& colour,
                        qreal spaceAbove)
{
    add(std::make_shared<pdf::TextBlock>(words, font, colour), spaceAbove);
}

void Builder::callout(const QString& words, Severity severity, qreal spaceAbove)
{
    auto block = std::make_shared<pdf::TextBlock>(words, st_.body, st_.text);
    switch (severity) {
    case Severity::Error:
        block->setCallout(st_.errorBackground, st_.error);
        break;
    case Severity::Warning:
        block->setCallout(st_.warningBackground, st_.warning);
        break;
    case Severity::Info:
        block->setCallout(st_.infoBackground, st_.info);
        break;
    }
    add(block, spaceAbove);
}

QString Builder::money(Money amount) const
{
    const QString currency =
        p_.currencySymbol.empty() ? text(p_.currency) : text(p_.currencySymbol);
    return formatMoney(amount, currency,
                       p_.symbolBefore ? CurrencyPlacement::Before : CurrencyPlacement::After);
}

QString Builder::percent(std::uint32_t basisPoints) const
{
    return formatShortNumber(basisPoints / 100.0, 2) + QStringLiteral(" %");
}

void Builder::letterhead()
{
    const QuoteStyle& st = st_;
    const Vendor& vendor = p_.vendor;
    const QString logo = d_.logoPath;
    QStringList contact;
    for (const std::string& part : {vendor.email, vendor.phone, vendor.web})
        if (!part.empty())
            contact << text(part);
    QStringList address;
    for (const std::string& line : vendor.address)
        address << text(line);
    if (!contact.isEmpty())
        address << contact.join(QStringLiteral("  ·  "));
    const std::vector<std::pair<QString, QString>> meta = {
        {tr("Quote no."), quoteNumber(d_)},
        {tr("Date"), formatDate(q_.date)},
        {tr("Valid until"),
         tr("%1 (%2 days)").arg(formatDate(q_.validUntil), count(q_.validityDays))},
    };
    constexpr qreal kLogoHeight = 40.0;
    const auto leftHeight = [=](const TextMetrics& m) {
        return kLogoHeight + 8.0 + m.lineHeight(st.vendor) +
               qreal(address.size()) * m.lineHeight(st.small);
    };
    const auto rightHeight = [=](const TextMetrics& m) {
        return m.lineHeight(st.title) + 6.0 + qreal(meta.size()) * m.lineHeight(st.body);
    };
    add(std::make_shared<pdf::CustomBlock>(
            [=](const TextMetrics& m, qreal) {
                return std::max(leftHeight(m), rightHeight(m)) + 10.0;
            },
            [=](QPainter& painter, const TextMetrics& m, const QRectF& rect) {
                drawLogo(painter, logo, QRectF(rect.left(), rect.top(), 180.0, kLogoHeight));
                qreal y = rect.top() + kLogoHeight + 8.0;
                painter.setPen(st.text);
                pdf::drawLines(painter, m, st.vendor, {text(vendor.name)}, rect.left(), y,
                               rect.width() * 0.55);
                y += m.lineHeight(st.vendor);
                painter.setPen(st.muted);
                pdf::drawLines(painter, m, st.small,
                               std::vector<QString>(address.begin(), address.end()), rect.left(), y,
                               rect.width() * 0.55);

                painter.setPen(st.accent);
                pdf::drawLines(painter, m, st.title, {tr("Quotation")}, rect.left(),
                               rect.top() - 2.0, rect.width(), Qt::AlignRight);
                qreal metaY = rect.top() + m.lineHeight(st.title) + 6.0;
                // Wide enough for the longest value ("31. Dezember 2026 (30 Tage)").
                qreal valueWidth = 130.0;
                for (const auto& entry : meta)
                    valueWidth = std::max(valueWidth, m.width(st.bold, entry.second) + 2.0);
                const qreal labelRight = rect.right() - valueWidth - 8.0;
                for (const auto& [label, value] : meta) {
                    painter.setPen(st.muted);
                    pdf::drawLines(painter, m, st.body, {label}, labelRight - 80.0, metaY, 80.0,
                                   Qt::AlignRight);
                    painter.setPen(st.text);
                    pdf::drawLines(painter, m, st.bold, {value}, rect.right() - valueWidth, metaY,
                                   valueWidth, Qt::AlignRight);
                    metaY += m.lineHeight(st.body);
                }
                painter.setPen(QPen(st.accent, 1.5));
                painter.drawLine(QPointF(rect.left(), rect.bottom() - 1.0),
                                 QPointF(rect.right(), rect.bottom() - 1.0));
            }),
        0.0);
}

void Builder::parties()
{
    const QuoteStyle& st = st_;
    const QuoteSpec& quote = s_.quote;
    std::vector<QString> customer;
    if (!quote.customer.empty())
        customer.push_back(text(quote.customer));
    if (!quote.contact.empty())
        customer.push_back(text(quote.contact));
    if (!quote.project.empty())
        customer.push_back(tr("Project: %1").arg(text(quote.project)));
    if (customer.empty())
        customer.push_back(tr("(no customer given: quote.customer)"));
    std::vector<QString> ours;
    if (!quote.salesContact.empty())
        ours.push_back(text(quote.salesContact));
    ours.push_back(text(p_.vendor.name));
    const auto column = [=](QPainter& painter, const TextMetrics& m, const QString& title,
                            const std::vector<QString>& lines, qreal left, qreal top, qreal width) {
        painter.setPen(st.muted);
        pdf::drawLines(painter, m, st.smallBold, {title.toUpper()}, left, top, width);
        const qreal y = top + m.lineHeight(st.smallBold) + 1.0;
        painter.setPen(st.text);
        pdf::drawLines(painter, m, st.bold, {lines.front()}, left, y, width);
        pdf::drawLines(painter, m, st.body, std::vector<QString>(lines.begin() + 1, lines.end()),
                       left, y + m.lineHeight(st.bold), width);
    };
    add(std::make_shared<pdf::CustomBlock>(
            [=](const TextMetrics& m, qreal) {
                const std::size_t lines = std::max(customer.size(), ours.size());
                return m.lineHeight(st.smallBold) + 1.0 + qreal(lines) * m.lineHeight(st.body);
            },
            [=](QPainter& painter, const TextMetrics& m, const QRectF& rect) {
                const qreal half = rect.width() / 2.0;
                column(painter, m, tr("Prepared for"), customer, rect.left(), rect.top(),
                       half - 10.0);
                column(painter, m, tr("Your contact"), ours, rect.left() + half, rect.top(), half);
            }),
        12.0);
}

} // namespace quoting

using quoting::quoteNumber;
using quoting::text;

QuotePageTexts quotePageTexts(const QuoteDocument& d)
{
    QuotePageTexts texts;
    texts.vendor = text(d.prices.vendor.name);
    texts.quote = tr("Quote %1 · %2").arg(quoteNumber(d), formatDate(d.quote.date));
    const QuoteSpec& quote = d.scenario.quote;
    texts.footer =
        quote.customer.empty()
            ? scenarioNameText(d.scenario)
            : tr("Prepared for %1").arg(text(quote.customer)) +
                  (quote.project.empty() ? QString() : QStringLiteral(" · ") + text(quote.project));
    if (d.prices.sample)
        texts.notice = tr("Illustrative prices from the sample price list: not an offer");
    return texts;
}

std::vector<pdf::BlockPtr> quoteBlocks(const QuoteDocument& document, const QuoteStyle& style,
                                       const PrintedCharts& charts)
{
    return quoting::Builder(document, style, charts).build();
}

} // namespace kvp::ui
