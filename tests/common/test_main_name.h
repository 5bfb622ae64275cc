// SPDX-License-Identifier: GPL-3.0-or-later
// The last header of each test group's precompiled header (tests/CMakeLists.txt, kvplan_test):
// turns every grouped test file's main() into a function of its own that registers itself, by
// the file's name, with common/test_driver.cpp, which runs the one its first argument names
// (tst_plan.cpp's is "plan").
//
// The function's name must be unique in the executable, also when several test files are
// compiled as one unity batch: it ends in KVPLAN_TEST_UNIT, which CMake defines before each file
// of a batch (UNITY_BUILD_UNIQUE_ID), or on the file's command line when unity builds are off.
// It is pasted together at the point of use, so the precompiled header never holds that
// identifier: GCC refuses a precompiled header when a macro defined on the command line appears
// in it (a `main` defined there would: Qt Test's QTEST_MAIN holds it).
//
// `int main(int argc, char** argv) {` becomes
//   int kvplan_test_main_<unit>(int, char**);
//   static const kvplan_test::Registration kvplan_test_registration_<unit>{__FILE__, &…};
//   int kvplan_test_main_<unit>(int argc, char** argv) {
#pragma once

#include "test_registration.h"

#define KVPLAN_TEST_PASTE(a, b) a##b
#define KVPLAN_TEST_JOIN(a, b) KVPLAN_TEST_PASTE(a, b)
#define KVPLAN_TEST_EXPAND(x) x
#define KVPLAN_TEST_UNIT_NAME KVPLAN_TEST_EXPAND(KVPLAN_TEST_PASTE(KVPLAN_TEST_, UNIT))
#define KVPLAN_TEST_FUNCTION KVPLAN_TEST_JOIN(kvplan_test_main_, KVPLAN_TEST_UNIT_NAME)
// Function-like, so that only main( is renamed, not a variable called main.
#define main(...)                                                                                  \
    KVPLAN_TEST_FUNCTION(int, char**);                                                             \
    static const ::kvplan_test::Registration KVPLAN_TEST_JOIN(                                     \
        kvplan_test_registration_, KVPLAN_TEST_UNIT_NAME){__FILE__, &KVPLAN_TEST_FUNCTION};        \
    int KVPLAN_TEST_FUNCTION(__VA_ARGS__)
