// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// The seeded monkey of the desktop editor (tst_monkey.cpp): its state, the random actions it
// takes through the real widgets (monkey_actions.cpp) and the checks after each one
// (tst_monkey.cpp). What the views show, in words: monkey_views.h.

#include <QAbstractSpinBox>
#include <QAction>
#include <QApplication>
#include <QByteArray>
#include <QComboBox>
#include <QKeySequence>
#include <QLineEdit>
#include <QObject>
#include <QSet>
#include <QSlider>
#include <QString>
#include <QStringList>
#include <QTemporaryDir>
#include <QTest>
#include <QWidget>
#include <algorithm>
#include <memory>
#include <random>
#include <vector>

#include "controller/controller.h"
#include "kvplan/scenario_io.h"
#include "main_window.h"
#include "recording_interaction.h"
#include "settings/preferences.h"
#include "window_actions.h"

namespace kvp::ui {
class SweepView;
}

// Fails the test with the problem, the seed and the actions that led to it; the words are put
// together only on a failure.
#define MONKEY_CHECK(ok, problem)                                                                  \
    do {                                                                                           \
        if (!(ok))                                                                                 \
            QFAIL(replay(problem).constData());                                                    \
    } while (false)

class TestMonkey : public QObject {
    Q_OBJECT
private:
    QTemporaryDir dir_;
    kvp::test::RecordingInteraction::State state_;
    kvp::test::RecordingInteraction::State referenceState_;
    std::unique_ptr<kvp::ui::Preferences> preferences_;
    std::unique_ptr<kvp::ui::Preferences> referencePreferences_;
    std::unique_ptr<kvp::ui::MainWindow> window_;
    // Never edited: each check opens the scenario in it, for its forms.
    std::unique_ptr<kvp::ui::MainWindow> reference_;
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

    kvp::ui::Controller* controller() const { return window_->controller(); }
    QByteArray scenarioBytes() const
    {
        return QByteArray::fromStdString(kvp::serializeScenario(controller()->scenario()));
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
        return kvp::test::shortcutAction(window_.get(), key);
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

    // The actions (monkey_actions.cpp): edits of the forms' fields, undo, redo, New, save and
    // reopen, the other views, the what-if window.
    QString numberText(double minimum, double maximum, int decimals);
    QString anyText();
    void editSpinBox(QAbstractSpinBox* box);
    void editComboBox(QComboBox* combo);
    void editSlider(QSlider* slider);
    void editField(QWidget* w);
    void editSomeField();
    void undoToStart();
    void saveAndReopen();
    void newDocument();
    void otherViews();
    QString sweepValues(const kvp::ui::SweepView* sweep);
    void chooseAny(QComboBox* box, const QString& what);
    void useSweep();
    void useCompare();
    void useWhatIf();
    void act();
    void leaveFields();

    // The checks after each action (tst_monkey.cpp).
    void verifyViews();
    void verifyWhatIf();

private slots:
    void initTestCase();
    void randomEditsKeepEveryViewOnThePlan();
    void cleanupTestCase();
};
