// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// Internal to core: how a row of the scenario's table (kvplan/scenario_schema.h) is made from a
// pointer to its member, for scenario_fields.cpp. The member's C++ type gives the row's JSON
// type and whether it may be null; get and set turn it into a schema::Value and back.

#include "kvplan/scenario_schema.h"

#include <type_traits>

namespace kvp::schema::rows {

template <class T> struct IsOptional : std::false_type {
};
template <class T> struct IsOptional<std::optional<T>> : std::true_type {
};
template <class T> struct Unwrapped {
    using type = T;
};
template <class T> struct Unwrapped<std::optional<T>> {
    using type = T;
};

template <class E> std::optional<E> wordOf(const std::string& text);
template <> inline std::optional<KvCacheDtype> wordOf(const std::string& t)
{
    return kvCacheDtypeFromString(t);
}
template <> inline std::optional<CapacityModel> wordOf(const std::string& t)
{
    return capacityModelFromString(t);
}
template <> inline std::optional<MambaCacheMode> wordOf(const std::string& t)
{
    return mambaCacheModeFromString(t);
}
template <> inline std::optional<ComputeDtype> wordOf(const std::string& t)
{
    return computeDtypeFromString(t);
}
template <> inline std::optional<EngineKind> wordOf(const std::string& t)
{
    return engineKindFromString(t);
}
template <> inline std::optional<LayerKind> wordOf(const std::string& t)
{
    return layerKindFromString(t);
}
template <> inline std::optional<SpeculativeMethod> wordOf(const std::string& t)
{
    return speculativeMethodFromString(t);
}
template <> inline std::optional<KvRouter> wordOf(const std::string& t)
{
    return kvRouterFromString(t);
}

template <class T> Value toValue(const T& value)
{
    if constexpr (IsOptional<T>::value)
        return value ? toValue(*value) : Value{};
    else if constexpr (std::is_enum_v<T>)
        return toString(value);
    else
        return value;
}

// The text of a std::string member (set or not), else nullptr.
template <class T> const std::string* textOf(const T& value)
{
    if constexpr (std::is_same_v<T, std::string>)
        return &value;
    else if constexpr (std::is_same_v<T, std::optional<std::string>>)
        return value ? &*value : nullptr;
    else
        return nullptr;
}

template <class T> bool fromValue(const Value& value, T& out)
{
    if constexpr (IsOptional<T>::value) {
        if (std::holds_alternative<std::monostate>(value)) {
            out.reset();
            return true;
        }
        typename T::value_type inner{};
        if (!fromValue(value, inner))
            return false;
        out = std::move(inner);
        return true;
    } else if constexpr (std::is_enum_v<T>) {
        const auto* text = std::get_if<std::string>(&value);
        const auto word = text ? wordOf<T>(*text) : std::nullopt;
        if (word)
            out = *word;
        return word.has_value();
    } else {
        const auto* held = std::get_if<T>(&value);
        if (held)
            out = *held;
        return held != nullptr;
    }
}

template <class T> constexpr Type typeOf()
{
    using U = typename Unwrapped<T>::type;
    if constexpr (std::is_same_v<U, std::uint64_t>)
        return Type::Count;
    else if constexpr (std::is_same_v<U, double>)
        return Type::Real;
    else if constexpr (std::is_same_v<U, std::string>)
        return Type::Text;
    else if constexpr (std::is_same_v<U, bool>)
        return Type::Flag;
    else if constexpr (std::is_same_v<U, std::vector<std::uint64_t>>)
        return Type::CountList;
    else
        return Type::Word;
}

// A section of a scenario; the traffic section, when unset, reads as its defaults and is set up
// by the first write into it.
template <class S> const S& partOf(const std::optional<S>& part)
{
    static const S defaults{};
    return part ? *part : defaults;
}
template <class S> const S& partOf(const S& part)
{
    return part;
}
template <class S> S& partOf(std::optional<S>& part)
{
    return part ? *part : part.emplace();
}
template <class S> S& partOf(S& part)
{
    return part;
}

template <class MemberPtr> struct MemberOf;
template <class T, class C> struct MemberOf<T C::*> {
    using type = T;
};

inline constexpr Presence R = Presence::Required;
inline constexpr Presence W = Presence::Written;
inline constexpr Presence O = Presence::Omitted;

// What a row says beyond its key, presence, bounds, unit, suffix and help.
struct More {
    std::string_view label = {}; // the form's label: the form shows the key by itself
    std::string_view allowed = {};
    std::string_view docDefault = {};
    std::string_view docRange = {};
    Bounds (*boundsIn)(const Scenario&) = nullptr;
    bool checkedByRule = false;
};

template <class Object, class T>
FieldOf<Object> row(std::string_view key, Presence presence, std::optional<Bounds> bounds,
                    std::string_view unit, std::string_view suffix, std::string_view help,
                    const More& more)
{
    FieldOf<Object> f;
    f.key = key;
    f.type = typeOf<T>();
    f.presence = presence;
    f.nullable = IsOptional<T>::value;
    f.bounds = bounds;
    f.unit = unit;
    f.suffix = suffix;
    f.allowed = more.allowed;
    f.label = more.label;
    f.help = help;
    f.docDefault = more.docDefault;
    f.docRange = more.docRange;
    return f;
}

// A key of a section of the scenario: `Part` the section (&Scenario::gpu), `Member` its member.
template <auto Part, auto Member>
Field in(std::string_view key, Presence presence, std::optional<Bounds> bounds,
         std::string_view unit, std::string_view suffix, std::string_view help, More more = {})
{
    using T = typename MemberOf<decltype(Member)>::type;
    Field f = row<Scenario, T>(key, presence, bounds, unit, suffix, help, more);
    f.boundsIn = more.boundsIn;
    f.checkedByRule = more.checkedByRule;
    f.get = [](const Scenario& s) {
        return toValue(partOf(s.*Part).*Member);
    };
    if constexpr (std::is_same_v<T, std::string> || std::is_same_v<T, std::optional<std::string>>)
        f.text = [](const Scenario& s) {
            return textOf(partOf(s.*Part).*Member);
        };
    f.set = [](Scenario& s, const Value& v) {
        return fromValue(v, partOf(s.*Part).*Member);
    };
    return f;
}

// A key of the object itself (the scenario's name, a layer group's count).
template <class Object, auto Member>
FieldOf<Object> own(std::string_view key, Presence presence, std::optional<Bounds> bounds,
                    std::string_view unit, std::string_view help, More more = {})
{
    using T = typename MemberOf<decltype(Member)>::type;
    FieldOf<Object> f = row<Object, T>(key, presence, bounds, unit, {}, help, more);
    f.get = [](const Object& o) {
        return toValue(o.*Member);
    };
    if constexpr (std::is_same_v<T, std::string> || std::is_same_v<T, std::optional<std::string>>)
        f.text = [](const Object& o) {
            return textOf(o.*Member);
        };
    f.set = [](Object& o, const Value& v) {
        return fromValue(v, o.*Member);
    };
    return f;
}

inline Bounds count(double min, double max)
{
    return {min, max, false};
}
inline Bounds over(double min, double max) // (min, max]
{
    return {min, max, true};
}
inline Bounds chars(double min, double max)
{
    return {min, max, false};
}

} // namespace kvp::schema::rows

namespace kvp::schema {

// The rows of the §11 sections and of the quote, in scenario_fields_site.cpp.
std::vector<Field> chassisRows();
std::vector<Field> siteRows();
std::vector<Field> quoteRows();

} // namespace kvp::schema
