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
    CHECK(hash == "#/r/l5r-rule-duration-scope-prevention-effects/demo/l5r-demo-prevention-until-end-of-turn/step/3?board=board.turn%3D2");
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
