import type { Category, ContentType } from '#shared/categories.js';
import { limits } from '#shared/limits.js';
import type { ContentCard } from '#shared/schemas/contents.js';
import { businessDay } from '#server/business-day.js';
import { isStorageKey, uploadUrl } from '#server/storage/storage.js';
import type { CardRow } from './content-repository.js';

const dayMs = 24 * 60 * 60 * 1000;

/** Whole days from `from` to `to`, both YYYY-MM-DD. */
function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / dayMs);
}

const isWithin = (value: number, low: number, high: number) => value >= low && value <= high;

/**
 * The badges (docs/product.md#lists-search-and-badges): 新着 when dated within the last 14 days
 * (business days, today and the day 14 days ago included; a content dated in the future is not
 * new yet), 人気 from 100 views, 注目 when flagged.
 */
export function badgesOf(
  row: Pick<CardRow, 'date' | 'viewCount' | 'isFeatured'>,
  now: Date,
  timeZone: string,
) {
  return {
    new: isWithin(daysBetween(row.date, businessDay(now, timeZone)), 0, limits.newBadgeDays),
    featured: row.isFeatured === 1,
    popular: row.viewCount >= limits.popularBadgeViews,
  };
}

export function thumbnailUrlOf(thumbnail: string | null): string | null {
  return thumbnail && isStorageKey(thumbnail) ? uploadUrl(thumbnail) : null;
}

export function toContentCard(row: CardRow, now: Date, timeZone: string): ContentCard {
  return {
    id: row.id,
    title: row.title,
    category: row.category as Category,
    type: row.type as ContentType,
    date: row.date,
    description: row.description,
    thumbnailUrl: thumbnailUrlOf(row.thumbnail),
    viewCount: row.viewCount,
    badges: badgesOf(row, now, timeZone),
    liveLessonDate: row.liveLessonDate,
  };
}
