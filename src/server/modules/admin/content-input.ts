import { copy } from '../../../shared/copy.js';
import type { ContentInput } from '../../../shared/schemas/admin.js';
import { youtubeEmbedUrl, youtubeVideoId } from '../../../shared/youtube.js';
import { HttpError } from '../../http-error.js';
import { isStorageKey } from '../../storage/storage.js';
import { articleHasContent, sanitizeArticle } from './sanitize-article.js';

/** Whole numbers from 0 up; anything else (text, negatives, fractions) becomes 0. */
export function viewCountFrom(value: ContentInput['viewCount']): number {
  const number = typeof value === 'string' && /^\s*\d+\s*$/.test(value) ? Number(value) : value;
  return typeof number === 'number' && Number.isSafeInteger(number) && number >= 0 ? number : 0;
}

function isRealDate(date: string): boolean {
  const parsed = new Date(`${date}T00:00:00Z`);
  return !Number.isNaN(parsed.getTime()) && parsed.toISOString().slice(0, 10) === date;
}

export type CheckedContent = {
  title: string;
  category: string;
  type: 'video' | 'article';
  date: string;
  description: string;
  videoUrl: string | null;
  originalVideoUrl: string | null;
  body: string | null;
  thumbnail: string | null;
  viewCount: number;
  isFeatured: number;
};

/**
 * The checks of an admin post in the product's order (docs/product.md#contents-and-the-admin-checks),
 * applied to new posts and edits alike: editing checks the YouTube link too.
 */
export function checkContentInput(input: ContentInput): CheckedContent {
  const title = input.title.trim();
  if (title === '') throw new HttpError(400, copy.admin.titleMissing);
  if (!isRealDate(input.date)) throw new HttpError(400, copy.admin.dateInvalid);
  let videoUrl: string | null = null;
  let originalVideoUrl: string | null = null;
  let body: string | null = null;
  if (input.type === 'video') {
    originalVideoUrl = input.videoUrl.trim();
    if (originalVideoUrl === '') throw new HttpError(400, copy.admin.videoUrlMissing);
    const videoId = youtubeVideoId(originalVideoUrl);
    if (!videoId) throw new HttpError(400, copy.admin.notYoutube);
    videoUrl = youtubeEmbedUrl(videoId);
  } else {
    body = sanitizeArticle(input.body);
    if (!articleHasContent(body)) throw new HttpError(400, copy.admin.bodyMissing);
  }
  // Schema coercion may turn a JSON null into "": both mean "no uploaded thumbnail".
  const thumbnail = input.thumbnailKey || null;
  if (thumbnail !== null && !(isStorageKey(thumbnail) && thumbnail.startsWith('thumbnails/'))) {
    throw new HttpError(400, copy.admin.uploadFailed);
  }
  return {
    title,
    category: input.category,
    type: input.type,
    date: input.date,
    description: input.description.trim(),
    videoUrl,
    originalVideoUrl,
    body,
    thumbnail,
    viewCount: viewCountFrom(input.viewCount),
    isFeatured: input.isFeatured ? 1 : 0,
  };
}
