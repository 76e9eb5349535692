import { copy } from '#shared/copy.js';
import type { AdminProgram } from '#shared/schemas/programs.js';
import { QueryProblem } from '#web/components/query-problem';
import { useAdminPrograms } from '../api/get-admin-programs';
import './program-stats.css';

const text = copy.programs.admin;

/**
 * The dashboard's figures per program: members joined, members who reached day 7 (or the last
 * day of a shorter program), completion rate. One card per program rather than one table, since
 * the day asked about differs from program to program, and a card stays readable on a phone.
 */
export function ProgramStats() {
  const programs = useAdminPrograms();
  if (programs.isError) return <QueryProblem query={programs} />;
  if (!programs.data || programs.data.items.length === 0) return null;
  return (
    <section className="stack" aria-labelledby="program-stats-heading">
      <h2 id="program-stats-heading">{text.statsHeading}</h2>
      <ul className="program-stats" role="list">
        {programs.data.items.map((program) => (
          <ProgramStatsCard key={program.id} program={program} />
        ))}
      </ul>
    </section>
  );
}

function ProgramStatsCard({ program }: { program: AdminProgram }) {
  const { stats } = program;
  return (
    <li className="panel program-stats__card">
      <h3 className="program-stats__title">{program.title}</h3>
      <dl className="program-stats__figures">
        <div>
          <dt>{text.joinedCount}</dt>
          <dd>{copy.admin.dashboard.people(stats.joined)}</dd>
        </div>
        <div>
          <dt>{text.reachedDay(stats.reachedDay.day)}</dt>
          <dd>{copy.admin.dashboard.people(stats.reachedDay.members)}</dd>
        </div>
        <div>
          <dt>{text.completionRate}</dt>
          <dd>{Math.round(stats.completionRate * 100)}%</dd>
        </div>
      </dl>
    </li>
  );
}
