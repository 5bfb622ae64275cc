// SPDX-License-Identifier: GPL-3.0-or-later
#include "forms/form_section.h"

#include "controller/controller.h"
#include "forms/catalog_picker.h"
#include "forms/details_group.h"
#include "forms/wheel_guard.h"
#include "kvplan/scenario_schema.h"
#include "kvplan/ui/format.h"
#include "kvplan/ui/report.h"
#include "style/theme.h"

#include <QAbstractItemView>
#include <QCheckBox>
#include <QComboBox>
#include <QCoreApplication>
#include <QDoubleSpinBox>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QMenu>
#include <QRegularExpressionValidator>
#include <QSignalBlocker>
#include <QSlider>
#include <QSpinBox>
#include <QToolButton>
#include <QVBoxLayout>
#include <algorithm>
#include <climits>
#include <cmath>

namespace kvp::ui {

namespace {

QString number(double value)
{
    return quantityText(value, {});
}

QString withSuffix(const QString& value, const QString& suffix)
{
    return value + suffix;
}

QString listText(const std::vector<std::uint64_t>& values)
{
    QStringList parts;
    for (std::uint64_t v : values)
        parts << QString::number(v);
    return parts.join(QStringLiteral(", "));
}

std::vector<std::uint64_t> parseList(const QString& text)
{
    std::vector<std::uint64_t> values;
    for (const QString& part : text.split(QLatin1Char(','), Qt::SkipEmptyParts)) {
        bool ok = false;
        const qulonglong value = part.trimmed().toULongLong(&ok);
        if (ok)
            values.push_back(value);
    }
    return values;
}

// The problem core's validation found with `key`, if any.
QString problemWith(const SizingResult& result, const QString& key)
{
    for (const Diagnostic& d : result.diagnostics)
        if (d.code == DiagnosticCode::InvalidScenario && d.params.contains("key") &&
            QString::fromStdString(d.params["key"].get<std::string>()) == key)
            return QString::fromStdString(d.params.value("problem", std::string()));
    return {};
}

void markInvalid(QWidget* widget, const QString& problem, const QString& baseTooltip)
{
    const bool invalid = !problem.isEmpty();
    if (widget->property("invalid").toBool() == invalid &&
        widget->property("problem").toString() == problem)
        return;
    widget->setProperty("invalid", invalid);
    widget->setProperty("problem", problem);
    if (invalid) {
        QPalette palette = widget->palette();
        palette.setColor(QPalette::Base, invalidFieldColor(currentTheme()));
        widget->setPalette(palette);
        widget->setToolTip(baseTooltip + QStringLiteral("<p><b>") +
                           QObject::tr("Not accepted: %1").arg(problem.toHtmlEscaped()) +
                           QStringLiteral("</b></p>"));
    } else {
        widget->setPalette(QPalette());
        widget->setToolTip(baseTooltip);
    }
}

// The row of the field's key in the scenario's table; a form field without one is a mistake
// of the form's code, found by every test that builds the window.
const schema::Field& rowOf(const FieldInfo& info)
{
    const schema::Field* row = schema::find(info.key.toStdString());
    if (!row || !row->bounds)
        qFatal("form field %s has no bounds in the scenario's table", qPrintable(info.key));
    return *row;
}

QString suffixOf(const schema::Field& row)
{
    return QCoreApplication::translate("kvp::schema", std::string(row.suffix).c_str());
}

// What a spin box with `decimals` can show of the row's bounds: the lowest value it can hold
// that the bounds accept ((0, 30] with one decimal: 0.1; 0.01 with one decimal: 0.1).
std::pair<double, double> spinRange(const schema::Field& row, int decimals)
{
    const schema::Bounds& b = *row.bounds;
    const double tick = std::pow(10.0, -decimals);
    double minimum = std::ceil(b.min / tick - 1e-9) * tick;
    if (b.minExclusive && minimum <= b.min)
        minimum += tick;
    return {minimum, b.max};
}

int textLength(const schema::Field& row)
{
    return int(row.bounds->max);
}

} // namespace

FormSection::FormSection(const QString& title, Controller* controller, QWidget* parent)
    : QGroupBox(title, parent), controller_(controller), layout_(new QFormLayout),
      detailsTitle_(QCoreApplication::translate("kvp::ui::DetailsGroup", "Engine details"))
{
    // The fields a call needs, then (when the section has any) its collapsed details.
    column_ = new QVBoxLayout(this);
    column_->addLayout(layout_);
    layout_->setFieldGrowthPolicy(QFormLayout::AllNonFixedFieldsGrow);
    layout_->setRowWrapPolicy(QFormLayout::DontWrapRows);
    layout_->setLabelAlignment(Qt::AlignRight | Qt::AlignVCenter);
}

QString FormSection::tooltip(const FieldInfo& info, const QString& defaultText,
                             const QString& rangeText) const
{
    QString text = QStringLiteral("<p><b>%1</b></p><p>%2</p><p>")
                       .arg(info.label.toHtmlEscaped(), info.help.toHtmlEscaped());
    text +=
        QCoreApplication::translate("FormSection", "Default: %1").arg(defaultText.toHtmlEscaped());
    if (!rangeText.isEmpty())
        text +=
            QStringLiteral(" · ") +
            QCoreApplication::translate("FormSection", "Range: %1").arg(rangeText.toHtmlEscaped());
    text +=
        QStringLiteral("<br>") +
        QCoreApplication::translate("FormSection", "Scenario key: <code>%1</code>").arg(info.key) +
        QStringLiteral("</p>");
    return text;
}

void FormSection::addRow(const FieldInfo& info, QWidget* editor, QWidget* rowWidget,
                         Refresh refresh)
{
    editor->setObjectName(info.key);
    auto* label = new QLabel(info.label + QLatin1Char(':'), this);
    label->setBuddy(editor);
    label->setToolTip(editor->toolTip());
    editor->setProperty("baseToolTip", editor->toolTip());
    formFor(info.key)->addRow(label, rowWidget ? rowWidget : editor);
    BoundField field;
    field.info = info;
    field.section = title();
    field.widget = editor;
    field.detail = isDetailField(info.key);
    fields_.push_back(field);
    refreshers_.push_back(std::move(refresh));
}

void FormSection::edit(const FieldInfo& info, const QString& mergeKey,
                       const std::function<void(Scenario&)>& change)
{
    controller_->edit(
        QCoreApplication::translate("FormSection", "Change %1").arg(info.label.toLower()), mergeKey,
        change);
}

QSpinBox* FormSection::addCount(const FieldInfo& info, Getter<std::uint64_t> get,
                                Setter<std::uint64_t> set, const std::vector<int>& presets,
                                const QString& prefix)
{
    const schema::Field& fieldRow = rowOf(info);
    const int minimum = int(fieldRow.bounds->min);
    const int maximum = int(std::min(fieldRow.bounds->max, double(INT_MAX)));
    const QString suffix = suffixOf(fieldRow);
    auto* spin = new QSpinBox(this);
    spin->setRange(minimum, maximum);
    spin->setSuffix(suffix);
    spin->setPrefix(prefix);
    spin->setGroupSeparatorShown(true);
    spin->setAccelerated(true);
    installWheelGuard(spin);
    spin->setToolTip(tooltip(info, prefix + withSuffix(formatCount(get(Scenario{})), suffix),
                             formatCount(std::uint64_t(minimum)) + QStringLiteral(" – ") +
                                 formatCount(std::uint64_t(maximum))));
    connect(spin, &QSpinBox::valueChanged, this, [this, info, set](int value) {
        edit(info, info.key, [&](Scenario& s) { set(s, std::uint64_t(value)); });
    });
    connect(spin, &QSpinBox::editingFinished, controller_, &Controller::endEditBurst);

    QWidget* row = nullptr;
    if (!presets.empty()) {
        row = new QWidget(this);
        auto* box = new QHBoxLayout(row);
        box->setContentsMargins(0, 0, 0, 0);
        box->addWidget(spin, 1);
        auto* button = new QToolButton(row);
        button->setText(QCoreApplication::translate("FormSection", "Presets"));
        button->setToolTip(QCoreApplication::translate("FormSection", "Common values of %1")
                               .arg(info.label.toLower()));
        button->setPopupMode(QToolButton::InstantPopup);
        button->setFocusPolicy(Qt::NoFocus);
        auto* menu = new QMenu(button);
        for (int preset : presets)
            menu->addAction(prefix + withSuffix(formatCount(std::uint64_t(preset)), suffix), this,
                            [this, info, set, preset] {
                                controller_->endEditBurst();
                                edit(info, {}, [&](Scenario& s) { set(s, std::uint64_t(preset)); });
                            });
        button->setMenu(menu);
        box->addWidget(button);
    }
    addRow(info, spin, row, [spin, get](const Scenario& s) {
        const int value = int(get(s));
        if (spin->value() != value) {
            const QSignalBlocker blocker(spin);
            spin->setValue(value);
        }
    });
    markNumeric(minimum, maximum, 1.0,
                [set](Scenario& s, double v) { set(s, std::uint64_t(std::llround(v))); });
    return spin;
}

namespace {

// A real number's spin box as every form field has it: the row's range, step and unit, thousands
// grouped, accelerated, and deaf to the wheel until focused.
QDoubleSpinBox* newRealSpin(QWidget* parent, int decimals, double minimum, double maximum,
                            double step, const QString& suffix)
{
    auto* spin = new QDoubleSpinBox(parent);
    spin->setDecimals(decimals);
    spin->setRange(minimum, maximum);
    spin->setSingleStep(step);
    spin->setSuffix(suffix);
    spin->setGroupSeparatorShown(true);
    spin->setAccelerated(true);
    installWheelGuard(spin);
    return spin;
}

} // namespace

QDoubleSpinBox* FormSection::makeRealSpin(const FieldInfo& info, int decimals, double step,
                                          const Getter<double>& get, const Setter<double>& set)
{
    const schema::Field& fieldRow = rowOf(info);
    const auto [minimum, maximum] = spinRange(fieldRow, decimals);
    const QString suffix = suffixOf(fieldRow);
    auto* spin = newRealSpin(this, decimals, minimum, maximum, step, suffix);
    spin->setToolTip(tooltip(info, withSuffix(number(get(Scenario{})), suffix),
                             number(minimum) + QStringLiteral(" – ") + number(maximum)));
    connect(spin, &QDoubleSpinBox::valueChanged, this, [this, info, set](double value) {
        edit(info, info.key, [&](Scenario& s) { set(s, value); });
    });
    connect(spin, &QDoubleSpinBox::editingFinished, controller_, &Controller::endEditBurst);
    return spin;
}

void FormSection::showReal(QDoubleSpinBox* spin, double value)
{
    // Compared as shown: a value with more decimals than the box shows is left alone.
    if (std::fabs(spin->value() - value) > 0.5 * std::pow(10.0, -spin->decimals())) {
        const QSignalBlocker blocker(spin);
        spin->setValue(value);
    }
}

void FormSection::markNumeric(double minimum, double maximum, double step,
                              std::function<void(Scenario&, double)> setNumber)
{
    BoundField& field = fields_.back();
    field.numeric = true;
    field.minimum = minimum;
    field.maximum = maximum;
    field.step = step;
    field.setNumber = std::move(setNumber);
}

QDoubleSpinBox* FormSection::addReal(const FieldInfo& info, int decimals, double step,
                                     Getter<double> get, Setter<double> set)
{
    QDoubleSpinBox* spin = makeRealSpin(info, decimals, step, get, set);
    addRow(info, spin, nullptr, [spin, get](const Scenario& s) { showReal(spin, get(s)); });
    markNumeric(spin->minimum(), spin->maximum(), step, set);
    return spin;
}

QDoubleSpinBox* FormSection::addRealWithSlider(const FieldInfo& info, int decimals, double step,
                                               Getter<double> get, Setter<double> set)
{
    QDoubleSpinBox* spin = makeRealSpin(info, decimals, step, get, set);
    const double minimum = spin->minimum();
    const double maximum = spin->maximum();
    auto* row = new QWidget(this);
    auto* box = new QHBoxLayout(row);
    box->setContentsMargins(0, 0, 0, 0);
    auto* slider = new QSlider(Qt::Horizontal, row);
    slider->setObjectName(info.key + QStringLiteral(".slider"));
    // The slider moves in `step`s: position = value / step.
    slider->setRange(int(std::lround(minimum / step)), int(std::lround(maximum / step)));
    slider->setPageStep(5);
    slider->setToolTip(spin->toolTip());
    installWheelGuard(slider);
    box->addWidget(slider, 3);
    box->addWidget(spin, 2);
    QWidget::setTabOrder(slider, spin); // left to right, as they sit
    connect(slider, &QSlider::valueChanged, this, [this, info, set, step](int position) {
        edit(info, info.key, [&](Scenario& s) { set(s, position * step); });
    });
    connect(slider, &QSlider::sliderReleased, controller_, &Controller::endEditBurst);
    addRow(info, spin, row, [spin, slider, get, step](const Scenario& s) {
        showReal(spin, get(s));
        const int position = int(std::lround(get(s) / step));
        if (slider->value() != position && !slider->isSliderDown()) {
            const QSignalBlocker blocker(slider);
            slider->setValue(position);
        }
    });
    markNumeric(minimum, maximum, step, set);
    return spin;
}

QDoubleSpinBox* FormSection::addOptionalReal(
    const FieldInfo& info, const QString& checkText, int decimals, double step,
    Getter<std::optional<double>> get, Setter<std::optional<double>> set,
    std::function<double(const Scenario&, const SizingResult&)> whenSwitchedOn)
{
    const schema::Field& fieldRow = rowOf(info);
    const auto [minimum, maximum] = spinRange(fieldRow, decimals);
    const QString suffix = suffixOf(fieldRow);
    auto* row = new QWidget(this);
    auto* box = new QHBoxLayout(row);
    box->setContentsMargins(0, 0, 0, 0);
    auto* check = new QCheckBox(checkText, row);
    check->setObjectName(info.key + QStringLiteral(".set"));
    auto* spin = newRealSpin(row, decimals, minimum, maximum, step, suffix);
    box->addWidget(check);
    box->addWidget(spin, 1);
    const QString tip = tooltip(
        info,
        QCoreApplication::translate("FormSection", "not set (%1)")
            .arg(checkText.isEmpty() ? QCoreApplication::translate("FormSection", "the rule")
                                     : QCoreApplication::translate("FormSection", "unchecked")),
        number(minimum) + QStringLiteral(" – ") + number(maximum) + suffix);
    spin->setToolTip(tip);
    check->setToolTip(tip);
    connect(check, &QCheckBox::toggled, this,
            [this, info, set, whenSwitchedOn, minimum = minimum, maximum = maximum](bool on) {
                controller_->endEditBurst();
                // What the rule computes now, within the field's range: a plan with errors has no
                // figure (0), which the box could not hold and a file could not be read with.
                const double initial =
                    std::clamp(whenSwitchedOn(controller_->scenario(), controller_->result()),
                               minimum, maximum);
                edit(info, {}, [&](Scenario& s) {
                    set(s, on ? std::optional<double>(initial) : std::optional<double>());
                });
            });
    connect(spin, &QDoubleSpinBox::valueChanged, this, [this, info, set](double value) {
        edit(info, info.key, [&](Scenario& s) { set(s, value); });
    });
    connect(spin, &QDoubleSpinBox::editingFinished, controller_, &Controller::endEditBurst);
    addRow(info, spin, row, [this, check, spin, get, whenSwitchedOn](const Scenario& s) {
        const std::optional<double> value = get(s);
        const QSignalBlocker checkBlocker(check);
        const QSignalBlocker spinBlocker(spin);
        check->setChecked(value.has_value());
        spin->setEnabled(value.has_value() && check->isEnabled());
        // Unset, the box shows what the rule computes, greyed out.
        showReal(spin, value ? *value : whenSwitchedOn(s, controller_->result()));
    });
    markNumeric(minimum, maximum, step, [set](Scenario& s, double v) { set(s, v); });
    return spin;
}

QLineEdit* FormSection::addText(const FieldInfo& info, Getter<std::string> get,
                                Setter<std::string> set)
{
    auto* line = new QLineEdit(this);
    line->setMaxLength(textLength(rowOf(info)));
    line->setClearButtonEnabled(false);
    line->setToolTip(tooltip(info, QString::fromStdString(get(Scenario{})), {}));
    connect(line, &QLineEdit::editingFinished, this, [this, info, set, line] {
        const std::string text = line->text().trimmed().toStdString();
        edit(info, {}, [&](Scenario& s) { set(s, text); });
    });
    addRow(info, line, nullptr, [line, get](const Scenario& s) {
        const QString text = QString::fromStdString(get(s));
        if (line->text() != text && !line->hasFocus()) {
            const QSignalBlocker blocker(line);
            line->setText(text);
            line->setCursorPosition(0);
        }
    });
    return line;
}

QLineEdit* FormSection::addOptionalText(const FieldInfo& info, const QString& checkText,
                                        Getter<std::optional<std::string>> get,
                                        Setter<std::optional<std::string>> set,
                                        std::function<QString(const Scenario&)> whenUnset)
{
    const int maxLength = textLength(rowOf(info));
    auto* row = new QWidget(this);
    auto* box = new QHBoxLayout(row);
    box->setContentsMargins(0, 0, 0, 0);
    auto* check = new QCheckBox(checkText, row);
    check->setObjectName(info.key + QStringLiteral(".set"));
    auto* line = new QLineEdit(row);
    line->setMaxLength(maxLength);
    box->addWidget(check);
    box->addWidget(line, 1);
    const QString tip = tooltip(
        info, QCoreApplication::translate("FormSection", "not set (%1)").arg(whenUnset(Scenario{})),
        QString());
    line->setToolTip(tip);
    check->setToolTip(tip);
    // Switched on, the field starts from what was used while it was unset.
    connect(check, &QCheckBox::toggled, this, [this, info, set, line](bool on) {
        controller_->endEditBurst();
        const std::string text = line->text().trimmed().toStdString();
        edit(info, {}, [&](Scenario& s) {
            set(s, on ? std::optional<std::string>(text) : std::optional<std::string>());
        });
    });
    connect(line, &QLineEdit::editingFinished, this, [this, info, set, line, check] {
        if (!check->isChecked())
            return;
        const std::string text = line->text().trimmed().toStdString();
        edit(info, {}, [&](Scenario& s) { set(s, text); });
    });
    addRow(info, line, row, [check, line, get, whenUnset](const Scenario& s) {
        const std::optional<std::string> value = get(s);
        const QSignalBlocker checkBlocker(check);
        const QSignalBlocker lineBlocker(line);
        check->setChecked(value.has_value());
        line->setEnabled(value.has_value() && check->isEnabled());
        const QString text = value ? QString::fromStdString(*value) : whenUnset(s);
        if (line->text() != text && !line->hasFocus()) {
            line->setText(text);
            line->setCursorPosition(0);
        }
    });
    return line;
}

QLineEdit* FormSection::addNumberList(const FieldInfo& info, const QString& unit,
                                      const QString& placeholder,
                                      Getter<std::vector<std::uint64_t>> get,
                                      Setter<std::vector<std::uint64_t>> set)
{
    auto* row = new QWidget(this);
    auto* box = new QHBoxLayout(row);
    box->setContentsMargins(0, 0, 0, 0);
    auto* line = new QLineEdit(row);
    line->setValidator(
        new QRegularExpressionValidator(QRegularExpression(QStringLiteral("[0-9, ]*")), line));
    line->setPlaceholderText(placeholder);
    box->addWidget(line, 1);
    box->addWidget(new QLabel(unit, row));
    line->setToolTip(tooltip(info, listText(get(Scenario{})) + QLatin1Char(' ') + unit, {}));
    connect(line, &QLineEdit::editingFinished, this, [this, info, set, line] {
        const std::vector<std::uint64_t> values = parseList(line->text());
        edit(info, {}, [&](Scenario& s) { set(s, values); });
    });
    addRow(info, line, row, [line, get](const Scenario& s) {
        const QString text = listText(get(s));
        if (line->text() != text && !line->hasFocus()) {
            const QSignalBlocker blocker(line);
            line->setText(text);
        }
    });
    return line;
}

QComboBox* FormSection::addChoice(const FieldInfo& info,
                                  const std::vector<std::pair<QString, int>>& options,
                                  Getter<int> get, Setter<int> set)
{
    auto* combo = new QComboBox(this);
    installWheelGuard(combo);
    // As wide as the form gives it, not as its longest choice: the list shows them whole.
    combo->setSizeAdjustPolicy(QComboBox::AdjustToMinimumContentsLengthWithIcon);
    combo->setMinimumContentsLength(12);
    QString defaultText;
    const int defaultValue = get(Scenario{});
    for (const auto& [text, value] : options) {
        combo->addItem(text, value);
        if (value == defaultValue)
            defaultText = text;
    }
    combo->view()->setMinimumWidth(combo->view()->sizeHintForColumn(0) + 24);
    combo->setToolTip(tooltip(info, defaultText, {}));
    connect(combo, &QComboBox::currentIndexChanged, this, [this, info, set, combo](int index) {
        const int value = combo->itemData(index).toInt();
        controller_->endEditBurst();
        edit(info, {}, [&](Scenario& s) { set(s, value); });
    });
    addRow(info, combo, nullptr, [combo, get](const Scenario& s) {
        const int index = combo->findData(get(s));
        if (combo->currentIndex() != index) {
            const QSignalBlocker blocker(combo);
            combo->setCurrentIndex(index);
        }
    });
    return combo;
}

QCheckBox* FormSection::addToggle(const FieldInfo& info, Getter<bool> get, Setter<bool> set)
{
    auto* check = new QCheckBox(info.label, this);
    check->setToolTip(tooltip(info,
                              get(Scenario{}) ? QCoreApplication::translate("FormSection", "on")
                                              : QCoreApplication::translate("FormSection", "off"),
                              {}));
    connect(check, &QCheckBox::toggled, this, [this, info, set](bool on) {
        controller_->endEditBurst();
        edit(info, {}, [&](Scenario& s) { set(s, on); });
    });
    check->setObjectName(info.key);
    check->setProperty("baseToolTip", check->toolTip());
    formFor(info.key)->addRow(check);
    BoundField field;
    field.info = info;
    field.section = title();
    field.widget = check;
    field.detail = isDetailField(info.key);
    fields_.push_back(field);
    refreshers_.push_back([check, get](const Scenario& s) {
        if (check->isChecked() != get(s)) {
            const QSignalBlocker blocker(check);
            check->setChecked(get(s));
        }
    });
    return check;
}

void FormSection::addPicker(const QString& label, const QString& help, CatalogPicker* picker)
{
    picker->setParent(this);
    auto* text = new QLabel(label + QLatin1Char(':'), this);
    text->setBuddy(picker->comboBox());
    text->setToolTip(help);
    picker->setToolTip(help);
    layout_->addRow(text, picker);
    refreshers_.push_back([picker](const Scenario& s) { picker->showScenario(s); });
}

QLabel* FormSection::addInfo(const QString& objectName, const QString& label, const QString& help,
                             std::function<QString(const Scenario&)> text)
{
    auto* caption = new QLabel(label + QLatin1Char(':'), this);
    auto* value = new QLabel(this);
    value->setObjectName(objectName);
    value->setWordWrap(true);
    value->setTextInteractionFlags(Qt::TextSelectableByMouse);
    caption->setToolTip(help);
    value->setToolTip(help);
    layout_->addRow(caption, value);
    refreshers_.push_back([value, text](const Scenario& s) { value->setText(text(s)); });
    return value;
}

void FormSection::addWidget(QWidget* widget)
{
    layout_->addRow(widget);
}

void FormSection::enableWhen(std::vector<QWidget*> widgets,
                             std::function<bool(const Scenario&)> condition)
{
    conditions_.emplace_back(std::move(widgets), std::move(condition));
}

void FormSection::showScenario(const Scenario& scenario, const SizingResult& result)
{
    for (const auto& [widgets, condition] : conditions_) {
        const bool enabled = condition(scenario);
        for (QWidget* widget : widgets)
            widget->setEnabled(enabled);
    }
    for (const Refresh& refresh : refreshers_)
        refresh(scenario);
    refusedDetails_ = 0;
    for (const BoundField& field : fields_) {
        const QString problem = problemWith(result, field.info.key);
        markInvalid(field.widget, problem, field.widget->property("baseToolTip").toString());
        refusedDetails_ += field.detail && !problem.isEmpty() ? 1 : 0;
    }
}

QFormLayout* FormSection::formFor(const QString& key)
{
    if (!isDetailField(key))
        return layout_;
    if (!details_) {
        details_ = new DetailsGroup(detailsTitle_, this);
        column_->addWidget(details_);
    }
    return details_->form();
}

void FormSection::setDetailsTitle(const QString& title)
{
    detailsTitle_ = title;
}

void FormSection::showChanges(const Scenario& scenario, const Scenario& defaults)
{
    if (!details_)
        return;
    int changed = 0;
    for (const BoundField& field : fields_) {
        if (!field.detail)
            continue;
        // Compared as the file would write them: the scenario's table reads every key.
        if (const schema::Field* row = schema::find(field.info.key.toStdString()))
            changed += row->get(scenario) != row->get(defaults) ? 1 : 0;
    }
    details_->showCounts(changed, refusedDetails_);
}

bool FormSection::reveal(const QWidget* widget)
{
    if (!details_ || !details_->body()->isAncestorOf(widget) || details_->isExpanded())
        return false;
    details_->setExpanded(true);
    return true;
}

QWidget* FormSection::firstField() const
{
    return fields_.empty() ? nullptr : fields_.front().widget;
}

} // namespace kvp::ui
