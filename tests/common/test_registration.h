// SPDX-License-Identifier: GPL-3.0-or-later
// How a grouped test file's main() reaches common/test_driver.cpp (test_main_name.h).
#pragma once

namespace kvplan_test {

// Registers `run` as the main() of the test file `file` (its __FILE__), under the file's name
// without its directory, "tst_" and extension (tst_plan.cpp: "plan").
struct Registration {
    Registration(const char* file, int (*run)(int argc, char** argv));
};

} // namespace kvplan_test
