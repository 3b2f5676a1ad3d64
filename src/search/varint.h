#pragma once
// LEB128 variable-length integers: postings and the forward index store small gaps and term ids.
#include <cstdint>
#include <vector>

namespace arbiter::search {

inline void put_varint(std::vector<uint8_t>& out, uint32_t v) {
  while (v >= 0x80) {
    out.push_back(static_cast<uint8_t>(v | 0x80));
    v >>= 7;
  }
  out.push_back(static_cast<uint8_t>(v));
}

inline uint32_t get_varint(const uint8_t*& p) {
  uint32_t v = *p & 0x7F;
  for (int shift = 7; *p++ & 0x80; shift += 7) v |= static_cast<uint32_t>(*p & 0x7F) << shift;
  return v;
}

}  // namespace arbiter::search
