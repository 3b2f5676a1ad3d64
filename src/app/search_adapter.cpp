#include "app/search_adapter.h"

#include <algorithm>
#include <exception>

#include "corpus/text.h"
#include "corpus/vocabulary.h"
#include "search/index.h"
#include "search/search.h"
#include "search/synonyms.h"

namespace arbiter::app {

namespace {
std::string quoted(const std::string& v) { return "\"" + v + "\""; }

bool blank(const std::string& s) { return s.find_first_not_of(" \t") == std::string::npos; }

// The start of the answer, for listing entries without a query.
std::string opening(const corpus::Entry& e) {
  std::string text = corpus::plain_text(e.answer);
  for (auto& c : text)
    if (c == '\n') c = ' ';
  if (text.size() <= 200) return text;
  size_t cut = 200;
  while (cut > 0 && (static_cast<unsigned char>(text[cut]) & 0xC0) == 0x80) --cut;
  return text.substr(0, cut) + "…";
}
}  // namespace

SearchAdapter::SearchAdapter() = default;
SearchAdapter::~SearchAdapter() = default;

std::string filter_query(const SearchFilters& f) {
  std::string q;
  if (!f.game.empty()) q += std::string(" game:") + corpus::find_game(f.game)->short_id;
  if (!f.kind.empty()) q += " kind:" + f.kind;
  if (!f.product.empty()) q += " product:" + quoted(f.product);
  if (!f.tag.empty()) q += " tag:" + quoted(f.tag);
  return q;
}

void SearchAdapter::load(const std::vector<corpus::Entry>& entries, const std::string& synonyms_json) {
  index_.reset();
  builder_.reset();
  added_ = 0;
  entries_ = nullptr;
  synonyms_ = std::make_unique<search::Synonyms>();
  if (!synonyms_json.empty()) *synonyms_ = search::parse_synonyms(synonyms_json, "data/synonyms.json");
  entries_ = &entries;
  by_id_.clear();
  for (const auto& e : entries) by_id_[e.id] = &e;
}

bool SearchAdapter::build_index_step(size_t entries) {
  if (!entries_ || index_) return false;
  if (!builder_) builder_ = std::make_unique<search::IndexBuilder>(entries_->size());
  if (added_ < entries_->size()) {
    const size_t end = std::min(entries_->size(), added_ + entries);
    builder_->add(*entries_, added_, end);
    added_ = end;
    return true;
  }
  constexpr size_t kWordsPerStep = 256;  // about a millisecond of Lexicon::find_isolated in wasm
  if (builder_->finish_step(*synonyms_, kWordsPerStep)) return true;
  index_ = std::make_unique<search::Index>(builder_->finish(*synonyms_));
  builder_.reset();
  return false;
}

void SearchAdapter::build_index() const {
  if (!entries_ || index_) return;
  if (!builder_) builder_ = std::make_unique<search::IndexBuilder>(entries_->size());
  builder_->add(*entries_, added_, entries_->size());
  added_ = entries_->size();
  index_ = std::make_unique<search::Index>(builder_->finish(*synonyms_));
  builder_.reset();
}

SearchOutcome SearchAdapter::run(const std::string& query, const SearchFilters& filters, size_t limit) const {
  SearchOutcome out;
  if (!entries_) return out;
  if (blank(query) && !filters.any()) {
    for (const auto& e : *entries_) {
      if (out.hits.size() < limit) out.hits.push_back(Hit{&e, 0, opening(e), {}, {}});
      ++out.total;
    }
    return out;
  }
  build_index();
  search::SearchOptions options;
  options.limit = limit;
  search::SearchResponse response;
  try {
    response = search::search(*index_, query + filter_query(filters), options);
  } catch (const std::exception& e) {
    out.hints.push_back(std::string("search failed: ") + e.what());
    return out;
  }
  out.total = response.total;
  out.hints = response.hints;
  out.did_you_mean = response.did_you_mean.value_or("");
  out.weak = response.weak;
  if (response.summary)
    if (auto it = by_id_.find(response.summary->id); it != by_id_.end()) out.summary = it->second;
  for (const auto& r : response.results) {
    auto it = by_id_.find(r.id);
    if (it == by_id_.end()) continue;
    Hit h{it->second, r.score, r.snippet, {}, {}};
    for (const auto& hl : r.highlights)
      (hl.field == "title" ? h.title_marks : h.snippet_marks).push_back({hl.begin, hl.end});
    out.hits.push_back(std::move(h));
  }
  return out;
}

}  // namespace arbiter::app
