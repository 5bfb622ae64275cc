// SPDX-License-Identifier: GPL-3.0-or-later
// The customer's needs (kvplan recommend --from-needs FILE, docs/needs-format.md): the strict
// reader; a needs file it takes is written back and reads the same, passes checkNeeds (what the
// desktop dialog's values go through), and its scenario reaches everything a scenario reaches.
// The search itself (recommendForNeeds) plans hundreds of configurations: tests/core/tst_needs
// covers it, not the fuzzer.
#include "harness.h"
#include "kvplan/needs.h"

#include <nlohmann/json.hpp>

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size)
{
    using namespace kvp;
    const auto needs = fuzz::loadOrRefuse<NeedsError>(
        [&] { return parseNeeds(fuzz::textOf(data, size), "fuzz.json"); });
    if (!needs)
        return 0;
    const std::string written = needsToJson(*needs).dump(2);
    const auto again =
        fuzz::loadOrRefuse<NeedsError>([&] { return parseNeeds(written, "written.json"); });
    KVPLAN_FUZZ_CHECK(again && *again == *needs, "the needs written back read differently");
    try {
        checkNeeds(*needs);
    } catch (const NeedsError& e) {
        fuzz::defect(std::string("checkNeeds refused what parseNeeds took: ") + e.what());
    }
    const Scenario scenario = needsScenario(*needs);
    KVPLAN_FUZZ_CHECK(scenario.workload.users == needs->users, "users");
    KVPLAN_FUZZ_CHECK(scenario.workload.contextTokens == needs->contextTokens, "context");
    fuzz::exerciseScenario(scenario);
    return 0;
}
