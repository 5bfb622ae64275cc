// SPDX-License-Identifier: GPL-3.0-or-later
#include "kvplan/data_file_error.h"

#include "kvplan/text.h"

namespace kvp {

// One bounded line of valid UTF-8 whatever the file holds: a key or a parse error quotes the
// file's own bytes, line breaks included (found by fuzz_price_list).
DataFileError::DataFileError(std::string file, std::string key, std::string problem)
    : std::runtime_error((file.empty() ? std::string() : oneLine(file, 150) + ": ") +
                         (key.empty() ? std::string() : oneLine(key, 120) + ": ") +
                         oneLine(problem, 400)),
      file_(toValidUtf8(file)), key_(toValidUtf8(key)), problem_(oneLine(problem, 400))
{
}

} // namespace kvp
