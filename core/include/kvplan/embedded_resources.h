// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// The data files of resources/catalog/ and resources/examples/, compiled into core (see
// cmake/EmbedResources.cmake) so that the engine and its tests can read the built-in catalogs
// without Qt or file I/O. Paths are relative to resources/, e.g. "catalog/gpus.json".

#include <optional>
#include <string_view>

namespace kvp {

std::optional<std::string_view> embeddedResource(std::string_view path);

} // namespace kvp
