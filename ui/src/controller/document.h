// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// The open scenario as a file: New, Open, Save, Save As, the recent-files list and the prompt
// before losing changes. Saving is atomic (QSaveFile); a file that fails to load is reported
// and leaves the open document as it was. "Modified" is the undo stack's clean state.

#include <QObject>
#include <QString>

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

    // Before the document is replaced or the window closed: true when it may go ahead (saved,
    // discarded or nothing to lose).
    bool maybeSave();

signals:
    void filePathChanged(const QString& path);
    void modifiedChanged(bool modified);

private:
    void setFilePath(const QString& path);

    Controller* controller_;
    Preferences* preferences_;
    UserInteraction* interaction_;
    QString filePath_;
};

} // namespace kvp::ui
