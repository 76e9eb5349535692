import { categories, type Category, type ContentType } from '../../../shared/categories.js';
import { dayKey } from '../../../shared/business-time.js';
import { copy } from '../../../shared/copy.js';
import type { AdminContent, ContentInput } from '../../../shared/schemas/admin.js';
import { youtubeVideoId } from '../../../shared/youtube.js';

// The post and edit form: its values, the checks it makes before sending (in the product's order,
// the YouTube link on edit too: docs/product.md#contents-and-the-admin-checks), and what it sends.

export type ContentFormValues = {
  title: string;
  category: Category;
  type: ContentType;
  /** YYYY-MM-DD */
  date: string;
  description: string;
  videoUrl: string;
  /** Article HTML from the editor. */
  body: string;
  thumbnailKey: string | null;
  /** Only for the preview next to the file field. */
  thumbnailUrl: string | null;
  /** As typed in the number field. */
  viewCount: string;
  isFeatured: boolean;
};

export type ContentField = 'title' | 'videoUrl' | 'body' | 'date';

export type ContentProblem = { field: ContentField; message: string };

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
    videoUrl: '',
    body: '',
    thumbnailKey: null,
    thumbnailUrl: null,
    viewCount: '0',
    isFeatured: false,
  };
}

export function contentValuesOf(content: AdminContent): ContentFormValues {
  return {
    title: content.title,
    category: content.category,
    type: content.type,
    date: content.date,
    description: content.description,
    videoUrl: content.videoUrl ?? '',
    body: content.body ?? '',
    thumbnailKey: content.thumbnailKey,
    thumbnailUrl: content.thumbnailUrl,
    viewCount: String(content.viewCount),
    isFeatured: content.isFeatured,
  };
}

/** True when the editor's HTML holds no words and no picture (an empty editor gives "<p></p>"). */
export function isBlankHtml(html: string): boolean {
  if (/<img\b/i.test(html)) return false;
  const text = html
    .replace(/<[^>]*>/g, '')
    .replace(/&nbsp;|&#160;/g, ' ')
    .trim();
  return text === '';
}

const dayPattern = /^(\d{4})-(\d{2})-(\d{2})$/;

export function isValidDay(day: string): boolean {
  const match = dayPattern.exec(day);
  if (!match) return false;
  const [year, month, date] = match.slice(1).map(Number) as [number, number, number];
  const value = new Date(Date.UTC(year, month - 1, date));
  return value.getUTCFullYear() === year && value.getUTCMonth() === month - 1 && value.getUTCDate() === date;
}

/** The first problem, in the seed's order: title, video link, valid YouTube link, article body; then the day. */
export function contentProblem(values: ContentFormValues): ContentProblem | null {
  if (!values.title.trim()) return { field: 'title', message: copy.admin.titleMissing };
  if (values.type === 'video') {
    if (!values.videoUrl.trim()) return { field: 'videoUrl', message: copy.admin.videoUrlMissing };
    if (!youtubeVideoId(values.videoUrl)) return { field: 'videoUrl', message: copy.admin.notYoutube };
  } else if (isBlankHtml(values.body)) {
    return { field: 'body', message: copy.admin.bodyMissing };
  }
  if (!isValidDay(values.date)) return { field: 'date', message: copy.admin.dateInvalid };
  return null;
}

/** Which field a message of the server is about, so it shows next to that field too. */
export function fieldOfMessage(message: string): ContentField | null {
  switch (message) {
    case copy.admin.titleMissing:
      return 'title';
    case copy.admin.videoUrlMissing:
    case copy.admin.notYoutube:
      return 'videoUrl';
    case copy.admin.bodyMissing:
      return 'body';
    case copy.admin.dateInvalid:
      return 'date';
    default:
      return null;
  }
}

/** A whole number ≥ 0 goes as a number; anything else as typed (the server turns it into 0). */
export function viewCountInput(text: string): number | string {
  const trimmed = text.trim();
  return /^\d{1,15}$/.test(trimmed) ? Number(trimmed) : trimmed;
}

/** What the form sends: only the field of its type (link or body), the other one empty. */
export function contentInputOf(values: ContentFormValues): ContentInput {
  return {
    title: values.title.trim(),
    category: values.category,
    type: values.type,
    date: values.date,
    description: values.description.trim(),
    videoUrl: values.type === 'video' ? values.videoUrl.trim() : '',
    body: values.type === 'article' ? values.body : '',
    thumbnailKey: values.thumbnailKey,
    viewCount: viewCountInput(values.viewCount),
    isFeatured: values.isFeatured,
  };
}
