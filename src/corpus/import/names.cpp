#include "corpus/import/names.h"

#include <algorithm>
#include <regex>

#include <nlohmann/json.hpp>

#include "corpus/import/text_util.h"
#include "corpus/text.h"

namespace arbiter::corpus::import {

using nlohmann::json;

const Name* NamesTable::find(const std::string& s) const {
  for (const auto& n : names) {
    if (n.name == s) return &n;
    for (const auto& a : n.aliases)
      if (a == s) return &n;
  }
  std::string low = to_lower(s);
  for (const auto& n : names) {
    if (to_lower(n.name) == low) return &n;
    for (const auto& a : n.aliases)
      if (to_lower(a) == low) return &n;
  }
  return nullptr;
}

NamesTable load_names(const std::string& text, const std::string& file, std::vector<Problem>& problems) {
  NamesTable table;
  json doc = json::parse(text, nullptr, false);
  if (doc.is_discarded() || !doc.is_object() || !doc.contains("names") || !doc["names"].is_array()) {
    problems.push_back({file, "", "expected a JSON object {\"schema\": 1, \"names\": [...]}"});
    return table;
  }
  const json& arr = doc["names"];
  for (size_t i = 0; i < arr.size(); ++i) {
    std::string path = "/names/" + std::to_string(i);
    const json& n = arr[i];
    if (!n.is_object() || !n.contains("name") || !n["name"].is_string() || !n.contains("type") ||
        !n["type"].is_string()) {
      problems.push_back(
          {file, path, "expected {\"name\": string, \"type\": string, \"owner\"?: string, \"aliases\"?: [string]}"});
      continue;
    }
    Name name;
    name.name = n["name"].get<std::string>();
    name.type = n["type"].get<std::string>();
    if (n.contains("owner")) {
      if (n["owner"].is_string()) name.owner = n["owner"].get<std::string>();
      else problems.push_back({file, path + "/owner", "expected a string"});
    }
    if (n.contains("aliases")) {
      if (!n["aliases"].is_array()) problems.push_back({file, path + "/aliases", "expected an array of strings"});
      else
        for (size_t k = 0; k < n["aliases"].size(); ++k) {
          if (n["aliases"][k].is_string()) name.aliases.push_back(n["aliases"][k].get<std::string>());
          else problems.push_back({file, path + "/aliases/" + std::to_string(k), "expected a string"});
        }
    }
    table.names.push_back(std::move(name));
  }
  return table;
}

namespace {

bool word_boundary(const std::string& text, size_t begin, size_t end) {
  bool left = begin == 0 || !is_alnum(text[begin - 1]);
  bool right = end >= text.size() || !is_alnum(text[end]);
  return left && right;
}

struct Hit {
  size_t begin, end;
  const Name* name;
};

}  // namespace

std::vector<Mention> names_in_text(const std::string& text, const NamesTable& names) {
  std::vector<Hit> hits;
  std::string low = to_lower(text);
  for (const auto& n : names.names) {
    std::vector<std::string> spellings{n.name};
    spellings.insert(spellings.end(), n.aliases.begin(), n.aliases.end());
    for (const auto& sp : spellings) {
      // Multi-word names match case-insensitively ("Cast Down Into the Briny Deep"); single words
      // only as printed, so "panic" in prose is not the Fear card Panic.
      bool multi = sp.find(' ') != std::string::npos;
      const std::string& hay = multi ? low : text;
      std::string needle = multi ? to_lower(sp) : sp;
      for (size_t pos = hay.find(needle); pos != std::string::npos; pos = hay.find(needle, pos + 1))
        if (word_boundary(text, pos, pos + needle.size())) hits.push_back({pos, pos + needle.size(), &n});
    }
  }
  std::sort(hits.begin(), hits.end(), [](const Hit& a, const Hit& b) {
    if (a.end - a.begin != b.end - b.begin) return a.end - a.begin > b.end - b.begin;
    return a.begin < b.begin;
  });
  std::vector<Hit> kept;
  for (const auto& h : hits) {
    bool overlaps =
        std::any_of(kept.begin(), kept.end(), [&](const Hit& k) { return h.begin < k.end && k.begin < h.end; });
    if (!overlaps) kept.push_back(h);
  }
  std::sort(kept.begin(), kept.end(), [](const Hit& a, const Hit& b) { return a.begin < b.begin; });
  std::vector<Mention> out;
  for (const auto& h : kept) out.push_back({h.name->name, h.name->type, h.name->owner});
  return out;
}

std::vector<std::string> rulebook_refs(const std::string& text) {
  static const std::regex kPage(R"(\b(?:p|pg)\. ?(\d+))");
  static const std::regex kBook(R"((JE|Jagged Earth|B&C|Branch & Claw)\b)");
  static const std::regex kBookAfter(R"(^ of the (Jagged Earth|JE|Branch & Claw|B&C)\b)");
  std::vector<std::string> out;
  for (std::sregex_iterator it(text.begin(), text.end(), kPage), end; it != end; ++it) {
    size_t pos = static_cast<size_t>(it->position());
    size_t from = pos > 25 ? pos - 25 : 0;
    std::string before = text.substr(from, pos - from);
    std::string book;
    for (std::sregex_iterator b(before.begin(), before.end(), kBook); b != end; ++b) book = (*b)[1].str();
    std::smatch after;
    std::string rest = text.substr(pos + it->length());
    if (book.empty() && std::regex_search(rest, after, kBookAfter)) book = after[1].str();
    if (book == "Jagged Earth") book = "JE";
    if (book == "Branch & Claw") book = "B&C";
    if (book.empty()) book = "Core";
    std::string ref = book + " p. " + (*it)[1].str();
    if (std::find(out.begin(), out.end(), ref) == out.end()) out.push_back(ref);
  }
  return out;
}

std::vector<Mention> find_mentions(const Entry& e, const NamesTable& names) {
  std::vector<Mention> out;
  auto add = [&](const Mention& m) {
    for (const auto& x : out)
      if (x.name == m.name && x.type == m.type && x.owner == m.owner) return;
    out.push_back(m);
  };
  static const std::regex kOwned(R"(^(.+?) \(([^()]+(?:\([^()]*\))?)\)$)");
  for (const auto& tag : e.tags) {
    if (const Name* n = names.find(tag)) {
      add({n->name, n->type, n->owner});
      continue;
    }
    std::smatch m;
    if (std::regex_match(tag, m, kOwned)) {
      const Name* n = names.find(m[1].str());
      if (!n) continue;
      const Name* owner = names.find(m[2].str());
      add({n->name, n->type, owner ? owner->name : n->owner});
      if (owner) add({owner->name, owner->type, owner->owner});
    }
  }
  std::string text = e.title + "\n" + plain_text(e.answer);
  for (const auto& m : names_in_text(text, names)) add(m);
  if (e.game == Game::SpiritIsland)
    for (const auto& ref : rulebook_refs(text)) add({ref, "rulebook", ""});
  return out;
}

}  // namespace arbiter::corpus::import
