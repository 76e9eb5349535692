import { isValidDay } from '../business-time.js';
import { copy } from '../copy.js';
import type { ContentInput } from '../schemas/admin.js';
import { youtubeVideoId } from '../youtube.js';
import type { FieldProblem } from './field-problem.js';

// The checks of an admin post (docs/product.md#contents-and-the-admin-checks), made by the post and edit form before sending and by
// the server again; editing checks the YouTube link too.

export const contentFields = [
  'title',
  'videoUrl',
  'videoId',
  'body',
  'date',
  'publishTime',
  'liveLessonDate',
] as const;
export type ContentField = (typeof contentFields)[number];

export type ContentCheckInput = Pick<
  ContentInput,
  'title' | 'type' | 'date' | 'videoUrl' | 'body' | 'state' | 'publishTime'
> & {
  /** The day of the live lesson a live archive records; null or absent when it is not one. */
  liveLessonDate?: string | null | undefined;
  /** A video staff uploaded instead of a YouTube link (issue 24); null or absent: none. */
  videoId?: string | null | undefined;
};

/** HH:MM on a 24-hour clock. */
export function isValidTime(time: string): boolean {
  return /^([01]\d|2[0-3]):[0-5]\d$/.test(time);
}

/** True when the article HTML holds no words and no picture (an empty editor gives "<p></p>"). */
export function isBlankHtml(html: string): boolean {
  if (/<img\b/i.test(html)) return false;
  const text = html
    .replace(/<[^>]*>/g, '')
    .replace(/&nbsp;|&#160;/g, ' ')
    .trim();
  return text === '';
}

/**
 * The view count when it is a whole number from 0 up, typed or sent as a number; null for
 * anything else (text, negatives, fractions), which the server stores as 0.
 */
export function wholeViewCount(value: number | string | null): number | null {
  const number = typeof value === 'string' && /^\s*\d+\s*$/.test(value) ? Number(value) : value;
  return typeof number === 'number' && Number.isSafeInteger(number) && number >= 0 ? number : null;
}

/**
 * The first problem, in the seed's order: title, video link, valid YouTube link, article body;
 * then the day, and a live archive's lesson day. The server passes the body it has sanitized, so markup alone is not content.
 */
export function contentProblem(input: ContentCheckInput): FieldProblem<ContentField> | null {
  if (!input.title.trim()) return { field: 'title', message: copy.admin.titleMissing };
  if (input.type === 'video' && input.videoId) {
    // One or the other: the uploaded video, or a YouTube link.
    if (input.videoUrl.trim()) return { field: 'videoUrl', message: copy.hostedVideo.videoAndLink };
  } else if (input.type === 'video') {
    if (!input.videoUrl.trim()) return { field: 'videoUrl', message: copy.admin.videoUrlMissing };
    if (!youtubeVideoId(input.videoUrl)) return { field: 'videoUrl', message: copy.admin.notYoutube };
  } else if (isBlankHtml(input.body)) {
    return { field: 'body', message: copy.admin.bodyMissing };
  }
  if (!isValidDay(input.date)) return { field: 'date', message: copy.admin.dateInvalid };
  // Whether the time is still ahead is the server's to say, by its clock (content-input.ts).
  if (input.state === 'scheduled' && !isValidTime(input.publishTime ?? '')) {
    return { field: 'publishTime', message: copy.publishing.timeInvalid };
  }
  if (input.liveLessonDate != null && !isValidDay(input.liveLessonDate)) {
    return { field: 'liveLessonDate', message: copy.live.admin.archiveDateInvalid };
  }
  return null;
}
