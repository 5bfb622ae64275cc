// SPDX-License-Identifier: GPL-3.0-or-later
// Every scenario field has limits: an absurd value in any key is refused with that key named.
// The keys are read from the scenario as written (with every optional section), so a key added
// later is checked here without a new row.
#include <QFile>
#include <QRegularExpression>
#include <QSet>
#include <QTest>
#include <algorithm>
#include <cmath>
#include <functional>
#include <limits>
#include <nlohmann/json.hpp>

#include "golden.h"

#include "kvplan/scenario_io.h"
#include "kvplan/scenario_schema.h"
#include "kvplan/text.h"
#include "kvplan/validation.h"

namespace tst_limits {

using namespace kvp;
using nlohmann::json;

namespace {

// A value the row allows: the lowest of its range (just above an open bound), its first word.
std::optional<schema::Value> allowedValue(const schema::Field& row)
{
    const double low = row.bounds ? row.bounds->min + (row.bounds->minExclusive ? 1.0 : 0.0) : 1.0;
    const double value = row.bounds && low > row.bounds->max ? row.bounds->max : low;
    switch (row.type) {
    case schema::Type::Count:
        return schema::Value{std::uint64_t(std::ceil(std::max(value, 1.0)))};
    case schema::Type::Real:
        return schema::Value{value};
    case schema::Type::Flag:
        return schema::Value{true};
    case schema::Type::Text:
        return schema::Value{std::string("x")};
    case schema::Type::Word: {
        const std::size_t open = row.allowed.find('"');
        const std::size_t close = row.allowed.find('"', open + 1);
        if (open == std::string_view::npos || close == std::string_view::npos)
            return std::nullopt;
        return schema::Value{std::string(row.allowed.substr(open + 1, close - open - 1))};
    }
    default:
        return std::nullopt;
    }
}

// Every optional key still unset gets a value its row allows, when the rules across fields
// accept it: a key added later is written (and so checked here) without a line of this test.
void setEveryOptionalKey(Scenario& s)
{
    for (const schema::Field& row : schema::fields()) {
        if (!row.nullable || !row.get || !std::holds_alternative<std::monostate>(row.get(s)))
            continue;
        const std::optional<schema::Value> value = allowedValue(row);
        Scenario candidate = s;
        if (value && row.set(candidate, *value) && validate(candidate).empty())
            s = std::move(candidate);
    }
}

// The worked example with every optional key written: the engine section, a hybrid model's
// layer groups (one of each kind that has keys of its own), the catalog ids, the host's GPU
// sockets and nodes, the prefill estimate's inputs, the traffic and the quote sections.
json fullExample()
{
    Scenario s = workedExample();
    s.engine.numaBind = false; // any non-default value writes the engine section
    s.engine.release = "0.33.0";
    ModelSpec& m = s.model;
    m.headDimV = 128;
    LayerGroup sliding;
    sliding.kind = LayerKind::Sliding;
    sliding.count = 26;
    sliding.window = 4096;
    sliding.numKvHeads = 8;
    sliding.headDim = 128;
    sliding.headDimV = 128;
    LayerGroup mla;
    mla.kind = LayerKind::Mla;
    mla.count = 8;
    mla.kvLoraRank = 512;
    mla.qkRopeHeadDim = 64;
    LayerGroup dsa = mla;
    dsa.kind = LayerKind::Dsa;
    dsa.indexHeadDim = 128;
    LayerGroup linear;
    linear.kind = LayerKind::Linear;
    linear.count = 16;
    linear.stateBytes = 1'000'000;
    linear.stateBytesPerSpeculativeToken = 10'000;
    linear.mambaGroups = 1;
    linear.stateBytesPerGroup = 1'536;
    linear.stateBytesPerGroupPerSpeculativeToken = 512;
    linear.linearKeyHeads = 16;
    linear.linearValueHeads = 32;
    LayerGroup compressed;
    compressed.kind = LayerKind::CompressedMla;
    compressed.count = 4;
    compressed.headDim = 512;
    compressed.qkRopeHeadDim = 64;
    compressed.indexHeadDim = 128;
    compressed.window = 128;
    compressed.compressRatio = 4;
    LayerGroup msa;
    msa.kind = LayerKind::Msa;
    msa.count = 2;
    msa.indexHeadDim = 128;
    msa.indexDtype = KvCacheDtype::Fp8;
    m.layers = {sliding, mla, dsa, linear, compressed, msa};
    m.paramsTotalB = 32.8;
    m.paramsActiveB = 3.3;
    m.moeExperts = 128;
    m.moeExpertsPerToken = 8;
    m.weightsDtype = "fp8";
    m.source = "config.json";
    s.gpu.catalogId = "rtx-pro-6000-server";
    s.serving.maxNumBatchedTokens = 8192;
    s.serving.mambaCacheMode = MambaCacheMode::Align;
    s.serving.prefillComputeDtype = ComputeDtype::Fp8;
    s.serving.prefillMfu = 0.5;
    TrafficSpec traffic;
    traffic.preset = "chat-assistant";
    traffic.sharedPrefixTokens = 1024;
    traffic.peakFactor = 2.0;
    traffic.outputTokensPerTurn = 256;
    s.traffic = traffic;
    s.serving.maxNumSeqs = 1024;
    s.serving.decodeMbu = 0.7;
    LoadSpec load;
    load.maxConcurrency = 16;
    load.requestRatePerS = 4.0;
    load.prefixHitShare = 0.25;
    load.cpuHitShare = 0.5;
    s.load = load;
    s.sla.ttftP95Ms = 2000.0;
    s.sla.returningTtftP95Ms = 1000.0;
    s.sla.tpotMs = 100.0;
    s.sla.minTierHitShare = 0.5;
    s.sla.atMedian = true;
    QuoteSpec& q = s.quote;
    q.customer = "Example Customer AG";
    q.contact = "A. Person";
    q.project = "Chat assistant";
    q.number = "Q-2025-001";
    q.date = "2025-06-30";
    q.validityDays = 30;
    q.discountPercent = 7.5;
    q.salesContact = "B. Seller";
    q.notes = "Delivery in six weeks.\nPrices without shipping.";
    q.assembly = false;
    q.warrantyYears = 3;
    q.language = "de";
    s.host.platformId = "epyc-9005";
    s.host.gpuSockets = {0, 0, 1, 1};
    s.host.nodes = 1;
    s.nvme.driveId = "pm1743-7.68";
    m.checkpointKvCacheDtype = KvCacheDtype::Fp8E4M3;
    m.mtpLayers = 1;
    s.speculative.method = SpeculativeMethod::Mtp;
    s.speculative.numTokens = 2;
    s.speculative.draftLayers = 1;
    s.gpu.powerW = 600.0;
    s.gpu.formFactor = "pcie";
    s.gpu.nvlinkBridgeWays = 2;
    s.gpu.nvlinkBridgesPerIsland = 1;
    s.host.cpuPowerW = 360.0;
    s.chassis = ChassisSpec{};
    s.chassis->model = "Lenovo ThinkSystem SR675 V3";
    s.chassis->catalogId = "lenovo-sr675-v3-4dw";
    s.chassis->nvlinkBridgeWays = {2, 4};
    s.site.rackKw = 15.0;
    s.site.rackUnits = 42;
    s.site.feedVoltage = 230;
    s.site.cooling = "air";
    s.site.psuRedundancy = "n+n";
    s.site.airDeltaTC = 15.0;
    setEveryOptionalKey(s);
    if (!validate(s).empty())
        qFatal("fullExample: %s", validate(s).front().key.c_str());
    json document = json::parse(serializeScenario(s));
    document["engine"]["numa_bind"] = true;
    return document;
}

struct Leaf {
    std::string key; // as a refusal names it: "model.layers[0].window"
    json::json_pointer pointer;
    bool listOfObjects = false;
};

void leaves(const json& node, const std::string& key, const std::string& pointer,
            std::vector<Leaf>& out)
{
    const auto join = [](const std::string& a, const std::string& b, const char* separator) {
        return a.empty() ? b : a + separator + b;
    };
    if (node.is_object()) {
        for (const auto& item : node.items())
            leaves(item.value(), join(key, item.key(), "."), pointer + "/" + item.key(), out);
        return;
    }
    const bool objects = node.is_array() && !node.empty() && node.front().is_object();
    out.push_back({key, json::json_pointer(pointer), objects});
    if (objects)
        for (std::size_t i = 0; i < node.size(); ++i)
            leaves(node[i], key + "[" + std::to_string(i) + "]", pointer + "/" + std::to_string(i),
                   out);
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
        QTest::addColumn<QString>("pointer");
        const json example = fullExample();
        std::vector<Leaf> keys;
        leaves(example, "", "", keys);
        QVERIFY(keys.size() >= 80);
        const std::string huge(1 << 20, 'x'); // 1 MiB of text
        for (const Leaf& leaf : keys) {
            const std::string& key = leaf.key;
            if (key == "schema_version")
                continue;
            const json& value = example.at(leaf.pointer);
            std::vector<std::pair<const char*, json>> absurd;
            // An empty list means something for these: every layer full attention, the cards
            // split evenly over the sockets.
            const bool emptyMeansDefault = key == "model.layers" || key == "host.gpu_sockets" ||
                                           key == "chassis.nvlink_bridge_ways";
            if (value.is_boolean())
                absurd = {{"a number", 1}};
            else if (leaf.listOfObjects)
                absurd = {{"10,000 entries", json(std::vector<json>(10000, value.front()))}};
            else if (value.is_array()) {
                absurd = {{"10,000 entries", json(std::vector<int>(10000, 64))},
                          {"an entry of 2^64 − 1", json::array({18446744073709551615ULL})}};
                if (!emptyMeansDefault)
                    absurd.push_back({"empty", json::array()});
            } else if (key == "quote.notes") // line breaks belong in notes
                absurd = {{"1 MiB of text", huge},
                          {"a control character", value.get<std::string>() + "\u0007"},
                          {"a list", json::array()}};
            else if (value.is_string())
                absurd = {{"1 MiB of text", huge},
                          {"a line break", value.get<std::string>() + "\nrm -rf /"},
                          {"a list", json::array()}};
            else if (key == "traffic.seed" ||
                     key == "load.seed") // every 64-bit number is a seed, 2^64 − 1 too
                absurd = {{"10^300", 1e300}, {"-1", -1}, {"an object", json::object()}};
            else // a number, or null where a number or a text may be
                absurd = {{"10^300", 1e300},
                          {"2^64 − 1", 18446744073709551615ULL},
                          {"-1", -1},
                          {"an object", json::object()}};
            for (const auto& [name, bad] : absurd)
                QTest::addRow("%s = %s", key.c_str(), name)
                    << QString::fromStdString(key) << QByteArray::fromStdString(bad.dump())
                    << QString::fromStdString(leaf.pointer.to_string());
        }
    }
    // The rows above come from the keys the example writes: every key the format documents
    // must be among them, or a key added later (with its own optional section) goes unchecked.
    void everyDocumentedKeyIsChecked()
    {
        QFile doc(test::resourcesPath(QStringLiteral("../docs/scenario-format.md")));
        QVERIFY2(doc.open(QIODevice::ReadOnly), qPrintable(doc.fileName()));
        std::vector<Leaf> keys;
        leaves(fullExample(), "", "", keys);
        QSet<QString> written;
        const QRegularExpression index(QStringLiteral("\\[\\d+\\]"));
        for (const Leaf& leaf : keys) {
            QString key = QString::fromStdString(leaf.key).replace(index, QStringLiteral("[]"));
            written.insert(key);
            // A section ("traffic") is written when one of its keys is.
            for (qsizetype dot = key.indexOf(QLatin1Char('.')); dot > 0;
                 dot = key.indexOf(QLatin1Char('.'), dot + 1))
                written.insert(key.left(dot));
        }
        const QRegularExpression cell(QStringLiteral("`([a-z_0-9.]+)`"));
        QString section;
        int documented = 0;
        for (const QByteArray& raw : doc.readAll().split('\n')) {
            const QString line = QString::fromUtf8(raw);
            if (line.startsWith(QLatin1String("## ")))
                section = line;
            if (!line.startsWith(QLatin1String("| `")) ||
                section.startsWith(QLatin1String("## Filling")) ||
                section.startsWith(QLatin1String("## Overriding")))
                continue;
            const QString firstCell = line.section(QLatin1Char('|'), 1, 1);
            for (const QRegularExpressionMatch& m : cell.globalMatch(firstCell)) {
                QString key = m.captured(1);
                if (section.startsWith(QLatin1String("## Layer groups")))
                    key = QStringLiteral("model.layers[].") + key;
                ++documented;
                QVERIFY2(written.contains(key),
                         qPrintable(key + QStringLiteral(" is documented but fullExample() does "
                                                         "not write it: add it there")));
            }
        }
        QVERIFY(documented >= 100);
    }

    void absurdValuesAreRefusedByKey()
    {
        QFETCH(QString, key);
        QFETCH(QByteArray, value);
        QFETCH(QString, pointer);
        json document = fullExample();
        document[json::json_pointer(pointer.toStdString())] = json::parse(value.toStdString());
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
    // Every real the example writes is in realFields(), so a new real key is checked too.
    void everyRealKeyIsSetThroughTheApi()
    {
        std::vector<Leaf> keys;
        leaves(fullExample(), "", "", keys);
        const json example = fullExample();
        QSet<QString> listed;
        for (const auto& [key, set] : realFields())
            listed.insert(QString::fromLatin1(key));
        for (const Leaf& leaf : keys)
            if (example.at(leaf.pointer).is_number_float())
                QVERIFY2(listed.contains(QString::fromStdString(leaf.key)),
                         qPrintable(QString::fromStdString(leaf.key) +
                                    QStringLiteral(" is missing from realFields()")));
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
    // Every real key of the scenario's table, set through its row.
    static const std::vector<std::pair<const char*, std::function<void(Scenario&, double)>>>&
    realFields()
    {
        static const auto fields = [] {
            std::vector<std::pair<const char*, std::function<void(Scenario&, double)>>> list;
            for (const schema::Field& f : schema::fields())
                if (f.type == schema::Type::Real)
                    list.push_back({f.key.data(), [&f](Scenario& s, double v) {
                                        f.set(s, v);
                                    }});
            return list;
        }();
        return fields;
    }
};

QTEST_APPLESS_MAIN(TestLimits)

} // namespace tst_limits

#include "tst_limits.moc"
