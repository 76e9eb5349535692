// npx tsx --conditions=karada-source bench/search-write-cost.ts [count]: what the search index
// costs a write (issue 25, docs/decisions/0033-search-at-100000.md). On each engine: the time to
// seed `count` contents of the bench library (default 2,000), and per article what making its
// index pieces costs (PostgreSQL: the SQL function content_search_grams, where it exists; the
// app's searchGrams). Run it under the heavy-job lock.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { sql } from 'kysely';
import { startPostgresCluster } from '#tests/support/postgres-cluster.js';
import { createDatabase, type Db } from '#server/db/database.js';
import { migrateToLatest } from '#server/db/migrate.js';
import { searchGrams } from '#server/db/search-grams.js';
import { seedLibrary } from './support/library.js';

const count = Number(process.argv[2] ?? 2_000);
const engines = (process.env.BENCH_ENGINE ?? 'sqlite,postgres').split(',');

async function measure(name: string, db: Db) {
  await migrateToLatest(db);
  const started = performance.now();
  await seedLibrary(db, count);
  const seconds = (performance.now() - started) / 1000;
  console.log(`${name}: ${count} contents seeded in ${seconds.toFixed(1)} s`);
  const articles = await db
    .selectFrom('contents')
    .select('searchText')
    .where('type', '=', 'article')
    .limit(200)
    .execute();
  const jsStarted = performance.now();
  for (const { searchText } of articles) searchGrams(searchText);
  const jsMs = (performance.now() - jsStarted) / articles.length;
  console.log(`${name}: app searchGrams ${jsMs.toFixed(3)} ms per article`);
  if (name !== 'PostgreSQL') return;
  const exists = await sql<{
    n: number;
  }>`select count(*)::int as n from pg_proc where proname = 'content_search_grams'`.execute(db);
  if (exists.rows[0]!.n === 0) return;
  const sqlStarted = performance.now();
  for (const { searchText } of articles) await sql`select content_search_grams(${searchText})`.execute(db);
  const sqlMs = (performance.now() - sqlStarted) / articles.length;
  console.log(`${name}: SQL content_search_grams ${sqlMs.toFixed(2)} ms per article`);
}

if (engines.includes('sqlite')) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'karada-write-cost-'));
  const db = createDatabase({ kind: 'sqlite', file: path.join(dir, 'app.sqlite') });
  try {
    await measure('SQLite', db);
  } finally {
    await db.destroy();
    fs.rmSync(dir, { recursive: true, force: true });
  }
}
if (engines.includes('postgres')) {
  const cluster = await startPostgresCluster();
  const db = createDatabase({ kind: 'postgres', url: cluster.adminUrl });
  try {
    await measure('PostgreSQL', db);
  } finally {
    await db.destroy();
    await cluster.stop();
  }
}
