// SPDX-License-Identifier: GPL-3.0-or-later
// What the monkey (tst_monkey.cpp) does: random edits through the real widgets, each noted for
// the replay — every field the forms panel holds, the catalog pickers, presets, undo, redo, New,
// save and reopen, the other views, the what-if window's sweep and comparison.
#include <QAbstractSpinBox>
#include <QAction>
#include <QApplication>
#include <QCheckBox>
#include <QComboBox>
#include <QDoubleSpinBox>
#include <QLineEdit>
#include <QMenu>
#include <QPushButton>
#include <QSlider>
#include <QSpinBox>
#include <QTabWidget>
#include <QTest>
#include <QToolButton>
#include <QUndoStack>
#include <cmath>
#include <random>

#include "controller/document.h"
#include "document_files.h"
#include "forms/catalog_picker.h"
#include "forms/details_group.h"
#include "forms/forms_panel.h"
#include "kvplan/sweep.h"
#include "kvplan/validation.h"
#include "main_window.h"
#include "monkey.h"
#include "monkey_views.h"
#include "recording_interaction.h"
#include "views/compare_view.h"
#include "views/engine_config_view.h"
#include "views/figure_tile.h"
#include "views/key_figures_panel.h"
#include "views/sweep_view.h"
#include "views/whatif_window.h"

using namespace kvp;
using namespace kvp::ui;
using namespace kvp::test::monkey;

// Numbers a user might type into a field from `minimum` to `maximum`: inside, at the ends,
// beyond them, or not a number at all.
QString TestMonkey::numberText(double minimum, double maximum, int decimals)
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

QString TestMonkey::anyText()
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

void TestMonkey::editSpinBox(QAbstractSpinBox* box)
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

void TestMonkey::editComboBox(QComboBox* combo)
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

void TestMonkey::editSlider(QSlider* slider)
{
    note(QStringLiteral("drag %1").arg(slider->objectName()));
    slider->setSliderDown(true);
    for (int i = below(3); i >= 0; --i)
        slider->setValue(slider->minimum() + below(slider->maximum() - slider->minimum() + 1));
    slider->setSliderDown(false);
}

void TestMonkey::editField(QWidget* w)
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
void TestMonkey::editSomeField()
{
    activateMainWindow();
    // Every field, the closed details' too (a user opens them with a click).
    for (DetailsGroup* details : window_->forms()->findChildren<DetailsGroup*>())
        details->setExpanded(true);
    QList<QWidget*> usable;
    for (QWidget* w : editors(window_->forms()))
        if (w->isEnabled() && w->isVisibleTo(window_->forms()))
            usable << w;
    QVERIFY(!usable.isEmpty());
    editField(usable[below(int(usable.size()))]);
}

void TestMonkey::undoToStart()
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

void TestMonkey::saveAndReopen()
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
    MONKEY_CHECK(test::bytesOf(path) == before, QStringLiteral("the file is not the scenario:\n") +
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
    MONKEY_CHECK(scenarioBytes() == before, QStringLiteral("reopened, not the saved scenario:\n") +
                                                bytesDiffer(scenarioBytes(), before));
    QCOMPARE(controller()->undoStack()->count(), 0);
    origin_ = before;
    originIsClean_ = true;
}

void TestMonkey::newDocument()
{
    note(QStringLiteral("new, discarding changes"));
    state_.unsavedAnswer = UserInteraction::UnsavedChanges::Discard;
    action(QKeySequence::New)->trigger();
    origin_ = scenarioBytes();
    originIsClean_ = true;
    QCOMPARE(controller()->undoStack()->count(), 0);
}

void TestMonkey::otherViews()
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

QString TestMonkey::sweepValues(const SweepView* sweep)
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
void TestMonkey::chooseAny(QComboBox* box, const QString& what)
{
    const int index = below(box->count());
    note(what + QLatin1Char(' ') + box->itemData(index).toString());
    box->setCurrentIndex(index);
}

void TestMonkey::useSweep()
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

void TestMonkey::useCompare()
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
        note(
            QStringLiteral("compare %1: %2=%3")
                .arg(compare->columnBox()->currentText(), compare->keyBox()->currentText(), value));
        compare->valueEdit()->setText(value);
        QTest::mouseClick(compare->applyButton(), Qt::LeftButton);
    }
    }
}

void TestMonkey::useWhatIf()
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

void TestMonkey::act()
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
void TestMonkey::leaveFields()
{
    if (QWidget* focus = QApplication::focusWidget())
        focus->clearFocus();
}
