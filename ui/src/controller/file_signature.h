// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// What a file held when the document last read or wrote it, so that a change by another
// program is noticed before it is overwritten. The content's SHA-256 decides (a different size
// spares hashing); the modification time is kept for the autosave's record only.

#include <QByteArray>
#include <QDateTime>
#include <QString>

namespace kvp::ui {

struct FileSignature {
    bool exists = false;
    qint64 size = 0;
    QDateTime modified;
    QByteArray sha256;

    // The file as it is on disk now (exists false when it cannot be read).
    static FileSignature of(const QString& path);

    // The file at `path` holds other bytes than it did (a file since deleted has not changed:
    // saving recreates it and loses nothing).
    bool changedOnDisk(const QString& path) const;

    friend bool operator==(const FileSignature&, const FileSignature&) = default;
};

} // namespace kvp::ui
