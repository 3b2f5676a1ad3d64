#pragma once
// JsonReader walks a parsed JSON document while remembering where it is, so every complaint
// names the file and the JSON path ("/steps/3/land") and says what was expected there.
// Game models use it to parse scenario files and card data into typed structs at load time.
#include <nlohmann/json.hpp>

#include <climits>
#include <cstdint>
#include <functional>
#include <initializer_list>
#include <optional>
#include <string>
#include <string_view>
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

  [[noreturn]] void fail(const std::string& expected) const;

  bool is_object() const { return j_->is_object(); }
  bool is_array() const { return j_->is_array(); }
  bool is_string() const { return j_->is_string(); }
  bool has(std::string_view key) const;

  // The members below are defined in json_reader.cpp, not here: inline, each loader that calls
  // them got its own copy of nlohmann_json's conversions and of the error messages' code
  // (20-27 KB of wasm per loader; docs/startup.md, Bytes).

  // A required member of an object.
  // Keys are string_views: a literal key then costs its caller no std::string of its own.
  JsonReader at(std::string_view key) const;
  std::optional<JsonReader> get(std::string_view key) const;
  JsonReader at(size_t i) const;
  size_t size() const;
  // Every element of an array, each with its own path.
  std::vector<JsonReader> items() const;
  // Every member of an object, in document order of the parser (sorted keys).
  std::vector<std::pair<std::string, JsonReader>> members() const;

  std::string str() const;
  int integer() const;
  int integer(int min, int max) const;
  bool boolean() const;
  std::vector<std::string> strings() const;
  // A string that must be one of `options`; returns its index.
  size_t one_of(const std::vector<std::string>& options) const;
  // Rejects members not in `allowed` (catches typos such as "expcet").
  void only(const std::vector<std::string>& allowed) const;
  void only(std::initializer_list<const char*> allowed) const;

  std::string str_or(std::string_view key, const std::string& def) const;
  int int_or(std::string_view key, int def) const;
  bool bool_or(std::string_view key, bool def) const;

  static std::string join(const std::vector<std::string>& v);

 private:
  void require_object() const;
  void require_array() const;
  std::string shown() const;
  std::string child_path(std::string_view key) const;
  const nlohmann::json* j_;
  std::string file_;
  std::string path_;
};

// Parses JSON text, turning a syntax error into a LoadError that names the file and byte offset.
nlohmann::json parse_json_text(const std::string& text, const std::string& file);
// Reads and parses a file with std::ifstream (works natively and under Node with NODERAWFS).
nlohmann::json read_json_file(const std::string& file);

}  // namespace arbiter::kernel
