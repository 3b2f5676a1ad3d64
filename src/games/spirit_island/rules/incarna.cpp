// Incarna: adding, moving, pushing and repositioning a Spirit's Incarna, what happens when
// something would destroy Presence next to it, the defeat check, and the Powers that can take it
// off the island even when it counts only as itself (Fragments of Yesteryear).
#include "games/spirit_island/rules/incarna.h"

#include <algorithm>
#include <map>

#include "games/spirit_island/rules/heart_tree.h"
#include "games/spirit_island/rules/presence_lands.h"
#include "games/spirit_island/rules/replacements.h"
#include "kernel/errors.h"

namespace arbiter::si {

std::string incarna_land(const State& s, const std::string& spirit) {
  for (const auto& l : s.lands)
    if (std::find(l.incarna.begin(), l.incarna.end(), spirit) != l.incarna.end()) return l.id;
  return "";
}

bool has_incarna(const Engine& e, const std::string& spirit) {
  const Spirit* sp = e.state().find_spirit(spirit);
  if (!sp) return false;
  auto def = e.lib.spirits.find(sp->name);
  // The Lair and Warrior Aspects give their Spirits an Incarna.
  return sp->has_incarna || (def != e.lib.spirits.end() && def->second.incarna) ||
         !incarna_land(e.state(), sp->id).empty() || e.has_rule("a-single-alluring-lair", sp->id) ||
         e.has_rule("warrior-spirits-raiding-party", sp->id);
}

namespace {

std::string incarna_of(const Engine& e, const std::string& spirit) { return "the Incarna of " + e.spirit_name(spirit); }
// The same words opening a sentence.
std::string sentence_incarna_of(const Engine& e, const std::string& spirit) {
  return "The Incarna of " + e.spirit_name(spirit);
}

// Spread Tumult and Delusion: when Wandering Voice's own actions add or move its Incarna into a
// land with Invaders, 1 Strife there — also when the Incarna "moves" into the land it is already in.
void spread_tumult(Engine& e, const std::string& spirit, const Land& to, ActionId a) {
  if (!e.land_rule("spread-tumult-and-delusion", spirit, to) || to.invaders() == 0) return;
  const std::string& actor = e.local(a).spirit;
  if (actor != spirit) {
    e.note("No Strife from Spread Tumult and Delusion: that works only when " + e.spirit_name(spirit) +
           "'s own actions bring its Incarna in, and this is " + e.spirit_name(actor) + "'s action.");
    return;
  }
  e.note("Spread Tumult and Delusion: " + e.spirit_name(spirit) + "'s action brought its Incarna into " + to.id +
         ", which has Invaders — 1 Strife there.");
  Op strife;
  strife.kind = OpKind::Add;
  strife.what = "strife";
  strife.n = 1;
  strife.land = to.id;
  e.insert_next({strife});
}

// Puts the Incarna in `to` (from `from`, or from the supply when `from` is ""). `added` says
// whether the rules call this adding it (growth from the supply, repositioning) or moving it.
void arrive(Engine& e, const std::string& spirit, const std::string& from, const std::string& to, bool added,
            ActionId a, const std::string& says, bool tumult_now = true) {
  e.note(says);
  if (!from.empty()) e.take_incarna(spirit, from);
  e.place_incarna(spirit, to);
  if (added) e.fact(a, "incarna-added", to, spirit);
  else {
    e.fact(a, "incarna-moved-from", from, spirit);
    e.fact(a, "incarna-moved-to", to, spirit);
  }
  if (tumult_now) spread_tumult(e, spirit, e.state().land(to), a);
  heart_tree_empowers(e, e.state().land(to));
}

std::string pick_land(Engine& e, const std::vector<std::string>& options, ActionId a, const std::string& kind,
                      const std::string& context, const std::string& question) {
  if (options.size() == 1) return options.front();
  kernel::ChoicePoint cp{kind, question, context, options, {}, false, a};
  return e.decide_one(cp, options.front());
}

std::string owner_for(const Engine& e, const Op& op, const ActionLocal& loc) {
  if (!op.spirit.empty() && op.spirit != "self") {
    const Spirit* sp = e.state().find_spirit(op.spirit);
    if (!sp) throw kernel::RuleError("no Spirit \"" + op.spirit + "\" is in this game");
    return sp->id;
  }
  // A Power that says "your Incarna" names its owner's Incarna, whoever uses it (Entwined Power).
  auto card = e.lib.powers.find(loc.card);
  if (op.name == "push-incarna" && card != e.lib.powers.end() && !card->second.spirit.empty())
    if (const Spirit* sp = e.state().find_spirit(card->second.spirit)) return sp->id;
  return loc.spirit;
}

// Then "add the pieces matching the land's Setup symbols" (3 Moon: no Invaders or Blight), as
// `add` / `add-blight` instructions of this action; a land without recorded symbols gets nothing.
std::string add_setup_pieces(Engine& e, const Land& l, bool keep) {
  std::vector<Op> adds;
  std::string list;
  for (const auto& [what, n] : l.setup) {
    if (keep && what != "dahan") continue;
    Op add;
    add.kind = what == "blight" ? OpKind::AddBlight : OpKind::Add;
    add.what = what;
    add.n = n;
    add.land = l.id;
    adds.push_back(add);
    list += (list.empty() ? "" : ", ") + count_of(n, what);
  }
  e.insert_next(adds);
  if (l.setup.empty()) return "It has no Setup symbols, so nothing is added back.";
  return "Then the pieces of its Setup symbols" + std::string(keep ? " but Invaders and Blight" : "") + ": " +
         (list.empty() ? "none" : list) + ".";
}

void fragments_of_yesteryear(Engine& e, ActionId a, bool keep) {
  ActionLocal& loc = e.local(a);
  if (loc.land.empty()) return;
  const Land& l = e.state().land(loc.land);
  std::vector<std::string> gone;
  std::map<PieceKind, int> removed;
  for (size_t i = l.pieces.size(); i-- > 0;)
    if ((!keep || is_invader(l.pieces[i].kind)) && can_change(e, l, l.pieces[i], a, "removed")) {
      removed[l.pieces[i].kind] += 1;
      e.remove_piece(l, i, a);
    }
  for (const auto& [kind, n] : removed) gone.push_back(count_of(n, name(kind)));
  for (size_t t = 0; t < token_names().size(); ++t) {
    int n = l.token(static_cast<Token>(t));
    if (n == 0) continue;
    e.remove_token(l, static_cast<Token>(t), n, a);
    gone.push_back(count_of(n, token_names()[t]));
  }
  if (!keep) {
    for (const auto& p : l.presence) e.fact(a, "presence-removed", l.id, p.spirit);
    if (!l.presence.empty()) gone.push_back(std::to_string(l.presence.size()) + " Presence");
    e.remove_all_presence(l);
    for (const auto& sp : l.incarna) {
      e.fact(a, "incarna-removed", l.id, sp);
      gone.push_back(incarna_of(e, sp) + " (counting only as itself — this Power removes every piece)");
    }
  }
  std::string list;
  for (const auto& g : gone) list += (list.empty() ? "" : ", ") + g;
  e.note(std::string("Fragments of Yesteryear removes every piece in ") + l.id +
         (keep ? " except Dahan, Presence and Spirit tokens (3 Moon)" : "") + ": " + (list.empty() ? "nothing" : list) +
         ". " + add_setup_pieces(e, l, keep));
  std::vector<std::string> left = keep ? std::vector<std::string>{} : l.incarna;
  for (const auto& sp : left) e.take_incarna(sp, l.id);
  for (const auto& sp : left) e.note(sentence_incarna_of(e, sp) + " leaves the island for the Incarna supply.");
}

}  // namespace

// The Incarna whose rule this is (`spirit`) and where it is (`cur`, "" in the supply); false, with
// a log line, when that Spirit has no Incarna at all.
static bool incarna_for(Engine& e, const Op& op, ActionId a, std::string& spirit, std::string& cur) {
  spirit = owner_for(e, op, e.local(a));
  if (!has_incarna(e, spirit)) {
    e.note(e.spirit_name(spirit) + " has no Incarna: nothing happens.");
    return false;
  }
  cur = incarna_land(e.state(), spirit);
  return true;
}

void fragments_of_yesteryear_rule(Engine& e, const Op&, ActionId a) { fragments_of_yesteryear(e, a, false); }
// Its 3 Moon threshold: keep Dahan, every Spirit's Presence and Spirit tokens.
void fragments_keeping_rule(Engine& e, const Op&, ActionId a) { fragments_of_yesteryear(e, a, true); }

void spread_tumult_rule(Engine& e, const Op&, ActionId a) {
  // A Power that places the Strife itself ("2 Fear there, before adding Strife"): Spread Tumult
  // for the Incarna arrivals of this action so far.
  for (const auto& f : e.tree().at(a).facts)
    if (f.kind == "incarna-moved-to" || f.kind == "incarna-added")
      spread_tumult(e, f.subject, e.state().land(f.place), a);
}

void empower_incarna(Engine& e, const Op& op, ActionId a) {
  std::string spirit, cur;
  if (!incarna_for(e, op, a, spirit, cur)) return;
  if (e.state().find_spirit(spirit)) e.empower_incarna(spirit);
  e.note(e.spirit_name(spirit) + "'s Incarna is Empowered (for the rest of the game).");
}

void add_or_move_incarna(Engine& e, const Op& op, ActionId a) {
  std::string spirit, cur;
  if (!incarna_for(e, op, a, spirit, cur)) return;
  std::vector<std::string> options;
  for (const auto& l : e.state().lands)
    if (l.presence_of(spirit) > 0 || l.id == cur) options.push_back(l.id);
  if (options.empty()) {
    e.note(e.spirit_name(spirit) + " has no Presence on the island to bring its Incarna to.");
    return;
  }
  if (cur.empty())
    e.note(sentence_incarna_of(e, spirit) +
           " is in the supply, so this Growth action must add it (it is not optional).");
  else
    e.note(sentence_incarna_of(e, spirit) + " is on the island (" + cur +
           "), so this Growth action must move it (it is not optional). It may count as the Presence it moves to, so " +
           cur + " is a destination too.");
  std::string to =
      pick_land(e, options, a, "land", e.tree().at(a).label, "To which land with Presence does the Incarna go?");
  arrive(e, spirit, cur, to, cur.empty(), a,
         cur.empty() ? sentence_incarna_of(e, spirit) + " is added to " + to + "."
                     : sentence_incarna_of(e, spirit) + " moves from " + cur + " to " + to +
                           (to == cur ? " — the land it is already in, which counts as a move." : "."));
}

void incarna_moves(Engine& e, const std::string& spirit, const std::string& from, const std::string& to, ActionId a,
                   const std::string& says) {
  arrive(e, spirit, from, to, from.empty(), a, says);
}

void move_incarna(Engine& e, const Op& op, ActionId a) {
  std::string spirit, cur;
  if (!incarna_for(e, op, a, spirit, cur)) return;
  if (cur.empty()) {
    e.note(sentence_incarna_of(e, spirit) +
           " is in the supply: moving it cannot bring it back (only adding Incarna can).");
    return;
  }
  auto options = e.state().within(cur, op.n);
  e.note(sentence_incarna_of(e, spirit) + " must move to a land within range " + std::to_string(op.n) + " of " + cur +
         " — range 0 includes " + cur + " itself.");
  std::string to = pick_land(e, options, a, "land", e.tree().at(a).label, "Where does the Incarna move?");
  arrive(e, spirit, cur, to, false, a,
         sentence_incarna_of(e, spirit) + " moves from " + cur + " to " + to +
             (to == cur ? " (staying where it is)." : "."));
}

void push_incarna(Engine& e, const Op& op, ActionId a) {
  std::string spirit, cur;
  if (!incarna_for(e, op, a, spirit, cur)) return;
  if (cur.empty()) {
    e.note(sentence_incarna_of(e, spirit) + " is not on the island: there is nothing to push.");
    return;
  }
  const Land& from = e.state().land(cur);
  if (from.adjacent.empty()) {
    e.note(cur + " has no adjacent land to push " + incarna_of(e, spirit) + " to.");
    return;
  }
  std::string to = pick_land(e, from.adjacent, a, "push", cur + ":incarna", "Where is the Incarna pushed?");
  ActionLocal& loc = e.local(a);
  loc.land = to;  // "if this pushes the Incarna into a land with Invaders ..." reads the destination
  loc.board = e.state().land(to).board;
  // Spread Tumult waits for the Power's own `spread-tumult-and-delusion` step (Frightful Keening: after its Fear).
  arrive(e, spirit, cur, to, false, a,
         e.spirit_name(loc.spirit) + " pushes " + incarna_of(e, spirit) + " from " + cur + " to " + to + ".", false);
}

void reposition_incarna(Engine& e, const Op& op, ActionId a) {
  // "Add 1 Presence" by repositioning the Incarna into the action's land.
  std::string spirit, cur;
  if (!incarna_for(e, op, a, spirit, cur)) return;
  const ActionLocal& loc = e.local(a);
  if (cur.empty())
    throw kernel::RuleError(sentence_incarna_of(e, spirit) +
                            " is in the Incarna supply: off the island it does not count as Presence, "
                            "so adding Presence cannot add it (only an effect that adds Incarna can)");
  if (loc.land.empty()) throw kernel::RuleError("repositioning the Incarna needs the land the Presence is added to");
  std::string why;
  if (!presence_may_enter(e, spirit, e.state().land(loc.land), &why)) {
    e.note(e.spirit_name(spirit) + " can't add Presence in " + loc.land + " (" + why + "), so its Incarna stays.");
    return;
  }
  arrive(e, spirit, cur, loc.land, true, a,
         e.spirit_name(spirit) + " adds Presence in " + loc.land + " by repositioning its Incarna from " + cur +
             ": the Incarna is added, not moved" +
             (loc.land == cur ? " — even though it returns to the land it came from." : "."));
}

bool incarna_answers_presence_destruction(Engine& e, const Land& l, const std::string& spirit, ActionId by,
                                          const std::string& cause) {
  if (std::find(l.incarna.begin(), l.incarna.end(), spirit) == l.incarna.end()) return false;
  bool presence_here = l.presence_of(spirit) > 0;
  std::vector<std::string> options =
      presence_here ? std::vector<std::string>{"presence", "incarna"} : std::vector<std::string>{"none", "incarna"};
  kernel::ChoicePoint cp{
      "which-piece",
      presence_here
          ? "Which piece of " + e.spirit_name(spirit) + " in " + l.id + " is destroyed: a Presence or its Incarna?"
          : "Does the Incarna of " + e.spirit_name(spirit) + " in " + l.id + " count as Presence here?",
      l.id + ":presence",
      options,
      {},
      false,
      by};
  std::string pick = e.decide_one(cp, options.front());
  if (pick == "presence") return false;
  if (pick == "none") {
    e.note(sentence_incarna_of(e, spirit) + " in " + l.id +
           " counts only as itself, not as Presence, so it is not destroyed (" + cause + ").");
    return true;
  }
  e.take_incarna(spirit, l.id);
  e.fact(by, "incarna-destroyed", l.id, spirit);
  e.note(e.spirit_name(spirit) + " lets its Incarna in " + l.id + " be the Presence destroyed (" + cause +
         "): the Incarna goes to the Incarna supply.");
  return true;
}

bool incarna_counts_for_defeat_check(Engine& e, const std::string& spirit) {
  std::string at = incarna_land(e.state(), spirit);
  if (at.empty()) return false;
  e.note(e.spirit_name(spirit) + " has no Presence left, but counts its Incarna in " + at +
         " as Presence for the defeat check: the Spirit is still on the island.");
  return true;
}

}  // namespace arbiter::si
