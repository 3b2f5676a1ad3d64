#pragma once
// Parsing one source document (an export of a web page) into corpus entries without ids,
// mentions or links. Four layouts are recognised by their content, never by file name:
//  - an official FAQ page: page title, "Errata / Updates" and "Frequently Asked Questions" sections;
//  - the community wiki page: "From Spirit Island Wiki" header, headings, numbered footnotes at the end;
//  - the L5R Celestial rules section: no title line, headings, sections whose heading was lost;
//  - a Spirit Island reference page: page title, then headings and paragraphs.
#include <string>
#include <string_view>
#include <vector>

#include "corpus/entry.h"
#include "corpus/loader.h"

namespace arbiter::corpus::import {

struct ParsedSource {
  Game game = Game::SpiritIsland;
  std::string source;          // page name
  std::vector<Entry> entries;  // id, mentions and related still empty
};

// `file` only names the document in problems.
ParsedSource parse_source(std::string_view text, const std::string& file, std::vector<Problem>& problems);

// Lines the parser deliberately drops because they are page furniture, not rulings
// ("From Spirit Island Wiki", "Jump to navigation Jump to search", image file names,
// the "Errata / Updates" / "Frequently Asked Questions" section headers).
bool is_page_furniture(std::string_view line);

// Helpers shared with the tests.
std::vector<AppliesTo> parse_applies_to(std::string_view heading);  // empty if not a printing heading
bool is_question(std::string_view line);
// Lines of an answer -> blocks (paragraphs, • / ◦ lists, numbered steps, "N = ..." / "[†]" footnotes
// with their markers linked). `wiki_markers`: "[N]" in the text are footnote markers.
std::vector<Block> build_blocks(const std::vector<std::string>& lines, bool wiki_markers);

}  // namespace arbiter::corpus::import
