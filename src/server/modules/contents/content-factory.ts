import { randomUUID } from 'node:crypto';
import { defaultTimeZone, startOfZonedDay } from '#shared/business-time.js';
import type { NewContent } from './content-repository.js';

/**
 * A complete, valid content row, for insertContents. Samples and tests both build rows here, so
 * a new required column is added in one place.
 */
export function buildContent(
  overrides: Partial<NewContent> & { now?: Date; timeZone?: string } = {},
): NewContent {
  // The zone its day starts in: the app's business zone (config.timeZone) where the caller has it.
  const { now = new Date(), timeZone = defaultTimeZone, ...fields } = overrides;
  const timestamp = now.toISOString();
  const type = fields.type ?? 'article';
  const date = fields.date ?? timestamp.slice(0, 10);
  const [year, month, day] = date.split('-').map(Number);
  return {
    id: randomUUID(),
    title: 'テスト用のコンテンツ',
    category: 'diet',
    type,
    date,
    description: '',
    thumbnail: null,
    videoUrl: type === 'video' ? 'https://www.youtube-nocookie.com/embed/abcDEF12345' : null,
    originalVideoUrl: null,
    body: type === 'article' ? '<p>本文です。</p>' : null,
    viewCount: 0,
    isFeatured: 0,
    createdAt: timestamp,
    updatedAt: timestamp,
    migratedAt: null,
    // Published from the start of its day in the business zone, as the migration did for
    // contents that were there before scheduling.
    publishedAt: startOfZonedDay(year!, month!, day!, timeZone).toISOString(),
    ...fields,
  };
}
