#pragma once
// A small deterministic random generator (splitmix64) whose output is identical natively and in
// wasm, so "the same seed gives the same trace" holds across builds.
#include <cstdint>

namespace arbiter::kernel {

class Rng {
 public:
  explicit Rng(uint64_t seed) : s_(seed) {}
  uint64_t next() {
    uint64_t z = (s_ += 0x9E3779B97F4A7C15ull);
    z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ull;
    z = (z ^ (z >> 27)) * 0x94D049BB133111EBull;
    return z ^ (z >> 31);
  }
  // Uniform in [0, n). n must be > 0.
  int below(int n) { return static_cast<int>(next() % static_cast<uint64_t>(n)); }
  bool chance(int percent) { return below(100) < percent; }

 private:
  uint64_t s_;
};

}  // namespace arbiter::kernel
