import { copy } from '../copy.js';
import { isValidDate } from '../live-schedule.js';
import type { FieldProblem } from './field-problem.js';

// A content marked as the recording of a live lesson carries that lesson's date.

export type LiveArchiveField = 'liveLessonDate';

/** null: not an archive, or a real date. */
export function liveArchiveProblem(liveLessonDate: string | null): FieldProblem<LiveArchiveField> | null {
  if (liveLessonDate === null || isValidDate(liveLessonDate)) return null;
  return { field: 'liveLessonDate', message: copy.live.admin.archiveDateInvalid };
}
