// SPDX-License-Identifier: GPL-3.0-or-later
// A Hugging Face config.json as a customer sends it (kvplan model-import, the GUI's import):
// the importer, strict and lenient (--generic), and the imported model in the worked example
// through everything a scenario reaches. Also a safetensors index, read for its total size.
#include "harness.h"
#include "kvplan/hf_config.h"
#include "kvplan/scenario_io.h"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size)
{
    using namespace kvp;
    const std::string_view text = fuzz::textOf(data, size);
    for (const bool generic : {false, true}) {
        ModelImportOptions options;
        options.generic = generic;
        const auto imported =
            fuzz::loadOrRefuse<ModelImportError>([&] { return importHfConfigText(text, options); });
        if (!imported)
            continue;
        for (const std::string& note : imported->notes)
            fuzz::checkMessage(note, "an import note");
        Scenario scenario = workedExample();
        scenario.model = imported->model;
        fuzz::exerciseScenario(scenario); // an imported model out of a scenario's range: skipped
    }
    fuzz::loadOrRefuse<ModelImportError>([&] { return safetensorsTotalSize(text); });
    return 0;
}
