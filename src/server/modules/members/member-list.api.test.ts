import { beforeEach, describe, expect, it } from 'vitest';
import { adminScreenForEachTest } from '#tests/support/admin-screen.js';
import { createMember } from '#tests/support/accounts.js';
import { serverZoneForEachTest } from '#tests/support/server-zone.js';
import { signedInMember } from '#tests/support/signed-in.js';
import type { TestVisitor } from '#tests/support/test-visitor.js';
import { apiPaths } from '#shared/api-paths.js';
import type { AdminMember, AdminMemberList } from '#shared/schemas/admin.js';

// The member list (issue 22): search, sorts, filters and pages. "Today" is 23 November 2026 in
// Tokyo (21:00); active means a visit or やったよ since 00:00 on 10 November, Tokyo time, which is
// 15:00 UTC on the 9th. The server itself runs in other zones on purpose.

describe.each(['UTC', 'America/Los_Angeles'])('the member list, server in %s', (serverZone) => {
  const screen = adminScreenForEachTest();
  serverZoneForEachTest(serverZone);
  beforeEach(async () => {
    // The samples were published when they were seeded: here they were there all month.
    await screen.testApp.app.db
      .updateTable('contents')
      .set({ publishedAt: '2026-10-01T00:00:00.000Z' })
      .execute();
  });

  const now = '2026-11-23T12:00:00Z';

  /** A member who signed in at `at` (her visit), named `name`; the clock goes back to now. */
  async function memberWhoCameAt(at: string, name: string | null = null, email?: string) {
    screen.clock.set(at);
    const member = await signedInMember(screen.testApp.app, 'もみじ');
    if (email)
      await screen.testApp.app.db
        .updateTable('users')
        .set({ email })
        .where('id', '=', member.userId)
        .execute();
    await screen.testApp.app.db
      .updateTable('users')
      .set({ displayName: name })
      .where('id', '=', member.userId)
      .execute();
    screen.clock.set(now);
    return member;
  }

  async function list(query: string): Promise<AdminMemberList> {
    const response = await screen.admin.get(`${apiPaths.adminMembers}?${query}`);
    expect(response.statusCode, response.body).toBe(200);
    return response.json();
  }
  const emails = (page: AdminMemberList) => page.items.map((item) => item.email);

  async function doneOn(member: TestVisitor, at: string, contentId = 'sample-01') {
    screen.clock.set(at);
    const response = await member.request({ method: 'PUT', url: apiPaths.contentDone(contentId) });
    expect(response.statusCode, response.body).toBe(200);
    screen.clock.set(now);
  }

  it('tells active from drifting at the 14th business day, disabled and new apart', async () => {
    const justBefore = await memberWhoCameAt('2026-11-09T14:59:59Z'); // 23:59:59 on the 9th in Tokyo
    const justInside = await memberWhoCameAt('2026-11-09T15:00:00Z'); // 00:00 on the 10th in Tokyo
    const stopped = await memberWhoCameAt('2026-11-20T00:00:00Z');
    const neverCame = await createMember(screen.testApp.app.db);
    await screen.admin.request({
      method: 'PUT',
      url: apiPaths.adminMemberStatus(stopped.userId),
      payload: { disabled: true },
    });

    const statusOf = async () => {
      const all = await list('filter=all');
      return Object.fromEntries(all.items.map((item: AdminMember) => [item.email, item.status]));
    };
    expect(await statusOf()).toMatchObject({
      [justBefore.email]: 'drifting',
      [justInside.email]: 'active',
      [stopped.email]: 'disabled',
      [neverCame.email]: 'new',
      [screen.admin.email]: 'active',
    });
    expect(emails(await list('filter=active')).sort()).toEqual([justInside.email, screen.admin.email].sort());
    expect(emails(await list('filter=drifting'))).toEqual([justBefore.email]);
    expect(emails(await list('filter=disabled'))).toEqual([stopped.email]);

    // A day later, 10 November has left the 14 days: she is drifting now.
    screen.clock.set('2026-11-24T12:00:00Z');
    expect((await statusOf())[justInside.email]).toBe('drifting');
    expect(emails(await list('filter=drifting')).sort()).toEqual([justBefore.email, justInside.email].sort());
    expect(emails(await list('filter=active'))).toEqual([screen.admin.email]);
  });

  it('counts a やったよ as coming: her last やったよ day decides too', async () => {
    const member = await memberWhoCameAt('2026-11-01T01:00:00Z');
    await doneOn(member, '2026-11-10T01:00:00Z'); // 10 November in Tokyo, the first of the 14 days
    const [row] = (await list('filter=active')).items.filter((item) => item.email === member.email);
    expect(row).toMatchObject({ lastDoneDay: '2026-11-10', status: 'active' });
    screen.clock.set('2026-11-24T12:00:00Z');
    expect(emails(await list('filter=drifting'))).toContain(member.email);
  });

  it('finds members by part of the e-mail or name, any case, taking % and _ literally', async () => {
    await memberWhoCameAt(now, '山田 花子', 'hana.yamada@example.jp');
    const sale = await memberWhoCameAt(now, '100%さくら');
    const under = await memberWhoCameAt(now, 'a_b');
    const plain = await memberWhoCameAt(now, 'aXb');

    expect(emails(await list('q=HANA.Yamada'))).toEqual(['hana.yamada@example.jp']);
    expect(emails(await list(`q=${encodeURIComponent('花子')}`))).toEqual(['hana.yamada@example.jp']);
    expect(emails(await list(`q=${encodeURIComponent('%')}`))).toEqual([sale.email]);
    expect(emails(await list(`q=${encodeURIComponent('a_b')}`))).toEqual([under.email]);
    expect(emails(await list(`q=${encodeURIComponent('さくら')}`))).toEqual([sale.email]);
    expect(emails(await list('q=axb'))).toEqual([plain.email]);
    expect((await list(`q=${encodeURIComponent('だれもいない')}`)).total).toBe(0);
  });

  it('sorts by last visit, last やったよ, current streak and joined, both ways', async () => {
    // Created at different instants: joined order is a, b, c.
    const a = await memberWhoCameAt('2026-11-02T01:00:00Z', 'ならび a');
    const b = await memberWhoCameAt('2026-11-03T01:00:00Z', 'ならび b');
    const c = await memberWhoCameAt('2026-11-04T01:00:00Z', 'ならび c');
    // a: 3 days in a row up to today (streak 3). b: yesterday only (1). c: 18 to 19 November (0 now).
    for (const day of ['21', '22', '23']) await doneOn(a, `2026-11-${day}T01:00:00Z`);
    await doneOn(b, '2026-11-22T05:00:00Z');
    await doneOn(c, '2026-11-18T01:00:00Z');
    await doneOn(c, '2026-11-19T01:00:00Z');
    // Last visits: b came last (the やったよ at 05:00 on the 22nd), then a's of the 23rd... a's is latest.
    const sorted = async (sort: string, order: string) =>
      (await list(`q=${encodeURIComponent('ならび')}&sort=${sort}&order=${order}`)).items.map(
        (item) => item.displayName,
      );

    expect(await sorted('joined', 'asc')).toEqual(['ならび a', 'ならび b', 'ならび c']);
    expect(await sorted('joined', 'desc')).toEqual(['ならび c', 'ならび b', 'ならび a']);
    expect(await sorted('streak', 'desc')).toEqual(['ならび a', 'ならび b', 'ならび c']);
    expect(await sorted('streak', 'asc')).toEqual(['ならび c', 'ならび b', 'ならび a']);
    expect(await sorted('lastDone', 'desc')).toEqual(['ならび a', 'ならび b', 'ならび c']);
    expect(await sorted('lastDone', 'asc')).toEqual(['ならび c', 'ならび b', 'ならび a']);
    expect(await sorted('lastVisit', 'desc')).toEqual(['ならび a', 'ならび b', 'ならび c']);
    expect(await sorted('lastVisit', 'asc')).toEqual(['ならび c', 'ならび b', 'ならび a']);

    // The list's streak is the one her own calendar shows.
    const rows = (await list(`q=${encodeURIComponent('ならび')}&sort=joined&order=asc`)).items;
    expect(rows.map((row) => row.currentStreak)).toEqual([3, 1, 0]);
    const calendar = (await a.get(apiPaths.activityCalendar)).json();
    expect(calendar.currentStreak).toBe(3);
    // Undoing today's やったよ keeps yesterday's run: today is not over.
    screen.clock.set('2026-11-23T12:00:00Z');
    await a.request({ method: 'DELETE', url: apiPaths.contentDone('sample-01') });
    const after = (await list(`q=${encodeURIComponent('ならび a')}`)).items[0]!;
    expect(after).toMatchObject({ currentStreak: 2, lastDoneDay: '2026-11-22' });
  });

  it('pages through every member once, ties included, with the total', async () => {
    for (let index = 0; index < 7; index += 1) await memberWhoCameAt(now, `ページ ${index}`);
    for (const sort of ['streak', 'lastVisit', 'joined']) {
      const seen: string[] = [];
      for (let page = 1; page <= 3; page += 1) {
        const answer = await list(`q=${encodeURIComponent('ページ')}&sort=${sort}&pageSize=3&page=${page}`);
        expect(answer.total).toBe(7);
        seen.push(...emails(answer));
      }
      expect(seen).toHaveLength(7);
      expect(new Set(seen).size).toBe(7);
    }
    expect((await list(`q=${encodeURIComponent('ページ')}&pageSize=3&page=4`)).items).toEqual([]);
  });

  it('refuses what the list does not know', async () => {
    for (const query of ['sort=name', 'filter=gone', 'page=0', 'pageSize=500']) {
      expect((await screen.admin.get(`${apiPaths.adminMembers}?${query}`)).statusCode).toBe(400);
    }
  });
});
