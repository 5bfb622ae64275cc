// SPDX-License-Identifier: GPL-3.0-or-later
#include "kvplan/vllm_log.h"

#include "kvplan/units.h"

#include <algorithm>
#include <cstdio>
#include <functional>
#include <regex>
#include <vector>

namespace kvp {

namespace {

constexpr std::size_t kMaxLogBytes = 16 * 1024 * 1024;

std::uint64_t count(const std::string& digits)
{
    std::string plain;
    for (char c : digits)
        if (c >= '0' && c <= '9')
            plain += c;
    if (plain.empty() || plain.size() > 18)
        return 0;
    return std::stoull(plain);
}

double real(const std::string& text)
{
    try {
        return std::stod(text);
    } catch (const std::exception&) {
        return 0.0;
    }
}

template <class T> void keepSmallest(std::optional<T>& slot, T value)
{
    slot = slot ? std::min(*slot, value) : value;
}

bool word(const std::string& text)
{
    return text == "True" || text == "true";
}

struct Pattern {
    std::regex expression;
    std::function<void(VllmLogFacts&, const std::smatch&)> apply;
    std::string keyword; // a literal the line must contain; the regex runs only then
};

std::regex re(const char* text)
{
    return std::regex(text, std::regex::ECMAScript);
}

// The speculative config as the non-default args print it ('speculative_config': {'method':
// 'mtp', 'num_speculative_tokens': 3}), the engine's config line (SpeculativeConfig(method='mtp',
// …, num_spec_tokens=3)) or the command line (--speculative-config '{"method": "eagle3",
// "num_speculative_tokens": 2}').
std::vector<Pattern> speculativePatterns()
{
    using F = VllmLogFacts;
    using M = std::smatch;
    return {
        {re(R"(speculative[_-]config['"]?[:= ]\s*'?(?:SpeculativeConfig\(|\{)[^)}]*?\bmethod['"]?\s*[:=]\s*['"]([A-Za-z0-9_]+)['"])"),
         [](F& f, const M& m) { f.speculativeMethod = m[1]; }, "peculative"},
        {re(R"(speculative[_-]config['"]?[:= ]\s*'?(?:SpeculativeConfig\(|\{)[^)}]*?\b(?:num_speculative_tokens|num_spec_tokens)['"]?\s*[:=]\s*([0-9]+))"),
         [](F& f, const M& m) { f.speculativeTokens = count(m[1]); }, "peculative"},
    };
}

std::vector<Pattern> kvPatterns()
{
    using F = VllmLogFacts;
    using M = std::smatch;
    return {
        {re(R"(vLLM API server version ([0-9][0-9A-Za-z.+_-]*))"),
         [](F& f, const M& m) { f.version = m[1]; }, "vLLM API server version "},
        {re(R"(LLM engine \(v([0-9][0-9A-Za-z.+_-]*)\))"),
         [](F& f, const M& m) { f.version = f.version.value_or(m[1]); }, "LLM engine "},
        {re(R"(vLLM version:? v?([0-9]+\.[0-9][0-9A-Za-z.+_-]*))"),
         [](F& f, const M& m) { f.version = f.version.value_or(m[1]); }, "vLLM version:"},
        {re(R"('model': '([^']+)')"), [](F& f, const M& m) { f.model = m[1]; }, "'model': '"},
        {re(R"(\bmodel='([^']+)')"), [](F& f, const M& m) { f.model = f.model.value_or(m[1]); },
         "model='"},
        {re(R"('model_tag': '([^']+)')"),
         [](F& f, const M& m) { f.model = f.model.value_or(m[1]); }, "'model_tag': '"},
        {re(R"((?:'tensor_parallel_size': |tensor_parallel_size=)([0-9]+))"),
         [](F& f, const M& m) { f.tensorParallel = count(m[1]); }, "tensor_parallel_size"},
        {re(R"((?:'kv_cache_dtype': '|kv_cache_dtype=)([A-Za-z0-9_]+))"),
         [](F& f, const M& m) { f.kvCacheDtype = m[1]; }, "kv_cache_dtype"},
        {re(R"((?:^|[ ,({])(?:'dtype': '|dtype=)(?:torch\.)?([a-z0-9]+))"),
         [](F& f, const M& m) {
             if (m[1] != "auto")
                 f.modelDtype = m[1];
         },
         "dtype"},
        {re(R"(Casting torch\.[a-z0-9]+ to torch\.([a-z0-9]+))"),
         [](F& f, const M& m) { f.modelDtype = m[1]; }, "Casting torch"},
        {re(R"((?:'max_model_len': |max_model_len=|max_seq_len=)([0-9]+))"),
         [](F& f, const M& m) { f.maxModelLen = count(m[1]); }, "max_"},
        {re(R"((?:'gpu_memory_utilization': |gpu_memory_utilization=)([0-9.]+))"),
         [](F& f, const M& m) { f.gpuMemoryUtilization = real(m[1]); }, "gpu_memory_utilization"},
        {re(R"(Desired GPU memory utilization is \(([0-9.]+),)"),
         [](F& f, const M& m) { f.gpuMemoryUtilization = real(m[1]); },
         "Desired GPU memory utilization is "},
        {re(R"((?:'max_num_batched_tokens': |max_num_batched_tokens=)([0-9]+))"),
         [](F& f, const M& m) { f.maxNumBatchedTokens = count(m[1]); }, "max_num_batched_tokens"},
        {re(R"('block_size': ([0-9]+))"), [](F& f, const M& m) { f.blockSize = count(m[1]); },
         "'block_size': "},
        {re(R"(Forcing kv cache block size to ([0-9]+))"),
         [](F& f, const M& m) { f.blockSize = count(m[1]); }, "Forcing kv cache block size to "},
        {re(R"((?:'enable_prefix_caching': |enable_prefix_caching=)(True|False))"),
         [](F& f, const M& m) { f.prefixCaching = word(m[1]); }, "enable_prefix_caching"},
        {re(R"((?:'disable_hybrid_kv_cache_manager': |disable_hybrid_kv_cache_manager=)True)"),
         [](F& f, const M&) { f.hybridManagerDisabled = true; }, "disable_hybrid_kv_cache_manager"},
        {re(R"('kv_transfer_config': \{|'kv_offloading_size': [0-9])"),
         [](F& f, const M&) { f.kvConnector = true; }, "'kv_"},
        {re(R"(total_gpu_memory=([0-9.]+) ?GiB)"),
         [](F& f, const M& m) { f.gpuTotalGiB = real(m[1]); }, "total_gpu_memory="},
        {re(R"(Free memory on device \(([0-9.]+)/([0-9.]+) GiB\))"),
         [](F& f, const M& m) { f.gpuTotalGiB = real(m[2]); }, "Free memory on device "},
        {re(R"(Model loading took ([0-9.]+) ?GiB)"),
         [](F& f, const M& m) { f.weightsGiB = real(m[1]); }, "Model loading took "},
        // V0 divides by 2^30 but prints "GB".
        {re(R"(Loading model weights took ([0-9.]+) ?GB)"),
         [](F& f, const M& m) { f.weightsGiB = real(m[1]); }, "Loading model weights took "},
        {re(R"(Actual usage is ([0-9.]+) GiB for weight)"),
         [](F& f, const M& m) { f.weightsGiB = f.weightsGiB.value_or(real(m[1])); },
         "Actual usage is "},
        {re(R"(Available KV cache memory: ([0-9.]+) ?GiB)"),
         [](F& f, const M& m) { keepSmallest(f.availableKvGiB, real(m[1])); },
         "Available KV cache memory: "},
        // vllm-ascend's worker prints the budget and the device's memory in bytes.
        {re(R"(Available memory: ([0-9]+), total memory: ([0-9]+))"),
         [](F& f, const M& m) {
             keepSmallest(f.availableKvBytes, count(m[1]));
             if (const std::uint64_t total = count(m[2]))
                 f.gpuTotalGiB = bytes(total).inGiB();
         },
         "Available memory: "},
        {re(R"(\bdevice_config=([a-z]+))"), [](F& f, const M& m) { f.device = m[1]; },
         "device_config="},
        {re(R"(\bkv_cache_size=([0-9.]+) ?GiB)"),
         [](F& f, const M& m) { keepSmallest(f.availableKvGiB, real(m[1])); }, "kv_cache_size="},
        {re(R"(reserved ([0-9.]+) ?GiB memory for KV Cache as specified by kv_cache_memory_bytes)"),
         [](F& f, const M& m) {
             keepSmallest(f.availableKvGiB, real(m[1]));
             f.budgetGivenDirectly = true;
         },
         "GiB memory for KV Cache as specified by kv_cache_memory_bytes"},
        {re(R"('kv_cache_memory_bytes': ([0-9]+))"),
         [](F& f, const M&) { f.budgetGivenDirectly = true; }, "'kv_cache_memory_bytes': "},
        {re(R"(Current kv cache memory in use is ([0-9]+) bytes)"),
         [](F& f, const M& m) { keepSmallest(f.kvCacheBytesInUse, count(m[1])); },
         "Current kv cache memory in use is "},
        {re(R"(GPU KV cache size: ([0-9,]+) tokens)"),
         [](F& f, const M& m) {
             keepSmallest(f.gpuKvCacheTokens, count(m[1]));
             ++f.gpuKvCacheTokenLines;
         },
         "GPU KV cache size: "},
        {re(R"(Maximum concurrency for ([0-9,]+) tokens per request: ([0-9.]+)x)"),
         [](F& f, const M& m) {
             f.concurrencyTokens = count(m[1]);
             keepSmallest(f.maxConcurrency, real(m[2]));
         },
         "Maximum concurrency for "},
        {re(R"(#? ?GPU blocks: ([0-9,]+))"),
         [](F& f, const M& m) {
             keepSmallest(f.numGpuBlocks, count(m[1]));
             f.v0Engine = true;
         },
         "GPU blocks: "},
        {re(R"(num_gpu_blocks is: ([0-9,]+))"),
         [](F& f, const M& m) { keepSmallest(f.numGpuBlocks, count(m[1])); },
         "num_gpu_blocks is: "},
        {re(R"(Setting attention block size to ([0-9]+) tokens)"),
         [](F& f, const M& m) { f.attentionBlockSize = count(m[1]); },
         "Setting attention block size to "},
        {re(R"(Add ([0-9]+) padding layers)"),
         [](F& f, const M& m) { f.paddingLayers = count(m[1]); }, " padding layers"},
        {re(R"(larger than the available KV cache memory \(([0-9.]+) ?GiB\))"),
         [](F& f, const M& m) { keepSmallest(f.availableKvGiB, real(m[1])); },
         "larger than the available KV cache memory "},
        {re(R"(\(([0-9.]+) GiB KV cache is needed)"),
         [](F& f, const M& m) { f.neededKvGiB = real(m[1]); }, " GiB KV cache is needed"},
        {re(R"(max seq len \(([0-9]+)\))"),
         [](F& f, const M& m) { f.neededForTokens = count(m[1]); }, "max seq len "},
    };
}

const std::vector<Pattern>& patterns()
{
    static const std::vector<Pattern> list = [] {
        std::vector<Pattern> all = kvPatterns();
        for (Pattern& p : speculativePatterns())
            all.push_back(std::move(p));
        return all;
    }();
    return list;
}

} // namespace

std::optional<std::uint64_t> VllmLogFacts::context() const
{
    if (maxModelLen)
        return maxModelLen;
    if (concurrencyTokens)
        return concurrencyTokens;
    return neededForTokens;
}

bool VllmLogFacts::hasKvFigures() const
{
    return availableKvGiB || availableKvBytes || kvCacheBytesInUse || gpuKvCacheTokens ||
           numGpuBlocks;
}

VllmLogFacts parseVllmLog(std::string_view text)
{
    VllmLogFacts facts;
    if (text.size() > kMaxLogBytes)
        text = text.substr(0, kMaxLogBytes);
    std::size_t start = 0;
    while (start < text.size()) {
        std::size_t end = text.find('\n', start);
        if (end == std::string_view::npos)
            end = text.size();
        // Very long lines (a dumped config) are cut: the facts sit near their start.
        const std::string line(text.substr(start, std::min<std::size_t>(end - start, 20000)));
        start = end + 1;
        for (const Pattern& p : patterns()) {
            if (!p.keyword.empty() && line.find(p.keyword) == std::string::npos)
                continue;
            auto begin = std::sregex_iterator(line.begin(), line.end(), p.expression);
            for (auto it = begin; it != std::sregex_iterator(); ++it)
                p.apply(facts, *it);
        }
    }
    return facts;
}

bool isVllmVersionAtMost(const std::string& version, int major, int minor)
{
    int a = 0;
    int b = 0;
    if (std::sscanf(version.c_str(), "%d.%d", &a, &b) != 2)
        return false;
    return a < major || (a == major && b <= minor);
}

} // namespace kvp
