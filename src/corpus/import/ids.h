#pragma once
// Stable ids. An id is derived once from the title ("si-faq-" + up to 8 content words) and then
// kept: data/id-map.json maps content keys to ids, and the importer looks an entry up by its title
// key, then by its answer key, so rewording either one alone keeps the id. Keys are never removed,
// so an id once given is never given to another entry.
#include <map>
#include <string>
#include <vector>

#include "corpus/entry.h"
#include "corpus/loader.h"

namespace arbiter::corpus::import {

struct IdMap {
  std::map<std::string, std::string> ids;  // content key -> id
};

IdMap load_id_map(const std::string& text, const std::string& file, std::vector<Problem>& problems);
std::string id_map_to_text(const IdMap& map);  // {"schema": 1, "ids": {...}} sorted, 1-space indent

std::string id_prefix(const Entry& e);  // "si-errata", "si-faq" (faq and fragment), "si-rule", "l5r-rule"
std::string slug(const std::string& title, size_t max_words = 8);
std::string title_key(const Entry& e);  // "<source>|title|<normalized title>"
std::string body_key(const Entry& e);   // "<source>|answer|<first 16 normalized words of the answer>"

// Fills every entry's id, reusing the map and adding keys for new entries.
void assign_ids(std::vector<Entry>& entries, IdMap& map);

}  // namespace arbiter::corpus::import
