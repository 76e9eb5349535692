// npm run bench:profile [-- <path>]: a CPU profile of the built server while autocannon loads one
// address (default /api/feed) with a guest session on 1,000 contents, summarised by where the
// time goes. The raw .cpuprofile is kept in bench/results/ for Chrome DevTools or speedscope.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createDatabase } from '#server/db/database.js';
import { migrateToLatest } from '#server/db/migrate.js';
import { seedLibrary } from './support/library.js';
import { load } from './support/load.js';
import { startServer } from './support/server.js';
import { guestCookie } from './support/sessions.js';
import { summarise, type Profile } from './support/profile-summary.js';

const root = path.resolve(import.meta.dirname, '..');
const target = process.argv[2] ?? '/api/feed';
const seconds = Number(process.env.PROFILE_SECONDS ?? 10);

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'karada-profile-'));
const profileDir = path.join(dataDir, 'profile');
try {
  const db = createDatabase({ kind: 'sqlite', file: path.join(dataDir, 'app.sqlite') });
  await migrateToLatest(db);
  await seedLibrary(db, 1000);
  const cookie = await guestCookie(db);
  await db.destroy();
  const logLevel = process.env.PROFILE_LOG_LEVEL;
  const server = await startServer(
    root,
    { DATA_DIR: dataDir, ...(logLevel ? { LOG_LEVEL: logLevel } : {}) },
    ['--cpu-prof', `--cpu-prof-dir=${profileDir}`],
  );
  // The profile clock starts with the process; everything before the load is start-up.
  const loadStartsAtMs = performance.now() - server.startedAt;
  const encoding = process.env.PROFILE_ENCODING;
  const headers = { cookie, ...(encoding ? { 'accept-encoding': encoding } : {}) };
  const result = await load({ url: server.baseUrl + target, connections: 50, seconds, headers });
  await server.stop();
  const file = fs.readdirSync(profileDir).find((name) => name.endsWith('.cpuprofile'));
  if (!file) throw new Error('no profile written');
  const profile = JSON.parse(fs.readFileSync(path.join(profileDir, file), 'utf8')) as Profile;
  const report = [
    `Profile of GET ${target}${encoding ? ` (accept-encoding: ${encoding})` : ''} · ${new Date().toISOString()} · load average ${os.loadavg()[0]!.toFixed(1)}`,
    `${result.rps.toFixed(0)} req/s, p50 ${result.p50} ms, p99 ${result.p99} ms, ${result.failures} failures (profiler on)`,
    '',
    summarise(profile, loadStartsAtMs),
  ].join('\n');
  console.log(report);
  fs.mkdirSync(path.join(root, 'bench/results'), { recursive: true });
  fs.writeFileSync(path.join(root, 'bench/results/profile.md'), `${report}\n`);
  fs.copyFileSync(path.join(profileDir, file), path.join(root, 'bench/results/profile.cpuprofile.tmp'));
} finally {
  fs.rmSync(dataDir, { recursive: true, force: true });
}
