import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Config } from '#server/config.js';
import { sql } from 'kysely';
import { createDatabase, type Db } from '#server/db/database.js';
import { startAppProcess, type AppProcess } from './app-process.js';
import {
  checkLedger,
  integrityCheck,
  Ledger,
  percentile,
  populate,
  runMixedLoad,
  viewCounts,
  type Population,
} from './workload.js';

export type SoakDatabase = Config['database'];

export type SoakReport = {
  name: string;
  requests: number;
  perSecond: number;
  p50: number;
  p99: number;
  max: number;
  /** Requests answered after more than 2 s, and the first of them described. */
  slow: number;
  slowest: string[];
  failures: string[];
  /** Differences between the database and the acknowledged writes; SQLite's integrity check. */
  problems: string[];
  seconds: number;
};

type Common = {
  database: SoakDatabase;
  /** Run the sources through tsx (tests, before the build) instead of dist/node. */
  fromSources?: boolean;
  redisUrl?: string;
  members: number;
  guests: number;
};

function envFor(options: Common, dataDir: string): Record<string, string> {
  return {
    DATA_DIR: dataDir,
    // As behind the reverse proxy of the README: the load says whose address each request is.
    TRUST_PROXY: '1',
    ...(options.database.kind === 'postgres' ? { DATABASE_URL: options.database.url } : {}),
    ...(options.redisUrl ? { REDIS_URL: options.redisUrl } : {}),
  };
}

function dataDirOf(database: SoakDatabase): string {
  return database.kind === 'sqlite'
    ? path.dirname(database.file)
    : fs.mkdtempSync(path.join(os.tmpdir(), 'karada-soak-'));
}

function report(name: string, ledger: Ledger, problems: string[], seconds: number): SoakReport {
  return {
    name,
    requests: ledger.requests,
    perSecond: ledger.requests / seconds,
    p50: percentile(ledger.latencies, 50),
    p99: percentile(ledger.latencies, 99),
    max: percentile(ledger.latencies, 100),
    slow: ledger.latencies.filter((ms) => ms > 2000).length,
    slowest: ledger.slow,
    failures: ledger.failures,
    problems,
    seconds,
  };
}

/**
 * PostgreSQL finishes a statement the killed process had already sent (a COMMIT, say) and only
 * then notices the client is gone: the check must wait for that, or it would settle a write as
 * "did not happen" that commits a moment later.
 */
async function untilOthersGone(db: Db): Promise<void> {
  const deadline = Date.now() + 15_000;
  for (;;) {
    const { rows } = await sql<{ others: number }>`select count(*)::int as others from pg_stat_activity
      where datname = current_database() and pid <> pg_backend_pid() and backend_type = 'client backend'`.execute(
      db,
    );
    if (rows[0]?.others === 0) return;
    if (Date.now() > deadline) throw new Error('connections of the killed server did not end within 15 s');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** `processes` app processes on one database, every client working for `seconds`, then the check. */
export async function mixedLoad(
  options: Common & { name: string; processes: number; seconds: number },
): Promise<SoakReport> {
  const dataDir = dataDirOf(options.database);
  const apps: AppProcess[] = [];
  const db = createDatabase(options.database);
  try {
    // The first process migrates; the others start on the migrated database.
    apps.push(await startAppProcess(envFor(options, dataDir), options));
    for (let i = 1; i < options.processes; i++)
      apps.push(await startAppProcess(envFor(options, dataDir), options));
    const population = await populate(db, {
      members: options.members,
      guests: options.guests,
      contents: 300,
    });
    const before = await viewCounts(db, population.contentIds);
    const ledger = new Ledger();
    const started = performance.now();
    await runMixedLoad({
      baseUrls: apps.map((app) => app.baseUrl),
      population,
      ledger,
      until: started + options.seconds * 1000,
    });
    const seconds = (performance.now() - started) / 1000;
    const problems = await checkLedger(db, ledger, population, before);
    return report(options.name, ledger, problems, seconds);
  } finally {
    for (const app of apps) await app.stop();
    await db.destroy();
    if (options.database.kind === 'postgres') fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

/**
 * `rounds` times: start the server, let the clients write, kill -9 it mid-write; then SQLite's
 * integrity check and every acknowledged write still there.
 */
export async function crashRounds(
  options: Common & { name: string; rounds: number; minMs: number; maxMs: number },
): Promise<SoakReport> {
  const dataDir = dataDirOf(options.database);
  const ledger = new Ledger();
  const problems: string[] = [];
  let population: Population | undefined;
  let before = new Map<string, number>();
  const started = performance.now();
  try {
    for (let round = 0; round < options.rounds; round++) {
      const app = await startAppProcess(envFor(options, dataDir), options);
      if (!population) {
        const db = createDatabase(options.database);
        population = await populate(db, { members: options.members, guests: options.guests, contents: 300 });
        before = await viewCounts(db, population.contentIds);
        await db.destroy();
      }
      let stopped = false;
      const load = runMixedLoad({
        baseUrls: [app.baseUrl],
        population,
        ledger,
        until: Number.POSITIVE_INFINITY,
        stopped: () => stopped,
        seed: round + 1,
      });
      await new Promise((resolve) =>
        setTimeout(resolve, options.minMs + Math.random() * (options.maxMs - options.minMs)),
      );
      app.kill('SIGKILL');
      const how = await app.exited;
      stopped = true;
      await load;
      if (how !== 'SIGKILL')
        problems.push(`round ${round + 1}: the server ended by ${String(how)}, not by the kill`);
      // A fresh connection, as the next start would open it (SQLite recovers its WAL here).
      const db = createDatabase(options.database);
      try {
        if (options.database.kind === 'postgres') await untilOthersGone(db);
        if (options.database.kind === 'sqlite') {
          const integrity = await integrityCheck(db);
          if (integrity !== 'ok') problems.push(`round ${round + 1}: integrity check: ${integrity}`);
        }
        const found = await checkLedger(db, ledger, population, before, true);
        problems.push(...found.map((problem) => `round ${round + 1}: ${problem}`));
      } finally {
        await db.destroy();
      }
    }
  } finally {
    if (options.database.kind === 'postgres') fs.rmSync(dataDir, { recursive: true, force: true });
  }
  // Requests cut off by the kill get no answer, as they should; any other failure counts.
  const result = report(options.name, ledger, problems, (performance.now() - started) / 1000);
  return {
    ...result,
    failures: result.failures.filter((failure) => failure && !failure.includes('no answer')),
  };
}
