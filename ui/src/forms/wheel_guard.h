// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

class QWidget;

namespace kvp::ui {

// Scrolling the form with the mouse wheel must not change the spin box, combo box or slider
// that happens to pass under the pointer: such a widget takes wheel events only once it has
// focus; before that they scroll the form.
void installWheelGuard(QWidget* widget);

} // namespace kvp::ui
