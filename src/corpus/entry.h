#pragma once
// One ruling of the corpus: an erratum, an FAQ question (or a fragment of one whose question line
// is missing in the source), a rules section, or a rules summary in Arbiter's own words
// (data/summaries.json). See docs/corpus.md for the JSON form.
#include <optional>
#include <string>
#include <vector>

namespace arbiter::corpus {

enum class Game { SpiritIsland, L5rCelestial };            // "spirit-island", "l5r-celestial"
enum class Kind { Errata, Faq, Rule, Fragment, Summary };  // "errata", "faq", "rule", "fragment", "summary"

// A run of text inside a block. `footnote` > 0 marks a numbered footnote marker ("Sworn to Victory¹");
// `symbol` marks a symbolic one ("†"). A marker run has empty text.
struct Inline {
  std::string text;
  int footnote = 0;
  std::string symbol;
};

struct ListItem;

// The answer is a sequence of blocks.
struct Block {
  enum class Type { Paragraph, Bullets, Steps, Footnote };  // "paragraph", "bullets", "steps", "footnote"
  Type type = Type::Paragraph;
  std::vector<Inline> text;     // Paragraph, Footnote
  int footnote_number = 0;      // Footnote: the "1" of "1 = ..."
  std::string symbol;           // Footnote: the "†" of "[†] ..."
  std::vector<ListItem> items;  // Bullets (• with ◦ nested), Steps (1. 2. 3.)
};

struct ListItem {
  std::vector<Inline> text;
  std::vector<ListItem> children;  // nested ◦ items
};

// "Core game - 4th and 5th printings" -> {product "Core game", printings {4,5}}; all printings -> empty.
struct AppliesTo {
  std::string product;
  std::vector<int> printings;  // empty = all printings
};

// A card, spirit, aspect, adversary, scenario, event, fear or blight card, or a rulebook reference.
struct Mention {
  std::string name;   // "Sworn to Victory"; rulebook references as "JE p. 27"
  std::string type;   // names.json types ("spirit", "special-rule", "aspect", "major-power", ...) or "rulebook"
  std::string owner;  // "Thunderspeaker" for "Sworn to Victory (Thunderspeaker)"; empty if none
};

struct Entry {
  std::string id;  // stable slug, e.g. "si-faq-defend-guards-land-and-dahan"
  Game game = Game::SpiritIsland;
  std::string source;  // page name, e.g. "Invader Actions"
  Kind kind = Kind::Faq;
  std::string title;                      // the question, erratum heading, or section heading
  bool title_derived = false;             // title made up from the content: the source has no question/heading
  bool question_missing = false;          // fragment whose question line is not in the source
  bool truncated = false;                 // answer cut off in the source
  int discussion_elsewhere = 0;           // count of "(Discussion elsewhere)" markers
  std::vector<std::string> section_path;  // enclosing headings without text of their own ("Other details")
  std::vector<Block> answer;
  std::string applies_to_text;        // errata: the heading as printed, "Core game - 4th and 5th printings"
  std::vector<AppliesTo> applies_to;  // errata only
  std::vector<std::string> tags;
  int tags_omitted = 0;  // "5 more..." -> 5
  std::vector<Mention> mentions;
  std::vector<std::string> related;   // ids of related entries
  std::vector<std::string> demos;     // ids of scenarios that demonstrate this entry
  std::string no_demo_reason;         // set when the ruling truly cannot be shown on a board
  std::vector<std::string> asked;     // how players ask it, in their words (data/asked.json)
  std::vector<std::string> rests_on;  // summaries: the rulebook pages it rests on ("Core rulebook p. 10")
};

}  // namespace arbiter::corpus
