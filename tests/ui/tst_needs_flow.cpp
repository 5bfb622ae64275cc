// SPDX-License-Identifier: GPL-3.0-or-later
// File → New from the customer's needs, with the keyboard alone (issue 28): the window's
// shortcut opens the dialog, the fields are filled by typing and Tab, Enter recommends, the
// arrows choose an offer, Enter adopts it as one undoable edit, Ctrl+Shift+E exports the PDF
// quote, whose dialog is filled by its mnemonics and accepted with Enter. Keys go to the widget
// with the focus, as a keyboard's do; only the file name comes from the recorded interaction
// (the platform's file dialog).
//
// The customer's question from the issue: GLM-5 (FP8) for 2,000 users at 32K, first token
// within a second, 50 ms a token, chat. Its KV per token is core's (tst_dsa): 78 layers ×
// (656 B latent + 132 B indexer key) = 61,464 B per rank; a conversation of 32,768 tokens is
// 61,464 × 32,768 = 2,014,052,352 B.
#include <QApplication>
#include <QComboBox>
#include <QFileInfo>
#include <QLabel>
#include <QPushButton>
#include <QSpinBox>
#include <QStatusBar>
#include <QTableWidget>
#include <QUndoStack>

#include "controller/controller.h"
#include "controller/document.h"
#include "kvplan/catalog.h"
#include "kvplan/needs.h"
#include "kvplan/plan.h"
#include "kvplan/price_list.h"
#include "kvplan/quote.h"
#include "kvplan/ui/format.h"
#include "main_window_fixture.h"
#include "quote/quote_dialog.h"
#include "views/needs_dialog.h"

namespace tst_needs_flow {

using namespace kvp;
using namespace kvp::ui;

namespace {

// A key as the keyboard sends it: to the widget with the focus.
void press(Qt::Key key, Qt::KeyboardModifiers modifiers = Qt::NoModifier)
{
    QWidget* focus = QApplication::focusWidget();
    QVERIFY(focus);
    QTest::keyClick(focus, key, modifiers);
}

void type(const QString& text)
{
    QWidget* focus = QApplication::focusWidget();
    QVERIFY(focus);
    QTest::keyClicks(focus, text);
}

// The widget with the focus is `widget` (or its editor: a spin box's line edit).
bool focused(const QWidget* widget)
{
    const QWidget* focus = QApplication::focusWidget();
    return focus && (focus == widget || widget->isAncestorOf(focus));
}

// The dialog on screen and active, as the window's modal run of it makes it (the recorded
// interaction runs no event loop of its own).
void showActive(QDialog& dialog)
{
    dialog.show();
    QApplication::setActiveWindow(&dialog);
    QVERIFY(QTest::qWaitForWindowActive(&dialog));
}

} // namespace

class TestNeedsFlow : public test::MainWindowTest {
    Q_OBJECT

private slots:
    void initTestCase() { QVERIFY(setUpProcess()); }
    void init() { QVERIFY(openWindow()); }
    void cleanup() { closeWindow(); }

    void keyboardFromNeedsToPdfQuote()
    {
        QApplication::setActiveWindow(window_.get());
        QVERIFY(QTest::qWaitForWindowActive(window_.get()));
        const QString pdf = dir_.filePath(QStringLiteral("glm-5-quote.pdf"));
        state_.fileToSave = pdf;
        state_.answerFromDialog = true;
        std::optional<NeedsPick> offered;
        int needsDialogs = 0, quoteDialogs = 0;
        state_.fillDialog = [&](QDialog& dialog) {
            showActive(dialog);
            if (auto* needs = qobject_cast<NeedsDialog*>(&dialog)) {
                ++needsDialogs;
                fillNeeds(*needs);
                if (needs->adopted())
                    offered = needs->adopted();
            } else if (auto* quote = qobject_cast<QuoteDialog*>(&dialog)) {
                ++quoteDialogs;
                QVERIFY(quote->isReady());
                press(Qt::Key_C, Qt::AltModifier); // &Customer
                QVERIFY(focused(quote->customerField()));
                type(QStringLiteral("Acme Research GmbH"));
                press(Qt::Key_N, Qt::AltModifier); // Quote &number
                QVERIFY(focused(quote->numberField()));
                type(QStringLiteral("Q-2026-0028"));
                QVERIFY(quote->exportButton()->isDefault() && quote->exportButton()->isEnabled());
                press(Qt::Key_Return); // Export PDF…, the default button
                QCOMPARE(quote->result(), int(QDialog::Accepted));
            }
        };

        Controller* controller = window_->controller();
        // A scenario open from a file: the adopted one is new, so Save may not write over it.
        const QString opened = dir_.filePath(QStringLiteral("worked-example.kvplan.json"));
        QVERIFY(window_->document()->saveTo(opened));
        QCOMPARE(window_->document()->filePath(), opened);
        const Scenario before = controller->scenario();
        const int steps = controller->undoStack()->count();
        QTest::keyClick(window_.get(), Qt::Key_N, Qt::ControlModifier | Qt::ShiftModifier);
        QCOMPARE(needsDialogs, 1);
        QVERIFY(offered);
        QVERIFY2(window_->document()->filePath().isEmpty(),
                 qPrintable(window_->document()->filePath()));
        QVERIFY(window_->document()->isModified());

        // Adopted as one edit: the scenario is the offer's, every figure core's plan of it.
        QCOMPARE(controller->undoStack()->count(), steps + 1);
        const Scenario& s = controller->scenario();
        QCOMPARE(s, offered->scenario);
        QCOMPARE(s.model.name, std::string("zai-org/GLM-5-FP8"));
        QCOMPARE(s.workload.users, std::uint64_t(2000));
        QCOMPARE(s.workload.contextTokens, std::uint64_t(32768));
        QCOMPARE(*s.sla.ttftP95Ms, 1000.0);
        QCOMPARE(*s.sla.tpotMs, 50.0);
        QCOMPARE(s.traffic->preset, std::string("chat-assistant"));
        controller->waitForSimulations();
        const SizingResult& r = controller->result();
        QCOMPARE(r.kv.bytesPerTokenPerRank.count(), std::uint64_t(61'464));
        QVERIFY(!r.hasErrors());
        QVERIFY(r.load.sla.met);
        const Quote q = buildQuote(s, plan(s), samplePriceList(), builtInCatalog(), "2026-01-01");
        QCOMPARE(r.nodes.gpusTotal, s.gpu.count * s.host.nodes.value_or(1));
        QVERIFY(q.complete);
        QCOMPARE(q.total, offered->moreThanCheapest + cheapest_);

        // The quote, by the keyboard too, back in the window.
        QApplication::setActiveWindow(window_.get());
        QVERIFY(QTest::qWaitForWindowActive(window_.get()));
        QTest::keyClick(window_.get(), Qt::Key_E, Qt::ControlModifier | Qt::ShiftModifier);
        QCOMPARE(quoteDialogs, 1);
        QTRY_VERIFY_WITH_TIMEOUT(!window_->quoteExport(), 120000);
        QVERIFY2(state_.errors.isEmpty(), qPrintable(state_.errors.join(QLatin1Char('\n'))));
        QVERIFY(QFileInfo::exists(pdf));
        QVERIFY(window_->statusBar()->currentMessage().startsWith(QStringLiteral("Quote written")));
        QVERIFY(QFileInfo(pdf).size() > 10000);
        QCOMPARE(controller->scenario().quote.customer, std::string("Acme Research GmbH"));
        QCOMPARE(controller->scenario().quote.number, std::string("Q-2026-0028"));

        // Undo takes the quote data back, then the adopted offer.
        controller->undoStack()->undo();
        controller->undoStack()->undo();
        QCOMPARE(controller->scenario(), before);
    }

    // Esc closes the dialog and changes nothing.
    void escapeChangesNothing()
    {
        QApplication::setActiveWindow(window_.get());
        QVERIFY(QTest::qWaitForWindowActive(window_.get()));
        state_.answerFromDialog = true;
        bool closed = false;
        state_.fillDialog = [&closed](QDialog& dialog) {
            showActive(dialog);
            QVERIFY(focused(static_cast<NeedsDialog&>(dialog).modelField()));
            press(Qt::Key_Escape);
            closed = !dialog.isVisible() && dialog.result() == QDialog::Rejected;
        };
        const Scenario before = window_->controller()->scenario();
        QTest::keyClick(window_.get(), Qt::Key_N, Qt::ControlModifier | Qt::ShiftModifier);
        QCOMPARE(state_.dialogsRun, 1);
        QVERIFY(closed);
        QCOMPARE(window_->controller()->scenario(), before);
        QCOMPARE(window_->controller()->undoStack()->count(), 0);
    }

    // A budget typed in: each offer says whether its price is within it, or by how much (the
    // price minus the budget) it is over.
    void budgetIsSaidPerOffer()
    {
        NeedsDialog needs(std::make_shared<const Catalog>(builtInCatalog()), QString());
        showActive(needs);
        press(Qt::Key_B, Qt::AltModifier); // &Budget
        QVERIFY(focused(needs.budgetField()));
        press(Qt::Key_A, Qt::ControlModifier);
        type(QStringLiteral("50000"));
        QCOMPARE(needs.needs().budget->minorUnits(), std::int64_t(5'000'000));
        press(Qt::Key_Return);
        QTRY_VERIFY_WITH_TIMEOUT(needs.recommendation() && !needs.searching(), 120000);
        const NeedsRecommendation& rec = *needs.recommendation();
        QVERIFY(rec.picks.size() >= 2);
        for (std::size_t i = 0; i < rec.picks.size(); ++i) {
            QCOMPARE(needs.offers()->currentRow(), int(i));
            const Money price = rec.search.candidates[rec.picks[i].candidate].priceTotal;
            const QString words =
                price.minorUnits() <= 5'000'000
                    ? QStringLiteral("Within the budget of 50,000.00 EUR.")
                    : QStringLiteral("Over the budget of 50,000.00 EUR by %1.")
                          .arg(formatMoney(Money::fromMinorUnits(price.minorUnits() - 5'000'000),
                                           QStringLiteral("EUR")));
            QVERIFY2(needs.why()->text().contains(words), qPrintable(needs.why()->text()));
            press(Qt::Key_Down);
        }
    }

private:
    Money cheapest_;

    void fillNeeds(NeedsDialog& needs)
    {
        // The model first, found by typing its name.
        QVERIFY(focused(needs.modelField()));
        type(QStringLiteral("zai-org/GLM-5-FP8"));
        QCOMPARE(needs.modelField()->currentText(), QStringLiteral("zai-org/GLM-5-FP8"));
        press(Qt::Key_Tab);
        QVERIFY(focused(needs.usersField()));
        type(QStringLiteral("2000"));
        press(Qt::Key_Tab);
        QVERIFY(focused(needs.contextField()));
        type(QStringLiteral("32768"));
        press(Qt::Key_F, Qt::AltModifier); // &First token within
        QVERIFY(focused(needs.ttftField()));
        press(Qt::Key_A, Qt::ControlModifier);
        type(QStringLiteral("1000"));
        press(Qt::Key_Tab);
        QVERIFY(focused(needs.tpotField()));
        press(Qt::Key_A, Qt::ControlModifier);
        type(QStringLiteral("50"));
        press(Qt::Key_Tab);
        QVERIFY(focused(needs.trafficField()));
        QCOMPARE(needs.trafficField()->currentData().toString(), QStringLiteral("chat-assistant"));
        const CustomerNeeds n = needs.needs();
        QCOMPARE(n.users, std::uint64_t(2000));
        QCOMPARE(n.contextTokens, std::uint64_t(32768));
        QCOMPARE(n.ttftP95Ms, 1000.0);
        QCOMPARE(n.tpotMs, 50.0);
        QVERIFY(!n.budget);

        press(Qt::Key_Return); // Recommend, the default button
        QTRY_VERIFY_WITH_TIMEOUT(needs.recommendation() && !needs.searching(), 120000);
        const NeedsRecommendation& rec = *needs.recommendation();
        QVERIFY2(!rec.picks.empty(), qPrintable(needs.summary()->text()));
        cheapest_ = rec.search.candidates[*rec.search.cheapest].priceTotal;
        // A few rows, not hundreds: the offers, each with its why.
        QCOMPARE(needs.offers()->rowCount(), int(rec.picks.size()));
        QVERIFY(rec.picks.size() <= 4);
        QVERIFY(focused(needs.offers()));
        QCOMPARE(needs.offers()->currentRow(), 0);
        QVERIFY(!needs.why()->text().isEmpty());
        // The second offer (without offloading when there are both), by the arrow key.
        press(Qt::Key_Down);
        QCOMPARE(needs.offers()->currentRow(), 1);
        QVERIFY(needs.why()->text().contains(QStringLiteral("TTFT p95")));
        press(Qt::Key_Return); // Adopt, the default button now
        QCOMPARE(needs.result(), int(QDialog::Accepted));
        QVERIFY(needs.adopted());
        QCOMPARE(needs.adopted()->candidate, rec.picks[1].candidate);
    }
};

QTEST_MAIN(TestNeedsFlow)

} // namespace tst_needs_flow

#include "tst_needs_flow.moc"
