// Where a Spirit's Presence may go (see presence_lands.h).
#include "games/spirit_island/rules/presence_lands.h"

#include "games/spirit_island/rules/lair.h"

namespace arbiter::si {

namespace {
struct PresenceLandRule {
  const char* rule;   // a rule of rules/effect_kinds.cpp, in play for the Spirit
  const char* words;  // what it allows, for the log
  bool (*allows)(const Land&);
};

const std::vector<PresenceLandRule>& presence_land_rules() {
  static const std::vector<PresenceLandRule> v{
      {"mountain-home", "Mountain Home: only into Mountains",
       [](const Land& l) { return l.terrain == Terrain::Mountain; }},
      {"home-of-the-islands-heart", "Home of the Island's Heart: only into Inland lands",
       [](const Land& l) { return !l.coastal; }},
      {"ocean-in-play", "Ocean In Play: never into Inland lands", [](const Land& l) { return l.coastal; }},
  };
  return v;
}
}  // namespace

bool presence_may_enter(const Engine& e, const std::string& spirit, const Land& l, std::string* why) {
  if (l.zone == Zone::Ocean && !e.has_rule("ocean-in-play", spirit)) {  // only Ocean In Play allows it
    if (why) *why = "the Ocean is not a land: only Ocean In Play adds or moves Presence there";
    return false;
  }
  for (const auto& r : presence_land_rules())
    if (e.land_rule(r.rule, spirit, l) && !r.allows(l)) {
      if (why) *why = r.words;
      return false;
    }
  return true;
}

bool presence_held(const Engine& e, const std::string& spirit, const Land& from, std::string* why) {
  for (const auto& m : e.modifiers().all())
    if (m.payload.kind == "presence-cannot-move" && m.payload.spirit == spirit) {
      if (why) *why = m.name + ": its Presence cannot move";
      return true;
    }
  if (const std::string lair = lair_spirit_at(e, from); !lair.empty()) {
    if (why) *why = "A Single Alluring Lair: Presence at " + e.spirit_name(lair) + "'s Incarna can't move";
    return true;
  }
  return false;
}

bool presence_may_move(const Engine& e, const std::string& spirit, const Land& from, const Land& to, std::string* why) {
  return !presence_held(e, spirit, from, why) && presence_may_enter(e, spirit, to, why);
}

}  // namespace arbiter::si
