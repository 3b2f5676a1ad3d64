// How operations count and pick (rules/operations.h), and the actions that run a card's or a
// scenario's operations: Powers, Fear cards, Events, basic actions. Each operation's own rule is its
// handler in the operation table (rules/op_kinds.cpp).
#include <algorithm>
#include <cctype>

#include "games/spirit_island/rules/aspect_replaces.h"
#include "games/spirit_island/rules/behemoth.h"
#include "games/spirit_island/rules/counts_as.h"
#include "games/spirit_island/rules/mists_shift.h"
#include "games/spirit_island/rules/operations.h"

#include "games/spirit_island/rules/repeat.h"
#include "games/spirit_island/rules/time.h"
#include "kernel/errors.h"

namespace arbiter::si {

using kernel::Relation;

std::string a_piece(const std::string& kind) {
  std::string n = kind;
  if (!n.empty()) n[0] = static_cast<char>(std::toupper(static_cast<unsigned char>(n[0])));
  return (n == "Explorer" ? "an " : "a ") + n;
}

std::string op_land_id(Engine& e, const Op& op, ActionId a) { return op.land.empty() ? e.local(a).land : op.land; }

const Land* op_land(Engine& e, const Op& op, ActionId a) {
  const std::string id = op_land_id(e, op, a);
  return id.empty() ? nullptr : &e.state().land(id);
}

int Engine::count_what(const Land& l, const std::string& what) const {
  const What& w = what_of(what);
  int n = 0;
  switch (w.kind) {
    case WhatKind::Presence: return static_cast<int>(l.presence.size());
    case WhatKind::Incarna: return static_cast<int>(l.incarna.size());
    case WhatKind::Token: return l.token(static_cast<Token>(w.index));
    case WhatKind::Strife:
      for (const auto& p : l.pieces) n += p.strife;
      return n;
    case WhatKind::Piece:
    case WhatKind::Group:
      for (const auto& p : l.pieces) n += w.covers(p.kind);
      return n;
  }
  return n;
}

bool Engine::land_matches(const Land& l, const LandFilter& f, ActionId a) const {
  const ActionLocal* loc = nullptr;
  auto it = locals_.find(a);
  if (it != locals_.end()) loc = &it->second;
  for (const auto& h : f.has)
    if (count_what(l, h) == 0) return false;
  for (const auto& h : f.lacks)
    if (count_what(l, h) > 0) return false;
  // the Endless Dark has no terrain; an Ocean picked as a land is a Coastal Wetland (rules/ocean.h)
  if (!f.terrain.empty() && l.zone == Zone::EndlessDark) return false;
  if (!f.terrain.empty() && std::find(f.terrain.begin(), f.terrain.end(), name(l.terrain)) == f.terrain.end())
    return false;
  if (f.coastal == 1 && !l.coastal) return false;
  if (f.coastal == 0 && l.coastal) return false;
  if (f.same_board && loc && !loc->board.empty() && l.board != loc->board) return false;
  if (!f.presence_of.empty()) {
    std::string sp = f.presence_of == "self" && loc ? loc->spirit : f.presence_of;
    if (l.presence_of(sp) == 0) return false;
  }
  if (!f.sacred_site_of.empty() &&
      !state_.sacred_site(l, f.sacred_site_of == "self" && loc ? loc->spirit : f.sacred_site_of))
    return false;
  if (f.within >= 0 && loc && !loc->land.empty()) {
    auto near = state_.within(loc->land, f.within);
    if (std::find(near.begin(), near.end(), l.id) == near.end()) return false;
  }
  for (const auto& [what, n] : f.exactly)
    if (count_what(l, what) != n) return false;
  for (const auto& [what, n] : f.at_least)
    if (count_what(l, what) < n) return false;
  for (const auto& h : f.near) {  // here, or across an adjacency that Isolate has not broken
    bool found = count_what(l, h) > 0;
    for (const auto& adj : l.adjacent)
      found = found || (!isolated(l) && !isolated(state_.land(adj)) && count_what(state_.land(adj), h) > 0);
    if (!found) return false;
  }
  return true;
}

int per_times(Engine& e, const Land& l, const Op& op, ActionId a) {
  return op.per.empty() ? op.n : op.n * (per_count(e, l, op.per, a) / op.every);
}

int per_count(Engine& e, const Land& l, const std::vector<std::string>& per, ActionId a) {
  if (per.size() == 1) return counted(e, l, per.front(), a);
  std::string detail;
  return count_pieces_of_any(e, l, per, a, detail);
}

bool matches_counting(Engine& e, const Land& l, const LandFilter& f, ActionId a) {
  LandFilter rest = f;
  rest.has.clear();
  rest.lacks.clear();
  if (!e.land_matches(l, rest, a)) return false;
  for (const auto& h : f.has)
    if (counted(e, l, h, a) == 0) return false;
  for (const auto& h : f.lacks)
    if (counted(e, l, h, a) > 0) return false;
  return true;
}

void Engine::use_power(const std::string& card, const std::string& spirit, const std::string& land,
                       const std::string& target_spirit) {
  auto it = lib.powers.find(card);
  if (it == lib.powers.end()) throw kernel::RuleError("unknown Power \"" + card + "\"");
  ActionLocal loc;
  loc.land = land;
  loc.board = land.empty() ? "" : state_.land(land).board;
  loc.spirit = spirit;
  loc.card = card;
  loc.power = true;
  loc.power_ops = it->second.ops;
  if (!target_spirit.empty() && target_spirit != spirit) {
    if (it->second.target != "spirit") throw kernel::RuleError(card + " targets a land, not a Spirit");
    if (!state_.find_spirit(target_spirit))
      throw kernel::RuleError("no Spirit \"" + target_spirit + "\" is in this game");
    loc.target_spirit = target_spirit;
  }
  Spirit* sp = state_.find_spirit(spirit);
  std::string who = sp ? sp->name : spirit;
  if (auto problem = power_time_problem(*this, it->second, spirit); !problem.empty()) throw kernel::RuleError(problem);
  refuse_replaced_power(*this, it->second, spirit);  // an Aspect replaced it (rules/aspect_replaces.h)
  behemoth_innate_check(*this, it->second, spirit);  // Unrelenting Strides (rules/behemoth.h)
  const ActionId id =
      start(kNoAction, Relation::Initial, card + (land.empty() ? "" : " on " + land), it->second.ops, loc, who);
  if (!land.empty()) mists_shift_and_flow(*this, spirit, land, id);  // Shroud may gather Presence first
  const bool shadows = !land.empty() && pays_for_shadows_of_the_dahan(*this, it->second, spirit, land);
  if (shadows) sp->energy -= 1;  // it has the Energy: pays_for_shadows_of_the_dahan checked
  note(who + " uses " + card + (land.empty() ? "" : " on " + land) +
       (loc.target_spirit.empty() ? "" : ", targeting " + spirit_name(loc.target_spirit)) +
       (shadows ? ", out of Range: Shadows of the Dahan, paying 1 Energy to target a land with Dahan." : "."));
  pay_power_time(*this, it->second, spirit);  // "Cost to Use: n Time", as it resolves (rules/time.h)
  run();
}

void Engine::basic_action(const std::string& label, std::vector<Op> ops, const std::string& land,
                          const std::string& spirit) {
  ActionLocal loc;
  loc.land = land;
  loc.board = land.empty() ? "" : state_.land(land).board;
  loc.spirit = spirit;
  start(kNoAction, Relation::Initial, label, std::move(ops), loc, "scenario");
  run();
}

void Engine::fear_card(const std::string& card) {
  auto it = lib.fear_cards.find(card);
  if (it == lib.fear_cards.end()) throw kernel::RuleError("unknown Fear card \"" + card + "\"");
  int level = std::min(3, std::max(1, state_.terror_level));
  ActionLocal loc;
  loc.card = card;
  start(kNoAction, Relation::Initial, "Fear card: " + card + " (Terror Level " + std::to_string(level) + ")",
        it->second.levels[static_cast<size_t>(level - 1)], loc, card);
  run();
}

void Engine::event_card(const std::string& card) {
  auto it = lib.events.find(card);
  if (it == lib.events.end()) throw kernel::RuleError("unknown Event \"" + card + "\"");
  ActionLocal loc;
  loc.card = card;
  start(kNoAction, Relation::Initial, "Event: " + card, it->second.ops, loc, card);
  run();
}

std::vector<size_t> pick_pieces(Engine& e, const Land& l, const std::string& what, int n, bool all, ActionId a,
                                const std::string& verb, bool any_number) {
  std::vector<size_t> idx;
  for (size_t i = 0; i < l.pieces.size(); ++i)
    if (what_of(what).covers(l.pieces[i].kind)) idx.push_back(i);
  std::stable_sort(idx.begin(), idx.end(), [&](size_t x, size_t y) { return l.pieces[x].kind > l.pieces[y].kind; });
  if (any_number) n = static_cast<int>(idx.size());
  if (any_number ? !idx.empty() : !all && static_cast<int>(idx.size()) > n) {
    std::vector<std::string> options, fallback;
    for (size_t i : idx) options.push_back(label(l.pieces[i]));
    for (int i = 0; i < n; ++i) fallback.push_back(options[static_cast<size_t>(i)]);
    std::vector<std::string> distinct;
    for (auto& o : options)
      if (std::find(distinct.begin(), distinct.end(), o) == distinct.end()) distinct.push_back(o);
    std::vector<std::string> pick = fallback;
    if (distinct.size() > 1 || any_number) {
      kernel::ChoicePoint cp{
          "pieces", "Which pieces to " + verb + " in " + l.id + (any_number ? " (any number)?" : "?"),
          l.id,     options,
          {},       false,
          a};
      pick = e.decide(cp, fallback);
    }
    std::vector<size_t> chosen;
    for (const auto& k : pick)
      for (size_t i : idx)
        if (label(l.pieces[i]) == k && std::find(chosen.begin(), chosen.end(), i) == chosen.end()) {
          chosen.push_back(i);
          break;
        }
    idx = chosen;
  }
  std::sort(idx.rbegin(), idx.rend());
  return idx;
}

}  // namespace arbiter::si
