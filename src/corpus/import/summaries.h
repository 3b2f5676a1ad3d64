#pragma once
// data/summaries.json: the rules summaries, Arbiter's own words for the basics the official FAQ takes
// for granted. Hand-written input (see docs/corpus.md); each becomes a corpus entry of kind summary.
#include <string>
#include <vector>

#include "corpus/entry.h"
#include "corpus/loader.h"

namespace arbiter::corpus::import {

// What every summary's `source` reads: the words are ours, not a source page's.
inline constexpr const char* kSummarySource = "Arbiter rules summary";

// {"schema": 1, "about": "...", "entries": [{id, game, title, rests_on, answer, related}]}. Every key
// but `related` is required; unknown keys are refused. Problems name the file and the JSON path.
std::vector<Entry> read_summaries(const std::string& text, const std::string& file, std::vector<Problem>& problems);

// Links each summary both ways: it keeps its own `related` list, and each entry it lists gets the
// summary's id appended to its `related` (after the importer's links, summaries in file order).
// A listed id that is not in the corpus is a problem.
void link_summaries(std::vector<Entry>& entries, const std::string& file, std::vector<Problem>& problems);

}  // namespace arbiter::corpus::import
