// SPDX-License-Identifier: GPL-3.0-or-later
#include "cli.h"
#include "kvplan/catalog_apply.h"
#include "kvplan/ui/catalog_file.h"
#include "kvplan/ui/catalog_text.h"
#include "kvplan/ui/scenario_file.h"

namespace kvp::cli {

namespace {

// One kind of catalog `kvplan catalog KIND` lists. Each kind lists itself, so kinds with
// catalogs of their own format (models) sit in the same table.
struct CatalogKind {
    QString kind;
    QString summary;
    std::function<int(const Invocation&)> list;
};

// The hardware sections: built-in, user catalog and --catalog files merged; text for people or
// a catalog file (JSON, with every figure's source) for programs and as a user catalog to edit.
int listHardware(const Invocation& in, const char* section, QString (*text)(const Catalog&))
{
    const QString format = in.value(QStringLiteral("--format"), QStringLiteral("text"));
    if (format != QLatin1String("text") && format != QLatin1String("json"))
        return fail(
            UsageError,
            QStringLiteral("catalog: --format must be text or json (got \"%1\")").arg(format));
    Catalog catalog;
    try {
        catalog = ui::loadCatalog(in.values(QStringLiteral("--catalog")));
    } catch (const ui::ScenarioFileError& e) {
        return fail(InvalidInput, e.message());
    }
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

const std::vector<CatalogKind>& catalogKinds()
{
    static const std::vector<CatalogKind> kinds = {
        {QStringLiteral("gpus"),
         QStringLiteral("GPUs: reported and marketed memory, PCIe, dense "
                        "TFLOPS, memory bandwidth, power"),
         [](const Invocation& in) {
             return listHardware(in, "gpus", &ui::gpuCatalogText);
         }},
        {QStringLiteral("platforms"),
         QStringLiteral("CPU platforms: sockets, memory channels, DDR5 speed at 1 and 2 DIMMs per "
                        "channel, PCIe lanes"),
         [](const Invocation& in) {
             return listHardware(in, "platforms", &ui::platformCatalogText);
         }},
        {QStringLiteral("dimms"), QStringLiteral("DDR5 RDIMM sizes"),
         [](const Invocation& in) {
             return listHardware(in, "dimms", &ui::dimmCatalogText);
         }},
        {QStringLiteral("drives"),
         QStringLiteral("NVMe drives: capacities, sequential read and write, DWPD, warranty"),
         [](const Invocation& in) {
             return listHardware(in, "drives", &ui::driveCatalogText);
         }},
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
            QStringLiteral("a user catalog merged over the built-in one by id (after ") +
                ui::userCatalogPath() + QStringLiteral(" when it exists); repeatable")};
}

std::vector<OptionSpec> catalogChoiceOptions()
{
    return {
        {QStringLiteral("--gpu"), QStringLiteral("ID"), false,
         QStringLiteral("fill gpu.* from a catalog GPU (kvplan catalog gpus); keeps gpu.count")},
        {QStringLiteral("--platform"), QStringLiteral("ID"), false,
         QStringLiteral("fill host.* from a catalog CPU platform (kvplan catalog platforms)")},
        {QStringLiteral("--drive"), QStringLiteral("ID-CAPACITY"), false,
         QStringLiteral("fill nvme.* from a catalog drive, e.g. samsung-pm1743-7.68; keeps "
                        "nvme.drives_per_node")},
        catalogOption()};
}

int loadScenarioWithChoices(const Invocation& in, Scenario& scenario)
{
    const CatalogChoices choices{in.value(QStringLiteral("--gpu")).toStdString(),
                                 in.value(QStringLiteral("--platform")).toStdString(),
                                 in.value(QStringLiteral("--drive")).toStdString()};
    const bool chosen = !choices.gpu.empty() || !choices.platform.empty() || !choices.drive.empty();
    try {
        if (!chosen) {
            if (in.has(QStringLiteral("--catalog")))
                ui::loadCatalog(in.values(QStringLiteral("--catalog"))); // still checked
            scenario =
                ui::loadScenarioFile(in.positionals.value(0), in.values(QStringLiteral("--set")));
            return Success;
        }
        const Catalog catalog = ui::loadCatalog(in.values(QStringLiteral("--catalog")));
        scenario =
            ui::loadScenarioFile(in.positionals.value(0), in.values(QStringLiteral("--set")),
                                 [&](Scenario& s) { applyCatalogChoices(s, catalog, choices); });
    } catch (const ui::ScenarioFileError& e) {
        return fail(InvalidInput, e.message());
    } catch (const CatalogError& e) {
        const QString option = QStringLiteral("--") + QString::fromStdString(e.key());
        return fail(InvalidInput, option + QLatin1Char(' ') + in.value(option) +
                                      QStringLiteral(": ") + QString::fromStdString(e.problem()));
    }
    return Success;
}

Command catalogCommand()
{
    Command c;
    c.name = QStringLiteral("catalog");
    c.synopsis = QStringLiteral("catalog ") + kindNames() +
                 QStringLiteral(" [--catalog FILE]... [--format text|json]");
    c.summary = QStringLiteral("list the hardware catalogs, with sources");
    c.description = QStringLiteral("Lists one catalog: ");
    QStringList kinds;
    for (const CatalogKind& k : catalogKinds())
        kinds << k.kind + QStringLiteral(" (") + k.summary + QLatin1Char(')');
    c.description +=
        kinds.join(QStringLiteral("; ")) +
        QStringLiteral(
            ". Figures marked ⚠ are unconfirmed and explained below the table. Your own entries go "
            "in a user catalog (same format as --format json prints, any of the sections), read "
            "from ") +
        ui::userCatalogPath() +
        QStringLiteral(" when it exists and from each --catalog FILE; an entry with a built-in "
                       "entry's id replaces it. Use an entry with kvplan report --gpu ID "
                       "--platform ID --drive ID-CAPACITY; the scenario then stores the values.");
    c.options = {catalogOption(),
                 {QStringLiteral("--format"), QStringLiteral("FORMAT"), false,
                  QStringLiteral("text (default) or json (a catalog file with every source)")}};
    c.minPositionals = 1;
    c.maxPositionals = 1;
    c.run = [](const Invocation& in) {
        const QString kind = in.positionals.front();
        for (const CatalogKind& k : catalogKinds())
            if (k.kind == kind)
                return k.list(in);
        return fail(
            UsageError,
            QStringLiteral("catalog: unknown catalog \"%1\"; one of %2").arg(kind, kindNames()));
    };
    return c;
}

} // namespace kvp::cli
