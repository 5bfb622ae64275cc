// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// Progressive disclosure (issue #28): a form section shows what a sales call needs; the fields
// only an engine's or a server's specialist sets (capacity model, block size, TFLOPS, MFU, memory
// reserves, ports…) sit under a collapsed "Engine details" header at the section's end. The
// header says how many of them differ from the defaults, so a value set there is never hidden
// unnoticed; the fields keep their values, show every scenario and take edits while collapsed,
// and a field asked for (a formula's input, an advice's link) opens its group.

#include <QString>
#include <QWidget>

class QFormLayout;
class QToolButton;
class QWidget;

namespace kvp::ui {

// Whether the field of scenario key `key` is a detail: it sits in its section's details group.
// One list for every section (forms/details_group.cpp).
bool isDetailField(const QString& key);

class DetailsGroup : public QWidget {
    Q_OBJECT
public:
    // `title`: "Engine details"; collapsed until opened.
    explicit DetailsGroup(const QString& title, QWidget* parent = nullptr);

    QFormLayout* form() const { return form_; }
    // The header: a button that opens and closes the group (Space, Enter, a click).
    QToolButton* header() const { return header_; }
    // What the fields sit in (hidden while collapsed).
    QWidget* body() const { return body_; }

    bool isExpanded() const;
    void setExpanded(bool expanded);

    // The header's count: values that differ from the defaults, and values the plan refuses.
    void showCounts(int changed, int refused);
    int changedCount() const { return changed_; }
    QString title() const { return title_; }

signals:
    void expandedChanged(bool expanded);

private:
    QString title_;
    QToolButton* header_;
    QWidget* body_;
    QFormLayout* form_;
    int changed_ = 0;
    int refused_ = 0;
};

} // namespace kvp::ui
