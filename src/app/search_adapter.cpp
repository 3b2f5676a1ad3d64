#include "app/search_adapter.h"

#include <algorithm>
#include <cctype>

#include "corpus/text.h"

namespace arbiter::app {

namespace {
std::string lower(const std::string& s) {
  std::string out = s;
  for (auto& c : out) c = static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
  return out;
}

std::vector<std::string> tokens(const std::string& q) {
  std::vector<std::string> out;
  std::string cur;
  for (char c : lower(q)) {
    if (std::isalnum(static_cast<unsigned char>(c)) || (static_cast<unsigned char>(c) >= 0x80)) {
      cur += c;
    } else if (!cur.empty()) {
      out.push_back(cur);
      cur.clear();
    }
  }
  if (!cur.empty()) out.push_back(cur);
  return out;
}

bool word_start(const std::string& s, size_t pos) {
  return pos == 0 || !std::isalnum(static_cast<unsigned char>(s[pos - 1]));
}

// Word-prefix occurrences of token in text (lower-cased).
std::vector<Mark> find_all(const std::string& text_lc, const std::string& token) {
  std::vector<Mark> out;
  for (size_t pos = text_lc.find(token); pos != std::string::npos; pos = text_lc.find(token, pos + 1))
    if (word_start(text_lc, pos)) out.push_back({pos, pos + token.size()});
  return out;
}

// Keeps a snippet start/end on a UTF-8 character boundary.
size_t utf8_floor(const std::string& s, size_t pos) {
  while (pos > 0 && pos < s.size() && (static_cast<unsigned char>(s[pos]) & 0xC0) == 0x80) --pos;
  return pos;
}
}  // namespace

bool passes(const corpus::Entry& e, const SearchFilters& f) {
  if (!f.game.empty() && corpus::to_string(e.game) != f.game) return false;
  if (!f.kind.empty() && corpus::to_string(e.kind) != f.kind) return false;
  if (!f.product.empty() &&
      std::none_of(e.applies_to.begin(), e.applies_to.end(), [&](const auto& a) { return a.product == f.product; }))
    return false;
  if (!f.tag.empty() && std::find(e.tags.begin(), e.tags.end(), f.tag) == e.tags.end()) return false;
  return true;
}

void SearchAdapter::build(const std::vector<corpus::Entry>& entries, const std::string&) {
  docs_.clear();
  for (const auto& e : entries) {
    Doc d{&e, lower(e.title), corpus::plain_text(e.answer), "", ""};
    d.body_lc = lower(d.body);
    for (const auto& t : e.tags) d.tags_lc += lower(t) + " | ";
    docs_.push_back(std::move(d));
  }
}

std::vector<Hit> SearchAdapter::run(const std::string& query, const SearchFilters& filters, size_t limit) const {
  std::vector<Hit> hits;
  const auto toks = tokens(query);
  for (const auto& d : docs_) {
    if (!passes(*d.entry, filters)) continue;
    Hit h;
    h.entry = d.entry;
    bool all = true;
    std::vector<Mark> body_marks;
    for (const auto& t : toks) {
      auto tm = find_all(d.title_lc, t);
      auto bm = find_all(d.body_lc, t);
      bool in_tags = d.tags_lc.find(t) != std::string::npos;
      if (tm.empty() && bm.empty() && !in_tags) {
        all = false;
        break;
      }
      h.score += 5.0 * double(!tm.empty()) + 3.0 * double(in_tags) + std::min<double>(double(bm.size()), 4.0);
      h.title_marks.insert(h.title_marks.end(), tm.begin(), tm.end());
      body_marks.insert(body_marks.end(), bm.begin(), bm.end());
    }
    if (!all) continue;
    std::sort(body_marks.begin(), body_marks.end(), [](auto a, auto b) { return a.begin < b.begin; });
    size_t from = 0;
    if (!body_marks.empty() && body_marks.front().begin > 60) from = utf8_floor(d.body, body_marks.front().begin - 60);
    size_t to = utf8_floor(d.body, std::min(d.body.size(), from + 220));
    h.snippet = (from > 0 ? "…" : "") + d.body.substr(from, to - from) + (to < d.body.size() ? "…" : "");
    const size_t shift = from > 0 ? std::string("…").size() : 0;
    for (const auto& m : body_marks)
      if (m.begin >= from && m.end <= to) h.snippet_marks.push_back({m.begin - from + shift, m.end - from + shift});
    for (auto& c : h.snippet)
      if (c == '\n') c = ' ';
    hits.push_back(std::move(h));
  }
  if (!toks.empty())
    std::stable_sort(hits.begin(), hits.end(), [](const Hit& a, const Hit& b) { return a.score > b.score; });
  if (hits.size() > limit) hits.resize(limit);
  return hits;
}

}  // namespace arbiter::app
