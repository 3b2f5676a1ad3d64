// Each scenario's text is a file of its own (data/s/GAME/ID.HASH.json, scripts/app_assets.py), fetched
// when a route or a click first needs it (issue 34): the start at a ruling's link downloads only the
// demonstration it shows, says "Loading the demonstration…" while the file is on its way, and says
// what went wrong, with a Retry, when it cannot be had. Each case runs in a fresh browser profile
// (no service worker or cache from another).
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import path from 'node:path';
import { startServer, launch, waitReady, state, frames, clickControl, screenshot, siteDir } from './harness.mjs';
import { readJson } from './site-builds.mjs';

let srv;
before(async () => { srv = await startServer(); });
after(async () => { await srv?.close(); });

// The site's bundle: its scenarios and the rulings they demonstrate.
function siteBundle() {
  const { files } = readJson(path.join(siteDir, 'version.json'));
  return readJson(path.join(siteDir, files['data/bundle.json']));
}
// A Spirit Island ruling demonstrated by `count` or more scenarios, and its first scenario.
function demonstrated(count = 1) {
  const bundle = siteBundle();
  const by = new Map();
  for (const s of bundle.scenarios) for (const r of s.demonstrates || []) by.set(r, [...(by.get(r) || []), s]);
  const entry = bundle.corpus.entries.find((e) => e.game === 'spirit-island' && (by.get(e.id) || []).length >= count);
  assert.ok(entry, `a ruling with ${count} demonstrations`);
  return { id: entry.id, scenarios: by.get(entry.id) };
}

// A fresh browser and page, the scenario files' requests recorded; `hold` routes them first. No
// service worker: it would answer the page's requests from its precache, out of page.route's sight
// (the offline app is web/tests/pwa.test.mjs's).
async function fresh(hold) {
  const browser = await launch({ serviceWorkers: 'block' });
  const page = await browser.context.newPage();
  const errors = [], scenarioFiles = [];
  // (pwa.js finds no service worker registration to watch for updates: not this suite's.)
  page.on('pageerror', (e) => { if (!/\/pwa\.[0-9a-f.]*js/.test(e.stack || '')) errors.push(e.message); });
  page.on('request', (r) => { if (/\/data\/s\//.test(r.url())) scenarioFiles.push(new URL(r.url()).pathname); });
  if (hold) await page.route('**/data/s/**', hold);
  return { browser, page, errors, scenarioFiles };
}

const mirrorText = (page) => page.locator('#mirror').innerText();
const demo = async (page) => (await state(page)).demo;

test('the start at a ruling link downloads its one demonstration; the start at / none', async () => {
  const r = demonstrated(2);
  const { browser, page, errors, scenarioFiles } = await fresh();
  try {
    await page.goto(`${srv.url}#/r/${r.id}`);
    await waitReady(page);
    const d = await demo(page);
    assert.equal(d.awaiting, false, 'the linked demonstration is there with the first frame');
    assert.ok(d.last_step > 0 && d.error === '', 'and it ran');
    assert.deepEqual(scenarioFiles.map((f) => f.replace(/\.[0-9a-f]{10}\.json$/, '')), [`/${r.scenarios[0].src.replace(/\.json$/, "")}`]);
    await page.goto(`${srv.url}#/`);
    await page.reload();
    await waitReady(page);
    await frames(page);
    assert.equal(scenarioFiles.length, 1, 'the start at / fetches no scenario');
    assert.deepEqual(errors, []);
  } finally {
    await browser.close();
  }
});

test('a ruling link whose scenario file is held back shows "Loading the demonstration…", then the step linked', async () => {
  const r = demonstrated();
  let release;
  const held = new Promise((res) => { release = res; });
  const { browser, page, errors } = await fresh(async (route) => { await held; await route.continue(); });
  try {
    await page.goto(`${srv.url}#/r/${r.id}/step/2`);
    await waitReady(page);
    await frames(page);
    const waiting = await demo(page);
    assert.equal(waiting.awaiting, true, 'the demonstration waits for its file');
    assert.equal(waiting.scenario, r.scenarios[0].id);
    assert.match(await mirrorText(page), /Loading the demonstration…/, 'the text layer says it is loading');
    assert.match((await state(page)).route, /\/step\/2$/, 'the link keeps the step it asked for');
    await screenshot(page, 'scenario-file-loading');
    // The forum text links the step asked for; its count is not known until the file arrives.
    const stepUrl = `${srv.url}r/${r.id}/#demo-${r.scenarios[0].id}-step-2`;
    assert.ok((await page.evaluate(() => window.arbiter.share('markdown'))).endsWith(`\n[Board: step 2](${stepUrl})`));
    release();
    await page.waitForFunction(() => window.arbiter.state().demo.awaiting === false);
    await frames(page);
    const shown = await demo(page);
    assert.equal(shown.step, 2, 'the linked step is shown once the file arrived');
    assert.ok(shown.last_step >= 2 && shown.error === '');
    assert.ok((await page.evaluate(() => window.arbiter.share('markdown'))).endsWith(`\n[Board: step 2 of ${shown.last_step}](${stepUrl})`));
    const text = await mirrorText(page);
    assert.doesNotMatch(text, /Loading the demonstration/);
    assert.ok(text.includes(shown.log.slice(0, 30)), 'the step\'s log line is in the text layer');
    // The keyboard steps it as before.
    await page.keyboard.press('ArrowRight');
    await frames(page);
    assert.equal((await demo(page)).step, Math.min(3, shown.last_step));
    assert.deepEqual(errors, []);
  } finally {
    await browser.close();
  }
});

for (const [how, answer, said] of [
  ['offline', (route) => route.abort('internetdisconnected'), /could not be downloaded/],
  ['not JSON', (route) => route.fulfill({ status: 200, contentType: 'application/json', body: '{"id": "oops"' }),
    /could not be read: data\/s\/[^ ]+\.json \(data\/scenarios\/[^)]+\.json\): expected the scenario's JSON/],
  ['another scenario', (route) => route.fulfill({ status: 200, contentType: 'application/json', body: '{"id": "someone-else"}' }),
    /could not be read: .*: \/id: expected "/],
]) {
  test(`a scenario file that fails (${how}) is said with a Retry, which then shows the demonstration`, async () => {
    const r = demonstrated(2);
    let failing = true;
    const { browser, page, errors } = await fresh((route) => (failing ? answer(route) : route.continue()));
    try {
      // The second demonstration, by a real click on its tab: its file is fetched then, not at the start.
      await page.goto(`${srv.url}#/r/${r.id}/demo/${r.scenarios[0].id}`);
      await waitReady(page);
      assert.equal((await demo(page)).awaiting, true, 'the first file failed too');
      failing = false;
      await clickControl(page, 'demo-retry');
      await page.waitForFunction(() => window.arbiter.state().demo.awaiting === false);
      failing = true;
      await clickControl(page, 'demo-1');
      await frames(page);
      const failed = await demo(page);
      assert.equal(failed.scenario, r.scenarios[1].id, JSON.stringify(failed));
      assert.equal(failed.awaiting, true);
      assert.match(failed.error, said);
      const text = await mirrorText(page);
      assert.ok(text.includes(failed.error), 'the message is in the text layer');
      assert.equal(await page.locator('#mirror button[data-action="demo-retry"]').count(), 1, 'with its Retry');
      await screenshot(page, `scenario-file-failed-${how.replace(/ /g, '-')}`);
      failing = false;
      await clickControl(page, 'demo-retry');
      await page.waitForFunction(() => window.arbiter.state().demo.awaiting === false);
      await frames(page);
      const shown = await demo(page);
      assert.equal(shown.scenario, r.scenarios[1].id);
      assert.ok(shown.last_step > 0 && shown.error === '', 'Retry shows the demonstration');
      assert.equal(await page.locator('#mirror button[data-action="demo-retry"]').count(), 0);
      assert.deepEqual(errors, []);
    } finally {
      await browser.close();
    }
  });
}
