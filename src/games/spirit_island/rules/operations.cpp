// The data operations: what Power Cards, Blight cards, Fear cards, Events and scenario actions
// do, one operation at a time, in the action's land for the action's Spirit.
#include <algorithm>
#include <cctype>

#include "games/spirit_island/engine.h"
#include "games/spirit_island/rules/counts_as.h"
#include "games/spirit_island/rules/damage_bonus.h"
#include "games/spirit_island/rules/damage_each.h"
#include "games/spirit_island/rules/effect_kinds.h"
#include "games/spirit_island/rules/isolate.h"
#include "games/spirit_island/rules/replacements.h"
#include "kernel/errors.h"

namespace arbiter::si {

using kernel::Relation;

static int piece_index(const std::string& what) {
  auto it = std::find(piece_names().begin(), piece_names().end(), what);
  return it == piece_names().end() ? -1 : static_cast<int>(it - piece_names().begin());
}
static int token_index(const std::string& what) {
  auto it = std::find(token_names().begin(), token_names().end(), what);
  return it == token_names().end() ? -1 : static_cast<int>(it - token_names().begin());
}
static bool piece_in(PieceKind k, const std::string& what) {
  if (what == "invaders") return is_invader(k);
  if (what == "town-city") return k == PieceKind::Town || k == PieceKind::City;
  if (what == "explorer-town") return k == PieceKind::Explorer || k == PieceKind::Town;
  return name(k) == what;
}

// "an Explorer", "a Town": a piece named in the log.
static std::string a_piece(const std::string& kind) {
  std::string n = kind;
  if (!n.empty()) n[0] = static_cast<char>(std::toupper(static_cast<unsigned char>(n[0])));
  return (n == "Explorer" ? "an " : "a ") + n;
}

// " this turn", " until used": when an effect set up by a card ends.
static std::string duration_words(kernel::Duration d) {
  switch (d) {
    case kernel::Duration::ThisAction: return " for this action";
    case kernel::Duration::ThisTurn: return " this turn";
    case kernel::Duration::UntilUsed: return " until used";
    case kernel::Duration::Permanent: return "";
  }
  return "";
}

int Engine::count_what(const Land& l, const std::string& what) const {
  if (what == "presence") return static_cast<int>(l.presence.size());
  if (what == "strife") {
    int n = 0;
    for (const auto& p : l.pieces) n += p.strife;
    return n;
  }
  if (what == "incarna") return static_cast<int>(l.incarna.size());
  int t = token_index(what);
  if (t >= 0) return l.token(static_cast<Token>(t));
  int n = 0;
  for (const auto& p : l.pieces) n += piece_in(p.kind, what);
  return n;
}

bool Engine::land_matches(const Land& l, const LandFilter& f, ActionId a) const {
  const ActionLocal* loc = nullptr;
  auto it = locals_.find(a);
  if (it != locals_.end()) loc = &it->second;
  for (const auto& h : f.has)
    if (count_what(l, h) == 0) return false;
  for (const auto& h : f.lacks)
    if (count_what(l, h) > 0) return false;
  if (!f.terrain.empty() && std::find(f.terrain.begin(), f.terrain.end(), name(l.terrain)) == f.terrain.end()) return false;
  if (f.coastal == 1 && !l.coastal) return false;
  if (f.coastal == 0 && l.coastal) return false;
  if (f.same_board && loc && !loc->board.empty() && l.board != loc->board) return false;
  if (!f.presence_of.empty()) {
    std::string sp = f.presence_of == "self" && loc ? loc->spirit : f.presence_of;
    if (l.presence_of(sp) == 0) return false;
  }
  if (!f.sacred_site_of.empty() && !l.sacred_site(f.sacred_site_of == "self" && loc ? loc->spirit : f.sacred_site_of)) return false;
  if (f.within >= 0 && loc && !loc->land.empty()) {
    auto near = state.within(loc->land, f.within);
    if (std::find(near.begin(), near.end(), l.id) == near.end()) return false;
  }
  for (const auto& [what, n] : f.exactly)
    if (count_what(l, what) != n) return false;
  for (const auto& [what, n] : f.at_least)
    if (count_what(l, what) < n) return false;
  for (const auto& h : f.near) {  // here, or across an adjacency that Isolate has not broken
    bool found = count_what(l, h) > 0;
    for (const auto& adj : l.adjacent)
      found = found || (!isolated(l) && !isolated(state.land(adj)) && count_what(state.land(adj), h) > 0);
    if (!found) return false;
  }
  return true;
}

// "X may count as Y" (a Spirit's Presence or Sacred Sites counting as Beasts or Badlands): the
// players choose per land, per action, and that choice holds for the whole action; a nested action
// (a flipped Blight card) chooses anew. Returns the count of `what` in `l` for action `a`.
int counted(Engine& e, const Land& l, const std::string& what, ActionId a) {
  int n = e.count_what(l, what);
  for (const auto& m : e.modifiers.all()) {
    if (m.payload.kind != "counts-as" || m.payload.what != what) continue;
    int extra = m.payload.n == 2 ? (l.sacred_site(m.payload.spirit) ? 1 : 0) : l.presence_of(m.payload.spirit);
    if (extra == 0) continue;
    std::string ctx = l.id + ":" + what;
    std::string decided;
    for (const auto& c : e.choices.history())
      if (c.kind == "counts-as" && c.action == a && c.context == ctx && !c.chosen.empty()) decided = c.chosen.front();
    if (decided.empty()) {
      std::string piece = m.payload.n == 2 ? "Sacred Site" : "Presence";
      kernel::ChoicePoint cp{"counts-as", "Does " + e.spirit_name(m.payload.spirit) + "'s " + piece + " in " + l.id + " count as " + what +
                                              " for this action?", ctx, {"yes", "no"}, {}, false, a};
      decided = e.choices.decide_one(cp, "yes");
      e.note(e.spirit_name(m.payload.spirit) + "'s " + piece + " in " + l.id + (decided == "yes" ? " counts" : " does not count") +
             " as " + count_of(1, what).substr(2) + " for " + e.tree().at(a).label + ".");
    }
    if (decided == "yes") n += extra;
  }
  return n;
}

// The count behind "n per X" in `l`: one kind as this action counts it, or several tokens counted
// together, a piece counting as several of them once ("per Beasts/Disease/Wilds/Badlands").
static int per_count(Engine& e, const Land& l, const std::vector<std::string>& per, ActionId a) {
  if (per.size() == 1) return counted(e, l, per.front(), a);
  std::string detail;
  return count_pieces_of_any(e, l, per, a, detail);
}

// land_matches, with "has"/"lacks" counted the way this action counts pieces.
static bool matches_counting(Engine& e, const Land& l, const LandFilter& f, ActionId a) {
  LandFilter rest = f;
  rest.has.clear();
  rest.lacks.clear();
  if (!e.land_matches(l, rest, a)) return false;
  for (const auto& h : f.has)
    if (counted(e, l, h, a) == 0) return false;
  for (const auto& h : f.lacks)
    if (counted(e, l, h, a) > 0) return false;
  return true;
}

void Engine::use_power(const std::string& card, const std::string& spirit, const std::string& land, bool thresholds) {
  auto it = lib.powers.find(card);
  if (it == lib.powers.end()) throw kernel::RuleError("unknown Power \"" + card + "\"");
  ActionLocal loc;
  loc.land = land;
  loc.board = land.empty() ? "" : state.land(land).board;
  loc.spirit = spirit;
  loc.card = card;
  loc.power = true;
  loc.thresholds = thresholds;
  loc.power_ops = it->second.ops;
  const Spirit* sp = state.find_spirit(spirit);
  std::string who = sp ? sp->name : spirit;
  start(kNoAction, Relation::Initial, card + (land.empty() ? "" : " on " + land), it->second.ops, loc, who);
  note(who + " uses " + card + (land.empty() ? "" : " on " + land) + ".");
  run();
}

void Engine::basic_action(const std::string& label, std::vector<Op> ops, const std::string& land, const std::string& spirit) {
  ActionLocal loc;
  loc.land = land;
  loc.board = land.empty() ? "" : state.land(land).board;
  loc.spirit = spirit;
  start(kNoAction, Relation::Initial, label, std::move(ops), loc, "scenario");
  run();
}

void Engine::fear_card(const std::string& card) {
  auto it = lib.fear_cards.find(card);
  if (it == lib.fear_cards.end()) throw kernel::RuleError("unknown Fear card \"" + card + "\"");
  int level = std::min(3, std::max(1, state.terror_level));
  ActionLocal loc;
  loc.card = card;
  start(kNoAction, Relation::Initial, "Fear card: " + card + " (Terror Level " + std::to_string(level) + ")",
        it->second.levels[static_cast<size_t>(level - 1)], loc, card);
  run();
}

void Engine::event_card(const std::string& card) {
  auto it = lib.events.find(card);
  if (it == lib.events.end()) throw kernel::RuleError("unknown Event \"" + card + "\"");
  ActionLocal loc;
  loc.card = card;
  start(kNoAction, Relation::Initial, "Event: " + card, it->second.ops, loc, card);
  run();
}

// Picks which pieces of `what` an operation acts on (choice "pieces", context land; an option names
// a piece by its label, so a player can pick the Explorer with Strife): the default takes the
// biggest Invaders first / any Dahan. With `any_number` the players pick how many too, none to
// all (default: all).
static std::vector<size_t> pick_pieces(Engine& e, Land& l, const std::string& what, int n, bool all, ActionId a,
                                       const std::string& verb, bool any_number = false) {
  std::vector<size_t> idx;
  for (size_t i = 0; i < l.pieces.size(); ++i)
    if (piece_in(l.pieces[i].kind, what)) idx.push_back(i);
  std::stable_sort(idx.begin(), idx.end(), [&](size_t x, size_t y) { return l.pieces[x].kind > l.pieces[y].kind; });
  if (any_number) n = static_cast<int>(idx.size());
  if (any_number ? !idx.empty() : !all && static_cast<int>(idx.size()) > n) {
    std::vector<std::string> options, fallback;
    for (size_t i : idx) options.push_back(label(l.pieces[i]));
    for (int i = 0; i < n; ++i) fallback.push_back(options[static_cast<size_t>(i)]);
    std::vector<std::string> distinct;
    for (auto& o : options)
      if (std::find(distinct.begin(), distinct.end(), o) == distinct.end()) distinct.push_back(o);
    std::vector<std::string> pick = fallback;
    if (distinct.size() > 1 || any_number) {
      kernel::ChoicePoint cp{"pieces", "Which pieces to " + verb + " in " + l.id + (any_number ? " (any number)?" : "?"), l.id, options, {}, false, a};
      pick = e.choices.decide(cp, fallback);
    }
    std::vector<size_t> chosen;
    for (const auto& k : pick)
      for (size_t i : idx)
        if (label(l.pieces[i]) == k && std::find(chosen.begin(), chosen.end(), i) == chosen.end()) {
          chosen.push_back(i);
          break;
        }
    idx = chosen;
  }
  // highest index first, so erasing keeps the other indices valid
  std::sort(idx.rbegin(), idx.rend());
  return idx;
}

// Which piece of `what` a Push moves next: the first in the land, unless pieces of it differ
// (Strife, Damage): then the players name one (choice "pieces", context land). -1: none left.
static int piece_to_push(Engine& e, const Land& l, const std::string& what, ActionId a) {
  std::vector<std::string> options;
  std::vector<int> index;
  for (size_t j = 0; j < l.pieces.size(); ++j)
    if (piece_in(l.pieces[j].kind, what) && std::find(options.begin(), options.end(), label(l.pieces[j])) == options.end()) {
      options.push_back(label(l.pieces[j]));
      index.push_back(static_cast<int>(j));
    }
  if (options.size() < 2) return index.empty() ? -1 : index.front();
  kernel::ChoicePoint cp{"pieces", "Which piece is pushed from " + l.id + "?", l.id, options, {}, false, a};
  std::string pick = e.choices.decide_one(cp, options.front());
  return index[static_cast<size_t>(std::find(options.begin(), options.end(), pick) - options.begin())];
}

void Engine::execute(const Op& op, ActionId a) {
  switch (op.kind) {
    case OpKind::RavageStrife: return ravage_strife(op, a);
    case OpKind::RavageDamage: return ravage_damage(op, a);
    case OpKind::DahanFightBack: return dahan_fight_back(op, a);
    case OpKind::BuildHere: return build_here(op, a);
    case OpKind::ExploreHere: return explore_here(op, a);
    case OpKind::InvaderCheck: return invader_check(op, a);
    case OpKind::BlightTake: return blight_take(op, a);
    case OpKind::BlightPlace: return blight_place(op, a);
    case OpKind::BlightAftermath: return blight_aftermath(op, a);
    case OpKind::Rule: return named_rule(op, a);
    default: break;
  }
  ActionLocal& loc = local(a);
  std::string land_id = op.land.empty() ? loc.land : op.land;
  if (op.kind == OpKind::Fear) {
    int n = op.n;
    if (!op.per.empty() && !land_id.empty()) n *= per_count(*this, state.land(land_id), op.per, a);
    if (op.cap >= 0) n = std::min(n, op.cap);
    generate_fear(n, a);
    note(std::to_string(n) + " Fear.");
    return;
  }
  if (op.kind == OpKind::Each) {
    std::vector<std::string> things;
    if (op.over == "board")  // "each board with ...": boards holding a land that matches `where`
      for (const auto& b : state.boards()) {
        bool qualifies = op.where.empty();
        for (const auto& l : state.lands) qualifies = qualifies || (l.board == b && matches_counting(*this, l, op.where, a));
        if (qualifies) things.push_back(b);
      }
    if (op.over == "spirit" || op.over == "player")
      for (const auto& s : state.spirits) things.push_back(s.id);
    if (op.over == "land")
      for (const auto& l : state.lands)
        if (matches_counting(*this, l, op.where, a)) things.push_back(l.id);
    // one nested action per qualifying thing, eligibility fixed now
    std::vector<Pending> nested;
    for (auto it = things.begin(); it != things.end(); ++it) {
      ActionLocal l;
      l.spirit = loc.spirit;
      l.land = loc.land;
      l.board = loc.board;
      std::string label;
      if (op.over == "board") l.board = *it, l.land.clear(), label = "On board " + *it;
      if (op.over == "spirit" || op.over == "player") l.spirit = *it, l.land.clear(), label = "For " + spirit_name(*it);
      if (op.over == "land") l.land = *it, l.board = state.land(*it).board, label = "In " + *it;
      const std::string& parent = stack_.tree().at(a).label;
      std::string prefix = parent.rfind("Blighted Island: ", 0) == 0 ? parent.substr(17) + " — " : "";
      nested.push_back({prefix + label, op.then, l, parent});
    }
    start_in_order(a, Relation::Nested, std::move(nested));
    return;
  }
  if (op.kind == OpKind::ChooseLand) {
    std::vector<std::string> options;
    for (const auto& l : state.lands)
      if (matches_counting(*this, l, op.where, a)) options.push_back(l.id);
    auto key = [&](const std::string& id) {
      const Land& l = state.land(id);
      if (op.prefer == "fewest-town-city") return l.count(PieceKind::Town) + l.count(PieceKind::City);
      if (op.prefer == "most-invaders") return -l.invaders();
      if (op.prefer == "most-explorer") return -l.count(PieceKind::Explorer);
      if (op.prefer == "most-town-city") return -(l.count(PieceKind::Town) + l.count(PieceKind::City));
      if (op.prefer == "highest-number") return -l.number;
      if (op.prefer == "lowest-number") return l.number;
      return 0;
    };
    std::stable_sort(options.begin(), options.end(), [&](auto& x, auto& y) { return key(x) < key(y); });
    if (options.empty()) {
      loc.land.clear();
      std::string why;
      for (const auto& h : op.where.has) why += (why.empty() ? "" : ", ") + std::string("with ") + h;
      for (const auto& h : op.where.lacks) why += (why.empty() ? "" : ", ") + std::string("without ") + h;
      if (op.where.coastal == 0) why += (why.empty() ? "" : ", ") + std::string("inland");
      if (op.where.coastal == 1) why += (why.empty() ? "" : ", ") + std::string("coastal");
      if (!op.where.presence_of.empty()) why += (why.empty() ? "" : ", ") + std::string("with its Presence");
      note("No land" + (op.where.same_board && !loc.board.empty() ? " on board " + loc.board : std::string()) +
           (why.empty() ? "" : " " + why) + ": that part does nothing.");
      return;
    }
    kernel::ChoicePoint cp{"land", "Which land?", stack_.tree().at(a).label, options, {}, false, a};
    loc.land = options.size() == 1 ? options.front() : choices.decide_one(cp, options.front());
    loc.board = state.land(loc.land).board;
    return;
  }
  if (op.kind == OpKind::If) {
    bool ok = true;
    if (op.threshold) ok = loc.thresholds;
    if (!op.where.empty()) ok = ok && !land_id.empty() && matches_counting(*this, state.land(land_id), op.where, a);
    insert_next(ok ? op.then : op.otherwise);
    return;
  }
  if (op.kind == OpKind::ChooseOne) {
    std::string card = loc.card.empty() ? stack_.tree().at(a).label : loc.card;
    kernel::ChoicePoint cp{"option", card + ": which option?", card, op.option_labels, {}, false, a};
    std::string pick = choices.decide_one(cp, op.option_labels.front());
    note(card + ": the option \"" + pick + "\" is chosen.");
    auto i = std::find(op.option_labels.begin(), op.option_labels.end(), pick) - op.option_labels.begin();
    insert_next(op.options[static_cast<size_t>(i)]);
    return;
  }
  if (op.kind == OpKind::Repeat) {
    if (!loc.is_repeat) loc.repeat_requested = true, loc.repeat_on = op.name;
    return;
  }
  if (op.kind == OpKind::SetupTrigger) {
    const std::string nm = find_effect_kind(op.name, EffectRole::Trigger)->title;  // checked at load
    triggers.add(nm, loc.card.empty() ? stack_.tree().at(a).label : loc.card, op.duration,
                 TriggerSpec{op.name, land_id, loc.spirit, op.n}, a);
    note(nm + " is set up" + (land_id.empty() ? "" : " in " + land_id) + duration_words(op.duration) + ".");
    return;
  }
  if (op.kind == OpKind::SetupModifier) {
    ModifierSpec s{op.name, op.scope.empty() ? "land" : op.scope, land_id, land_id.empty() ? loc.board : state.land(land_id).board,
                   loc.spirit, op.what, op.n};
    std::string nm = loc.card.empty() ? stack_.tree().at(a).label : loc.card;
    add_modifier(nm, nm, op.duration, s, a);
    note(nm + ": " + effect_words(*find_effect_kind(op.name, EffectRole::Modifier), op.n, op.what) + (s.scope == "land" ? " in " + land_id : s.scope == "board" ? " on board " + s.board : "") +
         duration_words(op.duration) + ".");
    return;
  }
  if (op.kind == OpKind::GainEnergy) {
    Spirit* sp = state.find_spirit(loc.spirit);
    if (!sp) throw kernel::RuleError("\"" + describe(op) + "\": no Spirit takes this action");
    sp->energy += op.n;
    note(sp->name + " gains " + std::to_string(op.n) + " Energy (" + std::to_string(sp->energy) + " in all).");
    return;
  }
  if (land_id.empty()) return;  // a part whose land could not be chosen does nothing
  Land& l = state.land(land_id);
  switch (op.kind) {
    case OpKind::Damage: {
      int total = op.n * (op.per.empty() ? 1 : per_count(*this, l, op.per, a));
      int near = 0;  // "+1 Damage per Blight in adjacent lands": part of the same Damage
      if (op.amount2 > 0)
        for (const auto& adj : l.adjacent)
          for (const auto& w : op.per) near += op.amount2 * count_what(state.land(adj), w);
      total += near;
      int n = op.cap >= 0 ? std::min(total, op.cap) : total;  // caps apply to natural Damage, before bonuses
      std::string how = std::to_string(n) + (n != total ? " (" + std::to_string(total) + " counted, capped at " + std::to_string(op.cap) + ")" : "") +
                        (near > 0 ? " (" + std::to_string(near) + " for " + kernel::JsonReader::join(op.per) + " in adjacent lands)" : "");
      if (n <= 0) {
        note("No Damage is dealt in " + l.id + ", so nothing can boost it.");
        return;
      }
      int natural = n;
      n += take_damage_bonus(*this, a, how);  // rules/damage_bonus.cpp
      if (count_what(l, op.what) == 0) {
        std::string who = op.what == "dahan" ? "Dahan" : op.what == "invaders" ? "Invaders" : op.what;
        note("Damage in " + l.id + ": " + how + ", but no " + who + " are there to take it.");
        return;
      }
      if (op.each) {  // rules/damage_each.cpp
        note(damage_each(*this, l, op.what, natural, n - natural, a));
        return;
      }
      if (op.different) {  // n to each of that many different pieces, one instance of Damage
        note(damage_each(*this, l, op.what, op.n, n - natural, a, natural / op.n));
        return;
      }
      if (op.what == "dahan") {
        int d = damage_dahan(l, n, a, true);
        note("Damage to Dahan in " + l.id + ": " + how + "; " + std::to_string(d) + " Dahan destroyed.");
      } else {
        int before = tree().at(a).count("destroyed", l.id);  // counted, not inferred: a piece may be saved or moved instead
        int dealt = damage_invaders(l, n, op.what, a, true);
        int killed = tree().at(a).count("destroyed", l.id) - before;
        note("Damage in " + l.id + ": " + how + (dealt != n ? " — " + std::to_string(dealt) + " dealt in all" : "") + ", " +
             std::to_string(killed) + " Invader" + (killed == 1 ? "" : "s") + " destroyed.");
      }
      return;
    }
    case OpKind::Destroy: {
      if (op.what == "presence") {
        std::string sp = op.spirit.empty() || op.spirit == "self" ? loc.spirit : op.spirit;
        for (int i = 0; i < op.n; ++i) destroy_presence(l, sp, a, describe(op));
        return;
      }
      int t = token_index(op.what);
      if (t >= 0) {
        if (count_what(l, op.what) > 0 &&
            !replaced(*this, {kWouldDestroy, l.id, a, op.what, -1, op.all ? DestroyHow::InstructionAll : DestroyHow::Instruction, ""}).empty())
          return;
        if (destroy_counting_tokens(*this, l, op, a)) return;  // rules/counts_as.cpp
        int n = op.all ? l.token(static_cast<Token>(t)) : std::min(op.n, l.token(static_cast<Token>(t)));
        remove_token(l, static_cast<Token>(t), n, a);
        fact(a, "destroyed", l.id, op.what, n);
        note("Destroy " + count_of(n, op.what) + " in " + l.id + ".");
        return;
      }
      auto idx = pick_pieces(*this, l, op.what, op.n, op.all, a, "destroy");
      std::string what;
      for (size_t i : idx) {
        std::string piece = a_piece(name(l.pieces[i].kind));
        std::string instead = destroy_piece(l, i, a, op.all ? DestroyHow::InstructionAll : DestroyHow::Instruction);
        what += (what.empty() ? "" : ", ") + piece + (instead.empty() ? "" : " (" + instead + " instead)");
      }
      note("Destroy in " + l.id + ": " + (what.empty() ? "nothing there" : what) + ".");
      return;
    }
    case OpKind::Remove: {
      int t = token_index(op.what);
      if (t >= 0) {
        int n = op.all ? l.token(static_cast<Token>(t)) : std::min(op.n, l.token(static_cast<Token>(t)));
        remove_token(l, static_cast<Token>(t), n, a);
        note("Remove " + count_of(n, op.what) + " from " + l.id + ".");
        return;
      }
      auto idx = pick_pieces(*this, l, op.what, op.n, op.all, a, "remove");
      std::string what;
      for (size_t i : idx) {
        if (op.damaged && l.pieces[i].damage == 0) continue;
        if (!can_change(*this, l, l.pieces[i], a, "removed")) continue;
        what += (what.empty() ? "" : ", ") + name(l.pieces[i].kind);
        remove_piece(l, i, a);
      }
      note("Remove from " + l.id + ": " + (what.empty() ? "nothing there" : what) + ".");
      return;
    }
    case OpKind::Add: {
      int n = op.n;
      if (!op.per.empty()) n *= per_count(*this, l, op.per, a);
      if (op.cap >= 0) n = std::min(n, op.cap);
      if (op.what == "blight") {
        Op b;
        b.kind = OpKind::AddBlight;
        b.n = n;
        b.land = l.id;
        insert_next({b});
        return;
      }
      if (op.what == "presence") {
        std::string sp = op.spirit.empty() || op.spirit == "self" ? loc.spirit : op.spirit;
        for (int i = 0; i < n; ++i) add_presence(l, sp, a);
        note(spirit_name(sp) + " adds " + count_of(n, "presence") + " in " + l.id + ".");
        return;
      }
      if (op.what == "strife") {
        for (int i = 0; i < n; ++i) {
          std::vector<std::string> options;
          for (const auto& p : l.pieces)
            if (is_invader(p.kind)) options.push_back(name(p.kind));
          if (options.empty()) {
            note("No Invader in " + l.id + " to take Strife.");
            return;
          }
          std::vector<std::string> distinct;
          for (auto& o : options)
            if (std::find(distinct.begin(), distinct.end(), o) == distinct.end()) distinct.push_back(o);
          std::string fallback = name(std::max_element(l.pieces.begin(), l.pieces.end(), [](auto& x, auto& y) {
                                        return (is_invader(x.kind) ? static_cast<int>(x.kind) : -1) < (is_invader(y.kind) ? static_cast<int>(y.kind) : -1);
                                      })->kind);
          kernel::ChoicePoint cp{"strife", "Which Invader in " + l.id + " gets Strife?", l.id, distinct, {}, false, a};
          std::string k = distinct.size() == 1 ? distinct.front() : choices.decide_one(cp, fallback);
          for (auto& p : l.pieces)
            if (name(p.kind) == k) {
              p.strife += 1;
              break;
            }
          fact(a, "added", l.id, "strife");
          note("1 Strife on " + a_piece(k) + " in " + l.id + ".");
        }
        return;
      }
      int t = token_index(op.what);
      if (t >= 0) {
        add_token(l, static_cast<Token>(t), n, a);
        note("Add " + count_of(n, op.what) + " to " + l.id + ".");
        return;
      }
      int k = piece_index(op.what);
      if (k < 0) throw kernel::RuleError("cannot add \"" + op.what + "\": name one kind of piece");
      for (int i = 0; i < n; ++i) add_piece(l, static_cast<PieceKind>(k), a);
      note("Add " + count_of(n, op.what) + " to " + l.id + ".");
      return;
    }
    case OpKind::Push:
    case OpKind::Gather: {
      bool push = op.kind == OpKind::Push;
      int moved = 0;
      std::map<std::string, int> where;
      int limit = op.all ? 1000 : op.n;
      IsolateLet let = IsolateLet::Unasked;  // rules/isolate.cpp
      const bool invaders = piece_in(PieceKind::Explorer, op.what) || piece_in(PieceKind::Town, op.what) || piece_in(PieceKind::City, op.what);
      for (int i = 0; i < limit; ++i) {
        if (push) {
          int idx = piece_to_push(*this, l, op.what, a);
          int tok = token_index(op.what);
          if (idx < 0 && (tok < 0 || l.token(static_cast<Token>(tok)) == 0)) break;
          if (idx >= 0 && !can_change(*this, l, l.pieces[static_cast<size_t>(idx)], a, "moved")) break;
          std::vector<std::string> dest = l.adjacent;
          if (idx >= 0 && is_invader(l.pieces[static_cast<size_t>(idx)].kind)) dest = invader_moves(*this, l.id, dest, op.what, a, let);
          if (dest.empty()) break;
          kernel::ChoicePoint cp{"push", "Where is the pushed " + op.what + " from " + l.id + " going?", l.id + ":" + op.what,
                                 dest, {}, false, a};
          std::string to = choices.decide_one(cp, dest.front());
          if (idx >= 0) move_piece(l, static_cast<size_t>(idx), state.land(to), a);
          else {
            l.tokens[static_cast<Token>(tok)] -= 1;
            state.land(to).tokens[static_cast<Token>(tok)] += 1;
            fact(a, "moved-to", to, op.what);
          }
          where[to] += 1;
        } else {
          std::vector<std::string> options;
          for (const auto& adj : l.adjacent)  // not from a land whose pieces of that kind can't move (Stubborn Solidity)
            if (count_what(state.land(adj), op.what) > 0 &&
                !would_be_replaced(*this, {kWouldChange, adj, a, op.what, -1, DestroyHow::Instruction, "moved"}))
              options.push_back(adj);
          if (invaders && !options.empty()) options = invader_moves(*this, l.id, options, op.what, a, let);
          if (options.empty()) break;
          kernel::ChoicePoint cp{"gather", "From where is " + op.what + " gathered into " + l.id + "?", l.id + ":" + op.what,
                                 options, {}, false, a};
          std::string from = choices.decide_one(cp, options.front());
          Land& src = state.land(from);
          int tok = token_index(op.what);
          if (tok >= 0) {
            src.tokens[static_cast<Token>(tok)] -= 1;
            l.tokens[static_cast<Token>(tok)] += 1;
            fact(a, "moved-to", l.id, op.what);
          } else
            for (size_t j = 0; j < src.pieces.size(); ++j)
              if (piece_in(src.pieces[j].kind, op.what)) {
                move_piece(src, j, l, a);
                break;
              }
          where[from] += 1;
        }
        ++moved;
      }
      std::string detail;
      for (const auto& [id, n] : where) detail += (detail.empty() ? "" : ", ") + std::to_string(n) + (push ? " to " : " from ") + id;
      std::string words = count_of(moved, op.what);
      note(std::string(push ? "Push " : "Gather ") + words + (push ? " from " : " into ") + l.id +
           (detail.empty() ? "" : " (" + detail + ")") + ".");
      return;
    }
    case OpKind::Defend: {
      int n = op.n * (op.per.empty() ? 1 : per_count(*this, l, op.per, a));
      l.defend += n;
      note("Defend " + std::to_string(n) + " in " + l.id + ".");
      return;
    }
    case OpKind::Isolate:
      l.isolated = true;
      note(l.id + " is Isolated this turn.");
      return;
    case OpKind::AddBlight: {
      Op take;
      take.kind = OpKind::BlightTake;
      take.land = l.id;
      take.source = loc.power ? "power" : loc.invader_action.empty() ? "effect" : loc.invader_action;
      if (loc.trigger.kind == "blazing-presence") take.spirit = loc.spirit;  // its Blight does not destroy its Presence
      // Destructive Nature: Blight any Spirit's effect adds (cascades too) does not destroy that rule's Spirit's Presence.
      if (!loc.spirit.empty())
        for (const auto& s : state.spirits)
          if (has_rule("destructive-nature", s.id)) take.spirit = s.id;
      insert_next(std::vector<Op>(static_cast<size_t>(op.n), take));
      return;
    }
    case OpKind::RemoveBlight: {
      int n = std::min(op.n, l.token(Token::Blight));
      remove_token(l, Token::Blight, n, a);
      note(n ? "Remove " + count_of(n, "blight") + " from " + l.id + " (back to the Blight card)." : "No Blight to remove in " + l.id + ".");
      return;
    }
    case OpKind::InvaderAction: {
      ActionLocal n;
      n.land = l.id;
      n.board = l.board;
      n.invader_action = op.name;
      std::string label = std::string(1, static_cast<char>(op.name[0] - 'a' + 'A')) + op.name.substr(1) + " in " + l.id;
      start(a, Relation::Nested, label, invader_action_ops(op.name, l.id), n, stack_.tree().at(a).label);
      return;
    }
    case OpKind::Replace:
    case OpKind::Upgrade:
    case OpKind::Downgrade: {
      int t = token_index(op.what);
      if (op.kind == OpKind::Replace && t >= 0) {
        int n = std::min(op.n, l.token(static_cast<Token>(t)));
        for (int i = 0; i < n; ++i) {
          remove_token(l, static_cast<Token>(t), 1, a);  // replaced Blight goes back to the Blight card
          for (const auto& w : op.with) {
            int wt = token_index(w);
            if (wt >= 0) add_token(l, static_cast<Token>(wt), 1, a);
            else add_piece(l, static_cast<PieceKind>(piece_index(w)), a);
          }
        }
        note("Replace " + count_of(n, op.what) + " in " + l.id + " with " + kernel::JsonReader::join(op.with) + ".");
        return;
      }
      auto idx = pick_pieces(*this, l, op.what, op.n, false, a, op.kind == OpKind::Replace ? "replace" : op.kind == OpKind::Upgrade ? "upgrade" : "downgrade",
                             op.any_number);
      std::string done;
      for (size_t i : idx) {
        PieceKind k = l.pieces[i].kind;
        if (!can_change(*this, l, l.pieces[i], a, "replaced")) continue;
        std::vector<std::string> with = op.with;
        if (op.kind == OpKind::Upgrade) {
          if (k == PieceKind::City || !is_invader(k)) continue;
          with = {name(static_cast<PieceKind>(static_cast<int>(k) + 1))};
        }
        if (op.kind == OpKind::Downgrade) {
          if (!is_invader(k)) continue;
          if (k == PieceKind::Explorer) with = {};
          else with = {name(static_cast<PieceKind>(static_cast<int>(k) - 1))};
        }
        done += (done.empty() ? "" : ", ") + name(k) + " → " + (with.empty() ? std::string("removed") : kernel::JsonReader::join(with));
        replace_piece(l, i, with, a);
      }
      std::string none = op.any_number && count_what(l, op.what) > 0 ? "none chosen" : "nothing there";
      note(describe(op) + " in " + l.id + ": " + (done.empty() ? none : done) + ".");
      return;
    }
    default:
      throw kernel::RuleError("operation \"" + describe(op) + "\" is not available here");
  }
}

}  // namespace arbiter::si
