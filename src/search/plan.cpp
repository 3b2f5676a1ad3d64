#include "search/plan.h"

#include <algorithm>
#include <string_view>

#include "search/edit_distance.h"
#include "search/stem.h"
#include "search/tokenizer.h"

namespace arbiter::search {

namespace {

// Near spellings of a word the corpus has are other words (weak); of a word it lacks, the word meant.
constexpr float kTypoWeight[3] = {1.0f, 0.45f, 0.3f};
constexpr float kCorrectionWeight[3] = {1.0f, 1.0f, 0.8f};
// A typed word no entry has, nor any word near it, as part of the query's weight (Plan::unknown_importance):
// half a word in no entry, since it is as often a name the corpus never mentions (a card, a Spirit)
// as a word the question is about.
constexpr float kUnknownWordWeight = 0.5f;
// A word the corpus lacks, as near to other words as to its likeliest reading (see likeliest_reading).
constexpr float kRunnerUpWeight = 0.7f;
constexpr float kSynonymWeight = 0.9f;
constexpr float kThesaurusWeight = 0.6f;  // an everyday word for a rules term: near, not the same
constexpr size_t kMaxTypoTerms = 6;
// Completions of a prefix: a short prefix has many, and the frequent ones are what is being typed.
size_t max_completions(size_t prefix_length) { return prefix_length <= 2 ? 6 : prefix_length == 3 ? 8 : 10; }
// A word of one or two letters being typed after other words completes only within the entries
// those words match (it neither finds entries nor counts as a match): many completions are affordable.
constexpr size_t kShortPrefixLength = 2;
// "does X count as Y": the question's frame weighs less than what it asks about (X and Y).
constexpr float kFrameWeight = 0.5f;
bool is_frame(const std::vector<const QueryPart*>& run, size_t k) {
  if (k + 1 >= run.size()) return false;
  const std::string& w = run[k]->text;
  const std::string& next = run[k + 1]->text;
  return (w == "count" || w == "counts" || w == "counted") && (next == "as" || next == "toward" || next == "towards");
}
// Words a question wraps its subject in that are not stopwords ("how does X work", "is it true that",
// "am I allowed to"): they weigh less than the subject, but still score.
constexpr float kWeakWeight = 0.25f;
bool is_weak(const QueryPart& p) {
  if (p.prefix) return false;  // "wor" may become anything
  static constexpr std::string_view kWords[] = {"allowed", "correct", "legal",  "matter",   "matters",
                                                "mean",    "means",   "meant",  "possible", "right",
                                                "true",    "work",    "worked", "working",  "works"};
  return std::binary_search(std::begin(kWords), std::end(kWords), std::string_view(p.text));
}
constexpr float kNameCompletionWeight = 0.9f;  // the last word of a name being typed
constexpr size_t kShortPrefixCompletions = 24;

// Buffers reused from one query to the next: a keystroke allocates nothing once they have grown.
struct CompilerBuffers {
  std::vector<WordMatch> matches;
  std::vector<const QueryPart*> run;
  std::vector<std::optional<TermId>> terms;
  std::vector<Lexicon::Place> places;
  std::vector<uint32_t> typed, others;
  std::vector<bool> content, frames;
  std::string key, joined;
};

struct Compiler {
  const Index& ix;
  Plan& plan;
  CompilerBuffers& buffers;
  std::vector<WordMatch>& matches = buffers.matches;

  void add_expansion(TermId term, float weight) {
    for (uint32_t e = plan.slots.back().exp_begin; e < plan.expansions.size(); ++e)
      if (plan.expansions[e].term == term) {
        plan.expansions[e].weight = std::max(plan.expansions[e].weight, weight);
        return;
      }
    plan.expansions.push_back({term, weight});
  }

  // One typed word: its exact term, near misspellings and, while being typed, its completions.
  // stop_is_content: the query has nothing but stopwords, so they must be searched as words.
  // place: where the word falls among the written words; exact_term: its own term, if the index has it.
  // spelled: the word is part of a synonym the query spells, so it is not a typo. within: a short
  // word being typed that completes within the other words' matches.
  // misread: set when the word is a stopword mistyped (see below); null when the query has no
  // other content word.
  uint32_t typed_slot(const QueryPart& part, bool stop_is_content, Lexicon::Place place,
                      std::optional<TermId> exact_term, bool spelled = false, bool within = false,
                      bool* misread = nullptr) {
    uint32_t slot = static_cast<uint32_t>(plan.slots.size());
    plan.slots.push_back({static_cast<uint32_t>(plan.expansions.size()), 0});
    const bool stop = part.stopword && !stop_is_content;
    const float base = 1.0f;
    if (exact_term) add_expansion(*exact_term, base);
    // a word being typed that the corpus has only as the start of longer words is unfinished, not
    // misspelled ("insat" on the way to "insatiable"); typo lookups resume once nothing starts so
    // (Typesense likewise tries typos only when the words as typed find nothing)
    const bool unfinished = part.prefix && !exact_term && ix.lexicon.starts_words(part.text, place);
    if (!stop && !unfinished && !spelled) {
      matches.clear();
      // a finished three-letter word the corpus lacks is most likely a typo ("teh")
      int typos = allowed_typos(part.text.size());
      if (!exact_term && part.text.size() == 3 && !part.prefix) typos = 1;
      // a word the corpus has is spelled as meant: two edits from it reach other words, not typos
      if (exact_term) typos = std::min(typos, 1);
      if (typos == 1 && ix.lexicon.isolated(place)) typos = 0;
      // two typos only for a word with nothing one typo away: "septmber" means "september", and
      // the words two edits from it are noise (the one-typo lookup is also far cheaper)
      if (typos == 2) ix.lexicon.near(part.text, 1, matches);
      if (matches.empty()) ix.lexicon.near(part.text, typos, matches);
      std::sort(matches.begin(), matches.end(), [&](const WordMatch& a, const WordMatch& b) {
        return a.distance != b.distance ? a.distance < b.distance : ix.doc_freq[a.term] > ix.doc_freq[b.term];
      });
      // a finished word the corpus lacks whose likeliest reading is a stopword is that stopword
      // mistyped ("teh"): it spells names as "the" does and, like it, is searched only when the query
      // has no other content word (misread is given otherwise)
      if (!exact_term && !part.prefix && !matches.empty() && ix.lexicon.stopword(matches.front().word)) {
        add_expansion(matches.front().term, 1.0f);
        if (misread) *misread = true;
        plan.slots.back().exp_end = static_cast<uint32_t>(plan.expansions.size());
        return slot;
      }
      const bool known_word = exact_term && ix.doc_freq[*exact_term] > 0;
      const float* weights = known_word ? kTypoWeight : kCorrectionWeight;
      const WordMatch* likeliest = known_word ? nullptr : likeliest_reading(exact_term);
      if (likeliest) add_expansion(likeliest->term, weights[likeliest->distance]);
      size_t taken = likeliest != nullptr;
      for (const auto& m : matches) {
        if (!near_candidate(m, exact_term) || (likeliest && m.term == likeliest->term)) continue;
        if (taken++ == kMaxTypoTerms) break;
        // a near spelling of a word the entries have is another word: it never weighs more than
        // the word typed, however rare it is ("land" is not about the three entries with "hand");
        // for a word the corpus lacks, no other reading weighs more than the likeliest one
        float weight = weights[m.distance];
        if (known_word) weight *= std::min(1.0f, ix.idf(*exact_term) / ix.idf(m.term));
        if (likeliest)
          weight *= std::min(1.0f, ix.idf(likeliest->term) / ix.idf(m.term)) *
                    (m.distance == likeliest->distance ? kRunnerUpWeight : 1.0f);
        add_expansion(m.term, weight);
      }
    }
    if (part.prefix && !stop) {
      matches.clear();
      ix.lexicon.complete(part.text, place, matches);
      // a stop word is no completion: it would neither score nor be highlighted, only fill the list
      matches.erase(std::remove_if(matches.begin(), matches.end(),
                                   [&](const WordMatch& m) { return ix.lexicon.stopword(m.word); }),
                    matches.end());
      const size_t cap = within ? kShortPrefixCompletions : max_completions(part.text.size());
      if (matches.size() > cap) {
        std::partial_sort(
            matches.begin(), matches.begin() + cap, matches.end(),
            [&](const WordMatch& a, const WordMatch& b) { return ix.doc_freq[a.term] > ix.doc_freq[b.term]; });
        matches.resize(cap);
      }
      for (const auto& m : matches) {
        if (exact_term && m.term == *exact_term) continue;
        add_expansion(m.term, base * (0.55f + 0.35f * part.text.size() / m.word_length));
      }
    }
    plan.slots.back().exp_end = static_cast<uint32_t>(plan.expansions.size());
    return slot;
  }

  // A near word that can stand for the typed one: in some entry ("a synonym's word" may be in none),
  // not the typed word's own term, and no stopword ("land" is one typo from "and", which means nothing).
  bool near_candidate(const WordMatch& m, std::optional<TermId> exact_term) const {
    return (!exact_term || m.term != *exact_term) && ix.doc_freq[m.term] > 0 && !ix.lexicon.stopword(m.word);
  }

  // A word some entry of the open game (any game without one) is tagged with alone: a term of the
  // game's rules ("Ravage", "Defend", "Badlands"), not a word that only occurs in the text.
  bool game_term(TermId t) const {
    std::string& key = buffers.key;
    key.assign("tag=").append(ix.lexicon.term(t));
    auto [begin, end] = ix.filter(key);
    for (const uint32_t* d = begin; d != end; ++d)
      if (plan.open_game < 0 || ix.docs[*d].game == plan.open_game) return true;
    return false;
  }

  // The likeliest reading of a word the corpus lacks, among `matches` (sorted by distance, then
  // frequency): of the nearest words, a game term of the open game first, else the most frequent
  // (a typo of a common word is likelier than of a rare one). Null when no near word stands for it.
  const WordMatch* likeliest_reading(std::optional<TermId> exact_term) const {
    const WordMatch* first = nullptr;
    for (const auto& m : matches) {
      if (!near_candidate(m, exact_term)) continue;
      if (!first) first = &m;
      if (m.distance != first->distance) break;
      if (game_term(m.term)) return &m;
    }
    return first;
  }

  // A slot matching exactly these words' terms in order (phrases, synonyms): one slot per word.
  void exact_slots(const TermId* begin, const TermId* end) {
    for (const TermId* t = begin; t != end; ++t) {
      plan.slots.push_back({static_cast<uint32_t>(plan.expansions.size()), 0});
      plan.expansions.push_back({*t, 1.0f});
      plan.slots.back().exp_end = static_cast<uint32_t>(plan.expansions.size());
    }
  }

  // A synonym's words as exact slots, its stopwords aside (see Index::synonym_stop).
  void synonym_slots(uint32_t phrase) {
    for (uint32_t i = ix.synonym_terms_start[phrase]; i < ix.synonym_terms_start[phrase + 1]; ++i)
      if (!ix.synonym_stop[i]) exact_slots(&ix.synonym_terms[i], &ix.synonym_terms[i] + 1);
  }

  std::vector<TermId> phrase_terms(const std::string& text, bool& complete) {
    std::vector<TermId> terms;
    complete = true;
    for_each_word(text, [&](const WordSpan& w) {
      auto t = ix.lexicon.find_stem(stem(w.word));
      if (t) terms.push_back(*t);
      else complete = false;
    });
    return terms;
  }

  void begin_group(bool required, bool counts) {
    plan.groups.push_back({static_cast<uint32_t>(plan.alts.size()), 0, required, counts, true});
  }
  void end_group() { plan.groups.back().alt_end = static_cast<uint32_t>(plan.alts.size()); }
  void begin_alt(float weight, bool phrase) {
    plan.alts.push_back({static_cast<uint32_t>(plan.slots.size()), 0, weight, phrase});
  }
  void end_alt() { plan.alts.back().slot_end = static_cast<uint32_t>(plan.slots.size()); }

  // A phrase alt from text; false when a word of it is not in the index (the phrase cannot match).
  bool phrase_alt(const std::string& text) {
    bool complete = false;
    auto terms = phrase_terms(text, complete);
    if (!complete || terms.empty()) return false;
    if (plan.slots.size() + terms.size() > kMaxSlots - kMaxQueryTerms) {
      plan.hints.push_back("phrase too long: \"" + text + "\" ignored");
      return false;
    }
    begin_alt(1.0f, terms.size() > 1);
    exact_slots(terms.data(), terms.data() + terms.size());
    end_alt();
    return true;
  }

  // The longest synonym phrase matching the run of typed words at k: (phrase, length).
  std::pair<int, size_t> synonym_at(const std::vector<const QueryPart*>& run,
                                    const std::vector<std::optional<TermId>>& terms, size_t k) const {
    std::pair<int, size_t> best{-1, 0};
    if (!terms[k]) return best;
    auto range =
        std::equal_range(ix.synonyms_by_first_term.begin(), ix.synonyms_by_first_term.end(),
                         std::make_pair(*terms[k], 0u), [](const auto& a, const auto& b) { return a.first < b.first; });
    for (auto it = range.first; it != range.second; ++it) {
      const uint32_t p = it->second;
      const auto [phrase, phrase_end] = ix.synonym_phrase(p);
      const size_t size = static_cast<size_t>(phrase_end - phrase);
      if (size <= best.second || k + size > run.size()) continue;
      bool ok = true;
      for (size_t i = 0; i < size && ok; ++i) ok = terms[k + i] && *terms[k + i] == phrase[i];
      if (ok) best = {static_cast<int>(p), size};
    }
    return best;
  }

  // A compound split in two ("bad lands"): the term of run[k] and run[k + 1] written together, when
  // the corpus has that word (the second may be the word being typed: "bad land" is "badland" too).
  // Two content words, and room left in the plan for the words still to come.
  std::optional<TermId> compound_at(const std::vector<const QueryPart*>& run, size_t k) {
    if (k + 1 >= run.size() || run[k]->stopword || run[k + 1]->stopword) return std::nullopt;
    if (plan.slots.size() + 3 + kMaxQueryTerms > kMaxSlots) return std::nullopt;
    std::string& joined = buffers.joined;
    joined.assign(run[k]->text).append(run[k + 1]->text);
    const std::optional<TermId> t = ix.lexicon.term_of(joined, ix.lexicon.place(joined));
    return t && ix.doc_freq[*t] > 0 ? t : std::nullopt;
  }

  // content_words: how many words and phrases of the whole query are content (not stopwords).
  void word_run(const std::vector<const QueryPart*>& run, bool stop_is_content, size_t content_words) {
    auto& terms = buffers.terms;
    auto& places = buffers.places;
    terms.clear();
    places.clear();
    for (const auto* p : run) {
      places.push_back(ix.lexicon.place(p->text));
      terms.push_back(ix.lexicon.term_of(p->text, places.back()));
    }
    auto& typed = buffers.typed;  // slot of each typed word, for names and proximity
    typed.clear();
    auto& content = buffers.content;  // whether each typed word is scored
    content.clear();
    auto& frames = buffers.frames;  // whether each typed word starts a question's frame
    frames.clear();
    for (size_t k = 0; k < run.size();) {
      const bool within =
          run[k]->prefix && run[k]->text.size() <= kShortPrefixLength && !run[k]->stopword && content_words > 1;
      auto [phrase, length] = within ? std::pair<int, size_t>{-1, 0} : synonym_at(run, terms, k);
      const std::optional<TermId> joined = phrase < 0 && !within ? compound_at(run, k) : std::nullopt;
      if (joined) length = 2;
      auto& others = buffers.others;
      others.clear();
      if (phrase >= 0) {
        const uint32_t p = static_cast<uint32_t>(phrase), group = ix.synonym_group[p];
        const bool two_way = ix.synonym_two_way[group];
        if (!ix.synonym_canonical(p) || two_way)
          for (uint32_t other = ix.synonym_groups_start[group]; other < ix.synonym_groups_start[group + 1]; ++other)
            if (other != p && (two_way || ix.synonym_canonical(other))) others.push_back(other);
      }
      if (others.empty() && !joined) length = 1;
      const bool spelled = !others.empty() || joined;
      // A stopword among content words neither scores, nor counts as a match, nor is highlighted:
      // it is in nearly every entry. It still spells names ("Vengeance of the Dead") and synonyms
      // ("at once"): each gets a slot in an unscored group of its own, before the span's group.
      uint32_t slot_of[kMaxQueryTerms];
      bool misread[kMaxQueryTerms] = {};
      bool any_content = false;
      const bool frame = length == 1 && is_frame(run, k);
      for (size_t i = 0; i < length; ++i) {
        const bool stop = run[k + i]->stopword && !stop_is_content;
        any_content |= !stop;
        if (!stop) continue;
        begin_group(false, false);
        plan.groups.back().scored = false;
        begin_alt(1.0f, false);
        slot_of[i] = typed_slot(*run[k + i], stop_is_content, places[k + i], terms[k + i], spelled, within);
        end_alt();
        end_group();
      }
      if (any_content || spelled) {
        begin_group(false, !within);
        if (any_content) {  // the typed words, stopwords aside ("when exactly" is only its synonym)
          begin_alt(frame ? kFrameWeight : length == 1 && is_weak(*run[k]) ? kWeakWeight : 1.0f, false);
          for (size_t i = 0; i < length; ++i)
            if (!run[k + i]->stopword || stop_is_content)
              slot_of[i] = typed_slot(*run[k + i], stop_is_content, places[k + i], terms[k + i], spelled, within,
                                      content_words > 1 ? &misread[i] : nullptr);
          end_alt();
        }
        if (joined) {  // "bad lands" is also "badlands"
          begin_alt(1.0f, false);
          exact_slots(&*joined, &*joined + 1);
          end_alt();
        }
        for (uint32_t other : others) {
          // keep room for the typed words still to come
          if (plan.slots.size() + ix.synonym_phrase_size(other) + kMaxQueryTerms > kMaxSlots) break;
          begin_alt(ix.synonym_thesaurus[ix.synonym_group[other]] ? kThesaurusWeight : kSynonymWeight, false);
          synonym_slots(other);
          end_alt();
        }
        end_group();
        if (misread[0]) {  // only a lone word can be misread: a word the corpus lacks starts no synonym
          plan.groups.back().counts = false;
          plan.groups.back().scored = false;
        }
      }
      for (size_t i = 0; i < length; ++i) {
        typed.push_back(slot_of[i]);
        content.push_back((!run[k + i]->stopword || stop_is_content) && !misread[i]);
        frames.push_back(frame);
      }
      k += length;
    }
    for (size_t i = 0, previous = SIZE_MAX; i < typed.size(); ++i) {
      if (!content[i]) continue;
      if (previous != SIZE_MAX)
        plan.adjacent_slots.push_back({typed[previous], typed[i], static_cast<uint32_t>(i - previous)});
      previous = i;
    }
    find_names(typed, frames, run.back()->prefix ? run.back()->text : std::string_view());
  }

  bool slot_has(uint32_t slot, TermId t) const {
    for (uint32_t e = plan.slots[slot].exp_begin; e < plan.slots[slot].exp_end; ++e)
      if (plan.expansions[e].term == t) return true;
    return false;
  }

  // Multi-word names (cards, spirits...) typed in a run of words, typos and completions included.
  // typing: the last word while it is being typed; a name ending with a word it starts is typed
  // too ("vengeance of the d"), and that word joins the last word's completions. A question's frame
  // spells no name ("count as" is not the tag "Counts As" there).
  void find_names(const std::vector<uint32_t>& typed, const std::vector<bool>& frames, std::string_view typing) {
    const size_t last = typed.size() - 1;
    for (size_t k = 0; k < typed.size(); ++k) {
      if (frames[k]) continue;
      for (uint32_t e = plan.slots[typed[k]].exp_begin; e < plan.slots[typed[k]].exp_end; ++e) {
        TermId first = plan.expansions[e].term;
        auto range =
            std::equal_range(ix.names_by_first_term.begin(), ix.names_by_first_term.end(), std::make_pair(first, 0u),
                             [](const auto& a, const auto& b) { return a.first < b.first; });
        for (auto it = range.first; it != range.second; ++it) {
          uint32_t name = it->second;
          uint32_t begin = ix.name_terms_start[name], end = ix.name_terms_start[name + 1];
          if (k + (end - begin) > typed.size()) continue;
          bool ok = true, completed = false;
          for (uint32_t i = 1; i < end - begin && ok; ++i) {
            const TermId t = ix.name_terms[begin + i];
            ok = slot_has(typed[k + i], t);
            if (!ok && k + i == last && !typing.empty())
              ok = completed = ix.lexicon.term(t).substr(0, typing.size()) == typing;
          }
          if (!ok || std::find(plan.names.begin(), plan.names.end(), name) != plan.names.end()) continue;
          plan.names.push_back(name);
          Slot& slot = plan.slots[typed[last]];
          if (completed && slot.exp_end == plan.expansions.size()) {  // the last slot's expansions end the plan
            plan.expansions.push_back({ix.name_terms[end - 1], kNameCompletionWeight});
            slot.exp_end = static_cast<uint32_t>(plan.expansions.size());
          }
        }
      }
    }
  }

  void compile(const std::vector<QueryPart>& parts) {
    size_t content_words = 0;
    for (const auto& p : parts) content_words += !p.negated && (p.type == QueryPart::Type::Phrase || !p.stopword);
    const bool stop_is_content = content_words == 0;
    auto& run = buffers.run;
    run.clear();
    auto flush_run = [&] {
      if (!run.empty()) word_run(run, stop_is_content, content_words);
      run.clear();
    };
    for (size_t i = 0; i < parts.size(); ++i) {
      const QueryPart& p = parts[i];
      if (p.negated) {
        flush_run();
        bool complete = false;
        auto terms = phrase_terms(p.text, complete);
        if (!complete || terms.empty()) continue;  // a word the corpus lacks excludes nothing
        if (terms.size() == 1) plan.excluded_terms.push_back(terms[0]);
        else plan.excluded_phrases.push_back(std::move(terms));
        continue;
      }
      const bool in_or = p.or_next || (i > 0 && parts[i - 1].or_next && !parts[i - 1].negated);
      if (p.type == QueryPart::Type::Word && !in_or) {
        run.push_back(&p);
        continue;
      }
      flush_run();
      if (!in_or) {  // a quoted phrase on its own: required
        begin_group(true, true);
        bool ok = phrase_alt(p.text);
        end_group();
        if (!ok) plan.groups.back().alt_end = plan.groups.back().alt_begin;  // cannot match: nothing will
        continue;
      }
      // An OR chain: parts i..j, each an alternative of one group.
      size_t j = i;
      while (j + 1 < parts.size() && parts[j].or_next && !parts[j + 1].negated) ++j;
      bool all_phrases = true;
      begin_group(false, true);
      for (size_t k = i; k <= j; ++k) {
        if (parts[k].type == QueryPart::Type::Phrase) {
          phrase_alt(parts[k].text);
        } else {
          all_phrases = false;
          begin_alt(1.0f, false);
          const Lexicon::Place place = ix.lexicon.place(parts[k].text);
          typed_slot(parts[k], true, place, ix.lexicon.term_of(parts[k].text, place));
          end_alt();
        }
      }
      end_group();
      plan.groups.back().required = all_phrases;
      i = j;
    }
    flush_run();
  }
};

}  // namespace

void Plan::clear() {
  expansions.clear();
  slots.clear();
  alts.clear();
  groups.clear();
  adjacent_slots.clear();
  names.clear();
  slot_alt.clear();
  excluded_terms.clear();
  excluded_phrases.clear();
  hints.clear();
  unknown_importance = 0;
}

size_t Plan::counted_groups() const {
  return static_cast<size_t>(std::count_if(groups.begin(), groups.end(), [](const Group& g) { return g.counts; }));
}

float Plan::counted_importance() const {
  float sum = 0;
  for (const Group& g : groups)
    if (g.counts) sum += g.importance;
  return sum;
}

size_t Plan::required_groups() const {
  return static_cast<size_t>(std::count_if(groups.begin(), groups.end(), [](const Group& g) { return g.required; }));
}

void compile_parts(const Index& index, const std::vector<QueryPart>& parts, Plan& plan) {
  thread_local CompilerBuffers buffers;
  Compiler c{index, plan, buffers};
  c.compile(parts);
  for (Group& g : plan.groups) {
    g.importance = 0;
    for (uint32_t a = g.alt_begin; a < g.alt_end; ++a)
      for (uint32_t sl = plan.alts[a].slot_begin; sl < plan.alts[a].slot_end; ++sl)
        for (uint32_t e = plan.slots[sl].exp_begin; e < plan.slots[sl].exp_end; ++e)
          g.importance = std::max(g.importance,
                                  index.idf(plan.expansions[e].term) * plan.expansions[e].weight * plan.alts[a].weight);
    if (g.counts && g.scored && g.importance == 0) plan.unknown_importance += kUnknownWordWeight * index.unseen_idf();
  }
  plan.slot_alt.assign(plan.slots.size(), 0);
  for (uint32_t a = 0; a < plan.alts.size(); ++a)
    for (uint32_t sl = plan.alts[a].slot_begin; sl < plan.alts[a].slot_end; ++sl)
      plan.slot_alt[sl] = static_cast<uint8_t>(a);
}

}  // namespace arbiter::search
