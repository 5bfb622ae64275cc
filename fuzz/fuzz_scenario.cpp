// SPDX-License-Identifier: GPL-3.0-or-later
// A scenario file as a customer sends it: the strict reader, then everything a loaded scenario
// reaches (plan, JSON / text / markdown reports, every engine's launch scripts).
#include "harness.h"
#include "kvplan/scenario_io.h"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size)
{
    using namespace kvp;
    const auto scenario =
        fuzz::loadOrRefuse<ScenarioError>([&] { return parseScenario(fuzz::textOf(data, size)); });
    if (scenario)
        KVPLAN_FUZZ_CHECK(fuzz::exerciseScenario(*scenario), "a loaded scenario is not valid");
    return 0;
}
