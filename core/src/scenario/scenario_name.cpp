// SPDX-License-Identifier: GPL-3.0-or-later
#include "kvplan/scenario_name.h"

#include "kvplan/text.h"

#include <cctype>

namespace kvp {

namespace {

// "Qwen/Qwen3-32B" → "Qwen3-32B": the Hugging Face organisation is not part of the name.
std::string modelWords(const std::string& name)
{
    const auto slash = name.rfind('/');
    return slash == std::string::npos ? name : name.substr(slash + 1);
}

std::string upper(std::string text)
{
    for (char& c : text)
        c = static_cast<char>(std::toupper(static_cast<unsigned char>(c)));
    return text;
}

} // namespace

namespace {

std::string words(const Scenario& s)
{
    std::string model = modelWords(s.model.name);
    if (model.empty())
        model = "Custom model";
    const std::string gpu = s.gpu.name.empty() ? std::string("GPU") : s.gpu.name;
    const std::uint64_t users = s.workload.users;
    return model + " " + upper(toString(s.kvCacheDtype)) + ", " + std::to_string(s.gpu.count) +
           " × " + gpu + ", " + groupThousands(users) + (users == 1 ? " user" : " users");
}

} // namespace

std::string automaticScenarioName(const Scenario& s)
{
    // Back at the worked example's model, GPUs and users: its own name again, so that an edit
    // undone by hand (users 500 → 600 → 500) leaves the scenario as it was.
    static const Scenario workedExample;
    static const std::string workedExampleWords = words(workedExample);
    std::string name = words(s);
    return name == workedExampleWords ? workedExample.name : name;
}

bool nameFollowsScenario(const Scenario& s)
{
    static const std::string workedExample = Scenario{}.name;
    return s.name.empty() || s.name == workedExample || s.name == automaticScenarioName(s);
}

bool followAutomaticName(const Scenario& before, Scenario& after)
{
    if (after.name != before.name || !nameFollowsScenario(before))
        return false;
    const std::string name = automaticScenarioName(after);
    if (name == automaticScenarioName(before) || name == after.name)
        return false;
    after.name = name;
    return true;
}

} // namespace kvp
