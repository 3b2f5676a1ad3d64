#pragma once
// Splitting on one separator, shared by the app's routes and demo codes and the search bench.
#include <string>
#include <vector>

namespace arbiter::kernel {

// Every field, empty ones included: "a//b" on '/' gives {"a", "", "b"}; "" gives {""}.
inline std::vector<std::string> split(const std::string& s, char sep) {
  std::vector<std::string> parts;
  size_t start = 0;
  for (size_t i = 0; i <= s.size(); ++i)
    if (i == s.size() || s[i] == sep) {
      parts.push_back(s.substr(start, i - start));
      start = i + 1;
    }
  return parts;
}

}  // namespace arbiter::kernel
