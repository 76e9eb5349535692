import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { setPassphrase } from '#tests/support/accounts.js';
import { signedInGuest, signedInMember } from '#tests/support/signed-in.js';
import { createTestApp, fixedClock, type TestApp } from '#tests/support/test-app.js';
import { apiPaths } from '#shared/api-paths.js';
import { buildContent } from '../contents/content-factory.js';
import { insertContents } from '../contents/content-repository.js';
import { listHistory } from './history-repository.js';

const clock = fixedClock('2026-11-21T01:00:00Z');

describe('view history', () => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await createTestApp({ clock });
    await setPassphrase(testApp.app.db, '2026-11', 'もみじ');
    await insertContents(
      testApp.app.db,
      Array.from({ length: 25 }, (_, i) =>
        buildContent({ now: clock.now(), id: `h${String(i).padStart(2, '0')}` }),
      ),
    );
  });
  afterAll(() => testApp.close());

  const historyIds = async (visitor: Awaited<ReturnType<typeof signedInMember>>) =>
    (await visitor.get(apiPaths.history))
      .json()
      .items.map((item: { content: { id: string } }) => item.content.id);

  it('keeps the last 20 views, newest first, and moves a re-viewed content to the front', async () => {
    const member = await signedInMember(testApp.app, 'もみじ');
    for (let i = 0; i < 25; i++) {
      clock.set(new Date(Date.UTC(2026, 10, 21, 1, i)));
      await member.post(apiPaths.contentViews(`h${String(i).padStart(2, '0')}`));
    }
    const afterAll25 = await historyIds(member);
    expect(afterAll25).toHaveLength(20);
    expect(afterAll25[0]).toBe('h24');
    expect(afterAll25.at(-1)).toBe('h05');

    clock.set('2026-11-21T02:00:00Z');
    await member.post(apiPaths.contentViews('h10'));
    const afterRevisit = await historyIds(member);
    expect(afterRevisit).toHaveLength(20);
    expect(afterRevisit[0]).toBe('h10');
    expect(afterRevisit.filter((id: string) => id === 'h10')).toHaveLength(1);
    const rows = await testApp.app.db
      .selectFrom('viewHistory')
      .select('contentId')
      .where('userId', '=', member.userId)
      .execute();
    expect(rows).toHaveLength(20);
    const first = (await member.get(apiPaths.history)).json().items[0];
    expect(first.viewedAt).toBe('2026-11-21T02:00:00.000Z');
  });

  it('records nothing for guests, who have no history', async () => {
    const guest = await signedInGuest(testApp.app, 'もみじ');
    await guest.post(apiPaths.contentViews('h00'));
    expect((await guest.get(apiPaths.history)).statusCode).toBe(401);
  });

  it('is each member’s own', async () => {
    const keiko = await signedInMember(testApp.app, 'もみじ');
    expect(await historyIds(keiko)).toEqual([]);
  });

  it('reads what the cards show, not the articles behind them', async () => {
    const member = await signedInMember(testApp.app, 'もみじ');
    await member.post(apiPaths.contentViews('h03'));
    const [row] = await listHistory(testApp.app.db, member.userId);
    expect(row).toMatchObject({ id: 'h03', title: expect.any(String) });
    expect(row).not.toHaveProperty('body');
    expect(row).not.toHaveProperty('searchText');
  });
});
