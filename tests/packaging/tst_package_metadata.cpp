// SPDX-License-Identifier: GPL-3.0-or-later
// What the package says about the programs agrees with the programs: the man page documents
// every command, option and exit status `kvplan --help` lists; the version is project()'s
// everywhere (both programs' --version, the AppStream release, the Debian changelog, the man
// pages); the desktop entry, the AppStream metadata and the MIME type name each other; and the
// validators Debian uses accept them (skipped when they are not installed).
#include <QDir>
#include <QFile>
#include <QProcess>
#include <QProcessEnvironment>
#include <QRegularExpression>
#include <QSet>
#include <QStandardPaths>
#include <QTest>
#include <QXmlStreamReader>

namespace tst_package_metadata {

namespace {

const QString kSource = QStringLiteral(KVPLAN_SOURCE_DIR);
const QString kLinux = kSource + QStringLiteral("/packaging/linux");
const QString kVersion = QStringLiteral(KVPLAN_VERSION);

struct Run {
    int exitCode = -1;
    QString out;
    QString err;
};

Run runProgram(const QString& program, const QStringList& arguments,
               const QProcessEnvironment& environment = QProcessEnvironment::systemEnvironment())
{
    QProcess process;
    process.setProcessEnvironment(environment);
    process.start(program, arguments);
    process.waitForFinished(60000);
    Run run;
    run.exitCode = process.exitStatus() == QProcess::NormalExit ? process.exitCode() : -2;
    run.out = QString::fromUtf8(process.readAllStandardOutput());
    run.err = QString::fromUtf8(process.readAllStandardError());
    return run;
}

Run kvplan(const QStringList& arguments)
{
    return runProgram(QStringLiteral(KVPLAN_CLI), arguments);
}

QString readText(const QString& path)
{
    QFile file(path);
    return file.open(QIODevice::ReadOnly) ? QString::fromUtf8(file.readAll()) : QString();
}

// The man page as text to search: roff's escaped hyphens as hyphens, font changes dropped.
QString manText()
{
    QString text = readText(QStringLiteral(KVPLAN_MAN_DIR) + QStringLiteral("/kvplan.1"));
    text.replace(QStringLiteral("\\-"), QStringLiteral("-"));
    static const QRegularExpression fonts(QStringLiteral("\\\\f[BIRP]"));
    text.remove(fonts);
    return text;
}

// The man page's sections: ".SH NAME" and ".SS name" headings → the text up to the next one.
QMap<QString, QString> manSections(const QString& text)
{
    QMap<QString, QString> sections;
    QString current;
    for (const QString& line : text.split(QLatin1Char('\n'))) {
        if (line.startsWith(QLatin1String(".SH ")) || line.startsWith(QLatin1String(".SS "))) {
            current = line.mid(4).remove(QLatin1Char('"')).trimmed();
            sections[current];
            continue;
        }
        if (!current.isEmpty())
            sections[current] += line + QLatin1Char('\n');
    }
    return sections;
}

// The section of a command: ".SS "report — size a scenario"" is report's.
QString commandSection(const QMap<QString, QString>& sections, const QString& command)
{
    for (auto it = sections.cbegin(); it != sections.cend(); ++it)
        if (it.key().section(QLatin1Char(' '), 0, 0) == command)
            return it.value();
    return {};
}

// The commands of `kvplan --help`, from its "Commands:" block.
QStringList helpCommands()
{
    const QString help = kvplan({QStringLiteral("--help")}).out;
    QStringList commands;
    bool inCommands = false;
    for (const QString& line : help.split(QLatin1Char('\n'))) {
        if (line == QLatin1String("Commands:")) {
            inCommands = true;
            continue;
        }
        if (inCommands && line.trimmed().isEmpty())
            break;
        if (inCommands)
            commands << line.trimmed().section(QLatin1Char(' '), 0, 0);
    }
    return commands;
}

// The options of `kvplan COMMAND --help`, from its "Options:" block.
QStringList helpOptions(const QString& command)
{
    const QString help = kvplan({command, QStringLiteral("--help")}).out;
    QStringList options;
    static const QRegularExpression option(QStringLiteral("^  (--[a-z-]+)"));
    for (const QString& line : help.split(QLatin1Char('\n'))) {
        const QRegularExpressionMatch match = option.match(line);
        if (match.hasMatch())
            options << match.captured(1);
    }
    return options;
}

// The newest release of the AppStream metadata.
QString metainfoRelease(QString* date)
{
    QFile file(kLinux + QStringLiteral("/org.kvplanner.KVPlanner.metainfo.xml"));
    if (!file.open(QIODevice::ReadOnly))
        return {};
    QXmlStreamReader xml(&file);
    while (!xml.atEnd()) {
        xml.readNext();
        if (xml.isStartElement() && xml.name() == QLatin1String("release")) {
            *date = xml.attributes().value(QStringLiteral("date")).toString();
            return xml.attributes().value(QStringLiteral("version")).toString();
        }
    }
    return {};
}

QString desktopValue(const QString& key)
{
    const QString text = readText(kLinux + QStringLiteral("/org.kvplanner.KVPlanner.desktop"));
    for (const QString& line : text.split(QLatin1Char('\n')))
        if (line.startsWith(key + QLatin1Char('=')))
            return line.mid(key.size() + 1);
    return {};
}

} // namespace

class TestPackageMetadata : public QObject {
    Q_OBJECT

private slots:
    void initTestCase()
    {
        QVERIFY2(QFile::exists(QStringLiteral(KVPLAN_MAN_DIR) + QStringLiteral("/kvplan.1")),
                 "the configured man page is missing: build kvplan_linux_docs");
        QVERIFY(helpCommands().size() >= 6);
    }

    void manPageDocumentsEveryCommand_data()
    {
        QTest::addColumn<QString>("command");
        // The rows are whatever `kvplan --help` lists today: a new command without its page
        // fails here.
        for (const QString& command : helpCommands())
            QTest::newRow(qPrintable(QStringLiteral("kvplan ") + command)) << command;
    }
    void manPageDocumentsEveryCommand()
    {
        QFETCH(QString, command);
        const QString text = manText();
        const QMap<QString, QString> sections = manSections(text);
        QVERIFY2(!commandSection(sections, command).isEmpty(),
                 qPrintable(QStringLiteral("packaging/linux/kvplan.1.in has no .SS \"%1 …\" "
                                           "section")
                                .arg(command)));
        QVERIFY2(sections.value(QStringLiteral("SYNOPSIS"))
                     .contains(QStringLiteral(".B ") + command + QLatin1Char('\n')),
                 qPrintable(command + QStringLiteral(" is not in the SYNOPSIS")));
    }

    void manPageDocumentsEveryOption_data()
    {
        QTest::addColumn<QString>("command");
        QTest::addColumn<QString>("option");
        for (const QString& command : helpCommands())
            for (const QString& option : helpOptions(command))
                QTest::newRow(qPrintable(QStringLiteral("kvplan %1 %2").arg(command, option)))
                    << command << option;
    }
    void manPageDocumentsEveryOption()
    {
        QFETCH(QString, command);
        QFETCH(QString, option);
        const QMap<QString, QString> sections = manSections(manText());
        // An option is described in its command's section or, when several commands share it,
        // under COMMON OPTIONS.
        const QString own = commandSection(sections, command);
        const QString common = sections.value(QStringLiteral("COMMON OPTIONS"));
        static const QRegularExpression word(QStringLiteral("(?<![a-z-])%1(?![a-z-])"));
        const QRegularExpression exact(word.pattern().arg(QRegularExpression::escape(option)));
        QVERIFY2(
            own.contains(exact) || common.contains(exact),
            qPrintable(
                QStringLiteral("%1 of kvplan %2 is not in the man page").arg(option, command)));
    }

    void manPageDocumentsEveryExitStatus()
    {
        // `kvplan --help`: "Exit status: 0 success, 1 failure to write output, 2 usage error,
        // 3 invalid input."
        const QString help = kvplan({QStringLiteral("--help")}).out;
        static const QRegularExpression statuses(QStringLiteral("Exit status:([^.]*)\\."));
        const QRegularExpressionMatch match = statuses.match(help);
        QVERIFY(match.hasMatch());
        static const QRegularExpression code(QStringLiteral("\\b(\\d)\\b"));
        QSet<QString> codes;
        for (const auto& m : code.globalMatch(match.captured(1)))
            codes << m.captured(1);
        QCOMPARE(codes, (QSet<QString>{"0", "1", "2", "3"}));
        const QString exitSection = manSections(manText()).value(QStringLiteral("EXIT STATUS"));
        for (const QString& c : codes)
            QVERIFY2(exitSection.contains(QStringLiteral(".B ") + c + QLatin1Char('\n')),
                     qPrintable(QStringLiteral("exit status %1 is not in the man page").arg(c)));
    }

    void manPagesRenderWithoutWarnings_data()
    {
        QTest::addColumn<QString>("page");
        QTest::newRow("kvplan.1") << QStringLiteral("kvplan.1");
        QTest::newRow("kvplanner.1") << QStringLiteral("kvplanner.1");
    }
    void manPagesRenderWithoutWarnings()
    {
        QFETCH(QString, page);
        const QString man = QStandardPaths::findExecutable(QStringLiteral("man"));
        if (man.isEmpty())
            QSKIP("man is not installed (man-db): the pages were not rendered");
        // What lintian runs on a manual page; any message is a defect.
        QProcessEnvironment environment = QProcessEnvironment::systemEnvironment();
        environment.insert(QStringLiteral("LC_ALL"), QStringLiteral("C.UTF-8"));
        environment.insert(QStringLiteral("MANWIDTH"), QStringLiteral("80"));
        const Run run =
            runProgram(man,
                       {QStringLiteral("--warnings"), QStringLiteral("-E"), QStringLiteral("UTF-8"),
                        QStringLiteral("-l"), QStringLiteral("-Tutf8"), QStringLiteral("-Z"),
                        QStringLiteral(KVPLAN_MAN_DIR) + QLatin1Char('/') + page},
                       environment);
        QCOMPARE(run.exitCode, 0);
        QVERIFY2(run.err.isEmpty(), qPrintable(run.err));
    }

    void versionIsProjectsEverywhere()
    {
        // Both programs, kvplanner without any display (a server, a package test).
        QCOMPARE(kvplan({QStringLiteral("--version")}).out,
                 QStringLiteral("kvplan %1\n").arg(kVersion));
        QProcessEnvironment headless = QProcessEnvironment::systemEnvironment();
        headless.remove(QStringLiteral("DISPLAY"));
        headless.remove(QStringLiteral("WAYLAND_DISPLAY"));
        headless.remove(QStringLiteral("QT_QPA_PLATFORM"));
        const Run gui =
            runProgram(QStringLiteral(KVPLAN_GUI), {QStringLiteral("--version")}, headless);
        QCOMPARE(gui.exitCode, 0);
        QCOMPARE(gui.out, QStringLiteral("kvplanner %1\n").arg(kVersion));

        QString date;
        QCOMPARE(metainfoRelease(&date), kVersion);
        QVERIFY2(
            QRegularExpression(QStringLiteral("^\\d{4}-\\d{2}-\\d{2}$")).match(date).hasMatch(),
            qPrintable(date));
        const QString changelog = readText(kLinux + QStringLiteral("/changelog"));
        QVERIFY2(changelog.startsWith(QStringLiteral("kvplanner (%1) ").arg(kVersion)),
                 qPrintable(QStringLiteral("packaging/linux/changelog: the newest entry must be "
                                           "kvplanner (%1); add one")
                                .arg(kVersion)));
        QVERIFY(manText().contains(QStringLiteral("\"kvplan %1\"").arg(kVersion)));
    }

    void desktopEntryMetainfoAndMimeAgree()
    {
        // The desktop entry starts a program the package installs, with the file it opens.
        QCOMPARE(desktopValue(QStringLiteral("Exec")), QStringLiteral("kvplanner %f"));
        QCOMPARE(desktopValue(QStringLiteral("Icon")), QStringLiteral("org.kvplanner.KVPlanner"));
        const QString mime = readText(kLinux + QStringLiteral("/kvplan-mime.xml"));
        QVERIFY(mime.contains(QStringLiteral("type=\"application/x-kvplan+json\"")));
        QVERIFY(mime.contains(QStringLiteral("pattern=\"*.kvplan.json\"")));
        QCOMPARE(desktopValue(QStringLiteral("MimeType")),
                 QStringLiteral("application/x-kvplan+json;"));
        const QString metainfo =
            readText(kLinux + QStringLiteral("/org.kvplanner.KVPlanner.metainfo.xml"));
        QVERIFY(metainfo.contains(QStringLiteral("<id>org.kvplanner.KVPlanner</id>")));
        QVERIFY(metainfo.contains(
            QStringLiteral("<launchable type=\"desktop-id\">org.kvplanner.KVPlanner.desktop")));
        QVERIFY(
            metainfo.contains(QStringLiteral("<mediatype>application/x-kvplan+json</mediatype>")));
        QVERIFY(QFile::exists(kSource + QStringLiteral("/resources/icons/kvplanner.svg")));
    }

    void validatorsAccept_data()
    {
        QTest::addColumn<QString>("tool");
        QTest::addColumn<QStringList>("arguments");
        QTest::newRow("desktop-file-validate (desktop-file-utils)")
            << QStringLiteral("desktop-file-validate")
            << QStringList{kLinux + QStringLiteral("/org.kvplanner.KVPlanner.desktop")};
        QTest::newRow("appstreamcli validate (appstream)")
            << QStringLiteral("appstreamcli")
            << QStringList{QStringLiteral("validate"), QStringLiteral("--no-net"),
                           kLinux + QStringLiteral("/org.kvplanner.KVPlanner.metainfo.xml")};
    }
    void validatorsAccept()
    {
        QFETCH(QString, tool);
        QFETCH(QStringList, arguments);
        const QString program = QStandardPaths::findExecutable(tool);
        if (program.isEmpty())
            QSKIP(qPrintable(tool + QStringLiteral(" is not installed: run "
                                                   "packaging/install-deps.sh")));
        const Run run = runProgram(program, arguments);
        QVERIFY2(run.exitCode == 0, qPrintable(run.out + run.err));
    }
};

QTEST_GUILESS_MAIN(TestPackageMetadata)

} // namespace tst_package_metadata

#include "tst_package_metadata.moc"
