// SPDX-License-Identifier: GPL-3.0-or-later
#include "cli.h"
#include "kvplan/scenario_io.h"

namespace kvp::cli {

Command exampleCommand()
{
    Command c;
    c.name = QStringLiteral("example");
    c.synopsis = QStringLiteral("example");
    c.summary = tr("print the built-in worked example scenario as JSON");
    c.description =
        tr("Prints the worked example of the vendor's sizing guide (Qwen3-32B with an FP8 KV "
           "cache, one copy per card on 4 x RTX PRO 6000 Blackwell Server Edition, 500 users, "
           "8,192-token conversations) as a scenario file. Save it, edit it, and pass it to the "
           "other commands.");
    c.synopsis = QStringLiteral("example [--gpu ID] [--platform ID] [--drive ID-CAPACITY] "
                                "[--chassis ID] [--catalog FILE]... "
                                "[--set KEY=VALUE]...");
    c.description += tr(
        " --gpu, --platform, --drive and --chassis fill it from catalog entries first, and --set "
        "changes "
        "keys after that: the printed file stores the values and reads the same anywhere.");
    c.options = catalogChoiceOptions();
    c.options.push_back(setOption());
    c.run = [](const Invocation& in) {
        Scenario scenario;
        if (const int status = loadScenarioWithChoices(in, scenario); status != Success)
            return status;
        printOut(QString::fromStdString(serializeScenario(scenario)));
        return static_cast<int>(Success);
    };
    return c;
}

} // namespace kvp::cli
