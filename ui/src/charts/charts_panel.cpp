// SPDX-License-Identifier: GPL-3.0-or-later
#include "charts/charts_panel.h"

#include "charts/chart_list.h"
#include "charts/chart_view.h"
#include "kvplan/plan.h"

#include <QHBoxLayout>
#include <QTabBar>

namespace kvp::ui {

struct ChartsPanel::Shown {
    Scenario scenario;
    SizingResult result;
};

ChartsPanel::ChartsPanel(const std::vector<ChartView*>& charts, QWidget* parent)
    : QTabWidget(parent)
{
    setObjectName(QStringLiteral("charts"));
    setDocumentMode(true);
    // Every tab's title is read at once: none hides behind scroll arrows.
    tabBar()->setUsesScrollButtons(false);
    tabBar()->setExpanding(false);
    const std::vector<ChartEntry>& entries = chartList();
    for (const char* title : chartTabs()) {
        auto* page = new QWidget;
        auto* row = new QHBoxLayout(page);
        row->setContentsMargins(0, 4, 0, 0);
        row->setSpacing(6);
        addTab(page, tr(title));
    }
    std::vector<QStringList> titles(static_cast<std::size_t>(count()));
    for (std::size_t i = 0; i < charts.size() && i < entries.size(); ++i) {
        const int tab = entries[i].tab;
        charts[i]->setAutoFillBackground(true);
        widget(tab)->layout()->addWidget(charts[i]);
        titles[std::size_t(tab)] << charts[i]->title();
    }
    // The tab names the subject; its tooltip the charts on it.
    for (int tab = 0; tab < count(); ++tab)
        setTabToolTip(tab, titles[std::size_t(tab)].join(QLatin1Char('\n')));
    pending_.assign(std::size_t(count()), false);
    connect(this, &QTabWidget::currentChanged, this, &ChartsPanel::showPendingOn);
}

void ChartsPanel::showChart(const ChartView* chart)
{
    for (int tab = 0; tab < count(); ++tab)
        if (widget(tab)->isAncestorOf(chart))
            setCurrentIndex(tab);
}

std::vector<ChartView*> ChartsPanel::chartsOnTab(int index) const
{
    std::vector<ChartView*> onTab;
    QLayout* row = widget(index)->layout();
    for (int i = 0; i < row->count(); ++i)
        if (auto* chart = qobject_cast<ChartView*>(row->itemAt(i)->widget()))
            onTab.push_back(chart);
    return onTab;
}

void ChartsPanel::showResult(const Scenario& scenario, const SizingResult& result)
{
    const int shown = currentIndex();
    for (ChartView* chart : chartsOnTab(shown))
        chart->showResult(scenario, result);
    last_.reset();
    for (int tab = 0; tab < count(); ++tab)
        pending_[std::size_t(tab)] = tab != shown;
    if (count() > 1)
        last_ = std::make_shared<const Shown>(Shown{scenario, result});
}

void ChartsPanel::showResultOnAllTabs()
{
    for (int tab = 0; tab < count(); ++tab)
        showPendingOn(tab);
}

void ChartsPanel::showPendingOn(int tab)
{
    if (tab < 0 || std::size_t(tab) >= pending_.size() || !pending_[std::size_t(tab)] || !last_)
        return;
    pending_[std::size_t(tab)] = false;
    for (ChartView* chart : chartsOnTab(tab))
        chart->showResult(last_->scenario, last_->result);
}

} // namespace kvp::ui
