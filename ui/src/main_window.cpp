// SPDX-License-Identifier: GPL-3.0-or-later
#include "main_window.h"

#include "catalog/picker_entries.h"
#include "charts/chart_list.h"
#include "charts/chart_view.h"
#include "charts/charts_panel.h"
#include "controller/autosave.h"
#include "controller/controller.h"
#include "controller/document.h"
#include "controller/user_interaction.h"
#include "forms/forms_panel.h"
#include "kvplan/ui/core_words.h"
#include "kvplan/ui/language.h"
#include "kvplan/ui/model_file.h"
#include "kvplan/ui/price_list_file.h"
#include "kvplan/ui/quote_csv.h"
#include "kvplan/ui/quote_pdf.h"
#include "kvplan/ui/report.h"
#include "kvplan/ui/scenario_file.h"
#include "quote/quote_dialog.h"
#include "quote/quote_export.h"
#include "settings/preferences.h"
#include "views/about_dialog.h"
#include "views/advice_panel.h"
#include "views/engine_config_view.h"
#include "views/explain_panel.h"
#include "views/figure_tile.h"
#include "views/key_figures_panel.h"
#include "views/needs_dialog.h"
#include "views/presentation_mode.h"
#include "views/recommend_window.h"
#include "views/whatif_window.h"

#include <QAction>
#include <QActionGroup>
#include <QApplication>
#include <QClipboard>
#include <QCloseEvent>
#include <QDockWidget>
#include <QDragEnterEvent>
#include <QDropEvent>
#include <QFileInfo>
#include <QLabel>
#include <QMenuBar>
#include <QMessageBox>
#include <QMimeData>
#include <QPushButton>
#include <QShowEvent>
#include <QStatusBar>
#include <QTimer>
#include <QUndoStack>
#include <QVBoxLayout>
#include <qcustomplot.h>

namespace kvp::ui {

namespace {

// A local file among the URLs of a drag, or "" (several files or a remote one: refused).
QString droppedFile(const QMimeData* mime)
{
    if (!mime->hasUrls() || mime->urls().size() != 1 || !mime->urls().front().isLocalFile())
        return {};
    return mime->urls().front().toLocalFile();
}

// Bumped when the docks change, so that an old saved arrangement is not restored onto new ones.
constexpr int kStateVersion = 1;

bool looksLikeModelConfig(const QString& path)
{
    return QFileInfo(path).fileName().compare(QLatin1String("config.json"), Qt::CaseInsensitive) ==
           0;
}

} // namespace

MainWindow::MainWindow(Preferences* preferences, std::unique_ptr<UserInteraction> interaction,
                       QWidget* parent)
    : QMainWindow(parent), preferences_(preferences),
      interaction_(interaction ? std::move(interaction)
                               : std::make_unique<DialogInteraction>(this)),
      controller_(new Controller(this)),
      document_(new Document(controller_, preferences_, interaction_.get(), this)),
      autosave_(new Autosave(controller_, document_, this))
{
    setObjectName(QStringLiteral("mainWindow"));
    setAcceptDrops(true);
    QString catalogProblem;
    catalog_ = desktopCatalog(&catalogProblem);
    controller_->setCatalog(catalog_); // Auto chooses among the user's chassis too
    buildLayout();
    buildMenus();

    // The one signal every view listens to; those of simulated figures also hear them arrive.
    connect(controller_, &Controller::resultChanged, forms_, &FormsPanel::showScenario);
    connect(controller_, &Controller::resultChanged, engine_, &EngineConfigView::showResult);
    // Behind the formula's tab the engine configuration is covered, not hidden: it waits. The
    // lambda holds the view, not the window: the dock also reports being hidden while the window
    // is destroyed, when it is a MainWindow no longer.
    connect(engineDock_, &QDockWidget::visibilityChanged, engine_,
            [view = engine_](bool visible) { view->setCovered(!visible); });
    for (auto changed : {&Controller::resultChanged, &Controller::simulationsChanged}) {
        connect(controller_, changed, figures_, &KeyFiguresPanel::showResult);
        connect(controller_, changed, chartsPanel_, &ChartsPanel::showResult);
        connect(controller_, changed, explain_, &ExplainPanel::showResult);
        connect(controller_, changed, advice_, &AdvicePanel::showResult);
    }
    showSimulating();
    connect(engine_, &EngineConfigView::statusMessage, this,
            [this](const QString& message) { statusBar()->showMessage(message, 4000); });
    connect(whatIf_, &WhatIfWindow::statusMessage, this,
            [this](const QString& message) { statusBar()->showMessage(message, 4000); });
    connect(recommend_, &RecommendWindow::statusMessage, this,
            [this](const QString& message) { statusBar()->showMessage(message, 4000); });

    connect(autosave_, &Autosave::failed, this, [this](const QString& message) {
        statusBar()->showMessage(tr("Autosave failed: %1").arg(message), 15000);
    });
    connect(document_, &Document::filePathChanged, this, &MainWindow::updateTitle);
    connect(document_, &Document::modifiedChanged, this, &MainWindow::updateTitle);
    connect(preferences_, &Preferences::recentFilesChanged, this, &MainWindow::updateRecentMenu);
    connect(preferences_, &Preferences::themeChanged, this, &MainWindow::applyTheme);

    setModelImporter(importModelFile);
    applyTheme(preferences_->theme());
    controller_->resetScenario(controller_->scenario());
    if (!catalogProblem.isEmpty())
        // Once the window is up: the built-in catalog is in use meanwhile.
        QTimer::singleShot(0, this, [this, catalogProblem] {
            interaction_->showError(tr("Your catalog cannot be read"),
                                    catalogProblem +
                                        tr(" — using the built-in catalog until it is fixed."));
        });
    explainFigure(QStringLiteral("gpu.conversations_total"));
    updateTitle();
    updateRecentMenu();
    if (!restoreGeometry(preferences_->windowGeometry()))
        resize(1366, 768);
    restoreState(preferences_->windowState(), kStateVersion);
}

MainWindow::~MainWindow()
{
    // The controller's undo stack signals as it is destroyed, after this window's own members:
    // nothing may listen by then (UBSan: the autosave asked a half-destroyed controller).
    delete autosave_; // a normal end: this session's autosave goes
    autosave_ = nullptr;
    controller_->undoStack()->disconnect();
}

ChartView* MainWindow::chart(const QString& objectName) const
{
    for (ChartView* view : charts_)
        if (view->objectName() == objectName)
            return view;
    return nullptr;
}

void MainWindow::buildLayout()
{
    forms_ = new FormsPanel(controller_, catalog_);
    figures_ = new KeyFiguresPanel;
    for (const ChartEntry& entry : chartList())
        charts_.push_back(entry.make());
    explain_ = new ExplainPanel;
    advice_ = new AdvicePanel;
    engine_ = new EngineConfigView(interaction_.get());
    whatIf_ = new WhatIfWindow(controller_, this);
    recommend_ = new RecommendWindow(controller_, this);
    if (!preferences_->quotePriceList().isEmpty()) // the quotes' price list prices the search
        recommend_->setPriceListPath(preferences_->quotePriceList());

    const auto labeler = [this](const QString& key) {
        return forms_->fieldLabel(key);
    };
    explain_->setFieldLabeler(labeler);
    advice_->setFieldLabeler(labeler);

    chartsPanel_ = new ChartsPanel(charts_);
    auto* centre = new QWidget;
    auto* column = new QVBoxLayout(centre);
    column->setContentsMargins(4, 6, 4, 4);
    column->setSpacing(6);
    column->addWidget(figures_);
    // The charts on tabs under the figures: each tab fits a 1366 × 768 screen, none scrolls.
    column->addWidget(chartsPanel_, 1);
    setCentralWidget(centre);

    // The scenario on the left from top to bottom; the formula, the engine configuration and the
    // advice under the charts. Docks, so that on a second screen they can float beside the
    // charts.
    setCorner(Qt::BottomLeftCorner, Qt::LeftDockWidgetArea);
    setDockOptions(AnimatedDocks | AllowTabbedDocks);
    const auto dock = [this](QWidget* content, const QString& title, const char* name) {
        auto* d = new QDockWidget(title, this);
        d->setObjectName(QString::fromLatin1(name));
        d->setWidget(content);
        d->setFeatures(QDockWidget::DockWidgetMovable | QDockWidget::DockWidgetFloatable);
        return d;
    };
    formsDock_ = dock(forms_, tr("Scenario"), "scenarioDock");
    explainDock_ = dock(explain_, tr("How it is computed"), "formulaDock");
    engineDock_ = dock(engine_, tr("Engine configuration"), "engineDock");
    adviceDock_ = dock(advice_, tr("Advice"), "adviceDock");
    // No title bars: the panels carry their own headings, the tabs name the two that share a
    // place (drag a tab out to float it), and every pixel of height goes to the content.
    for (QDockWidget* d : {formsDock_, explainDock_, engineDock_, adviceDock_})
        d->setTitleBarWidget(new QWidget(d));
    formsDock_->setFeatures(QDockWidget::NoDockWidgetFeatures);
    addDockWidget(Qt::LeftDockWidgetArea, formsDock_);
    addDockWidget(Qt::BottomDockWidgetArea, explainDock_);
    splitDockWidget(explainDock_, adviceDock_, Qt::Horizontal);
    tabifyDockWidget(explainDock_, engineDock_);
    explainDock_->raise();
    resizeDocks({formsDock_}, {forms_->minimumWidth()}, Qt::Horizontal);
    resizeDocks({explainDock_}, {190}, Qt::Vertical);
    // The advice reads as sentences: never narrower than about 36 characters.
    advice_->setMinimumWidth(advice_->fontMetrics().averageCharWidth() * 36);

    connect(figures_, &KeyFiguresPanel::figureActivated, this, &MainWindow::explainFigure);
    for (ChartView* chart : charts())
        connect(chart, &ChartView::figureActivated, this, &MainWindow::explainFigure);
    connect(explain_, &ExplainPanel::figureShown, figures_, &KeyFiguresPanel::setSelectedFigure);
    connect(explain_, &ExplainPanel::fieldRequested, forms_, &FormsPanel::focusField);
    connect(advice_, &AdvicePanel::fieldRequested, forms_, &FormsPanel::focusField);
    connect(forms_->importModelButton(), &QPushButton::clicked, this, [this] {
        const QString path = interaction_->chooseFileToOpen(
            tr("Import a model's config.json"), preferences_->lastDirectory(),
            tr("Model configuration (config.json *.json)"));
        if (!path.isEmpty())
            importModel(path);
    });

    // Tab order: the form first, then the figures in reading order.
    QWidget* previous = nullptr;
    for (FigureTile* tile : figures_->tiles()) {
        if (previous)
            setTabOrder(previous, tile);
        previous = tile;
    }
}

void MainWindow::buildMenus()
{
    QMenu* file = menuBar()->addMenu(tr("&File"));
    file->addAction(tr("&New"), QKeySequence::New, this, [this] { document_->newDocument(); })
        ->setStatusTip(tr("Start again from the worked example"));
    file->addAction(tr("New from the c&ustomer's needs…"), QKeySequence(tr("Ctrl+Shift+N")), this,
                    &MainWindow::newFromNeeds)
        ->setStatusTip(tr("Model, users, context, latency targets and budget → the cheapest "
                          "configurations that meet them"));
    file->addAction(tr("&Open…"), QKeySequence::Open, this, [this] { document_->open(); });
    recentMenu_ = file->addMenu(tr("Open &Recent"));
    file->addSeparator();
    file->addAction(tr("&Save"), QKeySequence::Save, this, [this] {
        if (document_->save())
            statusBar()->showMessage(tr("Saved %1").arg(document_->filePath()), 4000);
    });
    file->addAction(tr("Save &As…"), QKeySequence::SaveAs, this, [this] {
        if (document_->saveAs())
            statusBar()->showMessage(tr("Saved %1").arg(document_->filePath()), 4000);
    });
    file->addSeparator();
    importAction_ = file->addAction(tr("&Import config.json…"), this,
                                    [this] { forms_->importModelButton()->click(); });
    importAction_->setVisible(false);
    file->addAction(tr("&Export report…"), QKeySequence(tr("Ctrl+E")), this,
                    &MainWindow::exportReport);
    file->addAction(tr("Export P&DF quote…"), QKeySequence(tr("Ctrl+Shift+E")), this,
                    &MainWindow::exportQuote)
        ->setStatusTip(tr("The quote to send: bill of materials, prices and the sizing story"));
    file->addAction(tr("Export &bill of materials…"), this, &MainWindow::exportBillOfMaterials)
        ->setStatusTip(tr("The quote's parts, quantities and prices as CSV, for a spreadsheet or "
                          "the order system"));
    file->addSeparator();
    file->addAction(tr("&Quit"), QKeySequence::Quit, this, &QWidget::close);

    QMenu* edit = menuBar()->addMenu(tr("&Edit"));
    QAction* undo = controller_->undoStack()->createUndoAction(this, tr("&Undo"));
    undo->setShortcuts(QKeySequence::Undo);
    QAction* redo = controller_->undoStack()->createRedoAction(this, tr("&Redo"));
    redo->setShortcuts(QKeySequence::Redo);
    edit->addAction(undo);
    edit->addAction(redo);
    edit->addSeparator();
    edit->addAction(tr("&Copy the formula"), QKeySequence(tr("Ctrl+Shift+C")), this, [this] {
        QApplication::clipboard()->setText(explain_->explanationText());
        statusBar()->showMessage(tr("Formula copied"), 3000);
    });

    QMenu* view = menuBar()->addMenu(tr("&View"));
    const std::pair<QString, FormsPanel::Section> sections[] = {
        {tr("&Model"), FormsPanel::ModelSection},
        {tr("&GPUs and serving"), FormsPanel::GpuSection},
        {tr("&Users and context"), FormsPanel::UsersSection},
        {tr("&Host memory"), FormsPanel::HostSection},
        {tr("&NVMe tier"), FormsPanel::NvmeSection},
        {tr("&Engine launch"), FormsPanel::EngineSection},
        {tr("Returning u&sers"), FormsPanel::ReturnsSection},
        {tr("Rack and &power"), FormsPanel::RackSection},
    };
    int digit = 1;
    for (const auto& [name, section] : sections) {
        const FormsPanel::Section target = section;
        view->addAction(name, QKeySequence(tr("Ctrl+%1").arg(digit++)), this,
                        [this, target] { forms_->focusSection(target); });
    }
    view->addSeparator();
    view->addAction(tr("Engine c&onfiguration"), QKeySequence(tr("Ctrl+L")), this,
                    &MainWindow::showEngineConfiguration);
    view->addAction(tr("What if: s&weep…"), QKeySequence(tr("Ctrl+Shift+W")), whatIf_,
                    &WhatIfWindow::showSweep)
        ->setStatusTip(tr("A figure against one input; click a point to open it"));
    view->addAction(tr("What if: &compare…"), QKeySequence(tr("Ctrl+Shift+K")), whatIf_,
                    &WhatIfWindow::showCompare)
        ->setStatusTip(tr("This scenario beside a copy with one thing changed"));
    view->addAction(tr("&Recommend…"), QKeySequence(tr("Ctrl+Shift+R")), this,
                    [this] {
                        recommend_->show();
                        recommend_->raise();
                        recommend_->activateWindow();
                    })
        ->setStatusTip(tr("The cheapest configurations that meet the SLA at peak"));
    addPresentationAction(view);
    view->addSeparator();
    QMenu* theme = view->addMenu(tr("&Theme"));
    auto* themes = new QActionGroup(this);
    for (const auto& [name, value] :
         {std::pair{tr("&Light"), Theme::Light}, std::pair{tr("&Dark"), Theme::Dark}}) {
        QAction* action = theme->addAction(name);
        action->setCheckable(true);
        action->setChecked(preferences_->theme() == value);
        action->setData(int(value));
        themes->addAction(action);
        const Theme chosen = value;
        connect(action, &QAction::triggered, this,
                [this, chosen] { preferences_->setTheme(chosen); });
    }
    connect(preferences_, &Preferences::themeChanged, themes, [themes](Theme t) {
        for (QAction* action : themes->actions())
            action->setChecked(action->data().toInt() == int(t));
    });

    buildLanguageMenu(view);

    QMenu* help = menuBar()->addMenu(tr("&Help"));
    help->addAction(tr("&About KV Planner"), this, [this] {
        AboutDialog dialog(*catalog_, this);
        dialog.exec();
    });
    help->addAction(tr("About &Qt"), qApp, &QApplication::aboutQt);
}

// View → Language: the system's unless chosen here or by --lang; it applies from the next start.
void MainWindow::buildLanguageMenu(QMenu* view)
{
    QMenu* languages = view->addMenu(tr("&Language"));
    auto* languageGroup = new QActionGroup(languages);
    const QString chosenLanguage = preferences_->language();
    for (const QString& code : QStringList{QString()} + availableLanguages()) {
        QAction* action = languages->addAction(
            code.isEmpty()
                ? tr("&System (%1)").arg(languageName(languageOfLocale(QLocale::system())))
                : languageName(code));
        action->setCheckable(true);
        action->setChecked(code == chosenLanguage);
        languageGroup->addAction(action);
        connect(action, &QAction::triggered, this, [this, code] {
            preferences_->setLanguage(code);
            statusBar()->showMessage(tr("The language changes when KV Planner starts again."),
                                     6000);
        });
    }
}

// View → Presentation mode (F11): also the window's own action, so that F11 leaves it while
// the menu bar is hidden.
void MainWindow::addPresentationAction(QMenu* view)
{
    presentation_ = new PresentationMode(this, controller_, charts_, chartsPanel_,
                                         [this] { return preferences_->theme(); });
    QAction* present = view->addAction(tr("Present&ation mode"), QKeySequence(Qt::Key_F11),
                                       presentation_, &PresentationMode::toggle);
    present->setCheckable(true);
    present->setStatusTip(tr("The key figures and one chart, large and in the customer's "
                             "language, for a shared screen; Esc or F11 leaves it"));
    connect(presentation_, &PresentationMode::activeChanged, present, &QAction::setChecked);
    addAction(present);
}

void MainWindow::updateTitle()
{
    setWindowTitle(tr("%1[*] — KV Planner").arg(document_->displayName()));
    setWindowModified(document_->isModified());
}

void MainWindow::updateRecentMenu()
{
    recentMenu_->clear();
    const QStringList files = preferences_->recentFiles();
    int number = 1;
    for (const QString& path : files) {
        const QString text = number < 10 ? tr("&%1 %2").arg(number).arg(QFileInfo(path).fileName())
                                         : QFileInfo(path).fileName();
        QAction* action = recentMenu_->addAction(text, this, [this, path] {
            if (document_->openFile(path))
                statusBar()->showMessage(tr("Opened %1").arg(path), 4000);
        });
        action->setStatusTip(path);
        action->setToolTip(path);
        ++number;
    }
    if (files.isEmpty())
        recentMenu_->addAction(tr("No recent files"))->setEnabled(false);
    recentMenu_->addSeparator();
    recentMenu_->addAction(tr("&Clear the list"), preferences_, &Preferences::clearRecentFiles)
        ->setEnabled(!files.isEmpty());
}

void MainWindow::applyTheme(Theme theme)
{
    if (auto* app = qobject_cast<QApplication*>(QCoreApplication::instance()))
        kvp::ui::applyTheme(*app, theme);
    for (ChartView* chart : charts())
        chart->applyTheme(theme);
    advice_->refreshColours();
    // Refused fields are tinted in the theme's colour.
    forms_->showScenario(controller_->scenario(), controller_->result());
}

void MainWindow::showEngineConfiguration()
{
    if (engineDock_->isFloating()) {
        engineDock_->activateWindow();
    } else {
        engineDock_->raise();
        // Scripts need room: as much height as the charts leave, until a figure is explained.
        bottomHeightBeforeEngine_ = explainDock_->height();
        resizeDocks({engineDock_}, {height()}, Qt::Vertical);
    }
    engine_->tabs()->setFocus(Qt::ShortcutFocusReason);
}

void MainWindow::explainFigure(const QString& figureKey)
{
    explainDock_->raise();
    if (bottomHeightBeforeEngine_ > 0) {
        resizeDocks({explainDock_}, {bottomHeightBeforeEngine_}, Qt::Vertical);
        bottomHeightBeforeEngine_ = 0;
    }
    explain_->showFigure(figureKey);
    figures_->setSelectedFigure(explain_->figure());
}

// The last simulated figures stay while the worker computes; a wait to notice is said.
void MainWindow::showSimulating()
{
    auto* label = new QLabel(tr("Simulating the hit rates and the load…"));
    label->setObjectName(QStringLiteral("simulating"));
    label->hide();
    statusBar()->addPermanentWidget(label);
    connect(controller_, &Controller::simulatingChanged, label, [this, label](bool running) {
        QTimer::singleShot(running ? 150 : 0, label,
                           [this, label] { label->setVisible(controller_->simulating()); });
    });
}

void MainWindow::replotNow()
{
    for (ChartView* chart : charts())
        chart->replotIfDirty();
}

void MainWindow::setModelImporter(ModelImporter importer)
{
    importer_ = std::move(importer);
    forms_->importModelButton()->setVisible(bool(importer_));
    importAction_->setVisible(bool(importer_));
}

bool MainWindow::importModel(const QString& path)
{
    if (!importer_)
        return false;
    ImportedModel imported;
    try {
        imported = importer_(path);
    } catch (const ScenarioFileError& e) {
        interaction_->showError(tr("Cannot import the model"), e.message());
        return false;
    }
    const ModelSpec model = imported.model;
    controller_->endEditBurst();
    controller_->edit(tr("Import %1").arg(QString::fromStdString(model.name)), {},
                      [&](Scenario& s) { s.model = model; });
    // What the import assumed (class defaults, dtypes, an estimate of the weights) is for the
    // user to check against the checkpoint.
    QString summary = tr("%1: %2 layers, %3 KV heads, head_dim %4, weights %5 GiB.")
                          .arg(QString::fromStdString(model.name))
                          .arg(model.numLayers)
                          .arg(model.numKvHeads)
                          .arg(model.headDim)
                          .arg(quantityText(model.weightsGiB, {}));
    if (!imported.notes.empty()) {
        summary += QStringLiteral("\n\n") + tr("Assumed:");
        for (const std::string& note : imported.notes)
            summary += QStringLiteral("\n• ") + QString::fromStdString(note);
    }
    interaction_->showInformation(tr("Model imported"), summary);
    statusBar()->showMessage(
        tr("Imported %1 from %2").arg(QString::fromStdString(model.name), path), 4000);
    return true;
}

bool MainWindow::openDroppedFile(const QString& path)
{
    if (importer_ && looksLikeModelConfig(path))
        return importModel(path);
    const bool opened = document_->openFile(path);
    if (opened)
        statusBar()->showMessage(tr("Opened %1").arg(path), 4000);
    return opened;
}

void MainWindow::newFromNeeds()
{
    NeedsDialog dialog(catalog_, preferences_->quotePriceList(), this);
    if (!interaction_->runDialog(dialog) || !dialog.adopted())
        return;
    const Scenario adopted = dialog.adopted()->scenario;
    controller_->endEditBurst();
    controller_->edit(tr("Adopt %1").arg(scenarioNameText(adopted)), {},
                      [&](Scenario& s) { s = adopted; });
    document_->detachFromFile(); // a new scenario: Save must not write over the file open before
    statusBar()->showMessage(tr("Adopted %1; Undo takes it back").arg(scenarioNameText(adopted)),
                             6000);
}

void MainWindow::showEvent(QShowEvent* event)
{
    QMainWindow::showEvent(event);
    if (shown_)
        return;
    shown_ = true;
    // Unless a saved arrangement was restored: the form its least width, more on a wide screen
    // (a quarter: the pickers' names whole at 1920 px); the formula gets 3/5 of the width under
    // the charts, the advice 2/5.
    if (preferences_->windowState().isEmpty()) {
        int width = centralWidget()->width();
        const int wider = this->width() / 4 - forms_->minimumWidth(); // buildLayout's width
        if (wider > 0) {
            resizeDocks({formsDock_}, {forms_->minimumWidth() + wider}, Qt::Horizontal);
            width -= wider;
        }
        resizeDocks({explainDock_, adviceDock_}, {width * 3 / 5, width * 2 / 5}, Qt::Horizontal);
    }
}

bool MainWindow::offerRecovery()
{
    const bool recovered = autosave_->offerRecovery(interaction_.get());
    if (recovered)
        statusBar()->showMessage(
            tr("Recovered unsaved changes to %1").arg(document_->displayName()), 8000);
    return recovered;
}

void MainWindow::changeEvent(QEvent* event)
{
    QMainWindow::changeEvent(event);
    // After the activation has been handled: the question is a dialog of its own.
    if (event->type() == QEvent::ActivationChange && isActiveWindow())
        QTimer::singleShot(0, document_, &Document::checkForChangeOnDisk);
}

void MainWindow::closeEvent(QCloseEvent* event)
{
    presentation_->leave(); // the window's own geometry and docks are saved, not the show's
    if (!document_->maybeSave()) {
        event->ignore();
        return;
    }
    preferences_->setWindowGeometry(saveGeometry());
    preferences_->setWindowState(saveState(kStateVersion));
    event->accept();
}

void MainWindow::dragEnterEvent(QDragEnterEvent* event)
{
    if (!droppedFile(event->mimeData()).isEmpty())
        event->acceptProposedAction();
}

void MainWindow::dropEvent(QDropEvent* event)
{
    const QString path = droppedFile(event->mimeData());
    if (path.isEmpty())
        return;
    event->acceptProposedAction();
    openDroppedFile(path);
}

} // namespace kvp::ui
