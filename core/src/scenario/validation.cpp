// SPDX-License-Identifier: GPL-3.0-or-later
#include "kvplan/validation.h"
#include "scenario/validation_parallel.h"

#include "io/range_words.h"
#include "kvplan/engine_releases.h"
#include "kvplan/money.h"
#include "kvplan/quote.h"
#include "kvplan/scenario_schema.h"
#include "kvplan/text.h"

#include <algorithm>
#include <cmath>
#include <cstdio>

namespace kvp {

namespace {

using detail::realText;

class Checker {
public:
    void count(std::string_view key, std::uint64_t value, std::uint64_t min, std::uint64_t max)
    {
        if (value < min || value > max)
            errors.push_back({std::string(key),
                              "must be a whole number from " + groupThousands(min) + " to " +
                                  groupThousands(max) + " (got " + groupThousands(value) + ")"});
    }

    // Real numbers in [min, max], or (min, max] when minExclusive.
    void real(std::string_view key, double value, double min, double max, bool minExclusive = false)
    {
        if (std::string problem = detail::realRangeProblem(value, min, max, minExclusive);
            !problem.empty())
            errors.push_back({std::string(key), std::move(problem)});
    }

    // Every text ends up in a report, a script or a file name: bounded, valid UTF-8 (what the
    // JSON files and reports are written in) and on one line.
    // Lengths are in characters (Unicode code points), as the docs state: "Müller" is 6, not 7.
    void text(std::string_view key, const std::string& value, std::size_t maxLength,
              bool allowEmpty)
    {
        // ASCII, as most texts are, in one pass: valid UTF-8 of a character a byte, its control
        // characters seen on the way; the same checks in the same order as below.
        bool control = false;
        if (std::all_of(value.begin(), value.end(), [&control](char ch) {
                const auto c = static_cast<unsigned char>(ch);
                control = control || c < 0x20 || c == 0x7f;
                return c < 0x80;
            })) {
            if ((!allowEmpty && value.empty()) || value.size() > maxLength)
                lengthProblem(key, maxLength, allowEmpty);
            else if (control)
                controlProblem(key);
            return;
        }
        if (!isValidUtf8(value))
            errors.push_back({std::string(key), "must be valid UTF-8 text"});
        else if ((!allowEmpty && value.empty()) || characterCount(value) > maxLength)
            lengthProblem(key, maxLength, allowEmpty);
        else
            printable(key, value);
    }

    void lengthProblem(std::string_view key, std::size_t maxLength, bool allowEmpty)
    {
        errors.push_back({std::string(key),
                          allowEmpty
                              ? "must be at most " + std::to_string(maxLength) + " characters long"
                              : "must be a non-empty text of at most " + std::to_string(maxLength) +
                                    " characters"});
    }

    void controlProblem(std::string_view key)
    {
        errors.push_back(
            {std::string(key), "must not contain control characters (tabs, line breaks)"});
    }

    // Text of several lines (quote notes): the length and valid UTF-8; the caller says which
    // control characters it takes.
    void multiLineText(std::string_view key, const std::string& value, std::size_t maxLength)
    {
        if (!isValidUtf8(value))
            errors.push_back({std::string(key), "must be valid UTF-8 text"});
        else if (characterCount(value) > maxLength)
            errors.push_back({std::string(key),
                              "must be at most " + std::to_string(maxLength) + " characters long"});
    }

    // Text that goes into launch commands and script comments: no control characters.
    void printable(std::string_view key, const std::string& value)
    {
        for (unsigned char c : value)
            if (c < 0x20 || c == 0x7f) {
                controlProblem(key);
                return;
            }
    }

    void fail(const std::string& key, std::string problem)
    {
        errors.push_back({key, std::move(problem)});
    }

    std::vector<FieldError> errors;
};

// The longest text a key takes, from the scenario's table.
std::size_t textLength(std::string_view key)
{
    return std::size_t(schema::find(key)->bounds->max);
}

void validateEngine(Checker& c, const Scenario& s)
{
    const EngineSpec& e = s.engine;
    if (e.vllmVersion && !parseReleaseVersion(*e.vllmVersion))
        c.fail("engine.vllm_version",
               "must be a release number such as \"0.22.1\" or null (got \"" +
                   oneLine(*e.vllmVersion, 40) + "\")");
    else if (e.vllmVersion)
        c.text("engine.vllm_version", *e.vllmVersion, textLength("engine.vllm_version"), false);
    if (e.release) {
        const std::size_t before = c.errors.size();
        c.text("engine.release", *e.release, textLength("engine.release"), false);
        if (c.errors.size() == before && !findRelease(e.name, *e.release))
            c.fail("engine.release", "is not a known release of " + toString(e.name) + " (got \"" +
                                         oneLine(*e.release, 40) +
                                         "\"; known: " + releaseList(e.name) + ")");
    }
    if (e.host.find_first_of(" \t\r\n") != std::string::npos)
        c.fail("engine.host", "must be a host name or address without spaces");
    else
        c.text("engine.host", e.host, textLength("engine.host"), false);
}

void validateQuote(Checker& c, const QuoteSpec& q)
{
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
    if (!q.language.empty() && q.language != "en" && q.language != "de")
        c.fail("quote.language", "must be \"en\" or \"de\", or left out for the language the "
                                 "app runs in (got \"" +
                                     oneLine(q.language, 40) + "\")");
    if (q.discountPercent && !basisPointsFromPercent(*q.discountPercent))
        c.fail("quote.discount_percent", "must be a percentage from 0 to 100 with at most two "
                                         "decimals (got " +
                                             realText(*q.discountPercent) + ")");
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
    case LayerKind::Dsa:
        return "dsa";
    case LayerKind::CompressedMla:
        return "compressed_mla";
    case LayerKind::Msa:
        return "msa";
    }
    return "full";
}

// The checks of the table's rows of one section (docs/scenario-format.md's ranges); a `prefix`
// other than the section names the keys ("models[3].model.num_layers" in a catalog).
void checkRows(Checker& c, const Scenario& s, std::string_view section,
               const std::string& prefix = {})
{
    // Keys are built only for another prefix: validate() runs on every edit, and plans.
    std::string renamed;
    for (const schema::Field* row : schema::fieldsOf(section)) {
        const schema::Field& f = *row;
        if (!f.bounds || f.checkedByRule)
            continue;
        const schema::Bounds b = f.boundsIn ? f.boundsIn(s) : *f.bounds;
        std::string_view key = f.key;
        if (!prefix.empty() && prefix != section)
            key = renamed = prefix + "." + std::string(f.leaf());
        if (f.text) { // checked where it lies: no copy
            if (const std::string* text = f.text(s))
                c.text(key, *text, std::size_t(b.max), b.min == 0.0);
            continue;
        }
        const schema::Value value = f.get(s);
        if (const auto* count = std::get_if<std::uint64_t>(&value))
            c.count(key, *count, std::uint64_t(b.min), std::uint64_t(b.max));
        else if (const auto* real = std::get_if<double>(&value))
            c.real(key, *real, b.min, b.max, b.minExclusive);
        else if (const auto* text = std::get_if<std::string>(&value))
            c.text(key, *text, std::size_t(b.max), b.min == 0.0);
    }
}

schema::Bounds layerBounds(std::string_view key)
{
    for (const schema::LayerField& f : schema::layerGroupFields())
        if (f.key == key && f.bounds)
            return *f.bounds;
    return {};
}

void checkLayerCount(Checker& c, const std::string& key, std::uint64_t value, std::string_view name)
{
    const schema::Bounds b = layerBounds(name);
    c.count(key, value, std::uint64_t(b.min), std::uint64_t(b.max));
}

// The parameter counts and a MoE model's experts (§10).
void checkParameters(Checker& c, const ModelSpec& m, const std::string& prefix)
{
    const auto key = [&](const char* name) {
        return prefix + "." + name;
    };
    if (m.paramsActiveB && m.paramsTotalB && *m.paramsActiveB > *m.paramsTotalB)
        c.fail(key("params_active_b"), "must not exceed params_total_b");
    if (m.moeExperts.has_value() != m.moeExpertsPerToken.has_value())
        c.fail(key(m.moeExperts ? "moe_experts_per_token" : "moe_experts"),
               "must be given with " +
                   std::string(m.moeExperts ? "moe_experts" : "moe_experts_per_token"));
    else if (m.moeExperts && *m.moeExpertsPerToken >= *m.moeExperts)
        c.fail(key("moe_experts_per_token"),
               "must be fewer than moe_experts (" + std::to_string(*m.moeExperts) + ")");
    else if (m.moeExperts && !m.paramsActiveB)
        c.fail(key("moe_experts"), "needs params_active_b (the parameters a token uses)");
}

// compressed_mla (DeepSeek-V4): vLLM's CompressorStateCache asserts compress_ratio in [4, 128]
// (0: the sliding window alone); an entry is the NoPE part in FP8 with one scale per 64 values,
// so head_dim − qk_rope_head_dim must be a whole number of 64s; the ratio-4 layers keep the
// indexer's keys.
template <typename Sub>
void checkCompressedMla(Checker& c, const ModelSpec& m, const LayerGroup& g, const Sub& sub)
{
    const std::uint64_t ratio = g.compressRatio.value_or(0);
    if (!g.compressRatio) {
        c.fail(sub("compress_ratio"), "missing (compressed_mla layers need their compress_ratio: "
                                      "0, 4 or 128)");
    } else {
        checkLayerCount(c, sub("compress_ratio"), ratio, "compress_ratio");
        if (ratio != 0 && ratio != 4 && ratio != 128)
            c.fail(sub("compress_ratio"),
                   "must be 0, 4 or 128 (got " + std::to_string(ratio) +
                       "; vLLM's DeepSeek-V4 compressor takes ratios 4 and 128 only)");
    }
    if (!g.window)
        c.fail(sub("window"), "missing (compressed_mla layers need the sliding window in tokens)");
    else
        checkLayerCount(c, sub("window"), *g.window, "window");
    if (g.headDim)
        checkLayerCount(c, sub("head_dim"), *g.headDim, "head_dim");
    if (!g.qkRopeHeadDim) {
        c.fail(sub("qk_rope_head_dim"), "missing (compressed_mla layers need qk_rope_head_dim)");
    } else {
        checkLayerCount(c, sub("qk_rope_head_dim"), *g.qkRopeHeadDim, "qk_rope_head_dim");
        const std::uint64_t head = g.headDim.value_or(m.headDim);
        const bool inRange = *g.qkRopeHeadDim <= 65'536 && head <= 16'384;
        if (inRange && (head <= *g.qkRopeHeadDim || (head - *g.qkRopeHeadDim) % 64 != 0))
            c.fail(sub("head_dim"),
                   "must exceed qk_rope_head_dim by a multiple of 64 (got head_dim " +
                       std::to_string(head) + ", qk_rope_head_dim " +
                       std::to_string(*g.qkRopeHeadDim) +
                       "; an entry keeps one FP8 scale per 64 values)");
    }
    if (g.indexHeadDim) {
        if (ratio != 4)
            c.fail(sub("index_head_dim"),
                   "applies to compress_ratio 4 layers only (this group's is " +
                       std::to_string(ratio) + ")");
        else
            checkLayerCount(c, sub("index_head_dim"), *g.indexHeadDim, "index_head_dim");
    } else if (ratio == 4) {
        c.fail(sub("index_head_dim"),
               "missing (compress_ratio 4 layers keep the indexer's keys of index_head_dim)");
    }
}

// vLLM's DeepSeek-V4 pool needs at least one layer that keeps compressed entries
// (kv_cache_utils.py group_and_unify_kv_cache_specs: "assert len(mla_specs) > 0").
void checkCompressedModel(Checker& c, const ModelSpec& m, const std::string& key)
{
    if (hasLayerKind(m, LayerKind::CompressedMla) &&
        std::none_of(m.layers.begin(), m.layers.end(), [](const LayerGroup& g) {
            return g.kind == LayerKind::CompressedMla && g.compressRatio.value_or(0) > 0;
        }))
        c.fail(key, "compressed_mla layers need at least one group with compress_ratio 4 or 128");
}

// The model of `s` (a whole scenario, or a probe holding a catalog's model).
// A linear-attention / Mamba layer group's state: state_bytes required, the rest in range.
template <class Sub> void checkLinearState(Checker& c, const LayerGroup& g, const Sub& sub)
{
    if (!g.stateBytes)
        c.fail(sub("state_bytes"),
               "missing (linear-attention / Mamba layers need their state in bytes)");
    else
        checkLayerCount(c, sub("state_bytes"), *g.stateBytes, "state_bytes");
    if (g.stateBytesPerSpeculativeToken)
        checkLayerCount(c, sub("state_bytes_per_speculative_token"),
                        *g.stateBytesPerSpeculativeToken, "state_bytes_per_speculative_token");
    if (g.mambaGroups)
        checkLayerCount(c, sub("mamba_groups"), *g.mambaGroups, "mamba_groups");
    if (g.stateBytesPerGroup)
        checkLayerCount(c, sub("state_bytes_per_group"), *g.stateBytesPerGroup,
                        "state_bytes_per_group");
    if (g.stateBytesPerGroupPerSpeculativeToken)
        checkLayerCount(c, sub("state_bytes_per_group_per_speculative_token"),
                        *g.stateBytesPerGroupPerSpeculativeToken,
                        "state_bytes_per_group_per_speculative_token");
    if (g.linearKeyHeads)
        checkLayerCount(c, sub("linear_key_heads"), *g.linearKeyHeads, "linear_key_heads");
    if (g.linearValueHeads)
        checkLayerCount(c, sub("linear_value_heads"), *g.linearValueHeads, "linear_value_heads");
}

// msa (MiniMax-M3): the indexer's key size is required; its cache is bf16 or FP8 e4m3
// (MiniMaxM3IndexerCache: "indexer_kv_dtype=... is not supported by the MiniMax M3 indexer cache
// (only 'bf16' or 'fp8'/'fp8_e4m3')", vllm/models/minimax_m3/common/indexer.py @ 545393a3).
template <class Sub> void checkMsaIndex(Checker& c, const LayerGroup& g, const Sub& sub)
{
    if (!g.indexHeadDim)
        c.fail(sub("index_head_dim"),
               "missing (msa layers keep the indexer's key of index_head_dim per token)");
    else
        checkLayerCount(c, sub("index_head_dim"), *g.indexHeadDim, "index_head_dim");
    if (g.indexDtype && *g.indexDtype != KvCacheDtype::Bf16 && *g.indexDtype != KvCacheDtype::Fp8 &&
        *g.indexDtype != KvCacheDtype::Fp8E4M3)
        c.fail(sub("index_dtype"), "must be \"bf16\", \"fp8\" or \"fp8_e4m3\", the indexer "
                                   "cache dtypes vLLM's MiniMax-M3 accepts (got \"" +
                                       toString(*g.indexDtype) + "\")");
}

void checkModel(Checker& c, const Scenario& s, const std::string& prefix)
{
    const ModelSpec& m = s.model;
    const auto key = [&](const char* name) {
        return prefix + "." + name;
    };
    checkRows(c, s, "model", prefix);
    checkParameters(c, m, prefix);
    if (!m.weightsDtype.empty() && !isKnownWeightsDtype(m.weightsDtype))
        c.fail(key("weights_dtype"), "must be one of fp32, bf16, fp16, fp8, int8, int4, mxfp4, "
                                     "nvfp4 (got \"" +
                                         m.weightsDtype + "\")");

    std::uint64_t total = 0;
    for (std::size_t i = 0; i < m.layers.size(); ++i) {
        const LayerGroup& g = m.layers[i];
        const std::string item = key("layers") + "[" + std::to_string(i) + "]";
        const auto sub = [&](const char* name) {
            return item + "." + name;
        };
        checkLayerCount(c, sub("count"), g.count, "count");
        if (g.count <= 10'000) // a count out of range is its own error; the sum must not wrap
            total += g.count;
        const bool msa = g.kind == LayerKind::Msa;
        const bool attention = g.kind == LayerKind::Full || g.kind == LayerKind::Sliding || msa;
        const bool compressed = g.kind == LayerKind::CompressedMla;
        const auto onlyFor = [&](const char* name, bool allowed, const char* kinds) {
            if (!allowed)
                c.fail(sub(name), std::string("applies to ") + kinds +
                                      " layers only (this group is \"" + kindWord(g.kind) + "\")");
        };
        if (g.window)
            onlyFor("window", g.kind == LayerKind::Sliding || compressed,
                    "sliding and compressed_mla");
        if (g.numKvHeads)
            onlyFor("num_kv_heads", attention, "full, sliding and msa");
        if (g.headDim)
            onlyFor("head_dim", attention || compressed, "full, sliding, msa and compressed_mla");
        if (g.headDimV)
            onlyFor("head_dim_v", attention, "full, sliding and msa");
        if (g.kvLoraRank)
            onlyFor("kv_lora_rank", isLatentKind(g.kind), "mla and dsa");
        if (g.qkRopeHeadDim)
            onlyFor("qk_rope_head_dim", isLatentKind(g.kind) || compressed,
                    "mla, dsa and compressed_mla");
        if (g.indexHeadDim)
            onlyFor("index_head_dim", g.kind == LayerKind::Dsa || msa || compressed,
                    "dsa, msa and compressed_mla");
        if (g.indexDtype)
            onlyFor("index_dtype", msa, "msa");
        if (g.compressRatio)
            onlyFor("compress_ratio", compressed, "compressed_mla");
        if (g.stateBytes)
            onlyFor("state_bytes", g.kind == LayerKind::Linear, "linear");
        if (g.stateBytesPerSpeculativeToken)
            onlyFor("state_bytes_per_speculative_token", g.kind == LayerKind::Linear, "linear");
        if (g.mambaGroups)
            onlyFor("mamba_groups", g.kind == LayerKind::Linear, "linear");
        if (g.stateBytesPerGroup)
            onlyFor("state_bytes_per_group", g.kind == LayerKind::Linear, "linear");
        if (g.stateBytesPerGroupPerSpeculativeToken)
            onlyFor("state_bytes_per_group_per_speculative_token", g.kind == LayerKind::Linear,
                    "linear");
        if (g.linearKeyHeads)
            onlyFor("linear_key_heads", g.kind == LayerKind::Linear, "linear");
        if (g.linearValueHeads)
            onlyFor("linear_value_heads", g.kind == LayerKind::Linear, "linear");
        if (g.mambaGroups && !g.stateBytesPerGroup)
            c.fail(sub("state_bytes_per_group"),
                   "missing (mamba_groups needs what one group adds to the state)");

        if (g.kind == LayerKind::Sliding) {
            if (!g.window)
                c.fail(sub("window"), "missing (sliding layers need their window in tokens)");
            else
                checkLayerCount(c, sub("window"), *g.window, "window");
        }
        if (attention) {
            if (g.numKvHeads)
                checkLayerCount(c, sub("num_kv_heads"), *g.numKvHeads, "num_kv_heads");
            if (g.headDim)
                checkLayerCount(c, sub("head_dim"), *g.headDim, "head_dim");
            if (g.headDimV)
                checkLayerCount(c, sub("head_dim_v"), *g.headDimV, "head_dim_v");
        }
        if (compressed)
            checkCompressedMla(c, m, g, sub);
        if (msa)
            checkMsaIndex(c, g, sub);
        if (g.kind == LayerKind::Dsa) {
            if (!g.indexHeadDim)
                c.fail(sub("index_head_dim"),
                       "missing (DSA layers need the indexer's index_head_dim)");
            else
                checkLayerCount(c, sub("index_head_dim"), *g.indexHeadDim, "index_head_dim");
        }
        if (isLatentKind(g.kind)) {
            if (!g.kvLoraRank)
                c.fail(sub("kv_lora_rank"), "missing (MLA layers need kv_lora_rank)");
            else
                checkLayerCount(c, sub("kv_lora_rank"), *g.kvLoraRank, "kv_lora_rank");
            if (!g.qkRopeHeadDim)
                c.fail(sub("qk_rope_head_dim"), "missing (MLA layers need qk_rope_head_dim)");
            else
                checkLayerCount(c, sub("qk_rope_head_dim"), *g.qkRopeHeadDim, "qk_rope_head_dim");
        }
        if (g.kind == LayerKind::Linear)
            checkLinearState(c, g, sub);
    }
    if (!m.layers.empty() && total != m.numLayers)
        c.fail(key("layers"), "the groups' counts add up to " + std::to_string(total) +
                                  ", not num_layers " + std::to_string(m.numLayers));
    checkCompressedModel(c, m, key("layers"));
}

void checkHostLists(Checker& c, const Scenario& s)
{
    const HostSpec& h = s.host;
    if (h.dimmSizesGB.empty() || h.dimmSizesGB.size() > 32)
        c.fail("host.dimm_sizes_gb", "must list from 1 to 32 DIMM sizes");
    for (std::uint64_t size : h.dimmSizesGB)
        if (size < 1 || size > 4096) {
            c.fail("host.dimm_sizes_gb",
                   "every DIMM size must be from 1 to 4,096 GB (got " + std::to_string(size) + ")");
            break;
        }
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
}

// A word of a few allowed ones (`empty` allowed too when `emptyAllowed`).
void checkWord(Checker& c, const std::string& key, const std::string& value,
               std::initializer_list<const char*> allowed, bool emptyAllowed = false)
{
    std::string list;
    for (const char* a : allowed) {
        if (value == a)
            return;
        list += std::string(list.empty() ? "\"" : ", \"") + a + "\"";
    }
    if (!(emptyAllowed && value.empty()))
        c.fail(key, "must be one of " + list + " (got \"" + value + "\")");
}

void checkCountList(Checker& c, const std::string& key, const std::vector<std::uint64_t>& values,
                    std::uint64_t min, std::uint64_t max, std::size_t minItems)
{
    if (values.size() < minItems || values.size() > 8) {
        c.fail(key, "must list " + std::to_string(minItems) + " to 8 values");
        return;
    }
    for (std::size_t i = 0; i < values.size(); ++i) {
        c.count(key, values[i], min, max);
        if (i > 0 && values[i] <= values[i - 1]) {
            c.fail(key, "must list each value once, ascending");
            return;
        }
    }
}

// §11: the pinned chassis and the site.
void checkChassisAndSite(Checker& c, const Scenario& s)
{
    checkWord(c, "gpu.form_factor", s.gpu.formFactor, {"pcie", "sxm", "oam"}, true);
    if (const ChassisSpec* ch = s.chassis ? &*s.chassis : nullptr) {
        checkRows(c, s, "chassis");
        checkWord(c, "chassis.gpu_form", ch->gpuForm, {"pcie", "hgx", "oam"});
        checkWord(c, "chassis.psu_redundancy", ch->psuRedundancy, {"n+1", "n+n", "n+1 n+n"});
        checkWord(c, "chassis.cooling", ch->cooling, {"air", "liquid"});
        if (!ch->nvlinkBridgeWays.empty())
            checkCountList(c, "chassis.nvlink_bridge_ways", ch->nvlinkBridgeWays, 2, 4, 1);
        for (std::uint64_t w : ch->nvlinkBridgeWays)
            if (w == 3)
                c.fail("chassis.nvlink_bridge_ways", "must list 2 and/or 4");
        checkCountList(c, "chassis.sockets", ch->sockets, 1, 8, 1);
        checkCountList(c, "chassis.psu_volts", ch->psuVolts, 90, 480, 1);
        if (ch->psuWatts.size() != ch->psuVolts.size())
            c.fail("chassis.psu_watts", "must give one value per voltage of `psu_volts` (" +
                                            std::to_string(ch->psuVolts.size()) + ")");
        for (std::uint64_t w : ch->psuWatts)
            c.count("chassis.psu_watts", w, 1, 100'000);
    }
    checkRows(c, s, "site");
    if (s.site.cooling)
        checkWord(c, "site.cooling", *s.site.cooling, {"air", "liquid"});
    if (s.site.psuRedundancy)
        checkWord(c, "site.psu_redundancy", *s.site.psuRedundancy, {"n+n", "n+1"});
}

std::vector<FieldError> check(const Scenario& s)
{
    Checker c;
    checkRows(c, s, "");
    checkModel(c, s, "model");

    checkRows(c, s, "gpu");
    if (s.gpu.pcieLanes != 1 && s.gpu.pcieLanes != 2 && s.gpu.pcieLanes != 4 &&
        s.gpu.pcieLanes != 8 && s.gpu.pcieLanes != 16)
        c.fail("gpu.pcie_lanes",
               "must be 1, 2, 4, 8 or 16 (got " + std::to_string(s.gpu.pcieLanes) + ")");

    checkRows(c, s, "serving");
    checkParallelism(c.errors, s);
    checkRows(c, s, "workload");
    checkRows(c, s, "offload");
    checkRows(c, s, "host");
    checkHostLists(c, s);
    checkRows(c, s, "nvme");
    checkRows(c, s, "engine");
    validateEngine(c, s);
    if (s.traffic)
        checkRows(c, s, "traffic");
    checkRows(c, s, "quote");
    if (s.load) {
        checkRows(c, s, "load");
        if (s.load->prefixHitShare + s.load->cpuHitShare > 1.0)
            c.fail("load.cpu_hit_share",
                   "with load.prefix_hit_share must come to at most 1 (the whole prompt)");
    }
    checkRows(c, s, "sla");
    checkRows(c, s, "speculative");
    validateQuote(c, s.quote);
    checkChassisAndSite(c, s);
    return c.errors;
}

} // namespace

std::vector<FieldError> validateModel(const ModelSpec& model, const std::string& prefix)
{
    Checker c;
    Scenario probe;
    probe.model = model;
    checkModel(c, probe, prefix);
    return c.errors;
}

std::vector<FieldError> validate(const Scenario& s)
{
    return check(s);
}

std::vector<FieldError> validateNumberRanges(const Scenario& s)
{
    // What a form's spin box cannot hold: a number outside its row's fixed range. Texts, formats
    // and combinations across keys can all be typed, one field at a time.
    Checker c;
    for (const schema::Field& f : schema::fields()) {
        if (!f.bounds || f.checkedByRule)
            continue;
        const schema::Value value = f.get(s);
        if (const auto* count = std::get_if<std::uint64_t>(&value))
            c.count(f.key, *count, std::uint64_t(f.bounds->min), std::uint64_t(f.bounds->max));
        else if (const auto* real = std::get_if<double>(&value))
            c.real(f.key, *real, f.bounds->min, f.bounds->max, f.bounds->minExclusive);
    }
    return c.errors;
}

} // namespace kvp
