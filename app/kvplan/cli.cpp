// SPDX-License-Identifier: GPL-3.0-or-later
#include "cli.h"

#include "kvplan/engine_registry.h"
#include "kvplan/ui/format.h"
#include "kvplan/ui/language.h"

#include <QCoreApplication>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <cstdio>

namespace kvp::cli {

QString tr(const char* text)
{
    return QCoreApplication::translate("kvp::cli", text);
}

QString Invocation::value(const QString& option, const QString& fallback) const
{
    const auto it = options.find(option);
    return it == options.end() || it->second.isEmpty() ? fallback : it->second.back();
}

QStringList Invocation::values(const QString& option) const
{
    const auto it = options.find(option);
    return it == options.end() ? QStringList() : it->second;
}

QString toQString(std::string_view text)
{
    return QString::fromUtf8(text.data(), qsizetype(text.size()));
}

QString fixedNumber(double value, int decimals)
{
    QLocale locale = ui::numberLocale();
    locale.setNumberOptions(QLocale::OmitGroupSeparator);
    return locale.toString(value, 'f', decimals);
}

QString severityText(Severity severity)
{
    switch (severity) {
    case Severity::Error:
        return tr("error");
    case Severity::Warning:
        return tr("warning");
    case Severity::Info:
        break;
    }
    return tr("info");
}

QString wordList(const QStringList& words)
{
    if (words.size() < 2)
        return words.join(QString());
    return words.mid(0, words.size() - 1).join(QStringLiteral(", ")) + tr(" or ") + words.back();
}

void printOut(const QString& text)
{
    const QByteArray bytes = text.toUtf8();
    std::fwrite(bytes.constData(), 1, static_cast<std::size_t>(bytes.size()), stdout);
    std::fflush(stdout);
}

int fail(int code, const QString& line)
{
    const QByteArray bytes = (QStringLiteral("kvplan: ") + line + QLatin1Char('\n')).toUtf8();
    std::fwrite(bytes.constData(), 1, static_cast<std::size_t>(bytes.size()), stderr);
    return code;
}

bool readInputFile(const QString& path, qint64 maxBytes, QByteArray* content, QString* error)
{
    QFile file;
    const bool standardInput = path == QLatin1String("-");
    const bool opened = standardInput ? file.open(stdin, QIODevice::ReadOnly)
                                      : (file.setFileName(path), file.open(QIODevice::ReadOnly));
    const QString name = standardInput ? tr("(standard input)") : path;
    if (!opened) {
        *error = tr("%1: cannot be read (%2)").arg(name, file.errorString());
        return false;
    }
    *content = file.read(maxBytes + 1);
    if (content->size() > maxBytes) {
        *error = tr("%1: larger than %2 MiB").arg(name).arg(maxBytes / (1024 * 1024));
        return false;
    }
    return true;
}

OptionSpec setOption()
{
    return {QStringLiteral("--set"), QStringLiteral("KEY=VALUE"), true,
            tr("override one scenario key by its dotted path, e.g. "
               "workload.users=600; VALUE is read as JSON when it parses, else as "
               "text; applied in order")};
}

OptionSpec formatOption(const QStringList& formats, const QString& help)
{
    return {QStringLiteral("--format"), QStringLiteral("FORMAT"), false, help, formats};
}

QStringList engineWords(std::string_view EngineDescriptor::*word,
                        bool (*only)(const EngineDescriptor&))
{
    QStringList words;
    for (const EngineDescriptor& e : allEngines())
        if (!only || only(e))
            words << toQString(e.*word);
    return words;
}

QStringList engineIds()
{
    return engineWords(&EngineDescriptor::id);
}

OptionSpec engineOption(const QString& help, const QString& defaults)
{
    return {QStringLiteral("--engine"), QStringLiteral("ENGINE"), false,
            help + tr("%1 (default: %2)").arg(wordList(engineIds()), defaults), engineIds()};
}

std::vector<Command> allCommands()
{
    return {reportCommand(),    quoteCommand(),          recommendCommand(), sweepCommand(),
            compareCommand(),   engineConfigCommand(),   exampleCommand(),   modelImportCommand(),
            calibrateCommand(), calibrateBenchCommand(), catalogCommand()};
}

namespace {

QString mainHelp(const std::vector<Command>& commands)
{
    QString text = QStringLiteral("kvplan " KVPLAN_VERSION " - ") +
                   tr("size LLM inference servers that offload the KV cache to CPU memory and "
                      "NVMe") +
                   QStringLiteral("\n\n") + tr("Usage:") + QLatin1Char('\n');
    for (const Command& c : commands)
        text += QStringLiteral("  kvplan ") + c.synopsis + QLatin1Char('\n');
    text += QLatin1Char('\n') + tr("Commands:") + QLatin1Char('\n');
    for (const Command& c : commands)
        text += QStringLiteral("  ") + (c.name + QStringLiteral(" ")).leftJustified(17) +
                c.summary + QLatin1Char('\n');
    text += QLatin1Char('\n') +
            tr("SCENARIO is a *.kvplan.json file; without it, the built-in worked example "
               "(Qwen3-32B FP8 on 4 x RTX PRO 6000 Server Edition, 500 users, 8K context).\n"
               "`kvplan COMMAND --help` describes a command. Exit status: 0 success, 1 failure "
               "to write output, 2 usage error, 3 invalid input.\n");
    return text;
}

QString commandHelp(const Command& c)
{
    QString text = tr("Usage: kvplan ") + c.synopsis + QStringLiteral("\n\n") + c.description +
                   QStringLiteral("\n");
    text += tr("\nOptions:\n");
    for (const OptionSpec& o : c.options) {
        const QString head =
            o.name + (o.valueName.isEmpty() ? QString() : QLatin1Char(' ') + o.valueName);
        // At least two spaces between an option and its help, however long the option.
        text += QStringLiteral("  ") + (head + QStringLiteral("  ")).leftJustified(24) + o.help +
                QLatin1Char('\n');
    }
    text += QStringLiteral("  ") + QStringLiteral("--lang LANG").leftJustified(24) +
            tr("the language of its messages and words: en (default) or de\n");
    text +=
        QStringLiteral("  ") + QStringLiteral("--help").leftJustified(24) + tr("show this help\n");
    return text;
}

} // namespace

namespace {

// Qt's own notes (an unset XDG_RUNTIME_DIR on a server, …) are not the command's to print: its
// stderr carries one line per warning, or the one line of an error.
void quietQtMessages(QtMsgType type, const QMessageLogContext&, const QString& message)
{
    if (type == QtFatalMsg || type == QtCriticalMsg || qEnvironmentVariableIsSet("KVPLAN_QT_DEBUG"))
        std::fprintf(stderr, "kvplan: Qt: %s\n", qPrintable(message));
}

// `--lang LANG` (or --lang=LANG) anywhere, taken out of `arguments`: every command has it. "en"
// when not given; an empty string when the value is not a language.
QString takeLanguage(QStringList& arguments)
{
    QString language = QStringLiteral("en");
    for (qsizetype i = 0; i < arguments.size();) {
        const QString arg = arguments[i];
        if (arg == QLatin1String("--lang") && i + 1 < arguments.size()) {
            language = arguments[i + 1];
            arguments.remove(i, 2);
        } else if (arg.startsWith(QLatin1String("--lang="))) {
            language = arg.mid(7);
            arguments.remove(i);
        } else {
            ++i;
        }
    }
    return ui::isAvailableLanguage(language) ? language : QString();
}

} // namespace

namespace {

ApplicationMaker widgetApplicationMaker = nullptr;

} // namespace

void setWidgetApplicationMaker(ApplicationMaker maker)
{
    widgetApplicationMaker = maker;
}

std::unique_ptr<QCoreApplication> startApplication(bool widgets)
{
    if (QCoreApplication::instance())
        return nullptr;
    qInstallMessageHandler(quietQtMessages);
    static int argc = 1;
    static char name[] = "kvplan";
    static char* argv[] = {name, nullptr};
    if (!widgets || !widgetApplicationMaker)
        return std::make_unique<QCoreApplication>(argc, argv);
    const bool display =
        qEnvironmentVariableIsSet("DISPLAY") || qEnvironmentVariableIsSet("WAYLAND_DISPLAY");
    if (!display && !qEnvironmentVariableIsSet("QT_QPA_PLATFORM"))
        qputenv("QT_QPA_PLATFORM", "offscreen");
    return widgetApplicationMaker(argc, argv);
}

QString commandName(const QStringList& arguments)
{
    QStringList rest = arguments;
    takeLanguage(rest);
    return rest.value(0);
}

namespace {

// A declared option missing or with a value it does not take; options in the order declared.
std::optional<int> checkOptions(const Command& command, const Invocation& in)
{
    for (const OptionSpec& o : command.options) {
        if (o.required && in.value(o.name).isEmpty())
            return fail(UsageError, tr("%1: %2 %3 is required; see kvplan %1 --help")
                                        .arg(command.name, o.name, o.valueName));
        if (o.allowed.isEmpty())
            continue;
        for (const QString& value : in.values(o.name))
            if (!o.allowed.contains(value))
                return fail(UsageError, tr("%1: %2 must be %3 (got \"%4\")")
                                            .arg(command.name, o.name, wordList(o.allowed), value));
    }
    return std::nullopt;
}

} // namespace

std::optional<int> parseInvocation(const Command& command, const QStringList& arguments,
                                   Invocation& invocation)
{
    for (qsizetype i = 0; i < arguments.size(); ++i) {
        const QString arg = arguments[i];
        if (arg == QLatin1String("--help") || arg == QLatin1String("-h")) {
            printOut(commandHelp(command));
            return Success;
        }
        if (!arg.startsWith(QLatin1String("--")) || arg == QLatin1String("--")) {
            invocation.positionals << arg;
            continue;
        }
        const QString name = arg.section(QLatin1Char('='), 0, 0);
        const OptionSpec* spec = nullptr;
        for (const OptionSpec& o : command.options)
            if (o.name == name)
                spec = &o;
        if (!spec)
            return fail(UsageError,
                        tr("%1: unknown option %2; see kvplan %1 --help").arg(command.name, name));
        QString value;
        if (!spec->valueName.isEmpty()) {
            if (arg.contains(QLatin1Char('=')) && name != arg)
                value = arg.section(QLatin1Char('='), 1);
            else if (i + 1 < arguments.size())
                value = arguments[++i];
            else
                return fail(
                    UsageError,
                    tr("%1: %2 needs a value (%3)").arg(command.name, name, spec->valueName));
        } else if (name != arg) {
            return fail(UsageError, tr("%1: %2 takes no value").arg(command.name, name));
        }
        if (!spec->repeatable && invocation.has(name))
            return fail(UsageError, tr("%1: %2 given more than once").arg(command.name, name));
        invocation.options[name] << value;
    }
    if (invocation.positionals.size() < command.minPositionals ||
        invocation.positionals.size() > command.maxPositionals)
        return fail(UsageError, tr("%1: wrong number of arguments; usage: kvplan %2")
                                    .arg(command.name, command.synopsis));
    return checkOptions(command, invocation);
}

int run(const QStringList& arguments)
{
    // --lang first, wherever it is (kvplan --lang de --help, kvplan quote ... --lang de): the
    // commands' help and every message are written in it.
    QStringList rest = arguments;
    const QString language = takeLanguage(rest);
    const QString first = rest.value(0);
    // Translations need an application object; the quote's charts need a widget one.
    std::unique_ptr<QCoreApplication> application;
    if ((!language.isEmpty() && language != QLatin1String("en")) || first == QLatin1String("quote"))
        application = startApplication(first == QLatin1String("quote"));
    const ui::LanguageScope speaking(language.isEmpty() ? QStringLiteral("en") : language);
    const std::vector<Command> commands = allCommands();
    if (language.isEmpty())
        return fail(
            UsageError,
            tr("--lang must be %1; see kvplan --help").arg(wordList(ui::availableLanguages())));
    if (rest.isEmpty())
        return fail(UsageError, tr("no command given; see kvplan --help"));
    if (first == QLatin1String("--help") || first == QLatin1String("-h") ||
        first == QLatin1String("help")) {
        printOut(mainHelp(commands));
        return Success;
    }
    if (first == QLatin1String("--version")) {
        printOut(QStringLiteral("kvplan " KVPLAN_VERSION "\n"));
        return Success;
    }
    const Command* command = nullptr;
    for (const Command& c : commands)
        if (c.name == first)
            command = &c;
    if (!command)
        return fail(UsageError, tr("unknown command \"%1\"; see kvplan --help").arg(first));
    Invocation invocation;
    if (const auto status = parseInvocation(*command, rest.mid(1), invocation))
        return *status;
    try {
        return command->run(invocation);
    } catch (const std::exception& e) {
        return fail(Failure,
                    QStringLiteral("%1: %2").arg(command->name, QString::fromUtf8(e.what())));
    }
}

} // namespace kvp::cli
