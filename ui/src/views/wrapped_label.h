// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// A word-wrapped QLabel that remembers its height for each width it was asked about, until its
// text or font changes. QLabel lays its text out anew for every heightForWidth() — twice, to the
// width and back — and a scroll area or a dock asks the same label about the same few widths
// on every layout pass: for a paragraph of rich text that was most of an edit's time in the
// editor (issue #24). What it shows is QLabel's own.

#include <QHash>
#include <QLabel>

namespace kvp::ui {

class WrappedLabel : public QLabel {
    Q_OBJECT
public:
    explicit WrappedLabel(QWidget* parent = nullptr);
    explicit WrappedLabel(const QString& text, QWidget* parent = nullptr);

    int heightForWidth(int width) const override;

protected:
    void changeEvent(QEvent* event) override;

private:
    mutable QString measured_;        // the text the heights are for
    mutable QHash<int, int> heights_; // width → height of measured_
};

} // namespace kvp::ui
