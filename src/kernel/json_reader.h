#pragma once
// JsonReader walks a parsed JSON document while remembering where it is, so every complaint
// names the file and the JSON path ("/steps/3/land") and says what was expected there.
// Game models use it to parse scenario files and card data into typed structs at load time.
#include <nlohmann/json.hpp>

#include <climits>
#include <cstdint>
#include <functional>
#include <optional>
#include <string>
#include <vector>

#include "kernel/errors.h"

namespace arbiter::kernel {

class JsonReader {
 public:
  JsonReader(const nlohmann::json& j, std::string file, std::string path = "")
      : j_(&j), file_(std::move(file)), path_(std::move(path)) {}

  const nlohmann::json& json() const { return *j_; }
  const std::string& file() const { return file_; }
  const std::string& path() const { return path_; }

  [[noreturn]] void fail(const std::string& expected) const { throw LoadError(file_, path_, expected); }

  bool is_object() const { return j_->is_object(); }
  bool is_array() const { return j_->is_array(); }
  bool is_string() const { return j_->is_string(); }
  bool has(const std::string& key) const { return j_->is_object() && j_->contains(key); }

  // A required member of an object.
  JsonReader at(const std::string& key) const {
    require_object();
    if (!j_->contains(key)) fail("a member \"" + key + "\"");
    return JsonReader((*j_)[key], file_, path_ + "/" + key);
  }
  std::optional<JsonReader> get(const std::string& key) const {
    require_object();
    if (!j_->contains(key)) return std::nullopt;
    return JsonReader((*j_)[key], file_, path_ + "/" + key);
  }
  JsonReader at(size_t i) const {
    require_array();
    if (i >= j_->size()) fail("an element at index " + std::to_string(i));
    return JsonReader((*j_)[i], file_, path_ + "/" + std::to_string(i));
  }
  size_t size() const {
    require_array();
    return j_->size();
  }
  // Every element of an array, each with its own path.
  std::vector<JsonReader> items() const {
    require_array();
    std::vector<JsonReader> out;
    for (size_t i = 0; i < j_->size(); ++i) out.emplace_back((*j_)[i], file_, path_ + "/" + std::to_string(i));
    return out;
  }
  // Every member of an object, in document order of the parser (sorted keys).
  std::vector<std::pair<std::string, JsonReader>> members() const {
    require_object();
    std::vector<std::pair<std::string, JsonReader>> out;
    for (auto it = j_->begin(); it != j_->end(); ++it)
      out.emplace_back(it.key(), JsonReader(it.value(), file_, path_ + "/" + it.key()));
    return out;
  }

  std::string str() const {
    if (!j_->is_string()) fail("a string (got " + shown() + ")");
    return j_->get<std::string>();
  }
  int integer() const {
    if (!j_->is_number_integer()) fail("an integer (got " + shown() + ")");
    // get<int>() would wrap a larger number into range (4294967297 reads as 1).
    const bool fits = j_->is_number_unsigned()
                          ? j_->get<std::uint64_t>() <= std::uint64_t(INT_MAX)
                          : j_->get<std::int64_t>() >= INT_MIN && j_->get<std::int64_t>() <= INT_MAX;
    if (!fits) fail("an integer that fits in 32 bits (got " + shown() + ")");
    return j_->get<int>();
  }
  int integer(int min, int max) const {
    int v = integer();
    if (v < min || v > max)
      fail("an integer from " + std::to_string(min) + " to " + std::to_string(max) + " (got " + std::to_string(v) +
           ")");
    return v;
  }
  bool boolean() const {
    if (!j_->is_boolean()) fail("true or false (got " + shown() + ")");
    return j_->get<bool>();
  }
  std::vector<std::string> strings() const {
    std::vector<std::string> out;
    for (auto& r : items()) out.push_back(r.str());
    return out;
  }
  // A string that must be one of `options`; returns its index.
  size_t one_of(const std::vector<std::string>& options) const {
    std::string v = str();
    for (size_t i = 0; i < options.size(); ++i)
      if (options[i] == v) return i;
    fail("one of " + join(options) + " (got \"" + v + "\")");
  }
  // Rejects members not in `allowed` (catches typos such as "expcet").
  void only(const std::vector<std::string>& allowed) const {
    require_object();
    for (auto it = j_->begin(); it != j_->end(); ++it) {
      bool ok = false;
      for (auto& a : allowed) ok = ok || a == it.key();
      if (!ok)
        JsonReader(it.value(), file_, path_ + "/" + it.key())
            .fail("no member \"" + it.key() + "\" here; allowed: " + join(allowed));
    }
  }

  std::string str_or(const std::string& key, const std::string& def) const {
    auto r = get(key);
    return r ? r->str() : def;
  }
  int int_or(const std::string& key, int def) const {
    auto r = get(key);
    return r ? r->integer() : def;
  }
  bool bool_or(const std::string& key, bool def) const {
    auto r = get(key);
    return r ? r->boolean() : def;
  }

  static std::string join(const std::vector<std::string>& v) {
    std::string s;
    for (size_t i = 0; i < v.size(); ++i) s += (i ? ", " : "") + v[i];
    return s;
  }

 private:
  void require_object() const {
    if (!j_->is_object()) fail("an object (got " + shown() + ")");
  }
  void require_array() const {
    if (!j_->is_array()) fail("an array (got " + shown() + ")");
  }
  std::string shown() const {
    std::string s = j_->dump();
    return s.size() > 40 ? s.substr(0, 37) + "..." : s;
  }
  const nlohmann::json* j_;
  std::string file_;
  std::string path_;
};

// Parses JSON text, turning a syntax error into a LoadError that names the file and byte offset.
nlohmann::json parse_json_text(const std::string& text, const std::string& file);
// Reads and parses a file with std::ifstream (works natively and under Node with NODERAWFS).
nlohmann::json read_json_file(const std::string& file);

}  // namespace arbiter::kernel
