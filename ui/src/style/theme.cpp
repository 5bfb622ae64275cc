// SPDX-License-Identifier: GPL-3.0-or-later
#include "style/theme.h"

#include <QApplication>
#include <QStyle>
#include <QStyleFactory>
#include <memory>

namespace kvp::ui {

QString themeName(Theme theme)
{
    return theme == Theme::Dark ? QStringLiteral("dark") : QStringLiteral("light");
}

std::optional<Theme> themeFromName(const QString& name)
{
    if (name == QLatin1String("light"))
        return Theme::Light;
    if (name == QLatin1String("dark"))
        return Theme::Dark;
    return std::nullopt;
}

const ChartColors& chartColors(Theme theme)
{
    // Okabe–Ito hues (distinguishable with the common colour-vision deficiencies), lightened for
    // the dark background.
    static const ChartColors light{
        QColor(0xff, 0xff, 0xff), QColor(0x1f, 0x23, 0x28), QColor(0x5c, 0x64, 0x6e),
        QColor(0x8a, 0x93, 0x9e), QColor(0xe6, 0xe9, 0xed), QColor(0x6c, 0x7a, 0x89),
        QColor(0xe6, 0x9f, 0x00), QColor(0xc9, 0xcf, 0xd6), QColor(0x00, 0x9e, 0x73),
        QColor(0x00, 0x72, 0xb2), QColor(0xd5, 0x5e, 0x00), QColor(0x5d, 0x6d, 0x7e),
        QColor(0xb0, 0xb8, 0xc1), QColor(0xcc, 0x79, 0xa7), QColor(0x9c, 0xd3, 0x8b),
        QColor(0x8e, 0x5c, 0xb8), QColor(0x9a, 0xa3, 0xad)};
    static const ChartColors dark{
        QColor(0x26, 0x2b, 0x31), QColor(0xe6, 0xe8, 0xeb), QColor(0xa4, 0xac, 0xb6),
        QColor(0x7d, 0x86, 0x91), QColor(0x38, 0x3e, 0x46), QColor(0x8e, 0x9b, 0xaa),
        QColor(0xf0, 0xb4, 0x29), QColor(0x4a, 0x52, 0x5c), QColor(0x2b, 0xc4, 0x9a),
        QColor(0x4f, 0xa3, 0xe0), QColor(0xff, 0x7f, 0x3f), QColor(0x8f, 0x9f, 0xb0),
        QColor(0x5a, 0x63, 0x6e), QColor(0xe0, 0x8f, 0xc0), QColor(0x6f, 0xa8, 0x62),
        QColor(0xb3, 0x8b, 0xde), QColor(0x6d, 0x76, 0x80)};
    return theme == Theme::Dark ? dark : light;
}

QPalette applicationPalette(Theme theme)
{
    if (theme == Theme::Light) {
        const std::unique_ptr<QStyle> fusion(QStyleFactory::create(QStringLiteral("Fusion")));
        QPalette p = fusion->standardPalette();
        p.setColor(QPalette::Window, QColor(0xf3, 0xf4, 0xf6));
        p.setColor(QPalette::Base, Qt::white);
        p.setColor(QPalette::AlternateBase, QColor(0xf6, 0xf7, 0xf9));
        p.setColor(QPalette::Highlight, QColor(0x00, 0x72, 0xb2));
        p.setColor(QPalette::Link, QColor(0x00, 0x5a, 0x8c));
        p.setColor(QPalette::ToolTipBase, QColor(0xff, 0xff, 0xf2));
        p.setColor(QPalette::ToolTipText, QColor(0x1f, 0x23, 0x28));
        return p;
    }
    QPalette p;
    // Fields lighter than the window, so their frames and check boxes stand out.
    const QColor window(0x1f, 0x23, 0x28);
    const QColor base(0x2b, 0x30, 0x37);
    const QColor text(0xe6, 0xe8, 0xeb);
    const QColor disabled(0x7d, 0x86, 0x91);
    p.setColor(QPalette::Window, window);
    p.setColor(QPalette::WindowText, text);
    p.setColor(QPalette::Base, base);
    p.setColor(QPalette::AlternateBase, QColor(0x31, 0x37, 0x3e));
    p.setColor(QPalette::ToolTipBase, QColor(0x30, 0x36, 0x3d));
    p.setColor(QPalette::ToolTipText, text);
    p.setColor(QPalette::PlaceholderText, disabled);
    p.setColor(QPalette::Text, text);
    p.setColor(QPalette::Button, QColor(0x36, 0x3c, 0x44));
    p.setColor(QPalette::ButtonText, text);
    p.setColor(QPalette::BrightText, QColor(0xff, 0x7f, 0x3f));
    p.setColor(QPalette::Light, QColor(0x4a, 0x52, 0x5c));
    p.setColor(QPalette::Midlight, QColor(0x40, 0x47, 0x50));
    p.setColor(QPalette::Mid, QColor(0x4a, 0x51, 0x5a));
    p.setColor(QPalette::Dark, QColor(0x15, 0x18, 0x1b));
    p.setColor(QPalette::Shadow, QColor(0x0b, 0x0d, 0x0f));
    p.setColor(QPalette::Highlight, QColor(0x4f, 0xa3, 0xe0));
    p.setColor(QPalette::HighlightedText, QColor(0x0b, 0x0d, 0x0f));
    p.setColor(QPalette::Link, QColor(0x7c, 0xbc, 0xf0));
    p.setColor(QPalette::LinkVisited, QColor(0xb3, 0x8b, 0xde));
    for (auto role : {QPalette::WindowText, QPalette::Text, QPalette::ButtonText})
        p.setColor(QPalette::Disabled, role, disabled);
    p.setColor(QPalette::Disabled, QPalette::Base, window);
    p.setColor(QPalette::Disabled, QPalette::Button, window);
    return p;
}

QColor severityColor(Severity severity, Theme theme)
{
    const bool dark = theme == Theme::Dark;
    switch (severity) {
    case Severity::Error:
        return dark ? QColor(0xff, 0x6b, 0x5f) : QColor(0xc0, 0x39, 0x2b);
    case Severity::Warning:
        return dark ? QColor(0xf0, 0xb4, 0x29) : QColor(0xb9, 0x77, 0x0e);
    case Severity::Info:
        return dark ? QColor(0x7c, 0xbc, 0xf0) : QColor(0x1f, 0x6f, 0xb2);
    }
    return {};
}

QColor invalidFieldColor(Theme theme)
{
    return theme == Theme::Dark ? QColor(0x5c, 0x25, 0x22) : QColor(0xfd, 0xe2, 0xdf);
}

Theme currentTheme()
{
    return QApplication::palette().color(QPalette::Window).lightness() < 128 ? Theme::Dark
                                                                             : Theme::Light;
}

void applyTheme(QApplication& app, Theme theme)
{
    app.setStyle(QStyleFactory::create(QStringLiteral("Fusion")));
    app.setPalette(applicationPalette(theme));
}

QFont chartFont(int pointSizeDelta)
{
    QFont font = QApplication::font();
    font.setPointSizeF(font.pointSizeF() + pointSizeDelta);
    return font;
}

QFont keyFigureFont()
{
    QFont font = QApplication::font();
    font.setPointSizeF(font.pointSizeF() * 1.6);
    font.setWeight(QFont::DemiBold);
    return font;
}

} // namespace kvp::ui
