// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// Golden-file comparison: on a mismatch the actual output is written beside the golden file as
// NAME.actual and a unified diff is printed. Set KVPLAN_UPDATE_GOLDEN=1 to rewrite golden files
// on purpose (then review the diff in git).

#include <QString>

#include <string>

namespace kvp::test {

QString testDataPath(const QString& relative);
QString resourcesPath(const QString& relative);
// Empty when ../shared is not beside the project.
QString sharedPath(const QString& relative);
QByteArray readFile(const QString& path);

// True when `actual` equals the golden file (or it was rewritten on request); otherwise
// explains in `failure`.
bool matchesGolden(const QString& goldenRelativePath, const QByteArray& actual, QString* failure);

// A table of docs/ generated from a declaration (the scenario schema, the figure table): the
// text between the lines `begin` and `end` of docs/<docsRelativePath> is `expected`, with a
// blank line on either side. KVPLAN_UPDATE_GOLDEN=1 rewrites it; otherwise, on a mismatch,
// `failure` says where the two part.
bool matchesGeneratedDocs(const QString& docsRelativePath, const std::string& begin,
                          const std::string& end, const std::string& expected, QString* failure);

} // namespace kvp::test
