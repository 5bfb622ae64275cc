// SPDX-License-Identifier: GPL-3.0-or-later
// Runs a fuzz target over files, without libFuzzer: the CTest replay of the seed corpus and of
// tests/data/fuzz-regressions/NAME in every build (and under the sanitizers in the asan-ubsan
// build), so that an input that once crashed stays fixed.
//
// Usage: fuzz_NAME_replay FILE_OR_FOLDER...   (folders are read recursively, in name order)

#include <algorithm>
#include <cstdint>
#include <cstdio>
#include <filesystem>
#include <fstream>
#include <iterator>
#include <string>
#include <vector>

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size);

namespace {

std::vector<std::filesystem::path> inputsOf(const std::filesystem::path& path)
{
    std::vector<std::filesystem::path> inputs;
    if (std::filesystem::is_directory(path)) {
        for (const auto& entry : std::filesystem::recursive_directory_iterator(path))
            if (entry.is_regular_file())
                inputs.push_back(entry.path());
        std::sort(inputs.begin(), inputs.end());
    } else if (std::filesystem::is_regular_file(path)) {
        inputs.push_back(path);
    }
    return inputs;
}

} // namespace

int main(int argc, char** argv)
{
    std::size_t count = 0;
    for (int i = 1; i < argc; ++i) {
        const std::filesystem::path path(argv[i]);
        if (!std::filesystem::exists(path)) {
            std::printf("(no %s)\n", argv[i]);
            continue;
        }
        for (const std::filesystem::path& input : inputsOf(path)) {
            std::ifstream file(input, std::ios::binary);
            const std::string bytes((std::istreambuf_iterator<char>(file)),
                                    std::istreambuf_iterator<char>());
            // Named before it runs: a crash leaves the name of the input that caused it.
            std::printf("%s (%zu bytes)\n", input.c_str(), bytes.size());
            std::fflush(stdout);
            LLVMFuzzerTestOneInput(reinterpret_cast<const std::uint8_t*>(bytes.data()),
                                   bytes.size());
            ++count;
        }
    }
    if (count == 0) {
        std::fprintf(stderr, "no input to replay: a replay of nothing cannot fail\n");
        return 1;
    }
    std::printf("replayed %zu inputs without a defect\n", count);
    return 0;
}
