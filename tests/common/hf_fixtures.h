// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// The Hugging Face config.json fixtures of tests/data/hf-configs, imported as model-import does.

#include "golden.h"
#include "kvplan/hf_config.h"

#include <QString>
#include <QtGlobal>

namespace kvp::test {

// `file` of tests/data/hf-configs imported; a missing fixture ends the test run, naming it.
inline ImportedModel importHfFixture(const QString& file)
{
    const QByteArray text = readFile(testDataPath(QStringLiteral("hf-configs/") + file));
    if (text.isEmpty())
        qFatal("missing fixture %s", qPrintable(file));
    return importHfConfigText(text.toStdString());
}

} // namespace kvp::test
