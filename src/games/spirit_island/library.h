#pragma once
// The card library: Powers, Blight cards, Fear cards, Events, Spirits (their special rules),
// game scenarios and adversaries — data in data/si/cards.json, parsed at load time into typed
// structs over the closed set of operations. Standard boards come from data/si/boards.json.
#include <map>
#include <string>
#include <vector>

#include "games/spirit_island/ops.h"
#include "games/spirit_island/state.h"

namespace arbiter::si {

struct PowerCard {
  std::string name;
  std::string kind;                     // minor | major | unique | innate
  std::string speed;                    // fast | slow
  std::string spirit;                   // owner for unique/innate powers
  int range = -1;                       // lands within this range of the Spirit's Presence (-1: not a land Power)
  bool range_from_sacred_site = false;  // "Range 2 from a Sacred Site": measured only from 2+ Presence
  std::string target = "any";           // any | blight | dahan | invaders | city | inland | coastal | spirit | self
  Elements elements;                    // printed Elements (none for an innate)
  int time_cost = 0;                    // "Cost to Use: n Time" (Fragments of Scattered Time, rules/time.h)
  std::vector<Op> ops;
  std::vector<std::string> not_modelled;  // printed clauses the ops leave out (a notice in every trace using it)
};

struct BlightCardDef {
  std::string name;
  int blighted_per_player = 2;
  bool still_healthy = false;
  std::vector<Op> immediate;         // resolved as a nested action when flipped
  std::vector<std::string> ongoing;  // named ongoing rules ("all-things-weaken")
  std::vector<std::string> not_modelled;
};

struct FearCardDef {
  std::string name;
  std::vector<std::vector<Op>> levels;  // Terror Level I, II, III
  std::vector<std::string> not_modelled;
};

struct EventDef {
  std::string name;
  std::vector<Op> ops;
  std::vector<std::string> not_modelled;
};

struct SpiritDef {
  std::string name;
  std::vector<std::string> rules;  // named special rules (rules/special_rules.cpp)
  bool incarna = false;
  std::vector<std::string> not_modelled;  // its special rules, or clauses of them, the engine lacks
};

struct AspectDef {  // an Aspect card: replaces part of one Spirit's rules (rules/card_plays.cpp for Violence)
  std::string name;
  std::string spirit;
  std::vector<std::string> rules;
  // What the printed Aspect replaces: named rules of its Spirit (not installed) and its innate
  // Powers (refused); each checked at load to be one of the Spirit's.
  std::vector<std::string> replaces;
  // The innate Powers the Aspect brings (innates of its Spirit): only a Spirit with it may use them.
  std::vector<std::string> innates;
  std::vector<std::string> not_modelled;
};

struct RuleSetDef {  // a game scenario (Dahan Insurrection) or an adversary level
  std::string name;
  std::vector<std::string> rules;
  std::vector<std::string> not_modelled;
};

// An adversary's own effect: its Stage II escalation or its Reminder card (each resolved as an
// Adversary Action of its own, rules/escalation.cpp).
struct AdversaryEffect {
  std::string name;     // "Land Rush"
  std::vector<Op> ops;  // empty = the adversary has none
};

struct AdversaryDef {
  std::string name;
  std::map<int, std::vector<std::string>> levels;  // level -> named rules added at that level
  AdversaryEffect escalation;
  AdversaryEffect reminder;                              // from the level that shuffles a Reminder card into the deck
  std::map<int, std::vector<std::string>> not_modelled;  // from that level on (0: escalation, loss condition)
  std::map<int, std::vector<Op>> setup;                  // level -> its Setup instructions (step "adversary-setup")
};

// A land's Setup symbols ({"city": 1, "dahan": 1}): Explorers, Towns, Cities, Dahan and Blight.
std::map<std::string, int> parse_setup_symbols(const kernel::JsonReader& r);

struct BoardDef {
  std::string name;  // "A"
  std::vector<Land> lands;
};

struct Library {
  std::map<std::string, PowerCard> powers;
  std::map<std::string, BlightCardDef> blight_cards;
  std::map<std::string, FearCardDef> fear_cards;
  std::map<std::string, EventDef> events;
  std::map<std::string, SpiritDef> spirits;
  std::map<std::string, AspectDef> aspects;
  std::map<std::string, RuleSetDef> scenarios;
  std::map<std::string, AdversaryDef> adversaries;
  std::map<std::string, BoardDef> boards;

  // Parses cards.json / boards.json documents (LoadError names file + JSON path).
  static Library parse(const nlohmann::json& cards, const std::string& cards_file, const nlohmann::json& boards,
                       const std::string& boards_file);
  static Library load_dir(const std::string& dir);  // dir containing cards.json and boards.json
};

// The library used by scenarios. Found in, in order: the directory given to set_library_dir(),
// $ARBITER_DATA/si, ./data/si, and data/si in the folders above the current one.
// In the browser (no files), give the library as text instead: the app hands over data/si/cards.json
// and data/si/boards.json from its bundle with set_library_text(), parsed when a scenario first needs it.
const Library& library();
void set_library_dir(const std::string& dir);
void set_library_text(const std::string& cards_json, const std::string& boards_json);
std::string library_dir();

}  // namespace arbiter::si
