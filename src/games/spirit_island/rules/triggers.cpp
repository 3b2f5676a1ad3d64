// Triggered actions ("after X, do Y"): what each named trigger watches for in a completed action,
// and what its triggered action does. The names data may use are declared in effect_kinds.cpp.
#include <algorithm>
#include <deque>

#include "games/spirit_island/engine.h"
#include "games/spirit_island/rules/card_plays.h"
#include "games/spirit_island/rules/confounding_mists.h"
#include "games/spirit_island/rules/counts_as.h"
#include "games/spirit_island/rules/escalation.h"
#include "games/spirit_island/rules/incarna.h"
#include "games/spirit_island/rules/invader_deck.h"
#include "games/spirit_island/rules/replacements.h"
#include "games/spirit_island/rules/terrain_steps.h"

namespace arbiter::si {

static int destroyed_in(const kernel::ActionRecord& r, const std::string& land, std::initializer_list<const char*> kinds) {
  int n = 0;
  for (auto* k : kinds) n += r.count("destroyed", land, k);
  return n;
}

bool Engine::trigger_condition(const kernel::Trigger<TriggerSpec>& t, const kernel::ActionRecord& r) const {
  const TriggerSpec& s = t.payload;
  if (s.kind == "vengeance-of-the-dead" || s.kind == "vengeance-of-the-dead-adjacent")
    return destroyed_in(r, s.land, {"town", "city", "dahan"}) > 0;
  if (s.kind == "portents-of-disaster" || s.kind == "blood-draws-predators")
    return destroyed_in(r, s.land, {"explorer", "town", "city"}) > 0;
  if (s.kind == "sworn-to-victory") return r.count("ravage") > 0 && r.count("destroyed", "", "dahan") > 0;
  if (s.kind == "blazing-presence")
    return r.count("presence-added", "", s.spirit) + r.count("presence-moved-to", "", s.spirit) > 0;
  if (s.kind == "confounding-mists") return confounding_mists_fires(r, s.land);  // rules/confounding_mists.cpp
  if (s.kind == "constant-raiding") return r.count("moved-to", "", "dahan") > 0;
  if (s.kind == "military-response") return destroyed_in(r, "", {"town", "city"}) > 0;
  return false;
}

// The nearest land with Dahan (the land itself counts); ties go to the lowest land id.
static std::string nearest_with_dahan(const State& st, const std::string& from) {
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
    if (!found.empty()) return *std::min_element(found.begin(), found.end());
  }
  return "";
}

void Engine::named_rule(const Op& op, ActionId a) {
  ActionLocal& loc = local(a);
  const kernel::ActionRecord& cause = tree().at(loc.trigger_from == kNoAction ? a : loc.trigger_from);
  const std::string& k = op.name;
  if (incarna_rule(*this, op, a) || counts_as_rule(*this, op, a) || adversary_rule(*this, op, a) || invader_deck_rule(*this, op, a) ||
      terrain_step_rule(*this, op, a))
    return;
  if (k == "vengeance-of-the-dead" || k == "vengeance-of-the-dead-adjacent") {
    int n = destroyed_in(cause, loc.trigger.land, {"town", "city", "dahan"});
    Land& l = state.land(loc.trigger.land);
    loc.land = l.id;
    loc.power = true;
    // With its threshold (the -adjacent kind) each point may go to an adjacent land with Invaders
    // instead (choice "land", one per point; default the target land while it has Invaders).
    std::map<std::string, int> points{{l.id, n}};
    if (k == "vengeance-of-the-dead-adjacent") {
      points.clear();
      std::vector<std::string> reach{l.id};
      reach.insert(reach.end(), l.adjacent.begin(), l.adjacent.end());
      for (int i = 0; i < n; ++i) {
        std::vector<std::string> options;
        for (const auto& id : reach)
          if (state.land(id).invaders() > 0) options.push_back(id);
        if (options.empty()) break;
        kernel::ChoicePoint cp{"land", "Vengeance of the Dead: where does 1 Damage go?", tree().at(a).label, options, {}, false, a};
        points[options.size() == 1 ? options.front() : choices.decide_one(cp, options.front())] += 1;
      }
    }
    for (const auto& [id, m] : points) {
      Land& there = state.land(id);
      int before = there.invaders();
      int dealt = damage_invaders(there, m, "invaders", a, true);
      note("Vengeance of the Dead: " + std::to_string(m) + " Damage in " + id + " (1 per Town/City/Dahan destroyed in " + l.id +
           "): " + std::to_string(dealt) + " dealt, " + std::to_string(before - there.invaders()) + " Invader(s) destroyed.");
    }
    return;
  }
  if (k == "confounding-mists") return confounding_mists(*this, a);
  if (k == "ominous-dawn") return ominous_dawn(*this, a);  // rules/card_plays.cpp
  if (k == "portents-of-disaster") {
    generate_fear(1, a);
    note("Portents of Disaster: 1 Fear.");
    return;
  }
  if (k == "blood-draws-predators") {
    Land& l = state.land(loc.trigger.land);
    add_token(l, Token::Beasts, 1, a);
    int n = std::min(3, l.token(Token::Beasts));
    int dealt = damage_invaders(l, n, "invaders", a, true);
    note("Blood Draws Predators: 1 Beasts added in " + l.id + ", then " + std::to_string(dealt) + " Damage.");
    return;
  }
  if (k == "sworn-to-victory") {
    for (const auto& f : cause.facts) {
      if (f.kind != "destroyed" || f.subject != "dahan") continue;
      for (int i = 0; i < f.count; ++i) {
        std::vector<std::string> options;
        for (const auto& id : state.within(f.place, 1))
          if (state.land(id).presence_of(loc.spirit) > 0) options.push_back(id);
        if (options.empty()) break;
        kernel::ChoicePoint cp{"land", "Sworn to Victory: destroy Presence where?", f.place, options, {}, false, a};
        std::string where = choices.decide_one(cp, options.front());
        destroy_presence(state.land(where), loc.spirit, a, "Sworn to Victory");
      }
    }
    return;
  }
  if (k == "blazing-presence") {
    const Spirit* sp = state.find_spirit(loc.spirit);
    int fire = sp ? sp->fire_showing : 0;
    std::vector<std::string> lands;
    for (const auto& f : cause.facts)
      if ((f.kind == "presence-added" || f.kind == "presence-moved-to") && f.subject == loc.spirit &&
          std::find(lands.begin(), lands.end(), f.place) == lands.end())
        lands.push_back(f.place);
    loc.power = true;
    std::vector<Op> next;  // collected so the lands keep their order
    for (const auto& id : lands) {
      loc.land = id;
      Land& l = state.land(id);
      int dealt = fire > 0 ? damage_invaders(l, fire, "invaders", a, true) : 0;
      note("Blazing Presence in " + id + ": " + std::to_string(fire) + " Fire showing, " + std::to_string(dealt) + " Damage.");
      if (fire >= 2) {
        Op take;
        take.kind = OpKind::BlightTake;
        take.land = id;
        take.source = "blazing-presence";
        take.spirit = loc.spirit;  // that Blight does not destroy this Spirit's Presence
        next.push_back(take);
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
        kernel::ChoicePoint cp{"count", "Blazing Presence: how many Dahan are pushed from " + id + "?", id + ":dahan", counts, {}, false, a};
        Op push;
        push.kind = OpKind::Push;
        push.what = "dahan";
        push.n = std::stoi(choices.decide_one(cp, "0"));
        push.land = id;
        if (push.n > 0) next.push_back(push);
      }
    }
    insert_next(next);
    return;
  }
  if (k == "constant-raiding") {
    // Once per moved Dahan, in the land where it ended, however often it moved; not if it is gone.
    const auto& moved = local(cause.id).dahan_moved_to;
    for (auto& l : state.lands) {
      int n = 0;
      for (const auto& [uid, land] : moved) n += land == l.id && piece_at(l, uid) >= 0;
      if (n == 0) continue;
      int before = l.invaders();
      int dealt = damage_invaders(l, n, "invaders", a, true);
      note("Constant Raiding: " + std::to_string(n) + " moved Dahan deal " + std::to_string(dealt) + " Damage in " + l.id +
           ", destroying " + std::to_string(before - l.invaders()) + " Invader(s).");
    }
    return;
  }
  if (k == "military-response") {
    for (const auto& f : cause.facts) {
      if (f.kind != "destroyed" || (f.subject != "town" && f.subject != "city")) continue;
      std::string to = nearest_with_dahan(state, f.place);
      if (to.empty()) continue;
      PieceKind add = f.subject == "city" ? PieceKind::Town : PieceKind::Explorer;
      for (int i = 0; i < f.count; ++i) add_piece(state.land(to), add, a);
      note("Military Response: a " + f.subject + " was destroyed in " + f.place + ", so " + count_of(f.count, name(add)) +
           " is added to " + to + " (nearest land with Dahan).");
    }
    return;
  }
  if (k == "remove-health") {
    // Remove up to n Health worth of Invaders from the action's land: one action's total, so two
    // players' separate removals cannot be pooled.
    if (loc.land.empty()) return;
    Land& l = state.land(loc.land);
    int left = op.n;
    std::string removed;
    while (true) {
      int best = -1;
      for (size_t i = 0; i < l.pieces.size(); ++i)
        if (is_invader(l.pieces[i].kind) && health(l.pieces[i], l) <= left &&
            (best < 0 || l.pieces[i].kind > l.pieces[static_cast<size_t>(best)].kind))
          best = static_cast<int>(i);
      if (best < 0) break;
      left -= health(l.pieces[static_cast<size_t>(best)], l);
      removed += (removed.empty() ? "" : ", ") + name(l.pieces[static_cast<size_t>(best)].kind);
      remove_piece(l, static_cast<size_t>(best), a);
    }
    note("Remove up to " + std::to_string(op.n) + " Health of Invaders from " + l.id + ": " +
         (removed.empty() ? "nothing fits" : removed) + ".");
    return;
  }
  if (k == "fear-pool-grows") {
    // Invaders Find the Land to Their Liking: Fear markers per player by Terror Level (1 / 1.5 / 2),
    // rounded down; the pool (and every later Fear card) needs that much more Fear.
    int per_two_players = state.terror_level == 1 ? 2 : state.terror_level == 2 ? 3 : 4;
    int n = per_two_players * state.players / 2;
    state.fear_pool += n;
    state.fear_per_card += n;
    note(std::to_string(n) + " Fear marker(s) join the Fear pool: each Fear card now takes " + std::to_string(state.fear_per_card) + " Fear.");
    return;
  }
  note("Rule " + k + " has nothing to do here.");
}

}  // namespace arbiter::si
