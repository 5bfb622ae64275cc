// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// The big numbers of a sizing: conversations on the GPUs, CPU tier per instance, DIMMs, memory
// free beside the buffers, reload time, NVMe writes a day. Each tile is a figure core derives;
// clicking it shows its formula.

#include "kvplan/plan.h"

#include <QWidget>
#include <vector>

class QGridLayout;

namespace kvp::ui {

class FigureTile;

class KeyFiguresPanel : public QWidget {
    Q_OBJECT
public:
    explicit KeyFiguresPanel(QWidget* parent = nullptr);

    void showResult(const Scenario& scenario, const SizingResult& result);
    void setSelectedFigure(const QString& figureKey);

    FigureTile* tile(const QString& figureKey) const;
    const std::vector<FigureTile*>& tiles() const { return tiles_; }
    QSize minimumSizeHint() const override;

signals:
    void figureActivated(const QString& figureKey);

protected:
    void resizeEvent(QResizeEvent* event) override;

private:
    void showFigures(const Scenario& scenario, const SizingResult& result);
    void arrange(int columns);
    int columnsFor(int width) const;

    std::vector<FigureTile*> tiles_;
    QGridLayout* grid_;
    int columns_ = 0;
};

} // namespace kvp::ui
