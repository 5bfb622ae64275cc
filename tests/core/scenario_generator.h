// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// Valid scenarios at random, for property tests: every field drawn across its whole documented
// range (docs/scenario-format.md), with the ends of each range and typical servers drawn more
// often than chance would, so that both absurd and ordinary sizings come up. Seeded: the same
// seed gives the same scenarios on every machine with the same standard library.

#include "kvplan/scenario.h"
#include "kvplan/scenario_schema.h"

#include <cstdint>
#include <random>
#include <string>
#include <string_view>
#include <vector>

namespace kvp::test {

class ScenarioGenerator {
public:
    explicit ScenarioGenerator(std::uint64_t seed) : random_(seed) {}

    // A scenario that validate() accepts.
    Scenario next();

    // How often a field is drawn from the values of ordinary servers rather than its whole
    // range (default 0.6); a property about layouts that fit raises it.
    void setTypicalShare(double share) { typicalShare_ = share; }

    // Building blocks, also for varying one field of a generated scenario.
    std::uint64_t count(std::uint64_t min, std::uint64_t max); // log-uniform, ends favoured
    double real(double min, double max);                       // uniform or log-uniform
    bool chance(double probability);
    template <class T> const T& pick(const std::vector<T>& values)
    {
        return values[std::uniform_int_distribution<std::size_t>(0, values.size() - 1)(random_)];
    }

private:
    // Within [typicalMin, typicalMax] (ordinary servers) more often than not, else the range.
    std::uint64_t typicalCount(std::uint64_t min, std::uint64_t max, std::uint64_t typicalMin,
                               std::uint64_t typicalMax);
    double typicalReal(double min, double max, double typicalMin, double typicalMax);
    std::string text(std::size_t maxLength, bool allowEmpty);
    // The same over a key's bounds in the scenario's table.
    static schema::Bounds bounds(std::string_view key);
    std::uint64_t countOf(std::string_view key);
    double realOf(std::string_view key);
    std::uint64_t typicalCountOf(std::string_view key, std::uint64_t typicalMin,
                                 std::uint64_t typicalMax);
    double typicalRealOf(std::string_view key, double typicalMin, double typicalMax);
    std::string textOf(std::string_view key);
    std::uint64_t layerCountOf(std::string_view key);
    std::uint64_t countIn(std::string_view key, const Scenario& s);
    void tensorParallel(Scenario& s);
    void layerGroups(ModelSpec& model);
    // The sections of next(), each drawn in the order of the file (the seed gives the same
    // scenarios as before).
    void drawModel(Scenario& s);
    void drawGpu(Scenario& s);
    void drawServing(Scenario& s);
    void drawWorkload(Scenario& s);
    void drawOffload(Scenario& s);
    void drawHost(Scenario& s);
    void drawNvme(Scenario& s);
    void drawEngine(Scenario& s);
    void drawTraffic(Scenario& s);
    void drawQuote(Scenario& s);

    std::mt19937_64 random_;
    double typicalShare_ = 0.6;
};

} // namespace kvp::test
