#pragma once
// Tolerant reads of a trace snapshot's board JSON, as the app always read it: a missing key or a
// value of another type is absent (the default), never an error. The snapshot comes from our own
// engine; a what-if edit can leave keys out.
#include <nlohmann/json.hpp>

#include <string>
#include <vector>

namespace arbiter::board {

// A JSON number as an int, clamped to ±1e9 (a float or a huge value is not undefined behaviour);
// `fallback` when it is not a number.
int as_int(const nlohmann::json& v, int fallback = 0);
int int_at(const nlohmann::json& j, const char* key, int fallback = 0);
float float_at(const nlohmann::json& j, const char* key, float fallback);
bool bool_at(const nlohmann::json& j, const char* key, bool fallback = false);
std::string string_at(const nlohmann::json& j, const char* key, const std::string& fallback = "");
// j[key] when it is an array (else an empty array).
const nlohmann::json& array_at(const nlohmann::json& j, const char* key);
// j[key] when it is an object (else an empty object).
const nlohmann::json& object_at(const nlohmann::json& j, const char* key);
// The strings of j[key] (other elements skipped).
std::vector<std::string> strings_at(const nlohmann::json& j, const char* key);

}  // namespace arbiter::board
