// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// Internal to core/src/catalog: one key of a catalog entry kind — how to read it (strictly,
// naming the file and the key), how to write it, and whether it is a figure that needs a
// source. catalog_io.cpp holds the tables of GPUs, platforms, DIMMs and drives; chassis_io.cpp
// the chassis'.

#include "io/strict_reader.h"
#include "kvplan/catalog.h"

#include <nlohmann/json.hpp>

#include <algorithm>
#include <functional>
#include <string>
#include <vector>

namespace kvp::catalog_fields {

using detail::validId;
using nlohmann::json;
using nlohmann::ordered_json;
using Reader = detail::StrictReader<CatalogError>;

// One key of an entry kind: how to read it, write it, and whether it is a figure (a number
// that needs a source in the built-in catalog).
template <class Entry> struct Field {
    std::string key;
    bool figure;
    std::function<void(Entry&, const Reader&)> read;
    std::function<void(const Entry&, ordered_json&)> write;
};

template <class Entry>
Field<Entry> textField(const char* key, bool required, std::string Entry::*member,
                       std::size_t maxLength = 300)
{
    return {key, false,
            [=](Entry& e, const Reader& r) { e.*member = r.text(key, required, maxLength); },
            [=](const Entry& e, ordered_json& out) {
                out[key] = e.*member;
            }};
}

template <class Entry>
Field<Entry> realField(const char* key, double Entry::*member, double min, double max,
                       bool minExclusive = true)
{
    return {key, true,
            [=](Entry& e, const Reader& r) {
                e.*member = r.realValue(r.at(key), *r.find(key, true), min, max, minExclusive);
            },
            [=](const Entry& e, ordered_json& out) {
                out[key] = e.*member;
            }};
}

// A figure that may be absent: read by `readValue(reader, value)` when present; written as
// null when absent.
template <class Entry, class T, class ReadValue>
Field<Entry> optionalField(const char* key, std::optional<T> Entry::*member, ReadValue readValue)
{
    return {key, true,
            [=](Entry& e, const Reader& r) {
                if (const json* v = r.find(key, false))
                    e.*member = readValue(r, *v);
                else
                    (e.*member).reset();
            },
            [=](const Entry& e, ordered_json& out) {
                if (e.*member)
                    out[key] = *(e.*member);
                else
                    out[key] = nullptr;
            }};
}

template <class Entry>
Field<Entry> optionalRealField(const char* key, std::optional<double> Entry::*member, double min,
                               double max)
{
    return optionalField(key, member, [=](const Reader& r, const json& v) {
        return r.realValue(r.at(key), v, min, max, true);
    });
}

template <class Entry>
Field<Entry> countField(const char* key, std::uint64_t Entry::*member, std::uint64_t min,
                        std::uint64_t max)
{
    return {key, true,
            [=](Entry& e, const Reader& r) {
                e.*member = r.countValue(r.at(key), *r.find(key, true), min, max);
            },
            [=](const Entry& e, ordered_json& out) {
                out[key] = e.*member;
            }};
}

template <class Entry> Field<Entry> lanesField(const char* key, std::uint64_t Entry::*member)
{
    return {key, true,
            [=](Entry& e, const Reader& r) {
                const std::uint64_t lanes = r.countValue(r.at(key), *r.find(key, true), 1, 16);
                if (lanes != 1 && lanes != 2 && lanes != 4 && lanes != 8 && lanes != 16)
                    r.fail(r.at(key),
                           "must be 1, 2, 4, 8 or 16 (got " + std::to_string(lanes) + ")");
                e.*member = lanes;
            },
            [=](const Entry& e, ordered_json& out) {
                out[key] = e.*member;
            }};
}

template <class Entry> Field<Entry> idField()
{
    return {"id", false,
            [](Entry& e, const Reader& r) {
                e.id = r.text("id", true, 64);
                if (!validId(e.id))
                    r.fail(r.at("id"), "must be 1 to 64 lowercase letters, digits, '-' or '.', "
                                       "starting with a letter or digit (got \"" +
                                           e.id + "\")");
            },
            [](const Entry& e, ordered_json& out) {
                out["id"] = e.id;
            }};
}

// A list of catalog ids (`gpus`, `platforms` of a chassis), each once.
template <class Entry>
Field<Entry> idListField(const char* key, std::vector<std::string> Entry::*member)
{
    return {key, true,
            [=](Entry& e, const Reader& r) {
                const std::string path = r.at(key);
                (e.*member).clear();
                const json& v = *r.find(key, true);
                if (v.is_array() && v.empty())
                    return; // none listed
                for (const json& item : r.list(path, v, 256)) {
                    if (!item.is_string() || !validId(item.get<std::string>()))
                        r.fail(path, "must list catalog ids (lowercase letters, digits, '-', '.')");
                    if (std::find((e.*member).begin(), (e.*member).end(),
                                  item.get<std::string>()) != (e.*member).end())
                        r.fail(path, "lists \"" + item.get<std::string>() + "\" twice");
                    (e.*member).push_back(item.get<std::string>());
                }
            },
            [=](const Entry& e, ordered_json& out) {
                out[key] = e.*member;
            }};
}

// A list of counts from `allowed`, each once, kept ascending; `required` false: may be absent
// or [] (none).
template <class Entry>
Field<Entry> countSetField(const char* key, std::vector<std::uint64_t> Entry::*member,
                           std::vector<std::uint64_t> allowed, bool required)
{
    return {key, true,
            [=](Entry& e, const Reader& r) {
                const std::string path = r.at(key);
                (e.*member).clear();
                const json* v = r.find(key, required);
                if (!v || (!required && v->is_array() && v->empty()))
                    return;
                std::string choices;
                for (std::uint64_t a : allowed)
                    choices += (choices.empty() ? "" : ", ") + std::to_string(a);
                for (const json& item : r.list(path, *v, allowed.size())) {
                    const std::uint64_t n = r.countValue(path, item, 0, 1'000'000);
                    if (std::find(allowed.begin(), allowed.end(), n) == allowed.end())
                        r.fail(path, "must list values from " + choices + " (got " +
                                         std::to_string(n) + ")");
                    if (std::find((e.*member).begin(), (e.*member).end(), n) != (e.*member).end())
                        r.fail(path, "lists " + std::to_string(n) + " twice");
                    (e.*member).push_back(n);
                }
                std::sort((e.*member).begin(), (e.*member).end());
            },
            [=](const Entry& e, ordered_json& out) {
                out[key] = e.*member;
            }};
}

// One word of `allowed`; absent: `fallback` ("" = required).
template <class Entry>
Field<Entry> wordField(const char* key, std::string Entry::*member,
                       std::vector<std::string> allowed, std::string fallback = {})
{
    return {key, false,
            [=](Entry& e, const Reader& r) {
                const std::string word = r.text(key, fallback.empty(), 64);
                e.*member = word.empty() ? fallback : word;
                if (std::find(allowed.begin(), allowed.end(), e.*member) == allowed.end()) {
                    std::string choices;
                    for (const std::string& a : allowed)
                        choices += (choices.empty() ? "\"" : ", \"") + a + "\"";
                    r.fail(r.at(key), "must be one of " + choices + " (got \"" + e.*member + "\")");
                }
            },
            [=](const Entry& e, ordered_json& out) {
                out[key] = e.*member;
            }};
}

template <class Entry>
Field<Entry> optionalCountField(const char* key, std::optional<std::uint64_t> Entry::*member,
                                std::uint64_t min, std::uint64_t max)
{
    return optionalField(key, member, [=](const Reader& r, const json& v) {
        return r.countValue(r.at(key), v, min, max);
    });
}

// GPU catalog id → the most of them (`gpus` of a chassis).
template <class Entry>
Field<Entry> idCountMapField(const char* key, std::map<std::string, std::uint64_t> Entry::*member)
{
    return {key, true,
            [=](Entry& e, const Reader& r) {
                (e.*member).clear();
                const json* v = r.find(key, true);
                const Reader inner = r.child(*v, key);
                for (const auto& [id, count] : v->items()) {
                    if (!validId(id))
                        r.fail(inner.at(id), "must be a catalog id (lowercase letters, digits, "
                                             "'-', '.')");
                    (e.*member)[id] = r.countValue(inner.at(id), count, 1, 64);
                }
                if ((e.*member).empty())
                    r.fail(r.at(key), "must name one GPU at least");
            },
            [=](const Entry& e, ordered_json& out) {
                ordered_json map = ordered_json::object();
                for (const auto& [id, count] : e.*member)
                    map[id] = count;
                out[key] = map;
            }};
}

// The chassis section's table (chassis_io.cpp) and its checks across keys.
const std::vector<Field<ChassisEntry>>& chassisFields();
void checkChassis(const ChassisEntry& chassis, const std::string& path, const std::string& origin);

} // namespace kvp::catalog_fields
