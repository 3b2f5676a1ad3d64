// A seeded monkey: random clicks, taps, keys, typing and route changes across both games, the
// what-if editor included, on a desktop and a phone. Any page error or console error fails it, and
// the failing seed and the last actions are printed so the run can be replayed
// (MONKEY_SEEDS=... MONKEY_STEPS=... node --test web/tests/monkey.test.mjs).
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium } from 'playwright-core';
import { startServer, waitReady, chromiumArgs } from './harness.mjs';

const SEEDS = (process.env.MONKEY_SEEDS || '1,2,3,4,5,6').split(',').map(Number);
const STEPS = Number(process.env.MONKEY_STEPS || 60);

let srv;
before(async () => { srv = await startServer(); });
after(async () => { await srv?.close(); });

// mulberry32: a small seeded generator, so a failing sequence can be replayed exactly.
function rng(seed) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const KEYS = ['ArrowLeft', 'ArrowRight', 'ArrowUp', 'ArrowDown', 'Enter', 'Escape', 'Space', 'Tab', 'Shift+Tab', '/', 'Backspace'];
const WORDS = ['badl', 'defend', 'ravage', 'honor', 'chi', 'isolate', 'push', 'xq', 'strife', 'the', 'duel'];

async function monkey(seed, phone) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'arbiter-monkey-'));
  const ctx = await chromium.launchPersistentContext(dir, {
    executablePath: process.env.CHROMIUM || '/usr/bin/chromium', headless: true, args: chromiumArgs,
    viewport: phone ? { width: 360, height: 740 } : { width: 1280, height: 800 },
    hasTouch: phone, isMobile: phone,
  });
  const errors = [], done = [];
  try {
    const page = await ctx.newPage();
    page.on('pageerror', (e) => errors.push(`pageerror: ${e.message}`));
    page.on('console', (m) => { if (m.type() === 'error') errors.push(`console: ${m.text()}`); });
    await page.goto(srv.url);
    await waitReady(page);
    const rand = rng(seed);
    const pick = (xs) => xs[Math.floor(rand() * xs.length)];
    const rulings = await page.evaluate(() => window.arbiter.search('').filter((r) => r.demos.length).map((r) => [r.id, r.demos]));
    const si = rulings.filter(([id]) => id.startsWith('si-')), l5r = rulings.filter(([id]) => id.startsWith('l5r-'));
    for (let i = 0; i < STEPS && errors.length === 0; i++) {
      const r = rand();
      let action;
      if (r < 0.45) {
        const ui = await page.evaluate(() => window.arbiter.state().ui);
        const names = Object.keys(ui);
        if (!names.length) continue;
        const name = pick(names);
        const [x, y, w, h] = ui[name];
        const px = x + w * (0.2 + 0.6 * rand()), py = y + h * (0.2 + 0.6 * rand());
        action = `${phone ? 'tap' : 'click'} ${name}`;
        if (phone) await page.touchscreen.tap(px, py);
        else await page.mouse.click(px, py);
      } else if (r < 0.6) {
        const vp = page.viewportSize();
        const px = Math.floor(rand() * vp.width), py = Math.floor(rand() * vp.height);
        action = `${phone ? 'tap' : 'click'} ${px},${py}`;
        if (phone) await page.touchscreen.tap(px, py);
        else await page.mouse.click(px, py);
      } else if (r < 0.75) {
        const key = pick(KEYS);
        action = `key ${key}`;
        await page.keyboard.press(key);
      } else if (r < 0.83) {
        const word = pick(WORDS);
        action = `type ${word}`;
        await page.focus('#search').catch(() => {});
        await page.keyboard.type(word);
      } else {
        const [id, demos] = pick(rand() < 0.5 ? si : l5r);
        const demo = pick(demos);
        const step = Math.floor(rand() * 12);
        const routes = [`#/r/${id}`, `#/r/${id}/demo/${demo}/step/${step}`, `#/r/${id}/step/${step}`, '#/', '#/search?q=' + pick(WORDS), '#/nowhere'];
        const to = pick(routes);
        action = `route ${to}`;
        await page.evaluate((h) => { location.hash = h; }, to);
        if (rand() < 0.4) {
          await page.evaluate(() => new Promise(requestAnimationFrame));
          const ui = await page.evaluate(() => window.arbiter.state().ui);
          if (ui.whatif) {
            const [x, y, w, h] = ui.whatif;
            action += ' + what if';
            if (phone) await page.touchscreen.tap(x + w / 2, y + h / 2);
            else await page.mouse.click(x + w / 2, y + h / 2);
          }
        }
      }
      done.push(action);
      await page.evaluate(() => new Promise((res) => requestAnimationFrame(() => requestAnimationFrame(res))));
    }
    // The app still answers after the sequence.
    if (!errors.length) {
      const s = await page.evaluate(() => window.arbiter.state());
      assert.ok(s.loaded, 'the app still has its data');
    }
  } finally {
    await ctx.close();
    fs.rmSync(dir, { recursive: true, force: true });
  }
  assert.deepEqual(errors, [], `seed ${seed} (${phone ? 'phone' : 'desktop'}) failed after:\n  ${done.slice(-12).join('\n  ')}`);
  return done.length;
}

test(`monkey: ${SEEDS.length} seeded sequences of ${STEPS} actions, desktop and phone, no page error`, async () => {
  let actions = 0;
  for (const seed of SEEDS) actions += await monkey(seed, seed % 2 === 0);
  console.log(`# monkey: ${SEEDS.length} sequences, ${actions} actions, seeds ${SEEDS.join(',')}, no page error`);
});
