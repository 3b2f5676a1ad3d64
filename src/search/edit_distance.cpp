#include "search/edit_distance.h"

#include <algorithm>
#include <cstdlib>

namespace arbiter::search {

int allowed_typos(size_t length) { return length <= 3 ? 0 : length <= 7 ? 1 : 2; }

// Distance at most 1, in one pass: one substitution, one adjacent transposition, or one insertion.
static int within_one(std::string_view a, std::string_view b) {
  if (a.size() > b.size()) std::swap(a, b);
  size_t i = 0;
  while (i < a.size() && a[i] == b[i]) ++i;
  if (i == a.size()) return b.size() == a.size() ? 0 : 1;  // b is a plus one trailing letter
  if (a.size() == b.size()) {
    if (a.substr(i + 1) == b.substr(i + 1)) return 1;
    if (i + 1 < a.size() && a[i] == b[i + 1] && a[i + 1] == b[i] && a.substr(i + 2) == b.substr(i + 2)) return 1;
    return 2;
  }
  return a.substr(i) == b.substr(i + 1) ? 1 : 2;
}

int bounded_distance(std::string_view a, std::string_view b, int max_distance) {
  int len_gap = std::abs(static_cast<int>(a.size()) - static_cast<int>(b.size()));
  if (len_gap > max_distance) return max_distance + 1;
  if (max_distance <= 1) {
    int d = within_one(a, b);
    return d <= max_distance ? d : max_distance + 1;
  }
  constexpr size_t kMax = 64;
  if (a.size() >= kMax || b.size() >= kMax) return max_distance + 1;
  int rows[3][kMax + 1];
  int *prev2 = rows[0], *prev = rows[1], *cur = rows[2];
  for (size_t j = 0; j <= b.size(); ++j) prev[j] = static_cast<int>(j);
  for (size_t i = 1; i <= a.size(); ++i) {
    cur[0] = static_cast<int>(i);
    int row_min = cur[0];
    for (size_t j = 1; j <= b.size(); ++j) {
      int cost = a[i - 1] == b[j - 1] ? 0 : 1;
      int v = std::min({prev[j] + 1, cur[j - 1] + 1, prev[j - 1] + cost});
      if (i > 1 && j > 1 && a[i - 1] == b[j - 2] && a[i - 2] == b[j - 1]) v = std::min(v, prev2[j - 2] + 1);
      cur[j] = v;
      row_min = std::min(row_min, v);
    }
    if (row_min > max_distance) return max_distance + 1;
    int* t = prev2;
    prev2 = prev;
    prev = cur;
    cur = t;
  }
  return std::min(prev[b.size()], max_distance + 1);
}

}  // namespace arbiter::search
