import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { setPassphrase } from '#tests/support/accounts.js';
import { signedInMember, signInAgain } from '#tests/support/signed-in.js';
import { createTestApp, fixedClock, type TestApp } from '#tests/support/test-app.js';
import type { TestVisitor } from '#tests/support/test-visitor.js';
import { apiPaths } from '#shared/api-paths.js';

// The dashboard's keep-going figures (issue 12): who was active, やったよ per business day and who
// keeps a streak, counted in Asia/Tokyo across a month end.

const clock = fixedClock('2026-11-21T03:00:00Z');

describe('the staff dashboard', () => {
  let testApp: TestApp;
  beforeAll(async () => {
    // The samples go public on their dates; written back in September, they are there on every
    // day this test presses やったよ (a content before its time takes no やったよ).
    clock.set('2026-09-20T03:00:00Z');
    testApp = await createTestApp({ clock, seedSamples: true });
    for (const month of ['2026-11', '2026-12']) await setPassphrase(testApp.app.db, month, 'もみじ');
  });
  afterAll(() => testApp.close());

  it('shows members active in the last 7 days, やったよ per day for 30 days, and streaks of 3 days or more', async () => {
    clock.set('2026-11-10T03:00:00Z');
    const admin = await signedInMember(testApp.app, 'もみじ', { isAdmin: true });
    const steady = await signedInMember(testApp.app, 'もみじ');
    const watcher = await signedInMember(testApp.app, 'もみじ');
    const viewer = await signedInMember(testApp.app, 'もみじ');
    const away = await signedInMember(testApp.app, 'もみじ');
    const pair = await signedInMember(testApp.app, 'もみじ');
    const at = async (instant: string, action: () => Promise<{ statusCode: number }>) => {
      clock.set(instant);
      expect((await action()).statusCode).toBe(200);
    };
    const doneBy =
      (visitor: TestVisitor, id = 'sample-01') =>
      () =>
        visitor.request({ method: 'PUT', url: apiPaths.contentDone(id) });

    const played = (visitor: TestVisitor) => () =>
      visitor.request({
        method: 'POST',
        url: apiPaths.contentProgress('sample-01'),
        payload: { positionSeconds: 30, durationSeconds: 300 },
      });

    // Long ago (outside both windows) for "away", and a play at 23:30 on 11/24 in Tokyo, the day
    // before the week (11/25 … 12/01) starts.
    await at('2026-10-20T03:00:00Z', doneBy(away));
    await at('2026-11-24T14:30:00Z', played(away));
    // "steady": 11/28, 11/29, 11/30 and 12/01 in Tokyo, two contents on 11/30.
    await at('2026-11-28T03:00:00Z', doneBy(steady));
    await at('2026-11-29T03:00:00Z', doneBy(steady));
    await at('2026-11-30T03:00:00Z', doneBy(steady));
    await at('2026-11-30T04:00:00Z', doneBy(steady, 'sample-02'));
    // "pair": 11/30 and 12/01 only: not a streak of 3.
    await at('2026-11-30T05:00:00Z', doneBy(pair));
    // "watcher" played a video, "viewer" opened a content, both this week.
    await at('2026-11-27T03:00:00Z', played(watcher));
    await at('2026-11-29T03:00:00Z', () =>
      viewer.request({ method: 'POST', url: apiPaths.contentViews('sample-02') }),
    );

    clock.set('2026-11-30T15:30:00Z'); // 00:30 on 12/01 in Tokyo: a new month, so a new sign-in
    for (const member of [steady, pair, admin]) await signInAgain(member, 'もみじ');
    await at('2026-11-30T15:30:00Z', doneBy(steady));
    await at('2026-12-01T01:00:00Z', doneBy(pair));

    clock.set('2026-12-01T03:00:00Z');
    const dashboard = (await admin.get(apiPaths.adminDashboard)).json();
    expect(dashboard.activeLast7Days).toBe(4);
    expect(dashboard.streakMembers).toBe(1);
    expect(dashboard.donePerDay).toHaveLength(30);
    expect(dashboard.donePerDay[0]).toEqual({ day: '2026-11-02', count: 0 });
    expect(dashboard.donePerDay.slice(-4)).toEqual([
      { day: '2026-11-28', count: 1 },
      { day: '2026-11-29', count: 1 },
      { day: '2026-11-30', count: 3 },
      { day: '2026-12-01', count: 2 },
    ]);
  });
});
