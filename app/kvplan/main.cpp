// SPDX-License-Identifier: GPL-3.0-or-later
// kvplan: the command-line tool over the sizing core.
#include "cli.h"

#include <QStringList>

int main(int argc, char** argv)
{
    QStringList arguments;
    for (int i = 1; i < argc; ++i)
        arguments << QString::fromLocal8Bit(argv[i]);
    return kvp::cli::run(arguments);
}
