// SPDX-License-Identifier: GPL-3.0-or-later
// The German translation: every string lupdate finds in the sources has a finished German entry
// (resources/translations/kvplan_de.ts), and so does every word of core's tables that people
// read (kvplan_core_de.ts: diagnostic templates, figure titles and tiles, units, engine
// choices); numbers, money and dates follow the language; the worked example's quote in German
// has the English total written the German way (90,451.90 € → 90.451,90 €: 76,010.00 + 19 % VAT
// 14,441.90, worked out in tst_quote) and no English sentence of the quote's words left on its
// pages.
#include <QDir>
#include <QDirIterator>
#include <QFile>
#include <QProcess>
#include <QRegularExpression>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>
#include <QXmlStreamReader>
#include <algorithm>
#include <map>
#include <set>

#include "golden.h"
#include "kvplan/diagnostics.h"
#include "kvplan/engine_registry.h"
#include "kvplan/figures.h"
#include "kvplan/hit_rates.h"
#include "kvplan/plan.h"
#include "kvplan/price_list.h"
#include "kvplan/scenario_io.h"
#include "kvplan/scenario_schema.h"
#include "kvplan/ui/core_words.h"
#include "kvplan/ui/format.h"
#include "kvplan/ui/language.h"
#include "kvplan/ui/quote_csv.h"
#include "kvplan/ui/quote_pdf.h"
#include "kvplan/ui/report.h"
#include "kvplan/workload_presets.h"

namespace tst_translations {

using namespace kvp;
using namespace kvp::ui;

namespace {

struct Entry {
    QString translation;
    bool finished = false;
};
using TsCatalog = std::map<std::pair<QString, QString>, Entry>; // (context, source) → entry

// A Qt Linguist file: every message's context, source and whether its translation is finished.
TsCatalog readTs(const QString& path)
{
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly))
        qFatal("cannot read %s", qPrintable(path));
    QXmlStreamReader xml(&file);
    TsCatalog out;
    QString context, source, translation;
    bool finished = false;
    while (!xml.atEnd()) {
        xml.readNext();
        if (xml.isStartElement()) {
            if (xml.name() == QLatin1String("name"))
                context = xml.readElementText();
            else if (xml.name() == QLatin1String("source"))
                source = xml.readElementText();
            else if (xml.name() == QLatin1String("translation")) {
                const QString type = xml.attributes().value(QLatin1String("type")).toString();
                finished = type.isEmpty();
                translation = xml.readElementText(QXmlStreamReader::IncludeChildElements);
            }
        } else if (xml.isEndElement() && xml.name() == QLatin1String("message")) {
            out[{context, source}] = {translation, finished && !translation.isEmpty()};
        }
    }
    if (xml.hasError())
        qFatal("%s: %s", qPrintable(path), qPrintable(xml.errorString()));
    return out;
}

QString translationsPath(const QString& file)
{
    return QStringLiteral(KVPLAN_SOURCE_DIR "/resources/translations/") + file;
}

// The plans of the test scenarios (the worked example and tests/data/*.kvplan.json, each with
// every engine), simulated: core's formulas are written as a rule plans, so their words are
// collected from plans.
std::vector<SizingResult> testPlans()
{
    std::vector<Scenario> scenarios{workedExample()};
    QDirIterator files(QStringLiteral(KVPLAN_SOURCE_DIR "/tests/data"),
                       {QStringLiteral("*.kvplan.json")}, QDir::Files);
    while (files.hasNext()) {
        QFile file(files.next());
        if (file.open(QIODevice::ReadOnly))
            scenarios.push_back(parseScenario(file.readAll().toStdString()));
    }
    std::vector<SizingResult> plans;
    for (const Scenario& base : scenarios)
        for (const EngineDescriptor& e : allEngines()) {
            Scenario s = base;
            s.engine.name = e.kind;
            s.engine.release.reset();
            SizingResult r = plan(s);
            addSimulation(s, r);
            plans.push_back(std::move(r));
        }
    return plans;
}

// Whether `text` holds words people read: what is left without {placeholders}, keys, paths and
// names (gpu.count, kv_cache_dtype, spec.py, M/G/1) and min, max, ceil and floor.
bool hasWords(const QString& text)
{
    static const QRegularExpression code(
        QStringLiteral("\\{[A-Za-z_0-9]+\\}|[-A-Za-z0-9*]+(?:[._/][-A-Za-z0-9*]+)+"));
    static const QRegularExpression word(QStringLiteral("[A-Za-z]{3,}"));
    QString rest = text;
    rest.remove(code);
    for (auto it = word.globalMatch(rest); it.hasNext();) {
        const QString w = it.next().captured();
        if (w != QLatin1String("min") && w != QLatin1String("max") && w != QLatin1String("ceil") &&
            w != QLatin1String("floor"))
            return true;
    }
    return false;
}

// The formula words of the test plans, as core_words.h looks them up.
void addFormulaWords(std::set<std::pair<QString, QString>>& words)
{
    std::set<std::string> fieldKeys;
    for (const schema::Field& row : schema::fields())
        fieldKeys.insert(std::string(row.key));
    for (const SizingResult& r : testPlans()) {
        // The parts of a node's power that are no product (catalog names stay as they are).
        for (const PowerPart& part : r.power.parts)
            if (part.kind == "network" || part.kind == "board" || part.kind == "fans")
                words.insert(
                    {QString::fromLatin1(kPowerPartContext), QString::fromStdString(part.part)});
        for (const Derivation& d : r.derivations) {
            const QString formula = QString::fromStdString(d.formula);
            // The chassis' rack units name the catalog entry and its sources: data, not words.
            if (d.figure != "chassis.rack_units" && hasWords(formula))
                words.insert({QString::fromLatin1(kFormulaContext), numbersAsArguments(formula)});
            for (const QString& piece : QString::fromStdString(d.rule).split(QStringLiteral("; ")))
                if (hasWords(piece))
                    words.insert({QString::fromLatin1(kRuleContext), numbersAsArguments(piece)});
            for (const DerivationInput& in : d.inputs) {
                // An input that is a form's field or a figure is named by its label or title.
                if (fieldKeys.count(in.key) || r.derivation(in.key))
                    continue;
                words.insert(
                    {QString::fromLatin1(kFormulaInputContext), QString::fromStdString(in.name)});
                const QString from = QString::fromStdString(in.key);
                if (hasWords(from))
                    words.insert(
                        {QString::fromLatin1(kFormulaSourceContext), numbersAsArguments(from)});
            }
        }
    }
}

// The words of core's tables that people read, with the context the UI looks them up in.
std::set<std::pair<QString, QString>> coreWords()
{
    std::set<std::pair<QString, QString>> words;
    const auto add = [&](const char* context, std::string_view text) {
        if (!text.empty())
            words.insert({QString::fromLatin1(context),
                          QString::fromUtf8(text.data(), qsizetype(text.size()))});
    };
    for (DiagnosticCode code : allDiagnosticCodes())
        add("kvp::Diagnostic", diagnosticTemplate(code));
    for (DiagnosticWord word : allDiagnosticWords())
        add("kvp::DiagnosticWord", toString(word)); // report.cpp's fillPlaceholders
    for (const Figure& f : allFigures()) {
        if (f.title)
            add("kvp::ui::Figures", f.title);
        if (f.tile)
            add("kvp::ui", f.tile);
        if (f.label)
            add("kvp::ui", f.label); // compare and sweep (whatif_text.cpp's figureLabel)
    }
    for (const schema::Field& row : schema::fields()) {
        add("kvp::schema", row.suffix);
        if (!row.label.empty()) { // a form field of its own (forms/schema_field.cpp)
            add("kvp::schema", row.label);
            add("kvp::schema", row.help);
        }
    }
    for (const EngineDescriptor& e : allEngines())
        add("kvp::ui", e.choice); // the engine picker (forms/engine_section.cpp)
    static const QRegularExpression lowercaseWord(QStringLiteral("[a-z]{3,}"));
    for (int u = 0; u <= int(Unit::RackUnits); ++u) {
        const std::string_view symbol = unitSymbol(Unit(u));
        if (lowercaseWord.match(QString::fromUtf8(symbol.data(), qsizetype(symbol.size())))
                .hasMatch())
            add(kUnitContext, symbol); // "tokens", "years", "TB/day"; not "GiB"
    }
    add(kUnitContext, "day");
    for (const WorkloadPreset& p : workloadPresets()) {
        add(kWorkloadContext, p.name);
        add(kWorkloadContext, p.description);
        for (const auto& [key, why] : p.reasoning)
            add(kWorkloadContext, why);
    }
    addFormulaWords(words);
    return words;
}

// kvplan_core_de.ts with `words`, keeping the translations it has (KVPLAN_UPDATE_GOLDEN=1).
void writeCoreTs(const QString& path, const std::set<std::pair<QString, QString>>& words,
                 const TsCatalog& old)
{
    QString xml = QStringLiteral("<?xml version=\"1.0\" encoding=\"utf-8\"?>\n<!DOCTYPE TS>\n"
                                 "<TS version=\"2.1\" language=\"de_DE\">\n");
    QString context;
    for (const auto& [ctx, source] : words) {
        if (ctx != context) {
            if (!context.isEmpty())
                xml += QStringLiteral("</context>\n");
            xml += QStringLiteral("<context>\n    <name>%1</name>\n").arg(ctx.toHtmlEscaped());
            context = ctx;
        }
        const auto it = old.find({ctx, source});
        const bool done = it != old.end() && it->second.finished;
        xml += QStringLiteral("    <message>\n        <source>%1</source>\n        "
                              "<translation%2>%3</translation>\n    </message>\n")
                   .arg(source.toHtmlEscaped(),
                        done ? QString() : QStringLiteral(" type=\"unfinished\""),
                        done ? it->second.translation.toHtmlEscaped() : QString());
    }
    if (!context.isEmpty())
        xml += QStringLiteral("</context>\n");
    xml += QStringLiteral("</TS>\n");
    QFile file(path);
    QVERIFY(file.open(QIODevice::WriteOnly | QIODevice::Truncate));
    file.write(xml.toUtf8());
}

QString pdfText(const QByteArray& pdf, const QString& directory)
{
    const QString path = directory + QStringLiteral("/quote.pdf");
    QFile file(path);
    if (!file.open(QIODevice::WriteOnly) || file.write(pdf) != pdf.size())
        return {};
    file.close();
    QProcess pdftotext;
    pdftotext.start(QStringLiteral("pdftotext"),
                    {QStringLiteral("-layout"), path, QStringLiteral("-")});
    pdftotext.waitForFinished(60000);
    return QString::fromUtf8(pdftotext.readAllStandardOutput());
}

QuoteDocument workedExampleQuote(const QString& language)
{
    Scenario s = workedExample();
    s.quote.date = "2026-12-01";
    s.quote.language = language.toStdString();
    return makeQuoteDocument(s, samplePriceList(), {}, builtInCatalog(), std::nullopt,
                             PaperSize::A4);
}

} // namespace

class TestTranslations : public QObject {
    Q_OBJECT
private slots:
    void cleanup() { setLanguage(QStringLiteral("en")); }

    void everyStringLupdateFindsHasAFinishedGermanEntry()
    {
        const QString lupdate = QStringLiteral(KVPLAN_LUPDATE);
        if (!QFile::exists(lupdate))
            QSKIP("lupdate is not installed: packaging/install-deps.sh (qt6-l10n-tools)");
        // lupdate over the sources the build gives it (ui/CMakeLists.txt), into a copy.
        QTemporaryDir dir;
        const QString copy = dir.filePath(QStringLiteral("kvplan_de.ts"));
        QVERIFY(QFile::copy(translationsPath(QStringLiteral("kvplan_de.ts")), copy));
        QStringList arguments;
        for (const char* include : {"/ui/src", "/ui/include", "/core/include", "/app/kvplan"})
            arguments << QStringLiteral("-I")
                      << QStringLiteral(KVPLAN_SOURCE_DIR) + QLatin1String(include);
        for (const char* folder : {"/ui/src", "/app"}) {
            QDirIterator it(QStringLiteral(KVPLAN_SOURCE_DIR) + QLatin1String(folder),
                            {QStringLiteral("*.cpp"), QStringLiteral("*.h")}, QDir::Files,
                            QDirIterator::Subdirectories);
            while (it.hasNext())
                arguments << it.next();
        }
        arguments << QStringLiteral("-ts") << copy << QStringLiteral("-locations")
                  << QStringLiteral("none") << QStringLiteral("-no-obsolete");
        QProcess process;
        process.start(lupdate, arguments);
        QVERIFY(process.waitForFinished(120000));
        QCOMPARE(process.exitCode(), 0);
        const TsCatalog committed = readTs(translationsPath(QStringLiteral("kvplan_de.ts")));
        const TsCatalog found = readTs(copy);
        QStringList problems;
        for (const auto& [key, entry] : found)
            if (!committed.count(key))
                problems << QStringLiteral("new, not in kvplan_de.ts: %1 | %2")
                                .arg(key.first, key.second);
            else if (!entry.finished)
                problems << QStringLiteral("unfinished: %1 | %2").arg(key.first, key.second);
        for (const auto& [key, entry] : committed)
            if (!found.count(key))
                problems << QStringLiteral("no longer in the sources: %1 | %2")
                                .arg(key.first, key.second);
        // A context lupdate took from a return type or a template parameter ("nlohmann",
        // "kvp::cli::T") is one no tr() looks its words up in: write those calls with
        // QCoreApplication::translate and the context.
        static const QRegularExpression strayContext(
            QStringLiteral("^(std|nlohmann)(::|$)|(^|::)[A-Z]$"));
        for (const auto& [key, entry] : found)
            if (strayContext.match(key.first).hasMatch())
                problems
                    << QStringLiteral("context no tr() uses: %1 | %2").arg(key.first, key.second);
        QVERIFY2(problems.isEmpty(),
                 qPrintable(problems.mid(0, 20).join(QLatin1Char('\n')) +
                            QStringLiteral("\n(%1 in all) Run cmake --build build --target "
                                           "update_translations and translate the new entries.")
                                .arg(problems.size())));
    }

    void everyWordOfCoresTablesHasAGermanEntry()
    {
        const QString path = translationsPath(QStringLiteral("kvplan_core_de.ts"));
        const TsCatalog committed = QFile::exists(path) ? readTs(path) : TsCatalog{};
        const auto words = coreWords();
        QStringList problems;
        for (const auto& key : words) {
            const auto it = committed.find(key);
            if (it == committed.end())
                problems << QStringLiteral("missing: %1 | %2").arg(key.first, key.second);
            else if (!it->second.finished)
                problems << QStringLiteral("unfinished: %1 | %2").arg(key.first, key.second);
        }
        for (const auto& [key, entry] : committed)
            if (!words.count(key))
                problems << QStringLiteral("no longer in core: %1 | %2").arg(key.first, key.second);
        if (!problems.isEmpty() && qEnvironmentVariableIsSet("KVPLAN_UPDATE_GOLDEN")) {
            writeCoreTs(path, words, committed);
            QSKIP("kvplan_core_de.ts rewritten: translate its unfinished entries");
        }
        QVERIFY2(problems.isEmpty(),
                 qPrintable(problems.mid(0, 20).join(QLatin1Char('\n')) +
                            QStringLiteral("\n(%1 in all) KVPLAN_UPDATE_GOLDEN=1 tst_translations "
                                           "brings the file in step; then translate.")
                                .arg(problems.size())));
    }

    void germanIsLoadedFromTheResources()
    {
        setLanguage(QStringLiteral("de"));
        QCOMPARE(currentLanguage(), QStringLiteral("de"));
        QCOMPARE(QCoreApplication::translate("kvp::ui::quoting", "Bill of materials"),
                 QStringLiteral("Stückliste"));
        QCOMPARE(QCoreApplication::translate("kvp::ui::MainWindow", "&File"),
                 QStringLiteral("&Datei"));
        const std::string_view templ = diagnosticTemplate(DiagnosticCode::PricesIllustrative);
        QVERIFY(!templ.empty());
        QVERIFY(QCoreApplication::translate("kvp::Diagnostic", std::string(templ).c_str()) !=
                QString::fromUtf8(templ.data(), qsizetype(templ.size())));
        setLanguage(QStringLiteral("en"));
        QCOMPARE(QCoreApplication::translate("kvp::ui::quoting", "Bill of materials"),
                 QStringLiteral("Bill of materials"));
    }

    void numbersMoneyAndDatesFollowTheLanguage()
    {
        setLanguage(QStringLiteral("de"));
        QCOMPARE(formatSize(fromGB(1152), SizeUnit::GB, 0), QStringLiteral("1.152 GB"));
        QCOMPARE(formatNumber(615.1, 1), QStringLiteral("615,1"));
        QCOMPARE(formatShortNumber(51.04), QStringLiteral("51,04"));
        QCOMPARE(formatShortNumber(19.0), QStringLiteral("19"));
        QCOMPARE(formatMoney(Money::fromMinorUnits(8443050), QStringLiteral("€")),
                 QStringLiteral("84.430,50 €"));
        QCOMPARE(formatDate("2026-12-01"), QStringLiteral("1. Dezember 2026"));
        setLanguage(QStringLiteral("en"));
        QCOMPARE(formatSize(fromGB(1152), SizeUnit::GB, 0), QStringLiteral("1,152 GB"));
        QCOMPARE(formatMoney(Money::fromMinorUnits(8443050), QStringLiteral("€")),
                 QStringLiteral("84,430.50 €"));
        QCOMPARE(formatDate("2026-12-01"), QStringLiteral("2026-12-01"));
    }

    // The report in words follows the language; its JSON does not.
    void theReportInGermanAndItsJsonUnchanged()
    {
        const Scenario s = workedExample();
        const SizingResult r = plan(s);
        const QString englishJson = renderReport(s, r, ReportFormat::Json);
        const QString englishText = renderReport(s, r, ReportFormat::Text);
        setLanguage(QStringLiteral("de"));
        const QString text = renderReport(s, r, ReportFormat::Text);
        QVERIFY(text.contains(QStringLiteral("Arbeitsspeicher (Dimensionierungsmodell §4)")));
        QVERIFY2(text.contains(QStringLiteral("24 × 48 GB = 1.152 GB")), qPrintable(text));
        QVERIFY(!text.contains(QStringLiteral("1,152 GB")));
        QCOMPARE(renderReport(s, r, ReportFormat::Json), englishJson);
        setLanguage(QStringLiteral("en"));
        QCOMPARE(renderReport(s, r, ReportFormat::Text), englishText);
    }

    void theGermanQuoteIsGermanThroughout()
    {
        if (QStandardPaths::findExecutable(QStringLiteral("pdftotext")).isEmpty())
            QSKIP("pdftotext is not installed: packaging/install-deps.sh (poppler-utils)");
        QTemporaryDir dir;
        const QuoteDocument document = workedExampleQuote(QStringLiteral("de"));
        const QString text = pdfText(renderQuotePdf(document).pdf, dir.path());
        QVERIFY(text.contains(QStringLiteral("90.451,90 €")));
        QVERIFY(text.contains(QStringLiteral("Stückliste")));
        QVERIFY(text.contains(QStringLiteral("MwSt. 19 %")));
        QVERIFY(text.contains(QStringLiteral("1. Dezember 2026")));
        QVERIFY(!text.contains(QStringLiteral("90,451.90")));
        // No sentence of the words the quote is made of is left in English: every source of
        // a translated entry (the quote's, the charts', core's) that is a phrase of its own,
        // found as a whole phrase. The launch script it prints ("#" comments) is the file the
        // engine runs, as the engine configuration saves it: English, like its flags.
        QStringList lines = text.split(QLatin1Char('\n'));
        lines.erase(std::remove_if(lines.begin(), lines.end(),
                                   [](const QString& line) {
                                       return line.trimmed().startsWith(QLatin1Char('#'));
                                   }),
                    lines.end());
        const QString prose = lines.join(QLatin1Char('\n'));
        QStringList english;
        for (const QString& file :
             {QStringLiteral("kvplan_de.ts"), QStringLiteral("kvplan_core_de.ts")})
            for (const auto& [key, entry] : readTs(translationsPath(file))) {
                QString source = key.second;
                source.remove(
                    QRegularExpression(QStringLiteral("%\\d|\\{[a-z_0-9]+\\}|<[^>]*>|&")));
                const QStringList pieces =
                    source.split(QRegularExpression(QStringLiteral("\\s*[:;()]\\s*")));
                for (const QString& piece : pieces) {
                    if (piece.count(QLatin1Char(' ')) < 3 || entry.translation.contains(piece))
                        continue;
                    const QRegularExpression whole(
                        QStringLiteral("(^|[\\s(:;,])%1(?=$|[\\s]*[.,;:)]|\\s*\\n)")
                            .arg(QRegularExpression::escape(piece)),
                        QRegularExpression::MultilineOption);
                    if (whole.match(prose).hasMatch())
                        english << piece;
                }
            }
        english.removeDuplicates();
        QVERIFY2(english.isEmpty(), qPrintable(english.join(QLatin1Char('\n'))));
        // The program's own language comes back after the quote.
        QCOMPARE(currentLanguage(), QStringLiteral("en"));
    }

    void theEnglishQuoteIsAsBefore()
    {
        if (QStandardPaths::findExecutable(QStringLiteral("pdftotext")).isEmpty())
            QSKIP("pdftotext is not installed: packaging/install-deps.sh (poppler-utils)");
        QTemporaryDir dir;
        const QString text = pdfText(renderQuotePdf(workedExampleQuote({})).pdf, dir.path());
        QVERIFY(text.contains(QStringLiteral("90,451.90 €")));
        QVERIFY(text.contains(QStringLiteral("Bill of materials")));
        QVERIFY(text.contains(QStringLiteral("2026-12-01")));
        QVERIFY(!text.contains(QStringLiteral("Stückliste")));
    }

    void theCsvFollowsTheQuotesLanguage()
    {
        const QString german =
            QString::fromUtf8(quoteCsv(workedExampleQuote(QStringLiteral("de")), {}, false));
        QVERIFY(german.startsWith(QStringLiteral("Artikelnummer;Beschreibung;Menge;")));
        QVERIFY(german.contains(QStringLiteral("MwSt. 19 %;;;14441,90;EUR\r\n")));
        QVERIFY(german.endsWith(QStringLiteral(";Gesamt;;;90451,90;EUR\r\n")));
        const QByteArray english = quoteCsv(workedExampleQuote(QStringLiteral("en")), {}, true);
        QVERIFY(english.startsWith("\xEF\xBB\xBFPart number,Description,Quantity,"));
        QVERIFY(english.endsWith(",Total,,,90451.90,EUR\r\n"));
        QCOMPARE(currentLanguage(), QStringLiteral("en"));
    }
};

QTEST_MAIN(TestTranslations)

} // namespace tst_translations

#include "tst_translations.moc"
