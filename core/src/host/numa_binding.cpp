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
    for (std::uint64_t rank = 0; rank < n; ++rank)
        gpus.push_back(instance * n + rank);
    return gpus;
}

std::vector<std::uint64_t> numaNodesOfInstance(const Scenario& scenario, std::uint64_t instance)
{
    std::vector<std::uint64_t> nodes;
    for (std::uint64_t gpu : gpusOfInstance(scenario, instance))
        nodes.push_back(socketOfGpu(scenario, gpu));
    // host.gpu_sockets may list the cards in any socket order.
    std::sort(nodes.begin(), nodes.end());
    nodes.erase(std::unique(nodes.begin(), nodes.end()), nodes.end());
    return nodes;
}

std::vector<std::string> numactlPrefix(const std::vector<std::uint64_t>& nodes)
{
    if (nodes.empty())
        return {};
    if (nodes.size() == 1) {
        const std::string n = std::to_string(nodes.front());
        return {"numactl", "--cpunodebind=" + n, "--membind=" + n};
    }
    std::string list;
    for (std::uint64_t node : nodes)
        list += (list.empty() ? "" : ",") + std::to_string(node);
    return {"numactl", "--interleave=" + list};
}

} // namespace kvp
