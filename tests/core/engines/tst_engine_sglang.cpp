// SPDX-License-Identifier: GPL-3.0-or-later
// SGLang with HiCache: --hicache-size in decimal GB per TP rank, its engine arguments, one form.
// The launch commands' values against the sizing model (§3, §9) and the engine's units and
// scopes, computed by hand in the row names; JSON arguments parsed back and checked key by key.
#include "engine_test_support.h"

namespace tst_engine_sglang {

using namespace engine_test;

class TestEngineSglang : public QObject {
    Q_OBJECT
private slots:
    // sizing-model §9: SGLang's --hicache-size is decimal GB per TP rank (engines.md §3.3).
    void sglangPerRankSize_data()
    {
        QTest::addColumn<QStringList>("settings");
        QTest::addColumn<quint64>("hicacheGB");
        QTest::addColumn<int>("tp");
        QTest::addColumn<bool>("rounded");
        QTest::newRow("TP 2: 250 GiB / 2 ranks = 125 GiB = 134,217,728,000 B = 134.22 GB → 135")
            << QStringList{"serving.tensor_parallel=2"} << 135ULL << 2 << true;
        QTest::newRow("H200 TP 2: 200 GiB / 2 = 100 GiB = 107,374,182,400 B = 107.37 GB → 108")
            << QStringList{"serving.tensor_parallel=2", "gpu.count=8",
                           "gpu.memory_reported_gib=139.8", "offload.cpu_tier_gib_per_instance=200"}
            << 108ULL << 2 << true;
        QTest::newRow("TP 2: 200,000,000,000 B / 2 ranks = 100 GB exactly → 100, not rounded")
            << QStringList{"serving.tensor_parallel=2",
                           "offload.cpu_tier_gib_per_instance=186.264514923095703125"}
            << 100ULL << 2 << false;
        QTest::newRow("TP 1 article: 125 GiB = 134.22 GB → 135")
            << QStringList{} << 135ULL << 1 << true;
    }
    void sglangPerRankSize()
    {
        QFETCH(QStringList, settings);
        QFETCH(quint64, hicacheGB);
        QFETCH(int, tp);
        QFETCH(bool, rounded);
        const EngineConfig config = configure(settings, EngineKind::Sglang);
        QVERIFY(!config.hasErrors());
        for (const LaunchCommand* cmd : config.instanceCommands()) {
            QCOMPARE(cmd->argv.at(2), std::string("sglang.launch_server"));
            QVERIFY(std::count(cmd->argv.begin(), cmd->argv.end(), "--enable-hierarchical-cache"));
            QCOMPARE(number(cmd->argument("--hicache-size")), hicacheGB);
            QCOMPARE(number(cmd->argument("--tp-size")), quint64(tp));
            QCOMPARE(number(cmd->argument("--page-size")), 64u);
            const EngineSetting* s = cmd->setting("--hicache-size");
            QCOMPARE(name(s->scope), name(SettingScope::PerRank));
            QCOMPARE(s->unit, std::string("GB"));
            QCOMPARE(s->effective, gb(hicacheGB));
            QCOMPARE(text(cmd->argument("--hicache-storage-backend")), QStringLiteral("file"));
            QCOMPARE(text(cmd->env("SGLANG_HICACHE_FILE_BACKEND_STORAGE_DIR")),
                     QStringLiteral("/mnt/nvme/kv"));
        }
        const Diagnostic* perRank = find(config.diagnostics, "sglang_size_per_rank");
        QVERIFY(perRank);
        QCOMPARE(perRank->params.at("total_gb").get<double>(), double(hicacheGB * tp));
        QCOMPARE(codes(config.diagnostics).contains("size_rounded_up"), rounded);
    }

    void sglangEngineArguments_data()
    {
        QTest::addColumn<QStringList>("settings");
        QTest::addColumn<QString>("fraction");
        QTest::addColumn<QString>("dtype");
        QTest::newRow("article: (0.9 × 95.6 − 3) / 95.6 = 0.86862 → 0.868, fp8 → fp8_e4m3")
            << QStringList{} << "0.868"
            << "fp8_e4m3";
        QTest::newRow("H200 TP 2: (0.9 × 139.8 − 3) / 139.8 = 0.87854 → 0.878, bf16 → auto")
            << QStringList{"serving.tensor_parallel=2", "gpu.count=8",
                           "gpu.memory_reported_gib=139.8", "kv_cache_dtype=bf16",
                           "model.weights_gib=131.5"}
            << "0.878"
            << "auto";
        QTest::newRow("fp8_e5m2 stays fp8_e5m2")
            << QStringList{"kv_cache_dtype=fp8_e5m2"} << "0.868"
            << "fp8_e5m2";
    }
    void sglangEngineArguments()
    {
        QFETCH(QStringList, settings);
        QFETCH(QString, fraction);
        QFETCH(QString, dtype);
        const EngineConfig config = configure(settings, EngineKind::Sglang);
        const LaunchCommand& cmd = *config.instanceCommands().front();
        QCOMPARE(text(cmd.argument("--mem-fraction-static")), fraction);
        QCOMPARE(text(cmd.argument("--kv-cache-dtype")), dtype);
        QCOMPARE(number(cmd.argument("--context-length")), 8192u);
        QCOMPARE(codes(config.diagnostics).contains("kv_dtype_auto"), dtype == "auto");
    }

    // The --kv-cache-dtype written for each KV-cache format against the choices SGLang takes
    // at every release of the table: tests/data/engines/sglang.json, read at the v0.5.18 tag
    // (python/sglang/srt/server_args.py @71de97b2 L692-702), each choice with its since/until.
    void sglangKvCacheDtypeIsAChoice_data()
    {
        QTest::addColumn<QString>("dtype");
        QTest::addColumn<QString>("written");
        QTest::newRow("nvfp4 → nvfp4 (server_args.py @71de97b2 L699), not fp4_e2m1 (L701), "
                      "refused at startup: mem_cache/kv_cache_dtype.py @71de97b2 L62-66")
            << "nvfp4"
            << "nvfp4";
        QTest::newRow("fp8 → fp8_e4m3 (server_args.py @71de97b2 L695)") << "fp8"
                                                                        << "fp8_e4m3";
        QTest::newRow("fp8_e5m2 → fp8_e5m2 (server_args.py @71de97b2 L694)") << "fp8_e5m2"
                                                                             << "fp8_e5m2";
        QTest::newRow("bf16 → auto, the model's dtype (server_args.py @71de97b2 L693)") << "bf16"
                                                                                        << "auto";
    }
    void sglangKvCacheDtypeIsAChoice()
    {
        QFETCH(QString, dtype);
        QFETCH(QString, written);
        QFile file(kvp::test::testDataPath(QStringLiteral("engines/sglang.json")));
        QVERIFY2(file.open(QIODevice::ReadOnly), qPrintable(file.fileName()));
        const json table = json::parse(file.readAll().toStdString());
        const auto flag =
            std::find_if(table.at("flags").begin(), table.at("flags").end(),
                         [](const json& f) { return f.at("name") == "--kv-cache-dtype"; });
        QVERIFY(flag != table.at("flags").end());
        // The choice's value, or nullopt when `release` does not take it (since ≤ release < until).
        const auto valueAt = [](const json& choice,
                                const ReleaseVersion& release) -> std::optional<std::string> {
            if (choice.is_string())
                return choice.get<std::string>();
            if (choice.contains("since") &&
                release < *parseReleaseVersion(choice.at("since").get<std::string>()))
                return std::nullopt;
            if (choice.contains("until") &&
                release >= *parseReleaseVersion(choice.at("until").get<std::string>()))
                return std::nullopt;
            return choice.at("value").get<std::string>();
        };
        // The worked example's RTX PRO 6000 (compute capability 12.0): SGLang stores NVFP4 on
        // SM100 and SM120 (server_args.py @71de97b2 L6077-6083).
        const QStringList settings = {"engine.name=sglang", "kv_cache_dtype=" + dtype};
        for (const EngineReleaseRow* row : releasesOf(EngineKind::Sglang)) {
            const std::string release(row->version);
            const EngineConfig config =
                configure(settings, EngineKind::Sglang, EngineForm::Auto, release);
            QVERIFY2(!config.hasErrors(),
                     qPrintable(text(release) + QStringLiteral(": ") +
                                codes(config.diagnostics).join(QStringLiteral(", "))));
            const std::optional<std::string> value =
                config.instanceCommands().front()->argument("--kv-cache-dtype");
            QCOMPARE(text(value), written);
            QStringList taken;
            for (const json& choice : flag->at("choices"))
                if (const auto v = valueAt(choice, row->number()))
                    taken << text(*v);
            QVERIFY2(taken.contains(written),
                     qPrintable(QStringLiteral("SGLang %1 takes %2")
                                    .arg(text(release), taken.join(QStringLiteral(", ")))));
        }
    }

    void sglangHasOneForm()
    {
        const EngineConfig config = configure({}, EngineKind::Sglang, EngineForm::Full);
        QVERIFY(config.hasErrors());
        QVERIFY(config.commands.empty());
        QVERIFY(find(config.diagnostics, "engine_form_not_available"));
    }
};

QTEST_GUILESS_MAIN(TestEngineSglang)

} // namespace tst_engine_sglang

#include "tst_engine_sglang.moc"
