// SPDX-License-Identifier: GPL-3.0-or-later
#include "kvplan/sweep.h"

#include "kvplan/catalog.h"
#include "kvplan/diagnostics.h"
#include "kvplan/figures.h"
#include "kvplan/hit_rates.h"
#include "kvplan/report_json.h"
#include "kvplan/scenario_io.h"

#include <algorithm>
#include <cmath>
#include <cstdlib>

namespace kvp {

using nlohmann::json;
using nlohmann::ordered_json;

namespace {

bool parseReal(const std::string& text, double& value)
{
    if (text.empty())
        return false;
    char* end = nullptr;
    value = std::strtod(text.c_str(), &end);
    return end == text.c_str() + text.size() && std::isfinite(value);
}

bool whole(double value)
{
    return value == std::floor(value) && std::fabs(value) < 9e15;
}

json jsonValue(const std::string& text)
{
    try {
        return json::parse(text);
    } catch (const json::parse_error&) {
        return text;
    }
}

std::vector<std::string> split(std::string_view text, char separator)
{
    std::vector<std::string> parts;
    std::size_t start = 0;
    while (true) {
        const std::size_t at = text.find(separator, start);
        parts.emplace_back(text.substr(start, at == std::string_view::npos ? at : at - start));
        if (at == std::string_view::npos)
            return parts;
        start = at + 1;
    }
}

void collectKeys(const ordered_json& node, const std::string& prefix,
                 std::vector<std::string>& keys)
{
    for (const auto& [key, value] : node.items()) {
        const std::string path = prefix.empty() ? key : prefix + "." + key;
        if (value.is_object())
            collectKeys(value, path, keys);
        else if (value.is_number() || value.is_boolean())
            keys.push_back(path);
    }
}

// Every figure a sweep can show: the figures table's, and every number the report can have —
// the worked example's with a traffic section and its simulation (a scenario without traffic
// has no hit-rate figures; they are still valid keys).
const std::vector<std::string>& allFigureKeys()
{
    static const std::vector<std::string> keys = [] {
        Scenario s;
        s.traffic = TrafficSpec{};
        SizingResult r = plan(s);
        addSimulation(s, r);
        std::vector<std::string> all = reportFigureKeys(reportToJson(s, r));
        for (const Figure& f : allFigures())
            if (f.value && std::find(all.begin(), all.end(), f.key) == all.end())
                all.emplace_back(f.key);
        return all;
    }();
    return keys;
}

// The table's figures from the plan; any other report key from the JSON report, built only then.
std::vector<std::optional<double>> figuresOf(const Scenario& s, const SizingResult& r,
                                             const std::vector<std::string>& keys)
{
    std::vector<std::optional<double>> values;
    std::optional<ordered_json> report;
    for (const std::string& key : keys) {
        const Figure* figure = findFigure(key);
        if (figure && figure->value) {
            values.push_back(figureValue(*figure, s, r));
            continue;
        }
        if (!report)
            report = reportToJson(s, r);
        values.push_back(reportFigure(*report, key));
    }
    return values;
}

std::string firstError(const SizingResult& r)
{
    for (const Diagnostic& d : r.diagnostics)
        if (d.severity == Severity::Error)
            return renderDiagnostic(d);
    return {};
}

} // namespace

std::vector<json> parseSweepValues(std::string_view text)
{
    std::vector<json> values;
    if (text.find(':') != std::string_view::npos && text.find(',') == std::string_view::npos) {
        const std::vector<std::string> parts = split(text, ':');
        double from = 0, to = 0, step = 0;
        if (parts.size() != 3 || !parseReal(parts[0], from) || !parseReal(parts[1], to) ||
            !parseReal(parts[2], step))
            throw SweepError("a range is FROM:TO:STEP with three numbers (got \"" +
                             std::string(text) + "\")");
        if (!(step > 0.0))
            throw SweepError("the step must be greater than 0 (got " + parts[2] + ")");
        if (to < from)
            throw SweepError("TO must not be below FROM (got " + parts[0] + ":" + parts[1] + ")");
        const double count = std::floor((to - from) / step + 1e-9) + 1.0;
        if (count > double(kMaxSweepPoints))
            throw SweepError("the range has " + std::to_string(std::llround(count)) +
                             " values; at most " + std::to_string(kMaxSweepPoints));
        const bool integers = whole(from) && whole(to) && whole(step);
        for (double i = 0; i < count; ++i) {
            const double v = from + i * step;
            if (integers)
                values.emplace_back(std::llround(v));
            else
                values.emplace_back(std::round(v * 1e9) / 1e9); // no 0.30000000000000004
        }
        return values;
    }
    for (const std::string& part : split(text, ',')) {
        if (part.empty())
            throw SweepError("an empty value in the list \"" + std::string(text) + "\"");
        values.push_back(jsonValue(part));
    }
    if (values.size() > kMaxSweepPoints)
        throw SweepError("at most " + std::to_string(kMaxSweepPoints) + " values");
    return values;
}

std::vector<std::string> defaultSweepFigures()
{
    return figureKeys(kFigureSweptByDefault);
}

std::string toString(SweepJump jump)
{
    switch (jump) {
    case SweepJump::DimmStep:
        return "dimm_step";
    case SweepJump::Nodes:
        return "nodes";
    case SweepJump::NvmeDrives:
        return "nvme_drives";
    }
    return "dimm_step";
}

std::optional<double> reportFigure(const ordered_json& report, std::string_view key)
{
    const ordered_json* node = &report;
    for (const std::string& part : split(key, '.')) {
        if (!node->is_object())
            return std::nullopt;
        const auto it = node->find(part);
        if (it == node->end())
            return std::nullopt;
        node = &*it;
    }
    if (node->is_boolean())
        return node->get<bool>() ? 1.0 : 0.0;
    if (node->is_number())
        return node->get<double>();
    return std::nullopt;
}

std::vector<std::string> reportFigureKeys(const ordered_json& report)
{
    std::vector<std::string> keys;
    collectKeys(report, "", keys);
    return keys;
}

Sweep runSweep(const json& base, const SweepSpec& spec)
{
    return runSweep(base, spec, builtInCatalog());
}

Sweep runSweep(const json& base, const SweepSpec& spec, const Catalog& catalog)
{
    Sweep sweep;
    sweep.key = spec.key;
    sweep.figures = spec.figures.empty() ? defaultSweepFigures() : spec.figures;
    const std::vector<std::string>& known = allFigureKeys();
    for (const std::string& figure : sweep.figures)
        if (std::find(known.begin(), known.end(), figure) == known.end()) {
            const std::string close = closestId(known, figure);
            throw SweepError("unknown figure \"" + figure + "\"" +
                             (close.empty() ? "" : " (did you mean " + close + "?)"));
        }
    sweep.points.reserve(spec.values.size()); // `previous` points into it
    const SweepPoint* previous = nullptr;
    for (const json& value : spec.values) {
        SweepPoint p;
        p.value = value;
        try {
            json document = base;
            applyOverride(document, spec.key + "=" + value.dump());
            p.scenario = scenarioFromJson(document);
        } catch (const ScenarioError& e) {
            p.error = e.what();
            sweep.points.push_back(std::move(p));
            continue;
        }
        SizingResult r = plan(*p.scenario, catalog);
        if (r.hasErrors()) {
            p.error = firstError(r);
            sweep.points.push_back(std::move(p));
            continue;
        }
        if (spec.simulate)
            addSimulation(*p.scenario, r);
        p.valid = true;
        p.figures = figuresOf(*p.scenario, r, sweep.figures);
        p.dimmSizeGB = r.memory.dimmSizeGB;
        p.dimmsPerChannel = r.memory.dimmsPerChannel;
        p.nodes = r.nodes.count;
        p.nvmeDrives = r.nvme.enabled ? r.nvme.drivesNeeded : 0;
        if (previous) {
            if (p.dimmSizeGB != previous->dimmSizeGB ||
                p.dimmsPerChannel != previous->dimmsPerChannel)
                p.jumps.push_back(SweepJump::DimmStep);
            if (p.nodes != previous->nodes)
                p.jumps.push_back(SweepJump::Nodes);
            if (p.nvmeDrives != previous->nvmeDrives)
                p.jumps.push_back(SweepJump::NvmeDrives);
        }
        sweep.points.push_back(std::move(p));
        previous = &sweep.points.back();
    }
    if (!previous && !sweep.points.empty())
        throw SweepError(spec.key + "=" + sweep.points.front().value.dump() + ": " +
                         sweep.points.front().error);
    return sweep;
}

} // namespace kvp
