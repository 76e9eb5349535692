import { copy } from '../copy.js';
import type { ContentInput } from '../schemas/admin.js';
import { youtubeVideoId } from '../youtube.js';
import type { FieldProblem } from './field-problem.js';

// The checks of an admin post (seed-spec §5), made by the post and edit form before sending and by
// the server again; editing checks the YouTube link too (decisions.md, "Content").

export const contentFields = ['title', 'videoUrl', 'body', 'date'] as const;
export type ContentField = (typeof contentFields)[number];

export type ContentCheckInput = Pick<ContentInput, 'title' | 'type' | 'date' | 'videoUrl' | 'body'>;

/** True when the article HTML holds no words and no picture (an empty editor gives "<p></p>"). */
export function isBlankHtml(html: string): boolean {
  if (/<img\b/i.test(html)) return false;
  const text = html
    .replace(/<[^>]*>/g, '')
    .replace(/&nbsp;|&#160;/g, ' ')
    .trim();
  return text === '';
}

const dayPattern = /^(\d{4})-(\d{2})-(\d{2})$/;

/** A YYYY-MM-DD day that the calendar has (no 30 February). */
export function isValidDay(day: string): boolean {
  const match = dayPattern.exec(day);
  if (!match) return false;
  const [year, month, date] = match.slice(1).map(Number) as [number, number, number];
  const value = new Date(Date.UTC(year, month - 1, date));
  return value.getUTCFullYear() === year && value.getUTCMonth() === month - 1 && value.getUTCDate() === date;
}

/**
 * The view count when it is a whole number from 0 up, typed or sent as a number; null for
 * anything else (text, negatives, fractions), which the server stores as 0 (seed-spec §5).
 */
export function wholeViewCount(value: number | string | null): number | null {
  const number = typeof value === 'string' && /^\s*\d+\s*$/.test(value) ? Number(value) : value;
  return typeof number === 'number' && Number.isSafeInteger(number) && number >= 0 ? number : null;
}

/**
 * The first problem, in the seed's order: title, video link, valid YouTube link, article body;
 * then the day. The server passes the body it has sanitized, so markup alone is not content.
 */
export function contentProblem(input: ContentCheckInput): FieldProblem<ContentField> | null {
  if (!input.title.trim()) return { field: 'title', message: copy.admin.titleMissing };
  if (input.type === 'video') {
    if (!input.videoUrl.trim()) return { field: 'videoUrl', message: copy.admin.videoUrlMissing };
    if (!youtubeVideoId(input.videoUrl)) return { field: 'videoUrl', message: copy.admin.notYoutube };
  } else if (isBlankHtml(input.body)) {
    return { field: 'body', message: copy.admin.bodyMissing };
  }
  if (!isValidDay(input.date)) return { field: 'date', message: copy.admin.dateInvalid };
  return null;
}
