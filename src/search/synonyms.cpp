#include "search/synonyms.h"

#include <fstream>
#include <map>
#include <nlohmann/json.hpp>
#include <sstream>

#include "search/fold.h"

namespace arbiter::search {

using nlohmann::json;

namespace {

[[noreturn]] void fail(const std::string& file, const std::string& path, const std::string& message) {
  throw SynonymsError(file + ": " + (path.empty() ? "" : path + ": ") + message);
}

std::string type_name(const json& j) { return j.type_name(); }

std::string phrase(const json& j, const std::string& file, const std::string& path) {
  if (!j.is_string()) fail(file, path, "expected a non-empty string, got " + type_name(j));
  std::string s = j.get<std::string>();
  if (fold_words(s).empty()) fail(file, path, "expected a phrase with at least one letter or digit, got \"" + s + "\"");
  return s;
}

}  // namespace

namespace {

// One array of groups ("groups" or "thesaurus"), appended to out; seen: aliases already used.
void parse_groups(const json& groups, const std::string& file, const std::string& where, bool thesaurus,
                  std::map<std::string, std::string>& seen, Synonyms& out) {
  if (!groups.is_array()) fail(file, where, "expected an array of groups");
  for (size_t g = 0; g < groups.size(); ++g) {
    const std::string at = where + "/" + std::to_string(g);
    const json& jg = groups[g];
    if (!jg.is_object()) fail(file, at, "expected an object with \"canonical\" and \"aliases\", got " + type_name(jg));
    for (const auto& [key, value] : jg.items())
      if (key != "canonical" && key != "aliases" && key != "two_way" && key != "note")
        fail(file, at + "/" + key, "unknown key (expected canonical, aliases, two_way, note)");
    if (!jg.contains("canonical")) fail(file, at + "/canonical", "missing");
    SynonymGroup group;
    group.thesaurus = thesaurus;
    group.two_way = !thesaurus;
    group.canonical = phrase(jg["canonical"], file, at + "/canonical");
    if (!jg.contains("aliases") || !jg["aliases"].is_array() || jg["aliases"].empty())
      fail(file, at + "/aliases", "expected a non-empty array of strings");
    for (size_t a = 0; a < jg["aliases"].size(); ++a) {
      const std::string apath = at + "/aliases/" + std::to_string(a);
      std::string alias = phrase(jg["aliases"][a], file, apath);
      std::string key = fold_words(alias);
      if (key == fold_words(group.canonical)) fail(file, apath, "\"" + alias + "\" is the canonical phrase itself");
      auto [it, fresh] = seen.emplace(key, apath);
      if (!fresh) fail(file, apath, "\"" + alias + "\" is already an alias at " + it->second);
      group.aliases.push_back(std::move(alias));
    }
    if (jg.contains("two_way")) {
      if (!jg["two_way"].is_boolean())
        fail(file, at + "/two_way", "expected true or false, got " + jg["two_way"].dump());
      group.two_way = jg["two_way"].get<bool>();
    }
    out.groups.push_back(std::move(group));
  }
}

}  // namespace

Synonyms parse_synonyms(std::string_view json_text, const std::string& file) {
  json root;
  try {
    root = json::parse(json_text);
  } catch (const json::parse_error& e) {
    fail(file, "", std::string("not valid JSON: ") + e.what());
  }
  if (!root.is_object()) fail(file, "", "expected an object with \"schema\" and \"groups\", got " + type_name(root));
  for (const auto& [key, value] : root.items())
    if (key != "schema" && key != "groups" && key != "thesaurus" && key != "about")
      fail(file, "/" + key, "unknown key (expected schema, groups, thesaurus, about)");
  if (!root.contains("schema")) fail(file, "/schema", "missing (expected 1)");
  if (!root["schema"].is_number_integer() || root["schema"].get<int>() != 1)
    fail(file, "/schema", "expected 1, got " + root["schema"].dump());
  if (!root.contains("groups")) fail(file, "/groups", "expected an array of groups");

  Synonyms out;
  std::map<std::string, std::string> seen;  // folded alias -> where it was first used
  parse_groups(root["groups"], file, "/groups", false, seen, out);
  if (root.contains("thesaurus")) parse_groups(root["thesaurus"], file, "/thesaurus", true, seen, out);
  return out;
}

Synonyms load_synonyms(const std::string& path) {
  std::ifstream in(path, std::ios::binary);
  if (!in) throw SynonymsError(path + ": cannot open the file");
  std::ostringstream text;
  text << in.rdbuf();
  return parse_synonyms(text.str(), path);
}

}  // namespace arbiter::search
