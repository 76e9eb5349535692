import { useId } from 'react';
import { copy } from '#shared/copy.js';
import type { AdminLive } from '#shared/schemas/live.js';
import { QueryProblem } from '#web/components/query-problem';
import { Spinner } from '#web/components/ui/spinner';
import { useAdminLive } from '../api/get-admin-live';
import { ExceptionsSection } from './live-exceptions-section';
import { ScheduleSection } from './live-schedule-section';
import './live-badge.css';
import './live-admin.css';

/** ライブレッスン (admin): the weekly schedule, お休み and 特別回, and what members will see. */
export function LiveAdmin({ settingsPath }: { settingsPath: string | null }) {
  const live = useAdminLive();
  if (live.isError && !live.data) {
    return <QueryProblem query={live} />;
  }
  if (!live.data) return <Spinner />;
  return (
    <div className="live-admin">
      <ScheduleSection live={live.data} settingsPath={settingsPath} />
      <ExceptionsSection live={live.data} />
      <PreviewSection live={live.data} />
    </div>
  );
}

function PreviewSection({ live }: { live: AdminLive }) {
  const headingId = useId();
  return (
    <section className="live-admin__section" aria-labelledby={headingId}>
      <h2 id={headingId}>{copy.live.admin.previewHeading}</h2>
      <ul className="live-admin__preview" role="list">
        {live.upcoming.map((lesson) => (
          <li key={lesson.startsAt} className={lesson.cancelled ? 'is-off' : undefined}>
            <span className="live-admin__label">
              {lesson.dayLabel} {lesson.timeLabel}
            </span>
            {lesson.cancelled && <span className="live-badge live-badge--cancel">{copy.live.cancelled}</span>}
            {lesson.isExtra && <span className="live-badge live-badge--extra">{copy.live.extra}</span>}
          </li>
        ))}
      </ul>
    </section>
  );
}
