// SPDX-License-Identifier: GPL-3.0-or-later
// The quote in the desktop app and the page layout under it: headings never end a page, tables
// split between rows with their header on every page, paragraphs keep two lines a side; the
// Export PDF quote dialog shows the total as it will be printed and refuses what the scenario
// would; the window writes the PDF and keeps the quote data in the scenario as an undoable edit.
#include <QAction>
#include <QBuffer>
#include <QCheckBox>
#include <QComboBox>
#include <QFile>
#include <QFileInfo>
#include <QLabel>
#include <QLineEdit>
#include <QPainter>
#include <QPdfWriter>
#include <QProcess>
#include <QPushButton>
#include <QRegularExpression>
#include <QSettings>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>
#include <QUndoStack>

#include "charts/chart_list.h"
#include "charts/chart_view.h"
#include "controller/controller.h"
#include "kvplan/catalog.h"
#include "kvplan/scenario_io.h"
#include "kvplan/ui/format.h"
#include "kvplan/ui/price_list_file.h"
#include "kvplan/ui/quote_pdf.h"
#include "kvplan/ui/scenario_file.h"
#include "main_window.h"
#include "platform_noise.h"
#include "quote/pdf_flow.h"
#include "quote/quote_charts.h"
#include "quote/quote_dialog.h"
#include "recording_interaction.h"
#include "settings/preferences.h"
#include "views/figure_tile.h"
#include "views/key_figures.h"
#include "views/key_figures_panel.h"

namespace tst_quote_pdf {

using namespace kvp;
using namespace kvp::ui;

namespace {

QFont bodyFont()
{
    QFont font(QStringLiteral("DejaVu Sans"));
    font.setPointSizeF(9.0);
    return font;
}

// A page of 200 × 300 pt for the layout tests, measured on a PDF device of 72 dpi.
struct Page {
    QBuffer buffer;
    std::unique_ptr<QPdfWriter> writer;
    std::unique_ptr<pdf::TextMetrics> metrics;
    QRectF content{0.0, 0.0, 200.0, 300.0};
    Page()
    {
        buffer.open(QIODevice::WriteOnly);
        writer = std::make_unique<QPdfWriter>(&buffer);
        writer->setResolution(72);
        metrics = std::make_unique<pdf::TextMetrics>(writer.get());
    }
};

std::vector<pdf::TableRow> numberedRows(int count)
{
    std::vector<pdf::TableRow> rows;
    for (int i = 0; i < count; ++i)
        rows.push_back(pdf::TableRow({pdf::TableCell(QStringLiteral("row %1").arg(i)),
                                      pdf::TableCell(QString::number(i * 10))}));
    return rows;
}

pdf::TableStyle tableStyle()
{
    pdf::TableStyle style;
    style.font = style.boldFont = style.smallFont = style.monoFont = bodyFont();
    style.boldFont.setBold(true);
    return style;
}

Scenario withQuote()
{
    Scenario s = workedExample();
    s.quote.customer = "Acme Research GmbH";
    s.quote.number = "Q-2025-0042";
    s.quote.date = "2025-06-02";
    return s;
}

} // namespace

class TestQuotePdf : public QObject {
    Q_OBJECT
    QTemporaryDir dir_;

private slots:
    void initTestCase()
    {
        kvp::test::ignoreOffscreenPlatformNoise();
        QStandardPaths::setTestModeEnabled(true);
        QVERIFY(dir_.isValid());
    }

    // ---- the page layout

    void headingMovesWithWhatFollows()
    {
        Page page;
        auto filler = std::make_shared<pdf::SpacerBlock>(280.0);
        auto heading = std::make_shared<pdf::HeadingBlock>(QStringLiteral("Bill of materials"),
                                                           bodyFont(), Qt::black, Qt::gray, 1);
        auto table = std::make_shared<pdf::TableBlock>(
            std::vector<pdf::TableColumn>{{QStringLiteral("Part")}, {QStringLiteral("Price")}},
            numberedRows(3), tableStyle());
        // The heading alone would fit under the filler; with a row of its table it does not.
        QVERIFY(heading->height(*page.metrics, 200.0) < 20.0);
        const pdf::Layout layout =
            pdf::layOut({filler, heading, table}, *page.metrics, page.content);
        QCOMPARE(layout.pageCount, 2);
        QCOMPARE(layout.placements[1].page, 1);
        QCOMPARE(layout.placements[1].rect.top(), 0.0);
        QCOMPARE(layout.placements[2].page, 1);
    }

    void tableSplitsBetweenRowsWithItsHeader()
    {
        const QString path = dir_.filePath(QStringLiteral("table.pdf"));
        {
            QPdfWriter writer(path);
            writer.setResolution(72);
            writer.setPageMargins(QMarginsF(0, 0, 0, 0));
            const pdf::TextMetrics metrics(&writer);
            const QRectF content(40.0, 40.0, 300.0, 400.0);
            auto table = std::make_shared<pdf::TableBlock>(
                std::vector<pdf::TableColumn>{{QStringLiteral("Part"), 1.0},
                                              {QStringLiteral("Price"), 0.0, Qt::AlignRight}},
                numberedRows(100), tableStyle());
            const pdf::Layout layout = pdf::layOut({table}, metrics, content);
            QVERIFY(layout.pageCount >= 3);
            QCOMPARE(int(layout.placements.size()), layout.pageCount);
            QPainter painter(&writer);
            for (int p = 0; p < layout.pageCount; ++p) {
                if (p > 0)
                    writer.newPage();
                const pdf::Placement& placement = layout.placements[std::size_t(p)];
                QVERIFY(placement.rect.bottom() <= content.bottom() + 0.01);
                placement.block->paint(painter, metrics, placement.rect);
            }
        }
        QProcess pdftotext;
        pdftotext.start(QStringLiteral("pdftotext"), {path, QStringLiteral("-")});
        QVERIFY(pdftotext.waitForFinished(30000));
        const QString text = QString::fromUtf8(pdftotext.readAllStandardOutput());
        const int pages = text.count(QChar(u'\f'));
        // The header on every page, every row exactly once.
        QCOMPARE(text.count(QStringLiteral("Part")), pages);
        for (int i = 0; i < 100; ++i)
            QCOMPARE(text.count(QRegularExpression(QStringLiteral("\\brow %1\\b").arg(i))), 1);
    }

    void paragraphsKeepTwoLinesOnEachSide()
    {
        Page page;
        QString words;
        for (int i = 0; i < 60; ++i)
            words += QStringLiteral("word%1 ").arg(i);
        auto text = std::make_shared<pdf::TextBlock>(words, bodyFont());
        const qreal line = page.metrics->lineHeight(bodyFont());
        const qreal height = text->height(*page.metrics, 200.0);
        const int lines = int(std::lround(height / line));
        QVERIFY(lines >= 5);
        // Room for one line: nothing is split off; the paragraph starts the next page.
        QCOMPARE(text->split(*page.metrics, 200.0, line * 1.5).first, nullptr);
        // Room for all lines but one: the last two go on together.
        const auto [first, rest] = text->split(*page.metrics, 200.0, line * (lines - 1) + 0.5);
        QVERIFY(first && rest);
        QCOMPARE(int(std::lround(first->height(*page.metrics, 200.0) / line)), lines - 2);
        QCOMPARE(int(std::lround(rest->height(*page.metrics, 200.0) / line)), 2);
    }

    void aSectionStartsAPageUnlessFewLinesAreThere()
    {
        Page page;
        auto section = [] {
            auto heading = std::make_shared<pdf::HeadingBlock>(QStringLiteral("Section"),
                                                               bodyFont(), Qt::black, Qt::gray, 1);
            heading->newPage = true;
            heading->newPageSlack = 100.0;
            return heading;
        };
        const auto body = std::make_shared<pdf::SpacerBlock>(20.0);
        // Two lines left over on the page: the section follows them.
        const pdf::Layout few =
            pdf::layOut({std::make_shared<pdf::SpacerBlock>(30.0), section(), body}, *page.metrics,
                        page.content);
        QCOMPARE(few.pageCount, 1);
        // Half a page before it: the section starts the next.
        const pdf::Layout many =
            pdf::layOut({std::make_shared<pdf::SpacerBlock>(150.0), section(), body}, *page.metrics,
                        page.content);
        QCOMPARE(many.pageCount, 2);
        QCOMPARE(many.placements[1].page, 1);
    }

    // ---- the document

    void rendersInMemory()
    {
        const QuoteDocument d = makeQuoteDocument(withQuote(), loadPriceListFile({}), {},
                                                  builtInCatalog(), std::nullopt, PaperSize::A4);
        const RenderedQuote rendered = renderQuotePdf(d);
        QVERIFY(rendered.pdf.startsWith("%PDF-"));
        // With the load at peak, §11's power and rack page and what it costs to run after it.
        QCOMPARE(rendered.pages, 12);
        QCOMPARE(d.logoPath, placeholderLogoPath());
        QVERIFY(QFileInfo::exists(d.logoPath)); // compiled in
    }

    // "Configurations considered" (quote_considered.cpp): the recommend search for the quote's
    // workload with its price list; the cheapest few and the cheapest without a CPU tier, each
    // with its price; what offloading saves, the difference of the two cheapest; one page more.
    void printsTheConfigurationsConsidered()
    {
        QuoteDocument d = makeQuoteDocument(withQuote(), loadPriceListFile({}), {},
                                            builtInCatalog(), std::nullopt, PaperSize::A4);
        addConsideredConfigurations(d, builtInCatalog());
        QVERIFY(d.considered);
        const RecommendResult& r = *d.considered;
        QVERIFY(r.cheapest && r.cheapestWithoutOffload && r.cheapestWithOffload);
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("q.pdf"));
        QCOMPARE(writeQuotePdf(path, d), 13);
        QProcess pdftotext;
        pdftotext.start(QStringLiteral("pdftotext"), {path, QStringLiteral("-")});
        QVERIFY(pdftotext.waitForFinished(30000));
        const QString text = QString::fromUtf8(pdftotext.readAllStandardOutput()).simplified();
        QVERIFY(text.contains(QStringLiteral("Configurations considered")));
        QVERIFY(text.contains(QStringLiteral("What offloading saves")));
        // As the quote writes money: the price list's symbol (else its code), where it says.
        const PriceList& p = d.prices;
        const auto euros = [&p](Money m) {
            return formatMoney(
                m, QString::fromStdString(p.currencySymbol.empty() ? p.currency : p.currencySymbol),
                p.symbolBefore ? CurrencyPlacement::Before : CurrencyPlacement::After);
        };
        for (std::size_t i = 0; i < std::min<std::size_t>(5, r.candidates.size()); ++i)
            QVERIFY2(text.contains(euros(r.candidates[i].priceTotal)),
                     qPrintable(euros(r.candidates[i].priceTotal)));
        const Candidate& without = r.candidates[*r.cheapestWithoutOffload];
        const Candidate& with = r.candidates[*r.cheapestWithOffload];
        QVERIFY(text.contains(euros(without.priceTotal)));
        if (with.priceTotal < without.priceTotal)
            QVERIFY2(text.contains(QStringLiteral("offloading saves ") +
                                   euros(without.priceTotal - with.priceTotal)),
                     qPrintable(text.mid(text.indexOf(QStringLiteral("What offloading")), 600)));
    }

    // The quote prints the charts the list gives a width on paper, in the list's order: two
    // half-width charts share a row, a full-width one has its row.
    void printsTheListedChartsInRows()
    {
        const Scenario s = workedExample();
        const PrintedCharts charts(s, plan(s), QFont());
        std::vector<QString> titles;
        for (const ChartEntry& entry : chartList())
            if (entry.print != ChartPrint::No)
                titles.push_back(std::unique_ptr<ChartView>(entry.make())->title());
        QCOMPARE(charts.count(), int(titles.size()));
        for (int i = 0; i < charts.count(); ++i)
            QCOMPARE(charts.title(i), titles[std::size_t(i)]);
        QCOMPARE(charts.rows().size(), std::size_t(3));
        QVERIFY(charts.rows()[0].indices == (std::vector<int>{0, 1}));
        QCOMPARE(charts.rows()[0].plotHeight, 140.0);
        QVERIFY(charts.rows()[1].indices == (std::vector<int>{2}));
        QVERIFY(charts.rows()[2].indices == (std::vector<int>{3}));
        QCOMPARE(charts.rows()[2].plotHeight, 124.0);
        // §11's node power and rack elevation print on the power page, one to a row.
        QCOMPARE(charts.powerRows().size(), std::size_t(2));
        QVERIFY(charts.powerRows()[0].indices == (std::vector<int>{4}));
        QVERIFY(charts.powerRows()[1].indices == (std::vector<int>{5}));
        QCOMPARE(charts.title(4), QStringLiteral("Node power by part"));
        QCOMPARE(charts.title(5), QStringLiteral("Rack elevation"));
    }

    void writeFailsWithoutALeftover()
    {
        const QuoteDocument d = makeQuoteDocument(withQuote(), loadPriceListFile({}), {},
                                                  builtInCatalog(), std::nullopt, PaperSize::A4);
        const QString path = dir_.filePath(QStringLiteral("missing-folder/quote.pdf"));
        QVERIFY_THROWS_EXCEPTION(ScenarioFileError, writeQuotePdf(path, d));
        QVERIFY(!QFileInfo::exists(path));
        QVERIFY(!QFileInfo::exists(dir_.filePath(QStringLiteral("missing-folder"))));
    }

    // ---- the dialog

    void dialogShowsTheTotalAndWhatIsMissing()
    {
        test::RecordingInteraction::State state;
        test::RecordingInteraction interaction(&state);
        const auto catalog = std::make_shared<const Catalog>(builtInCatalog());
        QuoteDialog dialog(withQuote(), catalog, {}, PaperSize::A4, &interaction);
        QCOMPARE(dialog.customerField()->text(), QStringLiteral("Acme Research GmbH"));
        QVERIFY(dialog.isReady());
        // 76,010.00 + 19 % = 90,451.90
        QVERIFY2(dialog.summaryText().contains(QStringLiteral("90,451.90 €")),
                 qPrintable(dialog.summaryText()));
        QVERIFY(dialog.summaryText().contains(QStringLiteral("illustrative")));

        // A 3-year warranty: (76,010.00 + 1,900.00) × 1.19 = 92,712.90
        const int three = dialog.warrantyField()->findData(3ULL);
        QVERIFY(three > 0);
        dialog.warrantyField()->setCurrentIndex(three);
        QVERIFY2(dialog.summaryText().contains(QStringLiteral("92,712.90 €")),
                 qPrintable(dialog.summaryText()));
        QCOMPARE(dialog.quoteSpec().warrantyYears, std::uint64_t(3));

        // A date the scenario refuses: named, and no export.
        dialog.dateField()->setText(QStringLiteral("2025-02-30"));
        QVERIFY(!dialog.isReady());
        QVERIFY(!dialog.exportButton()->isEnabled());
        QVERIFY(dialog.summaryText().contains(QStringLiteral("quote.date")));
        dialog.dateField()->clear();
        QVERIFY(dialog.isReady());

        // A price list that cannot be read: said, and no export.
        dialog.setPriceListPath(dir_.filePath(QStringLiteral("nowhere.json")));
        QVERIFY(!dialog.isReady());
        QVERIFY(dialog.summaryText().contains(QStringLiteral("nowhere.json")));
        dialog.setPriceListPath({});
        QVERIFY(dialog.isReady());
    }

    void dialogNamesAMissingPrice()
    {
        // A price list of the vendor's own without DIMMs.
        const QString path = dir_.filePath(QStringLiteral("no-dimms.json"));
        QFile file(path);
        QVERIFY(file.open(QIODevice::WriteOnly));
        file.write(R"({"price_list_version": 1, "currency": "USD", "currency_symbol": "$",
                      "symbol_before": true, "vat_percent": 0, "vendor": {"name": "Acme"},
                      "gpus": [{"id": "rtx-pro-6000-server", "price": 9000}]})");
        file.close();
        test::RecordingInteraction::State state;
        test::RecordingInteraction interaction(&state);
        QuoteDialog dialog(workedExample(), std::make_shared<const Catalog>(builtInCatalog()), path,
                           PaperSize::Letter, &interaction);
        QVERIFY(dialog.isReady()); // incomplete, but a quote all the same
        QCOMPARE(dialog.paperSize(), PaperSize::Letter);
        // Only the GPUs are priced: 4 × $9,000.00
        QVERIFY2(dialog.summaryText().contains(QStringLiteral("$36,000.00")),
                 qPrintable(dialog.summaryText()));
        QVERIFY(dialog.summaryText().contains(QStringLiteral("incomplete")));
        QVERIFY(dialog.summaryText().contains(QStringLiteral("dimms[48]")));
    }

    // ---- the window

    void windowExportsAndKeepsTheQuoteData()
    {
        test::RecordingInteraction::State state;
        Preferences preferences(std::make_unique<QSettings>(
            dir_.filePath(QStringLiteral("preferences.ini")), QSettings::IniFormat));
        MainWindow window(&preferences, std::make_unique<test::RecordingInteraction>(&state));
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        const QString pdf = dir_.filePath(QStringLiteral("from-the-window.pdf"));
        state.fileToSave = pdf;
        state.fillDialog = [](QDialog& dialog) {
            auto& quote = static_cast<QuoteDialog&>(dialog);
            quote.customerField()->setText(QStringLiteral("Acme Research GmbH"));
            quote.numberField()->setText(QStringLiteral("Q-7"));
            quote.paperField()->setCurrentIndex(
                quote.paperField()->findData(int(PaperSize::Letter)));
        };
        QAction* exportQuote = nullptr;
        for (QAction* a : window.findChildren<QAction*>())
            if (a->text() == QStringLiteral("Export P&DF quote…"))
                exportQuote = a;
        QVERIFY(exportQuote);
        QCOMPARE(exportQuote->shortcut(), QKeySequence(QStringLiteral("Ctrl+Shift+E")));
        const int steps = window.controller()->undoStack()->count();
        exportQuote->trigger();
        // The configurations considered are searched on a worker thread, then the PDF written.
        QTRY_VERIFY_WITH_TIMEOUT(!window.quoteExport(), 120000);

        QCOMPARE(state.dialogsRun, 1);
        QVERIFY2(state.errors.isEmpty(), qPrintable(state.errors.join(QLatin1Char('\n'))));
        QVERIFY(QFileInfo(pdf).size() > 10000);
        QCOMPARE(QString::fromStdString(window.controller()->scenario().quote.customer),
                 QStringLiteral("Acme Research GmbH"));
        QCOMPARE(window.controller()->undoStack()->count(), steps + 1);
        QVERIFY(window.isWindowModified());
        // The quote's load figures are the screen's: the plan with its simulations, not the
        // closed form alone (78.2 against 61.0 ms for this scenario's TTFT p95 before).
        window.controller()->waitForSimulations();
        QVERIFY(window.controller()->result().load.simulated);
        QProcess pdftotext;
        pdftotext.start(QStringLiteral("pdftotext"), {pdf, QStringLiteral("-")});
        QVERIFY(pdftotext.waitForFinished(30000));
        const QString text = QString::fromUtf8(pdftotext.readAllStandardOutput()).simplified();
        // The screen's tiles (the tile shows the value, its tooltip the story the quote prints).
        for (const KeyFigure& f :
             keyFigures(window.controller()->scenario(), window.controller()->result())) {
            if (f.key != QLatin1String("load.ttft_ms.p95") &&
                f.key != QLatin1String("load.tpot_ms"))
                continue;
            QCOMPARE(window.keyFigures()->tile(f.key)->value(), f.value);
            QVERIFY2(f.detail.startsWith(QStringLiteral("simulated")), qPrintable(f.detail));
            QVERIFY2(text.contains(f.value), qPrintable(f.key + QStringLiteral(": ") + f.value));
            QVERIFY2(text.contains(f.more), qPrintable(f.more));
        }
        QCOMPARE(preferences.quotePaperSize(), PaperSize::Letter);
        window.controller()->undoStack()->undo();
        QVERIFY(window.controller()->scenario().quote.customer.empty());

        // Cancelled: nothing changes, nothing is written.
        state.dialogAnswer = false;
        state.fileToSave = dir_.filePath(QStringLiteral("never.pdf"));
        exportQuote->trigger();
        QVERIFY(!QFileInfo::exists(state.fileToSave));
        QVERIFY(window.controller()->scenario().quote.customer.empty());
    }
};

QTEST_MAIN(TestQuotePdf)

} // namespace tst_quote_pdf

#include "tst_quote_pdf.moc"
