// SPDX-License-Identifier: GPL-3.0-or-later
#include "controller/file_signature.h"

#include <QCryptographicHash>
#include <QFile>
#include <QFileInfo>

namespace kvp::ui {

FileSignature FileSignature::of(const QString& path)
{
    FileSignature s;
    QFile file(path);
    const QFileInfo info(path);
    if (!info.isFile() || !file.open(QIODevice::ReadOnly))
        return s;
    QCryptographicHash hash(QCryptographicHash::Sha256);
    if (!hash.addData(&file))
        return s;
    s.exists = true;
    s.size = info.size();
    s.modified = info.lastModified();
    s.sha256 = hash.result();
    return s;
}

bool FileSignature::changedOnDisk(const QString& path) const
{
    const QFileInfo info(path);
    if (!info.exists())
        return false;
    if (!exists)
        return true; // created since, by someone else
    if (info.size() != size)
        return true;
    // Same size: the content decides. Not the modification time, which two saves within one
    // tick of the file system's clock share (a scenario is at most 4 MiB: hashing is cheap).
    const FileSignature now = of(path);
    return !now.exists || now.sha256 != sha256;
}

} // namespace kvp::ui
