#pragma once
// The search index: everything a query needs, computed once at build time.
//  - lexicon: stems and written words (exact, prefix and typo lookup);
//  - inverted postings per term: which documents contain it, in which fields, how often, and at
//    which word positions (read only for the few documents reranked by phrase and proximity, and
//    to place highlights without re-stemming any text);
//  - filter keys (tag=, product=, printing...) with their documents;
//  - multi-word names (cards, spirits...) so a typed name is recognised as a phrase;
//  - the synonym table compiled to term sequences.
#include <algorithm>
#include <array>
#include <cmath>
#include <cstdint>
#include <memory>
#include <string>
#include <string_view>
#include <vector>

#include "corpus/entry.h"
#include "search/document.h"
#include "search/lexicon.h"
#include "search/synonyms.h"

namespace arbiter::search {

enum class Field : uint8_t { Title, Tags, Names, Answer, Meta, Asked };
constexpr size_t kFieldCount = 6;
std::string_view field_name(Field f);  // "title", "tags", "names", "answer", "meta", "asked"

// BM25F: the title (the question) counts most, then tags and mentioned names, then the answer;
// meta (page name, kind, products) barely; the project's phrasings (asked) like the answer. b is the
// length normalisation of each field.
struct FieldParams {
  float weight;
  float b;
};
constexpr std::array<FieldParams, kFieldCount> kFieldParams{
    {{3.0f, 0.5f}, {2.0f, 0.3f}, {2.0f, 0.3f}, {1.0f, 0.75f}, {0.5f, 0.0f}, {2.0f, 0.5f}}};
constexpr float kBm25K1 = 1.2f;
// A posting's BM25F term-frequency part, in (0, k1 + 1), is stored as one byte of this unit.
constexpr double kImpactScale = (kBm25K1 + 1) / 255.0;
constexpr uint32_t kSkipEvery = 16;
constexpr uint32_t kSkipMinDocs = 128;  // shorter lists are read straight through
// Champion lists: for a term in more than kChampions documents, the kChampions documents where it
// weighs most. On corpora of kChampionCorpus entries or more, candidates come from these, and such
// a term is scored from them (other documents containing it get its lowest champion impact).
constexpr uint32_t kChampions = 1000;
constexpr size_t kChampionCorpus = 2000;
// A completion or typo of a common term brings in only its strongest champions as candidates.
constexpr uint32_t kStrongChampions = 250;
constexpr uint32_t kPieceGap = 8;  // position gap between two tags or two names: never adjacent

// Folded, stemmed words joined by spaces: how tags, names and products are compared
// ("Badlands" and "badland" meet; "Branch & Claw" -> "branch claw").
std::string normalize_name(std::string_view text);

struct IndexMemory {
  size_t lexicon = 0, postings = 0, positions = 0, docs = 0, filters = 0, names = 0, synonyms = 0;
  size_t stored_text = 0;  // the documents' own text, kept for titles and snippets
  size_t raw_text = 0;     // bytes of all indexed field text
  size_t index_total() const { return lexicon + postings + positions + docs + filters + names + synonyms; }
};

struct StoredDoc {
  uint32_t id_begin, id_size, title_begin, title_size, answer_begin, answer_size;
  uint8_t game, kind;  // indexes into Index::game_names / kind_names
};

struct Index {
  Lexicon lexicon;

  // Per term, per document: varint doc gap (from 0 for the first), field mask, impact byte (the
  // saturated BM25F term frequency, see kImpactScale), varint byte length of the rest, then the
  // varint tf of each field in the mask and each field's positions (varint, delta-coded).
  std::vector<uint8_t> postings;
  std::vector<uint32_t> postings_start;  // term -> byte offset; term_count + 1 entries
  // Every kSkipEvery-th posting of a term with kSkipMinDocs postings or more: the document before
  // it and its byte offset, so finding a few documents jumps over the rest of a long list.
  struct Skip {
    uint32_t doc_before;
    uint32_t offset;
  };
  std::vector<Skip> skips;
  // The terms with skips (kSkipMinDocs postings or more), sorted, and where each one's skips start
  // (one more entry): most terms have none, so no per-term array.
  std::vector<TermId> skip_terms;
  std::vector<uint32_t> skip_terms_start;
  // The terms with champions (more than kChampions postings), sorted; the k-th one's kChampions
  // champions (sorted documents) start at k * kChampions.
  std::vector<TermId> champion_terms;
  std::vector<uint32_t> champions;
  std::vector<uint8_t> champion_impacts;  // parallel to champions: the posting's impact byte...
  std::vector<uint8_t> champion_masks;    // ... and field mask
  // Per term with champions, by its rank in champion_terms: one bit per document containing it,
  // its lowest champion impact, which bounds the impact in every other document (see search.cpp,
  // large corpora), and its kStrongChampions-th best impact.
  std::vector<uint64_t> contains_bits;  // (doc_count + 63) / 64 words each
  std::vector<uint8_t> floor_impact, strong_impact;
  std::vector<uint32_t> doc_freq;
  // Per term, the game whose entries have it most often (as a share of that game's entries) and that
  // game's part of the rates (of 255): which game a query is about (search.cpp).
  std::vector<uint8_t> term_game, term_game_share;

  // Per document, where each answer word starts: the byte gap from the previous word's start (the
  // first from the answer's start), varint. Snippets read these instead of re-reading the text.
  std::vector<uint8_t> answer_word_gaps;
  std::vector<uint32_t> answer_gaps_start;  // doc -> first byte; doc_count + 1 entries
  // Per document, for its answer words number kCheckpointWords, 2 * kCheckpointWords, ...: where the
  // word starts in the answer and where the next gap is read, so a snippet from deep in a long answer
  // reads at most kCheckpointWords gaps to its first word.
  static constexpr uint32_t kCheckpointWords = 32;
  std::vector<uint32_t> answer_checkpoints;        // (word start, gap byte) pairs, flat
  std::vector<uint32_t> answer_checkpoints_start;  // doc -> first pair; doc_count + 1 entries

  std::string stored_text;
  std::vector<StoredDoc> docs;
  // Per document, the idf summed over its title's distinct content terms (stopwords aside): how much
  // of the title a query covers (search.cpp) is measured against it.
  std::vector<float> title_mass;
  // Per document, its project's phrasings (the asked field): where each starts among the field's
  // word positions and its mass as title_mass has it, so a query can cover one phrasing as it
  // covers a title. asked_start: doc -> first phrasing; doc_count + 1 entries.
  std::vector<uint32_t> asked_start, asked_position;
  std::vector<float> asked_mass;
  std::vector<uint32_t> asked_text_begin, asked_text_size;  // per phrasing, in stored_text: shown as a snippet
  std::vector<std::string> game_names, kind_names;
  // Per kind_names entry, its rank weight from the vocabulary table (1 for a kind it does not list:
  // synthetic benchmark corpora).
  std::vector<float> kind_weight;

  // Sorted keys, one string: "tag=badland", "product=jag earth", "print=4", "pp=core game#4"...
  // "topic=" keys name what an entry is about when its title is a name ("Nested Actions").
  std::string filter_key_chars;
  std::vector<uint32_t> filter_key_offsets{0};  // key count + 1 entries
  std::vector<uint32_t> filter_docs_start;
  std::vector<uint32_t> filter_docs;

  std::vector<TermId> name_terms;  // multi-word names as term sequences
  std::vector<uint32_t> name_terms_start;
  // name -> its normalized text, the key of its filters ("name=", "tag=", "topic=" + key)
  std::string name_key_chars;
  std::vector<uint32_t> name_key_offsets{0};
  std::vector<std::pair<TermId, uint32_t>> names_by_first_term;  // sorted

  // The synonym table as term sequences ("phrases"). A group's phrases are contiguous, its
  // canonical wording first.
  std::vector<TermId> synonym_terms;
  std::vector<uint32_t> synonym_terms_start;  // phrase -> first term; phrase count + 1 entries
  // Parallel to synonym_terms: a stop word of a phrase that has other words. It spells the phrase
  // when typed but is not searched ("of" and "and" in "Bringer of Dreams and Nightmares").
  std::vector<bool> synonym_stop;
  std::vector<uint32_t> synonym_group;         // phrase -> its group
  std::vector<uint32_t> synonym_groups_start;  // group -> first phrase; group count + 1 entries
  std::vector<bool> synonym_two_way;           // by group
  std::vector<bool> synonym_thesaurus;         // by group: an everyday word, weighted below an alias
  std::vector<std::pair<TermId, uint32_t>> synonyms_by_first_term;  // (first term, phrase), sorted
  // Normalized alias -> normalized canonical wording, sorted by alias: pair i is the strings between
  // offsets 2i, 2i + 1 and 2i + 2.
  std::string synonym_name_chars;
  std::vector<uint32_t> synonym_name_offsets{0};

  size_t raw_text_bytes = 0;
  size_t position_bytes = 0;  // the part of `postings` holding word positions

  size_t doc_count() const { return docs.size(); }
  float idf(TermId t) const {
    return std::log(1.0f + (static_cast<float>(docs.size()) - doc_freq[t] + 0.5f) / (doc_freq[t] + 0.5f));
  }
  float unseen_idf() const {
    return std::log(1.0f + (static_cast<float>(docs.size()) + 0.5f) / 0.5f);
  }  // a word in no entry
  bool has_champions(TermId t) const { return doc_freq[t] > kChampions; }
  size_t champion_term(TermId t) const {  // its rank in champion_terms, if has_champions
    return static_cast<size_t>(std::lower_bound(champion_terms.begin(), champion_terms.end(), t) -
                               champion_terms.begin());
  }
  uint32_t champions_begin(TermId t) const { return static_cast<uint32_t>(champion_term(t) * kChampions); }
  // A term's skips, or an empty range.
  std::pair<const Skip*, const Skip*> skips_of(TermId t) const {
    if (doc_freq[t] < kSkipMinDocs) return {nullptr, nullptr};
    const size_t k =
        static_cast<size_t>(std::lower_bound(skip_terms.begin(), skip_terms.end(), t) - skip_terms.begin());
    return {skips.data() + skip_terms_start[k], skips.data() + skip_terms_start[k + 1]};
  }
  const uint64_t* contains(TermId t) const {
    return contains_bits.data() + champion_term(t) * ((docs.size() + 63) / 64);
  }
  std::string_view name_key(uint32_t name) const {
    return std::string_view(name_key_chars)
        .substr(name_key_offsets[name], name_key_offsets[name + 1] - name_key_offsets[name]);
  }
  std::string_view doc_id(uint32_t d) const { return {stored_text.data() + docs[d].id_begin, docs[d].id_size}; }
  std::string_view doc_title(uint32_t d) const {
    return {stored_text.data() + docs[d].title_begin, docs[d].title_size};
  }
  std::string_view asked_text(uint32_t k) const {
    return {stored_text.data() + asked_text_begin[k], asked_text_size[k]};
  }
  std::string_view doc_answer(uint32_t d) const {
    return {stored_text.data() + docs[d].answer_begin, docs[d].answer_size};
  }
  std::pair<const TermId*, const TermId*> synonym_phrase(uint32_t p) const {
    return {synonym_terms.data() + synonym_terms_start[p], synonym_terms.data() + synonym_terms_start[p + 1]};
  }
  size_t synonym_phrase_size(uint32_t p) const { return synonym_terms_start[p + 1] - synonym_terms_start[p]; }
  bool synonym_canonical(uint32_t p) const { return p == synonym_groups_start[synonym_group[p]]; }
  // The canonical wording of a normalized alias ("je" -> "jag earth"), or empty.
  std::string_view synonym_canonical_name(std::string_view alias) const;
  size_t filter_key_count() const { return filter_key_offsets.size() - 1; }
  std::string_view filter_key(size_t k) const {
    return std::string_view(filter_key_chars)
        .substr(filter_key_offsets[k], filter_key_offsets[k + 1] - filter_key_offsets[k]);
  }
  size_t filter_lower_bound(std::string_view key) const;  // first key not less than key
  // Documents with a filter key, or an empty range.
  std::pair<const uint32_t*, const uint32_t*> filter(std::string_view key) const;
  IndexMemory memory() const;
};

// The index built a few documents at a time: the app builds it in slices after its first frame
// (docs/startup.md). Adding the same documents in any slices and then finishing gives exactly the
// index build_index gives (build_index is one add per document and finish).
class IndexBuilder {
 public:
  explicit IndexBuilder(size_t expected_documents = 0);  // reserves room for that many
  ~IndexBuilder();
  IndexBuilder(IndexBuilder&&) noexcept;
  IndexBuilder& operator=(IndexBuilder&&) noexcept;
  void add(const Document& doc);
  void add(const std::vector<corpus::Entry>& entries, size_t begin, size_t end);  // entries [begin, end)
  size_t documents() const;                                                       // added so far
  // The synonyms are compiled after the documents (their words get the next term ids), then every
  // term's postings are scored. The builder is empty afterwards.
  Index finish(const Synonyms& synonyms);
  // finish in steps, for short tasks: the first call compiles the synonyms, the next four score the
  // postings, weigh the documents, key the filters and names, and sort the words; each later one
  // finds the typo neighbours of `words` more written words
  // (Lexicon::find_isolated). True while steps remain; finish then ends it at once, and gives the
  // index finish alone gives.
  bool finish_step(const Synonyms& synonyms, size_t words);
  // The calls of finish_step before the first that looks up written words.
  static constexpr size_t kStepsBeforeWords = 5;

 private:
  struct State;
  void reset();
  size_t expected_ = 0;
  std::unique_ptr<State> state_;
};

Index build_index(const std::vector<Document>& docs, const Synonyms& synonyms);
Index build_index(const std::vector<corpus::Entry>& entries, const Synonyms& synonyms);

}  // namespace arbiter::search
