import { contentProblem, wholeViewCount } from '#shared/checks/content-checks.js';
import { copy } from '#shared/copy.js';
import type { ContentInput } from '#shared/schemas/admin.js';
import { youtubeEmbedUrl, youtubeVideoId } from '#shared/youtube.js';
import { HttpError, inputError } from '#server/http-error.js';
import { isStorageKey } from '#server/storage/storage.js';
import { sanitizeArticle } from './sanitize-article.js';

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
  /** undefined: left as it is (an edit from a client that does not know about archives). */
  liveLessonDate?: string | null;
  /** A video staff uploaded (issue 24); undefined: left as it is (a client that does not know about it). */
  videoId?: string | null;
};

/**
 * An admin post or edit, checked as the form checks it (shared/checks/content-checks.ts), the
 * article on its sanitized HTML so that markup alone is not content; then normalised for storage.
 */
export function checkContentInput(input: ContentInput): CheckedContent {
  const body = input.type === 'article' ? sanitizeArticle(input.body) : null;
  // Schema coercion may turn a JSON null into "": both mean "not a live archive".
  const liveLessonDate = input.liveLessonDate === undefined ? undefined : input.liveLessonDate || null;
  // An article shows no video; "" and null both mean none.
  const hostedVideoId =
    input.type === 'article' ? null : input.videoId === undefined ? undefined : input.videoId || null;
  const problem = contentProblem({ ...input, body: body ?? '', liveLessonDate, videoId: hostedVideoId });
  if (problem) throw inputError(problem);
  const originalVideoUrl = input.type === 'video' ? input.videoUrl.trim() || null : null;
  const videoId = originalVideoUrl === null ? null : youtubeVideoId(originalVideoUrl);
  // Schema coercion may turn a JSON null into "": both mean "no uploaded thumbnail".
  const thumbnail = input.thumbnailKey || null;
  if (thumbnail !== null && !(isStorageKey(thumbnail) && thumbnail.startsWith('thumbnails/'))) {
    throw new HttpError(400, copy.admin.uploadFailed);
  }
  return {
    title: input.title.trim(),
    category: input.category,
    type: input.type,
    date: input.date,
    description: input.description.trim(),
    // The first schema requires every video to have a link: an uploaded one keeps '' there
    // (contents/hosted-videos.ts), which no page takes for a YouTube address.
    videoUrl: hostedVideoId ? '' : videoId === null ? null : youtubeEmbedUrl(videoId),
    originalVideoUrl,
    body,
    thumbnail,
    // Anything but a whole number from 0 up becomes 0.
    viewCount: wholeViewCount(input.viewCount) ?? 0,
    isFeatured: input.isFeatured ? 1 : 0,
    ...(liveLessonDate === undefined ? {} : { liveLessonDate }),
    ...(hostedVideoId === undefined ? {} : { videoId: hostedVideoId }),
  };
}
