// SPDX-License-Identifier: GPL-3.0-or-later
#include "views/sweep_view.h"

#include "controller/controller.h"
#include "kvplan/figures.h"
#include "kvplan/scenario_io.h"
#include "kvplan/ui/format.h"
#include "kvplan/ui/whatif_text.h"
#include "style/theme.h"

#include <QComboBox>
#include <QCoreApplication>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QTableWidget>
#include <QVBoxLayout>
#include <algorithm>
#include <cmath>
#include <qcustomplot.h>

namespace kvp::ui {

namespace {

struct Input {
    const char* key;
    const char* label;
    const char* figure; // the figure it is usually asked about
};

// The inputs a sales call varies, and what it asks about each.
const std::vector<Input>& inputs()
{
    static const std::vector<Input> list = {
        {"workload.users", QT_TRANSLATE_NOOP("kvp::ui::SweepView", "Users"), "memory.total_gb"},
        {"workload.context_tokens", QT_TRANSLATE_NOOP("kvp::ui::SweepView", "Context length"),
         "gpu.conversations_total"},
        {"kv_cache_dtype", QT_TRANSLATE_NOOP("kvp::ui::SweepView", "KV-cache dtype"),
         "memory.total_gb"},
        {"gpu.count", QT_TRANSLATE_NOOP("kvp::ui::SweepView", "GPUs per node"),
         "gpu.conversations_total"},
        {"serving.tensor_parallel", QT_TRANSLATE_NOOP("kvp::ui::SweepView", "Tensor parallelism"),
         "gpu.conversations_total"},
        {"serving.gpu_memory_utilization",
         QT_TRANSLATE_NOOP("kvp::ui::SweepView", "GPU memory utilization"),
         "gpu.conversations_total"},
        {"offload.cpu_tier_gib_per_instance",
         QT_TRANSLATE_NOOP("kvp::ui::SweepView", "CPU tier per instance (GiB)"),
         "hit_rates.closed_form.cpu"},
        {"nvme.drives_per_node", QT_TRANSLATE_NOOP("kvp::ui::SweepView", "NVMe drives per node"),
         "nvme.years_to_wear_out"},
        {"traffic.returning_share", QT_TRANSLATE_NOOP("kvp::ui::SweepView", "Returning share"),
         "hit_rates.closed_form.cpu"},
        {"traffic.think_time_s", QT_TRANSLATE_NOOP("kvp::ui::SweepView", "Time between turns (s)"),
         "hit_rates.closed_form.gpu"},
        {"traffic.tokens_per_turn", QT_TRANSLATE_NOOP("kvp::ui::SweepView", "Tokens a turn"),
         "latency.cpu_hit_ms"},
        {"serving.prefill_mfu", QT_TRANSLATE_NOOP("kvp::ui::SweepView", "Prefill MFU"),
         "latency.recompute_ms"},
    };
    return list;
}

// A round step that gives about `count` values from `low` to `high`.
double niceStep(double low, double high, int count)
{
    const double raw = (high - low) / count;
    if (raw <= 0.0)
        return 1.0;
    const double magnitude = std::pow(10.0, std::floor(std::log10(raw)));
    for (double factor : {1.0, 2.0, 2.5, 5.0, 10.0})
        if (factor * magnitude >= raw)
            return factor * magnitude;
    return 10.0 * magnitude;
}

QString numberText(double value)
{
    QString text = QString::number(value, 'f', 6);
    while (text.contains(QLatin1Char('.')) && (text.endsWith(QLatin1Char('0'))))
        text.chop(1);
    if (text.endsWith(QLatin1Char('.')))
        text.chop(1);
    return text;
}

QString valueText(const nlohmann::json& value)
{
    return value.is_string() ? QString::fromStdString(value.get<std::string>())
                             : QString::fromStdString(value.dump());
}

} // namespace

QStringList SweepView::inputKeys()
{
    QStringList keys;
    for (const Input& in : inputs())
        keys << QString::fromLatin1(in.key);
    return keys;
}

SweepView::SweepView(Controller* controller, QWidget* parent)
    : QWidget(parent), controller_(controller), input_(new QComboBox(this)),
      values_(new QLineEdit(this)), figure_(new QComboBox(this)), plot_(new QCustomPlot(this)),
      table_(new QTableWidget(this)), message_(new QLabel(this))
{
    setObjectName(QStringLiteral("sweepView"));
    input_->setObjectName(QStringLiteral("sweepInput"));
    values_->setObjectName(QStringLiteral("sweepValues"));
    figure_->setObjectName(QStringLiteral("sweepFigure"));
    plot_->setObjectName(QStringLiteral("sweepPlot"));
    table_->setObjectName(QStringLiteral("sweepTable"));
    message_->setObjectName(QStringLiteral("sweepMessage"));
    message_->setWordWrap(true);

    for (const Input& in : inputs())
        input_->addItem(QCoreApplication::translate("kvp::ui::SweepView", in.label),
                        QString::fromLatin1(in.key));
    for (const std::string& key : figureKeys(kFigureCompared))
        figure_->addItem(figureLabel(key), QString::fromStdString(key));
    values_->setToolTip(tr("FROM:TO:STEP (inclusive) or a list A,B,C — as kvplan sweep --vary "
                           "takes them; Enter plots them."));
    auto* plotButton = new QPushButton(tr("Plot"), this);

    auto* controls = new QFormLayout;
    auto* valuesRow = new QHBoxLayout;
    valuesRow->addWidget(values_, 1);
    valuesRow->addWidget(plotButton);
    controls->addRow(tr("Vary:"), input_);
    controls->addRow(tr("Values:"), valuesRow);
    controls->addRow(tr("Figure:"), figure_);

    plot_->setMinimumHeight(220);
    plot_->setCursor(Qt::PointingHandCursor);
    plot_->setToolTip(tr("Click a point to make it the open scenario (Undo takes it back)."));
    graph_ = plot_->addGraph();
    graph_->setObjectName(QStringLiteral("sweepGraph"));
    current_ = plot_->addGraph();
    current_->setObjectName(QStringLiteral("sweepCurrent"));
    current_->setLineStyle(QCPGraph::lsNone);
    const ChartColors& c = chartColors(Theme::Light);
    graph_->setPen(QPen(c.gpuCache, 2));
    graph_->setScatterStyle(QCPScatterStyle(QCPScatterStyle::ssDisc, c.gpuCache, c.gpuCache, 7));
    current_->setScatterStyle(
        QCPScatterStyle(QCPScatterStyle::ssCircle, QPen(c.notWarm, 2), Qt::NoBrush, 14));
    current_->setSelectable(QCP::stNone);
    graph_->setSelectable(QCP::stSingleData);
    plot_->setInteractions(QCP::iSelectPlottables);
    // The step lines and their words lie under the points, so that a click on a point at a step
    // reaches the point.
    plot_->addLayer(QStringLiteral("steps"), plot_->layer(QStringLiteral("grid")),
                    QCustomPlot::limAbove);

    table_->setColumnCount(3);
    table_->setHorizontalHeaderLabels({tr("Value"), tr("Figure"), tr("Steps")});
    table_->horizontalHeader()->setStretchLastSection(true);
    table_->verticalHeader()->setVisible(false);
    table_->setEditTriggers(QAbstractItemView::NoEditTriggers);
    table_->setSelectionBehavior(QAbstractItemView::SelectRows);
    table_->setMaximumHeight(170);

    auto* layout = new QVBoxLayout(this);
    layout->addLayout(controls);
    layout->addWidget(plot_, 1);
    layout->addWidget(message_);
    layout->addWidget(table_);

    connect(input_, &QComboBox::currentIndexChanged, this,
            [this](int index) { setInput(input_->itemData(index).toString()); });
    connect(values_, &QLineEdit::returnPressed, this, &SweepView::run);
    connect(plotButton, &QPushButton::clicked, this, &SweepView::run);
    connect(figure_, &QComboBox::currentIndexChanged, this, &SweepView::runWhenShown);
    connect(plot_, &QCustomPlot::plottableClick, this,
            [this](QCPAbstractPlottable* plottable, int dataIndex, QMouseEvent*) {
                if (plottable == graph_ && dataIndex >= 0 &&
                    std::size_t(dataIndex) < graphToPoint_.size())
                    adoptPoint(graphToPoint_[std::size_t(dataIndex)]);
            });
    connect(table_, &QTableWidget::cellDoubleClicked, this,
            [this](int row, int) { adoptPoint(row); });
    setInput(QString::fromLatin1(inputs().front().key));
}

QString SweepView::defaultValues(const QString& key) const
{
    const Scenario& s = controller_->scenario();
    if (key == QLatin1String("workload.users")) {
        const double users = double(s.workload.users);
        const double low = std::max(1.0, std::floor(users / 4.0));
        const double step = std::max(1.0, std::round(niceStep(low, users * 4.0, 15)));
        const double from = std::max(step, std::floor(low / step) * step);
        return numberText(from) + QLatin1Char(':') + numberText(users * 4.0) + QLatin1Char(':') +
               numberText(step);
    }
    if (key == QLatin1String("workload.context_tokens"))
        return QStringLiteral("2048,4096,8192,16384,32768,65536,131072");
    if (key == QLatin1String("kv_cache_dtype"))
        return QStringLiteral("fp8,bf16,fp32");
    if (key == QLatin1String("gpu.count"))
        return QStringLiteral("1:8:1");
    if (key == QLatin1String("serving.tensor_parallel"))
        return QStringLiteral("1,2,4,8");
    if (key == QLatin1String("serving.gpu_memory_utilization"))
        return QStringLiteral("0.8:0.95:0.05");
    if (key == QLatin1String("offload.cpu_tier_gib_per_instance")) {
        // Around the tier that keeps every user warm.
        const double warm =
            std::max(1.0, double(s.workload.users) /
                              std::max<std::uint64_t>(1, s.gpu.count / s.serving.tensorParallel));
        const double step = niceStep(0.0, warm * 2.0, 12);
        return numberText(step) + QLatin1Char(':') + numberText(step * 12) + QLatin1Char(':') +
               numberText(step);
    }
    if (key == QLatin1String("nvme.drives_per_node"))
        return QStringLiteral("1:8:1");
    if (key == QLatin1String("traffic.returning_share"))
        return QStringLiteral("0:1:0.1");
    if (key == QLatin1String("traffic.think_time_s"))
        return QStringLiteral("10,30,60,120,300,600,1200");
    if (key == QLatin1String("traffic.tokens_per_turn"))
        return QStringLiteral("128,256,512,1024,2048,4096");
    if (key == QLatin1String("serving.prefill_mfu"))
        return QStringLiteral("0.3:0.7:0.1");
    return {};
}

void SweepView::setInput(const QString& key)
{
    const int index = input_->findData(key);
    if (index < 0)
        return;
    {
        const QSignalBlocker blockInput(input_);
        input_->setCurrentIndex(index);
    }
    values_->setText(defaultValues(key));
    for (const Input& in : inputs())
        if (key == QLatin1String(in.key)) {
            const QSignalBlocker blockFigure(figure_);
            figure_->setCurrentIndex(figure_->findData(QString::fromLatin1(in.figure)));
        }
    runWhenShown();
}

void SweepView::showResult(const Scenario&, const SizingResult&)
{
    runWhenShown();
}

void SweepView::runWhenShown()
{
    // Hidden, it waits: every edit of the scenario would otherwise plan every value again, and
    // the window (created hidden with the main window) would plan its first sweep at start.
    if (!isVisible()) {
        stale_ = true;
        return;
    }
    run();
}

void SweepView::showEvent(QShowEvent* event)
{
    QWidget::showEvent(event);
    if (stale_)
        run();
}

void SweepView::run()
{
    stale_ = false;
    SweepSpec spec;
    spec.key = input_->currentData().toString().toStdString();
    spec.figures = {figure_->currentData().toString().toStdString()};
    try {
        spec.values = parseSweepValues(values_->text().trimmed().toStdString());
        sweep_ = runSweep(scenarioToJson(controller_->scenario()), spec, controller_->catalog());
        message_->clear();
    } catch (const SweepError& e) {
        sweep_ = Sweep{};
        message_->setText(tr("Cannot plot: %1").arg(QString::fromUtf8(e.what())));
    }
    draw();
}

void SweepView::draw()
{
    graph_->data()->clear();
    current_->data()->clear();
    graphToPoint_.clear();
    plot_->clearItems(); // the step lines and their labels
    jumpLines_.clear();
    table_->setRowCount(0);

    categorical_ = std::any_of(sweep_.points.begin(), sweep_.points.end(),
                               [](const SweepPoint& p) { return p.value.is_string(); });
    const std::string figure = sweep_.figures.empty() ? std::string() : sweep_.figures.front();
    const std::string unit = figureUnit(figure);
    // A figure that moves in whole steps (DIMMs, nodes, drives) is drawn as stairs: each
    // value held until the next point, not a slope no configuration has.
    const Figure* described = findFigure(figure);
    const bool stepwise = !categorical_ && described && (described->uses & kFigureStepwise);
    graph_->setLineStyle(stepwise ? QCPGraph::lsStepLeft : QCPGraph::lsLine);
    const nlohmann::json here = nlohmann::json::parse(serializeScenario(controller_->scenario()));
    auto textTicks = QSharedPointer<QCPAxisTickerText>::create();
    const ChartColors& c = chartColors(currentTheme());
    QStringList notes;
    const SweepPoint* previous = nullptr;
    table_->setRowCount(int(sweep_.points.size()));
    for (std::size_t i = 0; i < sweep_.points.size(); ++i) {
        const SweepPoint& p = sweep_.points[i];
        const double x =
            categorical_ ? double(i) : (p.value.is_number() ? p.value.get<double>() : double(i));
        if (categorical_)
            textTicks->addTick(x, valueText(p.value));
        QString figureText = tr("—");
        QStringList steps;
        if (p.valid && p.figures.front()) {
            const double y = *p.figures.front();
            graph_->addData(x, y);
            graphToPoint_.push_back(int(i));
            figureText = figureValueText(y, unit);
            // The open scenario's own value, ringed.
            nlohmann::json point = here;
            try {
                applyOverride(point, sweep_.key + "=" + p.value.dump());
                if (point == here)
                    current_->addData(x, y);
            } catch (const ScenarioError&) {
            }
        }
        if (!p.valid) {
            steps << QString::fromStdString(p.error);
        } else {
            for (SweepJump j : p.jumps) {
                const QString words = sweepJumpText(j, p, *previous);
                steps << words;
                auto* line = new QCPItemStraightLine(plot_);
                line->point1->setCoords(x, 0);
                line->point2->setCoords(x, 1);
                line->setPen(QPen(j == SweepJump::DimmStep ? c.dimm
                                  : j == SweepJump::Nodes  ? c.notWarm
                                                           : c.nvmeWrites,
                                  1.5, Qt::DashLine));
                line->setObjectName(QString::fromStdString(toString(j)));
                line->setLayer(QStringLiteral("steps"));
                line->setSelectable(false);
                jumpLines_.push_back(line);
                auto* label = new QCPItemText(plot_);
                label->position->setType(QCPItemPosition::ptPlotCoords);
                label->position->setTypeX(QCPItemPosition::ptPlotCoords);
                label->position->setTypeY(QCPItemPosition::ptAxisRectRatio);
                label->position->setCoords(x, 0.02 + 0.07 * double(jumpLines_.size() % 3));
                // Right of the line in the left half of the plot, left of it in the right half.
                const bool rightHalf = i * 2 >= sweep_.points.size();
                label->setPositionAlignment((rightHalf ? Qt::AlignRight : Qt::AlignLeft) |
                                            Qt::AlignTop);
                label->setText(rightHalf ? words + QStringLiteral(" ▲ ")
                                         : QStringLiteral(" ▲ ") + words);
                label->setFont(chartFont(-1));
                label->setColor(c.mutedText);
                label->setLayer(QStringLiteral("steps"));
                label->setSelectable(false);
            }
            previous = &p;
        }
        table_->setItem(int(i), 0, new QTableWidgetItem(valueText(p.value)));
        table_->setItem(int(i), 1, new QTableWidgetItem(figureText));
        table_->setItem(int(i), 2, new QTableWidgetItem(steps.join(QStringLiteral("; "))));
    }
    if (categorical_)
        plot_->xAxis->setTicker(textTicks);
    else
        plot_->xAxis->setTicker(QSharedPointer<QCPAxisTicker>::create());
    plot_->xAxis->setLabel(input_->currentText());
    plot_->yAxis->setLabel(
        figureLabel(figure) +
        (unit.empty() || unit == "share"
             ? QString()
             : QStringLiteral(" (") + QString::fromStdString(unit) + QLatin1Char(')')));
    graph_->rescaleAxes();
    const QCPRange xr = plot_->xAxis->range();
    const double xPad = std::max(0.5, xr.size() * 0.05);
    plot_->xAxis->setRange(xr.lower - xPad, xr.upper + xPad);
    const QCPRange yr = plot_->yAxis->range();
    const double yPad = std::max(std::fabs(yr.upper) * 0.05, yr.size() * 0.1);
    plot_->yAxis->setRange(std::min(0.0, yr.lower - yPad), yr.upper + yPad);
    if (graph_->data()->isEmpty() && message_->text().isEmpty())
        message_->setText(tr("No value gives this figure (see the table for why)."));
    plot_->replot(QCustomPlot::rpQueuedReplot);
}

bool SweepView::adoptPoint(int index)
{
    if (index < 0 || std::size_t(index) >= sweep_.points.size())
        return false;
    const SweepPoint& p = sweep_.points[std::size_t(index)];
    if (!p.valid || !p.scenario)
        return false;
    const Scenario chosen = *p.scenario;
    const QString what =
        QString::fromStdString(sweep_.key) + QStringLiteral(" = ") + valueText(p.value);
    controller_->endEditBurst();
    const bool changed = controller_->edit(tr("Adopt %1 from the sweep").arg(what), {},
                                           [&](Scenario& s) { s = chosen; });
    if (changed)
        emit statusMessage(tr("%1 adopted; Undo takes it back").arg(what));
    return changed;
}

} // namespace kvp::ui
