import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { setPassphrase } from '#tests/support/accounts.js';
import { signedInGuest, signedInMember } from '#tests/support/signed-in.js';
import { createTestApp, fixedClock, type TestApp } from '#tests/support/test-app.js';
import type { TestVisitor } from '#tests/support/test-visitor.js';
import { apiPaths } from '#shared/api-paths.js';
import type { AdminContent } from '#shared/schemas/admin.js';
import type { ContentDetail } from '#shared/schemas/contents.js';
import { buildContent } from './content-factory.js';
import { insertContents } from './content-repository.js';

// A content's page takes the newest of its category from a list kept for the second, on both
// engines (content-detail-repository.ts): what staff change through this process must still show
// on the next page of that category at once, whichever page read the list first.

describe('related contents kept for the second', () => {
  let testApp: TestApp;
  let guest: TestVisitor;
  let admin: TestVisitor;
  beforeEach(async () => {
    // The clock stands still: every page below is built in the same second, from the same list.
    testApp = await createTestApp({ clock: fixedClock('2026-11-21T01:00:00Z') });
    await setPassphrase(testApp.app.db, '2026-11', 'かえで');
    guest = await signedInGuest(testApp.app, 'かえで');
    admin = await signedInMember(testApp.app, 'かえで', { isAdmin: true });
    await insertContents(testApp.app.db, [
      buildContent({ id: 'kokoro-a', category: 'mental', date: '2026-11-10' }),
      buildContent({ id: 'kokoro-b', category: 'mental', date: '2026-11-11' }),
    ]);
  });
  afterEach(() => testApp.close());

  const relatedTo = async (id: string) =>
    ((await guest.get(apiPaths.content(id))).json() as ContentDetail).related.map((card) => card.id);

  it('show a content staff publish at once on a page of its category not asked before', async () => {
    expect(await relatedTo('kokoro-a')).toEqual(['kokoro-b']);
    const posted = await admin.post(apiPaths.adminContents, {
      title: '眠る前の深呼吸',
      category: 'mental',
      type: 'article',
      description: '寝つきをよくする呼吸',
      videoUrl: '',
      body: '<p>ゆっくり吐きます。</p>',
      thumbnailKey: null,
      viewCount: 0,
      isFeatured: false,
      date: '2026-11-20',
      state: 'published',
    });
    expect(posted.statusCode, posted.body).toBe(201);
    const { id } = (posted.json() as { content: AdminContent }).content;
    expect(await relatedTo('kokoro-b')).toEqual([id, 'kokoro-a']);
  });
});
