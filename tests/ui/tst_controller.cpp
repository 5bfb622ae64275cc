// SPDX-License-Identifier: GPL-3.0-or-later
// The controller: one undo step per edit (one per typing burst or slider drag), nothing for an
// edit that changes nothing, one resultChanged per change, the plan recomputed each time.
#include <QSignalSpy>
#include <QTest>
#include <QUndoStack>

#include "controller/controller.h"
#include "kvplan/catalog.h"
#include "kvplan/scenario_io.h"

#include <memory>

namespace tst_controller {

using namespace kvp;
using namespace kvp::ui;

namespace {

void setUsers(Controller& c, std::uint64_t users)
{
    c.edit(QStringLiteral("Change users"), QStringLiteral("workload.users"),
           [users](Scenario& s) { s.workload.users = users; });
}

} // namespace

class TestController : public QObject {
    Q_OBJECT
private slots:
    void startsOnTheWorkedExample()
    {
        Controller c;
        QCOMPARE(c.scenario(), workedExample());
        // 0.9 × 95.6 − 3 − 32 = 51.04 GiB per card, 51 conversations, 204 on four cards.
        QCOMPARE(c.result().gpu.conversationsTotal, 204ULL);
        QVERIFY(c.undoStack()->isClean());
    }

    void anEditRecomputesAndSignalsOnce()
    {
        Controller c;
        QSignalSpy spy(&c, &Controller::resultChanged);
        setUsers(c, 600);
        QCOMPARE(spy.count(), 1);
        QCOMPARE(c.scenario().workload.users, 600ULL);
        // 600 − 204 = 396 users off the GPUs; ceil(600 / 4) = 150 GiB per instance.
        QCOMPARE(c.result().users.notResidentOnGpu, 396ULL);
        QCOMPARE(c.result().cpuTier.perInstanceBytes.inGiB(), 150.0);
        QCOMPARE(c.undoStack()->count(), 1);
        QVERIFY(!c.undoStack()->isClean());
        QCOMPARE(spy.front().at(0).value<Scenario>().workload.users, 600ULL);
    }

    void anEditThatChangesNothingDoesNothing()
    {
        Controller c;
        QSignalSpy spy(&c, &Controller::resultChanged);
        QVERIFY(!c.edit(QStringLiteral("Change users"), QStringLiteral("workload.users"),
                        [](Scenario& s) { s.workload.users = 500; }));
        QCOMPARE(spy.count(), 0);
        QCOMPARE(c.undoStack()->count(), 0);
        QVERIFY(c.undoStack()->isClean());
    }

    void aTypingBurstIsOneUndoStep()
    {
        Controller c;
        QSignalSpy spy(&c, &Controller::resultChanged);
        // Typing "600" with keyboard tracking: 6, 60, 600.
        setUsers(c, 6);
        setUsers(c, 60);
        setUsers(c, 600);
        QCOMPARE(spy.count(), 3);
        QCOMPARE(c.undoStack()->count(), 1);
        c.undoStack()->undo();
        QCOMPARE(spy.count(), 4);
        QCOMPARE(c.scenario().workload.users, 500ULL);
        QCOMPARE(c.result().users.notResidentOnGpu, 296ULL);
        c.undoStack()->redo();
        QCOMPARE(c.scenario().workload.users, 600ULL);
    }

    void anEndedBurstStartsANewStep()
    {
        Controller c;
        setUsers(c, 600);
        c.endEditBurst(); // the spin box lost focus
        setUsers(c, 700);
        QCOMPARE(c.undoStack()->count(), 2);
        c.undoStack()->undo();
        QCOMPARE(c.scenario().workload.users, 600ULL);
    }

    void differentFieldsAreDifferentSteps()
    {
        Controller c;
        setUsers(c, 600);
        c.edit(QStringLiteral("Change context"), QStringLiteral("workload.context_tokens"),
               [](Scenario& s) { s.workload.contextTokens = 16384; });
        setUsers(c, 700);
        QCOMPARE(c.undoStack()->count(), 3);
    }

    void aBurstBackToTheStartLeavesNoStep()
    {
        Controller c;
        setUsers(c, 501);
        setUsers(c, 500);
        QCOMPARE(c.undoStack()->count(), 0);
        QCOMPARE(c.scenario(), workedExample());
    }

    void afterUndoTheSameFieldIsANewStep()
    {
        Controller c;
        setUsers(c, 600);
        c.endEditBurst();
        setUsers(c, 700);
        c.undoStack()->undo(); // back to 600
        setUsers(c, 800);      // must not merge into the 500 → 600 step
        QCOMPARE(c.undoStack()->count(), 2);
        c.undoStack()->undo();
        QCOMPARE(c.scenario().workload.users, 600ULL);
        c.undoStack()->undo();
        QCOMPARE(c.scenario().workload.users, 500ULL);
    }

    void unmergeableEditsAreAlwaysSteps()
    {
        Controller c;
        for (KvCacheDtype dtype : {KvCacheDtype::Bf16, KvCacheDtype::Fp16})
            c.edit(QStringLiteral("Change dtype"), {},
                   [dtype](Scenario& s) { s.kvCacheDtype = dtype; });
        QCOMPARE(c.undoStack()->count(), 2);
    }

    void theNameFollowsUntilOneIsTypedAndUndoRestoresIt()
    {
        Controller c;
        const std::string example = c.scenario().name;
        c.edit(QStringLiteral("Change the model"), {},
               [](Scenario& s) { s.model.name = "meta-llama/Llama-3.1-70B-Instruct"; });
        QCOMPARE(QString::fromStdString(c.scenario().name),
                 QStringLiteral("Llama-3.1-70B-Instruct FP8, 4 × NVIDIA RTX PRO 6000 Blackwell "
                                "Server Edition, 500 users"));
        QCOMPARE(c.undoStack()->count(), 1); // the name is part of the model's edit
        c.undoStack()->undo();
        QCOMPARE(c.scenario().name, example);
        QCOMPARE(c.scenario(), workedExample());
        c.undoStack()->redo();
        c.edit(QStringLiteral("Rename"), {}, [](Scenario& s) { s.name = "Acme pilot"; });
        setUsers(c, 900);
        QCOMPARE(c.scenario().name, std::string("Acme pilot"));
    }

    void resetReplacesTheDocument()
    {
        Controller c;
        setUsers(c, 600);
        QSignalSpy spy(&c, &Controller::resultChanged);
        Scenario other = workedExample();
        other.workload.contextTokens = 16384;
        c.resetScenario(other);
        QCOMPARE(spy.count(), 1);
        QCOMPARE(c.scenario(), other);
        QCOMPARE(c.undoStack()->count(), 0);
        QVERIFY(c.undoStack()->isClean());
        // 16,384 tokens × 128 KiB = 2 GiB; floor(51.04 / 2) = 25 per card, 100 in total.
        QCOMPARE(c.result().gpu.conversationsTotal, 100ULL);
    }

    // A chassis of the user's catalog is one of Auto's candidates in the desktop, as in
    // `kvplan report` (issue #24: the desktop planned with the built-in catalog alone). The
    // user's copy of the chassis Auto takes for the worked example, one rack unit smaller, ranks
    // first (fewest GPU positions, then fewest rack units).
    void aUserCatalogsChassisReachesAuto()
    {
        Controller c;
        const std::string builtIn = c.result().chassis.model;
        QVERIFY(!builtIn.empty());
        auto catalog = std::make_shared<Catalog>(builtInCatalog());
        ChassisEntry mine = *catalog->findChassis(c.result().chassis.id);
        mine.id = "lab-smaller";
        mine.name = "Smaller";
        mine.vendor = "Lab";
        mine.rackUnits -= 1;
        catalog->chassis.push_back(mine);
        QSignalSpy spy(&c, &Controller::resultChanged);
        c.setCatalog(catalog);
        QCOMPARE(spy.count(), 1);
        QCOMPARE(c.result().chassis.model, std::string("Lab Smaller"));
        QCOMPARE(c.result().chassis.rackUnits, mine.rackUnits);
        // An edit and its undo plan with it too, not with a result kept from before.
        setUsers(c, 600);
        c.undoStack()->undo();
        QCOMPARE(c.result().chassis.model, std::string("Lab Smaller"));
        QCOMPARE(&c.catalog(), catalog.get());
    }
};

QTEST_GUILESS_MAIN(TestController)

} // namespace tst_controller

#include "tst_controller.moc"
