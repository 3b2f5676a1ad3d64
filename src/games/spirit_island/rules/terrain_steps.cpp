// Build/Ravage Steps for a terrain not shown under any Invader Action (see terrain_steps.h).
#include "games/spirit_island/rules/terrain_steps.h"

#include <algorithm>
#include <set>

#include "games/spirit_island/rules/pour_time_sideways.h"
#include "games/spirit_island/rules/protect_boards.h"

namespace arbiter::si {

static std::vector<std::string> unshown_terrains(const State& s) {
  std::vector<std::string> out;
  for (const auto& t : terrain_names()) {
    bool shown = false;
    for (const auto& [slot, cards] : s.slots)
      for (const auto& c : cards)
        for (Terrain ct : c.terrains) shown = shown || name(ct) == t;
    if (!shown) out.push_back(t);
  }
  return out;
}

void unshown_terrain_step(Engine& e, const Op& op, ActionId a) {
  const std::string action = op.name == "ravage-step-unshown-terrain" ? "ravage" : "build";
  const std::string label = e.tree().at(a).label;
  auto options = unshown_terrains(e.state());
  if (options.empty()) {
    e.note(std::string("Every terrain is shown under an Invader Action: no ") +
           (action == "ravage" ? "Ravage" : "Build") + " Step.");
    return;
  }
  kernel::ChoicePoint cp{"terrain", "Which terrain not shown under any Invader Action?", label, options, {}, false, a};
  std::string terrain = options.size() == 1 ? options.front() : e.decide_one(cp, options.front());
  // Like a card: the lands are listed first, and a Build or Ravage needs Invaders there.
  std::vector<std::string> listed, boards;
  for (const auto& l : e.state().lands) {
    if (name(l.terrain) != terrain || l.invaders() == 0) continue;
    listed.push_back(l.id);
    if (std::find(boards.begin(), boards.end(), l.board) == boards.end()) boards.push_back(l.board);
  }
  // `n`: boards may be protected at n Presence each (New Cash Crops Take Hold).
  const std::set<std::string> safe = op.n > 0 ? protect_boards(e, boards, op.n, a) : std::set<std::string>{};
  std::vector<Engine::Pending> actions;
  std::string list;
  for (const auto& id : listed) {
    const Land& l = e.state().land(id);
    if (safe.count(l.board)) continue;
    ActionLocal loc;
    loc.land = l.id;
    loc.board = l.board;
    loc.invader_action = action;
    std::string verb = action == "ravage" ? "Ravage" : "Build";
    for (int t = invader_phase_times(e, l.board, l.id); t > 0; --t)  // Pour Time Sideways
      actions.push_back({verb + " in " + l.id, e.invader_action_ops(action, l.id), loc, label, kernel::kNoTrigger});
    list += (list.empty() ? "" : ", ") + l.id;
  }
  std::string step = action == "ravage" ? "Ravage" : "Build", shown = terrain;
  shown[0] = static_cast<char>(shown[0] - 'a' + 'A');
  std::string spared;
  for (const auto& b : safe) spared += (spared.empty() ? "; board " : ", board ") + b;
  e.note(
      "A " + step + " Step for " + shown + " (not shown under any Invader Action): " +
      (listed.empty() ? "no " + shown + " has Invaders, so none " + action + "s."
       : list.empty() ? "no listed land " + action + "s"
                      : "lands " + list + " will " + action + " (fixed now; lands without Invaders are not listed)") +
      (spared.empty() ? "" : spared + (safe.size() > 1 ? " are" : " is") + " protected") + (listed.empty() ? "" : "."));
  e.start_in_order(a, kernel::Relation::Nested, std::move(actions));
}

void after_advancing_invader_cards(Engine& e) {
  std::string source;
  for (const auto& m : e.modifiers().all())
    if (m.payload.kind == "fortification") source = m.name;
  if (source.empty()) return;
  Op step;
  step.kind = OpKind::Rule;
  step.name = "build-step-unshown-terrain";
  e.start(kNoAction, kernel::Relation::Initial, source + ": Build Step", {step}, ActionLocal{}, source);
  e.run();
}

}  // namespace arbiter::si
