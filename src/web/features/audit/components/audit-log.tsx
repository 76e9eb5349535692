import { useEffect, useRef } from 'react';
import { auditFilterProblem } from '#shared/checks/audit-checks.js';
import { copy } from '#shared/copy.js';
import type { AuditPage } from '#shared/schemas/audit.js';
import { QueryProblem } from '#web/components/query-problem';
import { Button } from '#web/components/ui/button';
import { Spinner } from '#web/components/ui/spinner';
import { useAuditLog } from '../api/get-audit-log';
import type { AuditFilters } from '../audit-filters';
import { AuditEntryCard } from './audit-entry-card';
import { AuditFilterBar } from './audit-filter-bar';
import './audit-log.css';

const words = copy.audit;

type AuditLogProps = { filters: AuditFilters; onFiltersChange: (filters: AuditFilters) => void };

/** 操作記録: staff actions newest first, filtered, 30 at a time (docs/product.md#the-audit-log). */
export function AuditLog({ filters, onFiltersChange }: AuditLogProps) {
  // A reversed range is named on its field, and nothing is asked of the server until it is put right.
  const problem = auditFilterProblem(filters);
  const query = useAuditLog(filters, problem === null);
  const entries = query.data?.pages.flatMap((page) => page.items) ?? [];
  // The staff list stays while a filter is being put right (nothing is asked then).
  const knownActors = useRef<AuditPage['actors']>([]);
  const actors = query.data?.pages[0]?.actors ?? knownActors.current;
  knownActors.current = actors;

  // After さらに表示, the first new entry takes the focus, so a keyboard reader goes on from there.
  const listRef = useRef<HTMLOListElement>(null);
  const focusFrom = useRef<number | null>(null);
  useEffect(() => {
    const from = focusFrom.current;
    if (from === null || entries.length <= from) return;
    focusFrom.current = null;
    listRef.current?.querySelectorAll<HTMLElement>('.audit-entry')[from]?.focus();
  }, [entries.length]);

  const loadMore = () => {
    if (query.isFetchingNextPage) return;
    focusFrom.current = entries.length;
    void query.fetchNextPage();
  };

  return (
    <div className="audit-log">
      <p className="audit-log__intro">{words.intro}</p>
      <AuditFilterBar filters={filters} onChange={onFiltersChange} actors={actors} problem={problem} />
      {query.isError && <QueryProblem query={query} />}
      {problem ? null : !query.data ? (
        !query.isError && <Spinner />
      ) : entries.length === 0 ? (
        <p className="audit-log__empty">{words.empty}</p>
      ) : (
        <ol ref={listRef} className="audit-log__list">
          {entries.map((entry) => (
            <li key={entry.id}>
              <AuditEntryCard entry={entry} />
            </li>
          ))}
        </ol>
      )}
      {!problem && query.hasNextPage && !query.isFetchNextPageError && (
        <Button
          variant="secondary"
          className="audit-log__more"
          onClick={loadMore}
          aria-disabled={query.isFetchingNextPage || undefined}
        >
          {query.isFetchingNextPage ? words.loading : words.more}
        </Button>
      )}
    </div>
  );
}
