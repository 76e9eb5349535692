// npm run bench: start-up, API throughput, list query latency and web bundle size.
// Prints a table and writes it to bench/results/. Targets are checked here, not in tests.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { createDatabase } from '../src/server/db/database.js';
import { migrateToLatest } from '../src/server/db/migrate.js';
import { buildContent } from '../src/server/modules/contents/content-factory.js';
import { listContents } from '../src/server/modules/contents/content-repository.js';
import { categories } from '../src/shared/categories.js';
import { startBuiltServer } from './measure-start.js';

const root = path.resolve(import.meta.dirname, '..');
type Row = { measure: string; value: string; target: string; ok: boolean | null };
const rows: Row[] = [];
const record = (measure: string, value: number, unit: string, target?: { max: number }) =>
  rows.push({
    measure,
    value: `${value.toFixed(1)} ${unit}`,
    target: target ? `≤ ${target.max} ${unit}` : '',
    ok: target ? value <= target.max : null,
  });

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
};

async function startUp() {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'karada-bench-'));
  try {
    const cold = await startBuiltServer(root, dataDir);
    record('cold start to first 200 (empty data dir)', cold.msToFirst200, 'ms', { max: 1500 });
    record('server memory after start (RSS)', cold.rssMb, 'MB', { max: 150 });
    await throughput(cold.baseUrl);
    await cold.stop();
    const warm = await startBuiltServer(root, dataDir);
    record('warm start to first 200 (existing database)', warm.msToFirst200, 'ms', { max: 1000 });
    await warm.stop();
  } finally {
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

async function throughput(baseUrl: string) {
  const concurrency = 10;
  const durationMs = 3000;
  const latencies: number[] = [];
  const until = performance.now() + durationMs;
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (performance.now() < until) {
        const started = performance.now();
        const response = await fetch(`${baseUrl}/api/health`);
        await response.arrayBuffer();
        latencies.push(performance.now() - started);
      }
    }),
  );
  record(
    `GET /api/health throughput (${concurrency} concurrent, loopback)`,
    latencies.length / (durationMs / 1000),
    'req/s',
  );
  record('GET /api/health p95 latency', percentile(latencies, 95), 'ms', { max: 50 });
}

async function listQueries() {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'karada-bench-db-'));
  const db = createDatabase({ kind: 'sqlite', file: path.join(dir, 'app.sqlite') });
  try {
    await migrateToLatest(db);
    const now = new Date();
    const total = 10_000;
    for (let offset = 0; offset < total; offset += 500) {
      await db
        .insertInto('contents')
        .values(
          Array.from({ length: 500 }, (_, i) =>
            buildContent({
              now,
              category: categories[(offset + i) % categories.length]!,
              date: new Date(now.getTime() - (offset + i) * 3_600_000).toISOString().slice(0, 10),
              viewCount: ((offset + i) * 7919) % 5000,
              isFeatured: (offset + i) % 10 === 0 ? 1 : 0,
            }),
          ),
        )
        .execute();
    }
    const timings: number[] = [];
    for (let i = 0; i < 300; i++) {
      const started = performance.now();
      await listContents(db, { order: i % 2 ? 'popular' : 'newest', category: categories[i % 6], limit: 20 });
      timings.push(performance.now() - started);
    }
    record(
      `list query p95 (SQLite, ${total.toLocaleString('en')} contents, by category)`,
      percentile(timings, 95),
      'ms',
      {
        max: 5,
      },
    );
  } finally {
    await db.destroy();
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

function bundleSize() {
  const webRoot = path.join(root, 'dist/web');
  const html = fs.readFileSync(path.join(webRoot, 'index.html'), 'utf8');
  const initial = [...html.matchAll(/(?:src|href)="\/(assets\/[^"]+\.js)"/g)].map((match) => match[1]!);
  const gzipped = initial.reduce(
    (sum, file) => sum + zlib.gzipSync(fs.readFileSync(path.join(webRoot, file)), { level: 9 }).length,
    0,
  );
  record(`initial JavaScript, gzip (${initial.length} files)`, gzipped / 1024, 'KB', { max: 130 });
  // The service worker loads apart from the page (after it), so it is reported on its own.
  const worker = path.join(webRoot, 'sw.js');
  if (fs.existsSync(worker)) {
    const workerGzipped = zlib.gzipSync(fs.readFileSync(worker), { level: 9 }).length;
    record('service worker (sw.js), gzip', workerGzipped / 1024, 'KB');
  }
}

bundleSize();
await listQueries();
await startUp();

const header = '| Measure | Value | Target | |\n|---|---|---|---|';
const lines = rows.map(
  (row) =>
    `| ${row.measure} | ${row.value} | ${row.target} | ${row.ok === null ? '' : row.ok ? 'ok' : 'MISSED'} |`,
);
const table = [
  `Benchmarks ${new Date().toISOString()} · Node ${process.version} · ${os.cpus().length} cores`,
  '',
  header,
  ...lines,
].join('\n');
console.log(table);
fs.mkdirSync(path.join(root, 'bench/results'), { recursive: true });
fs.writeFileSync(path.join(root, 'bench/results/latest.md'), `${table}\n`);
if (rows.some((row) => row.ok === false)) process.exitCode = 1;
