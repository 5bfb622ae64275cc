// SPDX-License-Identifier: GPL-3.0-or-later
#include "cli.h"
#include "kvplan/kv_geometry.h"
#include "kvplan/model_catalog.h"
#include "kvplan/scenario_io.h"
#include "kvplan/ui/format.h"
#include "kvplan/ui/report.h"

#include <QStringList>
#include <functional>
#include <vector>

namespace kvp::cli {

namespace {

// One built-in catalog `kvplan catalog KIND [NAME]` lists. Each kind adds a row here; `show`
// prints one entry by name and returns an exit status.
struct CatalogListing {
    QString kind;
    QString summary;
    std::function<QString(bool json)> list;
    std::function<int(const QString& name)> show;
};

// KV bytes per token of a model alone (TP 1) in a 16-bit cache.
KvGeometry sixteenBitGeometry(const ModelSpec& model)
{
    Scenario s;
    s.model = model;
    s.kvCacheDtype = KvCacheDtype::Bf16;
    s.serving.tensorParallel = 1;
    return kvGeometry(s);
}

QString perTokenText(const ModelSpec& model)
{
    const KvGeometry kv = sixteenBitGeometry(model);
    QString text = ui::formatSize(kv.bytesPerToken, ui::SizeUnit::KiB, 0);
    if (!kv.slidingBytesPerToken.isZero())
        text += QStringLiteral(" + ") +
                ui::formatSize(kv.slidingBytesPerToken, ui::SizeUnit::KiB, 0) +
                QStringLiteral(" in window");
    if (!kv.stateBytesPerConversation.isZero())
        text += QStringLiteral(" + ") +
                ui::formatSize(kv.stateBytesPerConversation, ui::SizeUnit::MiB, 0) +
                QStringLiteral(" state");
    return text;
}

QString listModels(bool json)
{
    const std::vector<CatalogModel>& catalog = modelCatalog();
    if (json) {
        nlohmann::ordered_json list = nlohmann::ordered_json::array();
        for (const CatalogModel& entry : catalog) {
            nlohmann::ordered_json item;
            item["model"] = modelToJson(entry.model);
            item["aliases"] = entry.aliases;
            item["config_source"] = entry.configSource;
            item["confidence"] = entry.confidence;
            item["notes"] = entry.notes;
            item["kv_bytes_per_token_bf16"] = sixteenBitGeometry(entry.model).bytesPerToken.count();
            list.push_back(std::move(item));
        }
        return QString::fromStdString(list.dump(2, ' ', false)) + QLatin1Char('\n');
    }
    struct Line {
        QStringList cells;
    };
    std::vector<QStringList> rows = {
        {QStringLiteral("Model"), QStringLiteral("Layers"), QStringLiteral("KV per token (16-bit)"),
         QStringLiteral("Parameters"), QStringLiteral("Weights"), QStringLiteral("Confidence")}};
    for (const CatalogModel& entry : catalog) {
        const ModelSpec& m = entry.model;
        QString params = m.paramsTotalB
                             ? ui::formatNumber(*m.paramsTotalB, 1) + QStringLiteral(" B")
                             : QStringLiteral("—");
        if (m.paramsActiveB)
            params += QStringLiteral(" (") + ui::formatNumber(*m.paramsActiveB, 1) +
                      QStringLiteral(" B active)");
        rows.push_back({QString::fromStdString(m.name), ui::layersText(m), perTokenText(m), params,
                        ui::formatNumber(m.weightsGiB, 1) + QStringLiteral(" GiB ") +
                            QString::fromStdString(m.weightsDtype),
                        QString::fromStdString(entry.confidence)});
    }
    std::vector<qsizetype> widths(rows.front().size(), 0);
    for (const QStringList& row : rows)
        for (qsizetype i = 0; i < row.size(); ++i)
            widths[std::size_t(i)] = std::max(widths[std::size_t(i)], row[i].size());
    QString out;
    for (const QStringList& row : rows) {
        QString line;
        for (qsizetype i = 0; i < row.size(); ++i)
            line += i + 1 < row.size() ? row[i].leftJustified(widths[std::size_t(i)] + 2) : row[i];
        out += line.trimmed() + QLatin1Char('\n');
    }
    out += QStringLiteral("\n%1 models. Sources and notes: kvplan catalog models --format json. "
                          "One model's object: kvplan catalog models NAME, e.g. kvplan report "
                          "--set \"model=$(kvplan catalog models google/gemma-3-27b-it)\".\n")
               .arg(catalog.size());
    return out;
}

int showModel(const QString& name)
{
    const CatalogModel* entry = findCatalogModel(name.toStdString());
    if (!entry)
        return fail(InvalidInput, QStringLiteral("catalog: no model \"%1\" in the built-in "
                                                 "catalog; see kvplan catalog models")
                                      .arg(name));
    printOut(QString::fromStdString(modelToJson(entry->model).dump(2, ' ', false)) +
             QLatin1Char('\n'));
    return Success;
}

std::vector<CatalogListing> catalogListings()
{
    return {
        {QStringLiteral("models"),
         QStringLiteral("models with their KV geometry, parameters, weights and sources"),
         listModels, showModel},
    };
}

} // namespace

Command catalogCommand()
{
    const std::vector<CatalogListing> listings = catalogListings();
    QStringList kinds;
    QString kindHelp;
    for (const CatalogListing& l : listings) {
        kinds << l.kind;
        kindHelp += QStringLiteral("\n  ") + l.kind.leftJustified(10) + l.summary;
    }
    Command c;
    c.name = QStringLiteral("catalog");
    c.synopsis =
        QStringLiteral("catalog %1 [NAME] [--format text|json]").arg(kinds.join(QLatin1Char('|')));
    c.summary = QStringLiteral("list a built-in catalog");
    c.description = QStringLiteral("Lists a built-in catalog (compiled into the program from "
                                   "resources/catalog):") +
                    kindHelp +
                    QStringLiteral("\nThe JSON format carries every entry with its sources. With "
                                   "NAME, prints that entry alone as JSON (a model's scenario "
                                   "\"model\" object).");
    c.options = {{QStringLiteral("--format"), QStringLiteral("FORMAT"), false,
                  QStringLiteral("text (default) or json")}};
    c.minPositionals = 1;
    c.maxPositionals = 2;
    c.run = [listings, kinds](const Invocation& in) {
        const QString format = in.value(QStringLiteral("--format"), QStringLiteral("text"));
        if (format != QLatin1String("text") && format != QLatin1String("json"))
            return fail(
                UsageError,
                QStringLiteral("catalog: --format must be text or json (got \"%1\")").arg(format));
        const QString kind = in.positionals.front();
        for (const CatalogListing& l : listings)
            if (l.kind == kind) {
                if (in.positionals.size() > 1)
                    return l.show(in.positionals[1]);
                printOut(l.list(format == QLatin1String("json")));
                return static_cast<int>(Success);
            }
        return fail(UsageError, QStringLiteral("catalog: unknown catalog \"%1\" (one of %2)")
                                    .arg(kind, kinds.join(QStringLiteral(", "))));
    };
    return c;
}

} // namespace kvp::cli
