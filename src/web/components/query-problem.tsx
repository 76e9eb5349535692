import { copy } from '#shared/copy.js';
import { errorMessage } from '../lib/api-client';
import { Alert } from './ui/alert';
import { Button } from './ui/button';

/** What QueryProblem reads of a TanStack query (a plain one or a paged one). */
type FailedQuery = {
  error: unknown;
  isFetching: boolean;
  refetch: () => Promise<unknown>;
  /** A paged list whose next page failed asks for that page again, not for the whole list. */
  isFetchNextPageError?: boolean;
  fetchNextPage?: () => Promise<unknown>;
};

/**
 * A failed load: what went wrong and a 再読み込み button. The screen keeps showing whatever it had
 * loaded before (TanStack Query keeps it), never made-up samples.
 */
export function QueryProblem({ query }: { query: FailedQuery }) {
  const retrying = query.isFetching;
  const retry = () => {
    if (query.isFetchNextPageError && query.fetchNextPage) void query.fetchNextPage();
    else void query.refetch();
  };
  return (
    <Alert
      tone="error"
      action={
        <Button
          variant="secondary"
          onClick={() => {
            if (!retrying) retry();
          }}
          aria-disabled={retrying || undefined}
        >
          {retrying ? copy.site.loading : copy.site.retry}
        </Button>
      }
    >
      {errorMessage(query.error)}
    </Alert>
  );
}
