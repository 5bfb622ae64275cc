// SPDX-License-Identifier: GPL-3.0-or-later
#include "io/json_spelling.h"

#include "io/strict_json.h"

#include <array>
#include <cctype>
#include <charconv>
#include <cmath>

namespace kvp::detail {

namespace {

using nlohmann::ordered_json;

bool isDigit(char c)
{
    return std::isdigit(static_cast<unsigned char>(c)) != 0;
}

// The digits from `i` on; false when there is none.
bool skipDigits(std::string_view text, std::size_t& i)
{
    const std::size_t start = i;
    while (i < text.size() && isDigit(text[i]))
        ++i;
    return i > start;
}

bool isJsonNumber(std::string_view text)
{
    std::size_t i = 0;
    if (i < text.size() && text[i] == '-')
        ++i;
    if (i < text.size() && text[i] == '0')
        ++i;
    else if (i >= text.size() || !skipDigits(text, i))
        return false;
    if (i < text.size() && text[i] == '.' && !skipDigits(text, ++i))
        return false;
    if (i < text.size() && (text[i] == 'e' || text[i] == 'E')) {
        ++i;
        if (i < text.size() && (text[i] == '+' || text[i] == '-'))
            ++i;
        if (!skipDigits(text, i))
            return false;
    }
    return i == text.size();
}

std::string dumped(const ordered_json& value)
{
    return value.dump(-1, ' ', false, ordered_json::error_handler_t::replace);
}

void write(std::string& out, const ordered_json& value, int depth, const std::string& key,
           const NumberSpellings& spellings)
{
    const std::string indent(static_cast<std::size_t>(depth + 1) * 2, ' ');
    const std::string closingIndent(static_cast<std::size_t>(depth) * 2, ' ');
    if (value.is_object() && !value.empty()) {
        out += "{\n";
        std::size_t left = value.size();
        for (const auto& [name, member] : value.items()) {
            out += indent + dumped(ordered_json(name)) + ": ";
            write(out, member, depth + 1, dotted(key, name), spellings);
            out += --left > 0 ? ",\n" : "\n";
        }
        out += closingIndent + "}";
    } else if (value.is_array() && !value.empty()) {
        out += "[\n";
        std::size_t left = value.size();
        for (const ordered_json& item : value) {
            out += indent;
            write(out, item, depth + 1, {}, {});
            out += --left > 0 ? ",\n" : "\n";
        }
        out += closingIndent + "]";
    } else if (value.is_number_float() && !key.empty()) {
        const auto spelling = spellings.find(key);
        const bool spelled =
            spelling != spellings.end() && spellsExactly(spelling->second, value.get<double>());
        out += spelled ? spelling->second : dumped(value);
    } else {
        out += dumped(value);
    }
}

} // namespace

bool spellsExactly(std::string_view text, double value)
{
    if (!isJsonNumber(text))
        return false;
    double read = 0.0;
    const auto [end, error] = std::from_chars(text.data(), text.data() + text.size(), read);
    return error == std::errc() && end == text.data() + text.size() && read == value;
}

std::string shortestSpelling(double value)
{
    if (!std::isfinite(value))
        return "null";
    std::array<char, 64> buffer{};
    const char* end =
        nlohmann::detail::to_chars(buffer.data(), buffer.data() + buffer.size(), value);
    return std::string(buffer.data(), static_cast<std::size_t>(end - buffer.data()));
}

std::string dumpSpelled(const ordered_json& document, const NumberSpellings& spellings)
{
    std::string out;
    write(out, document, 0, {}, spellings);
    return out;
}

} // namespace kvp::detail
