// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// Price lists on disk. Problems are reported as ScenarioFileError (file, key, problem), the same
// one-line form as scenario and catalog files.

#include "kvplan/price_list.h"

#include <QString>

namespace kvp::ui {

// The price list at `path`, or the built-in sample when `path` is empty. Files larger than
// kMaxPriceListFileBytes are refused before parsing. Throws ScenarioFileError.
PriceList loadPriceListFile(const QString& path);

// Where the sample is installed beside the programs (share/kvplanner/price-lists/
// sample-eur.json), for copying as a start; "" when it is not installed.
QString installedSamplePriceListPath();

// The vendor's logo file: `prices.vendor.logo` relative to the folder of `priceListPath`; the
// neutral placeholder in the application's resources when the price list names none. Throws
// ScenarioFileError naming the price list and vendor.logo when the file is missing or is not an
// SVG, PNG or JPEG image.
QString vendorLogoPath(const PriceList& prices, const QString& priceListPath);

// The placeholder logo (":/quote/placeholder-logo.svg").
QString placeholderLogoPath();

} // namespace kvp::ui
