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

// Read the whole file in one call: copying a stream buffer makes a system call per few KB, and in
// wasm each one is a call out to JavaScript (it was a quarter of the time to run every demo). The
// buffer is sized from the file: a fixed 64 KB block was zero-filled for every small scenario (2% of
// the wasm demo run). A file whose size is unknown (a pipe) is read in 64 KB blocks until it ends.
nlohmann::json read_json_file(const std::string& file) {
  std::unique_ptr<std::FILE, int (*)(std::FILE*)> in(std::fopen(file.c_str(), "rb"), std::fclose);
  if (!in) throw LoadError(file, "", "a readable file (cannot open it)");
  long size = -1;
  if (std::fseek(in.get(), 0, SEEK_END) == 0) size = std::ftell(in.get());
  std::rewind(in.get());
  const size_t chunk = size >= 0 ? static_cast<size_t>(size) + 1 : size_t{1} << 16;  // +1: one read meets the end
  std::string text;
  for (size_t n = chunk; n == chunk;) {
    const size_t had = text.size();
    text.resize(had + chunk);
    n = std::fread(&text[had], 1, chunk, in.get());
    text.resize(had + n);
  }
  if (std::ferror(in.get())) throw LoadError(file, "", "a readable file (reading it failed)");
  return parse_json_text(text, file);
}

}  // namespace arbiter::kernel
