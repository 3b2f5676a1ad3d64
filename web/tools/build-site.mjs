// Turns the assembled site folder (index.html from shell.html, arbiter.js/.wasm, data/, fonts/)
// into the deployable one: content-hashed asset names, a Content-Security-Policy for the app
// page, the web app manifest and icons, the ruling pages (`arbiter site`), a 404 page, a service
// worker that precaches exactly this version's files, and brotli and gzip copies of every text file.
//
//   node web/tools/build-site.mjs SITE_DIR --arbiter path/to/arbiter
// Environment: ARBITER_BASE (URL path the site is served under, default "/"), ARBITER_ORIGIN
// (e.g. https://rules.example.org, for absolute canonical/preview URLs), ARBITER_BUILD_ID (a label
// stamped into the asset map and, as a custom section, into the wasm).
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { execFileSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { ICONS, BACKGROUND, drawIcon } from './icons.mjs';
import { notFoundPage } from './not-found.mjs';
import { renderPreviews } from './previews.mjs';

const webDir = path.dirname(path.dirname(fileURLToPath(import.meta.url)));

// Files that keep their names: the page URLs, the worker (browsers look it up by name), the
// manifest and icons (installed apps refer to them), and the ruling pages.
// The preview images (og/) are named by their content already and are not precached.
const STABLE = [/^index\.html$/, /^sw\.js$/, /^manifest\.webmanifest$/, /^icons\//, /^r\//, /^og\//, /^sitemap\.xml$/,
  /^version\.json$/, /\.html$/, /^robots\.txt$/];
const REFERRERS = new Set(['.js', '.mjs', '.css']); // text assets whose references to other assets are rewritten
// What gets precompressed copies (NAME.br, NAME.gz): png and woff2 are compressed already.
export const COMPRESSIBLE = new Set(['.html', '.js', '.mjs', '.wasm', '.json', '.css', '.svg', '.webmanifest', '.xml', '.txt', '.ttf']);

export const sha256 = (buf) => crypto.createHash('sha256').update(buf).digest('hex');
const sriHash = (buf, alg = 'sha384') => `${alg}-${crypto.createHash(alg).update(buf).digest('base64')}`;

function listFiles(dir, rel = '') {
  return fs.readdirSync(path.join(dir, rel), { withFileTypes: true }).flatMap((d) => {
    const p = rel ? `${rel}/${d.name}` : d.name;
    return d.isDirectory() ? listFiles(dir, p) : [p];
  }).sort();
}

const escapeRegExp = (s) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

// A quoted reference to an asset: "p", 'p', `p`, "./p" or url(p).
const reference = (p) => new RegExp(`(["'\`(])(\\./)?${escapeRegExp(p)}(["'\`)])`, 'g');

// Replaces references to original asset paths with their hashed names.
export function rewriteReferences(text, names) {
  for (const original of Object.keys(names).sort((a, b) => b.length - a.length))
    text = text.replace(reference(original), (_, open, dot, close) => `${open}${dot || ''}${names[original]}${close}`);
  return text;
}

// Appends a wasm custom section ("arbiter-build" = label), which engines ignore: a build label
// that changes the wasm's bytes, and so its hash, without touching the code.
export function stampWasm(wasm, label) {
  const leb = (n) => { const out = []; do { let b = n & 0x7f; n >>>= 7; if (n) b |= 0x80; out.push(b); } while (n); return out; };
  const name = Buffer.from('arbiter-build');
  const payload = Buffer.concat([Buffer.from(leb(name.length)), name, Buffer.from(label)]);
  return Buffer.concat([wasm, Buffer.from([0, ...leb(payload.length)]), payload]);
}

// Writes FILE.br (brotli 11) and FILE.gz (gzip -9) beside each compressible file, each only if
// it is smaller than the file, for servers that send precompressed files (scripts/serve.mjs,
// nginx brotli_static/gzip_static). Returns the bytes written per encoding.
export function precompress(siteDir) {
  const written = { br: 0, gz: 0, files: 0 };
  for (const p of listFiles(siteDir).filter((q) => COMPRESSIBLE.has(path.extname(q)))) {
    const file = path.join(siteDir, p);
    const raw = fs.readFileSync(file);
    const variants = {
      br: zlib.brotliCompressSync(raw, { params: {
        [zlib.constants.BROTLI_PARAM_QUALITY]: 11, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: raw.length } }),
      gz: zlib.gzipSync(raw, { level: 9 }),
    };
    for (const [ext, data] of Object.entries(variants)) {
      if (data.length >= raw.length) continue;
      fs.writeFileSync(`${file}.${ext}`, data);
      written[ext] += data.length;
    }
    written.files++;
  }
  return written;
}

const contentHash = (buf) => sha256(buf).slice(0, 10);
// The page's arbiterAsset (below) rebuilds this name from the hash alone.
const hashedName = (p, hash) => {
  const ext = path.extname(p);
  return `${p.slice(0, p.length - ext.length)}.${hash}${ext}`;
};

// Text assets that mention other text assets must be hashed after them.
function referrerOrder(paths, read) {
  const order = [];
  const state = new Map();
  const visit = (p, chain) => {
    if (state.get(p) === 'done') return;
    if (state.get(p) === 'visiting') throw new Error(`assets reference each other in a cycle: ${[...chain, p].join(' -> ')}`);
    state.set(p, 'visiting');
    const text = read(p);
    for (const q of paths) if (q !== p && reference(q).test(text)) visit(q, [...chain, p]);
    state.set(p, 'done');
    order.push(p);
  };
  for (const p of paths) visit(p, []);
  return order;
}

// The page as served: shell.html without its comments and indentation (1.8 KB of the 700 KB
// brotli budget); the source keeps them. Only what cannot change meaning goes: HTML comments,
// comments and indentation in <style>, and in scripts whole-line // comments and indentation (a
// script with a template literal that spans lines is left whole).
export function compactPage(html) {
  const dedent = (s) => s.replace(/^[ \t]+/gm, '');
  return html
    .replace(/<!--[\s\S]*?-->\n?/g, '')
    .replace(/(<style[^>]*>)([\s\S]*?)(<\/style>)/g, (m, open, css, close) => open + dedent(css.replace(/\/\*[\s\S]*?\*\/\n?/g, '')) + close)
    .replace(/(<script(?![^>]*\ssrc=)[^>]*>)([\s\S]*?)(<\/script>)/g, (m, open, js, close) => {
      if (js.split('\n').some((l) => (l.match(/`/g) || []).length % 2 === 1)) return m;
      return open + dedent(js.replace(/^[ \t]*\/\/.*\n/gm, '')) + close;
    });
}

function contentSecurityPolicy(html) {
  const hash = (s) => `'${sriHash(Buffer.from(s), 'sha256')}'`;
  const scripts = [...html.matchAll(/<script(?![^>]*\ssrc=)[^>]*>([\s\S]*?)<\/script>/g)].map((m) => hash(m[1]));
  const styles = [...html.matchAll(/<style[^>]*>([\s\S]*?)<\/style>/g)].map((m) => hash(m[1]));
  const styleAttrs = [...html.matchAll(/\sstyle="([^"]*)"/g)].map((m) => hash(m[1]));
  const handler = html.match(/<[^>]+\son[a-z]+\s*=/i);
  if (handler) throw new Error(`index.html has an inline event handler (${handler[0]}...): the CSP blocks it; use addEventListener`);
  return [
    "default-src 'self'",
    `script-src 'self' 'wasm-unsafe-eval' ${scripts.join(' ')}`.trim(),
    `style-src 'self' ${styles.join(' ')}${styleAttrs.length ? ` 'unsafe-hashes' ${styleAttrs.join(' ')}` : ''}`.trim(),
    "img-src 'self'", "font-src 'self'", "connect-src 'self'", "worker-src 'self'", "manifest-src 'self'",
    "object-src 'none'", "base-uri 'none'", "form-action 'none'",
  ].join('; ');
}

function manifest(base) {
  return {
    id: base,
    name: 'Arbiter — Spirit Island & L5R rulings',
    short_name: 'Arbiter',
    description: 'Search the official errata and FAQ and watch every ruling play out on a live board. Works offline.',
    start_url: base,
    scope: base,
    display: 'standalone',
    orientation: 'any',
    background_color: BACKGROUND,
    theme_color: BACKGROUND,
    categories: ['games', 'reference'],
    icons: ICONS.map((i) => ({ src: i.file, sizes: `${i.size}x${i.size}`, type: 'image/png', purpose: i.purpose })),
  };
}

// What the ruling pages weigh as served (brotli): the largest page and the whole site.
export function pageWeights(siteDir) {
  const served = (p) => {
    const br = path.join(siteDir, `${p}.br`);
    return fs.existsSync(br) ? fs.statSync(br).size : fs.statSync(path.join(siteDir, p)).size;
  };
  const files = listFiles(siteDir).filter((p) => !/\.(br|gz)$/.test(p));
  const pages = files.filter((p) => /^r\/[^/]+\/index\.html$/.test(p)).map((p) => ({ page: p, bytes: served(p) }));
  pages.sort((a, b) => b.bytes - a.bytes);
  return { largest: pages[0] || null, pages: pages.reduce((n, p) => n + p.bytes, 0), site: files.reduce((n, p) => n + served(p), 0), files: files.length };
}

export async function buildSite(siteDir, { arbiter, base = '/', origin = '', buildId = '' } = {}) {
  if (!/^\/([^"'<>\\ ?#]*\/)?$/.test(base)) throw new Error(`ARBITER_BASE must start and end with '/', got '${base}'`);
  const at = (p) => path.join(siteDir, p);
  const read = (p) => fs.readFileSync(at(p));
  const write = (p, data) => { fs.mkdirSync(path.dirname(at(p)), { recursive: true }); fs.writeFileSync(at(p), data); };
  for (const required of ['index.html', 'arbiter.js', 'arbiter.wasm'])
    if (!fs.existsSync(at(required))) throw new Error(`${at(required)} is missing: build the app and run scripts/site.sh`);

  fs.copyFileSync(path.join(webDir, 'pwa.js'), at('pwa.js'));
  fs.copyFileSync(path.join(webDir, 'stepper.js'), at('stepper.js'));
  // The pages' stylesheet, with the colour roles of the boards drawn inline on ruling pages.
  const boardCss = arbiter ? execFileSync(arbiter, ['site', '--print-css'], { encoding: 'utf8' }) : '';
  write('pages.css', fs.readFileSync(path.join(webDir, 'pages.css'), 'utf8') + boardCss);
  for (const icon of ICONS) write(icon.file, drawIcon(icon.size, { maskable: icon.purpose === 'maskable' }));
  if (buildId) write('arbiter.wasm', stampWasm(read('arbiter.wasm'), buildId));

  // 1. Content-hash every asset: binary ones first, then text ones that may name them.
  const assets = listFiles(siteDir).filter((p) => !STABLE.some((re) => re.test(p)));
  const names = {}, hashes = {};
  const rename = (p, data) => {
    hashes[p] = contentHash(data);
    const hashed = hashedName(p, hashes[p]);
    fs.rmSync(at(p), { force: true });
    write(hashed, data);
    names[p] = hashed;
  };
  const referrers = assets.filter((p) => REFERRERS.has(path.extname(p)));
  for (const p of assets.filter((q) => !referrers.includes(q))) rename(p, read(p));
  for (const p of referrerOrder(referrers, (q) => read(q).toString())) rename(p, rewriteReferences(read(p).toString(), names));

  // Emscripten's glue names its wasm literally; the rewrite above must have bound it to this version's.
  if (!read(names['arbiter.js']).toString().includes(`"${names['arbiter.wasm']}"`))
    throw new Error('arbiter.js does not name "arbiter.wasm" literally, so it cannot be bound to its hashed wasm');

  // 2. The asset map, for the app's own loads (arbiterAsset) and share links (arbiterRulingUrl).
  const assetSet = sha256(JSON.stringify(Object.entries(names).sort())).slice(0, 12);
  // Each file's hash only, not its hashed name: the names written twice cost a cold load 1.3 KB.
  const assetMap = { build: buildId || assetSet, base, files: hashes };
  const assetsJs = `// Generated by web/tools/build-site.mjs: this version's content hashes, by file name.
window.ARBITER_ASSETS = ${JSON.stringify(assetMap)};
(() => {
  const { files, base } = window.ARBITER_ASSETS;
  window.arbiterAsset = (p) => {
    if (!files[p]) return p;
    const dot = p.lastIndexOf('.'), cut = dot > p.lastIndexOf('/') + 1 ? dot : p.length;
    return \`\${p.slice(0, cut)}.\${files[p]}\${p.slice(cut)}\`;
  };
  window.arbiterRulingUrl = (id) => \`\${${origin ? JSON.stringify(origin) : 'location.origin'}}\${base}r/\${encodeURIComponent(id)}/\`;
})();
`;
  rename('assets.js', Buffer.from(assetsJs));

  // 3. The app page: hashed references, the asset map before any other script, SRI, then the CSP.
  let html = compactPage(rewriteReferences(read('index.html').toString(), names));
  if (!html.includes(`<script src="${names['arbiter.js']}"`)) throw new Error('index.html does not load arbiter.js with <script src="arbiter.js">');
  if (!html.includes('</head>')) throw new Error('index.html has no </head>');
  html = html.replace('</head>', `<script src="${names['assets.js']}"></script>\n</head>`);
  // A preloaded script carries the same integrity as its <script>, or the browser downloads it twice.
  html = html.replace(/<script src="([^"]+)"|<link rel="preload" href="([^"]+)" as="script"/g, (tag, src, preload) =>
    (Object.values(names).includes(src || preload) ? `${tag} integrity="${sriHash(read(src || preload))}"` : tag));
  const csp = contentSecurityPolicy(html);
  if (!/<meta charset="utf-8">/i.test(html)) throw new Error('index.html must start its <head> with <meta charset="utf-8">');
  html = html.replace(/<meta charset="utf-8">/i, (m) => `${m}\n<meta http-equiv="Content-Security-Policy" content="${csp}">`);
  write('index.html', html);
  write('manifest.webmanifest', `${JSON.stringify(manifest(base), null, 2)}\n`);

  // 4. The ruling pages, styled by the hashed stylesheet, and (with an origin) their preview images.
  let previews = null;
  if (arbiter) {
    const args = ['site', siteDir, '--base', base, '--stylesheet', names['pages.css'], '--script', names['stepper.js']];
    if (origin) args.push('--origin', origin);
    process.stdout.write(execFileSync(arbiter, args, { encoding: 'utf8' }));
    previews = await renderPreviews(siteDir);
  }

  // 5. The page for unknown paths, styled like the ruling pages but needing no other file.
  write('404.html', notFoundPage(base, fs.readFileSync(path.join(webDir, 'pages.css'), 'utf8')));

  // 6. The service worker, with the exact set it precaches and each file's SHA-256.
  const precache = ['index.html', 'manifest.webmanifest', ...ICONS.map((i) => i.file), ...Object.values(names)].sort();
  const files = precache.map((p) => [p, sha256(read(p))]);
  const version = sha256(JSON.stringify(files)).slice(0, 12); // names the worker's cache: same version, same bytes
  const workerManifest = { version, build: assetMap.build, files };
  write('sw.js', `const MANIFEST = ${JSON.stringify(workerManifest)};\n${fs.readFileSync(path.join(webDir, 'sw.js'), 'utf8')}`);
  write('version.json', `${JSON.stringify({ version, ...assetMap, files: names, precache: files }, null, 1)}\n`);  // tools and tests read the full names

  // 7. Precompressed copies, last, so they match the final bytes of every file.
  const compressed = precompress(siteDir);
  return { version, names, precache: files, csp, compressed, previews, weights: pageWeights(siteDir) };
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const [siteDir, ...rest] = process.argv.slice(2);
  const flag = (name) => { const i = rest.indexOf(name); return i >= 0 ? rest[i + 1] : undefined; };
  if (!siteDir) {
    console.error('usage: node web/tools/build-site.mjs SITE_DIR [--arbiter PATH]');
    process.exit(2);
  }
  try {
    const result = await buildSite(path.resolve(siteDir), {
      arbiter: flag('--arbiter'),
      base: process.env.ARBITER_BASE || '/',
      origin: (process.env.ARBITER_ORIGIN || '').replace(/\/$/, ''),
      buildId: process.env.ARBITER_BUILD_ID || '',
    });
    const { files, br, gz } = result.compressed;
    console.log(`[site] version ${result.version}: ${result.precache.length} files precached; ${files} compressible files, ${(br / 1024).toFixed(0)} KB as .br, ${(gz / 1024).toFixed(0)} KB as .gz`);
    const { previews: p, weights: w } = result;
    if (p && p.cards) console.log(`[site] previews: ${p.cards} cards, ${p.rendered} rendered, ${p.reused} reused from the cache, ${(p.ms / 1000).toFixed(1)} s`);
    if (w.largest) console.log(`[site] largest ruling page ${w.largest.page}: ${(w.largest.bytes / 1024).toFixed(1)} KB as served (brotli); all ruling pages ${(w.pages / 1024).toFixed(0)} KB; the whole site ${(w.site / 1024 / 1024).toFixed(2)} MB in ${w.files} files`);
  } catch (e) {
    console.error(`[site] ${e.message}`);
    process.exit(1);
  }
}
