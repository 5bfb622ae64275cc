# SPDX-License-Identifier: GPL-3.0-or-later
# Sourced by the packaging scripts: say what they are doing, with the time since they started.
#   source packaging/progress.sh; progress_start NAME
#   say "configuring …"                       NAME  mm:ss  configuring …
#   cmake --build … 2>&1 | stamp_lines         every line of the build, time-stamped
#   build_with_progress COMMAND…              runs a build command (cmake --build …) showing its
#                                             percentages, step and elapsed time
# The build prints its own progress: Make "[ 42%] Building CXX object …", Ninja (through
# NINJA_STATUS) "[ 42% 120/285] Building CXX object …"; each line gets the elapsed time.

progress_start() {
  progress_name=$1
  printf -v progress_t0 '%(%s)T' -1
}

progress_elapsed() { # prints mm:ss (or h:mm:ss) since progress_start
  local now seconds
  printf -v now '%(%s)T' -1
  seconds=$((now - ${progress_t0:-now}))
  if ((seconds >= 3600)); then
    printf '%d:%02d:%02d' $((seconds / 3600)) $((seconds % 3600 / 60)) $((seconds % 60))
  else
    printf '%02d:%02d' $((seconds / 60)) $((seconds % 60))
  fi
}

progress_words() { # "4 min 12 s" since progress_start
  local now seconds
  printf -v now '%(%s)T' -1
  seconds=$((now - ${progress_t0:-now}))
  if ((seconds >= 60)); then
    printf '%d min %d s' $((seconds / 60)) $((seconds % 60))
  else
    printf '%d s' "$seconds"
  fi
}

say() { printf '%s %s  %s\n' "${progress_name:-kvplan}:" "$(progress_elapsed)" "$*"; }

stamp_lines() {
  local line
  while IFS= read -r line; do
    printf '%s %s  %s\n' "${progress_name:-kvplan}:" "$(progress_elapsed)" "$line"
  done
}

# Runs COMMAND (a cmake --build …) with its progress lines time-stamped. Pass no
# --no-print-directory: that is Make's flag alone, and Ninja fails on it. Fails as it fails.
build_with_progress() {
  NINJA_STATUS='[%p %f/%t] ' "$@" 2>&1 | stamp_lines
}

# A preset's build directory configured by an older preset with another generator (Makefiles
# before the presets named Ninja) cannot be reconfigured: start it afresh.
reset_if_generator_changed() { # DIR GENERATOR
  local cache="$1/CMakeCache.txt"
  if [[ -f "$cache" ]] && ! grep -qx "CMAKE_GENERATOR:INTERNAL=$2" "$cache"; then
    say "$1 was configured with another generator: configuring it afresh"
    rm -rf "$1"
  fi
}
