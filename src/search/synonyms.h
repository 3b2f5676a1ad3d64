#pragma once
// The game vocabulary players type that the rulings do not: abbreviations ("JE", "B&C") and
// misremembered names, which mean exactly the rulings' wording, and the player-language thesaurus:
// everyday words for rules terms ("hit" for Damage, "kill" for Destroy), near in meaning and
// weighted below the words typed. Loaded from data/synonyms.json; see docs/search.md for the format.
#include <stdexcept>
#include <string>
#include <string_view>
#include <vector>

namespace arbiter::search {

struct SynonymGroup {
  std::string canonical;             // the rulings' own wording: "Jagged Earth"
  std::vector<std::string> aliases;  // what players type: "JE"
  bool two_way = true;               // false: aliases find the canonical wording, not the reverse
  bool thesaurus = false;            // an everyday word for a rules term (one way unless two_way says so)
};

struct Synonyms {
  std::vector<SynonymGroup> groups;
};

// A problem in a synonyms file: "data/synonyms.json: /groups/3/aliases/1: expected a non-empty string".
class SynonymsError : public std::runtime_error {
 public:
  using std::runtime_error::runtime_error;
};

Synonyms load_synonyms(const std::string& path);
Synonyms parse_synonyms(std::string_view json_text, const std::string& file_name);

}  // namespace arbiter::search
