// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// The desktop editor driven through its real widgets (tst_main_window*.cpp): the window of
// main_window_fixture.h with its autosave in a folder of its own, and what those tests do to it
// as a user would — type into a field, pick a catalog entry, trigger an action by its shortcut,
// apply one of five edits — and the worked example they check it against.

#include <QAbstractSpinBox>
#include <QAction>
#include <QComboBox>
#include <QKeySequence>
#include <QLineEdit>
#include <QSpinBox>
#include <QString>
#include <QTabBar>
#include <QTest>
#include <qcustomplot.h>

#include "catalog/picker_entries.h"
#include "charts/chart_view.h"
#include "charts/charts_panel.h"
#include "charts/cpu_tier_chart.h"
#include "charts/gpu_cache_chart.h"
#include "controller/autosave.h"
#include "controller/controller.h"
#include "forms/catalog_picker.h"
#include "forms/forms_panel.h"
#include "kvplan/scenario.h"
#include "main_window_fixture.h"
#include "views/figure_tile.h"
#include "views/key_figures_panel.h"
#include "window_actions.h"

namespace kvp::test {

class MainWindowEditingTest : public MainWindowTest {
protected:
    enum class Edit { Users600, Context16K, DtypeBf16, GpuH200, EightGpus };

    static double barValue(const QCPBars* bars, int index = 0)
    {
        return bars->data()->size() > index ? (bars->data()->constBegin() + index)->value : -1.0;
    }

    // openWindow(), with the window's autosave in a folder of its own.
    bool openEditor()
    {
        static int run = 0;
        const bool exposed = openWindow();
        window_->autosave()->setDirectory(dir_.filePath(QStringLiteral("autosave-%1").arg(++run)));
        return exposed;
    }

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
    ui::Controller* controller() const { return window_->controller(); }
    // A chart with its tab in front, as a user looks at it: the charts on a tab not shown take
    // the plan when their tab is chosen (ChartsPanel).
    template <class Chart> Chart* shownChart() const
    {
        Chart* chart = window_->chart<Chart>();
        window_->chartsPanel()->showChart(chart);
        return chart;
    }
    ui::ChartView* shownChart(const QString& objectName) const
    {
        ui::ChartView* chart = window_->chart(objectName);
        if (chart)
            window_->chartsPanel()->showChart(chart);
        return chart;
    }
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
        return shortcutAction(window_.get(), key);
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
    void pick(ui::CatalogPicker* picker, const QString& name)
    {
        QLineEdit* search = picker->comboBox()->lineEdit();
        search->setFocus();
        search->selectAll();
        search->insert(name);
        QTest::keyClick(search, Qt::Key_Enter);
    }
    QString entryName(ui::CatalogPicker* picker, const QString& id) const
    {
        for (const ui::PickerEntry& entry : picker->entries())
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
        QVERIFY(qAbs(barValue(shownChart<ui::GpuCacheChart>()->kvCache()) - 51.04) < 0.005);
        QCOMPARE(barValue(shownChart<ui::CpuTierChart>()->cpuTier()), 125.0);
        QCOMPARE(barValue(shownChart<ui::CpuTierChart>()->usersOnGpu()), 204.0);
        QCOMPARE(barValue(shownChart<ui::CpuTierChart>()->usersOnCpu()), 296.0);
        QCOMPARE(field<QSpinBox>(QStringLiteral("workload.users"))->value(), 500);
    }
};

} // namespace kvp::test
