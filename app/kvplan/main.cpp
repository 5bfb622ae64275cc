// SPDX-License-Identifier: GPL-3.0-or-later
// kvplan: the command-line tool over the sizing core. It links Qt Core only; a command that
// renders pages runs in the render module (render_module.cpp).
#include "cli.h"

#include <QStringList>

int main(int argc, char** argv)
{
    QStringList arguments;
    for (int i = 1; i < argc; ++i)
        arguments << QString::fromLocal8Bit(argv[i]);
    if (const std::optional<int> status = kvp::cli::runInRenderModule(arguments))
        return *status;
    return kvp::cli::run(arguments);
}
