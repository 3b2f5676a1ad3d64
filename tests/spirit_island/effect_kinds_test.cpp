// The table of effect kinds: every path that installs an effect takes its priority from there.
#include <doctest/doctest.h>

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
