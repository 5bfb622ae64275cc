// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// One key figure: a caption, a big value and a line of detail. Clicking it (or Enter/Space
// when it has focus) asks for its formula.

#include <QFrame>

class QLabel;

namespace kvp::ui {
class ElidedLabel;
}

namespace kvp::ui {

class FigureTile : public QFrame {
    Q_OBJECT
public:
    FigureTile(const QString& figureKey, const QString& caption, QWidget* parent = nullptr);

    QString figureKey() const { return figureKey_; }
    // A figure that depends on the plan's shape (one node or several) changes key.
    void setFigureKey(const QString& figureKey) { figureKey_ = figureKey; }
    // `detail`: one short line under the value; `more`: the full story, in the tooltip.
    void setValue(const QString& value, const QString& detail, const QString& more = {});
    QString value() const;
    QString detail() const;
    void setSelected(bool selected);
    bool isSelected() const { return selected_; }
    // The width that shows the caption and the value whole (the detail may end in "…": the
    // tooltip has it); its minimum width only keeps the value whole.
    int readableWidth() const;

signals:
    void activated(const QString& figureKey);

protected:
    void mouseReleaseEvent(QMouseEvent* event) override;
    void keyPressEvent(QKeyEvent* event) override;
    void paintEvent(QPaintEvent* event) override;
    void focusInEvent(QFocusEvent* event) override;
    void focusOutEvent(QFocusEvent* event) override;

private:
    QString figureKey_;
    ElidedLabel* caption_;
    QLabel* value_;
    ElidedLabel* detail_;
    bool selected_ = false;
};

} // namespace kvp::ui
