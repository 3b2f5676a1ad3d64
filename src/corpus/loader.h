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

// The corpus loaded a few entries at a time, so that no single call is long (the app's start,
// docs/startup.md). The first step finds the entries' byte ranges (json_parts.h) and checks the
// file's head; each later one parses and checks up to `entries` entries as read_entry does; the
// last checks the links between them. The result is load_corpus_text's, problems and all: a text
// the fast path cannot read entry by entry (not JSON, not UTF-8, not an object with an array of
// entries) is loaded by load_corpus_text itself, for its messages.
class CorpusLoader {
 public:
  CorpusLoader(std::string_view text, std::string file_name);  // the text must outlive the loader
  ~CorpusLoader();
  // True while steps remain.
  bool step(size_t entries);
  bool done() const { return state_ == State::done; }
  size_t entries_read() const;  // entries parsed and checked so far (entries of the result, in order)
  const Entry& entry(size_t i) const;
  // The result, once done (moved out).
  LoadResult take();

 private:
  enum class State { start, entries, done };
  void start();
  void read_next();
  void whole();
  void finish();

  std::string_view text_;
  std::string file_;
  State state_ = State::start;
  std::vector<std::string_view> entry_texts_;
  Corpus corpus_;
  LoadResult result_;
};

// "data/corpus.json: /entries/3/title: expected a string, got a number"
std::string format_problem(const Problem& p);

// Cross-entry checks shared by the loader and the importer: ids well-formed and unique, related ids resolvable.
std::vector<Problem> check_links(const std::vector<Entry>& entries, const std::string& file_name);

// Byte offsets of invalid UTF-8 sequences in text (empty when the text is valid).
std::vector<size_t> invalid_utf8_offsets(std::string_view text);

}  // namespace arbiter::corpus
