// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// Autosave of the open scenario, so that a crash, a killed session or a power cut on a long
// call loses at most a few seconds of work. A few seconds after the last edit (and at the
// latest half a minute after the first unsaved one) the modified document is written, atomically,
// to the application's data folder: autosave/<key>.kvplan.json, a scenario any KV Planner
// opens, beside <key>.origin.json (the document's own path and what its file held). A lock file
// marks the autosave as this session's. A clean save, a document without changes and a normal
// end remove it; what is left belongs to a session that did not end normally, and the next
// start offers to recover it.

#include "controller/file_signature.h"

#include <QDateTime>
#include <QObject>
#include <QString>
#include <chrono>
#include <memory>
#include <optional>
#include <vector>

class QLockFile;
class QTimer;

namespace kvp::ui {

class Controller;
class Document;
class UserInteraction;

class Autosave : public QObject {
    Q_OBJECT
public:
    // An autosave left by a session that did not end normally.
    struct Orphan {
        QString file;         // the autosaved scenario
        QString originalPath; // the document's file, "" when it was never saved
        QDateTime savedAt;
        std::optional<FileSignature> originalSignature; // what that file held when edited
    };

    // Destroy it before `controller` and `document` (it listens to both).
    Autosave(Controller* controller, Document* document, QObject* parent = nullptr);
    // A normal end: this session's autosave goes.
    ~Autosave() override;

    // <application data>/autosave.
    static QString defaultDirectory();
    QString directory() const { return directory_; }
    // Before anything is autosaved (tests, a second profile).
    void setDirectory(const QString& directory);
    // Written `idle` after the last edit, and at the latest `atLatest` after the first edit not
    // yet autosaved (so that a long burst of typing is saved too).
    void setDelays(std::chrono::milliseconds idle, std::chrono::milliseconds atLatest);

    // This session's autosave, "" when there is none.
    QString currentFile() const { return file_; }

    // Writes the autosave now if the document has unsaved changes (else removes it). False when
    // it could not be written; failed() says why.
    bool saveNow();

    // Autosaves of sessions that ended without removing theirs, not held by a running one;
    // newest first.
    std::vector<Orphan> orphans() const;

    // Asks about each orphan, newest first, until one is recovered: it becomes the document
    // (modified, under its original path) and this session's autosave. Discarded ones are
    // deleted; one that cannot be read is reported and kept aside (<name>.unreadable). Returns
    // whether one was recovered.
    bool offerRecovery(UserInteraction* interaction);

signals:
    void saved(const QString& file);
    // Once per distinct problem (a full disk is not reported every few seconds).
    void failed(const QString& message);

private:
    void documentChanged();
    bool claim(const QString& documentPath);
    void remove();
    bool fail(const QString& message);

    Controller* controller_;
    Document* document_;
    QString directory_;
    QTimer* idle_;
    QTimer* atLatest_;
    QString file_;       // this session's autosave
    QString pathOfFile_; // the document path it was claimed for
    std::unique_ptr<QLockFile> lock_;
    QString lastFailure_;
};

} // namespace kvp::ui
