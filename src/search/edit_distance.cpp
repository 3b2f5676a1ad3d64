#include "search/edit_distance.h"

#include <algorithm>
#include <cstdlib>

namespace arbiter::search {

int allowed_typos(size_t length) { return length <= 3 ? 0 : length <= 7 ? 1 : 2; }

// One substitution, one adjacent transposition, or one insertion into the shorter word.
int distance_within_one(std::string_view a, std::string_view b) {
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

TypoMatcher::TypoMatcher(std::string_view pattern) : pattern_(pattern.substr(0, 64)) {
  for (size_t i = 0; i < pattern_.size(); ++i) peq_[static_cast<unsigned char>(pattern_[i]) & 127] |= uint64_t{1} << i;
}

int TypoMatcher::distance(std::string_view text, int max_distance) const {
  const int m = static_cast<int>(pattern_.size());
  if (std::abs(m - static_cast<int>(text.size())) > max_distance || text.size() > 64) return max_distance + 1;
  if (max_distance <= 1) {
    int d = distance_within_one(pattern_, text);
    return d <= max_distance ? d : max_distance + 1;
  }
  if (m == 0) return std::min(static_cast<int>(text.size()), max_distance + 1);
  const uint64_t last = uint64_t{1} << (m - 1);
  uint64_t vp = ~uint64_t{0}, vn = 0, d0 = 0, pm_prev = 0;
  int score = m;
  for (size_t j = 0; j < text.size(); ++j) {
    const uint64_t pm = peq_[static_cast<unsigned char>(text[j]) & 127];
    const uint64_t tr = ((~d0 & pm) << 1) & pm_prev;
    d0 = (((pm & vp) + vp) ^ vp) | pm | vn | tr;
    uint64_t hp = vn | ~(d0 | vp);
    uint64_t hn = vp & d0;
    if (hp & last) ++score;
    else if (hn & last) --score;
    // the rest of the text cannot bring the score back under the bound
    if (score - static_cast<int>(text.size() - j - 1) > max_distance) return max_distance + 1;
    hp = (hp << 1) | 1;
    hn <<= 1;
    vp = hn | ~(d0 | hp);
    vn = hp & d0;
    pm_prev = pm;
  }
  return std::min(score, max_distance + 1);
}

}  // namespace arbiter::search
