// SPDX-License-Identifier: GPL-3.0-or-later
// The desktop editor's files, driven through its real widgets (offscreen): files save and reopen
// to the same scenario, a bad file or a failed save is refused without touching the open
// document, unsaved changes are never lost silently, a dropped scenario opens, a model's
// config.json is imported.
#include <QDir>
#include <QFile>
#include <QMimeData>
#include <QSignalSpy>
#include <QSpinBox>
#include <QTest>
#include <QUrl>

#include "controller/autosave.h"
#include "controller/controller.h"
#include "controller/document.h"
#include "forms/forms_panel.h"
#include "golden.h"
#include "kvplan/scenario_io.h"
#include "kvplan/ui/scenario_file.h"
#include "main_window_editing.h"
#include "views/advice_panel.h"
#include "write_failure.h"

namespace tst_main_window_files {

using namespace kvp;
using namespace kvp::ui;

class TestMainWindowFiles : public test::MainWindowEditingTest {
    Q_OBJECT
private slots:
    void initTestCase() { QVERIFY(setUpProcess()); }
    void init() { QVERIFY(openEditor()); }
    void cleanup() { closeWindow(); }

    void saveAndReopenGivesTheSameScenario()
    {
        apply(Edit::Users600);
        apply(Edit::DtypeBf16);
        const Scenario edited = controller()->scenario();
        const QString path = dir_.filePath(QStringLiteral("saved.kvplan.json"));
        state_.fileToSave = path;
        action(QKeySequence::Save)->trigger(); // no file yet: Save As
        QVERIFY(state_.errors.isEmpty());
        QVERIFY(!window_->isWindowModified());
        QVERIFY(window_->windowTitle().startsWith(QStringLiteral("saved.kvplan.json")));
        QCOMPARE(preferences_->recentFiles().value(0), path);
        QFile file(path);
        QVERIFY(file.open(QIODevice::ReadOnly));
        QCOMPARE(file.readAll().toStdString(), serializeScenario(edited));

        action(QKeySequence::New)->trigger();
        QCOMPARE(controller()->scenario(), workedExample());
        verifyWorkedExample();

        state_.fileToOpen = path;
        action(QKeySequence::Open)->trigger();
        QCOMPARE(controller()->scenario(), edited);
        QCOMPARE(field<QSpinBox>(QStringLiteral("workload.users"))->value(), 600);
        // 600 users × 2 GiB / 4 instances = 300 GiB per instance.
        QCOMPARE(tile("cpu_tier.per_instance_gib"), QStringLiteral("300.00 GiB"));
        QVERIFY(!window_->isWindowModified());
        QCOMPARE(controller()->undoStack()->count(), 0);
    }

    void aBadFileIsRefusedAndTheDocumentStays_data()
    {
        QTest::addColumn<QByteArray>("content");
        QTest::addColumn<QString>("named");
        QTest::newRow("a misspelt key")
            << QByteArray(R"({"schema_version": 1, "modle": {}})") << QStringLiteral("modle");
        QTest::newRow("users out of range")
            << QByteArray::fromStdString(serializeScenario(workedExample()))
                   .replace("\"users\": 500", "\"users\": 0")
            << QStringLiteral("workload.users");
        QTest::newRow("not JSON") << QByteArray("users = 500\n")
                                  << QStringLiteral("bad.kvplan.json");
        QTest::newRow("a missing file") << QByteArray() << QStringLiteral("missing.kvplan.json");
    }
    void aBadFileIsRefusedAndTheDocumentStays()
    {
        QFETCH(QByteArray, content);
        QFETCH(QString, named);
        apply(Edit::Users600);
        const Scenario before = controller()->scenario();
        const QString title = window_->windowTitle();
        QString path = dir_.filePath(QStringLiteral("bad.kvplan.json"));
        if (content.isEmpty()) {
            path = dir_.filePath(QStringLiteral("missing.kvplan.json"));
        } else {
            QFile file(path);
            QVERIFY(file.open(QIODevice::WriteOnly | QIODevice::Truncate));
            file.write(content);
        }
        QSignalSpy spy(controller(), &Controller::resultChanged);
        QVERIFY(!window_->document()->openFile(path));
        QCOMPARE(state_.errors.size(), 1);
        QVERIFY2(state_.errors.front().contains(named), qPrintable(state_.errors.front()));
        QVERIFY(!state_.errors.front().contains(QLatin1Char('\n')));
        // Untouched: the scenario, its figures, its history, its title; nobody was asked to save.
        QCOMPARE(spy.count(), 0);
        QCOMPARE(controller()->scenario(), before);
        QCOMPARE(tile("cpu_tier.per_instance_gib"), QStringLiteral("150.00 GiB"));
        QCOMPARE(controller()->undoStack()->count(), 1);
        QVERIFY(window_->isWindowModified());
        QCOMPARE(window_->windowTitle(), title);
        QCOMPARE(state_.unsavedQuestions, 0);
    }

    // The Save action when the disk refuses the write (RLIMIT_FSIZE: as root too): the error
    // shown, the title still marked modified, the old file byte for byte.
    void aFailedSaveIsShownAndLosesNothing()
    {
        const QString path = dir_.filePath(QStringLiteral("kept.kvplan.json"));
        QFile::remove(path);
        QVERIFY(window_->document()->saveTo(path));
        const QByteArray old = test::readFile(path);
        apply(Edit::Users600);
        QVERIFY(window_->isWindowModified());
        {
            test::FileSizeLimit limit(256);
            QVERIFY(limit.active());
            action(QKeySequence::Save)->trigger();
        }
        QCOMPARE(state_.errors.size(), 1);
        QVERIFY2(
            state_.errors.front().startsWith(QStringLiteral("Cannot save the scenario: ") + path),
            qPrintable(state_.errors.front()));
        QVERIFY(window_->isWindowModified());
        QCOMPARE(test::readFile(path), old);
        QCOMPARE(controller()->scenario().workload.users, 600ULL);
        // The work is in the autosave meanwhile.
        QVERIFY(window_->autosave()->saveNow());
        QCOMPARE(test::readFile(window_->autosave()->currentFile()),
                 QByteArray::fromStdString(serializeScenario(controller()->scenario())));
    }

    void unsavedChangesAreNotLostSilently()
    {
        apply(Edit::Users600);
        state_.unsavedAnswer = UserInteraction::UnsavedChanges::Cancel;
        action(QKeySequence::New)->trigger();
        QCOMPARE(state_.unsavedQuestions, 1);
        QCOMPARE(controller()->scenario().workload.users, 600ULL);
        state_.unsavedAnswer = UserInteraction::UnsavedChanges::Discard;
        action(QKeySequence::New)->trigger();
        QCOMPARE(state_.unsavedQuestions, 2);
        verifyWorkedExample();
        // Nothing to lose: no question.
        action(QKeySequence::New)->trigger();
        QCOMPARE(state_.unsavedQuestions, 2);
    }

    void closingAsksAndCanBeCancelled()
    {
        apply(Edit::Users600);
        state_.unsavedAnswer = UserInteraction::UnsavedChanges::Cancel;
        QVERIFY(!window_->close());
        QVERIFY(window_->isVisible());
        state_.unsavedAnswer = UserInteraction::UnsavedChanges::Discard;
        QVERIFY(window_->close());
    }

    void aDroppedScenarioOpens()
    {
        Scenario s = workedExample();
        s.workload.users = 150;
        const QString path = dir_.filePath(QStringLiteral("dropped.kvplan.json"));
        saveScenarioFile(path, s);
        QMimeData mime;
        mime.setUrls({QUrl::fromLocalFile(path)});
        QDragEnterEvent enter(QPoint(10, 10), Qt::CopyAction, &mime, Qt::LeftButton,
                              Qt::NoModifier);
        QCoreApplication::sendEvent(window_.get(), &enter);
        QVERIFY(enter.isAccepted());
        QDropEvent drop(QPointF(10, 10), Qt::CopyAction, &mime, Qt::LeftButton, Qt::NoModifier);
        QCoreApplication::sendEvent(window_.get(), &drop);
        QCOMPARE(controller()->scenario(), s);
        // 150 users fit in the 204 GPU conversations: the advice says offloading adds little.
        QVERIFY(window_->advicePanel()
                    ->messages()
                    .join(QLatin1Char('\n'))
                    .contains(QStringLiteral("150")));
        QCOMPARE(window_->document()->filePath(), path);
    }

    // Work in progress whose values do not go together yet (TP 3 on 4 GPUs) is saved, and opens
    // again as saved, with one word about what to correct: nothing typed is lost.
    void workInProgressThatDoesNotGoTogetherReopens()
    {
        auto* tp = field<QSpinBox>(QStringLiteral("serving.tensor_parallel"));
        type(tp, QStringLiteral("3"));
        const Scenario edited = controller()->scenario();
        QCOMPARE(edited.serving.tensorParallel, std::uint64_t(3));
        const QString path = dir_.filePath(QStringLiteral("in-progress.kvplan.json"));
        state_.fileToSave = path;
        action(QKeySequence::Save)->trigger();
        QVERIFY2(state_.errors.isEmpty(), qPrintable(state_.errors.join(QLatin1Char('\n'))));
        action(QKeySequence::New)->trigger();
        QCOMPARE(controller()->scenario(), workedExample());

        state_.fileToOpen = path;
        action(QKeySequence::Open)->trigger();
        QVERIFY2(state_.errors.isEmpty(), qPrintable(state_.errors.join(QLatin1Char('\n'))));
        QCOMPARE(controller()->scenario(), edited);
        QCOMPARE(window_->document()->filePath(), path);
        QVERIFY(!window_->isWindowModified());
        QVERIFY(tp->property("invalid").toBool());
        QCOMPARE(state_.informations.size(), 1);
        QVERIFY2(state_.informations.front().contains(QStringLiteral(
                     "serving.tensor_parallel: must divide the GPUs per node into whole "
                     "instances (gpu.count 4 is not a multiple of 3)")),
                 qPrintable(state_.informations.front()));
    }

    void importingAConfigJson()
    {
        QVERIFY(window_->forms()->importModelButton()->isVisibleTo(window_.get()));
        // Qwen3-8B's published config: 36 layers, 8 KV heads, an explicit head_dim of 128.
        const QString config = test::testDataPath(QStringLiteral("hf-configs/Qwen__Qwen3-8B.json"));
        QVERIFY(window_->importModel(config));
        const ModelSpec& model = controller()->scenario().model;
        QCOMPARE(model.numLayers, 36ULL);
        QCOMPARE(model.numKvHeads, 8ULL);
        QCOMPARE(model.headDim, 128ULL);
        QCOMPARE(state_.informations.size(), 1);
        QVERIFY2(state_.informations.front().contains(
                     QStringLiteral("36 layers, 8 KV heads, head_dim 128")),
                 qPrintable(state_.informations.front()));
        QCOMPARE(controller()->undoStack()->count(), 1);
        action(QKeySequence::Undo)->trigger();
        verifyWorkedExample();
    }

    void aDroppedConfigJsonIsImported()
    {
        // Dropped as a model folder's config.json: the folder names the model.
        QDir(dir_.path()).mkpath(QStringLiteral("Qwen3-8B"));
        const QString path = dir_.filePath(QStringLiteral("Qwen3-8B/config.json"));
        QFile::remove(path);
        QVERIFY(QFile::copy(test::testDataPath(QStringLiteral("hf-configs/Qwen__Qwen3-8B.json")),
                            path));
        QVERIFY(window_->openDroppedFile(path));
        QCOMPARE(controller()->scenario().model.numLayers, 36ULL);
        QVERIFY(window_->document()->filePath().isEmpty()); // imported, not opened
    }

    void aConfigJsonThatCannotBeReadChangesNothing()
    {
        const QString path = dir_.filePath(QStringLiteral("config.json"));
        QFile file(path);
        QVERIFY(file.open(QIODevice::WriteOnly | QIODevice::Truncate));
        file.write(R"({"model_type": "qwen3", "num_hidden_layers": 36})");
        file.close();
        QSignalSpy spy(controller(), &Controller::resultChanged);
        QVERIFY(!window_->importModel(path));
        QCOMPARE(spy.count(), 0);
        QCOMPARE(state_.errors.size(), 1);
        QVERIFY2(state_.errors.front().contains(QStringLiteral("config.json")),
                 qPrintable(state_.errors.front()));
        QCOMPARE(controller()->scenario(), workedExample());
    }
};

QTEST_MAIN(TestMainWindowFiles)

} // namespace tst_main_window_files

#include "tst_main_window_files.moc"
