import { expect } from 'vitest';
import { apiPaths } from '#shared/api-paths.js';
import type { ContentInput } from '#shared/schemas/admin.js';
import type { ContentSearchPage } from '#shared/schemas/contents.js';
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

/** The first page of a search for `q` as `visitor` gets it; anything but 200 fails, naming `q`. */
export async function searchPageOf(visitor: TestVisitor, q: string): Promise<ContentSearchPage> {
  const response = await visitor.get(`${apiPaths.contentSearch}?q=${encodeURIComponent(q)}`);
  expect(response.statusCode, q).toBe(200);
  return response.json() as ContentSearchPage;
}
