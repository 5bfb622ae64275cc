// SPDX-License-Identifier: GPL-3.0-or-later
// The render module, kvplan-render: the commands that render pages (the PDF quote: Qt Widgets,
// QCustomPlot) with every other command, for the kvplan program to load when one is asked for
// (render_module.cpp). Its one entry runs the command line as kvplan would, with a widget
// application. It is built with the libraries it links hidden (app/CMakeLists.txt), so it shares
// no code and no state with the program that loads it.
#include "cli.h"

#include <QStringList>
#include <QtGlobal>

extern "C" Q_DECL_EXPORT int kvplan_render_run(const QStringList* arguments)
{
    kvp::cli::setWidgetApplicationMaker(&kvp::cli::makeWidgetApplication);
    return kvp::cli::run(*arguments);
}
