#pragma once
// Board pictures inside a page. board::to_svg writes a standalone file: its own <style> (the
// theme's colour roles) and its own <defs> of piece symbols. A ruling page holds many pictures
// under a CSP that allows no inline style, and ids must be unique, so each inlined picture drops
// its <style> (the same rules come once in the pages' stylesheet, see `arbiter site --print-css`)
// and hands its symbols to the page's one sprite.
#include <map>
#include <string>

namespace arbiter::site {

class SvgSprite {
 public:
  // The picture to inline: `standalone` without its <style> and <defs>.
  std::string add(const std::string& standalone);
  // A hidden <svg> holding every symbol added so far, once each; "" when there is none.
  std::string sprite() const;

 private:
  std::map<std::string, std::string> symbols_;  // id -> <symbol …>…</symbol>
};

}  // namespace arbiter::site
