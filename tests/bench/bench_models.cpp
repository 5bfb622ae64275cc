// SPDX-License-Identifier: GPL-3.0-or-later
// How long the model work takes: a hybrid plan (it runs the engine model twice for the
// connector advice), a config.json import, and reading a startup log (regular expressions over
// every line). Run: build/tests/bench_models
#include <QFile>
#include <QTest>

#include "kvplan/hf_config.h"
#include "kvplan/model_catalog.h"
#include "kvplan/plan.h"
#include "kvplan/vllm_log.h"

using namespace kvp;

namespace {

QByteArray readData(const char* relative)
{
    QFile file(QStringLiteral(KVPLAN_TEST_DATA_DIR "/") + QLatin1String(relative));
    if (!file.open(QIODevice::ReadOnly))
        qFatal("missing %s", relative);
    return file.readAll();
}

} // namespace

class BenchModels : public QObject {
    Q_OBJECT
private slots:
    void planSlidingWindowHybrid()
    {
        Scenario s;
        s.model = findCatalogModel("google/gemma-3-27b-it")->model;
        s.kvCacheDtype = KvCacheDtype::Bf16;
        s.gpu.memoryReportedGiB = 139.8;
        s.workload.contextTokens = 32768;
        QBENCHMARK
        {
            const SizingResult r = plan(s);
            QVERIFY(r.gpu.conversationsPerInstance > 0);
        }
    }
    void importConfig()
    {
        const std::string text = readData("hf-configs/Qwen__Qwen3.5-35B-A3B.json").toStdString();
        QBENCHMARK
        {
            QVERIFY(importHfConfigText(text).model.numLayers == 40);
        }
    }
    void parseStartupLog()
    {
        const std::string text =
            readData("vllm-logs/C03-qwen3-235b-a22b-fp8-8xl40s-tp8.log").toStdString();
        QBENCHMARK
        {
            QVERIFY(parseVllmLog(text).gpuKvCacheTokens.has_value());
        }
    }
};

QTEST_APPLESS_MAIN(BenchModels)
#include "bench_models.moc"
