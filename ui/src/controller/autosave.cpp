// SPDX-License-Identifier: GPL-3.0-or-later
#include "controller/autosave.h"

#include "controller/controller.h"
#include "controller/document.h"
#include "controller/user_interaction.h"
#include "kvplan/ui/scenario_file.h"

#include <QCoreApplication>
#include <QCryptographicHash>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QJsonDocument>
#include <QJsonObject>
#include <QLockFile>
#include <QStandardPaths>
#include <QTimer>
#include <QUndoStack>
#include <algorithm>

namespace kvp::ui {

namespace {

const QString kScenarioSuffix = QStringLiteral(".kvplan.json");

QString stemOf(const QString& scenarioFile)
{
    return scenarioFile.left(scenarioFile.size() - kScenarioSuffix.size());
}

QString originFileOf(const QString& scenarioFile)
{
    return stemOf(scenarioFile) + QStringLiteral(".origin.json");
}

// The lock only tells a running session from one that ended: its process id, not its age,
// decides (QLockFile would otherwise take a lock older than 30 s for stale).
std::unique_ptr<QLockFile> lockOf(const QString& scenarioFile)
{
    auto lock = std::make_unique<QLockFile>(stemOf(scenarioFile) + QStringLiteral(".lock"));
    lock->setStaleLockTime(0);
    return lock;
}

QByteArray originJson(const QString& documentPath, const std::optional<FileSignature>& signature)
{
    QJsonObject origin{{QStringLiteral("kvplan_autosave"), 1},
                       {QStringLiteral("original_path"), documentPath},
                       {QStringLiteral("pid"), QCoreApplication::applicationPid()}};
    if (signature && signature->exists)
        origin.insert(QStringLiteral("original_file"),
                      QJsonObject{{QStringLiteral("size"), signature->size},
                                  {QStringLiteral("modified"),
                                   signature->modified.toUTC().toString(Qt::ISODateWithMs)},
                                  {QStringLiteral("sha256"),
                                   QString::fromLatin1(signature->sha256.toHex())}});
    return QJsonDocument(origin).toJson();
}

// What origin.json says; a missing or damaged one leaves the autosave untitled (it is still
// the user's work).
void readOrigin(const QString& scenarioFile, Autosave::Orphan& orphan)
{
    QFile file(originFileOf(scenarioFile));
    if (file.size() > 64 * 1024 || !file.open(QIODevice::ReadOnly))
        return;
    const QJsonObject origin = QJsonDocument::fromJson(file.readAll()).object();
    orphan.originalPath = origin.value(QStringLiteral("original_path")).toString();
    const QJsonObject signature = origin.value(QStringLiteral("original_file")).toObject();
    if (orphan.originalPath.isEmpty() || signature.isEmpty())
        return;
    FileSignature s;
    s.exists = true;
    s.size = signature.value(QStringLiteral("size")).toInteger(-1);
    s.modified = QDateTime::fromString(signature.value(QStringLiteral("modified")).toString(),
                                       Qt::ISODateWithMs);
    s.sha256 = QByteArray::fromHex(signature.value(QStringLiteral("sha256")).toString().toLatin1());
    if (s.size >= 0 && s.modified.isValid() && s.sha256.size() == 32)
        orphan.originalSignature = s;
}

void removeFiles(const QString& scenarioFile)
{
    QFile::remove(originFileOf(scenarioFile));
    QFile::remove(scenarioFile);
}

} // namespace

Autosave::Autosave(Controller* controller, Document* document, QObject* parent)
    : QObject(parent), controller_(controller), document_(document), directory_(defaultDirectory()),
      idle_(new QTimer(this)), atLatest_(new QTimer(this))
{
    idle_->setSingleShot(true);
    atLatest_->setSingleShot(true);
    setDelays(std::chrono::seconds(3), std::chrono::seconds(30));
    connect(idle_, &QTimer::timeout, this, &Autosave::saveNow);
    connect(atLatest_, &QTimer::timeout, this, &Autosave::saveNow);
    connect(controller_->undoStack(), &QUndoStack::indexChanged, this, &Autosave::documentChanged);
    connect(controller_->undoStack(), &QUndoStack::cleanChanged, this, &Autosave::documentChanged);
    connect(document_, &Document::filePathChanged, this, &Autosave::documentChanged);
}

Autosave::~Autosave()
{
    remove();
}

QString Autosave::defaultDirectory()
{
    return QDir(QStandardPaths::writableLocation(QStandardPaths::AppDataLocation))
        .filePath(QStringLiteral("autosave"));
}

void Autosave::setDirectory(const QString& directory)
{
    remove();
    directory_ = directory;
}

void Autosave::setDelays(std::chrono::milliseconds idle, std::chrono::milliseconds atLatest)
{
    idle_->setInterval(idle);
    atLatest_->setInterval(atLatest);
}

void Autosave::documentChanged()
{
    if (!document_->isModified()) {
        // Saved, reopened, or undone back to the saved state: the file on disk is the work.
        idle_->stop();
        atLatest_->stop();
        remove();
        return;
    }
    idle_->start();
    if (!atLatest_->isActive())
        atLatest_->start();
}

bool Autosave::saveNow()
{
    idle_->stop();
    atLatest_->stop();
    if (!document_->isModified()) {
        remove();
        return true;
    }
    const QString path = document_->filePath();
    if (!file_.isEmpty() && path != pathOfFile_)
        remove(); // Save As elsewhere, then edited: autosaved under the new name
    if (file_.isEmpty() && !claim(path))
        return fail(tr("no autosave file can be made in %1").arg(directory_));
    try {
        // The origin first: an autosave is never attributed to another file.
        saveTextFileAtomically(originFileOf(file_), originJson(path, document_->diskSignature()));
        saveScenarioFile(file_, controller_->scenario());
    } catch (const ScenarioFileError& e) {
        return fail(e.message());
    }
    lastFailure_.clear();
    emit saved(file_);
    return true;
}

bool Autosave::claim(const QString& documentPath)
{
    if (!QDir().mkpath(directory_))
        return false;
    const QString base =
        documentPath.isEmpty()
            ? QStringLiteral("untitled")
            : QStringLiteral("file-") +
                  QString::fromLatin1(
                      QCryptographicHash::hash(documentPath.toUtf8(), QCryptographicHash::Sha1)
                          .toHex()
                          .left(16));
    const QDir dir(directory_);
    for (int i = 1; i <= 64; ++i) {
        const QString file = dir.filePath(
            (i == 1 ? base : base + QLatin1Char('-') + QString::number(i)) + kScenarioSuffix);
        std::unique_ptr<QLockFile> lock = lockOf(file);
        // Held by a running session, or left by one that did not end normally and not yet
        // recovered: never overwritten.
        if (!lock->tryLock(0) || QFileInfo::exists(file))
            continue;
        file_ = file;
        pathOfFile_ = documentPath;
        lock_ = std::move(lock);
        return true;
    }
    return false;
}

void Autosave::remove()
{
    if (file_.isEmpty())
        return;
    removeFiles(file_);
    lock_.reset(); // unlocks: removes the lock file
    file_.clear();
    pathOfFile_.clear();
}

bool Autosave::fail(const QString& message)
{
    if (message != lastFailure_) {
        lastFailure_ = message;
        emit failed(message);
    }
    return false;
}

std::vector<Autosave::Orphan> Autosave::orphans() const
{
    std::vector<Orphan> found;
    const QDir dir(directory_);
    const QFileInfoList files =
        dir.entryInfoList({QStringLiteral("*") + kScenarioSuffix}, QDir::Files | QDir::Readable);
    for (const QFileInfo& info : files) {
        const QString file = info.absoluteFilePath();
        if (file == QFileInfo(file_).absoluteFilePath())
            continue;
        std::unique_ptr<QLockFile> lock = lockOf(file);
        if (!lock->tryLock(0))
            continue; // a running session's
        Orphan orphan;
        orphan.file = file;
        orphan.savedAt = info.lastModified();
        readOrigin(file, orphan);
        found.push_back(orphan);
    }
    std::sort(found.begin(), found.end(),
              [](const Orphan& a, const Orphan& b) { return a.savedAt > b.savedAt; });
    return found;
}

bool Autosave::offerRecovery(UserInteraction* interaction)
{
    for (const Orphan& orphan : orphans()) {
        // Held while the question is open: a second KV Planner started meanwhile does not
        // offer the same work.
        std::unique_ptr<QLockFile> lock = lockOf(orphan.file);
        if (!lock->tryLock(0))
            continue;
        if (interaction->askToRecover(orphan.originalPath, orphan.savedAt) ==
            UserInteraction::Recovery::Discard) {
            removeFiles(orphan.file);
            continue;
        }
        Scenario scenario;
        QStringList problems; // work in progress: the plan shows what still needs changing
        try {
            scenario = openScenarioFileForEditing(orphan.file, problems);
        } catch (const ScenarioFileError& e) {
            const QString aside = orphan.file + QStringLiteral(".unreadable");
            QFile::remove(aside);
            QFile::rename(orphan.file, aside);
            interaction->showError(tr("Cannot recover the scenario"),
                                   e.message() + tr(" (kept as %1)").arg(aside));
            continue;
        }
        if (!document_->maybeSave())
            return false;
        remove();
        document_->recover(scenario, orphan.originalPath, orphan.originalSignature);
        // The recovered work stays in its autosave until it is saved: adopted, not copied.
        file_ = orphan.file;
        pathOfFile_ = document_->filePath();
        lock_ = std::move(lock);
        saveNow();
        return true;
    }
    return false;
}

} // namespace kvp::ui
