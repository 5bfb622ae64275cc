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
#include <QAbstractSpinBox>
#include <QAction>
#include <QApplication>
#include <QCheckBox>
#include <QComboBox>
#include <QDoubleSpinBox>
#include <QLineEdit>
#include <QMenu>
#include <QPushButton>
#include <QSet>
#include <QSettings>
#include <QSlider>
#include <QSpinBox>
#include <QStandardPaths>
#include <QTabWidget>
#include <QTableWidget>
#include <QTemporaryDir>
#include <QTest>
#include <QToolButton>
#include <QUndoStack>
#include <cmath>
#include <cstring>
#include <functional>
#include <qcustomplot.h>
#include <random>

#include "charts/chart_list.h"
#include "charts/chart_view.h"
#include "controller/autosave.h"
#include "controller/controller.h"
#include "controller/document.h"
#include "document_files.h"
#include "forms/catalog_picker.h"
#include "forms/forms_panel.h"
#include "kvplan/compare.h"
#include "kvplan/hit_rates.h"
#include "kvplan/plan.h"
#include "kvplan/scenario_io.h"
#include "kvplan/sweep.h"
#include "kvplan/ui/report.h"
#include "kvplan/validation.h"
#include "main_window.h"
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
#include "window_actions.h"

using namespace kvp;
using namespace kvp::ui;

// Fails the test with the problem, the seed and the actions that led to it; the words are put
// together only on a failure.
#define MONKEY_CHECK(ok, problem)                                                                  \
    do {                                                                                           \
        if (!(ok))                                                                                 \
            QFAIL(replay(problem).constData());                                                    \
    } while (false)

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

QString number(double value)
{
    return QString::number(value, 'g', 17);
}

// What a plot holds, in words: every plottable's points, every item's text and positions, every
// axis's label, range and text ticks. Colours and pixel sizes are left out.
QStringList plotContents(QCustomPlot* plot)
{
    QStringList out;
    for (int i = 0; i < plot->plottableCount(); ++i) {
        QCPAbstractPlottable* p = plot->plottable(i);
        QString line = QString::fromLatin1(p->metaObject()->className()) + QLatin1Char(' ') +
                       p->name() + (p->visible() ? QString() : QStringLiteral(" hidden")) +
                       QLatin1Char(':');
        if (QCPPlottableInterface1D* data = p->interface1D())
            for (int d = 0; d < data->dataCount(); ++d)
                line += QLatin1Char(' ') + number(data->dataMainKey(d)) + QLatin1Char('/') +
                        number(data->dataMainValue(d));
        out << line;
    }
    for (int i = 0; i < plot->itemCount(); ++i) {
        QCPAbstractItem* item = plot->item(i);
        // Not whether it is visible: labels hide when they do not fit, which is pixels.
        QString line = QString::fromLatin1(item->metaObject()->className());
        if (auto* text = qobject_cast<QCPItemText*>(item))
            line += QStringLiteral(" \"") + text->text() + QLatin1Char('"');
        for (const QCPItemPosition* position : item->positions())
            line += QLatin1Char(' ') + number(position->coords().x()) + QLatin1Char('/') +
                    number(position->coords().y());
        out << line;
    }
    for (QCPAxisRect* rect : plot->axisRects())
        for (QCPAxis* axis : rect->axes()) {
            QString line = QStringLiteral("axis ") + axis->label() + QLatin1Char(' ') +
                           number(axis->range().lower) + QStringLiteral(" … ") +
                           number(axis->range().upper);
            if (auto text = axis->ticker().dynamicCast<QCPAxisTickerText>())
                for (auto it = text->ticks().cbegin(); it != text->ticks().cend(); ++it)
                    line += QLatin1Char(' ') + number(it.key()) + QLatin1Char('=') + it.value();
            out << line;
        }
    return out;
}

// What a form widget shows and whether it can be used.
QString widgetState(const QWidget* w)
{
    QString state = w->objectName() + QLatin1Char(' ') +
                    (w->isEnabled() ? QStringLiteral("on ") : QStringLiteral("off "));
    if (const auto* box = qobject_cast<const QAbstractSpinBox*>(w))
        return state + box->text();
    if (const auto* combo = qobject_cast<const QComboBox*>(w))
        return state + QString::number(combo->currentIndex()) + QLatin1Char(' ') +
               combo->currentText();
    if (const auto* check = qobject_cast<const QCheckBox*>(w))
        return state + (check->isChecked() ? QStringLiteral("checked") : QStringLiteral("clear"));
    if (const auto* slider = qobject_cast<const QSlider*>(w))
        return state + QString::number(slider->value());
    // Trimmed: a text field keeps the spaces typed around what it stores (which is trimmed).
    if (const auto* line = qobject_cast<const QLineEdit*>(w))
        return state + line->text().trimmed();
    return state;
}

// The editors of a panel, in creation order: spin boxes, combo boxes (with the catalog
// pickers), check boxes, sliders, text fields (not those inside a spin box or combo box),
// preset menus and buttons.
QList<QWidget*> editors(const QWidget* panel)
{
    QList<QWidget*> found;
    for (QWidget* w : panel->findChildren<QWidget*>()) {
        const QWidget* parent = w->parentWidget();
        const bool part =
            qobject_cast<const QAbstractSpinBox*>(parent) || qobject_cast<const QComboBox*>(parent);
        const auto* tool = qobject_cast<QToolButton*>(w);
        if (qobject_cast<QAbstractSpinBox*>(w) || qobject_cast<QComboBox*>(w) ||
            qobject_cast<QCheckBox*>(w) || qobject_cast<QSlider*>(w) ||
            qobject_cast<QPushButton*>(w) || (tool && tool->menu()) ||
            (qobject_cast<QLineEdit*>(w) && !part))
            found << w;
    }
    return found;
}

// The lines where two views differ (the first few).
QString differences(const QStringList& shown, const QStringList& fresh)
{
    QStringList out;
    for (qsizetype i = 0; i < std::max(shown.size(), fresh.size()) && out.size() < 6; ++i) {
        const QString a = i < shown.size() ? shown[i] : QStringLiteral("(none)");
        const QString b = i < fresh.size() ? fresh[i] : QStringLiteral("(none)");
        if (a != b)
            out << QStringLiteral("  line %1 shown:  %2\n  line %1 wanted: %3").arg(i).arg(a, b);
    }
    return out.join(QLatin1Char('\n'));
}

// The lines where two scenario files differ.
QString bytesDiffer(const QByteArray& shown, const QByteArray& expected)
{
    return differences(QString::fromUtf8(shown).split(QLatin1Char('\n')),
                       QString::fromUtf8(expected).split(QLatin1Char('\n')));
}

// A new chart of the same kind (from the window's list of charts), or null for a kind the list
// does not hold.
std::unique_ptr<ChartView> freshChart(const ChartView* chart)
{
    for (const ChartEntry& entry : chartList()) {
        std::unique_ptr<ChartView> fresh(entry.make());
        if (std::strcmp(fresh->metaObject()->className(), chart->metaObject()->className()) == 0)
            return fresh;
    }
    return nullptr;
}

QString showReport(const Scenario& s, const SizingResult& r)
{
    return renderReport(s, r, ReportFormat::Json);
}

} // namespace

class TestMonkey : public QObject {
    Q_OBJECT
private:
    QTemporaryDir dir_;
    test::RecordingInteraction::State state_;
    test::RecordingInteraction::State referenceState_;
    std::unique_ptr<Preferences> preferences_;
    std::unique_ptr<Preferences> referencePreferences_;
    std::unique_ptr<MainWindow> window_;
    // Never edited: each check opens the scenario in it, for its forms.
    std::unique_ptr<MainWindow> reference_;
    std::mt19937 random_;
    quint32 seed_ = 1;
    int step_ = 0;
    QStringList actions_;
    QByteArray origin_; // the scenario at the start of the undo history
    bool originIsClean_ = true;
    int files_ = 0;
    bool whatIfUsed_ = false;           // this step: the comparison may have changed
    int results_ = 0;                   // resultChanged so far
    QSet<const QWidget*> customChosen_; // pickers set to Custom since the scenario last changed

    Controller* controller() const { return window_->controller(); }
    QByteArray scenarioBytes() const
    {
        return QByteArray::fromStdString(serializeScenario(controller()->scenario()));
    }
    int below(int count) { return std::uniform_int_distribution<int>(0, count - 1)(random_); }
    bool chance(double p) { return std::bernoulli_distribution(p)(random_); }
    template <class T> T oneOf(const std::vector<T>& list)
    {
        return list[std::size_t(below(int(list.size())))];
    }
    void note(const QString& action)
    {
        actions_ << QStringLiteral("%1 %2").arg(step_).arg(action);
        if (qEnvironmentVariableIntValue("KVPLAN_MONKEY_TRACE"))
            qInfo("monkey %s", qPrintable(actions_.back()));
    }
    // Where a failure was, with what it takes to see it again.
    QByteArray replay(const QString& problem) const
    {
        const QStringList last = actions_.mid(std::max<qsizetype>(0, actions_.size() - 40));
        return QStringLiteral("%1\nseed %2, step %3; replay: KVPLAN_MONKEY_SEED=%2 "
                              "KVPLAN_MONKEY_EDITS=%3 KVPLAN_MONKEY_TRACE=1 tst_monkey\n"
                              "last actions:\n  %4")
            .arg(problem)
            .arg(seed_)
            .arg(step_)
            .arg(last.join(QStringLiteral("\n  ")))
            .toUtf8();
    }
    QAction* action(QKeySequence::StandardKey key) const
    {
        return test::shortcutAction(window_.get(), key);
    }
    void activateMainWindow()
    {
        if (QApplication::activeWindow() != window_.get()) {
            window_->activateWindow();
            (void)QTest::qWaitForWindowActive(window_.get());
        }
    }
    // Typing: select all, type (inserted: QTest types ASCII only), Enter.
    void type(QWidget* target, QLineEdit* line, const QString& text, Qt::Key enter = Qt::Key_Enter)
    {
        target->setFocus();
        line->selectAll();
        line->insert(text);
        QTest::keyClick(target, enter);
    }

    // Numbers a user might type into a field from `minimum` to `maximum`: inside, at the ends,
    // beyond them, or not a number at all.
    QString numberText(double minimum, double maximum, int decimals)
    {
        double value = 0.0;
        switch (below(8)) {
        case 0:
            value = minimum;
            break;
        case 1:
            value = maximum;
            break;
        case 2:
            value = maximum + std::max(1.0, std::fabs(maximum));
            break;
        case 3:
            value = minimum - 1.0;
            break;
        case 4:
            return oneOf<QString>({"", "abc", "1e5", "-", "0x10", "12,5", " 7 "});
        case 5: {
            // Log-uniform: most fields' interesting values are far below their maximum.
            const double low = std::log1p(std::max(0.0, minimum));
            const double high = std::log1p(std::max(0.0, maximum));
            value = std::expm1(std::uniform_real_distribution<double>(low, high)(random_));
            break;
        }
        default:
            value = std::uniform_real_distribution<double>(minimum, maximum)(random_);
        }
        return QString::number(value, 'f', decimals);
    }
    QString anyText()
    {
        switch (below(6)) {
        case 0:
            return {};
        case 1:
            return QStringLiteral("16, 24, 32");
        case 2:
            return QString(below(300) + 1, QLatin1Char('x'));
        case 3:
            return QStringLiteral("  Serveur ⚠ Ü  ");
        case 4:
            return QStringLiteral("a\tb\u0007c");
        default:
            return QString::number(below(100000));
        }
    }

    void editSpinBox(QAbstractSpinBox* box)
    {
        if (chance(0.2)) {
            const Qt::Key key =
                oneOf<Qt::Key>({Qt::Key_Up, Qt::Key_Down, Qt::Key_PageUp, Qt::Key_PageDown});
            note(QStringLiteral("key %1 in %2").arg(int(key), 0, 16).arg(box->objectName()));
            box->setFocus();
            QTest::keyClick(box, key);
            return;
        }
        QString text;
        if (auto* real = qobject_cast<QDoubleSpinBox*>(box))
            text = numberText(real->minimum(), real->maximum(), real->decimals());
        else if (auto* count = qobject_cast<QSpinBox*>(box))
            text = numberText(count->minimum(), count->maximum(), 0);
        note(QStringLiteral("type '%1' in %2").arg(text, box->objectName()));
        // Key by key, as a user types: every keystroke is an edit, all of them one undo step.
        box->setFocus();
        box->selectAll();
        QTest::keyClicks(box, text);
        QTest::keyClick(box, Qt::Key_Enter);
    }
    void editComboBox(QComboBox* combo)
    {
        auto* picker = qobject_cast<CatalogPicker*>(combo->parentWidget());
        const QString name = picker ? picker->objectName() : combo->objectName();
        const int results = results_;
        if (picker && chance(0.7)) {
            QString entry = QStringLiteral("no such entry");
            if (!picker->entries().empty() && chance(0.85))
                entry = oneOf(picker->entries()).name;
            else if (chance(0.5))
                entry = combo->itemText(0); // Custom
            note(QStringLiteral("pick '%1' in %2").arg(entry, name));
            type(combo->lineEdit(), combo->lineEdit(), entry);
        } else if (chance(0.3)) {
            const Qt::Key key = chance(0.5) ? Qt::Key_Down : Qt::Key_Up;
            note(QStringLiteral("key %1 in %2").arg(int(key), 0, 16).arg(name));
            combo->setFocus();
            QTest::keyClick(combo, key);
        } else if (combo->count() > 0) {
            const int index = below(combo->count());
            note(QStringLiteral("choose %1 in %2").arg(index).arg(name));
            combo->setFocus();
            combo->setCurrentIndex(index);
            emit combo->activated(index);
        }
        // "Custom" chosen keeps the figures, and the picker says Custom until they change.
        if (picker && results_ == results && combo->currentIndex() == 0)
            customChosen_.insert(combo);
    }
    void editSlider(QSlider* slider)
    {
        note(QStringLiteral("drag %1").arg(slider->objectName()));
        slider->setSliderDown(true);
        for (int i = below(3); i >= 0; --i)
            slider->setValue(slider->minimum() + below(slider->maximum() - slider->minimum() + 1));
        slider->setSliderDown(false);
    }
    void editField(QWidget* w)
    {
        if (auto* box = qobject_cast<QAbstractSpinBox*>(w))
            return editSpinBox(box);
        if (auto* combo = qobject_cast<QComboBox*>(w))
            return editComboBox(combo);
        if (auto* slider = qobject_cast<QSlider*>(w))
            return editSlider(slider);
        if (auto* check = qobject_cast<QCheckBox*>(w)) {
            note(QStringLiteral("click %1").arg(check->objectName()));
            QTest::mouseClick(check, Qt::LeftButton, {}, check->rect().center());
            return;
        }
        if (auto* tool = qobject_cast<QToolButton*>(w)) {
            const QList<QAction*> presets = tool->menu()->actions();
            if (presets.isEmpty())
                return;
            QAction* preset = presets[below(int(presets.size()))];
            note(QStringLiteral("preset %1 of %2").arg(preset->text(), tool->toolTip()));
            preset->trigger();
            return;
        }
        if (auto* button = qobject_cast<QPushButton*>(w)) {
            note(QStringLiteral("press '%1' (file dialogs cancelled)").arg(button->text()));
            state_.fileToOpen.clear();
            button->click();
            return;
        }
        if (auto* line = qobject_cast<QLineEdit*>(w)) {
            const QString text = anyText();
            note(QStringLiteral("type '%1' in %2").arg(text.left(40), line->objectName()));
            type(line, line, text);
        }
    }
    // One edit of a field the forms panel shows and enables.
    void editSomeField()
    {
        activateMainWindow();
        QList<QWidget*> usable;
        for (QWidget* w : editors(window_->forms()))
            if (w->isEnabled() && w->isVisibleTo(window_->forms()))
                usable << w;
        QVERIFY(!usable.isEmpty());
        editField(usable[below(int(usable.size()))]);
    }

    void undoToStart()
    {
        note(QStringLiteral("undo to the start"));
        const QByteArray edited = scenarioBytes();
        QUndoStack* stack = controller()->undoStack();
        const int steps = stack->index();
        for (int i = 0; i < steps; ++i)
            action(QKeySequence::Undo)->trigger();
        MONKEY_CHECK(!stack->canUndo(), QStringLiteral("undo left steps"));
        MONKEY_CHECK(scenarioBytes() == origin_,
                     QStringLiteral("undo to the start, not the original:\n") +
                         bytesDiffer(scenarioBytes(), origin_));
        if (originIsClean_)
            MONKEY_CHECK(!window_->isWindowModified(), QStringLiteral("modified at the start"));
        verifyViews();
        if (chance(0.5)) {
            note(QStringLiteral("redo to the end"));
            for (int i = 0; i < steps; ++i)
                action(QKeySequence::Redo)->trigger();
            MONKEY_CHECK(scenarioBytes() == edited,
                         QStringLiteral("redo to the end, not the edited scenario:\n") +
                             bytesDiffer(scenarioBytes(), edited));
        }
    }
    void saveAndReopen()
    {
        const QString path = dir_.filePath(QStringLiteral("monkey-%1.kvplan.json").arg(++files_));
        note(QStringLiteral("save as and reopen %1").arg(path));
        const QByteArray before = scenarioBytes();
        state_.errors.clear();
        state_.fileToSave = path;
        // Untitled, Save asks for the file; otherwise what Save As does (the offscreen platform
        // has no key for Save As to find it by).
        if (window_->document()->filePath().isEmpty())
            action(QKeySequence::Save)->trigger();
        else
            window_->document()->saveAs();
        MONKEY_CHECK(state_.errors.isEmpty(), state_.errors.join(QLatin1Char('\n')));
        MONKEY_CHECK(!window_->isWindowModified(), QStringLiteral("modified after a save"));
        MONKEY_CHECK(test::bytesOf(path) == before,
                     QStringLiteral("the file is not the scenario:\n") +
                         QString::fromUtf8(test::bytesOf(path)));
        state_.fileToOpen = path;
        state_.informations.clear();
        const bool valid = validate(controller()->scenario()).empty();
        action(QKeySequence::Open)->trigger();
        // Work in progress whose values do not go together yet is saved and opened again as
        // it was, with one word about what to correct; a valid one opens without a word.
        MONKEY_CHECK(state_.errors.isEmpty(), state_.errors.join(QLatin1Char('\n')));
        MONKEY_CHECK(state_.informations.size() == (valid ? 0 : 1),
                     QStringLiteral("reopen told: ") + state_.informations.join(QLatin1Char('\n')));
        MONKEY_CHECK(scenarioBytes() == before,
                     QStringLiteral("reopened, not the saved scenario:\n") +
                         bytesDiffer(scenarioBytes(), before));
        QCOMPARE(controller()->undoStack()->count(), 0);
        origin_ = before;
        originIsClean_ = true;
    }
    void newDocument()
    {
        note(QStringLiteral("new, discarding changes"));
        state_.unsavedAnswer = UserInteraction::UnsavedChanges::Discard;
        action(QKeySequence::New)->trigger();
        origin_ = scenarioBytes();
        originIsClean_ = true;
        QCOMPARE(controller()->undoStack()->count(), 0);
    }
    void otherViews()
    {
        if (chance(0.5)) {
            const auto& tiles = window_->keyFigures()->tiles();
            FigureTile* tile = tiles[std::size_t(below(int(tiles.size())))];
            note(QStringLiteral("click tile %1").arg(tile->figureKey()));
            QTest::mouseClick(tile, Qt::LeftButton);
        } else {
            QTabWidget* tabs = window_->engineView()->tabs();
            const int index = below(tabs->count());
            note(QStringLiteral("engine tab %1").arg(index));
            window_->showEngineConfiguration();
            tabs->setCurrentIndex(index);
        }
    }

    QString sweepValues(const SweepView* sweep)
    {
        switch (below(6)) {
        case 0:
            return oneOf<QString>({"", "x:y", "1:5:0", "1:100000:1", "fp8,bf16", "-3,0"});
        case 1:
            return QStringLiteral("%1:%2:%3").arg(below(10)).arg(10 + below(50)).arg(1 + below(10));
        case 2:
            return QStringLiteral("0.1:0.9:0.2");
        case 3:
            return QStringLiteral("%1,%2,%3").arg(below(5)).arg(below(500)).arg(below(100000));
        default:
            return sweep->valuesEdit()->text(); // the input's usual values
        }
    }
    // One of the items, as chosen from the list.
    void chooseAny(QComboBox* box, const QString& what)
    {
        const int index = below(box->count());
        note(what + QLatin1Char(' ') + box->itemData(index).toString());
        box->setCurrentIndex(index);
    }
    void useSweep()
    {
        WhatIfWindow* whatIf = window_->whatIfWindow();
        SweepView* sweep = whatIf->sweep();
        switch (below(5)) {
        case 0:
            chooseAny(sweep->inputBox(), QStringLiteral("sweep input"));
            break;
        case 1: {
            const QString values = sweepValues(sweep);
            note(QStringLiteral("sweep values '%1'").arg(values));
            type(sweep->valuesEdit(), sweep->valuesEdit(), values, Qt::Key_Return);
            break;
        }
        case 2:
            chooseAny(sweep->figureBox(), QStringLiteral("sweep figure"));
            break;
        default: {
            const int index = below(int(sweep->sweep().points.size()) + 1);
            note(QStringLiteral("sweep adopt point %1").arg(index));
            sweep->adoptPoint(index);
        }
        }
    }
    void useCompare()
    {
        CompareView* compare = window_->whatIfWindow()->compare();
        switch (below(6)) {
        case 0:
            note(QStringLiteral("compare add the open scenario"));
            compare->addOpenScenario();
            break;
        case 1:
            note(QStringLiteral("compare duplicate"));
            compare->duplicate(below(compare->scenarioCount()));
            break;
        case 2:
            note(QStringLiteral("compare remove"));
            compare->remove(below(compare->scenarioCount()));
            break;
        case 3:
            note(QStringLiteral("compare adopt"));
            compare->adopt(below(compare->scenarioCount()));
            break;
        default: {
            compare->columnBox()->setCurrentIndex(below(compare->columnBox()->count()));
            compare->keyBox()->setCurrentIndex(below(compare->keyBox()->count()));
            const QString value =
                oneOf<QString>({"0", "1", "2", "8", "800", "0.5", "bf16", "true", "x", "-1"});
            note(QStringLiteral("compare %1: %2=%3")
                     .arg(compare->columnBox()->currentText(), compare->keyBox()->currentText(),
                          value));
            compare->valueEdit()->setText(value);
            QTest::mouseClick(compare->applyButton(), Qt::LeftButton);
        }
        }
    }
    void useWhatIf()
    {
        whatIfUsed_ = true;
        WhatIfWindow* whatIf = window_->whatIfWindow();
        switch (below(10)) {
        case 0:
            note(QStringLiteral("what-if: show the sweep"));
            whatIf->showSweep();
            QVERIFY(QTest::qWaitForWindowExposed(whatIf));
            return;
        case 1:
            note(QStringLiteral("what-if: show the comparison"));
            whatIf->showCompare();
            QVERIFY(QTest::qWaitForWindowExposed(whatIf));
            return;
        case 2:
            note(QStringLiteral("what-if: close"));
            whatIf->close();
            return;
        }
        if (whatIf->tabs()->currentWidget() == whatIf->sweep())
            useSweep();
        else
            useCompare();
    }
    void act()
    {
        const int roll = below(100);
        if (roll < 62)
            return editSomeField();
        if (roll < 72) {
            note(QStringLiteral("undo"));
            return action(QKeySequence::Undo)->trigger();
        }
        if (roll < 78) {
            note(QStringLiteral("redo"));
            return action(QKeySequence::Redo)->trigger();
        }
        if (roll < 81)
            return undoToStart();
        if (roll < 84)
            return saveAndReopen();
        if (roll < 85)
            return newDocument();
        if (roll < 89)
            return otherViews();
        useWhatIf();
    }

    // A field being typed in keeps its text; a user moving on commits it.
    void leaveFields()
    {
        if (QWidget* focus = QApplication::focusWidget())
            focus->clearFocus();
    }
    // The views of the window against those of a window that was shown only this scenario.
    void verifyViews()
    {
        MONKEY_CHECK(warnings().isEmpty(),
                     QStringLiteral("Qt warned: ") + warnings().join(QStringLiteral("\n")));
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
    void verifyWhatIf()
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

private slots:
    void initTestCase()
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

    void randomEditsKeepEveryViewOnThePlan()
    {
        const int edits = int(environmentNumber("KVPLAN_MONKEY_EDITS", 300));
        qInfo("monkey: seed %u, %d edits (KVPLAN_MONKEY_SEED, KVPLAN_MONKEY_EDITS)", seed_, edits);
        const auto preferences = [this](const char* name) {
            return std::make_unique<Preferences>(std::make_unique<QSettings>(
                dir_.filePath(QString::fromLatin1(name)), QSettings::IniFormat));
        };
        preferences_ = preferences("preferences.ini");
        referencePreferences_ = preferences("reference.ini");
        window_ = std::make_unique<MainWindow>(
            preferences_.get(), std::make_unique<test::RecordingInteraction>(&state_));
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

    void cleanupTestCase()
    {
        warnings().clear(); // those of a failed step are told already
        window_.reset();
        reference_.reset();
        QVERIFY2(warnings().isEmpty(), qPrintable(warnings().join(QLatin1Char('\n'))));
    }
};

QTEST_MAIN(TestMonkey)
#include "tst_monkey.moc"
