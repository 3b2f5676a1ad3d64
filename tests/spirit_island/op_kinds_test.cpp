// The operation table (rules/op_kinds.cpp) and the what table (ops.cpp): every operation and every
// piece, group or token name declared once, and the loader reading only from them.
#include <doctest/doctest.h>

#include <set>
#include <stdexcept>

#include "games/spirit_island/rules/op_kinds.h"
#include "si_test_support.h"

using namespace arbiter;
using namespace arbiter::si;
using namespace arbiter::si::test;

TEST_CASE("Every operation kind has one row, in OpKind order; data names every row but the rule step") {
  const auto last = static_cast<size_t>(OpKind::Step);
  REQUIRE(op_kinds().size() == last + 1);
  std::set<std::string> names;
  for (size_t i = 0; i <= last; ++i) {
    const OpKindRow& row = op_kind(static_cast<OpKind>(i));
    CHECK(static_cast<size_t>(row.kind) == i);
    CHECK((row.words != nullptr));
    CHECK((row.run != nullptr));
    CHECK((row.name == nullptr) == (row.kind == OpKind::Step));
    if (row.name) CHECK(names.insert(row.name).second);
  }
  CHECK(op_names().size() == names.size());
  CHECK_THROWS_WITH(ops(R"([{"op": "rule step"}])"), doctest::Contains("expected one of fear, damage"));
}

TEST_CASE("An operation accepts the keys of its row and no other") {
  for (const auto& row : op_kinds()) {
    if (!row.name) continue;
    CAPTURE(row.name);
    nlohmann::json j{{"op", row.name}, {"bogus", 1}};
    CHECK_THROWS_WITH(parse_op(kernel::JsonReader(j, "test")), doctest::Contains("no member \"bogus\" here"));
  }
  SUBCASE("a key another operation takes is refused too") {
    CHECK_THROWS_WITH(ops(R"([{"op": "isolate", "n": 2}])"), doctest::Contains("no member \"n\" here"));
    CHECK(ops(R"([{"op": "defend", "n": 2}])").front().n == 2);
  }
}

TEST_CASE("Plain words come from the row of the operation's kind") {
  CHECK(describe(ops(R"([{"op": "push", "what": "dahan", "n": 2, "up_to": true}])").front()) == "Push up to 2 Dahan");
  CHECK(describe(ops(R"([{"op": "damage", "n": 1, "to": "town-city"}])").front()) == "1 Damage to Town/City");
  CHECK(describe(rule_step([](Engine&, kernel::ActionId) {})) == "rule step");
}

TEST_CASE("The what table: each name once, pieces and tokens where the model lists them") {
  std::set<std::string> names;
  for (const auto& w : whats()) {
    CAPTURE(w.name);
    CHECK(names.insert(w.name).second);
    if (w.kind == WhatKind::Piece) CHECK(piece_names().at(static_cast<size_t>(w.index)) == w.name);
    if (w.kind == WhatKind::Token) CHECK(token_names().at(static_cast<size_t>(w.index)) == w.name);
  }
  for (const auto& p : piece_names()) CHECK(what_of(p).kind == WhatKind::Piece);
  for (const auto& t : token_names()) CHECK(what_of(t).kind == WhatKind::Token);
  CHECK_THROWS_AS(what_of("ocean"), std::logic_error);
}

TEST_CASE("A piece or group covers its pieces only") {
  CHECK(what_of("invaders").covers(PieceKind::City));
  CHECK_FALSE(what_of("invaders").covers(PieceKind::Dahan));
  CHECK(what_of("town-city").covers(PieceKind::Town));
  CHECK_FALSE(what_of("town-city").covers(PieceKind::Explorer));
  CHECK(what_of("explorer-town").covers(PieceKind::Explorer));
  CHECK_FALSE(what_of("explorer-town").covers(PieceKind::City));
  CHECK(what_of("dahan").covers(PieceKind::Dahan));
  CHECK_FALSE(what_of("dahan").covers(PieceKind::Town));
  CHECK_FALSE(what_of("beasts").covers(PieceKind::Explorer));
  CHECK_FALSE(what_of("strife").covers(PieceKind::Explorer));
}

TEST_CASE("choose-land's preferences and each's kinds of thing are the rows of their tables") {
  CHECK(ops(R"([{"op": "choose-land", "prefer": "lowest-number"}])").front().prefer == "lowest-number");
  CHECK_THROWS_WITH(ops(R"([{"op": "choose-land", "prefer": "nearest"}])"),
                    doctest::Contains("expected one of fewest-town-city, most-invaders"));
  CHECK(ops(R"([{"op": "each", "over": "player", "do": []}])").front().over == "player");
  CHECK_THROWS_WITH(ops(R"([{"op": "each", "over": "island", "do": []}])"),
                    doctest::Contains("expected one of board, land, spirit, player"));
  SUBCASE("a preference orders the lands the players pick from") {
    Engine e = setup(two_lands(R"({"A3": {"town": 2}, "A4": {"town": 1}})"));
    e.basic_action("pick",
                   ops(R"([{"op": "choose-land", "prefer": "fewest-town-city"}, {"op": "add", "what": "dahan"}])"), "",
                   "");
    CHECK(count(e, "A4", "dahan") == 1);
    Engine f = setup(two_lands(R"({"A3": {"town": 2}, "A4": {"town": 1}})"));
    f.basic_action(
        "pick", ops(R"([{"op": "choose-land", "prefer": "most-town-city"}, {"op": "add", "what": "dahan"}])"), "", "");
    CHECK(count(f, "A3", "dahan") == 1);
  }
}
