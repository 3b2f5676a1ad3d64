#include "corpus/import/importer.h"

#include <algorithm>
#include <cctype>
#include <filesystem>
#include <fstream>
#include <set>
#include <sstream>

#include <nlohmann/json.hpp>

#include "corpus/entry_json.h"
#include "corpus/import/ids.h"
#include "corpus/import/links.h"
#include "corpus/import/names.h"
#include "corpus/import/source_parser.h"
#include "corpus/import/summaries.h"

namespace arbiter::corpus::import {

namespace fs = std::filesystem;
using nlohmann::json;

// Each phrasing of data/asked.json goes to its entry's `asked`, in file order.
static void merge_asked(const ImportInputs& in, const std::map<std::string, Entry*>& by_id,
                        std::vector<Problem>& problems) {
  if (in.asked_text.empty()) return;
  const json doc = json::parse(in.asked_text, nullptr, false);
  if (doc.is_discarded() || !doc.is_object() || !doc.contains("entries") || !doc["entries"].is_object() ||
      doc.value("schema", 0) != 1) {
    problems.push_back({in.asked_file, "", "expected {\"schema\": 1, \"entries\": {entry_id: [phrasings]}}"});
    return;
  }
  for (auto it = doc["entries"].begin(); it != doc["entries"].end(); ++it) {
    const std::string path = "/entries/" + it.key();
    const auto entry = by_id.find(it.key());
    if (entry == by_id.end()) {
      problems.push_back(
          {in.asked_file, path, "unknown entry \"" + it.key() + "\"; expected an id from data/corpus.json"});
      continue;
    }
    if (!it.value().is_array() || it.value().empty()) {
      problems.push_back({in.asked_file, path, "expected a non-empty array of phrasings"});
      continue;
    }
    std::set<std::string> seen;
    for (size_t k = 0; k < it.value().size(); ++k) {
      const json& phrasing = it.value()[k];
      const std::string p = path + "/" + std::to_string(k);
      if (!phrasing.is_string()) {
        problems.push_back({in.asked_file, p, "expected a phrasing (a string)"});
        continue;
      }
      const std::string text = phrasing.get<std::string>();
      std::string folded;
      size_t words = 0;
      bool in_word = false;
      for (unsigned char c : text) {
        const bool letter = std::isalnum(c) || c >= 0x80;
        if (letter && !in_word) ++words;
        in_word = letter;
        if (letter) folded += static_cast<char>(std::tolower(c));
        else if (!folded.empty() && folded.back() != ' ') folded += ' ';
      }
      if (!folded.empty() && folded.back() == ' ') folded.pop_back();
      if (words == 0 || words > kMaxAskedWords)
        problems.push_back(
            {in.asked_file, p,
             "a phrasing of " + std::to_string(words) + " words; expected 1 to " + std::to_string(kMaxAskedWords)});
      else if (!seen.insert(folded).second)
        problems.push_back({in.asked_file, p, "\"" + text + "\" repeats an earlier phrasing of this entry"});
      else entry->second->asked.push_back(text);
    }
  }
}

ImportResult import_corpus(const ImportInputs& in) {
  ImportResult out;
  auto& problems = out.problems;
  NamesTable names = load_names(in.names_text, in.names_file, problems);
  IdMap ids = load_id_map(in.id_map_text, in.id_map_file, problems);
  for (const auto& src : in.sources) {
    // The corpus is JSON: a source that is not UTF-8 is refused, not carried into the output.
    if (auto bad = invalid_utf8_offsets(src.text); !bad.empty()) {
      const auto line = std::count(src.text.begin(), src.text.begin() + static_cast<long>(bad[0]), '\n') + 1;
      problems.push_back({src.file, "line " + std::to_string(line),
                          "invalid UTF-8 (byte offset " + std::to_string(bad[0]) + "); expected UTF-8 text"});
      continue;
    }
    size_t line_start = 0, line_no = 1, too_long = 0;
    for (size_t i = 0; i <= src.text.size() && !too_long; ++i)
      if (i == src.text.size() || src.text[i] == '\n') {
        if (i - line_start > kMaxSourceLineBytes) too_long = i - line_start;
        else line_start = i + 1, ++line_no;
      }
    if (too_long) {
      problems.push_back({src.file, "line " + std::to_string(line_no),
                          "a line of " + std::to_string(too_long) + " bytes; expected lines of at most " +
                              std::to_string(kMaxSourceLineBytes) + " bytes"});
      continue;
    }
    auto parsed = parse_source(src.text, src.file, problems);
    for (auto& e : parsed.entries) out.entries.push_back(std::move(e));
  }
  assign_ids(out.entries, ids);
  for (auto& e : out.entries) e.mentions = find_mentions(e, names);
  link_entries(out.entries, names);
  // Summaries come after the source entries, in file order, with the links they name (both ways).
  if (!in.summaries_text.empty()) {
    for (auto& e : read_summaries(in.summaries_text, in.summaries_file, problems)) {
      e.mentions = find_mentions(e, names);
      out.entries.push_back(std::move(e));
    }
    link_summaries(out.entries, in.summaries_file, problems);
  }

  std::map<std::string, Entry*> by_id;
  for (auto& e : out.entries) by_id[e.id] = &e;
  for (const auto& sc : in.scenarios)
    for (const auto& target : sc.demonstrates) {
      auto it = by_id.find(target);
      if (it == by_id.end())
        problems.push_back({sc.file, "/demonstrates",
                            "scenario \"" + sc.id + "\" demonstrates unknown entry \"" + target +
                                "\"; expected an id from data/corpus.json"});
      else if (std::find(it->second->demos.begin(), it->second->demos.end(), sc.id) == it->second->demos.end())
        it->second->demos.push_back(sc.id);
    }
  for (auto& e : out.entries) std::sort(e.demos.begin(), e.demos.end());
  for (const auto& [id, reason] : in.no_demo) {
    auto it = by_id.find(id);
    if (it == by_id.end())
      problems.push_back(
          {in.no_demo_file, "/" + id, "unknown entry \"" + id + "\"; expected an id from data/corpus.json"});
    else it->second->no_demo_reason = reason;
  }

  merge_asked(in, by_id, problems);

  auto link_problems = check_links(out.entries, "corpus.json");
  problems.insert(problems.end(), link_problems.begin(), link_problems.end());
  out.id_map_text = id_map_to_text(ids);
  if (problems.empty()) out.corpus_text = corpus_to_text(out.entries);
  return out;
}

static bool read_text(const std::string& path, std::string& text) {
  std::ifstream f(path, std::ios::binary);
  if (!f) return false;
  std::ostringstream ss;
  ss << f.rdbuf();
  text = ss.str();
  return true;
}

ImportInputs read_import_inputs(const std::vector<std::string>& source_files, const std::string& data_dir,
                                const std::string& scenarios_dir, std::vector<Problem>& problems) {
  ImportInputs in;
  for (const auto& f : source_files) {
    SourceText s{f, ""};
    if (!read_text(f, s.text)) problems.push_back({f, "", "cannot read the source document"});
    in.sources.push_back(std::move(s));
  }
  in.names_file = (fs::path(data_dir) / "names.json").string();
  if (!read_text(in.names_file, in.names_text))
    problems.push_back({in.names_file, "", "cannot read the names table; expected {\"schema\": 1, \"names\": [...]}"});
  in.id_map_file = (fs::path(data_dir) / "id-map.json").string();
  read_text(in.id_map_file, in.id_map_text);  // absent on the very first import

  in.no_demo_file = (fs::path(data_dir) / "no-demo.json").string();
  std::string no_demo;
  if (read_text(in.no_demo_file, no_demo)) {
    json doc = json::parse(no_demo, nullptr, false);
    if (doc.is_discarded() || !doc.is_object())
      problems.push_back({in.no_demo_file, "", "expected a JSON object {entry_id: reason}"});
    else
      for (auto it = doc.begin(); it != doc.end(); ++it) {
        if (it.value().is_string()) in.no_demo[it.key()] = it.value().get<std::string>();
        else problems.push_back({in.no_demo_file, "/" + it.key(), "expected a reason string"});
      }
  }

  in.asked_file = (fs::path(data_dir) / "asked.json").string();
  read_text(in.asked_file, in.asked_text);  // optional
  in.summaries_file = (fs::path(data_dir) / "summaries.json").string();
  read_text(in.summaries_file, in.summaries_text);  // optional

  if (!scenarios_dir.empty() && fs::is_directory(scenarios_dir)) {
    std::vector<std::string> files;
    for (const auto& de : fs::recursive_directory_iterator(scenarios_dir))
      if (de.is_regular_file() && de.path().extension() == ".json") files.push_back(de.path().generic_string());
    std::sort(files.begin(), files.end());
    for (const auto& f : files) {
      std::string text;
      read_text(f, text);
      json doc = json::parse(text, nullptr, false);
      if (doc.is_discarded() || !doc.is_object()) {
        problems.push_back({f, "", "expected a scenario JSON object with \"id\" and \"demonstrates\""});
        continue;
      }
      ScenarioRef ref{f, "", {}};
      if (!doc.contains("id") || !doc["id"].is_string()) {
        problems.push_back({f, "/id", "expected the scenario id (a string)"});
        continue;
      }
      ref.id = doc["id"].get<std::string>();
      if (doc.contains("demonstrates")) {
        const json& d = doc["demonstrates"];
        if (!d.is_array()) problems.push_back({f, "/demonstrates", "expected an array of entry ids"});
        else
          for (size_t i = 0; i < d.size(); ++i) {
            if (d[i].is_string()) ref.demonstrates.push_back(d[i].get<std::string>());
            else problems.push_back({f, "/demonstrates/" + std::to_string(i), "expected an entry id (a string)"});
          }
      }
      in.scenarios.push_back(std::move(ref));
    }
  }
  return in;
}

}  // namespace arbiter::corpus::import
