#pragma once
// The L5R effects engine: takes actions, resolves their costs and effects through the kernel's
// action stack of tasks (never recursion hidden in callbacks), opens before/after windows for triggered traits and
// Reactions, runs state checks (continuous effects beginning and ending, "ever" effects, Chi death),
// and moves the turn through its phases with effect expiry at the end of the turn.
//
// Where to read what (one file per family of effects):
//   engine.cpp              tasks on the kernel stack, frames, choices, references, the log and its moments
//   actions.cpp             taking an action: designators, targets (Rule of Location), costs, resolution
//   effects_instant.cpp     bow, destroy, Honor, draw, discard, move ... (one occurrence per card)
//   effects_ongoing.cpp     stat and keyword changes with a duration, preventions, skipped phases
//   effects_structure.cpp   if / may / choose to / or / targeting inside effects / delayed effects
//   effects_play.cpp        cards entering play, tokens, battlefields and assignment inside effects
//   effects_reactions.cpp   answers to a triggering event: negate, "instead", "do not happen"
//   occurrences.cpp         an instantaneous effect's life: prevention, "before" window, applied, "after"
//   windows.cpp             triggered traits and Reactions at an event; state checks
//   turn.cpp                board steps (assign, battles, entering play) and the turn's phases
#include <functional>
#include <map>
#include <memory>
#include <set>
#include <stdexcept>
#include <string>
#include <vector>

#include "games/l5r/cards.h"
#include "games/l5r/rules.h"
#include "games/l5r/state.h"
#include "kernel/action_stack.h"
#include "kernel/action_tree.h"
#include "kernel/choices.h"

namespace arbiter::l5r {

// The engine refuses an illegal action with this (the message says why in plain words).
struct IllegalAction : std::runtime_error {
  using std::runtime_error::runtime_error;
};

struct PlayRequest {
  std::string player;
  std::string card;  // a card in hand (Strategy/Item/Follower) or in play (its ability)
  int ability = 0;
  std::map<std::string, std::string> targets;  // slot -> card id
  std::string attach_to;                       // playing an Item/Follower from hand
};

// Something that happened, as triggered traits and Reactions see it. Built by naming each part:
//   Event::named("before_destroy", source).on(card, player).about_occurrence(id)
struct Event {
  std::string name;          // the trigger name card data uses ("before_destroy", "after_force_bonus", ...)
  std::string card;          // the card it is about ("" for a player's Honor or draw)
  std::string player;        // the player it is about
  Source source;             // where the effect that caused it comes from
  int occurrence = 0;        // an instantaneous occurrence a Reaction may still negate or replace
  int effect = 0;            // an ongoing effect a Reaction may still negate
  int action = 0;            // the action it belongs to
  int targeting_frame = -1;  // "when ... would target": the action whose targeting may change
  std::string slot;          // ... and its target slot

  static Event named(std::string name, const Source& source) {
    Event e;
    e.name = std::move(name);
    e.source = source;
    e.action = source.action;
    return e;
  }
  Event& on(std::string about_card, std::string about_player) {
    card = std::move(about_card);
    player = std::move(about_player);
    return *this;
  }
  Event& about_occurrence(int id) {
    occurrence = id;
    return *this;
  }
  Event& about_effect(int id) {
    effect = id;
    return *this;
  }
  Event& about_targeting(int frame, std::string target_slot) {
    targeting_frame = frame;
    slot = std::move(target_slot);
    return *this;
  }
};

class Engine {
 public:
  // Refuses (kernel::RuleError) a starting board that breaks an invariant (games/l5r/invariants.h).
  // Every decision is a kernel choice point answered by `choices` (docs/l5r-board.md lists the
  // kinds: "target", "may", "choose-to", "or", "discard", "assign", "reaction", with the player
  // who decides and the default when nothing scripted answers).
  Engine(GameState s, const CardLibrary& lib, kernel::Choices& choices);

  // Check the invariants after every action; a broken one stops the engine with std::logic_error.
  bool invariant_checks = true;

  // Called at every moment worth showing a player (an action announced, a Reaction taken, an
  // effect applied or prevented, effects expiring, a phase beginning) with the plain-words lines
  // since the previous moment; the board is as it stands then.
  using Observer = std::function<void(const std::vector<std::string>& lines)>;
  void observe(Observer o) { observer_ = std::move(o); }
  // Ends the current moment: a scenario step or a random-play action is over.
  void flush() { moment(); }
  // The lines said since the last moment, taken away (what a refused step said before the refusal).
  std::vector<std::string> take_untold() {
    std::vector<std::string> lines;
    lines.swap(pending_);
    return lines;
  }

  const GameState& state() const { return s_; }
  const CardLibrary& library() const { return lib_; }
  Rules rules() const { return Rules(s_, lib_); }
  const std::vector<std::string>& log() const { return log_; }
  const std::vector<kernel::ChoicePoint>& choices() const { return choices_.history(); }
  // Every action, triggered trait and delayed effect applied so far (reactions before an event are
  // nested in the action they interrupt; "after" reactions, traits and delayed effects are triggered).
  const kernel::ActionTree& tree() const { return stack_.tree(); }

  void play(const PlayRequest& r);
  void assign(const std::string& card, const std::string& battlefield, Side side);
  void fight(const std::string& battlefield);     // the battle at this battlefield begins
  void end_battle();                              // the current battle ends (no resolution is modelled)
  void advance();                                 // to the next phase (after End: the next turn)
  void bring_into_play(const std::string& card);  // a Personality from a Province (bought)
  void settle();                                  // run state checks until nothing changes

 private:
  // One action's (or triggered trait's, or delayed effect's) resolution context.
  struct Frame {
    Source source;
    std::string actor;
    std::string self;
    std::map<std::string, std::string> refs;
    bool last_happened = false;
    bool last_chosen = false;
    Event trigger;                            // the event a Reaction or trait answers
    std::map<std::string, Selector> filters;  // each target slot's legality filter
    std::set<std::string> location_exception;
    bool optional_targeting = false;
    bool substitutes_targeting = false;  // "instead" answering "when ... would target"
  };
  // One instantaneous effect on one card or player.
  struct Occurrence {
    enum class Kind {
      Bow,
      Straighten,
      Destroy,
      Dishonor,
      HonorGain,
      HonorLoss,
      Draw,
      Discard,
      DiscardCard,
      TakeFavor,
      Move,
      ReturnToDeck,
      PayGold,
      Attach,
    } kind = Kind::Bow;
    int id = 0;
    std::string card, player, dest;
    int amount = 0;
    Source source;
    bool continuous_applied = false;
    bool unnegatable = false;
    bool prevented = false;
    bool happened = false;
    int frame = -1;
  };
  // One step of resolution, the operation type of the kernel stack: an action's card operations
  // (re-queued one by one), an occurrence's stage, a window's stage, the end of an action, a state
  // check, a line told as its own moment, a battle waiting for its action, a targeting replaced.
  struct Task {
    enum class Kind { Ops, Occ, Window, Finish, Check, Note, StartBattle, AdoptTarget } kind = Kind::Ops;
    int frame = -1;
    std::shared_ptr<const std::vector<Op>> ops;
    size_t index = 0;
    int occ = 0;
    int stage = 0;
    Event event;
    size_t window_player = 0;
    std::string card;
    int replacement = 0;  // AdoptTarget: the targeting replacement
  };

  // engine.cpp: tasks on the kernel stack and their helpers
  void drain();
  void step(const Task& t);
  // Queues a task to run next, within the running action (or a procedure if none runs): tasks
  // queued one after another run last-queued first.
  void schedule(Task t);
  // Starts an action, Reaction, triggered trait or delayed effect on the stack, recorded in the
  // tree under the action that caused it (nested for a "before"/"when" Reaction, else triggered).
  kernel::ActionId start(const Source& cause, kernel::Relation rel, const std::string& label,
                         const std::string& source);
  // A triggered trait or delayed effect has no announcement or resolution moment of its own: its
  // record shows it done from the moment it applies.
  void done_when_begun(kernel::ActionId id) { stack_.tree().at(id).status = kernel::ActionStatus::Done; }
  void exec_op(int f, const Op& op);
  int new_frame(Frame f);
  void push_ops(int f, const std::vector<Op>& ops);
  void push_note(const std::string& line);  // logged when the task below it is about to run
  void push_check();
  void push_window(const Event& e);
  int new_occurrence(Occurrence o);
  bool action_blocked(int action) const;
  std::vector<std::string> resolve_cards(const Frame& f, const std::string& ref) const;
  std::string resolve_player(const Frame& f, const std::string& ref) const;
  std::string ask(const std::string& kind, const std::string& context, const std::string& player,
                  const std::string& prompt, std::vector<std::string> options);
  std::string name(const std::string& card) const;
  std::string source_words(const Source& s) const;  // "EX Battle Cry, P1's card" or "the rulebook"
  std::string describe_ops(const std::vector<Op>& ops) const;
  void say(const std::string& line);
  void moment();  // hands the lines since the last moment to the observer
  void narrate_stat_changes();
  void stat_told(const std::string& card);  // a line already told this card's new Force and Chi

  // actions.cpp
  void start_action(const std::string& player, const std::string& card, int ability_index,
                    std::map<std::string, std::string> targets, const Event* trigger);
  void choose_targets(const Ability& a, Frame& fr, std::map<std::string, std::string>& picks);
  void queue_resolution(int f, const Ability& a, const std::string& card, bool from_hand);
  void play_attachment(const PlayRequest& r);
  void check_designator(const Ability& a, const std::string& player, const std::string& card_name) const;
  std::vector<std::string> candidates(const Target& t, const Frame& f) const;  // `t` resolved
  bool text_moves_to_battle(const std::vector<Op>& ops, const std::string& slot, const std::string& cand,
                            const std::string& you) const;
  bool keeps_legal(const std::vector<Op>& ops, const Frame& f) const;
  void pay_cost(int f, const Op& op);
  void finish_action(int f, const std::string& card);

  // one family of effects per file
  void exec_instant(int f, const Op& op);
  Occurrence occurrence(int f, const Op& op, Occurrence::Kind kind) const;  // source and frame from `f`
  void occur_on_card(int f, const Op& op, Occurrence::Kind kind, const std::string& card, const std::string& dest);
  void occur_on_player(int f, const Op& op, Occurrence::Kind kind, const std::string& player, int amount);
  void per_card(int f, const Op& op, Occurrence::Kind kind, const std::string& verb, const std::string& dest);
  void exec_ongoing(int f, const Op& op);
  void begin_stat_or_keyword_effect(int f, const Op& op);
  void begin_prevention(int f, const Op& op);
  void exec_structure(int f, const Op& op);
  void exec_play(int f, const Op& op);
  void bring_province_personalities(int f, const Op& op);
  void exec_reaction(int f, const Op& op);
  void substitute(int f, const Op& op);
  void adopt_target(int f, int replacement);
  bool replaced(int occurrence);
  void end_army_replacements(const std::string& card);
  Target resolved(const Target& t, const Frame& f) const;

  // occurrences.cpp
  void run_occurrence(int id, int stage);
  void apply_occurrence(Occurrence& o);
  std::string describe(const Occurrence& o) const;
  void enter_play(Card& c, const std::string& controller, const std::string& location, const std::string& host = "");
  void leave_play(const std::string& card, Zone to);
  void forget(const std::string& card);  // the tracking rule

  // windows.cpp
  bool trigger_matches(const std::string& filter, const Event& e, const std::string& owner,
                       const std::string& self) const;
  void open_window(const Event& e, size_t player_index);
  void fire_traits(const Event& e);
  void offer_reactions(const Event& e, size_t player_index);
  void refresh_continuous();
  std::vector<ContinuousInstance> continuous_pass();
  void state_check();

  // turn.cpp
  void fire_delayed(TimePoint::Kind at, const std::string& player);
  // A delayed or child effect applies now: recorded as "<kind><its card>", triggered by its source,
  // its operations run for the player who activated it with the targets known then; `line` is logged.
  void apply_delayed(const DelayedEffect& d, const std::string& kind, bool optional_targeting, const std::string& line);
  void end_turn();
  void units_go_home();
  void discard_terrains(const std::string& battlefield);  // "" = every battlefield

  GameState s_;
  const CardLibrary& lib_;
  kernel::Choices& choices_;
  Observer observer_;
  std::vector<std::string> log_;
  std::vector<std::string> pending_;                  // lines since the last moment
  std::map<std::string, std::pair<int, int>> shown_;  // Personality -> Force and Chi as last told
  std::vector<Frame> frames_;
  std::vector<Occurrence> occs_;
  kernel::ActionStack<Task> stack_;
  std::set<std::string> held_off_;  // continuously applied destructions already reported as held off
  std::map<int, kernel::ActionId> node_of_action_;
};

}  // namespace arbiter::l5r
