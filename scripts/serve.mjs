// A small static file server for the built site (no dependencies, 127.0.0.1 only) that answers
// the way a production host should: the precompressed NAME.br / NAME.gz the site build writes,
// chosen by Accept-Encoding; the original's Content-Type; content-hashed files cached forever and
// everything else revalidated; ETag / If-None-Match; HEAD; 404.html for unknown paths.
import http from 'node:http';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const types = {
  '.html': 'text/html; charset=utf-8', '.js': 'text/javascript', '.mjs': 'text/javascript',
  '.wasm': 'application/wasm', '.json': 'application/json', '.webmanifest': 'application/manifest+json',
  '.css': 'text/css', '.png': 'image/png', '.svg': 'image/svg+xml', '.ttf': 'font/ttf', '.woff2': 'font/woff2',
  '.txt': 'text/plain; charset=utf-8', '.xml': 'application/xml', '.ico': 'image/x-icon',
};
// Names as web/tools/build-site.mjs hashes them: NAME.<10 hex digits>.EXT.
const HASHED = /\.[0-9a-f]{10}\.[a-z0-9]+$/;
const ENCODINGS = [['br', '.br'], ['gzip', '.gz']]; // in order of preference

// The encodings the client accepts (q > 0), from an Accept-Encoding header.
export function acceptedEncodings(header = '') {
  const q = new Map();
  for (const part of header.split(',')) {
    const [name, ...params] = part.trim().toLowerCase().split(';');
    if (!name) continue;
    const qParam = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    q.set(name, qParam ? Number(qParam.slice(2)) : 1);
  }
  return ENCODINGS.map(([name]) => name).filter((name) => (q.get(name) ?? q.get('*') ?? 0) > 0);
}

const statFile = (file) => { try { const s = fs.statSync(file); return s.isFile() ? s : null; } catch { return null; } };

// The file to send for `file`: a precompressed sibling the client accepts, unless it is older
// than the file (the file was edited after the build; the old copy would hide the edit).
function variant(file, stat, acceptEncoding) {
  const accepted = acceptedEncodings(acceptEncoding);
  for (const [name, ext] of ENCODINGS) {
    if (!accepted.includes(name)) continue;
    const s = statFile(file + ext);
    if (s && s.mtimeMs >= stat.mtimeMs) return { file: file + ext, stat: s, encoding: name };
  }
  return { file, stat, encoding: null };
}

const hasVariants = (file) => ENCODINGS.some(([, ext]) => fs.existsSync(file + ext));

function send(req, res, status, file, stat) {
  const chosen = variant(file, stat, req.headers['accept-encoding']);
  const etag = `"${chosen.stat.size.toString(16)}-${Math.floor(chosen.stat.mtimeMs).toString(16)}${chosen.encoding ? `-${chosen.encoding}` : ''}"`;
  const headers = {
    'content-type': types[path.extname(file)] || 'application/octet-stream',
    'cache-control': status === 200 && HASHED.test(file) ? 'public, max-age=31536000, immutable' : 'no-cache',
    etag,
  };
  if (chosen.encoding) headers['content-encoding'] = chosen.encoding;
  if (hasVariants(file)) headers.vary = 'Accept-Encoding';
  const inm = req.headers['if-none-match'];
  if (status === 200 && inm && inm.split(',').some((t) => t.trim().replace(/^W\//, '') === etag)) {
    res.writeHead(304, headers).end();
    return;
  }
  headers['content-length'] = chosen.stat.size;
  res.writeHead(status, headers);
  if (req.method === 'HEAD') res.end();
  else fs.createReadStream(chosen.file).pipe(res);
}

export function serve(dir = 'build/site', port = 8080) {
  const root = path.resolve(dir);
  const server = http.createServer((req, res) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') { res.writeHead(405, { allow: 'GET, HEAD' }).end(); return; }
    const url = new URL(req.url, 'http://x');
    let rel;
    try { rel = decodeURIComponent(url.pathname); } catch { res.writeHead(400).end(); return; }
    const file = path.join(root, rel);
    if (path.relative(root, file).startsWith('..')) { res.writeHead(403).end(); return; }
    let stat = statFile(file);
    if (!stat && fs.existsSync(path.join(file, 'index.html'))) {
      // A folder: r/ID needs its slash (as static hosts redirect) so the page's relative URLs resolve.
      if (!rel.endsWith('/')) { res.writeHead(301, { location: `${url.pathname}/${url.search}` }).end(); return; }
      stat = statFile(path.join(file, 'index.html'));
      if (stat) { send(req, res, 200, path.join(file, 'index.html'), stat); return; }
    }
    if (stat) { send(req, res, 200, file, stat); return; }
    const notFound = path.join(root, '404.html'), nfStat = statFile(notFound);
    if (nfStat) send(req, res, 404, notFound, nfStat);
    else res.writeHead(404, { 'content-type': 'text/plain; charset=utf-8' }).end('Not found');
  });
  return new Promise((resolve) => server.listen(port, '127.0.0.1', () => resolve(server)));
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const port = Number(process.argv[3] || process.env.PORT || 8080);
  await serve(process.argv[2] || 'build/site', port);
  console.log(`Arbiter is running at http://127.0.0.1:${port}/  (Ctrl+C to stop)`);
}
