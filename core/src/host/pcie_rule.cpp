// SPDX-License-Identifier: GPL-3.0-or-later
// sizing-model §5, the PCIe reload: the link between host and card (pcie_model.cpp holds the
// measured curve), the time to bring a conversation back from the CPU tier, the check on the
// host's generation, and their formulas.
#include "plan/rules.h"

#include "kvplan/pcie_model.h"
#include "plan/result_records.h"

#include <algorithm>

namespace kvp {

void planPcie(const Scenario& s, SizingResult& r)
{
    PcieReload& p = r.pcie;
    p.generation = std::min(s.gpu.pcieGen, s.host.pcieGen);
    p.nominalGBps = pcieNominalGBps(p.generation, s.gpu.pcieLanes);
    // vLLM moves whole blocks: one block id over the layers of a group.
    p.transferBytes = r.engine.blockBytes.isZero() ? r.kv.blockBytesPerRank : r.engine.blockBytes;
    // No attention block (only linear / Mamba layers, in an engine mode that cannot serve
    // them): a layer's state moves as one piece. Never a transfer of zero bytes, whose
    // rate is zero and whose reload time would be infinite.
    if (p.transferBytes.isZero())
        for (const KvLayerGroup& g : r.kv.groups)
            p.transferBytes = std::max(p.transferBytes, g.stateBytesPerLayerPerRank);
    p.peakShare = pciePeakShare(p.generation);
    p.efficiency = pcieChunkEfficiency(p.generation, p.transferBytes);
    p.effectiveGBps = p.nominalGBps * p.efficiency;
    // Each rank reloads its own share over its own link, all ranks at once.
    const Bytes perRank = r.kv.conversationBytesPerRank;
    p.reloadSecondsNominal = transferTime(perRank, Rate::fromGBps(p.nominalGBps)).inSeconds();
    p.reloadSeconds = transferTime(perRank, Rate::fromGBps(p.effectiveGBps)).inSeconds();
    p.pinnedAllocationSecondsPerInstance = pinnedAllocationSeconds(r.cpuTier.pinnedPerInstance);
}

void advisePcie(const Scenario& s, SizingResult& r)
{
    if (s.gpu.pcieGen > s.host.pcieGen)
        addNote(r, Severity::Info, DiagnosticCode::PcieGenLimitedByHost,
                {{"gpu_gen", s.gpu.pcieGen},
                 {"host_gen", s.host.pcieGen},
                 {"nominal_gbps", r.pcie.nominalGBps}});
}

void derivePcie(const Scenario& s, SizingResult& r)
{
    const CpuTier& c = r.cpuTier;
    const PcieReload& p = r.pcie;
    addDerivation(
        r, "pcie.reload_ms_per_conversation",
        "{conversation_per_rank} / ({nominal} × {efficiency})",
        {{"conversation_per_rank", "conversation_bytes / ranks",
          r.kv.conversationBytesPerRank.inGB(), Unit::GB},
         {"nominal", "min(gpu.pcie_gen, host.pcie_gen), gpu.pcie_lanes", p.nominalGBps, Unit::GBps},
         {"efficiency",
          p.generation == 5 ? "measured H200 rate at the block size"
                            : "measured H200 rate at the block size, scaled to the "
                              "generation's measured peak share",
          p.efficiency * 100.0, Unit::Percent}},
        ms(p.reloadSeconds), Unit::Milliseconds, "sizing-model §5");
    if (s.offload.enabled)
        addDerivation(r, "pcie.pinned_allocation_s_per_instance", "{pinned} × {seconds_per_gib}",
                      {{"pinned", "cpu_tier.per_instance × offload.engine_host_memory_factor",
                        c.pinnedPerInstance.inGiB(), Unit::GiB},
                       {"seconds_per_gib", "measured on an H200 host: 18.872 s for 32 GiB",
                        18.872 / 32.0, Unit::SecondsPerGiB}},
                      p.pinnedAllocationSecondsPerInstance, Unit::Seconds, "sizing-model §5");
}

} // namespace kvp
