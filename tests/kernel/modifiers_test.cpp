// Modifiers apply in priority order: quantity, then cancel/replace, then alter/additional; between
// equal priorities the players choose.
#include <doctest/doctest.h>

#include "kernel/errors.h"
#include "kernel/modifiers.h"

using namespace arbiter::kernel;

namespace {
struct P {};
std::vector<std::string> names(const std::vector<Modifier<P>*>& v) {
  std::vector<std::string> out;
  for (auto* m : v) out.push_back(m->name);
  return out;
}
}  // namespace

TEST_CASE(
    "Modifiers apply quantity first, then cancel/replace, then alter/additional, whatever order they were made in") {
  ModifierSet<P> set;
  set.add("Words of Warning", "", ModifierPriority::Alter, Duration::ThisTurn, {});
  set.add("A Year of Perfect Stillness", "", ModifierPriority::CancelReplace, Duration::ThisTurn, {});
  set.add("Pour Time Sideways", "", ModifierPriority::Quantity, Duration::ThisTurn, {});
  Choices c;
  auto order = set.ordered([](auto&) { return true; }, c, "A3", kNoAction);
  CHECK(names(order) ==
        std::vector<std::string>{"Pour Time Sideways", "A Year of Perfect Stillness", "Words of Warning"});
  CHECK(c.history().empty());  // no tie, no choice
}

TEST_CASE("Between modifiers of equal priority the players choose the order") {
  ModifierSet<P> set;
  set.add("Words of Warning", "", ModifierPriority::Alter, Duration::ThisTurn, {});
  set.add("Warn of Impending Conflict", "", ModifierPriority::Alter, Duration::ThisTurn, {});
  Choices c;
  SUBCASE("scripted") {
    c.script({{"modifier-order", "", {"Warn of Impending Conflict", "Words of Warning"}, "test", false}});
    auto order = set.ordered([](auto&) { return true; }, c, "A3", kNoAction);
    CHECK(names(order) == std::vector<std::string>{"Warn of Impending Conflict", "Words of Warning"});
    CHECK(c.history().at(0).scripted);
  }
  SUBCASE("by default, in the order they were created, and the choice is recorded") {
    auto order = set.ordered([](auto&) { return true; }, c, "A3", kNoAction);
    CHECK(names(order) == std::vector<std::string>{"Words of Warning", "Warn of Impending Conflict"});
    REQUIRE(c.history().size() == 1);
    CHECK_FALSE(c.history()[0].scripted);
  }
}

TEST_CASE("Modifiers expire at their boundary; until-used ones once spent") {
  ModifierSet<P> set;
  set.add("this action", "", ModifierPriority::Alter, Duration::ThisAction, {}, 4);
  set.add("this turn", "", ModifierPriority::Alter, Duration::ThisTurn, {});
  int once = set.add("next time", "", ModifierPriority::CancelReplace, Duration::UntilUsed, {});
  set.add("rule", "", ModifierPriority::Alter, Duration::Permanent, {});
  set.expire(Boundary::ActionEnd, 4);
  CHECK(set.all().size() == 3);
  set.spend(once);
  set.expire(Boundary::ActionEnd, 5);
  CHECK(set.all().size() == 2);
  set.expire(Boundary::EndOfTurn);
  REQUIRE(set.all().size() == 1);
  CHECK(set.all()[0].name == "rule");
}

TEST_CASE("A scripted choice must be one of the options") {
  Choices c;
  c.script({{"cascade", "A3", {"A9"}, "file.json:/choices/0", false}});
  ChoicePoint cp{"cascade", "Where does Blight cascade?", "A3", {"A2", "A4"}, {}, false, kNoAction};
  CHECK_THROWS_WITH_AS(c.decide_one(cp, "A2"), doctest::Contains("file.json:/choices/0"), RuleError);
  SUBCASE("and a scripted answer only answers choices of its kind and context") {
    Choices d;
    d.script({{"cascade", "A4", {"A5"}, "x", false}});
    CHECK(d.decide_one(cp, "A2") == "A2");
    CHECK(d.unused().size() == 1);
  }
}
