// SPDX-License-Identifier: GPL-3.0-or-later
// §11, the server as it is built: the chassis catalog (every figure sourced, hostile files
// refused with the key named), the planner's choice of a real chassis (whole HGX baseboards,
// slots, DIMM slots, bays), NVLink bridges, the node's power part by part, its power supplies,
// and the racks at the site's limits. Expected values are datasheet figures and hand arithmetic
// written in the row names.
#include <QTest>
#include <algorithm>
#include <nlohmann/json.hpp>

#include "kvplan/catalog.h"
#include "kvplan/catalog_apply.h"
#include "kvplan/diagnostics.h"
#include "kvplan/figures.h"
#include "kvplan/plan.h"
#include "kvplan/price_list.h"
#include "kvplan/quote.h"
#include "kvplan/report_json.h"
#include "kvplan/scenario_io.h"
#include "kvplan/validation.h"

namespace tst_chassis {

using namespace kvp;

namespace {

std::string q(std::string text)
{
    std::replace(text.begin(), text.end(), '\'', '"');
    return text;
}

const std::string kChassis =
    "{'id': 'my-box', 'name': 'Box', 'rack_units': 4, 'gpu_form': 'pcie', 'gpu_positions': 8, "
    "'gpus': {'h200-nvl': 8}, 'max_gpu_w': 600, 'nvlink_bridge_ways': [2, 4], 'platforms': "
    "['epyc-9005'], 'sockets_options': [2], 'dimm_slots_per_socket': 24, "
    "'max_dimms_per_channel': 2, 'drive_bays': {'u2': 8}, 'nic_slots': 4, 'psu_bays': 4, "
    "'psu_watts': {'200': 2900, '220': 3200}, 'psu_redundancy': ['n+1', 'n+n'], 'cooling': "
    "'air', 'board_w': 250, 'fan_share': 0.08, 'network_w': 125}";

std::string chassisFile(const std::string& entry)
{
    return q("{'catalog_version': 1, 'chassis': [" + entry + "]}");
}

std::string with(std::string entry, const std::string& from, const std::string& to)
{
    const auto at = entry.find(from);
    if (at == std::string::npos)
        qFatal("no %s in the test entry", from.c_str());
    return entry.replace(at, from.size(), to);
}

Scenario withGpu(const char* id, std::uint64_t count)
{
    Scenario s = workedExample();
    applyGpu(s, *builtInCatalog().gpu(id));
    s.gpu.count = count;
    return s;
}

// `nodes` nodes of 8 × H200 SXM (an HGX baseboard) on Xeon 6700P, without offloading, with
// 96 GB DIMMs: 8,504.74 W each at full load (eightH200SxmIsAnHgxSystem).
Scenario hgxNodes(std::uint64_t nodes)
{
    Scenario s = withGpu("h200-sxm", 8);
    applyPlatform(s, *builtInCatalog().platform("xeon-6700p"), builtInCatalog());
    s.offload.enabled = false;
    s.host.dimmSizesGB = {96};
    s.host.nodes = nodes;
    return s;
}

bool has(const SizingResult& r, const char* code)
{
    return std::any_of(r.diagnostics.begin(), r.diagnostics.end(),
                       [&](const Diagnostic& d) { return toString(d.code) == code; });
}

const QuoteLine* line(const Quote& q, QuoteItem item)
{
    for (const QuoteLine& l : q.lines)
        if (l.item == item)
            return &l;
    return nullptr;
}

Quote quoteOf(const Scenario& s)
{
    return buildQuote(s, plan(s), samplePriceList(), builtInCatalog(), "2026-12-02");
}

const PowerPart& part(const SizingResult& r, const char* kind)
{
    for (const PowerPart& p : r.power.parts)
        if (p.kind == kind)
            return p;
    qFatal("no power part %s", kind);
}

} // namespace

class TestChassis : public QObject {
    Q_OBJECT
private slots:
    void builtInChassisAreSourced()
    {
        const Catalog& c = builtInCatalog();
        QCOMPARE(c.chassis.size(), std::size_t(20));
        for (const std::string& missing : unsourcedFigures(c))
            QVERIFY2(missing.rfind("chassis", 0) != 0, missing.c_str());
        for (const ChassisEntry& e : c.chassis) {
            for (const auto& [figure, text] : e.provenance.sources) {
                const std::string key = text.substr(0, text.find_first_of(" :;,("));
                QVERIFY2(c.references.count(key) != 0, (e.id + "." + figure + ": " + key).c_str());
            }
            for (const auto& [gpu, most] : e.gpus)
                QVERIFY2(c.gpu(gpu) != nullptr, (e.id + ": " + gpu).c_str());
            for (const std::string& platform : e.platforms)
                QVERIFY2(c.platform(platform) != nullptr, (e.id + ": " + platform).c_str());
        }
        // No GPU source cites an opaque code-index number any more.
        for (const GpuEntry& g : c.gpus)
            for (const auto& [figure, text] : g.provenance.sources)
                QVERIFY2(text.find("FS ") == std::string::npos, (g.id + "." + figure).c_str());
    }

    void datasheetFigures_data()
    {
        QTest::addColumn<QString>("id");
        QTest::addColumn<int>("units");
        QTest::addColumn<int>("psus");
        QTest::addColumn<double>("wattsAt208");
        QTest::addColumn<double>("wattsAt230");
        QTest::newRow("Dell XE9680: 6U, six 2,800 W (C22, 200–240 V), 3+3 FTR")
            << "dell-xe9680" << 6 << 6 << 2800.0 << 2800.0;
        QTest::newRow("Dell XE7740: 3,200 W Titanium derated to 2,900 W at 200–220 V")
            << "dell-xe7740" << 4 << 8 << 2900.0 << 3200.0;
        QTest::newRow("Lenovo SR680a V4: 3,200 W at 230 V only")
            << "lenovo-sr680a-v4" << 8 << 8 << 0.0 << 3200.0;
        QTest::newRow("Supermicro SYS-822GS-NBRT: six 6,600 W, 3+3")
            << "smc-sys-822gs-nbrt" << 8 << 6 << 6600.0 << 6600.0;
    }
    void datasheetFigures()
    {
        QFETCH(QString, id);
        QFETCH(int, units);
        QFETCH(int, psus);
        QFETCH(double, wattsAt208);
        QFETCH(double, wattsAt230);
        const ChassisEntry* e = builtInCatalog().findChassis(id.toStdString());
        QVERIFY(e);
        QCOMPARE(int(e->rackUnits), units);
        QCOMPARE(int(e->psuBays), psus);
        for (const auto& [volts, expected] : {std::pair{208, wattsAt208}, {230, wattsAt230}}) {
            Scenario s = workedExample();
            applyChassis(s, *e);
            double watts = 0.0;
            for (std::size_t i = 0; i < s.chassis->psuVolts.size(); ++i)
                if (s.chassis->psuVolts[i] <= std::uint64_t(volts))
                    watts = double(s.chassis->psuWatts[i]);
            QCOMPARE(watts, expected);
        }
    }

    // plan(scenario, catalog): a user catalog's chassis reaches Auto chassis choice. The worked
    // example (4 × RTX PRO 6000 Server Edition, PCIe) goes in the Lenovo SR675 V3 (3U, 4
    // double-width slots) of the built-in catalog; a site's own 2U box of 4 slots sold with the
    // example's platform ranks first among the chassis that take the build (the fewest rack
    // units, sizing-rules §11) once the site's catalog is merged over the built-in one. Planned
    // against the built-in catalog itself, the result is plan(scenario)'s, figure for figure.
    void userChassisReachesAutoChoice()
    {
        Scenario s = workedExample();
        const GpuEntry* gpu = builtInCatalog().gpuByIdOrName(s.gpu.catalogId, s.gpu.name);
        const PlatformEntry* platform =
            builtInCatalog().platformByIdOrName(s.host.platformId, s.host.platform);
        QVERIFY(gpu && platform);
        std::string entry = with(kChassis, "'rack_units': 4", "'rack_units': 2");
        entry = with(entry, "'gpu_positions': 8", "'gpu_positions': 4");
        entry = with(entry, "'h200-nvl': 8", "'" + gpu->id + "': 4");
        entry = with(entry, "['epyc-9005']", "['" + platform->id + "']");
        entry = with(entry, "'sockets_options': [2]",
                     "'sockets_options': [" + std::to_string(s.host.sockets) + "]");
        const Catalog site =
            mergeCatalogs(builtInCatalog(), parseCatalog(chassisFile(entry), "site.json"));

        const SizingResult builtIn = plan(s);
        QCOMPARE(builtIn.chassis.id, std::string("lenovo-sr675-v3-4dw"));
        QCOMPARE(builtIn.chassis.rackUnits, std::uint64_t(3));
        const SizingResult withSite = plan(s, site);
        QVERIFY(!withSite.hasErrors());
        QCOMPARE(withSite.chassis.id, std::string("my-box"));
        QCOMPARE(withSite.chassis.rackUnits, std::uint64_t(2));
        QVERIFY(withSite.chassis.source.rfind("catalog my-box", 0) == 0);
        QVERIFY(std::find(withSite.chassis.candidates.begin(), withSite.chassis.candidates.end(),
                          "Box") != withSite.chassis.candidates.end());
        QCOMPARE(withSite.chassis.dimmSlotsPerSocket, std::uint64_t(24)); // the SR675: 12

        QCOMPARE(reportToJson(s, plan(s, builtInCatalog())).dump(),
                 reportToJson(s, builtIn).dump());
    }

    void userChassisReadsAndRoundTrips()
    {
        const Catalog c = parseCatalog(chassisFile(kChassis), "site.json");
        QCOMPARE(c.chassis.size(), std::size_t(1));
        QCOMPARE(c.chassis[0].nvmeBays(), std::uint64_t(8));
        QCOMPARE(c.chassis[0].psuWattsByVolts.at(220), 3200.0);
        const std::string again =
            "{\"catalog_version\": 1, \"chassis\": " + catalogSectionToJson(c, "chassis").dump() +
            "}";
        QCOMPARE(parseCatalog(again, "site.json"), c);
    }

    void hostileChassis_data()
    {
        QTest::addColumn<QString>("from");
        QTest::addColumn<QString>("to");
        QTest::addColumn<QString>("key");
        QTest::addColumn<QString>("problem");
        QTest::newRow("an unknown GPU form")
            << "'gpu_form': 'pcie'"
            << "'gpu_form': 'sxm4'"
            << "chassis[0].gpu_form"
            << "must be one of \"pcie\", \"hgx\", \"oam\" (got \"sxm4\")";
        QTest::newRow("five GPUs on a baseboard")
            << "'gpu_form': 'pcie', 'gpu_positions': 8, 'gpus': {'h200-nvl': 8}, 'max_gpu_w': "
               "600, 'nvlink_bridge_ways': [2, 4]"
            << "'gpu_form': 'hgx', 'gpu_positions': 5, 'gpus': {'h200-sxm': 5}, 'max_gpu_w': 700"
            << "chassis[0].gpu_positions"
            << "must be 4 or 8 for a hgx baseboard (GPUs come only in whole boards)";
        QTest::newRow("a voltage with its unit")
            << "'200': 2900"
            << "'200V': 2900"
            << "chassis[0].psu_watts.200V"
            << "must be an input voltage from 90 to 480 V, written as a whole number";
        QTest::newRow("a redundancy written as counts") << "['n+1', 'n+n']"
                                                        << "['2+2']"
                                                        << "chassis[0].psu_redundancy"
                                                        << "must list \"n+1\" and/or \"n+n\"";
        QTest::newRow("an M.2 bay") << "'u2': 8"
                                    << "'m2': 2"
                                    << "chassis[0].drive_bays.m2"
                                    << "is not a bay kind (\"u2\", \"e3s\", \"e1s\" or \"sff\")";
        QTest::newRow("three-way bridges") << "[2, 4]"
                                           << "[3]"
                                           << "chassis[0].nvlink_bridge_ways"
                                           << "must list values from 2, 4 (got 3)";
        QTest::newRow("no GPU taken") << "{'h200-nvl': 8}"
                                      << "{}"
                                      << "chassis[0].gpus"
                                      << "must name one GPU at least";
        QTest::newRow("a fan share over half") << "'fan_share': 0.08"
                                               << "'fan_share': 0.8"
                                               << "chassis[0].fan_share"
                                               << "must be a number from 0 to 0.5 (got 0.8)";
        QTest::newRow("a typo") << "'psu_bays'"
                                << "'psu_bay'"
                                << "chassis[0].psu_bay"
                                << "unknown key (did you mean chassis[0].psu_bays?)";
    }
    void hostileChassis()
    {
        QFETCH(QString, from);
        QFETCH(QString, to);
        QFETCH(QString, key);
        QFETCH(QString, problem);
        try {
            parseCatalog(chassisFile(with(kChassis, from.toStdString(), to.toStdString())),
                         "site.json");
            QFAIL("accepted");
        } catch (const CatalogError& e) {
            QCOMPARE(QString::fromStdString(e.key()), key);
            QCOMPARE(QString::fromStdString(e.problem()), problem);
        }
    }

    // The worked example: 4 × RTX PRO 6000 SE on two EPYC 9005, 24 × 48 GB, 2 × PM1743.
    void workedExampleGetsARealPcieChassis()
    {
        const SizingResult r = plan(workedExample());
        QVERIFY(!r.hasErrors());
        QCOMPARE(QString::fromStdString(r.chassis.id), QStringLiteral("lenovo-sr675-v3-4dw"));
        QCOMPARE(r.chassis.rackUnits, std::uint64_t(3));
        QCOMPARE(r.chassis.gpuForm, std::string("pcie"));
        QCOMPARE(part(r, "gpu").watts, 4 * 600.0);
        QCOMPARE(part(r, "cpu").watts, 2 * 360.0);
        QCOMPARE(part(r, "dimm").watts, 24 * 9.0);
        QCOMPARE(part(r, "drive").watts, 2 * 25.0);
    }
    void workedExampleNodePower()
    {
        // (4 × 600 + 2 × 360 + 24 × 9 + 2 × 25 + 125 + 250) = 3,761 W; × 1.08 fans = 4,061.88 W
        // DC; / 0.95 = 4,275.66 W at the wall; × 0.725 = 3,099.85 W typical; 2,400 W supplies:
        // ceil(4,061.88 / 2,400) = 2, N+N = 2+2 in 4 bays; × 3.412 = 14,588.6 BTU/h.
        const SizingResult r = plan(workedExample());
        QVERIFY(std::abs(r.power.dcW - 4061.88) < 0.01);
        QVERIFY(std::abs(r.power.nodeWMax - 4275.66) < 0.01);
        QVERIFY(std::abs(r.power.nodeWTypical - 3099.85) < 0.01);
        QCOMPARE(r.power.psuW, 2400.0);
        QCOMPARE(r.power.psuCount, std::uint64_t(4));
        QCOMPARE(r.power.psuRedundancy, std::string("2+2"));
        QVERIFY(std::abs(r.power.btuPerHour - 14588.6) < 0.1);
        const auto report = reportToJson(workedExample(), r);
        QCOMPARE(report["power"]["node_w_max"].get<int>(), 4276);
        QCOMPARE(report["chassis"]["rack_units"].get<int>(), 3);
        QCOMPARE(report["power"]["psu_redundancy"].get<std::string>(), std::string("2+2"));
        // 15 kW / 4.276 kW = 3 nodes by power, 42 U / 3 U = 14 by space: 3 per rack, 1 rack.
        QCOMPARE(report["rack"]["nodes_per_rack"].get<int>(), 3);
        QCOMPARE(report["rack"]["racks"].get<int>(), 1);
        QCOMPARE(report["rack"]["kw_per_rack"].get<double>(), 4.28);
        QVERIFY(r.derivation("power.node_w_max"));
        QVERIFY(r.derivation("rack.nodes_per_rack"));
    }

    // 8 × H200 SXM: an HGX system with one 8-GPU baseboard. Offloading off and 96 GB DIMMs fix
    // the memory: 2 × 8 × 141 GB = 2,256 GB > 16 × 96 GB at 1 DPC, so 32 × 96 GB at 2 DPC; no
    // offloading, no NVMe tier, no drives.
    // (8 × 700 + 2 × 350 + 32 × 10 + 125 + 600) = 7,345 W; × 1.10 = 8,079.5 W DC;
    // / 0.95 = 8,504.7 W. 2,800 W supplies: ceil(8,079.5 / 2,800) = 3, 3+3 = 6 bays.
    void eightH200SxmIsAnHgxSystem()
    {
        Scenario s = withGpu("h200-sxm", 8);
        applyPlatform(s, *builtInCatalog().platform("xeon-6700p"), builtInCatalog());
        s.offload.enabled = false;
        s.nvme.enabled = true;
        s.host.dimmSizesGB = {96};
        const SizingResult r = plan(s);
        QCOMPARE(r.chassis.gpuForm, std::string("hgx"));
        QCOMPARE(r.chassis.baseboards, std::uint64_t(1));
        QCOMPARE(QString::fromStdString(r.chassis.id), QStringLiteral("dell-xe9680"));
        QVERIFY(has(r, "chassis_platform_differs")); // sold with Xeon 4th / 5th gen
        QCOMPARE(r.memory.dimmCount, std::uint64_t(32));
        QVERIFY(std::abs(r.power.nodeWMax - 8504.74) < 0.01);
        QCOMPARE(r.power.psuRedundancy, std::string("3+3"));
        QCOMPARE(r.power.psuCount, std::uint64_t(6));
    }

    // The XE9680's own platform: Xeon 5th gen (Emerald Rapids), 8 channels of DDR5-5600 at
    // 1 DPC (Tom's Hardware's 8592+ review; the XE9680 spec sheet), 4,400 at 2 DPC, 350 W: no
    // platform warning; the same 32 × 96 GB at 2 DPC (16 slots a socket), 4,400 MT/s; power
    // as above with 2 × 350 W: 8,504.7 W. Sapphire Rapids: 4,800 / 4,400 MT/s (WWT's guide).
    void eightH200SxmOnTheXe9680sOwnXeon()
    {
        for (const char* id : {"xeon-5th-gen", "xeon-4th-gen"}) {
            Scenario s = withGpu("h200-sxm", 8);
            const PlatformEntry* xeon = builtInCatalog().platform(id);
            QVERIFY(xeon);
            applyPlatform(s, *xeon, builtInCatalog());
            s.offload.enabled = false;
            s.nvme.enabled = true;
            s.host.dimmSizesGB = {96};
            const SizingResult r = plan(s);
            QCOMPARE(QString::fromStdString(r.chassis.id), QStringLiteral("dell-xe9680"));
            QVERIFY(r.chassis.platformMatches);
            QVERIFY(!has(r, "chassis_platform_differs"));
            QCOMPARE(r.memory.dimmCount, std::uint64_t(32));
            QCOMPARE(r.memory.memorySpeedMts, std::uint64_t(4400));
            QVERIFY(std::abs(r.power.nodeWMax - 8504.74) < 0.01);
        }
        const PlatformEntry* emerald = builtInCatalog().platform("xeon-5th-gen");
        QCOMPARE(emerald->channelsPerSocket, std::uint64_t(8));
        QCOMPARE(emerald->memoryMtsAt1Dpc, std::uint64_t(5600));
        QCOMPARE(builtInCatalog().platform("xeon-4th-gen")->memoryMtsAt1Dpc, std::uint64_t(4800));
    }

    // A pinned chassis that cannot hold the GPUs is named by its model, not "the catalog's":
    // the XE9680 (HGX) takes no RTX PRO 6000 card; the SR675 V3 4-DW shuttle takes 4, not 8.
    void aPinnedChassisThatDoesNotFitIsNamed()
    {
        Scenario s = workedExample();
        applyChassis(s, *builtInCatalog().findChassis("dell-xe9680"));
        SizingResult r = plan(s);
        QVERIFY(has(r, "chassis_pinned_no_gpu"));
        QVERIFY(!has(r, "chassis_no_gpu"));
        const auto it =
            std::find_if(r.diagnostics.begin(), r.diagnostics.end(), [](const Diagnostic& d) {
                return d.code == DiagnosticCode::ChassisPinnedNoGpu;
            });
        QVERIFY(renderDiagnostic(*it).find("The pinned Dell PowerEdge XE9680 does not take") == 0);
        s = withGpu("rtx-pro-6000-server", 8);
        applyChassis(s, *builtInCatalog().findChassis("lenovo-sr675-v3-4dw"));
        r = plan(s);
        QVERIFY(has(r, "chassis_pinned_too_many_gpus"));
        QVERIFY(!has(r, "chassis_too_many_gpus"));
    }

    // 15,000 W / 8,504.7 W = 1.76: one node per air-cooled 15 kW rack, not two (17.0 kW).
    void fifteenKwRackTakesOneHgxNode()
    {
        Scenario s = hgxNodes(2);
        s.site.rackKw = 15.0;
        s.site.cooling = "air";
        const SizingResult r = plan(s);
        QCOMPARE(r.rack.nodesByPower, std::uint64_t(1));
        QCOMPARE(r.rack.nodesBySpace, std::uint64_t(7)); // 42 U / 6 U
        QCOMPARE(r.rack.nodesPerRack, std::uint64_t(1));
        QCOMPARE(r.rack.racks, std::uint64_t(2));
        QVERIFY(has(r, "rack_limited_by_power"));
        s.site.rackKw = 40.0; // 40 / 8.50 = 4 nodes: both in one rack
        QCOMPARE(plan(s).rack.racks, std::uint64_t(1));
    }

    // A circuit loaded to 80 % of its rating (site.rack_load_share 0.8): 15 kW × 0.8 = 12 kW,
    // floor(12,000 / 4,275.66) = 2 worked-example nodes per rack, not 3; 40 kW × 0.8 = 32 kW
    // takes floor(32,000 / 8,504.7) = 3 HGX nodes, not 4.
    void rackLoadShareLeavesHeadroom()
    {
        Scenario s = workedExample();
        s.site.rackLoadShare = 0.8;
        SizingResult r = plan(s);
        QCOMPARE(r.rack.nodesByPower, std::uint64_t(2));
        QCOMPARE(r.rack.nodesPerRack, std::uint64_t(2));
        const Derivation* d = r.derivation("rack.nodes_per_rack");
        QVERIFY(d && d->formula.find("{load_share}") != std::string::npos);
        Scenario hgx = withGpu("h200-sxm", 8);
        applyPlatform(hgx, *builtInCatalog().platform("xeon-6700p"), builtInCatalog());
        hgx.offload.enabled = false;
        hgx.host.dimmSizesGB = {96};
        hgx.site.rackKw = 40.0;
        hgx.site.rackLoadShare = 0.8;
        QCOMPARE(plan(hgx).rack.nodesByPower, std::uint64_t(3));
    }

    // The power the site must supply for the whole plan: every node at full load. Two HGX
    // nodes of 8,504.74 W (above) = 17,009.47 W = 17.01 kW; the worked example's one node of
    // 4,275.66 W = 4.28 kW; no figure where no chassis holds the build (5 × H200 SXM).
    void planPowerIsEveryNodeAtFullLoad()
    {
        const Scenario s = hgxNodes(2);
        const SizingResult r = plan(s);
        const Figure* figure = findFigure("power.plan_kw_max");
        QVERIFY(figure && (figure->uses & kFigureCompared));
        QCOMPARE(*figureValue(*figure, s, r), 17.01);
        QCOMPARE(reportToJson(s, r)["power"]["plan_kw_max"].get<double>(), 17.01);
        QVERIFY(std::abs(r.derivation("power.plan_kw_max")->value - 17.00947) < 1e-5);
        const Scenario example = workedExample();
        QCOMPARE(*figureValue(*figure, example, plan(example)), 4.28);
        const Scenario five = withGpu("h200-sxm", 5);
        const SizingResult none = plan(five);
        QVERIFY(!figureValue(*figure, five, none));
        QVERIFY(reportToJson(five, none)["power"]["plan_kw_max"].is_null());
    }

    void fiveH200SxmAreRefused()
    {
        const SizingResult r = plan(withGpu("h200-sxm", 5));
        QVERIFY(r.hasErrors());
        QVERIFY(has(r, "chassis_whole_baseboards"));
        for (const Diagnostic& d : r.diagnostics)
            if (d.code == DiagnosticCode::ChassisWholeBaseboards) {
                QCOMPARE(d.params["counts"].get<std::string>(), std::string("4 or 8"));
                QCOMPARE(d.params["board"].get<std::string>(), std::string("HGX"));
                QVERIFY(renderDiagnostic(d).find("Set gpu.count to 4 or 8") != std::string::npos);
            }
        QVERIFY(!r.chassis.found);
        QVERIFY(reportToJson(withGpu("h200-sxm", 5), r)["chassis"]["model"].is_null());
    }

    // H200 NVL: one 4-way bridge per island of 4 (HPE S4A91C); H100 NVL: pairs, three bridge
    // pieces each (PB-11773): 4 / 2 × 3 = 6.
    void nvlBridges_data()
    {
        QTest::addColumn<QString>("gpu");
        QTest::addColumn<int>("count");
        QTest::addColumn<int>("island");
        QTest::addColumn<int>("bridges");
        QTest::newRow("4 × H200 NVL: one 4-way island, 1 bridge") << "h200-nvl" << 4 << 4 << 1;
        QTest::newRow("8 × H200 NVL: two 4-way islands, 2 bridges") << "h200-nvl" << 8 << 4 << 2;
        QTest::newRow("4 × H100 NVL: two pairs × 3 pieces = 6") << "h100-nvl" << 4 << 2 << 6;
        QTest::newRow("4 × RTX PRO 6000: no NVLink") << "rtx-pro-6000-server" << 4 << 0 << 0;
    }
    void nvlBridges()
    {
        QFETCH(QString, gpu);
        QFETCH(int, count);
        QFETCH(int, island);
        QFETCH(int, bridges);
        const SizingResult r = plan(withGpu(gpu.toStdString().c_str(), std::uint64_t(count)));
        QVERIFY(r.chassis.found);
        QCOMPARE(int(r.chassis.nvlinkIslandGpus), island);
        QCOMPARE(int(r.chassis.nvlinkBridges), bridges);
        if (bridges != 0) {
            const Derivation* d = r.derivation("chassis.nvlink_bridges");
            QVERIFY(d);
            QCOMPARE(d->inputs[1].value, double(island)); // island size in the formula
        }
    }

    void tensorParallelStaysInAnIsland()
    {
        Scenario s = withGpu("h200-nvl", 8);
        s.serving.tensorParallel = 8; // two islands of 4
        QVERIFY(has(plan(s), "tp_spans_nvlink_islands"));
        s.serving.tensorParallel = 4;
        QVERIFY(!has(plan(s), "tp_spans_nvlink_islands"));
    }

    // The planner's DPC respects the chassis: 12 slots per socket on 12 channels is 1 DPC.
    void dimmSlotsLimitTheLayout()
    {
        Scenario s = workedExample();
        applyChassis(s, *builtInCatalog().findChassis("lenovo-sr675-v3-4dw"));
        const SizingResult r = plan(s);
        QCOMPARE(r.chassis.maxDimmsPerChannel, std::uint64_t(1));
        QCOMPARE(r.memory.dimmsPerChannel, std::uint64_t(1));
        QVERIFY(r.memory.dimmsPerSocket <= 12);
    }
    // 64 GB DIMMs only: 24 × 64 = 1,536 GB at 1 DPC, 3,072 GB at 2 DPC. 1,500 users need more
    // than one 1-DPC node; the planner moves to a chassis with 48 slots rather than add a node.
    void aLayoutThatNeedsMoreSlotsMovesToTheNextChassis()
    {
        Scenario s = workedExample();
        s.host.dimmSizesGB = {64};
        s.workload.users = 1500;
        const SizingResult free = plan(s);
        QCOMPARE(free.memory.dimmsPerChannel, std::uint64_t(2));
        QCOMPARE(QString::fromStdString(free.chassis.id), QStringLiteral("gigabyte-g494-zb4-aap2"));
        QCOMPARE(free.nodes.count, std::uint64_t(1));
        applyChassis(s, *builtInCatalog().findChassis("lenovo-sr675-v3-4dw"));
        const SizingResult pinned = plan(s);
        QCOMPARE(pinned.memory.dimmsPerChannel, std::uint64_t(1));
        QVERIFY(pinned.nodes.count > 1 || has(pinned, "memory_does_not_fit"));
    }

    void drivesMustFitTheBays()
    {
        Scenario s = workedExample();
        s.nvme.drivesPerNode = 10; // SR675 V3 has 8 bays: the G494-ZB4 (12) holds them
        SizingResult r = plan(s);
        QCOMPARE(QString::fromStdString(r.chassis.id), QStringLiteral("gigabyte-g494-zb4-aap2"));
        s.nvme.drivesPerNode = 30; // the most in the catalog is 24 (SYS-522GA-NRT)
        r = plan(s);
        QVERIFY(has(r, "chassis_drive_bays"));
        QVERIFY(r.hasErrors());
    }

    void aPinnedChassisIsChecked()
    {
        Scenario s = withGpu("h200-sxm", 8);
        applyChassis(s, *builtInCatalog().findChassis("dell-xe7740")); // PCIe slots
        QVERIFY(has(plan(s), "chassis_pinned_no_gpu"));
        s = workedExample();
        applyChassis(s, *builtInCatalog().findChassis("lenovo-sr680a-v4"));
        s.chassis->gpuForm = "pcie"; // typed in: the 230 V-only supplies on a 208 V feed
        s.chassis->gpuPositions = 8;
        s.site.feedVoltage = 208;
        QVERIFY(has(plan(s), "psu_feed_voltage"));
    }

    void pinnedChassisAndSiteRoundTrip()
    {
        Scenario s = workedExample();
        applyChassis(s, *builtInCatalog().findChassis("dell-xe7745"));
        s.site.rackKw = 25.0;
        s.site.feedVoltage = 208;
        s.site.cooling = "liquid";
        const Scenario again = parseScenario(serializeScenario(s));
        QCOMPARE(again, s);
        QVERIFY(serializeScenario(workedExample()).find("\"site\"") == std::string::npos);
        QVERIFY(serializeScenario(workedExample()).find("\"chassis\"") == std::string::npos);
        Scenario bad = s;
        bad.site.cooling = "water";
        QVERIFY(!validate(bad).empty());
        QCOMPARE(validate(bad).front().key, std::string("site.cooling"));
    }

    // The bill of materials builds what the plan chose: an HGX system has one baseboard line
    // (the 8 GPUs come on it) and no GPU line; NVL cards bring their bridges; supplies by watts.
    void hgxBillHasABaseboardNotCards()
    {
        Scenario s = withGpu("h200-sxm", 8);
        s.offload.enabled = false;
        s.host.dimmSizesGB = {96};
        const Quote q = quoteOf(s);
        QVERIFY(!line(q, QuoteItem::Gpu));
        const QuoteLine* board = line(q, QuoteItem::Baseboard);
        QVERIFY(board && board->price);
        QCOMPARE(board->quantity, std::uint64_t(1));
        QCOMPARE(board->priceKey, std::string("baseboards[h200-sxm-8]"));
        QCOMPARE(line(q, QuoteItem::Chassis)->priceKey, std::string("chassis_models[dell-xe9680]"));
        const QuoteLine* psus = line(q, QuoteItem::Psu);
        QVERIFY(psus && psus->price);
        QCOMPARE(psus->quantity, std::uint64_t(6)); // 3+3 × 2,800 W
        QCOMPARE(psus->priceKey, std::string("psus[2800]"));
    }
    void nvlCardsBringTheirBridges()
    {
        const Quote q = quoteOf(withGpu("h200-nvl", 4));
        const QuoteLine* bridges = line(q, QuoteItem::NvlinkBridge);
        QVERIFY(bridges && bridges->price);
        QCOMPARE(bridges->quantity, std::uint64_t(1)); // one 4-way bridge
        QCOMPARE(bridges->priceKey, std::string("nvlink_bridges[h200-nvl-4]"));
        QCOMPARE(line(q, QuoteItem::Gpu)->quantity, std::uint64_t(4));
    }

    void priceListBuildSectionsAreStrict()
    {
        const std::string base = q("{'price_list_version': 1, 'currency': 'EUR', 'vat_percent': "
                                   "19, 'vendor': {'name': 'V'}, ");
        const PriceList p = parsePriceList(
            base + q("'psus': [{'watts': 3200, 'price': 890}], 'baseboards': [{'gpu': "
                     "'h200-sxm', 'gpus': 8, 'price': 245000}]}"),
            "p.json");
        QCOMPARE(p.psus.at(3200).price.minorUnits(), qint64(89000));
        QVERIFY(p.baseboards.count("h200-sxm-8"));
        try {
            parsePriceList(base + q("'nvlink_bridges': [{'gpu': 'h200-nvl', 'ways': 8, "
                                    "'price': 1}]}"),
                           "p.json");
            QFAIL("accepted an 8-way bridge");
        } catch (const PriceListError& e) {
            QCOMPARE(QString::fromStdString(e.key()), QStringLiteral("nvlink_bridges[0].ways"));
        }
    }

    void liquidOnlyBuildsNeedALiquidSite()
    {
        Scenario s = withGpu("b300", 8);
        applyPlatform(s, *builtInCatalog().platform("xeon-6700p"), builtInCatalog());
        s.site.cooling = "liquid";
        QCOMPARE(QString::fromStdString(plan(s).chassis.id), QStringLiteral("asrock-4u16x-gnr2"));
        s.site.cooling = "air";
        QCOMPARE(plan(s).chassis.cooling, std::string("air"));
    }
};

QTEST_APPLESS_MAIN(TestChassis)

} // namespace tst_chassis

#include "tst_chassis.moc"
