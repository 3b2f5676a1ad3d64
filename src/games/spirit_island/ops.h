#pragma once
// The closed set of operations Spirit Island actions are made of. Card and rule data in
// data/si/cards.json name these operations; the loader parses them into Op values and rejects
// anything else. A rule's own steps (of a Ravage, of adding Blight...) are operations too, of
// kind Step, so every action runs on the one explicit stack; what such a step carries lives in
// its closure, with its rule.
#include <functional>
#include <string>
#include <vector>

#include "games/spirit_island/types.h"
#include "kernel/action_tree.h"
#include "kernel/duration.h"
#include "kernel/json_reader.h"

namespace arbiter::si {

// The operations data may name, one per row of the operation table (rules/op_kinds.cpp), which
// gives each its name, keys, parser, plain words and handler; this enum is only the handle C++
// code uses to build an operation, in table order (checked when the table is first read).
enum class OpKind {
  Fear,
  Damage,
  Destroy,
  Add,
  Remove,
  Push,
  Gather,
  Defend,
  Isolate,
  AddBlight,
  RemoveBlight,
  InvaderAction,
  If,
  Each,
  ChooseLand,
  SetupTrigger,
  SetupModifier,
  Repeat,
  Rule,
  Replace,
  Upgrade,
  Downgrade,
  ChooseOne,
  GainEnergy,
  Abduct,
  Escape,
  GainTime,
  Step,  // one step of a rule's own procedure (a Ravage's Damage, a Blight's cascade): never in data
};

// What an operation acts on or counts, declared once: every name data may put in `what`, `to`,
// `per`, a land filter or a count. Handlers switch on `kind`, never on the name.
enum class WhatKind { Piece, Group, Token, Strife, Presence, Incarna };
struct What {
  const char* name;
  WhatKind kind;
  int index = -1;                       // Piece: its PieceKind; Token: its Token
  std::vector<PieceKind> members = {};  // Piece and Group: the pieces it names
  bool covers(PieceKind k) const;       // whether a piece of kind k is one of these
};
const std::vector<What>& whats();
// The row of that name; a std::logic_error for a name loading would have refused.
const What& what_of(const std::string& name);

// A filter on lands: every listed condition must hold.
struct LandFilter {
  std::vector<std::string> has;      // piece/token/group names that must be present (≥1)
  std::vector<std::string> lacks;    // ... that must be absent
  std::vector<std::string> terrain;  // any of these terrains
  int coastal = -1;                  // -1 any, 0 inland, 1 coastal
  bool same_board = false;           // on the board of the action's land
  std::string presence_of;           // has Presence of this spirit ("self" = the acting spirit)
  std::string sacred_site_of;        // is a Sacred Site (2 or more Presence) of this spirit ("self" likewise)
  int within = -1;                   // within this range of the action's land (-1 = anywhere)
  std::vector<std::string>
      near;  // present in the land or in an adjacent one (Isolate on either land breaks that adjacency)
  std::vector<std::pair<std::string, int>> exactly;   // exactly n of each ("a land with exactly 1 Dahan")
  std::vector<std::pair<std::string, int>> at_least;  // n or more of each ("a land with 2 or more Town/City")
  bool empty() const;
};

class Engine;

struct Op {
  OpKind kind = OpKind::Fear;
  std::string what;  // piece / token / group
  int n = 1;
  bool all = false;
  bool up_to = false;       // "up to n": the players may take fewer (rules/optional.cpp)
  bool may = false;         // "you may ...": the players may decline it (rules/optional.cpp)
  bool any_number = false;  // Downgrade: "any number of" — the players pick which, none to all
  bool damaged = false;     // Remove all: only the pieces carrying Damage ("remove every Damaged Invader")
  bool each = false;        // Damage: n to each piece of `what` (rules/damage_each.cpp)
  bool different = false;   // Damage: n to each of as many different pieces as `per` counts ("each Dahan deals 1 Damage
                            // to a different Invader"); ChooseLand: not a land this action has chosen already
  int time = 0;             // Repeat: its Time cost ("by spending 1 Time", rules/time.h)
  int cap = -1;             // cap on natural amount (bonuses apply after the cap)
  std::vector<std::string>
      per;  // amount is n per `per` (e.g. "blight", "dahan"), or per any of several kinds (each piece once)
  int every = 1;
  // Gather: from lands within this Range, one land towards the target (rules/gather_toward.h); or the
  // Range is the count of this Element the Spirit has in play ("Range equal to the Air you have").
  int from_range = 0;
  std::string from_range_element;  // with `per`: n per `every` of them, rounded down ("for every 3 Explorers/Dahan")
  std::string land;                // explicit land id; "" = the action's land
  std::string name;                // InvaderAction kind / trigger or modifier kind / rule name
  std::string spirit;              // "self" or a spirit id
  std::string scope;               // modifier scope: land | board | island | spirit
  kernel::Duration duration = kernel::Duration::ThisTurn;
  int plus_per_adjacent = 0;  // Damage: +n per `per` in each adjacent land, in the same Damage
  LandFilter where;           // Each (over lands), ChooseLand, If conditions on the land
  std::string over;           // Each: board | land | spirit
  std::string prefer;  // ChooseLand: fewest-town-city | most-invaders | most-explorer | highest-number | lowest-number
  bool only_best =
      false;  // ChooseLand: only the lands `prefer` ranks first ("the highest-numbered land"); ties stay a choice
  Elements threshold;             // If: the Elements the Spirit must have in play (rules/elements.h)
  std::vector<std::string> with;  // Replace: the new pieces
  std::vector<Op> then;
  std::vector<Op> otherwise;
  std::vector<std::string> option_labels;  // ChooseOne: plain words of each option
  std::vector<std::vector<Op>> options;    // ChooseOne: the operations of each option
  // Step: what the rule does (its data captured with it, rules/blight.cpp, rules/ravage.cpp)
  std::function<void(Engine&, kernel::ActionId)> step;
};

// Parses one operation; unknown operations or members are LoadErrors.
Op parse_op(const kernel::JsonReader& r);
std::vector<Op> parse_ops(const kernel::JsonReader& r);
LandFilter parse_filter(const kernel::JsonReader& r);
// For the operation table's parsers: one name or a list of names of whats(); a filter's keys read
// from an operation's own object (`if`).
std::vector<std::string> parse_whats(const kernel::JsonReader& r);
void read_filter_fields(const kernel::JsonReader& r, LandFilter& f);

// Plain words for an operation ("2 Damage to Invaders", "Push up to 2 Dahan").
std::string describe(const Op& op);

// Names accepted in `what` (the names of whats(), in table order).
const std::vector<std::string>& what_names();
struct EffectKind;
// The `what` of an effect of this kind, checked against what the kind accepts: pieces and tokens
// (what_names), or an Invader action for a kind that skips actions. Every path that sets up an
// effect reads it here.
std::string parse_effect_what(const EffectKind& kind, const kernel::JsonReader& what);
// Operation names accepted in data ("fear", "damage", ...), from the operation table.
const std::vector<std::string>& op_names();
// An operation of kind Step that runs `step` (a rule's own step, with its data captured).
Op rule_step(std::function<void(Engine&, kernel::ActionId)> step);

}  // namespace arbiter::si
