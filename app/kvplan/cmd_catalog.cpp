// SPDX-License-Identifier: GPL-3.0-or-later
#include "cli.h"
#include "kvplan/scenario_name.h"

#include <QStringList>
#include <functional>
#include <nlohmann/json.hpp>
#include <vector>

#include "kvplan/catalog_apply.h"
#include "kvplan/kv_geometry.h"
#include "kvplan/model_catalog.h"
#include "kvplan/scenario_io.h"
#include "kvplan/ui/catalog_file.h"
#include "kvplan/ui/catalog_text.h"
#include "kvplan/ui/format.h"
#include "kvplan/ui/report.h"
#include "kvplan/ui/scenario_file.h"
#include "kvplan/workload_presets.h"

namespace kvp::cli {

namespace {

// One kind of catalog `kvplan catalog KIND` lists. Each kind lists itself, so kinds with
// catalogs of their own format (models) sit in the same table.
struct CatalogKind {
    QString kind;
    const char* summary; // translated where it is shown
    std::function<int(const Invocation&)> list;
};

// The hardware sections: built-in, user catalog and --catalog files merged; text for people or
// a catalog file (JSON, with every figure's source) for programs and as a user catalog to edit.
int listHardware(const Invocation& in, const char* section, QString (*text)(const Catalog&))
{
    const QString format = in.value(QStringLiteral("--format"), QStringLiteral("text"));
    Catalog catalog;
    if (const int status = loadInvocationCatalog(in, catalog); status != Success)
        return status;
    if (format == QLatin1String("json")) {
        nlohmann::ordered_json out;
        out["catalog_version"] = kCatalogSchemaVersion;
        out["references"] = catalog.references;
        out[section] = catalogSectionToJson(catalog, section);
        printOut(QString::fromStdString(out.dump(2, ' ', false)) + QLatin1Char('\n'));
    } else {
        printOut(text(catalog));
    }
    return Success;
}

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
                ui::formatSize(kv.slidingBytesPerToken, ui::SizeUnit::KiB, 0) + tr(" in window");
    if (!kv.stateBytesPerConversation.isZero())
        text += QStringLiteral(" + ") +
                ui::formatSize(kv.stateBytesPerConversation, ui::SizeUnit::MiB, 0) + tr(" state");
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
    std::vector<QStringList> rows = {{tr("Model"), tr("Layers"), tr("KV per token (16-bit)"),
                                      tr("Parameters"), tr("Weights"), tr("Confidence")}};
    for (const CatalogModel& entry : catalog) {
        const ModelSpec& m = entry.model;
        QString params = m.paramsTotalB
                             ? ui::formatNumber(*m.paramsTotalB, 1) + QStringLiteral(" B")
                             : QStringLiteral("—");
        if (m.paramsActiveB)
            params +=
                QStringLiteral(" (") + ui::formatNumber(*m.paramsActiveB, 1) + tr(" B active)");
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
    out += tr("\n%1 models. Sources and notes: kvplan catalog models --format json. "
              "One model's object: kvplan catalog models NAME, e.g. kvplan report "
              "--set \"model=$(kvplan catalog models google/gemma-3-27b-it)\".\n")
               .arg(catalog.size());
    return out;
}

int showModel(const QString& name)
{
    const CatalogModel* entry = findCatalogModel(name.toStdString());
    if (!entry)
        return fail(InvalidInput, tr("catalog: no model \"%1\" in the built-in "
                                     "catalog; see kvplan catalog models")
                                      .arg(name));
    printOut(QString::fromStdString(modelToJson(entry->model).dump(2, ' ', false)) +
             QLatin1Char('\n'));
    return Success;
}

// Models: the built-in model catalog (its own format); with NAME, one model's scenario object.
int listModelsKind(const Invocation& in)
{
    const QString format = in.value(QStringLiteral("--format"), QStringLiteral("text"));
    if (in.positionals.size() > 1)
        return showModel(in.positionals[1]);
    printOut(listModels(format == QLatin1String("json")));
    return Success;
}

const std::vector<CatalogKind>& catalogKinds()
{
    static const std::vector<CatalogKind> kinds = {
        {QStringLiteral("models"),
         QT_TRANSLATE_NOOP("kvp::cli",
                           "models with their KV geometry, parameters, weights and sources"),
         listModelsKind},
        {QStringLiteral("gpus"),
         QT_TRANSLATE_NOOP("kvp::cli", "GPUs: reported and marketed memory, PCIe, dense "
                                       "TFLOPS, memory bandwidth, power"),
         [](const Invocation& in) {
             return listHardware(in, "gpus", &ui::gpuCatalogText);
         }},
        {QStringLiteral("platforms"),
         QT_TRANSLATE_NOOP(
             "kvp::cli", "CPU platforms: sockets, memory channels, DDR5 speed at 1 and 2 DIMMs per "
                         "channel, PCIe lanes"),
         [](const Invocation& in) {
             return listHardware(in, "platforms", &ui::platformCatalogText);
         }},
        {QStringLiteral("dimms"), QT_TRANSLATE_NOOP("kvp::cli", "DDR5 RDIMM sizes"),
         [](const Invocation& in) {
             return listHardware(in, "dimms", &ui::dimmCatalogText);
         }},
        {QStringLiteral("drives"),
         QT_TRANSLATE_NOOP("kvp::cli",
                           "NVMe drives: capacities, sequential read and write, DWPD, warranty"),
         [](const Invocation& in) {
             return listHardware(in, "drives", &ui::driveCatalogText);
         }},
        {QStringLiteral("chassis"),
         QT_TRANSLATE_NOOP("kvp::cli", "GPU servers: rack units, how they take GPUs, DIMM slots, "
                                       "drive bays, power supplies, cooling"),
         [](const Invocation& in) {
             return listHardware(in, "chassis", &ui::chassisCatalogText);
         }},
        {QStringLiteral("workloads"),
         QT_TRANSLATE_NOOP(
             "kvp::cli", "workload presets for the hit rates, with the reasoning for each number"),
         listWorkloadsKind},
    };
    return kinds;
}

QString kindNames()
{
    QStringList names;
    for (const CatalogKind& k : catalogKinds())
        names << k.kind;
    return names.join(QLatin1Char('|'));
}

} // namespace

OptionSpec catalogOption()
{
    return {QStringLiteral("--catalog"), QStringLiteral("FILE"), true,
            tr("a user catalog merged over the built-in one by id (after %1 when it exists); "
               "repeatable")
                .arg(ui::userCatalogPath())};
}

std::vector<OptionSpec> catalogChoiceOptions()
{
    return {{QStringLiteral("--gpu"), QStringLiteral("ID"), false,
             tr("fill gpu.* from a catalog GPU (kvplan catalog gpus); keeps gpu.count")},
            {QStringLiteral("--platform"), QStringLiteral("ID"), false,
             tr("fill host.* from a catalog CPU platform (kvplan catalog platforms)")},
            {QStringLiteral("--drive"), QStringLiteral("ID-CAPACITY"), false,
             tr("fill nvme.* from a catalog drive, e.g. samsung-pm1743-7.68; keeps "
                "nvme.drives_per_node")},
            {QStringLiteral("--chassis"), QStringLiteral("ID"), false,
             tr("pin chassis.* to a catalog chassis (kvplan catalog chassis), after "
                "--gpu; without it the plan chooses one")},
            workloadOption(false),
            catalogOption()};
}

OptionSpec workloadOption(bool perScenario)
{
    return {QStringLiteral("--workload"),
            perScenario ? QStringLiteral("[N:]PRESET") : QStringLiteral("PRESET"), perScenario,
            tr("fill the traffic section and the context from a workload preset "
               "(kvplan catalog workloads): chat-assistant, coding-agent, "
               "rag-shared-documents")};
}

namespace {

// The scenario of `path` as the file has it; the worked example when it cannot be read alone
// (an override made it valid).
Scenario baseScenario(const QString& path)
{
    try {
        return ui::loadScenarioFile(path);
    } catch (const ui::ScenarioFileError&) {
        return {};
    }
}

} // namespace

int loadScenario(const ScenarioSource& source, Scenario& scenario)
{
    const CatalogChoices& choices = source.choices;
    const bool chosen = !choices.gpu.empty() || !choices.platform.empty() ||
                        !choices.drive.empty() || !choices.chassis.empty();
    const WorkloadPreset* preset = nullptr;
    if (!source.workload.isEmpty()) {
        preset = findWorkloadPreset(source.workload.toStdString());
        if (!preset) {
            std::vector<std::string> ids;
            for (const WorkloadPreset& p : workloadPresets())
                ids.push_back(p.id);
            // A preset named by its first word ("chat", "rag") is meant; else the closest id.
            std::string close = closestId(ids, source.workload.toStdString());
            for (const std::string& id : ids)
                if (!source.workload.isEmpty() &&
                    QString::fromStdString(id).startsWith(source.workload))
                    close = id;
            return fail(
                InvalidInput,
                tr("--workload %1: unknown preset%2; kvplan catalog workloads "
                   "lists them")
                    .arg(source.workload,
                         close.empty()
                             ? QString()
                             : tr(" (did you mean %1?)").arg(QString::fromStdString(close))));
        }
    }
    try {
        Catalog catalog;
        if (chosen || !source.catalogs.isEmpty())
            catalog = ui::loadCatalog(source.catalogs); // checked even when nothing is chosen
        scenario = ui::loadScenarioFile(source.path, source.sets, [&](Scenario& s) {
            if (chosen)
                applyCatalogChoices(s, catalog, choices);
            if (preset)
                applyWorkloadPreset(s, *preset);
        });
        // The name follows what the choices and --set changed, as in the desktop app, unless
        // the file's name was typed (kvplan/scenario_name.h).
        if (chosen || preset || !source.sets.isEmpty())
            followAutomaticName(baseScenario(source.path), scenario);
    } catch (const ui::ScenarioFileError& e) {
        return fail(InvalidInput, e.message());
    } catch (const CatalogError& e) {
        const QString option = QStringLiteral("--") + QString::fromStdString(e.key());
        const std::string& id = e.key() == "gpu"        ? choices.gpu
                                : e.key() == "platform" ? choices.platform
                                : e.key() == "chassis"  ? choices.chassis
                                                        : choices.drive;
        return fail(InvalidInput, option + QLatin1Char(' ') + QString::fromStdString(id) +
                                      QStringLiteral(": ") + QString::fromStdString(e.problem()));
    }
    return Success;
}

int loadInvocationCatalog(const Invocation& in, Catalog& catalog)
{
    try {
        catalog = ui::loadCatalog(in.values(QStringLiteral("--catalog")));
    } catch (const ui::ScenarioFileError& e) {
        return fail(InvalidInput, e.message());
    }
    return Success;
}

int loadScenarioWithChoices(const Invocation& in, Scenario& scenario)
{
    ScenarioSource source;
    source.path = in.positionals.value(0);
    source.choices = {in.value(QStringLiteral("--gpu")).toStdString(),
                      in.value(QStringLiteral("--platform")).toStdString(),
                      in.value(QStringLiteral("--drive")).toStdString(),
                      in.value(QStringLiteral("--chassis")).toStdString()};
    source.workload = in.value(QStringLiteral("--workload"));
    source.sets = in.values(QStringLiteral("--set"));
    source.catalogs = in.values(QStringLiteral("--catalog"));
    return loadScenario(source, scenario);
}

Command catalogCommand()
{
    Command c;
    c.name = QStringLiteral("catalog");
    c.synopsis = QStringLiteral("catalog ") + kindNames() +
                 QStringLiteral(" [NAME] [--catalog FILE]... [--format text|json]");
    c.summary = tr("list the model and hardware catalogs, with sources");
    QStringList kinds;
    for (const CatalogKind& k : catalogKinds())
        kinds << k.kind + QStringLiteral(" (") + tr(k.summary) + QLatin1Char(')');
    c.description =
        tr("Lists one catalog: %1. Figures marked ⚠ are unconfirmed and explained below the "
           "table. Your own entries go in a user catalog (same format as --format json prints, "
           "any of the sections), read from %2 when it exists and from each --catalog FILE; an "
           "entry with a built-in entry's id replaces it. Use an entry with kvplan report --gpu "
           "ID --platform ID --drive ID-CAPACITY --chassis ID; the scenario then stores the "
           "values. kvplan catalog models NAME prints one model's scenario \"model\" object.")
            .arg(kinds.join(QStringLiteral("; ")), ui::userCatalogPath());
    c.options = {catalogOption(),
                 formatOption({QStringLiteral("text"), QStringLiteral("json")},
                              tr("text (default) or json (a catalog file with every "
                                 "source)"))};
    c.minPositionals = 1;
    c.maxPositionals = 2;
    c.run = [](const Invocation& in) {
        const QString kind = in.positionals.front();
        if (in.positionals.size() > 1 && kind != QLatin1String("models"))
            return fail(UsageError, tr("catalog: NAME is for models only (kvplan catalog %1 lists "
                                       "every entry)")
                                        .arg(kind));
        for (const CatalogKind& k : catalogKinds())
            if (k.kind == kind)
                return k.list(in);
        return fail(UsageError,
                    tr("catalog: unknown catalog \"%1\"; one of %2").arg(kind, kindNames()));
    };
    return c;
}

} // namespace kvp::cli
