import { useId } from 'react';
import { Link } from 'react-router';
import { copy } from '#shared/copy.js';
import type { ProgramSummary } from '#shared/schemas/programs.js';
import { buttonClassName } from '#web/components/ui/button-class';
import './programs.css';

type ProgramSuggestionProps = { program: ProgramSummary; href: string };

/**
 * A program she could join, on home before she follows any: cover, title, length, the start of the
 * description and a button to its page, where she joins.
 */
export function ProgramSuggestion({ program, href }: ProgramSuggestionProps) {
  const titleId = useId();
  return (
    <article className="program-card program-suggestion" aria-labelledby={titleId}>
      {program.coverUrl && (
        <img className="program-card__cover" src={program.coverUrl} alt="" loading="lazy" />
      )}
      <div className="program-card__body">
        <p className="program-card__meta">{copy.programs.suggestion}</p>
        <h3 id={titleId}>{program.title}</h3>
        <p className="program-suggestion__days">{copy.programs.days(program.dayCount)}</p>
        {program.description && <p className="program-suggestion__description">{program.description}</p>}
        <div>
          <Link to={href} className={buttonClassName()} aria-describedby={titleId}>
            {copy.programs.seeProgram}
          </Link>
        </div>
      </div>
    </article>
  );
}
