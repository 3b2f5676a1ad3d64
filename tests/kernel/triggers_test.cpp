// Triggered actions: "after each action that does X at least once, do Y exactly once".
#include <doctest/doctest.h>

#include "kernel/triggers.h"

using namespace arbiter::kernel;

namespace {
struct Watch {
  std::string fact;
};
bool did(const Trigger<Watch>& t, const ActionRecord& r) { return r.count(t.payload.fact) > 0; }
}  // namespace

TEST_CASE("A trigger fires once after an action that did X, however many times it did X") {
  ActionTree tree;
  TriggerRegistry<Watch> reg;
  reg.add("Vengeance", "Power", Duration::ThisTurn, {"destroyed"});
  ActionId a = tree.add(kNoAction, Relation::Initial, "Ravage");
  tree.at(a).facts.push_back({"destroyed", "A3", "dahan", 3});
  CHECK(reg.fired_by(tree, a, did).size() == 1);
  SUBCASE("but not after an action that did not do X") {
    ActionId b = tree.add(kNoAction, Relation::Initial, "Build");
    CHECK(reg.fired_by(tree, b, did).empty());
  }
}

TEST_CASE("A triggered action can never trigger itself, directly or through actions it caused") {
  ActionTree tree;
  TriggerRegistry<Watch> reg;
  TriggerId v = reg.add("Vengeance", "Power", Duration::ThisTurn, {"destroyed"});
  ActionId ravage = tree.add(kNoAction, Relation::Initial, "Ravage");
  ActionId vengeance = tree.add(ravage, Relation::Triggered, "Vengeance", "", v);
  tree.at(vengeance).facts.push_back({"destroyed", "A3", "city", 1});
  SUBCASE("directly") { CHECK(reg.fired_by(tree, vengeance, did).empty()); }
  SUBCASE("through a nested action it caused") {
    ActionId nested = tree.add(vengeance, Relation::Nested, "Blighted Island");
    tree.at(nested).facts.push_back({"destroyed", "A4", "town", 1});
    CHECK(reg.fired_by(tree, nested, did).empty());
  }
  SUBCASE("through another triggered action it caused") {
    ActionId other = tree.add(vengeance, Relation::Triggered, "Military Response", "", 99);
    tree.at(other).facts.push_back({"destroyed", "A4", "town", 1});
    CHECK(reg.fired_by(tree, other, did).empty());
  }
  SUBCASE("but another trigger can still fire from it") {
    reg.add("Military Response", "Scenario", Duration::Permanent, {"destroyed"});
    auto fired = reg.fired_by(tree, vengeance, did);
    REQUIRE(fired.size() == 1);
    CHECK(fired[0]->name == "Military Response");
  }
}

TEST_CASE("An action can trigger what it set up: the check happens after it completes") {
  ActionTree tree;
  TriggerRegistry<Watch> reg;
  ActionId power = tree.add(kNoAction, Relation::Initial, "Forsake Society to Chase After Dreams");
  reg.add("Gather the Explorers", "Lure", Duration::ThisTurn, {"replaced"}, power);
  tree.at(power).facts.push_back({"replaced", "A5", "explorer", 1});
  CHECK(reg.fired_by(tree, power, did).size() == 1);
}

TEST_CASE("Triggers set up by a Power last for the current turn; \"the next time\" triggers are spent after firing") {
  ActionTree tree;
  TriggerRegistry<Watch> reg;
  reg.add("Vengeance", "Power", Duration::ThisTurn, {"destroyed"});
  reg.add("Portents", "Power", Duration::UntilUsed, {"destroyed"});
  reg.add("Military Response", "Scenario", Duration::Permanent, {"destroyed"});
  ActionId a = tree.add(kNoAction, Relation::Initial, "Ravage");
  tree.at(a).facts.push_back({"destroyed", "A3", "town", 1});
  CHECK(reg.fired_by(tree, a, did).size() == 3);
  CHECK(reg.fired_by(tree, a, did).size() == 2);  // Portents is spent
  reg.expire(Boundary::EndOfTurn);
  REQUIRE(reg.all().size() == 1);
  CHECK(reg.all()[0].name == "Military Response");
}
