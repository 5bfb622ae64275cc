// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// Which NUMA node an engine instance is started on (sizing-model §4: "Each instance is started on
// its card's NUMA node: numactl --cpunodebind=N --membind=N"). One place, so that a finer host
// model (several NUMA nodes per socket, a topology read from `nvidia-smi topo -m`) can replace it.

#include "kvplan/scenario.h"

#include <cstdint>
#include <string>
#include <vector>

namespace kvp {

// The NUMA nodes of the cards of instance `instance` (its TP ranks), lowest first, without
// repeats. Assumes one NUMA node per socket; the cards' sockets are host.gpu_sockets, or the
// cards split evenly over the sockets (socketOfGpu), as the memory plan places them.
std::vector<std::uint64_t> numaNodesOfInstance(const Scenario& scenario, std::uint64_t instance);
// The same for an instance's GPUs (gpusOfInstance) already listed.
std::vector<std::uint64_t> numaNodesOfGpus(const Scenario& scenario,
                                           const std::vector<std::uint64_t>& gpus);

// The GPUs of instance `instance`: TP consecutive cards.
std::vector<std::uint64_t> gpusOfInstance(const Scenario& scenario, std::uint64_t instance);

// `numactl --cpunodebind=N --membind=N` for one node; for an instance whose cards sit on several
// nodes, `numactl --interleave=A,B` (binding all ranks to one node would put the other ranks'
// buffers across the socket interconnect). Empty for no nodes.
std::vector<std::string> numactlPrefix(const std::vector<std::uint64_t>& nodes);
// Those words on one line, a space between them (the memory plan's and the report's).
std::string numactlPrefixLine(const std::vector<std::uint64_t>& nodes);
// "0,1,2": the values with commas between them (CUDA_VISIBLE_DEVICES, numactl --interleave).
std::string commaList(const std::vector<std::uint64_t>& values);

} // namespace kvp
