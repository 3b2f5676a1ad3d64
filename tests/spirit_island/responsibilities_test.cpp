// Finder of Paths Unseen's Responsibilities to the Dead: after one of its own actions destroys
// Invaders or Dahan, it destroys 1 Presence and loses 1 Energy, or with no Energy destroys another.
#include <doctest/doctest.h>

#include "si_test_support.h"

using namespace arbiter::si;
using namespace arbiter::si::test;

namespace {
Engine finder(int energy, const std::string& a3) {
  const std::string gs = R"({"spirits": [{"id": "finder", "name": "Finder of Paths Unseen", "energy": )" +
                         std::to_string(energy) + R"(}, {"id": "other", "name": "Thunderspeaker"}]})";
  return setup(
      two_lands(R"({"A3": {)" + a3 + R"(, "presence": {"finder": 1}}, "A4": {"presence": {"finder": 2}}})", gs));
}
int finder_presence(const Engine& e) { return e.state().presence_on_island("finder"); }
int finder_energy(const Engine& e) { return e.state().find_spirit("finder")->energy; }
void finder_act(Engine& e, const std::string& spirit, const std::string& op) {
  e.basic_action("act", ops("[" + op + "]"), "A3", spirit);
}
}  // namespace

TEST_CASE("Responsibilities to the Dead: 1 Presence and 1 Energy after its action destroys Invaders or Dahan") {
  SUBCASE("it destroys an Explorer: 1 Presence, 1 Energy") {
    Engine e = finder(2, R"("explorer": 1)");
    finder_act(e, "finder", R"({"op": "destroy", "what": "explorer", "n": 1})");
    CHECK(finder_presence(e) == 2);
    CHECK(finder_energy(e) == 1);
  }
  SUBCASE("it destroys two pieces in one action: still once") {
    Engine e = finder(2, R"("explorer": 1, "dahan": 1)");
    finder_act(e, "finder",
               R"({"op": "destroy", "what": "explorer", "n": 1}, {"op": "destroy", "what": "dahan", "n": 1})");
    CHECK(finder_presence(e) == 2);
    CHECK(finder_energy(e) == 1);
  }
  SUBCASE("Damage that destroys a Dahan counts") {
    Engine e = finder(1, R"("dahan": 1)");
    finder_act(e, "finder", R"({"op": "damage", "n": 2, "to": "dahan"})");
    CHECK(finder_presence(e) == 2);
    CHECK(finder_energy(e) == 0);
  }
  SUBCASE("no Energy to lose: another Presence instead") {
    Engine e = finder(0, R"("explorer": 1)");
    finder_act(e, "finder", R"({"op": "destroy", "what": "explorer", "n": 1})");
    CHECK(finder_presence(e) == 1);
    CHECK(finder_energy(e) == 0);
  }
  SUBCASE("its action destroys nothing (Damage short of Health): nothing") {
    Engine e = finder(2, R"("town": 1)");
    finder_act(e, "finder", R"({"op": "damage", "n": 1, "to": "invaders"})");
    CHECK(finder_presence(e) == 3);
    CHECK(finder_energy(e) == 2);
  }
  SUBCASE("another Spirit's action destroys: not its responsibility") {
    Engine e = finder(2, R"("explorer": 1)");
    finder_act(e, "other", R"({"op": "destroy", "what": "explorer", "n": 1})");
    CHECK(finder_presence(e) == 3);
    CHECK(finder_energy(e) == 2);
  }
  SUBCASE("the Invaders' Ravage destroys Dahan: not its responsibility") {
    Engine e = finder(2, R"("town": 1, "dahan": 1)");
    e.invader_action("ravage", "A3");
    CHECK(count(e, "A3", "dahan") == 0);
    CHECK(finder_energy(e) == 2);
  }
}

TEST_CASE("Responsibilities to the Dead: a Ravage nested in its action is the Invaders' action, not its own") {
  Engine e = finder(2, R"("town": 1, "dahan": 1)");
  finder_act(e, "finder", R"({"op": "invader-action", "action": "ravage"})");
  CHECK(count(e, "A3", "dahan") == 0);  // the nested Ravage destroyed it
  CHECK(finder_energy(e) == 2);
  CHECK(count(e, "A4", "presence") == 2);
}

TEST_CASE("Responsibilities to the Dead: pieces its action moves into the Ocean are Drowned, its responsibility") {
  const std::string gs = R"({"spirits": [{"id": "finder", "name": "Finder of Paths Unseen", "energy": 2},
                                         {"id": "ocean", "name": "Ocean's Hungry Grasp"}]})";
  const std::string pieces = R"({"A3": {"explorer": 1, "presence": {"ocean": 1}}, "A4": {"presence": {"finder": 2}}})";
  SUBCASE("Finder pushes the Explorer into the Ocean: Drowning destroys it, so 1 Presence and 1 Energy") {
    Engine e = setup(two_lands(pieces, gs));
    e.script({pick("push", "A3:explorer", "ocean-A")});
    finder_act(e, "finder", R"({"op": "push", "what": "explorer", "n": 1})");
    CHECK(count(e, "ocean-A", "explorer") == 0);
    CHECK(finder_presence(e) == 1);
    CHECK(finder_energy(e) == 1);
  }
  SUBCASE("Ocean pushes it in: Finder is not responsible") {
    Engine e = setup(two_lands(pieces, gs));
    e.script({pick("push", "A3:explorer", "ocean-A")});
    finder_act(e, "ocean", R"({"op": "push", "what": "explorer", "n": 1})");
    CHECK(count(e, "ocean-A", "explorer") == 0);
    CHECK(finder_presence(e) == 2);
    CHECK(finder_energy(e) == 2);
  }
}
