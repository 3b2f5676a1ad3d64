// Adversary Actions (see escalation.h): escalation on a Stage II card's first resolution (and
// Scotland's, Ports Sprawl Outward), France Level 6 "Persistent Explorers" after each Explore card,
// and Habsburg Level 1 "Migratory Herders" after each Build Step.
#include "games/spirit_island/rules/escalation.h"

#include <algorithm>

#include "games/spirit_island/rules/isolate.h"
#include "kernel/errors.h"
#include "kernel/json_reader.h"

namespace arbiter::si {

void escalate_on_first_resolution(Engine& e, InvaderCard& card) {
  if (card.resolved) return;
  card.resolved = true;
  if (!card.escalation || e.state().adversary.name.empty()) return;  // no adversary: the symbol is ignored
  const AdversaryDef& adv = e.lib.adversaries.at(e.state().adversary.name);
  if (adv.escalation.ops.empty()) {
    e.note("Invader card " + card.title() + " shows the Escalation symbol; " + adv.name +
           "'s escalation is not in the card library.");
    e.flush();
    return;
  }
  e.note("Invader card " + card.title() + " is resolved for the first time and shows the Escalation symbol: " +
         adv.name + "'s escalation, " + adv.escalation.name + ", happens first (an Adversary Action).");
  e.flush();
  e.start(kNoAction, kernel::Relation::Initial, "Escalation: " + adv.escalation.name, adv.escalation.ops, ActionLocal{},
          adv.name);
  e.run();
}

void persistent_explorers(Engine& e) {
  Op choose;
  choose.kind = OpKind::ChooseLand;
  choose.where.same_board = true;
  choose.where.lacks = {"explorer"};
  Op add;
  add.kind = OpKind::Add;
  add.what = "explorer";
  Op each;
  each.kind = OpKind::Each;
  each.over = "board";
  each.then = {choose, add};
  e.note(
      "Persistent Explorers (Kingdom of France Level 6): an Explore card was resolved, so on each board 1 Explorer is "
      "added to a land without any.");
  e.flush();
  e.start(kNoAction, kernel::Relation::Initial, "Persistent Explorers", {each}, ActionLocal{},
          e.state().adversary.name);
  e.run();
}

void migratory_herders(Engine& e) {
  Op gathers;
  gathers.kind = OpKind::Rule;
  gathers.name = "migratory-herders";
  e.note(
      "Migratory Herders (Habsburg Monarchy Level 1): after the normal Build Step, each land matching a Build card "
      "Gathers 1 Town from a land matching none.");
  e.flush();
  e.start(kNoAction, kernel::Relation::Initial, "Migratory Herders", {gathers}, ActionLocal{},
          e.state().adversary.name);
  e.run();
}

// Only the cards in the Build slot count (FAQ: not Build cards elsewhere, and not a Ravage card that
// Builds this turn).
static bool matches_a_build_card(Engine& e, const Land& l) {
  for (const auto& c : e.state().slot("build"))
    if (c.matches(l)) return true;
  return false;
}

// In board/land order, each land matching a Build card Gathers 1 Town from an adjacent land that
// matches none (Isolate holds unless the players let it). A land gathered into is never a source
// later, since it matches a card. Nothing depends on a Build having happened: a skipped Build
// still leaves a Build Step.
void migratory_herders_gathers(Engine& e, const Op&, ActionId a) {
  std::vector<const Land*> into;
  for (const auto& l : e.state().lands)
    if (matches_a_build_card(e, l)) into.push_back(&l);
  std::stable_sort(into.begin(), into.end(), [](const Land* x, const Land* y) {
    return x->board != y->board ? x->board < y->board : x->number < y->number;
  });
  if (into.empty()) e.note("Migratory Herders: no land matches a Build card.");
  for (const Land* to : into) {
    std::vector<std::string> from;
    for (const auto& adj : to->adjacent) {
      const Land& s = e.state().land(adj);
      if (s.count(PieceKind::Town) > 0 && !matches_a_build_card(e, s)) from.push_back(adj);
    }
    IsolateLet let = IsolateLet::Unasked;
    if (!from.empty()) from = invader_moves(e, to->id, from, "town", a, let);
    if (from.empty()) {
      e.note("Migratory Herders: no Town to Gather into " + to->id + " from an adjacent land matching no Build card.");
      continue;
    }
    kernel::ChoicePoint cp{
        "gather", "From where is town gathered into " + to->id + "?", to->id + ":town", from, {}, false, a};
    const Land& src = e.state().land(from.size() == 1 ? from.front() : e.decide_one(cp, from.front()));
    for (size_t j = 0; j < src.pieces.size(); ++j)
      if (src.pieces[j].kind == PieceKind::Town) {
        e.move_piece(src, j, e.state().land(to->id), a);
        break;
      }
    e.note("Migratory Herders: Gather 1 Town into " + to->id + " from " + src.id + ".");
  }
}

// The 3 Inland lands with the fewest Blight (`inland` sorted by Blight, then number): those below the
// cut, then as many of the lands tied at the cut as are left to pick, chosen by the players.
static std::vector<std::string> wave_inland_lands(Engine& e, const std::vector<const Land*>& inland, ActionId a) {
  const size_t k = std::min<size_t>(3, inland.size());
  std::vector<std::string> out, tied;
  if (k == 0) return out;
  const int cut = inland[k - 1]->token(Token::Blight);
  for (const Land* l : inland)
    if (l->token(Token::Blight) < cut) out.push_back(l->id);
    else if (l->token(Token::Blight) == cut) tied.push_back(l->id);
  const size_t want = k - out.size();
  if (tied.size() == want) {
    out.insert(out.end(), tied.begin(), tied.end());
    return out;
  }
  const std::vector<std::string> fallback(tied.begin(), tied.begin() + static_cast<long>(want));
  kernel::ChoicePoint cp{"land",
                         "Wave of Immigration: which " + std::to_string(want) + " of the Inland lands tied at " +
                             std::to_string(cut) + " Blight get a Town?",
                         e.tree().at(a).label,
                         tied,
                         {},
                         false,
                         a};
  const std::vector<std::string> picked = e.decide(cp, fallback);
  if (picked.size() != want)
    throw kernel::RuleError("Wave of Immigration: pick " + std::to_string(want) + " of the tied lands, not " +
                            std::to_string(picked.size()));
  const bool scripted = e.choices().history().back().scripted;
  e.note("Wave of Immigration: " + std::to_string(tied.size()) + " Inland lands are tied at " + std::to_string(cut) +
         " Blight for " + std::to_string(want) + " place(s); the players chose " + kernel::JsonReader::join(picked) +
         (scripted ? "." : " (the default: the lowest-numbered)."));
  out.insert(out.end(), picked.begin(), picked.end());
  return out;
}

// Wave of Immigration: on this board, add 1 City to a Coastal land without a City and 1 Town to
// each of the 3 Inland lands with the fewest Blight. Lands tied at the cut are the players' choice
// (choice "land", several picks; default: the lowest-numbered).
void wave_of_immigration(Engine& e, const Op&, ActionId a) {
  const std::string board = e.local(a).board;
  std::vector<std::string> coastal;
  std::vector<const Land*> inland;
  for (const auto& l : e.state().lands) {
    if (l.board != board || l.zone != Zone::Land) continue;  // the board's Ocean is not one of its lands
    if (l.coastal && l.count(PieceKind::City) == 0) coastal.push_back(l.id);
    if (!l.coastal) inland.push_back(&l);
  }
  if (!coastal.empty()) {
    kernel::ChoicePoint cp{
        "land", "Wave of Immigration: which Coastal land gets the City?", e.tree().at(a).label, coastal, {}, false, a};
    std::string id = coastal.size() == 1 ? coastal.front() : e.decide_one(cp, coastal.front());
    e.add_piece(e.state().land(id), PieceKind::City, a);
    e.note("Wave of Immigration: 1 City added to " + id + " (Coastal, had no City).");
  }
  std::stable_sort(inland.begin(), inland.end(), [](const Land* x, const Land* y) {
    return x->token(Token::Blight) != y->token(Token::Blight) ? x->token(Token::Blight) < y->token(Token::Blight)
                                                              : x->number < y->number;
  });
  std::vector<std::string> chosen = wave_inland_lands(e, inland, a);
  std::string ids;
  for (const auto& id : chosen) {
    e.add_piece(e.state().land(id), PieceKind::Town, a);
    ids += (ids.empty() ? "" : ", ") + id;
  }
  if (!ids.empty())
    e.note("Wave of Immigration: 1 Town added to each of " + ids + " (the Inland lands with the fewest Blight).");
}

static int coastal_towns_and_cities(const Engine& e, const std::string& board) {
  int n = 0;
  for (const auto& l : e.state().lands)
    if (l.board == board && l.zone == Zone::Land && l.coastal) n += l.count(PieceKind::Town) + l.count(PieceKind::City);
  return n;
}

// Ports Sprawl Outward: the single board with the most Coastal Town/City (choice `board` on a tie).
static std::string board_with_most_coastal_towns(Engine& e, ActionId a) {
  std::vector<std::string> best;
  int most = -1;
  for (const auto& b : e.state().boards()) {
    int n = coastal_towns_and_cities(e, b);
    if (n > most) most = n, best.clear();
    if (n == most) best.push_back(b);
  }
  kernel::ChoicePoint cp{"board",
                         "Ports Sprawl Outward: which board (tied for the most Coastal Town/City)?",
                         e.tree().at(a).label,
                         best,
                         {},
                         false,
                         a};
  return best.size() == 1 ? best.front() : e.decide_one(cp, best.front());
}

// Scotland's escalation: on that board, 1 Town in each of the N lands with the fewest Towns (N: the
// number of players). Lands with fewer Towns than the N-th are certain; the players pick the rest
// among those tied with it (choice `land`, one pick per Town, default lowest-numbered).
void ports_sprawl_outward(Engine& e, const Op&, ActionId a) {
  const std::string board = board_with_most_coastal_towns(e, a);
  std::vector<const Land*> lands;
  for (const auto& l : e.state().lands)
    if (l.board == board && l.zone == Zone::Land) lands.push_back(&l);  // not the board's Ocean
  std::stable_sort(lands.begin(), lands.end(), [](const Land* x, const Land* y) {
    return x->count(PieceKind::Town) != y->count(PieceKind::Town)
               ? x->count(PieceKind::Town) < y->count(PieceKind::Town)
               : x->number < y->number;
  });
  const size_t n = std::min(lands.size(), static_cast<size_t>(std::max(e.state().players, 0)));
  if (n == 0) return;
  const int cutoff = lands[n - 1]->count(PieceKind::Town);
  std::vector<std::string> sure, tied;
  for (const Land* l : lands) {
    if (l->count(PieceKind::Town) < cutoff) sure.push_back(l->id);
    if (l->count(PieceKind::Town) == cutoff) tied.push_back(l->id);
  }
  std::vector<std::string> chosen = sure;
  while (chosen.size() < n) {
    kernel::ChoicePoint cp{"land",
                           "Ports Sprawl Outward: which land (tied for the fewest Towns) gets a Town?",
                           e.tree().at(a).label,
                           tied,
                           {},
                           false,
                           a};
    std::string id = tied.size() == n - chosen.size() ? tied.front() : e.decide_one(cp, tied.front());
    tied.erase(std::find(tied.begin(), tied.end(), id));
    chosen.push_back(id);
  }
  std::string ids;
  for (const auto& id : chosen) {
    e.add_piece(e.state().land(id), PieceKind::Town, a);
    ids += (ids.empty() ? "" : ", ") + id;
  }
  e.note("Ports Sprawl Outward: board " + board + " has the most Coastal Town/City; 1 Town added to each of " + ids +
         " (the " + std::to_string(n) + " lands there with the fewest Towns).");
}

}  // namespace arbiter::si
