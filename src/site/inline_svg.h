#pragma once
// Board pictures inside a page. board::to_svg writes each picture with its own <defs> of piece
// symbols; a ruling page holds dozens of pictures, and ids must be unique in it, so each inlined
// picture hands its symbols to the page's one sprite, defined once. (Written without their <style>,
// board::SvgOptions: the page's CSP allows none; the pages' stylesheet carries the colour roles,
// `arbiter site --print-css`.)
#include <map>
#include <string>

namespace arbiter::site {

class SvgSprite {
 public:
  // The picture to inline: `standalone` without its <defs> (and a <style>, if it has one).
  std::string add(const std::string& standalone);
  // A hidden <svg> holding every symbol added so far, once each; "" when there is none.
  std::string sprite() const;

 private:
  std::map<std::string, std::string> symbols_;  // id -> <symbol …>…</symbol>
};

}  // namespace arbiter::site
