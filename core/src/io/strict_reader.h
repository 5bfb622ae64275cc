// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// The strict reading of one JSON object shared by the data files core reads besides scenarios
// (hardware catalogs, price lists): every value checked for type and range, unknown keys refused
// with the closest known key suggested, and every problem named by its dotted key and file.

#include "io/json_type_name.h"
#include "io/range_words.h"
#include "io/strict_json.h"
#include "kvplan/catalog.h"
#include "kvplan/scenario_io.h"

#include <nlohmann/json.hpp>

#include <algorithm>
#include <cmath>
#include <cstdint>
#include <cstdio>
#include <string>
#include <string_view>
#include <vector>

namespace kvp::detail {

using nlohmann::json;

// A catalog id: 1 to 64 lowercase letters, digits, '-' or '.', starting with a letter or digit.
inline bool validId(const std::string& id)
{
    if (id.empty() || id.size() > 64 || !std::isalnum(static_cast<unsigned char>(id.front())))
        return false;
    return std::all_of(id.begin(), id.end(), [](char c) {
        return (c >= 'a' && c <= 'z') || (c >= '0' && c <= '9') || c == '-' || c == '.';
    });
}

// A data file's text as a JSON object, through the scenarios' strict JSON reader (duplicate keys,
// NaN, 1e400 and deep nesting refused); every problem is an Error naming `origin`.
template <class Error> json parseDataFileObject(std::string_view text, const std::string& origin)
{
    json document;
    try {
        document = parseJsonText(text);
    } catch (const ScenarioError& e) {
        throw Error(origin, e.key(), e.problem());
    }
    if (!document.is_object())
        throw Error(origin, "", "must be a JSON object (got " + typeName(document) + ")");
    return document;
}

// Reads the keys of one JSON object, each under its dotted path; throws Error(file, key,
// problem) — CatalogError for catalogs, PriceListError for price lists.
template <class Error> class StrictReader {
public:
    StrictReader(const json& object, std::string path, std::string file)
        : object_(object), path_(std::move(path)), file_(std::move(file))
    {
        if (!object_.is_object())
            fail(path_, "must be an object (got " + typeName(object_) + ")");
    }

    std::string at(const std::string& key) const { return path_.empty() ? key : path_ + "." + key; }

    [[noreturn]] void fail(const std::string& key, const std::string& problem) const
    {
        throw Error(file_, key, problem);
    }

    // The value of `key`, or nullptr when absent (or null and `nullIsAbsent`).
    const json* find(const std::string& key, bool required, bool nullIsAbsent = true) const
    {
        const auto it = object_.find(key);
        if (it == object_.end() || (nullIsAbsent && it->is_null())) {
            if (required)
                fail(at(key), "missing (required)");
            return nullptr;
        }
        return &*it;
    }

    std::string text(const std::string& key, bool required, std::size_t maxLength) const
    {
        const json* v = find(key, required);
        if (!v)
            return {};
        if (!v->is_string())
            fail(at(key), "must be a text (got " + typeName(*v) + ")");
        std::string value = v->get<std::string>();
        if (value.size() > maxLength)
            fail(at(key), "must be at most " + std::to_string(maxLength) + " characters long");
        return value;
    }

    double realValue(const std::string& key, const json& v, double min, double max,
                     bool minExclusive) const
    {
        if (!v.is_number())
            fail(key, "must be a number (got " + typeName(v) + ")");
        const double value = v.get<double>();
        if (const std::string problem = realRangeProblem(value, min, max, minExclusive);
            !problem.empty())
            fail(key, problem);
        return value;
    }

    std::uint64_t countValue(const std::string& key, const json& v, std::uint64_t min,
                             std::uint64_t max) const
    {
        const auto whole = wholeNumber(v);
        const auto* count = std::get_if<std::uint64_t>(&whole);
        if (!count)
            fail(key, "must be a whole number from " + std::to_string(min) + " to " +
                          std::to_string(max) + " (got " + v.dump() + ")");
        const std::uint64_t value = *count;
        if (value < min || value > max)
            fail(key, "must be a whole number from " + std::to_string(min) + " to " +
                          std::to_string(max) + " (got " + std::to_string(value) + ")");
        return value;
    }

    // The file format's version under `key` (required, from 1): a file written for a newer
    // KV Planner than `newest` is refused with both versions named (`format`: "catalog").
    std::uint64_t formatVersion(const std::string& key, std::uint64_t newest,
                                const std::string& format) const
    {
        const std::uint64_t version = countValue(at(key), *find(key, true), 1, 1'000'000);
        if (version > newest)
            fail(at(key), "is " + std::to_string(version) +
                              ": the file was written for a newer KV Planner; this version reads " +
                              format + " version " + std::to_string(newest));
        return version;
    }

    const json& list(const std::string& key, const json& v, std::size_t maxItems) const
    {
        if (!v.is_array())
            fail(key, "must be a list (got " + typeName(v) + ")");
        if (v.empty() || v.size() > maxItems)
            fail(key, "must list from 1 to " + std::to_string(maxItems) + " values");
        return v;
    }

    // Unknown keys are refused (a typo must not be silently ignored).
    void rejectUnknown(const std::vector<std::string>& known) const
    {
        for (const auto& [key, value] : object_.items())
            if (std::find(known.begin(), known.end(), key) == known.end()) {
                const std::string suggestion = closestId(known, key);
                fail(at(key), suggestion.empty()
                                  ? "unknown key"
                                  : "unknown key (did you mean " + at(suggestion) + "?)");
            }
    }

    // The object under `key` (which must be one), read with the same file name.
    StrictReader child(const json& value, const std::string& key) const
    {
        return StrictReader(value, at(key), file_);
    }

private:
    const json& object_;
    std::string path_;
    std::string file_;
};

} // namespace kvp::detail
