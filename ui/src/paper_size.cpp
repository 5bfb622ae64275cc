// SPDX-License-Identifier: GPL-3.0-or-later
// The quote's paper sizes by name (kvplan_ui_text: `kvplan quote`'s options name them without the
// renderer, which is in kvplan_ui).
#include "kvplan/ui/quote_pdf.h"

namespace kvp::ui {

QString paperSizeName(PaperSize size)
{
    return size == PaperSize::Letter ? QStringLiteral("letter") : QStringLiteral("a4");
}

std::optional<PaperSize> paperSizeFromName(const QString& name)
{
    if (name == QLatin1String("a4"))
        return PaperSize::A4;
    if (name == QLatin1String("letter"))
        return PaperSize::Letter;
    return std::nullopt;
}

} // namespace kvp::ui
