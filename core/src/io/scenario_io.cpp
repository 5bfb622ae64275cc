// SPDX-License-Identifier: GPL-3.0-or-later
#include "kvplan/scenario_io.h"

#include "io/json_type_name.h"
#include "kvplan/engine_registry.h"
#include "kvplan/text.h"
#include "kvplan/validation.h"

#include <algorithm>
#include <cctype>
#include <cmath>
#include <functional>
#include <limits>
#include <set>
#include <vector>

namespace kvp {

using nlohmann::json;
using nlohmann::ordered_json;

namespace {

// What an error message carries of a key or a problem: one line of valid UTF-8, short enough for
// a terminal or a dialog however long the hostile key or value was.
constexpr std::size_t kMaxKeyInMessage = 120;
constexpr std::size_t kMaxProblemInMessage = 400;

std::string messageOf(const std::string& key, const std::string& problem)
{
    const std::string cleanProblem = oneLine(problem, kMaxProblemInMessage);
    return key.empty() ? cleanProblem : oneLine(key, kMaxKeyInMessage) + ": " + cleanProblem;
}

} // namespace

ScenarioError::ScenarioError(std::string key, std::string problem)
    : std::runtime_error(messageOf(key, problem)), key_(toValidUtf8(key)),
      problem_(oneLine(problem, kMaxProblemInMessage))
{
}

namespace {

// Strings set through the API or --set may hold ill-formed UTF-8, which nlohmann's dump() refuses
// with an exception; a message must never fail to be written.
std::string safeDump(const json& value)
{
    return value.dump(-1, ' ', false, json::error_handler_t::replace);
}

std::string shortDump(const json& value)
{
    return oneLine(safeDump(value), 40);
}

[[noreturn]] void wrongType(const std::string& key, const char* expected, const json& value)
{
    throw ScenarioError(key, std::string("must be ") + expected + " (got " +
                                 detail::typeName(value) + " " + shortDump(value) + ")");
}

std::uint64_t readCount(const std::string& key, const json& value)
{
    if (value.is_number_unsigned())
        return value.get<std::uint64_t>();
    if (value.is_number_integer()) {
        // Parsed text gives unsigned numbers; documents built in code may hold signed ones.
        if (value.get<std::int64_t>() >= 0)
            return static_cast<std::uint64_t>(value.get<std::int64_t>());
        throw ScenarioError(key, "must not be negative (got " + value.dump() + ")");
    }
    if (value.is_number_float()) {
        const double real = value.get<double>();
        if (real < 0)
            throw ScenarioError(key, "must not be negative (got " + value.dump() + ")");
        // 18446744073709551616 and beyond do not fit in 64 bits: the parser made them reals.
        if (real >= 18446744073709551616.0)
            throw ScenarioError(key, "is far too large (got " + value.dump() + ")");
        throw ScenarioError(key, "must be a whole number (got " + value.dump() + ")");
    }
    wrongType(key, "a whole number", value);
}

double readReal(const std::string& key, const json& value)
{
    if (!value.is_number())
        wrongType(key, "a number", value);
    return value.get<double>();
}

std::size_t editDistance(const std::string& a, const std::string& b)
{
    std::vector<std::size_t> row(b.size() + 1);
    for (std::size_t j = 0; j <= b.size(); ++j)
        row[j] = j;
    for (std::size_t i = 1; i <= a.size(); ++i) {
        std::size_t diagonal = row[0];
        row[0] = i;
        for (std::size_t j = 1; j <= b.size(); ++j) {
            const std::size_t above = row[j];
            row[j] = std::min({row[j] + 1, row[j - 1] + 1, diagonal + (a[i - 1] != b[j - 1])});
            diagonal = above;
        }
    }
    return row[b.size()];
}

enum class Need { Required, Optional };

// One key of one section: how to read it into the section and write it back.
template <class Section> struct Field {
    const char* key;
    Need need;
    std::function<void(Section&, const std::string& path, const json&)> read;
    std::function<void(const Section&, ordered_json&)> write;
};

template <class Section>
Field<Section> field(const char* key, Need need, std::uint64_t Section::*member)
{
    return {key, need,
            [member](Section& s, const std::string& path, const json& v) {
                s.*member = readCount(path, v);
            },
            [member, key](const Section& s, ordered_json& out) {
                out[key] = s.*member;
            }};
}

template <class Section> Field<Section> field(const char* key, Need need, double Section::*member)
{
    return {key, need,
            [member](Section& s, const std::string& path, const json& v) {
                s.*member = readReal(path, v);
            },
            [member, key](const Section& s, ordered_json& out) {
                out[key] = s.*member;
            }};
}

template <class Section>
Field<Section> field(const char* key, Need need, std::optional<double> Section::*member)
{
    return {key, need,
            [member](Section& s, const std::string& path, const json& v) {
                if (v.is_null())
                    (s.*member).reset();
                else if (v.is_number())
                    s.*member = v.get<double>();
                else
                    wrongType(path, "a number or null", v);
            },
            [member, key](const Section& s, ordered_json& out) {
                if (s.*member)
                    out[key] = *(s.*member);
                else
                    out[key] = nullptr;
            }};
}

template <class Section>
Field<Section> field(const char* key, Need need, std::optional<std::uint64_t> Section::*member)
{
    return {key, need,
            [member](Section& s, const std::string& path, const json& v) {
                if (v.is_null())
                    (s.*member).reset();
                else
                    s.*member = readCount(path, v);
            },
            [member, key](const Section& s, ordered_json& out) {
                if (s.*member)
                    out[key] = *(s.*member);
                else
                    out[key] = nullptr;
            }};
}

template <class Section>
Field<Section> field(const char* key, Need need, std::string Section::*member)
{
    return {key, need,
            [member](Section& s, const std::string& path, const json& v) {
                if (!v.is_string())
                    wrongType(path, "a text", v);
                s.*member = v.get<std::string>();
            },
            [member, key](const Section& s, ordered_json& out) {
                out[key] = s.*member;
            }};
}

template <class Section>
Field<Section> field(const char* key, Need need, std::optional<std::string> Section::*member)
{
    return {key, need,
            [member](Section& s, const std::string& path, const json& v) {
                if (v.is_null())
                    (s.*member).reset();
                else if (v.is_string())
                    s.*member = v.get<std::string>();
                else
                    wrongType(path, "a text or null", v);
            },
            [member, key](const Section& s, ordered_json& out) {
                if (s.*member)
                    out[key] = *(s.*member);
                else
                    out[key] = nullptr;
            }};
}

template <class Section> Field<Section> field(const char* key, Need need, bool Section::*member)
{
    return {key, need,
            [member](Section& s, const std::string& path, const json& v) {
                if (!v.is_boolean())
                    wrongType(path, "true or false", v);
                s.*member = v.get<bool>();
            },
            [member, key](const Section& s, ordered_json& out) {
                out[key] = s.*member;
            }};
}

template <class Section>
Field<Section> field(const char* key, Need need, std::vector<std::uint64_t> Section::*member)
{
    return {key, need,
            [member](Section& s, const std::string& path, const json& v) {
                if (!v.is_array())
                    wrongType(path, "a list of whole numbers", v);
                if (v.size() > 64)
                    throw ScenarioError(path, "must list at most 64 values");
                std::vector<std::uint64_t> values;
                for (const json& item : v)
                    values.push_back(readCount(path, item));
                s.*member = std::move(values);
            },
            [member, key](const Section& s, ordered_json& out) {
                out[key] = s.*member;
            }};
}

// Optional keys that are left out of the file when unset, so that files which do not use
// them (the worked example) stay byte-identical.
template <class Section>
Field<Section> omittable(const char* key, std::optional<std::uint64_t> Section::*member)
{
    return {key, Need::Optional,
            [member](Section& s, const std::string& path, const json& v) {
                if (v.is_null())
                    (s.*member).reset();
                else
                    s.*member = readCount(path, v);
            },
            [member, key](const Section& s, ordered_json& out) {
                if (s.*member)
                    out[key] = *(s.*member);
            }};
}

template <class Section>
Field<Section> omittable(const char* key, std::optional<double> Section::*member)
{
    return {key, Need::Optional,
            [member](Section& s, const std::string& path, const json& v) {
                if (v.is_null())
                    (s.*member).reset();
                else
                    s.*member = readReal(path, v);
            },
            [member, key](const Section& s, ordered_json& out) {
                if (s.*member)
                    out[key] = *(s.*member);
            }};
}

template <class Section> Field<Section> omittable(const char* key, std::string Section::*member)
{
    return {key, Need::Optional,
            [member](Section& s, const std::string& path, const json& v) {
                if (!v.is_string())
                    wrongType(path, "a text", v);
                s.*member = v.get<std::string>();
            },
            [member, key](const Section& s, ordered_json& out) {
                if (!(s.*member).empty())
                    out[key] = s.*member;
            }};
}

template <class Section>
Field<Section> omittable(const char* key, std::vector<std::uint64_t> Section::*member)
{
    Field<Section> list = field(key, Need::Optional, member);
    list.write = [member, key](const Section& s, ordered_json& out) {
        if (!(s.*member).empty())
            out[key] = s.*member;
    };
    return list;
}

// An enumeration stored as one of a few words.
template <class Section, class Enum>
Field<Section> wordField(const char* key, Need need, Enum Section::*member,
                         std::optional<Enum> (*fromString)(const std::string&),
                         std::string (*toText)(Enum), const char* allowed)
{
    return {key, need,
            [=](Section& s, const std::string& path, const json& v) {
                if (!v.is_string())
                    wrongType(path, allowed, v);
                const auto parsed = fromString(v.get<std::string>());
                if (!parsed)
                    throw ScenarioError(path, std::string("must be ") + allowed + " (got " +
                                                  shortDump(v) + ")");
                s.*member = *parsed;
            },
            [=](const Section& s, ordered_json& out) {
                out[key] = toText(s.*member);
            }};
}

// An optional enumeration word, left out of the file when unset.
template <class Section, class Enum>
Field<Section> omittableWord(const char* key, std::optional<Enum> Section::*member,
                             std::optional<Enum> (*fromString)(const std::string&),
                             std::string (*toText)(Enum), const char* allowed)
{
    return {key, Need::Optional,
            [=](Section& s, const std::string& path, const json& v) {
                if (v.is_null()) {
                    (s.*member).reset();
                    return;
                }
                if (!v.is_string())
                    wrongType(path, allowed, v);
                const auto parsed = fromString(v.get<std::string>());
                if (!parsed)
                    throw ScenarioError(path, std::string("must be ") + allowed + " (got " +
                                                  shortDump(v) + ")");
                s.*member = *parsed;
            },
            [=](const Section& s, ordered_json& out) {
                if (s.*member)
                    out[key] = toText(*(s.*member));
            }};
}

std::string dotted(const std::string& prefix, std::string_view key)
{
    return prefix.empty() ? std::string(key) : prefix + "." + std::string(key);
}

// A nested object; absent optional subsections keep their documented defaults.
struct Subsection {
    const char* key;
    Need need;
    std::function<void(const json&)> read;
};

template <class Section>
void readSection(Section& section, const std::vector<Field<Section>>& fields, const json& object,
                 const std::string& prefix, const std::vector<Subsection>& subsections = {})
{
    if (!object.is_object())
        wrongType(prefix, "an object", object);
    for (const auto& item : object.items()) {
        // Not a structured binding: clang 14 (the fuzz build) cannot capture one in a lambda.
        const std::string& key = item.key();
        const bool known = std::any_of(fields.begin(), fields.end(),
                                       [&](const auto& f) { return key == f.key; }) ||
                           std::any_of(subsections.begin(), subsections.end(),
                                       [&](const auto& sub) { return key == sub.key; });
        if (known)
            continue;
        std::string suggestion;
        std::size_t best = 3;
        auto consider = [&](const char* candidate) {
            // The distance costs length × length; no typo of a key is this long.
            if (key.size() > 64)
                return;
            const std::size_t distance = editDistance(key, candidate);
            if (distance < best) {
                best = distance;
                suggestion = dotted(prefix, candidate);
            }
        };
        for (const auto& f : fields)
            consider(f.key);
        for (const auto& sub : subsections)
            consider(sub.key);
        throw ScenarioError(dotted(prefix, key),
                            suggestion.empty() ? "unknown key"
                                               : "unknown key (did you mean " + suggestion + "?)");
    }
    for (const auto& f : fields) {
        const std::string path = dotted(prefix, f.key);
        const auto it = object.find(f.key);
        if (it == object.end()) {
            if (f.need == Need::Required)
                throw ScenarioError(path, "missing (required in schema version 1)");
            continue;
        }
        f.read(section, path, *it);
    }
    for (const auto& sub : subsections) {
        const auto it = object.find(sub.key);
        if (it == object.end()) {
            if (sub.need == Need::Required)
                throw ScenarioError(dotted(prefix, sub.key),
                                    "missing (required in schema version 1)");
            continue;
        }
        sub.read(*it);
    }
}

template <class Section>
ordered_json writeSection(const Section& section, const std::vector<Field<Section>>& fields)
{
    ordered_json out = ordered_json::object();
    for (const auto& f : fields)
        f.write(section, out);
    return out;
}

constexpr Need R = Need::Required;
constexpr Need O = Need::Optional;

const std::vector<Field<LayerGroup>>& layerGroupFields()
{
    static const std::vector<Field<LayerGroup>> fields = {
        wordField("kind", R, &LayerGroup::kind, &layerKindFromString,
                  static_cast<std::string (*)(LayerKind)>(&toString),
                  "\"full\", \"sliding\", \"mla\" or \"linear\""),
        field("count", R, &LayerGroup::count),
        omittable("window", &LayerGroup::window),
        omittable("num_kv_heads", &LayerGroup::numKvHeads),
        omittable("head_dim", &LayerGroup::headDim),
        omittable("head_dim_v", &LayerGroup::headDimV),
        omittable("kv_lora_rank", &LayerGroup::kvLoraRank),
        omittable("qk_rope_head_dim", &LayerGroup::qkRopeHeadDim),
        omittable("state_bytes", &LayerGroup::stateBytes),
    };
    return fields;
}

Field<ModelSpec> layersField()
{
    return {
        "layers", O,
        [](ModelSpec& m, const std::string& path, const json& v) {
            if (!v.is_array())
                wrongType(path, "a list of layer groups", v);
            if (v.size() > kMaxLayerGroups)
                throw ScenarioError(path, "must list at most " + std::to_string(kMaxLayerGroups) +
                                              " layer groups");
            std::vector<LayerGroup> groups;
            for (std::size_t i = 0; i < v.size(); ++i) {
                LayerGroup group;
                readSection(group, layerGroupFields(), v[i], path + "[" + std::to_string(i) + "]");
                groups.push_back(group);
            }
            m.layers = std::move(groups);
        },
        [](const ModelSpec& m, ordered_json& out) {
            if (m.layers.empty())
                return;
            ordered_json list = ordered_json::array();
            for (const LayerGroup& g : m.layers)
                list.push_back(writeSection(g, layerGroupFields()));
            out["layers"] = std::move(list);
        }};
}

const std::vector<Field<ModelSpec>>& modelFields()
{
    static const std::vector<Field<ModelSpec>> fields = {
        field("name", R, &ModelSpec::name),
        field("num_layers", R, &ModelSpec::numLayers),
        field("num_kv_heads", R, &ModelSpec::numKvHeads),
        field("head_dim", R, &ModelSpec::headDim),
        field("weights_gib", R, &ModelSpec::weightsGiB),
        field("checkpoint_gb", O, &ModelSpec::checkpointGB),
        omittable("head_dim_v", &ModelSpec::headDimV),
        layersField(),
        omittable("params_total_b", &ModelSpec::paramsTotalB),
        omittable("params_active_b", &ModelSpec::paramsActiveB),
        omittable("weights_dtype", &ModelSpec::weightsDtype),
        omittable("source", &ModelSpec::source),
        omittable("num_attention_heads", &ModelSpec::numAttentionHeads),
    };
    return fields;
}

const std::vector<Field<GpuSpec>>& gpuFields()
{
    static const std::vector<Field<GpuSpec>> fields = {
        field("name", R, &GpuSpec::name),
        field("memory_reported_gib", R, &GpuSpec::memoryReportedGiB),
        field("memory_marketed_gb", O, &GpuSpec::memoryMarketedGB),
        field("count", R, &GpuSpec::count),
        field("pcie_gen", O, &GpuSpec::pcieGen),
        field("pcie_lanes", O, &GpuSpec::pcieLanes),
        omittable("catalog_id", &GpuSpec::catalogId),
        omittable("dense_tflops_bf16", &GpuSpec::denseTflopsBf16),
        omittable("dense_tflops_fp8", &GpuSpec::denseTflopsFp8),
        omittable("dense_tflops_fp4", &GpuSpec::denseTflopsFp4),
        omittable("memory_bandwidth_tbps", &GpuSpec::memoryBandwidthTBps),
    };
    return fields;
}

const std::vector<Field<ServingSpec>>& servingFields()
{
    static const std::vector<Field<ServingSpec>> fields = {
        field("tensor_parallel", R, &ServingSpec::tensorParallel),
        field("gpu_memory_utilization", R, &ServingSpec::gpuMemoryUtilization),
        field("overhead_gib", R, &ServingSpec::overheadGiB),
        field("kv_cache_memory_gib", R, &ServingSpec::kvCacheMemoryGiB),
        wordField("capacity_model", R, &ServingSpec::capacityModel, &capacityModelFromString,
                  static_cast<std::string (*)(CapacityModel)>(&toString),
                  "\"vllm\", \"vllm-legacy\" or \"vllm-no-hybrid\""),
        field("block_size_tokens", O, &ServingSpec::blockSizeTokens),
        omittable("max_num_batched_tokens", &ServingSpec::maxNumBatchedTokens),
        omittableWord("mamba_cache_mode", &ServingSpec::mambaCacheMode, &mambaCacheModeFromString,
                      static_cast<std::string (*)(MambaCacheMode)>(&toString),
                      "\"none\", \"align\" or \"all\""),
        omittableWord(
            "prefill_compute_dtype", &ServingSpec::prefillComputeDtype, &computeDtypeFromString,
            static_cast<std::string (*)(ComputeDtype)>(&toString), "\"bf16\", \"fp8\" or \"fp4\""),
        omittable("prefill_mfu", &ServingSpec::prefillMfu),
    };
    return fields;
}

const std::vector<Field<WorkloadSpec>>& workloadFields()
{
    static const std::vector<Field<WorkloadSpec>> fields = {
        field("users", R, &WorkloadSpec::users),
        field("context_tokens", R, &WorkloadSpec::contextTokens),
        field("new_conversations_per_day", R, &WorkloadSpec::newConversationsPerDay),
    };
    return fields;
}

const std::vector<Field<OffloadSpec>>& offloadFields()
{
    static const std::vector<Field<OffloadSpec>> fields = {
        field("enabled", O, &OffloadSpec::enabled),
        field("cpu_tier_gib_per_instance", O, &OffloadSpec::cpuTierGiBPerInstance),
        field("engine_host_memory_factor", O, &OffloadSpec::engineHostMemoryFactor),
        field("kv_aware_routing", O, &OffloadSpec::kvAwareRouting),
        field("offload_prompt_only", O, &OffloadSpec::offloadPromptOnly),
    };
    return fields;
}

const std::vector<Field<HostSpec>>& hostFields()
{
    static const std::vector<Field<HostSpec>> fields = {
        field("platform", O, &HostSpec::platform),
        field("sockets", O, &HostSpec::sockets),
        field("channels_per_socket", O, &HostSpec::channelsPerSocket),
        field("max_dimms_per_channel", O, &HostSpec::maxDimmsPerChannel),
        field("memory_mts_1dpc", O, &HostSpec::memoryMtsAt1Dpc),
        field("memory_mts_2dpc", O, &HostSpec::memoryMtsAt2Dpc),
        field("dimm_sizes_gb", O, &HostSpec::dimmSizesGB),
        field("baseline_multiple", O, &HostSpec::baselineMultiple),
        field("reserve_multiple", O, &HostSpec::reserveMultiple),
        field("reserve_os_gb", O, &HostSpec::reserveOsGB),
        field("reserve_containers_gb", O, &HostSpec::reserveContainersGB),
        field("reserve_rag_index_gb", O, &HostSpec::reserveRagIndexGB),
        field("reserve_page_cache_gb", O, &HostSpec::reservePageCacheGB),
        omittable("platform_id", &HostSpec::platformId),
        field("pcie_gen", O, &HostSpec::pcieGen),
        field("pcie_lanes", O, &HostSpec::pcieLanes),
        omittable("gpu_sockets", &HostSpec::gpuSockets),
        omittable("nodes", &HostSpec::nodes),
    };
    return fields;
}

const std::vector<Field<NvmeSpec>>& nvmeFields()
{
    static const std::vector<Field<NvmeSpec>> fields = {
        field("enabled", O, &NvmeSpec::enabled),
        field("drive", O, &NvmeSpec::drive),
        field("drives_per_node", O, &NvmeSpec::drivesPerNode),
        field("capacity_tb", O, &NvmeSpec::capacityTB),
        field("dwpd", O, &NvmeSpec::dwpd),
        field("warranty_years", O, &NvmeSpec::warrantyYears),
        field("read_gbps", O, &NvmeSpec::readGBps),
        field("write_amplification", O, &NvmeSpec::writeAmplification),
        field("retention_days", O, &NvmeSpec::retentionDays),
        field("root_dir", O, &NvmeSpec::rootDir),
        omittable("drive_id", &NvmeSpec::driveId),
    };
    return fields;
}

const std::vector<Field<EngineSpec>>& engineFields()
{
    static const std::string engineNames = "one of " + engineIdList("\"", ", ", ", ");
    static const std::vector<Field<EngineSpec>> fields = {
        wordField("name", O, &EngineSpec::name, &engineKindFromString,
                  static_cast<std::string (*)(EngineKind)>(&toString), engineNames.c_str()),
        field("vllm_version", O, &EngineSpec::vllmVersion),
        field("model_path", O, &EngineSpec::modelPath),
        field("served_model_name", O, &EngineSpec::servedModelName),
        field("host", O, &EngineSpec::host),
        field("port_base", O, &EngineSpec::portBase),
        field("lmcache_port_base", O, &EngineSpec::lmcachePortBase),
        field("sglang_page_size", O, &EngineSpec::sglangPageSize),
        field("numa_bind", O, &EngineSpec::numaBind),
    };
    return fields;
}

const std::vector<Field<TrafficSpec>>& trafficFields()
{
    static const std::vector<Field<TrafficSpec>> fields = {
        omittable("preset", &TrafficSpec::preset),
        field("conversations_per_user_per_day", O, &TrafficSpec::conversationsPerUserPerDay),
        field("turns_per_conversation", O, &TrafficSpec::turnsPerConversation),
        field("think_time_s", O, &TrafficSpec::thinkTimeSeconds),
        field("returning_share", O, &TrafficSpec::returningShare),
        field("tokens_per_turn", O, &TrafficSpec::tokensPerTurn),
        field("shared_prefix_tokens", O, &TrafficSpec::sharedPrefixTokens),
        field("active_hours_per_day", O, &TrafficSpec::activeHoursPerDay),
        field("seed", O, &TrafficSpec::seed),
    };
    return fields;
}

const std::vector<Field<QuoteSpec>>& quoteFields()
{
    static const std::vector<Field<QuoteSpec>> fields = {
        omittable("customer", &QuoteSpec::customer),
        omittable("contact", &QuoteSpec::contact),
        omittable("project", &QuoteSpec::project),
        omittable("number", &QuoteSpec::number),
        omittable("date", &QuoteSpec::date),
        omittable("validity_days", &QuoteSpec::validityDays),
        omittable("discount_percent", &QuoteSpec::discountPercent),
        omittable("sales_contact", &QuoteSpec::salesContact),
        omittable("notes", &QuoteSpec::notes),
        field("assembly", O, &QuoteSpec::assembly),
        field("warranty_years", O, &QuoteSpec::warrantyYears),
    };
    return fields;
}

const std::vector<Field<Scenario>>& topFields()
{
    static const std::vector<Field<Scenario>> fields = {
        field("name", R, &Scenario::name),
        wordField("kv_cache_dtype", R, &Scenario::kvCacheDtype, &kvCacheDtypeFromString,
                  static_cast<std::string (*)(KvCacheDtype)>(&toString),
                  "one of \"fp8\", \"fp8_e4m3\", \"fp8_e5m2\", \"bf16\", \"fp16\", \"fp32\""),
    };
    return fields;
}

// Nesting deeper than this is refused before the parser sees it (hostile files).
constexpr int kMaxJsonDepth = 64;

void checkDepth(std::string_view text)
{
    int depth = 0;
    bool inString = false;
    bool escaped = false;
    for (char c : text) {
        if (inString) {
            if (escaped)
                escaped = false;
            else if (c == '\\')
                escaped = true;
            else if (c == '"')
                inString = false;
            continue;
        }
        if (c == '"')
            inString = true;
        else if (c == '{' || c == '[') {
            if (++depth > kMaxJsonDepth)
                throw ScenarioError("", "nested more than 64 levels deep");
        } else if (c == '}' || c == ']')
            --depth;
    }
}

// Follows the parser through the document: refuses a key given twice in one object (nlohmann
// would keep the last one silently, so a file could say two things at once) and knows which
// key's value is being read when the parser fails, so that the message can name it.
class ParseTracker {
public:
    bool handle(json::parse_event_t event, const json& parsed)
    {
        using Event = json::parse_event_t;
        switch (event) {
        case Event::object_start:
            frames_.push_back(Frame{true, {}, {}, false});
            break;
        case Event::array_start:
            frames_.push_back(Frame{false, {}, {}, false});
            break;
        case Event::key: {
            Frame& frame = frames_.back();
            std::string key = parsed.get<std::string>();
            if (!frame.keys.insert(key).second)
                throw ScenarioError(dotted(path(), key),
                                    "is given twice in the same object; give each key once");
            frame.key = std::move(key);
            frame.awaitingValue = true;
            break;
        }
        case Event::object_end:
        case Event::array_end:
            frames_.pop_back();
            valueRead();
            break;
        case Event::value:
            valueRead();
            break;
        }
        return true;
    }

    // The dotted key whose value is being read ("" between keys or at the top).
    std::string path() const
    {
        std::string path;
        for (const Frame& frame : frames_)
            if (frame.object && frame.awaitingValue)
                path = dotted(path, frame.key);
        return path;
    }

private:
    struct Frame {
        bool object = false;
        std::set<std::string> keys;
        std::string key;
        bool awaitingValue = false;
    };

    void valueRead()
    {
        if (!frames_.empty())
            frames_.back().awaitingValue = false;
    }

    std::vector<Frame> frames_;
};

// Text that is not JSON at all; `--set` then takes it as a plain string.
class JsonSyntaxError : public ScenarioError {
public:
    using ScenarioError::ScenarioError;
};

std::string withoutExceptionId(const std::string& what)
{
    // "[json.exception.parse_error.101] parse error at line 1, column 2: …" → from "parse".
    const auto start = what.find("] ");
    return start == std::string::npos ? what : what.substr(start + 2);
}

// NaN and Infinity are what other programs write for undefined and unbounded reals; JSON has
// neither, and the parser's "invalid literal" does not say so.
std::string nonNumberHint(std::string_view text, std::size_t errorByte)
{
    std::size_t start = std::min(errorByte > 0 ? errorByte - 1 : 0, text.size());
    while (start > 0 && (std::isalpha(static_cast<unsigned char>(text[start - 1])) ||
                         text[start - 1] == '-' || text[start - 1] == '+'))
        --start;
    std::string word;
    for (std::size_t i = start; i < text.size() && word.size() < 5; ++i)
        word += static_cast<char>(std::tolower(static_cast<unsigned char>(text[i])));
    if (!word.empty() && (word[0] == '-' || word[0] == '+'))
        word.erase(0, 1);
    if (word.rfind("nan", 0) == 0 || word.rfind("inf", 0) == 0)
        return " (NaN and Infinity are not numbers in JSON)";
    return "";
}

// The parse of every JSON text KV Planner reads: depth limited before parsing, duplicate keys
// refused, and every failure a ScenarioError naming the key where the parser stopped.
json parseStrict(std::string_view text)
{
    checkDepth(text);
    ParseTracker tracker;
    try {
        return json::parse(text.begin(), text.end(),
                           [&tracker](int, json::parse_event_t event, json& parsed) {
                               return tracker.handle(event, parsed);
                           });
    } catch (const json::parse_error& e) {
        throw JsonSyntaxError(tracker.path(), "not valid JSON: " + withoutExceptionId(e.what()) +
                                                  nonNumberHint(text, e.byte));
    } catch (const json::out_of_range& e) {
        // 406 "number overflow parsing '1e400'": beyond the largest double.
        const std::string what = e.what();
        const auto open = what.find('\'');
        const auto close = what.rfind('\'');
        const std::string number = open != std::string::npos && close > open
                                       ? what.substr(open + 1, close - open - 1)
                                       : withoutExceptionId(what);
        throw ScenarioError(tracker.path(), "is too large a number (got " + number + ")");
    } catch (const json::exception& e) {
        throw ScenarioError(tracker.path(), "not valid JSON: " + withoutExceptionId(e.what()));
    }
}

} // namespace

json parseJsonText(std::string_view text)
{
    if (text.size() > kMaxScenarioFileBytes)
        throw ScenarioError("", "larger than 4 MiB; not a scenario file");
    return parseStrict(text);
}

json parseJsonTextOfAnySize(std::string_view text)
{
    return parseStrict(text);
}

Scenario scenarioFromJson(const json& document)
{
    if (!document.is_object())
        throw ScenarioError("", "must be a JSON object (got " + detail::typeName(document) + ")");
    const auto version = document.find("schema_version");
    if (version == document.end())
        throw ScenarioError("schema_version", "missing; is this a KV Planner scenario file?");
    if (!version->is_number_integer())
        wrongType("schema_version", "a whole number", *version);
    const bool negative = !version->is_number_unsigned() && version->get<std::int64_t>() < 0;
    const std::uint64_t number = negative ? 0 : version->get<std::uint64_t>();
    if (number > static_cast<std::uint64_t>(kScenarioSchemaVersion))
        throw ScenarioError("schema_version",
                            "is " + version->dump() +
                                ": the file was written by a newer KV Planner; this version "
                                "reads schema version " +
                                std::to_string(kScenarioSchemaVersion));
    if (number < 1)
        throw ScenarioError("schema_version", "must be 1 (got " + version->dump() + ")");

    Scenario s;
    // The worked example's optional figures (parameters, TFLOPS) are not defaults of a file:
    // a file without them has none.
    s.model = ModelSpec{};
    s.gpu = GpuSpec{};
    json rest = document;
    rest.erase("schema_version");
    readSection<Scenario>(s, topFields(), rest, "",
                          {{"model", R,
                            [&](const json& v) {
                                readSection(s.model, modelFields(), v, "model");
                            }},
                           {"gpu", R,
                            [&](const json& v) {
                                readSection(s.gpu, gpuFields(), v, "gpu");
                            }},
                           {"serving", R,
                            [&](const json& v) {
                                readSection(s.serving, servingFields(), v, "serving");
                            }},
                           {"workload", R,
                            [&](const json& v) {
                                readSection(s.workload, workloadFields(), v, "workload");
                            }},
                           {"offload", O,
                            [&](const json& v) {
                                readSection(s.offload, offloadFields(), v, "offload");
                            }},
                           {"host", O,
                            [&](const json& v) {
                                readSection(s.host, hostFields(), v, "host");
                            }},
                           {"nvme", O,
                            [&](const json& v) {
                                readSection(s.nvme, nvmeFields(), v, "nvme");
                            }},
                           {"engine", O,
                            [&](const json& v) {
                                readSection(s.engine, engineFields(), v, "engine");
                            }},
                           {"traffic", O,
                            [&](const json& v) {
                                if (v.is_null())
                                    return; // no traffic described
                                TrafficSpec traffic;
                                readSection(traffic, trafficFields(), v, "traffic");
                                s.traffic = traffic;
                            }},
                           {"quote", O, [&](const json& v) {
                                readSection(s.quote, quoteFields(), v, "quote");
                            }}});

    const std::vector<FieldError> errors = validate(s);
    if (!errors.empty())
        throw ScenarioError(errors.front().key, errors.front().problem);
    return s;
}

Scenario parseScenario(std::string_view text)
{
    return scenarioFromJson(parseJsonText(text));
}

ordered_json scenarioToJson(const Scenario& s)
{
    ordered_json out = ordered_json::object();
    out["schema_version"] = kScenarioSchemaVersion;
    out["name"] = s.name;
    out["model"] = writeSection(s.model, modelFields());
    out["kv_cache_dtype"] = toString(s.kvCacheDtype);
    out["gpu"] = writeSection(s.gpu, gpuFields());
    out["serving"] = writeSection(s.serving, servingFields());
    out["workload"] = writeSection(s.workload, workloadFields());
    out["offload"] = writeSection(s.offload, offloadFields());
    out["host"] = writeSection(s.host, hostFields());
    out["nvme"] = writeSection(s.nvme, nvmeFields());
    // Written only when set, so that scenarios without launch settings (the worked example
    // among them) keep their files byte for byte.
    if (s.engine != EngineSpec{})
        out["engine"] = writeSection(s.engine, engineFields());
    if (s.traffic)
        out["traffic"] = writeSection(*s.traffic, trafficFields());
    // The same for the quote: customer, number and services only when a quote was prepared.
    if (s.quote != QuoteSpec{})
        out["quote"] = writeSection(s.quote, quoteFields());
    return out;
}

ModelSpec modelFromJson(const json& object, const std::string& prefix)
{
    ModelSpec model;
    readSection(model, modelFields(), object, prefix);
    const std::vector<FieldError> errors = validateModel(model, prefix);
    if (!errors.empty())
        throw ScenarioError(errors.front().key, errors.front().problem);
    return model;
}

ordered_json modelToJson(const ModelSpec& model)
{
    return writeSection(model, modelFields());
}

TrafficSpec trafficFromJson(const json& object, const std::string& prefix)
{
    TrafficSpec traffic;
    readSection(traffic, trafficFields(), object, prefix);
    Scenario probe;
    probe.traffic = traffic;
    for (const FieldError& e : validate(probe))
        if (e.key.rfind("traffic.", 0) == 0)
            throw ScenarioError(prefix + e.key.substr(7), e.problem);
    return traffic;
}

ordered_json trafficToJson(const TrafficSpec& traffic)
{
    return writeSection(traffic, trafficFields());
}

std::string serializeScenario(const Scenario& scenario)
{
    // Saving never fails on a stray byte: ill-formed UTF-8 (refused by validate(), but a document
    // being edited may hold it) is written as U+FFFD rather than losing the whole file.
    return scenarioToJson(scenario).dump(2, ' ', false, ordered_json::error_handler_t::replace) +
           "\n";
}

void applyOverride(json& document, std::string_view assignment)
{
    if (assignment.size() > kMaxOverrideBytes)
        throw ScenarioError("", "--set is longer than 65,536 characters");
    const auto equals = assignment.find('=');
    if (equals == std::string_view::npos || equals == 0)
        throw ScenarioError("", "--set takes KEY=VALUE (got \"" + std::string(assignment) + "\")");
    const std::string key(assignment.substr(0, equals));
    const std::string valueText(assignment.substr(equals + 1));
    if (std::count(key.begin(), key.end(), '.') >= kMaxJsonDepth)
        throw ScenarioError(key, "is nested more than 64 levels deep");

    json value;
    try {
        value = parseStrict(valueText);
    } catch (const JsonSyntaxError&) {
        value = valueText; // a plain word: taken as a string
    } catch (const ScenarioError& e) {
        // JSON, but not acceptable JSON: 1e400, a key given twice, nesting 65 levels deep.
        throw ScenarioError(e.key().empty() ? key : key + "." + e.key(), e.problem());
    }

    if (!document.is_object())
        throw ScenarioError("", "the scenario is not a JSON object");
    json* node = &document;
    std::size_t start = 0;
    while (true) {
        const std::size_t dot = key.find('.', start);
        const std::string part =
            key.substr(start, dot == std::string::npos ? std::string::npos : dot - start);
        if (part.empty())
            throw ScenarioError(key, "is not a valid dotted key");
        if (dot == std::string::npos) {
            (*node)[part] = value;
            return;
        }
        json& child = (*node)[part];
        if (child.is_null())
            child = json::object();
        if (!child.is_object())
            throw ScenarioError(key.substr(0, dot), "is not an object; cannot set " + key);
        node = &child;
        start = dot + 1;
    }
}

Scenario workedExample()
{
    return Scenario{};
}

} // namespace kvp
