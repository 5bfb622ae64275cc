// SPDX-License-Identifier: GPL-3.0-or-later
// The scenario's table of keys (kvplan/scenario_schema.h): the server as built (§11) — a pinned
// chassis and the site's rack, power and cooling — and the quote's words.
#include "scenario/schema_rows.h"

namespace kvp::schema {

using namespace rows;

std::vector<Field> chassisRows()
{
    using S = Scenario;
    using C = ChassisSpec;
    return {
        in<&S::chassis, &C::model>("chassis.model", W, chars(0, 300), "text", "",
                                   "the pinned chassis' vendor and model"),
        in<&S::chassis, &C::catalogId>("chassis.catalog_id", O, chars(0, 100), "text", "",
                                       "the catalog chassis that filled `chassis.*` (\"\" = "
                                       "typed in); a record only"),
        in<&S::chassis, &C::rackUnits>("chassis.rack_units", W, count(1, 60), "count", " U",
                                       "height in rack units"),
        in<&S::chassis, &C::gpuForm>("chassis.gpu_form", W, chars(3, 4), "word", "",
                                     "how it takes GPUs: PCIe double-width slots, or one HGX / "
                                     "OAM baseboard",
                                     {.docRange = "\"pcie\", \"hgx\" or \"oam\""}),
        in<&S::chassis, &C::gpuPositions>("chassis.gpu_positions", W, count(1, 32), "count",
                                          " GPUs", "double-width slots, or the baseboard's GPUs"),
        in<&S::chassis, &C::maxGpuW>("chassis.max_gpu_w", W, over(0, 10'000), "W", " W",
                                     "the most a GPU may draw in it"),
        in<&S::chassis, &C::nvlinkBridgeWays>(
            "chassis.nvlink_bridge_ways", W, std::nullopt, "list of counts", "",
            "NVLink bridge islands it takes; []: none", {.docRange = "2 and/or 4"}),
        in<&S::chassis, &C::sockets>("chassis.sockets", W, std::nullopt, "list of counts", "",
                                     "the socket counts it is sold with",
                                     {.docRange = "1–4 values of 1–8"}),
        in<&S::chassis, &C::dimmSlotsPerSocket>("chassis.dimm_slots_per_socket", W, count(1, 128),
                                                "count", " slots", "DIMM slots per socket"),
        in<&S::chassis, &C::maxDimmsPerChannel>("chassis.max_dimms_per_channel", W, count(1, 2),
                                                "count", " DPC", "most DIMMs per channel"),
        in<&S::chassis, &C::nvmeBays>("chassis.nvme_bays", W, count(0, 128), "count", " bays",
                                      "NVMe bays (its largest bay option)"),
        in<&S::chassis, &C::psuBays>("chassis.psu_bays", W, count(1, 32), "count", " PSUs",
                                     "power supply bays"),
        in<&S::chassis, &C::psuVolts>("chassis.psu_volts", W, std::nullopt, "list of V", "",
                                      "input voltages, ascending: from each, a supply gives "
                                      "the watts at the same place in `psu_watts`",
                                      {.docRange = "1–8 values of 90–480"}),
        in<&S::chassis, &C::psuWatts>("chassis.psu_watts", W, std::nullopt, "list of W", "",
                                      "watts per supply from the voltage of `psu_volts`",
                                      {.docRange = "as many as `psu_volts`, 1–100,000"}),
        in<&S::chassis, &C::psuRedundancy>("chassis.psu_redundancy", W, chars(3, 7), "words", "",
                                           "the redundancy modes it supports",
                                           {.docRange = "\"n+1\", \"n+n\" or \"n+1 n+n\""}),
        in<&S::chassis, &C::cooling>("chassis.cooling", W, chars(3, 6), "word", "",
                                     "how it is cooled", {.docRange = "\"air\" or \"liquid\""}),
        in<&S::chassis, &C::boardW>("chassis.board_w", W, count(0, 100'000), "W", " W",
                                    "board, baseboard (NVSwitch) and BMC beside the parts"),
        in<&S::chassis, &C::fanShare>("chassis.fan_share", W, count(0, 0.5), "ratio", " of DC load",
                                      "fans and voltage regulators"),
        in<&S::chassis, &C::networkW>("chassis.network_w", W, count(0, 100'000), "W", " W",
                                      "the NICs a build carries"),
    };
}

std::vector<Field> siteRows()
{
    using S = Scenario;
    return {
        in<&S::site, &SiteSpec::rackKw>("site.rack_kw", O, over(0, 10'000), "kW", " kW",
                                        "power a rack may draw (air: 8, 15, 25, 40 kW are "
                                        "typical limits)",
                                        {.docDefault = "unset = 15"}),
        in<&S::site, &SiteSpec::rackUnits>("site.rack_units", O, count(1, 100), "count", " U",
                                           "rack units the GPU servers may take",
                                           {.docDefault = "unset = 42"}),
        in<&S::site, &SiteSpec::feedVoltage>("site.feed_voltage", O, count(90, 480), "V", " V",
                                             "the power supplies' input voltage (a 200–220 V "
                                             "feed derates some supplies)",
                                             {.docDefault = "unset = 230"}),
        in<&S::site, &SiteSpec::cooling>(
            "site.cooling", O, chars(3, 6), "word", "", "what the racks are cooled with",
            {.docDefault = "unset = \"air\"", .docRange = "\"air\" or \"liquid\""}),
        in<&S::site, &SiteSpec::psuRedundancy>(
            "site.psu_redundancy", O, chars(3, 3), "word", "",
            "power supply redundancy: N+N survives a feed (A+B), N+1 one supply",
            {.docDefault = "unset: n+n when the chassis has the bays, else n+1",
             .docRange = "\"n+n\" or \"n+1\""}),
        in<&S::site, &SiteSpec::airDeltaTC>("site.air_delta_t_c", O, over(0, 60), "°C", " °C",
                                            "the air's temperature rise through a node",
                                            {.docDefault = "unset = 15"}),
        in<&S::site, &SiteSpec::rackLoadShare>(
            "site.rack_load_share", O, over(0, 1), "ratio", " of rack power",
            "the share of `rack_kw` the nodes may draw continuously (0.8: a circuit loaded to "
            "80 % of its rating, as the NEC's continuous-load rule asks)",
            {.label = "Continuous rack load", .docDefault = "unset = 1 (all of it)"}),
        in<&S::site, &SiteSpec::pricePerKwh>(
            "site.price_per_kwh", O, over(0, 1000), "per kWh", " per kWh",
            "what the site pays for a kWh, in the quote's currency (the price list's): the "
            "running cost a year and per million output tokens",
            {.label = "Electricity price",
             .docDefault = "unset = 0.20 (EUR: the EU's non-household average, Eurostat "
                           "nrg_pc_205, second half of 2023)"}),
    };
}

std::vector<Field> quoteRows()
{
    using S = Scenario;
    return {
        in<&S::quote, &QuoteSpec::customer>("quote.customer", O, chars(0, 300), "text", "",
                                            "the company the quote is for"),
        in<&S::quote, &QuoteSpec::contact>("quote.contact", O, chars(0, 300), "text", "",
                                           "the person there"),
        in<&S::quote, &QuoteSpec::project>("quote.project", O, chars(0, 300), "text", "",
                                           "what the servers are for"),
        in<&S::quote, &QuoteSpec::number>("quote.number", O, chars(0, 300), "text", "",
                                          "the quote number; \"\" prints \"draft\""),
        in<&S::quote, &QuoteSpec::date>("quote.date", O, std::nullopt, "\"YYYY-MM-DD\"", "",
                                        "the quote's date; \"\" = the day it is exported",
                                        {.docRange = "a calendar date"}),
        in<&S::quote, &QuoteSpec::validityDays>("quote.validity_days", O, count(1, 3650), "days",
                                                " days", "unset: the price list's `validity_days`"),
        in<&S::quote, &QuoteSpec::discountPercent>(
            "quote.discount_percent", O, std::nullopt, "percent", " %",
            "on the subtotal, before VAT; unset: the price list's",
            {.docRange = "0–100, at most 2 decimals"}),
        in<&S::quote, &QuoteSpec::salesContact>("quote.sales_contact", O, chars(0, 300), "text", "",
                                                "the vendor's contact person"),
        in<&S::quote, &QuoteSpec::notes>("quote.notes", O, std::nullopt, "text", "",
                                         "printed under the bill of materials",
                                         {.docRange = "≤ 4,000 chars, line breaks allowed"}),
        in<&S::quote, &QuoteSpec::assembly>("quote.assembly", W, std::nullopt, "bool", "",
                                            "assembly and burn-in, one per node"),
        in<&S::quote, &QuoteSpec::warrantyYears>("quote.warranty_years", W, count(0, 10), "years",
                                                 " years",
                                                 "a warranty extension per node; 0: none"),
        in<&S::quote, &QuoteSpec::language>(
            "quote.language", O, chars(0, 10), "text", "",
            "the quote's language, \"en\" or \"de\" (its words, numbers, money and dates; CSV "
            "separators); \"\" = the language the app or kvplan runs in",
            {.docRange = "\"en\", \"de\" or \"\""}),
    };
}

} // namespace kvp::schema
