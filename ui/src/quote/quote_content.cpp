// SPDX-License-Identifier: GPL-3.0-or-later
#include "quote/quote_content.h"

#include "kvplan/engine_config.h"
#include "kvplan/engine_script.h"
#include "kvplan/ui/format.h"
#include "kvplan/ui/report.h"
#include "quote/quote_charts.h"
#include "views/engine_config_view.h"
#include "views/engine_settings_model.h"
#include "views/figure_names.h"
#include "views/key_figures.h"

#include <QCoreApplication>
#include <QImage>
#include <QPainter>
#include <QSvgRenderer>
#include <algorithm>
#include <qcustomplot.h>
#include <set>

namespace kvp::ui {

namespace {

using pdf::BlockPtr;
using pdf::TableCell;
using pdf::TableColumn;
using pdf::TableRow;
using pdf::TextMetrics;

QString tr(const char* text)
{
    return QCoreApplication::translate("kvp::Quote", text);
}

QString text(const std::string& value)
{
    return QString::fromStdString(value);
}

QString count(std::uint64_t n)
{
    return formatCount(n);
}

// "1 instance", "4 instances".
QString counted(std::uint64_t n, const char* one, const char* many)
{
    return count(n) + QLatin1Char(' ') + (n == 1 ? tr(one) : tr(many));
}

QString quoteNumber(const QuoteDocument& d)
{
    return d.scenario.quote.number.empty() ? tr("draft") : text(d.scenario.quote.number);
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

class Builder {
public:
    Builder(const QuoteDocument& d, const QuoteStyle& style, const PrintedCharts& charts)
        : d_(d), s_(d.scenario), r_(d.result), q_(d.quote), p_(d.prices), st_(style),
          charts_(charts)
    {
    }

    std::vector<BlockPtr> build()
    {
        letterhead();
        parties();
        configuration();
        billOfMaterials();
        terms();
        rationale();
        engine();
        assumptions();
        advice();
        return std::move(out_);
    }

private:
    void add(BlockPtr block, qreal spaceAbove, bool newPage = false)
    {
        block->spaceAbove = spaceAbove;
        block->newPage = newPage;
        out_.push_back(std::move(block));
    }

    // A section that starts a page: unless the page holds no more than a few lines.
    void heading(const QString& title, int level, bool newPage = false)
    {
        add(std::make_shared<pdf::HeadingBlock>(title, level == 1 ? st_.heading1 : st_.heading2,
                                                st_.text, st_.rule, level),
            level == 1 ? 16.0 : 10.0, newPage);
        out_.back()->newPageSlack = kFewLines;
    }

    static constexpr qreal kFewLines = 120.0;

    void paragraph(const QString& words, const QFont& font, const QColor& colour,
                   qreal spaceAbove = 5.0)
    {
        add(std::make_shared<pdf::TextBlock>(words, font, colour), spaceAbove);
    }

    void callout(const QString& words, Severity severity, qreal spaceAbove = 6.0)
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

    QString money(Money amount) const
    {
        const QString currency =
            p_.currencySymbol.empty() ? text(p_.currency) : text(p_.currencySymbol);
        return formatMoney(amount, currency,
                           p_.symbolBefore ? CurrencyPlacement::Before : CurrencyPlacement::After);
    }

    QString percent(std::uint32_t basisPoints) const
    {
        QString number = formatNumber(basisPoints / 100.0, 2);
        while (number.contains(QLatin1Char('.')) &&
               (number.endsWith(QLatin1Char('0')) || number.endsWith(QLatin1Char('.'))))
            number.chop(1);
        return number + QStringLiteral(" %");
    }

    // ---- page 1

    void letterhead()
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
            {tr("Date"), text(q_.date)},
            {tr("Valid until"),
             tr("%1 (%2 days)").arg(text(q_.validUntil), count(q_.validityDays))},
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
                                   std::vector<QString>(address.begin(), address.end()),
                                   rect.left(), y, rect.width() * 0.55);

                    painter.setPen(st.accent);
                    pdf::drawLines(painter, m, st.title, {tr("Quotation")}, rect.left(),
                                   rect.top() - 2.0, rect.width(), Qt::AlignRight);
                    qreal metaY = rect.top() + m.lineHeight(st.title) + 6.0;
                    const qreal valueWidth = 130.0;
                    const qreal labelRight = rect.right() - valueWidth - 8.0;
                    for (const auto& [label, value] : meta) {
                        painter.setPen(st.muted);
                        pdf::drawLines(painter, m, st.body, {label}, labelRight - 80.0, metaY, 80.0,
                                       Qt::AlignRight);
                        painter.setPen(st.text);
                        pdf::drawLines(painter, m, st.bold, {value}, rect.right() - valueWidth,
                                       metaY, valueWidth, Qt::AlignRight);
                        metaY += m.lineHeight(st.body);
                    }
                    painter.setPen(QPen(st.accent, 1.5));
                    painter.drawLine(QPointF(rect.left(), rect.bottom() - 1.0),
                                     QPointF(rect.right(), rect.bottom() - 1.0));
                }),
            0.0);
    }

    void parties()
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
                                const std::vector<QString>& lines, qreal left, qreal top,
                                qreal width) {
            painter.setPen(st.muted);
            pdf::drawLines(painter, m, st.smallBold, {title.toUpper()}, left, top, width);
            const qreal y = top + m.lineHeight(st.smallBold) + 1.0;
            painter.setPen(st.text);
            pdf::drawLines(painter, m, st.bold, {lines.front()}, left, y, width);
            pdf::drawLines(painter, m, st.body,
                           std::vector<QString>(lines.begin() + 1, lines.end()), left,
                           y + m.lineHeight(st.bold), width);
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
                    column(painter, m, tr("Your contact"), ours, rect.left() + half, rect.top(),
                           half);
                }),
            12.0);
    }

    void configuration()
    {
        heading(tr("Configuration"), 1);
        const MemoryPlan& m = r_.memory;
        const std::uint64_t nodes = r_.nodes.count;
        std::vector<TableRow> rows;
        const auto row = [&](const QString& label, const QString& value, const QString& detail) {
            TableCell head(label);
            head.bold = true;
            rows.push_back(TableRow({head, TableCell(value, 1, detail)}));
        };
        const ModelSpec& model = s_.model;
        row(tr("Model"),
            tr("%1, KV cache in %2")
                .arg(text(model.name), text(toString(s_.kvCacheDtype)).toUpper()),
            (model.layers.empty()
                 ? tr("%1 layers, %2 KV heads, head_dim %3")
                       .arg(count(model.numLayers), count(model.numKvHeads), count(model.headDim))
                 : tr("%1 layers: %2").arg(count(model.numLayers), layersText(model))) +
                tr("; weights %1").arg(quantityText(model.weightsGiB, Unit::GiB)));
        row(tr("Workload"),
            tr("%1 users with conversations of %2 tokens")
                .arg(count(s_.workload.users), count(s_.workload.contextTokens)),
            tr("%1 new conversations a day").arg(count(s_.workload.newConversationsPerDay)));
        const QString gpus = tr("%1 × %2").arg(count(s_.gpu.count), text(s_.gpu.name));
        row(tr("Servers"),
            nodes == 1 ? tr("1 node: %1").arg(gpus)
                       : tr("%1 nodes, each %2").arg(count(nodes), gpus),
            tr("%1 × %2; %3 of %4, tensor parallelism %5, per node")
                .arg(count(s_.host.sockets), text(s_.host.platform),
                     counted(r_.users.instances, "instance", "instances"), engineName(d_.engine),
                     count(s_.serving.tensorParallel)));
        row(nodes == 1 ? tr("Memory") : tr("Memory per node"),
            tr("%1 × %2 GB = %3 at %4 MT/s")
                .arg(count(m.dimmCount), count(m.dimmSizeGB), formatSize(m.total, SizeUnit::GB, 0),
                     count(m.memorySpeedMts)),
            tr("%1 per channel on %2 channels × %3 sockets; %4 required, %5 free beside the CPU "
               "tier")
                .arg(counted(m.dimmsPerChannel, "DIMM", "DIMMs"), count(s_.host.channelsPerSocket),
                     count(s_.host.sockets), formatSize(m.required, SizeUnit::GB),
                     formatSize(m.freeBesideBuffer, SizeUnit::GB)));
        row(tr("KV cache"),
            s_.offload.enabled ? tr("%1 per card on the GPUs; CPU tier %2 per instance")
                                     .arg(formatSize(r_.gpu.kvCacheBytesPerCard, SizeUnit::GiB),
                                          formatSize(r_.cpuTier.perInstanceBytes, SizeUnit::GiB))
                               : tr("%1 per card on the GPUs; no CPU tier")
                                     .arg(formatSize(r_.gpu.kvCacheBytesPerCard, SizeUnit::GiB)),
            tr("%1 conversations on the GPUs, %2 kept warm in CPU memory, %3 not warm")
                .arg(count(r_.nodes.conversationsOnGpusTotal), count(r_.users.warmOnCpu),
                     count(r_.users.notWarm)));
        if (r_.nvme.enabled)
            row(tr("NVMe tier"),
                tr("%1 × %2 per node").arg(count(s_.nvme.drivesPerNode), text(s_.nvme.drive)),
                tr("%1 written a day per node, %2 % of the drives' endurance budget")
                    .arg(formatSize(r_.nvme.writesPerDay, SizeUnit::TB),
                         formatNumber(r_.nvme.shareOfEnduranceBudget * 100.0, 1)));
        auto table = std::make_shared<pdf::TableBlock>(
            std::vector<TableColumn>{{{}, 1.15}, {{}, 4.0}}, std::move(rows), st_.table());
        table->setHeaderVisible(false);
        add(table, 4.0);
    }

    // What one line of the bill is, in words: its name and a line of detail.
    std::pair<QString, QString> describe(const QuoteLine& line) const
    {
        const QString vendorName = line.price ? text(line.price->name) : QString();
        const QString perNode =
            line.nodes > 1
                ? tr("%1 per node × %2 nodes").arg(count(line.perNode), count(line.nodes))
                : tr("%1 per node").arg(count(line.perNode));
        const auto named = [&](const QString& fallback) {
            return vendorName.isEmpty() ? fallback : vendorName;
        };
        const MemoryPlan& m = r_.memory;
        switch (line.item) {
        case QuoteItem::Chassis:
            return {named(tr("GPU server chassis for %1 GPUs").arg(count(line.gpuSlots))), perNode};
        case QuoteItem::Gpu:
            return {named(text(line.hardware)),
                    tr("%1 GB, PCIe Gen%2 x%3; %4")
                        .arg(quantityText(s_.gpu.memoryMarketedGB, {}), count(s_.gpu.pcieGen),
                             count(s_.gpu.pcieLanes), perNode)};
        case QuoteItem::Cpu:
            return {
                named(tr("CPU for %1").arg(text(line.hardware))),
                tr("%1 memory channels each; %2").arg(count(s_.host.channelsPerSocket), perNode)};
        case QuoteItem::Dimm:
            return {named(tr("%1 GB RDIMM").arg(count(line.sizeGB))),
                    tr("%1 × %2 GB = %3 per node, %4 per channel at %5 MT/s")
                            .arg(count(m.dimmCount), count(m.dimmSizeGB),
                                 formatSize(m.total, SizeUnit::GB, 0), count(m.dimmsPerChannel),
                                 count(m.memorySpeedMts)) +
                        (line.nodes > 1 ? tr("; × %1 nodes").arg(count(line.nodes)) : QString())};
        case QuoteItem::Drive:
            return {named(text(line.hardware)),
                    tr("NVMe tier, %1 DWPD, %2-year warranty; %3")
                        .arg(quantityText(s_.nvme.dwpd, {}),
                             quantityText(s_.nvme.warrantyYears, {}), perNode)};
        case QuoteItem::Assembly:
            return {named(tr("Assembly and burn-in test")), perNode};
        case QuoteItem::Warranty:
            return {named(tr("Warranty extended to %1 years").arg(count(line.years))), perNode};
        }
        return {};
    }

    void billOfMaterials()
    {
        heading(tr("Bill of materials"), 1);
        std::vector<TableRow> rows;
        int position = 1;
        for (const QuoteLine& line : q_.lines) {
            const auto [name, detail] = describe(line);
            TableRow row;
            TableCell sku{line.price ? text(line.price->sku) : QString()};
            sku.monospace = true;
            row.cells = {TableCell(QString::number(position++)), sku, TableCell(name, 1, detail),
                         TableCell(count(line.quantity))};
            if (line.price) {
                row.cells.push_back(TableCell(money(line.price->price)));
                row.cells.push_back(TableCell(money(line.total)));
            } else {
                TableCell missing{tr("no price")};
                missing.colour = st_.warning;
                missing.bold = true;
                row.cells.push_back(TableCell(QStringLiteral("—")));
                row.cells.push_back(missing);
            }
            rows.push_back(std::move(row));
        }
        const QString incomplete = q_.complete ? QString() : tr(" (incomplete)");
        const auto total = [&](const QString& label, const QString& amount, bool first,
                               bool emphasis) {
            TableRow row;
            row.cells = {TableCell(label, 5), TableCell(amount)};
            row.ruleAbove = first;
            row.bold = emphasis;
            row.shaded = emphasis;
            rows.push_back(std::move(row));
        };
        total(tr("Subtotal") + incomplete, money(q_.subtotal), true, false);
        if (q_.discountBasisPoints > 0) {
            total(tr("Discount %1").arg(percent(q_.discountBasisPoints)),
                  money(Money() - q_.discount), false, false);
            total(tr("Net after discount"), money(q_.net), false, false);
        }
        total(tr("VAT %1 on %2").arg(percent(q_.vatBasisPoints), money(q_.net)), money(q_.vat),
              false, false);
        total(tr("Total") + incomplete, money(q_.total), false, true);
        add(std::make_shared<pdf::TableBlock>(
                std::vector<TableColumn>{{tr("Item"), 0.0, Qt::AlignRight},
                                         // a part number of 20 characters or so
                                         {tr("Part no."), 0.0, Qt::AlignLeft, 96.0},
                                         {tr("Description"), 1.0},
                                         {tr("Qty"), 0.0, Qt::AlignRight},
                                         {tr("Unit price"), 0.0, Qt::AlignRight},
                                         {tr("Amount"), 0.0, Qt::AlignRight}},
                std::move(rows), st_.table()),
            4.0);
        for (const Diagnostic& d : q_.diagnostics)
            callout(diagnosticText(d), d.severity);
    }

    void terms()
    {
        const QString currency =
            p_.currencySymbol.empty()
                ? text(p_.currency)
                : tr("%1 (%2)").arg(text(p_.currency), text(p_.currencySymbol));
        QString words =
            tr("Prices in %1 per unit, quantities for %2. VAT of %3 is charged on the subtotal "
               "after any discount. This quote is valid until %4 (%5 days from %6).")
                .arg(currency,
                     r_.nodes.count == 1 ? tr("one node")
                                         : tr("%1 identical nodes").arg(count(r_.nodes.count)),
                     percent(q_.vatBasisPoints), text(q_.validUntil), count(q_.validityDays),
                     text(q_.date));
        paragraph(words, st_.small, st_.muted, 8.0);
        if (!s_.quote.notes.empty()) {
            heading(tr("Notes"), 2);
            paragraph(text(s_.quote.notes), st_.body, st_.text, 3.0);
        }
    }

    // ---- why this configuration

    void rationale()
    {
        heading(tr("Why this configuration"), 1, true);
        paragraph(tr("The configuration is sized for %1 users with conversations of %2 tokens on "
                     "%3 × %4 per node. The figures and charts below are the ones shown during "
                     "the call, computed by KV Planner %5 from the scenario \"%6\"; the formula "
                     "and the inputs behind each figure are listed under Assumptions and "
                     "formulas.")
                      .arg(count(s_.workload.users), count(s_.workload.contextTokens),
                           count(s_.gpu.count), text(s_.gpu.name), QStringLiteral(KVPLAN_VERSION),
                           text(s_.name)),
                  st_.body, st_.text, 2.0);
        keyFigureTiles();
        // The GPU and CPU-tier charts side by side; the DIMM layout (two sockets of channels)
        // and the NVMe budget (two plots) need the page's width.
        chartRow({0, 1}, 140.0);
        chartRow({2}, 124.0);
        chartRow({3}, 124.0);
    }

    void keyFigureTiles()
    {
        const QuoteStyle& st = st_;
        const std::vector<KeyFigure> figures = keyFigures(s_, r_);
        constexpr int kColumns = 3;
        constexpr qreal kGap = 8.0;
        constexpr qreal kPad = 6.0;
        const auto story = [](const KeyFigure& f) {
            return f.more.isEmpty() ? f.detail : f.more;
        };
        const auto tileHeight = [=](const TextMetrics& m, qreal tileWidth, const KeyFigure& f) {
            return 2.0 * kPad + m.lineHeight(st.small) + m.lineHeight(st.figureValue) +
                   qreal(m.wrap(st.small, story(f), tileWidth - 2.0 * kPad).size()) *
                       m.lineHeight(st.small);
        };
        for (std::size_t first = 0; first < figures.size(); first += kColumns) {
            const std::vector<KeyFigure> row(
                figures.begin() + qsizetype(first),
                figures.begin() + qsizetype(std::min(figures.size(), first + kColumns)));
            const auto rowHeight = [=](const TextMetrics& m, qreal width) {
                const qreal tileWidth = (width - kGap * (kColumns - 1)) / kColumns;
                qreal tallest = 0.0;
                for (const KeyFigure& f : row)
                    tallest = std::max(tallest, tileHeight(m, tileWidth, f));
                return tallest;
            };
            add(std::make_shared<pdf::CustomBlock>(
                    rowHeight,
                    [=](QPainter& painter, const TextMetrics& m, const QRectF& rect) {
                        const qreal tileWidth = (rect.width() - kGap * (kColumns - 1)) / kColumns;
                        for (std::size_t i = 0; i < row.size(); ++i) {
                            const QRectF tile(rect.left() + qreal(i) * (tileWidth + kGap),
                                              rect.top(), tileWidth, rect.height());
                            painter.setPen(QPen(st.light.darker(112), 0.8));
                            painter.setBrush(Qt::NoBrush);
                            painter.drawRoundedRect(tile.adjusted(0.4, 0.4, -0.4, -0.4), 3.0, 3.0);
                            painter.fillRect(
                                QRectF(tile.left(), tile.top() + 3.0, 2.5, tile.height() - 6.0),
                                st.accent);
                            const qreal inner = tileWidth - 2.0 * kPad;
                            qreal y = tile.top() + kPad;
                            painter.setPen(st.muted);
                            pdf::drawLines(painter, m, st.small, {row[i].caption},
                                           tile.left() + kPad, y, inner);
                            y += m.lineHeight(st.small);
                            painter.setPen(st.text);
                            pdf::drawLines(painter, m, st.figureValue, {row[i].value},
                                           tile.left() + kPad, y, inner);
                            y += m.lineHeight(st.figureValue);
                            painter.setPen(st.muted);
                            pdf::drawLines(painter, m, st.small,
                                           m.wrap(st.small, story(row[i]), inner),
                                           tile.left() + kPad, y, inner);
                        }
                    }),
                first == 0 ? 10.0 : kGap);
        }
    }

    // Charts side by side in one row, `plotHeight` high, each with its title and caption.
    void chartRow(std::vector<int> indices, qreal plotHeight)
    {
        const QuoteStyle& st = st_;
        const PrintedCharts& charts = charts_;
        constexpr qreal kGap = 16.0;
        const qreal columns = qreal(indices.size());
        const auto chartWidth = [=](qreal width) {
            return (width - kGap * (columns - 1)) / columns;
        };
        const auto captionLines = [=, &charts](const TextMetrics& m, qreal width, int index) {
            return m.wrap(st.small, charts.caption(index), chartWidth(width));
        };
        add(std::make_shared<pdf::CustomBlock>(
                [=](const TextMetrics& m, qreal width) {
                    std::size_t lines = 0;
                    for (int index : indices)
                        lines = std::max(lines, captionLines(m, width, index).size());
                    return m.lineHeight(st.heading2) + 2.0 + plotHeight + 3.0 +
                           qreal(lines) * m.lineHeight(st.small);
                },
                [=, &charts](QPainter& painter, const TextMetrics& m, const QRectF& rect) {
                    const qreal width = chartWidth(rect.width());
                    for (std::size_t i = 0; i < indices.size(); ++i) {
                        const int index = indices[i];
                        const qreal left = rect.left() + qreal(i) * (width + kGap);
                        qreal y = rect.top();
                        painter.setPen(st.text);
                        pdf::drawLines(painter, m, st.heading2, {charts.title(index)}, left, y,
                                       width);
                        y += m.lineHeight(st.heading2) + 2.0;
                        // The document is painted with a QCPPainter (quote_pdf.cpp), which
                        // QCustomPlot needs to draw into it.
                        charts.draw(static_cast<QCPPainter&>(painter), index,
                                    QRectF(left, y, width, plotHeight));
                        y += plotHeight + 3.0;
                        painter.setPen(st.muted);
                        pdf::drawLines(painter, m, st.small, captionLines(m, rect.width(), index),
                                       left, y, width);
                    }
                }),
            12.0);
    }

    // ---- engine configuration

    void engine()
    {
        EngineOptions options;
        options.engine = d_.engine;
        const EngineConfig config = engineConfig(s_, r_, options);
        heading(tr("Engine configuration: %1").arg(engineName(d_.engine)), 1, true);
        QStringList releases;
        for (const EngineRelease& release : config.writtenFor)
            releases << text(release.product) + QLatin1Char(' ') + text(release.version);
        if (config.hasErrors()) {
            for (const Diagnostic& d : config.diagnostics)
                callout(diagnosticText(d), d.severity);
            return;
        }
        paragraph(tr("The commands that start %1 as planned, %2 per node: each instance on its "
                     "cards (CUDA_VISIBLE_DEVICES), bound to their NUMA node, with the tiers in "
                     "%1's own unit and scope. Written for %3. The settings that carry the "
                     "plan's sizes:")
                      .arg(engineName(d_.engine),
                           counted(config.instances, "instance", "instances"),
                           releases.join(QStringLiteral(", "))),
                  st_.body, st_.text, 2.0);

        EngineSettingsModel model;
        model.setConfig(config);
        std::vector<TableColumn> columns;
        const std::vector<qreal> weights = {1.3, 1.9, 1.6, 1.3, 3.0};
        for (int c = 0; c < model.columnCount(); ++c)
            columns.push_back(
                {model.headerData(c, Qt::Horizontal).toString(), weights[std::size_t(c)]});
        std::vector<TableRow> rows;
        for (int r = 0; r < model.rowCount(); ++r) {
            TableRow row;
            for (int c = 0; c < model.columnCount(); ++c) {
                TableCell cell{model.data(model.index(r, c)).toString()};
                cell.monospace = c == EngineSettingsModel::SettingColumn ||
                                 c == EngineSettingsModel::ValueColumn;
                row.cells.push_back(cell);
            }
            rows.push_back(std::move(row));
        }
        pdf::TableStyle style = st_.table();
        style.font = st_.small;
        style.boldFont = st_.smallBold;
        add(std::make_shared<pdf::TableBlock>(std::move(columns), std::move(rows), style), 6.0);

        std::vector<std::pair<Severity, QString>> notes;
        for (const Diagnostic& d : config.diagnostics)
            notes.emplace_back(d.severity, diagnosticText(d));
        for (const LaunchCommand& command : config.commands)
            for (const Diagnostic& d : command.notes)
                notes.emplace_back(d.severity,
                                   text(command.name) + QStringLiteral(": ") + diagnosticText(d));
        if (!notes.empty()) {
            heading(tr("Notes on the commands"), 2);
            diagnosticTable(notes);
        }
        heading(tr("Launch script: %1").arg(QString::fromLatin1(kCombinedScriptName)), 2);
        add(std::make_shared<pdf::CodeBlock>(text(renderCombinedScript(config)), st_.mono, st_.text,
                                             st_.codeBackground, st_.muted),
            3.0);
    }

    void diagnosticTable(const std::vector<std::pair<Severity, QString>>& notes)
    {
        std::vector<TableRow> rows;
        for (const auto& [severity, words] : notes) {
            TableCell mark{severityWord(severity)};
            mark.bold = true;
            mark.colour = severity == Severity::Error     ? st_.error
                          : severity == Severity::Warning ? st_.warning
                                                          : st_.info;
            rows.push_back(TableRow({mark, TableCell(words)}));
        }
        auto table = std::make_shared<pdf::TableBlock>(
            std::vector<TableColumn>{{{}, 1.25}, {{}, 9.0}}, std::move(rows), st_.table());
        table->setHeaderVisible(false);
        add(table, 3.0);
    }

    // ---- assumptions, formulas, advice

    void assumptions()
    {
        // Not on a page of its own: it follows the script's last lines.
        heading(tr("Assumptions and formulas"), 1);
        paragraph(tr("Every figure of this quote follows a rule of the KV Planner sizing model "
                     "(docs/sizing-rules.md; the rule is named beside each formula). Units: GiB "
                     "= 2^30 bytes, as engines and drivers report memory; GB = 10^9 bytes and TB "
                     "= 10^12 bytes, as DIMMs and drives are sold. Inputs are the scenario's "
                     "values (its keys as in docs/scenario-format.md); figures are per node "
                     "unless they say otherwise."),
                  st_.body, st_.text, 2.0);

        std::set<std::string> figures;
        for (const Derivation& d : r_.derivations)
            figures.insert(d.figure);
        std::set<std::string> seen;
        std::vector<std::pair<QString, QString>> values;
        for (const Derivation& d : r_.derivations)
            for (const DerivationInput& in : d.inputs)
                if (figures.count(in.key) == 0 && seen.insert(in.key).second)
                    values.emplace_back(text(in.key), quantityText(in.value, in.unit));
        // Two inputs a row: the list is long and each entry short.
        std::vector<TableRow> inputs;
        const std::size_t half = (values.size() + 1) / 2;
        for (std::size_t i = 0; i < half; ++i) {
            TableRow row;
            for (std::size_t j : {i, i + half}) {
                TableCell key(j < values.size() ? values[j].first : QString());
                key.monospace = true;
                row.cells.push_back(key);
                row.cells.push_back(TableCell(j < values.size() ? values[j].second : QString()));
            }
            inputs.push_back(std::move(row));
        }
        heading(tr("Inputs"), 2);
        pdf::TableStyle listing = st_.table();
        listing.zebra = true;
        listing.font = st_.small;
        listing.boldFont = st_.smallBold;
        add(std::make_shared<pdf::TableBlock>(
                std::vector<TableColumn>{
                    {tr("Input"), 2.6}, {tr("Value"), 1.0}, {tr("Input"), 2.6}, {tr("Value"), 1.0}},
                std::move(inputs), listing),
            3.0);

        std::vector<TableRow> formulas;
        for (const Derivation& d : r_.derivations) {
            const QString key = text(d.figure);
            const QString title = figureTitle(key);
            // A figure without a title of its own is named by its report key alone.
            TableCell figure(title, 1, title == key ? QString() : key);
            figure.monospace = title == key;
            formulas.push_back(
                TableRow({figure, TableCell(derivationText(d)), TableCell(text(d.rule))}));
        }
        heading(tr("Formulas with this scenario's numbers"), 2);
        add(std::make_shared<pdf::TableBlock>(
                std::vector<TableColumn>{
                    {tr("Figure"), 2.3}, {tr("Formula and result"), 4.3}, {tr("Rule"), 1.2}},
                std::move(formulas), listing),
            3.0);
    }

    void advice()
    {
        heading(tr("Advice"), 1);
        if (r_.diagnostics.empty()) {
            paragraph(tr("None: the plan raises no warnings."), st_.body, st_.text, 3.0);
            return;
        }
        std::vector<std::pair<Severity, QString>> notes;
        for (const Diagnostic& d : r_.diagnostics)
            notes.emplace_back(d.severity, diagnosticText(d));
        diagnosticTable(notes);
    }

    const QuoteDocument& d_;
    const Scenario& s_;
    const SizingResult& r_;
    const Quote& q_;
    const PriceList& p_;
    const QuoteStyle& st_;
    const PrintedCharts& charts_;
    std::vector<BlockPtr> out_;
};

} // namespace

QuotePageTexts quotePageTexts(const QuoteDocument& d)
{
    QuotePageTexts texts;
    texts.vendor = text(d.prices.vendor.name);
    texts.quote = tr("Quote %1 · %2").arg(quoteNumber(d), text(d.quote.date));
    const QuoteSpec& quote = d.scenario.quote;
    texts.footer =
        quote.customer.empty()
            ? text(d.scenario.name)
            : tr("Prepared for %1").arg(text(quote.customer)) +
                  (quote.project.empty() ? QString() : QStringLiteral(" · ") + text(quote.project));
    if (d.prices.sample)
        texts.notice = tr("Illustrative prices from the sample price list: not an offer");
    return texts;
}

std::vector<BlockPtr> quoteBlocks(const QuoteDocument& document, const QuoteStyle& style,
                                  const PrintedCharts& charts)
{
    return Builder(document, style, charts).build();
}

} // namespace kvp::ui
