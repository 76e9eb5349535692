import { useId } from 'react';
import { copy } from '#shared/copy.js';
import type { Dashboard } from '#shared/schemas/admin.js';
import { formatDateTime, formatDay } from '#web/lib/format-date';
import { ViewsChart } from './views-chart';

// Who is drifting away (issue 22): the members to write to, weekly active members, and how each
// joining month is doing now.

const words = copy.admin.dashboard;

/** 「しばらくお休み中の方」: whom staff may write to, with what to say (her streak, her program). */
export function DriftingMembers({ drifting }: { drifting: NonNullable<Dashboard['drifting']> }) {
  const headingId = useId();
  const hintId = useId();
  return (
    <section className="dashboard__panel" aria-labelledby={headingId}>
      <h2 id={headingId} className="dashboard__heading">
        {words.drifting}
      </h2>
      <p id={hintId} className="dashboard__hint">
        {words.driftingHint}
      </p>
      {drifting.items.length === 0 ? (
        <p className="admin-empty">{words.driftingNone}</p>
      ) : (
        <>
          {drifting.total > drifting.items.length && (
            <p className="dashboard__hint">{words.driftingShown(drifting.items.length, drifting.total)}</p>
          )}
          <div>
            <table className="dashboard__table" aria-labelledby={headingId} aria-describedby={hintId}>
              <thead>
                <tr>
                  <th scope="col">{words.member}</th>
                  <th scope="col">{words.lastVisit}</th>
                  <th scope="col">{words.longestStreak}</th>
                  <th scope="col">{words.program}</th>
                </tr>
              </thead>
              <tbody>
                {drifting.items.map((member) => (
                  <tr key={member.id}>
                    <th scope="row">
                      {member.displayName && <span className="dashboard__name">{member.displayName}</span>}
                      <span className="dashboard__email">{member.email}</span>
                    </th>
                    <td>
                      {member.lastVisitAt
                        ? formatDateTime(member.lastVisitAt)[0]
                        : member.lastDoneDay
                          ? formatDay(member.lastDoneDay)
                          : words.never}
                    </td>
                    <td>{copy.admin.members.streakDays(member.longestStreak)}</td>
                    <td>{member.programs.length > 0 ? member.programs.join('、') : words.never}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </>
      )}
    </section>
  );
}

/** Members who came per week (Monday first), as bars with the numbers in a table too. */
export function WeeklyActive({ weeks }: { weeks: Dashboard['weeklyActive'] }) {
  const headingId = useId();
  return (
    <section className="dashboard__panel" aria-labelledby={headingId}>
      <h2 id={headingId} className="dashboard__heading">
        {words.weeklyActive}
      </h2>
      <ViewsChart
        days={weeks.map((week) => ({ day: week.weekStart, views: week.members }))}
        words={{
          caption: words.weeklyActive,
          column: words.activeMembers,
          total: words.people,
          summary: words.weeklyActiveNow(weeks.at(-1)?.members ?? 0),
          row: { heading: words.week, label: words.weekOf },
        }}
      />
    </section>
  );
}

/** Per joining month: who joined and who is still active now. */
export function JoiningCohorts({ cohorts }: { cohorts: Dashboard['cohorts'] }) {
  const headingId = useId();
  return (
    <section className="dashboard__panel" aria-labelledby={headingId}>
      <h2 id={headingId} className="dashboard__heading">
        {words.cohorts}
      </h2>
      <div>
        <table className="dashboard__table" aria-labelledby={headingId}>
          <thead>
            <tr>
              <th scope="col">{words.cohortMonth}</th>
              <th scope="col">{words.cohortJoined}</th>
              <th scope="col">{words.cohortActive}</th>
              <th scope="col">{words.cohortRate}</th>
            </tr>
          </thead>
          <tbody>
            {[...cohorts].reverse().map((cohort) => (
              <tr key={cohort.month}>
                <th scope="row">{words.monthLabel(cohort.month)}</th>
                <td>{words.people(cohort.joined)}</td>
                <td>{words.people(cohort.active)}</td>
                <td>{cohort.joined === 0 ? '—' : `${Math.round((cohort.active / cohort.joined) * 100)}%`}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}
