#pragma once
// Loading data/corpus.json: every problem is reported with the file, the JSON path (a JSON pointer
// such as "/entries/3/title") and what was expected. A corpus with any problem is not loaded at all.
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include <nlohmann/json_fwd.hpp>

#include "corpus/entry.h"

namespace arbiter::corpus {

struct Problem {
  std::string file;
  std::string json_path;  // "" for the whole file
  std::string message;
};

struct Corpus {
  std::vector<Entry> entries;  // in source order
  const Entry* find(std::string_view id) const;
};

struct LoadResult {
  std::optional<Corpus> corpus;  // set only when problems is empty
  std::vector<Problem> problems;
};

constexpr int kCorpusSchema = 1;

LoadResult load_corpus_file(const std::string& path);
LoadResult load_corpus_text(std::string_view text, const std::string& file_name);
// The corpus already parsed as JSON (the app's bundle holds it inside a larger document).
LoadResult load_corpus_json(const nlohmann::json& doc, const std::string& file_name);

// "data/corpus.json: /entries/3/title: expected a string, got a number"
std::string format_problem(const Problem& p);

// Cross-entry checks shared by the loader and the importer: ids well-formed and unique, related ids resolvable.
std::vector<Problem> check_links(const std::vector<Entry>& entries, const std::string& file_name);

// Byte offsets of invalid UTF-8 sequences in text (empty when the text is valid).
std::vector<size_t> invalid_utf8_offsets(std::string_view text);

}  // namespace arbiter::corpus
