import { expect } from 'vitest';
import { apiPaths } from '#shared/api-paths.js';
import type { ContentInput } from '#shared/schemas/admin.js';
import type { ContentSearchPage } from '#shared/schemas/contents.js';
import type { Clock } from '#server/clock.js';
import { insertContents, type NewContent } from '#server/modules/contents/content-repository.js';
import { setPassphrase } from './accounts.js';
import { signedInGuest } from './signed-in.js';
import { createTestApp, type TestApp } from './test-app.js';
import type { TestVisitor } from './test-visitor.js';

/**
 * A short article the admin contents route accepts as it is; a test names what it changes, so
 * only what matters to that test stands in it.
 */
export function testArticle(changes: Partial<ContentInput> = {}): ContentInput {
  return {
    title: 'テスト',
    category: 'diet',
    type: 'article',
    date: '2026-11-21',
    description: '',
    videoUrl: '',
    body: '<p>本文</p>',
    thumbnailKey: null,
    viewCount: 0,
    isFeatured: false,
    ...changes,
  };
}

/**
 * A page of a search for `q` as `visitor` gets it, the first unless a `cursor` names a later one;
 * anything but 200 fails, naming `q`.
 */
export async function searchPageOf(
  visitor: TestVisitor,
  q: string,
  cursor: string | null = null,
): Promise<ContentSearchPage> {
  const after = cursor ? `&cursor=${encodeURIComponent(cursor)}` : '';
  const response = await visitor.get(`${apiPaths.contentSearch}?q=${encodeURIComponent(q)}${after}`);
  expect(response.statusCode, q).toBe(200);
  return response.json() as ContentSearchPage;
}

/**
 * Every page of a search as `visitor` reads it, following the cursors: the contents' ids in order,
 * and how many pages it took. Each page answers 200 with at most 20 contents.
 */
export async function everySearchPage(
  visitor: TestVisitor,
  q: string,
): Promise<{ ids: string[]; pages: number }> {
  const ids: string[] = [];
  let cursor: string | null = null;
  let pages = 0;
  do {
    const page = await searchPageOf(visitor, q, cursor);
    expect(page.items.length, q).toBeLessThanOrEqual(20);
    ids.push(...page.items.map((item) => item.id));
    cursor = page.nextCursor;
    pages++;
  } while (cursor);
  return { ids, pages };
}

/**
 * An app on `clock` whose library is `rows`, with November 2026's passphrase もみじ and a guest
 * signed in with it. The rows go in 200 at a time: one insert of a few thousand would bind more
 * values than SQLite takes.
 */
export async function libraryWithGuest(
  clock: Clock,
  rows: readonly NewContent[],
): Promise<{ testApp: TestApp; guest: TestVisitor }> {
  const testApp = await createTestApp({ clock });
  await setPassphrase(testApp.app.db, '2026-11', 'もみじ');
  for (let i = 0; i < rows.length; i += 200) await insertContents(testApp.app.db, rows.slice(i, i + 200));
  return { testApp, guest: await signedInGuest(testApp.app, 'もみじ') };
}
