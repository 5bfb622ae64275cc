// SPDX-License-Identifier: GPL-3.0-or-later
#include "quote/quote_style.h"

#include "style/theme.h"

namespace kvp::ui {

namespace {

// DejaVu (fonts-dejavu-core, packaging/install-deps.sh) has every sign the quote prints (× − →
// ≈ € ✓) and metrics that do not depend on the screen: with hinting off, text is laid out with
// the font's own advances on any paint device.
QFont font(const char* family, QFont::StyleHint hint, qreal points, bool bold = false)
{
    QFont f{QString::fromLatin1(family)};
    f.setStyleHint(hint);
    f.setPointSizeF(points);
    f.setBold(bold);
    f.setHintingPreference(QFont::PreferNoHinting);
    // No ligatures: "fi" and "ff" stay two letters, so that text copied or extracted from the
    // PDF (pdftotext, a search) reads "configuration" and "offload". Qt 6.4 has no switch for
    // one font feature; without shaping, Latin text is set letter by letter.
    f.setStyleStrategy(QFont::PreferNoShaping);
    return f;
}

} // namespace

QuoteStyle quoteStyle()
{
    const ChartColors& c = chartColors(Theme::Light);
    QuoteStyle s;
    s.body = font("DejaVu Sans", QFont::SansSerif, 8.5);
    s.bold = font("DejaVu Sans", QFont::SansSerif, 8.5, true);
    s.small = font("DejaVu Sans", QFont::SansSerif, 7.0);
    s.smallBold = font("DejaVu Sans", QFont::SansSerif, 7.0, true);
    s.mono = font("DejaVu Sans Mono", QFont::TypeWriter, 6.8);
    s.chart = font("DejaVu Sans", QFont::SansSerif, 6.8);
    s.title = font("DejaVu Sans", QFont::SansSerif, 17.0, true);
    s.vendor = font("DejaVu Sans", QFont::SansSerif, 11.0, true);
    s.heading1 = font("DejaVu Sans", QFont::SansSerif, 12.5, true);
    s.heading2 = font("DejaVu Sans", QFont::SansSerif, 9.5, true);
    s.figureValue = font("DejaVu Sans", QFont::SansSerif, 12.5, true);
    s.text = c.text;
    s.muted = c.mutedText;
    s.accent = c.cpuTier;
    s.rule = c.axis;
    s.light = QColor(0xee, 0xf1, 0xf4);
    s.shade = QColor(0xdf, 0xea, 0xf4);
    s.codeBackground = QColor(0xf4, 0xf6, 0xf8);
    s.info = severityColor(Severity::Info, Theme::Light);
    s.warning = severityColor(Severity::Warning, Theme::Light);
    s.error = severityColor(Severity::Error, Theme::Light);
    s.infoBackground = QColor(0xed, 0xf4, 0xfa);
    s.warningBackground = QColor(0xfd, 0xf4, 0xe3);
    s.errorBackground = QColor(0xfb, 0xe9, 0xe7);
    return s;
}

pdf::TableStyle QuoteStyle::table() const
{
    pdf::TableStyle t;
    t.font = body;
    t.boldFont = bold;
    t.smallFont = small;
    t.monoFont = mono;
    t.text = text;
    t.muted = muted;
    t.rule = rule;
    t.header = light;
    t.shade = shade;
    return t;
}

} // namespace kvp::ui
