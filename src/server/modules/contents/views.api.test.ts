import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { setPassphrase } from '#tests/support/accounts.js';
import { signedInGuest, signedInMember } from '#tests/support/signed-in.js';
import { createTestApp, fixedClock, type TestApp } from '#tests/support/test-app.js';
import { testDatabaseKind } from '#tests/support/test-database.js';
import { testVisitor, type TestVisitor } from '#tests/support/test-visitor.js';
import { apiPaths } from '#shared/api-paths.js';
import { createDatabase } from '#server/db/database.js';
import { answerSecond, detailKey } from '#server/plugins/content-answers.js';
import { copy } from '#shared/copy.js';
import { attemptLimits } from '../attempts/attempt-limits.js';
import { buildContent } from './content-factory.js';
import { visibleAt } from './content-visibility.js';
import { insertContents } from './content-repository.js';
import { countView, forgetCountedViews } from './view-count-repository.js';

// 10:00 on 21 November in Tokyo. While `ticking`, every look at the clock finds it a millisecond
// later, so views sent together are not all at one instant (as they never are).
const fixed = fixedClock('2026-11-21T01:00:00Z');
let ticking = false;
const clock = {
  now: () => {
    if (ticking) fixed.set(new Date(fixed.now().getTime() + 1));
    return fixed.now();
  },
  set: fixed.set,
};
const later = (minutes: number) => clock.set(new Date(clock.now().getTime() + minutes * 60 * 1000));

describe('view counts', () => {
  let testApp: TestApp;
  beforeEach(async () => {
    ticking = false;
    clock.set('2026-11-21T01:00:00Z');
    testApp = await createTestApp({ clock, seedSamples: true });
    await setPassphrase(testApp.app.db, '2026-11', 'もみじ');
  });
  afterEach(() => testApp.close());

  const viewCount = async (id: string) =>
    (await (await signedInGuest(testApp.app, 'もみじ')).get(apiPaths.content(id))).json().viewCount as number;
  const dailyViews = () =>
    testApp.app.db
      .selectFrom('contentDailyViews')
      .select(['day', 'contentId', 'views'])
      .orderBy('day')
      .orderBy('contentId')
      .execute();

  it('count one view per session and content in 30 minutes, guests included, and only through POST', async () => {
    const guest = await signedInGuest(testApp.app, 'もみじ');
    const member = await signedInMember(testApp.app, 'もみじ');
    const before = await viewCount('sample-07');
    expect(await viewCount('sample-07')).toBe(before);
    const answers = await Promise.all([
      ...Array.from({ length: 10 }, () => guest.post(apiPaths.contentViews('sample-07'))),
      ...Array.from({ length: 10 }, () => member.post(apiPaths.contentViews('sample-07'))),
    ]);
    expect(answers.every((answer) => answer.statusCode === 200)).toBe(true);
    expect(await viewCount('sample-07')).toBe(before + 2);
    expect(await dailyViews()).toEqual([{ day: '2026-11-21', contentId: 'sample-07', views: 2 }]);

    // Another content counts on its own; the same one again only after 30 minutes.
    await guest.post(apiPaths.contentViews('sample-08'));
    later(29);
    await guest.post(apiPaths.contentViews('sample-07'));
    expect(await viewCount('sample-07')).toBe(before + 2);
    later(1);
    const again = await guest.post(apiPaths.contentViews('sample-07'));
    expect(again.json()).toEqual({ viewCount: before + 3 });
    expect(await dailyViews()).toEqual([
      { day: '2026-11-21', contentId: 'sample-07', views: 3 },
      { day: '2026-11-21', contentId: 'sample-08', views: 1 },
    ]);
    expect((await guest.post(apiPaths.contentViews('no-such-content'))).statusCode).toBe(404);
  });

  it('show at once on the pages of the same category, whose related contents are kept for the second', async () => {
    // Three of one category dated today, the newest of it (of one day, the greater id first).
    await insertContents(
      testApp.app.db,
      ['a', 'b', 'c'].map((letter) =>
        buildContent({ now: clock.now(), id: `kin-${letter}`, category: 'beauty' }),
      ),
    );
    const guest = await signedInGuest(testApp.app, 'もみじ');
    const viewsOfB = async (page: string) => {
      const related = (await guest.get(apiPaths.content(page))).json().related as {
        id: string;
        viewCount: number;
      }[];
      return related.find((card) => card.id === 'kin-b')?.viewCount;
    };
    // kin-a's page and then kin-c's, in the same second: kin-b is among the related of both.
    const before = await viewsOfB('kin-a');
    expect(before).toBeDefined();
    expect(await viewsOfB('kin-c')).toBe(before);
    await guest.post(apiPaths.contentViews('kin-b'));
    expect(await viewsOfB('kin-a')).toBe(before! + 1);
    expect(await viewsOfB('kin-c')).toBe(before! + 1);
  });

  it('counted by another process show on a page read next (SQLite at once; PostgreSQL from its answer’s next second), whose related contents are kept', async () => {
    await insertContents(
      testApp.app.db,
      ['a', 'b', 'c'].map((letter) =>
        buildContent({ now: clock.now(), id: `kin-${letter}`, category: 'beauty' }),
      ),
    );
    const guest = await signedInGuest(testApp.app, 'もみじ');
    const viewsOfB = async (page: string) =>
      ((await guest.get(apiPaths.content(page))).json().related as { id: string; viewCount: number }[]).find(
        (card) => card.id === 'kin-b',
      )?.viewCount;
    const before = await viewsOfB('kin-a');
    expect(before).toBeDefined();
    const { id: sessionId } = await testApp.app.db
      .selectFrom('sessions')
      .select('id')
      .executeTakeFirstOrThrow();
    // Another app process on the same database (or a command) counts a view of kin-b.
    const otherProcess = createDatabase(testApp.config.database);
    try {
      await countView(otherProcess, {
        sessionId,
        contentId: 'kin-b',
        userId: null,
        now: clock.now(),
        timeZone: testApp.config.timeZone,
      });
    } finally {
      await otherProcess.destroy();
    }
    // kin-c's page, not asked before. SQLite: in the same instant, built now, it shows the view
    // (another connection's commit drops the kept list). PostgreSQL tells this process nothing of
    // it, so an answer may be as old as its second (a shared one is): once kin-c's answer's own
    // second has begun after the list was read, still in the same second of the clock (the
    // same list's key), the page reads its category's newest again and shows the view.
    if (testDatabaseKind() === 'postgres') {
      const at = visibleAt(clock.now());
      clock.set(new Date(answerSecond(`${detailKey('kin-c')}null`, clock.now()) + 1000));
      expect(visibleAt(clock.now())).toBe(at);
    }
    expect(await viewsOfB('kin-c')).toBe(before! + 1);
  });

  it('still put every view at the front of the member’s history', async () => {
    const member = await signedInMember(testApp.app, 'もみじ');
    await member.post(apiPaths.contentViews('sample-01'));
    later(1);
    await member.post(apiPaths.contentViews('sample-02'));
    later(1);
    // Not counted again (within 30 minutes), yet back at the front of her history.
    await member.post(apiPaths.contentViews('sample-01'));
    const history = (await member.get(apiPaths.history))
      .json()
      .items.map((item: { content: { id: string } }) => item.content.id);
    expect(history).toEqual(['sample-01', 'sample-02']);
  });

  it('are limited per address', async () => {
    const guest = await signedInGuest(testApp.app, 'もみじ');
    const { max } = attemptLimits.views.perIp;
    for (let request = 0; request < max; request++) {
      expect((await guest.post(apiPaths.contentViews(`sample-0${(request % 9) + 1}`))).statusCode).toBe(200);
    }
    const limited = await guest.post(apiPaths.contentViews('sample-10'));
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toEqual({ message: copy.site.tooManyRequests });
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    // Others elsewhere go on.
    const elsewhere = testVisitor(testApp.app);
    await elsewhere.request({
      method: 'POST',
      url: apiPaths.gate,
      payload: { passphrase: 'もみじ' },
      remoteAddress: '203.0.113.30',
    });
    const counted = await elsewhere.request({
      method: 'POST',
      url: apiPaths.contentViews('sample-10'),
      remoteAddress: '203.0.113.30',
    });
    expect(counted.statusCode).toBe(200);
  });

  it('keep one row per day and content, however many views', async () => {
    for (let visitor = 0; visitor < 30; visitor++) {
      await (await signedInGuest(testApp.app, 'もみじ')).post(apiPaths.contentViews('sample-03'));
    }
    expect(await dailyViews()).toEqual([{ day: '2026-11-21', contentId: 'sample-03', views: 30 }]);
    const remembered = await testApp.app.db.selectFrom('recentViews').select('sessionId').execute();
    expect(remembered).toHaveLength(30);
    // What a session viewed is forgotten by the hourly sweep once its window is over.
    later(31);
    await forgetCountedViews(testApp.app.db, clock.now());
    expect(await testApp.app.db.selectFrom('recentViews').select('sessionId').execute()).toEqual([]);
  });

  it('record many views by one member sent at once: none fails, her history holds exactly 20, each counted view in the totals', async () => {
    const db = testApp.app.db;
    const contents = Array.from({ length: 40 }, (_, n) =>
      buildContent({ now: clock.now(), id: `many-${String(n).padStart(2, '0')}` }),
    );
    await insertContents(db, contents);
    // Her phone, tablet, computer…: five sessions of one member.
    const member = await signedInMember(testApp.app, 'もみじ');
    const devices: TestVisitor[] = [member];
    for (let device = 1; device < 5; device++) {
      const visitor = testVisitor(testApp.app);
      const login = await visitor.post(apiPaths.login, {
        email: member.email,
        password: member.password,
        passphrase: 'もみじ',
      });
      expect(login.statusCode).toBe(200);
      devices.push(visitor);
    }
    // Every device opens every content, all at once; from many addresses, since the limit per
    // address is not what this is about.
    let address = 0;
    ticking = true;
    const posts = devices.flatMap((device) =>
      contents.map((content) => {
        address += 1;
        return device
          .request({
            method: 'POST',
            url: apiPaths.contentViews(content.id),
            remoteAddress: `198.51.100.${(address % 250) + 1}`,
          })
          .then((answer) => ({ id: content.id, status: answer.statusCode }));
      }),
    );
    const answers = await Promise.all(posts);
    ticking = false;
    expect(answers.filter((answer) => answer.status !== 200)).toEqual([]);

    // A session counts a content once: each content's total is the number of posts for it.
    const acknowledged = new Map<string, number>();
    for (const answer of answers) acknowledged.set(answer.id, (acknowledged.get(answer.id) ?? 0) + 1);
    const totals = await db
      .selectFrom('contents')
      .select(['id', 'viewCount'])
      .where('id', 'like', 'many-%')
      .execute();
    expect(new Map(totals.map((row) => [row.id, row.viewCount]))).toEqual(acknowledged);
    const daily = await db
      .selectFrom('contentDailyViews')
      .select(['contentId', 'views'])
      .where('contentId', 'like', 'many-%')
      .execute();
    expect(new Map(daily.map((row) => [row.contentId, row.views]))).toEqual(acknowledged);
    const history = await db
      .selectFrom('viewHistory')
      .select('contentId')
      .where('userId', '=', member.userId)
      .execute();
    expect(history).toHaveLength(20);
    expect((await member.get(apiPaths.history)).json().items).toHaveLength(20);
  });

  it('change nothing when recording a view fails part way', async () => {
    const db = testApp.app.db;
    const guest = await signedInGuest(testApp.app, 'もみじ');
    const before = await viewCount('sample-05');
    const { id: sessionId } = await db.selectFrom('sessions').select('id').executeTakeFirstOrThrow();
    // The history entry of a member who does not exist cannot be written: the last step fails.
    await expect(
      countView(db, {
        sessionId,
        contentId: 'sample-05',
        userId: 'no-such-member',
        now: clock.now(),
        timeZone: testApp.config.timeZone,
      }),
    ).rejects.toThrow();
    expect(await viewCount('sample-05')).toBe(before);
    expect(await dailyViews()).toEqual([]);
    expect(await db.selectFrom('recentViews').select('sessionId').execute()).toEqual([]);
    // The same view by a real visitor then counts.
    expect((await guest.post(apiPaths.contentViews('sample-05'))).json()).toEqual({ viewCount: before + 1 });
  });
});
