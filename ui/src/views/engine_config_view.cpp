// SPDX-License-Identifier: GPL-3.0-or-later
#include "views/engine_config_view.h"

#include "controller/user_interaction.h"
#include "kvplan/engine_compose.h"
#include "kvplan/engine_kserve.h"
#include "kvplan/engine_kubernetes.h"
#include "kvplan/engine_registry.h"
#include "kvplan/engine_releases.h"
#include "kvplan/engine_script.h"
#include "kvplan/ui/engine_scripts.h"
#include "kvplan/ui/report.h"
#include "kvplan/ui/scenario_file.h"
#include "views/engine_settings_model.h"
#include "views/wrapped_label.h"

#include <QApplication>
#include <QClipboard>
#include <QComboBox>
#include <QDir>
#include <QFontDatabase>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QScrollBar>
#include <QSignalBlocker>
#include <QSplitter>
#include <QTabWidget>
#include <QTableView>
#include <QVBoxLayout>
#include <algorithm>
#include <nlohmann/json.hpp>

namespace kvp::ui {

namespace {

// A button that asks for a folder, then saves into it (nothing when the choice is cancelled).
template <typename Save>
void saveOnClick(QPushButton* button, UserInteraction* interaction, const QString& title, Save save)
{
    QObject::connect(button, &QPushButton::clicked, button, [interaction, title, save] {
        const QString directory = interaction->chooseDirectory(title, QDir::homePath());
        if (!directory.isEmpty())
            save(directory);
    });
}

// Why there are no commands, in words.
QString problems(const EngineConfig& config)
{
    QString text = QObject::tr("# No launch commands for this scenario:\n");
    for (const Diagnostic& d : config.diagnostics)
        if (d.severity == Severity::Error)
            text += QStringLiteral("#   ") + diagnosticText(d) + QLatin1Char('\n');
    return text;
}

} // namespace

QString engineName(EngineKind engine)
{
    return QCoreApplication::translate("kvp::ui::Engines", engineDescriptor(engine).name.data());
}

EngineConfigView::EngineConfigView(UserInteraction* interaction, QWidget* parent)
    : QWidget(parent), interaction_(interaction), tabs_(new QTabWidget(this)),
      form_(new QComboBox(this)), release_(new QComboBox(this)),
      writtenFor_(new WrappedLabel(this)), copy_(new QPushButton(tr("Copy"), this)),
      save_(new QPushButton(tr("Save…"), this)), compose_(new QPushButton(tr("Compose…"), this)),
      kubernetes_(new QPushButton(tr("Kubernetes…"), this)),
      kserve_(new QPushButton(tr("KServe…"), this))
{
    setObjectName(QStringLiteral("engineConfig"));
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(8, 6, 8, 6);
    layout->setSpacing(4);

    auto* bar = new QHBoxLayout;
    writtenFor_->setForegroundRole(QPalette::PlaceholderText);
    writtenFor_->setTextInteractionFlags(Qt::TextSelectableByMouse);
    // On its own line: beside the buttons a narrow window squeezed it into a tall sliver.
    writtenFor_->setSizePolicy(QSizePolicy::Ignored, QSizePolicy::Preferred);
    layout->addWidget(writtenFor_);
    bar->addStretch(1);
    auto* formLabel = new QLabel(tr("vLLM form:"), this);
    formLabel->setBuddy(form_);
    form_->setObjectName(QStringLiteral("form"));
    form_->addItem(tr("auto"), int(EngineForm::Auto));
    form_->addItem(tr("short"), int(EngineForm::Short));
    form_->addItem(tr("full"), int(EngineForm::Full));
    form_->setItemData(1, tr("--kv-offloading-size, in GiB"), Qt::ToolTipRole);
    form_->setItemData(2, tr("--kv-transfer-config with the connector's JSON, in bytes"),
                       Qt::ToolTipRole);
    form_->setToolTip(tr("How vLLM is told the tiers: the short flag in GiB, or the connector's "
                         "full JSON in bytes. Auto takes the short form unless the NVMe tier or "
                         "several LMCache servers need the full one."));
    auto* releaseLabel = new QLabel(tr("Release:"), this);
    releaseLabel->setBuddy(release_);
    release_->setObjectName(QStringLiteral("release"));
    release_->setToolTip(tr("The engine release the scripts are written for (the flags, "
                            "defaults and version gates follow it); for NVIDIA Dynamo also the "
                            "vLLM it pins. Default: the scenario's engine.release, else the "
                            "newest."));
    bar->addWidget(releaseLabel);
    bar->addWidget(release_);
    bar->addWidget(formLabel);
    bar->addWidget(form_);
    copy_->setToolTip(tr("Copy start-all.sh, which starts every process, to the clipboard"));
    save_->setToolTip(tr("Write one script per process and start-all.sh into a folder"));
    compose_->setToolTip(tr("Write a docker compose file (compose.yaml) for each node into a "
                            "folder: the release's images, GPUs, /dev/shm sized for the CPU "
                            "tier, NUMA binding and the NVMe mount"));
    // The buttons on a row of their own: beside the pickers they widened the window past 1366.
    auto* buttons = new QHBoxLayout;
    buttons->addStretch(1);
    buttons->addWidget(copy_);
    buttons->addWidget(save_);
    kubernetes_->setToolTip(tr("Write Kubernetes manifests (kubernetes.yaml) into a folder: a "
                               "Deployment and Service per instance, for NVIDIA Dynamo a "
                               "DynamoGraphDeployment; GPUs, /dev/shm sized for the CPU tier, "
                               "memory requests and the NVMe mount"));
    kserve_->setToolTip(tr("Write a KServe LLMInferenceService (kserve.yaml) into a folder: "
                           "one replica per instance running vllm serve, its GPUs, the CPU tier "
                           "(spec.kvCacheOffloading where it can say it), /dev/shm and memory "
                           "requests; for engines that run vllm serve alone"));
    buttons->addWidget(compose_);
    buttons->addWidget(kubernetes_);
    buttons->addWidget(kserve_);
    layout->addLayout(bar);
    layout->addLayout(buttons);
    layout->addWidget(tabs_, 1);

    const QFont mono = QFontDatabase::systemFont(QFontDatabase::FixedFont);
    pages_.resize(allEngines().size());
    for (std::size_t i = 0; i < pages_.size(); ++i) {
        Page& p = pages_[i];
        p.engine = allEngines()[i].kind;
        auto* split = new QSplitter(Qt::Horizontal);
        p.script = new QPlainTextEdit;
        p.script->setObjectName(QStringLiteral("script"));
        p.script->setReadOnly(true);
        p.script->setLineWrapMode(QPlainTextEdit::NoWrap);
        p.script->setFont(mono);
        p.model = new EngineSettingsModel(this);
        p.settings = new QTableView;
        p.settings->setModel(p.model);
        p.settings->verticalHeader()->hide();
        p.settings->setEditTriggers(QAbstractItemView::NoEditTriggers);
        p.settings->setSelectionBehavior(QAbstractItemView::SelectRows);
        p.settings->setAlternatingRowColors(true);
        p.settings->setWordWrap(false);
        p.settings->horizontalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
        p.settings->horizontalHeader()->setStretchLastSection(true);
        p.settings->verticalHeader()->setDefaultSectionSize(p.settings->fontMetrics().height() + 6);
        split->addWidget(p.script);
        split->addWidget(p.settings);
        split->setStretchFactor(0, 3);
        split->setStretchFactor(1, 2);
        tabs_->addTab(split, engineName(p.engine));
    }

    connect(tabs_, &QTabWidget::currentChanged, this, [this] { refreshWhenShown(); });
    connect(form_, &QComboBox::currentIndexChanged, this, [this] {
        for (Page& p : pages_)
            p.stale = true;
        refreshWhenShown();
    });
    connect(release_, &QComboBox::activated, this, [this] {
        Page& p = page(tabs_->currentIndex());
        p.release = release_->currentData().toString();
        p.stale = true;
        refreshWhenShown();
    });
    saveOnClick(compose_, interaction_, tr("Save the docker compose file into"),
                [this](const QString& directory) { saveCompose(directory); });
    saveOnClick(kubernetes_, interaction_, tr("Save the Kubernetes manifests into"),
                [this](const QString& directory) { saveKubernetes(directory); });
    saveOnClick(kserve_, interaction_, tr("Save the KServe LLMInferenceService into"),
                [this](const QString& directory) { saveKServe(directory); });
    connect(copy_, &QPushButton::clicked, this, &EngineConfigView::copyScript);
    saveOnClick(save_, interaction_, tr("Save the launch scripts into"),
                [this](const QString& directory) { saveScripts(directory); });
}

EngineConfigView::Page& EngineConfigView::page(int index)
{
    return pages_[std::size_t(std::clamp(index, 0, int(pages_.size()) - 1))];
}

EngineKind EngineConfigView::currentEngine() const
{
    return pages_[std::size_t(std::max(0, tabs_->currentIndex()))].engine;
}

const EngineConfig& EngineConfigView::config() const
{
    catchUp();
    return pages_[std::size_t(std::max(0, tabs_->currentIndex()))].config;
}

QString EngineConfigView::scriptText() const
{
    catchUp();
    return pages_[std::size_t(std::max(0, tabs_->currentIndex()))].script->toPlainText();
}

EngineSettingsModel* EngineConfigView::settingsModel() const
{
    catchUp();
    return pages_[std::size_t(std::max(0, tabs_->currentIndex()))].model;
}

void EngineConfigView::showResult(const Scenario& scenario, const SizingResult& result)
{
    const bool engineChanged = scenario.engine.name != scenario_.engine.name;
    scenario_ = scenario;
    result_ = result;
    for (std::size_t i = 0; i < pages_.size(); ++i) {
        pages_[i].stale = true;
        // The scenario's own engine is marked (a tab's text set lays the tab bar out again:
        // only when it changes).
        const QString text =
            engineName(pages_[i].engine) +
            (pages_[i].engine == scenario.engine.name ? QStringLiteral(" ✓") : QString());
        if (tabs_->tabText(int(i)) != text)
            tabs_->setTabText(int(i), text);
    }
    if (engineChanged)
        showEngine(scenario.engine.name);
    refreshWhenShown();
}

void EngineConfigView::refreshWhenShown()
{
    // Hidden (the dock closed) or covered (behind the formula's tab), it waits: writing the
    // scripts of every edit for nobody costs the editor time. Shown or asked, it catches up.
    if (!isVisible() || covered_) {
        // Its pickers are cheap and follow at once.
        const Page& p = page(tabs_->currentIndex());
        form_->setEnabled(engineHasForms(p.engine));
        fillReleases(p);
        deferred_ = true;
        return;
    }
    refreshCurrent();
}

void EngineConfigView::catchUp() const
{
    // What it shows is computed when it is read: a const look that fills in the deferred page.
    if (deferred_)
        const_cast<EngineConfigView*>(this)->refreshCurrent();
}

void EngineConfigView::showEvent(QShowEvent* event)
{
    QWidget::showEvent(event);
    if (deferred_ && !covered_)
        refreshCurrent();
}

void EngineConfigView::setCovered(bool covered)
{
    covered_ = covered;
    if (!covered_ && deferred_ && isVisible())
        refreshCurrent();
}

void EngineConfigView::showEngine(EngineKind engine)
{
    for (std::size_t i = 0; i < pages_.size(); ++i)
        if (pages_[i].engine == engine)
            tabs_->setCurrentIndex(int(i));
}

void EngineConfigView::fillReleases(const Page& p)
{
    const EngineReleaseRow& given = releaseFor(scenario_, p.engine);
    // The same list as shown (most edits): the picker stays as it is.
    const QString listed = QString::number(int(p.engine)) + QLatin1Char('|') +
                           QString::fromUtf8(given.version) + QLatin1Char('|') + p.release;
    if (listed == releasesOf_)
        return;
    releasesOf_ = listed;
    const QSignalBlocker block(release_);
    release_->clear();
    release_->addItem(tr("%1 (default)").arg(QString::fromUtf8(given.version)), QString());
    for (const EngineReleaseRow* row : releasesOf(p.engine)) {
        QString label = QString::fromUtf8(row->version);
        if (!row->vllm.empty() && engineDescriptor(p.engine).pinsVllm)
            label += tr(" (vLLM %1)").arg(QString::fromUtf8(row->vllm));
        release_->addItem(label, QString::fromUtf8(row->version));
        release_->setItemData(release_->count() - 1, QString::fromUtf8(row->differences),
                              Qt::ToolTipRole);
    }
    release_->setCurrentIndex(std::max(0, release_->findData(p.release)));
}

void EngineConfigView::refreshCurrent()
{
    deferred_ = false;
    Page& p = page(tabs_->currentIndex());
    form_->setEnabled(engineHasForms(p.engine));
    fillReleases(p);
    if (p.stale) {
        EngineOptions options;
        options.engine = p.engine;
        if (!p.release.isEmpty())
            options.release = p.release.toStdString();
        options.form =
            engineHasForms(p.engine) ? EngineForm(form_->currentData().toInt()) : EngineForm::Auto;
        p.config = engineConfig(scenario_, result_, options);
        const QString script = p.config.hasErrors()
                                   ? problems(p.config)
                                   : QString::fromStdString(renderCombinedScript(p.config));
        if (p.script->toPlainText() != script) {
            // Keep the reader's place when only numbers move.
            const int scrolled = p.script->verticalScrollBar()->value();
            p.script->setPlainText(script);
            p.script->verticalScrollBar()->setValue(scrolled);
        }
        p.model->setConfig(p.config);
        p.stale = false;
    }
    QStringList releases;
    for (const EngineRelease& r : p.config.writtenFor)
        releases << QString::fromStdString(r.product + " " + r.version);
    writtenFor_->setText(releases.isEmpty()
                             ? QString()
                             : tr("Written for %1; the scripts name every flag's unit and scope.")
                                   .arg(releases.join(QStringLiteral(", "))));
    copy_->setEnabled(!p.config.hasErrors());
    save_->setEnabled(!p.config.hasErrors());
    compose_->setEnabled(!p.config.hasErrors());
    kubernetes_->setEnabled(!p.config.hasErrors());
    kserve_->setEnabled(kserveApplies(p.config));
}

bool EngineConfigView::saveDeploymentFile(const QString& directory, const char* fileName,
                                          const std::string& text, const QString& failure)
{
    try {
        if (!QDir().mkpath(directory))
            throw ScenarioFileError(directory, {}, tr("cannot be created"));
        const QString path = QDir(directory).filePath(QString::fromLatin1(fileName));
        saveTextFileAtomically(path, QByteArray::fromStdString(text));
        emit statusMessage(tr("Wrote %1").arg(path));
        return true;
    } catch (const ScenarioFileError& e) {
        interaction_->showError(failure, e.message());
        return false;
    }
}

bool EngineConfigView::saveCompose(const QString& directory)
{
    return saveDeploymentFile(
        directory, kComposeFileName,
        renderComposeFile(config(), result_.users.nodes, scenario_.nvme.rootDir),
        tr("Cannot save the compose file"));
}

bool EngineConfigView::saveKubernetes(const QString& directory)
{
    return saveDeploymentFile(
        directory, kKubernetesFileName,
        renderKubernetesManifests(config(), result_.users.nodes, scenario_.nvme.rootDir),
        tr("Cannot save the Kubernetes manifests"));
}

bool EngineConfigView::saveKServe(const QString& directory)
{
    return saveDeploymentFile(
        directory, kKServeFileName,
        renderKServeManifest(config(), result_.users.nodes, scenario_.nvme.rootDir),
        tr("Cannot save the KServe LLMInferenceService"));
}

void EngineConfigView::copyScript()
{
    QApplication::clipboard()->setText(scriptText());
    emit statusMessage(tr("start-all.sh for %1 copied").arg(engineName(currentEngine())));
}

bool EngineConfigView::saveScripts(const QString& directory)
{
    try {
        const QStringList written = saveEngineScripts(directory, config());
        emit statusMessage(tr("Wrote %1 scripts to %2").arg(written.size()).arg(directory));
        return true;
    } catch (const ScenarioFileError& e) {
        interaction_->showError(tr("Cannot save the launch scripts"), e.message());
        return false;
    }
}

} // namespace kvp::ui
