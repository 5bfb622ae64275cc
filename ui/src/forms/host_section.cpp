// SPDX-License-Identifier: GPL-3.0-or-later
#include "controller/controller.h"

#include "forms/catalog_picker.h"
#include "forms/filled_field.h"
#include "forms/form_section.h"
#include "forms/sections.h"
#include "ui_words.h"

#include <QCoreApplication>
#include <QDoubleSpinBox>
#include <cmath>

namespace kvp::ui {

namespace {

// How much memory the host keeps beside the pinned buffer, and what the engine really pins.
void addMemoryRuleFields(FormSection* section)
{
    section->addReal(
        {QStringLiteral("host.baseline_multiple"), tr("Baseline memory"),
         tr("A GPU server gets this many times its (marketed) GPU memory even "
            "without offloading.")},
        2, 0.25, [](const Scenario& s) { return s.host.baselineMultiple; },
        [](Scenario& s, double v) { s.host.baselineMultiple = v; });
    section->addReal(
        {QStringLiteral("host.reserve_multiple"), tr("Reserve"),
         tr("Memory kept beside the pinned buffers, as a multiple of GPU memory; the "
            "reserve is the larger of this and the items below.")},
        2, 0.25, [](const Scenario& s) { return s.host.reserveMultiple; },
        [](Scenario& s, double v) { s.host.reserveMultiple = v; });
    section->addReal(
        {QStringLiteral("host.reserve_os_gb"), tr("Reserve: OS"),
         tr("Memory for the operating system.")},
        1, 4.0, [](const Scenario& s) { return s.host.reserveOsGB; },
        [](Scenario& s, double v) { s.host.reserveOsGB = v; });
    section->addReal(
        {QStringLiteral("host.reserve_containers_gb"), tr("Reserve: containers"),
         tr("Memory for containers (Docker shared memory and the like).")},
        1, 4.0, [](const Scenario& s) { return s.host.reserveContainersGB; },
        [](Scenario& s, double v) { s.host.reserveContainersGB = v; });
    section->addReal(
        {QStringLiteral("host.reserve_rag_index_gb"), tr("Reserve: RAG index"),
         tr("A retrieval index held in memory on the same server.")},
        1, 8.0, [](const Scenario& s) { return s.host.reserveRagIndexGB; },
        [](Scenario& s, double v) { s.host.reserveRagIndexGB = v; });
    section->addOptionalReal(
        {QStringLiteral("host.reserve_page_cache_gb"), tr("Reserve: page cache"),
         tr("The page cache holding the model checkpoint. Unchecked: the checkpoint size.")},
        tr("Other"), 1, 1.0, [](const Scenario& s) { return s.host.reservePageCacheGB; },
        [](Scenario& s, std::optional<double> v) { s.host.reservePageCacheGB = v; },
        [](const Scenario& s, const SizingResult&) { return s.model.checkpointGB; });
    QDoubleSpinBox* factor = section->addReal(
        {QStringLiteral("offload.engine_host_memory_factor"), tr("Engine host-memory factor"),
         tr("Host memory the engine really pins per byte of CPU tier asked for. 1.0 trusts the "
            "setting; vLLM issue #53042 measured 1.92 (buffers rounded up to a power of two).")},
        2, 0.01, [](const Scenario& s) { return s.offload.engineHostMemoryFactor; },
        [](Scenario& s, double v) { s.offload.engineHostMemoryFactor = v; });
    section->enableWhen({factor}, [](const Scenario& s) { return s.offload.enabled; });
}

} // namespace

FormSection* makeHostSection(Controller* controller, CatalogPicker* platformPicker)
{
    auto* section = new FormSection(tr("Host memory"), controller);
    section->setDetailsTitle(tr("Memory details"));
    section->addPicker(tr("Platform"),
                       tr("Choose a CPU platform from the catalog, or keep Custom and enter its "
                          "memory channels below."),
                       platformPicker);
    section->addText(
        {QStringLiteral("host.platform"), tr("Platform name"), tr("The CPU platform.")},
        [](const Scenario& s) { return s.host.platform; },
        [](Scenario& s, std::string v) { setFilled(s.host.platformId, s.host.platform, v); });
    section->addCount(
        {QStringLiteral("host.sockets"), tr("Sockets"), tr("CPU sockets per node.")},
        [](const Scenario& s) { return s.host.sockets; },
        [](Scenario& s, std::uint64_t v) { s.host.sockets = v; });
    section->addCount(
        {QStringLiteral("host.channels_per_socket"), tr("Memory channels"),
         tr("Memory channels per socket; every channel gets the same DIMMs.")},
        [](const Scenario& s) { return s.host.channelsPerSocket; },
        [](Scenario& s, std::uint64_t v) {
            setFilled(s.host.platformId, s.host.channelsPerSocket, v);
        });
    section->addChoice(
        {QStringLiteral("host.max_dimms_per_channel"), tr("Slots per channel"),
         tr("The most DIMMs a channel takes. Two per channel run slower, so they "
            "are used only when the largest DIMMs at one per channel are not "
            "enough.")},
        {{tr("1 DIMM per channel"), 1}, {tr("2 DIMMs per channel"), 2}},
        [](const Scenario& s) { return int(s.host.maxDimmsPerChannel); },
        [](Scenario& s, int v) {
            setFilled(s.host.platformId, s.host.maxDimmsPerChannel, std::uint64_t(v));
        });
    section->addNumberList(
        {QStringLiteral("host.dimm_sizes_gb"), tr("DIMM sizes"),
         tr("RDIMM sizes to choose from, separated by commas. The layout is "
            "the smallest size that fills every channel and holds what is "
            "needed.")},
        tr("GB"), tr("e.g. 32, 48, 64"), [](const Scenario& s) { return s.host.dimmSizesGB; },
        [](Scenario& s, std::vector<std::uint64_t> v) {
            setFilled(s.host.platformId, s.host.dimmSizesGB, v);
        });
    section->addOptionalReal(
        {QStringLiteral("host.nodes"), tr("Nodes"),
         tr("Identical nodes the users are spread over. Unchecked: one, or the fewest whose "
            "memory holds every user (the box shows how many that is).")},
        tr("Fixed"), 0, 1.0,
        [](const Scenario& s) -> std::optional<double> {
            if (!s.host.nodes)
                return std::nullopt;
            return double(*s.host.nodes);
        },
        [](Scenario& s, std::optional<double> v) {
            s.host.nodes =
                v ? std::optional<std::uint64_t>(std::uint64_t(std::llround(*v))) : std::nullopt;
        },
        [](const Scenario&, const SizingResult& r) { return double(r.nodes.count); });
    section->addCount(
        {QStringLiteral("host.memory_mts_1dpc"), tr("Speed at 1 DIMM/channel"),
         tr("Memory speed with one DIMM per channel.")},
        [](const Scenario& s) { return s.host.memoryMtsAt1Dpc; },
        [](Scenario& s, std::uint64_t v) {
            setFilled(s.host.platformId, s.host.memoryMtsAt1Dpc, v);
        });
    section->addCount(
        {QStringLiteral("host.memory_mts_2dpc"), tr("Speed at 2 DIMMs/channel"),
         tr("Memory speed with two DIMMs per channel.")},
        [](const Scenario& s) { return s.host.memoryMtsAt2Dpc; },
        [](Scenario& s, std::uint64_t v) {
            setFilled(s.host.platformId, s.host.memoryMtsAt2Dpc, v);
        });
    section->addChoice(
        {QStringLiteral("host.pcie_gen"), tr("Host PCIe generation"),
         tr("The host's PCIe generation: a card's or a drive's link runs at the "
            "slower of the two (a Gen6 card in a Gen5 server runs Gen5).")},
        {{tr("PCIe Gen3"), 3},
         {tr("PCIe Gen4"), 4},
         {tr("PCIe Gen5"), 5},
         {tr("PCIe Gen6"), 6},
         {tr("PCIe Gen7"), 7}},
        [](const Scenario& s) { return int(s.host.pcieGen); },
        [](Scenario& s, int v) { setFilled(s.host.platformId, s.host.pcieGen, std::uint64_t(v)); });
    section->addCount(
        {QStringLiteral("host.pcie_lanes"), tr("PCIe lanes for devices"),
         tr("Lanes the sockets give to devices, all sockets together, checked "
            "against the cards' and drives' links (EPYC 9005 in two sockets: 160). "
            "0: not checked.")},
        [](const Scenario& s) { return s.host.pcieLanes; },
        [](Scenario& s, std::uint64_t v) { setFilled(s.host.platformId, s.host.pcieLanes, v); });
    section->addNumberList(
        {QStringLiteral("host.gpu_sockets"), tr("Socket of each GPU"),
         tr("The socket each card hangs off, in nvidia-smi order (read it from "
            "nvidia-smi topo -m). Empty: the cards split evenly over the "
            "sockets in order.")},
        tr("per GPU"), tr("even split; e.g. 0, 0, 1, 1"),
        [](const Scenario& s) { return s.host.gpuSockets; },
        [](Scenario& s, std::vector<std::uint64_t> v) { s.host.gpuSockets = std::move(v); });
    addMemoryRuleFields(section);
    return section;
}

} // namespace kvp::ui
