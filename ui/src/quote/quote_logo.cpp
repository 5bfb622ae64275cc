// SPDX-License-Identifier: GPL-3.0-or-later
// The vendor's logo for the PDF quote. Apart from the rest of price_list_file.cpp because it reads
// images (Qt Gui, Qt Svg): kvplan_ui_text, which `kvplan report` links, stays Qt Core only.
#include "kvplan/ui/price_list_file.h"

#include "ui_words.h"

#include "kvplan/ui/scenario_file.h"

#include <QDir>
#include <QFileInfo>
#include <QImageReader>
#include <QSvgRenderer>

namespace kvp::ui {

QString vendorLogoPath(const PriceList& prices, const QString& priceListPath)
{
    if (prices.vendor.logo.empty())
        return placeholderLogoPath();
    const QString logo = QString::fromStdString(prices.vendor.logo);
    const QString base =
        priceListPath.isEmpty() ? QDir::currentPath() : QFileInfo(priceListPath).absolutePath();
    const QString path = QDir(base).absoluteFilePath(logo);
    const QString file = priceListPath.isEmpty() ? tr("(price list)") : priceListPath;
    if (!QFileInfo::exists(path))
        throw ScenarioFileError(file, QStringLiteral("vendor.logo"),
                                tr("%1 does not exist").arg(path));
    const bool svg = path.endsWith(QLatin1String(".svg"), Qt::CaseInsensitive);
    const bool readable = svg ? QSvgRenderer(path).isValid() : QImageReader(path).canRead();
    if (!readable)
        throw ScenarioFileError(file, QStringLiteral("vendor.logo"),
                                tr("%1 is not an SVG, PNG or JPEG image").arg(path));
    return path;
}

} // namespace kvp::ui
