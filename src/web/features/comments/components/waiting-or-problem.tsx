import type { UseQueryResult } from '@tanstack/react-query';
import { QueryProblem } from '#web/components/query-problem';
import { Spinner } from '#web/components/ui/spinner';

/** Before a list has come: a spinner, or why it has not come with a way to ask again. */
export function WaitingOrProblem({ query }: { query: UseQueryResult<unknown> }) {
  return query.isError ? <QueryProblem query={query} /> : <Spinner />;
}
