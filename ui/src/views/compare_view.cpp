// SPDX-License-Identifier: GPL-3.0-or-later
#include "views/compare_view.h"

#include "charts/latency_axes.h"
#include "controller/controller.h"
#include "kvplan/scenario_io.h"
#include "kvplan/ui/format.h"
#include "kvplan/ui/report.h"
#include "kvplan/ui/whatif_text.h"
#include "style/theme.h"

#include <QComboBox>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QSplitter>
#include <QTableWidget>
#include <QVBoxLayout>
#include <cmath>
#include <map>
#include <qcustomplot.h>

namespace kvp::ui {

namespace {

QString letter(int column)
{
    return QString(QChar(char16_t(u'A' + column)));
}

// The keys a "change one thing" is usually about; any scenario key may be typed.
const QStringList& commonKeys()
{
    static const QStringList keys = {
        QStringLiteral("kv_cache_dtype"),
        QStringLiteral("workload.users"),
        QStringLiteral("workload.context_tokens"),
        QStringLiteral("gpu.count"),
        QStringLiteral("serving.tensor_parallel"),
        QStringLiteral("offload.enabled"),
        QStringLiteral("offload.cpu_tier_gib_per_instance"),
        QStringLiteral("offload.kv_aware_routing"),
        QStringLiteral("nvme.drives_per_node"),
        QStringLiteral("traffic.returning_share"),
        QStringLiteral("traffic.think_time_s"),
        QStringLiteral("serving.prefill_mfu"),
    };
    return keys;
}

QString sectionTitle(const std::string& section)
{
    static const std::map<std::string, const char*> titles = {
        {"kv", QT_TRANSLATE_NOOP("kvp::ui::CompareView", "KV cache")},
        {"gpu", QT_TRANSLATE_NOOP("kvp::ui::CompareView", "GPU")},
        {"cpu", QT_TRANSLATE_NOOP("kvp::ui::CompareView", "CPU tier")},
        {"memory", QT_TRANSLATE_NOOP("kvp::ui::CompareView", "System memory")},
        {"nodes", QT_TRANSLATE_NOOP("kvp::ui::CompareView", "Nodes")},
        {"pcie", QT_TRANSLATE_NOOP("kvp::ui::CompareView", "PCIe")},
        {"nvme", QT_TRANSLATE_NOOP("kvp::ui::CompareView", "NVMe tier")},
        {"latency", QT_TRANSLATE_NOOP("kvp::ui::CompareView", "Time to first token")},
        {"hit_rates", QT_TRANSLATE_NOOP("kvp::ui::CompareView", "Hit rates")},
        {"load", QT_TRANSLATE_NOOP("kvp::ui::CompareView", "Load at peak")},
        {"chassis", QT_TRANSLATE_NOOP("kvp::ui::CompareView", "Chassis")},
        {"power", QT_TRANSLATE_NOOP("kvp::ui::CompareView", "Power")},
        {"rack", QT_TRANSLATE_NOOP("kvp::ui::CompareView", "Racks")}};
    const auto it = titles.find(section);
    return it == titles.end() ? QString::fromStdString(section)
                              : QCoreApplication::translate("kvp::ui::CompareView", it->second);
}

} // namespace

CompareView::CompareView(Controller* controller, QWidget* parent)
    : QWidget(parent), controller_(controller), table_(new QTableWidget(this)),
      plot_(new QCustomPlot(this)), column_(new QComboBox(this)), key_(new QComboBox(this)),
      value_(new QLineEdit(this)), apply_(new QPushButton(tr("Change"), this)),
      message_(new QLabel(this))
{
    setObjectName(QStringLiteral("compareView"));
    table_->setObjectName(QStringLiteral("compareTable"));
    plot_->setObjectName(QStringLiteral("comparePlot"));
    column_->setObjectName(QStringLiteral("compareColumn"));
    key_->setObjectName(QStringLiteral("compareKey"));
    value_->setObjectName(QStringLiteral("compareValue"));
    apply_->setObjectName(QStringLiteral("compareChange"));
    message_->setObjectName(QStringLiteral("compareMessage"));
    message_->setWordWrap(true);

    key_->setEditable(true);
    key_->addItems(commonKeys());
    key_->setToolTip(tr("A scenario key, as kvplan --set takes it"));
    value_->setPlaceholderText(tr("value, e.g. bf16 or 800"));

    auto* addButton = new QPushButton(tr("Add the open scenario"), this);
    auto* duplicateButton = new QPushButton(tr("Duplicate"), this);
    auto* removeButton = new QPushButton(tr("Remove"), this);
    auto* adoptButton = new QPushButton(tr("Open it"), this);
    addButton->setObjectName(QStringLiteral("compareAdd"));
    duplicateButton->setObjectName(QStringLiteral("compareDuplicate"));
    removeButton->setObjectName(QStringLiteral("compareRemove"));
    adoptButton->setObjectName(QStringLiteral("compareAdopt"));
    adoptButton->setToolTip(tr("Make the chosen column the open scenario (Undo takes it back)"));

    auto* changeRow = new QHBoxLayout;
    changeRow->addWidget(new QLabel(tr("Scenario:"), this));
    changeRow->addWidget(column_);
    changeRow->addWidget(key_, 2);
    changeRow->addWidget(new QLabel(QStringLiteral("="), this));
    changeRow->addWidget(value_, 1);
    changeRow->addWidget(apply_);
    auto* columnRow = new QHBoxLayout;
    columnRow->addWidget(addButton);
    columnRow->addWidget(duplicateButton);
    columnRow->addWidget(removeButton);
    columnRow->addStretch(1);
    columnRow->addWidget(adoptButton);

    table_->setEditTriggers(QAbstractItemView::NoEditTriggers);
    table_->horizontalHeader()->setSectionResizeMode(QHeaderView::Stretch);
    table_->verticalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
    table_->setSelectionBehavior(QAbstractItemView::SelectColumns);
    table_->setSelectionMode(QAbstractItemView::SingleSelection);
    plot_->setMinimumHeight(180);
    plot_->legend->setVisible(true);
    makePromptTokensAxis(plot_->xAxis);
    plot_->xAxis->setLabel(tr("prompt tokens"));
    plot_->yAxis->setScaleType(QCPAxis::stLogarithmic);
    plot_->yAxis->setLabel(tr("TTFT"));
    plot_->legend->setBorderPen(Qt::NoPen);
    // The legend under the plot, where it covers no curve: CPU hit solid, recomputed dashed.
    plot_->legend->setWrap(2);
    plot_->legend->setFillOrder(QCPLayoutGrid::foColumnsFirst);
    plot_->axisRect()->insetLayout()->take(plot_->legend);
    plot_->plotLayout()->addElement(1, 0, plot_->legend);
    plot_->plotLayout()->setRowStretchFactor(1, 0.001);

    auto* splitter = new QSplitter(Qt::Vertical, this);
    splitter->addWidget(table_);
    splitter->addWidget(plot_);
    splitter->setStretchFactor(0, 3);
    splitter->setStretchFactor(1, 2);

    auto* layout = new QVBoxLayout(this);
    layout->addLayout(columnRow);
    layout->addLayout(changeRow);
    layout->addWidget(message_);
    layout->addWidget(splitter, 1);

    const auto chosen = [this] {
        return std::max(0, column_->currentIndex());
    };
    connect(addButton, &QPushButton::clicked, this, [this] { addOpenScenario(); });
    connect(duplicateButton, &QPushButton::clicked, this, [this, chosen] { duplicate(chosen()); });
    connect(removeButton, &QPushButton::clicked, this, [this, chosen] { remove(chosen()); });
    connect(adoptButton, &QPushButton::clicked, this, [this, chosen] { adopt(chosen()); });
    const auto applyChange = [this, chosen] {
        QString error;
        if (!change(chosen(), key_->currentText().trimmed() + QLatin1Char('=') + value_->text(),
                    &error))
            message_->setText(error);
    };
    connect(apply_, &QPushButton::clicked, this, applyChange);
    connect(value_, &QLineEdit::returnPressed, this, applyChange);
    connect(table_->horizontalHeader(), &QHeaderView::sectionClicked, column_,
            &QComboBox::setCurrentIndex);
}

void CompareView::startFromOpenScenario()
{
    scenarios_ = {controller_->scenario(), controller_->scenario()};
    scenarios_[1].name += tr(" (copy)").toStdString();
    column_->clear();
    refresh();
    column_->setCurrentIndex(1);
}

bool CompareView::addOpenScenario()
{
    if (scenarios_.size() >= kMaxCompared)
        return false;
    scenarios_.push_back(controller_->scenario());
    refresh();
    column_->setCurrentIndex(int(scenarios_.size()) - 1);
    return true;
}

bool CompareView::duplicate(int column)
{
    if (scenarios_.size() >= kMaxCompared || column < 0 || column >= scenarioCount())
        return false;
    Scenario copy = scenarios_[std::size_t(column)];
    copy.name += tr(" (copy)").toStdString();
    scenarios_.push_back(copy);
    refresh();
    column_->setCurrentIndex(int(scenarios_.size()) - 1);
    return true;
}

bool CompareView::remove(int column)
{
    if (scenarios_.size() <= kMinCompared || column < 0 || column >= scenarioCount())
        return false;
    scenarios_.erase(scenarios_.begin() + column);
    refresh();
    return true;
}

bool CompareView::change(int column, const QString& assignment, QString* error)
{
    if (column < 0 || column >= scenarioCount())
        return false;
    try {
        nlohmann::json document =
            nlohmann::json::parse(serializeScenario(scenarios_[std::size_t(column)]));
        applyOverride(document, assignment.toStdString());
        scenarios_[std::size_t(column)] = scenarioFromJson(document);
    } catch (const ScenarioError& e) {
        if (error)
            *error = tr("%1: %2").arg(letter(column), QString::fromUtf8(e.what()));
        return false;
    }
    const int keep = column;
    refresh();
    column_->setCurrentIndex(keep);
    emit statusMessage(tr("%1: %2").arg(letter(column), assignment));
    return true;
}

bool CompareView::adopt(int column)
{
    if (column < 0 || column >= scenarioCount())
        return false;
    const Scenario chosen = scenarios_[std::size_t(column)];
    controller_->endEditBurst();
    const bool changed =
        controller_->edit(tr("Open scenario %1 of the comparison").arg(letter(column)), {},
                          [&](Scenario& s) { s = chosen; });
    if (changed)
        emit statusMessage(tr("Scenario %1 is open; Undo takes it back").arg(letter(column)));
    return changed;
}

void CompareView::refresh()
{
    message_->clear();
    {
        const QSignalBlocker blocker(column_);
        const int current = column_->currentIndex();
        column_->clear();
        for (int i = 0; i < scenarioCount(); ++i)
            column_->addItem(letter(i));
        column_->setCurrentIndex(std::min(std::max(current, 0), scenarioCount() - 1));
    }
    if (scenarios_.size() < kMinCompared) {
        comparison_.reset();
        table_->clear();
        plot_->clearGraphs();
        return;
    }
    comparison_ = compareScenarios(scenarios_, true, controller_->catalog());
    fillTable();
    fillChart();
}

void CompareView::fillTable()
{
    const Comparison& c = *comparison_;
    const int n = int(c.names.size());
    table_->clear();
    table_->setColumnCount(n);
    QStringList headers;
    for (int i = 0; i < n; ++i)
        headers << letter(i);
    table_->setHorizontalHeaderLabels(headers);

    const ChartColors& colours = chartColors(currentTheme());
    QColor changed = colours.cpuTier;
    changed.setAlpha(60);
    int row = 0;
    QStringList rowLabels;
    const auto addRow = [&](const QString& label) {
        table_->setRowCount(row + 1);
        rowLabels << label;
        return row++;
    };
    const auto header = [&](const QString& title) {
        const int r = addRow(title);
        for (int i = 0; i < n; ++i) {
            auto* item = new QTableWidgetItem;
            item->setBackground(colours.grid);
            table_->setItem(r, i, item);
        }
    };
    {
        const int r = addRow(tr("Scenario"));
        for (int i = 0; i < n; ++i) {
            const QString name = QString::fromStdString(c.names[std::size_t(i)]);
            auto* item = new QTableWidgetItem(name);
            item->setToolTip(name);
            table_->setItem(r, i, item);
        }
    }
    if (!c.inputs.empty()) {
        header(tr("Inputs that differ"));
        for (const ComparedInput& in : c.inputs) {
            const int r = addRow(QString::fromStdString(in.key));
            for (int i = 0; i < n; ++i) {
                const std::string& v = in.values[std::size_t(i)];
                auto* item = new QTableWidgetItem(v.empty() ? tr("—") : QString::fromStdString(v));
                if (i > 0 && v != in.values.front())
                    item->setBackground(changed);
                table_->setItem(r, i, item);
            }
        }
    }
    std::string section;
    for (const ComparedFigure& f : c.figures) {
        if (f.section != section) {
            section = f.section;
            header(sectionTitle(section));
        }
        const int r = addRow(figureLabel(f.key));
        for (int i = 0; i < n; ++i) {
            const auto& v = f.values[std::size_t(i)];
            QString text = v ? figureValueText(*v, f.unit) : tr("—");
            const auto& base = f.values.front();
            const bool differs =
                i > 0 && v && base &&
                std::fabs(*v - *base) > 1e-9 * std::max({1.0, std::fabs(*v), std::fabs(*base)});
            if (differs)
                text += QStringLiteral("  (") + figureChangeText(*v, *f.values.front(), f.unit) +
                        QLatin1Char(')');
            auto* item = new QTableWidgetItem(text);
            item->setTextAlignment(Qt::AlignRight | Qt::AlignVCenter);
            item->setData(Qt::UserRole, QString::fromStdString(f.key));
            if (f.differs) {
                QFont font = item->font();
                font.setBold(true);
                item->setFont(font);
            }
            if (differs)
                item->setBackground(changed);
            table_->setItem(r, i, item);
        }
    }
    bool anyAdvice = false;
    for (const auto& list : c.distinctAdvice)
        anyAdvice = anyAdvice || !list.empty();
    if (anyAdvice) {
        header(tr("Advice only some get"));
        const int r = addRow(tr("Advice"));
        for (int i = 0; i < n; ++i) {
            QStringList lines;
            for (const Diagnostic& d : c.distinctAdvice[std::size_t(i)])
                lines << diagnosticText(d);
            auto* item =
                new QTableWidgetItem(lines.isEmpty() ? tr("—") : lines.join(QLatin1Char('\n')));
            item->setToolTip(lines.join(QStringLiteral("\n\n")));
            table_->setItem(r, i, item);
        }
    }
    table_->setVerticalHeaderLabels(rowLabels);
}

void CompareView::fillChart()
{
    plot_->clearGraphs();
    const Comparison& c = *comparison_;
    const ChartColors& colours = chartColors(currentTheme());
    const QColor palette[] = {colours.gpuCache, colours.cpuTier, colours.nvmeWrites,
                              colours.weights};
    double low = 0.0;
    double high = 0.0;
    double first = 0.0;
    double last = 0.0;
    for (std::size_t i = 0; i < c.results.size(); ++i) {
        const ReturningLatency& l = c.results[i].latency;
        if (!l.prefill.available || l.series.empty())
            continue;
        const QColor colour = palette[i % 4];
        QCPGraph* hit = plot_->addGraph();
        QCPGraph* miss = plot_->addGraph();
        hit->setObjectName(QStringLiteral("cpuHit") + letter(int(i)));
        miss->setObjectName(QStringLiteral("recompute") + letter(int(i)));
        hit->setPen(QPen(colour, 2));
        hit->setScatterStyle(QCPScatterStyle(QCPScatterStyle::ssDisc, colour, colour, 5));
        miss->setPen(QPen(colour, 1.5, Qt::DashLine));
        hit->setName(letter(int(i)) + tr(": CPU hit %1").arg(formatDuration(l.cpuHitSeconds)));
        miss->setName(letter(int(i)) +
                      tr(": recomputed %1").arg(formatDuration(l.recomputeSeconds)));
        for (const TtftPoint& p : l.series) {
            const double x = double(p.promptTokens);
            const double y = (l.cpuTier ? p.cpuHitSeconds : p.gpuHitSeconds) * 1e3;
            hit->addData(x, y);
            miss->addData(x, p.recomputeSeconds * 1e3);
            low = low == 0.0 ? y : std::min(low, y);
            high = std::max(high, p.recomputeSeconds * 1e3);
            first = first == 0.0 ? x : std::min(first, x);
            last = std::max(last, x);
        }
    }
    if (high > 0.0) {
        plot_->xAxis->setRange(first / 1.3, last * 1.3);
        showDurations(plot_->yAxis, low, high);
    }
    plot_->replot(QCustomPlot::rpQueuedReplot);
}

} // namespace kvp::ui
