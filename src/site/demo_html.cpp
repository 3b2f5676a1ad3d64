#include "site/demo_html.h"

#include "board/picture.h"
#include "site/demos.h"
#include "site/html.h"

namespace arbiter::site {

std::string step_link(const std::string& id, const std::string& scenario, size_t step, const SiteOptions& o) {
  return o.base + "#/r/" + id + "/demo/" + scenario + "/step/" + std::to_string(step);
}

std::string step_anchor(const std::string& scenario, size_t step) {
  return "demo-" + scenario + "-step-" + std::to_string(step);
}

namespace {

std::string step_figure(const corpus::Entry& e, const kernel::Trace& t, size_t i, bool key, const SiteOptions& o,
                        SvgSprite& sprite) {
  const kernel::Snapshot& s = t.steps[i];
  const nlohmann::json* previous = i > 0 ? &t.steps[i - 1].board : nullptr;
  board::Picture picture = board::picture_step(t.game, s.board, previous, kPageBoardWidth, kPageBoardMaxHeight);
  std::string last = std::to_string(t.steps.size() - 1);
  std::string out =
      "<figure id=\"" + escape(step_anchor(t.scenario, i)) + "\" class=\"step" + (key ? " key" : "") + "\">\n";
  board::SvgOptions inline_svg;
  inline_svg.embed_style = false;  // the page's CSP allows no <style>; the stylesheet has the roles
  out += sprite.add(board::to_svg(picture.layout, "Step " + std::to_string(i) + ": " + picture.alt, inline_svg));
  out += "<figcaption><span class=\"step-no\">Step " + std::to_string(i) + " of " + last + "</span> " + escape(s.log) +
         " <a class=\"live\" href=\"" + escape(step_link(e.id, t.scenario, i, o)) +
         "\">Open this step live</a></figcaption>\n";
  return out + "</figure>\n";
}

std::string demo_section(const corpus::Entry& e, const kernel::Trace& t, size_t n, size_t of, const SiteOptions& o,
                         SvgSprite& sprite) {
  std::string id = "demo-" + t.scenario;
  std::string out = "<section class=\"demo\" id=\"" + escape(id) + "\" aria-labelledby=\"" + escape(id) + "-title\">\n";
  out += "<h3 id=\"" + escape(id) + "-title\">" +
         (of > 1 ? "<span class=\"demo-no\">" + std::to_string(n) + " of " + std::to_string(of) + ":</span> " : "") +
         escape(t.title) + "</h3>\n";
  if (!t.watch.empty()) out += "<p class=\"watch\"><strong>Watch:</strong> " + escape(t.watch) + "</p>\n";
  const size_t key = key_step(t);
  for (size_t i = 0; i < t.steps.size(); ++i) out += step_figure(e, t, i, i == key, o, sprite);
  return out + "</section>\n";
}

}  // namespace

std::string demos_html(const corpus::Entry& e, const std::vector<kernel::Trace>& demos, const SiteOptions& o,
                       SvgSprite& sprite) {
  if (demos.empty()) return "";
  std::string out = "<section class=\"demos\" aria-labelledby=\"demos-heading\">\n<h2 id=\"demos-heading\">" +
                    std::string(demos.size() > 1 ? "Demonstrations" : "Demonstration") + "</h2>\n";
  for (size_t n = 0; n < demos.size(); ++n) out += demo_section(e, demos[n], n + 1, demos.size(), o, sprite);
  return out + "</section>\n";
}

}  // namespace arbiter::site
