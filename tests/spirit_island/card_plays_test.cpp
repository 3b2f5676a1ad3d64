// Card Plays and the Violence Aspect: extra plays only for Power Cards with a Damage or Destroy
// instruction; "— or —" options.
#include <doctest/doctest.h>

#include "games/spirit_island/rules/card_plays.h"
#include "kernel/errors.h"
#include "si_test_support.h"

using namespace arbiter::si;
using namespace arbiter::si::test;

static const char* kBringer =
    R"({"spirits": [{"id": "b", "name": "Bringer of Dreams and Nightmares", "aspect": "Violence", "card_plays": 1}]})";

TEST_CASE("A Damage or Destroy instruction is one the card itself gives, in any option or branch") {
  Engine e = setup(two_lands("{}"));
  auto has = [&](const std::string& card) { return !damage_or_destroy_instruction(e.lib.powers.at(card).ops).empty(); };
  CHECK(has("Veil the Night's Hunt"));  // only in its first option
  CHECK(has("Asphyxiating Smoke"));     // Destroy 1 Town
  CHECK(has("The Land Thrashes in Furious Pain"));
  CHECK(has("Unquenchable Flames"));
  CHECK_FALSE(has("Concealing Shadows"));                    // changes how Damage is done
  CHECK_FALSE(has("Flame's Fury"));                          // changes how much Damage others do
  CHECK_FALSE(has("Flowing and Silent Forms Dart By"));      // saves pieces from destruction
  CHECK_FALSE(has("Portents of Disaster"));                  // checks when pieces are destroyed
  CHECK_FALSE(has("Vanish Softly Away, Forgotten by All"));  // removes (damaged) pieces
  CHECK_FALSE(has("Stubborn Solidity"));                     // "damaged" only in its reminder text
}

TEST_CASE("Violence: Card Plays count double, the extra ones only for Damage/Destroy cards") {
  Engine e = setup(two_lands("{}", kBringer));
  SUBCASE("a qualifying card takes the extra play") {
    play_cards(e, "b", {"Concealing Shadows", "Veil the Night's Hunt"});
    CHECK(e.state().find_spirit("b")->played.size() == 2);
  }
  SUBCASE("two cards without such an instruction cannot both be played") {
    CHECK_THROWS_WITH_AS(play_cards(e, "b", {"Concealing Shadows", "Flame's Fury"}),
                         doctest::Contains("no Damage or Destroy instruction"), arbiter::kernel::RuleError);
    CHECK(e.state().find_spirit("b")->played.empty());
  }
  SUBCASE("never more cards than plays") {
    CHECK_THROWS_AS(play_cards(e, "b", {"Asphyxiating Smoke", "Veil the Night's Hunt", "Unquenchable Flames"}),
                    arbiter::kernel::RuleError);
  }
  SUBCASE("plays add up over the turn and reset when Time Passes") {
    play_cards(e, "b", {"Veil the Night's Hunt"});
    CHECK_THROWS_AS(play_cards(e, "b", {"Concealing Shadows", "Flame's Fury"}), arbiter::kernel::RuleError);
    play_cards(e, "b", {"Flame's Fury"});
    e.time_passes();
    CHECK(e.state().find_spirit("b")->played.empty());
  }
  SUBCASE("without the Aspect there are no extra plays") {
    Engine f = setup(
        two_lands("{}", R"({"spirits": [{"id": "b", "name": "Bringer of Dreams and Nightmares", "card_plays": 1}]})"));
    CHECK_THROWS_AS(play_cards(f, "b", {"Concealing Shadows", "Veil the Night's Hunt"}), arbiter::kernel::RuleError);
  }
}

TEST_CASE("\"— or —\": the player resolves one option of the card") {
  Engine e = setup(two_lands(R"({"A3": {"dahan": 2, "explorer": 2}})", R"({"spirits": [{"id": "s"}]})"));
  SUBCASE("the first option by default") {
    e.use_power("Veil the Night's Hunt", "s", "A3");
    CHECK(count(e, "A3", "explorer") == 0);
    CHECK(count(e, "A3", "dahan") == 2);
  }
  SUBCASE("the second when chosen") {
    e.script({{"option", "Veil the Night's Hunt", {"Push up to 3 Dahan"}, "t", false}});
    e.use_power("Veil the Night's Hunt", "s", "A3");
    CHECK(count(e, "A3", "explorer") == 2);
    CHECK(count(e, "A4", "dahan") == 2);
  }
  SUBCASE("a choose-one needs two options, each with a label and operations") {
    nlohmann::json one = nlohmann::json::parse(R"([{"op": "choose-one", "options": [{"label": "x", "do": []}]}])");
    CHECK_THROWS_AS(parse_ops(arbiter::kernel::JsonReader(one, "t")), arbiter::kernel::LoadError);
    nlohmann::json bad = nlohmann::json::parse(
        R"([{"op": "choose-one", "options": [{"label": "x", "do": []}, {"lable": "y", "do": []}]}])");
    CHECK_THROWS_AS(parse_ops(arbiter::kernel::JsonReader(bad, "t")), arbiter::kernel::LoadError);
  }
}

TEST_CASE("An Ominous Dawn: 1 Fear per Power Card in play whose own instructions generate Fear") {
  Engine e =
      setup(two_lands("{}", R"({"spirits": [{"id": "h", "card_plays": 4}], "fear": {"pool": 20, "per_card": 20}})"));
  CHECK(fear_instruction(e.lib.powers.at("Concealing Shadows").ops) == "1 Fear");
  CHECK(
      fear_instruction(e.lib.powers.at("The Land Thrashes in Furious Pain").ops).empty());  // Fear only from destroying
  SUBCASE("only cards in play count") {
    e.event_card("An Ominous Dawn");
    CHECK(e.state().fear_generated == 0);
  }
  SUBCASE("Fear instructions count, other cards don't") {
    play_cards(e, "h", {"Concealing Shadows", "Asphyxiating Smoke", "Flame's Fury", "Veil the Night's Hunt"});
    e.event_card("An Ominous Dawn");
    CHECK(e.state().fear_generated == 2);
  }
}

TEST_CASE("Wavering Resolve (Terror Level II-III): remove 1 Health of Invaders per Fear-generating card in play") {
  auto game = [](int terror_level) {
    return R"({"spirits": [{"id": "h", "card_plays": 4}], "fear": {"pool": 20, "per_card": 20, "terror_level": )" +
           std::to_string(terror_level) + "}}";
  };
  const char* pieces = R"({"A3": {"city": 1, "explorer": 1}, "A4": {"town": 1, "explorer": 1}})";
  auto invaders = [](const Engine& e) {
    int n = 0;
    for (const auto& l : e.state().lands) n += l.invaders();
    return n;
  };
  SUBCASE("Terror Level I is An Ominous Dawn: Fear, nothing removed") {
    Engine e = setup(two_lands(pieces, game(1)));
    play_cards(e, "h", {"Concealing Shadows", "Asphyxiating Smoke", "Veil the Night's Hunt"});
    e.event_card("An Ominous Dawn");
    CHECK(e.state().fear_generated == 2);
    CHECK(invaders(e) == 4);
  }
  SUBCASE("Terror Level II: no Fear; 2 Health pooled over the island, the default the most Health first") {
    Engine e = setup(two_lands(pieces, game(2)));
    play_cards(e, "h", {"Concealing Shadows", "Asphyxiating Smoke", "Flame's Fury"});
    e.event_card("An Ominous Dawn");
    CHECK(e.state().fear_generated == 0);
    CHECK(e.state().land("A4").count(PieceKind::Town) == 0);  // the City (3 Health) does not fit
    CHECK(e.state().land("A3").count(PieceKind::City) == 1);
    CHECK(e.state().land("A3").count(PieceKind::Explorer) == 1);
    CHECK(e.state().land("A4").count(PieceKind::Explorer) == 1);  // the Town took both Health
  }
  SUBCASE("Terror Level III: the players pick which Invaders, across lands, until nothing fits") {
    Engine e = setup(two_lands(pieces, game(3)));
    play_cards(e, "h", {"Concealing Shadows", "Asphyxiating Smoke", "Veil the Night's Hunt"});
    e.script({pick("which-piece", "Wavering Resolve", "A3:explorer")});
    e.event_card("An Ominous Dawn");
    CHECK(e.state().land("A3").count(PieceKind::Explorer) == 0);
    CHECK(e.state().land("A4").count(PieceKind::Explorer) == 0);  // the 1 Health left: only an Explorer fits
    CHECK(e.state().land("A4").count(PieceKind::Town) == 1);
    CHECK(e.state().land("A3").count(PieceKind::City) == 1);
  }
  SUBCASE("no card in play generates Fear: nothing is removed") {
    Engine e = setup(two_lands(pieces, game(2)));
    play_cards(e, "h", {"Flame's Fury"});
    e.event_card("An Ominous Dawn");
    CHECK(invaders(e) == 4);
  }
}
