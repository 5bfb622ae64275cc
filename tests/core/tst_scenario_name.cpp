// SPDX-License-Identifier: GPL-3.0-or-later
// A scenario's name follows the model, the KV type, the GPUs and the users until someone types
// one (core/src/scenario/scenario_name.cpp); the worked example file reads as before.
#include <QTest>

#include "kvplan/embedded_resources.h"
#include "kvplan/scenario_io.h"
#include "kvplan/scenario_name.h"

namespace tst_scenario_name {

using namespace kvp;

class TestScenarioName : public QObject {
    Q_OBJECT
private slots:
    void theAutomaticNameSaysWhatIsSized()
    {
        const Scenario s = workedExample();
        // The worked example's model, GPUs and users: its own name.
        QCOMPARE(automaticScenarioName(s), Scenario{}.name);
        Scenario eight = s;
        eight.gpu.count = 8;
        QCOMPARE(QString::fromStdString(automaticScenarioName(eight)),
                 QStringLiteral("Qwen3-32B FP8, 8 × NVIDIA RTX PRO 6000 Blackwell Server Edition, "
                                "500 users"));
        Scenario one = s;
        one.workload.users = 1;
        one.model.name = "";
        QCOMPARE(QString::fromStdString(automaticScenarioName(one)),
                 QStringLiteral("Custom model FP8, 4 × NVIDIA RTX PRO 6000 Blackwell Server "
                                "Edition, 1 user"));
        one.workload.users = 12000;
        QVERIFY(automaticScenarioName(one).find("12,000 users") != std::string::npos);
    }

    void theWorkedExamplesNameFollowsTheModel()
    {
        const Scenario before = workedExample();
        QVERIFY(nameFollowsScenario(before));
        Scenario after = before;
        after.model.name = "meta-llama/Llama-3.1-70B-Instruct";
        QVERIFY(followAutomaticName(before, after));
        QCOMPARE(QString::fromStdString(after.name),
                 QStringLiteral("Llama-3.1-70B-Instruct FP8, 4 × NVIDIA RTX PRO 6000 Blackwell "
                                "Server Edition, 500 users"));
        // It keeps following: the GPUs, then the users.
        Scenario next = after;
        next.gpu.count = 8;
        QVERIFY(followAutomaticName(after, next));
        QVERIFY(next.name.find("8 × NVIDIA") != std::string::npos);
        Scenario users = next;
        users.workload.users = 600;
        QVERIFY(followAutomaticName(next, users));
        QVERIFY(users.name.find(", 600 users") != std::string::npos);
    }

    void anEditThatChangesNoneOfItsWordsKeepsTheName()
    {
        const Scenario before = workedExample();
        Scenario after = before;
        after.workload.contextTokens = 16384;
        QVERIFY(!followAutomaticName(before, after));
        QCOMPARE(after.name, before.name);
    }

    void aTypedNameStays()
    {
        Scenario before = workedExample();
        before.name = "Acme chat pilot";
        QVERIFY(!nameFollowsScenario(before));
        Scenario after = before;
        after.model.name = "deepseek-ai/DeepSeek-V3";
        QVERIFY(!followAutomaticName(before, after));
        QCOMPARE(after.name, std::string("Acme chat pilot"));
    }

    void anEditThatTypesTheNameWins()
    {
        const Scenario before = workedExample();
        Scenario after = before;
        after.name = "Typed with the model";
        after.model.name = "deepseek-ai/DeepSeek-V3";
        QVERIFY(!followAutomaticName(before, after));
        QCOMPARE(after.name, std::string("Typed with the model"));
    }

    void backAtTheWorkedExampleItsNameReturns()
    {
        const Scenario start = workedExample();
        Scenario more = start;
        more.workload.users = 600;
        QVERIFY(followAutomaticName(start, more));
        Scenario back = more;
        back.workload.users = 500;
        QVERIFY(followAutomaticName(more, back));
        QCOMPARE(back, start);
    }

    void anEmptyNameFollows()
    {
        Scenario before = workedExample();
        before.name.clear();
        Scenario after = before;
        after.gpu.count = 2;
        QVERIFY(followAutomaticName(before, after));
        QVERIFY(after.name.find("2 × NVIDIA") != std::string::npos);
    }

    void theWorkedExampleFileReadsAsBefore()
    {
        const auto file = embeddedResource("examples/worked-example.kvplan.json");
        QVERIFY(file);
        QCOMPARE(serializeScenario(parseScenario(*file)), std::string(*file));
        QCOMPARE(parseScenario(*file).name, Scenario{}.name);
    }
};

QTEST_APPLESS_MAIN(TestScenarioName)

} // namespace tst_scenario_name

#include "tst_scenario_name.moc"
