// SPDX-License-Identifier: GPL-3.0-or-later
#include "kvplan/validation.h"

#include "kvplan/engine_releases.h"
#include "kvplan/money.h"
#include "kvplan/quote.h"
#include "kvplan/text.h"

#include <cmath>
#include <cstdio>

namespace kvp {

namespace {

std::string groupThousands(std::uint64_t value)
{
    const std::string digits = std::to_string(value);
    std::string text;
    for (std::size_t i = 0; i < digits.size(); ++i) {
        if (i != 0 && (digits.size() - i) % 3 == 0)
            text += ',';
        text += digits[i];
    }
    return text;
}

std::string realText(double value)
{
    char buffer[64];
    std::snprintf(buffer, sizeof buffer, "%g", value);
    return buffer;
}

class Checker {
public:
    void count(const std::string& key, std::uint64_t value, std::uint64_t min, std::uint64_t max)
    {
        if (value < min || value > max)
            errors.push_back({key, "must be a whole number from " + groupThousands(min) + " to " +
                                       groupThousands(max) + " (got " + groupThousands(value) +
                                       ")"});
    }

    // Real numbers in [min, max], or (min, max] when minExclusive.
    void real(const std::string& key, double value, double min, double max,
              bool minExclusive = false)
    {
        const bool below = minExclusive ? !(value > min) : !(value >= min);
        if (!std::isfinite(value) || below || value > max) {
            const std::string range = minExclusive
                                          ? "greater than " + realText(min) + " and at most "
                                          : "from " + realText(min) + " to ";
            errors.push_back({key, "must be a number " + range + realText(max) + " (got " +
                                       realText(value) + ")"});
        }
    }

    // Every text ends up in a report, a script or a file name: bounded, valid UTF-8 (what the
    // JSON files and reports are written in) and on one line.
    // Lengths are in characters (Unicode code points), as the docs state: "Müller" is 6, not 7.
    void text(const std::string& key, const std::string& value, std::size_t maxLength,
              bool allowEmpty)
    {
        if (!isValidUtf8(value))
            errors.push_back({key, "must be valid UTF-8 text"});
        else if ((!allowEmpty && value.empty()) || characterCount(value) > maxLength)
            errors.push_back({key, allowEmpty ? "must be at most " + std::to_string(maxLength) +
                                                    " characters long"
                                              : "must be a non-empty text of at most " +
                                                    std::to_string(maxLength) + " characters"});
        else
            printable(key, value);
    }

    // Text of several lines (quote notes): the length and valid UTF-8; the caller says which
    // control characters it takes.
    void multiLineText(const std::string& key, const std::string& value, std::size_t maxLength)
    {
        if (!isValidUtf8(value))
            errors.push_back({key, "must be valid UTF-8 text"});
        else if (characterCount(value) > maxLength)
            errors.push_back(
                {key, "must be at most " + std::to_string(maxLength) + " characters long"});
    }

    // Text that goes into launch commands and script comments: no control characters.
    void printable(const std::string& key, const std::string& value)
    {
        for (unsigned char c : value)
            if (c < 0x20 || c == 0x7f) {
                errors.push_back({key, "must not contain control characters (tabs, line breaks)"});
                return;
            }
    }

    void fail(const std::string& key, std::string problem)
    {
        errors.push_back({key, std::move(problem)});
    }

    std::vector<FieldError> errors;
};

void validateEngine(Checker& c, const Scenario& s)
{
    const EngineSpec& e = s.engine;
    if (e.vllmVersion && !parseReleaseVersion(*e.vllmVersion))
        c.fail("engine.vllm_version",
               "must be a release number such as \"0.22.1\" or null (got \"" +
                   oneLine(*e.vllmVersion, 40) + "\")");
    else if (e.vllmVersion)
        c.text("engine.vllm_version", *e.vllmVersion, 100, false);
    if (e.modelPath)
        c.text("engine.model_path", *e.modelPath, 4096, false);
    if (e.servedModelName)
        c.text("engine.served_model_name", *e.servedModelName, 300, false);
    if (e.host.find_first_of(" \t\r\n") != std::string::npos)
        c.fail("engine.host", "must be a host name or address without spaces");
    else
        c.text("engine.host", e.host, 255, false);
    // Every instance (and every LMCache server, one per socket) needs a port of its own.
    // Only from counts in range: 2^64 − 1 GPUs must not wrap 65,536 − instances around.
    const std::uint64_t tp = s.serving.tensorParallel;
    const std::uint64_t instances =
        tp >= 1 && tp <= s.gpu.count && s.gpu.count <= 1024 ? s.gpu.count / tp : 1;
    c.count("engine.port_base", e.portBase, 1, instances >= 1 ? 65'536 - instances : 65'535);
    c.count("engine.lmcache_port_base", e.lmcachePortBase, 1,
            s.host.sockets >= 1 && s.host.sockets <= 16 ? 65'536 - s.host.sockets : 65'535);
    c.count("engine.sglang_page_size", e.sglangPageSize, 1, 4096);
}

void validateTraffic(Checker& c, const TrafficSpec& t)
{
    c.text("traffic.preset", t.preset, 100, true);
    c.real("traffic.conversations_per_user_per_day", t.conversationsPerUserPerDay, 0.0, 10'000.0,
           true);
    c.count("traffic.turns_per_conversation", t.turnsPerConversation, 1, 100'000);
    c.real("traffic.think_time_s", t.thinkTimeSeconds, 0.0, 1e6);
    c.real("traffic.returning_share", t.returningShare, 0.0, 1.0);
    c.count("traffic.tokens_per_turn", t.tokensPerTurn, 1, 100'000'000);
    c.count("traffic.shared_prefix_tokens", t.sharedPrefixTokens, 0, 100'000'000);
    c.real("traffic.active_hours_per_day", t.activeHoursPerDay, 0.0, 24.0, true);
}

void validateQuote(Checker& c, const QuoteSpec& q)
{
    const std::pair<const char*, const std::string*> lines[] = {
        {"quote.customer", &q.customer},
        {"quote.contact", &q.contact},
        {"quote.project", &q.project},
        {"quote.number", &q.number},
        {"quote.sales_contact", &q.salesContact}};
    for (const auto& [key, text] : lines)
        c.text(key, *text, 300, true); // one line: no control characters
    c.multiLineText("quote.notes", q.notes, 4000);
    for (unsigned char ch : q.notes)
        if ((ch < 0x20 && ch != '\n') || ch == 0x7f) {
            c.fail("quote.notes", "must not contain control characters other than line breaks");
            break;
        }
    if (!q.date.empty() && !isIsoDate(q.date))
        c.fail("quote.date", "must be a date written YYYY-MM-DD, such as \"2025-06-30\", or "
                             "left out for the day of export (got \"" +
                                 q.date.substr(0, 40) + "\")");
    if (q.validityDays)
        c.count("quote.validity_days", *q.validityDays, 1, 3650);
    if (q.discountPercent && !basisPointsFromPercent(*q.discountPercent))
        c.fail("quote.discount_percent", "must be a percentage from 0 to 100 with at most two "
                                         "decimals (got " +
                                             realText(*q.discountPercent) + ")");
    c.count("quote.warranty_years", q.warrantyYears, 0, 10);
}

const char* kindWord(LayerKind kind)
{
    switch (kind) {
    case LayerKind::Full:
        return "full";
    case LayerKind::Sliding:
        return "sliding";
    case LayerKind::Mla:
        return "mla";
    case LayerKind::Linear:
        return "linear";
    }
    return "full";
}

void checkModel(Checker& c, const ModelSpec& m, const std::string& prefix)
{
    const auto key = [&](const char* name) {
        return prefix + "." + name;
    };
    c.text(key("name"), m.name, 300, false);
    c.count(key("num_layers"), m.numLayers, 1, 10'000);
    c.count(key("num_kv_heads"), m.numKvHeads, 1, 4096);
    c.count(key("head_dim"), m.headDim, 1, 16'384);
    if (m.headDimV)
        c.count(key("head_dim_v"), *m.headDimV, 1, 16'384);
    c.real(key("weights_gib"), m.weightsGiB, 0.0, 1e6);
    c.real(key("checkpoint_gb"), m.checkpointGB, 0.0, 1e7);
    if (m.paramsTotalB)
        c.real(key("params_total_b"), *m.paramsTotalB, 0.0, 1e5, true);
    if (m.paramsActiveB) {
        c.real(key("params_active_b"), *m.paramsActiveB, 0.0, 1e5, true);
        if (m.paramsTotalB && *m.paramsActiveB > *m.paramsTotalB)
            c.fail(key("params_active_b"), "must not exceed params_total_b");
    }
    if (m.numAttentionHeads)
        c.count(key("num_attention_heads"), *m.numAttentionHeads, 1, 65'536);
    if (!m.weightsDtype.empty() && !isKnownWeightsDtype(m.weightsDtype))
        c.fail(key("weights_dtype"), "must be one of fp32, bf16, fp16, fp8, int8, int4, mxfp4, "
                                     "nvfp4 (got \"" +
                                         m.weightsDtype + "\")");
    c.text(key("source"), m.source, 2000, true);

    std::uint64_t total = 0;
    for (std::size_t i = 0; i < m.layers.size(); ++i) {
        const LayerGroup& g = m.layers[i];
        const std::string item = key("layers") + "[" + std::to_string(i) + "]";
        const auto sub = [&](const char* name) {
            return item + "." + name;
        };
        c.count(sub("count"), g.count, 1, 10'000);
        if (g.count <= 10'000) // a count out of range is its own error; the sum must not wrap
            total += g.count;
        const bool attention = g.kind == LayerKind::Full || g.kind == LayerKind::Sliding;
        const auto onlyFor = [&](const char* name, bool allowed, const char* kinds) {
            if (!allowed)
                c.fail(sub(name), std::string("applies to ") + kinds +
                                      " layers only (this group is \"" + kindWord(g.kind) + "\")");
        };
        if (g.window)
            onlyFor("window", g.kind == LayerKind::Sliding, "sliding");
        if (g.numKvHeads)
            onlyFor("num_kv_heads", attention, "full and sliding");
        if (g.headDim)
            onlyFor("head_dim", attention, "full and sliding");
        if (g.headDimV)
            onlyFor("head_dim_v", attention, "full and sliding");
        if (g.kvLoraRank)
            onlyFor("kv_lora_rank", g.kind == LayerKind::Mla, "mla");
        if (g.qkRopeHeadDim)
            onlyFor("qk_rope_head_dim", g.kind == LayerKind::Mla, "mla");
        if (g.stateBytes)
            onlyFor("state_bytes", g.kind == LayerKind::Linear, "linear");

        if (g.kind == LayerKind::Sliding) {
            if (!g.window)
                c.fail(sub("window"), "missing (sliding layers need their window in tokens)");
            else
                c.count(sub("window"), *g.window, 1, 100'000'000);
        }
        if (attention) {
            if (g.numKvHeads)
                c.count(sub("num_kv_heads"), *g.numKvHeads, 1, 4096);
            if (g.headDim)
                c.count(sub("head_dim"), *g.headDim, 1, 16'384);
            if (g.headDimV)
                c.count(sub("head_dim_v"), *g.headDimV, 1, 16'384);
        }
        if (g.kind == LayerKind::Mla) {
            if (!g.kvLoraRank)
                c.fail(sub("kv_lora_rank"), "missing (MLA layers need kv_lora_rank)");
            else
                c.count(sub("kv_lora_rank"), *g.kvLoraRank, 1, 65'536);
            if (!g.qkRopeHeadDim)
                c.fail(sub("qk_rope_head_dim"), "missing (MLA layers need qk_rope_head_dim)");
            else
                c.count(sub("qk_rope_head_dim"), *g.qkRopeHeadDim, 0, 65'536);
        }
        if (g.kind == LayerKind::Linear) {
            if (!g.stateBytes)
                c.fail(sub("state_bytes"),
                       "missing (linear-attention / Mamba layers need their state in bytes)");
            else
                c.count(sub("state_bytes"), *g.stateBytes, 1, 1'000'000'000'000ULL);
        }
    }
    if (!m.layers.empty() && total != m.numLayers)
        c.fail(key("layers"), "the groups' counts add up to " + std::to_string(total) +
                                  ", not num_layers " + std::to_string(m.numLayers));
}

} // namespace

std::vector<FieldError> validateModel(const ModelSpec& model, const std::string& prefix)
{
    Checker c;
    checkModel(c, model, prefix);
    return c.errors;
}

std::vector<FieldError> validate(const Scenario& s)
{
    Checker c;
    c.text("name", s.name, 1000, true);

    checkModel(c, s.model, "model");

    c.text("gpu.name", s.gpu.name, 300, false);
    c.text("gpu.catalog_id", s.gpu.catalogId, 100, true);
    c.real("gpu.memory_reported_gib", s.gpu.memoryReportedGiB, 0.0, 100'000.0, true);
    c.real("gpu.memory_marketed_gb", s.gpu.memoryMarketedGB, 0.0, 100'000.0, true);
    c.count("gpu.count", s.gpu.count, 1, 1024);
    for (const auto& [key, value] : {std::pair{"gpu.dense_tflops_bf16", s.gpu.denseTflopsBf16},
                                     std::pair{"gpu.dense_tflops_fp8", s.gpu.denseTflopsFp8},
                                     std::pair{"gpu.dense_tflops_fp4", s.gpu.denseTflopsFp4}})
        if (value)
            c.real(key, *value, 0.0, 1e6, true);
    if (s.gpu.memoryBandwidthTBps)
        c.real("gpu.memory_bandwidth_tbps", *s.gpu.memoryBandwidthTBps, 0.0, 1000.0, true);
    c.count("gpu.pcie_gen", s.gpu.pcieGen, 3, 7);
    if (s.gpu.pcieLanes != 1 && s.gpu.pcieLanes != 2 && s.gpu.pcieLanes != 4 &&
        s.gpu.pcieLanes != 8 && s.gpu.pcieLanes != 16)
        c.fail("gpu.pcie_lanes",
               "must be 1, 2, 4, 8 or 16 (got " + std::to_string(s.gpu.pcieLanes) + ")");

    const ServingSpec& sv = s.serving;
    c.count("serving.tensor_parallel", sv.tensorParallel, 1, 1024);
    c.real("serving.gpu_memory_utilization", sv.gpuMemoryUtilization, 0.0, 1.0, true);
    c.real("serving.overhead_gib", sv.overheadGiB, 0.0, 10'000.0);
    if (sv.kvCacheMemoryGiB)
        c.real("serving.kv_cache_memory_gib", *sv.kvCacheMemoryGiB, 0.0, s.gpu.memoryReportedGiB,
               true);
    c.count("serving.block_size_tokens", sv.blockSizeTokens, 1, 65'536);
    if (sv.prefillMfu)
        c.real("serving.prefill_mfu", *sv.prefillMfu, 0.0, 1.0, true);
    if (sv.maxNumBatchedTokens)
        c.count("serving.max_num_batched_tokens", *sv.maxNumBatchedTokens, 1, 100'000'000);
    if (sv.tensorParallel >= 1 && s.gpu.count >= 1) {
        if (sv.tensorParallel > s.gpu.count)
            c.fail("serving.tensor_parallel",
                   "must not exceed the GPUs per node (" + std::to_string(sv.tensorParallel) +
                       " > gpu.count " + std::to_string(s.gpu.count) + ")");
        else if (s.gpu.count % sv.tensorParallel != 0)
            c.fail("serving.tensor_parallel",
                   "must divide the GPUs per node into whole instances (gpu.count " +
                       std::to_string(s.gpu.count) + " is not a multiple of " +
                       std::to_string(sv.tensorParallel) + ")");
        // Every attention group's heads are split over the ranks, or replicated on them.
        for (const LayerGroup& g : effectiveLayers(s.model)) {
            if (g.kind != LayerKind::Full && g.kind != LayerKind::Sliding)
                continue;
            const std::uint64_t heads = g.numKvHeads.value_or(s.model.numKvHeads);
            if (heads >= 1 && heads % sv.tensorParallel != 0 && sv.tensorParallel % heads != 0) {
                c.fail("serving.tensor_parallel", "must divide the model's " +
                                                      std::to_string(heads) +
                                                      " KV heads, or be a multiple of them (got " +
                                                      std::to_string(sv.tensorParallel) + ")");
                break;
            }
        }
    }

    c.count("workload.users", s.workload.users, 1, 100'000'000);
    c.count("workload.context_tokens", s.workload.contextTokens, 1, 100'000'000);
    c.count("workload.new_conversations_per_day", s.workload.newConversationsPerDay, 0,
            1'000'000'000);

    if (s.offload.cpuTierGiBPerInstance)
        c.real("offload.cpu_tier_gib_per_instance", *s.offload.cpuTierGiBPerInstance, 0.0, 1e7,
               true);
    c.real("offload.engine_host_memory_factor", s.offload.engineHostMemoryFactor, 1.0, 10.0);

    const HostSpec& h = s.host;
    c.text("host.platform", h.platform, 300, true);
    c.count("host.sockets", h.sockets, 1, 16);
    c.count("host.channels_per_socket", h.channelsPerSocket, 1, 64);
    c.count("host.max_dimms_per_channel", h.maxDimmsPerChannel, 1, 2);
    c.count("host.memory_mts_1dpc", h.memoryMtsAt1Dpc, 800, 20'000);
    c.count("host.memory_mts_2dpc", h.memoryMtsAt2Dpc, 800, 20'000);
    if (h.dimmSizesGB.empty() || h.dimmSizesGB.size() > 32)
        c.fail("host.dimm_sizes_gb", "must list from 1 to 32 DIMM sizes");
    for (std::uint64_t size : h.dimmSizesGB)
        if (size < 1 || size > 4096) {
            c.fail("host.dimm_sizes_gb",
                   "every DIMM size must be from 1 to 4,096 GB (got " + std::to_string(size) + ")");
            break;
        }
    c.real("host.baseline_multiple", h.baselineMultiple, 0.0, 100.0);
    c.real("host.reserve_multiple", h.reserveMultiple, 0.0, 100.0);
    c.real("host.reserve_os_gb", h.reserveOsGB, 0.0, 1e6);
    c.real("host.reserve_containers_gb", h.reserveContainersGB, 0.0, 1e6);
    c.real("host.reserve_rag_index_gb", h.reserveRagIndexGB, 0.0, 1e6);
    if (h.reservePageCacheGB)
        c.real("host.reserve_page_cache_gb", *h.reservePageCacheGB, 0.0, 1e6);
    c.text("host.platform_id", h.platformId, 100, true);
    c.count("host.pcie_gen", h.pcieGen, 3, 7);
    c.count("host.pcie_lanes", h.pcieLanes, 0, 4096);
    if (!h.gpuSockets.empty()) {
        if (h.gpuSockets.size() != s.gpu.count)
            c.fail("host.gpu_sockets", "must list one socket per GPU (" +
                                           std::to_string(h.gpuSockets.size()) +
                                           " listed, gpu.count " + std::to_string(s.gpu.count) +
                                           "), or be empty to split the cards evenly");
        for (std::uint64_t socket : h.gpuSockets)
            if (socket >= h.sockets) {
                c.fail("host.gpu_sockets", "every socket must be from 0 to host.sockets − 1 = " +
                                               std::to_string(h.sockets - 1) + " (got " +
                                               std::to_string(socket) + ")");
                break;
            }
    }
    if (h.nodes)
        c.count("host.nodes", *h.nodes, 1, 100'000);

    const NvmeSpec& n = s.nvme;
    c.text("nvme.drive", n.drive, 300, true);
    c.count("nvme.drives_per_node", n.drivesPerNode, n.enabled ? 1 : 0, 64);
    // Lower bounds above zero: a drive of 10^-300 TB rounds to no bytes, and the endurance
    // share and reload time would divide by it (∞ or NaN in a report).
    c.real("nvme.capacity_tb", n.capacityTB, 0.01, 1000.0);
    c.real("nvme.dwpd", n.dwpd, 0.01, 100.0);
    c.real("nvme.warranty_years", n.warrantyYears, 0.0, 30.0, true);
    c.real("nvme.read_gbps", n.readGBps, 0.01, 1000.0);
    c.real("nvme.write_amplification", n.writeAmplification, 1.0, 100.0);
    c.real("nvme.retention_days", n.retentionDays, 0.0, 3650.0);
    c.text("nvme.root_dir", n.rootDir, 4096, !n.enabled);
    c.text("nvme.drive_id", n.driveId, 100, true);

    validateEngine(c, s);
    if (s.traffic)
        validateTraffic(c, *s.traffic);
    validateQuote(c, s.quote);
    return c.errors;
}

} // namespace kvp
