// One TEST_CASE per rule of the L5R Celestial "Effects" section; each runs the rule's demonstration
// on the L5R engine and asserts the ruling's outcome on the final board.
#include "l5r_helpers.h"

using arbiter::test::l5r_demo;

TEST_CASE("Definition of effects: each change to each card is a separate effect; costs are not effects") {
  SUBCASE("bowing a unit is one effect per card, prevented one at a time") {
    auto d = l5r_demo("definition-one-effect-per-card");
    CHECK(d.bowed("akira"));
    const auto& spear = d.in_play("akira")->at("attachments").at(0);
    CHECK(spear["bowed"] == false);
  }
  SUBCASE("\"effects do not bow him\" does not stop bowing him as a cost") {
    auto d = l5r_demo("definition-cost-not-effect");
    CHECK(d.bowed("akira"));
    CHECK(d.honor("P1") == 11);
  }
}

TEST_CASE("Order of effects: as written; different sources one at a time; added effects last") {
  SUBCASE("bow, then \"if bowed\" pays; \"if bowed\", then bow does not") {
    auto d = l5r_demo("order-written-order");
    CHECK(d.honor("P1") == 12);
    CHECK(d.bowed("akira"));
  }
  SUBCASE("two copies of a delayed effect resolve one after the other") {
    CHECK(l5r_demo("order-separate-sources").hand("P1") == 3);
  }
  SUBCASE("one piece of text, several simultaneous effects (\"bow all Oni\")") {
    auto d = l5r_demo("order-simultaneous");
    CHECK(d.bowed("kage"));
    CHECK(d.bowed("kuro"));
    CHECK_FALSE(d.bowed("goro"));
  }
  SUBCASE("simultaneous procedures step together; \"consecutively\" does not") {
    CHECK(l5r_demo("order-simultaneous-procedures").in_play("lord2") != nullptr);
    CHECK(l5r_demo("order-consecutive-procedures").in_play("lord2") == nullptr);
  }
  SUBCASE("Exception 3: a battle created by an effect waits; the delayed Honor loss waits for the battle's end") {
    auto d = l5r_demo("order-created-battle-waits");
    CHECK(d.honor("P1") == 5);
    auto at = [&](const std::string& words) {
      for (auto& s : d.trace.steps)
        if (s.log.find(words) != std::string::npos) return s.index;
      return -1;
    };
    int begins = at("battle created by the effect begins");
    REQUIRE(begins > 0);
    CHECK(at("Timely Withdrawal") < begins);
    CHECK(d.trace.steps.at(begins).board["current_battle"] == "BF1");
  }
  SUBCASE("an effect added to an ability resolves after the ability's own effects") {
    auto d = l5r_demo("order-added-effects-last");
    CHECK(d.honor("P1") == 11);
    CHECK(d.hand("P1") == 3);
  }
}

TEST_CASE("Duration of effects: instantaneous changes stay, ongoing ones expire, continuous ones follow their source") {
  auto d = l5r_demo("duration-four-types");
  CHECK(d.honor("P1") == 13);
  CHECK(d.board()["favor"] == "P1");
  CHECK(d.force("akira") == 4);  // 3 + Glory token; the +2F ongoing bonus expired
}

TEST_CASE("Continuous effects: start and stop with their condition; do not re-assert on their own") {
  SUBCASE("condition and source") {
    auto d = l5r_demo("continuous-condition");
    CHECK(d.force("akira") == 3);
  }
  SUBCASE("removed keyword comes back only when the effect ends and begins again") {
    auto d = l5r_demo("continuous-no-reassert");
    auto kws = d.in_play("chiyo")->at("keywords");
    CHECK(std::find(kws.begin(), kws.end(), "Samurai") != kws.end());
  }
}

TEST_CASE("Instantaneous effects: \"ever\" effects and Chi death apply at the \"when\" point") {
  SUBCASE("if he is ever opposed, destroy him") {
    auto d = l5r_demo("instantaneous-ever");
    CHECK(d.in_play("conscript") == nullptr);
    CHECK(d.dead("conscript"));
  }
  SUBCASE("Chi death comes before the \"after\" Reaction; control target survives and is saved") {
    auto d = l5r_demo("instantaneous-chi-death-when");
    CHECK(d.dead("akira"));
    CHECK(d.chi("botan") == 4);
  }
}

TEST_CASE(
    "Ongoing effects: durations, \"while\" vs \"while X remains Y\", one effect when reapplied, kinds vs now in play") {
  SUBCASE("default end of turn, permanent, and the source leaving play") {
    CHECK(l5r_demo("ongoing-default-and-permanent").force("akira") == 4);
  }
  SUBCASE("while reapplies; while remains does not") {
    auto d = l5r_demo("ongoing-while-vs-remains");
    CHECK(d.force("akira") == 5);
    CHECK(d.force("botan") == 2);
  }
  SUBCASE("a negated conditional effect stays negated when it reapplies") {
    CHECK(l5r_demo("ongoing-while-stays-negated").force("akira") == 5);  // 3 + the later, unnegated +2
  }
  SUBCASE("Exception 2: a Terrain's ongoing effects end when it leaves play") {
    auto d = l5r_demo("ongoing-terrain");
    CHECK(d.force("akira") == 3);
    CHECK(d.board()["battlefields"][0]["terrains"].empty());
  }
  SUBCASE("\"your Samurai\" reaches later arrivals; \"now in play\" does not") {
    CHECK(l5r_demo("ongoing-kind-affects-newcomers").force("recruit") == 3);
    CHECK(l5r_demo("ongoing-now-in-play-only").force("recruit") == 2);
  }
}

TEST_CASE("Procedural effects: instantaneous, unless written with a duration") {
  SUBCASE("next Dynasty Phase does not happen") {
    auto d = l5r_demo("procedural-instantaneous");
    CHECK(d.board()["phase_history"][1].get<std::string>().find("skipped") != std::string::npos);
    CHECK(d.board()["phase_history"][2].get<std::string>().find("happens") != std::string::npos);
  }
  SUBCASE("no Dynasty Phase until your next turn") {
    auto d = l5r_demo("procedural-with-duration");
    CHECK(d.board()["phase_history"][0].get<std::string>().find("skipped") != std::string::npos);
    CHECK(d.board()["phase_history"][2].get<std::string>().find("happens") != std::string::npos);
  }
}

TEST_CASE(
    "Tracking rule: a card face down out of play loses its memory, unless the effect does not tell copies apart") {
  SUBCASE("dishonor, ongoing effects and used abilities are forgotten") {
    auto d = l5r_demo("tracking-rule");
    CHECK(d.force("akira") == 3);
    CHECK(d.in_play("akira")->at("dishonored") == false);
    CHECK(d.honor("P1") == 12);  // the ability could be used again after the card returned
  }
  SUBCASE("Exception 3: \"every Samurai you own, in and out of play\" reaches a card in the deck") {
    CHECK(l5r_demo("tracking-indistinct-copies").honor("P1") == 12);
  }
}

TEST_CASE("Delayed effects: activated now, applied later; optional targeting; general vs specific prevention") {
  SUBCASE("applied later, duration from application") {
    auto d = l5r_demo("delayed-activated-then-applied");
    CHECK(d.force("akira") == 3);
  }
  SUBCASE("targeting only in the delayed part is optional") { l5r_demo("delayed-optional-targeting"); }
  SUBCASE("\"effects do not happen\" reaches an activated delayed effect") {
    CHECK_FALSE(l5r_demo("delayed-general-prevention").bowed("goro"));
  }
  SUBCASE("\"do not bow\" is checked when the delayed effect is applied") {
    auto d = l5r_demo("delayed-specific-prevention");
    CHECK_FALSE(d.bowed("goro"));
    CHECK(d.bowed("haru"));
  }
}

TEST_CASE("Indefinite conditional effects: a parent makes a child each time; a delayed effect happens once") {
  auto d = l5r_demo("indefinite-parent-vs-delayed");
  CHECK(d.force("akira") == 5);
  CHECK(d.force("botan") == 3);
}

TEST_CASE("Choices: all-or-none after \"may\", \"or\", chosen vs happened, who chooses, legality") {
  SUBCASE("\"may A and B\": both or neither, negated separately") {
    auto d = l5r_demo("choices-may-all-or-none");
    CHECK(d.chi("daisuke") == 5);
    CHECK(d.hand("P1") == 2);
  }
  SUBCASE("\"may A, and may B\" vs \"may A or B\"") { CHECK(l5r_demo("choices-separate-and-or").hand("P1") == 1); }
  SUBCASE("\"if you choose this\" vs \"if he bowed\"") {
    CHECK(l5r_demo("choices-chosen-vs-happened").honor("P1") == 12);
  }
  SUBCASE("the acting player chooses; the choice keeps the action legal") {
    auto d = l5r_demo("choices-legality-and-chooser");
    CHECK(d.in_play("botan")->at("location") == "BF1");
    CHECK(d.dead("goro"));
  }
}

TEST_CASE("Blind cards rule: legality reads the action's text, not what prevents it") {
  SUBCASE("a prevented move is still a legal action, and no \"before\" Reaction") {
    auto d = l5r_demo("blind-cards-move-prevented");
    CHECK(d.in_play("botan")->at("location") == "home");
    CHECK(d.honor("P1") == 10);
  }
  SUBCASE("a condition in the text is checked") {
    auto d = l5r_demo("blind-cards-text-condition");
    CHECK(d.in_play("mizu")->at("location") == "BF1");
    CHECK(d.bowed("tomo"));
  }
}

TEST_CASE("Source of effects: Chi death from the last Chi penalty; Ranged Attacks from their card") {
  SUBCASE("Chi death source") { CHECK(l5r_demo("source-chi-death").honor("P1") == 13); }
  SUBCASE("Ranged Attack source") { CHECK(l5r_demo("source-ranged-attack").in_play("igoro") != nullptr); }
  SUBCASE("a token's effects come from the effect that last moved it") {
    CHECK(l5r_demo("source-tokens").chi("botan") == 4);
  }
}

TEST_CASE("Effects in and out of play") {
  SUBCASE("activation reaches cards in play; a trait triggered by leaving play works; ongoing effects persist") {
    auto d = l5r_demo("in-out-of-play");
    CHECK(d.honor("P1") == 15);
    CHECK(d.force("recruit") == 3);
  }
  SUBCASE("a continuous effect from a card out of play affects only that card") {
    l5r_demo("in-out-of-play-continuous");
  }
}

TEST_CASE("Prevention: changes are prevented individually") {
  auto d = l5r_demo("prevention-individual");
  CHECK_FALSE(d.bowed("goro"));
  CHECK(d.force("goro") == 1);
}

TEST_CASE("\"Does not\" vs negation: \"will not be negated\" only guards against negation; caps are not negation") {
  SUBCASE("\"do not move\" stops an unnegatable move") {
    CHECK(l5r_demo("does-not-vs-will-not-be-negated").in_play("botan")->at("location") == "home");
  }
  SUBCASE("negation does not stop it") {
    CHECK(l5r_demo("negation-vs-will-not-be-negated").in_play("botan")->at("location") == "BF1");
  }
  SUBCASE("a cap still limits an unnegatable bonus") { CHECK(l5r_demo("cap-is-not-negation").force("monk") == 4); }
}

TEST_CASE("Duration and scope of prevention: current vs new, re-assertion, never retroactive, Chi death") {
  SUBCASE("\"Negate all Force bonuses\" vs \"Negate all new Force bonuses\"") {
    auto d = l5r_demo("prevention-current-vs-new");
    CHECK(d.force("akira") == 3);
    CHECK(d.force("botan") == 4);
    CHECK(d.force("chiyo") == 3);
  }
  SUBCASE("a suppressed continuous bonus re-asserts itself") {
    CHECK(l5r_demo("prevention-reasserts").force("akira") == 4);
  }
  SUBCASE("a new ongoing bonus blocked by a prevention never happens") {
    CHECK(l5r_demo("prevention-new-never-happens").force("akira") == 3);
  }
  SUBCASE("preventing a type of occurrence from actions: current only") { l5r_demo("prevention-current-from-actions"); }
  SUBCASE("a Reaction prevents only the occurrence that triggered it") {
    auto d = l5r_demo("prevention-single-occurrence");
    CHECK(d.dead("akira"));
    CHECK(d.dead("botan"));
  }
  SUBCASE("not retroactive") {
    auto d = l5r_demo("prevention-not-retroactive");
    CHECK(d.honor("P1") == 12);
    CHECK(d.board()["favor"] == "P2");
  }
  SUBCASE("Chi death: a trait set off by the destruction cannot stop it") {
    CHECK(l5r_demo("chi-death-trait-cannot-save").dead("akira"));
  }
  SUBCASE("Chi death: ongoing prevention holds it off until it ends") {
    CHECK(l5r_demo("chi-death-held-off").dead("akira"));
  }
  SUBCASE("Chi death: a substitute set off by the destruction fails") {
    CHECK(l5r_demo("chi-death-no-substitute").dead("akira"));
  }
}

TEST_CASE("\"Effects do not happen\": includes payments during resolution and delayed effects") {
  auto d = l5r_demo("effects-do-not-happen");
  CHECK(d.honor("P1") == 10);
  CHECK(d.hand("P1") == 1);
  CHECK(d.board()["holdings"][0]["bowed"] == false);
}

TEST_CASE("\"May not\" prevents a choice; required choices avoid it; targeting is separate; \"may legally\"") {
  auto d = l5r_demo("may-not");
  CHECK(d.in_play("akira")->at("location") == "home");
  CHECK(d.in_play("botan")->at("location") == "BF1");
  CHECK(d.force("chiyo") == 3);
  for (auto& c : d.board()["choices"])
    CHECK(std::find(c["options"].begin(), c["options"].end(), "akira") == c["options"].end());
}

TEST_CASE("\"Instead\": the substitute replaces the old effect; failure rules") {
  SUBCASE("works") {
    auto d = l5r_demo("instead-works");
    CHECK(d.honor("P1") == 10);
    CHECK(d.bowed("akira"));
  }
  SUBCASE("old already prevented: no substitute") {
    CHECK_FALSE(l5r_demo("instead-old-already-prevented").bowed("akira"));
  }
  SUBCASE("substituted targeting with no new legal target: the original targeting happens") {
    auto d = l5r_demo("instead-targeting-fallback");
    CHECK(d.dead("haru"));
    CHECK(d.dead("goro"));
    CHECK(d.chi("kenji") == 2);
  }
  SUBCASE("new fails: old does not happen either") {
    auto d = l5r_demo("instead-new-fails");
    CHECK(d.board()["battlefields"][0]["army_force"]["P2"] == 2);
    CHECK(d.board()["battlefields"][0]["army_force"]["P1"].is_null());
  }
}
