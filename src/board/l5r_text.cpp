// The L5R table in plain words: the text alternative of its picture.
#include "board/l5r_layout.h"

namespace arbiter::board {

namespace {
std::string stat_words(const char* name, const L5rStat& s) {
  if (!s.present) return "";
  return std::string(name) + " " + std::to_string(s.value) +
         (s.modified() ? " (base " + std::to_string(s.base) + ")" : "");
}

std::string personality_words(const L5rPersonality& c) {
  std::string s = c.name;
  std::string stats;
  for (const auto& w :
       {stat_words("Force", c.force), stat_words("Chi", c.chi), stat_words("Personal Honor", c.personal_honor)})
    if (!w.empty()) stats += (stats.empty() ? "" : ", ") + w;
  if (!stats.empty()) s += " (" + stats + ")";
  for (const auto& [on, word] :
       {std::pair<bool, const char*>{c.bowed, "bowed"}, {c.dishonored, "dishonored"}, {c.opposed, "opposed"}})
    if (on) s += std::string(", ") + word;
  for (const auto& a : c.attachments) s += ", with " + a.name;
  return s;
}

std::string changes(const L5rPersonality& now, const L5rPersonality* before) {
  if (!before) return "";
  std::vector<std::string> out;
  auto stat = [&](const char* name, const L5rStat& a, const L5rStat& b) {
    if (a.value != b.value)
      out.push_back(std::string(name) + " " + std::to_string(b.value) + " → " + std::to_string(a.value));
  };
  stat("Force", now.force, before->force);
  stat("Chi", now.chi, before->chi);
  stat("Personal Honor", now.personal_honor, before->personal_honor);
  if (now.bowed != before->bowed) out.push_back(now.bowed ? "bowed" : "straightened");
  if (now.dishonored != before->dishonored) out.push_back(now.dishonored ? "dishonored" : "no longer dishonored");
  if (now.location != before->location) out.push_back("moved from " + before->location + " to " + now.location);
  if (now.attachments.size() != before->attachments.size())
    out.push_back("attachments " + std::to_string(before->attachments.size()) + " → " +
                  std::to_string(now.attachments.size()));
  if (out.empty() && !(now == *before)) out.push_back("its effects");
  std::string s;
  for (const auto& o : out) s += (s.empty() ? "" : ", ") + o;
  return s.empty() ? "" : now.name + ": " + s;
}
}  // namespace

std::string describe_l5r(const L5rBoard& b, const L5rBoard* previous) {
  std::vector<std::string> lines{l5r_heading(b) + "."};
  std::vector<std::string> changed;
  for (const auto& pl : b.players) {
    lines.push_back(pl.id + ": Family Honor " + std::to_string(pl.honor) + ", hand " + std::to_string(pl.hand) +
                    ", fate deck " + std::to_string(pl.fate_deck) + ".");
    const L5rPlayer* before = previous ? previous->player(pl.id) : nullptr;
    if (before && before->honor != pl.honor)
      changed.push_back(pl.id + " Family Honor " + std::to_string(before->honor) + " → " + std::to_string(pl.honor));
  }
  auto place = [&](const std::string& heading, const std::string& location, const std::string* controller) {
    std::string s;
    for (const auto& c : b.personalities)
      if (c.location == location && (!controller || c.controller == *controller))
        s += (s.empty() ? "" : "; ") + personality_words(c);
    if (!s.empty() || !controller) lines.push_back(heading + ": " + (s.empty() ? "no Personality" : s) + ".");
  };
  for (const auto& bf : b.battlefields)
    place("Battlefield " + bf.id + " (" + bf.attacker + " attacks " + bf.defender + ")", bf.id, nullptr);
  for (const auto& pl : b.players) place(pl.id + "’s home", "home", &pl.id);
  for (const auto& n : l5r_notes(b)) lines.push_back(n);
  for (const auto& c : b.personalities) {
    const std::string ch = changes(c, previous ? previous->personality(c.id) : nullptr);
    if (!ch.empty()) changed.push_back(ch);
  }
  if (!changed.empty()) {
    std::string s;
    for (const auto& c : changed) s += (s.empty() ? "" : "; ") + c;
    lines.push_back("Changed: " + s + ".");
  }
  std::string out;
  for (const auto& l : lines) out += (out.empty() ? "" : "\n") + l;
  return out;
}

}  // namespace arbiter::board
