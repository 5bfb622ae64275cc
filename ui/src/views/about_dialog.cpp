// SPDX-License-Identifier: GPL-3.0-or-later
#include "views/about_dialog.h"

#include "kvplan/model_catalog.h"

#include <QApplication>
#include <QCoreApplication>
#include <QDesktopServices>
#include <QDialogButtonBox>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QFontDatabase>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QListWidget>
#include <QMessageBox>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QRegularExpression>
#include <QSplitter>
#include <QTabWidget>
#include <QTreeWidget>
#include <QUrl>
#include <QVBoxLayout>
#include <nlohmann/json.hpp>
#include <qcustomplot.h>
#include <set>

namespace kvp::ui {

namespace {

QString jsonLibraryVersion()
{
    return QStringLiteral("%1.%2.%3")
        .arg(NLOHMANN_JSON_VERSION_MAJOR)
        .arg(NLOHMANN_JSON_VERSION_MINOR)
        .arg(NLOHMANN_JSON_VERSION_PATCH);
}

QString fromStd(const std::string& text)
{
    return QString::fromStdString(text);
}

// The installed documentation (share/doc/kvplanner/docs beside bin/), or "" when running from
// a build tree.
QString installedDocDir()
{
    const QString dir = QDir(QCoreApplication::applicationDirPath())
                            .absoluteFilePath(QStringLiteral("../share/doc/kvplanner/docs"));
    return QFileInfo::exists(dir + QStringLiteral("/sizing-rules.md")) ? QDir::cleanPath(dir)
                                                                       : QString();
}

QTreeWidgetItem* addGroup(QTreeWidget* tree, const QString& title, const QString& detail)
{
    auto* group = new QTreeWidgetItem(tree, {title, detail});
    QFont bold = group->font(0);
    bold.setBold(true);
    group->setFont(0, bold);
    return group;
}

} // namespace

std::vector<SoftwareComponent> softwareComponents()
{
    return {
        {QStringLiteral("KV Planner"), QStringLiteral(KVPLAN_VERSION),
         QStringLiteral("GPL-3.0-or-later"),
         QCoreApplication::translate("AboutDialog", "this program"),
         QStringLiteral("https://example.invalid/kvplanner"),
         QStringLiteral(":/licences/GPL-3.0.txt")},
        {QStringLiteral("QCustomPlot"), QStringLiteral(QCUSTOMPLOT_VERSION_STR),
         QStringLiteral("GPL-3.0-or-later"),
         QCoreApplication::translate("AboutDialog", "the charts (linked, Debian's package)"),
         QStringLiteral("https://www.qcustomplot.com/"), QStringLiteral(":/licences/GPL-3.0.txt")},
        {QStringLiteral("Qt"), QString::fromLatin1(qVersion()),
         QStringLiteral("LGPL-3.0-only OR GPL-2.0-only OR GPL-3.0-only"),
         QCoreApplication::translate("AboutDialog",
                                     "the windows, forms and files (linked, Debian's packages; "
                                     "Help → About Qt)"),
         QStringLiteral("https://www.qt.io/"), QStringLiteral(":/licences/LGPL-3.0.txt")},
        {QStringLiteral("nlohmann_json"), jsonLibraryVersion(), QStringLiteral("MIT"),
         QCoreApplication::translate("AboutDialog",
                                     "reading and writing JSON (header-only, compiled in)"),
         QStringLiteral("https://github.com/nlohmann/json"),
         QStringLiteral(":/licences/nlohmann_json-MIT.txt")},
    };
}

QString licenceText(const SoftwareComponent& component)
{
    QFile file(component.licenceResource);
    if (!file.open(QIODevice::ReadOnly))
        return {};
    return QString::fromUtf8(file.readAll());
}

AboutDialog::AboutDialog(const Catalog& catalog, QWidget* parent)
    : QDialog(parent), tabs_(new QTabWidget(this)), componentData_(softwareComponents())
{
    setObjectName(QStringLiteral("aboutDialog"));
    setWindowTitle(tr("About KV Planner"));
    tabs_->addTab(buildAboutTab(), tr("KV Planner"));
    tabs_->addTab(buildLicencesTab(), tr("Licences"));
    tabs_->addTab(buildSourcesTab(catalog), tr("Catalog sources"));

    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Close, this);
    QPushButton* aboutQt = buttons->addButton(tr("About Qt"), QDialogButtonBox::HelpRole);
    connect(aboutQt, &QPushButton::clicked, this, [this] { QMessageBox::aboutQt(this); });
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);

    auto* layout = new QVBoxLayout(this);
    layout->addWidget(tabs_);
    layout->addWidget(buttons);
    resize(900, 600);
}

QString AboutDialog::aboutText() const
{
    return aboutText_;
}

QWidget* AboutDialog::buildAboutTab()
{
    auto* page = new QWidget;
    auto* icon = new QLabel(page);
    icon->setPixmap(QPixmap(QStringLiteral(":/icons/kvplanner-128.png")));
    icon->setAlignment(Qt::AlignTop);

    const QString docDir = installedDocDir();
    const QString rules =
        docDir.isEmpty()
            ? tr("docs/sizing-rules.md in the source")
            : QStringLiteral("<a href=\"%1\">%2</a>")
                  .arg(QUrl::fromLocalFile(docDir + QStringLiteral("/sizing-rules.md")).toString(),
                       (docDir + QStringLiteral("/sizing-rules.md")).toHtmlEscaped());
    aboutText_ =
        tr("<h2>KV Planner %1</h2>"
           "<p>Sizes LLM inference servers that offload the KV cache to CPU memory and NVMe: the "
           "GPU KV cache and the conversations it holds, the pinned CPU tier, the DIMMs of every "
           "socket, the PCIe reload time and the NVMe write budget, with the launch commands of "
           "vLLM, SGLang, LMCache and NVIDIA Dynamo.</p>"
           "<p>Every figure follows a documented rule (%2); click a figure to see its formula "
           "with this scenario's numbers and where each input comes from. The catalogs' sources "
           "are under <i>Catalog sources</i>.</p>"
           "<p>Built with Qt %3 (running on Qt %4), QCustomPlot %5 and nlohmann_json %6.</p>"
           "<p>Copyright © 2026 KV Planner developers. KV Planner is free software under the "
           "GNU General Public License version 3 or later (GPL-3.0-or-later) and comes with "
           "ABSOLUTELY NO WARRANTY; the licences of the program and its libraries are under "
           "<i>Licences</i>.</p>")
            .arg(QStringLiteral(KVPLAN_VERSION), rules, QStringLiteral(QT_VERSION_STR),
                 QString::fromLatin1(qVersion()), QStringLiteral(QCUSTOMPLOT_VERSION_STR),
                 jsonLibraryVersion());
    auto* text = new QLabel(aboutText_, page);
    text->setObjectName(QStringLiteral("aboutText"));
    text->setWordWrap(true);
    text->setTextFormat(Qt::RichText);
    text->setOpenExternalLinks(true);
    text->setTextInteractionFlags(Qt::TextBrowserInteraction);
    text->setAlignment(Qt::AlignTop | Qt::AlignLeft);

    auto* layout = new QHBoxLayout(page);
    layout->addWidget(icon);
    layout->addWidget(text, 1);
    return page;
}

QWidget* AboutDialog::buildLicencesTab()
{
    auto* page = new QWidget;
    components_ = new QListWidget(page);
    components_->setObjectName(QStringLiteral("licenceComponents"));
    for (const SoftwareComponent& c : componentData_)
        components_->addItem(QStringLiteral("%1 %2\n%3").arg(c.name, c.version, c.licence));
    components_->setSpacing(2);
    components_->setWordWrap(true);

    auto* heading = new QLabel(page);
    heading->setObjectName(QStringLiteral("licenceHeading"));
    heading->setWordWrap(true);
    heading->setOpenExternalLinks(true);
    licence_ = new QPlainTextEdit(page);
    licence_->setObjectName(QStringLiteral("licenceText"));
    licence_->setReadOnly(true);
    licence_->setLineWrapMode(QPlainTextEdit::NoWrap);
    licence_->setFont(QFontDatabase::systemFont(QFontDatabase::FixedFont));

    auto* right = new QWidget(page);
    auto* rightLayout = new QVBoxLayout(right);
    rightLayout->setContentsMargins(0, 0, 0, 0);
    rightLayout->addWidget(heading);
    rightLayout->addWidget(licence_, 1);

    auto* splitter = new QSplitter(page);
    splitter->addWidget(components_);
    splitter->addWidget(right);
    splitter->setStretchFactor(1, 1);
    splitter->setSizes({250, 610});
    auto* layout = new QVBoxLayout(page);
    layout->addWidget(splitter);

    connect(components_, &QListWidget::currentRowChanged, this, [this, heading](int row) {
        if (row < 0 || row >= int(componentData_.size()))
            return;
        const SoftwareComponent& c = componentData_[std::size_t(row)];
        heading->setText(tr("<b>%1 %2</b> — %3<br>Licence: %4 — <a href=\"%5\">%5</a>")
                             .arg(c.name.toHtmlEscaped(), c.version.toHtmlEscaped(),
                                  c.use.toHtmlEscaped(), c.licence.toHtmlEscaped(),
                                  c.homepage.toHtmlEscaped()));
        showComponent(row);
    });
    components_->setCurrentRow(0);
    return page;
}

void AboutDialog::showComponent(int row)
{
    const SoftwareComponent& c = componentData_[std::size_t(row)];
    QString text = licenceText(c);
    if (text.isEmpty())
        text = tr("The licence text is missing from this build (%1).").arg(c.licenceResource);
    else if (c.licenceResource.endsWith(QLatin1String("LGPL-3.0.txt")))
        // The LGPL is a set of permissions on top of the GPL: both texts belong together.
        text += QStringLiteral("\n\n") +
                tr("The GNU GPL version 3 that the LGPL refers to is the "
                   "licence of KV Planner, first in this list.") +
                QLatin1Char('\n');
    licence_->setPlainText(text);
}

QWidget* AboutDialog::buildSourcesTab(const Catalog& catalog)
{
    auto* page = new QWidget;
    auto* intro = new QLabel(
        tr("Every figure of the built-in catalogs names its source; the pickers' tooltips and "
           "<tt>kvplan catalog KIND --format json</tt> give each figure's own, and ⚠ marks a "
           "figure that is not confirmed. Choose a reference to read it in full below; "
           "double-click one with a web address to open it."),
        page);
    intro->setWordWrap(true);

    sources_ = new QTreeWidget(page);
    sources_->setObjectName(QStringLiteral("catalogSources"));
    sources_->setColumnCount(2);
    sources_->setHeaderLabels({tr("Reference"), tr("Source")});
    sources_->setWordWrap(true);
    sources_->setUniformRowHeights(false);
    sources_->header()->setSectionResizeMode(0, QHeaderView::ResizeToContents);
    sources_->header()->setStretchLastSection(true);

    QTreeWidgetItem* hardware =
        addGroup(sources_, tr("Hardware"),
                 tr("%n reference(s) of the GPU, CPU platform, DIMM and drive catalogs", nullptr,
                    int(catalog.references.size())));
    for (const auto& [key, citation] : catalog.references) {
        auto* item = new QTreeWidgetItem(hardware, {fromStd(key), fromStd(citation)});
        item->setToolTip(1, fromStd(citation));
    }

    const std::vector<CatalogModel>& models = modelCatalog();
    QTreeWidgetItem* modelGroup =
        addGroup(sources_, tr("Models"),
                 tr("%n model(s): the config.json each architecture was read from", nullptr,
                    int(models.size())));
    for (const CatalogModel& m : models) {
        const QString source =
            fromStd(m.configSource) + QStringLiteral(" — ") + fromStd(m.confidence);
        auto* item = new QTreeWidgetItem(modelGroup, {fromStd(m.model.name), source});
        item->setToolTip(1, fromStd(m.notes.empty() ? m.configSource : m.notes));
    }

    // Entries that came from the user's own catalog file: their sources are the user's.
    std::set<std::string> origins;
    const auto collect = [&origins](const auto& entries) {
        for (const auto& e : entries)
            if (e.provenance.origin != "built-in" && !e.provenance.origin.empty())
                origins.insert(e.provenance.origin);
    };
    collect(catalog.gpus);
    collect(catalog.platforms);
    collect(catalog.dimms);
    collect(catalog.drives);
    if (!origins.empty()) {
        QTreeWidgetItem* user =
            addGroup(sources_, tr("Your catalog"),
                     tr("entries from these files replace or add to the built-in ones"));
        for (const std::string& origin : origins)
            new QTreeWidgetItem(user, {tr("file"), fromStd(origin)});
    }
    sources_->expandAll();

    // The chosen reference in full, its web addresses as links: citations are longer than a
    // column.
    auto* detail = new QLabel(page);
    detail->setObjectName(QStringLiteral("sourceDetail"));
    detail->setWordWrap(true);
    detail->setTextFormat(Qt::RichText);
    detail->setOpenExternalLinks(true);
    detail->setTextInteractionFlags(Qt::TextBrowserInteraction);
    detail->setMinimumHeight(detail->fontMetrics().lineSpacing() * 3);
    detail->setAlignment(Qt::AlignTop | Qt::AlignLeft);
    static const QRegularExpression url(QStringLiteral("(https?://[^\\s()]+)"));
    connect(sources_, &QTreeWidget::currentItemChanged, this, [detail](QTreeWidgetItem* item) {
        if (!item || !item->parent()) {
            detail->clear();
            return;
        }
        QString text = item->text(1).toHtmlEscaped();
        text.replace(url, QStringLiteral("<a href=\"\\1\">\\1</a>"));
        detail->setText(QStringLiteral("<b>%1</b>: %2").arg(item->text(0).toHtmlEscaped(), text));
    });
    connect(sources_, &QTreeWidget::itemDoubleClicked, this, [](QTreeWidgetItem* item) {
        const QRegularExpressionMatch match = url.match(item->text(1));
        if (match.hasMatch())
            QDesktopServices::openUrl(QUrl(match.captured(0)));
    });

    auto* layout = new QVBoxLayout(page);
    layout->addWidget(intro);
    layout->addWidget(sources_, 1);
    layout->addWidget(detail);
    return page;
}

} // namespace kvp::ui
