// Serving like production: the site build's precompressed .br/.gz copies are the original bytes,
// scripts/serve.mjs picks one per Accept-Encoding with the right headers and cache policy, an
// unknown path gets the site's 404 page, and the app boots through the compressed responses.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import zlib from 'node:zlib';
import { HtmlValidate } from 'html-validate';
import { siteDir, startServer, launch, openPage, waitReady } from './harness.mjs';
import { COMPRESSIBLE } from '../tools/build-site.mjs';
import { notFoundPage } from '../tools/not-found.mjs';
import { acceptedEncodings } from '../../scripts/serve.mjs';
import { readJson } from './site-builds.mjs';

const IMMUTABLE = 'public, max-age=31536000, immutable';
const { files: names } = readJson(path.join(siteDir, 'version.json'));
const read = (p) => fs.readFileSync(path.join(siteDir, p));
const decode = { br: zlib.brotliDecompressSync, gzip: zlib.gunzipSync };

function listFiles(dir, rel = '') {
  return fs.readdirSync(path.join(dir, rel), { withFileTypes: true }).flatMap((d) => {
    const p = rel ? `${rel}/${d.name}` : d.name;
    return d.isDirectory() ? listFiles(dir, p) : [p];
  });
}

// A raw request (no automatic decompression), so the test sees the bytes on the wire.
function request(url, { method = 'GET', headers = {} } = {}) {
  return new Promise((resolve, reject) => {
    http.request(url, { method, headers }, (res) => {
      const chunks = [];
      res.on('data', (c) => chunks.push(c));
      res.on('end', () => resolve({ status: res.statusCode, headers: res.headers, body: Buffer.concat(chunks) }));
    }).on('error', reject).end();
  });
}

let srv;
before(async () => { srv = await startServer(siteDir); });
after(async () => { await srv?.close(); });

test('every .br and .gz decompresses to its original; text files have them, images do not', () => {
  const all = listFiles(siteDir);
  const present = new Set(all);
  let checked = 0;
  for (const p of all) {
    const ext = path.extname(p);
    if (ext !== '.br' && ext !== '.gz') continue;
    const original = p.slice(0, -ext.length);
    assert.ok(present.has(original), `${p} has its original`);
    assert.ok(COMPRESSIBLE.has(path.extname(original)), `${p} is a copy of a compressible file`);
    const packed = read(p), raw = read(original);
    assert.ok(packed.length < raw.length, `${p} is smaller than ${original}`);
    assert.ok((ext === '.br' ? decode.br : decode.gzip)(packed).equals(raw), `${p} decompresses to ${original}`);
    checked++;
  }
  for (const p of ['index.html', '404.html', 'sw.js', 'version.json', 'manifest.webmanifest', names['arbiter.js'],
    names['arbiter.wasm'], names['data/bundle.json']])
    for (const ext of ['.br', '.gz']) assert.ok(present.has(p + ext), `${p}${ext} is written`);
  assert.ok(!all.some((p) => /\.png\.(br|gz)$/.test(p)), 'no copies of png icons');
  assert.ok(checked > 10);
});

test('Accept-Encoding picks br, then gzip, else the file itself, with the original Content-Type', async () => {
  assert.deepEqual(acceptedEncodings('gzip, deflate, br, zstd'), ['br', 'gzip']);
  assert.deepEqual(acceptedEncodings('br;q=0, gzip;q=0.5'), ['gzip']);
  assert.deepEqual(acceptedEncodings('*'), ['br', 'gzip']);
  assert.deepEqual(acceptedEncodings('identity'), []);
  assert.deepEqual(acceptedEncodings(undefined), []);

  const wasm = names['arbiter.wasm'];
  const cases = [['gzip, deflate, br', 'br'], ['gzip, deflate', 'gzip'], ['br;q=0, gzip', 'gzip'], ['', undefined]];
  for (const [accept, encoding] of cases) {
    for (const [p, type] of [['index.html', 'text/html; charset=utf-8'], [wasm, 'application/wasm']]) {
      const r = await request(`${srv.url}${p}`, { headers: accept ? { 'accept-encoding': accept } : {} });
      assert.equal(r.status, 200);
      assert.equal(r.headers['content-encoding'], encoding, `${p} for "${accept}"`);
      assert.equal(r.headers['content-type'], type);
      assert.equal(r.headers.vary, 'Accept-Encoding');
      assert.equal(Number(r.headers['content-length']), r.body.length);
      assert.ok((encoding ? decode[encoding](r.body) : r.body).equals(read(p)), `${p} arrives whole for "${accept}"`);
    }
  }
  const icon = await request(`${srv.url}icons/icon-192.png`, { headers: { 'accept-encoding': 'br, gzip' } });
  assert.equal(icon.headers['content-encoding'], undefined, 'a png is sent as it is');
  assert.equal(icon.headers.vary, undefined);
  assert.equal(icon.headers['content-type'], 'image/png');
});

test('content-hashed files are immutable; pages, worker, manifest and version revalidate', async () => {
  for (const p of Object.values(names))
    assert.equal((await request(`${srv.url}${p}`, { method: 'HEAD' })).headers['cache-control'], IMMUTABLE, p);
  const entry = readJson(path.join(siteDir, names['data/bundle.json'])).corpus.entries[0];
  for (const p of ['', 'index.html', 'sw.js', 'version.json', 'manifest.webmanifest', 'icons/icon-192.png', 'r/', `r/${entry.id}/`]) {
    const r = await request(`${srv.url}${p}`, { method: 'HEAD' });
    assert.equal(r.status, 200, p);
    assert.equal(r.headers['cache-control'], 'no-cache', p);
  }
  const folder = await request(`${srv.url}r/${entry.id}`);
  assert.equal(folder.status, 301, 'a ruling folder without its slash redirects');
  assert.equal(folder.headers.location, `/r/${entry.id}/`);
});

test('HEAD sends the headers alone; a matching If-None-Match gets 304', async () => {
  const headers = { 'accept-encoding': 'br' };
  const get = await request(`${srv.url}${names['arbiter.js']}`, { headers });
  const head = await request(`${srv.url}${names['arbiter.js']}`, { method: 'HEAD', headers });
  assert.equal(head.status, 200);
  assert.equal(head.body.length, 0);
  assert.equal(head.headers['content-length'], get.headers['content-length']);
  assert.ok(get.headers.etag);
  const again = await request(`${srv.url}${names['arbiter.js']}`, { headers: { ...headers, 'if-none-match': get.headers.etag } });
  assert.equal(again.status, 304);
  assert.equal(again.body.length, 0);
  const gzip = await request(`${srv.url}${names['arbiter.js']}`, { headers: { 'accept-encoding': 'gzip', 'if-none-match': get.headers.etag } });
  assert.equal(gzip.status, 200, 'another encoding has another ETag');
});

test('an unknown path gets status 404 and the site\'s 404 page, which links to search', async () => {
  const r = await request(`${srv.url}no/such/page`, { headers: { 'accept-encoding': 'br' } });
  assert.equal(r.status, 404);
  assert.equal(r.headers['content-type'], 'text/html; charset=utf-8');
  assert.equal(r.headers['cache-control'], 'no-cache');
  const html = decode.br(r.body).toString();
  assert.equal(html, read('404.html').toString());
  assert.match(html, /does not exist/);
  assert.match(html, /<a href="\/#\/">/);
  assert.match(html, /<form class="search" action="\/" method="get"/);
  assert.ok(!/<link|<script src|<img/.test(html), 'the 404 page loads no other file');

  const validator = new HtmlValidate({ extends: ['html-validate:recommended'] });
  const report = await validator.validateString(html);
  assert.deepEqual(report.results.flatMap((x) => x.messages.map((m) => `${m.line}:${m.column} ${m.ruleId}: ${m.message}`)), []);

  const sub = notFoundPage('/arbiter/', '');
  assert.match(sub, /<a href="\/arbiter\/#\/">/);
  assert.match(sub, /<a href="\/arbiter\/r\/">/);
  assert.match(sub, /action="\/arbiter\/"/);
  assert.ok(sub.includes('"/arbiter/" + \'#/search?q=\''));
});

test('in Chromium: the 404 page runs under its own CSP and its search opens the app\'s search route', async () => {
  const browser = await launch();
  try {
    const { page, errors } = await openPage(browser.context, `${srv.url}r/ravage-the-land/`);
    assert.equal(await page.locator('h1').textContent(), 'This page does not exist');
    assert.equal(await page.locator('input[name=q]').inputValue(), 'ravage the land', 'the search starts from the missing path');
    await page.locator('input[name=q]').fill('gather');
    await page.locator('form.search button').click();
    await page.waitForURL(`${srv.url}#/search?q=gather`);
    await waitReady(page);
    // Chromium logs the 404 page's own status; the page loads nothing else that could fail.
    assert.deepEqual(errors.filter((e) => !e.includes('status of 404 (Not Found)')), []);
  } finally {
    await browser.close();
  }
});

test('the app boots in Chromium through the compressed responses', async () => {
  const browser = await launch();
  try {
    const encodings = {};
    browser.context.on('response', (r) => {
      if (r.url().startsWith(srv.url)) encodings[new URL(r.url()).pathname] = r.headers()['content-encoding'];
    });
    const { page, errors } = await openPage(browser.context, srv.url);
    await waitReady(page);
    for (const p of ['arbiter.js', 'arbiter.wasm', 'data/bundle.json'])
      assert.ok(['br', 'gzip'].includes(encodings[`/${names[p]}`]), `${p} came compressed (${encodings[`/${names[p]}`]})`);
    assert.deepEqual(errors, []);
  } finally {
    await browser.close();
  }
});
