#include "games/spirit_island/random_play.h"

#include "kernel/errors.h"
#include "kernel/rng.h"

namespace arbiter::si {

static InvaderCard random_card(kernel::Rng& rng) {
  InvaderCard c;
  int stage = 1 + rng.below(3);
  c.stage = stage;
  if (stage == 2 && rng.chance(20)) {
    c.coastal = true;
    c.name = "coastal";
    return c;
  }
  Terrain a = static_cast<Terrain>(rng.below(4));
  c.terrains.push_back(a);
  c.name = name(a);
  if (stage == 3) {
    Terrain b = static_cast<Terrain>((static_cast<int>(a) + 1 + rng.below(3)) % 4);
    c.terrains.push_back(b);
    c.name += "+" + name(b);
  }
  if (stage == 2) c.escalation = true, c.name = "2:" + c.name;
  return c;
}

State random_state(uint64_t seed, int boards) {
  kernel::Rng rng(seed);
  const Library& lib = library();
  State st;
  st.players = boards;
  const char* names[] = {"A", "B"};
  for (int b = 0; b < boards; ++b)
    for (Land l : lib.boards.at(names[b]).lands) st.lands.push_back(l);
  if (boards == 2) {  // join the boards along one edge
    st.land("A7").adjacent.push_back("B8");
    st.land("B8").adjacent.push_back("A7");
    st.land("A8").adjacent.push_back("B8");
    st.land("B8").adjacent.push_back("A8");
  }
  for (const auto& [id, spirit_name] :
       {std::pair<const char*, const char*>{"earth", "Vital Strength of the Earth"}, {"thunder", "Thunderspeaker"}}) {
    Spirit sp;
    sp.id = id;
    sp.name = spirit_name;
    st.spirits.push_back(sp);
  }
  for (auto& l : st.lands) {
    auto add = [&](PieceKind k, int n) {
      for (int i = 0; i < n; ++i) l.pieces.push_back({st.next_uid++, k, 0, 0});
    };
    add(PieceKind::Explorer, rng.below(3));
    add(PieceKind::Town, rng.chance(40) ? 1 : 0);
    add(PieceKind::City, rng.chance(15) ? 1 : 0);
    add(PieceKind::Dahan, rng.below(3));
    for (auto& p : l.pieces)
      if (is_invader(p.kind) && rng.chance(10)) p.strife = 1;
    if (rng.chance(15)) l.tokens[Token::Blight] = 1;
    for (Token t : {Token::Beasts, Token::Disease, Token::Wilds, Token::Badlands, Token::Vitality})
      if (rng.chance(10)) l.tokens[t] = 1;
    for (const auto& sp : st.spirits)
      for (int i = rng.chance(30) ? 1 + rng.below(2) : 0; i > 0; --i) l.presence.push_back({st.next_uid++, sp.id});
  }
  std::vector<std::string> blight_cards;
  for (const auto& [n, def] : lib.blight_cards) blight_cards.push_back(n);
  st.blight_card.name = blight_cards[static_cast<size_t>(rng.below(static_cast<int>(blight_cards.size())))];
  st.blight_card.blighted_per_player = lib.blight_cards.at(st.blight_card.name).blighted_per_player;
  st.blight_card.pool = 2 + rng.below(4) * boards;
  st.blight_box = 200;
  st.fear_per_card = 4 * boards;
  st.fear_pool = st.fear_per_card;
  for (const char* slot : {"ravage", "build", "explore"}) st.slots[slot];
  st.slots["ravage"].push_back(random_card(rng));
  st.slots["build"].push_back(random_card(rng));
  for (int i = 0; i < 12; ++i) st.deck.push_back(random_card(rng));
  static const std::pair<const char*, int> adversaries[] = {
      {"", 0}, {"Kingdom of Sweden", 1}, {"Kingdom of Sweden", 5}, {"Kingdom of England", 1}, {"Tsardom of Russia", 3}};
  auto adv = adversaries[rng.below(5)];
  st.adversary.name = adv.first;
  st.adversary.level = adv.second;
  return st;
}

RandomGameResult play_random(const RandomGame& g) {
  kernel::Rng rng(g.seed ^ 0x5EED5EEDull);
  EngineOptions options;
  options.recording = g.recording;
  options.invariant_checks = g.invariant_checks;
  options.outcome_checks = true;
  Engine e(random_state(g.seed, g.boards), library(), options);
  for (const auto& sp : e.state().spirits)
    for (const auto& rule : e.lib.spirits.at(sp.name).rules) e.install_rule(rule, sp.id);
  if (!e.state().adversary.name.empty())
    for (const auto& [lvl, rules] : e.lib.adversaries.at(e.state().adversary.name).levels)
      if (lvl <= e.state().adversary.level)
        for (const auto& r : rules) e.install_rule(r);
  RandomGameResult out;
  static const char* powers[] = {"Vengeance of the Dead",
                                 "A Year of Perfect Stillness",
                                 "Words of Warning",
                                 "Concealing Shadows",
                                 "Mesmerized Tranquility",
                                 "Blur the Arc of Years",
                                 "Insatiable Hunger of the Swarm",
                                 "Manifest Incarnation"};
  try {
    for (int turn = 0; turn < g.turns && e.outcome() == Outcome::None; ++turn) {
      if (rng.chance(60)) {
        // one draw per statement: argument evaluation order differs between compilers, and the
        // same seed must give the same game natively and in wasm
        const auto& land = e.state().lands[static_cast<size_t>(rng.below(static_cast<int>(e.state().lands.size())))];
        const char* power = powers[rng.below(8)];
        const char* spirit = rng.chance(50) ? "earth" : "thunder";
        // half the uses with Elements to spare, so every threshold is met
        Elements el;
        if (rng.chance(50))
          for (const auto& name : element_names()) el[name] = 5;
        e.set_elements(spirit, el);
        e.use_power(power, spirit, land.id);
      }
      e.invader_phase();
      e.time_passes();
    }
  } catch (const std::exception& ex) {
    out.error = ex.what();
  }
  for (const auto& r : e.tree().records())
    if (r.label.rfind("Ravage in ", 0) == 0 || r.label.rfind("Build in ", 0) == 0 ||
        r.label.rfind("Explore in ", 0) == 0)
      ++out.invader_actions;
  out.actions = static_cast<int>(e.tree().size());
  out.log = e.log_lines();
  out.final_board = snapshot(e.state()).dump();
  return out;
}

}  // namespace arbiter::si
