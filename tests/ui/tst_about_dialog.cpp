// SPDX-License-Identifier: GPL-3.0-or-later
// Help → About KV Planner: the version, the licence of the program and of each library with its
// full text, and the sources of the catalogs as core reads them; Help → About Qt beside it.
#include <QAction>
#include <QApplication>
#include <QLabel>
#include <QListWidget>
#include <QMenu>
#include <QMenuBar>
#include <QPlainTextEdit>
#include <QSettings>
#include <QStandardPaths>
#include <QTabWidget>
#include <QTemporaryDir>
#include <QTest>
#include <QTimer>
#include <QTreeWidget>

#include "kvplan/catalog.h"
#include "kvplan/model_catalog.h"
#include "main_window.h"
#include "platform_noise.h"
#include "recording_interaction.h"
#include "settings/preferences.h"
#include "views/about_dialog.h"

namespace tst_about_dialog {

using namespace kvp;
using namespace kvp::ui;

namespace {

QTreeWidgetItem* group(QTreeWidget* tree, const QString& title)
{
    for (int i = 0; i < tree->topLevelItemCount(); ++i)
        if (tree->topLevelItem(i)->text(0) == title)
            return tree->topLevelItem(i);
    return nullptr;
}

QStringList childColumn(QTreeWidgetItem* item, int column)
{
    QStringList texts;
    for (int i = 0; i < item->childCount(); ++i)
        texts << item->child(i)->text(column);
    return texts;
}

} // namespace

class TestAboutDialog : public QObject {
    Q_OBJECT

private slots:
    void initTestCase()
    {
        kvp::test::ignoreOffscreenPlatformNoise();
        QStandardPaths::setTestModeEnabled(true);
    }

    void components_data()
    {
        QTest::addColumn<int>("row");
        QTest::addColumn<QString>("name");
        QTest::addColumn<QString>("licence");
        QTest::addColumn<QString>("textBegins");
        QTest::addColumn<QString>("textHolds");
        QTest::newRow("KV Planner: GPL 3 or later, the full GPL text")
            << 0 << "KV Planner"
            << "GPL-3.0-or-later"
            << "GNU GENERAL PUBLIC LICENSE"
            << "Version 3, 29 June 2007";
        QTest::newRow("QCustomPlot: GPL 3 or later (Debian's copyright file: GPL-3+)")
            << 1 << "QCustomPlot"
            << "GPL-3.0-or-later"
            << "GNU GENERAL PUBLIC LICENSE"
            << "END OF TERMS AND CONDITIONS";
        QTest::newRow("Qt: LGPL 3 (or GPL 2 or 3), the LGPL text")
            << 2 << "Qt"
            << "LGPL-3.0-only OR GPL-2.0-only OR GPL-3.0-only"
            << "GNU LESSER GENERAL PUBLIC LICENSE"
            << "Version 3, 29 June 2007";
        QTest::newRow("nlohmann_json: MIT, with Niels Lohmann's notice")
            << 3 << "nlohmann_json"
            << "MIT"
            << "MIT License"
            << "Copyright (c) 2013-2022 Niels Lohmann";
    }
    void components()
    {
        QFETCH(int, row);
        QFETCH(QString, name);
        QFETCH(QString, licence);
        QFETCH(QString, textBegins);
        QFETCH(QString, textHolds);
        const std::vector<SoftwareComponent> all = softwareComponents();
        QCOMPARE(int(all.size()), 4);
        const SoftwareComponent& c = all[std::size_t(row)];
        QCOMPARE(c.name, name);
        QCOMPARE(c.licence, licence);
        QVERIFY(!c.version.isEmpty());
        // The texts are compiled in: a build that lost them must fail here.
        const QString text = licenceText(c);
        QVERIFY2(text.trimmed().startsWith(textBegins), qPrintable(text.left(80)));
        QVERIFY(text.contains(textHolds));

        AboutDialog dialog(builtInCatalog());
        dialog.componentList()->setCurrentRow(row);
        QVERIFY(dialog.componentList()->currentItem()->text().startsWith(name));
        QVERIFY(dialog.componentList()->currentItem()->text().contains(licence));
        QVERIFY(dialog.licenceView()->toPlainText().contains(textHolds));
    }

    void versions()
    {
        const std::vector<SoftwareComponent> all = softwareComponents();
        QCOMPARE(all[0].version, QStringLiteral(KVPLAN_VERSION));
        QCOMPARE(all[2].version, QString::fromLatin1(qVersion()));
        AboutDialog dialog(builtInCatalog());
        QVERIFY(dialog.aboutText().contains(QStringLiteral("KV Planner " KVPLAN_VERSION)));
        QVERIFY(dialog.aboutText().contains(QStringLiteral("GPL-3.0-or-later")));
        QCOMPARE(dialog.tabs()->count(), 3);
        QCOMPARE(dialog.tabs()->tabText(1), QStringLiteral("Licences"));
        QCOMPARE(dialog.tabs()->tabText(2), QStringLiteral("Catalog sources"));
    }

    void catalogSourcesAreCoresReferences()
    {
        const Catalog& catalog = builtInCatalog();
        AboutDialog dialog(catalog);
        QTreeWidget* tree = dialog.sourcesTree();
        QTreeWidgetItem* hardware = group(tree, QStringLiteral("Hardware"));
        QVERIFY(hardware);
        QVERIFY(catalog.references.size() > 10);
        QCOMPARE(std::size_t(hardware->childCount()), catalog.references.size());
        const QStringList keys = childColumn(hardware, 0);
        const QStringList citations = childColumn(hardware, 1);
        for (const auto& [key, citation] : catalog.references) {
            const auto index = keys.indexOf(QString::fromStdString(key));
            QVERIFY2(index >= 0, key.c_str());
            QCOMPARE(citations[index], QString::fromStdString(citation));
        }

        QTreeWidgetItem* models = group(tree, QStringLiteral("Models"));
        QVERIFY(models);
        QCOMPARE(std::size_t(models->childCount()), modelCatalog().size());
        const QStringList names = childColumn(models, 0);
        const QStringList sources = childColumn(models, 1);
        for (const CatalogModel& m : modelCatalog()) {
            const auto index = names.indexOf(QString::fromStdString(m.model.name));
            QVERIFY2(index >= 0, m.model.name.c_str());
            QVERIFY(sources[index].startsWith(QString::fromStdString(m.configSource)));
            QVERIFY(sources[index].endsWith(QString::fromStdString(m.confidence)));
        }
        // A chosen reference is shown in full below the tree, its web address a link.
        int withUrl = -1;
        for (int i = 0; i < hardware->childCount() && withUrl < 0; ++i)
            if (hardware->child(i)->text(1).contains(QStringLiteral("https://")))
                withUrl = i;
        QVERIFY(withUrl >= 0);
        tree->setCurrentItem(hardware->child(withUrl));
        const QString detail = dialog.findChild<QLabel*>(QStringLiteral("sourceDetail"))->text();
        QVERIFY2(detail.contains(QStringLiteral("<a href=\"https://")), qPrintable(detail));
        QVERIFY(detail.contains(hardware->child(withUrl)->text(0)));

        // Only the built-in catalog: no "Your catalog" group.
        QVERIFY(!group(tree, QStringLiteral("Your catalog")));
    }

    void userCatalogIsNamed()
    {
        const Catalog user = parseCatalog(
            R"({"catalog_version": 1, "references": {"LAB": "our own nvidia-smi, 2026-11"},
                "gpus": [{"id": "lab-gpu", "name": "Lab GPU 64GB", "memory_reported_gib": 62.5,
                          "memory_marketed_gb": 64, "pcie_gen": 5, "pcie_lanes": 16,
                          "sources": {"memory_reported_gib": "LAB"}}]})",
            "/home/sales/site.json");
        const Catalog merged = mergeCatalogs(builtInCatalog(), user);
        AboutDialog dialog(merged);
        QTreeWidgetItem* mine = group(dialog.sourcesTree(), QStringLiteral("Your catalog"));
        QVERIFY(mine);
        QCOMPARE(childColumn(mine, 1), QStringList{QStringLiteral("/home/sales/site.json")});
        QVERIFY(childColumn(group(dialog.sourcesTree(), QStringLiteral("Hardware")), 0)
                    .contains(QStringLiteral("LAB")));
    }

    void helpMenuOpensTheDialogs()
    {
        QTemporaryDir dir;
        Preferences preferences(std::make_unique<QSettings>(
            dir.filePath(QStringLiteral("preferences.ini")), QSettings::IniFormat));
        test::RecordingInteraction::State state;
        MainWindow window(&preferences, std::make_unique<test::RecordingInteraction>(&state));
        QMenu* help = nullptr;
        for (QAction* menu : window.menuBar()->actions())
            if (menu->text() == QStringLiteral("&Help"))
                help = menu->menu();
        QVERIFY(help);
        QStringList texts;
        for (QAction* a : help->actions())
            texts << a->text();
        QCOMPARE(texts,
                 (QStringList{QStringLiteral("&About KV Planner"), QStringLiteral("About &Qt")}));

        // The dialog is modal: look at it from inside its event loop, then close it.
        QString seen;
        int tabs = 0;
        QTimer::singleShot(0, [&] {
            if (auto* dialog = qobject_cast<AboutDialog*>(QApplication::activeModalWidget())) {
                seen = dialog->windowTitle();
                tabs = dialog->tabs()->count();
                dialog->reject();
            }
        });
        help->actions().front()->trigger();
        QCOMPARE(seen, QStringLiteral("About KV Planner"));
        QCOMPARE(tabs, 3);
        QVERIFY(state.errors.isEmpty());
    }
};

QTEST_MAIN(TestAboutDialog)

} // namespace tst_about_dialog

#include "tst_about_dialog.moc"
