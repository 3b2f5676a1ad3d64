// The operations that steer an action: `if` (a branch on the land and thresholds), `each` (one
// nested action per qualifying board, land or Spirit, eligibility fixed first), `choose-land`
// (later operations act there), `choose-one` ("— or —") and `repeat` (rules/repeat.cpp runs it).
#include <algorithm>
#include <stdexcept>

#include "games/spirit_island/rules/elements.h"
#include "games/spirit_island/rules/endless_dark.h"
#include "games/spirit_island/rules/op_flow.h"
#include "games/spirit_island/rules/op_handlers.h"
#include "games/spirit_island/rules/operations.h"
#include "games/spirit_island/rules/pour_time_sideways.h"
#include "games/spirit_island/rules/time.h"

namespace arbiter::si {

void run_if(Engine& e, const Op& op, ActionId a) {
  const std::string land_id = op_land_id(e, op, a);
  bool ok = true;
  if (!op.threshold.empty()) ok = threshold_met(e, op.threshold, a);
  if (!op.where.empty()) ok = ok && !land_id.empty() && matches_counting(e, e.state().land(land_id), op.where, a);
  e.insert_next(ok ? op.then : op.otherwise);
}

namespace {

std::vector<std::string> qualifying_boards(Engine& e, const Op& op, ActionId a) {
  std::vector<std::string> boards;  // "each board with ...": boards holding a land that matches `where`
  for (const auto& b : e.state().boards()) {
    bool qualifies = op.where.empty();
    for (const auto& l : e.state().lands)
      qualifies = qualifies || (l.board == b && selectable_place(e, l, a) && matches_counting(e, l, op.where, a));
    if (qualifies) boards.push_back(b);
  }
  return boards;
}
std::vector<std::string> qualifying_lands(Engine& e, const Op& op, ActionId a) {
  std::vector<std::string> lands;
  for (const auto& l : e.state().lands)
    if (selectable_place(e, l, a) && matches_counting(e, l, op.where, a)) lands.push_back(l.id);
  return lands;
}
std::vector<std::string> every_spirit(Engine& e, const Op&, ActionId) {
  std::vector<std::string> spirits;
  for (const auto& s : e.state().spirits) spirits.push_back(s.id);
  return spirits;
}

// "Each player": one per player of the game (`players`), each with its Spirit when the scenario
// names one (the nth Spirit is the nth player's), so a Fear card's "each player may..." happens
// on a board without Spirits too. A player without a Spirit is "player:N".
std::vector<std::string> every_player(Engine& e, const Op&, ActionId) {
  const State& st = e.state();
  std::vector<std::string> players;
  const size_t n = std::max(static_cast<size_t>(std::max(st.players, 1)), st.spirits.size());
  for (size_t i = 0; i < n; ++i)
    players.push_back(i < st.spirits.size() ? st.spirits[i].id : "player:" + std::to_string(i + 1));
  return players;
}

std::string on_board(const Engine&, const std::string& board, ActionLocal& l) {
  l.board = board, l.land.clear();
  return "On board " + board;
}
std::string in_land(const Engine& e, const std::string& land, ActionLocal& l) {
  l.land = land, l.board = e.state().land(land).board;
  return "In " + land;
}
std::string for_spirit(const Engine& e, const std::string& spirit, ActionLocal& l) {
  l.spirit = spirit, l.land.clear();
  return "For " + e.spirit_name(spirit);
}
std::string for_player(const Engine& e, const std::string& player, ActionLocal& l) {
  if (player.rfind("player:", 0) != 0) return for_spirit(e, player, l);
  l.spirit.clear(), l.land.clear();
  return "For player " + player.substr(7);
}

int towns_and_cities(const Land& l) { return l.count(PieceKind::Town) + l.count(PieceKind::City); }

}  // namespace

const std::vector<EachOver>& each_overs() {
  static const std::vector<EachOver> v{
      {"board", qualifying_boards, on_board},
      {"land", qualifying_lands, in_land},
      {"spirit", every_spirit, for_spirit},
      {"player", every_player, for_player},
  };
  return v;
}

const std::vector<LandPreference>& land_preferences() {
  static const std::vector<LandPreference> v{
      {"fewest-town-city", [](const Land& l) { return towns_and_cities(l); }},
      {"most-invaders", [](const Land& l) { return -l.invaders(); }},
      {"most-explorer", [](const Land& l) { return -l.count(PieceKind::Explorer); }},
      {"most-town-city", [](const Land& l) { return -towns_and_cities(l); }},
      {"highest-number", [](const Land& l) { return -l.number; }},
      {"lowest-number", [](const Land& l) { return l.number; }},
  };
  return v;
}

template <class Row>
static const Row& row_named(const std::vector<Row>& rows, const std::string& name) {
  for (const auto& r : rows)
    if (name == r.name) return r;
  throw std::logic_error("\"" + name + "\" is not a row of its table (rules/op_flow.cpp); loading checks it");
}

void run_each(Engine& e, const Op& op, ActionId a) {
  const ActionLocal& loc = e.local(a);
  const EachOver& over = row_named(each_overs(), op.over);
  // "Each board" / "each land" actions of the Invader Phase (not a Power's) resolve as many times
  // as that board's quantity modifiers say (Pour Time Sideways, rules/pour_time_sideways.h).
  const bool per_board = (op.over == "board" || op.over == "land") && !loc.power && e.state().phase == "invader";
  std::vector<Engine::Pending> nested;
  for (const auto& thing : over.qualifying(e, op, a)) {
    ActionLocal l;
    l.spirit = loc.spirit;
    l.land = loc.land;
    l.board = loc.board;
    std::string label = over.focus(e, thing, l);
    const std::string& parent = e.tree().at(a).label;
    std::string prefix = parent.rfind("Blighted Island: ", 0) == 0 ? parent.substr(17) + " — " : "";
    const int times = per_board ? invader_phase_times(e, l.board, thing) : 1;
    if (times != 1)
      e.note(prefix + label + ": resolved " + std::to_string(std::max(0, times)) + " time" + (times == 1 ? "" : "s") +
             " this Invader Phase (quantity modifier).");
    for (int t = 0; t < times; ++t) nested.push_back({prefix + label, op.then, l, parent});
  }
  e.start_in_order(a, kernel::Relation::Nested, std::move(nested));
}

// Lands chosen already, for `different`: by this action, and by the actions nested beside it in
// the same `each` ("each player chooses a different land": one action per player).
static std::vector<std::string> lands_chosen_already(Engine& e, ActionId a) {
  std::vector<std::string> chosen = e.local(a).lands_chosen;
  const kernel::ActionRecord& rec = e.tree().at(a);
  if (rec.parent == kNoAction || rec.relation != kernel::Relation::Nested) return chosen;
  for (ActionId sibling : e.tree().children(rec.parent))
    if (sibling != a && e.tree().at(sibling).relation == kernel::Relation::Nested)
      for (const auto& l : e.local(sibling).lands_chosen) chosen.push_back(l);
  return chosen;
}

// Lands a `choose-land` may pick, best first by its `prefer`.
static std::vector<std::string> land_options(Engine& e, const Op& op, ActionId a) {
  std::vector<std::string> options;
  const std::vector<std::string> chosen = op.different ? lands_chosen_already(e, a) : std::vector<std::string>{};
  for (const auto& l : e.state().lands)
    if (selectable_place(e, l, a) && matches_counting(e, l, op.where, a) &&
        !(op.different && std::find(chosen.begin(), chosen.end(), l.id) != chosen.end()))
      options.push_back(l.id);
  if (op.prefer.empty()) return options;
  int (*key)(const Land&) = row_named(land_preferences(), op.prefer).key;
  std::stable_sort(options.begin(), options.end(),
                   [&](auto& x, auto& y) { return key(e.state().land(x)) < key(e.state().land(y)); });
  if (op.only_best && !options.empty()) {  // "the highest-numbered land ...": the others are not offered
    const int best = key(e.state().land(options.front()));
    options.erase(
        std::remove_if(options.begin(), options.end(), [&](auto& x) { return key(e.state().land(x)) != best; }),
        options.end());
  }
  return options;
}

// "No land on board A with Dahan, inland: that part does nothing."
static std::string no_land_words(const Op& op, const ActionLocal& loc) {
  std::string why;
  for (const auto& h : op.where.has) why += (why.empty() ? "" : ", ") + std::string("with ") + h;
  for (const auto& h : op.where.lacks) why += (why.empty() ? "" : ", ") + std::string("without ") + h;
  if (op.where.coastal == 0) why += (why.empty() ? "" : ", ") + std::string("inland");
  if (op.where.coastal == 1) why += (why.empty() ? "" : ", ") + std::string("coastal");
  if (!op.where.presence_of.empty()) why += (why.empty() ? "" : ", ") + std::string("with its Presence");
  return "No land" + (op.where.same_board && !loc.board.empty() ? " on board " + loc.board : std::string()) +
         (why.empty() ? "" : " " + why) + ": that part does nothing.";
}

void run_choose_land(Engine& e, const Op& op, ActionId a) {
  ActionLocal& loc = e.local(a);
  std::vector<std::string> options = land_options(e, op, a);
  if (options.empty()) {
    loc.land.clear();
    e.note(no_land_words(op, loc));
    return;
  }
  kernel::ChoicePoint cp{"land", "Which land?", e.tree().at(a).label, options, {}, false, a};
  loc.land = options.size() == 1 ? options.front() : e.decide_one(cp, options.front());
  loc.board = e.state().land(loc.land).board;
  loc.lands_chosen.push_back(loc.land);
}

void run_choose_one(Engine& e, const Op& op, ActionId a) {
  const ActionLocal& loc = e.local(a);
  std::string card = loc.card.empty() ? e.tree().at(a).label : loc.card;
  kernel::ChoicePoint cp{"option", card + ": which option?", card, op.option_labels, {}, false, a};
  std::string pick = e.decide_one(cp, op.option_labels.front());
  e.note(card + ": the option \"" + pick + "\" is chosen.");
  auto i = std::find(op.option_labels.begin(), op.option_labels.end(), pick) - op.option_labels.begin();
  e.insert_next(op.options[static_cast<size_t>(i)]);
}

void run_repeat(Engine& e, const Op& op, ActionId a) {
  ActionLocal& loc = e.local(a);
  if (loc.is_repeat) return;
  pay_optional_time(e, op, a);  // "by spending 1 Time" (rules/time.h)
  loc.repeat_requested = true, loc.repeat_on = op.name;
}

}  // namespace arbiter::si
