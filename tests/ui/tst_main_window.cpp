// SPDX-License-Identifier: GPL-3.0-or-later
// The desktop editor driven through its real widgets (offscreen): edits in the forms move the key
// figures and the charts' data as core computes them, undo restores them, files save and reopen
// to the same scenario, a bad file is refused without touching the open document.
// Expected figures are the article's or hand arithmetic written in the row names.
#include <QAbstractSpinBox>
#include <QAction>
#include <QCheckBox>
#include <QComboBox>
#include <QDir>
#include <QDoubleSpinBox>
#include <QFile>
#include <QGridLayout>
#include <QLabel>
#include <QLineEdit>
#include <QMenu>
#include <QMenuBar>
#include <QMimeData>
#include <QPushButton>
#include <QSet>
#include <QSettings>
#include <QSignalSpy>
#include <QSlider>
#include <QSpinBox>
#include <QStandardPaths>
#include <QTabBar>
#include <QTabWidget>
#include <QTableView>
#include <QTemporaryDir>
#include <QTest>
#include <QUndoStack>
#include <QUrl>
#include <cmath>
#include <functional>
#include <map>
#include <qcustomplot.h>

#include "catalog/picker_entries.h"
#include "charts/chart_list.h"
#include "charts/cpu_tier_chart.h"
#include "charts/dimm_layout_chart.h"
#include "charts/gpu_cache_chart.h"
#include "charts/nvme_chart.h"
#include "controller/autosave.h"
#include "controller/controller.h"
#include "controller/document.h"
#include "forms/catalog_picker.h"
#include "forms/forms_panel.h"
#include "golden.h"
#include "kvplan/catalog.h"
#include "kvplan/figures.h"
#include "kvplan/model_catalog.h"
#include "kvplan/scenario_io.h"
#include "kvplan/ui/language.h"
#include "kvplan/ui/scenario_file.h"
#include "kvplan/validation.h"
#include "main_window.h"
#include "platform_noise.h"
#include "recording_interaction.h"
#include "settings/preferences.h"
#include "views/advice_panel.h"
#include "views/engine_config_view.h"
#include "views/explain_panel.h"
#include "views/figure_tile.h"
#include "views/key_figures_panel.h"
#include "window_actions.h"
#include "write_failure.h"

using namespace kvp;
using namespace kvp::ui;

namespace {

enum class Edit { Users600, Context16K, DtypeBf16, GpuH200, EightGpus };

double barValue(const QCPBars* bars, int index = 0)
{
    return bars->data()->size() > index ? (bars->data()->constBegin() + index)->value : -1.0;
}

} // namespace

class TestMainWindow : public QObject {
    Q_OBJECT
private:
    QTemporaryDir dir_;
    test::RecordingInteraction::State state_;
    std::unique_ptr<Preferences> preferences_;
    std::unique_ptr<MainWindow> window_;

    template <class T> T* field(const QString& key) const
    {
        T* widget = window_->findChild<T*>(key);
        if (!widget)
            qFatal("no widget %s", qPrintable(key));
        return widget;
    }
    QString tile(const char* key) const
    {
        return window_->keyFigures()->tile(QString::fromLatin1(key))->value();
    }
    Controller* controller() const { return window_->controller(); }
    // Types into a spin box as a user does: select all, type, Enter.
    void type(QAbstractSpinBox* box, const QString& text)
    {
        box->setFocus();
        box->selectAll();
        QTest::keyClicks(box, text);
        QTest::keyClick(box, Qt::Key_Enter);
    }
    // The action a shortcut triggers (menus are not open under the offscreen platform).
    QAction* action(QKeySequence::StandardKey key) const
    {
        return test::shortcutAction(window_.get(), key);
    }
    // The dock in front of those that share the place under the charts.
    QString frontDock() const
    {
        for (QTabBar* bar : window_->findChildren<QTabBar*>(Qt::FindDirectChildrenOnly))
            if (bar->count() > 1)
                return bar->tabText(bar->currentIndex());
        return {};
    }
    void apply(Edit edit)
    {
        switch (edit) {
        case Edit::Users600:
            type(field<QSpinBox>(QStringLiteral("workload.users")), QStringLiteral("600"));
            break;
        case Edit::Context16K:
            type(field<QSpinBox>(QStringLiteral("workload.context_tokens")),
                 QStringLiteral("16384"));
            break;
        case Edit::DtypeBf16: {
            auto* combo = field<QComboBox>(QStringLiteral("kv_cache_dtype"));
            combo->setFocus();
            combo->setCurrentIndex(combo->findData(int(KvCacheDtype::Bf16)));
            break;
        }
        case Edit::GpuH200:
            // Its CUDA-visible memory rests on an unattributed log: the name carries ⚠.
            pick(window_->forms()->gpuPicker(),
                 entryName(window_->forms()->gpuPicker(), QStringLiteral("h200-nvl")));
            break;
        case Edit::EightGpus:
            type(field<QSpinBox>(QStringLiteral("gpu.count")), QStringLiteral("8"));
            break;
        }
    }
    // Enters a catalog entry's name into a picker's search and presses Enter (inserted rather
    // than typed key by key: QTest types ASCII only, and names may carry "⚠").
    void pick(CatalogPicker* picker, const QString& name)
    {
        QLineEdit* search = picker->comboBox()->lineEdit();
        search->setFocus();
        search->selectAll();
        search->insert(name);
        QTest::keyClick(search, Qt::Key_Enter);
    }
    QString entryName(CatalogPicker* picker, const QString& id) const
    {
        for (const PickerEntry& entry : picker->entries())
            if (entry.id == id)
                return entry.name;
        qFatal("no entry %s", qPrintable(id));
        return {};
    }
    void verifyWorkedExample()
    {
        // The article: 204 conversations, 125 GiB per instance, 24 × 48 GB, 615.1 GB free,
        // 20.9 ms reload, 2.15 TB a day.
        QCOMPARE(tile("gpu.conversations_total"), QStringLiteral("204"));
        QCOMPARE(tile("cpu_tier.per_instance_gib"), QStringLiteral("125.00 GiB"));
        QCOMPARE(tile("memory.total_gb"), QStringLiteral("24 × 48 GB"));
        QCOMPARE(tile("memory.free_beside_buffer_gb"), QStringLiteral("615.1 GB"));
        QCOMPARE(tile("pcie.reload_ms_per_conversation"), QStringLiteral("20.9 ms"));
        QCOMPARE(tile("nvme.writes_tb_per_day"), QStringLiteral("2.15 TB"));
        QVERIFY(qAbs(barValue(window_->chart<GpuCacheChart>()->kvCache()) - 51.04) < 0.005);
        QCOMPARE(barValue(window_->chart<CpuTierChart>()->cpuTier()), 125.0);
        QCOMPARE(barValue(window_->chart<CpuTierChart>()->usersOnGpu()), 204.0);
        QCOMPARE(barValue(window_->chart<CpuTierChart>()->usersOnCpu()), 296.0);
        QCOMPARE(field<QSpinBox>(QStringLiteral("workload.users"))->value(), 500);
    }

private slots:
    void initTestCase()
    {
        QLocale::setDefault(QLocale(QLocale::English, QLocale::UnitedStates));
        kvp::test::ignoreOffscreenPlatformNoise();
        // Never the developer's own user catalog or preferences.
        QStandardPaths::setTestModeEnabled(true);
        QVERIFY(dir_.isValid());
    }

    void init()
    {
        static int run = 0;
        state_ = {};
        preferences_ = std::make_unique<Preferences>(std::make_unique<QSettings>(
            dir_.filePath(QStringLiteral("preferences-%1.ini").arg(++run)), QSettings::IniFormat));
        window_ = std::make_unique<MainWindow>(
            preferences_.get(), std::make_unique<test::RecordingInteraction>(&state_));
        window_->autosave()->setDirectory(dir_.filePath(QStringLiteral("autosave-%1").arg(run)));
        window_->resize(1366, 768);
        window_->show();
        QVERIFY(QTest::qWaitForWindowExposed(window_.get()));
    }

    void cleanup()
    {
        window_.reset();
        preferences_.reset();
    }

    void opensOnTheWorkedExample()
    {
        verifyWorkedExample();
        QCOMPARE(controller()->scenario(), workedExample());
        QVERIFY(!window_->isWindowModified());
        QVERIFY(window_->windowTitle().startsWith(QStringLiteral("Untitled")));
        // GPU card: 32 GiB weights, 3 GiB overhead, 95.6 × 0.1 = 9.56 GiB headroom.
        QCOMPARE(barValue(window_->chart<GpuCacheChart>()->weights()), 32.0);
        QCOMPARE(barValue(window_->chart<GpuCacheChart>()->overhead()), 3.0);
        QVERIFY(qAbs(barValue(window_->chart<GpuCacheChart>()->headroom()) - 9.56) < 0.005);
        // 2 sockets × 12 channels × 2 slots, one 48 GB DIMM per channel fitted.
        QCOMPARE(window_->chart<DimmLayoutChart>()->slotCount(), 48);
        QCOMPARE(window_->chart<DimmLayoutChart>()->fittedSlotCount(), 24);
        // Socket 0 holds the buffers of cards 0–1: 2 × 134.217728 GB.
        QVERIFY(qAbs(barValue(window_->chart<DimmLayoutChart>()->buffers()) - 268.435456) < 1e-6);
        // 2,000 × 1 GiB = 2.147 TB a day against 2 × 7.68 × 1 DWPD = 15.36 TB.
        QVERIFY(qAbs(barValue(window_->chart<NvmeChart>()->writesPerDay()) - 2.147483648) < 1e-9);
        QVERIFY(qAbs(barValue(window_->chart<NvmeChart>()->budgetPerDay()) - 15.36) < 1e-9);
        // Five years of it: 2.147483648 × 365 × 5 = 3,919.16 TB of 28,032 TB rated.
        QCPGraph* written = window_->chart<NvmeChart>()->written();
        QCOMPARE(written->data()->size(), 6);
        QVERIFY(qAbs((written->data()->constEnd() - 1)->value - 3919.157) < 0.001);
        QVERIFY(qAbs(window_->chart<NvmeChart>()->rated()->data()->constBegin()->value - 28032.0) <
                1e-6);
    }

    // The window shows every chart of the list, in its order, two to a row, each fed the plan;
    // and every tile of the figures table.
    void theWindowShowsEveryListedChartAndTile()
    {
        const std::vector<ChartView*>& charts = window_->charts();
        QCOMPARE(charts.size(), chartList().size());
        auto* grid = window_->findChild<QWidget*>(QStringLiteral("charts"));
        QVERIFY(grid);
        auto* layout = qobject_cast<QGridLayout*>(grid->layout());
        QVERIFY(layout);
        for (int i = 0; i < int(charts.size()); ++i) {
            QCOMPARE(layout->itemAtPosition(i / 2, i % 2)->widget(), charts[std::size_t(i)]);
            QVERIFY(!charts[std::size_t(i)]->title().isEmpty());
        }
        QVERIFY(window_->chart<NvmeChart>());
        QCOMPARE(window_->chart<NvmeChart>(), charts[3]);
        QSet<QString> names; // each chart found by its object name, as a chart without a header is
        for (ChartView* chart : charts) {
            QVERIFY2(!chart->objectName().isEmpty() && !names.contains(chart->objectName()),
                     chart->metaObject()->className());
            names.insert(chart->objectName());
            QCOMPARE(window_->chart(chart->objectName()), chart);
        }
        std::size_t tiles = 0;
        for (const Figure& f : allFigures())
            if (f.tile) {
                QVERIFY2(window_->keyFigures()->tile(QString::fromLatin1(f.key)), f.key);
                ++tiles;
            }
        QCOMPARE(window_->keyFigures()->tiles().size(), tiles);
    }

    // §5 per socket, a chart without a header (found by its object name): each of the worked
    // example's sockets has 12 channels × 6,400 MT/s × 8 B = 614.4 GB/s of memory bandwidth and
    // two cards × 64 GB/s (PCIe 5.0 x16) = 128 GB/s of links one way: 20.8 %, 41.7 % both ways.
    void socketBandwidthChartShowsLinksAgainstMemory()
    {
        ChartView* chart = window_->chart(QStringLiteral("socketBandwidthChart"));
        QVERIFY(chart);
        const auto bars = [chart](const char* name) {
            return chart->findChild<QCPBars*>(QString::fromLatin1(name));
        };
        QVERIFY(bars("memoryBandwidth") && bars("linksOneWay") && bars("linksOtherWay"));
        for (int socket : {0, 1}) {
            QCOMPARE(barValue(bars("memoryBandwidth"), socket), 614.4);
            QCOMPARE(barValue(bars("linksOneWay"), socket), 128.0);
            QCOMPARE(barValue(bars("linksOtherWay"), socket), 128.0);
        }
        QCOMPARE(bars("memoryBandwidth")->data()->size(), 2);
        QVERIFY2(chart->caption().contains(QStringLiteral("20.8 %")) &&
                     chart->caption().contains(QStringLiteral("41.7 %")),
                 qPrintable(chart->caption()));
    }

    void editsMoveFiguresAndChartsAndUndoRestoresThem_data()
    {
        QTest::addColumn<int>("edit");
        QTest::addColumn<QStringList>("tiles"); // the six key figures, in panel order
        QTest::addColumn<double>("kvPerCardGiB");
        QTest::addColumn<double>("cpuTierGiB");
        QTest::addColumn<QList<double>>("users"); // on GPUs, warm in CPU memory, not warm
        QTest::addColumn<double>("socket0BuffersGB");
        QTest::addColumn<double>("writesTBPerDay");

        QTest::newRow("users 600: ceil(600/4) = 150 GiB; 600 × 1.074 = 644.2 GB pinned + 384 "
                      "→ 24 × 48; 1,152 − 644.2 = 507.8 GB free; 600 − 204 = 396 on CPU")
            << int(Edit::Users600)
            << QStringList{"204", "150.00 GiB", "24 × 48 GB", "507.8 GB", "20.9 ms", "2.15 TB"}
            << 51.04 << 150.0 << QList<double>{204, 396, 0} << 2 * 161.061273600 << 2.147483648;
        QTest::newRow("context 16,384: 2 GiB a conversation; floor(51.04 / 2) = 25 × 4 = 100; "
                      "250 GiB tiers, 1,073.7 + 384 → 24 × 64; 1,536 − 1,073.7 = 462.3 GB; 2 GiB "
                      "at 51.39 GB/s = 41.8 ms; 2,000 × 2 GiB = 4.29 TB")
            << int(Edit::Context16K)
            << QStringList{"100", "250.00 GiB", "24 × 64 GB", "462.3 GB", "41.8 ms", "4.29 TB"}
            << 51.04 << 250.0 << QList<double>{100, 400, 0} << 2 * 268.435456 << 4.294967296;
        QTest::newRow("BF16 cache: 256 KiB a token, 2 GiB a conversation, 100 on GPUs; 4 MiB "
                      "blocks at 51.39 + (54.65 − 51.39) / 3 = 52.48 GB/s: 40.9 ms")
            << int(Edit::DtypeBf16)
            << QStringList{"100", "250.00 GiB", "24 × 64 GB", "462.3 GB", "40.9 ms", "4.29 TB"}
            << 51.04 << 250.0 << QList<double>{100, 400, 0} << 2 * 268.435456 << 4.294967296;
        QTest::newRow("H200 NVL from the GPU catalog: 0.9 × 139.8 − 3 − 32 = 90.82 GiB, 90 a card, "
                      "360 on GPUs; 2 × 564 = 1,128 GB required → 24 × 48")
            << int(Edit::GpuH200)
            << QStringList{"360", "125.00 GiB", "24 × 48 GB", "615.1 GB", "20.9 ms", "2.15 TB"}
            << 90.82 << 125.0 << QList<double>{360, 140, 0} << 2 * 134.217728 << 2.147483648;
        QTest::newRow("8 GPUs: 8 × 51 = 408; ceil(500/8) = 63 GiB; 2 × 768 = 1,536 GB → 24 × 64; "
                      "1,536 − 8 × 67.65 = 994.8 GB; socket 0 holds 4 buffers")
            << int(Edit::EightGpus)
            << QStringList{"408", "63.00 GiB", "24 × 64 GB", "994.8 GB", "20.9 ms", "2.15 TB"}
            << 51.04 << 63.0 << QList<double>{408, 92, 0} << 4 * 67.645734912 << 2.147483648;
    }
    void editsMoveFiguresAndChartsAndUndoRestoresThem()
    {
        QFETCH(int, edit);
        QFETCH(QStringList, tiles);
        QFETCH(double, kvPerCardGiB);
        QFETCH(double, cpuTierGiB);
        QFETCH(QList<double>, users);
        QFETCH(double, socket0BuffersGB);
        QFETCH(double, writesTBPerDay);

        apply(Edit(edit));
        QVERIFY2(!controller()->result().hasErrors(), "the edit made the scenario invalid");
        QStringList shown;
        for (const FigureTile* t : window_->keyFigures()->tiles())
            shown << t->value();
        // The sizing tiles, then the load tiles (peak TTFT p95, TPOT; tst_load checks them) and
        // §10's node power and racks (tst_chassis checks them).
        QCOMPARE(shown.mid(0, tiles.size()), tiles);
        QCOMPARE(shown.size(), tiles.size() + 4);
        QVERIFY(qAbs(barValue(window_->chart<GpuCacheChart>()->kvCache()) - kvPerCardGiB) < 0.005);
        QCOMPARE(barValue(window_->chart<CpuTierChart>()->cpuTier()), cpuTierGiB);
        QCOMPARE(barValue(window_->chart<CpuTierChart>()->usersOnGpu()), users[0]);
        QCOMPARE(barValue(window_->chart<CpuTierChart>()->usersOnCpu()), users[1]);
        QCOMPARE(barValue(window_->chart<CpuTierChart>()->usersNotWarm()), users[2]);
        QVERIFY(qAbs(barValue(window_->chart<DimmLayoutChart>()->buffers()) - socket0BuffersGB) <
                1e-6);
        QVERIFY(qAbs(barValue(window_->chart<NvmeChart>()->writesPerDay()) - writesTBPerDay) <
                1e-9);
        QVERIFY(window_->isWindowModified());

        // However many keystrokes, the edit is one undo step.
        QCOMPARE(controller()->undoStack()->count(), 1);
        action(QKeySequence::Undo)->trigger();
        verifyWorkedExample();
        QCOMPARE(controller()->scenario(), workedExample());
        QVERIFY(!window_->isWindowModified());
        action(QKeySequence::Redo)->trigger();
        QCOMPARE(window_->keyFigures()->tiles().front()->value(), tiles.front());
    }

    void oneResultChangedPerEdit()
    {
        QSignalSpy spy(controller(), &Controller::resultChanged);
        field<QSpinBox>(QStringLiteral("workload.users"))->setValue(600);
        QCOMPARE(spy.count(), 1);
        field<QSpinBox>(QStringLiteral("workload.users"))->setValue(600); // no change
        QCOMPARE(spy.count(), 1);
        auto* dtype = field<QComboBox>(QStringLiteral("kv_cache_dtype"));
        dtype->setCurrentIndex(dtype->findData(int(KvCacheDtype::Fp16)));
        QCOMPARE(spy.count(), 2);
        QTest::mouseClick(field<QCheckBox>(QStringLiteral("nvme.enabled")), Qt::LeftButton);
        QCOMPARE(spy.count(), 3);
        QVERIFY(!controller()->scenario().nvme.enabled);
        QCOMPARE(window_->chart<NvmeChart>()->writesPerDay()->data()->size(), 0);
        QCOMPARE(tile("nvme.writes_tb_per_day"), QStringLiteral("off"));
        action(QKeySequence::Undo)->trigger();
        QCOMPARE(spy.count(), 4);
        QVERIFY(controller()->scenario().nvme.enabled);
    }

    void aSliderDragIsOneUndoStep()
    {
        auto* slider = field<QSlider>(QStringLiteral("serving.gpu_memory_utilization.slider"));
        QCOMPARE(slider->value(), 90);
        slider->setSliderDown(true);
        for (int position : {88, 85, 80})
            slider->setValue(position);
        slider->setSliderDown(false);
        // 0.8 × 95.6 − 3 − 32 = 41.48 GiB per card: floor(41.48) = 41 × 4 = 164 on GPUs.
        QCOMPARE(controller()->scenario().serving.gpuMemoryUtilization, 0.8);
        QCOMPARE(tile("gpu.conversations_total"), QStringLiteral("164"));
        QCOMPARE(field<QDoubleSpinBox>(QStringLiteral("serving.gpu_memory_utilization"))->value(),
                 0.8);
        QCOMPARE(controller()->undoStack()->count(), 1);
        controller()->undoStack()->undo();
        QCOMPARE(slider->value(), 90);
        QCOMPARE(tile("gpu.conversations_total"), QStringLiteral("204"));
    }

    void saveAndReopenGivesTheSameScenario()
    {
        apply(Edit::Users600);
        apply(Edit::DtypeBf16);
        const Scenario edited = controller()->scenario();
        const QString path = dir_.filePath(QStringLiteral("saved.kvplan.json"));
        state_.fileToSave = path;
        action(QKeySequence::Save)->trigger(); // no file yet: Save As
        QVERIFY(state_.errors.isEmpty());
        QVERIFY(!window_->isWindowModified());
        QVERIFY(window_->windowTitle().startsWith(QStringLiteral("saved.kvplan.json")));
        QCOMPARE(preferences_->recentFiles().value(0), path);
        QFile file(path);
        QVERIFY(file.open(QIODevice::ReadOnly));
        QCOMPARE(file.readAll().toStdString(), serializeScenario(edited));

        action(QKeySequence::New)->trigger();
        QCOMPARE(controller()->scenario(), workedExample());
        verifyWorkedExample();

        state_.fileToOpen = path;
        action(QKeySequence::Open)->trigger();
        QCOMPARE(controller()->scenario(), edited);
        QCOMPARE(field<QSpinBox>(QStringLiteral("workload.users"))->value(), 600);
        // 600 users × 2 GiB / 4 instances = 300 GiB per instance.
        QCOMPARE(tile("cpu_tier.per_instance_gib"), QStringLiteral("300.00 GiB"));
        QVERIFY(!window_->isWindowModified());
        QCOMPARE(controller()->undoStack()->count(), 0);
    }

    void aBadFileIsRefusedAndTheDocumentStays_data()
    {
        QTest::addColumn<QByteArray>("content");
        QTest::addColumn<QString>("named");
        QTest::newRow("a misspelt key")
            << QByteArray(R"({"schema_version": 1, "modle": {}})") << QStringLiteral("modle");
        QTest::newRow("users out of range")
            << QByteArray::fromStdString(serializeScenario(workedExample()))
                   .replace("\"users\": 500", "\"users\": 0")
            << QStringLiteral("workload.users");
        QTest::newRow("not JSON") << QByteArray("users = 500\n")
                                  << QStringLiteral("bad.kvplan.json");
        QTest::newRow("a missing file") << QByteArray() << QStringLiteral("missing.kvplan.json");
    }
    void aBadFileIsRefusedAndTheDocumentStays()
    {
        QFETCH(QByteArray, content);
        QFETCH(QString, named);
        apply(Edit::Users600);
        const Scenario before = controller()->scenario();
        const QString title = window_->windowTitle();
        QString path = dir_.filePath(QStringLiteral("bad.kvplan.json"));
        if (content.isEmpty()) {
            path = dir_.filePath(QStringLiteral("missing.kvplan.json"));
        } else {
            QFile file(path);
            QVERIFY(file.open(QIODevice::WriteOnly | QIODevice::Truncate));
            file.write(content);
        }
        QSignalSpy spy(controller(), &Controller::resultChanged);
        QVERIFY(!window_->document()->openFile(path));
        QCOMPARE(state_.errors.size(), 1);
        QVERIFY2(state_.errors.front().contains(named), qPrintable(state_.errors.front()));
        QVERIFY(!state_.errors.front().contains(QLatin1Char('\n')));
        // Untouched: the scenario, its figures, its history, its title; nobody was asked to save.
        QCOMPARE(spy.count(), 0);
        QCOMPARE(controller()->scenario(), before);
        QCOMPARE(tile("cpu_tier.per_instance_gib"), QStringLiteral("150.00 GiB"));
        QCOMPARE(controller()->undoStack()->count(), 1);
        QVERIFY(window_->isWindowModified());
        QCOMPARE(window_->windowTitle(), title);
        QCOMPARE(state_.unsavedQuestions, 0);
    }

    // The Save action when the disk refuses the write (RLIMIT_FSIZE: as root too): the error
    // shown, the title still marked modified, the old file byte for byte.
    void aFailedSaveIsShownAndLosesNothing()
    {
        const QString path = dir_.filePath(QStringLiteral("kept.kvplan.json"));
        QFile::remove(path);
        QVERIFY(window_->document()->saveTo(path));
        const QByteArray old = test::readFile(path);
        apply(Edit::Users600);
        QVERIFY(window_->isWindowModified());
        {
            test::FileSizeLimit limit(256);
            QVERIFY(limit.active());
            action(QKeySequence::Save)->trigger();
        }
        QCOMPARE(state_.errors.size(), 1);
        QVERIFY2(
            state_.errors.front().startsWith(QStringLiteral("Cannot save the scenario: ") + path),
            qPrintable(state_.errors.front()));
        QVERIFY(window_->isWindowModified());
        QCOMPARE(test::readFile(path), old);
        QCOMPARE(controller()->scenario().workload.users, 600ULL);
        // The work is in the autosave meanwhile.
        QVERIFY(window_->autosave()->saveNow());
        QCOMPARE(test::readFile(window_->autosave()->currentFile()),
                 QByteArray::fromStdString(serializeScenario(controller()->scenario())));
    }

    void unsavedChangesAreNotLostSilently()
    {
        apply(Edit::Users600);
        state_.unsavedAnswer = UserInteraction::UnsavedChanges::Cancel;
        action(QKeySequence::New)->trigger();
        QCOMPARE(state_.unsavedQuestions, 1);
        QCOMPARE(controller()->scenario().workload.users, 600ULL);
        state_.unsavedAnswer = UserInteraction::UnsavedChanges::Discard;
        action(QKeySequence::New)->trigger();
        QCOMPARE(state_.unsavedQuestions, 2);
        verifyWorkedExample();
        // Nothing to lose: no question.
        action(QKeySequence::New)->trigger();
        QCOMPARE(state_.unsavedQuestions, 2);
    }

    void closingAsksAndCanBeCancelled()
    {
        apply(Edit::Users600);
        state_.unsavedAnswer = UserInteraction::UnsavedChanges::Cancel;
        QVERIFY(!window_->close());
        QVERIFY(window_->isVisible());
        state_.unsavedAnswer = UserInteraction::UnsavedChanges::Discard;
        QVERIFY(window_->close());
    }

    void aDroppedScenarioOpens()
    {
        Scenario s = workedExample();
        s.workload.users = 150;
        const QString path = dir_.filePath(QStringLiteral("dropped.kvplan.json"));
        saveScenarioFile(path, s);
        QMimeData mime;
        mime.setUrls({QUrl::fromLocalFile(path)});
        QDragEnterEvent enter(QPoint(10, 10), Qt::CopyAction, &mime, Qt::LeftButton,
                              Qt::NoModifier);
        QCoreApplication::sendEvent(window_.get(), &enter);
        QVERIFY(enter.isAccepted());
        QDropEvent drop(QPointF(10, 10), Qt::CopyAction, &mime, Qt::LeftButton, Qt::NoModifier);
        QCoreApplication::sendEvent(window_.get(), &drop);
        QCOMPARE(controller()->scenario(), s);
        // 150 users fit in the 204 GPU conversations: the advice says offloading adds little.
        QVERIFY(window_->advicePanel()
                    ->messages()
                    .join(QLatin1Char('\n'))
                    .contains(QStringLiteral("150")));
        QCOMPARE(window_->document()->filePath(), path);
    }

    void aRefusedValueIsMarkedAndExplained()
    {
        auto* tp = field<QSpinBox>(QStringLiteral("serving.tensor_parallel"));
        type(tp, QStringLiteral("3")); // 4 GPUs do not split into instances of 3
        QVERIFY(tp->property("invalid").toBool());
        const QString first = window_->advicePanel()->messages().value(0);
        QVERIFY2(first.startsWith(QStringLiteral("GPUs and serving › Tensor parallelism: must ")),
                 qPrintable(first));
        QCOMPARE(tile("gpu.conversations_total"), QStringLiteral("—"));
        QCOMPARE(window_->chart<GpuCacheChart>()->kvCache()->data()->size(), 0);
        QCOMPARE(window_->chart<CpuTierChart>()->cpuTier()->data()->size(), 0);
        QCOMPARE(window_->chart<DimmLayoutChart>()->fittedSlotCount(), 0);
        type(tp, QStringLiteral("2"));
        QVERIFY(!tp->property("invalid").toBool());
        // TP 2: 0.9 × 95.6 − 3 − 16 = 67.04 GiB per card, 134 per instance × 2 = 268.
        QCOMPARE(tile("gpu.conversations_total"), QStringLiteral("268"));
    }

    // Work in progress whose values do not go together yet (TP 3 on 4 GPUs) is saved, and opens
    // again as saved, with one word about what to correct: nothing typed is lost.
    void workInProgressThatDoesNotGoTogetherReopens()
    {
        auto* tp = field<QSpinBox>(QStringLiteral("serving.tensor_parallel"));
        type(tp, QStringLiteral("3"));
        const Scenario edited = controller()->scenario();
        QCOMPARE(edited.serving.tensorParallel, std::uint64_t(3));
        const QString path = dir_.filePath(QStringLiteral("in-progress.kvplan.json"));
        state_.fileToSave = path;
        action(QKeySequence::Save)->trigger();
        QVERIFY2(state_.errors.isEmpty(), qPrintable(state_.errors.join(QLatin1Char('\n'))));
        action(QKeySequence::New)->trigger();
        QCOMPARE(controller()->scenario(), workedExample());

        state_.fileToOpen = path;
        action(QKeySequence::Open)->trigger();
        QVERIFY2(state_.errors.isEmpty(), qPrintable(state_.errors.join(QLatin1Char('\n'))));
        QCOMPARE(controller()->scenario(), edited);
        QCOMPARE(window_->document()->filePath(), path);
        QVERIFY(!window_->isWindowModified());
        QVERIFY(tp->property("invalid").toBool());
        QCOMPARE(state_.informations.size(), 1);
        QVERIFY2(state_.informations.front().contains(QStringLiteral(
                     "serving.tensor_parallel: must divide the GPUs per node into whole "
                     "instances (gpu.count 4 is not a multiple of 3)")),
                 qPrintable(state_.informations.front()));
    }

    void clickingAFigureShowsItsFormulaLive()
    {
        FigureTile* tier = window_->keyFigures()->tile(QStringLiteral("cpu_tier.per_instance_gib"));
        QTest::mouseClick(tier, Qt::LeftButton);
        QVERIFY(tier->isSelected());
        QCOMPARE(window_->explainPanel()->formulaText(),
                 QStringLiteral("125 × 1 GiB = 125.00 GiB"));
        apply(Edit::Users600);
        QCOMPARE(window_->explainPanel()->formulaText(),
                 QStringLiteral("150 × 1 GiB = 150.00 GiB"));
    }

    void clickingAChartShowsItsFormula()
    {
        window_->replotNow();
        GpuCacheChart* chart = window_->chart<GpuCacheChart>();
        QCustomPlot* plot = chart->plot();
        // The middle of the KV-cache segment: 32 + 3 + 51.04 / 2 GiB along the card.
        const QPoint at(int(plot->xAxis->coordToPixel(35.0 + 51.04 / 2)),
                        int(plot->yAxis->coordToPixel(1.0)));
        QTest::mouseClick(plot, Qt::LeftButton, Qt::NoModifier, at);
        QCOMPARE(window_->explainPanel()->figure(), QStringLiteral("gpu.kv_cache_gib_per_card"));
        QCOMPARE(window_->explainPanel()->formulaText(),
                 QStringLiteral("0.9 × 95.6 GiB − 3 GiB − 32 GiB = 51.04 GiB"));
    }

    void anInputOfAFormulaLeadsToItsField()
    {
        window_->explainFigure(QStringLiteral("gpu.kv_cache_gib_per_card"));
        QTableView* inputs = window_->explainPanel()->inputsView();
        // Row 1: the reported memory, 95.6 GiB.
        const QModelIndex reported = inputs->model()->index(1, 0);
        QCOMPARE(inputs->model()->index(1, 1).data().toString(), QStringLiteral("95.6 GiB"));
        emit inputs->activated(reported);
        QCOMPARE(QApplication::focusWidget(),
                 field<QDoubleSpinBox>(QStringLiteral("gpu.memory_reported_gib")));
        // Row 0 of "conversations on GPUs" is a figure: activating it shows that figure.
        window_->explainFigure(QStringLiteral("gpu.conversations_total"));
        emit inputs->activated(inputs->model()->index(0, 0));
        QCOMPARE(window_->explainPanel()->figure(),
                 QStringLiteral("gpu.conversations_per_instance"));
    }

    void everyFieldShowsItsUnitDefaultAndKey()
    {
        const auto fields = window_->forms()->fields();
        QVERIFY(fields.size() >= 45);
        for (const BoundField& f : fields) {
            const QString tip = f.widget->toolTip();
            QVERIFY2(tip.contains(QStringLiteral("Default: ")), qPrintable(f.info.key));
            QVERIFY2(tip.contains(f.info.key), qPrintable(f.info.key));
            QVERIFY2(!f.info.help.isEmpty(), qPrintable(f.info.key));
            if (auto* box = qobject_cast<QSpinBox*>(f.widget))
                QVERIFY2(!box->suffix().isEmpty() || !box->prefix().isEmpty(),
                         qPrintable(f.info.key));
            // A share has no unit; every other real number shows one.
            if (auto* box = qobject_cast<QDoubleSpinBox*>(f.widget);
                box && f.info.key != QLatin1String("serving.gpu_memory_utilization"))
                QVERIFY2(!box->suffix().isEmpty(), qPrintable(f.info.key));
        }
    }

    void fieldRangesAreCoresLimits()
    {
        // Each numeric field's range is exactly what core's validation accepts: both ends pass,
        // one step beyond either end is refused (where the field's type can express it).
        for (const BoundField& f : window_->forms()->fields()) {
            if (!f.numeric)
                continue;
            Scenario base = workedExample();
            // Limits that depend on another field: give that field room.
            if (f.info.key == QLatin1String("serving.kv_cache_memory_gib"))
                base.gpu.memoryReportedGiB = 100'000.0;
            if (f.info.key == QLatin1String("serving.tensor_parallel"))
                base.gpu.count = 1024;
            if (f.info.key == QLatin1String("nvme.drives_per_node"))
                base.nvme.enabled = false;
            // Ports: every instance (socket) needs one below 65,536; one of them leaves room.
            if (f.info.key == QLatin1String("engine.port_base"))
                base.gpu.count = 1;
            if (f.info.key == QLatin1String("engine.lmcache_port_base"))
                base.host.sockets = 1;
            const auto refused = [&](double value) {
                Scenario s = base;
                f.setNumber(s, value);
                for (const FieldError& e : validate(s))
                    if (QString::fromStdString(e.key) == f.info.key)
                        return true;
                return false;
            };
            // The smallest step the field can take: a whole number, or its last decimal.
            const auto* real = qobject_cast<QDoubleSpinBox*>(f.widget);
            const double tick = real ? std::pow(10.0, -real->decimals()) : 1.0;
            QVERIFY2(!refused(f.minimum), qPrintable(f.info.key + " minimum"));
            QVERIFY2(!refused(f.maximum), qPrintable(f.info.key + " maximum"));
            QVERIFY2(refused(f.maximum + tick), qPrintable(f.info.key + " above maximum"));
            if (real || f.minimum > 0.0)
                QVERIFY2(refused(f.minimum - tick), qPrintable(f.info.key + " below minimum"));
        }
    }

    void tabOrderFollowsTheForm()
    {
        const auto fields = window_->forms()->fields();
        QList<QWidget*> expected;
        for (const BoundField& f : fields)
            expected << f.widget;
        QList<QWidget*> visited;
        QWidget* w = field<QLineEdit>(QStringLiteral("name"));
        for (int i = 0; i < 400 && visited.size() < expected.size(); ++i) {
            w = w->nextInFocusChain();
            if (expected.contains(w) && !visited.contains(w))
                visited << w;
        }
        QCOMPARE(visited, expected);
    }

    void sectionShortcutsFocusTheirFirstField()
    {
        for (QAction* a : window_->findChildren<QAction*>())
            if (a->shortcut() == QKeySequence(QStringLiteral("Ctrl+3")))
                a->trigger();
        QCOMPARE(QApplication::focusWidget(), field<QSpinBox>(QStringLiteral("workload.users")));
    }

    void theWorkedExampleShowsItsCatalogEntries()
    {
        // Matched by value: the worked example names no catalog id, but its GPU and drive are
        // catalog entries' figures; its FP8 Qwen3-32B of 32.0 GiB is the article's own.
        const FormsPanel* forms = window_->forms();
        QCOMPARE(forms->modelPicker()->currentEntry()->id, QStringLiteral("worked-example"));
        QCOMPARE(forms->gpuPicker()->currentEntry()->id, QStringLiteral("rtx-pro-6000-server"));
        QCOMPARE(forms->drivePicker()->currentEntry()->id, QStringLiteral("samsung-pm1743-7.68"));
    }

    void aCatalogGpuTypedOverBecomesCustom()
    {
        apply(Edit::GpuH200);
        QCOMPARE(controller()->scenario().gpu.catalogId, std::string("h200-nvl"));
        QCOMPARE(window_->forms()->gpuPicker()->currentEntry()->id, QStringLiteral("h200-nvl"));
        type(field<QDoubleSpinBox>(QStringLiteral("gpu.memory_reported_gib")),
             QStringLiteral("140"));
        QVERIFY(controller()->scenario().gpu.catalogId.empty());
        QVERIFY(window_->forms()->gpuPicker()->currentEntry() == nullptr);
        QCOMPARE(window_->forms()->gpuPicker()->comboBox()->currentText(),
                 QStringLiteral("Custom"));
    }

    void aModelFromTheCatalog()
    {
        const CatalogModel* qwen8b = findCatalogModel("Qwen/Qwen3-8B");
        QVERIFY(qwen8b);
        pick(window_->forms()->modelPicker(),
             entryName(window_->forms()->modelPicker(), QStringLiteral("Qwen/Qwen3-8B")));
        QCOMPARE(controller()->scenario().model, qwen8b->model);
        // Qwen3-8B: 36 layers × 8 KV heads × 128 × 2 × 1 B (FP8) = 73,728 B a token.
        QCOMPARE(field<QSpinBox>(QStringLiteral("model.num_layers"))->value(), 36);
        QCOMPARE(controller()->result().kv.bytesPerToken.count(), 73'728ULL);
        QCOMPARE(window_->findChild<QLabel*>(QStringLiteral("model.layers"))->text(),
                 QStringLiteral("36 full attention"));
        action(QKeySequence::Undo)->trigger();
        verifyWorkedExample();
    }

    void aPlatformFromTheCatalog()
    {
        const PlatformEntry* xeon = builtInCatalog().platform("xeon-6900p");
        QVERIFY(xeon);
        CatalogPicker* picker = window_->forms()->platformPicker();
        pick(picker, entryName(picker, QStringLiteral("xeon-6900p")));
        const HostSpec& host = controller()->scenario().host;
        QCOMPARE(host.platformId, std::string("xeon-6900p"));
        QCOMPARE(host.channelsPerSocket, xeon->channelsPerSocket);
        QCOMPARE(field<QSpinBox>(QStringLiteral("host.channels_per_socket"))->value(),
                 int(xeon->channelsPerSocket));
        // The DIMM chart draws every slot of the new platform: sockets × channels × slots.
        QCOMPARE(window_->chart<DimmLayoutChart>()->slotCount(),
                 int(host.sockets * xeon->channelsPerSocket * host.maxDimmsPerChannel));
    }

    void aChassisFromTheCatalogReplans()
    {
        // Auto: the planner's choice for 4 × RTX PRO 6000 is Lenovo's 3 U SR675 V3 4-DW shuttle
        // (4 × 2,400 W supplies); 42 U / 3 U = 14 nodes by space.
        CatalogPicker* picker = window_->forms()->chassisPicker();
        QCOMPARE(picker->currentEntry()->id, QStringLiteral("auto"));
        QVERIFY2(picker->comboBox()->currentText().contains(QStringLiteral("SR675 V3")),
                 qPrintable(picker->comboBox()->currentText()));
        QCOMPARE(controller()->result().rack.nodesBySpace, 14ULL);
        // Only chassis that take the GPU: PCIe servers, no HGX system.
        QStringList ids;
        for (const PickerEntry& entry : picker->entries())
            ids << entry.id;
        QVERIFY(ids.contains(QStringLiteral("dell-xe7745")));
        QVERIFY(!ids.contains(QStringLiteral("dell-xe9680")));
        QSignalSpy replanned(controller(), &Controller::resultChanged);
        pick(picker, entryName(picker, QStringLiteral("dell-xe7745")));
        QCOMPARE(replanned.count(), 1);
        QVERIFY(controller()->scenario().chassis.has_value());
        QCOMPARE(controller()->scenario().chassis->catalogId, std::string("dell-xe7745"));
        QCOMPARE(picker->currentEntry()->id, QStringLiteral("dell-xe7745"));
        // Dell PowerEdge XE7745: 4 U; its 3,200 W supplies from a 220 V feed up (230 V here);
        // 4,062 W DC / 3,200 W = 2 needed, N+N: 2+2; 42 U / 4 U = 10 nodes by space.
        const SizingResult& r = controller()->result();
        QVERIFY(r.chassis.pinned);
        QCOMPARE(r.chassis.model, std::string("Dell PowerEdge XE7745"));
        QCOMPARE(r.chassis.rackUnits, 4ULL);
        QCOMPARE(r.power.psuW, 3200.0);
        QCOMPARE(r.power.psuRedundancy, std::string("2+2"));
        QCOMPARE(r.rack.nodesBySpace, 10ULL);
        // Auto gives the choice back to the planner; undo pins the XE7745 again.
        pick(picker, entryName(picker, QStringLiteral("auto")));
        QVERIFY(!controller()->scenario().chassis.has_value());
        QCOMPARE(controller()->result().chassis.rackUnits, 3ULL);
        action(QKeySequence::Undo)->trigger();
        QCOMPARE(controller()->result().chassis.model, std::string("Dell PowerEdge XE7745"));
        action(QKeySequence::Undo)->trigger();
        verifyWorkedExample();
    }

    void importingAConfigJson()
    {
        QVERIFY(window_->forms()->importModelButton()->isVisibleTo(window_.get()));
        // Qwen3-8B's published config: 36 layers, 8 KV heads, an explicit head_dim of 128.
        const QString config = test::testDataPath(QStringLiteral("hf-configs/Qwen__Qwen3-8B.json"));
        QVERIFY(window_->importModel(config));
        const ModelSpec& model = controller()->scenario().model;
        QCOMPARE(model.numLayers, 36ULL);
        QCOMPARE(model.numKvHeads, 8ULL);
        QCOMPARE(model.headDim, 128ULL);
        QCOMPARE(state_.informations.size(), 1);
        QVERIFY2(state_.informations.front().contains(
                     QStringLiteral("36 layers, 8 KV heads, head_dim 128")),
                 qPrintable(state_.informations.front()));
        QCOMPARE(controller()->undoStack()->count(), 1);
        action(QKeySequence::Undo)->trigger();
        verifyWorkedExample();
    }

    void aDroppedConfigJsonIsImported()
    {
        // Dropped as a model folder's config.json: the folder names the model.
        QDir(dir_.path()).mkpath(QStringLiteral("Qwen3-8B"));
        const QString path = dir_.filePath(QStringLiteral("Qwen3-8B/config.json"));
        QFile::remove(path);
        QVERIFY(QFile::copy(test::testDataPath(QStringLiteral("hf-configs/Qwen__Qwen3-8B.json")),
                            path));
        QVERIFY(window_->openDroppedFile(path));
        QCOMPARE(controller()->scenario().model.numLayers, 36ULL);
        QVERIFY(window_->document()->filePath().isEmpty()); // imported, not opened
    }

    void aConfigJsonThatCannotBeReadChangesNothing()
    {
        const QString path = dir_.filePath(QStringLiteral("config.json"));
        QFile file(path);
        QVERIFY(file.open(QIODevice::WriteOnly | QIODevice::Truncate));
        file.write(R"({"model_type": "qwen3", "num_hidden_layers": 36})");
        file.close();
        QSignalSpy spy(controller(), &Controller::resultChanged);
        QVERIFY(!window_->importModel(path));
        QCOMPARE(spy.count(), 0);
        QCOMPARE(state_.errors.size(), 1);
        QVERIFY2(state_.errors.front().contains(QStringLiteral("config.json")),
                 qPrintable(state_.errors.front()));
        QCOMPARE(controller()->scenario(), workedExample());
    }

    void severalNodesAreCountedOnEveryView()
    {
        // 6,000 users × 1 GiB = 6,442.5 GB pinned + 384 GB > 24 × 256 GB = 6,144 GB of one
        // Xeon 6900P node: 2 nodes of 3,000 users; 3,000 / 4 = 750 GiB per instance; per node
        // 3,000 GiB = 3,221.2 GB pinned, 6,144 − 3,221.2 = 2,922.8 GB free; on the GPUs
        // 51 × 4 = 204 per node, 408 on both; 6,000 − 408 = 5,592 warm in CPU memory.
        QVERIFY(window_->document()->openFile(
            test::testDataPath(QStringLiteral("two-nodes-xeon6900p.kvplan.json"))));
        QStringList shown;
        for (const FigureTile* t : window_->keyFigures()->tiles())
            shown << t->value();
        QCOMPARE(shown.mid(0, 6), QStringList({"408", "750.00 GiB", "24 × 256 GB", "2,922.8 GB",
                                               "20.9 ms", "2.15 TB"}));
        // §11: (4 × 600 + 2 × 500 + 24 × 12 + 2 × 25 + 125 + 250) × 1.08 / 0.95 = 4,676 W in a
        // Supermicro SYS-522GA-NRT; 15 kW / 4.676 kW = 3 a rack: 1 rack for 2 nodes.
        QVERIFY2(shown.contains(QStringLiteral("4,676 W")), qPrintable(shown.join(u' ')));
        QVERIFY2(shown.mid(6).contains(QStringLiteral("1")), qPrintable(shown.join(u' ')));
        QCOMPARE(barValue(window_->chart<CpuTierChart>()->usersOnGpu()), 408.0);
        QCOMPARE(barValue(window_->chart<CpuTierChart>()->usersOnCpu()), 5592.0);
        QCOMPARE(barValue(window_->chart<CpuTierChart>()->usersNotWarm()), 0.0);
        QTest::mouseClick(window_->keyFigures()->tiles().front(), Qt::LeftButton);
        QCOMPARE(window_->explainPanel()->formulaText(), QStringLiteral("204 × 2 = 408"));
    }

    void choosingTheEngineShowsItsLaunchCommands()
    {
        auto* engine = field<QComboBox>(QStringLiteral("engine.name"));
        engine->setCurrentIndex(engine->findData(int(EngineKind::Sglang)));
        window_->showEngineConfiguration();
        EngineConfigView* view = window_->engineView();
        QCOMPARE(int(view->currentEngine()), int(EngineKind::Sglang));
        QVERIFY(view->tabs()->tabText(view->tabs()->currentIndex()).endsWith(QStringLiteral("✓")));
        // SGLang takes whole decimal GB per TP rank: 125 GiB = 134.22 GB → 135.
        QVERIFY(view->scriptText().contains(QStringLiteral("--hicache-size 135 ")));
        apply(Edit::Users600);
        // 150 GiB = 161.06 GB → 162.
        QVERIFY(view->scriptText().contains(QStringLiteral("--hicache-size 162 ")));
        // The engine changes no figure of the plan.
        QCOMPARE(tile("cpu_tier.per_instance_gib"), QStringLiteral("150.00 GiB"));
        // The formula and the engine configuration share a place under the charts; the tab in
        // front says which shows.
        QCOMPARE(frontDock(), QStringLiteral("Engine configuration"));
        window_->explainFigure(QStringLiteral("gpu.conversations_total"));
        QCOMPARE(frontDock(), QStringLiteral("How it is computed"));
    }

    void darkThemeRecoloursTheCharts()
    {
        preferences_->setTheme(Theme::Dark);
        QVERIFY(QApplication::palette().color(QPalette::Window).lightness() < 128);
        QCOMPARE(window_->chart<GpuCacheChart>()->kvCache()->brush().color(),
                 chartColors(Theme::Dark).gpuCache);
        QCOMPARE(window_->chart<CpuTierChart>()->usersOnGpu()->brush().color(),
                 chartColors(Theme::Dark).gpuCache);
        preferences_->setTheme(Theme::Light);
        QCOMPARE(window_->chart<GpuCacheChart>()->kvCache()->brush().color(),
                 chartColors(Theme::Light).gpuCache);
    }

    // In every language each menu's accelerators (the letter after "&") differ, and so do the
    // menu bar's: Alt and a letter reach one item.
    void menuAcceleratorsAreUniqueInEveryLanguage()
    {
        for (const QString& language : availableLanguages()) {
            setLanguage(language);
            MainWindow window(preferences_.get(),
                              std::make_unique<test::RecordingInteraction>(&state_));
            QStringList clashes;
            std::function<void(const QString&, const QList<QAction*>&)> check =
                [&](const QString& where, const QList<QAction*>& actions) {
                    std::map<int, QString> taken;
                    for (QAction* action : actions) {
                        if (action->isSeparator() || !action->isVisible())
                            continue;
                        const QKeySequence key = QKeySequence::mnemonic(action->text());
                        if (!key.isEmpty() &&
                            !taken.emplace(key[0].toCombined(), action->text()).second)
                            clashes << QStringLiteral("%1 (%2): %3 and %4")
                                           .arg(where, language, taken[key[0].toCombined()],
                                                action->text());
                        if (action->menu())
                            check(action->text(), action->menu()->actions());
                    }
                };
            check(QStringLiteral("menu bar"), window.menuBar()->actions());
            setLanguage(QStringLiteral("en"));
            QVERIFY2(clashes.isEmpty(), qPrintable(clashes.join(QLatin1Char('\n'))));
        }
    }
};

QTEST_MAIN(TestMainWindow)
#include "tst_main_window.moc"
