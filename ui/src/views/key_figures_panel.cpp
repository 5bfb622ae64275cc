// SPDX-License-Identifier: GPL-3.0-or-later
#include "views/key_figures_panel.h"

#include "views/figure_tile.h"
#include "views/key_figures.h"

#include <QGridLayout>
#include <QResizeEvent>
#include <algorithm>

namespace kvp::ui {

KeyFiguresPanel::KeyFiguresPanel(QWidget* parent) : QWidget(parent), grid_(new QGridLayout(this))
{
    setObjectName(QStringLiteral("keyFigures"));
    grid_->setContentsMargins(0, 0, 0, 0);
    grid_->setSizeConstraint(QLayout::SetNoConstraint);
    setSizePolicy(QSizePolicy::Preferred, QSizePolicy::Fixed);
    grid_->setSpacing(6);
    for (const KeyFigure& figure : keyFigureSlots()) {
        auto* tile = new FigureTile(figure.key, figure.caption, this);
        connect(tile, &FigureTile::activated, this, &KeyFiguresPanel::figureActivated);
        tiles_.push_back(tile);
    }
    arrange(int(tiles_.size()));
}

void KeyFiguresPanel::arrange(int columns)
{
    if (columns == columns_)
        return;
    columns_ = columns;
    for (FigureTile* tile : tiles_)
        grid_->removeWidget(tile);
    for (int i = 0; i < int(tiles_.size()); ++i)
        grid_->addWidget(tiles_[std::size_t(i)], i / columns, i % columns);
    for (int c = 0; c < int(tiles_.size()); ++c)
        grid_->setColumnStretch(c, c < columns ? 1 : 0);
}

int KeyFiguresPanel::columnsFor(int width) const
{
    // As many side by side as fit with their captions whole, then rows of equal length that
    // cost no extra row: ten tiles in 1366 px are two rows of five, not four rows of three.
    // Whole captions may not cost a third row (the charts' height): then they end in "…" and
    // the tile's tooltip has them (German at 1366 × 768).
    int least = 1;
    int readable = 1;
    for (const FigureTile* tile : tiles_) {
        least = std::max(least, tile->minimumSizeHint().width());
        readable = std::max({readable, least, tile->readableWidth()});
    }
    const int count = int(tiles_.size());
    const auto fitting = [&](int tileWidth) {
        return std::clamp((width + grid_->spacing()) / (tileWidth + grid_->spacing()), 1, count);
    };
    constexpr int kMostRows = 2;
    int fit = fitting(readable);
    if ((count + fit - 1) / fit > kMostRows)
        fit = std::max(fit, std::min(fitting(least), (count + kMostRows - 1) / kMostRows));
    const int rows = (count + fit - 1) / fit;
    return (count + rows - 1) / rows;
}

QSize KeyFiguresPanel::minimumSizeHint() const
{
    // Three columns when narrow: the one row of every tile must not set the window's minimum
    // width.
    int widest = 0;
    for (const FigureTile* tile : tiles_)
        widest = std::max(widest, tile->minimumSizeHint().width());
    return {grid_->spacing() * 2 + 3 * widest, QWidget::minimumSizeHint().height()};
}

void KeyFiguresPanel::resizeEvent(QResizeEvent* event)
{
    const int columns = columnsFor(event->size().width());
    if (columns != columns_) {
        arrange(columns);
        updateGeometry();
    }
    QWidget::resizeEvent(event);
}

FigureTile* KeyFiguresPanel::tile(const QString& figureKey) const
{
    for (FigureTile* t : tiles_)
        if (t->figureKey() == figureKey)
            return t;
    return nullptr;
}

void KeyFiguresPanel::setSelectedFigure(const QString& figureKey)
{
    for (FigureTile* t : tiles_)
        t->setSelected(t->figureKey() == figureKey);
}

void KeyFiguresPanel::showResult(const Scenario& s, const SizingResult& r)
{
    showFigures(s, r);
    // New numbers may be wider or narrower: as many columns as fit again.
    const int columns = columnsFor(width());
    if (columns != columns_) {
        arrange(columns);
        updateGeometry();
    }
}

void KeyFiguresPanel::showFigures(const Scenario& s, const SizingResult& r)
{
    const std::vector<KeyFigure> figures = keyFigures(s, r);
    for (std::size_t i = 0; i < figures.size() && i < tiles_.size(); ++i) {
        tiles_[i]->setFigureKey(figures[i].key);
        tiles_[i]->setValue(figures[i].value, figures[i].detail, figures[i].more);
    }
}

} // namespace kvp::ui
