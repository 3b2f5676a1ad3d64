// The ruling pages as a forum link delivers them (issue 34): built with an origin and served by
// scripts/serve.mjs, every page unfurls (open-graph-scraper, as chat and forum bots read it) with
// a fetchable 1200x630 PNG of its board; with JavaScript off every step of every demonstration
// shows its SVG board; axe-core and html-validate find nothing on an SI and an L5R page, desktop
// and phone; with JavaScript on, the stepper walks the steps by button and arrow key.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { execFile, execFileSync } from 'node:child_process';
import { promisify } from 'node:util';
import fs from 'node:fs';
import path from 'node:path';
import ogs from 'open-graph-scraper';
import { HtmlValidate } from 'html-validate';
import { chromiumArgs, startServer, shotDir } from './harness.mjs';
import { arbiterCli, buildSiteVariant, launchPlain, readJson, repo } from './site-builds.mjs';
import { pngSize } from '../tools/previews.mjs';

const entries = () => readJson(path.join(repo, 'data/corpus.json')).entries;
const demosOf = (id) => JSON.parse(execFileSync(arbiterCli, ['demo', '--json', id], { encoding: 'utf8', maxBuffer: 1 << 28 }));
const PHONE = { width: 360, height: 740 }, DESKTOP = { width: 1280, height: 800 };

let srv, site, browser;
before(async () => {
  // The origin names the server's port, so the server starts first, on the folder the build fills.
  site = path.join(repo, 'build/test-sites/origin');
  fs.mkdirSync(site, { recursive: true });
  srv = await startServer(site);
  buildSiteVariant('origin', { ARBITER_ORIGIN: srv.url.replace(/\/$/, '') });
  browser = await launchPlain();
});
after(async () => {
  await browser?.close();
  await srv?.close();
});

test('every ruling page unfurls with title, description, absolute URL and a large 1200x630 board image', async () => {
  const images = new Map(), keyBoards = new Map();
  for (const e of entries()) {
    const url = `${srv.url}r/${e.id}/`;
    const { result, error } = await ogs({ url, timeout: 10 });
    assert.ok(!error, `${e.id}: ${JSON.stringify(result)}`);
    assert.ok(result.ogTitle && result.ogTitle.includes(e.title.replace(/\*/g, '')), `${e.id}: og:title carries the title`);
    assert.ok(!result.ogTitle.includes('*'), `${e.id}: og:title has no Markdown`);
    assert.ok(result.ogDescription && result.ogDescription.length > 20, `${e.id}: og:description`);
    assert.equal(result.ogUrl, url);
    assert.equal(result.twitterCard, 'summary_large_image');
    const image = result.ogImage?.[0];
    assert.match(image?.url || '', /^http:\/\/127\.0\.0\.1:\d+\/og\/[0-9a-f]{16}\.png$/, `${e.id}: absolute og:image`);
    assert.equal(String(image.width), '1200');
    assert.equal(String(image.height), '630');
    const response = await fetch(image.url);
    assert.equal(response.status, 200);
    assert.equal(response.headers.get('content-type'), 'image/png');
    assert.deepEqual(pngSize(Buffer.from(await response.arrayBuffer())), { width: 1200, height: 630 }, `${e.id}: PNG size`);
    images.set(e.id, image.url);
    // The board the preview shows: the key step of the first demonstration on the page.
    const html = fs.readFileSync(path.join(site, 'r', e.id, 'index.html'), 'utf8');
    const key = html.match(/<figure id="[^"]+" class="step key">\n(<svg[\s\S]*?<\/svg>)/);
    if (key) keyBoards.set(e.id, key[1].replace(/<title>[\s\S]*?<\/title>|aria-label="[^"]*"/g, ''));
  }
  assert.equal(images.size, entries().length);
  const distinctImages = new Set(images.values()).size, distinctBoards = new Set(keyBoards.values()).size;
  console.log(`# ${images.size} rulings unfurled: ${distinctImages} distinct images, ${distinctBoards} distinct key-step boards`);
  assert.ok(distinctImages >= distinctBoards, `${distinctImages} images for ${distinctBoards} different boards`);
  // Rulings with different boards never share an image.
  const byImage = new Map();
  for (const [id, board] of keyBoards) {
    const seen = byImage.get(images.get(id));
    if (seen !== undefined) assert.equal(board, seen, `${id} shares its image with a ruling of another board`);
    byImage.set(images.get(id), board);
  }
});

test('robots.txt names the sitemap; the sitemap lists every ruling page', async () => {
  const robots = await (await fetch(`${srv.url}robots.txt`)).text();
  assert.match(robots, new RegExp(`^Sitemap: ${srv.url}sitemap.xml$`, 'm'));
  const sitemap = await (await fetch(`${srv.url}sitemap.xml`)).text();
  for (const e of entries()) assert.ok(sitemap.includes(`<loc>${srv.url}r/${e.id}/</loc>`), e.id);
});

test('Lighthouse scores SEO 100 on a ruling page built with an origin', async () => {
  const e = samples()[0];
  const report = path.join(repo, 'build/test-sites/lighthouse-seo.json');
  // Asynchronously: the server answering Lighthouse runs in this process.
  await promisify(execFile)(path.join(repo, 'node_modules/.bin/lighthouse'), [`${srv.url}r/${e.id}/`, '--only-categories=seo',
    '--output=json', `--output-path=${report}`, '--quiet',
    `--chrome-flags=--headless=new ${chromiumArgs.join(' ')}`], { env: { ...process.env, CHROME_PATH: process.env.CHROMIUM || '/usr/bin/chromium' }, timeout: 240000 });
  const { categories, audits } = readJson(report);
  const failed = Object.values(audits).filter((a) => a.score !== null && a.score < 1 && a.scoreDisplayMode === 'binary').map((a) => `${a.id}: ${a.explanation || a.title}`);
  assert.equal(Math.round(categories.seo.score * 100), 100, failed.join('; '));
});

test('with JavaScript disabled every step of every demonstration shows its SVG board', async () => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  let pages = 0, boards = 0;
  for (const e of entries()) {
    const traces = demosOf(e.id);
    if (!traces.length) continue;
    await page.goto(`${srv.url}r/${e.id}/`);
    const shown = await page.$$eval('figure.step', (figures) => figures.map((f) => {
      const svg = f.querySelectorAll('svg[role="img"]'), box = svg[0]?.getBoundingClientRect();
      return { id: f.id, boards: svg.length, visible: !!box && box.width > 100 && box.height > 50,
        label: svg[0]?.getAttribute('aria-label') || '', href: f.querySelector('figcaption a')?.getAttribute('href') };
    }));
    const expected = traces.flatMap((t) => t.steps.map((_, i) => ({ id: `demo-${t.scenario}-step-${i}`, href: `/#/r/${e.id}/demo/${t.scenario}/step/${i}` })));
    assert.deepEqual(shown.map((f) => f.id), expected.map((f) => f.id), `${e.id}: one figure per step of every demonstration`);
    for (const [i, f] of shown.entries()) {
      assert.equal(f.boards, 1, `${f.id}: one board`);
      assert.ok(f.visible, `${f.id}: its board is visible`);
      assert.ok(f.label.length > 10, `${f.id}: its board has a text alternative`);
      assert.equal(f.href, expected[i].href);
    }
    boards += shown.length;
    pages++;
  }
  console.log(`# ${pages} ruling pages with demonstrations, ${boards} step boards shown without JavaScript`);
  assert.ok(pages > 100);
  await context.close();
});

// An SI and an L5R ruling with more than one step.
const samples = () => ['si-', 'l5r-'].map((prefix) => entries().find((e) => e.id.startsWith(prefix) && demosOf(e.id).length > 1)
  || entries().find((e) => e.id.startsWith(prefix)));

test('axe-core finds no violation on an SI and an L5R ruling page, desktop and phone, with and without the stepper', async () => {
  const axe = fs.readFileSync(path.join(repo, 'node_modules/axe-core/axe.min.js'), 'utf8');
  for (const e of samples()) {
    for (const [name, viewport] of [['desktop', DESKTOP], ['phone', PHONE]]) {
      for (const javaScriptEnabled of [true, false]) {
        // axe is injected, so the page's CSP is bypassed; with JavaScript off axe cannot run, so
        // that case is checked as the stepper leaves it (all steps shown) by removing its script.
        const context = await browser.newContext({ viewport, bypassCSP: true });
        const page = await context.newPage();
        if (!javaScriptEnabled) await page.route('**/stepper.*.js', (r) => r.fulfill({ status: 200, contentType: 'text/javascript', body: '' }));
        await page.goto(`${srv.url}r/${e.id}/`);
        await page.addScriptTag({ content: axe });
        const result = await page.evaluate(() => window.axe.run(document));
        const violations = result.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).slice(0, 3).join(', ')}`);
        assert.deepEqual(violations, [], `${e.id} ${name} ${javaScriptEnabled ? 'stepper' : 'all steps'}`);
        await context.close();
      }
    }
  }
});

test('html-validate passes on the SI and L5R ruling pages with their boards', async () => {
  const validator = new HtmlValidate({ extends: ['html-validate:recommended'] });
  const problems = [];
  for (const e of samples()) {
    const report = await validator.validateFile(path.join(site, 'r', e.id, 'index.html'));
    for (const r of report.results) for (const m of r.messages) problems.push(`${e.id}:${m.line}:${m.column} ${m.ruleId}: ${m.message}`);
  }
  assert.deepEqual(problems, []);
});

test('the stepper shows one step at a time, moved by its buttons and the arrow keys, and opens a step anchor', async () => {
  const e = samples()[0];
  const [t] = demosOf(e.id);
  const context = await browser.newContext({ viewport: DESKTOP });
  const page = await context.newPage();
  const errors = [];
  page.on('pageerror', (err) => errors.push(err.message));
  page.on('console', (m) => { if (m.type() === 'error') errors.push(m.text()); });
  await page.goto(`${srv.url}r/${e.id}/`);
  const section = page.locator(`section#demo-${t.scenario}`);
  const visible = () => section.locator('figure.step:visible').getAttribute('id');
  assert.equal(await section.locator('figure.step:visible').count(), 1);
  assert.equal(await visible(), `demo-${t.scenario}-step-0`);
  await section.getByRole('button', { name: 'Next →' }).click();
  assert.equal(await visible(), `demo-${t.scenario}-step-1`);
  await page.keyboard.press('ArrowLeft');
  assert.equal(await visible(), `demo-${t.scenario}-step-0`);
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('ArrowRight');
  assert.equal(await visible(), `demo-${t.scenario}-step-${Math.min(2, t.steps.length - 1)}`);
  const last = t.steps.length - 1;
  await page.goto(`${srv.url}r/${e.id}/#demo-${t.scenario}-step-${last}`);
  assert.equal(await visible(), `demo-${t.scenario}-step-${last}`);
  assert.deepEqual(errors, []);
  await context.close();
});

test('screenshots of the ruling pages (desktop and phone, SI and L5R) for docs/', async () => {
  fs.mkdirSync(shotDir, { recursive: true });
  const [si, l5r] = samples();
  for (const [game, e] of [['si', si], ['l5r', l5r]]) {
    for (const [suffix, viewport] of [['', DESKTOP], ['-phone', PHONE]]) {
      const context = await browser.newContext({ viewport, deviceScaleFactor: 1 });
      const page = await context.newPage();
      await page.goto(`${srv.url}r/${e.id}/`);
      await page.locator('section.demos').scrollIntoViewIfNeeded();
      await page.screenshot({ path: path.join(shotDir, `ruling-page-${game}${suffix}.png`) });
      await context.close();
    }
  }
  // The previews as an unfurler shows them: an SI and an L5R board.
  for (const [game, e] of [['si', si], ['l5r', l5r]]) {
    const html = fs.readFileSync(path.join(site, 'r', e.id, 'index.html'), 'utf8');
    const image = html.match(/<meta property="og:image" content="[^"]*\/(og\/[0-9a-f]{16}\.png)">/)[1];
    fs.copyFileSync(path.join(site, image), path.join(shotDir, `og-${game}.png`));
  }
});

test('a ruling without a demonstration gets a title card of 1200x630', async () => {
  const { renderPreviews } = await import('../tools/previews.mjs');
  const out = fs.mkdtempSync(path.join(repo, 'build/test-sites/title-cards-'));
  const noScenarios = fs.mkdtempSync(path.join(repo, 'build/test-sites/no-scenarios-'));
  try {
    execFileSync(arbiterCli, ['site', out, '--origin', 'https://rules.example.org', '--data', noScenarios,
      '--corpus', path.join(repo, 'data/corpus.json')]);
    const html = fs.readFileSync(path.join(out, 'r', entries()[0].id, 'index.html'), 'utf8');
    assert.ok(!html.includes('<figure'), 'no demonstration on the page');
    const image = html.match(/<meta property="og:image" content="https:\/\/rules\.example\.org\/(og\/[0-9a-f]{16}\.png)">/)[1];
    const result = await renderPreviews(out);
    // One card per distinct title and game (two rulings may share a heading).
    assert.equal(result.cards, new Set(entries().map((e) => `${e.game} ${e.title}`)).size);
    const png = fs.readFileSync(path.join(out, image));
    assert.deepEqual(pngSize(png), { width: 1200, height: 630 });
    fs.mkdirSync(shotDir, { recursive: true });
    fs.copyFileSync(path.join(out, image), path.join(shotDir, 'og-title.png'));
  } finally {
    fs.rmSync(out, { recursive: true, force: true });
    fs.rmSync(noScenarios, { recursive: true, force: true });
  }
});
