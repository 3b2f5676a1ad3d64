#include "search/snippet.h"

#include <algorithm>

#include "search/tokenizer.h"

namespace arbiter::search {

namespace {

constexpr uint32_t kWindowWords = 20;  // the stretch of answer whose matches we count
constexpr uint32_t kLeadWords = 4;     // words of context shown before the first match
constexpr std::string_view kEllipsis = "…";

}  // namespace

void add_highlights_and_snippet(const Index& ix, uint32_t d, const std::vector<uint32_t>& title_words,
                                const std::vector<AnswerMatch>& matches, size_t snippet_bytes, Result& r) {
  if (!title_words.empty()) {
    uint32_t k = 0;
    size_t next = 0;  // title_words is in word order
    for_each_word_span(ix.doc_title(d), [&](uint32_t wb, uint32_t we) {
      while (next < title_words.size() && title_words[next] < k) ++next;
      if (next < title_words.size() && title_words[next] == k) r.highlights.push_back({"title", wb, we});
      ++k;
      return next < title_words.size();
    });
  }

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

  // Re-read the answer from the checkpoint before `start` to find the shown words' bytes.
  const std::string_view answer = ix.doc_answer(d);
  const uint32_t checkpoints = ix.checkpoints_start[d + 1] - ix.checkpoints_start[d];
  if (checkpoints == 0) return;  // no words in the answer
  const uint32_t checkpoint = std::min(start / kCheckpointEvery, checkpoints - 1);
  const uint32_t from = ix.checkpoints[ix.checkpoints_start[d] + checkpoint];
  uint32_t k = checkpoint * kCheckpointEvery, begin = 0, end = 0;
  bool began = false, more = false;
  size_t next_match = static_cast<size_t>(
      std::lower_bound(matches.begin(), matches.end(), start, [](const AnswerMatch& m, uint32_t w) { return m.word < w; }) -
      matches.begin());
  thread_local std::vector<std::pair<uint32_t, uint32_t>> spans;
  spans.clear();
  for_each_word_span(answer.substr(from), [&](uint32_t b, uint32_t e) {
    uint32_t wb = from + b, we = from + e;
    if (k >= start) {
      if (!began) {
        began = true;
        begin = wb;
      }
      if (we - begin > snippet_bytes) {
        more = true;
        return false;
      }
      end = we;
      while (next_match < matches.size() && matches[next_match].word < k) ++next_match;
      if (next_match < matches.size() && matches[next_match].word == k) spans.emplace_back(wb, we);
    }
    ++k;
    return true;
  });
  if (!began) return;
  if (!more) end = static_cast<uint32_t>(answer.size());  // keep the closing punctuation
  const bool lead = begin > 0;
  r.snippet.reserve(end - begin + 2 * kEllipsis.size());
  if (lead) r.snippet += kEllipsis;
  const size_t offset = r.snippet.size();
  r.snippet.append(answer.substr(begin, end - begin));
  for (size_t i = offset; i < r.snippet.size(); ++i)
    if (r.snippet[i] == '\n') r.snippet[i] = ' ';
  if (more) r.snippet += kEllipsis;
  for (auto [wb, we] : spans)
    r.highlights.push_back({"snippet", static_cast<uint32_t>(wb - begin + offset), static_cast<uint32_t>(we - begin + offset)});
}

}  // namespace arbiter::search
