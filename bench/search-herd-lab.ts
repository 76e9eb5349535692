// A lab for the varied search under load (decision 37's revision): the built server (dist/node) on
// a SQLite library seeded once into LAB_DIR and kept between runs, then only the bench's varied
// search and its same-request baseline, round after round, each round's figures printed. Quicker
// than `BENCH_ONLY=search` (which seeds both libraries afresh and measures the details too); the
// figures to quote still come from the bench. Run it under the heavy lock:
//   flock /tmp/heavy.lock node_modules/.bin/tsx --conditions=karada-source bench/search-herd-lab.ts [rounds]
// LAB_ROOTS (below) compares builds in turns.
// `… search-herd-lab.ts time [rounds]` times instead the route's work for each query in process,
// without the server or any shared answer (search, and the suggestions when nothing is found),
// best of the rounds after the first.
import fs from 'node:fs';
import { performance } from 'node:perf_hooks';
import path from 'node:path';
import { createDatabase } from '#server/db/database.js';
import { migrateToLatest } from '#server/db/migrate.js';
import { searchContents, wordsThatFind } from '#server/modules/contents/content-search-repository.js';
import { drawn, longTailQueries } from './search-long-tail.js';
import { libraryId, seedLibrary } from './support/library.js';
import { browserEncoding, load, summary, type LoadResult } from './support/load.js';
import { startServer } from './support/server.js';
import { guestCookie } from './support/sessions.js';

const root = path.resolve(import.meta.dirname, '..');
const dataDir = process.env.LAB_DIR ?? '/tmp/search-herd-lab';
const count = Number(process.env.LAB_COUNT ?? 100_000);
const timeOnly = process.argv[2] === 'time';
const rounds = Number(process.argv[timeOnly ? 3 : 2] ?? 3);
const file = path.join(dataDir, 'app.sqlite');
// LAB_DATABASE_URL: a PostgreSQL database seeded once instead (bench/search-pg-lab.ts seed), e.g.
// postgres://postgres@127.0.0.1:55433/lab_100000; the servers are pointed at it.
const postgresUrl = process.env.LAB_DATABASE_URL;
const settings = postgresUrl
  ? ({ kind: 'postgres', url: postgresUrl } as const)
  : ({ kind: 'sqlite', file } as const);

if (!postgresUrl && !fs.existsSync(file)) {
  fs.mkdirSync(dataDir, { recursive: true });
  const db = createDatabase({ kind: 'sqlite', file });
  await migrateToLatest(db);
  await seedLibrary(db, count);
  await db.destroy();
  console.log(`seeded ${count} contents into ${dataDir}`);
}
if (timeOnly) {
  const db = createDatabase(settings);
  await migrateToLatest(db);
  const visibleAt = new Date().toISOString();
  const best = new Map<string, number>();
  for (let round = 0; round <= rounds; round++) {
    for (const q of longTailQueries()) {
      const started = performance.now();
      const rows = await searchContents(db, q, 21, visibleAt);
      if (rows.length === 0) await wordsThatFind(db, q, visibleAt);
      const ms = performance.now() - started;
      if (round > 0) best.set(q, Math.min(ms, best.get(q) ?? Infinity));
    }
  }
  const sorted = [...best].sort((a, b) => a[1] - b[1]);
  const at = (p: number) => sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))]![1].toFixed(2);
  const sum = sorted.reduce((total, [, ms]) => total + ms, 0);
  console.log(`sum ${sum.toFixed(0)} ms, p50 ${at(0.5)}, p90 ${at(0.9)}, p99 ${at(0.99)} ms`);
  for (const [q, ms] of sorted.slice(-10).reverse()) console.log(`  ${ms.toFixed(2)} ms  ${q}`);
  await db.destroy();
  process.exit(0);
}

// LAB_ROOTS=dirA,dirB: builds compared in turns in the same run (each a checkout with its own
// dist/node), one server each on the same library, each round measuring one after the other.
const roots = process.env.LAB_ROOTS?.split(',').filter(Boolean) ?? [root];
// LAB_DIRS=dirA,dirB (SQLite): each root's own copy of the library, for a build whose migrations
// the others do not know (copy LAB_DIR's app.sqlite into each first).
const dataDirs = process.env.LAB_DIRS?.split(',').filter(Boolean) ?? roots.map(() => dataDir);
// LAB_DATABASE_URLS=urlA,urlB (PostgreSQL): the same, a copy of the library for each root, in
// LAB_ROOTS' order (create each with `createdb -T` from the library's database first).
const postgresUrls = process.env.LAB_DATABASE_URLS?.split(',').filter(Boolean) ?? [];
// The servers run their checkout's migrations on start; the session is written after them.
const servers = [];
const cookies: string[] = [];
// LAB_COOKIES=n: the varied rows ask as n different guests, one drawn for each request.
const visitorCount = Number(process.env.LAB_COOKIES ?? 0);
const visitorsOf: string[][] = [];
for (const [i, dir] of roots.entries()) {
  const dirData = dataDirs[i] ?? dataDir;
  const url = postgresUrls[i] ?? postgresUrl;
  servers.push(await startServer(dir, { DATA_DIR: dirData, ...(url ? { DATABASE_URL: url } : {}) }));
  const db = createDatabase(
    url ? { kind: 'postgres', url } : { kind: 'sqlite', file: path.join(dirData, 'app.sqlite') },
  );
  cookies.push(await guestCookie(db));
  const visitors: string[] = [];
  for (let v = 0; v < visitorCount; v++) visitors.push(await guestCookie(db));
  visitorsOf.push(visitors);
  await db.destroy();
}

const paths = longTailQueries().map((q) => `/api/contents/search?q=${encodeURIComponent(q)}`);
// LAB_DETAILS=1: the bench's content details too, 5,000 drawn from the whole library.
const detailPaths =
  process.env.LAB_DETAILS === '1'
    ? Array.from({ length: 5_000 }, () => `/api/contents/${libraryId(Math.floor(Math.random() * count))}`)
    : [];
// LAB_ENCODING=0: without the Accept-Encoding every browser sends (bench/support/load.ts).
const asBrowser = process.env.LAB_ENCODING !== '0';
const encoding = asBrowser ? browserEncoding : {};
console.log(`asking ${asBrowser ? 'as a browser (Accept-Encoding: br…)' : 'without Accept-Encoding'}`);
const run = (cookie: string, url: string, requests?: Parameters<typeof load>[0]['requests']) =>
  load({
    url,
    connections: 50,
    seconds: 3,
    headers: { cookie, ...encoding },
    ...(requests ? { requests } : {}),
    afterFirstSecond: true,
  });
const line = (name: string, r: Pick<LoadResult, 'rps' | 'p50' | 'p99' | 'p99AfterFirstSecond'>) =>
  console.log(
    `${name}: ${r.rps.toFixed(0)} req/s, p50 ${r.p50} ms, p99 ${r.p99} ms (after the first second ${r.p99AfterFirstSecond} ms)`,
  );

try {
  const results = servers.map(() => ({
    same: [] as LoadResult[],
    varied: [] as LoadResult[],
    detailSame: [] as LoadResult[],
    detailVaried: [] as LoadResult[],
  }));
  for (let round = 1; round <= rounds; round++) {
    for (const [i, server] of servers.entries()) {
      const r = results[i]!;
      const name = roots.length > 1 ? `${roots[i]} ` : '';
      const cookie = cookies[i]!;
      r.same.push(
        await run(cookie, `${server.baseUrl}/api/contents/search?q=${encodeURIComponent('ストレッチ')}`),
      );
      r.varied.push(await run(cookie, server.baseUrl, drawn(paths, visitorsOf[i])));
      if (detailPaths.length) {
        r.detailSame.push(await run(cookie, `${server.baseUrl}/api/contents/${libraryId(1)}`));
        r.detailVaried.push(await run(cookie, server.baseUrl, drawn(detailPaths, visitorsOf[i])));
      }
      line(`${name}round ${round} same`, r.same.at(-1)!);
      line(`${name}round ${round} varied (${paths.length} queries)`, r.varied.at(-1)!);
    }
  }
  for (const [i, r] of results.entries()) {
    const name = roots.length > 1 ? `${roots[i]} ` : '';
    const s = summary(r.same);
    const v = summary(r.varied);
    line(`${name}median same`, s);
    line(`${name}median varied = ${(v.rps / s.rps).toFixed(2)}×`, v);
    if (detailPaths.length) {
      const ds = summary(r.detailSame);
      const dv = summary(r.detailVaried);
      line(`${name}median detail same`, ds);
      line(`${name}median detail varied = ${(dv.rps / ds.rps).toFixed(2)}×`, dv);
    }
  }
} finally {
  for (const server of servers) await server.stop();
}
