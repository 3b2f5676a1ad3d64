// Measures one engine inside Node over a benchmark corpus and query set, the same way for all:
// index build time (median of --builds), index memory, and per-query latency timed with
// performance.now: --repeats passes; each query's latency is its median over the passes, and the
// figures are the median and p99 across queries of those (raw_p99: each pass's p99, median over
// passes; see search_bench.cpp), and the median per query kind. Measured twice, because V8 first
// runs wasm and JS in a baseline tier and optimises what stays hot: "session" after one warm-up
// pass (400 queries, more than a player types at the table), "steady" after warming every engine
// alike for at least 3 passes and 250 ms. Prints one JSON line.
//   node --expose-gc bench/search/peers.mjs --engine wasm|minisearch|flexsearch \
//        --corpus real.tsv --queries queries.tsv --repeats 5 --builds 3 [--module search_bench.js] [--mode full|ids]
// (--mode ids: wasm only, ranked results without highlights or snippets)
// With --rank RELEVANCE.json instead of --queries, it prints the top 10 ids of each query of the
// relevance set (tests/search/relevance/queries.json), which relevance.mjs scores.
import fs from 'node:fs';
import { createRequire } from 'node:module';
import { performance } from 'node:perf_hooks';
import MiniSearch from 'minisearch';
import FlexSearch from 'flexsearch';

const args = Object.fromEntries(process.argv.slice(2).reduce((acc, a, i, all) => {
  if (a.startsWith('--')) acc.push([a.slice(2), all[i + 1]]);
  return acc;
}, []));
const repeats = Number(args.repeats ?? 5);
const builds = Number(args.builds ?? 3);

function readCorpus(path) {
  return fs.readFileSync(path, 'utf8').split('\n').filter((l) => l.length).map((line) => {
    const f = line.split('\t');
    const list = (s) => (s ? s.split('\x1f') : []);
    // meta: what our engine indexes besides the text fields (page name, kind, game, products)
    return { id: f[0], game: f[1], kind: f[2], source: f[3], title: f[4], tags: list(f[5]).join(' | '),
             names: list(f[6]).join(' | '), answer: f[7], meta: [f[3], f[2], f[1], ...list(f[8])].join(' | '),
             asked: list(f[9]).join(' | ') };
  });
}
const queryRows = args.rank
  ? JSON.parse(fs.readFileSync(args.rank, 'utf8')).queries.map((q) => [q.kind, q.q])
  : fs.readFileSync(args.queries, 'utf8').split('\n').filter((l) => l.length).map((l) => l.split('\t'));
const queries = queryRows.map((f) => f[1]);
const queryKinds = queryRows.map((f) => f[0]);

function percentile(values, p) {
  const v = [...values].sort((a, b) => a - b);
  return v[Math.min(v.length - 1, Math.round(p * (v.length - 1)))];
}
const median = (v) => percentile(v, 0.5);
function heapUsed() {
  global.gc();
  global.gc();
  return process.memoryUsage().heapUsed;
}

// Each engine: build() -> index; search(index, q) -> number of results shown (at most 10);
// rank(index, q) -> the ids shown, best first.
const engines = {
  minisearch: {
    label: 'MiniSearch 7.2.0 (prefix+fuzzy 0.2)',
    build(docs) {
      const ms = new MiniSearch({
        fields: ['title', 'asked', 'tags', 'names', 'answer', 'meta'],
        searchOptions: { prefix: true, fuzzy: 0.2, boost: { title: 3, asked: 2, tags: 2, names: 2, meta: 0.5 } },
      });
      ms.addAll(docs);
      return ms;
    },
    search: (ms, q) => Math.min(10, ms.search(q).length),
    rank: (ms, q) => ms.search(q).slice(0, 10).map((r) => r.id),
  },
  flexsearch: {
    label: 'FlexSearch 0.8.212 (forward, no typos)',
    build(docs) {
      const fx = new FlexSearch.Document({
        tokenize: 'forward',
        document: { id: 'id', index: ['title', 'asked', 'tags', 'names', 'answer', 'meta'] },
      });
      for (const d of docs) fx.add(d);
      return fx;
    },
    search(fx, q) {
      const ids = new Set();
      for (const field of fx.search(q, { limit: 10 })) for (const id of field.result) ids.add(id);
      return Math.min(10, ids.size);
    },
    // Relevance asks for its best: suggest keeps documents matching only some of the words (without
    // it a question matches nothing), merge lists each document once, in field order (title first).
    rank: (fx, q) => fx.search(q, { limit: 10, suggest: true, merge: true }).slice(0, 10).map((r) => r.id),
  },
};

async function wasmEngine() {
  const require = createRequire(import.meta.url);
  const create = require(fs.realpathSync(args.module));
  const M = await create({ noInitialRun: true });
  const cstr = (s) => {
    const n = M.lengthBytesUTF8(s) + 1;
    const p = M._malloc(n);
    M.stringToUTF8(s, p, n);
    return p;
  };
  const buffer = M._malloc(4096);
  return {
    label: 'Arbiter wasm (Node)',
    M,
    load(corpusPath) {
      const heapBefore = M.HEAP8.length;
      const t = M._bench_load(cstr(corpusPath), cstr('data/synonyms.json'), builds);
      if (t < 0) throw new Error('bench_load failed');
      return { heapGrowth: M.HEAP8.length - heapBefore };
    },
    // The query crosses into wasm memory inside the timed call, as a JS caller would pass it.
    search: (_, q) => {
      M.stringToUTF8(q, buffer, 4096);
      return M._bench_search(buffer, 1);
    },
    searchIds: (_, q) => {
      M.stringToUTF8(q, buffer, 4096);
      return M._bench_search(buffer, 0);
    },
    rank: (_, q) => {
      M.stringToUTF8(q, buffer, 4096);
      return M.UTF8ToString(M._bench_rank(buffer)).split('\n').filter(Boolean);
    },
  };
}

async function main() {
  let result;
  let engine;
  let index = null;
  if (args.engine === 'wasm') {
    engine = await wasmEngine();
    const { heapGrowth } = engine.load(args.corpus);
    const M = engine.M;
    result = { build_ms: M._bench_build_ms(), index_bytes: M._bench_index_bytes(), stored_bytes: M._bench_stored_bytes(),
               raw_bytes: M._bench_raw_bytes(), wasm_heap_growth: heapGrowth };
  } else {
    engine = engines[args.engine];
    if (!engine) throw new Error(`unknown engine ${args.engine}`);
    const docs = readCorpus(args.corpus);
    const times = [];
    let heapDelta = 0;
    for (let b = 0; b < builds; ++b) {
      index = null;
      const before = heapUsed();
      const t0 = performance.now();
      index = engine.build(docs);
      times.push(performance.now() - t0);
      heapDelta = heapUsed() - before;
    }
    result = { build_ms: median(times), index_bytes: heapDelta };
  }
  const measure = (search) => {
    const perQuery = queries.map(() => []);
    const passP99s = [];
    const hits = queries.map(() => 0);
    for (let r = 0; r < repeats; ++r) {
      const times = new Array(queries.length);
      for (let i = 0; i < queries.length; ++i) {
        const t0 = performance.now();
        hits[i] += search(index, queries[i]);
        times[i] = performance.now() - t0;
        perQuery[i].push(times[i]);
      }
      passP99s.push(percentile(times, 0.99));
    }
    const queryMedians = perQuery.map(median);
    const kinds = {}, kindsResults = {};
    const perPass = (list) => list.reduce((a, b) => a + b, 0) / (list.length * repeats);
    for (const kind of new Set(queryKinds)) {
      kinds[kind] = median(queryMedians.filter((_, i) => queryKinds[i] === kind));
      kindsResults[kind] = perPass(hits.filter((_, i) => queryKinds[i] === kind));
    }
    return { median_ms: median(queryMedians), p99_ms: percentile(queryMedians, 0.99), raw_p99_ms: median(passP99s),
             kinds_ms: kinds, kinds_results: kindsResults, results_per_query: perPass(hits) };
  };
  const latency = (search) => {
    for (const q of queries) search(index, q);
    const session = measure(search);
    const warmStart = performance.now();
    for (let pass = 0; pass < 3 || performance.now() - warmStart < 250; ++pass)
      for (const q of queries) search(index, q);
    return { session, steady: measure(search) };
  };
  if (args.rank) {
    console.log(JSON.stringify({ engine: args.engine, label: engine.label, ranked: queries.map((q) => engine.rank(index, q)) }));
    return;
  }
  // One mode per process, so that neither mode's session figures run on code the other warmed.
  if (args.mode === 'ids') {
    if (!engine.searchIds) throw new Error(`${args.engine} has no ranked-ids mode`);
    result.ids = latency(engine.searchIds);
  } else {
    result.full = latency(engine.search);
  }
  console.log(JSON.stringify({ engine: args.engine, label: engine.label, ...result, queries: queries.length, repeats }));
}

main().catch((e) => {
  console.error(`peers.mjs: ${e.stack || e}`);
  process.exit(1);
});
