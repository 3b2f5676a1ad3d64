#include "scenario/runner.h"

#include <algorithm>
#include <chrono>
#include <filesystem>
#include <set>

#include "kernel/json_reader.h"
#include "scenario/registry.h"

namespace arbiter::scenario {

namespace fs = std::filesystem;
using kernel::JsonReader;

static bool is_slug(const std::string& s) {
  if (s.empty()) return false;
  for (char c : s)
    if (!((c >= 'a' && c <= 'z') || (c >= '0' && c <= '9') || c == '-')) return false;
  return s.front() != '-' && s.back() != '-';
}

static void check_limits(const nlohmann::json& j, const std::string& file, const std::string& path, int depth) {
  if (!j.is_structured()) return;
  if (depth > kMaxScenarioDepth)
    throw kernel::LoadError(file, path,
                            "at most " + std::to_string(kMaxScenarioDepth) + " levels of nested objects and arrays");
  if (j.is_array() && j.size() > kMaxScenarioArray)
    throw kernel::LoadError(
        file, path,
        "at most " + std::to_string(kMaxScenarioArray) + " elements (got " + std::to_string(j.size()) + ")");
  if (j.is_array())
    for (size_t i = 0; i < j.size(); ++i) check_limits(j[i], file, path + "/" + std::to_string(i), depth + 1);
  else
    for (auto it = j.begin(); it != j.end(); ++it) check_limits(it.value(), file, path + "/" + it.key(), depth + 1);
}

void check_scenario_limits(const nlohmann::json& doc, const std::string& file) { check_limits(doc, file, "", 1); }

static void check_size(size_t bytes, const std::string& file) {
  if (bytes > kMaxScenarioBytes)
    throw kernel::LoadError(file, "",
                            "a scenario file of at most " + std::to_string(kMaxScenarioBytes / 1024) + " KB (got " +
                                std::to_string(bytes) + " bytes)");
}

Envelope read_envelope(const nlohmann::json& doc, const std::string& file) {
  JsonReader r(doc, file);
  if (!r.is_object()) r.fail("a scenario object");
  Envelope e;
  auto id = r.at("id");
  e.id = id.str();
  if (!is_slug(e.id)) id.fail("an id of lowercase letters, digits and dashes (got \"" + e.id + "\")");
  std::vector<std::string> games;
  for (const auto& m : game_models()) games.push_back(m->game());
  auto g = r.at("game");
  e.game = games[g.one_of(games)];
  e.title = r.at("title").str();
  e.watch = r.str_or("watch", "");
  if (auto d = r.get("demonstrates")) {
    e.demonstrates = d->strings();
    for (size_t i = 0; i < e.demonstrates.size(); ++i)
      if (!is_slug(e.demonstrates[i])) d->at(i).fail("a corpus entry id (lowercase slug)");
  }
  return e;
}

std::unique_ptr<kernel::ScenarioRun> start_scenario(const nlohmann::json& doc, const std::string& file) {
  check_scenario_limits(doc, file);
  Envelope e = read_envelope(doc, file);
  const kernel::GameModel* model = find_game_model(e.game);
  auto run = model->start(doc, file);
  kernel::Trace& t = run->trace();
  t.scenario = e.id;
  t.game = e.game;
  t.title = e.title;
  t.watch = e.watch;
  t.demonstrates = e.demonstrates;
  return run;
}

void prepare_scenario(const std::string& game, const std::string& file) {
  if (const kernel::GameModel* model = find_game_model(game)) model->prepare(file);
}

kernel::Trace run_scenario(const nlohmann::json& doc, const std::string& file) {
  auto run = start_scenario(doc, file);
  while (run->advance()) {}
  return std::move(run->trace());
}

namespace {
std::string head_of(const std::string& title) {
  const auto colon = title.find(": ");
  return colon == std::string::npos ? title : title.substr(0, colon);
}
std::string tail_of(const std::string& title) {
  const auto colon = title.find(": ");
  return colon == std::string::npos ? title : title.substr(colon + 2);
}
std::string cut_at_word(const std::string& s, size_t max_bytes) {
  if (s.size() <= max_bytes) return s;
  size_t end = s.rfind(' ', max_bytes);
  if (end == std::string::npos || end < max_bytes / 2) {
    end = max_bytes;
    while (end > 0 && (static_cast<unsigned char>(s[end]) & 0xC0) == 0x80) --end;  // not inside a UTF-8 character
  }
  while (end > 0 && (s[end - 1] == ' ' || s[end - 1] == ',' || s[end - 1] == ';' || s[end - 1] == ':')) --end;
  return s.substr(0, end) + "…";
}
}  // namespace

std::vector<std::string> demo_tab_labels(const std::vector<std::string>& titles, size_t max_bytes) {
  std::vector<std::string> out;
  for (const auto& t : titles) {
    size_t same_head = 0;
    for (const auto& other : titles) same_head += head_of(other) == head_of(t);
    std::string label = same_head == 1 ? head_of(t) : tail_of(t);
    if (label.size() > max_bytes && same_head == 1 && tail_of(t) != t) label = head_of(t);
    out.push_back(cut_at_word(label, max_bytes));
  }
  std::vector<bool> shared(out.size(), false);
  for (size_t i = 0; i < out.size(); ++i)
    for (size_t j = 0; j < out.size(); ++j) shared[i] = shared[i] || (i != j && out[i] == out[j]);
  for (size_t i = 0; i < out.size(); ++i)
    if (shared[i]) out[i] += " (" + std::to_string(i + 1) + ")";
  return out;
}

std::unique_ptr<kernel::ScenarioRun> start_scenario_text(const std::string& json_text, const std::string& name) {
  check_size(json_text.size(), name);
  return start_scenario(kernel::parse_json_text(json_text, name), name);
}

kernel::Trace run_scenario_text(const std::string& json_text, const std::string& name) {
  auto run = start_scenario_text(json_text, name);
  while (run->advance()) {}
  return std::move(run->trace());
}

kernel::Trace run_scenario_file(const std::string& path) {
  std::error_code ec;
  const auto bytes = fs::file_size(path, ec);
  if (!ec) check_size(static_cast<size_t>(bytes), path);
  return run_scenario(kernel::read_json_file(path), path);
}

std::vector<std::string> scenario_files(const std::string& data_dir) {
  std::vector<std::string> out;
  fs::path root = fs::path(data_dir) / "scenarios";
  std::error_code ec;
  if (!fs::is_directory(root, ec)) return out;
  for (const auto& game : fs::directory_iterator(root, ec)) {
    if (!game.is_directory()) continue;
    for (const auto& f : fs::directory_iterator(game.path(), ec))
      if (f.is_regular_file() && f.path().extension() == ".json") out.push_back(f.path().string());
  }
  std::sort(out.begin(), out.end());
  return out;
}

std::string find_scenario(const std::string& data_dir, const std::string& id) {
  for (const auto& f : scenario_files(data_dir)) {
    try {
      auto doc = kernel::read_json_file(f);
      if (doc.is_object() && doc.contains("id") && doc["id"] == id) return f;
    } catch (const std::exception&) {
      continue;
    }
  }
  return "";
}

std::vector<std::string> find_demos_of(const std::string& data_dir, const std::string& entry_id) {
  std::vector<std::string> out;
  for (const auto& f : scenario_files(data_dir)) {
    try {
      auto doc = kernel::read_json_file(f);
      if (!doc.is_object() || !doc.contains("demonstrates") || !doc["demonstrates"].is_array()) continue;
      for (const auto& d : doc["demonstrates"])
        if (d == entry_id) {
          out.push_back(f);
          break;
        }
    } catch (const std::exception&) {
      continue;
    }
  }
  return out;
}

std::vector<DemoResult> run_all_demos(const std::string& data_dir) {
  std::vector<DemoResult> out;
  for (const auto& f : scenario_files(data_dir)) {
    DemoResult r;
    r.file = f;
    auto t0 = std::chrono::steady_clock::now();
    try {
      kernel::Trace t = run_scenario_file(f);
      r.id = t.scenario;
      r.passed = t.passed;
      if (!t.error.empty()) r.message = t.error;
      for (const auto& e : t.expectations)
        if (!e.passed && r.message.empty()) r.message = e.description + " — " + e.detail;
    } catch (const std::exception& ex) {
      r.passed = false;
      r.message = ex.what();
    }
    r.millis = std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - t0).count();
    out.push_back(std::move(r));
  }
  return out;
}

}  // namespace arbiter::scenario
