#pragma once
// Bounded Damerau–Levenshtein distance (optimal string alignment: an adjacent transposition
// counts as one edit), the typo measure of fuzzy matching.
#include <cstdint>
#include <string_view>

namespace arbiter::search {

// The typos allowed for a word of this length: 0 up to 3 letters, 1 up to 7, 2 beyond.
int allowed_typos(size_t length);

// The distance between a and b (lengths differing by one at most) if it is 0 or 1, else 2: one
// pass, no set-up (one-typo lookups).
int distance_within_one(std::string_view a, std::string_view b);

// One query word compared with many words: bit-parallel OSA distance (Hyyrö 2003), one pass of a
// few word operations per character of the other word. Words are folded ASCII, at most 64 bytes.
class TypoMatcher {
 public:
  explicit TypoMatcher(std::string_view pattern);
  // The distance to text if it is at most max_distance, else max_distance + 1.
  int distance(std::string_view text, int max_distance) const;

 private:
  std::string_view pattern_;
  uint64_t peq_[128] = {};  // bit i set where pattern[i] is that character
};

// Set bits of a 32-bit mask: WebAssembly and CPUs built with POPCNT have an instruction; elsewhere
// the builtin would be a library call, slower than these few operations.
inline int popcount32(uint32_t x) {
#if defined(__wasm__) || defined(__POPCNT__)
  return __builtin_popcount(x);
#else
  x = x - ((x >> 1) & 0x55555555u);
  x = (x & 0x33333333u) + ((x >> 2) & 0x33333333u);
  return static_cast<int>((((x + (x >> 4)) & 0x0F0F0F0Fu) * 0x01010101u) >> 24);
#endif
}

}  // namespace arbiter::search
