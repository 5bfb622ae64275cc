// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// Filling a scenario from catalog entries. The scenario stores the values (and the id of the
// entry that gave them), so it stays self-contained: a file opened where the catalog differs, or
// lacks the entry, gives the same result. Only the fields an entry describes change; counts that
// belong to the build (GPUs per node, drives per node, users) stay as they are.

#include "kvplan/catalog.h"
#include "kvplan/scenario.h"

#include <string>

namespace kvp {

// gpu.name, memory_reported_gib, memory_marketed_gb, pcie_gen, pcie_lanes, catalog_id,
// dense_tflops_bf16 / _fp8 / _fp4 and memory_bandwidth_tbps (unset where the entry has none).
void applyGpu(Scenario& scenario, const GpuEntry& gpu);

// host.platform, platform_id, channels_per_socket, max_dimms_per_channel, memory_mts_1dpc and
// _2dpc (a 1-DPC-only platform repeats the 1 DPC speed), pcie_gen, pcie_lanes for the socket
// count, and
// dimm_sizes_gb from the catalog's DIMMs. The socket count stays when the platform offers it,
// else becomes the platform's default (and host.gpu_sockets, which named the old sockets, is
// cleared).
void applyPlatform(Scenario& scenario, const PlatformEntry& platform, const Catalog& catalog);

// host.dimm_sizes_gb: every DIMM size of the catalog, ascending.
void applyDimmSizes(Scenario& scenario, const Catalog& catalog);

// nvme.drive ("Samsung PM1743 7.68 TB"), drive_id ("samsung-pm1743-7.68"), capacity_tb, dwpd,
// warranty_years and read_gbps.
void applyDrive(Scenario& scenario, const DriveEntry& drive, double capacityTB);

// A chassis entry as the scenario's `chassis` section stores it (docs/sizing-rules.md §11).
ChassisSpec chassisSpecOf(const ChassisEntry& chassis);
// Its model as chassisSpecOf names it: "vendor name", or the name alone.
std::string chassisModelOf(const ChassisEntry& chassis);
// Its supplies' redundancy modes as chassisSpecOf spells them: "n+1", "n+n" or "n+1 n+n".
std::string chassisPsuRedundancyOf(const ChassisEntry& chassis);
// Pins the chassis: scenario.chassis = chassisSpecOf(chassis).
void applyChassis(Scenario& scenario, const ChassisEntry& chassis);
// Whether a catalog chassis takes the scenario's GPU (docs/sizing-rules.md §11): it lists the
// GPU's catalog entry (by id, else by name); a GPU the catalog does not list goes by its form
// factor (PCIe cards in slots, SXM on an HGX baseboard, OAM on an OAM board) and, where known,
// its power against the chassis' most per GPU. The GPU count is not checked: the plan says
// when a pinned chassis holds too few or too many.
bool chassisTakesGpu(const ChassisEntry& chassis, const Scenario& scenario, const Catalog& catalog);

// Ids as typed on the command line or picked in a form; empty ones are left alone.
// (Every member initialised, so that {.gpu = "h200-sxm"} names only what it chooses.)
struct CatalogChoices {
    std::string gpu{};
    std::string platform{};
    std::string drive{};   // "ID-CAPACITY", or a one-capacity drive's id
    std::string chassis{}; // pins it
};

// Applies the chosen entries in the order GPU, platform, drive, chassis. Throws CatalogError with
// the key "gpu", "platform" or "drive" and the reason (unknown id, with the closest one); the
// scenario is then left unchanged.
void applyCatalogChoices(Scenario& scenario, const Catalog& catalog, const CatalogChoices& choices);

} // namespace kvp
