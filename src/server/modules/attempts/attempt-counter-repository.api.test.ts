import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, fixedClock, type TestApp } from '#tests/support/test-app.js';
import { countAttempt, deleteExpiredAttemptCounters, readAttempts } from './attempt-counter-repository.js';

const minute = 60 * 1000;
const at = (iso: string) => new Date(iso);

describe('attempt counters', () => {
  let testApp: TestApp;
  beforeAll(async () => {
    // The start-up sweep reads the app's clock: one before every time below, and waited for.
    testApp = await createTestApp({ clock: fixedClock('2026-11-21T00:00:00Z') });
    await testApp.app.drainBackgroundWork();
  });
  afterAll(() => testApp.close());

  it('count every one of many attempts made at the same moment', async () => {
    const now = at('2026-11-21T03:00:00Z');
    await Promise.all(
      Array.from({ length: 20 }, () =>
        countAttempt(testApp.app.db, 'same-moment', { now, windowMs: minute }),
      ),
    );
    expect((await readAttempts(testApp.app.db, 'same-moment', now))?.count).toBe(20);
  });

  it('start again after a fixed window, counted from the first attempt', async () => {
    const db = testApp.app.db;
    await countAttempt(db, 'fixed', { now: at('2026-11-21T03:00:00Z'), windowMs: 10 * minute });
    const second = await countAttempt(db, 'fixed', {
      now: at('2026-11-21T03:09:00Z'),
      windowMs: 10 * minute,
    });
    expect(second).toMatchObject({ count: 2, expiresAt: '2026-11-21T03:10:00.000Z' });
    const third = await countAttempt(db, 'fixed', { now: at('2026-11-21T03:10:00Z'), windowMs: 10 * minute });
    expect(third).toMatchObject({ count: 1, windowStartedAt: '2026-11-21T03:10:00.000Z' });
  });

  it('are forgotten only after a quiet window when extended at every attempt', async () => {
    const db = testApp.app.db;
    const hit = (time: string) =>
      countAttempt(db, 'extended', { now: at(time), windowMs: 10 * minute, extend: true });
    await hit('2026-11-21T03:00:00Z');
    await hit('2026-11-21T03:09:00Z');
    expect(await hit('2026-11-21T03:18:00Z')).toMatchObject({
      count: 3,
      expiresAt: '2026-11-21T03:28:00.000Z',
    });
    expect(await readAttempts(db, 'extended', at('2026-11-21T03:28:00Z'))).toBeUndefined();
  });

  it('are removed by the sweep once expired, and only then', async () => {
    const db = testApp.app.db;
    await countAttempt(db, 'old', { now: at('2026-11-21T01:00:00Z'), windowMs: minute });
    await countAttempt(db, 'live', { now: at('2026-11-21T02:00:00Z'), windowMs: 60 * minute });
    await deleteExpiredAttemptCounters(db, at('2026-11-21T02:30:00Z'));
    const keys = await db
      .selectFrom('attemptCounters')
      .select('key')
      .where('key', 'in', ['old', 'live'])
      .execute();
    expect(keys).toEqual([{ key: 'live' }]);
  });
});
