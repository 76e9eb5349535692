import { useId, type ReactNode } from 'react';
import { Link } from 'react-router';
import { copy } from '#shared/copy.js';
import './link-section.css';

type LinkSectionProps = { heading: string; moreHref?: string; children?: ReactNode };

/** A titled section with a "more" link to the full list, when there is one. */
export function LinkSection({ heading, moreHref, children }: LinkSectionProps) {
  const headingId = useId();
  return (
    <section className="stack stack--space-3 link-section" aria-labelledby={headingId}>
      <div className="link-section__head">
        <h2 id={headingId}>{heading}</h2>
        {/* Several sections share the link text; the description says which list each one opens. */}
        {moreHref && (
          <Link className="link-section__more" to={moreHref} aria-describedby={headingId}>
            {copy.member.more}
            <span aria-hidden="true"> ›</span>
          </Link>
        )}
      </div>
      {children}
    </section>
  );
}
