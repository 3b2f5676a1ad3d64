#include "search/snippet.h"

#include <algorithm>

#include "search/tokenizer.h"
#include "search/varint.h"

namespace arbiter::search {

namespace {

constexpr uint32_t kWindowWords = 20;  // the stretch of answer whose matches we count
constexpr uint32_t kLeadWords = 4;     // words of context shown before the first match
constexpr std::string_view kEllipsis = "…";

struct Match {
  uint32_t word;
  uint64_t slots;
};

}  // namespace

void add_highlights_and_snippet(const Index& ix, const std::vector<uint64_t>& term_slots, uint32_t d,
                                size_t snippet_bytes, Result& r) {
  const uint8_t* p = ix.forward.data() + ix.forward_start[d];
  const uint16_t* entries = &ix.field_entries[static_cast<size_t>(d) * kFieldCount];

  // Title: the k-th word read from the title is the k-th forward entry of the title field.
  {
    std::vector<bool> hit(entries[0]);
    for (uint32_t i = 0; i < entries[0]; ++i) hit[i] = term_slots[get_varint(p) - 1] != 0;
    uint32_t k = 0;
    for_each_word(ix.doc_title(d), [&](const WordSpan& w) {
      if (k < hit.size() && hit[k]) r.highlights.push_back({"title", w.begin, w.end});
      ++k;
    });
  }
  for (size_t f = 1; f < static_cast<size_t>(Field::Answer); ++f)
    for (uint32_t i = 0; i < entries[f]; ++i) get_varint(p);

  // Answer: the window of kWindowWords covering the most distinct query words.
  const uint32_t words = entries[static_cast<size_t>(Field::Answer)];
  std::vector<Match> matches;
  for (uint32_t i = 0; i < words; ++i) {
    uint32_t v = get_varint(p);
    if (v && term_slots[v - 1]) matches.push_back({i, term_slots[v - 1]});
  }
  uint32_t start = 0;
  int best = 0;
  for (size_t a = 0, b = 0; a < matches.size(); ++a) {
    uint64_t covered = 0;
    for (b = a; b < matches.size() && matches[b].word < matches[a].word + kWindowWords; ++b) covered |= matches[b].slots;
    int count = __builtin_popcountll(covered);
    if (count > best) {
      best = count;
      start = matches[a].word > kLeadWords ? matches[a].word - kLeadWords : 0;
    }
  }

  // Re-read the answer from the checkpoint before `start` to find the shown words' bytes.
  const std::string_view answer = ix.doc_answer(d);
  if (words == 0) return;
  const uint32_t checkpoint = start / kCheckpointEvery;
  const uint32_t from = ix.checkpoints[ix.checkpoints_start[d] + checkpoint];
  uint32_t k = checkpoint * kCheckpointEvery, begin = 0, end = 0;
  bool began = false, more = false;
  size_t next_match = static_cast<size_t>(std::lower_bound(matches.begin(), matches.end(), start,
                                                           [](const Match& m, uint32_t w) { return m.word < w; }) -
                                          matches.begin());
  std::vector<std::pair<uint32_t, uint32_t>> spans;
  bool stop = false;
  for_each_word(answer.substr(from), [&](const WordSpan& w) {
    if (stop) return;
    uint32_t wb = from + w.begin, we = from + w.end;
    if (k >= start) {
      if (!began) {
        began = true;
        begin = wb;
      }
      if (we - begin > snippet_bytes) {
        more = true;
        stop = true;
        return;
      }
      end = we;
      while (next_match < matches.size() && matches[next_match].word < k) ++next_match;
      if (next_match < matches.size() && matches[next_match].word == k) spans.emplace_back(wb, we);
    }
    ++k;
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
