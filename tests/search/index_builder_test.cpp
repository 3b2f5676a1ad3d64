// The index built a few documents at a time (IndexBuilder) is the index build_index makes: every
// array the same, and so every search the same.
#include <doctest/doctest.h>

#include "corpus/loader.h"
#include "search/search.h"
#include "test_paths.h"

using namespace arbiter::search;

namespace {

const std::vector<arbiter::corpus::Entry>& entries() {
  static const auto r = arbiter::corpus::load_corpus_file(arbiter::test::repo_path("data/corpus.json"));
  REQUIRE(r.corpus);
  return r.corpus->entries;
}

const Synonyms& synonyms() {
  static const Synonyms s = load_synonyms(arbiter::test::repo_path("data/synonyms.json"));
  return s;
}

void check_same_lexicon(const Lexicon& a, const Lexicon& b) {
  REQUIRE(a.term_count() == b.term_count());
  for (TermId t = 0; t < a.term_count(); ++t) CHECK(a.term(t) == b.term(t));
  REQUIRE(a.word_count() == b.word_count());
  for (size_t w = 0; w < a.word_count(); ++w) CHECK(a.word(w) == b.word(w));
  CHECK(a.memory_bytes() == b.memory_bytes());
}

void check_same_index(const Index& a, const Index& b) {
  check_same_lexicon(a.lexicon, b.lexicon);
  CHECK(a.postings == b.postings);
  CHECK(a.postings_start == b.postings_start);
  CHECK(a.skip_terms == b.skip_terms);
  CHECK(a.champion_terms == b.champion_terms);
  CHECK(a.champions == b.champions);
  CHECK(a.doc_freq == b.doc_freq);
  CHECK(a.term_game == b.term_game);
  CHECK(a.term_game_share == b.term_game_share);
  CHECK(a.answer_word_gaps == b.answer_word_gaps);
  CHECK(a.answer_checkpoints == b.answer_checkpoints);
  CHECK(a.stored_text == b.stored_text);
  CHECK(a.title_mass == b.title_mass);
  CHECK(a.asked_position == b.asked_position);
  CHECK(a.asked_mass == b.asked_mass);
  CHECK(a.game_names == b.game_names);
  CHECK(a.kind_names == b.kind_names);
  CHECK(a.filter_key_chars == b.filter_key_chars);
  CHECK(a.filter_docs == b.filter_docs);
  CHECK(a.name_terms == b.name_terms);
  CHECK(a.name_key_chars == b.name_key_chars);
  CHECK(a.names_by_first_term == b.names_by_first_term);
  CHECK(a.synonym_terms == b.synonym_terms);
  CHECK(a.synonyms_by_first_term == b.synonyms_by_first_term);
  CHECK(a.synonym_name_chars == b.synonym_name_chars);
  CHECK(a.doc_count() == b.doc_count());
  CHECK(a.memory().index_total() == b.memory().index_total());
  CHECK(a.memory().stored_text == b.memory().stored_text);
}

}  // namespace

TEST_CASE("the index built in slices equals the index built at once") {
  const Index whole = build_index(entries(), synonyms());
  const size_t n = entries().size();
  for (size_t slice : {size_t(1), size_t(3), n - 1, n, n + 5}) {
    CAPTURE(slice);
    IndexBuilder builder(n);
    for (size_t begin = 0; begin < n; begin += slice) {
      builder.add(entries(), begin, begin + slice);
      CHECK(builder.documents() == std::min(n, begin + slice));
    }
    const Index sliced = builder.finish(synonyms());
    check_same_index(sliced, whole);
    for (const char* query : {"isolate", "badlnds damage", "\"fear card\"", "tag:Badlands", "dahan"}) {
      CAPTURE(query);
      const auto x = search(sliced, query), y = search(whole, query);
      REQUIRE(x.results.size() == y.results.size());
      for (size_t i = 0; i < x.results.size(); ++i) {
        CHECK(x.results[i].id == y.results[i].id);
        CHECK(x.results[i].score == y.results[i].score);
        CHECK(x.results[i].snippet == y.results[i].snippet);
      }
    }
  }
}

TEST_CASE("an index finished in steps equals the index finished at once") {
  const Index whole = build_index(entries(), synonyms());
  const size_t n = entries().size();
  for (size_t words : {size_t(1), size_t(7), size_t(256), whole.lexicon.word_count() + 1}) {
    CAPTURE(words);
    IndexBuilder builder(n);
    builder.add(entries(), 0, n);
    size_t steps = 0;
    while (builder.finish_step(synonyms(), words)) ++steps;
    // The first steps compile the synonyms and score the postings in parts, the next look up
    // `words` written words each (the last of them says none remain).
    CHECK(steps == IndexBuilder::kStepsBeforeWords - 1 + (whole.lexicon.word_count() + words - 1) / words);
    const Index stepped = builder.finish(synonyms());
    check_same_index(stepped, whole);
    // Which written words have no one-typo neighbour of another term: what the steps find.
    for (size_t i = 0; i < whole.lexicon.word_count(); ++i) {
      const auto place = whole.lexicon.place(whole.lexicon.word(i));
      REQUIRE(stepped.lexicon.word(i) == whole.lexicon.word(i));
      CHECK(stepped.lexicon.isolated(place) == whole.lexicon.isolated(place));
    }
    const auto x = search(stepped, "badlnds damage"), y = search(whole, "badlnds damage");
    REQUIRE(x.results.size() == y.results.size());
    for (size_t i = 0; i < x.results.size(); ++i) CHECK(x.results[i].id == y.results[i].id);
  }
}

TEST_CASE("a builder is empty again after finishing, and an empty range adds nothing") {
  IndexBuilder builder(entries().size());
  builder.add(entries(), 5, 5);
  CHECK(builder.documents() == 0);
  builder.add(entries(), entries().size(), entries().size() + 3);
  CHECK(builder.documents() == 0);
  builder.add(entries(), 0, 2);
  CHECK(builder.finish(synonyms()).doc_count() == 2);
  CHECK(builder.documents() == 0);
  builder.add(entries(), 0, entries().size());
  check_same_index(builder.finish(synonyms()), build_index(entries(), synonyms()));
}
