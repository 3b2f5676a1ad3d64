#include "search/index.h"

#include <algorithm>
#include <cmath>
#include <limits>
#include <map>
#include <numeric>

#include "corpus/vocabulary.h"
#include "search/query.h"
#include "search/stem.h"
#include "search/tokenizer.h"
#include "search/varint.h"

namespace arbiter::search {

std::string_view field_name(Field f) {
  static constexpr std::string_view kNames[kFieldCount] = {"title", "tags", "names", "answer", "meta", "asked"};
  return kNames[static_cast<size_t>(f)];
}

std::string normalize_name(std::string_view text) {
  std::string out;
  for_each_word(text, [&](const WordSpan& w) {
    if (!out.empty()) out += ' ';
    out += stem(w.word);
  });
  return out;
}

size_t Index::filter_lower_bound(std::string_view key) const {
  size_t lo = 0, hi = filter_key_count();
  while (lo < hi) {
    size_t mid = (lo + hi) / 2;
    if (filter_key(mid) < key) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

std::string_view Index::synonym_canonical_name(std::string_view alias) const {
  auto text = [&](size_t k) {
    return std::string_view(synonym_name_chars)
        .substr(synonym_name_offsets[k], synonym_name_offsets[k + 1] - synonym_name_offsets[k]);
  };
  size_t lo = 0, hi = (synonym_name_offsets.size() - 1) / 2;
  while (lo < hi) {
    size_t mid = (lo + hi) / 2;
    if (text(2 * mid) < alias) lo = mid + 1;
    else hi = mid;
  }
  return lo < (synonym_name_offsets.size() - 1) / 2 && text(2 * lo) == alias ? text(2 * lo + 1) : std::string_view();
}

std::pair<const uint32_t*, const uint32_t*> Index::filter(std::string_view key) const {
  size_t k = filter_lower_bound(key);
  if (k == filter_key_count() || filter_key(k) != key) return {nullptr, nullptr};
  return {filter_docs.data() + filter_docs_start[k], filter_docs.data() + filter_docs_start[k + 1]};
}

template <class T>
static size_t bytes(const std::vector<T>& v) {
  return v.capacity() * sizeof(T);
}

IndexMemory Index::memory() const {
  IndexMemory m;
  m.lexicon = lexicon.memory_bytes();
  m.postings = bytes(postings) - position_bytes + bytes(postings_start) + bytes(doc_freq) + bytes(term_game) +
               bytes(term_game_share) + bytes(skips) + bytes(skip_terms) + bytes(skip_terms_start) +
               bytes(champion_terms) + bytes(champions) + bytes(champion_impacts) + bytes(champion_masks) +
               bytes(contains_bits) + bytes(floor_impact) + bytes(strong_impact);
  m.positions = position_bytes + bytes(answer_word_gaps) + bytes(answer_gaps_start) + bytes(answer_checkpoints) +
                bytes(answer_checkpoints_start);
  m.docs = bytes(docs) + bytes(title_mass) + bytes(asked_start) + bytes(asked_position) + bytes(asked_mass) +
           bytes(asked_text_begin) + bytes(asked_text_size);
  m.filters = filter_key_chars.capacity() + bytes(filter_key_offsets) + bytes(filter_docs_start) + bytes(filter_docs);
  m.names = bytes(name_terms) + bytes(name_terms_start) + name_key_chars.capacity() + bytes(name_key_offsets) +
            bytes(names_by_first_term);
  m.synonyms = bytes(synonym_terms) + bytes(synonym_terms_start) + bytes(synonym_group) + bytes(synonym_groups_start) +
               synonym_two_way.capacity() / 8 + synonym_stop.capacity() / 8 + synonym_thesaurus.capacity() / 8 +
               bytes(synonyms_by_first_term) + synonym_name_chars.capacity() + bytes(synonym_name_offsets);
  m.stored_text = stored_text.capacity();
  m.raw_text = raw_text_bytes;
  return m;
}

namespace {

uint8_t intern_name(std::vector<std::string>& names, const std::string& name) {
  auto it = std::find(names.begin(), names.end(), name);
  if (it != names.end()) return static_cast<uint8_t>(it - names.begin());
  names.push_back(name);
  return static_cast<uint8_t>(names.size() - 1);
}

float kind_rank_weight(std::string_view kind) {
  for (const auto& row : corpus::kind_words())
    if (kind == row.id) return row.rank_weight;
  return 1.0f;
}

struct Builder {
  Index& ix;
  std::vector<std::vector<uint8_t>> term_postings;
  std::vector<uint32_t> last_doc;
  std::vector<uint32_t> field_length;  // doc * kFieldCount + field (words)
  size_t& position_bytes;
  std::map<std::string, std::vector<uint32_t>> filters;
  std::map<std::string, std::vector<TermId>> multiword_names;  // normalized name -> terms
  std::vector<std::vector<TermId>> title_terms;                // per document: distinct content terms
  std::vector<std::vector<TermId>> asked_terms;                // per phrasing: its distinct content terms

  void add_filter(const std::string& key, uint32_t doc) {
    auto& docs = filters[key];
    if (docs.empty() || docs.back() != doc) docs.push_back(doc);
  }

  // A multi-word name, known so that typing it is recognised (search.cpp flags its entries).
  void add_multiword(const std::string& key, std::string_view name) {
    if (key.find(' ') == std::string::npos || multiword_names.count(key)) return;
    std::vector<TermId> terms;
    for_each_word(name, [&](const WordSpan& w) { terms.push_back(ix.lexicon.intern(w.word)); });
    multiword_names.emplace(key, std::move(terms));
  }

  void add_name(const std::string& name, uint32_t doc) {
    std::string key = normalize_name(name);
    if (key.empty()) return;
    add_filter("name=" + key, doc);
    add_multiword(key, name);
  }

  // A title of a few words that is not a question names what the entry is about, as a tag does
  // ("Nested Actions", "Blind cards rule"); a leading number ("2) Cancellation…") is not part of it.
  void add_topic(std::string_view title, uint32_t doc) {
    if (title.find('?') != std::string_view::npos || title.find("…") != std::string_view::npos) return;
    size_t words = 0, start = std::string_view::npos;
    for_each_word(title, [&](const WordSpan& w) {
      if (start == std::string_view::npos && !(w.word[0] >= '0' && w.word[0] <= '9')) start = w.begin;
      ++words;
    });
    if (words > 4 || start == std::string_view::npos) return;
    const std::string topic(title.substr(start));
    add_filter("topic=" + normalize_name(topic), doc);
    add_name(topic, doc);
  }

  // One word of a document: where the postings are built from, sorted term, field, position.
  struct Occurrence {
    TermId term;
    uint8_t field;
    uint32_t position;
    bool operator<(const Occurrence& o) const {
      return term != o.term ? term < o.term : field != o.field ? field < o.field : position < o.position;
    }
  };

  // The id, title and answer kept for display, and the document's game and kind.
  void store_document(const Document& doc) {
    StoredDoc sd{};
    sd.id_begin = static_cast<uint32_t>(ix.stored_text.size());
    sd.id_size = static_cast<uint32_t>(doc.id.size());
    ix.stored_text += doc.id;
    sd.title_begin = static_cast<uint32_t>(ix.stored_text.size());
    sd.title_size = static_cast<uint32_t>(doc.title.size());
    ix.stored_text += doc.title;
    sd.answer_begin = static_cast<uint32_t>(ix.stored_text.size());
    sd.answer_size = static_cast<uint32_t>(doc.answer.size());
    ix.stored_text += doc.answer;
    sd.game = intern_name(ix.game_names, doc.game);
    sd.kind = intern_name(ix.kind_names, doc.kind);
    if (ix.kind_weight.size() < ix.kind_names.size()) ix.kind_weight.push_back(kind_rank_weight(doc.kind));
    ix.docs.push_back(sd);
  }

  // The distinct content terms of a text, in order of first use.
  std::vector<TermId> content_terms(std::string_view text) {
    std::vector<TermId> content;
    for_each_word(text, [&](const WordSpan& w) {
      if (is_stopword(w.word)) return;
      const TermId t = ix.lexicon.intern(w.word);
      if (std::find(content.begin(), content.end(), t) == content.end()) content.push_back(t);
    });
    return content;
  }

  // A phrasing players ask the entry by, stored for display with its position and content terms.
  void add_asked(const std::string& text, uint32_t position) {
    ix.asked_position.push_back(position);
    ix.asked_text_begin.push_back(static_cast<uint32_t>(ix.stored_text.size()));
    ix.asked_text_size.push_back(static_cast<uint32_t>(text.size()));
    ix.stored_text += text;
    asked_terms.push_back(content_terms(text));
  }

  // Every word of every field, with the field lengths, the answer's word offsets and the title's
  // and phrasings' content terms.
  std::vector<Occurrence> read_fields(const Document& doc) {
    std::string meta = doc.source + "\n" + doc.kind + "\n" + doc.game;  // "spirit-island": a player may name the game
    for (const auto& a : doc.applies_to) meta += "\n" + a.product;
    const std::vector<std::string> title{doc.title}, answer{doc.answer}, metas{meta};
    const std::vector<std::string>* pieces[kFieldCount] = {&title, &doc.tags, &doc.names, &answer, &metas, &doc.asked};

    ix.answer_gaps_start.push_back(static_cast<uint32_t>(ix.answer_word_gaps.size()));
    ix.answer_checkpoints_start.push_back(static_cast<uint32_t>(ix.answer_checkpoints.size() / 2));
    uint32_t previous_begin = 0;
    std::vector<Occurrence> occurrences;
    title_terms.push_back(content_terms(doc.title));
    ix.asked_start.push_back(static_cast<uint32_t>(ix.asked_position.size()));
    for (size_t f = 0; f < kFieldCount; ++f) {
      uint32_t position = 0, words = 0;
      for (size_t piece = 0; piece < pieces[f]->size(); ++piece) {
        const std::string& text = (*pieces[f])[piece];
        ix.raw_text_bytes += text.size();
        if (piece > 0) position += kPieceGap;
        if (f == static_cast<size_t>(Field::Asked)) add_asked(text, position);
        for_each_word(text, [&](const WordSpan& w) {
          TermId t = ix.lexicon.intern(w.word);
          if (t >= term_postings.size()) {
            term_postings.resize(t + 1);
            last_doc.resize(t + 1, UINT32_MAX);
          }
          if (f == static_cast<size_t>(Field::Answer)) {
            put_varint(ix.answer_word_gaps, w.begin - previous_begin);
            previous_begin = w.begin;
            if (position > 0 && position % Index::kCheckpointWords == 0) {
              ix.answer_checkpoints.push_back(static_cast<uint32_t>(w.begin));
              ix.answer_checkpoints.push_back(static_cast<uint32_t>(ix.answer_word_gaps.size()));
            }
          }
          occurrences.push_back({t, static_cast<uint8_t>(f), position++});
          ++words;
        });
      }
      field_length.push_back(words);
    }
    return occurrences;
  }

  // Document d's posting in each of its terms' lists: the gap from the previous document, the
  // fields it is in, a place for the impact, then its frequency per field and its positions.
  void add_postings(uint32_t d, std::vector<Occurrence>& occurrences) {
    std::sort(occurrences.begin(), occurrences.end());
    std::vector<uint8_t> positions;
    for (size_t i = 0; i < occurrences.size();) {
      const TermId t = occurrences[i].term;
      uint32_t tf[kFieldCount] = {};
      uint8_t mask = 0;
      positions.clear();
      for (; i < occurrences.size() && occurrences[i].term == t; ++i) {
        const Occurrence& o = occurrences[i];
        const bool first_in_field = tf[o.field]++ == 0;
        mask |= static_cast<uint8_t>(1u << o.field);
        put_varint(positions, first_in_field ? o.position : o.position - occurrences[i - 1].position);
      }
      auto& out = term_postings[t];
      put_varint(out, last_doc[t] == UINT32_MAX ? d : d - last_doc[t]);
      last_doc[t] = d;
      out.push_back(mask);
      out.push_back(0);  // the impact, known once every document's field lengths are
      std::vector<uint8_t> block;
      for (size_t f = 0; f < kFieldCount; ++f)
        if (tf[f]) put_varint(block, tf[f]);
      block.insert(block.end(), positions.begin(), positions.end());
      put_varint(out, static_cast<uint32_t>(block.size()));
      out.insert(out.end(), block.begin(), block.end());
      position_bytes += positions.size();
    }
  }

  // The filters a query can name (game=, kind=, tag=, name=, product=, print=, pp=, topic=).
  void add_document_filters(uint32_t d, const Document& doc) {
    add_topic(doc.title, d);
    add_filter("game=" + doc.game, d);
    add_filter("kind=" + doc.kind, d);
    for (const auto& tag : doc.tags) {
      add_filter("tag=" + normalize_name(tag), d);
      add_name(tag, d);
    }
    for (const auto& name : doc.names) add_name(name, d);
    for (const auto& a : doc.applies_to) {
      std::string product = normalize_name(a.product);
      add_filter("product=" + product, d);
      if (a.printings.empty()) {
        add_filter("print=*", d);
        add_filter("pp=" + product + "#*", d);
      }
      for (int p : a.printings) {
        add_filter("print=" + std::to_string(p), d);
        add_filter("pp=" + product + "#" + std::to_string(p), d);
      }
    }
  }

  void add_document(uint32_t d, const Document& doc) {
    store_document(doc);
    std::vector<Occurrence> occurrences = read_fields(doc);
    add_postings(d, occurrences);
    add_document_filters(d, doc);
  }

  void compile_synonyms(const Synonyms& synonyms) {
    std::vector<std::pair<std::string, std::string>> names;  // normalized alias -> canonical
    ix.synonym_terms_start.push_back(0);
    for (const auto& g : synonyms.groups) {
      const uint32_t group = static_cast<uint32_t>(ix.synonym_groups_start.size());
      ix.synonym_groups_start.push_back(static_cast<uint32_t>(ix.synonym_group.size()));
      ix.synonym_two_way.push_back(g.two_way);
      ix.synonym_thesaurus.push_back(g.thesaurus);
      auto add = [&](const std::string& phrase) {
        const uint32_t p = static_cast<uint32_t>(ix.synonym_group.size());
        const size_t first = ix.synonym_terms.size();
        size_t content = 0;
        for_each_word(phrase, [&](const WordSpan& w) {
          ix.synonym_terms.push_back(ix.lexicon.intern(w.word));
          ix.synonym_stop.push_back(is_stopword(w.word));
          content += !is_stopword(w.word);
        });
        // a wording mostly of stop words is searched whole: "do not happen" without them is "not"
        if (content * 2 < ix.synonym_terms.size() - first)
          std::fill(ix.synonym_stop.begin() + first, ix.synonym_stop.end(), false);
        if (ix.synonym_terms.size() > first) ix.synonyms_by_first_term.emplace_back(ix.synonym_terms[first], p);
        ix.synonym_terms_start.push_back(static_cast<uint32_t>(ix.synonym_terms.size()));
        ix.synonym_group.push_back(group);
      };
      add(g.canonical);
      const std::string canonical = normalize_name(g.canonical);
      for (const auto& a : g.aliases) {
        add(a);
        names.emplace_back(normalize_name(a), canonical);
      }
    }
    ix.synonym_groups_start.push_back(static_cast<uint32_t>(ix.synonym_group.size()));
    std::sort(names.begin(), names.end());
    for (const auto& [alias, canonical] : names) {
      for (const std::string* text : {&alias, &canonical}) {
        ix.synonym_name_chars += *text;
        ix.synonym_name_offsets.push_back(static_cast<uint32_t>(ix.synonym_name_chars.size()));
      }
    }
    std::sort(ix.synonyms_by_first_term.begin(), ix.synonyms_by_first_term.end());
    ix.synonym_terms.shrink_to_fit();
    ix.synonym_stop.shrink_to_fit();
    ix.synonym_terms_start.shrink_to_fit();
    ix.synonym_group.shrink_to_fit();
    ix.synonym_groups_start.shrink_to_fit();
    ix.synonym_two_way.shrink_to_fit();
    ix.synonym_thesaurus.shrink_to_fit();
    ix.synonyms_by_first_term.shrink_to_fit();
    ix.synonym_name_chars.shrink_to_fit();
    ix.synonym_name_offsets.shrink_to_fit();
  }

  // Each field's average length over the documents (at least 1), for BM25F's length normalisation.
  void field_averages(double (&average)[kFieldCount]) const {
    const size_t n = ix.docs.size();
    for (size_t d = 0; d < n; ++d)
      for (size_t f = 0; f < kFieldCount; ++f) average[f] += field_length[d * kFieldCount + f];
    for (double& a : average) a = n ? std::max(1.0, a / n) : 1.0;
  }

  struct ScoredTerm {
    std::vector<std::pair<uint8_t, uint32_t>> impacts;  // (impact, doc), one per posting
    std::vector<uint8_t> masks;
    std::vector<Index::Skip> skips;
  };

  // Term t's postings with each impact filled in, and the skips into them.
  ScoredTerm score_postings(size_t t, const double (&average)[kFieldCount]) {
    ScoredTerm s;
    uint8_t* p = term_postings[t].data();
    uint8_t* end = p + term_postings[t].size();
    uint32_t df = 0, doc = 0;
    while (p < end) {
      if (df % kSkipEvery == 0 && df > 0)
        s.skips.push_back({doc, ix.postings_start[t] + static_cast<uint32_t>(p - term_postings[t].data())});
      const uint8_t* q = p;
      doc += get_varint(q);
      const uint8_t mask = *q++;
      uint8_t* impact = const_cast<uint8_t*>(q++);
      const uint32_t length = get_varint(q);
      const uint8_t* next = q + length;
      // BM25F: field frequencies weighted and length-normalised per field, then saturated once.
      double tf = 0;
      for (size_t f = 0; f < kFieldCount; ++f) {
        if (!(mask >> f & 1)) continue;
        const FieldParams& fp = kFieldParams[f];
        const double len = field_length[doc * kFieldCount + f];
        tf += get_varint(q) * fp.weight / (1.0 - fp.b + fp.b * len / average[f]);
      }
      const double saturated = tf * (kBm25K1 + 1) / (tf + kBm25K1);
      *impact = static_cast<uint8_t>(std::max(1.0, std::min(255.0, std::round(saturated / kImpactScale))));
      s.impacts.emplace_back(*impact, doc);
      s.masks.push_back(mask);
      p = const_cast<uint8_t*>(next);
      ++df;
    }
    return s;
  }

  // A term in many documents keeps its kChampions best (by impact) apart, with a bit per document
  // that has it, so a query can stop early.
  void add_champions(size_t t, const ScoredTerm& s) {
    const auto& impacts = s.impacts;
    ix.champion_terms.push_back(static_cast<TermId>(t));
    const size_t words = (ix.docs.size() + 63) / 64, first = ix.contains_bits.size();
    ix.contains_bits.resize(first + words, 0);
    for (size_t i = 0; i < impacts.size(); ++i)
      ix.contains_bits[first + impacts[i].second / 64] |= uint64_t{1} << (impacts[i].second % 64);
    std::vector<uint32_t> order(impacts.size());
    std::iota(order.begin(), order.end(), 0);
    std::nth_element(order.begin(), order.begin() + kChampions, order.end(), [&](uint32_t a, uint32_t b) {
      return impacts[a].first != impacts[b].first ? impacts[a].first > impacts[b].first : a < b;
    });
    order.resize(kChampions);
    std::nth_element(order.begin(), order.begin() + (kStrongChampions - 1), order.end(),
                     [&](uint32_t a, uint32_t b) { return impacts[a].first > impacts[b].first; });
    ix.strong_impact.push_back(impacts[order[kStrongChampions - 1]].first);
    std::sort(order.begin(), order.end());  // postings are in document order
    uint8_t lowest = 255;
    for (uint32_t i : order) {
      ix.champions.push_back(impacts[i].second);
      ix.champion_impacts.push_back(impacts[i].first);
      ix.champion_masks.push_back(s.masks[i]);
      lowest = std::min(lowest, impacts[i].first);
    }
    ix.floor_impact.push_back(lowest);
  }

  // The game whose entries have the term most often, as a share of each game's entries: the
  // larger game does not win every common word ("card", "player").
  void add_term_game(const ScoredTerm& s, const uint32_t (&game_size)[256]) {
    uint32_t per_game[256] = {};
    for (const auto& [impact, d] : s.impacts) ++per_game[ix.docs[d].game];
    const size_t games = ix.game_names.size() + (ix.game_names.empty() ? 1 : 0);
    double rate[256], rates = 0;  // the first `games` are set
    for (size_t g = 0; g < games; ++g) rates += rate[g] = game_size[g] ? double(per_game[g]) / game_size[g] : 0;
    const double* most = std::max_element(rate, rate + games);
    ix.term_game.push_back(static_cast<uint8_t>(most - rate));
    ix.term_game_share.push_back(rates > 0 ? static_cast<uint8_t>(*most * 255 / rates) : 0);
  }

  // Every term's postings, impacts, skips, champions and game, in term order.
  void finish_terms() {
    const size_t terms = ix.lexicon.term_count();
    term_postings.resize(terms);
    ix.postings_start.reserve(terms + 1);
    ix.doc_freq.assign(terms, 0);
    double average[kFieldCount] = {};
    field_averages(average);
    uint32_t game_size[256] = {};
    for (const auto& sd : ix.docs) ++game_size[sd.game];
    for (size_t t = 0; t < terms; ++t) {
      ix.postings_start.push_back(static_cast<uint32_t>(ix.postings.size()));
      const ScoredTerm s = score_postings(t, average);
      const uint32_t df = static_cast<uint32_t>(s.impacts.size());
      ix.postings.insert(ix.postings.end(), term_postings[t].begin(), term_postings[t].end());
      if (df >= kSkipMinDocs) {
        ix.skip_terms.push_back(static_cast<TermId>(t));
        ix.skip_terms_start.push_back(static_cast<uint32_t>(ix.skips.size()));
        ix.skips.insert(ix.skips.end(), s.skips.begin(), s.skips.end());
      }
      if (s.impacts.size() > kChampions) add_champions(t, s);
      ix.doc_freq[t] = df;
      add_term_game(s, game_size);
      term_postings[t] = {};
    }
    ix.postings_start.push_back(static_cast<uint32_t>(ix.postings.size()));
    ix.skip_terms_start.push_back(static_cast<uint32_t>(ix.skips.size()));
  }

  // The summed idf of each title's and each phrasing's content terms.
  void finish_masses() {
    ix.title_mass.reserve(ix.docs.size());
    for (const auto& terms : title_terms) {
      float mass = 0;
      for (TermId t : terms) mass += ix.idf(t);
      ix.title_mass.push_back(mass);
    }
    ix.asked_start.push_back(static_cast<uint32_t>(ix.asked_position.size()));
    for (const auto& terms : asked_terms) {
      float mass = 0;
      for (TermId t : terms) mass += ix.idf(t);
      ix.asked_mass.push_back(mass);
    }
  }

  // The filters and multi-word names, from the builder's maps into the index's flat arrays.
  void finish_filters_and_names() {
    for (auto& [key, docs] : filters) {
      ix.filter_key_chars += key;
      ix.filter_key_offsets.push_back(static_cast<uint32_t>(ix.filter_key_chars.size()));
      ix.filter_docs_start.push_back(static_cast<uint32_t>(ix.filter_docs.size()));
      ix.filter_docs.insert(ix.filter_docs.end(), docs.begin(), docs.end());
    }
    ix.filter_docs_start.push_back(static_cast<uint32_t>(ix.filter_docs.size()));

    ix.name_terms_start.push_back(0);
    for (const auto& [key, terms] : multiword_names) {
      uint32_t name = static_cast<uint32_t>(ix.name_key_offsets.size() - 1);
      ix.name_key_chars += key;
      ix.name_key_offsets.push_back(static_cast<uint32_t>(ix.name_key_chars.size()));
      ix.name_terms.insert(ix.name_terms.end(), terms.begin(), terms.end());
      ix.name_terms_start.push_back(static_cast<uint32_t>(ix.name_terms.size()));
      ix.names_by_first_term.emplace_back(terms.front(), name);
    }
    std::sort(ix.names_by_first_term.begin(), ix.names_by_first_term.end());
  }

  // The postings scored and the lexicon's words sorted; then the lexicon's isolated words
  // (Lexicon::find_isolated) in steps, then shrink.
  // The postings' finish, one part per call (part 0 to kFinishParts - 1, in order): each is a
  // step of its own for IndexBuilder::finish_step, whose first call into each is also V8
  // compiling it (docs/startup.md).
  static constexpr int kFinishParts = 4;
  void finish_postings(int part) {
    switch (part) {
      case 0:
        ix.answer_gaps_start.push_back(static_cast<uint32_t>(ix.answer_word_gaps.size()));
        ix.answer_checkpoints_start.push_back(static_cast<uint32_t>(ix.answer_checkpoints.size() / 2));
        finish_terms();
        break;
      case 1: finish_masses(); break;
      case 2: finish_filters_and_names(); break;
      default: ix.lexicon.freeze_words(); break;
    }
  }

  void shrink() {
    ix.stored_text.shrink_to_fit();
    ix.postings.shrink_to_fit();
    ix.skips.shrink_to_fit();
    ix.skip_terms.shrink_to_fit();
    ix.skip_terms_start.shrink_to_fit();
    ix.champion_terms.shrink_to_fit();
    ix.champions.shrink_to_fit();
    ix.champion_impacts.shrink_to_fit();
    ix.champion_masks.shrink_to_fit();
    ix.contains_bits.shrink_to_fit();
    ix.filter_docs.shrink_to_fit();
    ix.filter_key_chars.shrink_to_fit();
    ix.filter_key_offsets.shrink_to_fit();
    ix.filter_docs_start.shrink_to_fit();
    ix.name_key_chars.shrink_to_fit();
    ix.name_key_offsets.shrink_to_fit();
    ix.name_terms_start.shrink_to_fit();
    ix.name_terms.shrink_to_fit();
    ix.answer_word_gaps.shrink_to_fit();
    ix.answer_gaps_start.shrink_to_fit();
    ix.answer_checkpoints.shrink_to_fit();
    ix.answer_checkpoints_start.shrink_to_fit();
  }
};

}  // namespace

struct IndexBuilder::State {
  Index ix;
  int finish_steps = 0;  // finish_step's calls before the typo neighbours: the synonyms, then the postings' parts
  Builder b{ix, {}, {}, {}, ix.position_bytes, {}, {}, {}, {}};
};

IndexBuilder::IndexBuilder(size_t expected_documents) : expected_(expected_documents) { reset(); }

void IndexBuilder::reset() {
  state_ = std::make_unique<State>();
  state_->ix.docs.reserve(expected_);
}
IndexBuilder::~IndexBuilder() = default;
IndexBuilder::IndexBuilder(IndexBuilder&&) noexcept = default;
IndexBuilder& IndexBuilder::operator=(IndexBuilder&&) noexcept = default;

void IndexBuilder::add(const Document& doc) {
  state_->b.add_document(static_cast<uint32_t>(state_->ix.docs.size()), doc);
}

void IndexBuilder::add(const std::vector<corpus::Entry>& entries, size_t begin, size_t end) {
  for (size_t i = begin; i < end && i < entries.size(); ++i) add(from_entry(entries[i]));
}

size_t IndexBuilder::documents() const { return state_->ix.docs.size(); }

bool IndexBuilder::finish_step(const Synonyms& synonyms, size_t words) {
  static_assert(kStepsBeforeWords == Builder::kFinishParts + 1, "the synonyms' step and the postings' parts");
  if (state_->finish_steps <= Builder::kFinishParts) {
    if (state_->finish_steps == 0) state_->b.compile_synonyms(synonyms);
    else state_->b.finish_postings(state_->finish_steps - 1);
    ++state_->finish_steps;
    return true;
  }
  return state_->ix.lexicon.find_isolated(words);
}

Index IndexBuilder::finish(const Synonyms& synonyms) {
  while (finish_step(synonyms, std::numeric_limits<size_t>::max())) {}
  state_->b.shrink();
  Index ix = std::move(state_->ix);
  reset();
  return ix;
}

Index build_index(const std::vector<Document>& docs, const Synonyms& synonyms) {
  IndexBuilder builder(docs.size());
  for (const auto& doc : docs) builder.add(doc);
  return builder.finish(synonyms);
}

Index build_index(const std::vector<corpus::Entry>& entries, const Synonyms& synonyms) {
  IndexBuilder builder(entries.size());
  builder.add(entries, 0, entries.size());
  return builder.finish(synonyms);
}

}  // namespace arbiter::search
