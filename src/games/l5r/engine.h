#pragma once
// The L5R effects engine: takes actions, resolves their costs and effects through an explicit task
// stack (never recursion hidden in callbacks), opens before/after windows for triggered traits and
// Reactions, runs state checks (continuous effects beginning and ending, "ever" effects, Chi death),
// and moves the turn through its phases with effect expiry at the end of the turn.
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
#include "kernel/action_tree.h"

namespace arbiter::l5r {

// The engine refuses an illegal action with this (the message says why in plain words).
struct IllegalAction : std::runtime_error {
  using std::runtime_error::runtime_error;
};

struct ChoicePoint {
  std::string kind;     // "target", "may", "choose-to", "or", "discard", "assign", "reaction"
  std::string context;  // what it is about: a card id ("pact"), "pact:t", "P2:after_force_bonus"
  std::string player;   // who chooses
  std::string prompt;
  std::vector<std::string> options;
  std::string fallback;  // the default when a scenario scripts no answer
  std::string answer;    // filled once answered
};
using Chooser = std::function<std::string(const ChoicePoint&)>;

struct PlayRequest {
  std::string player;
  std::string card;        // a card in hand (Strategy/Item/Follower) or in play (its ability)
  int ability = 0;
  std::map<std::string, std::string> targets;  // slot -> card id
  std::string attach_to;   // playing an Item/Follower from hand
};

class Engine {
 public:
  // Refuses (kernel::RuleError) a starting board that breaks an invariant (games/l5r/invariants.h).
  Engine(GameState s, const CardLibrary& lib, Chooser chooser);

  // Check the invariants after every action; a broken one stops the engine with std::logic_error.
  bool invariant_checks = true;

  const GameState& state() const { return s_; }
  const CardLibrary& library() const { return lib_; }
  Rules rules() const { return Rules(s_, lib_); }
  const std::vector<std::string>& log() const { return log_; }
  const std::vector<ChoicePoint>& choices() const { return choices_; }
  // Every action, triggered trait and delayed effect applied so far (reactions before an event are
  // nested in the action they interrupt; "after" reactions, traits and delayed effects are triggered).
  const kernel::ActionTree& tree() const { return tree_; }

  void play(const PlayRequest& r);
  void assign(const std::string& card, const std::string& battlefield, Side side);
  void fight(const std::string& battlefield);   // the battle at this battlefield begins
  void end_battle();                            // the current battle ends (no resolution is modelled)
  void advance();                               // to the next phase (after End: the next turn)
  void bring_into_play(const std::string& card);  // a Personality from a Province (bought)
  void settle();                                // run state checks until nothing changes

 private:
  struct Frame {
    Source source;
    std::string actor;
    std::string self;
    std::map<std::string, std::string> refs;
    bool last_happened = false;
    bool last_chosen = false;
    int trigger_occ = 0;
    int trigger_effect = 0;
    int trigger_action = 0;
    int trigger_frame = -1;          // "when ... would target": the action whose targeting may change
    std::string trigger_slot;
    std::map<std::string, Selector> filters;  // each target slot's legality filter
    std::set<std::string> location_exception;
    bool optional_targeting = false;
  };
  struct Occurrence {
    enum class Kind {
      Bow, Straighten, Destroy, Dishonor, HonorGain, HonorLoss, Draw, Discard, DiscardCard,
      TakeFavor, Move, ReturnToDeck, PayGold, Attach,
    } kind = Kind::Bow;
    int id = 0;
    std::string card, player, dest;
    int amount = 0;
    Source source;
    bool continuous_applied = false;
    bool unnegatable = false;
    bool prevented = false;
    bool replaced = false;
    bool happened = false;
    int frame = -1;
  };
  struct Event {
    std::string name;
    std::string card;
    std::string player;
    Source source;
    int occ = 0;
    int effect = 0;
    int action = 0;
    int frame = -1;
    std::string slot;
  };
  struct Task {
    enum class Kind { Ops, Occ, Window, Finish, Check, Note, StartBattle } kind = Kind::Ops;
    int frame = -1;
    std::shared_ptr<const std::vector<Op>> ops;
    size_t index = 0;
    int occ = 0;
    int stage = 0;
    Event event;
    size_t window_player = 0;
    std::string card;
  };

  void drain();
  void step(Task t);
  void exec_op(int f, const Op& op);
  void run_occurrence(int id, int stage);
  void apply_occurrence(Occurrence& o);
  void open_window(const Event& e, size_t player_index);
  void state_check();
  void finish_action(int f, const std::string& card);

  void start_action(const std::string& player, const std::string& card, int ability_index,
                    std::map<std::string, std::string> targets, const Event* trigger);
  void play_attachment(const PlayRequest& r);
  void check_designator(const Ability& a, const std::string& player, const std::string& card_name) const;
  std::vector<std::string> candidates(const Target& t, const Frame& f) const;
  bool text_moves_to_battle(const std::vector<Op>& ops, const std::string& slot, const std::string& cand,
                            const std::string& you) const;
  bool keeps_legal(const std::vector<Op>& ops, const Frame& f) const;
  void pay_cost(int f, const Op& op);

  std::vector<std::string> resolve_cards(const Frame& f, const std::string& ref) const;
  std::string resolve_player(const Frame& f, const std::string& ref) const;
  std::string ask(const std::string& kind, const std::string& context, const std::string& player,
                  const std::string& prompt, std::vector<std::string> options);
  int new_frame(Frame f);
  void push_ops(int f, const std::vector<Op>& ops);
  void push_note(const std::string& line);  // logged when the task below it is about to run
  int new_occurrence(Occurrence o);
  bool action_blocked(int action) const;
  bool trigger_matches(const std::string& filter, const Event& e, const std::string& owner,
                       const std::string& self) const;
  void fire_delayed(TimePoint::Kind at, const std::string& player);
  // A delayed or child effect applies now: recorded as "<kind><its card>", triggered by its source,
  // its operations run for the player who activated it with the targets known then; `line` is logged.
  void apply_delayed(const DelayedEffect& d, const std::string& kind, bool optional_targeting, const std::string& line);
  // Face up, under `controller`, at `location` ("home" or a battlefield), or on `host` for an
  // attachment; continuous effects from it begin now.
  void enter_play(Card& c, const std::string& controller, const std::string& location, const std::string& host = "");
  void leave_play(const std::string& card, Zone to);
  void forget(const std::string& card);  // the tracking rule
  void refresh_continuous();
  void end_turn();
  std::string name(const std::string& card) const;
  std::string describe_ops(const std::vector<Op>& ops) const;
  void say(const std::string& line) { log_.push_back(line); }

  GameState s_;
  const CardLibrary& lib_;
  Chooser chooser_;
  std::vector<std::string> log_;
  std::vector<ChoicePoint> choices_;
  std::vector<Frame> frames_;
  std::vector<Occurrence> occs_;
  std::vector<Task> stack_;
  std::set<std::string> held_off_;
  kernel::ActionTree tree_;
  std::map<int, kernel::ActionId> node_of_action_;
  kernel::ActionId record(const Source& cause, kernel::Relation rel, const std::string& label, const std::string& source);  // continuously applied destructions already reported as held off
};

}  // namespace arbiter::l5r
