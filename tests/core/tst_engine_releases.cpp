// SPDX-License-Identifier: GPL-3.0-or-later
// The release table (engine_releases.h) and what the launch commands do with it: the releases
// and pins as Dynamo's release pages give them, engine.release and its legacy spelling, the
// version gates, and the engine audit's defects (../shared/reference/engine-audit-2026-12.md,
// D1–D19) on the worked example — figures worked out by hand in the row names.
#include <QFile>
#include <QProcess>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>
#include <nlohmann/json.hpp>

#include "kvplan/engine_compose.h"
#include "kvplan/engine_config.h"
#include "kvplan/engine_config_json.h"
#include "kvplan/engine_script.h"
#include "kvplan/scenario_io.h"
#include "kvplan/validation.h"
#include "scenario_variants.h"

#include <set>

namespace tst_engine_releases {

using namespace kvp;
using nlohmann::json;

namespace {

using kvp::test::variant;

EngineConfig configure(const QStringList& assignments, EngineKind engine,
                       std::optional<std::string> release = std::nullopt,
                       EngineForm form = EngineForm::Auto)
{
    Scenario s = variant(assignments);
    s.engine.name = engine;
    return engineConfig(s, plan(s), {engine, form, std::move(release)});
}

QString text(const std::optional<std::string>& value)
{
    return value ? QString::fromStdString(*value) : QStringLiteral("(none)");
}

json jsonArgument(const LaunchCommand& cmd, const std::string& flag)
{
    const auto value = cmd.argument(flag);
    if (!value)
        qFatal("%s has no %s", cmd.name.c_str(), flag.c_str());
    return json::parse(*value);
}

bool hasCode(const std::vector<Diagnostic>& list, const char* code)
{
    for (const Diagnostic& d : list)
        if (toString(d.code) == code)
            return true;
    return false;
}

int count(const std::string& text, const std::string& what)
{
    int n = 0;
    for (std::size_t pos = text.find(what); pos != std::string::npos;
         pos = text.find(what, pos + 1))
        ++n;
    return n;
}

// The words of the compose file's command lists ("      - \"…\"", YAML double-quoted = JSON).
std::vector<json> commandWords(const std::string& yaml)
{
    std::vector<json> words;
    std::size_t pos = 0;
    while ((pos = yaml.find("\n      - \"", pos)) != std::string::npos) {
        const std::size_t start = pos + 9;
        const std::size_t end = yaml.find('\n', start);
        words.push_back(json::parse(yaml.substr(start, end - start)));
        pos = end;
    }
    return words;
}

QString version(const ReleaseVersion& v)
{
    return QString::fromStdString(toString(v));
}

// A release row's date (issue #27): "2026-11" or "2026-08-10", as {months since year 0, day};
// the day is 0 for a month alone. nullopt for anything else, a day the month lacks included.
struct ReleaseDate {
    int month = 0;
    int day = 0;
};

std::optional<ReleaseDate> parseReleaseDate(std::string_view text)
{
    const auto digits = [&](std::size_t from, std::size_t n) -> std::optional<int> {
        int value = 0;
        for (std::size_t i = from; i < from + n; ++i) {
            if (text[i] < '0' || text[i] > '9')
                return std::nullopt;
            value = value * 10 + (text[i] - '0');
        }
        return value;
    };
    if ((text.size() != 7 && text.size() != 10) || text[4] != '-')
        return std::nullopt;
    const auto year = digits(0, 4);
    const auto month = digits(5, 2);
    if (!year || !month || *month < 1 || *month > 12)
        return std::nullopt;
    ReleaseDate date{*year * 12 + *month - 1, 0};
    if (text.size() == 7)
        return date;
    const auto day = digits(8, 2);
    constexpr int kDays[] = {31, 29, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31};
    const bool leap = *year % 4 == 0 && (*year % 100 != 0 || *year % 400 == 0);
    const int days = *month == 2 && !leap ? 28 : kDays[*month - 1];
    if (text[7] != '-' || !day || *day < 1 || *day > days)
        return std::nullopt;
    date.day = *day;
    return date;
}

// Newest first: `newer` is not before `older`. A month alone equals every day of its month.
bool notBefore(const ReleaseDate& newer, const ReleaseDate& older)
{
    if (newer.month != older.month)
        return newer.month > older.month;
    return newer.day == 0 || older.day == 0 || newer.day >= older.day;
}

} // namespace

class TestEngineReleases : public QObject {
    Q_OBJECT
private slots:
    // Newest releases (engine audit D13): vLLM 0.33.0, SGLang 0.5.23 and Dynamo 1.7.0 from
    // Dynamo 1.7.0's pins; LMCache 0.5.5, the newest release found (engine audit 2026-12b E8:
    // LMCache issue #5168 of 2026-09-17 reports "the 0.5.5 release").
    void newestReleases_data()
    {
        QTest::addColumn<int>("engine");
        QTest::addColumn<QString>("newest");
        QTest::newRow("vLLM") << int(EngineKind::Vllm) << "0.33.0";
        QTest::newRow("SGLang") << int(EngineKind::Sglang) << "0.5.23";
        QTest::newRow("LMCache") << int(EngineKind::Lmcache) << "0.5.5";
        QTest::newRow("NVIDIA Dynamo") << int(EngineKind::Dynamo) << "1.7.0";
    }
    void newestReleases()
    {
        QFETCH(int, engine);
        QFETCH(QString, newest);
        const auto kind = EngineKind(engine);
        QCOMPARE(QString::fromUtf8(newestRelease(kind).version), newest);
        QCOMPARE(QString::fromStdString(writtenFor(kind).front().version), newest);
        ReleaseVersion previous{{999, 0, 0}};
        for (const EngineReleaseRow* row : releasesOf(kind)) {
            QVERIFY2(row->number() < previous, row->version.data()); // newest first, no repeats
            previous = row->number();
            QVERIFY(!row->source.empty() && !row->confidence.empty() && !row->image.empty());
            QVERIFY(!row->differences.empty());
            QCOMPARE(findRelease(kind, row->version), row);
        }
    }

    // Issue #27: every row names its date, "YYYY-MM" or "YYYY-MM-DD", and a source, and the
    // dates run newest first within an engine (a month alone equals any day of it). A
    // pre-release sits above the stable release it precedes, whatever its date, so only its
    // form is checked; the stable rows are checked against each other.
    void everyReleaseIsDated_data()
    {
        QTest::addColumn<int>("engine");
        for (EngineKind kind : allEngineKinds())
            QTest::newRow(engineDescriptor(kind).id.data()) << int(kind);
    }
    void everyReleaseIsDated()
    {
        QFETCH(int, engine);
        const EngineReleaseRow* previous = nullptr;
        std::optional<ReleaseDate> previousDate;
        for (const EngineReleaseRow* row : releasesOf(EngineKind(engine))) {
            const std::string name =
                std::string(row->version) + " (" + std::string(row->date) + ")";
            QVERIFY2(!row->source.empty(), name.c_str());
            const std::optional<ReleaseDate> date = parseReleaseDate(row->date);
            QVERIFY2(date, ("no date of the form YYYY-MM or YYYY-MM-DD: " + name).c_str());
            if (row->preRelease())
                continue;
            if (previous)
                QVERIFY2(notBefore(*previousDate, *date),
                         (std::string(previous->version) + " (" + std::string(previous->date) +
                          ") is listed above the later " + name)
                             .c_str());
            previous = row;
            previousDate = date;
        }
        QVERIFY(previous);
    }

    // The check above reads the dates with these rules; each row names the case.
    void releaseDateForm_data()
    {
        QTest::addColumn<QString>("date");
        QTest::addColumn<bool>("valid");
        QTest::newRow("a month alone: 2026-11") << "2026-11" << true;
        QTest::newRow("a day: 2026-08-10") << "2026-08-10" << true;
        QTest::newRow("a leap day: 2028-02-29") << "2028-02-29" << true;
        QTest::newRow("empty") << "" << false;
        QTest::newRow("a year alone: 2026") << "2026" << false;
        QTest::newRow("month 13: 2026-13") << "2026-13" << false;
        QTest::newRow("month 0: 2026-00") << "2026-00" << false;
        QTest::newRow("a day the month lacks: 2026-11-31") << "2026-11-31" << false;
        QTest::newRow("not a leap year: 2026-02-29") << "2026-02-29" << false;
        QTest::newRow("one-digit month: 2026-8-10") << "2026-8-10" << false;
        QTest::newRow("slashes: 2026/08/10") << "2026/08/10" << false;
        QTest::newRow("words: Nov 23, 2026") << "Nov 23, 2026" << false;
    }
    void releaseDateForm()
    {
        QFETCH(QString, date);
        QFETCH(bool, valid);
        QCOMPARE(parseReleaseDate(date.toStdString()).has_value(), valid);
    }

    void releaseDateOrder_data()
    {
        QTest::addColumn<QString>("newer");
        QTest::addColumn<QString>("older");
        QTest::addColumn<bool>("inOrder");
        QTest::newRow("later day: 1.6.2 2026-11-05 over 1.6.0 2026-10-22") << "2026-11-05"
                                                                           << "2026-10-22" << true;
        QTest::newRow("same month, a month alone above a day: 2026-10 over 2026-10-05")
            << "2026-10"
            << "2026-10-05" << true;
        QTest::newRow("same month, a day above a month alone: 2026-11-05 over 2026-11")
            << "2026-11-05"
            << "2026-11" << true;
        QTest::newRow("the same day") << "2026-06-13"
                                      << "2026-06-13" << true;
        QTest::newRow("earlier day above: 2026-10-04 over 2026-10-05") << "2026-10-04"
                                                                       << "2026-10-05" << false;
        QTest::newRow("earlier month above: 2026-09 over 2026-10-01") << "2026-09"
                                                                      << "2026-10-01" << false;
        QTest::newRow("earlier year above: 2025-12 over 2026-01") << "2025-12"
                                                                  << "2026-01" << false;
    }
    void releaseDateOrder()
    {
        QFETCH(QString, newer);
        QFETCH(QString, older);
        QFETCH(bool, inOrder);
        const auto a = parseReleaseDate(newer.toStdString());
        const auto b = parseReleaseDate(older.toStdString());
        QVERIFY(a && b);
        QCOMPARE(notBefore(*a, *b), inOrder);
    }

    // Dynamo's deprecations pages: 1.7.0 ← vLLM 0.33.0, SGLang 0.5.23; 1.6.x ← 0.31.0, 0.5.21;
    // 1.5.x ← 0.28.0, 0.5.18; 1.4.x ← 0.26.0, 0.5.16; 1.3.1 ← 0.23.0, 0.5.14.
    void dynamoPins_data()
    {
        QTest::addColumn<QString>("dynamo");
        QTest::addColumn<QString>("vllm");
        QTest::addColumn<QString>("sglang");
        QTest::addColumn<bool>("native");
        QTest::addColumn<bool>("kvbm");
        QTest::newRow("1.7.0") << "1.7.0"
                               << "0.33.0"
                               << "0.5.23" << true << false;
        QTest::newRow("1.6.2") << "1.6.2"
                               << "0.31.0"
                               << "0.5.21" << true << false;
        QTest::newRow("1.6.0: KVBM's removal targeted") << "1.6.0"
                                                        << "0.31.0"
                                                        << "0.5.21" << true << false;
        QTest::newRow("1.5.1: KVBM deprecated, native default") << "1.5.1"
                                                                << "0.28.0"
                                                                << "0.5.18" << true << true;
        QTest::newRow("1.4.2: vLLM 0.26 ≥ 0.24") << "1.4.2"
                                                 << "0.26.0"
                                                 << "0.5.16" << true << true;
        QTest::newRow("1.3.1: vLLM 0.23 < 0.24, KVBM") << "1.3.1"
                                                       << "0.23.0"
                                                       << "0.5.14" << false << true;
    }
    void dynamoPins()
    {
        QFETCH(QString, dynamo);
        QFETCH(QString, vllm);
        QFETCH(QString, sglang);
        QFETCH(bool, native);
        QFETCH(bool, kvbm);
        const EngineReleaseRow* row = findRelease(EngineKind::Dynamo, dynamo.toStdString());
        QVERIFY(row);
        QCOMPARE(QString::fromUtf8(row->vllm), vllm);
        QCOMPARE(QString::fromUtf8(row->sglang), sglang);
        QVERIFY(findRelease(EngineKind::Vllm, row->vllm)); // every pin is a row of its own
        QCOMPARE(dynamoHas(*row, DynamoFeature::NativeOffloading), native);
        QCOMPARE(dynamoHas(*row, DynamoFeature::Kvbm), kvbm);
        Scenario s = variant({});
        s.engine.name = EngineKind::Dynamo;
        s.engine.release = dynamo.toStdString();
        QCOMPARE(version(vllmReleaseFor(s)), vllm);
    }

    // vllmReleaseFor: the one place the host-tier rules read the vLLM release.
    void vllmReleaseForFollowsTheRelease_data()
    {
        QTest::addColumn<QStringList>("settings");
        QTest::addColumn<QString>("vllm");
        QTest::newRow("vLLM, unset: the newest") << QStringList{} << "0.33.0";
        QTest::newRow("vLLM, engine.release")
            << QStringList{"engine.release=\"0.26.0\""} << "0.26.0";
        QTest::newRow("vLLM, legacy engine.vllm_version")
            << QStringList{"engine.vllm_version=\"0.20.1\""} << "0.20.1";
        QTest::newRow("engine.release wins over the legacy key")
            << QStringList{"engine.vllm_version=\"0.20.1\"", "engine.release=\"0.28.0\""}
            << "0.28.0";
        QTest::newRow("Dynamo, unset: 1.7.0 pins 0.33.0")
            << QStringList{"engine.name=\"dynamo\""} << "0.33.0";
        QTest::newRow("Dynamo 1.5.1 pins 0.28.0, whatever vllm_version says")
            << QStringList{"engine.name=\"dynamo\"", "engine.release=\"1.5.1\"",
                           "engine.vllm_version=\"0.20.1\""}
            << "0.28.0";
        QTest::newRow("LMCache: the vLLM beside the server")
            << QStringList{"engine.name=\"lmcache\"", "engine.vllm_version=\"0.31.0\""} << "0.31.0";
    }
    void vllmReleaseForFollowsTheRelease()
    {
        QFETCH(QStringList, settings);
        QFETCH(QString, vllm);
        QCOMPARE(version(vllmReleaseFor(variant(settings))), vllm);
    }

    // A bad engine.release names the field and lists the engine's releases.
    void unknownReleaseIsRefused()
    {
        Scenario s = variant({});
        s.engine.release = "0.99.0";
        bool found = false;
        for (const FieldError& e : validate(s))
            if (e.key == "engine.release") {
                found = true;
                QVERIFY2(e.problem.find("0.33.0, 0.32.0") != std::string::npos, e.problem.c_str());
            }
        QVERIFY(found);
        s.engine.name = EngineKind::Dynamo;
        s.engine.release = "1.7.0";
        for (const FieldError& e : validate(s))
            QVERIFY(e.key != "engine.release");
        // The CLI's --release for an engine: unknown → an error listing the known ones.
        const EngineConfig config = configure({}, EngineKind::Sglang, "0.5.22");
        QVERIFY(config.hasErrors());
        QVERIFY(hasCode(config.diagnostics, "engine_release_unknown"));
    }

    // D1–D5: Dynamo 1.7.0 through vLLM's OffloadingConnector, no KVBM, KV events per worker,
    // file discovery. Worked example: 4 workers, 125 GiB = 134,217,728,000 B each.
    void dynamoNative()
    {
        const EngineConfig config = configure({}, EngineKind::Dynamo);
        QVERIFY(!config.hasErrors());
        QCOMPARE(QString::fromStdString(config.vllm), QStringLiteral("0.33.0"));
        const std::vector<std::string> discovery = {
            "--discovery-backend", "file", "--request-plane", "tcp", "--event-plane", "zmq"};
        for (const LaunchCommand& cmd : config.commands) {
            QVERIFY(std::search(cmd.argv.begin(), cmd.argv.end(), discovery.begin(),
                                discovery.end()) != cmd.argv.end());
            QVERIFY(!cmd.argument("--connector"));
            for (const EnvVar& e : cmd.environment)
                QVERIFY2(e.name.rfind("DYN_KVBM", 0) != 0, e.name.c_str());
        }
        for (const LaunchCommand* cmd : config.instanceCommands()) {
            const json transfer = jsonArgument(*cmd, "--kv-transfer-config");
            QCOMPARE(transfer.at("kv_connector").get<std::string>(), "OffloadingConnector");
            const json& extra = transfer.at("kv_connector_extra_config");
            QCOMPARE(extra.at("cpu_bytes_to_use").get<std::uint64_t>(), 134'217'728'000u);
            QCOMPARE(extra.at("self_describing_kv_events").get<bool>(), true);
            const json events = jsonArgument(*cmd, "--kv-events-config");
            QCOMPARE(events.at("endpoint").get<std::string>(),
                     "tcp://*:" + std::to_string(20080 + *cmd->instance));
            QCOMPARE(events.at("enable_kv_cache_events").get<bool>(), true);
            // 600 s + 2 × 125 GiB × 18.872 s / 32 GiB = 600 + ⌈147.44⌉ = 748 s.
            QCOMPARE(text(cmd->env("VLLM_ENGINE_READY_TIMEOUT_S")), QStringLiteral("748"));
            QCOMPARE(QString::fromStdString(cmd->image),
                     QStringLiteral("nvcr.io/nvidia/ai-dynamo/vllm-runtime:1.7.0"));
        }
        const LaunchCommand* frontend = config.command("dynamo-frontend");
        QCOMPARE(text(frontend->argument("--router-mode")), QStringLiteral("kv"));
        QVERIFY(hasCode(config.diagnostics, "dynamo_native_offloading"));
        QVERIFY(hasCode(config.diagnostics, "dynamo_file_discovery"));
    }

    // D2, D10, D11 for a release that still has KVBM: per-worker leader ports 56001 + 2i and
    // 56002 + 2i, every block to disk, init timeout 120 s + ⌈2 × 73.72 s⌉ = 268 s.
    void dynamoKvbm()
    {
        const EngineConfig config = configure({}, EngineKind::Dynamo, "1.3.1");
        QVERIFY(!config.hasErrors());
        for (const LaunchCommand* cmd : config.instanceCommands()) {
            const std::uint64_t i = *cmd->instance;
            QCOMPARE(text(cmd->env("DYN_KVBM_LEADER_ZMQ_PUB_PORT")),
                     QString::number(56001 + 2 * i));
            QCOMPARE(text(cmd->env("DYN_KVBM_LEADER_ZMQ_ACK_PORT")),
                     QString::number(56002 + 2 * i));
            QCOMPARE(text(cmd->env("DYN_KVBM_DISABLE_DISK_OFFLOAD_FILTER")),
                     QStringLiteral("true"));
            QCOMPARE(text(cmd->env("DYN_KVBM_LEADER_WORKER_INIT_TIMEOUT_SECS")),
                     QStringLiteral("268"));
            QCOMPARE(jsonArgument(*cmd, "--kv-events-config").at("endpoint").get<std::string>(),
                     "tcp://*:" + std::to_string(20080 + i));
        }
        QVERIFY(hasCode(config.diagnostics, "dynamo_kvbm_release"));
    }

    // D6, D7, D12: LMCache's servers get their own HTTP and Prometheus ports and a watermark;
    // the plan counts (0.95 − 0.05) × 125 GiB = 112.5 GiB → 112 conversations of 1 GiB.
    void lmcacheServersAndUsableL1()
    {
        const EngineConfig config = configure({}, EngineKind::Lmcache);
        const LaunchCommand* node0 = config.command("lmcache-server-node0");
        const LaunchCommand* node1 = config.command("lmcache-server-node1");
        QVERIFY(node0 && node1);
        QCOMPARE(text(node0->argument("--http-port")), QStringLiteral("8080"));
        QCOMPARE(text(node1->argument("--http-port")), QStringLiteral("8081"));
        QCOMPARE(text(node0->argument("--prometheus-port")), QStringLiteral("9090"));
        QCOMPARE(text(node1->argument("--prometheus-port")), QStringLiteral("9091"));
        QCOMPARE(text(node0->argument("--eviction-trigger-watermark")), QStringLiteral("0.95"));
        QCOMPARE(text(node0->argument("--eviction-ratio")), QStringLiteral("0.05"));
        QVERIFY(hasCode(config.diagnostics, "lmcache_size_in_gib"));
        QVERIFY(!hasCode(config.diagnostics, "lmcache_size_unit_unconfirmed"));

        Scenario lmcache = variant({"engine.name=\"lmcache\""});
        QCOMPARE(plan(lmcache).cpuTier.conversationsPerInstance, 112u);
        QCOMPARE(plan(variant({})).cpuTier.conversationsPerInstance, 125u);
        QCOMPARE(usableCpuTierBytes(lmcache, gib(100)), gib(90));
    }

    // D19: LMCache's fs L2 adapter caps its files at max_capacity_gb, which it reads in GiB
    // (int(max_capacity_gb * 1024**3), fs_l2_adapter.py @02ebd8bb); each server gets its share
    // of the plan's NVMe need.
    void lmcacheFileTierCap_2000_conversations_x_1GiB_over_4_instances_x_2_is_1000GiB()
    {
        const EngineConfig config = configure({}, EngineKind::Lmcache);
        for (const char* name : {"lmcache-server-node0", "lmcache-server-node1"}) {
            const LaunchCommand* server = config.command(name);
            QVERIFY(server);
            const json adapter = jsonArgument(*server, "--l2-adapter");
            QCOMPARE(adapter["max_capacity_gb"].get<double>(), 1000.0);
            const EngineSetting* cap = server->setting("max_capacity_gb");
            QVERIFY(cap);
            QCOMPARE(cap->unit, std::string("GiB"));
            QCOMPARE(cap->effective, gib(1000));
        }
        QVERIFY(hasCode(config.diagnostics, "lmcache_l2_capacity"));
        QVERIFY(!hasCode(config.diagnostics, "file_tier_unbounded"));
        // The compose file and the pods still size /dev/shm from the L1, the first setting.
        QCOMPARE(config.commands.front().settings.front().key, std::string("--l1-size-gb"));
    }

    // Every port of every process on a host is unique, and every routed instance publishes
    // exactly one KV-events endpoint (D2, D3, D6, D9).
    void portsAreUniqueAndEventsPerInstance_data()
    {
        QTest::addColumn<int>("engine");
        QTest::addColumn<QString>("release");
        QTest::addColumn<QStringList>("settings");
        for (EngineKind engine : allEngineKinds())
            for (const EngineReleaseRow* row : releasesOf(engine))
                for (const QStringList& settings :
                     {QStringList{}, QStringList{"engine.port_base=8080"},
                      QStringList{"engine.port_base=20081", "engine.lmcache_port_base=8080"}})
                    QTest::newRow(qPrintable(QString::fromStdString(toString(engine)) + " " +
                                             QString::fromUtf8(row->version) + " " +
                                             settings.join(QLatin1Char(' '))))
                        << int(engine) << QString::fromUtf8(row->version) << settings;
    }
    void portsAreUniqueAndEventsPerInstance()
    {
        QFETCH(int, engine);
        QFETCH(QString, release);
        QFETCH(QStringList, settings);
        const EngineConfig config = configure(
            settings, EngineKind(engine), release.toStdString(),
            EngineKind(engine) == EngineKind::Dynamo ? EngineForm::Full : EngineForm::Auto);
        QVERIFY(!config.hasErrors());
        QVERIFY(config.kvEvents);
        std::set<std::uint64_t> ports;
        for (const LaunchCommand& cmd : config.commands)
            for (std::uint64_t port : cmd.ports)
                QVERIFY2(ports.insert(port).second, qPrintable(QString::number(port)));
        // An endpoint of --kv-events-config, or (TensorRT-LLM) an event buffer in the options
        // file, fetched over the instance's own port.
        for (const LaunchCommand* cmd : config.instanceCommands()) {
            auto endpoints = std::count(cmd->argv.begin(), cmd->argv.end(), "--kv-events-config");
            for (const LaunchFile& f : cmd->files)
                endpoints += f.content.find("\n  event_buffer_max_size: ") != std::string::npos;
            QCOMPARE(endpoints, 1);
        }
    }

    // D8: the CPU tiers of a host in /dev/shm: 4 × 125 GiB = 536,870,912,000 B, checked by
    // start-all.sh with the remedy (remount at 501 GiB, or --shm-size); SGLang pins, no shm.
    void devShmIsChecked()
    {
        const EngineConfig vllm = configure({}, EngineKind::Vllm);
        QCOMPARE(vllm.shmBytesPerNode, gib(500));
        const std::string script = renderCombinedScript(vllm);
        QVERIFY(script.find("shm_need=536870912000\n") != std::string::npos);
        QVERIFY(script.find("size=501G /dev/shm") != std::string::npos);
        QVERIFY(script.find("--shm-size=501g") != std::string::npos);
        QCOMPARE(configure({}, EngineKind::Lmcache).shmBytesPerNode, gib(500));
        QVERIFY(configure({}, EngineKind::Sglang).shmBytesPerNode.isZero());
        QVERIFY(renderCombinedScript(configure({}, EngineKind::Sglang)).find("shm_need") ==
                std::string::npos);
    }

    // D15, D9: a release before float16 and self-describing events gets auto and plain events.
    void versionGates()
    {
        const EngineConfig old = configure({"kv_cache_dtype=fp16"}, EngineKind::Vllm, "0.26.0");
        const LaunchCommand& cmd = *old.instanceCommands().front();
        QCOMPARE(text(cmd.argument("--kv-cache-dtype")), QStringLiteral("auto"));
        QVERIFY(!jsonArgument(cmd, "--kv-transfer-config")
                     .at("kv_connector_extra_config")
                     .contains("self_describing_kv_events"));
        const EngineConfig now = configure({"kv_cache_dtype=fp16"}, EngineKind::Vllm);
        QCOMPARE(text(now.instanceCommands().front()->argument("--kv-cache-dtype")),
                 QStringLiteral("float16"));
        // D17: SGLang's page_first layout with a storage backend.
        const EngineConfig sglang = configure({}, EngineKind::Sglang);
        QCOMPARE(text(sglang.instanceCommands().front()->argument("--hicache-mem-layout")),
                 QStringLiteral("page_first"));
    }

    // --format compose: the CPU tier and /dev/shm read back out of the file. vLLM instance:
    // cpu_bytes_to_use 134,217,728,000 and shm_size 126 GiB = 135,291,469,824 B.
    void composeHoldsTheTiers()
    {
        const std::string vllm = renderComposeFile(configure({}, EngineKind::Vllm));
        QCOMPARE(count(vllm, "    shm_size: 135291469824\n"), 4);
        QCOMPARE(count(vllm, "    network_mode: host\n"), 4);
        QCOMPARE(count(vllm, "      - SYS_NICE\n"), 4);
        int tiers = 0;
        for (const json& word : commandWords(vllm))
            if (json::accept(word.get<std::string>())) {
                const json arg = json::parse(word.get<std::string>());
                if (arg.contains("kv_connector_extra_config")) {
                    QCOMPARE(arg.at("kv_connector_extra_config")
                                 .at("cpu_bytes_to_use")
                                 .get<std::uint64_t>(),
                             134'217'728'000u);
                    ++tiers;
                }
            }
        QCOMPARE(tiers, 4);
        QVERIFY(vllm.find("image: \"vllm/vllm-openai:v0.33.0\"") != std::string::npos);
        QVERIFY(vllm.find("CUDA_VISIBLE_DEVICES") == std::string::npos);

        // LMCache: the servers and their instances share the host's IPC namespace and so its
        // /dev/shm (audit 2026-12b E1), which must hold 2 × 250 GiB: remount at 501G.
        const std::string lmcache = renderComposeFile(configure({}, EngineKind::Lmcache));
        QCOMPARE(count(lmcache, "    shm_size:"), 0);
        QCOMPARE(count(lmcache, "    ipc: host\n"), 6);
        QCOMPARE(count(lmcache, "# mount -o remount,size=501G /dev/shm"), 1);
        const std::string dynamo = renderComposeFile(configure({}, EngineKind::Dynamo));
        QVERIFY(dynamo.find("  etcd:\n") != std::string::npos);
        QVERIFY(dynamo.find("- \"--discovery-backend\"\n      - \"etcd\"") != std::string::npos);
    }

    // docker-compose config accepts the files (skipped without docker-compose).
    void composeValidates()
    {
        const QString tool = QStandardPaths::findExecutable(QStringLiteral("docker-compose"));
        if (tool.isEmpty())
            QSKIP("docker-compose is not installed (packaging/install-deps.sh installs it)");
        for (EngineKind engine : allEngineKinds()) {
            QTemporaryDir dir;
            QFile file(dir.filePath(QStringLiteral("compose.yaml")));
            QVERIFY(file.open(QIODevice::WriteOnly));
            file.write(QByteArray::fromStdString(renderComposeFile(configure({}, engine))));
            file.close();
            QProcess p;
            p.start(tool, {QStringLiteral("-f"), file.fileName(), QStringLiteral("config")});
            QVERIFY(p.waitForFinished(60000));
            QVERIFY2(p.exitCode() == 0, p.readAllStandardError().constData());
        }
    }

    void jsonNamesTheRelease()
    {
        const json out =
            json::parse(engineConfigToJson(configure({}, EngineKind::Dynamo, "1.6.2")).dump());
        QCOMPARE(out.at("release").get<std::string>(), "1.6.2");
        QCOMPARE(out.at("vllm_release").get<std::string>(), "0.31.0");
        QCOMPARE(out.at("written_for")[1].at("version").get<std::string>(), "0.31.0");
        QCOMPARE(out.at("kv_events").get<bool>(), true);
    }
};

QTEST_GUILESS_MAIN(TestEngineReleases)

} // namespace tst_engine_releases

#include "tst_engine_releases.moc"
