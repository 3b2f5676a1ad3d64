// The card library is data: parsed at load time, every name checked.
#include <doctest/doctest.h>

#include <fstream>
#include <sstream>

#include "games/spirit_island/library.h"
#include "kernel/errors.h"
#include "kernel/json_reader.h"
#include "test_paths.h"

using namespace arbiter;

static nlohmann::json boards() { return kernel::read_json_file(arbiter::test::repo_path("data/si/boards.json")); }

static std::string error_of(const std::string& cards) {
  try {
    si::Library::parse(nlohmann::json::parse(cards), "cards.json", boards(), "boards.json");
  } catch (const kernel::LoadError& e) {
    return e.what();
  }
  return "(no error)";
}

TEST_CASE("The repository's card library and boards load") {
  si::Library lib = si::Library::load_dir(arbiter::test::repo_path("data/si"));
  CHECK(lib.powers.count("Vengeance of the Dead") == 1);
  CHECK(lib.blight_cards.count("Unnatural Proliferation") == 1);
  REQUIRE(lib.boards.count("A") == 1);
  CHECK(lib.boards.at("A").lands.size() == 8);
  for (const auto& [name, b] : lib.boards)
    for (const auto& l : b.lands)
      for (const auto& a : l.adjacent) {
        const si::Land* other = nullptr;
        for (const auto& o : b.lands)
          if (o.id == a) other = &o;
        REQUIRE(other != nullptr);
        INFO(l.id << " - " << a);
        CHECK(std::find(other->adjacent.begin(), other->adjacent.end(), l.id) != other->adjacent.end());
      }
}

TEST_CASE("Unknown operations, members and rule names in the card data are load errors with a path") {
  CHECK(error_of(R"({"powers": [{"name": "X", "kind": "minor", "ops": [{"op": "smite"}]}]})")
            .find("cards.json: at /powers/0/ops/0/op: expected one of fear") == 0);
  CHECK(error_of(R"({"powers": [{"name": "X", "kind": "minor", "ops": [{"op": "fear", "m": 1}]}]})")
            .find("cards.json: at /powers/0/ops/0/m: expected no member \"m\"") == 0);
  CHECK(error_of(R"({"powers": [{"name": "X", "kind": "minor", "ops": [{"op": "trigger", "name": "vengance"}]}]})")
            .find("cards.json: at /powers/0/ops/0/name: expected a known trigger") == 0);
  CHECK(error_of(R"({"spirits": [{"name": "S", "rules": ["earth-vitality"]}]})")
            .find("cards.json: at /spirits/0/rules/0: expected a known named rule") == 0);
  CHECK(error_of(R"({"powers": [{"name": "X", "kind": "minor", "ops": [{"op": "damage", "to": "goblins"}]}]})")
            .find("cards.json: at /powers/0/ops/0/to: expected one of explorer") == 0);
  // A modifier's `what` is checked against what its kind accepts: an Invader action for a skip, pieces otherwise.
  CHECK(
      error_of(
          R"({"powers": [{"name": "X", "kind": "minor", "ops": [{"op": "modifier", "name": "skip-invader-actions", "what": "goblins"}]}]})")
          .find("cards.json: at /powers/0/ops/0/what: expected one of ravage, build, explore") == 0);
  CHECK(
      error_of(
          R"({"powers": [{"name": "X", "kind": "minor", "ops": [{"op": "modifier", "name": "health", "what": "build"}]}]})")
          .find("cards.json: at /powers/0/ops/0/what: expected one of explorer") == 0);
  CHECK(
      error_of(
          R"({"powers": [{"name": "X", "kind": "minor", "ops": [{"op": "modifier", "name": "skip-invader-actions", "what": "build"}]}]})") ==
      "(no error)");
}

TEST_CASE("An Aspect's \"replaces\" names only its Spirit's rules and innate Powers, checked at load") {
  const std::string head =
      R"({"powers": [{"name": "I", "kind": "innate", "spirit": "S", "ops": []}, {"name": "M", "kind": "minor", "ops": []}],
          "spirits": [{"name": "S", "rules": ["earths-vitality"]}],
          "aspects": [{"name": "A", "spirit": "S", "rules": [], "replaces": )";
  CHECK(error_of(head + R"(["earths-vitality", "I"]}]})") == "(no error)");
  CHECK(error_of(head + R"(["heavy-mining"]}]})")
            .find("cards.json: at /aspects/0/replaces/0: expected a rule or an innate Power of S") == 0);
  CHECK(error_of(head + R"(["M"]}]})")
            .find("cards.json: at /aspects/0/replaces/0: expected a rule or an innate Power of S") == 0);
}

TEST_CASE("An Aspect's \"innates\" names only innate Powers of its Spirit, checked at load") {
  const std::string head =
      R"({"powers": [{"name": "I", "kind": "innate", "spirit": "S", "ops": []}, {"name": "M", "kind": "minor", "ops": []},
                     {"name": "J", "kind": "innate", "spirit": "T", "ops": []}],
          "spirits": [{"name": "S", "rules": []}, {"name": "T", "rules": []}],
          "aspects": [{"name": "A", "spirit": "S", "rules": [], "innates": )";
  CHECK(error_of(head + R"(["I"]}]})") == "(no error)");
  for (const char* other : {R"(["M"]}]})", R"(["J"]}]})", R"(["nothing"]}]})"}) {
    CAPTURE(other);
    CHECK(error_of(head + other).find("cards.json: at /aspects/0/innates/0: expected an innate Power of S") == 0);
  }
}

TEST_CASE("The library can be given as text (for the browser)") {
  std::ifstream c(arbiter::test::repo_path("data/si/cards.json")), b(arbiter::test::repo_path("data/si/boards.json"));
  std::stringstream cs, bs;
  cs << c.rdbuf();
  bs << b.rdbuf();
  si::set_library_text(cs.str(), bs.str());
  CHECK(si::library().powers.count("Blur the Arc of Years") == 1);
  si::set_library_dir(arbiter::test::repo_path("data/si"));
}
