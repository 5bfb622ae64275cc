// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// Fields a catalog entry filled keep that entry's id beside them (gpu.catalog_id,
// host.platform_id, nvme.drive_id). Typing another value makes the figures the
// user's own, so the id goes.

#include <string>

namespace kvp::ui {

template <class T, class U> void setFilled(std::string& catalogId, T& field, const U& value)
{
    if (field == value)
        return;
    field = value;
    catalogId.clear();
}

// A model field typed over a catalog model or an imported config: model.source says so.
template <class T, class U> void setModelField(std::string& source, T& field, const U& value)
{
    static const std::string edited = "; changed by hand";
    if (field == value)
        return;
    field = value;
    if (!source.empty() && (source.size() < edited.size() ||
                            source.compare(source.size() - edited.size(), edited.size(), edited)))
        source += edited;
}

} // namespace kvp::ui
