import { copy } from '#shared/copy.js';
import { queryParams } from '#web/config/paths';
import './live-archive-filter.css';

/** ?archive=live: the list shows live archives only (with the chosen category, if any). */
export function isLiveArchiveFilter(params: URLSearchParams): boolean {
  return params.get(queryParams.archive) === 'live';
}

type LiveArchiveFilterProps = { pressed: boolean; onToggle: () => void };

/** ライブアーカイブ: a switch over the list, on top of the category tabs. */
export function LiveArchiveFilter({ pressed, onToggle }: LiveArchiveFilterProps) {
  return (
    <div className="live-archive-filter" role="group" aria-label={copy.live.archiveFilterLabel}>
      <button type="button" className="live-archive-filter__chip" aria-pressed={pressed} onClick={onToggle}>
        <span className="live-archive-filter__mark" aria-hidden="true">
          {pressed ? '✓' : ''}
        </span>
        {copy.live.archive}
      </button>
    </div>
  );
}
