// npm run soak: the mixed load of 200 clients for 60 s on SQLite (one app process) and on
// PostgreSQL (two app processes sharing Redis), then 20 rounds of kill -9 during writes on SQLite
// and 5 on PostgreSQL. Every acknowledged favorite and history entry must be stored exactly,
// view counts within what was sent, SQLite's integrity check "ok", no request over 2 s, none
// failed. Prints a table and writes it to bench/results/soak.md. SOAK_QUICK=1: 10 s, 3 rounds.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { createDatabase } from '#server/db/database.js';
import { startPostgresCluster } from '#tests/support/postgres-cluster.js';
import { startRedisServer } from '#tests/support/redis-server.js';
import { crashRounds, mixedLoad, type SoakDatabase, type SoakReport } from '#tests/support/soak/soak.js';

const root = path.resolve(import.meta.dirname, '..');
const quick = process.env.SOAK_QUICK === '1';
const seconds = quick ? 10 : 60;
const clients = { members: 120, guests: 80 };
const reports: SoakReport[] = [];
const cleanUps: (() => Promise<void>)[] = [];

function sqliteDatabase(): SoakDatabase {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'karada-soak-'));
  cleanUps.push(async () => fs.rmSync(dir, { recursive: true, force: true }));
  return { kind: 'sqlite', file: path.join(dir, 'app.sqlite') };
}

function show(report: SoakReport) {
  reports.push(report);
  console.log(
    `[soak] ${report.name}: ${report.requests} requests, ${report.failures.length} failed, ` +
      `${report.slow} over 2 s, ${report.problems.length} problems`,
  );
  for (const line of [
    ...report.failures.slice(0, 5),
    ...report.slowest.slice(0, 5),
    ...report.problems.slice(0, 10),
  ]) {
    console.log(`  ${line}`);
  }
}

const startedAt = performance.now();
const loadAtStart = os.loadavg()[0]!;
try {
  const cluster = await startPostgresCluster();
  cleanUps.push(cluster.stop);
  const redis = await startRedisServer();
  cleanUps.push(redis.stop);
  let databases = 0;
  const postgresDatabase = async (): Promise<SoakDatabase> => {
    const name = `soak_${++databases}`;
    const admin = createDatabase({ kind: 'postgres', url: cluster.adminUrl });
    await sql.raw(`create database ${name}`).execute(admin);
    await admin.destroy();
    const url = new URL(cluster.adminUrl);
    url.pathname = `/${name}`;
    return { kind: 'postgres', url: url.toString() };
  };

  show(
    await mixedLoad({
      name: `SQLite, 1 process, ${clients.members + clients.guests} clients, ${seconds} s`,
      database: sqliteDatabase(),
      processes: 1,
      seconds,
      ...clients,
    }),
  );
  show(
    await mixedLoad({
      name: `PostgreSQL, 2 processes + Redis, ${clients.members + clients.guests} clients, ${seconds} s`,
      database: await postgresDatabase(),
      processes: 2,
      redisUrl: redis.url,
      seconds,
      ...clients,
    }),
  );
  show(
    await crashRounds({
      name: `SQLite, kill -9 during writes × ${quick ? 3 : 20}`,
      database: sqliteDatabase(),
      rounds: quick ? 3 : 20,
      minMs: 300,
      maxMs: 1500,
      members: 30,
      guests: 10,
    }),
  );
  show(
    await crashRounds({
      name: `PostgreSQL, kill -9 during writes × ${quick ? 2 : 5}`,
      database: await postgresDatabase(),
      rounds: quick ? 2 : 5,
      minMs: 300,
      maxMs: 1500,
      members: 30,
      guests: 10,
    }),
  );
} finally {
  for (const cleanUp of cleanUps.reverse()) await cleanUp().catch(() => undefined);
}

const ok = (report: SoakReport) =>
  report.failures.length === 0 && report.problems.length === 0 && report.slow === 0;
const table = [
  `Soak ${new Date().toISOString()}${quick ? ' (SOAK_QUICK)' : ''}`,
  `Node ${process.version} · ${os.cpus().length} cores · load average ${loadAtStart.toFixed(1)} at start, ${os.loadavg()[0]!.toFixed(1)} at end · ${((performance.now() - startedAt) / 1000).toFixed(0)} s`,
  '',
  '| Run | Requests | req/s | p50 | p99 | max | over 2 s | failed | differences from acknowledged writes | |',
  '|---|---|---|---|---|---|---|---|---|---|',
  ...reports.map(
    (r) =>
      `| ${r.name} | ${r.requests} | ${r.perSecond.toFixed(0)} | ${r.p50.toFixed(0)} ms | ${r.p99.toFixed(0)} ms | ` +
      `${r.max.toFixed(0)} ms | ${r.slow} | ${r.failures.length} | ${r.problems.length} | ${ok(r) ? 'ok' : 'FAILED'} |`,
  ),
  '',
  'Checked after each run: favorites and history of every member exactly as acknowledged (the one',
  'write a killed server did not answer, either way); view counts at least one per (session, content)',
  'acknowledged and at most every view sent; SQLite `PRAGMA integrity_check` after every kill.',
].join('\n');
console.log(`\n${table}`);
fs.mkdirSync(path.join(root, 'bench/results'), { recursive: true });
fs.writeFileSync(path.join(root, `bench/results/${quick ? 'soak-quick' : 'soak'}.md`), `${table}\n`);
if (!reports.every(ok)) process.exitCode = 1;
