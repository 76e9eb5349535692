import { describe, expect, it } from 'vitest';
import { adminScreenForEachTest } from '#tests/support/admin-screen.js';
import { signedInMember } from '#tests/support/signed-in.js';
import { apiPaths } from '#shared/api-paths.js';

describe('running the site from the admin screen', () => {
  // 21:00 on 23 November in Tokyo, samples, September's and November's passphrases, an admin.
  const screen = adminScreenForEachTest();

  describe('dashboard', () => {
    it('counts members, members active this month, views per day and this month’s top contents', async () => {
      // The admin signed in too: staff are not counted as members.
      const member = await signedInMember(screen.testApp.app, 'もみじ');
      // A session's view of a content counts once in 30 minutes: these are 31 minutes apart.
      await member.post(apiPaths.contentViews('sample-01'));
      screen.clock.set('2026-11-23T12:31:00Z');
      await member.post(apiPaths.contentViews('sample-01'));
      await member.post(apiPaths.contentViews('sample-02'));
      screen.clock.set('2026-11-24T01:00:00Z');
      await member.post(apiPaths.contentViews('sample-02'));
      screen.clock.set('2026-11-24T01:31:00Z');
      await member.post(apiPaths.contentViews('sample-02'));
      screen.clock.set('2026-11-24T02:02:00Z');
      await member.post(apiPaths.contentViews('sample-02'));

      const dashboard = (await screen.admin.get(apiPaths.adminDashboard)).json();
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
