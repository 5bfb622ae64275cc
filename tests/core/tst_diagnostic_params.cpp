// SPDX-License-Identifier: GPL-3.0-or-later
// A diagnostic's parameters (kvplan/diagnostics.h's DiagnosticParams, issue #24): the outputs'
// "params" object and the messages are what they were while the parameters were an
// nlohmann::json object — names in byte order, integers as integers, reals as nlohmann writes
// them, `{}` as null, a first value kept over a repeated name. Expected texts written by hand.
#include <QTest>
#include <nlohmann/json.hpp>

#include "kvplan/diagnostics.h"

#include <cstdint>
#include <limits>
#include <stdexcept>
#include <string>

namespace tst_diagnostic_params {

using namespace kvp;

namespace {

std::string paramsText(const DiagnosticParams& params)
{
    return diagnosticParamsJson(params).dump();
}

} // namespace

class TestDiagnosticParams : public QObject {
    Q_OBJECT
private slots:
    void writtenAsJsonWroteThem()
    {
        // b_gib < delta < gpu < nodes < users: the rule's order of writing does not matter.
        const DiagnosticParams params = {{"users", 800},
                                         {"gpu", "H200"},
                                         {"b_gib", 12.5},
                                         {"nodes", std::uint64_t(3)},
                                         {"delta", -2}};
        QCOMPARE(paramsText(params),
                 std::string(R"({"b_gib":12.5,"delta":-2,"gpu":"H200","nodes":3,"users":800})"));
        // A real that is whole keeps its ".0" (nlohmann's dump), an integer does not.
        QCOMPARE(paramsText({{"gib", 2.0}, {"count", 2}}), std::string(R"({"count":2,"gib":2.0})"));
        QCOMPARE(paramsText({{"share", 0.1F}}), std::string(R"({"share":0.10000000149011612})"));
        // Byte order: 'B' (0x42) < '_' (0x5F) < 'b' (0x62).
        QCOMPARE(paramsText({{"b", 1}, {"B", 2}, {"_", 3}}), std::string(R"({"B":2,"_":3,"b":1})"));
        // The first value of a repeated name stays, as std::map::emplace kept it.
        QCOMPARE(paramsText({{"a", 1}, {"a", 2}}), std::string(R"({"a":1})"));
        QCOMPARE(paramsText({{"max", std::numeric_limits<std::uint64_t>::max()}}),
                 std::string(R"({"max":18446744073709551615})"));
    }

    void emptyAndNull()
    {
        // A diagnostic made without parameters writes {}, one given {} writes null.
        const Diagnostic without{DiagnosticCode::ChassisNeedsLiquid, Severity::Error};
        QCOMPARE(paramsText(without.params), std::string("{}"));
        const Diagnostic braces{DiagnosticCode::ChassisNeedsLiquid, Severity::Error, {}};
        QCOMPARE(paramsText(braces.params), std::string("null"));
        QVERIFY(!(without == braces));
        DiagnosticParams assigned;
        assigned["version"] = "0.22.0";
        QCOMPARE(paramsText(assigned), std::string(R"({"version":"0.22.0"})"));
    }

    void readAsJsonWasRead()
    {
        const DiagnosticParams params = {{"nodes", std::uint64_t(2)},
                                         {"tp", 8},
                                         {"gib", 125.0},
                                         {"engine", std::string_view("SGLang")}};
        QVERIFY(params.contains("nodes"));
        QVERIFY(!params.contains("blocks"));
        QVERIFY(params["nodes"].is_number_unsigned());
        QVERIFY(params["tp"].is_number_integer() && !params["tp"].is_number_unsigned());
        QVERIFY(params["gib"].is_number_float());
        QCOMPARE(params.at("nodes").get<int>(), 2);
        QCOMPARE(params.at("gib").get<double>(), 125.0);
        QCOMPARE(params.at("engine").get<std::string>(), std::string("SGLang"));
        QCOMPARE(params.value("engine", ""), std::string("SGLang"));
        QCOMPARE(params.value("problem", std::string("none")), std::string("none"));
        QVERIFY_THROWS_EXCEPTION(std::out_of_range, params.at("blocks"));
        QVERIFY_THROWS_EXCEPTION(std::invalid_argument, params.at("engine").get<double>());
        QVERIFY_THROWS_EXCEPTION(std::invalid_argument, params.at("tp").get<std::string>());
    }

    void numbersCompareByValue()
    {
        // As nlohmann::json compared them: 5, 5u and 5.0 are equal; words are not numbers.
        QVERIFY(DiagnosticValue(5) == DiagnosticValue(5U));
        QVERIFY(DiagnosticValue(5U) == DiagnosticValue(5.0));
        QVERIFY(!(DiagnosticValue(5) == DiagnosticValue("5")));
        QVERIFY(
            !(DiagnosticValue(-1) == DiagnosticValue(std::numeric_limits<std::uint64_t>::max())));
    }

    void fromJsonObject()
    {
        // A rule that built its parameters as JSON hands them over unchanged.
        const nlohmann::json built = {{"a", 1U}, {"b", -1}, {"c", 1.5}, {"d", "w"}};
        QCOMPARE(paramsText(DiagnosticParams(built)),
                 std::string(R"({"a":1,"b":-1,"c":1.5,"d":"w"})"));
        QCOMPARE(paramsText(DiagnosticParams(nlohmann::json())), std::string("null"));
        QVERIFY_THROWS_EXCEPTION(std::invalid_argument,
                                 DiagnosticParams(nlohmann::json{{"list", {1, 2}}}));
    }

    void messagesAsBefore()
    {
        // Numbers with thousands separators and up to two decimals, words as they are, an
        // unknown placeholder left visible.
        QCOMPARE(renderDiagnostic("{users} users on {gpu}: {gib} GiB, {missing}",
                                  {{"users", 1234567}, {"gpu", "H200"}, {"gib", 2.456}}),
                 std::string("1,234,567 users on H200: 2.46 GiB, {missing}"));
    }
};

QTEST_MAIN(TestDiagnosticParams)

} // namespace tst_diagnostic_params

#include "tst_diagnostic_params.moc"
