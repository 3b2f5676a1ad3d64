#pragma once
// Read-only rule queries on a GameState: locations, "opposed", keywords and stats computed from
// base values plus continuous and ongoing effects, with prevention applied (current vs new,
// negation vs "does not"), and the prevention matcher used for instantaneous occurrences too.
#include <string>
#include <vector>

#include "games/l5r/cards.h"
#include "games/l5r/state.h"

namespace arbiter::l5r {

// A change that a prevention might stop.
struct Change {
  PreventSpec::What what = PreventSpec::What::Bow;
  std::string card;    // the card changed ("" for a player's Honor)
  std::string player;  // the player changed (Honor, draw, discard)
  Source source;
  int began = 0;             // continuous / ongoing: when it began; instantaneous: now
  bool lasting = false;      // continuous or ongoing (current/new wording applies)
  bool unnegatable = false;  // "will not be negated"
  std::string destination;   // Move: battlefield id
};

// One modifier on a stat, as shown in the board ledger.
struct StatPart {
  std::string text;
  std::string kind;  // "continuous" | "ongoing"
  int amount = 0;
  int effect = 0;      // ongoing effect id (0 for continuous)
  std::string source;  // card id or "rulebook"
  bool prevented = false;
  std::string prevented_by;  // text of the prevention
};

// The board in plain words, one line per player and per card in play (the set-up log line).
std::string describe(const GameState& s, const CardLibrary& lib);

class Rules {
 public:
  Rules(const GameState& s, const CardLibrary& lib) : s_(s), lib_(lib) {}

  const CardDef& def(const std::string& card) const { return lib_.get(s_.card(card).def); }
  bool in_play(const std::string& card) const { return s_.card(card).zone == Zone::InPlay; }
  // The Personality at the head of this card's unit (itself for a Personality).
  std::string head(const std::string& card) const;
  std::vector<std::string> unit(const std::string& personality) const;
  std::vector<std::string> attachments(const std::string& card) const;
  std::string location(const std::string& card) const { return s_.card(head(card)).location; }
  bool opposed(const std::string& card) const;
  bool has_followers(const std::string& personality) const;

  std::vector<std::string> keywords(const std::string& card) const;
  bool has_keyword(const std::string& card, const std::string& kw) const;
  int stat(const std::string& card, Stat st) const;
  int base_stat(const std::string& card, Stat st) const;
  std::vector<StatPart> stat_parts(const std::string& card, Stat st) const;
  bool may_not_assign(const std::string& card) const;
  // Total Force of a player's army at a battlefield; nullopt when that player has no army there.
  std::optional<int> army_force(const std::string& player, const std::string& battlefield) const;

  bool check(const Condition& c, const std::string& it, const std::string& you) const;
  bool same_clan(const std::string& a, const std::string& b) const;  // share a "… Clan" keyword
  // Does the selector (relative to a source card and its controller) include this card?
  bool selects(const Selector& sel, const std::string& source_card, const std::string& you,
               const std::string& card) const;

  // The prevention (trait or ongoing) that stops this change, or "" if none.
  std::string prevented_by(const Change& c) const;
  bool ongoing_applies(const OngoingEffect& e, const std::string& card) const;
  // The prevention suppressing this continuous effect on its target right now, or "".
  std::string continuous_prevented_by(const ContinuousInstance& inst) const;
  std::string effect_prevented_by(const OngoingEffect& e, const std::string& card) const;

 private:
  struct ActivePrevention {
    const PreventSpec* spec = nullptr;
    std::string source_card;
    std::string you;                 // whose "you" the prevention means
    std::vector<std::string> cards;  // fixed cards protected; empty = the spec's selector decides
    std::string battlefield;
    int began = 0;
    int blocks_action = 0;  // "effects of that action do not happen"
    std::string text;
  };
  std::vector<ActivePrevention> active_preventions() const;
  bool covers(const ActivePrevention& p, const Change& c) const;

  const GameState& s_;
  const CardLibrary& lib_;
};

}  // namespace arbiter::l5r
