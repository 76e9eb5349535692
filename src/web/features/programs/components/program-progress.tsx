import { copy } from '#shared/copy.js';
import { lessonDayLabel } from '#shared/live-schedule.js';
import type { ProgramDay } from '#shared/schemas/programs.js';
import './programs.css';

type ProgressProps = { doneDays: number; totalDays: number };

/** {done}/{total}日 完了 */
export function ProgressText({ doneDays, totalDays }: ProgressProps) {
  return <p className="program-progress__text">{copy.programs.progress(doneDays, totalDays)}</p>;
}

/** A row of day marks: done (filled), open (outlined), not yet open (dotted); each has its name. */
export function DayMarks({
  days,
}: {
  days: readonly Pick<ProgramDay, 'day' | 'open' | 'done' | 'opensOn'>[];
}) {
  return (
    <ol className="list-row day-marks" aria-label={copy.programs.dayMarks}>
      {days.map((day) => {
        const state = day.done ? 'done' : day.open ? 'open' : 'locked';
        const label = day.done
          ? copy.programs.dayDone(day.day)
          : day.open
            ? copy.programs.dayOpen(day.day)
            : copy.programs.dayLocked(day.day, day.opensOn ? lessonDayLabel(day.opensOn) : '');
        return (
          <li key={day.day} className={`day-mark day-mark--${state}`}>
            <span aria-hidden="true">{day.done ? '✓' : day.day}</span>
            <span className="visually-hidden">{label}</span>
          </li>
        );
      })}
    </ol>
  );
}
