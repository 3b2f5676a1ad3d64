// The byte ranges of a JSON document's parts (json_parts.h): each part's text parses to the value
// nlohmann_json reads for it, and a text that is not one object or array of parts is refused.
#include <doctest/doctest.h>

#include <nlohmann/json.hpp>

#include "corpus/json_parts.h"
#include "corpus_test_util.h"

using arbiter::corpus::split_json;
using nlohmann::json;

TEST_CASE("an object's members and an array's elements are found as their own text") {
  SUBCASE("an object, with strings holding brackets, escaped quotes and layout") {
    const std::string text =
        " {\"a\" : [1, {\"b\": \"]}\"}] ,\n\"q\\\"k\":\"x\\\"]\", \"n\":-1.5e3,\"t\":true,\"z\":null}\n";
    const auto split = split_json(text);
    CHECK(split.error.empty());
    CHECK(split.is_object);
    REQUIRE(split.parts.size() == 5);
    CHECK(split.parts[0].key == "a");
    CHECK(split.parts[0].value == "[1, {\"b\": \"]}\"}]");
    CHECK(split.parts[1].key == "q\\\"k");
    CHECK(split.parts[1].value == "\"x\\\"]\"");
    CHECK(split.parts[2].value == "-1.5e3");
    CHECK(split.parts[3].value == "true");
    CHECK(split.parts[4].value == "null");
  }
  SUBCASE("an array") {
    const auto split = split_json("[{\"x\":[]},\"s\",3]");
    CHECK_FALSE(split.is_object);
    REQUIRE(split.parts.size() == 3);
    CHECK(split.parts[0].key.empty());
    CHECK(split.parts[0].value == "{\"x\":[]}");
    CHECK(split.parts[1].value == "\"s\"");
    CHECK(split.parts[2].value == "3");
  }
  SUBCASE("empty ones") {
    CHECK(split_json("{}").is_object);
    CHECK(split_json("{}").parts.empty());
    CHECK(split_json(" [ ] ").error.empty());
    CHECK(split_json(" [ ] ").parts.empty());
  }
}

TEST_CASE("the committed corpus splits into the values nlohmann_json reads") {
  const std::string text = arbiter::test::read_file(arbiter::test::repo_path("data/corpus.json"));
  const json doc = json::parse(text);
  const auto top = split_json(text);
  REQUIRE(top.is_object);
  REQUIRE(top.parts.size() == doc.size());
  for (const auto& part : top.parts) CHECK(json::parse(part.value) == doc.at(part.key));
  const auto& entries =
      *std::find_if(top.parts.begin(), top.parts.end(), [](const auto& p) { return p.key == "entries"; });
  const auto list = split_json(entries.value);
  REQUIRE(list.parts.size() == doc["entries"].size());
  for (size_t i = 0; i < list.parts.size(); ++i) CHECK(json::parse(list.parts[i].value) == doc["entries"][i]);
}

TEST_CASE("a text that is not one object or array of parts is not split") {
  for (const char* text : {"", "  ", "3", "\"s\"", "{\"a\":1", "{\"a\":1} x", "{\"a\" 1}", "{\"a\":1 \"b\":2}", "[1 2]",
                           "{1:2}", "[1,]x", "[\"open]"}) {
    CAPTURE(text);
    const auto split = split_json(text);
    CHECK_FALSE(split.error.empty());
    CHECK(split.parts.empty());
    CHECK_FALSE(split.is_object);
  }
  // The parts' own parse checks what lies inside them: a split is not a validation.
  CHECK(split_json("[tru]").error.empty());
}
