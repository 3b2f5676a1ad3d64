// libFuzzer driver: one binary per entry of fuzz/entries.h, chosen by ARBITER_FUZZ_TARGET.
// A broken contract or an exception nobody should see (anything but the documented errors the
// entry already handles) aborts, so libFuzzer keeps the input as a crash.
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <exception>

#include "entries.h"

namespace {
arbiter::fuzz::Target target() {
  for (const auto& t : arbiter::fuzz::targets())
    if (std::strcmp(t.name, ARBITER_FUZZ_TARGET) == 0) return t;
  std::fprintf(stderr, "unknown fuzz target %s\n", ARBITER_FUZZ_TARGET);
  std::abort();
}
}  // namespace

extern "C" int LLVMFuzzerInitialize(int*, char***) {
  arbiter::fuzz::init(ARBITER_SOURCE_DIR);
  return 0;
}

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
  static const arbiter::fuzz::Target t = target();
  try {
    t.run(std::string_view(reinterpret_cast<const char*>(data), size));
  } catch (const arbiter::fuzz::Broken& e) {
    std::fprintf(stderr, "\n[fuzz %s] broken contract: %s\n", t.name, e.what());
    std::abort();
  } catch (const std::exception& e) {
    std::fprintf(stderr, "\n[fuzz %s] unexpected exception: %s\n", t.name, e.what());
    std::abort();
  }
  return 0;
}
