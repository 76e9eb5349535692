import { categories, type Category, type ContentType } from '#shared/categories.js';
import { dayKey } from '#shared/business-time.js';
import { contentProblem, wholeViewCount, type ContentField } from '#shared/checks/content-checks.js';
import type { FieldProblem } from '#shared/checks/field-problem.js';
import { copy } from '#shared/copy.js';
import type { AdminContent, ContentInput } from '#shared/schemas/admin.js';
import type { PublishingState } from '#shared/schemas/publishing.js';

// The post and edit form: its values and what it sends. Its checks are the server's too
// (shared/checks/content-checks.ts).

export const videoSources = ['youtube', 'upload'] as const;
export type VideoSource = (typeof videoSources)[number];

export type ContentFormValues = {
  title: string;
  category: Category;
  type: ContentType;
  /** YYYY-MM-DD */
  date: string;
  description: string;
  /** A video: a YouTube link, or a file staff upload here (issue 24). */
  videoSource: VideoSource;
  videoUrl: string;
  /** The uploaded video, once its upload exists on the server; null before. */
  videoId: string | null;
  /** Article HTML from the editor. */
  body: string;
  thumbnailKey: string | null;
  /** Only for the preview next to the file field. */
  thumbnailUrl: string | null;
  /** As typed in the number field. */
  viewCount: string;
  isFeatured: boolean;
  /** ライブアーカイブにする, and the date of the lesson it records (YYYY-MM-DD). */
  isLiveArchive: boolean;
  liveLessonDate: string;
  /** 下書き, 予約 (on `date` at `publishTime`, business time) or 公開. */
  state: PublishingState;
  /** HH:MM */
  publishTime: string;
};

/** The business day today, the default publication day. */
export function today(timeZone: string, now: Date = new Date()): string {
  return dayKey(now, timeZone);
}

export function emptyContentValues(date: string): ContentFormValues {
  return {
    title: '',
    category: categories[0],
    type: 'video',
    date,
    description: '',
    videoSource: 'youtube',
    videoUrl: '',
    videoId: null,
    body: '',
    thumbnailKey: null,
    thumbnailUrl: null,
    viewCount: '0',
    isFeatured: false,
    isLiveArchive: false,
    liveLessonDate: '',
    state: 'published',
    publishTime: '07:00',
  };
}

export function contentValuesOf(content: AdminContent): ContentFormValues {
  return {
    title: content.title,
    category: content.category,
    type: content.type,
    date: content.date,
    description: content.description,
    videoSource: content.video ? 'upload' : 'youtube',
    videoUrl: content.videoUrl ?? '',
    videoId: content.video?.id ?? null,
    body: content.body ?? '',
    thumbnailKey: content.thumbnailKey,
    thumbnailUrl: content.thumbnailUrl,
    viewCount: String(content.viewCount),
    isFeatured: content.isFeatured,
    isLiveArchive: content.liveLessonDate !== null,
    liveLessonDate: content.liveLessonDate ?? '',
    state: content.state,
    publishTime: content.publishTime || '07:00',
  };
}

/** A whole number ≥ 0 goes as a number; anything else as typed (the server turns it into 0). */
export function viewCountInput(text: string): number | string {
  return wholeViewCount(text) ?? text.trim();
}

/** What the form sends: only the field of its type (link, uploaded video or body), the others empty. */
export function contentInputOf(values: ContentFormValues): ContentInput {
  const uploaded = values.type === 'video' && values.videoSource === 'upload';
  return {
    title: values.title.trim(),
    category: values.category,
    type: values.type,
    date: values.date,
    description: values.description.trim(),
    videoUrl: values.type === 'video' && !uploaded ? values.videoUrl.trim() : '',
    videoId: uploaded ? values.videoId : null,
    body: values.type === 'article' ? values.body : '',
    thumbnailKey: values.thumbnailKey,
    viewCount: viewCountInput(values.viewCount),
    isFeatured: values.isFeatured,
    // null when the box is not ticked: not a live archive.
    liveLessonDate: values.isLiveArchive ? values.liveLessonDate : null,
    state: values.state,
    ...(values.state === 'scheduled' ? { publishTime: values.publishTime } : {}),
  };
}

/**
 * The form's first problem: 動画ファイルをアップロード chosen with no file sent yet, then the
 * checks the server makes too.
 */
export function contentFormProblem(values: ContentFormValues): FieldProblem<ContentField> | null {
  if (!values.title.trim()) return contentProblem(contentInputOf(values));
  if (values.type === 'video' && values.videoSource === 'upload' && !values.videoId) {
    return { field: 'videoId', message: copy.videoUpload.fileMissing };
  }
  return contentProblem(contentInputOf(values));
}
