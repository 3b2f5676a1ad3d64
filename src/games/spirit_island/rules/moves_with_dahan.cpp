// Presence that moves along with Dahan (see moves_with_dahan.h).
#include "games/spirit_island/rules/moves_with_dahan.h"
#include "games/spirit_island/rules/optional.h"

#include <algorithm>

#include "games/spirit_island/rules/incarna.h"
#include "games/spirit_island/rules/presence_lands.h"

namespace arbiter::si {

namespace {

// Moves 1 of `spirit`'s Presence from `from` to `to` for action `a`.
void move_one_presence(Engine& e, const std::string& spirit, const Land& from, const Land& to, ActionId a) {
  for (size_t i = 0; i < from.presence.size(); ++i)
    if (from.presence[i].spirit == spirit) {
      e.move_presence(from, i, to);
      e.fact(a, "presence-moved-to", to.id, spirit);
      return;
    }
}

// Warrior-Spirits Raiding Party: the Incarna came along with Dahan its Spirit's own action moved.
void raiding_party(Engine& e, const std::string& spirit, const std::string& to, ActionId a) {
  ActionLocal& loc = e.local(a);
  if (loc.spirit != spirit || loc.raiding_party_hit || e.state().land(to).invaders() == 0) return;
  const std::string context = "Warrior-Spirits Raiding Party";
  if (!ask_may(e, context + ": deal 1 Damage in " + to + "?", context, true, a)) {
    e.note(context + ": the players decline the 1 Damage in " + to + ".");
    return;
  }
  loc.raiding_party_hit = true;
  e.note(context + ": the Incarna came along with the Dahan, so 1 Damage in " + to + " (at most once this action).");
  e.damage_invaders(e.state().land(to), 1, "invaders", a, true);
}

// Ally of the Dahan: 1 Presence (or, with the Warrior Aspect, the Incarna) may come along.
void ally_of_the_dahan(Engine& e, const Spirit& sp, const Land& from, const Land& to, ActionId a) {
  const bool incarna_here = std::find(from.incarna.begin(), from.incarna.end(), sp.id) != from.incarna.end();
  if ((from.presence_of(sp.id) == 0 && !incarna_here) || !presence_may_move(e, sp.id, from, to)) return;
  std::vector<std::string> options{"nothing"};
  if (from.presence_of(sp.id) > 0) options.push_back("presence");
  if (incarna_here) options.push_back("incarna");
  const std::string context = "Ally of the Dahan: " + from.id + ">" + to.id;
  kernel::ChoicePoint cp{
      "option",
      sp.name + ": does 1 Presence (or its Incarna) move along with the Dahan from " + from.id + " to " + to.id + "?",
      context,
      options,
      {},
      false,
      a};
  const std::string pick = e.decide_one(cp, options[1]);
  if (pick == "nothing") {
    e.note("Ally of the Dahan: " + sp.name + "'s Presence stays in " + from.id + ".");
  } else if (pick == "presence") {
    move_one_presence(e, sp.id, from, to, a);
    e.note("Ally of the Dahan: 1 Presence of " + sp.name + " moves along with the Dahan from " + from.id + " to " +
           to.id + ".");
  } else {
    incarna_moves(e, sp.id, from.id, to.id, a,
                  "Ally of the Dahan: " + sp.name + "'s Incarna moves along with the Dahan from " + from.id + " to " +
                      to.id + ".");
    raiding_party(e, sp.id, to.id, a);
  }
}

// Loyal Guardian: the last Dahan has left `from`; its Presence may follow them, any number with each.
void loyal_guardian(Engine& e, const Spirit& sp, const Land& from, ActionId a) {
  const std::vector<std::string> went = e.local(a).dahan_left_to[from.id];
  std::vector<std::string> lands;
  for (const auto& id : went)
    if (std::find(lands.begin(), lands.end(), id) == lands.end() &&
        presence_may_move(e, sp.id, from, e.state().land(id)))
      lands.push_back(id);
  for (const auto& to : lands) {
    const int left = from.presence_of(sp.id);
    if (left == 0) return;
    std::vector<std::string> options;
    for (int i = 0; i <= left; ++i) options.push_back(std::to_string(i));
    const std::string context = "Loyal Guardian: " + from.id + ">" + to;
    kernel::ChoicePoint cp{"up-to",
                           "All Dahan have left " + from.id + ": how many of " + sp.name +
                               "'s Presence there go with those that went to " + to + " (up to " +
                               std::to_string(left) + ")?",
                           context,
                           options,
                           {},
                           false,
                           a};
    const int n = std::stoi(e.decide_one(cp, options.back()));
    for (int i = 0; i < n; ++i) move_one_presence(e, sp.id, from, e.state().land(to), a);
    e.note("Loyal Guardian: all Dahan have left " + from.id + "; " + std::to_string(n) + " of " + sp.name +
           "'s Presence there go with them to " + to + ".");
  }
}

}  // namespace

void dahan_moved(Engine& e, const std::string& from_id, const std::string& to_id, ActionId by) {
  const Land& from = e.state().land(from_id);
  const Land& to = e.state().land(to_id);
  e.local(by).dahan_left_to[from_id].push_back(to_id);
  for (const auto& sp : e.state().spirits) {
    if (e.land_rule("ally-of-the-dahan", sp.id, from)) ally_of_the_dahan(e, sp, from, to, by);
    if (e.land_rule("loyal-guardian", sp.id, from) && from.count(PieceKind::Dahan) == 0 && from.presence_of(sp.id) > 0)
      loyal_guardian(e, sp, from, by);
  }
}

}  // namespace arbiter::si
