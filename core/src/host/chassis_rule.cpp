// SPDX-License-Identifier: GPL-3.0-or-later
// docs/sizing-rules.md §11, the server as it is built: the chassis the GPUs, DIMMs and drives go
// into — pinned by the scenario (`chassis.*`) or chosen from the built-in catalog —, the checks
// that the build can be made (whole HGX baseboards, slots, DIMM slots, bays, cooling), its
// NVLink bridges, and their formulas.
#include "plan/rules.h"

#include "host/build_facts.h"
#include "kvplan/catalog_apply.h"
#include "plan/result_records.h"

#include <algorithm>
#include <array>
#include <functional>
#include <tuple>

namespace kvp {

namespace {

// A chassis that may hold the build: the scenario's pinned one, or a catalog entry, read in
// place. The filters, the ranking and the plan read these figures of it, each the value its
// specification (chassisSpecOf) holds; no specification is made per candidate: its strings and
// lists, for every chassis of the catalog, were a quarter of a plan without formulas (issue #24).
struct ChassisCandidate {
    const ChassisSpec* pinned = nullptr; // the scenario's chassis section
    const ChassisEntry* entry = nullptr; // null: pinned
    const std::string* catalogId = nullptr;
    const std::string* gpuForm = nullptr;
    std::uint64_t gpuPositions = 0;
    double maxGpuW = 0.0;
    const std::vector<std::uint64_t>* sockets = nullptr;
    const std::vector<std::uint64_t>* nvlinkBridgeWays = nullptr;
    std::uint64_t nvmeBays = 0;
    std::uint64_t psuBays = 0;
    const std::string* cooling = nullptr;
    std::uint64_t rackUnits = 0;
    std::uint64_t dimmSlotsPerSocket = 0;
    std::uint64_t maxDimmsPerChannel = 0;
    // The most of the plan's GPU the entry's list takes, found in it once a plan (null: not
    // listed, or no entry or no catalog GPU to look up): the filters asked the list each time.
    const std::uint64_t* gpuMost = nullptr;

    static ChassisCandidate of(const ChassisSpec& c)
    {
        ChassisCandidate k;
        k.pinned = &c;
        k.catalogId = &c.catalogId;
        k.gpuForm = &c.gpuForm;
        k.gpuPositions = c.gpuPositions;
        k.maxGpuW = c.maxGpuW;
        k.sockets = &c.sockets;
        k.nvlinkBridgeWays = &c.nvlinkBridgeWays;
        k.nvmeBays = c.nvmeBays;
        k.psuBays = c.psuBays;
        k.cooling = &c.cooling;
        k.rackUnits = c.rackUnits;
        k.dimmSlotsPerSocket = c.dimmSlotsPerSocket;
        k.maxDimmsPerChannel = c.maxDimmsPerChannel;
        return k;
    }
    // The entry's figures as chassisSpecOf copies them.
    static ChassisCandidate of(const ChassisEntry& e)
    {
        ChassisCandidate k;
        k.entry = &e;
        k.catalogId = &e.id;
        k.gpuForm = &e.gpuForm;
        k.gpuPositions = e.gpuPositions;
        k.maxGpuW = e.maxGpuW;
        k.sockets = &e.socketOptions;
        k.nvlinkBridgeWays = &e.nvlinkBridgeWays;
        k.nvmeBays = e.nvmeBays();
        k.psuBays = e.psuBays;
        k.cooling = &e.cooling;
        k.rackUnits = e.rackUnits;
        k.dimmSlotsPerSocket = e.dimmSlotsPerSocket;
        k.maxDimmsPerChannel = e.maxDimmsPerChannel;
        return k;
    }
    std::string model() const { return pinned ? pinned->model : chassisModelOf(*entry); }
    std::string vendor() const { return pinned ? std::string() : entry->vendor; }
};

std::string joined(const std::vector<std::string>& words, const char* separator = ", ")
{
    std::size_t length = 0;
    for (const std::string& w : words)
        length += w.size() + std::char_traits<char>::length(separator);
    std::string out;
    out.reserve(length);
    for (const std::string& w : words) {
        if (!out.empty())
            out += separator;
        out += w;
    }
    return out;
}

bool takesGpu(const ChassisCandidate& c, const Scenario&, const build::GpuFacts& gpu)
{
    if (c.entry && gpu.entry)
        return c.gpuMost != nullptr;
    return (gpu.form == "pcie") == (*c.gpuForm == "pcie");
}

// The most GPUs of this kind the chassis takes (a baseboard: exactly its positions).
std::uint64_t mostGpus(const ChassisCandidate& c, const build::GpuFacts& gpu)
{
    if (c.entry && gpu.entry && c.gpuMost)
        return std::min(*c.gpuMost, c.gpuPositions);
    return c.gpuPositions;
}

bool countFits(const ChassisCandidate& c, const Scenario& s, const build::GpuFacts& gpu)
{
    if (*c.gpuForm != "pcie")
        return s.gpu.count == c.gpuPositions;
    return s.gpu.count <= mostGpus(c, gpu);
}

// The scenario's CPU platform in the catalog, looked up once a plan (null: not in it).
const PlatformEntry* scenarioPlatform(const Scenario& s, const Catalog& catalog)
{
    return catalog.platformByIdOrName(s.host.platformId, s.host.platform);
}

bool platformMatches(const ChassisCandidate& c, const PlatformEntry* p)
{
    if (!c.entry)
        return true;
    return !p || std::find(c.entry->platforms.begin(), c.entry->platforms.end(), p->id) !=
                     c.entry->platforms.end();
}

std::string siteCooling(const Scenario& s)
{
    return s.site.cooling.value_or("air");
}

// One filter of the chain: the candidates it keeps, and the error that names what does not
// fit when it keeps none. The steps refer to planChassis' scenario and GPU facts, which outlive
// them: captured by reference (no copies of their strings), a step's functions fit in place.
struct Step {
    std::function<bool(const ChassisCandidate&)> keep;
    std::function<void(SizingResult&, const std::vector<ChassisCandidate>&)> refuse;
};

void refuseBaseboards(const Scenario& s, SizingResult& r, const std::vector<ChassisCandidate>& left,
                      const std::string& gpuName, const build::GpuFacts& gpu)
{
    std::vector<std::uint64_t> boards;
    for (const ChassisCandidate& c : left)
        if (*c.gpuForm != "pcie")
            boards.push_back(c.gpuPositions);
    std::sort(boards.begin(), boards.end());
    boards.erase(std::unique(boards.begin(), boards.end()), boards.end());
    std::vector<std::string> words;
    for (std::uint64_t b : boards)
        words.push_back(std::to_string(b));
    addNote(r, Severity::Error, DiagnosticCode::ChassisWholeBaseboards,
            {{"count", s.gpu.count},
             {"gpu", gpuName},
             {"board", build::baseboardWord(gpu.form)},
             {"counts", joined(words, " or ")}});
}

std::array<Step, 6> steps(const Scenario& s, const build::GpuFacts& gpu)
{
    const double gpuW = gpu.powerW.value_or(0.0);
    const bool drives = s.nvme.enabled;
    return {{
        {[&s, &gpu](const ChassisCandidate& c) { return takesGpu(c, s, gpu); },
         [&s, &gpu](SizingResult& r, const std::vector<ChassisCandidate>&) {
             if (s.chassis)
                 return addNote(
                     r, Severity::Error, DiagnosticCode::ChassisPinnedNoGpu,
                     {{"model", s.chassis->model}, {"gpu", s.gpu.name}, {"form", gpu.form}});
             addNote(r, Severity::Error, DiagnosticCode::ChassisNoGpu,
                     {{"gpu", s.gpu.name}, {"form", gpu.form}});
         }},
        {[&s, &gpu](const ChassisCandidate& c) { return countFits(c, s, gpu); },
         [&s, &gpu](SizingResult& r, const std::vector<ChassisCandidate>& left) {
             if (gpu.form != "pcie")
                 return refuseBaseboards(s, r, left, s.gpu.name, gpu);
             std::uint64_t most = 0;
             for (const ChassisCandidate& c : left)
                 most = std::max(most, mostGpus(c, gpu));
             if (s.chassis)
                 return addNote(r, Severity::Error, DiagnosticCode::ChassisPinnedTooManyGpus,
                                {{"model", s.chassis->model},
                                 {"most", most},
                                 {"gpu", s.gpu.name},
                                 {"count", s.gpu.count}});
             addNote(r, Severity::Error, DiagnosticCode::ChassisTooManyGpus,
                     {{"count", s.gpu.count}, {"gpu", s.gpu.name}, {"most", most}});
         }},
        {[gpuW](const ChassisCandidate& c) { return gpuW <= c.maxGpuW; },
         [&s, gpuW](SizingResult& r, const std::vector<ChassisCandidate>& left) {
             double most = 0.0;
             for (const ChassisCandidate& c : left)
                 most = std::max(most, c.maxGpuW);
             addNote(r, Severity::Error, DiagnosticCode::ChassisGpuPower,
                     {{"gpu", s.gpu.name}, {"gpu_w", gpuW}, {"most_w", most}});
         }},
        {[&s](const ChassisCandidate& c) {
             return std::find(c.sockets->begin(), c.sockets->end(), s.host.sockets) !=
                    c.sockets->end();
         },
         [&s](SizingResult& r, const std::vector<ChassisCandidate>& left) {
             std::vector<std::string> options;
             for (const ChassisCandidate& c : left)
                 for (std::uint64_t n : *c.sockets)
                     if (std::find(options.begin(), options.end(), std::to_string(n)) ==
                         options.end())
                         options.push_back(std::to_string(n));
             addNote(r, Severity::Error, DiagnosticCode::ChassisSockets,
                     {{"sockets", s.host.sockets}, {"options", joined(options, " or ")}});
         }},
        {[&s, drives](const ChassisCandidate& c) {
             return !drives || s.nvme.drivesPerNode <= c.nvmeBays;
         },
         [&s](SizingResult& r, const std::vector<ChassisCandidate>& left) {
             std::uint64_t most = 0;
             for (const ChassisCandidate& c : left)
                 most = std::max(most, c.nvmeBays);
             addNote(r, Severity::Error, DiagnosticCode::ChassisDriveBays,
                     {{"drives", s.nvme.drivesPerNode}, {"bays", most}});
         }},
        {[&s](const ChassisCandidate& c) {
             return siteCooling(s) == "liquid" || *c.cooling == "air";
         },
         [](SizingResult& r, const std::vector<ChassisCandidate>&) {
             addNote(r, Severity::Error, DiagnosticCode::ChassisNeedsLiquid, {});
         }},
    }};
}

// Best first: sold with the scenario's platform, the fewest GPU positions (a 4-GPU build in a
// 4-GPU chassis), liquid first on a liquid site, the fewest rack units, the catalog's order.
void rank(std::vector<ChassisCandidate>& list, const Scenario& s, const Catalog& catalog)
{
    const bool liquid = siteCooling(s) == "liquid";
    const PlatformEntry* platform = scenarioPlatform(s, catalog);
    // Each key once, then the order.
    using Key = std::tuple<bool, std::uint64_t, bool, std::uint64_t, std::size_t>;
    std::vector<Key> keys;
    keys.reserve(list.size());
    for (std::size_t i = 0; i < list.size(); ++i) {
        const ChassisCandidate& c = list[i];
        keys.emplace_back(!platformMatches(c, platform), c.gpuPositions,
                          liquid == (*c.cooling == "air"), c.rackUnits, i);
    }
    std::sort(keys.begin(), keys.end()); // the index last: the catalog's order among equals
    std::vector<ChassisCandidate> ranked;
    ranked.reserve(list.size());
    for (const Key& k : keys)
        ranked.push_back(std::move(list[std::get<4>(k)]));
    list = std::move(ranked);
}

// The DIMMs per channel the chassis' slots allow with the platform's channels.
std::uint64_t slotDpc(const ChassisCandidate& c, const Scenario& s)
{
    const std::uint64_t bySlots = std::max<std::uint64_t>(
        1, c.dimmSlotsPerSocket / std::max<std::uint64_t>(1, s.host.channelsPerSocket));
    return std::min({s.host.maxDimmsPerChannel, c.maxDimmsPerChannel, bySlots});
}

Scenario builtWith(const Scenario& s, const ChassisCandidate& c)
{
    Scenario built = s;
    built.host.maxDimmsPerChannel = slotDpc(c, s);
    return built;
}

// A plan under a chassis' lower DIMMs-per-channel limit that fits, in one node or in the nodes
// the scenario fixes, costs nothing against the platform's own limit, which that plan needs not
// be made to show: planNodes reads the limit only where planMemory lays out the DIMMs (the
// users, CPU tier and PCIe of n nodes do not depend on it), and a layout found within the lower
// limit is within the higher one, so the platform's plan fits too, in one node (whose memory it
// tries first) or in the same fixed nodes.
bool costsNothing(const SizingResult& plan, const Scenario& s)
{
    return plan.memory.fits && (s.host.nodes.has_value() || plan.nodes.count == 1);
}

// A candidate's memory plan kept while later ones are tried.
struct MemoryWith {
    std::size_t index = 0;
    SizingResult result;
    Scenario built;
    std::uint64_t nodesNeeded = 0;
    bool fits() const { return result.memory.fits; }
    std::uint64_t nodes() const { return result.nodes.count; }
};

// The candidate chosen; when choosing made its memory plan, the result holds it, `built` is the
// scenario as built that it planned and nodesNeeded planNodes' answer.
struct Choice {
    std::size_t index = 0;
    std::optional<Scenario> built;
    std::uint64_t nodesNeeded = 0;
};

// Among the ranked candidates, the first whose DIMM slots cost no node and no fit against the
// platform's own limit; else the one with the fewest nodes (a fit first). Each candidate's plan
// is made in `r` from the state it had before (a copy of it restores it for the next), the
// plan at the platform's own limit from that state too.
Choice chooseForMemory(const Scenario& s, SizingResult& r,
                       const std::vector<ChassisCandidate>& list)
{
    Choice chosen;
    // The usual answer, the first, needs no memory plan: a result's copy and planNodes() cost
    // more than the rest of the chassis rule.
    if (list.size() == 1 || slotDpc(list.front(), s) >= s.host.maxDimmsPerChannel)
        return chosen;
    const SizingResult before = r;
    // The plan at the platform's own limit, made only when a candidate's is not judged without
    // it (costsNothing).
    std::optional<SizingResult> free;
    std::optional<MemoryWith> best;
    for (std::size_t i = 0; i < list.size(); ++i) {
        if (i > 0)
            r = before;
        chosen.index = i;
        if (slotDpc(list[i], s) >= s.host.maxDimmsPerChannel) {
            chosen.built.reset(); // no memory plan: r is as it was
            return chosen;
        }
        chosen.built.emplace(s);
        chosen.built->host.maxDimmsPerChannel = slotDpc(list[i], s);
        chosen.nodesNeeded = planNodes(*chosen.built, r);
        if (costsNothing(r, s))
            return chosen;
        if (!free) {
            free = before;
            planNodes(s, *free);
        }
        if (r.memory.fits == free->memory.fits && r.nodes.count <= free->nodes.count)
            return chosen;
        const bool better = !best || (r.memory.fits && !best->fits()) ||
                            (r.memory.fits == best->fits() && r.nodes.count < best->nodes());
        if (better)
            best = MemoryWith{i, std::move(r), std::move(*chosen.built), chosen.nodesNeeded};
    }
    // None costs nothing: the best plan kept.
    r = std::move(best->result);
    chosen.index = best->index;
    chosen.built = std::move(best->built);
    chosen.nodesNeeded = best->nodesNeeded;
    return chosen;
}

void fillIslands(const Scenario& s, const build::GpuFacts& gpu, ChassisPlan& p)
{
    if (gpu.bridgeWays == 0 || s.gpu.count < 2 || p.gpuForm != "pcie")
        return;
    std::uint64_t left = s.gpu.count;
    for (std::uint64_t size : {4, 2}) {
        if (size > gpu.bridgeWays)
            continue;
        if (std::find(p.bridgeWaysTaken.begin(), p.bridgeWaysTaken.end(), size) ==
            p.bridgeWaysTaken.end())
            continue;
        const std::uint64_t islands = left / size;
        if (islands == 0)
            continue;
        if (p.nvlinkIslandGpus == 0)
            p.nvlinkIslandGpus = size;
        p.nvlinkIslands += islands;
        p.nvlinkBridges += islands * gpu.bridgesPerIsland;
        left -= islands * size;
    }
    p.unbridgedGpus = p.nvlinkIslands == 0 ? 0 : left;
}

void fillPlan(const Scenario& s, const ChassisCandidate& c, const build::GpuFacts& gpu,
              const Catalog& catalog, SizingResult& r)
{
    ChassisPlan& p = r.chassis;
    p.found = true;
    p.pinned = c.entry == nullptr;
    p.id = *c.catalogId;
    p.vendor = c.vendor();
    p.model = c.model();
    p.rackUnits = c.rackUnits;
    p.gpuForm = *c.gpuForm;
    p.gpuPositions = c.gpuPositions;
    p.maxGpuW = c.maxGpuW;
    p.baseboards = *c.gpuForm == "pcie" ? 0 : 1;
    p.dimmSlotsPerSocket = c.dimmSlotsPerSocket;
    p.maxDimmsPerChannel = slotDpc(c, s);
    p.nvmeBays = c.nvmeBays;
    p.psuBays = c.psuBays;
    p.cooling = *c.cooling;
    p.bridgeWaysTaken = *c.nvlinkBridgeWays;
    p.platformMatches = platformMatches(c, scenarioPlatform(s, catalog));
    if (c.entry && !p.platformMatches) {
        for (const std::string& id : c.entry->platforms)
            if (const PlatformEntry* e = catalog.platform(id))
                p.platformsSold.push_back(e->name);
        if (p.platformsSold.empty())
            p.platformsSold.push_back("CPU platforms this catalog does not list (" +
                                      build::citation(c.entry->provenance, "platforms") + ")");
    }
    // A pinned chassis the catalog filled (chassis.catalog_id, unchanged) cites the entry.
    const ChassisEntry* cataloged = c.entry;
    if (!cataloged)
        if (const ChassisEntry* e = catalog.findChassis(*c.catalogId);
            e && chassisSpecOf(*e) == *c.pinned)
            cataloged = e;
    if (cataloged) {
        // Each citation once, in the order of the figures: "catalog ID: a; b".
        std::vector<const std::string*> cited;
        std::size_t length = 0;
        for (const auto& figureAndText : cataloged->provenance.sources) {
            const std::string& text = figureAndText.second; // a lambda may capture it
            if (std::none_of(cited.begin(), cited.end(),
                             [&text](const std::string* c) { return *c == text; })) {
                cited.push_back(&text);
                length += text.size() + 2;
            }
        }
        p.source.clear();
        p.source.reserve(length + cataloged->id.size() + 10);
        p.source.append("catalog ").append(cataloged->id).append(": ");
        for (std::size_t i = 0; i < cited.size(); ++i)
            p.source.append(i == 0 ? "" : "; ").append(*cited[i]);
    } else {
        p.source = "the scenario's chassis section (chassis.*)";
    }
    fillIslands(s, gpu, p);
}

} // namespace

BuiltServer planChassis(const Scenario& s, SizingResult& r, const Catalog& catalog)
{
    build::GpuFacts gpu = build::gpuFacts(s, catalog);
    // The chassis' GPU lists name what their vendors qualified: a GPU of the user's own that no
    // chassis lists is taken by its form factor, as one the catalog does not know.
    if (gpu.entry && !builtInCatalog().gpu(gpu.entry->id) &&
        std::none_of(catalog.chassis.begin(), catalog.chassis.end(),
                     [&](const ChassisEntry& e) { return e.gpus.count(gpu.entry->id) != 0; }))
        gpu.entry = nullptr;
    std::vector<ChassisCandidate> list;
    if (s.chassis) {
        list.push_back(ChassisCandidate::of(*s.chassis));
    } else {
        const std::vector<ChassisEntry>& entries = catalog.chassis;
        list.reserve(entries.size());
        for (const ChassisEntry& e : entries) {
            list.push_back(ChassisCandidate::of(e));
            if (gpu.entry)
                if (const auto it = e.gpus.find(gpu.entry->id); it != e.gpus.end())
                    list.back().gpuMost = &it->second;
        }
    }
    std::vector<char> kept(list.size());
    for (const Step& step : steps(s, gpu)) {
        // Each candidate asked once (a GPU's lookup in each chassis' list is a map's); the
        // refusal names what is left when none is kept.
        bool any = false;
        for (std::size_t i = 0; i < list.size(); ++i) {
            kept[i] = char(step.keep(list[i]));
            any = any || kept[i] != 0;
        }
        if (!any) {
            step.refuse(r, list);
            r.chassis.pinned = s.chassis.has_value();
            r.chassis.model = s.chassis ? s.chassis->model : std::string();
            return {s, std::nullopt};
        }
        std::size_t left = 0;
        for (std::size_t i = 0; i < list.size(); ++i)
            if (kept[i]) {
                if (left != i) // a candidate kept in place is not copied onto itself
                    list[left] = list[i];
                ++left;
            }
        list.resize(left);
    }
    rank(list, s, catalog);
    // The memory plan of the build, when choosing made it, is in r: planNodes writes only its
    // own sections (users, CPU tier, PCIe, memory, nodes) and reads no chassis figure but the
    // DIMMs per channel of the scenario as built; the chassis' plan follows.
    Choice choice = chooseForMemory(s, r, list);
    r.chassis.candidates.reserve(list.size());
    for (const ChassisCandidate& c : list)
        r.chassis.candidates.push_back(c.model());
    fillPlan(s, list[choice.index], gpu, catalog, r);
    if (choice.built)
        return {std::move(*choice.built), choice.nodesNeeded};
    return {builtWith(s, list[choice.index]), std::nullopt};
}

void adviseChassis(const Scenario& s, SizingResult& r, const Catalog& catalog)
{
    const ChassisPlan& p = r.chassis;
    if (!p.found)
        return;
    if (!p.platformMatches)
        addNote(r, Severity::Warning, DiagnosticCode::ChassisPlatformDiffers,
                {{"model", p.model},
                 {"platform", s.host.platform},
                 {"platforms", joined(p.platformsSold, "; ")}});
    if (p.maxDimmsPerChannel < s.host.maxDimmsPerChannel)
        addNote(
            r, Severity::Info, DiagnosticCode::ChassisLimitsDpc,
            {{"model", p.model}, {"slots", p.dimmSlotsPerSocket}, {"dpc", p.maxDimmsPerChannel}});
    if (p.dimmSlotsPerSocket < s.host.channelsPerSocket)
        addNote(r, Severity::Error, DiagnosticCode::ChassisDimmSlotsShort,
                {{"model", p.model},
                 {"slots", p.dimmSlotsPerSocket},
                 {"channels", s.host.channelsPerSocket}});
    const build::GpuFacts gpu = build::gpuFacts(s, catalog);
    if (gpu.bridgeWays != 0 && s.gpu.count >= 2 && p.nvlinkIslands == 0)
        addNote(r, Severity::Warning, DiagnosticCode::ChassisNoNvlinkBridges,
                {{"model", p.model}, {"gpu", s.gpu.name}});
    const std::uint64_t tp = s.serving.tensorParallel;
    if (p.nvlinkIslandGpus != 0 && tp > 1 && (tp > p.nvlinkIslandGpus || p.nvlinkIslandGpus % tp))
        addNote(r, Severity::Warning, DiagnosticCode::TpSpansNvlinkIslands,
                {{"tp", tp}, {"island", p.nvlinkIslandGpus}, {"gpu", s.gpu.name}});
    if (p.unbridgedGpus != 0)
        addNote(r, Severity::Info, DiagnosticCode::GpusUnbridged,
                {{"gpus", p.unbridgedGpus}, {"island", p.nvlinkIslandGpus}});
}

void deriveChassis(const Scenario& s, SizingResult& r, const Catalog& catalog)
{
    const ChassisPlan& p = r.chassis;
    if (!p.found)
        return;
    addDerivation(r, "chassis.rack_units", "{units} (" + p.model + ", " + p.source + ")",
                  {{"units", "chassis.rack_units", double(p.rackUnits), Unit::RackUnits}},
                  double(p.rackUnits), Unit::RackUnits, "docs/sizing-rules.md §11");
    if (p.nvlinkIslands != 0) {
        const build::GpuFacts gpu = build::gpuFacts(s, catalog);
        addDerivation(r, "chassis.nvlink_bridges",
                      "floor({gpus} / {island}) islands × {per_island} bridges",
                      {{"gpus", "gpu.count", double(s.gpu.count), Unit::None},
                       {"island", "gpu.nvlink_bridge_ways", double(p.nvlinkIslandGpus), Unit::None},
                       {"per_island", "gpu.nvlink_bridges_per_island", double(gpu.bridgesPerIsland),
                        Unit::None}},
                      double(p.nvlinkBridges), Unit::None, "docs/sizing-rules.md §11");
    }
}

} // namespace kvp
