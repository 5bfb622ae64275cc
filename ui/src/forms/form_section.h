// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// One titled group of scenario fields, built from declarations: each field names its scenario
// key, label and help, and how to read it from and write it into a Scenario; its range, unit
// and length come from the scenario's table (kvplan/scenario_schema.h) by its key. The
// section turns a user's change into one Controller::edit, shows a scenario under
// QSignalBlocker, and writes every field's tooltip (meaning, default, range, key).

#include "kvplan/plan.h"
#include "kvplan/scenario.h"

#include <QGroupBox>
#include <QString>
#include <functional>
#include <optional>
#include <string>
#include <utility>
#include <vector>

class QCheckBox;
class QComboBox;
class QDoubleSpinBox;
class QFormLayout;
class QLabel;
class QLineEdit;
class QSlider;
class QSpinBox;
class QVBoxLayout;

namespace kvp::ui {

class CatalogPicker;
class Controller;
class DetailsGroup;

struct FieldInfo {
    QString key;   // scenario key, e.g. "workload.users"; the widget's objectName
    QString label; // "Users"
    QString help;  // what the field means, in a sentence or two
};

// What the forms know about a bound field: for "where does this input come from", focusing a
// field, and tests (ranges against core's validation).
struct BoundField {
    FieldInfo info;
    QString section;
    QWidget* widget = nullptr; // the editor (the spin box of an optional number)
    bool detail = false;       // in the section's collapsed details (forms/details_group.h)
    // Numeric fields: the widget's range and how a number enters a scenario.
    bool numeric = false;
    double minimum = 0.0;
    double maximum = 0.0;
    double step = 1.0;
    std::function<void(Scenario&, double)> setNumber;
};

template <class T> using Getter = std::function<T(const Scenario&)>;
template <class T> using Setter = std::function<void(Scenario&, T)>;

class FormSection : public QGroupBox {
    Q_OBJECT
public:
    FormSection(const QString& title, Controller* controller, QWidget* parent = nullptr);

    // Numbers and texts take their range, suffix and length from the scenario's table
    // (kvplan/scenario_schema.h) by the field's key; `decimals` and `step` are the widget's.
    QSpinBox* addCount(const FieldInfo& info, Getter<std::uint64_t> get, Setter<std::uint64_t> set,
                       const std::vector<int>& presets = {}, const QString& prefix = {});
    QDoubleSpinBox* addReal(const FieldInfo& info, int decimals, double step, Getter<double> get,
                            Setter<double> set);
    // A real number with a slider beside it; the slider moves in `step`s; a drag is one edit.
    QDoubleSpinBox* addRealWithSlider(const FieldInfo& info, int decimals, double step,
                                      Getter<double> get, Setter<double> set);
    // A number that may be left unset (the rule computes it): a check box switches it on with
    // the value the rule would use, `whenSwitchedOn`.
    QDoubleSpinBox*
    addOptionalReal(const FieldInfo& info, const QString& checkText, int decimals, double step,
                    Getter<std::optional<double>> get, Setter<std::optional<double>> set,
                    std::function<double(const Scenario&, const SizingResult&)> whenSwitchedOn);
    QLineEdit* addText(const FieldInfo& info, Getter<std::string> get, Setter<std::string> set);
    // Text that may be left unset: unchecked, the box shows (greyed) what is used instead.
    QLineEdit* addOptionalText(const FieldInfo& info, const QString& checkText,
                               Getter<std::optional<std::string>> get,
                               Setter<std::optional<std::string>> set,
                               std::function<QString(const Scenario&)> whenUnset);
    // A list of whole numbers typed as "16, 24, 32".
    QLineEdit* addNumberList(const FieldInfo& info, const QString& unit, const QString& placeholder,
                             Getter<std::vector<std::uint64_t>> get,
                             Setter<std::vector<std::uint64_t>> set);
    QComboBox* addChoice(const FieldInfo& info, const std::vector<std::pair<QString, int>>& options,
                         Getter<int> get, Setter<int> set);
    QCheckBox* addToggle(const FieldInfo& info, Getter<bool> get, Setter<bool> set);
    void addPicker(const QString& label, const QString& help, CatalogPicker* picker);
    // A read-only line derived from the scenario (no arithmetic: words for what it holds).
    QLabel* addInfo(const QString& objectName, const QString& label, const QString& help,
                    std::function<QString(const Scenario&)> text);
    void addWidget(QWidget* widget);

    // Widgets that only matter when `condition` holds (e.g. the CPU tier when offloading is on).
    void enableWhen(std::vector<QWidget*> widgets, std::function<bool(const Scenario&)> condition);

    void showScenario(const Scenario& scenario, const SizingResult& result);

    // The details group's title, before its first field: "Engine details" unless set.
    void setDetailsTitle(const QString& title);
    // Where the detail fields (isDetailField) sit, or null when the section has none.
    DetailsGroup* details() const { return details_; }
    // The details header's count: fields whose value differs from `defaults`' (after
    // showScenario, which counts the refused ones).
    void showChanges(const Scenario& scenario, const Scenario& defaults);
    // Opens the details when `widget` is one of their fields; returns whether it opened them.
    bool reveal(const QWidget* widget);

    const std::vector<BoundField>& fields() const { return fields_; }
    QWidget* firstField() const;

private:
    using Refresh = std::function<void(const Scenario&)>;
    // The form a field of `key` goes in: the section's own, or its details'.
    QFormLayout* formFor(const QString& key);
    void addRow(const FieldInfo& info, QWidget* editor, QWidget* rowWidget, Refresh refresh);
    void edit(const FieldInfo& info, const QString& mergeKey,
              const std::function<void(Scenario&)>& change);
    QString tooltip(const FieldInfo& info, const QString& defaultText,
                    const QString& rangeText) const;
    QDoubleSpinBox* makeRealSpin(const FieldInfo& info, int decimals, double step,
                                 const Getter<double>& get, const Setter<double>& set);
    static void showReal(QDoubleSpinBox* spin, double value);
    void markNumeric(double minimum, double maximum, double step,
                     std::function<void(Scenario&, double)> setNumber);

    Controller* controller_;
    QFormLayout* layout_;
    QVBoxLayout* column_ = nullptr;
    DetailsGroup* details_ = nullptr;
    QString detailsTitle_;
    int refusedDetails_ = 0;
    std::vector<BoundField> fields_;
    std::vector<Refresh> refreshers_;
    std::vector<std::pair<std::vector<QWidget*>, std::function<bool(const Scenario&)>>> conditions_;
};

} // namespace kvp::ui
