// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// A titled QCustomPlot with a caption in words, styled from the theme's chart colours. Charts
// only map result fields to plottables (all values come from core) and replot queued. Clicking
// a plottable asks for the formula of the figure it shows.
//
// Drawing is the costly part of an edit, so a chart draws only what is seen and only when it
// changed: the plottables always hold the result's data (tests and the quote read them), but a
// replot whose plot contents equal what was last drawn is skipped, and a chart off screen (its
// tab, window or plot hidden, or scrolled out of view) only marks itself dirty and draws when it
// is next painted.

#include "kvplan/plan.h"
#include "style/theme.h"

#include <QHash>
#include <QWidget>

class QCPAbstractPlottable;
class QCPAxisRect;
class QCPBars;
class QCPGraph;
class QCPLegend;
class QCustomPlot;
class QLabel;

namespace kvp::ui {
class ElidedLabel;
}

namespace kvp::ui {

class ChartView : public QWidget {
    Q_OBJECT
public:
    ChartView(const QString& title, QWidget* parent = nullptr);

    QCustomPlot* plot() const { return plot_; }
    QString title() const;
    QString caption() const;

    virtual void showResult(const Scenario& scenario, const SizingResult& result) = 0;
    void applyTheme(Theme theme);
    // Draws now when the chart waits for a replot and is on screen (benchmarks, screenshots);
    // one off screen draws when it is painted. Returns whether it drew.
    bool replotIfDirty();
    // Whether the plot waits for a replot (its contents changed since it last drew).
    bool dirty() const { return dirty_; }
    // Whether showEmpty's line stands in for the plot.
    bool showsEmpty() const;

signals:
    void figureActivated(const QString& figureKey);

protected:
    const ChartColors& colors() const { return chartColors(theme_); }
    Theme theme() const { return theme_; }
    // The plot and its caption under it: shows the plot again after showEmpty.
    void setCaption(const QString& text);
    // Instead of a plot with nothing in it: one line saying what to enter to see one (or why
    // there is none), where the plot was. caption() returns it; the plottables keep their data.
    void showEmpty(const QString& whatToEnter);
    // After showResult or restyle: the plot is drawn at the next event-loop turn if it changed
    // and is on screen, else when it is next painted.
    void replotLater();

    // Axis-rect and legend styling from the theme (fonts, pens, grid, background).
    void styleAxisRect(QCPAxisRect* rect) const;
    void styleLegend(QCPLegend* legend) const;
    // Fill and outline of a bar series in a theme colour; `pattern` for "what is needed".
    void styleBars(QCPBars* bars, const QColor& colour,
                   Qt::BrushStyle pattern = Qt::SolidPattern) const;

    // A bar series across `rect` (the plot's own when null): keys on its left axis, values along
    // its bottom one, named for tests (objectName), stacked without a gap, edges not blurred.
    QCPBars* addBars(const char* name, double width, QCPAxisRect* rect = nullptr) const;
    // The legend under the plot, `columns` entries to a row, where it never covers the data.
    void putLegendBelow(int columns);
    // A line series of the plot, named for tests (objectName), and its pen: a line with a dot
    // at each point.
    QCPGraph* addLineGraph(const char* name);
    static void styleLine(QCPGraph* graph, const QColor& colour, Qt::PenStyle line);

    // The least height the plot needs to show its axes, bars and legend without clipping.
    void setMinimumPlotHeight(int pixels);

    // Clicks on `plottable` explain `figureKey`.
    void explainOnClick(QCPAbstractPlottable* plottable, const QString& figureKey);

    // Re-applies the theme's colours to the chart's own plottables and items.
    virtual void restyle() = 0;

private:
    bool eventFilter(QObject* watched, QEvent* event) override;
    // Some of the plot is on screen (not hidden, not scrolled out of its scroll area).
    bool exposed() const;
    // A legend under the plot gets as many of its columns (up to the chart's own number) as the
    // plot's width holds: on a narrow screen it wraps into more rows instead of widening the
    // window past the screen's edge.
    void fitLegend();

    Theme theme_ = Theme::Light;
    QLabel* title_;
    ElidedLabel* caption_;
    QLabel* empty_;
    QCustomPlot* plot_;
    QHash<QCPAbstractPlottable*, QString> figures_;
    bool dirty_ = false;
    int legendColumns_ = 0; // the most the chart asked for; 0: not known yet
    QByteArray drawn_; // what the last replot drew (chart_view.cpp's drawnContents); empty: any
};

} // namespace kvp::ui
