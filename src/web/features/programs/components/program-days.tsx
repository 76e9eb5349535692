import type { ReactNode } from 'react';
import { copy } from '#shared/copy.js';
import { lessonDayLabel } from '#shared/live-schedule.js';
import type { ContentCard } from '#shared/schemas/contents.js';
import type { ProgramDay } from '#shared/schemas/programs.js';
import './programs.css';

type ProgramDaysProps = {
  days: readonly ProgramDay[];
  /** The screen draws the content cards (the contents feature owns them). */
  renderContents: (cards: ContentCard[]) => ReactNode;
};

function dayStatus(day: ProgramDay): { text: string; done: boolean } | null {
  if (day.open === null) return null;
  if (day.done) return { text: copy.programs.dayIsDone, done: true };
  if (!day.open && day.opensOn)
    return { text: copy.programs.opensOn(lessonDayLabel(day.opensOn)), done: false };
  return null;
}

/** Every day, {n}日目, with its contents; for her, whether it is done or when it opens. */
export function ProgramDays({ days, renderContents }: ProgramDaysProps) {
  return (
    <div className="stack">
      {days.map((day) => {
        const status = dayStatus(day);
        return (
          <section key={day.day} className="program-day" aria-labelledby={`program-day-${day.day}`}>
            <h2 id={`program-day-${day.day}`}>{copy.programs.dayLabel(day.day)}</h2>
            {status && (
              <p className={`program-day__status${status.done ? ' program-day__status--done' : ''}`}>
                {status.text}
              </p>
            )}
            {day.contents.length > 0 ? renderContents(day.contents) : <p>{copy.programs.noContents}</p>}
          </section>
        );
      })}
    </div>
  );
}
