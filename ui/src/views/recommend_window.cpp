// SPDX-License-Identifier: GPL-3.0-or-later
#include "views/recommend_window.h"

#include "controller/controller.h"
#include "kvplan/ui/catalog_file.h"
#include "kvplan/ui/format.h"
#include "kvplan/ui/price_list_file.h"
#include "kvplan/ui/report.h"
#include "kvplan/ui/scenario_file.h"

#include <QComboBox>
#include <QDir>
#include <QFileDialog>
#include <QFileInfo>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QProgressBar>
#include <QPushButton>
#include <QTableWidget>
#include <QVBoxLayout>
#include <qcustomplot.h>

namespace kvp::ui {

namespace {

QString price(const Candidate& c)
{
    return QStringLiteral("%1 %2").arg(formatCount(std::uint64_t(c.priceTotal.minorUnits() / 100)),
                                       QString::fromStdString(c.currency));
}

QString shapeText(const Candidate& c)
{
    return RecommendWindow::tr("%1 × %2 per node × %3 node(s), TP %4")
        .arg(QString::fromStdString(c.gpuName))
        .arg(c.shape.gpusPerNode)
        .arg(c.nodes)
        .arg(c.shape.tensorParallel);
}

// The picker's entry that asks for a file rather than naming one.
const QString kOpenEntry = QStringLiteral("\x01open");

QString chooseWithDialog(QWidget* parent)
{
    return QFileDialog::getOpenFileName(parent, RecommendWindow::tr("Open price list"), QString(),
                                        RecommendWindow::tr("Price lists (*.json);;All files (*)"));
}

} // namespace

RecommendWindow::RecommendWindow(Controller* controller, QWidget* parent)
    : QWidget(parent, Qt::Window), controller_(controller),
      choosePriceList_([this] { return chooseWithDialog(this); }), priceList_(new QComboBox(this)),
      searchButton_(new QPushButton(tr("&Search"), this)),
      cancelButton_(new QPushButton(tr("&Cancel"), this)), progress_(new QProgressBar(this)),
      summary_(new QLabel(this)), table_(new QTableWidget(this)), plot_(new QCustomPlot(this))
{
    setObjectName(QStringLiteral("recommendWindow"));
    setWindowTitle(tr("Recommend: the cheapest configuration that meets the SLA"));
    cancelButton_->setEnabled(false);
    progress_->setRange(0, 1);
    progress_->setValue(0);
    summary_->setWordWrap(true);
    summary_->setTextInteractionFlags(Qt::TextSelectableByMouse);
    summary_->setText(tr("Search the catalog's GPUs, GPUs per node, tensor parallelism, nodes and "
                         "offloading for the configurations that meet the SLA at peak (sla.*), "
                         "priced from the price list."));
    table_->setColumnCount(8);
    table_->setHorizontalHeaderLabels({tr("GPU"), tr("per node"), tr("nodes"), tr("TP"),
                                       tr("CPU tier"), tr("price"), tr("TTFT p95"), tr("TPOT")});
    table_->horizontalHeader()->setSectionResizeMode(0, QHeaderView::Stretch);
    table_->setEditTriggers(QAbstractItemView::NoEditTriggers);
    table_->setSelectionBehavior(QAbstractItemView::SelectRows);
    table_->setToolTip(tr("Double-click a row to adopt the configuration (Undo takes it back)"));
    plot_->setMinimumHeight(180);
    plot_->xAxis->setLabel(tr("price"));
    plot_->yAxis->setLabel(tr("TTFT p95 at peak (ms)"));

    priceList_->setObjectName(QStringLiteral("recommendPriceList"));
    priceList_->setToolTip(tr("The price list the configurations are priced from"));
    fillPriceListPicker();
    auto* priceLabel = new QLabel(tr("&Price list:"), this);
    priceLabel->setBuddy(priceList_);

    auto* buttons = new QHBoxLayout;
    buttons->addWidget(priceLabel);
    buttons->addWidget(priceList_);
    buttons->addWidget(searchButton_);
    buttons->addWidget(cancelButton_);
    buttons->addWidget(progress_, 1);
    auto* layout = new QVBoxLayout(this);
    layout->addLayout(buttons);
    layout->addWidget(summary_);
    layout->addWidget(table_, 3);
    layout->addWidget(plot_, 2);
    resize(900, 640);

    connect(searchButton_, &QPushButton::clicked, this, &RecommendWindow::startSearch);
    connect(cancelButton_, &QPushButton::clicked, this, &RecommendWindow::cancelSearch);
    connect(table_, &QTableWidget::cellDoubleClicked, this, [this](int row, int) { adopt(row); });
    connect(priceList_, &QComboBox::activated, this, &RecommendWindow::pickPriceList);
}

// The built-in sample, the file picked (if any) and "Open…"; the current entry is the price
// list the search uses.
void RecommendWindow::fillPriceListPicker()
{
    const QSignalBlocker blocking(priceList_);
    priceList_->clear();
    priceList_->addItem(tr("Sample price list (built in)"), QString());
    if (!priceListPath_.isEmpty()) {
        priceList_->addItem(QFileInfo(priceListPath_).fileName(), priceListPath_);
        priceList_->setItemData(1, QDir::toNativeSeparators(priceListPath_), Qt::ToolTipRole);
    }
    priceList_->addItem(tr("Open…"), kOpenEntry);
    priceList_->setCurrentIndex(priceListPath_.isEmpty() ? 0 : 1);
}

void RecommendWindow::pickPriceList(int index)
{
    const QString data = priceList_->itemData(index).toString();
    if (data != kOpenEntry) {
        setPriceListPath(data);
        return;
    }
    const QString path = choosePriceList_ ? choosePriceList_() : QString();
    if (path.isEmpty() || !setPriceListPath(path))
        fillPriceListPicker(); // back to the price list in use
}

bool RecommendWindow::setPriceListPath(const QString& path)
{
    try {
        loadPriceListFile(path);
    } catch (const ScenarioFileError& e) {
        summary_->setText(tr("Cannot use the price list: %1").arg(e.message()));
        fillPriceListPicker();
        return false;
    }
    priceListPath_ = path;
    fillPriceListPicker();
    return true;
}

RecommendWindow::~RecommendWindow()
{
    run_.cancelAndWait();
}

void RecommendWindow::startSearch()
{
    if (run_.running())
        return;
    searched_ = controller_->scenario();
    Search search = search_;
    if (!search) {
        // The catalog (with the user's) and the price list read here, so that a file that no
        // longer reads is said at once.
        try {
            search = [catalog = loadCatalog(), prices = loadPriceListFile(priceListPath_)](
                         const Scenario& s, const RecommendOptions& o) {
                return recommend(s, catalog, prices, o);
            };
        } catch (const ScenarioFileError& e) {
            summary_->setText(tr("Cannot search: %1").arg(e.message()));
            return;
        }
    }
    searchButton_->setEnabled(false);
    cancelButton_->setEnabled(true);
    progress_->setRange(0, 0); // busy until the first progress
    summary_->setText(tr("Searching…"));
    run_.start(
        {},
        [search, scenario = searched_](const RecommendOptions& options) {
            return search(scenario, options);
        },
        [this](std::size_t done, std::size_t all) {
            progress_->setRange(0, int(all));
            progress_->setValue(int(done));
        },
        [this](const RecommendResult& result) { finished(result); });
}

void RecommendWindow::cancelSearch()
{
    run_.cancel();
    cancelButton_->setEnabled(false);
}

void RecommendWindow::finished(const RecommendResult& result)
{
    result_ = result;
    searchButton_->setEnabled(true);
    cancelButton_->setEnabled(false);
    progress_->setRange(0, 1);
    progress_->setValue(result.cancelled ? 0 : 1);
    fill();
    plotFrontier();
    emit searchFinished();
}

void RecommendWindow::fill()
{
    const RecommendResult& r = result_;
    table_->setRowCount(int(r.candidates.size()));
    for (std::size_t i = 0; i < r.candidates.size(); ++i) {
        const Candidate& c = r.candidates[i];
        const QStringList cells = {
            QString::fromStdString(c.gpuName),
            QString::number(c.shape.gpusPerNode),
            QString::number(c.nodes),
            QString::number(c.shape.tensorParallel),
            c.shape.offload ? tr("%1 GiB").arg(formatNumber(c.cpuTierGiBTotal, 0)) : tr("off"),
            price(c),
            formatDuration(c.ttftP95Ms / 1e3),
            formatDuration(c.tpotMs / 1e3)};
        for (int col = 0; col < cells.size(); ++col)
            table_->setItem(int(i), col, new QTableWidgetItem(cells[col]));
    }
    QString text;
    if (r.cancelled)
        text = tr("Cancelled after %1 configurations.").arg(r.searched);
    else if (r.refused)
        text = tr("No configuration: %1").arg(diagnosticText(*r.refused));
    else if (!r.cheapest)
        text = tr("No configuration of the catalog meets the SLA at peak (%1 searched).")
                   .arg(r.searched);
    else {
        text = tr("%1 of %2 configurations meet the SLA; the cheapest: %3, %4.")
                   .arg(r.candidates.size())
                   .arg(r.searched)
                   .arg(shapeText(r.candidates[*r.cheapest]), price(r.candidates[*r.cheapest]));
        if (r.cheapestWithoutOffload && r.cheapestWithOffload) {
            const Candidate& off = r.candidates[*r.cheapestWithoutOffload];
            const Candidate& on = r.candidates[*r.cheapestWithOffload];
            text += QLatin1Char('\n') +
                    tr("Without offloading: %1 GPUs, %2. With a CPU tier of %3 GiB: %4 GPUs, %5.")
                        .arg(off.gpusTotal)
                        .arg(price(off))
                        .arg(formatNumber(on.cpuTierGiBTotal, 0))
                        .arg(on.gpusTotal)
                        .arg(price(on));
        }
    }
    summary_->setText(text);
    emit statusMessage(text.section(QLatin1Char('\n'), 0, 0));
}

void RecommendWindow::plotFrontier()
{
    plot_->clearGraphs();
    QCPGraph* all = plot_->addGraph();
    all->setLineStyle(QCPGraph::lsNone);
    all->setScatterStyle(QCPScatterStyle(QCPScatterStyle::ssCircle, 5));
    all->setName(tr("meets the SLA"));
    QCPGraph* frontier = plot_->addGraph();
    frontier->setLineStyle(QCPGraph::lsStepLeft);
    frontier->setScatterStyle(QCPScatterStyle(QCPScatterStyle::ssDisc, 7));
    frontier->setPen(QPen(QColor(0xd9, 0x5f, 0x02), 2));
    frontier->setName(tr("price–latency frontier"));
    double maxPrice = 0.0, maxTtft = 0.0;
    for (const Candidate& c : result_.candidates) {
        const double p = double(c.priceTotal.minorUnits()) / 100.0;
        all->addData(p, c.ttftP95Ms);
        maxPrice = std::max(maxPrice, p);
        maxTtft = std::max(maxTtft, c.ttftP95Ms);
    }
    for (std::size_t k : result_.frontier)
        frontier->addData(double(result_.candidates[k].priceTotal.minorUnits()) / 100.0,
                          result_.candidates[k].ttftP95Ms);
    plot_->legend->setVisible(!result_.candidates.empty());
    plot_->xAxis->setRange(0.0, maxPrice > 0.0 ? maxPrice * 1.05 : 1.0);
    // TTFT spans milliseconds to seconds: a logarithmic axis keeps the frontier readable.
    plot_->yAxis->setScaleType(QCPAxis::stLogarithmic);
    plot_->yAxis->setTicker(QSharedPointer<QCPAxisTickerLog>::create());
    double minTtft = maxTtft;
    for (const Candidate& c : result_.candidates)
        minTtft = std::min(minTtft, c.ttftP95Ms);
    plot_->yAxis->setRange(minTtft > 0.0 ? minTtft / 1.5 : 0.1,
                           maxTtft > 0.0 ? maxTtft * 1.5 : 1.0);
    // The window's palette (light or dark theme) for the plot's background, axes and text.
    const QColor base = palette().color(QPalette::Base);
    const QColor text = palette().color(QPalette::Text);
    plot_->setBackground(base);
    plot_->legend->setBrush(base);
    plot_->legend->setTextColor(text);
    for (QCPAxis* axis : {plot_->xAxis, plot_->yAxis}) {
        axis->setBasePen(QPen(text));
        axis->setTickPen(QPen(text));
        axis->setSubTickPen(QPen(text));
        axis->setTickLabelColor(text);
        axis->setLabelColor(text);
    }
    plot_->replot(QCustomPlot::rpQueuedReplot);
}

bool RecommendWindow::adopt(int row)
{
    if (row < 0 || std::size_t(row) >= result_.candidates.size())
        return false;
    const Candidate& c = result_.candidates[std::size_t(row)];
    Catalog catalog;
    try {
        catalog = loadCatalog();
    } catch (const ScenarioFileError&) {
        return false;
    }
    const CandidateShape shape = c.shape;
    const std::uint64_t nodes = c.nodes;
    const bool changed =
        controller_->edit(tr("Adopt %1 from the recommendation").arg(shapeText(c)), {},
                          [&](Scenario& s) { s = candidateScenario(s, catalog, shape, nodes); });
    if (changed)
        emit statusMessage(tr("%1 adopted; Undo takes it back").arg(shapeText(c)));
    return changed;
}

} // namespace kvp::ui
