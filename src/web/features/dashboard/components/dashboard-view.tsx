import { useId } from 'react';
import { copy } from '#shared/copy.js';
import { QueryProblem } from '#web/components/query-problem';
import { Spinner } from '#web/components/ui/spinner';
import { useDashboard } from '../api/get-dashboard';
import { DriftingMembers, JoiningCohorts, WeeklyActive } from './member-activity';
import { ViewsChart } from './views-chart';
import './dashboard-view.css';

/**
 * ダッシュボード: members, members active this month and in the last 7 days, members on a streak,
 * views per day, やったよ per day, top contents this month.
 */
export function DashboardView() {
  const chartHeadingId = useId();
  const topHeadingId = useId();
  const doneHeadingId = useId();
  const dashboard = useDashboard();
  if (dashboard.isError && !dashboard.data) {
    return <QueryProblem query={dashboard} />;
  }
  if (!dashboard.data) return <Spinner />;
  const {
    members,
    activeThisMonth,
    viewsPerDay,
    topContents,
    activeLast7Days,
    donePerDay,
    streakMembers,
    drifting,
    weeklyActive,
    cohorts,
  } = dashboard.data;

  return (
    <div className="dashboard">
      <dl className="dashboard__numbers">
        <div className="dashboard__number">
          <dt>{copy.admin.dashboard.members}</dt>
          <dd>{copy.admin.dashboard.people(members)}</dd>
        </div>
        <div className="dashboard__number">
          <dt>{copy.admin.dashboard.activeThisMonth}</dt>
          <dd>{copy.admin.dashboard.people(activeThisMonth)}</dd>
        </div>
        <div className="dashboard__number">
          <dt>{copy.admin.dashboard.activeLast7Days}</dt>
          <dd>{copy.admin.dashboard.people(activeLast7Days)}</dd>
        </div>
        <div className="dashboard__number">
          <dt>{copy.admin.dashboard.streakMembers}</dt>
          <dd>{copy.admin.dashboard.people(streakMembers)}</dd>
        </div>
      </dl>
      {drifting && <DriftingMembers drifting={drifting} />}
      <WeeklyActive weeks={weeklyActive} />
      <JoiningCohorts cohorts={cohorts} />
      <section className="dashboard__panel" aria-labelledby={chartHeadingId}>
        <h2 id={chartHeadingId} className="dashboard__heading">
          {copy.admin.dashboard.viewsPerDay}
        </h2>
        <ViewsChart days={viewsPerDay} />
      </section>
      <section className="dashboard__panel" aria-labelledby={doneHeadingId}>
        <h2 id={doneHeadingId} className="dashboard__heading">
          {copy.admin.dashboard.donePerDay}
        </h2>
        <ViewsChart
          days={donePerDay.map(({ day, count }) => ({ day, views: count }))}
          words={{
            caption: copy.admin.dashboard.donePerDay,
            column: copy.admin.dashboard.doneCount,
            total: copy.admin.dashboard.doneTotal,
          }}
        />
      </section>
      <section className="dashboard__panel" aria-labelledby={topHeadingId}>
        <h2 id={topHeadingId} className="dashboard__heading">
          {copy.admin.dashboard.topContents}
        </h2>
        {topContents.length === 0 ? (
          <p className="admin-empty">{copy.admin.dashboard.noViews}</p>
        ) : (
          <ol className="dashboard__top">
            {topContents.map((content) => (
              <li key={content.id}>
                <span className="dashboard__top-title">{content.title}</span>
                <span className="dashboard__top-views">{copy.member.viewCount(content.views)}</span>
              </li>
            ))}
          </ol>
        )}
      </section>
    </div>
  );
}
