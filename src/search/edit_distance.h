#pragma once
// Bounded Damerau–Levenshtein distance (optimal string alignment: an adjacent transposition
// counts as one edit), the typo measure of fuzzy matching.
#include <string_view>

namespace arbiter::search {

// The distance between a and b if it is at most max_distance, else max_distance + 1.
int bounded_distance(std::string_view a, std::string_view b, int max_distance);

// The typos allowed for a word of this length: 0 up to 3 letters, 1 up to 7, 2 beyond.
int allowed_typos(size_t length);

}  // namespace arbiter::search
