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

type ProfileNode = {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
  children?: number[];
};
type Profile = { nodes: ProfileNode[]; samples: number[]; timeDeltas: number[]; startTime: number };

const root = path.resolve(import.meta.dirname, '..');
const target = process.argv[2] ?? '/api/feed';
const seconds = Number(process.env.PROFILE_SECONDS ?? 10);

/** Which part of the system a stack frame belongs to. */
function areaOf(url: string, name: string): string {
  if (!url) return name.startsWith('(') ? name : `(native) ${name}`;
  const nodeModule = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(url);
  if (nodeModule) return nodeModule[1]!;
  if (url.startsWith('node:')) return `node:${url.slice(5).split('/')[0]}`;
  const ours = /dist\/node\/(.+)$/.exec(url);
  if (ours) return `ours: ${ours[1]}`;
  return url;
}

/** Only the samples taken after `fromMs` (start-up and module loading are not what we look at). */
function summarise(profile: Profile, fromMs: number) {
  const byId = new Map(profile.nodes.map((node) => [node.id, node]));
  const parent = new Map<number, number>();
  for (const node of profile.nodes) for (const child of node.children ?? []) parent.set(child, node.id);
  const selfMs = new Map<number, number>();
  let clockMs = 0;
  profile.samples.forEach((id, i) => {
    const delta = (profile.timeDeltas[i] ?? 0) / 1000;
    clockMs += delta;
    if (clockMs >= fromMs) selfMs.set(id, (selfMs.get(id) ?? 0) + delta);
  });
  const total = [...selfMs.values()].reduce((a, b) => a + b, 0);
  const idle = [...selfMs].filter(([id]) => byId.get(id)!.callFrame.functionName === '(idle)');
  const busy = total - idle.reduce((sum, [, ms]) => sum + ms, 0);

  const selfByArea = new Map<string, number>();
  const selfByFunction = new Map<string, number>();
  // Inclusive: a sample counts once for every area on its stack.
  const inclusiveByArea = new Map<string, number>();
  const inclusiveByFunction = new Map<string, number>();
  for (const [id, ms] of selfMs) {
    const frame = byId.get(id)!.callFrame;
    if (frame.functionName === '(idle)') continue;
    const area = areaOf(frame.url, frame.functionName);
    selfByArea.set(area, (selfByArea.get(area) ?? 0) + ms);
    const fn = `${frame.functionName || '(anonymous)'} ${area}:${frame.lineNumber + 1}`;
    selfByFunction.set(fn, (selfByFunction.get(fn) ?? 0) + ms);
    const seen = new Set<string>();
    for (let at: number | undefined = id; at !== undefined; at = parent.get(at)) {
      const f = byId.get(at)!.callFrame;
      const a = areaOf(f.url, f.functionName);
      const name = `${f.functionName || '(anonymous)'} ${a}:${f.lineNumber + 1}`;
      for (const [map, key] of [
        [inclusiveByArea, a],
        [inclusiveByFunction, name],
      ] as const) {
        if (seen.has(key)) continue;
        seen.add(key);
        map.set(key, (map.get(key) ?? 0) + ms);
      }
    }
  }
  const top = (map: Map<string, number>, n: number) =>
    [...map]
      .sort((a, b) => b[1] - a[1])
      .slice(0, n)
      .map(([name, ms]) => `| ${name} | ${((100 * ms) / busy).toFixed(1)} % |`);
  return [
    `busy ${busy.toFixed(0)} ms of ${total.toFixed(0)} ms sampled`,
    '',
    '| Self time by area | share of busy time |\n|---|---|',
    ...top(selfByArea, 25),
    '',
    '| Inclusive time by area (on the stack) | share of busy time |\n|---|---|',
    ...top(inclusiveByArea, 25),
    '',
    '| Self time by function | share of busy time |\n|---|---|',
    ...top(selfByFunction, 30),
    '',
    '| Inclusive time by function (on the stack) | share of busy time |\n|---|---|',
    ...top(inclusiveByFunction, 60),
  ].join('\n');
}

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
