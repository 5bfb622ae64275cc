// SPDX-License-Identifier: GPL-3.0-or-later
// File → Export PDF quote in the desktop app: the "Configurations considered" search runs on a
// worker thread behind a progress dialog with Cancel. A slow search leaves the window answering
// (a timer keeps firing, the dialog's progress moves) and Cancel stops it with no file written;
// a finished search writes the PDF the synchronous renderer writes for the same document; the
// window closed mid-search waits for the worker.
#include <QFile>
#include <QFileInfo>
#include <QProgressDialog>
#include <QPushButton>
#include <QSettings>
#include <QStandardPaths>
#include <QStatusBar>
#include <QTemporaryDir>
#include <QTest>
#include <QThread>
#include <QTimer>

#include "controller/controller.h"
#include "kvplan/catalog.h"
#include "kvplan/ui/price_list_file.h"
#include "kvplan/ui/quote_pdf.h"
#include "main_window.h"
#include "main_window_fixture.h"
#include "platform_noise.h"
#include "quote/quote_export.h"
#include "recording_interaction.h"
#include "settings/preferences.h"

#include <atomic>
#include <memory>

namespace tst_quote_export {

using namespace kvp;
using namespace kvp::ui;

class TestQuoteExport : public QObject {
    Q_OBJECT

    QTemporaryDir dir_;
    test::RecordingInteraction::State state_;
    std::unique_ptr<Preferences> preferences_;
    std::unique_ptr<MainWindow> window_;

    QuoteDocument document() const
    {
        const Scenario s = window_->controller()->scenario();
        return makeQuoteDocument(s, loadPriceListFile(QString()), QString(), builtInCatalog(),
                                 std::nullopt, PaperSize::A4);
    }

private slots:
    void initTestCase()
    {
        kvp::test::ignoreOffscreenPlatformNoise();
        QStandardPaths::setTestModeEnabled(true);
        QVERIFY(dir_.isValid());
    }

    void init()
    {
        state_ = {};
        preferences_ = std::make_unique<Preferences>(std::make_unique<QSettings>(
            dir_.filePath(QStringLiteral("preferences.ini")), QSettings::IniFormat));
        window_ = std::make_unique<MainWindow>(
            preferences_.get(), std::make_unique<test::RecordingInteraction>(&state_));
        window_->show();
        QVERIFY(QTest::qWaitForWindowExposed(window_.get()));
    }

    void cleanup()
    {
        window_.reset();
        preferences_.reset();
    }

    // The event loop runs while the search does (a 5 ms timer ticks), the progress dialog
    // appears and moves; Cancel stops the search within a step and writes nothing.
    void slowSearchKeepsTheWindowAnsweringAndCancels()
    {
        std::atomic<int> steps{0};
        window_->setQuoteSearch([&steps](const QuoteDocument&, const RecommendOptions& o) {
            return test::slowSearch(steps, o);
        });
        const QString pdf = dir_.filePath(QStringLiteral("cancelled.pdf"));
        int ticks = 0;
        QTimer timer;
        connect(&timer, &QTimer::timeout, [&ticks] { ++ticks; });
        timer.start(5);
        window_->startQuoteExport(document(), pdf);
        QuoteExport* job = window_->quoteExport();
        QVERIFY(job);
        QVERIFY(job->searching());
        QTRY_VERIFY(job->progressDialog()->value() >= 3);
        QVERIFY(ticks >= 3);
        QTRY_VERIFY(job->progressDialog()->isVisible()); // after its 300 ms
        // A second export while one runs starts nothing.
        window_->startQuoteExport(document(), dir_.filePath(QStringLiteral("second.pdf")));
        QCOMPARE(window_->quoteExport(), job);
        QPushButton* cancel = job->progressDialog()->findChild<QPushButton*>();
        QVERIFY(cancel);
        QCOMPARE(cancel->text(), QStringLiteral("Cancel"));
        cancel->click();
        QTRY_VERIFY(!window_->quoteExport());
        QVERIFY(steps < 100);
        QVERIFY(!QFileInfo::exists(pdf));
        QVERIFY(state_.errors.isEmpty());
        QVERIFY(window_->statusBar()->currentMessage().contains(QStringLiteral("cancelled")));
    }

    // The finished search's result goes into the quote: the file written is the one the
    // synchronous renderer makes of the same document with the same configurations considered.
    void finishedSearchWritesTheQuote()
    {
        RecommendResult found;
        found.searched = 7;
        window_->setQuoteSearch(
            [found](const QuoteDocument&, const RecommendOptions&) { return found; });
        const QString pdf = dir_.filePath(QStringLiteral("written.pdf"));
        QuoteDocument expected = document();
        expected.considered = found;
        const int pages = renderQuotePdf(expected).pages;
        window_->startQuoteExport(document(), pdf);
        QTRY_VERIFY_WITH_TIMEOUT(!window_->quoteExport(), 60000);
        QVERIFY2(state_.errors.isEmpty(), qPrintable(state_.errors.join(QLatin1Char('\n'))));
        QVERIFY(QFileInfo(pdf).size() > 10000);
        QVERIFY2(window_->statusBar()->currentMessage().contains(
                     QStringLiteral("(%1 pages)").arg(pages)),
                 qPrintable(window_->statusBar()->currentMessage()));
    }

    // A file that cannot be written: one error naming it, no status claiming success.
    void unwritableFileIsOneError()
    {
        window_->setQuoteSearch(
            [](const QuoteDocument&, const RecommendOptions&) { return RecommendResult{}; });
        // A file where the path needs a folder.
        QFile blocker(dir_.filePath(QStringLiteral("blocker")));
        QVERIFY(blocker.open(QIODevice::WriteOnly));
        blocker.close();
        window_->startQuoteExport(document(), dir_.filePath(QStringLiteral("blocker/quote.pdf")));
        QTRY_VERIFY_WITH_TIMEOUT(!window_->quoteExport(), 60000);
        QCOMPARE(state_.errors.size(), 1);
        QVERIFY(state_.errors.first().startsWith(QStringLiteral("Cannot export the quote")));
    }

    // Closing the window while the search runs cancels it and waits; nothing dangles.
    void windowClosedWhileSearching()
    {
        window_->setQuoteSearch([](const QuoteDocument&, const RecommendOptions& o) {
            RecommendResult r;
            while (!(o.cancel && o.cancel->load()))
                QThread::msleep(5);
            r.cancelled = true;
            return r;
        });
        window_->startQuoteExport(document(), dir_.filePath(QStringLiteral("never.pdf")));
        QVERIFY(window_->quoteExport()->searching());
        window_.reset();
        QVERIFY(!QFileInfo::exists(dir_.filePath(QStringLiteral("never.pdf"))));
    }
};

QTEST_MAIN(TestQuoteExport)

} // namespace tst_quote_export

#include "tst_quote_export.moc"
