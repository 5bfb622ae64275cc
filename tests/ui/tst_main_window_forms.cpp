// SPDX-License-Identifier: GPL-3.0-or-later
// The desktop editor's forms, driven through their real widgets (offscreen): every field shows
// its unit, default and key, takes exactly core's range, in tab order; the catalog pickers set
// the GPU, model, platform and chassis and replan.
// Expected figures are the article's or hand arithmetic written in the row names.
#include <QAction>
#include <QComboBox>
#include <QDoubleSpinBox>
#include <QLabel>
#include <QLineEdit>
#include <QSignalSpy>
#include <QSpinBox>
#include <QTest>
#include <QToolButton>
#include <algorithm>
#include <cmath>
#include <nlohmann/json.hpp>
#include <qcustomplot.h>

#include "catalog/picker_entries.h"
#include "charts/dimm_layout_chart.h"
#include "controller/controller.h"
#include "forms/catalog_picker.h"
#include "forms/details_group.h"
#include "forms/form_section.h"
#include "forms/forms_panel.h"
#include "kvplan/catalog.h"
#include "kvplan/model_catalog.h"
#include "kvplan/scenario_io.h"
#include "kvplan/ui/language.h"
#include "kvplan/validation.h"
#include "main_window_editing.h"

namespace tst_main_window_forms {

using namespace kvp;
using namespace kvp::ui;

class TestMainWindowForms : public test::MainWindowEditingTest {
    Q_OBJECT
private slots:
    void initTestCase() { QVERIFY(setUpProcess()); }
    void init() { QVERIFY(openEditor()); }
    void cleanup() { closeWindow(); }

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
            // Decode context parallelism: at most TP / KV heads, TP at most the GPUs.
            if (f.info.key == QLatin1String("serving.decode_context_parallel")) {
                base.gpu.count = 1024;
                base.serving.tensorParallel = 1024;
                base.model.numKvHeads = 1;
            }
            // Data-parallel attention: at most the GPUs / TP, TP × DP dividing them.
            if (f.info.key == QLatin1String("serving.data_parallel_attention"))
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

    // Progressive disclosure: the engine internals of "GPUs and serving" sit in closed "Engine
    // details" whose header counts the values that differ from the defaults; closed, the fields
    // still show the scenario and take edits; a field asked for opens them.
    void engineDetailsCountTheirChangesAndKeepTheirValues()
    {
        DetailsGroup* details = window_->forms()->section(FormsPanel::GpuSection)->details();
        QVERIFY(details);
        QVERIFY(!details->isExpanded());
        QCOMPARE(details->header()->text(), QStringLiteral("Engine details"));
        auto* capacity = field<QComboBox>(QStringLiteral("serving.capacity_model"));
        auto* block = field<QSpinBox>(QStringLiteral("serving.block_size_tokens"));
        QVERIFY(details->body()->isAncestorOf(capacity) && details->body()->isAncestorOf(block));
        QVERIFY(!capacity->isVisible() && !block->isVisible());
        QVERIFY(!details->body()->isAncestorOf(field<QSpinBox>(QStringLiteral("gpu.count"))));
        // Two values a file set (the worked example: vLLM's capacity model, 16-token blocks).
        controller()->edit(QStringLiteral("Open a file"), {}, [](Scenario& s) {
            s.serving.capacityModel = CapacityModel::VllmLegacy;
            s.serving.blockSizeTokens = 32;
        });
        QCOMPARE(details->header()->text(), QStringLiteral("Engine details (2 changed)"));
        QCOMPARE(block->value(), 32);
        QCOMPARE(capacity->currentData().toInt(), int(CapacityModel::VllmLegacy));
        // Edited while closed: the scenario takes it; back at 16 tokens, one value differs.
        block->setValue(16);
        QCOMPARE(controller()->scenario().serving.blockSizeTokens, std::uint64_t{16});
        QCOMPARE(details->header()->text(), QStringLiteral("Engine details (1 changed)"));
        // A closed value the plan refuses is counted too: a KV budget above the card's 95.60 GiB.
        controller()->edit(QStringLiteral("Open a file"), {},
                           [](Scenario& s) { s.serving.kvCacheMemoryGiB = 200.0; });
        QCOMPARE(details->header()->text(),
                 QStringLiteral("Engine details (2 changed, 1 not accepted)"));
        action(QKeySequence::Undo)->trigger();
        // Written and read back, the closed value is the file's.
        const Scenario reread = scenarioFromJson(scenarioToJson(controller()->scenario()));
        QVERIFY(reread.serving.capacityModel == CapacityModel::VllmLegacy);
        action(QKeySequence::Undo)->trigger();
        action(QKeySequence::Undo)->trigger();
        QCOMPARE(details->header()->text(), QStringLiteral("Engine details"));
        verifyWorkedExample();
        // A formula's input asked for: the group opens and the field has the focus.
        QVERIFY(window_->forms()->focusField(QStringLiteral("serving.block_size_tokens")));
        QVERIFY(details->isExpanded());
        QTRY_VERIFY(block->isVisible());
        QCOMPARE(QApplication::focusWidget(), block);
        // The keyboard closes it again: Space on its header.
        details->header()->setFocus();
        QTest::keyClick(details->header(), Qt::Key_Space);
        QVERIFY(!details->isExpanded() && !block->isVisible());
    }

    // A catalog GPU's own figures are no changes: the H200 NVL's TFLOPS and HBM bandwidth fill
    // the prefill estimate's closed fields and the count stays 0; one typed over counts.
    void catalogFiguresAreNotChanges()
    {
        DetailsGroup* details = window_->forms()->section(FormsPanel::ReturnsSection)->details();
        QVERIFY(details);
        apply(Edit::GpuH200);
        QVERIFY(controller()->scenario().gpu.denseTflopsFp8.has_value());
        QCOMPARE(details->changedCount(), 0);
        type(field<QDoubleSpinBox>(QStringLiteral("gpu.dense_tflops_fp8")), QStringLiteral("1000"));
        QVERIFY(controller()->scenario().gpu.denseTflopsFp8 == std::optional<double>(1000.0));
        QCOMPARE(details->changedCount(), 1);
        QCOMPARE(details->header()->text(), QStringLiteral("Engine details (1 changed)"));
    }

    // In German: the header's words, and the form narrower than the 643 px it took with every
    // field open (issue #28's 1366 × 768 review).
    void detailsInGerman()
    {
        closeWindow();
        setLanguage(QStringLiteral("de"));
        QVERIFY(openEditor());
        DetailsGroup* details = window_->forms()->section(FormsPanel::GpuSection)->details();
        controller()->edit(QStringLiteral("x"), {},
                           [](Scenario& s) { s.serving.blockSizeTokens = 32; });
        const QString text = details->header()->text();
        FormSection* rack = window_->forms()->section(FormsPanel::RackSection);
        const QString rackTitle = rack->title();
        const QString site = rack->details()->header()->text();
        const int width = window_->forms()->minimumWidth();
        setLanguage(QStringLiteral("en"));
        QCOMPARE(text, QStringLiteral("Engine-Details (1 geändert)"));
        // Rack and power in German too (its words are in kvp::ui's context).
        QCOMPARE(rackTitle, QStringLiteral("Rack und Strom"));
        QCOMPARE(site, QStringLiteral("Standort-Details"));
        QVERIFY2(width < 560, qPrintable(QString::number(width)));
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

    void aModelSavedBeforeItsLimitStillShowsItsEntry()
    {
        // A scenario saved before the catalog's Llama-3.1-70B carried max_context_tokens
        // (131,072: max_position_embeddings, llama3 scaling not applied) is still that entry; a
        // scenario that sets another limit is not.
        const CatalogModel* llama = findCatalogModel("meta-llama/Llama-3.1-70B-Instruct");
        QVERIFY(llama);
        QCOMPARE(llama->model.maxContextTokens.value_or(0), 131'072ULL);
        const PickerEntries entries = modelEntries();
        const auto entry = std::find_if(entries.begin(), entries.end(), [](const PickerEntry& e) {
            return e.id == QStringLiteral("meta-llama/Llama-3.1-70B-Instruct");
        });
        QVERIFY(entry != entries.end());
        Scenario saved = workedExample();
        saved.model = llama->model;
        QVERIFY(entry->matches(saved));
        saved.model.maxContextTokens.reset();
        QVERIFY(entry->matches(saved));
        saved.model.maxContextTokens = 65'536;
        QVERIFY(!entry->matches(saved));
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
        QCOMPARE(shownChart<DimmLayoutChart>()->slotCount(),
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
};

QTEST_MAIN(TestMainWindowForms)

} // namespace tst_main_window_forms

#include "tst_main_window_forms.moc"
