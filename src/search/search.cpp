#include "search/search.h"

#include <algorithm>
#include <array>
#include <cmath>
#include <cstring>
#include <nlohmann/json.hpp>

#include "search/edit_distance.h"
#include "search/filters.h"
#include "search/plan.h"
#include "search/postings.h"
#include "search/snippet.h"
#include "search/stem.h"
#include "search/tokenizer.h"
#include "search/varint.h"

namespace arbiter::search {

namespace {

constexpr float kPartialAltFactor = 0.5f;  // a multi-word alt with only some words present
constexpr float kNameFactor = 0.6f;        // bonus per typed name the document mentions or is tagged with
constexpr float kTagFactor = 0.5f;         // more when a typed name is one of its tags or its title
constexpr float kTitleFactor = 1.0f;       // bonus for covering all of a title (its content words, by idf)
constexpr float kTitleBothWays = 0.3f;     // ... part of it only as far as the title also carries the query
// A project's phrasing the query covers (data/asked.json) is the question asked another way: it earns
// the title bonus, this much of it, when it is covered more than the title.
constexpr float kAskedCover = 0.75f;
constexpr float kAdjacentFactor = 0.6f;  // all consecutive typed words adjacent in the document
constexpr float kNearFactor = 0.25f;     // ... or within kNearWindow words
// An entry of another game than the one the query's words are about ranks lower: the clear vote
// needed (the share of the words' importance) and the factor.
constexpr float kGameVote = 0.6f;
constexpr float kOtherGameFactor = 0.5f;
constexpr int kNearWindow = 4;
// A best match is weak when it has under kWeakShare of the query's weight, or under kFairShare of
// it and less than kWeakWords words' worth (a word in one entry or none weighs about one): a long
// question whose best entry shares only its common words ("game", "card", "turn") is not answered.
// On the tuning sets this calls 1% of the right answers weak, and 11 of 24 questions the corpus
// cannot answer (docs/search.md, Weak matches).
constexpr float kWeakShare = 0.35f;
constexpr float kFairShare = 0.5f;
constexpr float kWeakWords = 1.6f;
constexpr size_t kRerankMin = 20;
// A long question (this many counted words or more) that names a rules summary's topic (its title
// before a colon: "Defend", "Push and Gather", "The Dahan") asks about that rule among the story
// around it: the summary scores this much more (see names_summary_topic).
constexpr size_t kTopicQuestionWords = 12;
constexpr float kTopicFactor = 1.2f;

// Where the query's terms occur in one reranked document: enough to check phrases, score proximity
// and place highlights, without reading the rest of the document.
struct Occurrence {
  uint64_t place;   // field << 32 | position: in document order, one compare
  uint32_t target;  // index in the reranked list
  TermId term;
  uint8_t field() const { return static_cast<uint8_t>(place >> 32); }
  uint32_t position() const { return static_cast<uint32_t>(place); }
  bool operator<(const Occurrence& o) const { return place < o.place; }  // sorted within one target
};

// Per-document accumulators, reused across queries: every array is back to zero after a query
// (only touched entries are reset), so a keystroke costs what it touches, not the corpus size.
struct Scratch {
  // Per document, together: a candidate's accumulators share one cache line (large corpora touch
  // a few thousand documents spread over the whole array).
  struct PerDoc {
    float slot_best = 0, alt_sum = 0, group_best = 0, total = 0, covered_importance = 0;
    float slot_title = 0, title_matched = 0;  // the idf of title terms matched: by this slot, in all
    uint8_t alt_count = 0, group_full = 0, covered = 0, required_hits = 0, flags = 0, fields = 0;
  };
  std::vector<PerDoc> per_doc;
  std::vector<uint8_t> candidate;  // apart: read eight at a time
  std::vector<uint32_t> candidates;
  std::vector<uint32_t> slot_touched, alt_touched, group_touched, touched, flagged;
  std::vector<uint64_t> term_slots;
  std::vector<TermId> marked_terms;
  std::vector<std::pair<float, uint32_t>> ranked;      // (score, doc)
  std::vector<std::pair<float, uint32_t>> reranked;    // (score, index in ranked)
  std::vector<std::pair<uint32_t, uint32_t>> targets;  // (doc, index in ranked), by doc
  std::vector<TermId> walk_terms;
  std::vector<Occurrence> occurrences, spare_occurrences;
  std::vector<uint32_t> occurrence_start;
  std::vector<uint32_t> title_words;
  std::vector<AnswerMatch> answer_matches, asked_matches;  // asked_matches: by position in the asked field
  float slot_weight[kMaxSlots] = {};                       // per slot of a scored group, its alt's weight (asked_cover)
  Plan plan;

  void fit(const Index& ix) {
    size_t n = ix.doc_count();
    if (per_doc.size() != n) {
      per_doc.assign(n, PerDoc{});
      candidate.assign(n, 0);
    }
    if (term_slots.size() != ix.lexicon.term_count()) term_slots.assign(ix.lexicon.term_count(), 0);
  }

  // Back to zero: only the entries this query touched.
  void reset() {
    for (TermId t : marked_terms) term_slots[t] = 0;
    marked_terms.clear();
    for (uint32_t d : touched) {
      per_doc[d].total = 0;
      per_doc[d].fields = 0;
      per_doc[d].covered = 0;
      per_doc[d].covered_importance = 0;
      per_doc[d].title_matched = 0;
      per_doc[d].required_hits = 0;
    }
    touched.clear();
    for (uint32_t d : flagged) per_doc[d].flags = 0;
    flagged.clear();
    for (uint32_t d : candidates) candidate[d] = 0;
    candidates.clear();
  }
};

enum Flag : uint8_t { kExcluded = 1, kNamed = 2, kNamedTwice = 4, kTagged = 8 };

thread_local Scratch scratch;

// Adds one slot's best weighted BM25F score to each document containing one of its terms.
// restrict (large corpora, see accumulate): only to the sorted candidates; a term with champions is
// scored from them, and any other candidate containing it gets the term's lowest champion impact
// (its field mask is filled in later, for the reranked documents, by collect_occurrences).
void score_slot(const Index& ix, const Plan& plan, const Slot& slot, Scratch& s, bool restrict) {
  float title_value = 0;  // the current expansion's idf, weighted, when it is in a title
  auto add = [&](uint32_t doc, uint8_t mask, float v) {
    Scratch::PerDoc& p = s.per_doc[doc];
    p.fields |= mask;
    if (p.slot_best == 0) s.slot_touched.push_back(doc);
    if (v > p.slot_best) p.slot_best = v;
    if ((mask & 1u << static_cast<int>(Field::Title)) && title_value > p.slot_title) p.slot_title = title_value;
  };
  for (uint32_t e = slot.exp_begin; e < slot.exp_end; ++e) {
    const TermId t = plan.expansions[e].term;
    const float unit = ix.idf(t) * plan.expansions[e].weight * static_cast<float>(kImpactScale);
    title_value = ix.idf(t) * plan.expansions[e].weight;
    if (restrict && ix.has_champions(t)) {
      const uint64_t* bits = ix.contains(t);
      const float floor = unit * ix.floor_impact[ix.champion_term(t)];
      uint32_t c = ix.champions_begin(t);
      const uint32_t champions_end = c + kChampions;
      for (uint32_t d : s.candidates) {
        while (c < champions_end && ix.champions[c] < d) ++c;
        if (c < champions_end && ix.champions[c] == d) add(d, ix.champion_masks[c], unit * ix.champion_impacts[c]);
        else if (bits[d / 64] >> (d % 64) & 1) add(d, 0, floor);
      }
      continue;
    }
    for (PostingCursor c(ix, t); c.next();)
      if (!restrict || s.candidate[c.doc]) add(c.doc, c.mask, unit * c.impact);
  }
}

void mark_candidate(Scratch& s, uint32_t d) {
  if (!s.candidate[d]) {
    s.candidate[d] = 1;
    s.candidates.push_back(d);
  }
}

// Stage 3: each group's score and coverage summed per document (s.touched lists them).
// On a large corpus, candidates are the documents of each query term's champion list (its whole
// list when it is rarer; the strongest champions only for completions, typos and synonyms), so a
// keystroke never scores every document for a common word. Small corpora are scored exhaustively.
void accumulate(const Index& ix, const Plan& plan, Scratch& s) {
  const bool restrict = ix.doc_count() >= kChampionCorpus;
  if (restrict) {
    for (const Group& g : plan.groups) {
      if (!g.scored) continue;
      for (uint32_t a = g.alt_begin; a < g.alt_end; ++a)
        for (uint32_t sl = plan.alts[a].slot_begin; sl < plan.alts[a].slot_end; ++sl)
          for (uint32_t e = plan.slots[sl].exp_begin; e < plan.slots[sl].exp_end; ++e) {
            const TermId t = plan.expansions[e].term;
            if (ix.has_champions(t)) {
              const uint8_t least = plan.expansions[e].weight < 1.0f ? ix.strong_impact[ix.champion_term(t)] : 0;
              for (uint32_t c = ix.champions_begin(t), end = c + kChampions; c < end; ++c)
                if (ix.champion_impacts[c] >= least) mark_candidate(s, ix.champions[c]);
              continue;
            }
            for (PostingCursor c(ix, t); c.next();) mark_candidate(s, c.doc);
          }
    }
    if (s.candidates.size() * 32 > ix.doc_count()) {  // dense: reading the flags is cheaper than sorting
      const uint32_t n = static_cast<uint32_t>(ix.doc_count());
      uint32_t* out = s.candidates.data();
      for (uint32_t d = 0; d < n; d += 8) {
        uint64_t word = 0;  // eight flags at a time: most are zero
        std::memcpy(&word, s.candidate.data() + d, std::min<uint32_t>(8, n - d));
        for (; word; word &= word - 1) *out++ = d + static_cast<uint32_t>(__builtin_ctzll(word)) / 8;
      }
    } else {
      std::sort(s.candidates.begin(), s.candidates.end());
    }
  }
  for (const Group& g : plan.groups) {
    if (!g.scored) continue;
    if (g.alt_end == g.alt_begin + 1 && plan.alts[g.alt_begin].slot_end == plan.alts[g.alt_begin].slot_begin + 1) {
      // one word, one way to match it: straight into the totals
      const Alt& alt = plan.alts[g.alt_begin];
      score_slot(ix, plan, plan.slots[alt.slot_begin], s, restrict);
      for (uint32_t d : s.slot_touched) {
        if (s.per_doc[d].total == 0 && s.per_doc[d].covered == 0 && s.per_doc[d].required_hits == 0)
          s.touched.push_back(d);
        s.per_doc[d].total += s.per_doc[d].slot_best * alt.weight;
        s.per_doc[d].title_matched += s.per_doc[d].slot_title * alt.weight;
        s.per_doc[d].slot_title = 0;
        s.per_doc[d].covered += g.counts;
        if (g.counts) s.per_doc[d].covered_importance += g.importance;
        s.per_doc[d].required_hits += g.required;
        s.per_doc[d].slot_best = 0;
      }
      s.slot_touched.clear();
      continue;
    }
    for (uint32_t a = g.alt_begin; a < g.alt_end; ++a) {
      const Alt& alt = plan.alts[a];
      for (uint32_t sl = alt.slot_begin; sl < alt.slot_end; ++sl) {
        score_slot(ix, plan, plan.slots[sl], s, restrict);
        for (uint32_t d : s.slot_touched) {
          if (s.per_doc[d].alt_count == 0) s.alt_touched.push_back(d);
          s.per_doc[d].alt_sum += s.per_doc[d].slot_best;
          s.per_doc[d].title_matched += s.per_doc[d].slot_title * alt.weight;
          s.per_doc[d].slot_title = 0;
          ++s.per_doc[d].alt_count;
          s.per_doc[d].slot_best = 0;
        }
        s.slot_touched.clear();
      }
      const uint32_t slots = alt.slot_end - alt.slot_begin;
      for (uint32_t d : s.alt_touched) {
        bool full = s.per_doc[d].alt_count == slots;
        float v = s.per_doc[d].alt_sum * alt.weight * (full ? 1.0f : kPartialAltFactor);
        if (s.per_doc[d].group_best == 0 && !s.per_doc[d].group_full) s.group_touched.push_back(d);
        s.per_doc[d].group_best = std::max(s.per_doc[d].group_best, v);
        s.per_doc[d].group_full |= full;
        s.per_doc[d].alt_sum = 0;
        s.per_doc[d].alt_count = 0;
      }
      s.alt_touched.clear();
    }
    for (uint32_t d : s.group_touched) {
      if (s.per_doc[d].total == 0 && s.per_doc[d].covered == 0 && s.per_doc[d].required_hits == 0)
        s.touched.push_back(d);
      s.per_doc[d].total += s.per_doc[d].group_best;
      if (s.per_doc[d].group_full) {
        s.per_doc[d].covered += g.counts;
        if (g.counts) s.per_doc[d].covered_importance += g.importance;
        s.per_doc[d].required_hits += g.required;
      }
      s.per_doc[d].group_best = 0;
      s.per_doc[d].group_full = 0;
    }
    s.group_touched.clear();
  }
}

void flag(Scratch& s, uint32_t d, uint8_t f) {
  if (s.per_doc[d].flags == 0) s.flagged.push_back(d);
  s.per_doc[d].flags |= f;
}

// Which slots each term fills, for the positions read later (phrases, proximity, highlights). The
// slots of unscored groups (stopwords) are left out: they neither highlight nor count as matches.
void mark_terms(const Plan& plan, Scratch& s) {
  for (const Group& g : plan.groups) {
    if (!g.scored) continue;
    for (uint32_t a = g.alt_begin; a < g.alt_end; ++a)
      for (uint32_t sl = plan.alts[a].slot_begin; sl < plan.alts[a].slot_end && sl < 64; ++sl)
        for (uint32_t e = plan.slots[sl].exp_begin; e < plan.slots[sl].exp_end; ++e) {
          TermId t = plan.expansions[e].term;
          if (s.term_slots[t] == 0) s.marked_terms.push_back(t);
          s.term_slots[t] |= uint64_t{1} << sl;
        }
  }
}

// The positions of every query term in the target documents (sorted by document), grouped by
// target, then by field and position.
// start[i]..start[i + 1] are target i's occurrences; spare is a reused buffer. The first `matching`
// terms are the query's own: they complete the targets' matched fields.
void collect_occurrences(const Index& ix, const std::vector<TermId>& terms,
                         const std::vector<std::pair<uint32_t, uint32_t>>& targets, std::vector<Occurrence>& out,
                         std::vector<uint32_t>& start, std::vector<Occurrence>& spare, size_t matching,
                         std::vector<Scratch::PerDoc>& per_doc) {
  spare.clear();
  for (size_t k = 0; k < terms.size(); ++k) {
    const TermId t = terms[k];
    PostingCursor c(ix, t);
    for (const auto& [doc, target] : targets) {
      if (!c.seek(doc)) break;
      if (c.doc != doc) continue;
      if (k < matching) per_doc[doc].fields |= c.mask;
      const uint8_t* p = c.detail;
      uint32_t tf[kFieldCount] = {};
      for (uint32_t f = 0; f < kFieldCount; ++f)
        if (c.mask >> f & 1) tf[f] = get_varint(p);
      for (uint32_t f = 0; f < kFieldCount; ++f)
        for (uint32_t k = 0, pos = 0; k < tf[f]; ++k) {
          pos = k == 0 ? get_varint(p) : pos + get_varint(p);
          spare.push_back({uint64_t{f} << 32 | pos, target, t});
        }
    }
  }
  // grouped by target (a counting sort), then each target's few occurrences sorted
  start.assign(targets.size() + 1, 0);
  for (const auto& o : spare) ++start[o.target + 1];
  for (size_t i = 0; i < targets.size(); ++i) start[i + 1] += start[i];
  out.resize(spare.size());
  for (const auto& o : spare) out[start[o.target]++] = o;           // start[i] moves to target i's end...
  std::copy_backward(start.begin(), start.end() - 1, start.end());  // ... so shift back by one
  start[0] = 0;
  for (size_t i = 0; i < targets.size(); ++i) std::sort(out.begin() + start[i], out.begin() + start[i + 1]);
}

struct DocScan {
  int adjacent = 0, near = 0;
  bool phrases_ok = true, excluded_phrase = false;
};

// Phrases present, typed words adjacent or near, excluded phrases, from one document's occurrences.
DocScan scan_occurrences(const Plan& plan, const Scratch& s, const Occurrence* begin, const Occurrence* end,
                         size_t required_phrases, std::vector<int>& excl_chain) {
  DocScan out;
  constexpr int kFar = -1000;
  int last[kMaxSlots], chain[kMaxSlots];
  uint64_t phrase_found = 0, pair_adjacent = 0, pair_near = 0;  // by alt, by adjacent pair
  const size_t pairs = std::min<size_t>(plan.adjacent_slots.size(), 64);
  const size_t slots = std::min(plan.slots.size(), kMaxSlots);
  int field = -1;
  for (const Occurrence* o = begin; o != end; ++o) {
    const int pos = static_cast<int>(o->position());
    if (o->field() != field) {  // words in different fields are never adjacent
      field = o->field();
      std::fill(last, last + slots, kFar);
      std::fill(chain, chain + slots, kFar);
      std::fill(excl_chain.begin(), excl_chain.end(), kFar);
    }
    size_t at = 0;
    for (const auto& ph : plan.excluded_phrases) {
      for (size_t i = ph.size(); i-- > 0;)
        if (ph[i] == o->term && (i == 0 || excl_chain[at + i - 1] == pos - 1)) {
          excl_chain[at + i] = pos;
          if (i + 1 == ph.size()) out.excluded_phrase = true;
        }
      at += ph.size();
    }
    const uint64_t m = s.term_slots[o->term];
    for (uint64_t bits = m; bits; bits &= bits - 1) {
      const int sl = __builtin_ctzll(bits);
      const Alt& alt = plan.alts[plan.slot_alt[sl]];
      if (alt.phrase) {  // slot sl continues a chain that reached sl - 1 on the previous word
        if (sl == static_cast<int>(alt.slot_begin) || chain[sl - 1] == pos - 1) chain[sl] = pos;
        if (sl == static_cast<int>(alt.slot_end) - 1 && chain[sl] == pos)
          phrase_found |= uint64_t{1} << plan.slot_alt[sl];
      }
    }
    for (size_t k = 0; k < pairs; ++k) {
      const WordPair& pair = plan.adjacent_slots[k];
      if (!(m >> pair.second & 1) || last[pair.first] == pos) continue;
      const int distance = pos - last[pair.first];
      if (distance <= static_cast<int>(pair.gap)) pair_adjacent |= uint64_t{1} << k;
      else if (distance < static_cast<int>(pair.gap) + kNearWindow) pair_near |= uint64_t{1} << k;
    }
    for (uint64_t bits = m; bits; bits &= bits - 1) last[__builtin_ctzll(bits)] = pos;
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
    near.clear();
    ix.lexicon.near(p.text, std::max(2, allowed_typos(p.text.size()) + 1), near);
    const WordMatch* best = nullptr;
    for (const auto& m : near)
      if (!best || m.distance < best->distance ||
          (m.distance == best->distance && ix.doc_freq[m.term] > ix.doc_freq[best->term]))
        best = &m;
    if (best) {
      words.back() = std::string(ix.lexicon.word(best->word));
      changed = true;
    }
  }
  if (!changed) return std::nullopt;
  return rebuild_query(q, words);
}

// Stage 1: the parsed query's text compiled into s.plan, with the filters' card names the index
// lacks searched as phrases. False when there is nothing to search (a hint says why).
bool plan_query(const Index& ix, const ParsedQuery& parsed, const ResolvedFilters& filters, Scratch& s,
                std::vector<std::string>& hints) {
  const std::vector<QueryPart>* parts = &parsed.parts;
  std::vector<QueryPart> with_phrases;
  if (!filters.as_phrases.empty()) {
    with_phrases = parsed.parts;
    with_phrases.insert(with_phrases.end(), filters.as_phrases.begin(), filters.as_phrases.end());
    parts = &with_phrases;
  }
  s.plan.clear();
  s.plan.open_game = filters.game;
  compile_parts(ix, *parts, s.plan);
  hints.insert(hints.end(), s.plan.hints.begin(), s.plan.hints.end());
  if (s.plan.groups.empty() && !filters.active) {
    if (!parts->empty() || !parsed.filters.empty()) hints.push_back("add a word or a filter to search");
    return false;
  }
  mark_terms(s.plan, s);
  return true;
}

// Stage 2: documents excluded (by a word or a negated filter), naming a typed name, or about it:
// tagged with it, or titled with it (a "topic=").
void flag_documents(const Index& ix, const Plan& plan, const ResolvedFilters& filters, Scratch& s) {
  for (TermId t : plan.excluded_terms)
    for (PostingCursor c(ix, t); c.next();) flag(s, c.doc, kExcluded);
  for (uint32_t d : filters.drop) flag(s, d, kExcluded);
  std::string key;
  auto flag_key = [&](std::string_view prefix, std::string_view name, uint8_t f) {
    key.assign(prefix).append(name);
    auto [b, e] = ix.filter(key);
    for (const uint32_t* d = b; d != e; ++d)
      flag(s, *d, f == kNamed && (s.per_doc[*d].flags & kNamed) ? uint8_t{kNamedTwice} : f);
  };
  for (uint32_t name : plan.names) {
    const std::string_view n = ix.name_key(name);
    flag_key("name=", n, kNamed);
    flag_key("tag=", n, kTagged);
    flag_key("topic=", n, kTagged);
  }
}

// The game a query is about, or -1: each counted part votes, with its best term's importance, for
// the game most of that term's entries are in (by their share); a clear majority decides.
int query_game(const Index& ix, const Plan& plan) {
  const size_t games = ix.game_names.size();
  if (games < 2) return -1;
  float votes[256], all = 0;
  std::fill_n(votes, games, 0.0f);
  for (const Group& g : plan.groups) {
    if (!g.counts) continue;
    TermId best = 0;
    float best_value = 0;
    for (uint32_t a = g.alt_begin; a < g.alt_end; ++a)
      for (uint32_t sl = plan.alts[a].slot_begin; sl < plan.alts[a].slot_end; ++sl)
        for (uint32_t e = plan.slots[sl].exp_begin; e < plan.slots[sl].exp_end; ++e) {
          const TermId t = plan.expansions[e].term;
          const float v = ix.doc_freq[t] ? ix.idf(t) * plan.expansions[e].weight * plan.alts[a].weight : 0;
          if (v > best_value) {
            best_value = v;
            best = t;
          }
        }
    if (best_value == 0) continue;
    votes[ix.term_game[best]] += best_value * ix.term_game_share[best] / 255.0f;
    all += best_value;
  }
  const float* top = std::max_element(votes, votes + games);
  return all > 0 && *top / all >= kGameVote ? static_cast<int>(top - votes) : -1;
}

// How much of a title (or a phrasing) of this mass the query covers, given the idf it matched
// there: the share of the title the query covers, and in part of the query the title carries (a
// one-word title is not what a ten-word question is about because it has one of the words).
float cover_of(float matched, float mass, float importance) {
  if (mass <= 0) return 0;
  const float title_share = std::min(1.0f, matched / mass);
  const float query_share = importance > 0 ? std::min(1.0f, matched / importance) : title_share;
  return (1 - kTitleBothWays) * title_share + kTitleBothWays * std::sqrt(title_share * query_share);
}

float title_cover(const Index& ix, const Scratch::PerDoc& p, uint32_t d, float importance) {
  return cover_of(p.title_matched, ix.title_mass[d], importance);
}

// The best cover of one of the document's phrasings, from its occurrences (sorted by field, then
// position): per phrasing, each scored slot's best weighted idf found in it, as title_matched counts.
float asked_cover(const Index& ix, const Plan& plan, const Scratch& s, uint32_t d, const Occurrence* ob,
                  const Occurrence* oe, float importance) {
  const uint32_t first = ix.asked_start[d], last = ix.asked_start[d + 1];
  const uint8_t asked = static_cast<uint8_t>(Field::Asked);
  const size_t slots = plan.slots.size();
  while (ob != oe && ob->field() < asked) ++ob;
  float best = 0;
  for (uint32_t k = first; k < last && ob != oe && ob->field() == asked; ++k) {
    const uint32_t end = k + 1 < last ? ix.asked_position[k + 1] : UINT32_MAX;
    float per_slot[kMaxSlots];
    std::fill(per_slot, per_slot + slots, 0.0f);
    for (; ob != oe && ob->field() == asked && ob->position() < end; ++ob)
      for (uint64_t m = s.term_slots[ob->term]; m; m &= m - 1) {
        const uint32_t sl = static_cast<uint32_t>(__builtin_ctzll(m));
        const float slot_weight = s.slot_weight[sl];
        if (slot_weight == 0) continue;
        for (uint32_t e = plan.slots[sl].exp_begin; e < plan.slots[sl].exp_end; ++e)
          if (plan.expansions[e].term == ob->term)
            per_slot[sl] = std::max(per_slot[sl], ix.idf(ob->term) * plan.expansions[e].weight * slot_weight);
      }
    float matched = 0;
    for (size_t sl = 0; sl < slots; ++sl) matched += per_slot[sl];
    best = std::max(best, cover_of(matched, ix.asked_mass[k], importance));
  }
  return best;
}

// Whether the query has a word of a lighter kind's (a rules summary's) topic: the content words of
// its title before a colon. Read from the stored title when asked (only for long questions, and only
// for summaries with a title word matched), so the index needs nothing more.
bool names_summary_topic(const Index& ix, const Scratch& s, uint32_t d) {
  std::string_view title = ix.doc_title(d);
  title = title.substr(0, title.find(':'));
  bool named = false;
  for_each_word(title, [&](const WordSpan& w) {
    if (is_stopword(w.word)) return true;
    const auto term = ix.lexicon.find_stem(stem(w.word));
    named = term && s.term_slots[*term] != 0;
    return !named;
  });
  return named;
}

// Stage 4: the accumulated candidates that satisfy the query (required phrases aside), scored with
// coverage (the share of the query's importance they match), the game, the kind's rank weight
// (corpus/vocabulary.cpp: official text above a summary matching about as well; a long question naming
// the summary's topic: names_summary_topic), how much of their title the query covers and name
// bonuses, into s.ranked; every filtered document when only filters were given.
void rank_candidates(const Index& ix, const Plan& plan, const ResolvedFilters& filters, Scratch& s) {
  const size_t counted = plan.counted_groups(), required = plan.required_groups();
  const float importance = plan.counted_importance();
  s.ranked.clear();
  const int game = query_game(ix, plan);
  const bool long_question = counted >= kTopicQuestionWords;
  auto consider = [&](uint32_t d, float score) {
    const Scratch::PerDoc& p = s.per_doc[d];
    if (p.flags & kExcluded) return;
    if (p.required_hits < required) return;
    if (counted && p.covered == 0) return;  // only stopwords or part of a synonym matched
    for (const auto& keep : filters.keep)
      if (!std::binary_search(keep.begin(), keep.end(), d)) return;
    if (importance > 0) score *= std::min(1.0f, p.covered_importance / importance);
    if (game >= 0 && ix.docs[d].game != game) score *= kOtherGameFactor;
    score *= 1 + kTitleFactor * title_cover(ix, p, d, importance);
    const float kind_weight = ix.kind_weight[ix.docs[d].kind];
    score *= kind_weight;
    if (long_question && kind_weight < 1 && p.title_matched > 0 && names_summary_topic(ix, s, d)) score *= kTopicFactor;
    if (p.flags & kNamed) score *= 1 + kNameFactor * ((p.flags & kNamedTwice) ? 2 : 1);
    if (p.flags & kTagged) score *= 1 + kTagFactor;
    s.ranked.emplace_back(score, d);
  };
  if (plan.groups.empty()) {
    // the smallest kept set bounds the candidates
    const auto* smallest = &filters.keep.front();
    for (const auto& k : filters.keep)
      if (k.size() < smallest->size()) smallest = &k;
    for (uint32_t d : *smallest) consider(d, 1.0f);
  } else {
    for (uint32_t d : s.touched) consider(d, s.per_doc[d].total);
  }
}

// Stage 5: the best candidates reranked with what only the word order shows (phrases, proximity),
// into s.reranked, best first; their occurrences stay in s for highlights. Documents beyond the
// reranked ones keep their order, below: a bonus cannot lift them past a reranked one. Returns how
// many documents match in all (candidates without a required phrase are not counted).
size_t rerank(const Index& ix, const Plan& plan, const SearchOptions& options, Scratch& s) {
  auto by_score = [](const auto& a, const auto& b) {
    return a.first != b.first ? a.first > b.first : a.second < b.second;
  };
  const size_t required = plan.required_groups();
  const bool must_scan_all = required > 0 || !plan.excluded_phrases.empty();
  // phrasings are covered from positions too: with any, the top candidates are always reranked. One
  // word covers a phrasing as it covers the title, so it is left to the title (the same figures on
  // the relevance set, and a one-word keystroke reads no positions).
  const bool phrasings = !ix.asked_mass.empty() && plan.counted_groups() > 1;
  const bool order_matters = must_scan_all || !plan.adjacent_slots.empty() || phrasings;
  size_t count = must_scan_all ? s.ranked.size() : std::min(s.ranked.size(), std::max(kRerankMin, options.limit * 2));
  if (!order_matters) count = std::min(s.ranked.size(), options.limit);
  if (count < s.ranked.size()) std::nth_element(s.ranked.begin(), s.ranked.begin() + count, s.ranked.end(), by_score);
  if (!must_scan_all && order_matters && count > options.limit && options.limit > 0) {
    // A candidate whose score, with the largest bonus, stays below the limit-th best score cannot
    // be shown (bonuses only raise scores), so its word positions are not read. A pair of typed
    // words counts as adjacent or as near, not both; the margin covers float rounding.
    std::nth_element(s.ranked.begin(), s.ranked.begin() + (options.limit - 1), s.ranked.begin() + count, by_score);
    const float shown_floor = s.ranked[options.limit - 1].first;
    const float max_factor =
        (1 + std::max(kAdjacentFactor, kNearFactor)) * (phrasings ? 1 + kTitleFactor * kAskedCover : 1) * 1.001f;
    count = static_cast<size_t>(std::partition(s.ranked.begin() + options.limit, s.ranked.begin() + count,
                                               [&](const auto& r) { return r.first * max_factor >= shown_floor; }) -
                                s.ranked.begin());
  }

  s.targets.clear();
  for (uint32_t i = 0; i < count; ++i) s.targets.emplace_back(s.ranked[i].second, i);
  std::sort(s.targets.begin(), s.targets.end());
  s.walk_terms = s.marked_terms;
  for (const auto& ph : plan.excluded_phrases)
    for (TermId t : ph)
      if (!s.term_slots[t] && std::find(s.walk_terms.begin(), s.walk_terms.end(), t) == s.walk_terms.end())
        s.walk_terms.push_back(t);
  s.occurrences.clear();
  s.occurrence_start.assign(count + 1, 0);
  if (order_matters || options.snippets)
    collect_occurrences(ix, s.walk_terms, s.targets, s.occurrences, s.occurrence_start, s.spare_occurrences,
                        s.marked_terms.size(), s.per_doc);

  std::vector<int> excl_chain;
  for (const auto& ph : plan.excluded_phrases) excl_chain.resize(excl_chain.size() + ph.size());
  const float importance = plan.counted_importance();
  if (phrasings) {
    std::fill(std::begin(s.slot_weight), std::end(s.slot_weight), 0.0f);
    for (const Group& g : plan.groups)
      if (g.scored)
        for (uint32_t a = g.alt_begin; a < g.alt_end; ++a)
          for (uint32_t sl = plan.alts[a].slot_begin; sl < plan.alts[a].slot_end; ++sl)
            s.slot_weight[sl] = plan.alts[a].weight;
  }
  const float pairs = static_cast<float>(plan.adjacent_slots.size());
  s.reranked.clear();
  for (uint32_t i = 0; i < count; ++i) {
    float score = s.ranked[i].first;
    if (order_matters) {
      const Occurrence* ob = s.occurrences.data() + s.occurrence_start[i];
      const Occurrence* oe = s.occurrences.data() + s.occurrence_start[i + 1];
      DocScan scan = scan_occurrences(plan, s, ob, oe, required, excl_chain);
      if (!scan.phrases_ok || scan.excluded_phrase) continue;
      if (pairs > 0) score *= 1 + kAdjacentFactor * scan.adjacent / pairs + kNearFactor * scan.near / pairs;
      const uint32_t d = s.ranked[i].second;
      if (phrasings && ix.asked_start[d + 1] > ix.asked_start[d]) {
        const float title = title_cover(ix, s.per_doc[d], d, importance);
        const float asked = kAskedCover * asked_cover(ix, plan, s, d, ob, oe, importance);
        if (asked > title) score *= (1 + kTitleFactor * asked) / (1 + kTitleFactor * title);
      }
    }
    s.reranked.push_back({score, i});
  }
  const size_t total = s.ranked.size() - (count - s.reranked.size());
  // only the shown ones need their exact order
  const size_t shown = std::min(options.limit, s.reranked.size());
  auto better = [&](const auto& a, const auto& b) {
    return a.first != b.first ? a.first > b.first : s.ranked[a.second].second < s.ranked[b.second].second;
  };
  if (shown < s.reranked.size())
    std::nth_element(s.reranked.begin(), s.reranked.begin() + shown, s.reranked.end(), better);
  s.reranked.resize(shown);
  std::sort(s.reranked.begin(), s.reranked.end(), better);
  return total;
}

// The phrasing with the most distinct query words (asked_matches, by position), shown as the snippet.
void show_best_phrasing(const Index& ix, uint32_t d, Scratch& s, Result& r) {
  const uint32_t first = ix.asked_start[d], last = ix.asked_start[d + 1];
  uint32_t best = last;
  int best_count = 0;
  for (uint32_t k = first, m = 0; k < last; ++k) {
    const uint32_t end = k + 1 < last ? ix.asked_position[k + 1] : UINT32_MAX;
    uint64_t slots = 0;
    for (; m < s.asked_matches.size() && s.asked_matches[m].word < end; ++m) slots |= s.asked_matches[m].slots;
    if (__builtin_popcountll(slots) > best_count) best_count = __builtin_popcountll(slots), best = k;
  }
  if (best == last) return;
  const uint32_t begin = ix.asked_position[best], end = best + 1 < last ? ix.asked_position[best + 1] : UINT32_MAX;
  s.title_words.clear();  // reused for the phrasing's matched word indexes
  for (const AnswerMatch& a : s.asked_matches)
    if (a.word >= begin && a.word < end && (s.title_words.empty() || s.title_words.back() != a.word - begin))
      s.title_words.push_back(a.word - begin);
  show_phrasing_snippet(ix, best, s.title_words, r);
}

// Stage 6: the shown results, with highlights and a snippet from their occurrences.
void add_results(const Index& ix, const SearchOptions& options, Scratch& s, SearchResponse& response) {
  response.results.reserve(s.reranked.size());
  const float weight = s.plan.counted_importance() + s.plan.unknown_importance;
  for (const auto& [score, i] : s.reranked) {
    const uint32_t d = s.ranked[i].second;
    Result& r = response.results.emplace_back();
    r.id = ix.doc_id(d);
    r.title = ix.doc_title(d);
    r.score = std::round(score * 1000.0) / 1000.0;
    r.game = ix.game_names[ix.docs[d].game];
    r.kind = ix.kind_names[ix.docs[d].kind];
    r.fields = s.per_doc[d].fields;
    if (weight > 0) r.coverage = std::round(std::min(1.0f, s.per_doc[d].covered_importance / weight) * 1000.0) / 1000.0;
    if (!options.snippets) continue;
    s.title_words.clear();
    s.answer_matches.clear();
    for (const Occurrence* o = s.occurrences.data() + s.occurrence_start[i];
         o != s.occurrences.data() + s.occurrence_start[i + 1]; ++o) {
      const uint64_t m = s.term_slots[o->term];
      if (!m) continue;
      if (o->field() == static_cast<uint8_t>(Field::Title)) s.title_words.push_back(o->position());
      else if (o->field() == static_cast<uint8_t>(Field::Answer)) s.answer_matches.push_back({o->position(), m});
      else if (o->field() == static_cast<uint8_t>(Field::Asked)) s.asked_matches.push_back({o->position(), m});
    }
    add_highlights_and_snippet(ix, d, s.title_words, s.answer_matches, options.snippet_bytes, r);
    // found only through one of its phrasings (data/asked.json): the phrasing says why it came up
    if (s.answer_matches.empty() && s.title_words.empty() && !s.asked_matches.empty()) show_best_phrasing(ix, d, s, r);
    s.asked_matches.clear();
  }
}

// Stage 7: whether the best match is weak (see kWeakShare), and then the best-matching rules summary.
void judge_best_match(const Index& ix, Scratch& s, SearchResponse& response) {
  if (response.results.empty()) return;
  const float weight = s.plan.counted_importance() + s.plan.unknown_importance;
  if (weight <= 0) return;  // filters only: nothing asked to be matched
  const uint32_t top = s.ranked[s.reranked.front().second].second;
  const float matched = s.per_doc[top].covered_importance, enough = kWeakWords * ix.unseen_idf();
  response.weak = matched < kWeakShare * weight || (matched < kFairShare * weight && matched < enough);
  if (!response.weak) return;
  const auto summary_kind = std::find(ix.kind_names.begin(), ix.kind_names.end(), "summary");
  if (summary_kind == ix.kind_names.end()) return;
  const uint8_t kind = static_cast<uint8_t>(summary_kind - ix.kind_names.begin());
  const std::pair<float, uint32_t>* best = nullptr;
  for (const auto& r : s.ranked)
    if (ix.docs[r.second].kind == kind && (!best || r.first > best->first)) best = &r;
  if (!best || best->second == top) return;
  Result& r = response.summary.emplace();
  r.id = ix.doc_id(best->second);
  r.title = ix.doc_title(best->second);
  r.score = std::round(best->first * 1000.0) / 1000.0;
  r.game = ix.game_names[ix.docs[best->second].game];
  r.kind = ix.kind_names[kind];
  r.fields = s.per_doc[best->second].fields;
  r.coverage = std::round(std::min(1.0f, s.per_doc[best->second].covered_importance / weight) * 1000.0) / 1000.0;
}

// One search: parse and resolve filters, the stages above in order, then the scratch reset; when
// nothing matched, a corrected query is offered if it would find something.
SearchResponse run(const Index& ix, std::string_view query, const SearchOptions& options, bool suggest) {
  SearchResponse response;
  const ParsedQuery parsed = parse_query(query);
  response.hints = parsed.hints;
  const ResolvedFilters filters = resolve_filters(ix, parsed.filters);
  response.hints.insert(response.hints.end(), filters.hints.begin(), filters.hints.end());

  Scratch& s = scratch;
  s.fit(ix);
  if (!plan_query(ix, parsed, filters, s, response.hints)) return response;
  flag_documents(ix, s.plan, filters, s);
  accumulate(ix, s.plan, s);
  rank_candidates(ix, s.plan, filters, s);
  response.total = rerank(ix, s.plan, options, s);
  add_results(ix, options, s, response);
  judge_best_match(ix, s, response);
  s.reset();

  if (response.results.empty() && suggest) {
    if (auto fixed = correction(ix, parsed)) {
      SearchOptions one = options;
      one.limit = 1;
      one.snippets = false;
      if (!run(ix, *fixed, one, false).results.empty()) response.did_you_mean = *fixed;
    }
  }
  return response;
}

}  // namespace

std::vector<std::string_view> Result::matched_fields() const {
  std::vector<std::string_view> out;
  for (size_t f = 0; f < kFieldCount; ++f)
    if (fields >> f & 1) out.push_back(field_name(static_cast<Field>(f)));
  return out;
}

SearchResponse search(const Index& index, std::string_view query, const SearchOptions& options) {
  return run(index, query, options, true);
}

void to_json(nlohmann::json& j, const Highlight& h) { j = nlohmann::json::array({h.field, h.begin, h.end}); }

void to_json(nlohmann::json& j, const Result& r) {
  j = nlohmann::json{{"id", r.id},
                     {"title", r.title},
                     {"score", r.score},
                     {"game", r.game},
                     {"kind", r.kind},
                     {"matched_fields", r.matched_fields()},
                     {"coverage", r.coverage},
                     {"highlights", r.highlights},
                     {"snippet", r.snippet}};
}

void to_json(nlohmann::json& j, const SearchResponse& r) {
  j = nlohmann::json{{"results", r.results}, {"total", r.total}, {"hints", r.hints}, {"weak", r.weak}};
  j["did_you_mean"] = r.did_you_mean ? nlohmann::json(*r.did_you_mean) : nlohmann::json(nullptr);
  j["summary"] = r.summary ? nlohmann::json(*r.summary) : nlohmann::json(nullptr);
}

}  // namespace arbiter::search
