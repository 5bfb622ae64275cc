// SPDX-License-Identifier: GPL-3.0-or-later
// The one strict JSON reader: scenarios, catalogs, price lists and config.json files are all
// parsed here, with one rule each for depth, duplicate keys, numbers and whole numbers.
#include "io/strict_json.h"

#include <algorithm>
#include <cctype>
#include <set>
#include <vector>

namespace kvp {

using nlohmann::json;

namespace detail {

std::string dotted(const std::string& prefix, std::string_view key)
{
    return prefix.empty() ? std::string(key) : prefix + "." + std::string(key);
}

std::variant<std::uint64_t, NotWhole> wholeNumber(const json& value, WholeReals reals)
{
    if (value.is_number_unsigned())
        return value.get<std::uint64_t>();
    if (value.is_number_integer()) {
        // Parsed text gives unsigned numbers; documents built in code may hold signed ones.
        if (value.get<std::int64_t>() >= 0)
            return static_cast<std::uint64_t>(value.get<std::int64_t>());
        return NotWhole::Negative;
    }
    if (!value.is_number_float())
        return NotWhole::NotANumber;
    const double real = value.get<double>();
    if (real < 0)
        return NotWhole::Negative;
    // A config.json written by Python may hold 4096.0 for a count; below 10^15 a real is exact.
    if (reals == WholeReals::Counted && real == std::floor(real) && real < 1e15)
        return static_cast<std::uint64_t>(real);
    // 18446744073709551616 and beyond do not fit in 64 bits: the parser made them reals.
    if (real >= 18446744073709551616.0)
        return NotWhole::TooLarge;
    return NotWhole::Fraction;
}

} // namespace detail

namespace {

using detail::dotted;

// Walks `text` as JSON: `inString(c)` for each byte of a string, quotes included, and
// `outside(i)` for every other byte, which returns how many bytes after it it took.
template <class InString, class Outside>
void scanJson(std::string_view text, InString inString, Outside outside)
{
    bool inside = false;
    bool escaped = false;
    for (std::size_t i = 0; i < text.size(); ++i) {
        const char c = text[i];
        if (inside || c == '"') {
            if (!inside)
                inside = true;
            else if (escaped)
                escaped = false;
            else if (c == '\\')
                escaped = true;
            else if (c == '"')
                inside = false;
            inString(c);
            continue;
        }
        i += outside(i);
    }
}

void checkDepth(std::string_view text)
{
    int depth = 0;
    scanJson(
        text, [](char) {},
        [&](std::size_t i) -> std::size_t {
            if (text[i] == '{' || text[i] == '[') {
                if (++depth > detail::kMaxJsonDepth)
                    throw ScenarioError("", "nested more than 64 levels deep");
            } else if (text[i] == '}' || text[i] == ']')
                --depth;
            return 0;
        });
}

// Follows the parser through the document: refuses a key given twice in one object (nlohmann
// would keep the last one silently, so a file could say two things at once) and knows which
// key's value is being read when the parser fails, so that the message can name it.
class ParseTracker {
public:
    // With `spellings`, each number's text from `numbers` (the document's number tokens in
    // order, numberTokens()) is kept under its dotted key.
    ParseTracker(NumberSpellings* spellings = nullptr, std::vector<std::string_view> numbers = {})
        : spellings_(spellings), numbers_(std::move(numbers))
    {
    }

    bool handle(json::parse_event_t event, const json& parsed)
    {
        using Event = json::parse_event_t;
        switch (event) {
        case Event::object_start:
            frames_.push_back(Frame{true, {}, {}, false});
            break;
        case Event::array_start:
            frames_.push_back(Frame{false, {}, {}, false});
            break;
        case Event::key: {
            Frame& frame = frames_.back();
            std::string key = parsed.get<std::string>();
            if (!frame.keys.insert(key).second)
                throw ScenarioError(dotted(path(), key),
                                    "is given twice in the same object; give each key once");
            frame.key = std::move(key);
            frame.awaitingValue = true;
            break;
        }
        case Event::object_end:
        case Event::array_end:
            frames_.pop_back();
            valueRead();
            break;
        case Event::value:
            if (spellings_ && parsed.is_number())
                keepSpelling();
            valueRead();
            break;
        }
        return true;
    }

    // The dotted key whose value is being read ("" between keys or at the top).
    std::string path() const
    {
        std::string path;
        for (const Frame& frame : frames_)
            if (frame.object && frame.awaitingValue)
                path = dotted(path, frame.key);
        return path;
    }

private:
    struct Frame {
        bool object = false;
        std::set<std::string> keys;
        std::string key;
        bool awaitingValue = false;
    };

    void valueRead()
    {
        if (!frames_.empty())
            frames_.back().awaitingValue = false;
    }

    // The number just read is the next token; a list's numbers have no key of their own.
    void keepSpelling()
    {
        if (nextNumber_ >= numbers_.size())
            return;
        const std::string_view text = numbers_[nextNumber_++];
        const bool inList =
            std::any_of(frames_.begin(), frames_.end(), [](const Frame& f) { return !f.object; });
        if (!inList && !frames_.empty())
            (*spellings_)[path()] = std::string(text);
    }

    std::vector<Frame> frames_;
    NumberSpellings* spellings_ = nullptr;
    std::vector<std::string_view> numbers_;
    std::size_t nextNumber_ = 0;
};

// The number tokens of a JSON text, in order: the runs of - + . digits e E outside strings.
std::vector<std::string_view> numberTokens(std::string_view text)
{
    const auto inNumber = [](char c) {
        return std::isdigit(static_cast<unsigned char>(c)) || c == '-' || c == '+' || c == '.' ||
               c == 'e' || c == 'E';
    };
    std::vector<std::string_view> tokens;
    scanJson(
        text, [](char) {},
        [&](std::size_t i) -> std::size_t {
            if (text[i] != '-' && !std::isdigit(static_cast<unsigned char>(text[i])))
                return 0;
            std::size_t end = i;
            while (end < text.size() && inNumber(text[end]))
                ++end;
            tokens.push_back(text.substr(i, end - i));
            return end - i - 1;
        });
    return tokens;
}

std::string withoutExceptionId(const std::string& what)
{
    // "[json.exception.parse_error.101] parse error at line 1, column 2: …" → from "parse".
    const auto start = what.find("] ");
    return start == std::string::npos ? what : what.substr(start + 2);
}

// NaN and Infinity are what other programs write for undefined and unbounded reals; JSON has
// neither, and the parser's "invalid literal" does not say so.
std::string nonNumberHint(std::string_view text, std::size_t errorByte)
{
    std::size_t start = std::min(errorByte > 0 ? errorByte - 1 : 0, text.size());
    while (start > 0 && (std::isalpha(static_cast<unsigned char>(text[start - 1])) ||
                         text[start - 1] == '-' || text[start - 1] == '+'))
        --start;
    std::string word;
    for (std::size_t i = start; i < text.size() && word.size() < 5; ++i)
        word += static_cast<char>(std::tolower(static_cast<unsigned char>(text[i])));
    if (!word.empty() && (word[0] == '-' || word[0] == '+'))
        word.erase(0, 1);
    if (word.rfind("nan", 0) == 0 || word.rfind("inf", 0) == 0)
        return " (NaN and Infinity are not numbers in JSON)";
    return "";
}

// The parse of every JSON text KV Planner reads: depth limited before parsing, duplicate keys
// refused, and every failure a ScenarioError naming the key where the parser stopped.
json parseStrict(std::string_view text, NumberSpellings* spellings = nullptr)
{
    checkDepth(text);
    ParseTracker tracker(spellings,
                         spellings ? numberTokens(text) : std::vector<std::string_view>{});
    try {
        return json::parse(text.begin(), text.end(),
                           [&tracker](int, json::parse_event_t event, json& parsed) {
                               return tracker.handle(event, parsed);
                           });
    } catch (const json::parse_error& e) {
        throw detail::JsonSyntaxError(tracker.path(),
                                      "not valid JSON: " + withoutExceptionId(e.what()) +
                                          nonNumberHint(text, e.byte));
    } catch (const json::out_of_range& e) {
        // 406 "number overflow parsing '1e400'": beyond the largest double.
        const std::string what = e.what();
        const auto open = what.find('\'');
        const auto close = what.rfind('\'');
        const std::string number = open != std::string::npos && close > open
                                       ? what.substr(open + 1, close - open - 1)
                                       : withoutExceptionId(what);
        throw ScenarioError(tracker.path(), "is too large a number (got " + number + ")");
    } catch (const json::exception& e) {
        throw ScenarioError(tracker.path(), "not valid JSON: " + withoutExceptionId(e.what()));
    }
}

} // namespace

namespace detail {

json parseStrictJson(std::string_view text)
{
    return parseStrict(text);
}

std::string nonFiniteAsNull(std::string_view text)
{
    std::string out;
    out.reserve(text.size());
    scanJson(
        text, [&](char c) { out += c; },
        [&](std::size_t i) -> std::size_t {
            const std::string_view rest = text.substr(i);
            const bool minus = rest.substr(0, 9) == "-Infinity";
            if (minus || rest.substr(0, 8) == "Infinity" || rest.substr(0, 3) == "NaN") {
                out += "null";
                return (minus ? 9 : rest[0] == 'I' ? 8 : 3) - 1;
            }
            out += text[i];
            return 0;
        });
    return out;
}

} // namespace detail

namespace {

json parseDataFile(std::string_view text, NumberSpellings* spellings)
{
    if (text.size() > kMaxScenarioFileBytes)
        throw ScenarioError("", "larger than 4 MiB; not a scenario file");
    return parseStrict(text, spellings);
}

} // namespace

json parseJsonText(std::string_view text)
{
    return parseDataFile(text, nullptr);
}

json parseJsonText(std::string_view text, NumberSpellings& spellings)
{
    spellings.clear();
    return parseDataFile(text, &spellings);
}

json parseJsonTextOfAnySize(std::string_view text)
{
    return parseStrict(text);
}

} // namespace kvp
