import { beforeEach, describe, expect, it } from 'vitest';
import { adminScreenForEachTest } from '#tests/support/admin-screen.js';
import { createMember, setPassphrase } from '#tests/support/accounts.js';
import { serverZoneForEachTest } from '#tests/support/server-zone.js';
import { signedInMember } from '#tests/support/signed-in.js';
import { testVisitor } from '#tests/support/test-visitor.js';
import { apiPaths } from '#shared/api-paths.js';
import type { Dashboard } from '#shared/schemas/admin.js';

// The dashboard's "who is drifting away" (issue 22) on a small hand-built studio. Today is
// Monday 23 November 2026 in Tokyo (21:00); weeks start on Monday, in Tokyo.

describe.each(['UTC', 'Pacific/Honolulu'])('who is drifting away, server in %s', (serverZone) => {
  const screen = adminScreenForEachTest();
  serverZoneForEachTest(serverZone);
  const now = '2026-11-23T12:00:00Z';
  beforeEach(async () => {
    await setPassphrase(screen.testApp.app.db, '2026-10', 'かえで');
    await screen.testApp.app.db
      .updateTable('contents')
      .set({ publishedAt: '2026-09-01T00:00:00.000Z' })
      .execute();
  });

  /** A member who joined and signed in at `at`. */
  async function joinedAt(at: string, passphrase: string) {
    screen.clock.set(at);
    const member = await createMember(screen.testApp.app.db, { now: new Date(at) });
    const visitor = testVisitor(screen.testApp.app);
    const response = await visitor.post(apiPaths.login, {
      email: member.email,
      password: member.password,
      passphrase,
    });
    expect(response.statusCode, response.body).toBe(200);
    screen.clock.set(now);
    return Object.assign(visitor, { userId: member.id, email: member.email });
  }

  async function at<T>(instant: string, action: () => Promise<T>): Promise<T> {
    screen.clock.set(instant);
    const result = await action();
    screen.clock.set(now);
    return result;
  }

  it('lists who has not come back for 14 days, weekly active members and joining cohorts', async () => {
    const { db } = screen.testApp.app;
    // Joined on 5 October, did something two days running, is in a program, then stopped.
    const drifter = await joinedAt('2026-10-05T01:00:00Z', 'かえで');
    await at('2026-10-05T01:00:00Z', () =>
      drifter.request({ method: 'PUT', url: apiPaths.contentDone('sample-01') }),
    );
    await at('2026-10-06T01:00:00Z', () =>
      drifter.request({ method: 'PUT', url: apiPaths.contentDone('sample-01') }),
    );
    await db
      .insertInto('programs')
      .values({
        id: 'mukumi',
        title: 'むくみ改善7日間',
        dayCount: 7,
        publishedAt: now,
        createdAt: now,
        updatedAt: now,
      })
      .execute();
    await db
      .insertInto('programEnrolments')
      .values({
        id: 'enrolment-1',
        userId: drifter.userId,
        programId: 'mukumi',
        startedDay: '2026-10-05',
        startedAt: '2026-10-05T01:00:00.000Z',
      })
      .execute();
    // Joined on 2 November and came back on the 20th (her session touched again): active.
    const regular = await joinedAt('2026-11-02T01:00:00Z', 'もみじ');
    await at('2026-11-20T01:00:00Z', () => regular.get(apiPaths.activityCalendar));
    // Joined on 10 November, then staff disabled her: neither active nor in the drifting list.
    const stopped = await joinedAt('2026-11-10T01:00:00Z', 'もみじ');
    await screen.admin.request({
      method: 'PUT',
      url: apiPaths.adminMemberStatus(stopped.userId),
      payload: { disabled: true },
    });

    const dashboard: Dashboard = (await screen.admin.get(apiPaths.adminDashboard)).json();

    expect(dashboard.drifting).toEqual({
      total: 1,
      items: [
        {
          id: drifter.userId,
          email: drifter.email,
          displayName: null,
          lastVisitAt: '2026-10-06T01:00:00.000Z',
          lastDoneDay: '2026-10-06',
          longestStreak: 2,
          programs: ['むくみ改善7日間'],
        },
      ],
    });
    // An 編集者 sees the figures but nobody by name: the members are the オーナー's.
    const editor = await signedInMember(screen.testApp.app, 'もみじ', { staffRole: 'editor' });
    const editorsView: Dashboard = (await editor.get(apiPaths.adminDashboard)).json();
    expect(editorsView.drifting).toBeUndefined();
    expect(editorsView.cohorts).toEqual(dashboard.cohorts);

    // Staff (the admin came today) are not counted.
    expect(dashboard.weeklyActive).toHaveLength(12);
    expect(dashboard.weeklyActive[0]).toEqual({ weekStart: '2026-09-07', members: 0 });
    const counted = dashboard.weeklyActive.filter((week) => week.members > 0);
    expect(counted).toEqual([
      { weekStart: '2026-10-05', members: 1 },
      { weekStart: '2026-11-02', members: 1 },
      { weekStart: '2026-11-09', members: 1 },
      { weekStart: '2026-11-16', members: 1 },
    ]);
    expect(dashboard.weeklyActive.at(-1)).toEqual({ weekStart: '2026-11-23', members: 0 });

    expect(dashboard.cohorts.map((cohort) => cohort.month)).toEqual([
      '2025-12',
      ...['01', '02', '03', '04', '05', '06', '07', '08', '09', '10', '11'].map((month) => `2026-${month}`),
    ]);
    expect(dashboard.cohorts.filter((cohort) => cohort.joined > 0)).toEqual([
      { month: '2026-10', joined: 1, active: 0 },
      { month: '2026-11', joined: 2, active: 1 },
    ]);
  });

  it('puts a member who joined at 00:30 on 1 November, Tokyo time, in November', async () => {
    await joinedAt('2026-10-31T15:30:00Z', 'もみじ');
    const dashboard: Dashboard = (await screen.admin.get(apiPaths.adminDashboard)).json();
    expect(dashboard.cohorts.filter((cohort) => cohort.joined > 0)).toEqual([
      // 22 days ago: not active now.
      { month: '2026-11', joined: 1, active: 0 },
    ]);
    // She came on Sunday 1 November: the week that began on Monday 26 October.
    expect(dashboard.weeklyActive.filter((week) => week.members > 0)).toEqual([
      { weekStart: '2026-10-26', members: 1 },
    ]);
  });
});
