// The static ruling pages: valid HTML (html-validate), readable with JavaScript disabled, with
// share previews and a canonical URL, and hostile corpus text shown as text, never run.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { HtmlValidate } from 'html-validate';
import { siteDir, startServer } from './harness.mjs';
import { arbiterCli, launchPlain, readJson, repo } from './site-builds.mjs';

const rulingPages = () => fs.readdirSync(path.join(siteDir, 'r'), { withFileTypes: true })
  .filter((d) => d.isDirectory()).map((d) => d.name);
const corpus = () => readJson(path.join(repo, 'data/corpus.json')).entries;

let srv, browser, hostileDir, hostileSrv;
before(async () => {
  srv = await startServer(siteDir);
  browser = await launchPlain();
  hostileDir = fs.mkdtempSync(path.join(os.tmpdir(), 'arbiter-hostile-'));
  execFileSync(arbiterCli, ['site', hostileDir, '--corpus', path.join(repo, 'web/tests/fixtures/hostile-corpus.json')]);
  fs.copyFileSync(path.join(repo, 'web/pages.css'), path.join(hostileDir, 'pages.css'));
  hostileSrv = await startServer(hostileDir);
});
after(async () => {
  await browser?.close();
  await srv?.close();
  await hostileSrv?.close();
  if (hostileDir) fs.rmSync(hostileDir, { recursive: true, force: true });
});

async function validate(files) {
  const validator = new HtmlValidate({ extends: ['html-validate:recommended'] });
  const problems = [];
  for (const file of files) {
    const report = await validator.validateFile(file);
    for (const r of report.results)
      for (const m of r.messages) problems.push(`${path.relative(repo, file)}:${m.line}:${m.column} ${m.ruleId}: ${m.message}`);
  }
  return problems;
}

test('every ruling in the corpus has a page, and the index links them all', () => {
  const ids = corpus().map((e) => e.id);
  assert.deepEqual(rulingPages().sort(), [...ids].sort());
  const index = fs.readFileSync(path.join(siteDir, 'r/index.html'), 'utf8');
  for (const id of ids) assert.ok(index.includes(`href="/r/${id}/"`), `the index links ${id}`);
});

test('a ruling that a scenario demonstrates offers the live demo; the others open in the app', () => {
  const scenarios = fs.readdirSync(path.join(repo, 'data/scenarios'), { recursive: true })
    .filter((f) => f.endsWith('.json')).map((f) => readJson(path.join(repo, 'data/scenarios', f)));
  const shown = new Set(scenarios.flatMap((s) => s.demonstrates || []));
  for (const e of corpus()) {
    const html = fs.readFileSync(path.join(siteDir, 'r', e.id, 'index.html'), 'utf8');
    const label = shown.has(e.id) || e.demos.length ? 'Open the live demo' : 'Open in the app';
    assert.ok(html.includes(`<a class="demo" href="/#/r/${e.id}">${label}</a>`), `${e.id}: ${label}`);
  }
});

test('the ruling pages and the index are valid HTML (html-validate, recommended rules)', async () => {
  const files = [...rulingPages().map((id) => path.join(siteDir, 'r', id, 'index.html')), path.join(siteDir, 'r/index.html')];
  assert.ok(files.length > 100, `expected the whole corpus, found ${files.length} pages`);
  assert.deepEqual(await validate(files), []);
});

test('hostile corpus text yields valid pages', async () => {
  const files = ['hostile-title', 'hostile-other'].map((id) => path.join(hostileDir, 'r', id, 'index.html'));
  files.push(path.join(hostileDir, 'r/index.html'));
  assert.deepEqual(await validate(files), []);
});

test('with JavaScript disabled a ruling page shows its text, previews and the live-demo link', async () => {
  const entry = corpus().find((e) => e.answer.some((b) => b.type === 'bullets')) || corpus()[0];
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  const problems = [];
  page.on('console', (m) => { if (m.type() === 'error') problems.push(m.text()); });
  const response = await page.goto(`${srv.url}r/${entry.id}/`);
  assert.equal(response.status(), 200);
  assert.equal((await page.locator('h1').innerText()).trim(), entry.title.trim());
  const firstText = entry.answer.find((b) => b.type === 'paragraph')?.text.map((r) => r.text).join('') || '';
  const body = await page.locator('section.answer').innerText();
  assert.ok(body.includes(firstText.trim().slice(0, 40)), 'the answer text is on the page');
  if (entry.answer.some((b) => b.type === 'bullets')) assert.ok(await page.locator('section.answer ul > li').count() > 0);
  const demo = page.locator('a.demo');
  assert.match(await demo.innerText(), /^Open (the live demo|in the app)$/);
  assert.equal(await demo.getAttribute('href'), `/#/r/${entry.id}`);
  const meta = (sel) => page.locator(sel).getAttribute('content');
  assert.equal(await meta('meta[property="og:title"]'), entry.title);
  assert.ok((await meta('meta[property="og:description"]')).length > 20);
  assert.equal(await meta('meta[name="twitter:card"]'), 'summary');
  // Built without ARBITER_ORIGIN: no relative canonical or og:url, no image (previews need the origin).
  assert.equal(await page.locator('link[rel=canonical]').count(), 0);
  assert.equal(await page.locator('meta[property="og:url"], meta[property="og:image"]').count(), 0);
  // The stylesheet got through the page's CSP.
  assert.equal(await page.locator('header.site').evaluate((h) => getComputedStyle(h).display), 'flex');
  await page.screenshot({ path: path.join(repo, 'build/screenshots/ruling-page-nojs.png'), fullPage: true });
  assert.deepEqual(problems, []);
  await context.close();
});

test('hostile text is shown literally and nothing in it runs', async () => {
  const fixture = readJson(path.join(repo, 'web/tests/fixtures/hostile-corpus.json')).entries;
  const context = await browser.newContext(); // JavaScript on: an injected script would run
  const page = await context.newPage();
  const dialogs = [];
  page.on('dialog', (d) => { dialogs.push(d.message()); d.dismiss(); });
  for (const entry of fixture) {
    await page.goto(`${hostileSrv.url}r/${entry.id}/`);
    assert.equal(await page.locator('h1').innerText(), entry.title);
    assert.equal(await page.locator('script').count(), 0);
    assert.equal(await page.locator('main img, main svg, main b, main i, main em').count(), 0);
    assert.equal(await page.locator('meta[http-equiv=refresh]').count(), 0);
    assert.equal(await page.locator('meta[property="og:title"]').getAttribute('content'), entry.title);
  }
  await page.goto(`${hostileSrv.url}r/hostile-title/`);
  assert.ok((await page.locator('section.answer').innerText()).includes("<script>document.title='pwned'</script>"));
  assert.ok((await page.locator('dl.details').innerText()).includes('<svg onload=alert(1)>'));
  await page.locator('dl.details li', { hasText: 'Sworn' }).hover();
  assert.notEqual(await page.title(), 'pwned');
  assert.deepEqual(dialogs, []);
  await context.close();
});
