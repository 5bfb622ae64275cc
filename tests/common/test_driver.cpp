// SPDX-License-Identifier: GPL-3.0-or-later
// The main() of a test group (tests/CMakeLists.txt, kvplan_test): several Qt Test files linked
// into one executable, so the suite builds and links a handful of programs instead of one per
// file. Each file keeps its own QTEST_MAIN (or main()), renamed by test_main_name.h to
// kvplan_test_main_<name>; this driver runs the one named by the first argument:
//
//   build/tests/tst_core plan                 # as build/tests/tst_plan did
//   build/tests/tst_core plan -functions      # Qt Test's own options follow the name
//   build/tests/tst_core --list               # the tests in the group
//
// The name is also put in KVPLAN_TEST_CASE, and read from there when no argument names a test:
// a test that starts its own program again (tst_autosave's crashing session) reaches itself.
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <vector>

#define KVPLAN_TEST_CASE(name) int kvplan_test_main_##name(int argc, char** argv);
#include "test_cases.inc"
#undef KVPLAN_TEST_CASE

namespace {

struct TestCase {
    const char* name;
    int (*run)(int argc, char** argv);
};

constexpr TestCase kCases[] = {
#define KVPLAN_TEST_CASE(name) {#name, &kvplan_test_main_##name},
#include "test_cases.inc"
#undef KVPLAN_TEST_CASE
};

const TestCase* find(const char* name)
{
    for (const TestCase& c : kCases)
        if (std::strcmp(c.name, name) == 0)
            return &c;
    return nullptr;
}

int usage(const char* program)
{
    std::fprintf(stderr, "usage: %s TEST [Qt Test options]; the tests:", program);
    for (const TestCase& c : kCases)
        std::fprintf(stderr, " %s", c.name);
    std::fprintf(stderr, "\n");
    return 2;
}

} // namespace

int main(int argc, char** argv)
{
    if (argc > 1 && std::strcmp(argv[1], "--list") == 0) {
        for (const TestCase& c : kCases)
            std::printf("%s\n", c.name);
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
    setenv("KVPLAN_TEST_CASE", test->name, 1);
    args.push_back(nullptr);
    return test->run(int(args.size()) - 1, args.data());
}
