import { copy } from '#shared/copy.js';
import './history-list.css';

/** Grey rows in place of the history while it loads; busy for assistive technology. */
export function HistoryListSkeleton({ count = 3 }: { count?: number }) {
  return (
    <div aria-busy="true">
      <p role="status" className="visually-hidden">
        {copy.site.loading}
      </p>
      <ul className="list-stack" aria-hidden="true">
        {Array.from({ length: count }, (_, index) => (
          <li key={index} className="history-item history-item--skeleton">
            <span className="history-skeleton history-skeleton--media" />
            <span className="history-item__text">
              <span className="history-skeleton" />
              <span className="history-skeleton history-skeleton--short" />
            </span>
          </li>
        ))}
      </ul>
    </div>
  );
}
