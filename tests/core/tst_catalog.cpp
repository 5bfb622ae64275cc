// SPDX-License-Identifier: GPL-3.0-or-later
// The hardware catalogs: the built-in figures against their published values (arithmetic in the
// row names), every figure sourced, user catalogs merged by id and refused with the file and key
// named, and catalog entries filling a scenario.
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTest>
#include <algorithm>
#include <nlohmann/json.hpp>

#include "catalog/built_in_catalog.h"
#include "golden.h"
#include "kvplan/catalog.h"
#include "kvplan/catalog_apply.h"
#include "kvplan/embedded_resources.h"
#include "kvplan/plan.h"
#include "kvplan/report_json.h"
#include "kvplan/scenario_io.h"

namespace tst_catalog {

using namespace kvp;

namespace {

// JSON written with single quotes, to keep test rows readable (moc cannot read raw strings).
std::string q(std::string text)
{
    std::replace(text.begin(), text.end(), '\'', '"');
    return text;
}

std::string userFile(const std::string& sections)
{
    return "{\"catalog_version\": 1, " + sections + "}";
}

const std::string kMinimalGpu = q("{'id': 'my-gpu', 'name': 'My GPU', 'memory_reported_gib': 40.0, "
                                  "'memory_marketed_gb': 42.0, 'pcie_gen': 5, 'pcie_lanes': 16}");

} // namespace

class TestCatalog : public QObject {
    Q_OBJECT
private slots:
    void builtInCatalogHasEveryKind()
    {
        const Catalog& c = builtInCatalog();
        QCOMPARE(c.gpus.size(), std::size_t(18));
        QCOMPARE(c.platforms.size(), std::size_t(6)); // with Xeon 4th and 5th gen (§11's XE9680)
        QCOMPARE(c.dimms.size(), std::size_t(8));
        QCOMPARE(c.drives.size(), std::size_t(14));
        for (const GpuEntry& g : c.gpus)
            QCOMPARE(QString::fromStdString(g.provenance.origin), QStringLiteral("built-in"));
    }

    void builtInFilesAreStrictJson()
    {
        // builtInCatalog() parses its files without the strict JSON reader's bookkeeping
        // (parseBuiltInCatalogFile, issue #24): each must pass parseCatalog's strict reader too
        // (a key given twice, nesting) and give the same entries and references.
        Catalog strict;
        for (const std::string& path : builtInCatalogFiles()) {
            const std::optional<std::string_view> text = embeddedResource(path);
            QVERIFY2(text, path.c_str());
            try {
                strict = mergeCatalogs(std::move(strict), parseCatalog(*text, "built-in"));
            } catch (const CatalogError& e) {
                QFAIL(qPrintable(QString::fromStdString(path + ": " + e.what())));
            }
        }
        for (const std::string& section : catalogSections())
            QCOMPARE(catalogSectionToJson(builtInCatalog(), section).dump(),
                     catalogSectionToJson(strict, section).dump());
        QVERIFY(builtInCatalog().references == strict.references);
    }

    void builtInParseRefusesWhatParseCatalogRefuses_data()
    {
        QTest::addColumn<QString>("text");
        QTest::addColumn<QString>("refusal"); // the key and problem both readers name
        QTest::newRow("a negative memory")
            << QStringLiteral(
                   R"({"catalog_version": 1, "gpus": [{"id": "x", "name": "X", "memory_reported_gib": -1}]})")
            << QStringLiteral("gpus[0].memory_reported_gib");
        QTest::newRow("an unknown section")
            << QStringLiteral(R"({"catalog_version": 1, "gpu": []})") << QStringLiteral("gpu");
        QTest::newRow("a source of no figure")
            << QStringLiteral(R"({"catalog_version": 1, "dimms": [{"id": "d", "name": "D",
               "size_gb": 64, "sources": {"colour": "L1"}}]})")
            << QStringLiteral("dimms[0].sources.colour");
    }

    void builtInParseRefusesWhatParseCatalogRefuses()
    {
        // The same checks of every key and value: only the JSON text's bookkeeping is lighter.
        QFETCH(QString, text);
        QFETCH(QString, refusal);
        const auto refused = [](const auto& parse) -> QString {
            try {
                parse();
            } catch (const CatalogError& e) {
                return QString::fromStdString(e.key() + ": " + e.problem());
            }
            return QStringLiteral("accepted");
        };
        const std::string json = text.toStdString();
        const QString strict = refused([&] { parseCatalog(json, "built-in"); });
        QVERIFY2(strict.startsWith(refusal + QStringLiteral(": ")), qPrintable(strict));
        QCOMPARE(refused([&] { parseBuiltInCatalogFile(json, "built-in"); }), strict);
        // Not JSON, or not an object: refused as well.
        QVERIFY_THROWS_EXCEPTION(CatalogError, parseBuiltInCatalogFile("{\"gpus\": [", "built-in"));
        QVERIFY_THROWS_EXCEPTION(CatalogError, parseBuiltInCatalogFile("[]", "built-in"));
    }

    void everyBuiltInFigureHasASource()
    {
        const std::vector<std::string> missing = unsourcedFigures(builtInCatalog());
        QString list;
        for (const std::string& m : missing)
            list += QString::fromStdString(m) + QLatin1Char(' ');
        QVERIFY2(missing.empty(), qPrintable("figures without a source: " + list));
    }

    void everyCitedReferenceIsListed()
    {
        // A source names its reference keys first ("L1: …", "G-H200 (…)", "FS 684…"); each
        // key must be resolved in the file's references, unless the source says how it was
        // derived or assumed.
        const Catalog& c = builtInCatalog();
        auto check = [&](const std::string& id, const Provenance& p) {
            for (const auto& [figure, text] : p.sources) {
                if (text.rfind("derived", 0) == 0 || text.rfind("assumed", 0) == 0 ||
                    text.rfind("as the", 0) == 0 || text.rfind("estimate", 0) == 0 ||
                    text.rfind("the hardware compilation", 0) == 0)
                    continue;
                const std::string key = text.substr(0, text.find_first_of(" :;,("));
                const bool listed =
                    c.references.count(key) != 0 ||
                    c.references.count(text.substr(0, text.find_first_of(":;,("))) != 0;
                QVERIFY2(listed,
                         qPrintable(QString::fromStdString(id + "." + figure + ": " + key)));
            }
        };
        for (const GpuEntry& e : c.gpus)
            check(e.id, e.provenance);
        for (const PlatformEntry& e : c.platforms)
            check(e.id, e.provenance);
        for (const DimmEntry& e : c.dimms)
            check(e.id, e.provenance);
        for (const DriveEntry& e : c.drives)
            check(e.id, e.provenance);
        for (const ChassisEntry& e : c.chassis)
            check(e.id, e.provenance);
    }

    void gpuFigures_data()
    {
        QTest::addColumn<QString>("id");
        QTest::addColumn<double>("reportedGiB");
        QTest::addColumn<double>("marketedGB");
        QTest::addColumn<int>("pcieGen");
        QTest::newRow("H200 SXM: cudaMemGetInfo 150,109,880,320 B / 2^30 = 139.80 GiB, 141 GB")
            << "h200-sxm" << 139.80 << 141.0 << 5;
        QTest::newRow("RTX PRO 6000 Server Edition: 95.6 GiB as the article, 96 GB")
            << "rtx-pro-6000-server" << 95.6 << 96.0 << 5;
        QTest::newRow("H100 SXM: 81,559 MiB − 468 MiB reserved = 81,091 MiB = 79.19 GiB")
            << "h100-sxm" << 79.19 << 80.0 << 5;
        QTest::newRow("B300: 275,040 MiB − 936 MiB = 274,104 MiB = 267.68 GiB, PCIe Gen6")
            << "b300" << 267.68 << 288.0 << 6;
        QTest::newRow("L40S: vLLM total_gpu_memory 44.31 GiB, PCIe Gen4")
            << "l40s" << 44.31 << 48.0 << 4;
        QTest::newRow("MI300X: rocm-smi 206,141,652,992 B / 2^30 = 191.98 GiB")
            << "mi300x" << 191.98 << 192.0 << 5;
        QTest::newRow("A100 80GB: (81,920 − 522) MiB / 1,024 = 79.49 GiB, unconfirmed")
            << "a100-80gb" << 79.49 << 80.0 << 4;
    }
    void gpuFigures()
    {
        QFETCH(QString, id);
        QFETCH(double, reportedGiB);
        QFETCH(double, marketedGB);
        QFETCH(int, pcieGen);
        const GpuEntry* g = builtInCatalog().gpu(id.toStdString());
        QVERIFY(g);
        QCOMPARE(g->memoryReportedGiB, reportedGiB);
        QCOMPARE(g->memoryMarketedGB, marketedGB);
        QCOMPARE(g->pcieGen, std::uint64_t(pcieGen));
        QCOMPARE(g->pcieLanes, std::uint64_t(16));
    }

    void measuredMemoryIsTheCudaVisibleBytes()
    {
        // The catalog's 139.80 GiB is the measured 150,109,880,320 B to within the rounding
        // of the second decimal (0.005 GiB = 5,368,709 B).
        const double measured = 150109880320.0;
        const double catalog = builtInCatalog().gpu("h200-sxm")->memoryReportedGiB * 1073741824.0;
        QVERIFY(qAbs(catalog - measured) < 5368709.0);
    }

    void unconfirmedFiguresAreMarked_data()
    {
        QTest::addColumn<QString>("section");
        QTest::addColumn<QString>("id");
        QTest::addColumn<QString>("figure");
        QTest::newRow("RTX PRO 6000 SE dense TFLOPS are derived (NVIDIA page unlabelled)")
            << "gpus"
            << "rtx-pro-6000-server"
            << "dense_tflops_fp8";
        QTest::newRow("RTX PRO 6000 SE CUDA-visible memory not measured") << "gpus"
                                                                          << "rtx-pro-6000-server"
                                                                          << "memory_reported_gib";
        QTest::newRow("H200 NVL dense TFLOPS: NVIDIA, PNY and Lenovo disagree")
            << "gpus"
            << "h200-nvl"
            << "dense_tflops_fp8";
        QTest::newRow("B200 host link: Gen5 or Gen6") << "gpus"
                                                      << "b200"
                                                      << "pcie_gen";
        QTest::newRow("MI325X memory total not found") << "gpus"
                                                       << "mi325x"
                                                       << "memory_reported_gib";
        QTest::newRow("EPYC 9004 2 DPC speed: 3,600 or 4,400") << "platforms"
                                                               << "epyc-9004"
                                                               << "memory_mts_2dpc";
        QTest::newRow("EPYC 9005 6,400 MT/s only on qualified platforms") << "platforms"
                                                                          << "epyc-9005"
                                                                          << "memory_mts_1dpc";
        QTest::newRow("Xeon 6900P believed 1 DPC only") << "platforms"
                                                        << "xeon-6900p"
                                                        << "max_dimms_per_channel";
        QTest::newRow("24 GB RDIMM availability") << "dimms"
                                                  << "rdimm-24gb"
                                                  << "size_gb";
        QTest::newRow("Micron 9550 PRO capacities") << "drives"
                                                    << "micron-9550-pro"
                                                    << "capacities_tb";
    }
    void unconfirmedFiguresAreMarked()
    {
        QFETCH(QString, section);
        QFETCH(QString, id);
        QFETCH(QString, figure);
        const Catalog& c = builtInCatalog();
        const std::string i = id.toStdString();
        const Provenance* p = section == "gpus"        ? &c.gpu(i)->provenance
                              : section == "platforms" ? &c.platform(i)->provenance
                              : section == "dimms"     ? &c.dimm(i)->provenance
                                                       : &c.drive(i)->provenance;
        QVERIFY(p->unconfirmed.count(figure.toStdString()) == 1);
    }

    void platformFigures_data()
    {
        QTest::addColumn<QString>("id");
        QTest::addColumn<int>("channels");
        QTest::addColumn<int>("maxDpc");
        QTest::addColumn<int>("mts1");
        QTest::addColumn<int>("mts2"); // 0: one DIMM per channel only
        QTest::addColumn<double>("bandwidthGBps");
        QTest::newRow("EPYC 9005: 12 × 6,400 MT/s × 8 B = 614.4 GB/s (AMD, per the article)")
            << "epyc-9005" << 12 << 2 << 6400 << 4400 << 614.4;
        QTest::newRow("EPYC 9004: 12 × 4,800 × 8 B = 460.8 GB/s")
            << "epyc-9004" << 12 << 2 << 4800 << 3600 << 460.8;
        QTest::newRow("Xeon 6700P: 8 × 6,400 × 8 B = 409.6 GB/s; 5,200 at 2 DPC")
            << "xeon-6700p" << 8 << 2 << 6400 << 5200 << 409.6;
        QTest::newRow("Xeon 6900P: 12 × 6,400 × 8 B = 614.4 GB/s, 1 DPC only")
            << "xeon-6900p" << 12 << 1 << 6400 << 0 << 614.4;
    }
    void platformFigures()
    {
        QFETCH(QString, id);
        QFETCH(int, channels);
        QFETCH(int, maxDpc);
        QFETCH(int, mts1);
        QFETCH(int, mts2);
        QFETCH(double, bandwidthGBps);
        const PlatformEntry* p = builtInCatalog().platform(id.toStdString());
        QVERIFY(p);
        QCOMPARE(p->channelsPerSocket, std::uint64_t(channels));
        QCOMPARE(p->maxDimmsPerChannel, std::uint64_t(maxDpc));
        QCOMPARE(p->memoryMtsAt1Dpc, std::uint64_t(mts1));
        QCOMPARE(p->memoryMtsAt2Dpc.value_or(0), std::uint64_t(mts2));
        QCOMPARE(double(p->channelsPerSocket * p->memoryMtsAt1Dpc) * 8.0 / 1000.0, bandwidthGBps);
    }

    void dimmSizesAreTheStandardSteps()
    {
        std::vector<std::uint64_t> sizes;
        for (const DimmEntry& d : builtInCatalog().dimms)
            sizes.push_back(d.sizeGB);
        QCOMPARE(sizes, (std::vector<std::uint64_t>{16, 24, 32, 48, 64, 96, 128, 256}));
        QVERIFY(builtInCatalog().dimm("rdimm-256gb")->threeDs);
        QVERIFY(!builtInCatalog().dimm("rdimm-64gb")->threeDs);
    }

    void publishedTbwMatchesTheEnduranceFormula_data()
    {
        QTest::addColumn<QString>("id");
        QTest::addColumn<QString>("capacity");
        QTest::addColumn<double>("tbw");
        QTest::newRow("Micron 9550 MAX 3.2 TB: 3 × 3.2 × 365 × 5 = 17,520 TBW") << "micron-9550-max"
                                                                                << "3.2" << 17520.0;
        QTest::newRow("Micron 9550 MAX 25.6 TB: 3 × 25.6 × 365 × 5 = 140,160 TBW")
            << "micron-9550-max"
            << "25.6" << 140160.0;
        QTest::newRow("Samsung PM9D3a 7.68 TB: 1 × 7.68 × 365 × 5 = 14,016 TBW")
            << "samsung-pm9d3a"
            << "7.68" << 14016.0;
        QTest::newRow("Micron 9650 PRO 30.72 TB: 1 × 30.72 × 365 × 5 = 56,064 TBW")
            << "micron-9650-pro"
            << "30.72" << 56064.0;
    }
    void publishedTbwMatchesTheEnduranceFormula()
    {
        QFETCH(QString, id);
        QFETCH(QString, capacity);
        QFETCH(double, tbw);
        const DriveEntry* d = builtInCatalog().drive(id.toStdString());
        QVERIFY(d);
        QCOMPARE(d->tbwPublished.at(capacity.toStdString()), tbw);
        const double computed = d->dwpd * capacity.toDouble() * 365.0 * d->warrantyYears;
        QVERIFY2(qAbs(computed - tbw) < 1e-6, qPrintable(QString::number(computed)));
    }

    void everyPublishedTbwMatches()
    {
        for (const DriveEntry& d : builtInCatalog().drives)
            for (const auto& [capacity, tbw] : d.tbwPublished) {
                const double computed = d.dwpd * std::stod(capacity) * 365.0 * d.warrantyYears;
                QVERIFY2(qAbs(computed - tbw) < 1e-6, d.id.c_str());
            }
    }

    void sectionsRoundTripThroughTheFileFormat()
    {
        const Catalog& c = builtInCatalog();
        nlohmann::ordered_json document;
        document["catalog_version"] = 1;
        for (const std::string& section : catalogSections())
            document[section] = catalogSectionToJson(c, section);
        Catalog again = parseCatalog(document.dump(), "built-in");
        again.references = c.references;
        QVERIFY(again == c);
    }

    void workedExampleIsTheCatalogsEntries()
    {
        // Applying the article's hardware to the worked example changes nothing but the ids.
        Scenario s = workedExample();
        applyCatalogChoices(s, builtInCatalog(),
                            {.gpu = "rtx-pro-6000-server",
                             .platform = "epyc-9005",
                             .drive = "samsung-pm1743-7.68"});
        QCOMPARE(QString::fromStdString(s.gpu.catalogId), QStringLiteral("rtx-pro-6000-server"));
        QCOMPARE(QString::fromStdString(s.host.platformId), QStringLiteral("epyc-9005"));
        QCOMPARE(QString::fromStdString(s.nvme.driveId), QStringLiteral("samsung-pm1743-7.68"));
        s.gpu.catalogId.clear();
        s.host.platformId.clear();
        s.nvme.driveId.clear();
        // §11's figures, which the worked example leaves to the catalog's entry of the same name.
        QCOMPARE(s.gpu.powerW.value_or(0), 600.0);
        QCOMPARE(s.host.cpuPowerW.value_or(0), 360.0);
        s.gpu.powerW.reset();
        s.gpu.formFactor.clear();
        s.host.cpuPowerW.reset();
        QVERIFY(s == workedExample());
    }

    void applyingAnEntryKeepsTheBuildsCounts()
    {
        Scenario s = workedExample();
        s.gpu.count = 8;
        s.nvme.drivesPerNode = 4;
        applyCatalogChoices(
            s, builtInCatalog(),
            {.gpu = "h200-sxm", .platform = "xeon-6700p", .drive = "micron-7500-pro-7.68"});
        QCOMPARE(s.gpu.count, std::uint64_t(8));
        QCOMPARE(s.gpu.memoryReportedGiB, 139.8);
        QCOMPARE(s.gpu.memoryMarketedGB, 141.0);
        QCOMPARE(QString::fromStdString(s.gpu.name), QStringLiteral("NVIDIA H200 SXM 141GB"));
        QCOMPARE(s.host.sockets, std::uint64_t(2));
        QCOMPARE(s.host.channelsPerSocket, std::uint64_t(8));
        QCOMPARE(s.host.memoryMtsAt2Dpc, std::uint64_t(5200));
        QCOMPARE(s.host.pcieLanes, std::uint64_t(176));
        QCOMPARE(s.nvme.drivesPerNode, std::uint64_t(4));
        QCOMPARE(QString::fromStdString(s.nvme.drive), QStringLiteral("Micron 7500 PRO 7.68 TB"));
        QCOMPARE(s.nvme.capacityTB, 7.68);
        QCOMPARE(s.nvme.readGBps, 7.0);
    }

    void oneDimmPerChannelPlatformRepeatsItsSpeed()
    {
        Scenario s = workedExample();
        s.host.sockets = 1;
        s.host.gpuSockets = {0, 0, 0, 0};
        applyCatalogChoices(s, builtInCatalog(), {.platform = "xeon-6900p"});
        QCOMPARE(s.host.sockets, std::uint64_t(1)); // offered: kept
        QCOMPARE(s.host.gpuSockets.size(), std::size_t(4));
        QCOMPARE(s.host.maxDimmsPerChannel, std::uint64_t(1));
        QCOMPARE(s.host.memoryMtsAt2Dpc, std::uint64_t(6400));
        QCOMPARE(s.host.pcieLanes, std::uint64_t(96));
    }

    void driveChoices_data()
    {
        QTest::addColumn<QString>("choice");
        QTest::addColumn<QString>("id");
        QTest::addColumn<double>("capacity");
        QTest::addColumn<QString>("error");
        QTest::newRow("id and capacity") << "samsung-pm1743-7.68"
                                         << "samsung-pm1743" << 7.68 << "";
        QTest::newRow("capacity written with a trailing zero") << "micron-7500-max-12.80"
                                                               << "micron-7500-max" << 12.8 << "";
        QTest::newRow("a one-capacity drive by its id") << "micron-7600-max"
                                                        << "micron-7600-max" << 6.4 << "";
        QTest::newRow("several capacities, none chosen")
            << "samsung-pm1743"
            << "" << 0.0 << "comes in several capacities; choose one of samsung-pm1743-1.92";
        QTest::newRow("no such capacity") << "samsung-pm1743-8"
                                          << "" << 0.0 << "has no 8 TB model";
        QTest::newRow("a typo") << "samsung-pm1734-7.68"
                                << "" << 0.0 << "unknown drive (did you mean samsung-pm1743-7.68?)";
    }
    void driveChoices()
    {
        QFETCH(QString, choice);
        QFETCH(QString, id);
        QFETCH(double, capacity);
        QFETCH(QString, error);
        try {
            const DriveChoice d = findDrive(builtInCatalog(), choice.toStdString());
            QVERIFY2(error.isEmpty(), "accepted");
            QCOMPARE(QString::fromStdString(d.drive->id), id);
            QCOMPARE(d.capacityTB, capacity);
        } catch (const CatalogError& e) {
            QVERIFY2(!error.isEmpty() && QString::fromStdString(e.problem()).contains(error),
                     e.what());
        }
    }

    void unknownIdsSuggestTheClosest()
    {
        Scenario s = workedExample();
        try {
            applyCatalogChoices(s, builtInCatalog(), {.gpu = "h200-sx"});
            QFAIL("accepted");
        } catch (const CatalogError& e) {
            QCOMPARE(QString::fromStdString(e.key()), QStringLiteral("gpu"));
            QVERIFY2(QString::fromStdString(e.problem()).contains("did you mean h200-sxm?"),
                     e.what());
        }
        QVERIFY(s == workedExample()); // nothing applied
    }

    void userEntriesMergeOverBuiltInOnesById()
    {
        const Catalog user = parseCatalog(
            userFile(std::string("\"gpus\": [") + kMinimalGpu +
                     q(", {'id': 'h200-sxm', 'name': 'H200 on our driver', 'memory_reported_gib': "
                       "139.5, 'memory_marketed_gb': 141, 'pcie_gen': 5, 'pcie_lanes': 16}]")),
            "site.json");
        const Catalog merged = mergeCatalogs(builtInCatalog(), user);
        QCOMPARE(merged.gpus.size(), builtInCatalog().gpus.size() + 1);
        QCOMPARE(merged.gpu("h200-sxm")->memoryReportedGiB, 139.5);
        QCOMPARE(QString::fromStdString(merged.gpu("h200-sxm")->provenance.origin),
                 QStringLiteral("site.json"));
        QCOMPARE(merged.gpu("my-gpu")->memoryMarketedGB, 42.0);
        QVERIFY(!merged.gpu("my-gpu")->denseTflopsFp8.has_value());
        // The rest is untouched, in the built-in order.
        QCOMPARE(merged.gpus.front().id, builtInCatalog().gpus.front().id);
        QVERIFY(merged.platforms == builtInCatalog().platforms);
    }

    void badUserCatalog_data()
    {
        QTest::addColumn<QString>("text");
        QTest::addColumn<QString>("key");
        QTest::addColumn<QString>("problem");
        const QString gpu = QString::fromStdString(kMinimalGpu);
        auto gpuWith = [&](const QString& from, const QString& to) {
            return QString::fromStdString(userFile("\"gpus\": [")).chopped(1) +
                   QString(gpu).replace(from, to) + "]}";
        };
        QTest::newRow("not JSON") << "{\"catalog_version\": 1,"
                                  << ""
                                  << "not valid JSON: parse error at line 1, column 23: syntax "
                                     "error while parsing object key - unexpected end of input; "
                                     "expected string literal";
        QTest::newRow("no version") << "{\"gpus\": []}"
                                    << "catalog_version"
                                    << "missing (required)";
        QTest::newRow("newer version")
            << "{\"catalog_version\": 2}"
            << "catalog_version"
            << "is 2: the file was written for a newer KV Planner; this version reads catalog "
               "version 1";
        QTest::newRow("misspelt section") << "{\"catalog_version\": 1, \"gpu\": []}"
                                          << "gpu"
                                          << "unknown key (did you mean gpus?)";
        QTest::newRow("section not a list") << "{\"catalog_version\": 1, \"drives\": {}}"
                                            << "drives"
                                            << "must be a list of entries (got an object)";
        QTest::newRow("missing memory")
            << gpuWith("\"memory_reported_gib\": 40.0,", "") << "gpus[0].memory_reported_gib"
            << "missing (required)";
        QTest::newRow("memory as text")
            << gpuWith("40.0", "\"40\"") << "gpus[0].memory_reported_gib"
            << "must be a number (got a text)";
        QTest::newRow("negative memory")
            << gpuWith("40.0", "-40") << "gpus[0].memory_reported_gib"
            << "must be a number greater than 0 and at most 100000 (got -40)";
        QTest::newRow("three lanes")
            << gpuWith("\"pcie_lanes\": 16", "\"pcie_lanes\": 3") << "gpus[0].pcie_lanes"
            << "must be 1, 2, 4, 8 or 16 (got 3)";
        QTest::newRow("typo in a key")
            << gpuWith("memory_marketed_gb", "memory_marketted_gb") << "gpus[0].memory_marketted_gb"
            << "unknown key (did you mean gpus[0].memory_marketed_gb?)";
        QTest::newRow("an id with capitals")
            << gpuWith("my-gpu", "My-GPU") << "gpus[0].id"
            << "must be 1 to 64 lowercase letters, digits, '-' or '.', starting with a letter or "
               "digit (got \"My-GPU\")";
        QTest::newRow("a source for no figure")
            << gpuWith("\"pcie_lanes\": 16", "\"pcie_lanes\": 16, \"sources\": {\"memory\": \"x\"}")
            << "gpus[0].sources.memory"
            << "is not a figure of this entry";
        QTest::newRow("an id twice")
            << QString::fromStdString(userFile("\"gpus\": [")).chopped(1) + gpu + "," + gpu + "]}"
            << "gpus[1].id"
            << "\"my-gpu\" is listed twice";
        QTest::newRow("platform default not offered")
            << QString::fromStdString(
                   q("{'catalog_version': 1, 'platforms': [{'id': 'p', 'name': 'P', "
                     "'sockets_options': [1], 'sockets_default': 2, 'channels_per_socket': 8, "
                     "'max_dimms_per_channel': 1, 'memory_mts_1dpc': 6400, 'pcie_gen': 5}]}"))
            << "platforms[0].sockets_default"
            << "must be one of sockets_options";
        QTest::newRow("2 DPC without its speed")
            << QString::fromStdString(
                   q("{'catalog_version': 1, 'platforms': [{'id': 'p', 'name': 'P', "
                     "'sockets_options': [1, 2], 'sockets_default': 2, 'channels_per_socket': 8, "
                     "'max_dimms_per_channel': 2, 'memory_mts_1dpc': 6400, 'pcie_gen': 5}]}"))
            << "platforms[0].memory_mts_2dpc"
            << "missing: max_dimms_per_channel is 2, so the 2 DPC speed is needed";
        QTest::newRow("drive capacities out of order")
            << QString::fromStdString(
                   q("{'catalog_version': 1, 'drives': [{'id': 'd', 'name': 'D', 'pcie_gen': 5, "
                     "'pcie_lanes': 4, 'capacities_tb': [7.68, 3.84], 'read_gbps': 12, "
                     "'write_gbps': 6, 'dwpd': 1, 'warranty_years': 5}]}"))
            << "drives[0].capacities_tb"
            << "must list capacities once each, smallest first";
    }
    void badUserCatalog()
    {
        QFETCH(QString, text);
        QFETCH(QString, key);
        QFETCH(QString, problem);
        try {
            parseCatalog(text.toStdString(), "/home/me/site.json");
            QFAIL("accepted");
        } catch (const CatalogError& e) {
            QCOMPARE(QString::fromStdString(e.file()), QStringLiteral("/home/me/site.json"));
            QCOMPARE(QString::fromStdString(e.key()), key);
            QCOMPARE(QString::fromStdString(e.problem()), problem);
        }
    }

    void modelSectionIsLeftToTheModelCatalog()
    {
        const Catalog c =
            parseCatalog(userFile("\"models\": [{\"anything\": 1}], \"gpus\": []"), "mixed.json");
        QVERIFY(c.gpus.empty());
    }

    // The shipped figures against the reference compilation they were taken from, when it is
    // beside the project.
    void agreesWithTheReferenceCompilation()
    {
        const QString path = test::sharedPath(QStringLiteral("data/hardware_catalog.json"));
        if (path.isEmpty() || !QFile::exists(path))
            QSKIP("../shared/data/hardware_catalog.json is not beside the project");
        const QJsonObject reference = QJsonDocument::fromJson(test::readFile(path)).object();
        const std::map<QString, std::string> gpuIds = {{"h100-sxm5-80gb", "h100-sxm"},
                                                       {"h100-nvl-94gb", "h100-nvl"},
                                                       {"h200-sxm-141gb", "h200-sxm"},
                                                       {"h200-nvl-141gb", "h200-nvl"},
                                                       {"b200-hgx", "b200"},
                                                       {"b300-hgx", "b300"},
                                                       {"l40s", "l40s"},
                                                       {"a100-40gb-sxm4", "a100-40gb-sxm"},
                                                       {"rtx-6000-ada", "rtx-6000-ada"}};
        int compared = 0;
        for (const QJsonValue& v : reference.value("gpus").toArray()) {
            const QJsonObject g = v.toObject();
            const auto it = gpuIds.find(g.value("id").toString());
            if (it == gpuIds.end())
                continue;
            const GpuEntry* mine = builtInCatalog().gpu(it->second);
            QVERIFY(mine);
            QCOMPARE(mine->memoryReportedGiB, g.value("cuda_visible_gib").toDouble());
            QCOMPARE(mine->memoryMarketedGB, g.value("memory_marketed_gb").toDouble());
            QCOMPARE(mine->pcieGen, std::uint64_t(g.value("host_link")["pcie_gen"].toInt()));
            QCOMPARE(mine->powerW.value_or(0), g.value("tdp_w").toDouble());
            QCOMPARE(mine->denseTflopsFp8.value_or(0), g.value("dense_tflops")["fp8"].toDouble());
            // NVLink both ways where the compilation has a figure (H100 SXM 900, B200 1,800).
            const QJsonValue link = g.value("scale_up")["GBps_bidirectional"];
            if (link.isDouble())
                QCOMPARE(mine->gpuLinkGBps.value_or(0), link.toDouble());
            ++compared;
        }
        QCOMPARE(compared, int(gpuIds.size()));
        const std::map<QString, std::string> platformIds = {{"amd-epyc-9004-genoa", "epyc-9004"},
                                                            {"amd-epyc-9005-turin", "epyc-9005"},
                                                            {"intel-xeon-6900p", "xeon-6900p"},
                                                            {"intel-xeon-6700p", "xeon-6700p"}};
        for (const QJsonValue& v : reference.value("cpu_platforms").toArray()) {
            const QJsonObject p = v.toObject();
            const PlatformEntry* mine =
                builtInCatalog().platform(platformIds.at(p.value("id").toString()));
            QCOMPARE(mine->channelsPerSocket,
                     std::uint64_t(p.value("memory_channels_per_socket").toInt()));
            // EPYC 9005: the qualified 6,400 MT/s (the article's 614 GB/s), not the baseline.
            const int mts = p.contains("ddr5_mts_1dpc_max_qualified")
                                ? p.value("ddr5_mts_1dpc_max_qualified").toInt()
                                : p.value("ddr5_mts_1dpc").toInt();
            QCOMPARE(mine->memoryMtsAt1Dpc, std::uint64_t(mts));
            QCOMPARE(mine->memoryMtsAt2Dpc.value_or(0),
                     std::uint64_t(p.value("ddr5_mts_2dpc").toInt()));
        }
        for (const QJsonValue& v : reference.value("nvme_drives").toArray()) {
            const QJsonObject d = v.toObject();
            for (const DriveEntry& mine : builtInCatalog().drives) {
                if (QString::fromStdString(mine.name) != d.value("model").toString())
                    continue;
                QCOMPARE(mine.readGBps, d.value("seq_read_GBps").toDouble());
                QCOMPARE(mine.writeGBps, d.value("seq_write_GBps").toDouble());
                QCOMPARE(mine.dwpd, d.value("dwpd").toDouble());
            }
        }
    }
};

QTEST_APPLESS_MAIN(TestCatalog)

} // namespace tst_catalog

#include "tst_catalog.moc"
