// Folding, word splitting, stemming and typo distance: the pieces every match relies on.
#include <doctest/doctest.h>

#include <string>
#include <vector>

#include "search/edit_distance.h"
#include "search/fold.h"
#include "search/stem.h"
#include "search/tokenizer.h"

using namespace arbiter::search;

namespace {
struct Word {
  std::string text;
  uint32_t begin, end;
};
std::vector<Word> words(std::string_view text) {
  std::vector<Word> out;
  for_each_word(text, [&](const WordSpan& w) { out.push_back({std::string(w.word), w.begin, w.end}); });
  return out;
}
std::vector<std::string> texts(std::string_view text) {
  std::vector<std::string> out;
  for (auto& w : words(text)) out.push_back(w.text);
  return out;
}
}  // namespace

TEST_CASE("folding ignores case, accents and typographic punctuation") {
  CHECK(fold_words("Flame’s Fury") == "flames fury");
  CHECK(fold_words("“Effects do not happen”") == "effects do not happen");
  CHECK(fold_words("Café Ærø – Łódź") == "cafe aero lodz");
  CHECK(fold_words("Branch & Claw") == "branch claw");
  CHECK(fold_words("  ") == "");
}

TEST_CASE("words keep byte ranges into the original text") {
  auto w = words("Ocean’s “Hungry” Grasp");
  REQUIRE(w.size() == 3);
  CHECK(w[0].text == "ocean");  // possessive dropped, the range still covers it
  CHECK(w[0].begin == 0);
  CHECK(w[0].end == 9);  // "Ocean’s" is 9 bytes: ’ takes 3
  CHECK(w[1].text == "hungry");
  CHECK(std::string("Ocean’s “Hungry” Grasp").substr(w[1].begin, w[1].end - w[1].begin) == "Hungry");
  SUBCASE("apostrophes join, hyphens and ampersands split") {
    CHECK(texts("don't Wind-Sped B&C") == std::vector<std::string>{"dont", "wind", "sped", "b", "c"});
  }
  SUBCASE("invalid UTF-8 never stops the scan") {
    CHECK(texts("ab\xff\xfe cd\xe2") == std::vector<std::string>{"ab", "cd"});
  }
  SUBCASE("overlong words are cut") { CHECK(texts(std::string(500, 'x'))[0].size() == kMaxWordBytes); }
}

TEST_CASE("light stemming joins plurals and verb forms") {
  for (const char* w : {"ravage", "ravaged", "ravages", "ravaging"}) CHECK(stem(w) == "ravag");
  CHECK(stem("cities") == stem("city"));
  CHECK(stem("destroyed") == stem("destroys"));
  CHECK(stem("added") == stem("add"));
  CHECK(stem("used") == stem("use"));
  CHECK(stem("pushing") == stem("push"));
  SUBCASE("short words, numbers and -ss/-us/-is endings are left alone") {
    CHECK(stem("its") == "its");
    CHECK(stem("100") == "100");
    CHECK(stem("across") == "across");
    CHECK(stem("this") == "this");
  }
}

TEST_CASE("typo distance counts a transposition as one edit") {
  CHECK(bounded_distance("vengeance", "vengeance", 2) == 0);
  CHECK(bounded_distance("vengance", "vengeance", 2) == 1);
  CHECK(bounded_distance("teh", "the", 1) == 1);
  CHECK(bounded_distance("dahan", "dhaan", 1) == 1);
  CHECK(bounded_distance("ravage", "ravge", 1) == 1);
  CHECK(bounded_distance("isolet", "isolate", 2) == 2);
  SUBCASE("beyond the bound it reports bound + 1") {
    CHECK(bounded_distance("isolet", "isolate", 1) == 2);
    CHECK(bounded_distance("badlands", "presence", 2) == 3);
  }
  SUBCASE("allowed typos grow with word length") {
    CHECK(allowed_typos(3) == 0);
    CHECK(allowed_typos(5) == 1);
    CHECK(allowed_typos(9) == 2);
  }
}
