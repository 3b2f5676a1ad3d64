// Presence that moves along with Dahan (rules/moves_with_dahan.h): Thunderspeaker's Ally of the
// Dahan, the Warrior Aspect's Damage when its Incarna comes along, Hearth-Vigil's Loyal Guardian.
// Both sides of each: its land or not, taken or declined, all Dahan gone or not, once per action.
#include <doctest/doctest.h>

#include "games/spirit_island/rules/incarna.h"
#include "si_test_support.h"

using namespace arbiter::si;
using namespace arbiter::si::test;

namespace {
const char* kThunder = R"({"spirits": [{"id": "thunder", "name": "Thunderspeaker"},
                                       {"id": "earth", "name": "Vital Strength of the Earth"}]})";
const char* kWarrior = R"({"spirits": [{"id": "thunder", "name": "Thunderspeaker", "aspect": "Warrior"}]})";
const char* kHearth = R"({"spirits": [{"id": "hearth", "name": "Hearth-Vigil"}]})";

// Pushes Dahan out of A3 (to A4, its only neighbour) in an action of `spirit`.
void push_dahan(Engine& e, int n, const std::string& spirit = "thunder") {
  e.basic_action("push", ops(R"([{"op": "push", "what": "dahan", "n": )" + std::to_string(n) + "}]"), "A3", spirit);
}
}  // namespace

TEST_CASE("Ally of the Dahan: whenever a Dahan moves from one of Thunderspeaker's lands, 1 Presence may go along") {
  SUBCASE("taken (the default): 1 Presence goes with the Dahan, the other stays") {
    Engine e = setup(two_lands(R"({"A3": {"dahan": 1, "presence": {"thunder": 2}}})", kThunder));
    push_dahan(e, 1);
    CHECK(e.state().land("A3").presence_of("thunder") == 1);
    CHECK(e.state().land("A4").presence_of("thunder") == 1);
  }
  SUBCASE("two Dahan moved: each may bring 1") {
    Engine e = setup(two_lands(R"({"A3": {"dahan": 2, "presence": {"thunder": 2}}})", kThunder));
    push_dahan(e, 2);
    CHECK(e.state().land("A4").presence_of("thunder") == 2);
  }
  SUBCASE("declined: the Presence stays") {
    Engine e = setup(two_lands(R"({"A3": {"dahan": 1, "presence": {"thunder": 1}}})", kThunder));
    e.script({pick("option", "Ally of the Dahan: A3>A4", "nothing")});
    push_dahan(e, 1);
    CHECK(e.state().land("A3").presence_of("thunder") == 1);
    CHECK(e.state().land("A4").presence_of("thunder") == 0);
  }
  SUBCASE("not from one of its lands: nothing moves along") {
    Engine e = setup(two_lands(R"({"A3": {"dahan": 1}, "A4": {"presence": {"thunder": 1}}})", kThunder));
    push_dahan(e, 1);
    CHECK(e.state().land("A4").presence_of("thunder") == 1);
    CHECK(e.state().land("A3").presence_of("thunder") == 0);
  }
  SUBCASE("another Spirit's Presence does not move with Dahan") {
    Engine e = setup(two_lands(R"({"A3": {"dahan": 1, "presence": {"earth": 1}}})", kThunder));
    push_dahan(e, 1, "earth");
    CHECK(e.state().land("A3").presence_of("earth") == 1);
  }
}

TEST_CASE(
    "Warrior-Spirits Raiding Party: the Incarna coming along with Dahan its own action moves deals 1 Damage, "
    "once per action") {
  const std::string pieces = R"({"A3": {"dahan": 1, "explorer": 1, "incarna": ["thunder"]}, "A4": {"explorer": 1}})";
  const std::string there_and_back =
      R"([{"op": "push", "what": "dahan", "n": 1}, {"op": "push", "what": "dahan", "n": 1, "land": "A4"}])";
  SUBCASE("the Incarna goes along: 1 Damage destroys A4's Explorer; back with another move, no second Damage") {
    Engine e = setup(two_lands(pieces, kWarrior));
    e.script(
        {pick("option", "Ally of the Dahan: A3>A4", "incarna"), pick("option", "Ally of the Dahan: A4>A3", "incarna")});
    e.basic_action("Raid", ops(there_and_back), "A3", "thunder");
    CHECK(incarna_land(e.state(), "thunder") == "A3");
    CHECK(e.state().land("A4").count(PieceKind::Explorer) == 0);
    CHECK(e.state().land("A3").count(PieceKind::Explorer) == 1);
  }
  SUBCASE("the Damage declined: the Incarna moves, the Explorer stays") {
    Engine e = setup(two_lands(pieces, kWarrior));
    e.script(
        {pick("option", "Ally of the Dahan: A3>A4", "incarna"), pick("may", "Warrior-Spirits Raiding Party", "no")});
    push_dahan(e, 1);
    CHECK(incarna_land(e.state(), "thunder") == "A4");
    CHECK(e.state().land("A4").count(PieceKind::Explorer) == 1);
  }
  SUBCASE("an action not its own moves the Dahan: the Incarna may go along, but deals no Damage") {
    Engine e = setup(two_lands(pieces, kWarrior));
    e.script({pick("option", "Ally of the Dahan: A3>A4", "incarna")});
    push_dahan(e, 1, "");
    CHECK(incarna_land(e.state(), "thunder") == "A4");
    CHECK(e.state().land("A4").count(PieceKind::Explorer) == 1);
  }
  SUBCASE("the Incarna stays (nothing goes along): no Damage") {
    Engine e = setup(two_lands(pieces, kWarrior));
    e.script({pick("option", "Ally of the Dahan: A3>A4", "nothing")});
    push_dahan(e, 1);
    CHECK(incarna_land(e.state(), "thunder") == "A3");
    CHECK(e.state().land("A4").count(PieceKind::Explorer) == 1);
  }
}

TEST_CASE("Loyal Guardian: when all Dahan leave one of Hearth-Vigil's lands, any number of its Presence may go along") {
  SUBCASE("the last Dahan leaves: by default all its Presence there go with it") {
    Engine e = setup(two_lands(R"({"A3": {"dahan": 1, "presence": {"hearth": 2}}})", kHearth));
    push_dahan(e, 1, "hearth");
    CHECK(e.state().land("A3").presence_of("hearth") == 0);
    CHECK(e.state().land("A4").presence_of("hearth") == 2);
  }
  SUBCASE("the players send 1 of 2") {
    Engine e = setup(two_lands(R"({"A3": {"dahan": 1, "presence": {"hearth": 2}}})", kHearth));
    e.script({pick("up-to", "Loyal Guardian: A3>A4", "1")});
    push_dahan(e, 1, "hearth");
    CHECK(e.state().land("A3").presence_of("hearth") == 1);
    CHECK(e.state().land("A4").presence_of("hearth") == 1);
  }
  SUBCASE("a Dahan stays behind: not all left, so the Presence stays") {
    Engine e = setup(two_lands(R"({"A3": {"dahan": 2, "presence": {"hearth": 2}}})", kHearth));
    push_dahan(e, 1, "hearth");
    CHECK(e.state().land("A3").presence_of("hearth") == 2);
  }
  SUBCASE("two Dahan leave in one action: the Presence follows once the second has gone") {
    Engine e = setup(two_lands(R"({"A3": {"dahan": 2, "presence": {"hearth": 1}}})", kHearth));
    push_dahan(e, 2, "hearth");
    CHECK(e.state().land("A4").presence_of("hearth") == 1);
  }
}
