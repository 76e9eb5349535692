import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { setPassphrase } from '#tests/support/accounts.js';
import { signedInMember } from '#tests/support/signed-in.js';
import { createTestApp, fixedClock, type TestApp } from '#tests/support/test-app.js';
import { apiPaths } from '#shared/api-paths.js';

// 21:00 on 23 November in Tokyo: eight days before the month ends.
const clock = fixedClock('2026-11-23T12:00:00Z');

describe('running the site from the admin screen', () => {
  let testApp: TestApp;
  let admin: Awaited<ReturnType<typeof signedInMember>>;

  beforeEach(async () => {
    clock.set('2026-11-23T12:00:00Z');
    testApp = await createTestApp({ clock, seedSamples: true });
    await setPassphrase(testApp.app.db, '2026-09', 'すすき');
    await setPassphrase(testApp.app.db, '2026-11', 'もみじ');
    admin = await signedInMember(testApp.app, 'もみじ', { isAdmin: true });
  });
  afterEach(() => testApp.close());

  describe('dashboard', () => {
    it('counts members, members active this month, views per day and this month’s top contents', async () => {
      // The admin signed in too: staff are not counted as members.
      const member = await signedInMember(testApp.app, 'もみじ');
      // A session's view of a content counts once in 30 minutes: these are 31 minutes apart.
      await member.post(apiPaths.contentViews('sample-01'));
      clock.set('2026-11-23T12:31:00Z');
      await member.post(apiPaths.contentViews('sample-01'));
      await member.post(apiPaths.contentViews('sample-02'));
      clock.set('2026-11-24T01:00:00Z');
      await member.post(apiPaths.contentViews('sample-02'));
      clock.set('2026-11-24T01:31:00Z');
      await member.post(apiPaths.contentViews('sample-02'));
      clock.set('2026-11-24T02:02:00Z');
      await member.post(apiPaths.contentViews('sample-02'));

      const dashboard = (await admin.get(apiPaths.adminDashboard)).json();
      expect(dashboard.members).toBe(1);
      expect(dashboard.activeThisMonth).toBe(1);
      expect(dashboard.viewsPerDay).toHaveLength(30);
      expect(dashboard.viewsPerDay.at(-1)).toEqual({ day: '2026-11-24', views: 3 });
      expect(dashboard.viewsPerDay.at(-2)).toEqual({ day: '2026-11-23', views: 3 });
      expect(dashboard.viewsPerDay[0]).toEqual({ day: '2026-10-26', views: 0 });
      expect(dashboard.topContents.slice(0, 2)).toEqual([
        { id: 'sample-02', title: expect.any(String), views: 4 },
        { id: 'sample-01', title: expect.any(String), views: 2 },
      ]);
    });
  });
});
