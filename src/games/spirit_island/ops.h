#pragma once
// The closed set of operations Spirit Island actions are made of. Card and rule data in
// data/si/cards.json name these operations; the loader parses them into Op values and rejects
// anything else. Rule-internal operations (the steps of a Ravage, of adding Blight...) use the
// same type so every action runs on the one explicit stack.
#include <string>
#include <vector>

#include "kernel/duration.h"
#include "kernel/json_reader.h"

namespace arbiter::si {

enum class OpKind {
  // --- data operations (see docs/scenarios.md "Operations") ---
  Fear,          // n Fear
  Damage,        // n Damage to `what` (invaders | town-city | explorer | ... | dahan) in the land
  Destroy,       // destroy n (or all) `what`
  Add,           // add n `what` (piece, token, strife, presence of `spirit`)
  Remove,        // remove n (or all) `what`
  Push,          // push n (or up to n / all) `what` to adjacent lands
  Gather,        // gather n `what` from adjacent lands
  Defend,        // Defend n in the land this turn
  Isolate,       // Isolate the land this turn
  AddBlight,     // add n Blight (the full "adding Blight" procedure)
  RemoveBlight,  // remove n Blight (back to the Blight card)
  InvaderAction, // `name` = ravage | build | explore: one extra Invader action here (nested)
  If,            // if `cond` then `then` else `otherwise`
  Each,          // one action per qualifying board | land | spirit (eligibility fixed first)
  ChooseLand,    // pick a land matching `where` (choice "land"); later ops act there
  SetupTrigger,  // set up a triggered action (`name` is a rule of triggers.cpp)
  SetupModifier, // set up a modifier (`name` is a modifier kind)
  Repeat,        // "Repeat this Power": a triggered action after everything it triggered
  Rule,          // a small named rule written in C++ (see rules/triggers.cpp)
  Replace,       // replace n `what` with the pieces in `with` (neither added nor moved; Damage and Strife carry over)
  Upgrade,       // Explorer -> Town -> City (a replacement)
  Downgrade,     // City -> Town -> Explorer -> removed (a replacement)
  ChooseOne,     // "— or —": the player picks one of `options` (choice "option", context: the card)
  GainEnergy,    // the action's Spirit gains n Energy
  // --- rule-internal operations ---
  InvaderCheck,  // apply modifiers to an Invader action about to happen (skip/replace)
  RavageStrife, RavageDamage, DahanFightBack,
  BuildHere, ExploreHere,
  BlightTake, BlightPlace, BlightAftermath,
};

// A filter on lands: every listed condition must hold.
struct LandFilter {
  std::vector<std::string> has;     // piece/token/group names that must be present (≥1)
  std::vector<std::string> lacks;   // ... that must be absent
  std::vector<std::string> terrain; // any of these terrains
  int coastal = -1;                 // -1 any, 0 inland, 1 coastal
  bool same_board = false;          // on the board of the action's land
  std::string presence_of;          // has Presence of this spirit ("self" = the acting spirit)
  std::string sacred_site_of;       // is a Sacred Site (2 or more Presence) of this spirit ("self" likewise)
  int within = -1;                  // within this range of the action's land (-1 = anywhere)
  std::vector<std::string> near;    // present in the land or in an adjacent one (Isolate on either land breaks that adjacency)
  std::vector<std::pair<std::string, int>> exactly;   // exactly n of each ("a land with exactly 1 Dahan")
  std::vector<std::pair<std::string, int>> at_least;  // n or more of each ("a land with 2 or more Town/City")
  bool empty() const;
};

struct Op {
  OpKind kind = OpKind::Fear;
  std::string what;        // piece / token / group
  int n = 1;
  bool all = false;
  bool up_to = false;
  bool any_number = false; // Downgrade: "any number of" — the players pick which, none to all
  bool damaged = false;    // Remove all: only the pieces carrying Damage ("remove every Damaged Invader")
  bool each = false;       // Damage: n to each piece of `what` (rules/damage_each.cpp)
  bool different = false;  // Damage: n to each of as many different pieces as `per` counts ("each Dahan deals 1 Damage to a different Invader")
  int cap = -1;            // cap on natural amount (bonuses apply after the cap)
  std::vector<std::string> per;  // amount is n per `per` (e.g. "blight", "dahan"), or per any of several tokens (each piece once)
  std::string land;        // explicit land id; "" = the action's land
  std::string name;        // InvaderAction kind / trigger or modifier kind / rule name
  std::string spirit;      // "self" or a spirit id
  std::string scope;       // modifier scope: land | board | island | spirit
  kernel::Duration duration = kernel::Duration::ThisTurn;
  int amount2 = 0;         // second number where a rule needs one
  LandFilter where;        // Each (over lands), ChooseLand, If conditions on the land
  std::string over;        // Each: board | land | spirit
  std::string prefer;      // ChooseLand: fewest-town-city | most-invaders | most-explorer | highest-number | lowest-number
  bool threshold = false;  // If: condition is "thresholds met"
  std::vector<std::string> with;  // Replace: the new pieces
  std::vector<Op> then;
  std::vector<Op> otherwise;
  std::vector<std::string> option_labels;  // ChooseOne: plain words of each option
  std::vector<std::vector<Op>> options;    // ChooseOne: the operations of each option
  // rule-internal data
  bool cascade = false;    // BlightTake/Place: this Blight is a cascade
  bool quiet = false;      // BlightTake: this Blight neither destroys Presence nor cascades
  bool had_blight = false; // BlightAftermath
  int per_dahan = 2;       // DahanFightBack: Damage each Dahan deals
  std::string source;      // BlightTake: what is adding it ("ravage", "power", ...)
};

// Parses one operation; unknown operations or members are LoadErrors.
Op parse_op(const kernel::JsonReader& r);
std::vector<Op> parse_ops(const kernel::JsonReader& r);
LandFilter parse_filter(const kernel::JsonReader& r);

// Plain words for an operation ("2 Damage to Invaders", "Push up to 2 Dahan").
std::string describe(const Op& op);

// Names accepted in `what`: pieces, tokens, groups and "strife"/"presence".
const std::vector<std::string>& what_names();
struct EffectKind;
// The `what` of an effect of this kind, checked against what the kind accepts: pieces and tokens
// (what_names), or an Invader action for a kind that skips actions. Every path that sets up an
// effect reads it here.
std::string parse_effect_what(const EffectKind& kind, const kernel::JsonReader& what);
// Operation names accepted in data ("fear", "damage", ...).
const std::vector<std::string>& op_names();

}  // namespace arbiter::si
