#include "search/index.h"

#include <algorithm>
#include <cmath>
#include <map>

#include "search/stem.h"
#include "search/tokenizer.h"
#include "search/varint.h"

namespace arbiter::search {

std::string_view field_name(Field f) {
  static constexpr std::string_view kNames[kFieldCount] = {"title", "tags", "names", "answer", "meta"};
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

std::pair<const uint32_t*, const uint32_t*> Index::filter(std::string_view key) const {
  auto it = std::lower_bound(filter_keys.begin(), filter_keys.end(), key);
  if (it == filter_keys.end() || *it != key) return {nullptr, nullptr};
  size_t k = static_cast<size_t>(it - filter_keys.begin());
  return {filter_docs.data() + filter_docs_start[k], filter_docs.data() + filter_docs_start[k + 1]};
}

template <class T>
static size_t bytes(const std::vector<T>& v) {
  return v.capacity() * sizeof(T);
}

IndexMemory Index::memory() const {
  IndexMemory m;
  m.lexicon = lexicon.memory_bytes();
  m.postings = bytes(postings) + bytes(postings_start) + bytes(doc_freq) + bytes(idf);
  m.forward = bytes(forward) + bytes(forward_start) + bytes(field_entries) + bytes(checkpoints) + bytes(checkpoints_start);
  m.norms = bytes(field_norm) + bytes(docs);
  for (const auto& k : filter_keys) m.filters += sizeof(std::string) + (k.size() > 15 ? k.capacity() : 0);
  m.filters += bytes(filter_docs_start) + bytes(filter_docs);
  m.names = bytes(name_terms) + bytes(name_terms_start) + bytes(name_filter) + bytes(names_by_first_term);
  for (const auto& p : synonym_phrases) m.synonyms += sizeof(p) + bytes(p.terms);
  for (const auto& g : synonym_groups) m.synonyms += sizeof(g) + bytes(g);
  for (const auto& [a, c] : synonym_names) m.synonyms += 2 * sizeof(std::string) + a.capacity() + c.capacity();
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

struct Builder {
  Index& ix;
  std::vector<std::vector<uint8_t>> term_postings;
  std::vector<uint32_t> last_doc;
  std::vector<uint32_t> field_length;  // doc * kFieldCount + field (words)
  std::map<std::string, std::vector<uint32_t>> filters;
  std::map<std::string, std::vector<TermId>> multiword_names;  // normalized name -> terms

  void add_filter(const std::string& key, uint32_t doc) {
    auto& docs = filters[key];
    if (docs.empty() || docs.back() != doc) docs.push_back(doc);
  }

  void add_name(const std::string& name, uint32_t doc) {
    std::string key = normalize_name(name);
    if (key.empty()) return;
    add_filter("name=" + key, doc);
    if (key.find(' ') == std::string::npos || multiword_names.count(key)) return;
    std::vector<TermId> terms;
    for_each_word(name, [&](const WordSpan& w) { terms.push_back(ix.lexicon.intern(w.word)); });
    multiword_names.emplace(key, std::move(terms));
  }

  void add_document(uint32_t d, const Document& doc) {
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
    ix.docs.push_back(sd);

    std::string meta = doc.source + "\n" + doc.kind;
    for (const auto& a : doc.applies_to) meta += "\n" + a.product;
    const std::vector<std::string> title{doc.title}, answer{doc.answer}, metas{meta};
    const std::vector<std::string>* pieces[kFieldCount] = {&title, &doc.tags, &doc.names, &answer, &metas};

    ix.forward_start.push_back(static_cast<uint32_t>(ix.forward.size()));
    ix.checkpoints_start.push_back(static_cast<uint32_t>(ix.checkpoints.size()));
    std::vector<std::pair<TermId, uint8_t>> occurrences;
    for (size_t f = 0; f < kFieldCount; ++f) {
      uint32_t entries = 0, words = 0;
      for (size_t p = 0; p < pieces[f]->size(); ++p) {
        const std::string& text = (*pieces[f])[p];
        ix.raw_text_bytes += text.size();
        if (entries >= UINT16_MAX - 1) break;
        if (p > 0) {
          ix.forward.push_back(0);
          ++entries;
        }
        for_each_word(text, [&](const WordSpan& w) {
          if (entries >= UINT16_MAX) return;  // a field this long is cut: nothing real comes close
          TermId t = ix.lexicon.intern(w.word);
          if (t >= term_postings.size()) {
            term_postings.resize(t + 1);
            last_doc.resize(t + 1, UINT32_MAX);
          }
          if (f == static_cast<size_t>(Field::Answer) && words % kCheckpointEvery == 0) ix.checkpoints.push_back(w.begin);
          occurrences.emplace_back(t, static_cast<uint8_t>(f));
          put_varint(ix.forward, t + 1);
          ++entries;
          ++words;
        });
      }
      ix.field_entries.push_back(static_cast<uint16_t>(entries));
      field_length.push_back(words);
    }

    std::sort(occurrences.begin(), occurrences.end());
    for (size_t i = 0; i < occurrences.size();) {
      TermId t = occurrences[i].first;
      uint32_t tf[kFieldCount] = {};
      uint8_t mask = 0;
      for (; i < occurrences.size() && occurrences[i].first == t; ++i) {
        ++tf[occurrences[i].second];
        mask |= static_cast<uint8_t>(1u << occurrences[i].second);
      }
      auto& out = term_postings[t];
      put_varint(out, last_doc[t] == UINT32_MAX ? d : d - last_doc[t]);
      last_doc[t] = d;
      out.push_back(mask);
      for (size_t f = 0; f < kFieldCount; ++f)
        if (tf[f]) put_varint(out, tf[f]);
    }

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

  void compile_synonyms(const Synonyms& synonyms) {
    for (const auto& g : synonyms.groups) {
      uint32_t group = static_cast<uint32_t>(ix.synonym_groups.size());
      ix.synonym_groups.emplace_back();
      ix.synonym_two_way.push_back(g.two_way);
      auto add = [&](const std::string& phrase, bool canonical) {
        SynonymPhrase sp;
        sp.group = group;
        sp.canonical = canonical;
        for_each_word(phrase, [&](const WordSpan& w) { sp.terms.push_back(ix.lexicon.intern(w.word)); });
        ix.synonym_groups.back().push_back(static_cast<uint32_t>(ix.synonym_phrases.size()));
        ix.synonym_phrases.push_back(std::move(sp));
      };
      add(g.canonical, true);
      std::string canonical = normalize_name(g.canonical);
      for (const auto& a : g.aliases) {
        add(a, false);
        ix.synonym_names.emplace_back(normalize_name(a), canonical);
      }
    }
    std::sort(ix.synonym_names.begin(), ix.synonym_names.end());
  }

  void finish() {
    const size_t n = ix.docs.size();
    ix.forward_start.push_back(static_cast<uint32_t>(ix.forward.size()));
    ix.checkpoints_start.push_back(static_cast<uint32_t>(ix.checkpoints.size()));
    const size_t terms = ix.lexicon.term_count();
    term_postings.resize(terms);
    ix.postings_start.reserve(terms + 1);
    ix.doc_freq.assign(terms, 0);
    ix.idf.assign(terms, 0.0f);
    for (size_t t = 0; t < terms; ++t) {
      ix.postings_start.push_back(static_cast<uint32_t>(ix.postings.size()));
      ix.postings.insert(ix.postings.end(), term_postings[t].begin(), term_postings[t].end());
      // count documents: each posting is gap, mask, one tf per field bit
      const uint8_t* p = term_postings[t].data();
      const uint8_t* end = p + term_postings[t].size();
      uint32_t df = 0;
      while (p < end) {
        get_varint(p);
        uint8_t mask = *p++;
        for (int b = __builtin_popcount(mask); b > 0; --b) get_varint(p);
        ++df;
      }
      ix.doc_freq[t] = df;
      ix.idf[t] = std::log(1.0f + (static_cast<float>(n) - df + 0.5f) / (df + 0.5f));
    }
    ix.postings_start.push_back(static_cast<uint32_t>(ix.postings.size()));

    double average[kFieldCount] = {};
    for (size_t d = 0; d < n; ++d)
      for (size_t f = 0; f < kFieldCount; ++f) average[f] += field_length[d * kFieldCount + f];
    for (double& a : average) a = n ? std::max(1.0, a / n) : 1.0;
    ix.field_norm.resize(n * kFieldCount);
    for (size_t d = 0; d < n; ++d)
      for (size_t f = 0; f < kFieldCount; ++f) {
        const FieldParams& fp = kFieldParams[f];
        double len = field_length[d * kFieldCount + f];
        ix.field_norm[d * kFieldCount + f] = static_cast<float>(fp.weight / (1.0 - fp.b + fp.b * len / average[f]));
      }

    for (auto& [key, docs] : filters) {
      ix.filter_keys.push_back(key);
      ix.filter_docs_start.push_back(static_cast<uint32_t>(ix.filter_docs.size()));
      ix.filter_docs.insert(ix.filter_docs.end(), docs.begin(), docs.end());
    }
    ix.filter_docs_start.push_back(static_cast<uint32_t>(ix.filter_docs.size()));

    ix.name_terms_start.push_back(0);
    for (const auto& [key, terms] : multiword_names) {
      uint32_t name = static_cast<uint32_t>(ix.name_filter.size());
      auto k = std::lower_bound(ix.filter_keys.begin(), ix.filter_keys.end(), "name=" + key);
      ix.name_filter.push_back(static_cast<uint32_t>(k - ix.filter_keys.begin()));
      ix.name_terms.insert(ix.name_terms.end(), terms.begin(), terms.end());
      ix.name_terms_start.push_back(static_cast<uint32_t>(ix.name_terms.size()));
      ix.names_by_first_term.emplace_back(terms.front(), name);
    }
    std::sort(ix.names_by_first_term.begin(), ix.names_by_first_term.end());

    ix.lexicon.freeze();
    ix.stored_text.shrink_to_fit();
    ix.forward.shrink_to_fit();
    ix.postings.shrink_to_fit();
    ix.checkpoints.shrink_to_fit();
    ix.field_entries.shrink_to_fit();
  }
};

}  // namespace

Index build_index(const std::vector<Document>& docs, const Synonyms& synonyms) {
  Index ix;
  Builder b{ix, {}, {}, {}, {}, {}};
  ix.docs.reserve(docs.size());
  for (uint32_t d = 0; d < docs.size(); ++d) b.add_document(d, docs[d]);
  b.compile_synonyms(synonyms);
  b.finish();
  return ix;
}

Index build_index(const std::vector<corpus::Entry>& entries, const Synonyms& synonyms) {
  std::vector<Document> docs;
  docs.reserve(entries.size());
  for (const auto& e : entries) docs.push_back(from_entry(e));
  return build_index(docs, synonyms);
}

}  // namespace arbiter::search
