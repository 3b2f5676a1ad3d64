#include "search/snippet.h"

#include <algorithm>
#include <cstring>

#include "search/tokenizer.h"
#include "search/varint.h"

namespace arbiter::search {

namespace {

constexpr uint32_t kWindowWords = 20;  // the stretch of answer whose matches we count
constexpr uint32_t kLeadWords = 4;     // words of context shown before the first match
constexpr std::string_view kEllipsis = "…";

// The end of the word starting at `begin` that is followed by `limit` (the next word's start, or
// the end of the text): just after its last letter, as for_each_word_span reads it.
uint32_t end_of_word(std::string_view text, uint32_t begin, uint32_t limit) {
  uint32_t e = limit;
  while (e > begin) {
    const unsigned char c = static_cast<unsigned char>(text[e - 1]);
    if (c < 0x80) {
      if (detail::in_word_class(detail::kSpanClasses.of[c])) return e;
      --e;
      continue;
    }
    uint32_t lead = e - 1;  // a multi-byte character ends at e
    while (lead > begin && (static_cast<unsigned char>(text[lead]) & 0xC0) == 0x80) --lead;
    size_t i = lead;
    if (detail::in_word_class(detail::multi_byte_class(text, i))) return e;
    e = lead;
  }
  return e;
}

}  // namespace

void add_highlights_and_snippet(const Index& ix, uint32_t d, const std::vector<uint32_t>& title_words,
                                const std::vector<AnswerMatch>& matches, size_t snippet_bytes, Result& r) {
  thread_local std::vector<std::pair<uint32_t, uint32_t>> title_spans, spans;  // reused: one allocation below
  title_spans.clear();
  spans.clear();
  if (!title_words.empty()) {
    uint32_t k = 0;
    size_t next = 0;  // title_words is in word order
    for_each_word_span(ix.doc_title(d), [&](uint32_t wb, uint32_t we) {
      while (next < title_words.size() && title_words[next] < k) ++next;
      if (next < title_words.size() && title_words[next] == k) title_spans.emplace_back(wb, we);
      ++k;
      return next < title_words.size();
    });
  }
  auto add_highlights = [&](int64_t snippet_shift) {  // answer offset -> snippet offset
    r.highlights.reserve(r.highlights.size() + title_spans.size() + spans.size());
    for (auto [wb, we] : title_spans) r.highlights.push_back({"title", wb, we});
    for (auto [wb, we] : spans)
      r.highlights.push_back(
          {"snippet", static_cast<uint32_t>(wb + snippet_shift), static_cast<uint32_t>(we + snippet_shift)});
  };

  // The window of kWindowWords, ending at a match, that covers the most distinct query words.
  uint32_t start = 0;
  int best = 0;
  for (size_t i = 0, first = 0; i < matches.size(); ++i) {
    while (matches[first].word + kWindowWords <= matches[i].word) ++first;
    uint64_t covered = 0;
    for (size_t k = first; k <= i; ++k) covered |= matches[k].slots;
    int count = __builtin_popcountll(covered);
    if (count > best) {
      best = count;
      start = matches[first].word > kLeadWords ? matches[first].word - kLeadWords : 0;
    }
  }

  // The shown words' bytes from the stored word starts: a word ends at its last letter before the
  // next one starts, looked for only where it matters (a highlight, the cut).
  const std::string_view answer = ix.doc_answer(d);
  const uint8_t* gap = ix.answer_word_gaps.data() + ix.answer_gaps_start[d];
  const uint8_t* const gaps_end = ix.answer_word_gaps.data() + ix.answer_gaps_start[d + 1];
  if (gap == gaps_end) return add_highlights(0);  // no words in the answer
  uint32_t k = 0, word_begin = get_varint(gap);
  const uint32_t checkpoint =
      std::min(start / Index::kCheckpointWords, ix.answer_checkpoints_start[d + 1] - ix.answer_checkpoints_start[d]);
  if (checkpoint > 0) {
    const uint32_t* pair = ix.answer_checkpoints.data() + 2 * (ix.answer_checkpoints_start[d] + checkpoint - 1);
    k = checkpoint * Index::kCheckpointWords;
    word_begin = pair[0];
    gap = ix.answer_word_gaps.data() + pair[1];
  }
  for (; k < start && gap != gaps_end; ++k) word_begin += get_varint(gap);
  const uint32_t begin = word_begin;
  uint32_t end = static_cast<uint32_t>(answer.size()), previous_begin = begin;
  bool more = false;
  size_t next_match = static_cast<size_t>(
      std::lower_bound(matches.begin(), matches.end(), k, [](const AnswerMatch& m, uint32_t w) { return m.word < w; }) -
      matches.begin());
  for (;; ++k) {
    const bool last = gap == gaps_end;
    const uint32_t next_begin = last ? static_cast<uint32_t>(answer.size()) : word_begin + get_varint(gap);
    while (next_match < matches.size() && matches[next_match].word < k) ++next_match;
    const bool matched = next_match < matches.size() && matches[next_match].word == k;
    const bool fits = next_begin - begin <= snippet_bytes;  // the word ends before the next one starts
    if (!fits || matched) {
      const uint32_t word_end = end_of_word(answer, word_begin, next_begin);
      if (word_end - begin > snippet_bytes) {  // cut before this word, after the previous one
        more = true;
        end = word_begin == begin ? begin : end_of_word(answer, previous_begin, word_begin);
        break;
      }
      if (matched) spans.emplace_back(word_begin, word_end);
    }
    if (last) break;  // all shown, with the closing punctuation
    previous_begin = word_begin;
    word_begin = next_begin;
  }
  const bool lead = begin > 0;
  r.snippet.reserve(end - begin + 2 * kEllipsis.size());
  if (lead) r.snippet += kEllipsis;
  const size_t offset = r.snippet.size();
  r.snippet.append(answer.substr(begin, end - begin));
  char* const shown_end = r.snippet.data() + r.snippet.size();
  for (char* p = r.snippet.data() + offset; (p = static_cast<char*>(std::memchr(p, '\n', shown_end - p)));) *p++ = ' ';
  if (more) r.snippet += kEllipsis;
  add_highlights(static_cast<int64_t>(offset) - begin);
}

void show_phrasing_snippet(const Index& ix, uint32_t phrasing, const std::vector<uint32_t>& asked_words, Result& r) {
  static constexpr std::string_view kOpen = "Also asked as: \u201C", kClose = "\u201D";
  const std::string_view text = ix.asked_text(phrasing);
  r.snippet.assign(kOpen).append(text).append(kClose);
  r.highlights.erase(
      std::remove_if(r.highlights.begin(), r.highlights.end(), [](const Highlight& h) { return h.field == "snippet"; }),
      r.highlights.end());
  uint32_t k = 0;
  size_t next = 0;
  const auto shift = static_cast<uint32_t>(kOpen.size());
  for_each_word_span(text, [&](uint32_t wb, uint32_t we) {
    while (next < asked_words.size() && asked_words[next] < k) ++next;
    if (next < asked_words.size() && asked_words[next] == k)
      r.highlights.push_back({"snippet", wb + shift, we + shift});
    ++k;
    return next < asked_words.size();
  });
}

}  // namespace arbiter::search
