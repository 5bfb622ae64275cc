// SPDX-License-Identifier: GPL-3.0-or-later
// The last header of each test group's precompiled header (tests/CMakeLists.txt, kvplan_test):
// renames every grouped test file's main() to kvplan_test_main_<name>, which
// common/test_driver.cpp calls. The name comes from KVPLAN_THIS_TEST_NAME_, defined on that file
// alone. It is pasted together at the point of use, so the precompiled header never holds that
// identifier: GCC refuses a precompiled header when a macro defined on the command line appears
// in it (a `main` defined there would: Qt Test's QTEST_MAIN holds it).
#pragma once
#define KVPLAN_TEST_PASTE(a, b) a##b
#define KVPLAN_TEST_JOIN(a, b) KVPLAN_TEST_PASTE(a, b)
#define KVPLAN_TEST_EXPAND(x) x
#define main                                                                                       \
    KVPLAN_TEST_JOIN(kvplan_test_main_,                                                            \
                     KVPLAN_TEST_EXPAND(KVPLAN_TEST_PASTE(KVPLAN_THIS_, TEST_NAME_)))
