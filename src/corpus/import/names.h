#pragma once
// The curated names table (data/names.json) and finding mentions of its names in entries.
#include <string>
#include <vector>

#include "corpus/entry.h"
#include "corpus/loader.h"

namespace arbiter::corpus::import {

struct Name {
  std::string name;
  std::string type;                  // "spirit", "special-rule", "aspect", "major-power", "event", "adversary", ...
  std::string owner;                 // spirit / adversary / scenario the name belongs to, if any
  std::vector<std::string> aliases;  // other spellings found in the sources
};

struct NamesTable {
  std::vector<Name> names;
  const Name* find(const std::string& name_or_alias) const;  // exact, then case-insensitive
};

// {"schema": 1, "names": [{"name", "type", "owner"?, "aliases"?}]}
NamesTable load_names(const std::string& text, const std::string& file, std::vector<Problem>& problems);

// Mentions in an entry: each tag ("X (Owner)" -> X owned by Owner), then names in the title and
// answer (longest match first, whole words), then rulebook references ("JE p. 27") — in that order,
// without duplicates.
std::vector<Mention> find_mentions(const Entry& e, const NamesTable& names);

// Names (not rulebook references) found in free text, longest match first, in text order.
std::vector<Mention> names_in_text(const std::string& text, const NamesTable& names);

// Rulebook page references in Spirit Island text, normalised to "JE p. 27", "B&C p. 15", "Core p. 19".
std::vector<std::string> rulebook_refs(const std::string& text);

}  // namespace arbiter::corpus::import
