// SPDX-License-Identifier: GPL-3.0-or-later
// kvplanner: the desktop application. Parses the command line and wires the editor up; the
// editor itself is the kvplan_ui library.
#include "catalog/picker_entries.h"
#include "charts/charts_panel.h"
#include "charts/node_power_chart.h"
#include "controller/document.h"
#include "forms/forms_panel.h"
#include "kvplan/ui/language.h"
#include "kvplan/ui/scenario_file.h"
#include "main_window.h"
#include "settings/preferences.h"
#include "views/needs_dialog.h"
#include "views/presentation_mode.h"
#include "views/recommend_window.h"
#include "views/whatif_window.h"

#include <QApplication>
#include <QCommandLineParser>
#include <QElapsedTimer>
#include <QIcon>
#include <QLocale>
#include <QScreen>
#include <QSettings>
#include <QTimer>
#include <cstdio>
#include <memory>
#include <optional>
#include <variant>

using namespace kvp::ui;

namespace {

// "1366x768" → a size; an invalid size when the text is not one.
QSize parseSize(const QString& text)
{
    const QStringList parts = text.split(QLatin1Char('x'));
    if (parts.size() != 2)
        return {};
    bool okWidth = false;
    bool okHeight = false;
    const QSize size(parts[0].toInt(&okWidth), parts[1].toInt(&okHeight));
    return okWidth && okHeight && size.width() >= 640 && size.height() >= 480 ? size : QSize();
}

void fail(const QString& message)
{
    std::fprintf(stderr, "kvplanner: %s\n", qPrintable(message));
}

// --version and --help print and quit; they must work without a display (a server, a
// package test), where QApplication would abort, so they get a QCoreApplication.
bool onlyPrints(int argc, char** argv)
{
    for (int i = 1; i < argc; ++i) {
        const QByteArray arg(argv[i]);
        if (arg == "--version" || arg == "-v" || arg == "--help" || arg == "-h" ||
            arg == "--help-all" || arg == "-?")
            return true;
    }
    return false;
}

// What the command line asks for, checked; the window is set up from it.
struct LaunchOptions {
    QString scenarioPath;
    QString language; // en or de; empty: the preference, else the system's
    std::optional<Theme> theme;
    QSize size;
    QString panel; // formula, engine, sweep, compare, recommend or rack; empty for the default
    QString screenshotFile; // empty: an interactive session
};

struct CommandLine {
    QCommandLineParser parser;
    QCommandLineOption theme{
        QStringLiteral("theme"),
        QStringLiteral("Colour theme, light or dark (saved as the preference)."),
        QStringLiteral("light|dark")};
    QCommandLineOption screenshot{
        QStringLiteral("screenshot"),
        QStringLiteral("Draw the main window into FILE (PNG) and quit, without waiting for a "
                       "user."),
        QStringLiteral("FILE")};
    QCommandLineOption size{QStringLiteral("window-size"),
                            QStringLiteral("Window size, e.g. 1366x768."),
                            QStringLiteral("WIDTHxHEIGHT")};
    QCommandLineOption language{
        QStringLiteral("lang"),
        QStringLiteral("The language of the window, reports and quotes: en or de (default: the "
                       "one chosen under View → Language, else the system's)."),
        QStringLiteral("en|de")};
    QCommandLineOption panel{
        QStringLiteral("panel"),
        QStringLiteral("The panel under the charts at start: formula (default) or engine; or the "
                       "what-if window's sweep or compare, or the Recommend window with its "
                       "search run (the screenshot is then of that window); rack: the form's Rack "
                       "and power section and the node power chart; needs: File → New from the "
                       "customer's needs with the worked example's question and its offers; "
                       "present: presentation mode (F11)."),
        QStringLiteral("formula|engine|sweep|compare|recommend|rack|needs|present")};

    CommandLine()
    {
        parser.setApplicationDescription(QStringLiteral(
            "KV Planner: size LLM inference servers that offload the KV cache to CPU "
            "memory and NVMe. Without SCENARIO it opens the built-in worked example."));
        parser.addHelpOption();
        parser.addVersionOption();
        parser.addPositionalArgument(QStringLiteral("SCENARIO"),
                                     QStringLiteral("A scenario file (*.kvplan.json) to open."),
                                     QStringLiteral("[SCENARIO]"));
        parser.addOptions({theme, screenshot, size, panel, language});
    }
};

// The options of a processed command line, or the exit code after a message on stderr.
std::variant<LaunchOptions, int> launchOptions(const CommandLine& line)
{
    const QCommandLineParser& parser = line.parser;
    LaunchOptions options;
    const QStringList positional = parser.positionalArguments();
    if (positional.size() > 1) {
        fail(QStringLiteral("give at most one scenario file (got %1)").arg(positional.size()));
        return 2;
    }
    if (parser.isSet(line.theme)) {
        options.theme = themeFromName(parser.value(line.theme));
        if (!options.theme) {
            fail(QStringLiteral("--theme: must be light or dark (got %1)")
                     .arg(parser.value(line.theme)));
            return 2;
        }
    }
    if (parser.isSet(line.size)) {
        options.size = parseSize(parser.value(line.size));
        if (!options.size.isValid()) {
            fail(QStringLiteral("--window-size: must be WIDTHxHEIGHT, at least 640x480 (got %1)")
                     .arg(parser.value(line.size)));
            return 2;
        }
    }
    options.language = parser.value(line.language);
    if (parser.isSet(line.language) && !isAvailableLanguage(options.language)) {
        fail(QStringLiteral("--lang: must be en or de (got %1)").arg(options.language));
        return 2;
    }
    options.panel = parser.value(line.panel);
    const QStringList panels = {QStringLiteral("formula"),   QStringLiteral("engine"),
                                QStringLiteral("sweep"),     QStringLiteral("compare"),
                                QStringLiteral("recommend"), QStringLiteral("rack"),
                                QStringLiteral("needs"),     QStringLiteral("present")};
    if (!options.panel.isEmpty() && !panels.contains(options.panel)) {
        fail(QStringLiteral("--panel: must be formula, engine, sweep, compare, recommend, rack, "
                            "needs or present (got %1)")
                 .arg(options.panel));
        return 2;
    }
    options.scenarioPath = positional.value(0);
    if (parser.isSet(line.screenshot)) {
        options.screenshotFile = parser.value(line.screenshot);
        if (!options.scenarioPath.isEmpty()) {
            // Unattended: a bad file is an error on stderr, not a dialog nobody answers.
            try {
                loadScenarioFile(options.scenarioPath);
            } catch (const ScenarioFileError& e) {
                fail(e.message());
                return 3;
            }
        }
    }
    return options;
}

void setWindowIcon()
{
    // The desktop entry and the icon theme name the window (Wayland matches the entry by it).
    QGuiApplication::setDesktopFileName(QStringLiteral("org.kvplanner.KVPlanner"));
    QIcon icon = QIcon::fromTheme(QStringLiteral("org.kvplanner.KVPlanner"));
    if (icon.isNull())
        for (const int size : {48, 128, 256})
            icon.addFile(QStringLiteral(":/icons/kvplanner-%1.png").arg(size));
    QApplication::setWindowIcon(icon);
}

// The window as the options ask: the file opened, the panel shown; for a screenshot, drawn
// into the file once the layout has settled, then the program quits.
void present(MainWindow& window, const LaunchOptions& options)
{
    if (options.size.isValid())
        window.resize(options.size);
    window.show();
    const bool screenshot = !options.screenshotFile.isEmpty();
    // Before the file asked for: opening it then asks whether to save the recovered work.
    // Unattended screenshots offer nothing.
    if (!screenshot)
        window.offerRecovery();
    if (!options.scenarioPath.isEmpty())
        window.document()->openFile(options.scenarioPath);
    if (options.panel == QLatin1String("engine"))
        window.showEngineConfiguration();
    if (options.panel == QLatin1String("rack")) {
        // §11 in view: the form's Rack and power section, the tab of the node power chart.
        window.forms()->focusSection(FormsPanel::RackSection);
        window.chartsPanel()->showChart(window.chart<NodePowerChart>());
    }
    if (options.panel == QLatin1String("present"))
        window.presentation()->enter();
    const bool whatIf =
        options.panel == QLatin1String("sweep") || options.panel == QLatin1String("compare");
    if (options.panel == QLatin1String("sweep"))
        window.whatIfWindow()->showSweep();
    if (options.panel == QLatin1String("compare"))
        window.whatIfWindow()->showCompare();
    if (options.panel == QLatin1String("recommend")) {
        RecommendWindow* recommend = window.recommendWindow();
        recommend->show();
        recommend->startSearch();
        if (screenshot)
            QObject::connect(recommend, &RecommendWindow::searchFinished, recommend,
                             [recommend, file = options.screenshotFile] {
                                 QTimer::singleShot(400, recommend, [recommend, file] {
                                     if (!recommend->grab().save(file, "PNG"))
                                         QCoreApplication::exit(1);
                                     else
                                         QCoreApplication::quit();
                                 });
                             });
        return;
    }
    if (options.panel == QLatin1String("needs")) {
        // The dialog's own search with the fields as they open (the worked example's question).
        auto* needs = new NeedsDialog(desktopCatalog(nullptr), QString(), &window);
        needs->setAttribute(Qt::WA_DeleteOnClose);
        needs->show();
        needs->startSearch();
        if (screenshot)
            QObject::connect(needs, &NeedsDialog::searchFinished, needs,
                             [needs, file = options.screenshotFile] {
                                 QTimer::singleShot(400, needs, [needs, file] {
                                     if (!needs->grab().save(file, "PNG"))
                                         QCoreApplication::exit(1);
                                     else
                                         QCoreApplication::quit();
                                 });
                             });
        return;
    }
    if (!screenshot)
        return;
    // Let the layout settle and the queued replots run before drawing the window.
    QTimer::singleShot(400, &window, [&window, whatIf, file = options.screenshotFile] {
        window.replotNow();
        QWidget* shown = whatIf ? static_cast<QWidget*>(window.whatIfWindow()) : &window;
        if (!shown->grab().save(file, "PNG")) {
            fail(QStringLiteral("%1: cannot be written").arg(file));
            QCoreApplication::exit(1);
            return;
        }
        QCoreApplication::quit();
    });
}

// The start, timed: KVPLAN_STARTUP_TRACE=1 prints the milliseconds since main() at each step on
// stderr; KVPLAN_QUIT_AFTER_FIRST_PAINT=1 quits once the window has been painted, so that a
// script times the whole process (`time kvplanner`).
class StartupTrace : public QObject {
public:
    StartupTrace()
        : enabled_(qEnvironmentVariableIntValue("KVPLAN_STARTUP_TRACE") != 0),
          quitAfterFirstPaint_(qEnvironmentVariableIntValue("KVPLAN_QUIT_AFTER_FIRST_PAINT") != 0)
    {
        clock_.start();
    }
    void mark(const char* step) const
    {
        if (enabled_)
            std::fprintf(stderr, "kvplanner: %6.1f ms %s\n", double(clock_.nsecsElapsed()) / 1e6,
                         step);
    }
    // Watches `window` for its first paint.
    void watch(QWidget* window)
    {
        if (enabled_ || quitAfterFirstPaint_)
            window->installEventFilter(this);
    }

protected:
    bool eventFilter(QObject* watched, QEvent* event) override
    {
        if (event->type() == QEvent::Paint) {
            watched->removeEventFilter(this);
            // After this paint: the window's children are painted in the same pass.
            QTimer::singleShot(0, this, [this] {
                mark("first paint");
                if (quitAfterFirstPaint_)
                    QCoreApplication::quit();
            });
        }
        return false;
    }

private:
    QElapsedTimer clock_;
    bool enabled_;
    bool quitAfterFirstPaint_;
};

} // namespace

int main(int argc, char** argv)
{
    StartupTrace trace;
    std::unique_ptr<QCoreApplication> application;
    if (onlyPrints(argc, argv))
        application = std::make_unique<QCoreApplication>(argc, argv);
    else
        application = std::make_unique<QApplication>(argc, argv);
    QCoreApplication& app = *application;
    trace.mark("application");
    QCoreApplication::setOrganizationName(QStringLiteral("KV Planner"));
    QCoreApplication::setApplicationName(QStringLiteral("kvplanner"));
    QCoreApplication::setApplicationVersion(QStringLiteral(KVPLAN_VERSION));
    // Spin boxes read and write numbers the way reports print them (1,234.5) until the
    // language is known.
    QLocale::setDefault(QLocale(QLocale::English, QLocale::UnitedStates));

    CommandLine line;
    line.parser.process(app);
    setWindowIcon();
    const std::variant<LaunchOptions, int> parsed = launchOptions(line);
    if (const int* exitCode = std::get_if<int>(&parsed))
        return *exitCode;
    const LaunchOptions& options = std::get<LaunchOptions>(parsed);

    Preferences preferences(std::make_unique<QSettings>());
    if (options.theme)
        preferences.setTheme(*options.theme);
    QString language = options.language;
    if (language.isEmpty())
        language = preferences.language();
    if (language.isEmpty())
        language = languageOfLocale(QLocale::system());
    setLanguage(language);
    // Spin boxes read and write numbers the way reports print them in that language.
    QLocale::setDefault(localeOf(language));
    trace.mark("language");
    MainWindow window(&preferences);
    trace.mark("main window");
    trace.watch(&window);
    present(window, options);
    trace.mark("presented");
    return app.exec();
}
