// The app as users meet it: search as you type, open a ruling, deep links, back/forward, the demo
// board's steps, a what-if edit, copy link / copy for forum, the phone layout, and the friendly
// pages for a broken link and a corpus that fails to load. Each test saves a screenshot.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium } from 'playwright-core';
import { startApp, startServer, openPage, waitReady, screenshot, siteDir, chromiumArgs, shotDir, state, frames } from './harness.mjs';

let app, srv, browser;
before(async () => { app = await startApp(); ({ srv, browser } = app); });
after(async () => { await app?.close(); });

// Clicks the middle of a control the app reports in state().ui (see src/app/ui_marks.h).
async function click(page, name) {
  await frames(page);
  const ui = (await state(page)).ui;
  assert.ok(ui[name], `control "${name}" is not on screen (have: ${Object.keys(ui).join(', ')})`);
  const [x, y, w, h] = ui[name];
  await page.mouse.click(x + w / 2, y + h / 2);
  await frames(page);
}
async function open(url, viewport) {
  const { page, errors } = await openPage(browser.context, url, { viewport });
  await waitReady(page);
  await frames(page);
  return { page, errors };
}
// A ruling whose demonstration is in this build (first in corpus order).
async function rulingWithDemo(page) {
  const all = await page.evaluate(() => window.arbiter.search(''));
  return all.find((r) => r.demos.length > 0 && r.game === 'spirit-island') || all.find((r) => r.demos.length > 0);
}

test('typing a query updates the results and the URL per keystroke', async () => {
  const { page, errors } = await open(srv.url);
  await page.keyboard.press('/');
  assert.equal(await page.evaluate(() => document.activeElement.id), 'search', '/ focuses the search box');
  await page.keyboard.type('bad', { delay: 30 });
  await frames(page);
  let s = await state(page);
  assert.equal(s.query, 'bad');
  const afterThree = s.results;
  await page.keyboard.type('l', { delay: 30 });
  await frames(page);
  s = await state(page);
  assert.equal(s.query, 'badl');
  assert.equal(await page.evaluate(() => location.hash), '#/search?q=badl');
  assert.ok(s.results > 0 && s.results <= afterThree, `results narrow as you type (${afterThree} -> ${s.results})`);
  const top = await page.evaluate(() => window.arbiter.search('badl')[0]);
  assert.match(top.title + top.snippet + top.tags.join(' '), /badlands/i);
  assert.ok(s.ui['result-0'], 'the first result is on screen');
  await screenshot(page, 'app-search-desktop');
  assert.deepEqual(errors, []);
  await page.close();
});

// Players' words, not the rulings': each query is typed key by key, the ruling it means comes first
// as you type, Enter opens it, and its page lists the question's other wordings (data/asked.json,
// the project's own, shown as "Also asked as").
test('paraphrases typed as players ask put the meant ruling first; its page lists the other wordings', async () => {
  const cases = [
    ['wounded city attacks weaker', 'si-faq-damage-piece-deals-doesnt-depend-much-damage', 'app-paraphrase-wounded-city'],
    ['explorers pushed can they split up', 'si-errata-core-rulebook-p-19-gather-push', 'app-paraphrase-split-push'],
    ['does defend wear off after the first ravage', 'si-faq-invaders-ravage-twice-same-round-defend-work', 'app-paraphrase-defend-wears-off'],
  ];
  for (const [query, id, shot] of cases) {
    const { page, errors } = await open(srv.url);
    await page.keyboard.press('/');
    await page.keyboard.type(query, { delay: 15 });
    await frames(page);
    const s = await state(page);
    assert.equal(s.query, query);
    assert.equal(await page.evaluate((q) => window.arbiter.search(q)[0].id, query), id, `"${query}" puts ${id} first`);
    await screenshot(page, shot);
    await page.keyboard.press('Enter');
    await frames(page);
    const opened = await state(page);
    assert.equal(opened.page, 'ruling');
    assert.equal(opened.ruling.id, id, 'Enter opens the first result');
    const text = await page.evaluate(() => document.getElementById('mirror').innerText);
    assert.match(text, /Also asked as/, "the ruling lists its other wordings (the project's own), as page text");
    assert.deepEqual(errors, []);
    await page.close();
  }
});

test('keyboard: ↓ and Enter open a result, the hash changes, Escape clears the search', async () => {
  const { page, errors } = await open(`${srv.url}#/search?q=defend`);
  assert.equal(await page.evaluate(() => document.getElementById('search').value), 'defend', 'the box shows the query from the link');
  const before = await state(page);
  assert.ok(before.results >= 2);
  await page.focus('#search');
  await page.keyboard.press('ArrowDown');
  await frames(page);
  assert.equal((await state(page)).selected, 1);
  await page.keyboard.press('Enter');
  await frames(page);
  const s = await state(page);
  assert.equal(s.page, 'ruling');
  assert.equal(await page.evaluate(() => location.hash), `#/r/${s.ruling.id}`);
  const second = await page.evaluate(() => window.arbiter.search('defend')[1].id);
  assert.equal(s.ruling.id, second);
  assert.deepEqual(errors, []);
  await page.close();
});

test('clicking a result opens it; back and forward move through what the user did', async () => {
  const { page, errors } = await open(`${srv.url}#/search?q=push`);
  await click(page, 'result-0');
  const opened = await state(page);
  assert.equal(opened.page, 'ruling');
  const rulingHash = await page.evaluate(() => location.hash);
  assert.match(rulingHash, /^#\/r\//);
  await page.goBack();
  await frames(page);
  let s = await state(page);
  assert.equal(s.page, 'search');
  assert.equal(s.query, 'push');
  assert.equal(await page.evaluate(() => document.getElementById('search').value), 'push');
  await page.goForward();
  await frames(page);
  s = await state(page);
  assert.equal(s.page, 'ruling');
  assert.equal(s.ruling.id, opened.ruling.id);
  assert.deepEqual(errors, []);
  await page.close();
});

test('a deep link lands on the ruling directly', async () => {
  const { page, errors } = await open(`${srv.url}#/r/si-errata-update-badlands-tokens`);
  const s = await state(page);
  assert.equal(s.page, 'ruling');
  assert.equal(s.ruling.id, 'si-errata-update-badlands-tokens');
  assert.match(s.ruling.title, /Badlands/);
  await screenshot(page, 'app-ruling-desktop');
  assert.deepEqual(errors, []);
  await page.close();
});

test('copy link gives the ruling page, on a demo step too; copy for forum links the page and the step', async () => {
  const id = 'si-errata-update-badlands-tokens';
  const { page, errors } = await open(`${srv.url}#/r/${id}`);
  const clipboard = () => page.evaluate(() => navigator.clipboard.readText());
  const pageUrl = `${srv.url}r/${id}/`;
  assert.equal(await page.evaluate((i) => window.arbiterRulingUrl(i), id), pageUrl);
  await click(page, 'copy-link');
  assert.equal(await page.evaluate(() => window.arbiter.lastCopied), pageUrl);
  assert.equal(await clipboard(), pageUrl);
  const served = await page.request.get(pageUrl);
  assert.equal(served.status(), 200);
  assert.match(await served.text(), /<h1[^>]*>[^<]*Badlands/, 'the copied link is the ruling\'s own page');
  await click(page, 'copy-forum');
  await click(page, 'copy-bbcode');
  const bb = await clipboard();
  assert.equal(bb, await page.evaluate(() => window.arbiter.lastCopied));
  assert.match(bb, /^\[b\]Update for Badlands tokens\[\/b\]\n.+\n\[url=(.+?)\]Arbiter: Errata — .+\[\/url\]$/);
  assert.equal(bb.match(/\[url=(.+?)\]/)[1], pageUrl);
  const md = await page.evaluate(() => window.arbiter.share('markdown'));
  assert.match(md, /^\*\*Update for Badlands tokens\*\*\n.+\n\[Arbiter: Errata — .+\]\((.+)\)$/);
  assert.equal(md.match(/\]\((.+)\)$/)[1], pageUrl);
  await screenshot(page, 'app-copied');

  // On a demo step Copy link still gives the ruling page; the forum text links the page and the
  // step's board on it (web/tests/links.test.mjs has "Copy link to this step").
  const r = await rulingWithDemo(page);
  assert.ok(r, 'at least one ruling has a demonstration in this build');
  await page.evaluate((i) => window.arbiter.open(i), r.id);
  await page.evaluate(() => window.arbiter.step(2));
  await frames(page);
  const { last_step: last, scenario } = (await state(page)).demo;
  const stepUrl = `${srv.url}r/${r.id}/#demo-${scenario}-step-2`;
  await click(page, 'copy-link');
  assert.equal(await clipboard(), `${srv.url}r/${r.id}/`);
  await click(page, 'copy-forum');
  await click(page, 'copy-markdown');
  const mdStep = await clipboard();
  assert.ok(mdStep.includes(`](${srv.url}r/${r.id}/)`), `the forum text links the ruling page:\n${mdStep}`);
  assert.ok(mdStep.endsWith(`\n[Board: step 2 of ${last}](${stepUrl})`), `and the board at that step:\n${mdStep}`);
  assert.deepEqual(errors, []);
  await page.close();
});

test('a demonstration steps forward and back, by buttons, keys and link', async () => {
  const { page, errors } = await open(srv.url);
  const r = await rulingWithDemo(page);
  assert.ok(r, 'at least one ruling has a demonstration in this build');
  await page.evaluate((id) => window.arbiter.open(id), r.id);
  await frames(page);
  let s = await state(page);
  assert.ok(s.demo, 'the demo loaded');
  assert.equal(s.demo.error, '');
  assert.ok(s.demo.last_step >= 2, 'the demo has steps');
  assert.equal(s.demo.step, 0);
  const setup = s.demo.board;
  await click(page, 'step-next');
  s = await state(page);
  assert.equal(s.demo.step, 1);
  assert.equal(await page.evaluate(() => location.hash), `#/r/${r.id}/demo/${s.demo.scenario}/step/1`);
  await page.locator('canvas').focus();
  await page.keyboard.press('ArrowRight');
  await frames(page);
  assert.equal((await state(page)).demo.step, 2);
  await page.keyboard.press('ArrowLeft');
  await frames(page);
  assert.equal((await state(page)).demo.step, 1);
  await click(page, 'step-last');
  s = await state(page);
  assert.equal(s.demo.step, s.demo.last_step);
  assert.notDeepEqual(s.demo.board, setup, 'the board changed between setup and the end');
  assert.equal(s.demo.passed, true, 'the engine confirms the ruling');
  const mid = Math.max(1, Math.floor(s.demo.last_step / 2));
  const { page: linked, errors: e2 } = await open(`${srv.url}#/r/${r.id}/step/${mid}`);
  assert.equal((await state(linked)).demo.step, mid, 'a step link lands on that step');
  await screenshot(linked, 'app-demo-mid-desktop');
  assert.deepEqual(errors, []);
  assert.deepEqual(e2, []);
  await page.close();
  await linked.close();
});

test('a what-if edit re-runs the demonstration, lives in the URL, and resets', async () => {
  const { page, errors } = await open(srv.url);
  const r = await rulingWithDemo(page);
  assert.ok(r, 'at least one ruling has a demonstration in this build');
  await page.evaluate((id) => window.arbiter.open(id), r.id);
  // Its notices can push the button below the panel's edge: scrolled into view, as a person would.
  await frames(page);
  const [bx, by] = (await state(page)).ui['step-next'];
  await page.mouse.move(bx, by);
  await page.mouse.wheel(0, 600);
  await click(page, 'whatif');
  const ui = (await state(page)).ui;
  const plus = Object.keys(ui).find((k) => k.startsWith('edit+'));
  assert.ok(plus, 'the editor shows + controls');
  const original = (await state(page)).demo;
  await click(page, plus);
  let s = await state(page);
  assert.equal(s.demo.edited, true);
  const hash = await page.evaluate(() => location.hash);
  assert.match(hash, /\?board=/, 'the edit is in the link');
  assert.notDeepEqual(s.demo.board, original.board, 'the board re-ran from the edited setup');
  const { page: linked, errors: e2 } = await open(srv.url + hash);
  const ls = await state(linked);
  assert.equal(ls.demo.edited, true, 'the edited board link opens the edited board');
  assert.deepEqual(ls.demo.board, s.demo.board);
  await screenshot(page, 'app-whatif-desktop');
  await click(page, 'whatif-reset');
  s = await state(page);
  assert.equal(s.demo.edited, false);
  assert.doesNotMatch(await page.evaluate(() => location.hash), /board=/);
  assert.deepEqual(errors, []);
  assert.deepEqual(e2, []);
  await page.close();
  await linked.close();
});

test('phone viewport: one column, results then the ruling with a back button', async () => {
  const vp = { width: 360, height: 740 };
  const { page, errors } = await open(`${srv.url}#/search?q=badlands`, vp);
  let s = await state(page);
  assert.equal(s.layout, 'phone');
  const box = await page.locator('#search').boundingBox();
  assert.ok(box.width > 200 && box.height >= 40, `the search box is a large touch target (${JSON.stringify(box)})`);
  assert.ok(s.ui['result-0'][2] > 320, 'results use the full width');
  await screenshot(page, 'app-search-phone');
  await page.mouse.click(s.ui['result-0'][0] + 40, s.ui['result-0'][1] + 30);
  await frames(page);
  s = await state(page);
  assert.equal(s.page, 'ruling');
  assert.ok(s.ui.back, 'a back button is shown');
  await screenshot(page, 'app-ruling-phone');
  const r = await rulingWithDemo(page);
  if (r) {
    await page.evaluate((id) => window.arbiter.open(id), r.id);
    await page.evaluate(() => window.arbiter.step(2));
    await frames(page);
    await screenshot(page, 'app-demo-phone');
  }
  await click(page, 'back');
  assert.equal((await state(page)).page, 'search');
  assert.deepEqual(errors, []);
  await page.close();
});

test('a broken route and an unknown ruling show a friendly page with suggestions', async () => {
  const { page, errors } = await open(`${srv.url}#/nonsense/badlands`);
  let s = await state(page);
  assert.equal(s.page, 'broken');
  await screenshot(page, 'app-broken-route');
  await page.evaluate(() => { location.hash = '#/r/si-faq-no-such-ruling-defend'; });
  await frames(page);
  s = await state(page);
  assert.equal(s.page, 'not-found');
  assert.equal(s.ruling, null);
  assert.deepEqual(errors, []);
  await page.close();
});

test('a corpus that fails to load shows what failed instead of a blank canvas', async () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'arbiter-broken-site-'));
  fs.cpSync(siteDir, dir, { recursive: true });
  const bundle = fs.readdirSync(path.join(dir, 'data')).find((f) => /^bundle.*\.json$/.test(f));
  fs.writeFileSync(path.join(dir, 'data', bundle), '{"corpus": {"schema": 1, "entries": [{"id": 7}]}}');
  const broken = await startServer(dir);
  try {
    const { page, errors } = await open(broken.url);
    const s = await state(page);
    assert.equal(s.loaded, false);
    assert.ok(s.load_errors.length > 0);
    assert.match(s.load_errors.join('\n'), /corpus\.json/);
    await screenshot(page, 'app-load-failure');
    assert.deepEqual(errors, []);
    await page.close();
  } finally {
    await broken.close();
    fs.rmSync(dir, { recursive: true, force: true });
  }
});

test('a broken card library in the bundle: that game\'s demonstrations say what is wrong, the other game\'s still run', async () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'arbiter-broken-cards-'));
  fs.cpSync(siteDir, dir, { recursive: true });
  const file = fs.readdirSync(path.join(dir, 'data')).find((f) => /^bundle.*\.json$/.test(f));
  const bundle = JSON.parse(fs.readFileSync(path.join(dir, 'data', file), 'utf8'));
  const l5r = bundle.game_data.find((g) => g.file === 'l5r/cards.json');
  l5r.text = '{"cards": [{"name": 7}]}';
  fs.writeFileSync(path.join(dir, 'data', file), JSON.stringify(bundle));
  const broken = await startServer(dir);
  try {
    const { page, errors } = await open(broken.url);
    const demoOf = async (prefix) => (await page.evaluate(() => window.arbiter.search(''))).find((r) => r.id.startsWith(prefix) && r.demos.length > 0);
    const l5rRuling = await demoOf('l5r-'), siRuling = await demoOf('si-');
    assert.ok(l5rRuling && siRuling, 'both games have a ruling with a demonstration');
    await page.evaluate((id) => window.arbiter.open(id), l5rRuling.id);
    await frames(page);
    assert.match((await state(page)).demo.error, /data\/l5r\/cards\.json: at \/cards\/0/);
    await page.evaluate((id) => window.arbiter.open(id), siRuling.id);
    await frames(page);
    const s = await state(page);
    assert.equal(s.demo.error, '');
    assert.ok(s.demo.last_step > 0);
    assert.deepEqual(errors, []);
    await page.close();
  } finally {
    await broken.close();
    fs.rmSync(dir, { recursive: true, force: true });
  }
});

test('high-DPI phone (3x): the canvas renders at device pixels and the demo board shows', async () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'arbiter-chromium-dpr-'));
  const ctx = await chromium.launchPersistentContext(dir, {
    executablePath: process.env.CHROMIUM || '/usr/bin/chromium', headless: true, args: chromiumArgs,
    viewport: { width: 360, height: 740 }, deviceScaleFactor: 3, hasTouch: true, isMobile: true,
  });
  try {
    const page = await ctx.newPage();
    const errors = [];
    page.on('pageerror', (e) => errors.push(e.message));
    await page.goto(srv.url);
    await waitReady(page);
    const r = await rulingWithDemo(page);
    assert.ok(r, 'at least one ruling has a demonstration in this build');
    await page.goto(`${srv.url}#/r/${r.id}/step/2`);
    await page.waitForTimeout(400);
    await frames(page, 5);
    const size = await page.evaluate(() => [document.getElementById('canvas').width, document.getElementById('canvas').height]);
    assert.deepEqual(size, [360 * 3, 740 * 3], 'the canvas backing store is at device pixels');
    fs.mkdirSync(shotDir, { recursive: true });
    await page.screenshot({ path: path.join(shotDir, 'app-demo-phone-3x.png') });
    const s = await state(page);
    assert.equal(s.layout, 'phone');
    assert.equal(s.demo.error, '');
    assert.equal(s.demo.step, 2);
    assert.deepEqual(errors, []);
  } finally {
    await ctx.close();
    fs.rmSync(dir, { recursive: true, force: true });
  }
});
