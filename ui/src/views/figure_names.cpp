// SPDX-License-Identifier: GPL-3.0-or-later
#include "views/figure_names.h"

#include "kvplan/figures.h"

#include <QCoreApplication>

namespace kvp::ui {

QString figureTitle(const QString& figureKey)
{
    const Figure* figure = findFigure(figureKey.toStdString());
    return figure && figure->title ? QCoreApplication::translate("kvp::ui::Figures", figure->title)
                                   : figureKey;
}

bool hasPlan(const SizingResult& result)
{
    return !(result.hasErrors() && result.kv.bytesPerToken.isZero());
}

} // namespace kvp::ui
