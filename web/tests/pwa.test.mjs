// The installable, offline app: Chromium finds nothing missing for installation; after one visit
// the app, its search and its demonstrations work with the network gone; a new deployment is
// offered as "Update available — reload" and only then replaces the running version, whole.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { siteDir, startServer, launch, openPage, waitReady, screenshot, distinctColours } from './harness.mjs';
import { buildSiteVariant, deploySlot, readJson } from './site-builds.mjs';

const controlled = (page) => page.waitForFunction(() => navigator.serviceWorker.controller !== null, null, { timeout: 30000 });
const build = (page) => page.evaluate(() => window.ARBITER_ASSETS.build);

// The corpus the site ships, read from its own bundle.
function siteBundle(dir) {
  const { files } = readJson(path.join(dir, 'version.json'));
  return readJson(path.join(dir, files['data/bundle.json']));
}
const siteCorpus = (dir) => siteBundle(dir).corpus.entries;

// Rulings with and without a demonstration (named in the entry's demos, or by a scenario).
function byDemo(dir, wanted) {
  const bundle = siteBundle(dir);
  const shown = new Set(bundle.scenarios.flatMap((s) => s.demonstrates || []));
  return bundle.corpus.entries.find((e) => (e.demos.length > 0 || shown.has(e.id)) === wanted);
}

async function searchFinds(page, query) {
  const hits = await page.evaluate(async (q) => window.arbiter.search(q), query);
  assert.ok(Array.isArray(hits) && hits.length > 0, `search for "${query}" found nothing`);
  return hits;
}

// Opens the ruling, steps its demonstration, and checks the engine moved the board.
async function demoSteps(page, entry) {
  assert.ok(await page.evaluate((id) => window.arbiter.open(id), entry.id), `the app opens ${entry.id}`);
  const board = () => page.evaluate(() => window.arbiter.state().demo);
  assert.equal(await page.evaluate(() => window.arbiter.step(0)), 0, 'the demonstration starts at its setup');
  const setup = await board();
  assert.equal(setup.error, '', 'the demonstration runs');
  assert.equal(await page.evaluate(() => window.arbiter.step(1)), 1, 'the demonstration steps forward');
  assert.equal((await board()).step, 1);
  const end = await page.evaluate((n) => window.arbiter.step(n), setup.last_step);
  assert.equal(end, setup.last_step);
  const last = await board();
  assert.notDeepEqual(last.board, setup.board, 'the board changed between setup and the last step');
  assert.equal(last.passed, true, 'the engine confirms the ruling');
}

async function stopServing(srv) {
  srv.server.closeAllConnections();
  await srv.close();
}

let browser;
before(async () => { browser = await launch(); });
after(async () => { await browser?.close(); });

test('Chromium reports no installability errors and reads the whole manifest', async () => {
  const srv = await startServer(siteDir);
  const requested = [];
  const record = (r) => requested.push(r.url());
  browser.context.on('request', record);
  const { page, errors } = await openPage(browser.context, srv.url);
  await waitReady(page);
  await controlled(page);
  await page.evaluate(() => window.arbiter.search('ravage'));
  const cdp = await browser.context.newCDPSession(page);
  const { installabilityErrors } = await cdp.send('Page.getInstallabilityErrors');
  assert.deepEqual(installabilityErrors, []);
  const manifest = await cdp.send('Page.getAppManifest');
  assert.deepEqual(manifest.errors, []);
  const data = JSON.parse(manifest.data);
  assert.equal(data.short_name, 'Arbiter');
  assert.equal(data.display, 'standalone');
  assert.equal(data.start_url, '/');
  assert.match(data.theme_color, /^#[0-9a-f]{6}$/);
  assert.match(data.background_color, /^#[0-9a-f]{6}$/);
  const icon = (size, purpose) => data.icons.find((i) => i.sizes === size && i.purpose === purpose);
  for (const [size, purpose] of [['192x192', 'any'], ['512x512', 'any'], ['512x512', 'maskable']]) {
    const i = icon(size, purpose);
    assert.ok(i, `a ${size} ${purpose} icon`);
    const res = await page.request.get(new URL(i.src, manifest.url).href);
    assert.equal(res.headers()['content-type'], 'image/png');
  }
  assert.ok(requested.length > 5);
  browser.context.off('request', record);
  assert.deepEqual(requested.filter((u) => !u.startsWith(srv.url)), [], 'no third-party requests');
  assert.deepEqual(errors, []);
  await page.close();
  await stopServing(srv);
});

// Visits the app once, then takes the network away (offline context, server stopped) and runs `body`.
async function afterOneVisitOffline(body) {
  const srv = await startServer(siteDir);
  const { page, errors } = await openPage(browser.context, srv.url);
  const reader = await browser.context.newPage();
  try {
    await waitReady(page);
    await controlled(page);
    await body.online?.({ page, reader, url: srv.url });
    await browser.context.setOffline(true);
    await stopServing(srv); // and nothing answers on that port any more
    await page.reload();
    await waitReady(page);
    await body.offline({ page, reader, url: srv.url });
    assert.deepEqual(errors, []);
  } finally {
    await browser.context.setOffline(false);
    await reader.close();
    await page.close();
    if (srv.server.listening) await stopServing(srv);
  }
}

test('the app registers its service worker once it rests, not during its start', async () => {
  const srv = await startServer(siteDir);
  const fresh = await launch();
  try {
    const { page, errors } = await openPage(fresh.context, srv.url);
    await waitReady(page);
    await page.waitForFunction(() => window.arbiter.pwa.registeredAt !== null, null, { timeout: 20000 });
    const t = await page.evaluate(() => ({
      registered: window.arbiter.pwa.registeredAt,
      indexed: performance.getEntriesByName('arbiter:indexed')[0]?.startTime,
      firstFrame: performance.getEntriesByName('arbiter:firstFrame')[0]?.startTime,
    }));
    assert.ok(t.firstFrame > 0 && t.indexed >= t.firstFrame, `the app started: ${JSON.stringify(t)}`);
    assert.ok(t.registered >= t.indexed, `registered after the search index was built: ${JSON.stringify(t)}`);
    await controlled(page);
    assert.deepEqual(errors, []);
  } finally {
    await fresh.close();
    await srv.close();
  }
});

test('after one visit the app, its search and visited ruling pages work offline', async () => {
  const [visited, unvisited] = siteCorpus(siteDir);
  await afterOneVisitOffline({
    online: ({ reader, url }) => reader.goto(`${url}r/${visited.id}/`),
    offline: async ({ page, reader, url }) => {
      await searchFinds(page, 'dahan');
      await screenshot(page, 'pwa-offline');
      await reader.reload();
      assert.equal((await reader.locator('h1').innerText()).trim(), visited.title.trim());
      // A ruling page never visited opens inside the app instead.
      await reader.goto(`${url}r/${unvisited.id}/`);
      await waitReady(reader);
      assert.equal(new URL(reader.url()).hash, `#/r/${unvisited.id}`);
    },
  });
});

test('after one visit, offline: a reload shows the app, search finds rulings and a demonstration steps', async () => {
  const withDemo = byDemo(siteDir, true);
  assert.ok(withDemo, 'no ruling in the corpus has a demonstration yet');
  await afterOneVisitOffline({
    offline: async ({ page }) => {
      assert.equal(await page.evaluate(() => navigator.onLine), false, 'the browser is offline');
      assert.ok((await page.evaluate(() => window.arbiter.state())).loaded, 'the app loaded its rulings from the cache');
      await page.waitForTimeout(300);
      assert.ok(distinctColours(await page.screenshot()) > 20, 'the app is drawn, not a blank canvas');
      const hits = await searchFinds(page, withDemo.title.split(/\s+/).slice(0, 3).join(' '));
      assert.ok(hits.some((h) => h.id === withDemo.id), `searching its title finds ${withDemo.id}`);
      await demoSteps(page, withDemo);
      await screenshot(page, 'pwa-offline-demo');
    },
  });
});

test('after one visit of /, offline: an L5R ruling\'s link opened cold shows its demonstration, its game\'s module from the precache', async () => {
  const bundle = siteBundle(siteDir);
  const l5r = bundle.scenarios.find((sc) => sc.src.startsWith('data/s/l5r-celestial/') && (sc.demonstrates || []).length);
  await afterOneVisitOffline({
    offline: async ({ reader, url }) => {
      assert.deepEqual(await reader.evaluate(() => navigator.onLine), false);
      await reader.goto(`${url}#/r/${l5r.demonstrates[0]}/demo/${l5r.id}`);
      await waitReady(reader);
      await reader.waitForFunction(() => window.arbiter.state().demo?.awaiting === false);
      const d = await reader.evaluate(() => window.arbiter.state().demo);
      assert.ok(d.error === '' && d.last_step > 0 && d.passed, JSON.stringify(d).slice(0, 300));
      assert.deepEqual(await reader.evaluate(() => [window.arbiter.gamesLoaded(), window.arbiter.placeholderHits]), [['l5r-celestial'], []]);
    },
  });
});

test('a new deployment shows "Update available — reload" and then runs whole', async () => {
  const a = buildSiteVariant('update-a', { ARBITER_BUILD_ID: 'test-a' });
  const b = buildSiteVariant('update-b', { ARBITER_BUILD_ID: 'test-b' });
  const filesA = readJson(path.join(a, 'version.json'));
  const filesB = readJson(path.join(b, 'version.json'));
  assert.notEqual(filesA.files['arbiter.wasm'], filesB.files['arbiter.wasm']);
  assert.notEqual(filesA.files['arbiter.js'], filesB.files['arbiter.js']);

  const slot = deploySlot(a);
  const srv = await startServer(slot.dir);
  const { page, errors } = await openPage(browser.context, srv.url);
  try {
    await waitReady(page);
    await controlled(page);
    assert.equal(await build(page), 'test-a');

    slot.deploy(b);
    await page.evaluate(() => window.arbiter.pwa.checkForUpdate());
    const banner = page.locator('#arbiter-update');
    await banner.waitFor({ state: 'visible', timeout: 30000 });
    assert.match(await banner.innerText(), /Update available\s*—\s*reload/);
    assert.equal(await build(page), 'test-a', 'nothing is swapped before the user asks');
    await screenshot(page, 'pwa-update-banner');

    // A plain reload keeps the running version and offers the update again.
    await page.reload();
    await waitReady(page);
    assert.equal(await build(page), 'test-a');
    await banner.waitFor({ state: 'visible', timeout: 30000 });

    await Promise.all([page.waitForEvent('load', { timeout: 30000 }), banner.getByRole('button', { name: 'reload' }).click()]);
    await waitReady(page);
    assert.equal(await build(page), 'test-b');
    const loaded = await page.evaluate(() => [
      ...[...document.scripts].filter((s) => s.src).map((s) => s.src),
      ...performance.getEntriesByType('resource').map((r) => r.name),
    ].map((u) => new URL(u).pathname.slice(1)));
    const hashedA = new Set(Object.values(filesA.files));
    const hashedB = new Set(Object.values(filesB.files));
    assert.deepEqual(loaded.filter((p) => hashedA.has(p) && !hashedB.has(p)), [], 'no file of the old version is loaded');
    for (const name of ['arbiter.js', 'arbiter.wasm', 'assets.js']) assert.ok(loaded.includes(filesB.files[name]), `${name} of the new version is loaded`);
    const caches = await page.evaluate(() => caches.keys());
    assert.deepEqual(caches.filter((c) => c !== 'arbiter-pages'), [`arbiter-${filesB.version}`]);
    assert.equal(await page.locator('#arbiter-update').count(), 0);
    assert.deepEqual(errors, []);
  } finally {
    await page.close();
    await stopServing(srv);
    slot.remove();
  }
});

test('hosted under a sub-path (ARBITER_BASE=/arbiter/) the app installs and the pages link into it', async () => {
  const site = buildSiteVariant('base-path', { ARBITER_BASE: '/arbiter/' });
  const root = fs.mkdtempSync(path.join(path.dirname(site), 'host-'));
  fs.symlinkSync(site, path.join(root, 'arbiter'));
  const srv = await startServer(root);
  const { page, errors } = await openPage(browser.context, `${srv.url}arbiter/`);
  try {
    await waitReady(page);
    await controlled(page);
    assert.equal(await page.evaluate(async () => (await navigator.serviceWorker.getRegistration()).scope), `${srv.url}arbiter/`);
    const cdp = await browser.context.newCDPSession(page);
    assert.deepEqual((await cdp.send('Page.getInstallabilityErrors')).installabilityErrors, []);
    assert.equal(JSON.parse((await cdp.send('Page.getAppManifest')).data).start_url, '/arbiter/');

    const entry = byDemo(site, false) || siteCorpus(site)[0]; // this test is about links, not demos
    await page.goto(`${srv.url}arbiter/r/`);
    await page.locator(`a[href="/arbiter/r/${entry.id}/"]`).click();
    assert.equal(new URL(page.url()).pathname, `/arbiter/r/${entry.id}/`);
    assert.equal(await page.locator('link[rel=canonical]').count(), 0); // no origin: no relative canonical
    if (await page.locator('figure.step').count())
      assert.match(await page.locator('figure.step a.live').first().getAttribute('href'), new RegExp(`^/arbiter/#/r/${entry.id}/demo/`));
    await page.locator('a.demo').click();
    await waitReady(page);
    assert.equal(new URL(page.url()).pathname, '/arbiter/');
    assert.equal(new URL(page.url()).hash, `#/r/${entry.id}`);
    assert.equal(await page.evaluate((id) => window.arbiterRulingUrl(id), entry.id), `${srv.url}arbiter/r/${entry.id}/`);
    assert.deepEqual(errors, []);
  } finally {
    await page.close();
    await stopServing(srv);
    fs.rmSync(root, { recursive: true, force: true });
  }
});
