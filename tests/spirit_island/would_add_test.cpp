// The would-add hook point: every piece added to a land passes through it, and the adversary rules
// that add something "instead" are replacement effects there — Trading Port (Scotland Level 1) and
// More Rural Than Urban (Habsburg Level 2) — ordered like any other, so two that could both apply
// to one add are a choice.
#include <doctest/doctest.h>

#include <algorithm>

#include "si_test_support.h"

using namespace arbiter;
using namespace arbiter::si;
using namespace arbiter::si::test;

namespace {
const char* kScotland = R"({"adversary": {"name": "Kingdom of Scotland", "level": 1}})";
const char* kHabsburg2 = R"J({"adversary": {"name": "Habsburg Monarchy (Livestock Colony)", "level": 2}})J";

InvaderCard coastal_lands_card() {
  InvaderCard c;
  c.name = "coastal";
  c.stage = 2;
  c.coastal = true;
  return c;
}

int add_order_choices(const Engine& e) {
  return static_cast<int>(std::count_if(e.choices().history().begin(), e.choices().history().end(),
                                        [](const kernel::ChoicePoint& c) { return c.kind == "modifier-order"; }));
}

// The names of the modifiers of that kind in play.
std::vector<std::string> in_play(const Engine& e, const std::string& kind) {
  std::vector<std::string> names;
  for (const auto& m : e.modifiers().all())
    if (m.payload.kind == kind) names.push_back(m.name);
  return names;
}

int pieces_on_board(const Engine& e, const std::string& board, const std::string& what) {
  int n = 0;
  for (const auto& l : e.state().lands)
    if (l.board == board) n += e.count_what(l, what);
  return n;
}

// One action doing `json_ops` in `land` (no Spirit): a Power's or an Event's instruction.
void act_in(Engine& e, const std::string& land, const std::string& json_ops) {
  e.basic_action("effect", ops(json_ops), land, "");
}
}  // namespace

TEST_CASE("Trading Port (Scotland Level 1) replaces an Explore card's Explorer in a Coastal land with a Town") {
  SUBCASE("an Explore card, Coastal land: 1 Town and no Explorer, put in play as the modifier Trading Port") {
    Engine e = setup(two_lands("{}", kScotland));
    CHECK(in_play(e, "town-instead-of-explorer") == std::vector<std::string>{"Trading Port"});
    e.invader_card(card("jungle"), "explore", true);
    CHECK(count(e, "A3", "town") == 1);
    CHECK(count(e, "A3", "explorer") == 0);
  }
  SUBCASE("an Explore card, Inland land: the Explorer") {
    Engine e = setup(two_lands(R"({"A3": {"town": 1}})", kScotland));
    e.invader_card(card("sands"), "explore", true);
    CHECK(count(e, "A4", "explorer") == 1);
    CHECK(count(e, "A4", "town") == 0);
  }
  SUBCASE("an Explore no card caused (a Power's \"Invaders Explore\"), Coastal land: the Explorer") {
    Engine e = setup(two_lands("{}", kScotland));
    act_in(e, "A3", R"([{"op": "invader-action", "action": "explore"}])");
    CHECK(count(e, "A3", "explorer") == 1);
    CHECK(count(e, "A3", "town") == 0);
  }
  SUBCASE("an Explorer added by an effect, not an Explore: the Explorer") {
    Engine e = setup(two_lands("{}", kScotland));
    act_in(e, "A3", R"([{"op": "add", "what": "explorer", "n": 1}])");
    CHECK(count(e, "A3", "explorer") == 1);
    CHECK(count(e, "A3", "town") == 0);
  }
  SUBCASE("below Level 1 (no Scotland): the Explorer, and nothing in play") {
    Engine e = setup(two_lands("{}", R"({"adversary": {"name": "Kingdom of Scotland", "level": 0}})"));
    CHECK(in_play(e, "town-instead-of-explorer").empty());
    e.invader_card(card("jungle"), "explore", true);
    CHECK(count(e, "A3", "explorer") == 1);
    CHECK(count(e, "A3", "town") == 0);
  }
  SUBCASE("the Coastal Lands card: a Town in at most 2 lands per board, so the third Coastal land gets its Explorer") {
    Engine e = setup(R"({"board": {"standard": ["A", "B"]}, "game_state": )" + std::string(kScotland) + "}");
    e.invader_card(coastal_lands_card(), "explore", true);
    for (const char* board : {"A", "B"}) {
      CAPTURE(board);
      CHECK(pieces_on_board(e, board, "town") == 2);
      CHECK(pieces_on_board(e, board, "explorer") == 1);
    }
  }
  SUBCASE("a terrain card has no such limit: 3 Coastal lands of one board, 3 Towns") {
    Engine e = setup(R"({"board": {"lands": [{"id": "A1", "terrain": "jungle", "coastal": true, "adjacent": ["A2"]},
                                              {"id": "A2", "terrain": "jungle", "coastal": true, "adjacent": ["A1", "A3"]},
                                              {"id": "A3", "terrain": "jungle", "coastal": true, "adjacent": ["A2"]}],
                                    "pieces": {}}, "game_state": )" +
                     std::string(kScotland) + "}");
    e.invader_card(card("jungle"), "explore", true);
    CHECK(pieces_on_board(e, "A", "town") == 3);
    CHECK(pieces_on_board(e, "A", "explorer") == 0);
  }
}

TEST_CASE("More Rural Than Urban (Habsburg Level 2) replaces the City a Build adds to an Inland land with 2 Towns") {
  SUBCASE(
      "a Build card, Inland land, a City due: 2 Towns and no City, put in play as the modifier More Rural Than Urban") {
    Engine e = setup(two_lands(R"({"A4": {"town": 1}})", kHabsburg2));
    CHECK(in_play(e, "towns-instead-of-city") == std::vector<std::string>{"More Rural Than Urban"});
    e.invader_card(card("sands"), "build", true);
    CHECK(count(e, "A4", "town") == 3);
    CHECK(count(e, "A4", "city") == 0);
  }
  SUBCASE("any Build counts, a Power's \"Invaders Build\" too: 2 Towns") {
    Engine e = setup(two_lands(R"({"A4": {"town": 1}})", kHabsburg2));
    act_in(e, "A4", R"([{"op": "invader-action", "action": "build"}])");
    CHECK(count(e, "A4", "town") == 3);
    CHECK(count(e, "A4", "city") == 0);
  }
  SUBCASE("a Coastal land: the City") {
    Engine e = setup(two_lands(R"({"A3": {"town": 1}})", kHabsburg2));
    e.invader_card(card("jungle"), "build", true);
    CHECK(count(e, "A3", "city") == 1);
    CHECK(count(e, "A3", "town") == 1);
  }
  SUBCASE("a Town due: 1 Town, as usual") {
    Engine e = setup(two_lands(R"({"A4": {"explorer": 1}})", kHabsburg2));
    e.invader_card(card("sands"), "build", true);
    CHECK(count(e, "A4", "town") == 1);
    CHECK(count(e, "A4", "city") == 0);
  }
  SUBCASE("a City added by an effect, not a Build: the City") {
    Engine e = setup(two_lands("{}", kHabsburg2));
    act_in(e, "A4", R"([{"op": "add", "what": "city", "n": 1}])");
    CHECK(count(e, "A4", "city") == 1);
    CHECK(count(e, "A4", "town") == 0);
  }
  SUBCASE("below Level 2: the City") {
    Engine e = setup(two_lands(R"({"A4": {"town": 1}})",
                               R"J({"adversary": {"name": "Habsburg Monarchy (Livestock Colony)", "level": 1}})J"));
    CHECK(in_play(e, "towns-instead-of-city").empty());
    e.invader_card(card("sands"), "build", true);
    CHECK(count(e, "A4", "city") == 1);
  }
}

// No two printed rules replace the same add (Trading Port an Explorer, More Rural Than Urban a City),
// so a second replacement of the same kind is put in play through the effects block.
TEST_CASE("Replacements competing for one add: the players choose the order, and only the first replaces it") {
  const std::string second_port = R"([{"modifier": "town-instead-of-explorer", "name": "Second Port"}])";
  SUBCASE("both apply: the order is a choice in the land, by default creation order; one Town, not two") {
    Engine e = setup(two_lands("{}", kScotland, second_port));
    e.invader_card(card("jungle"), "explore", true);
    REQUIRE(add_order_choices(e) == 1);
    const kernel::ChoicePoint& cp = e.choices().history().front();
    CHECK(cp.context == "A3");
    CHECK(cp.options == std::vector<std::string>{"Trading Port", "Second Port"});
    CHECK_FALSE(cp.scripted);
    CHECK(count(e, "A3", "town") == 1);
    CHECK(count(e, "A3", "explorer") == 0);
  }
  SUBCASE("the players put the other first: it replaces the add, and the Town it adds is a new add neither replaces") {
    Engine e = setup(two_lands("{}", kScotland, second_port));
    e.script({{"modifier-order", "A3", {"Second Port", "Trading Port"}, "test", false}});
    e.invader_card(card("jungle"), "explore", true);
    REQUIRE(add_order_choices(e) == 1);
    CHECK(e.choices().history().front().scripted);
    CHECK(count(e, "A3", "town") == 1);
    CHECK(count(e, "A3", "explorer") == 0);
  }
  SUBCASE("only one applies to each add: no choice") {
    Engine e = setup(
        two_lands(R"({"A4": {"town": 1}})", kScotland, R"([{"modifier": "towns-instead-of-city", "name": "Rural"}])"));
    e.invader_card(card("jungle"), "explore", true);
    e.invader_card(card("sands"), "build", true);
    CHECK(add_order_choices(e) == 0);
    CHECK(count(e, "A3", "town") == 1);
    CHECK(count(e, "A4", "town") == 3);
    CHECK(count(e, "A4", "city") == 0);
  }
}
