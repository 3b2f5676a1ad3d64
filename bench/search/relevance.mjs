// Relevance figures from the ranked ids each engine returned for the relevance set
// (tests/search/relevance/queries.json and frozen2.json; see their README): top-1, top-3 and MRR
// over the top 10, per kind of query and overall, the tuning and the frozen part apart, and the
// frozen part of each file alone when several files hold frozen queries.
//   node bench/search/relevance.mjs --merge OUT.json SET.json...          one set of several files
//   node bench/search/relevance.mjs RELEVANCE.json RANKED.jsonl            the table and the targets
//   node bench/search/relevance.mjs RELEVANCE.json RANKED.jsonl --misses   also the tuning queries
//                                                                         our engine misses (never frozen ones)
// A query is a hit at k when one of its expected ids is among the first k results; its reciprocal
// rank is 1 / the rank of the first expected id found (0 when none is in the top 10).
import fs from 'node:fs';
import path from 'node:path';

export const kinds = ['paraphrase', 'question', 'misspelled', 'half-typed', 'abbreviation', 'l5r', 'posted'];
// Long player questions (posted.json) also count apart by style: the basics a rules summary answers,
// and the questions a ruling answers.
const styles = ['posted:basics', 'posted:ruling'];
const ofKind = (q, kind) => kind === 'overall' || q.kind === kind || `${q.kind}:${q.style}` === kind;
export const parts = ['tune', 'frozen'];
const names = { native: 'Arbiter native', wasm: 'Arbiter wasm', minisearch: 'MiniSearch', flexsearch: 'FlexSearch' };

function rankOf(ranked, expect) {
  const i = ranked.findIndex((id) => expect.includes(id));
  return i < 0 ? 0 : i + 1;
}

// The queries of several set files in one list, each marked with the file it came from.
export function mergeSets(paths) {
  const queries = paths.flatMap((p) => JSON.parse(fs.readFileSync(p, 'utf8')).queries.map((q) => ({ ...q, set: path.basename(p, '.json') })));
  return { schema: 1, about: `merged from ${paths.join(', ')}`, queries };
}

// The files (their `set` names) that hold frozen queries, when there are several; none when one does.
function frozenSets(queries) {
  const sets = [...new Set(queries.filter((q) => q.part === 'frozen' && q.set).map((q) => q.set))];
  return sets.length > 1 ? sets : [];
}

// {part: {kind or 'overall': {n, top1, top3, mrr}}}; a part is 'tune', 'frozen' or 'frozen/SET'.
export function score(queries, ranked) {
  const out = {};
  for (const part of [...parts, ...frozenSets(queries).map((s) => `frozen/${s}`)]) {
    const [wanted, set] = part.split('/');
    out[part] = {};
    for (const kind of [...kinds, ...styles, 'overall']) {
      const sel = queries.map((q, i) => [q, ranked[i]])
        .filter(([q]) => q.part === wanted && (!set || q.set === set) && ofKind(q, kind));
      const ranks = sel.map(([q, r]) => rankOf(r, q.expect));
      const mean = (f) => (ranks.length ? ranks.reduce((a, r) => a + f(r), 0) / ranks.length : NaN);
      out[part][kind] = { n: ranks.length, top1: mean((r) => r === 1), top3: mean((r) => r >= 1 && r <= 3),
                          mrr: mean((r) => (r ? 1 / r : 0)) };
    }
  }
  return out;
}

const f2 = (x) => x.toFixed(2);

export function printTable(queries, runs) {
  const engines = Object.keys(names).filter((e) => runs[e]);
  const figures = Object.fromEntries(engines.map((e) => [e, score(queries, runs[e])]));
  console.log(`\n## Relevance: ${queries.length} queries (tests/search/relevance), top 10 each; top-1 / top-3 / MRR`);
  const width = Math.max(7, ...Object.keys(figures[engines[0]]).map((p) => p.length));
  console.log(`${'part'.padEnd(width)} ${'kind'.padEnd(13)} ${'n'.padStart(4)}  ` + engines.map((e) => names[e].padEnd(16)).join(' '));
  for (const part of Object.keys(figures[engines[0]])) {
    for (const kind of [...kinds, ...styles, 'overall']) {
      const n = figures[engines[0]][part][kind].n;
      if (!n) continue;
      const cells = engines.map((e) => {
        const s = figures[e][part][kind];
        return `${f2(s.top1)} ${f2(s.top3)} ${f2(s.mrr)}`.padEnd(16);
      });
      console.log(`${part.padEnd(width)} ${kind.padEnd(13)} ${String(n).padStart(4)}  ${cells.join(' ')}`);
    }
  }
  if (runs.native && runs.wasm) {
    const differ = runs.native.filter((r, i) => JSON.stringify(r) !== JSON.stringify(runs.wasm[i])).length;
    console.log(differ ? `  wasm ranks ${differ} queries differently from native` : '  wasm ranks every query as native does');
  }
  return figures;
}

// The issues' targets on the frozen part: the short queries (issue 34's sets) on all their frozen
// queries together, the long posted questions (issue 36) on theirs; a kind with no queries is skipped.
export function targets(figures) {
  const out = [];
  const ours = figures.native?.frozen ?? figures.wasm?.frozen;
  if (!ours) return out;
  const mini = figures.minisearch?.frozen;
  const check = (ok, text) => out.push(`${ok ? 'PASS' : 'FAIL'}  relevance, frozen: ${text}`);
  const short = kinds.filter((k) => k !== 'posted' && ours[k].n);
  if (short.length && !ours.posted.n) {
    check(ours.overall.top1 >= 0.9, `top-1 ${f2(ours.overall.top1)} (>= 0.90)`);
    check(ours.overall.top3 >= 0.97, `top-3 ${f2(ours.overall.top3)} (>= 0.97)`);
  }
  for (const kind of ['paraphrase', 'question'].filter((k) => ours[k].n))
    check(ours[kind].top1 >= 0.85, `${kind} top-1 ${f2(ours[kind].top1)} (>= 0.85)`);
  if (ours.posted.n) {
    check(ours.posted.top1 >= 0.85, `posted top-1 ${f2(ours.posted.top1)} (>= 0.85)`);
    check(ours.posted.top3 >= 0.95, `posted top-3 ${f2(ours.posted.top3)} (>= 0.95)`);
    if (mini) check(ours.posted.top3 >= mini.posted.top3, `posted top-3 ${f2(ours.posted.top3)} vs MiniSearch ${f2(mini.posted.top3)} (no lower)`);
  }
  if (mini)
    for (const kind of kinds.filter((k) => ours[k].n))
      check(ours[kind].top1 >= mini[kind].top1, `${kind} top-1 ${f2(ours[kind].top1)} vs MiniSearch ${f2(mini[kind].top1)} (no lower)`);
  return out;
}

export function readRuns(path) {
  const runs = {};
  for (const line of fs.readFileSync(path, 'utf8').split('\n').filter(Boolean)) {
    const r = JSON.parse(line);
    runs[r.engine] = r.ranked;
  }
  return runs;
}

// The tuning queries our engine misses at top 1, with what it ranked instead.
function printMisses(queries, ranked) {
  console.log('\n## Tuning queries not answered first (native)');
  queries.forEach((q, i) => {
    if (q.part !== 'tune') return;
    const r = rankOf(ranked[i], q.expect);
    if (r === 1) return;
    console.log(`${q.kind.padEnd(12)} ${r ? `#${r}` : '--'}  ${q.q}\n    want ${q.expect.join(', ')}\n    got  ${ranked[i].slice(0, 3).join(', ')}`);
  });
}

if (import.meta.url === `file://${process.argv[1]}`) {
  if (process.argv[2] === '--merge') {
    fs.writeFileSync(process.argv[3], JSON.stringify(mergeSets(process.argv.slice(4))));
    process.exit(0);
  }
  const [setPath, rankedPath, ...flags] = process.argv.slice(2);
  const queries = JSON.parse(fs.readFileSync(setPath, 'utf8')).queries;
  const runs = readRuns(rankedPath);
  const figures = printTable(queries, runs);
  for (const t of targets(figures)) console.log(t);
  if (flags.includes('--misses')) printMisses(queries, runs.native ?? runs.wasm);
}
