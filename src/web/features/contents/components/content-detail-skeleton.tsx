import { copy } from '#shared/copy.js';
import './content-card.css';

/** The detail page's shape (title, picture, lines of text) while it loads. */
export function ContentDetailSkeleton() {
  return (
    <div aria-busy="true" className="stack">
      <p role="status" className="visually-hidden">
        {copy.site.loading}
      </p>
      <div aria-hidden="true" className="stack">
        <span className="skeleton-block" style={{ height: '2em', width: '80%' }} />
        <span className="skeleton-block skeleton-block--short" />
        <span className="skeleton-block skeleton-block--media" />
        <span className="skeleton-block" />
        <span className="skeleton-block skeleton-block--short" />
      </div>
    </div>
  );
}
