// The site's 404.html, which static hosts (and scripts/serve.mjs) answer any unknown path with.
// It is served at whatever URL was missing, so every link is absolute under the base path, and it
// is self-contained: the ruling pages' stylesheet inlined, no other file to load, its own CSP
// meta naming its inline style and script by hash, so it works under any host's headers.
import crypto from 'node:crypto';

const cspHash = (s) => `'sha256-${crypto.createHash('sha256').update(s).digest('base64')}'`;
const escapeHtml = (s) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

const EXTRA_CSS = `
form.search { display: flex; gap: .5rem; margin: 1.2rem 0; }
form.search input { flex: 1; min-width: 0; font: inherit; padding: .5rem .7rem; border: 1px solid var(--line);
  border-radius: .5rem; background: var(--bg); color: var(--fg); }
form.search button { font: inherit; font-weight: 700; padding: .5rem 1.1rem; border: 0; border-radius: .5rem;
  background: var(--button); color: var(--button-fg); cursor: pointer; }
`;

// With script the search goes straight to the app's hash route and starts from the missing
// path's last segment (a mistyped ruling id is usually a few words). Without script the form
// still submits, as ?q=, to the app page.
const script = (base) => `
const form = document.querySelector('form.search'), input = form.elements.q;
form.addEventListener('submit', (e) => {
  e.preventDefault();
  location.href = ${JSON.stringify(base)} + '#/search?q=' + encodeURIComponent(input.value.trim());
});
const last = decodeURIComponent(location.pathname.replace(/\\/(index\\.html)?$/, '').split('/').pop() || '');
if (!input.value) input.value = last.replace(/\\.html?$/, '').replace(/[-_+]+/g, ' ').trim();
`;

export function notFoundPage(base, pagesCss) {
  const style = `\n${pagesCss}${EXTRA_CSS}`;
  const js = script(base);
  const csp = `default-src 'none'; style-src ${cspHash(style)}; script-src ${cspHash(js)}; base-uri 'none'; form-action 'self'`;
  const b = escapeHtml(base);
  return `<!DOCTYPE html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta http-equiv="Content-Security-Policy" content="${csp}">
<meta name="robots" content="noindex">
<title>Page not found — Arbiter</title>
<style>${style}</style>
</head>
<body>
<header class="site">
<a class="brand" href="${b}">Arbiter</a>
<nav aria-label="Site"><a href="${b}r/">All rulings</a></nav>
</header>
<main>
<h1>This page does not exist</h1>
<p>The link may be mistyped, or the ruling may have moved. Search the rulings instead:</p>
<form class="search" action="${b}" method="get" role="search">
<input type="search" name="q" aria-label="Search the rulings" placeholder="e.g. ravage, gather, defend">
<button type="submit">Search</button>
</form>
<p><a href="${b}#/">Open Arbiter's search</a> · <a href="${b}r/">Browse all rulings</a></p>
</main>
<footer class="site">
<p>Arbiter — searchable Spirit Island and L5R CCG rulings, each demonstrated on a live board.</p>
</footer>
<script>${js}</script>
</body>
</html>
`;
}
