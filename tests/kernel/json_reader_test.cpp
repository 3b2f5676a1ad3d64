// Bad input names the file, the JSON path and what was expected.
#include <doctest/doctest.h>

#include "kernel/json_reader.h"

using namespace arbiter::kernel;

TEST_CASE("A missing member names its path") {
  auto j = nlohmann::json::parse(R"({"board": {"lands": [{"id": "A1"}]}})");
  JsonReader r(j, "s.json");
  try {
    r.at("board").at("lands").at(0).at("terrain");
    FAIL("no error");
  } catch (const LoadError& e) {
    CHECK(e.file == "s.json");
    CHECK(e.path == "/board/lands/0");
    CHECK(std::string(e.what()) == "s.json: at /board/lands/0: expected a member \"terrain\"");
  }
}

TEST_CASE("A value of the wrong type or outside its set says what was expected and what was found") {
  auto j = nlohmann::json::parse(R"({"n": "two", "t": "forest", "k": 7})");
  JsonReader r(j, "s.json");
  CHECK_THROWS_WITH(r.at("n").integer(), "s.json: at /n: expected an integer (got \"two\")");
  CHECK_THROWS_WITH(r.at("t").one_of({"jungle", "sands"}),
                    "s.json: at /t: expected one of jungle, sands (got \"forest\")");
  CHECK_THROWS_WITH(r.at("k").integer(0, 5), "s.json: at /k: expected an integer from 0 to 5 (got 7)");
}

TEST_CASE("An integer beyond 32 bits is refused, not wrapped into range") {
  auto j = nlohmann::json::parse(R"({"big": 4294967297, "low": -4294967295, "max": 2147483647})");
  JsonReader r(j, "s.json");
  CHECK_THROWS_WITH(r.at("big").integer(1, 20),
                    "s.json: at /big: expected an integer that fits in 32 bits (got 4294967297)");
  CHECK_THROWS_WITH(r.at("low").integer(), doctest::Contains("expected an integer that fits in 32 bits"));
  CHECK(r.at("max").integer() == 2147483647);
}

TEST_CASE("Unknown members are rejected (typos do not pass silently)") {
  auto j = nlohmann::json::parse(R"({"expcet": []})");
  CHECK_THROWS_WITH(JsonReader(j, "s.json").only({"expect"}),
                    doctest::Contains("/expcet: expected no member \"expcet\""));
}

TEST_CASE("A JSON syntax error names the file and the byte") {
  CHECK_THROWS_WITH(parse_json_text("{\"a\": }", "bad.json"),
                    doctest::Contains("bad.json: at /: expected valid JSON (syntax error at byte"));
}
