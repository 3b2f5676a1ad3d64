#include "games/l5r/scenario_expect.h"

#include <algorithm>
#include <optional>

#include "kernel/choices.h"

namespace arbiter::l5r {

using kernel::JsonReader;

void BoardNames::card(const std::string& id, const JsonReader& where) const {
  if (s_.cards.count(id) || created(id, "token")) return;
  where.fail("the id of a card on the board (" + list_cards() +
             ") or a token the engine creates (token1, token2, ...); got \"" + id + "\"");
}

void BoardNames::battlefield(const JsonReader& r) const {
  const std::string id = r.str();
  if (s_.battlefield(id) || created(id, "BF")) return;
  std::string known;
  for (const auto& bf : s_.battlefields) known += bf.id + ", ";
  r.fail("the id of a battlefield on the board (" + known + "or one the engine creates: BF1, BF2, ...); got \"" + id +
         "\"");
}

void BoardNames::player(const std::string& id, const JsonReader& where) const {
  if (!s_.players.count(id)) where.fail("a player, \"P1\" or \"P2\" (got \"" + id + "\")");
}

bool BoardNames::created(const std::string& id, const std::string& prefix) {
  if (id.size() <= prefix.size() || id.compare(0, prefix.size(), prefix) != 0) return false;
  return std::all_of(id.begin() + static_cast<long>(prefix.size()), id.end(),
                     [](char c) { return c >= '0' && c <= '9'; });
}

std::string BoardNames::list_cards() const {
  std::string out;
  for (const auto& [id, c] : s_.cards) out += (out.empty() ? "" : ", ") + id;
  return out;
}

std::string ExpectRun::name(const std::string& id) const {
  return s.cards.count(id) ? eng.library().get(s.card(id).def).name + " [" + id + "]" : id;
}

void Expectations::check(const Engine& eng, const std::string& when,
                         std::vector<kernel::ExpectationResult>& out) const {
  ExpectRun run(eng, when, out);
  for (const auto& c : checks_) c(run);
}

namespace {

// A row of a table whose object holds its keys as members, each read from its own value.
template <class Check, class Parse>
scenario::ExpectKey<BoardNames, Check> l5r_key(const std::string& key, Parse parse) {
  return {{key}, {}, parse};
}

// ---- one card ("cards": {ID: {...}}) ----

CardCheck card_stat(const std::string& key, Stat stat, int want) {
  return [=](ExpectRun& run, const std::string& id, const Card&) {
    int got = run.rules.stat(id, stat);
    run.add(run.name(id) + " " + key + " is " + std::to_string(want), want == got, "found " + std::to_string(got));
  };
}

// A yes/no fact about a card: "bowed": true, "dead": false...
template <class Fact>
scenario::ExpectKey<BoardNames, CardCheck> card_fact(const std::string& key, Fact fact) {
  return l5r_key<CardCheck>(key, [=](const BoardNames&, const JsonReader& v) -> CardCheck {
    bool want = v.boolean();
    return [=](ExpectRun& run, const std::string& id, const Card& card) {
      bool got = fact(run, id, card);
      run.add(run.name(id) + (want ? " is " : " is not ") + key, want == got,
              std::string("found ") + (got ? "" : "not ") + key);
    };
  });
}

scenario::ExpectKey<BoardNames, CardCheck> card_keywords(const std::string& key, bool want) {
  return l5r_key<CardCheck>(key, [=](const BoardNames&, const JsonReader& v) -> CardCheck {
    std::vector<std::string> wanted = v.strings();
    return [=](ExpectRun& run, const std::string& id, const Card&) {
      auto kws = run.rules.keywords(id);
      std::string got;
      for (auto& k : kws) got += (got.empty() ? "" : ", ") + k;
      for (auto& kw : wanted) {
        bool has = std::find(kws.begin(), kws.end(), kw) != kws.end();
        run.add(run.name(id) + (want ? " has " : " lacks ") + kw, has == want, "keywords: " + got);
      }
    };
  });
}

scenario::ExpectKey<BoardNames, CardCheck> card_stat_key(const std::string& key, Stat stat) {
  return l5r_key<CardCheck>(key,
                            [=](const BoardNames&, const JsonReader& v) { return card_stat(key, stat, v.integer()); });
}

CardCheck card_zone(const BoardNames&, const JsonReader& v) {
  std::string want = v.str();
  return [=](ExpectRun& run, const std::string& id, const Card& card) {
    std::string got = to_string(card.zone);
    run.add(run.name(id) + " is in zone " + want, want == got, "found " + got);
  };
}

CardCheck card_location(const BoardNames&, const JsonReader& v) {
  std::string want = v.str();
  return [=](ExpectRun& run, const std::string& id, const Card& card) {
    run.add(run.name(id) + " is at " + want, want == card.location && card.zone == Zone::InPlay,
            "found " + (card.zone == Zone::InPlay ? card.location : to_string(card.zone)));
  };
}

CardCheck card_attached_to(const BoardNames&, const JsonReader& v) {
  std::string want = v.str();
  return [=](ExpectRun& run, const std::string& id, const Card& card) {
    run.add(run.name(id) + " is attached to " + (want.empty() ? "nothing" : want), want == card.attached_to,
            "found " + (card.attached_to.empty() ? "nothing" : card.attached_to));
  };
}

// ---- one player ("players": {P1: {...}}) ----

PlayerCheck player_honor(const BoardNames&, const JsonReader& v) {
  int want = v.integer();
  return [=](ExpectRun& run, const std::string& pid, const Player& pl) {
    run.add(pid + " Family Honor is " + std::to_string(want), want == pl.honor, "found " + std::to_string(pl.honor));
  };
}

PlayerCheck player_hand_size(const BoardNames&, const JsonReader& v) {
  int want = v.integer();
  return [=](ExpectRun& run, const std::string& pid, const Player& pl) {
    int n = static_cast<int>(pl.hand.size());
    run.add(pid + " has " + std::to_string(want) + " cards in hand", want == n, "found " + std::to_string(n));
  };
}

PlayerCheck player_favor(const BoardNames&, const JsonReader& v) {
  bool want = v.boolean();
  return [=](ExpectRun& run, const std::string& pid, const Player&) {
    bool got = run.s.favor == pid;
    run.add(pid + (want ? " holds" : " does not hold") + " the Imperial Favor", got == want,
            "Favor with " + (run.s.favor.empty() ? std::string("nobody") : run.s.favor));
  };
}

scenario::ExpectKey<BoardNames, PlayerCheck> player_hand(const std::string& key, bool want) {
  return l5r_key<PlayerCheck>(key, [=](const BoardNames&, const JsonReader& v) -> PlayerCheck {
    std::vector<std::string> ids = v.strings();
    return [=](ExpectRun& run, const std::string& pid, const Player& pl) {
      for (auto& id : ids) {
        bool has = std::find(pl.hand.begin(), pl.hand.end(), id) != pl.hand.end();
        run.add(pid + "'s hand " + (want ? "holds " : "does not hold ") + id, has == want,
                has ? "in hand" : "not in hand");
      }
    };
  });
}

// ---- the "expect" object ----

ExpectCheck expect_cards(const BoardNames& names, const JsonReader& cards) {
  std::vector<std::pair<std::string, std::vector<CardCheck>>> want;
  for (auto& [id, c] : cards.members()) {
    names.card(id, c);
    want.emplace_back(id, card_expect_table().parse_each(names, c));
  }
  return [=](ExpectRun& run) {
    for (auto& [id, checks] : want) {
      if (!run.s.cards.count(id)) {
        run.add(id + " exists", false, "no card with that id");
        continue;
      }
      for (auto& c : checks) c(run, id, run.s.card(id));
    }
  };
}

ExpectCheck expect_players(const BoardNames& names, const JsonReader& players) {
  std::vector<std::pair<std::string, std::vector<PlayerCheck>>> want;
  for (auto& [pid, p] : players.members()) {
    names.player(pid, p);
    want.emplace_back(pid, player_expect_table().parse_each(names, p));
  }
  return [=](ExpectRun& run) {
    for (auto& [pid, checks] : want) {
      if (!run.s.players.count(pid)) {
        run.add("player " + pid + " exists", false, "no such player");
        continue;
      }
      for (auto& c : checks) c(run, pid, run.s.player(pid));
    }
  };
}

// {"PLAYER@BATTLEFIELD": FORCE, or null for no army there}
ExpectCheck expect_army_force(const BoardNames&, const JsonReader& af) {
  struct Army {
    std::string key, player, battlefield;
    std::optional<int> force;
  };
  std::vector<Army> want;
  for (auto& [key, v] : af.members()) {
    auto at = key.find('@');
    if (at == std::string::npos) v.fail("a key \"PLAYER@BATTLEFIELD\"");
    want.push_back({key, key.substr(0, at), key.substr(at + 1),
                    v.json().is_null() ? std::nullopt : std::optional<int>(v.integer())});
  }
  return [=](ExpectRun& run) {
    for (auto& a : want) {
      auto got = run.rules.army_force(a.player, a.battlefield);
      std::string shown = got ? std::to_string(*got) : "no army";
      if (!a.force) run.add(a.key + " has no army", !got, "found " + shown);
      else run.add(a.key + " army Force is " + std::to_string(*a.force), got && *got == *a.force, "found " + shown);
    }
  };
}

ExpectCheck expect_dynasty_skipped(const BoardNames&, const JsonReader& sk) {
  std::vector<int> want;
  for (auto& t : sk.items()) want.push_back(t.integer());
  return [=](ExpectRun& run) {
    std::vector<int> got;
    for (auto& line : run.s.phase_history)
      if (line.find("skipped") != std::string::npos) got.push_back(std::stoi(line.substr(5)));
    std::string g;
    for (int t : got) g += (g.empty() ? "" : ", ") + std::to_string(t);
    run.add("Dynasty Phases skipped in exactly these turns", want == got, "skipped: " + (g.empty() ? "none" : g));
  };
}

ExpectCheck expect_current_battle(const BoardNames&, const JsonReader& cb) {
  std::string want = cb.json().is_null() ? "" : cb.str();
  return [=](ExpectRun& run) {
    const std::string& got = run.s.current_battle;
    run.add(want.empty() ? "no battle is being fought" : "the battle at " + want + " is being fought", want == got,
            "current battle: " + (got.empty() ? std::string("none") : got));
  };
}

ExpectCheck expect_delayed_pending(const BoardNames&, const JsonReader& dp) {
  int want = dp.integer();
  return [=](ExpectRun& run) {
    int n = 0;
    for (auto& d : run.s.delayed) n += d.done ? 0 : 1;
    run.add(std::to_string(want) + " delayed/parent effects pending", n == want, "found " + std::to_string(n));
  };
}

const kernel::ChoicePoint* find_l5r_choice(const Engine& eng, const std::string& kind, const std::string& ctx) {
  for (auto& c : eng.choices())
    if (c.kind == kind && (ctx.empty() || c.context == ctx)) return &c;
  return nullptr;
}

// [{"kind", "context"?, "player"?, "options"?, "chosen"?}]: a choice point that came up, and how.
ExpectCheck expect_choices(const BoardNames&, const JsonReader& ch) {
  struct Want {
    std::string kind, ctx;
    std::optional<std::string> player, chosen;
    std::optional<std::vector<std::string>> options;
  };
  std::vector<Want> want;
  for (auto& c : ch.items()) {
    c.only({"kind", "context", "player", "options", "chosen"});
    Want w{c.at("kind").str(), c.str_or("context", ""), std::nullopt, std::nullopt, std::nullopt};
    if (auto p = c.get("player")) w.player = p->str();
    if (auto o = c.get("options")) w.options = o->strings();
    if (auto x = c.get("chosen")) w.chosen = x->str();
    want.push_back(w);
  }
  return [=](ExpectRun& run) {
    for (auto& w : want) {
      const kernel::ChoicePoint* cp = find_l5r_choice(run.eng, w.kind, w.ctx);
      std::string label = "a \"" + w.kind + "\" choice" + (w.ctx.empty() ? "" : " about " + w.ctx);
      if (!cp) {
        run.add(label + " was offered", false, "no such choice point");
        continue;
      }
      if (w.player) run.add(label + " is made by " + *w.player, cp->player == *w.player, "made by " + cp->player);
      if (w.options) {
        std::string got;
        for (auto& x : cp->options) got += (got.empty() ? "" : " | ") + x;
        run.add(label + " offers exactly the legal options", *w.options == cp->options, "offered: " + got);
      }
      if (w.chosen)
        run.add(label + ": " + *w.chosen + " was chosen", cp->chosen.front() == *w.chosen,
                "chosen: " + cp->chosen.front());
    }
  };
}

ExpectCheck expect_no_choice(const BoardNames&, const JsonReader& nc) {
  std::vector<std::pair<std::string, std::string>> want;
  for (auto& c : nc.items()) {
    c.only({"kind", "context"});
    want.emplace_back(c.at("kind").str(), c.str_or("context", ""));
  }
  return [=](ExpectRun& run) {
    for (auto& [kind, ctx] : want) {
      const kernel::ChoicePoint* cp = find_l5r_choice(run.eng, kind, ctx);
      run.add("no \"" + kind + "\" choice about " + ctx + " was offered", cp == nullptr,
              cp ? "offered: " + cp->prompt : "none offered");
    }
  };
}

}  // namespace

// A card's keys in alphabetical order: its results read in the order of its keys in the file.
const scenario::ExpectTable<BoardNames, CardCheck>& card_expect_table() {
  static const scenario::ExpectTable<BoardNames, CardCheck> table(
      "a card expectation",
      {card_fact("ability_used",
                 [](const ExpectRun&, const std::string&, const Card& c) { return !c.abilities_used.empty(); }),
       l5r_key<CardCheck>("attached_to", card_attached_to),
       card_fact("bowed", [](const ExpectRun&, const std::string&, const Card& c) { return c.bowed; }),
       card_stat_key("chi", Stat::Chi),
       card_fact("dead", [](const ExpectRun&, const std::string&, const Card& c) { return c.dead; }),
       card_fact("dishonored", [](const ExpectRun&, const std::string&, const Card& c) { return c.dishonored; }),
       card_stat_key("force", Stat::Force), card_keywords("keywords_exclude", false),
       card_keywords("keywords_include", true), l5r_key<CardCheck>("location", card_location),
       card_fact("opposed",
                 [](const ExpectRun& run, const std::string& id, const Card&) { return run.rules.opposed(id); }),
       card_stat_key("personal_honor", Stat::PersonalHonor), l5r_key<CardCheck>("zone", card_zone)});
  return table;
}

// A player's keys in alphabetical order, as a card's.
const scenario::ExpectTable<BoardNames, PlayerCheck>& player_expect_table() {
  static const scenario::ExpectTable<BoardNames, PlayerCheck> table(
      "a player expectation", {l5r_key<PlayerCheck>("favor", player_favor), player_hand("hand_excludes", false),
                               player_hand("hand_includes", true), l5r_key<PlayerCheck>("hand_size", player_hand_size),
                               l5r_key<PlayerCheck>("honor", player_honor)});
  return table;
}

// The results of an "expect" object come in this order, whatever the order of its keys.
const scenario::ExpectTable<BoardNames, ExpectCheck>& expect_table() {
  static const scenario::ExpectTable<BoardNames, ExpectCheck> table(
      "an expectation",
      {l5r_key<ExpectCheck>("cards", expect_cards), l5r_key<ExpectCheck>("players", expect_players),
       l5r_key<ExpectCheck>("army_force", expect_army_force),
       l5r_key<ExpectCheck>("dynasty_skipped_turns", expect_dynasty_skipped),
       l5r_key<ExpectCheck>("current_battle", expect_current_battle),
       l5r_key<ExpectCheck>("delayed_pending", expect_delayed_pending), l5r_key<ExpectCheck>("choices", expect_choices),
       l5r_key<ExpectCheck>("no_choice", expect_no_choice)});
  return table;
}

}  // namespace arbiter::l5r
