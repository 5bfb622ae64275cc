// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// The quote's builder, shared by the files that write its parts: page 1 and the offer
// (quote_content.cpp, quote_offer.cpp), why this configuration (quote_rationale.cpp), the engine
// configuration, the assumptions and the advice (quote_appendix.cpp).

#include "quote/quote_content.h"

#include <QCoreApplication>
#include <QString>
#include <string>
#include <utility>
#include <vector>

namespace kvp::ui {

class PrintedCharts;

namespace quoting {

using pdf::BlockPtr;
using pdf::TableCell;
using pdf::TableColumn;
using pdf::TableRow;
using pdf::TextMetrics;

// Words in the "kvp::ui::quoting" translation context (Builder's tr() too: lupdate names a
// context after the namespace or class a tr() is called in).
QString tr(const char* text);
QString text(const std::string& value);
QString count(std::uint64_t n);
// "1 instance", "4 instances".
QString counted(std::uint64_t n, const char* one, const char* many);
QString severityWord(Severity severity);
// The rows of "Configurations considered": indices into the candidates.
std::vector<std::size_t> consideredRows(const RecommendResult& result);

class Builder {
    Q_DECLARE_TR_FUNCTIONS(kvp::ui::quoting)
public:
    Builder(const QuoteDocument& d, const QuoteStyle& style, const PrintedCharts& charts);

    std::vector<BlockPtr> build();

private:
    void add(BlockPtr block, qreal spaceAbove, bool newPage = false);

    // A section that starts a page: unless the page holds no more than a few lines.
    void heading(const QString& title, int level, bool newPage = false);

    static constexpr qreal kFewLines = 120.0;

    void paragraph(const QString& words, const QFont& font, const QColor& colour,
                   qreal spaceAbove = 5.0);

    void callout(const QString& words, Severity severity, qreal spaceAbove = 6.0);

    QString money(Money amount) const;

    QString percent(std::uint32_t basisPoints) const;

    // ---- page 1

    void letterhead();

    void parties();

    void configuration();

    // What one line of the bill is, in words: its name and a line of detail.
    std::pair<QString, QString> describe(const QuoteLine& line) const;

    void billOfMaterials();

    void terms();

    // ---- why this configuration

    void rationale();

    void keyFigureTiles();

    // Charts side by side in one row, `plotHeight` high, each with its title and caption.
    void chartRow(std::vector<int> indices, qreal plotHeight);

    // ---- power, cooling and racks (§11)

    void powerPage();

    void powerParts();

    void powerFigures();

    // What it costs to run: energy, the hardware over the warranty (quote_running_cost.cpp).
    void runningCost();

    // ---- configurations considered (quote_considered.cpp)

    void considered();

    void offloadingSaves(const RecommendResult& r);

    // ---- engine configuration

    void engine();

    void diagnosticTable(const std::vector<std::pair<Severity, QString>>& notes);

    // ---- assumptions, formulas, advice

    void assumptions();

    void advice();

    const QuoteDocument& d_;
    const Scenario& s_;
    const SizingResult& r_;
    const Quote& q_;
    const PriceList& p_;
    const QuoteStyle& st_;
    const PrintedCharts& charts_;
    std::vector<BlockPtr> out_;
};

} // namespace quoting

} // namespace kvp::ui
