// Bestow the Endurance of Bedrock (Stone's Unyielding Defiance): Blight added to one of its lands
// neither destroys Presence (anyone's) nor cascades — unless the Blight then outnumbers its
// Presence there. Both sides: the Blight count against its Presence, its land or not.
#include <doctest/doctest.h>

#include "si_test_support.h"

using namespace arbiter::si;
using namespace arbiter::si::test;

namespace {
const char* kStone = R"({"spirits": [{"id": "stone", "name": "Stone's Unyielding Defiance"},
                                     {"id": "earth", "name": "Vital Strength of the Earth"}]})";

Engine blighted(const std::string& pieces, const std::string& game_state = kStone) {
  Engine e = setup(two_lands(pieces, game_state));
  e.basic_action("Blight", ops(R"([{"op": "add-blight", "n": 1}])"), "A3", "");
  return e;
}
int bedrock_presence(const Engine& e, const std::string& land, const std::string& spirit) {
  return e.state().land(land).presence_of(spirit);
}
}  // namespace

TEST_CASE("Bestow the Endurance of Bedrock: Blight not outnumbering Stone's Presence destroys no Presence") {
  SUBCASE("1 Blight, 1 Presence of Stone: neither Stone's nor another Spirit's Presence is destroyed") {
    Engine e = blighted(R"({"A3": {"presence": {"stone": 1, "earth": 1}}})");
    CHECK(count(e, "A3", "blight") == 1);
    CHECK(bedrock_presence(e, "A3", "stone") == 1);
    CHECK(bedrock_presence(e, "A3", "earth") == 1);
  }
  SUBCASE("2 Blight then, 1 Presence of Stone: the Blight outnumbers it, Presence is destroyed as usual") {
    Engine e = blighted(R"({"A3": {"blight": 1, "presence": {"stone": 1, "earth": 1}}})");
    CHECK(bedrock_presence(e, "A3", "stone") == 0);
    CHECK(bedrock_presence(e, "A3", "earth") == 0);
  }
  SUBCASE("2 Blight, 2 Presence of Stone: equal is not outnumbering") {
    Engine e = blighted(R"({"A3": {"blight": 1, "presence": {"stone": 2}}})");
    CHECK(bedrock_presence(e, "A3", "stone") == 2);
  }
  SUBCASE("not Stone's land: another Spirit's Presence is destroyed") {
    Engine e = blighted(R"({"A3": {"presence": {"earth": 1}}})");
    CHECK(bedrock_presence(e, "A3", "earth") == 0);
  }
  SUBCASE("All Things Weaken: no Presence there or next door, though its Beasts still go") {
    Engine e = blighted(R"({"A3": {"presence": {"stone": 1}, "beasts": 1}, "A4": {"presence": {"earth": 1}}})",
                        R"({"spirits": [{"id": "stone", "name": "Stone's Unyielding Defiance"},
                                        {"id": "earth", "name": "Vital Strength of the Earth"}],
                            "blight_card": {"name": "All Things Weaken", "flipped": true}, "turn": 2})");
    CHECK(bedrock_presence(e, "A3", "stone") == 1);
    CHECK(bedrock_presence(e, "A4", "earth") == 1);
    CHECK(count(e, "A3", "beasts") == 0);
  }
}

TEST_CASE("Bestow the Endurance of Bedrock: Blight not outnumbering Stone's Presence does not cascade") {
  SUBCASE("2 Blight, 2 Presence: no cascade") {
    Engine e = blighted(R"({"A3": {"blight": 1, "presence": {"stone": 2}}})");
    CHECK(count(e, "A3", "blight") == 2);
    CHECK(count(e, "A4", "blight") == 0);
  }
  SUBCASE("2 Blight, 1 Presence: it cascades") {
    Engine e = blighted(R"({"A3": {"blight": 1, "presence": {"stone": 1}}})");
    CHECK(count(e, "A4", "blight") == 1);
  }
  SUBCASE("without Stone: it cascades") {
    Engine e = blighted(R"({"A3": {"blight": 1, "presence": {"earth": 2}}})");
    CHECK(count(e, "A4", "blight") == 1);
  }
}
