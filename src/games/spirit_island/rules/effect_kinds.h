// Every Spirit Island effect kind that data may name — a modifier, a trigger or a named rule —
// declared once. The card library, a scenario's `effects` block and inline `ops` are all checked
// against this table at load, and a modifier gets its priority from here whichever path installs
// it, so the paths cannot drift apart. A replacement effect ("instead", "skip", "can't") also
// declares here the hook points it watches, its condition and its handler (rules/replacements.h);
// a trigger declares its condition, and its triggered action is the named rule of the same name;
// a named rule declares what a `rule` operation naming it does (its handler), and, if it puts a
// modifier or trigger in play, that kind and the title it goes by. A rule without a handler is
// only ever in play (a Spirit's, an adversary's...), read where it applies through
// Engine::has_rule; a `rule` operation may not name it. Other modifiers (Alter, Quantity) are read
// by the rule they change, by kind; tests/spirit_island/effect_kinds_test.cpp checks every kind
// the rules' source spells is declared here.
#pragma once

#include <string>
#include <vector>

#include "games/spirit_island/rules/replacements.h"
#include "kernel/modifiers.h"

namespace arbiter::si {

enum class EffectRole { Modifier, Trigger, Rule };

// A trigger's condition: does the completed action `r` fire a trigger with this spec?
using TriggerFires = bool (*)(const Engine&, const TriggerSpec&, const kernel::ActionRecord&);
// What a `rule` operation naming the rule does (for a trigger's own rule: its triggered action).
using RuleRun = void (*)(Engine&, const Op&, ActionId);

struct EffectKind {
  const char* name;
  EffectRole role;
  kernel::ModifierPriority priority;  // where a modifier applies in the modifier order (Alter for the other roles)
  const char* description;            // what it does, in plain words: also the log line when a card sets it
                                      // up, with {n}, {+n} (signed) and {what} (or {what?TEXT} when none)
                                      // filled from the card's op (effect_words)
  unsigned hooks = kNoHook;           // a replacement modifier: the hook points it watches (Hook bits)
  HookApplies applies = nullptr;      //   its condition
  HookReplace replace = nullptr;      //   what happens instead
  const char* title = nullptr;        // a trigger, or a rule that installs something: the name it goes by
  const char* installs = nullptr;     // a rule: the modifier or trigger kind it keeps in play (for its Spirit)
  bool what_is_action = false;        // its `what` names an Invader action (ravage, build, explore), not pieces
  TriggerFires fires = nullptr;       // a trigger: its condition
  RuleRun run = nullptr;              // a rule: what a `rule` operation naming it does (null: only in play)
};

const std::vector<EffectKind>& effect_kinds();
// The entry with that name and role, or null.
const EffectKind* find_effect_kind(const std::string& name, EffectRole role);
// The names of one role, in table order: the accepted names a load error lists.
const std::vector<std::string>& effect_names(EffectRole role);
// The rules a `rule` operation may name (those with a handler), in table order.
const std::vector<std::string>& rule_action_names();
// The kind's description with its slots filled: "each Dahan deals {+n} Damage" -> "each Dahan deals +1 Damage".
std::string effect_words(const EffectKind& kind, int n, const std::string& what);
// "modifier", "trigger", "rule".
const char* to_string(EffectRole role);
// The priority a modifier of this kind is installed with; throws std::logic_error for an unknown
// kind (loading has already refused it).
kernel::ModifierPriority modifier_priority(const std::string& kind);

}  // namespace arbiter::si
