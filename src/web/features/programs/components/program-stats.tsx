import { copy } from '#shared/copy.js';
import { QueryProblem } from '#web/components/query-problem';
import { useAdminPrograms } from '../api/get-admin-programs';
import './program-admin.css';

const text = copy.programs.admin;

/** The dashboard's table per program: members joined, members who reached day 7, completion rate. */
export function ProgramStats() {
  const programs = useAdminPrograms();
  if (programs.isError)
    return (
      <QueryProblem
        error={programs.error}
        onRetry={() => void programs.refetch()}
        retrying={programs.isFetching}
      />
    );
  if (!programs.data || programs.data.items.length === 0) return null;
  return (
    <section className="stack" aria-labelledby="program-stats-heading">
      <h2 id="program-stats-heading">{text.statsHeading}</h2>
      <div className="program-stats__scroll">
        <table className="program-stats">
          <thead>
            <tr>
              <th scope="col">{text.titleLabel}</th>
              <th scope="col">{text.joinedCount}</th>
              <th scope="col">{text.reachedDay7}</th>
              <th scope="col">{text.completionRate}</th>
            </tr>
          </thead>
          <tbody>
            {programs.data.items.map((program) => (
              <tr key={program.id}>
                <th scope="row">{program.title}</th>
                <td>{program.stats.joined}人</td>
                <td>{program.stats.reachedDay7}人</td>
                <td>{Math.round(program.stats.completionRate * 100)}%</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}
