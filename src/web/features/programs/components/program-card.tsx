import { Link } from 'react-router';
import { copy } from '#shared/copy.js';
import type { ProgramSummary } from '#shared/schemas/programs.js';
import { ProgressText } from './program-progress';
import './programs.css';

type ProgramCardProps = { program: ProgramSummary; href: string };

/** One program in the list: cover, title (the link), length, description and her progress. */
export function ProgramCard({ program, href }: ProgramCardProps) {
  return (
    <article className="program-card">
      {program.coverUrl && (
        <img className="program-card__cover" src={program.coverUrl} alt="" loading="lazy" />
      )}
      <div className="program-card__body">
        <h2>
          <Link to={href}>{program.title}</Link>
        </h2>
        <p className="program-card__meta">
          {copy.programs.days(program.dayCount)}
          {program.progress && ` ・ ${copy.programs.following}`}
        </p>
        {program.description && <p>{program.description}</p>}
        {program.progress && <ProgressText {...program.progress} />}
      </div>
    </article>
  );
}
