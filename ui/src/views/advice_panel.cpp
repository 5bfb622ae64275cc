// SPDX-License-Identifier: GPL-3.0-or-later
#include "views/advice_panel.h"

#include "kvplan/ui/report.h"
#include "style/theme.h"
#include "views/wrapped_label.h"

#include <QLabel>
#include <QRegularExpression>
#include <QScrollArea>
#include <QVBoxLayout>
#include <algorithm>

namespace kvp::ui {

namespace {

QString severityWord(Severity severity)
{
    switch (severity) {
    case Severity::Error:
        return QObject::tr("Error");
    case Severity::Warning:
        return QObject::tr("Warning");
    case Severity::Info:
        return QObject::tr("Note");
    }
    return {};
}

// A command-line flag and its value stay on one line in a narrow column: "--engine dynamo" does
// not break after "--" or before "dynamo" (non-breaking hyphens and space; the engine
// configuration has the commands to copy).
QString unbreakableFlags(const QString& text)
{
    static const QRegularExpression flag(
        QStringLiteral("(?<![\\w-])--[A-Za-z0-9][A-Za-z0-9-]*(?: [A-Za-z0-9._:/]+(?![\\w-]))?"));
    QString out;
    qsizetype from = 0;
    for (auto it = flag.globalMatch(text); it.hasNext();) {
        const QRegularExpressionMatch m = it.next();
        out += text.mid(from, m.capturedStart() - from);
        QString joined = m.captured();
        joined.replace(QLatin1Char('-'), QChar(0x2011)).replace(QLatin1Char(' '), QChar(0xA0));
        out += joined;
        from = m.capturedEnd();
    }
    return out + text.mid(from);
}

} // namespace

AdvicePanel::AdvicePanel(QWidget* parent)
    : QWidget(parent), heading_(new QLabel(this)), list_(new QWidget),
      listLayout_(new QVBoxLayout(list_)), none_(new WrappedLabel(list_))
{
    setObjectName(QStringLiteral("advicePanel"));
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(8, 6, 8, 6);
    layout->setSpacing(4);
    QFont font = heading_->font();
    font.setBold(true);
    font.setPointSizeF(font.pointSizeF() * 1.15);
    heading_->setFont(font);
    layout->addWidget(heading_);
    auto* scroll = new QScrollArea(this);
    scroll->setWidgetResizable(true);
    scroll->setFrameShape(QFrame::NoFrame);
    scroll->setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    listLayout_->setContentsMargins(0, 0, 0, 0);
    listLayout_->setSpacing(6);
    // The messages' labels go before these two: the words for no advice, then the stretch.
    none_->hide();
    listLayout_->addWidget(none_);
    listLayout_->addStretch(1);
    scroll->setWidget(list_);
    layout->addWidget(scroll, 1);
}

void AdvicePanel::setFieldLabeler(std::function<QString(const QString&)> labeler)
{
    fieldLabeler_ = std::move(labeler);
}

void AdvicePanel::showResult(const Scenario&, const SizingResult& result)
{
    std::vector<Diagnostic> diagnostics = result.diagnostics;
    // Errors first, then warnings, then notes; core's order within each.
    std::stable_sort(
        diagnostics.begin(), diagnostics.end(),
        [](const Diagnostic& a, const Diagnostic& b) { return int(a.severity) > int(b.severity); });
    // The same advice again (most edits, the simulations' arrival): its labels stay.
    if (built_ && diagnostics == diagnostics_)
        return;
    diagnostics_ = std::move(diagnostics);
    rebuild();
}

void AdvicePanel::refreshColours()
{
    rebuild();
}

void AdvicePanel::rebuild()
{
    built_ = true;
    messages_.clear();
    const Theme theme = currentTheme();
    int warnings = 0;
    int errors = 0;
    std::vector<Message> wanted;
    for (const Diagnostic& d : diagnostics_) {
        QString text = diagnosticText(d);
        QString link;
        if (d.code == DiagnosticCode::InvalidScenario && d.params.contains("key")) {
            const QString key = QString::fromStdString(d.params["key"].get<std::string>());
            const QString label = fieldLabeler_ ? fieldLabeler_(key) : QString();
            if (!label.isEmpty()) {
                text = label + QStringLiteral(": ") +
                       QString::fromStdString(d.params.value("problem", std::string()));
                link = key;
            }
        }
        messages_ << text;
        errors += d.severity == Severity::Error;
        warnings += d.severity == Severity::Warning;
        const QColor colour = severityColor(d.severity, theme);
        QString html = QStringLiteral("<span style='color:%1; font-weight:600'>%2</span>&nbsp; %3")
                           .arg(colour.name(), severityWord(d.severity),
                                unbreakableFlags(text.toHtmlEscaped()));
        if (!link.isEmpty())
            html += QStringLiteral(" <a href='%1'>%2</a>").arg(link, tr("Go to the field"));
        wanted.push_back({html, QString::fromStdString(std::string(toString(d.code)))});
    }
    showMessages(wanted);
    if (diagnostics_.empty())
        none_->setText(tr("Nothing to warn about: the sizing holds as entered."));
    none_->setVisible(diagnostics_.empty());
    if (errors > 0)
        heading_->setText(errors == 1 ? tr("Advice — 1 error")
                                      : tr("Advice — %1 errors").arg(errors));
    else if (warnings > 0)
        heading_->setText(warnings == 1 ? tr("Advice — 1 warning")
                                        : tr("Advice — %1 warnings").arg(warnings));
    else
        heading_->setText(tr("Advice"));
}

// Each message in a label that showed the same kind of message before (its code), which gets
// the new text only when its text differs: a label laid out again costs the editor most of an
// edit's time. A message that comes and goes between edits (the users not dividing evenly over
// the instances, every few users) leaves the other messages' labels alone instead of moving
// every text after it one label down or up, and its label waits hidden for it to come back
// rather than being made anew. A message of a new kind takes a label left over, else a new one
// is made.
void AdvicePanel::showMessages(const std::vector<Message>& wanted)
{
    // The labels shown first: a message keeps its label when it can.
    std::vector<QLabel*> old = std::move(labels_);
    old.insert(old.end(), spare_.begin(), spare_.end());
    spare_.clear();
    labels_.assign(wanted.size(), nullptr);
    for (std::size_t i = 0; i < wanted.size(); ++i) {
        const auto same = std::find_if(old.begin(), old.end(), [&](const QLabel* label) {
            return label && label->property("code").toString() == wanted[i].code;
        });
        if (same == old.end())
            continue;
        labels_[i] = *same;
        *same = nullptr; // taken: the next message of this code gets the next such label
    }
    auto leftOver = old.begin();
    for (std::size_t i = 0; i < wanted.size(); ++i) {
        QLabel* label = labels_[i];
        if (!label) {
            leftOver = std::find_if(leftOver, old.end(), [](const QLabel* l) { return l; });
            if (leftOver != old.end()) {
                label = *leftOver;
                *leftOver = nullptr;
                label->setProperty("code", wanted[i].code);
            } else {
                auto* made = new WrappedLabel(list_);
                // The list's width is the scroll area's: the label needs only its height for it.
                made->setSizedByColumn(true);
                made->setTextFormat(Qt::RichText);
                made->setTextInteractionFlags(Qt::TextSelectableByMouse |
                                              Qt::LinksAccessibleByMouse |
                                              Qt::LinksAccessibleByKeyboard);
                made->setProperty("code", wanted[i].code);
                connect(made, &QLabel::linkActivated, this, &AdvicePanel::fieldRequested);
                label = made;
            }
            labels_[i] = label;
        }
        if (label->text() != wanted[i].html)
            label->setText(wanted[i].html);
    }
    // In the advice's order at the top of the list, before the words for none and the stretch.
    for (int i = 0; i < int(labels_.size()); ++i) {
        QLabel* label = labels_[std::size_t(i)];
        if (listLayout_->indexOf(label) != i) {
            listLayout_->removeWidget(label);
            listLayout_->insertWidget(i, label);
        }
        if (label->isHidden())
            label->show();
    }
    // The labels left over wait hidden, a few of them; more go.
    constexpr std::size_t kMostSpare = 8;
    for (QLabel* label : old) {
        if (!label)
            continue;
        if (spare_.size() < kMostSpare) {
            label->hide();
            spare_.push_back(label);
        } else {
            delete label;
        }
    }
}

} // namespace kvp::ui
