// SPDX-License-Identifier: GPL-3.0-or-later
// kvplanner: the desktop application. Parses the command line and wires the editor up; the
// editor itself is the kvplan_ui library.
#include "controller/document.h"
#include "kvplan/ui/scenario_file.h"
#include "main_window.h"
#include "settings/preferences.h"
#include "views/whatif_window.h"

#include <QApplication>
#include <QCommandLineParser>
#include <QIcon>
#include <QLocale>
#include <QScreen>
#include <QSettings>
#include <QTimer>
#include <cstdio>
#include <memory>

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

} // namespace

int main(int argc, char** argv)
{
    std::unique_ptr<QCoreApplication> application;
    if (onlyPrints(argc, argv))
        application = std::make_unique<QCoreApplication>(argc, argv);
    else
        application = std::make_unique<QApplication>(argc, argv);
    QCoreApplication& app = *application;
    QCoreApplication::setOrganizationName(QStringLiteral("KV Planner"));
    QCoreApplication::setApplicationName(QStringLiteral("kvplanner"));
    QCoreApplication::setApplicationVersion(QStringLiteral(KVPLAN_VERSION));
    // Spin boxes read and write numbers the way reports print them (1,234.5).
    QLocale::setDefault(QLocale(QLocale::English, QLocale::UnitedStates));

    QCommandLineParser parser;
    parser.setApplicationDescription(
        QStringLiteral("KV Planner: size LLM inference servers that offload the KV cache to CPU "
                       "memory and NVMe. Without SCENARIO it opens the built-in worked example."));
    parser.addHelpOption();
    parser.addVersionOption();
    parser.addPositionalArgument(QStringLiteral("SCENARIO"),
                                 QStringLiteral("A scenario file (*.kvplan.json) to open."),
                                 QStringLiteral("[SCENARIO]"));
    const QCommandLineOption themeOption(QStringLiteral("theme"),
                                         QStringLiteral("Colour theme, light or dark (saved as "
                                                        "the preference)."),
                                         QStringLiteral("light|dark"));
    const QCommandLineOption screenshotOption(
        QStringLiteral("screenshot"),
        QStringLiteral("Draw the main window into FILE (PNG) and quit, without waiting for a "
                       "user."),
        QStringLiteral("FILE"));
    const QCommandLineOption sizeOption(QStringLiteral("window-size"),
                                        QStringLiteral("Window size, e.g. 1366x768."),
                                        QStringLiteral("WIDTHxHEIGHT"));
    const QCommandLineOption panelOption(
        QStringLiteral("panel"),
        QStringLiteral("The panel under the charts at start: formula (default) or engine; or the "
                       "what-if window's sweep or compare (the screenshot is then of that "
                       "window)."),
        QStringLiteral("formula|engine|sweep|compare"));
    parser.addOptions({themeOption, screenshotOption, sizeOption, panelOption});
    parser.process(app);
    // The desktop entry and the icon theme name the window (Wayland matches the entry by it).
    QGuiApplication::setDesktopFileName(QStringLiteral("org.kvplanner.KVPlanner"));
    QIcon icon = QIcon::fromTheme(QStringLiteral("org.kvplanner.KVPlanner"));
    if (icon.isNull())
        for (const int size : {48, 128, 256})
            icon.addFile(QStringLiteral(":/icons/kvplanner-%1.png").arg(size));
    QApplication::setWindowIcon(icon);

    const QStringList positional = parser.positionalArguments();
    if (positional.size() > 1) {
        fail(QStringLiteral("give at most one scenario file (got %1)").arg(positional.size()));
        return 2;
    }
    std::optional<Theme> theme;
    if (parser.isSet(themeOption)) {
        theme = themeFromName(parser.value(themeOption));
        if (!theme) {
            fail(QStringLiteral("--theme: must be light or dark (got %1)")
                     .arg(parser.value(themeOption)));
            return 2;
        }
    }
    QSize size;
    if (parser.isSet(sizeOption)) {
        size = parseSize(parser.value(sizeOption));
        if (!size.isValid()) {
            fail(QStringLiteral("--window-size: must be WIDTHxHEIGHT, at least 640x480 (got %1)")
                     .arg(parser.value(sizeOption)));
            return 2;
        }
    }
    const QString panel = parser.value(panelOption);
    const QStringList panels = {QStringLiteral("formula"), QStringLiteral("engine"),
                                QStringLiteral("sweep"), QStringLiteral("compare")};
    if (!panel.isEmpty() && !panels.contains(panel)) {
        fail(QStringLiteral("--panel: must be formula, engine, sweep or compare (got %1)")
                 .arg(panel));
        return 2;
    }
    const QString scenarioPath = positional.value(0);
    const bool screenshot = parser.isSet(screenshotOption);
    if (screenshot && !scenarioPath.isEmpty()) {
        // Unattended: a bad file is an error on stderr, not a dialog nobody answers.
        try {
            loadScenarioFile(scenarioPath);
        } catch (const ScenarioFileError& e) {
            fail(e.message());
            return 3;
        }
    }

    Preferences preferences(std::make_unique<QSettings>());
    if (theme)
        preferences.setTheme(*theme);
    MainWindow window(&preferences);
    if (size.isValid())
        window.resize(size);
    window.show();
    // Before the file asked for: opening it then asks whether to save the recovered work.
    // Unattended screenshots offer nothing.
    if (!screenshot)
        window.offerRecovery();
    if (!scenarioPath.isEmpty())
        window.document()->openFile(scenarioPath);
    if (panel == QLatin1String("engine"))
        window.showEngineConfiguration();
    const bool whatIf = panel == QLatin1String("sweep") || panel == QLatin1String("compare");
    if (panel == QLatin1String("sweep"))
        window.whatIfWindow()->showSweep();
    if (panel == QLatin1String("compare"))
        window.whatIfWindow()->showCompare();

    if (screenshot) {
        const QString file = parser.value(screenshotOption);
        // Let the layout settle and the queued replots run before drawing the window.
        QTimer::singleShot(400, &window, [&] {
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
    return app.exec();
}
