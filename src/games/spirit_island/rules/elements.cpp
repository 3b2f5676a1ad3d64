// Elements in play and thresholds (rules/elements.h).
#include "games/spirit_island/rules/elements.h"

#include <algorithm>

#include "games/spirit_island/engine.h"

namespace arbiter::si {

Elements parse_element_counts(const kernel::JsonReader& r, int min, int max) {
  Elements out;
  for (auto& [el, n] : r.members()) {
    const auto& names = element_names();
    if (std::find(names.begin(), names.end(), el) == names.end())
      n.fail("an Element (sun, moon, fire, air, water, earth, plant, animal) as the key, not \"" + el + "\"");
    out[el] = n.integer(min, max);
  }
  return out;
}

Elements parse_card_elements(const kernel::JsonReader& r) {
  Elements out;
  for (auto& x : r.items()) {
    const std::string el = element_names()[static_cast<size_t>(x.one_of(element_names()))];
    if (out.count(el)) x.fail("each Element once (\"" + el + "\" is listed twice)");
    out[el] = 1;
  }
  return out;
}

bool meets(const Elements& have, const Elements& need) {
  for (const auto& [el, n] : need) {
    auto it = have.find(el);
    if ((it == have.end() ? 0 : it->second) < n) return false;
  }
  return true;
}

static void add_elements(Elements& into, const Elements& more) {
  for (const auto& [el, n] : more) into[el] += n;
}

Elements elements_in_play(const Engine& e, const std::string& spirit, const std::string& card) {
  Elements out;
  const Spirit* sp = e.state().find_spirit(spirit);
  if (!sp) return out;
  add_elements(out, sp->elements);
  for (const auto& c : sp->played) add_elements(out, e.lib.powers.at(c).elements);
  auto it = e.lib.powers.find(card);
  if (it != e.lib.powers.end() && std::find(sp->played.begin(), sp->played.end(), card) == sp->played.end())
    add_elements(out, it->second.elements);
  return out;
}

bool threshold_met(Engine& e, const Elements& need, kernel::ActionId a) {
  const ActionLocal& loc = e.local(a);
  const Elements have = elements_in_play(e, loc.spirit, loc.card);
  const bool ok = meets(have, need);
  const std::string who = loc.spirit.empty() ? std::string("no Spirit") : e.spirit_name(loc.spirit);
  e.note((loc.card.empty() ? std::string("") : loc.card + ": ") + "threshold " + elements_words(need) +
         (ok ? " met" : " not met") + " (" + who + " has " + elements_words(have) + " in play).");
  return ok;
}

}  // namespace arbiter::si
