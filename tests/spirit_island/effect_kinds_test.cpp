// The table of effect kinds: every path that installs an effect takes its priority from there.
#include <doctest/doctest.h>

#include <algorithm>

#include "games/spirit_island/rules/effect_kinds.h"
#include "si_test_support.h"

using namespace arbiter;
using namespace arbiter::si;
using namespace arbiter::si::test;

namespace {
// A normal Ravage in A3 (a Town and Beasts there): the Town would add Blight unless it is skipped.
void ravage_a3(Engine& e) { e.invader_card(card("jungle"), "ravage", true); }

kernel::ModifierPriority priority_of(const Engine& e, const std::string& kind) {
  for (const auto& m : e.modifiers.all())
    if (m.payload.kind == kind) return m.priority;
  FAIL("no modifier " << kind);
  return kernel::ModifierPriority::Alter;
}
}  // namespace

TEST_CASE("skip-normal-where-beasts gets the same priority from an effects block as from a card, and both apply") {
  const std::string pieces = R"({"A3": {"town": 1, "beasts": 1}})";
  Engine from_effects = setup(two_lands(pieces, "{}", R"([{"modifier": "skip-normal-where-beasts", "n": 3}])"));
  Engine from_card = setup(two_lands(pieces));
  from_card.basic_action("Panicked by Wild Beasts",
                         ops(R"([{"op": "modifier", "name": "skip-normal-where-beasts", "n": 3, "scope": "island"}])"), "A3", "");
  CHECK(priority_of(from_effects, "skip-normal-where-beasts") == kernel::ModifierPriority::CancelReplace);
  CHECK(priority_of(from_card, "skip-normal-where-beasts") == kernel::ModifierPriority::CancelReplace);
  ravage_a3(from_effects);
  ravage_a3(from_card);
  CHECK(count(from_effects, "A3", "blight") == 0);
  CHECK(count(from_card, "A3", "blight") == 0);
}

TEST_CASE("The effect table is complete where a path relies on it") {
  SUBCASE("a replacement modifier has its hook points, condition and handler, and is a cancel/replace modifier") {
    for (const auto& k : effect_kinds()) {
      INFO(k.name);
      const bool hooked = k.hooks != kNoHook || k.applies || k.replace;
      if (!hooked) continue;
      CHECK(k.role == EffectRole::Modifier);
      CHECK(k.hooks != kNoHook);
      CHECK(bool(k.applies));
      CHECK(bool(k.replace));
      CHECK(k.priority == kernel::ModifierPriority::CancelReplace);
    }
  }
  SUBCASE("every trigger has a title; a rule that installs something names a modifier or trigger, and a title") {
    for (const auto& k : effect_kinds()) {
      INFO(k.name);
      if (k.role == EffectRole::Trigger) CHECK(k.title != nullptr);
      if (!k.installs) continue;
      CHECK(k.role == EffectRole::Rule);
      CHECK(k.title != nullptr);
      CHECK((find_effect_kind(k.installs, EffectRole::Modifier) || find_effect_kind(k.installs, EffectRole::Trigger)));
    }
  }
  SUBCASE("a rule that installs a modifier puts it in play under its title, for its Spirit") {
    Engine e = setup(two_lands("{}", R"({"spirits": [{"id": "bringer", "name": "Bringer of Dreams and Nightmares"}]})"));
    bool found = false;
    for (const auto& m : e.modifiers.all())
      if (m.payload.kind == "dream-instead-of-destroy")
        found = m.name == "To Dream a Thousand Deaths" && m.payload.spirit == "bringer" && m.duration == kernel::Duration::Permanent;
    CHECK(found);
  }
}

TEST_CASE("A modifier set up by a card is logged in its kind's own words, with the card's numbers") {
  SUBCASE("the slots take the op's n, signed or not, and its piece kind") {
    CHECK(effect_words(*find_effect_kind("dahan-damage", EffectRole::Modifier), 1, "") == "each Dahan deals +1 Damage");
    CHECK(effect_words(*find_effect_kind("health", EffectRole::Modifier), -1, "town-city") == "Town/City get -1 Health");
    CHECK(effect_words(*find_effect_kind("ravage-defend-per-dahan", EffectRole::Modifier), 2, "") ==
          "Defend 2 per Dahan taking part in each Ravage");
  }
  SUBCASE("a kind that names no piece has words for that") {
    CHECK(effect_words(*find_effect_kind("skip-invader-actions", EffectRole::Modifier), 0, "") == "the Invaders skip every action");
    CHECK(effect_words(*find_effect_kind("skip-invader-actions", EffectRole::Modifier), 0, "build") == "the Invaders skip Build");
  }
  SUBCASE("every kind's words fill: no slot the filler does not know") {
    for (const auto& k : effect_kinds()) {
      INFO(k.name);
      CHECK_NOTHROW(effect_words(k, 1, "explorer"));
      CHECK(effect_words(k, 1, "explorer").find('{') == std::string::npos);
    }
  }
  SUBCASE("the log line of a card's modifier") {
    Engine e = setup(two_lands(R"({"A3": {"dahan": 1}})"));
    e.basic_action("Test Card", ops(R"([{"op": "modifier", "name": "dahan-damage", "n": 1, "scope": "land"}])"), "A3", "");
    const auto& lines = e.log_lines();
    CHECK(std::find(lines.begin(), lines.end(), "Test Card: each Dahan deals +1 Damage in A3 this turn.") != lines.end());
  }
}
