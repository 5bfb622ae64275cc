// SPDX-License-Identifier: GPL-3.0-or-later
// The built-in model catalog: every entry is a valid model with its sources, and its
// architecture is the one its config.json fixture imports to (tests/data/hf-configs).
#include <QDir>
#include <QTest>

#include "golden.h"
#include "kvplan/hf_config.h"
#include "kvplan/kv_geometry.h"
#include "kvplan/model_catalog.h"
#include "kvplan/scenario_io.h"
#include "kvplan/validation.h"

#include <algorithm>
#include <map>
#include <set>

namespace tst_model_catalog {

using namespace kvp;

namespace {

const CatalogModel& entryNamed(const char* name)
{
    for (const CatalogModel& entry : modelCatalog())
        if (entry.model.name == name)
            return entry;
    qFatal("no catalog entry %s", name);
}

std::uint64_t bytesPerToken(const ModelSpec& model, KvCacheDtype dtype)
{
    Scenario s;
    s.model = model;
    s.kvCacheDtype = dtype;
    return kvGeometry(s).bytesPerToken.count();
}

} // namespace

class TestModelCatalog : public QObject {
    Q_OBJECT
private slots:
    void holdsTheModelsTheIssueNames()
    {
        QVERIFY(modelCatalog().size() >= 15);
        for (const char* name :
             {"Qwen/Qwen3-32B", "Qwen/Qwen3-8B", "Qwen/Qwen3-235B-A22B",
              "meta-llama/Llama-3.1-8B-Instruct", "meta-llama/Llama-3.1-70B-Instruct",
              "meta-llama/Llama-3.3-70B-Instruct", "mistralai/Mistral-Small-3.2-24B-Instruct-2506",
              "deepseek-ai/DeepSeek-V3", "moonshotai/Kimi-K2-Instruct", "openai/gpt-oss-20b",
              "openai/gpt-oss-120b", "google/gemma-3-27b-it", "Qwen/Qwen3-Next-80B-A3B-Instruct",
              "ibm-granite/granite-4.0-h-small", "zai-org/GLM-4.5"})
            QVERIFY2(findCatalogModel(name) && findCatalogModel(name)->model.name == name, name);
        // Issue #25's 2026 models.
        for (const char* name :
             {"moonshotai/Kimi-K2.5", "MiniMaxAI/MiniMax-M2.5", "mistralai/Mistral-Medium-3.5-128B",
              "nvidia/NVIDIA-Nemotron-3-Nano-30B-A3B-BF16",
              "nvidia/NVIDIA-Nemotron-3-Super-120B-A12B-FP8", "Qwen/Qwen3.6-27B",
              "Qwen/Qwen3.6-35B-A3B", "moonshotai/Kimi-K3",
              "moonshotai/Kimi-Linear-48B-A3B-Instruct"})
            QVERIFY2(findCatalogModel(name) && findCatalogModel(name)->model.name == name, name);
    }

    void everyEntryCarriesItsSource()
    {
        std::vector<std::string> names;
        for (const CatalogModel& entry : modelCatalog()) {
            const QString name = QString::fromStdString(entry.model.name);
            QVERIFY2(validateModel(entry.model).empty(), qPrintable(name));
            QVERIFY2(!entry.configSource.empty(), qPrintable(name));
            QVERIFY2(!entry.model.source.empty(), qPrintable(name));
            QVERIFY2(entry.confidence == "confirmed" || entry.confidence == "partly confirmed" ||
                         entry.confidence == "unconfirmed",
                     qPrintable(name));
            // An unconfirmed entry says what is unconfirmed.
            if (entry.confidence != "confirmed")
                QVERIFY2(entry.notes.find("recalled") != std::string::npos ||
                             entry.notes.find("not checked") != std::string::npos ||
                             entry.notes.find("unconfirmed") != std::string::npos,
                         qPrintable(name));
            QVERIFY2(entry.model.weightsGiB > 0.0, qPrintable(name));
            QVERIFY2(std::find(names.begin(), names.end(), entry.model.name) == names.end(),
                     qPrintable(name));
            names.push_back(entry.model.name);
        }
    }

    // Each entry against the import of its config.json fixture: the same layers, heads,
    // head_dim, windows and states.
    void architectureMatchesItsConfig()
    {
        const std::map<std::string, QString> fixtures = {
            {"Qwen/Qwen3-32B", "Qwen__Qwen3-32B.json"},
            {"Qwen/Qwen3-32B-FP8", "Qwen__Qwen3-32B.json"},
            {"Qwen/Qwen3-8B", "Qwen__Qwen3-8B.json"},
            {"Qwen/Qwen3-235B-A22B", "Qwen__Qwen3-235B-A22B.json"},
            {"Qwen/Qwen3-235B-A22B-Instruct-2507-FP8", "Qwen__Qwen3-235B-A22B.json"},
            {"meta-llama/Llama-3.1-8B-Instruct", "meta-llama__Llama-3.1-8B-Instruct.json"},
            {"meta-llama/Llama-3.1-70B-Instruct", "meta-llama__Llama-3.1-70B-Instruct.json"},
            {"meta-llama/Llama-3.3-70B-Instruct", "meta-llama__Llama-3.1-70B-Instruct.json"},
            {"mistralai/Mistral-Small-3.2-24B-Instruct-2506",
             "mistralai__Mistral-Small-3.2-24B-Instruct-2506.json"},
            {"mistralai/Mistral-7B-Instruct-v0.3", "mistralai__Mistral-7B-Instruct-v0.3.json"},
            {"deepseek-ai/DeepSeek-V3", "deepseek-ai__DeepSeek-V3.json"},
            {"deepseek-ai/DeepSeek-V2-Lite", "deepseek-ai__DeepSeek-V2-Lite.json"},
            {"deepseek-ai/DeepSeek-V3.2", "deepseek-ai__DeepSeek-V3.2.json"},
            {"zai-org/GLM-5", "zai-org__GLM-5.json"},
            {"deepseek-ai/DeepSeek-V4-Flash", "deepseek-ai__DeepSeek-V4-Flash.json"},
            {"deepseek-ai/DeepSeek-V4-Pro", "deepseek-ai__DeepSeek-V4-Pro.json"},
            {"zai-org/GLM-5-FP8", "zai-org__GLM-5.json"},
            {"moonshotai/Kimi-K2-Instruct", "moonshotai__Kimi-K2-Instruct.json"},
            {"openai/gpt-oss-20b", "openai__gpt-oss-20b.json"},
            {"openai/gpt-oss-120b", "openai__gpt-oss-120b.json"},
            {"google/gemma-3-27b-it", "google__gemma-3-27b-it.json"},
            {"Qwen/Qwen3-Next-80B-A3B-Instruct", "Qwen__Qwen3-Next-80B-A3B-Instruct.json"},
            {"Qwen/Qwen3.5-35B-A3B", "Qwen__Qwen3.5-35B-A3B.json"},
            {"ibm-granite/granite-4.0-h-small", "ibm-granite__granite-4.0-h-small.json"},
            {"nvidia/Nemotron-H-56B-Base-8K", "nvidia__Nemotron-H-56B-Base-8K.json"},
            {"zai-org/GLM-4.5", "zai-org__GLM-4.5.json"},
            {"microsoft/phi-4", "microsoft__phi-4.json"},
            {"Qwen/Qwen2.5-7B-Instruct", "Qwen__Qwen2.5-7B-Instruct.json"},
            {"moonshotai/Kimi-K2.5", "moonshotai__Kimi-K2.5.json"},
            {"moonshotai/Kimi-K3", "moonshotai__Kimi-K3.json"},
            {"moonshotai/Kimi-Linear-48B-A3B-Instruct",
             "moonshotai__Kimi-Linear-48B-A3B-Instruct.json"},
            {"MiniMaxAI/MiniMax-M2.5", "MiniMaxAI__MiniMax-M2.5.json"},
            {"MiniMaxAI/MiniMax-M3", "MiniMaxAI__MiniMax-M3.json"},
            {"mistralai/Mistral-Medium-3.5-128B", "mistralai__Mistral-Medium-3.5-128B.json"},
            {"nvidia/NVIDIA-Nemotron-3-Nano-30B-A3B-BF16",
             "nvidia__NVIDIA-Nemotron-3-Nano-30B-A3B-BF16.json"},
            {"nvidia/NVIDIA-Nemotron-3-Super-120B-A12B-FP8",
             "nvidia__NVIDIA-Nemotron-3-Super-120B-A12B-FP8.json"},
            {"Qwen/Qwen3.6-27B", "Qwen__Qwen3.6-27B.json"},
            {"Qwen/Qwen3.6-35B-A3B", "Qwen__Qwen3.6-35B-A3B.json"},
        };
        // Entries whose config.json was not read: "unconfirmed", checked by hand below.
        const std::set<std::string> withoutConfig = {
            "nvidia/NVIDIA-Nemotron-3-Ultra-550B-A55B-BF16"};
        for (const CatalogModel& entry : modelCatalog()) {
            if (withoutConfig.count(entry.model.name) > 0) {
                QCOMPARE(entry.confidence, std::string("unconfirmed"));
                continue;
            }
            const auto it = fixtures.find(entry.model.name);
            QVERIFY2(it != fixtures.end(), qPrintable("no config fixture for " +
                                                      QString::fromStdString(entry.model.name)));
            const QByteArray text =
                test::readFile(test::testDataPath(QStringLiteral("hf-configs/") + it->second));
            const ModelSpec imported = importHfConfigText(text.toStdString()).model;
            const ModelSpec& m = entry.model;
            const QString name = QString::fromStdString(m.name);
            QVERIFY2(m.numLayers == imported.numLayers, qPrintable(name));
            QVERIFY2(m.numKvHeads == imported.numKvHeads, qPrintable(name));
            QVERIFY2(m.headDim == imported.headDim, qPrintable(name));
            QVERIFY2(effectiveLayers(m) == effectiveLayers(imported), qPrintable(name));
            // An entry's longest context is the one its config gives (vLLM's derived length),
            // where the fixture carries the keys (most are abridged to the cache's keys).
            if (imported.maxContextTokens)
                QVERIFY2(m.maxContextTokens == imported.maxContextTokens, qPrintable(name));
        }
    }

    // Every entry's longest context, by hand from its published config.json as vLLM's
    // _get_and_verify_max_len derives it (vllm/config/model.py @ 0052a5b8): the smallest length
    // key, times the rope scaling's factor; YaRN scales original_max_position_embeddings; llama3
    // scaling and Gemma 3 are not scaled.
    void maxContextByHand_data()
    {
        QTest::addColumn<QString>("name");
        QTest::addColumn<qint64>("tokens");
        QTest::newRow("Llama-3.1-70B: max_position_embeddings 131,072, llama3 rope not applied")
            << QStringLiteral("meta-llama/Llama-3.1-70B-Instruct") << qint64(131072);
        QTest::newRow("Qwen3-32B: max_position_embeddings 40,960, rope_scaling null")
            << QStringLiteral("Qwen/Qwen3-32B") << qint64(40960);
        QTest::newRow("Qwen3-32B-FP8 (the worked example): 40,960")
            << QStringLiteral("Qwen/Qwen3-32B-FP8") << qint64(40960);
        QTest::newRow("DeepSeek-V3: YaRN 4,096 x 40 = 163,840")
            << QStringLiteral("deepseek-ai/DeepSeek-V3") << qint64(163840);
        QTest::newRow("Kimi-K2-Instruct: YaRN 4,096 x 32 = 131,072")
            << QStringLiteral("moonshotai/Kimi-K2-Instruct") << qint64(131072);
        QTest::newRow("gpt-oss-120b: YaRN 4,096 x 32 = 131,072")
            << QStringLiteral("openai/gpt-oss-120b") << qint64(131072);
        QTest::newRow("Mistral-Medium-3.5: rope_parameters YaRN 4,096 x 64 = 262,144")
            << QStringLiteral("mistralai/Mistral-Medium-3.5-128B") << qint64(262144);
        QTest::newRow("gemma-3-27b-it: no key, Gemma3TextConfig default 131,072, not scaled")
            << QStringLiteral("google/gemma-3-27b-it") << qint64(131072);
        QTest::newRow("Nemotron-H-56B-Base-8K: max_position_embeddings 8,192")
            << QStringLiteral("nvidia/Nemotron-H-56B-Base-8K") << qint64(8192);
        QTest::newRow("phi-4: max_position_embeddings 16,384, rope_scaling null")
            << QStringLiteral("microsoft/phi-4") << qint64(16384);
        QTest::newRow("Qwen2.5-7B-Instruct: 32,768 (the card's 131,072 needs YaRN added)")
            << QStringLiteral("Qwen/Qwen2.5-7B-Instruct") << qint64(32768);
        QTest::newRow("GLM-5: 202,752, rope_parameters default")
            << QStringLiteral("zai-org/GLM-5") << qint64(202752);
    }
    void maxContextByHand()
    {
        QFETCH(QString, name);
        QFETCH(qint64, tokens);
        const CatalogModel& entry = entryNamed(qPrintable(name));
        QVERIFY(entry.model.maxContextTokens.has_value());
        QCOMPARE(qint64(*entry.model.maxContextTokens), tokens);
    }

    // The full published config.json copies of ../shared (when it is beside the project, else
    // skipped) import to each entry's limit: the catalog's figure is the importer's rule applied
    // to the whole file, not only to the abridged fixtures.
    void limitsMatchTheSharedConfigs()
    {
        const QString folder = test::sharedPath(QStringLiteral("data/hf-configs"));
        if (folder.isEmpty())
            QSKIP("../shared/data/hf-configs is not beside the project");
        const std::map<QString, std::vector<std::string>> entries = {
            {"Qwen__Qwen3-32B.json", {"Qwen/Qwen3-32B", "Qwen/Qwen3-32B-FP8"}},
            {"Qwen__Qwen3-8B.json", {"Qwen/Qwen3-8B"}},
            {"Qwen__Qwen2.5-7B-Instruct.json", {"Qwen/Qwen2.5-7B-Instruct"}},
            {"Qwen__Qwen3.5-35B-A3B.json", {"Qwen/Qwen3.5-35B-A3B"}},
            {"deepseek-ai__DeepSeek-V2-Lite.json", {"deepseek-ai/DeepSeek-V2-Lite"}},
            {"meta-llama__Llama-3.1-70B-Instruct.json", {"meta-llama/Llama-3.1-70B-Instruct"}},
            {"meta-llama__Llama-3.1-8B-Instruct.json", {"meta-llama/Llama-3.1-8B-Instruct"}},
            {"microsoft__phi-4.json", {"microsoft/phi-4"}},
            {"mistralai__Mistral-7B-Instruct-v0.3.json", {"mistralai/Mistral-7B-Instruct-v0.3"}},
            {"nvidia__Nemotron-H-56B-Base-8K.json", {"nvidia/Nemotron-H-56B-Base-8K"}},
            {"openai__gpt-oss-20b.json", {"openai/gpt-oss-20b"}},
        };
        for (const auto& [file, names] : entries) {
            const QByteArray text = test::readFile(folder + QStringLiteral("/") + file);
            QVERIFY2(!text.isEmpty(), qPrintable(file));
            const ModelSpec imported = importHfConfigText(text.toStdString()).model;
            QVERIFY2(imported.maxContextTokens.has_value(), qPrintable(file));
            for (const std::string& name : names)
                QVERIFY2(entryNamed(name.c_str()).model.maxContextTokens ==
                             imported.maxContextTokens,
                         qPrintable(file + QStringLiteral(": ") + QString::fromStdString(name)));
        }
    }

    // An entry without a limit says why in its notes; one with a limit says how it was derived.
    void everyEntrySaysWhereItsLimitComesFrom()
    {
        for (const CatalogModel& entry : modelCatalog()) {
            const QString name = QString::fromStdString(entry.model.name);
            QVERIFY2(entry.notes.find("Longest context") != std::string::npos, qPrintable(name));
            if (!entry.model.maxContextTokens)
                QVERIFY2(entry.notes.find("not set:") != std::string::npos, qPrintable(name));
        }
    }

    // The shipped examples plan their catalog model at a context the model takes: every entry's
    // limit is at least the largest context an example asks of it.
    void limitsCoverTheShippedExamples()
    {
        const QDir folder(test::resourcesPath(QStringLiteral("examples")));
        const QStringList files = folder.entryList({QStringLiteral("*.kvplan.json")}, QDir::Files);
        QVERIFY(files.size() >= 3);
        std::map<std::string, std::uint64_t> largest;
        for (const QString& file : files) {
            const Scenario s = parseScenario(test::readFile(folder.filePath(file)).toStdString());
            std::uint64_t& context = largest[s.model.name];
            context = std::max(context, s.workload.contextTokens);
        }
        int checked = 0;
        for (const auto& [model, context] : largest) {
            const CatalogModel* entry = findCatalogModel(model);
            QVERIFY2(entry != nullptr, model.c_str());
            QVERIFY2(entry->model.maxContextTokens.has_value(), model.c_str());
            QVERIFY2(*entry->model.maxContextTokens >= context,
                     qPrintable(QString::fromStdString(model) + ": limit " +
                                QString::number(*entry->model.maxContextTokens) + " < " +
                                QString::number(context)));
            ++checked;
        }
        QVERIFY(checked >= 3);
    }

    void bytesPerTokenByHand()
    {
        // The article: 2 × 64 × 8 × 128 × 1 B = 131,072 B = 128 KiB in FP8.
        QCOMPARE(bytesPerToken(entryNamed("Qwen/Qwen3-32B-FP8").model, KvCacheDtype::Fp8),
                 quint64(131072));
        // MLA: 61 × (512 + 64) × 2 B = 70,272 B.
        QCOMPARE(bytesPerToken(entryNamed("deepseek-ai/DeepSeek-V3").model, KvCacheDtype::Bf16),
                 quint64(70272));
        // DSA (issue #25): 61 × (656 + 132) B = 48,068 B with an FP8 cache; "auto" is FP8 for
        // DeepSeek-V3.2 in vLLM and the model's BF16 for GLM-5: 78 × (1,152 + 132) = 100,152 B.
        QCOMPARE(bytesPerToken(entryNamed("deepseek-ai/DeepSeek-V3.2").model, KvCacheDtype::Fp8),
                 quint64(48068));
        QCOMPARE(bytesPerToken(entryNamed("deepseek-ai/DeepSeek-V3.2").model, KvCacheDtype::Auto),
                 quint64(48068));
        QCOMPARE(bytesPerToken(entryNamed("zai-org/GLM-5").model, KvCacheDtype::Auto),
                 quint64(100152));
        QCOMPARE(findCatalogModel("zai-org/GLM-5.1")->model.name, std::string("zai-org/GLM-5"));
        // DeepSeek-V4 (FP8 only): Flash (21 × (37,440 + 8,640) + 20 × 1,728) / 256 = 3,915 B;
        // Pro (30 × 46,080 + 31 × 1,728) / 256 = 5,609.25, rounded up to 5,610 B.
        QCOMPARE(
            bytesPerToken(entryNamed("deepseek-ai/DeepSeek-V4-Flash").model, KvCacheDtype::Fp8),
            quint64(3915));
        QCOMPARE(bytesPerToken(entryNamed("deepseek-ai/DeepSeek-V4-Pro").model, KvCacheDtype::Fp8),
                 quint64(5610));
        // Issue #25's 2026 models, by hand: Kimi-K2.5 MLA 61 × 576 × 2 = 70,272; MiniMax-M2.5
        // 2 × 62 × 8 × 128 × 2 = 253,952; Mistral-Medium-3.5 2 × 88 × 8 × 128 × 2 = 360,448;
        // Nemotron-3-Super under "auto" runs the FP8 cache its hf_quant_config declares:
        // 2 × 8 × 2 × 128 × 1 = 4,096 (plus 40 Mamba-2 states per request).
        QCOMPARE(bytesPerToken(entryNamed("moonshotai/Kimi-K2.5").model, KvCacheDtype::Auto),
                 quint64(70272));
        QCOMPARE(bytesPerToken(entryNamed("MiniMaxAI/MiniMax-M2.5").model, KvCacheDtype::Bf16),
                 quint64(253952));
        QCOMPARE(bytesPerToken(entryNamed("mistralai/Mistral-Medium-3.5-128B").model,
                               KvCacheDtype::Bf16),
                 quint64(360448));
        QCOMPARE(bytesPerToken(entryNamed("nvidia/NVIDIA-Nemotron-3-Super-120B-A12B-FP8").model,
                               KvCacheDtype::Auto),
                 quint64(4096));
        // MiniMax-M3 (msa): 60 × 4 × 128 × 2 × 2 = 122,880 + the indexer's 57 × 128 × 2 = 14,592:
        // 137,472 B at TP 1 in BF16. Nemotron 3 Ultra: 2 × 12 × 2 × 128 × 2 = 12,288 B per token
        // and 48 Mamba-2 states of 256 × 64 × 128 × 4 + (256 × 64 + 2 × 8 × 128) × 3 × 2 =
        // 8,499,200 B: 407,961,600 B (389.1 MiB) per request.
        QCOMPARE(bytesPerToken(entryNamed("MiniMaxAI/MiniMax-M3").model, KvCacheDtype::Bf16),
                 quint64(137472));
        const ModelSpec& ultra = entryNamed("nvidia/NVIDIA-Nemotron-3-Ultra-550B-A55B-BF16").model;
        QCOMPARE(bytesPerToken(ultra, KvCacheDtype::Bf16), quint64(12288));
        Scenario u;
        u.model = ultra;
        u.kvCacheDtype = KvCacheDtype::Bf16;
        QCOMPARE(kvGeometry(u).stateBytesPerConversation.count(), quint64(407961600));
        // Kimi-K3: MLA 24 × (512 + 64) × 2 = 27,648 B per token in BF16, and 69 KDA states of
        // 96 × 128 × 128 × 4 + 3 × 3 × 96 × 128 × 2 = 6,512,640 B: 449,372,160 B per request.
        const ModelSpec& k3 = entryNamed("moonshotai/Kimi-K3").model;
        QCOMPARE(bytesPerToken(k3, KvCacheDtype::Auto), quint64(27648));
        Scenario k;
        k.model = k3;
        QCOMPARE(kvGeometry(k).stateBytesPerConversation.count(), quint64(449372160));
        QCOMPARE(findCatalogModel("Qwen/Qwen3.6-35B-A3B")->model.name,
                 std::string("Qwen/Qwen3.6-35B-A3B"));
        // The worked example's model is the catalog's FP8 checkpoint, weights and all.
        const ModelSpec& fp8 = entryNamed("Qwen/Qwen3-32B-FP8").model;
        QCOMPARE(fp8.weightsGiB, workedExample().model.weightsGiB);
        QCOMPARE(fp8.checkpointGB, workedExample().model.checkpointGB);
    }

    void findsByNameAliasAndPath_data()
    {
        QTest::addColumn<QString>("query");
        QTest::addColumn<QString>("found"); // "" = none
        QTest::newRow("exact id") << "openai/gpt-oss-20b"
                                  << "openai/gpt-oss-20b";
        QTest::newRow("case differs") << "QWEN/qwen3-8b"
                                      << "Qwen/Qwen3-8B";
        QTest::newRow("local path as vLLM logs it") << "/google/gemma-3-27b-it"
                                                    << "google/gemma-3-27b-it";
        QTest::newRow("longer path") << "/models/meta-llama/Llama-3.1-8B-Instruct"
                                     << "meta-llama/Llama-3.1-8B-Instruct";
        QTest::newRow("alias") << "deepseek-ai/DeepSeek-V2-Lite-Chat"
                               << "deepseek-ai/DeepSeek-V2-Lite";
        QTest::newRow("bare name") << "Qwen3-8B"
                                   << "Qwen/Qwen3-8B";
        QTest::newRow("bare name, not a suffix of another") << "wen3-8B"
                                                            << "";
        QTest::newRow("unknown") << "acme/secret-model"
                                 << "";
        QTest::newRow("empty") << ""
                               << "";
    }
    void findsByNameAliasAndPath()
    {
        QFETCH(QString, query);
        QFETCH(QString, found);
        const CatalogModel* entry = findCatalogModel(query.toStdString());
        QCOMPARE(entry ? QString::fromStdString(entry->model.name) : QString(), found);
    }

    void malformedCatalogsNameTheKey()
    {
        QVERIFY_THROWS_EXCEPTION(ScenarioError, parseModelCatalog("{}"));
        try {
            parseModelCatalog(R"({"models": [{"model": {"name": "x", "num_layers": 0,
                "num_kv_heads": 1, "head_dim": 1, "weights_gib": 1}, "config_source": "s",
                "confidence": "confirmed"}]})");
            QFAIL("accepted a model with 0 layers");
        } catch (const ScenarioError& e) {
            QCOMPARE(e.key(), std::string("models[0].model.num_layers"));
        }
    }
};

QTEST_APPLESS_MAIN(TestModelCatalog)

} // namespace tst_model_catalog

#include "tst_model_catalog.moc"
