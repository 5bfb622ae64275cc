// SPDX-License-Identifier: GPL-3.0-or-later
#include "kvplan/ui/format.h"
#include "kvplan/ui/report.h"
#include "report/report_sections.h"

#include <QCoreApplication>

namespace kvp::ui::report {

QString tr(const char* text, const char* disambiguation, int n)
{
    return QCoreApplication::translate("kvp::ui::report", text, disambiguation, n);
}

QString formulaOf(const SizingResult& r, const char* figure)
{
    const Derivation* d = r.derivation(figure);
    return d ? derivationText(*d) : QString();
}

QString plural(std::uint64_t n, const char* one, const char* many)
{
    // Marked at the call with QT_TRANSLATE_NOOP("kvp::ui::Count", …): the words after a number
    // ("2 Sockel", not the "Sockeln" of "an 2 Sockeln").
    return formatCount(n) + QLatin1Char(' ') +
           QCoreApplication::translate("kvp::ui::Count", n == 1 ? one : many);
}

QString gib(Bytes b)
{
    return formatSize(b, SizeUnit::GiB);
}
QString gbs(Bytes b)
{
    return formatSize(b, SizeUnit::GB);
}
QString tbs(Bytes b)
{
    return formatSize(b, SizeUnit::TB);
}
QString exact(Bytes b)
{
    return formatSize(b, SizeUnit::Bytes);
}
QString count(std::uint64_t n)
{
    return formatCount(n);
}

QString catalogNote(const std::string& id)
{
    return id.empty() ? QString() : tr("; catalog %1").arg(QString::fromStdString(id));
}

QString percent(double share)
{
    return formatNumber(share * 100.0, 1) + QStringLiteral(" %");
}

} // namespace kvp::ui::report
