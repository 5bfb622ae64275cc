// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// Help → About KV Planner: the version; the licence of the program and of every library in it,
// each licence's full text one click away; and where the catalogs' figures come from (the
// references of the hardware catalogs, with a user catalog merged in, and the config.json each
// built-in model was read from). The customer's engineer asks "where does this number come
// from?" — the answer must not need the source tree.

#include "kvplan/catalog.h"

#include <QDialog>
#include <QString>
#include <vector>

class QListWidget;
class QPlainTextEdit;
class QTabWidget;
class QTreeWidget;

namespace kvp::ui {

// A part of the program with its own licence.
struct SoftwareComponent {
    QString name;
    QString version;
    QString licence; // SPDX expression, e.g. "GPL-3.0-or-later"
    QString use;     // what KV Planner uses it for
    QString homepage;
    QString licenceResource; // Qt resource path of the licence's full text
};

// KV Planner itself first, then the libraries (versions as built).
std::vector<SoftwareComponent> softwareComponents();
// The full text of a component's licence ("" when the resource is missing).
QString licenceText(const SoftwareComponent& component);

class AboutDialog : public QDialog {
    Q_OBJECT
public:
    explicit AboutDialog(const Catalog& catalog, QWidget* parent = nullptr);

    // What is shown, for tests.
    QTabWidget* tabs() const { return tabs_; }
    QString aboutText() const;
    QListWidget* componentList() const { return components_; }
    QPlainTextEdit* licenceView() const { return licence_; }
    QTreeWidget* sourcesTree() const { return sources_; }

private:
    QWidget* buildAboutTab();
    QWidget* buildLicencesTab();
    QWidget* buildSourcesTab(const Catalog& catalog);
    void showComponent(int row);

    QTabWidget* tabs_;
    QString aboutText_;
    QListWidget* components_ = nullptr;
    QPlainTextEdit* licence_ = nullptr;
    QTreeWidget* sources_ = nullptr;
    std::vector<SoftwareComponent> componentData_;
};

} // namespace kvp::ui
