<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="de_DE">
<context>
    <name>AboutDialog</name>
    <message>
        <source>this program</source>
        <translation>dieses Programm</translation>
    </message>
    <message>
        <source>the charts (linked, Debian&apos;s package)</source>
        <translation>die Diagramme (gelinkt, Debian-Paket)</translation>
    </message>
    <message>
        <source>the windows, forms and files (linked, Debian&apos;s packages; Help → About Qt)</source>
        <translation>Fenster, Formulare und Dateien (gelinkt, Debian-Pakete; Hilfe → Über Qt)</translation>
    </message>
    <message>
        <source>reading and writing JSON (header-only, compiled in)</source>
        <translation>JSON lesen und schreiben (nur Header, einkompiliert)</translation>
    </message>
</context>
<context>
    <name>FormSection</name>
    <message>
        <source>Default: %1</source>
        <translation>Standard: %1</translation>
    </message>
    <message>
        <source>Range: %1</source>
        <translation>Bereich: %1</translation>
    </message>
    <message>
        <source>Scenario key: &lt;code&gt;%1&lt;/code&gt;</source>
        <translation>Szenario-Schlüssel: &lt;code&gt;%1&lt;/code&gt;</translation>
    </message>
    <message>
        <source>Change %1</source>
        <translation>%1 ändern</translation>
    </message>
    <message>
        <source>Presets</source>
        <translation>Vorlagen</translation>
    </message>
    <message>
        <source>Common values of %1</source>
        <translation>Übliche Werte für %1</translation>
    </message>
    <message>
        <source>not set (%1)</source>
        <translation>nicht gesetzt (%1)</translation>
    </message>
    <message>
        <source>the rule</source>
        <translation>die Regel</translation>
    </message>
    <message>
        <source>unchecked</source>
        <translation>nicht angehakt</translation>
    </message>
    <message>
        <source>on</source>
        <translation>an</translation>
    </message>
    <message>
        <source>off</source>
        <translation>aus</translation>
    </message>
    <message>
        <source>Set</source>
        <translation>Festlegen</translation>
    </message>
    <message>
        <source>Default</source>
        <translation>Standard</translation>
    </message>
</context>
<context>
    <name>QObject</name>
    <message>
        <source>no GPUs</source>
        <translation>keine GPUs</translation>
    </message>
    <message>
        <source>GPU %1</source>
        <translation>GPU %1</translation>
    </message>
    <message>
        <source>GPUs %1–%2</source>
        <translation>GPUs %1–%2</translation>
    </message>
    <message>
        <source>Not accepted: %1</source>
        <translation>Nicht angenommen: %1</translation>
    </message>
    <message>
        <source>Error</source>
        <translation>Fehler</translation>
    </message>
    <message>
        <source>Warning</source>
        <translation>Warnung</translation>
    </message>
    <message>
        <source>Note</source>
        <translation>Hinweis</translation>
    </message>
    <message>
        <source># No launch commands for this scenario:
</source>
        <translation># Keine Startbefehle für dieses Szenario:
</translation>
    </message>
    <message>
        <source>instance total</source>
        <translation>Instanz gesamt</translation>
    </message>
    <message>
        <source>per TP rank (× %1)</source>
        <translation>je TP-Rang (× %1)</translation>
    </message>
    <message>
        <source>per TP rank</source>
        <translation>je TP-Rang</translation>
    </message>
    <message>
        <source>per server</source>
        <translation>je Server</translation>
    </message>
    <message>
        <source>per card</source>
        <translation>je Karte</translation>
    </message>
</context>
<context>
    <name>kvp::cli</name>
    <message>
        <source>wrote %1 (%2 pages, %3)
</source>
        <translation>%1 geschrieben (%2 Seiten, %3)
</translation>
    </message>
    <message>
        <source>%1 lines; net %2, VAT %3, total %4%5
</source>
        <translation>%1 Positionen; netto %2, MwSt. %3, gesamt %4%5
</translation>
    </message>
    <message>
        <source> (incomplete: %1 line(s) without a price)</source>
        <translation> (unvollständig: %1 Position(en) ohne Preis)</translation>
    </message>
    <message>
        <source> or </source>
        <translation> oder </translation>
    </message>
    <message>
        <source>Usage: kvplan </source>
        <translation>Aufruf: kvplan </translation>
    </message>
    <message>
        <source>
Options:
</source>
        <translation>
Optionen:
</translation>
    </message>
    <message>
        <source>the language of its messages and words: en (default) or de
</source>
        <translation>die Sprache seiner Meldungen und Texte: en (Standard) oder de
</translation>
    </message>
    <message>
        <source>show this help
</source>
        <translation>diese Hilfe zeigen
</translation>
    </message>
    <message>
        <source>%1: %2 %3 is required; see kvplan %1 --help</source>
        <translation>%1: %2 %3 ist erforderlich; siehe kvplan %1 --help</translation>
    </message>
    <message>
        <source>%1: %2 must be %3 (got &quot;%4&quot;)</source>
        <translation>%1: %2 muss %3 sein (erhalten: „%4“)</translation>
    </message>
    <message>
        <source>%1: unknown option %2; see kvplan %1 --help</source>
        <translation>%1: unbekannte Option %2; siehe kvplan %1 --help</translation>
    </message>
    <message>
        <source>%1: %2 needs a value (%3)</source>
        <translation>%1: %2 braucht einen Wert (%3)</translation>
    </message>
    <message>
        <source>%1: %2 takes no value</source>
        <translation>%1: %2 nimmt keinen Wert</translation>
    </message>
    <message>
        <source>%1: %2 given more than once</source>
        <translation>%1: %2 mehr als einmal angegeben</translation>
    </message>
    <message>
        <source>%1: wrong number of arguments; usage: kvplan %2</source>
        <translation>%1: falsche Anzahl von Argumenten; Aufruf: kvplan %2</translation>
    </message>
    <message>
        <source>(standard input)</source>
        <translation>(Standardeingabe)</translation>
    </message>
    <message>
        <source>%1: cannot be read (%2)</source>
        <translation>%1: kann nicht gelesen werden (%2)</translation>
    </message>
    <message>
        <source>%1: larger than %2 MiB</source>
        <translation>%1: größer als %2 MiB</translation>
    </message>
    <message>
        <source>override one scenario key by its dotted path, e.g. workload.users=600; VALUE is read as JSON when it parses, else as text; applied in order</source>
        <translation>einen Szenarioschlüssel über seinen Punktpfad überschreiben, z. B. workload.users=600; VALUE wird als JSON gelesen, wenn es sich so lesen lässt, sonst als Text; in der angegebenen Reihenfolge angewandt</translation>
    </message>
    <message>
        <source>%1 (default: %2)</source>
        <translation>%1 (Standard: %2)</translation>
    </message>
    <message>
        <source>size LLM inference servers that offload the KV cache to CPU memory and NVMe</source>
        <translation>LLM-Inferenzserver dimensionieren, die den KV-Cache in den CPU-Arbeitsspeicher und auf NVMe auslagern</translation>
    </message>
    <message>
        <source>Usage:</source>
        <translation>Aufruf:</translation>
    </message>
    <message>
        <source>Commands:</source>
        <translation>Befehle:</translation>
    </message>
    <message>
        <source>SCENARIO is a *.kvplan.json file; without it, the built-in worked example (Qwen3-32B FP8 on 4 x RTX PRO 6000 Server Edition, 500 users, 8K context).
`kvplan COMMAND --help` describes a command. Exit status: 0 success, 1 failure to write output, 2 usage error, 3 invalid input.
</source>
        <translation>SCENARIO ist eine *.kvplan.json-Datei; ohne sie das eingebaute Rechenbeispiel (Qwen3-32B FP8 auf 4 × RTX PRO 6000 Server Edition, 500 Nutzer, 8K Kontext).
`kvplan COMMAND --help` beschreibt einen Befehl. Exit-Status: 0 Erfolg, 1 Ausgabe nicht schreibbar, 2 Aufruffehler, 3 ungültige Eingabe.
</translation>
    </message>
    <message>
        <source>--lang must be %1; see kvplan --help</source>
        <translation>--lang muss %1 sein; siehe kvplan --help</translation>
    </message>
    <message>
        <source>no command given; see kvplan --help</source>
        <translation>kein Befehl angegeben; siehe kvplan --help</translation>
    </message>
    <message>
        <source>unknown command &quot;%1&quot;; see kvplan --help</source>
        <translation>unbekannter Befehl „%1“; siehe kvplan --help</translation>
    </message>
    <message>
        <source>GPU KV cache size (tokens)</source>
        <translation>GPU-KV-Cache-Größe (Tokens)</translation>
    </message>
    <message>
        <source>KV cache blocks</source>
        <translation>KV-Cache-Blöcke</translation>
    </message>
    <message>
        <source>Maximum concurrency</source>
        <translation>Maximale Parallelität</translation>
    </message>
    <message>
        <source>KV cache for one request (GiB)</source>
        <translation>KV-Cache für eine Anfrage (GiB)</translation>
    </message>
    <message>
        <source>Attention block size (tokens)</source>
        <translation>Attention-Blockgröße (Tokens)</translation>
    </message>
    <message>
        <source>Padding layers</source>
        <translation>Auffüllschichten</translation>
    </message>
    <message>
        <source>KV budget by the sizing rule (GiB)</source>
        <translation>KV-Budget nach der Dimensionierungsregel (GiB)</translation>
    </message>
    <message>
        <source>Calibration: %1

Read from the log
</source>
        <translation>Kalibrierung: %1

Aus dem Log gelesen
</translation>
    </message>
    <message>
        <source>vLLM version</source>
        <translation>vLLM-Version</translation>
    </message>
    <message>
        <source> (V0 engine)</source>
        <translation> (V0-Engine)</translation>
    </message>
    <message>
        <source>Model</source>
        <translation>Modell</translation>
    </message>
    <message>
        <source> — geometry: %1 (%2)</source>
        <translation> — Geometrie: %1 (%2)</translation>
    </message>
    <message>
        <source> — geometry not known</source>
        <translation> — Geometrie unbekannt</translation>
    </message>
    <message>
        <source>Tensor parallel</source>
        <translation>Tensor-Parallelität</translation>
    </message>
    <message>
        <source>KV-cache dtype</source>
        <translation>KV-Cache-Datentyp</translation>
    </message>
    <message>
        <source>GPU memory</source>
        <translation>Grafikspeicher</translation>
    </message>
    <message>
        <source>Weights per GPU</source>
        <translation>Gewichte je GPU</translation>
    </message>
    <message>
        <source>KV cache budget per GPU</source>
        <translation>KV-Cache-Budget je GPU</translation>
    </message>
    <message>
        <source> (%1 B in use)</source>
        <translation> (%1 B belegt)</translation>
    </message>
    <message>
        <source>GPU KV cache size</source>
        <translation>GPU-KV-Cache-Größe</translation>
    </message>
    <message>
        <source> tokens</source>
        <translation> Tokens</translation>
    </message>
    <message>
        <source>not in the log</source>
        <translation>nicht im Log</translation>
    </message>
    <message>
        <source>x for </source>
        <translation>× bei </translation>
    </message>
    <message>
        <source>
Predicted against logged (capacity model %1)
</source>
        <translation>
Vorhergesagt gegenüber geloggt (Kapazitätsmodell %1)
</translation>
    </message>
    <message>
        <source>  nothing to compare
</source>
        <translation>  nichts zu vergleichen
</translation>
    </message>
    <message>
        <source>agrees</source>
        <translation>stimmt</translation>
    </message>
    <message>
        <source>differs</source>
        <translation>weicht ab</translation>
    </message>
    <message>
        <source>
Notes
</source>
        <translation>
Hinweise
</translation>
    </message>
    <message>
        <source>
The filled scenario: --save-scenario FILE, then kvplan report FILE.
</source>
        <translation>
Das gefüllte Szenario: --save-scenario FILE, dann kvplan report FILE.
</translation>
    </message>
    <message>
        <source>compare predictions with a real vLLM startup log</source>
        <translation>Vorhersagen mit einem echten vLLM-Startlog vergleichen</translation>
    </message>
    <message>
        <source>Reads a vLLM startup log (a file, or - for pasted text on standard input): version, model, tensor parallelism, KV-cache dtype, max_model_len, GPU memory, weights, the available KV cache memory, &quot;GPU KV cache size&quot; and the maximum concurrency. Fills a scenario from it (the KV budget given directly, as --kv-cache-memory would; the engine mode of that release) and prints the predicted figures against the logged ones. The model&apos;s geometry comes from --config (its config.json), else from the built-in catalog by the logged model name. Everything the log does not state is taken from --scenario (default: the worked example) after --set.</source>
        <translation>Liest ein vLLM-Startlog (eine Datei, oder - für eingefügten Text auf der Standardeingabe): Version, Modell, Tensor-Parallelität, KV-Cache-Datentyp, max_model_len, Grafikspeicher, Gewichte, den verfügbaren KV-Cache-Speicher, „GPU KV cache size“ und die maximale Parallelität. Füllt daraus ein Szenario (das KV-Budget direkt vorgegeben, wie --kv-cache-memory es täte; der Engine-Modus dieses Release) und gibt die vorhergesagten Werte neben den geloggten aus. Die Geometrie des Modells kommt aus --config (seiner config.json), sonst über den geloggten Modellnamen aus dem eingebauten Katalog. Alles, was das Log nicht angibt, wird nach --set aus --scenario genommen (Standard: das Rechenbeispiel).</translation>
    </message>
    <message>
        <source>the model&apos;s Hugging Face config.json</source>
        <translation>die Hugging-Face-config.json des Modells</translation>
    </message>
    <message>
        <source>scenario for what the log does not state</source>
        <translation>Szenario für das, was das Log nicht angibt</translation>
    </message>
    <message>
        <source>text (default) or json</source>
        <translation>text (Standard) oder json</translation>
    </message>
    <message>
        <source>write the filled scenario (atomically)</source>
        <translation>das gefüllte Szenario schreiben (atomar)</translation>
    </message>
    <message>
        <source>: no KV cache figures found (&quot;Available KV cache memory&quot;, &quot;GPU KV cache size&quot;, blocks); is this a vLLM startup log?</source>
        <translation>: keine KV-Cache-Werte gefunden („Available KV cache memory“, „GPU KV cache size“, Blöcke); ist das ein vLLM-Startlog?</translation>
    </message>
    <message>
        <source>  %1 predicted %2, measured %3 (%4%5 %)
</source>
        <translation>  %1 vorhergesagt %2, gemessen %3 (%4%5 %)
</translation>
    </message>
    <message>
        <source>predict a vllm bench serve run and fit the MFU and MBU to it</source>
        <translation>einen Lauf von vllm bench serve vorhersagen und MFU und MBU daran anpassen</translation>
    </message>
    <message>
        <source>Reads RESULT, the JSON `vllm bench serve --save-result` writes or its printed &quot;Serving Benchmark Result&quot; block pasted into a file (&quot;-&quot;: standard input), predicts the same run (its mean input and output tokens, concurrency limit, request rate and requests) on the scenario&apos;s model and GPUs (--scenario, default the worked example; --gpu and --set describe the test box), and shows predicted against measured for output and request throughput, TTFT and TPOT. Then it fits serving.prefill_mfu to the TTFT and serving.decode_mbu to the TPOT and shows the prediction with them; --save-scenario writes the scenario with the fitted values (atomically). Several RESULTs (a sweep of one server: rising concurrency or input lengths) are predicted each and fitted together: one MFU and MBU, each scaled by the median over the runs of predicted ÷ measured, so one odd run does not pull the fit.</source>
        <translation>Liest RESULT, das JSON, das `vllm bench serve --save-result` schreibt, oder dessen ausgegebenen Block „Serving Benchmark Result“, in eine Datei eingefügt („-“: Standardeingabe), sagt denselben Lauf (seine mittleren Eingabe- und Ausgabetokens, Parallelitätsgrenze, Anfragerate und Anfragen) auf Modell und GPUs des Szenarios vorher (--scenario, Standard das Rechenbeispiel; --gpu und --set beschreiben das Testsystem) und zeigt vorhergesagt gegenüber gemessen für Ausgabe- und Anfragedurchsatz, TTFT und TPOT. Dann passt es serving.prefill_mfu an die TTFT und serving.decode_mbu an die TPOT an und zeigt die Vorhersage damit; --save-scenario schreibt das Szenario mit den angepassten Werten (atomar). Mehrere RESULTs (eine Messreihe eines Servers: steigende Parallelität oder Eingabelängen) werden je vorhergesagt und gemeinsam angepasst: eine MFU und eine MBU, jede mit dem Median über die Läufe von vorhergesagt ÷ gemessen skaliert, sodass ein einzelner Ausreißer die Anpassung nicht verzieht.</translation>
    </message>
    <message>
        <source>the test box&apos;s scenario (default: the worked example)</source>
        <translation>das Szenario des Testsystems (Standard: das Rechenbeispiel)</translation>
    </message>
    <message>
        <source>write the scenario with the fitted MFU and MBU</source>
        <translation>das Szenario mit angepasster MFU und MBU schreiben</translation>
    </message>
    <message>
        <source>: the scenario cannot predict the run (no prefill estimate or memory bandwidth, or a context above the model&apos;s; kvplan report says which)</source>
        <translation>: das Szenario kann den Lauf nicht vorhersagen (keine Prefill-Schätzung oder Speicherbandbreite, oder ein Kontext über dem des Modells; kvplan report sagt, was zutrifft)</translation>
    </message>
    <message>
        <source>the scenario cannot predict these runs (no prefill estimate or memory bandwidth, or a context above the model&apos;s; kvplan report says which)</source>
        <translation>das Szenario kann diese Läufe nicht vorhersagen (keine Prefill-Schätzung oder Speicherbandbreite, oder ein Kontext über dem des Modells; kvplan report sagt, was zutrifft)</translation>
    </message>
    <message>
        <source>%1: %2 requests, %3 tokens in, %4 out, concurrency %5, rate %6
</source>
        <translation>%1: %2 Anfragen, %3 Tokens hinein, %4 heraus, Parallelität %5, Rate %6
</translation>
    </message>
    <message>
        <source>
With the scenario&apos;s MFU %1 and MBU %2:
</source>
        <translation>
Mit MFU %1 und MBU %2 des Szenarios:
</translation>
    </message>
    <message>
        <source>%1 runs, fitted together. With the scenario&apos;s MFU %2 and MBU %3:
</source>
        <translation>%1 Läufe, gemeinsam angepasst. Mit MFU %2 und MBU %3 des Szenarios:
</translation>
    </message>
    <message>
        <source>
Fitted to all %1: serving.prefill_mfu %2, serving.decode_mbu %3; the median error of the median TTFT %4 → %5, of the median TPOT %6 → %7. With them:
</source>
        <translation>
An alle %1 angepasst: serving.prefill_mfu %2, serving.decode_mbu %3; der Median des Fehlers der medianen TTFT %4 → %5, der medianen TPOT %6 → %7. Damit:
</translation>
    </message>
    <message>
        <source>unlimited</source>
        <translation>unbegrenzt</translation>
    </message>
    <message>
        <source>
Fitted: serving.prefill_mfu %1, serving.decode_mbu %2:
</source>
        <translation>
Angepasst: serving.prefill_mfu %1, serving.decode_mbu %2:
</translation>
    </message>
    <message>
        <source> in window</source>
        <translation> im Fenster</translation>
    </message>
    <message>
        <source> state</source>
        <translation> Zustand</translation>
    </message>
    <message>
        <source>Layers</source>
        <translation>Schichten</translation>
    </message>
    <message>
        <source>KV per token (16-bit)</source>
        <translation>KV je Token (16 Bit)</translation>
    </message>
    <message>
        <source>Parameters</source>
        <translation>Parameter</translation>
    </message>
    <message>
        <source>Weights</source>
        <translation>Gewichte</translation>
    </message>
    <message>
        <source>Confidence</source>
        <translation>Verlässlichkeit</translation>
    </message>
    <message>
        <source> B active)</source>
        <translation> B aktiv)</translation>
    </message>
    <message>
        <source>
%1 models. Sources and notes: kvplan catalog models --format json. One model&apos;s object: kvplan catalog models NAME, e.g. kvplan report --set &quot;model=$(kvplan catalog models google/gemma-3-27b-it)&quot;.
</source>
        <translation>
%1 Modelle. Quellen und Anmerkungen: kvplan catalog models --format json. Das Objekt eines Modells: kvplan catalog models NAME, z. B. kvplan report --set &quot;model=$(kvplan catalog models google/gemma-3-27b-it)&quot;.
</translation>
    </message>
    <message>
        <source>catalog: no model &quot;%1&quot; in the built-in catalog; see kvplan catalog models</source>
        <translation>catalog: kein Modell „%1“ im eingebauten Katalog; siehe kvplan catalog models</translation>
    </message>
    <message>
        <source>models with their KV geometry, parameters, weights and sources</source>
        <translation>Modelle mit KV-Geometrie, Parametern, Gewichten und Quellen</translation>
    </message>
    <message>
        <source>GPUs: reported and marketed memory, PCIe, dense TFLOPS, memory bandwidth, power</source>
        <translation>GPUs: gemeldeter und beworbener Speicher, PCIe, dichte TFLOPS, Speicherbandbreite, Leistungsaufnahme</translation>
    </message>
    <message>
        <source>CPU platforms: sockets, memory channels, DDR5 speed at 1 and 2 DIMMs per channel, PCIe lanes</source>
        <translation>CPU-Plattformen: Sockel, Speicherkanäle, DDR5-Takt bei 1 und 2 DIMMs je Kanal, PCIe-Lanes</translation>
    </message>
    <message>
        <source>DDR5 RDIMM sizes</source>
        <translation>DDR5-RDIMM-Größen</translation>
    </message>
    <message>
        <source>NVMe drives: capacities, sequential read and write, DWPD, warranty</source>
        <translation>NVMe-Laufwerke: Kapazitäten, sequenzielles Lesen und Schreiben, DWPD, Garantie</translation>
    </message>
    <message>
        <source>workload presets for the hit rates, with the reasoning for each number</source>
        <translation>Lastvorlagen für die Trefferquoten, mit der Begründung jeder Zahl</translation>
    </message>
    <message>
        <source>a user catalog merged over the built-in one by id (after %1 when it exists); repeatable</source>
        <translation>ein Benutzerkatalog, nach ID über den eingebauten gelegt (nach %1, wenn vorhanden); wiederholbar</translation>
    </message>
    <message>
        <source>fill gpu.* from a catalog GPU (kvplan catalog gpus); keeps gpu.count</source>
        <translation>gpu.* aus einer Katalog-GPU füllen (kvplan catalog gpus); gpu.count bleibt</translation>
    </message>
    <message>
        <source>fill host.* from a catalog CPU platform (kvplan catalog platforms)</source>
        <translation>host.* aus einer Katalog-CPU-Plattform füllen (kvplan catalog platforms)</translation>
    </message>
    <message>
        <source>fill nvme.* from a catalog drive, e.g. samsung-pm1743-7.68; keeps nvme.drives_per_node</source>
        <translation>nvme.* aus einem Katalog-Laufwerk füllen, z. B. samsung-pm1743-7.68; nvme.drives_per_node bleibt</translation>
    </message>
    <message>
        <source>fill the traffic section and the context from a workload preset (kvplan catalog workloads): chat-assistant, coding-agent, rag-shared-documents</source>
        <translation>den Abschnitt traffic und den Kontext aus einer Lastvorlage füllen (kvplan catalog workloads): chat-assistant, coding-agent, rag-shared-documents</translation>
    </message>
    <message>
        <source>--workload %1: unknown preset%2; kvplan catalog workloads lists them</source>
        <translation>--workload %1: unbekannte Vorlage%2; kvplan catalog workloads listet sie auf</translation>
    </message>
    <message>
        <source> (did you mean %1?)</source>
        <translation> (gemeint: %1?)</translation>
    </message>
    <message>
        <source>list the model and hardware catalogs, with sources</source>
        <translation>die Modell- und Hardwarekataloge auflisten, mit Quellen</translation>
    </message>
    <message>
        <source>text (default) or json (a catalog file with every source)</source>
        <translation>text (Standard) oder json (eine Katalogdatei mit jeder Quelle)</translation>
    </message>
    <message>
        <source>catalog: NAME is for models only (kvplan catalog %1 lists every entry)</source>
        <translation>catalog: NAME gibt es nur für models (kvplan catalog %1 listet jeden Eintrag auf)</translation>
    </message>
    <message>
        <source>catalog: unknown catalog &quot;%1&quot;; one of %2</source>
        <translation>catalog: unbekannter Katalog „%1“; einer von %2</translation>
    </message>
    <message>
        <source>2-4 scenarios side by side, the differences marked</source>
        <translation>2–4 Szenarien nebeneinander, die Unterschiede markiert</translation>
    </message>
    <message>
        <source>Plans two to four scenarios and prints every key figure side by side: KV cache, GPU cache, CPU tier, DIMMs, nodes, PCIe, NVMe, time to first token and hit rates, with the figures that differ marked and each value&apos;s change against A; then the inputs that differ and the advice only some scenarios get. Each of A..D is a scenario file or the word example (the built-in worked example). An option prefixed N: applies to the N-th scenario only, without the prefix to all: `kvplan compare example example --set 2:kv_cache_dtype=bf16` duplicates the example and changes one thing; `--gpu 2:h200-nvl` asks &quot;and on H200?&quot;. Hit rates are simulated unless --no-simulation.</source>
        <translation>Plant zwei bis vier Szenarien und gibt jeden Kennwert nebeneinander aus: KV-Cache, GPU-Cache, CPU-Stufe, DIMMs, Knoten, PCIe, NVMe, Zeit bis zum ersten Token und Trefferquoten, die abweichenden Werte markiert und die Änderung jedes Werts gegenüber A; dann die abweichenden Eingaben und die Hinweise, die nur manche Szenarien bekommen. A..D sind jeweils eine Szenariodatei oder das Wort example (das eingebaute Rechenbeispiel). Eine Option mit dem Präfix N: gilt nur für das N-te Szenario, ohne Präfix für alle: `kvplan compare example example --set 2:kv_cache_dtype=bf16` verdoppelt das Beispiel und ändert eine Sache; `--gpu 2:h200-nvl` fragt „und auf H200?“. Trefferquoten werden simuliert, außer mit --no-simulation.</translation>
    </message>
    <message>
        <source>override a key of scenario N (or of all); applied in order</source>
        <translation>einen Schlüssel von Szenario N (oder aller) überschreiben; in der angegebenen Reihenfolge angewandt</translation>
    </message>
    <message>
        <source>fill gpu.* of scenario N (or all) from a catalog GPU</source>
        <translation>gpu.* von Szenario N (oder aller) aus einer Katalog-GPU füllen</translation>
    </message>
    <message>
        <source>fill host.* from a catalog platform</source>
        <translation>host.* aus einer Katalog-Plattform füllen</translation>
    </message>
    <message>
        <source>fill nvme.* from a catalog drive</source>
        <translation>nvme.* aus einem Katalog-Laufwerk füllen</translation>
    </message>
    <message>
        <source>closed-form hit rates only (faster)</source>
        <translation>Trefferquoten nur in geschlossener Form (schneller)</translation>
    </message>
    <message>
        <source>text (default), json or markdown</source>
        <translation>text (Standard), json oder markdown</translation>
    </message>
    <message>
        <source>compare: %1 %2: there are only %3 scenarios</source>
        <translation>compare: %1 %2: es gibt nur %3 Szenarien</translation>
    </message>
    <message>
        <source>compare: %1 given twice for scenario %2</source>
        <translation>compare: %1 für Szenario %2 zweimal angegeben</translation>
    </message>
    <message>
        <source>compare: scenario %1 (%2): %3</source>
        <translation>compare: Szenario %1 (%2): %3</translation>
    </message>
    <message>
        <source>wrote %1
</source>
        <translation>%1 geschrieben
</translation>
    </message>
    <message>
        <source>written for %1 %2
</source>
        <translation>geschrieben für %1 %2
</translation>
    </message>
    <message>
        <source>cannot be created</source>
        <translation>kann nicht angelegt werden</translation>
    </message>
    <message>
        <source>engine-config: --release %1 is not a known release of %2 (known: %3)</source>
        <translation>engine-config: --release %1 ist kein bekanntes Release von %2 (bekannt: %3)</translation>
    </message>
    <message>
        <source>the launch commands for </source>
        <translation>die Startbefehle für </translation>
    </message>
    <message>
        <source>Writes the commands that start the engine as SCENARIO (default: the built-in worked example) plans it: per instance CUDA_VISIBLE_DEVICES, the numactl binding to its cards&apos; NUMA node, model, tensor parallelism, context length, GPU memory, KV-cache dtype, port, and the CPU and NVMe tiers in each engine&apos;s own unit and scope (vLLM GiB or bytes per instance, SGLang and Dynamo decimal GB per TP rank, LMCache per server). Each script names the engine release it was written for and warns where the engine pins more host memory than asked. Without --output the script that starts every process is printed; with --output DIR, one script per process and start-all.sh are written there, each atomically. The flags and their units are explained in docs/engine-configuration.md.</source>
        <translation>Schreibt die Befehle, die die Engine so starten, wie SCENARIO (Standard: das eingebaute Rechenbeispiel) sie plant: je Instanz CUDA_VISIBLE_DEVICES, die numactl-Bindung an den NUMA-Knoten ihrer Karten, Modell, Tensor-Parallelität, Kontextlänge, Grafikspeicher, KV-Cache-Datentyp, Port, und die CPU- und NVMe-Stufe in der eigenen Einheit und dem eigenen Bezug jeder Engine (vLLM GiB oder Bytes je Instanz, SGLang und Dynamo dezimale GB je TP-Rang, LMCache je Server). Jedes Skript nennt das Engine-Release, für das es geschrieben wurde, und warnt, wo die Engine mehr Host-Speicher pinnt als angefordert. Ohne --output wird das Skript ausgegeben, das jeden Prozess startet; mit --output DIR werden dort ein Skript je Prozess und start-all.sh geschrieben, jedes atomar. Die Flags und ihre Einheiten erklärt docs/engine-configuration.md.</translation>
    </message>
    <message>
        <source>the scenario&apos;s engine.name, vllm</source>
        <translation>engine.name des Szenarios, vllm</translation>
    </message>
    <message>
        <source>how vLLM is told the tiers: short (--kv-offloading-size), full (--kv-transfer-config JSON) or auto (default: short unless the NVMe tier or several LMCache servers need full); not for </source>
        <translation>wie vLLM die Stufen mitgeteilt bekommt: short (--kv-offloading-size), full (--kv-transfer-config-JSON) oder auto (Standard: short, außer die NVMe-Stufe oder mehrere LMCache-Server brauchen full); nicht für </translation>
    </message>
    <message>
        <source>the engine release to write for, one the table knows (default: the scenario&apos;s engine.release, else the newest); for dynamo it also picks the vLLM its workers run</source>
        <translation>das Engine-Release, für das geschrieben wird, eines, das die Tabelle kennt (Standard: engine.release des Szenarios, sonst das neueste); für dynamo wählt es auch das vLLM, das seine Worker ausführen</translation>
    </message>
    <message>
        <source>write the scripts into DIR (created when missing) and print what was written</source>
        <translation>die Skripte in DIR schreiben (wird angelegt, wenn es fehlt) und ausgeben, was geschrieben wurde</translation>
    </message>
    <message>
        <source>engine-config: --form %1 does not apply to %2, which has one form (%3)</source>
        <translation>engine-config: --form %1 gilt nicht für %2, das nur eine Form hat (%3)</translation>
    </message>
    <message>
        <source>(worked example)</source>
        <translation>(Rechenbeispiel)</translation>
    </message>
    <message>
        <source>print the built-in worked example scenario as JSON</source>
        <translation>das eingebaute Rechenbeispiel als Szenario-JSON ausgeben</translation>
    </message>
    <message>
        <source>Prints the worked example of the vendor&apos;s sizing guide (Qwen3-32B with an FP8 KV cache, one copy per card on 4 x RTX PRO 6000 Blackwell Server Edition, 500 users, 8,192-token conversations) as a scenario file. Save it, edit it, and pass it to the other commands.</source>
        <translation>Gibt das Rechenbeispiel des Dimensionierungsleitfadens des Herstellers (Qwen3-32B mit FP8-KV-Cache, eine Kopie je Karte auf 4 × RTX PRO 6000 Blackwell Server Edition, 500 Nutzer, Konversationen mit 8.192 Tokens) als Szenariodatei aus. Speichern, bearbeiten und den anderen Befehlen übergeben.</translation>
    </message>
    <message>
        <source>a Hugging Face config.json -&gt; the scenario&apos;s &quot;model&quot; object</source>
        <translation>eine Hugging-Face-config.json → das „model“-Objekt des Szenarios</translation>
    </message>
    <message>
        <source>Reads a Hugging Face config.json as published (multimodal configs&apos; text_config too) and prints the scenario&apos;s &quot;model&quot; object: layers, KV heads and head_dim (the explicit head_dim key, never hidden_size / heads when it exists), the attention kind of every layer (full, sliding window, MLA, linear attention / Mamba with its state per request) and the weights. The weights are estimated from the architecture unless given (--weights-gib, or the checkpoint&apos;s model.safetensors.index.json); the estimate is named as such in the object&apos;s &quot;source&quot;. Every assumption (a class default the config leaves implicit, the state&apos;s dtype, left-out MTP layers) is printed on stderr as a note. An unknown model_type, a missing key or an attention kind KV Planner does not model is an error naming the key (exit status 3).</source>
        <translation>Liest eine Hugging-Face-config.json wie veröffentlicht (auch die text_config multimodaler Configs) und gibt das „model“-Objekt des Szenarios aus: Schichten, KV-Köpfe und head_dim (der ausdrückliche Schlüssel head_dim, nie hidden_size / heads, wenn es ihn gibt), die Attention-Art jeder Schicht (voll, gleitendes Fenster, MLA, lineare Attention / Mamba mit ihrem Zustand je Anfrage) und die Gewichte. Die Gewichte werden aus der Architektur geschätzt, sofern nicht angegeben (--weights-gib, oder die model.safetensors.index.json des Checkpoints); die Schätzung ist in der „source“ des Objekts als solche benannt. Jede Annahme (ein Klassen-Standardwert, den die Config offenlässt, der Datentyp des Zustands, weggelassene MTP-Schichten) wird auf stderr als Hinweis ausgegeben. Ein unbekannter model_type, ein fehlender Schlüssel oder eine Attention-Art, die KV Planner nicht modelliert, ist ein Fehler, der den Schlüssel nennt (Exit-Status 3).</translation>
    </message>
    <message>
        <source>model id, e.g. Qwen/Qwen3-32B (default: the config&apos;s _name_or_path)</source>
        <translation>Modell-ID, z. B. Qwen/Qwen3-32B (Standard: _name_or_path der Config)</translation>
    </message>
    <message>
        <source>weights as loaded, all ranks together, instead of the estimate</source>
        <translation>Gewichte wie geladen, alle Ränge zusammen, statt der Schätzung</translation>
    </message>
    <message>
        <source>the checkpoint&apos;s model.safetensors.index.json: weights from its metadata.total_size</source>
        <translation>die model.safetensors.index.json des Checkpoints: Gewichte aus ihrem metadata.total_size</translation>
    </message>
    <message>
        <source>read an unknown model_type as a plain decoder (check its attention first)</source>
        <translation>einen unbekannten model_type als einfachen Decoder lesen (vorher seine Attention prüfen)</translation>
    </message>
    <message>
        <source>print the worked example scenario with this model instead of the model object alone</source>
        <translation>das Rechenbeispiel-Szenario mit diesem Modell ausgeben statt nur des Modellobjekts</translation>
    </message>
    <message>
        <source>model-import: give --weights-gib or --safetensors-index, not both</source>
        <translation>model-import: --weights-gib oder --safetensors-index angeben, nicht beides</translation>
    </message>
    <message>
        <source>model-import: --weights-gib must be a number of GiB from 0 to 1,000,000</source>
        <translation>model-import: --weights-gib muss eine Zahl von GiB zwischen 0 und 1.000.000 sein</translation>
    </message>
    <message>
        <source>note: </source>
        <translation>Hinweis: </translation>
    </message>
    <message>
        <source>US Letter</source>
        <translation>US Letter</translation>
    </message>
    <message>
        <source>where to write the PDF (required), or the CSV with --format csv (default: standard output)</source>
        <translation>wohin das PDF geschrieben wird (erforderlich), oder die CSV mit --format csv (Standard: Standardausgabe)</translation>
    </message>
    <message>
        <source>the vendor&apos;s price list (default: the built-in sample with illustrative prices)</source>
        <translation>die Preisliste des Herstellers (Standard: das eingebaute Muster mit beispielhaften Preisen)</translation>
    </message>
    <message>
        <source>a4 (default) or letter</source>
        <translation>a4 (Standard) oder letter</translation>
    </message>
    <message>
        <source>the engine whose launch commands the quote shows: </source>
        <translation>die Engine, deren Startbefehle das Angebot zeigt: </translation>
    </message>
    <message>
        <source>the scenario&apos;s engine.name</source>
        <translation>engine.name des Szenarios</translation>
    </message>
    <message>
        <source>what is printed once the file is written: text (default) or json (the bill of materials and totals, for programs); csv writes the bill of materials as CSV instead of the PDF</source>
        <translation>was ausgegeben wird, sobald die Datei geschrieben ist: text (Standard) oder json (Stückliste und Summen, für Programme); csv schreibt statt des PDFs die Stückliste als CSV</translation>
    </message>
    <message>
        <source>with --format csv: start with a UTF-8 byte order mark (Excel)</source>
        <translation>mit --format csv: mit einer UTF-8-Bytereihenfolgemarke beginnen (Excel)</translation>
    </message>
    <message>
        <source>the PDF quote: bill of materials, prices and the sizing story</source>
        <translation>das PDF-Angebot: Stückliste, Preise und die Begründung der Dimensionierung</translation>
    </message>
    <message>
        <source>Writes the PDF quote of SCENARIO (default: the built-in worked example): the vendor&apos;s letterhead, the configuration and the bill of materials of the plan (chassis, GPUs, CPUs, the DIMMs of the chosen layout, the NVMe tier&apos;s drives, assembly and warranty, per node × nodes) priced from the price list, with subtotal, discount, VAT on the discounted subtotal and total; then why this configuration (key figures and the four charts), the launch commands of the engine, every input and formula with its units, and the advice. The customer, quote number, date, validity, services and notes come from the scenario&apos;s quote section (--set quote.customer=...). Without --price-list the built-in sample is used, whose prices are illustrative. A part the price list does not price is named in a warning on stderr, and the quote&apos;s totals say they are incomplete. The file is written atomically: on failure no partial file is left. Works without a display (the offscreen platform). The price list format is in docs/price-list-format.md. With --format csv it writes the bill of materials instead of the PDF, for a spreadsheet or an order system: to --output FILE.csv (atomically) or, without --output, to standard output; one row per line (part number, description, quantity, unit price, line total, currency), then the totals; UTF-8 (--bom adds the byte order mark Excel needs), fields separated by &apos;,&apos; with a decimal point, or by &apos;;&apos; with a decimal comma when the quote&apos;s language is German (quote.language, else --lang).</source>
        <translation>Schreibt das PDF-Angebot von SCENARIO (Standard: das eingebaute Rechenbeispiel): Briefkopf des Herstellers, die Konfiguration und die Stückliste des Plans (Gehäuse, GPUs, CPUs, die DIMMs der gewählten Bestückung, die Laufwerke der NVMe-Stufe, Montage und Garantie, je Knoten × Knoten), bepreist aus der Preisliste, mit Zwischensumme, Rabatt, MwSt. auf die rabattierte Zwischensumme und Gesamtsumme; dann, warum diese Konfiguration (Kennwerte und die vier Diagramme), die Startbefehle der Engine, jede Eingabe und Formel mit ihren Einheiten, und die Hinweise. Kunde, Angebotsnummer, Datum, Gültigkeit, Leistungen und Anmerkungen kommen aus dem Abschnitt quote des Szenarios (--set quote.customer=...). Ohne --price-list wird das eingebaute Muster verwendet, dessen Preise beispielhaft sind. Ein Teil, das die Preisliste nicht bepreist, wird in einer Warnung auf stderr genannt, und die Summen des Angebots weisen sich als unvollständig aus. Die Datei wird atomar geschrieben: bei einem Fehler bleibt keine halbe Datei zurück. Funktioniert ohne Bildschirm (die Offscreen-Plattform). Das Format der Preisliste steht in docs/price-list-format.md. Mit --format csv schreibt es statt des PDFs die Stückliste, für eine Tabellenkalkulation oder ein Bestellsystem: nach --output FILE.csv (atomar) oder, ohne --output, auf die Standardausgabe; eine Zeile je Position (Artikelnummer, Beschreibung, Menge, Einzelpreis, Positionssumme, Währung), dann die Summen; UTF-8 (--bom fügt die Bytereihenfolgemarke hinzu, die Excel braucht), Felder getrennt durch &apos;,&apos; mit Dezimalpunkt, oder durch &apos;;&apos; mit Dezimalkomma, wenn die Sprache des Angebots Deutsch ist (quote.language, sonst --lang).</translation>
    </message>
    <message>
        <source>quote: --output FILE.pdf is required; see kvplan quote --help</source>
        <translation>quote: --output FILE.pdf ist erforderlich; siehe kvplan quote --help</translation>
    </message>
    <message>
        <source>quote: %1: %2</source>
        <translation>quote: %1: %2</translation>
    </message>
    <message>
        <source>%1 × %2 per node × %3 node(s), TP %4, %5: %6; TTFT p95 %7 ms, returning %8 ms, TPOT %9 ms%10</source>
        <translation>%1 × %2 je Knoten × %3 Knoten, TP %4, %5: %6; TTFT p95 %7 ms, wiederkehrend %8 ms, TPOT %9 ms%10</translation>
    </message>
    <message>
        <source>CPU tier %1 GiB</source>
        <translation>CPU-Stufe %1 GiB</translation>
    </message>
    <message>
        <source>no offloading</source>
        <translation>ohne Auslagerung</translation>
    </message>
    <message>
        <source> (simulated)</source>
        <translation> (simuliert)</translation>
    </message>
    <message>
        <source>SLA at peak: TTFT p95 ≤ %1 ms, returning users ≤ %2 ms, TPOT ≤ %3 ms
</source>
        <translation>SLA zur Spitzenzeit: TTFT p95 ≤ %1 ms, wiederkehrende Nutzer ≤ %2 ms, TPOT ≤ %3 ms
</translation>
    </message>
    <message>
        <source>Searched %1 configurations in %2 s; %3 meet the SLA.

</source>
        <translation>%1 Konfigurationen in %2 s durchsucht; %3 erfüllen das SLA.

</translation>
    </message>
    <message>
        <source>No configuration of the catalog meets the SLA at peak.
</source>
        <translation>Keine Konfiguration des Katalogs erfüllt das SLA zur Spitzenzeit.
</translation>
    </message>
    <message>
        <source>Cheapest: </source>
        <translation>Am günstigsten: </translation>
    </message>
    <message>
        <source>Without offloading: </source>
        <translation>Ohne Auslagerung: </translation>
    </message>
    <message>
        <source>With a CPU tier: </source>
        <translation>Mit CPU-Stufe: </translation>
    </message>
    <message>
        <source>%1 GPUs without, %2 with</source>
        <translation>%1 GPUs ohne, %2 mit</translation>
    </message>
    <message>
        <source>What offloading buys: %1 less (%2)
</source>
        <translation>Was die Auslagerung spart: %1 weniger (%2)
</translation>
    </message>
    <message>
        <source>Offloading adds %1 here (%2): without a CPU tier the SLA is already met
</source>
        <translation>Die Auslagerung kostet hier %1 mehr (%2): ohne CPU-Stufe ist das SLA schon erfüllt
</translation>
    </message>
    <message>
        <source>
Cheapest per GPU type:
</source>
        <translation>
Am günstigsten je GPU-Typ:
</translation>
    </message>
    <message>
        <source>
Price–latency frontier (cheaper or faster than any other):
</source>
        <translation>
Preis-Latenz-Front (günstiger oder schneller als jede andere):
</translation>
    </message>
    <message>
        <source>the cheapest configurations that meet the SLA at peak</source>
        <translation>die günstigsten Konfigurationen, die das SLA zur Spitzenzeit erfüllen</translation>
    </message>
    <message>
        <source>the vendor&apos;s price list (default: the built-in sample)</source>
        <translation>die Preisliste des Herstellers (Standard: das eingebaute Muster)</translation>
    </message>
    <message>
        <source>only these catalog GPUs (default: every priced one)</source>
        <translation>nur diese Katalog-GPUs (Standard: jede bepreiste)</translation>
    </message>
    <message>
        <source>--gpus: no GPU &quot;%1&quot; in the catalog (kvplan catalog gpus lists them)</source>
        <translation>--gpus: keine GPU „%1“ im Katalog (kvplan catalog gpus listet sie auf)</translation>
    </message>
    <message>
        <source>size a scenario: GPU cache, CPU tier, DIMMs, PCIe, NVMe, advice</source>
        <translation>ein Szenario dimensionieren: GPU-Cache, CPU-Stufe, DIMMs, PCIe, NVMe, Hinweise</translation>
    </message>
    <message>
        <source>hit rates from the closed form only (no simulation)</source>
        <translation>Trefferquoten nur aus der geschlossenen Form (keine Simulation)</translation>
    </message>
    <message>
        <source>a figure against one input: where the DIMMs, nodes or drives step</source>
        <translation>ein Wert gegen eine Eingabe: wo DIMMs, Knoten oder Laufwerke springen</translation>
    </message>
    <message>
        <source>Plans SCENARIO (default: the built-in worked example) once per value of one input and prints the chosen figures as a series. KEY is any scenario key as --set takes it (workload.users, workload.context_tokens, gpu.count, kv_cache_dtype, ...); values are a range FROM:TO:STEP (inclusive, at most 1,000) or a list A,B,C (each read as JSON when it parses, else as a word: fp8,bf16). --figure names a JSON report key (docs/report-format.md), e.g. memory.total_gb, latency.cpu_hit_ms, hit_rates.closed_form.cpu; repeat it for several; without it a default set. Points where the DIMM size or DIMMs per channel, the node count or the NVMe drives needed change are marked (jumps in JSON, ▲ in text). A value that makes the scenario invalid is listed with its reason. --simulate also runs the hit-rate simulation at every point (slower).</source>
        <translation>Plant SCENARIO (Standard: das eingebaute Rechenbeispiel) einmal je Wert einer Eingabe und gibt die gewählten Werte als Reihe aus. KEY ist jeder Szenarioschlüssel, wie --set ihn nimmt (workload.users, workload.context_tokens, gpu.count, kv_cache_dtype, ...); Werte sind ein Bereich FROM:TO:STEP (einschließlich, höchstens 1.000) oder eine Liste A,B,C (jeweils als JSON gelesen, wenn es sich so lesen lässt, sonst als Wort: fp8,bf16). --figure nennt einen Schlüssel des JSON-Berichts (docs/report-format.md), z. B. memory.total_gb, latency.cpu_hit_ms, hit_rates.closed_form.cpu; für mehrere wiederholen; ohne es eine Standardauswahl. Punkte, an denen sich DIMM-Größe oder DIMMs je Kanal, die Knotenzahl oder die benötigten NVMe-Laufwerke ändern, sind markiert (jumps im JSON, ▲ im Text). Ein Wert, der das Szenario ungültig macht, wird mit seinem Grund aufgeführt. --simulate führt an jedem Punkt auch die Trefferquoten-Simulation aus (langsamer).</translation>
    </message>
    <message>
        <source>the input and its values: KEY=FROM:TO:STEP or KEY=A,B,C</source>
        <translation>die Eingabe und ihre Werte: KEY=FROM:TO:STEP oder KEY=A,B,C</translation>
    </message>
    <message>
        <source>a JSON report key to show; repeatable</source>
        <translation>ein anzuzeigender Schlüssel des JSON-Berichts; wiederholbar</translation>
    </message>
    <message>
        <source>run the hit-rate simulation at every point</source>
        <translation>die Trefferquoten-Simulation an jedem Punkt ausführen</translation>
    </message>
    <message>
        <source>text (default), json or csv</source>
        <translation>text (Standard), json oder csv</translation>
    </message>
    <message>
        <source>sweep: --vary takes KEY=FROM:TO:STEP or KEY=A,B,C (got &quot;%1&quot;)</source>
        <translation>sweep: --vary nimmt KEY=FROM:TO:STEP oder KEY=A,B,C (erhalten: „%1“)</translation>
    </message>
    <message>
        <source>sweep: --vary %1: %2</source>
        <translation>sweep: --vary %1: %2</translation>
    </message>
    <message>
        <source>sweep: --figure: </source>
        <translation>sweep: --figure: </translation>
    </message>
    <message>
        <source>sweep: --vary </source>
        <translation>sweep: --vary </translation>
    </message>
    <message>
        <source>Planning assumptions, not measurements: replace them with the customer&apos;s figures. Use one with kvplan report --workload ID, then --set traffic.KEY=VALUE.
</source>
        <translation>Planungsannahmen, keine Messungen: durch die Zahlen des Kunden ersetzen. Eine verwenden mit kvplan report --workload ID, dann --set traffic.KEY=VALUE.
</translation>
    </message>
    <message>
        <source>error</source>
        <translation>Fehler</translation>
    </message>
    <message>
        <source>warning</source>
        <translation>Warnung</translation>
    </message>
    <message>
        <source>info</source>
        <translation>Hinweis</translation>
    </message>
    <message>
        <source>GPU servers: rack units, how they take GPUs, DIMM slots, drive bays, power supplies, cooling</source>
        <translation>GPU-Server: Höheneinheiten, wie sie GPUs aufnehmen, DIMM-Steckplätze, Laufwerksschächte, Netzteile, Kühlung</translation>
    </message>
    <message>
        <source>pin chassis.* to a catalog chassis (kvplan catalog chassis), after --gpu; without it the plan chooses one</source>
        <translation>chassis.* auf ein Katalog-Gehäuse festlegen (kvplan catalog chassis), nach --gpu; ohne die Option wählt die Planung eines</translation>
    </message>
    <message>
        <source>Lists one catalog: %1. Figures marked ⚠ are unconfirmed and explained below the table. Your own entries go in a user catalog (same format as --format json prints, any of the sections), read from %2 when it exists and from each --catalog FILE; an entry with a built-in entry&apos;s id replaces it. Use an entry with kvplan report --gpu ID --platform ID --drive ID-CAPACITY --chassis ID; the scenario then stores the values. kvplan catalog models NAME prints one model&apos;s scenario &quot;model&quot; object.</source>
        <translation>Listet einen Katalog auf: %1. Mit ⚠ markierte Werte sind unbestätigt und unter der Tabelle erklärt. Eigene Einträge gehören in einen Benutzerkatalog (dasselbe Format, das --format json ausgibt, beliebige Abschnitte), gelesen aus %2, wenn vorhanden, und aus jeder --catalog FILE; ein Eintrag mit der ID eines eingebauten Eintrags ersetzt diesen. Einen Eintrag mit kvplan report --gpu ID --platform ID --drive ID-CAPACITY --chassis ID verwenden; das Szenario speichert dann die Werte. kvplan catalog models NAME gibt das „model“-Objekt eines Modells für das Szenario aus.</translation>
    </message>
    <message>
        <source>pin chassis.* to a catalog chassis</source>
        <translation>chassis.* auf ein Katalog-Gehäuse festlegen</translation>
    </message>
    <message>
        <source> --gpu, --platform, --drive and --chassis fill it from catalog entries first, and --set changes keys after that: the printed file stores the values and reads the same anywhere.</source>
        <translation> --gpu, --platform, --drive und --chassis füllen es zuerst aus Katalogeinträgen, --set ändert danach Schlüssel: die ausgegebene Datei speichert die Werte und liest sich überall gleich.</translation>
    </message>
    <message>
        <source>also try an fp8 KV cache on GPUs with FP8 tensor cores (default: the scenario&apos;s KV dtype only)</source>
        <translation>auch einen FP8-KV-Cache auf GPUs mit FP8-Tensorkernen versuchen (Standard: nur der KV-Datentyp des Szenarios)</translation>
    </message>
    <message>
        <source>Prints the sizing of SCENARIO (default: the built-in worked example): KV bytes per token and per conversation, the GPU KV cache per card and the conversations it holds, the CPU tier that keeps every user warm, system memory and the DIMM layout per socket, PCIe reload time, the NVMe write budget, time to first token of a returning user per tier, the hit rates per tier of the traffic section (closed form and simulation), and the advice of the sizing model. Every figure shows its formula with the scenario&apos;s numbers. The JSON format is for programs; its keys are listed in docs/report-format.md. --gpu, --platform and --drive fill the scenario from catalog entries (kvplan catalog lists them), --chassis pins a chassis and --workload a traffic preset (kvplan catalog workloads) before any --set.</source>
        <translation>Gibt die Dimensionierung von SCENARIO aus (Standard: das eingebaute Rechenbeispiel): KV-Bytes je Token und je Konversation, den GPU-KV-Cache je Karte und die Konversationen, die er fasst, die CPU-Stufe, die jeden Nutzer warm hält, Arbeitsspeicher und DIMM-Bestückung je Sockel, PCIe-Nachladezeit, das NVMe-Schreibbudget, die Zeit bis zum ersten Token eines wiederkehrenden Nutzers je Stufe, die Trefferquoten je Stufe für den Abschnitt traffic (geschlossene Form und Simulation) und die Hinweise des Dimensionierungsmodells. Jeder Wert zeigt seine Formel mit den Zahlen des Szenarios. Das JSON-Format ist für Programme; seine Schlüssel stehen in docs/report-format.md. --gpu, --platform und --drive füllen das Szenario vor jedem --set aus Katalogeinträgen (kvplan catalog listet sie auf), --chassis legt ein Gehäuse fest und --workload wählt eine Lastvorlage (kvplan catalog workloads).</translation>
    </message>
    <message>
        <source>script (default), json (for programs), compose (a docker compose file for each node), kubernetes (Deployments and Services; for dynamo a DynamoGraphDeployment) or kserve (a KServe LLMInferenceService, for engines that run vllm serve alone)</source>
        <translation>script (Standard), json (für Programme), compose (eine Docker-Compose-Datei je Knoten), kubernetes (Deployments und Services; für dynamo ein DynamoGraphDeployment) oder kserve (ein KServe-LLMInferenceService, für Engines, die nur vllm serve ausführen)</translation>
    </message>
    <message>
        <source>engine-config: --format kserve writes a KServe LLMInferenceService, whose pods run vllm serve alone; %1 runs other processes (use --format kubernetes)</source>
        <translation>engine-config: --format kserve schreibt einen KServe-LLMInferenceService, dessen Pods nur vllm serve ausführen; %1 startet andere Prozesse (stattdessen --format kubernetes verwenden)</translation>
    </message>
    <message>
        <source>recommend: --from-needs names the model, users, context, targets and workload itself; leave out SCENARIO, --set and --workload</source>
        <translation>recommend: --from-needs nennt Modell, Nutzer, Kontext, Ziele und Lastvorlage selbst; SCENARIO, --set und --workload weglassen</translation>
    </message>
    <message>
        <source>Plans SCENARIO&apos;s model, users and traffic (default: the built-in worked example) on every GPU type of the catalog that the price list prices × 1, 2, 4 or 8 GPUs per node × tensor parallel sizes × nodes × offloading off or on, keeps the configurations without a planning error that meet the SLA at peak (sla.* keys; docs/sizing-rules.md §10), prices them from the price list and ranks them by price: the cheapest, the cheapest without and with a CPU tier (what offloading buys), the cheapest per GPU type and the price–latency frontier. The cheapest are confirmed by the load simulation. With --from-needs FILE the question is the customer&apos;s needs (docs/needs-format.md: model, users, context, TTFT and TPOT targets, workload preset, budget): the answer is the cheapest configuration that meets them with offloading and without, and two alternatives, each with why. The JSON format&apos;s keys are in docs/report-format.md.</source>
        <translation>Plant Modell, Nutzer und Verkehr von SCENARIO (Standard: das eingebaute Rechenbeispiel) auf jedem GPU-Typ des Katalogs, den die Preisliste bepreist, × 1, 2, 4 oder 8 GPUs je Knoten × Tensor-Parallel-Größen × Knoten × Auslagerung aus oder an, behält die Konfigurationen ohne Planungsfehler, die das SLA zur Spitzenzeit erfüllen (Schlüssel sla.*; docs/sizing-rules.md §10), bepreist sie aus der Preisliste und ordnet sie nach Preis: die günstigste, die günstigste ohne und mit CPU-Stufe (was die Auslagerung spart), die günstigste je GPU-Typ und die Preis-Latenz-Front. Die günstigsten bestätigt die Lastsimulation. Mit --from-needs FILE sind die Anforderungen des Kunden die Frage (docs/needs-format.md: Modell, Nutzer, Kontext, TTFT- und TPOT-Ziel, Lastvorlage, Budget): die Antwort ist die günstigste Konfiguration, die sie mit und ohne Auslagerung erfüllt, und zwei Alternativen, jede mit Begründung. Die Schlüssel des JSON-Formats stehen in docs/report-format.md.</translation>
    </message>
    <message>
        <source>start from the customer&apos;s needs (docs/needs-format.md) instead of a scenario; &quot;-&quot; reads standard input</source>
        <translation>von den Anforderungen des Kunden ausgehen (docs/needs-format.md) statt von einem Szenario; „-“ liest die Standardeingabe</translation>
    </message>
    <message>
        <source>quote: cannot load the PDF renderer (%1); reinstall KV Planner</source>
        <translation>quote: der PDF-Renderer lässt sich nicht laden (%1); KV Planner neu installieren</translation>
    </message>
    <message>
        <source>%1 is missing</source>
        <translation>%1 fehlt</translation>
    </message>
    <message>
        <source>No configuration: %1
</source>
        <translation>Keine Konfiguration: %1
</translation>
    </message>
</context>
<context>
    <name>kvp::ui</name>
    <message>
        <source>Sources:</source>
        <translation>Quellen:</translation>
    </message>
    <message>
        <source>⚠ Unconfirmed:</source>
        <translation>⚠ Unbestätigt:</translation>
    </message>
    <message>
        <source>From %1</source>
        <translation>Aus %1</translation>
    </message>
    <message>
        <source>%1 (worked example, FP8 weights)</source>
        <translation>%1 (Rechenbeispiel, FP8-Gewichte)</translation>
    </message>
    <message>
        <source>64 layers, 8 KV heads, head_dim 128; FP8 weights 32.0 GiB as loaded, 34.3 GB on disk. Source: the vendor article&apos;s worked example (docs/sizing-rules.md).</source>
        <translation>64 Schichten, 8 KV-Köpfe, head_dim 128; FP8-Gewichte 32,0 GiB geladen, 34,3 GB auf dem Datenträger. Quelle: das Rechenbeispiel des Herstellerartikels (docs/sizing-rules.md).</translation>
    </message>
    <message>
        <source>%1 layers, %2 KV heads, head_dim %3; weights %4 GiB (%5).</source>
        <translation>%1 Schichten, %2 KV-Köpfe, head_dim %3; Gewichte %4 GiB (%5).</translation>
    </message>
    <message>
        <source>dtype not given</source>
        <translation>Datentyp nicht angegeben</translation>
    </message>
    <message>
        <source>Confidence: %1</source>
        <translation>Verlässlichkeit: %1</translation>
    </message>
    <message>
        <source>Config: %1</source>
        <translation>Konfiguration: %1</translation>
    </message>
    <message>
        <source>Also: %1</source>
        <translation>Außerdem: %1</translation>
    </message>
    <message>
        <source>%1 GiB reported to CUDA, %2 GB marketed, PCIe Gen%3 x%4.</source>
        <translation>%1 GiB laut CUDA, %2 GB laut Datenblatt, PCIe Gen%3 x%4.</translation>
    </message>
    <message>
        <source>%1 channels per socket, up to %2 DIMMs per channel, %3 MT/s at 1 DPC, PCIe Gen%4.</source>
        <translation>%1 Kanäle je Sockel, bis zu %2 DIMMs je Kanal, %3 MT/s bei 1 DPC, PCIe Gen%4.</translation>
    </message>
    <message>
        <source>%1 %2 TB</source>
        <translation>%1 %2 TB</translation>
    </message>
    <message>
        <source>%1 TB, %2 DWPD over %3 years, %4 GB/s sequential read, PCIe Gen%5 x%6.</source>
        <translation>%1 TB, %2 DWPD über %3 Jahre, %4 GB/s sequentiell lesen, PCIe Gen%5 x%6.</translation>
    </message>
    <message>
        <source>ID</source>
        <translation>ID</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Name</translation>
    </message>
    <message>
        <source>Reported GiB</source>
        <translation>Gemeldet GiB</translation>
    </message>
    <message>
        <source>Marketed GB</source>
        <translation>Datenblatt GB</translation>
    </message>
    <message>
        <source>PCIe</source>
        <translation>PCIe</translation>
    </message>
    <message>
        <source>BF16/FP8/FP4 TFLOPS (dense)</source>
        <translation>BF16/FP8/FP4 TFLOPS (dicht)</translation>
    </message>
    <message>
        <source>Memory TB/s</source>
        <translation>Speicher TB/s</translation>
    </message>
    <message>
        <source>Power W</source>
        <translation>Leistung W</translation>
    </message>
    <message>
        <source>GPUs: memory as the driver reports it (sizes the KV cache) and as marketed (sizes system memory)</source>
        <translation>GPUs: Speicher laut Treiber (bemisst den KV-Cache) und laut Datenblatt (bemisst den Arbeitsspeicher)</translation>
    </message>
    <message>
        <source>Sockets</source>
        <translation>Sockel</translation>
    </message>
    <message>
        <source>Channels</source>
        <translation>Kanäle</translation>
    </message>
    <message>
        <source>MT/s 1 DPC</source>
        <translation>MT/s 1 DPC</translation>
    </message>
    <message>
        <source>MT/s 2 DPC</source>
        <translation>MT/s 2 DPC</translation>
    </message>
    <message>
        <source>GB/s per socket</source>
        <translation>GB/s je Sockel</translation>
    </message>
    <message>
        <source>PCIe lanes</source>
        <translation>PCIe-Lanes</translation>
    </message>
    <message>
        <source>1 DPC only</source>
        <translation>nur 1 DPC</translation>
    </message>
    <message>
        <source>CPU platforms: bandwidth per socket = channels × MT/s at 1 DPC × 8 B; PCIe lanes for devices, all sockets together</source>
        <translation>CPU-Plattformen: Bandbreite je Sockel = Kanäle × MT/s bei 1 DPC × 8 B; PCIe-Lanes für Geräte, alle Sockel zusammen</translation>
    </message>
    <message>
        <source>Size GB</source>
        <translation>Größe GB</translation>
    </message>
    <message>
        <source>Organization</source>
        <translation>Organisation</translation>
    </message>
    <message>
        <source>3DS</source>
        <translation>3DS</translation>
    </message>
    <message>
        <source>yes</source>
        <translation>ja</translation>
    </message>
    <message>
        <source>no</source>
        <translation>nein</translation>
    </message>
    <message>
        <source>DDR5 RDIMMs: every channel of every socket gets identical DIMMs</source>
        <translation>DDR5-RDIMMs: Jeder Kanal jedes Sockels erhält gleiche DIMMs</translation>
    </message>
    <message>
        <source>Capacities TB</source>
        <translation>Kapazitäten TB</translation>
    </message>
    <message>
        <source>Read GB/s</source>
        <translation>Lesen GB/s</translation>
    </message>
    <message>
        <source>Write GB/s</source>
        <translation>Schreiben GB/s</translation>
    </message>
    <message>
        <source>DWPD</source>
        <translation>DWPD</translation>
    </message>
    <message>
        <source>Warranty</source>
        <translation>Garantie</translation>
    </message>
    <message>
        <source>%1 years</source>
        <translation>%1 Jahre</translation>
    </message>
    <message>
        <source>NVMe drives: choose one as ID-CAPACITY, e.g. --drive samsung-pm1743-7.68; endurance = drives × capacity × DWPD a day</source>
        <translation>NVMe-Laufwerke: Auswahl als ID-KAPAZITÄT, z. B. --drive samsung-pm1743-7.68; Schreibbudget = Laufwerke × Kapazität × DWPD am Tag</translation>
    </message>
    <message>
        <source>yyyy-MM-dd</source>
        <extracomment>The quote&apos;s dates: a QDate pattern (d. MMMM yyyy: 1. Dezember 2026).</extracomment>
        <translation>d. MMMM yyyy</translation>
    </message>
    <message>
        <source>n/a</source>
        <translation>k. A.</translation>
    </message>
    <message>
        <source>never</source>
        <translation>nie</translation>
    </message>
    <message>
        <source> days</source>
        <translation> Tage</translation>
    </message>
    <message>
        <source> years</source>
        <translation> Jahre</translation>
    </message>
    <message>
        <source>Engine launch</source>
        <translation>Engine-Start</translation>
    </message>
    <message>
        <source>Engine</source>
        <translation>Engine</translation>
    </message>
    <message>
        <source>The engine the plan is served with; the engine configuration shows its launch commands first. It changes no figure of the plan.</source>
        <translation>Die Engine, mit der die Planung betrieben wird; die Engine-Konfiguration zeigt ihre Startbefehle zuerst. Sie ändert keine Kennzahl der Planung.</translation>
    </message>
    <message>
        <source>vLLM release</source>
        <translation>vLLM-Version</translation>
    </message>
    <message>
        <source>Set</source>
        <translation>Setzen</translation>
    </message>
    <message>
        <source>Model path</source>
        <translation>Modellpfad</translation>
    </message>
    <message>
        <source>What the engine loads: a repository or a folder. Unchecked: the model name.</source>
        <translation>Was die Engine lädt: ein Repository oder ein Ordner. Nicht angehakt: der Modellname.</translation>
    </message>
    <message>
        <source>Served name</source>
        <translation>Bereitgestellter Name</translation>
    </message>
    <message>
        <source>The model name clients ask for. Unchecked: the engine&apos;s default, the model path.</source>
        <translation>Der Modellname, den Clients anfragen. Nicht angehakt: der Standard der Engine, der Modellpfad.</translation>
    </message>
    <message>
        <source>Listen address</source>
        <translation>Lauschadresse</translation>
    </message>
    <message>
        <source>The address the servers listen on.</source>
        <translation>Die Adresse, auf der die Server lauschen.</translation>
    </message>
    <message>
        <source>First port</source>
        <translation>Erster Port</translation>
    </message>
    <message>
        <source>Instance i listens on this port + i (the Dynamo frontend on this port); every instance&apos;s port must stay below 65,536.</source>
        <translation>Instanz i lauscht auf diesem Port + i (das Dynamo-Frontend auf diesem Port); der Port jeder Instanz muss unter 65.536 bleiben.</translation>
    </message>
    <message>
        <source>port </source>
        <translation>Port </translation>
    </message>
    <message>
        <source>First LMCache port</source>
        <translation>Erster LMCache-Port</translation>
    </message>
    <message>
        <source>The LMCache server of NUMA node n listens on this port + n.</source>
        <translation>Der LMCache-Server des NUMA-Knotens n lauscht auf diesem Port + n.</translation>
    </message>
    <message>
        <source>SGLang page size</source>
        <translation>SGLang-Seitengröße</translation>
    </message>
    <message>
        <source>SGLang&apos;s --page-size with HiCache (64 is its best practice).</source>
        <translation>--page-size von SGLang mit HiCache (64 ist die empfohlene Praxis).</translation>
    </message>
    <message>
        <source>Bind to the cards&apos; NUMA node</source>
        <translation>An den NUMA-Knoten der Karten binden</translation>
    </message>
    <message>
        <source>Prefix each process with numactl --cpunodebind/--membind for the NUMA node of its cards, so its pinned buffer sits next to them.</source>
        <translation>Jedem Prozess numactl --cpunodebind/--membind für den NUMA-Knoten seiner Karten voranstellen, damit sein gepinnter Puffer neben ihnen liegt.</translation>
    </message>
    <message>
        <source>Tensor parallelism</source>
        <translation>Tensor-Parallelität</translation>
    </message>
    <message>
        <source>GPUs per engine instance. TP 1 on four cards runs four copies of the model; it must divide the GPUs per node and divide (or be a multiple of) the KV heads.</source>
        <translation>GPUs je Engine-Instanz. TP 1 auf vier Karten betreibt vier Kopien des Modells; TP muss die GPUs je Knoten teilen und die KV-Köpfe teilen (oder ein Vielfaches davon sein).</translation>
    </message>
    <message>
        <source>TP </source>
        <translation>TP </translation>
    </message>
    <message>
        <source>Memory utilization</source>
        <translation>Speicherauslastung</translation>
    </message>
    <message>
        <source>Share of the reported memory the engine takes (vLLM --gpu-memory-utilization). The article&apos;s rule uses 0.9; vLLM&apos;s own default is now 0.92.</source>
        <translation>Anteil des gemeldeten Speichers, den die Engine nimmt (vLLM --gpu-memory-utilization). Die Regel des Artikels nutzt 0,9; der Standard von vLLM ist inzwischen 0,92.</translation>
    </message>
    <message>
        <source>Overhead per card</source>
        <translation>Overhead je Karte</translation>
    </message>
    <message>
        <source>CUDA graphs and activations the engine keeps beside weights and KV cache.</source>
        <translation>CUDA-Graphen und Aktivierungen, die die Engine neben Gewichten und KV-Cache hält.</translation>
    </message>
    <message>
        <source>KV budget per GPU</source>
        <translation>KV-Budget je GPU</translation>
    </message>
    <message>
        <source>Give the KV-cache budget per GPU directly (vLLM --kv-cache-memory) instead of the rule utilization × reported − overhead − weights. Unchecked, the box shows what the rule computes.</source>
        <translation>Das KV-Cache-Budget je GPU direkt angeben (vLLM --kv-cache-memory) statt der Regel Auslastung × gemeldet − Overhead − Gewichte. Nicht angehakt zeigt das Feld, was die Regel berechnet.</translation>
    </message>
    <message>
        <source>Capacity model</source>
        <translation>Kapazitätsmodell</translation>
    </message>
    <message>
        <source>How the engine turns the budget into tokens. Current vLLM&apos;s hybrid KV cache manager caps sliding-window layers at their window; vLLM ≤ 0.11 padded layer groups to equal size; with the hybrid manager off (--disable-hybrid-kv-cache-manager, or turned off by a KV connector) sliding-window layers are charged for every token. The three differ only for sliding-window and hybrid models.</source>
        <translation>Wie die Engine das Budget in Tokens umrechnet. Der hybride KV-Cache-Manager aktueller vLLM-Versionen begrenzt Sliding-Window-Schichten auf ihr Fenster; vLLM ≤ 0.11 füllte Schichtgruppen auf gleiche Größe auf; ohne den hybriden Manager (--disable-hybrid-kv-cache-manager oder von einem KV-Connector abgeschaltet) zählen Sliding-Window-Schichten jedes Token. Die drei unterscheiden sich nur bei Sliding-Window- und Hybridmodellen.</translation>
    </message>
    <message>
        <source>vLLM (hybrid KV cache manager)</source>
        <translation>vLLM (hybrider KV-Cache-Manager)</translation>
    </message>
    <message>
        <source>vLLM ≤ 0.11 (legacy layer groups)</source>
        <translation>vLLM ≤ 0.11 (alte Schichtgruppen)</translation>
    </message>
    <message>
        <source>vLLM, hybrid manager off</source>
        <translation>vLLM, hybrider Manager aus</translation>
    </message>
    <message>
        <source>Max batched tokens</source>
        <translation>Max. Tokens je Batch</translation>
    </message>
    <message>
        <source>vLLM&apos;s --max-num-batched-tokens: a sliding-window layer holds window − 1 + this many tokens per request (two steps&apos; worth with async scheduling). Unchecked: vLLM&apos;s default, 8,192 on GPUs of 70 GiB or more, 2,048 on smaller GPUs and on A100; 8,192 for SGLang and TensorRT-LLM.</source>
        <translation>--max-num-batched-tokens von vLLM: Eine Sliding-Window-Schicht hält Fenster − 1 + so viele Tokens je Anfrage (mit asynchronem Scheduling zwei Schritte). Nicht angehakt: der vLLM-Standard, 8.192 auf GPUs ab 70 GiB, 2.048 auf kleineren GPUs und auf A100; 8.192 für SGLang und TensorRT-LLM.</translation>
    </message>
    <message>
        <source>Mamba cache mode</source>
        <translation>Mamba-Cache-Modus</translation>
    </message>
    <message>
        <source>vLLM&apos;s mamba_cache_mode: state pages per request of a linear-attention or Mamba layer — one (none), two (align, the default with prefix caching) or one per block (all). Only hybrid models with such layers use it.</source>
        <translation>mamba_cache_mode von vLLM: Zustandsseiten je Anfrage einer Linear-Attention- oder Mamba-Schicht — eine (none), zwei (align, Standard mit Prefix-Caching) oder eine je Block (all). Nur Hybridmodelle mit solchen Schichten nutzen ihn.</translation>
    </message>
    <message>
        <source>align (vLLM&apos;s default)</source>
        <translation>align (vLLM-Standard)</translation>
    </message>
    <message>
        <source>none (one page)</source>
        <translation>none (eine Seite)</translation>
    </message>
    <message>
        <source>all (a page per block)</source>
        <translation>all (eine Seite je Block)</translation>
    </message>
    <message>
        <source>KV block size</source>
        <translation>KV-Blockgröße</translation>
    </message>
    <message>
        <source>Tokens per engine KV block (vLLM --block-size). Blocks are the unit of allocation and of transfers to and from the CPU tier.</source>
        <translation>Tokens je KV-Block der Engine (vLLM --block-size). Blöcke sind die Einheit der Zuteilung und der Übertragungen zur und von der CPU-Stufe.</translation>
    </message>
    <message>
        <source>GPUs and serving</source>
        <translation>GPUs und Betrieb</translation>
    </message>
    <message>
        <source>GPU</source>
        <translation>GPU</translation>
    </message>
    <message>
        <source>Choose a GPU from the catalog, or keep Custom and enter its figures below.</source>
        <translation>Eine GPU aus dem Katalog wählen oder „Eigene Angaben“ behalten und ihre Werte unten eingeben.</translation>
    </message>
    <message>
        <source>GPU name</source>
        <translation>GPU-Name</translation>
    </message>
    <message>
        <source>The card&apos;s model name.</source>
        <translation>Die Modellbezeichnung der Karte.</translation>
    </message>
    <message>
        <source>Reported memory</source>
        <translation>Gemeldeter Grafikspeicher</translation>
    </message>
    <message>
        <source>Memory per card as the driver reports it to CUDA (nvidia-smi total minus reserved), not the marketed figure: RTX PRO 6000 Server Edition 95.6 GiB, H200 139.80 GiB.</source>
        <translation>Grafikspeicher je Karte, wie der Treiber ihn CUDA meldet (nvidia-smi gesamt minus reserviert), nicht der Datenblattwert: RTX PRO 6000 Server Edition 95,6 GiB, H200 139,80 GiB.</translation>
    </message>
    <message>
        <source>Marketed memory</source>
        <translation>Grafikspeicher laut Datenblatt</translation>
    </message>
    <message>
        <source>Memory per card as the datasheet sells it; a server&apos;s system memory is sized from this figure.</source>
        <translation>Grafikspeicher je Karte laut Datenblatt; danach wird der Arbeitsspeicher eines Servers bemessen.</translation>
    </message>
    <message>
        <source>GPUs per node</source>
        <translation>GPUs je Knoten</translation>
    </message>
    <message>
        <source>Cards in one server.</source>
        <translation>Karten in einem Server.</translation>
    </message>
    <message>
        <source>PCIe generation</source>
        <translation>PCIe-Generation</translation>
    </message>
    <message>
        <source>Generation of each card&apos;s host link; x16 carries 32 GB/s (Gen4), 64 GB/s (Gen5) or 128 GB/s (Gen6) per direction.</source>
        <translation>Generation der Host-Anbindung jeder Karte; x16 überträgt 32 GB/s (Gen4), 64 GB/s (Gen5) oder 128 GB/s (Gen6) je Richtung.</translation>
    </message>
    <message>
        <source>PCIe Gen3</source>
        <translation>PCIe Gen3</translation>
    </message>
    <message>
        <source>PCIe Gen4</source>
        <translation>PCIe Gen4</translation>
    </message>
    <message>
        <source>PCIe Gen5</source>
        <translation>PCIe Gen5</translation>
    </message>
    <message>
        <source>PCIe Gen6</source>
        <translation>PCIe Gen6</translation>
    </message>
    <message>
        <source>PCIe Gen7</source>
        <translation>PCIe Gen7</translation>
    </message>
    <message>
        <source>Width of each card&apos;s host link.</source>
        <translation>Breite der Host-Anbindung jeder Karte.</translation>
    </message>
    <message>
        <source>x1</source>
        <translation>x1</translation>
    </message>
    <message>
        <source>x2</source>
        <translation>x2</translation>
    </message>
    <message>
        <source>x4</source>
        <translation>x4</translation>
    </message>
    <message>
        <source>x8</source>
        <translation>x8</translation>
    </message>
    <message>
        <source>x16</source>
        <translation>x16</translation>
    </message>
    <message>
        <source>Baseline memory</source>
        <translation>Grundausstattung Arbeitsspeicher</translation>
    </message>
    <message>
        <source>A GPU server gets this many times its (marketed) GPU memory even without offloading.</source>
        <translation>Ein GPU-Server erhält so viel Mal seinen Grafikspeicher (laut Datenblatt) an Arbeitsspeicher, auch ohne Auslagerung.</translation>
    </message>
    <message>
        <source>Reserve</source>
        <translation>Reserve</translation>
    </message>
    <message>
        <source>Memory kept beside the pinned buffers, as a multiple of GPU memory; the reserve is the larger of this and the items below.</source>
        <translation>Arbeitsspeicher neben den gepinnten Puffern, als Vielfaches des Grafikspeichers; die Reserve ist das Größere davon und der Posten unten.</translation>
    </message>
    <message>
        <source>Reserve: OS</source>
        <translation>Reserve: Betriebssystem</translation>
    </message>
    <message>
        <source>Memory for the operating system.</source>
        <translation>Arbeitsspeicher für das Betriebssystem.</translation>
    </message>
    <message>
        <source>Reserve: containers</source>
        <translation>Reserve: Container</translation>
    </message>
    <message>
        <source>Memory for containers (Docker shared memory and the like).</source>
        <translation>Arbeitsspeicher für Container (Docker Shared Memory und Ähnliches).</translation>
    </message>
    <message>
        <source>Reserve: RAG index</source>
        <translation>Reserve: RAG-Index</translation>
    </message>
    <message>
        <source>A retrieval index held in memory on the same server.</source>
        <translation>Ein Retrieval-Index im Arbeitsspeicher desselben Servers.</translation>
    </message>
    <message>
        <source>Reserve: page cache</source>
        <translation>Reserve: Seitencache</translation>
    </message>
    <message>
        <source>The page cache holding the model checkpoint. Unchecked: the checkpoint size.</source>
        <translation>Der Seitencache, der den Modell-Checkpoint hält. Nicht angehakt: die Größe des Checkpoints.</translation>
    </message>
    <message>
        <source>Other</source>
        <translation>Sonstiges</translation>
    </message>
    <message>
        <source>Engine host-memory factor</source>
        <translation>Host-Speicherfaktor der Engine</translation>
    </message>
    <message>
        <source>Host memory the engine really pins per byte of CPU tier asked for. 1.0 trusts the setting; vLLM issue #53042 measured 1.92 (buffers rounded up to a power of two).</source>
        <translation>Arbeitsspeicher, den die Engine je angefordertem Byte CPU-Stufe tatsächlich pinnt. 1,0 vertraut der Einstellung; vLLM-Issue #53042 maß 1,92 (Puffer auf Zweierpotenzen aufgerundet).</translation>
    </message>
    <message>
        <source>Host memory</source>
        <translation>Arbeitsspeicher</translation>
    </message>
    <message>
        <source>Platform</source>
        <translation>Plattform</translation>
    </message>
    <message>
        <source>Choose a CPU platform from the catalog, or keep Custom and enter its memory channels below.</source>
        <translation>Eine CPU-Plattform aus dem Katalog wählen oder „Eigene Angaben“ behalten und ihre Speicherkanäle unten eingeben.</translation>
    </message>
    <message>
        <source>Platform name</source>
        <translation>Plattformname</translation>
    </message>
    <message>
        <source>The CPU platform.</source>
        <translation>Die CPU-Plattform.</translation>
    </message>
    <message>
        <source>CPU sockets per node.</source>
        <translation>CPU-Sockel je Knoten.</translation>
    </message>
    <message>
        <source>Memory channels</source>
        <translation>Speicherkanäle</translation>
    </message>
    <message>
        <source>Memory channels per socket; every channel gets the same DIMMs.</source>
        <translation>Speicherkanäle je Sockel; jeder Kanal erhält dieselben DIMMs.</translation>
    </message>
    <message>
        <source>Slots per channel</source>
        <translation>Steckplätze je Kanal</translation>
    </message>
    <message>
        <source>The most DIMMs a channel takes. Two per channel run slower, so they are used only when the largest DIMMs at one per channel are not enough.</source>
        <translation>Die meisten DIMMs, die ein Kanal aufnimmt. Zwei je Kanal laufen langsamer und werden nur genutzt, wenn die größten DIMMs mit einem je Kanal nicht reichen.</translation>
    </message>
    <message>
        <source>1 DIMM per channel</source>
        <translation>1 DIMM je Kanal</translation>
    </message>
    <message>
        <source>2 DIMMs per channel</source>
        <translation>2 DIMMs je Kanal</translation>
    </message>
    <message>
        <source>Speed at 1 DIMM/channel</source>
        <translation>Takt bei 1 DIMM/Kanal</translation>
    </message>
    <message>
        <source>Memory speed with one DIMM per channel.</source>
        <translation>Speichertakt mit einem DIMM je Kanal.</translation>
    </message>
    <message>
        <source>Speed at 2 DIMMs/channel</source>
        <translation>Takt bei 2 DIMMs/Kanal</translation>
    </message>
    <message>
        <source>Memory speed with two DIMMs per channel.</source>
        <translation>Speichertakt mit zwei DIMMs je Kanal.</translation>
    </message>
    <message>
        <source>DIMM sizes</source>
        <translation>DIMM-Größen</translation>
    </message>
    <message>
        <source>RDIMM sizes to choose from, separated by commas. The layout is the smallest size that fills every channel and holds what is needed.</source>
        <translation>Wählbare RDIMM-Größen, durch Kommas getrennt. Die Bestückung ist die kleinste Größe, die jeden Kanal füllt und den Bedarf fasst.</translation>
    </message>
    <message>
        <source>GB</source>
        <translation>GB</translation>
    </message>
    <message>
        <source>e.g. 32, 48, 64</source>
        <translation>z. B. 32, 48, 64</translation>
    </message>
    <message>
        <source>Host PCIe generation</source>
        <translation>PCIe-Generation des Hosts</translation>
    </message>
    <message>
        <source>The host&apos;s PCIe generation: a card&apos;s or a drive&apos;s link runs at the slower of the two (a Gen6 card in a Gen5 server runs Gen5).</source>
        <translation>Die PCIe-Generation des Hosts: Die Anbindung einer Karte oder eines Laufwerks läuft mit der langsameren der beiden (eine Gen6-Karte in einem Gen5-Server läuft mit Gen5).</translation>
    </message>
    <message>
        <source>PCIe lanes for devices</source>
        <translation>PCIe-Lanes für Geräte</translation>
    </message>
    <message>
        <source>Lanes the sockets give to devices, all sockets together, checked against the cards&apos; and drives&apos; links (EPYC 9005 in two sockets: 160). 0: not checked.</source>
        <translation>Lanes, die die Sockel Geräten bereitstellen, alle Sockel zusammen, geprüft gegen die Anbindungen der Karten und Laufwerke (EPYC 9005 mit zwei Sockeln: 160). 0: nicht geprüft.</translation>
    </message>
    <message>
        <source>Socket of each GPU</source>
        <translation>Sockel jeder GPU</translation>
    </message>
    <message>
        <source>The socket each card hangs off, in nvidia-smi order (read it from nvidia-smi topo -m). Empty: the cards split evenly over the sockets in order.</source>
        <translation>Der Sockel, an dem jede Karte hängt, in nvidia-smi-Reihenfolge (aus nvidia-smi topo -m). Leer: Die Karten verteilen sich der Reihe nach gleichmäßig auf die Sockel.</translation>
    </message>
    <message>
        <source>per GPU</source>
        <translation>je GPU</translation>
    </message>
    <message>
        <source>even split; e.g. 0, 0, 1, 1</source>
        <translation>gleichmäßig; z. B. 0, 0, 1, 1</translation>
    </message>
    <message>
        <source>Nodes</source>
        <translation>Knoten</translation>
    </message>
    <message>
        <source>Identical nodes the users are spread over. Unchecked: one, or the fewest whose memory holds every user (the box shows how many that is).</source>
        <translation>Gleiche Knoten, auf die die Nutzer verteilt werden. Nicht angehakt: einer oder die wenigsten, deren Arbeitsspeicher jeden Nutzer fasst (das Feld zeigt, wie viele).</translation>
    </message>
    <message>
        <source>Fixed</source>
        <translation>Fest</translation>
    </message>
    <message>
        <source>1 byte per value</source>
        <translation>1 Byte je Wert</translation>
    </message>
    <message>
        <source>%1 bytes per value</source>
        <translation>%1 Byte je Wert</translation>
    </message>
    <message>
        <source>%1 full attention</source>
        <translation>%1 volle Attention</translation>
    </message>
    <message>
        <source>%1 sliding-window (%2 tokens)</source>
        <translation>%1 Sliding-Window (%2 Tokens)</translation>
    </message>
    <message>
        <source>%1 MLA (latent %2 + RoPE %3)</source>
        <translation>%1 MLA (Latent %2 + RoPE %3)</translation>
    </message>
    <message>
        <source>%1 linear / Mamba (fixed state)</source>
        <translation>%1 linear / Mamba (fester Zustand)</translation>
    </message>
    <message>
        <source>Model</source>
        <translation>Modell</translation>
    </message>
    <message>
        <source>Choose a model from the catalog (type to search), or keep Custom and enter its geometry below.</source>
        <translation>Ein Modell aus dem Katalog wählen (Tippen sucht) oder „Eigene Angaben“ behalten und seine Geometrie unten eingeben.</translation>
    </message>
    <message>
        <source>The model&apos;s id, e.g. the Hugging Face repository name.</source>
        <translation>Die Kennung des Modells, z. B. der Name des Hugging-Face-Repositorys.</translation>
    </message>
    <message>
        <source>Layers</source>
        <translation>Schichten</translation>
    </message>
    <message>
        <source>Transformer layers that keep a KV cache (config.json num_hidden_layers).</source>
        <translation>Transformer-Schichten mit KV-Cache (config.json num_hidden_layers).</translation>
    </message>
    <message>
        <source>KV heads</source>
        <translation>KV-Köpfe</translation>
    </message>
    <message>
        <source>Key/value heads (config.json num_key_value_heads; grouped-query attention), not the attention heads.</source>
        <translation>Key/Value-Köpfe (config.json num_key_value_heads; Grouped-Query-Attention), nicht die Attention-Köpfe.</translation>
    </message>
    <message>
        <source>Head dimension</source>
        <translation>Kopfdimension</translation>
    </message>
    <message>
        <source>Values per head: the config&apos;s explicit head_dim where present, else hidden_size / num_attention_heads.</source>
        <translation>Werte je Kopf: das ausdrückliche head_dim der Konfiguration, sonst hidden_size / num_attention_heads.</translation>
    </message>
    <message>
        <source>Weights</source>
        <translation>Gewichte</translation>
    </message>
    <message>
        <source>Weights as loaded on the GPUs, all tensor-parallel ranks together (Qwen3-32B in FP8: 32.0 GiB).</source>
        <translation>Gewichte, wie auf die GPUs geladen, alle Tensor-Parallel-Ränge zusammen (Qwen3-32B in FP8: 32,0 GiB).</translation>
    </message>
    <message>
        <source>Checkpoint on disk</source>
        <translation>Checkpoint auf dem Datenträger</translation>
    </message>
    <message>
        <source>Size of the checkpoint files; the host&apos;s page cache holds it once, so it counts in the memory reserve.</source>
        <translation>Größe der Checkpoint-Dateien; der Seitencache des Hosts hält sie einmal, daher zählt sie zur Speicherreserve.</translation>
    </message>
    <message>
        <source>Layers by kind</source>
        <translation>Schichten nach Art</translation>
    </message>
    <message>
        <source>The attention kind of each group of layers (model.layers). A catalog model or an imported config.json sets them; typed-in models are full attention in every layer.</source>
        <translation>Die Attention-Art jeder Schichtgruppe (model.layers). Ein Katalogmodell oder eine importierte config.json setzt sie; eingegebene Modelle haben volle Attention in jeder Schicht.</translation>
    </message>
    <message>
        <source>KV-cache dtype</source>
        <translation>KV-Cache-Datentyp</translation>
    </message>
    <message>
        <source>How keys and values are stored, independent of the weights&apos; dtype (vLLM --kv-cache-dtype). FP8 halves the cache of a 16-bit one.</source>
        <translation>Wie Keys und Values gespeichert werden, unabhängig vom Datentyp der Gewichte (vLLM --kv-cache-dtype). FP8 halbiert den Cache gegenüber 16 Bit.</translation>
    </message>
    <message>
        <source>NVMe tier</source>
        <translation>NVMe-Stufe</translation>
    </message>
    <message>
        <source>NVMe tier behind the CPU tier</source>
        <translation>NVMe-Stufe hinter der CPU-Stufe</translation>
    </message>
    <message>
        <source>Every offloaded conversation is also written to local NVMe drives, which keep conversations from earlier in the day.</source>
        <translation>Jede ausgelagerte Konversation wird auch auf lokale NVMe-Laufwerke geschrieben, die Konversationen von früher am Tag behalten.</translation>
    </message>
    <message>
        <source>Drive</source>
        <translation>Laufwerk</translation>
    </message>
    <message>
        <source>Choose a drive from the catalog, or keep Custom and enter its ratings below.</source>
        <translation>Ein Laufwerk aus dem Katalog wählen oder „Eigene Angaben“ behalten und seine Kennwerte unten eingeben.</translation>
    </message>
    <message>
        <source>Drive name</source>
        <translation>Laufwerksname</translation>
    </message>
    <message>
        <source>The drive model.</source>
        <translation>Das Laufwerksmodell.</translation>
    </message>
    <message>
        <source>Drives</source>
        <translation>Laufwerke</translation>
    </message>
    <message>
        <source>Drives in the tier, per node.</source>
        <translation>Laufwerke der Stufe, je Knoten.</translation>
    </message>
    <message>
        <source>Capacity</source>
        <translation>Kapazität</translation>
    </message>
    <message>
        <source>Capacity of one drive.</source>
        <translation>Kapazität eines Laufwerks.</translation>
    </message>
    <message>
        <source>Endurance</source>
        <translation>Schreibfestigkeit</translation>
    </message>
    <message>
        <source>Rated drive writes per day over the warranty (DWPD).</source>
        <translation>Spezifizierte Laufwerksschreibvorgänge je Tag über die Garantie (DWPD).</translation>
    </message>
    <message>
        <source>Warranty period, over which the DWPD rating holds.</source>
        <translation>Garantiezeit, über die der DWPD-Wert gilt.</translation>
    </message>
    <message>
        <source>Sequential read</source>
        <translation>Sequentielles Lesen</translation>
    </message>
    <message>
        <source>Read rate of one drive.</source>
        <translation>Leserate eines Laufwerks.</translation>
    </message>
    <message>
        <source>Write amplification</source>
        <translation>Schreibverstärkung</translation>
    </message>
    <message>
        <source>Bytes the drives write per byte offloaded (file system and drive overhead).</source>
        <translation>Byte, die die Laufwerke je ausgelagertem Byte schreiben (Dateisystem- und Laufwerks-Overhead).</translation>
    </message>
    <message>
        <source>Retention</source>
        <translation>Aufbewahrung</translation>
    </message>
    <message>
        <source>Days of new conversations the tier keeps; sets the capacity it needs.</source>
        <translation>Tage neuer Konversationen, die die Stufe behält; bestimmt die nötige Kapazität.</translation>
    </message>
    <message>
        <source>Directory</source>
        <translation>Verzeichnis</translation>
    </message>
    <message>
        <source>Where the engine keeps the file tier (vLLM root_dir).</source>
        <translation>Wo die Engine die Dateistufe ablegt (vLLM root_dir).</translation>
    </message>
    <message>
        <source>Prefill runs in</source>
        <translation>Prefill läuft in</translation>
    </message>
    <message>
        <source>The tensor path of the prefill&apos;s matrix products, whose dense TFLOPS the estimate uses. From the weights: FP8 checkpoints run FP8, NVFP4 FP4, the rest BF16.</source>
        <translation>Der Tensorpfad der Matrixprodukte des Prefills, dessen dichte TFLOPS die Schätzung nutzt. Aus den Gewichten: FP8-Checkpoints laufen in FP8, NVFP4 in FP4, der Rest in BF16.</translation>
    </message>
    <message>
        <source>the weights&apos; dtype</source>
        <translation>Datentyp der Gewichte</translation>
    </message>
    <message>
        <source>BF16</source>
        <translation>BF16</translation>
    </message>
    <message>
        <source>FP8</source>
        <translation>FP8</translation>
    </message>
    <message>
        <source>FP4</source>
        <translation>FP4</translation>
    </message>
    <message>
        <source>Prefill MFU</source>
        <translation>Prefill-MFU</translation>
    </message>
    <message>
        <source>The share of the dense TFLOPS a prefill reaches. Unchecked: the GPU family&apos;s, fitted to published runs (sizing rules §10).</source>
        <translation>Der Anteil der dichten TFLOPS, den ein Prefill erreicht. Nicht angehakt: der Wert der GPU-Familie, an veröffentlichte Messungen angepasst (Dimensionierungsregeln §10).</translation>
    </message>
    <message>
        <source>Parameters</source>
        <translation>Parameter</translation>
    </message>
    <message>
        <source>The model&apos;s parameters in billions (all experts of a mixture of experts); the prefill counts 2 × parameters × tokens. Filled by the model catalog and config.json import.</source>
        <translation>Die Parameter des Modells in Milliarden (alle Experten eines Mixture of Experts); der Prefill zählt 2 × Parameter × Tokens. Gefüllt vom Modellkatalog und vom config.json-Import.</translation>
    </message>
    <message>
        <source>Known</source>
        <translation>Bekannt</translation>
    </message>
    <message>
        <source>Query heads</source>
        <translation>Query-Köpfe</translation>
    </message>
    <message>
        <source>The model&apos;s attention (query) heads, for the attention term of the prefill; not the KV heads. Filled by the model catalog and config.json import.</source>
        <translation>Die Attention-(Query-)Köpfe des Modells, für den Attention-Term des Prefills; nicht die KV-Köpfe. Gefüllt vom Modellkatalog und vom config.json-Import.</translation>
    </message>
    <message>
        <source>Dense (not 2:4-sparse) tensor TFLOPS of one GPU; the GPU catalog fills them.</source>
        <translation>Dichte (nicht 2:4-dünnbesetzte) Tensor-TFLOPS einer GPU; der GPU-Katalog füllt sie.</translation>
    </message>
    <message>
        <source>HBM bandwidth</source>
        <translation>HBM-Bandbreite</translation>
    </message>
    <message>
        <source>A forward pass takes at least the weights per card over this; the GPU catalog fills it.</source>
        <translation>Ein Forward-Pass dauert mindestens die Gewichte je Karte geteilt durch diesen Wert; der GPU-Katalog füllt ihn.</translation>
    </message>
    <message>
        <source>Returning users</source>
        <translation>Wiederkehrende Nutzer</translation>
    </message>
    <message>
        <source>Not described</source>
        <translation>Nicht beschrieben</translation>
    </message>
    <message>
        <source>Typed in</source>
        <translation>Eingegeben</translation>
    </message>
    <message>
        <source>Traffic</source>
        <translation>Verkehr</translation>
    </message>
    <message>
        <source>How users return, for the hit rates per tier. A preset fills every number below and the context its conversations need (kvplan catalog workloads gives the reasoning); change any of them afterwards.</source>
        <translation>Wie Nutzer zurückkehren, für die Trefferquoten je Stufe. Eine Vorlage füllt jede Zahl unten und den Kontext, den ihre Konversationen brauchen (kvplan catalog workloads nennt die Begründung); jede lässt sich danach ändern.</translation>
    </message>
    <message>
        <source>Conversations a day</source>
        <translation>Konversationen am Tag</translation>
    </message>
    <message>
        <source>Conversations a user starts in a day.</source>
        <translation>Konversationen, die ein Nutzer am Tag beginnt.</translation>
    </message>
    <message>
        <source>Turns</source>
        <translation>Runden</translation>
    </message>
    <message>
        <source>Requests per conversation: a question and its follow-ups, or an agent&apos;s steps.</source>
        <translation>Anfragen je Konversation: eine Frage und ihre Nachfragen oder die Schritte eines Agenten.</translation>
    </message>
    <message>
        <source>Between turns</source>
        <translation>Zwischen Runden</translation>
    </message>
    <message>
        <source>Mean time between a conversation&apos;s turns: reading and typing, or a tool running.</source>
        <translation>Mittlere Zeit zwischen den Runden einer Konversation: Lesen und Tippen oder ein laufendes Werkzeug.</translation>
    </message>
    <message>
        <source>Returning</source>
        <translation>Rückkehrend</translation>
    </message>
    <message>
        <source>Share of conversations that continue the user&apos;s previous one (its KV cache is what a tier must still hold).</source>
        <translation>Anteil der Konversationen, die die vorige des Nutzers fortsetzen (ihren KV-Cache muss eine Stufe noch halten).</translation>
    </message>
    <message>
        <source>Tokens a turn</source>
        <translation>Tokens je Runde</translation>
    </message>
    <message>
        <source>Tokens a turn adds to the conversation: the message and its answer. Also the new turn of the time to first token.</source>
        <translation>Tokens, die eine Runde der Konversation hinzufügt: die Nachricht und ihre Antwort. Auch die neue Runde der Zeit bis zum ersten Token.</translation>
    </message>
    <message>
        <source>Shared prefix</source>
        <translation>Gemeinsames Präfix</translation>
    </message>
    <message>
        <source>A prompt prefix every request shares (system prompt, tool definitions, shared documents), held once by prefix caching.</source>
        <translation>Ein Prompt-Präfix, das jede Anfrage teilt (Systemprompt, Werkzeugdefinitionen, gemeinsame Dokumente), einmal gehalten durch Prefix-Caching.</translation>
    </message>
    <message>
        <source>Active hours</source>
        <translation>Aktive Stunden</translation>
    </message>
    <message>
        <source>The hours of the day the conversations spread over.</source>
        <translation>Die Stunden des Tages, über die sich die Konversationen verteilen.</translation>
    </message>
    <message>
        <source>Users and context</source>
        <translation>Nutzer und Kontext</translation>
    </message>
    <message>
        <source>Users</source>
        <translation>Nutzer</translation>
    </message>
    <message>
        <source>Users who each keep a conversation going and come back to it; each needs that conversation&apos;s KV cache to be warm.</source>
        <translation>Nutzer, die je eine Konversation führen und zu ihr zurückkehren; jeder braucht den KV-Cache dieser Konversation warm.</translation>
    </message>
    <message>
        <source>Context length</source>
        <translation>Kontextlänge</translation>
    </message>
    <message>
        <source>Tokens of one conversation at full length (prompt, history and answers); the engine&apos;s max_model_len.</source>
        <translation>Tokens einer Konversation in voller Länge (Prompt, Verlauf und Antworten); max_model_len der Engine.</translation>
    </message>
    <message>
        <source>New conversations</source>
        <translation>Neue Konversationen</translation>
    </message>
    <message>
        <source>Conversations started per day on this node; each is offloaded once and so written once to every tier behind the CPU tier.</source>
        <translation>Am Tag auf diesem Knoten begonnene Konversationen; jede wird einmal ausgelagert und so einmal in jede Stufe hinter der CPU-Stufe geschrieben.</translation>
    </message>
    <message>
        <source>Offload the KV cache to CPU memory</source>
        <translation>KV-Cache in den CPU-Arbeitsspeicher auslagern</translation>
    </message>
    <message>
        <source>Keep conversations that do not fit on the GPUs in a pinned CPU-memory tier, so a returning user&apos;s cache is reloaded over PCIe instead of recomputed.</source>
        <translation>Konversationen, die nicht auf die GPUs passen, in einer gepinnten Stufe im CPU-Arbeitsspeicher halten, damit der Cache eines wiederkehrenden Nutzers über PCIe nachgeladen statt neu berechnet wird.</translation>
    </message>
    <message>
        <source>CPU tier per instance</source>
        <translation>CPU-Stufe je Instanz</translation>
    </message>
    <message>
        <source>Unchecked: big enough to keep every user warm (users per instance × conversation size). Checked: a fixed size per instance (vLLM cpu_bytes_to_use).</source>
        <translation>Nicht angehakt: groß genug, um jeden Nutzer warm zu halten (Nutzer je Instanz × Konversationsgröße). Angehakt: eine feste Größe je Instanz (vLLM cpu_bytes_to_use).</translation>
    </message>
    <message>
        <source>KV-aware routing</source>
        <translation>KV-bewusstes Routing</translation>
    </message>
    <message>
        <source>With several instances, a returning user reaches the instance that holds the conversation (NVIDIA Dynamo --router-mode kv, llm-d). Without it a user mostly misses.</source>
        <translation>Bei mehreren Instanzen erreicht ein wiederkehrender Nutzer die Instanz, die die Konversation hält (NVIDIA Dynamo --router-mode kv, llm-d). Ohne das verfehlt ein Nutzer meist.</translation>
    </message>
    <message>
        <source>Quote %1 · %2</source>
        <translation>Angebot %1 · %2</translation>
    </message>
    <message>
        <source>Prepared for %1</source>
        <translation>Erstellt für %1</translation>
    </message>
    <message>
        <source>Illustrative prices from the sample price list: not an offer</source>
        <translation>Beispielpreise aus der Muster-Preisliste: kein Angebot</translation>
    </message>
    <message>
        <source>Part number</source>
        <translation>Artikelnummer</translation>
    </message>
    <message>
        <source>Description</source>
        <translation>Beschreibung</translation>
    </message>
    <message>
        <source>Quantity</source>
        <translation>Menge</translation>
    </message>
    <message>
        <source>Unit price</source>
        <translation>Einzelpreis</translation>
    </message>
    <message>
        <source>Line total</source>
        <translation>Gesamtpreis</translation>
    </message>
    <message>
        <source>Currency</source>
        <translation>Währung</translation>
    </message>
    <message>
        <source>Subtotal</source>
        <translation>Zwischensumme</translation>
    </message>
    <message>
        <source>Discount %1 %</source>
        <extracomment>%1 is the percentage, e.g. 7.5</extracomment>
        <translation>Rabatt %1 %</translation>
    </message>
    <message>
        <source>Net after discount</source>
        <translation>Netto nach Rabatt</translation>
    </message>
    <message>
        <source>VAT %1 %</source>
        <translation>MwSt. %1 %</translation>
    </message>
    <message>
        <source>Total</source>
        <translation>Gesamt</translation>
    </message>
    <message>
        <source> (incomplete: lines without a price are left out)</source>
        <translation> (unvollständig: Positionen ohne Preis fehlen)</translation>
    </message>
    <message>
        <source>Page %1 of %2</source>
        <translation>Seite %1 von %2</translation>
    </message>
    <message>
        <source>KV Planner report: %1</source>
        <translation>KV-Planner-Bericht: %1</translation>
    </message>
    <message>
        <source>Advice and warnings</source>
        <translation>Hinweise und Warnungen</translation>
    </message>
    <message>
        <source>none</source>
        <translation>keine</translation>
    </message>
    <message>
        <source>Figure</source>
        <translation>Kennzahl</translation>
    </message>
    <message>
        <source>Value</source>
        <translation>Wert</translation>
    </message>
    <message>
        <source>How</source>
        <translation>Wie</translation>
    </message>
    <message>
        <source>None.</source>
        <translation>Keine.</translation>
    </message>
    <message>
        <source>%1 full</source>
        <translation>%1 voll</translation>
    </message>
    <message>
        <source>%1 sliding (window %2)</source>
        <translation>%1 Sliding (Fenster %2)</translation>
    </message>
    <message>
        <source>%1 MLA (%2 + %3)</source>
        <translation>%1 MLA (%2 + %3)</translation>
    </message>
    <message>
        <source>%1 linear (state %2 each)</source>
        <translation>%1 linear (Zustand je %2)</translation>
    </message>
    <message>
        <source>, %1 KV heads × %2</source>
        <translation>, %1 KV-Köpfe × %2</translation>
    </message>
    <message>
        <source>no plan: see the advice</source>
        <translation>keine Planung: siehe Hinweise</translation>
    </message>
    <message>
        <source> per node × %1</source>
        <translation> je Knoten × %1</translation>
    </message>
    <message>
        <source>%1 per instance × %2</source>
        <translation>%1 je Instanz × %2</translation>
    </message>
    <message>
        <source>%1 per instance × %2 instances%3, %4 of KV cache per card, %5 per conversation</source>
        <translation>%1 je Instanz × %2 Instanzen%3, %4 KV-Cache je Karte, %5 je Konversation</translation>
    </message>
    <message>
        <source> on %1 nodes</source>
        <translation> auf %1 Knoten</translation>
    </message>
    <message>
        <source>per node</source>
        <translation>je Knoten</translation>
    </message>
    <message>
        <source>on the node</source>
        <translation>auf dem Knoten</translation>
    </message>
    <message>
        <source>%1 %2</source>
        <translation>%1 %2</translation>
    </message>
    <message>
        <source>%1 per instance = %2; %3 ≈ %4 %5, %6 pinned</source>
        <translation>%1 je Instanz = %2; %3 ≈ %4 %5, %6 gepinnt</translation>
    </message>
    <message>
        <source>off</source>
        <translation>aus</translation>
    </message>
    <message>
        <source>no offloading</source>
        <translation>keine Auslagerung</translation>
    </message>
    <message>
        <source>offloading to CPU memory is switched off</source>
        <translation>Auslagerung in den CPU-Arbeitsspeicher ist abgeschaltet</translation>
    </message>
    <message>
        <source>%1 × %2 GB</source>
        <translation>%1 × %2 GB</translation>
    </message>
    <message>
        <source>%1%2</source>
        <translation>%1%2</translation>
    </message>
    <message>
        <source>%1, %2 MT/s</source>
        <translation>%1, %2 MT/s</translation>
    </message>
    <message>
        <source>%1 %2 at %3 MT/s, %4 per channel, for %5 required</source>
        <translation>%1 %2 bei %3 MT/s, %4 je Kanal, für %5 benötigt</translation>
    </message>
    <message>
        <source>1 DIMM</source>
        <translation>1 DIMM</translation>
    </message>
    <message>
        <source>%1 DIMMs</source>
        <translation>%1 DIMMs</translation>
    </message>
    <message>
        <source>of %1 %2</source>
        <translation>von %1 %2</translation>
    </message>
    <message>
        <source>of %1 fitted %2, with %3 pinned for the CPU tier</source>
        <translation>von %1 eingebaut %2, mit %3 gepinnt für die CPU-Stufe</translation>
    </message>
    <message>
        <source>no layout holds it</source>
        <translation>keine Bestückung fasst das</translation>
    </message>
    <message>
        <source>%1 needed per node: no layout of this platform holds it</source>
        <translation>%1 je Knoten benötigt: keine Bestückung dieser Plattform fasst das</translation>
    </message>
    <message>
        <source>no layout</source>
        <translation>keine Bestückung</translation>
    </message>
    <message>
        <source>no layout holds the memory needed</source>
        <translation>keine Bestückung fasst den benötigten Arbeitsspeicher</translation>
    </message>
    <message>
        <source>PCIe Gen%1 x%2</source>
        <translation>PCIe Gen%1 x%2</translation>
    </message>
    <message>
        <source>CPU → GPU over PCIe Gen%1 x%2: %3 GB/s at %4 blocks (%5 at the nominal rate)</source>
        <translation>CPU → GPU über PCIe Gen%1 x%2: %3 GB/s bei Blöcken von %4 (%5 bei Nennrate)</translation>
    </message>
    <message>
        <source>per node; %1 % of budget</source>
        <translation>je Knoten; %1 % des Budgets</translation>
    </message>
    <message>
        <source>%1 % of endurance</source>
        <translation>%1 % der Schreibfestigkeit</translation>
    </message>
    <message>
        <source>%1 %2: %3 % of the drives&apos; %4-a-day endurance budget; %5</source>
        <translation>%1 %2: %3 % des Schreibbudgets der Laufwerke von %4 am Tag; %5</translation>
    </message>
    <message>
        <source>they never wear out</source>
        <translation>sie verschleißen nie</translation>
    </message>
    <message>
        <source>%1 years to wear out</source>
        <translation>%1 Jahre bis zum Verschleiß</translation>
    </message>
    <message>
        <source>no NVMe tier</source>
        <translation>keine NVMe-Stufe</translation>
    </message>
    <message>
        <source>same</source>
        <translation>gleich</translation>
    </message>
    <message>
        <source> pts</source>
        <translation> Pkt.</translation>
    </message>
    <message>
        <source>new</source>
        <translation>neu</translation>
    </message>
    <message>
        <source>DIMMs %1 GB → %2 GB</source>
        <translation>DIMMs %1 GB → %2 GB</translation>
    </message>
    <message>
        <source>DIMMs %1 GB × %2 per channel → %3 GB × %4 per channel</source>
        <translation>DIMMs %1 GB × %2 je Kanal → %3 GB × %4 je Kanal</translation>
    </message>
    <message>
        <source>nodes %1 → %2</source>
        <translation>Knoten %1 → %2</translation>
    </message>
    <message>
        <source>NVMe drives needed %1 → %2</source>
        <translation>benötigte NVMe-Laufwerke %1 → %2</translation>
    </message>
    <message>
        <source>Sweep of %1 (%2 values)</source>
        <translation>Variation von %1 (%2 Werte)</translation>
    </message>
    <message>
        <source>invalid</source>
        <translation>ungültig</translation>
    </message>
    <message>
        <source>Steps and invalid values</source>
        <translation>Stufen und ungültige Werte</translation>
    </message>
    <message>
        <source>Inputs that differ</source>
        <translation>Abweichende Eingaben</translation>
    </message>
    <message>
        <source>Key</source>
        <translation>Schlüssel</translation>
    </message>
    <message>
        <source>key</source>
        <translation>Schlüssel</translation>
    </message>
    <message>
        <source>Advice only some scenarios get</source>
        <translation>Hinweise, die nur manche Szenarien erhalten</translation>
    </message>
    <message>
        <source>Comparison of %1 scenarios</source>
        <translation>Vergleich von %1 Szenarien</translation>
    </message>
    <message>
        <source> (no valid plan: see its advice)</source>
        <translation> (keine gültige Planung: siehe seine Hinweise)</translation>
    </message>
    <message>
        <source>* the figure differs; changes are against A</source>
        <translation>* die Kennzahl weicht ab; Änderungen gegenüber A</translation>
    </message>
    <message>
        <source>BF16 dense</source>
        <translation>BF16 dicht</translation>
    </message>
    <message>
        <source>FP8 dense</source>
        <translation>FP8 dicht</translation>
    </message>
    <message>
        <source>FP4 dense</source>
        <translation>FP4 dicht</translation>
    </message>
    <message>
        <source>GPU server chassis for %1 GPUs</source>
        <translation>GPU-Server-Gehäuse für %1 GPUs</translation>
    </message>
    <message>
        <source>CPU for %1</source>
        <translation>CPU für %1</translation>
    </message>
    <message>
        <source>%1 GB RDIMM</source>
        <translation>%1 GB RDIMM</translation>
    </message>
    <message>
        <source>Assembly and burn-in test</source>
        <translation>Montage und Burn-in-Test</translation>
    </message>
    <message>
        <source>Warranty extended to %1 years</source>
        <translation>Garantieverlängerung auf %1 Jahre</translation>
    </message>
    <message>
        <source>Release</source>
        <translation>Version</translation>
    </message>
    <message>
        <source>The release of the engine the commands are written for (for NVIDIA Dynamo also the vLLM it pins). Unchecked: the newest.</source>
        <translation>Die Version der Engine, für die die Befehle geschrieben werden (bei NVIDIA Dynamo auch das vLLM, das sie fest vorgibt). Nicht angehakt: die neueste.</translation>
    </message>
    <message>
        <source>The vLLM release that will run beside an LMCache server (for vLLM itself, the older spelling of Release). Unchecked: the newest; an older one gets a warning for each flag it lacks.</source>
        <translation>Die vLLM-Version, die neben einem LMCache-Server laufen wird (für vLLM selbst die ältere Form des Felds „Version“). Nicht angehakt: die neueste; eine ältere erhält eine Warnung für jedes fehlende Flag.</translation>
    </message>
    <message>
        <source>Auto (the checkpoint&apos;s, else the model&apos;s)</source>
        <translation>Automatisch (der des Checkpoints, sonst der des Modells)</translation>
    </message>
    <message>
        <source>Speculative decoding</source>
        <translation>Spekulatives Decoding</translation>
    </message>
    <message>
        <source>vLLM --speculative-config method. EAGLE and MTP drafts add attention layers to the KV pool and the CPU tier; each speculative token adds a state page per request to linear-attention / Mamba layers.</source>
        <translation>Methode von vLLM --speculative-config. EAGLE- und MTP-Drafts fügen dem KV-Pool und der CPU-Stufe Attention-Schichten hinzu; jedes spekulative Token fügt Linear-Attention- bzw. Mamba-Schichten eine Zustandsseite je Anfrage hinzu.</translation>
    </message>
    <message>
        <source>EAGLE</source>
        <translation>EAGLE</translation>
    </message>
    <message>
        <source>EAGLE-3</source>
        <translation>EAGLE-3</translation>
    </message>
    <message>
        <source>MTP (the checkpoint&apos;s layers)</source>
        <translation>MTP (die Schichten des Checkpoints)</translation>
    </message>
    <message>
        <source>n-gram</source>
        <translation>N-Gramm</translation>
    </message>
    <message>
        <source>draft model</source>
        <translation>Draft-Modell</translation>
    </message>
    <message>
        <source>Medusa</source>
        <translation>Medusa</translation>
    </message>
    <message>
        <source>suffix</source>
        <translation>Suffix</translation>
    </message>
    <message>
        <source>Speculative tokens</source>
        <translation>Spekulative Tokens</translation>
    </message>
    <message>
        <source>num_speculative_tokens. Unchecked: MTP proposes one per MTP layer, other methods 1.</source>
        <translation>num_speculative_tokens. Nicht angehakt: MTP schlägt eines je MTP-Schicht vor, andere Methoden 1.</translation>
    </message>
    <message>
        <source>Draft layers</source>
        <translation>Draft-Schichten</translation>
    </message>
    <message>
        <source>Attention layers the draft adds to the KV pool. Unchecked: EAGLE 1, MTP the checkpoint&apos;s MTP layers, others none.</source>
        <translation>Attention-Schichten, die der Draft dem KV-Pool hinzufügt. Nicht angehakt: EAGLE 1, MTP die MTP-Schichten des Checkpoints, andere keine.</translation>
    </message>
    <message>
        <source>Rack and power</source>
        <translation>Rack und Strom</translation>
    </message>
    <message>
        <source>Chassis</source>
        <translation>Gehäuse</translation>
    </message>
    <message>
        <source>Power per rack</source>
        <translation>Leistung je Rack</translation>
    </message>
    <message>
        <source>The power a rack may draw. Air-cooled racks: 8, 15, 25 or 40 kW are typical limits; above 40 kW plan liquid cooling. Unchecked: 15 kW.</source>
        <translation>Die Leistung, die ein Rack aufnehmen darf. Luftgekühlte Racks: 8, 15, 25 oder 40 kW sind übliche Grenzen; über 40 kW Flüssigkühlung einplanen. Nicht angehakt: 15 kW.</translation>
    </message>
    <message>
        <source>Rack units</source>
        <translation>Höheneinheiten</translation>
    </message>
    <message>
        <source>Rack units the GPU servers may take, after switches and PDUs. Unchecked: 42.</source>
        <translation>Höheneinheiten, die die GPU-Server nach Switches und PDUs belegen dürfen. Nicht angehakt: 42.</translation>
    </message>
    <message>
        <source>Feed voltage</source>
        <translation>Eingangsspannung</translation>
    </message>
    <message>
        <source>The power supplies&apos; input. A 200–220 V feed derates some supplies (Dell&apos;s 3,200 W gives 2,900 W); some run at 230 V only. Unchecked: 230 V.</source>
        <translation>Die Eingangsspannung der Netzteile. Bei 200–220 V liefern manche Netzteile weniger (Dells 3.200-W-Netzteil 2.900 W); manche laufen nur an 230 V. Nicht angehakt: 230 V.</translation>
    </message>
    <message>
        <source>Cooling</source>
        <translation>Kühlung</translation>
    </message>
    <message>
        <source>Air-cooled racks take air-cooled chassis only; a liquid-cooled site takes both.</source>
        <translation>Luftgekühlte Racks nehmen nur luftgekühlte Gehäuse auf; ein flüssiggekühlter Standort nimmt beide.</translation>
    </message>
    <message>
        <source>Air</source>
        <translation>Luft</translation>
    </message>
    <message>
        <source>Liquid</source>
        <translation>Flüssigkeit</translation>
    </message>
    <message>
        <source>Supply redundancy</source>
        <translation>Netzteil-Redundanz</translation>
    </message>
    <message>
        <source>N+N survives the loss of a whole feed (A+B); N+1 the loss of one supply.</source>
        <translation>N+N übersteht den Ausfall einer ganzen Einspeisung (A+B), N+1 den Ausfall eines Netzteils.</translation>
    </message>
    <message>
        <source>N+N when the chassis has the bays</source>
        <translation>N+N, wenn das Gehäuse die Schächte hat</translation>
    </message>
    <message>
        <source>N+N</source>
        <translation>N+N</translation>
    </message>
    <message>
        <source>N+1</source>
        <translation>N+1</translation>
    </message>
    <message>
        <source>Air temperature rise</source>
        <translation>Erwärmung der Luft</translation>
    </message>
    <message>
        <source>How much warmer the air leaves a node than it enters; sets the airflow. Unchecked: 15 °C.</source>
        <translation>Um wie viel wärmer die Luft einen Knoten verlässt, als sie eintritt; bestimmt den Luftstrom. Nicht angehakt: 15 °C.</translation>
    </message>
    <message>
        <source>KV cache</source>
        <translation>KV-Cache</translation>
    </message>
    <message>
        <source>CPU tier</source>
        <translation>CPU-Stufe</translation>
    </message>
    <message>
        <source>System memory</source>
        <translation>Arbeitsspeicher</translation>
    </message>
    <message>
        <source>Time to first token (§7)</source>
        <translation>Zeit bis zum ersten Token (§7)</translation>
    </message>
    <message>
        <source>Hit rates (§7a)</source>
        <translation>Trefferquoten (§7a)</translation>
    </message>
    <message>
        <source>Load at peak (§10)</source>
        <translation>Last zur Spitzenzeit (§10)</translation>
    </message>
    <message>
        <source>Error</source>
        <translation>Fehler</translation>
    </message>
    <message>
        <source>error</source>
        <translation>Fehler</translation>
    </message>
    <message>
        <source>Warning</source>
        <translation>Warnung</translation>
    </message>
    <message>
        <source>warning</source>
        <translation>Warnung</translation>
    </message>
    <message>
        <source>Note</source>
        <translation>Hinweis</translation>
    </message>
    <message>
        <source>note</source>
        <translation>Hinweis</translation>
    </message>
    <message>
        <source>chassis</source>
        <translation>Gehäuse</translation>
    </message>
    <message>
        <source>power</source>
        <translation>Leistung</translation>
    </message>
    <message>
        <source>rack</source>
        <translation>Racks</translation>
    </message>
    <message>
        <source>is a folder, not a catalog file</source>
        <translation>ist ein Ordner, keine Katalogdatei</translation>
    </message>
    <message>
        <source>cannot be read: %1</source>
        <translation>kann nicht gelesen werden: %1</translation>
    </message>
    <message>
        <source>is larger than 4 MiB (%1 bytes); not a catalog file</source>
        <translation>ist größer als 4 MiB (%1 Bytes); keine Katalogdatei</translation>
    </message>
    <message>
        <source>is a file, not a folder</source>
        <translation>ist eine Datei, kein Ordner</translation>
    </message>
    <message>
        <source>cannot be created</source>
        <translation>kann nicht angelegt werden</translation>
    </message>
    <message>
        <source>is a folder, not a config.json</source>
        <translation>ist ein Ordner, keine config.json</translation>
    </message>
    <message>
        <source>is larger than 4 MiB; not a config.json</source>
        <translation>ist größer als 4 MiB; keine config.json</translation>
    </message>
    <message>
        <source>(built-in sample price list)</source>
        <translation>(eingebaute Muster-Preisliste)</translation>
    </message>
    <message>
        <source>cannot be read (%1)</source>
        <translation>kann nicht gelesen werden (%1)</translation>
    </message>
    <message>
        <source>larger than 1 MiB; not a price list</source>
        <translation>größer als 1 MiB; keine Preisliste</translation>
    </message>
    <message>
        <source>(price list)</source>
        <translation>(Preisliste)</translation>
    </message>
    <message>
        <source>%1 does not exist</source>
        <translation>%1 existiert nicht</translation>
    </message>
    <message>
        <source>%1 is not an SVG, PNG or JPEG image</source>
        <translation>%1 ist kein SVG-, PNG- oder JPEG-Bild</translation>
    </message>
    <message>
        <source>(built-in worked example)</source>
        <translation>(eingebautes Rechenbeispiel)</translation>
    </message>
    <message>
        <source>cannot be written: %1</source>
        <translation>kann nicht geschrieben werden: %1</translation>
    </message>
    <message>
        <source>cannot be saved: %1</source>
        <translation>kann nicht gespeichert werden: %1</translation>
    </message>
    <message>
        <source>is a folder, not a scenario file</source>
        <translation>ist ein Ordner, keine Szenariodatei</translation>
    </message>
    <message>
        <source>is larger than 4 MiB (%1 bytes); not a scenario file</source>
        <translation>ist größer als 4 MiB (%1 Bytes); keine Szenariodatei</translation>
    </message>
    <message>
        <source>%1, %2 user</source>
        <translation>%1, %2 Nutzer</translation>
    </message>
    <message>
        <source>%1, %2 users</source>
        <translation>%1, %2 Nutzer</translation>
    </message>
    <message>
        <source>Worked example: %1</source>
        <translation>Rechenbeispiel: %1</translation>
    </message>
    <message>
        <source>%1 PCIe slots</source>
        <translation>%1 PCIe-Steckplätze</translation>
    </message>
    <message>
        <source>%1-GPU %2</source>
        <translation>%2 mit %1 GPUs</translation>
    </message>
    <message>
        <source>%1 U · %2 · %3 × %4 W</source>
        <translation>%1 HE · %2 · %3 × %4 W</translation>
    </message>
    <message>
        <source>%1 W from %2 V</source>
        <translation>%1 W ab %2 V</translation>
    </message>
    <message>
        <source>%1 U, %2 GPU positions (%3) up to %4 W each; %5 DIMM slots per socket, up to %6 DPC; %7 NVMe bays; %8 power supplies (%9; %10); %11 cooling.</source>
        <translation>%1 HE, %2 GPU-Plätze (%3) mit bis zu %4 W je GPU; %5 DIMM-Steckplätze je Sockel, bis zu %6 DPC; %7 NVMe-Schächte; %8 Netzteile (%9; %10); Kühlung: %11.</translation>
    </message>
    <message>
        <source>Auto: %1</source>
        <translation>Automatisch: %1</translation>
    </message>
    <message>
        <source>Auto (the planner&apos;s choice)</source>
        <translation>Automatisch (Wahl des Planers)</translation>
    </message>
    <message>
        <source>The planner chooses the chassis from the built-in catalog: the one that takes the GPUs, sockets, DIMMs and drives, sold with the CPU platform, with the fewest GPU positions and rack units (docs/sizing-rules.md §11).</source>
        <translation>Der Planer wählt das Gehäuse aus dem eingebauten Katalog: das, das die GPUs, Sockel, DIMMs und Laufwerke aufnimmt, mit der CPU-Plattform verkauft wird und die wenigsten GPU-Plätze und Höheneinheiten hat (docs/sizing-rules.md §11).</translation>
    </message>
    <message>
        <source>%1 — %2</source>
        <translation>%1 — %2</translation>
    </message>
    <message>
        <source>%1 × %2</source>
        <translation>%1 × %2</translation>
    </message>
    <message>
        <source>U</source>
        <translation>HE</translation>
    </message>
    <message>
        <source>GPUs</source>
        <translation>GPUs</translation>
    </message>
    <message>
        <source>GPU W</source>
        <translation>GPU W</translation>
    </message>
    <message>
        <source>DIMM slots</source>
        <translation>DIMM-Steckplätze</translation>
    </message>
    <message>
        <source>NVMe bays</source>
        <translation>NVMe-Schächte</translation>
    </message>
    <message>
        <source>Power supplies</source>
        <translation>Netzteile</translation>
    </message>
    <message>
        <source>Redundancy</source>
        <translation>Redundanz</translation>
    </message>
    <message>
        <source>%1 on one %2 board</source>
        <translation>%1 auf einem %2-Board</translation>
    </message>
    <message>
        <source>%1 per socket, %2 DPC</source>
        <translation>%1 je Sockel, %2 DPC</translation>
    </message>
    <message>
        <source>GPU servers: the planner picks the best fit, or pin one with --chassis ID (chassis.*); drive bays are alternative front ends, not a sum</source>
        <translation>GPU-Server: Der Planer wählt den passendsten, oder --chassis ID legt einen fest (chassis.*); Laufwerksschächte sind alternative Frontbestückungen, keine Summe</translation>
    </message>
    <message>
        <source>The server the plan builds in. Auto: the catalog&apos;s best fit for the GPUs, sockets, DIMMs, drives and cooling. A chassis picked here is pinned in the scenario (section chassis) with its figures; the plan says what does not fit in it.</source>
        <translation>Der Server, in den der Plan baut. Automatisch: das im Katalog am besten passende Gehäuse für GPUs, Sockel, DIMMs, Laufwerke und Kühlung. Ein hier gewähltes Gehäuse wird mit seinen Werten im Szenario festgelegt (Abschnitt chassis); der Plan sagt, was nicht hineinpasst.</translation>
    </message>
    <message>
        <source>KV events for</source>
        <translation>KV-Ereignisse für</translation>
    </message>
    <message>
        <source>Who reads the instances&apos; KV events: NVIDIA Dynamo&apos;s workers or a router of your own, or llm-d&apos;s precise-prefix-cache scorer in Kubernetes (its topic, port 5556 and hash seed 42 in the manifests).</source>
        <translation>Wer die KV-Ereignisse der Instanzen liest: die Worker von NVIDIA Dynamo oder ein eigener Router, oder der Precise-Prefix-Cache-Scorer von llm-d in Kubernetes (sein Topic, Port 5556 und Hash-Seed 42 in den Manifesten).</translation>
    </message>
    <message>
        <source>NVIDIA Dynamo or your own router</source>
        <translation>NVIDIA Dynamo oder eigener Router</translation>
    </message>
    <message>
        <source>llm-d (Kubernetes)</source>
        <translation>llm-d (Kubernetes)</translation>
    </message>
    <message>
        <source>%1 DSA (latent %2 + RoPE %3, indexer keys %4)</source>
        <translation>%1 DSA (Latent %2 + RoPE %3, Indexer-Keys %4)</translation>
    </message>
    <message>
        <source>%1 DSA (%2 + %3, indexer %4)</source>
        <translation>%1 DSA (%2 + %3, Indexer %4)</translation>
    </message>
    <message>
        <source>%1 ms</source>
        <translation>%1 ms</translation>
    </message>
    <message>
        <source>%1 %</source>
        <translation>%1 %</translation>
    </message>
    <message>
        <source>the cheapest of all that meet the needs</source>
        <translation>die günstigste von allen, die die Anforderungen erfüllen</translation>
    </message>
    <message>
        <source>%1 more than the cheapest</source>
        <translation>%1 mehr als die günstigste</translation>
    </message>
    <message>
        <source>Cheapest with offloading</source>
        <translation>Günstigste mit Auslagerung</translation>
    </message>
    <message>
        <source>Cheapest without offloading</source>
        <translation>Günstigste ohne Auslagerung</translation>
    </message>
    <message>
        <source>Alternative: another GPU type</source>
        <translation>Alternative: ein anderer GPU-Typ</translation>
    </message>
    <message>
        <source>Alternative: more headroom</source>
        <translation>Alternative: mehr Reserve</translation>
    </message>
    <message>
        <source>Alternative: the next cheapest</source>
        <translation>Alternative: die nächstgünstige</translation>
    </message>
    <message>
        <source>CPU tier %1 GiB</source>
        <translation>CPU-Stufe %1 GiB</translation>
    </message>
    <message>
        <source>%1 × %2 per node × 1 node, TP %3, %4</source>
        <translation>%1 × %2 je Knoten × 1 Knoten, TP %3, %4</translation>
    </message>
    <message>
        <source>%1 × %2 per node × %3 nodes, TP %4, %5</source>
        <translation>%1 × %2 je Knoten × %3 Knoten, TP %4, %5</translation>
    </message>
    <message>
        <source>The cheapest that meets the targets at peak with a CPU tier of %1 GiB that keeps the users&apos; conversations warm.</source>
        <translation>Die günstigste, die die Ziele zur Spitzenzeit erfüllt, mit einer CPU-Stufe von %1 GiB, die die Konversationen der Nutzer warm hält.</translation>
    </message>
    <message>
        <source>Offloading saves %1 against the cheapest without it.</source>
        <translation>Die Auslagerung spart %1 gegenüber der günstigsten ohne sie.</translation>
    </message>
    <message>
        <source>It costs %1 more than the cheapest without offloading, whose GPUs meet the targets alone; it serves returning users from memory instead of recomputing their context.</source>
        <translation>Sie kostet %1 mehr als die günstigste ohne Auslagerung, deren GPUs die Ziele allein erfüllen; sie bedient wiederkehrende Nutzer aus dem Speicher, statt ihren Kontext neu zu berechnen.</translation>
    </message>
    <message>
        <source>The cheapest that meets the targets at peak from GPU memory alone: no CPU tier to install; a returning user&apos;s context is recomputed once the GPU has evicted it.</source>
        <translation>Die günstigste, die die Ziele zur Spitzenzeit allein aus dem GPU-Speicher erfüllt: keine CPU-Stufe einzubauen; der Kontext eines wiederkehrenden Nutzers wird neu berechnet, sobald die GPU ihn verdrängt hat.</translation>
    </message>
    <message>
        <source>The cheapest on another GPU type (%1): a second source when the first is not available in time; %2.</source>
        <translation>Die günstigste mit einem anderen GPU-Typ (%1): eine zweite Bezugsquelle, wenn die erste nicht rechtzeitig lieferbar ist; %2.</translation>
    </message>
    <message>
        <source>A faster first token (TTFT p95 %1 against the cheapest&apos;s %2): headroom for more users or longer prompts; %3.</source>
        <translation>Ein schnelleres erstes Token (TTFT p95 %1 gegenüber %2 der günstigsten): Reserve für mehr Nutzer oder längere Prompts; %3.</translation>
    </message>
    <message>
        <source>The next cheapest that meets the targets; %1.</source>
        <translation>Die nächstgünstige, die die Ziele erfüllt; %1.</translation>
    </message>
    <message>
        <source>TTFT p95 %1 (%2 under the %3 target), TPOT %4 (%5 under %6).</source>
        <translation>TTFT p95 %1 (%2 unter dem Ziel von %3), TPOT %4 (%5 unter %6).</translation>
    </message>
    <message>
        <source>Within the budget of %1.</source>
        <translation>Im Budget von %1.</translation>
    </message>
    <message>
        <source>Over the budget of %1 by %2.</source>
        <translation>Über dem Budget von %1 um %2.</translation>
    </message>
    <message>
        <source>%1, %2 users at %3 tokens, %4; TTFT p95 ≤ %5, returning ≤ %6, TPOT ≤ %7</source>
        <translation>%1, %2 Nutzer mit %3 Tokens, %4; TTFT p95 ≤ %5, wiederkehrend ≤ %6, TPOT ≤ %7</translation>
    </message>
    <message>
        <source>; budget %1</source>
        <translation>; Budget %1</translation>
    </message>
    <message>
        <source>Needs: %1</source>
        <translation>Anforderungen: %1</translation>
    </message>
    <message>
        <source>Searched %1 configurations; %2 meet the needs at peak.</source>
        <translation>%1 Konfigurationen durchsucht; %2 erfüllen die Anforderungen zur Spitzenzeit.</translation>
    </message>
    <message>
        <source>The budget is in %1, the price list in %2: it is not compared.</source>
        <translation>Das Budget ist in %1, die Preisliste in %2: es wird nicht verglichen.</translation>
    </message>
    <message>
        <source>No configuration of the catalog meets the needs at peak: relax the targets, or plan for fewer users or a shorter context.</source>
        <translation>Keine Konfiguration des Katalogs erfüllt die Anforderungen zur Spitzenzeit: die Ziele lockern oder für weniger Nutzer oder einen kürzeren Kontext planen.</translation>
    </message>
    <message>
        <source>%1. %2: %3, %4</source>
        <translation>%1. %2: %3, %4</translation>
    </message>
    <message>
        <source>Launch details</source>
        <translation>Start-Details</translation>
    </message>
    <message>
        <source>Memory details</source>
        <translation>Speicher-Details</translation>
    </message>
    <message>
        <source>Drive details</source>
        <translation>Laufwerk-Details</translation>
    </message>
    <message>
        <source>Site details</source>
        <translation>Standort-Details</translation>
    </message>
    <message>
        <source>%1 DeepSeek-V4 sliding window only (%2 tokens)</source>
        <translation>%1 DeepSeek-V4 nur Sliding Window (%2 Tokens)</translation>
    </message>
    <message>
        <source>%1 DeepSeek-V4 compressed 1:%2 (window %3 tokens)</source>
        <translation>%1 DeepSeek-V4 komprimiert 1:%2 (Fenster %3 Tokens)</translation>
    </message>
    <message>
        <source>%1 window only (%2)</source>
        <translation>%1 nur Fenster (%2)</translation>
    </message>
    <message>
        <source>%1 compressed 1:%2 (window %3)</source>
        <translation>%1 komprimiert 1:%2 (Fenster %3)</translation>
    </message>
    <message>
        <source>%1 MSA (indexer %2, %3)</source>
        <translation>%1 MSA (Indexer %2, %3)</translation>
    </message>
    <message>
        <source>%1 MiniMax sparse attention (indexer keys %2, %3)</source>
        <translation>%1 MiniMax Sparse Attention (Indexer-Keys %2, %3)</translation>
    </message>
    <message>
        <source>withheld: context above the model&apos;s %1 tokens</source>
        <translation>zurückgehalten: Kontext über den %1 Tokens des Modells</translation>
    </message>
    <message>
        <source>a context of %1 tokens is more than the %2 the model takes (model.max_context_tokens), and no engine serves it as planned: there is no TTFT, TPOT or throughput at peak (see the advice)</source>
        <translation>ein Kontext von %1 Tokens ist länger als die %2, die das Modell annimmt (model.max_context_tokens), und keine Engine bedient ihn wie geplant: Es gibt keine TTFT, keine TPOT und keinen Durchsatz zur Spitzenzeit (siehe Hinweise)</translation>
    </message>
    <message>
        <source>Withheld: %1.</source>
        <translation>Zurückgehalten: %1.</translation>
    </message>
    <message>
        <source>No configuration: %1</source>
        <translation>Keine Konfiguration: %1</translation>
    </message>
    <message>
        <source>met</source>
        <translation>erfüllt</translation>
    </message>
    <message>
        <source>missed</source>
        <translation>verfehlt</translation>
    </message>
    <message>
        <source>The busiest hour simulated step by step (%1 requests); the closed form gives %2.</source>
        <translation>Die Spitzenstunde Schritt für Schritt simuliert (%1 Anfragen); die geschlossene Form ergibt %2.</translation>
    </message>
    <message>
        <source>The closed form; the simulation is not there yet.</source>
        <translation>Die geschlossene Form; die Simulation liegt noch nicht vor.</translation>
    </message>
    <message>
        <source>checked at the model&apos;s median</source>
        <translation>geprüft am Median des Modells</translation>
    </message>
    <message>
        <source>checked at the pessimistic end of its band (× %1)</source>
        <translation>geprüft am pessimistischen Ende seines Bandes (× %1)</translation>
    </message>
    <message>
        <source>%1; SLA %2</source>
        <translation>%1; SLA %2</translation>
    </message>
    <message>
        <source>simulated</source>
        <translation>simuliert</translation>
    </message>
    <message>
        <source>closed form</source>
        <translation>geschlossene Form</translation>
    </message>
    <message>
        <source>SLA: %1 ≤ %2, %3: %4.</source>
        <translation>SLA: %1 ≤ %2, %3: %4.</translation>
    </message>
    <message>
        <source>TTFT p95</source>
        <translation>TTFT p95</translation>
    </message>
    <message>
        <source>TPOT</source>
        <translation>TPOT</translation>
    </message>
    <message>
        <source>The busiest hour simulated step by step (%1 requests); the closed form does not hold here.</source>
        <translation>Die Spitzenstunde Schritt für Schritt simuliert (%1 Anfragen); die geschlossene Form gilt hier nicht.</translation>
    </message>
</context>
<context>
    <name>kvp::ui::AboutDialog</name>
    <message>
        <source>About KV Planner</source>
        <translation>Über KV Planner</translation>
    </message>
    <message>
        <source>KV Planner</source>
        <translation>KV Planner</translation>
    </message>
    <message>
        <source>Licences</source>
        <translation>Lizenzen</translation>
    </message>
    <message>
        <source>Catalog sources</source>
        <translation>Katalogquellen</translation>
    </message>
    <message>
        <source>About Qt</source>
        <translation>Über Qt</translation>
    </message>
    <message>
        <source>docs/sizing-rules.md in the source</source>
        <translation>docs/sizing-rules.md im Quelltext</translation>
    </message>
    <message>
        <source>&lt;h2&gt;KV Planner %1&lt;/h2&gt;&lt;p&gt;Sizes LLM inference servers that offload the KV cache to CPU memory and NVMe: the GPU KV cache and the conversations it holds, the pinned CPU tier, the DIMMs of every socket, the PCIe reload time and the NVMe write budget, with the launch commands of vLLM, SGLang, LMCache and NVIDIA Dynamo.&lt;/p&gt;&lt;p&gt;Every figure follows a documented rule (%2); click a figure to see its formula with this scenario&apos;s numbers and where each input comes from. The catalogs&apos; sources are under &lt;i&gt;Catalog sources&lt;/i&gt;.&lt;/p&gt;&lt;p&gt;Built with Qt %3 (running on Qt %4), QCustomPlot %5 and nlohmann_json %6.&lt;/p&gt;&lt;p&gt;Copyright © 2026 KV Planner developers. KV Planner is free software under the GNU General Public License version 3 or later (GPL-3.0-or-later) and comes with ABSOLUTELY NO WARRANTY; the licences of the program and its libraries are under &lt;i&gt;Licences&lt;/i&gt;.&lt;/p&gt;</source>
        <translation>&lt;h2&gt;KV Planner %1&lt;/h2&gt;&lt;p&gt;Dimensioniert LLM-Inferenzserver, die den KV-Cache in CPU-Arbeitsspeicher und auf NVMe auslagern: den KV-Cache im Grafikspeicher und die Konversationen, die er fasst, die gepinnte CPU-Stufe, die DIMMs jedes Sockels, die PCIe-Nachladezeit und das NVMe-Schreibbudget, mit den Startbefehlen von vLLM, SGLang, LMCache und NVIDIA Dynamo.&lt;/p&gt;&lt;p&gt;Jede Kennzahl folgt einer dokumentierten Regel (%2); ein Klick auf eine Kennzahl zeigt ihre Formel mit den Zahlen dieses Szenarios und woher jede Eingabe stammt. Die Quellen der Kataloge stehen unter &lt;i&gt;Katalogquellen&lt;/i&gt;.&lt;/p&gt;&lt;p&gt;Gebaut mit Qt %3 (läuft auf Qt %4), QCustomPlot %5 und nlohmann_json %6.&lt;/p&gt;&lt;p&gt;Copyright © 2026 KV-Planner-Entwickler. KV Planner ist freie Software unter der GNU General Public License Version 3 oder später (GPL-3.0-or-later) und kommt OHNE JEGLICHE GARANTIE; die Lizenzen des Programms und seiner Bibliotheken stehen unter &lt;i&gt;Lizenzen&lt;/i&gt;.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;b&gt;%1 %2&lt;/b&gt; — %3&lt;br&gt;Licence: %4 — &lt;a href=&quot;%5&quot;&gt;%5&lt;/a&gt;</source>
        <translation>&lt;b&gt;%1 %2&lt;/b&gt; — %3&lt;br&gt;Lizenz: %4 — &lt;a href=&quot;%5&quot;&gt;%5&lt;/a&gt;</translation>
    </message>
    <message>
        <source>The licence text is missing from this build (%1).</source>
        <translation>Der Lizenztext fehlt in diesem Build (%1).</translation>
    </message>
    <message>
        <source>The GNU GPL version 3 that the LGPL refers to is the licence of KV Planner, first in this list.</source>
        <translation>Die GNU GPL Version 3, auf die die LGPL verweist, ist die Lizenz von KV Planner, die erste in dieser Liste.</translation>
    </message>
    <message>
        <source>Every figure of the built-in catalogs names its source; the pickers&apos; tooltips and &lt;tt&gt;kvplan catalog KIND --format json&lt;/tt&gt; give each figure&apos;s own, and ⚠ marks a figure that is not confirmed. Choose a reference to read it in full below; double-click one with a web address to open it.</source>
        <translation>Jede Angabe der eingebauten Kataloge nennt ihre Quelle; die Tooltips der Auswahllisten und &lt;tt&gt;kvplan catalog KIND --format json&lt;/tt&gt; nennen die jeder Angabe, und ⚠ markiert eine unbestätigte Angabe. Wählen Sie eine Referenz, um sie unten vollständig zu lesen; ein Doppelklick auf eine mit Webadresse öffnet sie.</translation>
    </message>
    <message>
        <source>Reference</source>
        <translation>Referenz</translation>
    </message>
    <message>
        <source>Source</source>
        <translation>Quelle</translation>
    </message>
    <message>
        <source>Hardware</source>
        <translation>Hardware</translation>
    </message>
    <message numerus="yes">
        <source>%n reference(s) of the GPU, CPU platform, DIMM and drive catalogs</source>
        <translation>
            <numerusform>%n Referenz der Kataloge für GPUs, CPU-Plattformen, DIMMs und Laufwerke</numerusform>
            <numerusform>%n Referenzen der Kataloge für GPUs, CPU-Plattformen, DIMMs und Laufwerke</numerusform>
        </translation>
    </message>
    <message>
        <source>Models</source>
        <translation>Modelle</translation>
    </message>
    <message numerus="yes">
        <source>%n model(s): the config.json each architecture was read from</source>
        <translation>
            <numerusform>%n Modell: die config.json, aus der seine Architektur gelesen wurde</numerusform>
            <numerusform>%n Modelle: die config.json, aus der jede Architektur gelesen wurde</numerusform>
        </translation>
    </message>
    <message>
        <source>Your catalog</source>
        <translation>Ihr Katalog</translation>
    </message>
    <message>
        <source>entries from these files replace or add to the built-in ones</source>
        <translation>Einträge aus diesen Dateien ersetzen oder ergänzen die eingebauten</translation>
    </message>
    <message>
        <source>file</source>
        <translation>Datei</translation>
    </message>
</context>
<context>
    <name>kvp::ui::AdvicePanel</name>
    <message>
        <source>Go to the field</source>
        <translation>Zum Feld</translation>
    </message>
    <message>
        <source>Nothing to warn about: the sizing holds as entered.</source>
        <translation>Keine Warnungen: Die Dimensionierung gilt wie eingegeben.</translation>
    </message>
    <message>
        <source>Advice — 1 error</source>
        <translation>Hinweise — 1 Fehler</translation>
    </message>
    <message>
        <source>Advice — %1 errors</source>
        <translation>Hinweise — %1 Fehler</translation>
    </message>
    <message>
        <source>Advice — 1 warning</source>
        <translation>Hinweise — 1 Warnung</translation>
    </message>
    <message>
        <source>Advice — %1 warnings</source>
        <translation>Hinweise — %1 Warnungen</translation>
    </message>
    <message>
        <source>Advice</source>
        <translation>Hinweise</translation>
    </message>
</context>
<context>
    <name>kvp::ui::Autosave</name>
    <message>
        <source>no autosave file can be made in %1</source>
        <translation>in %1 kann keine automatische Sicherung angelegt werden</translation>
    </message>
    <message>
        <source>Cannot recover the scenario</source>
        <translation>Das Szenario kann nicht wiederhergestellt werden</translation>
    </message>
    <message>
        <source> (kept as %1)</source>
        <translation> (aufbewahrt als %1)</translation>
    </message>
</context>
<context>
    <name>kvp::ui::CatalogPicker</name>
    <message>
        <source>Search the catalog…</source>
        <translation>Katalog durchsuchen…</translation>
    </message>
    <message>
        <source>Custom</source>
        <translation>Eigene Angaben</translation>
    </message>
    <message>
        <source>The figures as entered in the fields below.</source>
        <translation>Die Werte, wie in den Feldern unten eingegeben.</translation>
    </message>
</context>
<context>
    <name>kvp::ui::ChartsPanel</name>
    <message>
        <source>GPU and CPU tier</source>
        <translation>GPU, CPU-Stufe</translation>
    </message>
    <message>
        <source>DIMMs and PCIe</source>
        <translation>DIMMs, PCIe</translation>
    </message>
    <message>
        <source>NVMe</source>
        <translation>NVMe</translation>
    </message>
    <message>
        <source>Time to first token</source>
        <translation>TTFT</translation>
    </message>
    <message>
        <source>Hit rates</source>
        <translation>Trefferquoten</translation>
    </message>
    <message>
        <source>Power and racks</source>
        <translation>Leistung, Racks</translation>
    </message>
</context>
<context>
    <name>kvp::ui::CompareView</name>
    <message>
        <source>KV cache</source>
        <translation>KV-Cache</translation>
    </message>
    <message>
        <source>GPU</source>
        <translation>GPU</translation>
    </message>
    <message>
        <source>CPU tier</source>
        <translation>CPU-Stufe</translation>
    </message>
    <message>
        <source>System memory</source>
        <translation>Arbeitsspeicher</translation>
    </message>
    <message>
        <source>Nodes</source>
        <translation>Knoten</translation>
    </message>
    <message>
        <source>PCIe</source>
        <translation>PCIe</translation>
    </message>
    <message>
        <source>NVMe tier</source>
        <translation>NVMe-Stufe</translation>
    </message>
    <message>
        <source>Time to first token</source>
        <translation>Zeit bis zum ersten Token</translation>
    </message>
    <message>
        <source>Hit rates</source>
        <translation>Trefferquoten</translation>
    </message>
    <message>
        <source>Change</source>
        <translation>Ändern</translation>
    </message>
    <message>
        <source>A scenario key, as kvplan --set takes it</source>
        <translation>Ein Szenario-Schlüssel, wie kvplan --set ihn nimmt</translation>
    </message>
    <message>
        <source>value, e.g. bf16 or 800</source>
        <translation>Wert, z. B. bf16 oder 800</translation>
    </message>
    <message>
        <source>Add the open scenario</source>
        <translation>Das offene Szenario hinzufügen</translation>
    </message>
    <message>
        <source>Duplicate</source>
        <translation>Duplizieren</translation>
    </message>
    <message>
        <source>Remove</source>
        <translation>Entfernen</translation>
    </message>
    <message>
        <source>Open it</source>
        <translation>Öffnen</translation>
    </message>
    <message>
        <source>Make the chosen column the open scenario (Undo takes it back)</source>
        <translation>Die gewählte Spalte zum offenen Szenario machen (Rückgängig nimmt es zurück)</translation>
    </message>
    <message>
        <source>Scenario:</source>
        <translation>Szenario:</translation>
    </message>
    <message>
        <source>prompt tokens</source>
        <translation>Prompt-Tokens</translation>
    </message>
    <message>
        <source>TTFT</source>
        <translation>TTFT</translation>
    </message>
    <message>
        <source> (copy)</source>
        <translation> (Kopie)</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>Open scenario %1 of the comparison</source>
        <translation>Szenario %1 des Vergleichs öffnen</translation>
    </message>
    <message>
        <source>Scenario %1 is open; Undo takes it back</source>
        <translation>Szenario %1 ist offen; Rückgängig nimmt es zurück</translation>
    </message>
    <message>
        <source>Scenario</source>
        <translation>Szenario</translation>
    </message>
    <message>
        <source>Inputs that differ</source>
        <translation>Abweichende Eingaben</translation>
    </message>
    <message>
        <source>—</source>
        <translation>—</translation>
    </message>
    <message>
        <source>Advice only some get</source>
        <translation>Hinweise, die nur manche erhalten</translation>
    </message>
    <message>
        <source>Advice</source>
        <translation>Hinweise</translation>
    </message>
    <message>
        <source>: CPU hit %1</source>
        <translation>: CPU-Treffer %1</translation>
    </message>
    <message>
        <source>: recomputed %1</source>
        <translation>: neu berechnet %1</translation>
    </message>
    <message>
        <source>Load at peak</source>
        <translation>Last zur Spitzenzeit</translation>
    </message>
    <message>
        <source>Chassis</source>
        <translation>Gehäuse</translation>
    </message>
    <message>
        <source>Power</source>
        <translation>Leistung</translation>
    </message>
    <message>
        <source>Racks</source>
        <translation>Racks</translation>
    </message>
</context>
<context>
    <name>kvp::ui::Count</name>
    <message>
        <source>byte per value</source>
        <translation>Byte je Wert</translation>
    </message>
    <message>
        <source>bytes per value</source>
        <translation>Bytes je Wert</translation>
    </message>
    <message>
        <source>instance</source>
        <translation>Instanz</translation>
    </message>
    <message>
        <source>instances</source>
        <translation>Instanzen</translation>
    </message>
    <message>
        <source>socket</source>
        <translation>Sockel</translation>
    </message>
    <message>
        <source>sockets</source>
        <translation>Sockel</translation>
    </message>
    <message>
        <source>KV head</source>
        <translation>KV-Kopf</translation>
    </message>
    <message>
        <source>KV heads</source>
        <translation>KV-Köpfe</translation>
    </message>
    <message>
        <source>node</source>
        <translation>Knoten</translation>
    </message>
    <message>
        <source>nodes</source>
        <translation>Knoten</translation>
    </message>
    <message>
        <source>DIMM</source>
        <translation>DIMM</translation>
    </message>
    <message>
        <source>DIMMs</source>
        <translation>DIMMs</translation>
    </message>
</context>
<context>
    <name>kvp::ui::CpuTierChart</name>
    <message>
        <source>CPU tier per instance</source>
        <translation>CPU-Stufe je Instanz</translation>
    </message>
    <message>
        <source>GPU cache</source>
        <translation>GPU-Cache</translation>
    </message>
    <message>
        <source>CPU tier</source>
        <translation>CPU-Stufe</translation>
    </message>
    <message>
        <source>all users warm</source>
        <translation>alle Nutzer warm</translation>
    </message>
    <message>
        <source>users</source>
        <translation>Nutzer</translation>
    </message>
    <message>
        <source>on GPUs  %1</source>
        <translation>auf GPUs  %1</translation>
    </message>
    <message>
        <source>warm in CPU memory  %1</source>
        <translation>warm im CPU-Arbeitsspeicher  %1</translation>
    </message>
    <message>
        <source>not warm  %1</source>
        <translation>nicht warm  %1</translation>
    </message>
    <message>
        <source>No plan: the scenario has a value core refuses (see the advice).</source>
        <translation>Keine Planung: Das Szenario enthält einen Wert, den der Rechenkern ablehnt (siehe Hinweise).</translation>
    </message>
    <message>
        <source>Offloading is off: %1 of %2 users are not warm when they return.</source>
        <translation>Auslagerung ist aus: %1 von %2 Nutzern sind bei ihrer Rückkehr nicht warm.</translation>
    </message>
    <message>
        <source>%1 instances%2, each with a %3 CPU tier (%4 pinned).</source>
        <translation>%1 Instanzen%2, jede mit einer CPU-Stufe von %3 (%4 gepinnt).</translation>
    </message>
    <message>
        <source> on %1 nodes</source>
        <translation> auf %1 Knoten</translation>
    </message>
</context>
<context>
    <name>kvp::ui::DerivationModel</name>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>computed: double-click for its formula</source>
        <translation>berechnet: Doppelklick für die Formel</translation>
    </message>
    <message>
        <source>Input</source>
        <translation>Eingabe</translation>
    </message>
    <message>
        <source>Value</source>
        <translation>Wert</translation>
    </message>
    <message>
        <source>Comes from</source>
        <translation>Stammt aus</translation>
    </message>
</context>
<context>
    <name>kvp::ui::DetailsGroup</name>
    <message>
        <source>Fields the engine&apos;s and the server&apos;s specialists set. Closed, they keep their values; the count says how many differ from the defaults.</source>
        <translation>Felder für die Fachleute der Engine und des Servers. Geschlossen behalten sie ihre Werte; die Zahl sagt, wie viele von den Voreinstellungen abweichen.</translation>
    </message>
    <message>
        <source>%1 (%2 changed, %3 not accepted)</source>
        <translation>%1 (%2 geändert, %3 nicht angenommen)</translation>
    </message>
    <message>
        <source>%1 (%2 changed)</source>
        <translation>%1 (%2 geändert)</translation>
    </message>
    <message>
        <source>%1 (%2 not accepted)</source>
        <translation>%1 (%2 nicht angenommen)</translation>
    </message>
    <message>
        <source>Engine details</source>
        <translation>Engine-Details</translation>
    </message>
</context>
<context>
    <name>kvp::ui::DialogInteraction</name>
    <message>
        <source>Unsaved changes</source>
        <translation>Ungespeicherte Änderungen</translation>
    </message>
    <message>
        <source>Save the changes to “%1” first?</source>
        <translation>Die Änderungen an „%1“ zuerst speichern?</translation>
    </message>
    <message>
        <source>Your changes are lost if you do not save them.</source>
        <translation>Ihre Änderungen gehen verloren, wenn Sie sie nicht speichern.</translation>
    </message>
    <message>
        <source>File changed on disk</source>
        <translation>Datei auf dem Datenträger geändert</translation>
    </message>
    <message>
        <source>“%1” was changed by another program since you opened or saved it.</source>
        <translation>„%1“ wurde von einem anderen Programm geändert, seit Sie es geöffnet oder gespeichert haben.</translation>
    </message>
    <message>
        <source>Overwrite it with your scenario, losing the other program&apos;s changes, or save yours as a new file?

%1</source>
        <translation>Mit Ihrem Szenario überschreiben und die Änderungen des anderen Programms verlieren, oder Ihres als neue Datei speichern?

%1</translation>
    </message>
    <message>
        <source>Overwrite</source>
        <translation>Überschreiben</translation>
    </message>
    <message>
        <source>Save As…</source>
        <translation>Speichern unter…</translation>
    </message>
    <message>
        <source>“%1” was changed by another program.</source>
        <translation>„%1“ wurde von einem anderen Programm geändert.</translation>
    </message>
    <message>
        <source>Reload it? Your unsaved changes here would be lost.

%1</source>
        <translation>Neu laden? Ihre ungespeicherten Änderungen hier gingen verloren.

%1</translation>
    </message>
    <message>
        <source>Reload it to see the other program&apos;s version?

%1</source>
        <translation>Neu laden, um die Fassung des anderen Programms zu sehen?

%1</translation>
    </message>
    <message>
        <source>Reload</source>
        <translation>Neu laden</translation>
    </message>
    <message>
        <source>Keep mine</source>
        <translation>Meine behalten</translation>
    </message>
    <message>
        <source>an untitled scenario</source>
        <translation>einem unbenannten Szenario</translation>
    </message>
    <message>
        <source>Recover unsaved changes</source>
        <translation>Ungespeicherte Änderungen wiederherstellen</translation>
    </message>
    <message>
        <source>KV Planner did not close normally. It kept unsaved changes to %1, autosaved %2.</source>
        <translation>KV Planner wurde nicht normal beendet. Ungespeicherte Änderungen an %1 wurden aufbewahrt, automatisch gesichert %2.</translation>
    </message>
    <message>
        <source>Recover them? Discard deletes the autosaved copy.</source>
        <translation>Wiederherstellen? Verwerfen löscht die automatisch gesicherte Kopie.</translation>
    </message>
    <message>
        <source>Recover them? The file itself is unchanged; Discard deletes the autosaved copy.

%1</source>
        <translation>Wiederherstellen? Die Datei selbst ist unverändert; Verwerfen löscht die automatisch gesicherte Kopie.

%1</translation>
    </message>
    <message>
        <source>Recover</source>
        <translation>Wiederherstellen</translation>
    </message>
    <message>
        <source>Discard</source>
        <translation>Verwerfen</translation>
    </message>
</context>
<context>
    <name>kvp::ui::DimmLayoutChart</name>
    <message>
        <source>DIMM layout</source>
        <translation>DIMM-Bestückung</translation>
    </message>
    <message>
        <source>installed</source>
        <translation>eingebaut</translation>
    </message>
    <message>
        <source>buffers of its cards</source>
        <translation>Puffer seiner Karten</translation>
    </message>
    <message>
        <source>reserve</source>
        <translation>Reserve</translation>
    </message>
    <message>
        <source>free</source>
        <translation>frei</translation>
    </message>
    <message>
        <source>GB per socket</source>
        <translation>GB je Sockel</translation>
    </message>
    <message>
        <source>socket %1 · %2 channels · %3</source>
        <translation>Sockel %1 · %2 Kanäle · %3</translation>
    </message>
    <message>
        <source>socket %1</source>
        <translation>Sockel %1</translation>
    </message>
    <message>
        <source>No plan: the scenario has a value core refuses (see the advice).</source>
        <translation>Keine Planung: Das Szenario enthält einen Wert, den der Rechenkern ablehnt (siehe Hinweise).</translation>
    </message>
    <message>
        <source>%1 needed per node: no layout of %2 × %3 channels holds it.</source>
        <translation>%1 je Knoten benötigt: keine Bestückung von %2 × %3 Kanälen fasst das.</translation>
    </message>
    <message>
        <source>Per node: %1 × %2 GB at %3 MT/s = %4 for %5 required.</source>
        <translation>Je Knoten: %1 × %2 GB bei %3 MT/s = %4 für %5 benötigt.</translation>
    </message>
    <message>
        <source>%1 × %2 GB at %3 MT/s = %4 for %5 required.</source>
        <translation>%1 × %2 GB bei %3 MT/s = %4 für %5 benötigt.</translation>
    </message>
</context>
<context>
    <name>kvp::ui::Document</name>
    <message>
        <source>Untitled</source>
        <translation>Unbenannt</translation>
    </message>
    <message>
        <source>KV Planner scenarios (*.kvplan.json);;JSON files (*.json);;All files (*)</source>
        <translation>KV-Planner-Szenarien (*.kvplan.json);;JSON-Dateien (*.json);;Alle Dateien (*)</translation>
    </message>
    <message>
        <source>Open scenario</source>
        <translation>Szenario öffnen</translation>
    </message>
    <message>
        <source>Cannot open the scenario</source>
        <translation>Das Szenario kann nicht geöffnet werden</translation>
    </message>
    <message>
        <source>scenario</source>
        <translation>szenario</translation>
    </message>
    <message>
        <source>Save scenario</source>
        <translation>Szenario speichern</translation>
    </message>
    <message>
        <source>Cannot save the scenario</source>
        <translation>Das Szenario kann nicht gespeichert werden</translation>
    </message>
    <message>
        <source>Cannot reload the scenario</source>
        <translation>Das Szenario kann nicht neu geladen werden</translation>
    </message>
    <message>
        <source>Values to correct</source>
        <translation>Zu korrigierende Werte</translation>
    </message>
    <message>
        <source>%1 was saved with values that do not go together yet. It is open as saved; the fields are marked and the advice says what to change:
%2</source>
        <translation>%1 wurde mit Werten gespeichert, die noch nicht zusammenpassen. Die Datei ist so geöffnet, wie sie gespeichert wurde; die Felder sind markiert, und die Hinweise sagen, was zu ändern ist:
%2</translation>
    </message>
</context>
<context>
    <name>kvp::ui::EngineConfigView</name>
    <message>
        <source>Copy</source>
        <translation>Kopieren</translation>
    </message>
    <message>
        <source>Save…</source>
        <translation>Speichern…</translation>
    </message>
    <message>
        <source>vLLM form:</source>
        <translation>vLLM-Form:</translation>
    </message>
    <message>
        <source>auto</source>
        <translation>automatisch</translation>
    </message>
    <message>
        <source>short</source>
        <translation>kurz</translation>
    </message>
    <message>
        <source>full</source>
        <translation>vollständig</translation>
    </message>
    <message>
        <source>--kv-offloading-size, in GiB</source>
        <translation>--kv-offloading-size, in GiB</translation>
    </message>
    <message>
        <source>--kv-transfer-config with the connector&apos;s JSON, in bytes</source>
        <translation>--kv-transfer-config mit dem JSON des Connectors, in Byte</translation>
    </message>
    <message>
        <source>How vLLM is told the tiers: the short flag in GiB, or the connector&apos;s full JSON in bytes. Auto takes the short form unless the NVMe tier or several LMCache servers need the full one.</source>
        <translation>Wie vLLM die Speicherstufen erfährt: das kurze Flag in GiB oder das vollständige JSON des Connectors in Byte. Automatisch nimmt die kurze Form, außer die NVMe-Stufe oder mehrere LMCache-Server brauchen die vollständige.</translation>
    </message>
    <message>
        <source>Copy start-all.sh, which starts every process, to the clipboard</source>
        <translation>start-all.sh, das jeden Prozess startet, in die Zwischenablage kopieren</translation>
    </message>
    <message>
        <source>Write one script per process and start-all.sh into a folder</source>
        <translation>Ein Skript je Prozess und start-all.sh in einen Ordner schreiben</translation>
    </message>
    <message>
        <source>Save the launch scripts into</source>
        <translation>Startskripte speichern in</translation>
    </message>
    <message>
        <source>Written for %1; the scripts name every flag&apos;s unit and scope.</source>
        <translation>Geschrieben für %1; die Skripte nennen Einheit und Geltungsbereich jedes Flags.</translation>
    </message>
    <message>
        <source>start-all.sh for %1 copied</source>
        <translation>start-all.sh für %1 kopiert</translation>
    </message>
    <message>
        <source>Wrote %1 scripts to %2</source>
        <translation>%1 Skripte nach %2 geschrieben</translation>
    </message>
    <message>
        <source>Cannot save the launch scripts</source>
        <translation>Die Startskripte können nicht gespeichert werden</translation>
    </message>
    <message>
        <source>Compose…</source>
        <translation>Compose…</translation>
    </message>
    <message>
        <source>Release:</source>
        <translation>Version:</translation>
    </message>
    <message>
        <source>The engine release the scripts are written for (the flags, defaults and version gates follow it); for NVIDIA Dynamo also the vLLM it pins. Default: the scenario&apos;s engine.release, else the newest.</source>
        <translation>Die Engine-Version, für die die Skripte geschrieben werden (Flags, Standardwerte und Versionsschranken richten sich nach ihr); bei NVIDIA Dynamo auch das vLLM, das sie fest vorgibt. Standard: engine.release des Szenarios, sonst die neueste.</translation>
    </message>
    <message>
        <source>Write a docker compose file (compose.yaml) for each node into a folder: the release&apos;s images, GPUs, /dev/shm sized for the CPU tier, NUMA binding and the NVMe mount</source>
        <translation>Eine Docker-Compose-Datei (compose.yaml) je Knoten in einen Ordner schreiben: die Images der Version, die GPUs, /dev/shm in der Größe der CPU-Stufe, die NUMA-Bindung und die NVMe-Einbindung</translation>
    </message>
    <message>
        <source>Save the docker compose file into</source>
        <translation>Docker-Compose-Datei speichern in</translation>
    </message>
    <message>
        <source>%1 (default)</source>
        <translation>%1 (Standard)</translation>
    </message>
    <message>
        <source> (vLLM %1)</source>
        <translation> (vLLM %1)</translation>
    </message>
    <message>
        <source>cannot be created</source>
        <translation>kann nicht angelegt werden</translation>
    </message>
    <message>
        <source>Wrote %1</source>
        <translation>%1 geschrieben</translation>
    </message>
    <message>
        <source>Cannot save the compose file</source>
        <translation>Die Compose-Datei kann nicht gespeichert werden</translation>
    </message>
    <message>
        <source>Kubernetes…</source>
        <translation>Kubernetes…</translation>
    </message>
    <message>
        <source>Write Kubernetes manifests (kubernetes.yaml) into a folder: a Deployment and Service per instance, for NVIDIA Dynamo a DynamoGraphDeployment; GPUs, /dev/shm sized for the CPU tier, memory requests and the NVMe mount</source>
        <translation>Kubernetes-Manifeste (kubernetes.yaml) in einen Ordner schreiben: je Instanz ein Deployment und ein Service, bei NVIDIA Dynamo ein DynamoGraphDeployment; die GPUs, /dev/shm in der Größe der CPU-Stufe, die Speicheranforderungen und die NVMe-Einbindung</translation>
    </message>
    <message>
        <source>Save the Kubernetes manifests into</source>
        <translation>Kubernetes-Manifeste speichern in</translation>
    </message>
    <message>
        <source>Cannot save the Kubernetes manifests</source>
        <translation>Die Kubernetes-Manifeste können nicht gespeichert werden</translation>
    </message>
    <message>
        <source>KServe…</source>
        <translation>KServe…</translation>
    </message>
    <message>
        <source>Write a KServe LLMInferenceService (kserve.yaml) into a folder: one replica per instance running vllm serve, its GPUs, the CPU tier (spec.kvCacheOffloading where it can say it), /dev/shm and memory requests; for engines that run vllm serve alone</source>
        <translation>Einen KServe-LLMInferenceService (kserve.yaml) in einen Ordner schreiben: je Instanz ein Replikat mit vllm serve, seine GPUs, die CPU-Stufe (spec.kvCacheOffloading, wo es sie ausdrücken kann), /dev/shm und die Speicheranforderungen; für Engines, die nur vllm serve ausführen</translation>
    </message>
    <message>
        <source>Save the KServe LLMInferenceService into</source>
        <translation>KServe-LLMInferenceService speichern in</translation>
    </message>
    <message>
        <source>Cannot save the KServe LLMInferenceService</source>
        <translation>Der KServe-LLMInferenceService kann nicht gespeichert werden</translation>
    </message>
</context>
<context>
    <name>kvp::ui::EngineSettingsModel</name>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>; as written %1</source>
        <translation>; wie geschrieben %1</translation>
    </message>
    <message>
        <source>Process</source>
        <translation>Prozess</translation>
    </message>
    <message>
        <source>Flag or key</source>
        <translation>Flag oder Schlüssel</translation>
    </message>
    <message>
        <source>Value</source>
        <translation>Wert</translation>
    </message>
    <message>
        <source>Covers</source>
        <translation>Umfasst</translation>
    </message>
    <message>
        <source>From the plan</source>
        <translation>Aus der Planung</translation>
    </message>
</context>
<context>
    <name>kvp::ui::ExplainPanel</name>
    <message>
        <source>Back</source>
        <translation>Zurück</translation>
    </message>
    <message>
        <source>Back to the figure shown before</source>
        <translation>Zurück zur vorher gezeigten Kennzahl</translation>
    </message>
    <message>
        <source>Copy</source>
        <translation>Kopieren</translation>
    </message>
    <message>
        <source>Copy the formula and its inputs as text</source>
        <translation>Formel und Eingaben als Text kopieren</translation>
    </message>
    <message>
        <source>Double-click an input to go to its field or to its own formula.</source>
        <translation>Doppelklick auf eine Eingabe führt zu ihrem Feld oder zu ihrer eigenen Formel.</translation>
    </message>
    <message>
        <source>Not part of this plan.</source>
        <translation>Nicht Teil dieser Planung.</translation>
    </message>
    <message>
        <source>No figures: see the advice.</source>
        <translation>Keine Kennzahlen: siehe Hinweise.</translation>
    </message>
    <message>
        <source>This scenario does not use this figure (e.g. offloading or the NVMe tier is off).</source>
        <translation>Dieses Szenario nutzt diese Kennzahl nicht (z. B. ist die Auslagerung oder die NVMe-Stufe aus).</translation>
    </message>
    <message>
        <source>The scenario has a value core refuses; the advice names it.</source>
        <translation>Das Szenario enthält einen Wert, den der Rechenkern ablehnt; die Hinweise nennen ihn.</translation>
    </message>
    <message>
        <source>rule: %1</source>
        <translation>Regel: %1</translation>
    </message>
</context>
<context>
    <name>kvp::ui::FigureTile</name>
    <message>
        <source>Click to see how %1 is computed</source>
        <translation>Klicken, um zu sehen, wie %1 berechnet wird</translation>
    </message>
    <message>
        <source>Click for the formula with this scenario&apos;s numbers.</source>
        <translation>Klicken für die Formel mit den Zahlen dieses Szenarios.</translation>
    </message>
</context>
<context>
    <name>kvp::ui::FormsPanel</name>
    <message>
        <source>A name for this sizing</source>
        <translation>Ein Name für diese Dimensionierung</translation>
    </message>
    <message>
        <source>Scenario:</source>
        <translation>Szenario:</translation>
    </message>
    <message>
        <source>Rename the scenario</source>
        <translation>Szenario umbenennen</translation>
    </message>
    <message>
        <source>Choose %1</source>
        <translation>%1 wählen</translation>
    </message>
    <message>
        <source>Import config.json…</source>
        <translation>config.json importieren…</translation>
    </message>
    <message>
        <source>Read a model&apos;s geometry from its Hugging Face config.json.</source>
        <translation>Die Geometrie eines Modells aus seiner Hugging-Face-config.json lesen.</translation>
    </message>
    <message>
        <source>Scenario name</source>
        <translation>Szenarioname</translation>
    </message>
    <message>
        <source>&lt;p&gt;&lt;b&gt;Scenario&lt;/b&gt;&lt;/p&gt;&lt;p&gt;A name for this sizing, shown in reports and quotes. It follows the model, the GPUs and the users until you type one.&lt;/p&gt;&lt;p&gt;Scenario key: &lt;code&gt;name&lt;/code&gt;&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;b&gt;Szenario&lt;/b&gt;&lt;/p&gt;&lt;p&gt;Ein Name für diese Dimensionierung, gezeigt in Berichten und Angeboten. Er folgt Modell, GPUs und Nutzern, bis Sie einen eingeben.&lt;/p&gt;&lt;p&gt;Szenario-Schlüssel: &lt;code&gt;name&lt;/code&gt;&lt;/p&gt;</translation>
    </message>
    <message>
        <source>Pinned: %1</source>
        <translation>Festgelegt: %1</translation>
    </message>
    <message>
        <source>Pinned in the scenario</source>
        <translation>Im Szenario festgelegt</translation>
    </message>
    <message>
        <source>The chassis as the scenario&apos;s chassis section gives it: no catalog entry that takes this GPU has the same figures.</source>
        <translation>Das Gehäuse, wie es der Abschnitt chassis des Szenarios angibt: Kein Katalogeintrag, der diese GPU aufnimmt, hat dieselben Werte.</translation>
    </message>
</context>
<context>
    <name>kvp::ui::GpuCacheChart</name>
    <message>
        <source>GPU memory per card</source>
        <translation>Grafikspeicher je Karte</translation>
    </message>
    <message>
        <source>one card</source>
        <translation>eine Karte</translation>
    </message>
    <message>
        <source>GiB per card</source>
        <translation>GiB je Karte</translation>
    </message>
    <message>
        <source>Weights</source>
        <translation>Gewichte</translation>
    </message>
    <message>
        <source>Overhead</source>
        <translation>Overhead</translation>
    </message>
    <message>
        <source>KV cache</source>
        <translation>KV-Cache</translation>
    </message>
    <message>
        <source>Unused headroom</source>
        <translation>Ungenutzter Spielraum</translation>
    </message>
    <message>
        <source>No plan: the scenario has a value core refuses (see the advice).</source>
        <translation>Keine Planung: Das Szenario enthält einen Wert, den der Rechenkern ablehnt (siehe Hinweise).</translation>
    </message>
    <message>
        <source>Weights (%1) and overhead (%2) do not fit the %3 the engine may use: no room for a KV cache.</source>
        <translation>Gewichte (%1) und Overhead (%2) passen nicht in die %3, die die Engine nutzen darf: kein Platz für einen KV-Cache.</translation>
    </message>
    <message>
        <source>%1 conversations of %2 per instance (TP %3), %4 per node, %5 on %6 nodes.</source>
        <translation>%1 Konversationen zu %2 je Instanz (TP %3), %4 je Knoten, %5 auf %6 Knoten.</translation>
    </message>
    <message>
        <source>%1 conversations of %2 per instance (TP %3), %4 on the node.</source>
        <translation>%1 Konversationen zu %2 je Instanz (TP %3), %4 auf dem Knoten.</translation>
    </message>
</context>
<context>
    <name>kvp::ui::HitRateChart</name>
    <message>
        <source>Where returning requests are served</source>
        <translation>Wo wiederkehrende Anfragen bedient werden</translation>
    </message>
    <message>
        <source>closed form</source>
        <translation>geschlossene Form</translation>
    </message>
    <message>
        <source>simulated</source>
        <translation>simuliert</translation>
    </message>
    <message>
        <source>% of requests</source>
        <translation>% der Anfragen</translation>
    </message>
    <message>
        <source>GPU</source>
        <translation>GPU</translation>
    </message>
    <message>
        <source>CPU tier</source>
        <translation>CPU-Stufe</translation>
    </message>
    <message>
        <source>NVMe</source>
        <translation>NVMe</translation>
    </message>
    <message>
        <source>missed</source>
        <translation>verfehlt</translation>
    </message>
    <message>
        <source>new</source>
        <translation>neu</translation>
    </message>
    <message>
        <source>No plan: the scenario has a value core refuses (see the advice).</source>
        <translation>Keine Planung: Das Szenario enthält einen Wert, den der Rechenkern ablehnt (siehe Hinweise).</translation>
    </message>
    <message>
        <source>Describe the traffic (Traffic and returns, or a preset) to see the hit rates.</source>
        <translation>Beschreiben Sie den Verkehr (Verkehr und Rückkehr oder eine Vorlage), um die Trefferquoten zu sehen.</translation>
    </message>
    <message>
        <source>%1 of prefill tokens saved</source>
        <translation>%1 der Prefill-Tokens gespart</translation>
    </message>
    <message>
        <source>, %1 of its FLOPs</source>
        <translation>, %1 seiner FLOPs</translation>
    </message>
    <message>
        <source> (simulated %1, seed %2)</source>
        <translation> (simuliert %1, Seed %2)</translation>
    </message>
    <message>
        <source>; not simulated</source>
        <translation>; nicht simuliert</translation>
    </message>
    <message>
        <source>; %1 requests a day.</source>
        <translation>; %1 Anfragen am Tag.</translation>
    </message>
</context>
<context>
    <name>kvp::ui::Listing</name>
    <message>
        <source>⚠ unconfirmed:</source>
        <translation>⚠ unbestätigt:</translation>
    </message>
    <message>
        <source>* from a user catalog:</source>
        <translation>* aus einem Benutzerkatalog:</translation>
    </message>
    <message>
        <source>The source of every figure: kvplan catalog %1 --format json</source>
        <translation>Die Quelle jeder Angabe: kvplan catalog %1 --format json</translation>
    </message>
</context>
<context>
    <name>kvp::ui::LoadChart</name>
    <message>
        <source>Time to first token under load</source>
        <translation>Zeit bis zum ersten Token unter Last</translation>
    </message>
    <message>
        <source>users (busiest hour)</source>
        <translation>Nutzer (Spitzenstunde)</translation>
    </message>
    <message>
        <source>TTFT p50</source>
        <translation>TTFT p50</translation>
    </message>
    <message>
        <source>TTFT p95</source>
        <translation>TTFT p95</translation>
    </message>
    <message>
        <source>TTFT p95 without offloading</source>
        <translation>TTFT p95 ohne Auslagerung</translation>
    </message>
    <message>
        <source>SLA</source>
        <translation>SLA</translation>
    </message>
    <message>
        <source>SLA %1</source>
        <translation>SLA %1</translation>
    </message>
    <message>
        <source>No plan: the scenario has a value core refuses (see the advice).</source>
        <translation>Keine Planung: Das Szenario enthält einen Wert, den der Rechenkern ablehnt (siehe Hinweise).</translation>
    </message>
    <message>
        <source>Not estimated: the model&apos;s parameters, the GPU&apos;s dense TFLOPS or its memory bandwidth are missing (see the advice).</source>
        <translation>Nicht geschätzt: Parameter des Modells, dichte TFLOPS der GPU oder ihre Speicherbandbreite fehlen (siehe Hinweise).</translation>
    </message>
    <message>
        <source>A benchmark pattern without a request rate: no curve (see the report).</source>
        <translation>Ein Benchmark-Muster ohne Anfragerate: keine Kurve (siehe Bericht).</translation>
    </message>
    <message>
        <source>%1 users at peak: TTFT p95 %2, TPOT %3, GPUs busy %4 %; the SLA is %5 %6.</source>
        <translation>%1 Nutzer zur Spitzenzeit: TTFT p95 %2, TPOT %3, GPUs zu %4 % ausgelastet; das SLA ist %5 %6.</translation>
    </message>
    <message>
        <source>met</source>
        <translation>erfüllt</translation>
    </message>
    <message>
        <source>missed</source>
        <translation>verfehlt</translation>
    </message>
    <message>
        <source>TTFT p95 × %1 (pessimistic)</source>
        <translation>TTFT p95 × %1 (pessimistisch)</translation>
    </message>
    <message>
        <source>(at the median)</source>
        <translation>(am Median)</translation>
    </message>
    <message>
        <source>(at TTFT × %1, TPOT × %2: shaded)</source>
        <translation>(bei TTFT × %1, TPOT × %2: schattiert)</translation>
    </message>
    <message>
        <source>Withheld: %1.</source>
        <translation>Zurückgehalten: %1.</translation>
    </message>
</context>
<context>
    <name>kvp::ui::MainWindow</name>
    <message>
        <source>Simulating the hit rates and the load…</source>
        <translation>Trefferquoten und Last werden simuliert …</translation>
    </message>
    <message>
        <source>Autosave failed: %1</source>
        <translation>Automatische Sicherung fehlgeschlagen: %1</translation>
    </message>
    <message>
        <source>Your catalog cannot be read</source>
        <translation>Ihr Katalog kann nicht gelesen werden</translation>
    </message>
    <message>
        <source> — using the built-in catalog until it is fixed.</source>
        <translation> — bis zur Korrektur wird der eingebaute Katalog verwendet.</translation>
    </message>
    <message>
        <source>Scenario</source>
        <translation>Szenario</translation>
    </message>
    <message>
        <source>How it is computed</source>
        <translation>Wie es berechnet wird</translation>
    </message>
    <message>
        <source>Engine configuration</source>
        <translation>Engine-Konfiguration</translation>
    </message>
    <message>
        <source>Advice</source>
        <translation>Hinweise</translation>
    </message>
    <message>
        <source>Import a model&apos;s config.json</source>
        <translation>config.json eines Modells importieren</translation>
    </message>
    <message>
        <source>Model configuration (config.json *.json)</source>
        <translation>Modellkonfiguration (config.json *.json)</translation>
    </message>
    <message>
        <source>&amp;File</source>
        <translation>&amp;Datei</translation>
    </message>
    <message>
        <source>&amp;New</source>
        <translation>&amp;Neu</translation>
    </message>
    <message>
        <source>Start again from the worked example</source>
        <translation>Neu beginnen mit dem Rechenbeispiel</translation>
    </message>
    <message>
        <source>&amp;Open…</source>
        <translation>&amp;Öffnen…</translation>
    </message>
    <message>
        <source>Open &amp;Recent</source>
        <translation>&amp;Zuletzt geöffnet</translation>
    </message>
    <message>
        <source>&amp;Save</source>
        <translation>&amp;Speichern</translation>
    </message>
    <message>
        <source>Saved %1</source>
        <translation>%1 gespeichert</translation>
    </message>
    <message>
        <source>Save &amp;As…</source>
        <translation>Speichern &amp;unter…</translation>
    </message>
    <message>
        <source>&amp;Import config.json…</source>
        <translation>config.json &amp;importieren…</translation>
    </message>
    <message>
        <source>&amp;Export report…</source>
        <translation>Bericht &amp;exportieren…</translation>
    </message>
    <message>
        <source>Ctrl+E</source>
        <translation>Ctrl+E</translation>
    </message>
    <message>
        <source>Ctrl+Shift+E</source>
        <translation>Ctrl+Shift+E</translation>
    </message>
    <message>
        <source>The quote to send: bill of materials, prices and the sizing story</source>
        <translation>Das Angebot zum Versenden: Stückliste, Preise und die Begründung der Dimensionierung</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>&amp;Beenden</translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation>&amp;Bearbeiten</translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation>&amp;Rückgängig</translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation>&amp;Wiederholen</translation>
    </message>
    <message>
        <source>&amp;Copy the formula</source>
        <translation>Formel &amp;kopieren</translation>
    </message>
    <message>
        <source>Ctrl+Shift+C</source>
        <translation>Ctrl+Shift+C</translation>
    </message>
    <message>
        <source>Formula copied</source>
        <translation>Formel kopiert</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>&amp;Ansicht</translation>
    </message>
    <message>
        <source>&amp;Model</source>
        <translation>&amp;Modell</translation>
    </message>
    <message>
        <source>&amp;GPUs and serving</source>
        <translation>&amp;GPUs und Betrieb</translation>
    </message>
    <message>
        <source>&amp;Users and context</source>
        <translation>&amp;Nutzer und Kontext</translation>
    </message>
    <message>
        <source>&amp;Host memory</source>
        <translation>&amp;Arbeitsspeicher</translation>
    </message>
    <message>
        <source>&amp;NVMe tier</source>
        <translation>N&amp;VMe-Stufe</translation>
    </message>
    <message>
        <source>&amp;Engine launch</source>
        <translation>&amp;Engine-Start</translation>
    </message>
    <message>
        <source>Ctrl+%1</source>
        <translation>Ctrl+%1</translation>
    </message>
    <message>
        <source>Ctrl+L</source>
        <translation>Ctrl+L</translation>
    </message>
    <message>
        <source>What if: s&amp;weep…</source>
        <translation>Was wäre wenn: Varia&amp;tion…</translation>
    </message>
    <message>
        <source>Ctrl+Shift+W</source>
        <translation>Ctrl+Shift+W</translation>
    </message>
    <message>
        <source>A figure against one input; click a point to open it</source>
        <translation>Eine Kennzahl über einer Eingabe; ein Klick auf einen Punkt öffnet ihn</translation>
    </message>
    <message>
        <source>What if: &amp;compare…</source>
        <translation>Was wäre wenn: Verg&amp;leich…</translation>
    </message>
    <message>
        <source>Ctrl+Shift+K</source>
        <translation>Ctrl+Shift+K</translation>
    </message>
    <message>
        <source>This scenario beside a copy with one thing changed</source>
        <translation>Dieses Szenario neben einer Kopie mit einer Änderung</translation>
    </message>
    <message>
        <source>&amp;Theme</source>
        <translation>&amp;Farbschema</translation>
    </message>
    <message>
        <source>&amp;Light</source>
        <translation>&amp;Hell</translation>
    </message>
    <message>
        <source>&amp;Dark</source>
        <translation>&amp;Dunkel</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>&amp;Hilfe</translation>
    </message>
    <message>
        <source>&amp;About KV Planner</source>
        <translation>&amp;Über KV Planner</translation>
    </message>
    <message>
        <source>About &amp;Qt</source>
        <translation>Über &amp;Qt</translation>
    </message>
    <message>
        <source>%1[*] — KV Planner</source>
        <translation>%1[*] — KV Planner</translation>
    </message>
    <message>
        <source>&amp;%1 %2</source>
        <translation>&amp;%1 %2</translation>
    </message>
    <message>
        <source>Opened %1</source>
        <translation>%1 geöffnet</translation>
    </message>
    <message>
        <source>No recent files</source>
        <translation>Keine zuletzt geöffneten Dateien</translation>
    </message>
    <message>
        <source>&amp;Clear the list</source>
        <translation>Liste &amp;leeren</translation>
    </message>
    <message>
        <source>Cannot import the model</source>
        <translation>Das Modell kann nicht importiert werden</translation>
    </message>
    <message>
        <source>Import %1</source>
        <translation>%1 importieren</translation>
    </message>
    <message>
        <source>%1: %2 layers, %3 KV heads, head_dim %4, weights %5 GiB.</source>
        <translation>%1: %2 Schichten, %3 KV-Köpfe, head_dim %4, Gewichte %5 GiB.</translation>
    </message>
    <message>
        <source>Assumed:</source>
        <translation>Angenommen:</translation>
    </message>
    <message>
        <source>Model imported</source>
        <translation>Modell importiert</translation>
    </message>
    <message>
        <source>Imported %1 from %2</source>
        <translation>%1 aus %2 importiert</translation>
    </message>
    <message>
        <source>sizing.md</source>
        <translation>dimensionierung.md</translation>
    </message>
    <message>
        <source>Export report</source>
        <translation>Bericht exportieren</translation>
    </message>
    <message>
        <source>Markdown (*.md);;Text (*.txt);;JSON for programs (*.json)</source>
        <translation>Markdown (*.md);;Text (*.txt);;JSON für Programme (*.json)</translation>
    </message>
    <message>
        <source>Report written to %1</source>
        <translation>Bericht nach %1 geschrieben</translation>
    </message>
    <message>
        <source>Cannot export the report</source>
        <translation>Der Bericht kann nicht exportiert werden</translation>
    </message>
    <message>
        <source>Edit the quote</source>
        <translation>Angebot bearbeiten</translation>
    </message>
    <message>
        <source>quote</source>
        <translation>angebot</translation>
    </message>
    <message>
        <source>Export PDF quote</source>
        <translation>PDF-Angebot exportieren</translation>
    </message>
    <message>
        <source>PDF (*.pdf)</source>
        <translation>PDF (*.pdf)</translation>
    </message>
    <message>
        <source>Quote written to %1 (%2 pages)</source>
        <translation>Angebot nach %1 geschrieben (%2 Seiten)</translation>
    </message>
    <message>
        <source>Cannot export the quote</source>
        <translation>Das Angebot kann nicht exportiert werden</translation>
    </message>
    <message>
        <source>Recovered unsaved changes to %1</source>
        <translation>Ungespeicherte Änderungen an %1 wiederhergestellt</translation>
    </message>
    <message>
        <source>Export &amp;bill of materials…</source>
        <translation>Stück&amp;liste exportieren…</translation>
    </message>
    <message>
        <source>The quote&apos;s parts, quantities and prices as CSV, for a spreadsheet or the order system</source>
        <translation>Teile, Mengen und Preise des Angebots als CSV, für eine Tabellenkalkulation oder das Bestellsystem</translation>
    </message>
    <message>
        <source>bill-of-materials</source>
        <translation>stueckliste</translation>
    </message>
    <message>
        <source>Export bill of materials</source>
        <translation>Stückliste exportieren</translation>
    </message>
    <message>
        <source>CSV (*.csv)</source>
        <translation>CSV (*.csv)</translation>
    </message>
    <message>
        <source>Bill of materials written to %1</source>
        <translation>Stückliste nach %1 geschrieben</translation>
    </message>
    <message>
        <source>Cannot export the bill of materials</source>
        <translation>Die Stückliste kann nicht exportiert werden</translation>
    </message>
    <message>
        <source>&amp;Language</source>
        <translation>&amp;Sprache</translation>
    </message>
    <message>
        <source>&amp;System (%1)</source>
        <translation>&amp;System (%1)</translation>
    </message>
    <message>
        <source>The language changes when KV Planner starts again.</source>
        <translation>Die Sprache wechselt beim nächsten Start von KV Planner.</translation>
    </message>
    <message>
        <source>&amp;Recommend…</source>
        <translation>Em&amp;pfehlung…</translation>
    </message>
    <message>
        <source>Ctrl+Shift+R</source>
        <translation>Ctrl+Shift+R</translation>
    </message>
    <message>
        <source>The cheapest configurations that meet the SLA at peak</source>
        <translation>Die günstigsten Konfigurationen, die das SLA zur Spitzenzeit erfüllen</translation>
    </message>
    <message>
        <source>Rack and &amp;power</source>
        <translation>&amp;Rack und Strom</translation>
    </message>
    <message>
        <source>Export P&amp;DF quote…</source>
        <translation>PDF-&amp;Angebot exportieren…</translation>
    </message>
    <message>
        <source>Returning u&amp;sers</source>
        <translation>&amp;Wiederkehrende Nutzer</translation>
    </message>
    <message>
        <source>Engine c&amp;onfiguration</source>
        <translation>Engine-&amp;Konfiguration</translation>
    </message>
    <message>
        <source>A quote is being exported; wait for it or cancel it</source>
        <translation>Ein Angebot wird gerade exportiert; warten Sie darauf oder brechen Sie es ab</translation>
    </message>
    <message>
        <source>Quote export cancelled: no file written</source>
        <translation>Angebotsexport abgebrochen: keine Datei geschrieben</translation>
    </message>
    <message>
        <source>New from the c&amp;ustomer&apos;s needs…</source>
        <translation>Neu aus den Anforderungen des &amp;Kunden…</translation>
    </message>
    <message>
        <source>Ctrl+Shift+N</source>
        <translation>Ctrl+Shift+N</translation>
    </message>
    <message>
        <source>Model, users, context, latency targets and budget → the cheapest configurations that meet them</source>
        <translation>Modell, Nutzer, Kontext, Latenzziele und Budget → die günstigsten Konfigurationen, die sie erfüllen</translation>
    </message>
    <message>
        <source>Adopt %1</source>
        <translation>%1 übernehmen</translation>
    </message>
    <message>
        <source>Adopted %1; Undo takes it back</source>
        <translation>%1 übernommen; Rückgängig nimmt es zurück</translation>
    </message>
    <message>
        <source>Present&amp;ation mode</source>
        <translation>Präsentat&amp;ionsmodus</translation>
    </message>
    <message>
        <source>The key figures and one chart, large and in the customer&apos;s language, for a shared screen; Esc or F11 leaves it</source>
        <translation>Die Kennzahlen und ein Diagramm, groß und in der Sprache des Kunden, für einen geteilten Bildschirm; Esc oder F11 beendet ihn</translation>
    </message>
</context>
<context>
    <name>kvp::ui::NeedsDialog</name>
    <message>
        <source> users</source>
        <translation> Nutzer</translation>
    </message>
    <message>
        <source> tokens</source>
        <translation> Tokens</translation>
    </message>
    <message>
        <source> ms</source>
        <translation> ms</translation>
    </message>
    <message>
        <source>&amp;Recommend</source>
        <translation>Emp&amp;fehlen</translation>
    </message>
    <message>
        <source>&amp;Adopt</source>
        <translation>Übe&amp;rnehmen</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Schließen</translation>
    </message>
    <message>
        <source>New from the customer&apos;s needs</source>
        <translation>Neu aus den Anforderungen des Kunden</translation>
    </message>
    <message>
        <source>A model of the catalog (File → Import config.json for another)</source>
        <translation>Ein Modell des Katalogs (Datei → config.json importieren für ein anderes)</translation>
    </message>
    <message>
        <source>Every request&apos;s first token at peak, 95th percentile (sla.ttft_p95_ms; returning users&apos; too)</source>
        <translation>Das erste Token jeder Anfrage zur Spitzenzeit, 95. Perzentil (sla.ttft_p95_ms; auch für wiederkehrende Nutzer)</translation>
    </message>
    <message>
        <source>Mean time per output token at peak (sla.tpot_ms)</source>
        <translation>Mittlere Zeit je Ausgabetoken zur Spitzenzeit (sla.tpot_ms)</translation>
    </message>
    <message>
        <source>How the users return (kvplan catalog workloads)</source>
        <translation>Wie die Nutzer wiederkommen (kvplan catalog workloads)</translation>
    </message>
    <message>
        <source>none</source>
        <translation>keins</translation>
    </message>
    <message>
        <source>The quote&apos;s total at most, in the price list&apos;s currency; none: 0</source>
        <translation>Höchstens diese Angebotssumme, in der Währung der Preisliste; keins: 0</translation>
    </message>
    <message>
        <source>&amp;Model:</source>
        <translation>&amp;Modell:</translation>
    </message>
    <message>
        <source>&amp;Users:</source>
        <translation>&amp;Nutzer:</translation>
    </message>
    <message>
        <source>Conte&amp;xt per conversation:</source>
        <translation>&amp;Kontext je Konversation:</translation>
    </message>
    <message>
        <source>&amp;First token within (TTFT p95):</source>
        <translation>&amp;Erstes Token binnen (TTFT p95):</translation>
    </message>
    <message>
        <source>&amp;Time per output token (TPOT):</source>
        <translation>&amp;Zeit je Ausgabetoken (TPOT):</translation>
    </message>
    <message>
        <source>Traffic &amp;preset:</source>
        <translation>Last&amp;vorlage:</translation>
    </message>
    <message>
        <source>&amp;Budget:</source>
        <translation>&amp;Budget:</translation>
    </message>
    <message>
        <source>Enter the customer&apos;s needs, then Recommend: the cheapest configuration that meets them with offloading and without, and two alternatives.</source>
        <translation>Die Anforderungen des Kunden eingeben, dann Empfehlen: die günstigste Konfiguration, die sie mit und ohne Auslagerung erfüllt, und zwei Alternativen.</translation>
    </message>
    <message>
        <source>Offer</source>
        <translation>Angebot</translation>
    </message>
    <message>
        <source>Configuration</source>
        <translation>Konfiguration</translation>
    </message>
    <message>
        <source>Price</source>
        <translation>Preis</translation>
    </message>
    <message>
        <source>TTFT p95</source>
        <translation>TTFT p95</translation>
    </message>
    <message>
        <source>TPOT</source>
        <translation>TPOT</translation>
    </message>
    <message>
        <source>&amp;Offers:</source>
        <translation>&amp;Angebote:</translation>
    </message>
    <message>
        <source>Make the chosen offer the scenario (Undo takes it back)</source>
        <translation>Das gewählte Angebot wird das Szenario (Rückgängig nimmt es zurück)</translation>
    </message>
    <message>
        <source>Cannot search: %1: %2</source>
        <translation>Suche nicht möglich: %1: %2</translation>
    </message>
    <message>
        <source>Cannot search: %1</source>
        <translation>Suche nicht möglich: %1</translation>
    </message>
    <message>
        <source>Searching the catalog for %1…</source>
        <translation>Durchsuche den Katalog für %1 …</translation>
    </message>
    <message>
        <source>Searching the catalog for %1… %2 of %3 configurations</source>
        <translation>Durchsuche den Katalog für %1 … %2 von %3 Konfigurationen</translation>
    </message>
    <message>
        <source>%1 ms</source>
        <translation>%1 ms</translation>
    </message>
</context>
<context>
    <name>kvp::ui::NodePowerChart</name>
    <message>
        <source>Node power by part</source>
        <translation>Leistung je Knoten nach Bauteil</translation>
    </message>
    <message>
        <source>node</source>
        <translation>Knoten</translation>
    </message>
    <message>
        <source>supplies</source>
        <translation>Netzteile</translation>
    </message>
    <message>
        <source>W per node (DC, at full load)</source>
        <translation>W je Knoten (DC, bei Volllast)</translation>
    </message>
    <message>
        <source>%1 × %2</source>
        <translation>%1 × %2</translation>
    </message>
    <message>
        <source>%1  %2 W</source>
        <translation>%1  %2 W</translation>
    </message>
    <message>
        <source>%1 supplies of %2 W carry the load</source>
        <translation>%1 Netzteile zu %2 W tragen die Last</translation>
    </message>
    <message>
        <source>%1 redundant</source>
        <translation>%1 redundant</translation>
    </message>
    <message>
        <source>No power figures: no chassis holds the build (see the advice).</source>
        <translation>Keine Leistungswerte: Kein Gehäuse nimmt diese Konfiguration auf (siehe Hinweise).</translation>
    </message>
    <message>
        <source>%1 W at the wall; the chassis&apos; supplies do not run on a %2 V feed.</source>
        <translation>%1 W aus dem Netz; die Netzteile des Gehäuses laufen nicht an %2 V.</translation>
    </message>
    <message>
        <source>%1 W DC, %2 W at the wall (%3 W typical), %4 BTU/h, %5 CFM at a %6 °C rise; %7 supplies of %8 W at %9 V (%10).</source>
        <translation>%1 W DC, %2 W aus dem Netz (%3 W typisch), %4 BTU/h, %5 CFM bei %6 °C Erwärmung; %7 Netzteile zu %8 W an %9 V (%10).</translation>
    </message>
    <message>
        <source>GPU</source>
        <translation>GPU</translation>
    </message>
    <message>
        <source>CPU</source>
        <translation>CPU</translation>
    </message>
    <message>
        <source>NVMe drive</source>
        <translation>NVMe-Laufwerk</translation>
    </message>
</context>
<context>
    <name>kvp::ui::NvmeChart</name>
    <message>
        <source>NVMe write budget</source>
        <translation>NVMe-Schreibbudget</translation>
    </message>
    <message>
        <source>written</source>
        <translation>geschrieben</translation>
    </message>
    <message>
        <source>budget</source>
        <translation>Budget</translation>
    </message>
    <message>
        <source>TB a day</source>
        <translation>TB am Tag</translation>
    </message>
    <message>
        <source>written so far</source>
        <translation>bisher geschrieben</translation>
    </message>
    <message>
        <source>rated lifetime writes</source>
        <translation>spezifizierte Lebensdauer-Schreibmenge</translation>
    </message>
    <message>
        <source>years in service</source>
        <translation>Jahre im Betrieb</translation>
    </message>
    <message>
        <source>TB written</source>
        <translation>TB geschrieben</translation>
    </message>
    <message>
        <source>No plan: the scenario has a value core refuses (see the advice).</source>
        <translation>Keine Planung: Das Szenario enthält einen Wert, den der Rechenkern ablehnt (siehe Hinweise).</translation>
    </message>
    <message>
        <source>No NVMe tier: nothing is written to drives.</source>
        <translation>Keine NVMe-Stufe: Es wird nichts auf Laufwerke geschrieben.</translation>
    </message>
    <message>
        <source>Per node: %1 % of the drives&apos; endurance budget; %2.</source>
        <translation>Je Knoten: %1 % des Schreibbudgets der Laufwerke; %2.</translation>
    </message>
    <message>
        <source>%1 % of the drives&apos; endurance budget; %2.</source>
        <translation>%1 % des Schreibbudgets der Laufwerke; %2.</translation>
    </message>
    <message>
        <source>nothing is written, the drives do not wear</source>
        <translation>es wird nichts geschrieben, die Laufwerke verschleißen nicht</translation>
    </message>
    <message>
        <source>%1 years to wear out</source>
        <translation>%1 Jahre bis zum Verschleiß</translation>
    </message>
</context>
<context>
    <name>kvp::ui::PresentationView</name>
    <message>
        <source>← → another chart · Esc: back to the editor</source>
        <translation>← → anderes Diagramm · Esc: zurück zum Editor</translation>
    </message>
</context>
<context>
    <name>kvp::ui::QuoteDialog</name>
    <message>
        <source>Company</source>
        <translation>Firma</translation>
    </message>
    <message>
        <source>Name, e-mail</source>
        <translation>Name, E-Mail</translation>
    </message>
    <message>
        <source>What the servers are for</source>
        <translation>Wofür die Server sind</translation>
    </message>
    <message>
        <source>e.g. Q-2025-0042</source>
        <translation>z. B. Q-2025-0042</translation>
    </message>
    <message>
        <source>YYYY-MM-DD; empty: the day of export (%1)</source>
        <translation>JJJJ-MM-TT; leer: der Tag des Exports (%1)</translation>
    </message>
    <message>
        <source>Your name, e-mail, phone</source>
        <translation>Ihr Name, E-Mail, Telefon</translation>
    </message>
    <message>
        <source>Assembly and burn-in test</source>
        <translation>Montage und Burn-in-Test</translation>
    </message>
    <message>
        <source>Export PDF…</source>
        <translation>PDF exportieren…</translation>
    </message>
    <message>
        <source>Export PDF quote</source>
        <translation>PDF-Angebot exportieren</translation>
    </message>
    <message>
        <source> days</source>
        <translation> Tage</translation>
    </message>
    <message>
        <source> %</source>
        <translation> %</translation>
    </message>
    <message>
        <source>Printed under the bill of materials</source>
        <translation>Wird unter die Stückliste gedruckt</translation>
    </message>
    <message>
        <source>A4</source>
        <translation>A4</translation>
    </message>
    <message>
        <source>US Letter</source>
        <translation>US Letter</translation>
    </message>
    <message>
        <source>Customer and quote</source>
        <translation>Kunde und Angebot</translation>
    </message>
    <message>
        <source>&amp;Customer:</source>
        <translation>&amp;Kunde:</translation>
    </message>
    <message>
        <source>C&amp;ontact:</source>
        <translation>Ansprech&amp;partner:</translation>
    </message>
    <message>
        <source>&amp;Project:</source>
        <translation>P&amp;rojekt:</translation>
    </message>
    <message>
        <source>Quote &amp;number:</source>
        <translation>Angebots&amp;nummer:</translation>
    </message>
    <message>
        <source>&amp;Date:</source>
        <translation>&amp;Datum:</translation>
    </message>
    <message>
        <source>&amp;Valid for:</source>
        <translation>&amp;Gültig für:</translation>
    </message>
    <message>
        <source>D&amp;iscount:</source>
        <translation>Ra&amp;batt:</translation>
    </message>
    <message>
        <source>&amp;Sales contact:</source>
        <translation>&amp;Vertriebskontakt:</translation>
    </message>
    <message>
        <source>Services per node:</source>
        <translation>Leistungen je Knoten:</translation>
    </message>
    <message>
        <source>Extended &amp;warranty:</source>
        <translation>Garantie&amp;verlängerung:</translation>
    </message>
    <message>
        <source>No&amp;tes:</source>
        <translation>Anmer&amp;kungen:</translation>
    </message>
    <message>
        <source>Prices and paper</source>
        <translation>Preise und Papier</translation>
    </message>
    <message>
        <source>C&amp;hoose…</source>
        <translation>&amp;Wählen…</translation>
    </message>
    <message>
        <source>Use the sa&amp;mple</source>
        <translation>&amp;Muster verwenden</translation>
    </message>
    <message>
        <source>Price list:</source>
        <translation>Preisliste:</translation>
    </message>
    <message>
        <source>Pa&amp;ge size:</source>
        <translation>Papier&amp;format:</translation>
    </message>
    <message>
        <source>&amp;Engine commands:</source>
        <translation>&amp;Engine-Befehle:</translation>
    </message>
    <message>
        <source>Choose a price list</source>
        <translation>Preisliste wählen</translation>
    </message>
    <message>
        <source>Price lists (*.json);;All files (*)</source>
        <translation>Preislisten (*.json);;Alle Dateien (*)</translation>
    </message>
    <message>
        <source>the built-in sample (illustrative prices)</source>
        <translation>das eingebaute Muster (Beispielpreise)</translation>
    </message>
    <message>
        <source>%1 — %2, %3</source>
        <translation>%1 — %2, %3</translation>
    </message>
    <message>
        <source>the price list&apos;s (%1 days)</source>
        <translation>laut Preisliste (%1 Tage)</translation>
    </message>
    <message>
        <source>the price list&apos;s (%1 %)</source>
        <translation>laut Preisliste (%1 %)</translation>
    </message>
    <message>
        <source>none</source>
        <translation>keine</translation>
    </message>
    <message>
        <source>%1 years</source>
        <translation>%1 Jahre</translation>
    </message>
    <message>
        <source>%1 years (not in the price list)</source>
        <translation>%1 Jahre (nicht in der Preisliste)</translation>
    </message>
    <message>
        <source>&lt;b&gt;%1&lt;/b&gt; lines of the bill of materials; total &lt;b&gt;%2&lt;/b&gt; (VAT %3 included)%4</source>
        <translation>&lt;b&gt;%1&lt;/b&gt; Positionen der Stückliste; gesamt &lt;b&gt;%2&lt;/b&gt; (inkl. MwSt. %3)%4</translation>
    </message>
    <message>
        <source>, &lt;b&gt;incomplete&lt;/b&gt;</source>
        <translation>, &lt;b&gt;unvollständig&lt;/b&gt;</translation>
    </message>
    <message>
        <source>No price in the price list for %1: the totals leave them out.</source>
        <translation>Kein Preis in der Preisliste für %1: Die Summen lassen sie aus.</translation>
    </message>
    <message>
        <source>the app&apos;s (%1)</source>
        <translation>die der Anwendung (%1)</translation>
    </message>
    <message>
        <source>&amp;Language:</source>
        <translation>&amp;Sprache:</translation>
    </message>
</context>
<context>
    <name>kvp::ui::QuoteExport</name>
    <message>
        <source>Export PDF quote</source>
        <translation>PDF-Angebot exportieren</translation>
    </message>
    <message>
        <source>Searching the configurations the quote compares…</source>
        <translation>Die Konfigurationen, die das Angebot vergleicht, werden gesucht…</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Abbrechen</translation>
    </message>
</context>
<context>
    <name>kvp::ui::RackChart</name>
    <message>
        <source>Rack elevation</source>
        <translation>Rack-Belegung</translation>
    </message>
    <message>
        <source>rack units</source>
        <translation>Höheneinheiten</translation>
    </message>
    <message>
        <source>U</source>
        <translation>HE</translation>
    </message>
    <message>
        <source>rack %1
%2 of %3 kW</source>
        <translation>Rack %1
%2 von %3 kW</translation>
    </message>
    <message>
        <source>node, %1 U</source>
        <translation>Knoten, %1 HE</translation>
    </message>
    <message>
        <source>One node does not fit a %1 kW, %2 U rack (see the advice).</source>
        <translation>Ein Knoten passt nicht in ein Rack mit %1 kW und %2 HE (siehe Hinweise).</translation>
    </message>
    <message>
        <source>No racks: no chassis holds the build (see the advice).</source>
        <translation>Keine Racks: Kein Gehäuse nimmt diese Konfiguration auf (siehe Hinweise).</translation>
    </message>
    <message>
        <source>%1 node(s) of %2 U and %3 kW per rack (by power %4, by space %5); %6 rack(s) for %7 node(s), %8 kW in the fullest.</source>
        <translation>%1 Knoten zu %2 HE und %3 kW je Rack (nach Leistung %4, nach Platz %5); %6 Rack(s) für %7 Knoten, %8 kW im vollsten.</translation>
    </message>
</context>
<context>
    <name>kvp::ui::RecommendWindow</name>
    <message>
        <source>%1 × %2 per node × %3 node(s), TP %4</source>
        <translation>%1 × %2 je Knoten × %3 Knoten, TP %4</translation>
    </message>
    <message>
        <source>&amp;Search</source>
        <translation>&amp;Suchen</translation>
    </message>
    <message>
        <source>&amp;Cancel</source>
        <translation>&amp;Abbrechen</translation>
    </message>
    <message>
        <source>Recommend: the cheapest configuration that meets the SLA</source>
        <translation>Empfehlung: die günstigste Konfiguration, die das SLA erfüllt</translation>
    </message>
    <message>
        <source>Search the catalog&apos;s GPUs, GPUs per node, tensor parallelism, nodes and offloading for the configurations that meet the SLA at peak (sla.*), priced from the price list.</source>
        <translation>Durchsucht die GPUs des Katalogs, die GPUs je Knoten, die Tensor-Parallelität, die Knoten und die Auslagerung nach den Konfigurationen, die das SLA zur Spitzenzeit erfüllen (sla.*), mit Preisen aus der Preisliste.</translation>
    </message>
    <message>
        <source>GPU</source>
        <translation>GPU</translation>
    </message>
    <message>
        <source>per node</source>
        <translation>je Knoten</translation>
    </message>
    <message>
        <source>nodes</source>
        <translation>Knoten</translation>
    </message>
    <message>
        <source>TP</source>
        <translation>TP</translation>
    </message>
    <message>
        <source>CPU tier</source>
        <translation>CPU-Stufe</translation>
    </message>
    <message>
        <source>price</source>
        <translation>Preis</translation>
    </message>
    <message>
        <source>TTFT p95</source>
        <translation>TTFT p95</translation>
    </message>
    <message>
        <source>TPOT</source>
        <translation>TPOT</translation>
    </message>
    <message>
        <source>Double-click a row to adopt the configuration (Undo takes it back)</source>
        <translation>Doppelklick auf eine Zeile übernimmt die Konfiguration (Rückgängig nimmt sie zurück)</translation>
    </message>
    <message>
        <source>TTFT p95 at peak (ms)</source>
        <translation>TTFT p95 zur Spitzenzeit (ms)</translation>
    </message>
    <message>
        <source>Searching…</source>
        <translation>Suche läuft…</translation>
    </message>
    <message>
        <source>%1 GiB</source>
        <translation>%1 GiB</translation>
    </message>
    <message>
        <source>off</source>
        <translation>aus</translation>
    </message>
    <message>
        <source>Cancelled after %1 configurations.</source>
        <translation>Abgebrochen nach %1 Konfigurationen.</translation>
    </message>
    <message>
        <source>No configuration of the catalog meets the SLA at peak (%1 searched).</source>
        <translation>Keine Konfiguration des Katalogs erfüllt das SLA zur Spitzenzeit (%1 durchsucht).</translation>
    </message>
    <message>
        <source>%1 of %2 configurations meet the SLA; the cheapest: %3, %4.</source>
        <translation>%1 von %2 Konfigurationen erfüllen das SLA; die günstigste: %3, %4.</translation>
    </message>
    <message>
        <source>Without offloading: %1 GPUs, %2. With a CPU tier of %3 GiB: %4 GPUs, %5.</source>
        <translation>Ohne Auslagerung: %1 GPUs, %2. Mit einer CPU-Stufe von %3 GiB: %4 GPUs, %5.</translation>
    </message>
    <message>
        <source>meets the SLA</source>
        <translation>erfüllt das SLA</translation>
    </message>
    <message>
        <source>price–latency frontier</source>
        <translation>Preis-Latenz-Front</translation>
    </message>
    <message>
        <source>Adopt %1 from the recommendation</source>
        <translation>%1 aus der Empfehlung übernehmen</translation>
    </message>
    <message>
        <source>%1 adopted; Undo takes it back</source>
        <translation>%1 übernommen; Rückgängig nimmt es zurück</translation>
    </message>
    <message>
        <source>Open price list</source>
        <translation>Preisliste öffnen</translation>
    </message>
    <message>
        <source>Price lists (*.json);;All files (*)</source>
        <translation>Preislisten (*.json);;Alle Dateien (*)</translation>
    </message>
    <message>
        <source>The price list the configurations are priced from</source>
        <translation>Die Preisliste, nach der die Konfigurationen bepreist werden</translation>
    </message>
    <message>
        <source>&amp;Price list:</source>
        <translation>&amp;Preisliste:</translation>
    </message>
    <message>
        <source>Sample price list (built in)</source>
        <translation>Beispielpreisliste (eingebaut)</translation>
    </message>
    <message>
        <source>Open…</source>
        <translation>Öffnen…</translation>
    </message>
    <message>
        <source>Cannot use the price list: %1</source>
        <translation>Die Preisliste ist nicht verwendbar: %1</translation>
    </message>
    <message>
        <source>Cannot search: %1</source>
        <translation>Suche nicht möglich: %1</translation>
    </message>
    <message>
        <source>No configuration: %1</source>
        <translation>Keine Konfiguration: %1</translation>
    </message>
</context>
<context>
    <name>kvp::ui::SocketBandwidthChart</name>
    <message>
        <source>PCIe links against memory bandwidth</source>
        <translation>PCIe-Anbindungen gegenüber der Speicherbandbreite</translation>
    </message>
    <message>
        <source>GB/s per socket</source>
        <translation>GB/s je Sockel</translation>
    </message>
    <message>
        <source>socket %1</source>
        <translation>Sockel %1</translation>
    </message>
    <message>
        <source>Memory bandwidth: %1 channels × %2 MT/s × 8 B</source>
        <translation>Speicherbandbreite: %1 Kanäle × %2 MT/s × 8 B</translation>
    </message>
    <message>
        <source>The socket&apos;s GPUs over PCIe, one direction</source>
        <translation>Die GPUs des Sockels über PCIe, eine Richtung</translation>
    </message>
    <message>
        <source>The other direction: reloading and offloading at once</source>
        <translation>Die Gegenrichtung: Zurückladen und Auslagern zugleich</translation>
    </message>
    <message>
        <source>No plan: the scenario has a value core refuses (see the advice).</source>
        <translation>Keine Planung: Das Szenario enthält einen Wert, den der Rechenkern ablehnt (siehe Hinweise).</translation>
    </message>
    <message>
        <source>Socket %1: %2 GPUs pull up to %3 GB/s, %4 % of its %5 GB/s of memory bandwidth (%6 % reloading and offloading at once).</source>
        <translation>Sockel %1: %2 GPUs ziehen bis zu %3 GB/s, %4 % seiner %5 GB/s Speicherbandbreite (%6 % beim Zurückladen und Auslagern zugleich).</translation>
    </message>
</context>
<context>
    <name>kvp::ui::SweepView</name>
    <message>
        <source>Users</source>
        <translation>Nutzer</translation>
    </message>
    <message>
        <source>Context length</source>
        <translation>Kontextlänge</translation>
    </message>
    <message>
        <source>KV-cache dtype</source>
        <translation>KV-Cache-Datentyp</translation>
    </message>
    <message>
        <source>GPUs per node</source>
        <translation>GPUs je Knoten</translation>
    </message>
    <message>
        <source>Tensor parallelism</source>
        <translation>Tensor-Parallelität</translation>
    </message>
    <message>
        <source>GPU memory utilization</source>
        <translation>Auslastung des Grafikspeichers</translation>
    </message>
    <message>
        <source>CPU tier per instance (GiB)</source>
        <translation>CPU-Stufe je Instanz (GiB)</translation>
    </message>
    <message>
        <source>NVMe drives per node</source>
        <translation>NVMe-Laufwerke je Knoten</translation>
    </message>
    <message>
        <source>Returning share</source>
        <translation>Anteil der Rückkehrer</translation>
    </message>
    <message>
        <source>Time between turns (s)</source>
        <translation>Zeit zwischen Runden (s)</translation>
    </message>
    <message>
        <source>Tokens a turn</source>
        <translation>Tokens je Runde</translation>
    </message>
    <message>
        <source>Prefill MFU</source>
        <translation>Prefill-MFU</translation>
    </message>
    <message>
        <source>FROM:TO:STEP (inclusive) or a list A,B,C — as kvplan sweep --vary takes them; Enter plots them.</source>
        <translation>VON:BIS:SCHRITT (einschließlich) oder eine Liste A,B,C — wie kvplan sweep --vary sie nimmt; Enter zeichnet sie.</translation>
    </message>
    <message>
        <source>Plot</source>
        <translation>Zeichnen</translation>
    </message>
    <message>
        <source>Vary:</source>
        <translation>Variieren:</translation>
    </message>
    <message>
        <source>Values:</source>
        <translation>Werte:</translation>
    </message>
    <message>
        <source>Figure:</source>
        <translation>Kennzahl:</translation>
    </message>
    <message>
        <source>Click a point to make it the open scenario (Undo takes it back).</source>
        <translation>Ein Klick auf einen Punkt macht ihn zum offenen Szenario (Rückgängig nimmt es zurück).</translation>
    </message>
    <message>
        <source>Value</source>
        <translation>Wert</translation>
    </message>
    <message>
        <source>Figure</source>
        <translation>Kennzahl</translation>
    </message>
    <message>
        <source>Steps</source>
        <translation>Stufen</translation>
    </message>
    <message>
        <source>Cannot plot: %1</source>
        <translation>Kann nicht zeichnen: %1</translation>
    </message>
    <message>
        <source>—</source>
        <translation>—</translation>
    </message>
    <message>
        <source>No value gives this figure (see the table for why).</source>
        <translation>Kein Wert ergibt diese Kennzahl (warum, steht in der Tabelle).</translation>
    </message>
    <message>
        <source>Adopt %1 from the sweep</source>
        <translation>%1 aus der Variation übernehmen</translation>
    </message>
    <message>
        <source>%1 adopted; Undo takes it back</source>
        <translation>%1 übernommen; Rückgängig nimmt es zurück</translation>
    </message>
</context>
<context>
    <name>kvp::ui::TtftChart</name>
    <message>
        <source>Time to first token of a returning user</source>
        <translation>Zeit bis zum ersten Token eines wiederkehrenden Nutzers</translation>
    </message>
    <message>
        <source>prompt tokens</source>
        <translation>Prompt-Tokens</translation>
    </message>
    <message>
        <source>GPU hit</source>
        <translation>GPU-Treffer</translation>
    </message>
    <message>
        <source>CPU hit</source>
        <translation>CPU-Treffer</translation>
    </message>
    <message>
        <source>NVMe hit</source>
        <translation>NVMe-Treffer</translation>
    </message>
    <message>
        <source>recomputed</source>
        <translation>neu berechnet</translation>
    </message>
    <message>
        <source>No plan: the scenario has a value core refuses (see the advice).</source>
        <translation>Keine Planung: Das Szenario enthält einen Wert, den der Rechenkern ablehnt (siehe Hinweise).</translation>
    </message>
    <message>
        <source>Not estimated: the model&apos;s parameters or the GPU&apos;s dense TFLOPS are missing (see the advice).</source>
        <translation>Nicht geschätzt: Parameter des Modells oder dichte TFLOPS der GPU fehlen (siehe Hinweise).</translation>
    </message>
    <message>
        <source>At %1 tokens a CPU hit is %2× faster than recomputing (%3 against %4); %5 new tokens a turn.</source>
        <translation>Bei %1 Tokens ist ein CPU-Treffer %2× schneller als Neuberechnen (%3 gegenüber %4); %5 neue Tokens je Runde.</translation>
    </message>
    <message>
        <source>Offloading is off: a user not on the GPU pays %1 at %2 tokens.</source>
        <translation>Auslagerung ist aus: Ein Nutzer, der nicht auf der GPU liegt, wartet %1 bei %2 Tokens.</translation>
    </message>
</context>
<context>
    <name>kvp::ui::WhatIfWindow</name>
    <message>
        <source>What if — KV Planner</source>
        <translation>Was wäre wenn — KV Planner</translation>
    </message>
    <message>
        <source>Sweep</source>
        <translation>Variation</translation>
    </message>
    <message>
        <source>Compare</source>
        <translation>Vergleich</translation>
    </message>
</context>
<context>
    <name>kvp::ui::quoting</name>
    <message>
        <source>Error</source>
        <translation>Fehler</translation>
    </message>
    <message>
        <source>Warning</source>
        <translation>Warnung</translation>
    </message>
    <message>
        <source>Note</source>
        <translation>Hinweis</translation>
    </message>
    <message>
        <source>draft</source>
        <translation>Entwurf</translation>
    </message>
    <message>
        <source>Engine configuration: %1</source>
        <translation>Engine-Konfiguration: %1</translation>
    </message>
    <message>
        <source>The commands that start %1 as planned, %2 per node: each instance on its cards (CUDA_VISIBLE_DEVICES), bound to their NUMA node, with the tiers in %1&apos;s own unit and scope. Written for %3. The settings that carry the plan&apos;s sizes:</source>
        <translation>Die Befehle, die %1 wie geplant starten, %2 je Knoten: jede Instanz auf ihren Karten (CUDA_VISIBLE_DEVICES), an deren NUMA-Knoten gebunden, mit den Speicherstufen in der Einheit und dem Geltungsbereich von %1. Geschrieben für %3. Die Einstellungen, die die Größen der Planung tragen:</translation>
    </message>
    <message>
        <source>instance</source>
        <translation>Instanz</translation>
    </message>
    <message>
        <source>instances</source>
        <translation>Instanzen</translation>
    </message>
    <message>
        <source>Notes on the commands</source>
        <translation>Hinweise zu den Befehlen</translation>
    </message>
    <message>
        <source>Launch script: %1</source>
        <translation>Startskript: %1</translation>
    </message>
    <message>
        <source>Assumptions and formulas</source>
        <translation>Annahmen und Formeln</translation>
    </message>
    <message>
        <source>Every figure of this quote follows a rule of the KV Planner sizing model (docs/sizing-rules.md; the rule is named beside each formula). Units: GiB = 2^30 bytes, as engines and drivers report memory; GB = 10^9 bytes and TB = 10^12 bytes, as DIMMs and drives are sold. Inputs are the scenario&apos;s values (its keys as in docs/scenario-format.md); figures are per node unless they say otherwise.</source>
        <translation>Jede Kennzahl dieses Angebots folgt einer Regel des Dimensionierungsmodells von KV Planner (docs/sizing-rules.md; die Regel steht neben jeder Formel). Einheiten: GiB = 2^30 Byte, wie Engines und Treiber Speicher melden; GB = 10^9 Byte und TB = 10^12 Byte, wie DIMMs und Laufwerke verkauft werden. Eingaben sind die Werte des Szenarios (seine Schlüssel wie in docs/scenario-format.md); Kennzahlen gelten je Knoten, sofern nicht anders angegeben.</translation>
    </message>
    <message>
        <source>Inputs</source>
        <translation>Eingaben</translation>
    </message>
    <message>
        <source>Input</source>
        <translation>Eingabe</translation>
    </message>
    <message>
        <source>Value</source>
        <translation>Wert</translation>
    </message>
    <message>
        <source>Formulas with this scenario&apos;s numbers</source>
        <translation>Formeln mit den Zahlen dieses Szenarios</translation>
    </message>
    <message>
        <source>Figure</source>
        <translation>Kennzahl</translation>
    </message>
    <message>
        <source>Formula and result</source>
        <translation>Formel und Ergebnis</translation>
    </message>
    <message>
        <source>Rule</source>
        <translation>Regel</translation>
    </message>
    <message>
        <source>Advice</source>
        <translation>Hinweise</translation>
    </message>
    <message>
        <source>None: the plan raises no warnings.</source>
        <translation>Keine: Die Planung ergibt keine Warnungen.</translation>
    </message>
    <message>
        <source>Quote no.</source>
        <translation>Angebotsnr.</translation>
    </message>
    <message>
        <source>Date</source>
        <translation>Datum</translation>
    </message>
    <message>
        <source>Valid until</source>
        <translation>Gültig bis</translation>
    </message>
    <message>
        <source>%1 (%2 days)</source>
        <translation>%1 (%2 Tage)</translation>
    </message>
    <message>
        <source>Quotation</source>
        <translation>Angebot</translation>
    </message>
    <message>
        <source>Project: %1</source>
        <translation>Projekt: %1</translation>
    </message>
    <message>
        <source>(no customer given: quote.customer)</source>
        <translation>(kein Kunde angegeben: quote.customer)</translation>
    </message>
    <message>
        <source>Prepared for</source>
        <translation>Erstellt für</translation>
    </message>
    <message>
        <source>Your contact</source>
        <translation>Ihr Ansprechpartner</translation>
    </message>
    <message>
        <source>Configuration</source>
        <translation>Konfiguration</translation>
    </message>
    <message>
        <source>Model</source>
        <translation>Modell</translation>
    </message>
    <message>
        <source>%1, KV cache in %2</source>
        <translation>%1, KV-Cache in %2</translation>
    </message>
    <message>
        <source>%1 layers, %2 KV heads, head_dim %3</source>
        <translation>%1 Schichten, %2 KV-Köpfe, head_dim %3</translation>
    </message>
    <message>
        <source>%1 layers: %2</source>
        <translation>%1 Schichten: %2</translation>
    </message>
    <message>
        <source>; weights %1</source>
        <translation>; Gewichte %1</translation>
    </message>
    <message>
        <source>Workload</source>
        <translation>Last</translation>
    </message>
    <message>
        <source>%1 users with conversations of %2 tokens</source>
        <translation>%1 Nutzer mit Konversationen von %2 Tokens</translation>
    </message>
    <message>
        <source>%1 new conversations a day</source>
        <translation>%1 neue Konversationen am Tag</translation>
    </message>
    <message>
        <source>%1 × %2</source>
        <translation>%1 × %2</translation>
    </message>
    <message>
        <source>Servers</source>
        <translation>Server</translation>
    </message>
    <message>
        <source>1 node: %1</source>
        <translation>1 Knoten: %1</translation>
    </message>
    <message>
        <source>%1 nodes, each %2</source>
        <translation>%1 Knoten, je %2</translation>
    </message>
    <message>
        <source>%1 × %2; %3 of %4, tensor parallelism %5, per node</source>
        <translation>%1 × %2; %3 von %4, Tensor-Parallelität %5, je Knoten</translation>
    </message>
    <message>
        <source>Memory</source>
        <translation>Arbeitsspeicher</translation>
    </message>
    <message>
        <source>Memory per node</source>
        <translation>Arbeitsspeicher je Knoten</translation>
    </message>
    <message>
        <source>%1 × %2 GB = %3 at %4 MT/s</source>
        <translation>%1 × %2 GB = %3 bei %4 MT/s</translation>
    </message>
    <message>
        <source>%1 per channel on %2 channels × %3 sockets; %4 required, %5 free beside the CPU tier</source>
        <translation>%1 je Kanal auf %2 Kanälen × %3 Sockeln; %4 benötigt, %5 frei neben der CPU-Stufe</translation>
    </message>
    <message>
        <source>DIMM</source>
        <translation>DIMM</translation>
    </message>
    <message>
        <source>DIMMs</source>
        <translation>DIMMs</translation>
    </message>
    <message>
        <source>KV cache</source>
        <translation>KV-Cache</translation>
    </message>
    <message>
        <source>%1 per card on the GPUs; CPU tier %2 per instance</source>
        <translation>%1 je Karte auf den GPUs; CPU-Stufe %2 je Instanz</translation>
    </message>
    <message>
        <source>%1 per card on the GPUs; no CPU tier</source>
        <translation>%1 je Karte auf den GPUs; keine CPU-Stufe</translation>
    </message>
    <message>
        <source>%1 conversations on the GPUs, %2 kept warm in CPU memory, %3 not warm</source>
        <translation>%1 Konversationen auf den GPUs, %2 warm im CPU-Arbeitsspeicher gehalten, %3 nicht warm</translation>
    </message>
    <message>
        <source>NVMe tier</source>
        <translation>NVMe-Stufe</translation>
    </message>
    <message>
        <source>%1 × %2 per node</source>
        <translation>%1 × %2 je Knoten</translation>
    </message>
    <message>
        <source>%1 written a day per node, %2 % of the drives&apos; endurance budget</source>
        <translation>%1 geschrieben am Tag je Knoten, %2 % des Schreibbudgets der Laufwerke</translation>
    </message>
    <message>
        <source>%1 per node × %2 nodes</source>
        <translation>%1 je Knoten × %2 Knoten</translation>
    </message>
    <message>
        <source>%1 per node</source>
        <translation>%1 je Knoten</translation>
    </message>
    <message>
        <source>GPU server chassis for %1 GPUs</source>
        <translation>GPU-Server-Gehäuse für %1 GPUs</translation>
    </message>
    <message>
        <source>%1 GB, PCIe Gen%2 x%3; %4</source>
        <translation>%1 GB, PCIe Gen%2 x%3; %4</translation>
    </message>
    <message>
        <source>CPU for %1</source>
        <translation>CPU für %1</translation>
    </message>
    <message>
        <source>%1 memory channels each; %2</source>
        <translation>je %1 Speicherkanäle; %2</translation>
    </message>
    <message>
        <source>%1 GB RDIMM</source>
        <translation>%1 GB RDIMM</translation>
    </message>
    <message>
        <source>%1 × %2 GB = %3 per node, %4 per channel at %5 MT/s</source>
        <translation>%1 × %2 GB = %3 je Knoten, %4 je Kanal bei %5 MT/s</translation>
    </message>
    <message>
        <source>; × %1 nodes</source>
        <translation>; × %1 Knoten</translation>
    </message>
    <message>
        <source>NVMe tier, %1 DWPD, %2-year warranty; %3</source>
        <translation>NVMe-Stufe, %1 DWPD, %2 Jahre Garantie; %3</translation>
    </message>
    <message>
        <source>Assembly and burn-in test</source>
        <translation>Montage und Burn-in-Test</translation>
    </message>
    <message>
        <source>Warranty extended to %1 years</source>
        <translation>Garantieverlängerung auf %1 Jahre</translation>
    </message>
    <message>
        <source>Bill of materials</source>
        <translation>Stückliste</translation>
    </message>
    <message>
        <source>no price</source>
        <translation>kein Preis</translation>
    </message>
    <message>
        <source> (incomplete)</source>
        <translation> (unvollständig)</translation>
    </message>
    <message>
        <source>Subtotal</source>
        <translation>Zwischensumme</translation>
    </message>
    <message>
        <source>Discount %1</source>
        <translation>Rabatt %1</translation>
    </message>
    <message>
        <source>Net after discount</source>
        <translation>Netto nach Rabatt</translation>
    </message>
    <message>
        <source>VAT %1 on %2</source>
        <translation>MwSt. %1 auf %2</translation>
    </message>
    <message>
        <source>Total</source>
        <translation>Gesamt</translation>
    </message>
    <message>
        <source>Item</source>
        <translation>Pos.</translation>
    </message>
    <message>
        <source>Part no.</source>
        <translation>Art.-Nr.</translation>
    </message>
    <message>
        <source>Description</source>
        <translation>Beschreibung</translation>
    </message>
    <message>
        <source>Qty</source>
        <translation>Menge</translation>
    </message>
    <message>
        <source>Unit price</source>
        <translation>Einzelpreis</translation>
    </message>
    <message>
        <source>Amount</source>
        <translation>Betrag</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>Prices in %1 per unit, quantities for %2. VAT of %3 is charged on the subtotal after any discount. This quote is valid until %4 (%5 days from %6).</source>
        <translation>Preise in %1 je Einheit, Mengen für %2. Die MwSt. von %3 wird auf die Zwischensumme nach Rabatt berechnet. Dieses Angebot ist gültig bis %4 (%5 Tage ab %6).</translation>
    </message>
    <message>
        <source>one node</source>
        <translation>einen Knoten</translation>
    </message>
    <message>
        <source>%1 identical nodes</source>
        <translation>%1 gleiche Knoten</translation>
    </message>
    <message>
        <source>Notes</source>
        <translation>Anmerkungen</translation>
    </message>
    <message>
        <source>Why this configuration</source>
        <translation>Warum diese Konfiguration</translation>
    </message>
    <message>
        <source>The configuration is sized for %1 users with conversations of %2 tokens on %3 × %4 per node. The figures and charts below are the ones shown during the call, computed by KV Planner %5 from the scenario &quot;%6&quot;; the formula and the inputs behind each figure are listed under Assumptions and formulas.</source>
        <translation>Die Konfiguration ist ausgelegt für %1 Nutzer mit Konversationen von %2 Tokens auf %3 × %4 je Knoten. Die Kennzahlen und Diagramme unten sind die im Gespräch gezeigten, berechnet von KV Planner %5 aus dem Szenario „%6“; Formel und Eingaben jeder Kennzahl stehen unter Annahmen und Formeln.</translation>
    </message>
    <message>
        <source>%1 U, %2 GPU positions, %3 cooled; %4</source>
        <translation>%1 HE, %2 GPU-Plätze, %3 gekühlt; %4</translation>
    </message>
    <message>
        <source>%1-GPU baseboard with %1 × %2</source>
        <translation>%1-GPU-Baseboard mit %1 × %2</translation>
    </message>
    <message>
        <source>the GPUs come on the board, never as single cards; %1</source>
        <translation>die GPUs sitzen auf dem Board, nie als einzelne Karten; %1</translation>
    </message>
    <message>
        <source>%1 W power supply</source>
        <translation>%1-W-Netzteil</translation>
    </message>
    <message>
        <source>%1 redundancy at %2 V; %3</source>
        <translation>Redundanz %1 an %2 V; %3</translation>
    </message>
    <message>
        <source>NVLink bridge for %1</source>
        <translation>NVLink-Brücke für %1</translation>
    </message>
    <message>
        <source>%1-GPU islands; %2</source>
        <translation>Inseln aus %1 GPUs; %2</translation>
    </message>
    <message>
        <source>%1 W</source>
        <translation>%1 W</translation>
    </message>
    <message>
        <source>GPUs</source>
        <translation>GPUs</translation>
    </message>
    <message>
        <source>CPUs</source>
        <translation>CPUs</translation>
    </message>
    <message>
        <source>NVMe drives</source>
        <translation>NVMe-Laufwerke</translation>
    </message>
    <message>
        <source>Network</source>
        <translation>Netzwerk</translation>
    </message>
    <message>
        <source>Board and BMC</source>
        <translation>Mainboard und BMC</translation>
    </message>
    <message>
        <source>Fans and regulators</source>
        <translation>Lüfter und Spannungswandler</translation>
    </message>
    <message>
        <source>Power, cooling and racks</source>
        <translation>Strom, Kühlung und Racks</translation>
    </message>
    <message>
        <source>No chassis in the catalog holds this build, so its power and racks are not planned; the advice says what does not fit and what to change.</source>
        <translation>Kein Gehäuse im Katalog nimmt diesen Aufbau auf, daher sind Strom und Racks nicht geplant; die Hinweise sagen, was nicht passt und was zu ändern ist.</translation>
    </message>
    <message>
        <source>%1 (%2 U, %3 cooled) at full load, part by part, against its power supplies; the heat and air it gives off; the racks for %4 at the site&apos;s limits of %5 kW and %6 U a rack, %7 cooled. Figures marked ⚠ are planning values or estimates without a vendor figure.</source>
        <translation>%1 (%2 HE, Kühlung: %3) unter Volllast, Teil für Teil, gegenüber seinen Netzteilen; die Wärme und Luft, die er abgibt; die Racks für %4 bei den Grenzen des Standorts von %5 kW und %6 HE je Rack, Kühlung: %7. Mit ⚠ markierte Werte sind Planungswerte oder Schätzungen ohne Herstellerangabe.</translation>
    </message>
    <message>
        <source>node</source>
        <translation>Knoten</translation>
    </message>
    <message>
        <source>nodes</source>
        <translation>Knoten</translation>
    </message>
    <message>
        <source>Parts together (DC)</source>
        <translation>Teile zusammen (DC)</translation>
    </message>
    <message>
        <source>what the power supplies deliver</source>
        <translation>was die Netzteile liefern</translation>
    </message>
    <message>
        <source>At the wall, full load</source>
        <translation>An der Steckdose, Volllast</translation>
    </message>
    <message>
        <source>÷ %1 supply efficiency</source>
        <translation>÷ %1 Wirkungsgrad der Netzteile</translation>
    </message>
    <message>
        <source>Typical</source>
        <translation>Typisch</translation>
    </message>
    <message>
        <source>× %1 of full load, sustained</source>
        <translation>× %1 der Volllast, dauerhaft</translation>
    </message>
    <message>
        <source>Part</source>
        <translation>Teil</translation>
    </message>
    <message>
        <source>Each</source>
        <translation>Je</translation>
    </message>
    <message>
        <source>Power</source>
        <translation>Leistung</translation>
    </message>
    <message>
        <source>Source</source>
        <translation>Quelle</translation>
    </message>
    <message>
        <source>Node power</source>
        <translation>Leistung je Knoten</translation>
    </message>
    <message>
        <source>Power supplies</source>
        <translation>Netzteile</translation>
    </message>
    <message>
        <source>%1 × %2, %3 at %4 V</source>
        <translation>%1 × %2, %3 bei %4 V</translation>
    </message>
    <message>
        <source>Heat</source>
        <translation>Wärme</translation>
    </message>
    <message>
        <source>%1 BTU/h</source>
        <translation>%1 BTU/h</translation>
    </message>
    <message>
        <source>Airflow</source>
        <translation>Luftstrom</translation>
    </message>
    <message>
        <source>%1 CFM (%2 m³/h) at a %3 °C rise</source>
        <translation>%1 CFM (%2 m³/h) bei %3 °C Erwärmung</translation>
    </message>
    <message>
        <source>Nodes per rack</source>
        <translation>Knoten je Rack</translation>
    </message>
    <message>
        <source>%1 (power allows %2, space %3)</source>
        <translation>%1 (Strom erlaubt %2, Platz %3)</translation>
    </message>
    <message>
        <source>Racks</source>
        <translation>Racks</translation>
    </message>
    <message>
        <source>Fullest rack</source>
        <translation>Vollstes Rack</translation>
    </message>
    <message>
        <source>%1 kW</source>
        <translation>%1 kW</translation>
    </message>
    <message>
        <source>Supplies, heat and racks</source>
        <translation>Netzteile, Wärme und Racks</translation>
    </message>
    <message>
        <source>How</source>
        <translation>Wie</translation>
    </message>
    <message>
        <source>liquid</source>
        <translation>Flüssigkeit</translation>
    </message>
    <message>
        <source>%1 × %2, TP %3</source>
        <translation>%1 × %2, TP %3</translation>
    </message>
    <message>
        <source>%1 nodes × %2 × %3, TP %4</source>
        <translation>%1 Knoten × %2 × %3, TP %4</translation>
    </message>
    <message>
        <source>none</source>
        <translation>keiner</translation>
    </message>
    <message>
        <source>Configurations considered</source>
        <translation>Geprüfte Konfigurationen</translation>
    </message>
    <message>
        <source>For this workload (%1 users, conversations of %2 tokens, the busiest hour of the traffic) KV Planner planned %3 configurations of the catalog&apos;s GPUs that this price list prices: GPUs per node, tensor parallelism, nodes, with and without a CPU tier. %4 pass the hardware rules and meet the service level at peak: TTFT p95 at most %5 ms, returning users&apos; TTFT p95 at most %6 ms, TPOT at most %7 ms. Prices as in this quote, from the same price list.</source>
        <translation>Für diese Last (%1 Nutzer, Unterhaltungen von %2 Token, die Spitzenstunde des Verkehrs) hat KV Planner %3 Konfigurationen mit den GPUs des Katalogs geplant, die diese Preisliste führt: GPUs je Knoten, Tensor-Parallelität, Knoten, mit und ohne CPU-Stufe. %4 erfüllen die Hardware-Regeln und den Service-Level zur Spitze: TTFT p95 höchstens %5 ms, TTFT p95 wiederkehrender Nutzer höchstens %6 ms, TPOT höchstens %7 ms. Preise wie in diesem Angebot, aus derselben Preisliste.</translation>
    </message>
    <message>
        <source>No configuration of the catalog meets the service level at peak for this workload within the nodes searched.</source>
        <translation>Keine Konfiguration des Katalogs erfüllt den Service-Level zur Spitze für diese Last innerhalb der durchsuchten Knotenzahlen.</translation>
    </message>
    <message>
        <source>CPU tier</source>
        <translation>CPU-Stufe</translation>
    </message>
    <message>
        <source>Price</source>
        <translation>Preis</translation>
    </message>
    <message>
        <source>TTFT p95</source>
        <translation>TTFT p95</translation>
    </message>
    <message>
        <source>TPOT</source>
        <translation>TPOT</translation>
    </message>
    <message>
        <source>%1 ms</source>
        <translation>%1 ms</translation>
    </message>
    <message>
        <source>What offloading saves</source>
        <translation>Was Offloading spart</translation>
    </message>
    <message>
        <source>Without offloading, the cheapest configuration that meets the service level is %1 for %2. With a CPU tier of %3 it is %4 for %5: offloading saves %6 (%7 %).</source>
        <translation>Ohne Offloading ist die günstigste Konfiguration, die den Service-Level erfüllt, %1 für %2. Mit einer CPU-Stufe von %3 ist es %4 für %5: Offloading spart %6 (%7 %).</translation>
    </message>
    <message>
        <source>Here offloading saves nothing: the cheapest configuration without a CPU tier (%1, %2) costs no more than the cheapest with one (%3, %4). The CPU tier still keeps returning users&apos; conversations warm.</source>
        <translation>Hier spart Offloading nichts: Die günstigste Konfiguration ohne CPU-Stufe (%1, %2) kostet nicht mehr als die günstigste mit einer (%3, %4). Die CPU-Stufe hält die Unterhaltungen wiederkehrender Nutzer dennoch warm.</translation>
    </message>
    <message>
        <source>No configuration without a CPU tier meets the service level within the nodes searched; the cheapest with one is %1 for %2.</source>
        <translation>Keine Konfiguration ohne CPU-Stufe erfüllt den Service-Level innerhalb der durchsuchten Knotenzahlen; die günstigste mit einer ist %1 für %2.</translation>
    </message>
    <message>
        <source>No configuration with a CPU tier meets the service level within the nodes searched; the cheapest without one is %1 for %2.</source>
        <translation>Keine Konfiguration mit CPU-Stufe erfüllt den Service-Level innerhalb der durchsuchten Knotenzahlen; die günstigste ohne ist %1 für %2.</translation>
    </message>
    <message>
        <source>This quote&apos;s configuration: %1 for %2.</source>
        <translation>Die Konfiguration dieses Angebots: %1 für %2.</translation>
    </message>
    <message>
        <source>air</source>
        <translation>Luft</translation>
    </message>
    <message>
        <source>The service level is checked at the load model&apos;s median figures, as the scenario asks (sla.at_median); its GPU family&apos;s published runs scatter around them (sizing rules §10).</source>
        <translation>Die Service-Ziele werden an den Medianwerten des Lastmodells geprüft, wie es das Szenario verlangt (sla.at_median); die veröffentlichten Messungen seiner GPU-Familie streuen um sie (Dimensionierungsregeln §10).</translation>
    </message>
    <message>
        <source>The service level is checked at the pessimistic end: each configuration&apos;s TTFT and TPOT times how much slower than the load model its GPU family&apos;s published runs came in, at the 90th percentile (sizing rules §10). The figures below are the model&apos;s medians.</source>
        <translation>Die Service-Ziele werden am pessimistischen Ende geprüft: TTFT und TPOT jeder Konfiguration mal dem Faktor, um den die veröffentlichten Messungen ihrer GPU-Familie langsamer waren als das Lastmodell, beim 90. Perzentil (Dimensionierungsregeln §10). Die Zahlen unten sind die Mediane des Modells.</translation>
    </message>
    <message>
        <source>What it costs to run</source>
        <translation>Was der Betrieb kostet</translation>
    </message>
    <message>
        <source>The electricity price is unset and its default is in EUR; set site.price_per_kwh in %1 to see what this server costs to run.</source>
        <translation>Der Strompreis ist nicht gesetzt und sein Standardwert ist in EUR; setzen Sie site.price_per_kwh in %1, um zu sehen, was der Betrieb dieses Servers kostet.</translation>
    </message>
    <message>
        <source>Electricity price</source>
        <translation>Strompreis</translation>
    </message>
    <message>
        <source>%1 per kWh</source>
        <translation>%1 je kWh</translation>
    </message>
    <message>
        <source>unset: the EU&apos;s non-household average (Eurostat nrg_pc_205, second half of 2023, excluding VAT)</source>
        <translation>nicht gesetzt: der EU-Durchschnitt für Nicht-Haushaltskunden (Eurostat nrg_pc_205, zweites Halbjahr 2023, ohne MwSt.)</translation>
    </message>
    <message>
        <source>the site&apos;s price (site.price_per_kwh)</source>
        <translation>der Preis des Standorts (site.price_per_kwh)</translation>
    </message>
    <message>
        <source>Energy a year</source>
        <translation>Energie im Jahr</translation>
    </message>
    <message>
        <source>%1 kWh</source>
        <translation>%1 kWh</translation>
    </message>
    <message>
        <source>Energy cost a year</source>
        <translation>Energiekosten im Jahr</translation>
    </message>
    <message>
        <source>With the hardware</source>
        <translation>Mit der Hardware</translation>
    </message>
    <message>
        <source>%1 a year</source>
        <translation>%1 im Jahr</translation>
    </message>
    <message>
        <source>%1 net ÷ %2 years of warranty + %3 of energy</source>
        <translation>%1 netto ÷ %2 Jahre Garantie + %3 Energie</translation>
    </message>
    <message>
        <source>Output tokens a year</source>
        <translation>Ausgabe-Tokens im Jahr</translation>
    </message>
    <message>
        <source>Energy per million output tokens</source>
        <translation>Energie je Million Ausgabe-Tokens</translation>
    </message>
    <message>
        <source>Energy and hardware per million output tokens</source>
        <translation>Energie und Hardware je Million Ausgabe-Tokens</translation>
    </message>
    <message>
        <source>%1 a year ÷ (%2 tokens ÷ 1,000,000)</source>
        <translation>%1 im Jahr ÷ (%2 Tokens ÷ 1.000.000)</translation>
    </message>
    <message>
        <source>The nodes at their typical draw around the clock (8,760 hours), the bill&apos;s net total spread evenly over the extended warranty, tokens of the traffic&apos;s 365 days: neither idle hours, cooling, nor financing are counted.</source>
        <translation>Die Knoten mit ihrer typischen Leistungsaufnahme rund um die Uhr (8.760 Stunden), die Nettosumme der Stückliste gleichmäßig über die erweiterte Garantie verteilt, Tokens aus 365 Tagen des Verkehrs: Leerlaufstunden, Kühlung und Finanzierung sind nicht gerechnet.</translation>
    </message>
    <message>
        <source>The nodes at their typical draw around the clock (8,760 hours) and the bill&apos;s net total spread evenly over the extended warranty: neither idle hours, cooling, nor financing are counted.</source>
        <translation>Die Knoten mit ihrer typischen Leistungsaufnahme rund um die Uhr (8.760 Stunden) und die Nettosumme der Stückliste gleichmäßig über die erweiterte Garantie verteilt: Leerlaufstunden, Kühlung und Finanzierung sind nicht gerechnet.</translation>
    </message>
    <message>
        <source>The nodes at their typical draw around the clock (8,760 hours), tokens of the traffic&apos;s 365 days: neither idle hours nor cooling are counted.</source>
        <translation>Die Knoten mit ihrer typischen Leistungsaufnahme rund um die Uhr (8.760 Stunden), Tokens aus 365 Tagen des Verkehrs: Leerlaufstunden und Kühlung sind nicht gerechnet.</translation>
    </message>
    <message>
        <source>The nodes at their typical draw around the clock (8,760 hours): neither idle hours nor cooling are counted.</source>
        <translation>Die Knoten mit ihrer typischen Leistungsaufnahme rund um die Uhr (8.760 Stunden): Leerlaufstunden und Kühlung sind nicht gerechnet.</translation>
    </message>
    <message>
        <source>No configuration was searched: %1</source>
        <translation>Keine Konfiguration wurde durchsucht: %1</translation>
    </message>
</context>
<context>
    <name>kvp::ui::report</name>
    <message>
        <source>CPU tier (sizing-model §3)</source>
        <translation>CPU-Stufe (Dimensionierungsmodell §3)</translation>
    </message>
    <message>
        <source>CPU tier</source>
        <translation>CPU-Stufe</translation>
    </message>
    <message>
        <source>off</source>
        <translation>aus</translation>
    </message>
    <message>
        <source>offloading is disabled</source>
        <translation>Auslagerung ist abgeschaltet</translation>
    </message>
    <message>
        <source>Per node</source>
        <translation>Je Knoten</translation>
    </message>
    <message>
        <source>In total</source>
        <translation>Insgesamt</translation>
    </message>
    <message>
        <source>Per instance</source>
        <translation>Je Instanz</translation>
    </message>
    <message>
        <source>Against the GPU cache</source>
        <translation>Gegenüber dem GPU-Cache</translation>
    </message>
    <message>
        <source>larger ✓</source>
        <translation>größer ✓</translation>
    </message>
    <message>
        <source>not larger ✗</source>
        <translation>nicht größer ✗</translation>
    </message>
    <message>
        <source>%1 per instance on the GPUs</source>
        <translation>%1 je Instanz auf den GPUs</translation>
    </message>
    <message>
        <source>Users warm in CPU memory</source>
        <translation>Nutzer warm im CPU-Arbeitsspeicher</translation>
    </message>
    <message>
        <source>%1 of %2 not on GPUs</source>
        <translation>%1 der %2 nicht auf GPUs</translation>
    </message>
    <message>
        <source>Users not kept warm</source>
        <translation>Nicht warm gehaltene Nutzer</translation>
    </message>
    <message>
        <source>Pinned host memory</source>
        <translation>Gepinnter Arbeitsspeicher</translation>
    </message>
    <message>
        <source>engine host-memory factor %1</source>
        <translation>Host-Speicherfaktor der Engine %1</translation>
    </message>
    <message>
        <source>GPU KV cache (sizing-model §2)</source>
        <translation>KV-Cache im Grafikspeicher (Dimensionierungsmodell §2)</translation>
    </message>
    <message>
        <source>KV cache per card</source>
        <translation>KV-Cache je Karte</translation>
    </message>
    <message>
        <source>vLLM block pool</source>
        <translation>vLLM-Blockpool</translation>
    </message>
    <message>
        <source>%1 blocks of %2</source>
        <translation>%1 Blöcke zu %2</translation>
    </message>
    <message>
        <source>; %1 groups of %2 layers, %3 of them padding</source>
        <translation>; %1 Gruppen zu %2 Schichten, %3 davon Auffüllung</translation>
    </message>
    <message>
        <source>Engine reserve per conversation</source>
        <translation>Engine-Reserve je Konversation</translation>
    </message>
    <message>
        <source>%1 per rank</source>
        <translation>%1 je Rang</translation>
    </message>
    <message>
        <source>%1 blocks: </source>
        <translation>%1 Blöcke: </translation>
    </message>
    <message>
        <source>vLLM &quot;GPU KV cache size&quot;</source>
        <translation>vLLM „GPU KV cache size“</translation>
    </message>
    <message>
        <source>%1 tokens per instance</source>
        <translation>%1 Tokens je Instanz</translation>
    </message>
    <message>
        <source>vLLM &quot;Maximum concurrency&quot;</source>
        <translation>vLLM „Maximum concurrency“</translation>
    </message>
    <message>
        <source>%1x</source>
        <translation>%1x</translation>
    </message>
    <message>
        <source>for %1 tokens per request (capacity model %2)</source>
        <translation>für %1 Tokens je Anfrage (Kapazitätsmodell %2)</translation>
    </message>
    <message>
        <source>%1 blocks of %2 tokens</source>
        <translation>%1 Blöcke zu %2 Tokens</translation>
    </message>
    <message>
        <source>Conversations on GPUs</source>
        <translation>Konversationen auf GPUs</translation>
    </message>
    <message>
        <source>%1 per instance, %2 per node, %3 on %4 nodes</source>
        <translation>%1 je Instanz, %2 je Knoten, %3 auf %4 Knoten</translation>
    </message>
    <message>
        <source>%1 per instance, %2 in total</source>
        <translation>%1 je Instanz, %2 insgesamt</translation>
    </message>
    <message>
        <source>Users not resident on GPUs</source>
        <translation>Nicht auf GPUs liegende Nutzer</translation>
    </message>
    <message>
        <source>%1 of %2</source>
        <translation>%1 von %2</translation>
    </message>
    <message>
        <source>Inputs</source>
        <translation>Eingaben</translation>
    </message>
    <message>
        <source>Model</source>
        <translation>Modell</translation>
    </message>
    <message>
        <source>%1 layers, %2 KV heads, head_dim %3; weights %4 GiB</source>
        <translation>%1 Schichten, %2 KV-Köpfe, head_dim %3; Gewichte %4 GiB</translation>
    </message>
    <message>
        <source>%1 layers: %2; weights %3 GiB</source>
        <translation>%1 Schichten: %2; Gewichte %3 GiB</translation>
    </message>
    <message>
        <source>KV-cache dtype</source>
        <translation>KV-Cache-Datentyp</translation>
    </message>
    <message>
        <source>GPUs per node</source>
        <translation>GPUs je Knoten</translation>
    </message>
    <message>
        <source>%1 × %2</source>
        <translation>%1 × %2</translation>
    </message>
    <message>
        <source>%1 GiB reported to CUDA, %2 GB marketed, PCIe Gen%3 x%4</source>
        <translation>%1 GiB laut CUDA, %2 GB laut Datenblatt, PCIe Gen%3 x%4</translation>
    </message>
    <message>
        <source>Serving</source>
        <translation>Betrieb</translation>
    </message>
    <message>
        <source>TP %1 → %2</source>
        <translation>TP %1 → %2</translation>
    </message>
    <message>
        <source>gpu_memory_utilization %1, overhead %2 GiB, capacity model %3</source>
        <translation>gpu_memory_utilization %1, Overhead %2 GiB, Kapazitätsmodell %3</translation>
    </message>
    <message>
        <source>Host</source>
        <translation>Host</translation>
    </message>
    <message>
        <source>CPU</source>
        <translation>CPU</translation>
    </message>
    <message>
        <source>%1 channels per socket, %2 MT/s at 1 DIMM per channel, %3 MT/s at 2</source>
        <translation>%1 Kanäle je Sockel, %2 MT/s bei 1 DIMM je Kanal, %3 MT/s bei 2</translation>
    </message>
    <message>
        <source>%1 channels per socket, 1 DIMM per channel at %2 MT/s</source>
        <translation>%1 Kanäle je Sockel, 1 DIMM je Kanal bei %2 MT/s</translation>
    </message>
    <message>
        <source>Workload</source>
        <translation>Last</translation>
    </message>
    <message>
        <source>%1 users × %2 tokens</source>
        <translation>%1 Nutzer × %2 Tokens</translation>
    </message>
    <message>
        <source>%1 new conversations a day</source>
        <translation>%1 neue Konversationen am Tag</translation>
    </message>
    <message>
        <source>KV cache per token and per conversation (sizing-model §1)</source>
        <translation>KV-Cache je Token und je Konversation (Dimensionierungsmodell §1)</translation>
    </message>
    <message>
        <source>KV per token</source>
        <translation>KV je Token</translation>
    </message>
    <message>
        <source>KV per token per rank</source>
        <translation>KV je Token je Rang</translation>
    </message>
    <message>
        <source>MLA: the whole latent on every rank</source>
        <translation>MLA: der ganze Latent auf jedem Rang</translation>
    </message>
    <message>
        <source>%1 per rank, replicated</source>
        <translation>%1 je Rang, repliziert</translation>
    </message>
    <message>
        <source>Sliding-window layers</source>
        <translation>Sliding-Window-Schichten</translation>
    </message>
    <message>
        <source>%1 per conversation</source>
        <translation>%1 je Konversation</translation>
    </message>
    <message>
        <source>Linear-attention state</source>
        <translation>Zustand der Linear-Attention</translation>
    </message>
    <message>
        <source>Per conversation</source>
        <translation>Je Konversation</translation>
    </message>
    <message>
        <source>System memory (sizing-model §4)</source>
        <translation>Arbeitsspeicher (Dimensionierungsmodell §4)</translation>
    </message>
    <message>
        <source>Nodes</source>
        <translation>Knoten</translation>
    </message>
    <message>
        <source>%1, %2 users each</source>
        <translation>%1, je %2 Nutzer</translation>
    </message>
    <message>
        <source>host.nodes = %1</source>
        <translation>host.nodes = %1</translation>
    </message>
    <message>
        <source>all %1 users would need %2 in one node, at most %3</source>
        <translation>alle %1 Nutzer bräuchten %2 in einem Knoten, höchstens %3</translation>
    </message>
    <message>
        <source>Required per node</source>
        <translation>Benötigt je Knoten</translation>
    </message>
    <message>
        <source>Required</source>
        <translation>Benötigt</translation>
    </message>
    <message>
        <source>Largest socket need</source>
        <translation>Größter Bedarf eines Sockels</translation>
    </message>
    <message>
        <source>%1 MT/s</source>
        <translation>%1 MT/s</translation>
    </message>
    <message>
        <source> (%1 MT/s at 1 DIMM per channel)</source>
        <translation> (%1 MT/s bei 1 DIMM je Kanal)</translation>
    </message>
    <message>
        <source>DIMM layout per node</source>
        <translation>DIMM-Bestückung je Knoten</translation>
    </message>
    <message>
        <source>DIMM layout</source>
        <translation>DIMM-Bestückung</translation>
    </message>
    <message>
        <source>%1 × %2 GB = %3 GB</source>
        <translation>%1 × %2 GB = %3 GB</translation>
    </message>
    <message>
        <source>%1: %2 × %3 channels, %4 per channel, %5</source>
        <translation>%1: %2 × %3 Kanäle, %4 je Kanal, %5</translation>
    </message>
    <message>
        <source>host</source>
        <translation>Host</translation>
    </message>
    <message>
        <source>Beside the buffer</source>
        <translation>Neben dem Puffer</translation>
    </message>
    <message>
        <source>Baseline layout</source>
        <translation>Grundbestückung</translation>
    </message>
    <message>
        <source>would leave %1 beside the buffer</source>
        <translation>ließe %1 neben dem Puffer</translation>
    </message>
    <message>
        <source>would not hold the %1 buffer</source>
        <translation>fasste den Puffer von %1 nicht</translation>
    </message>
    <message>
        <source>Socket %1</source>
        <translation>Sockel %1</translation>
    </message>
    <message>
        <source>%1 × %2 GB = %3</source>
        <translation>%1 × %2 GB = %3</translation>
    </message>
    <message>
        <source>GPUs %1, instances %2: buffers %3 + reserve share %4; %5 free%6</source>
        <translation>GPUs %1, Instanzen %2: Puffer %3 + Reserveanteil %4; %5 frei%6</translation>
    </message>
    <message>
        <source>none</source>
        <translation>keine</translation>
    </message>
    <message>
        <source> — over budget</source>
        <translation> — über dem Budget</translation>
    </message>
    <message>
        <source>none holds it</source>
        <translation>keine fasst es</translation>
    </message>
    <message>
        <source>the largest layout of a node is %1</source>
        <translation>die größte Bestückung eines Knotens ist %1</translation>
    </message>
    <message>
        <source>NUMA placement (sizing-model §4)</source>
        <translation>NUMA-Platzierung (Dimensionierungsmodell §4)</translation>
    </message>
    <message>
        <source>%1 %2 on %3 %4</source>
        <translation>%1 %2 an %3 %4</translation>
    </message>
    <message>
        <source>GPU</source>
        <translation>GPU</translation>
    </message>
    <message>
        <source>GPUs</source>
        <translation>GPUs</translation>
    </message>
    <message>
        <source>socket</source>
        <translation>Sockel</translation>
    </message>
    <message>
        <source>sockets</source>
        <translation>Sockeln</translation>
    </message>
    <message>
        <source>Instance %1</source>
        <translation>Instanz %1</translation>
    </message>
    <message>
        <source>NUMA nodes</source>
        <translation>NUMA-Knoten</translation>
    </message>
    <message>
        <source>one per socket</source>
        <translation>einer je Sockel</translation>
    </message>
    <message>
        <source>AMD NPS1 / Intel SNC off assumed; check each card&apos;s node with nvidia-smi topo -m</source>
        <translation>AMD NPS1 / Intel SNC aus angenommen; den Knoten jeder Karte mit nvidia-smi topo -m prüfen</translation>
    </message>
    <message>
        <source>NVMe tier (sizing-model §6)</source>
        <translation>NVMe-Stufe (Dimensionierungsmodell §6)</translation>
    </message>
    <message>
        <source>NVMe tier</source>
        <translation>NVMe-Stufe</translation>
    </message>
    <message>
        <source>Writes per day per node</source>
        <translation>Schreibmenge am Tag je Knoten</translation>
    </message>
    <message>
        <source>Writes per day</source>
        <translation>Schreibmenge am Tag</translation>
    </message>
    <message>
        <source>Drives</source>
        <translation>Laufwerke</translation>
    </message>
    <message>
        <source>%1 TB each, %2 DWPD, %3-year warranty, %4 GB/s read</source>
        <translation>je %1 TB, %2 DWPD, %3 Jahre Garantie, %4 GB/s Lesen</translation>
    </message>
    <message>
        <source>Endurance budget</source>
        <translation>Schreibbudget</translation>
    </message>
    <message>
        <source>%1 a day, %2 % used</source>
        <translation>%1 am Tag, %2 % genutzt</translation>
    </message>
    <message>
        <source>Wear-out</source>
        <translation>Verschleiß</translation>
    </message>
    <message>
        <source>never (nothing written)</source>
        <translation>nie (nichts geschrieben)</translation>
    </message>
    <message>
        <source>%1 years</source>
        <translation>%1 Jahre</translation>
    </message>
    <message>
        <source>To last the warranty</source>
        <translation>Um die Garantiezeit zu halten</translation>
    </message>
    <message>
        <source>%1 of these drives, or %2 DWPD</source>
        <translation>%1 dieser Laufwerke oder %2 DWPD</translation>
    </message>
    <message>
        <source>writes within drives × capacity × DWPD a day: </source>
        <translation>Schreibmenge innerhalb Laufwerke × Kapazität × DWPD am Tag: </translation>
    </message>
    <message>
        <source>Capacity</source>
        <translation>Kapazität</translation>
    </message>
    <message>
        <source>%1 needed, %2 installed</source>
        <translation>%1 benötigt, %2 eingebaut</translation>
    </message>
    <message>
        <source>Reload from NVMe</source>
        <translation>Nachladen von NVMe</translation>
    </message>
    <message>
        <source>staged through CPU memory: </source>
        <translation>über den CPU-Arbeitsspeicher: </translation>
    </message>
    <message>
        <source>PCIe, bandwidth and reload time (sizing-model §5)</source>
        <translation>PCIe, Bandbreite und Nachladezeit (Dimensionierungsmodell §5)</translation>
    </message>
    <message>
        <source>(measured on an H200)</source>
        <translation>(gemessen auf einer H200)</translation>
    </message>
    <message>
        <source>(H200 curve; Gen%1 assumed to reach Gen5&apos;s %2 % of nominal, not measured)</source>
        <translation>(H200-Kurve; für Gen%1 werden wie bei Gen5 %2 % der Nennrate angenommen, nicht gemessen)</translation>
    </message>
    <message>
        <source>(H200 curve scaled to Gen%1&apos;s measured %2 % of nominal)</source>
        <translation>(H200-Kurve skaliert auf die gemessenen %2 % der Nennrate von Gen%1)</translation>
    </message>
    <message>
        <source>Link per card</source>
        <translation>Anbindung je Karte</translation>
    </message>
    <message>
        <source>Gen%1 x%2, %3 GB/s nominal per direction</source>
        <translation>Gen%1 x%2, %3 GB/s nominal je Richtung</translation>
    </message>
    <message>
        <source> (Gen%1 card in a Gen%2 host)</source>
        <translation> (Gen%1-Karte in einem Gen%2-Host)</translation>
    </message>
    <message>
        <source>%1 blocks reach %2 % of it %3: %4 GB/s</source>
        <translation>Blöcke von %1 erreichen %2 % davon %3: %4 GB/s</translation>
    </message>
    <message>
        <source>Reload one conversation</source>
        <translation>Eine Konversation nachladen</translation>
    </message>
    <message>
        <source>%1 at the nominal rate; </source>
        <translation>%1 bei Nennrate; </translation>
    </message>
    <message>
        <source>Socket %1 links</source>
        <translation>Anbindungen von Sockel %1</translation>
    </message>
    <message>
        <source>%1 of %2 GB/s (%3 %)</source>
        <translation>%1 von %2 GB/s (%3 %)</translation>
    </message>
    <message>
        <source>%1 × %2 GB/s against %3 channels × %4 MT/s × 8 B; both directions at once %5 GB/s</source>
        <translation>%1 × %2 GB/s gegenüber %3 Kanälen × %4 MT/s × 8 B; beide Richtungen zugleich %5 GB/s</translation>
    </message>
    <message>
        <source>PCIe lanes</source>
        <translation>PCIe-Lanes</translation>
    </message>
    <message>
        <source>%1 GPUs × x%2 + %3 NVMe drives × x4</source>
        <translation>%1 GPUs × x%2 + %3 NVMe-Laufwerke × x4</translation>
    </message>
    <message>
        <source>%1 GPUs × x%2</source>
        <translation>%1 GPUs × x%2</translation>
    </message>
    <message>
        <source>Pinned allocation at start</source>
        <translation>Gepinnte Zuteilung beim Start</translation>
    </message>
    <message>
        <source>per instance; </source>
        <translation>je Instanz; </translation>
    </message>
    <message>
        <source>; catalog %1</source>
        <translation>; Katalog %1</translation>
    </message>
    <message>
        <source> (simulated %1)</source>
        <translation> (simuliert %1)</translation>
    </message>
    <message>
        <source>Time to first token for a returning user (sizing-model §7)</source>
        <translation>Zeit bis zum ersten Token für einen wiederkehrenden Nutzer (Dimensionierungsmodell §7)</translation>
    </message>
    <message>
        <source>Time to first token</source>
        <translation>Zeit bis zum ersten Token</translation>
    </message>
    <message>
        <source>not estimated</source>
        <translation>nicht geschätzt</translation>
    </message>
    <message>
        <source>needs the model&apos;s parameters and the GPU&apos;s dense TFLOPS; see the advice</source>
        <translation>braucht die Parameter des Modells und die dichten TFLOPS der GPU; siehe Hinweise</translation>
    </message>
    <message>
        <source>Prefill estimate</source>
        <translation>Prefill-Schätzung</translation>
    </message>
    <message>
        <source>%1 billion parameters at %2 %3 TFLOPS × MFU %4</source>
        <translation>%1 Milliarden Parameter bei %2 %3 TFLOPS × MFU %4</translation>
    </message>
    <message>
        <source>one GPU per instance</source>
        <translation>eine GPU je Instanz</translation>
    </message>
    <message>
        <source>%1 GPUs per instance</source>
        <translation>%1 GPUs je Instanz</translation>
    </message>
    <message>
        <source>; the textbook estimate 2 × parameters × tokens + attention (no engine publishes a TTFT formula), never faster than reading the weights once (%1)</source>
        <translation>; die Lehrbuchschätzung 2 × Parameter × Tokens + Attention (keine Engine veröffentlicht eine TTFT-Formel), nie schneller als ein einmaliges Lesen der Gewichte (%1)</translation>
    </message>
    <message>
        <source>Returning prompt</source>
        <translation>Prompt bei Rückkehr</translation>
    </message>
    <message>
        <source>%1 tokens</source>
        <translation>%1 Tokens</translation>
    </message>
    <message>
        <source>%1 cached + %2 new</source>
        <translation>%1 im Cache + %2 neu</translation>
    </message>
    <message>
        <source>From the GPU (prefix hit)</source>
        <translation>Von der GPU (Präfix-Treffer)</translation>
    </message>
    <message>
        <source>From the CPU tier</source>
        <translation>Aus der CPU-Stufe</translation>
    </message>
    <message>
        <source>%1, %2× faster than recomputing</source>
        <translation>%1, %2× schneller als Neuberechnen</translation>
    </message>
    <message>
        <source>; reload: </source>
        <translation>; Nachladen: </translation>
    </message>
    <message>
        <source>From NVMe</source>
        <translation>Von NVMe</translation>
    </message>
    <message>
        <source>; read: </source>
        <translation>; Lesen: </translation>
    </message>
    <message>
        <source>Recomputed (miss)</source>
        <translation>Neu berechnet (Fehltreffer)</translation>
    </message>
    <message>
        <source>; FLOPs: </source>
        <translation>; FLOPs: </translation>
    </message>
    <message>
        <source> / CPU</source>
        <translation> / CPU</translation>
    </message>
    <message>
        <source> / NVMe</source>
        <translation> / NVMe</translation>
    </message>
    <message>
        <source> / recompute</source>
        <translation> / Neuberechnung</translation>
    </message>
    <message>
        <source>%1-token prompt</source>
        <translation>Prompt mit %1 Tokens</translation>
    </message>
    <message>
        <source>; CPU hit %1× faster</source>
        <translation>; CPU-Treffer %1× schneller</translation>
    </message>
    <message>
        <source>Hit rates per tier (sizing rules §7a)</source>
        <translation>Trefferquoten je Stufe (Dimensionierungsregeln §7a)</translation>
    </message>
    <message>
        <source>Traffic</source>
        <translation>Verkehr</translation>
    </message>
    <message>
        <source>not described</source>
        <translation>nicht beschrieben</translation>
    </message>
    <message>
        <source>add a traffic section (docs/scenario-format.md) or a preset: --workload chat-assistant, coding-agent or rag-shared-documents</source>
        <translation>einen Abschnitt traffic (docs/scenario-format.md) oder eine Vorlage ergänzen: --workload chat-assistant, coding-agent oder rag-shared-documents</translation>
    </message>
    <message>
        <source>%1 s between turns, %2 resume an earlier conversation, %3 tokens a turn, %4 shared, over %5 hours</source>
        <translation>%1 s zwischen Runden, %2 setzen eine frühere Konversation fort, %3 Tokens je Runde, %4 gemeinsam, über %5 Stunden</translation>
    </message>
    <message>
        <source> (preset %1)</source>
        <translation> (Vorlage %1)</translation>
    </message>
    <message>
        <source>%1 users × %2 conversations a day × %3 turns</source>
        <translation>%1 Nutzer × %2 Konversationen am Tag × %3 Runden</translation>
    </message>
    <message>
        <source>Requests</source>
        <translation>Anfragen</translation>
    </message>
    <message>
        <source>%1 a day</source>
        <translation>%1 am Tag</translation>
    </message>
    <message>
        <source>idle between a user&apos;s conversations: </source>
        <translation>Ruhezeit zwischen den Konversationen eines Nutzers: </translation>
    </message>
    <message>
        <source>everything</source>
        <translation>alles</translation>
    </message>
    <message>
        <source>GPU %1</source>
        <translation>GPU %1</translation>
    </message>
    <message>
        <source>, CPU %1 per instance</source>
        <translation>, CPU %1 je Instanz</translation>
    </message>
    <message>
        <source>, CPU %1</source>
        <translation>, CPU %1</translation>
    </message>
    <message>
        <source>; NVMe %1 per node</source>
        <translation>; NVMe %1 je Knoten</translation>
    </message>
    <message>
        <source>, NVMe %1</source>
        <translation>, NVMe %1</translation>
    </message>
    <message>
        <source>Tiers</source>
        <translation>Stufen</translation>
    </message>
    <message>
        <source>hold what was touched within: %1 (LRU, inclusive%2)</source>
        <translation>halten, was berührt wurde innerhalb: %1 (LRU, inklusiv%2)</translation>
    </message>
    <message>
        <source>, KV-aware routing</source>
        <translation>, KV-bewusstes Routing</translation>
    </message>
    <message>
        <source>, no KV-aware routing</source>
        <translation>, kein KV-bewusstes Routing</translation>
    </message>
    <message>
        <source>From the GPU</source>
        <translation>Von der GPU</translation>
    </message>
    <message>
        <source>Missed (recomputed)</source>
        <translation>Verfehlt (neu berechnet)</translation>
    </message>
    <message>
        <source>returning requests no tier still held</source>
        <translation>wiederkehrende Anfragen, die keine Stufe mehr hielt</translation>
    </message>
    <message>
        <source>New conversations</source>
        <translation>Neue Konversationen</translation>
    </message>
    <message>
        <source>first turns with nothing of the user&apos;s to reuse</source>
        <translation>erste Runden ohne Wiederverwendbares des Nutzers</translation>
    </message>
    <message>
        <source>%1 of prompt tokens</source>
        <translation>%1 der Prompt-Tokens</translation>
    </message>
    <message>
        <source>Prefill saved</source>
        <translation>Gesparter Prefill</translation>
    </message>
    <message>
        <source>; the shared prefix counts as the GPU&apos;s</source>
        <translation>; das gemeinsame Präfix zählt zur GPU</translation>
    </message>
    <message>
        <source>%1 of prefill FLOPs</source>
        <translation>%1 der Prefill-FLOPs</translation>
    </message>
    <message>
        <source>Prefill compute saved</source>
        <translation>Gesparte Prefill-Rechenleistung</translation>
    </message>
    <message>
        <source>Simulation</source>
        <translation>Simulation</translation>
    </message>
    <message>
        <source>%1 requests, seed %2</source>
        <translation>%1 Anfragen, Seed %2</translation>
    </message>
    <message>
        <source>a day of %1 h counted after a warm-up day; %2 users%3</source>
        <translation>ein Tag von %1 h, gezählt nach einem Aufwärmtag; %2 Nutzer%3</translation>
    </message>
    <message>
        <source> of one node (the nodes are alike)</source>
        <translation> eines Knotens (die Knoten sind gleich)</translation>
    </message>
    <message>
        <source>not run</source>
        <translation>nicht ausgeführt</translation>
    </message>
    <message>
        <source>closed form only (see the advice when it was skipped)</source>
        <translation>nur geschlossene Form (siehe Hinweise, warum übersprungen)</translation>
    </message>
    <message>
        <source>one copy of the MLA latent for all ranks (vLLM replicated_layout: pure MLA, TP only, one node)</source>
        <translation>eine Kopie des MLA-Latents für alle Ränge (vLLM replicated_layout: reines MLA, nur TP, ein Knoten)</translation>
    </message>
    <message>
        <source>every rank&apos;s copy of the MLA latent: this vLLM release predates the single-copy layout</source>
        <translation>eine Kopie des MLA-Latents je Rang: Diese vLLM-Version ist älter als das Layout mit nur einer Kopie</translation>
    </message>
    <message>
        <source>every rank&apos;s copy: only a pure-MLA model gets the single-copy layout</source>
        <translation>eine Kopie je Rang: Nur ein reines MLA-Modell erhält das Layout mit nur einer Kopie</translation>
    </message>
    <message>
        <source>Conversations it holds</source>
        <translation>Konversationen, die sie fasst</translation>
    </message>
    <message>
        <source>%1 per instance</source>
        <translation>%1 je Instanz</translation>
    </message>
    <message>
        <source>Copies of a block</source>
        <translation>Kopien eines Blocks</translation>
    </message>
    <message>
        <source>auto → %1</source>
        <translation>automatisch → %1</translation>
    </message>
    <message>
        <source>p50 %1, p95 %2, p99 %3</source>
        <translation>p50 %1, p95 %2, p99 %3</translation>
    </message>
    <message>
        <source>met</source>
        <translation>erfüllt</translation>
    </message>
    <message>
        <source>missed</source>
        <translation>verfehlt</translation>
    </message>
    <message>
        <source>Load at peak (sizing rules §10)</source>
        <translation>Last zur Spitzenzeit (Dimensionierungsregeln §10)</translation>
    </message>
    <message>
        <source>Load at peak</source>
        <translation>Last zur Spitzenzeit</translation>
    </message>
    <message>
        <source>needs the prefill estimate (§7) and the GPU&apos;s memory bandwidth; see the advice</source>
        <translation>braucht die Prefill-Schätzung (§7) und die Speicherbandbreite der GPU; siehe Hinweise</translation>
    </message>
    <message>
        <source>simulated</source>
        <translation>simuliert</translation>
    </message>
    <message>
        <source>closed form</source>
        <translation>geschlossene Form</translation>
    </message>
    <message>
        <source>Pattern</source>
        <translation>Muster</translation>
    </message>
    <message>
        <source>benchmark: %1 requests of %2 tokens in, %3 out</source>
        <translation>Benchmark: %1 Anfragen mit %2 Tokens Eingabe, %3 Ausgabe</translation>
    </message>
    <message>
        <source>at most %1 in flight</source>
        <translation>höchstens %1 gleichzeitig</translation>
    </message>
    <message>
        <source>no concurrency limit</source>
        <translation>keine Begrenzung gleichzeitiger Anfragen</translation>
    </message>
    <message>
        <source>Busiest hour</source>
        <translation>Spitzenstunde</translation>
    </message>
    <message>
        <source>%1 requests/s on each of %2 instances</source>
        <translation>%1 Anfragen/s auf jeder von %2 Instanzen</translation>
    </message>
    <message>
        <source>%1× the mean of the active hours%2</source>
        <translation>%1× das Mittel der aktiven Stunden%2</translation>
    </message>
    <message>
        <source>; the traffic section&apos;s defaults</source>
        <translation>; Standardwerte des Abschnitts traffic</translation>
    </message>
    <message>
        <source>Returning users&apos; TTFT</source>
        <translation>TTFT wiederkehrender Nutzer</translation>
    </message>
    <message>
        <source>Time per output token</source>
        <translation>Zeit je Ausgabetoken</translation>
    </message>
    <message>
        <source>Throughput</source>
        <translation>Durchsatz</translation>
    </message>
    <message>
        <source>%1 requests/s, %2 output tokens/s</source>
        <translation>%1 Anfragen/s, %2 Ausgabetokens/s</translation>
    </message>
    <message>
        <source>one instance</source>
        <translation>eine Instanz</translation>
    </message>
    <message>
        <source>over all instances</source>
        <translation>über alle Instanzen</translation>
    </message>
    <message>
        <source>GPU busy</source>
        <translation>GPU-Auslastung</translation>
    </message>
    <message>
        <source>%1 requests decoding per step on average; %2 queued before admission</source>
        <translation>im Mittel %1 Anfragen je Decode-Schritt; %2 Wartezeit vor der Aufnahme</translation>
    </message>
    <message>
        <source>Closed form</source>
        <translation>Geschlossene Form</translation>
    </message>
    <message>
        <source>TTFT p95 %1, TPOT %2</source>
        <translation>TTFT p95 %1, TPOT %2</translation>
    </message>
    <message>
        <source>beside the simulation</source>
        <translation>neben der Simulation</translation>
    </message>
    <message>
        <source>SLA</source>
        <translation>SLA</translation>
    </message>
    <message>
        <source>TTFT p95 ≤ %1 (%2), returning ≤ %3 (%4), TPOT ≤ %5 (%6)</source>
        <translation>TTFT p95 ≤ %1 (%2), wiederkehrend ≤ %3 (%4), TPOT ≤ %5 (%6)</translation>
    </message>
    <message>
        <source>each rank stores its own heads&apos; share of every block</source>
        <translation>jeder Rang speichert den Anteil seiner eigenen Köpfe an jedem Block</translation>
    </message>
    <message>
        <source>every rank stores its own copy</source>
        <translation>jeder Rang speichert seine eigene Kopie</translation>
    </message>
    <message>
        <source>%1 W</source>
        <translation>%1 W</translation>
    </message>
    <message>
        <source>source: %1</source>
        <translation>Quelle: %1</translation>
    </message>
    <message>
        <source>source: catalog %1</source>
        <translation>Quelle: Katalog %1</translation>
    </message>
    <message>
        <source>source: catalog %1, %2</source>
        <translation>Quelle: Katalog %1, %2</translation>
    </message>
    <message>
        <source> (⚠ unconfirmed: %1)</source>
        <translation> (⚠ unbestätigt: %1)</translation>
    </message>
    <message>
        <source>Power: GPUs</source>
        <translation>Leistung: GPUs</translation>
    </message>
    <message>
        <source>Power: CPUs</source>
        <translation>Leistung: CPUs</translation>
    </message>
    <message>
        <source>Power: DIMMs</source>
        <translation>Leistung: DIMMs</translation>
    </message>
    <message>
        <source>Power: NVMe drives</source>
        <translation>Leistung: NVMe-Laufwerke</translation>
    </message>
    <message>
        <source>Power: network</source>
        <translation>Leistung: Netzwerk</translation>
    </message>
    <message>
        <source>Power: board and BMC</source>
        <translation>Leistung: Mainboard und BMC</translation>
    </message>
    <message>
        <source>Power: fans and regulators</source>
        <translation>Leistung: Lüfter und Spannungswandler</translation>
    </message>
    <message>
        <source>Chassis</source>
        <translation>Gehäuse</translation>
    </message>
    <message>
        <source>%1, %2 U</source>
        <translation>%1, %2 HE</translation>
    </message>
    <message>
        <source>pinned in the scenario</source>
        <translation>im Szenario festgelegt</translation>
    </message>
    <message>
        <source>the catalog&apos;s best fit</source>
        <translation>im Katalog am besten passend</translation>
    </message>
    <message>
        <source>%1 in %2 PCIe slots</source>
        <translation>%1 in %2 PCIe-Steckplätzen</translation>
    </message>
    <message>
        <source>%1 %2 baseboard of %3</source>
        <translation>%1 %2-Baseboard mit %3</translation>
    </message>
    <message>
        <source>GPUs in it</source>
        <translation>GPUs darin</translation>
    </message>
    <message>
        <source>up to %1 a GPU; </source>
        <translation>bis zu %1 je GPU; </translation>
    </message>
    <message>
        <source>NVLink bridges</source>
        <translation>NVLink-Brücken</translation>
    </message>
    <message>
        <source>%1 for %2 of %3 GPUs</source>
        <translation>%1 für %2 mit %3 GPUs</translation>
    </message>
    <message>
        <source>; %1 GPUs without a bridge</source>
        <translation>; %1 GPUs ohne Brücke</translation>
    </message>
    <message>
        <source>DIMM slots</source>
        <translation>DIMM-Steckplätze</translation>
    </message>
    <message>
        <source>%1 per socket, %2 DPC</source>
        <translation>%1 je Sockel, %2 DPC</translation>
    </message>
    <message>
        <source>NVMe bays</source>
        <translation>NVMe-Schächte</translation>
    </message>
    <message>
        <source>Also fit</source>
        <translation>Passen auch</translation>
    </message>
    <message>
        <source>%1 × %2 = %3</source>
        <translation>%1 × %2 = %3</translation>
    </message>
    <message>
        <source>%1 of the other parts&apos; %2; </source>
        <translation>%1 der %2 der übrigen Teile; </translation>
    </message>
    <message>
        <source> (⚠ unconfirmed)</source>
        <translation> (⚠ unbestätigt)</translation>
    </message>
    <message>
        <source>Node power</source>
        <translation>Leistung je Knoten</translation>
    </message>
    <message>
        <source>%1 at full load, %2 typical</source>
        <translation>%1 unter Volllast, %2 typisch</translation>
    </message>
    <message>
        <source>Power supplies</source>
        <translation>Netzteile</translation>
    </message>
    <message>
        <source>%1 × %2, %3 at %4 V</source>
        <translation>%1 × %2, %3 bei %4 V</translation>
    </message>
    <message>
        <source>Heat</source>
        <translation>Wärme</translation>
    </message>
    <message>
        <source>%1 BTU/h</source>
        <translation>%1 BTU/h</translation>
    </message>
    <message>
        <source>Airflow</source>
        <translation>Luftstrom</translation>
    </message>
    <message>
        <source>%1 CFM (%2 m³/h)</source>
        <translation>%1 CFM (%2 m³/h)</translation>
    </message>
    <message>
        <source>Site</source>
        <translation>Standort</translation>
    </message>
    <message>
        <source>%1 kW and %2 U a rack, %3 cooling</source>
        <translation>%1 kW und %2 HE je Rack, Kühlung: %3</translation>
    </message>
    <message>
        <source>liquid</source>
        <translation>Flüssigkeit</translation>
    </message>
    <message>
        <source>air</source>
        <translation>Luft</translation>
    </message>
    <message>
        <source>the scenario&apos;s site section, or its defaults</source>
        <translation>der Abschnitt site des Szenarios oder seine Vorgaben</translation>
    </message>
    <message>
        <source>Nodes per rack</source>
        <translation>Knoten je Rack</translation>
    </message>
    <message>
        <source>%1 (power allows %2, space %3)</source>
        <translation>%1 (Strom erlaubt %2, Platz %3)</translation>
    </message>
    <message>
        <source>Racks</source>
        <translation>Racks</translation>
    </message>
    <message>
        <source>%1, the fullest drawing %2 kW</source>
        <translation>%1, das vollste mit %2 kW</translation>
    </message>
    <message>
        <source>The server as built: chassis, power and racks (sizing rules §11)</source>
        <translation>Der Server, wie er gebaut wird: Gehäuse, Strom und Racks (Sizing-Regeln §11)</translation>
    </message>
    <message>
        <source>none fits</source>
        <translation>keines passt</translation>
    </message>
    <message>
        <source>the advice names what does not fit and what to change</source>
        <translation>die Hinweise nennen, was nicht passt und was zu ändern ist</translation>
    </message>
    <message>
        <source>see the advice</source>
        <translation>siehe Hinweise</translation>
    </message>
    <message>
        <source>every rank&apos;s copy: DSA&apos;s latent and indexer keys are no pure-MLA group</source>
        <translation>eine Kopie je Rang: Latent und Indexer-Keys von DSA sind keine reine MLA-Gruppe</translation>
    </message>
    <message>
        <source>%1 bytes per value with its scales</source>
        <translation>%1 Byte je Wert samt Skalen</translation>
    </message>
    <message>
        <source>DSA: the whole latent and the indexer&apos;s keys on every rank</source>
        <translation>DSA: das ganze Latent und die Keys des Indexers auf jedem Rang</translation>
    </message>
    <message>
        <source>Band</source>
        <translation>Streuung</translation>
    </message>
    <message>
        <source>TTFT ×%1–%2, TPOT ×%3–%4, throughput ×%5–%6</source>
        <translation>TTFT ×%1–%2, TPOT ×%3–%4, Durchsatz ×%5–%6</translation>
    </message>
    <message>
        <source>measured ÷ predicted of every family&apos;s published runs, 10th–90th percentile</source>
        <translation>gemessen ÷ vorhergesagt der veröffentlichten Messungen aller Familien, 10. bis 90. Perzentil</translation>
    </message>
    <message>
        <source>measured ÷ predicted of the %1 family&apos;s published runs, 10th–90th percentile</source>
        <translation>gemessen ÷ vorhergesagt der veröffentlichten Messungen der Familie %1, 10. bis 90. Perzentil</translation>
    </message>
    <message>
        <source>the SLA checked at the median (sla.at_median)</source>
        <translation>das SLA am Median geprüft (sla.at_median)</translation>
    </message>
    <message>
        <source>the SLA checked at the pessimistic end: TTFT ×%1, TPOT ×%2</source>
        <translation>das SLA am pessimistischen Ende geprüft: TTFT ×%1, TPOT ×%2</translation>
    </message>
    <message>
        <source>What it costs to run</source>
        <translation>Was der Betrieb kostet</translation>
    </message>
    <message>
        <source>Energy a year</source>
        <translation>Energie im Jahr</translation>
    </message>
    <message>
        <source>needs the node&apos;s power (§11); see the advice</source>
        <translation>braucht die Leistung des Knotens (§11); siehe die Hinweise</translation>
    </message>
    <message>
        <source>Electricity price</source>
        <translation>Strompreis</translation>
    </message>
    <message>
        <source>Energy cost a year</source>
        <translation>Energiekosten im Jahr</translation>
    </message>
    <message>
        <source>Per million output tokens</source>
        <translation>Je Million Ausgabe-Tokens</translation>
    </message>
    <message>
        <source>needs the traffic section (requests a day)</source>
        <translation>braucht den Abschnitt traffic (Anfragen am Tag)</translation>
    </message>
    <message>
        <source>Output tokens a year</source>
        <translation>Ausgabe-Tokens im Jahr</translation>
    </message>
    <message>
        <source>%1 per kWh</source>
        <translation>%1 je kWh</translation>
    </message>
    <message>
        <source>in the quote&apos;s currency; unset: the EU&apos;s non-household average in EUR (Eurostat nrg_pc_205, second half of 2023)</source>
        <translation>in der Währung des Angebots; nicht gesetzt: der EU-Durchschnitt für Nicht-Haushaltskunden in EUR (Eurostat nrg_pc_205, zweites Halbjahr 2023)</translation>
    </message>
    <message>
        <source>in the quote&apos;s currency: the scenario&apos;s site.price_per_kwh</source>
        <translation>in der Währung des Angebots: site.price_per_kwh des Szenarios</translation>
    </message>
    <message>
        <source>%1 kWh</source>
        <translation>%1 kWh</translation>
    </message>
    <message>
        <source>at the typical draw, around the clock: </source>
        <translation>bei typischer Leistungsaufnahme, rund um die Uhr: </translation>
    </message>
    <message>
        <source>each rank stores its own share of the tokens (decode context parallelism)</source>
        <translation>jeder Rang speichert seinen eigenen Anteil der Tokens (Decode Context Parallelism)</translation>
    </message>
    <message>
        <source>one HiSparse host pool of the latent for all ranks (rank 0 writes it)</source>
        <translation>ein HiSparse-Host-Pool des Latents für alle Ränge (Rang 0 schreibt ihn)</translation>
    </message>
    <message>
        <source>HiSparse host pool</source>
        <translation>HiSparse-Host-Pool</translation>
    </message>
    <message>
        <source>the latent of every token: %1 per request, %2 blocks of %3 per instance</source>
        <translation>das Latent jedes Tokens: %1 je Anfrage, %2 Blöcke zu %3 je Instanz</translation>
    </message>
    <message>
        <source>On the GPU per request</source>
        <translation>Auf der GPU je Anfrage</translation>
    </message>
    <message>
        <source>%1 instead of %2 (indexer keys, hot buffer, last pages)</source>
        <translation>%1 statt %2 (Indexer-Keys, Hot-Buffer, letzte Seiten)</translation>
    </message>
    <message>
        <source>Longest context a card decodes</source>
        <translation>Längster Kontext, den eine Karte dekodiert</translation>
    </message>
    <message>
        <source>%1 tokens instead of %2</source>
        <translation>%1 Tokens statt %2</translation>
    </message>
    <message>
        <source>%1 tokens per DP rank</source>
        <translation>%1 Tokens je DP-Rang</translation>
    </message>
    <message>
        <source>%1 per DP rank, %2 per node, %3 on %4 nodes</source>
        <translation>%1 je DP-Rang, %2 je Knoten, %3 auf %4 Knoten</translation>
    </message>
    <message>
        <source>%1 per DP rank, %2 in total</source>
        <translation>%1 je DP-Rang, %2 insgesamt</translation>
    </message>
    <message>
        <source>Per DP rank</source>
        <translation>Je DP-Rang</translation>
    </message>
    <message>
        <source>%1 per DP rank on the GPUs</source>
        <translation>%1 je DP-Rang auf den GPUs</translation>
    </message>
    <message>
        <source>TP %1 × DP %2 → %3 of %4 DP ranks</source>
        <translation>TP %1 × DP %2 → %3 aus je %4 DP-Rängen</translation>
    </message>
    <message>
        <source>Instance %1 (%2 DP ranks)</source>
        <translation>Instanz %1 (%2 DP-Ränge)</translation>
    </message>
    <message>
        <source>%1 per DP rank</source>
        <translation>%1 je DP-Rang</translation>
    </message>
    <message>
        <source>withheld</source>
        <translation>zurückgehalten</translation>
    </message>
    <message>
        <source>the plan has an error; see the advice</source>
        <translation>der Plan hat einen Fehler; siehe Hinweise</translation>
    </message>
    <message>
        <source>simulated: %1 requests of the busiest hour, step by step</source>
        <translation>simuliert: %1 Anfragen der Spitzenstunde, Schritt für Schritt</translation>
    </message>
</context>
</TS>
