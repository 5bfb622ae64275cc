// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// A word-wrapped QLabel that remembers its height for each width it was asked about, until its
// text or font changes. QLabel lays its text out anew for every heightForWidth() — twice, to the
// width and back — and a scroll area or a dock asks the same label about the same few widths
// on every layout pass: for a paragraph of rich text that was most of an edit's time in the
// editor (issue #24). What it shows is QLabel's own.
//
// One in a column whose layout gives it its width (setSizedByColumn: the advice's list in its
// scroll area) answers its size hints from that width once it has one: its height for that
// width, and a least width of one character (the window's first layout, which places the
// docks, has QLabel's own). QLabel works its hints out by laying each new text out at three
// more widths (its golden-ratio width, one line, one word per line), each twice, and the scroll
// area asks for them after every change: with a traffic section, whose advice quotes the users
// and their memory, that was most of an edit's time (issue #24). The column, not those widths,
// decides where the label is and how tall it is, so it looks the same.
//
// A rich-text one lays its text out itself, once per text and width, and draws it from there
// while no text is selected in it and it has no focus (then QLabel draws the selection and the
// focused link). QLabel lays its document out anew before each paint after a new text or a
// resize (three times: its text option, its frame's margin, its width) and twice for every
// height it is asked (to the width and back): with the advice of a traffic section that was a
// third of an edit's time on the GUI thread (issue #24). The document is set up as QLabel sets up
// its own (qtbase src/widgets/widgets/qlabel.cpp, QLabelPrivate::ensureTextControl(),
// ensureTextLayouted(), sizeForWidth(), QLabel::paintEvent(), Qt 6.4), so it looks the same;
// QLabel still handles the mouse and keyboard (selection, links) with its own.

#include <QHash>
#include <QLabel>
#include <memory>

class QTextDocument;

namespace kvp::ui {

class WrappedLabel : public QLabel {
    Q_OBJECT
public:
    explicit WrappedLabel(QWidget* parent = nullptr);
    explicit WrappedLabel(const QString& text, QWidget* parent = nullptr);

    int heightForWidth(int width) const override;
    QSize sizeHint() const override;
    QSize minimumSizeHint() const override;

    // Size hints from the width the layout gave it (see above); QLabel's until it has one.
    void setSizedByColumn(bool sized);
    bool sizedByColumn() const { return sizedByColumn_; }

protected:
    void changeEvent(QEvent* event) override;
    void paintEvent(QPaintEvent* event) override;
    void resizeEvent(QResizeEvent* event) override;

private:
    // Rich text, word-wrapped, with no margin, indent or frame: laid out in a document of its
    // own (see below).
    bool laysOutItself() const;
    // That document, laid out at `width` (the text's width); made again when the text or the
    // alignment changed.
    QTextDocument* document(int width) const;
    // QLabel::heightForWidth() of such a label, from that document.
    int documentHeight(int width) const;

    // The width its layout gave it, when sized by its column and laid out; else 0.
    int columnWidth() const;

    bool sizedByColumn_ = false;
    int laidOutWidth_ = 0;                            // the width of its last resize; 0: none yet
    mutable QString measured_;                        // the text the heights are for
    mutable QHash<int, int> heights_;                 // width → height of measured_
    mutable std::unique_ptr<QTextDocument> document_; // of documentText_, see laysOutItself()
    mutable QString documentText_;
    mutable int documentAlignment_ = 0;
};

} // namespace kvp::ui
