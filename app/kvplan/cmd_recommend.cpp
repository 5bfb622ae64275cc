// SPDX-License-Identifier: GPL-3.0-or-later
#include "cli.h"
#include "kvplan/load_model.h"
#include "kvplan/needs.h"
#include "kvplan/recommend.h"
#include "kvplan/text.h"
#include "kvplan/ui/catalog_file.h"
#include "kvplan/ui/format.h"
#include "kvplan/ui/needs_text.h"
#include "kvplan/ui/price_list_file.h"
#include "kvplan/ui/report.h"
#include "kvplan/ui/scenario_file.h"

#include <nlohmann/json.hpp>

namespace kvp::cli {

namespace {

QString money(Money m, const std::string& currency)
{
    return QStringLiteral("%1 %2").arg(ui::formatCount(std::uint64_t(m.minorUnits() / 100)),
                                       QString::fromStdString(currency));
}

QString line(const Candidate& c)
{
    return tr("%1 × %2 per node × %3 node(s), TP %4, %5: %6; TTFT p95 %7 ms, "
              "returning %8 ms, TPOT %9 ms%10")
        .arg(QString::fromStdString(c.gpuName))
        .arg(c.shape.gpusPerNode)
        .arg(c.nodes)
        .arg(c.shape.tensorParallel)
        .arg(c.shape.offload ? tr("CPU tier %1 GiB").arg(fixedNumber(c.cpuTierGiBTotal, 0))
                             : tr("no offloading"))
        .arg(money(c.priceTotal, c.currency))
        .arg(fixedNumber(c.ttftP95Ms, 0))
        .arg(fixedNumber(c.returningTtftP95Ms, 0))
        .arg(fixedNumber(c.tpotMs, 1))
        .arg(c.simulated ? tr(" (simulated)") : QString());
}

QString text(const RecommendResult& r, const Scenario& base)
{
    const SlaTargets sla = effectiveSla(base);
    QString out = tr("SLA at peak: TTFT p95 ≤ %1 ms, returning users ≤ %2 ms, "
                     "TPOT ≤ %3 ms\n")
                      .arg(sla.ttftP95Ms)
                      .arg(sla.returningTtftP95Ms)
                      .arg(sla.tpotMs);
    out += tr("Searched %1 configurations in %2 s; %3 meet the SLA.\n\n")
               .arg(r.searched)
               .arg(fixedNumber(r.seconds, 2))
               .arg(r.candidates.size());
    if (r.refused) {
        out += tr("No configuration: %1\n").arg(ui::diagnosticText(*r.refused));
        return out;
    }
    if (!r.cheapest) {
        out += tr("No configuration of the catalog meets the SLA at peak.\n");
        return out;
    }
    out += tr("Cheapest: ") + line(r.candidates[*r.cheapest]) + QLatin1Char('\n');
    if (r.cheapestWithoutOffload)
        out += tr("Without offloading: ") + line(r.candidates[*r.cheapestWithoutOffload]) +
               QLatin1Char('\n');
    if (r.cheapestWithOffload)
        out += tr("With a CPU tier: ") + line(r.candidates[*r.cheapestWithOffload]) +
               QLatin1Char('\n');
    if (r.cheapestWithOffload && r.cheapestWithoutOffload) {
        const Candidate& off = r.candidates[*r.cheapestWithoutOffload];
        const Candidate& on = r.candidates[*r.cheapestWithOffload];
        const std::int64_t saved = off.priceTotal.minorUnits() - on.priceTotal.minorUnits();
        const QString gpus = tr("%1 GPUs without, %2 with").arg(off.gpusTotal).arg(on.gpusTotal);
        if (saved > 0)
            out += tr("What offloading buys: %1 less (%2)\n")
                       .arg(money(Money::fromMinorUnits(saved), on.currency), gpus);
        else
            out += tr("Offloading adds %1 here (%2): without a CPU tier the SLA is "
                      "already met\n")
                       .arg(money(Money::fromMinorUnits(-saved), on.currency), gpus);
    }
    out += tr("\nCheapest per GPU type:\n");
    for (std::size_t k : r.cheapestPerGpu)
        out += QStringLiteral("  ") + line(r.candidates[k]) + QLatin1Char('\n');
    out += tr("\nPrice–latency frontier (cheaper or faster than any other):\n");
    for (std::size_t k : r.frontier)
        out += QStringLiteral("  ") + line(r.candidates[k]) + QLatin1Char('\n');
    return out;
}

// --from-needs FILE: the customer's needs instead of a scenario (kvplan/needs.h).
int recommendFromNeeds(const Invocation& in, const Catalog& catalog, const PriceList& prices,
                       const RecommendOptions& options)
{
    if (!in.positionals.isEmpty() || in.has(QStringLiteral("--set")) ||
        in.has(QStringLiteral("--workload")))
        return fail(UsageError, tr("recommend: --from-needs names the model, users, context, "
                                   "targets and workload itself; leave out SCENARIO, --set and "
                                   "--workload"));
    const QString path = in.value(QStringLiteral("--from-needs"));
    QByteArray content;
    QString error;
    // Read up to 1 MiB: parseNeeds words what is too large for a needs file.
    if (!readInputFile(path, 1024 * 1024, &content, &error))
        return fail(InvalidInput, error);
    CustomerNeeds needs;
    try {
        needs = parseNeeds(std::string_view(content.constData(), std::size_t(content.size())),
                           path.toStdString());
    } catch (const NeedsError& e) {
        return fail(InvalidInput, ui::ScenarioFileError(path, QString::fromStdString(e.key()),
                                                        QString::fromStdString(e.problem()))
                                      .message());
    }
    const NeedsRecommendation rec = recommendForNeeds(needs, catalog, prices, options);
    if (in.value(QStringLiteral("--format")) == QLatin1String("json"))
        printOut(QString::fromStdString(needsRecommendationJson(rec).dump(2)) + QLatin1Char('\n'));
    else
        printOut(ui::renderNeedsRecommendation(rec));
    return static_cast<int>(Success);
}

} // namespace

Command recommendCommand()
{
    Command c;
    c.name = QStringLiteral("recommend");
    c.synopsis = QStringLiteral(
        "recommend [SCENARIO | --from-needs FILE] [--workload PRESET] [--catalog FILE]... [--set "
        "KEY=VALUE]... "
        "[--price-list FILE] [--gpus ID,...] [--search-kv-dtype] [--format text|json]");
    c.summary = tr("the cheapest configurations that meet the SLA at peak");
    c.description = tr(
        "Plans SCENARIO's model, users and traffic (default: the built-in worked example) on every "
        "GPU type of the catalog that the price list prices × 1, 2, 4 or 8 GPUs per node × tensor "
        "parallel sizes × nodes × offloading off or on, keeps the configurations without a "
        "planning error that meet the SLA at peak (sla.* keys; docs/sizing-rules.md §10), prices "
        "them from the price list and ranks them by price: the cheapest, the cheapest without and "
        "with a CPU tier (what offloading buys), the cheapest per GPU type and the price–latency "
        "frontier. The cheapest are confirmed by the load simulation. With --from-needs FILE the "
        "question is the customer's needs (docs/needs-format.md: model, users, context, TTFT "
        "and TPOT targets, workload preset, budget): the answer is the cheapest configuration "
        "that meets them with offloading and without, and two alternatives, each with why. The "
        "JSON format's keys are in docs/report-format.md.");
    c.options = {setOption(),
                 formatOption({QStringLiteral("text"), QStringLiteral("json")},
                              tr("text (default) or json")),
                 {QStringLiteral("--price-list"), QStringLiteral("FILE"), false,
                  tr("the vendor's price list (default: the built-in sample)")},
                 {QStringLiteral("--gpus"), QStringLiteral("ID,..."), false,
                  tr("only these catalog GPUs (default: every priced one)")},
                 {QStringLiteral("--search-kv-dtype"),
                  {},
                  false,
                  tr("also try an fp8 KV cache on GPUs with FP8 tensor cores "
                     "(default: the scenario's KV dtype only)")},
                 {QStringLiteral("--from-needs"), QStringLiteral("FILE"), false,
                  tr("start from the customer's needs (docs/needs-format.md) instead of a "
                     "scenario; \"-\" reads standard input")},
                 workloadOption(false),
                 catalogOption()};
    c.maxPositionals = 1;
    c.run = [](const Invocation& in) {
        Scenario scenario;
        const bool fromNeeds = in.has(QStringLiteral("--from-needs"));
        if (!fromNeeds)
            if (const int status = loadScenarioWithChoices(in, scenario); status != Success)
                return status;
        PriceList prices;
        Catalog catalog;
        try {
            prices = ui::loadPriceListFile(in.value(QStringLiteral("--price-list")));
            catalog = ui::loadCatalog(in.values(QStringLiteral("--catalog")));
        } catch (const ui::ScenarioFileError& e) {
            return fail(InvalidInput, e.message());
        }
        RecommendOptions options;
        options.searchKvDtype = in.has(QStringLiteral("--search-kv-dtype"));
        for (const QString& id :
             in.value(QStringLiteral("--gpus")).split(QLatin1Char(','), Qt::SkipEmptyParts)) {
            if (!catalog.gpu(id.trimmed().toStdString()))
                return fail(InvalidInput, tr("--gpus: no GPU \"%1\" in the catalog (kvplan catalog "
                                             "gpus lists them)")
                                              .arg(id));
            options.gpuIds.push_back(id.trimmed().toStdString());
        }
        if (fromNeeds)
            return recommendFromNeeds(in, catalog, prices, options);
        const RecommendResult result = recommend(scenario, catalog, prices, options);
        if (in.value(QStringLiteral("--format")) == QLatin1String("json"))
            printOut(QString::fromStdString(recommendJson(result, scenario).dump(2)) +
                     QLatin1Char('\n'));
        else
            printOut(text(result, scenario));
        return static_cast<int>(Success);
    };
    return c;
}

} // namespace kvp::cli
