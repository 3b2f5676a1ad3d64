// "Repeat this Power": where the Repeat happens, and Range / target checks (rulebook p. 19).
#include "games/spirit_island/rules/repeat.h"

#include <algorithm>

#include "games/spirit_island/rules/endless_dark.h"
#include "games/spirit_island/rules/ocean.h"
#include "games/spirit_island/rules/time.h"
#include "kernel/errors.h"

namespace arbiter::si {

static std::string target_words(const std::string& target) {
  if (target == "blight") return "a land with Blight";
  if (target == "dahan") return "a land with Dahan";
  if (target == "invaders") return "a land with Invaders";
  if (target == "city") return "a land with a City";
  if (target == "inland") return "an Inland land";
  if (target == "coastal") return "a Coastal land";
  return "any land";
}

// Rules that add Range from an origin land: Volcanic Peaks Tower Over the Landscape (Volcano Looming
// High: its Power Cards, not its innate Powers, +1 from a land where it has 3 or more Presence) and
// Heart-Tree Guards the Land (Towering Roots of the Jungle: its Powers +1 from the land where its
// Incarna is).
static int range_bonus(const Engine& e, const PowerCard& card, const std::string& spirit, const Land& origin) {
  int bonus = 0;
  if (card.kind != "innate" && e.land_rule("volcanic-peaks-tower-over-the-landscape", spirit, origin) &&
      origin.presence_of(spirit) >= 3)
    ++bonus;
  if (e.land_rule("heart-tree-guards", spirit, origin) &&
      std::find(origin.incarna.begin(), origin.incarna.end(), spirit) != origin.incarna.end())
    ++bonus;
  return bonus;
}

// Whether `land` is within the card's Range of the Spirit's Presence (from a Sacred Site if the
// card says so); `any_origin` tells whether it has any Presence to measure from.
static bool within_range(const Engine& e, const PowerCard& card, const std::string& spirit, const std::string& land,
                         bool& any_origin) {
  bool in_range = false;
  any_origin = false;
  for (const auto& from : e.state().lands) {
    if (card.range_from_sacred_site ? !e.state().sacred_site(from, spirit) : from.presence_of(spirit) == 0) continue;
    any_origin = true;
    auto near = e.state().within(from.id, card.range + range_bonus(e, card, spirit, from));
    in_range = in_range || std::find(near.begin(), near.end(), land) != near.end();
  }
  return in_range;
}

// Shadows of the Dahan (Shadows Flicker Like Flame): "whenever you use a Power, you may pay 1
// Energy to target a land with Dahan regardless of range" — while it has the Energy to pay.
static bool shadows_reach(const Engine& e, const std::string& spirit, const Land& l) {
  const Spirit* sp = e.state().find_spirit(spirit);
  return sp && sp->energy >= 1 && l.count(PieceKind::Dahan) > 0 && e.land_rule("shadows-of-the-dahan", spirit, l);
}

std::string targeting_problem(const Engine& e, const PowerCard& card, const std::string& spirit,
                              const std::string& land) {
  if (card.range < 0 || card.target == "spirit" || card.target == "self") return "";
  const Land* l = e.state().find_land(land);
  if (!l) return "there is no land " + land;
  // Shadow-Touched Realm: the Endless Dark, ignoring Range, for its Spirit only (rules/endless_dark.h)
  if (l->zone == Zone::EndlessDark && !reaches_endless_dark(e, spirit))
    return e.spirit_name(spirit) + " can't target the Endless Dark (it is not a land)";
  if (l->zone == Zone::Ocean && !ocean_targetable(e, *l)) return land + " is not a land: no rule makes it one now";
  bool any_presence = false;
  const bool in_range =
      l->zone == Zone::EndlessDark || within_range(e, card, spirit, land, any_presence) || shadows_reach(e, spirit, *l);
  const std::string origin = card.range_from_sacred_site ? "Sacred Site" : "Presence";
  if (!in_range && !any_presence)
    return e.spirit_name(spirit) + " has no " + origin + " to measure " + card.name + "'s Range from";
  if (!in_range)
    return land + " is not within Range " + std::to_string(card.range) + " of " + e.spirit_name(spirit) + "'s " +
           origin;
  bool ok =
      card.target == "any" || (card.target == "inland" && !l->coastal) || (card.target == "coastal" && l->coastal) ||
      ((card.target == "blight" || card.target == "dahan" || card.target == "invaders" || card.target == "city") &&
       e.count_what(*l, card.target) > 0);
  if (!ok) return land + " is not " + target_words(card.target) + ", which " + card.name + " must target";
  return "";
}

bool pays_for_shadows_of_the_dahan(const Engine& e, const PowerCard& card, const std::string& spirit,
                                   const std::string& land) {
  const Land* l = e.state().find_land(land);
  bool any_presence = false;
  return l && card.range >= 0 && card.target != "spirit" && card.target != "self" &&
         !within_range(e, card, spirit, land, any_presence) && shadows_reach(e, spirit, *l) &&
         targeting_problem(e, card, spirit, land).empty();
}

std::string repeat_land(Engine& e, ActionId a) {
  const ActionLocal& loc = e.local(a);
  std::string label = "Repeat: " + loc.card;
  if (loc.repeat_on == "adjacent-land") {
    const auto& options = e.state().land(loc.land).adjacent;
    if (options.empty()) return "";
    kernel::ChoicePoint cp{"land", "On which adjacent land is " + loc.card + " Repeated?", label, options, {}, false,
                           a};
    std::string to = e.decide_one(cp, options.front());
    e.note(loc.card + " is Repeated on " + to + ", an adjacent land: the Power says where, so its Range and target" +
           " requirement do not apply (the origin land stays the same).");
    return to;
  }
  if (loc.repeat_on == "new-target") {
    auto it = e.lib.powers.find(loc.card);
    std::vector<std::string> options;
    for (const auto& l : e.state().lands)
      if (it == e.lib.powers.end() || targeting_problem(e, it->second, loc.spirit, l.id).empty())
        options.push_back(l.id);
    if (options.empty()) {
      e.note(loc.card + " cannot be Repeated: no land is within its Range and fits its target.");
      return "";
    }
    std::string fallback =
        std::find(options.begin(), options.end(), loc.land) != options.end() ? loc.land : options.front();
    kernel::ChoicePoint cp{"land", "Which land does the Repeat of " + loc.card + " target?", label, options, {}, false,
                           a};
    std::string to = e.decide_one(cp, fallback);
    e.note("The Repeat of " + loc.card + " targets " + to + " (it obeys the Power's Range and target).");
    return to;
  }
  return loc.land;
}

void repeat_power(Engine& e, const std::string& card, const std::string& spirit, const std::string& land) {
  auto it = e.lib.powers.find(card);
  if (it == e.lib.powers.end()) throw kernel::RuleError("unknown Power \"" + card + "\"");
  std::string problem = targeting_problem(e, it->second, spirit, land);
  if (const std::string time = power_time_problem(e, it->second, spirit); problem.empty() && !time.empty())
    throw kernel::RuleError("the Repeat of " + card + ": " + time);
  if (!problem.empty())
    throw kernel::RuleError("the Repeat of " + card + " cannot be used on " + land + ": " + problem +
                            " (a Repeat that does not say where obeys the usual Range and target rules)");
  ActionLocal loc;
  loc.land = land;
  loc.board = land.empty() ? "" : e.state().land(land).board;
  loc.spirit = spirit;
  loc.card = card;
  loc.power = true;
  loc.is_repeat = true;
  loc.power_ops = it->second.ops;
  e.start(kNoAction, kernel::Relation::Initial, "Repeat of " + card + (land.empty() ? "" : " on " + land),
          it->second.ops, loc, e.spirit_name(spirit));
  e.note(e.spirit_name(spirit) + " Repeats " + card + " on " + land +
         " (a new action, targeted like a new use of the Power).");
  pay_power_time(e, it->second, spirit);  // a Repeat is a use: its Time cost again (rules/time.h)
  e.run();
}

}  // namespace arbiter::si
