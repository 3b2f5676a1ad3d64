#include "games/spirit_island/rules/slave_rebellion.h"

#include <algorithm>

#include "games/spirit_island/rules/replacements.h"

namespace arbiter::si {

namespace {

int top_invader_stage(const Engine& e) {
  for (const auto& c : e.state().deck)
    if (!c.reminder) return c.stage;
  return 3;
}

bool holds_any(const Land& l, const std::vector<PieceKind>& kinds) {
  return std::any_of(kinds.begin(), kinds.end(), [&](PieceKind k) { return l.count(k) > 0; });
}

// A land of `board` with one of `kinds`, the players' choice (default the lowest id); "" when none.
std::string rebellion_land(Engine& e, const std::string& board, const std::vector<PieceKind>& kinds,
                           const std::string& what, ActionId a) {
  std::vector<std::string> lands;
  for (const auto& l : e.state().lands)
    if (l.zone == Zone::Land && l.board == board && holds_any(l, kinds)) lands.push_back(l.id);
  if (lands.empty()) {
    e.note("Slave Rebellion: no land on board " + board + " has " + what + ".");
    return "";
  }
  std::sort(lands.begin(), lands.end());
  kernel::ChoicePoint cp{"land",
                         "Slave Rebellion: " + what + " in which land of board " + board + "?",
                         "Slave Rebellion: " + what + " on board " + board,
                         lands,
                         {},
                         false,
                         a};
  return lands.size() == 1 ? lands.front() : e.decide_one(cp, lands.front());
}

// 1 Strife on a piece of `kinds` in the land: which kind is the players' choice (default the
// biggest), then the piece of that kind with the least Strife.
void rebellion_strife(Engine& e, const std::string& land, const std::vector<PieceKind>& kinds, ActionId a) {
  const Land& l = e.state().land(land);
  std::vector<std::string> options;
  for (auto it = kinds.rbegin(); it != kinds.rend(); ++it)
    if (l.count(*it) > 0) options.push_back(name(*it));
  kernel::ChoicePoint cp{"strife", "Which Invader in " + l.id + " gets Strife?", l.id, options, {}, false, a};
  const std::string kind = options.size() == 1 ? options.front() : e.decide_one(cp, options.front());
  const Piece* target = nullptr;
  for (const auto& p : l.pieces)
    if (name(p.kind) == kind && (!target || p.strife < target->strife)) target = &p;
  e.add_strife(*target, 1);
  e.fact(a, "added", l.id, "strife");
  e.note("Slave Rebellion: 1 Strife on a " + kind + " in " + l.id + ".");
}

void destroy_one_town(Engine& e, const std::string& land, ActionId a) {
  const Land& l = e.state().land(land);
  for (size_t i = 0; i < l.pieces.size(); ++i)
    if (l.pieces[i].kind == PieceKind::Town) {
      const std::string instead = e.destroy_piece(l, i, a, DestroyHow::Instruction);
      e.note("Slave Rebellion: destroy 1 Town in " + land + (instead.empty() ? "." : " (" + instead + " instead)."));
      return;
    }
}

// Each Invader with Strife in the land takes `per_dahan` Damage per Dahan there (Aid the Uprising),
// or, with `per_dahan` 0, 1 Damage per Strife it has (Rebellion); returns the Towns/Cities destroyed.
int strifed_invaders_damaged(Engine& e, const Land& l, int per_dahan, const std::string& event, ActionId a) {
  std::vector<int> uids;
  for (const auto& p : l.pieces)
    if (is_invader(p.kind) && p.strife > 0) uids.push_back(p.uid);
  const int dahan = l.count(PieceKind::Dahan);
  if (uids.empty() || (per_dahan > 0 && dahan == 0)) return 0;
  const std::string instead = replaced(e, {kWouldDamage, l.id, a, "invaders", -1, DestroyHow::Damage, ""});
  if (!instead.empty()) {
    e.note(event + ": no Damage is dealt in " + l.id + " (" + instead + ").");
    return 0;
  }
  int destroyed = 0, towns_cities = 0;
  for (int uid : uids) {
    const auto i = static_cast<size_t>(piece_at(l, uid));
    const Piece& p = l.pieces[i];
    const bool town_city = p.kind == PieceKind::Town || p.kind == PieceKind::City;
    e.add_damage(p, per_dahan > 0 ? per_dahan * dahan : p.strife, a);
    if (p.damage >= e.health(p, l) && e.destroy_piece(l, i, a).empty()) ++destroyed, towns_cities += town_city;
  }
  e.note(event + ": " + std::to_string(uids.size()) + " Invader(s) with Strife in " + l.id + " take " +
         (per_dahan > 0 ? std::to_string(dahan) + " Damage each (1 per Dahan)" : "1 Damage per Strife") + ", " +
         std::to_string(destroyed) + " destroyed.");
  return towns_cities;
}

}  // namespace

void slave_rebellion(Engine& e, const Op&, ActionId a) {
  const int stage = top_invader_stage(e);
  const std::vector<PieceKind> town{PieceKind::Town}, town_city{PieceKind::Town, PieceKind::City};
  e.note(stage < 3 ? "Slave Rebellion, Stages I-II side (Small Uprising): the top Invader card is Stage " +
                         std::to_string(stage) + "."
                   : "Slave Rebellion, Stage III side (Rebellion).");
  for (const auto& board : e.state().boards()) {
    if (stage < 3) {
      const std::string land = rebellion_land(e, board, town, "Strife on a Town", a);
      if (!land.empty()) rebellion_strife(e, land, town, a);
      continue;
    }
    const std::string razed = rebellion_land(e, board, town, "destroy a Town", a);
    if (!razed.empty()) destroy_one_town(e, razed, a);
    for (int i = 0; i < 2; ++i) {
      const std::string land = rebellion_land(e, board, town_city, "Strife on a Town/City", a);
      if (!land.empty()) rebellion_strife(e, land, town_city, a);
    }
  }
  if (stage >= 3)  // "every Invader takes 1 Damage per Strife it has", land by land
    for (const auto& l : e.state().lands) strifed_invaders_damaged(e, l, 0, "Slave Rebellion", a);
}

void aid_the_uprising(Engine& e, const Op&, ActionId a) {
  for (const auto& l : e.state().lands) {
    const int razed = strifed_invaders_damaged(e, l, 1, "Aid the Uprising", a);
    if (razed == 0) continue;
    for (int i = 0; i < razed; ++i) e.add_piece(l, PieceKind::Dahan, a);
    e.note("Aid the Uprising: " + std::to_string(razed) + " Dahan added in " + l.id + ", 1 per Town/City destroyed.");
  }
}

}  // namespace arbiter::si
