// A lab for a content's page drawn from the whole library (issue 25, decision 35). A SQLite
// library is seeded once into a folder kept between runs; then either the steps of one fresh page
// are timed in process, or a built server is started on a copy of it and loaded as the bench's
// search part does (the same content, then 5,000 drawn addresses, in turns).
//   tsx --conditions=karada-source bench/detail-lab.ts seed 100000
//   tsx --conditions=karada-source bench/detail-lab.ts steps 100000
//   tsx --conditions=karada-source bench/detail-lab.ts serve 100000 <root with dist/> [rounds]
// DETAIL_LAB_PROFILE=1 with serve: a CPU profile of the drawn load alone, summarised (=same: of
// the same content asked again).
// DETAIL_LAB_KEPT=1 with steps: the read as the route asks for it (a category's newest kept).
// DETAIL_LAB_URL (a PostgreSQL admin address) seeds and serves a PostgreSQL library instead.
import { sql } from 'kysely';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import type { Request } from 'autocannon';
import { createDatabase } from '#server/db/database.js';
import { migrateToLatest } from '#server/db/migrate.js';
import { readContentDetail } from '#server/modules/contents/content-detail-repository.js';
import { toContentCard } from '#server/modules/contents/content-card.js';
import { contentsShownIn } from '#server/plugins/content-answers.js';
import { SharedAnswer, SharedAnswers } from '#server/web/shared-answer.js';
import { libraryId, seedLibrary } from './support/library.js';
import { guestCookie } from './support/sessions.js';
import { load, summary } from './support/load.js';
import { startServer } from './support/server.js';
import { summarise, type Profile } from './support/profile-summary.js';

const [mode = 'steps', countText = '100000', rootArg = '.', roundsText = '2'] = process.argv.slice(2);
const count = Number(countText);
const pgAdmin = process.env.DETAIL_LAB_URL;
const labDir = path.join(os.tmpdir(), 'karada-detail-lab', `${pgAdmin ? 'pg' : 'sqlite'}-${count}`);
const pgUrl = () => {
  const url = new URL(pgAdmin!);
  url.pathname = `/detail_lab_${count}`;
  return url.toString();
};
const settings = () =>
  pgAdmin
    ? ({ kind: 'postgres', url: pgUrl() } as const)
    : ({ kind: 'sqlite', file: path.join(labDir, 'app.sqlite') } as const);

if (mode === 'seed') {
  fs.mkdirSync(labDir, { recursive: true });
  if (pgAdmin) {
    const admin = createDatabase({ kind: 'postgres', url: pgAdmin });
    await sql.raw(`create database detail_lab_${count}`).execute(admin);
    await admin.destroy();
  }
  const db = createDatabase(settings());
  const started = performance.now();
  await migrateToLatest(db);
  await seedLibrary(db, count);
  if (pgAdmin) await sql`vacuum analyze`.execute(db);
  fs.writeFileSync(path.join(labDir, 'cookie'), await guestCookie(db));
  console.log(`seeded ${count} in ${((performance.now() - started) / 1000).toFixed(1)} s`);
  await db.destroy();
} else if (mode === 'steps') {
  const db = createDatabase(settings());
  // DETAIL_LAB_KEPT=1: the category's newest kept for the second, as the route asks on SQLite.
  const answers = process.env.DETAIL_LAB_KEPT ? new SharedAnswers(1000) : undefined;
  const ids = Array.from({ length: 20_000 }, () => libraryId(Math.floor(Math.random() * count)));
  const at = new Date(Math.floor(Date.now() / 1000) * 1000).toISOString();
  const now = new Date();
  const steps = { read: 0, cards: 0, answer: 0 };
  for (let round = 0; round < 2; round++) {
    for (const key of Object.keys(steps)) steps[key as keyof typeof steps] = 0;
    for (const id of ids) {
      let started = performance.now();
      // Asked now: other processes' commits are read for it, as no session check did.
      const keep = answers && { answers, askedAt: performance.now() };
      const found = await readContentDetail(db, id, at, 2, keep);
      steps.read += performance.now() - started;
      started = performance.now();
      const value = {
        ...toContentCard(found!.content, now, 'Asia/Tokyo'),
        body: found!.content.body,
        related: found!.related.map((row) => toContentCard(row, now, 'Asia/Tokyo')),
      };
      steps.cards += performance.now() - started;
      started = performance.now();
      new SharedAnswer(value, contentsShownIn(value));
      steps.answer += performance.now() - started;
    }
  }
  for (const [step, ms] of Object.entries(steps))
    console.log(`${step}: ${((ms * 1000) / ids.length).toFixed(1)} µs a page`);
  await db.destroy();
} else {
  // A copy for SQLite, so the server's own start (migrations, samples) leaves the seed alone.
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'karada-detail-lab-run-'));
  if (!pgAdmin) fs.copyFileSync(path.join(labDir, 'app.sqlite'), path.join(dataDir, 'app.sqlite'));
  const env: Record<string, string> = pgAdmin
    ? { DATA_DIR: dataDir, DATABASE_URL: pgUrl() }
    : { DATA_DIR: dataDir };
  // DETAIL_LAB_POOL: the PostgreSQL pool's size (DATABASE_POOL_SIZE), 10 unless given.
  if (process.env.DETAIL_LAB_POOL) env.DATABASE_POOL_SIZE = process.env.DETAIL_LAB_POOL;
  const profileDir = path.join(dataDir, 'profile');
  const profiling = Boolean(process.env.DETAIL_LAB_PROFILE);
  const server = await startServer(
    path.resolve(rootArg),
    env,
    profiling ? ['--cpu-prof', `--cpu-prof-dir=${profileDir}`] : [],
  );
  const cookie = fs.readFileSync(path.join(labDir, 'cookie'), 'utf8');
  const details = Array.from(
    { length: 5_000 },
    () => `/api/contents/${libraryId(Math.floor(Math.random() * count))}`,
  );
  const drawn: Request[] = [
    {
      method: 'GET',
      setupRequest: (request) => ({ ...request, path: details[Math.floor(Math.random() * details.length)]! }),
    },
  ];
  const run = (requests: Request[] | null) =>
    load({
      url: server.baseUrl + (requests ? '' : `/api/contents/${libraryId(1)}`),
      connections: 50,
      seconds: 3,
      headers: { cookie },
      ...(requests ? { requests } : {}),
    });
  try {
    if (profiling) {
      // Warm, then the profile clock's position when the measured load starts.
      const requests = process.env.DETAIL_LAB_PROFILE === 'same' ? null : drawn;
      await run(requests);
      const fromMs = performance.now() - server.startedAt;
      const result = await run(requests);
      await server.stop();
      const file = fs.readdirSync(profileDir).find((name) => name.endsWith('.cpuprofile'))!;
      const profile = JSON.parse(fs.readFileSync(path.join(profileDir, file), 'utf8')) as Profile;
      console.log(`${result.rps.toFixed(0)} req/s, p99 ${result.p99} ms (profiler on)`);
      console.log(summarise(profile, fromMs));
    } else {
      const same = [];
      const varied = [];
      for (let round = 0; round < Number(roundsText); round++) {
        same.push(await run(null));
        varied.push(await run(drawn));
      }
      const s = summary(same);
      const v = summary(varied);
      console.log(
        `same ${s.rps.toFixed(0)} req/s p99 ${s.p99} ms; drawn ${v.rps.toFixed(0)} req/s = ${(v.rps / s.rps).toFixed(2)}×, p50 ${v.p50} ms, p99 ${v.p99} ms${v.failures ? `; failed ${v.failed}` : ''}`,
      );
    }
  } finally {
    await server.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}
