// SPDX-License-Identifier: GPL-3.0-or-later
// A `vllm bench serve` result as a customer gives it (kvplan calibrate-bench): the saved JSON or
// the printed block. The reader refuses what it cannot use with BenchResultError and must never
// crash, hang or throw anything else; what it accepts becomes a load pattern that plans.
#include "harness.h"
#include "kvplan/bench_result.h"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size)
{
    using namespace kvp;
    try {
        const BenchRun run = parseBenchResult(fuzz::textOf(data, size), "fuzz");
        const LoadSpec load = benchLoad(run);
        if (load.inputTokens == 0 || load.outputTokens == 0 || load.numRequests == 0)
            fuzz::defect("benchLoad() gave an empty pattern");
    } catch (const BenchResultError&) {
    } catch (const std::exception& e) {
        fuzz::defect(std::string("parseBenchResult() threw: ") + e.what());
    }
    return 0;
}
