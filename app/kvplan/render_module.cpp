// SPDX-License-Identifier: GPL-3.0-or-later
// The kvplan program's side of the render module (render_main.cpp): `kvplan quote` loads it and
// runs there; every other command runs here, with Qt Core only (issue #24: Debian binds every
// relocation of a Qt library at start, and Gui, Widgets and QCustomPlot cost `kvplan report`
// about 20 M instructions).
#include "cli.h"

#include <QCoreApplication>
#include <QDir>
#include <QFileInfo>
#include <QLibrary>
#include <QStringList>
#include <vector>

namespace kvp::cli {

namespace {

// Why the module could not be loaded: each file tried, with the loader's words (none: the file
// is missing). Worded by runQuote, once the language is set.
struct LoadAttempt {
    QString path;
    QString loaderError;
};

std::vector<LoadAttempt>& loadAttempts()
{
    static std::vector<LoadAttempt> attempts;
    return attempts;
}

bool rendersPages(const QString& command)
{
    return command == QLatin1String("quote");
}

// Beside the program (the build tree, the macOS bundle, Windows), then in its installed folder
// (KVPLAN_RENDER_MODULE_DIR: ../lib/<multiarch triplet>/kvplanner from bin/ on Linux).
QStringList moduleCandidates()
{
    QString programDir;
    {
        // Only to know where the program is; the module makes its own application object.
        int argc = 1;
        char name[] = "kvplan";
        char* argv[] = {name, nullptr};
        const QCoreApplication application(argc, argv);
        programDir = QCoreApplication::applicationDirPath();
    }
    const QString file = QStringLiteral(KVPLAN_RENDER_MODULE_FILE);
    QStringList candidates{QDir(programDir).filePath(file)};
    const QString installed =
        QDir::cleanPath(QDir(programDir).filePath(QStringLiteral(KVPLAN_RENDER_MODULE_DIR)));
    if (installed != QDir::cleanPath(programDir))
        candidates << QDir(installed).filePath(file);
    return candidates;
}

} // namespace

std::optional<int> runInRenderModule(const QStringList& arguments)
{
    if (!rendersPages(commandName(arguments)))
        return std::nullopt;
    for (const QString& path : moduleCandidates()) {
        if (!QFileInfo::exists(path)) {
            loadAttempts().push_back({path, {}});
            continue;
        }
        QLibrary module(path);
        using Run = int (*)(const QStringList*);
        if (const auto run = reinterpret_cast<Run>(module.resolve("kvplan_render_run")))
            return run(&arguments);
        loadAttempts().push_back({path, module.errorString()});
    }
    return std::nullopt;
}

int runQuote(const Invocation&)
{
    QStringList problems;
    for (const LoadAttempt& a : loadAttempts())
        problems << (a.loaderError.isEmpty()
                         ? tr("%1 is missing").arg(QDir::toNativeSeparators(a.path))
                         : a.loaderError);
    return fail(Failure, tr("quote: cannot load the PDF renderer (%1); reinstall KV Planner")
                             .arg(problems.join(QStringLiteral("; "))));
}

} // namespace kvp::cli
