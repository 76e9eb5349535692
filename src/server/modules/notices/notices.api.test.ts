import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { setPassphrase } from '#tests/support/accounts.js';
import { signedInGuest, signedInMember } from '#tests/support/signed-in.js';
import { createTestApp, fixedClock, type TestApp } from '#tests/support/test-app.js';
import type { TestVisitor } from '#tests/support/test-visitor.js';
import { serverZoneForAllTests } from '#tests/support/server-zone.js';
import { apiPaths } from '#shared/api-paths.js';
import { copy } from '#shared/copy.js';
import {
  emptyNoticeInput,
  type NoticeInput,
  type NoticeList,
  type NoticeSaved,
  type Unread,
} from '#shared/schemas/notices.js';

// お知らせ: staff write them (下書き, 予約, 公開, pinned until a day), guests and members read them,
// and each member's read state is hers alone. The server runs in UTC and in Los Angeles while the
// business zone stays Asia/Tokyo.

const passphrase = 'ひまわり';
// 2026-12-01 07:00 in Tokyo.
const scheduledFor = '2026-11-30T22:00:00.000Z';

const notice = (changes: Partial<NoticeInput> = {}): NoticeInput => ({
  ...emptyNoticeInput,
  title: '年末年始のお休み',
  body: '<p>12月29日から1月3日まではお休みです。</p>',
  ...changes,
});

describe.each(['UTC', 'America/Los_Angeles'])('notices, server process in %s', (zone) => {
  serverZoneForAllTests(zone);
  const clock = fixedClock('2026-11-30T20:00:00Z');
  let testApp: TestApp;
  let admin: TestVisitor;
  let alice: TestVisitor;
  let bob: TestVisitor;
  let guest: TestVisitor;

  const list = async (visitor: TestVisitor) => {
    const response = await visitor.get(apiPaths.notices);
    expect(response.statusCode, response.body).toBe(200);
    return response.json() as NoticeList;
  };
  const unread = async (visitor: TestVisitor) => {
    const response = await visitor.get(apiPaths.myUnread);
    expect(response.statusCode, response.body).toBe(200);
    return (response.json() as Unread).notices;
  };
  const write = async (input: NoticeInput) => {
    const response = await admin.post(apiPaths.adminNotices, input);
    expect(response.statusCode, response.body).toBe(201);
    return (response.json() as NoticeSaved).notice;
  };

  beforeAll(async () => {
    testApp = await createTestApp({ clock });
    await setPassphrase(testApp.app.db, '2026-11', passphrase);
    await setPassphrase(testApp.app.db, '2026-12', passphrase);
    admin = await signedInMember(testApp.app, passphrase, { isAdmin: true });
    alice = await signedInMember(testApp.app, passphrase);
    bob = await signedInMember(testApp.app, passphrase);
    guest = await signedInGuest(testApp.app, passphrase);
    clock.set('2026-11-30T20:01:00Z');
  });
  afterAll(async () => {
    await testApp?.close();
  });

  it('is for staff to write: members, guests and strangers are refused', async () => {
    expect((await alice.post(apiPaths.adminNotices, notice())).statusCode).toBe(403);
    expect((await guest.post(apiPaths.adminNotices, notice())).statusCode).toBe(401);
    expect((await alice.get(apiPaths.adminNotices)).statusCode).toBe(403);
    const stranger = await testApp.app.inject({ method: 'GET', url: apiPaths.notices });
    expect(stranger.statusCode).toBe(401);
  });

  it('checks the form again on the server, in Japanese, naming the field', async () => {
    const blank = await admin.post(apiPaths.adminNotices, notice({ title: ' ' }));
    expect(blank.statusCode).toBe(400);
    expect(blank.json()).toEqual({ message: copy.notices.admin.titleMissing, field: 'title' });
    const past = await admin.post(
      apiPaths.adminNotices,
      notice({ state: 'scheduled', publishDate: '2026-12-01', publishTime: '04:00' }),
    );
    expect(past.json()).toEqual({ message: copy.publishing.timeNotFuture, field: 'publishTime' });
    const pinnedPast = await admin.post(apiPaths.adminNotices, notice({ pinnedUntil: '2026-11-30' }));
    expect(pinnedPast.json()).toEqual({ message: copy.notices.admin.pinnedPast, field: 'pinnedUntil' });
    // Only a script and a picture: nothing readable is left once cleaned.
    const onlyScript = await admin.post(
      apiPaths.adminNotices,
      notice({ body: '<script>alert(1)</script><img src="https://example.com/a.png">' }),
    );
    expect(onlyScript.json()).toEqual({ message: copy.notices.admin.bodyMissing, field: 'body' });
  });

  it('lets staff correct an older notice whose pin has run out, keeping the pin as it was', async () => {
    const pinned = await write(notice({ title: '12月の予定', pinnedUntil: '2026-12-01' }));
    const now = clock.now();
    clock.set('2026-12-03T01:00:00Z');
    try {
      // The form sends the pin it was filled with.
      const corrected = await admin.request({
        method: 'PUT',
        url: apiPaths.adminNotice(pinned.id),
        payload: notice({ title: '12月の予定（訂正）', pinnedUntil: '2026-12-01' }),
      });
      expect(corrected.statusCode, corrected.body).toBe(200);
      expect((corrected.json() as NoticeSaved).notice).toMatchObject({
        title: '12月の予定（訂正）',
        pinnedUntil: '2026-12-01',
      });
      const movedIntoThePast = await admin.request({
        method: 'PUT',
        url: apiPaths.adminNotice(pinned.id),
        payload: notice({ title: '12月の予定（訂正）', pinnedUntil: '2026-12-02' }),
      });
      expect(movedIntoThePast.json()).toEqual({
        message: copy.notices.admin.pinnedPast,
        field: 'pinnedUntil',
      });
    } finally {
      clock.set(now);
      // The lists the next tests read hold only their own notices.
      await admin.request({ method: 'DELETE', url: apiPaths.adminNotice(pinned.id) });
    }
  });

  it('keeps the safe subset of the body: no script, no handler, no picture, no javascript: link', async () => {
    const saved = await write(
      notice({
        title: '<img src=x onerror=alert(1)>',
        body:
          '<p onclick="alert(1)">こんにちは<script>alert(1)</script>' +
          '<a href="javascript:alert(1)">リンク</a><img src="https://example.com/a.png"></p>' +
          '<iframe src="https://evil.example"></iframe><p><strong>大切</strong></p>',
      }),
    );
    expect(saved.body).toBe(
      '<p>こんにちは<a target="_blank" rel="noopener noreferrer">リンク</a></p><p><strong>大切</strong></p>',
    );
    // The title stays text: the page shows it as text, never as HTML.
    expect(saved.title).toBe('<img src=x onerror=alert(1)>');
    const deleted = await testApp.app.inject({
      method: 'DELETE',
      url: apiPaths.adminNotice(saved.id),
      headers: { 'x-requested-with': 'karada' },
    });
    expect(deleted.statusCode).toBe(403);
    const removed = await admin.request({ method: 'DELETE', url: apiPaths.adminNotice(saved.id) });
    expect(removed.json()).toEqual({ message: copy.notices.admin.removed(saved.title) });
    expect((await list(alice)).items).toEqual([]);
  });

  it('shows a 予約 at its time and not a second before, and a 下書き never', async () => {
    const draft = await write(notice({ title: '下書きのお知らせ', state: 'draft' }));
    const scheduled = await write(
      notice({ title: '12月のライブ', state: 'scheduled', publishDate: '2026-12-01', publishTime: '07:00' }),
    );
    expect(scheduled.state).toBe('scheduled');
    expect(scheduled.publishedAt).toBe(scheduledFor);
    expect([scheduled.publishDate, scheduled.publishTime]).toEqual(['2026-12-01', '07:00']);

    clock.set('2026-11-30T21:59:59.000Z');
    expect((await list(alice)).items.map((item) => item.title)).toEqual([]);
    expect(await unread(alice)).toBe(0);
    clock.set('2026-11-30T22:00:00.000Z');
    expect((await list(alice)).items.map((item) => item.title)).toEqual(['12月のライブ']);
    expect((await list(guest)).items.map((item) => item.title)).toEqual(['12月のライブ']);
    expect(await unread(alice)).toBe(1);

    const staffList = (await admin.get(apiPaths.adminNotices)).json() as {
      items: { id: string; state: string }[];
    };
    expect(staffList.items.find((item) => item.id === draft.id)?.state).toBe('draft');
    expect(staffList.items.find((item) => item.id === scheduled.id)?.state).toBe('published');
  });

  it('keeps each member her own read state, and none for a guest', async () => {
    clock.set('2026-12-01T01:00:00.000Z');
    const second = await write(notice({ title: 'アンケートのお願い' }));
    expect(await unread(alice)).toBe(2);
    expect(await unread(bob)).toBe(2);
    // The newest unread one is what home shows.
    expect((await list(alice)).highlightId).toBe(second.id);

    const read = await alice.post(apiPaths.noticesRead, { ids: [second.id] });
    expect(read.json()).toEqual({ notices: 1, replies: 0 });
    const aliceList = await list(alice);
    expect(aliceList.items.map((item) => [item.title, item.read])).toEqual([
      ['アンケートのお願い', true],
      ['12月のライブ', false],
    ]);
    expect(aliceList.highlightId).toBe(aliceList.items[1]!.id);
    // Bob sees nothing of what Alice read.
    expect(await unread(bob)).toBe(2);
    expect((await list(bob)).items.every((item) => !item.read)).toBe(true);

    // A guest has no read state and no count; every notice reads as read for her.
    expect((await list(guest)).items.every((item) => item.read)).toBe(true);
    expect((await guest.get(apiPaths.myUnread)).statusCode).toBe(401);
    expect((await guest.post(apiPaths.noticesRead, { ids: [second.id] })).statusCode).toBe(401);

    await alice.post(apiPaths.noticesRead, { ids: aliceList.items.map((item) => item.id) });
    expect(await unread(alice)).toBe(0);
    expect((await list(alice)).highlightId).toBeNull();
    const staffList = (await admin.get(apiPaths.adminNotices)).json() as {
      items: { id: string; readCount: number }[];
    };
    expect(staffList.items.find((item) => item.id === second.id)?.readCount).toBe(1);
  });

  it('does not let a member mark a notice she cannot see yet', async () => {
    const later = await write(
      notice({
        title: '来週のお知らせ',
        state: 'scheduled',
        publishDate: '2026-12-08',
        publishTime: '09:00',
      }),
    );
    await bob.post(apiPaths.noticesRead, { ids: [later.id] });
    clock.set('2026-12-08T00:00:00.000Z');
    expect((await list(bob)).items.find((item) => item.id === later.id)?.read).toBe(false);
  });

  it('pins a notice at the top of home until the end of its day, business time', async () => {
    clock.set('2026-12-08T01:00:00.000Z');
    const pinned = await write(notice({ title: '固定のお知らせ', pinnedUntil: '2026-12-09' }));
    expect(pinned.pinnedUntil).toBe('2026-12-09');
    clock.set('2026-12-08T01:01:00.000Z');
    const newer = await write(notice({ title: 'あとから出たお知らせ' }));
    await alice.post(apiPaths.noticesRead, { ids: [pinned.id] });
    const home = await list(alice);
    // Pinned and read, it still comes first on home.
    expect(home.highlightId).toBe(pinned.id);
    expect(home.items.find((item) => item.id === pinned.id)?.pinned).toBe(true);
    expect((await list(guest)).highlightId).toBe(pinned.id);

    // 2026-12-09 ends at 15:00 UTC.
    clock.set('2026-12-09T14:59:59.000Z');
    expect((await list(alice)).highlightId).toBe(pinned.id);
    clock.set('2026-12-09T15:00:00.000Z');
    expect((await list(alice)).highlightId).toBe(newer.id);
    expect((await list(guest)).highlightId).toBe(newer.id);
  });

  it('edits a notice and keeps the moment it went public', async () => {
    const first = await write(notice({ title: '誤字のあるお知らせ' }));
    clock.set('2026-12-09T16:00:00.000Z');
    const edited = await admin.request({
      method: 'PUT',
      url: apiPaths.adminNotice(first.id),
      payload: notice({ title: '直したお知らせ' }),
    });
    expect(edited.statusCode, edited.body).toBe(200);
    const saved = (edited.json() as NoticeSaved).notice;
    expect(saved.title).toBe('直したお知らせ');
    expect(saved.publishedAt).toBe(first.publishedAt);
    const missing = await admin.request({
      method: 'PUT',
      url: apiPaths.adminNotice('no-such-notice'),
      payload: notice(),
    });
    expect(missing.statusCode).toBe(404);
  });
});
