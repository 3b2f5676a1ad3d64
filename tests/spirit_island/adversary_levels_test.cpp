// Adversary levels that change an Invader action: Sweden Level 3 (Ravage Damage) and Habsburg
// Level 2 (Build), each condition from both sides. Russia Level 2 has its own file.
#include <doctest/doctest.h>

#include "si_test_support.h"

using namespace arbiter::si;
using namespace arbiter::si::test;

static std::string adversary(const std::string& name, int level) {
  return R"({"adversary": {"name": ")" + name + R"(", "level": )" + std::to_string(level) + "}}";
}

static Engine ravaged(const std::string& pieces, int sweden_level) {
  Engine e = setup(two_lands(pieces, adversary("Kingdom of Sweden", sweden_level)));
  e.invader_action("ravage", "A3");
  return e;
}

TEST_CASE("Fine Steel for Tools and Guns (Sweden Level 3): Towns deal 3 Damage, Cities 5") {
  SUBCASE("a Town: 3 Damage from Level 3 on, 2 below") {
    CHECK(damage_on(ravaged(R"({"A3": {"town": 1, "dahan": 2}})", 3), "A3", PieceKind::Dahan) == 1);
    CHECK(damage_on(ravaged(R"({"A3": {"town": 1, "dahan": 2}})", 2), "A3", PieceKind::Dahan) == 0);
  }
  SUBCASE("a City: 5 Damage from Level 3 on, 3 below") {
    Engine e = ravaged(R"({"A3": {"city": 1, "dahan": 3}})", 5);
    CHECK(count(e, "A3", "dahan") == 1);
    CHECK(damage_on(e, "A3", PieceKind::Dahan) == 1);
    Engine below = ravaged(R"({"A3": {"city": 1, "dahan": 3}})", 2);
    CHECK(count(below, "A3", "dahan") == 2);
    CHECK(damage_on(below, "A3", PieceKind::Dahan) == 1);
  }
  SUBCASE("Explorers are unchanged") {
    CHECK(damage_on(ravaged(R"({"A3": {"explorer": 1, "dahan": 1}})", 3), "A3", PieceKind::Dahan) == 1);
  }
}

TEST_CASE("More Rural Than Urban (Habsburg Level 2): 1 City built in an Inland land is 2 Towns instead") {
  auto built = [](const std::string& land, const std::string& pieces, int level) {
    Engine e = setup(two_lands(pieces, adversary("Habsburg Monarchy (Livestock Colony)", level)));
    e.invader_action("build", land);
    return e;
  };
  SUBCASE("Inland, a City due: 2 Towns") {
    Engine e = built("A4", R"({"A4": {"town": 1}})", 2);
    CHECK(count(e, "A4", "town") == 3);
    CHECK(count(e, "A4", "city") == 0);
  }
  SUBCASE("below Level 2: the City") {
    Engine e = built("A4", R"({"A4": {"town": 1}})", 1);
    CHECK(count(e, "A4", "town") == 1);
    CHECK(count(e, "A4", "city") == 1);
  }
  SUBCASE("a Coastal land builds its City") {
    Engine e = built("A3", R"({"A3": {"town": 1}})", 2);
    CHECK(count(e, "A3", "city") == 1);
  }
  SUBCASE("a Town due in an Inland land: 1 Town, as usual") {
    Engine e = built("A4", R"({"A4": {"explorer": 1}})", 2);
    CHECK(count(e, "A4", "town") == 1);
  }
}
