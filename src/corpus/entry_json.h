#pragma once
// JSON form of the corpus types (see docs/corpus.md). Writing is deterministic: keys in a fixed
// order, default-valued optional fields left out. Reading goes through read_entry, which records
// every problem with its JSON path instead of stopping at the first.
#include <string>
#include <vector>

#include <nlohmann/json.hpp>

#include "corpus/entry.h"
#include "corpus/loader.h"

namespace arbiter::corpus {

void to_json(nlohmann::json& j, const Inline& v);
void to_json(nlohmann::json& j, const ListItem& v);
void to_json(nlohmann::json& j, const Block& v);
void to_json(nlohmann::json& j, const AppliesTo& v);
void to_json(nlohmann::json& j, const Mention& v);
void to_json(nlohmann::json& j, const Entry& v);
void to_json(nlohmann::ordered_json& j, const Entry& v);

// Throws std::runtime_error naming every problem (path: expected ...).
void from_json(const nlohmann::json& j, Entry& v);

// Reads one entry at `path` (e.g. "/entries/3"); problems are appended, returns false if any.
bool read_entry(const nlohmann::json& j, const std::string& path, const std::string& file, Entry& out,
                std::vector<Problem>& problems);

// The whole corpus file text: {"schema": 1, "entries": [...]}, 1-space indent, trailing newline.
std::string corpus_to_text(const std::vector<Entry>& entries);

}  // namespace arbiter::corpus
