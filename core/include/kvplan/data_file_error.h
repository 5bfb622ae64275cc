// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// A data file (hardware catalog, price list) that cannot be used: `file` and `key` (e.g.
// "gpus[2].price") name where, `problem` what. what() is the three on one bounded line of valid
// UTF-8, as every message made from foreign text.

#include <stdexcept>
#include <string>

namespace kvp {

class DataFileError : public std::runtime_error {
public:
    DataFileError(std::string file, std::string key, std::string problem);
    const std::string& file() const { return file_; }
    const std::string& key() const { return key_; }
    const std::string& problem() const { return problem_; }

private:
    std::string file_;
    std::string key_;
    std::string problem_;
};

} // namespace kvp
