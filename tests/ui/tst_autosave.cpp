// SPDX-License-Identifier: GPL-3.0-or-later
// Autosave: the modified document is written to the autosave folder a moment after an edit (and
// at the latest after a longer delay during a burst), removed by a save, an undo back to the
// saved state and a normal end; a session killed with SIGKILL leaves it, and the next session
// offers it (Recover: the document modified under its original path, a change made to the file
// since noticed on Save; Discard: deleted). A running session's autosave is never offered, an
// unrecovered one never overwritten, an unreadable one reported and kept aside.
#include <QCoreApplication>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QSettings>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>
#include <QUndoStack>
#include <csignal>
#include <cstdio>

#include "controller/autosave.h"
#include "controller/controller.h"
#include "controller/document.h"
#include "document_files.h"
#include "kvplan/scenario_io.h"
#include "recording_interaction.h"
#include "settings/preferences.h"

namespace tst_autosave {

using namespace kvp;
using namespace kvp::test;
using namespace kvp::ui;
using namespace std::chrono_literals;

// One editing session: what kvplanner's window holds, without the window. (In a named
// namespace: TestAutosave holds one, and a class with external linkage may not hold a type of
// an anonymous namespace once a unity build makes this file not the main one.)
namespace autosave_test {

struct Session {
    test::RecordingInteraction::State state;
    test::RecordingInteraction interaction{&state};
    Preferences preferences;
    Controller controller;
    Document document;
    Autosave autosave;

    Session(const QString& settingsFile, const QString& autosaveDir)
        : preferences(std::make_unique<QSettings>(settingsFile, QSettings::IniFormat)),
          document(&controller, &preferences, &interaction), autosave(&controller, &document)
    {
        autosave.setDirectory(autosaveDir);
        // Long enough that only saveNow() writes, unless a test shortens them.
        autosave.setDelays(1h, 1h);
    }
};

} // namespace autosave_test

using autosave_test::Session;

namespace {

// The crashing session, run as a child process of this test: opens KVPLAN_CHILD_FILE (none:
// untitled), sets the users to 600, autosaves into KVPLAN_CHILD_AUTOSAVE and is killed.
int crashingSession(int argc, char** argv)
{
    QCoreApplication app(argc, argv);
    const QString dir = qEnvironmentVariable("KVPLAN_CHILD_AUTOSAVE");
    Session session(dir + QStringLiteral("/../child-preferences.ini"), dir);
    const QString file = qEnvironmentVariable("KVPLAN_CHILD_FILE");
    if (!file.isEmpty() && !session.document.openFile(file))
        return 3;
    setUsers(session.controller, 600);
    if (!session.autosave.saveNow())
        return 4;
    std::printf("%s\n", qPrintable(session.autosave.currentFile()));
    std::fflush(stdout);
    std::raise(SIGKILL); // no destructor runs: as in a crash or a power cut
    return 5;
}

} // namespace

class TestAutosave : public QObject {
    Q_OBJECT
private:
    QTemporaryDir dir_;
    int run_ = 0;
    QString autosaveDir_;
    std::unique_ptr<Session> session_;

    QString settingsFile() const
    {
        return dir_.filePath(QStringLiteral("preferences-%1.ini").arg(run_));
    }
    QString file(const QString& name) const
    {
        return dir_.filePath(QStringLiteral("case-%1-").arg(run_) + name);
    }
    QStringList autosaveFiles() const
    {
        return QDir(autosaveDir_).entryList(QDir::Files, QDir::Name);
    }
    // Runs the crashing session; returns its autosave file.
    QString crash(const QString& documentPath)
    {
        QProcess child;
        QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
        env.insert(QStringLiteral("KVPLAN_CHILD_AUTOSAVE"), autosaveDir_);
        env.insert(QStringLiteral("KVPLAN_CHILD_FILE"), documentPath);
        child.setProcessEnvironment(env);
        child.start(QCoreApplication::applicationFilePath(), {});
        if (!child.waitForFinished(60'000))
            qFatal("the crashing session did not end");
        if (child.exitStatus() != QProcess::CrashExit)
            qFatal("the crashing session exited with %d: %s", child.exitCode(),
                   child.readAllStandardError().constData());
        return QString::fromLocal8Bit(child.readAllStandardOutput()).trimmed();
    }

private slots:
    void initTestCase() { QVERIFY(dir_.isValid()); }

    void init()
    {
        ++run_;
        autosaveDir_ = dir_.filePath(QStringLiteral("autosave-%1").arg(run_));
        session_ = std::make_unique<Session>(settingsFile(), autosaveDir_);
    }

    void cleanup() { session_.reset(); }

    void theDefaultFolderIsTheApplicationData()
    {
        QCOMPARE(Autosave::defaultDirectory(),
                 QStandardPaths::writableLocation(QStandardPaths::AppDataLocation) +
                     QStringLiteral("/autosave"));
    }

    void anEditIsAutosavedAMomentLater()
    {
        Session& s = *session_;
        s.autosave.setDelays(50ms, 1h);
        setUsers(s.controller, 600);
        QVERIFY(s.autosave.currentFile().isEmpty()); // not at once: after the pause
        QTRY_VERIFY(!s.autosave.currentFile().isEmpty());
        const QString saved = s.autosave.currentFile();
        QCOMPARE(QFileInfo(saved).fileName(), QStringLiteral("untitled.kvplan.json"));
        QCOMPARE(bytesOf(saved), scenarioWithUsers(600));
        // It loads as a scenario: anyone can open it by hand.
        QCOMPARE(parseScenario(bytesOf(saved).toStdString()).workload.users, 600ULL);
        const QJsonObject origin =
            QJsonDocument::fromJson(bytesOf(autosaveDir_ + "/untitled.origin.json")).object();
        QCOMPARE(origin.value(QStringLiteral("original_path")).toString(), QString());
        QCOMPARE(origin.value(QStringLiteral("pid")).toInteger(),
                 QCoreApplication::applicationPid());
        // The next edit rewrites it.
        setUsers(s.controller, 700);
        QTRY_COMPARE(bytesOf(saved), scenarioWithUsers(700));
    }

    void aLongBurstOfEditsIsAutosavedAtTheLatestDelay()
    {
        Session& s = *session_;
        s.autosave.setDelays(1h, 100ms); // the pause never comes
        setUsers(s.controller, 600);
        QTRY_VERIFY(!s.autosave.currentFile().isEmpty());
        QCOMPARE(bytesOf(s.autosave.currentFile()), scenarioWithUsers(600));
    }

    void savingRemovesTheAutosave()
    {
        Session& s = *session_;
        setUsers(s.controller, 600);
        QVERIFY(s.autosave.saveNow());
        QCOMPARE(autosaveFiles(), (QStringList{QStringLiteral("untitled.kvplan.json"),
                                               QStringLiteral("untitled.lock"),
                                               QStringLiteral("untitled.origin.json")}));
        QVERIFY(s.document.saveTo(file(QStringLiteral("saved.kvplan.json"))));
        QCOMPARE(autosaveFiles(), QStringList());
        QVERIFY(s.autosave.currentFile().isEmpty());
    }

    void undoingBackToTheSavedStateRemovesIt()
    {
        Session& s = *session_;
        setUsers(s.controller, 600);
        QVERIFY(s.autosave.saveNow());
        QVERIFY(!autosaveFiles().isEmpty());
        s.controller.undoStack()->undo();
        QCOMPARE(autosaveFiles(), QStringList());
    }

    void aNormalEndRemovesIt()
    {
        setUsers(session_->controller, 600);
        QVERIFY(session_->autosave.saveNow());
        QVERIFY(!autosaveFiles().isEmpty());
        session_.reset();
        QCOMPARE(autosaveFiles(), QStringList());
    }

    // A file's autosave is named after its path and says which file it is; Save As elsewhere
    // and a new edit move it.
    void theAutosaveFollowsTheDocumentsFile()
    {
        Session& s = *session_;
        const QString first = file(QStringLiteral("first.kvplan.json"));
        QVERIFY(write(first, scenarioWithUsers(500)));
        QVERIFY(s.document.openFile(first));
        setUsers(s.controller, 600);
        QVERIFY(s.autosave.saveNow());
        const QString firstAutosave = s.autosave.currentFile();
        QVERIFY2(QFileInfo(firstAutosave).fileName().startsWith(QStringLiteral("file-")),
                 qPrintable(firstAutosave));
        const QString originFile =
            firstAutosave.chopped(int(strlen(".kvplan.json"))) + QStringLiteral(".origin.json");
        QCOMPARE(QJsonDocument::fromJson(bytesOf(originFile))
                     .object()
                     .value(QStringLiteral("original_path"))
                     .toString(),
                 QFileInfo(first).absoluteFilePath());
        QVERIFY(s.document.saveTo(file(QStringLiteral("second.kvplan.json"))));
        setUsers(s.controller, 700);
        QVERIFY(s.autosave.saveNow());
        QVERIFY(s.autosave.currentFile() != firstAutosave);
        QVERIFY(!QFileInfo::exists(firstAutosave));
        QCOMPARE(autosaveFiles().size(), 3); // one scenario, its origin, its lock
    }

    void aKilledSessionsWorkIsRecovered()
    {
        const QString path = file(QStringLiteral("customer.kvplan.json"));
        QVERIFY(write(path, scenarioWithUsers(500)));
        const QString left = crash(path);
        QVERIFY2(QFileInfo::exists(left), qPrintable(left));
        // Its lock is still there, naming a process that no longer runs.
        QVERIFY(
            QFileInfo::exists(left.chopped(int(strlen(".kvplan.json"))) + QStringLiteral(".lock")));
        const QDateTime savedAt = QFileInfo(left).lastModified();

        Session& s = *session_;
        const std::vector<Autosave::Orphan> orphans = s.autosave.orphans();
        QCOMPARE(orphans.size(), std::size_t(1));
        QCOMPARE(orphans.front().originalPath, QFileInfo(path).absoluteFilePath());
        QCOMPARE(orphans.front().savedAt, savedAt);

        s.state.recoveryAnswer = UserInteraction::Recovery::Recover;
        QVERIFY(s.autosave.offerRecovery(&s.interaction));
        QCOMPARE(s.state.recoveryQuestions,
                 QStringList{QFileInfo(path).absoluteFilePath() + QLatin1Char('|') +
                             savedAt.toString(Qt::ISODateWithMs)});
        QCOMPARE(s.controller.scenario().workload.users, 600ULL);
        QVERIFY(s.document.isModified());
        QCOMPARE(s.document.filePath(), QFileInfo(path).absoluteFilePath());
        QCOMPARE(bytesOf(path), scenarioWithUsers(500)); // the file itself untouched
        // Adopted: still on disk until saved, and ours now (not offered to another session).
        QCOMPARE(s.autosave.currentFile(), left);
        QVERIFY(s.autosave.orphans().empty());
        Session other(settingsFile() + QStringLiteral(".other"), autosaveDir_);
        QVERIFY(other.autosave.orphans().empty());

        QVERIFY(s.document.save());
        QVERIFY(s.state.changedFileQuestions.isEmpty());
        QCOMPARE(bytesOf(path), scenarioWithUsers(600));
        QCOMPARE(autosaveFiles(), QStringList());
    }

    void aRecoveredDocumentNoticesAChangeMadeToItsFileSince()
    {
        const QString path = file(QStringLiteral("customer.kvplan.json"));
        QVERIFY(write(path, scenarioWithUsers(500)));
        crash(path);
        QVERIFY(write(path, scenarioWithUsers(800))); // a colleague saved it meanwhile
        Session& s = *session_;
        s.state.recoveryAnswer = UserInteraction::Recovery::Recover;
        QVERIFY(s.autosave.offerRecovery(&s.interaction));
        s.state.changedFileAnswer = UserInteraction::ChangedOnDisk::Cancel;
        QVERIFY(!s.document.save());
        QCOMPARE(s.state.changedFileQuestions, QStringList{QFileInfo(path).absoluteFilePath()});
        QCOMPARE(bytesOf(path), scenarioWithUsers(800));
        QVERIFY(!autosaveFiles().isEmpty()); // the recovered work is still autosaved
    }

    void anUntitledRecoveryStaysUntitled()
    {
        crash({});
        Session& s = *session_;
        s.state.recoveryAnswer = UserInteraction::Recovery::Recover;
        QVERIFY(s.autosave.offerRecovery(&s.interaction));
        QVERIFY(s.state.recoveryQuestions.front().startsWith(QLatin1Char('|')));
        QVERIFY(s.document.filePath().isEmpty());
        QVERIFY(s.document.isModified());
        QCOMPARE(s.controller.scenario().workload.users, 600ULL);
    }

    void discardDeletesIt()
    {
        crash({});
        Session& s = *session_;
        s.state.recoveryAnswer = UserInteraction::Recovery::Discard;
        QVERIFY(!s.autosave.offerRecovery(&s.interaction));
        QCOMPARE(s.state.recoveryQuestions.size(), 1);
        QCOMPARE(autosaveFiles(), QStringList());
        QCOMPARE(s.controller.scenario(), workedExample());
        QVERIFY(!s.document.isModified());
    }

    void aRunningSessionsAutosaveIsNotOffered()
    {
        setUsers(session_->controller, 600);
        QVERIFY(session_->autosave.saveNow());
        Session second(settingsFile() + QStringLiteral(".second"), autosaveDir_);
        QVERIFY(second.autosave.orphans().empty());
        QVERIFY(!second.autosave.offerRecovery(&second.interaction));
        QVERIFY(second.state.recoveryQuestions.isEmpty());
        // Its own untitled work goes beside, not over, the first one's.
        setUsers(second.controller, 700);
        QVERIFY(second.autosave.saveNow());
        QCOMPARE(QFileInfo(second.autosave.currentFile()).fileName(),
                 QStringLiteral("untitled-2.kvplan.json"));
        QCOMPARE(bytesOf(session_->autosave.currentFile()), scenarioWithUsers(600));
    }

    void anUnrecoveredAutosaveIsNeverOverwritten()
    {
        const QString left = crash({});
        const QByteArray work = bytesOf(left);
        Session& s = *session_;
        setUsers(s.controller, 700); // edited before answering anything
        QVERIFY(s.autosave.saveNow());
        QVERIFY(s.autosave.currentFile() != left);
        QCOMPARE(bytesOf(left), work);
    }

    void anUnreadableAutosaveIsReportedAndKeptAside()
    {
        QVERIFY(QDir().mkpath(autosaveDir_));
        const QString broken = autosaveDir_ + QStringLiteral("/untitled.kvplan.json");
        QVERIFY(write(broken, "{\"schema_version\": 1, \"name\": "));
        Session& s = *session_;
        s.state.recoveryAnswer = UserInteraction::Recovery::Recover;
        QVERIFY(!s.autosave.offerRecovery(&s.interaction));
        QCOMPARE(s.state.errors.size(), 1);
        QVERIFY2(s.state.errors.front().startsWith(QStringLiteral("Cannot recover the scenario: ") +
                                                   broken),
                 qPrintable(s.state.errors.front()));
        QVERIFY(s.state.errors.front().endsWith(broken + QStringLiteral(".unreadable)")));
        QVERIFY(QFileInfo::exists(broken + QStringLiteral(".unreadable")));
        QCOMPARE(s.controller.scenario(), workedExample());
        QVERIFY(!s.document.isModified());
        QVERIFY(s.autosave.orphans().empty()); // not offered again
    }

    void aFailedAutosaveIsReportedOnce()
    {
        // The autosave folder cannot be made: a file is in its way.
        QVERIFY(write(autosaveDir_, "in the way"));
        Session& s = *session_;
        QStringList failures;
        connect(&s.autosave, &Autosave::failed, this,
                [&failures](const QString& message) { failures << message; });
        setUsers(s.controller, 600);
        QVERIFY(!s.autosave.saveNow());
        QVERIFY(!s.autosave.saveNow());
        QCOMPARE(failures.size(), 1);
        QVERIFY2(failures.front().contains(autosaveDir_), qPrintable(failures.front()));
        QVERIFY(s.document.isModified());
        QVERIFY(QFile::remove(autosaveDir_));
        QVERIFY(s.autosave.saveNow());
    }
};

int main(int argc, char** argv)
{
    if (qEnvironmentVariableIsSet("KVPLAN_CHILD_AUTOSAVE"))
        return crashingSession(argc, argv);
    QCoreApplication app(argc, argv);
    // Never the developer's own application data.
    QStandardPaths::setTestModeEnabled(true);
    TestAutosave test;
    return QTest::qExec(&test, argc, argv);
}

} // namespace tst_autosave

#include "tst_autosave.moc"
