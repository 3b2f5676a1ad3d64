// Folding, word splitting, stemming and typo distance: the pieces every match relies on.
#include <doctest/doctest.h>

#include <algorithm>
#include <random>
#include <string>
#include <vector>

#include "search/edit_distance.h"
#include "search/fold.h"
#include "search/lexicon.h"
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

TEST_CASE("folding reads compatibility forms as their plain letters and digits, as NFKC does") {
  SUBCASE("full-width letters, digits and punctuation") {
    CHECK(fold_words("ｂａｄｌａｎｄｓ") == "badlands");
    CHECK(fold_words("ＢＡＤＬＡＮＤＳ　ｐ１９") == "badlands p19");  // U+3000, the ideographic space, separates
    CHECK(fold_words("Ｏｃｅａｎ＇ｓ") == "oceans");
  }
  SUBCASE("ligatures and superscript digits") {
    CHECK(fold_words("ﬁre ﬂow ﬀ") == "fire flow ff");
    CHECK(fold_words("10² m³") == "102 m3");
  }
  SUBCASE("full-width digits split from letters like ASCII ones, with byte ranges into the original") {
    CHECK(texts("ｐ１９") == std::vector<std::string>{"p", "19"});
    auto w = words("ｐ１９");
    REQUIRE(w.size() == 2);
    CHECK(w[1].begin == 3);  // each full-width character is 3 bytes
    CHECK(w[1].end == 9);
  }
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
  SUBCASE("letters and digits split, as players type page numbers and stats") {
    CHECK(texts("p19 +2F 2nd L5R") == std::vector<std::string>{"p", "19", "2", "f", "2", "nd", "l", "5", "r"});
  }
}

TEST_CASE("highlight spans are the words' byte ranges") {
  for (std::string_view text : {"Ocean’s “Hungry” Grasp", "p19 +2F don't", "Café 3rd-level"}) {
    std::vector<std::pair<uint32_t, uint32_t>> spans;
    for_each_word_span(text, [&](uint32_t b, uint32_t e) { spans.emplace_back(b, e); });
    const auto w = words(text);
    REQUIRE(spans.size() == w.size());
    for (size_t i = 0; i < w.size(); ++i) CHECK(spans[i] == std::make_pair(w[i].begin, w[i].end));
  }
}

TEST_CASE("stemming joins inflections and derivations (Porter2)") {
  for (const char* w : {"ravage", "ravaged", "ravages", "ravaging"}) CHECK(stem(w) == "ravag");
  CHECK(stem("cities") == stem("city"));
  CHECK(stem("destroyed") == stem("destroys"));
  CHECK(stem("added") == stem("add"));
  CHECK(stem("off") != stem("of"));  // "wear off" is not about every "of"
  CHECK(stem("inn") != stem("in"));
  CHECK(stem("used") == stem("use"));
  CHECK(stem("pushing") == stem("push"));
  SUBCASE("derivations players and rulings mix") {
    CHECK(stem("negation") == stem("negated"));
    CHECK(stem("prevention") == stem("prevented"));
    CHECK(stem("simultaneously") == stem("simultaneous"));
    CHECK(stem("cancellation") == stem("cancels"));
  }
  SUBCASE("the algorithm's own examples") {
    CHECK(stem("caresses") == "caress");
    CHECK(stem("ponies") == "poni");
    CHECK(stem("hopping") == "hop");
    CHECK(stem("generalization") == "general");
    CHECK(stem("dying") == "die");
  }
  SUBCASE("short words and numbers are left alone") {
    CHECK(stem("its") == "its");
    CHECK(stem("100") == "100");
    CHECK(stem("across") == "across");
    CHECK(stem("this") == "this");
  }
}

TEST_CASE("a Roman numeral stems to its number, but for i, v and x, which are words") {
  CHECK(stem("ii") == stem("2"));
  CHECK(stem("iii") == "3");
  CHECK(stem("viii") == "8");
  CHECK(stem("i") == "i");
  CHECK(stem("x") == "x");
  CHECK(stem("iiii") != "4");
}

TEST_CASE("typo distance counts a transposition as one edit") {
  CHECK(TypoMatcher("vengeance").distance("vengeance", 2) == 0);
  CHECK(TypoMatcher("vengance").distance("vengeance", 2) == 1);
  CHECK(TypoMatcher("teh").distance("the", 1) == 1);
  CHECK(TypoMatcher("dahan").distance("dhaan", 1) == 1);
  CHECK(TypoMatcher("ravage").distance("ravge", 1) == 1);
  CHECK(TypoMatcher("isolet").distance("isolate", 2) == 2);
  SUBCASE("beyond the bound it reports bound + 1") {
    CHECK(TypoMatcher("isolet").distance("isolate", 1) == 2);
    CHECK(TypoMatcher("badlands").distance("presence", 2) == 3);
  }
  SUBCASE("allowed typos grow with word length") {
    CHECK(allowed_typos(3) == 0);
    CHECK(allowed_typos(5) == 1);
    CHECK(allowed_typos(9) == 2);
  }
}

namespace {
// The textbook dynamic programme for optimal string alignment: the oracle for the bit-parallel one.
int osa_reference(const std::string& a, const std::string& b) {
  std::vector<std::vector<int>> d(a.size() + 1, std::vector<int>(b.size() + 1));
  for (size_t i = 0; i <= a.size(); ++i) d[i][0] = static_cast<int>(i);
  for (size_t j = 0; j <= b.size(); ++j) d[0][j] = static_cast<int>(j);
  for (size_t i = 1; i <= a.size(); ++i)
    for (size_t j = 1; j <= b.size(); ++j) {
      d[i][j] = std::min({d[i - 1][j] + 1, d[i][j - 1] + 1, d[i - 1][j - 1] + (a[i - 1] != b[j - 1])});
      if (i > 1 && j > 1 && a[i - 1] == b[j - 2] && a[i - 2] == b[j - 1])
        d[i][j] = std::min(d[i][j], d[i - 2][j - 2] + 1);
    }
  return d[a.size()][b.size()];
}
}  // namespace

TEST_CASE("the bit-parallel typo distance agrees with the reference on random words") {
  std::mt19937 rng(7);
  for (int n = 0; n < 20000; ++n) {
    std::string a, b;
    for (int k = rng() % 12; k > 0; --k) a += static_cast<char>('a' + rng() % 4);
    b = a;
    for (int e = rng() % 4; e > 0; --e) {  // a few random edits, transpositions included
      size_t at = b.empty() ? 0 : rng() % b.size();
      switch (rng() % 4) {
        case 0: b.insert(b.begin() + at, static_cast<char>('a' + rng() % 4)); break;
        case 1:
          if (!b.empty()) b.erase(at, 1);
          break;
        case 2:
          if (!b.empty()) b[at] = static_cast<char>('a' + rng() % 4);
          break;
        default:
          if (at + 1 < b.size()) std::swap(b[at], b[at + 1]);
          break;
      }
    }
    int expected = osa_reference(a, b);
    for (int bound = 0; bound <= 3; ++bound) {
      INFO(a << " / " << b << " bound " << bound);
      REQUIRE(TypoMatcher(a).distance(b, bound) == std::min(expected, bound + 1));
    }
  }
}

TEST_CASE("typo lookup finds exactly the written words within the distance") {
  std::mt19937 rng(11);
  auto random_word = [&](size_t max_length) {
    std::string w;
    for (size_t k = 1 + rng() % max_length; k > 0; --k) w += "abcdest"[rng() % 7];
    return w;
  };
  Lexicon lexicon;
  for (int n = 0; n < 3000; ++n) lexicon.intern(random_word(9));
  lexicon.freeze();
  // queries one or two random edits away from a word of the lexicon, so every kind of edit at every
  // position has a word to find
  auto edited = [&](std::string w) {
    for (int e = 1 + rng() % 2; e > 0; --e) {
      const size_t at = rng() % (w.size() + 1);
      switch (rng() % 4) {
        case 0: w.insert(w.begin() + at, "abcdest"[rng() % 7]); break;
        case 1:
          if (at < w.size()) w.erase(at, 1);
          break;
        case 2:
          if (at < w.size()) w[at] = "abcdest"[rng() % 7];
          break;
        default:
          if (at + 1 < w.size()) std::swap(w[at], w[at + 1]);
          break;
      }
    }
    return w;
  };
  std::vector<WordMatch> found;
  for (int n = 0; n < 1500; ++n) {
    const std::string query = n % 3 ? edited(std::string(lexicon.word(rng() % lexicon.word_count()))) : random_word(10);
    for (int distance = 1; distance <= 2; ++distance) {
      found.clear();
      lexicon.near(query, distance, found);
      std::vector<uint32_t> got, expected;
      for (const auto& m : found) {
        got.push_back(m.word);
        CHECK(m.distance == osa_reference(query, std::string(lexicon.word(m.word))));
      }
      for (uint32_t w = 0; w < lexicon.word_count(); ++w) {
        const int d = osa_reference(query, std::string(lexicon.word(w)));
        if (d >= 1 && d <= distance) expected.push_back(w);
      }
      std::sort(got.begin(), got.end());
      INFO(query << " within " << distance);
      CHECK(got == expected);
    }
  }
}

TEST_CASE("a written word is isolated exactly when no word of another term is one typo away") {
  Lexicon lexicon;
  for (const char* w : {"ravage", "ravages", "ravaged", "savage", "blight", "blights", "explorer", "dahan", "dahn"})
    lexicon.intern(w);
  lexicon.freeze();
  auto isolated = [&](std::string_view w) { return lexicon.isolated(lexicon.place(w)); };
  SUBCASE("neighbours of its own term do not count") {
    CHECK(isolated("blight"));   // "blights" is the same term
    CHECK(isolated("ravages"));  // "ravage" and "ravaged" too
    CHECK(isolated("explorer"));
  }
  SUBCASE("a word of another term one typo away does") {
    CHECK_FALSE(isolated("ravage"));  // "savage"
    CHECK_FALSE(isolated("savage"));
    CHECK_FALSE(isolated("dahan"));  // "dahn"
  }
  SUBCASE("a word the lexicon lacks is never isolated: it needs the typo lookup") {
    CHECK_FALSE(isolated("blighted"));
    CHECK_FALSE(isolated("zzz"));
    CHECK_FALSE(isolated(""));
  }
  SUBCASE("place finds the written word and where completions start") {
    const Lexicon::Place p = lexicon.place("rav");
    CHECK_FALSE(p.written);
    std::vector<WordMatch> completions;
    lexicon.complete("rav", p, completions);
    CHECK(completions.size() == 3);
    CHECK(lexicon.place("ravaged").written);
    CHECK(lexicon.term_of("ravaged", lexicon.place("ravaged")) ==
          lexicon.term_of("ravaging", lexicon.place("ravaging")));
  }
}
