#include "corpus/import/ids.h"

#include <regex>
#include <set>

#include <nlohmann/json.hpp>

#include "corpus/import/text_util.h"
#include "corpus/text.h"

namespace arbiter::corpus::import {

using nlohmann::json;

IdMap load_id_map(const std::string& text, const std::string& file, std::vector<Problem>& problems) {
  IdMap map;
  if (trim(text).empty()) return map;
  json doc = json::parse(text, nullptr, false);
  if (doc.is_discarded() || !doc.is_object() || !doc.contains("ids") || !doc["ids"].is_object()) {
    problems.push_back({file, "", "expected a JSON object {\"schema\": 1, \"ids\": {key: id}}"});
    return map;
  }
  for (auto it = doc["ids"].begin(); it != doc["ids"].end(); ++it) {
    if (!it.value().is_string()) problems.push_back({file, "/ids/" + it.key(), "expected an id string"});
    else map.ids[it.key()] = it.value().get<std::string>();
  }
  return map;
}

std::string id_map_to_text(const IdMap& map) {
  nlohmann::ordered_json doc = nlohmann::ordered_json::object();
  doc["schema"] = 1;
  doc["ids"] = nlohmann::ordered_json::object();
  for (const auto& [k, v] : map.ids) doc["ids"][k] = v;
  return doc.dump(1, ' ', false) + "\n";
}

std::string id_prefix(const Entry& e) {
  std::string game = e.game == Game::SpiritIsland ? "si" : "l5r";
  switch (e.kind) {
    case Kind::Errata: return game + "-errata";
    case Kind::Faq:
    case Kind::Fragment: return game + "-faq";
    case Kind::Rule: return game + "-rule";
    case Kind::Summary: return game + "-summary";
  }
  return game;
}

std::string slug(const std::string& title, size_t max_words) {
  static const std::set<std::string> kStop = {
      "a",    "an",  "the",  "of",    "to",   "in",    "on",    "for",   "and",  "or",   "is",  "are", "be",
      "it",   "its", "if",   "when",  "what", "whats", "how",   "that",  "this", "with", "by",  "as",  "at",
      "from", "do",  "does", "you",   "your", "can",   "there", "their", "they", "them", "i",   "im",  "so",
      "eg",   "e",   "g",    "which", "will", "would", "still", "into",  "has",  "have", "any", "x",   "y"};
  // A question's first sentence names it best: "Does Defend guard both ...? Eg, ..." -> up to "?".
  std::string head = std::regex_replace(title, std::regex("B&C"), "BC");  // Branch & Claw's abbreviation
  size_t q = head.find('?');
  if (q != std::string::npos && q > 20) head = head.substr(0, q);
  std::string out;
  size_t n = 0;
  for (const auto& w : normalized_words(head)) {
    if (kStop.count(w)) continue;
    if (n++ == max_words) break;
    out += (out.empty() ? "" : "-") + w;
  }
  return out.empty() ? "entry" : out;
}

static std::string joined(const std::vector<std::string>& words, size_t max) {
  std::string out;
  for (size_t i = 0; i < words.size() && i < max; ++i) out += (i ? " " : "") + words[i];
  return out;
}

std::string title_key(const Entry& e) { return e.source + "|title|" + joined(normalized_words(e.title), 40); }

std::string body_key(const Entry& e) {
  return e.source + "|answer|" + joined(normalized_words(plain_text(e.answer)), 16);
}

void assign_ids(std::vector<Entry>& entries, IdMap& map) {
  std::set<std::string> known;  // every id ever given: never handed to a different entry
  for (const auto& [k, id] : map.ids) known.insert(id);
  std::set<std::string> used;
  std::vector<size_t> fresh;
  for (size_t i = 0; i < entries.size(); ++i) {
    Entry& e = entries[i];
    // Fragments have no real title; their answer is what identifies them.
    std::vector<std::string> keys = e.title_derived ? std::vector<std::string>{body_key(e), title_key(e)}
                                                    : std::vector<std::string>{title_key(e), body_key(e)};
    for (const auto& k : keys) {
      auto it = map.ids.find(k);
      if (it != map.ids.end() && !used.count(it->second)) {
        e.id = it->second;
        break;
      }
    }
    if (e.id.empty()) fresh.push_back(i);
    else used.insert(e.id);
  }
  for (size_t i : fresh) {
    Entry& e = entries[i];
    // "Errata for core rulebook" under "si-errata-" would say errata twice.
    std::string title =
        e.kind == Kind::Errata ? std::regex_replace(e.title, std::regex("^Errata\\b ?(for )?"), "") : e.title;
    std::string base = id_prefix(e) + "-" + slug(title);
    std::string id = base;
    for (int n = 2; known.count(id) || used.count(id); ++n) id = base + "-" + std::to_string(n);
    e.id = id;
    used.insert(id);
    known.insert(id);
  }
  for (const auto& e : entries) {
    map.ids.emplace(title_key(e), e.id);
    map.ids.emplace(body_key(e), e.id);
  }
}

}  // namespace arbiter::corpus::import
