#pragma once
// Related entries: explicit references first ("see this FAQ entry", "see this Errata / Clarification",
// "See Summary of Action rules ...", "see Tracking Rule", wiki links ":!what-items-are-triggered-actions"),
// then entries that share the most card/spirit/adversary mentions.
#include <vector>

#include "corpus/entry.h"
#include "corpus/import/names.h"

namespace arbiter::corpus::import {

constexpr size_t kMaxSharedMentionLinks = 4;

// Needs ids and mentions; fills `related` of every entry.
void link_entries(std::vector<Entry>& entries, const NamesTable& names);

}  // namespace arbiter::corpus::import
