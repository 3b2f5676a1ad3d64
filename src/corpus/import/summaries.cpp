#include "corpus/import/summaries.h"

#include <algorithm>
#include <map>

#include <nlohmann/json.hpp>

#include "corpus/entry_json.h"

namespace arbiter::corpus::import {

using nlohmann::json;

namespace {

const std::vector<std::string>& summary_keys() {
  static const std::vector<std::string> keys{"id", "game", "title", "rests_on", "answer", "related"};
  return keys;
}

// One summary object -> an entry, through read_entry so the answer blocks are checked as the corpus's.
bool read_summary(const json& s, const std::string& path, const std::string& file, Entry& e,
                  std::vector<Problem>& problems) {
  if (!s.is_object()) {
    problems.push_back({file, path, "expected a summary object {id, game, title, rests_on, answer, related}"});
    return false;
  }
  const size_t before = problems.size();
  for (auto it = s.begin(); it != s.end(); ++it)
    if (std::find(summary_keys().begin(), summary_keys().end(), it.key()) == summary_keys().end())
      problems.push_back({file, path + "/" + it.key(),
                          "unknown key \"" + it.key() + "\"; expected id, game, title, rests_on, answer, related"});
  if (!s.contains("rests_on") || !s["rests_on"].is_array() || s["rests_on"].empty())
    problems.push_back({file, path + "/rests_on", "expected a non-empty array of rulebook pages (strings)"});
  json entry = s;
  entry["source"] = kSummarySource;
  entry["kind"] = "summary";
  read_entry(entry, path, file, e, problems);
  if (e.id.rfind("si-summary-", 0) != 0 && e.id.rfind("l5r-summary-", 0) != 0)
    problems.push_back(
        {file, path + "/id", "expected an id starting \"si-summary-\" or \"l5r-summary-\", got \"" + e.id + "\""});
  return problems.size() == before;
}

}  // namespace

std::vector<Entry> read_summaries(const std::string& text, const std::string& file, std::vector<Problem>& problems) {
  std::vector<Entry> out;
  const json doc = json::parse(text, nullptr, false);
  if (doc.is_discarded() || !doc.is_object() || doc.value("schema", 0) != 1 || !doc.contains("entries") ||
      !doc["entries"].is_array()) {
    problems.push_back({file, "", "expected {\"schema\": 1, \"about\": \"...\", \"entries\": [summaries]}"});
    return out;
  }
  for (auto it = doc.begin(); it != doc.end(); ++it)
    if (it.key() != "schema" && it.key() != "about" && it.key() != "entries")
      problems.push_back({file, "/" + it.key(), "unknown key \"" + it.key() + "\"; expected schema, about, entries"});
  const json& entries = doc["entries"];
  for (size_t i = 0; i < entries.size(); ++i) {
    Entry e;
    if (read_summary(entries[i], "/entries/" + std::to_string(i), file, e, problems)) out.push_back(std::move(e));
  }
  return out;
}

void link_summaries(std::vector<Entry>& entries, const std::string& file, std::vector<Problem>& problems) {
  std::map<std::string, size_t> by_id;
  for (size_t i = 0; i < entries.size(); ++i) by_id[entries[i].id] = i;
  size_t n = 0;  // the summaries' index in the file, for the JSON path
  for (size_t i = 0; i < entries.size(); ++i) {
    if (entries[i].kind != Kind::Summary) continue;
    const std::string path = "/entries/" + std::to_string(n++) + "/related/";
    std::vector<std::string> kept;  // a bad id is reported here, against this file, and dropped
    for (size_t k = 0; k < entries[i].related.size(); ++k) {
      const std::string& target = entries[i].related[k];
      const auto it = by_id.find(target);
      if (it == by_id.end() || it->second == i) {
        problems.push_back({file, path + std::to_string(k),
                            "\"" + target + "\" is not another entry; expected an id from data/corpus.json"});
        continue;
      }
      kept.push_back(target);
      auto& back = entries[it->second].related;
      if (std::find(back.begin(), back.end(), entries[i].id) == back.end()) back.push_back(entries[i].id);
    }
    entries[i].related = std::move(kept);
  }
}

}  // namespace arbiter::corpus::import
