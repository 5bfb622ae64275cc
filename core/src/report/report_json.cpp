// SPDX-License-Identifier: GPL-3.0-or-later
#include "kvplan/report_json.h"

#include "kvplan/figures.h"
#include "load/load_json.h"
#include "report/report_rounding.h"
#include "whatif/report_whatif_json.h"

#include <cmath>
#include <map>
#include <string>
#include <vector>

namespace kvp {

using nlohmann::ordered_json;
using report::finiteOrNull;
using report::gb1;
using report::gib2;
using report::ms1;
using report::number;
using report::tb2;

namespace {

ordered_json socketsJson(const MemoryPlan& m)
{
    ordered_json list = ordered_json::array();
    for (const SocketLoad& s : m.sockets) {
        ordered_json item;
        item["socket"] = s.socket;
        item["gpus"] = s.gpus;
        item["instances"] = s.instances;
        item["memory_gb"] = gb1(s.memory);
        item["pinned_bytes"] = s.pinned.count();
        item["pinned_gb"] = gb1(s.pinned);
        item["reserve_share_gb"] = gb1(s.reserveShare);
        item["free_gb"] = gb1(s.free);
        item["over_budget"] = s.overBudget;
        item["memory_bandwidth_gbps"] = roundTo(s.memoryBandwidthGBps, 1);
        item["pcie_demand_gbps"] = roundTo(s.pcieDemandGBps, 1);
        item["dimms"] = s.dimms;
        item["need_gb"] = gb1(s.need);
        item["pcie_demand_both_directions_gbps"] = roundTo(2.0 * s.pcieDemandGBps, 1);
        item["pcie_share_of_memory_bandwidth"] =
            s.memoryBandwidthGBps > 0.0 ? roundTo(s.pcieDemandGBps / s.memoryBandwidthGBps, 3)
                                        : 0.0;
        item["gpu_pcie_lanes"] = s.gpuPcieLanes;
        list.push_back(std::move(item));
    }
    return list;
}

ordered_json instancesJson(const MemoryPlan& m)
{
    ordered_json list = ordered_json::array();
    for (const InstancePlacement& p : m.instances) {
        ordered_json item;
        item["instance"] = p.instance;
        item["gpus"] = p.gpus;
        item["data_parallel_ranks"] = p.dataParallelRanks; // the engine's DP ranks (1: none)
        item["cuda_visible_devices"] = p.cudaVisibleDevices;
        item["numa_node"] = p.numaNode;
        item["numa_nodes"] = p.numaNodes;
        item["spans_sockets"] = p.spansSockets;
        item["numactl_prefix"] = p.numactlPrefix;
        item["pinned_bytes"] = p.pinned.count();
        item["pinned_gb"] = gb1(p.pinned);
        list.push_back(std::move(item));
    }
    return list;
}

ordered_json kvLayersJson(const KvGeometry& kv)
{
    ordered_json list = ordered_json::array();
    for (const KvLayerGroup& g : kv.groups) {
        ordered_json item;
        item["kind"] = toString(g.kind);
        item["layers"] = g.layers;
        if (g.kind == LayerKind::Linear) {
            item["state_bytes_per_layer"] = g.stateBytesPerLayer.count();
            item["state_bytes_per_layer_per_rank"] = g.stateBytesPerLayerPerRank.count();
        } else {
            item["kv_heads_per_rank"] = g.kvHeadsPerRank;
            item["replicated"] = g.replicated;
            item["head_dim"] = g.headDim;
            if (!isLatentKind(g.kind))
                item["head_dim_v"] = g.headDimV;
            if (g.kind == LayerKind::Dsa) {
                item["index_head_dim"] = g.indexHeadDim;
                item["latent_bytes_per_token_per_layer"] = g.latentBytesPerTokenPerLayer.count();
                item["indexer_bytes_per_token_per_layer"] = g.indexerBytesPerTokenPerLayer.count();
            }
            if (g.kind == LayerKind::Msa) {
                item["index_head_dim"] = g.indexHeadDim;
                item["index_dtype"] = toString(g.indexDtype);
                item["indexer_bytes_per_token_per_layer"] = g.indexerBytesPerTokenPerLayer.count();
            }
            if (g.kind == LayerKind::Sliding || g.kind == LayerKind::CompressedMla)
                item["window"] = g.window;
            if (g.kind == LayerKind::CompressedMla) {
                item["compress_ratio"] = g.compressRatio;
                item["qk_rope_head_dim"] = g.qkRopeHeadDim;
                item["index_head_dim"] = g.indexHeadDim;
                item["entry_bytes"] = g.entryBytes.count();
                item["compressed_page_bytes"] = g.compressedPageBytes.count();
                item["indexer_page_bytes"] = g.indexerPageBytes.count();
                item["window_page_bytes"] = g.windowPageBytes.count();
                item["state_page_bytes"] = g.statePageBytes.count();
                item["indexer_state_page_bytes"] = g.indexerStatePageBytes.count();
            }
            item["bytes_per_token_per_layer_per_rank"] = g.bytesPerTokenPerLayerPerRank.count();
        }
        list.push_back(std::move(item));
    }
    return list;
}

ordered_json engineJson(const EngineCapacity& e)
{
    ordered_json out;
    out["capacity_model"] = toString(e.model);
    out["supported"] = e.supported;
    out["group_size"] = e.groupSize;
    out["groups"] = e.groupCount;
    out["padding_layers"] = e.paddingLayers;
    out["page_bytes"] = e.pageBytes.count();
    out["block_bytes"] = e.blockBytes.count();
    out["attention_block_tokens"] = e.attentionBlockTokens;
    out["blocks_per_conversation"] = e.blocksPerRequest;
    ordered_json specs = ordered_json::array();
    for (const EngineKvSpec& spec : e.specs) {
        ordered_json item;
        item["kind"] = toString(spec.kind);
        item["layers"] = spec.layers;
        item["groups"] = spec.groups;
        item["padding_layers"] = spec.paddingLayers;
        item["block_tokens"] = spec.blockTokens;
        item["blocks_per_conversation"] = spec.blocksPerRequest;
        specs.push_back(std::move(item));
    }
    out["specs"] = std::move(specs);
    return out;
}

ordered_json memoryJson(const Scenario& scenario, const SizingResult& r)
{
    ordered_json mem;
    mem["platform"] = scenario.host.platform;
    mem["gpu_memory_gb"] = gb1(r.memory.gpuMemoryMarketed);
    mem["baseline_gb"] = gb1(r.memory.baseline);
    mem["reserve_gb"] = gb1(r.memory.reserve);
    mem["fits_one_node"] = r.nodes.fitsOneNode;
    mem["nodes"] = r.memory.nodes;
    mem["layout_found"] = r.memory.fits;
    mem["sockets_count"] = scenario.host.sockets;
    mem["channels_per_socket"] = scenario.host.channelsPerSocket;
    mem["dimms_per_channel"] = r.memory.dimmsPerChannel;
    mem["dimms_per_socket"] = r.memory.dimmsPerSocket;
    mem["speed_mts_1dpc"] = r.memory.memorySpeedMtsAt1Dpc;
    mem["per_socket_need_gb"] = gb1(r.memory.perSocketNeed);
    mem["largest_node_memory_gb"] = gb1(r.memory.largestNodeMemory);
    mem["baseline_layout_dimm_size_gb"] = r.memory.baselineDimmSizeGB;
    mem["baseline_layout_total_gb"] = gb1(r.memory.baselineTotal);
    mem["baseline_layout_free_beside_buffer_gb"] = gb1(r.memory.baselineFreeBesideBuffer);
    mem["sockets"] = socketsJson(r.memory);
    mem["instances"] = instancesJson(r.memory);
    mem["pcie_lanes_needed"] = r.memory.pcieLanesNeeded;
    mem["pcie_lanes_available"] = r.memory.pcieLanesAvailable;
    return mem;
}

ordered_json pcieJson(const PcieReload& p)
{
    ordered_json pcie;
    pcie["generation"] = p.generation;
    pcie["nominal_gbps"] = roundTo(p.nominalGBps, 1);
    pcie["transfer_bytes"] = p.transferBytes.count();
    pcie["peak_share"] = roundTo(p.peakShare, 3);
    pcie["efficiency"] = roundTo(p.efficiency, 3);
    pcie["effective_gbps"] = roundTo(p.effectiveGBps, 1);
    pcie["reload_ms_per_conversation_nominal"] = ms1(p.reloadSecondsNominal);
    pcie["pinned_allocation_s_per_instance"] = roundTo(p.pinnedAllocationSecondsPerInstance, 1);
    return pcie;
}

ordered_json nvmeJson(const NvmeTier& n)
{
    ordered_json nvme;
    nvme["enabled"] = n.enabled;
    nvme["writes_bytes_per_day"] = n.writesPerDay.count();
    nvme["capacity_needed_tb"] = tb2(n.capacityNeeded);
    nvme["capacity_installed_tb"] = tb2(n.capacityInstalled);
    nvme["endurance_tb_per_day"] = tb2(n.enduranceBudgetPerDay);
    nvme["rated_lifetime_writes_tb"] = tb2(n.ratedLifetimeWrites);
    nvme["read_gbps"] = roundTo(n.readGBps, 1);
    nvme["new_conversations_per_day"] = n.newConversationsPerDay;
    nvme["drives_for_warranty"] = n.drivesForWarranty;
    nvme["dwpd_for_warranty"] = roundTo(n.dwpdForWarranty, 3);
    return nvme;
}

// §11: the chassis, the node's power part by part, and the racks. Null figures when no chassis
// holds the build (an error says why).
ordered_json chassisJson(const ChassisPlan& c)
{
    ordered_json out;
    out["found"] = c.found;
    out["pinned"] = c.pinned;
    out["id"] = c.id;
    out["model"] = c.found ? ordered_json(c.model) : ordered_json(nullptr);
    out["gpu_form"] = c.gpuForm;
    out["gpu_positions"] = c.gpuPositions;
    out["baseboards"] = c.baseboards;
    out["dimm_slots_per_socket"] = c.dimmSlotsPerSocket;
    out["max_dimms_per_channel"] = c.maxDimmsPerChannel;
    out["nvme_bays"] = c.nvmeBays;
    out["psu_bays"] = c.psuBays;
    out["cooling"] = c.cooling;
    out["nvlink_island_gpus"] = c.nvlinkIslandGpus;
    out["nvlink_islands"] = c.nvlinkIslands;
    out["nvlink_bridges"] = c.nvlinkBridges;
    out["platform_matches"] = c.platformMatches;
    out["candidates"] = c.candidates;
    out["source"] = c.source;
    return out;
}

ordered_json powerJson(const PowerPlan& p)
{
    const bool known = !p.parts.empty();
    const auto watts = [&](double w) {
        return known ? ordered_json(std::llround(w)) : ordered_json(nullptr);
    };
    ordered_json out;
    out["dc_w"] = watts(p.dcW);
    out["psu_redundancy"] =
        p.psuRedundancy.empty() ? ordered_json(nullptr) : ordered_json(p.psuRedundancy);
    out["psu_needed"] = p.psuNeeded;
    out["feed_voltage"] = p.feedVoltage;
    out["btu_per_hour"] = watts(p.btuPerHour);
    out["airflow_cfm"] = watts(p.airflowCfm);
    out["airflow_m3h"] = watts(p.airflowM3h);
    ordered_json parts = ordered_json::array();
    for (const PowerPart& part : p.parts)
        parts.push_back({{"kind", part.kind},
                         {"part", part.part},
                         {"count", part.count},
                         {"watts_each", roundTo(part.wattsEach, 1)},
                         {"watts", roundTo(part.watts, 1)},
                         {"source", part.source},
                         {"unconfirmed", part.unconfirmed}});
    out["parts"] = parts;
    return out;
}

ordered_json rackJson(const RackPlan& k)
{
    ordered_json out;
    out["rack_kw"] = number(k.rackKw);
    out["rack_units"] = k.rackUnits;
    out["cooling"] = k.cooling;
    out["nodes_by_power"] = k.nodesByPower;
    out["nodes_by_space"] = k.nodesBySpace;
    out["nodes_in_rack"] = k.nodesInRack;
    return out;
}

// What it costs to run: its inputs; its figures follow from the table (figures.cpp).
ordered_json costJson(const RunCostPlan& c)
{
    ordered_json out = ordered_json::object();
    out["hours_per_year"] = number(c.hoursPerYear);
    out["price_per_kwh"] = number(c.pricePerKwh);
    out["price_is_default"] = c.priceIsDefault;
    return out;
}

ordered_json formulasJson(const std::vector<Derivation>& derivations)
{
    ordered_json formulas = ordered_json::array();
    for (const Derivation& d : derivations) {
        ordered_json item;
        item["figure"] = d.figure;
        item["formula"] = d.formula;
        ordered_json inputs = ordered_json::object();
        for (const DerivationInput& in : d.inputs)
            inputs[in.name] = {{"value", in.value}, {"unit", in.unit}, {"from", in.key}};
        item["inputs"] = std::move(inputs);
        item["value"] = finiteOrNull(d.value);
        item["unit"] = d.unit;
        item["rule"] = d.rule;
        formulas.push_back(std::move(item));
    }
    return formulas;
}

// The figures of the table (kvplan/figures.h) that have a place in the report, each written
// after the key its row names (Figure::after), in the table's order. Every other key of the
// report is written above; an object is rebuilt once with its figures in their places.
class FigurePlacer {
public:
    FigurePlacer(const Scenario& scenario, const SizingResult& result)
        : scenario_(scenario), result_(result)
    {
    }

    void place(ordered_json& report)
    {
        std::map<std::string, std::vector<const Figure*>> byObject; // "nvme" → its figures
        for (const Figure& f : allFigures())
            if (f.after && f.value) {
                const std::string key = f.key;
                const auto dot = key.rfind('.');
                byObject[dot == std::string::npos ? "" : key.substr(0, dot)].push_back(&f);
            }
        for (auto& [path, figures] : byObject) {
            std::string pointer = path.empty() ? "" : "/" + path;
            for (char& c : pointer)
                c = c == '.' ? '/' : c;
            ordered_json& object = report[ordered_json::json_pointer(pointer)];
            if (object.is_object())
                object = rebuilt(std::move(object), figures);
        }
    }

private:
    ordered_json rebuilt(ordered_json object, const std::vector<const Figure*>& figures) const
    {
        ordered_json out = ordered_json::object();
        std::vector<bool> written(figures.size(), false);
        placeAfter("", out, figures, written);
        for (auto& item : object.items()) {
            out[item.key()] = std::move(item.value());
            placeAfter(item.key(), out, figures, written);
        }
        for (std::size_t i = 0; i < figures.size(); ++i) // a key not in the report: at the end
            if (!written[i])
                out[leaf(*figures[i])] = figures[i]->value(scenario_, result_);
        return out;
    }

    void placeAfter(const std::string& key, ordered_json& out,
                    const std::vector<const Figure*>& figures, std::vector<bool>& written) const
    {
        for (std::size_t i = 0; i < figures.size(); ++i)
            if (!written[i] && key == figures[i]->after) {
                written[i] = true;
                out[leaf(*figures[i])] = figures[i]->value(scenario_, result_);
                placeAfter(leaf(*figures[i]), out, figures, written);
            }
    }

    static std::string leaf(const Figure& f)
    {
        const std::string key = f.key;
        return key.substr(key.rfind('.') + 1);
    }

    const Scenario& scenario_;
    const SizingResult& result_;
};

} // namespace

ordered_json reportToJson(const Scenario& scenario, const SizingResult& r)
{
    ordered_json out;
    out["report_version"] = kReportSchemaVersion;
    out["scenario_name"] = scenario.name;
    out["kv_bytes_per_token_per_rank"] = r.kv.bytesPerTokenPerRank.count();
    out["kv_heads_per_rank"] = r.kv.kvHeadsPerRank;
    out["conversation_bytes"] = r.kv.conversationBytes.count();
    out["kv_sliding_bytes_per_conversation"] = r.kv.slidingBytesPerConversation.count();
    out["kv_state_bytes_per_conversation"] = r.kv.stateBytesPerConversation.count();
    out["kv_layers"] = kvLayersJson(r.kv);

    ordered_json& gpu = out["gpu"];
    gpu["instances"] = r.users.instances;
    gpu["usable_gib_per_card"] = gib2(r.gpu.usablePerCard);
    gpu["weights_gib_per_card"] = gib2(r.gpu.weightsPerCard);
    gpu["overhead_gib_per_card"] = gib2(r.gpu.overheadPerCard);
    gpu["headroom_gib_per_card"] = gib2(r.gpu.headroomPerCard);
    gpu["kv_cache_bytes_per_card"] = r.gpu.kvCacheBytesPerCard.count();
    gpu["kv_budget_given_directly"] = r.gpu.budgetGivenDirectly;
    gpu["kv_blocks_per_instance"] = r.gpu.kvBlocksPerInstance;
    gpu["kv_tokens_per_instance"] = r.gpu.kvTokensPerInstance;
    gpu["conversations_per_instance"] = r.gpu.conversationsPerInstance;
    gpu["max_concurrency"] = roundTo(r.gpu.maxConcurrency, 2);
    gpu["reserve_bytes_per_conversation_per_rank"] = r.gpu.reservePerConversationPerRank.count();
    gpu["engine"] = engineJson(r.engine);

    ordered_json& users = out["users"];
    users["total"] = scenario.workload.users;
    users["per_instance"] = r.users.usersPerInstance;
    users["resident_on_gpu"] = r.users.residentOnGpu;
    users["warm_on_cpu"] = r.users.warmOnCpu;
    users["not_warm"] = r.users.notWarm;

    ordered_json& cpu = out["cpu_tier"];
    cpu["enabled"] = scenario.offload.enabled;
    cpu["total_bytes"] = r.cpuTier.totalBytes.count();
    cpu["total_gb"] = gb1(r.cpuTier.totalBytes);
    cpu["per_instance_bytes"] = r.cpuTier.perInstanceBytes.count();
    cpu["pinned_total_bytes"] = r.cpuTier.pinnedTotal.count();
    cpu["larger_than_gpu_cache"] = r.cpuTier.largerThanGpuCache;
    cpu["storage"] = toString(r.cpuTier.storage);
    cpu["copies_reason"] = toString(r.cpuTier.copiesReason);
    cpu["blocks_per_conversation"] = r.cpuTier.blocksPerConversation;
    cpu["tokens_per_block"] = r.cpuTier.tokensPerBlock;
    cpu["conversation_bytes"] = r.cpuTier.conversationBytes.count();

    out["memory"] = memoryJson(scenario, r);

    ordered_json& nodes = out["nodes"];
    nodes["chosen_automatically"] = r.nodes.chosenAutomatically;
    nodes["users_per_node"] = r.users.usersPerNode;
    nodes["instances_total"] = r.users.instancesTotal;
    nodes["required_one_node_gb"] = gb1(r.nodes.requiredOneNode);
    nodes["conversations_on_gpus_total"] = r.nodes.conversationsOnGpusTotal;
    nodes["cpu_tier_total_bytes"] = r.nodes.cpuTierTotal.count();
    nodes["memory_total_gb"] = gb1(r.nodes.memoryTotal);
    nodes["nvme_writes_bytes_per_day_total"] = r.nodes.nvmeWritesPerDayTotal.count();

    out["pcie"] = pcieJson(r.pcie);

    out["nvme"] = nvmeJson(r.nvme);

    out["chassis"] = chassisJson(r.chassis);
    out["power"] = powerJson(r.power);
    out["rack"] = rackJson(r.rack);

    out["latency"] = latencyJson(r.latency);
    out["hit_rates"] = hitRatesJson(scenario, r.hitRates);
    out["load"] = loadJson(r.load);
    out["cost"] = costJson(r.runCost);

    out["warnings"] = diagnosticsJson(r.diagnostics);

    out["formulas"] = formulasJson(r.derivations);
    FigurePlacer(scenario, r).place(out);
    return out;
}

} // namespace kvp
