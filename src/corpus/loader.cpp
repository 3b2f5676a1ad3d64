#include "corpus/loader.h"

#include <cstdio>
#include <fstream>
#include <map>
#include <sstream>

#include <nlohmann/json.hpp>

#include "corpus/entry_json.h"
#include "corpus/json_parts.h"

namespace arbiter::corpus {

using nlohmann::json;

const Entry* Corpus::find(std::string_view id) const {
  for (const auto& e : entries)
    if (e.id == id) return &e;
  return nullptr;
}

std::string format_problem(const Problem& p) {
  return p.file + ": " + (p.json_path.empty() ? "(file)" : p.json_path) + ": " + p.message;
}

std::vector<size_t> invalid_utf8_offsets(std::string_view s) {
  std::vector<size_t> bad;
  size_t i = 0;
  while (i < s.size()) {
    auto c = static_cast<unsigned char>(s[i]);
    size_t len = c < 0x80 ? 1 : (c >> 5) == 0x6 ? 2 : (c >> 4) == 0xE ? 3 : (c >> 3) == 0x1E ? 4 : 0;
    bool ok = len > 0 && i + len <= s.size() && !(len == 2 && c < 0xC2);
    for (size_t k = 1; ok && k < len; ++k) ok = (static_cast<unsigned char>(s[i + k]) & 0xC0) == 0x80;
    if (ok && len == 3) {
      auto c1 = static_cast<unsigned char>(s[i + 1]);
      ok = !(c == 0xE0 && c1 < 0xA0) && !(c == 0xED && c1 >= 0xA0);  // overlong, surrogates
    }
    if (ok && len == 4) {
      auto c1 = static_cast<unsigned char>(s[i + 1]);
      ok = !(c == 0xF0 && c1 < 0x90) && !(c == 0xF4 && c1 >= 0x90) && c <= 0xF4;
    }
    if (!ok) {
      bad.push_back(i);
      ++i;
    } else {
      i += len;
    }
  }
  return bad;
}

static bool is_slug(const std::string& s) {
  if (s.empty() || s.front() == '-' || s.back() == '-') return false;
  for (size_t i = 0; i < s.size(); ++i) {
    char c = s[i];
    bool ok = (c >= 'a' && c <= 'z') || (c >= '0' && c <= '9') || (c == '-' && s[i - 1] != '-');
    if (!ok) return false;
  }
  return true;
}

std::vector<Problem> check_links(const std::vector<Entry>& entries, const std::string& file) {
  std::vector<Problem> problems;
  std::map<std::string, size_t> first;
  for (size_t i = 0; i < entries.size(); ++i) {
    const std::string& id = entries[i].id;
    std::string path = "/entries/" + std::to_string(i) + "/id";
    if (id.empty()) continue;  // already reported as missing or empty
    if (!is_slug(id))
      problems.push_back(
          {file, path, "expected a slug of lowercase letters, digits and single hyphens, got \"" + id + "\""});
    auto [it, inserted] = first.emplace(id, i);
    if (!inserted)
      problems.push_back({file, path,
                          "duplicate id \"" + id + "\"; expected unique ids (first used at /entries/" +
                              std::to_string(it->second) + "/id)"});
  }
  for (size_t i = 0; i < entries.size(); ++i)
    for (size_t k = 0; k < entries[i].related.size(); ++k) {
      const std::string& target = entries[i].related[k];
      if (!first.count(target))
        problems.push_back(
            {file, "/entries/" + std::to_string(i) + "/related/" + std::to_string(k),
             "dangling link: no entry has id \"" + target + "\"; expected the id of an entry in this corpus"});
    }
  return problems;
}

// Offset -> "line L, column C" (1-based, columns in bytes).
static std::string position(std::string_view text, size_t offset) {
  size_t line = 1, col = 1;
  for (size_t i = 0; i < offset && i < text.size(); ++i) {
    if (text[i] == '\n') ++line, col = 1;
    else ++col;
  }
  return "line " + std::to_string(line) + ", column " + std::to_string(col);
}

// JSON pointers of the strings (values and keys) that contain `needle`.
static void paths_containing(const json& j, const std::string& path, const std::string& needle,
                             std::vector<std::string>& out) {
  if (j.is_string()) {
    if (j.get_ref<const std::string&>().find(needle) != std::string::npos) out.push_back(path);
  } else if (j.is_array()) {
    for (size_t i = 0; i < j.size(); ++i) paths_containing(j[i], path + "/" + std::to_string(i), needle, out);
  } else if (j.is_object()) {
    for (auto it = j.begin(); it != j.end(); ++it) {
      if (it.key().find(needle) != std::string::npos) out.push_back(path + "/" + it.key());
      paths_containing(it.value(), path + "/" + it.key(), needle, out);
    }
  }
}

static void check_schema(const json* schema, const std::string& file, std::vector<Problem>& problems) {
  if (!schema) problems.push_back({file, "/schema", "missing required field; expected the number 1"});
  else if (!schema->is_number_integer() || schema->get<long long>() != kCorpusSchema)
    problems.push_back(
        {file, "/schema", "expected the number 1 (the corpus schema this build reads), got " + schema->dump()});
}

static const char* kExpectedFile = "expected a JSON object {\"schema\": 1, \"entries\": [...]}";

LoadResult load_corpus_text(std::string_view text, const std::string& file) {
  LoadResult result;
  auto& problems = result.problems;
  if (text.find_first_not_of(" \t\r\n") == std::string_view::npos) {
    problems.push_back({file, "", std::string("file is empty; ") + kExpectedFile});
    return result;
  }
  if (auto bad = invalid_utf8_offsets(text); !bad.empty()) {
    // Locate the damaged strings: parse a copy with each bad byte replaced by U+FFFD.
    const std::string marker = "\xEF\xBF\xBD";
    std::string repaired;
    size_t prev = 0;
    for (size_t off : bad) {
      repaired.append(text.substr(prev, off - prev));
      repaired += marker;
      prev = off + 1;
    }
    repaired.append(text.substr(prev));
    std::vector<std::string> paths;
    json doc = json::parse(repaired, nullptr, false);
    if (!doc.is_discarded()) paths_containing(doc, "", marker, paths);
    char byte[8];
    std::snprintf(byte, sizeof byte, "%x", static_cast<unsigned char>(text[bad[0]]));
    std::string msg = std::string("invalid UTF-8: byte 0x") + byte + " at " + position(text, bad[0]) +
                      " (byte offset " + std::to_string(bad[0]) + ")";
    if (bad.size() > 1) msg += " and " + std::to_string(bad.size() - 1) + " more";
    msg += "; expected UTF-8 text";
    problems.push_back({file, paths.empty() ? "" : paths.front(), msg});
    return result;
  }
  json doc;
  try {
    doc = json::parse(text);
  } catch (const json::exception& e) {  // parse_error, or out_of_range for a number past a double
    problems.push_back({file, "", std::string("invalid JSON: ") + e.what() + "; " + kExpectedFile});
    return result;
  }
  return load_corpus_json(doc, file);
}

LoadResult load_corpus_json(const json& doc, const std::string& file) {
  LoadResult result;
  auto& problems = result.problems;
  if (!doc.is_object()) {
    problems.push_back({file, "", std::string(kExpectedFile) + ", got " + (doc.is_array() ? "an array" : doc.dump())});
    return result;
  }
  auto schema = doc.find("schema");
  check_schema(schema == doc.end() ? nullptr : &*schema, file, problems);
  auto entries = doc.find("entries");
  if (entries == doc.end()) {
    problems.push_back({file, "/entries", "missing required field; expected an array of entries"});
    return result;
  }
  if (!entries->is_array()) {
    problems.push_back({file, "/entries", "expected an array of entries, got " + entries->dump().substr(0, 40)});
    return result;
  }
  Corpus corpus;
  for (size_t i = 0; i < entries->size(); ++i) {
    Entry e;
    read_entry((*entries)[i], "/entries/" + std::to_string(i), file, e, problems);
    corpus.entries.push_back(std::move(e));
  }
  auto link_problems = check_links(corpus.entries, file);
  problems.insert(problems.end(), link_problems.begin(), link_problems.end());
  if (problems.empty()) result.corpus = std::move(corpus);
  return result;
}

LoadResult load_corpus_file(const std::string& path) {
  std::ifstream in(path, std::ios::binary);
  if (!in) {
    LoadResult r;
    r.problems.push_back({path, "", "cannot open the file; expected a readable corpus JSON file"});
    return r;
  }
  std::ostringstream ss;
  ss << in.rdbuf();
  return load_corpus_text(ss.str(), path);
}

// ---- the corpus a few entries at a time ----------------------------------------------------

CorpusLoader::CorpusLoader(std::string_view text, std::string file_name) : text_(text), file_(std::move(file_name)) {}
CorpusLoader::~CorpusLoader() = default;

size_t CorpusLoader::entries_read() const { return corpus_.entries.size(); }
const Entry& CorpusLoader::entry(size_t i) const { return corpus_.entries[i]; }

// The links are checked in a step after the last entry's, so that a caller sees every entry read
// (entry(i)) before the result takes them.
bool CorpusLoader::step(size_t entries) {
  if (state_ == State::start) start();
  else if (state_ == State::entries && corpus_.entries.size() == entry_texts_.size()) finish();
  else
    for (size_t n = 0; n < entries && state_ == State::entries && corpus_.entries.size() < entry_texts_.size(); ++n)
      read_next();
  return state_ != State::done;
}

// The head: the schema checked and the entries found, or the whole text left to load_corpus_text.
void CorpusLoader::start() {
  state_ = State::entries;
  if (!invalid_utf8_offsets(text_).empty()) return whole();
  const JsonParts top = split_json(text_);
  if (!top.is_object) return whole();
  const JsonPart *schema = nullptr, *entries = nullptr;
  for (const auto& part : top.parts) {
    // A key written with escapes, or twice, is read as nlohmann_json reads it: by the whole text.
    if (part.key.find('\\') != std::string::npos) return whole();
    const JsonPart** slot = part.key == "schema" ? &schema : part.key == "entries" ? &entries : nullptr;
    if (!slot) continue;
    if (*slot) return whole();
    *slot = &part;
  }
  if (!entries) return whole();
  const JsonParts list = split_json(entries->value);
  if (!list.error.empty() || list.is_object) return whole();
  try {
    const json schema_value = schema ? json::parse(schema->value) : json();
    check_schema(schema ? &schema_value : nullptr, file_, result_.problems);
  } catch (const json::exception&) {
    return whole();
  }
  for (const auto& part : list.parts) entry_texts_.push_back(part.value);
  corpus_.entries.reserve(entry_texts_.size());
}

void CorpusLoader::read_next() {
  const size_t i = corpus_.entries.size();
  json doc;
  try {
    doc = json::parse(entry_texts_[i]);
  } catch (const json::exception&) {  // the text is not JSON: its message names the whole file's line
    return whole();
  }
  Entry e;
  read_entry(doc, "/entries/" + std::to_string(i), file_, e, result_.problems);
  corpus_.entries.push_back(std::move(e));
}

void CorpusLoader::whole() {
  result_ = load_corpus_text(text_, file_);
  corpus_ = Corpus{};
  entry_texts_.clear();
  state_ = State::done;
}

void CorpusLoader::finish() {
  auto link_problems = check_links(corpus_.entries, file_);
  result_.problems.insert(result_.problems.end(), link_problems.begin(), link_problems.end());
  if (result_.problems.empty()) result_.corpus = std::move(corpus_);
  corpus_ = Corpus{};
  state_ = State::done;
}

LoadResult CorpusLoader::take() { return std::move(result_); }

}  // namespace arbiter::corpus
