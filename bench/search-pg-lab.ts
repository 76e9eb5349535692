// A lab for PostgreSQL search at 100,000 contents (decision 36): seeds a database once into a
// cluster that is kept between runs (given by SEARCH_LAB_URL, e.g. a postgres started on a data
// folder of its own), then times every varied query in process without the shared answer.
//   tsx --conditions=karada-source bench/search-pg-lab.ts seed 100000
//   tsx --conditions=karada-source bench/search-pg-lab.ts time 100000 [rounds]
import { sql } from 'kysely';
import fs from 'node:fs';
import { performance } from 'node:perf_hooks';
import { createDatabase } from '#server/db/database.js';
import { migrateToLatest } from '#server/db/migrate.js';
import { searchContents, wordsThatFind } from '#server/modules/contents/content-search-repository.js';
import { seedLibrary } from './support/library.js';
import { longTailQueries } from './search-long-tail.js';
import { CompiledQueries } from '#server/db/compiled-queries.js';

// SEARCH_LAB_PROFILE=1: the time each shape of query takes, summed over the timed round.
const byShape = new Map<string, { n: number; ms: number }>();
/** Statements run for the query being timed (SEARCH_LAB_PROFILE=1). */
let statements = 0;
if (process.env.SEARCH_LAB_PROFILE) {
  const run = CompiledQueries.prototype.run;
  CompiledQueries.prototype.run = async function (this: CompiledQueries, ...args: Parameters<typeof run>) {
    const started = performance.now();
    try {
      return await run.apply(this, args);
    } finally {
      const entry = byShape.get(args[1]) ?? { n: 0, ms: 0 };
      entry.n++;
      statements++;
      entry.ms += performance.now() - started;
      byShape.set(args[1], entry);
    }
  } as typeof run;
}

const [mode = 'time', countText = '100000', roundsText = '2'] = process.argv.slice(2);
const count = Number(countText);
const admin = process.env.SEARCH_LAB_URL ?? 'postgres://postgres@127.0.0.1:55432/postgres';
const url = new URL(admin);
// SEARCH_LAB_DB: another database of the cluster (a copy, to compare two builds on the same rows).
url.pathname = `/${process.env.SEARCH_LAB_DB ?? `lab_${count}`}`;

if (mode === 'seed') {
  const root = createDatabase({ kind: 'postgres', url: admin });
  await sql.raw(`create database lab_${count}`).execute(root);
  await root.destroy();
  const db = createDatabase({ kind: 'postgres', url: url.toString() });
  const started = performance.now();
  await migrateToLatest(db);
  await seedLibrary(db, count);
  await sql`vacuum analyze`.execute(db);
  console.log(`seeded ${count} in ${((performance.now() - started) / 1000).toFixed(1)} s`);
  await db.destroy();
} else {
  const db = createDatabase({ kind: 'postgres', url: url.toString() });
  const migrationStarted = performance.now();
  const migrated = await migrateToLatest(db);
  if (migrated.length) {
    const seconds = ((performance.now() - migrationStarted) / 1000).toFixed(1);
    await sql`vacuum analyze`.execute(db);
    console.log(`migrated in ${seconds} s: ${migrated.join(', ')}`);
  }
  const visibleAt = new Date().toISOString();
  // SEARCH_LAB_ONLY=<text>: only the queries holding it (to profile one query's statements).
  const queries = longTailQueries().filter((q) => q.includes(process.env.SEARCH_LAB_ONLY ?? ''));
  const times: { q: string; ms: number; found: number; statements: number }[] = [];
  // CPU of this process (Kysely, node-postgres, the search code) and of the cluster's backends
  // serving it (read from /proc: the lab runs beside the cluster), over the timed rounds.
  const backendCpu = async () => {
    const { rows } = await sql<{
      pid: number;
    }>`select pid from pg_stat_activity where datname = current_database()`.execute(db);
    const ticks = rows.map(({ pid }) => {
      const fields = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
      return Number(fields[11]) + Number(fields[12]);
    });
    return (ticks.reduce((sum, t) => sum + t, 0) * 1000) / 100;
  };
  let nodeCpu = process.cpuUsage();
  let pgCpu = 0;
  for (let round = 0; round < Number(roundsText); round++) {
    if (round === 1) {
      nodeCpu = process.cpuUsage();
      pgCpu = await backendCpu();
    }
    byShape.clear();
    for (const q of queries) {
      statements = 0;
      const started = performance.now();
      const rows = await searchContents(db, q, 21, visibleAt);
      // As the search route does: a query that found nothing looks for shorter words that find.
      if (rows.length === 0) await wordsThatFind(db, q, visibleAt);
      if (round > 0) times.push({ q, ms: performance.now() - started, found: rows.length, statements });
    }
  }
  const nodeMs = process.cpuUsage(nodeCpu);
  const pgMs = (await backendCpu()) - pgCpu;
  console.log(
    `CPU a query: node ${((nodeMs.user + nodeMs.system) / 1000 / times.length).toFixed(2)} ms, PostgreSQL ${(pgMs / times.length).toFixed(2)} ms (${times.length} queries)`,
  );
  const sorted = [...times].sort((a, b) => a.ms - b.ms);
  const at = (p: number) => sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))]!.ms.toFixed(2);
  const total = times.reduce((sum, t) => sum + t.ms, 0);
  console.log(`p50 ${at(0.5)} ms, p90 ${at(0.9)} ms, p99 ${at(0.99)} ms, total ${total.toFixed(0)} ms`);
  for (const t of sorted.slice(-12).reverse()) console.log(`  ${t.ms.toFixed(1)} ms  ${t.q} (${t.found})`);
  // The time by class of query (issue 25's accounting): which kind of search costs most.
  const classOf = (t: (typeof times)[number]) =>
    t.found === 0
      ? 'no match'
      : t.q.includes(' ')
        ? 'two words'
        : Array.from(t.q).length <= 2
          ? '2 characters'
          : 'one word';
  const byClass = new Map<string, { n: number; ms: number; statements: number }>();
  for (const t of times) {
    const entry = byClass.get(classOf(t)) ?? { n: 0, ms: 0, statements: 0 };
    entry.n++;
    entry.ms += t.ms;
    entry.statements += t.statements;
    byClass.set(classOf(t), entry);
  }
  for (const [name, { n, ms, statements: run }] of [...byClass].sort((a, b) => b[1].ms - a[1].ms))
    console.log(
      `  ${name}: ${n} queries, ${(ms / n).toFixed(2)} ms each = ${ms.toFixed(0)} ms, ${(run / n).toFixed(1)} statements each`,
    );
  for (const [shape, { n, ms }] of [...byShape].sort((a, b) => b[1].ms - a[1].ms))
    console.log(`  ${shape}: ${n} × ${(ms / n).toFixed(2)} ms = ${ms.toFixed(0)} ms`);
  await db.destroy();
}
