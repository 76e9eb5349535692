import { isValidDay } from '../business-time.js';
import { copy } from '../copy.js';
import type { NoticeInput } from '../schemas/notices.js';
import { isBlankHtml, isValidTime } from './content-checks.js';
import { isBlank, type FieldProblem } from './field-problem.js';

// The checks of a notice (docs/product.md#notices-and-news), made by the staff form before sending and by
// the server again.

export const noticeFields = ['title', 'body', 'publishDate', 'publishTime', 'pinnedUntil'] as const;
export type NoticeField = (typeof noticeFields)[number];

export type NoticeCheckInput = Pick<
  NoticeInput,
  'title' | 'body' | 'state' | 'publishDate' | 'publishTime' | 'pinnedUntil'
>;

export function checkNotice(input: NoticeCheckInput): FieldProblem<NoticeField> | null {
  const messages = copy.notices.admin;
  if (isBlank(input.title)) return { field: 'title', message: messages.titleMissing };
  if (isBlankHtml(input.body)) return { field: 'body', message: messages.bodyMissing };
  if (input.state === 'scheduled') {
    if (!isValidDay(input.publishDate)) return { field: 'publishDate', message: messages.dateInvalid };
    if (!isValidTime(input.publishTime)) {
      return { field: 'publishTime', message: copy.publishing.timeInvalid };
    }
  }
  if (input.pinnedUntil !== '' && !isValidDay(input.pinnedUntil)) {
    return { field: 'pinnedUntil', message: messages.dateInvalid };
  }
  return null;
}
