// The table of effect kinds: every path that installs an effect takes its priority from there.
#include <doctest/doctest.h>

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
