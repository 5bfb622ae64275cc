// SPDX-License-Identifier: GPL-3.0-or-later
// The main() of a test group (tests/CMakeLists.txt, kvplan_test): several Qt Test files linked
// into one executable, so the suite builds and links a handful of programs instead of one per
// file. Each file keeps its own QTEST_MAIN (or main()), which test_main_name.h turns into a
// function registered under the file's name (tst_plan.cpp: "plan"); this driver runs the one
// named by the first argument:
//
//   build/tests/tst_core plan                 # as build/tests/tst_plan did
//   build/tests/tst_core plan -functions      # Qt Test's own options follow the name
//   build/tests/tst_core --list               # the tests in the group
//
// The name is also put in KVPLAN_TEST_CASE, and read from there when no argument names a test:
// a test that starts its own program again (tst_autosave's crashing session) reaches itself.
#include "test_registration.h"

#include <algorithm>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <string>
#include <vector>

namespace {

struct TestCase {
    std::string name;
    int (*run)(int argc, char** argv);
};

// Filled before main() by the test files' registrations (static objects); a function's static,
// so that it exists whichever file registers first.
std::vector<TestCase>& cases()
{
    static std::vector<TestCase> all;
    return all;
}

// "…/tests/core/tst_plan.cpp" → "plan" (tests/CMakeLists.txt names each CTest test so).
std::string testName(const char* file)
{
    std::string name = file;
    const std::size_t slash = name.find_last_of("/\\");
    if (slash != std::string::npos)
        name.erase(0, slash + 1);
    if (name.rfind("tst_", 0) == 0)
        name.erase(0, 4);
    const std::size_t dot = name.rfind('.');
    if (dot != std::string::npos)
        name.erase(dot);
    return name;
}

const TestCase* find(const char* name)
{
    for (const TestCase& c : cases())
        if (c.name == name)
            return &c;
    return nullptr;
}

int usage(const char* program)
{
    std::fprintf(stderr, "usage: %s TEST [Qt Test options]; the tests:", program);
    for (const TestCase& c : cases())
        std::fprintf(stderr, " %s", c.name.c_str());
    std::fprintf(stderr, "\n");
    return 2;
}

} // namespace

kvplan_test::Registration::Registration(const char* file, int (*run)(int argc, char** argv))
{
    std::vector<TestCase>& all = cases();
    TestCase test{testName(file), run};
    const auto at =
        std::lower_bound(all.begin(), all.end(), test,
                         [](const TestCase& a, const TestCase& b) { return a.name < b.name; });
    if (at != all.end() && at->name == test.name) {
        std::fprintf(stderr, "test driver: two test files named %s\n", test.name.c_str());
        std::abort();
    }
    all.insert(at, std::move(test));
}

int main(int argc, char** argv)
{
    if (argc > 1 && std::strcmp(argv[1], "--list") == 0) {
        for (const TestCase& c : cases())
            std::printf("%s\n", c.name.c_str());
        return 0;
    }
    std::vector<char*> args{argv[0]};
    const TestCase* test = argc > 1 ? find(argv[1]) : nullptr;
    if (test) {
        args.insert(args.end(), argv + 2, argv + argc);
    } else {
        const char* inherited = std::getenv("KVPLAN_TEST_CASE");
        test = inherited ? find(inherited) : nullptr;
        if (!test)
            return usage(argv[0]);
        args.insert(args.end(), argv + 1, argv + argc);
    }
    setenv("KVPLAN_TEST_CASE", test->name.c_str(), 1);
    args.push_back(nullptr);
    return test->run(int(args.size()) - 1, args.data());
}
