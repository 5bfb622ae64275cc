// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// The generic fuzz harness: what every fuzz target of KV Planner checks, whatever it reads.
//
// A target is one function, LLVMFuzzerTestOneInput(data, size), that hands the bytes to a loader
// through loadOrRefuse<Refusal>(…): the loader either returns a value or refuses the text with
// its documented error type, whose message must be one short line of valid UTF-8. Any other
// exception, a crash, a hang or a sanitizer report is a defect. What a loader returns goes on
// to exerciseScenario(), which runs everything a scenario reaches (plan, reports, launch
// scripts) and checks the invariants that hold for every valid scenario. fuzz/README.md shows
// how a new loader (config.json import, a price list) becomes a target in a few lines.

#include "kvplan/scenario.h"

#include <cstddef>
#include <cstdint>
#include <exception>
#include <optional>
#include <string>
#include <string_view>
#include <typeinfo>

namespace kvp::fuzz {

// The input as text (any bytes: hostile input need not be UTF-8).
inline std::string_view textOf(const std::uint8_t* data, std::size_t size)
{
    return {reinterpret_cast<const char*>(data), size};
}

// Reports a defect on stderr and aborts, so that libFuzzer keeps the input as a crash and the
// replay test fails.
[[noreturn]] void defect(const std::string& what);

// A message for a person: not empty, valid UTF-8, one line, at most 700 characters.
void checkMessage(std::string_view message, std::string_view where);

#define KVPLAN_FUZZ_CHECK(condition, what)                                                         \
    do {                                                                                           \
        if (!(condition))                                                                          \
            ::kvp::fuzz::defect(std::string(__FILE__) + ":" + std::to_string(__LINE__) + ": " +    \
                                (what) + " [" #condition "]");                                     \
    } while (false)

// Runs `load()`. A return is a loaded value; `Refusal` (the loader's documented error) is the
// clear "no" a hostile input deserves, checked with checkMessage(); anything else is a defect.
template <class Refusal, class Load>
auto loadOrRefuse(Load&& load) -> std::optional<decltype(load())>
{
    try {
        return load();
    } catch (const Refusal& refusal) {
        checkMessage(refusal.what(), typeid(Refusal).name());
        return std::nullopt;
    } catch (const std::exception& e) {
        defect(std::string("the loader threw ") + typeid(e).name() + " instead of " +
               typeid(Refusal).name() + ": " + e.what());
    } catch (...) {
        defect(std::string("the loader threw a non-standard exception instead of ") +
               typeid(Refusal).name());
    }
}

// Everything a valid scenario reaches, with its invariants: the byte-exact save/load round
// trip; plan() never throws and gives no NaN or negative figure; the DIMM layout fills every
// channel alike and covers the requirement; the TTFT series are times and the hit rates
// (closed form, a small simulation) partition the requests; the JSON report round-trips the
// result's figures; the text and markdown reports and every engine's launch scripts and JSON are
// produced without an exception. Returns false (doing nothing) for a scenario validate() refuses.
bool exerciseScenario(const Scenario& scenario);

} // namespace kvp::fuzz
