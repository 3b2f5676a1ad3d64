#pragma once
// The L5R example-card library (data/l5r/cards.json) as typed values. Card text is expressed in a
// closed set of operations; anything else is rejected when the library is loaded, naming the file,
// the JSON path and what was expected.
#include <map>
#include <memory>
#include <optional>
#include <string>
#include <vector>

#include <nlohmann/json_fwd.hpp>

#include "kernel/duration.h"

namespace arbiter::l5r {

enum class CardType { Personality, Follower, Item, Holding, Strategy, Token };
enum class Stat { Force, Chi, PersonalHonor, Focus };

// Conditions a trait, a "while" effect or an "if" clause checks. `subject` names whose state is
// checked ("it" = the card the effect is on, "target:t", "self", "you" = the acting player).
struct Condition {
  enum class Kind {
    Always,
    Opposed,
    Unopposed,
    Bowed,
    Unbowed,
    HasKeyword,
    HonorAtLeast,
    HandFewerThan,
    ForceAtLeast,
    IsType,
    MayLegallyAssign,
    ControlsAPersonality,
    SameClanAs,  // shares a Clan keyword with the card `subject` names ("trigger_card")
  };
  Kind kind = Kind::Always;
  std::string subject = "it";
  std::string keyword;
  int value = 0;
  CardType type = CardType::Personality;
  std::string card;  // SameClanAs: the card `subject` named, filled in when the effect resolves
};

// Which cards a group effect or trait reaches.
struct Selector {
  enum class Who { Self, Bearer, Yours, Any, Enemy, ThisArmy, AtSourceBattlefield };
  Who who = Who::Yours;
  std::optional<CardType> type = CardType::Personality;
  std::vector<std::string> keywords;   // all required
  std::optional<Condition> condition;  // "your opposed Personalities"
  bool in_and_out_of_play = false;     // "all Samurai you own, in and out of play"
};

// When an ongoing effect ends: the card's wording, which the kernel's durations cover for expiry
// (`lasts`), plus the condition of "while" effects, checked as the game goes.
struct Duration {
  enum class Kind { EndOfTurn, Permanent, EndOfGame, While, WhileRemains, WhileSourceInPlay };
  Kind kind = Kind::EndOfTurn;
  Condition condition;  // While / WhileRemains

  // "While" effects last at most the turn; "end of game" and "while its source is in play" do
  // not expire at any boundary (the source's leaving ends the latter, see Rules).
  kernel::Duration lasts() const {
    switch (kind) {
      case Kind::EndOfTurn:
      case Kind::While:
      case Kind::WhileRemains: return kernel::Duration::ThisTurn;
      case Kind::Permanent:
      case Kind::EndOfGame:
      case Kind::WhileSourceInPlay: return kernel::Duration::Permanent;
    }
    return kernel::Duration::ThisTurn;
  }
};

// What a prevention stops.
struct PreventSpec {
  enum class What {
    Bow,
    Destroy,
    Move,
    ForceBonus,
    ForcePenalty,
    ChiPenalty,
    HonorGain,
    HonorLoss,
    HonorChange,
    Discard,
    Draw,
    KeywordLoss,
    Bonus,
  };
  What what = What::Bow;
  enum class Mode { All, Current, New };
  Mode mode = Mode::All;
  bool negation = false;  // "negate" (can be stopped by "will not be negated") vs "does not"
  enum class From { Any, OtherPlayersCards, Actions };
  From from = From::Any;
  Selector affects;         // whose changes are stopped (cards); players for Honor use `player`
  std::string player;       // "you" for Honor preventions on the controller
  std::string destination;  // Move: "this_battlefield" = moving to the battlefield of the source
};

// When a delayed effect applies or a parent effect makes children.
struct TimePoint {
  enum class Kind { NextTurnBegins, NextAttackPhaseBegins, PersonalityDestroyed, BattleEnds };
  Kind kind = Kind::NextTurnBegins;
};

struct Target {
  std::string name;     // slot name, used as "target:<name>"
  Selector filter;      // legality filter
  bool choose = false;  // "choose" is not targeting
};

// One operation of card text. Which fields matter depends on `kind`; the loader checks them.
struct Op {
  enum class Kind {
    // instantaneous
    Bow,
    Straighten,
    Destroy,
    Dishonor,
    GainHonor,
    LoseHonor,
    Draw,
    DiscardFromHand,
    TakeFavor,
    MoveToCurrentBattlefield,
    MoveHome,
    CreateToken,
    ReturnToDeckTop,
    BringTopDynastyIntoPlay,
    RangedAttack,
    DiscardCard,
    CreateBattlefieldAndAssign,
    AssignChosen,
    AttachFromHand,
    PayGold,
    AssignDefender,
    FightBattleThere,
    ShowTopDynasty,
    PutSelfIntoPlay,
    MoveToken,
    BringProvincePersonalitiesIntoPlay,
    // ongoing
    Modify,
    ModifyGroup,
    RemoveKeyword,
    Prevent,
    MayNotAssign,
    SkipDynastyPhases,
    // structure
    If,
    May,
    ChooseTo,
    IfChosen,
    IfHappened,
    Or,
    Delayed,
    EachTime,
    Target,
    Choose,
    // reactions on the triggering occurrence
    NegateTrigger,
    Instead,
    EffectsOfActionDoNotHappen,
  };
  Kind kind = Kind::Bow;
  std::string on = "target:t";  // reference to a card or player
  Stat stat = Stat::Force;
  int amount = 0;
  std::string amount_from;  // "its_force": Honor equal to a card's Force
  std::string keyword;
  Duration duration;
  bool will_not_be_negated = false;
  Selector affects;          // ModifyGroup
  bool now_in_play = false;  // ModifyGroup: only cards in play now
  PreventSpec prevent;
  std::optional<Condition> condition;
  std::vector<Op> then;                  // If/May/ChooseTo/IfChosen/IfHappened/Delayed/EachTime/Instead
  std::vector<std::vector<Op>> options;  // Or
  TimePoint at;
  std::string token;            // CreateToken: library name of the token
  std::vector<Target> targets;  // Target/Choose inside effects (delayed targeting is optional)
  std::string player_choice;    // Or: "you" (default) or "target_controller"
  std::string replaces;         // Instead: "" = what its Reaction's event was about; "army_force" = the army
                                // the `on` unit's Force counts toward (yours instead of its own)
  bool consecutively = false;   // several procedures one after another instead of step by step together
};

// "Limited/Open/Battle/Reaction: [costs]: effects".
struct Ability {
  enum class Designator { Limited, Open, Battle, Reaction };
  Designator designator = Designator::Limited;
  std::string trigger;         // Reaction: event name (see Engine::Event)
  std::string trigger_filter;  // e.g. "your_personality", "another_player", "you"
  std::vector<Op> costs;
  std::vector<Target> targets;
  std::vector<Op> effects;
};

// Non-triggered traits give continuous effects; triggered traits run ops at their event.
struct Trait {
  enum class Kind {
    Modify,
    GrantKeyword,
    Prevent,
    Cap,
    DestroyIfEver,
    Triggered,
    GrantAbilityEffect,
    EnterRestriction,  // "this card may not enter play if <condition>" (checked in step B of entering play)
  };
  Kind kind = Kind::Modify;
  Stat stat = Stat::Force;
  int amount = 0;
  std::string keyword;
  Selector affects;
  std::optional<Condition> condition;
  PreventSpec prevent;
  std::string trigger;  // Triggered
  std::string trigger_filter;
  std::vector<Op> effects;  // Triggered / GrantAbilityEffect
};

struct CardDef {
  std::string name;
  CardType type = CardType::Strategy;
  std::string text;  // plain words shown in the log and on the board
  int force = 0, chi = 0, personal_honor = 0, focus = 0;
  bool has_chi = false;  // Followers and Items have no Chi stat
  std::vector<std::string> keywords;
  std::vector<Trait> traits;
  std::vector<Ability> abilities;
};

class CardLibrary {
 public:
  // A mistake is a kernel::LoadError naming the file, the JSON path and what was expected there.
  static CardLibrary load(const std::string& path);
  static CardLibrary parse(const nlohmann::json& j, const std::string& file);
  const CardDef& get(const std::string& name) const;  // throws if unknown
  bool has(const std::string& name) const { return defs_.count(name) > 0; }
  const std::map<std::string, CardDef>& all() const { return defs_; }

 private:
  std::map<std::string, CardDef> defs_;
};

std::string to_string(CardType t);
std::string to_string(Stat s);
std::string to_string(Op::Kind k);

}  // namespace arbiter::l5r
