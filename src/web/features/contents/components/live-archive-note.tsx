import { copy } from '#shared/copy.js';
import { lessonDayLabelWithYear } from '#shared/live-schedule.js';
import './content-card.css';

/** On a live archive's detail page: which lesson it records. */
export function LiveArchiveNote({ liveLessonDate }: { liveLessonDate: string }) {
  return (
    <p className="live-archive-note">
      <span className="badge badge--live">{copy.live.archive}</span>
      <span>{copy.live.archiveOf(lessonDayLabelWithYear(liveLessonDate))}</span>
    </p>
  );
}
