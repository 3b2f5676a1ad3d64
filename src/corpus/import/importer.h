#pragma once
// The whole import: source documents -> entries with ids, mentions, links and demos -> the text of
// data/corpus.json and data/id-map.json. Deterministic: the same inputs give byte-identical output.
// tools/importer/main.cpp is a thin CLI over run_import; the tests call import_corpus directly.
#include <map>
#include <string>
#include <vector>

#include "corpus/entry.h"
#include "corpus/loader.h"

namespace arbiter::corpus::import {

// Source lines longer than this are refused (the longest real one is about 1 KB): the parser's
// std::regex matching recurses once per character, so an unbounded line could overflow the stack.
constexpr size_t kMaxSourceLineBytes = 8192;

struct SourceText {
  std::string file;  // only for messages
  std::string text;
};

// A scenario file's claim: scenario `id` demonstrates these entry ids.
struct ScenarioRef {
  std::string file;
  std::string id;
  std::vector<std::string> demonstrates;
};

struct ImportInputs {
  std::vector<SourceText> sources;  // in corpus order
  std::string names_text;           // data/names.json
  std::string names_file = "names.json";
  std::string id_map_text;  // data/id-map.json ("" when starting fresh)
  std::string id_map_file = "id-map.json";
  std::vector<ScenarioRef> scenarios;
  std::map<std::string, std::string> no_demo;  // entry id -> reason (data/no-demo.json)
  std::string no_demo_file = "no-demo.json";
  std::string asked_text;  // data/asked.json ("" when absent)
  std::string asked_file = "asked.json";
  std::string summaries_text;  // data/summaries.json ("" when absent)
  std::string summaries_file = "summaries.json";
};

// data/asked.json: {"schema": 1, "entries": {entry_id: ["how a player asks it", ...]}}. A phrasing
// is searched beside the entry's own words, so each must be short and say something new.
constexpr size_t kMaxAskedWords = 16;

struct ImportResult {
  std::vector<Entry> entries;
  std::string corpus_text;  // empty when there are problems
  std::string id_map_text;
  std::vector<Problem> problems;
};

ImportResult import_corpus(const ImportInputs& in);

// Reads the files: sources, <data_dir>/names.json, <data_dir>/id-map.json, <data_dir>/no-demo.json,
// <data_dir>/asked.json, <data_dir>/summaries.json and (if scenarios_dir is non-empty and exists) every *.json under
// it.
ImportInputs read_import_inputs(const std::vector<std::string>& source_files, const std::string& data_dir,
                                const std::string& scenarios_dir, std::vector<Problem>& problems);

}  // namespace arbiter::corpus::import
