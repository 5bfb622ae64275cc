// SPDX-License-Identifier: GPL-3.0-or-later
// The desktop editor under a seeded monkey (offscreen): random edits through the real widgets —
// every field the forms panel holds, found by its type, so a field added later is edited too;
// the catalog pickers, presets, undo, redo, New, save and reopen, the what-if window's sweep and
// comparison — and after each one: no Qt warning; every view shows what new views show for a
// fresh plan() of the controller's scenario (the key figures, every chart's data, the advice, the
// formula, the engine script; the forms against a second window given only that scenario); the
// sweep and the comparison are core's for their inputs. Undo back to the start gives the
// original scenario byte for byte, redo the edited one; save then reopen the same bytes.
//
// KVPLAN_MONKEY_SEED (default 1) and KVPLAN_MONKEY_EDITS (default 300) choose the run; a failure
// prints the seed, the step and the actions before it. KVPLAN_MONKEY_TRACE=1 prints every action
// as it happens (for a crash, which prints nothing else).
//
// The monkey itself: monkey.h; its actions: monkey_actions.cpp; the views in words: monkey_views.h.
#include <QSettings>
#include <QStandardPaths>
#include <QTest>

#include "charts/chart_view.h"
#include "charts/charts_panel.h"
#include "controller/autosave.h"
#include "controller/controller.h"
#include "forms/forms_panel.h"
#include "kvplan/compare.h"
#include "kvplan/hit_rates.h"
#include "kvplan/plan.h"
#include "kvplan/scenario_io.h"
#include "kvplan/sweep.h"
#include "main_window.h"
#include "monkey.h"
#include "monkey_views.h"
#include "platform_noise.h"
#include "recording_interaction.h"
#include "settings/preferences.h"
#include "views/advice_panel.h"
#include "views/compare_view.h"
#include "views/engine_config_view.h"
#include "views/explain_panel.h"
#include "views/figure_tile.h"
#include "views/key_figures_panel.h"
#include "views/sweep_view.h"
#include "views/whatif_window.h"

using namespace kvp;
using namespace kvp::ui;
using namespace kvp::test::monkey;

namespace {

QStringList& warnings()
{
    static QStringList list;
    return list;
}

QtMessageHandler& qtTestHandler()
{
    static QtMessageHandler handler = nullptr;
    return handler;
}

// Every warning, critical or fatal message is a failure of the step that caused it.
void recordWarnings(QtMsgType type, const QMessageLogContext& context, const QString& message)
{
    if (type != QtDebugMsg && type != QtInfoMsg)
        warnings() << message;
    qtTestHandler()(type, context, message);
}

quint32 environmentNumber(const char* name, quint32 fallback)
{
    bool ok = false;
    const quint32 value = qEnvironmentVariable(name).toUInt(&ok);
    return ok ? value : fallback;
}

} // namespace

// The views of the window against those of a window that was shown only this scenario.
void TestMonkey::verifyViews()
{
    MONKEY_CHECK(warnings().isEmpty(),
                 QStringLiteral("Qt warned: ") + warnings().join(QStringLiteral("\n")));
    // The simulations run on the controller's worker: the views show them once they arrive.
    controller()->waitForSimulations();
    const Scenario s = controller()->scenario();
    SizingResult expected = plan(s);
    addSimulation(s, expected);
    const QString report = showReport(s, expected);
    MONKEY_CHECK(showReport(s, controller()->result()) == report,
                 QStringLiteral("the controller's result is not plan() of its scenario"));
    // The forms against a second window's; the other views against new ones, fed this plan
    // alone: what a view shows may not depend on what it showed before.
    reference_->controller()->resetScenario(s);
    const auto same = [this](const QString& what, const QStringList& shown,
                             const QStringList& fresh) {
        MONKEY_CHECK(shown == fresh,
                     QStringLiteral("%1 differ from a fresh plan's (shown, wanted):\n%2")
                         .arg(what, differences(shown, fresh)));
    };
    const auto tiles = [](const KeyFiguresPanel& panel) {
        QStringList out;
        for (const FigureTile* t : panel.tiles())
            out << t->figureKey() + QStringLiteral(": ") + t->value() + QStringLiteral(" | ") +
                       t->detail() + QStringLiteral(" | ") + t->toolTip();
        return out;
    };
    KeyFiguresPanel figures;
    figures.showResult(s, expected);
    same(QStringLiteral("the key figures"), tiles(*window_->keyFigures()), tiles(figures));
    for (ChartView* chart : window_->charts()) {
        // Charts on a tab not shown take the plan when their tab is chosen, as a user does.
        window_->chartsPanel()->showChart(chart);
        const std::unique_ptr<ChartView> fresh = freshChart(chart);
        QVERIFY2(fresh, chart->metaObject()->className()); // a chart missing from chartList()
        fresh->showResult(s, expected);
        same(chart->title(), QStringList{chart->caption()} + plotContents(chart->plot()),
             QStringList{fresh->caption()} + plotContents(fresh->plot()));
    }
    const auto labeler = [this](const QString& key) {
        return window_->forms()->fieldLabel(key);
    };
    AdvicePanel advice;
    advice.setFieldLabeler(labeler);
    advice.showResult(s, expected);
    same(QStringLiteral("the advice"), window_->advicePanel()->messages(), advice.messages());
    const ExplainPanel* explain = window_->explainPanel();
    ExplainPanel formula;
    formula.setFieldLabeler(labeler);
    formula.showResult(s, expected);
    formula.showFigure(explain->figure());
    same(QStringLiteral("the formula of ") + explain->figure(),
         QStringList{explain->formulaText(), explain->explanationText()},
         QStringList{formula.formulaText(), formula.explanationText()});
    EngineConfigView engine(nullptr);
    engine.showResult(s, expected);
    engine.showEngine(window_->engineView()->currentEngine());
    same(QStringLiteral("the engine script"), QStringList{window_->engineView()->scriptText()},
         QStringList{engine.scriptText()});
    QStringList form;
    QStringList freshForm;
    const QList<QWidget*> fields = editors(window_->forms());
    const QList<QWidget*> freshFields = editors(reference_->forms());
    QCOMPARE(fields.size(), freshFields.size());
    for (qsizetype i = 0; i < fields.size(); ++i) {
        const bool custom = customChosen_.contains(fields[i]);
        form << (custom ? QStringLiteral("Custom chosen") : widgetState(fields[i]));
        freshForm << (custom ? QStringLiteral("Custom chosen") : widgetState(freshFields[i]));
    }
    same(QStringLiteral("the forms"), form, freshForm);
}

// The sweep shown is core's for its input, values and figure; the comparison core's for its
// scenarios.
void TestMonkey::verifyWhatIf()
{
    SweepView* sweep = window_->whatIfWindow()->sweep();
    if (sweep->isVisible()) {
        SweepSpec spec;
        spec.key = sweep->inputBox()->currentData().toString().toStdString();
        spec.figures = {sweep->figureBox()->currentData().toString().toStdString()};
        QStringList shown;
        QStringList fresh;
        for (const SweepPoint& p : sweep->sweep().points)
            shown << QString::fromStdString(p.value.dump()) + QLatin1Char(' ') +
                         (p.valid && p.figures.front() ? number(*p.figures.front())
                                                       : QString::fromStdString(p.error));
        try {
            spec.values = parseSweepValues(sweep->valuesEdit()->text().trimmed().toStdString());
            for (const SweepPoint& p :
                 runSweep(scenarioToJson(controller()->scenario()), spec).points)
                fresh << QString::fromStdString(p.value.dump()) + QLatin1Char(' ') +
                             (p.valid && p.figures.front() ? number(*p.figures.front())
                                                           : QString::fromStdString(p.error));
        } catch (const SweepError&) {
        }
        MONKEY_CHECK(shown == fresh, QStringLiteral("the sweep shows\n  %1\nnot\n  %2")
                                         .arg(shown.join(QStringLiteral("\n  ")),
                                              fresh.join(QStringLiteral("\n  "))));
    }
    CompareView* compare = window_->whatIfWindow()->compare();
    // Its scenarios are its own: only what-if actions change it.
    if (!whatIfUsed_ || !compare->comparison())
        return;
    std::vector<Scenario> scenarios;
    for (int i = 0; i < compare->scenarioCount(); ++i)
        scenarios.push_back(compare->scenarioAt(i));
    const Comparison fresh = compareScenarios(scenarios, true);
    const auto figures = [](const Comparison& c) {
        QStringList out;
        for (const ComparedFigure& f : c.figures) {
            QString line =
                QString::fromStdString(f.key) + (f.differs ? QStringLiteral(" ≠") : QString());
            for (const auto& v : f.values)
                line += QLatin1Char(' ') + (v ? number(*v) : QStringLiteral("—"));
            out << line;
        }
        return out;
    };
    MONKEY_CHECK(figures(*compare->comparison()) == figures(fresh),
                 QStringLiteral("the comparison is not core's"));
}

void TestMonkey::initTestCase()
{
    QLocale::setDefault(QLocale(QLocale::English, QLocale::UnitedStates));
    // Warnings are recorded behind the platform-noise filter, which drops its one message.
    qtTestHandler() = qInstallMessageHandler(recordWarnings);
    kvp::test::ignoreOffscreenPlatformNoise();
    QStandardPaths::setTestModeEnabled(true);
    QVERIFY(dir_.isValid());
    seed_ = environmentNumber("KVPLAN_MONKEY_SEED", 1);
    random_.seed(seed_);
}

void TestMonkey::randomEditsKeepEveryViewOnThePlan()
{
    const int edits = int(environmentNumber("KVPLAN_MONKEY_EDITS", 300));
    qInfo("monkey: seed %u, %d edits (KVPLAN_MONKEY_SEED, KVPLAN_MONKEY_EDITS)", seed_, edits);
    const auto preferences = [this](const char* name) {
        return std::make_unique<Preferences>(std::make_unique<QSettings>(
            dir_.filePath(QString::fromLatin1(name)), QSettings::IniFormat));
    };
    preferences_ = preferences("preferences.ini");
    referencePreferences_ = preferences("reference.ini");
    window_ = std::make_unique<MainWindow>(preferences_.get(),
                                           std::make_unique<test::RecordingInteraction>(&state_));
    window_->autosave()->setDirectory(dir_.filePath(QStringLiteral("autosave")));
    reference_ = std::make_unique<MainWindow>(
        referencePreferences_.get(),
        std::make_unique<test::RecordingInteraction>(&referenceState_));
    reference_->autosave()->setDirectory(dir_.filePath(QStringLiteral("reference-autosave")));
    window_->resize(1366, 768);
    window_->show();
    QVERIFY(QTest::qWaitForWindowExposed(window_.get()));
    connect(controller(), &Controller::resultChanged, this, [this] {
        ++results_;
        customChosen_.clear();
    });
    origin_ = scenarioBytes();
    verifyViews();
    for (step_ = 1; step_ <= edits; ++step_) {
        whatIfUsed_ = false;
        act();
        if (QTest::currentTestFailed())
            return;
        leaveFields();
        verifyViews();
        verifyWhatIf();
        if (QTest::currentTestFailed())
            return;
    }
    undoToStart();
}

void TestMonkey::cleanupTestCase()
{
    warnings().clear(); // those of a failed step are told already
    window_.reset();
    reference_.reset();
    QVERIFY2(warnings().isEmpty(), qPrintable(warnings().join(QLatin1Char('\n'))));
}

QTEST_MAIN(TestMonkey)
