// Invader cards and steps. Resolving a card first fixes the list of lands it affects (matching
// terrain, and: Ravage/Build — at least one Invader; Explore — a source of Invaders), then the
// players order those lands (choice "land-order") and each land gets one Invader action, its own
// action tree. Several cards in one slot resolve one at a time, oldest first, each re-reading
// the board. Actions caused by a card in its printed slot during its step are "normal".
// Around the cards: a Stage II escalation before its card is first resolved (escalation.cpp),
// effects that change a card (card_changes.cpp), Reminder cards on reveal (invader_deck.cpp), France
// Level 6 after each Explore card, England Levels 3-4's extra Build slot (high_immigration.cpp), Habsburg Level 1 after
// the Build Step, Invested Aristocracy and Russia Level 6 after the Ravage Step, and Fortification after the cards
// advance (terrain_steps.cpp).
#include <algorithm>

#include "games/spirit_island/engine.h"
#include "games/spirit_island/rules/card_changes.h"
#include "games/spirit_island/rules/escalation.h"
#include "games/spirit_island/rules/high_immigration.h"
#include "games/spirit_island/rules/invader_deck.h"
#include "games/spirit_island/rules/op_handlers.h"
#include "games/spirit_island/rules/operations.h"
#include "games/spirit_island/rules/pour_time_sideways.h"
#include "games/spirit_island/rules/terrain_steps.h"
#include "kernel/errors.h"

namespace arbiter::si {

static int towns_and_cities_in(const Land& l) { return l.count(PieceKind::Town) + l.count(PieceKind::City); }
static bool has_town_or_city(const Land& l) { return towns_and_cities_in(l) > 0; }

static std::string capitalised(std::string s) {
  if (!s.empty()) s[0] = static_cast<char>(s[0] - 'a' + 'A');
  return s;
}

void Engine::invader_card(const InvaderCard& card, const std::string& action, bool normal) {
  std::vector<std::string> ids;
  for (const auto& l : state_.lands) ids.push_back(l.id);
  auto lands = kernel::each_qualifying(ids, [&](const std::string& id) {
    const Land& l = state_.land(id);
    bool matches = card.matches(l);
    if (action == "ravage") {
      if (has_rule("competition-among-hunters") && l.count(PieceKind::Explorer) >= 3) matches = true;
      return matches && l.invaders() > 0;
    }
    if (action == "build") {
      if (!matches) return false;
      if (l.invaders() > 0) return true;
      int near = 0, cities = 0;
      for (const auto& a : l.adjacent) {
        near += towns_and_cities_in(state_.land(a));
        cities += state_.land(a).count(PieceKind::City);
      }
      // England L1: lands without Invaders adjacent to 2+ Towns/Cities also Build.
      if (has_rule("indentured-servants") && near >= 2) return true;
      // Scotland L3: Coastal lands without Invaders next to a City also Build.
      return has_rule("chart-the-coastline") && l.coastal && cities > 0;
    }
    // explore
    if (!matches || isolated(l)) return false;
    if (l.coastal || has_town_or_city(l)) return true;
    for (const auto& a : l.adjacent) {
      const Land& n = state_.land(a);
      if (!isolated(n) && has_town_or_city(n)) return true;
    }
    return false;
  });
  FundingAdjustment funding;
  if (action == "build") funding = bureaucrats_adjust_funding(*this, card);
  for (const auto& id : funding.skipped) lands.erase(std::remove(lands.begin(), lands.end(), id), lands.end());
  std::string list;
  for (const auto& id : lands) list += (list.empty() ? "" : ", ") + id;
  note(capitalised(action) + " card " + card.title() + ": " +
       (lands.empty() ? "no land qualifies." : "lands " + list + " will " + action + " (fixed now)."));
  flush();
  if (lands.size() > 1) {
    kernel::ChoicePoint cp{
        "land-order", "In which order do the " + action + " actions happen?", action, lands, {}, false, kNoAction};
    auto order = choices_.decide(cp, lands);
    if (order.size() != lands.size())
      throw kernel::RuleError("land-order for " + action + " must list every land exactly once: " + list);
    lands = order;
  }
  const size_t first_action = tree().size();
  for (const auto& id : lands) {
    // Quantity modifiers (Pour Time Sideways) change how many times the action happens here.
    const int times = invader_phase_times(*this, state_.land(id).board, id);
    for (int t = 0; t < times; ++t) {
      ActionLocal loc;
      loc.land = id;
      loc.board = state_.land(id).board;
      loc.invader_action = action;
      loc.normal = normal;
      loc.card_first = static_cast<ActionId>(first_action);
      start(kNoAction, kernel::Relation::Initial, capitalised(action) + " in " + id, invader_action_ops(action, id),
            loc, "Invader card " + card.title());
      run();
    }
    if (times <= 0) note(capitalised(action) + " in " + id + " happens 0 times (quantity modifier).");
  }
  for (const auto& id : funding.extra)
    for (int t = invader_phase_times(*this, state_.land(id).board, id); t > 0; --t) {  // Pour Time Sideways
      ActionLocal loc;
      loc.land = id;
      loc.board = state_.land(id).board;
      loc.invader_action = action;
      loc.normal = normal;
      note("Extra Build in " + id + " from Bureaucrats Adjust Funding (" + (normal ? "normal" : "not normal") +
           ", like its card).");
      start(kNoAction, kernel::Relation::Initial, "Build in " + id, invader_action_ops(action, id), loc,
            "Invader card " + card.title());
      run();
    }
  if (action == "explore" && has_rule("persistent-explorers")) persistent_explorers(*this);
  // "The next normal Ravage" effects last until a normal Ravage card actually Ravages somewhere.
  if (action == "ravage" && normal) {
    bool ravaged = false;
    for (size_t i = first_action; i < tree().size(); ++i) {
      const auto& r = tree().records()[i];
      if (r.parent == kNoAction && r.status == kernel::ActionStatus::Done && local(r.id).invader_action == "ravage")
        ravaged = true;
    }
    if (ravaged) {
      std::vector<int> spent;
      for (const auto& m : modifiers_.all())
        if (m.payload.kind == "next-normal-ravage-damage") spent.push_back(m.id);
      for (int id : spent) modifiers_.remove(id);
    }
  }
}

// Boards where no Blight was added since action `first_action` (any source counts: "where the
// Ravage Step added no Blight").
static std::vector<std::string> boards_without_new_blight(Engine& e, size_t first_action, const std::string& rule) {
  std::vector<std::string> boards;
  for (const auto& b : e.state().boards()) {
    bool blighted = false;
    for (size_t i = first_action; i < e.tree().size(); ++i)
      for (const auto& f : e.tree().records()[i].facts)
        if (f.kind == "blight-added" && e.state().land(f.place).board == b) blighted = true;
    if (!blighted) boards.push_back(b);
    else e.note(rule + ": Blight was added on board " + b + " during the Ravage Step; nothing there.");
  }
  return boards;
}

static void start_on_board(Engine& e, const std::string& board, const std::string& rule, std::vector<Op> ops) {
  ActionLocal loc;
  loc.board = board;
  e.start(kNoAction, kernel::Relation::Initial, rule + " on board " + board, std::move(ops), loc, rule);
  e.run();
}

static Op adding(const char* what) {
  Op add;
  add.kind = OpKind::Add;
  add.what = what;
  return add;
}

// Invested Aristocracy: a Town in the highest-numbered land without Invaders.
static void invested_aristocracy(Engine& e, const std::string& board) {
  Op choose;
  choose.kind = OpKind::ChooseLand;
  choose.where.lacks = {"invaders"};
  choose.where.same_board = true;
  choose.prefer = "highest-number";
  start_on_board(e, board, "Invested Aristocracy", {choose, adding("town")});
}

// Russia Level 6 (from turn 2 on): 1 Explorer and 1 Town in the land with the most Explorers (at least 1); the
// players pick among lands tied for most (choice `land`).
static void pressure_for_fast_profit(Engine& e, const std::string& board) {
  int most = 0;
  for (const auto& l : e.state().lands)
    if (l.board == board) most = std::max(most, l.count(PieceKind::Explorer));
  if (most == 0) {
    e.note("Pressure for Fast Profit: no Explorer on board " + board + "; nothing there.");
    return;
  }
  Op choose;
  choose.kind = OpKind::ChooseLand;
  choose.where.same_board = true;
  choose.where.at_least = {{"explorer", most}};
  start_on_board(e, board, "Pressure for Fast Profit", {choose, adding("explorer"), adding("town")});
}

// After the Ravage Step, on each board where it added no Blight: Invested Aristocracy (an Event's
// modifier) and Russia Level 6 (turn 2 on), each board its own action tree.
static void after_ravage_step(Engine& e, size_t first_action) {
  bool invested = false;
  for (const auto& m : e.modifiers().all()) invested = invested || m.payload.kind == "invested-aristocracy";
  if (invested)
    for (const auto& b : boards_without_new_blight(e, first_action, "Invested Aristocracy"))
      for (int t = invader_phase_times(e, b, b); t > 0; --t) invested_aristocracy(e, b);  // Pour Time Sideways
  if (e.has_rule("pressure-for-fast-profit") && e.state().turn < 2)
    e.note("Pressure for Fast Profit: only from turn 2 on; nothing this turn.");
  else if (e.has_rule("pressure-for-fast-profit"))
    for (const auto& b : boards_without_new_blight(e, first_action, "Pressure for Fast Profit"))
      for (int t = invader_phase_times(e, b, b); t > 0; --t) pressure_for_fast_profit(e, b);  // Pour Time Sideways
}

void Engine::invader_step(const std::string& slot) {
  // England's High Immigration slot is a second Build slot (rules/high_immigration.h).
  const bool builds = slot == "build" || slot == kHighImmigrationSlot;
  std::string action = slot == "explore" ? "explore" : builds ? "build" : "ravage";
  std::vector<InvaderCard> cards = state_.slots[slot];
  if (cards.empty()) {
    note("The " + std::string(slot == kHighImmigrationSlot ? "High Immigration" : capitalised(slot)) +
         " slot is empty: no " + capitalised(action) + " this turn.");
    flush();
  }
  const size_t first_action = tree().size();
  for (size_t i = 0; i < cards.size(); ++i) {
    escalate_on_first_resolution(*this, state_.slots[slot][i]);
    // Farmers Seek the Dahan for Aid: still the Ravage Step, but this card is a Build card.
    bool as_build = action == "ravage" && ravage_card_becomes_build(*this, cards[i]);
    invader_card(cards[i], as_build ? "build" : action,
                 !as_build);  // its Builds are not normal Builds: no Build Step here
  }
  if (action == "build" && has_rule("migratory-herders")) migratory_herders(*this);
  if (action == "ravage") after_ravage_step(*this, first_action);
}

void Engine::invader_phase() {
  state_.phase = "invader";
  high_immigration_build(*this);
  invader_step("ravage");
  invader_step("build");
  InvaderCard c;
  if (!reveal_invader_card(*this, c)) {
    lost("the Invader deck is empty when a card must be revealed");
    check_outcome();
    run();  // an action check_outcome started (Coordinated Insurrection)
  } else {
    state_.slots["explore"].push_back(c);
    note("Explore: reveal " + c.title() + "." +
         (c.escalation && state_.adversary.name.empty()
              ? " It shows the Escalation symbol; with no adversary it is ignored."
              : ""));
    flush();
    invader_step("explore");  // an escalation comes first, when the card is first resolved
  }
  high_immigration_advance(*this);
  state_.slots["ravage"] = state_.slots["build"];
  state_.slots["build"] = state_.slots["explore"];
  state_.slots["explore"].clear();
  note("Invader cards advance.");
  flush();
  after_advancing_invader_cards(*this);
}

void Engine::invader_action(const std::string& action, const std::string& land) {
  ActionLocal loc;
  loc.land = land;
  loc.board = state_.land(land).board;
  loc.invader_action = action;
  start(kNoAction, kernel::Relation::Initial, capitalised(action) + " in " + land, invader_action_ops(action, land),
        loc, "extra action");
  run();
}

// The `invader-action` operation: one extra Invader action in the land, nested in the action.
void run_invader_action(Engine& e, const Op& op, ActionId a) {
  const Land* l = op_land(e, op, a);
  if (!l) return;
  ActionLocal n;
  n.land = l->id;
  n.board = l->board;
  n.invader_action = op.name;
  e.start(a, kernel::Relation::Nested, capitalised(op.name) + " in " + l->id, e.invader_action_ops(op.name, l->id), n,
          e.tree().at(a).label);
}

}  // namespace arbiter::si
