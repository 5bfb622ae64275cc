// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// The open scenario as a file: New, Open, Save, Save As, the recent-files list and the prompt
// before losing changes. Saving is atomic (QSaveFile); a file that fails to load is reported
// and leaves the open document as it was. "Modified" is the undo stack's clean state. What the
// file held when it was read or written is remembered: Save asks before overwriting a change
// made by another program, and checkForChangeOnDisk() offers to reload it.

#include "controller/file_signature.h"
#include "kvplan/scenario.h"

#include <QObject>
#include <QString>
#include <optional>

namespace kvp::ui {

class Controller;
class Preferences;
class UserInteraction;

class Document : public QObject {
    Q_OBJECT
public:
    Document(Controller* controller, Preferences* preferences, UserInteraction* interaction,
             QObject* parent = nullptr);

    QString filePath() const { return filePath_; }
    // The file name, or "Untitled".
    QString displayName() const;
    bool isModified() const;

    static QString fileFilter();

    // Each returns whether it happened (false: cancelled or failed, the document unchanged).
    bool newDocument();
    bool open();                        // asks for a file
    bool openFile(const QString& path); // loads first; asks about unsaved changes only then
    bool save();                        // Save As when there is no file yet
    bool saveAs();
    bool saveTo(const QString& path);
    // A new scenario became the document by an edit (adopted from the customer's needs): it is
    // no longer the file's, so Save asks for a name instead of writing over the file. The edit
    // stays on the undo stack.
    void detachFromFile();

    // Before the document is replaced or the window closed: true when it may go ahead (saved,
    // discarded or nothing to lose).
    bool maybeSave();

    // The file as the document last read or wrote it (nullopt: untitled, or not from a file).
    const std::optional<FileSignature>& diskSignature() const { return signature_; }

    // When the file changed on disk since (another program saved it): asks once per change
    // whether to reload it. Returns whether it was reloaded. The window calls it when it is
    // activated.
    bool checkForChangeOnDisk();

    // A scenario recovered from an autosave: it becomes the document, modified, under its
    // original path ("" = untitled); `signature` is the file as it was when it was edited, so
    // that a change made since is noticed on Save.
    void recover(const Scenario& scenario, const QString& originalPath,
                 const std::optional<FileSignature>& signature);

signals:
    void filePathChanged(const QString& path);
    void modifiedChanged(bool modified);

private:
    void setFilePath(const QString& path);
    // Tells the user what an opened file's values still need (openScenarioFileForEditing).
    void reportProblems(const QString& path, const QStringList& problems);
    // `chosen`: the user picked this path in a file dialog (which asked about replacing it).
    bool saveFile(const QString& path, bool chosen);

    Controller* controller_;
    Preferences* preferences_;
    UserInteraction* interaction_;
    QString filePath_;
    std::optional<FileSignature> signature_;
    std::optional<FileSignature> declinedReload_; // the version on disk the user chose not to load
    bool askingAboutDisk_ = false;
};

} // namespace kvp::ui
