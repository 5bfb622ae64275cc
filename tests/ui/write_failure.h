// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// Ways to make a save fail for the tests of atomic saving.
//
// A read-only folder is the natural one, but root ignores permissions (and CI may run as root).
// FileSizeLimit fails for everyone: under RLIMIT_FSIZE the kernel refuses to write a file past
// the limit (EFBIG), so QSaveFile's temporary file cannot be written, root or not. SIGXFSZ,
// which would end the process, is ignored meanwhile.

#include <QFile>
#include <QString>
#include <csignal>
#include <sys/resource.h>
#include <unistd.h>

namespace kvp::test {

class FileSizeLimit {
public:
    explicit FileSizeLimit(rlim_t bytes)
    {
        std::signal(SIGXFSZ, SIG_IGN);
        if (getrlimit(RLIMIT_FSIZE, &old_) != 0)
            return;
        rlimit limited = old_;
        limited.rlim_cur = bytes;
        active_ = setrlimit(RLIMIT_FSIZE, &limited) == 0;
    }
    ~FileSizeLimit()
    {
        if (active_)
            setrlimit(RLIMIT_FSIZE, &old_);
        std::signal(SIGXFSZ, SIG_DFL);
    }
    FileSizeLimit(const FileSizeLimit&) = delete;
    FileSizeLimit& operator=(const FileSizeLimit&) = delete;
    bool active() const { return active_; }

private:
    rlimit old_{};
    bool active_ = false;
};

// Root may write into a read-only folder: the read-only test then proves nothing.
inline bool permissionsApply()
{
    return geteuid() != 0;
}

// Read-only for the lifetime of the object, writable again after.
class ReadOnlyFolder {
public:
    explicit ReadOnlyFolder(const QString& path) : path_(path)
    {
        QFile::setPermissions(path_, QFile::ReadOwner | QFile::ExeOwner | QFile::ReadGroup |
                                         QFile::ExeGroup | QFile::ReadOther | QFile::ExeOther);
    }
    ~ReadOnlyFolder()
    {
        QFile::setPermissions(path_, QFile::ReadOwner | QFile::WriteOwner | QFile::ExeOwner |
                                         QFile::ReadGroup | QFile::ExeGroup | QFile::ReadOther |
                                         QFile::ExeOther);
    }
    ReadOnlyFolder(const ReadOnlyFolder&) = delete;
    ReadOnlyFolder& operator=(const ReadOnlyFolder&) = delete;

private:
    QString path_;
};

} // namespace kvp::test
