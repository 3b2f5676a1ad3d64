#include "games/l5r/random_play.h"

#include <memory>
#include <stdexcept>

#include "games/l5r/invariants.h"
#include "kernel/errors.h"
#include "kernel/rng.h"

namespace arbiter::l5r {
namespace {

std::vector<std::string> names_of(const CardLibrary& lib, std::initializer_list<CardType> types) {
  std::vector<std::string> out;
  for (const auto& [name, d] : lib.all())
    for (CardType t : types)
      if (d.type == t) out.push_back(name);
  return out;
}

// Builds the board card by card; every card gets a fresh id ("c1", "c2", ...).
class BoardBuilder {
 public:
  BoardBuilder(GameState& s, kernel::Rng& rng) : s_(s), rng_(rng) {}

  std::string add(const std::string& def, const std::string& owner, Zone zone) {
    Card c;
    c.id = "c" + std::to_string(++n_);
    c.def = def;
    c.owner = c.controller = owner;
    c.zone = zone;
    c.face_up = zone == Zone::InPlay || zone == Zone::Province;
    c.entered_play_at = zone == Zone::InPlay ? s_.clock++ : 0;
    s_.cards[c.id] = c;
    return c.id;
  }
  void to_list(const std::string& id, std::vector<std::string>& list) { list.push_back(id); }
  const std::string& any(const std::vector<std::string>& v) { return v[rng_.below(static_cast<int>(v.size()))]; }

 private:
  GameState& s_;
  kernel::Rng& rng_;
  int n_ = 0;
};

// Everything a refused action must leave as it was, cheaper to compare than the board snapshot.
std::string fingerprint(const GameState& s) {
  std::string f = std::to_string(s.turn) + to_string(s.phase) + s.current_battle + s.pending_battle + s.favor + "|" +
                  std::to_string(s.ongoing.size()) + "," + std::to_string(s.preventions.size()) + "," +
                  std::to_string(s.delayed.size()) + "," + std::to_string(s.battlefields.size()) + "|";
  for (const auto& [id, p] : s.players)
    f += id + std::to_string(p.honor) + ":" + std::to_string(p.hand.size()) + "," + std::to_string(p.discard.size()) +
         "," + std::to_string(p.fate_deck.size()) + "," + std::to_string(p.dynasty_deck.size()) + "," +
         std::to_string(p.provinces.size()) + "|";
  for (const auto& [id, c] : s.cards)
    f += id + to_string(c.zone) + c.location + c.attached_to + c.controller + to_string(c.side) + (c.bowed ? "b" : "") +
         (c.dishonored ? "d" : "") + std::to_string(c.abilities_used.size()) + ";";
  return f;
}

}  // namespace

GameState random_board(uint64_t seed, const CardLibrary& lib) {
  kernel::Rng rng(seed * 7919 + 17);
  GameState s;
  const auto personalities = names_of(lib, {CardType::Personality});
  const auto attachments = names_of(lib, {CardType::Follower, CardType::Item});
  const auto holdings = names_of(lib, {CardType::Holding});
  const auto hand_cards = names_of(lib, {CardType::Strategy, CardType::Item, CardType::Follower});
  BoardBuilder b(s, rng);
  s.phase = rng.chance(60) ? Phase::Action : Phase::Attack;
  for (const std::string pid : {"P1", "P2"}) {
    Player& p = s.players[pid];
    p.id = pid;
    p.honor = 5 + rng.below(11);
    for (int i = 0, n = 2 + rng.below(2); i < n; ++i) {
      std::string who = b.add(b.any(personalities), pid, Zone::InPlay);
      if (rng.chance(40)) s.cards[b.add(b.any(attachments), pid, Zone::InPlay)].attached_to = who;
    }
    if (rng.chance(50)) b.add(b.any(holdings), pid, Zone::InPlay);
    for (int i = 0; i < 5; ++i) p.hand.push_back(b.add(b.any(hand_cards), pid, Zone::Hand));
    for (int i = 0; i < 3; ++i) p.fate_deck.push_back(b.add(b.any(hand_cards), pid, Zone::FateDeck));
    for (int i = 0; i < 2; ++i) p.dynasty_deck.push_back(b.add(b.any(personalities), pid, Zone::DynastyDeck));
    for (int i = 0, n = 1 + rng.below(2); i < n; ++i)
      p.provinces.push_back(b.add(b.any(personalities), pid, Zone::Province));
  }
  s.favor = rng.chance(50) ? "P1" : "P2";
  if (s.phase == Phase::Attack) s.battlefields.push_back({"BF1", "P1", "P2", "P2 Province 1"});
  return s;
}

std::string check_settled(const Engine& e, size_t cards_at_start) {
  const GameState& s = e.state();
  Rules r = e.rules();
  size_t tokens = 0;
  for (const auto& [id, c] : s.cards) {
    if (id.rfind("token", 0) == 0) ++tokens;
    if (c.zone == Zone::Resolution) return id + " still waits in the resolution area after the action ended";
    if (c.zone != Zone::InPlay || !c.attached_to.empty() || e.library().get(c.def).type != CardType::Personality)
      continue;
    if (r.stat(id, Stat::Chi) > 0) continue;
    Change death;
    death.what = PreventSpec::What::Destroy;
    death.card = id;
    death.source = c.has_last_chi_penalty ? c.last_chi_penalty : Source{};
    death.began = s.clock;
    if (r.prevented_by(death).empty()) return id + " has Chi 0 and is still in play though nothing holds its death off";
  }
  if (s.cards.size() != cards_at_start + tokens) return "cards were made or lost (other than tokens)";
  return "";
}

RandomGameResult play_random(const RandomGame& g, const CardLibrary& lib) {
  RandomGameResult out;
  auto rng = std::make_shared<kernel::Rng>(g.seed);
  GameState start = random_board(g.seed, lib);
  const size_t cards_at_start = start.cards.size();
  kernel::Choices choices;
  choices.answer_unscripted_with([rng](const kernel::ChoicePoint& cp, const std::string&) {
    return cp.options[rng->below(static_cast<int>(cp.options.size()))];
  });
  Engine e(start, lib, choices);
  e.observe(
      [&out](const std::vector<std::string>& lines) { out.log.insert(out.log.end(), lines.begin(), lines.end()); });
  auto pick_card = [&](auto keep) -> std::string {
    std::vector<std::string> ids;
    for (const auto& [id, c] : e.state().cards)
      if (keep(c)) ids.push_back(id);
    return ids.empty() ? "" : ids[rng->below(static_cast<int>(ids.size()))];
  };
  for (int i = 0; i < g.actions && out.error.empty(); ++i) {
    const std::string player =
        rng->chance(60) ? e.state().active_player() : e.state().opponent(e.state().active_player());
    const std::string before = fingerprint(e.state());
    int roll = rng->below(100);
    try {
      if (roll < 45) {
        std::string card = pick_card([&](const Card& c) { return c.zone == Zone::Hand && c.owner == player; });
        if (card.empty()) continue;
        PlayRequest r{player, card, 0, {}, ""};
        CardType type = lib.get(e.state().card(card).def).type;
        if (type == CardType::Item || type == CardType::Follower)
          r.attach_to = pick_card([&](const Card& c) {
            return c.zone == Zone::InPlay && c.controller == player && c.attached_to.empty() &&
                   lib.get(c.def).type == CardType::Personality;
          });
        if ((type == CardType::Item || type == CardType::Follower) && r.attach_to.empty()) continue;
        e.play(r);
      } else if (roll < 60) {
        std::string card = pick_card([&](const Card& c) {
          return c.zone == Zone::InPlay && c.controller == player && !lib.get(c.def).abilities.empty();
        });
        if (card.empty()) continue;
        e.play(
            {player, card, rng->below(static_cast<int>(lib.get(e.state().card(card).def).abilities.size())), {}, ""});
      } else if (roll < 70) {
        if (e.state().battlefields.empty()) continue;
        const Battlefield& bf = e.state().battlefields[rng->below(static_cast<int>(e.state().battlefields.size()))];
        std::string card = pick_card([&](const Card& c) {
          return c.zone == Zone::InPlay && c.attached_to.empty() && lib.get(c.def).type == CardType::Personality;
        });
        if (card.empty()) continue;
        bool attacker = e.state().card(card).controller == bf.attacker;
        e.assign(card, bf.id, attacker ? Side::Attack : Side::Defend);
      } else if (roll < 76) {
        if (e.state().battlefields.empty() || !e.state().current_battle.empty()) continue;
        e.fight(e.state().battlefields.front().id);
      } else if (roll < 80) {
        e.end_battle();
      } else if (roll < 95) {
        if (e.state().turn >= 12) continue;
        e.advance();
      } else {
        std::string card = pick_card([&](const Card& c) { return c.zone == Zone::Province && c.face_up; });
        if (card.empty()) continue;
        e.bring_into_play(card);
      }
      e.flush();
      ++out.taken;
    } catch (const IllegalAction&) {
      ++out.refused;
      e.take_untold();
      if (fingerprint(e.state()) != before)
        out.error = "a refused action changed the board (action " + std::to_string(i) + ")";
      continue;
    } catch (const std::logic_error& ex) {
      out.error = std::string("engine invariant broken: ") + ex.what();
    } catch (const std::exception& ex) {
      out.error = std::string("unexpected failure: ") + ex.what();
    }
    if (out.error.empty()) {
      std::string problem = check_invariants(e.state(), lib);
      if (problem.empty()) problem = check_settled(e, cards_at_start);
      if (!problem.empty()) out.error = "after action " + std::to_string(i) + ": " + problem;
    }
  }
  return out;
}

}  // namespace arbiter::l5r
