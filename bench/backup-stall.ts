// How long requests wait while the daily backup is made: `npx tsx --conditions=karada-source
// bench/backup-stall.ts`. Fills a database of a busy studio's size, then answers requests in a
// steady stream (a read and a write each, through the real app) before and during the backup,
// made in the worker thread as the site does and, for comparison, on the server's own thread.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import SQLite from 'better-sqlite3';
import { buildApp } from '#server/app.js';
import { loadConfig } from '#server/config.js';
import { searchTokens } from '#server/db/search-grams.js';
import { makeBackup } from '#server/modules/backups/make-backup.js';

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'karada-backup-stall-'));
const config = loadConfig({ DATA_DIR: dir, BACKUP_TIME: 'off', LOG_LEVEL: 'silent' });
const file = path.join(dir, 'app.sqlite');

function fill() {
  const db = new SQLite(file);
  // The search index's triggers spell contents' text with this, as the app's connection does.
  db.function('content_search_tokens', (text) => searchTokens(String(text ?? '')));
  const members = 3000;
  const contents = 1500;
  const day = (n: number) => new Date(Date.UTC(2024, 0, 1) + n * 86_400_000).toISOString().slice(0, 10);
  db.transaction(() => {
    const user = db.prepare(
      `insert into users (id, email, password_hash, created_at, updated_at) values (?, ?, ?, ?, ?)`,
    );
    for (let i = 0; i < members; i++) user.run(`u${i}`, `m${i}@example.jp`, 'x'.repeat(90), day(0), day(0));
    const content = db.prepare(
      `insert into contents (id, title, category, type, date, body, created_at, updated_at, search_text)
       values (?, ?, 'diet', 'article', ?, ?, ?, ?, ?)`,
    );
    const body = `<p>${'からだを整える毎日の習慣。'.repeat(200)}</p>`;
    for (let i = 0; i < contents; i++)
      content.run(`c${i}`, `記事 ${i}`, day(i % 700), body, day(0), day(0), `記事 ${i}`);
    const done = db.prepare(
      `insert into activity_log (user_id, content_id, day, done_at) values (?, ?, ?, ?)`,
    );
    for (let i = 0; i < 600_000; i++)
      done.run(`u${i % members}`, `c${Math.floor(i / members)}`, day(i % 600), day(0));
    const watched = db.prepare(
      `insert into watch_progress (user_id, content_id, position_seconds, duration_seconds, updated_at) values (?, ?, 30, 600, ?)`,
    );
    for (let i = 0; i < 300_000; i++) watched.run(`u${i % members}`, `c${Math.floor(i / members)}`, day(0));
  })();
  db.close();
}

function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
}

const app = await buildApp({ config, logger: false, webRoot: path.join(dir, 'no-web') });
await app.close();
fill();
const site = await buildApp({ config, logger: false, webRoot: path.join(dir, 'no-web') });
console.log(`database: ${(fs.statSync(file).size / 1024 / 1024).toFixed(1)} MB`);

/** Requests one after another for `during` (a promise); each one's time in ms. */
async function requestsWhile(during: Promise<unknown>): Promise<number[]> {
  let done = false;
  void during.finally(() => (done = true));
  const times: number[] = [];
  for (let n = 0; !done; n++) {
    const started = performance.now();
    const health = await site.inject({ url: '/api/health' });
    if (health.statusCode !== 200) throw new Error(`health ${health.statusCode}`);
    await site.db
      .insertInto('attemptCounters')
      .values({
        key: `bench-${n}-${Math.random()}`,
        count: 1,
        windowStartedAt: '',
        lastAt: '',
        expiresAt: '',
      })
      .execute();
    times.push(performance.now() - started);
  }
  return times;
}

const line = (label: string, times: number[], ms: number) =>
  console.log(
    `${label.padEnd(34)} ${String(Math.round(ms)).padStart(6)} ms  requests ${String(times.length).padStart(5)}  ` +
      `p50 ${percentile(times, 50).toFixed(1)} ms  p99 ${percentile(times, 99).toFixed(1)} ms  max ${Math.max(...times).toFixed(1)} ms`,
  );

const baseline = await requestsWhile(new Promise((resolve) => setTimeout(resolve, 3000)));
line('no backup (3 s)', baseline, 3000);

let started = performance.now();
const inWorker = await requestsWhile(
  makeBackup({
    databaseFile: file,
    out: path.join(dir, 'worker.sqlite'),
    storage: site.storage,
    now: new Date(),
  }),
);
line('backup in the worker thread', inWorker, performance.now() - started);

started = performance.now();
const onThread = await requestsWhile(
  new Promise((resolve) => setImmediate(resolve)).then(() => {
    const source = new SQLite(file, { readonly: true });
    source.prepare('VACUUM INTO ?').run(path.join(dir, 'thread.sqlite'));
    source.close();
  }),
);
line('VACUUM INTO on the server thread', onThread, performance.now() - started);

await site.close();
fs.rmSync(dir, { recursive: true, force: true });
