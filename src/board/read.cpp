#include "board/read.h"

#include <algorithm>

namespace arbiter::board {

using nlohmann::json;

namespace {
const json* member_of(const json& j, const char* key) {
  if (!j.is_object()) return nullptr;
  auto it = j.find(key);
  return it == j.end() ? nullptr : &*it;
}
}  // namespace

int as_int(const json& v, int fallback) {
  if (!v.is_number()) return fallback;
  const double d = v.get<double>();
  if (!(d == d)) return fallback;  // NaN
  return int(std::max(-1e9, std::min(1e9, d)));
}

int int_at(const json& j, const char* key, int fallback) {
  const json* v = member_of(j, key);
  return v ? as_int(*v, fallback) : fallback;
}

float float_at(const json& j, const char* key, float fallback) {
  const json* v = member_of(j, key);
  if (!v || !v->is_number()) return fallback;
  const double d = v->get<double>();
  return d == d ? float(std::max(-1e6, std::min(1e6, d))) : fallback;
}

bool bool_at(const json& j, const char* key, bool fallback) {
  const json* v = member_of(j, key);
  return v && v->is_boolean() ? v->get<bool>() : fallback;
}

std::string string_at(const json& j, const char* key, const std::string& fallback) {
  const json* v = member_of(j, key);
  return v && v->is_string() ? v->get<std::string>() : fallback;
}

const json& array_at(const json& j, const char* key) {
  static const json empty = json::array();
  const json* v = member_of(j, key);
  return v && v->is_array() ? *v : empty;
}

const json& object_at(const json& j, const char* key) {
  static const json empty = json::object();
  const json* v = member_of(j, key);
  return v && v->is_object() ? *v : empty;
}

std::vector<std::string> strings_at(const json& j, const char* key) {
  std::vector<std::string> out;
  for (const json& v : array_at(j, key))
    if (v.is_string()) out.push_back(v.get<std::string>());
  return out;
}

}  // namespace arbiter::board
