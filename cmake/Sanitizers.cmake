# SPDX-License-Identifier: GPL-3.0-or-later
# Sanitizer and fuzzing builds of the whole tree (CMakePresets.json: asan-ubsan, fuzz). Every
# target is instrumented alike: AddressSanitizer's runtime needs the libraries and the programs
# built with it, and a finding anywhere must fail the test that reached it.

set(KVPLAN_SANITIZERS "" CACHE STRING
    "Sanitizers for the whole build, a list such as address;undefined (empty: none)")
option(KVPLAN_BUILD_FUZZERS "Build the libFuzzer targets of fuzz/ (clang only)" OFF)

if(KVPLAN_SANITIZERS)
  list(JOIN KVPLAN_SANITIZERS "," kvplan_sanitize_list)
  # No recovery: undefined behaviour aborts the test instead of printing a line nobody reads.
  set(kvplan_sanitize_flags -fsanitize=${kvplan_sanitize_list} -fno-sanitize-recover=all
      -fno-omit-frame-pointer)
  if("undefined" IN_LIST KVPLAN_SANITIZERS AND CMAKE_CXX_COMPILER_ID STREQUAL "GNU")
    # GCC leaves it out of -fsanitize=undefined (clang includes it): a real number converted to
    # an integer that cannot hold it is undefined behaviour, and the sizing converts reals.
    list(APPEND kvplan_sanitize_flags -fsanitize=float-cast-overflow)
  endif()
  add_compile_options(${kvplan_sanitize_flags})
  if(CMAKE_CXX_COMPILER_ID STREQUAL "GNU")
    # GCC 12's -Wmaybe-uninitialized misfires inside libstdc++'s <regex> once ASan instruments
    # it (vllm_log.cpp); the warning stays on in the ordinary build, where it is clean.
    add_compile_options(-Wno-maybe-uninitialized)
  endif()
  add_link_options(${kvplan_sanitize_flags})
endif()

if(KVPLAN_BUILD_FUZZERS)
  if(NOT CMAKE_CXX_COMPILER_ID MATCHES "Clang")
    message(FATAL_ERROR "KVPLAN_BUILD_FUZZERS needs clang and libFuzzer (Debian: clang, "
                        "libclang-rt-14-dev); configure with: cmake --preset fuzz")
  endif()
  # Coverage feedback in every library; the fuzz targets alone link libFuzzer's main().
  add_compile_options(-fsanitize=fuzzer-no-link)
endif()

# The sanitizers' run-time options for a test (a list of NAME=VALUE for the ENVIRONMENT
# property): stack traces, leak checking with the suppressions of tests/sanitizers/lsan.supp.
function(kvplan_sanitizer_environment out)
  set(environment "")
  if(KVPLAN_SANITIZERS)
    set(supp "${PROJECT_SOURCE_DIR}/tests/sanitizers/lsan.supp")
    list(APPEND environment
         "ASAN_OPTIONS=detect_leaks=1:check_initialization_order=1:strict_init_order=1:detect_stack_use_after_return=1"
         "UBSAN_OPTIONS=print_stacktrace=1:halt_on_error=1"
         "LSAN_OPTIONS=suppressions=${supp}:print_suppressions=0")
  endif()
  set(${out} "${environment}" PARENT_SCOPE)
endfunction()
