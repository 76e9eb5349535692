import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { setPassphrase } from '#tests/support/accounts.js';
import { auditEntries, auditUrl } from '#tests/support/audit-log.js';
import { signedInMember } from '#tests/support/signed-in.js';
import { createTestApp, fixedClock, type TestApp } from '#tests/support/test-app.js';
import type { TestVisitor } from '#tests/support/test-visitor.js';
import { apiPaths } from '#shared/api-paths.js';
import { copy } from '#shared/copy.js';
import type { AuditEntry, AuditPage } from '#shared/schemas/audit.js';

// 12:00 on 25 November in Tokyo.
const clock = fixedClock('2026-11-25T03:00:00Z');

// Reading the 操作記録: its filters, its pages and how long it keeps entries. What each action
// records is in audit.api.test.ts.
describe('the audit log’s filters, pages and keeping', () => {
  let testApp: TestApp;
  let admin: TestVisitor & { userId: string; email: string };

  beforeAll(async () => {
    testApp = await createTestApp({ clock });
    await setPassphrase(testApp.app.db, '2026-11', 'いちょうなみき');
    admin = await signedInMember(testApp.app, 'いちょうなみき', { isAdmin: true });
  });
  afterAll(() => testApp.close());
  beforeEach(async () => {
    clock.set('2026-11-25T03:00:00Z');
    await testApp.app.db.deleteFrom('staffAuditEntries').execute();
  });

  const entries = (query: Record<string, string> = {}) => auditEntries(admin, query);
  const put = (who: TestVisitor, url: string, payload: object) => {
    clock.set(new Date(clock.now().getTime() + 1000));
    return who.request({ method: 'PUT', url, payload });
  };

  /** One entry of `who` at `at`, through the route that records it. */
  async function settingsSavedAt(who: TestVisitor, at: string, siteName: string) {
    clock.set(at);
    const settings = (await who.get(apiPaths.settings)).json();
    const saved = await who.request({
      method: 'PUT',
      url: apiPaths.adminSettings,
      payload: { ...settings, siteName },
    });
    expect(saved.statusCode).toBe(200);
  }

  it('filters by staff member, kind of target and business days at their edges', async () => {
    const other = await signedInMember(testApp.app, 'いちょうなみき', { isAdmin: true });
    // 23:59 on the 24th and 00:00 on the 25th in Tokyo.
    await settingsSavedAt(admin, '2026-11-24T14:59:59.999Z', '前日の名前');
    await settingsSavedAt(other, '2026-11-24T15:00:00.000Z', '当日の名前');
    clock.set('2026-11-25T02:59:59Z');
    await put(admin, apiPaths.adminLegalPage('privacy'), { body: '<p>方針</p>' });

    const page = (await admin.get(auditUrl())).json() as AuditPage;
    expect(page.actors).toEqual(
      [
        { id: admin.userId, email: admin.email },
        { id: other.userId, email: other.email },
      ].sort((a, b) => a.email.localeCompare(b.email)),
    );
    expect((await entries({ actorId: other.userId })).map((entry) => entry.targetLabel)).toEqual([
      copy.audit.siteSettingsLabel,
    ]);
    expect((await entries({ targetType: 'legal' })).map((entry) => entry.action)).toEqual(['legal.update']);
    const onThe25th = await entries({ from: '2026-11-25', to: '2026-11-25' });
    expect(onThe25th.map((entry) => entry.at)).toEqual([
      '2026-11-25T03:00:00.000Z',
      '2026-11-24T15:00:00.000Z',
    ]);
    expect((await entries({ to: '2026-11-24' })).map((entry) => entry.at)).toEqual([
      '2026-11-24T14:59:59.999Z',
    ]);

    const reversed = await admin.get(auditUrl({ from: '2026-11-25', to: '2026-11-24' }));
    expect(reversed.statusCode).toBe(400);
    expect(reversed.json()).toEqual({ message: copy.audit.rangeReversed, field: 'to' });
    expect((await admin.get(auditUrl({ cursor: 'not-a-cursor' }))).statusCode).toBe(400);
  });

  it('counts days in the business zone set for the site, with the server itself in UTC', async () => {
    const originalTimeZone = process.env.TZ;
    process.env.TZ = 'UTC';
    // Los Angeles is UTC−8 in November: its 25th starts at 08:00 UTC.
    const losAngeles = await createTestApp({ clock, env: { APP_TIMEZONE: 'America/Los_Angeles' } });
    try {
      await setPassphrase(losAngeles.app.db, '2026-11', 'いちょうなみき');
      const owner = await signedInMember(losAngeles.app, 'いちょうなみき', { isAdmin: true });
      for (const [at, siteName] of [
        ['2026-11-25T07:59:59.999Z', '24日の最後'],
        ['2026-11-25T08:00:00.000Z', '25日の最初'],
      ] as const) {
        clock.set(at);
        const settings = (await owner.get(apiPaths.settings)).json();
        await owner.request({
          method: 'PUT',
          url: apiPaths.adminSettings,
          payload: { ...settings, siteName },
        });
      }
      const onThe25th = await owner.get(auditUrl({ from: '2026-11-25', to: '2026-11-25' }));
      expect((onThe25th.json() as AuditPage).items.map((entry) => entry.at)).toEqual([
        '2026-11-25T08:00:00.000Z',
      ]);
    } finally {
      await losAngeles.close();
      if (originalTimeZone === undefined) delete process.env.TZ;
      else process.env.TZ = originalTimeZone;
    }
  });

  it('pages newest first, 30 at a time, without losing or repeating an entry', async () => {
    for (let index = 0; index < 65; index += 1) {
      // Some in the same millisecond: the id orders them.
      await settingsSavedAt(
        admin,
        new Date(Date.parse('2026-11-01T00:00:00Z') + Math.floor(index / 2) * 1000).toISOString(),
        `名前${index}`,
      );
    }
    const seen: AuditEntry[] = [];
    const sizes: number[] = [];
    let cursor: string | null = null;
    do {
      const response = await admin.get(auditUrl(cursor ? { cursor } : {}));
      const page = response.json() as AuditPage;
      sizes.push(page.items.length);
      seen.push(...page.items);
      cursor = page.nextCursor;
    } while (cursor);
    expect(sizes).toEqual([30, 30, 5]);
    expect(new Set(seen.map((entry) => entry.id)).size).toBe(65);
    const order = seen.map((entry) => `${entry.at} ${entry.id}`);
    expect(order).toEqual([...order].sort().reverse());
  });

  it('keeps entries 400 days: the housekeeping sweep deletes the older ones', async () => {
    const { db } = testApp.app;
    const now = Date.parse('2026-11-25T03:00:00Z');
    const day = 24 * 60 * 60 * 1000;
    for (const [id, age] of [
      ['399-days', 399 * day],
      ['400-days-less-a-second', 400 * day - 1000],
      ['400-days-and-a-second', 400 * day + 1000],
      ['401-days', 401 * day],
    ] as const) {
      await db
        .insertInto('staffAuditEntries')
        .values({
          id,
          at: new Date(now - age).toISOString(),
          actorId: admin.userId,
          actorEmail: admin.email,
          action: 'settings.update',
          targetType: 'settings',
          targetId: null,
          targetLabel: copy.audit.siteSettingsLabel,
          changes: '[]',
          counts: '{}',
          clientAddress: null,
        })
        .execute();
    }
    await testApp.app.runHousekeeping();
    const left = await db.selectFrom('staffAuditEntries').select('id').orderBy('id').execute();
    expect(left.map((row) => row.id)).toEqual(['399-days', '400-days-less-a-second']);
  });
});
