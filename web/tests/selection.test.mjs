// The text layer's letters lie where the canvas draws them (issue 38 item 4): a mouse selection
// highlights what the eye sees. For lines of a ruling (Spirit Island and L5R, desktop and phone,
// light and dark), each line's DOM box (a Range over its characters) is compared with where the
// canvas drew it, which the app records with each text block (page_mirror.h: "ln", [start, x, y,
// width] from the block's origin). Screenshots: selection-* (a drag selection over a paragraph).
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { startApp, openPage, waitReady, screenshot, frames } from './harness.mjs';

let app;
before(async () => { app = await startApp(); });
after(async () => { await app?.close(); });

const TOLERANCE = 2;  // px
const CASES = [
  ['si', 'si-errata-update-badlands-tokens'],
  ['l5r', 'l5r-rule-prevention-including-negation'],
];
const VIEWPORTS = { desktop: { width: 1280, height: 800 }, phone: { width: 360, height: 740 } };

// The blocks the app hands the page (shell.html's arbiterHost.mirror), kept for the test.
const keepMirror = () => {
  let host;
  Object.defineProperty(window, 'arbiterHost', {
    configurable: true,
    get: () => host,
    set: (h) => {
      const mirror = h.mirror;
      h.mirror = (json) => { window.testMirror = JSON.parse(json); mirror(json); };
      host = h;
    },
  });
};

// For the visible lines of the ruling's text blocks: the canvas's line box and the DOM's.
const measure = (page) => page.evaluate(() => {
  const els = [...document.querySelectorAll('#mirror main .text')];
  const blocks = window.testMirror.blocks.filter((b) => b.g === 'main' && !['a', 'button'].includes(b.r));
  const out = [];
  blocks.forEach((b, i) => {
    const el = els[i];
    if (!b.ln || !el) return;
    const [bx, by, , , cx, cy, cw, ch] = b.at;
    // Text nodes with their offsets in the block's text.
    const nodes = [];
    const walk = document.createTreeWalker(el, NodeFilter.SHOW_TEXT);
    for (let n = walk.nextNode(), at = 0; n; n = walk.nextNode()) { nodes.push([n, at]); at += n.data.length; }
    const point = (off) => {
      for (const [n, at] of nodes) if (off <= at + n.data.length) return [n, off - at];
      const [n] = nodes.at(-1);
      return [n, n.data.length];
    };
    b.ln.forEach(([start, x, y, w], k) => {
      const next = k + 1 < b.ln.length ? b.ln[k + 1][0] : b.t.length;
      const text = b.t.slice(start, next).replace(/[ \n]+$/, '');
      const top = by + y, left = bx + x;
      if (!text || top < cy || top + b.lh > cy + ch || left < cx || left + w > cx + cw) return;  // clipped by its panel
      const r = document.createRange();
      r.setStart(...point(start));
      r.setEnd(...point(start + text.length));
      const rects = [...r.getClientRects()].filter((q) => q.width > 0);
      const dom = { left: Math.min(...rects.map((q) => q.left)), right: Math.max(...rects.map((q) => q.right)),
        top: Math.min(...rects.map((q) => q.top)), bottom: Math.max(...rects.map((q) => q.bottom)) };
      out.push({ text: text.slice(0, 40), rows: new Set(rects.map((q) => Math.round(q.top))).size,
        dx0: dom.left - left, dx1: dom.right - (left + w), dy: (dom.top + dom.bottom) / 2 - (top + b.lh / 2) });
    });
  });
  return out;
});

for (const [game, id] of CASES) {
  for (const [where, viewport] of Object.entries(VIEWPORTS)) {
    for (const dark of [false, true]) {
      const name = `${game}-${where}-${dark ? 'dark' : 'light'}`;
      test(`the text layer's lines lie on the canvas's (${name})`, async () => {
        const page = await app.browser.context.newPage();
        await page.setViewportSize(viewport);
        await page.addInitScript(keepMirror);
        await page.addInitScript((d) => localStorage.setItem('arbiter-theme', d ? 'dark' : 'light'), dark);
        const errors = [];
        page.on('pageerror', (e) => errors.push(e.message));
        await page.goto(`${app.srv.url}#/r/${id}`);
        await waitReady(page);
        await frames(page, 6);
        await page.waitForTimeout(100);
        const lines = await measure(page);
        assert.ok(lines.length >= 5, `lines of the ruling measured (${lines.length})`);
        const off = lines.filter((l) => l.rows !== 1 || Math.abs(l.dx0) > TOLERANCE || Math.abs(l.dx1) > TOLERANCE || Math.abs(l.dy) > TOLERANCE);
        const worst = (k) => Math.max(...lines.map((l) => Math.abs(l[k]))).toFixed(1);
        console.log(`${name}: ${lines.length} lines, worst start ${worst('dx0')} px, end ${worst('dx1')} px, middle ${worst('dy')} px`);
        assert.deepEqual(off.map((l) => `${l.text}: rows ${l.rows}, start ${l.dx0.toFixed(1)}, end ${l.dx1.toFixed(1)}, y ${l.dy.toFixed(1)}`), []);
        // A drag over the first paragraph of the ruling: its highlight, looked at in the screenshot.
        const p = await page.evaluate(() => {
          const r = [...document.querySelectorAll('#mirror main p.text')].map((e) => e.getBoundingClientRect()).find((q) => q.height > 40);
          return r && [r.left + 2, r.top + 4, r.right - 20, r.bottom - 6];
        });
        if (p && where === 'desktop') {
          await page.mouse.move(p[0], p[1]);
          await page.mouse.down();
          await page.mouse.move(p[2], p[3], { steps: 5 });
          await page.mouse.up();
        } else if (p) {
          await page.evaluate(() => {
            const el = [...document.querySelectorAll('#mirror main p.text')].find((e) => e.getBoundingClientRect().height > 40);
            getSelection().selectAllChildren(el);
          });
        }
        await screenshot(page, `selection-${name}`);
        assert.deepEqual(errors, []);
        await page.close();
      });
    }
  }
}
