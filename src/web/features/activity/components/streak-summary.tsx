import { copy } from '#shared/copy.js';
import type { ActivityCalendar } from '#shared/schemas/keep-going.js';
import './streak-summary.css';

const dayNumber = (day: string) => Number(day.slice(8, 10));

/**
 * The streaks, gently: the strict run of days and, beside it, how many of the last 7 days had
 * something (a missed day is not a failure); the longest run and the month's total.
 */
export function StreakSummary({ data }: { data: ActivityCalendar }) {
  const recentDays = data.lastSevenDays.filter((entry) => entry.done).length;
  return (
    <div className="records-summary">
      <div className="records-streak">
        <p className="records-streak__label">{copy.keepGoing.currentStreakLabel}</p>
        <p className="records-streak__value">
          {data.currentStreak > 0 ? copy.keepGoing.streak(data.currentStreak) : copy.keepGoing.noStreakYet}
        </p>
        <p className="records-week">{copy.keepGoing.lastSevenDays(recentDays)}</p>
        <ol className="records-week__days" aria-hidden="true">
          {data.lastSevenDays.map((entry) => (
            <li key={entry.day} className={entry.done ? 'records-week__day--done' : undefined}>
              <span className="records-week__dot" />
              <span className="records-week__number">{dayNumber(entry.day)}</span>
            </li>
          ))}
        </ol>
      </div>
      <dl className="records-figures">
        <div>
          <dt>{copy.keepGoing.longestStreakLabel}</dt>
          <dd>{copy.keepGoing.streak(data.longestStreak)}</dd>
        </div>
        <div>
          <dt>{copy.keepGoing.monthTotalLabel(data.month)}</dt>
          <dd>{copy.keepGoing.count(data.monthTotal)}</dd>
        </div>
      </dl>
      <p className="records-note">{copy.keepGoing.lastSevenNote}</p>
    </div>
  );
}
