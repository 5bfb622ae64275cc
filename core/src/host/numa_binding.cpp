// SPDX-License-Identifier: GPL-3.0-or-later
#include "kvplan/numa_binding.h"

#include "kvplan/memory_planner.h"

#include <algorithm>

namespace kvp {

std::vector<std::uint64_t> gpusOfInstance(const Scenario& scenario, std::uint64_t instance)
{
    // An engine process group: its TP ranks, or under data-parallel attention every DP rank's.
    std::vector<std::uint64_t> gpus;
    const std::uint64_t n = gpusPerEngine(scenario.serving);
    gpus.reserve(n);
    for (std::uint64_t rank = 0; rank < n; ++rank)
        gpus.push_back(instance * n + rank);
    return gpus;
}

std::vector<std::uint64_t> numaNodesOfInstance(const Scenario& scenario, std::uint64_t instance)
{
    return numaNodesOfGpus(scenario, gpusOfInstance(scenario, instance));
}

std::vector<std::uint64_t> numaNodesOfGpus(const Scenario& scenario,
                                           const std::vector<std::uint64_t>& gpus)
{
    std::vector<std::uint64_t> nodes;
    nodes.reserve(gpus.size());
    for (std::uint64_t gpu : gpus)
        nodes.push_back(socketOfGpu(scenario, gpu));
    // host.gpu_sockets may list the cards in any socket order.
    std::sort(nodes.begin(), nodes.end());
    nodes.erase(std::unique(nodes.begin(), nodes.end()), nodes.end());
    return nodes;
}

std::string commaList(const std::vector<std::uint64_t>& values)
{
    std::string list;
    list.reserve(values.size() * 3);
    for (std::uint64_t v : values) {
        if (!list.empty())
            list += ',';
        list += std::to_string(v);
    }
    return list;
}

std::vector<std::string> numactlPrefix(const std::vector<std::uint64_t>& nodes)
{
    if (nodes.empty())
        return {};
    if (nodes.size() == 1) {
        const std::string n = std::to_string(nodes.front());
        return {"numactl", "--cpunodebind=" + n, "--membind=" + n};
    }
    return {"numactl", "--interleave=" + commaList(nodes)};
}

std::string numactlPrefixLine(const std::vector<std::uint64_t>& nodes)
{
    // numactlPrefix's words, one space between them, written at once.
    if (nodes.empty())
        return {};
    std::string line;
    if (nodes.size() == 1) {
        const std::string n = std::to_string(nodes.front());
        line.reserve(40);
        line.append("numactl --cpunodebind=").append(n).append(" --membind=").append(n);
        return line;
    }
    return line.append("numactl --interleave=").append(commaList(nodes));
}

} // namespace kvp
