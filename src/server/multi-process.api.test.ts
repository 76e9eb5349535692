import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { setPassphrase } from '#tests/support/accounts.js';
import { startRedisServer, type RedisServer } from '#tests/support/redis-server.js';
import { apiOnlyWebRoot, createTestConfig } from '#tests/support/test-app.js';
import { testVisitor, type TestVisitor } from '#tests/support/test-visitor.js';
import { apiPaths } from '#shared/api-paths.js';
import { monthKey } from '#shared/business-time.js';
import { copy } from '#shared/copy.js';
import { buildApp } from './app.js';
import type { Config } from './config.js';
import { buildContent } from './modules/contents/content-factory.js';
import { attemptLimits } from '#server/modules/attempts/attempt-limits.js';
import { claimJob } from './modules/jobs/job-claim-repository.js';
import { insertContents } from './modules/contents/content-repository.js';

// The configuration the README describes for several app processes: one database, one Redis.
// Each app here has its own pool, its own memory and its own timers, as a process would.
describe('several app processes on one database and one Redis', () => {
  let redis: RedisServer;
  let config: Config;
  let cleanUp: () => Promise<void>;
  const apps: FastifyInstance[] = [];
  const fetched: string[] = [];

  const start = async () => {
    const app = await buildApp({
      config,
      logger: false,
      webRoot: apiOnlyWebRoot(config),
      fetchImage: async (url) => {
        fetched.push(url);
        throw new Error('no network in tests');
      },
    });
    apps.push(app);
    return app;
  };

  beforeAll(async () => {
    redis = await startRedisServer();
    const test = await createTestConfig({ REDIS_URL: redis.url });
    config = test.config;
    cleanUp = test.cleanUp;
  });
  afterAll(async () => {
    for (const app of apps) await app.close();
    await cleanUp();
    await redis.stop();
  });

  it('run the hourly housekeeping once between them', async () => {
    // A video without its thumbnail: each housekeeping run tries YouTube for it once.
    const first = await start();
    await first.drainBackgroundWork();
    expect(fetched).toHaveLength(0);
    await insertContents(first.db, [buildContent({ type: 'video', thumbnail: null })]);
    // Within the hour, more processes starting do not sweep again.
    const others = await Promise.all([start(), start()]);
    for (const app of [first, ...others]) await app.drainBackgroundWork();
    expect(fetched).toHaveLength(0);
    const claim = await first.db
      .selectFrom('jobClaims')
      .selectAll()
      .where('name', '=', 'housekeeping')
      .executeTakeFirstOrThrow();
    expect(Date.parse(claim.claimedUntil)).toBeGreaterThan(Date.now() + 40 * 60_000);
  });

  it('claim a job for exactly one of them, again once the claim has run out', async () => {
    const db = apps[0]!.db;
    const at = (iso: string) => new Date(iso);
    const claims = await Promise.all(
      apps.flatMap((app) =>
        [1, 2, 3].map(() => claimJob(app.db, 'test-job', at('2030-01-01T00:00:00Z'), 60_000)),
      ),
    );
    expect(claims.filter(Boolean)).toHaveLength(1);
    expect(await claimJob(db, 'test-job', at('2030-01-01T00:00:59Z'), 60_000)).toBe(false);
    expect(await claimJob(db, 'test-job', at('2030-01-01T00:01:00Z'), 60_000)).toBe(true);
  });

  it('share the attempt limits: requests spread over the processes are counted together', async () => {
    const [a, b] = [apps[0]!, apps[1]!];
    await setPassphrase(a.db, monthKey(new Date(), config.timeZone), 'もみじ');
    // One guest's session, used through both processes (sessions live in the database).
    const onA = testVisitor(a);
    expect((await onA.post(apiPaths.gate, { passphrase: 'もみじ' })).statusCode).toBe(200);
    const onB = testVisitor(b);
    onB.useSessionToken(onA.sessionToken);
    const view = (visitor: TestVisitor) => visitor.post(apiPaths.contentViews('no-such-content'));
    for (let request = 0; request < attemptLimits.views.perIp.max; request++) {
      expect((await view(request % 2 ? onA : onB)).statusCode).toBe(404);
    }
    for (const visitor of [onA, onB]) {
      const limited = await view(visitor);
      expect(limited.statusCode).toBe(429);
      expect(limited.json()).toEqual({ message: copy.site.tooManyRequests });
    }
  });

  it("see each other's writes at once: a favorite added through one is listed by the other", async () => {
    const [a, b] = [apps[0]!, apps[1]!];
    await insertContents(a.db, [buildContent({ id: 'shared' })]);
    const { signedInMember } = await import('#tests/support/signed-in.js');
    const member = await signedInMember(a, 'もみじ');
    expect((await member.request({ method: 'PUT', url: apiPaths.favorite('shared') })).statusCode).toBe(200);
    const onOther = testVisitor(b);
    onOther.useSessionToken(member.sessionToken);
    const list = (await onOther.get(apiPaths.favorites)).json() as { items: { content: { id: string } }[] };
    expect(list.items.map((item) => item.content.id)).toEqual(['shared']);
    // Signing out through one ends the session for the other at once.
    expect((await member.post(apiPaths.logout)).statusCode).toBe(204);
    expect((await onOther.get(apiPaths.favorites)).statusCode).toBe(401);
  });
});
