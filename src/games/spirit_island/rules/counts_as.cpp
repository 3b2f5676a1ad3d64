// Pieces counting as other pieces: one piece counts once however many kinds it counts as ("like
// counting the rocks that are white or red"), and a piece counting as Beasts may be the Beasts that
// something destroys. Also Beset by Many Troubles, which counts several kinds together.
#include "games/spirit_island/rules/counts_as.h"

#include <algorithm>
#include <map>

#include "games/spirit_island/rules/presence_lands.h"

namespace arbiter::si {

namespace {

// How many of its pieces in `l` a counts-as modifier makes count (Presence: each; Sacred Site: 1).
int extra_in(const State& st, const ModifierSpec& m, const Land& l) {
  return m.n == 2 ? (st.sacred_site(l, m.spirit) ? 1 : 0) : l.presence_of(m.spirit);
}

std::string counting_context(const Land& l, const std::string& what, const std::string& spirit) {
  return l.id + ":" + what + ":" + spirit;
}

// How many of the pieces `m` makes count as its `what` in `l` do count for action `a` now: the
// players choose how many (choice "counts-as", per Spirit, per land, per action; default all), less
// those this action already destroyed or moved as that token, and never more than are still there.
int counting_now(Engine& e, const Land& l, const ModifierSpec& m, ActionId a) {
  const int extra = extra_in(e.state(), m, l);
  if (extra == 0) return 0;
  const std::string ctx = counting_context(l, m.what, m.spirit);
  std::string decided;
  for (const auto& c : e.choices().history())
    if (c.kind == "counts-as" && c.action == a && c.context == ctx && !c.chosen.empty()) decided = c.chosen.front();
  if (decided.empty()) {
    const std::string pieces = m.n == 2 ? "Sacred Sites" : "Presence";
    std::vector<std::string> options;
    for (int i = 0; i <= extra; ++i) options.push_back(std::to_string(i));
    kernel::ChoicePoint cp{"counts-as",
                           "How many of " + e.spirit_name(m.spirit) + "'s " + pieces + " in " + l.id + " (up to " +
                               std::to_string(extra) + ") count as " + m.what + " for this action?",
                           ctx,
                           options,
                           {},
                           false,
                           a};
    decided = e.decide_one(cp, options.back());
    e.note(e.spirit_name(m.spirit) + "'s " + pieces + " in " + l.id + ": " + decided + " of " + std::to_string(extra) +
           (decided == "1" ? " counts" : " count") + " as " + count_of(1, m.what).substr(2) + " for " +
           e.tree().at(a).label + ".");
  }
  return std::max(0, std::min(std::stoi(decided) - e.local(a).counting_spent[ctx], extra));
}

// The pieces of `sources` in `l` that count as their token for action `a` now, per source.
std::vector<ModifierSpec> counting_now_sources(Engine& e, const Land& l, const std::vector<ModifierSpec>& sources,
                                               ActionId a) {
  std::vector<ModifierSpec> now;
  for (const auto& s : sources)
    if (counting_now(e, l, s, a) > 0) now.push_back(s);
  return now;
}

// A piece of `spirit` counting as `what` was destroyed or moved as that token by action `a`.
void spend_counting(Engine& e, const Land& l, const std::string& what, const std::string& spirit, ActionId a) {
  ++e.local(a).counting_spent[counting_context(l, what, spirit)];
}

int token_of(const std::string& what) {
  auto it = std::find(token_names().begin(), token_names().end(), what);
  return it == token_names().end() ? -1 : static_cast<int>(it - token_names().begin());
}

// The counts-as modifiers under which some piece in `l` counts as `what`.
std::vector<ModifierSpec> counting_sources(const Engine& e, const Land& l, const std::string& what) {
  std::vector<ModifierSpec> sources;
  for (const auto& m : e.modifiers().all())
    if (m.payload.kind == "counts-as" && m.payload.what == what && extra_in(e.state(), m.payload, l) > 0)
      sources.push_back(m.payload);
  return sources;
}

// The pieces in `l` that may be the `what` (token index `t`) picked: the token, then
// "<spirit>:presence" / "<spirit>:sacred-site" of `sources` (those counting now); when `moving`, not
// a Presence that can't move from `l`.
std::vector<std::string> counting_options(const Engine& e, const Land& l, int t, const std::string& what,
                                          const std::vector<ModifierSpec>& sources, bool moving) {
  std::vector<std::string> options;
  if (l.token(static_cast<Token>(t)) > 0) options.push_back(what);
  for (const auto& s : sources)
    if (!(moving && presence_held(e, s.spirit, l)))
      options.push_back(s.spirit + (s.n == 2 ? ":sacred-site" : ":presence"));
  return options;
}

std::string join_and(const std::vector<std::string>& v) {
  std::string s;
  for (size_t i = 0; i < v.size(); ++i) s += (i == 0 ? "" : i + 1 == v.size() ? " and " : ", ") + v[i];
  return s;
}

}  // namespace

int counted(Engine& e, const Land& l, const std::string& what, ActionId a) {
  int n = e.count_what(l, what);
  for (const auto& m : e.modifiers().all())
    if (m.payload.kind == "counts-as" && m.payload.what == what) n += counting_now(e, l, m.payload, a);
  return n;
}

int count_pieces_of_any(Engine& e, const Land& l, const std::vector<std::string>& kinds, ActionId a,
                        std::string& detail) {
  int real = 0;
  for (const auto& k : kinds) real += e.count_what(l, k);
  std::map<std::string, int> pieces;                   // per Spirit: its pieces counting as any of the kinds
  std::map<std::string, std::vector<std::string>> as;  // ... and the kinds they count as
  for (const auto& m : e.modifiers().all()) {
    const ModifierSpec& s = m.payload;
    if (s.kind != "counts-as" || std::find(kinds.begin(), kinds.end(), s.what) == kinds.end()) continue;
    const int n = counting_now(e, l, s, a);
    if (n == 0) continue;
    pieces[s.spirit] = std::max(pieces[s.spirit], n);  // the same pieces may count as several kinds
    std::string word = count_of(1, s.what).substr(2);
    if (std::find(as[s.spirit].begin(), as[s.spirit].end(), word) == as[s.spirit].end()) as[s.spirit].push_back(word);
  }
  int total = real;
  detail = std::to_string(real) + " token" + (real == 1 ? "" : "s");
  for (const auto& [spirit, n] : pieces) {
    total += n;
    detail += " + " + std::to_string(n) + " piece" + (n == 1 ? "" : "s") + " of " + e.spirit_name(spirit) +
              " counting as " + join_and(as[spirit]) + (as[spirit].size() > 1 ? " — each piece counted once" : "");
  }
  return total;
}

bool destroy_counting_tokens(Engine& e, const Land& l, const Op& op, ActionId a) {
  int t = token_of(op.what);
  if (op.all || t < 0) return false;
  const std::vector<ModifierSpec> sources = counting_sources(e, l, op.what);
  if (counting_now_sources(e, l, sources, a).empty()) return false;
  std::string word = count_of(1, op.what).substr(2);
  for (int i = 0; i < op.n; ++i) {
    std::vector<std::string> options =
        counting_options(e, l, t, op.what, counting_now_sources(e, l, sources, a), false);
    if (options.empty()) break;
    std::string pick = options.front();
    if (options.size() > 1) {
      kernel::ChoicePoint cp{"which-piece",
                             "Which " + word + " in " + l.id + " is destroyed?",
                             l.id + ":" + op.what,
                             options,
                             {},
                             false,
                             a};
      pick = e.decide_one(cp, options.front());
    }
    if (pick == op.what) {
      e.remove_token(l, static_cast<Token>(t), 1, a);
      e.fact(a, "destroyed", l.id, op.what);
      e.note("The " + word + " token in " + l.id + " is the " + word + " destroyed" +
             (options.size() > 1 ? " (the players chose it over a piece that counts as " + word + ")." : "."));
      continue;
    }
    std::string spirit = pick.substr(0, pick.find(':'));
    bool sacred = pick.substr(pick.find(':') + 1) == "sacred-site";
    spend_counting(e, l, op.what, spirit, a);
    int presence = sacred ? 2 : 1;  // A Joining of Swarms and Flocks: affecting that Beasts affects 2 of its Presence
    e.note("The players choose " + e.spirit_name(spirit) + "'s " + (sacred ? "Sacred Site" : "Presence") + " in " +
           l.id + ", counting as " + word + ", as the " + word + " destroyed" +
           (sacred ? ": that destroys 2 of its Presence there." : ": 1 of its Presence is destroyed."));
    for (int k = 0; k < presence; ++k) e.destroy_presence(l, spirit, a, "counting as the " + word + " destroyed");
  }
  return true;
}

CountingMove counting_piece_to_move(Engine& e, const Land& l, const std::string& what, ActionId a) {
  const int t = token_of(what);
  if (t < 0) return {};
  const std::vector<ModifierSpec> sources = counting_now_sources(e, l, counting_sources(e, l, what), a);
  if (sources.empty()) return {};
  std::vector<std::string> options = counting_options(e, l, t, what, sources, true);
  if (options.empty() || (options.size() == 1 && options.front() == what)) return {};
  std::string pick = options.front();  // no token left: the piece counting as it is the one
  if (options.size() > 1) {
    kernel::ChoicePoint cp{"which-piece",
                           "Which " + count_of(1, what).substr(2) + " in " + l.id + " is moved?",
                           l.id + ":" + what,
                           options,
                           {},
                           false,
                           a};
    pick = e.decide_one(cp, options.front());
  }
  if (pick == what) return {};
  bool sacred = pick.substr(pick.find(':') + 1) == "sacred-site";
  spend_counting(e, l, what, pick.substr(0, pick.find(':')), a);
  return {pick.substr(0, pick.find(':')), sacred ? 2 : 1, what};  // A Joining of Swarms and Flocks: 2 Presence
}

void move_counting_piece(Engine& e, const CountingMove& m, const Land& from, const Land& to, ActionId a) {
  int moved = 0;
  for (size_t i = 0; i < from.presence.size() && moved < m.presence;)
    if (from.presence[i].spirit == m.spirit) {
      e.move_presence(from, i, to);
      e.fact(a, "presence-moved-to", to.id, m.spirit);
      ++moved;
    } else {
      ++i;
    }
  e.note("The " + e.spirit_name(m.spirit) + " " + (m.presence == 2 ? "Sacred Site" : "Presence") + " in " + from.id +
         ", counting as " + count_of(1, m.what).substr(2) + ", is the one moved: " + std::to_string(moved) +
         " of its Presence go to " + to.id + ".");
}

std::string hunters_swarm_loss(Engine& e) {
  if (!e.has_rule("hunters-bring-home") || e.state().beasts_on_panel == 0) return "";
  int tokens = 0, counting = 0;
  std::string who;
  for (const auto& l : e.state().lands) {
    tokens += l.token(Token::Beasts);
    std::map<std::string, int> pieces;  // per Spirit, its pieces here that may count as Beasts
    for (const auto& m : e.modifiers().all())
      if (m.payload.kind == "counts-as" && m.payload.what == "beasts")
        pieces[m.payload.spirit] = std::max(pieces[m.payload.spirit], extra_in(e.state(), m.payload, l));
    for (const auto& [spirit, n] : pieces)
      if (n > 0) {
        counting += n;
        who += (who.empty() ? "" : ", ") + e.spirit_name(spirit) + " in " + l.id;
      }
  }
  int panel = e.state().beasts_on_panel;
  if (panel <= tokens) return "";
  if (panel <= tokens + counting) {
    e.note("Hunters Swarm the Island check: pieces of " + who +
           " count as Beasts just for this check — the island holds " + std::to_string(tokens + counting) +
           " Beasts, the adversary panel " + std::to_string(panel) + ", so the Invaders do not win.");
    return "";
  }
  return "Hunters Swarm the Island: the adversary panel holds " + std::to_string(panel) + " Beasts, the island only " +
         std::to_string(tokens + counting);
}

void beset_by_many_troubles(Engine& e, const Op& op, ActionId a) {
  // Beset by Many Troubles: Badlands / Beasts / Disease / Wilds / Strife, counted together.
  static const std::vector<std::string> kinds{"badlands", "beasts", "disease", "wilds", "strife"};
  int level = std::min(3, std::max(1, op.n));
  std::map<std::string, int> troubles;
  for (const auto& l : e.state().lands) {
    std::string detail;
    int n = count_pieces_of_any(e, l, kinds, a, detail);
    troubles[l.id] = n;
    if (n > 0) e.note(l.id + " holds " + std::to_string(n) + " Badlands/Beasts/Disease/Wilds/Strife (" + detail + ").");
  }
  for (const auto& l : e.state().lands) {
    int near = 0;
    for (const auto& adj : l.adjacent) near += troubles[adj];
    int defend = 0;
    if (level == 1 && troubles[l.id] > 0) defend = 3;
    if (level == 2 && (troubles[l.id] > 0 || near >= 3)) defend = 5;
    if (level == 3) defend = 3 * (troubles[l.id] + near);
    if (defend == 0) continue;
    e.add_defend(l, defend);
    e.note("Defend " + std::to_string(defend) + " in " + l.id +
           (level == 3
                ? " (3 for each of the " + std::to_string(troubles[l.id] + near) + " in it and its adjacent lands)."
                : "."));
  }
}

}  // namespace arbiter::si
