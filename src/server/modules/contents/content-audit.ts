import { loggedPublishedAt, type ChangeRules, type Recordable } from '../audit/changed-fields.js';
import type { ContentRow } from './content-repository.js';
import { publishingState } from './content-visibility.js';

/** What the audit log compares of a content, named as the form names it. */
export function contentAuditFields(row: ContentRow, now: Date): Record<string, Recordable> {
  return {
    title: row.title,
    category: row.category,
    type: row.type,
    date: row.date,
    description: row.description,
    videoUrl: row.originalVideoUrl,
    body: row.body,
    thumbnail: row.thumbnail,
    viewCount: row.viewCount,
    isFeatured: row.isFeatured === 1,
    liveLessonDate: row.liveLessonDate,
    state: publishingState(row, now),
    publishedAt: loggedPublishedAt(row),
  };
}

/** An article's HTML and an image's storage key say nothing to a reader of the log. */
export const contentAuditRules: ChangeRules = { long: ['body', 'thumbnail'] };
