import type { ContentInput } from '#shared/schemas/admin.js';

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
