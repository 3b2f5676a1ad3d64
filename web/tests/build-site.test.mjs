// web/tools/build-site.mjs on a small made-up site: content hashes, rewritten references, the
// CSP's hashes of inline code, the worker's precache list, and a wasm build label.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buildSite, compactPage, rewriteReferences, stampWasm, sha256 } from '../tools/build-site.mjs';

const EMPTY_WASM = Buffer.from([0x00, 0x61, 0x73, 0x6d, 0x01, 0x00, 0x00, 0x00]);
const INLINE_SCRIPT = "\n  window.Module = {}; fetch(arbiterAsset('data/bundle.json'));\n";

function fakeSite(html) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'arbiter-build-site-'));
  fs.writeFileSync(path.join(dir, 'index.html'), html ?? `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<title>t</title>
<style>body { margin: 0; }</style>
</head>
<body>
<script>${INLINE_SCRIPT}</script>
<script src="arbiter.js"></script>
<script src="pwa.js" defer></script>
</body>
</html>
`);
  fs.writeFileSync(path.join(dir, 'arbiter.js'), 'var wasmBinaryFile;wasmBinaryFile="arbiter.wasm";');
  fs.writeFileSync(path.join(dir, 'arbiter.wasm'), EMPTY_WASM);
  fs.mkdirSync(path.join(dir, 'data'));
  fs.writeFileSync(path.join(dir, 'data/bundle.json'), '{"corpus":null}');
  return dir;
}

test('references are rewritten only where a whole asset path is quoted', () => {
  const names = { 'fonts/ui.ttf': 'fonts/ui.1.ttf', 'arbiter.wasm': 'arbiter.2.wasm' };
  assert.equal(rewriteReferences(`get("fonts/ui.ttf"); get('fonts/ui-bold.ttf')`, names), `get("fonts/ui.1.ttf"); get('fonts/ui-bold.ttf')`);
  assert.equal(rewriteReferences('f="arbiter.wasm";g="xarbiter.wasm";h=`./arbiter.wasm`', names),
    'f="arbiter.2.wasm";g="xarbiter.wasm";h=`./arbiter.2.wasm`');
  assert.equal(rewriteReferences('url(fonts/ui.ttf) arbiter.wasm', names), 'url(fonts/ui.1.ttf) arbiter.wasm');
});

test('a stamped wasm is still valid and carries its build label', async () => {
  const stamped = stampWasm(EMPTY_WASM, 'build-42');
  assert.ok(WebAssembly.validate(stamped));
  const module = await WebAssembly.compile(stamped);
  const [label] = WebAssembly.Module.customSections(module, 'arbiter-build');
  assert.equal(Buffer.from(label).toString(), 'build-42');
});

test('the built folder is one consistent, content-hashed set', async () => {
  const dir = fakeSite();
  try {
    const { names, precache, csp, version } = await buildSite(dir, { buildId: 'b1' });
    for (const [original, hashed] of Object.entries(names)) {
      assert.ok(!fs.existsSync(path.join(dir, original)), `${original} is renamed`);
      const ext = path.extname(original);
      assert.equal(hashed, `${original.slice(0, -ext.length)}.${sha256(fs.readFileSync(path.join(dir, hashed))).slice(0, 10)}${ext}`);
    }
    // The page's asset map carries hashes only; its arbiterAsset rebuilds every hashed name, and
    // a name it does not know (the map itself) stays as it is.
    const page = {};
    new Function('window', fs.readFileSync(path.join(dir, names['assets.js']), 'utf8'))(page);
    for (const [original, hashed] of Object.entries(names))
      if (original !== 'assets.js') assert.equal(page.arbiterAsset(original), hashed);  // it cannot name itself
    assert.equal(page.arbiterAsset('data/s/none.json'), 'data/s/none.json');
    const js = fs.readFileSync(path.join(dir, names['arbiter.js']), 'utf8');
    assert.ok(js.includes(`"${names['arbiter.wasm']}"`), 'arbiter.js names its own hashed wasm');

    const html = fs.readFileSync(path.join(dir, 'index.html'), 'utf8');
    assert.match(html, new RegExp(`<script src="${names['assets.js']}" integrity="sha384-[^"]+"></script>\n</head>`), 'the asset map loads in <head>');
    assert.ok(html.indexOf(names['assets.js']) < html.indexOf('<script>'), 'the asset map loads before any other script');
    assert.match(html, new RegExp(`<script src="${names['arbiter.js']}" integrity="sha384-[A-Za-z0-9+/=]+"></script>`));
    // The CSP hashes the inline script as served: renamed references, indentation dropped.
    const served = html.match(/<script>([\s\S]*?)<\/script>/)[1];
    assert.equal(served, INLINE_SCRIPT.replace('data/bundle.json', names['data/bundle.json']).replace(/^ +/gm, ''));
    const inlineHash = crypto.createHash('sha256').update(served).digest('base64');
    assert.ok(csp.includes(`script-src 'self' 'wasm-unsafe-eval' 'sha256-${inlineHash}'`), csp);
    assert.ok(!csp.includes('unsafe-inline') && !csp.includes("'unsafe-eval'"));
    assert.ok(html.includes(`<meta http-equiv="Content-Security-Policy" content="${csp}">`));

    const sw = fs.readFileSync(path.join(dir, 'sw.js'), 'utf8');
    const manifest = JSON.parse(sw.slice('const MANIFEST = '.length, sw.indexOf(';\n')));
    assert.equal(manifest.version, version);
    assert.deepEqual(manifest.files, precache);
    for (const [p, sha] of manifest.files) assert.equal(sha256(fs.readFileSync(path.join(dir, p))), sha, p);
    assert.deepEqual(manifest.files.map(([p]) => p).sort(), ['index.html', 'manifest.webmanifest', 'icons/icon-32.png', 'icons/icon-192.png',
      'icons/icon-512.png', 'icons/icon-maskable-512.png', ...Object.values(names)].sort());
    const webManifest = JSON.parse(fs.readFileSync(path.join(dir, 'manifest.webmanifest'), 'utf8'));
    assert.equal(webManifest.start_url, '/');
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
});

test('a different build label gives different wasm and js names, the same data name', async () => {
  const a = fakeSite(), b = fakeSite();
  try {
    const na = (await buildSite(a, { buildId: 'one' })).names, nb = (await buildSite(b, { buildId: 'two' })).names;
    assert.notEqual(na['arbiter.wasm'], nb['arbiter.wasm']);
    assert.notEqual(na['arbiter.js'], nb['arbiter.js']);
    assert.equal(na['data/bundle.json'], nb['data/bundle.json']);
  } finally {
    fs.rmSync(a, { recursive: true, force: true });
    fs.rmSync(b, { recursive: true, force: true });
  }
});

test('an inline event handler or a bad base path stops the build', async () => {
  const dir = fakeSite('<!doctype html><html><head><meta charset="utf-8"></head><body onload="go()"><script src="arbiter.js"></script></body></html>');
  try {
    await assert.rejects(() => buildSite(dir), /inline event handler/);
    await assert.rejects(() => buildSite(dir, { base: 'arbiter' }), /must start and end with '\/'/);
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
});

test('the served page drops comments and indentation only, and leaves a script with a multi-line template whole', () => {
  const page = `<!doctype html>
<!-- a note for readers -->
<style>
  /* why */
  a { color: red; }
</style>
<script>
  // why
  const url = 'http://x/'; // kept: not a whole line
  if (a) { /* kept */ }
</script>
<script>
  const t = \`line one
  line two\`;
</script>
`;
  assert.equal(compactPage(page), `<!doctype html>
<style>
a { color: red; }
</style>
<script>
const url = 'http://x/'; // kept: not a whole line
if (a) { /* kept */ }
</script>
<script>
  const t = \`line one
  line two\`;
</script>
`);
});
