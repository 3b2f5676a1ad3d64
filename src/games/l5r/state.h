#pragma once
// The L5R mini board as a copyable value: players with Family Honor, cards (Personalities,
// attachments, Holdings, Strategies), battlefields, and the effect ledger (ongoing effects,
// preventions, delayed and parent effects, continuous-effect start times). See docs/l5r-board.md.
#include <map>
#include <optional>
#include <set>
#include <string>
#include <vector>

#include "games/l5r/cards.h"
#include "kernel/modifiers.h"

namespace arbiter::l5r {

enum class Zone { InPlay, Province, Hand, FateDeck, DynastyDeck, Discard, RemovedFromGame, Resolution };
enum class Phase { Action, Attack, Dynasty, End };
enum class Side { None, Attack, Defend };

std::string to_string(Zone z);
std::string to_string(Phase p);
std::string to_string(Side s);

// Where an effect comes from: a card (and the player who controlled it), or the rulebook.
struct Source {
  std::string card;    // card id; empty = rulebook
  std::string player;  // controller of that card when the effect was created
  int action = 0;      // the action that created it; 0 = a trait or the rulebook
};

struct Card {
  std::string id;
  std::string def;  // library name
  std::string owner;
  std::string controller;
  Zone zone = Zone::InPlay;
  std::string location = "home";  // in play: "home" or a battlefield id
  Side side = Side::None;
  std::string attached_to;  // Followers, Items, tokens
  bool bowed = false;
  bool dishonored = false;
  bool face_up = true;
  bool dead = false;                // a Personality destroyed into the discard pile
  std::optional<int> chi_override;  // demo set-up ("Akira's Chi is set to 1")
  int entered_play_at = 0;          // timestamp; continuous effects from it begin then
  std::set<int> abilities_used;     // memory: ability indexes used this turn
  Source last_chi_penalty;          // Chi death comes from the last Chi penalty's source
  bool has_last_chi_penalty = false;
  Source created_by;  // tokens: their effects come from the effect that created them
};

struct Player {
  std::string id;
  int honor = 10;
  std::vector<std::string> hand, fate_deck, dynasty_deck, discard, provinces;  // card ids; decks top first
};

struct Battlefield {
  std::string id;
  std::string attacker, defender;
  std::string province;  // "" = not at any Province
};

// An ongoing or continuous-from-action change to stats or keywords.
struct OngoingEffect {
  int id = 0;
  Source source;
  std::string text;  // plain words for the ledger
  enum class What { Stat, AddKeyword, RemoveKeyword, MayNotAssign } what = What::Stat;
  Stat stat = Stat::Force;
  int amount = 0;
  std::string keyword;
  std::vector<std::string> cards;  // fixed set; empty with a group selector = all matching
  bool group = false;
  Selector group_selector;
  std::string group_player;  // whose "your" the selector means
  Duration duration;
  int applied_turn = 0;
  int began = 0;  // timestamp
  bool will_not_be_negated = false;
  std::set<std::string> remains_broken;        // "while X remains Y": cards it no longer applies to
  std::map<std::string, std::string> blocked;  // card -> the prevention that stopped it as a new effect
  bool negated_outright = false;               // an instantaneous prevention cancelled this one effect
  int negated_by = 0;
};

// An ongoing prevention created by an action (traits' preventions are computed from cards in play).
struct OngoingPrevention {
  int id = 0;
  Source source;
  std::string text;
  PreventSpec spec;
  std::vector<std::string> cards;  // fixed cards protected; empty = spec.affects decides
  std::string battlefield;         // "at this battlefield" scope
  int began = 0;
  int applied_turn = 0;
  Duration duration;
  int blocks_action = 0;  // "effects of that action do not happen"
};

struct DelayedEffect {
  int id = 0;
  Source source;
  std::string text;
  TimePoint at;
  std::string player;  // whose "next turn"
  int activated_turn = 0;
  int activated_at = 0;
  std::vector<Op> ops;
  std::map<std::string, std::string> refs;  // targets known at activation ("him")
  bool parent = false;                      // "each time": a parent making children until it ends
  int expires_turn = 0;                     // parent: end of this turn
  bool done = false;
  bool prevented = false;  // "effects of that action do not happen" reached it before it applied
};

// A continuous effect from a trait currently applying to one card, with the time it (re)began.
struct ContinuousInstance {
  std::string source_card;
  int trait = 0;
  std::string target;
  int began = 0;
};

// What an "instead" replaces (a kernel cancel/replace modifier): the occurrence its Reaction
// answers, the targeting it answers ("when ... would target"), or the army a unit's Force counts for.
struct Replacement {
  enum class Of { Occurrence, Targeting, ArmyForce } of = Of::Occurrence;
  int occurrence = 0;        // Occurrence: the engine's occurrence id
  int targeting_frame = -1;  // Targeting: the action whose target changes ...
  std::string slot;          // ... its slot, and the slot of the Reaction holding the new target
  std::string new_slot;
  std::string card;        // ArmyForce: the unit's head ...
  std::string counts_for;  // ... and the player whose army it counts toward
};

struct SkipDynasty {
  int id = 0;
  Source source;
  std::string player;  // "" = every player's Dynasty Phase
  int until_turn = 0;  // ongoing: skip while turn < until_turn; 0 = only the next one
  bool used = false;
};

struct GameState {
  int turn = 1;
  Phase phase = Phase::Action;
  std::vector<std::string> player_order = {"P1", "P2"};
  std::map<std::string, Player> players;
  std::map<std::string, Card> cards;
  std::vector<Battlefield> battlefields;
  std::string current_battle;  // battlefield id of the battle being fought, "" if none
  std::string pending_battle;  // a battle created by an effect, waiting for its action to end
  std::string favor;           // player holding the Imperial Favor, "" if nobody
  int clock = 1;               // timestamps for effects
  int next_id = 1;
  int next_action = 1;
  std::vector<OngoingEffect> ongoing;
  std::vector<OngoingPrevention> preventions;
  std::vector<DelayedEffect> delayed;
  std::vector<ContinuousInstance> continuous;
  std::vector<SkipDynasty> skips;
  kernel::ModifierSet<Replacement> replacements;  // "instead"s in force
  std::vector<std::string> phase_history;         // "turn 2 P2 Dynasty Phase: skipped"

  std::string active_player() const { return player_order[(turn - 1) % player_order.size()]; }
  const Card& card(const std::string& id) const;
  Card& card(const std::string& id);
  const Player& player(const std::string& id) const;
  Player& player(const std::string& id);
  const Battlefield* battlefield(const std::string& id) const;
  std::string opponent(const std::string& p) const;
};

}  // namespace arbiter::l5r
