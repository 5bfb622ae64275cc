// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// The sizing model's advice and warnings in plain words (kvp::ui::diagnosticText), errors first.
// A refused field is named by its form label and links to the field.

#include "kvplan/plan.h"

#include <QStringList>
#include <QWidget>
#include <functional>
#include <vector>

class QLabel;
class QVBoxLayout;

namespace kvp::ui {

class AdvicePanel : public QWidget {
    Q_OBJECT
public:
    explicit AdvicePanel(QWidget* parent = nullptr);

    void setFieldLabeler(std::function<QString(const QString&)> labeler);
    void showResult(const Scenario& scenario, const SizingResult& result);
    // Re-colours after a theme change.
    void refreshColours();

    // The messages shown, in order (plain text), for tests.
    QStringList messages() const { return messages_; }

signals:
    void fieldRequested(const QString& key);

private:
    void rebuild();
    struct Message {
        QString html;
        QString code; // the diagnostic's code: a label shows messages of one code
    };
    void showMessages(const std::vector<Message>& wanted);

    std::function<QString(const QString&)> fieldLabeler_;
    std::vector<Diagnostic> diagnostics_;
    bool built_ = false; // rebuild() has made the labels of diagnostics_
    QStringList messages_;
    QLabel* heading_;
    QWidget* list_;
    QVBoxLayout* listLayout_;
    std::vector<QLabel*> labels_; // one a message, in order, at the top of listLayout_
    std::vector<QLabel*> spare_;  // hidden, after them: labels of messages gone, to be shown again
    QLabel* none_;                // "Nothing to warn about", shown when there is no advice
};

} // namespace kvp::ui
