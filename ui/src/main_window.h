// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// The editor: forms on the left; key figures, the charts, the formula of the chosen figure
// and the advice on the right; sweeps and comparisons in a window beside it. The controller's
// one resultChanged reaches every view.

#include "controller/model_import.h"
#include "controller/user_interaction.h"
#include "kvplan/catalog.h"
#include "kvplan/ui/quote_pdf.h"
#include "style/theme.h"

#include <QMainWindow>
#include <QPointer>
#include <functional>
#include <memory>
#include <vector>

class QAction;
class QDockWidget;
class QMenu;
class QSplitter;

namespace kvp::ui {

class AdvicePanel;
class Autosave;
class ChartView;
class ChartsPanel;
class Controller;
class Document;
class EngineConfigView;
class ExplainPanel;
class FormsPanel;
class KeyFiguresPanel;
class Preferences;
class PresentationMode;
class QuoteExport;
class RecommendWindow;
class WhatIfWindow;

class MainWindow : public QMainWindow {
    Q_OBJECT
public:
    // `interaction` null: message boxes and file dialogs over this window.
    explicit MainWindow(Preferences* preferences,
                        std::unique_ptr<UserInteraction> interaction = nullptr,
                        QWidget* parent = nullptr);
    ~MainWindow() override;

    Controller* controller() const { return controller_; }
    Document* document() const { return document_; }
    Autosave* autosave() const { return autosave_; }
    // At start: offers the work a session that did not end normally left in its autosave.
    // Returns whether some was recovered.
    bool offerRecovery();
    FormsPanel* forms() const { return forms_; }
    KeyFiguresPanel* keyFigures() const { return figures_; }
    ExplainPanel* explainPanel() const { return explain_; }
    AdvicePanel* advicePanel() const { return advice_; }
    // Sweeps and comparisons, in a window of their own (created with the main window, hidden).
    WhatIfWindow* whatIfWindow() const { return whatIf_; }
    RecommendWindow* recommendWindow() const { return recommend_; }
    // Presentation mode (F11): the key figures and one chart for a shared screen.
    PresentationMode* presentation() const { return presentation_; }
    EngineConfigView* engineView() const { return engine_; }
    // Brings the engine configuration to the front (it shares its place with the formula).
    void showEngineConfiguration();
    // The charts of charts/chart_list.h, in its order.
    const std::vector<ChartView*>& charts() const { return charts_; }
    // The tabs they are shown on.
    ChartsPanel* chartsPanel() const { return chartsPanel_; }
    // The chart of a class, for tests and benchmarks: chart<NvmeChart>().
    template <class Chart> Chart* chart() const
    {
        for (ChartView* view : charts_)
            if (auto* typed = qobject_cast<Chart*>(view))
                return typed;
        return nullptr;
    }
    // The chart of an object name, for tests of a chart that has no header of its own (one
    // class in its .cpp, listed in chart_list.cpp): chart(QStringLiteral("nvmeChart")).
    ChartView* chart(const QString& objectName) const;

    // "Import config.json…" and config.json drops (the window starts with importModelFile;
    // an empty importer hides them).
    void setModelImporter(ModelImporter importer);
    bool importModel(const QString& path);
    // A dropped or opened file: a config.json is imported when an importer is set, anything
    // else opened as a scenario.
    bool openDroppedFile(const QString& path);

    // Shows the figure's formula in the explain panel and marks its tile.
    void explainFigure(const QString& figureKey);
    // Redraws the charts on screen that changed now rather than at the next event-loop turn
    // (benchmarks, screenshots); those off screen draw when they are next painted.
    void replotNow();

    // The quote export running now (its search on a worker thread), or null.
    QuoteExport* quoteExport() const;
    // Exports `document` to `path` as File → Export PDF quote does after its dialogs: searches
    // the configurations considered, then writes the PDF.
    void startQuoteExport(QuoteDocument document, const QString& path);
    // The search the quote export runs (tests give a slow one); empty: recommend().
    using QuoteSearch =
        std::function<RecommendResult(const QuoteDocument&, const RecommendOptions&)>;
    void setQuoteSearch(QuoteSearch search) { quoteSearch_ = std::move(search); }

protected:
    void showEvent(QShowEvent* event) override;
    void closeEvent(QCloseEvent* event) override;
    // Back in the window: was the file changed by another program meanwhile?
    void changeEvent(QEvent* event) override;
    void dragEnterEvent(QDragEnterEvent* event) override;
    void dropEvent(QDropEvent* event) override;

private:
    void buildLayout();
    void buildMenus();
    void buildLanguageMenu(QMenu* view);
    void addPresentationAction(QMenu* view);
    void showSimulating();
    void updateTitle();
    void updateRecentMenu();
    void applyTheme(Theme theme);
    void exportReport();
    void exportQuote();
    void exportBillOfMaterials();
    // File → New from the customer's needs: the dialog's adopted offer as one undoable edit.
    void newFromNeeds();

    Preferences* preferences_;
    std::unique_ptr<UserInteraction> interaction_;
    Controller* controller_;
    Document* document_;
    Autosave* autosave_;
    FormsPanel* forms_ = nullptr;
    KeyFiguresPanel* figures_ = nullptr;
    ExplainPanel* explain_ = nullptr;
    AdvicePanel* advice_ = nullptr;
    EngineConfigView* engine_ = nullptr;
    QDockWidget* formsDock_ = nullptr;
    QDockWidget* explainDock_ = nullptr;
    QDockWidget* engineDock_ = nullptr;
    QDockWidget* adviceDock_ = nullptr;
    std::vector<ChartView*> charts_;
    ChartsPanel* chartsPanel_ = nullptr;
    WhatIfWindow* whatIf_ = nullptr;
    RecommendWindow* recommend_ = nullptr;
    PresentationMode* presentation_ = nullptr;
    QPointer<QuoteExport> quoteExport_;
    QuoteSearch quoteSearch_;
    QMenu* recentMenu_ = nullptr;
    QAction* importAction_ = nullptr;
    ModelImporter importer_;
    std::shared_ptr<const Catalog> catalog_;
    bool shown_ = false;
    int bottomHeightBeforeEngine_ = 0; // the panels' height before the engine view took more
};

} // namespace kvp::ui
