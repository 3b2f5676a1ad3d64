#include "corpus/import/links.h"

#include <algorithm>
#include <regex>
#include <set>

#include "corpus/import/ids.h"
#include "corpus/import/text_util.h"
#include "corpus/text.h"

namespace arbiter::corpus::import {

namespace {

std::vector<std::string> sentences(const std::string& text) {
  std::vector<std::string> out;
  std::string cur;
  for (size_t i = 0; i < text.size(); ++i) {
    cur += text[i];
    bool end = text[i] == '\n' ||
               ((text[i] == '.' || text[i] == '?' || text[i] == '!') && i + 1 < text.size() && text[i + 1] == ' ');
    if (end) {
      out.push_back(cur);
      cur.clear();
    }
  }
  if (!cur.empty()) out.push_back(cur);
  return out;
}

std::set<std::string> mention_keys(const std::vector<Mention>& ms) {
  std::set<std::string> out;
  for (const auto& m : ms)
    if (m.type != "rulebook") out.insert(m.name);
  return out;
}

size_t shared(const std::set<std::string>& a, const std::set<std::string>& b) {
  size_t n = 0;
  for (const auto& x : a) n += b.count(x);
  return n;
}

// Index of the candidate with the highest score (> 0), first in source order on ties; -1 if none.
template <class Score>
int best(const std::vector<Entry>& entries, size_t self, Score score) {
  int best_i = -1;
  size_t best_s = 0;
  for (size_t i = 0; i < entries.size(); ++i) {
    if (i == self) continue;
    size_t s = score(entries[i]);
    if (s > best_s) best_s = s, best_i = static_cast<int>(i);
  }
  return best_i;
}

bool contains_words(const std::string& hay, const std::string& needle) {
  std::string h = " " + [&] {
    std::string s;
    for (const auto& w : normalized_words(hay)) s += w + " ";
    return s;
  }();
  std::string n = " ";
  for (const auto& w : normalized_words(needle)) n += w + " ";
  return n.size() > 1 && h.find(n) != std::string::npos;
}

std::vector<size_t> explicit_refs(const std::vector<Entry>& entries, size_t self, const NamesTable& names) {
  const Entry& e = entries[self];
  std::vector<size_t> out;
  auto add = [&](int i) {
    if (i >= 0 && std::find(out.begin(), out.end(), static_cast<size_t>(i)) == out.end())
      out.push_back(static_cast<size_t>(i));
  };
  auto own = mention_keys(e.mentions);
  std::set<std::string> sources;
  for (const auto& x : entries) sources.insert(x.source);
  for (const auto& sentence : sentences(plain_text(e.answer))) {
    std::string low = to_lower(sentence);
    if (low.find("see ") == std::string::npos && low.find(":!") == std::string::npos) continue;
    if (low.find("see this faq") != std::string::npos) {
      // "see this FAQ entry / about X": the FAQ entry about what the sentence names.
      // A sentence naming nothing ("see this FAQ entry for elaboration") would only be a guess: no link.
      auto named = mention_keys(names_in_text(sentence, names));
      if (!named.empty())
        add(best(entries, self, [&](const Entry& c) {
          return (c.kind == Kind::Faq || c.kind == Kind::Fragment) && c.game == e.game
                     ? shared(named, mention_keys(c.mentions))
                     : 0;
        }));
      continue;
    }
    if (low.find("see this errata") != std::string::npos) {
      add(best(entries, self, [&](const Entry& c) {
        return c.kind == Kind::Errata && c.game == e.game ? 1 + shared(own, mention_keys(c.mentions)) : 0;
      }));
      continue;
    }
    bool page_ref = false;
    for (const auto& src : sources)
      if (src != e.source && contains_words(sentence, "see " + src)) {
        // "See Summary of Action rules for more details on how triggered actions work": the section of
        // that page whose title shares most words with the sentence.
        auto words = normalized_words(sentence);
        std::set<std::string> ws(words.begin(), words.end());
        for (const auto& w : normalized_words(src)) ws.erase(w);
        add(best(entries, self, [&](const Entry& c) {
          if (c.source != src) return size_t{0};
          size_t n = 1;
          for (const auto& w : normalized_words(c.title)) n += ws.count(w) && w.size() > 3;
          return n;
        }));
        page_ref = true;
      }
    if (page_ref) continue;
    // ":!what-items-are-triggered-actions" — a link by slug to another page's entry.
    static const std::regex kSlugLink(R"(:!([a-z][a-z0-9-]+))");
    std::smatch m;
    if (std::regex_search(sentence, m, kSlugLink)) {
      std::set<std::string> want;
      for (const auto& w : normalized_words(m[1].str()))
        if (slug(w) != "entry") want.insert(w);
      add(best(entries, self, [&](const Entry& c) {
        auto tw = normalized_words(c.title);
        std::set<std::string> have(tw.begin(), tw.end());
        size_t n = shared(want, have);
        return n * 4 >= want.size() * 3 && !want.empty() ? n : 0;
      }));
      continue;
    }
    // "see Tracking Rule", "See also Prevention (including negation)": a section of the same game.
    for (size_t i = 0; i < entries.size(); ++i) {
      const Entry& c = entries[i];
      if (i == self || c.game != e.game || c.kind != Kind::Rule || c.title_derived) continue;
      if (normalized_words(c.title).size() >= 2 && contains_words(sentence, c.title)) add(static_cast<int>(i));
    }
  }
  return out;
}

}  // namespace

void link_entries(std::vector<Entry>& entries, const NamesTable& names) {
  std::vector<std::set<std::string>> keys;
  for (const auto& e : entries) keys.push_back(mention_keys(e.mentions));
  std::vector<std::vector<std::string>> related(entries.size());
  for (size_t i = 0; i < entries.size(); ++i) {
    std::vector<size_t> links = explicit_refs(entries, i, names);
    std::vector<std::pair<size_t, size_t>> scored;  // (-shared, index) ordering via sort below
    for (size_t j = 0; j < entries.size(); ++j) {
      if (j == i || entries[j].game != entries[i].game) continue;
      if (size_t s = shared(keys[i], keys[j])) scored.emplace_back(s, j);
    }
    std::stable_sort(scored.begin(), scored.end(), [](auto& a, auto& b) { return a.first > b.first; });
    size_t added = 0;
    for (const auto& [s, j] : scored) {
      if (added == kMaxSharedMentionLinks) break;
      if (std::find(links.begin(), links.end(), j) != links.end()) continue;
      links.push_back(j);
      ++added;
    }
    for (size_t j : links) related[i].push_back(entries[j].id);
  }
  for (size_t i = 0; i < entries.size(); ++i) entries[i].related = std::move(related[i]);
}

}  // namespace arbiter::corpus::import
