#pragma once
// The Spirit Island rules engine: the game state, the explicit action stack, triggers, modifiers
// and choices, and the steps a scenario (or random play) drives. The rules themselves live in
// rules/*.cpp, one file per rule: ravage.cpp, build.cpp, explore.cpp, blight.cpp, damage.cpp,
// invader_cards.cpp, triggers.cpp, replacements.cpp, time_passes.cpp, outcome.cpp; each operation
// data may name is a row of rules/op_kinds.cpp with its handler in rules/op_*.cpp (or its rule's file).
#include <functional>
#include <map>
#include <set>
#include <string>
#include <vector>

#include "games/spirit_island/library.h"
#include "games/spirit_island/ops.h"
#include "games/spirit_island/state.h"
#include "kernel/action_stack.h"
#include "kernel/choices.h"
#include "kernel/modifiers.h"
#include "kernel/trace.h"
#include "kernel/triggers.h"

namespace arbiter::si {

using kernel::ActionId;
using kernel::kNoAction;

// What a trigger watches for and who it belongs to.
struct TriggerSpec {
  std::string kind;    // a trigger (or rule trigger) kind of effect_kinds.h
  std::string land;    // the land it watches ("" = anywhere)
  std::string spirit;  // the Spirit it is associated with
  int n = 0;
};

// What a modifier changes and where.
struct ModifierSpec {
  std::string kind;   // a modifier kind of effect_kinds.h or a token rule
  std::string scope;  // land | board | island | spirit
  std::string land;
  std::string board;
  std::string spirit;
  std::string what;  // piece kind or invader action it concerns
  int n = 0;
  // Skip kinds: only in lands that match it when the Invader action happens ("Invaders do not
  // Build in lands with City" is checked at each Build, not when the card resolves).
  LandFilter where = LandFilter{};
  // Whether a land is within its scope (a land, a board, the island).
  bool covers(const Land& l) const {
    return scope == "island" || (scope == "land" && land == l.id) || (scope == "board" && board == l.board);
  }
};

// How a piece comes to be destroyed: "Destroy 1 Town" is not "destroy all Towns", and neither is Damage.
enum class DestroyHow { Damage, Instruction, InstructionAll };

// Per-action scratch: the land and Spirit it acts for, and what it has used up.
struct ActionLocal {
  std::string land;
  std::string board;
  std::string spirit;
  std::string card;           // the Power being used
  std::string target_spirit;  // the Spirit a Spirit-targeting Power targets ("" = the acting Spirit)
  bool power = false;
  bool repeat_requested = false;
  bool is_repeat = false;
  std::string invader_action;         // ravage | build | explore when this is an Invader action
  bool normal = false;                // caused by a card in its printed slot during that step
  ActionId card_first = kNoAction;    // an Invader card's action: the first action of that card's resolution
  ActionId trigger_from = kNoAction;  // triggered: the action that fired it
  TriggerSpec trigger;
  std::set<int> destroyed;                    // uids destroyed (or saved from destruction) by this action
  std::map<int, std::string> dahan_moved_to;  // uid of each Dahan this action moved -> the land it ended in
  std::map<std::string, std::vector<std::string>>
      dahan_left_to;  // land -> where the Dahan this action moved out of it went (rules/moves_with_dahan.h)
  bool raiding_party_hit = false;  // the Warrior Incarna's 1 Damage this action is dealt (rules/moves_with_dahan.h)
  std::set<int> harmless;          // Invaders whose Strife was spent in this Ravage
  std::set<int> declined;          // replacement modifiers whose "may" the players declined for this action
  int badlands_used_invaders = 0;
  int badlands_used_dahan = 0;
  bool damage_bonus_used = false;
  bool explorer_would_die = false;   // an Explorer this action would destroy has come up (Russia Level 2)
  std::map<int, int> dreamt_damage;  // uid -> Damage this action dealt that is only dreamt (rules/to_dream.h)
  std::map<std::string, int>
      collapse_pending;       // land -> Presence destroyed there, Damage not yet dealt (rules/collapse.h)
  std::set<int> sitting_out;  // Invaders that don't take part in this Ravage (Enthrall the Foreign Explorers)
  std::map<std::string, int> counting_spent;  // "<land>:<what>:<spirit>" -> its counting pieces destroyed or moved as
                                              // that token (rules/counts_as.h)
  std::vector<Op> power_ops;                  // for Repeat
  std::string repeat_on;                      // same-land | adjacent-land | new-target (rules/repeat.cpp)
  std::vector<int> explorers_replaced_in;     // Explorers its replacements put in (rules/forsake_society.h)
  std::vector<std::string> lands_chosen;      // by its `choose-land`s, for "a different land" (`different`)
};

// The Spirit an action's Spirit-directed instructions (gain Energy, a Spirit-scoped modifier) are
// for: a Spirit-targeting Power's target, otherwise the Spirit acting.
inline const std::string& targeted_spirit(const ActionLocal& l) {
  return l.target_spirit.empty() ? l.spirit : l.target_spirit;
}

enum class Outcome { None, Victory, Defeat };

// Every kind of fact the engine records of an action (Engine::fact); scenarios can expect them
// ("happened"), so the list is closed.
const std::vector<std::string>& fact_kinds();

// How an engine runs, fixed when it is made.
struct EngineOptions {
  bool recording = true;         // trace snapshots (off for benchmarks and random play)
  bool outcome_checks = false;   // check victory/defeat after each action tree
  bool invariant_checks = true;  // check invariants after every operation
};

class Engine {
 public:
  // The state is set up before (scenario loading, setup edits) and handed in; from then on only
  // the engine's operations change it.
  explicit Engine(State s, const Library& lib = library(), EngineOptions options = {});
  const EngineOptions& options() const { return options_; }

  // --- steps a scenario or random play drives; each runs its action trees to completion ---
  void invader_step(const std::string& slot);  // resolve each card in the slot, oldest first
  void invader_card(const InvaderCard& card, const std::string& action, bool normal);
  void invader_phase();  // Ravage, Build, Explore (reveal), advance cards
  void invader_action(const std::string& action, const std::string& land);  // one extra action
  // `target_spirit`: for a Power that targets a Spirit (Flame's Fury), that Spirit ("" = `spirit`).
  void use_power(const std::string& card, const std::string& spirit, const std::string& land,
                 const std::string& target_spirit = "");
  void basic_action(const std::string& label, std::vector<Op> ops, const std::string& land, const std::string& spirit);
  void fear_card(const std::string& name);
  void event_card(const std::string& name);
  void time_passes();

  // Rules set up at load: Spirit special rules, scenario rules, adversary levels.
  void install_rule(const std::string& rule, const std::string& spirit = "");
  // Puts a trigger in play (set up by action `by`, or by a rule or scenario at load).
  kernel::TriggerId add_trigger(const std::string& name, const std::string& source, kernel::Duration d,
                                TriggerSpec spec, ActionId by = kNoAction) {
    return triggers_.add(name, source, d, std::move(spec), by);
  }
  // A modifier used up ("until used"), or taken out of play.
  void spend_modifier(int id) { modifiers_.spend(id); }
  void remove_modifier(int id) { modifiers_.remove(id); }
  // The live modifiers `applies` to, in application order; ties between equals are put to the
  // players ("modifier-order", context `context`).
  template <class Applies>
  std::vector<const kernel::Modifier<ModifierSpec>*> ordered_modifiers(Applies applies, const std::string& context,
                                                                       ActionId action) {
    auto mods = modifiers_.ordered(applies, choices_, context, action);
    return {mods.begin(), mods.end()};
  }
  // Puts a modifier in play; its priority is its kind's in the effect table (rules/effect_kinds.cpp),
  // whichever path installs it (a logic_error for a kind the table lacks).
  void add_modifier(const std::string& name, const std::string& source, kernel::Duration d, ModifierSpec spec,
                    ActionId by = kNoAction);
  bool has_rule(const std::string& rule, const std::string& spirit = "") const;
  // Whether `spirit`'s special rule `rule` is in play and affects the place `l`: never in the Endless
  // Dark, where special rules that affect lands do nothing (rules/endless_dark.h). Every Spirit rule
  // that reads or acts on a land asks here.
  bool land_rule(const std::string& rule, const std::string& spirit, const Land& l) const;
  // Whether the land is Isolated: this turn (`Land::isolated`), or where a rule keeps it so — the
  // Empowered Incarna of A Clarion Voice Given Form (rules/isolate.cpp).
  bool isolated(const Land& l) const;
  // All Things Weaken is ongoing from the turn after the Blight card flips.
  bool all_things_weaken() const;

  // --- queries used by rules, expectations and tests ---
  int health(const Piece& p, const Land& l) const;
  int defend_in(const Land& l) const;
  const kernel::ActionTree& tree() const { return stack_.tree(); }
  Outcome outcome() const { return outcome_; }
  const std::string& outcome_reason() const { return outcome_reason_; }
  int blight_added_total() const;                        // Blight placed in lands by any action so far
  std::string spirit_name(const std::string& id) const;  // "Vital Strength of the Earth" for "earth"
  const std::vector<std::string>& log_lines() const { return log_lines_; }

  // The game state, read-only: every change goes through a named operation below.
  const State& state() const { return state_; }
  const Library& lib;
  // Every choice made so far (history()) and the scripted answers never used (unused()).
  const kernel::Choices& choices() const { return choices_; }
  // The triggers and modifiers in play.
  const kernel::TriggerRegistry<TriggerSpec>& triggers() const { return triggers_; }
  const kernel::ModifierSet<ModifierSpec>& modifiers() const { return modifiers_; }
  // The trace's steps so far (when recording); take_snapshots() hands them over.
  const std::vector<kernel::Snapshot>& snapshots() const { return snapshots_; }
  std::vector<kernel::Snapshot> take_snapshots() { return std::move(snapshots_); }
  // Piece accounting for property tests: net pieces/tokens of a kind ("town", "presence",
  // "beasts" ...) added by logged operations (0 when none).
  int ledger(const std::string& kind) const;

  // --- answers and choices ---
  // The players' answers, in order, to the choice points to come (a scenario's "choices").
  void script(std::vector<kernel::ScriptedChoice> answers) { choices_.script(std::move(answers)); }
  // The players decide: the scripted answer that matches, else `fallback` (recorded in choices()).
  std::string decide_one(kernel::ChoicePoint cp, const std::string& fallback) {
    return choices_.decide_one(std::move(cp), fallback);
  }
  std::vector<std::string> decide(kernel::ChoicePoint cp, std::vector<std::string> fallback,
                                  bool allow_repeats = false) {
    return choices_.decide(std::move(cp), std::move(fallback), allow_repeats);
  }

  // --- trace steps ---
  void snapshot_now(const std::string& log);
  void flush();  // turns pending log lines into a snapshot now

  // --- used by the rule files ---
  void run();  // drives the stack until empty (victory/defeat after each whole tree)
  ActionId start(ActionId parent, kernel::Relation rel, const std::string& label, std::vector<Op> ops,
                 ActionLocal local, const std::string& source = "", kernel::TriggerId trig = kernel::kNoTrigger);
  void insert_next(std::vector<Op> ops) { stack_.insert_next(std::move(ops)); }
  // Several actions with one parent, run first-to-last (records created in that order).
  struct Pending {
    std::string label;
    std::vector<Op> ops;
    ActionLocal local;
    std::string source;
    kernel::TriggerId trigger = kernel::kNoTrigger;
  };
  void start_in_order(ActionId parent, kernel::Relation rel, std::vector<Pending> actions);
  void cancel_current(const std::string& why);
  ActionId current() const { return stack_.current(); }
  ActionLocal& local(ActionId a) { return locals_[a]; }
  const ActionLocal& local(ActionId a) const { return locals_.at(a); }
  // Records what action `a` did; `kind` is one of fact_kinds() (a logic_error otherwise).
  void fact(ActionId a, const std::string& kind, const std::string& place, const std::string& subject, int n = 1);
  void note(const std::string& line);  // a plain-words log line for the current step
  void lost(const std::string& why);   // a loss condition was met (judged at the end of the tree)

  // Pieces (every change goes through these so the ledger and facts stay true).
  // Adds a piece from the supply unless a replacement effect (hook kWouldAdd) adds something else
  // instead; returns the name of that effect, or "" when the piece was added.
  std::string add_piece(const Land& l, PieceKind k, ActionId by);
  // Destroys a piece unless a replacement effect (rules/replacements.h) does something else
  // instead; returns the name of that effect, or "" when the piece was destroyed.
  std::string destroy_piece(const Land& l, size_t index, ActionId by, DestroyHow how = DestroyHow::Damage);
  // Damage put on a piece by action `by` (dreamt when it is a Power of To Dream's Spirit).
  void add_damage(const Piece& p, int n, ActionId by);
  void remove_piece(const Land& l, size_t index, ActionId by);
  void move_piece(const Land& from, size_t index, const Land& to, ActionId by);
  // Replaces a piece: the new pieces are neither added nor moved; an Invader replaced by Invaders
  // passes its Damage and Strife to the first of them (which may then be destroyed at once).
  void replace_piece(const Land& l, size_t index, const std::vector<std::string>& with, ActionId by);
  void add_token(const Land& l, Token t, int n, ActionId by);
  void remove_token(const Land& l, Token t, int n, ActionId by);
  // Adds 1 Presence unless a rule of the Spirit keeps its Presence out of that land
  // (rules/presence_lands.h); returns whether it was added.
  bool add_presence(const Land& l, const std::string& spirit, ActionId by);
  void destroy_presence(const Land& l, const std::string& spirit, ActionId by, const std::string& cause);
  // One of its destroyed Presence is the one added (Steady Regeneration, rules/steady_regeneration.h).
  void take_destroyed_presence(const std::string& spirit);
  void generate_fear(int n, ActionId by);
  // Moves one token between lands (the caller records the fact; Vitality, Beasts ... alike).
  void move_token(const Land& from, Token t, const Land& to);
  // Removes 1 Vitality that prevents 1 Blight (no fact: the Blight's "blight-prevented" says it).
  void spend_vitality(const Land& l);
  // Moves the Presence at `index` of `from` to `to` (a replacement's push: no fact of its own).
  void move_presence(const Land& from, size_t index, const Land& to);
  // Removes all Presence in the land (each "presence-removed" fact is the caller's).
  void remove_all_presence(const Land& l);
  // Removes 1 of the Spirit's Presence from the land, if it has one there (the fact is the caller's);
  // returns whether it had one.
  bool remove_one_presence(const Land& l, const std::string& spirit);
  // Puts Strife on an Invader (the caller records the "added strife" fact).
  void add_strife(const Piece& p, int n);
  // Removes `n` Damage from a piece (never below 0): a healed, saved or only dreamt piece.
  void remove_damage(const Piece& p, int n);
  // Adds Defend markers to the land for this turn.
  void add_defend(const Land& l, int n);
  // The land is Isolated this turn.
  void isolate(const Land& l);

  // State changes that are not pieces, each named after its rule concept.
  void gain_energy(const std::string& spirit, int n);
  // Drowning (rules/ocean.h): Health of Drowned Invaders onto (n > 0) or off (n < 0) the Spirit's panel.
  void add_drowned_health(const std::string& spirit, int n);
  // Makes a board's Ocean adjacent to its Coastal lands (on) or to none (off) (rules/ocean.h).
  void link_ocean(const Land& ocean, bool on);
  void lose_energy(const std::string& spirit, int n);  // never below 0
  // Time markers of a Spirit with Fragments of Scattered Time (rules/time.h); spending checks nothing
  // (pay_time refuses a cost the Spirit cannot pay first).
  void gain_time(const std::string& spirit, int n);
  void spend_time(const std::string& spirit, int n);
  // A Power Card the Spirit plays this turn (rules/card_plays.cpp).
  void play_card(const std::string& spirit, const std::string& card);
  // Elements the Spirit has from other sources than Power Cards (random play sets them per use).
  void set_elements(const std::string& spirit, Elements el);
  // The Spirit's Incarna: into the land (from the supply or after take_incarna), back to the supply,
  // and Empowered for the rest of the game.
  void place_incarna(const std::string& spirit, const std::string& land);
  void take_incarna(const std::string& spirit, const std::string& land);
  void empower_incarna(const std::string& spirit);
  // This turn's uses of The Behemoth Rises and of an Innate Power (rules/behemoth.cpp).
  void count_behemoth_rises(const std::string& spirit);
  void count_innate_use(const std::string& spirit);
  // Open the Ways (rules/open_the_ways.cpp): the Spirit chooses its pair now (`lands` empty = none)
  // and the 2 lands become adjacent; close_ways undoes the adjacency the pair added.
  void open_ways(const std::string& spirit, const std::vector<std::string>& lands);
  void close_ways(const std::string& spirit);
  // Fear markers that join the Fear pool: each later Fear card takes that much more Fear.
  void grow_fear_pool(int n);
  // The Blight card: 1 Blight off it, on its way to a land (`irreparable`: Habsburg counts it);
  // the card flips and takes up to `refill` Blight from the box (returns how many); the Blight
  // taken off the card lands (added to the land as a token).
  void take_blight_off_card(bool irreparable);
  // `still_healthy`: the card drawn next when it empties again (Invaders Find the Land to Their Liking).
  int flip_blight_card(int refill, bool still_healthy);
  // A Still-Healthy card emptied: its `next` card is drawn in its place (then Blighted Island next).
  void draw_next_blight_card();
  void place_blight_in_transit(const Land& l, ActionId by);
  // Russia: Beasts its Hunters destroyed go to the adversary panel.
  void put_beasts_on_panel(int n);
  // The Invader deck: its top card revealed (taken off the deck), its top card set aside (a
  // Reminder card met while accelerating), the card at `index` removed (accelerating), the set-aside
  // cards taken back (they are resolved now); a card put in at `index` (a Reminder card at Setup).
  InvaderCard take_top_invader_card();
  void set_aside_top_invader_card();
  void remove_invader_card(size_t index);
  void insert_invader_card(size_t index, InvaderCard card);
  void clear_set_aside();
  // Invader slots: `to` takes `from`'s cards (its own go to the discard; `from` keeps its own until
  // something slides onto it); a slot's cards discarded; a card put straight into a slot, not yet
  // resolved (its escalation still to come); England Level 3's tile removed (rules/high_immigration.h).
  void slide_invader_cards(const std::string& from, const std::string& to);
  void discard_invader_slot(const std::string& slot);
  void place_invader_card(const std::string& slot, InvaderCard card);
  void remove_high_immigration_tile();
  void take_card_under_fear_card(int nth);  // Russia Level 5 (rules/entrench.h)

  // Damage (rules/damage.cpp).
  int damage_invaders(const Land& l, int amount, const std::string& group, ActionId by, bool from_dahan_or_power);
  int damage_dahan(const Land& l, int amount, ActionId by, bool boostable);
  int apply_badlands(const Land& l, int amount, ActionId by, bool vs_invaders);

  // After an action completes: push what it triggered.
  void complete(ActionId action);

  // Land selection used by ops.
  bool land_matches(const Land& l, const LandFilter& f, ActionId a) const;
  int count_what(const Land& l, const std::string& what) const;

  // Rule files: the steps of an Invader action in a land (rules/ravage.cpp, build.cpp, explore.cpp),
  // and a named rule's action (rules/triggers.cpp).
  void invader_check(const std::string& action, const std::string& land, ActionId);
  void ravage_strife(const std::string& land, ActionId);
  void ravage_damage(const std::string& land, ActionId);
  void build_here(const std::string& land, ActionId);
  void explore_here(const std::string& land, ActionId);
  void named_rule(const Op&, ActionId);
  std::vector<Op> invader_action_ops(const std::string& action, const std::string& land) const;
  bool trigger_condition(const kernel::Trigger<TriggerSpec>& t, const kernel::ActionRecord& r) const;
  void check_outcome();
  void start_coordinated_insurrection();

 private:
  State state_;
  EngineOptions options_;
  kernel::Choices choices_;
  kernel::TriggerRegistry<TriggerSpec> triggers_;
  kernel::ModifierSet<ModifierSpec> modifiers_;
  std::vector<kernel::Snapshot> snapshots_;
  std::map<std::string, int> ledger_;
  kernel::ActionStack<Op> stack_;
  std::map<ActionId, ActionLocal> locals_;
  std::vector<std::string> pending_log_;
  std::vector<std::string> log_lines_;
  nlohmann::json last_board_;  // the board at set-up, for what the first snapshot changed
  int blight_total0_ = 0;
  Outcome outcome_ = Outcome::None;
  std::string outcome_reason_;
  std::vector<std::string> losses_;
  std::vector<std::pair<std::string, std::string>> rules_;  // (rule, spirit)
  std::map<std::string, int> presence_at_setup_;
  std::set<int> spared_;  // pieces left at or past their Health because they can't be destroyed (uids)
  std::map<std::string, int> totals_at_setup_;
  std::map<std::string, int> totals() const;
  // The engine's own land or piece behind a reference read from state() (a logic_error for any
  // other): operations take const references, so only the engine changes the state.
  Land& own(const Land& l);
  Piece& own(const Piece& p);
  Spirit& own_spirit(const std::string& id);  // a logic_error for a Spirit not in the game
  void require_action(ActionId by, const char* what) const;
  bool dahan_sit_out(const Land& l) const;  // rules/ravage.cpp
  void after_op(const Op& op);
};

}  // namespace arbiter::si
