#include "kernel/json_reader.h"

#include <climits>
#include <cstdint>
#include <cstdio>
#include <memory>

namespace arbiter::kernel {

void JsonReader::fail(const std::string& expected) const { throw LoadError(file_, path_, expected); }

bool JsonReader::has(std::string_view key) const { return j_->is_object() && j_->contains(key); }

JsonReader JsonReader::at(std::string_view key) const {
  require_object();
  if (!j_->contains(key)) fail("a member \"" + std::string(key) + "\"");
  return JsonReader((*j_)[key], file_, child_path(key));
}

std::optional<JsonReader> JsonReader::get(std::string_view key) const {
  require_object();
  if (!j_->contains(key)) return std::nullopt;
  return JsonReader((*j_)[key], file_, child_path(key));
}

JsonReader JsonReader::at(size_t i) const {
  require_array();
  if (i >= j_->size()) fail("an element at index " + std::to_string(i));
  return JsonReader((*j_)[i], file_, path_ + "/" + std::to_string(i));
}

size_t JsonReader::size() const {
  require_array();
  return j_->size();
}

std::vector<JsonReader> JsonReader::items() const {
  require_array();
  std::vector<JsonReader> out;
  for (size_t i = 0; i < j_->size(); ++i) out.emplace_back((*j_)[i], file_, path_ + "/" + std::to_string(i));
  return out;
}

std::vector<std::pair<std::string, JsonReader>> JsonReader::members() const {
  require_object();
  std::vector<std::pair<std::string, JsonReader>> out;
  for (auto it = j_->begin(); it != j_->end(); ++it)
    out.emplace_back(it.key(), JsonReader(it.value(), file_, path_ + "/" + it.key()));
  return out;
}

std::string JsonReader::str() const {
  if (!j_->is_string()) fail("a string (got " + shown() + ")");
  return j_->get<std::string>();
}

int JsonReader::integer() const {
  if (!j_->is_number_integer()) fail("an integer (got " + shown() + ")");
  // get<int>() would wrap a larger number into range (4294967297 reads as 1).
  const bool fits = j_->is_number_unsigned()
                        ? j_->get<std::uint64_t>() <= std::uint64_t(INT_MAX)
                        : j_->get<std::int64_t>() >= INT_MIN && j_->get<std::int64_t>() <= INT_MAX;
  if (!fits) fail("an integer that fits in 32 bits (got " + shown() + ")");
  return j_->get<int>();
}

int JsonReader::integer(int min, int max) const {
  int v = integer();
  if (v < min || v > max)
    fail("an integer from " + std::to_string(min) + " to " + std::to_string(max) + " (got " + std::to_string(v) + ")");
  return v;
}

bool JsonReader::boolean() const {
  if (!j_->is_boolean()) fail("true or false (got " + shown() + ")");
  return j_->get<bool>();
}

std::vector<std::string> JsonReader::strings() const {
  std::vector<std::string> out;
  for (auto& r : items()) out.push_back(r.str());
  return out;
}

size_t JsonReader::one_of(const std::vector<std::string>& options) const {
  std::string v = str();
  for (size_t i = 0; i < options.size(); ++i)
    if (options[i] == v) return i;
  fail("one of " + join(options) + " (got \"" + v + "\")");
}

void JsonReader::only(const std::vector<std::string>& allowed) const {
  require_object();
  for (auto it = j_->begin(); it != j_->end(); ++it) {
    bool ok = false;
    for (auto& a : allowed) ok = ok || a == it.key();
    if (!ok)
      JsonReader(it.value(), file_, path_ + "/" + it.key())
          .fail("no member \"" + it.key() + "\" here; allowed: " + join(allowed));
  }
}

void JsonReader::only(std::initializer_list<const char*> allowed) const {
  only(std::vector<std::string>(allowed.begin(), allowed.end()));
}

std::string JsonReader::str_or(std::string_view key, const std::string& def) const {
  auto r = get(key);
  return r ? r->str() : def;
}

int JsonReader::int_or(std::string_view key, int def) const {
  auto r = get(key);
  return r ? r->integer() : def;
}

bool JsonReader::bool_or(std::string_view key, bool def) const {
  auto r = get(key);
  return r ? r->boolean() : def;
}

std::string JsonReader::join(const std::vector<std::string>& v) {
  std::string s;
  for (size_t i = 0; i < v.size(); ++i) s += (i ? ", " : "") + v[i];
  return s;
}

void JsonReader::require_object() const {
  if (!j_->is_object()) fail("an object (got " + shown() + ")");
}

void JsonReader::require_array() const {
  if (!j_->is_array()) fail("an array (got " + shown() + ")");
}

std::string JsonReader::child_path(std::string_view key) const {
  std::string p = path_;
  p += '/';
  p += key;
  return p;
}

std::string JsonReader::shown() const {
  std::string s = j_->dump();
  return s.size() > 40 ? s.substr(0, 37) + "..." : s;
}

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
