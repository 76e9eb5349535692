import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { Link } from 'react-router';
import { addMonths } from '#shared/business-time.js';
import { copy } from '#shared/copy.js';
import type { ActivityCalendar } from '#shared/schemas/keep-going.js';
import { monthWeeks } from '#shared/streaks.js';
import { QueryProblem } from '#web/components/query-problem';
import { Spinner } from '#web/components/ui/spinner';
import { paths } from '#web/config/paths';
import { useActivityCalendar } from '../api/get-activity-calendar';
import { dayForKey } from '../calendar-keys';
import { StreakSummary } from './streak-summary';
import './activity-records.css';

const monthOf = (day: string) => day.slice(0, 7);
const dayNumber = (day: string) => Number(day.slice(8, 10));

/**
 * きろく: her streaks, gently (the strict run beside "N of the last 7 days"), and a month calendar
 * of stamped days she can browse by month and walk by keyboard; the chosen day's contents below.
 */
export function ActivityRecords() {
  // null: this month, as the server's business day has it.
  const [month, setMonth] = useState<string | null>(null);
  const calendar = useActivityCalendar(month);

  if (!calendar.data) {
    return calendar.isError ? <QueryProblem query={calendar} /> : <Spinner />;
  }
  return (
    <div className="records">
      {calendar.isError && <QueryProblem query={calendar} />}
      <StreakSummary data={calendar.data} />
      <MonthCalendar data={calendar.data} loading={calendar.isPlaceholderData} onMonth={setMonth} />
    </div>
  );
}

type MonthCalendarProps = {
  data: ActivityCalendar;
  /** Another month is on its way; this one stays until it arrives. */
  loading: boolean;
  onMonth: (month: string) => void;
};

function MonthCalendar({ data, loading, onMonth }: MonthCalendarProps) {
  const headingId = useId();
  const monthHeadingId = useId();
  const helpId = useId();
  const dayHeadingId = useId();
  const gridRef = useRef<HTMLTableElement>(null);
  const [wanted, setWanted] = useState<string | null>(null);
  const moveFocus = useRef(false);

  const thisMonth = monthOf(data.today);
  const entries = new Map(data.days.map((entry) => [entry.day, entry]));
  // One day of the month takes the tab stop (and is the one whose contents show below).
  const fallback = monthOf(data.today) === data.month ? data.today : `${data.month}-01`;
  const active = wanted && monthOf(wanted) === data.month ? wanted : fallback;
  const activeEntry = entries.get(active);

  useEffect(() => {
    if (!moveFocus.current || !wanted || monthOf(wanted) !== data.month) return;
    moveFocus.current = false;
    gridRef.current?.querySelector<HTMLElement>(`[data-day="${wanted}"]`)?.focus();
  }, [wanted, data.month]);

  const showMonth = (month: string) => {
    setWanted(null);
    onMonth(month);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLElement>, day: string) => {
    const next = dayForKey(event.key, day);
    if (next === null) return;
    event.preventDefault();
    // Nothing to see after this month.
    if (monthOf(next) > thisMonth) return;
    moveFocus.current = true;
    setWanted(next);
    if (monthOf(next) !== data.month) onMonth(monthOf(next));
  };

  return (
    <section className="stack stack--space-3 calendar" aria-labelledby={headingId}>
      <h2 id={headingId} className="calendar__heading">
        {copy.keepGoing.calendarHeading}
      </h2>
      <div className="calendar__nav">
        <button
          type="button"
          className="pill calendar__step"
          onClick={() => showMonth(addMonths(data.month, -1))}
        >
          <span aria-hidden="true">‹ </span>
          {copy.keepGoing.previousMonth}
        </button>
        <h3 id={monthHeadingId} className="calendar__month" aria-live="polite">
          {copy.keepGoing.monthLabel(data.month)}
        </h3>
        <button
          type="button"
          className="pill calendar__step"
          onClick={() => showMonth(addMonths(data.month, 1))}
          disabled={data.month >= thisMonth}
        >
          {copy.keepGoing.nextMonth}
          <span aria-hidden="true"> ›</span>
        </button>
      </div>
      <table
        ref={gridRef}
        role="grid"
        className="calendar__grid"
        aria-labelledby={monthHeadingId}
        aria-describedby={helpId}
        aria-busy={loading || undefined}
      >
        <thead>
          <tr>
            {copy.keepGoing.weekdays.map((weekday, index) => (
              <th key={weekday} scope="col" abbr={copy.keepGoing.weekdayNames[index]}>
                {weekday}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {monthWeeks(data.month).map((week) => (
            <tr key={week.find(Boolean)}>
              {week.map((day, index) => {
                if (!day) return <td key={`blank-${index}`} role="gridcell" className="calendar__blank" />;
                const count = entries.get(day)?.count ?? 0;
                const classes = [
                  'calendar__day',
                  count > 0 && 'calendar__day--stamped',
                  day === data.today && 'calendar__day--today',
                  day > data.today && 'calendar__day--future',
                ];
                return (
                  <td
                    key={day}
                    role="gridcell"
                    data-day={day}
                    tabIndex={day === active ? 0 : -1}
                    aria-selected={day === active}
                    aria-current={day === data.today ? 'date' : undefined}
                    className={classes.filter(Boolean).join(' ')}
                    onClick={() => setWanted(day)}
                    onKeyDown={(event) => onKeyDown(event, day)}
                  >
                    {/* The name (11月21日、2件) is read; the number and the stamp are for the eye. */}
                    <span className="visually-hidden">{copy.keepGoing.dayName(day, count)}</span>
                    <span className="calendar__number" aria-hidden="true">
                      {dayNumber(day)}
                    </span>
                    {count > 0 && (
                      <span className="calendar__stamp" aria-hidden="true">
                        {count}
                      </span>
                    )}
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
      <p id={helpId} className="calendar__help">
        {copy.keepGoing.calendarHelp}
      </p>
      <section className="panel calendar__detail" aria-labelledby={dayHeadingId}>
        <h3 id={dayHeadingId}>{copy.keepGoing.dayHeading(active)}</h3>
        {activeEntry ? (
          <ul className="calendar__contents">
            {activeEntry.contents.map((content) => (
              <li key={content.id}>
                <Link to={paths.member.content(content.id)}>{content.title}</Link>
              </li>
            ))}
          </ul>
        ) : (
          <p className="calendar__empty">{copy.keepGoing.dayEmpty}</p>
        )}
      </section>
    </section>
  );
}
