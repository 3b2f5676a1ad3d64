#pragma once
// A ruling's demonstrations, run at site-build time: the scenarios that name it in
// "demonstrates" (as in the app), each run through the scenario runner to its trace.
#include <map>
#include <string>
#include <vector>

#include "corpus/entry.h"
#include "kernel/trace.h"

namespace arbiter::site {

// Traces by entry id, in scenario file order. Throws std::runtime_error naming the file when a
// scenario does not load or its run stops with an error (a page must never show half a demo).
std::map<std::string, std::vector<kernel::Trace>> run_demos(const std::vector<corpus::Entry>& entries,
                                                            const std::string& data_dir);

// The step a demonstration is about, which its preview shows: the last step where something
// changed on the board (the "watch" line describes the outcome), else the last step.
size_t key_step(const kernel::Trace& trace);

// The board picture on ruling pages: laid out as on a phone (the app's phone board), so its words
// stay readable there; wider screens scale it up (web/pages.css).
constexpr float kPageBoardWidth = 360;
constexpr float kPageBoardMaxHeight = 360;

}  // namespace arbiter::site
