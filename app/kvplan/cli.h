// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// The `kvplan` command line: a table of commands, each with its options, synopsis and help.
// Exit status: 0 success, 2 usage error, 3 invalid input (one line on stderr naming the file,
// the key and the problem), 1 any other failure (an output file that cannot be written).

#include "kvplan/catalog_apply.h"
#include "kvplan/diagnostics.h"
#include "kvplan/engine_registry.h"
#include "kvplan/scenario.h"
#include "kvplan/ui/model_file.h"

#include <QCoreApplication>
#include <QString>
#include <QStringList>
#include <functional>
#include <map>
#include <memory>
#include <optional>
#include <string_view>
#include <vector>

namespace kvp::cli {

// kvplan's own words in the language of --lang (language.h), under lupdate's context "kvp::cli":
// every cmd_*.cpp writes its help and messages through it.
QString tr(const char* text);

enum ExitCode { Success = 0, Failure = 1, UsageError = 2, InvalidInput = 3 };

// An option as the parser checks it and the help shows it. Options are checked in the order a
// command lists them, after the number of arguments.
struct OptionSpec {
    QString name;      // "--format"
    QString valueName; // "" for a flag
    bool repeatable = false;
    QString help;
    QStringList allowed{}; // the values it takes ("text", "json"); empty: any
    bool required = false;
};

struct Invocation {
    QStringList positionals;
    std::map<QString, QStringList> options; // option name → values in order ("" for flags)
    QString value(const QString& option, const QString& fallback = {}) const;
    QStringList values(const QString& option) const;
    bool has(const QString& option) const { return options.count(option) != 0; }
};

struct Command {
    QString name;
    QString synopsis;    // "report [SCENARIO] [--set KEY=VALUE]... [--format text|json|markdown]"
    QString summary;     // one line for `kvplan --help`
    QString description; // for `kvplan NAME --help`
    std::vector<OptionSpec> options;
    int minPositionals = 0;
    int maxPositionals = 0;
    std::function<int(const Invocation&)> run;
};

// Every command; each lives in its own cmd_*.cpp.
std::vector<Command> allCommands();

Command reportCommand();
Command exampleCommand();
Command engineConfigCommand();
Command modelImportCommand();
Command catalogCommand();
Command calibrateCommand();
Command sweepCommand();
Command compareCommand();
Command quoteCommand();
Command recommendCommand();
Command calibrateBenchCommand();

// A registry's word (an engine id, a name) as a QString.
QString toQString(std::string_view text);

// A diagnostic's severity as the messages name it: "error", "warning", "info" (translated).
QString severityText(Severity severity);

// `value` with `decimals` decimals and no group separator, in the language's marks ("31.5",
// "31,5"): what QString::arg(value, 0, 'f', decimals) writes in English.
QString fixedNumber(double value, int decimals);

// The words as a reader lists them: "a", "a or b", "a, b or c".
QString wordList(const QStringList& words);

// An application object when there is none yet (a widget one for the quote's charts, on the
// offscreen platform without a display, so that it works over SSH and in CI, where a maker of
// one is set; else a Qt Core one); Qt's own notes go to stderr only with KVPLAN_QT_DEBUG. nullptr
// when there is one already (tests).
std::unique_ptr<QCoreApplication> startApplication(bool widgets);

// The widget application's maker: the kvplan program links Qt Core only (kvplan_cli), the render
// module (render_main.cpp) sets makeWidgetApplication (cmd_quote_run.cpp, kvplan_cli_render).
using ApplicationMaker = std::unique_ptr<QCoreApplication> (*)(int& argc, char** argv);
void setWidgetApplicationMaker(ApplicationMaker maker);
std::unique_ptr<QCoreApplication> makeWidgetApplication(int& argc, char** argv);

// The command a command line names ("quote" in `kvplan --lang de quote ...`); "" for none.
QString commandName(const QStringList& arguments);

// What `kvplan quote` does. Two definitions, one per program: cmd_quote_run.cpp renders the PDF
// (kvplan_cli_render: the render module, the tests); the kvplan program's (render_module.cpp)
// is reached only when it could not load that module, and says why.
int runQuote(const Invocation& in);

// The kvplan program: a command that renders pages (quote) runs in the render module,
// kvplan-render, loaded from beside the program or from its installed folder; nullopt when the
// command renders nothing or the module cannot be loaded (runQuote then says why).
std::optional<int> runInRenderModule(const QStringList& arguments);

// Output helpers: UTF-8 to stdout, one error line to stderr.
void printOut(const QString& text);
int fail(int code, const QString& line);

// Reads an input file (or standard input for "-") of at most maxBytes; on failure `error` is
// one line naming the file and the problem.
bool readInputFile(const QString& path, qint64 maxBytes, QByteArray* content, QString* error);

// A model id from a config.json's file name when neither --name nor the config gives one
// (shared with the desktop app's import).
using ui::modelIdFromConfigPath;

// Options that several commands share.
OptionSpec setOption();
// --format FORMAT, one of `formats`.
OptionSpec formatOption(const QStringList& formats, const QString& help);
// --engine ENGINE, one of the engine registry's ids; `help` is followed by them and `defaults`.
OptionSpec engineOption(const QString& help, const QString& defaults);
// One word of every engine in the registry (&EngineDescriptor::id, ::name), or of those `only`
// accepts.
QStringList engineWords(std::string_view EngineDescriptor::*word,
                        bool (*only)(const EngineDescriptor&) = nullptr);
// The registry's engine ids ("vllm", "sglang", …), as --engine takes them.
QStringList engineIds();
// --catalog FILE (repeatable): a user catalog merged over the built-in one.
OptionSpec catalogOption();
// --gpu ID, --platform ID, --drive ID-CAPACITY and --catalog FILE: fill the scenario from
// catalog entries before any --set.
std::vector<OptionSpec> catalogChoiceOptions();
// --workload PRESET (per scenario for compare: [N:]PRESET, repeatable).
OptionSpec workloadOption(bool perScenario);
// The scenario named by the invocation (file or worked example), with the catalog entries and
// the workload preset it chose applied and then its --set overrides. Returns an exit code other
// than Success (after printing the one-line error) when the input is invalid.
int loadScenarioWithChoices(const Invocation& in, Scenario& scenario);
// The catalog a command plans with: the user's catalog and the --catalog files over the built-in
// one, as the desktop plans (its chassis are Auto's candidates too). Returns an exit code other
// than Success (after printing the one-line error) when a catalog file is invalid.
int loadInvocationCatalog(const Invocation& in, Catalog& catalog);

// Where a scenario comes from: a file ("" = the worked example), catalog entries, a workload
// preset, then --set overrides in order.
struct ScenarioSource {
    QString path;
    CatalogChoices choices;
    QString workload;
    QStringList sets;
    QStringList catalogs;
};
int loadScenario(const ScenarioSource& source, Scenario& scenario);

// `kvplan catalog workloads`.
int listWorkloadsKind(const Invocation& in);

// Reads `arguments` (those after the command's name) into `invocation` and checks them against
// the command's options: nullopt when the command is to run, else the exit status (after the
// help or the one-line usage error was printed).
std::optional<int> parseInvocation(const Command& command, const QStringList& arguments,
                                   Invocation& invocation);

// The whole command line (without the program name): dispatches to a command, returns the exit
// status. kvplan's main() is this.
int run(const QStringList& arguments);

} // namespace kvp::cli
