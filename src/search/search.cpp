#include "search/search.h"

#include <algorithm>
#include <cmath>
#include <nlohmann/json.hpp>

#include "search/edit_distance.h"
#include "search/filters.h"
#include "search/plan.h"
#include "search/snippet.h"
#include "search/stem.h"
#include "search/varint.h"

namespace arbiter::search {

namespace {

constexpr float kPartialAltFactor = 0.5f;  // a multi-word alt with only some words present
constexpr float kMissingGroupFactor = 0.3f;  // each query part a document lacks multiplies its score by this
constexpr float kNameFactor = 0.6f;          // bonus per typed name the document mentions or is tagged with
constexpr float kTagFactor = 0.5f;           // more when a typed name is one of its tags
constexpr float kAdjacentFactor = 0.6f;      // all consecutive typed words adjacent in the document
constexpr float kNearFactor = 0.25f;         // ... or within kNearWindow words
constexpr int kNearWindow = 4;
constexpr size_t kRerankMin = 30;

// Per-document accumulators, reused across queries: every array is back to zero after a query
// (only touched entries are reset), so a keystroke costs what it touches, not the corpus size.
struct Scratch {
  std::vector<float> slot_best, alt_sum, group_best, total;
  std::vector<uint8_t> alt_count, group_full, covered, required_hits, flags;
  std::vector<uint32_t> slot_touched, alt_touched, group_touched, touched, flagged;
  std::vector<uint64_t> term_slots;
  std::vector<TermId> marked_terms;
  std::vector<std::pair<float, uint32_t>> ranked;
  Plan plan;

  void fit(const Index& ix) {
    size_t n = ix.doc_count();
    if (total.size() != n) {
      for (auto* v : {&slot_best, &alt_sum, &group_best, &total}) v->assign(n, 0.0f);
      for (auto* v : {&alt_count, &group_full, &covered, &required_hits, &flags}) v->assign(n, 0);
    }
    if (term_slots.size() != ix.lexicon.term_count()) term_slots.assign(ix.lexicon.term_count(), 0);
  }
};

enum Flag : uint8_t { kExcluded = 1, kNamed = 2, kNamedTwice = 4, kTagged = 8 };

thread_local Scratch scratch;

// Adds one slot's best weighted BM25F score to each document containing one of its terms.
void score_slot(const Index& ix, const Plan& plan, const Slot& slot, Scratch& s) {
  for (uint32_t e = slot.exp_begin; e < slot.exp_end; ++e) {
    const Expansion& x = plan.expansions[e];
    const float idf = ix.idf[x.term] * x.weight;
    const uint8_t* p = ix.postings.data() + ix.postings_start[x.term];
    const uint8_t* end = ix.postings.data() + ix.postings_start[x.term + 1];
    uint32_t doc = 0;
    bool first = true;
    while (p < end) {
      uint32_t gap = get_varint(p);
      doc = first ? gap : doc + gap;
      first = false;
      uint8_t mask = *p++;
      const float* norm = &ix.field_norm[static_cast<size_t>(doc) * kFieldCount];
      float tf = 0;
      for (uint32_t f = 0; mask; ++f, mask >>= 1)
        if (mask & 1) tf += static_cast<float>(get_varint(p)) * norm[f];
      float v = idf * tf * (kBm25K1 + 1) / (tf + kBm25K1);
      float& best = s.slot_best[doc];
      if (best == 0) s.slot_touched.push_back(doc);
      if (v > best) best = v;
    }
  }
}

void accumulate(const Index& ix, const Plan& plan, Scratch& s) {
  for (const Group& g : plan.groups) {
    for (uint32_t a = g.alt_begin; a < g.alt_end; ++a) {
      const Alt& alt = plan.alts[a];
      for (uint32_t sl = alt.slot_begin; sl < alt.slot_end; ++sl) {
        score_slot(ix, plan, plan.slots[sl], s);
        for (uint32_t d : s.slot_touched) {
          if (s.alt_count[d] == 0) s.alt_touched.push_back(d);
          s.alt_sum[d] += s.slot_best[d];
          ++s.alt_count[d];
          s.slot_best[d] = 0;
        }
        s.slot_touched.clear();
      }
      const uint32_t slots = alt.slot_end - alt.slot_begin;
      for (uint32_t d : s.alt_touched) {
        bool full = s.alt_count[d] == slots;
        float v = s.alt_sum[d] * alt.weight * (full ? 1.0f : kPartialAltFactor);
        if (s.group_best[d] == 0 && !s.group_full[d]) s.group_touched.push_back(d);
        s.group_best[d] = std::max(s.group_best[d], v);
        s.group_full[d] |= full;
        s.alt_sum[d] = 0;
        s.alt_count[d] = 0;
      }
      s.alt_touched.clear();
    }
    for (uint32_t d : s.group_touched) {
      if (s.total[d] == 0 && s.covered[d] == 0 && s.required_hits[d] == 0) s.touched.push_back(d);
      s.total[d] += s.group_best[d];
      if (s.group_full[d]) {
        s.covered[d] += g.counts;
        s.required_hits[d] += g.required;
      }
      s.group_best[d] = 0;
      s.group_full[d] = 0;
    }
    s.group_touched.clear();
  }
}

void flag(Scratch& s, uint32_t d, uint8_t f) {
  if (s.flags[d] == 0) s.flagged.push_back(d);
  s.flags[d] |= f;
}

void mark_terms(const Plan& plan, Scratch& s) {
  for (uint32_t sl = 0; sl < plan.slots.size() && sl < 64; ++sl)
    for (uint32_t e = plan.slots[sl].exp_begin; e < plan.slots[sl].exp_end; ++e) {
      TermId t = plan.expansions[e].term;
      if (s.term_slots[t] == 0) s.marked_terms.push_back(t);
      s.term_slots[t] |= uint64_t{1} << sl;
    }
}

struct DocScan {
  uint8_t fields = 0;
  int adjacent = 0, near = 0;
  bool phrases_ok = true, excluded_phrase = false;
};

// Reads one document's forward index: phrases present, typed words adjacent or near, fields matched.

DocScan scan_document(const Index& ix, const Plan& plan, const Scratch& s, uint32_t d, size_t required_phrases) {
  DocScan out;
  constexpr int kFar = -1000;
  int last[kMaxSlots], chain[kMaxSlots];
  std::fill(std::begin(last), std::end(last), kFar);
  uint64_t phrase_found = 0, pair_adjacent = 0, pair_near = 0;  // by alt, by adjacent pair
  uint32_t excl_progress[kMaxQueryTerms] = {};
  const size_t pairs = std::min<size_t>(plan.adjacent_slots.size(), 64);
  const size_t excluded = std::min<size_t>(plan.excluded_phrases.size(), kMaxQueryTerms);
  const uint8_t* p = ix.forward.data() + ix.forward_start[d];
  int pos = 0;
  for (size_t f = 0; f < kFieldCount; ++f) {
    pos += 2 * kNearWindow;  // fields never touch
    std::fill(std::begin(chain), std::end(chain), kFar);
    for (uint32_t i = 0, n = ix.field_entries[d * kFieldCount + f]; i < n; ++i, ++pos) {
      uint32_t v = get_varint(p);
      if (v == 0) {  // between two tags or two names
        pos += 2 * kNearWindow;
        continue;
      }
      const TermId t = v - 1;
      for (size_t x = 0; x < excluded; ++x) {
        const auto& ph = plan.excluded_phrases[x];
        uint32_t& k = excl_progress[x];
        k = ph[k] == t ? k + 1 : (ph[0] == t ? 1 : 0);
        if (k == ph.size()) {
          out.excluded_phrase = true;
          k = 0;
        }
      }
      const uint64_t m = s.term_slots[t];
      if (!m) continue;
      out.fields |= static_cast<uint8_t>(1u << f);
      for (uint64_t bits = m; bits; bits &= bits - 1) {
        const int sl = __builtin_ctzll(bits);
        const Alt& alt = plan.alts[plan.slot_alt[sl]];
        if (alt.phrase) {  // slot sl continues a chain that reached sl - 1 on the previous word
          if (sl == static_cast<int>(alt.slot_begin) || chain[sl - 1] == pos - 1) chain[sl] = pos;
          if (sl == static_cast<int>(alt.slot_end) - 1 && chain[sl] == pos) phrase_found |= uint64_t{1} << plan.slot_alt[sl];
        }
      }
      for (size_t k = 0; k < pairs; ++k) {
        auto [a, b] = plan.adjacent_slots[k];
        if (!(m >> b & 1)) continue;
        if (last[a] == pos - 1) pair_adjacent |= uint64_t{1} << k;
        else if (pos - last[a] <= kNearWindow && last[a] != pos) pair_near |= uint64_t{1} << k;
      }
      for (uint64_t bits = m; bits; bits &= bits - 1) last[__builtin_ctzll(bits)] = pos;
    }
  }
  out.adjacent = __builtin_popcountll(pair_adjacent);
  out.near = __builtin_popcountll(pair_near & ~pair_adjacent);
  size_t found = 0;
  for (const Group& g : plan.groups) {
    if (!g.required) continue;
    for (uint32_t a = g.alt_begin; a < g.alt_end; ++a)
      if (!plan.alts[a].phrase || (phrase_found >> a & 1)) {
        ++found;
        break;
      }
  }
  out.phrases_ok = found == required_phrases;
  return out;
}

std::string rebuild_query(const ParsedQuery& q, const std::vector<std::string>& words) {
  std::string out;
  size_t w = 0;
  for (const auto& p : q.parts) {
    if (!out.empty()) out += ' ';
    if (p.negated) out += '-';
    out += p.type == QueryPart::Type::Phrase ? "\"" + p.text + "\"" : words[w];
    if (p.type == QueryPart::Type::Word) ++w;
    if (p.or_next) out += " OR";
  }
  static constexpr const char* kNames[] = {"tag", "game", "kind", "product", "printing", "card"};
  for (const auto& f : q.filters) {
    if (!out.empty()) out += ' ';
    out += std::string(f.negated ? "-" : "") + kNames[static_cast<int>(f.field)] + ":";
    out += f.value.find(' ') == std::string::npos ? f.value : "\"" + f.value + "\"";
  }
  return out;
}

// The query with each word the index does not know replaced by its nearest known word.
std::optional<std::string> correction(const Index& ix, const ParsedQuery& q) {
  std::vector<std::string> words;
  bool changed = false;
  std::vector<WordMatch> near;
  for (const auto& p : q.parts) {
    if (p.type != QueryPart::Type::Word) continue;
    words.push_back(p.text);
    if (p.negated || ix.lexicon.find_stem(stem(p.text)) || p.text.size() < 3) continue;
    std::optional<size_t> best;
    int best_d = 99;
    int max_d = std::max(2, allowed_typos(p.text.size()) + 1);
    for (size_t i = 0; i < ix.lexicon.word_count(); ++i) {
      int d = bounded_distance(p.text, ix.lexicon.word(i), std::min(max_d, best_d));
      if (d > max_d || d > best_d) continue;
      if (d < best_d || ix.doc_freq[ix.lexicon.word_term(i)] > ix.doc_freq[ix.lexicon.word_term(*best)]) {
        best = i;
        best_d = d;
      }
    }
    if (best) {
      words.back() = std::string(ix.lexicon.word(*best));
      changed = true;
    }
  }
  if (!changed) return std::nullopt;
  return rebuild_query(q, words);
}

SearchResponse run(const Index& ix, std::string_view query, const SearchOptions& options, bool suggest) {
  SearchResponse response;
  ParsedQuery parsed = parse_query(query);
  response.hints = parsed.hints;
  ResolvedFilters filters = resolve_filters(ix, parsed.filters);
  response.hints.insert(response.hints.end(), filters.hints.begin(), filters.hints.end());
  std::vector<QueryPart> parts = parsed.parts;
  parts.insert(parts.end(), filters.as_phrases.begin(), filters.as_phrases.end());

  Scratch& s = scratch;
  s.fit(ix);
  Plan& plan = s.plan;
  plan.clear();
  compile_parts(ix, parts, plan);
  response.hints.insert(response.hints.end(), plan.hints.begin(), plan.hints.end());
  if (plan.groups.empty() && !filters.active) {
    if (!parts.empty() || !parsed.filters.empty()) response.hints.push_back("add a word or a filter to search");
    return response;
  }
  mark_terms(plan, s);

  for (TermId t : plan.excluded_terms) {
    const uint8_t* p = ix.postings.data() + ix.postings_start[t];
    const uint8_t* end = ix.postings.data() + ix.postings_start[t + 1];
    for (uint32_t doc = 0, first = 1; p < end; first = 0) {
      uint32_t gap = get_varint(p);
      doc = first ? gap : doc + gap;
      for (int b = __builtin_popcount(*p++); b > 0; --b) get_varint(p);
      flag(s, doc, kExcluded);
    }
  }
  for (uint32_t d : filters.drop) flag(s, d, kExcluded);
  for (uint32_t name : plan.names) {
    const std::string& key = ix.filter_keys[ix.name_filter[name]];  // "name=..."
    auto [b, e] = ix.filter(key);
    for (const uint32_t* d = b; d != e; ++d) flag(s, *d, s.flags[*d] & kNamed ? kNamedTwice : kNamed);
    auto [tb, te] = ix.filter("tag=" + key.substr(5));  // tagged with the name: the entry is about it
    for (const uint32_t* d = tb; d != te; ++d) flag(s, *d, kTagged);
  }

  accumulate(ix, plan, s);

  // Candidates: all documents touched by the text, or every document when only filters were given.
  const size_t counted = plan.counted_groups(), required = plan.required_groups();
  s.ranked.clear();
  auto consider = [&](uint32_t d, float score) {
    if (s.flags[d] & kExcluded) return;
    if (s.required_hits[d] < required) return;
    if (counted && s.covered[d] == 0) return;  // only stopwords or part of a synonym matched
    for (const auto& keep : filters.keep)
      if (!std::binary_search(keep.begin(), keep.end(), d)) return;
    if (counted) score *= std::pow(kMissingGroupFactor, static_cast<float>(counted - std::min<size_t>(s.covered[d], counted)));
    if (s.flags[d] & kNamed) score *= 1 + kNameFactor * ((s.flags[d] & kNamedTwice) ? 2 : 1);
    if (s.flags[d] & kTagged) score *= 1 + kTagFactor;
    s.ranked.emplace_back(score, d);
  };
  if (plan.groups.empty()) {
    // the smallest kept set bounds the candidates
    const auto* smallest = &filters.keep.front();
    for (const auto& k : filters.keep)
      if (k.size() < smallest->size()) smallest = &k;
    for (uint32_t d : *smallest) consider(d, 1.0f);
  } else {
    for (uint32_t d : s.touched) consider(d, s.total[d]);
  }

  // Rerank the best candidates with what only the word order shows (phrases, proximity).
  auto by_score = [](const auto& a, const auto& b) { return a.first != b.first ? a.first > b.first : a.second < b.second; };
  const bool must_scan_all = required > 0 || !plan.excluded_phrases.empty();
  size_t rerank = must_scan_all ? s.ranked.size() : std::min(s.ranked.size(), std::max(kRerankMin, options.limit * 3));
  std::partial_sort(s.ranked.begin(), s.ranked.begin() + rerank, s.ranked.end(), by_score);
  std::vector<uint8_t> fields(rerank, 0);
  const float pairs = static_cast<float>(plan.adjacent_slots.size());
  size_t kept = 0;
  for (size_t i = 0; i < rerank; ++i) {
    auto [score, d] = s.ranked[i];
    DocScan scan = scan_document(ix, plan, s, d, required);
    if (!scan.phrases_ok || scan.excluded_phrase) continue;
    if (pairs > 0) score *= 1 + kAdjacentFactor * scan.adjacent / pairs + kNearFactor * scan.near / pairs;
    s.ranked[kept] = {score, d};
    fields[kept++] = scan.fields;
  }
  size_t dropped = rerank - kept;
  std::vector<size_t> order(kept);
  for (size_t i = 0; i < kept; ++i) order[i] = i;
  std::sort(order.begin(), order.end(), [&](size_t a, size_t b) { return by_score(s.ranked[a], s.ranked[b]); });
  response.total = s.ranked.size() - dropped;

  for (size_t k = 0; k < kept && response.results.size() < options.limit; ++k) {
    auto [score, d] = s.ranked[order[k]];
    Result r;
    r.id = std::string(ix.doc_id(d));
    r.title = std::string(ix.doc_title(d));
    r.score = std::round(score * 1000.0) / 1000.0;
    r.game = ix.game_names[ix.docs[d].game];
    r.kind = ix.kind_names[ix.docs[d].kind];
    for (size_t f = 0; f < kFieldCount; ++f)
      if (fields[order[k]] >> f & 1) r.matched_fields.emplace_back(field_name(static_cast<Field>(f)));
    add_highlights_and_snippet(ix, s.term_slots, d, options.snippet_bytes, r);
    response.results.push_back(std::move(r));
  }

  for (TermId t : s.marked_terms) s.term_slots[t] = 0;
  s.marked_terms.clear();
  for (uint32_t d : s.touched) {
    s.total[d] = 0;
    s.covered[d] = 0;
    s.required_hits[d] = 0;
  }
  s.touched.clear();
  for (uint32_t d : s.flagged) s.flags[d] = 0;
  s.flagged.clear();

  if (response.results.empty() && suggest) {
    if (auto fixed = correction(ix, parsed)) {
      SearchOptions one = options;
      one.limit = 1;
      if (!run(ix, *fixed, one, false).results.empty()) response.did_you_mean = *fixed;
    }
  }
  return response;
}

}  // namespace

SearchResponse search(const Index& index, std::string_view query, const SearchOptions& options) {
  return run(index, query, options, true);
}

void to_json(nlohmann::json& j, const Highlight& h) { j = nlohmann::json::array({h.field, h.begin, h.end}); }

void to_json(nlohmann::json& j, const Result& r) {
  j = nlohmann::json{{"id", r.id},       {"title", r.title},
                     {"score", r.score}, {"game", r.game},
                     {"kind", r.kind},   {"matched_fields", r.matched_fields},
                     {"highlights", r.highlights}, {"snippet", r.snippet}};
}

void to_json(nlohmann::json& j, const SearchResponse& r) {
  j = nlohmann::json{{"results", r.results}, {"total", r.total}, {"hints", r.hints}};
  j["did_you_mean"] = r.did_you_mean ? nlohmann::json(*r.did_you_mean) : nlohmann::json(nullptr);
}

}  // namespace arbiter::search
