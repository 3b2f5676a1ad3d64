// The Endless Dark (see endless_dark.h) and the `abduct` and `escape` operations.
#include "games/spirit_island/rules/endless_dark.h"

#include <algorithm>

#include "games/spirit_island/rules/fear_removals.h"
#include "games/spirit_island/rules/ocean.h"
#include "games/spirit_island/rules/op_handlers.h"
#include "games/spirit_island/rules/operations.h"
#include "kernel/errors.h"

namespace arbiter::si {

void add_endless_dark(State& st, const Library& lib) {
  if (st.find_land(kEndlessDark)) return;
  for (const auto& sp : st.spirits) {
    auto it = lib.spirits.find(sp.name);
    if (it == lib.spirits.end()) continue;
    const auto& rules = it->second.rules;
    if (std::find(rules.begin(), rules.end(), "terror-stalks-the-land") == rules.end()) continue;
    Land ed;
    ed.id = kEndlessDark;
    ed.zone = Zone::EndlessDark;  // no board, no number, no adjacency, Inland, no terrain
    st.lands.push_back(ed);
    return;
  }
}

static const Land& endless_dark(Engine& e, const char* needs) {
  const Land* ed = e.state().find_land(kEndlessDark);
  if (!ed)
    throw kernel::RuleError(std::string(needs) +
                            " needs the Endless Dark: a Spirit with Terror Stalks the Land in game_state.spirits");
  return *ed;
}

// Moves the piece at `index` of `l` into the Endless Dark: a Move, so it keeps its Damage and Strife.
static void abduct_piece(Engine& e, const Land& l, size_t index, ActionId by) {
  std::string piece = a_piece(name(l.pieces[index].kind));
  piece[0] = 'A';
  e.move_piece(l, index, endless_dark(e, "Abducting"), by);
  e.note(piece + " in " + l.id + " is abducted into the Endless Dark.");
}

bool abducts_instead(Engine& e, const Op& op, const Land& l, ActionId a) {
  if (l.zone != Zone::Land || l.invaders() != 1) return false;  // "the only Invader in a land"
  const ActionLocal& loc = e.local(a);
  if (!loc.power || loc.spirit.empty() || !e.has_rule("terror-stalks-the-land", loc.spirit)) return false;
  const What& what = what_of(op.what);
  auto it = std::find_if(l.pieces.begin(), l.pieces.end(), [](const Piece& p) { return is_invader(p.kind); });
  if (what.kind != WhatKind::Piece && what.kind != WhatKind::Group) return false;
  if (!what.covers(it->kind)) return false;  // the instruction does not hit it
  e.note("Terror Stalks the Land: " + e.spirit_name(loc.spirit) + "'s Power would " +
         (op.kind == OpKind::Damage ? "damage" : "destroy") + " the only Invader in " + l.id +
         "; it is abducted instead.");
  abduct_piece(e, l, static_cast<size_t>(it - l.pieces.begin()), a);
  return true;
}

bool spirit_land_rules_apply(const Land& l) { return l.zone != Zone::EndlessDark; }

bool Engine::land_rule(const std::string& rule, const std::string& spirit, const Land& l) const {
  return spirit_land_rules_apply(l) && has_rule(rule, spirit);
}

bool invaders_cannot_act_there(Engine& e, const std::string& land, ActionId) {
  const Zone zone = e.state().land(land).zone;
  if (zone == Zone::Land) return false;
  e.cancel_current(zone == Zone::Ocean ? "Invaders take no Actions in the Ocean (it is not a land)"
                                       : "Invaders can't take Actions in the Endless Dark");
  return true;
}

bool selectable_place(const Engine& e, const Land& l, ActionId a) {
  if (l.zone == Zone::Ocean) return ocean_open_to(e, l, "", a) && ocean_in_play(e, l);  // rules/ocean.h
  return l.zone == Zone::Land || fear_card_action(e, a);
}

bool reaches_endless_dark(const Engine& e, const std::string& spirit) {
  return e.has_rule("shadow-touched-realm", spirit);
}

// `abduct`: n of `what` in the action's land (the players pick which) move into the Endless Dark.
void run_abduct(Engine& e, const Op& op, ActionId a) {
  const Land* l = op_land(e, op, a);
  if (!l) return;
  if (l->zone != Zone::Land) throw kernel::RuleError("Abduct acts in a land, not in the Endless Dark");
  endless_dark(e, "Abduct");
  auto idx = pick_pieces(e, *l, op.what, std::min(op.n, e.count_what(*l, op.what)), false, a, "abduct");
  if (idx.empty()) e.note("Abduct in " + l->id + ": nothing there.");
  for (size_t i : idx) abduct_piece(e, *l, i, a);  // highest index first: the others stay valid
}

// Whether the next escaping piece is a Beasts token: pieces Escape, and Beasts there are pieces too
// (the printed Growth: "All / 2 / 1 piece(s) Escape"). With both, the players choose (choice
// `option`, context "Escape", default `what` first).
static bool beasts_escape_next(Engine& e, const Land& ed, const std::string& what, ActionId a) {
  if (ed.token(Token::Beasts) == 0) return false;
  if (e.count_what(ed, what) == 0) return true;
  kernel::ChoicePoint cp{"option", "Which piece escapes the Endless Dark next?", "Escape", {what, "beasts"}, {}, false,
                         a};
  return e.decide_one(cp, what) == "beasts";
}

// `escape`: n pieces of `what` or Beasts (or all) leave the Endless Dark, each moved to a land with the Spirit's
// Presence or Incarna (choice "pieces", then "land" with context "Escape"); with no such land, the players lose.
void run_escape(Engine& e, const Op& op, ActionId a) {
  const Land& ed = endless_dark(e, "Escape");
  const std::string spirit = e.local(a).spirit;
  std::vector<std::string> to;
  for (const auto& l : e.state().lands)
    if (l.zone == Zone::Land &&
        (l.presence_of(spirit) > 0 || std::find(l.incarna.begin(), l.incarna.end(), spirit) != l.incarna.end()))
      to.push_back(l.id);
  const int there = e.count_what(ed, op.what) + ed.token(Token::Beasts);
  const int n = op.all ? there : std::min(op.n, there);
  if (n == 0) e.note("No piece is in the Endless Dark to escape.");
  for (int k = 0; k < n; ++k) {
    if (to.empty()) {
      e.lost("a piece escaping the Endless Dark has no land with " + e.spirit_name(spirit) +
             "'s Presence or Incarna to move to (Terror Stalks the Land)");
      return;
    }
    const bool beasts = beasts_escape_next(e, ed, op.what, a);
    std::vector<size_t> idx;
    if (!beasts) idx = pick_pieces(e, ed, op.what, 1, false, a, "escape");
    if (!beasts && idx.empty()) return;
    const std::string kind = beasts ? "beasts" : name(ed.pieces[idx[0]].kind);
    kernel::ChoicePoint cp{"land", "Where does the escaping " + kind + " go?", "Escape", to, {}, false, a};
    const std::string dest = e.decide_one(cp, to.front());
    std::string piece = a_piece(kind);
    piece[0] = 'A';
    e.note(piece + " escapes the Endless Dark to " + dest + ".");
    if (beasts) e.move_token(ed, Token::Beasts, e.state().land(dest));
    else e.move_piece(ed, idx[0], e.state().land(dest), a);
  }
}

}  // namespace arbiter::si
