// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// Shell scripts (bash) from an engine configuration: one per process, which `exec`s it so that a
// supervisor (systemd, a container) sees the engine itself, and one that starts them all with a
// log each and stops them all when one exits. Every word is quoted for the shell, so JSON
// arguments, paths and model names arrive as written.

#include "kvplan/engine_config.h"

#include <string>
#include <string_view>
#include <vector>

namespace kvp {

// `word` as one shell word: unchanged when it holds only characters no shell treats specially,
// else in single quotes (a ' inside becomes '\'').
std::string shellQuote(std::string_view word);

// `argv` (a process's program and arguments) for a container's command: unchanged, or, when the
// process reads files (LaunchCommand::files), a bash that writes them and then execs `argv`.
std::vector<std::string> withFilesWritten(const LaunchCommand& command,
                                          std::vector<std::string> argv);

// The script that starts one process of `config`.
std::string renderCommandScript(const EngineConfig& config, const LaunchCommand& command);

// The script that starts every process of `config` (servers first, waiting for their ports).
std::string renderCombinedScript(const EngineConfig& config);

struct ScriptFile {
    std::string fileName; // "instance-0.sh", …, "start-all.sh"
    std::string content;
};

// Every script of `config`: one per command, then start-all.sh. Empty when it has errors.
std::vector<ScriptFile> engineScriptFiles(const EngineConfig& config);

inline constexpr const char* kCombinedScriptName = "start-all.sh";

} // namespace kvp
