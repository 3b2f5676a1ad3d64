#include "kernel/json_reader.h"

#include <cstdio>
#include <memory>

namespace arbiter::kernel {

nlohmann::json parse_json_text(const std::string& text, const std::string& file) {
  try {
    return nlohmann::json::parse(text);
  } catch (const nlohmann::json::parse_error& e) {
    throw LoadError(file, "", "valid JSON (syntax error at byte " + std::to_string(e.byte) + ")");
  } catch (const nlohmann::json::out_of_range&) {
    throw LoadError(file, "", "valid JSON numbers (a number is too large for a double)");
  }
}

// Read in 64 KB blocks: copying a stream buffer makes a system call per few KB, and in wasm each
// one is a call out to JavaScript (it was a quarter of the time to run every demo).
nlohmann::json read_json_file(const std::string& file) {
  std::unique_ptr<std::FILE, int (*)(std::FILE*)> in(std::fopen(file.c_str(), "rb"), std::fclose);
  if (!in) throw LoadError(file, "", "a readable file (cannot open it)");
  constexpr size_t kChunk = 1 << 16;
  std::string text;
  for (size_t n = kChunk; n == kChunk;) {
    const size_t had = text.size();
    text.resize(had + kChunk);
    n = std::fread(&text[had], 1, kChunk, in.get());
    text.resize(had + n);
  }
  if (std::ferror(in.get())) throw LoadError(file, "", "a readable file (reading it failed)");
  return parse_json_text(text, file);
}

}  // namespace arbiter::kernel
