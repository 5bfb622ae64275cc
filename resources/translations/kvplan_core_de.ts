<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="de_DE">
<context>
    <name>kvp::Diagnostic</name>
    <message>
        <source>--hicache-size is per TP rank: {size_gb} GB × {tp} rank(s) = {total_gb} GB of pinned host memory for this instance, for its {tier_gb} GB CPU tier (sglang#14282).</source>
        <translation>--hicache-size gilt je TP-Rang: {size_gb} GB × {tp} Rang/Ränge = {total_gb} GB gepinnter Arbeitsspeicher für diese Instanz, für ihre CPU-Stufe von {tier_gb} GB (sglang#14282).</translation>
    </message>
    <message>
        <source>--hicache-size {size_gb} GB per rank is not larger than the GPU pool per rank ({gpu_gb} GB): older SGLang releases refuse to start, newer ones warn, and the tier adds no hit rate.</source>
        <translation>--hicache-size {size_gb} GB je Rang ist nicht größer als der GPU-Pool je Rang ({gpu_gb} GB): Ältere SGLang-Versionen starten nicht, neuere warnen, und die Stufe bringt keine Treffer.</translation>
    </message>
    <message>
        <source>--kv-cache-dtype nvfp4 with HiCache: SGLang (0.5.18, read in its source, not run) sizes and copies the host pool at one byte a value, while its NVFP4 GPU pool holds half a byte a value and keeps the scales in buffers of their own that the host pool has no room for. Expect the {size_gb} GB per rank to hold about 56 % of the tokens planned (0.5625 of 1 B a value), and tokens brought back from it without their scales. For a CPU tier with SGLang choose fp8 until SGLang's release notes say HiCache carries NVFP4.</source>
        <translation>--kv-cache-dtype nvfp4 mit HiCache: SGLang (0.5.18, im Quelltext gelesen, nicht ausgeführt) bemisst und kopiert den Host-Pool mit einem Byte je Wert, während sein NVFP4-GPU-Pool ein halbes Byte je Wert hält und die Skalen in eigenen Puffern ablegt, für die der Host-Pool keinen Platz hat. Die {size_gb} GB je Rank fassen dann etwa 56 % der geplanten Tokens (0,5625 von 1 B je Wert), und aus ihm zurückgeholte Tokens kommen ohne ihre Skalen. Für eine CPU-Stufe mit SGLang fp8 wählen, bis die Release Notes von SGLang sagen, dass HiCache NVFP4 trägt.</translation>
    </message>
    <message>
        <source>--l1-size-gb {value} is {gib} GiB: LMCache multiplies it by 2^30, although the flag's help says &quot;GB&quot;.</source>
        <translation>--l1-size-gb {value} sind {gib} GiB: LMCache multipliert den Wert mit 2^30, obwohl die Hilfe des Flags „GB“ sagt.</translation>
    </message>
    <message>
        <source>--mem-fraction-static {fraction} = ({kv_gib} GiB KV cache + {weights_gib} GiB weights) / {reported_gib} GiB per card, rounded down, so that SGLang's device pool matches the plan's KV cache per card. SGLang takes the fraction of the memory free before loading, a little less than the card's.</source>
        <translation>--mem-fraction-static {fraction} = ({kv_gib} GiB KV-Cache + {weights_gib} GiB Gewichte) / {reported_gib} GiB je Karte, abgerundet, damit der Gerätepool von SGLang dem KV-Cache je Karte der Planung entspricht. SGLang nimmt den Anteil des vor dem Laden freien Speichers, etwas weniger als den der Karte.</translation>
    </message>
    <message>
        <source>A CPU-tier hit is only {speedup}× faster than recomputing {tokens} tokens ({cpu_hit_ms} ms against {recompute_ms} ms): prompts this short are cheap to prefill, so offloading saves little time to first token here.</source>
        <translation>Ein Treffer in der CPU-Stufe ist nur {speedup}× schneller als das Neuberechnen von {tokens} Tokens ({cpu_hit_ms} ms gegenüber {recompute_ms} ms): So kurze Prompts sind billig im Prefill, daher spart Auslagerung hier wenig Zeit bis zum ersten Token.</translation>
    </message>
    <message>
        <source>A node needs {required_gb} GB of system memory, more than its largest layout ({max_node_gb} GB), and more nodes do not bring that down (a fixed CPU tier per instance, or the baseline of {baseline_gb} GB): lower offload.cpu_tier_gib_per_instance or host.baseline_multiple, or choose a platform with more memory channels or two DIMMs per channel.</source>
        <translation>Ein Knoten braucht {required_gb} GB Arbeitsspeicher, mehr als seine größte Bestückung ({max_node_gb} GB), und mehr Knoten senken das nicht (eine feste CPU-Stufe je Instanz oder die Grundausstattung von {baseline_gb} GB): offload.cpu_tier_gib_per_instance oder host.baseline_multiple senken oder eine Plattform mit mehr Speicherkanälen oder zwei DIMMs je Kanal wählen.</translation>
    </message>
    <message>
        <source>A {dtype} KV cache takes {bytes_per_value} bytes per value; an FP8 cache halves every KV figure and is the first saving to test on the customer's evaluation set.</source>
        <translation>Ein KV-Cache in {dtype} braucht {bytes_per_value} Byte je Wert; ein FP8-Cache halbiert jede KV-Kennzahl und ist die erste Einsparung, die auf dem Evaluierungsdatensatz des Kunden zu testen ist.</translation>
    </message>
    <message>
        <source>All {users} conversations fit in GPU memory ({conversations_total} at full length): offloading adds little here beyond surviving restarts and bursts.</source>
        <translation>Alle {users} Konversationen passen in den Grafikspeicher ({conversations_total} in voller Länge): Auslagerung bringt hier wenig außer dem Überstehen von Neustarts und Lastspitzen.</translation>
    </message>
    <message>
        <source>An NVMe hit reloads a conversation in about {nvme_reload_ms} ms against {cpu_reload_ms} ms from the CPU tier: the NVMe tier suits conversations from earlier in the day, not users who answer within a minute.</source>
        <translation>Ein NVMe-Treffer lädt eine Konversation in etwa {nvme_reload_ms} ms nach, gegenüber {cpu_reload_ms} ms aus der CPU-Stufe: Die NVMe-Stufe passt für Konversationen von früher am Tag, nicht für Nutzer, die binnen einer Minute antworten.</translation>
    </message>
    <message>
        <source>At peak ({requests_per_s} requests per second on each of {instances} instances) the GPUs fall behind: requests queue without bound. Add GPUs, or cut the work per request (an FP8 cache, a CPU tier that spares prefill).</source>
        <translation>Zur Spitzenzeit ({requests_per_s} Anfragen pro Sekunde auf jeder von {instances} Instanzen) kommen die GPUs nicht nach: Die Anfragen stauen sich unbegrenzt. GPUs ergänzen oder die Arbeit je Anfrage senken (ein FP8-Cache, eine CPU-Stufe, die Prefill erspart).</translation>
    </message>
    <message>
        <source>At peak the {figure} is {value}, over the SLA's {target}.</source>
        <translation>Zur Spitzenzeit liegt {figure} bei {value}, über dem SLA-Wert von {target}.</translation>
    </message>
    <message>
        <source>At {context_tokens} tokens per conversation the sliding-window layers save no GPU memory: vLLM holds window − 1 + the tokens in flight ({held_tokens} tokens with {max_num_batched_tokens} in flight: max_num_batched_tokens, twice with the async scheduling of current releases) per request, more than the conversation.</source>
        <translation>Bei {context_tokens} Tokens je Konversation sparen die Sliding-Window-Schichten keinen Grafikspeicher: vLLM hält Fenster − 1 + die gerade verarbeiteten Tokens ({held_tokens} Tokens bei {max_num_batched_tokens} gleichzeitig verarbeiteten: max_num_batched_tokens, doppelt so viele mit dem asynchronen Scheduling aktueller Versionen) je Anfrage, mehr als die Konversation.</translation>
    </message>
    <message>
        <source>Capacity computed as vLLM's {capacity_model} mode computes it ({reason}).</source>
        <translation>Kapazität berechnet wie im Modus {capacity_model} von vLLM ({reason}).</translation>
    </message>
    <message>
        <source>DSA keeps the indexer's keys beside each MLA latent, and vLLM groups the two as one uniform spec, not the pure MLA its single-copy layout needs: the CPU tier stores every rank's copy of the blocks ({tp} copies: {every_rank_gb} GB).</source>
        <translation>DSA hält neben jedem MLA-Latent die Keys des Indexers, und vLLM fasst beide zu einer einheitlichen Spezifikation zusammen, nicht zu dem reinen MLA, das sein Layout mit nur einer Kopie verlangt: Die CPU-Stufe speichert für jeden Rang eine eigene Kopie der Blöcke ({tp} Kopien: {every_rank_gb} GB).</translation>
    </message>
    <message>
        <source>DYN_KVBM_CPU_CACHE_GB and DYN_KVBM_DISK_CACHE_GB are set per worker (TP rank), as KVBM's code suggests: {cpu_gb} GB × {tp} ranks. If your Dynamo release reads them per instance, set {cpu_instance_gb} and {disk_instance_gb} instead.</source>
        <translation>DYN_KVBM_CPU_CACHE_GB und DYN_KVBM_DISK_CACHE_GB werden je Worker (TP-Rang) gesetzt, wie der Code von KVBM nahelegt: {cpu_gb} GB × {tp} Ränge. Liest die eingesetzte Dynamo-Version sie je Instanz, stattdessen {cpu_instance_gb} und {disk_instance_gb} setzen.</translation>
    </message>
    <message>
        <source>DYN_KVBM_CPU_CACHE_GB {cpu_gb} GB is smaller than the GPU KV cache per card ({gpu_gb} GB): KVBM churns and gives no benefit.</source>
        <translation>DYN_KVBM_CPU_CACHE_GB {cpu_gb} GB ist kleiner als der KV-Cache je Karte im Grafikspeicher ({gpu_gb} GB): KVBM wälzt nur um und bringt keinen Nutzen.</translation>
    </message>
    <message>
        <source>DYN_KVBM_DISK_CACHE_GB is raised to the CPU cache ({cpu_gb} GB; the plan's NVMe share is {nvme_gb} GB per worker): KVBM advises a disk tier at least as large as the CPU tier.</source>
        <translation>DYN_KVBM_DISK_CACHE_GB wird auf den CPU-Cache angehoben ({cpu_gb} GB; der NVMe-Anteil der Planung ist {nvme_gb} GB je Worker): KVBM empfiehlt eine Laufwerksstufe, die mindestens so groß wie die CPU-Stufe ist.</translation>
    </message>
    <message>
        <source>Data-parallel attention: {engines} engine(s) per node of {dp} DP ranks × TP {tp} = {gpus} GPUs. Each DP rank keeps a KV pool of its own: the figures per instance are per DP rank ({conversations} conversations of {context_tokens} tokens), {conversations_per_node} per node. The routed experts ({experts_gib} GiB per card) are split over all {gpus} GPUs, the other weights ({dense_gib} GiB per card) over the {tp} of a DP rank.</source>
        <translation>Datenparallele Attention: {engines} Engine(s) je Knoten aus {dp} DP-Rängen × TP {tp} = {gpus} GPUs. Jeder DP-Rang hält einen eigenen KV-Pool: Die Zahlen je Instanz gelten je DP-Rang ({conversations} Konversationen zu {context_tokens} Tokens), {conversations_per_node} je Knoten. Die gerouteten Experten ({experts_gib} GiB je Karte) sind auf alle {gpus} GPUs verteilt, die übrigen Gewichte ({dense_gib} GiB je Karte) auf die {tp} eines DP-Rangs.</translation>
    </message>
    <message>
        <source>DeepSeek-V4's caches are sized as vLLM packs them for a model of compressed_mla layers alone with its hybrid KV cache manager on (capacity model vllm); capacity model {capacity_model}, or layers of another kind beside them, are not modelled (with the manager off vLLM charges every window and compressor-state layer for every token).</source>
        <translation>Die Caches von DeepSeek-V4 werden so dimensioniert, wie vLLM sie für ein Modell nur aus compressed_mla-Schichten mit eingeschaltetem hybriden KV-Cache-Manager packt (Kapazitätsmodell vllm); das Kapazitätsmodell {capacity_model} oder Schichten anderer Art daneben sind nicht modelliert (ohne den Manager berechnet vLLM jede Fenster- und Kompressorzustands-Schicht für jedes Token).</translation>
    </message>
    <message>
        <source>Dynamo's native-offloading guide calls the disk (file) tier behind the CPU tier &quot;available but not fully validated&quot;.</source>
        <translation>Die Anleitung von Dynamo zur nativen Auslagerung nennt die Laufwerksstufe (Datei) hinter der CPU-Stufe „verfügbar, aber nicht vollständig validiert“ (&quot;available but not fully validated&quot;).</translation>
    </message>
    <message>
        <source>Each LMCache server's file tier under {root_dir} is capped at its share of the plan's {needed_tb} TB ({retention_days} day(s) of new conversations, on {installed_tb} TB of drives) with the fs adapter's max_capacity_gb, which LMCache reads in GiB (× 1024³) although its help says GB; it evicts beyond it. Releases without the key ignore it: keep deleting older files on a schedule there.</source>
        <translation>Die Dateistufe jedes LMCache-Servers unter {root_dir} wird auf seinen Anteil an den {needed_tb} TB der Planung begrenzt ({retention_days} Tag(e) neuer Gespräche, auf {installed_tb} TB Laufwerken), mit max_capacity_gb des fs-Adapters, das LMCache in GiB liest (× 1024³), obwohl seine Hilfe GB sagt; darüber hinaus verdrängt es. Versionen ohne den Schlüssel ignorieren ihn: dort ältere Dateien weiterhin regelmäßig löschen.</translation>
    </message>
    <message>
        <source>Each drive is rated at {read_gbps} GB/s, more than its x4 slot carries on a PCIe Gen{host_gen} host: planned at {slot_gbps} GB/s.</source>
        <translation>Jedes Laufwerk ist für {read_gbps} GB/s spezifiziert, mehr als sein x4-Steckplatz auf einem PCIe-Gen{host_gen}-Host überträgt: geplant mit {slot_gbps} GB/s.</translation>
    </message>
    <message>
        <source>Each process is bound to the NUMA node of its cards, taken as the card's socket (one NUMA node per socket, cards split evenly over {sockets} sockets). Check with nvidia-smi topo -m and edit the numactl lines if the server differs (NPS2/NPS4, sub-NUMA clustering).</source>
        <translation>Jeder Prozess wird an den NUMA-Knoten seiner Karten gebunden, angenommen als Sockel der Karte (ein NUMA-Knoten je Sockel, Karten gleichmäßig auf {sockets} Sockel verteilt). Mit nvidia-smi topo -m prüfen und die numactl-Zeilen anpassen, wenn der Server abweicht (NPS2/NPS4, Sub-NUMA-Clustering).</translation>
    </message>
    <message>
        <source>Each server evicts when L1 is {trigger} full and frees {ratio} of it (--eviction-trigger-watermark, --eviction-ratio; LMCache's defaults 0.8 and 0.2 would keep 60–80 %): the plan counts {usable_percent} % of each instance's tier as holding conversations, {conversations} per instance.</source>
        <translation>Jeder Server verdrängt, wenn L1 zu {trigger} gefüllt ist, und gibt {ratio} davon frei (--eviction-trigger-watermark, --eviction-ratio; mit den Standardwerten 0,8 und 0,2 von LMCache blieben 60–80 % belegt): Die Planung zählt {usable_percent} % der Stufe jeder Instanz als Platz für Konversationen, {conversations} je Instanz.</translation>
    </message>
    <message>
        <source>Enabling a KV connector (--kv-transfer-config, which the CPU tier needs) can turn off vLLM's hybrid KV cache allocator on releases whose connector does not support it, and vLLM cannot serve a model with linear-attention or Mamba layers without it. Test on the release you run.</source>
        <translation>Ein KV-Connector (--kv-transfer-config, den die CPU-Stufe braucht) kann den hybriden KV-Cache-Allokator von vLLM in Versionen abschalten, deren Connector ihn nicht unterstützt, und ohne ihn kann vLLM kein Modell mit Linear-Attention- oder Mamba-Schichten betreiben. Auf der eingesetzten Version testen.</translation>
    </message>
    <message>
        <source>Enabling a KV connector (--kv-transfer-config, which the CPU tier needs) can turn off vLLM's hybrid KV cache allocator on releases whose connector does not support it; sliding-window layers are then charged for every token: {conversations_without} instead of {conversations} conversations per instance ({tokens_without} instead of {tokens} tokens). Test on the release you run.</source>
        <translation>Ein KV-Connector (--kv-transfer-config, den die CPU-Stufe braucht) kann den hybriden KV-Cache-Allokator von vLLM in Versionen abschalten, deren Connector ihn nicht unterstützt; Sliding-Window-Schichten zählen dann jedes Token: {conversations_without} statt {conversations} Konversationen je Instanz ({tokens_without} statt {tokens} Tokens). Auf der eingesetzten Version testen.</translation>
    </message>
    <message>
        <source>Every instance gets PYTHONHASHSEED={seed}: the file tier at {root_dir} names files after block hashes, and instances sharing it (or one instance after a restart) find each other's blocks only with one seed when vLLM's xxhash options are set.</source>
        <translation>Jede Instanz erhält PYTHONHASHSEED={seed}: Die Dateistufe unter {root_dir} benennt Dateien nach Block-Hashes, und Instanzen, die sie teilen (oder eine Instanz nach einem Neustart), finden die Blöcke der anderen nur mit einem gemeinsamen Seed, wenn die xxhash-Optionen von vLLM gesetzt sind.</translation>
    </message>
    <message>
        <source>File discovery reaches the workers of one host: every node runs its own frontend, so put a load balancer in front of the nodes (or deploy with --format kubernetes, where the Dynamo operator discovers the workers of every node).</source>
        <translation>Die Erkennung über Dateien erreicht die Worker eines Hosts: Jeder Knoten betreibt sein eigenes Frontend, daher einen Load Balancer vor die Knoten setzen (oder mit --format kubernetes bereitstellen, wo der Dynamo-Operator die Worker aller Knoten erkennt).</translation>
    </message>
    <message>
        <source>HiSparse keeps the latent in host memory: a request of {context_tokens} tokens takes {gpu_mib} MiB on each GPU (its indexer keys, a hot buffer of {buffer_tokens} latent rows and its last pages) instead of {gpu_mib_without} MiB, and {host_mib} MiB in the host pool. A card decodes up to {longest_context} tokens in one request instead of {longest_context_without}, and {concurrency} requests of this length instead of {concurrency_without}; the host pool holds {host_conversations} per instance.</source>
        <translation>HiSparse hält das Latent im Hauptspeicher: Eine Anfrage mit {context_tokens} Tokens belegt auf jeder GPU {gpu_mib} MiB (ihre Indexer-Keys, einen Hot-Buffer von {buffer_tokens} Latent-Zeilen und ihre letzten Seiten) statt {gpu_mib_without} MiB, und {host_mib} MiB im Host-Pool. Eine Karte dekodiert bis zu {longest_context} Tokens in einer Anfrage statt {longest_context_without}, und {concurrency} Anfragen dieser Länge statt {concurrency_without}; der Host-Pool hält {host_conversations} je Instanz.</translation>
    </message>
    <message>
        <source>HiSparse: vLLM's HiSparseConnector takes the place of the offloading connector, so the launch files write no NVMe tier beside it; the NVMe figures are what a tier would take.</source>
        <translation>HiSparse: Der HiSparseConnector von vLLM tritt an die Stelle des Offloading-Connectors, daher schreiben die Startdateien keine NVMe-Stufe daneben; die NVMe-Zahlen sind das, was eine solche Stufe bräuchte.</translation>
    </message>
    <message>
        <source>HiSparse: {context_tokens} tokens is more than a card holds with the latent on the GPU ({longest_context_without} tokens). vLLM admits a request with its newest pages resident on the GPU until they reach the host pool; how many it holds then was not read, so a request this long may need its prefill on another instance (prefill-decode disaggregation, as vLLM's HiSparse benchmarks run).</source>
        <translation>HiSparse: {context_tokens} Tokens sind mehr, als eine Karte mit dem Latent auf der GPU hält ({longest_context_without} Tokens). vLLM nimmt eine Anfrage mit ihren neuesten Seiten auf der GPU an, bis sie den Host-Pool erreichen; wie viele es dann hält, wurde nicht gelesen, daher kann eine so lange Anfrage ihren Prefill auf einer anderen Instanz brauchen (Trennung von Prefill und Decode, wie vLLMs HiSparse-Benchmarks laufen).</translation>
    </message>
    <message>
        <source>Instance {instance} has cards on NUMA nodes {nodes}: its memory is interleaved over them, and some ranks reload across the socket interconnect.</source>
        <translation>Instanz {instance} hat Karten an den NUMA-Knoten {nodes}: Ihr Speicher ist über sie verschränkt, und manche Ränge laden über die Sockelverbindung nach.</translation>
    </message>
    <message>
        <source>Instance {instance} has cards on {sockets} sockets: its buffer is interleaved over them ({numactl}) and each card reloads part of it across the socket interconnect. Prefer a tensor-parallel size whose cards share a socket.</source>
        <translation>Instanz {instance} hat Karten an {sockets} Sockeln: Ihr Puffer ist über sie verschränkt ({numactl}), und jede Karte lädt einen Teil davon über die Sockelverbindung nach. Besser eine Tensor-Parallel-Größe, deren Karten sich einen Sockel teilen.</translation>
    </message>
    <message>
        <source>Instance {instance}, one engine of {dp} DP ranks on {gpus} GPUs, has cards on {sockets} sockets: the launch files start it as one process group, so its DP ranks' CPU tiers are interleaved over them ({numactl}) and each card reloads part of its rank's tier across the socket interconnect. Prefer TP × DP that fits the GPUs of one socket.</source>
        <translation>Instanz {instance}, eine Engine aus {dp} DP-Rängen auf {gpus} GPUs, hat Karten an {sockets} Sockeln: Die Startdateien starten sie als eine Prozessgruppe, daher liegen die CPU-Stufen ihrer DP-Ränge verschränkt über diese Sockel ({numactl}), und jede Karte lädt einen Teil der Stufe ihres Rangs über die Verbindung zwischen den Sockeln nach. Besser TP × DP so wählen, dass es in die GPUs eines Sockels passt.</translation>
    </message>
    <message>
        <source>LMCache has deprecated its in-process mode (LMCache PR #5147, 2026-09-16: the legacy KV engine and vLLM connector log a warning when constructed). Prefer the LMCache server (--engine lmcache, LMCacheMPConnector), which serves the same plan; LMCache's migration guide covers the move.</source>
        <translation>LMCache hat seinen In-Process-Modus abgekündigt (LMCache PR #5147, 2026-09-16: Die alte KV-Engine und der vLLM-Konnektor geben beim Erzeugen eine Warnung aus). Besser den LMCache-Server verwenden (--engine lmcache, LMCacheMPConnector), der dieselbe Planung bedient; der Migrationsleitfaden von LMCache beschreibt den Umstieg.</translation>
    </message>
    <message>
        <source>MLA keeps one latent per token that every tensor-parallel rank holds in full: at TP {tp} the instance's GPUs store {tp}× the model's KV bytes. vLLM's decode context parallelism (serving.decode_context_parallel, up to {tp}) has those ranks split each request's tokens instead: up to {tp}× the tokens.</source>
        <translation>MLA hält je Token einen Latent, den jeder Tensor-Parallel-Rang vollständig hält: Bei TP {tp} speichern die GPUs der Instanz das {tp}-Fache der KV-Bytes des Modells. Mit Decode Context Parallelism von vLLM (serving.decode_context_parallel, bis {tp}) teilen diese Ränge stattdessen die Tokens jeder Anfrage unter sich auf: bis zum {tp}-Fachen an Tokens.</translation>
    </message>
    <message>
        <source>MLA layers: the attention term counts the latent form (queries against kv_lora_rank + qk_rope_head_dim, values of kv_lora_rank), an upper bound for vLLM's prefill, which decompresses the latents to per-head keys and values.</source>
        <translation>MLA-Schichten: Der Attention-Term zählt die Latent-Form (Queries gegen kv_lora_rank + qk_rope_head_dim, Values von kv_lora_rank), eine Obergrenze für den Prefill von vLLM, der die Latents zu Keys und Values je Kopf dekomprimiert.</translation>
    </message>
    <message>
        <source>NVIDIA Dynamo {release} predates native offloading under Dynamo (vLLM ≥ 0.24 and Dynamo ≥ 1.3): the KV Block Manager (KVBM) holds the tiers. Each worker gets its own KVBM leader ports, every block reaches disk (DYN_KVBM_DISABLE_DISK_OFFLOAD_FILTER) and the init timeout is sized from the pinning time.</source>
        <translation>NVIDIA Dynamo {release} ist älter als die native Auslagerung unter Dynamo (vLLM ≥ 0.24 und Dynamo ≥ 1.3): Der KV Block Manager (KVBM) hält die Stufen. Jeder Worker erhält eigene KVBM-Leader-Ports, jeder Block gelangt auf das Laufwerk (DYN_KVBM_DISABLE_DISK_OFFLOAD_FILTER), und das Init-Timeout wird aus der Dauer des Pinnens bemessen.</translation>
    </message>
    <message>
        <source>NVIDIA Dynamo {release} runs vLLM {vllm}: its workers hold the CPU tier with vLLM's native OffloadingConnector, as Dynamo advises since it deprecated KVBM in 1.5.0 (&quot;use the engine's native KV offloading&quot;); --kv-offloading-size and cpu_bytes_to_use mean what they mean for vLLM.</source>
        <translation>NVIDIA Dynamo {release} betreibt vLLM {vllm}: Seine Worker halten die CPU-Stufe mit dem nativen OffloadingConnector von vLLM, wie Dynamo es empfiehlt, seit es KVBM in 1.5.0 abgekündigt hat (&quot;use the engine's native KV offloading&quot;); --kv-offloading-size und cpu_bytes_to_use bedeuten dasselbe wie bei vLLM.</translation>
    </message>
    <message>
        <source>No DIMM layout of {platform} holds the {required_gb} GB a node needs: there is no memory configuration to quote.</source>
        <translation>Keine DIMM-Bestückung von {platform} fasst die {required_gb} GB, die ein Knoten braucht: Es gibt keine Speicherkonfiguration für ein Angebot.</translation>
    </message>
    <message>
        <source>No NVMe tier: KVBM runs with the host (G2) cache only.</source>
        <translation>Keine NVMe-Stufe: KVBM läuft nur mit dem Host-Cache (G2).</translation>
    </message>
    <message>
        <source>No chassis for this GPU build has {sockets} sockets (they have {options}): change host.sockets.</source>
        <translation>Kein Gehäuse für diese GPU-Konfiguration hat {sockets} Sockel (sie haben {options}): host.sockets ändern.</translation>
    </message>
    <message>
        <source>No chassis in the catalog takes the {gpu} ({form}): pin a chassis that does (section chassis) or choose a GPU the catalog's chassis take (`kvplan catalog chassis`).</source>
        <translation>Kein Gehäuse im Katalog nimmt die {gpu} ({form}) auf: ein passendes Gehäuse festlegen (Abschnitt chassis) oder eine GPU wählen, die die Gehäuse des Katalogs aufnehmen (`kvplan catalog chassis`).</translation>
    </message>
    <message>
        <source>No price for {part} in the price list ({key}): its line stays in the bill of materials without a price, and the totals leave it out.</source>
        <translation>Kein Preis für {part} in der Preisliste ({key}): Die Position bleibt ohne Preis in der Stückliste, und die Summen lassen sie aus.</translation>
    </message>
    <message>
        <source>No price for {part}: it is not in the hardware catalog, so the price list has no id to price it by ({key} lists catalog ids). Its line stays without a price and the totals leave it out; choose the part from the catalog, or add it to a user catalog and the price list.</source>
        <translation>Kein Preis für {part}: Es ist nicht im Hardwarekatalog, daher hat die Preisliste keine Kennung, nach der sie es bepreisen könnte ({key} führt Katalogkennungen). Die Position bleibt ohne Preis, und die Summen lassen sie aus; das Teil aus dem Katalog wählen oder in einen Benutzerkatalog und die Preisliste aufnehmen.</translation>
    </message>
    <message>
        <source>Offloading is off in the scenario (offload.enabled is false): {engine} starts without a CPU tier.</source>
        <translation>Auslagerung ist im Szenario aus (offload.enabled ist false): {engine} startet ohne CPU-Stufe.</translation>
    </message>
    <message>
        <source>Offloading is off: {not_resident} of {users} conversations do not fit on the GPUs and a returning user pays a full prefill again.</source>
        <translation>Auslagerung ist aus: {not_resident} von {users} Konversationen passen nicht auf die GPUs, und ein wiederkehrender Nutzer zahlt wieder den vollen Prefill.</translation>
    </message>
    <message>
        <source>One conversation of {context_tokens} tokens needs {conversation_gib} GiB per rank, more than the {kv_cache_gib} GiB KV cache per card: shorten the context or add tensor parallelism.</source>
        <translation>Eine Konversation von {context_tokens} Tokens braucht {conversation_gib} GiB je Rang, mehr als die {kv_cache_gib} GiB KV-Cache je Karte: den Kontext kürzen oder Tensor-Parallelität erhöhen.</translation>
    </message>
    <message>
        <source>One node ({node_kw} kW, {units} U) does not fit a rack of {rack_kw} kW and {rack_units} U: raise site.rack_kw (liquid cooling above 40 kW) or choose a smaller build.</source>
        <translation>Ein Knoten ({node_kw} kW, {units} HE) passt nicht in ein Rack mit {rack_kw} kW und {rack_units} HE: site.rack_kw erhöhen (über 40 kW Flüssigkühlung) oder eine kleinere Konfiguration wählen.</translation>
    </message>
    <message>
        <source>Only liquid-cooled chassis take this build, and the site is air-cooled: set site.cooling to &quot;liquid&quot; or choose another GPU.</source>
        <translation>Nur flüssiggekühlte Gehäuse nehmen diese Konfiguration auf, und der Standort ist luftgekühlt: site.cooling auf &quot;liquid&quot; setzen oder eine andere GPU wählen.</translation>
    </message>
    <message>
        <source>Power limits the racks: a {rack_kw} kW rack takes {nodes} node(s) of {node_kw} kW (space for {space_nodes}); {racks} rack(s) for the plan.</source>
        <translation>Die Leistung begrenzt die Racks: Ein Rack mit {rack_kw} kW nimmt {nodes} Knoten zu {node_kw} kW auf (Platz für {space_nodes}); {racks} Rack(s) für den Plan.</translation>
    </message>
    <message>
        <source>Single-turn conversations that never resume: every prompt is new, so no tier has anything to reuse and offloading adds no hit rate.</source>
        <translation>Konversationen mit einer Runde, die nie fortgesetzt werden: Jeder Prompt ist neu, daher hat keine Stufe etwas wiederzuverwenden, und Auslagerung bringt keine Treffer.</translation>
    </message>
    <message>
        <source>Sliding-window and linear-attention layers are sized as vLLM's {capacity_model} mode allocates them; how vLLM sizes hybrid models changes between releases: test on the release you run.</source>
        <translation>Sliding-Window- und Linear-Attention-Schichten sind so bemessen, wie der Modus {capacity_model} von vLLM sie zuteilt; wie vLLM Hybridmodelle bemisst, ändert sich zwischen Versionen: auf der eingesetzten Version testen.</translation>
    </message>
    <message>
        <source>Socket {socket}: its cards' PCIe links carry {pcie_gbps} GB/s, more than the socket's memory bandwidth of {memory_gbps} GB/s.</source>
        <translation>Sockel {socket}: Die PCIe-Anbindungen seiner Karten übertragen {pcie_gbps} GB/s, mehr als die Speicherbandbreite des Sockels von {memory_gbps} GB/s.</translation>
    </message>
    <message>
        <source>Socket {socket}: reloading and offloading at once, its cards' links could move {pcie_gbps} GB/s, more than the socket's {memory_gbps} GB/s of memory bandwidth; one direction at a time fits.</source>
        <translation>Sockel {socket}: Beim gleichzeitigen Nachladen und Auslagern könnten die Anbindungen seiner Karten {pcie_gbps} GB/s bewegen, mehr als die {memory_gbps} GB/s Speicherbandbreite des Sockels; eine Richtung zur Zeit passt.</translation>
    </message>
    <message>
        <source>Socket {socket}: the buffers of its instances ({pinned_gb} GB) and its share of the reserve ({reserve_gb} GB) exceed its {memory_gb} GB.</source>
        <translation>Sockel {socket}: Die Puffer seiner Instanzen ({pinned_gb} GB) und sein Anteil an der Reserve ({reserve_gb} GB) übersteigen seine {memory_gb} GB.</translation>
    </message>
    <message>
        <source>Speculative decoding as logged: {method}, {tokens} speculative tokens; the draft's {draft_layers} attention layers share the pool.</source>
        <translation>Spekulatives Decoding wie geloggt: {method}, {tokens} spekulative Tokens; die {draft_layers} Attention-Schichten des Entwurfsmodells teilen sich den Pool.</translation>
    </message>
    <message>
        <source>Spread over {nodes_given} node(s), each node needs {required_gb} GB of system memory, more than its largest layout ({max_node_gb} GB): {nodes} nodes are needed (host.nodes).</source>
        <translation>Verteilt auf {nodes_given} Knoten braucht jeder Knoten {required_gb} GB Arbeitsspeicher, mehr als seine größte Bestückung ({max_node_gb} GB): {nodes} Knoten sind nötig (host.nodes).</translation>
    </message>
    <message>
        <source>Start {server} first: this instance connects to it at 127.0.0.1:{port}.</source>
        <translation>Zuerst {server} starten: Diese Instanz verbindet sich mit ihm unter 127.0.0.1:{port}.</translation>
    </message>
    <message>
        <source>Tensor parallelism {tp} exceeds the model's {kv_heads} KV heads: each rank holds a copy of a head, so the instance stores {replication}× the model's KV bytes (and so does the CPU tier).</source>
        <translation>Tensor-Parallelität {tp} übersteigt die {kv_heads} KV-Köpfe des Modells: Jeder Rang hält eine Kopie eines Kopfes, daher speichert die Instanz das {replication}-Fache der KV-Bytes des Modells (und die CPU-Stufe ebenso).</translation>
    </message>
    <message>
        <source>Tensor parallelism {tp} spans NVLink islands of {island} {gpu}: its all-reduce crosses PCIe between islands. Use a TP that divides {island} (more instances per node) or an HGX system.</source>
        <translation>Tensor-Parallelität {tp} überspannt NVLink-Inseln aus {island} {gpu}: ihr All-Reduce läuft zwischen den Inseln über PCIe. Eine TP wählen, die {island} teilt (mehr Instanzen je Knoten), oder ein HGX-System.</translation>
    </message>
    <message>
        <source>TensorRT-LLM is given kv_cache_config.dtype auto for a {dtype} KV cache (its only other choice is fp8, E4M3): auto keeps the checkpoint's KV-cache quantization, else the model's dtype; check that it is {dtype}.</source>
        <translation>TensorRT-LLM erhält kv_cache_config.dtype auto für einen KV-Cache in {dtype} (die einzige andere Wahl ist fp8, E4M3): auto behält die KV-Cache-Quantisierung des Checkpoints, sonst den Datentyp des Modells; prüfen, dass dieser {dtype} ist.</translation>
    </message>
    <message>
        <source>The CPU and NVMe tiers serve only {offload_percent} % of requests ({gpu_percent} % hit the GPU): for this traffic offloading adds little.</source>
        <translation>CPU- und NVMe-Stufe bedienen nur {offload_percent} % der Anfragen ({gpu_percent} % treffen die GPU): Für diesen Verkehr bringt Auslagerung wenig.</translation>
    </message>
    <message>
        <source>The CPU tier per instance ({cpu_tier_gib} GiB) is not larger than the GPU cache per instance ({gpu_cache_gib} GiB): a smaller CPU tier just mirrors what the GPU already holds and adds no hit rate.</source>
        <translation>Die CPU-Stufe je Instanz ({cpu_tier_gib} GiB) ist nicht größer als der GPU-Cache je Instanz ({gpu_cache_gib} GiB): Eine kleinere CPU-Stufe spiegelt nur, was die GPU schon hält, und bringt keine Treffer.</translation>
    </message>
    <message>
        <source>The CPU tiers of this host live in /dev/shm ({engine}): {gib} GiB in all. start-all.sh checks that /dev/shm has that much free and stops with the remedy if not: on the host mount -o remount,size={size_gib}G /dev/shm (and in /etc/fstab), in a container --ipc=host or --shm-size={size_gib}g (Docker's default is 64 MiB).</source>
        <translation>Die CPU-Stufen dieses Hosts liegen in /dev/shm ({engine}): insgesamt {gib} GiB. start-all.sh prüft, ob in /dev/shm so viel frei ist, und bricht sonst mit der Abhilfe ab: auf dem Host mount -o remount,size={size_gib}G /dev/shm (und in /etc/fstab), in einem Container --ipc=host oder --shm-size={size_gib}g (der Standard von Docker ist 64 MiB).</translation>
    </message>
    <message>
        <source>The GPU KV cache ({kv_tokens} tokens per instance) held requests back at peak: the running batch is limited by KV space, not by seats.</source>
        <translation>Der KV-Cache im Grafikspeicher ({kv_tokens} Tokens je Instanz) hat zur Spitzenzeit Anfragen zurückgehalten: Der laufende Batch ist durch den KV-Platz begrenzt, nicht durch die Zahl der Plätze im Batch.</translation>
    </message>
    <message>
        <source>The KVBM disk caches take {disk_tb} TB in all, more than the {installed_tb} TB of NVMe installed.</source>
        <translation>Die KVBM-Laufwerkscaches belegen insgesamt {disk_tb} TB, mehr als die eingebauten {installed_tb} TB NVMe.</translation>
    </message>
    <message>
        <source>The LLM API options are in {file}, which each script writes in the folder it runs in before it starts trtllm-serve (--extra_llm_api_options). Their kv_cache_config replaces the one trtllm-serve builds from its flags, so the GPU pool is set there: free_gpu_memory_fraction {fraction} = {kv_gib} GiB KV cache / ({reported_gib} GiB − {weights_gib} GiB weights − {overhead_gib} GiB overhead) free after loading, per card, rounded up, and max_gpu_total_bytes {kv_bytes} caps it at the plan's KV cache per card.</source>
        <translation>Die Optionen der LLM-API stehen in {file}; jedes Skript schreibt die Datei in den Ordner, in dem es läuft, bevor es trtllm-serve startet (--extra_llm_api_options). Ihr kv_cache_config ersetzt das, das trtllm-serve aus seinen Flags bildet, daher wird der GPU-Pool dort gesetzt: free_gpu_memory_fraction {fraction} = {kv_gib} GiB KV-Cache / ({reported_gib} GiB − {weights_gib} GiB Gewichte − {overhead_gib} GiB Overhead) frei nach dem Laden, je Karte, aufgerundet; max_gpu_total_bytes {kv_bytes} begrenzt ihn auf den KV-Cache je Karte aus dem Plan.</translation>
    </message>
    <message>
        <source>The NVMe tier ({installed_tb} TB) is smaller than the CPU tier ({cpu_tier_tb} TB); a disk tier should be at least as large as the CPU tier (NVIDIA Dynamo KVBM guidance).</source>
        <translation>Die NVMe-Stufe ({installed_tb} TB) ist kleiner als die CPU-Stufe ({cpu_tier_tb} TB); eine Laufwerksstufe sollte mindestens so groß wie die CPU-Stufe sein (Empfehlung von NVIDIA Dynamo KVBM).</translation>
    </message>
    <message>
        <source>The NVMe tier is SGLang's file storage backend in {root_dir}, shared by all instances (HiCache: only L3 can be shared). For production HiCache also offers nixl, mooncake and hf3fs backends.</source>
        <translation>Die NVMe-Stufe ist das Dateispeicher-Backend von SGLang unter {root_dir}, von allen Instanzen geteilt (HiCache: nur L3 kann geteilt werden). Für den Produktivbetrieb bietet HiCache auch die Backends nixl, mooncake und hf3fs.</translation>
    </message>
    <message>
        <source>The NVMe tier needs {needed_tb} TB to keep the new conversations of {retention_days} day(s), more than the {installed_tb} TB installed.</source>
        <translation>Die NVMe-Stufe braucht {needed_tb} TB, um die neuen Konversationen von {retention_days} Tag(en) zu behalten, mehr als die eingebauten {installed_tb} TB.</translation>
    </message>
    <message>
        <source>The NVMe tier writes {writes_tb_per_day} TB a day and wears out in {years} years, before the {warranty_years}-year warranty ends: use drives rated at least {dwpd_needed} DWPD, or {drives_needed} of these drives instead of {drives}, or cap the write rate.</source>
        <translation>Die NVMe-Stufe schreibt {writes_tb_per_day} TB am Tag und ist in {years} Jahren verschlissen, vor dem Ende der Garantie von {warranty_years} Jahren: Laufwerke mit mindestens {dwpd_needed} DWPD, {drives_needed} dieser Laufwerke statt {drives} oder eine begrenzte Schreibrate verwenden.</translation>
    </message>
    <message>
        <source>The cards are PCIe Gen{gpu_gen} but the host is Gen{host_gen}: each link runs at Gen{host_gen}, {nominal_gbps} GB/s per direction; a Gen{gpu_gen} host would reload faster.</source>
        <translation>Die Karten sind PCIe Gen{gpu_gen}, der Host aber Gen{host_gen}: Jede Anbindung läuft mit Gen{host_gen}, {nominal_gbps} GB/s je Richtung; ein Gen{gpu_gen}-Host würde schneller nachladen.</translation>
    </message>
    <message>
        <source>The closed form puts {closed_percent} % of requests on the {tier}, the simulation {simulated_percent} %: the {tier} holds only about {conversations} conversations of {conversation_gb} GB at a time, too few for the closed form's averages (how returns bunch decides). The simulation is the better estimate here.</source>
        <translation>Die geschlossene Form legt {closed_percent} % der Anfragen auf {tier}, die Simulation {simulated_percent} %: {tier} hält nur etwa {conversations} Konversationen von {conversation_gb} GB zugleich, zu wenige für die Mittelwerte der geschlossenen Form (entscheidend ist, wie sich Rückkehrer häufen). Die Simulation ist hier die bessere Schätzung.</translation>
    </message>
    <message>
        <source>The commands load the model as {model} (model.name); the plan counts {weights_gib} GiB of weights. If that checkpoint loads with other weights (another precision, e.g. BF16 instead of FP8), set engine.model_path to the one that matches.</source>
        <translation>Die Befehle laden das Modell als {model} (model.name); die Planung rechnet mit {weights_gib} GiB Gewichten. Lädt dieser Checkpoint andere Gewichte (eine andere Genauigkeit, z. B. BF16 statt FP8), engine.model_path auf den passenden setzen.</translation>
    </message>
    <message>
        <source>The engine host-memory factor is {factor}: the pinned buffers take {pinned_gb} GB for a {cpu_tier_gb} GB CPU tier.</source>
        <translation>Der Host-Speicherfaktor der Engine ist {factor}: Die gepinnten Puffer belegen {pinned_gb} GB für eine CPU-Stufe von {cpu_tier_gb} GB.</translation>
    </message>
    <message>
        <source>The figures overflow 64-bit byte arithmetic ({detail}); check users, context length and model size.</source>
        <translation>Die Zahlen sprengen die 64-Bit-Byte-Arithmetik ({detail}); Nutzer, Kontextlänge und Modellgröße prüfen.</translation>
    </message>
    <message>
        <source>The frontend and the workers find each other through files on this host (--discovery-backend file, --request-plane tcp, --event-plane zmq): no etcd or NATS to start.</source>
        <translation>Frontend und Worker finden einander über Dateien auf diesem Host (--discovery-backend file, --request-plane tcp, --event-plane zmq): Weder etcd noch NATS muss gestartet werden.</translation>
    </message>
    <message>
        <source>The full form (--kv-transfer-config) is used: only it can add the NVMe file tier (spec_name TieringOffloadingSpec, secondary_tiers). --form short gives the CPU tier alone.</source>
        <translation>Die vollständige Form (--kv-transfer-config) wird verwendet: Nur sie kann die NVMe-Dateistufe hinzufügen (spec_name TieringOffloadingSpec, secondary_tiers). --form short ergibt nur die CPU-Stufe.</translation>
    </message>
    <message>
        <source>The full form (--kv-transfer-config) is used: only it can set offload_prompt_only to false (offload.offload_prompt_only).</source>
        <translation>Die vollständige Form (--kv-transfer-config) wird verwendet: Nur sie kann offload_prompt_only auf false setzen (offload.offload_prompt_only).</translation>
    </message>
    <message>
        <source>The full form (--kv-transfer-config) is used: {servers} LMCache server(s), one per NUMA node, from port {port}; the short form reaches only one server at localhost:5555.</source>
        <translation>Die vollständige Form (--kv-transfer-config) wird verwendet: {servers} LMCache-Server, einer je NUMA-Knoten, ab Port {port}; die kurze Form erreicht nur einen Server unter localhost:5555.</translation>
    </message>
    <message>
        <source>The hit-rate simulation counted no request (the traffic gives {requests} a day): the closed form stands alone.</source>
        <translation>Die Simulation der Trefferquoten zählte keine Anfrage (der Verkehr ergibt {requests} am Tag): Die geschlossene Form steht allein.</translation>
    </message>
    <message>
        <source>The hit-rate simulation was skipped: about {requests} requests, more than the {limit} it replays; the closed form stands alone.</source>
        <translation>Die Simulation der Trefferquoten wurde übersprungen: etwa {requests} Anfragen, mehr als die {limit}, die sie nachspielt; die geschlossene Form steht allein.</translation>
    </message>
    <message>
        <source>The load model needs the {gpu}'s memory bandwidth (gpu.memory_bandwidth_tbps) for the time of a decode step; choosing the GPU from the catalog fills it.</source>
        <translation>Das Lastmodell braucht die Speicherbandbreite der {gpu} (gpu.memory_bandwidth_tbps) für die Dauer eines Decode-Schritts; die Wahl der GPU aus dem Katalog trägt sie ein.</translation>
    </message>
    <message>
        <source>The load model's closed form and its simulation disagree: TTFT p95 {closed_ttft_ms} ms against {simulated_ttft_ms} ms, TPOT {closed_tpot_ms} ms against {simulated_tpot_ms} ms. The simulation follows the engine's steps; the closed form averages them.</source>
        <translation>Geschlossene Form und Simulation des Lastmodells weichen voneinander ab: TTFT p95 {closed_ttft_ms} ms gegenüber {simulated_ttft_ms} ms, TPOT {closed_tpot_ms} ms gegenüber {simulated_tpot_ms} ms. Die Simulation folgt den Schritten der Engine; die geschlossene Form mittelt über sie.</translation>
    </message>
    <message>
        <source>The log does not say which dtype the model runs in; its &quot;auto&quot; KV cache is taken as {dtype}.</source>
        <translation>Das Log sagt nicht, in welchem Datentyp das Modell läuft; sein KV-Cache &quot;auto&quot; wird als {dtype} angenommen.</translation>
    </message>
    <message>
        <source>The log does not state the GPU's memory; {gpu_memory_gib} GiB is assumed so that the logged weights and KV budget fit.</source>
        <translation>Das Log nennt den Grafikspeicher nicht; {gpu_memory_gib} GiB werden angenommen, damit die geloggten Gewichte und das KV-Budget passen.</translation>
    </message>
    <message>
        <source>The log prints {lines} &quot;GPU KV cache size&quot; lines, one per worker; the smallest, {tokens} tokens, is the engine's pool.</source>
        <translation>Das Log enthält {lines} Zeilen &quot;GPU KV cache size&quot;, eine je Worker; die kleinste, {tokens} Tokens, ist der Pool der Engine.</translation>
    </message>
    <message>
        <source>The log states no KV cache budget (&quot;Available KV cache memory&quot;): nothing to calibrate against.</source>
        <translation>Das Log nennt kein KV-Cache-Budget (&quot;Available KV cache memory&quot;): nichts, woran kalibriert werden kann.</translation>
    </message>
    <message>
        <source>The log states no max_model_len; the figures are for {context_tokens} tokens per request.</source>
        <translation>Das Log nennt kein max_model_len; die Kennzahlen gelten für {context_tokens} Tokens je Anfrage.</translation>
    </message>
    <message>
        <source>The log's KV-cache dtype {dtype} is not one KV Planner sizes.</source>
        <translation>Der KV-Cache-Datentyp {dtype} des Logs ist keiner, den KV Planner bemisst.</translation>
    </message>
    <message>
        <source>The log's model {model} is not in the built-in catalog: the figures use {base_model}'s geometry, not the logged model's. Import its config.json (kvplan calibrate --config).</source>
        <translation>Das Modell {model} des Logs ist nicht im eingebauten Katalog: Die Kennzahlen nutzen die Geometrie von {base_model}, nicht die des geloggten Modells. Seine config.json importieren (kvplan calibrate --config).</translation>
    </message>
    <message>
        <source>The log's speculative method {method} is not one KV Planner sizes: its draft's KV cache is left out.</source>
        <translation>Die geloggte spekulative Methode {method} ist keine, die KV Planner bemisst: der KV-Cache ihres Entwurfsmodells bleibt unberücksichtigt.</translation>
    </message>
    <message>
        <source>The model mixes MLA with other layer kinds, so vLLM's CPU tier stores every rank's copy of its blocks ({tp} copies: {every_rank_gb} GB); only a pure-MLA model gets the single-copy layout.</source>
        <translation>Das Modell mischt MLA mit anderen Schichtarten, daher speichert die CPU-Stufe von vLLM für jeden Rang eine eigene Kopie seiner Blöcke ({tp} Kopien: {every_rank_gb} GB); nur ein reines MLA-Modell erhält das Layout mit nur einer Kopie.</translation>
    </message>
    <message>
        <source>The model's geometry is the built-in catalog's {catalog_model} (the log names {model}).</source>
        <translation>Die Geometrie des Modells ist die von {catalog_model} aus dem eingebauten Katalog (das Log nennt {model}).</translation>
    </message>
    <message>
        <source>The model's layer groups have KV page sizes that do not divide the largest one; vLLM cannot put them in one block pool (capacity model {capacity_model}).</source>
        <translation>Die Schichtgruppen des Modells haben KV-Seitengrößen, die die größte nicht teilen; vLLM kann sie nicht in einen Blockpool legen (Kapazitätsmodell {capacity_model}).</translation>
    </message>
    <message>
        <source>The node draws {node_w} W (DC): {psus} power supplies of {psu_w} W ({redundancy}) are needed, and the {model} has {bays} bays. Use N+1 (site.psu_redundancy), a higher feed voltage, or a smaller build.</source>
        <translation>Der Knoten nimmt {node_w} W (DC) auf: {psus} Netzteile zu {psu_w} W ({redundancy}) sind nötig, und das {model} hat {bays} Schächte. N+1 verwenden (site.psu_redundancy), eine höhere Eingangsspannung oder eine kleinere Konfiguration.</translation>
    </message>
    <message>
        <source>The pinned {model} does not take the {gpu} ({form}): pick Auto or a chassis that takes it (the chassis picker, --chassis ID; `kvplan catalog chassis` lists them).</source>
        <translation>Das festgelegte {model} nimmt die {gpu} ({form}) nicht auf: Automatisch oder ein Gehäuse wählen, das sie aufnimmt (die Gehäuseauswahl, --chassis ID; `kvplan catalog chassis` listet sie).</translation>
    </message>
    <message>
        <source>The pinned {model} takes at most {most} × {gpu}, not {count}: set gpu.count to {most} or fewer per node, or pick Auto or a larger chassis.</source>
        <translation>Das festgelegte {model} nimmt höchstens {most} × {gpu} auf, nicht {count}: gpu.count auf {most} oder weniger je Knoten setzen, oder Automatisch oder ein größeres Gehäuse wählen.</translation>
    </message>
    <message>
        <source>The plan's NVMe tier is not written: TensorRT-LLM {release} offloads KV cache blocks to host memory only (disk_cache_size belongs to the KV cache manager V2 of newer pre-releases). Returning users beyond the CPU tier pay a full prefill.</source>
        <translation>Die NVMe-Stufe des Plans wird nicht geschrieben: TensorRT-LLM {release} lagert KV-Cache-Blöcke nur in den Arbeitsspeicher aus (disk_cache_size gehört zum KV-Cache-Manager V2 neuerer Vorabversionen). Wiederkehrende Nutzer jenseits der CPU-Stufe zahlen ein volles Prefill.</translation>
    </message>
    <message>
        <source>The prefill estimate counts {params_b} billion parameters from the weights ({weights_gib} GiB at {bytes_per_param} bytes per {dtype} parameter); set model.params_total_b (and params_active_b for a mixture of experts) for the model's own count.</source>
        <translation>Die Prefill-Schätzung zählt {params_b} Milliarden Parameter aus den Gewichten ({weights_gib} GiB bei {bytes_per_param} Byte je Parameter in {dtype}); für die eigene Zahl des Modells model.params_total_b setzen (und params_active_b bei einem Mixture of Experts).</translation>
    </message>
    <message>
        <source>The prices come from the sample price list shipped with KV Planner: they are illustrative, not an offer. Choose your own price list before sending the quote.</source>
        <translation>Die Preise stammen aus der mit KV Planner gelieferten Muster-Preisliste: Sie sind Beispiele, kein Angebot. Vor dem Versand des Angebots die eigene Preisliste wählen.</translation>
    </message>
    <message>
        <source>The scenario describes no traffic: the load at peak assumes the traffic section's defaults (4 conversations per user a day, 6 turns, 8 active hours) and a busiest hour {peak}× the mean. Describe the traffic for the customer's own figures.</source>
        <translation>Das Szenario beschreibt keinen Verkehr: Die Last zur Spitzenzeit nimmt die Standardwerte des Abschnitts traffic an (4 Konversationen je Nutzer am Tag, 6 Runden, 8 aktive Stunden) und eine Spitzenstunde mit dem {peak}-Fachen des Mittels. Für die eigenen Zahlen des Kunden den Verkehr beschreiben.</translation>
    </message>
    <message>
        <source>The scenario has no plan to configure an engine for.</source>
        <translation>Das Szenario hat keine Planung, für die eine Engine zu konfigurieren wäre.</translation>
    </message>
    <message>
        <source>The scenario has no plan to quote: correct the values the advice names first.</source>
        <translation>Das Szenario hat keine Planung für ein Angebot: zuerst die in den Hinweisen genannten Werte korrigieren.</translation>
    </message>
    <message>
        <source>The shared prefix of {shared_tokens} tokens fills the {context_tokens}-token context: conversations have no room of their own.</source>
        <translation>Das gemeinsame Präfix von {shared_tokens} Tokens füllt den Kontext von {context_tokens} Tokens: Konversationen haben keinen eigenen Platz.</translation>
    </message>
    <message>
        <source>The short form keeps vLLM's default offload_prompt_only = true although the scenario offloads decode blocks too; use the full form (--form full).</source>
        <translation>Die kurze Form behält den vLLM-Standard offload_prompt_only = true, obwohl das Szenario auch Decode-Blöcke auslagert; die vollständige Form (--form full) verwenden.</translation>
    </message>
    <message>
        <source>The short form reaches one LMCache server at localhost:5555, so one server holds the tiers of all {nodes} NUMA nodes, its memory interleaved over them; the full form (--form full) gives each node its own server.</source>
        <translation>Die kurze Form erreicht einen LMCache-Server unter localhost:5555, daher hält ein Server die Stufen aller {nodes} NUMA-Knoten, sein Speicher über sie verschränkt; die vollständige Form (--form full) gibt jedem Knoten einen eigenen Server.</translation>
    </message>
    <message>
        <source>The short form reaches the LMCache server at its default port 5555; engine.lmcache_port_base {port} applies to the full form only.</source>
        <translation>Die kurze Form erreicht den LMCache-Server auf seinem Standardport 5555; engine.lmcache_port_base {port} gilt nur für die vollständige Form.</translation>
    </message>
    <message>
        <source>The short form sets the CPU tier only: the NVMe tier at {root_dir} is left out. Use the full form (--form full) to add it.</source>
        <translation>Die kurze Form setzt nur die CPU-Stufe: Die NVMe-Stufe unter {root_dir} fehlt. Die vollständige Form (--form full) fügt sie hinzu.</translation>
    </message>
    <message>
        <source>The totals are incomplete: {unpriced} line(s) of the bill of materials have no price in the price list.</source>
        <translation>Die Summen sind unvollständig: {unpriced} Position(en) der Stückliste haben keinen Preis in der Preisliste.</translation>
    </message>
    <message>
        <source>The traffic starts about {implied} new conversations a day (not resumed); workload.new_conversations_per_day, which sizes the NVMe writes, says {given}.</source>
        <translation>Der Verkehr beginnt etwa {implied} neue Konversationen am Tag (nicht fortgesetzt); workload.new_conversations_per_day, das die NVMe-Schreibmenge bemisst, sagt {given}.</translation>
    </message>
    <message>
        <source>The {capacity_model} mode's count, {tokens} tokens, is closer to the logged {logged_tokens}: this release may print that formula.</source>
        <translation>Die Zählung des Modus {capacity_model}, {tokens} Tokens, liegt näher an den geloggten {logged_tokens}: Diese Version gibt womöglich diese Formel aus.</translation>
    </message>
    <message>
        <source>The {gpu} draws {gpu_w} W; the chassis that take it allow at most {most_w} W per GPU. Cap the GPU's power (gpu.power_w) or choose another GPU.</source>
        <translation>Die {gpu} nimmt {gpu_w} W auf; die Gehäuse, die sie aufnehmen, erlauben höchstens {most_w} W je GPU. Die Leistung der GPU begrenzen (gpu.power_w) oder eine andere GPU wählen.</translation>
    </message>
    <message>
        <source>The {gpu} has no {dtype} tensor rate in the scenario: prefill is counted at its BF16 rate ({tflops} TFLOPS), as weight-only kernels run.</source>
        <translation>Die {gpu} hat im Szenario keine {dtype}-Tensorrate: Der Prefill wird mit ihrer BF16-Rate gerechnet ({tflops} TFLOPS), wie Weight-only-Kernel laufen.</translation>
    </message>
    <message>
        <source>The {gpu}'s power is unknown: the node's power counts the chassis' most, {watts} W per GPU. Set gpu.power_w.</source>
        <translation>Die Leistung der {gpu} ist unbekannt: Die Leistung des Knotens rechnet mit dem Höchstwert des Gehäuses, {watts} W je GPU. gpu.power_w setzen.</translation>
    </message>
    <message>
        <source>The {model} has {slots} DIMM slots per socket, fewer than the platform's {channels} channels: every channel needs a DIMM. Choose another chassis or platform.</source>
        <translation>Das {model} hat {slots} DIMM-Steckplätze je Sockel, weniger als die {channels} Kanäle der Plattform: Jeder Kanal braucht ein DIMM. Ein anderes Gehäuse oder eine andere Plattform wählen.</translation>
    </message>
    <message>
        <source>The {model} has {slots} DIMM slots per socket: at most {dpc} DIMM(s) per channel.</source>
        <translation>Das {model} hat {slots} DIMM-Steckplätze je Sockel: höchstens {dpc} DIMM(s) je Kanal.</translation>
    </message>
    <message>
        <source>The {model} is sold with {platforms}, not {platform}; no chassis in the catalog takes this GPU build with that platform. Choose one of its platforms or pin another chassis.</source>
        <translation>Das {model} wird mit {platforms} verkauft, nicht mit {platform}; kein Gehäuse im Katalog nimmt diese GPU-Konfiguration mit dieser Plattform auf. Eine seiner Plattformen wählen oder ein anderes Gehäuse festlegen.</translation>
    </message>
    <message>
        <source>The {model} takes no NVLink bridges: the {gpu} cards talk over PCIe only. A chassis that takes bridges keeps tensor parallelism on NVLink.</source>
        <translation>Das {model} nimmt keine NVLink-Brücken auf: Die {gpu}-Karten sprechen nur über PCIe. Ein Gehäuse mit Brücken hält die Tensor-Parallelität auf NVLink.</translation>
    </message>
    <message>
        <source>The {model}'s power supplies do not run on a {volts} V feed: change site.feed_voltage or pin another chassis.</source>
        <translation>Die Netzteile des {model} laufen nicht an {volts} V: site.feed_voltage ändern oder ein anderes Gehäuse festlegen.</translation>
    </message>
    <message>
        <source>This server holds the CPU tier of instance(s) {instances}: {l1_gib} GiB of L1, shared by them, on NUMA node(s) {nodes}; its HTTP frontend listens on {http_port}, its Prometheus exporter on {prometheus_port}.</source>
        <translation>Dieser Server hält die CPU-Stufe der Instanz(en) {instances}: {l1_gib} GiB L1, von ihnen geteilt, auf NUMA-Knoten {nodes}; sein HTTP-Frontend lauscht auf {http_port}, sein Prometheus-Exporter auf {prometheus_port}.</translation>
    </message>
    <message>
        <source>Time to first token needs the model's parameter count: set model.params_total_b (and params_active_b for a mixture of experts); kvplan model-import and the model catalog fill them. {model} has none, so no prefill time is estimated.</source>
        <translation>Die Zeit bis zum ersten Token braucht die Parameterzahl des Modells: model.params_total_b setzen (und params_active_b bei einem Mixture of Experts); kvplan model-import und der Modellkatalog füllen sie. {model} hat keine, daher wird keine Prefill-Zeit geschätzt.</translation>
    </message>
    <message>
        <source>Time to first token needs the {gpu}'s dense {dtype} TFLOPS (gpu.dense_tflops_{dtype}); choosing the GPU from the catalog (--gpu, kvplan catalog gpus) fills them.</source>
        <translation>Die Zeit bis zum ersten Token braucht die dichten {dtype}-TFLOPS der {gpu} (gpu.dense_tflops_{dtype}); die Wahl der GPU aus dem Katalog (--gpu, kvplan catalog gpus) füllt sie.</translation>
    </message>
    <message>
        <source>To reproduce the logged budget with the sizing rule, the overhead per card is {overhead_gib} GiB (the rule's default: {rule_overhead_gib} GiB).</source>
        <translation>Um das geloggte Budget mit der Dimensionierungsregel nachzubilden, beträgt der Overhead je Karte {overhead_gib} GiB (Standard der Regel: {rule_overhead_gib} GiB).</translation>
    </message>
    <message>
        <source>Weights ({weights_gib} GiB per card) and overhead ({overhead_gib} GiB) do not fit in {usable_gib} GiB usable per card: no room for a KV cache. Use more tensor parallelism, a larger GPU or smaller weights.</source>
        <translation>Gewichte ({weights_gib} GiB je Karte) und Overhead ({overhead_gib} GiB) passen nicht in die nutzbaren {usable_gib} GiB je Karte: kein Platz für einen KV-Cache. Mehr Tensor-Parallelität, eine größere GPU oder kleinere Gewichte verwenden.</translation>
    </message>
    <message>
        <source>With --kv-offloading-backend lmcache, vLLM does not pass --kv-offloading-size on: it only switches offloading on. The LMCache server's --l1-size-gb is the CPU tier.</source>
        <translation>Mit --kv-offloading-backend lmcache reicht vLLM --kv-offloading-size nicht weiter: Es schaltet nur die Auslagerung ein. --l1-size-gb des LMCache-Servers ist die CPU-Stufe.</translation>
    </message>
    <message>
        <source>With vLLM 0.20 or newer, the LMCacheMPConnector needs LMCache PR #3282 (&quot;Unsupported GPUKVFormat: 7&quot; otherwise; NVIDIA Dynamo docs): use an LMCache release that has it.</source>
        <translation>Mit vLLM 0.20 oder neuer braucht der LMCacheMPConnector LMCache PR #3282 (sonst &quot;Unsupported GPUKVFormat: 7&quot;; Doku von NVIDIA Dynamo): eine LMCache-Version verwenden, die ihn enthält.</translation>
    </message>
    <message>
        <source>engine.kv_router is llm-d, but {engine}'s events are not written for llm-d's scorer (NVIDIA Dynamo routes its own workers; SGLang's events for llm-d are not verified): the files keep the topic kv-events.</source>
        <translation>engine.kv_router ist llm-d, aber die Ereignisse von {engine} werden nicht für den Scorer von llm-d geschrieben (NVIDIA Dynamo routet seine eigenen Worker; die Ereignisse von SGLang sind für llm-d nicht geprüft): Die Dateien behalten das Topic kv-events.</translation>
    </message>
    <message>
        <source>engine.kv_router is llm-d: in the Kubernetes manifests each instance publishes its KV events on port 5556 of its pod, topic kv@$(POD_IP):&lt;its port&gt;@{model}, with PYTHONHASHSEED=42. Set llm-d's precise-prefix-cache scorer to blockSize {block_size} (the instances' block size) and hashSeed &quot;42&quot;. The scripts and the compose file keep the topic kv-events, for a router of your own.</source>
        <translation>engine.kv_router ist llm-d: In den Kubernetes-Manifesten veröffentlicht jede Instanz ihre KV-Ereignisse auf Port 5556 ihres Pods, Topic kv@$(POD_IP):&lt;ihr Port&gt;@{model}, mit PYTHONHASHSEED=42. Den Precise-Prefix-Cache-Scorer von llm-d auf blockSize {block_size} (die Blockgröße der Instanzen) und hashSeed &quot;42&quot; einstellen. Die Skripte und die Compose-Datei behalten das Topic kv-events für einen eigenen Router.</translation>
    </message>
    <message>
        <source>engine.served_model_name {name} is not written: trtllm-serve serves the model under the name it was started with ({model}).</source>
        <translation>engine.served_model_name {name} wird nicht geschrieben: trtllm-serve bietet das Modell unter dem Namen an, mit dem es gestartet wurde ({model}).</translation>
    </message>
    <message>
        <source>engine.vllm_version {version} is not a release these commands were checked against (known: {known}): they run the image {image} and use each flag and key from the first release known to have it. Check them against vLLM {version}'s documentation, or choose a known release.</source>
        <translation>engine.vllm_version {version} ist keine Version, gegen die diese Befehle geprüft wurden (bekannt: {known}): Sie starten das Image {image} und verwenden jedes Flag und jeden Schlüssel ab der ersten Version, von der bekannt ist, dass sie ihn hat. Gegen die Dokumentation von vLLM {version} prüfen oder eine bekannte Version wählen.</translation>
    </message>
    <message>
        <source>gpu.memory_bandwidth_tbps is not set for the {gpu}: a forward pass is not held to the time of reading the weights once, so short turns look faster than they are.</source>
        <translation>gpu.memory_bandwidth_tbps ist für die {gpu} nicht gesetzt: Ein Forward-Pass wird nicht an die Zeit eines einmaligen Lesens der Gewichte gebunden, daher wirken kurze Runden schneller, als sie sind.</translation>
    </message>
    <message>
        <source>host_cache_size is bytes per TP rank: {bytes} B × {tp} rank(s) = {total_gib} GiB of pinned host memory for this instance's {tier_gib} GiB CPU tier. Each rank keeps it as a secondary pool of {blocks} blocks of {tokens_per_block} tokens ({block_bytes} B each): a block evicted from the GPU is copied there while block reuse is on, and copied back when a request reuses it.</source>
        <translation>host_cache_size gilt in Byte je TP-Rang: {bytes} B × {tp} Rang/Ränge = {total_gib} GiB gepinnter Arbeitsspeicher für die CPU-Stufe dieser Instanz von {tier_gib} GiB. Jeder Rang hält ihn als sekundären Pool aus {blocks} Blöcken zu {tokens_per_block} Tokens ({block_bytes} B je Block): Ein aus der GPU verdrängter Block wird dorthin kopiert, solange die Wiederverwendung von Blöcken an ist, und zurückkopiert, wenn eine Anfrage ihn wiederverwendet.</translation>
    </message>
    <message>
        <source>kv_cache_dtype &quot;nvfp4&quot;: SGLang stores an NVFP4 KV cache only on SM100 and SM120 GPUs (compute capability 10.x: B200, B300, GB200, GB300; 12.x: RTX PRO 6000 Blackwell) and stops at startup on others (&quot;--kv-cache-dtype=nvfp4 requires Blackwell SM100 or SM120&quot;, SGLang 0.5.18's server_args.py); the {gpu} has compute capability {compute_capability}. Choose fp8, or a B200, B300 or RTX PRO 6000.</source>
        <translation>kv_cache_dtype &quot;nvfp4&quot;: SGLang speichert einen NVFP4-KV-Cache nur auf GPUs mit SM100 oder SM120 (Compute Capability 10.x: B200, B300, GB200, GB300; 12.x: RTX PRO 6000 Blackwell) und bricht auf anderen beim Start ab (&quot;--kv-cache-dtype=nvfp4 requires Blackwell SM100 or SM120&quot;, server_args.py von SGLang 0.5.18); die {gpu} hat Compute Capability {compute_capability}. fp8 wählen, oder eine B200, B300 oder RTX PRO 6000.</translation>
    </message>
    <message>
        <source>kv_cache_dtype &quot;nvfp4&quot;: the catalog does not give the {gpu}'s compute capability; SGLang stores an NVFP4 KV cache only on SM100 and SM120 GPUs (compute capability 10.x: B200, B300, GB200, GB300; 12.x: RTX PRO 6000 Blackwell) and stops at startup on others.</source>
        <translation>kv_cache_dtype &quot;nvfp4&quot;: Der Katalog nennt die Compute Capability der {gpu} nicht; SGLang speichert einen NVFP4-KV-Cache nur auf GPUs mit SM100 oder SM120 (Compute Capability 10.x: B200, B300, GB200, GB300; 12.x: RTX PRO 6000 Blackwell) und bricht auf anderen beim Start ab.</translation>
    </message>
    <message>
        <source>kv_cache_dtype &quot;nvfp4&quot;: the catalog does not give the {gpu}'s compute capability; vLLM stores an NVFP4 KV cache only on SM100-class GPUs (compute capability 10.x: B200, B300, GB200, GB300; vLLM PR #40177).</source>
        <translation>kv_cache_dtype &quot;nvfp4&quot;: Der Katalog nennt die Compute Capability der {gpu} nicht; vLLM speichert einen NVFP4-KV-Cache nur auf GPUs der SM100-Klasse (Compute Capability 10.x: B200, B300, GB200, GB300; vLLM PR #40177).</translation>
    </message>
    <message>
        <source>kv_cache_dtype &quot;nvfp4&quot;: the model's {kind} layers would need vLLM's nvfp4_ds_mla record, whose size upstream is not confirmed (third-party patches use 368 to 432 bytes per token and layer); KV Planner sizes NVFP4 for full and sliding attention only. Choose fp8.</source>
        <translation>kv_cache_dtype &quot;nvfp4&quot;: Die {kind}-Schichten des Modells bräuchten den Eintrag nvfp4_ds_mla von vLLM, dessen Größe upstream nicht bestätigt ist (Patches Dritter verwenden 368 bis 432 Byte je Token und Schicht); KV Planner dimensioniert NVFP4 nur für volle und Sliding-Window-Attention. fp8 wählen.</translation>
    </message>
    <message>
        <source>kv_cache_dtype &quot;nvfp4&quot;: the {engine} releases KV Planner writes for take no NVFP4 KV cache in their configuration; choose fp8, or vLLM or SGLang.</source>
        <translation>kv_cache_dtype &quot;nvfp4&quot;: Die Versionen von {engine}, für die KV Planner schreibt, nehmen in ihrer Konfiguration keinen NVFP4-KV-Cache; fp8 wählen, oder vLLM oder SGLang.</translation>
    </message>
    <message>
        <source>kv_cache_dtype &quot;nvfp4&quot;: vLLM stores an NVFP4 KV cache only on SM100-class GPUs (compute capability 10.x: B200, B300, GB200, GB300), through FlashInfer's TRT-LLM kernels (vLLM PR #40177); the {gpu} has compute capability {compute_capability}, for which NVFP4 KV caches are open pull requests upstream. Choose fp8, or a B200 or B300.</source>
        <translation>kv_cache_dtype &quot;nvfp4&quot;: vLLM speichert einen NVFP4-KV-Cache nur auf GPUs der SM100-Klasse (Compute Capability 10.x: B200, B300, GB200, GB300), über die TRT-LLM-Kernel von FlashInfer (vLLM PR #40177); die {gpu} hat Compute Capability {compute_capability}, für die NVFP4-KV-Caches upstream nur offene Pull Requests sind. fp8 wählen, oder eine B200 oder B300.</translation>
    </message>
    <message>
        <source>kv_cache_dtype &quot;nvfp4&quot;: vLLM {version} has no --kv-cache-dtype nvfp4; it came with PR #40177 (first release {first_release}). Set engine.vllm_version to that release or a newer one, or choose fp8.</source>
        <translation>kv_cache_dtype &quot;nvfp4&quot;: vLLM {version} kennt kein --kv-cache-dtype nvfp4; es kam mit PR #40177 (erste Version {first_release}). engine.vllm_version auf diese oder eine neuere Version setzen, oder fp8 wählen.</translation>
    </message>
    <message>
        <source>kv_cache_dtype resolves to {dtype}: vLLM runs DeepSeek-V4's compressed attention with an FP8 cache only (&quot;DeepseekV4 only supports fp8 kv-cache format&quot;, its fp8_ds_mla entries of {entry_bytes} B) and refuses to start otherwise, &quot;auto&quot; included. Choose fp8.</source>
        <translation>kv_cache_dtype ergibt {dtype}: vLLM betreibt die komprimierte Attention von DeepSeek-V4 nur mit einem FP8-Cache („DeepseekV4 only supports fp8 kv-cache format“, Einträge fp8_ds_mla zu {entry_bytes} B) und startet sonst nicht, auch nicht mit „auto“. fp8 wählen.</translation>
    </message>
    <message>
        <source>model.num_attention_heads is not set: the attention term of the prefill estimate counts the {kv_heads} KV heads, a lower bound (query heads are usually several per KV head); kvplan model-import fills it.</source>
        <translation>model.num_attention_heads ist nicht gesetzt: Der Attention-Term der Prefill-Schätzung zählt die {kv_heads} KV-Köpfe, eine Untergrenze (meist gibt es mehrere Query-Köpfe je KV-Kopf); kvplan model-import füllt ihn.</translation>
    </message>
    <message>
        <source>numactl --membind is strict: the tiers of a node's processes ({per_node_gib} GiB on node {node}) must fit that node's memory, or the process is killed rather than spilling to the other node.</source>
        <translation>numactl --membind ist strikt: Die Stufen der Prozesse eines NUMA-Knotens ({per_node_gib} GiB auf Knoten {node}) müssen in dessen Arbeitsspeicher passen, sonst wird der Prozess beendet, statt auf den anderen Knoten auszuweichen.</translation>
    </message>
    <message>
        <source>offload.hisparse: HiSparse moves the latent of DeepSeek sparse attention (DSA) layers to host memory and keeps their indexer on the GPU; it needs a model whose layers are all DSA (DeepSeek-V3.2, GLM-5, GLM-5.1), and this one has {kind} layers. Turn HiSparse off.</source>
        <translation>offload.hisparse: HiSparse verlegt das Latent der Schichten mit DeepSeek Sparse Attention (DSA) in den Hauptspeicher und lässt ihren Indexer auf der GPU; es braucht ein Modell, dessen Schichten alle DSA sind (DeepSeek-V3.2, GLM-5, GLM-5.1), und dieses hat {kind}-Schichten. HiSparse ausschalten.</translation>
    </message>
    <message>
        <source>offload.hisparse: vLLM {version} has no HiSparseConnector; HiSparse came with PR #53781, taken to be in vLLM {first_release}. Choose that release (engine.release) or turn HiSparse off.</source>
        <translation>offload.hisparse: vLLM {version} hat keinen HiSparseConnector; HiSparse kam mit PR #53781, angenommen in vLLM {first_release}. Diese Version wählen (engine.release) oder HiSparse ausschalten.</translation>
    </message>
    <message>
        <source>offload.hisparse: {engine} cannot run HiSparse as planned here. vLLM runs it through its own HiSparseConnector, which takes the place of LMCache's and Dynamo's connectors; SGLang's HiSparse serves only the decode side of a prefill-decode split, which KV Planner does not plan. Choose engine vllm, or turn HiSparse off.</source>
        <translation>offload.hisparse: {engine} kann HiSparse nicht so betreiben, wie hier geplant. vLLM betreibt es über seinen eigenen HiSparseConnector, der an die Stelle der Connectoren von LMCache und Dynamo tritt; das HiSparse von SGLang bedient nur die Decode-Seite einer Aufteilung in Prefill und Decode, die KV Planner nicht plant. Engine vllm wählen oder HiSparse ausschalten.</translation>
    </message>
    <message>
        <source>serving.data_parallel_attention: data-parallel attention gives each DP rank a KV pool of its own and splits only the routed experts of a mixture-of-experts model over the engine's GPUs; this model is not one, or lacks {missing}. Without experts a DP rank is just another instance: set serving.data_parallel_attention to 1.</source>
        <translation>serving.data_parallel_attention: Datenparallele Attention gibt jedem DP-Rang einen eigenen KV-Pool und verteilt nur die gerouteten Experten eines Mixture-of-Experts-Modells auf die GPUs der Engine; dieses Modell ist keines, oder ihm fehlt {missing}. Ohne Experten ist ein DP-Rang nur eine weitere Instanz: serving.data_parallel_attention auf 1 setzen.</translation>
    </message>
    <message>
        <source>serving.data_parallel_attention: {engine} is not planned with data-parallel attention. vLLM (--data-parallel-size with --enable-expert-parallel) and SGLang (--enable-dp-attention) are; how {engine} sizes its caches per DP rank was not read. Choose engine vllm or sglang, or set serving.data_parallel_attention to 1.</source>
        <translation>serving.data_parallel_attention: {engine} wird nicht mit datenparalleler Attention geplant. vLLM (--data-parallel-size mit --enable-expert-parallel) und SGLang (--enable-dp-attention) schon; wie {engine} seine Caches je DP-Rang bemisst, wurde nicht nachgelesen. Engine vllm oder sglang wählen oder serving.data_parallel_attention auf 1 setzen.</translation>
    </message>
    <message>
        <source>serving.tensor_parallel {tp} must divide both the {key_heads} key heads and the {value_heads} value heads of the model's linear-attention or Mamba-2 layers (model.layers[].linear_key_heads and linear_value_heads: Gated DeltaNet's linear_num_key_heads and linear_num_value_heads; KDA's num_heads and Mamba-2's mamba_num_heads for both): vLLM gives each rank whole heads and stops at startup otherwise (Gated DeltaNet: divide(linear_num_value_heads, tp) asserts &quot;... is not divisible by ...&quot;; KDA and Mamba-2: assert num_heads % tp_size == 0). Choose a tensor-parallel size that divides both.</source>
        <translation>serving.tensor_parallel {tp} muss sowohl die {key_heads} Key-Köpfe als auch die {value_heads} Value-Köpfe der Linear-Attention- oder Mamba-2-Schichten des Modells teilen (model.layers[].linear_key_heads und linear_value_heads: linear_num_key_heads und linear_num_value_heads von Gated DeltaNet; num_heads von KDA und mamba_num_heads von Mamba-2 für beide): vLLM gibt jedem Rang ganze Köpfe und bricht sonst beim Start ab (Gated DeltaNet: divide(linear_num_value_heads, tp) meldet „... is not divisible by ...“; KDA und Mamba-2: assert num_heads % tp_size == 0). Eine Tensor-Parallel-Größe wählen, die beide teilt.</translation>
    </message>
    <message>
        <source>speculative.method {method} needs {missing} in vLLM's --speculative-config, which the scenario does not name: add --speculative-config '{json}' with {missing} filled in to each instance (the plan already counts the draft's KV cache).</source>
        <translation>speculative.method {method} braucht {missing} in vLLMs --speculative-config, das das Szenario nicht nennt: jeder Instanz --speculative-config '{json}' mit ausgefülltem {missing} hinzufügen (die Planung zählt den KV-Cache des Drafts bereits).</translation>
    </message>
    <message>
        <source>speculative.method {method}: {engine}'s speculative decoding flags are not written; add them by hand (the plan already counts the draft's KV cache).</source>
        <translation>speculative.method {method}: Die Flags für spekulatives Dekodieren von {engine} werden nicht geschrieben; sie von Hand ergänzen (die Planung zählt den KV-Cache des Drafts bereits).</translation>
    </message>
    <message>
        <source>vLLM cannot serve a model with linear-attention or Mamba layers with the hybrid KV cache manager off (capacity model {capacity_model}): keep the manager on (no --disable-hybrid-kv-cache-manager, and a KV connector that supports it).</source>
        <translation>vLLM kann kein Modell mit Linear-Attention- oder Mamba-Schichten betreiben, wenn der hybride KV-Cache-Manager aus ist (Kapazitätsmodell {capacity_model}): den Manager eingeschaltet lassen (kein --disable-hybrid-kv-cache-manager und ein KV-Connector, der ihn unterstützt).</translation>
    </message>
    <message>
        <source>vLLM groups the layers {group_size} at a time and pads the {layers} {kind} layers with {padding_layers} empty ones (its log: &quot;Add {padding_layers} padding layers, may waste at most {waste_percent}% KV cache memory&quot;); the capacity here includes that waste.</source>
        <translation>vLLM gruppiert die Schichten zu je {group_size} und füllt die {layers} {kind}-Schichten mit {padding_layers} leeren auf (sein Log: &quot;Add {padding_layers} padding layers, may waste at most {waste_percent}% KV cache memory&quot;); die Kapazität hier enthält diesen Verlust.</translation>
    </message>
    <message>
        <source>vLLM may pin more host memory than asked: its host footprint was measured at {measured_factor}× the requested size (vllm#53042), {footprint_gib} GiB for this {asked_gib} GiB tier, and its pinned-buffer path rounds each worker's {per_worker_gib} GiB up to a power of two, {power_of_two_gib} GiB (vllm#48436). The plan sizes system memory with an engine host-memory factor of {plan_factor}; set offload.engine_host_memory_factor to {measured_factor} to size the DIMMs for the measured footprint.</source>
        <translation>vLLM pinnt womöglich mehr Arbeitsspeicher als angefordert: Sein Speicherbedarf wurde mit dem {measured_factor}-Fachen der angeforderten Größe gemessen (vllm#53042), {footprint_gib} GiB für diese Stufe von {asked_gib} GiB, und sein Pfad für gepinnte Puffer rundet die {per_worker_gib} GiB jedes Workers auf eine Zweierpotenz auf, {power_of_two_gib} GiB (vllm#48436). Die Planung bemisst den Arbeitsspeicher mit einem Host-Speicherfaktor der Engine von {plan_factor}; offload.engine_host_memory_factor auf {measured_factor} setzen, um die DIMMs für den gemessenen Bedarf auszulegen.</translation>
    </message>
    <message>
        <source>vLLM {release} keeps the CPU tier in one /dev/shm region per instance of up to {region_gib} GiB (cpu_bytes_to_use in whole blocks), which its {tp} worker(s) map and register with the GPU as it is: nothing is rounded up to a power of two per worker (vllm#48436) and the 1.92× measured on vLLM 0.26's per-worker buffers (vllm#53042) does not apply (vllm PR #50094). The plan sizes system memory with an engine host-memory factor of {plan_factor}.</source>
        <translation>vLLM {release} hält die CPU-Stufe in einer /dev/shm-Region je Instanz von bis zu {region_gib} GiB (cpu_bytes_to_use in ganzen Blöcken), die seine {tp} Worker einbinden und unverändert bei der GPU registrieren: Nichts wird je Worker auf eine Zweierpotenz aufgerundet (vllm#48436), und das 1,92-Fache, gemessen an den Puffern je Worker von vLLM 0.26 (vllm#53042), gilt nicht (vllm PR #50094). Die Planung bemisst den Arbeitsspeicher mit einem Host-Speicherfaktor der Engine von {plan_factor}.</translation>
    </message>
    <message>
        <source>vLLM {release} keeps the CPU tier in one /dev/shm region per instance, {region_gib} GiB ({blocks} blocks of {block_bytes} B, copies of a rank's block: {copies}), which its {tp} worker(s) map and register with the GPU as it is: nothing is rounded up to a power of two per worker (vllm#48436) and the 1.92× measured on vLLM 0.26's per-worker buffers (vllm#53042) does not apply (vllm PR #50094). The plan sizes system memory with an engine host-memory factor of {plan_factor}.</source>
        <translation>vLLM {release} hält die CPU-Stufe in einer /dev/shm-Region je Instanz, {region_gib} GiB ({blocks} Blöcke zu {block_bytes} B, Kopien des Blocks eines Rangs: {copies}), die seine {tp} Worker einbinden und unverändert bei der GPU registrieren: Nichts wird je Worker auf eine Zweierpotenz aufgerundet (vllm#48436), und das 1,92-Fache, gemessen an den Puffern je Worker von vLLM 0.26 (vllm#53042), gilt nicht (vllm PR #50094). Die Planung bemisst den Arbeitsspeicher mit einem Host-Speicherfaktor der Engine von {plan_factor}.</translation>
    </message>
    <message>
        <source>vLLM {release} stores every rank's copy of the MLA latent in the CPU tier ({tp} copies: {every_rank_gb} GB). From vLLM {first_release} on it stores one ({one_copy_gb} GB) on one node with tensor parallelism only: set engine.vllm_version to the release you run.</source>
        <translation>vLLM {release} speichert für jeden Rang eine eigene Kopie des MLA-Latents in der CPU-Stufe ({tp} Kopien: {every_rank_gb} GB). Ab vLLM {first_release} speichert es auf einem Knoten mit reiner Tensor-Parallelität nur eine ({one_copy_gb} GB): engine.vllm_version auf die eingesetzte Version setzen.</translation>
    </message>
    <message>
        <source>vLLM {release} stores one copy of the MLA latent in the CPU tier (replicated_layout: pure MLA, tensor parallel only, one node, the shared /dev/shm region), so the tier is {one_copy_gb} GB where every rank's copy would be {every_rank_gb} GB. A release before {first_release}, pipeline or context parallelism, or a multi-node instance stores all {tp} copies.</source>
        <translation>vLLM {release} speichert eine einzige Kopie des MLA-Latents in der CPU-Stufe (replicated_layout: reines MLA, nur Tensor-Parallelität, ein Knoten, der gemeinsame Bereich in /dev/shm), daher hat die Stufe {one_copy_gb} GB, wo die Kopien aller Ränge {every_rank_gb} GB belegen würden. Eine Version vor {first_release}, Pipeline- oder Kontext-Parallelität oder eine Instanz über mehrere Knoten speichert alle {tp} Kopien.</translation>
    </message>
    <message>
        <source>vLLM {version} is newer than {written_for}, the release these commands are written for: check its release notes for renamed flags.</source>
        <translation>vLLM {version} ist neuer als {written_for}, die Version, für die diese Befehle geschrieben sind: die Versionshinweise auf umbenannte Flags prüfen.</translation>
    </message>
    <message>
        <source>vLLM {version} predates {feature} (first in {first_release}; {source}): upgrade vLLM, or rewrite this setting for your release.</source>
        <translation>vLLM {version} ist älter als {feature} (erstmals in {first_release}; {source}): vLLM aktualisieren oder diese Einstellung für die eigene Version umschreiben.</translation>
    </message>
    <message>
        <source>workload.context_tokens {context_tokens} is more than the {max_context_tokens} tokens the model takes (model.max_context_tokens, from config.json). vLLM refuses a longer max_model_len unless VLLM_ALLOW_LONG_MAX_MODEL_LEN=1, SGLang a longer --context-length unless SGLANG_ALLOW_OVERWRITE_LONGER_CONTEXT_LEN=1, and past it a RoPE model gives NaN. Plan for at most {max_context_tokens} tokens, or serve the model with its model card's YaRN scaling (factor F over N original positions): vLLM --hf-overrides with a &quot;rope_parameters&quot; (older: &quot;rope_scaling&quot;) of rope_type &quot;yarn&quot; and --max-model-len N × F, SGLang --json-model-override-args and --context-length N × F; then set model.max_context_tokens to N × F.</source>
        <translation>workload.context_tokens {context_tokens} ist mehr als die {max_context_tokens} Tokens des Modells (model.max_context_tokens, aus der config.json). vLLM lehnt eine größere max_model_len ohne VLLM_ALLOW_LONG_MAX_MODEL_LEN=1 ab, SGLang eine größere --context-length ohne SGLANG_ALLOW_OVERWRITE_LONGER_CONTEXT_LEN=1, und darüber liefert ein RoPE-Modell NaN. Mit höchstens {max_context_tokens} Tokens planen oder das Modell mit der YaRN-Skalierung seiner Modellkarte betreiben (Faktor F, N ursprüngliche Positionen): vLLM --hf-overrides mit &quot;rope_parameters&quot; (älter: &quot;rope_scaling&quot;) aus rope_type &quot;yarn&quot; und --max-model-len N × F, SGLang --json-model-override-args und --context-length N × F; dann model.max_context_tokens auf N × F setzen.</translation>
    </message>
    <message>
        <source>{count} × {gpu} cannot be built: {board} GPUs are sold only as whole baseboards of {counts} GPUs, never single cards. Set gpu.count to {counts} per node (more nodes carry more users), or choose a PCIe card (such as the H200 NVL).</source>
        <translation>{count} × {gpu} lässt sich nicht bauen: {board}-GPUs gibt es nur als ganze Baseboards mit {counts} GPUs, nie als einzelne Karten. gpu.count auf {counts} je Knoten setzen (mehr Knoten tragen mehr Nutzer) oder eine PCIe-Karte wählen (etwa die H200 NVL).</translation>
    </message>
    <message>
        <source>{count} × {gpu} do not fit one chassis: the catalog's chassis take at most {most}. Set gpu.count to {most} or fewer per node and spread the users over more nodes.</source>
        <translation>{count} × {gpu} passen in kein Gehäuse: Die Gehäuse des Katalogs nehmen höchstens {most} auf. gpu.count auf {most} oder weniger je Knoten setzen und die Nutzer auf mehr Knoten verteilen.</translation>
    </message>
    <message>
        <source>{drives} NVMe drives per node do not fit: the chassis that hold this build have at most {bays} NVMe bays. Use at most {bays} larger drives (nvme.drives_per_node, nvme.capacity_tb).</source>
        <translation>{drives} NVMe-Laufwerke je Knoten passen nicht: Die Gehäuse für diese Konfiguration haben höchstens {bays} NVMe-Schächte. Höchstens {bays} größere Laufwerke verwenden (nvme.drives_per_node, nvme.capacity_tb).</translation>
    </message>
    <message>
        <source>{engine} cannot offload this model's KV cache: it has {layers} {architecture} layers, and no release of {connector} offloads them ({source}). Use --engine vllm (its OffloadingConnector, vLLM {first_release} or newer), or switch offloading off.</source>
        <translation>{engine} kann den KV-Cache dieses Modells nicht auslagern: Es hat {layers} Schichten der Art „{architecture}“, und keine Version von {connector} lagert sie aus ({source}). --engine vllm verwenden (dessen OffloadingConnector, vLLM {first_release} oder neuer) oder die Auslagerung abschalten.</translation>
    </message>
    <message>
        <source>{engine} has one way to set its offloading; --form {form} does not apply to it.</source>
        <translation>{engine} hat nur einen Weg, die Auslagerung einzustellen; --form {form} gilt dafür nicht.</translation>
    </message>
    <message>
        <source>{engine} is given --kv-cache-dtype auto for a {dtype} KV cache: auto stores the cache in the model's dtype; check that it is {dtype}.</source>
        <translation>{engine} erhält --kv-cache-dtype auto für einen KV-Cache in {dtype}: auto speichert den Cache im Datentyp des Modells; prüfen, dass dieser {dtype} ist.</translation>
    </message>
    <message>
        <source>{engine} with vLLM {version} cannot offload this model's KV cache: it has {layers} {architecture} layers, which {connector} offloads from vLLM {first_release} on ({source}); set engine.vllm_version to it or a newer one, or switch offloading off.</source>
        <translation>{engine} mit vLLM {version} kann den KV-Cache dieses Modells nicht auslagern: Es hat {layers} Schichten der Art „{architecture}“, die {connector} erst ab vLLM {first_release} auslagert ({source}); engine.vllm_version auf diese oder eine neuere Version setzen oder die Auslagerung abschalten.</translation>
    </message>
    <message>
        <source>{engine}'s file tier at {root_dir} has no size setting: the plan keeps {needed_tb} TB ({retention_days} day(s) of new conversations) on {installed_tb} TB of drives. Delete older files on a schedule, e.g. with find -mtime.</source>
        <translation>Die Dateistufe von {engine} unter {root_dir} hat keine Größeneinstellung: Die Planung hält {needed_tb} TB ({retention_days} Tag(e) neuer Konversationen) auf {installed_tb} TB Laufwerken. Ältere Dateien regelmäßig löschen, z. B. mit find -mtime.</translation>
    </message>
    <message>
        <source>{figure}: predicted {predicted} against {logged} logged ({deviation_percent} %).</source>
        <translation>{figure}: vorhergesagt {predicted} gegenüber {logged} geloggt ({deviation_percent} %).</translation>
    </message>
    <message>
        <source>{flag} takes whole GB: {value} GB for the planned {exact_gb} GB, {extra_gb} GB more per instance than the plan.</source>
        <translation>{flag} nimmt ganze GB: {value} GB für die geplanten {exact_gb} GB, {extra_gb} GB mehr je Instanz als geplant.</translation>
    </message>
    <message>
        <source>{gpus} GPU(s) are left outside the NVLink islands of {island}: use a GPU count that is a multiple of {island}.</source>
        <translation>{gpus} GPU(s) bleiben außerhalb der NVLink-Inseln aus {island}: eine GPU-Anzahl wählen, die ein Vielfaches von {island} ist.</translation>
    </message>
    <message>
        <source>{gpus} GPUs at x{gpu_lanes} and {drives} NVMe drives at x4 need {needed} PCIe lanes, more than the {available} the platform gives: the server needs PCIe switches (as HGX and OAM baseboards have). The plan assumes each card still reaches its full link rate to host memory, as eight H100 did together (55.4 GB/s each).</source>
        <translation>{gpus} GPUs mit x{gpu_lanes} und {drives} NVMe-Laufwerke mit x4 brauchen {needed} PCIe-Lanes, mehr als die {available} der Plattform: Der Server braucht PCIe-Switches (wie HGX- und OAM-Baseboards sie haben). Die Planung nimmt an, dass jede Karte trotzdem ihre volle Anbindungsrate zum Arbeitsspeicher erreicht, wie acht H100 gemeinsam (je 55,4 GB/s).</translation>
    </message>
    <message>
        <source>{instances} DP ranks, each with a KV pool and a CPU tier of its own: a returning user hits only the rank that holds its conversation. vLLM's internal load balancing, as the launch files start it, picks a rank by its running and waiting requests, not by KV cache; the hit rates planned with offload.kv_aware_routing need a router that reaches each rank: vLLM's external load balancing (one vllm serve --data-parallel-rank R per rank, each on its own port) behind llm-d's precise-prefix-cache scorer. NVIDIA Dynamo is not planned with data-parallel attention.</source>
        <translation>{instances} DP-Ränge, jeder mit eigenem KV-Pool und eigener CPU-Stufe: Ein wiederkehrender Nutzer trifft nur den Rang, der seine Konversation hält. Die interne Lastverteilung von vLLM, wie die Startdateien sie starten, wählt einen Rang nach seinen laufenden und wartenden Anfragen, nicht nach dem KV-Cache; die mit offload.kv_aware_routing geplanten Trefferquoten brauchen einen Router, der jeden Rang erreicht: die externe Lastverteilung von vLLM (je Rang ein vllm serve --data-parallel-rank R auf eigenem Port) hinter dem precise-prefix-cache-Scorer von llm-d. NVIDIA Dynamo wird nicht mit datenparalleler Attention geplant.</translation>
    </message>
    <message>
        <source>{instances} DP ranks, each with a KV pool and a HiCache tier of its own: a returning user hits only the rank that holds its conversation. SGLang's own --load-balance-method balances the ranks by load, not by KV cache; put the SGLang Model Gateway in front (python -m sglang_router.launch_router --policy cache_aware --dp-aware: one routable worker per DP rank). NVIDIA Dynamo is not planned with data-parallel attention.</source>
        <translation>{instances} DP-Ränge, jeder mit eigenem KV-Pool und eigener HiCache-Stufe: Ein wiederkehrender Nutzer trifft nur den Rang, der seine Konversation hält. Die eigene --load-balance-method von SGLang verteilt auf die Ränge nach Last, nicht nach dem KV-Cache; das SGLang Model Gateway davorsetzen (python -m sglang_router.launch_router --policy cache_aware --dp-aware: ein ansteuerbarer Worker je DP-Rang). NVIDIA Dynamo wird nicht mit datenparalleler Attention geplant.</translation>
    </message>
    <message>
        <source>{instances} independent servers listen on ports {first_port} to {last_port}: a returning user finds its conversation only through a KV-aware router. Run them as NVIDIA Dynamo workers (--engine dynamo): its frontend routes with --router-mode kv, but only to workers it started. Each instance publishes its KV events (--kv-events-config, ZMQ, from port {events_port}).</source>
        <translation>{instances} unabhängige Server lauschen auf den Ports {first_port} bis {last_port}: Ein wiederkehrender Nutzer findet seine Konversation nur über einen KV-bewussten Router. Sie als NVIDIA-Dynamo-Worker betreiben (--engine dynamo): Dessen Frontend routet mit --router-mode kv, aber nur zu Workern, die es gestartet hat. Jede Instanz veröffentlicht ihre KV-Ereignisse (--kv-events-config, ZMQ, ab Port {events_port}).</translation>
    </message>
    <message>
        <source>{instances} independent servers listen on ports {first_port} to {last_port}: a returning user reaches the instance that holds its conversation only through a KV-aware router. Run TensorRT-LLM under NVIDIA Dynamo (dynamo.trtllm workers behind a frontend with --router-mode kv; Dynamo's router does not front servers it did not start). Each instance buffers up to {entries} KV cache events (kv_cache_config.event_buffer_max_size) for the router to fetch with POST /kv_cache_events on its own port.</source>
        <translation>{instances} unabhängige Server lauschen auf den Ports {first_port} bis {last_port}: Ein wiederkehrender Nutzer erreicht die Instanz, die seine Konversation hält, nur über einen KV-bewussten Router. TensorRT-LLM unter NVIDIA Dynamo betreiben (dynamo.trtllm-Worker hinter einem Frontend mit --router-mode kv; der Router von Dynamo steht nicht vor Servern, die er nicht selbst gestartet hat). Jede Instanz puffert bis zu {entries} KV-Cache-Ereignisse (kv_cache_config.event_buffer_max_size), die der Router mit POST /kv_cache_events an ihrem eigenen Port abholt.</translation>
    </message>
    <message>
        <source>{instances} instances without KV-aware routing: returning users land on an instance that does not hold their conversation, and the CPU tier's hit rate falls to about 1 in {instances}.</source>
        <translation>{instances} Instanzen ohne KV-bewusstes Routing: Wiederkehrende Nutzer landen auf einer Instanz, die ihre Konversation nicht hält, und die Trefferquote der CPU-Stufe fällt auf etwa 1 zu {instances}.</translation>
    </message>
    <message>
        <source>{instances} instances: a returning user hits only the instance that holds its conversation. Route by KV cache: run the instances as NVIDIA Dynamo workers (--engine dynamo, its router in --router-mode kv), or set engine.kv_router to llm-d for llm-d's precise-prefix-cache scorer in Kubernetes.</source>
        <translation>{instances} Instanzen: Ein wiederkehrender Nutzer trifft nur die Instanz, die seine Konversation hält. Nach KV-Cache routen: die Instanzen als Worker von NVIDIA Dynamo betreiben (--engine dynamo, sein Router mit --router-mode kv) oder engine.kv_router auf llm-d setzen für den Precise-Prefix-Cache-Scorer von llm-d in Kubernetes.</translation>
    </message>
    <message>
        <source>{key}: {problem}</source>
        <translation>{key}: {problem}</translation>
    </message>
    <message>
        <source>{nodes} nodes with {instances} instances in all, {users_per_node} users per node: route returning users by KV cache across the nodes (--engine dynamo with its KV router, or engine.kv_router llm-d in Kubernetes) so each reaches the node and instance that hold its conversation; a node's CPU and NVMe tiers hold only its own users' conversations.</source>
        <translation>{nodes} Knoten mit insgesamt {instances} Instanzen, {users_per_node} Nutzer je Knoten: wiederkehrende Nutzer über die Knoten nach KV-Cache routen (--engine dynamo mit seinem KV-Router oder engine.kv_router llm-d in Kubernetes), damit jeder den Knoten und die Instanz erreicht, die seine Konversation halten; CPU- und NVMe-Stufe eines Knotens halten nur die Konversationen seiner eigenen Nutzer.</translation>
    </message>
    <message>
        <source>{rack_kw} kW per rack is above what air cooling removes (about 40 kW): plan direct liquid cooling or rear-door heat exchangers (site.cooling).</source>
        <translation>{rack_kw} kW je Rack liegen über dem, was Luftkühlung abführt (etwa 40 kW): direkte Flüssigkühlung oder Rücktür-Wärmetauscher einplanen (site.cooling).</translation>
    </message>
    <message>
        <source>{release} is not a known release of {engine}; known: {known}.</source>
        <translation>{release} ist keine bekannte Version von {engine}; bekannt: {known}.</translation>
    </message>
    <message>
        <source>{required_gb} GB does not fit at one DIMM per channel with the largest DIMMs; two per channel lower the memory speed to {speed_mts} MT/s (from {speed_1dpc_mts} MT/s).</source>
        <translation>{required_gb} GB passen nicht mit einem DIMM je Kanal und den größten DIMMs; zwei je Kanal senken den Speichertakt auf {speed_mts} MT/s (von {speed_1dpc_mts} MT/s).</translation>
    </message>
    <message>
        <source>{required_gb} GB of system memory for all {users} users does not fit in one node (at most {max_node_gb} GB): sized as {nodes} nodes of {users_per_node} users each. Or use a fixed, smaller CPU tier per instance (offload.cpu_tier_gib_per_instance) or a platform with more memory channels.</source>
        <translation>{required_gb} GB Arbeitsspeicher für alle {users} Nutzer passen nicht in einen Knoten (höchstens {max_node_gb} GB): ausgelegt als {nodes} Knoten mit je {users_per_node} Nutzern. Oder eine feste, kleinere CPU-Stufe je Instanz (offload.cpu_tier_gib_per_instance) oder eine Plattform mit mehr Speicherkanälen verwenden.</translation>
    </message>
    <message>
        <source>{turns} turns {think_s} s apart do not fit {conversations} conversations in {hours} active hours: users start their next conversation as soon as one ends, and fewer conversations happen than the traffic says.</source>
        <translation>{turns} Runden im Abstand von {think_s} s passen nicht für {conversations} Konversationen in {hours} aktive Stunden: Nutzer beginnen die nächste Konversation, sobald eine endet, und es finden weniger Konversationen statt, als der Verkehr angibt.</translation>
    </message>
    <message>
        <source>{users} users do not divide evenly over {instances} instances; every instance is sized for the busiest one ({users_per_instance} users).</source>
        <translation>{users} Nutzer verteilen sich nicht gleichmäßig auf {instances} Instanzen; jede Instanz wird für die meistbelastete ausgelegt ({users_per_instance} Nutzer).</translation>
    </message>
</context>
<context>
    <name>kvp::DiagnosticWord</name>
    <message>
        <source>CPU tier</source>
        <translation>CPU-Stufe</translation>
    </message>
    <message>
        <source>DeepSeek-V4 compressed-attention</source>
        <translation>komprimierte Attention von DeepSeek-V4</translation>
    </message>
    <message>
        <source>GPU</source>
        <translation>GPU</translation>
    </message>
    <message>
        <source>Mamba or linear-attention state</source>
        <translation>Mamba- oder Linear-Attention-Zustand</translation>
    </message>
    <message>
        <source>MiniMax-M3 sparse-attention</source>
        <translation>Sparse Attention von MiniMax-M3</translation>
    </message>
    <message>
        <source>NVMe tier</source>
        <translation>NVMe-Stufe</translation>
    </message>
    <message>
        <source>TPOT (ms)</source>
        <translation>TPOT (ms)</translation>
    </message>
    <message>
        <source>TTFT p95 (ms)</source>
        <translation>TTFT p95 (ms)</translation>
    </message>
    <message>
        <source>returning requests served from a tier (%)</source>
        <translation>aus einer Stufe bediente wiederkehrende Anfragen (%)</translation>
    </message>
    <message>
        <source>returning users' TTFT p95 (ms)</source>
        <translation>TTFT p95 wiederkehrender Nutzer (ms)</translation>
    </message>
</context>
<context>
    <name>kvp::Formula</name>
    <message>
        <source>95th percentile of reload + prefill + wait + {frontend} + {request}; the wait of an M/G/%1 queue at {rate}: λ E[S²] / (%2 (%3 − ρ)), P(wait &gt; x) = ρ e^(−ρ x / E[wait])</source>
        <translation>95. Perzentil von Nachladen + Prefill + Warten + {frontend} + {request}; das Warten einer M/G/%1-Warteschlange bei {rate}: λ E[S²] / (%2 (%3 − ρ)), P(Warten &gt; x) = ρ e^(−ρ x / E[Warten])</translation>
    </message>
    <message>
        <source>T where {rate} × ({think_bytes} × {think} × (%1 − e^(−T/{think})) + {last_bytes} × ({returning} × {idle} × (%2 − e^(−T/{idle})) + (%3 − {returning}) × T)) = {capacity}</source>
        <translation>T, für das gilt: {rate} × ({think_bytes} × {think} × (%1 − e^(−T/{think})) + {last_bytes} × ({returning} × {idle} × (%2 − e^(−T/{idle})) + (%3 − {returning}) × T)) = {capacity}</translation>
    </message>
    <message>
        <source>busy share / (decode steps + prefill steps per second); a decode step = max(%1 × {params} × batch / ({tp} × {tflops} × {mfu}), {weights} × {read} / ({hbm} × {mbu})) + batch × context × {kv_per_token} / ({hbm} × {mbu}) + {allreduce} + {step} + {layers} + batch × {per_request}</source>
        <translation>Auslastungsanteil / (Decode-Schritte + Prefill-Schritte je Sekunde); ein Decode-Schritt = max(%1 × {params} × Batch / ({tp} × {tflops} × {mfu}), {weights} × {read} / ({hbm} × {mbu})) + Batch × Kontext × {kv_per_token} / ({hbm} × {mbu}) + {allreduce} + {step} + {layers} + Batch × {per_request}</translation>
    </message>
    <message>
        <source>ceil({dc_w} / {psu_w}) + spares (%1+%2)</source>
        <translation>ceil({dc_w} / {psu_w}) + Reserve (%1+%2)</translation>
    </message>
    <message>
        <source>the 95th percentile of the times to first token of {requests} requests simulated engine step by engine step (arrivals, queue, reloads, chunked prefill, decode); the closed form gives {closed}</source>
        <translation>das 95. Perzentil der Zeiten bis zum ersten Token von {requests} simulierten Anfragen, Engine-Schritt für Engine-Schritt (Ankünfte, Warteschlange, Nachladen, Chunked Prefill, Decode); die geschlossene Form ergibt {closed}</translation>
    </message>
    <message>
        <source>the mean time per output token of {requests} requests simulated engine step by engine step (arrivals, queue, reloads, chunked prefill, decode); the closed form gives {closed}</source>
        <translation>die mittlere Zeit je Ausgabetoken von {requests} simulierten Anfragen, Engine-Schritt für Engine-Schritt (Ankünfte, Warteschlange, Nachladen, Chunked Prefill, Decode); die geschlossene Form ergibt {closed}</translation>
    </message>
    <message>
        <source>the requests completed a second, over all instances, by {requests} requests simulated engine step by engine step (arrivals, queue, reloads, chunked prefill, decode); the closed form gives {closed}</source>
        <translation>die je Sekunde abgeschlossenen Anfragen über alle Instanzen, aus {requests} simulierten Anfragen, Engine-Schritt für Engine-Schritt (Ankünfte, Warteschlange, Nachladen, Chunked Prefill, Decode); die geschlossene Form ergibt {closed}</translation>
    </message>
    <message>
        <source>{blocks} CPU blocks of {block} = {tier} → ⌊{blocks} / {per_conversation}⌋ conversations of {tokens}</source>
        <translation>{blocks} CPU-Blöcke zu {block} = {tier} → ⌊{blocks} / {per_conversation}⌋ Konversationen zu {tokens}</translation>
    </message>
    <message>
        <source>{kwh} × {price} per kWh</source>
        <translation>{kwh} × {price} je kWh</translation>
    </message>
    <message>
        <source>Σ groups × ⌊{context} / {block_tokens}⌋</source>
        <translation>Σ Gruppen × ⌊{context} / {block_tokens}⌋</translation>
    </message>
</context>
<context>
    <name>kvp::FormulaInput</name>
    <message>
        <source>above</source>
        <translation>Höhere Stufen</translation>
    </message>
    <message>
        <source>allreduce</source>
        <translation>All-Reduce</translation>
    </message>
    <message>
        <source>batch</source>
        <translation>Batch</translation>
    </message>
    <message>
        <source>block</source>
        <translation>Block</translation>
    </message>
    <message>
        <source>block_1</source>
        <translation>Block 1</translation>
    </message>
    <message>
        <source>block_2</source>
        <translation>Block 2</translation>
    </message>
    <message>
        <source>block_tokens</source>
        <translation>Tokens je Block</translation>
    </message>
    <message>
        <source>board</source>
        <translation>Platine</translation>
    </message>
    <message>
        <source>cached</source>
        <translation>Im Cache</translation>
    </message>
    <message>
        <source>cached_per_rank</source>
        <translation>Im Cache je Rang</translation>
    </message>
    <message>
        <source>capacity</source>
        <translation>Kapazität</translation>
    </message>
    <message>
        <source>chunk</source>
        <translation>Chunk</translation>
    </message>
    <message>
        <source>conversation</source>
        <translation>Konversation</translation>
    </message>
    <message>
        <source>conversation_per_rank</source>
        <translation>Konversation je Rang</translation>
    </message>
    <message>
        <source>cpu</source>
        <translation>CPU</translation>
    </message>
    <message>
        <source>cpu_bytes</source>
        <translation>CPU-Bytes</translation>
    </message>
    <message>
        <source>cpu_conversations</source>
        <translation>Konversationen in der CPU-Stufe</translation>
    </message>
    <message>
        <source>dc_w</source>
        <translation>DC-Leistung (W)</translation>
    </message>
    <message>
        <source>dimm</source>
        <translation>DIMM</translation>
    </message>
    <message>
        <source>dimm_count</source>
        <translation>DIMM-Anzahl</translation>
    </message>
    <message>
        <source>drive</source>
        <translation>Laufwerk</translation>
    </message>
    <message>
        <source>effective</source>
        <translation>Effektiv</translation>
    </message>
    <message>
        <source>efficiency</source>
        <translation>Wirkungsgrad</translation>
    </message>
    <message>
        <source>experts</source>
        <translation>Experten</translation>
    </message>
    <message>
        <source>flops</source>
        <translation>FLOPs</translation>
    </message>
    <message>
        <source>frontend</source>
        <translation>Frontend</translation>
    </message>
    <message>
        <source>gpu</source>
        <translation>GPU</translation>
    </message>
    <message>
        <source>gpu_block</source>
        <translation>GPU-Block</translation>
    </message>
    <message>
        <source>gpu_memory</source>
        <translation>Grafikspeicher</translation>
    </message>
    <message>
        <source>group_size</source>
        <translation>Gruppengröße</translation>
    </message>
    <message>
        <source>groups</source>
        <translation>Gruppen</translation>
    </message>
    <message>
        <source>groups_1</source>
        <translation>Gruppen 1</translation>
    </message>
    <message>
        <source>groups_2</source>
        <translation>Gruppen 2</translation>
    </message>
    <message>
        <source>head_dim</source>
        <translation>Kopfdimension</translation>
    </message>
    <message>
        <source>hours</source>
        <translation>Stunden</translation>
    </message>
    <message>
        <source>indexer_bytes</source>
        <translation>Indexer-Bytes</translation>
    </message>
    <message>
        <source>instances</source>
        <translation>Instanzen</translation>
    </message>
    <message>
        <source>kv_lora_rank</source>
        <translation>KV-LoRA-Rang</translation>
    </message>
    <message>
        <source>kv_per_token</source>
        <translation>KV je Token</translation>
    </message>
    <message>
        <source>last_bytes</source>
        <translation>Bytes nach der letzten Runde</translation>
    </message>
    <message>
        <source>latent_bytes</source>
        <translation>Latent-Bytes</translation>
    </message>
    <message>
        <source>layers</source>
        <translation>Schichten</translation>
    </message>
    <message>
        <source>layers_1</source>
        <translation>Schichten 1</translation>
    </message>
    <message>
        <source>layers_2</source>
        <translation>Schichten 2</translation>
    </message>
    <message>
        <source>mbu</source>
        <translation>MBU</translation>
    </message>
    <message>
        <source>mfu</source>
        <translation>MFU</translation>
    </message>
    <message>
        <source>network</source>
        <translation>Netzwerk</translation>
    </message>
    <message>
        <source>new_conversations</source>
        <translation>Neue Konversationen</translation>
    </message>
    <message>
        <source>nodes</source>
        <translation>Knoten</translation>
    </message>
    <message>
        <source>nominal</source>
        <translation>Nennrate</translation>
    </message>
    <message>
        <source>page</source>
        <translation>Seite</translation>
    </message>
    <message>
        <source>pages</source>
        <translation>Seiten</translation>
    </message>
    <message>
        <source>per_instance</source>
        <translation>Je Instanz</translation>
    </message>
    <message>
        <source>per_request</source>
        <translation>je Anfrage</translation>
    </message>
    <message>
        <source>per_token</source>
        <translation>Je Token</translation>
    </message>
    <message>
        <source>pinned</source>
        <translation>Gepinnt</translation>
    </message>
    <message>
        <source>pinned_here</source>
        <translation>Hier gepinnt</translation>
    </message>
    <message>
        <source>qk_rope_head_dim</source>
        <translation>QK-RoPE-Kopfdimension</translation>
    </message>
    <message>
        <source>rate</source>
        <translation>Rate</translation>
    </message>
    <message>
        <source>read</source>
        <translation>Lesen</translation>
    </message>
    <message>
        <source>request</source>
        <translation>Anfrage</translation>
    </message>
    <message>
        <source>requests</source>
        <translation>Anfragen</translation>
    </message>
    <message>
        <source>reserve</source>
        <translation>Reserve</translation>
    </message>
    <message>
        <source>reserve_items</source>
        <translation>Reserveposten</translation>
    </message>
    <message>
        <source>resident</source>
        <translation>Auf den GPUs</translation>
    </message>
    <message>
        <source>seconds_per_gib</source>
        <translation>Sekunden je GiB</translation>
    </message>
    <message>
        <source>share</source>
        <translation>Anteil</translation>
    </message>
    <message>
        <source>size</source>
        <translation>Größe</translation>
    </message>
    <message>
        <source>step</source>
        <translation>Schritt</translation>
    </message>
    <message>
        <source>stored</source>
        <translation>Gespeichert</translation>
    </message>
    <message>
        <source>think_bytes</source>
        <translation>Bytes in der Denkpause</translation>
    </message>
    <message>
        <source>tier</source>
        <translation>Stufe</translation>
    </message>
    <message>
        <source>tp</source>
        <translation>TP</translation>
    </message>
    <message>
        <source>users_per_instance</source>
        <translation>Nutzer je Instanz</translation>
    </message>
    <message>
        <source>weights</source>
        <translation>Gewichte</translation>
    </message>
    <message>
        <source>window_2</source>
        <translation>Fenster 2</translation>
    </message>
</context>
<context>
    <name>kvp::FormulaSource</name>
    <message>
        <source>%1 × params × new + attention of the new turn over the cached tokens</source>
        <translation>%1 × Parameter × neu + Attention der neuen Runde über die Tokens im Cache</translation>
    </message>
    <message>
        <source>%1 × serving.max_num_batched_tokens (async scheduling)</source>
        <translation>%1 × serving.max_num_batched_tokens (asynchrones Scheduling)</translation>
    </message>
    <message>
        <source>--hicache-size (GB per rank)</source>
        <translation>--hicache-size (GB je Rang)</translation>
    </message>
    <message>
        <source>GPU blocks per chunk</source>
        <translation>GPU-Blöcke je Chunk</translation>
    </message>
    <message>
        <source>KV bytes per token per rank</source>
        <translation>KV-Bytes je Token je Rang</translation>
    </message>
    <message>
        <source>TP all-reduces of a decode token: %1 × layers × (latency + ring)</source>
        <translation>TP-All-Reduces eines Decode-Tokens: %1 × Schichten × (Latenz + Ring)</translation>
    </message>
    <message>
        <source>block tokens × KV bytes per token of one layer, per rank</source>
        <translation>Block-Tokens × KV-Bytes je Token einer Schicht, je Rang</translation>
    </message>
    <message>
        <source>blocks × block bytes</source>
        <translation>Blöcke × Blockbytes</translation>
    </message>
    <message>
        <source>buffers of the instances on the busiest socket</source>
        <translation>Puffer der Instanzen am meistbelasteten Sockel</translation>
    </message>
    <message>
        <source>bytes after a conversation's first turns, averaged</source>
        <translation>Bytes nach den ersten Runden einer Konversation, gemittelt</translation>
    </message>
    <message>
        <source>bytes after its last turn, averaged</source>
        <translation>Bytes nach ihrer letzten Runde, gemittelt</translation>
    </message>
    <message>
        <source>conversation bytes at the cached tokens</source>
        <translation>Konversationsbytes bei den Tokens im Cache</translation>
    </message>
    <message>
        <source>conversation bytes per rank at the cached tokens</source>
        <translation>Konversationsbytes je Rang bei den Tokens im Cache</translation>
    </message>
    <message>
        <source>conversation_bytes / ranks</source>
        <translation>conversation_bytes / Ränge</translation>
    </message>
    <message>
        <source>cpu_tier.conversation_bytes (per-rank)</source>
        <translation>cpu_tier.conversation_bytes (per-rank)</translation>
    </message>
    <message>
        <source>cpu_tier.conversation_bytes (sglang-hicache)</source>
        <translation>cpu_tier.conversation_bytes (sglang-hicache)</translation>
    </message>
    <message>
        <source>cpu_tier.conversation_bytes (vllm-blocks)</source>
        <translation>cpu_tier.conversation_bytes (vllm-blocks)</translation>
    </message>
    <message>
        <source>default MFU</source>
        <translation>Standard-MFU</translation>
    </message>
    <message>
        <source>each request's share of a step (inputs, sampling, output)</source>
        <translation>der Anteil jeder Anfrage an einem Schritt (Eingaben, Sampling, Ausgabe)</translation>
    </message>
    <message>
        <source>engine groups</source>
        <translation>Engine-Gruppen</translation>
    </message>
    <message>
        <source>engine groups of full layers</source>
        <translation>Engine-Gruppen voller Schichten</translation>
    </message>
    <message>
        <source>engine groups of sliding layers</source>
        <translation>Engine-Gruppen gleitender Schichten</translation>
    </message>
    <message>
        <source>fewest nodes whose memory holds them</source>
        <translation>wenigste Knoten, deren Arbeitsspeicher sie fasst</translation>
    </message>
    <message>
        <source>gpu block bytes per rank (page × group size)</source>
        <translation>GPU-Blockbytes je Rang (Seite × Gruppengröße)</translation>
    </message>
    <message>
        <source>gpu.count / serving.tensor_parallel × nodes</source>
        <translation>gpu.count / serving.tensor_parallel × Knoten</translation>
    </message>
    <message>
        <source>host pages per rank</source>
        <translation>Host-Seiten je Rang</translation>
    </message>
    <message>
        <source>host.sockets × host.channels_per_socket × DIMMs per channel</source>
        <translation>host.sockets × host.channels_per_socket × DIMMs je Kanal</translation>
    </message>
    <message>
        <source>layers per engine group</source>
        <translation>Schichten je Engine-Gruppe</translation>
    </message>
    <message>
        <source>measured H200 rate at the block size</source>
        <translation>gemessene H200-Rate bei der Blockgröße</translation>
    </message>
    <message>
        <source>measured on an H200 host: %1 s for %2 GiB</source>
        <translation>gemessen auf einem H200-Host: %1 s für %2 GiB</translation>
    </message>
    <message>
        <source>model.layers (dsa)</source>
        <translation>model.layers (dsa)</translation>
    </message>
    <message>
        <source>model.layers (dsa): fp8_ds_mla, kv_lora_rank + kv_lora_rank / %1 × %2 + qk_rope_head_dim × %3</source>
        <translation>model.layers (dsa): fp8_ds_mla, kv_lora_rank + kv_lora_rank / %1 × %2 + qk_rope_head_dim × %3</translation>
    </message>
    <message>
        <source>model.layers (dsa): index_head_dim + index_head_dim / %1 × %2</source>
        <translation>model.layers (dsa): index_head_dim + index_head_dim / %1 × %2</translation>
    </message>
    <message>
        <source>model.layers (full)</source>
        <translation>model.layers (voll)</translation>
    </message>
    <message>
        <source>model.layers (mla)</source>
        <translation>model.layers (mla)</translation>
    </message>
    <message>
        <source>model.layers (mla).kv_lora_rank</source>
        <translation>model.layers (mla).kv_lora_rank</translation>
    </message>
    <message>
        <source>model.layers (mla).qk_rope_head_dim</source>
        <translation>model.layers (mla).qk_rope_head_dim</translation>
    </message>
    <message>
        <source>model.layers (sliding)</source>
        <translation>model.layers (gleitend)</translation>
    </message>
    <message>
        <source>model.layers (sliding).window</source>
        <translation>model.layers (gleitend).window</translation>
    </message>
    <message>
        <source>model.weights_gib × E × (total − active) / ((E − k) × total) (routed experts)</source>
        <translation>model.weights_gib × E × (gesamt − aktiv) / ((E − k) × gesamt) (geroutete Experten)</translation>
    </message>
    <message>
        <source>new conversations a day on the node</source>
        <translation>neue Konversationen am Tag auf dem Knoten</translation>
    </message>
    <message>
        <source>nvme.capacity_installed (per node)</source>
        <translation>nvme.capacity_installed (je Knoten)</translation>
    </message>
    <message>
        <source>requests per second per instance at peak</source>
        <translation>Anfragen je Sekunde je Instanz zur Spitzenzeit</translation>
    </message>
    <message>
        <source>requests simulated</source>
        <translation>simulierte Anfragen</translation>
    </message>
    <message>
        <source>serving.tensor_parallel (every rank's copy: dsa_indexer)</source>
        <translation>serving.tensor_parallel (jeder Rang mit eigener Kopie: dsa_indexer)</translation>
    </message>
    <message>
        <source>serving.tensor_parallel (every rank's copy: rank_shares)</source>
        <translation>serving.tensor_parallel (jeder Rang mit eigener Kopie: rank_shares)</translation>
    </message>
    <message>
        <source>serving.tensor_parallel (every rank's copy: replicated_layout)</source>
        <translation>serving.tensor_parallel (jeder Rang mit eigener Kopie: replicated_layout)</translation>
    </message>
    <message>
        <source>serving.tensor_parallel (every rank's copy: tp_1)</source>
        <translation>serving.tensor_parallel (jeder Rang mit eigener Kopie: tp_1)</translation>
    </message>
    <message>
        <source>share of the weights a step reads (a dense model: all)</source>
        <translation>Anteil der Gewichte, den ein Schritt liest (ein dichtes Modell: alle)</translation>
    </message>
    <message>
        <source>the API server's share of a request, one at a time (tokenization)</source>
        <translation>der Anteil des API-Servers an einer Anfrage, eine nach der anderen (Tokenisierung)</translation>
    </message>
    <message>
        <source>the GPU family's MBU (§%1)</source>
        <translation>die MBU der GPU-Familie (§%1)</translation>
    </message>
    <message>
        <source>the layers' kernel latencies a step (the GPU family's)</source>
        <translation>die Kernel-Latenzen der Schichten je Schritt (die der GPU-Familie)</translation>
    </message>
    <message>
        <source>the rest of a request's time outside the engine (streaming)</source>
        <translation>der Rest der Zeit einer Anfrage außerhalb der Engine (Streaming)</translation>
    </message>
    <message>
        <source>the step's fixed overhead (scheduling, sampling, launches)</source>
        <translation>der feste Aufwand eines Schritts (Scheduling, Sampling, Kernel-Starts)</translation>
    </message>
    <message>
        <source>tokens per CPU block</source>
        <translation>Tokens je CPU-Block</translation>
    </message>
    <message>
        <source>tokens per block (dsa)</source>
        <translation>Tokens je Block (dsa)</translation>
    </message>
    <message>
        <source>tokens per block (full)</source>
        <translation>Tokens je Block (voll)</translation>
    </message>
    <message>
        <source>tokens per block (mla)</source>
        <translation>Tokens je Block (mla)</translation>
    </message>
    <message>
        <source>tokens per block (sliding)</source>
        <translation>Tokens je Block (gleitend)</translation>
    </message>
    <message>
        <source>whole pages of a conversation</source>
        <translation>ganze Seiten einer Konversation</translation>
    </message>
    <message>
        <source>workload.new_conversations_per_day / nodes</source>
        <translation>workload.new_conversations_per_day / Knoten</translation>
    </message>
    <message>
        <source>workload.users / (instances × nodes)</source>
        <translation>workload.users / (Instanzen × Knoten)</translation>
    </message>
    <message>
        <source>workload.users / instances</source>
        <translation>workload.users / Instanzen</translation>
    </message>
    <message>
        <source>workload.users / instances / ((turns − %1) × think + idle)</source>
        <translation>workload.users / Instanzen / ((Runden − %1) × Denkpause + Ruhezeit)</translation>
    </message>
    <message>
        <source>workload.users / nodes / ((turns − %1) × think + idle)</source>
        <translation>workload.users / Knoten / ((Runden − %1) × Denkpause + Ruhezeit)</translation>
    </message>
</context>
<context>
    <name>kvp::PowerPart</name>
    <message>
        <source>NICs</source>
        <translation>Netzwerkkarten</translation>
    </message>
    <message>
        <source>baseboard, board and BMC</source>
        <translation>Baseboard, Hauptplatine und BMC</translation>
    </message>
    <message>
        <source>board and BMC</source>
        <translation>Hauptplatine und BMC</translation>
    </message>
    <message>
        <source>fans and voltage regulators</source>
        <translation>Lüfter und Spannungswandler</translation>
    </message>
</context>
<context>
    <name>kvp::Rule</name>
    <message>
        <source>a forward pass reads every weight once</source>
        <translation>ein Vorwärtsdurchlauf liest jedes Gewicht einmal</translation>
    </message>
    <message>
        <source>docs/sizing-rules.md §7a (closed form: Little's law and the LRU characteristic time)</source>
        <translation>docs/sizing-rules.md §7a (geschlossene Form: Littles Gesetz und die charakteristische Zeit des LRU)</translation>
    </message>
    <message>
        <source>docs/sizing-rules.md, What it costs to run</source>
        <translation>docs/sizing-rules.md, Was der Betrieb kostet</translation>
    </message>
    <message>
        <source>engines.md §%1 (vllm)</source>
        <translation>engines.md §%1 (vllm)</translation>
    </message>
    <message>
        <source>sglang HiCache host pool</source>
        <translation>SGLang-HiCache-Host-Pool</translation>
    </message>
    <message>
        <source>sglang HiCache host pool (pages per rank, one page more)</source>
        <translation>SGLang-HiCache-Host-Pool (Seiten je Rang, eine Seite mehr)</translation>
    </message>
    <message>
        <source>sizing rules §%1</source>
        <translation>Dimensionierungs­regeln §%1</translation>
    </message>
    <message>
        <source>sizing rules §%1 (per-rank)</source>
        <translation>Dimensionierungs­regeln §%1 (per-rank)</translation>
    </message>
    <message>
        <source>sizing rules §%1 (sglang-hicache)</source>
        <translation>Dimensionierungs­regeln §%1 (sglang-hicache)</translation>
    </message>
    <message>
        <source>sizing rules §%1 (vllm-blocks)</source>
        <translation>Dimensionierungs­regeln §%1 (vllm-blocks)</translation>
    </message>
    <message>
        <source>sizing rules §%1: whole chunks, one CPU slot per block id of every group</source>
        <translation>Dimensionierungs­regeln §%1: ganze Chunks, ein CPU-Platz je Block-ID jeder Gruppe</translation>
    </message>
    <message>
        <source>sizing-model §%1</source>
        <translation>Dimensionierungs­modell §%1</translation>
    </message>
    <message>
        <source>sizing-model §%1 (data-parallel attention)</source>
        <translation>Dimensionierungs­modell §%1 (datenparallele Attention)</translation>
    </message>
    <message>
        <source>sizing-model §%1 (each socket holds its own cards' buffers)</source>
        <translation>Dimensionierungs­modell §%1 (jeder Sockel hält die Puffer seiner eigenen Karten)</translation>
    </message>
    <message>
        <source>sizing-model §%1 (fixed tier)</source>
        <translation>Dimensionierungs­modell §%1 (feste Stufe)</translation>
    </message>
    <message>
        <source>sizing-model §%1 (reload, then prefill)</source>
        <translation>Dimensionierungs­modell §%1 (Nachladen, dann Prefill)</translation>
    </message>
    <message>
        <source>sizing-model §%1 (sliding window: the last window tokens)</source>
        <translation>Dimensionierungs­modell §%1 (gleitendes Fenster: die letzten Fenster-Tokens)</translation>
    </message>
    <message>
        <source>sizing-model §%1 (smallest size filling every channel)</source>
        <translation>Dimensionierungs­modell §%1 (kleinste Größe, die jeden Kanal füllt)</translation>
    </message>
    <message>
        <source>sizing-model §%1 (staged through CPU memory, not overlapped)</source>
        <translation>Dimensionierungs­modell §%1 (über den CPU-Arbeitsspeicher, nicht überlappt)</translation>
    </message>
    <message>
        <source>sizing-model §%1 (textbook estimate: no engine publishes a TTFT formula)</source>
        <translation>Dimensionierungs­modell §%1 (Lehrbuchschätzung: keine Engine veröffentlicht eine TTFT-Formel)</translation>
    </message>
    <message>
        <source>sizing-model §%1 (the CPU tier includes the GPU's)</source>
        <translation>Dimensionierungs­modell §%1 (die CPU-Stufe schließt die der GPU ein)</translation>
    </message>
    <message>
        <source>sizing-model §%1 (whole conversations)</source>
        <translation>Dimensionierungs­modell §%1 (ganze Konversationen)</translation>
    </message>
    <message>
        <source>sizing-model §%1 (writes and capacity)</source>
        <translation>Dimensionierungs­modell §%1 (Schreibmenge und Kapazität)</translation>
    </message>
    <message>
        <source>sizing-model §%1 (writes within the rating)</source>
        <translation>Dimensionierungs­modell §%1 (Schreibmenge innerhalb der Spezifikation)</translation>
    </message>
    <message>
        <source>sizing-model §%1, §%2</source>
        <translation>Dimensionierungs­modell §%1, §%2</translation>
    </message>
    <message>
        <source>sizing-model §%1–§%2</source>
        <translation>Dimensionierungs­modell §%1–§%2</translation>
    </message>
    <message>
        <source>sizing-model §%1–§%2 (several nodes)</source>
        <translation>Dimensionierungs­modell §%1–§%2 (mehrere Knoten)</translation>
    </message>
    <message>
        <source>sizing-model §%1–§%2 (staged through CPU memory)</source>
        <translation>Dimensionierungs­modell §%1–§%2 (über den CPU-Arbeitsspeicher)</translation>
    </message>
    <message>
        <source>the new turn of %1 tokens over %2 cached</source>
        <translation>die neue Runde von %1 Tokens über %2 im Cache</translation>
    </message>
</context>
<context>
    <name>kvp::Unit</name>
    <message>
        <source>TB/day</source>
        <translation>TB/Tag</translation>
    </message>
    <message>
        <source>billion</source>
        <translation>Mrd.</translation>
    </message>
    <message>
        <source>day</source>
        <translation>Tag</translation>
    </message>
    <message>
        <source>days</source>
        <translation>Tage</translation>
    </message>
    <message>
        <source>tokens</source>
        <translation>Tokens</translation>
    </message>
    <message>
        <source>years</source>
        <translation>Jahre</translation>
    </message>
</context>
<context>
    <name>kvp::WorkloadPreset</name>
    <message>
        <source>4,000 tokens of shared documents and 3 turns of 2,000 tokens fit a 16K context with room to spare.</source>
        <translation>4.000 Tokens gemeinsamer Dokumente und 3 Runden zu 2.000 Tokens passen mit Reserve in einen 16K-Kontext.</translation>
    </message>
    <message>
        <source>A developer continues the morning's or yesterday's session about half the time (assumption).</source>
        <translation>Ein Entwickler setzt etwa in der Hälfte der Fälle die Sitzung vom Morgen oder vom Vortag fort (Annahme).</translation>
    </message>
    <message>
        <source>A few questions a day to the knowledge base: 5 (assumption).</source>
        <translation>Ein paar Fragen am Tag an die Wissensdatenbank: 5 (Annahme).</translation>
    </message>
    <message>
        <source>A question and one or two follow-ups: 3 (assumption).</source>
        <translation>Eine Frage und ein oder zwei Nachfragen: 3 (Annahme).</translation>
    </message>
    <message>
        <source>A question of about 100 tokens and an answer of about 500; both stay in the conversation's KV cache.</source>
        <translation>Eine Frage von etwa 100 Tokens und eine Antwort von etwa 500; beide bleiben im KV-Cache der Konversation.</translation>
    </message>
    <message>
        <source>A question, a few follow-ups and corrections: 6 requests per conversation (assumption).</source>
        <translation>Eine Frage, einige Nachfragen und Korrekturen: 6 Anfragen je Konversation (Annahme).</translation>
    </message>
    <message>
        <source>A system prompt of a few hundred tokens, held once by prefix caching for every request (the article: 'a shared system prompt costs little').</source>
        <translation>Ein System-Prompt von einigen hundert Tokens, durch Prefix-Caching einmal für alle Anfragen gehalten (der Artikel: „a shared system prompt costs little“).</translation>
    </message>
    <message>
        <source>A working day of 8 hours.</source>
        <translation>Ein Arbeitstag von 8 Stunden.</translation>
    </message>
    <message>
        <source>About one conversation in three continues an earlier one (the user scrolls back to yesterday's chat); assumption.</source>
        <translation>Etwa jede dritte Konversation setzt eine frühere fort (der Nutzer scrollt zum Chat von gestern zurück); Annahme.</translation>
    </message>
    <message>
        <source>Agents resend their whole history (the article); 30 turns of 1,500 tokens and the 6,000-token prompt need about 51K tokens, so a 64K context.</source>
        <translation>Agenten senden ihren ganzen Verlauf erneut (der Artikel); 30 Runden zu 1.500 Tokens und der Prompt mit 6.000 Tokens brauchen etwa 51K Tokens, also einen 64K-Kontext.</translation>
    </message>
    <message>
        <source>An office user opens a handful of chats a day; 4 is an assumption to replace with the customer's usage statistics.</source>
        <translation>Ein Büronutzer öffnet eine Handvoll Chats am Tag; 4 ist eine Annahme, die durch die Nutzungsstatistik des Kunden zu ersetzen ist.</translation>
    </message>
    <message>
        <source>Any seed; the simulation is reproducible for a given seed.</source>
        <translation>Beliebiger Startwert; die Simulation ist für einen gegebenen Startwert reproduzierbar.</translation>
    </message>
    <message>
        <source>Chat assistant</source>
        <translation>Chat-Assistent</translation>
    </message>
    <message>
        <source>Coding agent</source>
        <translation>Coding-Agent</translation>
    </message>
    <message>
        <source>Coding agents send several thousand tokens of instructions and tool definitions first; identical for every request, so held once.</source>
        <translation>Coding-Agenten senden zuerst mehrere tausend Tokens an Anweisungen und Werkzeugdefinitionen; für jede Anfrage gleich, daher einmal gehalten.</translation>
    </message>
    <message>
        <source>Developers hand tasks to an agent that calls the model in a loop: many turns seconds apart, each adding tool output to a long history.</source>
        <translation>Entwickler übergeben Aufgaben an einen Agenten, der das Modell in einer Schleife aufruft: viele Runden im Abstand von Sekunden, jede fügt Werkzeugausgaben an einen langen Verlauf an.</translation>
    </message>
    <message>
        <source>Four retrieved chunks of about 400 tokens, the question and the answer: about 2,000 tokens. Retrieved chunks differ per question, so they count as the user's own, not shared.</source>
        <translation>Vier abgerufene Abschnitte von etwa 400 Tokens, die Frage und die Antwort: etwa 2.000 Tokens. Die abgerufenen Abschnitte unterscheiden sich je Frage und zählen daher als eigene des Nutzers, nicht als gemeinsame.</translation>
    </message>
    <message>
        <source>Model calls per task: read files, edit, run the tests, fix; 30 (assumption).</source>
        <translation>Modellaufrufe je Aufgabe: Dateien lesen, bearbeiten, Tests ausführen, korrigieren; 30 (Annahme).</translation>
    </message>
    <message>
        <source>No human between turns: the gap is the tool running (a file read, a build, a test run); 10 s on average (assumption).</source>
        <translation>Kein Mensch zwischen den Runden: die Pause ist das laufende Werkzeug (eine Datei lesen, ein Build, ein Testlauf); im Mittel 10 s (Annahme).</translation>
    </message>
    <message>
        <source>Office hours: 8 hours.</source>
        <translation>Bürozeiten: 8 Stunden.</translation>
    </message>
    <message>
        <source>Office hours: the day's conversations spread over 8 hours.</source>
        <translation>Bürozeiten: die Konversationen des Tages verteilen sich auf 8 Stunden.</translation>
    </message>
    <message>
        <source>People chatting with an assistant during office hours: a few conversations a day, a handful of turns each, a minute between turns.</source>
        <translation>Menschen chatten während der Bürozeiten mit einem Assistenten: einige Konversationen am Tag, jeweils eine Handvoll Runden, eine Minute zwischen den Runden.</translation>
    </message>
    <message>
        <source>Questions answered over the same reference documents, put first in every prompt, plus chunks retrieved per question: few turns, mostly new questions.</source>
        <translation>Fragen, die über dieselben Referenzdokumente beantwortet werden, die jedem Prompt vorangestellt sind, dazu je Frage abgerufene Abschnitte: wenige Runden, überwiegend neue Fragen.</translation>
    </message>
    <message>
        <source>Questions are mostly new; one conversation in ten picks up an earlier one (assumption).</source>
        <translation>Fragen sind überwiegend neu; jede zehnte Konversation knüpft an eine frühere an (Annahme).</translation>
    </message>
    <message>
        <source>RAG over shared documents</source>
        <translation>RAG über gemeinsame Dokumente</translation>
    </message>
    <message>
        <source>Reading a cited answer and checking its sources before asking again: 90 s (assumption).</source>
        <translation>Eine belegte Antwort lesen und ihre Quellen prüfen, bevor man erneut fragt: 90 s (Annahme).</translation>
    </message>
    <message>
        <source>Reading an answer of a few hundred words and typing the next question takes about a minute; the article's 'users who answer within a minute' are the CPU tier's case.</source>
        <translation>Eine Antwort von einigen hundert Wörtern lesen und die nächste Frage tippen dauert etwa eine Minute; die „users who answer within a minute“ des Artikels sind der Fall der CPU-Stufe.</translation>
    </message>
    <message>
        <source>Tasks a developer hands the agent in a working day: 8 (assumption).</source>
        <translation>Aufgaben, die ein Entwickler dem Agenten an einem Arbeitstag übergibt: 8 (Annahme).</translation>
    </message>
    <message>
        <source>The article's worked example: conversations of up to 8K tokens (6 turns of 600 tokens and the system prompt fit).</source>
        <translation>Das Rechenbeispiel des Artikels: Konversationen von bis zu 8K Tokens (6 Runden zu 600 Tokens und der System-Prompt passen hinein).</translation>
    </message>
    <message>
        <source>The reference documents every prompt starts with (a handbook or product manual, the article's 'RAG prompts over the same documents'): held once by prefix caching and reused by every user.</source>
        <translation>Die Referenzdokumente, mit denen jeder Prompt beginnt (ein Handbuch oder Produkthandbuch, die „RAG prompts over the same documents“ des Artikels): durch Prefix-Caching einmal gehalten und von jedem Nutzer wiederverwendet.</translation>
    </message>
    <message>
        <source>Tool output (file excerpts, compiler and test logs) and the model's edit: about 1,500 tokens a call (assumption).</source>
        <translation>Werkzeugausgaben (Dateiauszüge, Compiler- und Testlogs) und die Änderung des Modells: etwa 1.500 Tokens je Aufruf (Annahme).</translation>
    </message>
</context>
<context>
    <name>kvp::schema</name>
    <message>
        <source> %</source>
        <translation> %</translation>
    </message>
    <message>
        <source> DPC</source>
        <translation> DPC</translation>
    </message>
    <message>
        <source> DWPD</source>
        <translation> DWPD</translation>
    </message>
    <message>
        <source> GB</source>
        <translation> GB</translation>
    </message>
    <message>
        <source> GB/s</source>
        <translation> GB/s</translation>
    </message>
    <message>
        <source> GPUs</source>
        <translation> GPUs</translation>
    </message>
    <message>
        <source> GiB</source>
        <translation> GiB</translation>
    </message>
    <message>
        <source> MT/s</source>
        <translation> MT/s</translation>
    </message>
    <message>
        <source> PSUs</source>
        <translation> Netzteile</translation>
    </message>
    <message>
        <source> TB</source>
        <translation> TB</translation>
    </message>
    <message>
        <source> TB/s</source>
        <translation> TB/s</translation>
    </message>
    <message>
        <source> TFLOPS</source>
        <translation> TFLOPS</translation>
    </message>
    <message>
        <source> U</source>
        <translation> HE</translation>
    </message>
    <message>
        <source> V</source>
        <translation> V</translation>
    </message>
    <message>
        <source> W</source>
        <translation> W</translation>
    </message>
    <message>
        <source> W per socket</source>
        <translation> W je Sockel</translation>
    </message>
    <message>
        <source> a day</source>
        <translation> am Tag</translation>
    </message>
    <message>
        <source> bays</source>
        <translation> Schächte</translation>
    </message>
    <message>
        <source> billion</source>
        <translation> Mrd.</translation>
    </message>
    <message>
        <source> bridges</source>
        <translation> Brücken</translation>
    </message>
    <message>
        <source> days</source>
        <translation> Tage</translation>
    </message>
    <message>
        <source> drives</source>
        <translation> Laufwerke</translation>
    </message>
    <message>
        <source> experts</source>
        <translation> Experten</translation>
    </message>
    <message>
        <source> h a day</source>
        <translation> h am Tag</translation>
    </message>
    <message>
        <source> heads</source>
        <translation> Köpfe</translation>
    </message>
    <message>
        <source> kW</source>
        <translation> kW</translation>
    </message>
    <message>
        <source> lanes</source>
        <translation> Lanes</translation>
    </message>
    <message>
        <source> layers</source>
        <translation> Schichten</translation>
    </message>
    <message>
        <source> ms</source>
        <translation> ms</translation>
    </message>
    <message>
        <source> nodes</source>
        <translation> Knoten</translation>
    </message>
    <message>
        <source> of DC load</source>
        <translation> der DC-Last</translation>
    </message>
    <message>
        <source> of HBM</source>
        <translation> des HBM</translation>
    </message>
    <message>
        <source> of conversations</source>
        <translation> der Konversationen</translation>
    </message>
    <message>
        <source> of dense</source>
        <translation> der dichten</translation>
    </message>
    <message>
        <source> of rack power</source>
        <translation> der Rack-Leistung</translation>
    </message>
    <message>
        <source> of returning</source>
        <translation> der wiederkehrenden</translation>
    </message>
    <message>
        <source> of the means</source>
        <translation> der Mittelwerte</translation>
    </message>
    <message>
        <source> of the prompt</source>
        <translation> des Prompts</translation>
    </message>
    <message>
        <source> per conversation</source>
        <translation> je Konversation</translation>
    </message>
    <message>
        <source> per kWh</source>
        <translation> je kWh</translation>
    </message>
    <message>
        <source> per s</source>
        <translation> je s</translation>
    </message>
    <message>
        <source> per socket</source>
        <translation> je Sockel</translation>
    </message>
    <message>
        <source> per user</source>
        <translation> je Nutzer</translation>
    </message>
    <message>
        <source> ranks</source>
        <translation> Ränge</translation>
    </message>
    <message>
        <source> requests</source>
        <translation> Anfragen</translation>
    </message>
    <message>
        <source> s</source>
        <translation> s</translation>
    </message>
    <message>
        <source> slots</source>
        <translation> Steckplätze</translation>
    </message>
    <message>
        <source> sockets</source>
        <translation> Sockel</translation>
    </message>
    <message>
        <source> tokens</source>
        <translation> Tokens</translation>
    </message>
    <message>
        <source> users</source>
        <translation> Nutzer</translation>
    </message>
    <message>
        <source> values</source>
        <translation> Werte</translation>
    </message>
    <message>
        <source> years</source>
        <translation> Jahre</translation>
    </message>
    <message>
        <source> °C</source>
        <translation> °C</translation>
    </message>
    <message>
        <source> ×</source>
        <translation> ×</translation>
    </message>
    <message>
        <source> × CPU tier</source>
        <translation> × CPU-Stufe</translation>
    </message>
    <message>
        <source> × GPU memory</source>
        <translation> × Grafikspeicher</translation>
    </message>
    <message>
        <source> × the mean</source>
        <translation> × Mittelwert</translation>
    </message>
    <message>
        <source>Continuous rack load</source>
        <translation>Dauerlast je Rack</translation>
    </message>
    <message>
        <source>Data-parallel attention</source>
        <translation>Datenparallele Attention</translation>
    </message>
    <message>
        <source>Decode context parallel</source>
        <translation>Decode Context Parallel</translation>
    </message>
    <message>
        <source>Electricity price</source>
        <translation>Strompreis</translation>
    </message>
    <message>
        <source>HiSparse (latent in host memory)</source>
        <translation>HiSparse (Latent im Hauptspeicher)</translation>
    </message>
    <message>
        <source>data-parallel attention with expert parallelism (vLLM `--data-parallel-size` with `--enable-expert-parallel`, SGLang `--enable-dp-attention`): one engine runs this many tensor-parallel groups, each with a KV pool of its own, and splits the routed experts over all of its GPUs; MoE models on vLLM or SGLang (docs/sizing-rules.md §2)</source>
        <translation>datenparallele Attention mit Expert-Parallelität (vLLM `--data-parallel-size` mit `--enable-expert-parallel`, SGLang `--enable-dp-attention`): Eine Engine betreibt so viele Tensor-parallele Gruppen, jede mit einem eigenen KV-Pool, und verteilt die gerouteten Experten auf alle ihre GPUs; MoE-Modelle unter vLLM oder SGLang (docs/sizing-rules.md §2)</translation>
    </message>
    <message>
        <source>the share of `rack_kw` the nodes may draw continuously (0.8: a circuit loaded to 80 % of its rating, as the NEC's continuous-load rule asks)</source>
        <translation>der Anteil von `rack_kw`, den die Knoten dauerhaft ziehen dürfen (0,8: ein Stromkreis mit 80 % seiner Nennlast belastet, wie es die Dauerlastregel des NEC verlangt)</translation>
    </message>
    <message>
        <source>vLLM's HiSparse for DSA models (DeepSeek-V3.2, GLM-5): the latent lives in a pinned host pool of ⌈context / 64⌉ blocks per request, the GPU keeps the indexer's keys and a hot buffer, so a card decodes longer contexts and more of them (docs/sizing-rules.md §2–§3)</source>
        <translation>HiSparse von vLLM für DSA-Modelle (DeepSeek-V3.2, GLM-5): Das Latent liegt in einem gepinnten Host-Pool von ⌈Kontext / 64⌉ Blöcken je Anfrage, die GPU behält die Keys des Indexers und einen Hot-Buffer, so dekodiert eine Karte längere Kontexte und mehr davon (docs/sizing-rules.md §2–§3)</translation>
    </message>
    <message>
        <source>vLLM's `--decode-context-parallel-size`: ranks of the tensor-parallel group that split each request's tokens instead of holding copies of them (MLA and DSA latents, KV heads replicated beyond TP); a request takes ⌈context / this⌉ tokens per rank (docs/sizing-rules.md §2)</source>
        <translation>`--decode-context-parallel-size` von vLLM: Ränge der Tensor-parallelen Gruppe, die die Tokens jeder Anfrage untereinander aufteilen, statt Kopien davon zu halten (Latents von MLA und DSA, über TP hinaus kopierte KV-Köpfe); eine Anfrage belegt ⌈Kontext / dieser Wert⌉ Tokens je Rang (docs/sizing-rules.md §2)</translation>
    </message>
    <message>
        <source>what the site pays for a kWh, in the quote's currency (the price list's): the running cost a year and per million output tokens</source>
        <translation>was der Standort für eine kWh zahlt, in der Währung des Angebots (der Preisliste): die Betriebskosten im Jahr und je Million Ausgabe-Tokens</translation>
    </message>
</context>
<context>
    <name>kvp::ui</name>
    <message>
        <source>CPU block</source>
        <translation>CPU-Block</translation>
    </message>
    <message>
        <source>CPU blocks per instance</source>
        <translation>CPU-Blöcke je Instanz</translation>
    </message>
    <message>
        <source>CPU hit against recompute</source>
        <translation>CPU-Treffer gegenüber Neuberechnen</translation>
    </message>
    <message>
        <source>CPU tier per instance</source>
        <translation>CPU-Stufe je Instanz</translation>
    </message>
    <message>
        <source>CPU tier per node</source>
        <translation>CPU-Stufe je Knoten</translation>
    </message>
    <message>
        <source>Conversations in the CPU tier</source>
        <translation>Konversationen in der CPU-Stufe</translation>
    </message>
    <message>
        <source>Conversations on GPUs</source>
        <translation>Konversationen auf GPUs</translation>
    </message>
    <message>
        <source>Conversations on the GPUs</source>
        <translation>Konversationen auf den GPUs</translation>
    </message>
    <message>
        <source>Conversations per card</source>
        <translation>Konversationen je Karte</translation>
    </message>
    <message>
        <source>Copies in the CPU tier</source>
        <translation>Kopien in der CPU-Stufe</translation>
    </message>
    <message>
        <source>DIMM size</source>
        <translation>DIMM-Größe</translation>
    </message>
    <message>
        <source>DIMMs</source>
        <translation>DIMMs</translation>
    </message>
    <message>
        <source>Energy a year</source>
        <translation>Energie im Jahr</translation>
    </message>
    <message>
        <source>Energy cost a year</source>
        <translation>Energiekosten im Jahr</translation>
    </message>
    <message>
        <source>Energy cost per million output tokens</source>
        <translation>Energiekosten je Million Ausgabe-Tokens</translation>
    </message>
    <message>
        <source>Free beside the buffer</source>
        <translation>Frei neben dem Puffer</translation>
    </message>
    <message>
        <source>Free beside the buffers</source>
        <translation>Frei neben den Puffern</translation>
    </message>
    <message>
        <source>GPU KV cache per card</source>
        <translation>KV-Cache je Karte im Grafikspeicher</translation>
    </message>
    <message>
        <source>GPU busy share at peak</source>
        <translation>GPU-Auslastung zur Spitzenzeit</translation>
    </message>
    <message>
        <source>GPUs in total</source>
        <translation>GPUs insgesamt</translation>
    </message>
    <message>
        <source>KV per conversation</source>
        <translation>KV je Konversation</translation>
    </message>
    <message>
        <source>KV per token</source>
        <translation>KV je Token</translation>
    </message>
    <message>
        <source>Memory speed</source>
        <translation>Speichertakt</translation>
    </message>
    <message>
        <source>Missed (closed form)</source>
        <translation>Verfehlt (geschlossene Form)</translation>
    </message>
    <message>
        <source>Missed (simulated)</source>
        <translation>Verfehlt (simuliert)</translation>
    </message>
    <message>
        <source>NVIDIA Dynamo (native offloading)</source>
        <translation>NVIDIA Dynamo (native Auslagerung)</translation>
    </message>
    <message>
        <source>NVIDIA TensorRT-LLM (host offloading)</source>
        <translation>NVIDIA TensorRT-LLM (Auslagerung in den Host-Speicher)</translation>
    </message>
    <message>
        <source>NVMe drives needed</source>
        <translation>Benötigte NVMe-Laufwerke</translation>
    </message>
    <message>
        <source>NVMe wear-out</source>
        <translation>NVMe-Verschleiß</translation>
    </message>
    <message>
        <source>NVMe writes a day</source>
        <translation>NVMe-Schreibmenge am Tag</translation>
    </message>
    <message>
        <source>Node power</source>
        <translation>Leistung je Knoten</translation>
    </message>
    <message>
        <source>Node power (full load)</source>
        <translation>Leistung je Knoten (Volllast)</translation>
    </message>
    <message>
        <source>Node power (typical)</source>
        <translation>Leistung je Knoten (typisch)</translation>
    </message>
    <message>
        <source>Nodes</source>
        <translation>Knoten</translation>
    </message>
    <message>
        <source>Nodes per rack</source>
        <translation>Knoten je Rack</translation>
    </message>
    <message>
        <source>Output tokens a year</source>
        <translation>Ausgabe-Tokens im Jahr</translation>
    </message>
    <message>
        <source>Output tokens per second at peak</source>
        <translation>Ausgabetokens je Sekunde zur Spitzenzeit</translation>
    </message>
    <message>
        <source>Peak TTFT p95</source>
        <translation>TTFT p95 zur Spitzenzeit</translation>
    </message>
    <message>
        <source>Pinned host memory</source>
        <translation>Gepinnter Host-Speicher</translation>
    </message>
    <message>
        <source>Plan power (full load)</source>
        <translation>Leistung des Plans (Volllast)</translation>
    </message>
    <message>
        <source>Power supplies per node</source>
        <translation>Netzteile je Knoten</translation>
    </message>
    <message>
        <source>Power supply rating</source>
        <translation>Netzteil-Nennleistung</translation>
    </message>
    <message>
        <source>Prefill compute saved (closed form)</source>
        <translation>Eingesparte Prefill-Rechenzeit (geschlossene Form)</translation>
    </message>
    <message>
        <source>Prefill compute saved (simulated)</source>
        <translation>Eingesparte Prefill-Rechenzeit (simuliert)</translation>
    </message>
    <message>
        <source>Rack units per node</source>
        <translation>Höheneinheiten je Knoten</translation>
    </message>
    <message>
        <source>Racks</source>
        <translation>Racks</translation>
    </message>
    <message>
        <source>Reload a conversation (NVMe)</source>
        <translation>Konversation nachladen (NVMe)</translation>
    </message>
    <message>
        <source>Reload a conversation (PCIe)</source>
        <translation>Konversation nachladen (PCIe)</translation>
    </message>
    <message>
        <source>Reload one conversation</source>
        <translation>Eine Konversation nachladen</translation>
    </message>
    <message>
        <source>Requests per second at peak</source>
        <translation>Anfragen je Sekunde zur Spitzenzeit</translation>
    </message>
    <message>
        <source>SGLang (HiCache)</source>
        <translation>SGLang (HiCache)</translation>
    </message>
    <message>
        <source>Served from CPU tier (closed form)</source>
        <translation>Aus der CPU-Stufe bedient (geschlossene Form)</translation>
    </message>
    <message>
        <source>Served from CPU tier (simulated)</source>
        <translation>Aus der CPU-Stufe bedient (simuliert)</translation>
    </message>
    <message>
        <source>Served from GPU (closed form)</source>
        <translation>Von der GPU bedient (geschlossene Form)</translation>
    </message>
    <message>
        <source>Served from GPU (simulated)</source>
        <translation>Von der GPU bedient (simuliert)</translation>
    </message>
    <message>
        <source>Served from NVMe (closed form)</source>
        <translation>Von NVMe bedient (geschlossene Form)</translation>
    </message>
    <message>
        <source>Served from NVMe (simulated)</source>
        <translation>Von NVMe bedient (simuliert)</translation>
    </message>
    <message>
        <source>Share of NVMe endurance</source>
        <translation>Anteil der NVMe-Schreibfestigkeit</translation>
    </message>
    <message>
        <source>System memory</source>
        <translation>Arbeitsspeicher</translation>
    </message>
    <message>
        <source>System memory required</source>
        <translation>Benötigter Arbeitsspeicher</translation>
    </message>
    <message>
        <source>TPOT at peak</source>
        <translation>TPOT zur Spitzenzeit</translation>
    </message>
    <message>
        <source>TTFT p50 at peak</source>
        <translation>TTFT p50 zur Spitzenzeit</translation>
    </message>
    <message>
        <source>TTFT p95 at peak</source>
        <translation>TTFT p95 zur Spitzenzeit</translation>
    </message>
    <message>
        <source>TTFT p99 at peak</source>
        <translation>TTFT p99 zur Spitzenzeit</translation>
    </message>
    <message>
        <source>TTFT, CPU hit</source>
        <translation>TTFT, CPU-Treffer</translation>
    </message>
    <message>
        <source>TTFT, GPU hit</source>
        <translation>TTFT, GPU-Treffer</translation>
    </message>
    <message>
        <source>TTFT, NVMe hit</source>
        <translation>TTFT, NVMe-Treffer</translation>
    </message>
    <message>
        <source>TTFT, recomputed</source>
        <translation>TTFT, neu berechnet</translation>
    </message>
    <message>
        <source>Users not resident on GPUs</source>
        <translation>Nutzer nicht auf den GPUs</translation>
    </message>
    <message>
        <source>kW per rack</source>
        <translation>kW je Rack</translation>
    </message>
    <message>
        <source>vLLM</source>
        <translation>vLLM</translation>
    </message>
    <message>
        <source>vLLM with LMCache in-process</source>
        <translation>vLLM mit LMCache im Prozess</translation>
    </message>
    <message>
        <source>vLLM with an LMCache server</source>
        <translation>vLLM mit einem LMCache-Server</translation>
    </message>
</context>
<context>
    <name>kvp::ui::Figures</name>
    <message>
        <source>A CPU block</source>
        <translation>Ein CPU-Block</translation>
    </message>
    <message>
        <source>Airflow per node</source>
        <translation>Luftstrom je Knoten</translation>
    </message>
    <message>
        <source>Attention part of the prefill</source>
        <translation>Attention-Anteil des Prefills</translation>
    </message>
    <message>
        <source>CPU blocks per conversation</source>
        <translation>CPU-Blöcke je Konversation</translation>
    </message>
    <message>
        <source>CPU blocks per instance</source>
        <translation>CPU-Blöcke je Instanz</translation>
    </message>
    <message>
        <source>CPU hit against recomputing</source>
        <translation>CPU-Treffer gegenüber Neuberechnen</translation>
    </message>
    <message>
        <source>CPU tier on the node</source>
        <translation>CPU-Stufe auf dem Knoten</translation>
    </message>
    <message>
        <source>CPU tier per instance</source>
        <translation>CPU-Stufe je Instanz</translation>
    </message>
    <message>
        <source>Conversations on the GPUs</source>
        <translation>Konversationen auf den GPUs</translation>
    </message>
    <message>
        <source>Conversations on the GPUs of every node</source>
        <translation>Konversationen auf den GPUs aller Knoten</translation>
    </message>
    <message>
        <source>Conversations per instance on GPUs</source>
        <translation>Konversationen je Instanz auf GPUs</translation>
    </message>
    <message>
        <source>Conversations the CPU tier holds per instance</source>
        <translation>Konversationen, die die CPU-Stufe je Instanz fasst</translation>
    </message>
    <message>
        <source>Copies of a block in the CPU tier</source>
        <translation>Kopien eines Blocks in der CPU-Stufe</translation>
    </message>
    <message>
        <source>Energy a year at typical draw</source>
        <translation>Energie im Jahr bei typischer Leistungsaufnahme</translation>
    </message>
    <message>
        <source>Energy cost a year</source>
        <translation>Energiekosten im Jahr</translation>
    </message>
    <message>
        <source>Energy cost per million output tokens</source>
        <translation>Energiekosten je Million Ausgabe-Tokens</translation>
    </message>
    <message>
        <source>GPU KV cache per card</source>
        <translation>KV-Cache je Karte im Grafikspeicher</translation>
    </message>
    <message>
        <source>GPU KV cache per instance</source>
        <translation>KV-Cache je Instanz im Grafikspeicher</translation>
    </message>
    <message>
        <source>Heat per node</source>
        <translation>Wärme je Knoten</translation>
    </message>
    <message>
        <source>How long NVMe keeps a conversation</source>
        <translation>Wie lange NVMe eine Konversation hält</translation>
    </message>
    <message>
        <source>How long the CPU tier keeps a conversation</source>
        <translation>Wie lange die CPU-Stufe eine Konversation hält</translation>
    </message>
    <message>
        <source>How long the GPU keeps a conversation</source>
        <translation>Wie lange die GPU eine Konversation hält</translation>
    </message>
    <message>
        <source>Idle time between a user's conversations</source>
        <translation>Ruhezeit zwischen den Konversationen eines Nutzers</translation>
    </message>
    <message>
        <source>KV cache of one conversation</source>
        <translation>KV-Cache einer Konversation</translation>
    </message>
    <message>
        <source>KV cache per token</source>
        <translation>KV-Cache je Token</translation>
    </message>
    <message>
        <source>Memory free beside the buffers</source>
        <translation>Arbeitsspeicher frei neben den Puffern</translation>
    </message>
    <message>
        <source>NVLink bridges per node</source>
        <translation>NVLink-Brücken je Knoten</translation>
    </message>
    <message>
        <source>NVMe drives needed</source>
        <translation>Benötigte NVMe-Laufwerke</translation>
    </message>
    <message>
        <source>NVMe writes a day</source>
        <translation>NVMe-Schreibmenge am Tag</translation>
    </message>
    <message>
        <source>Node power at full load</source>
        <translation>Leistung je Knoten bei Volllast</translation>
    </message>
    <message>
        <source>Node power, typical</source>
        <translation>Leistung je Knoten, typisch</translation>
    </message>
    <message>
        <source>Nodes per rack</source>
        <translation>Knoten je Rack</translation>
    </message>
    <message>
        <source>Output tokens a year of the traffic</source>
        <translation>Ausgabe-Tokens des Verkehrs im Jahr</translation>
    </message>
    <message>
        <source>Power of every node at full load</source>
        <translation>Leistung aller Knoten bei Volllast</translation>
    </message>
    <message>
        <source>Power of the fullest rack</source>
        <translation>Leistung des vollsten Racks</translation>
    </message>
    <message>
        <source>Power supplies per node</source>
        <translation>Netzteile je Knoten</translation>
    </message>
    <message>
        <source>Prefill of the whole prompt</source>
        <translation>Prefill des ganzen Prompts</translation>
    </message>
    <message>
        <source>Rack units of the chassis</source>
        <translation>Höheneinheiten des Gehäuses</translation>
    </message>
    <message>
        <source>Racks for the plan</source>
        <translation>Racks für den Plan</translation>
    </message>
    <message>
        <source>Read of the cached tokens from NVMe</source>
        <translation>Lesen der gecachten Tokens von NVMe</translation>
    </message>
    <message>
        <source>Reload of one conversation</source>
        <translation>Nachladen einer Konversation</translation>
    </message>
    <message>
        <source>Reload of the cached tokens over PCIe</source>
        <translation>Nachladen der gecachten Tokens über PCIe</translation>
    </message>
    <message>
        <source>Requests per second at peak</source>
        <translation>Anfragen pro Sekunde zur Spitzenzeit</translation>
    </message>
    <message>
        <source>Requests per second at peak, closed form</source>
        <translation>Anfragen je Sekunde zur Spitzenzeit, geschlossene Form</translation>
    </message>
    <message>
        <source>Requests served from NVMe</source>
        <translation>Von NVMe bediente Anfragen</translation>
    </message>
    <message>
        <source>Requests served from the CPU tier</source>
        <translation>Von der CPU-Stufe bediente Anfragen</translation>
    </message>
    <message>
        <source>Requests served from the GPU</source>
        <translation>Von der GPU bediente Anfragen</translation>
    </message>
    <message>
        <source>Share of the drives' endurance used</source>
        <translation>Genutzter Anteil der Schreibfestigkeit der Laufwerke</translation>
    </message>
    <message>
        <source>System memory fitted</source>
        <translation>Eingebauter Arbeitsspeicher</translation>
    </message>
    <message>
        <source>System memory required</source>
        <translation>Benötigter Arbeitsspeicher</translation>
    </message>
    <message>
        <source>Tier that keeps every user warm</source>
        <translation>Stufe, die jeden Nutzer warm hält</translation>
    </message>
    <message>
        <source>Time per output token at peak</source>
        <translation>Zeit je Ausgabetoken zur Spitzenzeit</translation>
    </message>
    <message>
        <source>Time per output token at peak, closed form</source>
        <translation>Zeit je Ausgabetoken zur Spitzenzeit, geschlossene Form</translation>
    </message>
    <message>
        <source>Time to first token at peak, 95th percentile</source>
        <translation>Zeit bis zum ersten Token zur Spitzenzeit, 95. Perzentil</translation>
    </message>
    <message>
        <source>Time to first token at peak, 95th percentile, closed form</source>
        <translation>Zeit bis zum ersten Token zur Spitzenzeit, 95. Perzentil, geschlossene Form</translation>
    </message>
    <message>
        <source>Time to first token at peak, 99th percentile</source>
        <translation>Zeit bis zum ersten Token zur Spitzenzeit, 99. Perzentil</translation>
    </message>
    <message>
        <source>Time to first token at peak, median</source>
        <translation>Zeit bis zum ersten Token zur Spitzenzeit, Median</translation>
    </message>
    <message>
        <source>Time to first token, conversation in CPU memory</source>
        <translation>Zeit bis zum ersten Token, Konversation im CPU-Arbeitsspeicher</translation>
    </message>
    <message>
        <source>Time to first token, conversation on NVMe</source>
        <translation>Zeit bis zum ersten Token, Konversation auf NVMe</translation>
    </message>
    <message>
        <source>Time to first token, conversation on the GPU</source>
        <translation>Zeit bis zum ersten Token, Konversation auf der GPU</translation>
    </message>
    <message>
        <source>Time to first token, recomputed</source>
        <translation>Zeit bis zum ersten Token, neu berechnet</translation>
    </message>
    <message>
        <source>Users kept warm in CPU memory</source>
        <translation>Warm im CPU-Arbeitsspeicher gehaltene Nutzer</translation>
    </message>
    <message>
        <source>Users not kept warm</source>
        <translation>Nicht warm gehaltene Nutzer</translation>
    </message>
    <message>
        <source>Users not on the GPUs</source>
        <translation>Nutzer nicht auf den GPUs</translation>
    </message>
    <message>
        <source>Users per node</source>
        <translation>Nutzer je Knoten</translation>
    </message>
    <message>
        <source>Years until the drives wear out</source>
        <translation>Jahre bis zum Verschleiß der Laufwerke</translation>
    </message>
</context>
</TS>
