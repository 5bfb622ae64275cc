// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// A one-line label that shortens its text with "…" when narrow instead of widening its parent;
// the full text is in the tooltip of whatever holds it.

#include <QFrame>

namespace kvp::ui {

class ElidedLabel : public QFrame {
    Q_OBJECT
public:
    explicit ElidedLabel(QWidget* parent = nullptr);

    void setText(const QString& text);
    QString text() const { return text_; }

    QSize sizeHint() const override;
    QSize minimumSizeHint() const override;

protected:
    void paintEvent(QPaintEvent* event) override;
    void changeEvent(QEvent* event) override;

private:
    QString text_;
    mutable int textWidth_ = -1; // the text's advance in the font, -1 until measured
};

} // namespace kvp::ui
