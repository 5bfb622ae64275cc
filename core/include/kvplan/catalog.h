// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// Hardware catalogs: GPUs, CPU platforms, RDIMMs and NVMe drives, as data (resources/catalog/
// *.json, compiled into core) with a source for every figure. A user catalog file (same format,
// any subset of the sections) is merged over the built-in one by id, so users can add or correct
// entries without rebuilding. The format is documented in docs/catalog-format.md.
//
// A catalog only fills a scenario (catalog_apply.h); the scenario stores the values, so a file
// opened where the catalog differs gives the same result.

#include "kvplan/data_file_error.h"

#include <nlohmann/json_fwd.hpp>

#include <cstdint>
#include <map>
#include <optional>
#include <stdexcept>
#include <string>
#include <string_view>
#include <vector>

namespace kvp {

inline constexpr int kCatalogSchemaVersion = 1;

// Where an entry's figures come from.
struct Provenance {
    // Figure key → citation (reference keys of the file's "references", with the detail).
    std::map<std::string, std::string> sources;
    // Figure key → why it is not confirmed (⚠ in listings).
    std::map<std::string, std::string> unconfirmed;
    std::string notes;
    std::string origin; // "built-in" or the user catalog file it came from
    friend bool operator==(const Provenance&, const Provenance&) = default;
};

struct GpuEntry {
    std::string id;
    std::string name;
    std::string vendor;
    double memoryReportedGiB = 0.0; // what the driver reports to CUDA / HIP
    double memoryMarketedGB = 0.0;
    std::uint64_t pcieGen = 0;
    std::uint64_t pcieLanes = 0;
    std::optional<double> denseTflopsBf16; // unset: no such tensor path
    std::optional<double> denseTflopsFp8;
    std::optional<double> denseTflopsFp4;
    std::optional<double> memoryBandwidthTBps;
    std::optional<double> powerW;
    // How it is built into a server: "pcie" (a card in a slot), "sxm" (only on an HGX
    // baseboard), "oam" (only on an OAM baseboard).
    std::string formFactor = "pcie";
    // NVLink bridges between cards (PCIe NVL cards): the largest island one bridge set joins
    // (2 or 4; unset: no bridge) and the bridge pieces an island takes.
    std::optional<std::uint64_t> nvlinkBridgeWays;
    std::optional<std::uint64_t> nvlinkBridgesPerIsland;
    // GPU-to-GPU bandwidth per GPU, both directions together as datasheets state it (H100 SXM
    // NVLink 900 GB/s): over the baseboard's switch or mesh (sxm, oam), or within a bridged
    // island (pcie with nvlink_bridge_ways). Unset: the GPUs talk over PCIe (§10's all-reduce).
    std::optional<double> gpuLinkGBps;
    // CUDA compute capability (10.0 B200, 9.0 H100); unset: not an NVIDIA GPU, or not known.
    // Which KV-cache formats an engine runs depends on it (NVFP4: 10.x only, docs/sizing-rules.md
    // §1).
    std::optional<double> computeCapability;
    Provenance provenance;
    friend bool operator==(const GpuEntry&, const GpuEntry&) = default;
};

struct PlatformEntry {
    std::string id;
    std::string name;
    std::string vendor;
    std::vector<std::uint64_t> socketOptions; // e.g. {1, 2}
    std::uint64_t defaultSockets = 0;
    std::uint64_t channelsPerSocket = 0;
    std::uint64_t maxDimmsPerChannel = 0;
    std::uint64_t memoryMtsAt1Dpc = 0;
    std::optional<std::uint64_t> memoryMtsAt2Dpc; // unset: one DIMM per channel only
    std::uint64_t pcieGen = 0;
    // PCIe lanes for devices, all sockets together, by socket count ("1" → 128, "2" → 160).
    std::map<std::uint64_t, std::uint64_t> pcieLanesBySockets;
    std::optional<double> cpuPowerW; // TDP of the platform's typical SKU, per socket
    Provenance provenance;
    friend bool operator==(const PlatformEntry&, const PlatformEntry&) = default;
};

struct DimmEntry {
    std::string id;
    std::string name;
    std::uint64_t sizeGB = 0;
    std::string organization;
    bool threeDs = false;         // 3DS (stacked) parts; often a lower speed bin
    std::optional<double> powerW; // per module at load (no vendor publishes it: planning values)
    Provenance provenance;
    friend bool operator==(const DimmEntry&, const DimmEntry&) = default;
};

struct DriveEntry {
    std::string id;
    std::string name;
    std::string vendor;
    std::uint64_t pcieGen = 0;
    std::uint64_t pcieLanes = 0;
    std::vector<double> capacitiesTB; // the capacity options, ascending
    double readGBps = 0.0;            // sequential
    double writeGBps = 0.0;
    double dwpd = 0.0;
    double warrantyYears = 0.0;
    std::map<std::string, double> tbwPublished; // capacity text → vendor TBW, where published
    std::optional<double> powerW;               // active, per drive
    Provenance provenance;
    friend bool operator==(const DriveEntry&, const DriveEntry&) = default;
};

// A server chassis (barebone) as its vendor sells it: what GPUs it takes and how, its CPU
// sockets, DIMM slots, drive bays and power supplies (docs/catalog-format.md, `chassis`).
struct ChassisEntry {
    std::string id;
    std::string name; // the model, "PowerEdge XE9680"
    std::string vendor;
    std::uint64_t rackUnits = 0;
    std::optional<double> depthMm;
    // "pcie" (double-width cards in slots), "hgx" (one SXM baseboard), "oam" (one OAM board).
    std::string gpuForm;
    std::uint64_t gpuPositions = 0; // double-width slots, or the GPUs of the one baseboard
    std::map<std::string, std::uint64_t> gpus;   // GPU catalog id → the most it takes
    double maxGpuW = 0.0;                        // per GPU
    std::vector<std::uint64_t> nvlinkBridgeWays; // bridge islands it takes (2, 4); empty: none
    std::vector<std::string> platforms;          // platform catalog ids
    std::vector<std::uint64_t> socketOptions;
    std::uint64_t dimmSlotsPerSocket = 0;
    std::uint64_t maxDimmsPerChannel = 0;
    // NVMe bays by kind ("u2", "e3s", "e1s", "sff"): alternative front ends, not a sum.
    std::map<std::string, std::uint64_t> driveBays;
    std::uint64_t nicSlots = 0;
    std::uint64_t psuBays = 0;
    // Input volts → the watts each supply gives from that feed voltage up (Dell 3200 W
    // Titanium: {200: 2900, 220: 3200}); below the lowest key the supply does not run.
    std::map<std::uint64_t, double> psuWattsByVolts;
    std::vector<std::string> psuRedundancy; // "n+1", "n+n"
    std::string cooling;                    // "air" or "liquid"
    double boardW = 0.0;                    // board, baseboard (NVSwitch), BMC: beside the parts
    double fanShare = 0.0;                  // fans and voltage regulators, share of the DC load
    double networkW = 0.0;                  // the NICs a build of it carries (planning value)
    Provenance provenance;
    std::uint64_t nvmeBays() const; // the largest of the bay options
    friend bool operator==(const ChassisEntry&, const ChassisEntry&) = default;
};

struct Catalog {
    std::vector<GpuEntry> gpus;
    std::vector<PlatformEntry> platforms;
    std::vector<DimmEntry> dimms;
    std::vector<DriveEntry> drives;
    std::vector<ChassisEntry> chassis;
    std::map<std::string, std::string> references; // reference key → full citation

    const GpuEntry* gpu(std::string_view id) const;
    const PlatformEntry* platform(std::string_view id) const;
    const DimmEntry* dimm(std::string_view id) const;
    const DriveEntry* drive(std::string_view id) const;
    const ChassisEntry* findChassis(std::string_view id) const;
    // An entry by its id, else by its exact name ("" ids never match): how a scenario filled
    // by hand or by an older version finds its GPU, platform or drive.
    const GpuEntry* gpuByIdOrName(std::string_view id, std::string_view name) const;
    const PlatformEntry* platformByIdOrName(std::string_view id, std::string_view name) const;
    friend bool operator==(const Catalog&, const Catalog&) = default;
};

// A catalog file that cannot be used (file, key such as "gpus[2].memory_reported_gib", problem).
class CatalogError : public DataFileError {
public:
    using DataFileError::DataFileError;
};

// Parses one catalog file (any subset of "gpus", "platforms", "dimms", "drives", "chassis").
// Strict: an unknown key, a wrong type, a value out of range or a duplicate id is a CatalogError
// naming `origin` (the file) and the key. Entries get `origin` as their provenance origin.
Catalog parseCatalog(std::string_view text, const std::string& origin);

// One section ("gpus", "platforms", "dimms", "drives") in the file format, with sources, for
// programs (`kvplan catalog KIND --format json`); parseCatalog reads it back unchanged.
nlohmann::ordered_json catalogSectionToJson(const Catalog& catalog, std::string_view section);
// Figures (numbers) that carry no source, as "gpus[h200-sxm].power_w"; the built-in catalog
// has none (a test checks it).
std::vector<std::string> unsourcedFigures(const Catalog& catalog);
// The hardware sections a catalog file may hold.
const std::vector<std::string>& catalogSections();

// `over`'s entries replace `base`'s entries of the same id; new ids are appended.
Catalog mergeCatalogs(Catalog base, const Catalog& over);

// The catalog compiled into core (resources/catalog/*.json), parsed once.
const Catalog& builtInCatalog();

// A drive choice "ID-CAPACITY" (e.g. "micron-7500-pro-7.68") or a one-capacity drive's bare id.
struct DriveChoice {
    const DriveEntry* drive = nullptr;
    double capacityTB = 0.0;
};
// Throws CatalogError (file "", key = the text) with the reason and the valid choices.
DriveChoice findDrive(const Catalog& catalog, std::string_view choice);

// "7.68", "0.8", "30.72": a capacity as written in drive ids.
std::string capacityText(double capacityTB);

// The ids in a catalog section closest to `id`, for "did you mean" messages.
std::string closestId(const std::vector<std::string>& ids, std::string_view id);

} // namespace kvp
