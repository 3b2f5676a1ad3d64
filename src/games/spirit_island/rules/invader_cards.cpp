// Invader cards and steps. Resolving a card first fixes the list of lands it affects (matching
// terrain, and: Ravage/Build — at least one Invader; Explore — a source of Invaders), then the
// players order those lands (choice "land-order") and each land gets one Invader action, its own
// action tree. Several cards in one slot resolve one at a time, oldest first, each re-reading
// the board. Actions caused by a card in its printed slot during its step are "normal".
// Around the cards: a Stage II escalation before its card is first resolved (escalation.cpp),
// effects that change a card (card_changes.cpp), Reminder cards on reveal (invader_deck.cpp), France
// Level 6 after each Explore card, Habsburg Level 1 after the Build Step, and Fortification after the cards advance
// (terrain_steps.cpp).
#include <algorithm>

#include "games/spirit_island/engine.h"
#include "games/spirit_island/rules/card_changes.h"
#include "games/spirit_island/rules/escalation.h"
#include "games/spirit_island/rules/invader_deck.h"
#include "games/spirit_island/rules/op_handlers.h"
#include "games/spirit_island/rules/operations.h"
#include "games/spirit_island/rules/terrain_steps.h"
#include "kernel/errors.h"

namespace arbiter::si {

static bool has_town_or_city(const Land& l) { return l.count(PieceKind::Town) + l.count(PieceKind::City) > 0; }

static std::string capitalised(std::string s) {
  if (!s.empty()) s[0] = static_cast<char>(s[0] - 'a' + 'A');
  return s;
}

void Engine::invader_card(const InvaderCard& card, const std::string& action, bool normal) {
  std::vector<std::string> ids;
  for (const auto& l : state.lands) ids.push_back(l.id);
  auto lands = kernel::each_qualifying(ids, [&](const std::string& id) {
    const Land& l = state.land(id);
    bool matches = card.matches(l);
    if (action == "ravage") {
      if (has_rule("competition-among-hunters") && l.count(PieceKind::Explorer) >= 3) matches = true;
      return matches && l.invaders() > 0;
    }
    if (action == "build") {
      if (!matches) return false;
      if (l.invaders() > 0) return true;
      // England L1: lands without Invaders adjacent to 2+ Towns/Cities also Build.
      if (has_rule("indentured-servants")) {
        int near = 0;
        for (const auto& a : l.adjacent)
          near += state.land(a).count(PieceKind::Town) + state.land(a).count(PieceKind::City);
        return near >= 2;
      }
      return false;
    }
    // explore
    if (!matches || isolated(l)) return false;
    if (l.coastal || has_town_or_city(l)) return true;
    for (const auto& a : l.adjacent) {
      const Land& n = state.land(a);
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
    auto order = choices.decide(cp, lands);
    if (order.size() != lands.size())
      throw kernel::RuleError("land-order for " + action + " must list every land exactly once: " + list);
    lands = order;
  }
  const size_t first_action = tree().size();
  for (const auto& id : lands) {
    // Quantity modifiers (Pour Time Sideways) change how many times the action happens here.
    int times = 1;
    for (const auto& m : modifiers.ordered(
             [&](const kernel::Modifier<ModifierSpec>& m) {
               return m.priority == kernel::ModifierPriority::Quantity && m.payload.kind == "invader-actions-count" &&
                      m.payload.board == state.land(id).board;
             },
             choices, id, kNoAction))
      times += m->payload.n;
    for (int t = 0; t < times; ++t) {
      ActionLocal loc;
      loc.land = id;
      loc.board = state.land(id).board;
      loc.invader_action = action;
      loc.normal = normal;
      loc.card_first = static_cast<ActionId>(first_action);
      start(kNoAction, kernel::Relation::Initial, capitalised(action) + " in " + id, invader_action_ops(action, id),
            loc, "Invader card " + card.title());
      run();
    }
    if (times <= 0) note(capitalised(action) + " in " + id + " happens 0 times (quantity modifier).");
  }
  for (const auto& id : funding.extra) {
    ActionLocal loc;
    loc.land = id;
    loc.board = state.land(id).board;
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
      for (const auto& m : modifiers.all())
        if (m.payload.kind == "next-normal-ravage-damage") spent.push_back(m.id);
      for (int id : spent) modifiers.remove(id);
    }
  }
}

void Engine::invader_step(const std::string& slot) {
  std::string action = slot == "explore" ? "explore" : slot == "build" ? "build" : "ravage";
  std::vector<InvaderCard> cards = state.slots[slot];
  if (cards.empty()) {
    note("The " + capitalised(slot) + " slot is empty: no " + capitalised(action) + " this turn.");
    flush();
  }
  const size_t first_action = tree().size();
  for (size_t i = 0; i < cards.size(); ++i) {
    escalate_on_first_resolution(*this, state.slots[slot][i]);
    // Farmers Seek the Dahan for Aid: still the Ravage Step, but this card is a Build card.
    bool as_build = action == "ravage" && ravage_card_becomes_build(*this, cards[i]);
    invader_card(cards[i], as_build ? "build" : action,
                 !as_build);  // its Builds are not normal Builds: no Build Step here
  }
  if (action == "build" && has_rule("migratory-herders")) migratory_herders(*this);
  if (action != "ravage") return;
  // "After the Ravage Step, on each board where no Blight was added during it" (Invested
  // Aristocracy): any Blight added during the step counts, whatever added it.
  bool invested = false;
  for (const auto& m : modifiers.all()) invested = invested || m.payload.kind == "invested-aristocracy";
  if (!invested) return;
  std::vector<std::string> boards;
  for (const auto& b : state.boards()) {
    bool blighted = false;
    for (size_t i = first_action; i < tree().size(); ++i)
      for (const auto& f : tree().records()[i].facts)
        if (f.kind == "blight-added" && state.land(f.place).board == b) blighted = true;
    if (!blighted) boards.push_back(b);
    else note("Invested Aristocracy: Blight was added on board " + b + " during the Ravage Step; nothing there.");
  }
  for (const auto& b : boards) {
    Op choose;
    choose.kind = OpKind::ChooseLand;
    choose.where.lacks = {"invaders"};
    choose.where.same_board = true;
    choose.prefer = "highest-number";
    Op add;
    add.kind = OpKind::Add;
    add.what = "town";
    ActionLocal loc;
    loc.board = b;
    start(kNoAction, kernel::Relation::Initial, "Invested Aristocracy on board " + b, {choose, add}, loc,
          "Invested Aristocracy");
    run();
  }
}

void Engine::invader_phase() {
  state.phase = "invader";
  invader_step("ravage");
  invader_step("build");
  InvaderCard c;
  if (!reveal_invader_card(*this, c)) {
    lost("the Invader deck is empty when a card must be revealed");
    check_outcome();
  } else {
    state.slots["explore"].push_back(c);
    note("Explore: reveal " + c.title() + "." +
         (c.escalation && state.adversary.name.empty()
              ? " It shows the Escalation symbol; with no adversary it is ignored."
              : ""));
    flush();
    invader_step("explore");  // an escalation comes first, when the card is first resolved
  }
  state.slots["ravage"] = state.slots["build"];
  state.slots["build"] = state.slots["explore"];
  state.slots["explore"].clear();
  note("Invader cards advance.");
  flush();
  after_advancing_invader_cards(*this);
}

void Engine::invader_action(const std::string& action, const std::string& land) {
  ActionLocal loc;
  loc.land = land;
  loc.board = state.land(land).board;
  loc.invader_action = action;
  start(kNoAction, kernel::Relation::Initial, capitalised(action) + " in " + land, invader_action_ops(action, land),
        loc, "extra action");
  run();
}

// The `invader-action` operation: one extra Invader action in the land, nested in the action.
void run_invader_action(Engine& e, const Op& op, ActionId a) {
  Land* l = op_land(e, op, a);
  if (!l) return;
  ActionLocal n;
  n.land = l->id;
  n.board = l->board;
  n.invader_action = op.name;
  e.start(a, kernel::Relation::Nested, capitalised(op.name) + " in " + l->id, e.invader_action_ops(op.name, l->id), n,
          e.tree().at(a).label);
}

}  // namespace arbiter::si
