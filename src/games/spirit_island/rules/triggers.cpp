// Triggered actions ("after X, do Y"): what each named trigger watches for in a completed action,
// and what its triggered action does — the condition and handler columns of the effect table
// (rules/effect_kinds.cpp), which also holds the other named rules' handlers. The engine looks a
// trigger or `rule` operation up there; nothing here dispatches on names.
#include "games/spirit_island/rules/triggered.h"

#include <algorithm>
#include <deque>

#include "games/spirit_island/rules/blight.h"
#include "games/spirit_island/rules/effect_kinds.h"
#include "games/spirit_island/rules/endless_dark.h"
#include "games/spirit_island/rules/operations.h"
#include "games/spirit_island/rules/replacements.h"

namespace arbiter::si {

static int destroyed_in(const kernel::ActionRecord& r, const std::string& land,
                        std::initializer_list<const char*> kinds) {
  int n = 0;
  for (auto* k : kinds) n += r.count("destroyed", land, k);
  return n;
}

// The action whose completion fired this triggered action (itself when not triggered).
static const kernel::ActionRecord& trigger_cause(const Engine& e, ActionId a) {
  const ActionLocal& loc = e.local(a);
  return e.tree().at(loc.trigger_from == kNoAction ? a : loc.trigger_from);
}

bool town_city_or_dahan_destroyed(const Engine&, const TriggerSpec& s, const kernel::ActionRecord& r) {
  return destroyed_in(r, s.land, {"town", "city", "dahan"}) > 0;
}

bool invaders_destroyed(const Engine&, const TriggerSpec& s, const kernel::ActionRecord& r) {
  return destroyed_in(r, s.land, {"explorer", "town", "city"}) > 0;
}

bool ravage_destroyed_dahan(const Engine&, const TriggerSpec&, const kernel::ActionRecord& r) {
  return r.count("ravage") > 0 && r.count("destroyed", "", "dahan") > 0;
}

bool presence_added_or_moved(const Engine&, const TriggerSpec& s, const kernel::ActionRecord& r) {
  return r.count("presence-added", "", s.spirit) + r.count("presence-moved-to", "", s.spirit) > 0;
}

bool dahan_moved(const Engine&, const TriggerSpec&, const kernel::ActionRecord& r) {
  return r.count("moved-to", "", "dahan") > 0;
}

bool town_or_city_destroyed(const Engine&, const TriggerSpec&, const kernel::ActionRecord& r) {
  return destroyed_in(r, "", {"town", "city"}) > 0;
}

bool Engine::trigger_condition(const kernel::Trigger<TriggerSpec>& t, const kernel::ActionRecord& r) const {
  const EffectKind* k = find_effect_kind(t.payload.kind, EffectRole::Trigger);
  if (!k || !k->fires)
    throw std::logic_error("trigger kind \"" + t.payload.kind + "\" has no condition in the effect table");
  return k->fires(*this, t.payload, r);
}

void Engine::named_rule(const Op& op, ActionId a) {
  const EffectKind* k = find_effect_kind(op.name, EffectRole::Rule);
  if (!k || !k->run)
    throw std::logic_error("rule \"" + op.name +
                           "\" has no action in the effect table (loading refuses such a `rule` op)");
  k->run(*this, op, a);
}

// The nearest land with Dahan (the land itself counts); ties go to the lowest land id.
// Every land with Dahan at the least distance from `from` (none: empty), in id order.
static std::vector<std::string> nearest_with_dahan(const State& st, const std::string& from) {
  std::deque<std::string> q{from};
  std::vector<std::string> seen{from};
  while (!q.empty()) {
    size_t layer = q.size();
    std::vector<std::string> found;
    for (size_t i = 0; i < layer; ++i) {
      std::string id = q.front();
      q.pop_front();
      if (st.land(id).count(PieceKind::Dahan) > 0) found.push_back(id);
      for (const auto& a : st.land(id).adjacent)
        if (std::find(seen.begin(), seen.end(), a) == seen.end()) seen.push_back(a), q.push_back(a);
    }
    if (!found.empty()) {
      std::sort(found.begin(), found.end());
      return found;
    }
  }
  return {};
}

void vengeance_of_the_dead(Engine& e, const Op& op, ActionId a) {
  ActionLocal& loc = e.local(a);
  const kernel::ActionRecord& cause = trigger_cause(e, a);
  int n = destroyed_in(cause, loc.trigger.land, {"town", "city", "dahan"});
  const Land& l = e.state().land(loc.trigger.land);
  loc.land = l.id;
  loc.power = true;
  // With its threshold (the -adjacent kind) each point may go to an adjacent land with Invaders
  // instead (choice "land", one per point; default the target land while it has Invaders).
  std::map<std::string, int> points{{l.id, n}};
  if (op.name == "vengeance-of-the-dead-adjacent") {
    points.clear();
    std::vector<std::string> reach{l.id};
    reach.insert(reach.end(), l.adjacent.begin(), l.adjacent.end());
    for (int i = 0; i < n; ++i) {
      std::vector<std::string> options;
      for (const auto& id : reach)
        if (e.state().land(id).invaders() > 0) options.push_back(id);
      if (options.empty()) break;
      kernel::ChoicePoint cp{
          "land", "Vengeance of the Dead: where does 1 Damage go?", e.tree().at(a).label, options, {}, false, a};
      points[options.size() == 1 ? options.front() : e.decide_one(cp, options.front())] += 1;
    }
  }
  for (const auto& [id, m] : points) {
    const Land& there = e.state().land(id);
    int before = there.invaders();
    int dealt = e.damage_invaders(there, m, "invaders", a, true);
    e.note("Vengeance of the Dead: " + std::to_string(m) + " Damage in " + id +
           " (1 per Town/City/Dahan destroyed in " + l.id + "): " + std::to_string(dealt) + " dealt, " +
           std::to_string(before - there.invaders()) + " Invader(s) destroyed.");
  }
}

void portents_of_disaster(Engine& e, const Op&, ActionId a) {
  e.generate_fear(1, a);
  e.note("Portents of Disaster: 1 Fear.");
}

void blood_draws_predators(Engine& e, const Op&, ActionId a) {
  ActionLocal& loc = e.local(a);
  const Land& l = e.state().land(loc.trigger.land);
  e.add_token(l, Token::Beasts, 1, a);
  int n = std::min(3, l.token(Token::Beasts));
  int dealt = e.damage_invaders(l, n, "invaders", a, true);
  e.note("Blood Draws Predators: 1 Beasts added in " + l.id + ", then " + std::to_string(dealt) + " Damage.");
}

void sworn_to_victory(Engine& e, const Op&, ActionId a) {
  ActionLocal& loc = e.local(a);
  const kernel::ActionRecord& cause = trigger_cause(e, a);
  for (const auto& f : cause.facts) {
    if (f.kind != "destroyed" || f.subject != "dahan" || !spirit_land_rules_apply(e.state().land(f.place))) continue;
    for (int i = 0; i < f.count; ++i) {
      std::vector<std::string> options;
      for (const auto& id : e.state().within(f.place, 1))
        if (e.state().land(id).presence_of(loc.spirit) > 0) options.push_back(id);
      if (options.empty()) break;
      kernel::ChoicePoint cp{"land", "Sworn to Victory: destroy Presence where?", f.place, options, {}, false, a};
      std::string where = e.decide_one(cp, options.front());
      e.destroy_presence(e.state().land(where), loc.spirit, a, "Sworn to Victory");
    }
  }
}

void blazing_presence(Engine& e, const Op&, ActionId a) {
  ActionLocal& loc = e.local(a);
  const kernel::ActionRecord& cause = trigger_cause(e, a);
  const Spirit* sp = e.state().find_spirit(loc.spirit);
  int fire = sp ? sp->fire_showing : 0;
  std::vector<std::string> lands;
  for (const auto& f : cause.facts)
    if ((f.kind == "presence-added" || f.kind == "presence-moved-to") && f.subject == loc.spirit &&
        spirit_land_rules_apply(e.state().land(f.place)) &&
        std::find(lands.begin(), lands.end(), f.place) == lands.end())
      lands.push_back(f.place);
  std::vector<Op> next;  // collected so the lands keep their order
  for (const auto& id : lands) {
    loc.land = id;
    const Land& l = e.state().land(id);
    int dealt = fire > 0 ? e.damage_invaders(l, fire, "invaders", a, true) : 0;
    e.note("Blazing Presence in " + id + ": " + std::to_string(fire) + " Fire showing, " + std::to_string(dealt) +
           " Damage.");
    if (fire >= 2) {
      BlightAdding take;
      take.land = id;
      take.source = "blazing-presence";
      take.spared = loc.spirit;  // that Blight does not destroy this Spirit's Presence
      next.push_back(adding_blight(take));
    }
    // Then Push all Beasts and any number of Dahan (how many: chosen now, from the Dahan there).
    if (l.token(Token::Beasts) > 0) {
      Op beasts;
      beasts.kind = OpKind::Push;
      beasts.what = "beasts";
      beasts.all = true;
      beasts.land = id;
      next.push_back(beasts);
    }
    const int dahan = l.count(PieceKind::Dahan);
    if (dahan > 0) {
      std::vector<std::string> counts;
      for (int n = 0; n <= dahan; ++n) counts.push_back(std::to_string(n));
      kernel::ChoicePoint cp{
          "count", "Blazing Presence: how many Dahan are pushed from " + id + "?", id + ":dahan", counts, {}, false, a};
      Op push;
      push.kind = OpKind::Push;
      push.what = "dahan";
      push.n = std::stoi(e.decide_one(cp, "0"));
      push.land = id;
      if (push.n > 0) next.push_back(push);
    }
  }
  e.insert_next(next);
}

void constant_raiding(Engine& e, const Op&, ActionId a) {
  const kernel::ActionRecord& cause = trigger_cause(e, a);
  // Once per moved Dahan, in the land where it ended, however often it moved; not if it is gone.
  const auto& moved = e.local(cause.id).dahan_moved_to;
  for (const auto& l : e.state().lands) {
    int n = 0;
    for (const auto& [uid, land] : moved) n += land == l.id && piece_at(l, uid) >= 0;
    if (n == 0) continue;
    int before = l.invaders();
    int dealt = e.damage_invaders(l, n, "invaders", a, true);
    e.note("Constant Raiding: " + std::to_string(n) + " moved Dahan deal " + std::to_string(dealt) + " Damage in " +
           l.id + ", destroying " + std::to_string(before - l.invaders()) + " Invader(s).");
  }
}

void military_response(Engine& e, const Op&, ActionId a) {
  const kernel::ActionRecord& cause = trigger_cause(e, a);
  for (const auto& f : cause.facts) {
    if (f.kind != "destroyed" || (f.subject != "town" && f.subject != "city")) continue;
    const std::vector<std::string> nearest = nearest_with_dahan(e.state(), f.place);
    if (nearest.empty()) continue;
    PieceKind add = f.subject == "city" ? PieceKind::Town : PieceKind::Explorer;
    // Lands tied for nearest: the players' choice (default: the lowest id).
    kernel::ChoicePoint cp{"land",
                           "Military Response: which nearest land with Dahan gets the " + name(add) + "?",
                           "Military Response",
                           nearest,
                           {},
                           false,
                           a};
    const std::string to = nearest.size() == 1 ? nearest.front() : e.decide_one(cp, nearest.front());
    for (int i = 0; i < f.count; ++i) e.add_piece(e.state().land(to), add, a);
    std::string tie;
    if (nearest.size() > 1) {
      const bool scripted = e.choices().history().back().scripted;
      tie = "; tied with " + std::to_string(nearest.size() - 1) +
            " other land(s) at that distance, the players chose " + to +
            (scripted ? "" : " (the default: the lowest id)");
    }
    e.note("Military Response: a " + f.subject + " was destroyed in " + f.place + ", so " +
           count_of(f.count, name(add)) + " is added to " + to + " (nearest land with Dahan" + tie + ").");
  }
}

void remove_health(Engine& e, const Op& op, ActionId a) {
  ActionLocal& loc = e.local(a);
  // Remove up to n Health worth of Invaders from the action's land: one action's total, so two
  // players' separate removals cannot be pooled.
  if (loc.land.empty()) return;
  const Land& l = e.state().land(loc.land);
  const int n = op.n * (op.per.empty() ? 1 : per_count(e, l, op.per, a));  // "per Presence there"
  int left = n;
  std::string removed;
  while (true) {
    int best = -1;
    for (size_t i = 0; i < l.pieces.size(); ++i)
      if (is_invader(l.pieces[i].kind) && e.health(l.pieces[i], l) <= left &&
          (best < 0 || l.pieces[i].kind > l.pieces[static_cast<size_t>(best)].kind))
        best = static_cast<int>(i);
    if (best < 0) break;
    left -= e.health(l.pieces[static_cast<size_t>(best)], l);
    removed += (removed.empty() ? "" : ", ") + name(l.pieces[static_cast<size_t>(best)].kind);
    e.remove_piece(l, static_cast<size_t>(best), a);
  }
  e.note("Remove up to " + std::to_string(n) + " Health of Invaders from " + l.id + ": " +
         (removed.empty() ? "nothing fits" : removed) + ".");
}

void fear_pool_grows(Engine& e, const Op&, ActionId) {
  // Invaders Find the Land to Their Liking: Fear markers per player by Terror Level (1 / 1.5 / 2),
  // rounded down; the pool (and every later Fear card) needs that much more Fear.
  int per_two_players = e.state().terror_level == 1 ? 2 : e.state().terror_level == 2 ? 3 : 4;
  int n = per_two_players * e.state().players / 2;
  e.grow_fear_pool(n);
  e.note(std::to_string(n) + " Fear marker(s) join the Fear pool: each Fear card now takes " +
         std::to_string(e.state().fear_per_card) + " Fear.");
}

}  // namespace arbiter::si
