#include "kernel/json_reader.h"

#include <fstream>
#include <sstream>

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

nlohmann::json read_json_file(const std::string& file) {
  std::ifstream in(file, std::ios::binary);
  if (!in) throw LoadError(file, "", "a readable file (cannot open it)");
  std::stringstream ss;
  ss << in.rdbuf();
  return parse_json_text(ss.str(), file);
}

}  // namespace arbiter::kernel
