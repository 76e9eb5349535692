import { LoadingSkeleton } from '#web/components/loading-skeleton';
import './content-card.css';

/** The detail page's shape (title, picture, lines of text) while it loads. */
export function ContentDetailSkeleton() {
  return (
    <LoadingSkeleton className="stack">
      <div aria-hidden="true" className="stack">
        <span className="skeleton-block" style={{ height: '2em', width: '80%' }} />
        <span className="skeleton-block skeleton-block--short" />
        <span className="skeleton-block skeleton-block--media" />
        <span className="skeleton-block" />
        <span className="skeleton-block skeleton-block--short" />
      </div>
    </LoadingSkeleton>
  );
}
