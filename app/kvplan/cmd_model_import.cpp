// SPDX-License-Identifier: GPL-3.0-or-later
#include "cli.h"
#include "kvplan/hf_config.h"
#include "kvplan/scenario_io.h"

#include <QFile>
#include <nlohmann/json.hpp>

namespace kvp::cli {

namespace {

constexpr qint64 kMaxInputBytes = 16 * 1024 * 1024;

bool readInput(const QString& path, QByteArray* content, QString* error)
{
    return readInputFile(path, kMaxInputBytes, content, error);
}

} // namespace

Command modelImportCommand()
{
    Command c;
    c.name = QStringLiteral("model-import");
    c.synopsis = QStringLiteral(
        "model-import CONFIG.json [--name ID] [--weights-gib GIB | --safetensors-index FILE] "
        "[--generic] [--scenario]");
    c.summary = tr("a Hugging Face config.json -> the scenario's \"model\" object");
    c.description = tr(
        "Reads a Hugging Face config.json as published (multimodal configs' text_config too) and "
        "prints the scenario's \"model\" object: layers, KV heads and head_dim (the explicit "
        "head_dim key, never hidden_size / heads when it exists), the attention kind of every "
        "layer (full, sliding window, MLA, linear attention / Mamba with its state per request) "
        "and the weights. The weights are estimated from the architecture unless given "
        "(--weights-gib, or the checkpoint's model.safetensors.index.json); the estimate is "
        "named as such in the object's \"source\". Every assumption (a class default the config "
        "leaves implicit, the state's dtype, left-out MTP layers) is printed on stderr as a "
        "note. An unknown model_type, a missing key or an attention kind KV Planner does not "
        "model is an error naming the key (exit status 3).");
    c.options = {
        {QStringLiteral("--name"), QStringLiteral("ID"), false,
         tr("model id, e.g. Qwen/Qwen3-32B (default: the config's _name_or_path)")},
        {QStringLiteral("--weights-gib"), QStringLiteral("GIB"), false,
         tr("weights as loaded, all ranks together, instead of the estimate")},
        {QStringLiteral("--safetensors-index"), QStringLiteral("FILE"), false,
         tr("the checkpoint's model.safetensors.index.json: weights from its "
            "metadata.total_size")},
        {QStringLiteral("--generic"), QString(), false,
         tr("read an unknown model_type as a plain decoder (check its attention "
            "first)")},
        {QStringLiteral("--scenario"), QString(), false,
         tr("print the worked example scenario with this model instead of the "
            "model object alone")},
    };
    c.minPositionals = 1;
    c.maxPositionals = 1;
    c.run = [](const Invocation& in) {
        const QString path = in.positionals.front();
        ModelImportOptions options;
        options.name = in.value(QStringLiteral("--name")).toStdString();
        options.generic = in.has(QStringLiteral("--generic"));
        if (in.has(QStringLiteral("--weights-gib"))) {
            if (in.has(QStringLiteral("--safetensors-index")))
                return fail(UsageError, tr("model-import: give --weights-gib or "
                                           "--safetensors-index, not both"));
            bool ok = false;
            const double value = in.value(QStringLiteral("--weights-gib")).toDouble(&ok);
            if (!ok || !(value >= 0.0) || value > 1e6)
                return fail(UsageError, tr("model-import: --weights-gib must be a "
                                           "number of GiB from 0 to 1,000,000"));
            options.weightsGiB = value;
        }
        QString error;
        if (in.has(QStringLiteral("--safetensors-index"))) {
            const QString indexPath = in.value(QStringLiteral("--safetensors-index"));
            QByteArray index;
            if (!readInput(indexPath, &index, &error))
                return fail(InvalidInput, error);
            try {
                options.checkpointBytes = safetensorsTotalSize(index.toStdString());
            } catch (const ModelImportError& e) {
                return fail(InvalidInput,
                            indexPath + QStringLiteral(": ") + QString::fromStdString(e.what()));
            }
        }
        QByteArray content;
        if (!readInput(path, &content, &error))
            return fail(InvalidInput, error);
        ImportedModel imported;
        try {
            imported = importHfConfigText(content.toStdString(), options);
        } catch (const ModelImportError& e) {
            return fail(InvalidInput,
                        path + QStringLiteral(": ") + QString::fromStdString(e.what()));
        }
        if (options.name.empty() && (imported.model.name == imported.architecture ||
                                     imported.model.name == imported.modelType)) {
            const QString name = modelIdFromConfigPath(path);
            if (!name.isEmpty() && name.size() <= 300) {
                imported.model.name = name.toStdString();
                imported.notes.push_back("model name \"" + imported.model.name +
                                         "\" taken from the file's name; set it with --name");
            }
        }
        for (const std::string& note : imported.notes)
            fail(Success, tr("note: ") + QString::fromStdString(note));
        if (in.has(QStringLiteral("--scenario"))) {
            Scenario scenario = workedExample();
            scenario.name = imported.model.name;
            scenario.model = imported.model;
            printOut(QString::fromStdString(serializeScenario(scenario)));
        } else {
            printOut(QString::fromStdString(modelToJson(imported.model).dump(2, ' ', false)) +
                     QLatin1Char('\n'));
        }
        return static_cast<int>(Success);
    };
    return c;
}

} // namespace kvp::cli
