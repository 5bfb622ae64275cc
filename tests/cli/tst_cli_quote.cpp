// SPDX-License-Identifier: GPL-3.0-or-later
// `kvplan quote` as a sales engineer (or a script on a server without a display) runs it: the
// PDF it writes is read back with poppler's pdftotext, pdfinfo, pdfimages and pdffonts
// (poppler-utils, packaging/install-deps.sh). Every amount below is the sample price list's
// price × the plan's quantity, worked out by hand in the row names.
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QProcessEnvironment>
#include <QRegularExpression>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>

#include "cli_run.h"
#include "golden.h"

namespace tst_cli_quote {

namespace {

using namespace kvp::test::cli;
using kvp::test::runProgram;

// The worked example as a customer's quote.
const QStringList kQuoteData = {
    QStringLiteral("--set"), QStringLiteral("quote.customer=Acme Research GmbH"),
    QStringLiteral("--set"), QStringLiteral("quote.contact=Dr. Jane Doe"),
    QStringLiteral("--set"), QStringLiteral("quote.project=Chat assistant pilot"),
    QStringLiteral("--set"), QStringLiteral("quote.number=Q-2025-0042"),
    QStringLiteral("--set"), QStringLiteral("quote.date=2025-06-02"),
    QStringLiteral("--set"), QStringLiteral("quote.sales_contact=Max Muster"),
};

// The text of `pdf` (pages `first` to `last`, 0 = all) as pdftotext -layout prints it, with runs
// of spaces made one: table rows read "24 245.00 € 5,880.00 €".
QString pdfText(const QString& pdf, int first = 0, int last = 0)
{
    QStringList arguments = {QStringLiteral("-layout")};
    if (first > 0)
        arguments << QStringLiteral("-f") << QString::number(first) << QStringLiteral("-l")
                  << QString::number(last);
    arguments << pdf << QStringLiteral("-");
    const Run r = runProgram(QStringLiteral("pdftotext"), arguments);
    QString text = QString::fromUtf8(r.out);
    text.replace(QRegularExpression(QStringLiteral("[ \\t]+")), QStringLiteral(" "));
    return text;
}

QString pdfInfo(const QString& pdf, const QString& field)
{
    const QString info = QString::fromUtf8(runProgram(QStringLiteral("pdfinfo"), {pdf}).out);
    const QRegularExpressionMatch m = QRegularExpression(QStringLiteral("^%1:\\s+(.*)$").arg(field),
                                                         QRegularExpression::MultilineOption)
                                          .match(info);
    return m.hasMatch() ? m.captured(1).trimmed() : QString();
}

// The lines of `text` that hold `needle`.
QStringList linesWith(const QString& text, const QString& needle)
{
    QStringList found;
    for (const QString& line : text.split(QLatin1Char('\n')))
        if (line.contains(needle))
            found << line.trimmed();
    return found;
}

} // namespace

class TestCliQuote : public QObject {
    Q_OBJECT

    QTemporaryDir dir_;
    QString a4_;   // the worked example, A4
    QString text_; // its text

private slots:
    void initTestCase()
    {
        for (const char* tool : {"pdftotext", "pdfinfo", "pdfimages", "pdffonts"})
            if (QStandardPaths::findExecutable(QString::fromLatin1(tool)).isEmpty())
                QFAIL(qPrintable(QStringLiteral("%1 is missing: install poppler-utils "
                                                "(packaging/install-deps.sh)")
                                     .arg(QString::fromLatin1(tool))));
        QVERIFY(dir_.isValid());
        a4_ = dir_.filePath(QStringLiteral("worked-example.pdf"));
        const Run r = kvplan(QStringList{QStringLiteral("quote"), QStringLiteral("--output"), a4_} +
                             kQuoteData);
        QVERIFY2(r.exitCode == 0, r.err.constData());
        text_ = pdfText(a4_);
        QVERIFY(!text_.isEmpty());
    }

    void summaryOnStdoutNoteOnStderr()
    {
        const Run r = kvplan(QStringList{QStringLiteral("quote"), QStringLiteral("--output"),
                                         dir_.filePath(QStringLiteral("again.pdf"))} +
                             kQuoteData);
        QCOMPARE(r.exitCode, 0);
        QVERIFY(r.out.contains("(13 pages, A4)"));
        QVERIFY(r.out.contains("total 90,451.90 €"));
        // The sample's prices are illustrative: said once on stderr, and nothing else is.
        QCOMPARE(r.err.count('\n'), 1);
        QVERIFY(r.err.startsWith("kvplan: quote: info: The prices come from the sample"));
    }

    // The worked example: 13 pages — 1 letterhead, configuration and bill of materials; 2–3 why
    // this configuration (key figures with the load at peak, four charts); 4 power, cooling and
    // racks (§11's node power and rack elevation charts, its tables and what it costs to run
    // running onto page 5 and 6); the
    // configurations considered (the recommend search) on page 5; then the vLLM configuration
    // and its script, which the inputs follow; the formulas (with the load's) and the advice.
    void pageCountAndSize()
    {
        QCOMPARE(pdfInfo(a4_, QStringLiteral("Pages")), QStringLiteral("13"));
        QVERIFY2(pdfInfo(a4_, QStringLiteral("Page size")).endsWith(QStringLiteral("(A4)")),
                 qPrintable(pdfInfo(a4_, QStringLiteral("Page size"))));
        for (int page = 1; page <= 13; ++page) {
            const QString text = pdfText(a4_, page, page);
            QVERIFY2(text.contains(QStringLiteral("Page %1 of 13").arg(page)), qPrintable(text));
            QVERIFY2(text.contains(QStringLiteral("Q-2025-0042")),
                     qPrintable(QStringLiteral("page %1 does not name the quote").arg(page)));
            QVERIFY2(text.contains(QStringLiteral("Illustrative prices from the sample price "
                                                  "list")),
                     qPrintable(QStringLiteral("page %1 lacks the sample notice").arg(page)));
        }
    }

    void letterhead()
    {
        for (const char* words :
             {"Quotation", "Quote no. Q-2025-0042", "Date 2025-06-02",
              "Valid until 2025-07-02 (30 days)", "Acme Research GmbH", "Dr. Jane Doe",
              "Project: Chat assistant pilot", "Max Muster", "Example Server Systems"})
            QVERIFY2(text_.contains(QString::fromUtf8(words)), words);
    }

    void configurationSummary()
    {
        for (const char* words :
             {"Qwen/Qwen3-32B, KV cache in FP8", "500 users with conversations of 8,192 tokens",
              "1 node: 4 × NVIDIA RTX PRO 6000 Blackwell Server Edition",
              "24 × 48 GB = 1,152 GB at 6,400 MT/s",
              "51.04 GiB per card on the GPUs; CPU tier 125.00 GiB per instance",
              "2 × Samsung PM1743 7.68 TB per node"})
            QVERIFY2(text_.contains(QString::fromUtf8(words)), words);
    }

    void billOfMaterials_data()
    {
        QTest::addColumn<QString>("description");
        QTest::addColumn<QString>("amounts"); // quantity, unit price, line total
        QTest::newRow("1 Lenovo SR675 V3 chassis × 14,900.00")
            << "Lenovo ThinkSystem SR675 V3, 4 double-width"
            << "1 14,900.00 € 14,900.00 €";
        QTest::newRow("4 power supplies (2+2) × 690.00 = 2,760.00")
            << "2400 W Titanium hot-swap power supply"
            << "4 690.00 € 2,760.00 €";
        QTest::newRow("4 GPUs × 8,950.00 = 35,800.00") << "NVIDIA RTX PRO 6000 Blackwell"
                                                       << "4 8,950.00 € 35,800.00 €";
        QTest::newRow("2 CPUs × 6,400.00 = 12,800.00") << "CPU for AMD EPYC 9005 (Turin)"
                                                       << "2 6,400.00 € 12,800.00 €";
        QTest::newRow("24 DIMMs × 245.00 = 5,880.00") << "48 GB RDIMM"
                                                      << "24 245.00 € 5,880.00 €";
        QTest::newRow("2 drives × 1,610.00 = 3,220.00") << "Samsung PM1743 7.68 TB"
                                                        << "2 1,610.00 € 3,220.00 €";
        QTest::newRow("assembly for 1 node × 650.00") << "Assembly, firmware update"
                                                      << "1 650.00 € 650.00 €";
    }
    void billOfMaterials()
    {
        QFETCH(QString, description);
        QFETCH(QString, amounts);
        // The description's first line (its first words) shares the row's line with its amounts.
        const QStringList rows = linesWith(text_, amounts);
        QVERIFY2(rows.size() == 1,
                 qPrintable(amounts + QStringLiteral(" in ") + rows.join(QStringLiteral(" | "))));
        QVERIFY2(rows.front().contains(description), qPrintable(rows.front()));
    }

    void totals()
    {
        // 14,900 + 35,800 + 12,800 + 5,880 + 3,220 + 650 + 2,760 = 76,010.00; 19 % VAT 14,441.90
        QCOMPARE(linesWith(text_, QStringLiteral("Subtotal")),
                 QStringList{QStringLiteral("Subtotal 76,010.00 €")});
        QCOMPARE(linesWith(text_, QStringLiteral("VAT 19 % on")),
                 QStringList{QStringLiteral("VAT 19 % on 76,010.00 € 14,441.90 €")});
        QVERIFY(text_.contains(QStringLiteral("Total 90,451.90 €")));
        QVERIFY(!text_.contains(QStringLiteral("Discount")));
    }

    void discountBeforeVat()
    {
        const QString pdf = dir_.filePath(QStringLiteral("discount.pdf"));
        QCOMPARE(kvplan(QStringList{QStringLiteral("quote"), QStringLiteral("--output"), pdf,
                                    QStringLiteral("--set"),
                                    QStringLiteral("quote.discount_percent=10")})
                     .exitCode,
                 0);
        const QString text = pdfText(pdf, 1, 1);
        // 10 % of 76,010.00 = 7,601.00; net 68,409.00; 19 % of it 12,997.71; total 81,406.71
        QVERIFY2(text.contains(QStringLiteral("Discount 10 % −7,601.00 €")), qPrintable(text));
        QVERIFY(text.contains(QStringLiteral("Net after discount 68,409.00 €")));
        QVERIFY(text.contains(QStringLiteral("VAT 19 % on 68,409.00 € 12,997.71 €")));
        QVERIFY(text.contains(QStringLiteral("Total 81,406.71 €")));
    }

    void sizingStory()
    {
        for (const char* words :
             {"Why this configuration", "Conversations on GPUs", "125.00 GiB", "24 × 48 GB",
              "GPU memory per card", "CPU tier per instance", "DIMM layout", "NVMe write budget",
              // chart text is text too
              "warm in CPU memory 296", "KV cache 51.04 GiB", "buffers of its cards"})
            QVERIFY2(text_.contains(QString::fromUtf8(words)), words);
    }

    // §11 on a page of its own, after the sizing story's charts: the worked example's Lenovo
    // SR675 V3 (3 U); parts 2,400 + 720 + 216 + 50 + 125 + 250 = 3,761 W, fans 8 % = 300.9 W,
    // 4,061.88 W DC → 4,062 W; / 0.95 = 4,275.66 W → 4,276 W at the wall; × 3.412 =
    // 14,588.6 → 14,589 BTU/h; ceil(4,061.88 / 2,400) = 2 supplies, 2+2; floor(15,000 / 4,275.66)
    // = 3 nodes a rack by power, floor(42 / 3) = 14 by space.
    void powerAndRackPage()
    {
        const QString page = pdfText(a4_, 4, 4);
        QVERIFY2(page.contains(QStringLiteral("Power, cooling and racks")), qPrintable(page));
        QVERIFY(!page.contains(QStringLiteral("NVMe write budget")));
        QVERIFY(!pdfText(a4_, 2, 3).contains(QStringLiteral("Rack elevation")));
        const QString text = pdfText(a4_, 4, 5);
        for (const char* words :
             {"Node power by part", "Rack elevation", "Lenovo ThinkSystem SR675 V3",
              "Parts together (DC) 4,062 W", "At the wall, full load 4,276 W", "14,589 BTU/h",
              "4 × 2,400 W, 2+2 at 230 V", "3 (power allows 3, space 14)",
              "catalog rtx-pro-6000-server"})
            QVERIFY2(text.contains(QString::fromUtf8(words)), words);
    }

    // What it costs to run, after the power page: one node of 3,099.86 W typical × 8,760 h =
    // 27,154.74 kWh × 0.20 € = 5,430.95 € a year; with the traffic's defaults 500 × 4 × 6 ×
    // 256 tokens × 365 = 1,121,280,000 tokens: 4.84 € a million. A 3-year warranty spreads the
    // net total (77,910.00 €, the sample's prices) over 3 years: 25,970.00 + 5,430.95 =
    // 31,400.95 € a year, ÷ 1,121.28 million = 28.00 € a million.
    void runningCostAfterThePowerPage()
    {
        const QString pdf = dir_.filePath(QStringLiteral("running-cost.pdf"));
        const Run r =
            kvplan({QStringLiteral("quote"), QStringLiteral("--output"), pdf,
                    QStringLiteral("--set"), QStringLiteral("quote.warranty_years=3"),
                    QStringLiteral("--set"), QStringLiteral("traffic.turns_per_conversation=6")});
        QVERIFY2(r.exitCode == 0, r.err.constData());
        const QString text = pdfText(pdf).simplified();
        for (const char* words :
             {"What it costs to run", "Energy a year 27,155 kWh", "Energy cost a year 5,430.95 €",
              "With the hardware 31,400.95 € a year", "77,910.00 € net ÷ 3 years of warranty",
              "1,121,280,000", "4.84 €", "28.00 €"})
            QVERIFY2(text.contains(QString::fromUtf8(words)), words);
        // Without a warranty there is no period to spread the hardware over: energy only.
        QVERIFY2(!text_.simplified().contains(QStringLiteral("With the hardware")),
                 "no warranty in the worked example's quote");
        QVERIFY(text_.simplified().contains(QStringLiteral("Energy cost a year 5,430.95 €")));
        // The note under the table words what it shows: with a warranty and traffic, the spread
        // and the tokens; the worked example (neither) only the hours.
        QVERIFY(text.contains(QStringLiteral("spread evenly over the extended warranty, tokens "
                                             "of the traffic's 365 days")));
        const QString example = text_.simplified();
        QVERIFY(example.contains(QStringLiteral("The nodes at their typical draw around the clock "
                                                "(8,760 hours): neither idle hours nor cooling "
                                                "are counted.")));
        QVERIFY(!example.contains(QStringLiteral("spread evenly")));
        QVERIFY(!example.contains(QStringLiteral("tokens of the traffic")));
    }

    void engineConfiguration()
    {
        for (const char* words :
             {"Engine configuration: vLLM", "Written for vLLM", "cpu_bytes_to_use",
              "134,217,728,000 B", "Launch script: start-all.sh", "CUDA_VISIBLE_DEVICES=0",
              "vllm serve Qwen/Qwen3-32B", "numactl --cpunodebind=0 --membind=0"})
            QVERIFY2(text_.contains(QString::fromUtf8(words)), words);
    }

    void assumptionsAndAdvice()
    {
        for (const char* words :
             {"Assumptions and formulas", "GiB = 2^30 bytes", "serving.gpu_memory_utilization 0.9",
              "gpu.memory_reported_gib 95.6 GiB", "0.9 × 95.6 GiB − 3 GiB − 32 GiB = 51.04 GiB",
              "125 × 1 GiB = 125.00 GiB", "1,152 GB − 536.9 GB = 615.1 GB", "sizing-model §4",
              "Advice", "a returning user hits only the instance that holds its conversation"})
            QVERIFY2(text_.contains(QString::fromUtf8(words)), words);
    }

    void vectorChartsAndOneFontFamily()
    {
        // No raster image at all: the charts are drawn, not pasted as screenshots (and the
        // placeholder logo is an SVG).
        const QString images = QString::fromUtf8(
            runProgram(QStringLiteral("pdfimages"), {QStringLiteral("-list"), a4_}).out);
        QCOMPARE(images.trimmed().split(QLatin1Char('\n')).size(), 2); // the header's two lines
        const QString fonts =
            QString::fromUtf8(runProgram(QStringLiteral("pdffonts"), {a4_}).out).trimmed();
        const QStringList rows = fonts.split(QLatin1Char('\n')).mid(2);
        QStringList names;
        for (const QString& row : rows)
            names << row.section(QLatin1Char(' '), 0, 0);
        names.sort();
        QCOMPARE(names,
                 (QStringList{QStringLiteral("DejaVuSans"), QStringLiteral("DejaVuSans-Bold"),
                              QStringLiteral("DejaVuSansMono")}));
        // Text without ligatures: a search for "configuration" finds it.
        QVERIFY(!text_.contains(QChar(0xFB01)) && !text_.contains(QChar(0xFB00)));
    }

    void usLetter()
    {
        const QString pdf = dir_.filePath(QStringLiteral("letter.pdf"));
        const Run r = kvplan(QStringList{QStringLiteral("quote"), QStringLiteral("--output"), pdf,
                                         QStringLiteral("--page-size"), QStringLiteral("letter")} +
                             kQuoteData);
        QCOMPARE(r.exitCode, 0);
        QVERIFY(r.out.contains("US Letter"));
        QCOMPARE(pdfInfo(pdf, QStringLiteral("Page size")),
                 QStringLiteral("612 x 792 pts (letter)"));
        // Shorter pages than A4 (792 against 842 pt): the launch script and the formulas run
        // onto two more (the advice starts page 9); the power page's tables one more; the
        // routed instances' PYTHONHASHSEED lines (engine audit 2026-12b E5) one more; what it
        // costs to run one more.
        QCOMPARE(pdfInfo(pdf, QStringLiteral("Pages")), QStringLiteral("14"));
        QVERIFY(pdfText(pdf).contains(QStringLiteral("Total 90,451.90 €")));
    }

    void twoNodes()
    {
        const QString pdf = dir_.filePath(QStringLiteral("two-nodes.pdf"));
        const Run r =
            kvplan({QStringLiteral("quote"),
                    kvp::test::testDataPath(QStringLiteral("two-nodes-xeon6900p.kvplan.json")),
                    QStringLiteral("--output"), pdf});
        QCOMPARE(r.exitCode, 0);
        const QString text = pdfText(pdf, 1, 1);
        QVERIFY(text.contains(QStringLiteral("2 nodes, each 4 × NVIDIA RTX PRO 6000")));
        // Per node × 2 nodes: 2 chassis, 8 GPUs, 4 CPUs, 48 DIMMs of 256 GB, 4 drives.
        QCOMPARE(linesWith(text, QStringLiteral("48 2,450.00 € 117,600.00 €")).size(), 1);
        QVERIFY(linesWith(text, QStringLiteral("48 2,450.00 €"))
                    .front()
                    .contains(QStringLiteral("256 GB RDIMM")));
        QCOMPARE(linesWith(text, QStringLiteral("8 8,950.00 € 71,600.00 €")).size(), 1);
        QCOMPARE(linesWith(text, QStringLiteral("4 9,800.00 € 39,200.00 €")).size(), 1);
        QCOMPARE(linesWith(text, QStringLiteral("2 17,600.00 € 35,200.00 €")).size(), 1);
        QCOMPARE(linesWith(text, QStringLiteral("4 1,610.00 € 6,440.00 €")).size(), 1);
        // 35,200 + 71,600 + 39,200 + 117,600 + 6,440 + 6,080 + 1,300 = 277,420.00
        QVERIFY(text.contains(QStringLiteral("Subtotal 277,420.00 €")));
        // 277,420.00 × 1.19 = 330,129.80
        QVERIFY(text.contains(QStringLiteral("Total 330,129.80 €")));
        QVERIFY(text.contains(QStringLiteral("quantities for 2 identical nodes")));
    }

    void missingPriceIsAWarningEverywhere()
    {
        // The sample without its 48 GB DIMM.
        QFile sample(kvp::test::resourcesPath(QStringLiteral("price-lists/sample-eur.json")));
        QVERIFY(sample.open(QIODevice::ReadOnly));
        QJsonObject prices = QJsonDocument::fromJson(sample.readAll()).object();
        QJsonArray dimms;
        for (const QJsonValue& d : prices[QStringLiteral("dimms")].toArray())
            if (d[QStringLiteral("size_gb")].toInt() != 48)
                dimms.append(d);
        prices[QStringLiteral("dimms")] = dimms;
        const QString list = dir_.filePath(QStringLiteral("no-48.json"));
        QFile out(list);
        QVERIFY(out.open(QIODevice::WriteOnly));
        out.write(QJsonDocument(prices).toJson());
        out.close();

        const QString pdf = dir_.filePath(QStringLiteral("missing.pdf"));
        const Run r = kvplan({QStringLiteral("quote"), QStringLiteral("--output"), pdf,
                              QStringLiteral("--price-list"), list, QStringLiteral("--format"),
                              QStringLiteral("json")});
        QCOMPARE(r.exitCode, 0); // the quote is written, and says it is incomplete
        QVERIFY2(r.err.contains("kvplan: quote: warning: No price for 48 GB DIMMs in the price "
                                "list (dimms[48])"),
                 r.err.constData());
        const QJsonObject json = QJsonDocument::fromJson(r.out).object();
        QCOMPARE(json[QStringLiteral("complete")].toBool(), false);
        QCOMPARE(
            json[QStringLiteral("warnings")].toArray().at(0)[QStringLiteral("code")].toString(),
            QStringLiteral("price_missing"));
        QCOMPARE(json[QStringLiteral("lines")]
                     .toArray()
                     .at(3)[QStringLiteral("unit_price_minor")]
                     .type(),
                 QJsonValue::Null);
        // 76,010.00 − 24 × 245.00 = 70,130.00
        QCOMPARE(json[QStringLiteral("subtotal_minor")].toInteger(), qint64(7013000));
        // The two warnings under the totals push the terms onto page 2, which the sizing story
        // then shares; the charts end on a page with room to spare: as many pages as the
        // complete quote.
        QCOMPARE(json[QStringLiteral("pages")].toInt(), 13);

        const QString text = pdfText(pdf, 1, 1);
        QVERIFY(linesWith(text, QStringLiteral("48 GB RDIMM"))
                    .front()
                    .contains(QStringLiteral("no price")));
        QVERIFY(text.contains(QStringLiteral("Subtotal (incomplete) 70,130.00 €")));
        QVERIFY(text.contains(QStringLiteral("Total (incomplete)")));
        QVERIFY(text.contains(QStringLiteral("No price for 48 GB DIMMs in the price list "
                                             "(dimms[48])")));
        QVERIFY(text.contains(QStringLiteral("The totals are incomplete")));
    }

    void headlessWithoutDisplay()
    {
        const QString pdf = dir_.filePath(QStringLiteral("headless.pdf"));
        const Run r = kvplan({QStringLiteral("quote"), QStringLiteral("--output"), pdf},
                             {QStringLiteral("DISPLAY"), QStringLiteral("WAYLAND_DISPLAY"),
                              QStringLiteral("QT_QPA_PLATFORM")});
        QVERIFY2(r.exitCode == 0, r.err.constData());
        QCOMPARE(pdfInfo(pdf, QStringLiteral("Pages")), QStringLiteral("13"));
    }

    void onlyTheQuoteLoadsTheRenderer()
    {
#ifdef Q_OS_LINUX
        // kvplan links Qt Core only; the quote's charts come with the render module
        // (app/kvplan/render_module.cpp). The loader names every library it opens (LD_DEBUG).
        const QString pdf = dir_.filePath(QStringLiteral("loaded.pdf"));
        const Run report = kvplan({QStringLiteral("report")}, {QStringLiteral("LD_DEBUG=files")});
        QCOMPARE(report.exitCode, 0);
        QVERIFY(report.err.contains("libQt6Core.so"));
        for (const char* heavy :
             {"libQt6Gui.so", "libQt6Widgets.so", "libQCustomPlotQt6.so", "kvplan-render.so"})
            QVERIFY2(!report.err.contains(heavy), heavy);
        const Run quote = kvplan({QStringLiteral("quote"), QStringLiteral("--output"), pdf},
                                 {QStringLiteral("LD_DEBUG=files")});
        QCOMPARE(quote.exitCode, 0);
        QVERIFY(quote.err.contains("kvplan-render.so"));
        QVERIFY(quote.err.contains("libQCustomPlotQt6.so"));
#else
        QSKIP("the loader's LD_DEBUG is Linux's");
#endif
    }

    void withoutTheRenderModule()
    {
        // A kvplan without its module beside it or installed: one line naming the file, exit 1;
        // the quote's help and every other command still work.
        QTemporaryDir lonely;
        const QString program = lonely.filePath(QStringLiteral("kvplan"));
        QVERIFY(QFile::copy(QStringLiteral(KVPLAN_CLI), program));
        const QString pdf = lonely.filePath(QStringLiteral("quote.pdf"));
        const Run r =
            runProgram(program, {QStringLiteral("quote"), QStringLiteral("--output"), pdf});
        QCOMPARE(r.exitCode, 1);
        QVERIFY2(r.err.startsWith("kvplan: quote: cannot load the PDF renderer ("), r.err);
        QVERIFY(r.err.contains(lonely.filePath(QStringLiteral("kvplan-render")).toUtf8()));
        QCOMPARE(r.err.count('\n'), 1);
        QVERIFY(!QFileInfo::exists(pdf));
        QCOMPARE(runProgram(program, {QStringLiteral("quote"), QStringLiteral("--help")}).exitCode,
                 0);
        QCOMPARE(runProgram(program, {QStringLiteral("report")}).exitCode, 0);
    }

    void failedWriteLeavesNoFile()
    {
        // The output's folder is a file: nothing can be written there.
        const QString blocker = dir_.filePath(QStringLiteral("not-a-folder"));
        QFile file(blocker);
        QVERIFY(file.open(QIODevice::WriteOnly));
        file.close();
        const QString pdf = blocker + QStringLiteral("/quote.pdf");
        const Run r = kvplan({QStringLiteral("quote"), QStringLiteral("--output"), pdf});
        QCOMPARE(r.exitCode, 1);
        QVERIFY(r.err.contains(pdf.toUtf8()));
        QVERIFY(!QFileInfo::exists(pdf));
        // Nothing left beside the target either (no temporary file).
        QCOMPARE(QDir(dir_.path())
                     .entryList({QStringLiteral("*.pdf*")}, QDir::Files)
                     .filter(QStringLiteral("quote")),
                 QStringList());
    }

    void anExistingQuoteSurvivesAFailedExport()
    {
        const QString pdf = dir_.filePath(QStringLiteral("kept.pdf"));
        QFile old(pdf);
        QVERIFY(old.open(QIODevice::WriteOnly));
        old.write("the quote sent yesterday");
        old.close();
        // Invalid input: refused before anything is written.
        const Run r = kvplan({QStringLiteral("quote"), QStringLiteral("--output"), pdf,
                              QStringLiteral("--set"), QStringLiteral("quote.date=2025-02-30")});
        QCOMPARE(r.exitCode, 3);
        QVERIFY(r.err.contains("quote.date"));
        QCOMPARE(kvp::test::readFile(pdf), QByteArray("the quote sent yesterday"));
    }

    void errors_data()
    {
        QTest::addColumn<QStringList>("arguments");
        QTest::addColumn<int>("exitCode");
        QTest::addColumn<QString>("message");
        QTest::newRow("no --output") << QStringList{} << 2 << "--output FILE.pdf is required";
        QTest::newRow("a page size of A5")
            << QStringList{QStringLiteral("--output"), QStringLiteral("x.pdf"),
                           QStringLiteral("--page-size"), QStringLiteral("a5")}
            << 2 << "--page-size must be a4 or letter";
        QTest::newRow("an unknown engine")
            << QStringList{QStringLiteral("--output"), QStringLiteral("x.pdf"),
                           QStringLiteral("--engine"), QStringLiteral("tgi")}
            << 2 << "--engine must be";
        QTest::newRow("a price list that does not exist")
            << QStringList{QStringLiteral("--output"), QStringLiteral("x.pdf"),
                           QStringLiteral("--price-list"), QStringLiteral("/nonexistent.json")}
            << 3 << "/nonexistent.json: cannot be read";
        QTest::newRow("a warranty the scenario cannot have")
            << QStringList{QStringLiteral("--output"), QStringLiteral("x.pdf"),
                           QStringLiteral("--set"), QStringLiteral("quote.warranty_years=11")}
            << 3 << "quote.warranty_years";
    }
    void errors()
    {
        QFETCH(QStringList, arguments);
        QFETCH(int, exitCode);
        QFETCH(QString, message);
        const Run r = kvplan(QStringList{QStringLiteral("quote")} + arguments);
        QCOMPARE(r.exitCode, exitCode);
        QVERIFY2(QString::fromUtf8(r.err).contains(message), r.err.constData());
        QCOMPARE(r.err.count('\n'), 1);
        QVERIFY(!QFileInfo::exists(QStringLiteral("x.pdf")));
    }

    void badPriceListNamesFileAndKey()
    {
        const QString list = dir_.filePath(QStringLiteral("typo.json"));
        QFile file(list);
        QVERIFY(file.open(QIODevice::WriteOnly));
        file.write(R"({"price_list_version": 1, "currency": "EUR", "vat_percent": 19,
                      "vendor": {"name": "Acme"}, "dimms": [{"size_gb": 48, "prise": 245}]})");
        file.close();
        const Run r = kvplan({QStringLiteral("quote"), QStringLiteral("--output"),
                              dir_.filePath(QStringLiteral("never.pdf")),
                              QStringLiteral("--price-list"), list});
        QCOMPARE(r.exitCode, 3);
        QVERIFY2(r.err.contains((list + QStringLiteral(": dimms[0].prise: unknown key (did you "
                                                       "mean dimms[0].price?)"))
                                    .toUtf8()),
                 r.err.constData());
        QVERIFY(!QFileInfo::exists(dir_.filePath(QStringLiteral("never.pdf"))));
    }

    void vendorLogoFromThePriceList()
    {
        QFile sample(kvp::test::resourcesPath(QStringLiteral("price-lists/sample-eur.json")));
        QVERIFY(sample.open(QIODevice::ReadOnly));
        QJsonObject prices = QJsonDocument::fromJson(sample.readAll()).object();
        QJsonObject vendor = prices[QStringLiteral("vendor")].toObject();
        vendor[QStringLiteral("logo")] = QStringLiteral("logos/missing.png");
        prices[QStringLiteral("vendor")] = vendor;
        const QString list = dir_.filePath(QStringLiteral("with-logo.json"));
        QFile out(list);
        QVERIFY(out.open(QIODevice::WriteOnly));
        out.write(QJsonDocument(prices).toJson());
        out.close();
        const Run r = kvplan({QStringLiteral("quote"), QStringLiteral("--output"),
                              dir_.filePath(QStringLiteral("logo.pdf")),
                              QStringLiteral("--price-list"), list});
        QCOMPARE(r.exitCode, 3);
        QVERIFY2(r.err.contains("vendor.logo") && r.err.contains("logos/missing.png"),
                 r.err.constData());
    }

    // --lang de: the quote's words, numbers, money and dates in German; the total is the
    // English one written the German way (90,451.90 € → 90.451,90 €).
    void germanQuote()
    {
        const QString pdf = dir_.filePath(QStringLiteral("angebot.pdf"));
        const Run r = kvplan(QStringList{QStringLiteral("quote"), QStringLiteral("--lang"),
                                         QStringLiteral("de"), QStringLiteral("--output"), pdf} +
                             kQuoteData);
        QVERIFY2(r.exitCode == 0, r.err.constData());
        QVERIFY2(r.out.contains("gesamt 90.451,90 €"), r.out.constData());
        // The severity is German too ("info" → "Hinweis").
        QVERIFY2(r.err.startsWith("kvplan: quote: Hinweis: Die Preise stammen aus der mit KV "
                                  "Planner gelieferten "),
                 r.err.constData());
        const QString text = pdfText(pdf);
        for (const char* words :
             {"Angebot", "Angebotsnr. Q-2025-0042", "Datum 2. Juni 2025", "Stückliste",
              "Zwischensumme", "MwSt. 19 % auf 76.010,00 €", "Gesamt 90.451,90 €",
              "24 × 48 GB = 1.152 GB bei 6.400 MT/s", "Seite 1 von", "Arbeitsspeicher"})
            QVERIFY2(text.contains(QString::fromUtf8(words)), words);
        for (const char* english : {"Bill of materials", "Subtotal", "90,451.90", "Page 1 of"})
            QVERIFY2(!text.contains(QString::fromUtf8(english)), english);
        // The English quote of the same scenario is untouched by it.
        QVERIFY(text_.contains(QStringLiteral("Total 90,451.90 €")));
    }

    // quote.language sends an English quote from a German session, and the reverse.
    void theQuotesOwnLanguageWins()
    {
        const QString pdf = dir_.filePath(QStringLiteral("english.pdf"));
        const Run r = kvplan(QStringList{QStringLiteral("quote"), QStringLiteral("--lang"),
                                         QStringLiteral("de"), QStringLiteral("--set"),
                                         QStringLiteral("quote.language=en"),
                                         QStringLiteral("--output"), pdf} +
                             kQuoteData);
        QVERIFY2(r.exitCode == 0, r.err.constData());
        QVERIFY(pdfText(pdf).contains(QStringLiteral("Bill of materials")));
        const Run bad = kvplan({QStringLiteral("quote"), QStringLiteral("--set"),
                                QStringLiteral("quote.language=fr"), QStringLiteral("--output"),
                                dir_.filePath(QStringLiteral("fr.pdf"))});
        QCOMPARE(bad.exitCode, 3);
        QVERIFY2(bad.err.contains("quote.language: must be \"en\" or \"de\""), bad.err.constData());
        const Run lang =
            kvplan({QStringLiteral("report"), QStringLiteral("--lang"), QStringLiteral("fr")});
        QCOMPARE(lang.exitCode, 2);
        QVERIFY2(lang.err.contains("--lang must be en or de"), lang.err.constData());
    }

    // --format csv: the bill of materials as a spreadsheet reads it; the totals add up to the
    // quote's: 76,010.00 + 19 % 14,441.90 = 90,451.90.
    void csvBillOfMaterials()
    {
        const Run en = kvplan(QStringList{QStringLiteral("quote"), QStringLiteral("--format"),
                                          QStringLiteral("csv")} +
                              kQuoteData);
        QVERIFY2(en.exitCode == 0, en.err.constData());
        const QList<QByteArray> rows = en.out.split('\n');
        QVERIFY(rows.front().startsWith("Part number,Description,Quantity,Unit price,Line total,"
                                        "Currency\r"));
        QVERIFY(en.out.contains("\r\n,Subtotal,,,76010.00,EUR\r\n"));
        QVERIFY(en.out.contains("\r\n,VAT 19 %,,,14441.90,EUR\r\n"));
        QVERIFY(en.out.endsWith("\r\n,Total,,,90451.90,EUR\r\n"));
        const QString file = dir_.filePath(QStringLiteral("stueckliste.csv"));
        const Run de = kvplan(QStringList{QStringLiteral("quote"), QStringLiteral("--format"),
                                          QStringLiteral("csv"), QStringLiteral("--lang"),
                                          QStringLiteral("de"), QStringLiteral("--bom"),
                                          QStringLiteral("--output"), file} +
                              kQuoteData);
        QVERIFY2(de.exitCode == 0, de.err.constData());
        QVERIFY(de.out.isEmpty());
        const QByteArray csv = kvp::test::readFile(file);
        QVERIFY(csv.startsWith("\xEF\xBB\xBF"
                               "Artikelnummer;Beschreibung;Menge;Einzelpreis;"));
        QVERIFY(csv.contains("\r\n;MwSt. 19 %;;;14441,90;EUR\r\n"));
        QVERIFY(csv.endsWith("\r\n;Gesamt;;;90451,90;EUR\r\n"));
        QVERIFY(!QFileInfo::exists(dir_.filePath(QStringLiteral("stueckliste.pdf"))));
    }

    // The worked example's name follows a --set model and users onto the quote, as in the
    // desktop app; a typed name stays.
    void theNameFollowsTheSetModel()
    {
        const Run r = kvplan({QStringLiteral("example"), QStringLiteral("--set"),
                              QStringLiteral("model.name=meta-llama/Llama-3.1-70B-Instruct"),
                              QStringLiteral("--set"), QStringLiteral("workload.users=600")});
        QCOMPARE(r.exitCode, 0);
        QVERIFY2(r.out.contains("\"name\": \"Llama-3.1-70B-Instruct FP8, 4 × NVIDIA RTX PRO 6000 "
                                "Blackwell Server Edition, 600 users\""),
                 r.out.constData());
        const Run typed = kvplan({QStringLiteral("example"), QStringLiteral("--set"),
                                  QStringLiteral("name=Acme pilot"), QStringLiteral("--set"),
                                  QStringLiteral("workload.users=600")});
        QVERIFY(typed.out.contains("\"name\": \"Acme pilot\""));
        QCOMPARE(kvplan({QStringLiteral("example")}).out,
                 kvp::test::readFile(kvp::test::resourcesPath(
                     QStringLiteral("examples/worked-example.kvplan.json"))));
    }

    void helpNamesTheOptions()
    {
        const Run r = kvplan({QStringLiteral("quote"), QStringLiteral("--help")});
        QCOMPARE(r.exitCode, 0);
        for (const char* option : {"--output", "--price-list", "--page-size", "--engine", "--set",
                                   "--format", "--bom", "--lang"})
            QVERIFY2(r.out.contains(option), option);
        QVERIFY(kvplan({QStringLiteral("--help")}).out.contains("quote"));
    }
};

QTEST_GUILESS_MAIN(TestCliQuote)

} // namespace tst_cli_quote

#include "tst_cli_quote.moc"
