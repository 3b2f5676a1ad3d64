// Links are the app's contract with forum posts: every route the app writes reads back the same,
// and the older forms keep working.
#include <doctest/doctest.h>

#include "app/routes.h"

namespace app = arbiter::app;

TEST_CASE("a ruling route names one of its demonstrations, a step and an edited board") {
  SUBCASE("demo, step and board read back as written") {
    app::Route r;
    r.page = app::Route::Page::Ruling;
    r.ruling_id = "l5r-rule-duration-scope-prevention-effects";
    r.demo = "l5r-demo-prevention-until-end-of-turn";
    r.step = 3;
    r.board = "board.turn=2";
    const std::string hash = app::format_route(r);
    CHECK(hash ==
          "#/r/l5r-rule-duration-scope-prevention-effects/demo/l5r-demo-prevention-until-end-of-turn/step/"
          "3?board=board.turn%3D2");
    const app::Route back = app::parse_route(hash);
    CHECK(back.page == app::Route::Page::Ruling);
    CHECK(back.ruling_id == r.ruling_id);
    CHECK(back.demo == r.demo);
    CHECK(back.step == 3);
    CHECK(back.board == r.board);
  }
  SUBCASE("a demo without a step") {
    const app::Route r = app::parse_route("#/r/si-faq-x/demo/si-demo-y");
    CHECK(r.page == app::Route::Page::Ruling);
    CHECK(r.demo == "si-demo-y");
    CHECK(r.step == -1);
    CHECK(app::format_route(r) == "#/r/si-faq-x/demo/si-demo-y");
  }
  SUBCASE("older links without a demo still open the ruling at the step") {
    const app::Route r = app::parse_route("#/r/si-faq-x/step/2");
    CHECK(r.page == app::Route::Page::Ruling);
    CHECK(r.demo.empty());
    CHECK(r.step == 2);
  }
  SUBCASE("malformed demo segments are broken routes, not guesses") {
    CHECK(app::parse_route("#/r/si-faq-x/demo").page == app::Route::Page::Broken);
    CHECK(app::parse_route("#/r/si-faq-x/demo/").page == app::Route::Page::Broken);
    CHECK(app::parse_route("#/r/si-faq-x/demo/a b").page == app::Route::Page::Broken);
    CHECK(app::parse_route("#/r/si-faq-x/step/2/demo/y").page == app::Route::Page::Broken);
    CHECK(app::parse_route("#/r/si-faq-x/demo/y/step/x").page == app::Route::Page::Broken);
    CHECK(app::parse_route("#/r/si-faq-x/demo/y/step/1/more").page == app::Route::Page::Broken);
  }
}

TEST_CASE("a ruling route may end in a slash, as the ruling pages' own paths do") {
  SUBCASE("with the slash it is the same ruling route as without") {
    const app::Route r = app::parse_route("#/r/si-faq-x/");
    CHECK(r.page == app::Route::Page::Ruling);
    CHECK(r.ruling_id == "si-faq-x");
    CHECK(app::format_route(r) == "#/r/si-faq-x");
    const app::Route step = app::parse_route("#/r/si-faq-x/demo/si-demo-y/step/2/");
    CHECK(step.page == app::Route::Page::Ruling);
    CHECK(step.step == 2);
  }
  SUBCASE("only one slash: an empty segment inside or two at the end are still broken") {
    CHECK(app::parse_route("#/r/si-faq-x//").page == app::Route::Page::Broken);
    CHECK(app::parse_route("#/r//si-faq-x").page == app::Route::Page::Broken);
    CHECK(app::parse_route("#/r/").page == app::Route::Page::Broken);
  }
}

TEST_CASE("the not-found page says in a sentence why a link leads nowhere") {
  SUBCASE("a broken address") {
    const std::string s = app::not_found_sentence(app::parse_route("#/nowhere"));
    CHECK(s == "The address “#/nowhere” does not lead to a page in this version of Arbiter.");
  }
  SUBCASE("an unknown ruling id") {
    const std::string s = app::not_found_sentence(app::parse_route("#/r/si-faq-gone"));
    CHECK(s == "There is no ruling “si-faq-gone” in this version of Arbiter.");
  }
}

TEST_CASE("a search query is cut at kMaxQueryBytes, so every search link the app writes reads back") {
  SUBCASE("a query at the cap is kept whole, one byte more is cut") {
    const std::string at_cap(app::kMaxQueryBytes, 'a');
    CHECK(app::cap_query(at_cap) == at_cap);
    CHECK(app::cap_query(at_cap + "b") == at_cap);
  }
  SUBCASE("the cut never splits a character") {
    std::string q(app::kMaxQueryBytes - 1, 'a');
    q += "é";  // two bytes, the second past the cap
    CHECK(app::cap_query(q) == std::string(app::kMaxQueryBytes - 1, 'a'));
  }
  SUBCASE("a 4,900-character query, every byte percent-encoded, with all four filters, reads back") {
    app::Route r;
    r.query = app::cap_query(std::string(4900, '['));
    r.filters = {std::string(app::kMaxFilterBytes, '['), std::string(app::kMaxFilterBytes, '['),
                 std::string(app::kMaxFilterBytes, '['), std::string(app::kMaxFilterBytes, '[')};
    const std::string hash = app::format_route(r);
    CHECK(hash.size() <= app::kMaxRouteBytes);
    const app::Route back = app::parse_route(hash);
    REQUIRE(back.page == app::Route::Page::Search);
    CHECK(back.query == r.query);
    CHECK(back.filters == r.filters);
  }
  SUBCASE("a longer query in a link is read back cut; a longer filter value is a broken link") {
    const app::Route r = app::parse_route("#/search?q=" + std::string(500, 'a'));
    CHECK(r.page == app::Route::Page::Search);
    CHECK(r.query == std::string(app::kMaxQueryBytes, 'a'));
    CHECK(app::parse_route("#/search?tag=" + std::string(app::kMaxFilterBytes + 1, 'a')).page ==
          app::Route::Page::Broken);
  }
}
