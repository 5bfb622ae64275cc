// SPDX-License-Identifier: GPL-3.0-or-later
// The document as a file, nothing lost: a save that fails (a read-only folder; a write the
// kernel refuses, which fails as root too; a folder that is a file) leaves the old file byte for
// byte and the document modified; a change another program made to the file is noticed before
// it is overwritten (Overwrite, Save As or Cancel) and offered for reload once per change; a load
// that fails leaves the open document as it was.
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QSettings>
#include <QTemporaryDir>
#include <QTest>
#include <QUndoStack>

#include "controller/controller.h"
#include "controller/document.h"
#include "document_files.h"
#include "kvplan/scenario_io.h"
#include "kvplan/ui/scenario_file.h"
#include "recording_interaction.h"
#include "settings/preferences.h"
#include "write_failure.h"

namespace tst_document {

using namespace kvp;
using namespace kvp::test;
using namespace kvp::ui;

enum class Failure { ReadOnlyFolder, FileSizeLimit };

} // namespace tst_document

Q_DECLARE_METATYPE(tst_document::Failure)

namespace tst_document {

class TestDocument : public QObject {
    Q_OBJECT
private:
    QTemporaryDir dir_;
    test::RecordingInteraction::State state_;
    std::unique_ptr<test::RecordingInteraction> interaction_;
    std::unique_ptr<Preferences> preferences_;
    std::unique_ptr<Controller> controller_;
    std::unique_ptr<Document> document_;
    int run_ = 0;

    // A folder of its own for each test function and row.
    QString folder()
    {
        const QString path = dir_.filePath(QStringLiteral("case-%1").arg(run_));
        QDir().mkpath(path);
        return path;
    }
    // The worked example on disk, opened.
    QString openExample()
    {
        const QString path = QDir(folder()).filePath(QStringLiteral("scenario.kvplan.json"));
        if (!write(path, scenarioWithUsers(500)) || !document_->openFile(path))
            qFatal("cannot open %s", qPrintable(path));
        return path;
    }
    void addFailureRows()
    {
        QTest::addColumn<Failure>("failure");
        QTest::newRow("read-only folder") << Failure::ReadOnlyFolder;
        QTest::newRow("a write the kernel refuses (RLIMIT_FSIZE, root too)")
            << Failure::FileSizeLimit;
    }
    // Makes saves into `folder` fail the way the row says, for the lifetime of the result.
    std::shared_ptr<void> failSaves(Failure failure, const QString& folder)
    {
        if (failure == Failure::ReadOnlyFolder)
            return std::make_shared<test::ReadOnlyFolder>(folder);
        // Smaller than any scenario: the temporary file cannot be written.
        return std::make_shared<test::FileSizeLimit>(256);
    }

private slots:
    void initTestCase()
    {
        QVERIFY(dir_.isValid());
        qRegisterMetaType<Failure>();
    }

    void init()
    {
        ++run_;
        state_ = {};
        interaction_ = std::make_unique<test::RecordingInteraction>(&state_);
        preferences_ = std::make_unique<Preferences>(std::make_unique<QSettings>(
            dir_.filePath(QStringLiteral("preferences-%1.ini").arg(run_)), QSettings::IniFormat));
        controller_ = std::make_unique<Controller>();
        document_ =
            std::make_unique<Document>(controller_.get(), preferences_.get(), interaction_.get());
    }

    void cleanup()
    {
        document_.reset();
        controller_.reset();
    }

    void aFailedSaveLeavesTheOldFile_data() { addFailureRows(); }
    void aFailedSaveLeavesTheOldFile()
    {
        QFETCH(Failure, failure);
        if (failure == Failure::ReadOnlyFolder && !test::permissionsApply())
            QSKIP("running as root, which writes into read-only folders; the RLIMIT_FSIZE row "
                  "checks the same failure as root");
        const QString dir = folder();
        const QString path = QDir(dir).filePath(QStringLiteral("old.kvplan.json"));
        const QByteArray old = scenarioWithUsers(500);
        QVERIFY(write(path, old));
        Scenario edited = workedExample();
        edited.workload.users = 600;
        QString message;
        {
            const auto failing = failSaves(failure, dir);
            try {
                saveScenarioFile(path, edited);
            } catch (const ScenarioFileError& e) {
                message = e.message();
            }
        }
        QVERIFY2(!message.isEmpty(), "the save did not fail");
        QVERIFY2(message.startsWith(path), qPrintable(message));
        QVERIFY(!message.contains(QLatin1Char('\n')));
        QCOMPARE(bytesOf(path), old);
        // No temporary file left behind either.
        QCOMPARE(QDir(dir).entryList(QDir::Files), QStringList{QStringLiteral("old.kvplan.json")});
    }

    // The folder of the path is a file: no file to keep, a clear message, nothing created.
    void aSaveIntoAFileTakenForAFolderFails()
    {
        const QString notAFolder = QDir(folder()).filePath(QStringLiteral("not-a-folder"));
        QVERIFY(write(notAFolder, "text"));
        const QString path = notAFolder + QStringLiteral("/new.kvplan.json");
        QString message;
        try {
            saveScenarioFile(path, workedExample());
        } catch (const ScenarioFileError& e) {
            message = e.message();
        }
        QVERIFY2(message.startsWith(path + QStringLiteral(": cannot be written")),
                 qPrintable(message));
        QCOMPARE(bytesOf(notAFolder), QByteArray("text"));

        // Through the document: the error shown, the document still modified and untitled.
        setUsers(*controller_, 600);
        QVERIFY(!document_->saveTo(path));
        QCOMPARE(state_.errors.size(), 1);
        QVERIFY2(
            state_.errors.front().startsWith(QStringLiteral("Cannot save the scenario: ") + path),
            qPrintable(state_.errors.front()));
        QVERIFY(document_->isModified());
        QVERIFY(document_->filePath().isEmpty());
    }

    void aFailedSaveKeepsTheDocumentModified_data() { addFailureRows(); }
    void aFailedSaveKeepsTheDocumentModified()
    {
        QFETCH(Failure, failure);
        if (failure == Failure::ReadOnlyFolder && !test::permissionsApply())
            QSKIP("running as root, which writes into read-only folders; the RLIMIT_FSIZE row "
                  "checks the same failure as root");
        const QString path = openExample();
        const QByteArray old = bytesOf(path);
        setUsers(*controller_, 600);
        {
            const auto failing = failSaves(failure, QFileInfo(path).absolutePath());
            QVERIFY(!document_->save());
        }
        QCOMPARE(state_.errors.size(), 1);
        QVERIFY2(
            state_.errors.front().startsWith(QStringLiteral("Cannot save the scenario: ") + path),
            qPrintable(state_.errors.front()));
        QCOMPARE(bytesOf(path), old);
        QVERIFY(document_->isModified());
        QCOMPARE(document_->filePath(), path);
        QCOMPARE(controller_->undoStack()->count(), 1);
        QCOMPARE(controller_->scenario().workload.users, 600ULL);
        // Once the folder takes files again, the same Save works (the file did not change, so
        // nobody is asked about another program).
        QVERIFY(document_->save());
        QVERIFY(state_.changedFileQuestions.isEmpty());
        QCOMPARE(bytesOf(path), scenarioWithUsers(600));
        QVERIFY(!document_->isModified());
    }

    void savingOverAChangeMadeElsewhereAsks_data()
    {
        QTest::addColumn<int>("answer");
        QTest::newRow("cancel") << int(UserInteraction::ChangedOnDisk::Cancel);
        QTest::newRow("overwrite") << int(UserInteraction::ChangedOnDisk::Overwrite);
        QTest::newRow("save as") << int(UserInteraction::ChangedOnDisk::SaveAs);
    }
    void savingOverAChangeMadeElsewhereAsks()
    {
        QFETCH(int, answer);
        const QString path = openExample();
        setUsers(*controller_, 600);
        const QByteArray theirs = scenarioWithUsers(700); // another program's save
        QVERIFY(write(path, theirs));
        state_.changedFileAnswer = UserInteraction::ChangedOnDisk(answer);
        const QString copy = QDir(folder()).filePath(QStringLiteral("copy.kvplan.json"));
        state_.fileToSave = copy;

        const bool saved = document_->save();
        QCOMPARE(state_.changedFileQuestions, QStringList{path});
        switch (UserInteraction::ChangedOnDisk(answer)) {
        case UserInteraction::ChangedOnDisk::Cancel:
            QVERIFY(!saved);
            QCOMPARE(bytesOf(path), theirs);
            QVERIFY(document_->isModified());
            break;
        case UserInteraction::ChangedOnDisk::Overwrite:
            QVERIFY(saved);
            QCOMPARE(bytesOf(path), scenarioWithUsers(600));
            QVERIFY(!document_->isModified());
            // Ours now: the next save asks nothing.
            setUsers(*controller_, 650);
            QVERIFY(document_->save());
            QCOMPARE(state_.changedFileQuestions.size(), 1);
            break;
        case UserInteraction::ChangedOnDisk::SaveAs:
            QVERIFY(saved);
            QCOMPARE(bytesOf(copy), scenarioWithUsers(600));
            QCOMPARE(bytesOf(path), theirs);
            QCOMPARE(document_->filePath(), copy);
            QVERIFY(!document_->isModified());
            break;
        }
        QVERIFY(state_.errors.isEmpty());
    }

    // Another program rewrote the same bytes (a sync tool, `touch`): no question.
    void theSameBytesRewrittenAreNoChange()
    {
        const QString path = openExample();
        const QByteArray same = bytesOf(path);
        QVERIFY(write(path, same));
        QFile file(path);
        QVERIFY(file.open(QIODevice::ReadWrite));
        QVERIFY(file.setFileTime(QDateTime::currentDateTime().addSecs(60),
                                 QFileDevice::FileModificationTime));
        file.close();
        setUsers(*controller_, 600);
        QVERIFY(document_->save());
        QVERIFY(state_.changedFileQuestions.isEmpty());
        QVERIFY(!document_->checkForChangeOnDisk());
        QVERIFY(state_.reloadQuestions.isEmpty());
    }

    // A file typed by hand ("0.90", "3" for a real) keeps its spelling through open, edit and
    // save: only the edited key's bytes change (Scenario::realSpellings).
    void aHandTypedFileSavesBackAsTyped()
    {
        const auto typed = [](std::uint64_t users) {
            return scenarioWithUsers(users)
                .replace("\"gpu_memory_utilization\": 0.9,", "\"gpu_memory_utilization\": 0.90,")
                .replace("\"overhead_gib\": 3.0,", "\"overhead_gib\": 3,");
        };
        const QString path = QDir(folder()).filePath(QStringLiteral("typed.kvplan.json"));
        QVERIFY(write(path, typed(500)));
        QVERIFY(document_->openFile(path));
        setUsers(*controller_, 600);
        QVERIFY(document_->save());
        QCOMPARE(bytesOf(path), typed(600));
    }

    // Deleted meanwhile: saving writes it again and loses nothing, so nobody is asked.
    void aFileDeletedElsewhereIsWrittenAgain()
    {
        const QString path = openExample();
        QVERIFY(QFile::remove(path));
        setUsers(*controller_, 600);
        QVERIFY(!document_->checkForChangeOnDisk());
        QVERIFY(document_->save());
        QVERIFY(state_.changedFileQuestions.isEmpty());
        QCOMPARE(bytesOf(path), scenarioWithUsers(600));
    }

    void aChangeOnDiskIsOfferedForReloadOncePerChange()
    {
        const QString path = openExample();
        setUsers(*controller_, 600);
        QVERIFY(write(path, scenarioWithUsers(700)));
        state_.reloadAnswer = false;
        QVERIFY(!document_->checkForChangeOnDisk());
        QCOMPARE(state_.reloadQuestions, QStringList{path + QStringLiteral(" (modified)")});
        // Declined: not asked again about the same version, and ours stays.
        QVERIFY(!document_->checkForChangeOnDisk());
        QCOMPARE(state_.reloadQuestions.size(), 1);
        QCOMPARE(controller_->scenario().workload.users, 600ULL);
        // Changed again: asked again; reloaded, the document is the file's.
        QVERIFY(write(path, scenarioWithUsers(800)));
        state_.reloadAnswer = true;
        QVERIFY(document_->checkForChangeOnDisk());
        QCOMPARE(state_.reloadQuestions.size(), 2);
        QCOMPARE(controller_->scenario().workload.users, 800ULL);
        QVERIFY(!document_->isModified());
        QCOMPARE(controller_->undoStack()->count(), 0);
        QVERIFY(!document_->checkForChangeOnDisk());
        QCOMPARE(state_.reloadQuestions.size(), 2);
        // Saving over the reloaded version asks nothing: it is the one read.
        setUsers(*controller_, 900);
        QVERIFY(document_->save());
        QVERIFY(state_.changedFileQuestions.isEmpty());
    }

    void aChangeThatCannotBeReloadedIsReported()
    {
        const QString path = openExample();
        QVERIFY(write(path, "{ not json"));
        state_.reloadAnswer = true;
        QVERIFY(!document_->checkForChangeOnDisk());
        QCOMPARE(state_.errors.size(), 1);
        QVERIFY2(
            state_.errors.front().startsWith(QStringLiteral("Cannot reload the scenario: ") + path),
            qPrintable(state_.errors.front()));
        QCOMPARE(controller_->scenario(), workedExample());
        QVERIFY(!document_->checkForChangeOnDisk()); // not asked again about that version
        QCOMPARE(state_.reloadQuestions.size(), 1);
    }

    void anUntitledDocumentHasNoFileToWatch()
    {
        setUsers(*controller_, 600);
        QVERIFY(!document_->checkForChangeOnDisk());
        QVERIFY(state_.reloadQuestions.isEmpty());
        QVERIFY(!document_->diskSignature());
    }

    void aFailedLoadLeavesTheDocumentUntouched_data()
    {
        QTest::addColumn<QString>("name");
        QTest::addColumn<QByteArray>("content"); // empty: see the name
        QTest::addColumn<QString>("named");
        QTest::newRow("a folder") << QStringLiteral("folder.kvplan.json") << QByteArray()
                                  << QStringLiteral("is a folder");
        QTest::newRow("a missing file") << QStringLiteral("missing.kvplan.json") << QByteArray()
                                        << QStringLiteral("cannot be read");
        QTest::newRow("4 MiB + 1 byte")
            << QStringLiteral("large.kvplan.json") << QByteArray(4 * 1024 * 1024 + 1, ' ')
            << QStringLiteral("larger than 4 MiB");
        QTest::newRow("not JSON") << QStringLiteral("bad.kvplan.json") << QByteArray("users = 1")
                                  << QStringLiteral("bad.kvplan.json");
        QTest::newRow("users 0") << QStringLiteral("zero.kvplan.json")
                                 << scenarioWithUsers(500).replace("\"users\": 500", "\"users\": 0")
                                 << QStringLiteral("workload.users");
    }
    void aFailedLoadLeavesTheDocumentUntouched()
    {
        QFETCH(QString, name);
        QFETCH(QByteArray, content);
        QFETCH(QString, named);
        const QString open = openExample();
        setUsers(*controller_, 600);
        const std::optional<FileSignature> signature = document_->diskSignature();
        const QString bad = QDir(folder()).filePath(name);
        if (name.startsWith(QLatin1String("folder")))
            QVERIFY(QDir().mkpath(bad));
        else if (!content.isEmpty())
            QVERIFY(write(bad, content));
        QVERIFY(!document_->openFile(bad));
        QCOMPARE(state_.errors.size(), 1);
        QVERIFY2(state_.errors.front().contains(named), qPrintable(state_.errors.front()));
        QCOMPARE(controller_->scenario().workload.users, 600ULL);
        QCOMPARE(controller_->undoStack()->count(), 1);
        QVERIFY(document_->isModified());
        QCOMPARE(document_->filePath(), open);
        QCOMPARE(document_->diskSignature(), signature);
        QCOMPARE(state_.unsavedQuestions, 0);
    }
};

QTEST_GUILESS_MAIN(TestDocument)

} // namespace tst_document

#include "tst_document.moc"
