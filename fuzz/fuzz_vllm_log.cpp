// SPDX-License-Identifier: GPL-3.0-or-later
// A vLLM startup log as a customer pastes it (kvplan calibrate): the parser takes any text and
// finds what it can; it must never crash, hang or throw.
#include "harness.h"
#include "kvplan/vllm_log.h"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size)
{
    using namespace kvp;
    try {
        parseVllmLog(fuzz::textOf(data, size));
    } catch (const std::exception& e) {
        fuzz::defect(std::string("parseVllmLog() threw: ") + e.what());
    }
    return 0;
}
