// "Repeat this Power": where the Repeat happens, and Range / target checks (rulebook p. 19).
#include "games/spirit_island/rules/repeat.h"

#include <algorithm>

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

std::string targeting_problem(const Engine& e, const PowerCard& card, const std::string& spirit,
                              const std::string& land) {
  if (card.range < 0 || card.target == "spirit" || card.target == "self") return "";
  const Land* l = e.state.find_land(land);
  if (!l) return "there is no land " + land;
  bool in_range = false, any_presence = false;
  const int origin_presence = card.range_from_sacred_site ? 2 : 1;  // a Sacred Site is 2 or more Presence
  for (const auto& from : e.state.lands) {
    if (from.presence_of(spirit) < origin_presence) continue;
    any_presence = true;
    // Heart-Tree Guards the Land: its Powers get +1 Range from the land where its Incarna is.
    const bool tree_there = e.has_rule("heart-tree-guards", spirit) &&
                            std::find(from.incarna.begin(), from.incarna.end(), spirit) != from.incarna.end();
    auto near = e.state.within(from.id, card.range + (tree_there ? 1 : 0));
    in_range = in_range || std::find(near.begin(), near.end(), land) != near.end();
  }
  const std::string origin = card.range_from_sacred_site ? "Sacred Site" : "Presence";
  if (!any_presence) return e.spirit_name(spirit) + " has no " + origin + " to measure " + card.name + "'s Range from";
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

std::string repeat_land(Engine& e, ActionId a) {
  const ActionLocal& loc = e.local(a);
  std::string label = "Repeat: " + loc.card;
  if (loc.repeat_on == "adjacent-land") {
    const auto& options = e.state.land(loc.land).adjacent;
    if (options.empty()) return "";
    kernel::ChoicePoint cp{"land", "On which adjacent land is " + loc.card + " Repeated?", label, options, {}, false,
                           a};
    std::string to = e.choices.decide_one(cp, options.front());
    e.note(loc.card + " is Repeated on " + to + ", an adjacent land: the Power says where, so its Range and target" +
           " requirement do not apply (the origin land stays the same).");
    return to;
  }
  if (loc.repeat_on == "new-target") {
    auto it = e.lib.powers.find(loc.card);
    std::vector<std::string> options;
    for (const auto& l : e.state.lands)
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
    std::string to = e.choices.decide_one(cp, fallback);
    e.note("The Repeat of " + loc.card + " targets " + to + " (it obeys the Power's Range and target).");
    return to;
  }
  return loc.land;
}

void repeat_power(Engine& e, const std::string& card, const std::string& spirit, const std::string& land,
                  bool thresholds) {
  auto it = e.lib.powers.find(card);
  if (it == e.lib.powers.end()) throw kernel::RuleError("unknown Power \"" + card + "\"");
  std::string problem = targeting_problem(e, it->second, spirit, land);
  if (!problem.empty())
    throw kernel::RuleError("the Repeat of " + card + " cannot be used on " + land + ": " + problem +
                            " (a Repeat that does not say where obeys the usual Range and target rules)");
  ActionLocal loc;
  loc.land = land;
  loc.board = land.empty() ? "" : e.state.land(land).board;
  loc.spirit = spirit;
  loc.card = card;
  loc.power = true;
  loc.thresholds = thresholds;
  loc.is_repeat = true;
  loc.power_ops = it->second.ops;
  e.start(kNoAction, kernel::Relation::Initial, "Repeat of " + card + (land.empty() ? "" : " on " + land),
          it->second.ops, loc, e.spirit_name(spirit));
  e.note(e.spirit_name(spirit) + " Repeats " + card + " on " + land +
         " (a new action, targeted like a new use of the Power).");
  e.run();
}

}  // namespace arbiter::si
