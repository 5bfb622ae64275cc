// SPDX-License-Identifier: GPL-3.0-or-later
// The kvplan option parser, linked from the kvplan_cli library rather than run as a program: what
// an option declares (its values, whether it is required) is what the parser enforces, and the
// values of --engine are the engine registry's.
#include <QTest>

#include "cli.h"
#include "kvplan/engine_registry.h"

namespace tst_cli_options {

using namespace kvp;
using namespace kvp::cli;

namespace {

const Command& command(const QString& name)
{
    static const std::vector<Command> commands = allCommands();
    for (const Command& c : commands)
        if (c.name == name)
            return c;
    qFatal("no command %s", qPrintable(name));
}

const OptionSpec* option(const Command& c, const QString& name)
{
    for (const OptionSpec& o : c.options)
        if (o.name == name)
            return &o;
    return nullptr;
}

} // namespace

class TestCliOptions : public QObject {
    Q_OBJECT

private slots:
    void wordList_data()
    {
        QTest::addColumn<QStringList>("words");
        QTest::addColumn<QString>("text");
        QTest::newRow("one") << QStringList{"a4"} << "a4";
        QTest::newRow("two") << QStringList{"text", "json"} << "text or json";
        QTest::newRow("three") << QStringList{"text", "json", "csv"} << "text, json or csv";
    }
    void wordList()
    {
        QFETCH(QStringList, words);
        QFETCH(QString, text);
        QCOMPARE(cli::wordList(words), text);
    }

    void parse_data()
    {
        QTest::addColumn<QString>("command");
        QTest::addColumn<QStringList>("arguments");
        QTest::addColumn<int>("status"); // -1: the command runs
        QTest::newRow("report --format json") << "report" << QStringList{"--format", "json"} << -1;
        QTest::newRow("report --format=markdown")
            << "report" << QStringList{"--format=markdown"} << -1;
        QTest::newRow("report --format pdf: not a format")
            << "report" << QStringList{"--format", "pdf"} << int(UsageError);
        QTest::newRow("sweep --format csv: its own format")
            << "sweep" << QStringList{"--vary", "workload.users=1,2", "--format", "csv"} << -1;
        QTest::newRow("sweep without --vary: required")
            << "sweep" << QStringList{} << int(UsageError);
        // --output is the command's to require: --format csv writes to standard output
        // without it (tst_cli_quote's errors: "no --output" for the PDF).
        QTest::newRow("quote --format csv: no --output needed")
            << "quote" << QStringList{"--format", "csv"} << -1;
        QTest::newRow("quote --format xlsx: not a format")
            << "quote" << QStringList{"--format", "xlsx"} << int(UsageError);
        QTest::newRow("quote --page-size a5")
            << "quote" << QStringList{"--output", "q.pdf", "--page-size", "a5"} << int(UsageError);
        QTest::newRow("engine-config --form medium")
            << "engine-config" << QStringList{"--form", "medium"} << int(UsageError);
        QTest::newRow("engine-config --engine tgi")
            << "engine-config" << QStringList{"--engine", "tgi"} << int(UsageError);
        QTest::newRow("catalog gpus --format json")
            << "catalog" << QStringList{"gpus", "--format", "json"} << -1;
        QTest::newRow("--help") << "report" << QStringList{"--help"} << int(Success);
        QTest::newRow("two scenarios") << "report" << QStringList{"a", "b"} << int(UsageError);
    }
    void parse()
    {
        QFETCH(QString, command);
        QFETCH(QStringList, arguments);
        QFETCH(int, status);
        Invocation invocation;
        const std::optional<int> parsed =
            parseInvocation(tst_cli_options::command(command), arguments, invocation);
        QCOMPARE(parsed.value_or(-1), status);
    }

    // Every engine of the registry is an --engine value, in the help and to the parser.
    void engineOptionIsTheRegistry()
    {
        for (const QString& name : {QStringLiteral("engine-config"), QStringLiteral("quote")}) {
            const Command& c = command(name);
            const OptionSpec* engine = option(c, QStringLiteral("--engine"));
            QVERIFY(engine);
            QCOMPARE(engine->allowed.size(), qsizetype(allEngines().size()));
            for (const EngineDescriptor& e : allEngines()) {
                const QString id = toQString(e.id);
                QVERIFY2(engine->allowed.contains(id), qPrintable(id));
                QVERIFY2(c.synopsis.contains(id), qPrintable(c.synopsis));
                QVERIFY2(engine->help.contains(id), qPrintable(engine->help));
                Invocation invocation;
                QStringList arguments{QStringLiteral("--engine"), id};
                if (name == QLatin1String("quote"))
                    arguments << QStringLiteral("--output") << QStringLiteral("q.pdf");
                QCOMPARE(parseInvocation(c, arguments, invocation), std::optional<int>());
                QCOMPARE(invocation.value(QStringLiteral("--engine")), id);
            }
        }
    }
};

QTEST_GUILESS_MAIN(TestCliOptions)

} // namespace tst_cli_options

#include "tst_cli_options.moc"
