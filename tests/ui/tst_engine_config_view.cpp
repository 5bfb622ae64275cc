// SPDX-License-Identifier: GPL-3.0-or-later
// The engine configuration view: core's launch commands for the shown engine, following the
// plan; the table of settings that carry the plan's sizes (QAbstractItemModelTester); Copy and
// Save.
#include <QAbstractItemModelTester>
#include <QApplication>
#include <QClipboard>
#include <QComboBox>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QPushButton>
#include <QSignalSpy>
#include <QTabWidget>
#include <QTemporaryDir>
#include <QTest>
#include <nlohmann/json.hpp>

#include <algorithm>

#include "kvplan/engine_registry.h"
#include "kvplan/plan.h"
#include "kvplan/scenario_io.h"
#include "recording_interaction.h"
#include "views/engine_config_view.h"
#include "views/engine_settings_model.h"

namespace tst_engine_config_view {

using namespace kvp;
using namespace kvp::ui;

namespace {

int rowOf(const EngineSettingsModel& model, const QString& process, const QString& key)
{
    for (int row = 0; row < model.rowCount(); ++row)
        if (model.index(row, EngineSettingsModel::ProcessColumn).data().toString() == process &&
            model.index(row, EngineSettingsModel::SettingColumn).data().toString() == key)
            return row;
    return -1;
}

// The engine's tab: one per engine, in allEngines()' order.
int tabOf(const QString& id)
{
    const std::vector<EngineKind> kinds = allEngineKinds();
    const EngineDescriptor* engine = findEngine(id.toStdString());
    return engine ? int(std::find(kinds.begin(), kinds.end(), engine->kind) - kinds.begin()) : -1;
}

} // namespace

class TestEngineConfigView : public QObject {
    Q_OBJECT
private:
    test::RecordingInteraction::State state_;

private slots:
    void vllmCarriesTheCpuTierInBytesPerInstance()
    {
        test::RecordingInteraction interaction(&state_);
        EngineConfigView view(&interaction);
        QAbstractItemModelTester tester(view.settingsModel(),
                                        QAbstractItemModelTester::FailureReportingMode::QtTest);
        Scenario s = workedExample();
        view.showResult(s, plan(s));
        QCOMPARE(int(view.currentEngine()), int(EngineKind::Vllm));
        // 125 GiB per instance = 134,217,728,000 B, in the connector's JSON (the NVMe tier needs
        // the full form).
        QVERIFY(view.scriptText().contains(QStringLiteral("\"cpu_bytes_to_use\":134217728000")));
        const EngineSettingsModel& model = *view.settingsModel();
        const int row =
            rowOf(model, QStringLiteral("instance-0"), QStringLiteral("cpu_bytes_to_use"));
        QVERIFY(row >= 0);
        QCOMPARE(model.index(row, EngineSettingsModel::ValueColumn).data().toString(),
                 QStringLiteral("134217728000 B"));
        QCOMPARE(model.index(row, EngineSettingsModel::ScopeColumn).data().toString(),
                 QStringLiteral("instance total"));

        // 600 users: ceil(600 / 4) = 150 GiB = 161,061,273,600 B.
        s.workload.users = 600;
        view.showResult(s, plan(s));
        QVERIFY(view.scriptText().contains(QStringLiteral("\"cpu_bytes_to_use\":161061273600")));

        // The short form: --kv-offloading-size in GiB.
        auto* form = view.findChild<QComboBox*>(QStringLiteral("form"));
        form->setCurrentIndex(form->findData(int(EngineForm::Short)));
        QVERIFY(view.scriptText().contains(QStringLiteral("--kv-offloading-size 150 ")));
    }

    void everyEngineHasItsTab_data()
    {
        QTest::addColumn<QString>("engine");
        QTest::addColumn<QString>("expected");
        // SGLang: whole decimal GB per TP rank, 125 GiB = 134.22 GB → 135.
        QTest::newRow("SGLang: --hicache-size 135 (134.22 GB rounded up)")
            << QStringLiteral("sglang") << QStringLiteral("--hicache-size 135 ");
        QTest::newRow("LMCache: an L1 size per server")
            << QStringLiteral("lmcache") << QStringLiteral("--l1-size-gb");
        QTest::newRow("Dynamo 1.7.0: vLLM's OffloadingConnector")
            << QStringLiteral("dynamo") << QStringLiteral("OffloadingConnector");
    }
    void everyEngineHasItsTab()
    {
        QFETCH(QString, engine);
        QFETCH(QString, expected);
        test::RecordingInteraction interaction(&state_);
        EngineConfigView view(&interaction);
        const Scenario s = workedExample();
        view.showResult(s, plan(s));
        QCOMPARE(view.tabs()->count(), int(allEngines().size())); // one per engine
        view.tabs()->setCurrentIndex(tabOf(engine));
        QVERIFY2(view.scriptText().contains(expected), qPrintable(view.scriptText().left(400)));
        QVERIFY(view.settingsModel()->rowCount() > 0);
    }

    // The release picker: Dynamo 1.3.1 (vLLM 0.23.0) still uses KVBM; the default is 1.7.0.
    void releasePicker()
    {
        test::RecordingInteraction interaction(&state_);
        EngineConfigView view(&interaction);
        const Scenario s = workedExample();
        view.showResult(s, plan(s));
        view.tabs()->setCurrentIndex(tabOf(QStringLiteral("dynamo")));
        auto* release = view.findChild<QComboBox*>(QStringLiteral("release"));
        QVERIFY(release);
        QCOMPARE(release->itemText(0), QStringLiteral("1.7.0 (default)"));
        QVERIFY(!view.scriptText().contains(QStringLiteral("DYN_KVBM")));
        const int old = release->findData(QStringLiteral("1.3.1"));
        QVERIFY(old > 0);
        QCOMPARE(release->itemText(old), QStringLiteral("1.3.1 (vLLM 0.23.0)"));
        release->setCurrentIndex(old);
        emit release->activated(old);
        QVERIFY(view.scriptText().contains(QStringLiteral("DYN_KVBM_CPU_CACHE_GB=135")));
        QVERIFY(view.scriptText().contains(QStringLiteral("# Written for NVIDIA Dynamo 1.3.1")));
        // The vLLM tab keeps its own choice: the newest.
        view.tabs()->setCurrentIndex(tabOf(QStringLiteral("vllm")));
        QCOMPARE(release->currentIndex(), 0);
        QVERIFY(view.scriptText().contains(QStringLiteral("# Written for vLLM 0.33.0")));
    }

    void copyAndSave()
    {
        state_ = {};
        test::RecordingInteraction interaction(&state_);
        EngineConfigView view(&interaction);
        const Scenario s = workedExample();
        view.showResult(s, plan(s));
        QSignalSpy status(&view, &EngineConfigView::statusMessage);
        view.copyScript();
        QCOMPARE(QApplication::clipboard()->text(), view.scriptText());

        QTemporaryDir dir;
        state_.directory = dir.filePath(QStringLiteral("scripts"));
        const auto buttons = view.findChildren<QPushButton*>();
        for (QPushButton* button : buttons)
            if (button->text().startsWith(QStringLiteral("Save")))
                QTest::mouseClick(button, Qt::LeftButton);
        QVERIFY(state_.errors.isEmpty());
        // Four instances of TP 1 and the script that starts them all.
        const QStringList files = QDir(state_.directory).entryList(QDir::Files, QDir::Name);
        QCOMPARE(files, QStringList({"instance-0.sh", "instance-1.sh", "instance-2.sh",
                                     "instance-3.sh", "start-all.sh"}));
        QVERIFY(QFileInfo(QDir(state_.directory).filePath("start-all.sh")).isExecutable());
        QCOMPARE(status.count(), 2);
    }

    void kubernetesButtonWritesTheManifests()
    {
        state_ = {};
        test::RecordingInteraction interaction(&state_);
        EngineConfigView view(&interaction);
        const Scenario s = workedExample();
        view.showResult(s, plan(s));
        QTemporaryDir dir;
        state_.directory = dir.filePath(QStringLiteral("k8s"));
        const auto buttons = view.findChildren<QPushButton*>();
        for (QPushButton* button : buttons)
            if (button->text().startsWith(QStringLiteral("Kubernetes")))
                QTest::mouseClick(button, Qt::LeftButton);
        QVERIFY(state_.errors.isEmpty());
        QFile file(QDir(state_.directory).filePath(QStringLiteral("kubernetes.yaml")));
        QVERIFY(file.open(QIODevice::ReadOnly));
        const QByteArray yaml = file.readAll();
        QVERIFY(yaml.startsWith("# kubernetes.yaml: vLLM 0.33.0"));
        // 125 GiB per instance in /dev/shm + 1 GiB, four instances.
        QCOMPARE(yaml.count("sizeLimit: \"126Gi\""), 4);
    }

    void kserveButtonWritesTheLlmInferenceService()
    {
        state_ = {};
        test::RecordingInteraction interaction(&state_);
        EngineConfigView view(&interaction);
        view.show();
        const Scenario s = workedExample();
        view.showResult(s, plan(s));
        QPushButton* kserve = nullptr;
        for (QPushButton* button : view.findChildren<QPushButton*>())
            if (button->text().startsWith(QStringLiteral("KServe")))
                kserve = button;
        QVERIFY(kserve);
        QVERIFY(kserve->isEnabled());
        QTemporaryDir dir;
        state_.directory = dir.filePath(QStringLiteral("kserve"));
        QTest::mouseClick(kserve, Qt::LeftButton);
        QVERIFY(state_.errors.isEmpty());
        QFile file(QDir(state_.directory).filePath(QStringLiteral("kserve.yaml")));
        QVERIFY(file.open(QIODevice::ReadOnly));
        const QByteArray yaml = file.readAll();
        QVERIFY(yaml.startsWith("# kserve.yaml: vLLM 0.33.0"));
        QCOMPARE(yaml.count("kind: \"LLMInferenceService\""), 1);
        QCOMPARE(yaml.count("sizeLimit: \"126Gi\""), 1); // one pod spec for 4 replicas
        // NVIDIA Dynamo runs its frontend and workers, not vllm serve alone: no KServe file.
        view.findChild<QTabWidget*>()->setCurrentIndex(tabOf(QStringLiteral("dynamo")));
        QVERIFY(!kserve->isEnabled());
    }

    void aScenarioWithoutAPlanHasNoCommands()
    {
        test::RecordingInteraction interaction(&state_);
        EngineConfigView view(&interaction);
        Scenario s = workedExample();
        s.serving.tensorParallel = 3; // 4 GPUs do not split into instances of 3
        view.showResult(s, plan(s));
        QVERIFY(view.scriptText().startsWith(QStringLiteral("# No launch commands")));
        QCOMPARE(view.settingsModel()->rowCount(), 0);
        for (QPushButton* button : view.findChildren<QPushButton*>())
            QVERIFY(!button->isEnabled());
    }
};

QTEST_MAIN(TestEngineConfigView)

} // namespace tst_engine_config_view

#include "tst_engine_config_view.moc"
