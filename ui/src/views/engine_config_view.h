// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// "Engine configuration": the launch commands that put the plan into service, a tab per engine
// of the registry (allEngines(): vLLM, SGLang, LMCache, NVIDIA Dynamo), each with the script that
// starts every process and the table of settings that carry the plan's sizes. Copy puts the script
// on the clipboard; Save writes every script into a folder. Computed by core (kvp::engineConfig)
// for the shown tab.

#include "kvplan/engine_config.h"

#include <QWidget>
#include <vector>

class QComboBox;
class QLabel;
class QPlainTextEdit;
class QPushButton;
class QTabWidget;
class QTableView;

namespace kvp::ui {

class EngineSettingsModel;
class UserInteraction;

// "vLLM", "SGLang", "LMCache", "NVIDIA Dynamo" (the registry's names).
QString engineName(EngineKind engine);

class EngineConfigView : public QWidget {
    Q_OBJECT
public:
    explicit EngineConfigView(UserInteraction* interaction, QWidget* parent = nullptr);

    void showResult(const Scenario& scenario, const SizingResult& result);
    void showEngine(EngineKind engine);
    // Whether something covers the view although Qt counts it visible: a dock behind another
    // dock's tab is moved off the window, not hidden (QDockWidget::visibilityChanged says
    // which). Covered, it waits as when hidden; uncovered, it catches up.
    void setCovered(bool covered);

    QTabWidget* tabs() const { return tabs_; }
    EngineKind currentEngine() const;
    // The shown engine's configuration and its start-all script.
    const EngineConfig& config() const;
    QString scriptText() const;
    EngineSettingsModel* settingsModel() const;

    void copyScript();
    // Writes the shown engine's scripts into `directory`; false (and an error shown) on failure.
    bool saveScripts(const QString& directory);
    // Writes the shown engine's compose.yaml into `directory`; false (and an error) on failure.
    bool saveCompose(const QString& directory);
    // Writes the shown engine's kubernetes.yaml into `directory`; false (and an error) on failure.
    bool saveKubernetes(const QString& directory);
    // Writes the shown engine's kserve.yaml into `directory`; false (and an error) on failure.
    bool saveKServe(const QString& directory);

signals:
    void statusMessage(const QString& message);

protected:
    void showEvent(QShowEvent* event) override;

private:
    struct Page {
        EngineKind engine;
        QPlainTextEdit* script = nullptr;
        QTableView* settings = nullptr;
        EngineSettingsModel* model = nullptr;
        EngineConfig config;
        bool stale = true;
        QString release; // the picked release; empty: the scenario's, else the newest
    };
    Page& page(int index);
    void refreshCurrent();
    // refreshCurrent() now when shown, else when shown or read (config(), scriptText()).
    void refreshWhenShown();
    void catchUp() const;
    void fillReleases(const Page& p);
    // Writes `text` as `fileName` into `directory` (created when missing); false (and an error
    // titled `failure`) on failure.
    bool saveDeploymentFile(const QString& directory, const char* fileName, const std::string& text,
                            const QString& failure);

    UserInteraction* interaction_;
    bool deferred_ = false; // the current page waits for the view to be shown or read
    bool covered_ = false;  // setCovered()
    QString releasesOf_;    // what fillReleases() last listed: engine, default, picked
    Scenario scenario_;
    SizingResult result_;
    QTabWidget* tabs_;
    QComboBox* form_;
    QComboBox* release_;
    QLabel* writtenFor_;
    QPushButton* copy_;
    QPushButton* save_;
    QPushButton* compose_;
    QPushButton* kubernetes_;
    QPushButton* kserve_;
    std::vector<Page> pages_; // one per engine, in allEngines() order
};

} // namespace kvp::ui
