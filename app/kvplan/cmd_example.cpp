// SPDX-License-Identifier: GPL-3.0-or-later
#include "cli.h"
#include "kvplan/scenario_io.h"

namespace kvp::cli {

Command exampleCommand()
{
    Command c;
    c.name = QStringLiteral("example");
    c.synopsis = QStringLiteral("example");
    c.summary = QStringLiteral("print the built-in worked example scenario as JSON");
    c.description = QStringLiteral(
        "Prints the worked example of the vendor's sizing guide (Qwen3-32B with an FP8 KV "
        "cache, one copy per card on 4 x RTX PRO 6000 Blackwell Server Edition, 500 users, "
        "8,192-token conversations) as a scenario file. Save it, edit it, and pass it to the "
        "other commands.");
    c.run = [](const Invocation&) {
        printOut(QString::fromStdString(serializeScenario(workedExample())));
        return static_cast<int>(Success);
    };
    return c;
}

} // namespace kvp::cli
