// Gathering one land towards the target from further away (see gather_toward.h).
#include "games/spirit_island/rules/gather_toward.h"

#include <algorithm>
#include <map>

#include "games/spirit_island/rules/elements.h"
#include "games/spirit_island/rules/isolate.h"
#include "games/spirit_island/rules/replacements.h"

namespace arbiter::si {

int gather_range(const Engine& e, const Op& op, ActionId a) {
  if (op.from_range_element.empty()) return op.from_range;
  const ActionLocal& loc = e.local(a);
  const Elements have = elements_in_play(e, loc.spirit, loc.card);
  auto it = have.find(op.from_range_element);
  return it == have.end() ? 0 : it->second;
}

namespace {

// Each land's distance from `target`, for lands up to `range` away (Range ignores Isolate).
std::map<std::string, int> distances_from(const State& st, const std::string& target, int range) {
  std::map<std::string, int> dist{{target, 0}};
  for (int r = 1; r <= range; ++r)
    for (const auto& id : st.within(target, r))
      if (!dist.count(id)) dist[id] = r;
  return dist;
}

// The lands next to `from` one step nearer the target, that a piece of `what` may cross into.
std::vector<std::string> steps_nearer(Engine& e, const std::map<std::string, int>& dist, const std::string& from,
                                      const std::string& what, ActionId a, IsolateLet& let) {
  std::vector<std::string> to;
  for (const auto& adj : e.state().land(from).adjacent) {
    auto it = dist.find(adj);
    if (it == dist.end() || it->second != dist.at(from) - 1) continue;
    if (!invader_moves(e, adj, {from}, what, a, let).empty()) to.push_back(adj);
  }
  return to;
}

// The lands (nearest first) a piece of `what` may be gathered from now.
std::vector<std::string> gather_sources(Engine& e, const std::map<std::string, int>& dist, const std::string& what,
                                        ActionId a, IsolateLet& let) {
  std::vector<std::pair<int, std::string>> found;
  for (const auto& [id, d] : dist)
    if (d > 0 && e.count_what(e.state().land(id), what) > 0 &&
        !would_be_replaced(e, {kWouldChange, id, a, what, -1, DestroyHow::Instruction, "moved"}) &&
        !steps_nearer(e, dist, id, what, a, let).empty())
      found.emplace_back(d, id);
  std::sort(found.begin(), found.end());
  std::vector<std::string> out;
  for (const auto& f : found) out.push_back(f.second);
  return out;
}

}  // namespace

void gather_toward(Engine& e, const Op& op, const Land& target, int range, int limit, ActionId a) {
  const What& what = what_of(op.what);
  const auto dist = distances_from(e.state(), target.id, range);
  IsolateLet let = IsolateLet::Unasked;
  int moved = 0;
  std::string done;
  for (; moved < limit; ++moved) {
    const auto sources = gather_sources(e, dist, op.what, a, let);
    if (sources.empty()) break;
    kernel::ChoicePoint from_cp{"gather",
                                "From where is " + op.what + " gathered towards " + target.id + "?",
                                target.id + ":" + op.what,
                                sources,
                                {},
                                false,
                                a};
    const std::string from = e.decide_one(from_cp, sources.front());
    const auto nearer = steps_nearer(e, dist, from, op.what, a, let);
    kernel::ChoicePoint to_cp{"land",
                              "Where does the gathered " + op.what + " from " + from + " go?",
                              "Gather towards " + target.id + ": " + from,
                              nearer,
                              {},
                              false,
                              a};
    const std::string to = nearer.size() == 1 ? nearer.front() : e.decide_one(to_cp, nearer.front());
    const Land& src = e.state().land(from);
    auto it = std::find_if(src.pieces.begin(), src.pieces.end(), [&](const Piece& p) { return what.covers(p.kind); });
    done += (done.empty() ? "" : ", ") + name(it->kind) + " " + from + " → " + to;
    e.move_piece(src, static_cast<size_t>(it - src.pieces.begin()), e.state().land(to), a);
  }
  e.note("Gather " + std::to_string(moved) + " " + op.what + " towards " + target.id + " from within Range " +
         std::to_string(range) + (done.empty() ? ": none within reach." : " (" + done + ")."));
}

}  // namespace arbiter::si
