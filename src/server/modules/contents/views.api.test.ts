import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { setPassphrase } from '../../../../tests/support/accounts.js';
import { signedInGuest, signedInMember } from '../../../../tests/support/signed-in.js';
import { createTestApp, fixedClock, type TestApp } from '../../../../tests/support/test-app.js';
import { testVisitor } from '../../../../tests/support/test-visitor.js';
import { apiPaths } from '../../../shared/api-paths.js';
import { copy } from '../../../shared/copy.js';
import { attemptLimits } from '../auth/attempt-limits.js';
import { forgetCountedViews } from './view-count-repository.js';

// 10:00 on 21 November in Tokyo.
const clock = fixedClock('2026-11-21T01:00:00Z');
const later = (minutes: number) => clock.set(new Date(clock.now().getTime() + minutes * 60 * 1000));

describe('view counts', () => {
  let testApp: TestApp;
  beforeEach(async () => {
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
});
