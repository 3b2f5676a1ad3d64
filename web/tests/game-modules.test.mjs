// Each game model is a wasm module of its own, arbiter.GAME.HASH.wasm (scripts/split_wasm.py),
// loaded with the first demonstration of its game (issue 34, the page's budget): a ruling's link
// downloads the app's module and its own game's, / neither; every demonstration of a game runs on
// its own module alone, with no call reaching a split out function before its module was loaded
// (window.arbiter.placeholderHits); a module that cannot be had is said, with a Retry. Each case
// runs in a fresh browser profile without a service worker (its precache would hide the requests).
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import path from 'node:path';
import { startServer, launch, waitReady, state, frames, clickControl, screenshot, siteDir } from './harness.mjs';
import { readJson } from './site-builds.mjs';

let srv;
before(async () => { srv = await startServer(); });
after(async () => { await srv?.close(); });

const GAMES = ['spirit-island', 'l5r-celestial'];
const { files } = readJson(path.join(siteDir, 'version.json'));
const bundle = readJson(path.join(siteDir, files['data/bundle.json']));
// Every scenario of `game` (its site file names the game, data/s/GAME/ID.json) with a ruling it
// demonstrates.
function scenariosOf(game) {
  return bundle.scenarios.filter((s) => s.src.startsWith(`data/s/${game}/`) && (s.demonstrates || []).length)
    .map((s) => ({ id: s.id, ruling: s.demonstrates[0] }));
}

async function fresh(hold) {
  const browser = await launch({ serviceWorkers: 'block' });
  const page = await browser.context.newPage();
  const errors = [], wasm = [];
  page.on('pageerror', (e) => { if (!/\/pwa\.[0-9a-f.]*js/.test(e.stack || '')) errors.push(e.message); });
  page.on('console', (m) => { if (m.type() === 'error') errors.push(m.text()); });
  page.on('request', (r) => { if (/\.wasm$/.test(r.url())) wasm.push(path.basename(new URL(r.url()).pathname).replace(/\.[0-9a-f]{10}\.wasm$/, '')); });
  if (hold) await page.route('**/*.wasm', hold);
  return { browser, page, errors, wasm };
}
const modules = (page) => page.evaluate(() => ({ loaded: window.arbiter.gamesLoaded(), hits: window.arbiter.placeholderHits }));

// Runs every listed demonstration by its route (as a link or a click on its tab would), checking
// that each ran to its end and passed its expectations.
async function runAll(page, scenarios) {
  for (const s of scenarios) {
    await page.evaluate((h) => { location.hash = h; }, `#/r/${s.ruling}/demo/${s.id}`);
    await page.waitForFunction((id) => { const d = window.arbiter.state().demo; return d && d.scenario === id && !d.awaiting; }, s.id);
    const d = (await state(page)).demo;
    assert.equal(d.error, '', `${s.id}: ${d.error}`);
    assert.ok(d.last_step > 0 && d.passed, `${s.id} ran and passed`);
  }
}

for (const [game, other] of [GAMES, [...GAMES].reverse()]) {
  test(`a ${game} ruling link loads the app and the ${game} model only, and every ${game} demonstration runs on it`, async () => {
    const scenarios = scenariosOf(game);
    assert.ok(scenarios.length > 10, `${game} has demonstrations (${scenarios.length})`);
    const { browser, page, errors, wasm } = await fresh();
    try {
      await page.goto(`${srv.url}#/r/${scenarios[0].ruling}/demo/${scenarios[0].id}`);
      await waitReady(page);
      assert.deepEqual(wasm.sort(), ['arbiter', `arbiter.${game}`], 'the start fetched the app and this game\'s model');
      await runAll(page, scenarios);
      assert.deepEqual(await modules(page), { loaded: [game], hits: [] }, 'no placeholder was reached');
      assert.deepEqual(wasm.sort(), ['arbiter', `arbiter.${game}`], `all ${scenarios.length} ran without the other model`);
      // Switching game in the session loads the other model, once.
      const others = scenariosOf(other);
      await runAll(page, [others[0], scenarios[1], others[1]]);
      assert.deepEqual(wasm.sort(), ['arbiter', `arbiter.${game}`, `arbiter.${other}`].sort());
      const after = await modules(page);
      assert.deepEqual([after.loaded.sort(), after.hits], [[...GAMES].sort(), []]);
      assert.deepEqual(errors, []);
    } finally {
      await browser.close();
    }
  });
}

test('the start at / loads no game model', async () => {
  const { browser, page, errors, wasm } = await fresh();
  try {
    await page.goto(srv.url);
    await waitReady(page);
    await page.waitForFunction(() => window.arbiter.rested === true);
    assert.deepEqual(wasm, ['arbiter']);
    assert.deepEqual(await modules(page), { loaded: [], hits: [] });
    assert.deepEqual(errors, []);
    // A placeholder reached before its module was even downloaded fails with the file named on the
    // page (the call is made here by hand: the app itself never makes one, above).
    const thrown = await page.evaluate(() => {
      try { window.arbiterEarly.placeholders('l5r-celestial')['7'](); } catch (e) { return e.message; }
      return '';
    });
    assert.match(thrown, /arbiter\.l5r-celestial\.wasm is needed and has not been loaded/);
    assert.match(await page.locator('p.failed[role="alert"]').innerText(), /arbiter\.l5r-celestial\.wasm is needed/);
  } finally {
    await browser.close();
  }
});

test('a game model that cannot be downloaded is said with its file and a Retry, which then runs the demonstration', async () => {
  const [s] = scenariosOf('l5r-celestial');
  let failing = true;
  const { browser, page, wasm } = await fresh((route) => (failing && /arbiter\.l5r-celestial\./.test(route.request().url())
    ? route.abort('internetdisconnected') : route.continue()));
  try {
    await page.goto(`${srv.url}#/r/${s.ruling}/demo/${s.id}`);
    await waitReady(page);
    await frames(page);
    const failed = (await state(page)).demo;
    assert.equal(failed.awaiting, true);
    assert.match(failed.error, /The demonstration could not be downloaded: arbiter\.l5r-celestial\.wasm could not be downloaded/);
    assert.ok((await page.locator('#mirror').innerText()).includes(failed.error), 'the message is in the text layer');
    await screenshot(page, 'game-module-failed');
    failing = false;
    await clickControl(page, 'demo-retry');
    await page.waitForFunction(() => window.arbiter.state().demo.awaiting === false);
    await frames(page);
    const shown = (await state(page)).demo;
    assert.ok(shown.last_step > 0 && shown.error === '' && shown.passed, 'Retry runs the demonstration');
    assert.deepEqual(await modules(page), { loaded: ['l5r-celestial'], hits: [] });
    assert.ok(!wasm.includes('arbiter.spirit-island'));
  } finally {
    await browser.close();
  }
});
