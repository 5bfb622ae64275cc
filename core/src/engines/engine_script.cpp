// SPDX-License-Identifier: GPL-3.0-or-later
#include "kvplan/engine_script.h"
#include "kvplan/engine_registry.h"
#include "kvplan/text.h"

#include <cstdio>

namespace kvp {

namespace {

bool isShellSafe(char c)
{
    return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9') ||
           std::string_view("_@%+=:,./-").find(c) != std::string_view::npos;
}

// Script comments carry scenario text (its name, paths): no line break may end the comment.
std::string commentSafe(std::string text)
{
    for (char& c : text)
        if (static_cast<unsigned char>(c) < 0x20 || c == 0x7f)
            c = ' ';
    return text;
}

// "# text" wrapped at 100 columns; continuation lines indented by `hang` more spaces.
std::string comment(const std::string& text, const std::string& indent = "", std::size_t hang = 0)
{
    constexpr std::size_t kWidth = 100;
    std::string out;
    std::string line = "#" + (indent.empty() ? std::string(" ") : indent);
    const std::string continuation = line + std::string(hang, ' ');
    bool lineHasWord = false;
    std::size_t pos = 0;
    const std::string safe = commentSafe(text);
    while (pos < safe.size()) {
        const std::size_t end = std::min(safe.find(' ', pos), safe.size());
        const std::string word = safe.substr(pos, end - pos);
        pos = end + 1;
        if (word.empty())
            continue;
        if (lineHasWord && line.size() + 1 + word.size() > kWidth) {
            out += line + "\n";
            line = continuation;
            lineHasWord = false;
        }
        line += (lineHasWord ? " " : "") + word;
        lineHasWord = true;
    }
    return out + line + "\n";
}

// "1,074.00": grouped, with `places` decimals.
std::string decimals(double value, int places)
{
    char buffer[64];
    std::snprintf(buffer, sizeof buffer, "%.*f", places, value);
    const std::string plain = buffer;
    const std::size_t point = std::min(plain.find('.'), plain.size());
    const bool negative = !plain.empty() && plain[0] == '-';
    std::string text = negative ? "-" : "";
    for (std::size_t i = negative ? 1 : 0; i < point; ++i) {
        if (i != (negative ? 1u : 0u) && (point - i) % 3 == 0)
            text += ',';
        text += plain[i];
    }
    return text + plain.substr(point);
}

std::string product(const EngineConfig& config)
{
    return config.writtenFor.empty() ? toString(config.engine) : config.writtenFor.front().product;
}

std::string describe(const EngineConfig& config, const LaunchCommand& cmd)
{
    std::string text;
    switch (cmd.role) {
    case LaunchRole::Instance:
        text = (engineDescriptor(config.engine).instanceName.empty()
                    ? product(config)
                    : std::string(engineDescriptor(config.engine).instanceName)) +
               " instance " + std::to_string(cmd.instance.value_or(0)) + " of " +
               std::to_string(config.instances);
        break;
    case LaunchRole::LmcacheServer:
        text = "LMCache server";
        break;
    case LaunchRole::DynamoFrontend:
        text = "NVIDIA Dynamo frontend";
        break;
    }
    auto list = [](const std::vector<std::uint64_t>& values) {
        std::string s;
        for (std::uint64_t v : values)
            s += (s.empty() ? "" : ", ") + std::to_string(v);
        return s;
    };
    if (!cmd.gpus.empty())
        text += std::string(cmd.gpus.size() == 1 ? ", GPU " : ", GPUs ") + list(cmd.gpus);
    if (!cmd.numaNodes.empty())
        text += std::string(cmd.numaNodes.size() == 1 ? ", NUMA node " : ", NUMA nodes ") +
                list(cmd.numaNodes);
    if (cmd.port)
        text += ", port " + std::to_string(*cmd.port);
    return text;
}

std::string settingText(const EngineSetting& s)
{
    std::string text = s.key + " " + s.value + " " + s.unit + ": ";
    const std::string ranks = std::to_string(s.ranks) + (s.ranks == 1 ? " TP rank" : " TP ranks");
    switch (s.scope) {
    case SettingScope::InstanceTotal:
        text += "the instance's total over its " + ranks;
        break;
    case SettingScope::PerRank:
        text += "per TP rank, × " + ranks + " = " +
                decimals(s.effective.inGB() * static_cast<double>(s.ranks), 2) +
                " GB for the instance";
        break;
    case SettingScope::PerServer:
        text += "for this server, shared by the instances attached to it";
        break;
    case SettingScope::PerCard:
        text += "per card";
        break;
    }
    if (!s.planned.isZero()) {
        text += "; planned " + groupThousands(s.planned.count()) + " B (" +
                decimals(s.planned.inGiB(), 2) + " GiB = " + decimals(s.planned.inGB(), 2) +
                " GB, " + s.planKey + ")";
        if (s.effective != s.planned)
            text += ", as written " + groupThousands(s.effective.count()) + " B";
    }
    return text;
}

std::string noteLines(const std::vector<Diagnostic>& notes)
{
    std::string out;
    for (const Diagnostic& d : notes)
        out += comment(toString(d.severity) + ": " + renderDiagnostic(d), "   ", 2);
    return out;
}

std::string header(const EngineConfig& config, const std::string& title)
{
    std::string out = "#!/usr/bin/env bash\n";
    out += comment(title);
    out += comment("Scenario: " + config.scenarioName);
    out += comment("Generated by KV Planner " KVPLAN_VERSION " from the scenario's plan "
                   "(docs/engine-configuration.md explains every flag).");
    for (const EngineRelease& r : config.writtenFor)
        out += comment("Written for " + r.product + " " + r.version + ": " + r.source + ". " +
                       "Other releases may spell these flags differently.");
    return out;
}

// The command as shell lines: the prefix and program on the first lines, then one flag (with
// its value) per continuation line. `indent` starts every line.
std::string commandLines(const LaunchCommand& cmd, const std::string& indent)
{
    std::string out = indent + "exec";
    for (const std::string& word : cmd.prefix)
        out += " " + shellQuote(word);
    std::size_t i = 0;
    std::string program;
    for (; i < cmd.argv.size() && cmd.argv[i].rfind("--", 0) != 0; ++i)
        program += (program.empty() ? "" : " ") + shellQuote(cmd.argv[i]);
    if (cmd.prefix.empty())
        out += " " + program;
    else
        out += " \\\n" + indent + "  " + program;
    while (i < cmd.argv.size()) {
        std::string line = shellQuote(cmd.argv[i]);
        const bool hasValue = i + 1 < cmd.argv.size() && cmd.argv[i + 1].rfind("--", 0) != 0;
        if (hasValue)
            line += " " + shellQuote(cmd.argv[i + 1]);
        i += hasValue ? 2 : 1;
        out += " \\\n" + indent + "  " + line;
    }
    return out + "\n";
}

// The files the process reads, each written from a here-document (its lines unindented, as a
// here-document keeps them) just before the program starts.
std::string fileLines(const LaunchCommand& cmd, const std::string& indent)
{
    std::string out;
    for (const LaunchFile& f : cmd.files)
        out += indent + "cat >" + shellQuote(f.path) + " <<'KVPLAN_EOF'\n" + f.content +
               "KVPLAN_EOF\n";
    return out;
}

std::string environmentLines(const LaunchCommand& cmd, const std::string& indent)
{
    std::string out;
    for (const EnvVar& e : cmd.environment)
        out += indent + "export " + e.name + "=" + shellQuote(e.value) + "\n";
    return out;
}

std::string settingLines(const LaunchCommand& cmd, const std::string& indent)
{
    std::string out;
    for (const EngineSetting& s : cmd.settings)
        out += comment(settingText(s), indent, 2);
    return out;
}

// The CPU tiers live in /dev/shm (vLLM's offload region, LMCache's L1): a start that cannot
// hold them dies later with SIGBUS, so check first and print the remedy (audit D8).
// KVPLAN_SKIP_SHM_CHECK=1 reports and goes on.
std::string shmCheck(Bytes need)
{
    const std::string bytes = std::to_string(need.count());
    const std::string size = std::to_string(need.wholeMultiplesOfRoundingUp(gib(1)) + 1);
    return comment("/dev/shm must have room for the CPU tiers of this host: " +
                   groupThousands(need.count()) + " B (" + decimals(need.inGiB(), 2) + " GiB).") +
           "shm_need=" + bytes +
           "\n"
           "shm_free=$( (df -B1 --output=avail /dev/shm 2>/dev/null || true) | tail -n 1 | "
           "tr -d ' ')\n"
           "case $shm_free in '' | *[!0-9]*) shm_free=0 ;; esac\n"
           "if [ \"$shm_free\" -lt \"$shm_need\" ]; then\n"
           "  echo \"start-all.sh: /dev/shm has $shm_free B free; the CPU tiers of this host "
           "need $shm_need B (" +
           decimals(need.inGiB(), 2) +
           " GiB) there.\" >&2\n"
           "  echo \"start-all.sh: remedy on the host: mount -o remount,size=" +
           size +
           "G /dev/shm (and the size in /etc/fstab); in a container: --ipc=host or --shm-size=" +
           size +
           "g.\" >&2\n"
           "  if [ \"${KVPLAN_SKIP_SHM_CHECK:-0}\" != 1 ]; then exit 1; fi\n"
           "fi\n";
}

} // namespace

std::string shellQuote(std::string_view word)
{
    bool safe = !word.empty();
    for (char c : word)
        safe = safe && isShellSafe(c);
    if (safe)
        return std::string(word);
    std::string quoted = "'";
    for (char c : word) {
        if (c == '\'')
            quoted += "'\\''";
        else
            quoted += c;
    }
    return quoted + "'";
}

std::vector<std::string> withFilesWritten(const LaunchCommand& command,
                                          std::vector<std::string> argv)
{
    if (command.files.empty() || argv.empty())
        return argv;
    std::vector<std::string> wrapped = {"bash", "-c",
                                        fileLines(command, "") + "exec \"$0\" \"$@\"\n"};
    wrapped.insert(wrapped.end(), argv.begin(), argv.end());
    return wrapped;
}

std::string renderCommandScript(const EngineConfig& config, const LaunchCommand& command)
{
    std::string out = header(config, command.name + ".sh: " + describe(config, command));
    if (!command.settings.empty()) {
        out += "#\n# Sizes:\n";
        out += settingLines(command, "   ");
    }
    std::vector<Diagnostic> notes = config.diagnostics;
    notes.insert(notes.end(), command.notes.begin(), command.notes.end());
    if (!notes.empty()) {
        out += "#\n# Notes:\n";
        out += noteLines(notes);
    }
    out += "\nset -euo pipefail\n";
    out += environmentLines(command, "");
    out += fileLines(command, "");
    out += commandLines(command, "");
    return out;
}

std::string renderCombinedScript(const EngineConfig& config)
{
    std::string out =
        header(config, std::string(kCombinedScriptName) + ": " + product(config) + ", " +
                           std::to_string(config.instances) +
                           (config.instances == 1 ? " instance" : " instances") + " of TP " +
                           std::to_string(config.tensorParallel) + dataParallelText(config));
    out += comment("Starts every process in the background with a log each in $KVPLAN_LOG_DIR "
                   "(default: the current directory); when one exits, or on Ctrl-C, it stops "
                   "the others.");
    if (!config.diagnostics.empty()) {
        out += "#\n# Notes:\n";
        out += noteLines(config.diagnostics);
    }
    out += "\nset -euo pipefail\n"
           "log_dir=${KVPLAN_LOG_DIR:-.}\n"
           "mkdir -p \"$log_dir\"\n"
           "pids=()\n"
           "stop() {\n"
           "  trap - EXIT\n"
           "  if [ ${#pids[@]} -gt 0 ]; then kill \"${pids[@]}\" 2>/dev/null || true; fi\n"
           "  wait || true\n"
           "}\n"
           "trap stop EXIT\n"
           "trap 'exit 130' INT\n"
           "trap 'exit 143' TERM\n";
    if (!config.shmBytesPerNode.isZero())
        out += shmCheck(config.shmBytesPerNode);
    bool waits = false;
    for (const LaunchCommand& cmd : config.commands)
        waits = waits || cmd.readyTimeoutSeconds.has_value();
    if (waits)
        out += "wait_for_port() { # HOST PORT SECONDS\n"
               "  local i\n"
               "  for ((i = 0; i < $3; i++)); do\n"
               "    if (exec 3<>\"/dev/tcp/$1/$2\") 2>/dev/null; then return 0; fi\n"
               "    sleep 1\n"
               "  done\n"
               "  echo \"start-all.sh: nothing listens on $1:$2 after $3 s\" >&2\n"
               "  return 1\n"
               "}\n";

    for (const LaunchCommand& cmd : config.commands) {
        out += "\n" + comment(cmd.name + ": " + describe(config, cmd));
        out += settingLines(cmd, "   ");
        out += noteLines(cmd.notes);
        out += "(\n";
        out += environmentLines(cmd, "  ");
        out += fileLines(cmd, "  ");
        out += commandLines(cmd, "  ");
        out += ") >\"$log_dir/" + cmd.name + ".log\" 2>&1 &\n";
        out += "pids+=(\"$!\")\n";
        if (cmd.readyTimeoutSeconds && cmd.port)
            out += "wait_for_port 127.0.0.1 " + std::to_string(*cmd.port) + " " +
                   std::to_string(*cmd.readyTimeoutSeconds) + "\n";
    }
    out += "\necho \"start-all.sh: started ${#pids[@]} processes; logs in $log_dir\" >&2\n"
           "wait -n\n";
    return out;
}

std::vector<ScriptFile> engineScriptFiles(const EngineConfig& config)
{
    std::vector<ScriptFile> files;
    if (config.hasErrors())
        return files;
    for (const LaunchCommand& cmd : config.commands)
        files.push_back({cmd.name + ".sh", renderCommandScript(config, cmd)});
    files.push_back({kCombinedScriptName, renderCombinedScript(config)});
    return files;
}

} // namespace kvp
