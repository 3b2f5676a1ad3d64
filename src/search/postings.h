#pragma once
// Reading one term's postings (see Index::postings) in document order. seek() jumps over blocks
// with the skip pointers, so a few documents are found in a long list without decoding it all.
#include <algorithm>
#include <cstdint>

#include "search/index.h"
#include "search/varint.h"

namespace arbiter::search {

class PostingCursor {
 public:
  PostingCursor(const Index& ix, TermId t) : PostingCursor(ix, t, ix.skips_of(t)) {}

  // The next posting; false at the end of the list.
  bool next() {
    if (p_ >= end_) return false;
    doc += get_varint(p_);
    mask = p_[0];
    impact = p_[1];
    p_ += 2;
    const uint32_t length = get_varint(p_);
    detail = p_;
    p_ += length;
    return true;
  }

  // Moves to the first posting of a document >= target (never backwards); false if none is left.
  bool seek(uint32_t target) {
    if (started_ && doc >= target) return true;
    started_ = true;
    // the first block starting at or after target, by galloping then binary search
    const size_t left = static_cast<size_t>(skip_end_ - skip_);
    size_t lo = 0, step = 1;
    while (lo + step < left && skip_[lo + step].doc_before < target) {
      lo += step;
      step *= 2;
    }
    const Index::Skip* after = std::partition_point(skip_ + lo, skip_ + std::min(lo + step, left),
                                                    [&](const Index::Skip& s) { return s.doc_before < target; });
    if (after != skip_) {
      const Index::Skip* jump = after - 1;
      if (base_ + jump->offset > p_) {
        p_ = base_ + jump->offset;
        doc = jump->doc_before;
      }
      skip_ = after;
    }
    while (next())
      if (doc >= target) return true;
    return false;
  }

  uint32_t doc = 0;                 // the current posting's document
  uint8_t mask = 0, impact = 0;     // its fields and BM25F impact byte
  const uint8_t* detail = nullptr;  // its field frequencies, then positions

 private:
  PostingCursor(const Index& ix, TermId t, std::pair<const Index::Skip*, const Index::Skip*> skips)
      : base_(ix.postings.data()),
        p_(base_ + ix.postings_start[t]),
        end_(base_ + ix.postings_start[t + 1]),
        skip_(skips.first),
        skip_end_(skips.second) {}

  const uint8_t* base_;
  const uint8_t* p_;
  const uint8_t* end_;
  const Index::Skip* skip_;
  const Index::Skip* skip_end_;
  bool started_ = false;
};

}  // namespace arbiter::search
