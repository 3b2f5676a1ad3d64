#pragma once
// The words for entry kinds and games, each declared once: the corpus files, the CLI, the search
// filters, the app and the static site all read these rows.
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "corpus/entry.h"

namespace arbiter::corpus {

struct KindWords {
  Kind kind;
  const char* id;                     // in the corpus files and search filters: "errata"
  const char* label;                  // a badge in the app: "Errata"
  const char* plural;                 // a filter's option: "Errata", "Rules", "Fragments"
  const char* page_name;              // what a ruling page calls the entry: "Erratum", "Rules section"
  const char* answer_heading;         // the heading over its text on a ruling page: "Correction"
  std::vector<const char*> asked_as;  // what a player types after "kind:" to find it
  // Multiplies the entry's search score: official text (1) ranks above the project's own summaries
  // when both match about equally; a summary still wins when it matches clearly better.
  float rank_weight;
};
// Every kind, in the order the corpus enum lists them.
const std::vector<KindWords>& kind_words();
const KindWords& words(Kind k);

struct GameWords {
  Game game;
  const char* id;                     // in the corpus and scenario files: "spirit-island"
  const char* short_id;               // the search filter's own: "game:si"
  const char* label;                  // short, for the app: "L5R Celestial"
  const char* full_name;              // in full, for ruling pages
  std::vector<const char*> asked_as;  // what a player types after "game:" to mean it
};
const std::vector<GameWords>& game_words();
const GameWords& words(Game g);
// The game whose id is `id`, or nullopt.
const GameWords* find_game(std::string_view id);

}  // namespace arbiter::corpus
