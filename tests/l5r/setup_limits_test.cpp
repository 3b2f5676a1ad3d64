// Issue 19: the app's What if edits a demonstration's set-up and the URL carries the edit, so any
// number or id can reach the loader. Out-of-range or unknown values must be refused at load time
// with the file, the JSON path and what was expected there, never run.
#include <doctest/doctest.h>
#include <nlohmann/json.hpp>

#include <fstream>
#include <string>

#include "kernel/errors.h"
#include "l5r_helpers.h"

using namespace arbiter;
using nlohmann::json;

namespace {

const std::string kFile = "data/scenarios/l5r/prevention-individual.json";

// The demonstration the crash was reported on.
json demo() {
  std::ifstream in(arbiter::test::repo_path(kFile));
  return json::parse(in);
}

kernel::LoadError setup_load_error(const json& doc) {
  try {
    scenario::run_scenario(doc, arbiter::test::repo_path(kFile));
  } catch (const kernel::LoadError& e) {
    return e;
  }
  FAIL_CHECK("expected the edited set-up to be refused at load time");
  return kernel::LoadError("", "", "");
}

void check_refused(const json& doc, const std::string& path, const std::string& expected) {
  const kernel::LoadError e = setup_load_error(doc);
  CHECK(e.file.find("prevention-individual.json") != std::string::npos);
  CHECK(e.path == path);
  INFO("expected: " << e.expected);
  CHECK(e.expected.find(expected) != std::string::npos);
}

}  // namespace

TEST_CASE("An edited L5R set-up with a number out of range is refused with its JSON path") {
  json doc = demo();
  json& board = doc["board"];
  SUBCASE("turn 0, before the first turn (its active player is undefined)") {
    board["turn"] = 0;
    check_refused(doc, "/board/turn", "an integer from 1 to 20 (got 0)");
  }
  SUBCASE("a negative turn") {
    board["turn"] = -2147483647 - 1;
    check_refused(doc, "/board/turn", "an integer from 1 to 20");
  }
  SUBCASE("a turn beyond the last an advance step may reach") {
    board["turn"] = 21;
    check_refused(doc, "/board/turn", "an integer from 1 to 20 (got 21)");
  }
  SUBCASE("a turn too large for 32 bits is not wrapped into range") {
    board["turn"] = 4294967297ULL;  // 2^32 + 1 would read as 1
    check_refused(doc, "/board/turn", "an integer that fits in 32 bits");
  }
  SUBCASE("Family Honor at which a player has already lost or won") {
    board["players"]["P2"]["honor"] = -20;
    check_refused(doc, "/board/players/P2/honor", "an integer from -19 to 39 (got -20)");
    board["players"]["P2"]["honor"] = 40;
    check_refused(doc, "/board/players/P2/honor", "an integer from -19 to 39 (got 40)");
  }
  SUBCASE("Family Honor that would overflow as effects add to it") {
    board["players"]["P1"]["honor"] = 2147483647;
    check_refused(doc, "/board/players/P1/honor", "an integer from -19 to 39");
  }
  SUBCASE("a negative or huge Chi") {
    board["in_play"][0]["chi"] = -1;
    check_refused(doc, "/board/in_play/0/chi", "an integer from 0 to 20 (got -1)");
    board["in_play"][0]["chi"] = 1000000;
    check_refused(doc, "/board/in_play/0/chi", "an integer from 0 to 20");
  }
}

TEST_CASE("An edited L5R set-up naming an unknown phase, player, card or a battlefield twice is refused") {
  json doc = demo();
  json& board = doc["board"];
  SUBCASE("a phase the turn does not have") {
    board["phase"] = "upkeep";
    check_refused(doc, "/board/phase", "one of action, attack, dynasty, end (got \"upkeep\")");
  }
  SUBCASE("a third player") {
    board["players"]["P3"] = json::object();
    check_refused(doc, "/board/players", "exactly two players");
  }
  SUBCASE("a controller who is not a player") {
    board["in_play"][1]["controller"] = "P9";
    check_refused(doc, "/board/in_play/1", "P9");
  }
  SUBCASE("a card name outside the library") {
    board["in_play"][0]["card"] = "EX Nobody";
    check_refused(doc, "/board/in_play/0/card", "a card name from data/l5r/cards.json");
  }
  SUBCASE("two battlefields with the same id") {
    board["battlefields"].push_back(board["battlefields"][0]);
    check_refused(doc, "/board/battlefields/1/id", "a battlefield id not used before (\"BF1\" is taken)");
  }
}

TEST_CASE("Edits inside the limits still run: the crash report's turn 2 and the extreme Honors") {
  json doc = demo();
  doc["board"]["turn"] = 2;
  doc["board"]["phase"] = "action";
  doc["board"]["players"]["P1"]["honor"] = -19;
  doc["board"]["players"]["P2"]["honor"] = 39;
  const kernel::Trace t = scenario::run_scenario(doc, arbiter::test::repo_path(kFile));
  REQUIRE(!t.steps.empty());
  CHECK(t.steps.front().board["turn"] == 2);
  CHECK(t.steps.front().board["active_player"] == "P2");
  CHECK(t.steps.front().board["players"][0]["honor"] == -19);
}
