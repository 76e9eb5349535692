import { copy } from '../../../../shared/copy.js';
import { EmptyState } from '../../../components/empty-state';
import { LoginRequired } from '../../../components/login-required';
import { QueryProblem } from '../../../components/query-problem';
import { paths } from '../../../config/paths';
import { useSession } from '../../../features/auth/api/get-session';
import { useHistory } from '../../../features/history/api/get-history';
import { HistoryList } from '../../../features/history/components/history-list';
import { HistoryListSkeleton } from '../../../features/history/components/history-list-skeleton';
import { useDocumentTitle } from '../../../hooks/use-document-title';

/** The member's last 20 views, newest first. Guests have no history: they are offered the login. */
export default function HistoryRoute() {
  useDocumentTitle(copy.history.heading);
  const session = useSession();
  const isMember = session.data?.state === 'authenticated' && session.data.kind === 'member';
  const history = useHistory({ enabled: isMember });

  const body = () => {
    if (!isMember) return <LoginRequired redirectTo={paths.member.history} />;
    const problem = history.isError && (
      <QueryProblem
        error={history.error}
        onRetry={() => void history.refetch()}
        retrying={history.isFetching}
      />
    );
    if (!history.data) return problem || <HistoryListSkeleton />;
    return (
      <>
        {problem}
        {history.data.items.length === 0 ? (
          <EmptyState>{copy.history.empty}</EmptyState>
        ) : (
          <HistoryList items={history.data.items} />
        )}
      </>
    );
  };

  return (
    <>
      <h1>{copy.history.heading}</h1>
      {body()}
    </>
  );
}
