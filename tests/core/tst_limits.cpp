// SPDX-License-Identifier: GPL-3.0-or-later
// Every scenario field has limits: an absurd value in any key is refused with that key named.
// The keys are read from the scenario as written (with every optional section), so a key added
// later is checked here without a new row.
#include <QTest>
#include <cmath>
#include <functional>
#include <limits>

#include "kvplan/scenario_io.h"
#include "kvplan/text.h"
#include "kvplan/validation.h"

using namespace kvp;
using nlohmann::json;

namespace {

// The worked example with every optional section written (engine included).
json fullExample()
{
    Scenario s = workedExample();
    s.engine.numaBind = false; // any non-default value writes the engine section
    json document = json::parse(serializeScenario(s));
    document["engine"]["numa_bind"] = true;
    return document;
}

void leaves(const json& node, const std::string& path, std::vector<std::string>& out)
{
    if (node.is_object()) {
        for (const auto& item : node.items())
            leaves(item.value(), path.empty() ? item.key() : path + "." + item.key(), out);
        return;
    }
    out.push_back(path);
}

json::json_pointer pointerOf(const std::string& dotted)
{
    std::string pointer = "/" + dotted;
    for (char& c : pointer)
        if (c == '.')
            c = '/';
    return json::json_pointer(pointer);
}

// The key a refusal names, or "(accepted)".
QString refusal(const json& document)
{
    try {
        parseScenario(document.dump());
        return QStringLiteral("(accepted)");
    } catch (const ScenarioError& e) {
        return QString::fromStdString(e.key());
    }
}

} // namespace

class TestLimits : public QObject {
    Q_OBJECT
private slots:
    void absurdValuesAreRefusedByKey_data()
    {
        QTest::addColumn<QString>("key");
        QTest::addColumn<QByteArray>("value"); // JSON
        const json example = fullExample();
        std::vector<std::string> keys;
        leaves(example, "", keys);
        QVERIFY(keys.size() >= 60);
        const std::string huge(1 << 20, 'x'); // 1 MiB of text
        for (const std::string& key : keys) {
            if (key == "schema_version")
                continue;
            const json& value = example.at(pointerOf(key));
            std::vector<std::pair<const char*, json>> absurd;
            if (value.is_boolean())
                absurd = {{"a number", 1}};
            else if (value.is_array())
                absurd = {{"empty", json::array()},
                          {"10,000 entries", json(std::vector<int>(10000, 64))},
                          {"an entry of 2^64 − 1", json::array({18446744073709551615ULL})}};
            else if (value.is_string())
                absurd = {{"1 MiB of text", huge},
                          {"a line break", value.get<std::string>() + "\nrm -rf /"},
                          {"a list", json::array()}};
            else // a number, or null where a number or a text may be
                absurd = {{"10^300", 1e300},
                          {"2^64 − 1", 18446744073709551615ULL},
                          {"-1", -1},
                          {"an object", json::object()}};
            for (const auto& [name, bad] : absurd)
                QTest::addRow("%s = %s", key.c_str(), name)
                    << QString::fromStdString(key) << QByteArray::fromStdString(bad.dump());
        }
    }
    void absurdValuesAreRefusedByKey()
    {
        QFETCH(QString, key);
        QFETCH(QByteArray, value);
        json document = fullExample();
        document[pointerOf(key.toStdString())] = json::parse(value.toStdString());
        QCOMPARE(refusal(document), key);
    }

    // Reals set through the API (a form, an importer) can be NaN or infinite, which no JSON
    // file can hold: validate() refuses them by key, and plan() refuses to size them.
    void nonFiniteRealsAreRefusedByKey_data()
    {
        QTest::addColumn<QString>("key");
        QTest::addColumn<double>("value");
        const double nan = std::numeric_limits<double>::quiet_NaN();
        const double inf = std::numeric_limits<double>::infinity();
        for (const auto& [key, set] : realFields())
            for (const auto& [name, value] : std::vector<std::pair<const char*, double>>{
                     {"NaN", nan}, {"+infinity", inf}, {"-infinity", -inf}, {"-10^300", -1e300}})
                QTest::addRow("%s = %s", key, name) << QString(key) << value;
    }
    void nonFiniteRealsAreRefusedByKey()
    {
        QFETCH(QString, key);
        QFETCH(double, value);
        Scenario s = workedExample();
        for (const auto& [name, set] : realFields())
            if (key == QLatin1String(name))
                set(s, value);
        const std::vector<FieldError> errors = validate(s);
        QVERIFY(!errors.empty());
        QCOMPARE(QString::fromStdString(errors.front().key), key);
        QVERIFY(isValidUtf8(errors.front().problem));
    }

private:
    static const std::vector<std::pair<const char*, std::function<void(Scenario&, double)>>>&
    realFields()
    {
        static const std::vector<std::pair<const char*, std::function<void(Scenario&, double)>>>
            fields = {
                {"model.weights_gib",
                 [](Scenario& s, double v) {
                     s.model.weightsGiB = v;
                 }},
                {"model.checkpoint_gb",
                 [](Scenario& s, double v) {
                     s.model.checkpointGB = v;
                 }},
                {"gpu.memory_reported_gib",
                 [](Scenario& s, double v) {
                     s.gpu.memoryReportedGiB = v;
                 }},
                {"gpu.memory_marketed_gb",
                 [](Scenario& s, double v) {
                     s.gpu.memoryMarketedGB = v;
                 }},
                {"serving.gpu_memory_utilization",
                 [](Scenario& s, double v) {
                     s.serving.gpuMemoryUtilization = v;
                 }},
                {"serving.overhead_gib",
                 [](Scenario& s, double v) {
                     s.serving.overheadGiB = v;
                 }},
                {"serving.kv_cache_memory_gib",
                 [](Scenario& s, double v) {
                     s.serving.kvCacheMemoryGiB = v;
                 }},
                {"offload.cpu_tier_gib_per_instance",
                 [](Scenario& s, double v) {
                     s.offload.cpuTierGiBPerInstance = v;
                 }},
                {"offload.engine_host_memory_factor",
                 [](Scenario& s, double v) {
                     s.offload.engineHostMemoryFactor = v;
                 }},
                {"host.baseline_multiple",
                 [](Scenario& s, double v) {
                     s.host.baselineMultiple = v;
                 }},
                {"host.reserve_multiple",
                 [](Scenario& s, double v) {
                     s.host.reserveMultiple = v;
                 }},
                {"host.reserve_os_gb",
                 [](Scenario& s, double v) {
                     s.host.reserveOsGB = v;
                 }},
                {"host.reserve_containers_gb",
                 [](Scenario& s, double v) {
                     s.host.reserveContainersGB = v;
                 }},
                {"host.reserve_rag_index_gb",
                 [](Scenario& s, double v) {
                     s.host.reserveRagIndexGB = v;
                 }},
                {"host.reserve_page_cache_gb",
                 [](Scenario& s, double v) {
                     s.host.reservePageCacheGB = v;
                 }},
                {"nvme.capacity_tb",
                 [](Scenario& s, double v) {
                     s.nvme.capacityTB = v;
                 }},
                {"nvme.dwpd",
                 [](Scenario& s, double v) {
                     s.nvme.dwpd = v;
                 }},
                {"nvme.warranty_years",
                 [](Scenario& s, double v) {
                     s.nvme.warrantyYears = v;
                 }},
                {"nvme.read_gbps",
                 [](Scenario& s, double v) {
                     s.nvme.readGBps = v;
                 }},
                {"nvme.write_amplification",
                 [](Scenario& s, double v) {
                     s.nvme.writeAmplification = v;
                 }},
                {"nvme.retention_days",
                 [](Scenario& s, double v) {
                     s.nvme.retentionDays = v;
                 }},
            };
        return fields;
    }
};

QTEST_APPLESS_MAIN(TestLimits)
#include "tst_limits.moc"
