// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// A scenario's name follows what it sizes until someone types one. The automatic name says the
// model, the KV cache's type, the GPUs and the users ("Qwen3-32B FP8, 4 × NVIDIA RTX PRO 6000
// Blackwell Server Edition, 500 users"; back at the worked example's model, GPUs and users, the
// worked example's own name). A name follows when it is empty, the built-in worked
// example's (Scenario{}.name, which the example file holds too) or the automatic name of its
// scenario; any other name was typed and stays. Nothing new is stored: the files read and write
// as before, and undo restores the name with the edit that changed it.

#include "kvplan/scenario.h"

#include <string>

namespace kvp {

std::string automaticScenarioName(const Scenario& scenario);

// Whether `scenario`'s name is one the program wrote, and so follows the scenario.
bool nameFollowsScenario(const Scenario& scenario);

// After an edit from `before` to `after`: when the edit left the name alone, the name follows
// (nameFollowsScenario(before)) and the model, KV type, GPUs or users changed, `after` gets its
// automatic name. Returns whether it renamed.
bool followAutomaticName(const Scenario& before, Scenario& after);

} // namespace kvp
