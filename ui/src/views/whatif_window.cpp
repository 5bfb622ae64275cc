// SPDX-License-Identifier: GPL-3.0-or-later
#include "views/whatif_window.h"

#include "controller/controller.h"
#include "views/compare_view.h"
#include "views/sweep_view.h"

#include <QTabWidget>
#include <QVBoxLayout>

namespace kvp::ui {

WhatIfWindow::WhatIfWindow(Controller* controller, QWidget* parent)
    : QWidget(parent, Qt::Window), tabs_(new QTabWidget(this)), sweep_(new SweepView(controller)),
      compare_(new CompareView(controller))
{
    setObjectName(QStringLiteral("whatIfWindow"));
    setWindowTitle(tr("What if — KV Planner"));
    tabs_->addTab(sweep_, tr("Sweep"));
    tabs_->addTab(compare_, tr("Compare"));
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(4, 4, 4, 4);
    layout->addWidget(tabs_);
    resize(900, 720);
    connect(controller, &Controller::resultChanged, sweep_, &SweepView::showResult);
    connect(sweep_, &SweepView::statusMessage, this, &WhatIfWindow::statusMessage);
    connect(compare_, &CompareView::statusMessage, this, &WhatIfWindow::statusMessage);
    connect(tabs_, &QTabWidget::currentChanged, this, [this](int index) {
        if (tabs_->widget(index) == compare_)
            ensureComparison();
    });
}

void WhatIfWindow::ensureComparison()
{
    if (compare_->scenarioCount() == 0)
        compare_->startFromOpenScenario();
}

void WhatIfWindow::showSweep()
{
    tabs_->setCurrentWidget(sweep_);
    show();
    raise();
    activateWindow();
}

void WhatIfWindow::showCompare()
{
    ensureComparison();
    tabs_->setCurrentWidget(compare_);
    show();
    raise();
    activateWindow();
}

} // namespace kvp::ui
